/**
 * A fixed-window counter per client, in memory: enough for one server process, and forgotten on
 * restart (a restart gives a sender a fresh window, which is harmless at these numbers).
 */
export function fixedWindowLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number }>();

  function prune(at: number) {
    for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
  }

  return {
    /** Counts one request from `client`; when over the limit, says how many seconds to wait. */
    hit(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const at = now();
      if (windows.size > 10_000) prune(at);
      let window = windows.get(client);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)) };
    },
  };
}
