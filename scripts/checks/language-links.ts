/**
 * "No page in one language links to a page of another" (docs/decisions/026-languages.md),
 * checked on the built HTML: every `<a href>` to this site from a page whose `<html lang>` is
 * `lang` must stay in that language, unless it is a language-switcher link, which says so with
 * `hreflang` (the switcher marks each link with the language it goes to). The `<head>`'s
 * alternates are `<link>`, not `<a>`, and not looked at. Framework-agnostic: HTML in, lines out.
 */

/** The language of an address of this site: its two-letter prefix when that is a language, else the default. */
export function languageOfHref(href: string, codes: readonly string[], defaultLanguage = "en"): string {
  const prefix = href.match(/^\/([a-z]{2})(?=[/?#]|$)/)?.[1];
  return prefix !== undefined && codes.includes(prefix) ? prefix : defaultLanguage;
}

/** One line per link of the page that leaves its language without being a switcher link. */
export function crossLanguageLinks(
  html: string,
  lang: string,
  codes: readonly string[],
  origin: string,
  defaultLanguage = "en",
): string[] {
  const body = html.replace(/<head\b[\s\S]*?<\/head>/i, "");
  const problems: string[] = [];
  for (const [tag] of body.matchAll(/<a\b[^>]*>/gi)) {
    const href = tag.match(/\shref="([^"]*)"/i)?.[1];
    // A fragment is this page; a switcher link says where it goes with hreflang.
    if (href === undefined || href.startsWith("#") || /\shreflang="/i.test(tag)) continue;
    let path: string;
    try {
      const url = new URL(href, origin);
      if (url.origin !== new URL(origin).origin) continue;
      path = `${url.pathname}${url.search}`;
    } catch {
      continue;
    }
    const target = languageOfHref(path, codes, defaultLanguage);
    if (target !== lang) problems.push(`links to ${href} (${target}) from a page in ${lang}`);
  }
  return problems;
}
