import * as z from "zod/mini";
import { optionalText, requiredEmail, requiredText, validateWith } from "./shared.ts";

/** The home inquiry form's messages, exactly (docs/requirements.md "Forms and their messages"). */
export const homeInquiryMessages = {
  fullNameRequired: "Full name is required.",
  workEmailRequired: "Work email is required.",
  workEmailInvalid: "Please enter a valid email address.",
  messageRequired: "Message cannot be empty.",
  agreeToTermsRequired: "You must agree to the terms.",
} as const;

const m = homeInquiryMessages;

export const homeInquirySchema = z.object({
  fullName: requiredText(m.fullNameRequired),
  workEmail: requiredEmail(m.workEmailRequired, m.workEmailInvalid),
  companyName: optionalText(),
  message: requiredText(m.messageRequired),
  // Only a ticked box counts; anything else (false, missing, "on") gets the required message.
  agreeToTerms: z.literal(true, { error: m.agreeToTermsRequired }),
});

/** On-screen order: focus goes to the first invalid field. */
export const homeInquiryFields = ["fullName", "workEmail", "companyName", "message", "agreeToTerms"] as const;

export type HomeInquiryField = (typeof homeInquiryFields)[number];
export type HomeInquiryValues = {
  fullName: string;
  workEmail: string;
  companyName: string;
  message: string;
  agreeToTerms: boolean;
};
export type HomeInquiry = z.output<typeof homeInquirySchema>;

export const emptyHomeInquiry: HomeInquiryValues = {
  fullName: "",
  workEmail: "",
  companyName: "",
  message: "",
  agreeToTerms: false,
};

export function validateHomeInquiry(values: unknown) {
  return validateWith(homeInquirySchema, homeInquiryFields, values);
}
