/**
 * Lighthouse (mobile, default simulated throttling) over every pre-rendered route of the
 * production build, served by the real server. Prints a table, writes reports/lighthouse.json,
 * and exits non-zero when a budget is missed (issue "Production quality gates").
 *
 *   npm run bench                 # every route, median of 3 runs
 *   RUNS=1 npm run bench -- /about /careers
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prerenderPaths } from "../src/lib/paths.ts";

const port = Number(process.env.BENCH_PORT ?? 4321);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : prerenderPaths();

export const budgets = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  homeJsKb: 80,
  routeJsKb: 100,
};

type Row = {
  path: string;
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  thirdPartyRequests: string[];
};

const server = spawn(process.execPath, ["server/index.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "inherit", "inherit"],
});
await waitForServer();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});

const rows: Row[] = [];
try {
  for (const path of routes) {
    const samples: Row[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await audit(path));
    rows.push(median(samples));
    printRow(rows.at(-1) as Row);
  }
} finally {
  await chrome.kill();
  server.kill();
}

mkdirSync("reports", { recursive: true });
writeFileSync("reports/lighthouse.json", `${JSON.stringify({ runs, budgets, rows }, null, 2)}\n`);

const failures = rows.flatMap(checkBudgets);
console.log(`\n${rows.length} routes, median of ${runs} run(s). Report: reports/lighthouse.json`);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) missed:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("All budgets met.");

async function audit(path: string): Promise<Row> {
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const jsBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
    thirdPartyRequests: requests
      .map((item) => item.url)
      .filter((url) => !url.startsWith(origin) && !url.startsWith("data:")),
  };
}

/** The run with the median performance score stands for the route (Lighthouse's own advice). */
function median(samples: Row[]): Row {
  const sorted = [...samples].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Row;
}

function checkBudgets(row: Row): string[] {
  const misses: string[] = [];
  for (const category of ["performance", "accessibility", "best-practices", "seo"] as const) {
    if (row[category] < budgets[category])
      misses.push(`${row.path}: ${category} ${row[category]} < ${budgets[category]}`);
  }
  if (row.lcpMs > budgets.lcpMs) misses.push(`${row.path}: LCP ${row.lcpMs} ms > ${budgets.lcpMs} ms`);
  if (row.tbtMs > budgets.tbtMs) misses.push(`${row.path}: TBT ${row.tbtMs} ms > ${budgets.tbtMs} ms`);
  if (row.cls > budgets.cls) misses.push(`${row.path}: CLS ${row.cls} > ${budgets.cls}`);
  const jsBudget = row.path === "/" ? budgets.homeJsKb : budgets.routeJsKb;
  if (row.jsKb > jsBudget) misses.push(`${row.path}: first-load JS ${row.jsKb} KB > ${jsBudget} KB`);
  if (row.thirdPartyRequests.length > 0)
    misses.push(`${row.path}: requests to other origins: ${row.thirdPartyRequests.join(", ")}`);
  return misses;
}

function printRow(row: Row) {
  if (rows.length === 1) {
    console.log("| route | perf | a11y | best | seo | LCP ms | TBT ms | CLS | JS KB |");
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  }
  console.log(
    `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} |`,
  );
}

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${origin}/robots.txt`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not start");
}
