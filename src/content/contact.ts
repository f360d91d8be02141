import data from "./data/pages/contact.json" with { type: "json" };
import { fromFile } from "./data-files";
import { contactPageSchema } from "./schemas";
import { withSite } from "./site";

/**
 * The contact page (spec §2 "Contact page"): src/content/data/pages/contact.json. The address,
 * e-mail and phone themselves come from the site configuration (decisions.md 11); the file holds
 * the words around them.
 */
export const contactPage = withSite(fromFile("pages/contact", contactPageSchema, data));
