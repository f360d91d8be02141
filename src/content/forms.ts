import type { ContactMessage, HomeInquiry, StrategyCallRequest } from "~/lib/forms";
import { site } from "./site";

/**
 * Words of the three forms (spec §2, §4, §8): labels, placeholders, hints, buttons and toasts.
 * Field error messages are the spec's own and live with the schemas in `lib/forms`.
 */

type FieldCopy = { label: string; placeholder?: string; hint?: string };
type ToastCopy = { title: string; description: string };

/** Shared by every form. */
export const formCopy = {
  /** Spec §4: the button's label while a submission is in flight, exactly. */
  submitting: "Submitting...",
  /** Shown beside the label of a field that may be left empty. */
  optional: "optional",
  /**
   * A submission that did not reach the team (issue "Real lead capture"). Each keeps everything
   * the visitor typed in the form and offers the e-mail address as the way round.
   */
  sendFailed: {
    title: "Message Not Sent",
    description: `We could not reach our server, so your message was not sent. Everything you typed is still in the form: please try again in a moment, or e-mail us at ${site.email}.`,
  },
  rateLimited: (minutes: number) => ({
    title: "Message Not Sent",
    description: `We have just received several messages from your connection. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}, or e-mail us at ${site.email}. Everything you typed is still in the form.`,
  }),
  tooLarge: {
    title: "Message Not Sent",
    description: `Your message is longer than the form can carry in one go. Please shorten it, or e-mail the full text to ${site.email}.`,
  },
  /** The hidden spam trap's label (only a bot that reads the markup meets it). */
  honeypotLabel: "Leave this field empty",
};

/** Spec §2 Home section 12 and §5 "Home inquiry form". */
export const homeInquiryCopy = {
  heading: "Start the Conversation",
  lead: "Tell us where you are today and where you want to be. A senior consultant replies within one business day.",
  fields: {
    fullName: { label: "Full name", placeholder: "Jordan Lee" },
    workEmail: { label: "Work email", placeholder: "you@company.com" },
    companyName: { label: "Company name", placeholder: "Your company or organization" },
    message: {
      label: "How can we help?",
      placeholder: "Your goals, your current Salesforce setup, and any timeline or budget we should know about.",
    },
    agreeToTerms: {
      label: `I agree to the terms and to ${site.name} using these details to respond to my inquiry.`,
    },
  } satisfies Record<keyof HomeInquiry, FieldCopy>,
  privacy: {
    before: "We never share your details. See our ",
    link: "Privacy Statement",
    // The link opens a new tab so the visitor does not lose what they typed (spoken and shown).
    newTab: "(opens in a new tab)",
  },
  submit: "Send Inquiry",
  toasts: {
    /** Spec §8, exactly. */
    invalid: { title: "Action Required", description: "Please review the form and address the highlighted fields." },
    success: (inquiry: HomeInquiry): ToastCopy => ({
      title: "Inquiry Received",
      description: `Thank you, ${inquiry.fullName}. A senior consultant is reviewing your goals and will reply to ${inquiry.workEmail} within one business day.`,
    }),
  },
};

/** Spec §2 "Contact page" and §5 "Contact form". */
export const contactFormCopy = {
  heading: "Send Us a Message",
  lead: "Questions about a project, a partnership or a role? Every message is read by a person on our team, not a bot.",
  fields: {
    name: { label: "Full name", placeholder: "Jordan Lee" },
    email: { label: "Work email", placeholder: "you@company.com" },
    company: { label: "Company", placeholder: "Your company or organization" },
    role: { label: "Role", placeholder: "e.g. CRM Director" },
    subject: { label: "Subject", placeholder: "What would you like to discuss?" },
    message: {
      label: "Message",
      placeholder: "Tell us about your goals, your current platform and your timeline.",
      hint: "The more context you share, the more useful our first reply will be.",
    },
  } satisfies Record<keyof ContactMessage, FieldCopy>,
  submit: "Send Message",
  toasts: {
    /** Spec §8, exactly. */
    invalid: { title: "Validation Error", description: "Please correct the errors in the form." },
    success: (message: ContactMessage): ToastCopy => ({
      title: "Message Sent",
      description: `Thanks, ${message.name}. Your message is with our team, and we will reply to ${message.email} within one business day.`,
    }),
  },
};

/** Spec §2 "Strategy-call popup" and §5 "Strategy form". The popup's title and side text live with the popup. */
export const strategyFormCopy = {
  fields: {
    name: { label: "Your name", placeholder: "Jordan Lee" },
    businessEmail: { label: "Business email", placeholder: "you@company.com" },
    projectDescription: {
      label: "Project description",
      placeholder: "A sentence or two about what you want to achieve.",
    },
  } satisfies Record<keyof StrategyCallRequest, FieldCopy>,
  submit: "Request My Strategy Call",
  toasts: {
    /** Spec §8, exactly. */
    invalid: { title: "Validation Error", description: "Please correct the errors in the form." },
    /** Spec §8: thanks the visitor by name and says they will be contacted at their e-mail. */
    success: (request: StrategyCallRequest): ToastCopy => ({
      title: "Strategy Call Requested!",
      description: `Thank you, ${request.name}! We'll contact you at ${request.businessEmail} to schedule your call.`,
    }),
  },
};
