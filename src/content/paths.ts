import { defaultLanguage, translatedLanguages } from "./languages.ts";
import { sitePages } from "./site-pages.ts";

/**
 * The only place that spells a URL (docs/developers.md "How the code is written"). Links, navigation and the fixed families' static
 * paths are built from here; articles, case studies and blog categories take their slugs from
 * their Markdown files and src/content/blog-categories.ts (src/content/site-paths.ts lists them all).
 */

// Slugs of the page families (docs/requirements.md "Pages and addresses").
export const serviceSlugs = [
  "digital-transformation",
  "ai-services",
  "salesforce-agentforce",
  "salesforce-managed-services",
  "salesforce-consulting",
  "salesforce-integration",
  "devops",
  "devops-assessment",
  "devops-industry-assessment",
] as const;

export const cloudSlugs = [
  "sales-cloud",
  "education-cloud",
  "service-cloud",
  "experience-cloud",
  "government-cloud",
  "data-cloud",
  "manufacturing-cloud",
  "nonprofit-cloud",
] as const;

export const industrySlugs = [
  "public-sector",
  "education",
  "non-profit",
  "retail-ecommerce",
  "travel-hospitality",
  "healthcare",
  "manufacturing",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
export type CloudSlug = (typeof cloudSlugs)[number];
export type IndustrySlug = (typeof industrySlugs)[number];

/** The pages that exist once, by their key in site-pages.ts: `paths.about` is "/about". */
const sitePagePaths = Object.fromEntries(Object.entries(sitePages).map(([key, page]) => [key, page.path])) as {
  readonly [Key in keyof typeof sitePages]: (typeof sitePages)[Key]["path"];
};

export const paths = {
  ...sitePagePaths,
  service: (slug: ServiceSlug) => `/expertise/services/${slug}`,
  cloud: (slug: CloudSlug) => `/expertise/clouds/${slug}`,
  industry: (slug: IndustrySlug) => `/industries/${slug}`,
  /** Case studies and articles are Markdown files; the slug is the file's name (src/content/markdown.ts). */
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  article: (slug: string) => `/blog/${slug}`,
  blogCategory: (slug: string) => `/blog/category/${slug}`,
  /** Page `page` of a list of articles (the hub or a category): the first is the list itself. */
  listingPage: (list: string, page: number) => (page <= 1 ? list : `${list}/page/${page}`),
  /** The cards of that page as JSON, which Load More fetches instead of the whole page. */
  listingChunk: (list: string, page: number) => `${list}/page/${page}.json`,
  rss: "/rss.xml",
} as const;

/**
 * A link to the contact page that prefills its subject (docs/requirements.md "Company pages").
 * Values are percent-encoded (`%20`), as docs/requirements.md writes most of these links;
 * `spaces: "plus"` keeps the one link docs/requirements.md spells with `+` (Careers, General+Application).
 */
export function contactPath(
  query: { subject: string } | { service: string },
  options: { spaces?: "percent" | "plus" } = {},
): string {
  const [key, value] = "subject" in query ? ["subject", query.subject] : ["service", query.service];
  let encoded = encodeURIComponent(value);
  if (options.spaces === "plus") encoded = encoded.replaceAll("%20", "+");
  return `${paths.contact}?${key}=${encoded}`;
}

/** Pages that exist once (not a family), in the sitemap's order: site-pages.ts. */
export const staticPagePaths = Object.values(sitePages).map((page) => page.path);

/**
 * Every page of the fixed families, in the sitemap's order. Case studies, articles and blog
 * categories come from the Markdown files: src/content/site-paths.ts adds them.
 */
export function familyPaths(): string[] {
  return [
    ...staticPagePaths,
    ...serviceSlugs.map(paths.service),
    ...cloudSlugs.map(paths.cloud),
    ...industrySlugs.map(paths.industry),
  ];
}

// ——— Languages (docs/decisions/026-languages.md) ———
// The default language's pages are at the addresses above; another language's at the same
// address under its code: /de, /de/contact, /de/expertise/services/devops. Slugs stay the same,
// but for the few pages below.

/**
 * The pages whose address a language writes in its own words, because its visitors look for the
 * page by the name their law gives it: the legal notice is the Impressum in German and the
 * mentions légales in French (docs/decisions/031-legal-notice.md). The default language's address
 * stays the page's name in code; `localizedPath` and `splitLanguage` translate it both ways. A
 * language not named here keeps the English slug (/es/legal-notice).
 */
export const ownAddresses: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [paths.legalNotice]: { de: "/impressum", fr: "/mentions-legales" },
};

const prefixes: ReadonlySet<string> = new Set(translatedLanguages.map((language) => language.code));
const prefixOf = (path: string) => path.match(/^\/([a-z]{2})(?=[/?]|$)/)?.[1];
/** `/de/impressum` → `/legal-notice`: each own address, under its language's prefix, to the default language's. */
const defaultAddressOf = new Map<string, string>(
  Object.entries(ownAddresses).flatMap(([path, own]) =>
    Object.entries(own).map(([language, address]) => [`/${language}${address}`, path] as const),
  ),
);
/** A path without its query string or fragment, and what followed it. */
function splitQuery(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/**
 * `path` in `language`: unchanged for the default language, under `/<code>` for another, its
 * query string kept (`/contact?subject=…` → `/de/contact?subject=…`), in the language's own words
 * where `ownAddresses` has them (`/legal-notice` → `/de/impressum`). `path` is one of this
 * module's default-language addresses: an address already in a language, or not on this site, is
 * refused.
 */
export function localizedPath(path: string, language: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`${path}: not an address on this site`);
  if (prefixes.has(prefixOf(path) ?? "")) throw new Error(`${path}: already in a language`);
  if (language === defaultLanguage.code) return path;
  if (!prefixes.has(language)) throw new Error(`${language}: no such language in src/content/data/site/languages.json`);
  const [page, query] = splitQuery(path);
  const own = ownAddresses[page]?.[language];
  if (own !== undefined) return `/${language}${own}${query}`;
  if (path === "/") return `/${language}`;
  if (path.startsWith("/?")) return `/${language}${path.slice(1)}`;
  return `/${language}${path}`;
}

/**
 * A page's language and its default-language address: `/de/contact` → `{ language: "de", path: "/contact" }`,
 * `/de/impressum` → `{ language: "de", path: "/legal-notice" }`.
 */
export function splitLanguage(path: string): { language: string; path: string } {
  const code = prefixOf(path);
  if (code === undefined || !prefixes.has(code)) return { language: defaultLanguage.code, path };
  const [page, query] = splitQuery(path);
  const ownOf = defaultAddressOf.get(page);
  if (ownOf !== undefined) return { language: code, path: `${ownOf}${query}` };
  const rest = path.slice(code.length + 1);
  if (rest === "" || rest === "/") return { language: code, path: "/" };
  return { language: code, path: rest.startsWith("?") ? `/${rest}` : rest };
}
