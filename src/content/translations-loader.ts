import { fileURLToPath } from "node:url";
import type { Loader } from "astro/loaders";
import { allTranslationProblems, i18nDir } from "./translations";

/**
 * The build's check of the translations (docs/decisions/026-languages.md): the lines
 * `npm run translations` prints as invalid, `<file> [<code>]: <field>: <rule>`, stop the build, as
 * a bad English file does (data-loader.ts). A stale translation does not: its page is still whole,
 * and `npm run translations -- --strict` is where stale fails. Holds no entries: the pages read a
 * translation with `readIn` (read.ts).
 */
export function translationProblemsOrThrow(root: string): void {
  const problems = allTranslationProblems(root);
  if (problems.length > 0)
    throw new Error(
      `${problems.length} problem(s) in ${i18nDir} (docs/authors.md "Languages"):\n${problems.join("\n")}`,
    );
}

export function translationFiles(): Loader {
  return {
    name: "summit-translations",
    load: async (context) => translationProblemsOrThrow(fileURLToPath(context.config.root)),
  };
}
