import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { oneLine } from "../inquiries/email.ts";
import { writeAtomically } from "./stamps.ts";

/**
 * The alert state (ADR 027): the open alerts, the messages not yet sent, and the site check's
 * run of failures, in one JSON file in the data folder (ALERT_STATE_PATH, mode 600).
 *
 * Never a storm: an alert is keyed by its kind and subject (a domain, a channel), so a problem
 * seen again, however often, only updates the open alert (how many times, the newest items):
 * one message when it opens, one when it clears. Fifty leads refused on one channel are one
 * alert that counts them and lists the newest few.
 */
export const alertKinds = {
  deploy: "A deploy failed",
  schedule: "A scheduled publish failed: the live site still shows what it showed",
  preview: "A content branch's preview failed to build: the live site and the other previews are as they were",
  backup: "The backup failed",
  offsite: "The off-site copy of the backup failed",
  certificate: "The certificate renewal failed",
  audit: "The audit trail's daily anchor failed",
  "backup-stale": "No backup for more than 26 hours",
  "offsite-stale": "No off-site copy for more than 26 hours",
  "certificate-expiry": "The certificate expires in less than 14 days",
  "lead-refused": "Leads refused for good by a channel",
  "lead-stuck": "Leads undelivered for more than an hour",
  disk: "The disk holding the data is more than 90 % full",
  site: "The site does not answer through nginx",
  "booking-calendar": "Booked calls not in the consultant's calendar after 15 minutes",
} as const;
export type AlertKind = keyof typeof alertKinds;
export const isAlertKind = (kind: string): kind is AlertKind => Object.hasOwn(alertKinds, kind);

/** What a check or a report saw. `count` replaces the running count when the check knows it. */
export type Finding = { kind: AlertKind; subject?: string; detail: string; items?: string[]; count?: number };

export type Alert = {
  kind: AlertKind;
  subject: string;
  title: string;
  detail: string;
  openedAt: string;
  lastSeenAt: string;
  count: number;
  /** The newest items (lead ids, failing URLs, reports), at most MAX_ITEMS. */
  items: string[];
};

export type AlertMessage = {
  /** Unique per message: the webhook's Idempotency-Key and the e-mail's Message-ID. */
  id: string;
  event: "opened" | "resolved";
  alert: Alert;
  resolvedAt: string | null;
  /** The channels that took it already. */
  sent: string[];
  attempts: number;
};

export type AlertState = {
  version: 1;
  open: Record<string, Alert>;
  unsent: AlertMessage[];
  /** Consecutive failures of the site check, per domain. */
  siteFailures: Record<string, number>;
  lastCheckAt: string | null;
};

export const MAX_ITEMS = 20;
/** Messages that could not be sent are kept for the next run, the newest this many. */
export const MAX_UNSENT = 50;
/** Open alerts: subjects come from the settings (domains, channels), this is a backstop. */
export const MAX_OPEN = 100;

export const emptyState = (): AlertState => ({ version: 1, open: {}, unsent: [], siteFailures: {}, lastCheckAt: null });

export const alertKey = (kind: AlertKind, subject = "") => (subject ? `${kind}:${subject}` : kind);

/** One line of plain text, bounded: what goes into a subject, a list or the state file. */
export const clip = (text: string, max = 300) => oneLine(text, max);

function message(event: AlertMessage["event"], alert: Alert, now: Date): AlertMessage {
  const at = event === "opened" ? alert.openedAt : now.toISOString();
  return {
    id: `${event}-${alertKey(alert.kind, alert.subject)}-${at}`.replace(/[^\w.:@-]/g, "_"),
    event,
    alert: { ...alert, items: [...alert.items] },
    resolvedAt: event === "resolved" ? at : null,
    sent: [],
    attempts: 0,
  };
}

function queue(state: AlertState, entry: AlertMessage) {
  state.unsent.push(entry);
  state.unsent.splice(0, Math.max(0, state.unsent.length - MAX_UNSENT));
}

/** Opens the alert a finding belongs to, or, when it is open already, only updates it. */
export function openAlert(state: AlertState, finding: Finding, now: Date): Alert {
  const subject = clip(finding.subject ?? "", 100);
  const key = alertKey(finding.kind, subject);
  const items = (finding.items ?? []).map((item) => clip(item));
  const existing = state.open[key];
  if (existing) {
    existing.lastSeenAt = now.toISOString();
    existing.detail = clip(finding.detail, 500);
    existing.count = finding.count ?? existing.count + 1;
    existing.items = (finding.count === undefined ? [...existing.items, ...items] : items).slice(-MAX_ITEMS);
    return existing;
  }
  const alert: Alert = {
    kind: finding.kind,
    subject,
    title: alertKinds[finding.kind] + (subject ? `: ${subject}` : ""),
    detail: clip(finding.detail, 500),
    openedAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    count: finding.count ?? 1,
    items: items.slice(-MAX_ITEMS),
  };
  if (Object.keys(state.open).length >= MAX_OPEN) return alert;
  state.open[key] = alert;
  queue(state, message("opened", alert, now));
  return alert;
}

/** Clears an open alert (one "resolved" message); nothing when it is not open. */
export function resolveAlert(state: AlertState, kind: AlertKind, subject = "", now: Date): boolean {
  const key = alertKey(kind, clip(subject, 100));
  const alert = state.open[key];
  if (!alert) return false;
  delete state.open[key];
  queue(state, message("resolved", alert, now));
  return true;
}

/**
 * A periodic check's whole answer for `kind`: each finding opens (or updates) its alert, and
 * every open alert of that kind it no longer finds is resolved.
 */
export function reconcile(state: AlertState, kind: AlertKind, findings: Finding[], now: Date) {
  const seen = new Set(findings.map((finding) => alertKey(kind, clip(finding.subject ?? "", 100))));
  for (const finding of findings) openAlert(state, { ...finding, kind }, now);
  for (const [key, alert] of Object.entries(state.open)) {
    if (alert.kind === kind && !seen.has(key)) resolveAlert(state, kind, alert.subject, now);
  }
}

/** The state as last saved; a missing file is a fresh start, a damaged one too (said on stderr). */
export function loadState(path: string, log: (line: string) => void = console.error): AlertState {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return emptyState();
  }
  try {
    const parsed = JSON.parse(text) as AlertState;
    if (parsed?.version !== 1 || typeof parsed.open !== "object" || !Array.isArray(parsed.unsent)) throw new Error();
    return { ...emptyState(), ...parsed };
  } catch {
    log(`The alert state ${path} is damaged: starting afresh (open alerts may be announced again).`);
    return emptyState();
  }
}

export function saveState(path: string, state: AlertState) {
  writeAtomically(path, `${JSON.stringify(state, null, 1)}\n`, 0o600);
}

/**
 * Runs `work` holding the state file's lock, so the timer's check and a unit's OnFailure= report
 * never overwrite each other's changes. A lock older than `staleMs` is a crashed run's: taken over.
 */
export async function withStateLock<T>(path: string, work: () => Promise<T>, staleMs = 5 * 60_000): Promise<T> {
  const lock = `${path}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      closeSync(openSync(lock, "wx", 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue;
      }
      if (age > staleMs) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`The alert state is locked by another run (${lock})`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}
