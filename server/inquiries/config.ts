import addressparser from "nodemailer/lib/addressparser";

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
  /** E-mail notification of every lead; null when SMTP_URL is unset. */
  email: EmailConfig | null;
  /** Submissions one client may send per window before 429. */
  rateLimit: { limit: number; windowMs: number };
  /** Below this time on screen a submission is screened out as automated. */
  minFillMs: number;
  /** Behind a proxy (nginx), the client is the first X-Forwarded-For address. */
  trustProxy: boolean;
};

export type EmailConfig = {
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465` (TLS). */
  smtpUrl: string;
  /** Who is told of each lead: one or more addresses. */
  to: string[];
  /** The sender; by default the first recipient. */
  from: string;
  /** First retry delay of a failed e-mail; doubles on each failure, up to 15 minutes. */
  retryMs: number;
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

/** Plain addresses from a list such as `a@x.example, Sales <b@x.example>`; throws naming `name`. */
function addresses(name: string, raw: string): string[] {
  const parsed = addressparser(raw, { flatten: true });
  const list = parsed.map((entry) => entry.address ?? "");
  if (list.length === 0 || list.some((address) => !/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address))) {
    throw new Error(`${name} must be one or more e-mail addresses separated by commas, got "${raw}"`);
  }
  return list;
}

function emailConfig(env: Env): EmailConfig | null {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl === null) {
    for (const name of ["LEAD_NOTIFY_TO", "LEAD_NOTIFY_FROM"]) {
      if (env[name]) throw new Error(`${name} is set but SMTP_URL is not: set SMTP_URL to send lead e-mails`);
    }
    return null;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    url = new URL("invalid:");
  }
  if ((url.protocol !== "smtp:" && url.protocol !== "smtps:") || url.hostname === "") {
    // The URL may carry a password: name the variable, never echo its value.
    throw new Error('SMTP_URL must read "smtp://user:pass@host:587" or "smtps://user:pass@host:465"');
  }
  if (!env.LEAD_NOTIFY_TO) throw new Error("SMTP_URL is set but LEAD_NOTIFY_TO is not: say who gets lead e-mails");
  const to = addresses("LEAD_NOTIFY_TO", env.LEAD_NOTIFY_TO);
  const from = env.LEAD_NOTIFY_FROM ? addresses("LEAD_NOTIFY_FROM", env.LEAD_NOTIFY_FROM) : to.slice(0, 1);
  if (from.length !== 1) throw new Error(`LEAD_NOTIFY_FROM must be one e-mail address, got "${env.LEAD_NOTIFY_FROM}"`);
  return {
    smtpUrl,
    to,
    from: env.LEAD_NOTIFY_FROM || (to[0] as string),
    retryMs: whole(env, "LEAD_NOTIFY_RETRY_MS", 5000),
  };
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
    email: emailConfig(env),
    rateLimit: { limit: Number(rate[1]), windowMs: Number(rate[2]) * 1000 },
    minFillMs: whole(env, "INQUIRY_MIN_FILL_MS", 2500),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
  };
}
