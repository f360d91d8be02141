import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repo, selfSigned } from "./prefix.ts";
import {
  autoDeploy,
  bare,
  commitRelease,
  deployStamp,
  dir,
  env,
  failures,
  get,
  git,
  install,
  node,
  prefix,
  publish,
  release,
  releaseSite,
  served,
  sh,
  tls,
  underLoad,
  work,
} from "./release-site.ts";

/**
 * Releases as a server sees them, without a failed request (docs/decisions/017-going-live.md), on
 * the server of release-site.ts: install.sh serves a commit; under autocannon load through nginx
 * a switch and a rollback fail no request; auto-deploy from a bare repository deploys a new commit
 * of main and refuses one whose build fails; the last 5 releases are kept; and the status reads
 * it all. What a pushed commit may not do is in release-pushes.test.ts.
 */
releaseSite();

describe("releases", () => {
  let one = "";
  let two = "";

  it("install.sh builds, migrates, starts and serves the checkout's commit through nginx; a rerun changes nothing", async () => {
    one = commitRelease("one");
    const result = install();
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toContain("would run: systemctl enable --now summit-cloud-backup.timer");
    // The toolchain: Node and npm from the registry, checked, root's.
    const toolchain = join(prefix, "srv/summit-cloud/toolchain/current/bin");
    expect(execFileSync(join(toolchain, "npm"), ["--version"], { encoding: "utf8" }).trim()).toBe("12.2.1");
    expect(statSync(realpathSync(join(toolchain, "node"))).uid).toBe(0);
    expect(await served()).toBe("one");
    // Leads are personal data: the database and its -wal/-shm are 600 from the first deploy on,
    // though the installer ran under umask 022.
    const data = join(prefix, "var/lib/summit-cloud");
    expect(statSync(data).mode & 0o777).toBe(0o700);
    const databaseFiles = readdirSync(data).filter((name) => name.startsWith("inquiries.db"));
    expect(databaseFiles).toEqual(expect.arrayContaining(["inquiries.db", "inquiries.db-wal", "inquiries.db-shm"]));
    for (const name of databaseFiles)
      expect(`${name} ${(statSync(join(data, name)).mode & 0o777).toString(8)}`).toBe(`${name} 600`);
    // The attack ADR 024 closes: another local user reading a lead.
    const nobody = spawnSync("runuser", ["-u", "nobody", "--", "cat", join(data, "inquiries.db")], {
      encoding: "utf8",
    });
    expect(nobody.status).not.toBe(0);
    expect(nobody.stderr).toContain("Permission denied");
    expect((await get("/api/health")).status).toBe(200);
    // The live release is the one built from the commit.
    const current = readFileSync(join(prefix, "srv/summit-cloud/current/.commit"), "utf8").trim();
    expect(current).toBe(one);
    // Running it again deploys the checkout's commit, which is live already: nothing changes.
    const again = install();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("already live");
    expect(readdirSync(join(prefix, "srv/summit-cloud/releases"))).toHaveLength(1);
  });

  it("a new release switches under load with no failed request, and serves afterwards", async () => {
    two = commitRelease("two");
    let result: ReturnType<typeof release> | undefined;
    const results = await underLoad(async () => {
      result = await new Promise((resolve) => {
        const child = spawn(node, [join(repo, "deploy/release.ts"), "deploy", "--source", work, "--ref", two], { env });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk) => (stdout += chunk));
        child.stderr.on("data", (chunk) => (stderr += chunk));
        child.on("close", (status) => resolve({ status, stdout, stderr } as ReturnType<typeof release>));
      });
    });
    expect(result?.status, `${result?.stderr}${result?.stdout}`).toBe(0);
    const counts = failures(results);
    console.log("switch under load:", JSON.stringify(counts));
    for (const count of counts) {
      expect(count.requests).toBeGreaterThan(50);
      expect(count).toMatchObject({ errors: 0, timeouts: 0, non2xx3xx: 0 });
    }
    expect(await served()).toBe("two");
  });

  it("install.sh --rollback returns to the previous release, again without a failed request", async () => {
    let status: number | null = null;
    const results = await underLoad(async () => {
      status = await new Promise((resolve) =>
        spawn(join(work, "deploy/install.sh"), ["--rollback"], { env, stdio: "ignore" }).on("close", resolve),
      );
    });
    expect(status).toBe(0);
    const counts = failures(results);
    console.log("rollback under load:", JSON.stringify(counts));
    for (const count of counts) expect(count).toMatchObject({ errors: 0, timeouts: 0, non2xx3xx: 0 });
    expect(await served()).toBe("one");
  });

  it("auto-deploy deploys a new commit of main from a bare repository, and refuses one whose build fails", async () => {
    publish();

    // main is at "two", which is not live since the rollback: it goes live.
    const first = autoDeploy();
    expect(first.status, first.stderr + first.stdout).toBe(0);
    expect(await served()).toBe("two");
    // Nothing moved: nothing happens.
    expect(autoDeploy().stdout).toContain("already live");

    commitRelease("three");
    git("push", "--quiet", bare, "main");
    expect(autoDeploy().status).toBe(0);
    expect(await served()).toBe("three");
    expect(deployStamp()).toMatchObject({ result: "ok" });

    commitRelease(null);
    git("push", "--quiet", bare, "main");
    const broken = autoDeploy();
    expect(broken.status).not.toBe(0);
    expect(broken.stderr).toContain("the live release is unchanged");
    // The alert unit's command ran as the service user and recorded why (ADR 027).
    expect(deployStamp()).toMatchObject({ result: "failed", detail: expect.stringContaining("npm run build") });
    expect(await served()).toBe("three");
    expect((await get("/api/health")).status).toBe(200);
    // The broken commit is not retried every five minutes: only a new commit is.
    const later = autoDeploy();
    expect(later.status).toBe(0);
    expect(later.stdout).toContain("failed before");
    // Four deploys, each also telling the alerts (as the service user): 110 s seen on a busy machine.
  }, 240_000);

  it("keeps the last 5 releases, and removes what a failed build left", async () => {
    const before = readdirSync(join(prefix, "srv/summit-cloud/releases"));
    expect(before.some((name) => name.endsWith(".partial"))).toBe(true);
    for (const marker of ["four", "five"]) {
      const result = release("deploy", "--source", work, "--ref", commitRelease(marker));
      expect(result.status, result.stderr).toBe(0);
    }
    expect(await served()).toBe("five");
    const after = readdirSync(join(prefix, "srv/summit-cloud/releases")).sort();
    expect(after).toHaveLength(5);
    expect(after.some((name) => name.endsWith(".partial"))).toBe(false);
    // The oldest went: release "one" was the first of six.
    expect(
      after.map((name) => readFileSync(join(prefix, "srv/summit-cloud/releases", name, ".commit"), "utf8").trim()),
    ).not.toContain(one);
  });

  it("install.sh --status after a deploy and a backup: every line OK; with the backup's stamp gone and the certificate near its end, WARN and FAIL and exit 1", async () => {
    const data = join(prefix, "var/lib/summit-cloud");
    // A backup as its two units take it (ADR 030): the snapshot as the service user, the copy to a
    // remote as the backup user (rclone's local backend in a folder that user may write), then the
    // alert unit's resolve-backup as the service user, with the off-site step's exit status.
    const remote = join(dir, "offsite");
    mkdirSync(remote);
    sh("chown", ["summit-backup:summit-backup", remote]);
    const as = (user: string, [script = "", ...args]: string[], extra: Record<string, string> = {}) =>
      spawnSync(
        "setpriv",
        [`--reuid=${user}`, `--regid=${user}`, "--init-groups", "--", join(repo, "deploy/steps", script), ...args],
        { env: { ...env, ...extra }, encoding: "utf8" },
      );
    const snapshot = as("summit", ["snapshot.sh"], { HOME: data });
    expect(snapshot.status, snapshot.stderr + snapshot.stdout).toBe(0);
    const offsite = as("summit-backup", ["offsite.sh"], {
      BACKUP_REMOTE: `offsite:${remote}`,
      RCLONE_CONFIG_OFFSITE_TYPE: "local",
    });
    expect(offsite.status, offsite.stderr + offsite.stdout).toBe(0);
    const resolved = as("summit", ["alert.sh", "resolve-backup"], { MONITOR_EXIT_STATUS: "0" });
    expect(resolved.status, resolved.stderr).toBe(0);
    // The certificate's public copy (certificate.sh writes it; here the test CA's, 90 days).
    const copies = join(prefix, "etc/summit-cloud/certificates/localhost");
    mkdirSync(copies, { recursive: true });
    execFileSync("cp", [join(tls, "localhost.crt"), join(copies, "fullchain.pem")]);
    // Alerts on: a webhook that takes every message.
    const hook = http.createServer((request, response) => {
      request.resume();
      request.on("end", () => response.end("ok"));
    });
    await new Promise<void>((done) => hook.listen(0, "127.0.0.1", done));
    const envFile = join(prefix, "etc/summit-cloud/env");
    const { port } = hook.address() as { port: number };
    writeFileSync(envFile, `${readFileSync(envFile, "utf8")}ALERT_WEBHOOK_URL=http://127.0.0.1:${port}/hook\n`);
    const status = () => spawnSync(join(work, "deploy/install.sh"), ["--status"], { env, encoding: "utf8" });
    try {
      const good = status();
      console.log(good.stdout);
      const lines = good.stdout.trim().split("\n");
      expect(lines.map((line) => line.split(/\s+/).slice(0, 2).join(" "))).toEqual([
        "OK release",
        "OK deploy",
        "OK backup",
        "OK off-site",
        "OK certificate",
        "OK outbox",
        "OK disk",
        "OK scheduled",
        "OK alerts",
      ]);
      expect(good.stdout).toMatch(/^OK +scheduled +nothing scheduled$/m);
      expect(good.status, good.stderr).toBe(0);

      // The backup's record gone, and a certificate with 5 days left.
      rmSync(join(data, "last-run/backup.json"));
      selfSigned("localhost", 5, { key: join(dir, "soon.key"), certificate: join(copies, "fullchain.pem") });
      const bad = status();
      console.log(bad.stdout);
      expect(bad.stdout).toMatch(/^FAIL +backup +no backup recorded/m);
      expect(bad.stdout).toMatch(/^WARN +certificate localhost +expires \S+ \(4 days\)/m);
      expect(bad.status).toBe(1);
    } finally {
      hook.close();
    }

    // The same facts through the command the installer put on PATH; leads found without DATABASE_PATH.
    const command = join(prefix, "usr/local/bin/summit-cloud");
    const leads = spawnSync(command, ["leads", "list"], { env, encoding: "utf8" });
    expect(leads.stderr).not.toContain("does not exist");
    expect(leads.stdout).toContain("No leads yet.");
    expect(leads.status).toBe(0);
    expect(spawnSync(command, ["status"], { env, encoding: "utf8" }).status).toBe(1);
  });
});
