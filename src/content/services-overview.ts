import data from "./data/pages/services.json" with { type: "json" };
import { fromFile } from "./data-files";
import { servicesPageSchema } from "./schemas";
import { withSite } from "./site";

/**
 * The Services page (spec §2 "Services page"): eight cards, titles exactly and in order, in
 * src/content/data/pages/services.json. The page builds each card's 'Inquire About This Service'
 * link and the closing 'Schedule a Free Consultation' button.
 */
export const servicesOverview = withSite(fromFile("pages/services", servicesPageSchema, data));
