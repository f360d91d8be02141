import addressparser from "nodemailer/lib/addressparser";
import { cleanLanguage } from "../../src/content/form-language.ts";
import { languages } from "../../src/content/languages.ts";
import { DEFAULT_LEAD_RETENTION_DAYS } from "../../src/lib/retention.ts";

/**
 * Lead capture settings, from the environment (docs/operators.md "Leads"). Read once at start; a value that
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
  /** Every lead as a Lead in the consultancy's Salesforce org; null when SALESFORCE_URL is unset. */
  salesforce: SalesforceConfig | null;
  /** Submissions one client may send per window before 429. */
  rateLimit: { limit: number; windowMs: number };
  /** Below this time on screen a submission is screened out as automated. */
  minFillMs: number;
  /** Behind a proxy (nginx), the client is the first X-Forwarded-For address. */
  trustProxy: boolean;
  /** HEALTH_TOKEN: /api/health gives its details (database, outbox per channel) only with it; null: to nobody. */
  healthToken: string | null;
  /** LEAD_RETENTION_DAYS: leads (and their deliveries) older than this are erased daily. */
  leadRetentionDays: number;
  /** AUDIT_RETENTION_DAYS: the audit trail is kept longer than the leads it speaks of. */
  auditRetentionDays: number;
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

export type SalesforceConfig = {
  /** The org's My Domain URL, without a trailing slash: `https://acme.my.salesforce.com`. */
  url: string;
  clientId: string;
  /** Never logged, printed or put in an error message. */
  clientSecret: string;
  /** `66.0`: the REST API version in every path (`/services/data/v66.0/…`). */
  apiVersion: string;
  /** The Lead's Lead Source picklist value. */
  leadSource: string;
  /** The Lead's external-id field that holds our lead id: the upsert key. */
  externalIdField: string;
  /** `utm_campaign` value → Campaign id: the Lead joins that Campaign as "Responded". */
  campaigns: Record<string, string>;
  /** Save past the org's duplicate rules (`Sforce-Duplicate-Rule-Header: allowSave=true`). */
  allowDuplicates: boolean;
  /**
   * SALESFORCE_ERASURE: what erasing a person does to the Lead we created: `delete` it (default), or
   * `anonymise` it (every field that names the person cleared, LastName and Company "Erased"), for
   * an org that must keep the record's existence for its reports.
   */
  erasure: "delete" | "anonymise";
  /** First retry delay; doubles on each failure up to 15 minutes. */
  retryMs: number;
  /** Longest one request may take; a claimed row is left alone for twice this. */
  timeoutMs: number;
};

/** The API version used when SALESFORCE_API_VERSION is unset: Spring '26. */
export const defaultSalesforceApiVersion = "66.0";

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

function salesforceConfig(env: Env): SalesforceConfig | null {
  const raw = env.SALESFORCE_URL || null;
  const others = [
    "SALESFORCE_CLIENT_ID",
    "SALESFORCE_CLIENT_SECRET",
    "SALESFORCE_CAMPAIGNS",
    "SALESFORCE_EXTERNAL_ID_FIELD",
    "SALESFORCE_LEAD_SOURCE",
    "SALESFORCE_ERASURE",
  ];
  if (raw === null) {
    for (const name of others) {
      if (env[name]) throw new Error(`${name} is set but SALESFORCE_URL is not: set SALESFORCE_URL to send leads`);
    }
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SALESFORCE_URL must be the org's My Domain URL, e.g. "https://acme.my.salesforce.com"`);
  }
  // The token and every lead travel over this URL: plain http only for a test server on this machine.
  const loopback = loopbackHosts.has(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    throw new Error('SALESFORCE_URL must start with "https://" (plain http is accepted for 127.0.0.1 only)');
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) {
    throw new Error(`SALESFORCE_URL must be the org's address alone, e.g. "https://acme.my.salesforce.com"`);
  }
  if (!env.SALESFORCE_CLIENT_ID) throw new Error("SALESFORCE_URL is set but SALESFORCE_CLIENT_ID is not");
  if (!env.SALESFORCE_CLIENT_SECRET) throw new Error("SALESFORCE_URL is set but SALESFORCE_CLIENT_SECRET is not");
  const version = (env.SALESFORCE_API_VERSION || defaultSalesforceApiVersion).replace(/^v/, "");
  if (!/^\d{2,3}\.0$/.test(version)) {
    throw new Error(`SALESFORCE_API_VERSION must read like "66.0", got "${env.SALESFORCE_API_VERSION}"`);
  }
  const externalIdField = env.SALESFORCE_EXTERNAL_ID_FIELD || "Website_Inquiry_Id__c";
  if (!/^[A-Za-z]\w*__c$/.test(externalIdField)) {
    throw new Error(
      `SALESFORCE_EXTERNAL_ID_FIELD must be a custom field's API name ending in __c, got "${externalIdField}"`,
    );
  }
  let campaigns: Record<string, string> = {};
  if (env.SALESFORCE_CAMPAIGNS) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.SALESFORCE_CAMPAIGNS);
    } catch {
      parsed = null;
    }
    const valid =
      parsed !== null &&
      typeof parsed === "object" &&
      !Array.isArray(parsed) &&
      Object.values(parsed).every((id) => typeof id === "string" && /^701[A-Za-z0-9]{12}([A-Za-z0-9]{3})?$/.test(id));
    if (!valid) {
      throw new Error(
        'SALESFORCE_CAMPAIGNS must be JSON mapping utm_campaign values (or "language:<code>") to Campaign ids, e.g. {"q1-devops":"701…","language:de":"701…"}',
      );
    }
    // A language's Campaign (salesforce.ts campaignOf) names a language of the site, or no lead would join it.
    const unknown = Object.keys(parsed as Record<string, string>).filter(
      (key) => key.startsWith("language:") && cleanLanguage(key.slice("language:".length)) === null,
    );
    if (unknown.length > 0) {
      throw new Error(
        `SALESFORCE_CAMPAIGNS: ${unknown.join(", ")} is not a language of the site (src/content/data/site/languages.json: ${languages.map((language) => language.code).join(", ")})`,
      );
    }
    campaigns = parsed as Record<string, string>;
  }
  const flag = env.SALESFORCE_ALLOW_DUPLICATES ?? "";
  if (!["", "0", "1", "true", "false"].includes(flag)) {
    throw new Error(`SALESFORCE_ALLOW_DUPLICATES must be 1 or 0, got "${flag}"`);
  }
  const erasure = (env.SALESFORCE_ERASURE || "delete").replace("anonymize", "anonymise");
  if (erasure !== "delete" && erasure !== "anonymise") {
    throw new Error(`SALESFORCE_ERASURE must be delete or anonymise, got "${env.SALESFORCE_ERASURE}"`);
  }
  return {
    url: url.origin,
    clientId: env.SALESFORCE_CLIENT_ID,
    clientSecret: env.SALESFORCE_CLIENT_SECRET,
    apiVersion: version,
    leadSource: env.SALESFORCE_LEAD_SOURCE || "Web",
    externalIdField,
    campaigns,
    allowDuplicates: flag === "1" || flag === "true",
    erasure,
    retryMs: whole(env, "SALESFORCE_RETRY_MS", 5000),
    timeoutMs: Math.max(1, whole(env, "SALESFORCE_TIMEOUT_MS", 20_000)),
  };
}

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
  // SMTP_URL alone serves the alerts (docs/operators.md "Alerts and status"): an
  // owner who turns alerts on has not asked for lead e-mails. Stopping the server over it left a
  // real Debian 13 boot's site restarting in a loop after the reboot that followed (ADR 028).
  if (!env.LEAD_NOTIFY_TO) {
    if (env.LEAD_NOTIFY_FROM)
      throw new Error("LEAD_NOTIFY_FROM is set but LEAD_NOTIFY_TO is not: say who gets lead e-mails");
    return null;
  }
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
    // Not echoed: a webhook URL may carry a token.
    throw new Error("INQUIRY_WEBHOOK_URL must be an http(s) URL");
  }

  const rate = (env.INQUIRY_RATE_LIMIT || "5/600").match(/^(\d+)\/(\d+)$/);
  if (!rate || Number(rate[1]) < 1 || Number(rate[2]) < 1) {
    throw new Error(
      `INQUIRY_RATE_LIMIT must read "<submissions>/<seconds>", e.g. "5/600", got "${env.INQUIRY_RATE_LIMIT}"`,
    );
  }

  const days = (name: string, fallback: number) => {
    const raw = env[name] || String(fallback);
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number of days, got "${raw}"`);
    return Number(raw);
  };
  const leadRetentionDays = days("LEAD_RETENTION_DAYS", DEFAULT_LEAD_RETENTION_DAYS);
  const auditRetentionDays = days("AUDIT_RETENTION_DAYS", leadRetentionDays + 365);
  if (auditRetentionDays <= leadRetentionDays) {
    throw new Error(
      "AUDIT_RETENTION_DAYS must be longer than LEAD_RETENTION_DAYS: the audit trail speaks of the leads",
    );
  }

  return {
    leadRetentionDays,
    auditRetentionDays,
    databasePath: env.DATABASE_PATH || defaultDatabasePath,
    webhookUrl,
    webhookRetryMs: whole(env, "INQUIRY_WEBHOOK_RETRY_MS", 5000),
    email: emailConfig(env),
    salesforce: salesforceConfig(env),
    rateLimit: { limit: Number(rate[1]), windowMs: Number(rate[2]) * 1000 },
    minFillMs: whole(env, "INQUIRY_MIN_FILL_MS", 2500),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    healthToken: healthToken(env),
  };
}

function healthToken(env: Env): string | null {
  const token = env.HEALTH_TOKEN || null;
  // A short token falls to a patient guesser; the message does not repeat it.
  if (token !== null && (token.length < 16 || /\s/.test(token))) {
    throw new Error("HEALTH_TOKEN must be at least 16 characters, without spaces (e.g. openssl rand -hex 24)");
  }
  return token;
}
