/**
 * The site's own audience report (docs/authors.md "Measuring the site"), from the daily aggregates the
 * server keeps beside the leads:
 *
 *   npm run stats                          # the last 30 days, as tables
 *   npm run stats -- --days 7
 *   npm run stats -- --days 90 --format csv > stats.csv
 *   npm run stats -- --format json
 *   npm run stats -- --vitals              # field speed: p75 per page, device and metric, last 28 days
 *   npm run stats -- --vitals --format json   # [{ path, device, metric, p75, n, good, needsImprovement, poor }]
 *
 * DATABASE_PATH picks the file, as for the server and `npm run leads`. Sources and campaigns come
 * from URLs anyone can write, so they are printed as text: control characters escaped, and CSV
 * cells a spreadsheet would run as a formula prefixed with an apostrophe.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { inquiryConfig } from "../inquiries/config.ts";
import { csvCell, printable } from "../inquiries/export.ts";
import { buildReport, formatRate, type Rate, type StatsReport, sourceLabel } from "../measure/report.ts";
import { openStats } from "../measure/store.ts";
import {
  buildVitalsReport,
  formatMetric,
  VITALS_DAYS,
  type VitalsReport,
  type VitalsRow,
} from "../measure/vitals-report.ts";

const usage = "Usage: npm run stats -- [--vitals] [--days N] [--format table|csv|json]";

type Column = { heading: string; align?: "right" };
type Table = { title: string; columns: Column[]; rows: (string | number)[][]; empty: string };

const counts = (heading: string): Column => ({ heading, align: "right" });

/** A table of where visits came from and how many of them converted, one row per `label`. */
function converting<Row extends { visits: number; conversions: number; conversionRate: Rate }>(
  title: string,
  heading: string,
  rows: readonly Row[],
  label: (row: Row) => string,
  { empty = "No visits yet." } = {},
): Table {
  return {
    title,
    columns: [{ heading }, counts("visits"), counts("conversions"), counts("conversion rate")],
    rows: rows.map((row) => [label(row), row.visits, row.conversions, formatRate(row.conversionRate)]),
    empty,
  };
}

/** The report as named tables: what both the text and the CSV output are made of. */
export function reportTables(report: StatsReport): Table[] {
  return [
    {
      title: "Visits, page views and conversions per day",
      columns: [{ heading: "day" }, counts("visits"), counts("page views"), counts("conversions")],
      rows: report.daily.map((row) => [row.day, row.visits, row.pageViews, row.conversions]),
      empty: "",
    },
    {
      title: "Top pages",
      columns: [{ heading: "page" }, counts("views")],
      rows: report.topPages.map((row) => [row.path, row.views]),
      empty: "No page views yet.",
    },
    converting("Top landing pages (where visits start)", "landing page", report.landingPages, (row) => row.path),
    converting("Sources (utm source / medium, else the referring site)", "source", report.sources, sourceLabel),
    converting("Campaigns (utm campaign)", "campaign", report.campaigns, (row) => row.campaign, {
      empty: "No visit arrived with a utm campaign.",
    }),
    converting("Languages (of the landing page)", "language", report.languages, (row) => row.name, { empty: "" }),
    {
      title: "Conversions per form, and calls booked",
      columns: [{ heading: "form or booking" }, counts("conversions")],
      rows: report.forms.map((row) => [row.label, row.conversions]),
      empty: "",
    },
    {
      title: "Calls to action",
      columns: [{ heading: "call to action" }, { heading: "where" }, counts("clicks"), counts("booked")],
      rows: report.ctas.map((row) => [row.cta, row.label, row.clicks, row.bookings]),
      empty: "",
    },
  ];
}

export function summary(report: StatsReport): string {
  const { totals } = report;
  return [
    `Visits ${totals.visits}`,
    `page views ${totals.pageViews}`,
    `conversions ${totals.conversions} (${formatRate(totals.conversionRate)} of visits)`,
    `call-to-action clicks ${totals.ctaClicks}`,
    `strategy popup shown ${totals.popupsShown}`,
  ].join(" · ");
}

export function toText(report: StatsReport): string {
  const lines = [
    `Audience, last ${report.days} day${report.days === 1 ? "" : "s"}: ${report.from} to ${report.to} (UTC days)`,
    summary(report),
  ];
  for (const table of reportTables(report)) {
    lines.push("", table.title);
    if (table.rows.length === 0) {
      lines.push(`  ${table.empty}`);
      continue;
    }
    const cells = [table.columns.map((column) => column.heading), ...table.rows.map((row) => row.map(String))];
    const widths = table.columns.map((_, index) => Math.max(...cells.map((row) => (row[index] ?? "").length)));
    for (const row of cells) {
      const padded = row.map((cell, index) =>
        table.columns[index]?.align === "right" ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0),
      );
      lines.push(`  ${padded.join("  ").trimEnd()}`);
    }
  }
  return `${printable(lines.join("\n"))}\n`;
}

/** One row per table row: `section`, then that table's own columns, in a spreadsheet-friendly long form. */
export function toCsvReport(report: StatsReport): string {
  const lines = ["section,item,detail,visits,page_views,conversions,conversion_rate,clicks"];
  const row = (cells: (string | number | null)[]) => cells.map((cell) => csvCell(cell === null ? "" : String(cell)));
  const ratio = (value: number | null) => (value === null ? "" : value.toFixed(4));
  for (const day of report.daily)
    lines.push(row(["daily", day.day, "", day.visits, day.pageViews, day.conversions, "", ""]).join(","));
  for (const page of report.topPages) lines.push(row(["page", page.path, "", "", page.views, "", "", ""]).join(","));
  // Where visits came from and how many converted: the section, what and (for some) a detail.
  const converting = <Row extends { visits: number; conversions: number; conversionRate: Rate }>(
    section: string,
    rows: readonly Row[],
    item: (row: Row) => string,
    detail: (row: Row) => string = () => "",
  ) => {
    for (const entry of rows)
      lines.push(
        row([
          section,
          item(entry),
          detail(entry),
          entry.visits,
          "",
          entry.conversions,
          ratio(entry.conversionRate),
          "",
        ]).join(","),
      );
  };
  converting("landing", report.landingPages, (landing) => landing.path);
  converting(
    "source",
    report.sources,
    (source) => source.source,
    (source) => source.medium,
  );
  converting("campaign", report.campaigns, (campaign) => campaign.campaign);
  converting(
    "language",
    report.languages,
    (language) => language.language ?? "",
    (language) => language.name,
  );
  for (const form of report.forms)
    lines.push(row(["form", form.form, form.label, "", "", form.conversions, "", ""]).join(","));
  // A call to action's conversions are the calls booked after it.
  for (const cta of report.ctas)
    lines.push(row(["cta", cta.cta, cta.label, "", "", cta.bookings, "", cta.clicks]).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const vitalsFields = ["path", "device", "metric", "p75", "n", "good", "needsImprovement", "poor"] as const;

/** `--vitals --format json`: an array of exactly the documented fields (docs/authors.md "Measuring the site"). */
export function vitalsJson(report: VitalsReport): VitalsRow[] {
  return report.rows.map((row) => Object.fromEntries(vitalsFields.map((field) => [field, row[field]])) as VitalsRow);
}

export function vitalsText(report: VitalsReport): string {
  const lines = [
    `Field speed, last ${report.days} day${report.days === 1 ? "" : "s"}: ${report.from} to ${report.to} (UTC days)`,
    "75th percentile per page, device and metric, the worst pages first; good / needs improvement / poor as shares of the visits.",
    "",
  ];
  if (report.rows.length === 0) lines.push("  No speed reports yet.");
  const cells = [
    ["page", "device", "metric", "p75", "n", "good", "needs impr.", "poor"],
    ...report.rows.map((row) => [
      row.path,
      row.device,
      row.metric,
      formatMetric(row.metric, row.p75),
      String(row.n),
      percent(row.good),
      percent(row.needsImprovement),
      percent(row.poor),
    ]),
  ];
  const widths = cells[0]?.map((_, index) => Math.max(...cells.map((row) => (row[index] ?? "").length))) ?? [];
  if (report.rows.length > 0) {
    for (const row of cells) {
      const padded = row.map((cell, index) =>
        index >= 3 ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0),
      );
      lines.push(`  ${padded.join("  ").trimEnd()}`);
    }
  }
  const elementLines = (title: string, rows: VitalsReport["lcpElements"], metric: "LCP" | "INP") => {
    lines.push("", title);
    if (rows.length === 0) lines.push("  None reported.");
    for (const row of rows) {
      const type = row.interactionType ? ` (${row.interactionType})` : "";
      lines.push(`  ${row.path}  ${row.target}${type}  n ${row.n}  p75 ${formatMetric(metric, row.p75)}`);
    }
  };
  elementLines("Largest contentful paint elements (most frequent first)", report.lcpElements, "LCP");
  elementLines("Interaction targets (slowest first)", report.inpTargets, "INP");
  return `${printable(lines.join("\n"))}\n`;
}

export function vitalsCsv(report: VitalsReport): string {
  const lines = [vitalsFields.join(",")];
  for (const row of vitalsJson(report)) lines.push(vitalsFields.map((field) => csvCell(String(row[field]))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export async function main(argv: string[]): Promise<number> {
  let values: { days?: string; format?: string; help?: boolean; vitals?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        days: { type: "string" },
        format: { type: "string" },
        help: { type: "boolean" },
        vitals: { type: "boolean" },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const days = Number(values.days ?? (values.vitals ? VITALS_DAYS : 30));
  if (!Number.isInteger(days) || days < 1 || days > 3660) {
    console.error("--days must be a whole number of days, from 1 to 3660.");
    return 1;
  }
  const format = values.format ?? "table";
  if (!["table", "csv", "json"].includes(format)) {
    console.error("--format must be table, csv or json.");
    return 1;
  }
  const { databasePath } = inquiryConfig({ DATABASE_PATH: process.env.DATABASE_PATH });
  if (!existsSync(databasePath)) {
    console.error(`No statistics yet: ${databasePath} does not exist (the server creates it on first start).`);
    return 1;
  }
  const stats = openStats(databasePath);
  try {
    if (values.vitals) {
      const report = await buildVitalsReport(stats, { days, today: new Date() });
      const out = { json: () => `${JSON.stringify(vitalsJson(report), null, 2)}\n`, csv: () => vitalsCsv(report) };
      process.stdout.write(format === "json" ? out.json() : format === "csv" ? out.csv() : vitalsText(report));
      return 0;
    }
    const report = await buildReport(stats, { days, today: new Date() });
    if (format === "json") process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else process.stdout.write(format === "csv" ? toCsvReport(report) : toText(report));
    return 0;
  } finally {
    stats.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
