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
