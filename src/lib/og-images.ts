/**
 * Sharing images (Open Graph / Twitter cards): one 1200×630 PNG per page family, drawn at build
 * time by scripts/og-images.ts in the brand palette. This module has no imports so the build
 * script can load it directly with Node.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const ogFamilies = {
  company: { eyebrow: "Salesforce · Data · AI · DevOps", title: "Consultants who build what lasts" },
  services: { eyebrow: "Services", title: "Salesforce, data, AI and DevOps services" },
  clouds: { eyebrow: "Salesforce Clouds", title: "Every Salesforce cloud, delivered end to end" },
  industries: { eyebrow: "Industries", title: "Solutions shaped around your sector" },
  "case-studies": { eyebrow: "Case Studies", title: "Client success stories, in their numbers" },
  insights: { eyebrow: "Insights Hub", title: "Field notes from our architects" },
} as const;

export type OgFamily = keyof typeof ogFamilies;

/** Which family's picture a page shares, from its path (lib/paths.ts spells them). */
export function ogFamilyFor(path: string): OgFamily {
  if (path.startsWith("/expertise/clouds/")) return "clouds";
  if (path === "/services" || path.startsWith("/expertise/services/")) return "services";
  if (path === "/industries" || path.startsWith("/industries/")) return "industries";
  if (path === "/case-studies" || path.startsWith("/case-studies/")) return "case-studies";
  if (path === "/blog" || path.startsWith("/blog/")) return "insights";
  return "company";
}

export function ogImagePath(family: OgFamily): string {
  return `/og/${family}.png`;
}
