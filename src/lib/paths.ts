/**
 * The only place that spells a URL (STYLE.md). Links, navigation and the fixed families' static
 * paths are built from here; articles, case studies and blog categories take their slugs from
 * their Markdown files and src/content/blog-categories.ts (src/content/site-paths.ts lists them all).
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

export type ServiceSlug = (typeof serviceSlugs)[number];
export type CloudSlug = (typeof cloudSlugs)[number];
export type IndustrySlug = (typeof industrySlugs)[number];

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
  /** Case studies and articles are Markdown files; the slug is the file's name (src/content/markdown.ts). */
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  article: (slug: string) => `/blog/${slug}`,
  blogCategory: (slug: string) => `/blog/category/${slug}`,
  /** Page `page` of a list of articles (the hub or a category): the first is the list itself. */
  listingPage: (list: string, page: number) => (page <= 1 ? list : `${list}/page/${page}`),
  /** The cards of that page as JSON, which Load More fetches instead of the whole page. */
  listingChunk: (list: string, page: number) => `${list}/page/${page}.json`,
  search: "/search",
  rss: "/rss.xml",
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
  paths.search,
] as const;

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
