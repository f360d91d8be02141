import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import words from "./data/site/sharing.json" with { type: "json" };
import { defaultLanguage, languages } from "./languages.ts";
import { readFile } from "./site.ts";

/**
 * Sharing images (Open Graph / Twitter cards): one 1200×630 PNG per page family and language,
 * drawn at build time by scripts/build/og-images.ts in the brand palette, so a German page shares
 * a German picture with a German description. Their words are a content file
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

const translated = new Map<string, typeof ogFamilies | undefined>();

/**
 * The sharing words in `language`: its translation of sharing.json (read from disk, as the build
 * script runs outside Vite), or `undefined` when it has none and its pages share the default
 * language's picture.
 */
export function ogFamiliesIn(language: string): typeof ogFamilies | undefined {
  if (language === defaultLanguage.code) return ogFamilies;
  if (!translated.has(language)) {
    const path = resolve(process.cwd(), `src/content/i18n/${language}/data/site/sharing.json`);
    const file = existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>) : undefined;
    const { translatedFrom: _hash, ...record } = file ?? {};
    translated.set(language, file ? readFile<"site/sharing">(record) : undefined);
  }
  return translated.get(language);
}

/** The languages with pictures of their own: the default first. */
export const ogLanguages = () =>
  languages.map((language) => language.code).filter((code) => ogFamiliesIn(code) !== undefined);

/** A family's picture in a language that has its own (`/og/de/company.png`), else the default one. */
export function ogImagePath(family: OgFamily, language: string = defaultLanguage.code): string {
  return language === defaultLanguage.code || !ogFamiliesIn(language)
    ? `/og/${family}.png`
    : `/og/${language}/${family}.png`;
}
