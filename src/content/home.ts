import { siGithub, siSnowflake } from "simple-icons";
import type { CloudSlug, IndustrySlug } from "~/lib/paths";
import statsData from "./data/lists/home-stats.json" with { type: "json" };
import data from "./data/pages/home.json" with { type: "json" };
import { fromFile } from "./data-files";
import { homePageSchema, homeStatsSchema, type PartnerLogo } from "./schemas";
import { withSite } from "./site";

/**
 * The home page's own words and records (spec §2 "Home page", §3, §9), in
 * src/content/data/pages/home.json, and its four stat tiles in src/content/data/lists/home-stats.json.
 * Sections that show other collections (industries, clouds, case studies, articles, principles)
 * name which records they draw, and `home-index.ts` assembles them, so no text is copied from one
 * record into another.
 *
 * Everything here is plain data: the page reads it at build time, so it travels in the
 * pre-rendered HTML rather than in the JavaScript bundle.
 */
const home = withSite(fromFile("pages/home", homePageSchema, data));

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
export const inquiryStats = withSite(fromFile("lists/home-stats", homeStatsSchema, statsData)).stats;

/** Section words: eyebrow, heading, lead and link labels, in page order. */
export const homeCopy = home.copy;
