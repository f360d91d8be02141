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
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openPulls } from "./preview-pulls.ts";
import { githubApi, githubRepositoryFor, githubToken, sendStatuses } from "./preview-status.ts";
import {
  buildUser,
  env,
  KEEP_RELEASES,
  layout,
  log,
  ownSession,
  PORTS,
  pointAt,
  run,
  serviceUser,
  systemd,
} from "./release-base.ts";
import { build } from "./release-build.ts";
import { releaseCommand } from "./release-command.ts";
import { pointNginx } from "./release-nginx.ts";
import { previewPass } from "./release-previews.ts";
import { deployNow, dueMoment, publishScheduled, ScheduledPublishFailed } from "./release-schedule.ts";
import { checkHealth, parseEnvFile, serverUnits, startServer, stopServer, unitCommand } from "./release-servers.ts";
import { checkForward, checkSigned } from "./signed-commits.ts";

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

export function currentRelease(): string | null {
  const target = linkTarget(layout.current);
  return target ? basename(target) : null;
}

function livePort(): number | null {
  if (!existsSync(layout.livePort)) return null;
  const port = Number(readFileSync(layout.livePort, "utf8").trim());
  return PORTS.includes(port) ? port : null;
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
  // Both units, so the socket holds the port from early in the next boot, before nginx starts.
  if (systemd) run("systemctl", ["enable", ...serverUnits(port)]);
  // The editor (if any) moves to the new release with a restart: it has no visitors to keep.
  if (systemd) run("systemctl", ["try-restart", "summit-cloud-editor.service"]);
  if (live && live !== port) {
    await stopServer(live);
    if (systemd) run("systemctl", ["disable", ...serverUnits(live)]);
  }
  log(`${name} is live on 127.0.0.1:${port}`);
  wentLive = true;
}

/** Whether this run made a release live (an auto-deploy with nothing new also ends well). */
let wentLive = false;

/**
 * Tells the alerts how a deploy (or a scheduled rebuild, `schedule`, or a branch's preview, `preview`) went (ADR 027) through
 * summit-cloud-alert@{resolve,report}-<job>, which runs as the service user with the alert
 * settings: on a server systemd starts that unit; elsewhere (tests) its command runs as the unit
 * says, as startServer does. The reason is kept for it in root's last-<job>-error (readable, no
 * secret: a URL's credentials are masked). An alert that cannot be sent never changes the outcome.
 */
export function reportDeploy(ok: boolean, reason = "", job: "deploy" | "schedule" | "preview" = "deploy") {
  const instance = `${ok ? "resolve" : "report"}-${job}`;
  const errorFile = join(layout.app, `last-${job}-error`);
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
  // One moment for the release's name and its build's clock: what the build left out as scheduled
  // is then what comes after the name's stamp (release-schedule.ts).
  const at = new Date(deployNow());
  const name = releaseName(commit, at);
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
    build("npm", ["run", "build"], partial, home, scratch, { SITE_BUILD_NOW: at.toISOString() });
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
  // Written again by root: the build could have put a symlink there, and a .commit that never
  // matches the live commit would have every timer run deploy again.
  rmSync(join(partial, ".commit"), { force: true });
  writeFileSync(join(partial, ".commit"), `${commit}\n`);
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
  if (existsSync(database)) {
    const leads = releaseCommand(release, "leads");
    if (!leads) throw new Error(`${release} has no leads command: no backup can be taken before its migrations`);
    asService(node, [leads, "backup", join(layout.data, "backups", `before-${name}.db`)], release, childEnv);
  }
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
  let failure: unknown = null;
  try {
    await deployBranch(mirror, repository, branch, allowedSigners);
  } catch (error) {
    failure = error;
  }
  // Then the content branches' previews (ADR 046), whatever became of main: they never touch the
  // live release, and a preview that fails is its own alert, never this run's outcome.
  try {
    const main = spawnSync(
      "git",
      ["-C", mirror, "rev-parse", "--verify", "--quiet", `refs/incoming/${branch}^{commit}`],
      {
        encoding: "utf8",
      },
    ).stdout.trim();
    const settings = join(layout.etc, "env");
    const origin = existsSync(settings) ? parseEnvFile(readFileSync(settings, "utf8")).PREVIEW_ORIGIN || null : null;
    // The pull requests' too, where install.conf says so (PREVIEW_PULL_REQUESTS, GITHUB_REPOSITORY,
    // handed over by auto-deploy.sh) and root's token may read them.
    const github = githubRepositoryFor(repository, env.GITHUB_REPOSITORY ?? "");
    const enabled = env.PREVIEW_PULL_REQUESTS === "1";
    const pulls = await openPulls({
      enabled,
      repository: github,
      token: enabled ? githubToken() : null,
      deployed: branch,
      api: githubApi(),
    });
    const { statuses } = previewPass({
      mirror,
      repository,
      main,
      now: deployNow(),
      report: (ok, reason) => reportDeploy(ok, reason, "preview"),
      origin,
      pulls,
    });
    await sendStatuses(github, statuses);
  } catch (error) {
    log(`preview: the pass stopped: ${error instanceof Error ? error.message : error}`);
  }
  if (failure) throw failure;
}

async function deployBranch(mirror: string, repository: string, branch: string, allowedSigners?: string) {
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
    const due = current ? dueMoment(current, deployNow()) : null;
    if (due === null) return log(`${branch} is at ${wanted.slice(0, 7)}, already live`);
    return publishScheduled(
      wanted,
      due,
      () => deploy(mirror, wanted, true),
      (ok, reason) => reportDeploy(ok, reason, "schedule"),
    );
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
      if (!(error instanceof ScheduledPublishFailed))
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
    // A failed scheduled rebuild has its own alert: 75 is a success to the deploy unit
    // (SuccessExitStatus=), so its OnFailure= does not report it again as a failed deploy.
    process.exitCode = error instanceof ScheduledPublishFailed ? 75 : 1;
  });
}
