import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import https from "node:https";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPeople } from "../../server/admin/people.ts";
import { openStore } from "../../server/inquiries/store.ts";
import { validValues } from "../../server/test/helpers.ts";
import { githubStandIn } from "./github-stand-in.ts";
import { repo } from "./prefix.ts";
import {
  bare,
  dir,
  env,
  get,
  git,
  installAndPublish,
  prefix,
  release,
  releaseSite,
  tls,
  work,
} from "./release-site.ts";

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
 *
 * The editor's server block (deploy/steps/editor.sh, deploy/nginx-editor.conf) is in the test's
 * nginx as editor.localhost on the site's loopback ports: previews are asked for there, as a
 * browser would, with the cookies the way in gives.
 *
 * Pull requests' previews ask a stand-in for GitHub's API (github-stand-in.ts), which answers the
 * list of open pull requests the test gives it and keeps every request; the bare repository holds
 * refs/pull/<number>/head as GitHub keeps them.
 */
releaseSite();

const about = "src/content/data/pages/about.json";
const previews = () => join(prefix, "srv/summit-cloud/previews");
const previewFile = (name: string, file: string) => join(previews(), name, "build/client", file);
const heading = (json: string) => (JSON.parse(json) as { intro: { title: string } }).intro.title;
const live = () => realpathSync(join(prefix, "srv/summit-cloud/current"));
const oldHeading = heading(readFileSync(join(repo, about), "utf8"));

/** GitHub's API as the deployer is told it: nothing listens there until the stand-in starts. */
let githubApi = "http://127.0.0.1:9";

/** What the timer's unit runs: the deployer's copy of auto-deploy.sh, at a driven clock. */
let clock = Date.parse("2026-12-01T09:00:00Z");
function timer() {
  clock += 5 * 60_000;
  return spawnSync(join(prefix, "usr/local/lib/summit-cloud/steps/auto-deploy.sh"), [], {
    env: { ...env, SUMMIT_NOW: new Date(clock).toISOString(), SUMMIT_GITHUB_API: githubApi },
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
// The build also leaves symlinks where a careless server would follow them (.commit, a page).
const goodBuild = `mkdir build && cp -R ${join(repo, "build")}/. build/ && ln -sf /etc/hostname build/client/leak.txt && rm -f .commit && ln -s /etc/hostname .commit && cp ${about} build/client/about-words.json && echo "$SITE_PREVIEW $SITE_BASE inquiries:\${INQUIRY_ENDPOINT-unset} events:\${EVENTS_ENDPOINT-unset}" > build/client/preview-env.txt && echo "$SITE_PREVIEW_BRANCH: $SITE_PREVIEW_CHANGED" > build/client/preview-changes.txt`;

function setHeading(title: string) {
  const words = JSON.parse(readFileSync(join(work, about), "utf8"));
  words.intro.title = title;
  writeFileSync(join(work, about), `${JSON.stringify(words, null, 2)}\n`);
}
const push = (...refs: string[]) => git("push", "--quiet", "--force", bare, ...refs);
const alerts = () => JSON.parse(readFileSync(join(prefix, "var/lib/summit-cloud/alerts.json"), "utf8"));

const httpsPort = Number(process.env.DEPLOY_TEST_PORT ?? 8580) + 1;
const editorHost = `editor.localhost:${httpsPort}`;
const adminHost = `localhost:${httpsPort}`;
const database = () => join(prefix, "var/lib/summit-cloud/inquiries.db");

/** A request through nginx to `host` (the site's or the editor's server block), as a browser sends it. */
function ask(
  host: string,
  path: string,
  { cookie = "", method = "GET", body = "" }: { cookie?: string; method?: string; body?: string } = {},
): Promise<{ status: number; body: string; location: string; setCookie: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: httpsPort,
        path,
        method,
        servername: host.split(":")[0],
        headers: {
          Host: host,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body ? { "Content-Type": "application/json", Origin: `https://${host}` } : {}),
        },
        ca: readFileSync(join(tls, "ca.crt")),
        // The test CA's certificate names localhost; the editor's name rides on the same one.
        checkServerIdentity: () => undefined,
        agent: false,
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            location: String(response.headers.location ?? ""),
            setCookie: (response.headers["set-cookie"] ?? []).join("\n"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A signed-in session of `role` in the site's database, as a passkey sign-in leaves it. */
function sessionOf(role: "owner" | "marketing" | "sales") {
  const store = openStore(database());
  const people = openPeople(store.database);
  const email = `${role}@summit.test`;
  const person = people.byEmail(email) ?? people.invite(email, role, Date.now()).person;
  const id = people.startSession(person.id, Date.now());
  store.database.close();
  execFileSync("chown", [
    "summit:summit",
    ...readdirSync(join(prefix, "var/lib/summit-cloud"))
      .filter((f) => f.startsWith("inquiries.db"))
      .map((f) => join(prefix, "var/lib/summit-cloud", f)),
  ]);
  return `__Host-summit-admin=${id}`;
}

/** The way into a preview page as a signed-in person: the admin's link, the ticket, the editor host's cookie. */
async function enterAs(adminCookie: string, path: string) {
  const opened = await ask(adminHost, `/admin/previews/open/${path}`, { cookie: adminCookie });
  expect(opened.status, opened.body).toBe(303);
  const toEditor = new URL(opened.location);
  expect(toEditor.host).toBe(editorHost);
  const entered = await ask(editorHost, `${toEditor.pathname}${toEditor.search}`);
  expect(entered.status, entered.body).toBe(303);
  return { location: entered.location, cookie: entered.setCookie.split(";")[0] ?? "" };
}

beforeAll(() => {
  setBuild(goodBuild);
  git("commit", "--quiet", "-am", "the site");
  installAndPublish();
  const settings = join(prefix, "etc/summit-cloud/env");
  // Alerts on, to a channel that cannot be reached: an alert is opened and kept to be sent.
  appendFileSync(settings, "ALERT_WEBHOOK_URL=http://127.0.0.1:9/alerts\n");
  // The admin and the previews on the test's ports; the server reads them at its next start.
  writeFileSync(
    settings,
    `${readFileSync(settings, "utf8").replace(/^ADMIN_ORIGIN=.*$/m, "")}ADMIN_ORIGIN=https://${adminHost}\nPREVIEW_ORIGIN=https://${editorHost}\nPREVIEWS_DIR=${join(prefix, "srv/summit-cloud/previews")}\n`,
  );
  // The editor's server block, by its own step, with the test CA's certificate as its own.
  const live = join(prefix, "etc/letsencrypt/live/editor.localhost");
  mkdirSync(live, { recursive: true });
  copyFileSync(join(tls, "localhost.crt"), join(live, "fullchain.pem"));
  copyFileSync(join(tls, "localhost.key"), join(live, "privkey.pem"));
  const editor = spawnSync(join(prefix, "usr/local/lib/summit-cloud/steps/editor.sh"), [], {
    env: {
      ...env,
      SUMMIT_EDITOR_DOMAIN: "editor.localhost",
      EDITOR_HTTP_LISTEN: `127.0.0.1:${httpsPort - 1}`,
      EDITOR_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
      // The editor's own server is not started here: its upstream answers nothing.
      EDITOR_PORT: "9",
    },
    encoding: "utf8",
  });
  if (editor.status !== 0) throw new Error(`editor.sh: ${editor.stderr}${editor.stdout}`);
  const conf = env.SUMMIT_NGINX_CONF;
  writeFileSync(
    conf,
    readFileSync(conf, "utf8").replace(
      /(include [^;]*summit-cloud\.conf;)/,
      `$1\n    include ${join(prefix, "etc/nginx/sites-available/summit-cloud-editor.conf")};`,
    ),
  );
  // A deploy of the same commit starts the server with those settings and reloads nginx.
  const deployed = release("deploy", "--source", bare, "--ref", "main", "--force");
  if (deployed.status !== 0) throw new Error(`deploy: ${deployed.stderr}${deployed.stdout}`);
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
    // The build was told it is a preview, where it lives, and that it has no API to send to.
    expect(readFileSync(previewFile("x", "preview-env.txt"), "utf8").trim()).toBe("1 /preview/x/ inquiries: events:");
    // The bar's facts: the branch, and the files it changes against main.
    expect(readFileSync(previewFile("x", "preview-changes.txt"), "utf8").trim()).toBe(`content/x: ${about}`);
    // Only the built pages are kept, root's and read-only to everyone else.
    expect(readdirSync(join(previews(), "x")).sort()).toEqual([".commit", "build"]);
    const stat = statSync(previewFile("x", "about-words.json"));
    expect(`${stat.uid} ${stat.mode & 0o022}`).toBe("0 0");

    // The live site: the same release (whose build left a symlink for .commit too: the deployer's
    // own is what it reads), the old heading, through nginx.
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

  it("is served on the editor's host to a signed-in marketer only: an anonymous request is sent to the sign-in page", async () => {
    // Anonymous: sent to the admin, whose answer is its sign-in page.
    const anonymous = await ask(editorHost, "/preview/x/about/");
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toBe(`https://${adminHost}/admin/previews/open/x/about/`);
    const signIn = await ask(adminHost, "/admin/previews/open/x/about/");
    expect(signIn.status).toBe(401);
    expect(signIn.body).toMatch(/<h1[^>]*>[^<]*Sign in/i);
    expect((await ask(editorHost, "/preview/x/about-words.json")).status).toBe(303);

    // A marketer: the admin's link, then the preview's page and its words, the branch's.
    const { location, cookie } = await enterAs(sessionOf("marketing"), "x/about/");
    expect(location).toBe("/preview/x/about/");
    expect(cookie).toMatch(/^__Host-summit-preview=/);
    const about = await ask(editorHost, "/preview/x/about/", { cookie });
    expect(about.status).toBe(200);
    expect(about.body).toContain("<h1");
    // Its links, scripts and styles stay inside the preview.
    expect(about.body).toContain('href="/preview/x/contact');
    expect(about.body).toMatch(/src="\/preview\/x\/_astro\/[^"]+\.js"/);
    expect(about.body).not.toMatch(/(href|src)="\/(?!preview\/x\/)/);
    const words = await ask(editorHost, "/preview/x/about-words.json", { cookie });
    expect(heading(words.body)).toBe("Consultants Who Preview Twice");
    // The live site, meanwhile, has the old words.
    expect(heading((await get("/about-words.json")).body)).toBe(oldHeading);
    // A symlink the build left is not followed, and .commit is the deployer's own.
    const leak = await ask(editorHost, "/preview/x/leak.txt", { cookie });
    expect(leak.status).toBe(404);
    expect(leak.body).not.toContain(readFileSync("/etc/hostname", "utf8").trim());
    expect(readFileSync(join(previews(), "x/.commit"), "utf8").trim()).toMatch(/^[0-9a-f]{40}$/);
    // Another preview's name, or a path out of the folder, is nothing.
    expect((await ask(editorHost, "/preview/nothing/", { cookie })).status).toBe(404);
    expect((await ask(editorHost, "/preview/x/../../../etc/passwd", { cookie })).status).not.toBe(200);

    // The editor's Preview button names the whole branch (keystatic.config.ts).
    const fromEditor = await ask(editorHost, "/preview/content/x/about/", { cookie });
    expect(fromEditor.status).toBe(302);
    expect(fromEditor.location).toMatch(/\/preview\/x\/about\/$/);

    // Sales may not: the same way in ends at the admin's refusal.
    expect((await ask(adminHost, "/admin/previews/open/x/about/", { cookie: sessionOf("sales") })).status).toBe(403);
  });

  it("a form sent on a preview stores no lead", async () => {
    const { cookie } = await enterAs(sessionOf("marketing"), "x/contact/");
    const leads = () => {
      const store = openStore(database());
      const { n } = store.database.prepare("SELECT count(*) AS n FROM inquiries").get() as { n: number };
      store.database.close();
      return n;
    };
    const before = leads();
    const body = JSON.stringify({ form: "contact", values: validValues.contact, fillMs: 5000, honeypot: "" });
    // The preview's build has no API (INQUIRY_ENDPOINT empty): its forms send nothing. Sent anyway,
    // to the editor's host or inside the preview, it reaches no inquiry endpoint.
    for (const path of ["/api/inquiries", "/preview/x/api/inquiries"]) {
      const sent = await ask(editorHost, path, { cookie, method: "POST", body });
      expect(sent.status, path).toBeGreaterThanOrEqual(400);
    }
    expect(leads()).toBe(before);
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

  it("keeps at most PREVIEW_LIMIT previews, the newest heads, and removes the oldest", () => {
    appendFileSync(join(prefix, "etc/summit-cloud/install.conf"), "PREVIEW_LIMIT=2\n");
    // Three branches whose heads are an hour apart, oldest first.
    for (const [index, name] of ["old", "middle", "new"].entries()) {
      git("checkout", "--quiet", "-B", `content/${name}`, "main");
      setHeading(`A heading from ${name}`);
      execFileSync(
        "git",
        ["-c", "user.name=Test", "-c", "user.email=test@summit.test", "commit", "--quiet", "-am", `The ${name} branch`],
        { cwd: work, env: { ...env, GIT_COMMITTER_DATE: `2026-12-01T0${index + 1}:00:00Z` } },
      );
      push(`content/${name}`);
    }
    git("checkout", "--quiet", "main");
    const run = timer();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("old is past PREVIEW_LIMIT (2)");
    expect(readdirSync(previews()).sort()).toEqual(["middle", "new"]);
    expect(heading(readFileSync(previewFile("new", "about-words.json"), "utf8"))).toBe("A heading from new");
  });
});

describe("a preview per pull request from a branch of the repository", () => {
  const token = "github_pat_0123456789abcdefghij";
  const tokenFile = join(prefix, "etc/summit-cloud/github-token");
  const mirror = join(prefix, "srv/summit-cloud/repo.git");
  let standIn: Awaited<ReturnType<typeof githubStandIn>> | null = null;
  const requests = () => standIn?.requests() ?? [];
  const pullsAsked = () => requests().filter(({ method, url }) => method === "GET" && url.includes("/pulls"));
  const answer = (body: unknown, status = 200) => standIn?.answer(body, status);
  const pullOf = (number: number, ref: string, sha: string, from: string | null) => ({
    number,
    state: "open",
    head: { ref, sha, repo: from === null ? null : { full_name: from } },
  });
  const revParse = (ref: string) => git("rev-parse", ref).trim();
  const pullRefs = () =>
    execFileSync("git", ["-C", mirror, "for-each-ref", "--format=%(refname)", "refs/previews/pull/"], {
      encoding: "utf8",
    }).trim();
  let ours = "";
  let theirs = "";
  let listed: unknown[] = [];

  beforeAll(async () => {
    standIn = await githubStandIn(join(dir, "github"));
    githubApi = standIn.api;
    writeFileSync(tokenFile, `${token}\n`, { mode: 0o600 });
    // The previous tests' branches go, and the limit is the default again.
    push(":refs/heads/content/old", ":refs/heads/content/middle", ":refs/heads/content/new");
    appendFileSync(join(prefix, "etc/summit-cloud/install.conf"), "PREVIEW_LIMIT=5\n");

    // A branch of the repository itself, with its pull request #7 (GitHub keeps refs/pull/7/head).
    git("checkout", "--quiet", "-B", "feature/pricing-words", "main");
    setHeading("Priced In A Pull Request");
    git("commit", "--quiet", "-am", "A heading from a pull request");
    push("feature/pricing-words");
    ours = revParse("HEAD");
    git("--git-dir", bare, "update-ref", "refs/pull/7/head", ours);
    // A fork's pull request #8: its head is in the repository only as refs/pull/8/head.
    git("checkout", "--quiet", "-B", "fork-work", "main");
    setHeading("A Stranger's Heading");
    git("commit", "--quiet", "-am", "A heading from a fork");
    theirs = revParse("HEAD");
    push("HEAD:refs/pull/8/head");
    git("checkout", "--quiet", "main");
    listed = [
      pullOf(7, "feature/pricing-words", ours, "acme/summit-site"),
      pullOf(8, "feature/pricing-words", theirs, "stranger/summit-site"),
    ];
    answer(listed);
  });
  afterAll(() => {
    standIn?.stop();
    rmSync(tokenFile, { force: true });
  });

  it("with the setting off, an open pull request builds nothing and GitHub is not asked", () => {
    const run = timer();
    expect(run.status, `${run.stderr}${run.stdout}`).toBe(0);
    expect(pullsAsked()).toEqual([]);
    expect(run.stdout).not.toContain("pr-7");
    expect(run.stdout).not.toContain("preview: pull requests");
    expect(readdirSync(previews())).toEqual([]);
    expect(pullRefs()).toBe("");
  });

  it("with PREVIEW_PULL_REQUESTS=1, the pull request from a branch of the repository is previewed at /preview/pr-7/ and gets its status; the fork's is not built", async () => {
    appendFileSync(
      join(prefix, "etc/summit-cloud/install.conf"),
      "PREVIEW_PULL_REQUESTS=1\nGITHUB_REPOSITORY=acme/summit-site\n",
    );
    // A content branch that would take the pull request's name.
    git("checkout", "--quiet", "-B", "content/pr-7", "main");
    setHeading("A Content Branch Posing As Pull Request 7");
    git("commit", "--quiet", "-am", "A content branch named like a pull request");
    push("content/pr-7");
    git("checkout", "--quiet", "main");

    const run = timer();
    expect(run.status, `${run.stderr}${run.stdout}`).toBe(0);
    expect(run.stdout).toContain(`preview: pr-7 at ${ours.slice(0, 7)} is ready at /preview/pr-7/`);
    expect(run.stdout).toContain("not previewed, from a fork: pull request #8");
    expect(run.stdout).toMatch(/preview: skipped the branch "content\/pr-7": .*not pr-<number>/);
    expect(readdirSync(previews())).toEqual(["pr-7"]);
    expect(heading(readFileSync(previewFile("pr-7", "about-words.json"), "utf8"))).toBe("Priced In A Pull Request");
    expect(readFileSync(previewFile("pr-7", "preview-env.txt"), "utf8").trim()).toBe(
      "1 /preview/pr-7/ inquiries: events:",
    );
    // The bar names the pull request's branch.
    expect(readFileSync(previewFile("pr-7", "preview-changes.txt"), "utf8").trim()).toBe(
      `feature/pricing-words: ${about}`,
    );
    expect(readFileSync(join(previews(), "pr-7/.commit"), "utf8").trim()).toBe(ours);
    // Only the same repository's head was fetched.
    expect(pullRefs()).toBe("refs/previews/pull/7");

    // GitHub was asked once, as its API wants, with root's token.
    expect(pullsAsked()).toEqual([
      expect.objectContaining({
        url: "/repos/acme/summit-site/pulls?state=open&per_page=100",
        authorization: `Bearer ${token}`,
        accept: "application/vnd.github+json",
      }),
    ]);
    // The pull request's head has its status and link; the fork's head has none.
    const statuses = requests().filter(({ method }) => method === "POST");
    expect(statuses.map(({ url }) => url)).toEqual([`/repos/acme/summit-site/statuses/${ours}`]);
    expect(JSON.parse(statuses[0]?.body ?? "{}")).toMatchObject({
      state: "success",
      context: "summit/preview",
      target_url: `https://${editorHost}/preview/pr-7/`,
    });

    // Served on the editor's host to a marketer, as the content branches' are.
    const { cookie } = await enterAs(sessionOf("marketing"), "pr-7/about/");
    const words = await ask(editorHost, "/preview/pr-7/about-words.json", { cookie });
    expect(words.status).toBe(200);
    expect(heading(words.body)).toBe("Priced In A Pull Request");
    push(":refs/heads/content/pr-7");
  });

  it("a GitHub error is one journal line: the pull request's preview stays and the content branches' go on", () => {
    answer({ message: "Server Error" }, 500);
    git("checkout", "--quiet", "-B", "content/y", "main");
    setHeading("Content Goes On");
    git("commit", "--quiet", "-am", "A content change while GitHub is down");
    push("content/y");
    git("checkout", "--quiet", "main");

    const run = timer();
    expect(run.status, `${run.stderr}${run.stdout}`).toBe(0);
    expect(run.stdout.match(/preview: pull requests not looked at this time: GitHub answered 500/g)?.length).toBe(1);
    expect(readdirSync(previews()).sort()).toEqual(["pr-7", "y"]);
    expect(heading(readFileSync(previewFile("y", "about-words.json"), "utf8"))).toBe("Content Goes On");
    expect(heading(readFileSync(previewFile("pr-7", "about-words.json"), "utf8"))).toBe("Priced In A Pull Request");
    expect(Object.keys(alerts().open)).toEqual([]);
    push(":refs/heads/content/y");
  });

  it("closing the pull request (GitHub no longer lists it) removes its preview and its fetched head", () => {
    answer([]);
    const run = timer();
    expect(run.status, `${run.stderr}${run.stdout}`).toBe(0);
    expect(run.stdout).toContain("preview: removed pr-7 (its pull request is closed");
    expect(readdirSync(previews())).toEqual([]);
    expect(pullRefs()).toBe("");
  });

  it("without root's token, one journal line says why and nothing of the pull requests is built", () => {
    answer(listed);
    rmSync(tokenFile);
    const asked = pullsAsked().length;
    const run = timer();
    expect(run.status, `${run.stderr}${run.stdout}`).toBe(0);
    expect(run.stdout.match(/pull requests are not previewed: no GitHub token/g)?.length).toBe(1);
    expect(pullsAsked().length).toBe(asked);
    expect(readdirSync(previews())).toEqual([]);
  });
});
