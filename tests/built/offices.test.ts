import { describe, expect, it } from "vitest";
import legalFile from "../../src/content/data/site/legal.json" with { type: "json" };
import { splitLanguage } from "../../src/content/paths";
import { all, builtPaths, pageOf, textOf } from "./built-pages";

/**
 * Each market's office as built (docs/decisions/040-offices-per-market.md): every page shows the
 * office of its language, the company legal.json names for it (German pages the Munich GmbH,
 * French pages the Paris SAS, English pages the US office), every phone link is E.164, and the
 * home page's Organization lists every office as its own PostalAddress. About a second: it parses
 * every page, as links.test.ts does.
 */
const officeOf = (language: string) => {
  const company = legalFile.companies.find((entry) => entry.notice === language);
  if (!company) throw new Error(`src/content/data/site/legal.json: no company for ${language}`);
  return company;
};

const paths = builtPaths();
const inLanguage = (language: string) => paths.filter((path) => splitLanguage(path).language === language);

/** The site's footer, the page's last (an article has a footer of its own before it). */
const footerOf = (path: string) => all(pageOf(path), "footer").at(-1) as Element;

describe("the office of each market", () => {
  it("finds pages in every language", () => {
    for (const language of ["en", "de", "fr"]) expect(inLanguage(language).length, language).toBeGreaterThan(3);
  });

  it.each(["en", "de", "fr"])(
    "shows its market's phone, e-mail and address in the footer of every %s page",
    (language) => {
      const office = officeOf(language);
      for (const path of inLanguage(language)) {
        const footer = textOf(footerOf(path).querySelector("address"));
        expect(footer, path).toContain(office.phone);
        expect(footer, path).toContain(office.office.email);
        expect(footer, path).toContain(office.address.street);
        expect(footer, path).toContain(office.address.locality);
      }
    },
  );

  it.each(["de", "fr"])("writes no US number or address on a %s page", (language) => {
    for (const path of inLanguage(language)) {
      const text = textOf(pageOf(path).body);
      expect(text, path).not.toMatch(/\+1[\s(]/);
      expect(text, path).not.toContain("Market Street");
      expect(text, path).not.toContain("Pacific");
      expect(all(pageOf(path), 'a[href^="tel:+1"]'), path).toEqual([]);
    }
  });

  it("shows the German office's hours, phone and address on /de/contact", () => {
    const page = pageOf("/de/contact");
    const text = textOf(page.querySelector("main"));
    expect(text).toContain("Mo–Fr 9–18 Uhr");
    expect(text).toContain(officeOf("de").phone);
    expect(text).toContain("Leopoldstraße 31, 80802 München");
    expect(textOf(page.querySelector("main svg title"))).toContain("Leopoldstraße 31");
  });

  it("shows the French office on /fr/contact and the US office, as before, on /contact", () => {
    const french = textOf(pageOf("/fr/contact").querySelector("main"));
    expect(french).toContain(officeOf("fr").phone);
    expect(french).toContain("42 rue de Châteaudun, 75009 Paris");
    const english = textOf(pageOf("/contact").querySelector("main"));
    expect(english).toContain("+1 (555) 010-0142");
    expect(english).toContain("hello@example.com");
    expect(english).toContain("100 Market Street, Suite 400, San Francisco, CA 94105");
    expect(english).toContain("Monday to Friday, 8:00 am to 6:00 pm Pacific Time.");
  });

  it("links every phone number as E.164 on every page", () => {
    for (const path of paths) {
      for (const link of all<HTMLAnchorElement>(pageOf(path), 'a[href^="tel:"]')) {
        expect(link.getAttribute("href"), path).toMatch(/^tel:\+[1-9]\d{6,14}$/);
        // The link calls the number it shows.
        expect(link.getAttribute("href"), path).toBe(`tel:${textOf(link).replace(/[^\d+]/g, "")}`);
      }
    }
  });
});

describe("the Organization's offices in JSON-LD", () => {
  it.each(["/", "/de", "/fr"])("lists every office as its own PostalAddress on %s", (path) => {
    const organization = all(pageOf(path), 'script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
      .find((node) => node["@type"] === "Organization");
    expect(organization).toBeDefined();
    const addresses = organization?.address as Record<string, string>[];
    expect(Array.isArray(addresses)).toBe(true);
    expect(addresses).toHaveLength(legalFile.companies.length);
    for (const company of legalFile.companies) {
      expect(addresses).toContainEqual(
        expect.objectContaining({
          "@type": "PostalAddress",
          streetAddress: company.address.street,
          postalCode: company.address.postalCode,
          addressLocality: company.address.locality,
          addressCountry: company.address.country,
        }),
      );
    }
    // The number and e-mail of the page's market.
    const office = officeOf(splitLanguage(path).language);
    expect(organization?.telephone).toBe(office.phone);
    expect(organization?.email).toBe(office.office.email);
  });
});
