import type { ContactMessage, HomeInquiry, StrategyCallRequest } from "~/lib/forms";
import { fill } from "~/lib/template";
import data from "./data/site/forms.json" with { type: "json" };
import { readFile } from "./site";

/**
 * Words of the three forms (spec §2, §4, §8): labels, placeholders, hints, buttons and toasts, in
 * src/content/data/site/forms.json. Field error messages are the spec's own and live with the
 * schemas in `lib/forms`. The visitor's name and address go into the success toasts' templates here.
 */

type ToastCopy = { title: string; description: string };
const words = readFile<"site/forms">(data);

/** Shared by every form. */
export const formCopy = {
  ...words.shared,
  rateLimited: (minutes: number): ToastCopy => ({
    title: words.shared.rateLimited.title,
    description: fill(words.shared.rateLimited.description, {
      wait: minutes === 1 ? words.shared.rateLimited.oneMinute : fill(words.shared.rateLimited.minutes, { n: minutes }),
    }),
  }),
};

/** Spec §2 Home section 12 and §5 "Home inquiry form". */
export const homeInquiryCopy = {
  ...words.homeInquiry,
  toasts: {
    /** Spec §8, exactly. */
    invalid: words.homeInquiry.toasts.invalid,
    success: (inquiry: HomeInquiry): ToastCopy => ({
      title: words.homeInquiry.toasts.success.title,
      description: fill(words.homeInquiry.toasts.success.description, {
        fullName: inquiry.fullName,
        workEmail: inquiry.workEmail,
      }),
    }),
  },
};

/** Spec §2 "Contact page" and §5 "Contact form". */
export const contactFormCopy = {
  ...words.contact,
  toasts: {
    /** Spec §8, exactly. */
    invalid: words.contact.toasts.invalid,
    success: (message: ContactMessage): ToastCopy => ({
      title: words.contact.toasts.success.title,
      description: fill(words.contact.toasts.success.description, { name: message.name, email: message.email }),
    }),
  },
};

/** Spec §2 "Strategy-call popup" and §5 "Strategy form". The popup's title and side text live with the popup. */
export const strategyFormCopy = {
  ...words.strategy,
  toasts: {
    /** Spec §8, exactly. */
    invalid: words.strategy.toasts.invalid,
    /** Spec §8: thanks the visitor by name and says they will be contacted at their e-mail. */
    success: (request: StrategyCallRequest): ToastCopy => ({
      title: words.strategy.toasts.success.title,
      description: fill(words.strategy.toasts.success.description, {
        name: request.name,
        businessEmail: request.businessEmail,
      }),
    }),
  },
};
