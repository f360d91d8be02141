/**
 * The only place that spells a URL (STYLE.md). Links, navigation, the page files' static paths,
 * the pre-render list and the sitemap are all built from here, so a page cannot exist in one of
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
 * Every page the build writes (src/pages/ renders the families from these slugs), in the sitemap's
 * order. The 404 page is not among them.
 */
export function prerenderPaths(): string[] {
  return [
    paths.home,
    paths.about,
    paths.partners,
    paths.partnerProgram,
    paths.referralProgram,
    paths.careers,
    paths.contact,
    paths.privacy,
    paths.services,
    paths.industries,
    ...serviceSlugs.map(paths.service),
    ...cloudSlugs.map(paths.cloud),
    ...industrySlugs.map(paths.industry),
    paths.caseStudies,
    ...caseStudySlugs.map(paths.caseStudy),
    paths.blog,
    ...articleSlugs.map(paths.article),
  ];
}
