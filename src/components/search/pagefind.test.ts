import { describe, expect, it } from "vitest";
import { loadPagefind, type PagefindApi, type PagefindResult, queryWords, searchSite } from "./pagefind";

/**
 * A stand-in for Pagefind's browser API that answers as Pagefind 1.6 does (docs/decisions/014-site-search.md):
 * a query word found in no page is dropped, and the pages holding every other word are returned;
 * a word it never indexed may be answered with a page in which none of it stands (no positions).
 */
const pages = [
  { id: "a", words: ["quarterly", "data", "cloud"], family: "article" },
  { id: "b", words: ["data", "cloud", "security"], family: "cloud" },
  { id: "c", words: ["quarterly", "devops"], family: "article" },
];
const calls: { term: string; filters: unknown }[] = [];
const options: Record<string, unknown>[] = [];
/** What Pagefind answered the English index with for a German word, whatever the page. */
const phantom = { term: "quellcodebasierte", page: "b" };
const fake: PagefindApi = {
  options: async (given) => {
    options.push(given);
  },
  search: async (term, options) => {
    calls.push({ term, filters: options?.filters });
    const family = options?.filters?.family;
    const inScope = pages.filter((page) => !family || page.family === family);
    const known = term
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => inScope.some((page) => page.words.includes(word)));
    const results: PagefindResult[] = inScope
      .filter((page) => known.length > 0 && known.every((word) => page.words.includes(word)))
      .map((page) => ({
        id: page.id,
        words: [0],
        data: async () => ({ url: `/${page.id}`, excerpt: "", meta: {}, filters: {} }),
      }));
    const phantoms = term.toLowerCase().split(/\s+/).includes(phantom.term)
      ? inScope.filter((page) => page.id === phantom.page).map((page) => ({ ...results[0], id: page.id, words: [] }))
      : [];
    return { results: [...results, ...phantoms] as PagefindResult[] };
  },
};
await loadPagefind(async () => fake);
const ids = async (query: string, family?: "article" | "cloud") =>
  (await searchSite(query, family ? { family } : {})).map((result) => result.id);

describe("loadPagefind", () => {
  it("asks for short excerpts and results at the site's own addresses", () => {
    expect(options).toEqual([{ excerptLength: 24, baseUrl: "/" }]);
  });
});

describe("searchSite", () => {
  it("finds nothing when one word of the query is in no page, though Pagefind drops that word", async () => {
    expect((await fake.search("quarterly zeppelin"))?.results.map((result) => result.id)).toEqual(["a", "c"]);
    expect(await ids("quarterly zeppelin")).toEqual([]);
    expect(await ids("zeppelin data cloud")).toEqual([]);
  });

  it("keeps the pages every word finds, in the order of the whole query's results", async () => {
    expect(await ids("data cloud")).toEqual(["a", "b"]);
    expect(await ids("quarterly")).toEqual(["a", "c"]);
    expect(await ids("  Quarterly   DevOps ")).toEqual(["c"]);
  });

  it("searches each word within the same filters, so a word found only elsewhere does not count", async () => {
    calls.length = 0;
    expect(await ids("data security", "article")).toEqual([]);
    expect(calls.map((call) => call.term)).toEqual(["data security", "data", "security"]);
    expect(calls.every((call) => JSON.stringify(call.filters) === JSON.stringify({ family: "article" }))).toBe(true);
  });

  it("finds nothing for a word no page holds, though Pagefind answers it with a page where it stands nowhere", async () => {
    expect((await fake.search("Quellcodebasierte"))?.results.map((result) => result.id)).toEqual(["b"]);
    expect(await ids("Quellcodebasierte")).toEqual([]);
    expect(await ids("data Quellcodebasierte")).toEqual([]);
  });

  it("searches a one-word query once", async () => {
    calls.length = 0;
    await ids("cloud");
    expect(calls).toHaveLength(1);
  });
});

describe("queryWords", () => {
  it("splits on any run of white space and ignores the ends", () => {
    expect(queryWords("  data\tcloud \n guide ")).toEqual(["data", "cloud", "guide"]);
    expect(queryWords("   ")).toEqual([]);
  });
});
