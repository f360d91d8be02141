import data from "./data/pages/industries.json" with { type: "json" };
import { fromFile } from "./data-files";
import { industriesPageSchema } from "./schemas";
import { withSite } from "./site";

/**
 * The Industries page (spec §2 "Industries page"): six cards, titles exactly and in order, each
 * with key challenges and solutions, in src/content/data/pages/industries.json. The page builds the
 * closing button to the contact page.
 */
export const industriesOverview = withSite(fromFile("pages/industries", industriesPageSchema, data));
