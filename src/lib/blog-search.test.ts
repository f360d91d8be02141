import { describe, expect, it } from "vitest";
import { ARTICLES_PER_PAGE, filterCards, visibleCount } from "./blog-search";

const cards = [
  {
    title: "DevOps ROI for Salesforce",
    excerpt: "Pipelines pay back.",
    category: "DevOps & Salesforce",
    author: { name: "Marcus Delgado" },
  },
  {
    title: "Grounded answers",
    excerpt: "AI in Service Cloud.",
    category: "AI & Customer Experience",
    author: { name: "Priya Raman" },
  },
  {
    title: "FedRAMP basics",
    excerpt: "Security on Government Cloud.",
    category: "Public Sector",
    author: { name: "Jordan Ellis" },
  },
];

describe("filterCards", () => {
  it("matches title, excerpt, category and author, ignoring case", () => {
    expect(filterCards(cards, "devops")).toHaveLength(1);
    expect(filterCards(cards, "SERVICE CLOUD")[0]?.title).toBe("Grounded answers");
    expect(filterCards(cards, "public sector")[0]?.title).toBe("FedRAMP basics");
    expect(filterCards(cards, "priya")[0]?.title).toBe("Grounded answers");
  });

  it("needs every word to match, in any order", () => {
    expect(filterCards(cards, "cloud security")).toHaveLength(1);
    expect(filterCards(cards, "cloud devops")).toHaveLength(0);
  });

  it("returns everything for a blank query and nothing for a stranger", () => {
    expect(filterCards(cards, "   ")).toHaveLength(3);
    expect(filterCards(cards, "<script>alert(1)</script>")).toHaveLength(0);
  });
});

describe("visibleCount", () => {
  it("shows a page of four, then the rest", () => {
    expect(ARTICLES_PER_PAGE).toBe(4);
    expect(visibleCount(6, 1)).toBe(4);
    expect(visibleCount(6, 2)).toBe(6);
    expect(visibleCount(3, 1)).toBe(3);
    expect(visibleCount(9, 2)).toBe(8);
  });
});
