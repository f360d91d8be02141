import { describe, expect, it } from "vitest";
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_TRANSITION_MS,
  goTo,
  initialCarousel,
  step,
  swipeDirection,
  wrapIndex,
} from "./carousel";

describe("carousel state", () => {
  it("uses the required timings", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(8000);
    expect(CAROUSEL_TRANSITION_MS).toBe(800);
  });

  it("starts on the first slide with nothing leaving", () => {
    expect(initialCarousel).toEqual({ index: 0, previous: null, direction: "next" });
  });

  it("wraps both ways", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(step({ index: 3, previous: 2, direction: "next" }, 4, "next")).toEqual({
      index: 0,
      previous: 3,
      direction: "next",
    });
    expect(step(initialCarousel, 4, "previous")).toEqual({ index: 3, previous: 0, direction: "previous" });
  });

  it("records the direction: next comes from the right, previous from the left", () => {
    const forward = step(initialCarousel, 4, "next");
    expect(forward).toEqual({ index: 1, previous: 0, direction: "next" });
    expect(step(forward, 4, "previous")).toEqual({ index: 0, previous: 1, direction: "previous" });
  });

  it("jumps with the dots, choosing the direction by position", () => {
    expect(goTo(initialCarousel, 2, 4)).toEqual({ index: 2, previous: 0, direction: "next" });
    expect(goTo({ index: 3, previous: 2, direction: "next" }, 1, 4)).toEqual({
      index: 1,
      previous: 3,
      direction: "previous",
    });
  });

  it("ignores a jump to the current slide", () => {
    const state = { index: 2, previous: 1, direction: "next" } as const;
    expect(goTo(state, 2, 4)).toBe(state);
  });
});

describe("swipeDirection (50 px threshold)", () => {
  it("ignores short drags", () => {
    expect(swipeDirection(0)).toBeNull();
    expect(swipeDirection(49)).toBeNull();
    expect(swipeDirection(-49.9)).toBeNull();
  });

  it("a drag to the left shows the next slide, to the right the previous one", () => {
    expect(swipeDirection(-50)).toBe("next");
    expect(swipeDirection(-180)).toBe("next");
    expect(swipeDirection(50)).toBe("previous");
  });
});
