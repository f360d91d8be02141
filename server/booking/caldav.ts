import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { createCalendarObject, fetchCalendarObjects } from "tsdav";
import { type CallEvent, callCalendar } from "./ics.ts";
import type { Busy } from "./slots.ts";

/**
 * A consultant's CalDAV calendar (Google Workspace, Nextcloud, Radicale…), through tsdav: its busy
 * times over a range, and an event written into it. Only start and end leave this module: a
 * meeting's title, place or attendees are read by the parser and dropped here, on the server.
 */
export type CaldavSetting = { kind: "caldav"; url: string; username: string; password: string };

/** How many occurrences of one recurring event are looked at: a daily meeting over the range is far fewer. */
const MAX_OCCURRENCES = 500;

function toEpoch(time: ICAL.Time, zone: string): number {
  // A date without a time (an all-day event, a day off) is the whole day where the consultant works.
  if (time.isDate) {
    return Temporal.PlainDate.from({ year: time.year, month: time.month, day: time.day }).toZonedDateTime({
      timeZone: zone,
    }).epochMilliseconds;
  }
  return time.toJSDate().getTime();
}

/**
 * The busy times an iCalendar object holds within `range`: each event that blocks time (not
 * transparent, not cancelled), each occurrence of a recurring one. `zone` places all-day events.
 */
export function busyOf(ics: string, range: Busy, zone: string): Busy[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics));
  } catch {
    return [];
  }
  for (const timezone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(timezone);
  const busy: Busy[] = [];
  for (const component of calendar.getAllSubcomponents("vevent")) {
    if (String(component.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT") continue;
    if (String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    const add = (start: ICAL.Time, end: ICAL.Time | undefined) => {
      const from = toEpoch(start, zone);
      const to = end ? toEpoch(end, zone) : from;
      if (to > range.start && from < range.end) busy.push({ start: from, end: Math.max(to, from) });
    };
    if (event.isRecurring() && !component.hasProperty("recurrence-id")) {
      const occurrences = event.iterator();
      for (let i = 0, next = occurrences.next(); next && i < MAX_OCCURRENCES; i++, next = occurrences.next()) {
        if (toEpoch(next, zone) >= range.end) break;
        const details = event.getOccurrenceDetails(next);
        add(details.startDate, details.endDate);
      }
    } else {
      add(event.startDate, event.endDate);
    }
  }
  return busy;
}

const basic = ({ username, password }: CaldavSetting) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;

const withTimeout =
  (timeoutMs: number): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });

export function caldavCalendar(setting: CaldavSetting, { timeoutMs = 5_000 }: { timeoutMs?: number } = {}) {
  const headers = { Authorization: basic(setting) };
  const calendar = { url: setting.url };
  const timed = withTimeout(timeoutMs);
  return {
    /** The busy times between `range.start` and `range.end`; throws when the calendar cannot be read. */
    async busy(range: Busy, zone: string): Promise<Busy[]> {
      const objects = await fetchCalendarObjects({
        calendar,
        headers,
        timeRange: { start: new Date(range.start).toISOString(), end: new Date(range.end).toISOString() },
        expand: true,
        fetch: timed,
      });
      return objects.flatMap((object) => (typeof object.data === "string" ? busyOf(object.data, range, zone) : []));
    },
    /** Writes the event as `<uid>.ics`; refuses to overwrite one of that name. The uid names it: no other id. */
    async write(event: CallEvent): Promise<string | null> {
      const response = await createCalendarObject({
        calendar,
        headers: { ...headers, "If-None-Match": "*" },
        iCalString: callCalendar(event),
        filename: `${event.uid}.ics`,
        fetch: timed,
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the calendar answered HTTP ${response.status} to the event's PUT`);
      return null;
    },
    /** Deletes the event `<uid>.ics`; one already gone is fine. */
    async remove(uid: string): Promise<void> {
      const response = await timed(new URL(`${encodeURIComponent(uid)}.ics`, calendar.url), {
        method: "DELETE",
        headers,
      });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404)
        throw new Error(`the calendar answered HTTP ${response.status} to the event's DELETE`);
    },
  };
}
export type CaldavCalendar = ReturnType<typeof caldavCalendar>;
