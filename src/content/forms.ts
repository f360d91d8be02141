import { translateMessage } from "~/lib/forms/messages";
import { fill } from "~/lib/template";
import data from "./data/site/forms.json" with { type: "json" };
import type { Content } from "./files";
import { readFile } from "./site";

/**
 * Words of the three forms (docs/requirements.md "Forms and their messages"): labels, placeholders,
 * hints, buttons and toasts, in src/content/data/site/forms.json, or a translation of it. Field
 * error messages are fixed English and live with the schemas in `lib/forms`; a translation gives
 * them in its language (`shared.messages`, src/lib/forms/messages.ts). The visitor's name and
 * address go into the success toasts' templates here.
 *
 * The forms are islands: a page in another language gives its island the translated file as a
 * prop (`words`), read by pages.ts; without one, an island shows the default language's words,
 * which it imports, so an English page carries no words in its HTML.
 */
export type FormsFile = Content<"site/forms">;
type ToastCopy = { title: string; description: string };

export function formsCopy(words: FormsFile) {
  /** Shared by every form. */
  const formCopy = {
    ...words.shared,
    rateLimited: (minutes: number): ToastCopy => ({
      title: words.shared.rateLimited.title,
      description: fill(words.shared.rateLimited.description, {
        wait:
          minutes === 1 ? words.shared.rateLimited.oneMinute : fill(words.shared.rateLimited.minutes, { n: minutes }),
      }),
    }),
    /** A schema's field message (English) in the file's language. */
    fieldMessage: (message: string) => translateMessage(message, words.shared.messages),
  };

  /**
   * The success toast thanks the visitor by name and says where the reply goes: every form's
   * template fills in `{name}` and `{email}`, the same fields in each (src/lib/forms/).
   */
  const success =
    (toast: ToastCopy) =>
    (data: { name: string; email: string }): ToastCopy => ({
      title: toast.title,
      description: fill(toast.description, { name: data.name, email: data.email }),
    });

  /** The home page's inquiry form. */
  const homeInquiryCopy = {
    ...words.homeInquiry,
    toasts: {
      /** The invalid-form toast, word for word (docs/requirements.md "Forms and their messages"). */
      invalid: words.homeInquiry.toasts.invalid,
      success: success(words.homeInquiry.toasts.success),
    },
  };

  /** The contact page's form. */
  const contactFormCopy = {
    ...words.contact,
    toasts: {
      /** The invalid-form toast, word for word (docs/requirements.md "Forms and their messages"). */
      invalid: words.contact.toasts.invalid,
      success: success(words.contact.toasts.success),
    },
  };

  /** The strategy-call popup's form. The popup's title and side text live with the popup. */
  const strategyFormCopy = {
    ...words.strategy,
    toasts: {
      /** The invalid-form toast, word for word (docs/requirements.md "Forms and their messages"). */
      invalid: words.strategy.toasts.invalid,
      success: success(words.strategy.toasts.success),
    },
  };

  return { formCopy, homeInquiryCopy, contactFormCopy, strategyFormCopy };
}

export type FormsCopy = ReturnType<typeof formsCopy>;

/** The default language's words: what an island shows when its page gives none. */
export const englishForms = formsCopy(readFile<"site/forms">(data));
export const { formCopy, homeInquiryCopy, contactFormCopy, strategyFormCopy } = englishForms;

/** The island's words: the page's translation when it gives one, else the default language's. */
export function formsCopyOf(words: FormsFile | undefined): FormsCopy {
  return words ? formsCopy(words) : englishForms;
}
