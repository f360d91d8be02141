import type { ComponentSchema, fields as keystaticFields } from "@keystatic/core";
import { z } from "zod";
import { publishAtPattern, publishMoment } from "../lib/schedule.ts";

/**
 * The field builders every content type is described with (docs/decisions/020-one-description.md).
 * Each yields both outputs of one description: the zod schema the build checks a file with (and
 * the types inferred from it), and the editor's (Keystatic's) field with the label and help a
 * marketer reads. The editor's side is a function of Keystatic's `fields`, which keystatic.config.ts
 * passes in: the build, the server and the browser never load the editor to read a file.
 */

type Editor = typeof keystaticFields;
export type Field<Schema extends z.ZodType = z.ZodType> = {
  readonly zod: Schema;
  readonly editor: (fields: Editor, optional?: boolean) => ComponentSchema;
};
export type Shape = Record<string, Field>;

/** `""`, `{}` or `[]`: what the editor writes for a field left empty (never a `Date` from YAML). */
const isEmpty = (value: unknown) =>
  value === "" || ((Array.isArray(value) || value?.constructor === Object) && !Object.keys(value as object).length);
const absentWhenEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional());

/** A field a file may leave out; whatever the editor writes for "empty" reads as left out. */
export function optional<Schema extends z.ZodType>(field: Field<Schema>) {
  return { zod: absentWhenEmpty(field.zod), editor: (fields: Editor) => field.editor(fields, true) };
}

/**
 * A group given whole or not at all (an article's own closing button): each of its fields may be
 * left empty in the editor, and the build asks for all of them once one is given.
 */
export function allOrNothing<S extends Shape>(field: Group<S>) {
  return { zod: absentWhenEmpty(field.zod), editor: (fields: Editor) => field.editor(fields, true, true) };
}

/** A value used when the file leaves the field out (the editor shows the field as usual). */
export function withDefault<Schema extends z.ZodType>(field: Field<Schema>, value: z.input<Schema>) {
  return { zod: field.zod.default(value as never), editor: field.editor };
}

/** A rule across fields, e.g. "revised not before published"; `path` names the field it is about. */
export function rule<Schema extends z.ZodType>(
  field: Field<Schema>,
  check: (value: z.output<Schema>) => unknown,
  error: string,
  path?: string[],
): Field<Schema> {
  return { zod: field.zod.refine(check, { error, path }) as Schema, editor: field.editor };
}

type TextOptions = { max?: number; multiline?: boolean; pattern?: { regex: RegExp; message: string } };
const nonEmpty = z.string().trim().min(1);

/** A piece of text, required unless wrapped in `optional`; `max` is its character limit. */
export function text(label: string, help?: string, options: TextOptions = {}): Field<z.ZodString> {
  const { max, multiline, pattern } = options;
  return {
    zod: max === undefined ? nonEmpty : nonEmpty.max(max),
    editor: (fields, isOptional) => {
      const length = { min: isOptional ? 0 : 1, max };
      return fields.text({ label, description: help, multiline, validation: { length, pattern } });
    },
  };
}

export const paragraph = (label: string, help?: string, options: TextOptions = {}) =>
  text(label, help, { ...options, multiline: true });

/** A text of a given form: `schema` is the build's rule, `regex` and `hint` the editor's. */
const formatted =
  <Schema extends z.ZodType>(schema: Schema, regex: RegExp, hint: string) =>
  (label: string, help?: string): Field<Schema> => ({
    zod: schema,
    editor: text(label, help, { pattern: { regex, message: hint } }).editor,
  });

/** Internal links start with a slash; the content test checks each one resolves to a route. */
export const internalPath = z.string().regex(/^\/[^\s#]*$/, "internal paths start with / and have no #");
const pathField = formatted(internalPath, /^(\/[^\s#]*)?$/, "Start with / and leave out spaces and #");
const pathHelp =
  "A page of this site, starting with /: /contact, /expertise/services/devops, or /contact?subject=Discovery%20Call to fill in the contact form's subject.";
/** An address on this site. */
export const pagePath = (label = "Goes to", help = pathHelp) => pathField(label, help);
/** A Markdown file's name, without .md: `data-cloud-guide`. */
export const slugName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a file name such as data-cloud-guide");
export const fileName = formatted(slugName, /^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
export const identifier = formatted(z.string().regex(/^[a-z-]+$/), /^[a-z-]+$/, "lowercase letters and hyphens");
export const httpsUrl = formatted(z.url({ protocol: /^https$/ }), /^https:\/\/\S+$/, "https://…");
/** An e-mail address: the build checks its form. */
export const email = (label: string, help?: string): Field<z.ZodEmail> => ({
  zod: z.email(),
  editor: text(label, help).editor,
});
export const url = (label: string): Field<z.ZodURL> => ({
  zod: z.url(),
  editor: (fields) => fields.url({ label, validation: { isRequired: true } }),
});

/** One of a fixed set of values, picked from a list in the editor; optional, with an empty option (`none`). */
export function choice<const Value extends string>(
  label: string,
  values: readonly [Value, ...Value[]],
  help?: string,
  none = "(none)",
): Field<z.ZodEnum<{ [Key in Value]: Key }>> {
  const options = values.map((value) => ({ label: value, value }));
  return {
    zod: z.enum(values),
    editor: (fields, isOptional) =>
      fields.select({
        label,
        description: help,
        options: isOptional ? [{ label: none, value: "" }, ...options] : options,
        defaultValue: isOptional ? "" : values[0],
      }),
  };
}

/** A value that is always the same (an illustration's kind), shown so the file reads plainly. */
export const fixed = <const Value extends string>(label: string, value: Value, help?: string) => ({
  zod: z.literal(value),
  editor: choice(label, [value], help).editor,
});
export const yesNo = (label: string, help?: string): Field<z.ZodBoolean> => ({
  zod: z.boolean(),
  editor: (fields) => fields.checkbox({ label, description: help, defaultValue: false }),
});
export const count = (label: string, help?: string) => ({
  zod: z.number().int().nonnegative(),
  editor: (fields: Editor) => fields.integer({ label, description: help, validation: { min: 0 } }),
});
/** A date written 2024-10-26: read as text (YAML's core schema), 2024-13-45 is refused, not rolled over. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: "expected a date written YYYY-MM-DD, e.g. 2024-10-26" }),
);
export const date = (label: string, help?: string) => ({
  zod: isoDate,
  editor: (fields: Editor, isOptional?: boolean) =>
    isOptional
      ? fields.date({ label, description: help })
      : fields.date({ label, description: help, validation: { isRequired: true } }),
});

/**
 * A moment with its zone, 2026-12-01T09:00+01:00: a text in the editor (its date-time field keeps
 * no zone) and one instant for the build. A YAML timestamp left unquoted reads as that instant in UTC.
 */
const moment = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
  z
    .string()
    .refine(
      (value) =>
        !Number.isNaN(publishMoment(value)) && z.iso.datetime({ offset: true }).safeParse(withSeconds(value)).success,
      {
        error:
          "expected a date and time with its zone, YYYY-MM-DDTHH:MM+01:00 or …Z for UTC, e.g. 2026-12-01T09:00+01:00",
      },
    ),
);
const withSeconds = (value: string) => value.replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?=Z|[+-])/, "$1:00");
export const dateTime = (label: string, help?: string): Field<typeof moment> => ({
  zod: moment,
  editor: text(label, help, {
    // The editor checks its pattern on an empty field too, which is allowed: left empty, it is absent.
    pattern: {
      regex: new RegExp(`^(?:${publishAtPattern.source.slice(1, -1)})?$`),
      message: "YYYY-MM-DDTHH:MM and the zone, e.g. 2026-12-01T09:00+01:00",
    },
  }).editor,
});

/** The title of a collection's entry, from which the editor proposes its file name (its address). */
export const titleWithAddress = (address: string, help?: string): Field<z.ZodString> => ({
  zod: nonEmpty,
  editor: (fields) =>
    fields.slug({
      name: { label: "Title", description: help, validation: { length: { min: 1 } } },
      slug: { label: "Address", description: address },
    }),
});
/** Another entry of a collection, by file name. */
export const entryOf = (label: string, collection: string) => ({
  zod: slugName,
  editor: (fields: Editor) => fields.relationship({ label, collection, validation: { isRequired: true } }),
});
/** A photo stored next to the Markdown in `images/`; `photo` is the build's check of the file. */
export const photoFile = <Schema extends z.ZodType>(photo: Schema, folder: string, label: string, help: string) => ({
  zod: photo,
  editor: (fields: Editor) =>
    fields.image({ label, description: help, directory: `src/content/${folder}/images`, publicPath: "./images/" }),
});

/** A group of fields, with help under its label or not; a file holds no key it does not describe. */
export function group<S extends Shape>(label: string | undefined, ...rest: [S] | [string | undefined, S]) {
  const [help, shape] = rest.length === 1 ? [undefined, rest[0]] : rest;
  const zodShape = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.zod]));
  return {
    zod: z.strictObject(zodShape as { [Key in keyof S]: S[Key]["zod"] }),
    shape,
    label,
    help,
    // Left out as a whole, its fields stay as required as they are once it is given (a cover's alt text),
    // unless it is given whole or not at all (`allOrNothing`).
    editor: (fields: Editor, _isOptional?: boolean, fieldsOptional = false) =>
      fields.object(editorFields(fields, shape, fieldsOptional), { label, description: help }),
  };
}
type Group<S extends Shape> = ReturnType<typeof group<S>>;

/** The editor's fields of a group (keystatic.config.ts: a file's top level). */
export function editorFields(fields: Editor, shape: Shape, isOptional = false): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.editor(fields, isOptional)]));
}

/**
 * A list the editor lets you add to, reorder (drag) and remove from, within its limits. The editor
 * names each item by its title, name, label or heading, or by the item itself when it is a text.
 */
export type ListOptions = { help?: string; min?: number; max?: number; length?: number };
export function list<Element extends z.ZodType>(
  label: string,
  element: Field<Element> & { shape?: Shape },
  { help, min, max, length }: ListOptions = {},
): Field<z.ZodArray<Element>> {
  const item = ["title", "name", "label", "heading"].find((key) => element.shape && key in element.shape);
  let zod = z.array(element.zod);
  if (length !== undefined) zod = zod.length(length);
  if (min !== undefined) zod = zod.min(min);
  if (max !== undefined) zod = zod.max(max);
  const limits =
    length !== undefined
      ? [`Exactly ${length}.`]
      : [min !== undefined && `At least ${min}.`, max !== undefined && `At most ${max}.`];
  return {
    zod,
    editor: (fields) =>
      fields.array(element.editor(fields), {
        label,
        description: [help, ...limits].filter(Boolean).join(" ") || undefined,
        // biome-ignore lint/suspicious/noExplicitAny: Keystatic types an item's preview per element; this reads one field of any
        itemLabel: (props: any) => String((item ? props.fields[item]?.value : props.value) ?? "") || "(new)",
        validation: { length: { min: length ?? min, max: length ?? max } },
      }),
  };
}

/** A data file: a page's words, words the whole site shares, or a list; `label` names it in the editor. */
export function file<S extends Shape>(label: string, shape: S) {
  return { ...group(undefined, shape), label };
}
export type DataFile = ReturnType<typeof file>;
