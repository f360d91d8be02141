import { describe, expect, it } from "vitest";
import { ARTICLES_PER_PAGE, laterPages, nextPage, paginate } from "./listing";

const cards = Array.from({ length: 10 }, (_, index) => `card ${index + 1}`);

describe("paginate", () => {
  it("cuts the list into pages of four, the last one shorter", () => {
    expect(ARTICLES_PER_PAGE).toBe(4);
    const pages = paginate("/blog", cards);
    expect(pages.map((page) => page.cards)).toEqual([
      ["card 1", "card 2", "card 3", "card 4"],
      ["card 5", "card 6", "card 7", "card 8"],
      ["card 9", "card 10"],
    ]);
    expect(pages.map(({ position: { page, pages: count, total, first } }) => [page, count, total, first])).toEqual([
      [1, 3, 10, 1],
      [2, 3, 10, 5],
      [3, 3, 10, 9],
    ]);
  });

  it("keeps one page for a short or empty list", () => {
    expect(paginate("/blog", cards.slice(0, 4))).toHaveLength(1);
    expect(paginate("/blog", [])).toEqual([
      { position: { list: "/blog", page: 1, pages: 1, total: 0, first: 1 }, cards: [] },
    ]);
  });
});

describe("nextPage and laterPages", () => {
  it("leads from each page to the next and stops at the last", () => {
    expect(nextPage({ page: 1, pages: 3 })).toBe(2);
    expect(nextPage({ page: 3, pages: 3 })).toBeNull();
  });

  it("gives every page after the first its own route, under the list's address", () => {
    const later = laterPages("/blog/category/devops-salesforce", cards);
    expect(later.map((entry) => entry.params.page)).toEqual(["2", "3"]);
  });
});
