/**
 * A built page's languages as search engines read them (docs/decisions/026-languages.md), from
 * its HTML alone: `<html lang>` and its `<link rel="alternate" hreflang>` set. postbuild.ts copies
 * each page's set into the sitemap (`xhtml:link`), so the sitemap says what the heads say; the
 * checks below hold every set to being reciprocal, pointing at built pages of that language, with
 * `x-default` the English page. Framework-agnostic: it reads HTML files, nothing else.
 */

export type Alternate = { hreflang: string; href: string };
export type BuiltPage = { path: string; lang: string; alternates: Alternate[] };

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1]?.replaceAll("&amp;", "&");

/** `<html lang="de">` → "de"; "" when the page names none. */
export function htmlLang(html: string): string {
  const tag = html.match(/<html\b[^>]*>/i)?.[0] ?? "";
  return attribute(tag, "lang") ?? "";
}

/** The head's `<link rel="alternate" hreflang="…" href="…">`, in order (RSS and other alternates without hreflang left out). */
export function alternatesInHtml(html: string): Alternate[] {
  const head = html.match(/<head\b[\s\S]*?<\/head>/i)?.[0] ?? "";
  return [...head.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, "rel")?.toLowerCase() === "alternate" && attribute(tag, "hreflang") !== undefined)
    .map((tag) => ({ hreflang: attribute(tag, "hreflang") ?? "", href: attribute(tag, "href") ?? "" }));
}

/** An alternate's address as a path of this site: absolute URLs on `origin` lose it. */
function pathOf(href: string, origin: string): string {
  const url = new URL(href, origin);
  return url.origin === new URL(origin).origin ? url.pathname.replace(/(.)\/$/, "$1") : href;
}

/**
 * One line per problem of the built pages' alternates: each alternate points at a built page whose
 * `<html lang>` is its hreflang (x-default: the default language's), names the page itself, and
 * that page lists the same set back (reciprocal); a page in two languages or more has x-default.
 */
export function alternateProblems(pages: BuiltPage[], origin: string, defaultLanguage = "en"): string[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const key = (alternates: Alternate[]) =>
    alternates
      .map(({ hreflang, href }) => `${hreflang} ${pathOf(href, origin)}`)
      .sort()
      .join("\n");
  const problems: string[] = [];
  for (const page of pages) {
    if (page.alternates.length === 0) continue;
    const at = `${page.path} (${page.lang || "no lang"})`;
    if (!page.alternates.some((alternate) => alternate.hreflang === "x-default"))
      problems.push(`${at}: no x-default alternate`);
    if (
      !page.alternates.some(
        (alternate) => pathOf(alternate.href, origin) === page.path && alternate.hreflang === page.lang,
      )
    )
      problems.push(`${at}: its own address is not among its alternates as hreflang="${page.lang}"`);
    for (const { hreflang, href } of page.alternates) {
      const path = pathOf(href, origin);
      const target = byPath.get(path);
      const wanted = hreflang === "x-default" ? defaultLanguage : hreflang;
      if (!target) {
        problems.push(`${at}: hreflang="${hreflang}" points at ${href}, which is not a built page`);
        continue;
      }
      if (target.lang !== wanted)
        problems.push(`${at}: hreflang="${hreflang}" points at ${path}, whose <html lang> is "${target.lang}"`);
      if (key(target.alternates) !== key(page.alternates))
        problems.push(`${at}: ${path} does not list the same alternates back (not reciprocal)`);
    }
  }
  return problems;
}

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The sitemap: one `<url>` per page, with its lastmod, and its alternates as `xhtml:link` (the
 * xhtml namespace only when a page has any, so a site in one language gets the sitemap it had).
 */
export function sitemapXml(
  entries: { loc: string; lastmod?: string; alternates?: Alternate[] }[],
  origin: string,
): string {
  const withLinks = entries.some((entry) => (entry.alternates ?? []).length > 0);
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${withLinks ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}`;
  const urls = entries.map(({ loc, lastmod, alternates = [] }) => {
    const links = alternates
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(new URL(href, origin).href)}"/>`,
      )
      .join("");
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join("\n")}\n</urlset>\n`;
}
