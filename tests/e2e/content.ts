import { articleCards, newestFirst } from "../../src/content/article-index";
import { caseStudiesNewestFirst } from "../../src/content/case-study-index";
import { articleRecordsFromFiles, caseStudyRecordsFromFiles } from "../../src/content/markdown-records";

/** The published Markdown articles and case studies, for tests that compare pages with their files. */
export const articleRecords = articleRecordsFromFiles();
export const caseStudyRecords = caseStudyRecordsFromFiles();
/** Newest first, as the hub and the list page show them. */
export const articles = newestFirst(articleRecords);
export const cards = articleCards(articleRecords);
export const caseStudies = caseStudiesNewestFirst(caseStudyRecords);

/**
 * The articles site search should find for `query`, newest first: those whose indexed words (title,
 * author and body; src/components/pages/article-page.tsx leaves the rest out) contain a word
 * starting with the stem of every query word. Pagefind stems English words ("security" and
 * "secure" are one word to it); dropping a common ending is close enough for the test's queries.
 */
export function articlesMentioning(query: string) {
  const stems = query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/(ity|ing|ed|es|s|e)$/, ""));
  return articles.filter((article) => {
    const record = articleRecords.find((candidate) => candidate.slug === article.slug);
    const text = [article.title, article.author.name, article.author.role, record?.body ?? ""]
      .join(" ")
      .toLocaleLowerCase();
    return stems.every((stem) => new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(text));
  });
}
