import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { failedPreviews, listPreviews } from "../previews.ts";
import { asWritten, inUtc, readSchedule } from "../schedule.ts";
import {
  CERTIFICATE_WARN_DAYS,
  type CheckContext,
  certificateExpiry,
  certificatePath,
  DISK_FULL_PERCENT,
  diskUse,
  LEAD_STUCK_MS,
  readLeads,
  STALE_MS,
} from "./checks.ts";
import { type AlertSettings, alertChannels } from "./settings.ts";
import { type Job, readStamp } from "./stamps.ts";
import { loadState } from "./state.ts";

/**
 * `npm run status` (ADR 027): the server's state in one screen, each line OK, WARN or FAIL,
 * read from files only (the release folders, the live port, the last-run stamps, the backups,
 * the certificates, the leads database read-only, the alert state): never systemctl, so it runs
 * the same in a test's prefix. FAIL on any line makes the exit code 1.
 */
export type Level = "OK" | "WARN" | "FAIL";
export type StatusLine = { check: string; level: Level; text: string };

const DAY_MS = 86_400_000;
const ago = (ms: number) =>
  ms < 3600_000 ? `${Math.max(0, Math.round(ms / 60_000))} min ago` : `${Math.floor(ms / 3600_000)} h ago`;

function release(settings: AlertSettings): StatusLine {
  let name: string;
  try {
    name = basename(readlinkSync(settings.paths.current));
  } catch {
    return { check: "release", level: "FAIL", text: "no live release" };
  }
  const read = (path: string) => {
    try {
      return readFileSync(path, "utf8").trim();
    } catch {
      return "";
    }
  };
  const commit = read(join(settings.paths.releases, name, ".commit")).slice(0, 12) || "unknown commit";
  const port = read(settings.paths.livePort) || "unknown port";
  return { check: "release", level: "OK", text: `${name} (commit ${commit}) live on port ${port}` };
}

function job(settings: AlertSettings, now: Date, name: Job, label: string, staleMs: number | null): StatusLine {
  const stamp = readStamp(settings.paths.stamps, name);
  if (!stamp) return { check: label, level: name === "deploy" ? "WARN" : "FAIL", text: `no ${label} recorded` };
  const last = `last ${stamp.result === "ok" ? "succeeded" : "FAILED"} ${ago(now.getTime() - Date.parse(stamp.at))} (${stamp.at})`;
  if (stamp.result === "failed") {
    return { check: label, level: "FAIL", text: `${last}${stamp.detail ? `: ${stamp.detail}` : ""}` };
  }
  if (staleMs !== null && now.getTime() - Date.parse(stamp.at) > staleMs) {
    return { check: label, level: "FAIL", text: `${last}: more than ${staleMs / 3600_000} h ago` };
  }
  return { check: label, level: "OK", text: last };
}

function backups(settings: AlertSettings, now: Date): StatusLine[] {
  const line = job(settings, now, "backup", "backup", STALE_MS);
  let files: string[] = [];
  try {
    files = readdirSync(settings.paths.backups).filter((file) => file.endsWith(".db"));
  } catch {
    // No folder: no backup; the stamp line says so.
  }
  const newest = files
    .map((file) => ({ file, at: statSync(join(settings.paths.backups, file)).mtimeMs }))
    .sort((a, b) => b.at - a.at)[0];
  line.text += newest ? `; newest file ${newest.file} (${files.length} kept)` : "; no backup file";
  if (!newest) line.level = "FAIL";
  const lines = [line];
  if (settings.offsite) lines.push(job(settings, now, "offsite", "off-site copy", STALE_MS));
  else
    lines.push({
      check: "off-site copy",
      level: "WARN",
      text: "BACKUP_REMOTE is not set: backups die with the server",
    });
  return lines;
}

function certificates(settings: AlertSettings, now: Date): StatusLine[] {
  if (settings.domains.length === 0) return [{ check: "certificate", level: "WARN", text: "no domain set (DOMAIN)" }];
  return settings.domains.map((domain) => {
    const expiry = certificateExpiry(certificatePath(settings, domain));
    const check = `certificate ${domain}`;
    if (!expiry) return { check, level: "FAIL", text: "no certificate" };
    const days = Math.floor((expiry.getTime() - now.getTime()) / DAY_MS);
    const text = `expires ${expiry.toISOString().slice(0, 10)} (${days} days)`;
    return { check, level: days < 3 ? "FAIL" : days < CERTIFICATE_WARN_DAYS ? "WARN" : "OK", text };
  });
}

function outbox(settings: AlertSettings, now: Date): StatusLine[] {
  const rows = readLeads(settings.paths.database, (db) =>
    db
      .prepare(`SELECT channel,
          COUNT(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS pending,
          COUNT(*) FILTER (WHERE failed_at IS NOT NULL) AS failed,
          MIN(inquiries.received_at) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS oldest
        FROM outbox JOIN inquiries ON inquiries.id = outbox.inquiry_id GROUP BY channel ORDER BY channel`)
      .all(),
  );
  if (rows === null)
    return [{ check: "outbox", level: "WARN", text: `no leads database at ${settings.paths.database}` }];
  if (rows.length === 0) return [{ check: "outbox", level: "OK", text: "nothing to deliver" }];
  return rows.map((row) => {
    const failed = Number(row.failed);
    const pending = Number(row.pending);
    const oldest = row.oldest ? now.getTime() - Date.parse(String(row.oldest)) : 0;
    const text = `${pending} waiting${pending ? ` (oldest ${ago(oldest)})` : ""}, ${failed} refused for good`;
    const level: Level = failed > 0 ? "FAIL" : oldest > LEAD_STUCK_MS ? "WARN" : "OK";
    return { check: `outbox ${String(row.channel)}`, level, text };
  });
}

function disk(settings: AlertSettings, statfs: CheckContext["statfs"]): StatusLine {
  const percent = diskUse(existsSync(settings.paths.data) ? settings.paths.data : "/", statfs);
  const level: Level = percent > DISK_FULL_PERCENT ? "FAIL" : percent > 80 ? "WARN" : "OK";
  return { check: "disk", level, text: `${percent} % used where ${settings.paths.data} is` };
}

/** The grace after a scheduled moment in which the deploy timer (every 5 minutes) publishes it. */
const SCHEDULE_GRACE_MS = 15 * 60_000;

/**
 * What the live build left out until a later moment (ADR 043), one line each, soonest first: in
 * UTC, then as its author wrote it. Still waiting well after its moment is a WARN: the rebuild
 * has not happened (the `schedule` alert says why when it failed).
 */
function scheduled(settings: AlertSettings, now: Date): StatusLine[] {
  const records = readSchedule(join(settings.paths.current, "build"));
  if (!records?.length) return [{ check: "scheduled", level: "OK", text: "nothing scheduled" }];
  return records.map((record) => {
    const overdue = now.getTime() - Date.parse(record.publishAt) > SCHEDULE_GRACE_MS;
    const when = `${inUtc(record.publishAt)} (${asWritten(record.publishAt)})`;
    const text = `${when}: ${record.kind} ${record.path} "${record.title}"${overdue ? ": its moment has passed and it is not published yet" : ""}`;
    return { check: "scheduled", level: overdue ? "WARN" : "OK", text };
  });
}

/** How many previews a status line names; the Previews tab of /admin lists them all. */
const PREVIEWS_NAMED = 8;

/**
 * The branches' previews (ADR 046), when there are any: each built one with its commit, and a WARN
 * for each whose last build failed (the `preview` alert says why; the one before, if any, is
 * still served). A server without previews has no such line.
 */
function previews(settings: AlertSettings): StatusLine[] {
  const built = listPreviews(settings.paths.previews);
  const failed = failedPreviews(settings.paths.failedPreviews);
  if (built.length === 0 && failed.length === 0) return [];
  const named = built.slice(0, PREVIEWS_NAMED).map(({ name, commit }) => `${name} (${commit.slice(0, 7)})`);
  const more = built.length > PREVIEWS_NAMED ? `, and ${built.length - PREVIEWS_NAMED} more` : "";
  const lines: StatusLine[] = [
    {
      check: "previews",
      level: "OK",
      text: built.length === 0 ? "none built yet" : `${built.length} built: ${named.join(", ")}${more}`,
    },
  ];
  for (const { name, commit } of failed) {
    const shown = built.find((preview) => preview.name === name);
    lines.push({
      check: "previews",
      level: "WARN",
      text: `${name}: the build of ${commit.slice(0, 7)} failed; ${shown ? `the preview still shows ${shown.commit.slice(0, 7)}` : "no preview yet"} (journalctl -u summit-cloud-deploy)`,
    });
  }
  return lines;
}

function alerts(settings: AlertSettings): StatusLine {
  const channels = alertChannels(settings);
  const state = loadState(settings.paths.state, () => {});
  const open = Object.values(state.open);
  if (open.length > 0) {
    return {
      check: "alerts",
      level: "FAIL",
      text: `${open.length} open: ${open.map((alert) => alert.title).join("; ")}`,
    };
  }
  if (!channels) return { check: "alerts", level: "WARN", text: "off (set ALERT_EMAIL and/or ALERT_WEBHOOK_URL)" };
  const unsent = state.unsent.length > 0 ? `, ${state.unsent.length} message(s) not yet sent` : "";
  return { check: "alerts", level: unsent ? "WARN" : "OK", text: `none open; sent by ${channels}${unsent}` };
}

export function collectStatus({
  settings,
  now,
  statfs,
}: Pick<CheckContext, "settings" | "now" | "statfs">): StatusLine[] {
  return [
    release(settings),
    job(settings, now, "deploy", "deploy", null),
    ...backups(settings, now),
    ...certificates(settings, now),
    ...outbox(settings, now),
    disk(settings, statfs),
    ...scheduled(settings, now),
    ...previews(settings),
    alerts(settings),
  ];
}

export const statusExitCode = (lines: StatusLine[]) => (lines.some((line) => line.level === "FAIL") ? 1 : 0);

export function formatStatus(lines: StatusLine[]): string {
  const width = Math.max(...lines.map((line) => line.check.length));
  return `${lines.map((line) => `${line.level.padEnd(4)}  ${line.check.padEnd(width)}  ${line.text}`).join("\n")}\n`;
}
