import { X509Certificate } from "node:crypto";
import { existsSync, readFileSync, statfsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { AlertSettings } from "./settings.ts";
import { type Job, readStamp } from "./stamps.ts";
import { type AlertKind, type AlertState, clip, type Finding, MAX_ITEMS } from "./state.ts";

/**
 * The periodic checks of `node server/cli/alerts.ts check` (a timer runs it): each reads one fact
 * and answers with every problem it finds now, so an alert it no longer finds is resolved.
 * Clocks, the file system reading and `fetch` come in from outside: tests drive them.
 */
export type CheckContext = {
  settings: AlertSettings;
  now: Date;
  /** `fs.statfsSync` of the data folder; a test feeds a full disk. */
  statfs?: (path: string) => { blocks: number; bfree: number; bavail: number };
  fetch?: typeof globalThis.fetch;
  /** Longest one site request may take. */
  timeoutMs?: number;
};

export const STALE_MS = 26 * 3600_000;
export const CERTIFICATE_WARN_DAYS = 14;
export const LEAD_STUCK_MS = 3600_000;
export const DISK_FULL_PERCENT = 90;
/** A booked call whose calendar write has not landed this long after it was booked (the server retries every minute). */
export const BOOKING_UNWRITTEN_MS = 15 * 60_000;
/** The site check opens its alert on this many failures in a row: one lost request is not an outage. */
export const SITE_FAILURES = 2;

const DAY_MS = 86_400_000;

/** How long ago a job last succeeded, in ms; null when it never did (or left no stamp). */
export function sinceLastOk(stampDir: string, job: Job, now: Date): number | null {
  const at = readStamp(stampDir, job)?.lastOkAt;
  return at ? now.getTime() - Date.parse(at) : null;
}

const hours = (ms: number) => `${Math.floor(ms / 3600_000)} h`;

function staleJob(context: CheckContext, job: "backup" | "offsite"): Finding[] {
  const since = sinceLastOk(context.settings.paths.stamps, job, context.now);
  const what = job === "backup" ? "backup" : "off-site copy";
  if (since === null) return [{ kind: `${job}-stale`, detail: `No ${what} has ever succeeded on this server.` }];
  if (since > STALE_MS) {
    return [{ kind: `${job}-stale`, detail: `The last ${what} that succeeded was ${hours(since)} ago.` }];
  }
  return [];
}

/** When the certificate in `path` stops being valid; null when there is none to read. */
export function certificateExpiry(path: string): Date | null {
  try {
    return new Date(new X509Certificate(readFileSync(path)).validTo);
  } catch {
    return null;
  }
}

export const certificatePath = (settings: AlertSettings, domain: string) =>
  join(settings.paths.certificates, domain, "fullchain.pem");

function certificates({ settings, now }: CheckContext): Finding[] {
  return settings.domains.flatMap((domain): Finding[] => {
    const path = certificatePath(settings, domain);
    const expiry = certificateExpiry(path);
    if (expiry === null)
      return [{ kind: "certificate-expiry", subject: domain, detail: `No certificate to read at ${path}.` }];
    const days = (expiry.getTime() - now.getTime()) / DAY_MS;
    if (days >= CERTIFICATE_WARN_DAYS) return [];
    return [
      {
        kind: "certificate-expiry",
        subject: domain,
        detail:
          days <= 0
            ? `The certificate of ${domain} expired on ${expiry.toISOString()}: browsers refuse the site.`
            : `The certificate of ${domain} expires on ${expiry.toISOString()}, in ${Math.floor(days)} day(s).`,
      },
    ];
  });
}

/** The leads database, opened read-only: a check never creates, migrates or locks it. */
export function readLeads<T>(databasePath: string, read: (db: DatabaseSync) => T): T | null {
  if (!existsSync(databasePath)) return null;
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    db.exec("PRAGMA busy_timeout = 2000");
    return read(db);
  } finally {
    db.close();
  }
}

type Row = Record<string, unknown>;

/** Per channel: how many deliveries match `where`, and the newest MAX_ITEMS of them. */
function deliveriesPerChannel(db: DatabaseSync, where: string, ...params: (string | number)[]) {
  const counts = db
    .prepare(`SELECT channel, COUNT(*) AS n FROM outbox JOIN inquiries ON inquiries.id = outbox.inquiry_id
      WHERE ${where} GROUP BY channel ORDER BY channel`)
    .all(...params) as Row[];
  return counts.map((row) => ({
    channel: String(row.channel),
    count: Number(row.n),
    rows: db
      .prepare(`SELECT inquiries.id, inquiries.received_at, outbox.last_error FROM outbox
        JOIN inquiries ON inquiries.id = outbox.inquiry_id
        WHERE ${where} AND outbox.channel = ? ORDER BY inquiries.received_at DESC LIMIT ${MAX_ITEMS}`)
      .all(...params, String(row.channel)) as Row[],
  }));
}

const item = (row: Row) =>
  `${String(row.id)} (received ${String(row.received_at)}${row.last_error ? `: ${clip(String(row.last_error), 160)}` : ""})`;

function leads(kind: "lead-refused" | "lead-stuck", { settings, now }: CheckContext): Finding[] {
  const found = readLeads(settings.paths.database, (db) =>
    kind === "lead-refused"
      ? deliveriesPerChannel(db, "outbox.failed_at IS NOT NULL")
      : deliveriesPerChannel(
          db,
          "outbox.delivered_at IS NULL AND outbox.failed_at IS NULL AND inquiries.received_at < ?",
          new Date(now.getTime() - LEAD_STUCK_MS).toISOString(),
        ),
  );
  return (found ?? []).map(({ channel, count, rows }) => ({
    kind,
    subject: channel,
    count,
    items: rows.map(item).reverse(),
    detail:
      kind === "lead-refused"
        ? `${count} lead(s) refused for good by the ${channel} channel; the newest said: ${clip(String(rows[0]?.last_error ?? "no reason given"), 200)}`
        : `${count} lead(s) not delivered on the ${channel} channel after an hour of retries.`,
  }));
}

/**
 * Booked calls the server could not write into their consultant's calendar (it was down), per
 * consultant: resolved once the retried writes land (docs/decisions/042-booking-calls.md).
 */
function bookings({ settings, now }: CheckContext): Finding[] {
  const cutoff = new Date(now.getTime() - BOOKING_UNWRITTEN_MS).toISOString();
  const found = readLeads(settings.paths.database, (db) => {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bookings'").get()) return [];
    return db
      .prepare(`SELECT consultant_id, COUNT(*) AS n, MAX(calendar_error) AS error FROM bookings
        WHERE calendar_written_at IS NULL AND cancelled_at IS NULL AND created_at < ?
        GROUP BY consultant_id ORDER BY consultant_id`)
      .all(cutoff) as Row[];
  });
  return (found ?? []).map((row) => ({
    kind: "booking-calendar",
    subject: String(row.consultant_id),
    count: Number(row.n),
    detail: `${Number(row.n)} booked call(s) not yet in the calendar of ${String(row.consultant_id)} after 15 minutes of retries; the last error: ${clip(String(row.error ?? "none recorded"), 200)}`,
  }));
}

/** How full the file system holding `path` is, as `df` counts it (the root reserve is not free). */
export function diskUse(path: string, statfs: NonNullable<CheckContext["statfs"]> = statfsSync): number {
  const { blocks, bfree, bavail } = statfs(path);
  const used = blocks - bfree;
  return used + bavail === 0 ? 0 : Math.ceil((used / (used + bavail)) * 100);
}

function disk({ settings, statfs }: CheckContext): Finding[] {
  const percent = diskUse(existsSync(settings.paths.data) ? settings.paths.data : "/", statfs);
  if (percent <= DISK_FULL_PERCENT) return [];
  return [{ kind: "disk", detail: `The disk holding ${settings.paths.data} is ${percent} % full.` }];
}

/** One domain's check through nginx: the home page and /api/health answer 2xx. The failures. */
async function siteFailures(origin: string, context: CheckContext): Promise<string[]> {
  const fetch = context.fetch ?? globalThis.fetch;
  const failures: string[] = [];
  for (const path of ["/", "/api/health"]) {
    try {
      const response = await fetch(`${origin}${path}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(context.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (!response.ok) failures.push(`${origin}${path}: HTTP ${response.status}`);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      failures.push(`${origin}${path}: ${cause ?? (error instanceof Error ? error.message : String(error))}`);
    }
  }
  return failures;
}

async function site(context: CheckContext, state: AlertState): Promise<Finding[]> {
  const findings: Finding[] = [];
  const counts: Record<string, number> = {};
  for (const domain of context.settings.domains) {
    const failures = await siteFailures(context.settings.siteOrigin(domain), context);
    counts[domain] = failures.length === 0 ? 0 : (state.siteFailures[domain] ?? 0) + 1;
    if ((counts[domain] ?? 0) >= SITE_FAILURES) {
      findings.push({
        kind: "site",
        subject: domain,
        items: failures,
        count: counts[domain],
        detail: `${domain} failed its check ${counts[domain]} times in a row: ${failures.join("; ")}`,
      });
    }
  }
  state.siteFailures = counts;
  return findings;
}

/** Every periodic check, by the kind of alert it opens and resolves. */
export async function runChecks(context: CheckContext, state: AlertState): Promise<[AlertKind, Finding[]][]> {
  const results: [AlertKind, Finding[]][] = [
    ["backup-stale", staleJob(context, "backup")],
    ["offsite-stale", context.settings.offsite ? staleJob(context, "offsite") : []],
    ["certificate-expiry", certificates(context)],
    ["lead-refused", leads("lead-refused", context)],
    ["lead-stuck", leads("lead-stuck", context)],
    ["disk", disk(context)],
    ["site", await site(context, state)],
    ["booking-calendar", bookings(context)],
  ];
  return results;
}
