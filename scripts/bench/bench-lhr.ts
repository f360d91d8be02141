/**
 * Reading a Lighthouse result (bench.ts, bench-scale.ts): the numbers, the scripts fetched and when,
 * requests to other origins, one site run or floor run as a sample. The budgets these samples are
 * judged by, their medians and tables are bench-lib.ts.
 */

/** The few parts of a Lighthouse result (LH.Result) read here; hand-made in the tests. */
export type LhrLike = {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: unknown } | undefined>;
  /** How fast this machine ran Lighthouse's micro-benchmark; simulated TBT scales with it. */
  environment?: { benchmarkIndex?: number };
};

export type NetworkRequest = {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  /** ms after the first request's renderer start (see networkStartTimeTs). */
  rendererStartTime?: number;
  networkRequestTime?: number;
  isLinkPreload?: boolean;
};

type ObservedMetrics = {
  observedLoad?: number;
  observedFirstContentfulPaint?: number;
  observedFirstContentfulPaintTs?: number;
  observedTimeOriginTs?: number;
};

export function networkRequests(lhr: LhrLike): { items: NetworkRequest[]; networkStartTimeTs?: number } {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: NetworkRequest[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  return { items: details?.items ?? [], networkStartTimeTs: details?.debugData?.networkStartTimeTs };
}

function observedMetrics(lhr: LhrLike): ObservedMetrics {
  const details = lhr.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined;
  return details?.items?.[0] ?? {};
}

/** Script, by Chrome's resource type or by MIME type (a preload may be typed "Other"). */
export function isScript(request: NetworkRequest): boolean {
  if (request.resourceType === "Script") return true;
  if (request.resourceType === "Document") return false;
  return /javascript|ecmascript/i.test(request.mimeType ?? "");
}

export type ScriptFetch = { url: string; bytes: number; startMs: number; preload: boolean };

/**
 * Script requested before the observed first contentful paint: every Script request (module
 * preloads included) whose renderer start time precedes the FCP timestamp. This is the cut
 * Lighthouse's simulation itself makes for the first paint (Lantern keeps the network nodes whose
 * `rendererStartTime` is at or before the observed FCP): what is requested before it is simulated
 * as competing with the paint.
 *
 * `network-requests` times are ms after the *first request's* renderer start, whose trace
 * timestamp (µs) is `debugData.networkStartTimeTs`; the metrics audit gives the FCP's trace
 * timestamp, so both are compared on the trace clock. `startMs` is reported relative to
 * navigation start, like `observedFirstContentfulPaint`.
 */
export function scriptsBeforePaint(lhr: LhrLike): { fcpMs: number; scripts: ScriptFetch[] } {
  const metrics = observedMetrics(lhr);
  const { items, networkStartTimeTs } = networkRequests(lhr);
  const fcpMs = metrics.observedFirstContentfulPaint;
  if (fcpMs === undefined) throw new Error("the Lighthouse result has no observed first contentful paint");
  // ms from navigation start to the first request's start; 0 when a timestamp is missing.
  const offsetMs =
    networkStartTimeTs !== undefined && metrics.observedTimeOriginTs !== undefined
      ? (networkStartTimeTs - metrics.observedTimeOriginTs) / 1000
      : 0;
  const scripts = items
    .filter(isScript)
    .map((request) => ({
      url: request.url,
      bytes: request.transferSize ?? 0,
      startMs: offsetMs + (request.rendererStartTime ?? request.networkRequestTime ?? Number.POSITIVE_INFINITY),
      preload: request.isLinkPreload === true,
    }))
    .filter((script) => script.startMs <= fcpMs);
  return { fcpMs, scripts };
}

/**
 * The first request whose URL matches `pattern` (the speed collector: docs/decisions/023-field-speed.md),
 * on the same clock as `scriptsBeforePaint`, and whether it started after the observed load and
 * first contentful paint. Null when the run never requested it.
 */
export function lateFetch(
  lhr: LhrLike,
  pattern: RegExp,
): { bytes: number; startMs: number; afterLoad: boolean; afterPaint: boolean } | null {
  const metrics = observedMetrics(lhr);
  const { items, networkStartTimeTs } = networkRequests(lhr);
  const offsetMs =
    networkStartTimeTs !== undefined && metrics.observedTimeOriginTs !== undefined
      ? (networkStartTimeTs - metrics.observedTimeOriginTs) / 1000
      : 0;
  const request = items.find((item) => pattern.test(item.url));
  if (!request) return null;
  const startMs = offsetMs + (request.rendererStartTime ?? request.networkRequestTime ?? Number.POSITIVE_INFINITY);
  return {
    bytes: request.transferSize ?? 0,
    startMs,
    afterLoad: metrics.observedLoad !== undefined && startMs >= metrics.observedLoad,
    afterPaint: metrics.observedFirstContentfulPaint !== undefined && startMs >= metrics.observedFirstContentfulPaint,
  };
}

/** Transfer bytes of every script fetched during the load, before and after the paint. */
export function scriptBytes(lhr: LhrLike): number {
  return networkRequests(lhr)
    .items.filter(isScript)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** Requests to any origin other than the one served (data: and blob: URLs are not requests). */
export function otherOriginRequests(lhr: LhrLike, origin: string): string[] {
  return networkRequests(lhr)
    .items.map((request) => request.url)
    .filter((url) => !/^(data|blob):/.test(url))
    .filter((url) => {
      try {
        return new URL(url).origin !== origin;
      } catch {
        return true;
      }
    });
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * How long a task must take on this machine for Lighthouse's simulation to keep it
 * (`SIGNIFICANT_DUR_THRESHOLD_MS` in Lantern's PageDependencyGraph; the first parse, layout and
 * paint are kept whatever they take). A kept task is multiplied by the slowdown, so at 8.4× one of
 * 10 ms is 84 ms, 34 of them blocking: docs/performance.md, "Lighthouse's 10 ms cut".
 */
export const lanternTaskCutMs = 10;

/**
 * The run's main-thread work as observed, on this machine's unthrottled CPU (`main-thread-tasks`:
 * top-level tasks, in ms): the total, and how many tasks reach Lantern's cut. Site and floor
 * side by side tell the work the scripts add apart from how it happened to be split into tasks.
 */
export function mainThreadWork(lhr: LhrLike): { mainThreadMs: number; tasksKept: number } {
  const details = lhr.audits["main-thread-tasks"]?.details as { items?: { duration?: number }[] } | undefined;
  const durations = (details?.items ?? []).map((task) => task.duration ?? 0);
  return {
    mainThreadMs: Math.round(durations.reduce((sum, ms) => sum + ms, 0) * 10) / 10,
    tasksKept: durations.filter((ms) => ms >= lanternTaskCutMs).length,
  };
}

export type SiteSample = {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcpMs: number;
  /** Simulated FCP, like the LCP. */
  fcpMs: number;
  /** FCP as observed in the unthrottled load: the cut for "before the first paint". */
  observedFcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsBeforePaintKb: number;
  scriptsBeforePaint: ScriptFetch[];
  otherOrigins: string[];
  benchmarkIndex: number;
  /** mainThreadWork; absent in a result saved before it was read. */
  mainThreadMs?: number;
  tasksKept?: number;
};

export type FloorSample = {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  jsKb: number;
  benchmarkIndex: number;
  /** The floor's performance score (both passes score it; absent in a result from before they did). */
  performance?: number;
  mainThreadMs?: number;
  tasksKept?: number;
};

const score = (lhr: LhrLike, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LhrLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * SEO as Lighthouse weighs it, without `is-crawlable` on a page whose own `<meta name="robots">`
 * asks not to be indexed: the "not translated yet" answers (docs/decisions/039-pages-missing-in-a-language.md)
 * do so by design, and the audit would fail them for it (SEO 63). A page kept out by anything
 * else (a header, robots.txt) is still scored by Lighthouse's own number.
 */
export function seoScore(lhr: LhrLike): number {
  const crawlable = lhr.audits["is-crawlable"];
  const items = (crawlable?.details as { items?: { source?: { snippet?: string } }[] } | undefined)?.items ?? [];
  const ownNoindex =
    crawlable?.score === 0 &&
    items.length > 0 &&
    items.every((item) => /^<meta name="robots" content="[^"]*noindex/.test(item.source?.snippet ?? ""));
  const refs = lhr.categories.seo?.auditRefs?.filter(
    (ref) => ref.id !== "is-crawlable" && ref.weight > 0 && typeof lhr.audits[ref.id]?.score === "number",
  );
  if (!ownNoindex || !refs || refs.length === 0) return score(lhr, "seo");
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return Math.round((scored / weight) * 100);
}

export function siteSample(lhr: LhrLike, origin: string): SiteSample {
  const beforePaint = scriptsBeforePaint(lhr);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    "best-practices": score(lhr, "best-practices"),
    seo: seoScore(lhr),
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
    observedFcpMs: beforePaint.fcpMs,
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsKb: kb(scriptBytes(lhr)),
    jsBeforePaintKb: kb(beforePaint.scripts.reduce((sum, script) => sum + script.bytes, 0)),
    scriptsBeforePaint: beforePaint.scripts,
    otherOrigins: otherOriginRequests(lhr, origin),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    ...mainThreadWork(lhr),
  };
}

export function floorSample(lhr: LhrLike): FloorSample {
  const performance = lhr.categories.performance?.score;
  return {
    ...(typeof performance === "number" ? { performance: Math.round(performance * 100) } : {}),
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    jsKb: kb(scriptBytes(lhr)),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    ...mainThreadWork(lhr),
  };
}
