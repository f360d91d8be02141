import type { IslandWords } from "~/content/island-words";
import { defaultLanguage } from "~/content/languages";

/**
 * The islands' words on a page in a language other than the default (docs/decisions/026-languages.md).
 *
 * - When the page is built, they are read from the content files (src/content/island-words.ts),
 *   which never reach the browser: the branch is dropped from the client bundle.
 * - In the browser, the first island that wakes fetches `/<code>/island-words.json` (the build
 *   writes it from the same function) before it hydrates: this module waits for it at its top
 *   level, and an island's module does not run until its imports have. So the islands hydrate with
 *   the very words the page was built with, and the page's HTML carries none of them.
 * - On an English page nothing is fetched: English islands import their words.
 * - If the fetch fails, the islands fall back to English words rather than not waking at all.
 */
const server = import.meta.env.SSR ? await import("~/content/island-words") : undefined;
const fetched = import.meta.env.SSR ? undefined : await fetchPageWords(document.documentElement.lang);

async function fetchPageWords(language: string): Promise<IslandWords | undefined> {
  if (!language || language === defaultLanguage.code) return undefined;
  try {
    const response = await fetch(`/${language}/island-words.json`);
    return response.ok ? ((await response.json()) as IslandWords) : undefined;
  } catch {
    return undefined;
  }
}

/** The words an island shows in `language`; `undefined` in the default language (its own words). */
export function pageWords(language: string | undefined): IslandWords | undefined {
  if (language === undefined || language === defaultLanguage.code) return undefined;
  return server ? server.islandWordsIn(language) : fetched;
}
