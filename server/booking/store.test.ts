import { describe, expect, it } from "vitest";
import { openStore } from "../inquiries/store.ts";
import { type BookingRequest, bookingStore } from "./store.ts";

/** The bookings' table on an in-memory database (all migrations applied): a few milliseconds. */
const HALF_HOUR = 30 * 60_000;
const at = Date.parse("2027-03-15T08:00:00Z");
const request = (name: string, start: number): BookingRequest => ({
  consultantId: "jonas-weber",
  start,
  end: start + HALF_HOUR,
  language: "en",
  timeZone: "America/New_York",
  service: null,
  name,
  email: `${name.toLowerCase()}@example.org`,
  company: null,
});

function calls() {
  const store = bookingStore(openStore(":memory:").database);
  const ada = store.take(request("Ada", at), new Date(at - 86_400_000));
  const grace = store.take(request("Grace", at + HALF_HOUR), new Date(at - 86_400_000));
  if (!ada || !grace) throw new Error("the seed did not book");
  return { store, ada, grace };
}

describe("moving a booked call", () => {
  it("gives a time two visitors race for to the first; the other keeps their own call, unchanged", () => {
    const { store, ada, grace } = calls();
    const target = { start: at + 4 * HALF_HOUR, end: at + 5 * HALF_HOUR, timeZone: "Europe/Berlin" };
    const first = store.move(ada.id, target);
    const second = store.move(grace.id, target);
    expect(first).toMatchObject({ id: ada.id, start: target.start, timeZone: "Europe/Berlin", sequence: 1 });
    expect(second).toBe("taken");
    expect(store.find(grace.id)).toMatchObject({ start: at + HALF_HOUR, sequence: 0 });
    // A new visitor cannot take the moved-to time either; the time Ada left is free at once.
    expect(store.take(request("Alan", target.start), new Date(at))).toBeNull();
    expect(store.take(request("Edsger", at), new Date(at))).not.toBeNull();
  });

  it("owes the moved call's calendar write and invitation again, and counts each move in its sequence", () => {
    const { store, ada } = calls();
    store.calendarWritten(ada.id, new Date(at));
    store.invitationSent(ada.id, new Date(at));
    expect(store.unwritten(at - HALF_HOUR).map((call) => call.id)).not.toContain(ada.id);
    store.move(ada.id, { start: at + 6 * HALF_HOUR, end: at + 7 * HALF_HOUR, timeZone: "UTC" });
    const moved = store.move(ada.id, { start: at + 8 * HALF_HOUR, end: at + 9 * HALF_HOUR, timeZone: "UTC" });
    expect(moved).toMatchObject({ sequence: 2, start: at + 8 * HALF_HOUR });
    expect(store.unwritten(at - HALF_HOUR).map((call) => call.id)).toContain(ada.id);
    expect(store.uninvited(at - HALF_HOUR).map((call) => call.id)).toContain(ada.id);
  });

  it("does not move a cancelled call", () => {
    const { store, ada } = calls();
    store.cancel(ada.id, new Date(at));
    expect(store.move(ada.id, { start: at + 10 * HALF_HOUR, end: at + 11 * HALF_HOUR, timeZone: "UTC" })).toBe("gone");
  });
});
