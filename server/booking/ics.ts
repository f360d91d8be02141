import ICAL from "ical.js";

/**
 * The call as iCalendar, built with ical.js so every value is escaped and folded as RFC 5545
 * wants. Times are written in UTC: one instant that every calendar shows in its own owner's zone,
 * with no VTIMEZONE to go stale. The copy in the consultant's calendar has no METHOD (CalDAV
 * refuses one); the visitor's invitation is `METHOD:REQUEST`, the consultant its organiser, and a
 * cancellation the same event as `METHOD:CANCEL`.
 */
export type CallEvent = {
  uid: string;
  start: number;
  end: number;
  /** When the event was made (DTSTAMP). */
  stamp: number;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** How often the call was moved: an update must carry a higher SEQUENCE than what it replaces. */
  sequence?: number;
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: taking them out of a parameter is the point.
const unsafeInParameter = /[\u0000-\u001f\u007f"]/g;
const cn = (name: string) => name.replace(unsafeInParameter, " ").trim().slice(0, 80);
const utc = (epoch: number) => ICAL.Time.fromJSDate(new Date(epoch), true);

function person(kind: "organizer" | "attendee", { name, email }: { name: string; email: string }) {
  const property = new ICAL.Property(kind);
  property.setValue(`mailto:${email}`);
  property.setParameter("cn", cn(name));
  if (kind === "attendee") {
    property.setParameter("role", "REQ-PARTICIPANT");
    property.setParameter("partstat", "NEEDS-ACTION");
    property.setParameter("rsvp", "TRUE");
  }
  return property;
}

/** `CANCEL` withdraws the invitation of the same UID: the visitor's calendar removes the call. */
export function callCalendar(event: CallEvent, method?: "REQUEST" | "CANCEL"): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", "-//Summit Cloud Consulting//Booking//EN");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  if (method) calendar.addPropertyWithValue("method", method);
  const vevent = new ICAL.Component("vevent");
  vevent.addPropertyWithValue("uid", event.uid);
  vevent.addPropertyWithValue("dtstamp", utc(event.stamp));
  vevent.addPropertyWithValue("dtstart", utc(event.start));
  vevent.addPropertyWithValue("dtend", utc(event.end));
  vevent.addPropertyWithValue("summary", event.summary);
  vevent.addPropertyWithValue("description", event.description);
  // A cancellation outranks the last invitation sent, whose SEQUENCE was the call's own.
  vevent.addPropertyWithValue("sequence", (event.sequence ?? 0) + (method === "CANCEL" ? 1 : 0));
  vevent.addPropertyWithValue("status", method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
  vevent.addProperty(person("organizer", event.organizer));
  vevent.addProperty(person("attendee", event.attendee));
  calendar.addSubcomponent(vevent);
  return calendar.toString().replace(/\r?\n/g, "\r\n");
}
