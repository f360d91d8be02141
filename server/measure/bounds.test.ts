// @vitest-environment node
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { signInAs } from "../test/admin-session.ts";
import { chromeUserAgent, siteRoot, startTestSite, tempDir, testPages } from "../test/helpers.ts";
import { MAX_ROWS_PER_DAY, OTHER } from "./bounds.ts";
import { openStats } from "./store.ts";

/**
 * What a stranger can make the measurement keep and cost: unbounded, 10,000 events and 10,000 speed
 * reports with distinct values made 40,000 rows (+6.9 MB) kept 760 days, and /admin/speed then took
 * 49.5 s at 70,000 elements while /api/health waited behind it. The bound is shown through the
 * app itself (app.request: the real guards, schema and store, without sockets); the reports'
 * speed over HTTP with the tables filled in bulk to what the bound lets a flood make in 28 days.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const day = "2027-03-10";
const noon = Date.parse(`${day}T12:00:00Z`);

describe("a flood of distinct values", { timeout: 120_000 }, () => {
  it("10,000 events and 10,000 speed reports add at most 1 MB and 100 rows per dimension and day, the rest counted as (other)", async () => {
    const dir = tempDir();
    const stats = openStats(join(dir, "inquiries.db"));
    cleanups.push(() => stats.close());
    const app = createApp({
      root: siteRoot(dir),
      measure: { stats, rateLimit: { limit: 1_000_000, windowMs: 60_000 }, trustProxy: false, now: () => noon },
    });
    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": chromeUserAgent },
        body: JSON.stringify(body),
      });
    const size = () => {
      const pages = Number(stats.database.prepare("PRAGMA page_count").get()?.page_count);
      return pages * Number(stats.database.prepare("PRAGMA page_size").get()?.page_size);
    };
    const before = size();

    const flood = 10_000;
    const long = (i: number) => `${i}-${"x".repeat(90)}`; // near the 100-character cap of a utm value
    for (let i = 0; i < flood; i += 1) {
      const path = testPages[i % testPages.length];
      const visit = i % 2 === 0 ? { utmSource: long(i), utmMedium: long(i) } : { referrerHost: `h${i}.example.com` };
      const event = { name: "page_view", path, first: true, ...visit, utmCampaign: long(i) };
      expect((await post("/api/events", event)).status).toBe(204);
      const report = {
        path,
        device: "phone",
        metrics: [
          { name: "LCP", value: 1000 + (i % 3000), target: `main>section.s${i}>img#hero-${i}` },
          { name: "INP", value: 50 + (i % 400), target: `button.b${i}`, interactionType: "pointer" },
        ],
      };
      expect((await post("/api/vitals", report)).status).toBe(204);
    }

    const grew = size() - before;
    expect(grew).toBeLessThanOrEqual(1024 * 1024);
    const rows = (sql: string) => Number(stats.database.prepare(sql).get(day)?.n);
    expect(rows("SELECT COUNT(*) AS n FROM stats_sources WHERE day = ?")).toBeLessThanOrEqual(MAX_ROWS_PER_DAY);
    expect(rows("SELECT COUNT(*) AS n FROM stats_campaigns WHERE day = ?")).toBeLessThanOrEqual(MAX_ROWS_PER_DAY);
    // An element is a page's selector for a metric; past the bound, each page's are "(other)".
    const elements = (where: string) =>
      rows(
        `SELECT COUNT(*) AS n FROM (SELECT DISTINCT path, metric, target, interaction_type FROM vitals_targets WHERE day = ? AND ${where})`,
      );
    expect(elements(`target <> '${OTHER}'`)).toBeLessThanOrEqual(MAX_ROWS_PER_DAY);
    expect(elements(`target = '${OTHER}'`)).toBeLessThanOrEqual(testPages.length * 2);
    // Nothing was lost: every visit is counted, the ones past the bound under "(other)".
    const visits = (table: string) =>
      Number(stats.database.prepare(`SELECT SUM(visits) AS n FROM ${table} WHERE day = ?`).get(day)?.n);
    expect(visits("stats_sources")).toBe(flood);
    expect(visits("stats_campaigns")).toBe(flood);
    expect(stats.sources(day, day, 1)).toEqual([expect.objectContaining({ source: OTHER, medium: "" })]);
    expect(stats.campaigns(day, day, 1)).toEqual([expect.objectContaining({ campaign: OTHER })]);
    const lcp = stats.vitalsTargets(day, day, "LCP");
    expect(lcp.filter((entry) => entry.target === OTHER).length).toBeGreaterThan(0);
    console.log(`10,000 events and 10,000 speed reports: +${(grew / 1024).toFixed(0)} KB`);

    // The next day starts afresh: its first values are kept again.
    const tomorrow = createApp({
      root: siteRoot(dir),
      measure: { stats, rateLimit: { limit: 10, windowMs: 60_000 }, trustProxy: false, now: () => noon + 86_400_000 },
    });
    await tomorrow.request("/api/events", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": chromeUserAgent },
      body: JSON.stringify({
        name: "page_view",
        path: "/",
        first: true,
        utmSource: "newsletter",
        utmCampaign: "april",
      }),
    });
    expect(stats.campaigns("2027-03-11", "2027-03-11", 5)).toEqual([expect.objectContaining({ campaign: "april" })]);
  });
});

describe("the reports at the bound", { timeout: 120_000 }, () => {
  it("/admin/speed and /admin answer in under a second, and /api/health in under 100 ms while they render", async () => {
    const clock = { at: noon };
    const site = await startTestSite({}, undefined, { now: () => clock.at });
    cleanups.push(site.close);
    const db = site.stats.database;
    // 28 days each as full as the flood above leaves them (10,000 events and 10,000 speed reports
    // a day): the bound's elements on both metrics, each spread over 4 buckets, 100 sources and
    // campaigns, every page on every device with 20 buckets of each metric.
    db.exec("BEGIN");
    const target =
      db.prepare(`INSERT INTO vitals_targets (day, path, metric, target, interaction_type, bucket, count, min_value, max_value)
      VALUES (?, ?, ?, ?, ?, ?, 3, 10, 5000)`);
    const bucket = db.prepare(
      `INSERT INTO vitals_buckets (day, path, device, metric, bucket, count) VALUES (?, ?, ?, ?, ?, 2)`,
    );
    const band =
      db.prepare(`INSERT INTO vitals_days (day, path, device, metric, good, needs_improvement, poor, min_value, max_value)
      VALUES (?, ?, ?, ?, 5, 3, 1, 10, 9000)`);
    const source = db.prepare(
      "INSERT INTO stats_sources (day, source, medium, visits, conversions) VALUES (?, ?, ?, 4, 1)",
    );
    const campaign = db.prepare("INSERT INTO stats_campaigns (day, campaign, visits, conversions) VALUES (?, ?, 4, 1)");
    let targets = 0;
    for (let d = 0; d < 28; d += 1) {
      const date = new Date(noon - d * 86_400_000).toISOString().slice(0, 10);
      for (let e = 0; e < MAX_ROWS_PER_DAY; e += 1) {
        const path = testPages[e % testPages.length] as string;
        for (const metric of ["LCP", "INP"]) {
          for (let b = 0; b < 4; b += 1) {
            target.run(date, path, metric, `div.e${d}-${e}`, metric === "INP" ? "pointer" : "", 100 + b * 3);
            targets += 1;
          }
        }
        source.run(date, `source-${d}-${e}`, "cpc");
        campaign.run(date, `campaign-${d}-${e}`);
      }
      for (const path of testPages) {
        for (const device of ["phone", "tablet", "desktop"]) {
          for (const metric of ["LCP", "INP", "CLS", "FCP", "TTFB"]) {
            band.run(date, path, device, metric);
            for (let b = 0; b < 20; b += 1) bucket.run(date, path, device, metric, 100 + b * 4);
          }
        }
      }
    }
    db.exec("COMMIT");
    expect(targets).toBe(28 * MAX_ROWS_PER_DAY * 2 * 4);

    const signedIn = signInAs(site, "marketing", { at: clock.at }).headers;
    const timed = async (path: string, headers: Record<string, string> = {}) => {
      const start = performance.now();
      const response = await fetch(`${site.url}${path}`, { headers });
      await response.text();
      return { status: response.status, ms: performance.now() - start };
    };
    // The best of three: on a 2-core machine running other test files at once, one answer can wait
    // for the CPU; the report's own cost is what the bound is about.
    const best = async (measure: () => Promise<{ status: number; ms: number }>) => {
      const runs = [await measure(), await measure(), await measure()];
      return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    };
    for (const path of ["/admin/speed", "/admin?days=90", "/admin"]) {
      await timed(path, signedIn); // the first answer also compiles the code: a server has done that long before
      const page = await best(() => timed(path, signedIn));
      console.log(`${path}: ${page.ms.toFixed(0)} ms with ${targets.toLocaleString("en-US")} element rows`);
      expect(page.status).toBe(200);
      expect(page.ms, path).toBeLessThan(1000);
    }
    // The reports are read on a thread of their own: a health check sent while each renders is
    // answered at once, not after the report.
    for (const path of ["/admin/speed", "/admin?days=90"]) {
      const answers = [];
      for (let run = 0; run < 3; run += 1)
        answers.push(await Promise.all([timed(path, signedIn), timed("/api/health")]));
      for (const [page, health] of answers) {
        expect(page.status).toBe(200);
        expect(health.status).toBe(200);
      }
      expect(Math.min(...answers.map(([, health]) => health.ms)), path).toBeLessThan(100);
    }
  });
});
