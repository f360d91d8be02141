import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ICAL from "ical.js";
import { fetchCalendarObjects } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { icsEvent, passwordOf, putEvent, type Radicale, startRadicale } from "../test/radicale.ts";
import { busyOf, caldavCalendar } from "./caldav.ts";

const ms = (iso: string) => Date.parse(iso);
const range = { start: ms("2027-03-01T00:00:00Z"), end: ms("2027-03-13T00:00:00Z") };
const event = icsEvent;
const berlinZone = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "BEGIN:STANDARD",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];
const iso = (epoch: number) => new Date(epoch).toISOString();

describe("a consultant's CalDAV calendar, in a real Radicale", () => {
  let radicale: Radicale;
  let jonas: string;
  let maya: string;
  const setting = (user: string, url: string) => ({
    kind: "caldav" as const,
    url,
    username: user,
    password: passwordOf(user),
  });

  beforeAll(async () => {
    radicale = await startRadicale(["jonas", "maya"]);
    jonas = await radicale.makeCalendar("jonas", "calls");
    maya = await radicale.makeCalendar("maya", "calls");
    // Jonas's week: a meeting, a recurring stand-up, a day off, a reminder that blocks nothing and
    // a meeting after the range; Maya's one meeting is hers alone.
    const jonasEvents: [string, string[]][] = [
      [
        "board",
        [
          "DTSTART:20270302T100000Z",
          "DTEND:20270302T110000Z",
          "SUMMARY:Secret merger talk with Acme",
          "LOCATION:Room 4",
        ],
      ],
      ["standup", ["DTSTART:20270301T080000Z", "DURATION:PT15M", "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:Stand-up"]],
      ["off", ["DTSTART;VALUE=DATE:20270305", "DTEND;VALUE=DATE:20270306", "SUMMARY:Day off"]],
      ["note", ["DTSTART:20270304T120000Z", "DTEND:20270304T130000Z", "TRANSP:TRANSPARENT", "SUMMARY:Reminder"]],
      ["later", ["DTSTART:20270401T100000Z", "DTEND:20270401T110000Z", "SUMMARY:Outside"]],
    ];
    for (const [uid, lines] of jonasEvents) await putEvent(jonas, radicale.auth("jonas"), uid, event(uid, lines));
    await putEvent(
      maya,
      radicale.auth("maya"),
      "mine",
      event("mine", ["DTSTART:20270303T150000Z", "DTEND:20270303T160000Z", "SUMMARY:Maya's"]),
    );
  });
  afterAll(async () => {
    await radicale?.stop();
  });

  it("gives each busy time in the range, recurring ones once per occurrence, and nothing of what they are", async () => {
    const busy = await caldavCalendar(setting("jonas", jonas)).busy(range, "Europe/Berlin");
    const times = busy.map((time) => `${iso(time.start)} ${iso(time.end)}`).sort();
    expect(times).toEqual([
      "2027-03-01T08:00:00.000Z 2027-03-01T08:15:00.000Z",
      "2027-03-02T08:00:00.000Z 2027-03-02T08:15:00.000Z",
      "2027-03-02T10:00:00.000Z 2027-03-02T11:00:00.000Z",
      "2027-03-03T08:00:00.000Z 2027-03-03T08:15:00.000Z",
      // The day off is the whole day in Berlin.
      "2027-03-04T23:00:00.000Z 2027-03-05T23:00:00.000Z",
    ]);
    expect(Object.keys(busy[0] ?? {}).sort()).toEqual(["end", "start"]);
    expect(JSON.stringify(busy)).not.toMatch(/Secret|Acme|Room|Stand-up|Day off/);
  });

  it("reads only the consultant's own calendar", async () => {
    const busy = await caldavCalendar(setting("maya", maya)).busy(range, "America/New_York");
    expect(busy.map((time) => iso(time.start))).toEqual(["2027-03-03T15:00:00.000Z"]);
  });

  it("fails loudly on wrong credentials instead of answering that the consultant is free", async () => {
    await expect(
      caldavCalendar({ ...setting("jonas", jonas), password: "wrong" }).busy(range, "Europe/Berlin"),
    ).rejects.toThrow();
  });

  it("writes the call with the visitor as attendee, which CalDAV then reads back", async () => {
    const calendar = caldavCalendar(setting("jonas", jonas));
    const call = {
      uid: "booking-1",
      start: ms("2027-03-08T09:00:00Z"),
      end: ms("2027-03-08T09:30:00Z"),
      stamp: ms("2027-03-01T10:00:00Z"),
      summary: "Discovery call: Ada Lovelace",
      description: "Booked on the website.",
      organizer: { name: "Jonas Weber", email: "jonas@summit.test" },
      attendee: { name: 'Ada "Countess" Lovelace', email: "ada@example.org" },
    };
    await calendar.write(call);
    await expect(calendar.write(call)).rejects.toThrow(/HTTP 412/);

    const [object] = await fetchCalendarObjects({
      calendar: { url: jonas },
      headers: { Authorization: radicale.auth("jonas") },
      objectUrls: [`${jonas}booking-1.ics`],
    });
    const vevent = new ICAL.Component(ICAL.parse(String(object?.data))).getFirstSubcomponent("vevent");
    const attendee = vevent?.getFirstProperty("attendee");
    expect(attendee?.getFirstValue()).toBe("mailto:ada@example.org");
    expect(attendee?.getParameter("cn")).toBe("Ada  Countess  Lovelace");
    expect(vevent?.getFirstProperty("organizer")?.getFirstValue()).toBe("mailto:jonas@summit.test");
    expect((vevent?.getFirstPropertyValue("dtstart") as ICAL.Time | undefined)?.toJSDate().toISOString()).toBe(
      "2027-03-08T09:00:00.000Z",
    );
    expect(readdirSync(join(radicale.storage, "collection-root", "jonas", "calls"))).toContain("booking-1.ics");
    expect(
      readFileSync(join(radicale.storage, "collection-root", "jonas", "calls", "booking-1.ics"), "utf8"),
    ).not.toMatch(/METHOD/);

    // And the next read counts it as busy.
    const busy = await calendar.busy(
      { start: ms("2027-03-08T00:00:00Z"), end: ms("2027-03-09T00:00:00Z") },
      "Europe/Berlin",
    );
    expect(busy.map((time) => iso(time.start))).toEqual(["2027-03-08T09:00:00.000Z"]);
  });
});

describe("busy times parsed from iCalendar", () => {
  const wide = { start: ms("2027-01-01T00:00:00Z"), end: ms("2027-12-31T00:00:00Z") };

  it("honour a named zone, including across the change to summer time", () => {
    const ics = event("x", [
      "DTSTART;TZID=Europe/Berlin:20270329T090000",
      "DTEND;TZID=Europe/Berlin:20270329T100000",
    ]).replace("BEGIN:VEVENT", [...berlinZone, "BEGIN:VEVENT"].join("\r\n"));
    expect(busyOf(ics, wide, "Europe/Berlin").map((time) => iso(time.start))).toEqual(["2027-03-29T07:00:00.000Z"]);
  });

  it("leave out cancelled events and read nothing from a broken object", () => {
    expect(
      busyOf(event("x", ["DTSTART:20270301T080000Z", "DTEND:20270301T090000Z", "STATUS:CANCELLED"]), wide, "UTC"),
    ).toEqual([]);
    expect(busyOf("BEGIN:VCALENDAR\r\nnot ical", wide, "UTC")).toEqual([]);
  });
});
