import { describe, expect, it } from "vitest";
import { paginate } from "./pager";

describe("paginate", () => {
  it("splits six cards into two pages of three", () => {
    const pages = paginate(["a", "b", "c", "d", "e", "f"], 3);
    expect(pages).toEqual([
      { start: 1, end: 3, items: ["a", "b", "c"] },
      { start: 4, end: 6, items: ["d", "e", "f"] },
    ]);
  });

  it("keeps a short last page and an empty list", () => {
    expect(paginate([1, 2, 3, 4], 3).map((page) => [page.start, page.end])).toEqual([
      [1, 3],
      [4, 4],
    ]);
    expect(paginate([], 3)).toEqual([]);
  });

  it("refuses a page size below one", () => {
    expect(() => paginate([1], 0)).toThrow();
  });
});
