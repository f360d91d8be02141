import type { Attribution } from "./attribution.ts";
import { contactForm } from "./contact.ts";
import type { SubmissionOf } from "./fields.ts";
import { homeInquiryForm } from "./home.ts";
import { strategyForm } from "./strategy.ts";

// attribution.ts is not re-exported: its schemas are the server's, and islands import only its type.
// Nor is lead-fields.ts: what a lead's fields become (columns, e-mail, CSV) is the server's alone.
export type { Attribution } from "./attribution.ts";
export * from "./contact.ts";
export type { DescribedField, FieldOf, LeadColumn, SubmissionOf, ValuesOf } from "./fields.ts";
export * from "./home.ts";
export * from "./shared.ts";
export * from "./strategy.ts";

/** Every form by its id, each described once (fields.ts): the server picks the one a submission names. */
export const inquiryForms = { home: homeInquiryForm, contact: contactForm, strategy: strategyForm } as const;

export type InquiryFormId = keyof typeof inquiryForms;
/** What each form submits once valid: the payload `submitInquiry` sends and the server stores. */
export type InquirySubmissions = { [Id in InquiryFormId]: SubmissionOf<(typeof inquiryForms)[Id]> };
/** A form's description, as the form hook and the rendered fields read it. */
export type InquiryForm<Id extends InquiryFormId = InquiryFormId> = (typeof inquiryForms)[Id];

export function isInquiryFormId(value: unknown): value is InquiryFormId {
  return typeof value === "string" && Object.hasOwn(inquiryForms, value);
}

/**
 * The JSON body of `POST /api/inquiries` (issue "Real lead capture"). Browser and server both
 * build and read it through these names, so they cannot disagree.
 * - `form` says which schema `values` must pass.
 * - `HONEYPOT_FIELD` is a text input hidden from people; a bot that fills it is screened out.
 * - `fillMs` is how long the form was on screen before it was sent; a few hundred milliseconds
 *   means a script, not a person.
 * - `attribution`, when the visit was recorded, says how it reached the site (attribution.ts).
 * - `language` is the language of the page the form is on; the server keeps it when it is one of
 *   the site's (language.ts), and answers in it (its `Content-Language` header).
 */
export const HONEYPOT_FIELD = "reference_code";

export type InquiryRequest<Id extends InquiryFormId = InquiryFormId> = {
  form: Id;
  values: InquirySubmissions[Id];
  [HONEYPOT_FIELD]: string;
  fillMs: number;
  attribution?: Attribution;
  /** The page's language (`<html lang>`), a code of languages.json (docs/decisions/026-languages.md). */
  language?: string;
};

/**
 * 201. `book`, when calls can be booked: the address that picks a time for this lead without
 * asking for its details again (a signed link holding the lead's id only).
 */
export type InquiryAccepted = { id: string; book?: string };
/** 422: one of the required messages per invalid field. */
export type InquiryInvalid = { errors: Record<string, string> };
/** 400, 403, 405, 413, 415, 429, 500 */
export type InquiryProblem = { error: string };
