import { describe, expect, it } from "vitest";
import { openStore } from "../inquiries/store.ts";
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
