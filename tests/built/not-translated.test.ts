import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages, translatedLanguages } from "../../src/content/languages";
import { localizedSitePaths, pageLanguages, untranslatedPaths } from "../../src/content/page-languages";
import { notTranslatedIn } from "../../src/content/pages";
import { localizedPath } from "../../src/content/paths";
import { sitePaths } from "../../src/content/site-paths";
import { all, client, fileOf, pageOf, textOf } from "./built-pages";

/**
 * A page with no translation in a language answers its address there with a page in that language
 * that says so and leads to the English page (docs/decisions/039-pages-missing-in-a-language.md),
 * never with the 404: every English page, in every translated language.
 */
const english = sitePaths();
const answers = untranslatedPaths();
const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");

describe("a page not translated yet", () => {
  it("is answered in French for every English page French has not", () => {
    const missing = english.filter((path) => !pageLanguages(path).includes("fr"));
    expect(missing).toContain("/services");
    expect(answers.filter(({ language }) => language === "fr").map(({ english }) => english)).toEqual(missing);
  });

  for (const language of translatedLanguages) {
    for (const path of english) {
      if (pageLanguages(path).includes(language.code)) continue;
      const address = localizedPath(path, language.code);
      it(`${address}: says it in ${language.name} and leads to ${path}`, () => {
        expect(existsSync(fileOf(address)), `${address} is built`).toBe(true);
        const document = pageOf(address);
        const words = notTranslatedIn(language.code);
        expect(document.documentElement.lang).toBe(language.code);
        expect(textOf(document.querySelector("h1"))).toBe(words.heading);
        const main = document.querySelector("main") as Element;
        const link = all<HTMLAnchorElement>(main, "a[href]");
        expect(
          link.map((anchor) => [anchor.getAttribute("href"), anchor.getAttribute("hreflang"), textOf(anchor)]),
        ).toEqual([[path, "en", words.englishLink]]);
        // Not a page of its own: no index, no alternates, no site search, no sitemap entry.
        expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
        expect(all(document, 'link[rel="alternate"][hreflang]')).toEqual([]);
        expect(main.hasAttribute("data-pagefind-body")).toBe(false);
        expect(sitemap).not.toContain(`${address}<`);
        // The switcher offers the page where it exists, and this language as where the visitor is.
        const switcher = all(document.querySelector("header") as Element, "nav").find((nav) =>
          nav.querySelector(":scope > a[hreflang]"),
        );
        expect(
          all(switcher as Element, "a").map((anchor) => [anchor.getAttribute("hreflang"), anchor.getAttribute("href")]),
        ).toEqual(
          languages
            .filter(({ code }) => code === language.code || pageLanguages(path).includes(code))
            .map(({ code }) => [code, code === language.code ? address : localizedPath(path, code)]),
        );
      });
    }
  }

  it("is never a page the site has", () => {
    const pages = new Set(localizedSitePaths());
    expect(answers.filter(({ path }) => pages.has(path))).toEqual([]);
  });
});
