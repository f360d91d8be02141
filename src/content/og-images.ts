import words from "./data/site/sharing.json" with { type: "json" };
import { readFile } from "./site.ts";

/**
 * Sharing images (Open Graph / Twitter cards): one 1200×630 PNG per page family, drawn at build
 * time by scripts/build/og-images.ts in the brand palette. Their words are a content file
 * (src/content/data/site/sharing.json, "Sharing images" in the editor), checked by its description
 * with every other file when the site builds. Only JSON, types and the small reader (content/site.ts)
 * are imported, so the build script can load this module directly with Node.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const ogFamilies = readFile<"site/sharing">(words);

export type OgFamily = keyof typeof ogFamilies;

/** Which family's picture a page shares, from its path (content/paths.ts spells them). */
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
