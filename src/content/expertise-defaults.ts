import { fill } from "~/lib/template";
import data from "./data/site/expertise-template.json" with { type: "json" };
import { fromFile } from "./data-files";
import { expertiseTemplateSchema } from "./schemas";
import { withSite } from "./site";

const words = withSite(fromFile("site/expertise-template", expertiseTemplateSchema, data));

/**
 * Headings and labels the expertise, cloud and industry template uses around each record:
 * src/content/data/site/expertise-template.json.
 */
export const expertiseDefaults = {
  ...words,
  stageLabel: (number: number) => fill(words.stageLabel, { n: number }),
  ctaHeading: (title: string) => fill(words.ctaHeading, { title }),
};
