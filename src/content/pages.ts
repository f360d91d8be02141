import { siGithub, siSnowflake } from "simple-icons";
import type { CloudSlug, IndustrySlug } from "~/lib/paths";
import { fill } from "~/lib/template";
import { list, page, shared } from "./read";

/**
 * The records the page components show, read with the one reader (`page`, `list`, `shared`:
 * read.ts) and named as the components know them. What a page needs besides its file's words (a
 * list from lists/, a number or a name put into a template) is joined here; indexes, paths and
 * cards are derived in their own modules (home-index.ts, article-index.ts, expertise.ts…).
 */

// ——— Company pages (spec §2): About, Careers, Partners, Partnership and Referral programs ———

/** Spec §2 Home section 11, titles exactly and in order; shared with About. */
export const principles = list("principles").principles;

const aboutWords = page("about");
export const about = { ...aboutWords, leadership: { ...aboutWords.leadership, members: list("leadership").members } };
export const careers = { ...page("careers"), jobs: list("jobs").jobs };
export const partnersPage = { ...page("partners"), partners: list("partners").partners };
export const partnerProgram = page("partner-program");
export const referralProgram = page("referral-program");

// ——— The other pages with a file of their own ———

/** The address, e-mail and phone come from site.json (decisions.md 11); the file holds the words around them. */
export const contactPage = page("contact");
/** Spec §2: the 404 page's texts, exactly. */
export const notFound = page("not-found");
/** Nine sections, numbered by the page; the privacy e-mail, address and revision date are not in the file. */
export const privacyPolicy = page("privacy");
/** Spec §2 "Services page": eight cards, titles exactly and in order. */
export const servicesOverview = page("services");
/** Spec §2 "Industries page": six cards, titles exactly and in order. */
export const industriesOverview = page("industries");
/** The words around the case study records (list page, detail template). */
export const caseStudyCopy = page("case-studies");

const templateWords = shared("expertise-template");
/** Headings and labels the service, cloud and industry template puts around each record. */
export const expertiseDefaults = {
  ...templateWords,
  stageLabel: (number: number) => fill(templateWords.stageLabel, { n: number }),
  ctaHeading: (title: string) => fill(templateWords.ctaHeading, { title }),
};

// ——— Home (spec §2 "Home page", §3, §9) ———
// Sections that show other collections name which records they draw; home-index.ts assembles them.

const home = page("home");
export const homeMeta = home.meta;
/** Spec §2 Home 1 and §9: four slides (digital ecosystems, AI insights, Salesforce architecture, DevOps). */
export const heroSlides = home.slides;
/** Spec §2 Home 2: the four industries the home page features, in order. */
export const homeIndustrySlugs: readonly IndustrySlug[] = home.featured.industries;
/** Spec §2 Home 4 and §9: six cloud cards, three per page. */
export const homeCloudSlugs: readonly CloudSlug[] = home.featured.clouds;
export const CLOUDS_PER_PAGE = 3;
/** Spec §2 Home 8: three teasers, one each from the public sector, retail and AI work. */
export const homeCaseStudySlugs: readonly string[] = home.featured.caseStudies;

/** A logo in the partner strip: a simple-icons path where the package has the brand, else a wordmark. */
export type PartnerLogo = { name: string; mark?: string };
/**
 * simple-icons carries Snowflake and GitHub; it has no mark for Salesforce-owned brands or AWS, so
 * those are wordmarks. A logo whose name is not here is drawn as its name.
 */
const logoMarks: Record<string, string> = { Snowflake: siSnowflake.path, GitHub: siGithub.path };
/** Spec §2 Home 3: seven logos from the Salesforce ecosystem we build with. */
export const partnerLogos: PartnerLogo[] = home.partnerLogos.map(({ name }) =>
  logoMarks[name] ? { name, mark: logoMarks[name] } : { name },
);
/** Spec §2 Home 5: six strength badges around the centre mark. */
export const strengths = home.strengths;
/** Spec §2 Home 6 and §9: exactly six steps, Discovery & Strategy first (and selected first, §4). */
export const methodologySteps = home.methodology;
/** Spec §9: the four home stat tiles, values and meanings exactly. */
export const inquiryStats = list("home-stats").stats;
/** Section words: eyebrow, heading, lead and link labels, in page order. */
export const homeCopy = home.copy;
