import type { SearchFamily } from "~/lib/search/families";
import { fill } from "~/lib/template";
import data from "./data/pages/search.json" with { type: "json" };
import { readFile } from "./site";

const words = readFile<"pages/search">(data);

/**
 * The words of site search (the header's entry, the dialog, the search page and its results):
 * src/content/data/pages/search.json. Read without its schema here: the search code that loads in
 * the browser uses them too, and the build checks the file (src/content.config.ts).
 */
export const searchCopy = {
  ...words,
  results: (count: number, query: string) =>
    fill(words.results, { count, query, noun: count === 1 ? words.resultNoun.one : words.resultNoun.other }),
  none: (query: string) => fill(words.none, { query }),
  allResults: (query: string) => fill(words.allResults, { query }),
  families: words.families satisfies Record<SearchFamily, string>,
  page: { ...words.page, families: words.page.families satisfies Record<SearchFamily, string> },
};
