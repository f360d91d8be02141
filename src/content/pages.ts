import { siGithub, siSnowflake } from "simple-icons";
import type { CloudSlug, IndustrySlug } from "~/content/paths";
import { fill } from "~/lib/template";
import { blogCopyFrom } from "./blog-copy";
import { type Content, type SingletonName, singletonPath } from "./files";
import { defaultLanguage } from "./languages";
import { navigationFrom } from "./navigation";
import { hrefIn } from "./page-languages";
import { read, readIn } from "./read";

/**
 * The records the page components show, read with the one reader (`readIn`: read.ts) in the
 * page's language and named as the components know them: `aboutIn("de")` is the German About page's
 * words. What a page needs besides its file's words (a list from lists/, a number or a name put
 * into a template) is joined here; indexes, paths and cards are derived in their own modules
 * (home-index.ts, article-index.ts, expertise.ts…). The language is always a parameter, never a
 * module's state (docs/decisions/026-languages.md); the English values keep their old names.
 */

/**
 * A file a page in `language` needs. page-languages.ts gives a page an address in a language only
 * when all its files are there, so a missing one here is a bug in that list, and stops the build.
 */
export function need<Name extends SingletonName>(name: Name, language: string): Content<Name> {
  const record = readIn(name, language);
  if (record === undefined)
    throw new Error(`src/content/i18n/${language}/data/${name}.json: missing, yet a page in "${language}" needs it`);
  return record;
}

// ——— Company pages: About, Careers, Partners, Partnership and Referral programs ———

/** The home page's guiding principles, titles exactly and in order; shared with About. */
export const principlesIn = (language: string) => need("lists/principles", language).principles;

export function aboutIn(language: string) {
  const words = need("pages/about", language);
  return { ...words, leadership: { ...words.leadership, members: need("lists/leadership", language).members } };
}
export const careersIn = (language: string) => ({
  ...need("pages/careers", language),
  jobs: need("lists/jobs", language).jobs,
});
export const partnersPageIn = (language: string) => ({
  ...need("pages/partners", language),
  partners: need("lists/partners", language).partners,
});
export const referralProgramIn = (language: string) => need("pages/referral-program", language);

// ——— The other pages with a file of their own ———

/** The address, e-mail and phone come from site.json; the file holds the words around them. */
export const contactPageIn = (language: string) => need("pages/contact", language);
/** The 404 page's texts, exactly. */
export const notFoundIn = (language: string) => need("pages/not-found", language);
export const notTranslatedIn = (language: string) => need("pages/not-translated", language);
/**
 * The privacy notice: nine sections, numbered by the page, around the controller and the right to
 * object; the controller is the company of `legalFactsIn` (the legal notice's), the privacy e-mail
 * comes from the site file and the revision date is the visitor's today.
 */
export const privacyPolicyIn = (language: string) => need("pages/privacy", language);
/**
 * The company site/legal.json gives `language` (else the default language's), and the host: its
 * operator (one of the companies) and the data centre its server stands in. The legal notice and
 * the privacy notice name the same company.
 */
export function legalFactsIn(language: string) {
  const { companies, host } = read("site/legal");
  const company =
    companies.find((entry) => entry.notice === language) ??
    companies.find((entry) => entry.notice === defaultLanguage.code);
  const operator = companies.find((entry) => entry.name === host.operator);
  if (!company || !operator)
    throw new Error(`${singletonPath("site/legal")}: no company for "${language}", or host.operator names none`);
  return { company, operator, datacenter: host.datacenter };
}
/** The legal notice in `language`: its words, the company it names and the host (`legalFactsIn`). */
export function legalNoticeIn(language: string) {
  return { ...need("pages/legal-notice", language), ...legalFactsIn(language) };
}
/** The services page: eight cards, titles exactly and in order. */
export const servicesOverviewIn = (language: string) => need("pages/services", language);
/** The industries page: six cards, titles exactly and in order. */
export const industriesOverviewIn = (language: string) => need("pages/industries", language);
/** The words around the case study records (list page, detail template). */
export const caseStudyCopyIn = (language: string) => need("pages/case-studies", language);

/** The words around the article records (hub, categories, feed, article template), templates filled. */
export const blogCopyIn = (language: string) => blogCopyFrom(need("pages/blog", language));
/** The blog's categories as `language` writes them (same slug and value, name and description translated). */
export const blogCategoriesIn = (language: string) => need("lists/blog-categories", language).categories;

/** Headings and labels the service, cloud and industry template puts around each record. */
export function expertiseDefaultsIn(language: string) {
  const templateWords = need("site/expertise-template", language);
  return {
    ...templateWords,
    stageLabel: (number: number) => fill(templateWords.stageLabel, { n: number }),
    ctaHeading: (title: string) => fill(templateWords.ctaHeading, { title }),
  };
}

// ——— Home (docs/requirements.md "The home page") ———
// Sections that show other collections name which records they draw; home-index.ts assembles them.

export const CLOUDS_PER_PAGE = 3;

/** A logo in the partner strip: a simple-icons path where the package has the brand, else a wordmark. */
export type PartnerLogo = { name: string; mark?: string };
/**
 * simple-icons carries Snowflake and GitHub; it has no mark for Salesforce-owned brands or AWS, so
 * those are wordmarks. A logo whose name is not here is drawn as its name.
 */
const logoMarks: Record<string, string> = { Snowflake: siSnowflake.path, GitHub: siGithub.path };

export function homeIn(language: string) {
  const home = need("pages/home", language);
  return {
    meta: home.meta,
    /** Four slides (digital ecosystems, AI insights, Salesforce architecture, DevOps). */
    slides: home.slides,
    /** The four industries the home page features, in order. */
    industrySlugs: home.featured.industries as readonly IndustrySlug[],
    /** Six cloud cards, three per page. */
    cloudSlugs: home.featured.clouds as readonly CloudSlug[],
    /** Three teasers, one each from the public sector, retail and AI work. */
    caseStudySlugs: home.featured.caseStudies as readonly string[],
    /** Seven logos from the Salesforce ecosystem we build with. */
    partnerLogos: home.partnerLogos.map(
      ({ name }): PartnerLogo => (logoMarks[name] ? { name, mark: logoMarks[name] } : { name }),
    ),
    /** Six strength badges around the centre mark. */
    strengths: home.strengths,
    /** Exactly six steps, Discovery & Strategy first (and selected first). */
    methodology: home.methodology,
    /** The four home stat tiles, values and meanings exactly. */
    stats: need("lists/home-stats", language).stats,
    /** Section words: eyebrow, heading, lead and link labels, in page order. */
    copy: home.copy,
  };
}

// ——— What every page shares ———

/** The header's and footer's menus and words in `language`, without the links that have no page in it. */
export function navigationIn(language: string) {
  const here = hrefIn(language);
  return navigationFrom(need("site/navigation", language), (to) => here(to) !== undefined);
}

/** The site's own words in `language` (its blurb); names, addresses and numbers are the default file's. */
export const siteIn = (language: string) => need("site/site", language);

// ——— The default language's, under the names tests and other modules know ———

const english = defaultLanguage.code;
export const principles = principlesIn(english);
export const about = aboutIn(english);
export const careers = careersIn(english);
export const partnersPage = partnersPageIn(english);
export const partnerProgram = need("pages/partner-program", english);
export const referralProgram = referralProgramIn(english);
export const contactPage = contactPageIn(english);
export const notFound = notFoundIn(english);
export const privacyPolicy = privacyPolicyIn(english);
export const servicesOverview = servicesOverviewIn(english);
export const industriesOverview = industriesOverviewIn(english);
export const caseStudyCopy = caseStudyCopyIn(english);
export const expertiseDefaults = expertiseDefaultsIn(english);
const home = homeIn(english);
export const homeMeta = home.meta;
export const heroSlides = home.slides;
export const homeIndustrySlugs = home.industrySlugs;
export const homeCloudSlugs = home.cloudSlugs;
export const homeCaseStudySlugs = home.caseStudySlugs;
export const partnerLogos = home.partnerLogos;
export const strengths = home.strengths;
export const methodologySteps = home.methodology;
export const inquiryStats = home.stats;
export const homeCopy = home.copy;
