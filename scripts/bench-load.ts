/**
 * Sustained local load on the production server (issue "Production quality gates", serving):
 * starts `node server/index.ts` on 127.0.0.1, runs autocannon for a fixed time against a page,
 * a hashed JS asset, an unknown path and the inquiry endpoint (valid inquiries, on a throwaway
 * database), prints a table, writes reports/load.json, stops the server, and exits non-zero on
 * any connection error, timeout, unexpected status, or an acknowledged inquiry missing from the
 * database. Loopback only, bounded in time: about 4 × LOAD_SECONDS.
 *
 *   npm run build && npm run bench:load
 *   LOAD_SECONDS=5 LOAD_CONNECTIONS=20 npm run bench:load
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { openStore } from "../server/inquiries/store.ts";

const port = Number(process.env.LOAD_PORT ?? 4204);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);

type Target = { name: string; path: string; expected: number; method?: "POST"; body?: string };
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

// The largest content-hashed file Astro writes that most visits fetch: React DOM's client chunk,
// which the first island a visitor wakes loads (any hashed .js will do if it is renamed).
const assets = readdirSync("build/client/_astro").filter((name) => name.endsWith(".js"));
const asset = assets.find((name) => name.startsWith("client.")) ?? assets[0];
if (!asset) throw new Error("bench-load: no .js file in build/client/_astro");

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
];
const databasePath = join(mkdtempSync(join(tmpdir(), "summit-bench-load-")), "inquiries.db");
// Printed so a backup can be taken while the inquiries load (README "Leads"):
//   DATABASE_PATH=<this path> npm run leads -- backup /tmp/mid-load.db
console.log(`Database: ${databasePath}`);

if (await responds()) {
  console.error(`bench-load: something already listens on ${origin}; stop it first.`);
  process.exit(1);
}
const server = spawn(process.execPath, ["server/index.ts"], {
  // One client sends everything here: the per-client limit would answer 429 after five.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: databasePath,
    INQUIRY_RATE_LIMIT: "100000000/60",
    INQUIRY_WEBHOOK_URL: "",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const rows: Row[] = [];
// Other work on the machine skews the numbers: the report keeps the load average around the run.
const loadBefore = loadavg()[0] ?? 0;
try {
  await waitForServer(server);
  for (const target of targets) rows.push(await load(target));
} finally {
  await stop(server);
}

// Every 201 is a promise that the inquiry is stored: count the rows once the server has stopped.
const acknowledged = rows.find((row) => row.method === "POST")?.statusCodes["201"] ?? 0;
const store = openStore(databasePath);
const storedRows = store.listLeads().length;
store.close();
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
    },
    null,
    2,
  )}\n`,
);
console.log("Report: reports/load.json");

const failures = rows.filter((row) => row.errors > 0 || row.timeouts > 0 || row.unexpectedStatus > 0);
if (lostRows !== 0 || inFlightAtEnd > connections) {
  console.error(
    lostRows !== 0
      ? `${lostRows} acknowledged inquiries are missing from the database.`
      : `${inFlightAtEnd} more rows than acknowledged inquiries: more than the ${connections} that can be in flight.`,
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
console.log("No errors, no unexpected status, no lost inquiry.");

async function load(target: Target): Promise<Row> {
  console.log(`Loading ${target.path} for ${seconds} s with ${connections} connections…`);
  const result = await autocannon({
    url: `${origin}${target.path}`,
    method: target.method ?? "GET",
    body: target.body,
    connections,
    duration: seconds,
    // What a browser sends: the server answers with its precompressed brotli files.
    headers: { "accept-encoding": "br, gzip", ...(target.body ? { "content-type": "application/json" } : {}) },
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
