import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { alternateProblems, alternatesInHtml, htmlLang } from "../../scripts/build/alternates";
import { crossLanguageLinks } from "../../scripts/checks/language-links";
import languageFile from "../../src/content/data/site/languages.json" with { type: "json" };
import siteFile from "../../src/content/data/site/site.json" with { type: "json" };

/**
 * Every built page's languages as a search engine reads them (docs/decisions/026-languages.md),
 * from the build the server serves (`build/client`), no browser: its `<html lang>` is one of the
 * site's; its hreflang alternates are reciprocal, point at built pages of that language and name
 * x-default as the English page; the sitemap lists the same alternates; and no page links to a
 * page of another language except through the switcher (links marked with hreflang).
 */
const root = "build/client";
const codes = languageFile.languages.map((language) => language.code);
const defaultCode = languageFile.languages.find((language) => language.default)?.code ?? "en";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const pages = walk(root)
  .filter((file) => file.endsWith("index.html"))
  .map((file) => {
    const html = readFileSync(file, "utf8");
    const path = `/${relative(root, file).replace(/(^|\/)index\.html$/, "")}`;
    return { path, html, lang: htmlLang(html), alternates: alternatesInHtml(html) };
  });

test("every page names its language, one of the site's", () => {
  expect(pages.length).toBeGreaterThan(50);
  expect(pages.filter((page) => !codes.includes(page.lang)).map((page) => `${page.path}: "${page.lang}"`)).toEqual([]);
});

test("structured data names the page's language: every work on a page is in its <html lang>", () => {
  const works = pages.flatMap((page) =>
    [...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>)
      .filter((data) => data["@type"] !== "Organization")
      .map((data) => ({ path: page.path, lang: page.lang, type: data["@type"], inLanguage: data.inLanguage })),
  );
  // Breadcrumbs on every page but the homes, articles and case studies, the contact page: in each language.
  expect(new Set(works.map((work) => work.lang))).toEqual(new Set(codes));
  expect(works.find((work) => work.path.startsWith("/de/blog/") && work.type === "Article")?.inLanguage).toBe("de");
  expect(works.filter((work) => work.inLanguage !== work.lang)).toEqual([]);
});

test("hreflang alternates are reciprocal, point at built pages of their language, and x-default is English", () => {
  expect(alternateProblems(pages, siteFile.origin, defaultCode)).toEqual([]);
});

test("the sitemap lists each page's alternates as its head does", () => {
  const sitemap = readFileSync(join(root, "sitemap.xml"), "utf8");
  const inSitemap = new Map(
    [
      ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g),
    ].map(([, loc, links]) => [
      new URL(loc ?? "").pathname.replace(/(.)\/$/, "$1"),
      [...(links ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => ({
        hreflang,
        href,
      })),
    ]),
  );
  const differ = pages
    .filter((page) => inSitemap.has(page.path))
    .filter(
      (page) =>
        JSON.stringify(inSitemap.get(page.path)) !==
        JSON.stringify(
          page.alternates.map(({ hreflang, href }) => ({ hreflang, href: new URL(href, siteFile.origin).href })),
        ),
    )
    .map((page) => page.path);
  expect(inSitemap.size).toBeGreaterThan(50);
  expect(differ).toEqual([]);
});

test("no page links to a page of another language except through the language switcher", () => {
  const crossing = pages.flatMap((page) =>
    crossLanguageLinks(page.html, page.lang, codes, siteFile.origin, defaultCode).map(
      (line) => `${page.path}: ${line}`,
    ),
  );
  expect(crossing).toEqual([]);
});
