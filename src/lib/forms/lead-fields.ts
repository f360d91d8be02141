import type { DescribedField, LeadColumn } from "./fields.ts";
import { type InquiryFormId, type InquirySubmissions, inquiryForms } from "./index.ts";

/**
 * What a stored lead's fields become, from its form's description (fields.ts): its columns, and
 * each field as the team reads it in the e-mail, the CSV, the admin's card and the Salesforce
 * Lead. The server's alone: the islands never import it.
 */

export type NamedField = DescribedField & { name: string };

/** A form's fields in on-screen order, each with its name. */
export function fieldsOf(form: InquiryFormId): NamedField[] {
  const { described, fields } = inquiryForms[form];
  return fields.map((name) => ({ ...(described[name as keyof typeof described] as DescribedField), name }));
}

/** The lead's own columns, filled by the fields that name one; a column no field fills is null. */
export function leadColumns<Id extends InquiryFormId>(form: Id, data: InquirySubmissions[Id]) {
  const columns: Record<LeadColumn, string | null> = {
    name: null,
    email: null,
    company: null,
    role: null,
    subject: null,
    message: null,
  };
  const submission = data as Record<string, unknown>;
  for (const field of fieldsOf(form)) {
    const value = submission[field.name];
    if (field.column) columns[field.column] = typeof value === "string" && value !== "" ? value : null;
  }
  // Every form has a required name and e-mail, so a valid submission always fills both.
  return { ...columns, name: columns.name ?? "", email: columns.email ?? "" };
}

/** A field's value as the team reads it: yes or no for a box, an option's label, text as typed. */
export function shownValue(field: Pick<DescribedField, "options">, value: unknown): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value === undefined || value === null) return "";
  const option = field.options?.find(([id]) => id === value);
  return option ? option[1] : String(value);
}

type Stored = { form: InquiryFormId; submission: unknown };

const submissionOf = (lead: Stored) => (lead.submission ?? {}) as Record<string, unknown>;

/**
 * Every field of the stored submission as `label: text`, in on-screen order; a key the form no
 * longer describes comes last, under its own name, so nothing a visitor sent is ever left out.
 */
export function fieldLines(lead: Stored): { label: string; text: string }[] {
  const submission = submissionOf(lead);
  const fields = fieldsOf(lead.form);
  const described = fields
    .filter((field) => Object.hasOwn(submission, field.name))
    .map((field) => ({ label: field.label, text: shownValue(field, submission[field.name]) }));
  const rest = Object.keys(submission)
    .filter((key) => !fields.some((field) => field.name === key))
    .map((key) => ({ label: key, text: shownValue({}, submission[key]) }));
  return [...described, ...rest];
}

/** The lead's answers beyond its columns (a ticked box, a choice), as `label: text`, empty ones left out. */
export function answersOf(lead: Stored): { name: string; label: string; text: string }[] {
  const submission = submissionOf(lead);
  return fieldsOf(lead.form)
    .filter((field) => !field.column)
    .map((field) => ({ name: field.name, label: field.label, text: shownValue(field, submission[field.name]) }))
    .filter((answer) => answer.text !== "");
}

/** Every form's answer fields, each name once, in the order the forms list them: the CSV's columns beyond the lead's own. */
export const answerNames: readonly string[] = [
  ...new Set(
    (Object.keys(inquiryForms) as InquiryFormId[]).flatMap((form) =>
      fieldsOf(form)
        .filter((field) => !field.column)
        .map((field) => field.name),
    ),
  ),
];
