import type { ClientDirective } from "astro";
import { wakeOnInteraction, whenPaintedAndIdle } from "./wake-island";

/**
 * When an island's pre-rendered HTML stops being what the visitor should see without their doing
 * anything. Before that moment the island loads no code; the first interaction wakes it too.
 */
export type Due = {
  /** Milliseconds into the page (since navigation start): the carousel shortly before its first advance. */
  at?: number;
  /** Right after the paint when the URL carries one of these parameters (`/contact?subject=`, `/blog?q=`). */
  query?: string[];
  /** Right after the paint when this media query matches (the carousel starts paused under reduced motion). */
  media?: string;
};

/** Marks an island that is waking by itself right after the paint, so tests can wait for it (tests/e2e/fixtures.ts). */
export const DUE_NOW_ATTRIBUTE = "data-due-now";

/**
 * `client:due={{ at, query, media }}` (docs/decisions/009-islands.md): the pre-rendered page is
 * complete and correct until `at`, or — when the URL or the visitor's settings ask for something
 * the build could not know — until just after the first paint and `load`, in idle time. On a plain
 * visit Lighthouse's page load therefore fetches nothing for the island.
 */
const onDue: ClientDirective = (load, options, island) => {
  // Astro types a directive's value as a string; an object given in the .astro file arrives parsed.
  const due = (options.value || {}) as unknown as Due;
  const wake = wakeOnInteraction(load, options, island);
  const params = new URLSearchParams(window.location.search);
  const now =
    due.query?.some((name) => params.has(name)) ||
    (due.media !== undefined && typeof window.matchMedia === "function" && window.matchMedia(due.media).matches);
  if (now) {
    island.setAttribute(DUE_NOW_ATTRIBUTE, "");
    whenPaintedAndIdle(wake);
  } else if (due.at !== undefined) {
    setTimeout(wake, Math.max(0, due.at - performance.now()));
  }
};

export default onDue;
