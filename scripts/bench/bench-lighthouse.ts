/**
 * The Lighthouse runner the benchmarks share (bench.ts, bench-scale.ts): Chromium's flags and one
 * audit with the settings every number in docs/performance.md was measured with. Lighthouse and
 * chrome-launcher are imported on first use.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LaunchedChrome } from "chrome-launcher";
import type { Flags } from "lighthouse";
import type { LhrLike } from "./bench-lhr.ts";
import type { TraceEvent } from "./bench-script-costs.ts";

/** Debian's Chromium under Lighthouse on these machines (MACHINE-NOTES). */
export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function launchChrome(): Promise<LaunchedChrome> {
  const chromeLauncher = await import("chrome-launcher");
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags });
}

export type AuditOptions = {
  /** The debugging port of the Chromium to drive (launchChrome). */
  port: number;
  /** "site": the four categories; "floor": only what the floor comparison reads. */
  kind: "site" | "floor";
  /** 0-based, for the name of a saved result. */
  run: number;
  /** Keep every raw result in reports/lhr/ (a run missing a metric is kept anyway). */
  saveLhr?: boolean;
  /** Lighthouse's simulated CPU slowdown; 4 (its mobile default) unless given. */
  cpuSlowdown?: number;
  /**
   * How much slower than this machine the host is made, on top of the pass's slowdown (bench.ts
   * HOST_SLOWDOWN): Lighthouse multiplies the page's measured main-thread work by both.
   */
  hostSlowdown?: number;
  /** Names a saved result beside the route and run: the kind by default. */
  label?: string;
  log?: (line: string) => void;
  /** Given the run's Chrome trace (bench-script-costs.ts reads what each script cost from it). */
  onTrace?: (events: TraceEvent[]) => void;
};

/**
 * One Lighthouse run on `origin + path`: mobile, default simulated throttling. A run that comes
 * back without a metric (an audit error, now and then) is run again, twice at most.
 */
export async function lighthouseAudit(
  origin: string,
  path: string,
  {
    port,
    kind,
    run,
    cpuSlowdown = 4,
    hostSlowdown = 1,
    saveLhr = false,
    label = kind,
    log = console.error,
    onTrace,
  }: AuditOptions,
): Promise<LhrLike> {
  const { default: lighthouse } = await import("lighthouse");
  const flags: Flags = {
    port,
    logLevel: "error",
    formFactor: "mobile",
    throttlingMethod: "simulate",
    // Only used to draw the HTML report; skipping it saves time and changes no metric.
    disableFullPageScreenshot: true,
    // Merged into the mobile defaults (150 ms, 1.6 Mbit/s): only the CPU factor changes.
    ...(cpuSlowdown === 4 && hostSlowdown === 1
      ? {}
      : { throttling: { cpuSlowdownMultiplier: cpuSlowdown * hostSlowdown } }),
    // Both passes judge performance against the floor's, so the floor is scored too; the slow
    // pass judges performance alone.
    ...(cpuSlowdown !== 4 || kind === "floor"
      ? { onlyCategories: ["performance"] }
      : { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }),
  };
  const needed =
    kind === "site"
      ? ["largest-contentful-paint", "first-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
      : ["largest-contentful-paint", "first-contentful-paint", "total-blocking-time"];
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${origin}${path}`, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${origin}${path}`);
    const { lhr } = result;
    const missing = needed.filter((id) => typeof lhr.audits[id]?.numericValue !== "number");
    const problem =
      lhr.runtimeError?.message ??
      (missing.length > 0
        ? missing.map((id) => `${id}: ${lhr.audits[id]?.errorMessage ?? "no value"}`).join("; ")
        : lhr.categories.performance?.score == null
          ? "no performance score"
          : undefined);
    if (saveLhr || problem) {
      mkdirSync("reports/lhr", { recursive: true });
      const cpu = cpuSlowdown === 4 ? "" : `-cpu${cpuSlowdown}`;
      const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${label}${cpu}-${run + 1}-${attempt}.json`;
      writeFileSync(join("reports/lhr", name), JSON.stringify(lhr));
    }
    if (!problem) {
      onTrace?.(result.artifacts.Trace.traceEvents as TraceEvent[]);
      return lhr as unknown as LhrLike;
    }
    if (attempt === 3) throw new Error(`Lighthouse on ${origin}${path}, 3 attempts: ${problem}`);
    log(`  ${label} run ${run + 1} of ${path}: ${problem}; running it again (raw result in reports/lhr/)`);
  }
}
