// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { sendBeacon, startTestSite } from "../test/helpers.ts";
import { p75, total } from "./histogram.ts";
import { MAX_VITALS_BYTES } from "./vitals.ts";
import { vitalsTables } from "./vitals-store.ts";

/**
 * POST /api/vitals against the real server (in-process, a real socket) and a temporary SQLite file.
 * The guards it shares with /api/events (origin, method, bots and opt-outs) are checked on both
 * endpoints in events.test.ts.
 */
const today = new Date().toISOString().slice(0, 10);

const site = await startTestSite();
afterAll(() => site.close());
beforeEach(() => {
  for (const table of vitalsTables) site.stats.database.exec(`DELETE FROM ${table}`);
});

const send = (body: unknown, headers: Record<string, string> = {}, url = site.vitalsEndpoint) =>
  sendBeacon(url, body, headers);

const report = {
  path: "/about",
  device: "phone",
  metrics: [
    { name: "LCP", value: 2871.4, target: "main>section.hero>h1#title" },
    { name: "INP", value: 416, target: "button.menu-toggle", interactionType: "pointer" },
    { name: "CLS", value: 0 },
    { name: "FCP", value: 1204.2 },
    { name: "TTFB", value: 88.1 },
  ],
};

const stored = () => site.stats.vitals(today, today);
const rowCount = () =>
  vitalsTables.reduce(
    (sum, table) => sum + Number(site.stats.database.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n),
    0,
  );

describe("POST /api/vitals: what is kept", () => {
  it("adds each metric to its page's, device's and day's histogram and band, and the elements at fault", async () => {
    const response = await send(report);
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = stored();
    expect(rows).toHaveLength(5);
    const lcp = rows.find((row) => row.metric === "LCP");
    expect(lcp).toMatchObject({ path: "/about", device: "phone", bands: { good: 0, needsImprovement: 1, poor: 0 } });
    expect(p75(lcp?.histogram ?? { counts: new Map(), min: 0, max: 0 })).toBe(2871.4);
    expect(rows.find((row) => row.metric === "INP")?.bands).toEqual({ good: 0, needsImprovement: 1, poor: 0 });
    expect(rows.find((row) => row.metric === "CLS")?.bands).toEqual({ good: 1, needsImprovement: 0, poor: 0 });
    expect(site.stats.vitalsTargets(today, today, "INP")).toMatchObject([
      { path: "/about", target: "button.menu-toggle", interactionType: "pointer" },
    ]);
    expect(site.stats.vitalsTargets(today, today, "LCP")).toMatchObject([
      { path: "/about", target: "main>section.hero>h1#title", interactionType: "" },
    ]);
  });

  it("rates by the value, not by anything the browser says about it", async () => {
    await send({ path: "/", device: "desktop", metrics: [{ name: "INP", value: 600 }] });
    await send({ path: "/", device: "desktop", metrics: [{ name: "INP", value: 200 }] });
    await send({ path: "/", device: "desktop", metrics: [{ name: "CLS", value: 0.26 }] });
    const inp = stored().find((row) => row.metric === "INP");
    expect(inp?.bands).toEqual({ good: 1, needsImprovement: 0, poor: 1 });
    expect(total(inp?.histogram ?? { counts: new Map(), min: 0, max: 0 })).toBe(2);
    expect(stored().find((row) => row.metric === "CLS")?.bands).toEqual({ good: 0, needsImprovement: 0, poor: 1 });
  });
});

describe("POST /api/vitals: refused, nothing stored", () => {
  const metric = (entry: Record<string, unknown>) => ({ ...report, metrics: [entry] });
  const cases: [string, unknown, Record<string, string>?][] = [
    ["a metric it does not know", metric({ name: "FID", value: 12 })],
    [
      "NaN (not JSON: sent as a bare word)",
      '{"path":"/about","device":"phone","metrics":[{"name":"LCP","value":NaN}]}',
    ],
    ["a value as text", metric({ name: "LCP", value: "1200" })],
    ["a negative value", metric({ name: "TTFB", value: -3 })],
    ["an absurd time (over an hour)", metric({ name: "LCP", value: 3_600_001 })],
    ["an absurd layout shift", metric({ name: "CLS", value: 101 })],
    ["an oversized selector", metric({ name: "LCP", value: 900, target: `div.${"x".repeat(100)}` })],
    ["a selector with text in it", metric({ name: "LCP", value: 900, target: 'a[title="Jordan Lee"]' })],
    ["a selector with spaces", metric({ name: "INP", value: 90, target: "main p" })],
    ["an element on a metric that has none", metric({ name: "CLS", value: 0.1, target: "div.card" })],
    ["an interaction type on LCP", metric({ name: "LCP", value: 900, interactionType: "pointer" })],
    ["an unknown interaction type", metric({ name: "INP", value: 90, interactionType: "scroll" })],
    ["the same metric twice", { ...report, metrics: [report.metrics[0], report.metrics[0]] }],
    ["no metric", { ...report, metrics: [] }],
    ["an unknown device", { ...report, device: "watch" }],
    ["a page the site does not have", { ...report, path: "/wp-admin" }],
    ["a query string", { ...report, path: "/about?email=jordan@example.com" }],
    ["an identifier", { ...report, id: "v5-1700000000000-123" }],
    ["a metric id", metric({ name: "TTFB", value: 80, id: "v5-1700000000000-123" })],
    ["a body over 2 KB", { ...report, padding: "x".repeat(MAX_VITALS_BYTES) }],
    ["malformed JSON", "{ path: /about"],
    ["a form body", "path=/about", { "Content-Type": "application/x-www-form-urlencoded" }],
  ];

  it.each(cases)("refuses %s with 400", async (_, body, headers = {}) => {
    const response = await send(body, headers);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/\S/);
    expect(rowCount()).toBe(0);
  });
});

describe("retention", () => {
  it("deletes the speed histograms with the other aggregates", async () => {
    await send(report);
    expect(rowCount()).toBeGreaterThan(0);
    const later = new Date(Date.now() + 800 * 86_400_000);
    site.stats.prune(later, 760);
    expect(rowCount()).toBe(0);
  });
});
