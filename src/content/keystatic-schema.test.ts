import { readdirSync, readFileSync } from "node:fs";
import { type ComponentSchema, fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import keystatic from "../../keystatic.config";
import { dataDir, recordFolders, type SingletonName, singletonFiles } from "./data-files";
import { articleFrontmatter, caseStudyFrontmatter, jobSchema, jobsSchema } from "./schemas";

/**
 * The editor (keystatic.config.ts) and the build (src/content/schemas.ts) describe the same files
 * twice, in two libraries. This walks both side by side and lists every disagreement: a key on
 * one side only, a list's min/max, a text's limit or whether it is required, a choice's options.
 * Keystatic keeps its limits inside each field's `validate`, so texts and numbers are probed:
 * a field must accept what the schema accepts at the limit and refuse one character more.
 */

type ZodNode = z.core.$ZodType;
type Def = {
  type: string;
  shape?: Record<string, ZodNode>;
  element?: ZodNode;
  innerType?: ZodNode;
  out?: ZodNode;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: Record<string, unknown> } }[];
};
const defOf = (schema: ZodNode) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under `optional`, `default` and `preprocess` wrappers, and whether it may be left out. */
function unwrap(schema: ZodNode): { node: ZodNode; optional: boolean } {
  let node = schema;
  let optional = false;
  for (;;) {
    const def = defOf(node);
    if ((def.type === "optional" || def.type === "default") && def.innerType) {
      optional = true;
      node = def.innerType;
    } else if (def.type === "pipe" && def.out) node = def.out;
    else return { node, optional };
  }
}

function checks(schema: ZodNode): Record<string, unknown>[] {
  return (defOf(schema).checks ?? []).map((check) => check._zod.def);
}

/** min/max of a string's length or an array's size, from the zod checks. */
function limits(schema: ZodNode): { min?: number; max?: number } {
  const result: { min?: number; max?: number } = {};
  for (const check of checks(schema)) {
    if (check.check === "min_length") result.min = check.minimum as number;
    if (check.check === "max_length") result.max = check.maximum as number;
    if (check.check === "length_equals") result.min = result.max = check.length as number;
  }
  return result;
}

const hasFormat = (schema: ZodNode) =>
  defOf(schema).type === "string" &&
  ("format" in defOf(schema) || checks(schema).some((check) => check.check === "string_format"));

type Field = Extract<ComponentSchema, { kind: "form" }>;
const slugContext = { slugField: { slugs: new Set<string>(), glob: "*" as const } };

/** Whether a Keystatic field's `validate` takes a value (fields.slug validates `{ name, slug }`). */
function accepts(field: Field, value: unknown): boolean {
  const isSlugField =
    field.formKind === "slug" && typeof field.serializeWithSlug({ name: "title", slug: "address" }).slug === "string";
  try {
    const validate = field.validate as (...args: unknown[]) => unknown;
    if (isSlugField) validate({ name: value, slug: "a" }, slugContext);
    else validate(value);
    return true;
  } catch {
    return false;
  }
}

/** The value Keystatic holds for "left empty": "" for text, null for dates, images, numbers, links. */
const emptyOf = (field: Field) => (field.formKind === "slug" ? "" : null);

/**
 * `inOptionalGroup`: the field sits in a group the schema lets a file leave out (an article's
 * closing button). Keystatic always writes a group, as `{}` when empty, so there its fields may be
 * optional; the schema then asks for all of them or none, and the build says which is missing.
 */
function disagreements(schema: ZodNode, field: ComponentSchema, where = "", inOptionalGroup = false): string[] {
  const at = where.replace(/\.$/, "") || "(top)";
  const { node, optional } = unwrap(schema);
  const def = defOf(node);

  if (def.type === "object") {
    if (field.kind !== "object") return [`${at}: a group in the schema, a ${field.kind} field in Keystatic`];
    const shape = def.shape ?? {};
    const zodKeys = Object.keys(shape);
    const keystaticKeys = Object.keys(field.fields);
    return [
      ...zodKeys.filter((key) => !(key in field.fields)).map((key) => `${where}${key}: only in the zod schema`),
      ...keystaticKeys.filter((key) => !(key in shape)).map((key) => `${where}${key}: only in keystatic.config.ts`),
      ...zodKeys
        .filter((key) => key in field.fields)
        .flatMap((key) =>
          disagreements(shape[key] as ZodNode, field.fields[key] as ComponentSchema, `${where}${key}.`, optional),
        ),
    ];
  }

  if (def.type === "array") {
    if (field.kind !== "array") return [`${at}: a list in the schema, a ${field.kind} field in Keystatic`];
    const zod = limits(node);
    const length = field.validation?.length ?? {};
    const problems: string[] = [];
    if ((zod.min ?? 0) !== (length.min ?? 0))
      problems.push(`${at}: at least ${zod.min ?? 0} in the schema, ${length.min ?? 0} in Keystatic`);
    if (zod.max !== length.max)
      problems.push(`${at}: at most ${zod.max ?? "any"} in the schema, ${length.max ?? "any"} in Keystatic`);
    return [...problems, ...disagreements(def.element as ZodNode, field.element, `${where}[].`)];
  }

  if (field.kind !== "form") return [`${at}: a ${def.type} in the schema, a ${field.kind} field in Keystatic`];

  if (def.type === "enum" || def.type === "literal") {
    const values = def.type === "enum" ? Object.values(def.entries ?? {}) : (def.values ?? []).map(String);
    const options =
      "options" in field ? (field.options as { value: string }[]).map((option) => option.value) : undefined;
    if (!options) return [`${at}: a choice in the schema, not a select in Keystatic`];
    // An optional choice is offered in the editor as an empty option, which the schema reads as absent.
    const expected = optional ? ["", ...values] : values;
    return [...options].sort().join("|") === [...expected].sort().join("|")
      ? []
      : [`${at}: options ${expected.join("|")} in the schema, ${options.join("|")} in Keystatic`];
  }

  if (def.type === "boolean") {
    return typeof field.defaultValue() === "boolean"
      ? []
      : [`${at}: a yes/no in the schema, not a checkbox in Keystatic`];
  }

  const problems: string[] = [];
  const required = !optional && (def.type !== "string" || hasFormat(node) || (limits(node).min ?? 0) > 0);
  const acceptsEmpty = accepts(field, emptyOf(field));
  if (acceptsEmpty === required && !(inOptionalGroup && acceptsEmpty)) {
    problems.push(`${at}: ${required ? "required" : "optional"} in the schema, not in Keystatic`);
  }

  if (def.type === "number") {
    const min = checks(node).find((check) => check.check === "greater_than");
    if (min && accepts(field, (min.value as number) - 1))
      problems.push(`${at}: Keystatic accepts less than ${min.value}`);
    return problems;
  }

  // Texts with a format (a path, a URL, an e-mail, a date) are checked for required-ness only.
  if (def.type === "string" && !hasFormat(node)) {
    const { max } = limits(node);
    if (max !== undefined && (!accepts(field, "a".repeat(max)) || accepts(field, "a".repeat(max + 1)))) {
      problems.push(`${at}: at most ${max} characters in the schema, not in Keystatic`);
    }
    if (max === undefined && !accepts(field, "a".repeat(5000))) {
      problems.push(`${at}: no character limit in the schema, a limit in Keystatic`);
    }
  }
  return problems;
}

type EditorEntry = { path?: string; schema: Record<string, ComponentSchema> };
const singletons = (keystatic.singletons ?? {}) as Record<string, EditorEntry>;
const collections = (keystatic.collections ?? {}) as Record<string, EditorEntry>;
const singletonAt = (path: string) => Object.entries(singletons).find(([, singleton]) => singleton.path === path);
const collectionAt = (path: string) => Object.entries(collections).find(([, collection]) => collection.path === path);
const asObject = (schema: Record<string, ComponentSchema>) => fields.object(schema);
/** The Markdown body is the file's text, not a frontmatter field. */
const frontmatterOf = ({ body: _body, ...rest }: Record<string, ComponentSchema>) => asObject(rest);

describe("keystatic.config.ts and src/content/schemas.ts", () => {
  it("describe the same data files", () => {
    const paths = Object.keys(singletonFiles).map((name) => `${dataDir}/${name}`);
    expect(paths.filter((path) => !singletonAt(path))).toEqual([]);
    expect(
      Object.values(singletons)
        .map((singleton) => singleton.path)
        .filter((path) => !paths.includes(path ?? "")),
    ).toEqual([]);
    for (const folder of Object.keys(recordFolders)) expect(collectionAt(`${dataDir}/${folder}/*`)).toBeDefined();
  });

  it.each(Object.keys(singletonFiles) as SingletonName[])("agree on %s", (name) => {
    const [, singleton] = singletonAt(`${dataDir}/${name}`) ?? [];
    if (!singleton) throw new Error(`no singleton for ${name}`);
    expect(disagreements(singletonFiles[name], asObject(singleton.schema))).toEqual([]);
  });

  it.each(Object.entries(recordFolders))("agree on the %s pages", (folder, { schema }) => {
    const [, pages] = collectionAt(`${dataDir}/${folder}/*`) ?? [];
    if (!pages) throw new Error(`no collection for ${folder}`);
    expect(disagreements(schema, asObject(pages.schema))).toEqual([]);
  });

  it("agree on articles and case studies (frontmatter; the body is the Markdown text)", () => {
    const [, articles] = collectionAt("src/content/articles/*") ?? [];
    const [, caseStudies] = collectionAt("src/content/case-studies/*") ?? [];
    if (!articles || !caseStudies) throw new Error("no Markdown collections");
    expect(disagreements(articleFrontmatter(), frontmatterOf(articles.schema))).toEqual([]);
    expect(disagreements(caseStudyFrontmatter(), frontmatterOf(caseStudies.schema))).toEqual([]);
  });
});

describe("the comparison", () => {
  const [, jobs] = singletonAt(`${dataDir}/lists/jobs`) ?? [];
  if (!jobs) throw new Error("no jobs singleton");
  const withSalary = (element: ComponentSchema) => {
    if (element.kind !== "array" || element.element.kind !== "object") throw new Error("jobs is a list of groups");
    return {
      ...element,
      element: fields.object({ ...element.element.fields, salary: fields.text({ label: "Salary" }) }),
    };
  };

  it("reports a field added to the schema only", () => {
    const schema = z.strictObject({ jobs: z.array(jobSchema.extend({ salary: z.string() })).max(30) });
    expect(disagreements(schema, asObject(jobs.schema))).toEqual(["jobs.[].salary: only in the zod schema"]);
  });

  it("reports a field added to the editor only", () => {
    const schema = asObject({ jobs: withSalary(jobs.schema.jobs as ComponentSchema) });
    expect(disagreements(jobsSchema, schema)).toEqual(["jobs.[].salary: only in keystatic.config.ts"]);
  });

  it("reports limits that differ", () => {
    const schema = z.strictObject({
      jobs: z.array(jobSchema.extend({ title: z.string().trim().min(1).max(40) })).max(20),
    });
    expect(disagreements(schema, asObject(jobs.schema))).toEqual([
      "jobs: at most 20 in the schema, 30 in Keystatic",
      "jobs.[].title: at most 40 characters in the schema, not in Keystatic",
    ]);
  });
});

describe("what the editor writes for a field left empty", () => {
  const article = {
    title: "Field Notes",
    description: "A short description.",
    date: "2031-02-03",
    author: { name: "Dana Ortiz", role: "Field Service Lead" },
    category: "Data & Analytics",
    tags: [],
    related: [],
    draft: false,
  };

  it("reads an empty group, list or choice as not given", () => {
    const parsed = articleFrontmatter().parse({
      ...article,
      cover: { illustration: { motif: "database", pattern: "grid" }, alt: "A database drawn on a grid" },
      closing: {},
    });
    expect(parsed.closing).toBeUndefined();
  });

  it("keeps a drawn illustration beside a photo (the photo is shown) and still asks for one of them", () => {
    const withBoth = { illustration: { motif: "database", pattern: "grid" }, src: "./images/a.png", alt: "A chart" };
    expect(articleFrontmatter().safeParse({ ...article, cover: withBoth }).success).toBe(true);
    const withNeither = articleFrontmatter().safeParse({ ...article, cover: { alt: "A chart" } });
    expect(withNeither.error?.issues.map((issue) => issue.message)).toEqual([
      "give src (a photo file) or illustration (a motif and a pattern); with both, the photo is shown",
    ]);
  });

  it("refuses a closing button with only one of its two fields", () => {
    const result = articleFrontmatter().safeParse({ ...article, closing: { label: "Explore" } });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["closing.to"]);
  });
});

/**
 * A value as Keystatic writes it: keys in the order of its fields, an empty text left out, an
 * unset choice or checkbox written with its default, every list written (`[]` when empty). Files
 * kept in this form change, on the first save from the editor, only where the marketer edited.
 */
function asEditorWrites(field: ComponentSchema, value: unknown): unknown {
  if (field.kind === "object") {
    const record = (value ?? {}) as Record<string, unknown>;
    const entries = Object.entries(field.fields)
      .map(([key, child]) => [key, asEditorWrites(child as ComponentSchema, record[key])] as const)
      .filter(([, child]) => child !== undefined);
    return Object.fromEntries(entries);
  }
  if (field.kind === "array") return ((value ?? []) as unknown[]).map((item) => asEditorWrites(field.element, item));
  if (field.kind !== "form") return value;
  if (value !== undefined) return value === "" && field.formKind === "slug" ? undefined : value;
  const empty = field.formKind === undefined ? field.defaultValue() : undefined;
  return typeof empty === "string" || typeof empty === "boolean" ? empty : undefined;
}

describe("the data files", () => {
  it.each(Object.keys(singletonFiles) as SingletonName[])("%s is written as the editor writes it", (name) => {
    const [, singleton] = singletonAt(`${dataDir}/${name}`) ?? [];
    if (!singleton) throw new Error(`no singleton for ${name}`);
    const text = readFileSync(`${dataDir}/${name}.json`, "utf8");
    expect(text).toBe(`${JSON.stringify(asEditorWrites(asObject(singleton.schema), JSON.parse(text)), null, 2)}\n`);
  });

  it.each(Object.keys(recordFolders))("the %s pages are written as the editor writes them", (folder) => {
    const [, pages] = collectionAt(`${dataDir}/${folder}/*`) ?? [];
    if (!pages) throw new Error(`no collection for ${folder}`);
    for (const file of readdirSync(`${dataDir}/${folder}`)) {
      const text = readFileSync(`${dataDir}/${folder}/${file}`, "utf8");
      expect(text).toBe(`${JSON.stringify(asEditorWrites(asObject(pages.schema), JSON.parse(text)), null, 2)}\n`);
    }
  });
});
