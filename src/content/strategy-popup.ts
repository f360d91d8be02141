import data from "./data/site/strategy-popup.json" with { type: "json" };
import type { Content } from "./files";
import { withSite } from "./site";

/** The strategy-call popup's words (spec §2 "Strategy-call popup"): src/content/data/site/strategy-popup.json. */
export const strategyPopup = withSite(data as Content<"site/strategy-popup">);
