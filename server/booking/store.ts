import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { Busy } from "./slots.ts";

/**
 * The calls booked on /book, in the leads' database (migration 013). Taking a slot is one INSERT
 * that the partial unique index on (consultant, start) lets through once: there is no read
 * before it that a second request could slip past.
 */
export type BookingRequest = {
  consultantId: string;
  start: number;
  end: number;
  language: string;
  timeZone: string;
  service: string | null;
  name: string;
  email: string;
  company: string | null;
};
export type Booking = BookingRequest & {
  id: string;
  createdAt: string;
  /** How often the visitor moved the call: the SEQUENCE of its invitation. */
  sequence: number;
  /** The id its calendar gave the event, when not the booking's own (Graph): what cancelling deletes. */
  calendarEventId?: string | null;
};

/** A call as the admin lists it: where it stands besides what was booked. */
export type BookingRecord = Booking & {
  cancelledAt: string | null;
  calendarWrittenAt: string | null;
  calendarError: string | null;
  invitationSentAt: string | null;
  leadId: string | null;
};

/** SQLITE_CONSTRAINT_UNIQUE: the slot's row is there already. */
const isUniqueViolation = (error: unknown) => (error as { errcode?: number } | null)?.errcode === 2067;

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

function recordOfRow(row: Record<string, unknown>): BookingRecord {
  return {
    ...bookingOfRow(row),
    cancelledAt: textOrNull(row.cancelled_at),
    calendarWrittenAt: textOrNull(row.calendar_written_at),
    calendarError: textOrNull(row.calendar_error),
    invitationSentAt: textOrNull(row.invitation_sent_at),
    leadId: textOrNull(row.lead_id),
  };
}

function bookingOfRow(row: Record<string, unknown>): Booking {
  return {
    id: String(row.id),
    consultantId: String(row.consultant_id),
    start: Number(row.start_at),
    end: Number(row.end_at),
    createdAt: String(row.created_at),
    language: String(row.language),
    timeZone: String(row.time_zone),
    service: row.service === null ? null : String(row.service),
    name: String(row.name),
    email: String(row.email),
    company: row.company === null ? null : String(row.company),
    calendarEventId: row.calendar_event_id == null ? null : String(row.calendar_event_id),
    sequence: Number(row.sequence ?? 0),
  };
}

export function bookingStore(db: DatabaseSync) {
  const insert = db.prepare(`INSERT INTO bookings
    (id, consultant_id, start_at, end_at, created_at, language, time_zone, service, name, email, company)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const active = db.prepare(
    "SELECT consultant_id, start_at, end_at, created_at FROM bookings WHERE cancelled_at IS NULL AND end_at > ? AND start_at < ?",
  );
  const turns = db.prepare(
    "SELECT consultant_id, COUNT(*) AS calls, MAX(created_at) AS last FROM bookings WHERE cancelled_at IS NULL AND start_at >= ? GROUP BY consultant_id",
  );
  const unwritten = db.prepare(
    "SELECT * FROM bookings WHERE calendar_written_at IS NULL AND cancelled_at IS NULL AND end_at > ? ORDER BY created_at LIMIT 50",
  );
  const uninvited = db.prepare(
    "SELECT * FROM bookings WHERE invitation_sent_at IS NULL AND cancelled_at IS NULL AND end_at > ? ORDER BY created_at LIMIT 50",
  );
  const invited = db.prepare("UPDATE bookings SET invitation_sent_at = ? WHERE id = ?");
  const linked = db.prepare("UPDATE bookings SET lead_id = ? WHERE id = ?");
  const byId = db.prepare("SELECT * FROM bookings WHERE id = ? AND cancelled_at IS NULL");
  const cancel = db.prepare("UPDATE bookings SET cancelled_at = ? WHERE id = ? AND cancelled_at IS NULL");
  // One statement: the unique index checks the new time as the row leaves the old one, so the old
  // slot is free and the new one held at the same instant, or nothing changes. Its calendar write
  // and invitation are owed again, for the minute pass to retry like a new call's.
  const move = db.prepare(`UPDATE bookings SET start_at = ?, end_at = ?, time_zone = ?, sequence = sequence + 1,
      calendar_written_at = NULL, calendar_error = NULL, invitation_sent_at = NULL
    WHERE id = ? AND cancelled_at IS NULL`);
  const written = db.prepare(
    "UPDATE bookings SET calendar_written_at = ?, calendar_error = NULL, calendar_event_id = ? WHERE id = ?",
  );
  const failed = db.prepare("UPDATE bookings SET calendar_error = ? WHERE id = ?");
  // The admin's list: calls still to come soonest first, then those past, latest first.
  const upcoming = db.prepare("SELECT * FROM bookings WHERE end_at > ? ORDER BY start_at, id LIMIT ?");
  const past = db.prepare("SELECT * FROM bookings WHERE end_at <= ? ORDER BY start_at DESC, id LIMIT ?");
  const counts = db.prepare(
    "SELECT COALESCE(SUM(end_at > :at), 0) AS upcoming, COALESCE(SUM(end_at <= :at), 0) AS past FROM bookings",
  );

  return {
    /** Takes the slot: the booking, or null when another took it first. */
    take(request: BookingRequest, at: Date): Booking | null {
      const booking: Booking = { ...request, id: randomUUID(), createdAt: at.toISOString(), sequence: 0 };
      try {
        insert.run(
          booking.id,
          booking.consultantId,
          booking.start,
          booking.end,
          booking.createdAt,
          booking.language,
          booking.timeZone,
          booking.service,
          booking.name,
          booking.email,
          booking.company,
        );
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return booking;
    },
    /** Each consultant's calls that overlap the range: busy for them, and what their daily cap counts. */
    booked(range: Busy): Map<string, Busy[]> {
      const byConsultant = new Map<string, Busy[]>();
      for (const row of active.all(range.start, range.end)) {
        const id = String(row.consultant_id);
        byConsultant.set(id, [
          ...(byConsultant.get(id) ?? []),
          { start: Number(row.start_at), end: Number(row.end_at) },
        ]);
      }
      return byConsultant;
    },
    /** Each consultant's calls from `since` on, and when the last was booked: whose turn it is. */
    turns(since: number): Map<string, { calls: number; lastBookedAt: number }> {
      return new Map(
        turns
          .all(since)
          .map((row) => [
            String(row.consultant_id),
            { calls: Number(row.calls), lastBookedAt: Date.parse(String(row.last)) },
          ]),
      );
    },
    /** Calls still to come whose calendar write has not landed: the retry's work. */
    unwritten(now: number): Booking[] {
      return unwritten.all(now).map(bookingOfRow);
    },
    /** Calls still to come whose invitation the mail server has not taken yet. */
    uninvited(now: number): Booking[] {
      return uninvited.all(now).map(bookingOfRow);
    },
    /** A call still booked (not cancelled), by id. */
    find(id: string): Booking | null {
      const row = byId.get(id);
      return row ? bookingOfRow(row) : null;
    },
    /** Cancels the call, freeing its slot; false when it was cancelled already (a second click). */
    cancel(id: string, at: Date): boolean {
      return Number(cancel.run(at.toISOString(), id).changes) === 1;
    },
    /**
     * The calls around `at` for the admin, at most `limit` of each kind: those still to come
     * (soonest first) and those past (latest first), cancelled ones included, and how many of each there are.
     */
    list(at: number, limit: number) {
      const total = counts.get({ at }) ?? {};
      return {
        upcoming: upcoming.all(at, limit).map(recordOfRow),
        past: past.all(at, limit).map(recordOfRow),
        upcomingCount: Number(total.upcoming ?? 0),
        pastCount: Number(total.past ?? 0),
      };
    },
    /**
     * Moves a call still booked to another start with the same consultant: the moved call, or
     * "taken" when another call holds that time, or "gone" when it was cancelled meanwhile.
     */
    move(id: string, to: { start: number; end: number; timeZone: string }): Booking | "taken" | "gone" {
      try {
        if (Number(move.run(to.start, to.end, to.timeZone, id).changes) !== 1) return "gone";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
      const row = byId.get(id);
      return row ? bookingOfRow(row) : "gone";
    },
    /** The lead the visitor was kept as: its Salesforce Lead is the Event's `WhoId`. */
    linkLead(id: string, leadId: string) {
      linked.run(leadId, id);
    },
    invitationSent(id: string, at: Date) {
      invited.run(at.toISOString(), id);
    },
    /** The write landed; `eventId`, the calendar's own id of the event when it gave one. */
    calendarWritten(id: string, at: Date, eventId: string | null = null) {
      written.run(at.toISOString(), eventId, id);
    },
    calendarFailed(id: string, error: string) {
      failed.run(error.slice(0, 500), id);
    },
  };
}
export type BookingStore = ReturnType<typeof bookingStore>;
