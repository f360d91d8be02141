import { existsSync, readFileSync } from "node:fs";
import { bookPage, type Consultant, consultants as consultantsFile } from "../../src/content/consultant-schemas.ts";
import type { CaldavSetting } from "./caldav.ts";

/**
 * Where each consultant's calendar is: BOOKING_CALENDARS in the server's settings (the same
 * environment file as SMTP_URL and SALESFORCE_URL), a JSON object from a consultant's id
 * (src/content/data/lists/consultants.json) to their CalDAV calendar collection:
 *
 *   {"jonas-weber": {"url": "https://dav.example.com/jonas/calls/", "username": "jonas",
 *                    "password": "…", "email": "jonas.weber@example.com"}}
 *
 * `email` is the organiser of the invitations. `graph:<mailbox>` (Microsoft 365) is refused for now,
 * by name, rather than taken and never read. A value that does not parse stops the server with
 * a message naming the variable and never its secrets, as the other settings do.
 */
export type CalendarSetting = CaldavSetting & { email: string };
export type BookingConfig = {
  /** Consultant id → calendar; an empty map turns /book off (its page then says to use the contact form). */
  calendars: Map<string, CalendarSetting>;
};

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);
const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

export function bookingConfig(env: Record<string, string | undefined>, known: readonly string[]): BookingConfig {
  const raw = env.BOOKING_CALENDARS;
  if (!raw) return { calendars: new Map() };
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
    if (typeof value === "string" && value.startsWith("graph:")) {
      throw new Error(
        `BOOKING_CALENDARS: ${id}: Microsoft 365 calendars (graph:…) are not supported yet; give a CalDAV calendar`,
      );
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
  return { calendars };
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
