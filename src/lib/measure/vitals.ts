import type { INPMetric, LCPMetric, Metric } from "web-vitals";
import { onCLS } from "web-vitals/onCLS.js";
import { onFCP } from "web-vitals/onFCP.js";
import { onINP } from "web-vitals/onINP.js";
import { onLCP } from "web-vitals/onLCP.js";
import { onTTFB } from "web-vitals/onTTFB.js";
import { yieldToMain } from "../yield-to-main";
import { optedOut, pagePath } from "./beacon";
import { deviceOf, MAX_TARGET_LENGTH, type MetricName, type MetricReport } from "./vitals-protocol";

/**
 * The field speed of this page, for our own endpoint only (docs/decisions/023-field-speed.md).
 * Built by scripts/build/postbuild.ts as a file of its own (`/_astro/vitals.<hash>.js`), which the
 * island bootstrap file adds once the page has loaded, painted and gone idle
 * (src/lib/measure/vitals-loader.ts): nothing of it is in the HTML or runs during the load.
 * web-vitals reads the paints and interactions that happened before it arrived from the
 * browser's buffer. Only the five per-metric modules are imported (about 3 KB brotli with this
 * file), not the attribution build (5 KB): the LCP entry's `element` and the INP interaction's
 * first event entry (`target`, and its `name` for the type) are all we name, and taking them as
 * each new value arrives (`reportAllChanges`) names the element while it is still in the page.
 *
 * Each metric's final value is queued and sent in one `sendBeacon` when the page is hidden (and
 * again after a back/forward-cache restore, when web-vitals reports the restored page's values).
 * A report holds the page, the device class and the values: no metric id, no identifier, no time.
 */
const ENDPOINT = "/api/vitals";

/** An id or class name we name: a plain word (Tailwind's `md:px-4` or `w-1/2` say nothing here). */
const plainName = /^[A-Za-z][\w-]{0,39}$/;
const plainTag = /^[a-z][a-z0-9-]*$/;

/** `h1#title`, `button.menu-toggle.primary`: the tag, its id or first two classes; never text. */
function partOf(element: Element): string | null {
  const tag = element.localName.toLowerCase();
  if (!plainTag.test(tag)) return null;
  if (element.id && plainName.test(element.id)) return `${tag}#${element.id}`;
  const classes = [...element.classList].filter((name) => plainName.test(name)).slice(0, 2);
  return [tag, ...classes].join(".");
}

/**
 * A short selector of the element at fault: itself and up to three ancestors, stopping at an id,
 * at most `MAX_TARGET_LENGTH` characters (the server refuses longer). No text or attribute value
 * of the page goes in, so nothing a visitor typed or saw can travel with it.
 */
export function shortSelector(node: Node | null | undefined): string {
  let element: Element | null = node instanceof Element ? node : (node?.parentElement ?? null);
  let selector = "";
  for (let depth = 0; element && depth < 4; depth += 1) {
    if (element === document.body || element === document.documentElement) break;
    const part = partOf(element);
    if (!part) break;
    const longer = selector ? `${part}>${selector}` : part;
    if (longer.length > MAX_TARGET_LENGTH) break;
    selector = longer;
    if (element.id && plainName.test(element.id)) break;
    element = element.parentElement;
  }
  return selector;
}

/** Times to a tenth of a millisecond, CLS to the 1/10,000 the server keeps: shorter beacons, nothing lost. */
const rounded = (name: MetricName, value: number) =>
  name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

/** Starts collecting; resolves once every metric is registered (a few tasks later). */
export async function startVitals(endpoint: string = ENDPOINT): Promise<void> {
  if (optedOut()) return;
  const path = pagePath(location.pathname);
  const queued = new Map<MetricName, MetricReport>();

  const flush = () => {
    if (queued.size === 0) return;
    const metrics = [...queued.values()];
    queued.clear();
    try {
      navigator.sendBeacon(endpoint, JSON.stringify({ path, device: deviceOf(innerWidth), metrics }));
    } catch {
      // A browser that refuses the beacon is simply not counted.
    }
  };

  const queue = (metric: Metric, extra: Partial<MetricReport> = {}) => {
    const name = metric.name as MetricName;
    queued.set(name, { name, value: rounded(name, metric.value), ...extra });
    // web-vitals reports CLS and INP from its own `visibilitychange` listener, which runs before
    // ours (below) on the same event; a value reported later while hidden still leaves.
    if (document.visibilityState === "hidden") queueMicrotask(flush);
  };
  const target = (node: Node | null | undefined) => {
    const selector = shortSelector(node);
    return selector ? { target: selector } : {};
  };

  // Each metric is its own step, with the main thread handed back between them: registering one
  // reads the browser's buffered entries, and five in a row were one task, however full the buffers.
  const steps = [
    // Every new candidate replaces the queued one; the last before the page is hidden is final.
    () =>
      onLCP((metric: LCPMetric) => queue(metric, target(metric.entries.at(-1)?.element)), { reportAllChanges: true }),
    () =>
      onINP(
        (metric: INPMetric) => {
          const entry = metric.entries[0];
          queue(metric, {
            ...target(entry?.target),
            ...(entry ? { interactionType: entry.name.startsWith("key") ? "keyboard" : "pointer" } : {}),
          });
        },
        { reportAllChanges: true },
      ),
    () => onCLS((metric) => queue(metric)),
    () => onFCP((metric) => queue(metric)),
    () => onTTFB((metric) => queue(metric)),
  ];
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldToMain();
    step();
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}
