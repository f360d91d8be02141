import * as z from "zod/mini";
import { optionalText, requiredEmail, requiredText, validateWith } from "./shared.ts";

/** The contact form's messages, exactly (docs/requirements.md "Forms and their messages"). */
export const contactMessages = {
  nameRequired: "Full name is required.",
  emailRequired: "Work email is required.",
  emailInvalid: "Please enter a valid email address.",
  subjectRequired: "Subject is required.",
  messageRequired: "Your message is required.",
} as const;

const m = contactMessages;

export const contactSchema = z.object({
  name: requiredText(m.nameRequired),
  email: requiredEmail(m.emailRequired, m.emailInvalid),
  company: optionalText(),
  role: optionalText(),
  subject: requiredText(m.subjectRequired),
  message: requiredText(m.messageRequired),
});

/** On-screen order: focus goes to the first invalid field. */
export const contactFields = ["name", "email", "company", "role", "subject", "message"] as const;

export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactMessage = z.output<typeof contactSchema>;

export function emptyContact(subject = ""): ContactValues {
  return { name: "", email: "", company: "", role: "", subject, message: "" };
}

export function validateContact(values: unknown) {
  return validateWith(contactSchema, contactFields, values);
}

export { subjectFromQuery } from "./subject-from-query.ts";
