import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import legalFile from "../../src/content/data/site/legal.json" with { type: "json" };
import siteFile from "../../src/content/data/site/site.json" with { type: "json" };
import { POPUP_FLAG_KEY } from "../../src/lib/popup-trigger";
import { VISIT_KEY } from "../../src/lib/visit";
import { all, client, pageOf, textOf } from "./built-pages";

/**
 * The privacy notice and the forms' line about it, as built (docs/decisions/037-privacy-notice.md):
 * in each language the notice names the controller the legal notice names, sets the right to
 * object apart before the numbered sections, says what sessionStorage holds and why it needs no
 * consent, and leaves no placeholder unfilled; every form links to the notice in its own
 * language, and none promises what the notice does not say. Costs well under a second: nine pages
 * and three small JSON files, parsed once.
 */
const languages = [
  { language: "en", prefix: "", objection: /Article 21\(1\) GDPR/, retention: "two years" },
  { language: "de", prefix: "/de", objection: /Art\. 21 Abs\. 1 DSGVO/, retention: "zwei Jahre" },
  { language: "fr", prefix: "/fr", objection: /article 21\.1 du RGPD/, retention: "deux ans" },
] as const;

const companyOf = (language: string) => {
  const company = legalFile.companies.find((entry) => entry.notice === language);
  if (!company) throw new Error(`src/content/data/site/legal.json: no company for ${language}`);
  return company;
};
const mainOf = (path: string) => pageOf(path).querySelector("main") as Element;
/** What a visitor reads: a no-break space is a space. */
const read = (element: Element | null) => textOf(element).replace(/\u00a0/g, " ");

describe.each(languages)("the privacy notice in $language", ({ language, prefix, objection, retention }) => {
  const path = `${prefix}/privacy`;

  it("names the controller as the legal notice does, with the privacy e-mail", () => {
    const company = companyOf(language);
    const controller = mainOf(path).querySelector('[aria-labelledby="privacy-controller"]');
    const text = read(controller);
    const facts = [
      company.name,
      company.address.street,
      company.address.locality,
      ...company.representatives.map((person) => person.name),
    ];
    expect(facts.filter((fact) => !text.includes(fact))).toEqual([]);
    expect(controller?.querySelector(`a[href="mailto:${siteFile.privacyEmail}"]`)).not.toBeNull();
    for (const other of legalFile.companies.filter((entry) => entry.notice !== language))
      expect(text).not.toContain(other.name);
  });

  it("sets the right to object apart, before the numbered sections", () => {
    const main = mainOf(path);
    const box = main.querySelector("#right-to-object");
    expect(box?.tagName).toBe("SECTION");
    expect(read(box)).toMatch(objection);
    const headings = all(main, "h2");
    const own = headings.findIndex((heading) => heading.id === "privacy-objection");
    const first = headings.findIndex((heading) => heading.id === "privacy-1");
    expect(own).toBeGreaterThan(-1);
    expect(own).toBeLessThan(first);
    // Nine numbered sections, as before; the controller and the objection are not among them.
    expect(headings.filter((heading) => /^privacy-\d+$/.test(heading.id)).map((heading) => read(heading))).toEqual(
      Array.from({ length: 9 }, (_, index) => expect.stringMatching(new RegExp(`^${index + 1}\\. \\S`))),
    );
  });

  it("says what sessionStorage holds, and why it needs no consent", () => {
    const text = read(mainOf(path));
    expect(text).toContain("sessionStorage");
    expect(text).toContain(VISIT_KEY);
    expect(text).toContain(POPUP_FLAG_KEY);
    expect(text).toMatch(/§ 25( Abs\. | \(|, alinéa )2/);
  });

  it("gives each purpose a legal basis and a retention, the server's periods filled in", () => {
    const main = mainOf(path);
    const purposes = all(main, "li dl");
    expect(purposes.length).toBeGreaterThanOrEqual(5);
    const bases = purposes.map((purpose) => all(purpose, "dd").map(read));
    for (const [basis, kept] of bases) {
      expect(basis?.length).toBeGreaterThan(5);
      expect(kept?.length).toBeGreaterThan(5);
    }
    // Every use of personal data names its article (consent, contract, obligation, interest).
    const articles = bases.map(([basis]) => basis?.match(/6(\(1\)\(| Abs\. 1 lit\. |\.1\.)([a-f])/)?.[2]);
    expect(new Set(articles)).toEqual(new Set(["a", "b", "c", "f", undefined]));
    expect(articles.filter((article) => article === undefined)).toHaveLength(1);
    const text = read(main);
    expect(text).toContain(retention);
    expect(text).toContain(legalFile.host.datacenter.name);
    expect(text).not.toMatch(/\{[a-zA-Z.]+\}/);
  });
});

describe.each(languages)("the forms in $language", ({ language, prefix }) => {
  const privacy = `${prefix}/privacy`;
  const formOf = (path: string) => {
    const form = all(pageOf(path), "form").find((element) => element.querySelector('input[type="email"]'));
    if (!form) throw new Error(`${path}: no inquiry form`);
    return form;
  };

  it.each([
    ["home", prefix || "/"],
    ["contact", `${prefix}/contact`],
  ])("the %s form links the privacy notice and promises nothing else", (_, path) => {
    const form = formOf(path);
    const links = all(form, "a").filter((link) => link.getAttribute("href") === privacy);
    expect(links, `${path}: a link to ${privacy}`).toHaveLength(1);
    expect(links[0]?.getAttribute("target")).toBe("_blank");
    const text = read(form);
    expect(text).not.toMatch(/never share|niemals weiter|ne partageons jamais/i);
    expect(text).not.toMatch(/the terms|Bedingungen|les conditions/i);
  });

  it("the strategy popup's words link the same notice", () => {
    // The popup is drawn when it opens, from the page's island words (English imports its own).
    const href =
      language === "en"
        ? privacy
        : (JSON.parse(readFileSync(join(client, prefix, "island-words.json"), "utf8")) as { privacyHref: string })
            .privacyHref;
    expect(href).toBe(privacy);
  });
});
