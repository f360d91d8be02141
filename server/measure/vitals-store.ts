import type { DatabaseSync } from "node:sqlite";
import { bandOf, type Device, type MetricName, type VitalsReport } from "../../src/lib/measure/vitals-protocol.ts";
import { transaction } from "../inquiries/store.ts";
import { OTHER } from "./bounds.ts";
import { bucketOf, emptyHistogram, type Histogram, merge, scaled } from "./histogram.ts";

/**
 * The speed histograms (migration 006, docs/decisions/023-field-speed.md), on the measurement's
 * own connection (server/measure/store.ts): a report adds 1 per metric to its bucket, its band
 * and, for LCP and INP, its element's bucket. Values are kept in their stored unit (ms, CLS ×
 * 10,000); the report (vitals-report.ts) turns them back.
 */
export const vitalsTables = ["vitals_buckets", "vitals_days", "vitals_targets"];

export type Key = { path: string; device: Device; metric: MetricName };
export type DayKey = Key & { day: string };
export type Bands = { good: number; needsImprovement: number; poor: number };
export type TargetKey = { path: string; metric: MetricName; target: string; interactionType: string };

const bandColumn = { good: "good", "needs-improvement": "needs_improvement", poor: "poor" } as const;

/**
 * `kept(day, element)`: false once the day holds its bound of elements (page, metric, selector and
 * interaction type: server/measure/bounds.ts); the element is then counted as "(other)" of its page.
 */
export function vitalsStore(db: DatabaseSync, kept: (day: string, element: string) => boolean) {
  const bucket =
    db.prepare(`INSERT INTO vitals_buckets (day, path, device, metric, bucket, count) VALUES (?, ?, ?, ?, ?, 1)
    ON CONFLICT (day, path, device, metric, bucket) DO UPDATE SET count = count + 1`);
  const band = Object.fromEntries(
    Object.entries(bandColumn).map(([name, column]) => [
      name,
      db.prepare(`INSERT INTO vitals_days (day, path, device, metric, ${column}, min_value, max_value) VALUES (?, ?, ?, ?, 1, ?5, ?5)
        ON CONFLICT (day, path, device, metric) DO UPDATE SET ${column} = ${column} + 1,
          min_value = MIN(min_value, ?5), max_value = MAX(max_value, ?5)`),
    ]),
  );
  const target =
    db.prepare(`INSERT INTO vitals_targets (day, path, metric, target, interaction_type, bucket, count, min_value, max_value)
    VALUES (?, ?, ?, ?, ?, ?, 1, ?7, ?7)
    ON CONFLICT (day, path, metric, target, interaction_type, bucket) DO UPDATE SET count = count + 1,
      min_value = MIN(min_value, ?7), max_value = MAX(max_value, ?7)`);
  const rows = (sql: string, ...params: (string | number)[]) => db.prepare(sql).all(...params);

  /** Rows of (key…, bucket, count, min, max) → one histogram per key. */
  function histograms<K>(
    found: Record<string, unknown>[],
    keyOf: (row: Record<string, unknown>) => K,
    id: (key: K) => string,
  ) {
    const byKey = new Map<string, { key: K; histogram: Histogram }>();
    for (const row of found) {
      const key = keyOf(row);
      const entry = byKey.get(id(key)) ?? { key, histogram: emptyHistogram() };
      const part = emptyHistogram();
      part.counts.set(Number(row.bucket), Number(row.count));
      part.min = Number(row.min_value);
      part.max = Number(row.max_value);
      merge(entry.histogram, part);
      byKey.set(id(key), entry);
    }
    return [...byKey.values()];
  }

  return {
    /** Adds each metric of a report to its day's histogram, band and element, in one transaction. */
    recordVitals(report: VitalsReport, day: string) {
      transaction(db, () => {
        for (const metric of report.metrics) {
          const value = scaled(metric.name, metric.value);
          const index = bucketOf(value);
          bucket.run(day, report.path, report.device, metric.name, index);
          band[bandOf(metric.name, metric.value)]?.run(day, report.path, report.device, metric.name, value);
          if (metric.target) {
            const type = metric.interactionType ?? "";
            const known = kept(day, `${report.path}\n${metric.name}\n${metric.target}\n${type}`);
            target.run(day, report.path, metric.name, known ? metric.target : OTHER, known ? type : "", index, value);
          }
        }
      });
    },

    /** Each page × device × metric of the days `from`..`to`, days taken together: histogram and bands. */
    vitals(from: string, to: string) {
      const bands = new Map(
        rows(
          `SELECT path, device, metric, SUM(good) AS good, SUM(needs_improvement) AS ni, SUM(poor) AS poor,
            MIN(min_value) AS min_value, MAX(max_value) AS max_value
            FROM vitals_days WHERE day BETWEEN ? AND ? GROUP BY path, device, metric`,
          from,
          to,
        ).map((row) => [
          `${row.path} ${row.device} ${row.metric}`,
          {
            good: Number(row.good),
            needsImprovement: Number(row.ni),
            poor: Number(row.poor),
            min: Number(row.min_value),
            max: Number(row.max_value),
          },
        ]),
      );
      return histograms(
        rows(
          `SELECT path, device, metric, bucket, SUM(count) AS count FROM vitals_buckets WHERE day BETWEEN ? AND ?
            GROUP BY path, device, metric, bucket`,
          from,
          to,
        ).map((row) => {
          const summary = bands.get(`${row.path} ${row.device} ${row.metric}`);
          return { ...row, min_value: summary?.min ?? 0, max_value: summary?.max ?? 0 };
        }),
        (row): Key => ({
          path: String(row.path),
          device: String(row.device) as Device,
          metric: String(row.metric) as MetricName,
        }),
        (key) => `${key.path} ${key.device} ${key.metric}`,
      ).map(({ key, histogram }) => {
        const summary = bands.get(`${key.path} ${key.device} ${key.metric}`);
        const counted: Bands = {
          good: summary?.good ?? 0,
          needsImprovement: summary?.needsImprovement ?? 0,
          poor: summary?.poor ?? 0,
        };
        return { ...key, histogram, bands: counted };
      });
    },

    /** Each day's histogram of one metric, every page and device taken together. */
    vitalsDaily(from: string, to: string, metric: MetricName) {
      return histograms(
        rows(
          `SELECT b.day, b.bucket, SUM(b.count) AS count, MIN(d.min_value) AS min_value, MAX(d.max_value) AS max_value
            FROM vitals_buckets b JOIN vitals_days d USING (day, path, device, metric)
            WHERE b.day BETWEEN ? AND ? AND b.metric = ? GROUP BY b.day, b.bucket`,
          from,
          to,
          metric,
        ),
        (row) => String(row.day),
        (day) => day,
      ).map(({ key, histogram }) => ({ day: key, histogram }));
    },

    /**
     * The `perPage` elements of one metric per page that the report shows, chosen in SQL: the most
     * frequent (`frequent`) or the slowest at the 75th percentile (`slowest`). Each with its count,
     * the bucket of its 75th percentile (nearest rank, as histogram.ts's quantile) and its extremes.
     * Only what is shown leaves SQLite: 70,000 elements were once copied row by row.
     */
    vitalsElements(from: string, to: string, metric: MetricName, order: "frequent" | "slowest", perPage: number) {
      const ranking = order === "frequent" ? "n DESC, p75_bucket DESC, target" : "p75_bucket DESC, n DESC, target";
      return rows(
        `WITH b AS (
          SELECT path, target, interaction_type AS type, bucket, SUM(count) AS c, MIN(min_value) AS lo, MAX(max_value) AS hi
          FROM vitals_targets WHERE day BETWEEN ?1 AND ?2 AND metric = ?3 GROUP BY path, target, interaction_type, bucket
        ), r AS (
          SELECT path, target, type, bucket, lo, hi,
            SUM(c) OVER (PARTITION BY path, target, type ORDER BY bucket ROWS UNBOUNDED PRECEDING) AS running,
            SUM(c) OVER (PARTITION BY path, target, type) AS n
          FROM b
        ), e AS (
          SELECT path, target, type, n, MIN(lo) AS min_value, MAX(hi) AS max_value,
            MIN(CASE WHEN running >= MAX(1, (3 * n + 3) / 4) THEN bucket END) AS p75_bucket
          FROM r GROUP BY path, target, type
        ), ranked AS (
          SELECT *, ROW_NUMBER() OVER (PARTITION BY path ORDER BY ${ranking}) AS place FROM e
        )
        SELECT path, target, type, n, p75_bucket, min_value, max_value FROM ranked WHERE place <= ?4 ORDER BY path, place`,
        from,
        to,
        metric,
        perPage,
      ).map((row) => ({
        path: String(row.path),
        target: String(row.target),
        interactionType: String(row.type),
        n: Number(row.n),
        p75Bucket: Number(row.p75_bucket),
        min: Number(row.min_value),
        max: Number(row.max_value),
      }));
    },

    /** The elements of one metric (LCP, INP) per page, with each one's histogram. */
    vitalsTargets(from: string, to: string, metric: MetricName) {
      return histograms(
        rows(
          `SELECT path, target, interaction_type, bucket, SUM(count) AS count, MIN(min_value) AS min_value, MAX(max_value) AS max_value
            FROM vitals_targets WHERE day BETWEEN ? AND ? AND metric = ? GROUP BY path, target, interaction_type, bucket`,
          from,
          to,
          metric,
        ),
        (row): TargetKey => ({
          path: String(row.path),
          metric,
          target: String(row.target),
          interactionType: String(row.interaction_type),
        }),
        (key) => `${key.path} ${key.target} ${key.interactionType}`,
      ).map(({ key, histogram }) => ({ ...key, histogram }));
    },
  };
}
