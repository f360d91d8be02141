import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `summit-cloud <command>` runs the live release's code; here a stand-in release in a throwaway
 * PREFIX whose scripts report what they were given. As root (this machine, CI) it drops to
 * `daemon` (a user with a group of its name, as the service user has) through setpriv, as it drops to the service user on a server. About a second.
 */
const repo = process.cwd();
const node = join(repo, "node_modules/.bin/node");
const dir = mkdtempSync(join(tmpdir(), "summit-command-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
chmodSync(dir, 0o755);
const scripts = join(dir, "srv/summit-cloud/current/server/cli");
mkdirSync(scripts, { recursive: true });
mkdirSync(join(dir, "etc/summit-cloud"), { recursive: true });
writeFileSync(join(dir, "etc/summit-cloud/env"), "", { mode: 0o600 });
// Fields of /proc/<pid>/stat after the command's name: state, ppid, pgrp, session, tty_nr.
writeFileSync(
  join(scripts, "status.ts"),
  `import { readFileSync, readlinkSync } from "node:fs";
const stat = (pid: string) => readFileSync(\`/proc/\${pid}/stat\`, "utf8").replace(/^.*\\) /, "").split(" ");
const self = stat("self");
const parent = stat(self[1] ?? "");
console.log(JSON.stringify({ pid: process.pid, session: Number(self[3]), tty: Number(self[4]), parentSession: Number(parent[3]), parentTty: Number(parent[4]), stdin: readlinkSync("/proc/self/fd/0"), uid: process.getuid?.() }));
process.exitCode = 3;
`,
);
writeFileSync(
  join(scripts, "alerts.ts"),
  `process.on("SIGINT", () => { console.log("got SIGINT"); process.exit(130); });
console.log("ready");
setInterval(() => {}, 1000);
`,
);
const env = { ...process.env, PREFIX: dir, SUMMIT_SERVICE_USER: "daemon" };
const command = [join(repo, "deploy/server-command.ts")];

describe("summit-cloud: the release's code never gets the operator's terminal", () => {
  it("runs in a session of its own, without the terminal as its controlling one, stdin /dev/null; output and exit code pass through", () => {
    // A real terminal around it, as an operator's sudo has: script(1) gives the command a pty.
    const line = [node, ...command, "status"].map((word) => `'${word}'`).join(" ");
    const result = spawnSync("script", ["-qec", line, "/dev/null"], { env, encoding: "utf8" });
    const report = JSON.parse(/\{.*\}/.exec(result.stdout)?.[0] ?? "null");
    expect(report, result.stdout + result.stderr).not.toBeNull();
    // summit-cloud itself sits in the terminal's session, with it as its controlling terminal…
    expect(report.parentTty).not.toBe(0);
    // …the release's code leads a session of its own and has no controlling terminal: TIOCSTI
    // on the inherited output refuses, /dev/tty does not open.
    expect(report.session).not.toBe(report.parentSession);
    expect(report.session).toBe(report.pid);
    expect(report.tty).toBe(0);
    expect(report.stdin).toBe("/dev/null");
    if (process.getuid?.() === 0)
      expect(report.uid).toBe(Number(execFileSync("id", ["-u", "daemon"], { encoding: "utf8" })));
    expect(result.status).toBe(3);
  });

  it("Ctrl-C at summit-cloud reaches the command, which is in another session", async () => {
    const child = spawn(node, [...command, "alerts"], { env, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    const status = await new Promise<number | null>((resolve) => {
      child.stdout.on("data", (chunk) => {
        output += chunk;
        if (output.includes("ready")) child.kill("SIGINT");
      });
      child.on("close", resolve);
    });
    expect(output).toContain("got SIGINT");
    expect(status).toBe(130);
  });
});
