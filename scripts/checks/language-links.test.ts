import { describe, expect, it } from "vitest";
import { crossLanguageLinks, languageOfHref } from "./language-links";

const origin = "https://www.example.com";
const codes = ["en", "de", "fr"];

describe("a link's language", () => {
  it("is its prefix when that is a language, else the default", () => {
    expect(languageOfHref("/de", codes)).toBe("de");
    expect(languageOfHref("/de/contact?subject=x", codes)).toBe("de");
    expect(languageOfHref("/fr#top", codes)).toBe("fr");
    expect(languageOfHref("/devops", codes)).toBe("en");
    expect(languageOfHref("/", codes)).toBe("en");
  });
});

describe("links that leave the page's language", () => {
  const page = (links: string) =>
    `<html lang="de"><head><link rel="alternate" hreflang="en" href="/contact"></head><body>${links}</body></html>`;

  it("are none when every link stays in German, the switcher's say where they go, and other sites are theirs", () => {
    const html = page(
      '<a href="/de/about">Über uns</a><a href="/de">Start</a><a href="#main">Zum Inhalt</a>' +
        '<a href="/contact" hreflang="en" lang="en">English</a><a href="https://www.linkedin.com/x">LinkedIn</a>' +
        `<a href="${origin}/de/contact">Kontakt</a>`,
    );
    expect(crossLanguageLinks(html, "de", codes, origin)).toEqual([]);
  });

  it("name a card or link to the English page from a German one, and one to the French", () => {
    const html = page('<a href="/expertise/clouds/data-cloud">Data Cloud</a><a href="/fr/contact">Contact</a>');
    expect(crossLanguageLinks(html, "de", codes, origin)).toEqual([
      "links to /expertise/clouds/data-cloud (en) from a page in de",
      "links to /fr/contact (fr) from a page in de",
    ]);
  });

  it("name a link into German from an English page", () => {
    const html = '<html lang="en"><body><a href="/de/contact">Kontakt</a><a href="/about">About</a></body></html>';
    expect(crossLanguageLinks(html, "en", codes, origin)).toEqual(["links to /de/contact (de) from a page in en"]);
  });
});
