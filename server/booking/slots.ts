import { Temporal } from "temporal-polyfill";
import { type Consultant, weekdays } from "../../src/content/consultant-schemas.ts";

/**
 * Free times, computed from nothing but what is passed in (no clock, no calendar, no database),
 * so every rule can be tested with a fixed "now": 30-minute calls inside a consultant's working
 * hours, in their own time zone, over their next 10 working days, never closer than 4 hours from
 * now, never within 15 minutes of anything in their calendar, and no more in a day than their cap.
 */
export const SLOT_MINUTES = 30;
export const BUFFER_MINUTES = 15;
export const NOTICE_MINUTES = 4 * 60;
export const WORKING_DAYS = 10;

const MINUTE = 60_000;

/** A time taken in a calendar, as epoch milliseconds: free/busy only, never what it is. */
export type Busy = { start: number; end: number };
export type Slot = { consultantId: string; start: number; end: number };

export type SlotRules = { slotMinutes: number; bufferMinutes: number; noticeMinutes: number; workingDays: number };
export const slotRules: SlotRules = {
  slotMinutes: SLOT_MINUTES,
  bufferMinutes: BUFFER_MINUTES,
  noticeMinutes: NOTICE_MINUTES,
  workingDays: WORKING_DAYS,
};

type Hours = Pick<Consultant, "id" | "timeZone" | "hours" | "dailyCap">;

const at = (date: Temporal.PlainDate, time: string, zone: string) =>
  time === "24:00"
    ? date.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds
    : date.toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;

/**
 * The consultant's own working days, as local dates, from the first whose hours end after
 * `earliest` (today counts while a call could still fit in it).
 */
export function workingDates(consultant: Hours, earliest: number, count: number): Temporal.PlainDate[] {
  const workDays = new Set(consultant.hours.map((hours) => weekdays.indexOf(hours.day) + 1));
  if (workDays.size === 0) return [];
  const dates: Temporal.PlainDate[] = [];
  let date = Temporal.Instant.fromEpochMilliseconds(earliest).toZonedDateTimeISO(consultant.timeZone).toPlainDate();
  while (dates.length < count) {
    const ends = consultant.hours
      .filter((hours) => weekdays.indexOf(hours.day) + 1 === date.dayOfWeek)
      .map((hours) => at(date, hours.end, consultant.timeZone));
    if (ends.some((end) => end > earliest)) dates.push(date);
    date = date.add({ days: 1 });
  }
  return dates;
}

/**
 * One consultant's free slots. `busy` is their calendar's busy times; `booked`, the calls already
 * booked through the site (busy as well, and what the daily cap counts, by the consultant's date).
 */
export function freeSlots(
  consultant: Hours,
  {
    now,
    busy,
    booked = [],
    rules = slotRules,
  }: { now: number; busy: readonly Busy[]; booked?: readonly Busy[]; rules?: SlotRules },
): Slot[] {
  const slot = rules.slotMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const earliest = now + rules.noticeMinutes * MINUTE;
  const taken = [...busy, ...booked];
  const zone = consultant.timeZone;
  const slots: Slot[] = [];
  for (const date of workingDates(consultant, earliest, rules.workingDays)) {
    const dayStart = date.toZonedDateTime({ timeZone: zone }).epochMilliseconds;
    const dayEnd = date.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds;
    const bookedThatDay = booked.filter((call) => call.start >= dayStart && call.start < dayEnd).length;
    if (bookedThatDay >= consultant.dailyCap) continue;
    for (const hours of consultant.hours) {
      if (weekdays.indexOf(hours.day) + 1 !== date.dayOfWeek) continue;
      const end = at(date, hours.end, zone);
      // Slots start on the working hours' own grid, so they read as 09:00, 09:30… where the consultant is.
      for (let start = at(date, hours.start, zone); start + slot <= end; start += slot) {
        if (start < earliest) continue;
        const clash = taken.some((time) => time.start < start + slot + buffer && time.end > start - buffer);
        if (!clash) slots.push({ consultantId: consultant.id, start, end: start + slot });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** Who may be offered to a visitor: those covering the service in the language; failing that, the language alone. */
export function candidates<C extends Pick<Consultant, "services" | "languages">>(
  consultants: readonly C[],
  { service, language }: { service?: string | null; language: string },
): C[] {
  const speaking = consultants.filter((one) => one.languages.includes(language));
  const pool = speaking.length > 0 ? speaking : [...consultants];
  if (!service) return pool;
  const covering = pool.filter((one) => (one.services as readonly string[]).includes(service));
  return covering.length > 0 ? covering : pool;
}

/**
 * One list of times for the visitor: each time once, with the consultant whose turn it is among
 * those free then: the one with the fewest calls booked, then the one booked longest ago, then
 * the list's order. Round-robin, without a counter that could drift from what is booked.
 */
export function offer(
  perConsultant: ReadonlyMap<string, readonly Slot[]>,
  turns: ReadonlyMap<string, { calls: number; lastBookedAt: number }>,
): Slot[] {
  const order = [...perConsultant.keys()];
  const turn = (id: string) => turns.get(id) ?? { calls: 0, lastBookedAt: 0 };
  const byStart = new Map<number, Slot>();
  for (const id of order) {
    for (const slot of perConsultant.get(id) ?? []) {
      const held = byStart.get(slot.start);
      if (!held) {
        byStart.set(slot.start, slot);
        continue;
      }
      const [a, b] = [turn(slot.consultantId), turn(held.consultantId)];
      if (a.calls < b.calls || (a.calls === b.calls && a.lastBookedAt < b.lastBookedAt)) byStart.set(slot.start, slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

export type ShownSlot = Slot & {
  /** `2027-03-15T04:00-04:00`: the instant with the offset of the visitor's zone, for `<time datetime>`. */
  datetime: string;
  /** `04:00`, in the visitor's zone. */
  time: string;
};

/** Slots grouped by the visitor's own dates, each shown in the visitor's zone. */
export function byDay(slots: readonly Slot[], timeZone: string): { date: string; slots: ShownSlot[] }[] {
  const days = new Map<string, ShownSlot[]>();
  for (const slot of slots) {
    const local = Temporal.Instant.fromEpochMilliseconds(slot.start).toZonedDateTimeISO(timeZone);
    const date = local.toPlainDate().toString();
    const shown = {
      ...slot,
      datetime: local.toString({ smallestUnit: "minute", timeZoneName: "never" }),
      time: local.toPlainTime().toString({ smallestUnit: "minute" }),
    };
    days.set(date, [...(days.get(date) ?? []), shown]);
  }
  return [...days].map(([date, shown]) => ({ date, slots: shown }));
}

/** Whether `zone` is one the time-zone database knows (a visitor's choice is checked before use). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    Temporal.Now.instant().toZonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}
