import { describe, expect, it } from "vitest";
import { islandStyleInHead } from "./island-style";

const rule = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

describe("islandStyleInHead", () => {
  it("moves Astro's island rule from the body to the end of the head, once", () => {
    const page = `<html><head><title>x</title></head><body><main><p>a</p>${rule}<astro-island></astro-island></main>${rule}</body></html>`;
    expect(islandStyleInHead(page)).toBe(
      `<html><head><title>x</title>${rule}</head><body><main><p>a</p><astro-island></astro-island></main></body></html>`,
    );
  });

  it("leaves a page without islands as it is", () => {
    const page = "<html><head></head><body><style>.x{color:red}</style></body></html>";
    expect(islandStyleInHead(page)).toBe(page);
  });
});
