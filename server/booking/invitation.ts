import type { Consultant } from "../../src/content/consultant-schemas.ts";
import site from "../../src/content/data/site/site.json" with { type: "json" };
import { languages } from "../../src/content/languages.ts";
import type { EmailConfig } from "../inquiries/config.ts";
import { oneLine, smtpTransport } from "../inquiries/email.ts";
import { callCalendar } from "./ics.ts";
import type { CalendarSetting } from "./settings.ts";
import { bookWordsIn } from "./settings.ts";
import type { Booking } from "./store.ts";

/**
 * The e-mails of a booked call, through the lead e-mails' SMTP (SMTP_URL, LEAD_NOTIFY_FROM): the
 * visitor's invitation, in the language of the page they booked on, with the call as an
 * iCalendar `METHOD:REQUEST` whose organiser is the consultant (a calendar shows it as an
 * invitation to accept); and a note to the consultant, whose calendar already holds the event.
 * A Microsoft 365 or Google Workspace consultant's visitor gets no e-mail of the site's: Exchange
 * or Google sends them the event as its invitation, and its cancellation when the event is deleted;
 * one of each, never two (docs/decisions/049-microsoft-365-calendars.md,
 * docs/decisions/050-google-workspace-calendars.md).
 */
/** Whether the consultant's calendar provider sends the visitor the invitation itself (Graph, Google), not the site. */
export const providerInvites = (setting: CalendarSetting) => setting.kind !== "caldav";

const localeOf = (language: string) => languages.find((one) => one.code === language)?.locale ?? "en-US";
/** The words' {placeholders} filled, and {site.name} with the company's name as site.json spells it. */
const fill = (template: string, values: Record<string, string>) =>
  template.replaceAll("{site.name}", site.name).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The invitation's words in the booking's language, and the call's date and time in the visitor's zone. */
function callWords(booking: Booking) {
  const words = bookWordsIn(booking.language).invitation;
  const locale = localeOf(booking.language);
  const zone = booking.timeZone;
  const date = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: zone,
  }).format(booking.start);
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: zone }).format(
    booking.start,
  );
  return { words, date, time, zone };
}

/** The call as an iCalendar event: the consultant organises it, the visitor attends. */
function callEvent(
  booking: Booking,
  consultant: Consultant,
  setting: CalendarSetting,
  stamp: number,
  description: string,
) {
  const summary = fill(bookWordsIn(booking.language).invitation.event, { name: consultant.name });
  return {
    uid: booking.id,
    start: booking.start,
    end: booking.end,
    stamp,
    summary,
    description,
    organizer: { name: consultant.name, email: setting.email },
    attendee: { name: booking.name, email: booking.email },
    sequence: booking.sequence,
  };
}

const BOOKED_NOTE = "A visitor booked a call with you on the website. It is in your calendar already.";
const MOVED_NOTE =
  "The visitor moved this call on the website to the time below. Your calendar has it at the new time.";

/**
 * What the visitor reads: the greeting, the call (or that it moved: its SEQUENCE tells calendars to
 * take the new time), the cancel link and the closing, in their language.
 */
function visitorText(booking: Booking, consultant: Consultant, cancelUrl: string | null) {
  const { words, date, time, zone } = callWords(booking);
  const values = { name: consultant.name, role: consultant.role, date, time, zone };
  return [
    fill(words.greeting, { name: oneLine(booking.name, 80) }),
    "",
    fill(booking.sequence > 0 ? words.movedBody : words.body, values),
    "",
    ...(cancelUrl ? [words.cancelLink, cancelUrl, ""] : []),
    words.closing,
    "",
  ].join("\n");
}

/** The call as Graph or Google writes it and sends it to the visitor: the invitation's words and link. */
export function invitationEvent(
  booking: Booking,
  consultant: Consultant,
  setting: CalendarSetting,
  stamp: number,
  cancelUrl: string | null,
) {
  return callEvent(booking, consultant, setting, stamp, visitorText(booking, consultant, cancelUrl));
}

export function invitationMessages(
  booking: Booking,
  consultant: Consultant,
  setting: CalendarSetting,
  from: string,
  stamp: number,
  /** The signed link that cancels the call; none without the site's public origin (ADMIN_ORIGIN). */
  cancelUrl: string | null = null,
) {
  const { words, date, time, zone } = callWords(booking);
  const values = { name: consultant.name, role: consultant.role, date, time, zone };
  // A moved call's invitation says so; its SEQUENCE (callEvent) makes calendars take the new time.
  const moved = booking.sequence > 0;
  const body = fill(moved ? words.movedBody : words.body, values);
  const ics = callCalendar(callEvent(booking, consultant, setting, stamp, body), "REQUEST");
  const visitor = {
    from,
    to: { name: oneLine(booking.name, 80), address: booking.email },
    replyTo: { name: consultant.name, address: setting.email },
    subject: oneLine(fill(moved ? words.movedSubject : words.subject, values), 200),
    text: visitorText(booking, consultant, cancelUrl),
    // nodemailer puts it in as the text/calendar part calendars act on, and as an attachment.
    icalEvent: { method: "REQUEST", filename: "invitation.ics", content: ics },
    // Each mail of a call its own Message-ID: a mail program hides a second one with the same.
    messageId: `<booking-${booking.id}${moved ? `-${booking.sequence}` : ""}@${from.match(/@([^\s>]+)>?\s*$/)?.[1] ?? "localhost"}>`,
    headers: { "Content-Language": booking.language },
  };
  const utc = new Date(booking.start)
    .toISOString()
    .replace(/:00\.000Z$/, " UTC")
    .replace("T", " ");
  const consultantNote = {
    from,
    to: setting.email,
    replyTo: { name: oneLine(booking.name, 80), address: booking.email },
    subject: oneLine(
      `${moved ? "Call moved" : "Call booked"}: ${booking.name}${booking.company ? ` (${booking.company})` : ""}, ${utc}`,
      200,
    ),
    text: [
      moved ? MOVED_NOTE : BOOKED_NOTE,
      "",
      `When:      ${utc} (${date}, ${time} in their zone, ${zone})`,
      `Name:      ${oneLine(booking.name, 120)}`,
      `E-mail:    ${booking.email}`,
      `Company:   ${oneLine(booking.company ?? "(not given)", 120)}`,
      `Service:   ${booking.service ?? "(not chosen)"}`,
      `Language:  ${booking.language}`,
      `Booking:   ${booking.id}`,
      "",
    ].join("\n"),
  };
  return { visitor, consultant: consultantNote, ics };
}

/** The withdrawal: the same event as METHOD:CANCEL to the visitor, in their language, and a note to the consultant. */
export function cancellationMessages(
  booking: Booking,
  consultant: Consultant,
  setting: CalendarSetting,
  from: string,
  stamp: number,
  /** The admin who cancelled it from /admin/bookings; null when the visitor did. */
  by: string | null = null,
) {
  const { visitor, ics: _, ...rest } = invitationMessages(booking, consultant, setting, from, stamp);
  const { words, date, time } = callWords(booking);
  const values = { name: consultant.name, date, time };
  const ics = callCalendar(callEvent(booking, consultant, setting, stamp, fill(words.cancelledBody, values)), "CANCEL");
  return {
    visitor: {
      ...visitor,
      subject: oneLine(fill(words.cancelledSubject, values), 200),
      text: [fill(words.greeting, { name: oneLine(booking.name, 80) }), "", fill(words.cancelledBody, values), ""].join(
        "\n",
      ),
      icalEvent: { method: "CANCEL", filename: "cancellation.ics", content: ics },
      messageId: visitor.messageId.replace("<booking-", "<booking-cancel-"),
    },
    consultant: {
      ...rest.consultant,
      subject: rest.consultant.subject.replace(/^Call (booked|moved):/, "Call cancelled:"),
      text: rest.consultant.text.replace(
        booking.sequence > 0 ? MOVED_NOTE : BOOKED_NOTE,
        by
          ? `${oneLine(by, 254)} cancelled this call in the admin. Its event has been deleted from your calendar.`
          : "The visitor cancelled this call on the website. Its event has been deleted from your calendar.",
      ),
    },
    ics,
  };
}

export function invitationSender(
  config: EmailConfig,
  {
    log = console.error,
    now = Date.now,
    cancelUrl = () => null,
  }: { log?: (message: string) => void; now?: () => number; cancelUrl?: (booking: Booking) => string | null } = {},
) {
  const transport = smtpTransport(config.smtpUrl, 30_000);
  return {
    async send(booking: Booking, consultant: Consultant, setting: CalendarSetting) {
      const messages = invitationMessages(booking, consultant, setting, config.from, now(), cancelUrl(booking));
      if (!providerInvites(setting)) await transport.sendMail(messages.visitor);
      try {
        await transport.sendMail(messages.consultant);
      } catch (error) {
        log(`Could not tell ${consultant.id} of booking ${booking.id}: ${String(error)}`);
      }
    },
    async sendCancellation(booking: Booking, consultant: Consultant, setting: CalendarSetting, by: string | null) {
      const messages = cancellationMessages(booking, consultant, setting, config.from, now(), by);
      if (!providerInvites(setting)) await transport.sendMail(messages.visitor);
      try {
        await transport.sendMail(messages.consultant);
      } catch (error) {
        log(`Could not tell ${consultant.id} of the cancellation of ${booking.id}: ${String(error)}`);
      }
    },
    close() {
      transport.close();
    },
  };
}
