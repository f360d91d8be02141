import { consent, describeForm, email, type SubmissionOf, text, textarea } from "./fields.ts";

/** The home page's inquiry form (docs/requirements.md "Forms and their messages"). */
export const homeInquiryForm = describeForm("home", {
  fullName: text({ label: "Full name", column: "name", required: "fullNameRequired", autoComplete: "name" }),
  workEmail: email({ label: "Work email", column: "email", required: "workEmailRequired", invalid: "emailInvalid" }),
  companyName: text({ label: "Company name", column: "company", autoComplete: "organization", wide: true }),
  message: textarea({ label: "Message", column: "message", required: "messageEmpty", rows: 4, wide: true }),
  agreeToTerms: consent({ label: "Agreed to the terms", required: "agreeToTermsRequired", wide: true }),
});

export type HomeInquiry = SubmissionOf<typeof homeInquiryForm>;
