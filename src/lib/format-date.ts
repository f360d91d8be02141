/**
 * "2024-10-26" → "October 26, 2024", in UTC so every visitor and the build agree; in a page's
 * language with its locale (languages.json): "26. Oktober 2024" (de-DE), "26 octobre 2024" (fr-FR).
 * Its own module, free of the build's defines (dates.ts), so Node scripts and the Playwright specs
 * that read the content modules can import it.
 */
export function formatDate(iso: string, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
