/**
 * Every field message the forms give, in English exactly as docs/requirements.md "Forms and their
 * messages" lists them, each once, by the id a translation names it with
 * (src/content/i18n/<code>/data/site/forms.json `shared.messages`, whose editor fields are made from
 * this list). A form's description names its fields' messages by these ids (fields.ts), so browser
 * and server validate with the same English words, and the form shows them in the page's language
 * (`translateMessage`).
 */
export const fieldMessages = {
  fullNameRequired: "Full name is required.",
  workEmailRequired: "Work email is required.",
  emailInvalid: "Please enter a valid email address.",
  messageEmpty: "Message cannot be empty.",
  agreeToTermsRequired: "You must agree to the terms.",
  subjectRequired: "Subject is required.",
  yourMessageRequired: "Your message is required.",
  yourNameRequired: "Your name is required.",
  businessEmailRequired: "Business email is required.",
} as const;

export type FieldMessageId = keyof typeof fieldMessages;

/** `message` (a schema's, in English) in the language of `translations`; as it is when it has none. */
export function translateMessage(message: string, translations?: Partial<Record<FieldMessageId, string>>): string {
  if (!translations) return message;
  const id = (Object.keys(fieldMessages) as FieldMessageId[]).find((key) => fieldMessages[key] === message);
  return (id && translations[id]) || message;
}
