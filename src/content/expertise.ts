import {
  type CloudSlug,
  cloudSlugs,
  type IndustrySlug,
  industrySlugs,
  paths,
  type ServiceSlug,
  serviceSlugs,
} from "~/content/paths";
import { defaultLanguage } from "./languages";
import { hrefIn, languageStaticPaths } from "./page-languages";
import { readIn, recordIn } from "./read";
import type { ExpertisePage } from "./schemas";

/** Every expertise service, cloud and industry page, keyed by its path (the template's loader looks here). */
export type ExpertiseEntry = {
  family: "service" | "cloud" | "industry";
  /** The page's default-language address: /expertise/services/devops. */
  path: string;
  page: ExpertisePage;
  /** The hub page above this one, for the breadcrumb. */
  parent: { name: string; path: string };
};

type Family = {
  family: ExpertiseEntry["family"];
  folder: "services" | "clouds" | "industries";
  slugs: readonly string[];
  pathOf: (slug: never) => string;
  parent: { path: string; file: "pages/services" | "pages/industries" };
};

const families: Family[] = [
  {
    family: "service",
    folder: "services",
    slugs: serviceSlugs,
    pathOf: paths.service,
    parent: { path: paths.services, file: "pages/services" },
  },
  {
    family: "cloud",
    folder: "clouds",
    slugs: cloudSlugs,
    pathOf: paths.cloud,
    parent: { path: paths.services, file: "pages/services" },
  },
  {
    family: "industry",
    folder: "industries",
    slugs: industrySlugs,
    pathOf: paths.industry,
    parent: { path: paths.industries, file: "pages/industries" },
  },
];

/**
 * The page at `path` (a default-language address) in `language`, or `undefined` when it has no
 * translation there. Its related links that have no page in the language are left out (ADR 026),
 * and its breadcrumb's parent is named as that hub page names itself in the language.
 */
export function expertiseEntryIn(path: string, language: string): ExpertiseEntry | undefined {
  for (const { family, folder, slugs, pathOf, parent } of families) {
    const slug = slugs.find((candidate) => pathOf(candidate as never) === path);
    if (slug === undefined) continue;
    const page = recordIn(folder, slug as never, language) as ExpertisePage | undefined;
    if (page === undefined) return undefined;
    const here = hrefIn(language);
    // The hub as the footer names it ("Services", "Leistungen"): the breadcrumb's short name.
    const footer = readIn("site/navigation", language)?.footer.flatMap((column) => column.items) ?? [];
    const name = footer.find((link) => link.to === parent.path)?.label ?? readIn(parent.file, language)?.title ?? "";
    return {
      family,
      path,
      page: { ...page, relatedServices: page.relatedServices.filter((link) => here(link.to) !== undefined) },
      parent: { name, path: parent.path },
    };
  }
  return undefined;
}

/** Every expertise service, cloud and industry page in the default language. */
export const expertiseEntries: ExpertiseEntry[] = [
  ...serviceSlugs.map((slug: ServiceSlug) => paths.service(slug)),
  ...cloudSlugs.map((slug: CloudSlug) => paths.cloud(slug)),
  ...industrySlugs.map((slug: IndustrySlug) => paths.industry(slug)),
].map((path) => {
  const entry = expertiseEntryIn(path, defaultLanguage.code);
  if (!entry) throw new Error(`No record for ${path} in src/content`);
  return entry;
});

export function findExpertiseEntry(path: string): ExpertiseEntry | undefined {
  return expertiseEntries.find((entry) => entry.path === path);
}

/**
 * The static paths of one family's `[...lang]/…/[slug].astro` (services, clouds, industries): each
 * slug in each language it has a page in, with the record found from the page's own path.
 */
export function expertiseStaticPaths<Slug extends string>(slugs: readonly Slug[], pathOf: (slug: Slug) => string) {
  return slugs.flatMap((slug) =>
    languageStaticPaths(pathOf(slug)).map(({ params, props }) => {
      const entry = expertiseEntryIn(pathOf(slug), props.language);
      if (!entry) throw new Error(`No record for ${pathOf(slug)} in "${props.language}" in src/content`);
      return { params: { ...params, slug }, props: { ...props, entry } };
    }),
  );
}
