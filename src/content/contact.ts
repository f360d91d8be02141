import type { IconName } from "~/content/icon-names";
import type { Intro } from "~/content/schemas";
import { formatAddress, site } from "./site";

type Channel = { kind: "address" | "email" | "phone"; icon: IconName; label: string; note: string };
type Step = { title: string; description: string };

/**
 * The contact page (spec §2 "Contact page"). The address, e-mail and phone themselves come from
 * the site configuration (decisions.md 11); this module holds the words around them.
 */
export const contactPage = {
  intro: {
    eyebrow: "Contact Us",
    title: "Let's Talk About What You Want to Build",
    lead: "Planning a Salesforce rollout, untangling integrations, getting your data ready for AI or speeding up releases? Tell us where you are today and we will reply within one business day.",
  },
  metaDescription: `Contact ${site.name} about Salesforce consulting, data and AI, integration or DevOps. Send a message, e-mail ${site.email} or call ${site.phone}.`,
  channels: {
    heading: "Reach Us Directly",
    items: [
      {
        kind: "address",
        icon: "map-pin",
        label: "Headquarters",
        note: "Visits by appointment; our consultants also work on site with clients.",
      },
      {
        kind: "email",
        icon: "mail",
        label: "E-mail",
        note: "For project inquiries, partnerships and applications.",
      },
      {
        kind: "phone",
        icon: "phone",
        label: "Phone",
        note: "Monday to Friday, 8:00 am to 6:00 pm Pacific Time.",
      },
    ],
  },
  map: {
    alt: `Map of downtown San Francisco with a pin marking our headquarters at ${formatAddress()}.`,
    street: "Market St",
  },
  nextSteps: {
    heading: "What Happens Next",
    steps: [
      {
        title: "A consultant reads your message",
        description: "A senior consultant, not an automated sequence, reviews what you sent within one business day.",
      },
      {
        title: "We schedule a discovery call",
        description:
          "A 30-minute conversation about your goals, your current Salesforce org and your constraints. No preparation needed.",
      },
      {
        title: "You get a clear recommendation",
        description:
          "A short written summary of options, likely effort and next steps, whether or not we turn out to be the right partner.",
      },
    ],
  },
} satisfies {
  intro: Intro;
  metaDescription: string;
  channels: { heading: string; items: Channel[] };
  map: { alt: string; street: string };
  nextSteps: { heading: string; steps: Step[] };
};
