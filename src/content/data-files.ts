import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { z } from "zod";
import { dataDir, type RecordFolder, recordFolders, type SingletonName, singletonFiles, singletonPath } from "./files";

export { dataDir, type RecordFolder, recordFolders, type SingletonName, singletonFiles, singletonPath };

function problemsOf(file: string, schema: z.ZodType, root: string): string[] {
  const path = resolve(root, file);
  if (!existsSync(path)) return [`${file}: file: missing`];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return [`${file}: JSON: ${(error as Error).message}`];
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${file}: ${issue.path.join(".") || "file"}: ${issue.message}`);
}

/** One line per problem in a singleton file, `<file>: <field>: <rule>`; none when it is valid. */
export function singletonProblems(name: SingletonName, root = process.cwd()): string[] {
  return problemsOf(singletonPath(name), singletonFiles[name].zod, root);
}

/** Every problem of a record folder: each file against the schema, and files without a route. */
export function recordFolderProblems(folder: RecordFolder, root = process.cwd()): string[] {
  const { schema, slugs } = recordFolders[folder];
  const dir = resolve(root, dataDir, folder);
  const present = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
  const known = new Set<string>(slugs);
  return [
    ...slugs.flatMap((slug) => problemsOf(`${dataDir}/${folder}/${slug}.json`, schema, root)),
    ...present
      .filter((name) => !known.has(name.replace(/\.json$/, "")))
      .map((name) => `${relative(root, join(dir, name))}: file name: no such page in src/content/paths.ts (${folder})`),
  ];
}

/** Every problem in every data file. */
export function dataProblems(root = process.cwd()): string[] {
  return [
    ...(Object.keys(singletonFiles) as SingletonName[]).flatMap((name) => singletonProblems(name, root)),
    ...(Object.keys(recordFolders) as RecordFolder[]).flatMap((folder) => recordFolderProblems(folder, root)),
  ];
}

/**
 * The validated records of a folder, keyed by slug (Node: the build and tests). A problem throws
 * with the same lines the build prints.
 */
export function readRecordFolder<Folder extends RecordFolder>(
  folder: Folder,
  root = process.cwd(),
): Record<(typeof recordFolders)[Folder]["slugs"][number], z.infer<(typeof recordFolders)[Folder]["schema"]>> {
  const problems = recordFolderProblems(folder, root);
  if (problems.length > 0)
    throw new Error(`${problems.length} problem(s) in ${dataDir}/${folder}:\n${problems.join("\n")}`);
  const { schema, slugs } = recordFolders[folder];
  return Object.fromEntries(
    slugs.map((slug) => [
      slug,
      schema.parse(JSON.parse(readFileSync(resolve(root, dataDir, folder, `${slug}.json`), "utf8"))),
    ]),
  ) as never;
}

/**
 * A data file's value as its schema reads it (what the editor leaves empty becomes absent), for the
 * modules that serve it to pages at build time. A problem throws with the build's own lines; the
 * content collections have stopped the build before that could happen.
 */
export function fromFile<Schema extends z.ZodType>(
  name: SingletonName,
  schema: Schema,
  data: unknown,
  language?: string,
): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  // A translation's problem names its file and language, as the build's check does (translations.ts).
  const where = language ? `src/content/i18n/${language}/data/${name}.json [${language}]` : singletonPath(name);
  throw new Error(
    result.error.issues.map((issue) => `${where}: ${issue.path.join(".") || "file"}: ${issue.message}`).join("\n"),
  );
}
