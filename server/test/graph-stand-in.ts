import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { loopbackServer } from "./stand-in-server.ts";

/**
 * A stand-in for Microsoft's identity platform and Microsoft Graph's calendar API on a loopback
 * port, for the booking tests (docs/decisions/049-microsoft-365-calendars.md). It answers as
 * Microsoft's documentation shows, and keeps each mailbox's events so a test reads back what a
 * consultant's Outlook would show:
 *
 * - `POST /{tenant}/oauth2/v2.0/token` (client credentials, scope `https://graph.microsoft.com/.default`):
 *   `{ token_type, expires_in, access_token }`, or 400/401 with OAuth's `{ error, error_description }`;
 * - `POST /v1.0/users/{mailbox}/calendar/getSchedule`: `{ value: [scheduleInformation] }` whose
 *   `scheduleItems` carry each event's status, subject and location as Graph's do, in UTC;
 * - `POST /v1.0/users/{mailbox}/events`: 201 with the event and its new `id`; a `transactionId`
 *   it has seen answers with that event, making none;
 * - `GET` and `DELETE /v1.0/users/{mailbox}/events/{id}`: the event, or 204; 404 `ErrorItemNotFound`;
 * - errors shaped `{ "error": { "code", "message" } }`: 401 `InvalidAuthenticationToken` for a
 *   missing, unknown, expired or revoked token, 404 `ErrorInvalidUser` for a mailbox it has not.
 */
export type StandInEvent = {
  id: string;
  subject: string;
  body: { contentType: string; content: string };
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  showAs: string;
  location?: { displayName: string };
  attendees: { emailAddress: { address: string; name?: string }; type: string }[];
  organizer: { emailAddress: { address: string } };
  transactionId?: string;
};

export type GraphStandIn = {
  /** The root to give as MS_GRAPH_URL. */
  graphUrl: string;
  /** The root to give as MS_GRAPH_LOGIN_URL. */
  loginUrl: string;
  /** MS_GRAPH_* settings that reach this stand-in with its credentials. */
  env: Record<string, string>;
  /** The mailbox's events, the booked calls and the meetings a test put there. */
  events: (mailbox: string) => StandInEvent[];
  /** Puts a meeting in a mailbox (UTC times `2027-03-15T09:00:00`). */
  addMeeting: (mailbox: string, meeting: { subject: string; start: string; end: string; showAs?: string }) => void;
  /** Every request it answered, method and path, in order. */
  requests: { method: string; path: string }[];
  tokensIssued: () => number;
  /** While on, takes every request and never answers (a Graph that hangs). */
  hang: (on: boolean) => void;
  /** Makes every token it issued worthless, as a revoked or expired one is. */
  revokeTokens: () => void;
  /** Stops answering, keeping its port and mailboxes for `resume` (Graph is down). */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

const graphError = (c: Context, status: 400 | 401 | 404, code: string, message: string) =>
  c.json({ error: { code, message, innerError: { date: new Date().toISOString() } } }, status);

/** A dateTimeTimeZone in UTC as epoch ms (the stand-in keeps UTC only, as the client asks). */
const epoch = (value: { dateTime: string }) => Date.parse(`${value.dateTime.slice(0, 19)}Z`);

export async function startGraphStandIn({
  tenantId = "contoso.onmicrosoft.com",
  clientId = "6731de76-14a6-49ae-97bc-6eba6914391e",
  clientSecret = "stand-in-secret",
  mailboxes,
  expiresIn = 3599,
  now = Date.now,
}: {
  tenantId?: string;
  clientId?: string;
  clientSecret?: string;
  mailboxes: readonly string[];
  /** Seconds each token lives, as `expires_in` says. */
  expiresIn?: number;
  /** The stand-in's clock for tokens' expiry: the test's fake one. */
  now?: () => number;
}): Promise<GraphStandIn> {
  const store = new Map(mailboxes.map((mailbox) => [mailbox.toLowerCase(), [] as StandInEvent[]]));
  const tokens = new Map<string, number>();
  let issued = 0;
  const requests: { method: string; path: string }[] = [];
  let hanging = false;
  const app = new Hono();
  app.use(async (c, next) => {
    requests.push({ method: c.req.method, path: new URL(c.req.url).pathname });
    if (hanging) await new Promise(() => {});
    await next();
  });

  app.post("/:tenant/oauth2/v2.0/token", async (c) => {
    const form = new URLSearchParams(await c.req.text());
    if (c.req.param("tenant") !== tenantId)
      return c.json({ error: "invalid_request", error_description: "AADSTS90002: Tenant not found." }, 400);
    if (form.get("grant_type") !== "client_credentials")
      return c.json({ error: "unsupported_grant_type", error_description: "AADSTS70003" }, 400);
    if (form.get("scope") !== "https://graph.microsoft.com/.default")
      return c.json({ error: "invalid_scope", error_description: "AADSTS1002012" }, 400);
    if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret)
      return c.json(
        { error: "invalid_client", error_description: "AADSTS7000215: Invalid client secret provided." },
        401,
      );
    const token = `eyJ0.${randomBytes(12).toString("hex")}`;
    tokens.set(token, now() + expiresIn * 1000);
    issued += 1;
    return c.json({ token_type: "Bearer", expires_in: expiresIn, ext_expires_in: expiresIn, access_token: token });
  });

  const graph = new Hono();
  graph.use(async (c, next) => {
    const token = c.req.header("authorization")?.replace(/^Bearer /, "") ?? "";
    const until = tokens.get(token);
    if (until === undefined || now() >= until)
      return graphError(c, 401, "InvalidAuthenticationToken", "Access token has expired or is not yet valid.");
    const mailbox = decodeURIComponent(new URL(c.req.url).pathname.match(/\/users\/([^/]+)/)?.[1] ?? "");
    if (!store.has(mailbox.toLowerCase()))
      return graphError(c, 404, "ErrorInvalidUser", `The requested user '${mailbox}' is invalid.`);
    await next();
  });
  const eventsOf = (c: Context) => store.get(c.req.param("mailbox")?.toLowerCase() ?? "") ?? [];

  graph.post("/users/:mailbox/calendar/getSchedule", async (c) => {
    const body = (await c.req.json()) as {
      schedules?: string[];
      startTime?: { dateTime: string };
      endTime?: { dateTime: string };
    };
    if (!Array.isArray(body.schedules) || !body.startTime?.dateTime || !body.endTime?.dateTime)
      return graphError(c, 400, "ErrorInvalidRequest", "The request is invalid.");
    const utc = /outlook\.timezone="UTC"/.test(c.req.header("prefer") ?? "");
    const [from, to] = [epoch(body.startTime), epoch(body.endTime)];
    return c.json({
      "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)",
      value: body.schedules.map((scheduleId) => {
        const events = store.get(scheduleId.toLowerCase());
        if (!events)
          return {
            scheduleId,
            availabilityView: "",
            error: { message: "Failed to find the mailbox.", responseCode: "ErrorMailRecipientNotFound" },
            scheduleItems: [],
          };
        const items = events
          .filter((event) => epoch(event.end) > from && epoch(event.start) < to)
          .map((event) => ({
            isPrivate: false,
            status: event.showAs,
            subject: event.subject,
            location: event.location?.displayName ?? "",
            // Without the header Graph would still answer in UTC; a stand-in that names another zone
            // would hide a client that forgot to ask.
            start: {
              dateTime: `${event.start.dateTime.slice(0, 19)}.0000000`,
              timeZone: utc ? "UTC" : "Pacific Standard Time",
            },
            end: {
              dateTime: `${event.end.dateTime.slice(0, 19)}.0000000`,
              timeZone: utc ? "UTC" : "Pacific Standard Time",
            },
          }));
        return { scheduleId, availabilityView: "0", scheduleItems: items };
      }),
    });
  });

  graph.post("/users/:mailbox/events", async (c) => {
    const body = (await c.req.json()) as Partial<StandInEvent>;
    const events = eventsOf(c);
    const known = body.transactionId ? events.find((event) => event.transactionId === body.transactionId) : undefined;
    if (known) return c.json(known, 201);
    if (!body.subject || !body.start?.dateTime || !body.end?.dateTime || !Array.isArray(body.attendees))
      return graphError(c, 400, "ErrorInvalidRequest", "The request is invalid.");
    const event: StandInEvent = {
      id: `AAMkAG${randomBytes(18).toString("base64url")}=`,
      subject: body.subject,
      body: body.body ?? { contentType: "text", content: "" },
      start: body.start,
      end: body.end,
      showAs: body.showAs ?? "busy",
      attendees: body.attendees,
      organizer: { emailAddress: { address: c.req.param("mailbox") } },
      transactionId: body.transactionId,
    };
    events.push(event);
    return c.json(event, 201);
  });

  graph.get("/users/:mailbox/events/:id", (c) => {
    const event = eventsOf(c).find((one) => one.id === c.req.param("id"));
    return event
      ? c.json(event)
      : graphError(c, 404, "ErrorItemNotFound", "The specified object was not found in the store.");
  });

  graph.delete("/users/:mailbox/events/:id", (c) => {
    const events = eventsOf(c);
    const at = events.findIndex((one) => one.id === c.req.param("id"));
    if (at < 0) return graphError(c, 404, "ErrorItemNotFound", "The specified object was not found in the store.");
    events.splice(at, 1);
    return c.body(null, 204);
  });
  app.route("/v1.0", graph);

  const { root, listen, close } = await loopbackServer(app.fetch);

  return {
    graphUrl: `${root}/v1.0`,
    loginUrl: root,
    env: {
      MS_GRAPH_TENANT_ID: tenantId,
      MS_GRAPH_CLIENT_ID: clientId,
      MS_GRAPH_CLIENT_SECRET: clientSecret,
      MS_GRAPH_URL: `${root}/v1.0`,
      MS_GRAPH_LOGIN_URL: root,
    },
    events: (mailbox) => store.get(mailbox.toLowerCase()) ?? [],
    addMeeting(mailbox, { subject, start, end, showAs = "busy" }) {
      store.get(mailbox.toLowerCase())?.push({
        id: `AAMkAG${randomBytes(18).toString("base64url")}=`,
        subject,
        body: { contentType: "html", content: `<p>${subject}</p>` },
        start: { dateTime: start, timeZone: "UTC" },
        end: { dateTime: end, timeZone: "UTC" },
        showAs,
        location: { displayName: `${subject} room` },
        attendees: [{ emailAddress: { address: "someone@contoso.com", name: "Someone Else" }, type: "required" }],
        organizer: { emailAddress: { address: mailbox } },
      });
    },
    requests,
    tokensIssued: () => issued,
    hang: (on) => {
      hanging = on;
    },
    revokeTokens: () => tokens.clear(),
    pause: close,
    resume: listen,
    stop: close,
  };
}
