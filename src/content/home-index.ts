import { paths } from "~/content/paths";
import { paginate } from "~/lib/pager";
import { fill } from "~/lib/template";
import { type ArticleRecord, articleCards } from "./article-index";
import { type CaseStudyRecord, toCaseStudy } from "./case-study-index";
import type { IconName } from "./icon-names";
import { defaultLanguage } from "./languages";
import { hrefIn } from "./page-languages";
import { CLOUDS_PER_PAGE, homeIn, principlesIn } from "./pages";
import { recordIn } from "./read";

/** A home page industry or cloud card: title, description, link (plus the page's icon). */
export type LinkCardData = { title: string; description: string; icon: IconName; to: string };

/** A home page case study teaser: clientName, title, summary, link. */
export type CaseStudyTeaserData = { clientName: string; title: string; summary: string; category: string; to: string };

/** How many of the newest articles the blog teaser shows (docs/requirements.md "The home page"). */
export const BLOG_TEASER_COUNT = 3;
/** The knowledge hub's two-column grid takes the next two articles, so no card repeats a teaser. */
export const KNOWLEDGE_HUB_COUNT = 2;

/**
 * The home hero's heading, words and slides in a language. The carousel is an
 * island, rendered without the page's language: its slides' links are given in it, and a link to a
 * page with no translation there is left out.
 */
export function heroIn(language: string) {
  const { copy, slides } = homeIn(language);
  const here = hrefIn(language);
  // A slide whose every button leads to a page the language has not is left out with them: a
  // pitch that leads nowhere is a dead end (docs/decisions/039-pages-missing-in-a-language.md).
  const shown = slides.flatMap((slide) => {
    const buttons = slide.buttons.flatMap((button) => {
      const to = here(button.to);
      return to === undefined ? [] : [{ ...button, to }];
    });
    return buttons.length === 0 && slide.buttons.length > 0 ? [] : [{ ...slide, buttons }];
  });
  return {
    heading: copy.hero.heading,
    copy: copy.hero,
    slides: shown.map((slide, index) => {
      const values = { n: index + 1, total: shown.length, title: slide.title };
      return {
        ...slide,
        groupLabel: fill(copy.hero.slideLabel, values),
        dotLabel: fill(copy.hero.dotLabel, values),
      };
    }),
  };
}

/**
 * Everything the home page shows, assembled from the records at build time (the route's loader).
 * Industry, cloud, case study, article and principle texts come from their own collections, so the
 * home page can never disagree with the pages it links to.
 */
export function homePageData(
  content: { articles: ArticleRecord[]; caseStudies: CaseStudyRecord[] },
  language: string = defaultLanguage.code,
) {
  const home = homeIn(language);
  const copy = home.copy;
  // A card whose page has no translation in the language is left out (docs/decisions/026-languages.md).
  const here = hrefIn(language);
  const exists = (to: string) => here(to) !== undefined;
  // `content` holds the records written in `language` (collections.ts `articleRecordsIn`).
  const articles = articleCards(content.articles, language).filter((card) => exists(paths.article(card.slug)));
  const cloudCards: LinkCardData[] = home.cloudSlugs.flatMap((slug) => {
    const page = recordIn("clouds", slug, language);
    if (!page) return [];
    // The pager is rendered on its own, outside the page's language: its links are given in it.
    return [
      { title: page.title, description: page.description, icon: page.heroIcon, to: here(paths.cloud(slug)) ?? "" },
    ];
  });
  return {
    meta: home.meta,
    copy,
    slides: heroIn(language).slides,
    industries: home.industrySlugs.flatMap((slug): LinkCardData[] => {
      const page = recordIn("industries", slug, language);
      if (!page) return [];
      return [{ title: page.title, description: page.description, icon: page.heroIcon, to: paths.industry(slug) }];
    }),
    partners: home.partnerLogos,
    cloudPages: paginate(cloudCards, CLOUDS_PER_PAGE).map((page) => {
      const values = { start: page.start, end: page.end, total: cloudCards.length };
      return {
        label: fill(copy.clouds.pageLabel, values),
        status: fill(copy.clouds.status, values),
        cards: page.items,
      };
    }),
    strengths: home.strengths,
    steps: home.methodology.map((step, index) => ({
      ...step,
      stepLabel: fill(copy.methodology.stepLabel, { n: index + 1 }),
    })),
    caseStudies: home.caseStudySlugs
      .filter((slug) => exists(paths.caseStudy(slug)))
      .map((slug): CaseStudyTeaserData => {
        const record = content.caseStudies.find((candidate) => candidate.slug === slug);
        if (!record) throw new Error(`home: no published case study src/content/case-studies/${slug}.md`);
        const study = toCaseStudy(record, language);
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
    principles: principlesIn(language),
    stats: home.stats,
  };
}

export type HomePageData = ReturnType<typeof homePageData>;
