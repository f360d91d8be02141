import type { z } from "zod";
import data from "./data/pages/industries.json" with { type: "json" };
import type { industriesPageSchema } from "./schemas";
import { withSite } from "./site";

/**
 * The Industries page (spec §2 "Industries page"): six cards, titles exactly and in order, each
 * with key challenges and solutions, in src/content/data/pages/industries.json. The page builds the
 * closing button to the contact page.
 */
export const industriesOverview = withSite(data as z.infer<typeof industriesPageSchema>);
