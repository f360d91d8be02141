import * as z from "zod/mini";
import { type FieldMessageId, fieldMessages } from "./messages.ts";
import { optionalText, requiredEmail, requiredText, validateWith } from "./shared.ts";

/**
 * How a form is described, once (docs/decisions/033-one-description-per-form.md): its fields in
 * on-screen order, each with its kind, whether it is required (by the id of its message,
 * messages.ts), its autocomplete and layout hints, and the lead column it fills. The rest follows
 * from that: the schema browser and server validate with, the types, the empty form, the rendered
 * fields (src/components/sections/form-fields.tsx), the editor's fields for the words
 * (src/content/page-schemas.ts), and the stored lead, its e-mail, CSV, admin card and Salesforce
 * Lead (lead-fields.ts).
 *
 * A field means the same under the same name in every form. Pure module, no React, `zod/mini` only:
 * it ships with each form's island.
 */

/** The columns of a stored lead a field can fill (server/inquiries/store.ts). */
export type LeadColumn = "name" | "email" | "company" | "role" | "subject" | "message";

type Common = {
  /**
   * What the team calls the field: its line in the lead's e-mail, the admin's card and the
   * Salesforce Description, and the group of its words in the editor. The visitor reads the
   * label of forms.json instead, in the page's language.
   */
  label: string;
  /** The lead column it fills; a field without one is an answer, kept in the stored submission. */
  column?: LeadColumn;
  /** Spans both columns where the form's card is wide enough for two. */
  wide?: boolean;
};
type MaybeRequired = { required?: FieldMessageId };
type IsRequired = { required: FieldMessageId };

export type TextOptions = Common & MaybeRequired & { autoComplete?: string };
export type EmailOptions = Common & IsRequired & { invalid: FieldMessageId; autoComplete?: string };
export type TextareaOptions = Common & MaybeRequired & { rows: number };
/** An option's id (what is submitted and stored) and its label as the team reads it. */
export type ChoiceOption = readonly [id: string, label: string];
export type ChoiceOptions = Common &
  MaybeRequired & { options: readonly [ChoiceOption, ...ChoiceOption[]]; autoComplete?: string };
export type ConsentOptions = Common & IsRequired;

type Kinded<Kind extends string, Schema extends z.ZodMiniType, Empty> = { kind: Kind; schema: Schema; empty: Empty };

type RequiredText = ReturnType<typeof requiredText>;
type OptionalText = ReturnType<typeof optionalText>;
type TextSchema<Options> = Options extends IsRequired ? RequiredText : OptionalText;

const message = (id: FieldMessageId) => fieldMessages[id];
const textSchema = (required: FieldMessageId | undefined) =>
  required ? requiredText(message(required)) : optionalText();

/** One line of text. */
export function text<const Options extends TextOptions>(options: Options) {
  return { ...options, kind: "text", schema: textSchema(options.required), empty: "" } as Options &
    Kinded<"text", TextSchema<Options>, string>;
}

/** An e-mail address: required, then of the form "text, an at sign, text, a dot, text". */
export function email<const Options extends EmailOptions>(options: Options) {
  const schema = requiredEmail(message(options.required), message(options.invalid));
  return { autoComplete: "email", ...options, kind: "email", schema, empty: "" } as Options & {
    autoComplete: string;
  } & Kinded<"email", typeof schema, string>;
}

/** Text over several lines. */
export function textarea<const Options extends TextareaOptions>(options: Options) {
  return { ...options, kind: "textarea", schema: textSchema(options.required), empty: "" } as Options &
    Kinded<"textarea", TextSchema<Options>, string>;
}

type OptionId<Options extends ChoiceOptions> = Options["options"][number][0];
type ChoiceSchema<Options extends ChoiceOptions> = Options extends IsRequired
  ? z.ZodMiniEnum<{ [Id in OptionId<Options>]: Id }>
  : z.ZodMiniType<OptionId<Options> | "" | undefined>;

/**
 * One of a few options, picked from a list. Required: anything but one of its ids gets the message.
 * Optional: "" (nothing picked) or one of its ids; anything else is dropped rather than refused.
 */
export function choice<const Options extends ChoiceOptions>(options: Options) {
  const ids = options.options.map(([id]) => id) as [string, ...string[]];
  const schema = options.required
    ? z.enum(ids, { error: message(options.required) })
    : z.catch(z.optional(z.union([z.literal(""), z.enum(ids)])), "");
  return { ...options, kind: "choice", schema, empty: "" } as unknown as Options &
    Kinded<"choice", ChoiceSchema<Options>, string>;
}

/** A box the visitor must tick (only `true` counts: false, missing or "on" get the message). */
export function consent<const Options extends ConsentOptions>(options: Options) {
  const schema = z.literal(true, { error: message(options.required) });
  return { ...options, kind: "consent", schema, empty: false } as Options & Kinded<"consent", typeof schema, boolean>;
}

/** Any described field, as the code that walks a form's fields sees it. */
export type DescribedField = Common &
  MaybeRequired & {
    kind: "text" | "email" | "textarea" | "choice" | "consent";
    schema: z.ZodMiniType;
    empty: string | boolean;
    invalid?: FieldMessageId;
    autoComplete?: string;
    rows?: number;
    options?: readonly ChoiceOption[];
  };

/**
 * A form: its id (what a submission names) and its fields, in on-screen order (focus goes to the
 * first invalid one). Everything else is derived here.
 */
export function describeForm<const Id extends string, const Fields extends Record<string, DescribedField>>(
  id: Id,
  described: Fields,
) {
  type Name = keyof Fields & string;
  const fields = Object.keys(described) as Name[];
  const each = <Value>(make: (field: DescribedField) => Value) =>
    Object.fromEntries(fields.map((name) => [name, make(described[name] as DescribedField)]));
  const schema = z.object(each((field) => field.schema) as { [Name in keyof Fields]: Fields[Name]["schema"] });
  /** What the form holds at first and after a successful submit. */
  const empty = each((field) => field.empty) as { [Name in keyof Fields]: Fields[Name]["empty"] };
  return {
    id,
    described,
    fields: fields as readonly Name[],
    schema,
    empty,
    /** Never throws: the parsed (trimmed) submission, or one message per invalid field. */
    validate: (values: unknown) => validateWith(schema, fields, values),
  };
}

/** What a form submits once valid, what its fields hold while the visitor types, and its field names. */
export type SubmissionOf<Form extends { schema: z.ZodMiniType }> = z.output<Form["schema"]>;
export type ValuesOf<Form extends { empty: object }> = Form["empty"];
export type FieldOf<Form extends { fields: readonly string[] }> = Form["fields"][number];
