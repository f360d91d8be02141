import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BookingSite,
  bookingClock,
  MAILBOX,
  MEETING_WORDS,
  startBookingSite,
  visitor,
} from "../test/booking-site.ts";
import { type GoogleStandIn, startGoogleStandIn } from "../test/google-stand-in.ts";

/**
 * /book end to end in the server with a Google Workspace consultant: Jonas's calendar is a mailbox
 * of the Google stand-in, which checks the service account's signed assertions; the SMTP sink
 * takes the site's mail, and the server's clock is fixed (booking-site.ts). The same flow as
 * booking-graph.test.ts's, and a call moved.
 */
const clock = bookingClock();
let standIn: GoogleStandIn;
let booking: BookingSite;
/** What the site mailed the visitor: nothing, for Google sends the invitations. */
const mailToVisitor = () => booking.smtp.accepted.filter((mail) => mail.envelope.to.includes(visitor.email));
/** The booking's calendar columns. */
const row = (id: string) => booking.row(id);
/** The cancel link the event's description carries, as the visitor finds it in Google's invitation. */
const linkIn = (description = "") => {
  const link = description.match(/https:\/\/summit\.test(\/de\/book\?b=[\w-]+&t=[\w-]+)/)?.[1] as string;
  const fields = Object.fromEntries(new URL(link, "https://x").searchParams) as { b: string; t: string };
  return { link, fields };
};

beforeAll(async () => {
  standIn = await startGoogleStandIn({ mailboxes: [MAILBOX], now: clock.now });
  // Monday 15 March, 10:00–11:00 in Berlin; Tuesday lunch at 13:00, and a reminder at 15:00 that blocks nothing.
  standIn.addMeeting(MAILBOX, {
    summary: "Secret merger talk",
    start: "2027-03-15T09:00:00Z",
    end: "2027-03-15T10:00:00Z",
  });
  standIn.addMeeting(MAILBOX, {
    summary: "Maybe lunch",
    start: "2027-03-16T13:00:00+01:00",
    end: "2027-03-16T13:30:00+01:00",
  });
  standIn.addMeeting(MAILBOX, {
    summary: "Boardroom 4 reminder",
    start: "2027-03-16T14:00:00Z",
    end: "2027-03-16T15:00:00Z",
    transparency: "transparent",
  });
  booking = await startBookingSite(
    { BOOKING_CALENDARS: JSON.stringify({ "jonas-weber": `google:${MAILBOX}` }), ...standIn.env },
    { prefix: "summit-booking-google-", now: clock.now },
  );
}, 30_000);

afterAll(() => Promise.all([booking?.close(), standIn?.stop()]));

describe("/book with a Google Workspace calendar", () => {
  it("lists the free times without the busy ones, and offers a time the calendar marks free", async () => {
    await booking.expectTimesAroundTheMeetings();
    // Read as Jonas, with a token the service account got for him.
    expect(standIn.grants).toEqual([{ sub: MAILBOX, outcome: "ok" }]);
  });

  it("books in German: the event in the consultant's calendar with the visitor as attendee and the cancel link, Google sending the one invitation", async () => {
    const id = await booking.bookInGerman();
    const eventId = id.replaceAll("-", "");

    const [event, ...more] = standIn.events(MAILBOX).filter((one) => one.id.startsWith(eventId));
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      id: eventId,
      summary: "Gespräch mit Jonas Weber, Summit Cloud Consulting",
      start: { dateTime: "2027-03-15T08:00:00.000Z", timeZone: "UTC" },
      end: { dateTime: "2027-03-15T08:30:00.000Z", timeZone: "UTC" },
      attendees: [{ email: "ada@example.org", displayName: "Ada Lovelace" }],
      organizer: { email: MAILBOX },
    });
    expect(event?.description).toContain("ruft Sie am Montag, 15. März 2027 um 4:00 (America/New_York)");
    expect(linkIn(event?.description).fields.b).toBe(id);
    const write = standIn.requests.find((one) => one.method === "POST" && one.path.includes("/events"));
    expect(write).toMatchObject({
      path: "/calendar/v3/calendars/jonas%40summit.test/events?sendUpdates=all",
      sub: MAILBOX,
    });
    expect(row(id)).toMatchObject({ calendar_error: null, calendar_event_id: eventId });

    // Google sends the invitation: the site sends the visitor none of its own, and tells the consultant.
    booking.expectOnlyTheConsultantMailed("Ada Lovelace");
    const later = await booking.get("/book?tz=UTC&service=salesforce-integration");
    expect(booking.times(later.text)).not.toContain("2027-03-15T08:00:00.000Z");
  });

  it("moves the call by the link in the event: the old event is deleted and a new one written, Google telling the visitor", async () => {
    const id = booking.lastBookingId();
    const oldId = row(id).calendar_event_id as string;
    const { link, fields } = linkIn(standIn.events(MAILBOX).find((one) => one.id === oldId)?.description);
    const target = Date.parse("2027-03-17T13:00:00Z");
    expect((await booking.get(link)).text).toContain(`name="move" value="${target}"`);

    const moved = await booking.post("/de/book", { ...fields, move: String(target) });
    expect(moved.status).toBe(200);
    expect(moved.text).toContain("Ihr Gespräch ist verschoben");
    const newId = `${oldId}v1`;
    expect(row(id)).toMatchObject({ start_at: target, calendar_error: null, calendar_event_id: newId });
    expect(standIn.requests.slice(-2).map((one) => `${one.method} ${one.path}`)).toEqual([
      `DELETE /calendar/v3/calendars/jonas%40summit.test/events/${oldId}?sendUpdates=all`,
      "POST /calendar/v3/calendars/jonas%40summit.test/events?sendUpdates=all",
    ]);
    const calls = standIn.events(MAILBOX).filter((one) => one.id.startsWith(oldId));
    expect(calls.map((one) => [one.id, one.start.dateTime])).toEqual([[newId, "2027-03-17T13:00:00.000Z"]]);
    booking.expectOnlyTheConsultantMailed("Call moved");
  });

  it("cancels by the link in the event: the event is deleted (Google tells the visitor), the time is free", async () => {
    const eventId = row(booking.lastBookingId()).calendar_event_id as string;
    const { fields } = linkIn(standIn.events(MAILBOX).find((one) => one.id === eventId)?.description);
    const cancelled = await booking.post("/de/book", fields);
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain("Ihr Gespräch ist abgesagt");
    expect(standIn.events(MAILBOX).some((one) => one.id === eventId)).toBe(false);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "DELETE",
      path: `/calendar/v3/calendars/jonas%40summit.test/events/${eventId}?sendUpdates=all`,
      sub: MAILBOX,
    });
    booking.expectOnlyTheConsultantMailed("Call cancelled");
    const freed = await booking.get("/book?tz=UTC&service=salesforce-integration");
    expect(booking.times(freed.text)).toContain("2027-03-17T13:00:00.000Z");
  });

  it("offers no times while Google cannot read the calendar, and the page still answers", async () => {
    clock.advance(61_000);
    standIn.failFreeBusy(MAILBOX, "notFound");
    try {
      const page = await booking.get("/book?service=salesforce-integration");
      expect(page.status).toBe(200);
      expect(page.text).toContain(
        "We cannot show free times just now. Send us a message and the team will contact you to schedule the call.",
      );
      expect(booking.times(page.text)).toEqual([]);
      expect(booking.logged.at(-1)).toBe(
        "Could not read the calendar of jonas-weber: Google Calendar could not read the calendar's free/busy (notFound)",
      );
    } finally {
      standIn.failFreeBusy(MAILBOX, null);
    }
    const back = await booking.get("/book?service=salesforce-integration");
    expect(booking.times(back.text).length).toBeGreaterThan(10);
  });

  it("keeps a call booked while Google is down and writes it once when Google is back, a lost answer's retry making no second event", async () => {
    const id = await booking.bookWhileDown(clock.advance, () => standIn.pause());
    await standIn.resume();
    await booking.site.bookingPass();
    const eventId = id.replaceAll("-", "");
    expect(standIn.events(MAILBOX).filter((one) => one.id === eventId)).toHaveLength(1);
    expect(row(id)).toMatchObject({ calendar_error: null, calendar_event_id: eventId });
    // The answer to that write lost on its way: the next pass writes again, and Google answers 409.
    booking.site.store.database.prepare("UPDATE bookings SET calendar_written_at = NULL WHERE id = ?").run(id);
    await booking.site.bookingPass();
    expect(standIn.events(MAILBOX).filter((one) => one.id === eventId)).toHaveLength(1);
    expect(row(id).calendar_written_at).not.toBeNull();
    expect(mailToVisitor()).toEqual([]);
  });

  it("replaces the consultant's token once it has expired, without a page noticing", async () => {
    await booking.expectTokenRenewed(clock.advance, () => standIn.tokensIssued());
  });

  it("never shows or logs another meeting's title, nor the service account's key", () => {
    expect(booking.seen.length).toBeGreaterThan(8);
    expect(booking.logged.some((line) => line.includes("jonas-weber"))).toBe(true);
    const keyBody = standIn.keyFile.private_key.split("\n")[1] as string;
    for (const text of [...booking.seen, ...booking.logged]) {
      expect(text).not.toMatch(MEETING_WORDS);
      expect(text).not.toContain(keyBody);
    }
  });
});
