/**
 * The server's own words to a visitor, in the language of the form that sent the request (its
 * `Content-Language` header, src/content/form-language.ts), English when it names none the site has.
 * The forms show their own words for these cases (site/forms.json, translated per language); these
 * are what a script or a screen reader reading the response gets. A language without an entry
 * here answers in English.
 */
export type ServerMessages = { rateLimited: string; unavailable: string; tooLarge: (kb: number) => string };

const english: ServerMessages = {
  rateLimited: "Too many submissions from this address. Please try again later.",
  unavailable: "The inquiry could not be stored just now. Please try again shortly.",
  tooLarge: (kb) => `An inquiry may be at most ${kb} KB.`,
};

export const serverMessages: Record<string, ServerMessages> = {
  en: english,
  de: {
    rateLimited: "Zu viele Anfragen von dieser Adresse. Bitte versuchen Sie es später erneut.",
    unavailable: "Ihre Anfrage konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in Kürze erneut.",
    tooLarge: (kb) => `Eine Anfrage darf höchstens ${kb} KB groß sein.`,
  },
  fr: {
    rateLimited: "Trop d’envois depuis cette adresse. Veuillez réessayer plus tard.",
    unavailable: "Votre demande n’a pas pu être enregistrée pour le moment. Veuillez réessayer dans un instant.",
    tooLarge: (kb) => `Une demande ne peut dépasser ${kb} Ko.`,
  },
};

export function messagesIn(language: string): ServerMessages {
  return serverMessages[language] ?? english;
}
