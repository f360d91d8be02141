import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAudit } from "../admin/audit.ts";
import { signInAs } from "../test/admin-session.ts";
import { writeBookPages } from "../test/booking-site.ts";
import { startTestSite, tempDir } from "../test/helpers.ts";
import { icsEvent, passwordOf, putEvent, type Radicale, startRadicale } from "../test/radicale.ts";
import { decodeQuotedPrintable, type ReceivedMail, startSmtpReceiver } from "../test/smtp-receiver.ts";

/**
 * /book end to end in the server: a real Radicale holding two consultants' calendars, a real SMTP
 * sink, the server's clock fixed on Friday 2027-03-12, 06:00 UTC (07:00 in Berlin).
 */
const NOW = Date.parse("2027-03-12T06:00:00Z");
let clock = NOW;

let radicale: Radicale;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let site: Awaited<ReturnType<typeof startTestSite>>;
let jonasCalendar: string;
let visitorNumber = 0;

const event = (uid: string, start: string, end: string, summary: string) =>
  icsEvent(uid, [`DTSTART:${start}`, `DTEND:${end}`, `SUMMARY:${summary}`]);

/** Each visitor from an address of their own, as nginx tells the server (TRUST_PROXY=1). */
const from = () => ({ "X-Forwarded-For": `203.0.113.${++visitorNumber}` });
const get = (path: string) => fetch(`${site.url}${path}`, { headers: from() });
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = from()) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
const slotValues = (page: string) =>
  [...page.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1] as string);
const at = (value: string) => new Date(Number(value.split("@")[1])).toISOString();
const visitor = { name: "Ada Lovelace", email: "ada@example.org", company: "Analytical Engines" };

beforeAll(async () => {
  radicale = await startRadicale(["jonas", "maya"]);
  jonasCalendar = await radicale.makeCalendar("jonas", "calls");
  const mayaCalendar = await radicale.makeCalendar("maya", "calls");
  // Monday 15 March, 10:00–11:00 in Berlin.
  await putEvent(
    jonasCalendar,
    radicale.auth("jonas"),
    "board",
    event("board", "20270315T090000Z", "20270315T100000Z", "Secret merger talk"),
  );
  smtp = await startSmtpReceiver();
  const dir = tempDir("summit-booking-");
  writeBookPages(dir);
  const calendar = (user: string, url: string, email: string) => ({
    url,
    username: user,
    password: passwordOf(user),
    email,
  });
  site = await startTestSite(
    {
      BOOKING_CALENDARS: JSON.stringify({
        "jonas-weber": calendar("jonas", jonasCalendar, "jonas@summit.test"),
        "maya-brooks": calendar("maya", mayaCalendar, "maya@summit.test"),
      }),
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "team@summit.test",
      TRUST_PROXY: "1",
      INQUIRY_RATE_LIMIT: "3/600",
      ADMIN_ORIGIN: "https://summit.test",
    },
    dir,
    { now: () => clock },
  );
}, 30_000);

afterAll(async () => {
  await site?.close();
  await smtp?.close();
  await radicale?.stop();
});

describe("/book", () => {
  it("lists the free times inside the site's page, by day in the visitor's zone, without the calendar's busy times", async () => {
    const response = await get("/book?tz=America/New_York&service=salesforce-integration");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const page = await response.text();
    expect(page).toMatch(
      /^<!doctype html><html lang="en"><title>Book<\/title><main><h2>Times<\/h2><div data-booking-region="" class="mt-6">/,
    );
    expect(page).toContain("</div></main><footer>site footer</footer></html>");
    expect(page).not.toContain("fallback");
    expect(page).toContain("Times are shown in Eastern Time (America/New_York).");
    expect(page).not.toContain("Secret");
    // Only Jonas covers integration: his Friday begins at 10:00 UTC (four hours from now), 05:00 in New York.
    const slots = slotValues(page);
    expect(slots.every((slot) => slot.startsWith("jonas-weber@"))).toBe(true);
    expect(at(slots[0] ?? "")).toBe("2027-03-12T10:00:00.000Z");
    expect(page).toContain('<time datetime="2027-03-12T05:00-05:00">5:00 AM</time>');
    // Monday: 08:00 UTC is free, 08:30 to 10:00 touch the meeting (9:00–10:00) or its 15 minutes, 10:30 is free.
    const monday = slots.map(at).filter((time) => time.startsWith("2027-03-15"));
    expect(monday.slice(0, 3)).toEqual([
      "2027-03-15T08:00:00.000Z",
      "2027-03-15T10:30:00.000Z",
      "2027-03-15T11:00:00.000Z",
    ]);
    // New York moved its clocks on the 14th, Berlin has not: Monday 08:00 UTC is 04:00 there.
    expect(page).toContain('<time datetime="2027-03-15T04:00-04:00">4:00 AM</time>');
    // Each day is a disclosure naming its count; only the first (Friday's) is open.
    expect(page).toMatch(
      /<details class="booking-day" data-booking-day="" open>\s*<summary id="booking-day-2027-03-12"/,
    );
    expect(page).toMatch(
      /<details class="booking-day" data-booking-day="">\s*<summary id="booking-day-2027-03-15"[^>]*><span>Monday, March 15 <span class="whitespace-nowrap">· \d+ times<\/span><\/span><\/summary>/,
    );
  });

  it("sends the built page's other spellings to the page with times", async () => {
    for (const spelling of ["/book/", "/book/index.html"]) {
      const response = await fetch(`${site.url}${spelling}?tz=UTC`, { redirect: "manual", headers: from() });
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe("/book?tz=UTC");
    }
  });

  it("takes a zone it does not know as the page's market's, and escapes what it shows back", async () => {
    const page = await (await get("/book?tz=%3Cscript%3E")).text();
    expect(page).toContain("Times are shown in Eastern Time (America/New_York).");
    expect(page).not.toContain("<script>");
    const refused = await post("/book", {
      name: "<script>alert(1)</script>",
      email: "not-an-address",
      tz: "UTC",
      slot: "jonas-weber@1805000000000",
    });
    expect(refused.status).toBe(422);
    const text = await refused.text();
    expect(text).toContain("Please give your name and a valid work email");
    expect(text).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(text).not.toContain("<script>alert");
  });

  it("books in German: the event in the consultant's calendar, the invitation in German, the consultant told", async () => {
    const page = await (await get("/de/book?tz=America/New_York&service=salesforce-integration")).text();
    const slot = slotValues(page).find((value) => at(value) === "2027-03-15T08:00:00.000Z") as string;
    expect(slot).toBeDefined();
    const response = await post("/de/book", {
      ...visitor,
      tz: "America/New_York",
      service: "salesforce-integration",
      slot,
    });
    expect(response.status).toBe(200);
    const done = await response.text();
    expect(done).toContain("Ihr Gespräch ist gebucht");
    expect(done).toContain(
      'Jonas Weber, Principal Salesforce Architect, ruft Sie am Montag, 15. März um <time datetime="2027-03-15T04:00-04:00">4:00</time>',
    );

    // Read back over CalDAV, as the consultant's own calendar app would.
    const listing = await fetch(jonasCalendar, {
      method: "PROPFIND",
      headers: { Authorization: radicale.auth("jonas"), Depth: "1" },
    });
    const href = (await listing.text())
      .match(/<href>([^<]+\.ics)<\/href>/g)
      ?.map((tag) => tag.slice(6, -7))
      .find((path) => !path.endsWith("board.ics"));
    const stored = await (
      await fetch(new URL(href as string, jonasCalendar), { headers: { Authorization: radicale.auth("jonas") } })
    ).text();
    const vevent = new ICAL.Component(ICAL.parse(stored)).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("attendee")).toBe("mailto:ada@example.org");
    expect((vevent?.getFirstPropertyValue("dtstart") as ICAL.Time | undefined)?.toJSDate().toISOString()).toBe(
      "2027-03-15T08:00:00.000Z",
    );

    const invitation = smtp.accepted.find((mail) => mail.envelope.to.includes("ada@example.org")) as ReceivedMail;
    expect(invitation).toBeDefined();
    expect(invitation.headers.get("content-language")).toEqual(["de"]);
    const calendar = calendarPart(invitation.raw);
    const parsed = new ICAL.Component(ICAL.parse(calendar));
    expect(parsed.getFirstPropertyValue("method")).toBe("REQUEST");
    const invited = parsed.getFirstSubcomponent("vevent");
    expect((invited?.getFirstPropertyValue("dtstart") as ICAL.Time | undefined)?.toJSDate().toISOString()).toBe(
      "2027-03-15T08:00:00.000Z",
    );
    expect(invited?.getFirstPropertyValue("organizer")).toBe("mailto:jonas@summit.test");
    expect(invited?.getFirstPropertyValue("summary")).toBe("Gespräch mit Jonas Weber, Summit Cloud Consulting");
    expect(decodeQuotedPrintable(invitation.raw)).toContain(
      "ruft Sie am Montag, 15. März 2027 um 4:00 (America/New_York) für 30 Minuten an",
    );

    const note = smtp.accepted.find((mail) => mail.envelope.to.includes("jonas@summit.test"));
    expect(note?.raw).toContain("Ada Lovelace");
    // The visitor is a lead too, as a form's would be: stored in German, e-mailed to the team.
    const [lead] = site.store.database.prepare("SELECT * FROM inquiries WHERE email = 'ada@example.org'").all();
    expect(lead).toMatchObject({ form: "strategy", name: "Ada Lovelace", language: "de" });
    expect(String(lead?.message)).toMatch(
      /^Booked a call on the booking page: 2027-03-15 08:00 UTC with Jonas Weber \(booking [\w-]+\)\. Company: Analytical Engines\.$/,
    );

    // The time is no longer offered to anyone.
    const after = await (await get("/book?tz=UTC&service=salesforce-integration")).text();
    expect(slotValues(after).map(at)).not.toContain("2027-03-15T08:00:00.000Z");
  });

  it("cancels by the invitation's signed link: the event leaves the calendar, the visitor's calendar is sent METHOD:CANCEL, the time is free", async () => {
    const invitation = smtp.accepted.find((mail) => mail.envelope.to.includes("ada@example.org")) as ReceivedMail;
    const link = decodeQuotedPrintable(invitation.raw).match(
      /https:\/\/summit\.test(\/de\/book\?b=[\w-]+&t=[\w-]+)/,
    )?.[1];
    expect(link).toBeDefined();
    const [id, token] = [...new URL(link as string, "https://x").searchParams.values()] as [string, string];

    // Opening the link changes nothing: it shows the call and a button.
    const opened = await (await get(link as string)).text();
    expect(opened).toContain("Gespräch absagen");
    expect(opened).toContain("Ihr Gespräch mit Jonas Weber findet am Montag, 15. März um");
    expect(await (await get(link?.replace(/t=[\w-]+/, "t=forged0000000000000000000000000") as string)).status).toBe(
      404,
    );
    const eventUrl = new URL(`${id}.ics`, jonasCalendar);
    const auth = { Authorization: radicale.auth("jonas") };
    expect((await fetch(eventUrl, { headers: auth })).status).toBe(200);

    const done = await post("/de/book", { b: id, t: token });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Ihr Gespräch ist abgesagt");
    expect((await fetch(eventUrl, { headers: auth })).status).toBe(404);
    const withdrawal = smtp.accepted.find((mail) => mail.raw.includes("method=CANCEL")) as ReceivedMail;
    expect(withdrawal.envelope.to).toEqual(["ada@example.org"]);
    const cancelled = new ICAL.Component(ICAL.parse(calendarPart(withdrawal.raw)));
    expect(cancelled.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid")).toBe(id);
    expect(
      smtp.accepted.some(
        (mail) => mail.envelope.to.includes("jonas@summit.test") && mail.raw.includes("Call cancelled"),
      ),
    ).toBe(true);

    // The time is offered again, and the link is spent.
    const page = await (await get("/book?tz=UTC&service=salesforce-integration")).text();
    expect(slotValues(page).map(at)).toContain("2027-03-15T08:00:00.000Z");
    expect((await post("/de/book", { b: id, t: token })).status).toBe(404);
  });

  it("gives one of 20 simultaneous bookings of a time, and tells the others it was just taken, with the next times", async () => {
    // A minute on, the calendar's busy times are read again: every request waits for that one read,
    // then all find the time free, and only the database's unique index can tell them apart.
    clock += 61_000;
    const slot = `jonas-weber@${Date.parse("2027-03-16T12:00:00Z")}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post("/book", {
          name: `Visitor ${i}`,
          email: `visitor${i}@example.org`,
          tz: "UTC",
          service: "salesforce-integration",
          slot,
        }).then(async (response) => ({ status: response.status, text: await response.text() })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.text).toContain("That time was just taken by someone else. Here are the next free times.");
      const next = slotValues(answer.text).map(at);
      expect(next.length).toBeGreaterThan(10);
      expect(next).not.toContain("2027-03-16T12:00:00.000Z");
    }
    const rows = site.store.database
      .prepare("SELECT COUNT(*) AS n FROM bookings WHERE start_at = ?")
      .get(Date.parse("2027-03-16T12:00:00Z"));
    expect(Number(rows?.n)).toBe(1);
  });

  it("lets sales cancel a call from /admin/bookings, as the visitor's link does: event deleted, METHOD:CANCEL sent, consultant told, audited", async () => {
    const start = Date.parse("2027-03-16T12:00:00Z");
    const [row] = site.store.database
      .prepare("SELECT id, email FROM bookings WHERE start_at = ? AND cancelled_at IS NULL")
      .all(start);
    const [id, email] = [String(row?.id), String(row?.email)];
    const eventUrl = new URL(`${id}.ics`, jonasCalendar);
    const auth = { Authorization: radicale.auth("jonas") };
    expect((await fetch(eventUrl, { headers: auth })).status).toBe(200);
    // ADMIN_ORIGIN is https here: the session cookie carries the __Host- prefix.
    const sales = signInAs(site, "sales", { at: clock });
    const headers = { Cookie: `__Host-summit-admin=${sales.id}` };
    const list = await (await fetch(`${site.url}/admin/bookings`, { headers })).text();
    expect(list).toContain(`href="/admin/bookings/cancel?id=${id}"`);
    const confirm = await (await fetch(`${site.url}/admin/bookings/cancel?id=${id}`, { headers })).text();
    expect(confirm).toContain("Cancel this call?");
    expect((await fetch(eventUrl, { headers: auth })).status).toBe(200);

    const done = await fetch(`${site.url}/admin/bookings/cancel`, {
      method: "POST",
      headers: { ...headers, Origin: "https://summit.test", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: sales.csrf, id }),
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Call cancelled");
    expect((await fetch(eventUrl, { headers: auth })).status).toBe(404);
    const withdrawal = smtp.accepted.find(
      (mail) => mail.envelope.to.includes(email) && mail.raw.includes("method=CANCEL"),
    ) as ReceivedMail;
    expect(new ICAL.Component(ICAL.parse(calendarPart(withdrawal.raw))).getFirstPropertyValue("method")).toBe("CANCEL");
    expect(
      smtp.accepted.some(
        (mail) =>
          mail.envelope.to.includes("jonas@summit.test") &&
          decodeQuotedPrintable(mail.raw).includes("sales@summit.example cancelled this call in the admin"),
      ),
    ).toBe(true);
    const [audited] = openAudit(site.store.database).list({ limit: 1 });
    expect(audited).toMatchObject({ actor: "sales@summit.example", action: "booking.cancelled" });
    expect(audited?.detail).toBe(`${id}: jonas-weber at 2027-03-16T12:00:00.000Z`);
    // The time is offered again; a second cancel finds no booked call.
    const page = await (await get("/book?tz=UTC&service=salesforce-integration")).text();
    expect(slotValues(page).map(at)).toContain("2027-03-16T12:00:00.000Z");
    const again = await fetch(`${site.url}/admin/bookings/cancel`, {
      method: "POST",
      headers: { ...headers, Origin: "https://summit.test", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: sales.csrf, id }),
    });
    expect(again.status).toBe(404);
  });

  it("moves a call by its link in one step: of two visitors racing for a time one gets it, the event moves, the invitation is updated", async () => {
    clock += 61_000;
    const book = async (email: string, start: string) => {
      const page = await (await get("/de/book?tz=Europe/Berlin&service=salesforce-integration")).text();
      const slot = slotValues(page).find((value) => at(value) === start) as string;
      expect(slot, start).toBeDefined();
      const done = await post("/de/book", {
        ...visitor,
        email,
        tz: "Europe/Berlin",
        service: "salesforce-integration",
        slot,
      });
      expect(done.status).toBe(200);
      const mail = smtp.accepted.find((one) => one.envelope.to.includes(email)) as ReceivedMail;
      return decodeQuotedPrintable(mail.raw).match(
        /https:\/\/summit\.test(\/de\/book\?b=[\w-]+&t=[\w-]+)/,
      )?.[1] as string;
    };
    const links = [
      await book("first@example.org", "2027-03-17T08:00:00.000Z"),
      await book("second@example.org", "2027-03-17T09:00:00.000Z"),
    ];
    const fields = (link: string) =>
      Object.fromEntries(new URL(link, "https://x").searchParams) as { b: string; t: string };

    // The link's page offers the consultant's free times, in the visitor's zone, as plain buttons.
    const opened = await (await get(links[0] as string)).text();
    expect(opened).toContain("Einen anderen Termin wählen");
    expect(opened).toContain('<time datetime="2027-03-17T09:00+01:00">');
    const target = Date.parse("2027-03-17T13:00:00Z");
    expect(opened).toContain(`name="move" value="${target}"`);
    expect(opened).not.toContain(`name="move" value="${Date.parse("2027-03-17T09:00:00Z")}"`);

    const answers = await Promise.all(
      links.map((link) =>
        post("/de/book", { ...fields(link), move: String(target) }).then(async (response) => ({
          link,
          status: response.status,
          text: await response.text(),
        })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200) as (typeof answers)[number];
    const lost = answers.find((answer) => answer.status === 409) as (typeof answers)[number];
    expect(won.text).toContain("Ihr Gespräch ist verschoben");
    expect(won.text).toContain('<time datetime="2027-03-17T14:00+01:00">14:00</time>');
    expect(lost.text).toContain("Dieser Termin wurde gerade von jemand anderem gebucht.");
    expect(lost.text).not.toContain(`name="move" value="${target}"`);
    const { b: id } = fields(won.link);
    const [winner] = site.store.database.prepare("SELECT email, start_at, sequence FROM bookings WHERE id = ?").all(id);
    expect(winner).toMatchObject({ start_at: target, sequence: 1 });
    const rows = site.store.database
      .prepare(
        "SELECT start_at FROM bookings WHERE email IN ('first@example.org', 'second@example.org') ORDER BY start_at",
      )
      .all()
      .map((row) => new Date(Number(row.start_at)).toISOString());
    expect(rows).toHaveLength(2);
    expect(rows).toContain("2027-03-17T13:00:00.000Z");

    // The consultant's calendar holds the call once, at the new time, under the same name and UID.
    const stored = await (
      await fetch(new URL(`${id}.ics`, jonasCalendar), { headers: { Authorization: radicale.auth("jonas") } })
    ).text();
    const vevent = new ICAL.Component(ICAL.parse(stored)).getFirstSubcomponent("vevent");
    expect((vevent?.getFirstPropertyValue("dtstart") as ICAL.Time | undefined)?.toJSDate().toISOString()).toBe(
      "2027-03-17T13:00:00.000Z",
    );
    expect(vevent?.getFirstPropertyValue("uid")).toBe(id);

    // The visitor's calendar is sent the same UID again, SEQUENCE one up, at the new time; the consultant is told.
    const update = smtp.accepted.find(
      (mail) =>
        mail.envelope.to.includes(String(winner?.email)) &&
        /^Subject: .*Verschoben/im.test(decodeQuotedPrintable(mail.raw)),
    ) as ReceivedMail;
    expect(update).toBeDefined();
    const invited = new ICAL.Component(ICAL.parse(calendarPart(update.raw)));
    expect(invited.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = invited.getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("uid")).toBe(id);
    expect(event?.getFirstPropertyValue("sequence")).toBe(1);
    expect((event?.getFirstPropertyValue("dtstart") as ICAL.Time | undefined)?.toJSDate().toISOString()).toBe(
      "2027-03-17T13:00:00.000Z",
    );
    expect(
      smtp.accepted.some((mail) => mail.envelope.to.includes("jonas@summit.test") && mail.raw.includes("Call moved")),
    ).toBe(true);

    // The old time is offered again (the loser's page may have read the calendar mid-move: a
    // minute on, every read is fresh), and the same link now shows the new time.
    clock += 61_000;
    const free = await (await get("/book?tz=UTC&service=salesforce-integration")).text();
    expect(slotValues(free).map(at)).not.toContain("2027-03-17T13:00:00.000Z");
    expect(slotValues(free).map(at)).toContain(
      won.link === links[0] ? "2027-03-17T08:00:00.000Z" : "2027-03-17T09:00:00.000Z",
    );
    const again = await (await get(won.link)).text();
    expect(again).toContain('<time datetime="2027-03-17T14:00+01:00">14:00</time>');
    // A move to a time that is not free, to no time at all, or by a forged link, changes nothing.
    for (const move of ["1e12", "<script>", "9".repeat(5000)]) {
      expect((await post("/de/book", { ...fields(won.link), move })).status, move.slice(0, 10)).toBe(404);
    }
    expect(
      (await post("/de/book", { ...fields(won.link), move: String(Date.parse("2027-03-17T02:00:00Z")) })).status,
    ).toBe(409);
    expect(
      (await post("/de/book", { b: id, t: "forged0000000000000000000000000", move: String(target + 3_600_000) }))
        .status,
    ).toBe(404);
  });

  it("limits bookings per client as the inquiries are, and refuses another site's form", async () => {
    const same = { "X-Forwarded-For": "198.51.100.7" };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post("/book", { name: "", email: "", tz: "UTC" }, same)).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const crossSite = await post("/book", { ...visitor, tz: "UTC" }, { ...from(), Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("says plainly to write instead when no calendar answers, and books nothing", async () => {
    await radicale.pause();
    clock += 61_000;
    const page = await (await get("/book?service=salesforce-integration")).text();
    expect(page).toContain(
      "We cannot show free times just now. Send us a message and the team will contact you to schedule the call.",
    );
    expect(page).toContain('<a href="/contact"');
    expect(slotValues(page)).toEqual([]);
    const answer = await post("/de/book", {
      ...visitor,
      tz: "UTC",
      service: "salesforce-integration",
      slot: `jonas-weber@${Date.parse("2027-03-17T12:00:00Z")}`,
    });
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain("Wir können die freien Termine gerade nicht anzeigen.");
    await radicale.resume();
  });
});

/** The text/calendar part of a raw message, decoded. */
function calendarPart(raw: string): string {
  const part = raw.split(/\r\n--[^\r\n]+\r\n/).find((chunk) => /^Content-Type: text\/calendar/im.test(chunk)) ?? "";
  const [head = "", body = ""] = part.split(/\r\n\r\n/);
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  return body;
}
