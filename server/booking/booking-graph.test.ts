import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingSite, bookingClock, MAILBOX, MEETING_WORDS, startBookingSite } from "../test/booking-site.ts";
import { type GraphStandIn, startGraphStandIn } from "../test/graph-stand-in.ts";

/**
 * /book end to end in the server with a Microsoft 365 consultant: Jonas's calendar is a mailbox
 * of the Graph stand-in, the SMTP sink takes the site's mail, and the server's clock is fixed
 * (booking-site.ts). The same flow as booking.test.ts's with Radicale.
 */
const clock = bookingClock();

let standIn: GraphStandIn;
let booking: BookingSite;
const get = (path: string) => booking.get(path);
const row = (id: string) => booking.row(id);

beforeAll(async () => {
  standIn = await startGraphStandIn({ mailboxes: [MAILBOX], now: clock.now });
  // Monday 15 March, 10:00–11:00 in Berlin, with a place; Tuesday a maybe at 13:00 and a reminder at 15:00 that blocks nothing.
  standIn.addMeeting(MAILBOX, {
    subject: "Secret merger talk",
    start: "2027-03-15T09:00:00",
    end: "2027-03-15T10:00:00",
  });
  standIn.addMeeting(MAILBOX, {
    subject: "Maybe lunch",
    start: "2027-03-16T12:00:00",
    end: "2027-03-16T12:30:00",
    showAs: "tentative",
  });
  standIn.addMeeting(MAILBOX, {
    subject: "Boardroom 4 reminder",
    start: "2027-03-16T14:00:00",
    end: "2027-03-16T15:00:00",
    showAs: "free",
  });
  booking = await startBookingSite(
    { BOOKING_CALENDARS: JSON.stringify({ "jonas-weber": `graph:${MAILBOX}` }), ...standIn.env },
    { prefix: "summit-booking-graph-", now: clock.now },
  );
}, 30_000);

afterAll(async () => {
  await booking?.close();
  await standIn?.stop();
});

describe("/book with a Microsoft 365 calendar", () => {
  it("lists the free times without the busy and tentative ones, and offers a time the calendar marks free", async () => {
    await booking.expectTimesAroundTheMeetings();
  });

  it("books in German: the event in the consultant's mailbox with the visitor as attendee and the cancel link, one invitation, which Exchange sends", async () => {
    const id = await booking.bookInGerman();

    // Read back from the stand-in, as the consultant's Outlook would show it.
    const [event, ...more] = standIn.events(MAILBOX).filter((one) => one.transactionId === id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      subject: "Gespräch mit Jonas Weber, Summit Cloud Consulting",
      start: { dateTime: "2027-03-15T08:00:00", timeZone: "UTC" },
      end: { dateTime: "2027-03-15T08:30:00", timeZone: "UTC" },
      attendees: [{ emailAddress: { address: "ada@example.org", name: "Ada Lovelace" }, type: "required" }],
    });
    expect(event?.body.content).toContain("ruft Sie am Montag, 15. März 2027 um 4:00 (America/New_York)");
    expect(event?.body.content).toMatch(/https:\/\/summit\.test\/de\/book\?b=[\w-]+&t=[\w-]+/);
    expect(row(id)).toMatchObject({ calendar_error: null, calendar_event_id: event?.id });

    // Exchange sends the invitation: the site sends the visitor none of its own, and tells the consultant.
    booking.expectOnlyTheConsultantMailed("Ada Lovelace");

    const after = await get("/book?tz=UTC&service=salesforce-integration");
    expect(booking.times(after.text)).not.toContain("2027-03-15T08:00:00.000Z");
  });

  it("cancels by the link in the event: the event is deleted from the mailbox (Exchange tells the visitor), the time is free", async () => {
    const [event] = standIn.events(MAILBOX).filter((one) => one.transactionId);
    const link = event?.body.content.match(/https:\/\/summit\.test(\/de\/book\?b=[\w-]+&t=[\w-]+)/)?.[1] as string;
    const [id, token] = [...new URL(link, "https://x").searchParams.values()] as [string, string];
    expect((await get(link)).text).toContain("Gespräch absagen");

    const done = await booking.post("/de/book", { b: id, t: token });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Ihr Gespräch ist abgesagt");
    expect(standIn.events(MAILBOX).some((one) => one.id === event?.id)).toBe(false);
    expect(standIn.requests.at(-1)).toEqual({
      method: "DELETE",
      path: `/v1.0/users/jonas%40summit.test/events/${encodeURIComponent(event?.id as string)}`,
    });
    booking.expectOnlyTheConsultantMailed("Call cancelled");
    const page = await get("/book?tz=UTC&service=salesforce-integration");
    expect(booking.times(page.text)).toContain("2027-03-15T08:00:00.000Z");
  });

  it("keeps a call booked while Graph is down, says plainly to write instead once it cannot be read, and writes the call once when it is back", async () => {
    const id = await booking.bookWhileDown(clock.advance, () => standIn.pause());

    clock.advance(61_000);
    const page = await get("/book?service=salesforce-integration");
    expect(page.text).toContain(
      "We cannot show free times just now. Send us a message and the team will contact you to schedule the call.",
    );
    expect(booking.times(page.text)).toEqual([]);
    await booking.site.bookingPass();
    expect(row(id).calendar_written_at).toBeNull();

    await standIn.resume();
    await booking.site.bookingPass();
    const written = standIn.events(MAILBOX).filter((one) => one.transactionId === id);
    expect(written).toHaveLength(1);
    expect(row(id)).toMatchObject({ calendar_error: null, calendar_event_id: written[0]?.id });
    // The answer to that write lost on its way: the next pass writes again, and Graph knows the transaction.
    booking.site.store.database.prepare("UPDATE bookings SET calendar_written_at = NULL WHERE id = ?").run(id);
    await booking.site.bookingPass();
    expect(standIn.events(MAILBOX).filter((one) => one.transactionId === id)).toHaveLength(1);
    expect(row(id).calendar_written_at).not.toBeNull();
  });

  it("replaces the app's token once it has expired, without a page noticing", async () => {
    await booking.expectTokenRenewed(clock.advance, () => standIn.tokensIssued());
  });

  it("never shows or logs another meeting's subject or place", () => {
    expect(booking.seen.length).toBeGreaterThan(8);
    expect(booking.logged.some((line) => line.includes("jonas-weber"))).toBe(true);
    for (const text of [...booking.seen, ...booking.logged]) expect(text).not.toMatch(MEETING_WORDS);
    for (const text of [...booking.seen, ...booking.logged])
      expect(text).not.toContain(standIn.env.MS_GRAPH_CLIENT_SECRET);
  });
});
