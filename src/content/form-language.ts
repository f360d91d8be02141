import { defaultLanguage, languages } from "./languages.ts";

/**
 * The language an inquiry was sent in (docs/decisions/026-languages.md): a code of
 * src/content/data/site/languages.json, or null. Whatever else a stranger sends (another string,
 * a long one, a number) is dropped, never refused: the lead is kept, its language unknown. Only
 * the codes in that file can become a stored value, so the column has as many values as the site
 * has languages.
 */
export function cleanLanguage(value: unknown): string | null {
  return typeof value === "string" && languages.some((language) => language.code === value) ? value : null;
}

/** The language of the server's own messages for a request: its `Content-Language`, else the default. */
export function messageLanguage(header: string | undefined): string {
  return cleanLanguage(header?.split(",")[0]?.trim().toLowerCase().slice(0, 2)) ?? defaultLanguage.code;
}

/** "de (Deutsch)": a lead's language as the team reads it (e-mail, `npm run leads`, /admin/leads). */
export function languageName(code: string | null): string {
  const language = code === null ? undefined : languages.find((entry) => entry.code === code);
  return language ? `${language.code} (${language.name})` : "(not recorded)";
}
