import {
  type CloudSlug,
  cloudSlugs,
  type IndustrySlug,
  industrySlugs,
  paths,
  type ServiceSlug,
  serviceSlugs,
} from "~/lib/paths";
import { records } from "./read";
import type { ExpertisePage } from "./schemas";

const servicePages = records("services");
const cloudPages = records("clouds");
const industryPages = records("industries");

/** Every expertise service, cloud and industry page, keyed by its path (the template's loader looks here). */
export type ExpertiseEntry = {
  family: "service" | "cloud" | "industry";
  path: string;
  page: ExpertisePage;
  /** The hub page above this one, for the breadcrumb. */
  parent: { name: string; path: string };
};

const services = { name: "Services", path: paths.services };
const industries = { name: "Industries", path: paths.industries };

export const expertiseEntries: ExpertiseEntry[] = [
  ...serviceSlugs.map((slug: ServiceSlug) => ({
    family: "service" as const,
    path: paths.service(slug),
    page: servicePages[slug],
    parent: services,
  })),
  ...cloudSlugs.map((slug: CloudSlug) => ({
    family: "cloud" as const,
    path: paths.cloud(slug),
    page: cloudPages[slug],
    parent: services,
  })),
  ...industrySlugs.map((slug: IndustrySlug) => ({
    family: "industry" as const,
    path: paths.industry(slug),
    page: industryPages[slug],
    parent: industries,
  })),
];

export function findExpertiseEntry(path: string): ExpertiseEntry | undefined {
  return expertiseEntries.find((entry) => entry.path === path);
}

/**
 * The static paths of one family's `[slug].astro` (services, clouds, industries): each slug with
 * the record found from the page's own path; a slug without a record stops the build.
 */
export function expertiseStaticPaths<Slug extends string>(slugs: readonly Slug[], pathOf: (slug: Slug) => string) {
  return slugs.map((slug) => {
    const entry = findExpertiseEntry(pathOf(slug));
    if (!entry) throw new Error(`No record for ${pathOf(slug)} in src/content`);
    return { params: { slug }, props: { entry } };
  });
}
