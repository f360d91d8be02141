import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Who sent a request, for the per-client rate limits (inquiries, events, admin logins). Only
 * ever a key in a memory map: no address is written anywhere. Behind nginx (`TRUST_PROXY=1`)
 * the client is the X-Forwarded-For address nginx sets.
 */
export function clientOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** Browsers send Origin on every cross-site POST: true when it names this server's own host. */
export function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
