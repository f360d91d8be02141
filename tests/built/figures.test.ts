import { describe, expect, it } from "vitest";
import { localizedSitePaths } from "../../src/content/page-languages";
import { pageOf, textOf } from "./built-pages";

/**
 * Figures and labels on a German or French page are written as that language writes them: a decimal comma
 * (4,9/5, not 4.9/5) and a space before the percent sign (98 %, not 98%). Read from the built
 * pages' visible text; the English pages keep 4.9/5 and 98%.
 */
const translated = localizedSitePaths().filter((path) => /^\/(de|fr)(\/|$)/.test(path));

/** The page's text a visitor reads: its body without scripts, styles and templates. */
function visibleText(path: string): string {
  const document = pageOf(path);
  for (const hidden of document.querySelectorAll("script, style, template, noscript")) hidden.remove();
  return textOf(document.body);
}

describe("figures on translated pages", () => {
  it("use a decimal comma and a space before %", () => {
    expect(translated.length).toBeGreaterThan(0);
    const misses = translated.flatMap((path) =>
      [...visibleText(path).matchAll(/\d\.\d+\/\d|\d%/g)].map((match) => `${path}: "${match[0]}"`),
    );
    expect(misses).toEqual([]);
  });

  it("read 4,9/5 and 98 % on the German home page, as the English reads 4.9/5 and 98%", () => {
    expect(visibleText("/de")).toMatch(/4,9\/5.*98 %/);
    expect(visibleText("/")).toMatch(/4\.9\/5.*98%/);
  });
});

describe("labels a translated page takes from the site's choices", () => {
  it("read in the page's language: a German role is Beratung and Vollzeit, not Consulting and Full-time", () => {
    const german = visibleText("/de/careers");
    expect(german).toContain("Vollzeit");
    expect(german).not.toMatch(/Full-time|Part-time|Contract\b/);
    expect(visibleText("/careers")).toContain("Full-time");
  });
});

describe("subjects a translated page's links give the contact form", () => {
  /** The subjects a page's links fill into the contact form (`…/contact?subject=…`). */
  const subjectsOn = (path: string) =>
    [...pageOf(path).querySelectorAll("a[href*='contact?subject=']")].map(
      (link) => new URL(link.getAttribute("href") ?? "", "https://example.com").searchParams.get("subject") ?? "",
    );

  it("read in the page's language: none is a subject an English page gives, but for the page's own product name", () => {
    const english = new Set(
      localizedSitePaths()
        .filter((path) => !/^\/(de|fr)(\/|$)/.test(path))
        .flatMap(subjectsOn),
    );
    expect(english).toContain("Terms of Service");
    expect(english).toContain("Application: Salesforce Developer");
    const misses = translated.flatMap((path) =>
      subjectsOn(path)
        // A Salesforce product keeps its name in every language: "Sales Cloud" on /de/expertise/clouds/sales-cloud.
        .filter((subject) => english.has(subject) && subject !== textOf(pageOf(path).querySelector("h1")))
        .map((subject) => `${path}: "${subject}"`),
    );
    expect(misses).toEqual([]);
    expect(subjectsOn("/de/careers")).toContain("Bewerbung: Salesforce Developer");
  });
});
