import { paginate } from "~/lib/pager";
import { paths } from "~/lib/paths";
import { fill } from "~/lib/template";
import { type ArticleRecord, articleCards } from "./article-index";
import { type CaseStudyRecord, toCaseStudy } from "./case-study-index";
import type { IconName } from "./icon-names";
import {
  CLOUDS_PER_PAGE,
  heroSlides,
  homeCaseStudySlugs,
  homeCloudSlugs,
  homeCopy,
  homeIndustrySlugs,
  homeMeta,
  inquiryStats,
  methodologySteps,
  partnerLogos,
  principles,
  strengths,
} from "./pages";
import { records } from "./read";

const cloudPages = records("clouds");
const industryPages = records("industries");

/** Spec §3 "Industry card (home)" and "Cloud card": title, description, link (plus the page's icon). */
export type LinkCardData = { title: string; description: string; icon: IconName; to: string };

/** Spec §3 "Case study teaser": clientName, title, summary, link. */
export type CaseStudyTeaserData = { clientName: string; title: string; summary: string; category: string; to: string };

/** Number of newest articles the blog teaser shows (decisions.md "Content": the three newest). */
export const BLOG_TEASER_COUNT = 3;
/** The knowledge hub's two-column grid takes the next two articles, so no card repeats a teaser. */
export const KNOWLEDGE_HUB_COUNT = 2;

/**
 * Everything the home page shows, assembled from the records at build time (the route's loader).
 * Industry, cloud, case study, article and principle texts come from their own collections, so the
 * home page can never disagree with the pages it links to.
 */
export function homePageData(content: { articles: ArticleRecord[]; caseStudies: CaseStudyRecord[] }) {
  const copy = homeCopy;
  const articles = articleCards(content.articles);
  const cloudCards: LinkCardData[] = homeCloudSlugs.map((slug) => {
    const page = cloudPages[slug];
    return { title: page.title, description: page.description, icon: page.heroIcon, to: paths.cloud(slug) };
  });

  return {
    meta: homeMeta,
    copy,
    slides: heroSlides.map((slide, index) => {
      const values = { n: index + 1, total: heroSlides.length, title: slide.title };
      return { ...slide, groupLabel: fill(copy.hero.slideLabel, values), dotLabel: fill(copy.hero.dotLabel, values) };
    }),
    industries: homeIndustrySlugs.map((slug): LinkCardData => {
      const page = industryPages[slug];
      return { title: page.title, description: page.description, icon: page.heroIcon, to: paths.industry(slug) };
    }),
    partners: partnerLogos,
    cloudPages: paginate(cloudCards, CLOUDS_PER_PAGE).map((page) => {
      const values = { start: page.start, end: page.end, total: cloudCards.length };
      return {
        label: fill(copy.clouds.pageLabel, values),
        status: fill(copy.clouds.status, values),
        cards: page.items,
      };
    }),
    strengths,
    steps: methodologySteps.map((step, index) => ({
      ...step,
      stepLabel: fill(copy.methodology.stepLabel, { n: index + 1 }),
    })),
    caseStudies: homeCaseStudySlugs.map((slug): CaseStudyTeaserData => {
      const record = content.caseStudies.find((candidate) => candidate.slug === slug);
      if (!record) throw new Error(`home: no published case study src/content/case-studies/${slug}.md`);
      const study = toCaseStudy(record);
      return {
        clientName: study.client,
        title: study.title,
        summary: study.summary,
        category: study.categoryLabel,
        to: paths.caseStudy(slug),
      };
    }),
    articles: articles.slice(0, BLOG_TEASER_COUNT),
    knowledgeHub: articles.slice(BLOG_TEASER_COUNT, BLOG_TEASER_COUNT + KNOWLEDGE_HUB_COUNT),
    principles,
    stats: inquiryStats,
  };
}

export type HomePageData = ReturnType<typeof homePageData>;
