import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  closeSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnvFile, unitCommand } from "../../deploy/release-servers.ts";
import { openAudit } from "../../server/admin/people.ts";
import { openStore } from "../../server/inquiries/store.ts";
import { prefixes, repo, step, systemUser } from "./prefix.ts";

/**
 * The audit trail's daily anchor (docs/operators.md "Anchoring the audit trail"), in a throwaway
 * PREFIX as in steps.test.ts: audit-anchor.sh makes the anchors' folder and file and the key and
 * names the file in env, once; the unit hands the key over on standard input only and appends the
 * command's one line to the anchors; run as its unit file says (as `summit`, through setpriv, when
 * the tests run as root), it anchors a database the server's code made, and refuses a forged anchor.
 */
const asRoot = process.getuid?.() === 0;
const prefix = prefixes("anchor");

const settings = { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" };

/** The layout and the settings, as install.sh has them when the anchor's step runs. */
function withSettings() {
  const dir = prefix();
  step("files", dir);
  step("env", dir, settings);
  return {
    dir,
    folder: join(dir, "var/lib/summit-cloud-audit"),
    anchors: join(dir, "var/lib/summit-cloud-audit/anchors.jsonl"),
    key: join(dir, "etc/summit-cloud/audit-anchor.key"),
    envFile: join(dir, "etc/summit-cloud/env"),
  };
}
const owner = (path: string) => {
  const stat = statSync(path);
  return `${stat.uid}:${stat.gid} ${(stat.mode & 0o777).toString(8)}`;
};

describe("audit-anchor step", () => {
  it("makes the anchors' folder and file (root's, 755/644) and the key (root's, 600), never printed; names the file in env", () => {
    const { dir, folder, anchors, key, envFile } = withSettings();
    const out = step("audit-anchor", dir);
    const me = `${process.getuid?.()}:${process.getgid?.()}`;
    expect(owner(folder)).toBe(`${me} 755`);
    expect(owner(anchors)).toBe(`${me} 644`);
    expect(readFileSync(anchors, "utf8")).toBe("");
    expect(owner(key)).toBe(`${me} 600`);
    if (asRoot) expect(me).toBe("0:0");
    const secret = readFileSync(key, "utf8");
    expect(secret).toMatch(/^[0-9a-f]{64}\n$/);
    expect(out).not.toContain(secret.trim());
    expect(out).toContain("made (openssl rand -hex 32; not shown)");
    // Nothing else of the key is left beside it.
    expect(readdirSync(join(dir, "etc/summit-cloud")).filter((name) => name.startsWith("audit-anchor"))).toEqual([
      "audit-anchor.key",
    ]);
    const env = readFileSync(envFile, "utf8");
    expect(env.match(/^AUDIT_ANCHOR_PATH=.*$/gm)).toEqual([`AUDIT_ANCHOR_PATH=${anchors}`]);
    expect(env).not.toContain("audit-anchor.key");
    expect(owner(envFile)).toBe(`${me} 600`);
  });

  it("a rerun changes nothing: the key byte for byte, no chmod (ctime kept), one AUDIT_ANCHOR_PATH line; env.sh's own rerun keeps it", () => {
    const { dir, folder, anchors, key, envFile } = withSettings();
    step("audit-anchor", dir);
    writeFileSync(anchors, '{"seq":1}\n', { flag: "a" });
    // env.sh's rerun (it chmods env every time) keeps the line it did not write.
    step("env", dir);
    const files = [anchors, key, envFile];
    const snapshot = () => [
      ...[folder, ...files].map((path) => statSync(path).ctimeMs),
      ...files.map((path) => readFileSync(path, "utf8")),
    ];
    const before = snapshot();
    const again = step("audit-anchor", dir);
    expect(again).toContain("kept as it is (1 anchors)");
    expect(again).toContain("kept as it is (never replaced");
    expect(again).toContain("there already");
    expect(snapshot()).toEqual(before);
    expect(readFileSync(envFile, "utf8").match(/^AUDIT_ANCHOR_PATH=/gm)).toHaveLength(1);
    // A key made by hand before (docs/operators.md's commands) is kept too, only its mode made 600.
    writeFileSync(key, `${"ab".repeat(32)}\n`);
    chmodSync(key, 0o640);
    step("audit-anchor", dir);
    expect(readFileSync(key, "utf8")).toBe(`${"ab".repeat(32)}\n`);
    expect(statSync(key).mode & 0o777).toBe(0o600);
  });

  it("DRY_RUN prints the plan and changes nothing, on a fresh prefix and on one with the settings", () => {
    const fresh = prefix();
    const plan = step("audit-anchor", fresh, { DRY_RUN: "1" });
    expect(plan).toContain("would make it with openssl rand -hex 32");
    expect(plan).toContain("would add AUDIT_ANCHOR_PATH=/var/lib/summit-cloud-audit/anchors.jsonl");
    expect(readdirSync(fresh)).toEqual([]);
    const { dir, envFile } = withSettings();
    const tree = () => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
    const [files, env] = [tree(), readFileSync(envFile, "utf8")];
    expect(step("audit-anchor", dir, { DRY_RUN: "1" })).toMatch(/would run: install -d -m 755 \S+summit-cloud-audit/);
    expect([tree(), readFileSync(envFile, "utf8")]).toEqual([files, env]);
  });

  it("refuses a symbolic link in place of the anchors or the key: root never writes through one", () => {
    const { dir, anchors, key } = withSettings();
    step("audit-anchor", dir);
    const victim = join(dir, "victim");
    writeFileSync(victim, "kept\n", { mode: 0o600 });
    for (const path of [anchors, key]) {
      const saved = readFileSync(path);
      rmSync(path);
      symlinkSync(victim, path);
      const result = spawnSync(join(repo, "deploy/steps/audit-anchor.sh"), [], {
        env: { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "", DRY_RUN: "" },
        encoding: "utf8",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("is a symbolic link; refusing");
      expect([readFileSync(victim, "utf8"), statSync(victim).mode & 0o777]).toEqual(["kept\n", 0o600]);
      rmSync(path);
      writeFileSync(path, saved);
    }
  });
});

describe("summit-cloud-audit-anchor.service", () => {
  /** A prefix installed as on a server (the deployer, the settings, the anchor's step, the units), this checkout live. */
  function installed() {
    const dir = prefix();
    chmodSync(dir, 0o711);
    if (asRoot) systemUser("summit");
    for (const name of ["deployer", "files"]) step(name, dir);
    step("env", dir, settings);
    for (const name of ["audit-anchor", "units"]) step(name, dir);
    symlinkSync(repo, join(dir, "srv/summit-cloud/current"));
    return dir;
  }
  const unitText = (dir: string, name: string) => readFileSync(join(dir, "etc/systemd/system", name), "utf8");

  it("the key reaches the command on standard input only; it runs the live release's admin command as summit; its one line is appended to the anchors", () => {
    const dir = prefix();
    const out = step("units", dir);
    const unit = unitText(dir, "summit-cloud-audit-anchor.service");
    const key = `${dir}/etc/summit-cloud/audit-anchor.key`;
    const anchors = `${dir}/var/lib/summit-cloud-audit/anchors.jsonl`;
    // The key's path on one line, StandardInput=; no setting names a key file but "-" (standard input).
    expect(unit.split("\n").filter((line) => line.includes("audit-anchor.key"))).toEqual([`StandardInput=file:${key}`]);
    expect(unit.match(/^EnvironmentFile=.*$/gm)).toEqual([`EnvironmentFile=${dir}/etc/summit-cloud/env`]);
    expect(unit).toMatch(/^Environment=.*\bAUDIT_ANCHOR_KEY_FILE=-(\s|$)/m);
    expect(unit).toMatch(/^UnsetEnvironment=.*\bSMTP_URL\b.*\bSALESFORCE_CLIENT_SECRET\b/m);
    expect(unit).toMatch(/^User=summit$/m);
    expect(unit).toMatch(/^Group=summit$/m);
    // The deployer's Node and its release-command.ts, which finds admin.ts in the live release.
    expect(unit).toContain(
      `ExecStart=${dir}/usr/local/lib/summit-cloud/bin/node ${dir}/usr/local/lib/summit-cloud/release-command.ts run admin audit --anchor\n`,
    );
    expect(unit).toContain(`WorkingDirectory=${dir}/srv/summit-cloud/current\n`);
    expect(unit).toContain(`StandardOutput=append:${anchors}\n`);
    expect(unit).toContain(`Environment=AUDIT_ANCHOR_PATH=${anchors} `);
    // Standard error would otherwise go where standard output goes: among the anchors.
    expect(unit).toMatch(/^StandardError=journal$/m);
    // The anchors are written through that descriptor only, never a path the command may write.
    expect(unit).toMatch(new RegExp(`^ReadWritePaths=${dir}/var/lib/summit-cloud$`, "m"));
    expect(unit).toMatch(/^OnFailure=summit-cloud-alert@report-audit\.service$/m);
    expect(unit).toMatch(/^OnSuccess=summit-cloud-alert@resolve-audit\.service$/m);
    const timer = unitText(dir, "summit-cloud-audit-anchor.timer");
    for (const line of ["OnCalendar=daily", "RandomizedDelaySec=1h", "Persistent=true", "WantedBy=timers.target"])
      expect(timer).toContain(`${line}\n`);
    expect(out).toMatch(/would run: systemctl enable --now .*summit-cloud-audit-anchor\.timer/);
  });

  it("passes systemd-analyze verify, and is exposed no more than the backup unit (systemd-analyze security --offline=yes)", () => {
    const dir = installed();
    const unitDir = join(dir, "etc/systemd/system");
    for (const name of ["summit-cloud-audit-anchor.service", "summit-cloud-audit-anchor.timer"]) {
      const result = spawnSync("systemd-analyze", ["verify", join(unitDir, name)], { encoding: "utf8", cwd: unitDir });
      const ours = `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.includes("summit-cloud"));
      expect(ours).toEqual([]);
      expect(result.status).toBe(0);
    }
    const exposure = (name: string) => {
      const result = spawnSync("systemd-analyze", ["security", "--offline=yes", join(unitDir, name)], {
        encoding: "utf8",
      });
      return Number(/Overall exposure level for .*: (\d+\.\d+)/.exec(result.stdout)?.[1]);
    };
    const [anchor, backup] = [exposure("summit-cloud-audit-anchor.service"), exposure("summit-cloud-backup.service")];
    console.log(`summit-cloud-audit-anchor.service exposure: ${anchor} (summit-cloud-backup.service: ${backup})`);
    expect(anchor).toBeGreaterThan(0);
    expect(anchor).toBeLessThanOrEqual(backup);
  });

  it.runIf(asRoot)(
    "run as its unit says, as summit: one anchor line per run, which the next run checks; a forged anchor fails it (exit 2, nothing appended); summit cannot open the key",
    () => {
      const dir = installed();
      const data = join(dir, "var/lib/summit-cloud");
      const store = openStore(join(data, "inquiries.db"));
      const audit = openAudit(store.database);
      for (const detail of ["one", "two", "three"])
        audit.append({ actor: "cli", action: "test.anchor", detail }, Date.now());
      store.close();
      execFileSync("chown", ["-R", "summit:summit", data]);
      const text = unitText(dir, "summit-cloud-audit-anchor.service");
      const { command, args, cwd, environment } = unitCommand(text, "");
      const input = /^StandardInput=file:(.*)$/m.exec(text)?.[1] ?? "";
      const output = /^StandardOutput=append:(.*)$/m.exec(text)?.[1] ?? "";
      const asSummit = (program: string, argv: string[], stdio: (number | "pipe" | "ignore")[], env = environment) =>
        spawnSync("setpriv", ["--reuid=summit", "--regid=summit", "--init-groups", "--", program, ...argv], {
          cwd,
          env: { PATH: "/usr/bin:/bin", ...env },
          stdio,
          encoding: "utf8",
        });
      // What systemd does as root before it drops to summit: open the key, open the anchors to append.
      const run = () => {
        const fds = [openSync(input, "r"), openSync(output, "a")];
        try {
          return asSummit(command, args, [fds[0] as number, fds[1] as number, "pipe"]);
        } finally {
          for (const fd of fds) closeSync(fd);
        }
      };
      const lines = () => readFileSync(output, "utf8").split("\n").filter(Boolean);

      const first = run();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stderr).toContain("Anchored row 3");
      expect(lines()).toHaveLength(1);
      expect(JSON.parse(lines()[0] ?? "")).toMatchObject({ seq: 3, mac: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(run().status).toBe(0);
      expect(lines()).toHaveLength(2);
      // `summit-cloud admin audit --verify`: the settings file names the anchors; summit has no key.
      const verify = asSummit(command, ["server/cli/admin.ts", "audit", "--verify"], ["ignore", "pipe", "pipe"], {
        ...parseEnvFile(readFileSync(join(dir, "etc/summit-cloud/env"), "utf8")),
        DATABASE_PATH: join(data, "inquiries.db"),
      });
      expect(verify.status, verify.stderr).toBe(0);
      expect(verify.stdout).toContain("it matches its 2 anchors, the latest at row 3");
      // The key is root's: summit cannot read it by its path.
      expect(asSummit("cat", [input], ["ignore", "pipe", "pipe"]).status).not.toBe(0);

      // An anchor someone wrote without the key: the next run refuses it and anchors nothing.
      const forged = { ...JSON.parse(lines()[1] ?? ""), mac: "0".repeat(64) };
      writeFileSync(output, `${lines()[0]}\n${JSON.stringify(forged)}\n`);
      const before = readFileSync(output, "utf8");
      const refused = run();
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain("the anchor key did not sign");
      expect(readFileSync(output, "utf8")).toBe(before);
    },
  );

  it("its failure is the `audit` alert, which names the unit's journal; a success clears it", () => {
    const dir = installed();
    const alert = (what: string) =>
      spawnSync(join(dir, "usr/local/lib/summit-cloud/steps/alert.sh"), [what], {
        // Nothing listens there: the message waits in the state, the alert is open all the same.
        env: { PATH: process.env.PATH, ALERT_WEBHOOK_URL: "http://127.0.0.1:9/alerts" },
        encoding: "utf8",
      });
    const state = () => JSON.parse(readFileSync(join(dir, "var/lib/summit-cloud/alerts.json"), "utf8"));
    const reported = alert("report-audit");
    expect(reported.status, reported.stderr).toBe(0);
    const open = Object.values(state().open) as { kind: string; detail: string }[];
    expect(open).toMatchObject([{ kind: "audit" }]);
    expect(open[0]?.detail).toContain("journalctl -u summit-cloud-audit-anchor.service");
    expect(alert("resolve-audit").status).toBe(0);
    expect(state().open).toEqual({});
  });
});
