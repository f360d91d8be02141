import { readRecordFolder } from "./data-files";
import { withSite } from "./site";

/**
 * The services pages (spec §2 "Expertise service pages, cloud pages and industry pages"): one
 * file per page, src/content/data/services/<slug>.json, the slug being the page's address in
 * src/lib/paths.ts. Read and checked at build time (Node); the pages are static HTML.
 */
export const servicePages = withSite(readRecordFolder("services"));
