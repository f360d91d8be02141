import * as z from "zod/mini";
import {
  absurdAbove,
  devices,
  MAX_TARGET_LENGTH,
  metricNames,
  type VitalsReport,
} from "../../src/lib/measure/vitals-protocol.ts";
import { beaconApi, type MeasureApiOptions } from "./events.ts";
import { dayOf } from "./store.ts";

/**
 * `POST /api/vitals`: the field speed of the site's own pages (docs/decisions/023-field-speed.md),
 * sent by src/lib/measure/vitals.ts when a page is hidden. The guards are the events endpoint's
 * (same origin, JSON as text/plain, bots and GPC/DNT counted nowhere, a rate limit, a size cap);
 * then a strict schema: a page of the build, a device class, each metric at most once, known,
 * a finite value from 0 up to an absurd bound, an element only for LCP and INP and only as a
 * short selector, an interaction type only for INP. Anything else is a 400 and nothing is stored.
 */
export const MAX_VITALS_BYTES = 2 * 1024;

/** `main>section.hero>h1#title`: tags with an id or classes, joined by `>`; no text, no attribute values. */
const part = "[a-z][a-z0-9-]*(?:#[A-Za-z][\\w-]*|(?:\\.[A-Za-z_-][\\w-]*)*)";
export const targetPattern = new RegExp(`^${part}(?:>${part})*$`);

export function vitalsSchema(pages: ReadonlySet<string>) {
  const metric = z
    .strictObject({
      name: z.enum(metricNames),
      value: z.number().check(z.refine((value) => Number.isFinite(value) && value >= 0)),
      target: z.optional(
        z.string().check(
          z.maxLength(MAX_TARGET_LENGTH),
          z.refine((target) => targetPattern.test(target)),
        ),
      ),
      interactionType: z.optional(z.enum(["pointer", "keyboard"])),
    })
    .check(
      z.refine(
        (entry) =>
          entry.value <= absurdAbove[entry.name] &&
          (entry.target === undefined || entry.name === "LCP" || entry.name === "INP") &&
          (entry.interactionType === undefined || entry.name === "INP"),
      ),
    );
  return z
    .strictObject({
      path: z.string().check(z.refine((path) => pages.has(path))),
      device: z.enum(devices),
      metrics: z.array(metric).check(z.minLength(1), z.maxLength(metricNames.length)),
    })
    .check(z.refine((report) => new Set(report.metrics.map((entry) => entry.name)).size === report.metrics.length));
}

export function vitalsApi({ stats, pages, ...guards }: MeasureApiOptions) {
  return beaconApi({
    ...guards,
    what: "speed reports",
    maxBytes: MAX_VITALS_BYTES,
    schema: vitalsSchema(pages),
    record: (report: VitalsReport, at) => stats.recordVitals(report, dayOf(at)),
    refusal: "Not a speed report of this site.",
  });
}
