import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { z } from "zod";
import {
  dataDir,
  type RecordFolder,
  recordFolders,
  type SingletonName,
  singletonFiles,
  singletonPath,
  untranslatedFiles,
} from "./files";
import { translatedLanguages } from "./languages";
import { type CollectionName, collectionDirs, parseMarkdown, readCollection } from "./markdown";
import { articleFrontmatter, caseStudyFrontmatter } from "./schemas";

/**
 * Translations (docs/decisions/026-languages.md, docs/authors.md "Languages"). English is the source of
 * truth where it is; a translation mirrors its English file's path under src/content/i18n/<code>/
 * (src/content/data/pages/home.json → src/content/i18n/de/data/pages/home.json) and is checked by
 * the same description (schemas.ts), with one key more, first: `translatedFrom`, the first 12 hex
 * characters of the sha256 of the English file's bytes it was made from. When the English file
 * changes, its hash does and the translation is **stale** until a translator updates it and the
 * hash. Node only: the build's check (content.config.ts), `npm run translations` and tests.
 */
export const i18nDir = "src/content/i18n";

/** Whether a page can exist in a language without this file (articles and case studies). */
export type SourceKind = "data" | "article" | "case study";

export type Source = {
  /** The English file, from the project root: src/content/data/pages/home.json. */
  file: string;
  kind: SourceKind;
  /** Checks a translation's record, `translatedFrom` stripped; `file` is the translation's path. */
  problems: (data: unknown, translationFile: string, root: string) => string[];
};

const hashPattern = /^[0-9a-f]{12}$/;

/** The first 12 hex characters of the sha256 of a file's bytes: what `translatedFrom` records. */
export function sourceHash(bytes: string | Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 12);
}

/** Where a language's translation of an English file lives. */
export function translationPath(sourceFile: string, language: string): string {
  if (!sourceFile.startsWith("src/content/")) throw new Error(`${sourceFile}: not a content file`);
  return `${i18nDir}/${language}/${sourceFile.slice("src/content/".length)}`;
}

function issuesOf(schema: z.ZodType, data: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join(".") || "file", message: issue.message }));
}

function dataSource(file: string, schema: z.ZodType): Source {
  return {
    file,
    kind: "data",
    problems: (data) => issuesOf(schema, data).map(({ path, message }) => `${path}: ${message}`),
  };
}

/** A translated Markdown file shares its English file's photos (src/content/<folder>/images). */
function markdownSource(collection: CollectionName, file: string): Source {
  const frontmatter = collection === "articles" ? articleFrontmatter : caseStudyFrontmatter;
  return {
    file,
    kind: collection === "articles" ? "article" : "case study",
    problems: (data, _translationFile, root) => {
      const photo = z.string().refine((src) => existsSync(resolve(root, dirname(file), src)), {
        error: (issue) => `file not found: ${String(issue.input)} (relative to ${dirname(file)}/)`,
      });
      return issuesOf(frontmatter(photo), data).map(({ path, message }) => `${path}: ${message}`);
    },
  };
}

/** Every English file a language may translate, in the editor's order. */
export function translatableSources(root = process.cwd()): Source[] {
  const singletons = (Object.keys(singletonFiles) as SingletonName[])
    .filter((name) => !untranslatedFiles.has(name))
    .map((name) => dataSource(singletonPath(name), singletonFiles[name].zod));
  const records = (Object.keys(recordFolders) as RecordFolder[]).flatMap((folder) =>
    recordFolders[folder].slugs.map((slug) =>
      dataSource(`${dataDir}/${folder}/${slug}.json`, recordFolders[folder].schema),
    ),
  );
  const markdown = (Object.keys(collectionDirs) as CollectionName[]).flatMap((collection) =>
    readCollection(collection, root).map((entry) => markdownSource(collection, entry.file)),
  );
  return [...singletons, ...records, ...markdown];
}

/** A translation's record and the hash it was made from, or why it cannot be read. */
export function readTranslationFile(
  file: string,
  root = process.cwd(),
): { data: unknown; body?: string; translatedFrom: unknown } | { error: string } {
  const text = readFileSync(resolve(root, file), "utf8");
  if (file.endsWith(".md")) {
    const { data, body } = parseMarkdown(text);
    if (data === undefined || data === null || typeof data !== "object")
      return { error: "frontmatter: expected a block between --- lines at the top" };
    const { translatedFrom, ...rest } = data as Record<string, unknown>;
    return { data: rest, body, translatedFrom };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `JSON: ${(error as Error).message}` };
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    return { error: "file: expected an object" };
  const { translatedFrom, ...rest } = parsed as Record<string, unknown>;
  return { data: rest, translatedFrom };
}

export type TranslationState = {
  source: Source;
  /** The translation's path, whether or not it exists. */
  file: string;
  /** missing: no file; stale: made from another version of the English file; current: made from this one. */
  state: "missing" | "stale" | "current";
  /** The English file's hash now. */
  hash: string;
  translatedFrom?: string;
};

/** Each English file's translation into `language`: missing, stale or current. */
export function translationStatus(language: string, root = process.cwd()): TranslationState[] {
  return translatableSources(root).map((source) => {
    const file = translationPath(source.file, language);
    const hash = sourceHash(readFileSync(resolve(root, source.file)));
    if (!existsSync(resolve(root, file))) return { source, file, state: "missing", hash };
    const read = readTranslationFile(file, root);
    const translatedFrom = "error" in read || typeof read.translatedFrom !== "string" ? undefined : read.translatedFrom;
    return {
      source,
      file,
      hash,
      state: translatedFrom === hash ? "current" : "stale",
      ...(translatedFrom === undefined ? {} : { translatedFrom }),
    };
  });
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => /\.(json|md)$/.test(path))
    .sort();
}

/**
 * One line per problem in a language's translations, `<file> [<code>]: <field>: <rule>`: a
 * translation that its description refuses (a required field missing, too long…), one without a
 * `translatedFrom` hash, and a file with no English file to translate. None when all are valid.
 */
export function translationProblems(language: string, root = process.cwd()): string[] {
  const sources = new Map(translatableSources(root).map((source) => [translationPath(source.file, language), source]));
  return filesUnder(resolve(root, i18nDir, language)).flatMap((path) => {
    const file = relative(root, path).split("\\").join("/");
    const at = `${file} [${language}]`;
    const source = sources.get(file);
    if (!source)
      return [
        `${at}: file: no English file to translate at ${file.replace(`${i18nDir}/${language}/`, "src/content/")}`,
      ];
    const read = readTranslationFile(file, root);
    if ("error" in read) return [`${at}: ${read.error}`];
    const hash =
      typeof read.translatedFrom === "string" && hashPattern.test(read.translatedFrom)
        ? []
        : [
            `${at}: translatedFrom: expected the first 12 hex characters of the English file's sha256 (docs/authors.md "Languages")`,
          ];
    return [...hash, ...source.problems(read.data, file, root).map((problem) => `${at}: ${problem}`)];
  });
}

/** Every problem of every translated language's files (the build stops on any). */
export function allTranslationProblems(root = process.cwd()): string[] {
  return translatedLanguages.flatMap((language) => translationProblems(language.code, root));
}

export type TranslationReport = { lines: string[]; stale: number; problems: number };

/**
 * What `npm run translations` prints: per language, the files whose translation is stale (the
 * English changed since) or refused by its description, then those not translated yet (an article
 * or case study needs none: its page exists only in the languages it is written in).
 */
export function translationReport(root = process.cwd()): TranslationReport {
  const lines: string[] = [];
  let stale = 0;
  let problems = 0;
  for (const language of translatedLanguages) {
    const status = translationStatus(language.code, root);
    const invalid = translationProblems(language.code, root);
    const staleFiles = status.filter((entry) => entry.state === "stale");
    const missing = status.filter((entry) => entry.state === "missing");
    const current = status.filter((entry) => entry.state === "current").length;
    stale += staleFiles.length;
    problems += invalid.length;
    lines.push(
      `${language.code} (${language.name}): ${current} current, ${staleFiles.length} stale, ${missing.length} missing, ${invalid.length} problem(s)`,
    );
    for (const entry of staleFiles)
      lines.push(
        `  stale    ${entry.file} (made from ${entry.translatedFrom ?? "no hash"}, ${entry.source.file} is now ${entry.hash})`,
      );
    for (const problem of invalid) lines.push(`  invalid  ${problem}`);
    for (const entry of missing)
      lines.push(
        `  missing  ${entry.file}${entry.source.kind === "data" ? "" : ` (optional: the ${entry.source.kind} is then not in ${language.name})`}`,
      );
  }
  return { lines, stale, problems };
}
