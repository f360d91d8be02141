// @vitest-environment node
import { execFile } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { inquiryBody, postJson, siteRoot, tempDir, validValues } from "../test/helpers.ts";
import { leadsCli, spawnServer } from "../test/spawn-server.ts";
import { backupDatabase, restoreDatabase } from "./backup.ts";
import { openStore } from "./store.ts";

/**
 * `npm run leads -- backup | restore` against `npm start`'s own server process: a backup taken
 * in the middle of a load of submissions, and a restore that refuses to run under a live server.
 */
const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
});

async function start(dir: string) {
  const env = {
    SITE_ROOT: siteRoot(dir),
    DATABASE_PATH: join(dir, "data", "inquiries.db"),
    INQUIRY_RATE_LIMIT: "100000/60",
  };
  const server = await spawnServer(env);
  servers.push(server);
  return { ...server, databasePath: env.DATABASE_PATH };
}

const run = promisify(execFile);
function cli(databasePath: string, ...args: string[]) {
  return run(process.execPath, ["server/cli/leads.ts", ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
  });
}

function seeded(path: string, count: number) {
  const store = openStore(path);
  const ids = Array.from({ length: count }, () => store.addInquiry("home", validValues.home).id);
  store.close();
  return ids;
}

// Each test starts server and CLI processes: on a busy two-core machine that takes seconds.
describe("backup under load", { timeout: 60_000 }, () => {
  it("holds every lead acknowledged before the backup began, and `list` reads it", async () => {
    const dir = tempDir();
    const server = await start(dir);
    const backupFile = join(dir, "backups", "leads.db");
    const acknowledged: { id: string; at: number }[] = [];
    let backupStartedAt = Number.POSITIVE_INFINITY;
    let backupOutput = "";

    // Four senders, 400 inquiries; the backup starts once a quarter of them are in.
    let next = 0;
    const total = 400;
    async function sender() {
      while (next < total) {
        next += 1;
        if (next === total / 4) {
          backupStartedAt = performance.now();
          void cli(server.databasePath, "backup", backupFile).then(({ stdout }) => {
            backupOutput = stdout;
          });
        }
        const response = await postJson(server.endpoint, inquiryBody("contact"));
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        acknowledged.push({ id, at: performance.now() });
      }
    }
    await Promise.all([sender(), sender(), sender(), sender()]);
    await expect.poll(() => backupOutput, { timeout: 30_000 }).toMatch(/^Backed up /);

    const before = acknowledged.filter((lead) => lead.at < backupStartedAt).map((lead) => lead.id);
    expect(before.length).toBeGreaterThanOrEqual(total / 4 - 4);
    const exported = JSON.parse(leadsCli(backupFile, "export", "--format", "json")) as { id: string }[];
    const inBackup = new Set(exported.map((lead) => lead.id));
    expect(before.filter((id) => !inBackup.has(id))).toEqual([]);
    // A snapshot, not the end state: taken while the load went on (on a slow machine it may
    // have caught nearly all of it, but it never holds a lead that was never acknowledged).
    const all = new Set(acknowledged.map((lead) => lead.id));
    expect([...inBackup].filter((id) => !all.has(id))).toEqual([]);
    expect(leadsCli(backupFile, "list", "--limit", "1")).toContain("1 lead, newest first.");
    // One self-contained file: no WAL beside it, nothing half-written left behind.
    expect(readdirSync(join(dir, "backups"))).toEqual(["leads.db"]);
  });
});

describe("restore", { timeout: 60_000 }, () => {
  it("refuses while the server has the database open, and runs once it was killed (no stale lock)", async () => {
    const dir = tempDir();
    const backupFile = join(dir, "backup.db");
    const backedUp = seeded(join(dir, "old.db"), 2);
    await backupDatabase(join(dir, "old.db"), backupFile);

    const server = await start(dir);
    const response = await postJson(server.endpoint, inquiryBody("strategy"));
    expect(response.status).toBe(201);
    await expect(cli(server.databasePath, "restore", backupFile)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Not restoring: .* is in use; another process has it open: stop the server/),
    });
    expect(readdirSync(join(dir, "data")).filter((name) => name.includes("replaced"))).toEqual([]);

    // SIGKILL: no shutdown code ran, the WAL still holds the last inquiry.
    await server.kill();
    const { stdout } = await cli(server.databasePath, "restore", backupFile);
    expect(stdout).toMatch(
      /^Restored .*: 2 leads, schema version \d+; 0 erased again \(erasures made since the backup, and leads past the retention\)\.\nThe database it replaced is kept as .*\.replaced-/,
    );
    const replaced = readdirSync(join(dir, "data")).filter((name) => name.includes(".replaced-"));
    expect(replaced).toHaveLength(1);
    // Nothing of the old database's WAL may meet the new file.
    expect(readdirSync(join(dir, "data")).sort()).toEqual(["inquiries.db", replaced[0]]);
    const restored = JSON.parse(leadsCli(server.databasePath, "export", "--format", "json")) as { id: string }[];
    expect(restored.map((lead) => lead.id).sort()).toEqual([...backedUp].sort());
    // The replaced file is whole, with the inquiry the killed server had only in its WAL.
    expect(leadsCli(join(dir, "data", replaced[0] as string), "list")).toContain("1 lead, newest first.");

    // And the server runs on the restored database.
    const again = await start(dir);
    expect((await postJson(again.endpoint, inquiryBody("home"))).status).toBe(201);
    expect(leadsCli(again.databasePath, "list")).toContain("3 leads, newest first.");
  });

  it("takes a database a stopped server left in WAL mode, and leaves the database in place when none existed", async () => {
    const dir = tempDir();
    const source = join(dir, "copy.db");
    seeded(source, 1);
    const target = join(dir, "new", "inquiries.db");
    expect(await restoreDatabase(target, source)).toMatchObject({ leads: 1, replaced: null });
    expect(readdirSync(join(dir, "new"))).toEqual(["inquiries.db"]);
  });

  it.each([
    [
      "a file that is not a database",
      (path: string) => writeFileSync(path, "not sqlite at all, just text".repeat(100)),
      /is not an SQLite database|is damaged/,
    ],
    [
      "an SQLite database of another application",
      (path: string) => {
        const db = new DatabaseSync(path);
        db.exec("CREATE TABLE notes (text TEXT)");
        db.close();
      },
      /is not a leads database/,
    ],
    [
      "a leads database from a newer release",
      (path: string) => {
        seeded(path, 1);
        const db = new DatabaseSync(path);
        db.exec("INSERT INTO schema_migrations VALUES (99, '099-future.sql', '2027-01-01T00:00:00Z')");
        db.close();
      },
      /has schema migration 99 \(099-future\.sql\), which this code does not know/,
    ],
  ])("refuses %s and leaves the database alone", async (_, make, message) => {
    const dir = tempDir();
    const databasePath = join(dir, "inquiries.db");
    const ids = seeded(databasePath, 1);
    const bad = join(dir, "bad.db");
    make(bad);
    await expect(restoreDatabase(databasePath, bad)).rejects.toThrow(message);
    expect(readdirSync(dir).filter((name) => name.includes("replaced"))).toEqual([]);
    expect(JSON.parse(leadsCli(databasePath, "export", "--format", "json"))).toMatchObject([{ id: ids[0] }]);
  });

  it("refuses to back up a database that does not exist, or onto itself", async () => {
    const dir = tempDir();
    await expect(backupDatabase(join(dir, "none.db"), join(dir, "b.db"))).rejects.toThrow(/does not exist/);
    seeded(join(dir, "a.db"), 1);
    await expect(backupDatabase(join(dir, "a.db"), join(dir, "a.db"))).rejects.toThrow(/cannot be the database itself/);
    expect(existsSync(join(dir, "b.db"))).toBe(false);
  });
});
