import {
  type Band,
  bandOf,
  type Device,
  devices,
  type MetricName,
  metricNames,
  thresholds,
} from "../../src/lib/measure/vitals-protocol.ts";
import { type Histogram, p75, total, unscaled } from "./histogram.ts";
import { dayOf, daysBefore, type StatsStore } from "./store.ts";

/**
 * The field speed report (docs/decisions/023-field-speed.md): `/admin/speed` draws it,
 * `npm run stats -- --vitals` prints it. Per page and device class, each metric's 75th
 * percentile (what CrUX and Google's ranking read) and the share of visits in each band, the
 * worst pages first; the elements at fault; the site-wide p75 per day.
 */
export const VITALS_DAYS = 28;

/** One line of `npm run stats -- --vitals --format json`: exactly these fields. */
export type VitalsRow = {
  path: string;
  device: Device;
  metric: MetricName;
  /** Milliseconds (rounded), or the CLS score (to 1/1000). */
  p75: number;
  /** How many values. */
  n: number;
  /** Shares of `n`, 0–1 (to 1/1000), as CrUX gives them. */
  good: number;
  needsImprovement: number;
  poor: number;
};

export type VitalsGroup = {
  path: string;
  device: Device;
  metrics: Partial<Record<MetricName, VitalsRow>>;
  /** The largest p75 ÷ its "good" threshold: above 1, some metric is not good. */
  worst: number;
};

export type ElementRow = { path: string; target: string; interactionType: string; n: number; p75: number };

export type VitalsReport = {
  days: number;
  from: string;
  to: string;
  /** Every page × device × metric, the worst groups first, metrics in their usual order. */
  rows: VitalsRow[];
  groups: VitalsGroup[];
  /** The most frequent LCP elements of each page, most frequent first. */
  lcpElements: ElementRow[];
  /** The INP targets of each page, slowest (p75) first. */
  inpTargets: ElementRow[];
  /** Every day of the range, oldest first: the site-wide p75 of the three Core Web Vitals (null: no value that day). */
  daily: { day: string; LCP: number | null; INP: number | null; CLS: number | null }[];
};

/** A value as it is reported: whole milliseconds, CLS to three decimals. */
export function reported(metric: MetricName, stored: number): number {
  const value = unscaled(metric, stored);
  return metric === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** `2,340 ms`, `0.12`. */
export function formatMetric(metric: MetricName, value: number): string {
  return metric === "CLS" ? value.toFixed(value < 0.1 && value > 0 ? 3 : 2) : `${value.toLocaleString("en-US")} ms`;
}

export const bandOfRow = (row: Pick<VitalsRow, "metric" | "p75">): Band => bandOf(row.metric, row.p75);

const share = (count: number, n: number) => (n > 0 ? Math.round((count / n) * 1000) / 1000 : 0);
const p75Of = (metric: MetricName, histogram: Histogram) => reported(metric, p75(histogram) ?? 0);

/** How many elements of each page the report keeps. */
const ELEMENTS_PER_PAGE = 5;

/**
 * Lets the server answer other requests between two queries of a report: SQLite's calls block
 * the one thread, so /api/health (and a visitor's inquiry) waits for one query, not the report.
 */
export const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function buildVitalsReport(
  stats: StatsStore,
  { days = VITALS_DAYS, today }: { days?: number; today: Date },
): Promise<VitalsReport> {
  const to = dayOf(today);
  const from = daysBefore(to, days - 1);

  const groups = new Map<string, VitalsGroup>();
  const entries = stats.vitals(from, to);
  await pause();
  for (const entry of entries) {
    const n = total(entry.histogram);
    const row: VitalsRow = {
      path: entry.path,
      device: entry.device,
      metric: entry.metric,
      p75: p75Of(entry.metric, entry.histogram),
      n,
      good: share(entry.bands.good, n),
      needsImprovement: share(entry.bands.needsImprovement, n),
      poor: share(entry.bands.poor, n),
    };
    const key = `${entry.path} ${entry.device}`;
    const group = groups.get(key) ?? { path: entry.path, device: entry.device, metrics: {}, worst: 0 };
    group.metrics[entry.metric] = row;
    group.worst = Math.max(group.worst, row.p75 / thresholds[entry.metric][0]);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      b.worst - a.worst || a.path.localeCompare(b.path) || devices.indexOf(a.device) - devices.indexOf(b.device),
  );

  // The elements shown are chosen in SQL, so the work is the size of the table the page draws.
  const elements = (metric: MetricName, order: "frequent" | "slowest") =>
    stats.vitalsElements(from, to, metric, order, ELEMENTS_PER_PAGE).map((entry) => ({
      path: entry.path,
      target: entry.target,
      interactionType: entry.interactionType,
      n: entry.n,
      // The 75th percentile's bucket, clamped to the values seen, as quantile() gives it.
      p75: p75Of(metric, { counts: new Map([[entry.p75Bucket, 1]]), min: entry.min, max: entry.max }),
    }));

  const dailyOf = async (metric: "LCP" | "INP" | "CLS") => {
    await pause();
    return new Map(stats.vitalsDaily(from, to, metric).map((entry) => [entry.day, p75Of(metric, entry.histogram)]));
  };
  const daily = { LCP: await dailyOf("LCP"), INP: await dailyOf("INP"), CLS: await dailyOf("CLS") };
  await pause();
  const lcpElements = elements("LCP", "frequent");
  await pause();
  const inpTargets = elements("INP", "slowest");

  return {
    days,
    from,
    to,
    rows: sorted.flatMap((group) => metricNames.flatMap((metric) => group.metrics[metric] ?? [])),
    groups: sorted,
    lcpElements,
    inpTargets,
    daily: Array.from({ length: days }, (_, index) => {
      const day = daysBefore(to, days - 1 - index);
      return {
        day,
        LCP: daily.LCP.get(day) ?? null,
        INP: daily.INP.get(day) ?? null,
        CLS: daily.CLS.get(day) ?? null,
      };
    }),
  };
}
