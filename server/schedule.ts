import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What the live build left out because it is scheduled for later (docs/decisions/043-scheduled-publishing.md):
 * build/schedule.json beside the pages, written by the build (scripts/build/schedule.ts). Read by
 * `npm run status` (install.sh --status) and the admin's Scheduled page.
 */
export type ScheduledRecord = {
  kind: string;
  language: string;
  slug: string;
  title: string;
  path: string;
  publishAt: string;
};

/** The scheduled records of the build whose folder is `buildDir` (build/), soonest first; null without a file. */
export function readSchedule(buildDir: string): ScheduledRecord[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(buildDir, "schedule.json"), "utf8"));
  } catch {
    return null;
  }
  const list = (parsed as { scheduled?: unknown }).scheduled;
  if (!Array.isArray(list)) return null;
  return list
    .filter(
      (record): record is ScheduledRecord =>
        typeof record === "object" &&
        record !== null &&
        ["kind", "language", "slug", "title", "path", "publishAt"].every(
          (key) => typeof (record as Record<string, unknown>)[key] === "string",
        ) &&
        !Number.isNaN(Date.parse((record as ScheduledRecord).publishAt)),
    )
    .sort((a, b) => Date.parse(a.publishAt) - Date.parse(b.publishAt));
}

/** `2026-12-01 08:00 UTC`: the moment as the server and the team read it, whatever zone it was written in. */
export function inUtc(publishAt: string): string {
  return `${new Date(Date.parse(publishAt)).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** The moment as the record's author wrote it: `2026-12-01 09:00 +01:00`. */
export { momentAsWritten as asWritten } from "../src/lib/schedule.ts";
