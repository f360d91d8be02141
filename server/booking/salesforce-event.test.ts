import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestSite, tempDir } from "../test/helpers.ts";
import { passwordOf, type Radicale, startRadicale } from "../test/radicale.ts";
import { type SalesforceReceiver, startSalesforce } from "../test/salesforce-receiver.ts";
import { bookingLinkSecret, signBooking } from "./links.ts";

/**
 * A booked call as an Event on its visitor's Lead, against the Salesforce-shaped server and a
 * real Radicale: made once the Lead lands, moved with the call, deleted when it is cancelled
 * (salesforce-event.ts). About 2 s.
 */
const shell = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>Book</title><main><h2>Times</h2><div data-booking-region="" class="mt-6"><p>fallback</p></div></main><footer>site footer</footer></html>`;
const visitor = { name: "Ada Lovelace", email: "ada@example.org", company: "Analytical Engines" };

describe("a booking in Salesforce", () => {
  // The leads' outbox runs on the real clock: this site's clock is in the past, so its lead is due at once.
  let org: SalesforceReceiver;
  let own: Awaited<ReturnType<typeof startTestSite>>;
  let calendars: Radicale;
  beforeAll(async () => {
    org = await startSalesforce();
    calendars = await startRadicale(["jonas"]);
    const url = await calendars.makeCalendar("jonas", "calls");
    const dir = tempDir("summit-booking-salesforce-");
    mkdirSync(join(dir, "site", "book"), { recursive: true });
    writeFileSync(join(dir, "site", "book", "index.html"), shell("en"));
    own = await startTestSite(
      {
        ...org.env,
        BOOKING_CALENDARS: JSON.stringify({
          "jonas-weber": { url, username: "jonas", password: passwordOf("jonas"), email: "jonas@summit.test" },
        }),
      },
      dir,
      { now: () => Date.parse("2026-03-10T06:00:00Z") },
    );
  }, 30_000);
  afterAll(async () => {
    await own?.close();
    await org?.close();
    await calendars?.stop();
  });

  it("joins the booked call to its visitor's Lead as an Event", async () => {
    const start = Date.parse("2026-03-11T09:00:00Z");
    const booked = await fetch(`${own.url}/book`, {
      method: "POST",
      body: new URLSearchParams({
        ...visitor,
        tz: "UTC",
        service: "salesforce-integration",
        slot: `jonas-weber@${start}`,
      }),
    });
    expect(booked.status).toBe(200);
    const [lead] = own.store.database.prepare("SELECT id FROM inquiries WHERE email = 'ada@example.org'").all();
    await vi.waitFor(() =>
      expect(own.store.deliveryState(String(lead?.id), "salesforce")).toMatchObject({
        deliveredAt: expect.any(String),
      }),
    );
    const [salesforceLead] = org.leadsWith(String(lead?.id));
    expect(org.events).toEqual([]);
    await own.bookingPass();
    expect(org.events).toEqual([
      expect.objectContaining({
        WhoId: salesforceLead?.Id,
        StartDateTime: "2026-03-11T09:00:00.000Z",
        EndDateTime: "2026-03-11T09:30:00.000Z",
        Subject: "Call: Ada Lovelace (Analytical Engines)",
      }),
    ]);
    await own.bookingPass();
    expect(org.events).toHaveLength(1);
  });

  it("moves the Event when the visitor moves the call, and makes it anew if someone deleted it in Salesforce", async () => {
    const [row] = own.store.database.prepare("SELECT id, salesforce_event_id FROM bookings").all();
    const [id, event] = [String(row?.id), String(row?.salesforce_event_id)];
    const token = signBooking(bookingLinkSecret(own.store.database), id);
    const moveTo = async (at: string) => {
      const moved = await fetch(`${own.url}/book`, {
        method: "POST",
        body: new URLSearchParams({ b: id, t: token, move: String(Date.parse(at)) }),
      });
      expect(moved.status).toBe(200);
    };
    await moveTo("2026-03-11T10:00:00Z");
    await own.bookingPass();
    expect(org.events).toEqual([
      expect.objectContaining({
        Id: event,
        StartDateTime: "2026-03-11T10:00:00.000Z",
        EndDateTime: "2026-03-11T10:30:00.000Z",
      }),
    ]);
    const patches = () =>
      org.requests.filter((request) => request.method === "PATCH" && request.path.includes("/Event/"));
    await own.bookingPass();
    expect(patches()).toHaveLength(1);

    await moveTo("2026-03-11T11:00:00Z");
    org.events.splice(0);
    await own.bookingPass();
    expect(org.events).toEqual([expect.objectContaining({ StartDateTime: "2026-03-11T11:00:00.000Z" })]);
    expect(org.events[0]?.Id).not.toBe(event);
  });

  it("deletes the Event once the call is cancelled, retried on each pass until Salesforce takes it", async () => {
    const [row] = own.store.database.prepare("SELECT id, salesforce_event_id FROM bookings").all();
    const [id, event] = [String(row?.id), String(row?.salesforce_event_id)];
    expect(org.events.map((one) => one.Id)).toEqual([event]);
    const token = signBooking(bookingLinkSecret(own.store.database), id);
    const cancelled = await fetch(`${own.url}/book`, {
      method: "POST",
      body: new URLSearchParams({ b: id, t: token }),
    });
    expect(cancelled.status).toBe(200);

    org.state.down = true;
    await own.bookingPass();
    expect(org.events.map((one) => one.Id)).toEqual([event]);
    org.state.down = false;
    await own.bookingPass();
    expect(org.events).toEqual([]);
    const deletes = () => org.requests.filter((request) => request.method === "DELETE");
    expect(
      deletes().map((request) => [request.path.replace(/^\/services\/data\/v\d+\.0/, ""), request.status]),
    ).toEqual([
      [`/sobjects/Event/${event}`, 503],
      [`/sobjects/Event/${event}`, 204],
    ]);
    // Done once: the next pass neither deletes again nor makes the Event anew.
    await own.bookingPass();
    expect(deletes()).toHaveLength(2);
    expect(org.events).toEqual([]);
  });
});
