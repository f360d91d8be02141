import type { Attribution } from "../forms/attribution";
import type { Visit } from "../visit";
import type { Conversion, VisitFields } from "./protocol";

/**
 * The site's own measurement, in the page (docs/decisions/013-first-party-measurement.md). It is
 * inlined into every page by src/components/layout/site-measurement.astro, so it must stay small
 * and import no module at run time: Astro inlines a script only when its chunk imports nothing,
 * and a module it shared with an island or another inlined script would become such an import
 * (and a script request). That is why the visit record's key, the conversion event's name, the
 * value rules (visit.ts, forms/attribution.ts), the wait for the first paint and idle time
 * (islands/wake-island.ts) and the yield between steps (yield-to-main.ts) are written out here;
 * beacon.test.ts holds the two sides together.
 *
 * What it does, and nothing before the first paint: once the page has loaded and painted and the
 * browser is idle (or when the visitor leaves sooner), it records how the visit arrived if this
 * is the visit's first page, and sends one page view. A click on an element marked `data-cta`
 * and a conversion an island reports (visit.ts `reportConversion`) are sent as they happen. Each
 * is one `navigator.sendBeacon` to our own origin. With Global Privacy Control or Do Not Track
 * on, it does nothing at all: no record, no request.
 *
 * A call booked on /book is made by a plain form, on the server: the page confirming it reports
 * it as a conversion (src/lib/measure/booked-call.ts) with the call to action the visit last
 * clicked, which the beacon keeps for it. Every byte here is inlined into every page, so the
 * conversions are left for the server's schema to check (server/measure/events.ts).
 */
declare const __EVENTS_ENDPOINT__: string;

const VISIT_KEY = "summitVisit";
const CONVERSION_EVENT = "summit:conversion";
/** visit.ts LAST_CTA_KEY. */
const LAST_CTA_KEY = "summitCta";
/** forms/attribution.ts UTM_MAX_LENGTH: longer values are cut here rather than refused there. */
const UTM_MAX = 100;
// biome-ignore lint/suspicious/noControlCharactersInRegex: taking them out is the point.
const unprintable = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

type Nav = Navigator & { globalPrivacyControl?: boolean };

/** The visitor asked not to be tracked: Global Privacy Control, or Do Not Track. */
export function optedOut(nav: Nav = navigator): boolean {
  return (
    nav.globalPrivacyControl === true ||
    nav.doNotTrack === "1" ||
    (window as { doNotTrack?: string }).doNotTrack === "1"
  );
}

/** `/about/` and `/about/index.html` are the page `/about`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/(\/index)?\.html$/, "").replace(/\/+$/, "") || "/";
}

/** A utm value as the server accepts it: visible text on one line, at most 100 characters; else none. */
function plain(value: string | null): string | undefined {
  const text = value?.replace(unprintable, "").trim().slice(0, UTM_MAX).trim();
  return text || undefined;
}

/**
 * How a visit that starts on this page arrived: the page, the referring site's host when it is
 * another site (never its full URL, which can carry a search or a person's page), and the
 * landing URL's utm values. No query string of ours is kept: it may hold an e-mail address.
 */
export function landingOf(location: Location | URL, referrer: string): Attribution {
  const params = new URLSearchParams(location.search);
  const landing: Attribution = { landingPath: pagePath(location.pathname) };
  try {
    const from = new URL(referrer);
    if (from.origin !== location.origin && /^https?:$/.test(from.protocol) && /^[a-z0-9.-]+(:\d+)?$/.test(from.host)) {
      landing.referrerHost = from.host;
    }
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  // utm_source → utmSource, and so on: the names spelled once, to keep this inlined script small.
  for (const name of ["Source", "Medium", "Campaign", "Term", "Content"] as const) {
    const value = plain(params.get(`utm_${name.toLowerCase()}`));
    if (value) landing[`utm${name}` as const] = value;
  }
  return landing;
}

/**
 * This page's place in the visit. The visit's first page records how it arrived; so does a page
 * the visitor reached anew from another site or a campaign link later in the same tab (a new
 * visit), but not a reload or a step back. Without storage, a page reached from another site
 * counts as a first page, a page reached from ours does not.
 */
export function arrive(location: Location | URL, referrer: string, navigationType: string | undefined) {
  const here = landingOf(location, referrer);
  let visit: Visit = {};
  let stored = true;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "{}");
    if (typeof parsed === "object" && parsed !== null) visit = parsed as Visit;
  } catch {
    stored = false;
  }
  const anew = navigationType === "navigate" && Object.keys(here).length > 1;
  const first = stored ? !visit.landing || anew : !referrer || Boolean(here.referrerHost);
  if (first) {
    visit = { ...visit, landing: here };
    try {
      sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
    } catch {
      // Storage refused: this page still counts, and the next one judges by its referrer.
    }
  }
  const { landingPath, referrerHost, utmSource, utmMedium, utmCampaign } = visit.landing ?? here;
  const fields: VisitFields = { landingPath, referrerHost, utmSource, utmMedium, utmCampaign };
  return { first, fields };
}

/**
 * After `load` and the first contentful paint, once the browser is idle: the moment
 * `whenPaintedAndIdle` (islands/wake-island.ts) waits for, so the measurement never competes with
 * the page's first paint (a small page can fire `load` before it has painted anything).
 */
function whenLoadedAndIdle(callback: () => void) {
  const idle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => callback(), { timeout: 2000 })
      : setTimeout(callback, 200);
  const painted = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === "first-contentful-paint");
  const afterPaint = () => {
    if (typeof PerformanceObserver === "undefined" || painted(performance.getEntriesByType("paint"))) return idle();
    const observer = new PerformanceObserver((list) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      idle();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}

/** `yieldToMain` (yield-to-main.ts), written out because this script may import nothing. */
export const yieldToMain = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));

type Outgoing = { name: "page_view"; first: boolean } | { name: "cta_click"; cta: string } | Conversion;

/** Starts measuring this page; does nothing without an endpoint or when the visitor opted out. */
export function startMeasuring(endpoint: string = __EVENTS_ENDPOINT__) {
  if (!endpoint || optedOut()) return;
  const path = pagePath(location.pathname);
  let visit: ReturnType<typeof arrive> | undefined;
  let viewed = false;
  const arrived = () =>
    (visit ??= arrive(
      location,
      document.referrer,
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type,
    ));

  const beacon = (event: Outgoing) => {
    try {
      // Undefined fields (no campaign, no referring site) are left out by JSON.stringify.
      navigator.sendBeacon(endpoint, JSON.stringify({ ...event, path, ...arrived().fields }));
      if (event.name === "cta_click") sessionStorage[LAST_CTA_KEY] = event.cta;
    } catch {
      // A browser that refuses the beacon (an extension, a full queue) is simply not counted;
      // one that refuses storage counts a call booked later without its call to action.
    }
  };
  const view = () => {
    if (viewed) return;
    viewed = true;
    beacon({ name: "page_view", first: arrived().first });
  };
  // What the visitor does is sent after the page's view, so a visit is counted before its clicks.
  const act = (event: Outgoing) => {
    view();
    beacon(event);
  };

  // Once idle, two steps with the main thread handed back between them: the visit's record
  // (session storage), then the page view's request.
  whenLoadedAndIdle(async () => {
    arrived();
    await yieldToMain();
    view();
  });
  // A visitor who leaves before the browser is idle still saw the page.
  addEventListener("pagehide", view);
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("[data-cta]") : null;
      const cta = target?.getAttribute("data-cta");
      if (cta) act({ name: "cta_click", cta });
    },
    { capture: true, passive: true },
  );
  addEventListener(CONVERSION_EVENT, (event) => {
    const detail = (event as CustomEvent<Conversion>).detail;
    if (detail?.name) act(detail);
  });
}
