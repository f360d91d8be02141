import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Who sent a request, for the per-client rate limits (inquiries, events, speed reports, admin
 * sign-in failures). Only ever a key in a memory map: no address is written anywhere. Behind
 * nginx (`TRUST_PROXY=1`) the client is the X-Forwarded-For address nginx sets.
 */
export function clientOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return clientKey(forwarded);
  }
  try {
    return clientKey(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown";
  }
}

/**
 * The rate limits' key for an address: an IPv4 address itself, an IPv6 address's /64. One
 * subscriber gets a whole /64 (RFC 6177 and every ISP's practice) and may pick any address in
 * it, so keying by the address let each of 2^64 addresses start afresh (ten wrong
 * admin passwords, then the next address got 401 again). Spellings of one address are one key:
 * `::ffff:192.0.2.1` (how Node shows IPv4 on a dual-stack socket) is `192.0.2.1`, `2001:DB8::1`
 * and `2001:db8:0:0::1` are the same /64, a zone id (`fe80::1%eth0`) is dropped. What is not an
 * address at all is kept as it came, cut to 64 characters (every map key has a bound).
 */
export function clientKey(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, "$1");
  if (isIPv4(bare)) return bare;
  const unzoned = bare.replace(/%.*$/, "");
  if (!isIPv6(unzoned)) return address.slice(0, 64);
  const hextets = expandIPv6(unzoned);
  // ::ffff:a.b.c.d, the IPv4-mapped form: the IPv4 client it stands for.
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`isIPv6` said so), a dotted IPv4 tail included. */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/** Browsers send Origin on every cross-site POST: true when it names this server's own host. */
export function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A cross-site POST: its Origin names another host. Only the site's own pages may post to it. */
export function crossSite(c: Context): boolean {
  const origin = c.req.header("origin");
  return origin !== undefined && !isSameHost(origin, c.req.header("host"));
}

/** The request body's media type, lowercased and without parameters: `text/plain;charset=UTF-8` is `text/plain`. */
export function mediaType(c: Context): string | undefined {
  return c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
}

/**
 * A per-client rate limit (server/inquiries/rate-limit.ts) as a route's middleware: a client past
 * it is answered by `refuse`, with Retry-After saying when its window ends; the others go on.
 */
export function limitPerClient(
  limiter: { hit(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } },
  trustProxy: boolean,
  refuse: (c: Context) => Response,
): MiddlewareHandler {
  return async (c, next) => {
    const verdict = limiter.hit(clientOf(c, trustProxy));
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return refuse(c);
    }
    await next();
  };
}

/** An endpoint's answers are never cached, by the browser or anything between. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};
