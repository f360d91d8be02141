import type { Consultant } from "../../src/content/consultant-schemas.ts";
import type { CallEvent } from "./ics.ts";
import { invitationEvent, providerInvites } from "./invitation.ts";
import { isSigned } from "./links.ts";
import type { CalendarSetting } from "./settings.ts";
import { type Busy, candidates, freeSlots, offer, type Slot, slotRules, workingDates } from "./slots.ts";
import type { Booking, BookingStore } from "./store.ts";

/**
 * Free times and bookings, tying the pure rules (slots.ts) to the calendars and the database.
 * Each calendar's busy times are kept for `cacheMs` (60 s): a page of times asks each calendar at
 * most once a minute, and a consultant whose calendar cannot be read is left out rather than
 * shown free. A booking is checked against the times offered now, then taken by the database's
 * unique index, then written to the consultant's calendar.
 *
 * A calendar is CalDAV (caldav.ts), Microsoft 365 through Graph (graph.ts) or Google Workspace
 * (google.ts), per consultant: each reads busy times, writes the call (the booking's id names it,
 * so a retry cannot make a second) and deletes it. Graph names its events itself and Google's ids
 * have an alphabet of their own: `write` returns the event's id, kept with the booking for `remove`.
 */
export type Calendar = {
  busy: (range: Busy, zone: string) => Promise<Busy[]>;
  write: (event: CallEvent) => Promise<string | null>;
  remove: (uid: string, eventId?: string | null) => Promise<void>;
};

export type Visitor = { name: string; email: string; company: string | null };
export type BookResult =
  | { status: "booked"; booking: Booking; consultant: Consultant }
  /** Someone else took it, or it is no longer offered: the times offered now. */
  | { status: "taken"; next: Slot[] }
  /** No calendar could be read: nothing was booked; `kept` when the visitor's details were kept as a lead. */
  | { status: "unavailable"; kept: boolean };
export type MoveResult =
  | { status: "moved"; booking: Booking; consultant: Consultant }
  /** Another call took that time first, or it is not free: the consultant's free times now. */
  | { status: "taken"; next: Slot[] }
  /** The consultant's calendar cannot be read: nothing moved. */
  | { status: "unavailable" };

const DAY = 24 * 60 * 60_000;

export function bookingService({
  store,
  calendars,
  settings,
  consultantsIn,
  now = Date.now,
  cacheMs = 60_000,
  log = console.error,
  onBooked,
  onCancelled,
  keepLead,
  linkSecret = "",
  cancelUrl = () => null,
}: {
  store: BookingStore;
  calendars: ReadonlyMap<string, Calendar>;
  settings: ReadonlyMap<string, CalendarSetting>;
  consultantsIn: (language: string) => readonly Consultant[];
  now?: () => number;
  cacheMs?: number;
  log?: (message: string) => void;
  /** After a booking is stored and its calendar write tried: the invitation's e-mail. */
  onBooked?: (booking: Booking, consultant: Consultant, setting: CalendarSetting) => Promise<void> | void;
  /**
   * After a call is cancelled and its event deleted: the visitor's METHOD:CANCEL, the consultant's
   * note; `by` is the admin who cancelled it, null when the visitor did.
   */
  onCancelled?: (
    booking: Booking,
    consultant: Consultant,
    setting: CalendarSetting,
    by: string | null,
  ) => Promise<void> | void;
  /**
   * Keeps the visitor as a lead (the leads' outbox: the team's e-mail, Salesforce), with a line
   * for the team: for every booking, and for a visitor who chose a time no calendar could confirm.
   */
  keepLead?: (visitor: Visitor, language: string, message: string) => string;
  /** The key of the cancel links (links.ts); without it no link is valid. */
  linkSecret?: string;
  /** The signed link that cancels a call, for an event Graph sends the visitor itself. */
  cancelUrl?: (booking: Booking) => string | null;
}) {
  const cache = new Map<string, { at: number; busy: Promise<Busy[]> }>();

  /** The range a consultant's slots can fall in from `at`: their next working days, whole. */
  const rangeOf = (consultant: Consultant, at: number): Busy => {
    const dates = workingDates(consultant, at, slotRules.workingDays);
    const last = dates.at(-1);
    const end = last ? last.add({ days: 1 }).toZonedDateTime({ timeZone: consultant.timeZone }).epochMilliseconds : at;
    return { start: at, end: Math.max(end, at + DAY) };
  };

  function busyOf(consultant: Consultant, at: number): Promise<Busy[]> {
    const held = cache.get(consultant.id);
    if (held && at - held.at < cacheMs) return held.busy;
    const calendar = calendars.get(consultant.id);
    if (!calendar) return Promise.reject(new Error("no calendar is set for this consultant"));
    const busy = calendar.busy(rangeOf(consultant, at), consultant.timeZone);
    cache.set(consultant.id, { at, busy });
    // A failed read is not kept: the next page asks again.
    busy.catch(() => {
      if (cache.get(consultant.id)?.busy === busy) cache.delete(consultant.id);
    });
    return busy;
  }

  async function slotsFor({ language, service }: { language: string; service: string | null }) {
    const at = now();
    const bookable = consultantsIn(language).filter((one) => calendars.has(one.id));
    const pool = candidates(bookable, { service, language });
    const booked = store.booked({ start: at - DAY, end: at + 120 * DAY });
    const perConsultant = new Map<string, Slot[]>();
    let unread = 0;
    await Promise.all(
      pool.map(async (consultant) => {
        try {
          const busy = await busyOf(consultant, at);
          perConsultant.set(
            consultant.id,
            freeSlots(consultant, { now: at, busy, booked: booked.get(consultant.id) ?? [] }),
          );
        } catch (error) {
          unread += 1;
          log(
            `Could not read the calendar of ${consultant.id}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }),
    );
    // In the list's order, whatever order the calendars answered in: the turns break ties by it.
    const ordered = new Map(
      pool.filter((one) => perConsultant.has(one.id)).map((one) => [one.id, perConsultant.get(one.id) ?? []]),
    );
    const slots = offer(ordered, store.turns(at - 30 * DAY));
    return { slots, unavailable: pool.length === 0 || unread === pool.length, consultants: pool };
  }

  /** The lead's id, or null when there is no lead store or it failed. */
  function lead(visitor: Visitor, language: string, message: string): string | null {
    if (!keepLead) return null;
    try {
      return keepLead(visitor, language, message);
    } catch (error) {
      log(`Could not keep a booking's visitor as a lead: ${String(error)}`);
      return null;
    }
  }

  /** Writes the call into the consultant's calendar, or keeps why it could not for the retry. */
  async function writeToCalendar(booking: Booking, consultant: Consultant, setting: CalendarSetting) {
    const calendar = calendars.get(consultant.id);
    if (!calendar) return false;
    let eventId: string | null = null;
    try {
      eventId = await calendar.write(calendarCopy(booking, consultant, setting, now(), cancelUrl(booking)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // 412: the event is there already, from a write whose answer was lost.
      if (!/HTTP 412/.test(message)) {
        store.calendarFailed(booking.id, message);
        log(`Could not write booking ${booking.id} to the calendar of ${consultant.id}: ${message}`);
        return false;
      }
    }
    store.calendarWritten(booking.id, new Date(now()), eventId);
    return true;
  }

  /** Sends the invitation, or leaves it for the retry (the mail server was down). */
  async function invite(booking: Booking, consultant: Consultant, setting: CalendarSetting) {
    if (!onBooked) return false;
    try {
      await onBooked(booking, consultant, setting);
    } catch (error) {
      log(`Could not send the invitation of booking ${booking.id}: ${String(error)}`);
      return false;
    }
    store.invitationSent(booking.id, new Date(now()));
    return true;
  }

  const whoseCall = (booking: Booking) => ({
    consultant: consultantsIn(booking.language).find((one) => one.id === booking.consultantId),
    setting: settings.get(booking.consultantId),
  });

  /**
   * Writes again each call still to come that is not in its consultant's calendar (the calendar
   * was down when it was booked), and sends again each invitation the mail server did not take:
   * the slot stays held by its row meanwhile, so nothing is lost. How many writes landed.
   */
  async function retryCalendarWrites(): Promise<number> {
    let landed = 0;
    for (const booking of store.unwritten(now())) {
      const { consultant, setting } = whoseCall(booking);
      if (!consultant || !setting) continue;
      if (booking.sequence > 0 && !(await removeOldTime(booking))) continue;
      if (await writeToCalendar(booking, consultant, setting)) landed += 1;
    }
    for (const booking of onBooked ? store.uninvited(now()) : []) {
      const { consultant, setting } = whoseCall(booking);
      if (consultant && setting) await invite(booking, consultant, setting);
    }
    return landed;
  }

  /**
   * A moved call's event under its old time leaves the calendar before the new one goes in (a
   * calendar holds one event per UID); false, kept for the retry, when the calendar refused.
   */
  async function removeOldTime(booking: Booking) {
    try {
      await calendars.get(booking.consultantId)?.remove(booking.id, booking.calendarEventId);
      return true;
    } catch (error) {
      const message = `the event at its old time could not be deleted: ${error instanceof Error ? error.message : String(error)}`;
      store.calendarFailed(booking.id, message);
      log(`Could not move booking ${booking.id} in the calendar of ${booking.consultantId}: ${message}`);
      return false;
    }
  }

  /**
   * The free times a booked call can move to: its own consultant's, by the rules of /book. The
   * consultant stays: an updated invitation keeps its organiser (RFC 5546), and the visitor chose them.
   */
  async function timesFor(consultant: Consultant): Promise<{ slots: Slot[]; unavailable: boolean }> {
    const at = now();
    if (!calendars.has(consultant.id)) return { slots: [], unavailable: true };
    try {
      const busy = await busyOf(consultant, at);
      const booked = store.booked({ start: at - DAY, end: at + 120 * DAY }).get(consultant.id) ?? [];
      return { slots: freeSlots(consultant, { now: at, busy, booked }), unavailable: false };
    } catch (error) {
      log(`Could not read the calendar of ${consultant.id}: ${error instanceof Error ? error.message : String(error)}`);
      return { slots: [], unavailable: true };
    }
  }

  /**
   * Moves the call a signed link names to `start`, one of its consultant's free times: the
   * database swaps the times in one statement (the old one freed as the new one is taken), the
   * event moves in the calendar, and the visitor gets the invitation again with SEQUENCE one up.
   * Null for a wrong or spent link.
   */
  async function move(id: string, token: unknown, start: number): Promise<MoveResult | null> {
    const call = bookedCall(id, token);
    if (!call) return null;
    const { consultant } = call;
    const { slots, unavailable } = await timesFor(consultant);
    if (unavailable) return { status: "unavailable" };
    const slot = slots.find((one) => one.start === start);
    if (!slot) return { status: "taken", next: slots };
    const moved = store.move(id, { start: slot.start, end: slot.end, timeZone: call.booking.timeZone });
    if (moved === "gone") return null;
    cache.delete(consultant.id);
    if (moved === "taken") return { status: "taken", next: (await timesFor(consultant)).slots };
    const setting = settings.get(consultant.id);
    if (setting) {
      if (await removeOldTime(moved)) await writeToCalendar(moved, consultant, setting);
      // A page read while the event moved may hold the old time as busy: read afresh.
      cache.delete(consultant.id);
      await invite(moved, consultant, setting);
    }
    return { status: "moved", booking: moved, consultant };
  }

  async function book(
    request: { consultantId: string; start: number; language: string; service: string | null; timeZone: string },
    visitor: Visitor,
    /** The lead a form's signed link named (lead-link.ts): the call joins it, and no second lead is kept. */
    existingLead: string | null = null,
  ): Promise<BookResult> {
    const { slots, consultants, unavailable } = await slotsFor(request);
    if (unavailable) {
      // A visitor who came from a form is that form's lead already: the team has them.
      const kept =
        existingLead ??
        lead(
          visitor,
          request.language,
          "Chose a time on the booking page, but no calendar could be read: contact them to schedule the call.",
        );
      return { status: "unavailable", kept: kept !== null };
    }
    const consultant = consultants.find((one) => one.id === request.consultantId);
    const slot = slots.find((one) => one.consultantId === request.consultantId && one.start === request.start);
    if (!consultant || !slot) return { status: "taken", next: slots };
    const booking = store.take({ ...request, end: slot.end, ...visitor }, new Date(now()));
    if (!booking) {
      const fresh = await slotsFor(request);
      return { status: "taken", next: fresh.slots };
    }
    // The next page must not offer it, even before the calendar shows it.
    cache.delete(consultant.id);
    const when = new Date(booking.start)
      .toISOString()
      .replace(/:00\.000Z$/, " UTC")
      .replace("T", " ");
    const leadId =
      existingLead ??
      lead(
        visitor,
        request.language,
        `Booked a call on the booking page: ${when} with ${consultant.name} (booking ${booking.id}).`,
      );
    if (leadId) store.linkLead(booking.id, leadId);
    const setting = settings.get(consultant.id);
    if (setting) {
      await writeToCalendar(booking, consultant, setting);
      await invite(booking, consultant, setting);
    }
    return { status: "booked", booking, consultant };
  }

  /** The call a cancel link names, while it is still booked; null for a wrong or spent link. */
  function bookedCall(id: string, token: unknown) {
    if (!linkSecret || !isSigned(linkSecret, id, token)) return null;
    const booking = store.find(id);
    const consultant = booking ? whoseCall(booking).consultant : undefined;
    return booking && consultant ? { booking, consultant } : null;
  }

  /**
   * Withdraws a booked call: its row stops holding the slot, its event leaves the consultant's
   * calendar (a failure is logged; the consultant's note says to remove it), and the visitor's
   * calendar is sent the cancellation. `by`: the admin who cancelled it, null for the visitor.
   */
  async function withdraw(call: { booking: Booking; consultant: Consultant }, by: string | null) {
    const { id } = call.booking;
    if (!store.cancel(id, new Date(now()))) return null;
    cache.delete(call.booking.consultantId);
    const setting = settings.get(call.booking.consultantId);
    try {
      await calendars.get(call.booking.consultantId)?.remove(id, call.booking.calendarEventId);
    } catch (error) {
      log(
        `Could not delete cancelled booking ${id} from the calendar of ${call.booking.consultantId}: ${String(error)}`,
      );
    }
    if (setting) {
      try {
        await onCancelled?.(call.booking, call.consultant, setting, by);
      } catch (error) {
        log(`Could not send the cancellation of booking ${id}: ${String(error)}`);
      }
    }
    return call;
  }

  /** Cancels the call a signed link names; null for a wrong or spent link. */
  async function cancel(id: string, token: unknown) {
    const call = bookedCall(id, token);
    return call ? withdraw(call, null) : null;
  }

  /** The team's cancel, from /admin/bookings: what the visitor's link does, by the admin `by`. */
  async function cancelByTeam(id: string, by: string) {
    const booking = store.find(id);
    const consultant = booking ? whoseCall(booking).consultant : undefined;
    return booking && consultant ? withdraw({ booking, consultant }, by) : null;
  }

  return { slotsFor, book, retryCalendarWrites, bookedCall, cancel, cancelByTeam, timesFor, move };
}
export type BookingService = ReturnType<typeof bookingService>;

/**
 * The event as it goes into the consultant's own calendar. Exchange sends a Graph event to its
 * attendees itself, and Google a Calendar API event written with `sendUpdates=all`, so there the
 * one event is the visitor's invitation: in their language, with the cancel link
 * (docs/decisions/049-microsoft-365-calendars.md, docs/decisions/050-google-workspace-calendars.md).
 */
export function calendarCopy(
  booking: Booking,
  consultant: Consultant,
  setting: CalendarSetting,
  stamp: number,
  cancelUrl: string | null = null,
): CallEvent {
  if (providerInvites(setting)) return invitationEvent(booking, consultant, setting, stamp, cancelUrl);
  return {
    uid: booking.id,
    start: booking.start,
    end: booking.end,
    stamp,
    summary: `Call: ${booking.name}${booking.company ? ` (${booking.company})` : ""}`,
    description: [
      `Booked on the website (${booking.language}).`,
      `E-mail: ${booking.email}`,
      booking.service ? `Service: ${booking.service}` : "",
      `Their time zone: ${booking.timeZone}`,
    ]
      .filter(Boolean)
      .join("\n"),
    organizer: { name: consultant.name, email: setting.email },
    attendee: { name: booking.name, email: booking.email },
    sequence: booking.sequence,
  };
}
