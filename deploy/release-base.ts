/**
 * What every part of a release (deploy/release.ts) shares: the layout of ADR 017 under PREFIX, the
 * ports, the users it runs code as, and how root runs a command (never with its terminal).
 */
import { type SpawnSyncOptions, spawnSync } from "node:child_process";
import { mkdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { dirname } from "node:path";

export const env = process.env;
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
  /** Each content branch's built preview (release-previews.ts): served, never run. */
  previews: `${prefix}/srv/summit-cloud/previews`,
};
export const systemd = env.SUMMIT_SYSTEM === "run";

/**
 * The users of ADR 024: the build is the repository's code and its dependencies' install scripts,
 * so it runs as `summit-build`, which can read neither the leads nor the settings; the migration
 * and the backup before it run as the service user, which owns the data. Root runs neither. Tests
 * without those users run both as themselves.
 */
export const buildUser = env.SUMMIT_BUILD_USER;
export const serviceUser = env.SUMMIT_SERVICE_USER;

export function log(message: string) {
  console.log(`release: ${message}`);
}

/**
 * Nothing root runs reads the operator's terminal (stdin is /dev/null), and what runs the release's
 * code as another user also starts in a session of its own (`ownSession`): the terminal of a
 * `sudo deploy/install.sh` is not its controlling one, so it cannot type into root's shell.
 */
export const ownSession = { detached: true } as const;
export function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

/** Replaces a symlink in one rename, so nothing ever sees it missing. */
export function pointAt(link: string, target: string) {
  mkdirSync(dirname(link), { recursive: true });
  const temporary = `${link}.next-${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what}: not within ${seconds} s`);
}
