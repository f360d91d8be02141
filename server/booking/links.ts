import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

/**
 * The signed link in a visitor's invitation that cancels their call: the booking's id and an
 * HMAC of it under a secret the database makes on first use (table `settings`, as the
 * tombstones' salt), so a link cannot be made for another booking and a restored backup keeps
 * its links working. The link opens a page whose button cancels: a mail scanner that follows
 * links cancels nothing.
 */
export function bookingLinkSecret(db: DatabaseSync): string {
  const read = () => db.prepare("SELECT value FROM settings WHERE key = 'booking_link_secret'").get();
  if (!read()) {
    db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('booking_link_secret', ?)").run(
      randomBytes(32).toString("base64url"),
    );
  }
  return String(read()?.value);
}

export const signBooking = (secret: string, id: string) =>
  createHmac("sha256", secret).update(`cancel:${id}`).digest("base64url").slice(0, 32);

export function isSigned(secret: string, id: string, token: unknown): boolean {
  return typeof token === "string" && same(signBooking(secret, id), token);
}

/** Compared in constant time; a token of other bytes (a non-ASCII character) is simply not equal. */
function same(expected: string, token: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The cancel page's address for a booking: its language's /book itself, with the booking and
 * its signature in the query, so the page keeps /book's own headers and policy everywhere.
 */
export const cancelPath = (bookPath: string, id: string, token: string) =>
  `${bookPath}?b=${encodeURIComponent(id)}&t=${encodeURIComponent(token)}`;

/**
 * The link a form's success answer offers, to pick a time for the lead just sent
 * (`/<lang>/book?l=<lead id>&t=<HMAC>`): the lead's id only, never its name or address, signed
 * under the same secret as the cancel links but for another purpose, so one can never pass for
 * the other. The server reads the visitor's details from the lead itself.
 */
export const signLead = (secret: string, id: string) =>
  createHmac("sha256", secret).update(`lead:${id}`).digest("base64url").slice(0, 32);

export function isSignedLead(secret: string, id: string, token: unknown): boolean {
  return Boolean(secret) && typeof token === "string" && same(signLead(secret, id), token);
}

export const leadBookPath = (bookPath: string, id: string, token: string) =>
  `${bookPath}?l=${encodeURIComponent(id)}&t=${encodeURIComponent(token)}`;
