/**
 * The server's own words to a visitor, in the language of the form that sent the request (its
 * `Content-Language` header, src/content/form-language.ts), English when it names none the site has.
 * The forms show their own words for these cases (site/forms.json, translated per language); these
 * are what a script or a screen reader reading the response gets. A language without an entry
 * here answers in English.
 */
import { existsSync, readFileSync } from "node:fs";
import { type FieldMessageId, translateMessage } from "../../src/lib/forms/messages.ts";

export type ServerMessages = {
  rateLimited: string;
  unavailable: string;
  tooLarge: (kb: number) => string;
  /** A field's message (English, from the forms' schemas) as that language's forms word it. */
  field: (message: string) => string;
};

/**
 * The field messages of a language's forms (src/content/i18n/<code>/data/site/forms.json
 * `shared.messages`): the very words its form shows beside a field, so a 422 reads the same.
 * Read once from the release's files; a language without the file answers in English.
 */
const fieldWords = new Map<string, Partial<Record<FieldMessageId, string>> | undefined>();
function fieldWordsIn(language: string) {
  if (!fieldWords.has(language)) {
    const file = new URL(`../../src/content/i18n/${language}/data/site/forms.json`, import.meta.url);
    const words = existsSync(file)
      ? (JSON.parse(readFileSync(file, "utf8")) as { shared?: { messages?: Partial<Record<FieldMessageId, string>> } })
      : undefined;
    fieldWords.set(language, words?.shared?.messages);
  }
  return fieldWords.get(language);
}
const fieldIn = (language: string) => (message: string) => translateMessage(message, fieldWordsIn(language));

const english: ServerMessages = {
  rateLimited: "Too many submissions from this address. Please try again later.",
  unavailable: "The inquiry could not be stored just now. Please try again shortly.",
  tooLarge: (kb) => `An inquiry may be at most ${kb} KB.`,
  field: (message) => message,
};

export const serverMessages: Record<string, ServerMessages> = {
  en: english,
  de: {
    rateLimited: "Zu viele Anfragen von dieser Adresse. Bitte versuchen Sie es später erneut.",
    unavailable: "Ihre Anfrage konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in Kürze erneut.",
    tooLarge: (kb) => `Eine Anfrage darf höchstens ${kb} KB groß sein.`,
    field: fieldIn("de"),
  },
  fr: {
    rateLimited: "Trop d’envois depuis cette adresse. Veuillez réessayer plus tard.",
    unavailable: "Votre demande n’a pas pu être enregistrée pour le moment. Veuillez réessayer dans un instant.",
    tooLarge: (kb) => `Une demande ne peut dépasser ${kb} Ko.`,
    field: fieldIn("fr"),
  },
};

export function messagesIn(language: string): ServerMessages {
  return serverMessages[language] ?? english;
}
