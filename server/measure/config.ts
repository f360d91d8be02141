/**
 * Measurement and admin settings, from the environment (docs/authors.md "Measuring the site"). Read once
 * at start; a value that does not parse stops the server with a message naming the variable.
 */
export type MeasureConfig = {
  /** Daily aggregates older than this many days are deleted (about 25 months by default). */
  retentionDays: number;
  /** Events one client may send per window before 429. */
  eventRateLimit: { limit: number; windowMs: number };
  /**
   * ADMIN_ORIGIN: the origin people open /admin on (`https://example.com`), which passkeys are
   * bound to and every POST must come from; null: the origin each request arrives on.
   */
  adminOrigin: string | null;
  /** ADMIN_PASSWORD is set: it no longer does anything (passkeys replaced it), which start-up says. */
  legacyPassword: boolean;
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
  return {
    retentionDays,
    eventRateLimit: parseRate("EVENT_RATE_LIMIT", env.EVENT_RATE_LIMIT || "120/60"),
    adminOrigin: adminOrigin(env.ADMIN_ORIGIN || ""),
    legacyPassword: Boolean(env.ADMIN_PASSWORD),
  };
}

function adminOrigin(raw: string): string | null {
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== raw.replace(/\/$/, "")) {
    throw new Error(`ADMIN_ORIGIN must be an origin alone, e.g. "https://summitcloud.example", got "${raw}"`);
  }
  return url.origin;
}
