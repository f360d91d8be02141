import { createPublicKey, generateKeyPairSync, type KeyObject, randomBytes, verify } from "node:crypto";
import { type Context, Hono } from "hono";
import { loopbackServer } from "./stand-in-server.ts";

/**
 * A stand-in for Google's OAuth 2.0 token endpoint and the Calendar API v3 on a loopback port, for
 * the booking tests (docs/decisions/050-google-workspace-calendars.md). It answers as Google's
 * documentation shows, and keeps each mailbox's events so a test reads back what the consultant's
 * Google Calendar would show:
 *
 * - `POST /token` (the JWT-bearer grant): the assertion's RS256 signature verified with the public
 *   half of the key pair made here, its `kid`, `iss`, `aud`, `scope`, `iat` and `exp` checked and
 *   its `sub` one of the mailboxes delegated; `{ access_token, expires_in, token_type: "Bearer" }`,
 *   else 400/401 with OAuth's `{ error, error_description }`;
 * - `POST /calendar/v3/freeBusy`: `{ calendars: { <id>: { busy } } }`, busy times cut to the
 *   range, or `errors: [{ domain, reason }]` for a calendar it has not or was told to fail;
 * - `POST /calendar/v3/calendars/{id}/events`: the event, with the `id` the client chose (409
 *   `duplicate` for one it holds), or one of its own;
 * - `DELETE /calendar/v3/calendars/{id}/events/{eventId}`: 204, 410 `deleted` once deleted, 404 `notFound`;
 * - every Calendar call needs a live token, and one issued for the mailbox it touches (403 else);
 *   errors are `{ error: { code, message, status, errors: [{ domain, reason, message }] } }`.
 */
export type GoogleStandInEvent = {
  id: string;
  summary: string;
  description?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  attendees: { email: string; displayName?: string }[];
  organizer: { email: string };
  transparency?: string;
  status: "confirmed" | "cancelled";
};

export type GoogleStandIn = {
  /** The root to give as GOOGLE_CALENDAR_URL. */
  calendarUrl: string;
  /** GOOGLE_SERVICE_ACCOUNT_KEY and GOOGLE_CALENDAR_URL that reach this stand-in with its key. */
  env: Record<string, string>;
  /** The key file Google would give (its `token_uri` this stand-in's). */
  keyFile: { type: string; client_email: string; private_key: string; private_key_id: string; token_uri: string };
  /** The mailbox's events that are not deleted: the booked calls and the meetings a test put there. */
  events: (mailbox: string) => GoogleStandInEvent[];
  /** Puts a meeting in a mailbox (RFC 3339 times); `transparency: "transparent"` blocks nothing. */
  addMeeting: (
    mailbox: string,
    meeting: { summary: string; start: string; end: string; transparency?: "opaque" | "transparent" },
  ) => void;
  /** Every request it answered, in order: method, path with query, the token's subject, the body. */
  requests: { method: string; path: string; sub?: string; body?: unknown }[];
  /** Each token request's outcome: the subject and `ok`, or the OAuth error it answered. */
  grants: { sub?: string; outcome: string }[];
  tokensIssued: () => number;
  /** Makes freeBusy answer `errors` for the mailbox (as for a calendar Google cannot read) while on. */
  failFreeBusy: (mailbox: string, reason: string | null) => void;
  /** While set, the next answers are padded past any bound a client keeps. */
  hugeAnswers: (on: boolean) => void;
  /** Makes every token it issued worthless, as a revoked or expired one is. */
  revokeTokens: () => void;
  /** Stops answering, keeping its port and mailboxes for `resume` (Google is down). */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

export const GOOGLE_TEST_SCOPES = [
  "https://www.googleapis.com/auth/calendar.events",
  "https://www.googleapis.com/auth/calendar.freebusy",
];

const statusWords: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ALREADY_EXISTS",
  410: "NOT_FOUND",
};
const apiError = (c: Context, code: 400 | 401 | 403 | 404 | 409 | 410, reason: string, message: string) =>
  c.json(
    { error: { code, message, errors: [{ domain: "global", reason, message }], status: statusWords[code] } },
    code,
  );

/** An answer far past any bound a client keeps, streamed without a length so only counting finds it. */
const hugeAnswer = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (let chunk = 0; chunk < 12; chunk++) controller.enqueue(new TextEncoder().encode(" ".repeat(100_000)));
        controller.enqueue(new TextEncoder().encode("{}"));
        controller.close();
      },
    }),
    { status: 200, headers: { "Content-Type": "application/json" } },
  );

const fromBase64url = (part: string) => {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** The assertion's claims once its RS256 signature holds for `key`; the refusal's description else. */
export function verifiedClaims(jwt: string, key: KeyObject, kid: string): Record<string, unknown> | string {
  const parts = jwt.split(".");
  if (parts.length !== 3) return "Invalid JWT: not three parts";
  const [header, claims, signature] = parts as [string, string, string];
  const head = fromBase64url(header);
  if (head?.alg !== "RS256" || head.typ !== "JWT") return "Invalid JWT header";
  if (head.kid !== kid) return "Invalid JWT Signature.";
  const signed = verify("RSA-SHA256", Buffer.from(`${header}.${claims}`), key, Buffer.from(signature, "base64url"));
  if (!signed) return "Invalid JWT Signature.";
  return fromBase64url(claims) ?? "Invalid JWT claims";
}

const epoch = (value: string) => Date.parse(value);

export async function startGoogleStandIn({
  mailboxes,
  clientEmail = "summit-booking@summit-site.iam.gserviceaccount.com",
  expiresIn = 3599,
  now = Date.now,
}: {
  mailboxes: readonly string[];
  clientEmail?: string;
  /** Seconds each token lives, as `expires_in` says. */
  expiresIn?: number;
  /** The stand-in's clock for assertions' and tokens' expiry: the test's fake one. */
  now?: () => number;
}): Promise<GoogleStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(20).toString("hex");
  const verifier = createPublicKey(publicKey.export({ type: "spki", format: "pem" }));
  const store = new Map(mailboxes.map((mailbox) => [mailbox.toLowerCase(), [] as GoogleStandInEvent[]]));
  const tokens = new Map<string, { sub: string; until: number }>();
  const failing = new Map<string, string>();
  let issued = 0;
  let huge = false;
  const requests: GoogleStandIn["requests"] = [];
  const grants: GoogleStandIn["grants"] = [];
  let root = "";
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    if (huge) c.res = hugeAnswer();
  });

  app.post("/token", async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const seen: GoogleStandIn["requests"][number] = { method: "POST", path: "/token" };
    requests.push(seen);
    const refuse = (status: 400 | 401, error: string, description: string) => {
      grants.push({ sub: seen.sub, outcome: error });
      return c.json({ error, error_description: description }, status);
    };
    if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
      return refuse(400, "unsupported_grant_type", "Invalid grant_type");
    const claims = verifiedClaims(form.get("assertion") ?? "", verifier, kid);
    if (typeof claims === "string") return refuse(400, "invalid_grant", claims);
    seen.sub = String(claims.sub);
    seen.body = claims;
    const seconds = Math.floor(now() / 1000);
    if (claims.iss !== clientEmail) return refuse(401, "invalid_client", "The OAuth client was not found.");
    if (claims.aud !== `${root}/token`) return refuse(400, "invalid_grant", "Invalid JWT: audience");
    const exp = Number(claims.exp);
    const iat = Number(claims.iat);
    if (!(exp > seconds) || !(iat <= seconds + 300) || exp - iat > 3600)
      return refuse(
        400,
        "invalid_grant",
        "Invalid JWT: Token must be a short-lived token and in a reasonable timeframe.",
      );
    const scopes = String(claims.scope ?? "").split(" ");
    if (scopes.length !== GOOGLE_TEST_SCOPES.length || !GOOGLE_TEST_SCOPES.every((scope) => scopes.includes(scope)))
      return refuse(401, "unauthorized_client", "Client is unauthorized to retrieve access tokens using this method.");
    // Domain-wide delegation reaches the Workspace's users only.
    if (typeof claims.sub !== "string" || !store.has(claims.sub.toLowerCase()))
      return refuse(400, "invalid_grant", "Invalid email or User ID");
    const token = `ya29.${randomBytes(24).toString("base64url")}`;
    tokens.set(token, { sub: claims.sub.toLowerCase(), until: now() + expiresIn * 1000 });
    issued += 1;
    grants.push({ sub: claims.sub, outcome: "ok" });
    return c.json({ access_token: token, expires_in: expiresIn, token_type: "Bearer" });
  });

  const api = new Hono<{ Variables: { sub: string } }>();
  api.use(async (c, next) => {
    const url = new URL(c.req.url);
    const token = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "";
    const held = tokens.get(token);
    const body: unknown =
      c.req.method === "POST"
        ? await c.req.raw
            .clone()
            .json()
            .catch(() => null)
        : undefined;
    requests.push({ method: c.req.method, path: `${url.pathname}${url.search}`, sub: held?.sub, body });
    if (!held || now() >= held.until) return apiError(c, 401, "authError", "Invalid Credentials");
    c.set("sub", held.sub);
    await next();
  });
  /** The calendar a path names, when the token's subject may touch it: its own calendar only. */
  const calendarOf = (c: Context<{ Variables: { sub: string } }>) => {
    const id = (c.req.param("calendar") ?? "").toLowerCase();
    if (id !== c.get("sub")) return apiError(c, 403, "forbidden", "Forbidden");
    return store.get(id) ?? apiError(c, 404, "notFound", "Not Found");
  };

  api.post("/freeBusy", async (c) => {
    const body = (await c.req.json()) as { timeMin?: string; timeMax?: string; items?: { id: string }[] };
    if (!body.timeMin || !body.timeMax || !Array.isArray(body.items))
      return apiError(c, 400, "badRequest", "Missing time range.");
    const [from, to] = [epoch(body.timeMin), epoch(body.timeMax)];
    const calendars: Record<string, unknown> = {};
    for (const { id } of body.items) {
      const events = id.toLowerCase() === c.get("sub") ? store.get(id.toLowerCase()) : undefined;
      const reason = failing.get(id.toLowerCase()) ?? (events ? null : "notFound");
      if (reason || !events) {
        calendars[id] = { errors: [{ domain: "calendar", reason }], busy: [] };
        continue;
      }
      calendars[id] = {
        busy: events
          .filter((event) => event.status === "confirmed" && event.transparency !== "transparent")
          .filter((event) => epoch(event.end.dateTime) > from && epoch(event.start.dateTime) < to)
          .map((event) => ({
            start: new Date(Math.max(from, epoch(event.start.dateTime))).toISOString().replace(".000Z", "Z"),
            end: new Date(Math.min(to, epoch(event.end.dateTime))).toISOString().replace(".000Z", "Z"),
          })),
      };
    }
    return c.json({ kind: "calendar#freeBusy", timeMin: body.timeMin, timeMax: body.timeMax, calendars });
  });

  api.post("/calendars/:calendar/events", async (c) => {
    const events = calendarOf(c);
    if (events instanceof Response) return events;
    const body = (await c.req.json()) as Partial<GoogleStandInEvent>;
    if (!body.summary || !body.start?.dateTime || !body.end?.dateTime || !Array.isArray(body.attendees))
      return apiError(c, 400, "required", "Missing end time.");
    if (body.id !== undefined && !/^[0-9a-v]{5,1024}$/.test(body.id))
      return apiError(c, 400, "invalid", "Invalid resource id value.");
    // A deleted event keeps its id: the same id again is a duplicate, as at Google.
    if (body.id && events.some((event) => event.id === body.id))
      return apiError(c, 409, "duplicate", "The requested identifier already exists.");
    const event: GoogleStandInEvent = {
      id: body.id ?? randomBytes(13).toString("hex"),
      summary: body.summary,
      description: body.description,
      start: body.start,
      end: body.end,
      attendees: body.attendees,
      organizer: { email: c.get("sub") },
      transparency: body.transparency,
      status: "confirmed",
    };
    events.push(event);
    return c.json({ kind: "calendar#event", ...event }, 200);
  });

  api.delete("/calendars/:calendar/events/:id", (c) => {
    const events = calendarOf(c);
    if (events instanceof Response) return events;
    const event = events.find((one) => one.id === c.req.param("id"));
    if (!event) return apiError(c, 404, "notFound", "Not Found");
    if (event.status === "cancelled") return apiError(c, 410, "deleted", "Resource has been deleted");
    event.status = "cancelled";
    return c.body(null, 204);
  });
  app.route("/calendar/v3", api);

  const server = await loopbackServer(app.fetch);
  const { listen, close } = server;
  root = server.root;
  const keyFile = {
    type: "service_account",
    project_id: "summit-site",
    private_key_id: kid,
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    client_email: clientEmail,
    client_id: "109876543210987654321",
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: `${root}/token`,
  };

  return {
    calendarUrl: `${root}/calendar/v3`,
    env: {
      GOOGLE_SERVICE_ACCOUNT_KEY: Buffer.from(JSON.stringify(keyFile)).toString("base64"),
      GOOGLE_CALENDAR_URL: `${root}/calendar/v3`,
    },
    keyFile,
    events: (mailbox) => (store.get(mailbox.toLowerCase()) ?? []).filter((event) => event.status === "confirmed"),
    addMeeting(mailbox, { summary, start, end, transparency = "opaque" }) {
      store.get(mailbox.toLowerCase())?.push({
        id: randomBytes(13).toString("hex"),
        summary,
        description: `${summary}, in the ${summary} room`,
        start: { dateTime: start },
        end: { dateTime: end },
        attendees: [{ email: "someone@example.com", displayName: "Someone Else" }],
        organizer: { email: mailbox },
        transparency,
        status: "confirmed",
      });
    },
    requests,
    grants,
    tokensIssued: () => issued,
    failFreeBusy: (mailbox, reason) => {
      if (reason) failing.set(mailbox.toLowerCase(), reason);
      else failing.delete(mailbox.toLowerCase());
    },
    hugeAnswers: (on) => {
      huge = on;
    },
    revokeTokens: () => tokens.clear(),
    pause: close,
    resume: listen,
    stop: close,
  };
}
