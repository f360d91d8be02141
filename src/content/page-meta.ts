import type { SingletonName } from "./files";
import { metaIn } from "./page-languages";
import { need } from "./pages";
import type { PageMetaInput } from "./seo";
import { type SitePage, type SitePageKey, sitePages } from "./site-pages";

/**
 * The head of a page that exists once (site-pages.ts), built the one way every such page's is: its
 * title and description from its words (`title` and `intro.lead`, or where its entry's `head`
 * says), its address, and its breadcrumbs from the pages it sits `under`. `more` adds what only
 * that page has: the home page's and the contact page's JSON-LD.
 */
export function sitePageMetaIn(key: SitePageKey, language: string, more: Pick<PageMetaInput, "jsonLd"> = {}) {
  const page = sitePages[key];
  const { title, description } = headOf(key, language);
  return metaIn(language, {
    title,
    description,
    path: page.path,
    // Every trail starts at the home page, which has none of its own.
    ...(key === "home"
      ? {}
      : {
          breadcrumbs: trail(key).map((parent) => ({
            name: headOf(parent, language).title,
            path: sitePages[parent].path,
          })),
        }),
    ...more,
  });
}

/** A page's entry as site-pages.ts describes every entry. */
const entryOf = (key: SitePageKey): SitePage => sitePages[key];

/** The keys of the pages above `key`, the topmost first. */
function trail(key: SitePageKey): SitePageKey[] {
  const parent = entryOf(key).under as SitePageKey | undefined;
  return parent === undefined ? [] : [...trail(parent), parent];
}

function headOf(key: SitePageKey, language: string): { title: string; description: string } {
  const page = entryOf(key);
  const words = need(page.files[0] as SingletonName, language);
  return {
    title: textAt(words, page.head?.title ?? "title", key),
    description: textAt(words, page.head?.description ?? "intro.lead", key),
  };
}

/** The text at a dotted place in a page's words (`intro.lead`); a place that holds none stops the build. */
function textAt(words: unknown, place: string, key: string): string {
  const found = place
    .split(".")
    .reduce<unknown>((at, step) => (at as Record<string, unknown> | undefined)?.[step], words);
  if (typeof found !== "string" || found === "")
    throw new Error(`src/content/site-pages.ts: ${key}: its words hold no text at "${place}"`);
  return found;
}
