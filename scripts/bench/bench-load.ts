/**
 * Sustained local load on the production server (issue "Production quality gates", serving):
 * starts `node server/index.ts` on 127.0.0.1, runs autocannon for a fixed time against a page,
 * a hashed JS asset, an unknown path, the inquiry endpoint (valid inquiries, on a throwaway
 * database), the measurement endpoint (page views, call-to-action clicks and forms sent, as
 * a browser's beacon sends them) and the speed endpoint (web-vitals reports, as the collector
 * sends them), prints a table, writes reports/load.json, stops the server, and exits non-zero on
 * any connection error, timeout, unexpected status, an acknowledged inquiry missing from the
 * database, daily aggregates that do not add up to the events accepted, or speed histograms that
 * do not add up to the values accepted.
 * The Salesforce channel is on, pointing at a Salesforce-shaped server in this process
 * (server/test/salesforce-receiver.ts): once the load ends, the run waits for the outbox to
 * deliver every stored inquiry and fails unless each is exactly one Lead there.
 * Loopback only, bounded in time: about 6 × LOAD_SECONDS, plus the Salesforce drain.
 *
 *   npm run build && npm run bench:load
 *   LOAD_SECONDS=5 LOAD_CONNECTIONS=20 npm run bench:load
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { openStore } from "../../server/inquiries/store.ts";
import { openStats } from "../../server/measure/store.ts";
import { startSalesforce } from "../../server/test/salesforce-receiver.ts";

const port = Number(process.env.LOAD_PORT ?? 4204);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);

type Target = {
  name: string;
  path: string;
  expected: number;
  method?: "POST";
  body?: string;
  /** Bodies sent in turn by each connection instead of `body`. */
  bodies?: string[];
  headers?: Record<string, string>;
};
type Row = Target & {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  unexpectedStatus: number;
  statusCodes: Record<string, number>;
};

if (!existsSync("build/client/404.html")) {
  console.error("bench-load: no production build in build/: run `npm run build` first.");
  process.exit(1);
}

// React's client runtime is what every island loads; any content-hashed .js will do if it is renamed.
const assets = readdirSync("build/client/_astro").filter((name) => name.endsWith(".js"));
const asset = assets.find((name) => name.startsWith("client.")) ?? assets[0];
if (!asset) throw new Error("bench-load: no .js file in build/client/_astro");

// What the measurement's beacon sends on a campaign visit (src/lib/measure/beacon.ts), from a
// browser: a user agent that is not a bot's, or the server would answer 204 and count nothing.
const visit = {
  landingPath: "/expertise/services/devops",
  utmSource: "bench",
  utmMedium: "load",
  utmCampaign: "bench-load",
};
const events = [
  { name: "page_view", path: "/expertise/services/devops", first: true, ...visit },
  { name: "cta_click", path: "/expertise/services/devops", cta: "talk-to-an-expert", ...visit },
  { name: "form_submit", path: "/contact", form: "contact", ...visit },
];

// What the speed collector sends when a page is hidden (src/lib/measure/vitals.ts): every report
// carries all five metrics and the two elements, so the histograms must hold five values and
// the element counts two per report accepted.
const METRICS_PER_REPORT = 5;
const vitalsReports = [
  { path: "/about", device: "desktop", lcp: 1200, inp: 96, cls: 0, fcp: 800, ttfb: 60 },
  { path: "/", device: "phone", lcp: 3100, inp: 560, cls: 0.12, fcp: 1900, ttfb: 420 },
  { path: "/contact", device: "tablet", lcp: 2400, inp: 210, cls: 0.31, fcp: 1500, ttfb: 900 },
].map(({ path, device, lcp, inp, cls, fcp, ttfb }) => ({
  path,
  device,
  metrics: [
    { name: "LCP", value: lcp, target: "main>section.hero>h1" },
    { name: "INP", value: inp, target: "button#menu-toggle", interactionType: "pointer" },
    { name: "CLS", value: cls },
    { name: "FCP", value: fcp },
    { name: "TTFB", value: ttfb },
  ],
}));
const browserHeaders = {
  "content-type": "text/plain;charset=UTF-8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};

const targets: Target[] = [
  { name: "page", path: "/about", expected: 200 },
  { name: "hashed JS asset", path: `/_astro/${asset}`, expected: 200 },
  { name: "unknown path (404 page)", path: "/this-page-does-not-exist", expected: 404 },
  {
    name: "inquiry (stored)",
    path: "/api/inquiries",
    expected: 201,
    method: "POST",
    body: JSON.stringify({
      form: "contact",
      values: {
        name: "Load Test",
        email: "load@example.net",
        company: "Bench",
        role: "",
        subject: "Throughput",
        message: "One of many identical inquiries sent by npm run bench:load.",
      },
      reference_code: "",
      fillMs: 10_000,
    }),
  },
  {
    name: "event (counted)",
    path: "/api/events",
    expected: 204,
    method: "POST",
    bodies: events.map((event) => JSON.stringify(event)),
    headers: browserHeaders,
  },
  {
    name: "speed report (histograms)",
    path: "/api/vitals",
    expected: 204,
    method: "POST",
    bodies: vitalsReports.map((report) => JSON.stringify(report)),
    headers: browserHeaders,
  },
];
const databasePath = join(mkdtempSync(join(tmpdir(), "summit-bench-load-")), "inquiries.db");
// Printed so a backup can be taken while the inquiries load (docs/operators.md "Leads"):
//   DATABASE_PATH=<this path> npm run leads -- backup /tmp/mid-load.db
console.log(`Database: ${databasePath}`);

if (await responds()) {
  console.error(`bench-load: something already listens on ${origin}; stop it first.`);
  process.exit(1);
}
const org = await startSalesforce();
const server = spawn(process.execPath, ["server/index.ts"], {
  // One client sends everything here: the per-client limit would answer 429 after five.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: databasePath,
    INQUIRY_RATE_LIMIT: "100000000/60",
    EVENT_RATE_LIMIT: "100000000/60",
    INQUIRY_WEBHOOK_URL: "",
    SALESFORCE_URL: org.url,
    SALESFORCE_CLIENT_ID: org.clientId,
    SALESFORCE_CLIENT_SECRET: org.clientSecret,
    SALESFORCE_RETRY_MS: "100",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const rows: Row[] = [];
let drainMs = 0;
let drained = false;
// Other work on the machine skews the numbers: the report keeps the load average around the run.
const loadBefore = loadavg()[0] ?? 0;
try {
  await waitForServer(server);
  for (const target of targets) rows.push(await load(target));
  // The outbox sends to Salesforce one lead at a time: wait (bounded) until nothing is owed.
  const started = Date.now();
  const reader = openStore(databasePath);
  try {
    for (;;) {
      const owed = reader.outboxStats().channels.salesforce?.pending ?? 0;
      if (owed === 0 || Date.now() - started > 300_000) {
        drained = owed === 0;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    reader.close();
  }
  drainMs = Date.now() - started;
} finally {
  await stop(server);
  await org.close();
}

// Every 201 is a promise that the inquiry is stored: count the rows once the server has stopped.
const acknowledged = rows.find((row) => row.path === "/api/inquiries")?.statusCodes["201"] ?? 0;
const store = openStore(databasePath);
const storedIds = store.listLeads().map((lead) => lead.id);
const storedRows = storedIds.length;
store.close();
// Each stored inquiry is exactly one Lead in the org, and the org holds nothing else.
const leadCounts = storedIds.map((id) => org.leadsWith(id).length);
const salesforce = {
  leads: org.leads.length,
  missing: leadCounts.filter((count) => count === 0).length,
  duplicated: leadCounts.filter((count) => count > 1).length,
  drainSeconds: round(drainMs / 1000),
  drained,
  tokens: org.state.tokensIssued,
};

// Every 204 of the event endpoint added 1 to the day's aggregates (a run may cross midnight UTC:
// all days count). Each kind of event lands in its own counter, and together they are all events.
const acceptedEvents = rows.find((row) => row.path === "/api/events")?.statusCodes["204"] ?? 0;
const stats = openStats(databasePath);
const counted = stats.totals("2000-01-01", "9999-12-31");
// Every 204 of the speed endpoint added its five values to the histograms, the bands and (LCP,
// INP) the elements: all three must hold the same number of values, five per accepted report.
const sumOf = (sql: string) => Number(stats.database.prepare(sql).get()?.total ?? 0);
const acceptedReports = rows.find((row) => row.path === "/api/vitals")?.statusCodes["204"] ?? 0;
const vitals = {
  accepted: acceptedReports,
  acceptedValues: acceptedReports * METRICS_PER_REPORT,
  inHistograms: sumOf("SELECT SUM(count) AS total FROM vitals_buckets"),
  inBands: sumOf("SELECT SUM(good + needs_improvement + poor) AS total FROM vitals_days"),
  elements: sumOf("SELECT SUM(count) AS total FROM vitals_targets"),
};
stats.close();
const vitalsLost = Math.max(0, vitals.acceptedValues - vitals.inHistograms);
const vitalsAfterDeadline = (vitals.inHistograms - vitals.acceptedValues) / METRICS_PER_REPORT;
const vitalsAddUp =
  vitals.inHistograms === vitals.inBands &&
  vitals.inHistograms % METRICS_PER_REPORT === 0 &&
  vitals.elements === (vitals.inHistograms / METRICS_PER_REPORT) * 2;
const eventsLost = Math.max(0, acceptedEvents - counted.events);
const eventsAfterDeadline = counted.events - acceptedEvents;
const eventsAddUp =
  counted.pageViews + counted.ctaClicks + counted.conversions === counted.events &&
  counted.visits === counted.pageViews;
// autocannon stops counting at the deadline: up to one request per connection was stored but its
// 201 arrived after that, so the database may hold up to `connections` more rows than were counted.
const lostRows = Math.max(0, acknowledged - storedRows);
const inFlightAtEnd = storedRows - acknowledged;

printTable(rows);
console.log(
  `Inquiries: ${acknowledged} acknowledged with 201 in time, ${storedRows} rows in the database ` +
    `(${Math.max(0, inFlightAtEnd)} answered after the deadline), ${lostRows} lost.`,
);
console.log(
  `Events: ${acceptedEvents} accepted with 204 in time, ${counted.events} in the daily aggregates ` +
    `(${Math.max(0, eventsAfterDeadline)} answered after the deadline), ${eventsLost} lost; ` +
    `${counted.pageViews} page views (${counted.visits} visits) + ${counted.ctaClicks} call-to-action clicks + ` +
    `${counted.conversions} conversions${eventsAddUp ? "" : " DO NOT ADD UP"}.`,
);
console.log(
  `Speed reports: ${vitals.accepted} accepted with 204 in time (${vitals.acceptedValues} values), ` +
    `${vitals.inHistograms} values in the histograms, ${vitals.inBands} in the bands, ${vitals.elements} elements ` +
    `(${Math.max(0, vitalsAfterDeadline)} reports answered after the deadline), ${vitalsLost} values lost` +
    `${vitalsAddUp ? "" : "; THEY DO NOT ADD UP"}.`,
);
console.log(
  `Salesforce: ${salesforce.leads} Leads for ${storedRows} stored inquiries, ${salesforce.missing} missing, ` +
    `${salesforce.duplicated} duplicated; the outbox was done ${salesforce.drainSeconds} s after the load ` +
    `(${salesforce.tokens} token${salesforce.tokens === 1 ? "" : "s"}).`,
);
console.log(
  `Machine: ${cpus().length} CPUs, 1-minute load average ${round(loadBefore)} before, ${round(loadavg()[0] ?? 0)} after.`,
);
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/load.json",
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      server: "node server/index.ts",
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "unknown",
      loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0] ?? 0) },
      secondsPerTarget: seconds,
      connections,
      acceptEncoding: "br, gzip",
      rows,
      inquiries: { acknowledged, storedRows, lostRows, answeredAfterDeadline: Math.max(0, inFlightAtEnd) },
      salesforce,
      events: {
        accepted: acceptedEvents,
        counted: counted.events,
        lost: eventsLost,
        answeredAfterDeadline: Math.max(0, eventsAfterDeadline),
        pageViews: counted.pageViews,
        visits: counted.visits,
        ctaClicks: counted.ctaClicks,
        conversions: counted.conversions,
      },
      vitals: {
        ...vitals,
        lost: vitalsLost,
        answeredAfterDeadline: Math.max(0, vitalsAfterDeadline),
        addUp: vitalsAddUp,
      },
    },
    null,
    2,
  )}\n`,
);
console.log("Report: reports/load.json");

const failures = rows.filter((row) => row.errors > 0 || row.timeouts > 0 || row.unexpectedStatus > 0);
if (eventsLost !== 0 || eventsAfterDeadline > connections || !eventsAddUp) {
  console.error(
    eventsLost !== 0
      ? `${eventsLost} accepted events are missing from the daily aggregates.`
      : !eventsAddUp
        ? "The daily aggregates do not add up: page views, clicks and conversions differ from the events counted."
        : `${eventsAfterDeadline} more events counted than accepted: more than the ${connections} that can be in flight.`,
  );
  process.exit(1);
}
if (vitalsLost !== 0 || vitalsAfterDeadline > connections || !vitalsAddUp) {
  console.error(
    vitalsLost !== 0
      ? `${vitalsLost} accepted speed values are missing from the histograms.`
      : !vitalsAddUp
        ? "The speed histograms, bands and elements do not hold the same values."
        : `${vitalsAfterDeadline} more speed reports stored than accepted: more than the ${connections} that can be in flight.`,
  );
  process.exit(1);
}
if (lostRows !== 0 || inFlightAtEnd > connections) {
  console.error(
    lostRows !== 0
      ? `${lostRows} acknowledged inquiries are missing from the database.`
      : `${inFlightAtEnd} more rows than acknowledged inquiries: more than the ${connections} that can be in flight.`,
  );
  process.exit(1);
}
if (!salesforce.drained || salesforce.missing > 0 || salesforce.duplicated > 0 || salesforce.leads !== storedRows) {
  console.error(
    `Salesforce: ${salesforce.missing} inquiries without a Lead, ${salesforce.duplicated} with more than one, ` +
      `${salesforce.leads} Leads for ${storedRows} inquiries${salesforce.drained ? "" : "; the outbox did not finish in 5 minutes"}.`,
  );
  process.exit(1);
}
if (failures.length > 0) {
  for (const row of failures) {
    console.error(
      `${row.path}: ${row.errors} errors, ${row.timeouts} timeouts, ${row.unexpectedStatus} responses other than ${row.expected} (${JSON.stringify(row.statusCodes)})`,
    );
  }
  process.exit(1);
}
console.log(
  "No errors, no unexpected status, no lost inquiry, each inquiry exactly one Lead in Salesforce, and the " +
    "aggregates add up to the events accepted, the speed histograms to the values accepted.",
);

async function load(target: Target): Promise<Row> {
  console.log(`Loading ${target.path} for ${seconds} s with ${connections} connections…`);
  const result = await autocannon({
    url: `${origin}${target.path}`,
    method: target.method ?? "GET",
    body: target.body,
    ...(target.bodies ? { requests: target.bodies.map((body) => ({ method: "POST" as const, body })) } : {}),
    connections,
    duration: seconds,
    // What a browser sends: the server answers with its precompressed brotli files.
    headers: {
      "accept-encoding": "br, gzip",
      ...(target.body ? { "content-type": "application/json" } : {}),
      ...target.headers,
    },
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  const responses = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    ...target,
    requests: responses,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpectedStatus: responses - (statusCodes[String(target.expected)] ?? 0),
    statusCodes,
  };
}

function printTable(table: Row[]) {
  console.log(
    "\n| target | path | expected | requests | req/s | p50 ms | p99 ms | errors | unexpected status |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const row of table) {
    console.log(
      `| ${row.name} | \`${row.path}\` | ${row.expected} | ${row.requests} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors + row.timeouts} | ${row.unexpectedStatus} |`,
    );
  }
  console.log("");
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

async function responds(): Promise<boolean> {
  try {
    await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitForServer(child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await responds()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start within 10 s");
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}
