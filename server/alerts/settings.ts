import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Where the server's alerts go and where their facts are read (docs/operators.md "Alerts and status").
 * Every path hangs off PREFIX (the installer's throwaway root in a test, "" on the server) unless
 * a setting names it, so the checks and `npm run status` run without root.
 */
export type AlertSettings = {
  /** Who gets alert e-mails (through SMTP_URL, the outbox's own server); null for none. */
  email: { smtpUrl: string; to: string[]; from: string } | null;
  /** Where each alert is POSTed as JSON; null for none. May carry a token: never printed. */
  webhookUrl: string | null;
  /** The domains whose certificate and site are checked (the site's, the editor's). */
  domains: string[];
  /** The origin the site check asks for each domain: `https://<domain>` through nginx. */
  siteOrigin: (domain: string) => string;
  /**
   * Whether an off-site copy is set up (BACKUP_REMOTE, or an off-site stamp: on the server only the
   * off-site unit reads BACKUP_REMOTE, and the alert unit keeps that stamp while it is set): only then is
   * its absence a problem.
   */
  offsite: boolean;
  paths: AlertPaths;
};

export type AlertPaths = {
  /** The release folders, `current` (a link to the live one) and the live port file. */
  releases: string;
  current: string;
  livePort: string;
  /** The folder holding the data: the disk check measures its file system. */
  data: string;
  database: string;
  backups: string;
  /** The last-run stamps of deploy, backup, off-site copy and certificate renewal (stamps.ts). */
  stamps: string;
  /** The alert state file (mode 600). */
  state: string;
  /** `<dir>/<domain>/fullchain.pem`: the certificate nginx serves. */
  certificates: string;
  /** The branches' previews, and the record of those whose build failed (server/previews.ts). */
  previews: string;
  failedPreviews: string;
};

type Env = Record<string, string | undefined>;

/** The paths of ADR 017's layout under `prefix`, each replaceable by its setting. */
export function alertPaths(env: Env = process.env): AlertPaths {
  const prefix = (env.PREFIX ?? "").replace(/\/+$/, "");
  const app = `${prefix}/srv/summit-cloud`;
  const data = env.SUMMIT_DATA_DIR || `${prefix}/var/lib/summit-cloud`;
  const database = env.DATABASE_PATH || join(data, "inquiries.db");
  return {
    releases: env.SUMMIT_RELEASES_DIR || `${app}/releases`,
    current: env.SUMMIT_CURRENT || `${app}/current`,
    livePort: env.SUMMIT_LIVE_PORT_FILE || `${app}/live-port`,
    data,
    database,
    backups: env.BACKUP_DIR || join(data, "backups"),
    stamps: env.SUMMIT_STAMP_DIR || join(data, "last-run"),
    state: env.ALERT_STATE_PATH || join(dirname(database), "alerts.json"),
    certificates: env.SUMMIT_CERT_DIR || `${prefix}/etc/letsencrypt/live`,
    previews: env.PREVIEWS_DIR || `${app}/previews`,
    failedPreviews: `${app}/failed-previews`,
  };
}

const plainAddress = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;
const domainName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Reads the settings file's values; a value that does not parse throws, naming the variable only. */
export function alertSettings(env: Env = process.env): AlertSettings {
  let email: AlertSettings["email"] = null;
  if (env.ALERT_EMAIL) {
    const to = env.ALERT_EMAIL.split(",").map((address) => address.trim());
    if (to.some((address) => !plainAddress.test(address))) {
      throw new Error(`ALERT_EMAIL must be one or more e-mail addresses separated by commas, got "${env.ALERT_EMAIL}"`);
    }
    if (!env.SMTP_URL)
      throw new Error("ALERT_EMAIL is set but SMTP_URL is not: alerts go through the leads' mail server");
    if (!/^smtps?:\/\/[^/]/.test(env.SMTP_URL)) {
      // The URL may carry a password: name the variable, never echo its value.
      throw new Error('SMTP_URL must read "smtp://user:pass@host:587" or "smtps://user:pass@host:465"');
    }
    const from = env.ALERT_FROM || env.LEAD_NOTIFY_FROM || (to[0] as string);
    email = { smtpUrl: env.SMTP_URL, to, from };
  }
  const webhookUrl = env.ALERT_WEBHOOK_URL || null;
  if (webhookUrl !== null && !/^https?:\/\/[^/]/.test(webhookUrl)) {
    throw new Error("ALERT_WEBHOOK_URL must be an http(s) URL");
  }
  const listed = env.ALERT_DOMAINS ?? [env.DOMAIN, env.EDITOR_DOMAIN].filter(Boolean).join(",");
  const domains = listed
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  const bad = domains.find((domain) => !domainName.test(domain));
  if (bad !== undefined) throw new Error(`ALERT_DOMAINS must be domain names separated by commas, got "${bad}"`);
  const paths = alertPaths(env);
  return {
    email,
    webhookUrl,
    domains: [...new Set(domains)],
    siteOrigin: (domain) => `https://${domain}`,
    offsite: Boolean(env.BACKUP_REMOTE) || existsSync(join(paths.stamps, "offsite.json")),
    paths,
  };
}

/** "e-mail to a@x, webhook" or null when no alert can go anywhere. */
export function alertChannels(settings: Pick<AlertSettings, "email" | "webhookUrl">): string | null {
  const channels = [
    settings.email ? `e-mail to ${settings.email.to.join(", ")}` : "",
    settings.webhookUrl ? "webhook" : "",
  ].filter(Boolean);
  return channels.length > 0 ? channels.join(" and ") : null;
}
