import data from "./data/pages/not-found.json" with { type: "json" };
import { fromFile } from "./data-files";
import { notFoundPageSchema } from "./schemas";
import { withSite } from "./site";

/** Spec §2: the 404 page's texts, exactly: src/content/data/pages/not-found.json. */
export const notFound = withSite(fromFile("pages/not-found", notFoundPageSchema, data));
