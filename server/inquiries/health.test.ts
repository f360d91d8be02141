// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { inquiryBody, postJson, startTestSite, validValues } from "../test/helpers.ts";
import { startReceiver } from "../test/webhook-receiver.ts";
import type { Health } from "./health.ts";

/**
 * GET /api/health and what a visitor gets when the database stops taking writes. The browser's
 * side of a 503 ("Message Not Sent", input kept) is tests/e2e/leads.spec.ts.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function site(env: Record<string, string> = {}) {
  const started = await startTestSite(env);
  cleanups.push(started.close);
  writeFileSync(join(started.dir, "site", "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  return started;
}

async function health(url: string) {
  const response = await fetch(`${url}/api/health`);
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    body: (await response.json()) as Health,
  };
}

describe("GET /api/health", { timeout: 30_000 }, () => {
  it("answers 200 with the database writable and nothing owed", async () => {
    const started = await site();
    expect(await health(started.url)).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { db: "ok", outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0, channels: {} } },
    });
    const head = await fetch(`${started.url}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("counts deliveries still owed", async () => {
    const down = await startReceiver(1000);
    cleanups.push(down.close);
    const started = await site({ INQUIRY_WEBHOOK_URL: down.url, INQUIRY_WEBHOOK_RETRY_MS: "60000" });
    await postJson(started.endpoint, inquiryBody("home"));
    await postJson(started.endpoint, inquiryBody("contact"));
    const { status, body } = await health(started.url);
    expect(status).toBe(200);
    expect(body.outbox).toMatchObject({ pending: 2, failed: 0 });
    expect(body.outbox?.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
  });

  it("answers 503 while another process holds the database's write lock, and pages are still served", async () => {
    const started = await site();
    const other = new DatabaseSync(started.databasePath);
    cleanups.push(() => other.close());
    other.exec("BEGIN EXCLUSIVE");
    cleanups.push(() => other.isTransaction && other.exec("ROLLBACK"));

    const locked = await health(started.url);
    expect(locked.status).toBe(503);
    expect(locked.body.db).toBe("unwritable");
    const page = await fetch(`${started.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>Home</h1>");
    other.exec("ROLLBACK");
    expect((await health(started.url)).status).toBe(200);
  });
});

describe("a visitor submits while the disk is full", { timeout: 30_000 }, () => {
  it('gets 503 ("Message Not Sent"), nothing is half-written, and the site keeps serving', async () => {
    const smtpLike = await startReceiver(0);
    cleanups.push(smtpLike.close);
    const started = await site({ INQUIRY_WEBHOOK_URL: smtpLike.url });
    const count = (table: string) =>
      Number(started.store.database.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n);
    const before = { inquiries: count("inquiries"), outbox: count("outbox") };

    // SQLITE_FULL, as on a full disk: the file may not grow by a single page.
    const pages = Number(started.store.database.prepare("PRAGMA page_count").get()?.page_count);
    started.store.database.exec(`PRAGMA max_page_count = ${pages}`);
    const long = { ...validValues.contact, message: "A long brief. ".repeat(2000) };
    const refused = await postJson(started.endpoint, inquiryBody("contact", long));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({
      error: "The inquiry could not be stored just now. Please try again shortly.",
    });
    expect({ inquiries: count("inquiries"), outbox: count("outbox") }).toEqual(before);
    expect(started.store.database.isTransaction).toBe(false);

    const page = await fetch(`${started.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>Home</h1>");

    // Space again: the same submission goes through, once, with its delivery.
    started.store.database.exec("PRAGMA max_page_count = 1073741823");
    const accepted = await postJson(started.endpoint, inquiryBody("contact", long));
    expect(accepted.status).toBe(201);
    expect({ inquiries: count("inquiries"), outbox: count("outbox") }).toEqual({
      inquiries: before.inquiries + 1,
      outbox: before.outbox + 1,
    });
  });
});
