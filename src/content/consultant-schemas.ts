import { z } from "zod";
import { type Field, file, group, identifier, list, paragraph, rule, text } from "./describe.ts";
import { languages } from "./languages.ts";
import { serviceSlugs } from "./paths.ts";

/**
 * The consultants a visitor can book a call with (/book, docs/decisions/042-booking-calls.md).
 * Who they are, what they cover and when they work is content; where their calendars are, and
 * the credentials to them, are the server's settings (BOOKING_CALENDARS), never in a file the
 * editor or the repository holds.
 */

export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** A time of day on the 24-hour clock, 09:00; 24:00 ends a day that runs to midnight. */
const clockTime = (label: string, help: string): Field<z.ZodString> => {
  const pattern = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
  const base = text(label, help, { pattern: { regex: pattern, message: "a time such as 09:00 or 17:30" } });
  return { zod: z.string().regex(pattern, "expected a time such as 09:00 or 17:30"), editor: base.editor };
};

/** A zone of the IANA database (Europe/Berlin), as the server's Intl knows it. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}
const timeZone: Field<z.ZodString> = {
  zod: z.string().refine(isTimeZone, { error: "expected a time zone such as Europe/Berlin or America/New_York" }),
  editor: text("Time zone", "Where they work, as the IANA names it: Europe/Berlin, America/New_York.").editor,
};

const multiChoice = <const Value extends string>(
  label: string,
  values: readonly [Value, ...Value[]],
  help: string,
) => ({
  zod: z.array(z.enum(values)).min(1),
  editor: (fields: Parameters<Field["editor"]>[0]) =>
    fields.multiselect({ label, description: help, options: values.map((value) => ({ label: value, value })) }),
});

const languageCodes = languages.map((language) => language.code) as [string, ...string[]];

const workingDay = rule(
  group("Working day", {
    day: {
      zod: z.enum(weekdays),
      editor: (fields: Parameters<Field["editor"]>[0]) =>
        fields.select({
          label: "Day",
          options: weekdays.map((day) => ({ label: day, value: day })),
          defaultValue: "Monday",
        }),
    },
    start: clockTime("From", "When the first call may begin, in their own time zone: 09:00."),
    end: clockTime("Until", "When the last call must have ended: 17:00."),
  }),
  (day) => day.start < day.end,
  "a working day ends after it begins",
  ["end"],
);

export const consultant = group("Consultant", {
  id: identifier(
    "Id",
    "Lowercase letters and hyphens, never changed once calls are booked: the server's settings name the calendar by it.",
  ),
  name: text("Name", undefined, { max: 80 }),
  role: text("Role", "As the booking page shows it under the name.", { max: 80 }),
  languages: multiChoice("Languages", languageCodes, "The languages they hold calls in."),
  services: multiChoice("Services", serviceSlugs, "The services a visitor may ask them about."),
  timeZone,
  hours: list("Working hours", workingDay, { min: 1, max: 14, help: "The days and hours calls may be booked." }),
  dailyCap: {
    zod: z.number().int().min(1).max(16),
    editor: (fields: Parameters<Field["editor"]>[0]) =>
      fields.integer({
        label: "Calls per day at most",
        description: "Once this many are booked on a day, that day offers no more.",
        defaultValue: 4,
        validation: { min: 1, max: 16, isRequired: true },
      }),
  },
});
export type Consultant = z.infer<typeof consultant.zod>;

export const consultants = file("Consultants who take calls", {
  consultants: rule(
    list("Consultants", consultant, {
      min: 1,
      max: 20,
      help: "Shown on the booking page. A visitor is offered the ones who cover their service and language, in turn.",
    }),
    (all) => new Set(all.map((one) => one.id)).size === all.length,
    "two consultants have the same id",
  ),
});

/** /book's words: the page's own, and what the server writes into its list of times. */
const words = (label: string, help?: string) => text(label, help, { max: 300 });
/** Short words, each given by its label, or its label and help. */
const wordsOf = <K extends string>(fields: Record<K, string | readonly [string, string]>) =>
  Object.fromEntries(
    Object.entries<string | readonly [string, string]>(fields).map(([key, field]) => [
      key,
      typeof field === "string" ? words(field) : words(...field),
    ]),
  ) as Record<K, Field<z.ZodString>>;
export const bookPage = file("Booking page", {
  title: text("Title", undefined, { max: 80 }),
  intro: group("Introduction", {
    eyebrow: text("Eyebrow", undefined, { max: 60 }),
    lead: paragraph("Lead", "Also the page's description in search results.", { max: 300 }),
  }),
  times: group("Free times", "The server writes these around the times it finds free.", {
    ...wordsOf({
      heading: "Heading",
      zoneNote: ["Time zone note", "{zone} is the visitor's time zone."],
      zoneLabel: "Time zone field",
      zoneChange: "Time zone button",
      detailsHeading: "Details heading",
      detailsHint: ["Details hint", "Above the fields: a time is booked by its button, once these are filled in."],
      known: [
        "Details from a form",
        'Instead of the fields, when the visitor came from a form\'s "pick a time" offer: {name} and {email} are filled in.',
      ],
      otherDetails: ["Other details link", "Under it: the page with the empty fields instead."],
      name: "Name field",
      email: "E-mail field",
      company: ["Company field", "Optional: say so."],
      consultant: ["Who", "Under each day's times: {name} and {role} of the consultant."],
      none: ["No free times", "When no consultant has a free time in the next two weeks."],
      unavailable: [
        "Calendars unreachable",
        "When the calendars cannot be read: the visitor is sent to the contact form.",
      ],
      contact: "Contact link",
      unavailableKept: [
        "Calendars unreachable, details kept",
        "When a visitor chose a time but no calendar could be read: their details are kept as a lead.",
      ],
      taken: ["Just taken", "When another visitor took the time a moment before."],
      invalid: ["Details missing", "When the name or e-mail address is missing or not an address."],
      bookedHeading: "Booked heading",
      booked: ["Booked", "{name}, {role}, {date}, {time}, {zone} and {email} are filled in."],
      limited: ["Too many", "When one address books too often in a short time."],
      zoneOffer: [
        "Your own time zone",
        "Offered once the visitor's browser names a zone other than the one shown: {zone} is its name (Europe/Berlin).",
      ],
    }),
    // A day's times are folded under one line that says how many there are: one wording for a
    // single time, another for more (the language's own rule picks, so French says 1 créneau).
    dayTimes: group("A day's line", "Opens the day's times: {date} is the day, {count} how many times it has.", {
      one: words("For one time", "e.g. {date} · {count} time"),
      other: words("For several times", "e.g. {date} · {count} times"),
    }),
  }),
  invitation: group("Invitation e-mail", "Sent to the visitor with the call for their calendar attached.", {
    subject: words("Subject", "{name}, {date} and {time} are filled in."),
    event: words(
      "Event title",
      "The call's title in the visitor's calendar: {name} is the consultant, {site.name} the company.",
    ),
    greeting: words("Greeting", "{name} is the visitor's name."),
    body: paragraph("Text", "{name}, {role}, {date}, {time} and {zone} are filled in.", { max: 600 }),
    closing: words("Closing"),
    cancelLink: words("Cancel line", "Above the link that cancels or moves the call."),
    cancelledSubject: words(
      "Cancelled subject",
      "The e-mail after a cancellation: {name}, {date} and {time} are filled in.",
    ),
    cancelledBody: paragraph("Cancelled text", "{name}, {date} and {time} are filled in.", { max: 600 }),
    movedSubject: words(
      "Moved subject",
      "The e-mail after the visitor moved the call: {name}, {date} and {time} are filled in.",
    ),
    movedBody: paragraph("Moved text", "{name}, {role}, {date}, {time} and {zone} are filled in.", { max: 600 }),
  }),
  cancel: group(
    "Cancelling",
    "The page the e-mail's link opens.",
    wordsOf({
      heading: "Heading",
      text: ["Text", "{name}, {date}, {time} and {zone} are filled in."],
      button: "Button",
      doneHeading: "Cancelled heading",
      done: ["Cancelled", "Below it, a link to book another time."],
      again: "Book another time",
      unknown: ["Unknown link", "When the link is wrong, or the call was cancelled already."],
      moveHeading: ["Move heading", "Above the free times the call can move to."],
      moveHint: ["Move hint", "A time's button moves the call."],
      movedHeading: "Moved heading",
      moved: ["Moved", "{name}, {date}, {time}, {zone} and {email} are filled in."],
    }),
  ),
});
