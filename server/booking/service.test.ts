import { describe, expect, it } from "vitest";
import { openStore } from "../inquiries/store.ts";
import { signBooking } from "./links.ts";
import { bookingService, type Calendar } from "./service.ts";
import { consultantsIn } from "./settings.ts";
import { bookingStore } from "./store.ts";

const NOW = Date.parse("2027-03-12T06:00:00Z");
const setting = {
  kind: "caldav" as const,
  url: "http://127.0.0.1:1/",
  username: "u",
  password: "p",
  email: "jonas@summit.test",
};
const visitor = { name: "Ada Lovelace", email: "ada@example.org", company: null };

function harness() {
  const store = openStore(":memory:");
  const written: string[] = [];
  const calendar: Calendar = {
    busy: async () => [],
    write: async (event) => {
      written.push(event.uid);
      return null;
    },
    remove: async () => {},
  };
  const sent: string[] = [];
  const mail = { down: true };
  const service = bookingService({
    store: bookingStore(store.database),
    calendars: new Map([["jonas-weber", calendar]]),
    settings: new Map([["jonas-weber", setting]]),
    consultantsIn,
    now: () => NOW,
    log: () => {},
    onBooked: async (booking) => {
      if (mail.down) throw new Error("ECONNREFUSED");
      sent.push(booking.id);
    },
  });
  return { store, service, written, sent, mail };
}

describe("a booking whose invitation the mail server refused", () => {
  it("is kept, and its invitation sent on the next retry, once", async () => {
    const { service, written, sent, mail } = harness();
    const choice = { language: "en", service: "salesforce-integration" };
    const [slot] = (await service.slotsFor(choice)).slots;
    const booked = await service.book(
      { ...choice, consultantId: "jonas-weber", start: slot?.start ?? 0, timeZone: "UTC" },
      visitor,
    );
    expect(booked.status).toBe("booked");
    const id = booked.status === "booked" ? booked.booking.id : "";
    expect(written).toEqual([id]);
    expect(sent).toEqual([]);

    await service.retryCalendarWrites();
    expect(sent).toEqual([]);
    mail.down = false;
    await service.retryCalendarWrites();
    await service.retryCalendarWrites();
    expect(sent).toEqual([id]);
    expect(written).toEqual([id]);
  });
});

describe("a moved call whose old event the calendar would not delete", () => {
  it("is not written beside the old one: the retry deletes first, then writes, and the slot stays held", async () => {
    const { store, service, written } = harness();
    const calendar = { failRemove: true, log: [] as string[] };
    const own = bookingService({
      store: bookingStore(store.database),
      calendars: new Map<string, Calendar>([
        [
          "jonas-weber",
          {
            busy: async () => [],
            write: async (event) => {
              calendar.log.push(`write ${event.uid}`);
              return null;
            },
            remove: async (uid) => {
              calendar.log.push(`remove ${uid}`);
              if (calendar.failRemove) throw new Error("HTTP 503");
            },
          },
        ],
      ]),
      settings: new Map([["jonas-weber", setting]]),
      consultantsIn,
      now: () => NOW,
      log: () => {},
      linkSecret: "secret",
    });
    const choice = { language: "en", service: "salesforce-integration" };
    const [first, , later] = (await service.slotsFor(choice)).slots;
    const booked = await service.book(
      { ...choice, consultantId: "jonas-weber", start: first?.start ?? 0, timeZone: "UTC" },
      visitor,
    );
    const id = booked.status === "booked" ? booked.booking.id : "";
    expect(written).toEqual([id]);
    const moved = await own.move(id, signBooking("secret", id), later?.start ?? 0);
    expect(moved).toMatchObject({ status: "moved", booking: { start: later?.start, sequence: 1 } });
    expect(calendar.log).toEqual([`remove ${id}`]);
    expect(store.database.prepare("SELECT calendar_error FROM bookings").get()?.calendar_error).toMatch(
      /old time could not be deleted: HTTP 503/,
    );
    calendar.failRemove = false;
    expect(await own.retryCalendarWrites()).toBe(1);
    expect(calendar.log).toEqual([`remove ${id}`, `remove ${id}`, `write ${id}`]);
    expect(await own.retryCalendarWrites()).toBe(0);
  });
});
