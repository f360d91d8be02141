// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dayOf, daysBefore, openStats } from "../measure/store.ts";
import { runStats, tempDir } from "../test/helpers.ts";

const run = runStats;

const today = dayOf(new Date());

/** /about on phones: 4 INP values, three of them poor; / on desktop: good; an old day outside 28. */
function seeded() {
  const databasePath = join(tempDir(), "inquiries.db");
  const stats = openStats(databasePath);
  for (const value of [120, 520, 640, 700]) {
    stats.recordVitals(
      {
        path: "/about",
        device: "phone",
        metrics: [
          { name: "INP", value, target: "button#menu", interactionType: "pointer" },
          { name: "LCP", value: 2100, target: "main>h1.title" },
        ],
      },
      today,
    );
  }
  stats.recordVitals({ path: "/", device: "desktop", metrics: [{ name: "CLS", value: 0 }] }, daysBefore(today, 1));
  stats.recordVitals(
    { path: "/contact", device: "tablet", metrics: [{ name: "INP", value: 5000 }] },
    daysBefore(today, 40),
  );
  stats.close();
  return databasePath;
}

describe("npm run stats -- --vitals", () => {
  const databasePath = seeded();

  it("prints exactly the documented fields as JSON, the worst page first, the last 28 days only", () => {
    const rows = JSON.parse(run(databasePath, "--vitals", "--format", "json")) as Record<string, unknown>[];
    expect(rows.map((row) => Object.keys(row))).toEqual(
      rows.map(() => ["path", "device", "metric", "p75", "n", "good", "needsImprovement", "poor"]),
    );
    expect(rows).toEqual([
      { path: "/about", device: "phone", metric: "LCP", p75: 2100, n: 4, good: 1, needsImprovement: 0, poor: 0 },
      {
        path: "/about",
        device: "phone",
        metric: "INP",
        p75: expect.any(Number),
        n: 4,
        good: 0.25,
        needsImprovement: 0,
        poor: 0.75,
      },
      { path: "/", device: "desktop", metric: "CLS", p75: 0, n: 1, good: 1, needsImprovement: 0, poor: 0 },
    ]);
    const inp = rows[1]?.p75 as number;
    expect(Math.abs(inp - 640) / 640).toBeLessThanOrEqual(0.02);
  });

  it("prints a table with the bands as shares and the elements at fault", () => {
    const text = run(databasePath, "--vitals");
    expect(text).toMatch(/\/about\s+phone\s+INP\s+6\d\d ms\s+4\s+25%\s+0%\s+75%/);
    expect(text).toContain("button#menu (pointer)");
    expect(text).toContain("main>h1.title");
    expect(text).not.toContain("/contact");
  });

  it("prints CSV with the same columns", () => {
    const [header, ...lines] = run(databasePath, "--vitals", "--format", "csv").trim().split("\r\n");
    expect(header).toBe("path,device,metric,p75,n,good,needsImprovement,poor");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('"/","desktop","CLS","0","1","1","0","0"');
  });
});
