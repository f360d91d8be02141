// @vitest-environment node
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../src/lib/seeded-random.ts";
import {
  add,
  bucketOf,
  bucketValue,
  emptyHistogram,
  GAMMA,
  merge,
  OVER_BUCKET,
  p75,
  scaled,
  TOP_BUCKET,
  total,
  ZERO_BUCKET,
} from "./histogram.ts";

/** Log-normal values, as field timings are: median `median`, spread `sigma` (Box–Muller). */
function logNormal(count: number, median: number, sigma: number, seed: number) {
  const next = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return median * Math.exp(sigma * normal);
  });
}

/** The exact 75th percentile by nearest rank: the ⌈0.75·n⌉-th smallest value. */
function exactP75(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

const histogramOf = (values: number[]) => values.reduce((histogram, value) => add(histogram, value), emptyHistogram());

describe("the speed histogram", () => {
  it.each([
    ["LCP-like times", 2200, 0.6, 1],
    ["INP-like times", 120, 0.9, 2],
    ["TTFB-like times", 300, 1.2, 3],
    ["CLS × 10,000", 600, 1.5, 4],
  ])("reads the p75 of 10,000 log-normal values (%s) within 2 %% of the exact one", (_, median, sigma, seed) => {
    const values = logNormal(10_000, median, sigma, seed);
    const estimate = p75(histogramOf(values)) as number;
    const exact = exactP75(values);
    expect(Math.abs(estimate - exact) / exact).toBeLessThanOrEqual(0.02);
    expect(estimate).not.toBe(exact);
  });

  it("is within (γ−1)/(γ+1) of every value in a bucket", () => {
    const bound = (GAMMA - 1) / (GAMMA + 1);
    for (const value of [0.2, 1, 1.04, 7.5, 199, 200, 201, 2500, 40_000, 58_000]) {
      const bucket = bucketOf(value);
      expect(Math.abs(bucketValue(bucket) - value) / value).toBeLessThanOrEqual(bound + 1e-12);
    }
  });

  it("answers one value exactly", () => {
    expect(p75(histogramOf([2345.6]))).toBe(2345.6);
    expect(p75(histogramOf([scaled("CLS", 0.0123)]))).toBe(123);
  });

  it("answers exactly when every CLS score is zero, in a bucket of its own", () => {
    const histogram = histogramOf(Array.from({ length: 50 }, () => 0));
    expect([...histogram.counts.keys()]).toEqual([ZERO_BUCKET]);
    expect(p75(histogram)).toBe(0);
  });

  it("answers the largest value, exactly, when the p75 lies above the top bucket", () => {
    const over = GAMMA ** TOP_BUCKET * 1.5;
    const histogram = histogramOf([120, over, over, over]);
    expect(histogram.counts.get(OVER_BUCKET)).toBe(3);
    expect(p75(histogram)).toBe(over);
  });

  it("has nothing to say about no values", () => {
    expect(p75(emptyHistogram())).toBeNull();
  });

  it("adds days together without losing a count", () => {
    const a = histogramOf(logNormal(300, 2000, 0.5, 7));
    const b = histogramOf(logNormal(700, 3000, 0.5, 8));
    const both = merge(merge(emptyHistogram(), a), b);
    expect(total(both)).toBe(1000);
    expect(both.min).toBe(Math.min(a.min, b.min));
    expect(both.max).toBe(Math.max(a.max, b.max));
  });
});
