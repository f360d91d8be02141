import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { releaseCommand } from "../../deploy/release-command.ts";
import { unitCommand } from "../../deploy/release-servers.ts";
import { prefixes, repo, step } from "./prefix.ts";

/**
 * The operator's commands moved from scripts/ to server/cli/ (ADR 034), but root's deployer
 * outlives releases and a rollback can make a release built before the move live again: every
 * caller finds a release's command through deploy/release-command.ts. Here a stand-in release of
 * the old layout, whose commands print what they were given, is live in a throwaway PREFIX, and
 * each caller (summit-cloud, alert.sh, snapshot.sh, the audit anchor's unit) reaches it. About 3 s.
 */
const node = join(repo, "node_modules/.bin/node");
const prefix = prefixes("release-command");
const asRoot = process.getuid?.() === 0;

/** A release folder keeping the given commands in `room`; each prints its room, name and arguments. */
function standIn(release: string, room: string, names: string[]) {
  mkdirSync(join(release, room), { recursive: true });
  for (const name of names)
    writeFileSync(
      join(release, room, `${name}.ts`),
      `import { readFileSync, writeFileSync } from "node:fs";
const args = process.argv.slice(2);
if (args[0] === "backup") writeFileSync(args[1] ?? "", "a snapshot");
const input = args[0] === "audit" ? readFileSync(0, "utf8") : undefined;
console.log(JSON.stringify({ ran: ${JSON.stringify(`${room}/${name}`)}, args, input }));
`,
    );
  return release;
}
const ran = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith('{"ran"'))
    .map((line) => JSON.parse(line));

describe("releaseCommand: where a release keeps an operator's command", () => {
  const dir = prefix();
  const both = standIn(standIn(join(dir, "both"), "server/cli", ["leads"]), "scripts", ["leads", "alerts"]);
  const old = standIn(join(dir, "old"), "scripts", ["leads"]);

  it("server/cli/ first, scripts/ in a release built before the move, nothing for a release without it or a name that is not one", () => {
    expect(releaseCommand(both, "leads")).toBe("server/cli/leads.ts");
    expect(releaseCommand(both, "alerts")).toBe("scripts/alerts.ts");
    expect(releaseCommand(old, "leads")).toBe("scripts/leads.ts");
    expect(releaseCommand(old, "stats")).toBeUndefined();
    expect(releaseCommand(join(dir, "missing"), "leads")).toBeUndefined();
    expect(releaseCommand(both, "../scripts/leads")).toBeUndefined();
  });

  it("run from the shell (lib.sh's release_command): path prints it, run replaces itself with it; none is exit 1", () => {
    const shell = (release: string, ...args: string[]) =>
      spawnSync("bash", ["-c", `. deploy/steps/lib.sh && release_command "$@"`, "-", release, ...args], {
        cwd: repo,
        encoding: "utf8",
        env: { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "" },
      });
    expect(shell(old, "path", "leads").stdout).toBe("scripts/leads.ts\n");
    expect(ran(shell(both, "run", "leads", "list", "--limit", "2").stdout)).toEqual([
      { ran: "server/cli/leads", args: ["list", "--limit", "2"] },
    ]);
    const none = shell(old, "run", "stats");
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("no stats command");
    expect(shell(join(dir, "missing"), "path", "leads").status).not.toBe(0);
  });
});

describe("a release built before the move, live under today's deployer", () => {
  /** The deployer, the settings and the units installed; an old-layout release live. */
  function installed() {
    const dir = prefix();
    chmodSync(dir, 0o755);
    for (const name of ["deployer", "files", "units"]) step(name, dir);
    step("env", dir, { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" });
    const release = standIn(join(dir, "srv/summit-cloud/releases/20250101000000-old"), "scripts", [
      "status",
      "leads",
      "alerts",
      "admin",
    ]);
    execFileSync("chmod", ["-R", "a+rX", release]);
    symlinkSync(release, join(dir, "srv/summit-cloud/current"));
    return { dir, lib: join(dir, "usr/local/lib/summit-cloud") };
  }

  it("summit-cloud, alert.sh, the snapshot and the audit anchor's unit each run its scripts/ command", () => {
    const { dir, lib } = installed();
    const command = spawnSync(node, [join(lib, "server-command.ts"), "status", "--format", "json"], {
      env: { ...process.env, PREFIX: dir, SUMMIT_SERVICE_USER: asRoot ? "daemon" : "" },
      encoding: "utf8",
    });
    expect(ran(command.stdout), command.stderr).toEqual([{ ran: "scripts/status", args: ["--format", "json"] }]);

    const alert = spawnSync(join(lib, "steps/alert.sh"), ["check"], {
      env: { PATH: process.env.PATH },
      encoding: "utf8",
    });
    expect(ran(alert.stdout), alert.stderr).toEqual([{ ran: "scripts/alerts", args: ["check"] }]);

    const snapshot = spawnSync(join(lib, "steps/snapshot.sh"), [], {
      env: { PATH: process.env.PATH },
      encoding: "utf8",
    });
    expect(snapshot.status, snapshot.stderr).toBe(0);
    expect(ran(snapshot.stdout)).toEqual([
      { ran: "scripts/leads", args: ["backup", expect.stringMatching(/backups\/inquiries-\d{8}T\d{6}Z\.db$/)] },
    ]);

    const unit = readFileSync(join(dir, "etc/systemd/system/summit-cloud-audit-anchor.service"), "utf8");
    const { command: program, args, cwd } = unitCommand(unit, "");
    expect(program).toBe(join(lib, "bin/node"));
    const anchor = spawnSync(program, args, {
      cwd,
      input: "the key",
      encoding: "utf8",
      env: { PATH: "/usr/bin:/bin" },
    });
    expect(ran(anchor.stdout), anchor.stderr).toEqual([
      { ran: "scripts/admin", args: ["audit", "--anchor"], input: "the key" },
    ]);
  });
});
