/**
 * How often `npm run bench` would miss a TBT budget by chance (bench-noise.ts): from saved reports,
 * the run-to-run spread of TBT on this machine, then the bench's own rule replayed on made-up
 * routes — run a site and a floor, and again while the median of the site's runs is over the
 * median of the floor's plus the budget, up to a cap — for a page that ties its floor and for one
 * that really adds blocking time.
 */
import type { Report } from "./bench-compare-lib.ts";
import { budgets, median, type Row, slowBudgets } from "./bench-lib.ts";

/** Each run's TBT minus the median of its route's side, for a route side with `minRuns` runs or more. */
export function residuals(rows: readonly Row[], minRuns = 5): number[] {
  return rows.flatMap((row) =>
    [row.samples.site, row.samples.floor].flatMap((runs) => {
      if (runs.length < minRuns) return [];
      const middle = median(runs.map((run) => run.tbtMs));
      return runs.map((run) => run.tbtMs - middle);
    }),
  );
}

/** A seeded generator (mulberry32), so that a replay prints the same numbers twice. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Replay = {
  /** Each route's floor TBT, ms: the centre its made-up runs are drawn around. */
  centers: readonly number[];
  residuals: readonly number[];
  budgetMs: number;
  /** Most runs a route gets (the bench's `slowBudgets.tbtRunsMax`). */
  cap: number;
  /** What the site's scripts really add, ms: 0 for a page that ties its floor. */
  addedMs: number;
  /** Made-up passes over every route. */
  passes: number;
  seed?: number;
};

/** Of the made-up routes, the share that met the budget and the runs each took on average. */
export function replay(options: Replay): { passShare: number; missesPerPass: number; runsPerRoute: number } {
  const random = seeded(options.seed ?? 1);
  const draw = (center: number) =>
    Math.max(0, center + (options.residuals[Math.floor(random() * options.residuals.length)] ?? 0));
  let met = 0;
  let runs = 0;
  let routes = 0;
  for (let pass = 0; pass < options.passes; pass += 1) {
    for (const center of options.centers) {
      routes += 1;
      const site: number[] = [];
      const floor: number[] = [];
      do {
        site.push(draw(center + options.addedMs));
        floor.push(draw(center));
      } while (median(site) > median(floor) + options.budgetMs && site.length < options.cap);
      runs += site.length;
      if (median(site) <= median(floor) + options.budgetMs) met += 1;
    }
  }
  return {
    passShare: met / routes,
    missesPerPass: (routes - met) / options.passes,
    runsPerRoute: runs / routes,
  };
}

/** A markdown table per CPU pass: misses per pass and runs per route, by cap and by added TBT. */
export function noiseTables(reports: readonly Report[], caps: readonly number[], passes = 200): string {
  const out: string[] = [];
  for (const [label, pick, budgetMs] of [
    ["4×", (report: Report) => report.rows, budgets.tbtOverFloorMs],
    [`${slowBudgets.cpuSlowdown}×`, (report: Report) => report.slowRows, slowBudgets.tbtOverFloorMs],
  ] as const) {
    const rows = reports.flatMap((report) => pick(report) ?? []);
    const spread = residuals(rows);
    if (spread.length === 0) continue;
    // One centre per route: its floor's TBT in the first report that measured it.
    const centers = [...new Map(rows.toReversed().map((row) => [row.path, row.floorTbtMs])).values()];
    const routes = centers.length;
    const rms = Math.sqrt(spread.reduce((sum, value) => sum + value * value, 0) / spread.length);
    out.push(
      `${label}: ${spread.length} runs of routes run 5 times or more, TBT ±${Math.round(rms)} ms (rms) about their route's median; budget: the floor's + ${budgetMs} ms; ${routes} routes per pass, ${passes} made-up passes.`,
      "",
      `| What the scripts add | ${caps.map((cap) => `up to ${cap} runs: misses per pass · runs per route`).join(" | ")} |`,
      `| --- | ${caps.map(() => "---").join(" | ")} |`,
    );
    for (const addedMs of [0, budgetMs / 2, budgetMs, budgetMs * 2]) {
      const cells = caps.map((cap) => {
        const result = replay({ centers, residuals: spread, budgetMs, cap, addedMs, passes });
        return `${result.missesPerPass.toFixed(1)} of ${routes} · ${result.runsPerRoute.toFixed(1)}`;
      });
      out.push(`| ${addedMs} ms | ${cells.join(" | ")} |`);
    }
    out.push("");
  }
  return out.join("\n");
}
