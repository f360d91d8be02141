import type { CaseStudyCardData } from "~/components/sections/case-study-card";
import { paths } from "~/lib/paths";
import { caseStudies } from "./case-studies";
import type { CaseStudy } from "./schemas";

/** Cards for the list page and the home page's teasers, drawn from the same records. */
export function caseStudyCards(): CaseStudyCardData[] {
  return caseStudies.map(toCard);
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

export function findCaseStudy(path: string): CaseStudy | undefined {
  return caseStudies.find((study) => paths.caseStudy(study.slug) === path);
}
