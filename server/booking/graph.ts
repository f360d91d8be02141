import { bearerClient, grantedToken, type RequestOptions, record } from "./bearer.ts";
import type { CallEvent } from "./ics.ts";
import type { Busy } from "./slots.ts";

/**
 * A consultant's Microsoft 365 calendar through Microsoft Graph, with the site's own app
 * registration (docs/decisions/049-microsoft-365-calendars.md): free/busy only, an event written
 * with the visitor as attendee, and the event deleted. As for CalDAV, only start and end leave
 * this module: getSchedule answers with each meeting's subject and place, which are dropped here.
 *
 * The shapes are Microsoft's documented ones:
 * - token: the identity platform's client-credentials grant, `POST {login}/{tenant}/oauth2/v2.0/token`
 *   with `grant_type=client_credentials`, `scope=https://graph.microsoft.com/.default`, answered
 *   `{ token_type: "Bearer", expires_in, access_token }`
 *   (learn.microsoft.com/entra/identity-platform/v2-oauth2-client-creds-grant-flow);
 * - busy times: `POST /users/{mailbox}/calendar/getSchedule` with `schedules`, `startTime` and
 *   `endTime` as dateTimeTimeZone, answered `{ value: [scheduleInformation] }`, each with
 *   `scheduleItems` (`status`: free, tentative, busy, oof, workingElsewhere, unknown) or an
 *   `error` (freeBusyError); `Prefer: outlook.timezone="UTC"` gives the times in UTC
 *   (learn.microsoft.com/graph/api/calendar-getschedule, …/resources/scheduleitem);
 * - write: `POST /users/{mailbox}/events`, 201 with the event and its `id`; `transactionId` is "a
 *   custom identifier specified by a client app for the server to avoid redundant POST
 *   operations in case of client retries to create the same event" (…/api/user-post-events,
 *   …/resources/event); with attendees set, Exchange sends them the invitation itself;
 * - delete: `DELETE /users/{mailbox}/events/{id}`, 204; on the organiser's calendar it sends the
 *   attendees the cancellation (…/api/event-delete);
 * - errors: `{ "error": { "code", "message" } }`; an expired or revoked token is 401
 *   `InvalidAuthenticationToken` (…/graph/errors).
 */
export type GraphSetting = { kind: "graph"; mailbox: string };
export type GraphConfig = {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Graph's root, https://graph.microsoft.com/v1.0 (MS_GRAPH_URL). */
  graphUrl: string;
  /** The identity platform's root, https://login.microsoftonline.com (MS_GRAPH_LOGIN_URL). */
  loginUrl: string;
};

export const GRAPH_SCOPE = "https://graph.microsoft.com/.default";
const GRAPH = "Microsoft Graph";
const MAX_ITEMS = 5_000;
/** Statuses that leave a time free: only `free`; an `unknown` one is taken as busy, never offered. */
const FREE = new Set(["free"]);

/** A dateTimeTimeZone Graph sent in UTC, as epoch ms; NaN for anything else. */
function utcEpoch(value: unknown): number {
  const { dateTime, timeZone } = record(value);
  if (typeof dateTime !== "string" || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,7})?)?$/.test(dateTime)) return NaN;
  if (timeZone !== undefined && !(typeof timeZone === "string" && /^(Etc\/)?UTC$/i.test(timeZone))) return NaN;
  return Date.parse(`${dateTime.slice(0, 19)}Z`);
}
/** An instant as Graph's dateTimeTimeZone in UTC, without a zone suffix, as its examples write it. */
const utcDateTime = (epoch: number) => ({ dateTime: new Date(epoch).toISOString().slice(0, 19), timeZone: "UTC" });

/**
 * The app's access to Graph: one token for every mailbox, fetched once and kept until shortly
 * before it expires, fetched again at once when Graph refuses it (401) and the request retried
 * once (bearer.ts).
 */
export function graphClient(
  config: GraphConfig,
  { timeoutMs = 5_000, now = Date.now }: { timeoutMs?: number; now?: () => number } = {},
) {
  const client = bearerClient({
    service: GRAPH,
    root: config.graphUrl,
    timeoutMs,
    now,
    fetchToken: async () =>
      grantedToken(
        await fetch(`${config.loginUrl}/${encodeURIComponent(config.tenantId)}/oauth2/v2.0/token`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "client_credentials",
            client_id: config.clientId,
            client_secret: config.clientSecret,
            scope: GRAPH_SCOPE,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        }),
        GRAPH,
        now,
      ),
  });
  /** One Graph request: the app's one token serves every mailbox. */
  const request = (method: string, path: string, what: string, options?: RequestOptions) =>
    client.request("app", method, path, what, options);
  return { request };
}
export type GraphClient = ReturnType<typeof graphClient>;

export function graphCalendar(client: GraphClient, setting: GraphSetting) {
  const user = `/users/${encodeURIComponent(setting.mailbox)}`;
  return {
    /** The busy times between `range.start` and `range.end`; throws when the calendar cannot be read. */
    async busy(range: Busy, _zone: string): Promise<Busy[]> {
      const { body } = await client.request("POST", `${user}/calendar/getSchedule`, "the free/busy request", {
        headers: { Prefer: 'outlook.timezone="UTC"' },
        body: {
          schedules: [setting.mailbox],
          startTime: utcDateTime(range.start),
          endTime: utcDateTime(range.end),
          availabilityViewInterval: 30,
        },
      });
      const schedules = record(body).value;
      const mine = Array.isArray(schedules)
        ? schedules.map(record).find((one) => String(one.scheduleId).toLowerCase() === setting.mailbox.toLowerCase())
        : undefined;
      if (!mine) throw new Error("Microsoft Graph's free/busy answer holds no schedule for the mailbox");
      // A mailbox Graph could not read (not found, no access) is an error, never a free day.
      if (mine.error) {
        const code = String(record(mine.error).responseCode ?? "")
          .replace(/[^\w.-]/g, "")
          .slice(0, 60);
        throw new Error(`Microsoft Graph could not read the mailbox's free/busy (${code || "error"})`);
      }
      const items = Array.isArray(mine.scheduleItems) ? mine.scheduleItems.map(record) : [];
      // Ten working days never hold this many meetings; dropping some would show their times free.
      if (items.length > MAX_ITEMS)
        throw new Error("Microsoft Graph's free/busy answer holds more items than it reads");
      const busy: Busy[] = [];
      for (const item of items) {
        if (FREE.has(String(item.status).toLowerCase())) continue;
        const start = utcEpoch(item.start);
        const end = utcEpoch(item.end);
        if (Number.isNaN(start) || Number.isNaN(end)) throw new Error("Microsoft Graph sent a time not in UTC");
        if (end > range.start && start < range.end) busy.push({ start, end: Math.max(start, end) });
      }
      return busy;
    },

    /**
     * Makes the event, the visitor a required attendee (Exchange sends them the invitation), and
     * returns Graph's id of it. The booking's id as `transactionId` makes a retry whose first
     * attempt landed unseen answer with that event instead of making a second.
     */
    async write(event: CallEvent): Promise<string> {
      const { body } = await client.request("POST", `${user}/events`, "the event's POST", {
        body: {
          subject: event.summary,
          body: { contentType: "text", content: event.description },
          start: utcDateTime(event.start),
          end: utcDateTime(event.end),
          attendees: [{ emailAddress: { address: event.attendee.email, name: event.attendee.name }, type: "required" }],
          showAs: "busy",
          allowNewTimeProposals: false,
          // One event per write of the call: a moved call (SEQUENCE above 0) is a new event under a new id.
          transactionId: event.sequence ? `${event.uid}-${event.sequence}` : event.uid,
        },
      });
      const id = record(body).id;
      if (typeof id !== "string" || !id || id.length > 1_000)
        throw new Error("Microsoft Graph made the event without an id");
      return id;
    },

    /** Deletes the event Graph gave `eventId`; one already gone is fine, one never written is nothing to do. */
    async remove(_uid: string, eventId?: string | null): Promise<void> {
      if (!eventId) return;
      await client.request("DELETE", `${user}/events/${encodeURIComponent(eventId)}`, "the event's DELETE", {
        accept: [404],
      });
    },
  };
}
export type GraphCalendar = ReturnType<typeof graphCalendar>;
