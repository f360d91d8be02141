/** Site and floor samples for the bench's tests (bench-lib.test.ts, bench-lhr.test.ts): a good run unless told otherwise. */
import type { FloorSample, SiteSample } from "./bench-lhr.ts";

export function sample(overrides: Partial<SiteSample> = {}): SiteSample {
  return {
    performance: 100,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    lcpMs: 1000,
    fcpMs: 900,
    observedFcpMs: 200,
    tbtMs: 0,
    cls: 0,
    jsKb: 60,
    jsBeforePaintKb: 0,
    scriptsBeforePaint: [],
    otherOrigins: [],
    benchmarkIndex: 2000,
    ...overrides,
  };
}

export const floor = (lcpMs = 900, tbtMs = 0, performance = 100): FloorSample => ({
  lcpMs,
  fcpMs: 800,
  tbtMs,
  jsKb: 0,
  benchmarkIndex: 2000,
  performance,
});
