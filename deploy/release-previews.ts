/**
 * A preview per content branch (docs/decisions/046-previews-per-branch.md). The deploy timer's run
 * (release.ts auto), after it has seen to `main`, fetches every `content/*` branch of the same
 * repository and builds each one whose head is new, as a release is built (release-build.ts: the
 * build user, the sandbox, a scrubbed environment), with SITE_PREVIEW=1 and the preview's own base
 * path, into /srv/summit-cloud/previews/<name>/. Nothing of it touches the live release, the data
 * folder or a port: no server starts, no migration runs.
 *
 * A branch name is a stranger's input (anyone who may push a branch writes it): only names made
 * of letters, digits, `.`, `_` and `-`, at most 60, are built; any other is skipped with a line
 * in the journal that quotes it clipped, and is never a path, an argument or a shell word.
 *
 * Where the settings allow, the open pull requests whose head is a branch of the same repository
 * are previewed too, as `pr-<number>` (preview-pulls.ts).
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fetchPullHeads, PULL_NAME, type Pull, pullPreviewName } from "./preview-pulls.ts";
import type { PreviewStatus } from "./preview-status.ts";
import { buildUser, env, layout, log, run } from "./release-base.ts";
import { build } from "./release-build.ts";

/** The branches previewed: `content/<name>`, what the editor's GitHub mode saves to (keystatic.config.ts). */
export const PREVIEW_PREFIX = "content/";
/** The address a preview answers at, on the editor's host: /preview/<name>/. */
export const previewPath = (name: string) => `/preview/${name}/`;

/** At most this many previews at once (PREVIEW_LIMIT in install.conf); the oldest heads go first. */
export function previewLimit(given = env.PREVIEW_LIMIT): number {
  const limit = Number(given ?? 5);
  return Number.isInteger(limit) && limit >= 0 && limit <= 50 ? limit : 5;
}

/**
 * The preview's name for branch `branch` (as after refs/heads/), or null when it is not one to
 * build: not under content/, or a name that could be anything but one plain path segment.
 */
export function previewName(branch: string): string | null {
  if (!branch.startsWith(PREVIEW_PREFIX)) return null;
  const name = branch.slice(PREVIEW_PREFIX.length);
  // "content" is the editor's own way to the others (/preview/content/<name>/, nginx-editor.conf);
  // pr-<number> is a pull request's preview.
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/.test(name) &&
    !name.includes("..") &&
    name !== "content" &&
    !PULL_NAME.test(name)
    ? name
    : null;
}

/** A stranger's string for a log line: quoted, control characters escaped, clipped. */
export const quoted = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** A branch's head; `pull` when it is a pull request's (its number names the preview). */
export type Head = { branch: string; commit: string; time: number; pull?: number };
export type Kept = { name: string; commit: string; branch: string; pull?: number };
export type Plan = { keep: Kept[]; refused: string[]; merged: string[]; over: string[] };

/**
 * Which previews there should be: the heads of branches with a name we accept that `main` does
 * not contain yet, newest first, at most `limit` of them. A merged branch has no preview (its
 * change is on the live site); nor has one past the limit.
 */
export function planPreviews(heads: Head[], merged: (commit: string) => boolean, limit: number): Plan {
  const plan: Plan = { keep: [], refused: [], merged: [], over: [] };
  const candidates: (Head & { name: string })[] = [];
  for (const head of heads) {
    const name = head.pull === undefined ? previewName(head.branch) : pullPreviewName(head.pull);
    if (name === null) plan.refused.push(head.branch);
    else if (merged(head.commit)) plan.merged.push(name);
    else candidates.push({ ...head, name });
  }
  candidates.sort((a, b) => b.time - a.time || a.name.localeCompare(b.name));
  for (const [index, candidate] of candidates.entries()) {
    const { name, commit, branch, pull } = candidate;
    if (index < limit) plan.keep.push({ name, commit, branch, ...(pull === undefined ? {} : { pull }) });
    else plan.over.push(candidate.name);
  }
  return plan;
}

/** The branches the mirror fetched into refs/previews/, with their heads and the heads' times. */
function fetchHeads(mirror: string, repository: string): Head[] {
  run("git", [
    "-C",
    mirror,
    "fetch",
    "--quiet",
    "--no-tags",
    "--prune",
    repository,
    `+refs/heads/${PREVIEW_PREFIX}*:refs/previews/${PREVIEW_PREFIX}*`,
  ]);
  const listed = execFileSync(
    "git",
    [
      "-C",
      mirror,
      "for-each-ref",
      "--format=%(refname)%00%(objectname)%00%(committerdate:unix)",
      `refs/previews/${PREVIEW_PREFIX}`,
    ],
    { encoding: "utf8" },
  );
  return listed
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [ref = "", commit = "", time = "0"] = line.split("\0");
      return { branch: ref.replace(/^refs\/previews\//, ""), commit, time: Number(time) };
    });
}

const commitOf = (name: string) => {
  const file = join(layout.previews, name, ".commit");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : "";
};
const failedFile = (name: string) => join(layout.app, "failed-previews", name);

/**
 * The files `commit` changes against where it left `main`, for the preview's bar: only names of
 * plain characters (every content file's are), at most 500, joined by spaces.
 */
export function changedFiles(mirror: string, commit: string, main: string): string {
  if (!main) return "";
  const base = spawnSync("git", ["-C", mirror, "merge-base", main, commit], { encoding: "utf8" }).stdout.trim();
  if (!base) return "";
  const diff = spawnSync("git", ["-C", mirror, "diff", "--name-only", "--no-renames", base, commit], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  }).stdout;
  return diff
    .split("\n")
    .filter((file) => /^[A-Za-z0-9._/-]{1,300}$/.test(file))
    .slice(0, 500)
    .join(" ");
}

/**
 * Builds `commit` as the preview `name`, beside the one it replaces, then swaps them: a build that
 * fails leaves the previous preview (and everything else) as it was.
 */
function buildPreview(mirror: string, { name, commit, branch }: Kept, at: Date, changed: string) {
  const target = join(layout.previews, name);
  const partial = `${target}.partial`;
  const home = `${target}.home`;
  const scratch = `${target}.scratch`;
  for (const path of [partial, home, scratch]) rmSync(path, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  mkdirSync(home, { mode: 0o755 });
  mkdirSync(join(scratch, "tmp"), { recursive: true, mode: 0o700 });
  try {
    execFileSync("sh", ["-c", 'git -C "$1" archive --format=tar "$2" | tar -x -C "$3"', "sh", mirror, commit, partial]);
    writeFileSync(join(partial, ".commit"), `${commit}\n`);
    if (buildUser) run("chown", ["-R", "-h", `${buildUser}:${buildUser}`, partial, scratch]);
    if (env.SUMMIT_NODE_MODULES_FROM) symlinkSync(env.SUMMIT_NODE_MODULES_FROM, join(partial, "node_modules"));
    else build("npm", ["install"], partial, home, scratch);
    // SITE_PREVIEW: scheduled records shown and marked (ADR 043), noindex on every page. No API:
    // the forms go through their motions and send nothing, nothing is measured (the static
    // build's switches, src/lib/build-define.ts). SITE_BASE: the preview's own address.
    build("npm", ["run", "build"], partial, home, scratch, {
      SITE_PREVIEW: "1",
      SITE_BASE: previewPath(name),
      SITE_BUILD_NOW: at.toISOString(),
      INQUIRY_ENDPOINT: "",
      EVENTS_ENDPOINT: "",
      // The bar on each page: the branch, and what it changes (src/content/changed-pages.ts).
      SITE_PREVIEW_BRANCH: branch,
      SITE_PREVIEW_CHANGED: changed,
    });
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    for (const path of [home, scratch]) rmSync(path, { recursive: true, force: true });
  }
  // Root's, read-only to everyone else, and only the built pages are kept: a preview is served,
  // never run, so its sources and dependencies (a gigabyte each) have no reason to stay.
  run("chown", ["-R", "-h", "0:0", partial]);
  run("chmod", ["-R", "go-w", partial]);
  for (const entry of readdirSync(partial))
    if (entry !== "build") rmSync(join(partial, entry), { recursive: true, force: true });
  // Written again by root: the build could have left a symlink in its place, which the admin's
  // Previews tab would then read.
  writeFileSync(join(partial, ".commit"), `${commit}\n`);
  const old = `${target}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(partial, target);
  rmSync(old, { recursive: true, force: true });
}

/**
 * One pass: fetch the content branches (and the pull requests' heads, `pulls`), remove the previews no branch wants any more (merged,
 * deleted, past the limit), build the ones whose head is new. A build that fails is recorded with
 * its commit (not tried again until the branch moves) and reported, once per pass, through
 * `report` (the `preview` alert); the pass goes on with the other branches. Returns what failed,
 * and each build's outcome for the pull request's status (preview-status.ts).
 */
export function previewPass({
  mirror,
  repository,
  main,
  now,
  report,
  origin = null,
  pulls = [],
}: {
  mirror: string;
  repository: string;
  /** The commit of main just fetched: a branch it contains is merged. */
  main: string;
  now: number;
  report: (ok: boolean, reason?: string) => void;
  /** The editor's origin, where previews are served (PREVIEW_ORIGIN), for the status's link. */
  origin?: string | null;
  /** The pull requests to preview (preview-pulls.ts openPulls); "unknown" keeps theirs as they are. */
  pulls?: Pull[] | "unknown";
}): { failures: string[]; statuses: PreviewStatus[] } {
  const heads = [
    ...fetchHeads(mirror, repository),
    ...(pulls === "unknown" ? [] : fetchPullHeads(mirror, repository, pulls)),
  ];
  const merged = (commit: string) =>
    main !== "" &&
    spawnSync("git", ["-C", mirror, "merge-base", "--is-ancestor", commit, main], { stdio: "ignore" }).status === 0;
  const plan = planPreviews(heads, merged, previewLimit());
  // At most ten lines for them, however many such branches someone pushes.
  for (const branch of plan.refused.slice(0, 10))
    log(
      `preview: skipped the branch ${quoted(branch)}: a preview's name is letters, digits, ".", "_" and "-", at most 60, not pr-<number>`,
    );
  if (plan.refused.length > 10) log(`preview: skipped ${plan.refused.length - 10} more branches with such names`);
  for (const name of plan.over) log(`preview: ${name} is past PREVIEW_LIMIT (${previewLimit()}): not previewed`);

  mkdirSync(layout.previews, { recursive: true, mode: 0o755 });
  mkdirSync(join(layout.app, "failed-previews"), { recursive: true, mode: 0o755 });
  const wanted = new Set(plan.keep.map(({ name }) => name));
  // GitHub did not say which pull requests are open: theirs (built, or failed) stay as they are
  // until it does.
  if (pulls === "unknown")
    for (const folder of [layout.previews, join(layout.app, "failed-previews")])
      for (const entry of readdirSync(folder)) if (PULL_NAME.test(entry)) wanted.add(entry);
  for (const entry of readdirSync(layout.previews)) {
    if (wanted.has(entry)) continue;
    rmSync(join(layout.previews, entry), { recursive: true, force: true });
    // Leftovers of an interrupted build end in .partial/.home/.scratch/.old: no log line for those.
    if (!/\.(partial|home|scratch|old)$/.test(entry))
      log(
        `preview: removed ${entry} (${plan.merged.includes(entry) ? "merged into main" : PULL_NAME.test(entry) ? "its pull request is closed or not previewed" : "its branch is gone"})`,
      );
  }
  for (const entry of readdirSync(join(layout.app, "failed-previews")))
    if (!wanted.has(entry)) rmSync(failedFile(entry), { force: true });

  const failures: string[] = [];
  const statuses: PreviewStatus[] = [];
  for (const kept of plan.keep) {
    const { name, commit } = kept;
    const short = commit.slice(0, 7);
    if (commitOf(name) === commit) continue;
    if (existsSync(failedFile(name)) && readFileSync(failedFile(name), "utf8").trim() === commit) {
      log(`preview: ${name} is at ${short}, whose build failed before; waiting for a new commit`);
      continue;
    }
    log(`preview: building ${name} at ${short}`);
    try {
      buildPreview(mirror, kept, new Date(now), changedFiles(mirror, commit, main));
      rmSync(failedFile(name), { force: true });
      log(`preview: ${name} at ${short} is ready at ${previewPath(name)}`);
      statuses.push({ commit, ok: true, url: origin ? `${origin}${previewPath(name)}` : null });
    } catch (error) {
      writeFileSync(failedFile(name), `${commit}\n`);
      const what = kept.pull === undefined ? kept.branch : `pull request #${kept.pull} (${kept.branch})`;
      const reason = `the preview of ${what} at ${short} failed: ${error instanceof Error ? error.message : error}`;
      log(reason);
      failures.push(reason);
      statuses.push({ commit, ok: false, url: null });
    }
  }
  const stillFailing = readdirSync(join(layout.app, "failed-previews")).length > 0;
  if (failures.length > 0) report(false, failures.join("; "));
  else if (!stillFailing && existsSync(join(layout.app, "last-preview-error"))) report(true);
  return { failures, statuses };
}
