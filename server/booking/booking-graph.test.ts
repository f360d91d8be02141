import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GraphStandIn, startGraphStandIn } from "../test/graph-stand-in.ts";
import { startTestSite, tempDir } from "../test/helpers.ts";
import { startSmtpReceiver } from "../test/smtp-receiver.ts";

/**
 * /book end to end in the server with a Microsoft 365 consultant: Jonas's calendar is a mailbox
 * of the Graph stand-in, the SMTP sink takes the site's mail, and the server's clock is fixed on
 * Friday 2027-03-12, 06:00 UTC (07:00 in Berlin). The same flow as booking.test.ts's with Radicale.
 */
const NOW = Date.parse("2027-03-12T06:00:00Z");
let clock = NOW;
const MAILBOX = "jonas@summit.test";
const SECRET = /Secret merger talk|Boardroom 4|Maybe lunch/;
const shell = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>Book</title><main><h2>Times</h2><div data-booking-region="" class="mt-6"><p>fallback</p></div></main><footer>site footer</footer></html>`;

let standIn: GraphStandIn;
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
    .prepare("SELECT calendar_written_at, calendar_error, calendar_event_id FROM bookings WHERE id = ?")
    .get(id) as { calendar_written_at: string | null; calendar_error: string | null; calendar_event_id: string | null };
/** The call just booked (the page names its time, the database its id). */
const lastBookingId = () =>
  String(
    site.store.database
      .prepare("SELECT id FROM bookings WHERE cancelled_at IS NULL ORDER BY created_at DESC, rowid DESC LIMIT 1")
      .get()?.id,
  );

beforeAll(async () => {
  standIn = await startGraphStandIn({ mailboxes: [MAILBOX], now: () => clock });
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
  smtp = await startSmtpReceiver();
  const dir = tempDir("summit-booking-graph-");
  for (const [lang, path] of [
    ["en", "book"],
    ["de", "de/book"],
  ] as const) {
    mkdirSync(join(dir, "site", path), { recursive: true });
    writeFileSync(join(dir, "site", path, "index.html"), shell(lang));
  }
  site = await startTestSite(
    {
      BOOKING_CALENDARS: JSON.stringify({ "jonas-weber": `graph:${MAILBOX}` }),
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

describe("/book with a Microsoft 365 calendar", () => {
  it("lists the free times without the busy and tentative ones, and offers a time the calendar marks free", async () => {
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
  });

  it("books in German: the event in the consultant's mailbox with the visitor as attendee and the cancel link, one invitation, which Exchange sends", async () => {
    const done = await post("/de/book", { ...visitor, ...choice, slot: slotAt("2027-03-15T08:00:00Z") });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Ihr Gespräch ist gebucht");
    const id = lastBookingId();

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
    expect(smtp.accepted.filter((mail) => mail.envelope.to.includes("ada@example.org"))).toEqual([]);
    expect(smtp.accepted.some((mail) => /method=REQUEST/i.test(mail.raw))).toBe(false);
    expect(smtp.accepted.find((mail) => mail.envelope.to.includes(MAILBOX))?.raw).toContain("Ada Lovelace");

    const after = await get("/book?tz=UTC&service=salesforce-integration");
    expect(slotValues(after.text).map(at)).not.toContain("2027-03-15T08:00:00.000Z");
  });

  it("cancels by the link in the event: the event is deleted from the mailbox (Exchange tells the visitor), the time is free", async () => {
    const [event] = standIn.events(MAILBOX).filter((one) => one.transactionId);
    const link = event?.body.content.match(/https:\/\/summit\.test(\/de\/book\?b=[\w-]+&t=[\w-]+)/)?.[1] as string;
    const [id, token] = [...new URL(link, "https://x").searchParams.values()] as [string, string];
    expect((await get(link)).text).toContain("Gespräch absagen");

    const done = await post("/de/book", { b: id, t: token });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Ihr Gespräch ist abgesagt");
    expect(standIn.events(MAILBOX).some((one) => one.id === event?.id)).toBe(false);
    expect(standIn.requests.at(-1)).toEqual({
      method: "DELETE",
      path: `/v1.0/users/jonas%40summit.test/events/${encodeURIComponent(event?.id as string)}`,
    });
    expect(smtp.accepted.some((mail) => /method=CANCEL/i.test(mail.raw))).toBe(false);
    expect(
      smtp.accepted.some((mail) => mail.envelope.to.includes(MAILBOX) && mail.raw.includes("Call cancelled")),
    ).toBe(true);
    const page = await get("/book?tz=UTC&service=salesforce-integration");
    expect(slotValues(page.text).map(at)).toContain("2027-03-15T08:00:00.000Z");
  });

  it("keeps a call booked while Graph is down, says plainly to write instead once it cannot be read, and writes the call once when it is back", async () => {
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

    clock += 61_000;
    const page = await get("/book?service=salesforce-integration");
    expect(page.text).toContain(
      "We cannot show free times just now. Send us a message and the team will contact you to schedule the call.",
    );
    expect(slotValues(page.text)).toEqual([]);
    await site.bookingPass();
    expect(row(id).calendar_written_at).toBeNull();

    await standIn.resume();
    await site.bookingPass();
    const written = standIn.events(MAILBOX).filter((one) => one.transactionId === id);
    expect(written).toHaveLength(1);
    expect(row(id)).toMatchObject({ calendar_error: null, calendar_event_id: written[0]?.id });
    // The answer to that write lost on its way: the next pass writes again, and Graph knows the transaction.
    site.store.database.prepare("UPDATE bookings SET calendar_written_at = NULL WHERE id = ?").run(id);
    await site.bookingPass();
    expect(standIn.events(MAILBOX).filter((one) => one.transactionId === id)).toHaveLength(1);
    expect(row(id).calendar_written_at).not.toBeNull();
  });

  it("replaces the app's token once it has expired, without a page noticing", async () => {
    const before = standIn.tokensIssued();
    clock += 2 * 60 * 60_000;
    const page = await get("/book?tz=UTC&service=salesforce-integration");
    expect(slotValues(page.text).length).toBeGreaterThan(10);
    expect(standIn.tokensIssued()).toBe(before + 1);
  });

  it("never shows or logs another meeting's subject or place", () => {
    expect(seen.length).toBeGreaterThan(8);
    expect(logged.some((line) => line.includes("jonas-weber"))).toBe(true);
    for (const text of [...seen, ...logged]) expect(text).not.toMatch(SECRET);
    for (const text of [...seen, ...logged]) expect(text).not.toContain(standIn.env.MS_GRAPH_CLIENT_SECRET);
  });
});
