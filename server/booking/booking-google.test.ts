import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GoogleStandIn, startGoogleStandIn } from "../test/google-stand-in.ts";
import { startTestSite, tempDir } from "../test/helpers.ts";
import { startSmtpReceiver } from "../test/smtp-receiver.ts";

/**
 * /book end to end in the server with a Google Workspace consultant: Jonas's calendar is a mailbox
 * of the Google stand-in, the SMTP sink takes the site's mail, and the server's clock is fixed on
 * Friday 2027-03-12, 06:00 UTC (07:00 in Berlin). The same flow as booking-graph.test.ts's.
 */
const NOW = Date.parse("2027-03-12T06:00:00Z");
let clock = NOW;
const MAILBOX = "jonas@summit.test";
const SECRET = /Secret merger talk|Boardroom 4|Maybe lunch/;
const shell = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>Book</title><main><h2>Times</h2><div data-booking-region="" class="mt-6"><p>fallback</p></div></main><footer>site footer</footer></html>`;

let standIn: GoogleStandIn;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let site: Awaited<ReturnType<typeof startTestSite>>;
/** Every page the tests were answered and every line the server logged: the meetings' words never among them. */
const seen: string[] = [];
const logged: string[] = [];

const get = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  const text = await response.text();
  seen.push(text);
  return { status: response.status, text };
};
const post = async (path: string, fields: Record<string, string>) => {
  const response = await fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  seen.push(text);
  return { status: response.status, text };
};
const slotValues = (page: string) =>
  [...page.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1] as string);
const at = (value: string) => new Date(Number(value.split("@")[1])).toISOString();
const slotAt = (iso: string) => `jonas-weber@${Date.parse(iso)}`;
const visitor = { name: "Ada Lovelace", email: "ada@example.org", company: "Analytical Engines" };
const choice = { tz: "America/New_York", service: "salesforce-integration" };
const row = (id: string) =>
  site.store.database
    .prepare("SELECT start_at, calendar_written_at, calendar_error, calendar_event_id FROM bookings WHERE id = ?")
    .get(id) as {
    start_at: number;
    calendar_written_at: string | null;
    calendar_error: string | null;
    calendar_event_id: string | null;
  };
const lastBookingId = () =>
  String(
    site.store.database
      .prepare("SELECT id FROM bookings WHERE cancelled_at IS NULL ORDER BY created_at DESC, rowid DESC LIMIT 1")
      .get()?.id,
  );
/** What the site mailed the visitor: nothing, for Google sends the invitations. */
const mailToVisitor = () => smtp.accepted.filter((mail) => mail.envelope.to.includes(visitor.email));
/** The cancel link the event's description carries, as the visitor finds it in Google's invitation. */
const linkIn = (description = "") => {
  const link = description.match(/https:\/\/summit\.test(\/de\/book\?b=[\w-]+&t=[\w-]+)/)?.[1] as string;
  const fields = Object.fromEntries(new URL(link, "https://x").searchParams) as { b: string; t: string };
  return { link, fields };
};

beforeAll(async () => {
  standIn = await startGoogleStandIn({ mailboxes: [MAILBOX], now: () => clock });
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
  smtp = await startSmtpReceiver();
  const dir = tempDir("summit-booking-google-");
  for (const [lang, path] of [
    ["en", "book"],
    ["de", "de/book"],
  ] as const) {
    mkdirSync(join(dir, "site", path), { recursive: true });
    writeFileSync(join(dir, "site", path, "index.html"), shell(lang));
  }
  site = await startTestSite(
    {
      BOOKING_CALENDARS: JSON.stringify({ "jonas-weber": `google:${MAILBOX}` }),
      ...standIn.env,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "team@summit.test",
      ADMIN_ORIGIN: "https://summit.test",
    },
    dir,
    { now: () => clock, log: (message) => logged.push(message) },
  );
}, 30_000);

afterAll(async () => {
  await site?.close();
  await smtp?.close();
  await standIn?.stop();
});

describe("/book with a Google Workspace calendar", () => {
  it("lists the free times without the busy ones, and offers a time the calendar marks free", async () => {
    const { status, text } = await get("/book?tz=America/New_York&service=salesforce-integration");
    expect(status).toBe(200);
    const slots = slotValues(text).map(at);
    expect(slots[0]).toBe("2027-03-12T10:00:00.000Z");
    // Monday: 08:00 UTC is free, 08:30 to 10:00 touch the meeting (9:00–10:00) or its 15 minutes, 10:30 is free.
    expect(slots.filter((time) => time.startsWith("2027-03-15")).slice(0, 3)).toEqual([
      "2027-03-15T08:00:00.000Z",
      "2027-03-15T10:30:00.000Z",
      "2027-03-15T11:00:00.000Z",
    ]);
    expect(slots).not.toContain("2027-03-16T12:00:00.000Z");
    expect(slots).toContain("2027-03-16T14:00:00.000Z");
    // Read as Jonas, with a token the service account got for him.
    expect(standIn.grants).toEqual([{ sub: MAILBOX, outcome: "ok" }]);
  });

  it("books in German: the event in the consultant's calendar with the visitor as attendee and the cancel link, Google sending the one invitation", async () => {
    const done = await post("/de/book", { ...visitor, ...choice, slot: slotAt("2027-03-15T08:00:00Z") });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Ihr Gespräch ist gebucht");
    const id = lastBookingId();
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
    expect(mailToVisitor()).toEqual([]);
    expect(smtp.accepted.some((mail) => /method=REQUEST/i.test(mail.raw))).toBe(false);
    expect(smtp.accepted.find((mail) => mail.envelope.to.includes(MAILBOX))?.raw).toContain("Ada Lovelace");

    const after = await get("/book?tz=UTC&service=salesforce-integration");
    expect(slotValues(after.text).map(at)).not.toContain("2027-03-15T08:00:00.000Z");
  });

  it("moves the call by the link in the event: the old event is deleted and a new one written, Google telling the visitor", async () => {
    const id = lastBookingId();
    const oldId = row(id).calendar_event_id as string;
    const { link, fields } = linkIn(standIn.events(MAILBOX).find((one) => one.id === oldId)?.description);
    const opened = await get(link);
    const target = Date.parse("2027-03-17T13:00:00Z");
    expect(opened.text).toContain(`name="move" value="${target}"`);

    const done = await post("/de/book", { ...fields, move: String(target) });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Ihr Gespräch ist verschoben");
    const newId = `${oldId}v1`;
    expect(row(id)).toMatchObject({ start_at: target, calendar_error: null, calendar_event_id: newId });
    expect(standIn.requests.slice(-2).map((one) => `${one.method} ${one.path}`)).toEqual([
      `DELETE /calendar/v3/calendars/jonas%40summit.test/events/${oldId}?sendUpdates=all`,
      "POST /calendar/v3/calendars/jonas%40summit.test/events?sendUpdates=all",
    ]);
    const calls = standIn.events(MAILBOX).filter((one) => one.id.startsWith(oldId));
    expect(calls.map((one) => [one.id, one.start.dateTime])).toEqual([[newId, "2027-03-17T13:00:00.000Z"]]);
    expect(mailToVisitor()).toEqual([]);
    expect(smtp.accepted.some((mail) => mail.envelope.to.includes(MAILBOX) && mail.raw.includes("Call moved"))).toBe(
      true,
    );
  });

  it("cancels by the link in the event: the event is deleted (Google tells the visitor), the time is free", async () => {
    const id = lastBookingId();
    const eventId = row(id).calendar_event_id as string;
    const { fields } = linkIn(standIn.events(MAILBOX).find((one) => one.id === eventId)?.description);
    const done = await post("/de/book", fields);
    expect(done.status).toBe(200);
    expect(done.text).toContain("Ihr Gespräch ist abgesagt");
    expect(standIn.events(MAILBOX).some((one) => one.id === eventId)).toBe(false);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "DELETE",
      path: `/calendar/v3/calendars/jonas%40summit.test/events/${eventId}?sendUpdates=all`,
      sub: MAILBOX,
    });
    expect(mailToVisitor()).toEqual([]);
    expect(smtp.accepted.some((mail) => /method=CANCEL/i.test(mail.raw))).toBe(false);
    expect(
      smtp.accepted.some((mail) => mail.envelope.to.includes(MAILBOX) && mail.raw.includes("Call cancelled")),
    ).toBe(true);
    const page = await get("/book?tz=UTC&service=salesforce-integration");
    expect(slotValues(page.text).map(at)).toContain("2027-03-17T13:00:00.000Z");
  });

  it("offers no times while Google cannot read the calendar, and the page still answers", async () => {
    clock += 61_000;
    standIn.failFreeBusy(MAILBOX, "notFound");
    try {
      const page = await get("/book?service=salesforce-integration");
      expect(page.status).toBe(200);
      expect(page.text).toContain(
        "We cannot show free times just now. Send us a message and the team will contact you to schedule the call.",
      );
      expect(slotValues(page.text)).toEqual([]);
      expect(logged.at(-1)).toBe(
        "Could not read the calendar of jonas-weber: Google Calendar could not read the calendar's free/busy (notFound)",
      );
    } finally {
      standIn.failFreeBusy(MAILBOX, null);
    }
    const back = await get("/book?service=salesforce-integration");
    expect(slotValues(back.text).length).toBeGreaterThan(10);
  });

  it("keeps a call booked while Google is down and writes it once when Google is back, a lost answer's retry making no second event", async () => {
    clock += 61_000;
    await get("/book?tz=UTC&service=salesforce-integration"); // the busy times are read, and kept a minute
    await standIn.pause();
    const booked = await post("/book", {
      ...visitor,
      tz: "UTC",
      service: choice.service,
      slot: slotAt("2027-03-17T09:00:00Z"),
    });
    expect(booked.status).toBe(200);
    const id = lastBookingId();
    expect(row(id)).toMatchObject({ calendar_written_at: null, calendar_event_id: null });
    expect(row(id).calendar_error).toMatch(/fetch failed|ECONNREFUSED/);

    await standIn.resume();
    await site.bookingPass();
    const eventId = id.replaceAll("-", "");
    expect(standIn.events(MAILBOX).filter((one) => one.id === eventId)).toHaveLength(1);
    expect(row(id)).toMatchObject({ calendar_error: null, calendar_event_id: eventId });
    // The answer to that write lost on its way: the next pass writes again, and Google answers 409.
    site.store.database.prepare("UPDATE bookings SET calendar_written_at = NULL WHERE id = ?").run(id);
    await site.bookingPass();
    expect(standIn.events(MAILBOX).filter((one) => one.id === eventId)).toHaveLength(1);
    expect(row(id).calendar_written_at).not.toBeNull();
    expect(mailToVisitor()).toEqual([]);
  });

  it("replaces the consultant's token once it has expired, without a page noticing", async () => {
    const before = standIn.tokensIssued();
    clock += 2 * 60 * 60_000;
    const page = await get("/book?tz=UTC&service=salesforce-integration");
    expect(slotValues(page.text).length).toBeGreaterThan(10);
    expect(standIn.tokensIssued()).toBe(before + 1);
  });

  it("never shows or logs another meeting's title, nor the service account's key", () => {
    expect(seen.length).toBeGreaterThan(8);
    expect(logged.some((line) => line.includes("jonas-weber"))).toBe(true);
    const keyBody = standIn.keyFile.private_key.split("\n")[1] as string;
    for (const text of [...seen, ...logged]) {
      expect(text).not.toMatch(SECRET);
      expect(text).not.toContain(keyBody);
    }
  });
});
