import { consent, describeForm, email, type SubmissionOf, text, textarea } from "./fields.ts";

/** The home page's inquiry form (docs/requirements.md "Forms and their messages"). */
export const homeInquiryForm = describeForm("home", {
  name: text({ label: "Full name", column: "name", required: "fullNameRequired", autoComplete: "name" }),
  email: email({ label: "Work email", column: "email", required: "workEmailRequired", invalid: "emailInvalid" }),
  company: text({ label: "Company name", column: "company", autoComplete: "organization", wide: true }),
  message: textarea({ label: "Message", column: "message", required: "messageEmpty", rows: 4, wide: true }),
  consent: consent({ label: "Agreed to the terms", required: "agreeToTermsRequired", wide: true }),
});

export type HomeInquiry = SubmissionOf<typeof homeInquiryForm>;
