// @vitest-environment node
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDir, validValues } from "../test/helpers.ts";
import { backupDatabase } from "./backup.ts";
import { erasePerson } from "./erasure.ts";
import { erasureComplete, erasureSummary } from "./erasure-summary.ts";
import { openStore } from "./store.ts";

/**
 * Erasure reaches every copy under the data folder (docs/operators.md "Who may see the leads"):
 * the daily backups, the deploy's snapshot, a database a restore replaced, each erased in place;
 * then not one file under the folder holds the address's bytes. Each test: a few small SQLite
 * files, well under a second.
 */
const cleanups: (() => unknown)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  vi.unstubAllEnvs();
});

const ana = validValues.contact; // ana.ruiz@example.org
const jordan = validValues.home;
const sam = validValues.strategy;

/** Every file under the folder whose raw bytes hold the address, in any ASCII case. */
function filesHolding(folder: string, text = ana.email): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readFileSync(path).toString("latin1").toLowerCase().includes(text))
    .map((path) => relative(folder, path))
    .sort();
}

/** A data folder as a server keeps it: the live database, two backups, a replaced database with its WAL, the stamps. */
async function dataFolder() {
  const dir = tempDir();
  const path = join(dir, "inquiries.db");
  const store = openStore(path);
  cleanups.push(() => store.database.isOpen && store.close());
  store.addInquiry("contact", ana);
  const other = store.addInquiry("home", { ...jordan, message: `Please copy ${ana.email}.` });
  await backupDatabase(path, join(dir, "backups", "inquiries-20260614T031500Z.db"));
  await backupDatabase(path, join(dir, "backups", "before-20260610-abc1234.db"));
  // Ana in the main file, Sam in the WAL only; then both copied as a restore leaves the database it replaced.
  store.database.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  store.addInquiry("strategy", { ...sam, message: `Referred by ${ana.email}` });
  const replaced = `${path}.replaced-2026-06-01T09-00-00-000Z`;
  copyFileSync(path, replaced);
  copyFileSync(`${path}-wal`, `${replaced}-wal`);
  mkdirSync(join(dir, "last-run"));
  writeFileSync(join(dir, "last-run", "backup.json"), '{"at":"2026-06-14T03:15:00Z"}');
  return { dir, path, store, other, replaced };
}

describe("erasure and the copies under the data folder", () => {
  it("erases the address in every backup, deploy snapshot and replaced file; no file under the folder holds its bytes", async () => {
    const { dir, store, other, replaced } = await dataFolder();
    expect(filesHolding(dir)).toEqual([
      "backups/before-20260610-abc1234.db",
      "backups/inquiries-20260614T031500Z.db",
      "inquiries.db",
      "inquiries.db-wal",
      "inquiries.db.replaced-2026-06-01T09-00-00-000Z",
      "inquiries.db.replaced-2026-06-01T09-00-00-000Z-wal",
    ]);

    const done = await erasePerson(store.database, ana.email);
    expect(done.copies).toEqual({
      erased: [
        { file: "backups/before-20260610-abc1234.db", leads: 1, rows: 2 },
        { file: "backups/inquiries-20260614T031500Z.db", leads: 1, rows: 2 },
        { file: "inquiries.db.replaced-2026-06-01T09-00-00-000Z", leads: 1, rows: 4 },
      ],
      notReached: [],
      filesLeft: [],
    });
    expect(erasureComplete(done)).toBe(true);
    expect(filesHolding(dir)).toEqual([]);
    expect(filesHolding(dir, "%40example.org")).toEqual([]);

    // Each copy is still a sound backup, one file, with the other leads and the marker in their text.
    expect(existsSync(`${replaced}-wal`)).toBe(false);
    for (const copy of [
      "backups/before-20260610-abc1234.db",
      "backups/inquiries-20260614T031500Z.db",
      relative(dir, replaced),
    ]) {
      const db = new DatabaseSync(join(dir, copy), { readOnly: true });
      try {
        expect(db.prepare("PRAGMA quick_check").get()).toEqual({ quick_check: "ok" });
        expect(db.prepare("SELECT message FROM inquiries WHERE id = ?").get(other.id)).toEqual({
          message: "Please copy [erased].",
        });
        expect(db.prepare("SELECT COUNT(*) AS n FROM inquiries WHERE email = ?").get(ana.email)).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    }
    const summary = erasureSummary(done);
    expect(summary).toContain(
      "Erased from the copies on this server too (under the data folder: backups, deploy snapshots, " +
        "replaced databases; the snapshot handed to the off-site copy): " +
        "backups/before-20260610-abc1234.db (1 lead, 2 rows rewritten)",
    );
    expect(summary).toContain("Copies off this server (BACKUP_REMOTE) are out of its reach");
  });

  it("names what it could not clean (a stray file, a backup being written) and does not say it finished", async () => {
    const { dir, store } = await dataFolder();
    writeFileSync(join(dir, "leads-export.csv"), `"Ana Ruiz","${ana.email}"\r\n`);
    const partial = join(dir, "backups", ".inquiries-20260615T031500Z.db.partial-4242");
    copyFileSync(join(dir, "backups", "inquiries-20260614T031500Z.db"), partial);

    const done = await erasePerson(store.database, ana.email);
    expect(done.copies.notReached).toEqual([
      {
        file: "backups/.inquiries-20260615T031500Z.db.partial-4242",
        why: "a backup or restore is writing it right now",
      },
    ]);
    expect(done.copies.filesLeft).toEqual(["backups/.inquiries-20260615T031500Z.db.partial-4242", "leads-export.csv"]);
    expect(erasureComplete(done)).toBe(false);
    const summary = erasureSummary(done);
    expect(summary).toContain("NOT FINISHED: leads-export.csv (under the data folder) still holds the address's bytes");
    expect(summary).toContain(
      "NOT FINISHED: backups/.inquiries-20260615T031500Z.db.partial-4242 (under the data folder) was not erased",
    );
    // Nothing else is left: the copies it could reach are clean.
    expect(filesHolding(dir)).toEqual(["backups/.inquiries-20260615T031500Z.db.partial-4242", "leads-export.csv"]);
  });

  it("reaches the snapshot handed to the off-site copy outside the data folder (BACKUP_HANDOFF_DIR, as a server sets it)", async () => {
    const { dir, path, store, other } = await dataFolder();
    // deploy/steps/snapshot.sh's hand-off: the newest snapshot, group-readable for the backup user.
    const handoff = tempDir();
    const copy = join(handoff, "inquiries-20260614T031500Z.db");
    await backupDatabase(path, copy);
    chmodSync(copy, 0o640);
    expect(filesHolding(handoff)).toEqual(["inquiries-20260614T031500Z.db"]);
    // What the site's unit and `summit-cloud leads` are given; /admin's erasure passes nothing else.
    vi.stubEnv("BACKUP_HANDOFF_DIR", handoff);

    const done = await erasePerson(store.database, ana.email);
    expect(done.copies.erased).toContainEqual({ file: copy, leads: 1, rows: 4 });
    expect(erasureComplete(done)).toBe(true);
    expect(filesHolding(dir)).toEqual([]);
    expect(filesHolding(handoff)).toEqual([]);
    expect(filesHolding(handoff, "%40example.org")).toEqual([]);
    // Still the one sound backup the off-site step sends, readable by its group, nothing beside it.
    expect(readdirSync(handoff)).toEqual(["inquiries-20260614T031500Z.db"]);
    expect(statSync(copy).mode & 0o777).toBe(0o640);
    const db = new DatabaseSync(copy, { readOnly: true });
    try {
      expect(db.prepare("PRAGMA quick_check").get()).toEqual({ quick_check: "ok" });
      expect(db.prepare("SELECT message FROM inquiries WHERE id = ?").get(other.id)).toEqual({
        message: "Please copy [erased].",
      });
    } finally {
      db.close();
    }
    expect(erasureSummary(done)).toContain(`${copy} (1 lead, 4 rows rewritten)`);
  });

  it("a snapshot being handed over at that moment is left alone and named: NOT FINISHED", async () => {
    const { path, store } = await dataFolder();
    const handoff = tempDir();
    const partial = join(handoff, ".inquiries-20260615T031500Z.db.partial");
    await backupDatabase(path, partial);
    const before = readFileSync(partial);

    const done = await erasePerson(store.database, ana.email, { handoffFolder: handoff });
    expect(done.copies.notReached).toEqual([{ file: partial, why: "a backup or restore is writing it right now" }]);
    expect(done.copies.filesLeft).toEqual([partial]);
    expect(readFileSync(partial).equals(before)).toBe(true);
    expect(erasureComplete(done)).toBe(false);
    expect(erasureSummary(done)).toContain(`NOT FINISHED: ${partial} was not erased`);
  });

  it("a hand-off folder it cannot read is named NOT FINISHED; the erasure elsewhere stands", async () => {
    const { dir, store } = await dataFolder();
    // Not a folder at all: readable by root too, unlike a folder of another owner.
    const handoff = join(tempDir(), "not-a-folder");
    writeFileSync(handoff, "");

    const done = await erasePerson(store.database, ana.email, { handoffFolder: handoff });
    expect(done.copies.notReached).toEqual([{ file: handoff, why: expect.stringContaining("ENOTDIR") }]);
    expect(erasureComplete(done)).toBe(false);
    expect(filesHolding(dir)).toEqual([]);
  });
});
