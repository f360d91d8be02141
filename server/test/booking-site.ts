import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { startTestSite, tempDir } from "./helpers.ts";
import { startSmtpReceiver } from "./smtp-receiver.ts";

/**
 * The whole server with /book on a calendar provider's stand-in, for booking-graph.test.ts and
 * booking-google.test.ts: /book's page in English and German, an SMTP sink for the site's mail,
 * the cancel links on https://summit.test, and every page answered and line logged kept, so a test
 * can say that no meeting's words and no secret ever showed.
 */
const shell = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>Book</title><main><h2>Times</h2><div data-booking-region="" class="mt-6"><p>fallback</p></div></main><footer>site footer</footer></html>`;

/** /book's built page in English and German under the test site's root, the times going into its region. */
export function writeBookPages(dir: string) {
  for (const [lang, path] of [
    ["en", "book"],
    ["de", "de/book"],
  ] as const) {
    mkdirSync(join(dir, "site", path), { recursive: true });
    writeFileSync(join(dir, "site", path, "index.html"), shell(lang));
  }
}

export const slotValues = (page: string) =>
  [...page.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1] as string);
/** A slot's value as the instant it starts. */
export const at = (value: string) => new Date(Number(value.split("@")[1])).toISOString();
/** Jonas's slot at an instant, as the page's button names it. */
export const slotAt = (iso: string) => `jonas-weber@${Date.parse(iso)}`;
export const visitor = { name: "Ada Lovelace", email: "ada@example.org", company: "Analytical Engines" };

async function openBookingSite(env: Record<string, string>, { prefix, now }: { prefix: string; now: () => number }) {
  const smtp = await startSmtpReceiver();
  const dir = tempDir(prefix);
  writeBookPages(dir);
  const seen: string[] = [];
  const logged: string[] = [];
  const site = await startTestSite(
    { ...env, SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "team@summit.test", ADMIN_ORIGIN: "https://summit.test" },
    dir,
    { now, log: (message) => logged.push(message) },
  );
  const answered = async (response: Response) => {
    const text = await response.text();
    seen.push(text);
    return { status: response.status, text };
  };
  return {
    site,
    smtp,
    /** Every page the tests were answered. */
    seen,
    /** Every line the server logged. */
    logged,
    get: async (path: string) => answered(await fetch(`${site.url}${path}`)),
    post: async (path: string, fields: Record<string, string>) =>
      answered(
        await fetch(`${site.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
      ),
    /** A booking's time and what its calendar write left. */
    row: (id: string) =>
      site.store.database
        .prepare("SELECT start_at, calendar_written_at, calendar_error, calendar_event_id FROM bookings WHERE id = ?")
        .get(id) as {
        start_at: number;
        calendar_written_at: string | null;
        calendar_error: string | null;
        calendar_event_id: string | null;
      },
    /** The call just booked (the page names its time, the database its id). */
    lastBookingId: () =>
      String(
        site.store.database
          .prepare("SELECT id FROM bookings WHERE cancelled_at IS NULL ORDER BY created_at DESC, rowid DESC LIMIT 1")
          .get()?.id,
      ),
    /** A page's slots as the instants they start. */
    times: (page: string) => slotValues(page).map(at),
    async close() {
      await site.close();
      await smtp.close();
    },
  };
}
type Harness = Awaited<ReturnType<typeof openBookingSite>>;

export async function startBookingSite(env: Record<string, string>, options: { prefix: string; now: () => number }) {
  const harness = await openBookingSite(env, options);
  // The steps and checks each provider's flow shares, on this site.
  return {
    ...harness,
    expectTimesAroundTheMeetings: () => expectTimesAroundTheMeetings(harness),
    bookInGerman: () => bookInGerman(harness),
    expectOnlyTheConsultantMailed: (note: string) => expectOnlyTheConsultantMailed(harness, note),
    bookWhileDown: (advance: (ms: number) => void, pause: () => Promise<void>) =>
      bookWhileDown(harness, advance, pause),
    expectTokenRenewed: (advance: (ms: number) => void, issued: () => number) =>
      expectTokenRenewed(harness, advance, issued),
  };
}
export type BookingSite = Awaited<ReturnType<typeof startBookingSite>>;

/** The provider tests' clock: from Friday 2027-03-12, 06:00 UTC (07:00 in Berlin), moved on by the tests. */
export function bookingClock() {
  let at = Date.parse("2027-03-12T06:00:00Z");
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}
/** Jonas's mailbox at the provider. */
export const MAILBOX = "jonas@summit.test";
/** The words of the meetings each provider test puts in Jonas's calendar: never on a page nor in the log. */
export const MEETING_WORDS = /Secret merger talk|Boardroom 4|Maybe lunch/;
const choice = { tz: "America/New_York", service: "salesforce-integration" };

/**
 * The times /book offers around the meetings each provider test puts in Jonas's calendar: busy on
 * Monday 15 March 09:00–10:00 UTC and on Tuesday 12:00–12:30, and a meeting on Tuesday at 14:00
 * that blocks nothing.
 */
async function expectTimesAroundTheMeetings(booking: Harness) {
  const { status, text } = await booking.get("/book?tz=America/New_York&service=salesforce-integration");
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
}

/** Ada, from New York, books Monday 08:00 UTC on the German page: the booking's id. */
async function bookInGerman(booking: Harness): Promise<string> {
  const done = await booking.post("/de/book", { ...visitor, ...choice, slot: slotAt("2027-03-15T08:00:00Z") });
  expect(done.status).toBe(200);
  expect(done.text).toContain("Ihr Gespräch ist gebucht");
  return booking.lastBookingId();
}

/**
 * The provider sends the visitor the invitation and the cancellation: the site mails them nothing
 * (no `METHOD:REQUEST` nor `CANCEL` at all), and the consultant its note, holding `note`.
 */
function expectOnlyTheConsultantMailed(booking: Harness, note: string) {
  const mail = booking.smtp.accepted;
  expect(mail.filter((one) => one.envelope.to.includes(visitor.email))).toEqual([]);
  expect(mail.some((one) => /method=(REQUEST|CANCEL)/i.test(one.raw))).toBe(false);
  expect(mail.some((one) => one.envelope.to.includes(MAILBOX) && one.raw.includes(note))).toBe(true);
}

/**
 * A minute on (`advance`), the times read and kept; then, the provider down (`pause`), a visitor
 * books Wednesday 09:00 UTC: the call is kept, its write failed. The booking's id.
 */
async function bookWhileDown(booking: Harness, advance: (ms: number) => void, pause: () => Promise<void>) {
  advance(61_000);
  await booking.get("/book?tz=UTC&service=salesforce-integration");
  await pause();
  const booked = await booking.post("/book", {
    ...visitor,
    tz: "UTC",
    service: choice.service,
    slot: slotAt("2027-03-17T09:00:00Z"),
  });
  expect(booked.status).toBe(200);
  const id = booking.lastBookingId();
  expect(booking.row(id)).toMatchObject({ calendar_written_at: null, calendar_event_id: null });
  expect(booking.row(id).calendar_error).toMatch(/fetch failed|ECONNREFUSED/);
  return id;
}

/** Two hours on, past any token's life, a page still lists times, and the provider issued one token more. */
async function expectTokenRenewed(booking: Harness, advance: (ms: number) => void, issued: () => number) {
  const before = issued();
  advance(2 * 60 * 60_000);
  const page = await booking.get("/book?tz=UTC&service=salesforce-integration");
  expect(slotValues(page.text).length).toBeGreaterThan(10);
  expect(issued()).toBe(before + 1);
}
