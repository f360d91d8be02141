import { paths } from "~/content/paths";
import { choiceLabel } from "./choices";
import { defaultLanguage } from "./languages";
import type { CaseStudyFrontmatter, ContentImage } from "./schemas";

/**
 * Case studies as pages and cards: one Markdown file each, the structured parts in
 * the frontmatter and the narrative in the body. Pure but the industry's label (choices.ts), like
 * article-index.ts.
 */
/** What a case study's card shows (components/sections/case-study-card.tsx). */
export type CaseStudyCardData = {
  title: string;
  summary: string;
  category: string;
  image: ContentImage;
  to: string;
};

export type CaseStudyRecord = { slug: string; data: CaseStudyFrontmatter; body: string; photo?: ContentImage };

export type CaseStudy = Omit<CaseStudyFrontmatter, "cover" | "industry" | "draft"> & {
  slug: string;
  /** The industry, shown as the page's and card's label. */
  category: CaseStudyFrontmatter["industry"];
  /** The industry as the study's language writes it (site.json `choices`). */
  categoryLabel: string;
  image: ContentImage;
};

export function toCaseStudy({ slug, data, photo }: CaseStudyRecord, language = defaultLanguage.code): CaseStudy {
  const { cover, industry, draft: _draft, ...rest } = data;
  const drawn = cover.illustration ?? { motif: "briefcase" as const, pattern: "grid" as const };
  const categoryLabel = choiceLabel("caseStudyIndustry", industry, language);
  return {
    ...rest,
    slug,
    category: industry,
    categoryLabel,
    image: photo ?? { kind: "illustration", ...drawn, alt: cover.alt },
  };
}

/** Newest first: the list page's order and the home page's teasers. */
export function caseStudiesNewestFirst(records: CaseStudyRecord[], language = defaultLanguage.code): CaseStudy[] {
  return records
    .map((record) => toCaseStudy(record, language))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function toCard(study: CaseStudy): CaseStudyCardData {
  return {
    title: study.title,
    summary: study.summary,
    category: study.categoryLabel,
    image: study.image,
    to: paths.caseStudy(study.slug),
  };
}
