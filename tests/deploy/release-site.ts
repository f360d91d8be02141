import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { afterAll, beforeAll, expect } from "vitest";
import { repo, systemUser } from "./prefix.ts";

/**
 * A server for the release tests (docs/decisions/017-going-live.md): the installer's steps lay out
 * a throwaway PREFIX, nginx serves the production template rendered by deploy/render-nginx.ts with
 * TLS on loopback (ports 8580–8583, or DEPLOY_TEST_PORT on), and deploy/release.ts deploys commits
 * of a local repository holding this checkout's files. The Node servers start as their unit says
 * (the same command and environment), since systemd is not running here.
 *
 * Each commit's "build" links this checkout's production build (`npm run build` first) and writes
 * a marker file, so a deploy takes seconds and a test can tell which release answers.
 *
 * Each test file that imports this gets its own (Vitest loads modules afresh per file), and calls
 * `releaseSite()` once.
 */
export const node = join(repo, "node_modules/.bin/node");
const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
const basePort = Number(process.env.DEPLOY_TEST_PORT ?? 8580);
const httpPort = basePort;
const httpsPort = basePort + 1;
const nodePorts = [basePort + 2, basePort + 3];
const origin = `https://127.0.0.1:${httpsPort}`;

export const dir = mkdtempSync(join(tmpdir(), "summit-release-"));
export const prefix = join(dir, "root");
export const work = join(dir, "work");
export const bare = join(dir, "site.git");
const nginxDir = join(dir, "nginx");
export const tls = join(dir, "tls");

export const env = {
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

export function sh(command: string, args: string[], cwd = dir) {
  return execFileSync(command, args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}
export function git(...args: string[]) {
  return sh("git", ["-c", "user.name=Test", "-c", "user.email=test@summit.test", ...args], work).trim();
}
/** A commit whose build links the checkout's build and marks it, or fails when `marker` is null. */
export function commitRelease(marker: string | null, signingKey?: string, extra?: string) {
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
export function release(...args: string[]) {
  return spawnSync(node, [join(repo, "deploy/release.ts"), ...args], { env, encoding: "utf8" });
}
/** GET over HTTPS, trusting the test's CA. */
export function get(path: string): Promise<{ status: number; body: string }> {
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
export async function served(): Promise<string> {
  const { status, body } = await get("/release.txt");
  return status === 200 ? body.trim() : `status ${status}`;
}

/** The deploy's last-run stamp, which the alert unit writes as the service user. */
export function deployStamp() {
  const file = join(prefix, "var/lib/summit-cloud/last-run/deploy.json");
  expect(statSync(file).uid).toBe(Number(execFileSync("id", ["-u", "summit"], { encoding: "utf8" })));
  return JSON.parse(readFileSync(file, "utf8"));
}

/** autocannon through nginx (a page and the Node server's health) while `during` runs. */
export async function underLoad(during: () => Promise<void> | void) {
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

export function failures(results: autocannon.Result[]) {
  return results.map((result) => ({
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx3xx: result["4xx"] + result["5xx"],
  }));
}

/** install.sh, the one command, from the checkout being deployed; systemctl, apt and useradd are printed. */
export function install() {
  return spawnSync(
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
    { env, encoding: "utf8" },
  );
}
/** What the deploy timer runs: the checkout's auto-deploy.sh, or the deployer's copy. */
export function autoDeploy(script = join(repo, "deploy/steps/auto-deploy.sh")) {
  return spawnSync(script, [], { env, encoding: "utf8" });
}
/** The first install, which must succeed, then the repository published for the timer to poll. */
export function installAndPublish() {
  const installed = install();
  if (installed.status !== 0) throw new Error(`install.sh failed: ${installed.stderr}${installed.stdout}`);
  publish();
}
/** The repository's main as a bare repository, and install.conf naming it (as install.sh --repo leaves it). */
export function publish(settings = "") {
  sh("git", ["clone", "--quiet", "--bare", work, bare]);
  writeFileSync(
    join(prefix, "etc/summit-cloud/install.conf"),
    `DOMAIN=localhost\nEMAIL=ops@summit.test\nREPO_URL=${bare}\nBRANCH=main\n${settings}`,
  );
}

/**
 * Call once per test file: the users, the CA, nginx's folder and the repository are made before
 * its tests, and the servers and nginx stopped after them.
 */
export function releaseSite() {
  beforeAll(() => {
    // The installer's users (deploy/steps/user.sh prints its useradd outside a server).
    for (const user of ["summit", "summit-build", "summit-backup"]) systemUser(user);
    if (!existsSync(join(repo, "build/client/404.html")) || !existsSync(join(repo, "build/nginx-security-values.conf")))
      throw new Error("the release tests need a production build: run `npm run build` first");
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
}
