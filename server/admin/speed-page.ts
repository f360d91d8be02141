import { bandOf, type MetricName, metricNames, thresholds } from "../../src/lib/measure/vitals-protocol.ts";
import {
  bandOfRow,
  type ElementRow,
  formatMetric,
  type VitalsReport,
  type VitalsRow,
} from "../measure/vitals-report.ts";
import { p75Chart, shortDay } from "./chart.ts";
import { type Html, html } from "./html.ts";
import { type Frame, layout } from "./pages.ts";

/**
 * `/admin/speed`: how fast the site is for its real visitors (docs/decisions/023-field-speed.md),
 * the last 28 days. Per page and device class, each metric's 75th percentile coloured by its
 * band with the share of visits in each band under it (as CrUX shows them), the worst pages
 * first; the elements at fault; the site-wide p75 per day. Server-rendered, no script. The tables
 * can be wider than the window: their scrolling box takes the keyboard focus, so arrow keys
 * scroll it without a mouse (WCAG 2.1.1).
 */
const metricTitles: Record<MetricName, string> = {
  LCP: "Largest contentful paint",
  INP: "Interaction to next paint",
  CLS: "Cumulative layout shift",
  FCP: "First contentful paint",
  TTFB: "Time to first byte",
};

const bandLabels = { good: "good", "needs-improvement": "needs improvement", poor: "poor" } as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The p75, coloured by its band, and a bar of the bands' shares under it. */
function metricCell(row: VitalsRow | undefined): Html | string {
  if (!row) return html`<span class="n">no visits</span>`;
  const band = bandOfRow(row);
  const shares = [
    ["good", row.good],
    ["needs-improvement", row.needsImprovement],
    ["poor", row.poor],
  ] as const;
  let x = 0;
  const parts = shares.map(([name, share]) => {
    const part = html`<rect class="${name}" x="${(x * 100).toFixed(1)}" y="0" width="${(share * 100).toFixed(1)}" height="6"></rect>`;
    x += share;
    return part;
  });
  const summary = shares.map(([name, share]) => `${bandLabels[name]} ${percent(share)}`).join(", ");
  return html`<span class="p75 ${band}" title="${bandLabels[band]}">${formatMetric(row.metric, row.p75)}</span>
    <svg class="shares" viewBox="0 0 100 6" preserveAspectRatio="none" role="img" aria-label="${summary}"><title>${summary}</title>${parts}</svg>
    <span class="n" aria-hidden="true">${shares.map(([, share]) => percent(share)).join(" · ")}</span>
    <span class="n">${row.n.toLocaleString("en-US")} ${row.n === 1 ? "visit" : "visits"}</span>`;
}

function elementsTable(caption: string, hint: string, rows: ElementRow[], metric: MetricName, withType: boolean): Html {
  return html`<section class="panel" aria-label="${caption}">
    <h2>${caption}</h2>
    <p class="hint">${hint}</p>
    ${
      rows.length === 0
        ? html`<p class="empty">None reported in this period.</p>`
        : html`<div class="table-wrap" tabindex="0" role="group" aria-label="${caption}, scrollable"><table class="stack">
            <thead><tr><th scope="col">Page</th><th scope="col">Element</th>${withType ? html`<th scope="col">Interaction</th>` : ""}<th scope="col" class="num">Visits</th><th scope="col" class="num">p75</th></tr></thead>
            <tbody>${rows.map(
              (row) => html`<tr data-element="${row.target}">
                <td class="name">${row.path}</td>
                <td class="name"><code>${row.target}</code></td>
                ${withType ? html`<td class="num" data-label="Interaction">${row.interactionType}</td>` : ""}
                <td class="num" data-label="Visits">${row.n.toLocaleString("en-US")}</td>
                <td class="num" data-label="p75"><span class="p75 ${bandOf(metric, row.p75)}">${formatMetric(metric, row.p75)}</span></td>
              </tr>`,
            )}</tbody>
          </table></div>`
    }
  </section>`;
}

export function speedPage(report: VitalsReport, frame: Frame): Html {
  const chart = (metric: "LCP" | "INP" | "CLS") =>
    html`<section class="panel">${p75Chart({
      id: metric.toLowerCase(),
      title: `${metric} p75 per day`,
      points: report.daily.map((day) => ({ day: day.day, value: day[metric] })),
      thresholds: thresholds[metric],
      format: (value) => formatMetric(metric, metric === "CLS" ? Math.round(value * 100) / 100 : Math.round(value)),
      band: (value) => bandOf(metric, value),
    })}</section>`;

  const body = html`
    <div class="page-head">
      <div>
        <p class="eyebrow">Speed</p>
        <h1>Last ${report.days} days</h1>
        <p class="lead">${shortDay(report.from)} – ${shortDay(report.to)}, ${report.to.slice(0, 4)} (UTC days), as real visitors' browsers measured it</p>
      </div>
    </div>
    <div class="grid-3">${chart("LCP")}${chart("INP")}${chart("CLS")}</div>
    <div class="stack-all">
      <section class="panel" aria-label="Pages">
        <h2>Pages, the slowest first</h2>
        <p class="hint">The 75th percentile of each metric per page and device class: three visits in four were at least this fast. Its colour is its band; the bar under it, the share of visits in each band.</p>
        <p class="legend"><span class="good">good</span><span class="needs-improvement">needs improvement</span><span class="poor">poor</span> (shares of visits, in this order)</p>
        ${
          report.groups.length === 0
            ? html`<p class="empty">No speed reports in this period.</p>`
            : html`<div class="table-wrap" tabindex="0" role="group" aria-label="Pages, scrollable"><table class="stack speed">
                <thead><tr><th scope="col">Page</th>${metricNames.map((metric) => html`<th scope="col" class="num" title="${metricTitles[metric]}">${metric}</th>`)}</tr></thead>
                <tbody>${report.groups.map(
                  (group) => html`<tr data-page="${group.path}" data-device="${group.device}">
                    <td class="name">${group.path}<span class="sub">${group.device}</span></td>
                    ${metricNames.map((metric) => html`<td class="num" data-label="${metric}" data-metric="${metric}">${metricCell(group.metrics[metric])}</td>`)}
                  </tr>`,
                )}</tbody>
              </table></div>`
        }
      </section>
      ${elementsTable(
        "Largest contentful paint elements",
        "The element each page's largest paint was, most frequent first (tag, id and classes; never its text).",
        report.lcpElements,
        "LCP",
        false,
      )}
      ${elementsTable(
        "Slowest interactions",
        "The element of each page's slowest interaction and how it was made (pointer or keyboard), slowest first.",
        report.inpTargets,
        "INP",
        true,
      )}
    </div>
    <p class="note">Measured in the visitors' own browsers with the web-vitals library, sent to this site only when a page is
      hidden, and kept as daily histograms per page, device class and metric: no value of a single visit, no identifier.
      Browsers that ask not to be tracked and bots are not counted. Bands are Google's: LCP good up to 2.5 s, poor over
      4 s; INP 200 and 500 ms; CLS 0.1 and 0.25; FCP 1.8 and 3 s; TTFB 0.8 and 1.8 s.
      The same report: <code>npm run stats -- --vitals</code>.</p>`;
  return layout({ title: "Speed", section: "speed", frame, body });
}
