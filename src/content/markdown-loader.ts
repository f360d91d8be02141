import { fileURLToPath } from "node:url";
import { glob, type Loader } from "astro/loaders";
import { type CollectionName, collectionDirs, collectionProblems, slugOf } from "./markdown";

/**
 * Astro's glob loader for one folder of Markdown files, with the slug taken from the file name,
 * checked first by src/content/markdown.ts: a bad file stops the build with one line per problem
 * that names the file, the field and the rule, and two files with the same name are refused.
 */
export function markdownFiles(collection: CollectionName): Loader {
  const files = glob({
    pattern: "**/*.md",
    base: `./${collectionDirs[collection]}`,
    generateId: ({ entry }) => slugOf(entry),
  });
  return {
    name: "summit-markdown-files",
    load: async (context) => {
      const problems = collectionProblems(collection, fileURLToPath(context.config.root));
      if (problems.length > 0) {
        throw new Error(
          `${problems.length} problem(s) in ${collectionDirs[collection]} (docs/authors.md "Writing an article"):\n${problems.join("\n")}`,
        );
      }
      await files.load(context);
    },
  };
}

/**
 * Every language's translations of a collection (src/content/i18n/<code>/articles/<slug>.md), as
 * entries `<code>/<slug>`: what the pages of an article or case study in another language render
 * (docs/decisions/026-languages.md). The translations' loader (translations-loader.ts) has
 * checked them against their English file's description, naming file, field and language; a
 * translation shares its English file's cover photo (collections.ts).
 */
export function translatedMarkdownFiles(collection: CollectionName): Loader {
  const folder = collectionDirs[collection].slice("src/content/".length);
  return glob({
    pattern: `*/${folder}/**/*.md`,
    base: "./src/content/i18n",
    generateId: ({ entry }) => `${entry.split("/")[0]}/${slugOf(entry)}`,
  });
}
