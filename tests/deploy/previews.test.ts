import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repo } from "./prefix.ts";
import { bare, env, get, git, installAndPublish, prefix, releaseSite, work } from "./release-site.ts";

/**
 * A preview per content branch (docs/decisions/046-previews-per-branch.md), on the server of
 * release-site.ts with auto-deploy from a bare repository and the deploy timer's job driven by
 * hand (SUMMIT_NOW): a pushed `content/*` branch is built as a preview beside the live release,
 * which keeps serving what it served; a merged branch's preview goes and its change goes live; a
 * branch whose build fails opens one `preview` alert and leaves the live site and the other
 * previews as they were; names a stranger could push build nothing.
 *
 * A commit's "build" copies this checkout's production build and adds what the test reads: the
 * About page's words as the branch has them (about-words.json) and the preview settings the
 * deployer handed the build (preview-env.txt). Each timer run costs a few seconds.
 */
releaseSite();

const about = "src/content/data/pages/about.json";
const previews = () => join(prefix, "srv/summit-cloud/previews");
const previewFile = (name: string, file: string) => join(previews(), name, "build/client", file);
const heading = (json: string) => (JSON.parse(json) as { intro: { title: string } }).intro.title;
const live = () => realpathSync(join(prefix, "srv/summit-cloud/current"));
const oldHeading = heading(readFileSync(join(repo, about), "utf8"));

/** What the timer's unit runs: the deployer's copy of auto-deploy.sh, at a driven clock. */
let clock = Date.parse("2026-12-01T09:00:00Z");
function timer() {
  clock += 5 * 60_000;
  return spawnSync(join(prefix, "usr/local/lib/summit-cloud/steps/auto-deploy.sh"), [], {
    env: { ...env, SUMMIT_NOW: new Date(clock).toISOString() },
    cwd: prefix,
    encoding: "utf8",
  });
}

/** Sets the build script of the checkout in `work` (the branch that is checked out). */
function setBuild(script: string) {
  const pkg = JSON.parse(readFileSync(join(work, "package.json"), "utf8"));
  pkg.scripts.build = script;
  writeFileSync(join(work, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
}
const goodBuild = `mkdir build && cp -R ${join(repo, "build")}/. build/ && cp ${about} build/client/about-words.json && echo "$SITE_PREVIEW $SITE_BASE" > build/client/preview-env.txt`;

function setHeading(title: string) {
  const words = JSON.parse(readFileSync(join(work, about), "utf8"));
  words.intro.title = title;
  writeFileSync(join(work, about), `${JSON.stringify(words, null, 2)}\n`);
}
const push = (...refs: string[]) => git("push", "--quiet", "--force", bare, ...refs);
const alerts = () => JSON.parse(readFileSync(join(prefix, "var/lib/summit-cloud/alerts.json"), "utf8"));

beforeAll(() => {
  setBuild(goodBuild);
  git("commit", "--quiet", "-am", "the site");
  installAndPublish();
  // Alerts on, to a channel that cannot be reached: an alert is opened and kept to be sent.
  appendFileSync(join(prefix, "etc/summit-cloud/env"), "ALERT_WEBHOOK_URL=http://127.0.0.1:9/alerts\n");
}, 400_000);

describe("a preview per content branch", () => {
  it("a pushed content branch that changes the About heading is built as a preview with its own base, while the live site keeps the old heading", async () => {
    const serving = live();
    git("checkout", "--quiet", "-b", "content/x");
    setHeading("Consultants Who Preview First");
    git("commit", "--quiet", "-am", "A new heading for About");
    push("content/x");

    const run = timer();
    expect(run.status, `${run.stderr}${run.stdout}`).toBe(0);
    expect(run.stdout).toContain("preview: x at");
    expect(heading(readFileSync(previewFile("x", "about-words.json"), "utf8"))).toBe("Consultants Who Preview First");
    // The build was told it is a preview and where it lives.
    expect(readFileSync(previewFile("x", "preview-env.txt"), "utf8").trim()).toBe("1 /preview/x/");
    // Only the built pages are kept, root's and read-only to everyone else.
    expect(readdirSync(join(previews(), "x")).sort()).toEqual([".commit", "build"]);
    const stat = statSync(previewFile("x", "about-words.json"));
    expect(`${stat.uid} ${stat.mode & 0o022}`).toBe("0 0");

    // The live site: the same release, the old heading, through nginx.
    expect(live()).toBe(serving);
    const served = await get("/about-words.json");
    expect(served.status).toBe(200);
    expect(heading(served.body)).toBe(oldHeading);
    // Nothing moved, nothing is rebuilt.
    const again = timer();
    expect(again.status).toBe(0);
    expect(again.stdout).not.toContain("preview: building");
  });

  it("a new commit on the branch rebuilds its preview at the next run", () => {
    setHeading("Consultants Who Preview Twice");
    git("commit", "--quiet", "-am", "Another heading for About");
    push("content/x");
    const run = timer();
    expect(run.status, run.stderr).toBe(0);
    expect(heading(readFileSync(previewFile("x", "about-words.json"), "utf8"))).toBe("Consultants Who Preview Twice");
  });

  it("branch names a stranger could push build nothing and run nothing", () => {
    // A name that ran in a shell would leave `owned` in the folder the timer runs in.
    // git refuses a space in a name; a shell reads $IFS as one.
    const space = ["$", "{IFS}"].join("");
    const evil = [
      `content/$(touch${space}owned)`,
      `content/\`touch${space}owned\``,
      `content/x;touch${space}owned`,
      // 300 characters is past what a file system lets git store as a ref; 240 is not.
      `content/${"a".repeat(240)}`,
      "content/a/../b",
      "content/nested/name",
      "content/-rf",
    ].filter((name) => spawnSync("git", ["check-ref-format", `refs/heads/${name}`]).status === 0);
    // git itself refuses `a/../b` (and a space): such a name could never reach the server.
    expect(evil.length).toBe(6);
    push(...evil.map((name) => `HEAD:refs/heads/${name}`));
    const run = timer();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.match(/preview: skipped the branch/g)?.length).toBe(evil.length);
    // Each log line stays short, whatever the name's length.
    for (const line of run.stdout.split("\n").filter((l) => l.includes("skipped the branch")))
      expect(line.length).toBeLessThan(220);
    expect(existsSync(join(prefix, "owned"))).toBe(false);
    expect(readdirSync(previews())).toEqual(["x"]);
    push(...evil.map((name) => `:refs/heads/${name}`));
  });

  it("a branch whose build fails opens one preview alert and leaves the live site and the other previews untouched", async () => {
    const serving = live();
    const previewBefore = readFileSync(previewFile("x", "about-words.json"), "utf8");
    git("checkout", "--quiet", "-b", "content/broken", "main");
    setBuild("echo 'src/content/data/pages/about.json: intro.title: Required' >&2 && exit 1");
    git("commit", "--quiet", "-am", "A change that breaks the build");
    push("content/broken");

    const run = timer();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("the preview of content/broken at");
    const state = alerts();
    expect(Object.keys(state.open)).toEqual(["preview"]);
    expect(state.open.preview.detail).toContain("the preview of content/broken");
    expect(existsSync(join(previews(), "broken"))).toBe(false);
    expect(readdirSync(previews())).toEqual(["x"]);
    expect(readFileSync(previewFile("x", "about-words.json"), "utf8")).toBe(previewBefore);
    expect(live()).toBe(serving);
    expect(heading((await get("/about-words.json")).body)).toBe(oldHeading);
    expect((await get("/api/health")).status).toBe(200);

    // Not tried again for the same commit; still one alert.
    const again = timer();
    expect(again.stdout).toContain("whose build failed before");
    expect(Object.keys(alerts().open)).toEqual(["preview"]);

    // Deleting the branch removes its record, and the alert is resolved.
    push(":refs/heads/content/broken");
    const resolved = timer();
    expect(resolved.status, resolved.stderr).toBe(0);
    expect(Object.keys(alerts().open)).toEqual([]);
  });

  it("merging the branch deploys its change and removes its preview at the next run", async () => {
    git("checkout", "--quiet", "main");
    git("merge", "--quiet", "--no-ff", "-m", "Merge content/x", "content/x");
    push("main");
    const run = timer();
    expect(run.status, `${run.stderr}${run.stdout}`).toBe(0);
    expect(run.stdout).toContain("removed x (merged into main)");
    expect(heading((await get("/about-words.json")).body)).toBe("Consultants Who Preview Twice");
    expect(readdirSync(previews())).toEqual([]);
  });
});
