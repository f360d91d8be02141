import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";
import { basename, isAbsolute, join, relative, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { anyValueContains, normal, type Redacted } from "./erasure-scan.ts";
import { type SettleOptions, settle } from "./erasure-settle.ts";

/**
 * Erasure reaches every copy of the leads database under the data folder (the folder of
 * DATABASE_PATH): the daily backups `backups/inquiries-*.db`, the deploy's `backups/before-<release>.db`,
 * the `*.replaced-*` files a restore keeps, any other SQLite file there. Each is opened and
 * erased as the live database is (its own rows deleted, the address replaced elsewhere,
 * secure_delete, VACUUM), so the backups stay backups, minus the person. Then every file under
 * the folder is read byte by byte for the address; what still holds it, and cannot be explained
 * by a row kept on purpose, is named, never passed over. The same for the folders of copies
 * kept outside it: the newest snapshot handed to the off-site copy (deploy/steps/snapshot.sh,
 * ADR 030), erased in place like the rest, so it stays a backup the off-site step can send. Copies
 * off the server (BACKUP_REMOTE) are out of reach: docs/operators.md says what becomes of them.
 */

export type CopyErasure = { file: string; leads: number; rows: number };
export type Copies = {
  /** The copies erased (relative to the data folder; outside it, the full path), each with its leads deleted and other rows rewritten. */
  erased: CopyErasure[];
  /** SQLite files that could not be erased, and why (in use, being written, unreadable). */
  notReached: { file: string; why: string }[];
  /** Files whose bytes still hold the address for no reason a kept row gives: the erasure is not finished. */
  filesLeft: string[];
};

/** What erasing one database's rows did (erasure.ts's eraseIn, passed in: this module is below it). */
export type EraseRows = (db: DatabaseSync) => { leads: number; redacted: Redacted[] };

/** A file SQLite writes beside a database: it belongs to that database. */
const sidecar = /-(wal|shm|journal)$/;
/**
 * A backup or restore being written right now (server/inquiries/backup.ts names it with its pid),
 * or a snapshot being handed to the off-site copy (deploy/steps/snapshot.sh, without): never
 * touched mid-way.
 */
const inProgress = /^\..+\.(partial|restoring)(-\d+)?$/;
const SQLITE_HEADER = "SQLite format 3\0";
/** A copy locked by another process is waited for this long, then reported. */
const COPY_BUSY_MS = 2000;

function isSqlite(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    return readSync(fd, header, 0, header.length, 0) === header.length && header.toString("latin1") === SQLITE_HEADER;
  } finally {
    closeSync(fd);
  }
}

/** Every regular file under `folder`, recursively; symbolic links are not followed. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Whether the file's bytes hold the address (any ASCII case, or percent-encoded), bounded or not. */
function holdsAddress(path: string, address: string): boolean {
  const bytes = readFileSync(path).toString("latin1").toLowerCase();
  return [address, encodeURIComponent(address)].some((form) =>
    bytes.includes(Buffer.from(normal(form), "utf8").toString("latin1").toLowerCase()),
  );
}

/** One copy erased in place, left a single file (no WAL); true in `explained` when a value still holds the address. */
async function eraseCopy(path: string, address: string, eraseRows: EraseRows, settling: SettleOptions) {
  const db = new DatabaseSync(path);
  try {
    db.exec(`PRAGMA busy_timeout = ${COPY_BUSY_MS}`);
    const done = eraseRows(db);
    if (!(await settle(db, settling))) throw new Error("another process kept reading it");
    // A copy is one self-contained file, as the backups make it: a WAL it came with is folded in.
    db.exec("PRAGMA journal_mode = DELETE");
    const rows = done.redacted.reduce((sum, place) => sum + place.rows, 0);
    return { leads: done.leads, rows, explained: anyValueContains(db, address) };
  } finally {
    db.close();
  }
}

/**
 * Erases `email` (by `eraseRows`) from every SQLite copy under `folders` (the data folder first,
 * then any folder of copies outside it) but the live database at `livePath` (already erased by the
 * caller, who says in `liveExplained` whether a value there still holds the address), then reads
 * every file under those folders for the address's bytes.
 */
export async function eraseCopies(
  folders: string[],
  livePath: string,
  email: string,
  eraseRows: EraseRows,
  { liveExplained = false, ...settling }: SettleOptions & { liveExplained?: boolean } = {},
): Promise<Copies> {
  const address = normal(email);
  const live = resolve(livePath);
  const copies: Copies = { erased: [], notReached: [], filesLeft: [] };
  const [dataFolder = ""] = folders;
  const name = (path: string) => {
    const inData = relative(dataFolder, path);
    return inData.startsWith("..") || isAbsolute(inData) ? path : inData;
  };
  // Each file once, though a folder be named twice or sit inside another. A folder this process
  // may not read (a sandbox without it, another owner) is named, never passed over in silence.
  const files = (report: boolean) => {
    const found = new Set<string>();
    for (const folder of folders.filter((folder) => existsSync(folder))) {
      try {
        for (const path of filesUnder(resolve(folder))) found.add(path);
      } catch (error) {
        if (report) copies.notReached.push({ file: resolve(folder), why: (error as Error).message });
      }
    }
    return [...found].sort();
  };
  /** Databases (the live one included) whose remaining bytes of the address a kept row explains. */
  const explained = new Set<string>(liveExplained ? [live] : []);
  for (const path of files(true)) {
    if (path === live || sidecar.test(path)) continue;
    if (inProgress.test(basename(path))) {
      copies.notReached.push({ file: name(path), why: "a backup or restore is writing it right now" });
      continue;
    }
    if (!isSqlite(path)) continue;
    try {
      const done = await eraseCopy(path, address, eraseRows, settling);
      if (done.explained) explained.add(path);
      copies.erased.push({ file: name(path), leads: done.leads, rows: done.rows });
    } catch (error) {
      copies.notReached.push({ file: name(path), why: (error as Error).message });
    }
  }
  for (const path of files(false)) {
    const owner = path.replace(sidecar, "");
    if (!explained.has(owner) && holdsAddress(path, address)) copies.filesLeft.push(name(path));
  }
  return copies;
}
