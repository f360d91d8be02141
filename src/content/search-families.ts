import { splitLanguage } from "~/content/paths";

/**
 * Which pages the site search indexes, and the family each result is labelled with
 * (docs/decisions/014-site-search.md). The rule is the path: a page of a family is indexed under
 * that family, the company's own pages under "company", and the lists that only repeat their
 * entries' cards (the Insights Hub, its pages and categories), the search page and the 404 not at all.
 * A translated page is its English page's family (`/de/expertise/services/devops` is a service);
 * Pagefind indexes it with the other pages of its `<html lang>`.
 */

export const searchFamilies = ["article", "case-study", "service", "cloud", "industry", "company"] as const;
export type SearchFamily = (typeof searchFamilies)[number];

const notIndexed = [/^\/blog(\/page\/\d+|\/category\/.*)?$/, /^\/search$/, /^\/404$/];

const families: [RegExp, SearchFamily][] = [
  [/^\/blog\/[^/]+$/, "article"],
  [/^\/case-studies(\/[^/]+)?$/, "case-study"],
  [/^\/(services|expertise\/services\/[^/]+)$/, "service"],
  [/^\/expertise\/clouds\/[^/]+$/, "cloud"],
  [/^\/industries(\/[^/]+)?$/, "industry"],
];

/** The family a page is indexed under, or null for a page search leaves out. */
export function searchFamily(path: string): SearchFamily | null {
  const page = splitLanguage(path.replace(/\/+$/, "") || "/").path;
  if (notIndexed.some((pattern) => pattern.test(page))) return null;
  return families.find(([pattern]) => pattern.test(page))?.[1] ?? "company";
}
