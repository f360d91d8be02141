import { paths } from "~/content/paths";
import type { BlogWords } from "./blog-copy";
import type { FormsFile } from "./forms";
import { heroIn } from "./home-index";
import { defaultLanguage, translatedLanguages } from "./languages";
import { hrefIn, pageLanguages } from "./page-languages";
import { need } from "./pages";
import { readIn } from "./read";
import { type SearchRuntimeWords, searchRuntimeWords } from "./search";

/**
 * What the islands say in a language other than the default (docs/decisions/026-languages.md):
 * the forms' words, the strategy popup's, the home hero's slides, the privacy link, the Insights
 * Hub's list and what site search's code writes. An English
 * island imports its words into its bundle; another language's come from here, on the server when
 * the page is built and, in the browser, from `/<code>/island-words.json`, which the build writes
 * from this same function (src/pages/[...lang]/island-words.json.ts, read by
 * src/components/sections/page-words.ts). Given as island props they were 20 KB of escaped JSON in the
 * German home page's HTML (ADR 022's budget is 100,000 bytes), the search words 1 KB more on every
 * German page.
 */
export type IslandWords = {
  forms: FormsFile;
  popup: ReturnType<typeof need<"site/strategy-popup">>;
  privacyHref: string;
  /** Only where the language has a home page. */
  hero?: ReturnType<typeof heroIn>;
  /** The Insights Hub's list (its search, Load More): only where the language has the hub's words. */
  hub?: BlogWords["hub"];
  /** A card link's "Read More about" joining word (navigation.json `cardLink`, ReadMoreLink). */
  cardAbout: string;
  /** What site search's code writes (status, counts, families): only where the language has search's words. */
  search?: SearchRuntimeWords;
};

/** `undefined` for the default language, whose islands import their own words. */
export function islandWordsIn(language: string): IslandWords | undefined {
  if (language === defaultLanguage.code) return undefined;
  const search = readIn("pages/search", language);
  const blog = readIn("pages/blog", language);
  return {
    forms: need("site/forms", language),
    popup: need("site/strategy-popup", language),
    privacyHref: hrefIn(language)(paths.privacy) ?? "",
    cardAbout: need("site/navigation", language).cardLink.topicJoiner,
    ...(blog ? { hub: blog.hub } : {}),
    ...(pageLanguages(paths.home).includes(language) ? { hero: heroIn(language) } : {}),
    ...(search ? { search: searchRuntimeWords(search) } : {}),
  };
}

/** The languages with island words to fetch: every translated one with its forms' words. */
export function islandWordLanguages(): string[] {
  return translatedLanguages.map(({ code }) => code).filter((code) => readIn("site/forms", code) !== undefined);
}
