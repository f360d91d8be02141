/**
 * `npm run test:mutations`: proves the test suite by breaking the code. Each mutation (mutation-list.ts) is a
 * deliberate defect of the kind a real change could bring; it is applied alone, the tests of the
 * layer that should see it run, and the mutation is undone. Every one must turn a test red: the
 * report names the tests that caught it, and the script exits 1 when any went unseen.
 *
 * Not part of `npm test`: it rebuilds the site for the mutations the build carries, and takes
 * several minutes. It works on this checkout's files and restores each one (and the build) even
 * when interrupted. Where each kind of check lives is docs/decisions/029-test-levels.md.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Layer, type Mutation, mutations } from "./mutation-list.ts";

const bin = (name: string) => join("node_modules", ".bin", name);
const scratch = mkdtempSync(join(tmpdir(), "summit-mutations-"));

/** Runs the layer's tests; returns the names of those that failed (empty: nothing caught it). */
function run(mutation: Mutation): { failed: string[]; exit: number | null } {
  const report = join(scratch, "report.json");
  rmSync(report, { force: true });
  const quiet = { encoding: "utf8" as const, maxBuffer: 64 * 1024 * 1024 };
  if (mutation.layer === "nginx") {
    const result = spawnSync("bash", ["scripts/checks/nginx-check.sh"], quiet);
    const failed = result.stdout.split("\n").filter((line) => line.startsWith("FAIL"));
    // A guard that refuses to render the config at all (render-nginx.ts) has caught it too.
    const refused = `${result.stdout}\n${result.stderr}`.split("\n").filter((line) => /^[\w-]+: /.test(line));
    return { failed: failed.length ? failed : refused.slice(-1), exit: result.status };
  }
  if (mutation.layer === "e2e") {
    const result = spawnSync(bin("playwright"), ["test", "--project=desktop", "--reporter=json", ...mutation.tests], {
      ...quiet,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: "4179" },
    });
    return { failed: playwrightFailures(report), exit: result.status };
  }
  const config = {
    unit: [],
    built: ["--config", "tests/built/vitest.config.ts"],
    deploy: ["--config", "tests/deploy/vitest.config.ts"],
  }[mutation.layer];
  const result = spawnSync(
    bin("vitest"),
    ["run", ...config, "--reporter=json", `--outputFile.json=${report}`, ...mutation.tests],
    quiet,
  );
  return { failed: vitestFailures(report), exit: result.status };
}

function vitestFailures(report: string): string[] {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, "utf8")) as {
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`),
  );
}

type Suite = { title: string; specs?: { title: string; ok: boolean }[]; suites?: Suite[] };
function playwrightFailures(report: string): string[] {
  if (!existsSync(report)) return [];
  const walk = (suite: Suite, path: string[]): string[] => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => [...path, spec.title].join(" › ")),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ];
  const json = JSON.parse(readFileSync(report, "utf8")) as { suites?: Suite[] };
  return (json.suites ?? []).flatMap((suite) => walk(suite, [suite.title]));
}

/** Builds the site; a build that refuses the mutation (its own checks) has caught it: the lines that say why. */
function build(): string[] {
  const result = spawnSync("npm", ["run", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status === 0) return [];
  const why = `${result.stdout}\n${result.stderr}`.split("\n").filter((line) => /^(Error|\/)/.test(line));
  return [`npm run build: ${why.slice(0, 3).join(" / ") || "failed"}`];
}

/** The files as they were, put back on every way out. */
const originals = new Map<string, string>();
let built = true;
function restore() {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    restore();
    process.exit(130);
  });

const only = process.argv.slice(2);
const chosen = only.length
  ? mutations.filter((mutation) => only.some((word) => mutation.name.includes(word)))
  : mutations;
const results: { name: string; layer: Layer; caughtBy: string[]; seconds: number }[] = [];
try {
  for (const mutation of chosen) {
    const started = performance.now();
    const text = readFileSync(mutation.file, "utf8");
    const count = text.split(mutation.from).length - 1;
    if (count !== 1) throw new Error(`${mutation.name}: "${mutation.from}" occurs ${count} times in ${mutation.file}`);
    originals.set(mutation.file, text);
    writeFileSync(mutation.file, text.replace(mutation.from, mutation.to));
    try {
      let caughtBy: string[] = [];
      if (mutation.rebuild) {
        built = false;
        caughtBy = build();
      }
      if (caughtBy.length === 0) {
        const { failed, exit } = run(mutation);
        caughtBy = exit !== 0 ? failed : [];
      }
      results.push({
        name: mutation.name,
        layer: mutation.layer,
        caughtBy,
        seconds: (performance.now() - started) / 1000,
      });
      const verdict = caughtBy.length ? `caught by ${caughtBy.length} test(s)` : "NOT CAUGHT";
      console.log(`${caughtBy.length ? "CAUGHT" : "MISSED"} [${mutation.layer}] ${mutation.name}: ${verdict}`);
      for (const test of caughtBy.slice(0, 5)) console.log(`    ${test}`);
      if (caughtBy.length > 5) console.log(`    … and ${caughtBy.length - 5} more`);
    } finally {
      restore();
    }
  }
} finally {
  restore();
  if (!built && build().length > 0) console.error("The build of the restored checkout failed: run `npm run build`.");
  rmSync(scratch, { recursive: true, force: true });
}

const missed = results.filter((result) => result.caughtBy.length === 0);
console.log(`\n${results.length - missed.length} of ${results.length} mutations caught.`);
mkdirSync("reports", { recursive: true });
writeFileSync(
  join("reports", "mutations.json"),
  `${JSON.stringify({ caught: results.length - missed.length, total: results.length, results }, null, 2)}\n`,
);
if (missed.length) process.exit(1);
