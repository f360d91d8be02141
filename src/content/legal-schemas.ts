import languageFile from "./data/site/languages.json" with { type: "json" };
import { choice, email, file, group, list, optional, paragraph, rule, text } from "./describe";
import { intro } from "./page-schemas";

/**
 * The legal notice (docs/decisions/031-legal-notice.md), described once like every content type
 * (docs/decisions/020-one-description.md): the companies that publish the site and the server it
 * runs on (site/legal.json, the same file in every language: registered names, numbers and
 * addresses are not translated), and the page's own words (pages/legal-notice.json, translated as
 * any page: the Impressum, the mentions légales).
 */

const languageCodes = languageFile.languages.map((language) => language.code) as [string, ...string[]];
const defaultCode = languageFile.languages.find((language) => language.default)?.code;

const postalAddress = (label: string) =>
  group(label, "The page writes the country's name in its own language.", {
    street: text("Street and number"),
    postalCode: text("Postal code"),
    locality: text("City", "As the address is written: München, Paris."),
    region: optional(text("State", "Only where the country's addresses name one: CA.")),
    country: text("Country code", "Two capital letters: DE, FR, US.", {
      pattern: { regex: /^[A-Z]{2}$/, message: "two capital letters, such as DE" },
    }),
  });
const person = (label: string, help?: string) =>
  group(label, help, { name: text("Name"), role: text("Role", "In the language of the company's notice.") });

/**
 * What the law of the company's country asks its notice to name beyond what every company gives:
 * Germany's § 5 DDG the VAT ID, France's LCEN the VAT ID and the share capital.
 */
export const requiredByCountry: Record<string, readonly ("vatId" | "shareCapital")[]> = {
  DE: ["vatId"],
  FR: ["vatId", "shareCapital"],
};

const company = rule(
  group("Company", {
    notice: choice(
      "Named in the notice in",
      languageCodes,
      "The language whose legal notice names this company as the site's provider: de for the Impressum, fr for the mentions légales. A language with no company of its own names the default language's.",
    ),
    name: text("Name", "As registered, legal form included: Summit Cloud Consulting GmbH."),
    legalForm: text("Legal form", "Written out, in the notice's language: Gesellschaft mit beschränkter Haftung."),
    shareCapital: optional(text("Share capital", "As registered, e.g. 50 000 €. French law asks for it.")),
    address: postalAddress("Registered office"),
    representatives: list("Managing directors or officers", person("Person"), {
      min: 1,
      max: 6,
      help: "Who represents the company: its Geschäftsführer, its président, its officers.",
    }),
    phone: text(
      "Phone",
      "With the country code: +49 89 …. Also the office's number, which every page in the notice's language shows ({site.phone}).",
    ),
    email: email("E-mail", "An address at the site's own domain, read quickly."),
    office: group(
      "Office",
      "What every page in the notice's language shows visitors: the footer, the contact page, the search engines' card. Its address and phone are the company's.",
      {
        email: email("E-mail", "Where visitors of this language write ({site.email}): hello@…, muenchen@…."),
        hours: text(
          "Opening hours",
          "In the notice's language, with the time zone where visitors may be in another ({site.hours}): Mo–Fr 9–18 Uhr.",
        ),
      },
    ),
    register: group("Registration", {
      authority: text("Register", "The court or office that keeps it: Amtsgericht München, RCS Paris."),
      number: text("Number", "As the register writes it: HRB 271834."),
    }),
    vatId: optional(
      text("VAT ID", "With its country's letters: DE… or FR…. Required for a company in Germany or France."),
    ),
    responsible: person(
      "Responsible for the content",
      "Who answers for what the site publishes: German law (§ 18 (2) MStV) asks for the person, French law calls them directeur de la publication.",
    ),
  }),
  (entry) => (requiredByCountry[entry.address.country] ?? []).every((key) => entry[key] !== undefined),
  "a company in Germany gives its VAT ID (vatId); in France its VAT ID and its share capital (shareCapital)",
);

const legalFile = file("Legal notice: companies and host", {
  companies: rule(
    list("Companies", company, {
      min: 1,
      help: "The companies whose legal notice the site shows, at most one per language; the default language has one.",
    }),
    (entries) =>
      new Set(entries.map((entry) => entry.notice)).size === entries.length &&
      entries.some((entry) => entry.notice === defaultCode),
    "each language names at most one company, and the default language names one",
  ),
  host: group("Host", "Where the site is served from, which French law asks every notice to name.", {
    operator: text("Operated by", "The name of one of the companies above: the one whose team runs the server."),
    datacenter: group("Data centre", "Where the machine stands.", {
      name: text("Name"),
      address: postalAddress("Address"),
      phone: text("Phone"),
    }),
  }),
});

/** The host's operator is one of the companies: its name, address and phone are the host's (French law asks for all three). */
export const legal = {
  ...legalFile,
  zod: legalFile.zod.refine(({ companies, host }) => companies.some((entry) => entry.name === host.operator), {
    error: "host.operator: the name of one of the companies",
    path: ["host", "operator"],
  }),
};

const note = group("Note", {
  heading: text("Heading"),
  paragraphs: list("Paragraphs", paragraph("Paragraph"), { min: 1 }),
});

export const legalNotice = file("Legal notice page", {
  title: text("Page title", "The browser tab, search results and the footer's link name the page by it."),
  intro: intro(),
  provider: group("The company", "Labels of the facts, which come from Legal notice: companies and host.", {
    heading: text("Heading", "Angaben gemäß § 5 DDG in German, Éditeur du site in French."),
    name: text("Name label"),
    legalForm: text("Legal form label"),
    shareCapital: text("Share capital label", "Shown when the company gives its share capital."),
    address: text("Address label"),
    representatives: text("Managing directors label"),
  }),
  contact: group("Contact", { heading: text("Heading"), phone: text("Phone label"), email: text("E-mail label") }),
  registration: group("Registration", {
    heading: text("Heading"),
    authority: text("Register label"),
    number: text("Register number label"),
    vatId: text("VAT ID label", "Shown when the company gives its VAT ID."),
  }),
  responsible: group("Responsible for the content", {
    heading: text("Heading", "§ 18 (2) MStV in German, directeur de la publication in French."),
    text: paragraph("Text", "Before the person's name and address."),
  }),
  host: group("Host", {
    heading: text("Heading"),
    text: paragraph("Text", "Before the server's operator and its data centre."),
    operator: text("Operator label"),
    datacenter: text("Data centre label"),
  }),
  notes: list("Further notes", note, { max: 4, help: "Shown after the host, each with its heading." }),
});
