import { createPrivateKey } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { bookPage, type Consultant, consultants as consultantsFile } from "../../src/content/consultant-schemas.ts";
import type { CaldavSetting } from "./caldav.ts";
import type { GoogleConfig, GoogleSetting } from "./google.ts";
import type { GraphConfig, GraphSetting } from "./graph.ts";

/**
 * Where each consultant's calendar is: BOOKING_CALENDARS in the server's settings (the same
 * environment file as SMTP_URL and SALESFORCE_URL), a JSON object from a consultant's id
 * (src/content/data/lists/consultants.json) to their CalDAV calendar collection:
 *
 *   {"jonas-weber": {"url": "https://dav.example.com/jonas/calls/", "username": "jonas",
 *                    "password": "…", "email": "jonas.weber@example.com"}}
 *
 * `email` is the organiser of the invitations. A Microsoft 365 calendar is `"graph:<mailbox>"`, read
 * and written through Microsoft Graph with the site's own app registration (MS_GRAPH_TENANT_ID,
 * MS_GRAPH_CLIENT_ID, MS_GRAPH_CLIENT_SECRET; MS_GRAPH_URL and MS_GRAPH_LOGIN_URL point a test at
 * a stand-in), the mailbox its organiser. A Google Workspace calendar is `"google:<mailbox>"`, the
 * consultant's primary calendar through Google's Calendar API, by a service account the Workspace
 * delegated to (GOOGLE_SERVICE_ACCOUNT_KEY, its JSON key file in base64; GOOGLE_CALENDAR_URL and
 * the key's `token_uri` point a test at a stand-in). A value that does not parse stops the server
 * with a message naming the variable and never its secrets, as the other settings do.
 */
export type CalendarSetting = (CaldavSetting | GraphSetting | GoogleSetting) & { email: string };
export type BookingConfig = {
  /** Consultant id → calendar; an empty map turns /book off (its page then says to use the contact form). */
  calendars: Map<string, CalendarSetting>;
  /** The app's access to Microsoft Graph, when a calendar is `graph:…`. */
  graph: GraphConfig | null;
  /** The service account's access to Google's Calendar API, when a calendar is `google:…`. */
  google: GoogleConfig | null;
};

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);
const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

export function bookingConfig(env: Record<string, string | undefined>, known: readonly string[]): BookingConfig {
  const raw = env.BOOKING_CALENDARS;
  if (!raw) return { calendars: new Map(), graph: null, google: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new Error(
      'BOOKING_CALENDARS must be a JSON object from a consultant\'s id to their calendar, e.g. {"jonas-weber":{"url":"https://…/","username":"…","password":"…","email":"…"}}',
    );
  }
  const calendars = new Map<string, CalendarSetting>();
  for (const [id, value] of Object.entries(parsed)) {
    if (!known.includes(id)) {
      throw new Error(
        `BOOKING_CALENDARS: "${id.slice(0, 40)}" is no consultant's id (src/content/data/lists/consultants.json: ${known.join(", ")})`,
      );
    }
    const provider = typeof value === "string" ? value.match(/^(graph|google):/)?.[1] : undefined;
    if (typeof value === "string" && (provider === "graph" || provider === "google")) {
      const mailbox = value.slice(provider.length + 1);
      if (mailbox.length > 254 || !plainAddress.test(mailbox)) {
        throw new Error(
          `BOOKING_CALENDARS: ${id}: "${provider}:" must be followed by the consultant's mailbox address`,
        );
      }
      calendars.set(id, { kind: provider, mailbox, email: mailbox });
      continue;
    }
    const { url, username, password, email } = (typeof value === "object" && value !== null ? value : {}) as Record<
      string,
      unknown
    >;
    let address: URL | null = null;
    try {
      address = typeof url === "string" ? new URL(url) : null;
    } catch {
      address = null;
    }
    // Credentials travel with every request: plain http only to a server on this machine.
    const safe =
      address &&
      (address.protocol === "https:" || (address.protocol === "http:" && loopbackHosts.has(address.hostname)));
    if (!address || !safe || address.username || address.password) {
      throw new Error(
        `BOOKING_CALENDARS: ${id}: "url" must be the calendar collection's https:// address, without credentials in it`,
      );
    }
    if (typeof username !== "string" || typeof password !== "string" || !username || !password) {
      throw new Error(`BOOKING_CALENDARS: ${id}: give the calendar's "username" and "password" (an app password)`);
    }
    if (typeof email !== "string" || !plainAddress.test(email)) {
      throw new Error(`BOOKING_CALENDARS: ${id}: "email" must be the consultant's address, the invitations' organiser`);
    }
    const collection = address.href.endsWith("/") ? address.href : `${address.href}/`;
    calendars.set(id, { kind: "caldav", url: collection, username, password, email });
  }
  const idsOf = (kind: string) => [...calendars].filter(([, setting]) => setting.kind === kind).map(([id]) => id);
  const graphIds = idsOf("graph");
  const googleIds = idsOf("google");
  return {
    calendars,
    graph: graphIds.length > 0 ? graphConfig(env, graphIds) : null,
    google: googleIds.length > 0 ? googleConfig(env, googleIds) : null,
  };
}

/**
 * An address a secret or a token goes to: https, or plain http only on this machine (a test's
 * stand-in); no credentials, query or fragment in it. Without its trailing slashes.
 */
function safeRoot(value: string): string | null {
  let address: URL | null = null;
  try {
    address = new URL(value);
  } catch {
    address = null;
  }
  const safe =
    address && (address.protocol === "https:" || (address.protocol === "http:" && loopbackHosts.has(address.hostname)));
  if (!address || !safe || address.username || address.password || address.search || address.hash) return null;
  return address.href.replace(/\/+$/, "");
}
/** A root from the settings file, or its default; the server stops on one that is not safe. */
function settingRoot(env: Record<string, string | undefined>, name: string, fallback: string): string {
  const root = safeRoot(env[name] || fallback);
  if (!root) throw new Error(`${name} must be an https:// address (default ${fallback})`);
  return root;
}

/** Microsoft's tenant id: a GUID or the tenant's domain name. */
const tenantPattern = /^[A-Za-z0-9][A-Za-z0-9.-]{0,99}$/;

/** The app registration's settings, checked once at start as the calendars are. */
function graphConfig(env: Record<string, string | undefined>, ids: readonly string[]): GraphConfig {
  const names = ["MS_GRAPH_TENANT_ID", "MS_GRAPH_CLIENT_ID", "MS_GRAPH_CLIENT_SECRET"] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `BOOKING_CALENDARS: ${ids.join(", ")} ${ids.length > 1 ? "are Microsoft 365 calendars" : "is a Microsoft 365 calendar"} (graph:…): set ${missing.join(", ")} (the app registration's tenant, client id and client secret; docs/operators.md "Connecting the consultants' calendars")`,
    );
  }
  const tenantId = env.MS_GRAPH_TENANT_ID as string;
  const clientId = env.MS_GRAPH_CLIENT_ID as string;
  const clientSecret = env.MS_GRAPH_CLIENT_SECRET as string;
  if (!tenantPattern.test(tenantId)) throw new Error("MS_GRAPH_TENANT_ID must be the tenant's id or domain name");
  if (clientId.length > 100 || clientSecret.length > 1000) {
    throw new Error("MS_GRAPH_CLIENT_ID or MS_GRAPH_CLIENT_SECRET is longer than any Microsoft issues");
  }
  // The secret goes to the login address and the token to Graph's: plain http only on this machine.
  return {
    tenantId,
    clientId,
    clientSecret,
    graphUrl: settingRoot(env, "MS_GRAPH_URL", "https://graph.microsoft.com/v1.0"),
    loginUrl: settingRoot(env, "MS_GRAPH_LOGIN_URL", "https://login.microsoftonline.com"),
  };
}

const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";

/**
 * The service account's key (GOOGLE_SERVICE_ACCOUNT_KEY: the JSON key file Google gives, in
 * base64 on one line), checked once at start as the calendars are: the server stops naming the
 * variable and what is wrong with it, never the key.
 */
function googleConfig(env: Record<string, string | undefined>, ids: readonly string[]): GoogleConfig {
  const guide = `docs/operators.md "Connecting the consultants' calendars"`;
  const raw = (env.GOOGLE_SERVICE_ACCOUNT_KEY ?? "").replace(/\s+/g, "");
  if (!raw) {
    throw new Error(
      `BOOKING_CALENDARS: ${ids.join(", ")} ${ids.length > 1 ? "are Google Workspace calendars" : "is a Google Workspace calendar"} (google:…): set GOOGLE_SERVICE_ACCOUNT_KEY to the service account's JSON key file in base64 (${guide})`,
    );
  }
  let key: Record<string, unknown> | null = null;
  if (raw.length <= 20_000 && /^[A-Za-z0-9+/]+={0,2}$/.test(raw)) {
    try {
      const value: unknown = JSON.parse(Buffer.from(raw, "base64").toString("utf8"));
      key =
        typeof value === "object" && value !== null && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : null;
    } catch {
      key = null;
    }
  }
  if (!key) {
    throw new Error(
      `GOOGLE_SERVICE_ACCOUNT_KEY must be the service account's JSON key file in base64 (base64 -w0 key.json; ${guide})`,
    );
  }
  const { type, client_email: clientEmail, private_key: privateKey, private_key_id: privateKeyId } = key;
  if (
    type !== "service_account" ||
    typeof clientEmail !== "string" ||
    !plainAddress.test(clientEmail) ||
    typeof privateKeyId !== "string" ||
    !/^[\w-]{1,100}$/.test(privateKeyId) ||
    typeof privateKey !== "string"
  ) {
    throw new Error(
      `GOOGLE_SERVICE_ACCOUNT_KEY is not a service account's key ("type": "service_account" with client_email, private_key_id and private_key; ${guide})`,
    );
  }
  try {
    if (createPrivateKey(privateKey).asymmetricKeyType !== "rsa") throw new Error("not RSA");
  } catch {
    throw new Error(`GOOGLE_SERVICE_ACCOUNT_KEY: its private_key is not an RSA key in PEM (${guide})`);
  }
  // The signed assertion goes to the token address: https, plain http only on this machine.
  const tokenUri = safeRoot(typeof key.token_uri === "string" && key.token_uri ? key.token_uri : GOOGLE_TOKEN_URI);
  if (!tokenUri)
    throw new Error(`GOOGLE_SERVICE_ACCOUNT_KEY: its token_uri must be an https:// address (${GOOGLE_TOKEN_URI})`);
  return {
    clientEmail,
    privateKey,
    privateKeyId,
    tokenUri,
    calendarUrl: settingRoot(env, "GOOGLE_CALENDAR_URL", "https://www.googleapis.com/calendar/v3"),
  };
}

/**
 * A booking file in a language (its translation, else the English), read once from the release's
 * files and checked against its description: the consultants, whose roles a translation words,
 * and /book's words.
 */
const cache = new Map<string, unknown>();
function contentIn<T>(name: string, language: string, parse: (data: unknown) => T): T {
  const key = `${language}:${name}`;
  if (!cache.has(key)) {
    const translated = new URL(`../../src/content/i18n/${language}/data/${name}.json`, import.meta.url);
    const english = new URL(`../../src/content/data/${name}.json`, import.meta.url);
    const file = existsSync(translated) ? translated : english;
    const { translatedFrom: _, ...data } = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    cache.set(key, parse(data));
  }
  return cache.get(key) as T;
}

export const consultantsIn = (language: string): Consultant[] =>
  contentIn("lists/consultants", language, (data) => consultantsFile.zod.parse(data).consultants);

export const bookWordsIn = (language: string) => contentIn("pages/book", language, (data) => bookPage.zod.parse(data));
