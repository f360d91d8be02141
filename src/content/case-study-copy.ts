import data from "./data/pages/case-studies.json" with { type: "json" };
import { fromFile } from "./data-files";
import { caseStudiesPageSchema } from "./schemas";
import { withSite } from "./site";

/** The words around the case study records (list page, detail template): src/content/data/pages/case-studies.json. */
export const caseStudyCopy = withSite(fromFile("pages/case-studies", caseStudiesPageSchema, data));
