import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { applyTombstones, eraseOlderThan } from "./erasure.ts";
import { knownMigrations, migrate, transaction } from "./store.ts";

/**
 * Backup and restore of the leads database (docs/operators.md "Leads", docs/decisions/008-…): never a file
 * copy of a live WAL database, which can tear.
 *
 * - backup: SQLite's online backup API, in one step, so the copy is the database as it stood
 *   when the step began (a read transaction: the server goes on writing meanwhile). Everything
 *   the server acknowledged before then is in it. The copy is written beside the target, made a
 *   single self-contained file (journal_mode DELETE), checked, synced, and renamed into place:
 *   a backup file is either the previous one or a complete new one.
 * - restore: refuses while any process has the database open (SQLite's own lock, which the
 *   kernel drops when a process dies, even by SIGKILL: no stale lock file to clean up), checks
 *   the file is a leads database of a schema version this code knows, keeps the replaced file
 *   as `<db>.replaced-<timestamp>` and removes the old WAL index so nothing of the old database
 *   is replayed onto the new one. Then the erasures made since the backup are made again: the
 *   live database's tombstones (and their salt) are carried into the restored file, every row
 *   they name is erased, and leads past the retention go (docs/decisions/025-…): a restore never
 *   brings back a person who asked to be erased.
 */

/** The whole database in one backup step: one read transaction, one consistent snapshot. */
const ALL_PAGES = 2 ** 31 - 1;

export type DatabaseSummary = { schemaVersion: number; leads: number };

export class LeadsDatabaseError extends Error {}

/** Throws unless `db` is a sound leads database whose migrations are all ones this code knows. */
export function checkLeadsDatabase(db: DatabaseSync, label: string): DatabaseSummary {
  const hasTable = (name: string) =>
    db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !== undefined;
  let integrity: string;
  try {
    integrity = String(db.prepare("PRAGMA quick_check").get()?.quick_check);
  } catch (error) {
    throw new LeadsDatabaseError(`${label} is not an SQLite database (${String(error)})`);
  }
  if (integrity !== "ok") throw new LeadsDatabaseError(`${label} is damaged: ${integrity}`);
  if (!hasTable("schema_migrations") || !hasTable("inquiries")) {
    throw new LeadsDatabaseError(`${label} is not a leads database (no schema_migrations or inquiries table)`);
  }
  const known = knownMigrations();
  const applied = db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all();
  applied.forEach((row, index) => {
    const version = Number(row.version);
    if (known.get(version) !== row.name) {
      throw new LeadsDatabaseError(
        `${label} has schema migration ${version} (${String(row.name)}), which this code does not know: ` +
          "it comes from a newer release or another application",
      );
    }
    if (version !== index + 1) throw new LeadsDatabaseError(`${label} skipped schema migration ${index + 1}`);
  });
  if (applied.length === 0) throw new LeadsDatabaseError(`${label} has no schema migration applied`);
  return {
    schemaVersion: applied.length,
    leads: Number(db.prepare("SELECT COUNT(*) AS n FROM inquiries").get()?.n),
  };
}

function fsyncPath(path: string) {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function removeDatabaseFiles(path: string) {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${path}${suffix}`, { force: true });
}

/** Copies `source` (an open connection) into a new single-file database at `target`, atomically. */
async function snapshot(source: DatabaseSync, target: string): Promise<DatabaseSummary> {
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  removeDatabaseFiles(partial);
  try {
    // A copy of the leads is 600 from its first byte, whatever the umask: SQLite writes into this
    // empty file and keeps its mode.
    closeSync(openSync(partial, "wx", 0o600));
    await backup(source, partial, { rate: ALL_PAGES });
    const copy = new DatabaseSync(partial);
    let summary: DatabaseSummary;
    try {
      copy.exec("PRAGMA journal_mode = DELETE");
      summary = checkLeadsDatabase(copy, "the copy");
    } finally {
      copy.close();
    }
    fsyncPath(partial);
    renameSync(partial, target);
    fsyncPath(dirname(target));
    return summary;
  } finally {
    removeDatabaseFiles(partial);
  }
}

/** A consistent snapshot of the database at `databasePath` (live or not) written to `target`. */
export async function backupDatabase(databasePath: string, target: string) {
  if (!existsSync(databasePath)) throw new LeadsDatabaseError(`${databasePath} does not exist: nothing to back up`);
  if (resolve(target) === resolve(databasePath))
    throw new LeadsDatabaseError("the backup cannot be the database itself");
  mkdirSync(dirname(resolve(target)), { recursive: true, mode: 0o700 });
  const started = Date.now();
  const source = new DatabaseSync(databasePath);
  try {
    source.exec("PRAGMA busy_timeout = 5000");
    checkLeadsDatabase(source, databasePath);
    const summary = await snapshot(source, resolve(target));
    return { ...summary, bytes: statSync(target).size, startedAt: new Date(started), ms: Date.now() - started };
  } finally {
    source.close();
  }
}

/**
 * Whether some process has the database open: takes SQLite's exclusive lock without waiting. A
 * WAL connection holds a shared lock on the file from its first read until it closes, and the
 * kernel releases it when the process ends, however it ends. On success the database is left
 * checkpointed into one file (journal_mode DELETE) with no WAL, ready to be moved aside.
 */
function settleUnlessHeld(databasePath: string): { held: true; reason: string } | { held: false } {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(databasePath);
  } catch (error) {
    return { held: true, reason: `it cannot be opened (${String(error)})` };
  }
  try {
    db.exec("PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;");
    db.exec("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;");
    return { held: false };
  } catch (error) {
    const message = String(error);
    return {
      held: true,
      reason: /locked|busy/i.test(message)
        ? "another process has it open: stop the server (and any `npm run leads` command) first"
        : `it could not be checked (${message}); move it aside by hand with the server stopped`,
    };
  } finally {
    db.close();
  }
}

/** `2026-11-23T09-05-00-123Z`: sortable, and no colon for other file systems' sake. */
function stamp(date: Date) {
  return date.toISOString().replace(/[:.]/g, "-");
}

/**
 * Puts the backup at `source` in place of the database at `databasePath`. Refuses while the
 * database is open anywhere, or when `source` is not a leads database this code can run.
 */
export async function restoreDatabase(
  databasePath: string,
  source: string,
  now = new Date(),
  { retentionDays }: { retentionDays?: number } = {},
) {
  if (!existsSync(source)) throw new LeadsDatabaseError(`${source} does not exist`);
  if (resolve(source) === resolve(databasePath)) throw new LeadsDatabaseError("that file is the database itself");

  const backupDb = new DatabaseSync(source, { readOnly: true });
  try {
    const summary = checkLeadsDatabase(backupDb, source);
    const target = resolve(databasePath);
    mkdirSync(dirname(target), { recursive: true });

    let replaced: string | null = null;
    if (existsSync(target)) {
      const state = settleUnlessHeld(target);
      if (state.held) throw new LeadsDatabaseError(`Not restoring: ${databasePath} is in use; ${state.reason}.`);
    }
    // The erasures the live database knows of, which the backup may predate.
    let tombstones: { hash: string; erased_on: string }[] = [];
    let salt: string | null = null;
    if (existsSync(target)) {
      const live = new DatabaseSync(target, { readOnly: true });
      try {
        const has = (table: string) =>
          live.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
        if (has("tombstones")) {
          tombstones = live
            .prepare("SELECT hash, erased_on FROM tombstones")
            .all()
            .map((row) => ({ hash: String(row.hash), erased_on: String(row.erased_on) }));
        }
        if (has("settings")) {
          const row = live.prepare("SELECT value FROM settings WHERE key = 'tombstone_salt'").get();
          salt = row ? String(row.value) : null;
        }
      } finally {
        live.close();
      }
    }
    // The new database, complete and synced beside the old one, before anything is moved.
    const incoming = join(dirname(target), `.${basename(target)}.restoring-${process.pid}`);
    await snapshot(backupDb, incoming);
    let erased = 0;
    try {
      const restored = new DatabaseSync(incoming);
      try {
        migrate(restored);
        transaction(restored, () => {
          if (salt !== null) {
            restored.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('tombstone_salt', ?)").run(salt);
          }
          for (const row of tombstones) {
            restored
              .prepare("INSERT OR IGNORE INTO tombstones (hash, erased_on) VALUES (?, ?)")
              .run(row.hash, row.erased_on);
          }
        });
        erased = applyTombstones(restored);
        if (retentionDays !== undefined) erased += eraseOlderThan(restored, retentionDays, now);
        restored.exec("VACUUM");
      } finally {
        restored.close();
      }
      fsyncPath(incoming);
      if (existsSync(target)) {
        replaced = `${target}.replaced-${stamp(now)}`;
        renameSync(target, replaced);
        // After the checkpoint there is no WAL; if one is left, it belongs with the old file.
        if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${replaced}-wal`);
      }
      // A stale WAL index or journal must never meet the new file.
      for (const suffix of ["-shm", "-journal", "-wal"]) rmSync(`${target}${suffix}`, { force: true });
      renameSync(incoming, target);
      fsyncPath(dirname(target));
    } finally {
      rmSync(incoming, { force: true });
    }
    return { ...summary, leads: summary.leads, replaced, erased };
  } finally {
    backupDb.close();
  }
}
