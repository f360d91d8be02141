import { describe, expect, it } from "vitest";
import {
  type Alternate,
  alternateProblems,
  alternatesInHtml,
  type BuiltPage,
  htmlLang,
  sitemapXml,
} from "./alternates";

/** hreflang alternates as built pages carry them, the checks the build holds them to, and the sitemap. */
const origin = "https://www.example.com";
const set: Alternate[] = [
  { hreflang: "en", href: `${origin}/contact` },
  { hreflang: "de", href: `${origin}/de/contact` },
  { hreflang: "x-default", href: `${origin}/contact` },
];
const pages = (over: Partial<Record<string, Partial<BuiltPage>>> = {}): BuiltPage[] =>
  [
    { path: "/contact", lang: "en", alternates: set },
    { path: "/de/contact", lang: "de", alternates: set },
    { path: "/about", lang: "en", alternates: [] },
  ].map((page) => ({ ...page, ...over[page.path] }));

describe("reading a built page", () => {
  it("reads <html lang> and the head's hreflang alternates, not the RSS feed's", () => {
    const html = `<!doctype html><html lang="de"><head>
      <link rel="alternate" type="application/rss+xml" title="Feed" href="/de/rss.xml">
      <link rel="alternate" hreflang="en" href="${origin}/contact">
      <link rel="alternate" hreflang="de" href="${origin}/de/contact">
      <link rel="alternate" hreflang="x-default" href="${origin}/contact">
    </head><body><link rel="alternate" hreflang="fr" href="/fr/contact"></body></html>`;
    expect(htmlLang(html)).toBe("de");
    expect(alternatesInHtml(html)).toEqual(set);
    expect(htmlLang("<html><head></head></html>")).toBe("");
  });
});

describe("the alternates' checks", () => {
  it("pass a reciprocal set with x-default, and a page in one language with none", () => {
    expect(alternateProblems(pages(), origin)).toEqual([]);
  });

  it("catch a set one translation does not list back", () => {
    const problems = alternateProblems(pages({ "/de/contact": { alternates: set.slice(1) } }), origin);
    expect(problems).toEqual([
      "/contact (en): /de/contact does not list the same alternates back (not reciprocal)",
      "/de/contact (de): /contact does not list the same alternates back (not reciprocal)",
    ]);
  });

  it("catch an alternate to a page not built, or whose language is another, and a missing x-default", () => {
    const toFrench = [...set, { hreflang: "fr", href: `${origin}/fr/contact` }];
    expect(
      alternateProblems(
        pages({ "/contact": { alternates: toFrench }, "/de/contact": { alternates: toFrench } }),
        origin,
      ),
    ).toEqual([
      '/contact (en): hreflang="fr" points at https://www.example.com/fr/contact, which is not a built page',
      '/de/contact (de): hreflang="fr" points at https://www.example.com/fr/contact, which is not a built page',
    ]);
    expect(alternateProblems(pages({ "/de/contact": { lang: "en" } }), origin)).toContain(
      '/contact (en): hreflang="de" points at /de/contact, whose <html lang> is "en"',
    );
    const noDefault = set.slice(0, 2);
    expect(
      alternateProblems(
        pages({ "/contact": { alternates: noDefault }, "/de/contact": { alternates: noDefault } }),
        origin,
      ),
    ).toEqual(["/contact (en): no x-default alternate", "/de/contact (de): no x-default alternate"]);
    const germanDefault = set.map((a) => (a.hreflang === "x-default" ? { ...a, href: `${origin}/de/contact` } : a));
    expect(
      alternateProblems(
        pages({ "/contact": { alternates: germanDefault }, "/de/contact": { alternates: germanDefault } }),
        origin,
      ),
    ).toContain('/contact (en): hreflang="x-default" points at /de/contact, whose <html lang> is "de"');
  });
});

describe("the sitemap", () => {
  it("is the one it was for pages in one language", () => {
    expect(sitemapXml([{ loc: `${origin}/`, lastmod: "2026-11-26" }, { loc: `${origin}/about` }], origin)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${origin}/</loc><lastmod>2026-11-26</lastmod></url>\n  <url><loc>${origin}/about</loc></url>\n</urlset>\n`,
    );
  });

  it("lists each page's alternates as xhtml:link, absolute", () => {
    const xml = sitemapXml(
      [
        {
          loc: `${origin}/de/contact`,
          alternates: [
            { hreflang: "de", href: "/de/contact" },
            { hreflang: "x-default", href: "/contact" },
          ],
        },
      ],
      origin,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${origin}/de/contact</loc><xhtml:link rel="alternate" hreflang="de" href="${origin}/de/contact"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}/contact"/></url>`,
    );
  });
});
