import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * The last-run stamps: how the deploy, the backup, the off-site copy and the certificate renewal
 * tell the alerts and `npm run status` how they last went. One small JSON file per job in the
 * stamp folder (default `/var/lib/summit-cloud/last-run/`, SUMMIT_STAMP_DIR):
 *
 *   last-run/<job>.json   job: deploy | backup | offsite | certificate
 *   {"job":"backup","result":"ok","at":"2026-11-26T03:15:00.000Z","lastOkAt":"2026-11-26T03:15:00.000Z","detail":""}
 *
 * `at` is when the job last finished, `result` how, `lastOkAt` when it last succeeded (kept
 * across failures, null if it never did): the 26-hour rule reads `lastOkAt`. A step writes its
 * stamp through `node server/cli/alerts.ts resolve <job>` (it went well) or `report <job> --detail …`
 * (it failed; a unit's OnFailure=), which also open or clear the alert. Written atomically.
 */
export const jobs = ["deploy", "backup", "offsite", "certificate"] as const;
export type Job = (typeof jobs)[number];

export type Stamp = { job: Job; result: "ok" | "failed"; at: string; lastOkAt: string | null; detail: string };

export const stampPath = (dir: string, job: Job) => join(dir, `${job}.json`);

export function readStamp(dir: string, job: Job): Stamp | null {
  let text: string;
  try {
    text = readFileSync(stampPath(dir, job), "utf8");
  } catch {
    return null;
  }
  try {
    const stamp = JSON.parse(text) as Partial<Stamp>;
    if ((stamp.result !== "ok" && stamp.result !== "failed") || typeof stamp.at !== "string") return null;
    return {
      job,
      result: stamp.result,
      at: stamp.at,
      lastOkAt: typeof stamp.lastOkAt === "string" ? stamp.lastOkAt : null,
      detail: typeof stamp.detail === "string" ? stamp.detail : "",
    };
  } catch {
    return null;
  }
}

export function writeStamp(dir: string, job: Job, result: Stamp["result"], now: Date, detail = ""): Stamp {
  const at = now.toISOString();
  const stamp: Stamp = {
    job,
    result,
    at,
    lastOkAt: result === "ok" ? at : (readStamp(dir, job)?.lastOkAt ?? null),
    detail: detail.slice(0, 500),
  };
  writeAtomically(stampPath(dir, job), `${JSON.stringify(stamp)}\n`, 0o644);
  return stamp;
}

/** Beside the target, synced, renamed over it: a reader sees the old file or the whole new one. */
export function writeAtomically(path: string, text: string, mode: number) {
  mkdirSync(join(path, ".."), { recursive: true });
  const temporary = `${path}.tmp-${process.pid}`;
  rmSync(temporary, { force: true });
  // The mode is set at creation ("wx": never an existing file or a link): never wider, not for a moment.
  const fd = openSync(temporary, "wx", mode);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}
