import { Hono } from "hono";
import type { InquiryStore, OutboxStats } from "./store.ts";

/**
 * `GET /api/health`, for a monitor (README "Leads"): 200 with `{ db: "ok", outbox }` when the
 * leads database takes a write right now, 503 with `{ db: "unwritable" }` when it does not (disk
 * full, read-only, locked by another process): exactly when a visitor's inquiry would fail.
 * `outbox` says how many deliveries are owed and how old the oldest is, so a monitor can alert
 * on a mail server that has been down for an hour. SQLite's message goes to the log, not out.
 */
export type Health = {
  db: "ok" | "unwritable";
  outbox: OutboxStats | null;
};

export function healthApi({
  store,
  now = Date.now,
  log = console.error,
}: {
  store: InquiryStore;
  now?: () => number;
  log?: (message: string) => void;
}) {
  const api = new Hono();
  api.get("/", (c) => {
    c.header("Cache-Control", "no-store");
    let db: Health["db"] = "ok";
    try {
      store.checkWritable(new Date(now()));
    } catch (error) {
      db = "unwritable";
      log(`Health check: the leads database does not take writes: ${String(error)}`);
    }
    let outbox: Health["outbox"] = null;
    try {
      outbox = store.outboxStats(now());
    } catch (error) {
      log(`Health check: could not read the outbox: ${String(error)}`);
    }
    return c.json<Health>({ db, outbox }, db === "ok" ? 200 : 503);
  });
  return api;
}
