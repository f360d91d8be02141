import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { germanCall } from "../test/call-event.ts";
import { GOOGLE_TEST_SCOPES, type GoogleStandIn, startGoogleStandIn } from "../test/google-stand-in.ts";
import { type GoogleConfig, googleCalendar, googleClient, googleEventId } from "./google.ts";
import { bookingConfig } from "./settings.ts";

/** A consultant's Google Workspace calendar through the Calendar API, against a stand-in that answers as Google documents. */
const ms = (iso: string) => Date.parse(iso);
const iso = (epoch: number) => new Date(epoch).toISOString();
const range = { start: ms("2027-03-01T00:00:00Z"), end: ms("2027-03-13T00:00:00Z") };
const JONAS = "jonas@summit.test";
const MAYA = "maya@summit.test";
const jonas = { kind: "google" as const, mailbox: JONAS };
const maya = { kind: "google" as const, mailbox: MAYA };
const call = germanCall;

let clock = ms("2027-03-01T06:00:00Z");
let standIn: GoogleStandIn;
let config: GoogleConfig;
const client = (options: { timeoutMs?: number } = {}) => googleClient(config, { now: () => clock, ...options });
const freeBusyCalls = () => standIn.requests.filter((one) => one.path === "/calendar/v3/freeBusy").length;

beforeAll(async () => {
  standIn = await startGoogleStandIn({ mailboxes: [JONAS, MAYA], now: () => clock });
  // Read from the settings as the server reads them: the key file in base64, the stand-in's roots.
  const settings = bookingConfig(
    { BOOKING_CALENDARS: JSON.stringify({ "jonas-weber": `google:${JONAS}` }), ...standIn.env },
    ["jonas-weber"],
  );
  config = settings.google as GoogleConfig;
  // Busy at 10:00 UTC and at 11:00 in Paris; a reminder that blocks nothing; a meeting past the range.
  standIn.addMeeting(JONAS, {
    summary: "Secret merger talk with Acme",
    start: "2027-03-02T10:00:00Z",
    end: "2027-03-02T11:00:00Z",
  });
  standIn.addMeeting(JONAS, {
    summary: "Lunch in Paris",
    start: "2027-03-03T11:00:00+01:00",
    end: "2027-03-03T12:00:00+01:00",
  });
  standIn.addMeeting(JONAS, {
    summary: "Reminder that blocks nothing",
    start: "2027-03-05T08:00:00Z",
    end: "2027-03-05T09:00:00Z",
    transparency: "transparent",
  });
  standIn.addMeeting(JONAS, {
    summary: "Outside the range",
    start: "2027-04-01T10:00:00Z",
    end: "2027-04-01T11:00:00Z",
  });
  standIn.addMeeting(MAYA, { summary: "Maya's workshop", start: "2027-03-04T13:00:00Z", end: "2027-03-04T15:00:00Z" });
});
afterAll(async () => {
  await standIn?.stop();
});

describe("a consultant's Google Workspace calendar through the Calendar API", () => {
  it("gives each busy time in the range in UTC, never a free one, and nothing of what they are", async () => {
    const busy = await googleCalendar(client(), jonas).busy(range, "Europe/Berlin");
    expect(busy.map((time) => `${iso(time.start)} ${iso(time.end)}`)).toEqual([
      "2027-03-02T10:00:00.000Z 2027-03-02T11:00:00.000Z",
      "2027-03-03T10:00:00.000Z 2027-03-03T11:00:00.000Z",
    ]);
    expect(Object.keys(busy[0] ?? {}).sort()).toEqual(["end", "start"]);
    expect(JSON.stringify(busy)).not.toMatch(/Secret|Acme|Lunch|Paris|Reminder/);
    // Each consultant's own calendar, as that consultant.
    const mayas = await googleCalendar(client(), maya).busy(range, "UTC");
    expect(mayas.map((time) => iso(time.start))).toEqual(["2027-03-04T13:00:00.000Z"]);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/calendar/v3/freeBusy",
      sub: MAYA,
      body: { timeMin: "2027-03-01T00:00:00.000Z", timeMax: "2027-03-13T00:00:00.000Z", items: [{ id: MAYA }] },
    });
  });

  it("asks for a token with an assertion signed by the account's key, for the consultant, with exactly the two scopes", async () => {
    await googleCalendar(client(), jonas).busy(range, "UTC");
    const grant = standIn.requests.filter((one) => one.path === "/token").at(-1);
    const seconds = Math.floor(clock / 1000);
    expect(grant?.body).toEqual({
      iss: "summit-booking@summit-site.iam.gserviceaccount.com",
      sub: JONAS,
      scope: GOOGLE_TEST_SCOPES.join(" "),
      aud: standIn.keyFile.token_uri,
      iat: seconds,
      exp: seconds + 3600,
    });
  });

  it("refuses a token for an assertion not signed by the account's key, and for a mailbox the Workspace does not have", async () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    const forged = googleClient({ ...config, privateKey: other.toString() }, { now: () => clock });
    const refused = googleCalendar(forged, jonas).busy(range, "UTC");
    await expect(refused).rejects.toThrow("Google Calendar answered HTTP 400 (invalid_grant) to the token request");
    expect(standIn.grants.at(-1)).toEqual({ sub: undefined, outcome: "invalid_grant" });
    await refused.catch((error: unknown) => expect(String(error)).not.toContain("PRIVATE KEY"));

    await expect(
      googleCalendar(client(), { kind: "google", mailbox: "nobody@summit.test" }).busy(range, "UTC"),
    ).rejects.toThrow("Google Calendar answered HTTP 400 (invalid_grant) to the token request");
    expect(standIn.grants.at(-1)).toEqual({ sub: "nobody@summit.test", outcome: "invalid_grant" });
  });

  it("keeps one token per consultant, fetched once however many ask, renewed shortly before it expires and at once when Google refuses it", async () => {
    const shared = client();
    const before = standIn.tokensIssued();
    await Promise.all([
      googleCalendar(shared, jonas).busy(range, "UTC"),
      googleCalendar(shared, jonas).busy(range, "UTC"),
      googleCalendar(shared, maya).busy(range, "UTC"),
    ]);
    await googleCalendar(shared, jonas).busy(range, "UTC");
    expect(standIn.tokensIssued()).toBe(before + 2);
    expect(standIn.grants.slice(-2).map((one) => one.sub)).toEqual(expect.arrayContaining([JONAS, MAYA]));

    // The stand-in's tokens live 3599 s: 50 minutes on, the one held is still sent...
    clock += 50 * 60_000;
    await googleCalendar(shared, jonas).busy(range, "UTC");
    expect(standIn.tokensIssued()).toBe(before + 2);
    // ...and within five minutes of its end a new one is fetched before Google would refuse it.
    clock += 6 * 60_000;
    const reads = freeBusyCalls();
    await googleCalendar(shared, jonas).busy(range, "UTC");
    expect(standIn.tokensIssued()).toBe(before + 3);
    expect(freeBusyCalls()).toBe(reads + 1);

    // Revoked (or expired early): the 401 fetches another and the read is tried once more.
    standIn.revokeTokens();
    const busy = await googleCalendar(shared, jonas).busy(range, "UTC");
    expect(busy).toHaveLength(2);
    expect(standIn.tokensIssued()).toBe(before + 4);
    expect(standIn.requests.slice(-3).map((one) => `${one.method} ${one.path}`)).toEqual([
      "POST /calendar/v3/freeBusy",
      "POST /token",
      "POST /calendar/v3/freeBusy",
    ]);
  });

  it("never touches one consultant's calendar with another's token", async () => {
    const as = client();
    await expect(
      as.request(JONAS, "POST", `/calendars/${encodeURIComponent(MAYA)}/events`, "the event's POST", {
        body: { summary: "x", start: { dateTime: iso(call.start) }, end: { dateTime: iso(call.end) }, attendees: [] },
      }),
    ).rejects.toThrow("Google Calendar answered HTTP 403 (PERMISSION_DENIED) to the event's POST");
    expect(standIn.events(MAYA).map((one) => one.summary)).toEqual(["Maya's workshop"]);
  });

  it("fails loudly when Google cannot read the calendar, instead of answering that the consultant is free", async () => {
    standIn.failFreeBusy(JONAS, "notFound");
    try {
      await expect(googleCalendar(client(), jonas).busy(range, "UTC")).rejects.toThrow(
        "Google Calendar could not read the calendar's free/busy (notFound)",
      );
    } finally {
      standIn.failFreeBusy(JONAS, null);
    }
  });

  it("refuses an answer larger than it reads, even one that does not say its length", async () => {
    const calendar = googleCalendar(client(), jonas);
    await calendar.busy(range, "UTC");
    standIn.hugeAnswers(true);
    try {
      await expect(calendar.busy(range, "UTC")).rejects.toThrow(
        "Google Calendar's answer is larger than the server reads",
      );
    } finally {
      standIn.hugeAnswers(false);
    }
  });

  it("writes the call with the visitor as attendee and Google sending the invitation, makes no second event when retried, and deletes it", async () => {
    const calendar = googleCalendar(client(), jonas);
    const id = await calendar.write(call);
    expect(id).toBe("2f1c7a520d7e4c1e9a593c1f0f7e1a11");
    expect(await calendar.write(call)).toBe(id);
    const written = standIn.events(JONAS).filter((event) => event.id === id);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      summary: "Gespräch mit Jonas Weber, Summit Cloud Consulting",
      description: call.description,
      start: { dateTime: "2027-03-08T09:00:00.000Z", timeZone: "UTC" },
      end: { dateTime: "2027-03-08T09:30:00.000Z", timeZone: "UTC" },
      attendees: [{ email: "ada@example.org", displayName: "Ada Lovelace" }],
      transparency: "opaque",
    });
    const posts = standIn.requests.filter((one) => one.method === "POST" && one.path.includes("/events"));
    expect(posts.at(-1)?.path).toBe("/calendar/v3/calendars/jonas%40summit.test/events?sendUpdates=all");
    // The next read counts it as busy.
    const busy = await calendar.busy({ start: ms("2027-03-08T00:00:00Z"), end: ms("2027-03-09T00:00:00Z") }, "UTC");
    expect(busy.map((time) => iso(time.start))).toEqual(["2027-03-08T09:00:00.000Z"]);

    await calendar.remove(call.uid, id);
    expect(standIn.events(JONAS).some((event) => event.id === id)).toBe(false);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "DELETE",
      path: `/calendar/v3/calendars/jonas%40summit.test/events/${id}?sendUpdates=all`,
    });
    // Gone already (410), or never written: nothing to do.
    await calendar.remove(call.uid, id);
    await calendar.remove(call.uid, null);

    // The call moved is a new event under a new id.
    const moved = await calendar.write({
      ...call,
      start: call.start + 3_600_000,
      end: call.end + 3_600_000,
      sequence: 1,
    });
    expect(moved).toBe(`${id}v1`);
    expect(
      standIn
        .events(JONAS)
        .filter((event) => event.id.startsWith(id))
        .map((event) => event.id),
    ).toEqual([moved]);
  });

  it("names each write of a call with base32hex Google accepts, whatever the booking's id", () => {
    for (const [uid, sequence] of [
      [call.uid, 0],
      [call.uid, 12],
      ["not-a-uuid/with:odd chars", 0],
    ] as const) {
      expect(googleEventId(uid, sequence)).toMatch(/^[0-9a-v]{5,1024}$/);
    }
    expect(googleEventId("not-a-uuid", 0)).not.toBe(googleEventId("not-a-uuid", 1));
  });
});
