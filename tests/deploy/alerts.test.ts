import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unitCommand } from "../../deploy/release-servers.ts";
import { prefixes, repo, step } from "./prefix.ts";

/**
 * The alerts wired into the units (ADR 027), in a throwaway PREFIX as in steps.test.ts: which unit
 * reports to summit-cloud-alert@, and alert.sh run as that unit runs it, its stamps read back.
 */
const node = join(repo, "node_modules/.bin/node");
const prefix = prefixes("alerts");

describe("alerts wired into the units (ADR 027)", () => {
  const unit = (dir: string, name: string) => readFileSync(join(dir, "etc/systemd/system", name), "utf8");

  it("the deploy, backup and certbot units report to summit-cloud-alert@, which runs the deployer's alert.sh as the service user with the site's settings, never backup.env", () => {
    const dir = prefix();
    const out = step("units", dir);
    const lib = join(dir, "usr/local/lib/summit-cloud");
    expect(unit(dir, "summit-cloud-deploy.service")).toMatch(/^OnFailure=summit-cloud-alert@report-deploy\.service$/m);
    const backup = unit(dir, "summit-cloud-backup.service");
    expect(backup).toMatch(/^OnFailure=summit-cloud-alert@report-backup\.service$/m);
    expect(backup).toMatch(/^OnSuccess=summit-cloud-alert@resolve-backup\.service$/m);
    expect(unit(dir, "summit-cloud-snapshot.service")).toMatch(
      /^OnFailure=summit-cloud-alert@report-backup\.service$/m,
    );
    const certbot = unit(dir, "certbot.service.d/summit-cloud-alert.conf");
    expect(certbot).toMatch(/^OnFailure=summit-cloud-alert@report-certificate\.service$/m);
    expect(certbot).toMatch(/^OnSuccess=summit-cloud-alert@resolve-certificate\.service$/m);
    for (const name of ["summit-cloud-alert@.service", "summit-cloud-check.service"]) {
      const text = unit(dir, name);
      expect(text).toMatch(/^User=summit$/m);
      expect(text.match(/^EnvironmentFile=.*$/gm)).toEqual([
        `EnvironmentFile=${dir}/etc/summit-cloud/env`,
        `EnvironmentFile=${dir}/etc/summit-cloud/install.conf`,
      ]);
      expect(text).toMatch(/^UnsetEnvironment=.*\bSALESFORCE_CLIENT_SECRET\b/m);
      expect(text).toContain(`ExecStart=${lib}/steps/alert.sh `);
      expect(text).toContain(`ReadWritePaths=${dir}/var/lib/summit-cloud\n`);
    }
    expect(unit(dir, "summit-cloud-check.timer")).toMatch(/^OnUnitActiveSec=10min$/m);
    expect(out).toContain("systemctl enable --now summit-cloud-backup.timer summit-cloud-check.timer");
  });

  /** A prefix with the deployer, the settings and the units installed, and this checkout live. */
  function installed() {
    const dir = prefix();
    for (const name of ["deployer", "files", "units"]) step(name, dir);
    step("env", dir, { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" });
    symlinkSync(repo, join(dir, "srv/summit-cloud/current"));
    return dir;
  }
  const stampOf = (dir: string, job: string) =>
    JSON.parse(readFileSync(join(dir, "var/lib/summit-cloud/last-run", `${job}.json`), "utf8"));

  it("a deploy that fails in a prefix runs the alert unit's report: the deploy's stamp says failed and why; a good one resolves it", () => {
    const dir = installed();
    const env = { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "", SUMMIT_NGINX_PREFIX: "", SUMMIT_NGINX_CONF: "" };
    // A switch to a release that does not exist: release.ts fails before anything changes.
    const failed = spawnSync(node, [join(dir, "usr/local/lib/summit-cloud/release.ts"), "switch", "nothing"], {
      env,
      encoding: "utf8",
    });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain("Alerts are off");
    const stamp = stampOf(dir, "deploy");
    expect(stamp.result).toBe("failed");
    expect(stamp.detail).toContain("switch needs a release");
    expect(stamp.detail).toContain("journalctl -u summit-cloud-deploy.service");
    // alert.sh as the alert unit runs it after a good deploy.
    const resolved = spawnSync(join(dir, "usr/local/lib/summit-cloud/steps/alert.sh"), ["resolve-deploy"], {
      env: { PATH: process.env.PATH },
      encoding: "utf8",
    });
    expect(resolved.status, resolved.stderr).toBe(0);
    expect(stampOf(dir, "deploy")).toMatchObject({ result: "ok", lastOkAt: expect.any(String) });
  });

  it("before the first deploy goes live, the periodic check succeeds and says why it did nothing: no failed unit, no degraded system", () => {
    const dir = prefix();
    for (const name of ["deployer", "files", "units"]) step(name, dir);
    step("env", dir, { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" });
    const check = spawnSync(join(dir, "usr/local/lib/summit-cloud/steps/alert.sh"), ["check"], {
      env: { PATH: process.env.PATH },
      encoding: "utf8",
    });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toContain("the first deploy has not gone live");
  });

  it("a release whose alerts command prints its environment never sees the server's own secrets: calendars, Salesforce, the webhook, the health token", () => {
    const dir = installed();
    // What only the site's server needs, as an operator would set it in the settings file.
    const secrets = {
      BOOKING_CALENDARS:
        '{"ada":{"url":"https://cloud.example.com/dav/ada/","user":"ada","password":"caldav-app-password-1"}}',
      MS_GRAPH_CLIENT_SECRET: "graph-client-secret-2",
      GOOGLE_SERVICE_ACCOUNT_KEY: "Z29vZ2xlLXNlcnZpY2UtYWNjb3VudC1rZXktMw==",
      SALESFORCE_CLIENT_SECRET: "salesforce-secret-4",
      INQUIRY_WEBHOOK_URL: "https://hooks.example.com/webhook-secret-5",
      HEALTH_TOKEN: "health-token-secret-6",
    };
    const settings = join(dir, "etc/summit-cloud/env");
    chmodSync(settings, 0o600);
    appendFileSync(
      settings,
      `\n${Object.entries(secrets)
        .map(([name, value]) => `${name}=${value}`)
        .join("\n")}\n`,
    );
    // A pushed release whose alerts command writes down everything it was given.
    const records = mkdtempSync(join(tmpdir(), "summit-alert-leaks-"));
    chmodSync(records, 0o777);
    const release = join(dir, "srv/summit-cloud/releases/20260101000000-hostile");
    mkdirSync(join(release, "server/cli"), { recursive: true });
    writeFileSync(
      join(release, "server/cli/alerts.ts"),
      `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(records)} + "/leak-" + process.pid, JSON.stringify(process.env));\n`,
    );
    spawnSync("chmod", ["-R", "a+rX", release]);
    spawnSync("rm", [join(dir, "srv/summit-cloud/current")]);
    symlinkSync(release, join(dir, "srv/summit-cloud/current"));

    for (const [name, instance] of [
      ["summit-cloud-check.service", ""],
      ["summit-cloud-alert@.service", "report-deploy"],
      ["summit-cloud-audit-anchor.service", ""],
    ] as const) {
      const { command, args, environment } = unitCommand(unit(dir, name), instance);
      // The audit anchor's unit runs its own script, which hands the release nothing but its key on stdin.
      const run = spawnSync(command, args, {
        env: { PATH: process.env.PATH, PREFIX: dir, ...environment },
        encoding: "utf8",
      });
      expect(run.error, name).toBeUndefined();
    }
    const leaks = readdirSync(records);
    expect(leaks.length, "the release's alerts command ran").toBeGreaterThanOrEqual(2);
    for (const leak of leaks) {
      const seen = readFileSync(join(records, leak), "utf8");
      expect(seen, leak).toContain("ALERT_");
      for (const [name, value] of Object.entries(secrets)) {
        expect(seen, `${name} in ${leak}`).not.toContain(value);
        expect(seen, `${name} in ${leak}`).not.toContain(`"${name}"`);
      }
    }
  });

  it("the backup unit's exit status 3 (copied nowhere) is the off-site alert, not the backup's", () => {
    const dir = installed();
    const alert = (what: string, status: string) =>
      spawnSync(join(dir, "usr/local/lib/summit-cloud/steps/alert.sh"), [what], {
        env: { PATH: process.env.PATH, MONITOR_EXIT_STATUS: status, MONITOR_UNIT: "summit-cloud-backup.service" },
        encoding: "utf8",
      });
    expect(alert("report-backup", "3").status).toBe(0);
    expect(stampOf(dir, "backup").result).toBe("ok");
    expect(stampOf(dir, "offsite")).toMatchObject({ result: "failed", lastOkAt: null });
    expect(alert("report-backup", "1").status).toBe(0);
    expect(stampOf(dir, "backup").result).toBe("failed");
    expect(alert("resolve-backup", "0").status).toBe(0);
    expect([stampOf(dir, "backup").result, stampOf(dir, "offsite").result]).toEqual(["ok", "ok"]);
    expect(alert("tell-everyone", "0").status).toBe(2);
  });
});
