import { describeForm, email, type SubmissionOf, text, textarea } from "./fields.ts";

/**
 * The contact page's form (docs/requirements.md "Forms and their messages"). Its subject may come
 * from the link that brought the visitor (subject-from-query.ts).
 */
export const contactForm = describeForm("contact", {
  name: text({ label: "Full name", column: "name", required: "fullNameRequired", autoComplete: "name" }),
  email: email({ label: "Work email", column: "email", required: "workEmailRequired", invalid: "emailInvalid" }),
  company: text({ label: "Company", column: "company", autoComplete: "organization" }),
  role: text({ label: "Role", column: "role", autoComplete: "organization-title" }),
  subject: text({ label: "Subject", column: "subject", required: "subjectRequired", wide: true }),
  message: textarea({ label: "Message", column: "message", required: "yourMessageRequired", rows: 6, wide: true }),
});

export type ContactMessage = SubmissionOf<typeof contactForm>;

export { subjectFromQuery } from "./subject-from-query.ts";
