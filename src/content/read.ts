import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { z } from "zod";
import { fromFile, readRecordFolder } from "./data-files";
import type { Content, RecordFolder, SingletonName } from "./files";
import { recordFolders, singletonFiles, singletonPath } from "./files";
import { defaultLanguage, isLanguage } from "./languages";
import { readFile, readFileIn } from "./site";

/**
 * The one typed reader of the site's data files (docs/decisions/020-one-description.md):
 * `page("about")`, `list("jobs")`, `shared("forms")` or `read("pages/about")` return the file's
 * record, checked against its description and typed by it, with `{site.…}` filled in; `records`
 * returns a folder of service, cloud or industry pages by slug. Pages and their components read
 * here at build time; what they derive from the records (indexes, paths, cards, filled-in
 * templates) stays in its own module.
 *
 * Where Vite runs (the build, the dev server, Vitest) the English files are imported, every one
 * under data/pages, data/site and data/lists by one glob, so the dev server reloads a page when
 * its file changes (the editor's preview) and a new file needs no line here; elsewhere (the
 * Playwright specs, the build's own scripts) they are read from disk. Each record goes through `readFile` (site.ts), the one typed
 * reader, after its description has checked it. Islands never import this module, which holds
 * every file, zod and the descriptions: they call `readFile` on the one file they import
 * (forms.ts, search.ts, blog-copy.ts, navigation.ts, blog-categories.ts, the popup).
 */
const imported = import.meta.env
  ? import.meta.glob<unknown>("./data/{pages,site,lists}/*.json", { eager: true, import: "default" })
  : undefined;
const fromDisk = new Map<SingletonName, unknown>();

/** A data file's English record as it stands in the file, before its description has checked it. */
function english(name: SingletonName): unknown {
  if (imported) return imported[`./data/${name}.json`];
  if (!fromDisk.has(name))
    fromDisk.set(name, JSON.parse(readFileSync(resolve(process.cwd(), singletonPath(name)), "utf8")));
  return fromDisk.get(name);
}

export function read<Name extends SingletonName>(name: Name): Content<Name> {
  return readFile<Name>(fromFile(name, singletonFiles[name].zod, english(name)));
}

type In<Folder extends string> = SingletonName extends infer Name
  ? Name extends `${Folder}/${infer Base}`
    ? Base
    : never
  : never;

/** A page's own words: `page("about")` is src/content/data/pages/about.json. */
export const page = <Name extends In<"pages">>(name: Name) => read(`pages/${name}` as `pages/${Name}`);
/** A list a marketer adds to: `list("jobs")` is src/content/data/lists/jobs.json. */
export const list = <Name extends In<"lists">>(name: Name) => read(`lists/${name}` as `lists/${Name}`);
/** Words every page shares: `shared("forms")` is src/content/data/site/forms.json. */
export const shared = <Name extends In<"site">>(name: Name) => read(`site/${name}` as `site/${Name}`);

/** The service, cloud or industry pages, by slug (src/content/data/services/<slug>.json…). */
export const records = <Folder extends RecordFolder>(folder: Folder) => readFile(readRecordFolder(folder));

/**
 * A data file's record in a language: the English file's for the default language, the
 * translation's otherwise (src/content/i18n/<code>/data/<name>.json, its `translatedFrom` left out,
 * checked by the English file's description), or `undefined` when the language has no such file:
 * the page that needs it has no address in that language (page-languages.ts), it is never filled
 * with English. Read from disk (the build and tests run from the project root), so that a missing
 * translation is an answer, `undefined`, rather than a module that fails to load.
 */
export function readIn<Name extends SingletonName>(name: Name, language: string): Content<Name> | undefined {
  if (language === defaultLanguage.code) return read(name);
  if (!isLanguage(language)) return undefined;
  const path = resolve(process.cwd(), `src/content/i18n/${language}/data/${name}.json`);
  if (!existsSync(path)) return undefined;
  const { translatedFrom: _hash, ...record } = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  return readFileIn<Name>(fromFile(name, singletonFiles[name].zod, record, language), language);
}

/**
 * A service, cloud or industry page's record in a language: the English file's for the default
 * language, the translation's (src/content/i18n/<code>/data/<folder>/<slug>.json) otherwise, or
 * `undefined` when the language has none. Checked by the folder's description, as `readIn`.
 */
export function recordIn<Folder extends RecordFolder>(
  folder: Folder,
  slug: (typeof recordFolders)[Folder]["slugs"][number],
  language: string,
): z.infer<(typeof recordFolders)[Folder]["schema"]> | undefined {
  if (language === defaultLanguage.code) return records(folder)[slug];
  if (!isLanguage(language)) return undefined;
  const path = resolve(process.cwd(), `src/content/i18n/${language}/data/${folder}/${slug}.json`);
  if (!existsSync(path)) return undefined;
  const { translatedFrom: _hash, ...record } = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  const result = recordFolders[folder].schema.safeParse(record);
  if (!result.success)
    throw new Error(
      result.error.issues
        .map((issue) => `${path} [${language}]: ${issue.path.join(".") || "file"}: ${issue.message}`)
        .join("\n"),
    );
  return readFileIn(result.data, language) as z.infer<(typeof recordFolders)[Folder]["schema"]>;
}
