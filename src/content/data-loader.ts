import { fileURLToPath } from "node:url";
import { file, glob, type Loader } from "astro/loaders";
import {
  dataDir,
  type RecordFolder,
  recordFolderProblems,
  type SingletonName,
  singletonPath,
  singletonProblems,
} from "./data-files";

/**
 * Astro loaders for the data files (src/content/data-files.ts), checked first the way the Markdown
 * collections are (markdown-loader.ts): a bad file stops the build with one line per problem that
 * names the file, the field and the rule. Astro's own messages name the entry, not the file.
 */
function checked(what: string, problems: (root: string) => string[], loader: Loader): Loader {
  return {
    name: "summit-data-files",
    load: async (context) => {
      const found = problems(fileURLToPath(context.config.root));
      if (found.length > 0) {
        throw new Error(
          `${found.length} problem(s) in ${what} (docs/authors.md "Editing the site"):\n${found.join("\n")}`,
        );
      }
      await loader.load(context);
    },
  };
}

/** One file, one entry (its name, e.g. `home`): a page's words or a list. */
export function singletonFile(name: SingletonName): Loader {
  const id = name.split("/").at(-1) ?? name;
  return checked(
    singletonPath(name),
    (root) => singletonProblems(name, root),
    file(singletonPath(name), {
      parser: (text) => ({ [id]: JSON.parse(text) }),
    }),
  );
}

/** A folder of one file per record, the slug being the file name. */
export function recordFiles(folder: RecordFolder): Loader {
  return checked(
    `${dataDir}/${folder}`,
    (root) => recordFolderProblems(folder, root),
    glob({
      pattern: "*.json",
      base: `./${dataDir}/${folder}`,
    }),
  );
}
