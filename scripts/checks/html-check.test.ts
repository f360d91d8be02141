import { describe, expect, it } from "vitest";
import { unexpected } from "./html-check";

const error = (message: string) => ({ type: "error", message });

describe("html-check's allow-list", () => {
  it("lets through only the CSS anchor-positioning properties the checker does not know", () => {
    expect(
      unexpected([
        error("CSS: “anchor-name”: Property “anchor-name” doesn't exist."),
        error("CSS: “position-anchor”: Property “position-anchor” doesn't exist."),
      ]),
    ).toEqual([]);
  });

  it("fails on any other error, a near-miss property included, and ignores warnings", () => {
    const others = [
      error("Stray start tag “script”."),
      error("A “style” element in “body” must be the first child of its parent."),
      error("CSS: “anchor-scope”: Property “anchor-scope” doesn't exist."),
      error("CSS: “anchor-name”: Property “position-anchor” doesn't exist."),
    ];
    expect(
      unexpected([...others, { type: "info", subType: "warning", message: "Trailing slash on void elements" }]),
    ).toEqual(others);
  });
});
