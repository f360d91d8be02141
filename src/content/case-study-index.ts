import type { CaseStudyCardData } from "~/components/sections/case-study-card";
import { paths } from "~/lib/paths";
import type { CaseStudyFrontmatter, ContentImage } from "./schemas";

/**
 * Case studies as pages and cards: one Markdown file each, the structured parts in
 * the frontmatter and the narrative in the body. Pure, like article-index.ts.
 */
export type CaseStudyRecord = { slug: string; data: CaseStudyFrontmatter; body: string; photo?: ContentImage };

export type CaseStudy = Omit<CaseStudyFrontmatter, "cover" | "industry" | "draft"> & {
  slug: string;
  /** The industry, shown as the page's and card's label. */
  category: CaseStudyFrontmatter["industry"];
  image: ContentImage;
};

export function toCaseStudy({ slug, data, photo }: CaseStudyRecord): CaseStudy {
  const { cover, industry, draft: _draft, ...rest } = data;
  const drawn = cover.illustration ?? { motif: "briefcase" as const, pattern: "grid" as const };
  return { ...rest, slug, category: industry, image: photo ?? { kind: "illustration", ...drawn, alt: cover.alt } };
}

/** Newest first: the list page's order and the home page's teasers. */
export function caseStudiesNewestFirst(records: CaseStudyRecord[]): CaseStudy[] {
  return records.map(toCaseStudy).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function toCard(study: CaseStudy): CaseStudyCardData {
  return {
    title: study.title,
    summary: study.summary,
    category: study.category,
    image: study.image,
    to: paths.caseStudy(study.slug),
  };
}
