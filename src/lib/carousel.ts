/**
 * The hero carousel's state (the slide index, 0 to 3, and the direction it moves in), kept pure so
 * the wrap-around, direction and swipe rules are unit-tested without a browser.
 */

/** Auto-advance every 8000 ms; each slide transition takes 0.8 s (docs/requirements.md "Timings and sizes"). */
export const CAROUSEL_INTERVAL_MS = 8000;
export const CAROUSEL_TRANSITION_MS = 800;
/**
 * The carousel's island wakes this far into the page (`client:due`), so it is listening before its
 * first advance is due at 8 s; until then the pre-rendered first slide is all there is to show.
 */
export const CAROUSEL_WAKE_MS = CAROUSEL_INTERVAL_MS - 2000;
/**
 * Under this setting the carousel starts paused (docs/requirements.md "Accessibility"), which the
 * pre-rendered HTML cannot know.
 */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** The same 50 px threshold as for swiping toasts away, so gestures feel alike site-wide. */
export const SWIPE_THRESHOLD_PX = 50;

/** "next" slides in from the right, "previous" from the left. */
export type Direction = "next" | "previous";

export type CarouselState = {
  index: number;
  /** The slide that is leaving, so it can animate out; null before the first change. */
  previous: number | null;
  direction: Direction;
};

export const initialCarousel: CarouselState = { index: 0, previous: null, direction: "next" };

/** Wraps any integer into 0..count-1, both ways (-1 → last, count → 0). */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** One step forward or back, wrapping both ways. */
export function step(state: CarouselState, count: number, direction: Direction): CarouselState {
  const index = wrapIndex(state.index + (direction === "next" ? 1 : -1), count);
  return { index, previous: state.index, direction };
}

/** Jump to a slide (dots): later slides come in from the right, earlier ones from the left. */
export function goTo(state: CarouselState, target: number, count: number): CarouselState {
  const index = wrapIndex(target, count);
  if (index === state.index) return state;
  return { index, previous: state.index, direction: index > state.index ? "next" : "previous" };
}

/**
 * A horizontal swipe of at least the threshold moves the carousel: a finger dragged left (negative
 * delta) brings the next slide in from the right, as on every touch carousel; shorter drags do nothing.
 */
export function swipeDirection(deltaX: number, threshold = SWIPE_THRESHOLD_PX): Direction | null {
  if (Math.abs(deltaX) < threshold) return null;
  return deltaX < 0 ? "next" : "previous";
}
