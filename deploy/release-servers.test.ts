import { mkdtempSync, writeFileSync } from "node:fs";
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
