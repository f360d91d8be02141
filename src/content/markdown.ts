import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { CORE_SCHEMA, load } from "js-yaml";
import { z } from "zod";
import { buildNow, isPending, isPreviewBuild } from "~/lib/schedule";
import { defaultLanguage } from "./languages";
import { articleFrontmatter, caseStudyFrontmatter } from "./schemas";

/**
 * Articles and case studies are Markdown files: `src/content/articles/<slug>.md` and
 * `src/content/case-studies/<slug>.md`, the slug being the file name. This module reads them the
 * way the build does and says, in one line per problem, what is wrong with a file:
 * `src/content/articles/x.md: category: Invalid option: expected one of …`. The content
 * collections (src/content.config.ts) run it before Astro parses an entry, so the build stops
 * with that message; tests, the sitemap and the bench use the same reader.
 */

export const collectionDirs = {
  articles: "src/content/articles",
  caseStudies: "src/content/case-studies",
} as const;
export type CollectionName = keyof typeof collectionDirs;

const schemas = { articles: articleFrontmatter, caseStudies: caseStudyFrontmatter } as const;

export type MarkdownFile = {
  /** Path from the project root, as messages print it. */
  file: string;
  slug: string;
  /** Frontmatter as written (dates stay text: YAML's core schema). */
  data: unknown;
  body: string;
};

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseMarkdown(source: string): { data: unknown; body: string } {
  const match = source.match(frontmatterPattern);
  if (!match) return { data: undefined, body: source };
  return { data: load(match[1] ?? "", { schema: CORE_SCHEMA }) ?? {}, body: match[2] ?? "" };
}

export function slugOf(file: string): string {
  return basename(file).replace(/\.md$/, "");
}

function markdownFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(dir, name))
    .sort();
}

/** Every file of a collection, drafts included, read from `root` (the project by default). */
export function readCollection(collection: CollectionName, root = process.cwd()): MarkdownFile[] {
  return markdownFilesIn(resolve(root, collectionDirs[collection])).map((path) => {
    const { data, body } = parseMarkdown(readFileSync(path, "utf8"));
    return { file: relative(root, path), slug: slugOf(path), data, body };
  });
}

/** A photo's `src` names a file next to the Markdown; a missing one is an error of that field. */
function photoFileNextTo(file: string, root: string) {
  return z.string().refine((src) => existsSync(resolve(root, dirname(file), src)), {
    error: (issue) => `file not found: ${String(issue.input)} (relative to ${dirname(file)}/)`,
  });
}

/** One line per problem in a file's frontmatter, `<file>: <field>: <rule>`; none when it is valid. */
export function frontmatterProblems(collection: CollectionName, entry: MarkdownFile, root = process.cwd()): string[] {
  const where = entry.file;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.slug)) {
    return [`${where}: file name: expected lowercase words joined by hyphens, such as data-cloud-guide.md`];
  }
  if (entry.data === undefined) return [`${where}: frontmatter: expected a block between --- lines at the top`];
  const result = schemas[collection](photoFileNextTo(entry.file, root)).safeParse(entry.data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${where}: ${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
}

/** Two files that would be served at the same address (the slug is the file name, folders aside). */
export function duplicateSlugProblems(entries: MarkdownFile[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    const first = seen.get(entry.slug);
    if (first) problems.push(`${entry.file}: file name: ${entry.slug} is already used by ${first}`);
    else seen.set(entry.slug, entry.file);
  }
  return problems;
}

/** Every problem of a collection: frontmatter of each file, and duplicate slugs. */
export function collectionProblems(collection: CollectionName, root = process.cwd()): string[] {
  const entries = readCollection(collection, root);
  return [
    ...entries.flatMap((entry) => frontmatterProblems(collection, entry, root)),
    ...duplicateSlugProblems(entries),
  ];
}

const isDraft = (entry: MarkdownFile) => (entry.data as { draft?: unknown } | undefined)?.draft === true;

/**
 * Whether a build publishes a file: no draft, and no `publishAt` still ahead of the build's "now"
 * (src/lib/schedule.ts), except in a preview build, which shows what is scheduled.
 */
const isLive = (entry: MarkdownFile) => !isDraft(entry) && (isPreviewBuild() || !isPending(entry.data, buildNow()));

/** The files a production build publishes: valid ones, drafts and those scheduled for later left out. */
export function publishedFiles(collection: CollectionName, root = process.cwd()): MarkdownFile[] {
  return readCollection(collection, root).filter(isLive);
}

/** Every file of a collection in `language`: the English ones, or its translations under src/content/i18n/<code>/. */
function filesIn(collection: CollectionName, language: string, root: string): MarkdownFile[] {
  if (language === defaultLanguage.code) return readCollection(collection, root);
  const dir = collectionDirs[collection].replace(/^src\/content\//, `src/content/i18n/${language}/`);
  return markdownFilesIn(resolve(root, dir)).map((path) => {
    const { data, body } = parseMarkdown(readFileSync(path, "utf8"));
    return { file: relative(root, path), slug: slugOf(path), data, body };
  });
}

/**
 * The files a production build publishes in `language` (docs/decisions/026-languages.md): the
 * English ones for the default language; otherwise each translation under
 * src/content/i18n/<code>/ whose English file is published and which is itself published. An article
 * or case study exists in a language only when its file does: it is never filled with English.
 * `data` is the translation's frontmatter, its `translatedFrom` left in.
 */
export function publishedFilesIn(collection: CollectionName, language: string, root = process.cwd()): MarkdownFile[] {
  const english = publishedFiles(collection, root);
  if (language === defaultLanguage.code) return english;
  const published = new Set(english.map((entry) => entry.slug));
  return filesIn(collection, language, root).filter((entry) => published.has(entry.slug) && isLive(entry));
}

/** The files of `language` scheduled for a later moment than `now` (no drafts), each with its `publishAt`. */
export function scheduledFiles(
  collection: CollectionName,
  language = defaultLanguage.code,
  root = process.cwd(),
  now = buildNow(),
): (MarkdownFile & { publishAt: string })[] {
  return filesIn(collection, language, root).flatMap((entry) => {
    const publishAt = (entry.data as { publishAt?: unknown } | undefined)?.publishAt;
    return !isDraft(entry) && typeof publishAt === "string" && isPending(entry.data, now)
      ? [{ ...entry, publishAt }]
      : [];
  });
}
