import type { ContactField, ContactMessage, ContactValues } from "./contact";
import { contactFields, validateContact } from "./contact";
import type { HomeInquiry, HomeInquiryField, HomeInquiryValues } from "./home";
import { homeInquiryFields, validateHomeInquiry } from "./home";
import type { ValidationResult } from "./shared";
import type { StrategyCallRequest, StrategyField, StrategyValues } from "./strategy";
import { strategyFields, validateStrategy } from "./strategy";

export * from "./contact";
export * from "./home";
export * from "./shared";
export * from "./strategy";

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
