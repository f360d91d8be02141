/**
 * What the speed collector (./vitals.ts) sends to `POST /api/vitals` and what the server keeps
 * (docs/decisions/023-field-speed.md). Shared by the browser and the server: the metric names,
 * the bands, the device classes and the shape of a report. Nothing here names a person or a
 * device: a page, a kind of screen, numbers, and the element a slow paint or interaction was on.
 */

export const metricNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof metricNames)[number];

/**
 * The web-vitals thresholds (web.dev, the same the library rates by): up to the first is good,
 * up to the second needs improvement, above it is poor. Times in milliseconds, CLS unitless.
 */
export const thresholds: Record<MetricName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type Band = "good" | "needs-improvement" | "poor";

export function bandOf(metric: MetricName, value: number): Band {
  const [good, poor] = thresholds[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/**
 * The largest value the server accepts: anything above is a broken clock or a forged report,
 * not a visit (an hour of waiting for a paint; a layout shift score of 100).
 */
export const absurdAbove: Record<MetricName, number> = {
  LCP: 3_600_000,
  INP: 3_600_000,
  CLS: 100,
  FCP: 3_600_000,
  TTFB: 3_600_000,
};

export const devices = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof devices)[number];

/** The viewport's width in CSS pixels decides: under 768 a phone, under 1024 a tablet. */
export function deviceOf(width: number): Device {
  return width < 768 ? "phone" : width < 1024 ? "tablet" : "desktop";
}

/** The longest element selector sent and accepted (tag, id, classes; never text). */
export const MAX_TARGET_LENGTH = 100;

export type MetricReport = {
  name: MetricName;
  value: number;
  /** LCP and INP: the element at fault, as a short CSS selector. */
  target?: string;
  /** INP: what kind of interaction it was. */
  interactionType?: "pointer" | "keyboard";
};

/** One beacon: this page's metrics reported since the last one. */
export type VitalsReport = { path: string; device: Device; metrics: MetricReport[] };
