import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "./roving-tabs";

describe("tabIndexForKey (APG tabs)", () => {
  it("moves with the arrow keys in either orientation, wrapping at the ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 6)).toBe(1);
    expect(tabIndexForKey("ArrowDown", 5, 6)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 6)).toBe(5);
    expect(tabIndexForKey("ArrowUp", 3, 6)).toBe(2);
  });

  it("jumps to the ends with Home and End", () => {
    expect(tabIndexForKey("Home", 4, 6)).toBe(0);
    expect(tabIndexForKey("End", 1, 6)).toBe(5);
  });

  it("ignores other keys", () => {
    expect(tabIndexForKey("Enter", 2, 6)).toBeNull();
    expect(tabIndexForKey("a", 2, 6)).toBeNull();
  });
});
