import { defineCollection } from "astro:content";
import { markdownFiles } from "./content/markdown-loader";
import { articleFrontmatter, caseStudyFrontmatter } from "./content/schemas";

/**
 * Articles and case studies are Markdown files (README "Writing an article"). The schemas are the
 * ones src/content/markdown.ts checks each file against; here a cover photo is Astro's `image()`,
 * so it goes through the image pipeline.
 */
export const collections = {
  articles: defineCollection({
    loader: markdownFiles("articles"),
    schema: ({ image }) => articleFrontmatter(image()),
  }),
  caseStudies: defineCollection({
    loader: markdownFiles("caseStudies"),
    schema: ({ image }) => caseStudyFrontmatter(image()),
  }),
};
