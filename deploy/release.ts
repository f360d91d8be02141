/**
 * Releases without a failed request (docs/decisions/017-going-live.md):
 *
 *   node deploy/release.ts deploy [--source DIR] [--ref HEAD] [--force]   # build, start, check, switch
 *   node deploy/release.ts build [--source DIR] [--ref HEAD]              # build a release, leave it unused
 *   node deploy/release.ts switch <release>                              # start, check, switch to it
 *   node deploy/release.ts rollback                                      # back to the previous release
 *   node deploy/release.ts nginx                                         # re-render nginx (new certificate)
 *   node deploy/release.ts auto [--allowed-signers FILE]                 # deploy main if it moved (and is signed)
 *   node deploy/release.ts status
 *
 * A deploy unpacks the commit into /srv/summit-cloud/releases/<UTC stamp>-<sha>/, installs its
 * dependencies, builds it, takes a backup and runs the migrations, then starts it on the port the
 * live release does not use (3000/3001), checks /api/health and a page, and only then points
 * `current` and nginx at it. nginx reloads gracefully: its old workers finish the requests they
 * hold against the old server, which stops once they are gone. Any failure before the switch
 * leaves the live release as it was. The last 5 releases are kept.
 *
 * On a server (PREFIX /, systemd running) the Node servers are the units summit-cloud@<port> and
 * nginx is Debian's service. Anywhere else (tests, a throwaway PREFIX) the server is started
 * directly with the command and environment its unit file gives, and nginx is the one named by
 * SUMMIT_NGINX_PREFIX / SUMMIT_NGINX_CONF.
 */
import { type ChildProcess, execFileSync, type SpawnSyncOptions, spawn, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
// The deployer's own renderer, beside this file (root's copy, ADR 024): never a release's.
import { limits, parseCspData, renderHeaderIncludes } from "./nginx-headers.ts";
import { detectNginx, renderNginx } from "./render-nginx.ts";
import { checkForward, checkSigned } from "./signed-commits.ts";

const env = process.env;
/** Blue and green: the live release's server is on one, the next release starts on the other. */
export const PORTS = (env.SUMMIT_NODE_PORTS ?? "3000,3001").split(",").map(Number);
export const KEEP_RELEASES = 5;

const prefix = (env.PREFIX ?? "/").replace(/\/+$/, "");
/** Where the layout of ADR 017 sits; everything moves under PREFIX in a test. */
export const layout = {
  app: `${prefix}/srv/summit-cloud`,
  releases: `${prefix}/srv/summit-cloud/releases`,
  current: `${prefix}/srv/summit-cloud/current`,
  slots: `${prefix}/srv/summit-cloud/slots`,
  livePort: `${prefix}/srv/summit-cloud/live-port`,
  run: `${prefix}/srv/summit-cloud/run`,
  data: `${prefix}/var/lib/summit-cloud`,
  etc: `${prefix}/etc/summit-cloud`,
  units: `${prefix}/etc/systemd/system`,
  nginxSite: `${prefix}/etc/nginx/sites-available/summit-cloud.conf`,
  /** Root's header include files for each release, rendered from its checked data (what nginx includes). */
  nginxIncludes: `${prefix}/srv/summit-cloud/nginx`,
  nginxEnabled: `${prefix}/etc/nginx/sites-enabled/summit-cloud.conf`,
};
const systemd = env.SUMMIT_SYSTEM === "run";

/**
 * The users of ADR 024: the build is the repository's code and its dependencies' install scripts,
 * so it runs as `summit-build`, which can read neither the leads nor the settings; the migration
 * and the backup before it run as the service user, which owns the data. Root runs neither. Tests
 * without those users run both as themselves.
 */
const buildUser = env.SUMMIT_BUILD_USER;
const serviceUser = env.SUMMIT_SERVICE_USER;

function log(message: string) {
  console.log(`release: ${message}`);
}

/**
 * Nothing root runs reads the operator's terminal (stdin is /dev/null), and what runs the release's
 * code as another user also starts in a session of its own (`ownSession`): the terminal of a
 * `sudo deploy/install.sh` is not its controlling one, so it cannot type into root's shell.
 */
const ownSession = { detached: true } as const;
function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

/** `20261125T120000Z`-style stamps sort as time does; the sha says what is in the release. */
export function releaseName(commit: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "")
    .replace("T", "");
  return `${stamp}-${commit.slice(0, 7)}`;
}

/** Finished releases, oldest first (a build that failed leaves only a `.partial` folder). */
export function listReleases(): string[] {
  if (!existsSync(layout.releases)) return [];
  return readdirSync(layout.releases)
    .filter((name) => /^\d{14}-[0-9a-f]{7}$/.test(name))
    .sort();
}

function linkTarget(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/** Replaces a symlink in one rename, so nothing ever sees it missing. */
function pointAt(link: string, target: string) {
  mkdirSync(dirname(link), { recursive: true });
  const temporary = `${link}.next-${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

export function currentRelease(): string | null {
  const target = linkTarget(layout.current);
  return target ? basename(target) : null;
}

function livePort(): number | null {
  if (!existsSync(layout.livePort)) return null;
  const port = Number(readFileSync(layout.livePort, "utf8").trim());
  return PORTS.includes(port) ? port : null;
}

/** KEY=VALUE lines as systemd's EnvironmentFile= reads them (comments and blanks skipped). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const [, key, raw] = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line) ?? [];
    if (!key || raw === undefined) continue;
    let value = raw.trim();
    if (/^".*"$|^'.*'$/.test(value)) value = value.slice(1, -1);
    values[key] = value;
  }
  return values;
}

/**
 * What systemd would run for summit-cloud@<port>: the unit's WorkingDirectory, ExecStart and
 * environment (EnvironmentFile first, then Environment=, as the unit orders them), with %i set.
 * Tests start the server from this, so they run what the unit runs.
 */
export function unitCommand(unitText: string, instance: string) {
  const lines = unitText.split("\n").map((line) => line.trim().replaceAll("%i", instance));
  const value = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
  const environment: Record<string, string> = {};
  for (const file of value("EnvironmentFile")) {
    const path = file.replace(/^-/, "");
    if (existsSync(path)) Object.assign(environment, parseEnvFile(readFileSync(path, "utf8")));
    else if (!file.startsWith("-")) throw new Error(`${path} (the unit's EnvironmentFile) is missing`);
  }
  for (const assignments of value("Environment")) {
    for (const pair of assignments.split(/\s+/).filter(Boolean)) {
      const at = pair.indexOf("=");
      environment[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  // Applied after every other assignment, as systemd does.
  for (const names of value("UnsetEnvironment")) for (const name of names.split(/\s+/)) delete environment[name];
  const [exec] = value("ExecStart");
  const [cwd = "/"] = value("WorkingDirectory");
  if (!exec) throw new Error("the unit has no ExecStart");
  const [command = "", ...args] = exec.split(/\s+/);
  return { command, args, cwd, environment };
}

function unitFile() {
  return readFileSync(join(layout.units, "summit-cloud@.service"), "utf8");
}

/** Starts the Node server of `port` (whatever release its slot points at). */
async function startServer(port: number) {
  if (systemd) {
    run("systemctl", ["restart", `summit-cloud@${port}.service`]);
    return;
  }
  await stopServer(port);
  const { command, args, cwd, environment } = unitCommand(unitFile(), String(port));
  mkdirSync(layout.run, { recursive: true });
  const output = openSync(join(layout.run, `${port}.log`), "a");
  // As its unit's User= (the service user), when one is named, as systemd would start it.
  const [program, argv] = serviceUser
    ? ["setpriv", [`--reuid=${serviceUser}`, `--regid=${serviceUser}`, "--init-groups", "--", command, ...args]]
    : [command, args];
  const child: ChildProcess = spawn(program, argv as string[], {
    cwd,
    env: { PATH: env.PATH, ...environment },
    detached: true,
    stdio: ["ignore", output, output],
  });
  closeSync(output);
  child.unref();
  writeFileSync(join(layout.run, `${port}.pid`), String(child.pid));
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

/** Stops the server of `port` gracefully (it finishes its requests and closes the database). */
async function stopServer(port: number) {
  if (systemd) {
    run("systemctl", ["stop", `summit-cloud@${port}.service`]);
    return;
  }
  const pidFile = join(layout.run, `${port}.pid`);
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8"));
  if (processAlive(pid)) process.kill(pid, "SIGTERM");
  await waitFor(`the server on port ${port} to stop`, () => !processAlive(pid), 30);
  rmSync(pidFile, { force: true });
}

/** The server on `port` answers /api/health with 200 and a page with 200, or this throws. */
async function checkHealth(port: number, seconds = 30) {
  let last = "no answer";
  await waitFor(
    `127.0.0.1:${port}/api/health`,
    async () => {
      try {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        const page = await fetch(`http://127.0.0.1:${port}/`);
        last = `health ${health.status} ${await health.text()}, / ${page.status}`;
        return health.status === 200 && page.status === 200;
      } catch (error) {
        last = String(error);
        return false;
      }
    },
    seconds,
  ).catch(() => {
    throw new Error(`the new release did not pass its health check on port ${port}: ${last}`);
  });
}

type NginxSettings = {
  domain: string;
  httpListen: string[];
  httpsListen: string[];
  certificate: string;
  certificateKey: string;
  acmeRoot: string;
  httpsPort?: number;
};

/** nginx.json, written by install.sh: everything the renderer needs but the release and port. */
function nginxSettings(): NginxSettings {
  const settings = JSON.parse(readFileSync(join(layout.etc, "nginx.json"), "utf8")) as NginxSettings;
  // Until certbot has issued, nginx serves port 80 alone (for the ACME challenge).
  if (!existsSync(settings.certificate)) settings.httpsListen = [];
  return settings;
}

function nginxArgs(): string[] {
  if (systemd) return [];
  const nginxPrefix = env.SUMMIT_NGINX_PREFIX;
  const conf = env.SUMMIT_NGINX_CONF;
  if (!nginxPrefix || !conf) throw new Error("SUMMIT_NGINX_PREFIX and SUMMIT_NGINX_CONF name the nginx to reload");
  return ["-p", nginxPrefix, "-c", conf];
}

function nginxMasterPid(): number | null {
  const pidFile = systemd ? "/run/nginx.pid" : join(env.SUMMIT_NGINX_PREFIX ?? "", "nginx.pid");
  if (!existsSync(pidFile)) return null;
  // `nginx -t` leaves an empty pid file behind when no nginx runs.
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The master's worker processes right now. */
function nginxWorkers(master: number): number[] {
  const out = spawnSync("ps", ["--ppid", String(master), "-o", "pid="], { encoding: "utf8" }).stdout ?? "";
  return out
    .split("\n")
    .map(Number)
    .filter((pid) => pid > 0);
}

/**
 * nginx's master runs as root and reads every file the site's config includes, and the build is
 * the repository's code: so nginx includes nothing the build wrote. The build leaves data only,
 * build/nginx-csp.json (each page's path and script/style hashes); root reads it (a plain file,
 * bounded), checks every value (deploy/nginx-headers.ts: parseCspData) and writes the header
 * include files itself, from the deployer's own template, into a root-owned folder that the
 * config includes instead (ADR 027, superseding ADR 024's line check). The DH group file is the
 * deployer's own. Any other line of the config that names the release must be `root` (files nginx
 * serves, as its unprivileged workers). Throws on anything else, naming the file and the key.
 */
export function confineToRelease(config: string, releaseDir: string, includesDir: string): string {
  const release = `${releaseDir}/`;
  rmSync(includesDir, { recursive: true, force: true });
  mkdirSync(includesDir, { recursive: true, mode: 0o755 });
  let written: Record<string, string> | null = null;
  const lines = config.split("\n").map((line, index) => {
    if (!line.includes(release)) return line;
    const include = /^(\s*include )(\S+);$/.exec(line);
    if (include?.[1] && include[2]?.startsWith(`${release}build/`)) {
      written ??= writeHeaderIncludes(join(releaseDir, "build/nginx-csp.json"), includesDir);
      const target = written[include[2].slice(`${release}build/`.length)];
      if (!target) throw new Error(`the rendered config includes ${include[2]}, which the deployer does not write`);
      return `${include[1]}${target};`;
    }
    if (/^\s*ssl_dhparam /.test(line)) return line.replace(`${release}deploy/ffdhe2048.pem`, dhparam);
    if (/^\s*root \S+;$/.test(line)) return line;
    throw new Error(
      `the rendered config names the release outside a root or include line (${index + 1}): ${line.trim()}`,
    );
  });
  return lines.join("\n");
}

/** Reads and checks the build's page hashes, writes root's include files; their paths by name. */
function writeHeaderIncludes(dataFile: string, includesDir: string): Record<string, string> {
  const stat = lstatSync(dataFile, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > limits.bytes)
    throw new Error(`${dataFile}: not a plain file of at most ${limits.bytes} bytes`);
  const includes = renderHeaderIncludes(parseCspData(readFileSync(dataFile, "utf8"), dataFile));
  return Object.fromEntries(
    Object.entries(includes).map(([name, text]) => {
      const target = join(includesDir, name);
      writeFileSync(target, text, { mode: 0o644 });
      return [name, target];
    }),
  );
}
export const dhparam = join(import.meta.dirname, "ffdhe2048.pem");

/** Renders the site's server block for `releaseDir` and `port`, checks it with nginx -t, reloads. */
async function pointNginx(releaseDir: string, port: number) {
  // The release's own folder, not `current`: nginx's old workers keep serving the old release's
  // files with the old headers until they finish, the new ones serve the new release.
  // `http2 on;` or `listen … http2`, and HTTP/3, as the installed nginx understands (nginx -V).
  const rendered = renderNginx({ ...nginxSettings(), releaseDir, nodePort: port, nginx: detectNginx() });
  const config = confineToRelease(rendered, releaseDir, join(layout.nginxIncludes, basename(releaseDir)));
  mkdirSync(dirname(layout.nginxSite), { recursive: true });
  const previous = existsSync(layout.nginxSite) ? readFileSync(layout.nginxSite, "utf8") : null;
  writeFileSync(layout.nginxSite, config);
  if (!existsSync(layout.nginxEnabled)) pointAt(layout.nginxEnabled, layout.nginxSite);
  const nginx = env.SUMMIT_NGINX_BIN ?? "nginx";
  const test = spawnSync(nginx, [...nginxArgs(), "-t", "-q"], { encoding: "utf8" });
  if (test.status !== 0) {
    if (previous === null) rmSync(layout.nginxSite);
    else writeFileSync(layout.nginxSite, previous);
    throw new Error(`nginx refused the new configuration, the old one stays: ${test.stderr}`);
  }
  const master = nginxMasterPid();
  // The workers from before the reload finish the requests they hold (against the old server),
  // then exit: the old server may stop once none of them is left.
  const running = master !== null && processAlive(master);
  const before = running ? nginxWorkers(master) : [];
  if (systemd) run("systemctl", ["reload-or-restart", "nginx"]);
  else if (running) run(nginx, [...nginxArgs(), "-s", "reload"]);
  else run(nginx, nginxArgs());
  await waitFor("nginx's old workers to finish their requests", () => !before.some(processAlive), 120);
}

/** Starts `name` on the free port, checks it, switches to it, stops the old server. */
async function goLive(name: string) {
  const releaseDir = join(layout.releases, name);
  const live = livePort();
  const port = PORTS.find((candidate) => candidate !== live) ?? 3000;
  pointAt(join(layout.slots, String(port)), releaseDir);
  log(`starting ${name} on 127.0.0.1:${port}`);
  await startServer(port);
  try {
    await checkHealth(port);
  } catch (error) {
    await stopServer(port);
    throw error;
  }
  pointAt(layout.current, releaseDir);
  try {
    await pointNginx(releaseDir, port);
  } catch (error) {
    const previous = live ? linkTarget(join(layout.slots, String(live))) : null;
    if (previous) pointAt(layout.current, previous);
    await stopServer(port);
    throw error;
  }
  writeFileSync(layout.livePort, `${port}\n`);
  if (systemd) run("systemctl", ["enable", `summit-cloud@${port}.service`]);
  // The editor (if any) moves to the new release with a restart: it has no visitors to keep.
  if (systemd) run("systemctl", ["try-restart", "summit-cloud-editor.service"]);
  if (live && live !== port) {
    await stopServer(live);
    if (systemd) run("systemctl", ["disable", `summit-cloud@${live}.service`]);
  }
  log(`${name} is live on 127.0.0.1:${port}`);
  wentLive = true;
}

/** Whether this run made a release live (an auto-deploy with nothing new also ends well). */
let wentLive = false;

/**
 * Tells the alerts how a deploy went (ADR 027) through summit-cloud-alert@{resolve,report}-deploy,
 * which runs as the service user with the alert settings: on a server systemd starts that unit;
 * elsewhere (tests) its command runs as the unit says, as startServer does. The reason is kept
 * for it in root's last-deploy-error (readable, no secret: a URL's credentials are masked). An
 * alert that cannot be sent never changes the deploy's outcome.
 */
export function reportDeploy(ok: boolean, reason = "") {
  const instance = `${ok ? "resolve" : "report"}-deploy`;
  const errorFile = join(layout.app, "last-deploy-error");
  try {
    if (ok) rmSync(errorFile, { force: true });
    else writeFileSync(errorFile, `${reason.replace(/:\/\/[^/@\s]+@/g, "://***@").slice(0, 400)}\n`, { mode: 0o644 });
    if (systemd) return run("systemctl", ["start", "--no-block", `summit-cloud-alert@${instance}.service`]);
    const unit = join(layout.units, "summit-cloud-alert@.service");
    if (!existsSync(unit)) return log(`no ${unit}: the alerts were not told`);
    const { command, args, cwd, environment } = unitCommand(readFileSync(unit, "utf8"), instance);
    const [program, argv] = serviceUser
      ? ["setpriv", [`--reuid=${serviceUser}`, `--regid=${serviceUser}`, "--init-groups", "--", command, ...args]]
      : [command, args];
    const result = spawnSync(program, argv as string[], {
      cwd,
      env: { PATH: env.PATH, ...environment },
      stdio: ["ignore", "inherit", "inherit"],
      ...ownSession,
    });
    if (result.status !== 0) log(`summit-cloud-alert@${instance} exited ${result.status}`);
  } catch (error) {
    log(`the alerts were not told: ${error instanceof Error ? error.message : error}`);
  }
}

/** Keeps the newest KEEP_RELEASES and whatever a slot still runs; removes failed builds. */
export function prune() {
  if (existsSync(layout.nginxIncludes))
    for (const name of readdirSync(layout.nginxIncludes))
      if (!existsSync(join(layout.releases, name)))
        rmSync(join(layout.nginxIncludes, name), { recursive: true, force: true });
  const inUse = new Set([currentRelease(), ...PORTS.map((port) => linkTarget(join(layout.slots, String(port))))]);
  const releases = listReleases();
  for (const name of releases.slice(0, Math.max(0, releases.length - KEEP_RELEASES))) {
    if ([...inUse].some((target) => target && basename(target) === name)) continue;
    rmSync(join(layout.releases, name), { recursive: true, force: true });
    log(`removed old release ${name}`);
  }
  if (existsSync(layout.releases))
    for (const name of readdirSync(layout.releases).filter((entry) => /\.(partial|home|scratch)$/.test(entry)))
      rmSync(join(layout.releases, name), { recursive: true, force: true });
}

function commitOf(release: string): string {
  const file = join(layout.releases, release, ".commit");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : "";
}

/**
 * Runs a step of the build in `cwd` as the build user, with nothing of root's environment but
 * PATH: an empty HOME it cannot write, no npm user config (a planted .npmrc is read by
 * nobody), npm's cache and TMPDIR in a scratch folder thrown away after. On a server it runs in a transient systemd sandbox where the data folder, the
 * settings and every home do not exist and only the release and that HOME are writable.
 */
function build(
  command: string,
  args: string[],
  cwd: string,
  home: string,
  scratch: string,
  extra: Record<string, string> = {},
) {
  const environment: Record<string, string> = {
    PATH: `${join(cwd, "node_modules/.bin")}:${toolchain()}:/usr/bin:/bin`,
    HOME: home,
    LANG: "C.UTF-8",
    TMPDIR: join(scratch, "tmp"),
    npm_config_userconfig: "/dev/null",
    npm_config_cache: join(scratch, "npm-cache"),
    // Tools keep their settings and caches where XDG says (Astro's telemetry note, for one): in the
    // scratch folder too, never in HOME.
    XDG_CONFIG_HOME: join(scratch, "config"),
    XDG_CACHE_HOME: join(scratch, "cache"),
    XDG_DATA_HOME: join(scratch, "data"),
    ASTRO_TELEMETRY_DISABLED: "1",
    npm_config_update_notifier: "false",
    npm_config_fund: "false",
    npm_config_audit: "false",
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    // An extra CA for a registry behind a private TLS proxy, when the administrator set one.
    ...(env.NODE_EXTRA_CA_CERTS ? { NODE_EXTRA_CA_CERTS: env.NODE_EXTRA_CA_CERTS } : {}),
    ...extra,
  };
  if (buildUser && systemd) {
    const sandbox = [
      `User=${buildUser}`,
      `Group=${buildUser}`,
      "NoNewPrivileges=yes",
      "CapabilityBoundingSet=",
      "ProtectSystem=strict",
      `ReadWritePaths=${cwd} ${scratch}`,
      `InaccessiblePaths=-${layout.data} -${layout.etc} -/etc/letsencrypt -/root`,
      "ProtectHome=yes",
      "PrivateTmp=yes",
      "PrivateDevices=yes",
      "ProtectKernelTunables=yes",
      "ProtectKernelModules=yes",
      "ProtectControlGroups=yes",
      "RestrictSUIDSGID=yes",
      "UMask=0022",
    ].flatMap((property) => ["-p", property]);
    const setenv = Object.entries(environment).flatMap(([key, value]) => ["-E", `${key}=${value}`]);
    // systemd looks a bare command up in its own search path, not in the PATH given with -E: on a
    // real boot `npm` was "Failed to find executable npm". Name the toolchain's (the PATH's) file.
    const executable = command.includes("/")
      ? command
      : (environment.PATH?.split(":")
          .map((folder) => join(folder, command))
          .find((file) => existsSync(file)) ?? command);
    run("systemd-run", [
      "--quiet",
      "--pipe",
      "--wait",
      "--collect",
      `--working-directory=${cwd}`,
      ...sandbox,
      ...setenv,
      "--",
      executable,
      ...args,
    ]);
  } else if (buildUser) {
    run("setpriv", [`--reuid=${buildUser}`, `--regid=${buildUser}`, "--init-groups", "--", command, ...args], {
      cwd,
      env: environment,
      ...ownSession,
    });
  } else {
    run(command, args, { cwd, env: environment });
  }
}

/**
 * The toolchain's bin folder (deploy/steps/toolchain.sh: the project's Node and a pinned npm,
 * root's): builds use its `node` and `npm`, never what is on the server's PATH.
 */
function toolchain(): string {
  const bin = env.SUMMIT_TOOLCHAIN ?? join(layout.app, "toolchain/current/bin");
  if (!existsSync(join(bin, "node")) || !existsSync(join(bin, "npm")))
    throw new Error(`${bin} has no node and npm: run deploy/install.sh (its toolchain step)`);
  return bin;
}

/** Runs `node` of the release as the service user (the migration and its backup). */
function asService(command: string, args: string[], cwd: string, childEnv: Record<string, string>) {
  if (!serviceUser) return run(command, args, { cwd, env: childEnv });
  run("setpriv", [`--reuid=${serviceUser}`, `--regid=${serviceUser}`, "--init-groups", "--", command, ...args], {
    cwd,
    env: { ...childEnv, HOME: layout.data },
    ...ownSession,
  });
}

/** The editor's build-time settings (PUBLIC_*) when install.sh set up an editor, else null. */
function editorSettings(): Record<string, string> | null {
  const installConf = join(layout.etc, "install.conf");
  const editorEnv = join(layout.etc, "editor.env");
  if (!existsSync(installConf) || !parseEnvFile(readFileSync(installConf, "utf8")).EDITOR_DOMAIN) return null;
  const settings = existsSync(editorEnv) ? parseEnvFile(readFileSync(editorEnv, "utf8")) : {};
  return Object.fromEntries(Object.entries(settings).filter(([key]) => key.startsWith("PUBLIC_")));
}

/**
 * Unpacks `commit` of `source`, installs and builds it as the build user, then makes it root's and
 * read-only to everyone else (the service runs it, nobody changes it); returns its name.
 */
function prepare(source: string, commit: string): string {
  const name = releaseName(commit);
  const partial = join(layout.releases, `${name}.partial`);
  // HOME is empty and root's: a build that writes there fails. npm's cache and the temporary
  // files go to a folder of the build's own, thrown away after.
  const home = join(layout.releases, `${name}.home`);
  const scratch = join(layout.releases, `${name}.scratch`);
  for (const path of [partial, home, scratch]) rmSync(path, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  mkdirSync(home, { mode: 0o755 });
  mkdirSync(join(scratch, "tmp"), { recursive: true, mode: 0o700 });
  log(`unpacking ${commit.slice(0, 7)} from ${source}`);
  execFileSync("sh", ["-c", 'git -C "$1" archive --format=tar "$2" | tar -x -C "$3"', "sh", source, commit, partial]);
  writeFileSync(join(partial, ".commit"), `${commit}\n`);
  if (buildUser) run("chown", ["-R", "-h", `${buildUser}:${buildUser}`, partial, scratch]);
  try {
    const reuse = env.SUMMIT_NODE_MODULES_FROM;
    if (reuse) {
      // Tests: the checkout's installed dependencies, linked, instead of a download.
      symlinkSync(reuse, join(partial, "node_modules"));
    } else {
      log("installing dependencies (npm install)");
      build("npm", ["install"], partial, home, scratch);
    }
    log("building (npm run build)");
    build("npm", ["run", "build"], partial, home, scratch);
    const editor = editorSettings();
    if (editor) {
      // The GitHub-mode editor (install.sh --editor-domain) runs from the live release too.
      log("building the editor (npm run cms:build)");
      build("npm", ["run", "cms:build"], partial, home, scratch, editor);
    }
  } finally {
    for (const path of [home, scratch]) rmSync(path, { recursive: true, force: true });
  }
  // Root's from here on, and nobody else may write a byte of it (symlinks are changed, never followed).
  run("chown", ["-R", "-h", "0:0", partial]);
  run("chmod", ["-R", "go-w", partial]);
  const release = join(layout.releases, name);
  renameSync(partial, release);
  return name;
}

/** A backup before the migrations, then the migrations, with the release's own code, as the service user. */
function migrate(name: string) {
  const release = join(layout.releases, name);
  const database = join(layout.data, "inquiries.db");
  const node = join(release, "node_modules/node/bin/node");
  const childEnv = { PATH: env.PATH ?? "/usr/bin:/bin", DATABASE_PATH: database };
  if (existsSync(database))
    asService(
      node,
      ["scripts/leads.ts", "backup", join(layout.data, "backups", `before-${name}.db`)],
      release,
      childEnv,
    );
  asService(node, ["deploy/migrate.ts"], release, childEnv);
}

export async function deploy(source: string, ref: string, force = false) {
  const commit = execFileSync("git", ["-C", source, "rev-parse", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const current = currentRelease();
  if (!force && current && commitOf(current) === commit) {
    log(`${commit.slice(0, 7)} is already live (${current}); --force deploys it again`);
    return current;
  }
  mkdirSync(layout.releases, { recursive: true });
  const name = prepare(source, commit);
  migrate(name);
  await goLive(name);
  prune();
  return name;
}

export async function rollback() {
  const current = currentRelease();
  const releases = listReleases();
  const index = current ? releases.indexOf(current) : -1;
  const previous = index > 0 ? releases[index - 1] : undefined;
  if (!previous) throw new Error(`no release before ${current ?? "(none)"} to go back to`);
  log(`rolling back from ${current} to ${previous}`);
  await goLive(previous);
}

/**
 * Deploys `branch` of `repository` when it is not the live commit; a failure leaves the live release.
 * The branch is fetched aside (`refs/incoming/`); `refs/accepted/<branch>` moves only to a commit
 * that passed the checks, so with signed deploys it is the last commit this server accepted.
 */
export async function autoDeploy(repository: string, branch: string, allowedSigners?: string) {
  const mirror = join(layout.app, "repo.git");
  if (!existsSync(mirror)) run("git", ["init", "--quiet", "--bare", mirror]);
  const incoming = `refs/incoming/${branch}`;
  run("git", ["-C", mirror, "fetch", "--quiet", "--no-tags", repository, `+refs/heads/${branch}:${incoming}`]);
  const revParse = (ref: string) =>
    spawnSync("git", ["-C", mirror, "rev-parse", "--verify", "--quiet", `${ref}^{commit}`], {
      encoding: "utf8",
    }).stdout.trim();
  const wanted = revParse(incoming);
  const accept = () => run("git", ["-C", mirror, "update-ref", `refs/accepted/${branch}`, wanted]);
  const current = currentRelease();
  const live = current ? commitOf(current) : "";
  if (live === wanted) {
    accept();
    log(`${branch} is at ${wanted.slice(0, 7)}, already live`);
    return;
  }
  const failed = join(layout.app, "failed-commit");
  if (existsSync(failed) && readFileSync(failed, "utf8").trim() === wanted) {
    log(`${branch} is at ${wanted.slice(0, 7)}, which failed before; waiting for a new commit`);
    return;
  }
  try {
    if (allowedSigners) {
      const signer = checkSigned(mirror, wanted, allowedSigners);
      checkForward(mirror, wanted, branch, { live, accepted: revParse(`refs/accepted/${branch}`) });
      log(`${wanted.slice(0, 7)} is signed by an allowed key and comes after the live release: ${signer}`);
    }
    accept();
    await deploy(mirror, wanted);
    rmSync(failed, { force: true });
  } catch (error) {
    writeFileSync(failed, `${wanted}\n`);
    throw error;
  }
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      source: { type: "string" },
      ref: { type: "string" },
      repository: { type: "string" },
      branch: { type: "string" },
      force: { type: "boolean" },
      "allowed-signers": { type: "string" },
    },
  });
  const [command = ""] = positionals;
  // What changes the live release reports to the alerts, how it went.
  if (["deploy", "auto", "switch", "rollback"].includes(command)) {
    try {
      await runCommand(command, positionals, values);
    } catch (error) {
      reportDeploy(false, error instanceof Error ? error.message : String(error));
      throw error;
    }
    if (wentLive) reportDeploy(true);
  } else {
    await runCommand(command, positionals, values);
  }
}

async function runCommand(
  command: string,
  positionals: string[],
  values: {
    source?: string;
    ref?: string;
    repository?: string;
    branch?: string;
    force?: boolean;
    "allowed-signers"?: string;
  },
) {
  if (command === "deploy") {
    await deploy(resolve(values.source ?? "."), values.ref ?? "HEAD", values.force);
  } else if (command === "build") {
    const source = resolve(values.source ?? ".");
    const commit = execFileSync("git", ["-C", source, "rev-parse", `${values.ref ?? "HEAD"}^{commit}`], {
      encoding: "utf8",
    }).trim();
    mkdirSync(layout.releases, { recursive: true });
    log(`built ${prepare(source, commit)} (not live: switch to it with \`switch\`)`);
  } else if (command === "switch") {
    const name = positionals[1];
    if (!name || !listReleases().includes(name))
      throw new Error(`switch needs a release: ${listReleases().join(", ")}`);
    await goLive(name);
  } else if (command === "nginx") {
    const current = currentRelease();
    const port = livePort();
    if (!current || !port) throw new Error("no live release yet");
    await pointNginx(join(layout.releases, current), port);
  } else if (command === "rollback") {
    await rollback();
  } else if (command === "auto") {
    if (!values.repository) throw new Error("auto needs --repository");
    await autoDeploy(values.repository, values.branch ?? "main", values["allowed-signers"]);
  } else if (command === "status") {
    console.log(`live: ${currentRelease() ?? "none"} on port ${livePort() ?? "none"}`);
    for (const name of listReleases()) console.log(`  ${name}  ${commitOf(name).slice(0, 12)}`);
  } else {
    console.error("Usage: node deploy/release.ts deploy|build|switch|rollback|nginx|auto|status");
    process.exitCode = 2;
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`release: FAILED, the live release is unchanged: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
