/**
 * Scheduled publishing on the server (docs/decisions/043-scheduled-publishing.md). A build leaves
 * out what is scheduled for later and names the earliest such moment in the release's
 * build/schedule.json; the deploy timer's run (release.ts auto) rebuilds the live commit once
 * that moment has come, so it appears with no one at the keyboard, within the timer's 5 minutes.
 *
 * The file is the build's, that is the repository's code's: root only reads one date from it, and
 * acts on it only when it falls after the moment the release was built (its name's stamp, which
 * the deployer gave it) and not after now, so a wrong file can ask for one rebuild, never a loop.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, layout, log } from "./release-base.ts";

/** The deployer's clock: the machine's, or SUMMIT_NOW (an ISO date-time) where a test drives it. */
export function deployNow(): number {
  const given = env.SUMMIT_NOW;
  if (!given) return Date.now();
  const at = Date.parse(given);
  if (Number.isNaN(at)) throw new Error(`SUMMIT_NOW: expected an ISO date-time, got ${given}`);
  return at;
}

/** When a release was built, from its name (`20261201080000-<sha>`, in UTC, to the second). */
export function builtAt(name: string): number {
  const stamp = name.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})-/);
  if (!stamp) return Number.NaN;
  const [year, month, day, hour, minute, second] = stamp.slice(1).map(Number) as number[];
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
}

/** The next moment a release's build left something out for, from its build/schedule.json. */
export function nextMoment(release: string): number | null {
  try {
    const { next } = JSON.parse(readFileSync(join(release, "build/schedule.json"), "utf8")) as { next?: unknown };
    const at = typeof next === "string" ? Date.parse(next) : Number.NaN;
    return Number.isNaN(at) ? null : at;
  } catch {
    return null;
  }
}

/** The moment release `name` waits for, when it has come (after the build, not after `now`). */
export function dueMoment(name: string, now: number): number | null {
  const next = nextMoment(join(layout.releases, name));
  return next !== null && next > builtAt(name) && next <= now ? next : null;
}

/** A scheduled rebuild that failed, already reported as its own alert (not as a failed deploy). */
export class ScheduledPublishFailed extends Error {}

/**
 * Rebuilds and deploys the live commit for the moment `due`. A failure leaves the live release,
 * opens the `schedule` alert and is not retried for the same commit and moment (a build that
 * failed once fails again); a new commit, or the next moment, tries again.
 */
export async function publishScheduled(
  commit: string,
  due: number,
  redeploy: () => Promise<unknown>,
  report: (ok: boolean, reason?: string) => void,
) {
  const failed = join(layout.app, "failed-schedule");
  const moment = new Date(due).toISOString();
  const key = `${commit} ${moment}`;
  if (existsSync(failed) && readFileSync(failed, "utf8").trim() === key) {
    log(
      `the rebuild for what was scheduled at ${moment} failed before on ${commit.slice(0, 7)}; waiting for a new commit`,
    );
    return;
  }
  log(`what was scheduled for ${moment} is due: rebuilding ${commit.slice(0, 7)}`);
  try {
    await redeploy();
  } catch (error) {
    const reason = `the rebuild for what was scheduled at ${moment} failed: ${error instanceof Error ? error.message : error}`;
    writeFileSync(failed, `${key}\n`);
    report(false, reason);
    throw new ScheduledPublishFailed(reason);
  }
  rmSync(failed, { force: true });
  report(true);
}
