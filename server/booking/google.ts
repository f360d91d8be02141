import { createHash, createPrivateKey, type KeyObject, sign } from "node:crypto";
import { bearerClient, grantedToken, type RequestOptions, record } from "./bearer.ts";
import type { CallEvent } from "./ics.ts";
import type { Busy } from "./slots.ts";

/**
 * A consultant's Google Workspace calendar through Google's Calendar API v3, with a service
 * account the Workspace's admin let act as the consultants (domain-wide delegation,
 * docs/decisions/050-google-workspace-calendars.md): free/busy only, an event written with the
 * visitor as attendee, and the event deleted. As for CalDAV and Graph, only start and end leave
 * this module; the freeBusy answer holds nothing else to begin with.
 *
 * The shapes are Google's documented ones:
 * - token: OAuth 2.0's JWT-bearer grant (RFC 7523), `POST {token_uri}` with
 *   `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<JWT>`, the JWT RS256-signed
 *   with the service account's key (header `kid` its `private_key_id`), claims `iss` the account's
 *   `client_email`, `sub` the consultant acted as, `scope`, `aud` the token URI, `iat`, `exp` at
 *   most an hour on; answered `{ access_token, expires_in, token_type: "Bearer" }`, or OAuth's
 *   `{ error, error_description }` (`unauthorized_client` while the admin has not delegated);
 * - busy times: `POST /freeBusy` with `{ timeMin, timeMax, items: [{ id }] }`, answered
 *   `{ calendars: { <id>: { busy: [{ start, end }], errors?: [{ domain, reason }] } } }`;
 * - write: `POST /calendars/{id}/events?sendUpdates=all`; an `id` the client chooses (base32hex:
 *   a–v and digits, 5 to 1024 long, unique in the calendar) is refused 409 when it exists already;
 *   with `sendUpdates=all` Google mails the attendees the invitation itself;
 * - delete: `DELETE /calendars/{id}/events/{eventId}?sendUpdates=all`, 204; 410 once deleted,
 *   404 for one never there; Google mails the attendees the cancellation;
 * - errors: `{ "error": { "code": <HTTP status>, "message", "status"?, "errors": [{ "reason" }] } }`;
 *   an expired or revoked token is 401.
 */
export type GoogleSetting = { kind: "google"; mailbox: string };
export type GoogleConfig = {
  /** The service account's `client_email`, the JWT's issuer. */
  clientEmail: string;
  /** Its `private_key`, PKCS #8 PEM as Google's JSON key file holds it. */
  privateKey: string;
  /** Its `private_key_id`, the JWT header's `kid`. */
  privateKeyId: string;
  /** Its `token_uri`, https://oauth2.googleapis.com/token. */
  tokenUri: string;
  /** The Calendar API's root, https://www.googleapis.com/calendar/v3 (GOOGLE_CALENDAR_URL). */
  calendarUrl: string;
};

/** Exactly what the admin delegates: events read and written, and free/busy read; nothing else. */
export const GOOGLE_SCOPES = [
  "https://www.googleapis.com/auth/calendar.events",
  "https://www.googleapis.com/auth/calendar.freebusy",
].join(" ");
const GOOGLE = "Google Calendar";
/** Google takes an assertion an hour long at the most. */
const ASSERTION_SECONDS = 3600;
const MAX_ITEMS = 5_000;

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** The JWT-bearer grant's assertion for acting as `subject`, signed RS256 with the account's key. */
export function assertion(config: GoogleConfig, key: KeyObject, subject: string, at: number): string {
  const iat = Math.floor(at / 1000);
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: config.privateKeyId }));
  const claims = base64url(
    JSON.stringify({
      iss: config.clientEmail,
      sub: subject,
      scope: GOOGLE_SCOPES,
      aud: config.tokenUri,
      iat,
      exp: iat + ASSERTION_SECONDS,
    }),
  );
  const signature = sign("RSA-SHA256", Buffer.from(`${header}.${claims}`), key);
  return `${header}.${claims}.${base64url(signature)}`;
}

/**
 * The service account's access to the Calendar API: one token per consultant it acts as (the
 * JWT's `sub`), each kept until shortly before it expires and fetched again at once when Google
 * refuses it (401), the request then retried once (bearer.ts).
 */
export function googleClient(
  config: GoogleConfig,
  { timeoutMs = 5_000, now = Date.now }: { timeoutMs?: number; now?: () => number } = {},
) {
  const key = createPrivateKey(config.privateKey);
  const client = bearerClient({
    service: GOOGLE,
    root: config.calendarUrl,
    timeoutMs,
    now,
    fetchToken: async (mailbox) =>
      grantedToken(
        await fetch(config.tokenUri, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
            assertion: assertion(config, key, mailbox, now()),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        }),
        GOOGLE,
        now,
      ),
  });
  /** One Calendar API request as the consultant whose mailbox it names. */
  const request = (mailbox: string, method: string, path: string, what: string, options?: RequestOptions) =>
    client.request(mailbox.toLowerCase(), method, path, what, options);
  return { request };
}
export type GoogleClient = ReturnType<typeof googleClient>;

/** An RFC 3339 instant Google sent (`…Z` or with an offset), as epoch ms; NaN for anything else. */
function instant(value: unknown): number {
  if (typeof value !== "string" || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/i.test(value))
    return NaN;
  return Date.parse(value.replace(/(\.\d{3})\d+/, "$1"));
}

/**
 * The event's id in Google's calendar, chosen here so that a retried write names the same event:
 * the booking's id (a UUID's hex digits are base32hex already, else its SHA-256 in hex), and for
 * a moved call its SEQUENCE after a `v` (no hex digit), since each write of a call is a new event.
 */
export function googleEventId(uid: string, sequence = 0): string {
  const stem = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(uid)
    ? uid.replaceAll("-", "").toLowerCase()
    : createHash("sha256").update(uid).digest("hex");
  return sequence > 0 ? `${stem}v${sequence}` : stem;
}

export function googleCalendar(client: GoogleClient, setting: GoogleSetting) {
  const events = `/calendars/${encodeURIComponent(setting.mailbox)}/events`;
  return {
    /** The busy times between `range.start` and `range.end`; throws when the calendar cannot be read. */
    async busy(range: Busy, _zone: string): Promise<Busy[]> {
      const { body } = await client.request(setting.mailbox, "POST", "/freeBusy", "the free/busy request", {
        body: {
          timeMin: new Date(range.start).toISOString(),
          timeMax: new Date(range.end).toISOString(),
          timeZone: "UTC",
          items: [{ id: setting.mailbox }],
        },
      });
      const calendars = record(record(body).calendars);
      const key = Object.keys(calendars).find((id) => id.toLowerCase() === setting.mailbox.toLowerCase());
      if (key === undefined) throw new Error("Google Calendar's free/busy answer holds no calendar for the mailbox");
      const mine = record(calendars[key]);
      // A calendar Google could not read (notFound, not delegated) is an error, never a free day.
      if (Array.isArray(mine.errors) && mine.errors.length > 0) {
        const reason = String(record(mine.errors[0]).reason ?? "")
          .replace(/[^\w.-]/g, "")
          .slice(0, 60);
        throw new Error(`Google Calendar could not read the calendar's free/busy (${reason || "error"})`);
      }
      const items = Array.isArray(mine.busy) ? mine.busy.map(record) : [];
      // Ten working days never hold this many meetings; dropping some would show their times free.
      if (items.length > MAX_ITEMS)
        throw new Error("Google Calendar's free/busy answer holds more times than it reads");
      const busy: Busy[] = [];
      for (const item of items) {
        const start = instant(item.start);
        const end = instant(item.end);
        if (Number.isNaN(start) || Number.isNaN(end)) throw new Error("Google Calendar sent a time it cannot read");
        if (end > range.start && start < range.end) busy.push({ start, end: Math.max(start, end) });
      }
      return busy;
    },

    /**
     * Makes the event, the visitor its attendee, and has Google send them the invitation
     * (`sendUpdates=all`); returns its id. The id is the booking's (googleEventId), so a retry
     * whose first attempt landed unseen is refused 409, which means it is there already.
     */
    async write(event: CallEvent): Promise<string> {
      const id = googleEventId(event.uid, event.sequence ?? 0);
      await client.request(setting.mailbox, "POST", `${events}?sendUpdates=all`, "the event's POST", {
        accept: [409],
        body: {
          id,
          summary: event.summary,
          description: event.description,
          start: { dateTime: new Date(event.start).toISOString(), timeZone: "UTC" },
          end: { dateTime: new Date(event.end).toISOString(), timeZone: "UTC" },
          attendees: [{ email: event.attendee.email, displayName: event.attendee.name }],
          transparency: "opaque",
          guestsCanModify: false,
          guestsCanInviteOthers: false,
        },
      });
      return id;
    },

    /** Deletes the event; one already gone (410) or never there (404) is fine, one never written is nothing to do. */
    async remove(_uid: string, eventId?: string | null): Promise<void> {
      if (!eventId) return;
      await client.request(
        setting.mailbox,
        "DELETE",
        `${events}/${encodeURIComponent(eventId)}?sendUpdates=all`,
        "the event's DELETE",
        { accept: [404, 410] },
      );
    },
  };
}
export type GoogleCalendar = ReturnType<typeof googleCalendar>;
