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
  if (typeof token !== "string" || token.length !== 32) return false;
  return timingSafeEqual(Buffer.from(signBooking(secret, id)), Buffer.from(token));
}

/**
 * The cancel page's address for a booking: its language's /book itself, with the booking and
 * its signature in the query, so the page keeps /book's own headers and policy everywhere.
 */
export const cancelPath = (bookPath: string, id: string, token: string) =>
  `${bookPath}?b=${encodeURIComponent(id)}&t=${encodeURIComponent(token)}`;
