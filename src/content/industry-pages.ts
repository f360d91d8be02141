import { readRecordFolder } from "./data-files";
import { withSite } from "./site";

/**
 * The industries pages (spec §2 "Expertise service pages, cloud pages and industry pages"): one
 * file per page, src/content/data/industries/<slug>.json, the slug being the page's address in
 * src/lib/paths.ts. Read and checked at build time (Node); the pages are static HTML.
 */
export const industryPages = withSite(readRecordFolder("industries"));
