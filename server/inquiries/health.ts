import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { InquiryStore, OutboxStats } from "./store.ts";

/**
 * `GET /api/health`, for a monitor and the deploy's switch (docs/operators.md "Leads"). To anyone: 200
 * `{"status":"ok"}` when the leads database takes a write right now, 503 `{"status":"down"}` when
 * it does not (disk full, read-only, locked by another process): exactly when a visitor's inquiry
 * would fail. With `Authorization: Bearer <HEALTH_TOKEN>` the answer also says `db` and `outbox`
 * (how many deliveries are owed per channel and how old the oldest is, so a monitor can alert on a
 * mail server down for an hour): which integrations a site uses and which one is failing is for
 * its owner, not for every stranger. SQLite's message goes to the log, not out.
 */
export type PublicHealth = { status: "ok" | "down" };

export type Health = PublicHealth & {
  db: "ok" | "unwritable";
  outbox: OutboxStats | null;
};

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

export function healthApi({
  store,
  token = null,
  now = Date.now,
  log = console.error,
}: {
  store: InquiryStore;
  /** HEALTH_TOKEN: who sends it as a bearer token gets the details; null: nobody does. */
  token?: string | null;
  now?: () => number;
  log?: (message: string) => void;
}) {
  // Hashing both sides gives equal lengths, which timingSafeEqual needs, and hides the length.
  const expected = token ? sha256(token) : null;
  const trusted = (authorization: string | undefined) =>
    expected !== null &&
    authorization?.startsWith("Bearer ") === true &&
    timingSafeEqual(sha256(authorization.slice(7)), expected);

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
    const status = db === "ok" ? "ok" : "down";
    const code = db === "ok" ? 200 : 503;
    if (!trusted(c.req.header("authorization"))) return c.json<PublicHealth>({ status }, code);
    let outbox: Health["outbox"] = null;
    try {
      outbox = store.outboxStats(now());
    } catch (error) {
      log(`Health check: could not read the outbox: ${String(error)}`);
    }
    return c.json<Health>({ status, db, outbox }, code);
  });
  return api;
}
