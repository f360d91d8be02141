import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyTombstones, eraseOlderThan, erasePerson, findPerson, personExport } from "../inquiries/erasure.ts";
import { openStore } from "../inquiries/store.ts";
import { tempDir } from "../test/helpers.ts";
import { bookingStore } from "./store.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const call = (email: string, start: string, name = "Ada Lovelace") => ({
  consultantId: "jonas-weber",
  start: Date.parse(start),
  end: Date.parse(start) + 30 * 60_000,
  language: "de",
  timeZone: "Europe/Berlin",
  service: null,
  name,
  email,
  company: "Analytical Engines",
});

function bookingsOf(dir: string) {
  const store = openStore(join(dir, "inquiries.db"));
  cleanups.push(() => store.close());
  return { db: store.database, bookings: bookingStore(store.database) };
}
const rows = (db: ReturnType<typeof bookingsOf>["db"]) =>
  db
    .prepare("SELECT name, email FROM bookings ORDER BY start_at")
    .all()
    .map((row) => `${String(row.name)} <${String(row.email)}>`);

describe("a person's bookings", () => {
  it("are found and exported with their leads, and erased as their own rows, others kept", async () => {
    const { db, bookings } = bookingsOf(tempDir("summit-booking-erasure-"));
    bookings.take(call("ada@example.org", "2027-03-15T08:00:00Z"), new Date("2027-03-01T10:00:00Z"));
    bookings.take(call("grace@example.org", "2027-03-15T09:00:00Z", "Grace Hopper"), new Date("2027-03-01T10:00:00Z"));

    const found = findPerson(db, "ADA@example.org");
    expect(found.bookings.map((row) => row.start_at)).toEqual([Date.parse("2027-03-15T08:00:00Z")]);
    expect(found.elsewhere).toEqual([]);
    expect(personExport(found, new Date()).bookings).toHaveLength(1);

    const erased = await erasePerson(db, "ada@example.org", { dataFolder: null });
    expect(erased.bookings).toBe(1);
    expect(rows(db)).toEqual(["Grace Hopper <grace@example.org>"]);
    // Freed: the same time can be booked again.
    expect(bookings.take(call("someone@example.org", "2027-03-15T08:00:00Z", "Someone"), new Date())).not.toBeNull();

    // A restored older backup brings the row back; its tombstone erases it again.
    bookings.take(call("ada@example.org", "2027-03-16T08:00:00Z"), new Date("2027-03-01T10:00:00Z"));
    expect(applyTombstones(db)).toBe(1);
    expect(rows(db)).toEqual(["Someone <someone@example.org>", "Grace Hopper <grace@example.org>"]);
  });

  it("go after the leads' retention, counted from the day they were booked", () => {
    const { db, bookings } = bookingsOf(tempDir("summit-booking-erasure-"));
    bookings.take(call("ada@example.org", "2025-03-15T08:00:00Z"), new Date("2025-03-01T10:00:00Z"));
    bookings.take(call("grace@example.org", "2027-03-15T09:00:00Z", "Grace Hopper"), new Date("2027-03-01T10:00:00Z"));
    expect(eraseOlderThan(db, 730, new Date("2027-03-02T00:00:00Z"))).toBe(1);
    expect(rows(db)).toEqual(["Grace Hopper <grace@example.org>"]);
  });
});
