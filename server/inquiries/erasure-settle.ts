import type { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The last step of an erasure (server/inquiries/erasure.ts, erasure-copies.ts): the deleted
 * rows' bytes made to leave the database's files, and a true answer about whether they did.
 */

/** How long an erasure waits for other connections to stop reading before it says it could not finish. */
export const SETTLE_WAIT_MS = 30_000;
const SETTLE_POLL_MS = 50;

/**
 * One checkpoint that never waits: true when every frame of the WAL went into the file and the
 * WAL was truncated to nothing (or the file has no WAL, as a backup copy has not). A connection
 * in a read transaction pins the frames and pages of its snapshot — the erased rows among them —
 * so the checkpoint is refused (busy) until it ends. The busy timeout is lowered around this one
 * synchronous call only: in the server the connection is shared, and a submission written while
 * the erasure waits must keep its own patience.
 */
function checkpointed(db: DatabaseSync): boolean {
  const timeout = Number(db.prepare("PRAGMA busy_timeout").get()?.timeout ?? 0);
  db.exec("PRAGMA busy_timeout = 0");
  try {
    const row = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get();
    return Number(row?.busy) === 0;
  } catch (error) {
    if (/locked|busy/i.test(String(error))) return false;
    throw error;
  } finally {
    db.exec(`PRAGMA busy_timeout = ${timeout}`);
  }
}

export type SettleOptions = {
  /** How long to wait for readers (SETTLE_WAIT_MS). */
  waitMs?: number;
  /** Called once, when a reader first holds the checkpoint up (the command line says it waits). */
  onBlocked?: () => void;
};

/** Tries the checkpoint until it goes through or `waitMs` has passed, sleeping (never blocking) between tries. */
async function checkpointWaiting(db: DatabaseSync, { waitMs = SETTLE_WAIT_MS, onBlocked }: SettleOptions) {
  const until = Date.now() + waitMs;
  let told = false;
  while (!checkpointed(db)) {
    if (Date.now() >= until) return false;
    if (!told) onBlocked?.();
    told = true;
    await sleep(SETTLE_POLL_MS);
  }
  return true;
}

/**
 * Makes deleted rows' bytes leave the database's files, and says whether they did. With
 * secure_delete on (set before the delete), SQLite overwrote the rows in their pages, but those
 * pages sit in the WAL, and the old versions stay in the WAL and the main file while any reader's
 * snapshot needs them. So: VACUUM (every page written anew, free pages gone), then a truncating
 * checkpoint that waits for readers (bounded): only when it went through are the bytes gone
 * from the file, its -wal and its -shm (which holds page numbers only).
 */
export async function settle(db: DatabaseSync, options: SettleOptions = {}): Promise<boolean> {
  db.exec("PRAGMA secure_delete = ON");
  db.exec("VACUUM");
  return checkpointWaiting(db, options);
}
