import { readdirSync, readFileSync } from "node:fs";
import { type ComponentSchema, fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { choice, dateTime, editorFields, group, list, optional, text } from "./describe";
import { dataDir, recordFolders, type SingletonName, singletonFiles } from "./files";
import { articleFrontmatter, expertisePage } from "./schemas";

/**
 * The field builders give the build's check and the editor's field from one description
 * (docs/decisions/020-one-description.md), so there is no second copy to keep in step. These check
 * the builders themselves on a small description, what the schemas make of what the editor writes
 * for an empty field, and that the data files stay in the form the editor writes them.
 */

type Form = Extract<ComponentSchema, { kind: "form" }>;
/** Whether the editor's field would let a marketer save `value`. */
function editorAccepts(field: ComponentSchema, value: unknown): boolean {
  try {
    (field as Form).validate(value as never, undefined as never);
    return true;
  } catch {
    return false;
  }
}

describe("one description", () => {
  const role = group("Role", {
    title: text("Job title", undefined, { max: 10 }),
    note: optional(text("Note")),
    team: choice("Team", ["Sales", "Support"]),
  });
  const roles = list("Open roles", role, { max: 2 });
  const editor = roles.editor(fields);
  if (editor.kind !== "array" || editor.element.kind !== "object") throw new Error("a list of groups");
  const { title, note, team } = editor.element.fields as Record<string, ComponentSchema>;

  it("gives the build and the editor the same character limit and the same required fields", () => {
    expect(roles.zod.safeParse([{ title: "a".repeat(10), team: "Sales" }]).success).toBe(true);
    expect(roles.zod.safeParse([{ title: "a".repeat(11), team: "Sales" }]).error?.issues[0]?.message).toBe(
      "Too big: expected string to have <=10 characters",
    );
    expect(editorAccepts(title as ComponentSchema, "a".repeat(10))).toBe(true);
    expect(editorAccepts(title as ComponentSchema, "a".repeat(11))).toBe(false);
    expect(editorAccepts(title as ComponentSchema, "")).toBe(false);
    expect(editorAccepts(note as ComponentSchema, "")).toBe(true);
  });

  it("takes a publishing moment only with its zone, in the build and in the editor, and lets the editor leave it empty", () => {
    const publishAt = optional(dateTime("Publish at", "When it appears."));
    const field = publishAt.editor(fields);
    for (const [value, valid] of [
      ["2026-12-01T09:00+01:00", true],
      ["2026-12-01T08:00:00Z", true],
      ["2026-12-01T09:00", false],
      ["1 December, 9:00", false],
    ] as const) {
      expect(publishAt.zod.safeParse(value).success, value).toBe(valid);
      expect(editorAccepts(field, value), value).toBe(valid);
    }
    expect(publishAt.zod.safeParse("2026-02-30T09:00+01:00").success).toBe(false);
    expect(editorAccepts(field, "")).toBe(true);
    expect(publishAt.zod.parse("")).toBeUndefined();
    expect(field).toMatchObject({ label: "Publish at" });
  });

  it("gives both the same choices, and the editor the list's limits in words", () => {
    expect((team as unknown as { options: { value: string }[] }).options.map((option) => option.value)).toEqual([
      "Sales",
      "Support",
    ]);
    expect(roles.zod.safeParse([{ title: "A", team: "Marketing" }]).error?.issues[0]?.message).toBe(
      'Invalid option: expected one of "Sales"|"Support"',
    );
    expect(editor.label).toBe("Open roles");
    expect(editor.description).toBe("At most 2.");
    expect(editor.validation?.length).toEqual({ min: undefined, max: 2 });
    expect(roles.zod.safeParse([1, 2, 3].map(() => ({ title: "A", team: "Sales" }))).success).toBe(false);
  });

  it("refuses a key the description does not have, as the editor would drop it", () => {
    expect(role.zod.safeParse({ title: "A", team: "Sales", salary: "1" }).error?.issues[0]?.message).toBe(
      'Unrecognized key: "salary"',
    );
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
    const page = JSON.parse(readFileSync(`${dataDir}/services/devops.json`, "utf8"));
    expect(expertisePage.zod.parse({ ...page, lifecycle: [] }).lifecycle).toBeUndefined();
  });

  it("keeps an optional date that a YAML parser read as a Date", () => {
    const parsed = articleFrontmatter().parse({ ...article, updated: new Date("2031-02-10T00:00:00Z") });
    expect(parsed.updated).toBe("2031-02-10");
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
const editorWrites = (shape: Parameters<typeof editorFields>[1], text: string) =>
  `${JSON.stringify(asEditorWrites(fields.object(editorFields(fields, shape)), JSON.parse(text)), null, 2)}\n`;

describe("the data files", () => {
  it.each(Object.keys(singletonFiles) as SingletonName[])("%s is written as the editor writes it", (name) => {
    const text = readFileSync(`${dataDir}/${name}.json`, "utf8");
    expect(text).toBe(editorWrites(singletonFiles[name].shape, text));
  });

  it.each(Object.keys(recordFolders))("the %s pages are written as the editor writes them", (folder) => {
    for (const file of readdirSync(`${dataDir}/${folder}`)) {
      const text = readFileSync(`${dataDir}/${folder}/${file}`, "utf8");
      expect(text).toBe(editorWrites(expertisePage.shape, text));
    }
  });
});
