import { execFileSync, spawnSync } from "node:child_process";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { userInfo } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { unitCommand } from "../../deploy/release-servers.ts";
import { openStore } from "../../server/inquiries/store.ts";
import { validValues } from "../../server/test/helpers.ts";
import { prefixes, repo, step, systemUser } from "./prefix.ts";

/**
 * The daily backup (ADR 030), its steps in a throwaway PREFIX as in steps.test.ts: the snapshot,
 * its copy to an rclone remote and a restore from it, the retention of every full copy of the
 * leads, an erasure that reaches the hand-off, and the attacks on the off-site credentials, with
 * the two units run as their unit files say (as their users, through setpriv, when the tests run
 * as root). About 30 s (the erasure's test about 5 s of it: an erase through `summit-cloud`).
 */
const node = join(repo, "node_modules/.bin/node");
const prefix = prefixes("backup");

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
    execFileSync(node, ["server/cli/leads.ts", "restore", join(dir, "restore", copies[0] ?? "")], {
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

  it("an erase reaches the snapshot handed to the off-site copy: no file there or in the data folder holds the address; the copy still goes off, without it", () => {
    const { dir, database, remote } = withDatabase(true);
    step("units", dir);
    const address = validValues.contact.email;
    const store = openStore(database);
    const other = store.addInquiry("home", { ...validValues.home, message: `Please copy ${address}.` }).id;
    store.close();
    step("snapshot", dir);
    const data = join(dir, "var/lib/summit-cloud");
    const handOff = join(dir, "var/lib/summit-cloud-offsite");
    /** Every file under the folder whose raw bytes hold the address, in any ASCII case. */
    const holding = (folder: string) =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((path) => readFileSync(path).toString("latin1").toLowerCase().includes(address));
    const [snapshot = ""] = readdirSync(handOff);
    expect(holding(handOff)).toEqual([join(handOff, snapshot)]);

    // The operator's erase, as `sudo summit-cloud leads -- erase` runs it (as the service user there;
    // here as whoever runs the tests, who owns the prefix).
    const erase = spawnSync(node, [join(repo, "deploy/server-command.ts"), "leads", "erase", address], {
      env: { ...process.env, PREFIX: dir, SUMMIT_SERVICE_USER: userInfo().username },
      encoding: "utf8",
    });
    expect(erase.status, erase.stdout + erase.stderr).toBe(0);
    expect(erase.stdout).toContain(`${handOff}/${snapshot} (12 leads`);
    expect(holding(data)).toEqual([]);
    expect(holding(handOff)).toEqual([]);
    expect(readdirSync(handOff)).toEqual([snapshot]);
    expect(statSync(join(handOff, snapshot)).mode & 0o777).toBe(0o640);
    // The hand-off is the same path for the site (an erase from /admin) and both backup units.
    const unit = (name: string) => readFileSync(join(dir, "etc/systemd/system", name), "utf8");
    expect(unit("summit-cloud@.service")).toContain(`Environment=BACKUP_HANDOFF_DIR=${handOff}\n`);
    expect(unit("summit-cloud@.service")).toMatch(new RegExp(`^ReadWritePaths=.* -${handOff}$`, "m"));
    expect(unit("summit-cloud-snapshot.service")).toMatch(new RegExp(`^ReadWritePaths=.* ${handOff}$`, "m"));

    // The off-site step that follows sends that copy, erased, and it restores the other lead.
    expect(step("offsite", dir)).toContain(`copied ${snapshot}`);
    expect(readdirSync(remote)).toEqual([snapshot]);
    expect(holding(remote)).toEqual([]);
    const sent = openStore(join(remote, snapshot));
    expect(sent.listLeads().map((lead) => [lead.id, lead.message])).toEqual([[other, "Please copy [erased]."]]);
    sent.close();
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
    // The databases two restores replaced (server/cli/leads.ts restore), one with its WAL: the older is
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
    if (asRoot) for (const user of ["summit", "summit-backup"]) systemUser(user);
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
    const [snapshot = "", offsite = ""] = found.map((unit) => unit.text);
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
    // Both rooms a release may keep its commands in (deploy/release-command.ts).
    for (const folder of ["server/cli", "scripts", "deploy/steps"])
      mkdirSync(join(release, folder), { recursive: true });
    const dump = `import { writeFileSync } from "node:fs";
writeFileSync(${JSON.stringify(records)} + "/leak-" + process.pid, JSON.stringify(process.env));
if (process.argv[2] === "backup") writeFileSync(process.argv[3], "a snapshot");
`;
    for (const file of ["server/cli/leads.ts", "server/cli/alerts.ts", "scripts/leads.ts", "scripts/alerts.ts"])
      writeFileSync(join(release, file), dump);
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
