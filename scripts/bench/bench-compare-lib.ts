/**
 * Two `npm run bench` reports side by side (bench-compare.ts): before and after a change, run on
 * the same machine in the same session. Per pass: the budgets each missed, the host's speed, what
 * each script cost the main thread at load across the routes, the long tasks a script caused, and
 * a line per route. Markdown, for docs/performance.md and a closing note.
 */
import type { Row } from "./bench-lib.ts";

/** What compare reads of reports/lighthouse.json (bench.ts writes it). */
export type Report = {
  date: string;
  runs: number;
  hostSlowdown?: number;
  seconds: number;
  failures: string[];
  rows: Row[];
  slowRows: Row[];
};

const median = (values: readonly number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;
const spread = (values: readonly number[]) =>
  values.length === 0
    ? "–"
    : `${round(Math.min(...values))} / ${round(median(values))} / ${round(Math.max(...values))}`;

/** A long task the trace put on one of the page's scripts (it took half the task or more). */
export function scriptCaused(cause: string): boolean {
  return !/\(no script\)|, with |Lighthouse's own probe|^the browser$/.test(cause);
}

/** The page's scripts' main-thread time at load, in all. */
export const scriptsMs = (row: Row) => round((row.loadScripts ?? []).reduce((sum, cost) => sum + cost.ms, 0));

/** The machine's benchmarkIndex as slow as the bench made it: the measured one over HOST_SLOWDOWN. */
const hostIndex = (report: Report, row: Row) => Math.round(row.benchmarkIndex / (report.hostSlowdown ?? 1));

function missedCount(report: Report, cpuSlowdown: number): number {
  const at = `at ${cpuSlowdown}× CPU`;
  return report.failures.filter((line) => (cpuSlowdown === 4 ? !line.includes(" at 8× CPU") : line.includes(at)))
    .length;
}

function scriptTable(before: Row[], after: Row[]): string[] {
  const names = [...new Set([...before, ...after].flatMap((row) => (row.loadScripts ?? []).map((c) => c.script)))];
  const costs = (rows: Row[], script: string) =>
    rows.flatMap((row) => (row.loadScripts ?? []).filter((cost) => cost.script === script).map((cost) => cost.ms));
  const lines = names
    .map((script) => ({ script, before: costs(before, script), after: costs(after, script) }))
    .sort((a, b) => median(b.after) - median(a.after) || a.script.localeCompare(b.script))
    .map(
      (line) =>
        `| ${line.script} | ${line.before.length} / ${line.after.length} | ${spread(line.before)} | ${spread(line.after)} |`,
    );
  const sums = `| all of them, per page | ${before.length} / ${after.length} | ${spread(before.map(scriptsMs))} | ${spread(after.map(scriptsMs))} |`;
  return [
    "| script | routes before / after | ms before: min / median / max | ms after: min / median / max |",
    "| --- | --- | --- | --- |",
    ...lines,
    sums,
  ];
}

function longTaskLine(label: string, rows: Row[]): string {
  const tasks = rows.flatMap((row) => (row.longTasks ?? []).map((task) => ({ path: row.path, ...task })));
  const byScript = tasks.filter((task) => scriptCaused(task.cause));
  const causes = new Map<string, number>();
  for (const task of byScript) causes.set(task.cause, (causes.get(task.cause) ?? 0) + 1);
  const list = [...causes].map(([cause, count]) => `${cause} ${count}`).join(", ");
  return `${label}: ${tasks.length} long tasks on ${rows.length} routes, ${byScript.length} caused by a script${list ? ` (${list})` : ""}`;
}

function routeTable(cpuSlowdown: number, before: Row[], after: Row[]): string[] {
  const earlier = new Map(before.map((row) => [row.path, row]));
  const pair = (row: Row | undefined, text: (row: Row) => string | number) => (row ? text(row) : "–");
  const perf = (row: Row) => `${row.performance} / ${row.floorPerformance ?? "–"}`;
  const tbt = (row: Row) => `${row.tbtMs} / ${row.floorTbtMs}`;
  const lcp = (row: Row) => `${row.lcpMs} / ${row.floorLcpMs}`;
  const metric = cpuSlowdown === 4 ? ["LCP site / floor ms", lcp] : ["perf site / floor", perf];
  const [metricName, metricText] = metric as [string, (row: Row) => string];
  return [
    `| route | TBT site / floor ms before | after | ${metricName} before | after | scripts ms before | after | runs after |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...after.map((row) => {
      const old = earlier.get(row.path);
      return `| ${row.path} | ${pair(old, tbt)} | ${tbt(row)} | ${pair(old, metricText)} | ${metricText(row)} | ${pair(old, scriptsMs)} | ${scriptsMs(row)} | ${row.samples.site.length} |`;
    }),
  ];
}

/** The comparison as markdown: a section per pass, then the routes' tables. */
export function compareReports(before: Report, after: Report): string {
  const out: string[] = [];
  const passes = [
    [4, before.rows, after.rows],
    [8, before.slowRows, after.slowRows],
  ] as const;
  for (const [cpuSlowdown, old, now] of passes) {
    if (old.length === 0 && now.length === 0) continue;
    const indexes = (report: Report, rows: Row[]) => spread(rows.map((row) => hostIndex(report, row)));
    out.push(
      `### ${cpuSlowdown}× CPU`,
      "",
      `- Routes: ${old.length} before, ${now.length} after; budgets missed: **${missedCount(before, cpuSlowdown)} before, ${missedCount(after, cpuSlowdown)} after**.`,
      `- The host's benchmarkIndex (measured ÷ HOST_SLOWDOWN; min / median / max): before ${indexes(before, old)} (HOST_SLOWDOWN ${before.hostSlowdown ?? 1}), after ${indexes(after, now)} (HOST_SLOWDOWN ${after.hostSlowdown ?? 1}).`,
      `- ${longTaskLine("Before", old)}.`,
      `- ${longTaskLine("After", now)}.`,
      "",
      ...scriptTable(old, now),
      "",
    );
  }
  for (const [cpuSlowdown, old, now] of passes) {
    if (now.length === 0) continue;
    out.push(`### Every route at ${cpuSlowdown}× CPU`, "", ...routeTable(cpuSlowdown, old, now), "");
  }
  return out.join("\n");
}
