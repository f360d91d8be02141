import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { languages } from "../../src/content/languages.ts";
import { type CollectionName, scheduledFiles } from "../../src/content/markdown.ts";
import { localizedPath, paths } from "../../src/content/paths.ts";
import { isPreviewBuild, nextPending } from "../../src/lib/schedule.ts";

/**
 * What a build left out because its `publishAt` was still ahead (docs/decisions/043-scheduled-publishing.md),
 * written beside the pages as build/schedule.json, outside what the site serves. The deployer's
 * timer rebuilds the live commit once `next` has passed (deploy/steps/auto-deploy.sh), and
 * `install.sh --status` and /admin list `scheduled`.
 */
export type ScheduledRecord = {
  kind: "article" | "case study";
  language: string;
  slug: string;
  title: string;
  path: string;
  publishAt: string;
};
export type Schedule = { builtAt: string; preview: boolean; next: string | null; scheduled: ScheduledRecord[] };

export const scheduleFile = "build/schedule.json";

const kinds: Record<CollectionName, ScheduledRecord["kind"]> = { articles: "article", caseStudies: "case study" };

export function scheduleOf(root: string, now: number, env: Record<string, string | undefined> = process.env): Schedule {
  const scheduled = (Object.keys(kinds) as CollectionName[]).flatMap((collection) =>
    languages.flatMap(({ code }) =>
      scheduledFiles(collection, code, root, now).map((file) => ({
        kind: kinds[collection],
        language: code,
        slug: file.slug,
        title: String((file.data as { title?: unknown }).title ?? file.slug),
        path: localizedPath((collection === "articles" ? paths.article : paths.caseStudy)(file.slug), code),
        publishAt: file.publishAt,
      })),
    ),
  );
  scheduled.sort((a, b) => Date.parse(a.publishAt) - Date.parse(b.publishAt) || a.path.localeCompare(b.path));
  // A preview shows what is scheduled already: nothing waits for a moment to rebuild it.
  const preview = isPreviewBuild(env);
  return {
    builtAt: new Date(now).toISOString(),
    preview,
    next: preview
      ? null
      : (nextPending(
          scheduled.map((record) => record.publishAt),
          now,
        ) ?? null),
    scheduled,
  };
}

export function writeSchedule(root: string, now: number): Schedule {
  const schedule = scheduleOf(root, now);
  const file = join(root, scheduleFile);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(schedule, null, 2)}\n`);
  return schedule;
}
