/**
 * `npm run test:tls` (part of `npm test`): the site as production serves it, over HTTPS, judged
 * from outside (docs/decisions/016-tls-and-certificates.md). Starts `npm run preview:https` on
 * ports 80 and 443 of 127.0.0.1 with a CA this check makes, then:
 * - the MDN HTTP Observatory (@mdn/mdn-http-observatory, its own scanner, with that CA trusted)
 *   grades it A+ with a score of at least 100 and every test passed;
 * - `curl --http2` negotiates HTTP/2;
 * - http://localhost/about?x=1 answers 308 with Location https://localhost/about?x=1;
 * - Strict-Transport-Security is sent over HTTPS, exactly, and never over HTTP;
 * - Ctrl-C (SIGINT) stops nginx and the Node server, leaving no process and no port behind.
 * The Observatory probes http://HOST and https://HOST on their standard ports only, hence 80 and
 * 443 (root, or permission to bind them). Needs `npm run build` first. About 10 s.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { listening } from "../dev/listening.ts";

const root = resolve(import.meta.dirname, "../..");
const nodePort = Number(process.env.TLS_CHECK_NODE_PORT ?? 8087);
const hsts = "max-age=63072000; includeSubDomains";
// Installed by scripts/setup.sh outside the project's dependencies (its install scripts download).
const observatory = join(root, ".tools/observatory/node_modules/@mdn/mdn-http-observatory");

if (!existsSync(join(root, "build/client/404.html"))) {
  console.error("tls-check: no production build in build/: run `npm run build` first.");
  process.exit(1);
}
if (!existsSync(join(observatory, "src/scan.js"))) {
  console.error("tls-check: the HTTP Observatory is missing: run `bash scripts/setup.sh`.");
  process.exit(1);
}
// The package's postinstall would download the HSTS preload list (setup.sh installs it with scripts
// off: it could not reach the internet here); the scanner only needs the file to exist. An empty list
// means "not preloaded", which is true of this site.
const preloadList = join(observatory, "conf/hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

let passed = 0;
let failed = 0;
const check = (ok: boolean, label: string, detail = "") => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "PASS" : "FAIL"}  ${label}${!ok && detail ? ` — ${detail}` : ""}`);
};

const dir = mkdtempSync(join(tmpdir(), "tls-check-"));
execFileSync("bash", [join(root, "scripts/dev/make-local-ca.sh"), join(dir, "tls")]);
const ca = join(dir, "tls/ca.crt");

for (const port of [80, 443, nodePort]) {
  if (await listening(port)) {
    console.error(`tls-check: something already listens on 127.0.0.1:${port}; stop it first.`);
    process.exit(1);
  }
}

let output = "";
const preview: ChildProcess = spawn(process.execPath, [join(root, "scripts/dev/preview-https.ts")], {
  cwd: root,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    HTTP_PORT: "80",
    HTTPS_PORT: "443",
    NODE_PORT: String(nodePort),
    TLS_CERT: join(dir, "tls/localhost.crt"),
    TLS_KEY: join(dir, "tls/localhost.key"),
    DATABASE_PATH: join(dir, "inquiries.db"),
  },
});
preview.stdout?.on("data", (chunk) => {
  output += chunk;
});
preview.stderr?.on("data", (chunk) => {
  output += chunk;
});
const previewExit = new Promise<number | null>((done) => preview.once("exit", (code) => done(code)));

function finish(): never {
  if (preview.exitCode === null && preview.signalCode === null) preview.kill("SIGINT");
  rmSync(dir, { recursive: true, force: true });
  console.log(`tls: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

const startBy = Date.now() + 30_000;
while (!output.includes("Ctrl-C stops both")) {
  if (preview.exitCode !== null || Date.now() > startBy) {
    check(false, "preview:https starts on 127.0.0.1:80 and :443", output.trim().split("\n").slice(-5).join(" | "));
    finish();
  }
  await new Promise((wait) => setTimeout(wait, 100));
}
check(true, "preview:https starts on 127.0.0.1:80 and :443 with the check's own CA");

const curl = (...args: string[]) =>
  spawnSync("curl", ["-s", "--cacert", ca, "--max-time", "10", ...args], { encoding: "utf8" }).stdout;

// The Observatory, as its CLI runs it, with the CA trusted for that process only.
const scanStarted = Date.now();
const scanRun = spawnSync(process.execPath, [join(observatory, "src/scan.js"), "localhost"], {
  encoding: "utf8",
  timeout: 60_000,
  env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
});
try {
  const result = JSON.parse(scanRun.stdout) as {
    scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
    tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
  };
  const { grade, score, testsPassed, testsQuantity } = result.scan;
  const failing = Object.entries(result.tests)
    .filter(([, test]) => !test.pass)
    .map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier})`);
  check(
    grade === "A+" && score >= 100,
    `HTTP Observatory grade ${grade}, score ${score} (${((Date.now() - scanStarted) / 1000).toFixed(1)} s)`,
    "expected A+ with a score ≥ 100",
  );
  check(
    failing.length === 0 && testsPassed === testsQuantity,
    `HTTP Observatory: ${testsPassed}/${testsQuantity} tests passed`,
    failing.join("; "),
  );
} catch {
  check(false, "HTTP Observatory scans https://localhost", (scanRun.stdout || scanRun.stderr || "").slice(0, 300));
}

// The admin, graded the same way: its pages carry their own headers (a CSP with scripts from our
// origin only, no inline), so the Observatory scans /admin too. Signed out it is the
// sign-in page, which sets no cookie; the session cookie's flags are admin.spec.ts's to check.
const adminScan = spawnSync(
  process.execPath,
  [
    "--input-type=module",
    "-e",
    `const { scan } = await import(${JSON.stringify(join(observatory, "src/scanner/index.js"))});
     const result = await scan("localhost", { path: "/admin" });
     console.log(JSON.stringify({ scan: result.scan, failing: Object.entries(result.tests).filter(([, t]) => !t.pass).map(([n, t]) => n + ": " + t.result) }));`,
  ],
  { encoding: "utf8", timeout: 60_000, env: { ...process.env, NODE_EXTRA_CA_CERTS: ca } },
);
try {
  const result = JSON.parse(adminScan.stdout) as {
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    failing: string[];
  };
  check(
    result.scan.grade === "A+" && result.scan.score >= 100 && result.failing.length === 0,
    `HTTP Observatory on /admin: grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
    result.failing.join("; "),
  );
} catch {
  check(
    false,
    "HTTP Observatory scans https://localhost/admin",
    (adminScan.stdout || adminScan.stderr || "").slice(0, 300),
  );
}

const version = curl("--http2", "-o", "/dev/null", "-w", "%{http_version}", "https://localhost/about");
check(version === "2", "curl --http2 https://localhost/about negotiates HTTP/2", `got HTTP/${version}`);

const redirect = curl("-o", "/dev/null", "-D", "-", "-w", "%{http_code}", "http://localhost/about?x=1");
const location = /^location: (.*)\r?$/im.exec(redirect)?.[1];
check(
  redirect.endsWith("308") && location === "https://localhost/about?x=1",
  "http://localhost/about?x=1 → 308 https://localhost/about?x=1",
  `got ${redirect.slice(-3)}, Location ${location}`,
);
check(!/^strict-transport-security:/im.test(redirect), "no Strict-Transport-Security over HTTP");
const page = curl("-o", "/dev/null", "-D", "-", "https://localhost/about?x=1");
const sent = page.match(/^strict-transport-security: (.*?)\r?$/gim) ?? [];
check(
  sent.length === 1 && sent[0]?.replace(/^[^:]+: /, "").trim() === hsts,
  `https://localhost/about?x=1: Strict-Transport-Security: ${hsts}`,
  `got ${JSON.stringify(sent)}`,
);

// Ctrl-C: nginx (master and workers) and the Node server go, and so do their ports.
const children = spawnSync("ps", ["-o", "pid=", "--ppid", String(preview.pid)], { encoding: "utf8" })
  .stdout.split("\n")
  .map((line) => Number(line.trim()))
  .filter(Boolean);
const workers = children.flatMap((pid) =>
  spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .map((line) => Number(line.trim()))
    .filter(Boolean),
);
preview.kill("SIGINT");
const code = await Promise.race([
  previewExit,
  new Promise<"timeout">((done) => setTimeout(() => done("timeout"), 15_000)),
]);
const alive = [...children, ...workers].filter((pid) => existsSync(`/proc/${pid}`) && !isZombie(pid));
const open = [];
for (const port of [80, 443, nodePort]) if (await listening(port)) open.push(port);
check(
  code === 0 && children.length >= 2 && alive.length === 0 && open.length === 0,
  `Ctrl-C stops preview:https: exit 0, its ${children.length + workers.length} processes gone, ports 80, 443, ${nodePort} closed`,
  `exit ${code}, still running ${alive.join(", ")}, still open ${open.join(", ")}`,
);

function isZombie(pid: number): boolean {
  try {
    return / Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\)/, ""));
  } catch {
    return true;
  }
}

finish();
