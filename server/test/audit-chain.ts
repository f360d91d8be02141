import type { DatabaseSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import { auditHash, GENESIS } from "../admin/audit.ts";
import { transaction } from "../inquiries/store.ts";

/**
 * An audit trail of any length with a valid chain, for the audit tests and
 * `npm run bench:audit`: rows written as `append` writes them, in one transaction.
 */
export function fillChain(database: DatabaseSync, count: number, at: number) {
  const insert = database.prepare(
    "INSERT INTO audit_log (seq, at, actor, action, detail, network, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  let prevHash = GENESIS;
  transaction(database, () => {
    for (let seq = 1; seq <= count; seq += 1) {
      const row = {
        seq,
        at,
        actor: "olga@summit.example",
        action: "leads.viewed",
        detail: "a1 b2",
        network: "127.0.0.0/24",
      };
      const hash = auditHash(prevHash, row);
      insert.run(seq, row.at, row.actor, row.action, row.detail, row.network, prevHash, hash);
      prevHash = hash;
    }
  });
}

/**
 * The same, on a thread of its own with its own connection to the database at `path` (~4 s for a
 * million rows on the 2-core machine): the server under test runs on the caller's thread, and the
 * garbage of a million rows made there would be collected in the middle of its requests. Then the
 * WAL goes back into the file, as it would have while a real trail grew row by row.
 */
export async function fillChainElsewhere(path: string, count: number, at: number) {
  const worker = new Worker(
    `const { workerData: [path, count, at, self], parentPort } = require("node:worker_threads");
    const { DatabaseSync } = require("node:sqlite");
    (async () => {
      const { fillChain } = await import(self);
      const db = new DatabaseSync(path);
      db.exec("PRAGMA busy_timeout = 10000");
      fillChain(db, count, at);
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      db.close();
      parentPort.postMessage("done");
    })();`,
    { eval: true, workerData: [path, count, at, import.meta.url] },
  );
  await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
}
