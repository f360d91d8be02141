import data from "./data/site/languages.json" with { type: "json" };
import type { Content } from "./files";

/**
 * The site's languages (docs/decisions/026-languages.md), one content file:
 * src/content/data/site/languages.json, checked by its description (schemas.ts `languages`) like
 * every data file. The default language's pages have no prefix (/about); every other language's
 * pages live under /<code>/ (/de/about) and its words under src/content/i18n/<code>/. Adding a
 * language is an entry here and a folder of files, not code. Safe for islands: it imports one file.
 */
export type Language = Content<"site/languages">["languages"][number];
export type LanguageCode = string;

export const languages: readonly Language[] = (data as Content<"site/languages">).languages;

const found = languages.find((language) => language.default);
if (!found) throw new Error("src/content/data/site/languages.json: languages: no language is the default");
export const defaultLanguage: Language = found;

/** The languages other than the default, whose pages carry a prefix and whose words are translations. */
export const translatedLanguages: readonly Language[] = languages.filter((language) => !language.default);

export function isLanguage(code: string): boolean {
  return languages.some((language) => language.code === code);
}

export function languageOf(code: string): Language {
  const language = languages.find((entry) => entry.code === code);
  if (!language) throw new Error(`No language "${code}" in src/content/data/site/languages.json`);
  return language;
}
