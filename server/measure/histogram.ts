import type { MetricName } from "../../src/lib/measure/vitals-protocol.ts";

/**
 * Speed values kept without keeping them (docs/decisions/023-field-speed.md): each value adds 1
 * to a bucket of a log-scale histogram, and the 75th percentile is read back from the counts.
 * Bucket `i` holds the values in (γ^(i-1), γ^i]; answering with 2·γ^i/(γ+1), the point
 * equally far in relative terms from both ends, is off by at most (γ−1)/(γ+1) ≈ 1.96 % for
 * any value in it (the DDSketch construction). Zero has a bucket of its own (most pages'
 * CLS), values above the top bucket one more, and the smallest and largest value of a day are
 * kept too, so one value, all zeros or everything above the top come back exactly.
 *
 * Units: milliseconds for the times; CLS × 10,000, so its small scores (0.0001 and up) still
 * land in distinct buckets.
 */
export const GAMMA = 1.04;
const LOG_GAMMA = Math.log(GAMMA);

/** The zero bucket, below every other. */
export const ZERO_BUCKET = -1000;
/** The lowest regular bucket: γ^-60 ≈ 0.095 (ms, or CLS 0.0000095); anything smaller is counted here. */
export const LOWEST_BUCKET = -60;
/** The highest regular bucket: γ^280 ≈ 59,000, a minute of waiting or a CLS of 5.9. */
export const TOP_BUCKET = 280;
/** Values above γ^TOP_BUCKET. */
export const OVER_BUCKET = TOP_BUCKET + 1;

/** The stored unit of a metric's value. */
export const scaled = (metric: MetricName, value: number) => (metric === "CLS" ? value * 10_000 : value);
export const unscaled = (metric: MetricName, value: number) => (metric === "CLS" ? value / 10_000 : value);

/** Which bucket a value (in its stored unit, ≥ 0) is counted in. */
export function bucketOf(value: number): number {
  if (value <= 0) return ZERO_BUCKET;
  // The small epsilon keeps exact powers of γ (1, γ, γ²…) in their own bucket despite rounding.
  const index = Math.ceil(Math.log(value) / LOG_GAMMA - 1e-9);
  return Math.min(OVER_BUCKET, Math.max(LOWEST_BUCKET, index));
}

/** The one value that stands for a bucket's contents. */
export function bucketValue(bucket: number): number {
  if (bucket === ZERO_BUCKET) return 0;
  return (2 * GAMMA ** bucket) / (GAMMA + 1);
}

export type Histogram = {
  /** Bucket index → how many values fell in it. */
  counts: Map<number, number>;
  min: number;
  max: number;
};

export const emptyHistogram = (): Histogram => ({ counts: new Map(), min: Infinity, max: -Infinity });

export function add(histogram: Histogram, value: number, count = 1): Histogram {
  const bucket = bucketOf(value);
  histogram.counts.set(bucket, (histogram.counts.get(bucket) ?? 0) + count);
  histogram.min = Math.min(histogram.min, value);
  histogram.max = Math.max(histogram.max, value);
  return histogram;
}

/** Adds `other`'s counts to `into` (days, pages or devices taken together). */
export function merge(into: Histogram, other: Histogram): Histogram {
  for (const [bucket, count] of other.counts) into.counts.set(bucket, (into.counts.get(bucket) ?? 0) + count);
  into.min = Math.min(into.min, other.min);
  into.max = Math.max(into.max, other.max);
  return into;
}

export const total = (histogram: Histogram) => [...histogram.counts.values()].reduce((sum, count) => sum + count, 0);

/**
 * The `q` quantile (0 < q ≤ 1) by nearest rank, as the exact one would be the ⌈q·n⌉-th smallest
 * value: the bucket that holds that rank answers, clamped to the values seen. Null when empty.
 */
export function quantile(histogram: Histogram, q: number): number | null {
  const n = total(histogram);
  if (n === 0) return null;
  const rank = Math.max(1, Math.ceil(q * n));
  let seen = 0;
  for (const bucket of [...histogram.counts.keys()].sort((a, b) => a - b)) {
    seen += histogram.counts.get(bucket) ?? 0;
    if (seen < rank) continue;
    // Above the top bucket nothing is known but the largest value; the clamp also makes one
    // value, or a day of identical values, exact.
    if (bucket === OVER_BUCKET) return histogram.max;
    return Math.min(histogram.max, Math.max(histogram.min, bucketValue(bucket)));
  }
  return histogram.max;
}

export const p75 = (histogram: Histogram) => quantile(histogram, 0.75);
