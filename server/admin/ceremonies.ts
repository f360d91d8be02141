import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * WebAuthn ceremonies in flight (options → the browser → verify), in memory. Each is known by a
 * random id that travels only in an HttpOnly cookie of the browser that asked, and each client
 * (IPv4 address, IPv6 /64: server/client.ts) holds a few at most, its oldest going first. So a
 * flood from one network evicts only its own ceremonies: before, one global list of 1,000 let
 * ~100 requests a second from anywhere push every visitor's challenge out before they could
 * answer it. The number of clients is bounded too (every map keyed by a client is); past it, the
 * client that started a ceremony longest ago is forgotten — reaching that takes thousands of
 * networks, each held to SIGN_IN_OPTIONS requests per window by the rate limit in front.
 */
export type Ceremony = {
  kind: "sign-in" | "enrol" | "add";
  challenge: string;
  personId: string | null;
  token: string | null;
};

/** A ceremony (options → verify) must end within this. */
export const CEREMONY_MS = 5 * 60 * 1000;
/** In flight at once per client: a household or an office behind one address, a few tabs. */
export const CEREMONIES_PER_CLIENT = 8;
/** Clients with a ceremony in flight, at most. */
export const MAX_CEREMONY_CLIENTS = 10_000;

type Entry = Ceremony & { client: string; expires: number };

export function ceremonyStore({
  now = Date.now,
  perClient = CEREMONIES_PER_CLIENT,
  maxClients = MAX_CEREMONY_CLIENTS,
}: {
  now?: () => number;
  perClient?: number;
  maxClients?: number;
} = {}) {
  const byId = new Map<string, Entry>();
  // Each client's ids, oldest first; the map's own order is by the client's latest start.
  const byClient = new Map<string, string[]>();

  const forget = (id: string) => {
    const entry = byId.get(id);
    if (!entry) return;
    byId.delete(id);
    const ids = byClient.get(entry.client)?.filter((other) => other !== id) ?? [];
    if (ids.length > 0) byClient.set(entry.client, ids);
    else byClient.delete(entry.client);
  };

  return {
    /** Starts a ceremony for `client`; returns its id, for the cookie (and nowhere else). */
    start(client: string, ceremony: Ceremony): string {
      const at = now();
      const mine = (byClient.get(client) ?? []).filter((id) => {
        const live = (byId.get(id)?.expires ?? 0) > at;
        if (!live) byId.delete(id);
        return live;
      });
      while (mine.length >= perClient) byId.delete(mine.shift() as string);
      byClient.delete(client);
      while (byClient.size >= maxClients) {
        const [oldest, ids = []] = byClient.entries().next().value as [string, string[]];
        for (const id of ids) byId.delete(id);
        byClient.delete(oldest);
      }
      const id = randomBytes(32).toString("base64url");
      byId.set(id, { ...ceremony, client, expires: at + CEREMONY_MS });
      byClient.set(client, [...mine, id]);
      return id;
    },
    /** A ceremony is used once: taken out whether or not it verifies; null when unknown, expired or another kind. */
    take(id: string | undefined, kind: Ceremony["kind"]): Ceremony | null {
      if (!id || id.length > 100) return null;
      const entry = byId.get(id);
      forget(id);
      if (!entry || entry.kind !== kind || entry.expires <= now()) return null;
      const { client: _client, expires: _expires, ...ceremony } = entry;
      return ceremony;
    },
    /** Ceremonies held now. */
    get size() {
      return byId.size;
    },
  };
}

/** The cookie that carries a ceremony's id; `__Host-` over HTTPS, as the session's. */
const cookieName = (secure: boolean) => (secure ? "__Host-summit-ceremony" : "summit-ceremony");

/** The store behind an HttpOnly, SameSite=Strict cookie: what the admin's routes use. */
export function ceremonyCookies({
  now,
  secureOf,
  clientOf,
}: {
  now: () => number;
  secureOf: (c: Context) => boolean;
  clientOf: (c: Context) => string;
}) {
  const store = ceremonyStore({ now });
  return {
    start(c: Context, ceremony: Ceremony) {
      const secure = secureOf(c);
      const options = { path: "/", httpOnly: true, secure, sameSite: "Strict", maxAge: CEREMONY_MS / 1000 } as const;
      setCookie(c, cookieName(secure), store.start(clientOf(c), ceremony), options);
    },
    take(c: Context, kind: Ceremony["kind"]): Ceremony | null {
      const secure = secureOf(c);
      const id = getCookie(c, cookieName(secure));
      if (id) deleteCookie(c, cookieName(secure), { path: "/", secure });
      return store.take(id, kind);
    },
  };
}
