import type { z } from "zod";
import data from "./data/pages/not-found.json" with { type: "json" };
import type { notFoundPageSchema } from "./schemas";
import { withSite } from "./site";

/** Spec §2: the 404 page's texts, exactly: src/content/data/pages/not-found.json. */
export const notFound = withSite(data as z.infer<typeof notFoundPageSchema>);
