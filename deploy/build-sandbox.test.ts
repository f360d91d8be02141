import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_MEMORY_LIMIT, BUILD_TIME_LIMIT, buildProperties, systemdRunArguments } from "./build-sandbox.ts";

const properties = buildProperties({
  user: "summit-build",
  writable: ["/srv/summit-cloud/releases/r1.partial", "/srv/summit-cloud/releases/r1.scratch"],
  hidden: ["/var/lib/summit-cloud", "/etc/summit-cloud", "/etc/letsencrypt", "/root"],
});

/** The properties as a unit file: what systemd-run asks systemd to make, for systemd-analyze to read. */
function asUnit(user: string) {
  const dir = mkdtempSync(join(tmpdir(), "summit-build-unit-"));
  const file = join(dir, "summit-cloud-build-r1-1.service");
  const lines = properties.map((property) => property.replace(/^(User|Group)=.*/, `$1=${user}`));
  writeFileSync(
    file,
    `[Unit]\nDescription=a build\n\n[Service]\nType=exec\nExecStart=/bin/true\n${lines.join("\n")}\n`,
  );
  return file;
}

describe("the build's systemd-run sandbox", () => {
  it("closes namespaces, system calls outside a service's, other processes, and bounds memory and time", () => {
    for (const property of [
      "RestrictNamespaces=yes",
      "SystemCallFilter=@system-service",
      "SystemCallErrorNumber=EPERM",
      "ProtectProc=invisible",
      `MemoryMax=${BUILD_MEMORY_LIMIT}`,
      `RuntimeMaxSec=${BUILD_TIME_LIMIT}`,
      "NoNewPrivileges=yes",
      "ProtectSystem=strict",
      "ProtectHome=yes",
    ])
      expect(properties).toContain(property);
    expect(properties).toContain(
      "InaccessiblePaths=-/var/lib/summit-cloud -/etc/summit-cloud -/etc/letsencrypt -/root",
    );
    expect(properties).toContain(
      "ReadWritePaths=/srv/summit-cloud/releases/r1.partial /srv/summit-cloud/releases/r1.scratch",
    );
  });

  it("passes every property with -p, the environment with -E, and names the unit after the release", () => {
    const args = systemdRunArguments({
      release: "20261129T070000Z-abc.partial",
      cwd: "/srv/summit-cloud/releases/20261129T070000Z-abc.partial",
      properties,
      environment: { HOME: "/srv/summit-cloud/releases/r1.home", PATH: "/usr/bin" },
      executable: "/srv/summit-cloud/toolchain/current/bin/npm",
      args: ["ci"],
    });
    for (const property of properties) expect(args[args.indexOf(property) - 1]).toBe("-p");
    expect(args).toContain("--wait");
    expect(args.find((arg) => arg.startsWith("--unit="))).toMatch(
      /^--unit=summit-cloud-build-20261129T070000Z-abc\.partial-\d+\.service$/,
    );
    expect(args.slice(args.indexOf("-E"), args.indexOf("-E") + 4)).toEqual([
      "-E",
      "HOME=/srv/summit-cloud/releases/r1.home",
      "-E",
      "PATH=/usr/bin",
    ]);
    expect(args.slice(-3)).toEqual(["--", "/srv/summit-cloud/toolchain/current/bin/npm", "ci"]);
  });

  it("is a unit systemd reads without a complaint (systemd-analyze verify), exposure printed", () => {
    const file = asUnit("summit-build");
    const verify = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
    const ours = `${verify.stdout}${verify.stderr}`.split("\n").filter((line) => line.includes("summit-cloud-build"));
    expect(ours).toEqual([]);
    expect(verify.status).toBe(0);
    const security = spawnSync("systemd-analyze", ["security", "--offline=yes", file], { encoding: "utf8" });
    const exposure = Number(/Overall exposure level for .*: (\d+\.\d+)/.exec(security.stdout)?.[1]);
    console.log(`the build's sandbox exposure: ${exposure}`);
    expect(exposure).toBeGreaterThan(0);
    expect(exposure).toBeLessThanOrEqual(2.5);
  });
});
