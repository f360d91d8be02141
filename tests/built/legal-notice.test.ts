import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import legalFile from "../../src/content/data/site/legal.json" with { type: "json" };
import siteFile from "../../src/content/data/site/site.json" with { type: "json" };
import { localizedSitePaths } from "../../src/content/page-languages";
import { splitLanguage } from "../../src/content/paths";
import { all, client, htmlOf, pageOf, textOf } from "./built-pages";

/**
 * The legal notice as built (docs/decisions/031-legal-notice.md), read from `build/client` in Node:
 * each language's notice at the address its law names it by, in that language only, with the
 * facts that law asks for as text, the three linked as one page by hreflang and the sitemap, and
 * every page's footer linking its own language's notice. Costs about a second: three notices, and
 * the footer of every page, which links.test.ts parses anyway.
 */
const notices = [
  { language: "en", path: "/legal-notice", title: "Legal Notice" },
  { language: "de", path: "/de/impressum", title: "Impressum" },
  { language: "fr", path: "/fr/mentions-legales", title: "Mentions légales" },
] as const;
const companyOf = (language: string) => {
  const company = legalFile.companies.find((entry) => entry.notice === language);
  if (!company) throw new Error(`src/content/data/site/legal.json: no company for ${language}`);
  return company as (typeof legalFile.companies)[number] & { vatId?: string; shareCapital?: string };
};
const operator = legalFile.companies.find((entry) => entry.name === legalFile.host.operator);

const tokens = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}’'-]*/gu) ?? [];
/** The words a visitor reads in an element, text node by text node (adjacent lines do not run together). */
function wordsOf(root: Element): string[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  return tokens(texts.join(" "));
}
const mainOf = (path: string) => pageOf(path).querySelector("main") as Element;

describe("the legal notice", () => {
  it.each(notices)(
    "$path is built, in the sitemap, in $language with its h1 and its title",
    ({ language, path, title }) => {
      const page = pageOf(path);
      expect(localizedSitePaths()).toContain(path);
      expect(readFileSync(join(client, "sitemap.xml"), "utf8")).toContain(`<loc>${siteFile.origin}${path}</loc>`);
      expect(page.documentElement.lang).toBe(language);
      expect(all(page, "h1").map(textOf)).toEqual([title]);
      expect(page.title).toBe(`${title} | ${siteFile.name}`);
      expect(page.querySelector('meta[name="description"]')?.getAttribute("content")?.length).toBeGreaterThan(50);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteFile.origin}${path}`);
    },
  );

  it.each(notices)("$path links the three notices as one page", ({ path }) => {
    const alternates = all(pageOf(path), 'link[rel="alternate"][hreflang]').map(
      (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
    );
    expect(alternates).toEqual([
      ...notices.map((notice) => `${notice.language} ${siteFile.origin}${notice.path}`),
      `x-default ${siteFile.origin}/legal-notice`,
    ]);
  });

  it.each(notices)("$path names its company, the facts its law asks for, and the host", ({ language, path }) => {
    const company = companyOf(language);
    const text = textOf(mainOf(path));
    const facts = [
      company.name,
      company.legalForm,
      company.address.street,
      company.address.locality,
      company.phone,
      company.email,
      company.register.authority,
      company.register.number,
      company.responsible.name,
      ...company.representatives.map((person) => `${person.name}, ${person.role}`),
      ...(company.vatId ? [company.vatId] : []),
      ...(company.shareCapital ? [company.shareCapital] : []),
      legalFile.host.operator,
      operator?.address.street ?? "(no operator)",
      operator?.phone ?? "(no operator)",
      legalFile.host.datacenter.name,
      legalFile.host.datacenter.address.street,
      legalFile.host.datacenter.phone,
    ];
    // As a visitor reads it: a no-break space (50 000 €) is a space.
    expect(facts.filter((fact) => !text.includes(fact.replace(/\s+/g, " ")))).toEqual([]);
    // No other company's registration on it.
    for (const other of legalFile.companies.filter((entry) => entry.notice !== language))
      expect(text).not.toContain(other.register.number);
  });

  it("the Impressum and the mentions légales carry the headings their laws name, and the numbers they ask for", () => {
    const headings = (path: string) => all(mainOf(path), "h2").map(textOf);
    expect(headings("/de/impressum")).toEqual(
      expect.arrayContaining([
        "Angaben gemäß § 5 DDG",
        "Kontakt",
        "Registereintrag",
        "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      ]),
    );
    expect(headings("/fr/mentions-legales")).toEqual(
      expect.arrayContaining(["Éditeur du site", "Directeur de la publication", "Hébergeur"]),
    );
    const german = textOf(mainOf("/de/impressum"));
    expect(german).toMatch(/Registernummer ?HRB \d+/);
    expect(german).toMatch(/Umsatzsteuer-Identifikationsnummer.*DE\d{9}/);
    expect(german).toMatch(/Vertreten durch ?(\S+ \S+, Geschäftsführer(in)? ?){2}/);
    const french = textOf(mainOf("/fr/mentions-legales"));
    expect(french).toMatch(/Capital social ?[\d\s\u00a0]+€/);
    expect(french).toMatch(/RCS Paris/);
    expect(french).toMatch(/TVA intracommunautaire ?FR\d{11}/);
  });

  it("the German notice has no English word but proper names", () => {
    // Proper names: the companies', people's and places' (legal.json), the brand's and the
    // products' the trademark note names. "in", "Server" and "E-Mail" are German words as well, and
    // "a" is the § 27 a of the German VAT law.
    const { companies, host } = legalFile;
    const names = [
      ...companies.flatMap((company) => [
        company.name,
        company.email,
        company.address.street,
        company.address.locality,
        company.responsible.name,
        ...company.representatives.map((person) => person.name),
      ]),
      host.datacenter.name,
      host.datacenter.address.street,
      host.datacenter.address.locality,
      siteFile.name,
    ];
    const properNames = new Set([
      ...tokens(names.join(" ")),
      "salesforce",
      "agentforce",
      "in",
      "server",
      "e-mail",
      "a",
    ]);
    const english = new Set(wordsOf(mainOf("/legal-notice")).filter((word) => !properNames.has(word)));
    expect(english.size).toBeGreaterThan(80);
    const page = pageOf("/de/impressum");
    const german = [
      ...wordsOf(mainOf("/de/impressum")),
      ...tokens(page.title),
      ...tokens(page.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""),
    ];
    expect([...new Set(german.filter((word) => english.has(word)))]).toEqual([]);
  });

  it("every page's footer links its own language's notice, beside the privacy link", () => {
    const own = Object.fromEntries(notices.map((notice) => [notice.language, notice]));
    const wrong = localizedSitePaths().flatMap((path) => {
      const notice = own[splitLanguage(path).language];
      const footer = htmlOf(path).match(/<footer[\s\S]*<\/footer>/)?.[0] ?? "";
      const links = [...footer.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)];
      const link = links.find(([, href]) => href === notice?.path);
      return link?.[2] === notice?.title ? [] : [`${path}: ${link ? `"${link[2]}"` : "no link"} to ${notice?.path}`];
    });
    expect(wrong).toEqual([]);
    const legalLinks = all(pageOf("/de/contact"), "footer li a").map(textOf);
    expect(legalLinks.indexOf("Impressum")).toBe(legalLinks.indexOf("Datenschutzerklärung") + 1);
  });
});
