import { defineCollection } from "astro:content";
import { z } from "zod";
import { recordFolders, type SingletonName, singletonFiles } from "./content/data-files";
import { recordFiles, singletonFile } from "./content/data-loader";
import { markdownFiles, translatedMarkdownFiles } from "./content/markdown-loader";
import { articleFrontmatter, caseStudyFrontmatter } from "./content/schemas";
import { translationFiles } from "./content/translations-loader";

/**
 * Every word of the site is a content file (docs/decisions/015-content-model-and-editor.md):
 * - articles and case studies are Markdown files (docs/authors.md "Writing an article"); a cover photo is
 *   Astro's `image()`, so it goes through the image pipeline;
 * - a page's words, the site's shared words and the lists (open roles, leadership, partners, the
 *   home stats…) are one JSON file each (src/content/data/pages, site, lists);
 * - service, cloud and industry pages are one JSON file per page (src/content/data/services…).
 * Each file is checked against its schema in src/content/schemas.ts before the build uses it, and
 * so is each translation under src/content/i18n/<code>/ (translations-loader.ts), against its
 * English file's.
 */
const singletons = Object.fromEntries(
  (Object.keys(singletonFiles) as SingletonName[]).map((name) => [
    name.replace(/[/-](\w)/g, (_, letter: string) => letter.toUpperCase()),
    defineCollection({ loader: singletonFile(name), schema: singletonFiles[name].zod }),
  ]),
);

/** A translation's frontmatter is its English file's plus `translatedFrom` (docs/authors.md "Languages"). */
function withoutHash<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((data) => {
    if (data === null || typeof data !== "object") return data;
    const { translatedFrom: _hash, ...rest } = data as Record<string, unknown>;
    return rest;
  }, schema);
}

export const collections = {
  articles: defineCollection({
    loader: markdownFiles("articles"),
    schema: ({ image }) => articleFrontmatter(image()),
  }),
  caseStudies: defineCollection({
    loader: markdownFiles("caseStudies"),
    schema: ({ image }) => caseStudyFrontmatter(image()),
  }),
  // The same descriptions read a translation, its `translatedFrom` hash left aside; its cover photo
  // is the English file's (a translation names it relative to the English file), so it stays text.
  translatedArticles: defineCollection({
    loader: translatedMarkdownFiles("articles"),
    schema: withoutHash(articleFrontmatter()),
  }),
  translatedCaseStudies: defineCollection({
    loader: translatedMarkdownFiles("caseStudies"),
    schema: withoutHash(caseStudyFrontmatter()),
  }),
  services: defineCollection({ loader: recordFiles("services"), schema: recordFolders.services.schema }),
  clouds: defineCollection({ loader: recordFiles("clouds"), schema: recordFolders.clouds.schema }),
  industries: defineCollection({ loader: recordFiles("industries"), schema: recordFolders.industries.schema }),
  ...singletons,
  translations: defineCollection({ loader: translationFiles() }),
};
