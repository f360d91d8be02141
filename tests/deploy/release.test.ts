import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Releases as a server sees them, without a failed request (docs/decisions/017-going-live.md): the
 * installer's steps lay out a throwaway PREFIX, nginx serves the production template rendered by
 * deploy/render-nginx.ts with TLS on loopback, and deploy/release.ts deploys commits of a local
 * repository. The Node servers start as their unit says (the same command and environment), since
 * systemd is not running here. Under autocannon load through nginx a switch and a rollback fail no
 * request; auto-deploy from a bare repository deploys a new commit of main and refuses one whose
 * build fails.
 *
 * Each commit's "build" links this checkout's production build (`npm run build` first) and writes
 * a marker file, so a deploy takes seconds and the test can tell which release answers.
 */
const repo = process.cwd();
const node = join(repo, "node_modules/.bin/node");
const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
const basePort = Number(process.env.DEPLOY_TEST_PORT ?? 8580);
const httpPort = basePort;
const httpsPort = basePort + 1;
const nodePorts = [basePort + 2, basePort + 3];
const origin = `https://127.0.0.1:${httpsPort}`;

const dir = mkdtempSync(join(tmpdir(), "summit-release-"));
const prefix = join(dir, "root");
const work = join(dir, "work");
const bare = join(dir, "site.git");
const nginxDir = join(dir, "nginx");
const tls = join(dir, "tls");

const env = {
  ...process.env,
  PREFIX: prefix,
  SUMMIT_SYSTEM: "",
  SUMMIT_NODE_PORTS: nodePorts.join(","),
  SUMMIT_NODE_MODULES_FROM: join(repo, "node_modules"),
  SUMMIT_NGINX_PREFIX: `${nginxDir}/`,
  SUMMIT_NGINX_CONF: join(nginxDir, "nginx.conf"),
  SUMMIT_NGINX_BIN: nginx,
  // As on a server (ADR 024): builds as their own user, migrations as the service's. systemd is
  // not running here, so setpriv switches user (with the same scrubbed environment) instead of a
  // systemd-run sandbox.
  SUMMIT_BUILD_USER: "summit-build",
  SUMMIT_SERVICE_USER: "summit",
  // install.sh's toolchain step downloads Node and npm once per machine, checked every time.
  SUMMIT_TOOLCHAIN_CACHE: join(tmpdir(), "summit-toolchain-cache"),
  // The server's own `node` and `npm` fail loudly: installs, builds and the deployer use the
  // toolchain's (ADR 024), never what is on PATH.
  PATH: `${join(dir, "failing-bin")}:${process.env.PATH}`,
};

function sh(command: string, args: string[], cwd = dir) {
  return execFileSync(command, args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}
function git(...args: string[]) {
  return sh("git", ["-c", "user.name=Test", "-c", "user.email=test@summit.test", ...args], work).trim();
}
/** A commit whose build links the checkout's build and marks it, or fails when `marker` is null. */
function commitRelease(marker: string | null, signingKey?: string, extra?: string) {
  const pkg = JSON.parse(readFileSync(join(work, "package.json"), "utf8"));
  pkg.scripts.build =
    marker === null
      ? "echo 'src/content/data/pages/home.json: title: Required' >&2 && exit 1"
      : `mkdir build && cp -R ${join(repo, "build")}/. build/ && rm build/client/release.txt 2>/dev/null; echo ${marker} > build/client/release.txt${extra ? ` && ${extra}` : ""}`;
  writeFileSync(join(work, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  const sign = signingKey
    ? ["-c", "gpg.format=ssh", "-c", `user.signingkey=${signingKey}`, "commit", "-S"]
    : ["commit"];
  git(...sign, "--quiet", "-am", `release ${marker ?? "with a broken build"}`);
  return git("rev-parse", "HEAD");
}
function release(...args: string[]) {
  return spawnSync(node, [join(repo, "deploy/release.ts"), ...args], { env, encoding: "utf8" });
}
/** GET over HTTPS, trusting the test's CA. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(`${origin}${path}`, { ca: readFileSync(join(tls, "ca.crt")), agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}
async function served(): Promise<string> {
  const { status, body } = await get("/release.txt");
  return status === 200 ? body.trim() : `status ${status}`;
}

/** The deploy's last-run stamp, which the alert unit writes as the service user. */
function deployStamp() {
  const file = join(prefix, "var/lib/summit-cloud/last-run/deploy.json");
  expect(statSync(file).uid).toBe(Number(execFileSync("id", ["-u", "summit"], { encoding: "utf8" })));
  return JSON.parse(readFileSync(file, "utf8"));
}

/** autocannon through nginx (a page and the Node server's health) while `during` runs. */
async function underLoad(during: () => Promise<void> | void) {
  const load = (path: string) => autocannon({ url: `${origin}${path}`, connections: 4, duration: 120, timeout: 10 });
  const runs = [load("/about"), load("/api/health")];
  // Let the load reach its pace before the switch, without a fixed sleep.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && readFileSync(join(nginxDir, "access.log"), "utf8").split("\n").length < 200)
    await new Promise((done) => setTimeout(done, 50));
  await during();
  for (const run of runs) (run as unknown as { stop: () => void }).stop();
  return Promise.all(runs);
}

function failures(results: autocannon.Result[]) {
  return results.map((result) => ({
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx3xx: result["4xx"] + result["5xx"],
  }));
}

beforeAll(() => {
  // The installer's users (deploy/steps/user.sh prints its useradd outside a server).
  for (const user of ["summit", "summit-build", "summit-backup"])
    if (spawnSync("id", [user]).status !== 0)
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", user]);
  if (!existsSync(join(repo, "build/client/404.html")) || !existsSync(join(repo, "build/nginx-security-values.conf")))
    throw new Error("release.test.ts needs a production build: run `npm run build` first");
  mkdirSync(prefix, { recursive: true });
  chmodSync(dir, 0o711);
  mkdirSync(join(dir, "failing-bin"));
  for (const name of ["node", "npm", "npx"])
    writeFileSync(
      join(dir, "failing-bin", name),
      `#!/bin/sh\necho "the server's own ${name} ran: $0 $*" >&2\nexit 97\n`,
      {
        mode: 0o755,
      },
    );
  sh("bash", [join(repo, "scripts/dev/make-local-ca.sh"), tls]);
  // Loopback listeners and the test CA's certificate; install.sh keeps them for this domain.
  mkdirSync(join(prefix, "etc/summit-cloud"), { recursive: true });
  writeFileSync(
    join(prefix, "etc/summit-cloud/nginx.json"),
    JSON.stringify(
      {
        domain: "localhost",
        httpListen: [`127.0.0.1:${httpPort}`],
        httpsListen: [`127.0.0.1:${httpsPort}`],
        httpsPort,
        certificate: join(tls, "localhost.crt"),
        certificateKey: join(tls, "localhost.key"),
        acmeRoot: join(prefix, "var/lib/summit-cloud-acme"),
      },
      null,
      2,
    ),
  );
  // nginx from a throwaway folder, with the site file where the installer writes it.
  mkdirSync(join(nginxDir, "temp"), { recursive: true });
  writeFileSync(join(nginxDir, "access.log"), "");
  const wrapper = readFileSync(join(repo, "deploy/nginx.standalone.conf"), "utf8").replace(
    "include site.conf;",
    `include ${join(prefix, "etc/nginx/sites-available/summit-cloud.conf")};`,
  );
  writeFileSync(join(nginxDir, "nginx.conf"), `${process.getuid?.() === 0 ? "user root;\n" : ""}${wrapper}`);

  // The repository: this checkout's files, as a commit on main.
  mkdirSync(work);
  const files = sh("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], repo);
  execFileSync("tar", ["-c", "--null", "-T", "-", "-f", join(dir, "tree.tar")], { cwd: repo, input: files });
  sh("tar", ["-x", "-f", join(dir, "tree.tar"), "-C", work]);
  git("init", "--quiet", "--initial-branch=main");
  git("add", "-A");
  git("commit", "--quiet", "-m", "the site");
}, 60_000);

afterAll(() => {
  const run = join(prefix, "srv/summit-cloud/run");
  if (existsSync(run))
    for (const file of readdirSync(run).filter((name) => name.endsWith(".pid"))) {
      try {
        process.kill(Number(readFileSync(join(run, file), "utf8")), "SIGTERM");
      } catch {}
    }
  spawnSync(nginx, ["-p", `${nginxDir}/`, "-c", join(nginxDir, "nginx.conf"), "-s", "quit"]);
  const pid = join(nginxDir, "nginx.pid");
  const deadline = Date.now() + 10_000;
  while (existsSync(pid) && Date.now() < deadline) spawnSync("sleep", ["0.1"]);
  rmSync(dir, { recursive: true, force: true });
});

describe("releases", () => {
  let one = "";
  let two = "";

  it("install.sh builds, migrates, starts and serves the checkout's commit through nginx; a rerun changes nothing", async () => {
    one = commitRelease("one");
    // The one command, from the checkout being deployed; systemctl, apt and useradd are printed.
    const install = () =>
      spawnSync(
        "sh",
        [
          "-c",
          'umask 022 && exec "$0" "$@"',
          join(work, "deploy/install.sh"),
          "--domain",
          "localhost",
          "--email",
          "ops@summit.test",
        ],
        {
          env: env,
          encoding: "utf8",
        },
      );
    const result = install();
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toContain("would run: systemctl enable --now summit-cloud-backup.timer");
    // The toolchain: Node and npm from the registry, checked, root's.
    const toolchain = join(prefix, "srv/summit-cloud/toolchain/current/bin");
    expect(execFileSync(join(toolchain, "npm"), ["--version"], { encoding: "utf8" }).trim()).toBe("12.2.1");
    expect(statSync(realpathSync(join(toolchain, "node"))).uid).toBe(0);
    expect(await served()).toBe("one");
    // Leads are personal data: the database and its -wal/-shm are 600 from the first deploy on,
    // though the installer ran under umask 022.
    const data = join(prefix, "var/lib/summit-cloud");
    expect(statSync(data).mode & 0o777).toBe(0o700);
    const databaseFiles = readdirSync(data).filter((name) => name.startsWith("inquiries.db"));
    expect(databaseFiles).toEqual(expect.arrayContaining(["inquiries.db", "inquiries.db-wal", "inquiries.db-shm"]));
    for (const name of databaseFiles)
      expect(`${name} ${(statSync(join(data, name)).mode & 0o777).toString(8)}`).toBe(`${name} 600`);
    // The attack ADR 024 closes: another local user reading a lead.
    const nobody = spawnSync("runuser", ["-u", "nobody", "--", "cat", join(data, "inquiries.db")], {
      encoding: "utf8",
    });
    expect(nobody.status).not.toBe(0);
    expect(nobody.stderr).toContain("Permission denied");
    expect((await get("/api/health")).status).toBe(200);
    // The live release is the one built from the commit.
    const current = readFileSync(join(prefix, "srv/summit-cloud/current/.commit"), "utf8").trim();
    expect(current).toBe(one);
    // Running it again deploys the checkout's commit, which is live already: nothing changes.
    const again = install();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("already live");
    expect(readdirSync(join(prefix, "srv/summit-cloud/releases"))).toHaveLength(1);
  });

  it("a new release switches under load with no failed request, and serves afterwards", async () => {
    two = commitRelease("two");
    let result: ReturnType<typeof release> | undefined;
    const results = await underLoad(async () => {
      result = await new Promise((resolve) => {
        const child = spawn(node, [join(repo, "deploy/release.ts"), "deploy", "--source", work, "--ref", two], { env });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk) => (stdout += chunk));
        child.stderr.on("data", (chunk) => (stderr += chunk));
        child.on("close", (status) => resolve({ status, stdout, stderr } as ReturnType<typeof release>));
      });
    });
    expect(result?.status, `${result?.stderr}${result?.stdout}`).toBe(0);
    const counts = failures(results);
    console.log("switch under load:", JSON.stringify(counts));
    for (const count of counts) {
      expect(count.requests).toBeGreaterThan(50);
      expect(count).toMatchObject({ errors: 0, timeouts: 0, non2xx3xx: 0 });
    }
    expect(await served()).toBe("two");
  });

  it("install.sh --rollback returns to the previous release, again without a failed request", async () => {
    let status: number | null = null;
    const results = await underLoad(async () => {
      status = await new Promise((resolve) =>
        spawn(join(work, "deploy/install.sh"), ["--rollback"], { env, stdio: "ignore" }).on("close", resolve),
      );
    });
    expect(status).toBe(0);
    const counts = failures(results);
    console.log("rollback under load:", JSON.stringify(counts));
    for (const count of counts) expect(count).toMatchObject({ errors: 0, timeouts: 0, non2xx3xx: 0 });
    expect(await served()).toBe("one");
  });

  it("auto-deploy deploys a new commit of main from a bare repository, and refuses one whose build fails", async () => {
    sh("git", ["clone", "--quiet", "--bare", work, bare]);
    writeFileSync(
      join(prefix, "etc/summit-cloud/install.conf"),
      `DOMAIN=localhost\nEMAIL=ops@summit.test\nREPO_URL=${bare}\nBRANCH=main\n`,
    );
    const autoDeploy = () => spawnSync(join(repo, "deploy/steps/auto-deploy.sh"), [], { env, encoding: "utf8" });

    // main is at "two", which is not live since the rollback: it goes live.
    const first = autoDeploy();
    expect(first.status, first.stderr + first.stdout).toBe(0);
    expect(await served()).toBe("two");
    // Nothing moved: nothing happens.
    expect(autoDeploy().stdout).toContain("already live");

    commitRelease("three");
    git("push", "--quiet", bare, "main");
    expect(autoDeploy().status).toBe(0);
    expect(await served()).toBe("three");
    expect(deployStamp()).toMatchObject({ result: "ok" });

    commitRelease(null);
    git("push", "--quiet", bare, "main");
    const broken = autoDeploy();
    expect(broken.status).not.toBe(0);
    expect(broken.stderr).toContain("the live release is unchanged");
    // The alert unit's command ran as the service user and recorded why (ADR 027).
    expect(deployStamp()).toMatchObject({ result: "failed", detail: expect.stringContaining("npm run build") });
    expect(await served()).toBe("three");
    expect((await get("/api/health")).status).toBe(200);
    // The broken commit is not retried every five minutes: only a new commit is.
    const later = autoDeploy();
    expect(later.status).toBe(0);
    expect(later.stdout).toContain("failed before");
    // Four deploys, each also telling the alerts (as the service user): 110 s seen on a busy machine.
  }, 240_000);

  it("keeps the last 5 releases, and removes what a failed build left", async () => {
    const before = readdirSync(join(prefix, "srv/summit-cloud/releases"));
    expect(before.some((name) => name.endsWith(".partial"))).toBe(true);
    for (const marker of ["four", "five"]) {
      const result = release("deploy", "--source", work, "--ref", commitRelease(marker));
      expect(result.status, result.stderr).toBe(0);
    }
    expect(await served()).toBe("five");
    const after = readdirSync(join(prefix, "srv/summit-cloud/releases")).sort();
    expect(after).toHaveLength(5);
    expect(after.some((name) => name.endsWith(".partial"))).toBe(false);
    // The oldest went: release "one" was the first of six.
    expect(
      after.map((name) => readFileSync(join(prefix, "srv/summit-cloud/releases", name, ".commit"), "utf8").trim()),
    ).not.toContain(one);
  });

  it("with --require-signed, auto-deploy deploys a commit signed by a listed key and refuses an unsigned one or one signed by another key", async () => {
    for (const name of ["editor", "stranger"])
      sh("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", join(dir, `${name}-key`)]);
    // What install.sh --require-signed FILE leaves: the keys in allowed-signers, REQUIRE_SIGNED=1.
    writeFileSync(
      join(prefix, "etc/summit-cloud/allowed-signers"),
      `editor@summit.test namespaces="git" ${readFileSync(join(dir, "editor-key.pub"), "utf8")}`,
    );
    writeFileSync(
      join(prefix, "etc/summit-cloud/install.conf"),
      `DOMAIN=localhost\nEMAIL=ops@summit.test\nREPO_URL=${bare}\nBRANCH=main\nREQUIRE_SIGNED=1\n`,
    );
    const autoDeploy = () => spawnSync(join(repo, "deploy/steps/auto-deploy.sh"), [], { env, encoding: "utf8" });
    const live = await served();

    commitRelease("unsigned");
    git("push", "--quiet", bare, "main");
    const unsigned = autoDeploy();
    expect(unsigned.status).not.toBe(0);
    expect(unsigned.stderr).toMatch(/refused [0-9a-f]{7}: it is not signed/);
    expect(await served()).toBe(live);

    commitRelease("stranger", join(dir, "stranger-key"));
    git("push", "--quiet", bare, "main");
    const stranger = autoDeploy();
    expect(stranger.status).not.toBe(0);
    expect(stranger.stderr).toMatch(/refused [0-9a-f]{7}: no key in the allowed signers signed it/);
    expect(await served()).toBe(live);
    expect((await get("/api/health")).status).toBe(200);

    const signed = commitRelease("signed", join(dir, "editor-key"));
    git("push", "--quiet", bare, "main");
    const deployed = autoDeploy();
    expect(deployed.status, deployed.stderr + deployed.stdout).toBe(0);
    expect(deployed.stdout).toContain(`${signed.slice(0, 7)} is signed by an allowed key`);
    expect(await served()).toBe("signed");
  });

  it("with --require-signed, auto-deploy moves forward only: an older signed commit and another branch's signed commit are refused, the next signed commit deploys", async () => {
    // install.conf and allowed-signers as the test before left them; "signed" is live.
    const autoDeploy = () => spawnSync(join(repo, "deploy/steps/auto-deploy.sh"), [], { env, encoding: "utf8" });
    const key = join(dir, "editor-key");
    const older = git("rev-parse", "HEAD");
    const forward = commitRelease("forward", key);
    git("push", "--quiet", bare, "main");
    const accepted = autoDeploy();
    expect(accepted.status, accepted.stderr + accepted.stdout).toBe(0);
    expect(accepted.stdout).toContain(`${forward.slice(0, 7)} is signed by an allowed key`);
    expect(await served()).toBe("forward");

    // main forced back to an older commit, signed by the same listed key.
    git("push", "--quiet", "--force", bare, `${older}:refs/heads/main`);
    const back = autoDeploy();
    expect(back.status).not.toBe(0);
    expect(back.stderr).toContain(
      `refused ${older.slice(0, 7)}: it does not descend from the live release's commit ${forward.slice(0, 7)}`,
    );
    expect(back.stderr).toContain("the live release is unchanged");
    expect(await served()).toBe("forward");

    // main forced to a signed commit of another branch (made from the older one).
    git("checkout", "--quiet", "-b", "side", older);
    const side = commitRelease("side", key);
    git("checkout", "--quiet", "main");
    git("push", "--quiet", "--force", bare, "side:main");
    const sideways = autoDeploy();
    expect(sideways.status).not.toBe(0);
    expect(sideways.stderr).toContain(
      `refused ${side.slice(0, 7)}: it does not descend from the live release's commit`,
    );
    expect(await served()).toBe("forward");
    expect((await get("/api/health")).status).toBe(200);

    // main put back; the live commit is the head again: nothing to do.
    git("push", "--quiet", "--force", bare, "main");
    expect(autoDeploy().stdout).toContain("already live");
  }, 120_000);

  it("attacks from a release never reach root: its own renderer is never run, its header files are never included, hostile header data is refused; a build that writes to HOME, the data or the settings fails", async () => {
    const lib = join(prefix, "usr/local/lib/summit-cloud");
    const data = join(prefix, "var/lib/summit-cloud");
    const settings = join(prefix, "etc/summit-cloud/env");
    writeFileSync(
      join(prefix, "etc/summit-cloud/install.conf"),
      `DOMAIN=localhost\nEMAIL=ops@summit.test\nREPO_URL=${bare}\nBRANCH=main\n`,
    );
    // What the timer runs: the deployer's copy.
    const autoDeploy = () => spawnSync(join(lib, "steps/auto-deploy.sh"), [], { env, encoding: "utf8" });
    const push = () => git("push", "--quiet", bare, "main");
    const ranAsRoot = join(dir, "renderer-ran");

    // A release whose deploy/render-nginx.ts would write a file the moment it is imported.
    const renderer = join(work, "deploy/render-nginx.ts");
    const original = readFileSync(renderer, "utf8");
    writeFileSync(
      renderer,
      `import { writeFileSync as planted } from "node:fs";\nplanted(${JSON.stringify(ranAsRoot)}, String(process.getuid?.()));\n${original}`,
    );
    commitRelease("hostile-renderer");
    push();
    const first = autoDeploy();
    expect(first.status, first.stderr + first.stdout).toBe(0);
    expect(await served()).toBe("hostile-renderer");
    expect(existsSync(ranAsRoot)).toBe(false);
    writeFileSync(renderer, original);

    // A build that adds a directive to a header file of its own: nginx includes nothing the build
    // wrote (root renders the headers from checked data, ADR 027), so it goes live without it.
    const logged = join(dir, "include-log");
    commitRelease("hostile-include", undefined, `echo 'access_log ${logged};' >> build/nginx-security-headers.conf`);
    push();
    const include = autoDeploy();
    expect(include.status, include.stderr + include.stdout).toBe(0);
    expect(await served()).toBe("hostile-include");
    expect(existsSync(logged)).toBe(false);
    const site = readFileSync(join(prefix, "etc/nginx/sites-available/summit-cloud.conf"), "utf8");
    expect(site).not.toMatch(/include \S*\/releases\//);

    // Hostile data: a page path carrying an nginx directive. Refused before nginx sees anything;
    // the live release keeps serving.
    const hostile = JSON.stringify({
      "/404": { script: [], style: [] },
      '/x" "1";\n}\naccess_log /tmp/owned;\nmap $uri $x {\n"/y': { script: [], style: [] },
    });
    commitRelease(
      "hostile-data",
      undefined,
      `echo ${Buffer.from(hostile).toString("base64")} | base64 -d > build/nginx-csp.json`,
    );
    push();
    const refused = autoDeploy();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/nginx-csp\.json: ".*" is not a page path/);
    expect(await served()).toBe("hostile-include");

    // A planted .npmrc in the data folder (the service could write one there): no build reads it.
    const payload = join(dir, "npmrc-payload.cjs");
    const npmrcRan = join(dir, "npmrc-ran");
    writeFileSync(payload, `require("node:fs").writeFileSync(${JSON.stringify(npmrcRan)}, "ran");\n`);
    writeFileSync(join(data, ".npmrc"), `node-options=--require=${payload}\n`);

    // Builds that write where they must not: each fails, the live release keeps serving.
    const settingsBefore = readFileSync(settings, "utf8");
    for (const [what, write] of [
      ["HOME", 'touch "$HOME/planted"'],
      ["the data folder", `touch ${data}/planted`],
      ["the settings", `echo PLANTED=1 >> ${settings}`],
    ]) {
      commitRelease(`writes-${what}`, undefined, write);
      push();
      const result = autoDeploy();
      expect(result.status, `a build that writes to ${what} deployed`).not.toBe(0);
      expect(await served()).toBe("hostile-include");
    }
    expect(existsSync(join(data, "planted"))).toBe(false);
    expect(readFileSync(settings, "utf8")).toBe(settingsBefore);

    // A good commit still deploys, and the .npmrc never ran.
    commitRelease("after-attacks");
    push();
    const good = autoDeploy();
    expect(good.status, good.stderr + good.stdout).toBe(0);
    expect(await served()).toBe("after-attacks");
    expect(existsSync(npmrcRan)).toBe(false);
    expect((await get("/api/health")).status).toBe(200);
  }, 300_000);

  it("every file a root unit or nginx runs, sources, imports or includes is root's, writable by no one else, outside every release and the data folder", () => {
    const releases = join(prefix, "srv/summit-cloud/releases");
    const data = join(prefix, "var/lib/summit-cloud");
    const files = new Set<string>();
    const walk = (path: string) => {
      const stat = lstatSync(path);
      if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
      else files.add(path);
    };
    // The deploy unit (the only root unit of ours) runs the deployer's copy: all of it.
    const unit = readFileSync(join(prefix, "etc/systemd/system/summit-cloud-deploy.service"), "utf8");
    const exec = /^ExecStart=(\S+)/m.exec(unit)?.[1] ?? "";
    files.add(exec);
    walk(join(prefix, "usr/local/lib/summit-cloud"));
    // nginx's master (root) reads its site file, what that includes, and the DH group.
    const site = join(prefix, "etc/nginx/sites-available/summit-cloud.conf");
    files.add(site);
    for (const [, path] of readFileSync(site, "utf8").matchAll(/^\s*(?:include|ssl_dhparam) (\S+);$/gm))
      if (path) files.add(path);
    expect(files.size).toBeGreaterThan(10);
    console.log(`files root runs, sources, imports or includes: ${files.size}`);
    const problems: string[] = [];
    for (const file of files) {
      const real = realpathSync(file);
      if (real.startsWith(`${releases}/`) || real.startsWith(`${data}/`))
        problems.push(`${file}: inside a release or the data`);
      // The file and every folder above it: root's, and no one else may write (a sticky /tmp aside).
      for (let path = real; ; path = dirname(path)) {
        const stat = statSync(path);
        const sticky = (stat.mode & 0o1000) !== 0;
        if (stat.uid !== 0) problems.push(`${path}: owned by uid ${stat.uid}`);
        if ((stat.mode & 0o022) !== 0 && !sticky)
          problems.push(`${path}: writable by others (${(stat.mode & 0o777).toString(8)})`);
        if (path === "/") break;
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    // And what the build made is root's now, read-only to the service.
    const live = realpathSync(join(prefix, "srv/summit-cloud/current"));
    const built = statSync(join(live, "build/client/release.txt"));
    expect([built.uid, built.mode & 0o022]).toEqual([0, 0]);
  });

  it("install.sh --status after a deploy and a backup: every line OK; with the backup's stamp gone and the certificate near its end, WARN and FAIL and exit 1", async () => {
    const data = join(prefix, "var/lib/summit-cloud");
    // A backup as its two units take it (ADR 030): the snapshot as the service user, the copy to a
    // remote as the backup user (rclone's local backend in a folder that user may write), then the
    // alert unit's resolve-backup as the service user, with the off-site step's exit status.
    const remote = join(dir, "offsite");
    mkdirSync(remote);
    sh("chown", ["summit-backup:summit-backup", remote]);
    const as = (user: string, [script = "", ...args]: string[], extra: Record<string, string> = {}) =>
      spawnSync(
        "setpriv",
        [`--reuid=${user}`, `--regid=${user}`, "--init-groups", "--", join(repo, "deploy/steps", script), ...args],
        { env: { ...env, ...extra }, encoding: "utf8" },
      );
    const snapshot = as("summit", ["snapshot.sh"], { HOME: data });
    expect(snapshot.status, snapshot.stderr + snapshot.stdout).toBe(0);
    const offsite = as("summit-backup", ["offsite.sh"], {
      BACKUP_REMOTE: `offsite:${remote}`,
      RCLONE_CONFIG_OFFSITE_TYPE: "local",
    });
    expect(offsite.status, offsite.stderr + offsite.stdout).toBe(0);
    const resolved = as("summit", ["alert.sh", "resolve-backup"], { MONITOR_EXIT_STATUS: "0" });
    expect(resolved.status, resolved.stderr).toBe(0);
    // The certificate's public copy (certificate.sh writes it; here the test CA's, 90 days).
    const copies = join(prefix, "etc/summit-cloud/certificates/localhost");
    mkdirSync(copies, { recursive: true });
    execFileSync("cp", [join(tls, "localhost.crt"), join(copies, "fullchain.pem")]);
    // Alerts on: a webhook that takes every message.
    const hook = http.createServer((request, response) => {
      request.resume();
      request.on("end", () => response.end("ok"));
    });
    await new Promise<void>((done) => hook.listen(0, "127.0.0.1", done));
    const envFile = join(prefix, "etc/summit-cloud/env");
    const { port } = hook.address() as { port: number };
    writeFileSync(envFile, `${readFileSync(envFile, "utf8")}ALERT_WEBHOOK_URL=http://127.0.0.1:${port}/hook\n`);
    const status = () => spawnSync(join(work, "deploy/install.sh"), ["--status"], { env, encoding: "utf8" });
    try {
      const good = status();
      console.log(good.stdout);
      const lines = good.stdout.trim().split("\n");
      expect(lines.map((line) => line.split(/\s+/).slice(0, 2).join(" "))).toEqual([
        "OK release",
        "OK deploy",
        "OK backup",
        "OK off-site",
        "OK certificate",
        "OK outbox",
        "OK disk",
        "OK alerts",
      ]);
      expect(good.status, good.stderr).toBe(0);

      // The backup's record gone, and a certificate with 5 days left.
      rmSync(join(data, "last-run/backup.json"));
      execFileSync("openssl", [
        "req",
        "-x509",
        "-nodes",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-subj",
        "/CN=localhost",
        "-days",
        "5",
        "-keyout",
        join(dir, "soon.key"),
        "-out",
        join(copies, "fullchain.pem"),
      ]);
      const bad = status();
      console.log(bad.stdout);
      expect(bad.stdout).toMatch(/^FAIL +backup +no backup recorded/m);
      expect(bad.stdout).toMatch(/^WARN +certificate localhost +expires \S+ \(4 days\)/m);
      expect(bad.status).toBe(1);
    } finally {
      hook.close();
    }

    // The same facts through the command the installer put on PATH; leads found without DATABASE_PATH.
    const command = join(prefix, "usr/local/bin/summit-cloud");
    const leads = spawnSync(command, ["leads", "list"], { env, encoding: "utf8" });
    expect(leads.stderr).not.toContain("does not exist");
    expect(leads.stdout).toContain("No leads yet.");
    expect(leads.status).toBe(0);
    expect(spawnSync(command, ["status"], { env, encoding: "utf8" }).status).toBe(1);
  });
});
