// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { inquiryBody, postJson, siteRoot, startTestSite, tempDir, validValues } from "../test/helpers.ts";
import { spawnServer } from "../test/spawn-server.ts";
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
  const started = await startTestSite({ HEALTH_TOKEN: token, ...env });
  cleanups.push(started.close);
  writeFileSync(join(started.dir, "site", "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  return started;
}

const token = "monitor-7f3a9c2e5b1d8f40";
const bearer = { Authorization: `Bearer ${token}` };

async function health(url: string, headers: Record<string, string> = bearer) {
  const response = await fetch(`${url}/api/health`, { headers });
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
      body: { status: "ok", db: "ok", outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0, channels: {} } },
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
    expect(locked.body).toMatchObject({ status: "down", db: "unwritable" });
    // A stranger learns that much and no more.
    expect((await health(started.url, {})).body).toEqual({ status: "down" });
    const page = await fetch(`${started.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>Home</h1>");
    other.exec("ROLLBACK");
    expect((await health(started.url)).status).toBe(200);
  });
});

describe("GET /api/health: who learns what", { timeout: 30_000 }, () => {
  it("tells a stranger up or down only, and the outbox per channel only to the bearer of HEALTH_TOKEN", async () => {
    const down = await startReceiver(1000);
    cleanups.push(down.close);
    const started = await site({ INQUIRY_WEBHOOK_URL: down.url, INQUIRY_WEBHOOK_RETRY_MS: "60000" });
    await postJson(started.endpoint, inquiryBody("home"));
    for (const headers of <Record<string, string>[]>[
      {},
      { Authorization: `Bearer ${token.slice(0, -1)}` },
      { Authorization: `Bearer ${token}x` },
      { Authorization: token },
      { Authorization: `Basic ${Buffer.from(`x:${token}`).toString("base64")}` },
      { "X-Health-Token": token },
    ]) {
      const answer = await health(started.url, headers);
      expect(answer, JSON.stringify(headers)).toEqual({
        status: 200,
        cacheControl: "no-store",
        body: { status: "ok" },
      });
    }
    const trusted = await health(started.url);
    expect(trusted.body).toMatchObject({
      status: "ok",
      db: "ok",
      outbox: { pending: 1, channels: { webhook: { pending: 1 } } },
    });
  });

  it("tells nobody the details without a HEALTH_TOKEN set, and refuses a short one", async () => {
    const started = await startTestSite();
    cleanups.push(started.close);
    const answer = await fetch(`${started.url}/api/health`, { headers: { Authorization: "Bearer " } });
    expect(await answer.json()).toEqual({ status: "ok" });
    await expect(startTestSite({ HEALTH_TOKEN: "short" })).rejects.toThrow(/HEALTH_TOKEN must be at least 16/);
  });
});

describe("the server's log", { timeout: 30_000 }, () => {
  it("names the webhook by its origin only: no password, path or token of its URL", async () => {
    const dir = tempDir();
    const server = await spawnServer({
      SITE_ROOT: siteRoot(dir),
      DATABASE_PATH: join(dir, "data", "inquiries.db"),
      INQUIRY_WEBHOOK_URL: "https://hook-user:hook-pass-8c1f@hooks.example.com/services/T0K3N-path?token=q-7e2d",
      HEALTH_TOKEN: token,
    });
    cleanups.push(() => server.kill());
    await expect.poll(() => server.output(), { timeout: 10_000, interval: 20 }).toContain("Counting visits");
    expect(server.output()).toContain("forwarding them to a webhook at https://hooks.example.com");
    for (const secret of ["hook-pass-8c1f", "hook-user", "T0K3N-path", "q-7e2d", token]) {
      expect(server.output()).not.toContain(secret);
    }
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
