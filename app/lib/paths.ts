/**
 * The only place that spells a URL (STYLE.md). Links, navigation, the route table, the
 * pre-render list and the sitemap are all built from here, so a page cannot exist in one of
 * them and be missing from another.
 */

// Slugs of the page families (spec §2 "Route list", plus the pages decisions.md 1 adds).
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

export const caseStudySlugs = [
  "digital-transformation-planning-agency",
  "retail-transformation-salesforce",
  "customized-salesforce-education",
  "architecture-revamp-manufacturing",
  "empowering-student-success-agentforce",
  "healthcare-service-cloud-optimization",
] as const;

export const articleSlugs = [
  "ai-personalization-service-cloud",
  "devops-salesforce-roi",
  "data-cloud-c-suite-guide",
  "government-cloud-security",
  "salesforce-integration-patterns",
  "nonprofit-cloud-migration-checklist",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
export type CloudSlug = (typeof cloudSlugs)[number];
export type IndustrySlug = (typeof industrySlugs)[number];
export type CaseStudySlug = (typeof caseStudySlugs)[number];
export type ArticleSlug = (typeof articleSlugs)[number];

export const paths = {
  home: "/",
  services: "/services",
  industries: "/industries",
  about: "/about",
  careers: "/careers",
  contact: "/contact",
  privacy: "/privacy",
  partners: "/about/partners",
  partnerProgram: "/about/partner-program",
  referralProgram: "/about/referral-program",
  caseStudies: "/case-studies",
  blog: "/blog",
  service: (slug: ServiceSlug) => `/expertise/services/${slug}`,
  cloud: (slug: CloudSlug) => `/expertise/clouds/${slug}`,
  industry: (slug: IndustrySlug) => `/industries/${slug}`,
  caseStudy: (slug: CaseStudySlug) => `/case-studies/${slug}`,
  article: (slug: ArticleSlug) => `/blog/${slug}`,
} as const;

/**
 * A link to the contact page that prefills its subject (spec §2 "Contact page").
 * Values are percent-encoded (`%20`), as the spec writes most of these links;
 * `spaces: "plus"` keeps the one link the spec spells with `+` (Careers, General+Application).
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

/** Pages that exist once (not a family). Order is the sitemap's order. */
export const staticPagePaths = [
  paths.home,
  paths.services,
  paths.industries,
  paths.about,
  paths.partners,
  paths.partnerProgram,
  paths.referralProgram,
  paths.careers,
  paths.contact,
  paths.privacy,
  paths.caseStudies,
  paths.blog,
] as const;

/**
 * Route table entries: path, module and a stable id. Family pages share one module whose loader
 * finds the record for the requested path at build time (see `requestPath`).
 */
export type RouteEntry = { path: string; file: string; id: string };

export function routeEntries(): RouteEntry[] {
  const page = (path: string, name: string): RouteEntry => ({
    path,
    file: `routes/${name}.tsx`,
    id: name,
  });
  // One module serves a whole family; each page still gets its own route (and id).
  const family = (path: string, name: string, key: string): RouteEntry => ({
    path,
    file: `routes/${name}.tsx`,
    id: `${name}:${key}`,
  });
  return [
    page(paths.home, "home"),
    page(paths.about, "about"),
    page(paths.partners, "partners"),
    page(paths.partnerProgram, "partner-program"),
    page(paths.referralProgram, "referral-program"),
    page(paths.careers, "careers"),
    page(paths.contact, "contact"),
    page(paths.privacy, "privacy"),
    page(paths.services, "services"),
    page(paths.industries, "industries"),
    ...serviceSlugs.map((slug) => family(paths.service(slug), "expertise", `service:${slug}`)),
    ...cloudSlugs.map((slug) => family(paths.cloud(slug), "expertise", `cloud:${slug}`)),
    ...industrySlugs.map((slug) => family(paths.industry(slug), "expertise", `industry:${slug}`)),
    page(paths.caseStudies, "case-studies"),
    ...caseStudySlugs.map((slug) => family(paths.caseStudy(slug), "case-study", slug)),
    page(paths.blog, "blog"),
    ...articleSlugs.map((slug) => family(paths.article(slug), "article", slug)),
  ];
}

/** Every URL written to static HTML at build time (the catch-all's /404 is added by the config). */
export function prerenderPaths(): string[] {
  return routeEntries().map((entry) => entry.path);
}

/**
 * The page path a loader was called for. While pre-rendering, React Router 8 also calls loaders
 * for the client's data files, whose URLs end in `.data` (`/blog.data`, or `/blog/_.data` with a
 * trailing slash); both map back to the page path.
 */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const path = decodeURIComponent(pathname)
    .replace(/\/_\.data$/, "")
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return path === "" ? "/" : path;
}
