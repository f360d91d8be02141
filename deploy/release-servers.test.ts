import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unitCommand } from "./release-servers.ts";

describe("unitCommand: what systemd would run for a unit", () => {
  it("lets the EnvironmentFile= override Environment=, whatever their order, as systemd does", () => {
    const dir = mkdtempSync(join(tmpdir(), "summit-unit-env-"));
    const envFile = join(dir, "env");
    writeFileSync(envFile, "DATABASE_PATH=/elsewhere.db\nSMTP_URL=smtp://127.0.0.1:2525\n");
    const unit = [
      "[Service]",
      `EnvironmentFile=${envFile}`,
      "Environment=NODE_ENV=production PORT=%i",
      "Environment=DATABASE_PATH=/var/lib/summit-cloud/inquiries.db",
      "ExecStart=/usr/bin/node server/index.ts",
    ].join("\n");
    const { environment, command, args } = unitCommand(unit, "3001");
    expect(environment).toEqual({
      NODE_ENV: "production",
      PORT: "3001",
      DATABASE_PATH: "/elsewhere.db",
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    expect([command, ...args]).toEqual(["/usr/bin/node", "server/index.ts"]);
  });
});

describe("the server's units on a server (SUMMIT_SYSTEM=run)", () => {
  it("starts a port's socket before its service, and stops both: no socket is left on a port not live", () => {
    const dir = mkdtempSync(join(tmpdir(), "summit-units-"));
    const bin = join(dir, "bin");
    mkdirSync(bin);
    const calls = join(dir, "calls");
    // A systemctl that records what it was asked.
    writeFileSync(join(bin, "systemctl"), `#!/bin/sh\necho "$*" >> ${calls}\n`, { mode: 0o755 });
    const script = `const m = await import(${JSON.stringify(join(import.meta.dirname, "release-servers.ts"))});
      await m.startServer(3001);
      await m.stopServer(3000);`;
    execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, SUMMIT_SYSTEM: "run", PREFIX: dir },
      stdio: "pipe",
    });
    expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual([
      "start summit-cloud@3001.socket",
      "restart summit-cloud@3001.service",
      "stop summit-cloud@3000.socket summit-cloud@3000.service",
    ]);
  });
});
