import type { DatabaseSync } from "node:sqlite";
import { setImmediate as nextTurn } from "node:timers/promises";
import { flaw, type Link, toAudit } from "./audit.ts";

/**
 * Checking the audit chain for the admin page. The command line checks every row each time
 * (`npm run admin -- audit --verify`: audit.ts's `verify`); the page checks incrementally: it
 * remembers the last row it verified and that row's hash, and reads only the rows after it, a
 * thousand at a time with the event loop free between them. Re-hashing the whole chain per page
 * view took 4.65 s at 300,000 rows, all of it on the thread that answers every request
 * (`/api/health` waited 4.3 s). What this gives up: a row before the remembered one, edited
 * with the chain recomputed after it, is not seen by the page while the process runs (the
 * remembered row's own hash is compared, so a recomputed chain through it is); the command line
 * and the anchors (audit-anchor.ts) see it.
 */
export type Broken = { seq: number; reason: string };

export type ChainState =
  | { state: "intact"; rows: number }
  | { state: "checking"; checked: number; head: number }
  | ({ state: "broken" } & Broken);

/** Rows read and hashed per turn of the event loop: about 10 ms on a slow 2-core server. */
export const CHECK_CHUNK = 1000;

export function chainWatch(db: DatabaseSync, { chunk = CHECK_CHUNK }: { chunk?: number } = {}) {
  const after = db.prepare("SELECT * FROM audit_log WHERE seq > ? ORDER BY seq LIMIT ?");
  const hashAt = db.prepare("SELECT hash FROM audit_log WHERE seq = ?");
  const ends = db.prepare("SELECT MIN(seq) AS oldest, MAX(seq) AS newest FROM audit_log");
  let checked: Link | null = null;
  let broken: Broken | null = null;
  let running: Promise<void> | null = null;

  /** One chunk; true while rows remain. */
  const step = (): boolean => {
    if (broken) return false;
    if (checked) {
      const row = hashAt.get(checked.seq);
      if (!row) {
        const oldest = ends.get()?.oldest;
        // The retention deleted every row checked so far: start again from the oldest kept.
        if (oldest === null || oldest === undefined || Number(oldest) > checked.seq) checked = null;
        else broken = { seq: checked.seq, reason: "was deleted after it was checked" };
      } else if (String(row.hash) !== checked.hash) {
        broken = { seq: checked.seq, reason: "was changed after it was checked" };
      }
      if (broken) return false;
    }
    const rows = after.all(checked?.seq ?? -1, chunk).map(toAudit);
    for (const row of rows) {
      const reason = flaw(checked, row);
      if (reason) {
        broken = { seq: row.seq, reason };
        return false;
      }
      checked = { seq: row.seq, hash: row.hash };
    }
    return rows.length === chunk;
  };

  const loop = async () => {
    try {
      while (step()) await nextTurn();
    } finally {
      running = null;
    }
  };
  // Started on the next microtask, so `running` is set before the loop can end and clear it.
  const run = () => {
    running ??= Promise.resolve().then(loop);
    return running;
  };

  const state = (): ChainState => {
    if (broken) return { state: "broken", ...broken };
    const { oldest, newest } = ends.get() ?? {};
    if (newest === null || newest === undefined) return { state: "intact", rows: 0 };
    if (checked && checked.seq >= Number(newest)) return { state: "intact", rows: checked.seq - Number(oldest) + 1 };
    return {
      state: "checking",
      checked: checked ? checked.seq - Number(oldest) + 1 : 0,
      head: Number(newest) - Number(oldest) + 1,
    };
  };

  return {
    /** Checks the rows not yet checked, for at most `budgetMs`; what is known then. The check goes on after. */
    async check(budgetMs = 300): Promise<ChainState> {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([run(), new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)))]);
      clearTimeout(timer);
      return state();
    },
  };
}

const count = (value: number) => value.toLocaleString("en-US");

/** What the audit page says of the chain. */
export function chainSentence(check: ChainState): string {
  if (check.state === "broken") return `The chain is BROKEN at row ${check.seq}: it ${check.reason}.`;
  if (check.state === "intact") return `The chain of ${count(check.rows)} rows is intact.`;
  if (check.head === 0) return "The chain is being checked; reload for the result.";
  return `The chain is being checked: ${count(check.checked)} of ${count(check.head)} rows so far, none broken; reload for the rest.`;
}
