/**
 * Lead capture settings, from the environment (README "Leads"). Read once at start; a value that
 * does not parse stops the server with a message naming the variable, rather than running with a
 * setting nobody chose.
 */
export type InquiryConfig = {
  /** SQLite file; its folder is created on first start. */
  databasePath: string;
  /** Where each accepted inquiry is also POSTed as JSON; unset means no forwarding. */
  webhookUrl: string | null;
  /** First retry delay of a failed delivery; each further failure doubles it, up to 15 minutes. */
  webhookRetryMs: number;
  /** Submissions one client may send per window before 429. */
  rateLimit: { limit: number; windowMs: number };
  /** Below this time on screen a submission is screened out as automated. */
  minFillMs: number;
  /** Behind a proxy (nginx), the client is the first X-Forwarded-For address. */
  trustProxy: boolean;
};

export const defaultDatabasePath = "data/inquiries.db";

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return value;
}

export function inquiryConfig(env: Env = process.env): InquiryConfig {
  const webhookUrl = env.INQUIRY_WEBHOOK_URL || null;
  if (webhookUrl !== null && !/^https?:\/\//.test(webhookUrl)) {
    throw new Error(`INQUIRY_WEBHOOK_URL must be an http(s) URL, got "${webhookUrl}"`);
  }

  const rate = (env.INQUIRY_RATE_LIMIT || "5/600").match(/^(\d+)\/(\d+)$/);
  if (!rate || Number(rate[1]) < 1 || Number(rate[2]) < 1) {
    throw new Error(
      `INQUIRY_RATE_LIMIT must read "<submissions>/<seconds>", e.g. "5/600", got "${env.INQUIRY_RATE_LIMIT}"`,
    );
  }

  return {
    databasePath: env.DATABASE_PATH || defaultDatabasePath,
    webhookUrl,
    webhookRetryMs: whole(env, "INQUIRY_WEBHOOK_RETRY_MS", 5000),
    rateLimit: { limit: Number(rate[1]), windowMs: Number(rate[2]) * 1000 },
    minFillMs: whole(env, "INQUIRY_MIN_FILL_MS", 2500),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
  };
}
