import type { SearchFamily } from "~/content/search-families";

/**
 * The site's search index, written by Pagefind at build time into /pagefind/ (scripts/build/postbuild.ts,
 * docs/decisions/014-site-search.md). Its script and index are fetched the first time a visitor
 * searches, never before: this module is itself loaded only when search opens. Pagefind runs its
 * WebAssembly in its own worker (/pagefind/pagefind-worker.js), whose response carries the only
 * policy on the site that allows WebAssembly; the pages' policies stay as they are.
 */
declare const __SITE_BASE__: string;

/** "/", or a branch's preview's own address (src/lib/build-define.ts). */
export const SITE_BASE: string = __SITE_BASE__;
export const PAGEFIND_URL = `${SITE_BASE}pagefind/pagefind.js`;

/** What Pagefind knows of a page: the meta and filters src/components/layout/search-index.astro writes. */
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
};
/** `words`: where in the page's text the query's words stand (Pagefind's word positions). */
export type PagefindResult = { id: string; words: number[]; data: () => Promise<PagefindData> };
type Filters = Record<string, string | string[]>;
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Filters; sort?: Record<string, "asc" | "desc"> },
  ) => Promise<{ results: PagefindResult[] } | null>;
};

let loading: Promise<PagefindApi> | undefined;

/** Pagefind's browser API, fetched once per page; a failed fetch may be retried by the next search. */
export function loadPagefind(load: () => Promise<PagefindApi> = () => import(/* @vite-ignore */ PAGEFIND_URL)) {
  loading ??= load().then(
    async (api) => {
      // Pagefind's addresses are the site's; in a preview they are made the preview's.
      await api.options({ excerptLength: 24, baseUrl: SITE_BASE });
      return api;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type SearchOptions = {
  family?: SearchFamily;
  /** An article category's name (Insights Hub category pages). */
  category?: string;
  /** Newest first (the Insights Hub) instead of best match first. */
  newestFirst?: boolean;
};

/**
 * The pages that match every word of `query`, best first (or newest first); each result's data
 * loads on demand.
 *
 * Pagefind leaves out a query word that is in no page of the index and answers for the others, so
 * "quarterly zeppelin" would list what "quarterly" finds. A visitor who typed a word we never wrote
 * about should be told nothing matches, so each word of a query of several is also
 * searched on its own, with the same filters and Pagefind's own stemming and splitting, and only
 * the pages every word finds are kept, in the order of the whole query's results.
 *
 * Pagefind also answers some words it has never indexed with a page in which it found none of
 * them (no word position at all): the English index answered the German "Quellcodebasierte"
 * with an article on nonprofits, depending on how the build happened to chunk the index. A page
 * where no word of the query stands is no match, and is left out.
 */
export async function searchSite(query: string, options: SearchOptions = {}): Promise<PagefindResult[]> {
  const api = await loadPagefind();
  const filters: Filters = {};
  if (options.family) filters.family = options.family;
  if (options.category) filters.category = options.category;
  const words = queryWords(query);
  const [found, ...perWord] = await Promise.all([
    api.search(query, { filters, ...(options.newestFirst ? { sort: { date: "desc" } } : {}) }),
    ...(words.length > 1 ? words.map((word) => api.search(word, { filters })) : []),
  ]);
  const matched = (answer: { results: PagefindResult[] } | null) =>
    (answer?.results ?? []).filter((result) => result.words.length > 0);
  const results = matched(found);
  const everyWordFinds = perWord.map((answer) => new Set(matched(answer).map((result) => result.id)));
  return results.filter((result) => everyWordFinds.every((ids) => ids.has(result.id)));
}

/** The words of a query as a visitor typed them (Pagefind splits and stems each one itself). */
export function queryWords(query: string): string[] {
  return query.trim().split(/\s+/).filter(Boolean);
}

/** A result's address as the site writes it: Pagefind keeps the trailing slash of a directory page. */
export function pageUrl(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, "") : url;
}
