/**
 * The operator's commands on the server (docs/operators.md "Going live"; ADR 027), found and run the way the
 * site's units run them:
 *
 *   sudo summit-cloud status [--format json]     # = sudo deploy/install.sh --status
 *   sudo summit-cloud leads list                 # npm run leads, stats, admin, alerts: the same arguments
 *   sudo summit-cloud stats --days 30
 *   sudo summit-cloud admin invite you@example.com --role owner
 *   sudo summit-cloud alerts check
 *
 * Each runs the live release's `server/cli/<command>.ts` (release-command.ts finds it, or an older
 * release's `scripts/<command>.ts`) as the service user (never as root), with the
 * settings file's values (/etc/summit-cloud/env, install.conf's DOMAIN) and the layout's paths
 * (the database, the data folder, the off-site hand-off, the certificates' public copies), so
 * nobody types DATABASE_PATH or `sudo -u`. Root reads the settings file (its own, mode 600) and
 * hands the values over in the environment, never on a command line; `setpriv` then drops to the
 * service user before the release's code runs. The exit code is the command's (`status`: 1 on
 * any FAIL).
 *
 * The release's code never gets the operator's terminal: it starts in a session of its own
 * (setsid, Node's `detached`), so the terminal is not its controlling one and it can neither push
 * keystrokes into the operator's shell (the TIOCSTI ioctl) nor open /dev/tty; its standard input
 * is /dev/null (no command reads one). Its output still goes to the terminal. Ctrl-C reaches only
 * this process, which passes it on.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { layout } from "./release-base.ts";
import { releaseCommand } from "./release-command.ts";
import { parseEnvFile } from "./release-servers.ts";

const commands = ["status", "leads", "stats", "admin", "alerts"];

const prefix = (process.env.PREFIX ?? "/").replace(/\/+$/, "");

/** What the command sees: the settings, then the layout (which the settings cannot move). */
export function commandEnvironment(): Record<string, string> {
  const read = (path: string) => (existsSync(path) ? parseEnvFile(readFileSync(path, "utf8")) : {});
  const settings = read(join(layout.etc, "env"));
  const { DOMAIN = "", EDITOR_DOMAIN = "" } = read(join(layout.etc, "install.conf"));
  return {
    ...settings,
    DOMAIN,
    EDITOR_DOMAIN,
    PATH: "/usr/bin:/bin",
    LANG: "C.UTF-8",
    NODE_ENV: "production",
    HOME: layout.data,
    PREFIX: prefix,
    DATABASE_PATH: join(layout.data, "inquiries.db"),
    SUMMIT_DATA_DIR: layout.data,
    // The hand-off to the off-site copy (deploy/steps/lib.sh's OFFSITE_DIR): `leads erase` reaches it.
    BACKUP_HANDOFF_DIR: `${prefix}/var/lib/summit-cloud-offsite`,
    SUMMIT_CERT_DIR: join(layout.etc, "certificates"),
  };
}

/** The deployer's own Node (root's, beside this file), else the one running this. */
function nodeBinary(): string {
  const beside = join(import.meta.dirname, "bin/node");
  return existsSync(beside) ? beside : process.execPath;
}

export async function runServerCommand(argv: string[]): Promise<number> {
  const [name = "", ...args] = argv;
  if (!commands.includes(name)) {
    console.error(`usage: summit-cloud ${commands.join("|")} [arguments…]`);
    return 2;
  }
  const script = releaseCommand(layout.current, name);
  if (!script) {
    console.error(`summit-cloud: no live release with a ${name} command in ${layout.current}`);
    return 1;
  }
  const user = process.env.SUMMIT_SERVICE_USER || "summit";
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !existsSync(join(layout.etc, "env"))) {
    console.error("summit-cloud: the settings file is missing");
    return 1;
  }
  let environment: Record<string, string>;
  try {
    environment = commandEnvironment();
  } catch (error) {
    // Only root reads the settings file: say so, never what is in it.
    console.error(
      `summit-cloud: cannot read the settings (${(error as NodeJS.ErrnoException).code}): run it with sudo`,
    );
    return 1;
  }
  const command = [nodeBinary(), script, ...args];
  // Root hands over to the service user; anyone else runs it as themselves (a checkout, a test).
  const [program, ...programArgs] = asRoot
    ? ["setpriv", `--reuid=${user}`, `--regid=${user}`, "--init-groups", "--", ...command]
    : command;
  const child = spawn(program as string, programArgs, {
    cwd: layout.current,
    env: environment,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
  // The child leads its own process group: the terminal's signals go to this process alone.
  const forward = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Gone already.
    }
  };
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    const done = (status: number) => {
      for (const signal of signals) process.off(signal, forward);
      resolve(status);
    };
    child.on("error", (error) => {
      console.error(`summit-cloud: ${error.message}`);
      done(1);
    });
    child.on("close", (status, signal) => done(status ?? (signal ? 128 + constants.signals[signal] : 1)));
  });
}

if (import.meta.main) process.exitCode = await runServerCommand(process.argv.slice(2));
