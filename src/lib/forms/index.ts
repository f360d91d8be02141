import type { Attribution } from "./attribution.ts";
import type { ContactField, ContactMessage, ContactValues } from "./contact.ts";
import { contactFields, validateContact } from "./contact.ts";
import type { HomeInquiry, HomeInquiryField, HomeInquiryValues } from "./home.ts";
import { homeInquiryFields, validateHomeInquiry } from "./home.ts";
import type { ValidationResult } from "./shared.ts";
import type { StrategyCallRequest, StrategyField, StrategyValues } from "./strategy.ts";
import { strategyFields, validateStrategy } from "./strategy.ts";

// attribution.ts is not re-exported: its schemas are the server's, and islands import only its type.
export type { Attribution } from "./attribution.ts";
export * from "./contact.ts";
export * from "./home.ts";
export * from "./shared.ts";
export * from "./strategy.ts";

/** What each form submits once valid: the payload `submitInquiry` (and, later, a server) receives. */
export type InquirySubmissions = {
  home: HomeInquiry;
  contact: ContactMessage;
  strategy: StrategyCallRequest;
};
export type InquiryFormId = keyof InquirySubmissions;

/** Everything the shared form hook needs to know about one form. */
export type FormDefinition<Id extends InquiryFormId, Values, Field extends keyof Values & string> = {
  id: Id;
  /** On-screen order. */
  fields: readonly Field[];
  validate: (values: Values) => ValidationResult<InquirySubmissions[Id], Field>;
};

export const homeInquiryForm: FormDefinition<"home", HomeInquiryValues, HomeInquiryField> = {
  id: "home",
  fields: homeInquiryFields,
  validate: validateHomeInquiry,
};

export const contactForm: FormDefinition<"contact", ContactValues, ContactField> = {
  id: "contact",
  fields: contactFields,
  validate: validateContact,
};

export const strategyForm: FormDefinition<"strategy", StrategyValues, StrategyField> = {
  id: "strategy",
  fields: strategyFields,
  validate: validateStrategy,
};

/** Every form by its id: the server picks the schema a submission names. */
export const inquiryForms = { home: homeInquiryForm, contact: contactForm, strategy: strategyForm } as const;

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

/** 201 */
export type InquiryAccepted = { id: string };
/** 422: one of the required messages per invalid field. */
export type InquiryInvalid = { errors: Record<string, string> };
/** 400, 403, 405, 413, 415, 429, 500 */
export type InquiryProblem = { error: string };
