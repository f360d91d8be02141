import { readVisit, writeVisit } from "./visit";

/**
 * The strategy-call popup's trigger (docs/requirements.md "The strategy-call popup"): when it opens
 * and whether it may. Plain functions, no React: the `client:popup` directive runs them in the page
 * itself, so no island code loads until the popup is due, and the popup's own hook
 * (use-exit-intent.ts) runs them once hydrated.
 */

/** The strategy-call popup opens 25 s after the visit's first page loaded… */
export const POPUP_DELAY_MS = 25_000;
/** …unless this sessionStorage flag is 'true' (set when the visitor closes the popup or submits it). */
export const POPUP_FLAG_KEY = "strategyCallPopupShown";

/**
 * sessionStorage throws in some private modes and sandboxed frames. The popup must never break
 * the page, so every access is guarded; without storage the popup still shows at most once per
 * page load, because `useExitIntent` also remembers that it has opened.
 *
 * This module has no React in it: the `client:popup` directive (src/lib/islands/) runs the same
 * trigger in the page before any island code is loaded.
 */
export function readPopupFlag(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_FLAG_KEY) === "true";
  } catch {
    return false;
  }
}

export function writePopupFlag(): void {
  try {
    window.sessionStorage.setItem(POPUP_FLAG_KEY, "true");
  } catch {
    // Storage unavailable: the in-memory guard in useExitIntent still prevents a second opening.
  }
}

/**
 * When this page's navigation began, in ms since the epoch on the page's own clock: what
 * `Date.now()` read then. The popup's trigger is armed late (by the island bootstrap, after the
 * load, later still on a slow phone), so "now" would be the wrong start: the visit began when the
 * visitor asked for its first page.
 */
export function navigationStartedAt(now = Date.now()): number {
  return Math.round(now - performance.now());
}

/**
 * The moment the visit began, in ms since the epoch, kept in the visit's record (visit.ts). Every
 * page is its own document, so the first page stores the start of its own navigation and later
 * pages of the same visit read it back: moving between pages neither restarts nor skips the 25 s,
 * and however late a page arms the trigger, the count runs from when the visit began. Without
 * storage, each page counts from its own navigation.
 */
export function visitStartedAt(now: number): number {
  const visit = readVisit();
  const stored = Number(visit.startedAt);
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  const navigation = navigationStartedAt(now);
  // A clock that disagrees with itself (a test's made-up "now") falls back to now.
  const started = navigation > 0 && navigation <= now ? navigation : now;
  // Whatever else the record holds (how the visit arrived) stays.
  writeVisit({ ...visit, startedAt: started });
  return started;
}

/** The pointer left the window through one of its four edges (top, left, right or bottom). */
export function leftThroughEdge(event: MouseEvent, width = window.innerWidth, height = window.innerHeight): boolean {
  if (event.relatedTarget !== null) return false;
  const { clientX: x, clientY: y } = event;
  return y <= 0 || x <= 0 || x >= width - 1 || y >= height - 1;
}

/** Set on <html> by the `client:popup` directive when it wakes the popup because it is due. */
export const POPUP_DUE_ATTRIBUTE = "strategyPopupDue";

/**
 * Calls `onDue` once, when the visit's delay has passed or the pointer leaves the window through
 * an edge, unless the session flag says the popup was shown. Returns a function that stops it.
 */
export function watchPopupTrigger(onDue: () => void, delayMs = POPUP_DELAY_MS): () => void {
  let done = false;
  const fire = () => {
    if (done || readPopupFlag()) return;
    stop();
    onDue();
  };
  const onMouseOut = (event: MouseEvent) => {
    if (leftThroughEdge(event)) fire();
  };
  const now = Date.now();
  const timer = window.setTimeout(fire, Math.max(0, visitStartedAt(now) + delayMs - now));
  document.addEventListener("mouseout", onMouseOut);
  function stop() {
    done = true;
    window.clearTimeout(timer);
    document.removeEventListener("mouseout", onMouseOut);
  }
  return stop;
}
