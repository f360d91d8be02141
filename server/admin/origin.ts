import type { Context } from "hono";

/**
 * The admin's origin: the passkeys' relying party (its host name) and the origin every POST must
 * come from. With ADMIN_ORIGIN set, that — and a production server does not start without it
 * (server/site.ts). Without it (development), only this machine's own names: a request to
 * `localhost`, `127.0.0.1` or `[::1]` (any port) gets its own origin, any other Host gets none
 * and the admin does not answer it. The Host header is the client's to write, so taking any name
 * from it let a request with `Host: evil.example` make options for the relying party
 * "evil.example".
 */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function adminOriginOf(c: Context, fixed: string | null, trustProxy: boolean): string | null {
  if (fixed) return fixed;
  const url = new URL(c.req.url);
  if (!LOOPBACK.has(url.hostname)) return null;
  // Behind a proxy on this machine (preview:https without ADMIN_ORIGIN), the scheme it was asked on.
  const proto = trustProxy ? c.req.header("x-forwarded-proto") : undefined;
  return proto === "https" || proto === "http" ? `${proto}://${url.host}` : url.origin;
}

/** Why a production server refuses to start: the words an operator reads in the journal. */
export const PRODUCTION_NEEDS_ORIGIN =
  "ADMIN_ORIGIN is not set. In production (NODE_ENV=production) the admin's passkeys must be bound to the " +
  "origin people open it on: add e.g. ADMIN_ORIGIN=https://summitcloud.example to the settings file " +
  "(/etc/summit-cloud/env) and start again. Without it the server would take the name from each request's " +
  "Host header, which the client writes.";
