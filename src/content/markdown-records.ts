import type { ArticleRecord } from "./article-index";
import type { CaseStudyRecord } from "./case-study-index";
import { publishedFiles } from "./markdown";
import { articleFrontmatter, caseStudyFrontmatter } from "./schemas";

/**
 * The published articles and case studies as records, read straight from the files (Node only):
 * what the content collections give the pages, for tests that compare pages with their files.
 */
export function articleRecordsFromFiles(root = process.cwd()): ArticleRecord[] {
  return publishedFiles("articles", root).map((file) => ({
    slug: file.slug,
    data: articleFrontmatter().parse(file.data),
    body: file.body,
  }));
}

export function caseStudyRecordsFromFiles(root = process.cwd()): CaseStudyRecord[] {
  return publishedFiles("caseStudies", root).map((file) => ({
    slug: file.slug,
    data: caseStudyFrontmatter().parse(file.data),
    body: file.body,
  }));
}
