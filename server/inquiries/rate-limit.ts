/**
 * A fixed-window counter per client, in memory: enough for one server process, and forgotten on
 * restart (a restart gives a sender a fresh window, which is harmless at these numbers).
 *
 * The memory is bounded with constant work per request (the old prune scanned the whole
 * map on every request past 10,000 keys, 3,030 → 644 requests/s at ~50k keys). Two generations of
 * at most `maxClients / 2` clients each, as quick-lru keeps them: a client seen is moved into the
 * recent one; when that is full it becomes the old one and the old one is dropped whole. So a
 * client not seen for a generation starts a fresh window, which only an attacker holding more
 * than 50,000 addresses (IPv6 /64s) at once could use, and they could as well use the addresses.
 * (A Map's own order, delete-the-first-key, is not constant work in V8: the iterator walks the
 * holes earlier deletions left, and hits fell to 23,000/s at 100,000 clients.)
 */
export const MAX_CLIENTS = 100_000;

type Window = { start: number; count: number };

export function fixedWindowLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxClients = MAX_CLIENTS,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxClients?: number;
}) {
  const generation = Math.max(1, Math.floor(maxClients / 2));
  let recent = new Map<string, Window>();
  let older = new Map<string, Window>();

  const find = (client: string) => recent.get(client) ?? older.get(client);

  /** The client's window, in the recent generation; a fresh one when it had none or it ran out. */
  function windowOf(client: string, at: number) {
    let window = recent.get(client);
    if (window === undefined) {
      window = older.get(client);
      if (window !== undefined) older.delete(client);
    }
    if (window === undefined || at - window.start >= windowMs) window = { start: at, count: 0 };
    if (!recent.has(client) && recent.size >= generation) {
      older = recent;
      recent = new Map();
    }
    recent.set(client, window);
    return window;
  }

  const waitOf = (window: { start: number }, at: number) =>
    Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));

  return {
    /** Counts one request from `client`; when over the limit, says how many seconds to wait. */
    hit(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const at = now();
      const window = windowOf(client, at);
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: waitOf(window, at) };
    },

    /**
     * Seconds `client` must still wait, without counting a request (0: not limited). For limits
     * that count only failures (admin sign-in): `blocked` before trying, `hit` on a failure.
     */
    blocked(client: string): number {
      const at = now();
      const window = find(client);
      if (!window || at - window.start >= windowMs || window.count < limit) return 0;
      return waitOf(window, at);
    },

    /** How many clients it holds now (at most `maxClients`, or 2 for a smaller cap). */
    get size() {
      return recent.size + older.size;
    },
  };
}
