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
          `${problems.length} problem(s) in ${collectionDirs[collection]} (README "Writing an article"):\n${problems.join("\n")}`,
        );
      }
      await files.load(context);
    },
  };
}
