/**
 * A release's Node servers (deploy/release.ts): started on a server as the unit summit-cloud@<port>,
 * anywhere else with the command and environment that unit gives, stopped gracefully, and checked
 * through /api/health and a page before nginx is pointed at them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, layout, processAlive, run, serviceUser, systemd, waitFor } from "./release-base.ts";

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
 * environment, with %i set. As systemd does, whatever their order in the unit, the files of
 * EnvironmentFile= override the unit's own Environment= lines.
 * Tests start the server from this, so they run what the unit runs.
 */
export function unitCommand(unitText: string, instance: string) {
  const lines = unitText.split("\n").map((line) => line.trim().replaceAll("%i", instance));
  const value = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
  const environment: Record<string, string> = {};
  for (const assignments of value("Environment")) {
    for (const pair of assignments.split(/\s+/).filter(Boolean)) {
      const at = pair.indexOf("=");
      environment[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  for (const file of value("EnvironmentFile")) {
    const path = file.replace(/^-/, "");
    if (existsSync(path)) Object.assign(environment, parseEnvFile(readFileSync(path, "utf8")));
    else if (!file.startsWith("-")) throw new Error(`${path} (the unit's EnvironmentFile) is missing`);
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

/** The units of the server on `port`: its socket, which holds the port (ADR 041), and its service. */
export function serverUnits(port: number): [socket: string, service: string] {
  return [`summit-cloud@${port}.socket`, `summit-cloud@${port}.service`];
}

/** Starts the Node server of `port` (whatever release its slot points at). */
export async function startServer(port: number) {
  if (systemd) {
    const [socket, service] = serverUnits(port);
    // The socket first, so the port listens (and queues) before Node is there.
    run("systemctl", ["start", socket]);
    run("systemctl", ["restart", service]);
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

/** Stops the server of `port` gracefully (it finishes its requests and closes the database). */
export async function stopServer(port: number) {
  if (systemd) {
    // The socket too: left listening, a request to this port would start the old release again.
    run("systemctl", ["stop", ...serverUnits(port)]);
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
export async function checkHealth(port: number, seconds = 30) {
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
