/**
 * Measurement and admin settings, from the environment (README "Measuring the site"). Read once
 * at start; a value that does not parse stops the server with a message naming the variable.
 */
export type MeasureConfig = {
  /** Daily aggregates older than this many days are deleted (about 25 months by default). */
  retentionDays: number;
  /** Events one client may send per window before 429. */
  eventRateLimit: { limit: number; windowMs: number };
  /** The admin area (/admin) exists only with a password; null: it answers 404. */
  admin: { user: string; password: string } | null;
};

type Env = Record<string, string | undefined>;

export const DEFAULT_RETENTION_DAYS = 760;

/** `"<count>/<seconds>"`, as INQUIRY_RATE_LIMIT reads. */
export function parseRate(name: string, raw: string): { limit: number; windowMs: number } {
  const rate = raw.match(/^(\d+)\/(\d+)$/);
  if (!rate || Number(rate[1]) < 1 || Number(rate[2]) < 1) {
    throw new Error(`${name} must read "<requests>/<seconds>", e.g. "120/60", got "${raw}"`);
  }
  return { limit: Number(rate[1]), windowMs: Number(rate[2]) * 1000 };
}

export function measureConfig(env: Env = process.env): MeasureConfig {
  const rawDays = env.STATS_RETENTION_DAYS || String(DEFAULT_RETENTION_DAYS);
  const retentionDays = Number(rawDays);
  if (!/^\d+$/.test(rawDays) || retentionDays < 1) {
    throw new Error(`STATS_RETENTION_DAYS must be a whole number of days (at least 1), got "${rawDays}"`);
  }
  const password = env.ADMIN_PASSWORD || "";
  if (password && password.length < 12) {
    // Basic auth is only as strong as the password: a short one falls to a patient guesser.
    throw new Error("ADMIN_PASSWORD must be at least 12 characters long");
  }
  const user = env.ADMIN_USER || "admin";
  if (user.includes(":")) throw new Error("ADMIN_USER may not contain a colon (HTTP Basic auth splits on it)");
  return {
    retentionDays,
    eventRateLimit: parseRate("EVENT_RATE_LIMIT", env.EVENT_RATE_LIMIT || "120/60"),
    admin: password ? { user, password } : null,
  };
}
