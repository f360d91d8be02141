import { createHash } from "node:crypto";

/**
 * The admin's own stylesheet, inlined in each page and allowed by its hash in the admin's CSP
 * (no 'unsafe-inline'). The page also links the site's built stylesheet when there is one, for
 * the brand's typeface and reset; every colour here names the site's design token
 * (src/app.css) with the token's value as the fallback, so the admin keeps the site's look.
 */
export const adminCss = `
:root {
  --navy-950: var(--color-navy-950, #07111f);
  --navy-900: var(--color-navy-900, #0b1a30);
  --navy-800: var(--color-navy-800, #122846);
  --navy-100: var(--color-navy-100, #e3eaf4);
  --navy-50: var(--color-navy-50, #f3f6fb);
  --accent-700: var(--color-accent-700, #0a4fa0);
  --accent-600: var(--color-accent-600, #0b5fc0);
  --accent-500: var(--color-accent-500, #1a78e6);
  --accent-300: var(--color-accent-300, #7ab8ff);
  --accent-100: var(--color-accent-100, #dcecff);
  --accent-50: var(--color-accent-50, #eef6ff);
  --warm-700: var(--color-warm-700, #a14b00);
  --warm-400: var(--color-warm-400, #ffb547);
  --warm-100: var(--color-warm-100, #fff1dc);
  --ink-900: var(--color-ink-900, #0f172a);
  --ink-700: var(--color-ink-700, #334155);
  --ink-600: var(--color-ink-600, #475569);
  --ink-500: var(--color-ink-500, #5b6678);
  --line: var(--color-line, #dfe5ee);
  --danger-700: var(--color-danger-700, #b42318);
  --danger-50: var(--color-danger-50, #fef3f2);
  --success-700: var(--color-success-700, #05733f);
  --success-50: var(--color-success-50, #ecfdf3);
}
/* The site fades between its pages; the admin's pages and its CSV download simply change. */
@view-transition { navigation: none; }
*, ::before, ::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--navy-50);
  color: var(--ink-900);
  font-family: var(--font-sans, ui-sans-serif, system-ui, sans-serif);
  font-size: 15px;
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
}
h1, h2, h3, p, figure, dl, dd, ul { margin: 0; }
ul { padding: 0; list-style: none; }
a { color: var(--accent-700); text-underline-offset: 3px; }
a:hover { color: var(--accent-600); }
:focus-visible { outline: 3px solid var(--accent-500); outline-offset: 2px; }
.bar-top { background: var(--navy-900); color: #fff; }
.bar-top .inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 24px; min-height: 64px; padding-top: 10px; padding-bottom: 10px; }
.brand { display: flex; align-items: center; gap: 10px; font-weight: 700; letter-spacing: -0.01em; }
.brand .mark { display: grid; place-items: center; width: 32px; height: 32px; border-radius: 8px; background: var(--accent-600); font-size: 14px; }
.brand small { font-weight: 500; color: var(--accent-300); font-size: 13px; letter-spacing: 0.04em; text-transform: uppercase; }
.tabs { display: flex; flex-wrap: wrap; gap: 4px; }
.tabs a { color: var(--navy-100); text-decoration: none; font-weight: 600; font-size: 14px; padding: 8px 14px; border-radius: 8px; }
.tabs a:hover { background: rgb(255 255 255 / 0.08); color: #fff; }
.tabs a[aria-current="page"] { background: #fff; color: var(--navy-900); }
.inner { max-width: 1160px; margin: 0 auto; padding: 0 20px; }
main.inner { padding-top: 32px; padding-bottom: 64px; }
.page-head { display: flex; flex-wrap: wrap; align-items: end; justify-content: space-between; gap: 16px; margin-bottom: 24px; }
.eyebrow { color: var(--accent-700); font-size: 13px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; }
h1 { font-size: 28px; font-weight: 700; line-height: 1.2; letter-spacing: -0.02em; color: var(--navy-900); margin-top: 4px; }
.lead { color: var(--ink-600); margin-top: 6px; }
.range { display: inline-flex; background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 3px; }
.range a { padding: 6px 14px; border-radius: 7px; font-size: 14px; font-weight: 600; color: var(--ink-700); text-decoration: none; }
.range a[aria-current="page"] { background: var(--navy-900); color: #fff; }
.button { display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 0 16px; border-radius: 8px; background: var(--accent-600); color: #fff; font-weight: 600; font-size: 14px; text-decoration: none; }
.button:hover { background: var(--accent-700); color: #fff; }
button.button { border: 0; cursor: pointer; font-family: inherit; }
.signed-in { display: flex; align-items: center; gap: 8px; margin: 0; }
.link-button { background: none; border: 0; padding: 6px 8px; color: var(--navy-100); font: inherit; font-size: 14px; font-weight: 600; cursor: pointer; text-decoration: underline; text-underline-offset: 3px; }
.link-button:hover { color: #fff; }
.panel .link-button, td .link-button { color: var(--accent-700); padding: 0; }
.form { display: grid; gap: 12px; max-width: 480px; margin-top: 14px; }
.form label { display: grid; gap: 4px; font-weight: 600; color: var(--navy-900); font-size: 14px; }
.form input, .form select { min-height: 40px; padding: 0 10px; border: 1px solid var(--ink-500); border-radius: 8px; font: inherit; background: #fff; color: var(--ink-900); }
.message { margin-top: 14px; color: var(--danger-700); font-weight: 600; }
.message:empty { display: none; }
.once { margin-top: 14px; padding: 12px; background: var(--warm-100); border-radius: 8px; overflow-wrap: anywhere; }
.cards { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; margin-bottom: 16px; }
.card, .panel { background: #fff; border: 1px solid var(--line); border-radius: 14px; box-shadow: 0 1px 2px rgb(11 26 48 / 0.04); }
.card { padding: 16px 18px; }
.card dt { color: var(--ink-600); font-size: 13px; font-weight: 600; }
.card dd { font-size: 26px; font-weight: 700; letter-spacing: -0.02em; color: var(--navy-900); margin-top: 2px; font-variant-numeric: tabular-nums; }
.card.highlight { background: var(--navy-900); border-color: var(--navy-900); }
.card.highlight dt { color: var(--accent-300); }
.card.highlight dd { color: #fff; }
.grid-2 { display: grid; gap: 16px; }
.panel { padding: 20px; min-width: 0; }
.panel h2, .chart figcaption { font-size: 16px; font-weight: 700; color: var(--navy-900); }
.panel .hint { color: var(--ink-500); font-size: 13px; margin-top: 2px; }
.chart figcaption { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; margin-bottom: 12px; }
.chart figcaption strong { font-size: 22px; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; }
.plot { display: grid; grid-template-columns: auto minmax(0, 1fr); column-gap: 10px; }
.plot svg { display: block; width: 100%; height: 176px; overflow: visible; }
.y-axis { display: flex; flex-direction: column; justify-content: space-between; height: 176px; }
.y-axis span, .x-axis span { color: var(--ink-500); font-size: 12px; font-variant-numeric: tabular-nums; }
.y-axis span { display: flex; align-items: center; justify-content: end; height: 0; }
.x-axis { grid-column: 2; display: flex; margin-top: 8px; }
.x-axis span { flex: 1 1 0; min-width: 0; display: flex; justify-content: center; white-space: nowrap; }
.grid { stroke: var(--line); stroke-width: 1; }
.grid.base { stroke: var(--ink-500); }
.bar.accent { fill: var(--accent-500); }
.bar.warm { fill: var(--warm-400); }
.bar:hover { fill: var(--navy-800); }
.bar.good { fill: var(--success-700); }
.bar.needs-improvement { fill: var(--warm-400); }
.bar.poor { fill: var(--danger-700); }
.threshold { stroke-width: 1; stroke-dasharray: 4 3; }
.threshold.good { stroke: var(--success-700); }
.threshold.poor { stroke: var(--danger-700); }
.p75 { display: inline-block; min-width: 72px; padding: 1px 8px; border-radius: 999px; font-weight: 700; text-align: center; }
.p75.good { background: var(--success-50); color: var(--success-700); }
.p75.needs-improvement { background: var(--warm-100); color: var(--warm-700); }
.p75.poor { background: var(--danger-50); color: var(--danger-700); }
.shares { display: block; width: 100%; min-width: 72px; height: 6px; margin-top: 5px; border-radius: 3px; overflow: hidden; }
.shares .good { fill: var(--success-700); }
.shares .needs-improvement { fill: var(--warm-400); }
.shares .poor { fill: var(--danger-700); }
table.speed td.name { min-width: 150px; overflow-wrap: normal; word-break: normal; }
td .n { display: block; color: var(--ink-500); font-size: 11px; font-weight: 400; }
.legend { display: flex; flex-wrap: wrap; gap: 6px 16px; color: var(--ink-600); font-size: 13px; margin-top: 8px; }
.legend span::before { content: ""; display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 6px; vertical-align: -1px; }
.legend .good::before { background: var(--success-700); }
.legend .needs-improvement::before { background: var(--warm-400); }
.legend .poor::before { background: var(--danger-700); }
.grid-3 { display: grid; gap: 16px; margin-bottom: 16px; }
.stack-all { display: grid; gap: 16px; }
.table-wrap { overflow-x: auto; margin-top: 14px; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th { text-align: left; color: var(--ink-600); font-size: 12px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; padding: 0 10px 8px 0; border-bottom: 1px solid var(--line); }
td { padding: 9px 10px 9px 0; border-bottom: 1px solid var(--navy-50); vertical-align: top; }
tr:last-child td { border-bottom: 0; }
th.num, td.num { text-align: right; padding-right: 0; padding-left: 12px; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.name { overflow-wrap: anywhere; color: var(--navy-900); font-weight: 500; }
td .sub { display: block; color: var(--ink-500); font-size: 12px; font-weight: 400; }
.empty { color: var(--ink-500); font-size: 14px; margin-top: 14px; }
.rate { display: inline-block; min-width: 56px; padding: 1px 8px; border-radius: 999px; background: var(--accent-50); color: var(--accent-700); font-weight: 600; text-align: center; }
.rate.none { background: transparent; color: var(--ink-500); }
.unclicked { margin-top: 14px; font-size: 14px; color: var(--ink-600); }
.unclicked summary { cursor: pointer; font-weight: 600; color: var(--accent-700); }
.unclicked ul { margin-top: 10px; display: grid; gap: 8px; }
.unclicked li { color: var(--ink-900); }
.note { color: var(--ink-500); font-size: 13px; margin-top: 24px; max-width: 760px; }
/* Commands in the brand face, not the machine's monospace: the page looks the same everywhere. */
.note code { font-family: inherit; font-weight: 600; color: var(--navy-900); background: var(--navy-50); border-radius: 4px; padding: 1px 5px; }
.leads { display: grid; gap: 12px; }
.lead-card { padding: 18px 20px; }
.lead-card header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 6px 16px; }
.lead-card h2 { font-size: 17px; overflow-wrap: anywhere; }
.lead-card h2 a { color: inherit; font-weight: 500; font-size: 15px; }
.lead-card time { color: var(--ink-500); font-size: 13px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.badge { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 700; background: var(--navy-50); color: var(--navy-800); border: 1px solid var(--navy-100); }
.badge.contact { background: var(--accent-50); color: var(--accent-700); border-color: var(--accent-100); }
.badge.strategy { background: var(--warm-100); color: var(--warm-700); border-color: var(--warm-100); }
.fields { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 16px; margin-top: 12px; font-size: 14px; }
.fields dt { color: var(--ink-500); }
.fields dd { overflow-wrap: anywhere; white-space: pre-wrap; color: var(--ink-900); }
.found { margin-top: 14px; padding: 10px 14px; border-radius: 10px; background: var(--navy-50); font-size: 14px; display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 20px; }
.found strong { color: var(--navy-900); }
.found dl, .found p { display: flex; flex-wrap: wrap; gap: 4px 20px; min-width: 0; color: var(--ink-500); }
.found dl div { display: flex; gap: 6px; min-width: 0; }
.found dt { color: var(--ink-500); white-space: nowrap; }
.found dd { color: var(--ink-900); overflow-wrap: anywhere; }
.deliveries { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 12px; }
.resend { display: inline-flex; }
.delivery { font-size: 12px; font-weight: 600; padding: 3px 10px; border-radius: 8px; overflow-wrap: anywhere; }
.delivery.delivered { background: var(--success-50); color: var(--success-700); }
.delivery.pending { background: var(--warm-100); color: var(--warm-700); }
.delivery.failed { background: var(--danger-50); color: var(--danger-700); }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
@media (max-width: 719px) {
  table.stack thead { display: none; }
  table.stack tr { display: flex; flex-wrap: wrap; gap: 6px 20px; padding: 10px 0; border-bottom: 1px solid var(--navy-50); }
  table.stack tr:last-child { border-bottom: 0; }
  table.stack td { padding: 0; border: 0; }
  table.stack td.name { flex: 1 0 100%; }
  table.stack td.num { text-align: left; padding: 0; }
  table.stack td.num::before { content: attr(data-label); display: block; color: var(--ink-500); font-size: 11px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
  .table-wrap { margin-top: 6px; }
}
@media (min-width: 1040px) {
  .grid-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
@media (min-width: 720px) {
  .cards { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .grid-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  h1 { font-size: 32px; }
}
@media (min-width: 1040px) {
  .cards { grid-template-columns: repeat(6, minmax(0, 1fr)); }
}
`;

/** The CSP source that allows exactly this stylesheet. */
export const adminCssHash = `'sha256-${createHash("sha256").update(adminCss).digest("base64")}'`;
