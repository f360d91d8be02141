import legalFile from "./data/site/legal.json" with { type: "json" };
import data from "./data/site/site.json" with { type: "json" };
import type { Content, SingletonName } from "./files";
import { defaultLanguage } from "./languages.ts";

/**
 * The one site configuration (docs/requirements.md "The site configuration"), kept in
 * src/content/data/site/site.json: the owner changes the brand, contact details and social profiles
 * there and every page follows. It is also where every data file is read (`readFile`), since
 * reading one fills in these details.
 */
export type Site = Content<"site/site">;
/** Read as it is, not through `readFile`: it is where `{site.…}` comes from (it names no token). */
export const site = data as Site;

type Company = Content<"site/legal">["companies"][number];
export type Office = Company;
export type PostalAddress = Company["address"];

const defaultCode = defaultLanguage.code;
const companies = (legalFile as unknown as Content<"site/legal">).companies;

/**
 * The office a language's pages show (docs/decisions/040-offices-per-market.md): the company
 * legal.json names for that language (German pages the Munich GmbH, French the Paris SAS), whose
 * address and phone are the office's, or the default language's company where a language has none
 * of its own, as its legal notice does. One place per fact: the address is written once.
 */
export function officeIn(language: string = defaultCode): Office {
  const office =
    companies.find((company) => company.notice === language) ??
    companies.find((company) => company.notice === defaultCode);
  if (!office) throw new Error("src/content/data/site/legal.json names no company for the default language");
  return office;
}
/** Every office, one per market, in legal.json's order (the Organization's addresses). */
export const offices: readonly Office[] = companies;

/** "100 Market Street, Suite 400, San Francisco, CA 94105"; "Leopoldstraße 31, 80802 München". */
export function formatAddress(address: PostalAddress = officeIn().address): string {
  const town = address.region
    ? `${address.locality}, ${address.region} ${address.postalCode}`
    : `${address.postalCode} ${address.locality}`;
  return `${address.street}, ${town}`;
}

/** A number as written ("+49 89 2153 4870") in E.164, the plus and the digits only: "+498921534870". */
export const e164 = (phone: string) => phone.replace(/[^\d+]/g, "");

/** `tel:` links call the number in E.164, which every phone dials from anywhere. */
export function phoneHref(phone: string = officeIn().phone): string {
  return `tel:${e164(phone)}`;
}

export type SocialName = Site["social"][number]["name"];

/** What `{site.…}` writes in a language: the company's names, and the office of the language's market. */
function siteTokensIn(language?: string): Record<string, string> {
  const office = officeIn(language);
  return {
    name: site.name,
    shortName: site.shortName,
    email: office.office.email,
    privacyEmail: site.privacyEmail,
    phone: office.phone,
    address: formatAddress(office.address),
    hours: office.office.hours,
  };
}
const tokensByLanguage = new Map<string, Record<string, string>>();
const tokensOf = (language?: string) => {
  const key = language ?? "";
  let tokens = tokensByLanguage.get(key);
  if (!tokens) {
    tokens = siteTokensIn(language);
    tokensByLanguage.set(key, tokens);
  }
  return tokens;
};

function fill(value: unknown, tokens: Record<string, string>): unknown {
  if (typeof value === "string") {
    return value.replace(/\{site\.(\w+)\}/g, (token, key: string) => {
      const filled = tokens[key];
      if (filled === undefined) throw new Error(`Unknown ${token} in "${value}"`);
      return filled;
    });
  }
  if (Array.isArray(value)) return value.map((child) => fill(child, tokens));
  if (value !== null && typeof value === "object") {
    // A key the schema read as absent (an empty choice in the editor) is left out, as if never written.
    const entries = Object.entries(value).filter(([, child]) => child !== undefined);
    return Object.fromEntries(entries.map(([key, child]) => [key, fill(child, tokens)]));
  }
  return value;
}

/**
 * The one typed reader of a data file (docs/decisions/020-one-description.md): the record, typed by
 * the file's description (named as the type argument), with `{site.name}`, `{site.email}`… filled in
 * from site.json and the default language's office (legal.json) in every string, so the words follow them. read.ts's `page("about")`, `list("jobs")`
 * and `shared("forms")` pass it the record their description has checked; an island passes the one
 * file it imports (`readFile<"site/forms">(forms)`), so its bundle holds that file and this module,
 * not every file, nor zod and the descriptions (the build has checked the file).
 */
export function readFile<Value>(value: Value): Value;
export function readFile<Name extends SingletonName>(record: unknown): Content<Name>;
export function readFile(value: unknown): unknown {
  return fill(value, tokensOf());
}

/** `readFile` for a translation: `{site.phone}`, `{site.address}`… write the office of its language. */
export function readFileIn<Value>(value: Value, language: string): Value;
export function readFileIn<Name extends SingletonName>(record: unknown, language: string): Content<Name>;
export function readFileIn(value: unknown, language: string): unknown {
  return fill(value, tokensOf(language));
}
