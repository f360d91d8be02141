import data from "./data/site/languages.json" with { type: "json" };

/**
 * The site's languages (docs/decisions/026-languages.md), one content file:
 * src/content/data/site/languages.json, checked by its description (schemas.ts `languages`) like
 * every data file. The default language's pages have no prefix (/about); every other language's
 * pages live under /<code>/ (/de/about) and its words under src/content/i18n/<code>/. Adding a
 * language is an entry here and a folder of files, not code. Safe for islands: it imports one file.
 */
export type Language = {
  /** Two lowercase letters: the address prefix (/de) and the folder (src/content/i18n/de). */
  code: string;
  /** In the language itself, as the switcher shows it: Deutsch. */
  name: string;
  /** For Intl (dates, numbers): de-DE. */
  locale: string;
  /** og:locale: de_DE. */
  ogLocale: string;
  default: boolean;
};

/**
 * Typed here rather than from its description (files.ts), which imports content/paths.ts, which
 * imports this: the build has checked the file against `languages` in schemas.ts (a test holds
 * this type to it).
 */
export const languages: readonly Language[] = data.languages;

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
