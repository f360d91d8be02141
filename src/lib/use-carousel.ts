import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  CAROUSEL_INTERVAL_MS,
  type Direction,
  goTo,
  initialCarousel,
  REDUCED_MOTION_QUERY,
  step,
  swipeDirection,
} from "./carousel";

/** Marks the pause/play button: focusing it must not pause rotation, or "Play" could never start it. */
export const ROTATION_CONTROL_ATTRIBUTE = "data-rotation-control";

/**
 * The hero carousel's behaviour (docs/requirements.md "Timings and sizes", "Accessibility"):
 * - auto-advances every 8000 ms, wrapping, while it is playing and neither hovered nor focused;
 *   the first slide has been on screen since the page appeared, not since the island woke
 *   (`client:due` wakes it at CAROUSEL_WAKE_MS), so the first advance comes 8 s into the page;
 * - the visitor's pause/play choice (`playing`) outlives hover and focus, which pause only while they last;
 * - under prefers-reduced-motion it starts paused. matchMedia is read after hydration, so the
 *   pre-rendered HTML (which cannot know the visitor's setting) always matches the first render;
 * - a horizontal touch or pen swipe of 50 px or more moves one slide.
 */
export function useCarousel(count: number) {
  const [state, setState] = useState(initialCarousel);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    if (query.matches) setPlaying(false);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const rotating = playing && !hovered && !focused;

  // A timeout per slide (not one interval): a manual change restarts the full 8 s for the new slide.
  const firstTimeout = useRef(true);
  useEffect(() => {
    if (!rotating) return;
    const shownFor = firstTimeout.current ? performance.now() : 0;
    firstTimeout.current = false;
    const timer = setTimeout(() => setState(step(state, count, "next")), Math.max(0, CAROUSEL_INTERVAL_MS - shownFor));
    return () => clearTimeout(timer);
  }, [rotating, state, count]);

  const move = useCallback((direction: Direction) => setState((current) => step(current, count, direction)), [count]);

  return {
    index: state.index,
    /** The slide animating out, or null before the first change. */
    leavingIndex: state.previous,
    direction: state.direction,
    /** Auto-rotation is running right now (drives aria-live: "off" while rotating, APG). */
    rotating,
    /** The visitor's choice on the pause/play button. */
    playing,
    next: () => move("next"),
    previous: () => move("previous"),
    goTo: (index: number) => setState((current) => goTo(current, index, count)),
    togglePlaying: () => setPlaying((value) => !value),
    regionProps: {
      // Touch "hover" would stick after a tap, so only a mouse pauses by hovering.
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(false);
      },
      onFocus: (event: FocusEvent) => {
        setFocused(!(event.target instanceof Element && event.target.closest(`[${ROTATION_CONTROL_ATTRIBUTE}]`)));
      },
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
      },
    },
    swipeProps: {
      onPointerDown: (event: PointerEvent) => {
        // Mouse drags select text; swiping is for touch and pen.
        swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
      },
      onPointerUp: (event: PointerEvent) => {
        if (swipeStart.current === null) return;
        const direction = swipeDirection(event.clientX - swipeStart.current);
        swipeStart.current = null;
        if (direction) move(direction);
      },
      onPointerCancel: () => {
        swipeStart.current = null;
      },
    },
  };
}
