import { contactMessages } from "./contact.ts";
import { homeInquiryMessages } from "./home.ts";
import { strategyMessages } from "./strategy.ts";

/**
 * Every field message the three forms' schemas give (in English, exactly as docs/requirements.md
 * "Forms and their messages" lists them), each once, by the id a translation names it with
 * (src/content/i18n/<code>/data/site/forms.json `shared.messages`). Browser and server validate
 * with the same English schemas; the form shows the message in the page's language
 * (`translateMessage`). messages.test.ts holds this list to the schemas' messages, so a new message
 * cannot go untranslatable.
 */
export const fieldMessages = {
  fullNameRequired: homeInquiryMessages.fullNameRequired,
  workEmailRequired: homeInquiryMessages.workEmailRequired,
  emailInvalid: homeInquiryMessages.workEmailInvalid,
  messageEmpty: homeInquiryMessages.messageRequired,
  agreeToTermsRequired: homeInquiryMessages.agreeToTermsRequired,
  subjectRequired: contactMessages.subjectRequired,
  yourMessageRequired: contactMessages.messageRequired,
  yourNameRequired: strategyMessages.nameRequired,
  businessEmailRequired: strategyMessages.businessEmailRequired,
} as const;

export type FieldMessageId = keyof typeof fieldMessages;

/** `message` (a schema's, in English) in the language of `translations`; as it is when it has none. */
export function translateMessage(message: string, translations?: Partial<Record<FieldMessageId, string>>): string {
  if (!translations) return message;
  const id = (Object.keys(fieldMessages) as FieldMessageId[]).find((key) => fieldMessages[key] === message);
  return (id && translations[id]) || message;
}
