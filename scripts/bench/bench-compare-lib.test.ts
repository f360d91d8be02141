import { describe, expect, it } from "vitest";
import { compareReports, type Report, scriptCaused, scriptsMs } from "./bench-compare-lib.ts";
import type { Row } from "./bench-lib.ts";

const row = (path: string, fields: Partial<Row>): Row =>
  ({
    path,
    performance: 100,
    floorPerformance: 100,
    lcpMs: 900,
    floorLcpMs: 900,
    tbtMs: 0,
    floorTbtMs: 0,
    benchmarkIndex: 4000,
    samples: { site: [{}], floor: [{}] },
    ...fields,
  }) as Row;

const report = (fields: Partial<Report>): Report => ({
  date: "2026-11-29T16:00:00.000Z",
  runs: 1,
  hostSlowdown: 2,
  seconds: 60,
  failures: [],
  rows: [],
  slowRows: [],
  ...fields,
});

describe("two bench reports side by side", () => {
  it("tells a long task a script caused from the document's own", () => {
    expect(scriptCaused("island bootstrap (islands.js)")).toBe(true);
    expect(scriptCaused("inline: island loader")).toBe(true);
    expect(scriptCaused("layout, with inline: island loader 3.2 ms")).toBe(false);
    expect(scriptCaused("starting the document (no script)")).toBe(false);
    expect(scriptCaused("Lighthouse's own probe (not the page's)")).toBe(false);
  });

  it("prints each pass's misses, the host's speed, each script's spread and a line per route", () => {
    const before = report({
      failures: ["/contact at 8× CPU: TBT 400 ms > the script-free floor's 200 ms + 100 ms (median of 9 runs)"],
      rows: [row("/", { tbtMs: 20, floorTbtMs: 10, loadScripts: [{ script: "islands.js", ms: 30 }] })],
      slowRows: [
        row("/", {
          performance: 90,
          floorPerformance: 95,
          tbtMs: 400,
          floorTbtMs: 200,
          benchmarkIndex: 3800,
          loadScripts: [
            { script: "islands.js", ms: 240 },
            { script: "inline: visit beacon", ms: 10 },
          ],
          longTasks: [
            { startMs: 900, ms: 240, cause: "islands.js" },
            { startMs: 20, ms: 120, cause: "parsing the HTML (no script)" },
          ],
        }),
      ],
    });
    const after = report({
      hostSlowdown: 2.1,
      rows: [row("/", { tbtMs: 15, floorTbtMs: 10, loadScripts: [{ script: "islands.js", ms: 12 }] })],
      slowRows: [
        row("/", {
          performance: 96,
          floorPerformance: 95,
          tbtMs: 210,
          floorTbtMs: 200,
          benchmarkIndex: 4200,
          samples: { site: [{}, {}, {}], floor: [{}, {}, {}] } as Row["samples"],
          loadScripts: [
            { script: "islands.js", ms: 24.04 },
            { script: "inline: visit beacon", ms: 6 },
          ],
          longTasks: [{ startMs: 20, ms: 120, cause: "parsing the HTML (no script)" }],
        }),
        row("/new", { benchmarkIndex: 3780 }),
      ],
    });
    expect(scriptsMs(after.slowRows[0] as Row)).toBe(30);
    const lines = compareReports(before, after).split("\n");
    expect(lines).toContain("- Routes: 1 before, 2 after; budgets missed: **1 before, 0 after**.");
    expect(lines).toContain(
      "- The host's benchmarkIndex (measured ÷ HOST_SLOWDOWN; min / median / max): before 1900 / 1900 / 1900 (HOST_SLOWDOWN 2), after 1800 / 1900 / 2000 (HOST_SLOWDOWN 2.1).",
    );
    expect(lines).toContain("- Before: 2 long tasks on 1 routes, 1 caused by a script (islands.js 1).");
    expect(lines).toContain("- After: 1 long tasks on 2 routes, 0 caused by a script.");
    expect(lines).toContain("| islands.js | 1 / 1 | 240 / 240 / 240 | 24 / 24 / 24 |");
    expect(lines).toContain("| all of them, per page | 1 / 2 | 250 / 250 / 250 | 0 / 15 / 30 |");
    expect(lines).toContain("| / | 400 / 200 | 210 / 200 | 90 / 95 | 96 / 95 | 250 | 30 | 3 |");
    expect(lines).toContain("| /new | – | 0 / 0 | – | 100 / 100 | – | 0 | 1 |");
    // The 4× pass reads LCP where the 8× pass reads performance, and counts its misses apart.
    expect(lines).toContain("| / | 20 / 10 | 15 / 10 | 900 / 900 | 900 / 900 | 30 | 12 | 1 |");
    expect(lines.filter((line) => line.startsWith("- Routes:"))[0]).toBe(
      "- Routes: 1 before, 1 after; budgets missed: **0 before, 0 after**.",
    );
  });
});
