import { execFileSync, spawn, spawnSync } from "node:child_process";
import { appendFileSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import https from "node:https";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAt, filesMentioning, moment, scheduledCheckout, scheduledSlug } from "../built/scheduled-site.ts";
import {
  bare,
  env,
  failures,
  get,
  git,
  installAndPublish,
  prefix,
  releaseSite,
  tls,
  underLoad,
  work,
} from "./release-site.ts";

/**
 * Scheduled publishing on a server (docs/decisions/043-scheduled-publishing.md), on the server of
 * release-site.ts with auto-deploy from a bare repository and the deployer's clock driven
 * (SUMMIT_NOW): an article scheduled 2 minutes after the live release was built is on no page,
 * feed, sitemap or search index; once the clock has passed its moment, one run of the timer's job
 * rebuilds the live commit and it is in all four, with no request failing meanwhile. A scheduled
 * rebuild that fails opens its own alert and leaves the live site as it was.
 *
 * A commit's "build" stands for `npm run build` at the clock the deployer hands it
 * (SITE_BUILD_NOW): it copies one of two real builds of a scratch copy with the article scheduled,
 * made beforehand at a moment before and at the article's (tests/built/scheduled-site.ts).
 */
releaseSite();

const iso = (at: number) => new Date(at).toISOString();
const article = `/blog/${scheduledSlug}`;
const live = () => realpathSync(join(prefix, "srv/summit-cloud/current"));
const releases = () => readdirSync(join(prefix, "srv/summit-cloud/releases")).filter((name) => /^\d{14}-/.test(name));

function getBytes(path: string): Promise<Buffer> {
  const port = Number(process.env.DEPLOY_TEST_PORT ?? 8580) + 1;
  return new Promise((resolve, reject) => {
    https
      .get(`https://127.0.0.1:${port}${path}`, { ca: readFileSync(join(tls, "ca.crt")), agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

/** The timer's job without blocking this process, so the load it measures keeps running. */
function timerAtInBackground(at: number): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(timerJob(), [], { env: { ...env, SUMMIT_NOW: iso(at) } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** What the timer's unit runs: the deployer's copy of auto-deploy.sh (root's, installed by install.sh). */
const timerJob = () => join(prefix, "usr/local/lib/summit-cloud/steps/auto-deploy.sh");

/** One run of the deploy timer's job at the driven clock. */
function timerAt(at: number) {
  return spawnSync(timerJob(), [], {
    env: { ...env, SUMMIT_NOW: iso(at) },
    encoding: "utf8",
  });
}

/** A commit whose build is `before` until `switchAt`, then `after` (or a failure when `after` is null). */
function commitBuild(builds: string, switchAt: number, after: string | null) {
  const pkg = JSON.parse(readFileSync(join(work, "package.json"), "utf8"));
  const seconds = Math.floor(switchAt / 1000);
  const later = after === null ? "echo 'the build failed' >&2 && exit 1" : `cp -R ${join(builds, after)}/. build/`;
  pkg.scripts.build = `mkdir build && if [ "$(date -u -d "$SITE_BUILD_NOW" +%s)" -lt ${seconds} ]; then cp -R ${join(builds, "before")}/. build/; else ${later}; fi`;
  writeFileSync(join(work, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  git("commit", "--quiet", "-am", after === null ? "a build that fails once its moment has come" : "the site");
  return git("rev-parse", "HEAD");
}

/** Where the article is on the live site: /blog, the feed, the sitemap and the search index, through nginx. */
async function whereServed() {
  const found: string[] = [];
  for (const path of ["/blog", "/rss.xml", "/sitemap.xml"])
    if ((await get(path)).body.includes(article)) found.push(path);
  // The search index's fragments that name it, each fetched as the browser's search would.
  for (const fragment of filesMentioning(join(live(), "build/client/pagefind"), article)) {
    if (
      gunzipSync(await getBytes(`/pagefind/${fragment}`))
        .toString("utf8")
        .includes(article)
    )
      found.push("search");
  }
  return [...new Set(found)];
}

let builds = "";
beforeAll(() => {
  const site = scheduledCheckout();
  builds = dirname(site);
  buildAt(site, iso(moment - 120_000), join(builds, "before"));
  buildAt(site, iso(moment), join(builds, "after"));
  // The build user copies them.
  execFileSync("chmod", ["-R", "a+rX", builds]);
  // The first deploy at the driven clock: the article's moment is 2 minutes ahead.
  (env as Record<string, string>).SUMMIT_NOW = iso(moment - 120_000);
  commitBuild(builds, moment, "after");
  installAndPublish();
}, 400_000);

describe("scheduled publishing on the server", () => {
  it("an article 2 minutes ahead is on no page, feed, sitemap or search index, and a run before its moment changes nothing", async () => {
    expect(await whereServed()).toEqual([]);
    expect((await get(article)).status).toBe(404);
    expect(JSON.parse(readFileSync(join(live(), "build/schedule.json"), "utf8")).next).toBe(iso(moment));
    const first = releases();
    const early = timerAt(moment - 60_000);
    expect(early.status, early.stderr).toBe(0);
    expect(early.stdout).toContain("already live");
    expect(releases()).toEqual(first);
  });

  it("once the clock has passed its moment, one run of the timer's job publishes it everywhere, and the site answers throughout", async () => {
    const commit = readFileSync(join(live(), ".commit"), "utf8").trim();
    let run: Awaited<ReturnType<typeof timerAtInBackground>> | undefined;
    const results = await underLoad(async () => {
      run = await timerAtInBackground(moment + 60_000);
    });
    expect(run?.status, `${run?.stderr}${run?.stdout}`).toBe(0);
    expect(run?.stdout).toContain(`what was scheduled for ${iso(moment)} is due`);
    for (const count of failures(results)) {
      expect(count.requests).toBeGreaterThan(50);
      expect(count).toMatchObject({ errors: 0, timeouts: 0, non2xx3xx: 0 });
    }
    expect(await whereServed()).toEqual(["/blog", "/rss.xml", "/sitemap.xml", "search"]);
    expect((await get(article)).status).toBe(200);
    // The same commit, built again; nothing more is waiting, so the next run does nothing.
    expect(readFileSync(join(live(), ".commit"), "utf8").trim()).toBe(commit);
    const after = releases();
    expect(timerAt(moment + 120_000).stdout).toContain("already live");
    expect(releases()).toEqual(after);
  }, 240_000);

  it("a scheduled rebuild that fails opens its own alert, keeps the live site as it was, and is not retried for that moment", async () => {
    // A new commit whose build waits for a moment 30 minutes on, and fails once it has come.
    const next = moment + 30 * 60_000;
    commitBuild(builds, next, null);
    const scheduleAhead = `{"builtAt":"","preview":false,"next":"${iso(next)}","scheduled":[]}`;
    const pkg = JSON.parse(readFileSync(join(work, "package.json"), "utf8"));
    pkg.scripts.build = pkg.scripts.build.replace(
      `cp -R ${join(builds, "before")}/. build/;`,
      `cp -R ${join(builds, "after")}/. build/ && echo '${scheduleAhead}' > build/schedule.json;`,
    );
    writeFileSync(join(work, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
    git("commit", "--quiet", "-am", "the site, with something scheduled for later");
    git("push", "--quiet", bare, "main");
    const deployed = timerAt(moment + 10 * 60_000);
    expect(deployed.status, deployed.stderr).toBe(0);
    const serving = live();
    // Alerts on, to a channel that cannot be reached: the alert is opened and kept to be sent.
    appendFileSync(join(prefix, "etc/summit-cloud/env"), "ALERT_WEBHOOK_URL=http://127.0.0.1:9/alerts\n");

    const failed = timerAt(next + 60_000);
    expect(failed.status).toBe(75);
    expect(failed.stderr).toContain("the live release is unchanged");
    const state = JSON.parse(readFileSync(join(prefix, "var/lib/summit-cloud/alerts.json"), "utf8"));
    expect(Object.keys(state.open)).toEqual(["schedule"]);
    expect(state.open.schedule.detail).toContain(`what was scheduled at ${iso(next)} failed`);
    expect(live()).toBe(serving);
    expect((await get(article)).status).toBe(200);
    expect((await get("/api/health")).status).toBe(200);
    const again = timerAt(next + 6 * 60_000);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("failed before");
  }, 240_000);
});
