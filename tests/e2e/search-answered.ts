import type { Locator } from "@playwright/test";

/**
 * Waits, as the visitor does, until site search has answered in `scope` (a dialog or the search
 * page's main): its panel no longer busy and its status neither the prompt nor "Searching…", in
 * the panel's language (`words`). The first search loads Pagefind's worker, WebAssembly and index,
 * which took longer than an assertion's few seconds on a busy 2-core machine; this wait is bounded
 * by the test's own time instead, and the assertions that follow keep theirs.
 */
export async function answered(scope: Locator, words: { prompt: string; searching: string }) {
  const status = scope
    .locator("[data-search]:not([aria-busy]) [data-search-status]")
    .filter({ hasNotText: words.searching })
    .filter({ hasNotText: words.prompt });
  await status.waitFor();
  return status;
}
