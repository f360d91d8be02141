import type { SearchFamily } from "~/content/search-families";
import { fill } from "~/lib/template";
import data from "./data/pages/search.json" with { type: "json" };
import type { Content } from "./files";
import { readFile } from "./site";

/** One language's file of search words (src/content/data/pages/search.json and its translations). */
export type SearchWords = Content<"pages/search">;

/**
 * The words the search code writes while the visitor searches (status lines, result labels): the
 * part of the file a translated page hands to that code, with its island words (components/sections/page-words.ts).
 */
export const searchRuntimeKeys = [
  "prompt",
  "searching",
  "results",
  "resultNoun",
  "none",
  "noneHint",
  "failed",
  "allResults",
  "families",
] as const satisfies readonly (keyof SearchWords)[];
export type SearchRuntimeWords = Pick<SearchWords, (typeof searchRuntimeKeys)[number]>;

/** The words the search code needs, out of one language's file. */
export function searchRuntimeWords(words: SearchWords): SearchRuntimeWords {
  return Object.fromEntries(searchRuntimeKeys.map((key) => [key, words[key]])) as SearchRuntimeWords;
}

/** The sentences built from the search words: result counts, "nothing matches", the link to all results. */
export function searchRuntimeCopy(words: SearchRuntimeWords) {
  return {
    ...words,
    results: (count: number, query: string) =>
      fill(words.results, { count, query, noun: count === 1 ? words.resultNoun.one : words.resultNoun.other }),
    none: (query: string) => fill(words.none, { query }),
    allResults: (query: string) => fill(words.allResults, { query }),
    families: words.families satisfies Record<SearchFamily, string>,
  };
}
export type SearchRuntimeCopy = ReturnType<typeof searchRuntimeCopy>;

/** Every word of site search in one language: the header's entry, the dialog, the search page. */
export function searchCopyOf(words: SearchWords) {
  return {
    ...words,
    ...searchRuntimeCopy(words),
    page: { ...words.page, families: words.page.families satisfies Record<SearchFamily, string> },
  };
}
export type SearchCopy = ReturnType<typeof searchCopyOf>;

/**
 * The default language's words of site search (src/content/data/pages/search.json), read without
 * its schema here: the search code that loads in the browser uses them too, and the build checks
 * the file (src/content.config.ts). A translated page passes its own words to the components and,
 * through its island words, to the search code (docs/decisions/026-languages.md).
 */
export const searchCopy = searchCopyOf(readFile<"pages/search">(data));
