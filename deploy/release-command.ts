/**
 * Where a release keeps the operator's commands (status, leads, stats, admin, alerts): in
 * server/cli/, beside the server code they drive (ADR 034). A release built before they moved
 * there has them in scripts/, and a rollback can make such a release live again, while root's
 * deployer outlives every release: so whatever runs a release's command asks here, never spells
 * the path. deploy/server-command.ts and release.ts import `releaseCommand`; the steps' shell
 * (lib.sh's `release_command`) and the audit anchor's unit run this file:
 *
 *   node release-command.ts path NAME          NAME's path in the release in the working folder (exit 1: none)
 *   node release-command.ts run NAME [ARGS…]   runs it there with this Node, which it replaces (same pid,
 *                                              standard input and output, environment)
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The folders a release may keep its commands in, the current layout first. */
const rooms = ["server/cli", "scripts"];

/** NAME's command in `release` (relative to it), or undefined when the release has none. */
export function releaseCommand(release: string, name: string): string | undefined {
  if (!/^[a-z]+$/.test(name)) return undefined;
  return rooms.map((room) => `${room}/${name}.ts`).find((path) => existsSync(join(release, path)));
}

if (import.meta.main) {
  const [mode, name = "", ...args] = process.argv.slice(2);
  const path = releaseCommand(process.cwd(), name);
  if (mode !== "path" && mode !== "run") {
    console.error("usage: release-command.ts path NAME | run NAME [ARGS…] (in the release's folder)");
    process.exitCode = 2;
  } else if (!path) {
    console.error(`release-command.ts: no ${name} command in ${process.cwd()} (${rooms.join("/ or ")}/)`);
    process.exitCode = 1;
  } else if (mode === "path") {
    console.log(path);
  } else if (!process.execve) {
    console.error("release-command.ts: this Node cannot replace itself (process.execve came in Node 23.11)");
    process.exitCode = 1;
  } else {
    process.execve(process.execPath, [process.execPath, path, ...args], process.env);
  }
}
