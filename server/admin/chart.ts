import { type Html, html } from "./html.ts";

/**
 * A bar chart of one number per day: the bars are an inline SVG that stretches to the width it
 * is given, the axis labels are HTML around it, so text keeps its size from a phone to a wide
 * screen. No script and no style attribute (the admin's CSP allows neither): geometry is in SVG
 * attributes, looks in the admin's stylesheet. Each bar has a <title>, so pointing at it shows
 * the day's number; screen readers get the chart's name and total, and the same numbers as a table.
 */

/** The days under a chart: about six dates, the latest always among them. */
function dayAxis(points: { day: string }[]): Html {
  const every = Math.max(1, Math.ceil(points.length / 6));
  return html`<div class="x-axis days-${points.length}" aria-hidden="true">
        ${points.map((point, index) => html`<span>${(points.length - 1 - index) % every === 0 ? shortDay(point.day) : ""}</span>`)}
      </div>`;
}

/** 1, 2, 5, 10, 20, 50…: the smallest step whose four gridlines cover `max`. */
export function niceStep(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
}

const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
export const shortDay = (day: string) => monthDay.format(new Date(`${day}T00:00:00Z`));

export function barChart({
  id,
  title,
  unit,
  points,
  tone,
}: {
  id: string;
  title: string;
  /** What one bar counts, for its title: "visits", "conversions". */
  unit: string;
  points: { day: string; value: number }[];
  tone: "accent" | "warm";
}): Html {
  const step = niceStep(Math.max(0, ...points.map((point) => point.value)));
  const top = step * 4;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  // About six day labels, counted back from the last day so the latest day is always named.

  return html`<figure class="chart" aria-labelledby="${id}-title">
    <figcaption id="${id}-title"><span>${title}</span> <strong>${total.toLocaleString("en-US")}</strong></figcaption>
    <div class="plot">
      <div class="y-axis" aria-hidden="true">${[4, 3, 2, 1, 0].map((tick) => html`<span>${tick * step}</span>`)}</div>
      <svg viewBox="0 0 ${points.length} 100" preserveAspectRatio="none" role="img" aria-label="${title}: ${total} in ${points.length} days">
        ${[0, 25, 50, 75, 100].map(
          (at) =>
            html`<line class="${at === 100 ? "grid base" : "grid"}" x1="0" x2="${points.length}" y1="${at}" y2="${at}" vector-effect="non-scaling-stroke"></line>`,
        )}
        ${points.map((point, index) => {
          const height = point.value === 0 ? 0 : Math.max(1.5, (point.value / top) * 100);
          return html`<rect class="bar ${tone}" x="${index + 0.16}" y="${(100 - height).toFixed(2)}" width="0.68" height="${height.toFixed(2)}"><title>${shortDay(point.day)}: ${point.value} ${unit}</title></rect>`;
        })}
      </svg>
      ${dayAxis(points)}
    </div>
  </figure>`;
}

/**
 * The site-wide 75th percentile of one metric per day, as bars coloured by their band, with the
 * "good" and "poor" thresholds as lines: the admin's Speed page (docs/decisions/023-field-speed.md).
 * A day without a value has no bar. Same rules as `barChart`: no script, no style attribute.
 */
export function p75Chart({
  id,
  title,
  points,
  thresholds,
  format,
  band,
}: {
  id: string;
  title: string;
  points: { day: string; value: number | null }[];
  thresholds: readonly [good: number, poor: number];
  /** `2,340 ms`, `0.12`. */
  format: (value: number) => string;
  band: (value: number) => string;
}): Html {
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  // The poor threshold sits at 80 % of the height unless a day was slower: both lines always show.
  const top = Math.max(thresholds[1] * 1.25, ...values);
  const y = (value: number) => 100 - (value / top) * 100;
  const latest = values.at(-1);
  return html`<figure class="chart" aria-labelledby="${id}-title">
    <figcaption id="${id}-title"><span>${title}</span> <strong>${latest === undefined ? "–" : format(latest)}</strong></figcaption>
    <div class="plot">
      <div class="y-axis" aria-hidden="true">${[4, 3, 2, 1, 0].map((tick) => html`<span>${format((top * tick) / 4)}</span>`)}</div>
      <svg viewBox="0 0 ${points.length} 100" preserveAspectRatio="none" role="img" aria-label="${title}: ${values.length} days with visits${latest === undefined ? "" : `, latest ${format(latest)}`}">
        <line class="grid base" x1="0" x2="${points.length}" y1="100" y2="100" vector-effect="non-scaling-stroke"></line>
        ${thresholds.map(
          (at, index) =>
            html`<line class="${index === 0 ? "threshold good" : "threshold poor"}" x1="0" x2="${points.length}" y1="${y(at).toFixed(2)}" y2="${y(at).toFixed(2)}" vector-effect="non-scaling-stroke"></line>`,
        )}
        ${points.map((point, index) => {
          if (point.value === null) return "";
          const height = Math.max(1.5, (point.value / top) * 100);
          return html`<rect class="bar ${band(point.value)}" x="${index + 0.16}" y="${(100 - height).toFixed(2)}" width="0.68" height="${height.toFixed(2)}"><title>${shortDay(point.day)}: p75 ${format(point.value)}</title></rect>`;
        })}
      </svg>
      ${dayAxis(points)}
    </div>
  </figure>`;
}
