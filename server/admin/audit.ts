import { createHash } from "node:crypto";
import { isIPv4 } from "node:net";
import type { DatabaseSync } from "node:sqlite";
import { clientKey } from "../client.ts";
import { transaction } from "../inquiries/store.ts";

/**
 * The audit trail (docs/decisions/025-people-passkeys-and-erasure.md): one row per audited action,
 * each row's hash covering its fields and the hash of the row before, so an edit shows. Used by
 * the server and by `npm run admin`.
 */
export type AuditRow = {
  seq: number;
  at: number;
  actor: string;
  action: string;
  detail: string;
  network: string;
  prevHash: string;
  hash: string;
};
export type AuditEntry = { actor: string; action: string; detail?: string; network?: string };

/** The hash every chain starts from. */
export const GENESIS = "0".repeat(64);

/** A row's hash: what `verify` recomputes (and what a test that builds a chain by hand uses). */
export function auditHash(
  prevHash: string,
  row: Pick<AuditRow, "seq" | "at" | "actor" | "action" | "detail" | "network">,
): string {
  return createHash("sha256")
    .update(JSON.stringify([prevHash, row.seq, row.at, row.actor, row.action, row.detail, row.network]), "utf8")
    .digest("hex");
}

/**
 * The network an address belongs to, for the audit trail: an IPv4 /24 or an IPv6 /48, never
 * the address itself (who it was is the row's person; the network is where from, roughly). Read
 * through the rate limits' own key (server/client.ts), so every spelling of an address, and a
 * key that is already a /64, lands in one network.
 */
export function networkOf(address: string): string {
  const key = clientKey(address.replace(/::\/64$/, "::"));
  if (isIPv4(key)) return key.replace(/\.\d+$/, ".0/24");
  const v6 = key.match(/^([\da-f]+):([\da-f]+):([\da-f]+):[\da-f]+::\/64$/);
  return v6 ? `${v6[1]}:${v6[2]}:${v6[3]}::/48` : "unknown";
}

/** Failed sign-ins are counted per network and hour; the networks of one hour are at most this many. */
export const FAILURE_NETWORKS = 50;
/** Where the failures of the networks past FAILURE_NETWORKS in one hour are counted. */
export const OTHER_NETWORKS = "(other)";
const HOUR_MS = 60 * 60 * 1000;

export type PendingFailures = { hour: number; network: string; actor: string; count: number; lastReason: string };

/** A row of the chain as far as the next one is concerned. */
export type Link = { seq: number; hash: string };

/** Why `row` does not belong after `prev` (null: the oldest row kept, trusted as the start); null when it does. */
export function flaw(prev: Link | null, row: AuditRow): string | null {
  if (prev && (row.prevHash !== prev.hash || row.seq !== prev.seq + 1)) return "does not follow the row before it";
  if (auditHash(row.prevHash, row) !== row.hash) return "was changed after it was written";
  return null;
}

export const toAudit = (row: Record<string, unknown>): AuditRow => ({
  seq: Number(row.seq),
  at: Number(row.at),
  actor: String(row.actor),
  action: String(row.action),
  detail: String(row.detail),
  network: String(row.network),
  prevHash: String(row.prev_hash),
  hash: String(row.hash),
});

const hourOf = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/** The audit trail: append, read, verify the chain, and delete rows older than the retention. */
export function openAudit(db: DatabaseSync) {
  const write = ({ actor, action, detail = "", network = "" }: AuditEntry, nowMs: number): AuditRow => {
    const last = db.prepare("SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1").get();
    const seq = last ? Number(last.seq) + 1 : 1;
    const prevHash = last ? String(last.hash) : GENESIS;
    const row = { seq, at: nowMs, actor, action, detail, network };
    const hash = auditHash(prevHash, row);
    db.prepare(
      "INSERT INTO audit_log (seq, at, actor, action, detail, network, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(seq, nowMs, actor, action, detail, network, prevHash, hash);
    return { ...row, prevHash, hash };
  };

  /** The counts of hours that are over, each one row of the chain now; their counters go. Inside a transaction. */
  const flushFailures = (nowMs: number) => {
    const current = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
    const closed = db
      .prepare("SELECT * FROM sign_in_failures WHERE hour < ? ORDER BY hour, first_at")
      .all(current) as Record<string, string | number>[];
    for (const row of closed) {
      const count = Number(row.count);
      const hour = Number(row.hour);
      write(
        {
          actor: String(row.actor),
          action: "sign-in.failed",
          detail: `${count} failed sign-in${count === 1 ? "" : "s"} ${new Date(hour).toISOString().slice(0, 10)} ${hourOf(hour)}–${hourOf(hour + HOUR_MS)} UTC; the last: ${row.last_reason}`,
          network: String(row.network),
        },
        nowMs,
      );
    }
    if (closed.length > 0) db.prepare("DELETE FROM sign_in_failures WHERE hour < ?").run(current);
  };

  return {
    append(entry: AuditEntry, nowMs: number): AuditRow {
      return transaction(db, () => {
        flushFailures(nowMs);
        return write(entry, nowMs);
      });
    },
    /**
     * A failed sign-in, counted: one counter per network, person (or "unknown") and hour, which
     * becomes one row of the chain once the hour is over. Before, each failure was a row of its
     * own, kept for years: 2,000 requests from one /48 wrote 2,000 rows in 7 seconds.
     */
    failedSignIn({ actor, network, reason }: { actor: string; network: string; reason: string }, nowMs: number) {
      transaction(db, () => {
        flushFailures(nowMs);
        const hour = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
        const known = db
          .prepare("SELECT 1 FROM sign_in_failures WHERE hour = ? AND network = ? LIMIT 1")
          .get(hour, network);
        const networks = Number(
          db.prepare("SELECT COUNT(DISTINCT network) AS count FROM sign_in_failures WHERE hour = ?").get(hour)?.count,
        );
        const counted = known || networks < FAILURE_NETWORKS ? network : OTHER_NETWORKS;
        db.prepare(
          `INSERT INTO sign_in_failures (hour, network, actor, count, first_at, last_at, last_reason)
           VALUES (?, ?, ?, 1, ?, ?, ?)
           ON CONFLICT (hour, network, actor) DO UPDATE SET
             count = count + 1, last_at = excluded.last_at, last_reason = excluded.last_reason`,
        ).run(hour, counted, actor, nowMs, nowMs, reason.slice(0, 200));
      });
    },
    /** The failed sign-ins of the hour still running, not yet rows of the chain; most first. */
    pendingFailures(): PendingFailures[] {
      return db
        .prepare("SELECT * FROM sign_in_failures ORDER BY count DESC, network LIMIT ?")
        .all(FAILURE_NETWORKS * 2)
        .map((row) => ({
          hour: Number(row.hour),
          network: String(row.network),
          actor: String(row.actor),
          count: Number(row.count),
          lastReason: String(row.last_reason),
        }));
    },
    /** Turns the counts of hours that are over into rows (the daily job; any append does it too). */
    flush(nowMs: number) {
      transaction(db, () => flushFailures(nowMs));
    },
    /** Newest first. */
    list({ limit }: { limit?: number } = {}): AuditRow[] {
      return db
        .prepare(`SELECT * FROM audit_log ORDER BY seq DESC ${limit ? "LIMIT ?" : ""}`)
        .all(...(limit ? [limit] : []))
        .map((row) => toAudit(row));
    },
    /**
     * Recomputes every row's hash from its fields and the row before, oldest first, one row at a
     * time: the first row that does not match (edited, or a row taken out of the middle) is named.
     * The oldest row kept is trusted as the start (rows before it went by retention). `head` is
     * the newest row, what an anchor pins (audit-anchor.ts).
     */
    verify(): { ok: true; rows: number; head: Link | null } | { ok: false; rows: number; seq: number; reason: string } {
      let prev: Link | null = null;
      let rows = 0;
      for (const raw of db.prepare("SELECT * FROM audit_log ORDER BY seq").iterate()) {
        const row = toAudit(raw);
        rows += 1;
        const reason = flaw(prev, row);
        if (reason) {
          const total = Number(db.prepare("SELECT COUNT(*) AS count FROM audit_log").get()?.count);
          return { ok: false, rows: total, seq: row.seq, reason };
        }
        prev = { seq: row.seq, hash: row.hash };
      }
      return { ok: true, rows, head: prev };
    },
    /** Deletes rows older than `days`, oldest first (the chain's start moves forward). */
    prune(nowMs: number, days: number): number {
      return Number(db.prepare("DELETE FROM audit_log WHERE at < ?").run(nowMs - days * 86_400_000).changes);
    },
  };
}
export type Audit = ReturnType<typeof openAudit>;
