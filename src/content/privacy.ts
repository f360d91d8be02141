import data from "./data/pages/privacy.json" with { type: "json" };
import { fromFile } from "./data-files";
import { privacyPageSchema } from "./schemas";
import { withSite } from "./site";

/**
 * The Privacy page (spec §2 "Privacy page"): nine sections, numbered by the page, in
 * src/content/data/pages/privacy.json. The privacy e-mail, postal address and 'Last Revised' date
 * come from the site configuration and the visitor's clock, so none of them is written there.
 */
export const privacyPolicy = withSite(fromFile("pages/privacy", privacyPageSchema, data));
