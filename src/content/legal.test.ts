import { describe, expect, it } from "vitest";
import legalFile from "./data/site/legal.json" with { type: "json" };
import { languages } from "./languages";
import { legal, legalNotice, requiredByCountry } from "./legal-schemas";
import { legalNoticeIn } from "./pages";
import { readIn } from "./read";
import { site } from "./site";

/**
 * The legal notice's facts (docs/decisions/031-legal-notice.md): site/legal.json parses against its
 * one description, each company gives what its country's law asks its notice to name, and each
 * language's notice names its own company. The description's rules are proven by broken copies.
 */
const parsed = legal.zod.parse(legalFile);
const siteDomain = new URL(site.origin).hostname.replace(/^www\./, "");

describe("site/legal.json", () => {
  it("parses against its description", () => {
    expect(legal.zod.safeParse(legalFile).error?.issues ?? []).toEqual([]);
  });

  it.each(parsed.companies.map((company) => [company.name, company] as const))(
    "%s gives every fact its notice needs",
    (_name, company) => {
      for (const value of [
        company.name,
        company.legalForm,
        company.address.street,
        company.address.postalCode,
        company.address.locality,
        company.phone,
        company.register.authority,
        company.register.number,
        company.responsible.name,
        company.responsible.role,
      ])
        expect(value.trim()).not.toBe("");
      expect(company.address.country).toMatch(/^[A-Z]{2}$/);
      expect(company.representatives.length).toBeGreaterThan(0);
      expect(company.phone).toMatch(/^\+\d/);
      // Quick to reach, and at the site's own domain.
      expect(company.email.endsWith(`@${siteDomain}`), company.email).toBe(true);
      for (const key of requiredByCountry[company.address.country] ?? []) expect(company[key], key).toBeTruthy();
    },
  );

  it("gives the German company a Munich register entry, a German VAT ID and its managing directors", () => {
    const gmbh = parsed.companies.find((company) => company.notice === "de");
    expect(gmbh?.name).toMatch(/ GmbH$/);
    expect(gmbh?.register).toEqual({ authority: "Amtsgericht München", number: expect.stringMatching(/^HRB \d+$/) });
    expect(gmbh?.vatId).toMatch(/^DE\d{9}$/);
    expect(gmbh?.representatives.length).toBeGreaterThanOrEqual(2);
    expect(gmbh?.phone).toMatch(/^\+49 89 /);
  });

  it("gives the French company its share capital, RCS number and the VAT ID made from it", () => {
    const sas = parsed.companies.find((company) => company.notice === "fr");
    expect(sas?.name).toMatch(/ SAS$/);
    expect(sas?.shareCapital).toMatch(/€$/);
    expect(sas?.register.authority).toBe("RCS Paris");
    const siren = sas?.register.number.replaceAll(" ", "") ?? "";
    expect(siren).toMatch(/^\d{9}$/);
    // A French VAT ID is FR, a two-digit key computed from the SIREN, then the SIREN.
    const key = (12 + 3 * (Number(siren) % 97)) % 97;
    expect(sas?.vatId).toBe(`FR${String(key).padStart(2, "0")}${siren}`);
  });

  it("gives every company an office with the e-mail and hours its language's pages show", () => {
    for (const company of parsed.companies) {
      expect(company.office.email, company.name).toMatch(/@example\.com$/);
      expect(company.office.hours, company.name).not.toBe("");
    }
    const gmbh = parsed.companies.find((company) => company.notice === "de");
    expect(gmbh?.office.hours).toBe("Mo–Fr 9–18 Uhr");
    expect(gmbh?.phone).toMatch(/^\+49 89 /);
  });

  it("names a host operated by one of the companies, in a data centre with a name, an address and a phone", () => {
    expect(parsed.companies.map((company) => company.name)).toContain(parsed.host.operator);
    expect(parsed.host.datacenter.name).not.toBe("");
    expect(parsed.host.datacenter.phone).toMatch(/^\+\d/);
  });
});

describe("the description refuses", () => {
  const problems = (plant: (copy: typeof legalFile) => void) => {
    const copy = structuredClone(legalFile);
    plant(copy);
    return (legal.zod.safeParse(copy).error?.issues ?? []).map((issue) => issue.message);
  };
  const german = (copy: typeof legalFile) => copy.companies.find((company) => company.notice === "de");
  const french = (copy: typeof legalFile) => copy.companies.find((company) => company.notice === "fr");

  it("a German company without its VAT ID, or a French one without its share capital", () => {
    const rule = /a company in Germany gives its VAT ID/;
    expect(problems((copy) => Object.assign(german(copy) ?? {}, { vatId: "" }))).toEqual([expect.stringMatching(rule)]);
    expect(problems((copy) => Object.assign(french(copy) ?? {}, { shareCapital: "" }))).toEqual([
      expect.stringMatching(rule),
    ]);
  });

  it("a company without a register number, a managing director or the person responsible", () => {
    expect(problems((copy) => Object.assign(german(copy)?.register ?? {}, { number: "" }))).not.toEqual([]);
    expect(problems((copy) => Object.assign(german(copy) ?? {}, { representatives: [] }))).not.toEqual([]);
    expect(problems((copy) => Object.assign(french(copy) ?? {}, { responsible: undefined }))).not.toEqual([]);
  });

  it("two companies for one language, none for the default one, or a host no company operates", () => {
    const twice = /each language names at most one company/;
    expect(problems((copy) => Object.assign(french(copy) ?? {}, { notice: "de" }))).toEqual([
      expect.stringMatching(twice),
    ]);
    expect(problems((copy) => Object.assign(copy, { companies: copy.companies.slice(1) }))).toEqual([
      expect.stringMatching(twice),
    ]);
    expect(problems((copy) => Object.assign(copy.host, { operator: "Someone Else Ltd" }))).toEqual([
      "host.operator: the name of one of the companies",
    ]);
  });
});

describe("the legal notice in each language", () => {
  it.each(languages.map((language) => language.code))("%s: its words parse and it names its own company", (code) => {
    const words = readIn("pages/legal-notice", code);
    expect(words && legalNotice.zod.safeParse(words).success).toBe(true);
    const notice = legalNoticeIn(code);
    expect(notice.company.notice).toBe(code);
    expect(notice.operator.name).toBe(parsed.host.operator);
  });
});
