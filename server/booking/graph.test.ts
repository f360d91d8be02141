import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { germanCall } from "../test/call-event.ts";
import { type GraphStandIn, startGraphStandIn } from "../test/graph-stand-in.ts";
import { type GraphConfig, graphCalendar, graphClient } from "./graph.ts";

/** A consultant's Microsoft 365 calendar through Graph, against a stand-in that answers as Microsoft documents. */
const ms = (iso: string) => Date.parse(iso);
const iso = (epoch: number) => new Date(epoch).toISOString();
const range = { start: ms("2027-03-01T00:00:00Z"), end: ms("2027-03-13T00:00:00Z") };
const jonas = { kind: "graph" as const, mailbox: "jonas@summit.test" };
const call = germanCall;

let clock = ms("2027-03-01T06:00:00Z");
let standIn: GraphStandIn;
let config: GraphConfig;

beforeAll(async () => {
  standIn = await startGraphStandIn({ mailboxes: ["jonas@summit.test", "maya@summit.test"], now: () => clock });
  config = {
    tenantId: standIn.env.MS_GRAPH_TENANT_ID as string,
    clientId: standIn.env.MS_GRAPH_CLIENT_ID as string,
    clientSecret: standIn.env.MS_GRAPH_CLIENT_SECRET as string,
    graphUrl: standIn.graphUrl,
    loginUrl: standIn.loginUrl,
  };
  const meetings = [
    ["Secret merger talk with Acme", "2027-03-02T10:00:00", "2027-03-02T11:00:00", "busy"],
    ["Maybe lunch", "2027-03-03T11:00:00", "2027-03-03T12:00:00", "tentative"],
    ["Holiday", "2027-03-04T00:00:00", "2027-03-05T00:00:00", "oof"],
    ["At the client's", "2027-03-05T13:00:00", "2027-03-05T15:00:00", "workingElsewhere"],
    ["Reminder that blocks nothing", "2027-03-05T08:00:00", "2027-03-05T09:00:00", "free"],
    ["Outside the range", "2027-04-01T10:00:00", "2027-04-01T11:00:00", "busy"],
  ] as const;
  for (const [subject, start, end, showAs] of meetings)
    standIn.addMeeting("jonas@summit.test", { subject, start, end, showAs });
});
afterAll(async () => {
  await standIn?.stop();
});

describe("a consultant's Microsoft 365 calendar through Graph", () => {
  it("gives each busy, tentative, away and elsewhere time in the range in UTC, never a free one, and nothing of what they are", async () => {
    const busy = await graphCalendar(graphClient(config, { now: () => clock }), jonas).busy(range, "Europe/Berlin");
    expect(busy.map((time) => `${iso(time.start)} ${iso(time.end)}`)).toEqual([
      "2027-03-02T10:00:00.000Z 2027-03-02T11:00:00.000Z",
      "2027-03-03T11:00:00.000Z 2027-03-03T12:00:00.000Z",
      "2027-03-04T00:00:00.000Z 2027-03-05T00:00:00.000Z",
      "2027-03-05T13:00:00.000Z 2027-03-05T15:00:00.000Z",
    ]);
    expect(Object.keys(busy[0] ?? {}).sort()).toEqual(["end", "start"]);
    expect(JSON.stringify(busy)).not.toMatch(/Secret|Acme|room|lunch|Holiday|client/);
  });

  it("fetches one token for every mailbox and read, a new one shortly before it expires, and another at once when Graph refuses it", async () => {
    const client = graphClient(config, { now: () => clock });
    const before = standIn.tokensIssued();
    await Promise.all([
      graphCalendar(client, jonas).busy(range, "UTC"),
      graphCalendar(client, { kind: "graph", mailbox: "maya@summit.test" }).busy(range, "UTC"),
    ]);
    await graphCalendar(client, jonas).busy(range, "UTC");
    expect(standIn.tokensIssued()).toBe(before + 1);

    // The stand-in's tokens live 3599 s: 50 minutes on, the one held is still sent...
    clock += 50 * 60_000;
    await graphCalendar(client, jonas).busy(range, "UTC");
    expect(standIn.tokensIssued()).toBe(before + 1);
    // ...and within five minutes of its end a new one is fetched before Graph would refuse it.
    clock += 6 * 60_000;
    const refusedBefore = standIn.requests.filter((one) => one.path.includes("getSchedule")).length;
    await graphCalendar(client, jonas).busy(range, "UTC");
    expect(standIn.tokensIssued()).toBe(before + 2);
    expect(standIn.requests.filter((one) => one.path.includes("getSchedule")).length).toBe(refusedBefore + 1);

    // Revoked (or expired early): the 401 fetches another and the read is tried once more.
    standIn.revokeTokens();
    const busy = await graphCalendar(client, jonas).busy(range, "UTC");
    expect(busy).toHaveLength(4);
    expect(standIn.tokensIssued()).toBe(before + 3);
    expect(
      standIn.requests.slice(-3).map((one) => `${one.method} ${one.path.replace(/\/[^/]+\/oauth2/, "/…/oauth2")}`),
    ).toEqual([
      "POST /v1.0/users/jonas%40summit.test/calendar/getSchedule",
      "POST /…/oauth2/v2.0/token",
      "POST /v1.0/users/jonas%40summit.test/calendar/getSchedule",
    ]);
  });

  it("fails loudly on a wrong secret or a mailbox it cannot read instead of answering that the consultant is free, naming no secret", async () => {
    const wrong = graphClient({ ...config, clientSecret: "wrong-secret-1" }, { now: () => clock });
    const refused = graphCalendar(wrong, jonas).busy(range, "UTC");
    await expect(refused).rejects.toThrow("Microsoft Graph answered HTTP 401 (invalid_client) to the token request");
    await refused.catch((error: unknown) => expect(String(error)).not.toMatch(/wrong-secret-1|stand-in-secret/));
    const client = graphClient(config, { now: () => clock });
    await expect(
      graphCalendar(client, { kind: "graph", mailbox: "nobody@summit.test" }).busy(range, "UTC"),
    ).rejects.toThrow("Microsoft Graph answered HTTP 404 (ErrorInvalidUser) to the free/busy request");
  });

  it("gives up at its deadline when Graph or its token endpoint does not answer", async () => {
    const client = graphClient(config, { now: () => clock, timeoutMs: 50 });
    await graphCalendar(client, jonas).busy(range, "UTC");
    standIn.hang(true);
    try {
      await expect(graphCalendar(client, jonas).busy(range, "UTC")).rejects.toThrow(/timeout|aborted/i);
      const fresh = graphClient(config, { now: () => clock, timeoutMs: 50 });
      await expect(graphCalendar(fresh, jonas).busy(range, "UTC")).rejects.toThrow(/timeout|aborted/i);
    } finally {
      standIn.hang(false);
    }
  });

  it("writes the call with the visitor as required attendee in UTC, makes no second event when the write is retried, and deletes it", async () => {
    const calendar = graphCalendar(graphClient(config, { now: () => clock }), jonas);
    const id = await calendar.write(call);
    expect(await calendar.write(call)).toBe(id);
    const written = standIn.events("jonas@summit.test").filter((event) => event.transactionId === call.uid);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      id,
      subject: "Gespräch mit Jonas Weber, Summit Cloud Consulting",
      body: { contentType: "text", content: call.description },
      start: { dateTime: "2027-03-08T09:00:00", timeZone: "UTC" },
      end: { dateTime: "2027-03-08T09:30:00", timeZone: "UTC" },
      attendees: [{ emailAddress: { address: "ada@example.org", name: "Ada Lovelace" }, type: "required" }],
    });
    // The next read counts it as busy.
    const busy = await calendar.busy({ start: ms("2027-03-08T00:00:00Z"), end: ms("2027-03-09T00:00:00Z") }, "UTC");
    expect(busy.map((time) => iso(time.start))).toEqual(["2027-03-08T09:00:00.000Z"]);

    await calendar.remove(call.uid, id);
    expect(standIn.events("jonas@summit.test").some((event) => event.id === id)).toBe(false);
    // Gone already, or never written: nothing to do.
    await calendar.remove(call.uid, id);
    await calendar.remove(call.uid, null);
  });
});
