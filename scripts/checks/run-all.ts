/**
 * `npm test`: every check CI runs, one phase after another, stopping at the first that fails.
 * Each phase is timed, and the slowest tests of the phases that report them (unit, e2e, deploy)
 * are listed, so a run says where its minutes went. Both go to `reports/test-times.json`:
 *   { "phases": { "<phase>": seconds, … }, "slowest": [{ "test", "seconds" }, …] }
 * Where each kind of check belongs, and what each phase costs, is docs/decisions/029-test-levels.md.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const reports = "reports";
/** Machine-readable results the runners write beside their own output, read for the slowest tests. */
const results = {
  unit: join(reports, "unit-results.json"),
  built: join(reports, "built-results.json"),
  deploy: join(reports, "deploy-results.json"),
};
/** Written by playwright.config.ts's JSON reporter. */
const e2eResults = join(reports, "e2e-results.json");
/** A whole run past this many minutes prints a warning: CI allows 90, and our budget is 20. */
const WARN_MINUTES = 30;

const vitestJson = (file: string) => ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];

/** The phases in order, each a command of the project's own scripts. */
const phases: { name: string; command: string[] }[] = [
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "unit", command: ["npm", "run", "test:unit", "--", ...vitestJson(results.unit)] },
  { name: "build", command: ["npm", "run", "build"] },
  { name: "html", command: ["npm", "run", "test:html"] },
  { name: "built", command: ["npm", "run", "test:built", "--", ...vitestJson(results.built)] },
  { name: "e2e", command: ["npm", "run", "test:e2e"] },
  { name: "nginx", command: ["npm", "run", "test:nginx"] },
  { name: "tls", command: ["npm", "run", "test:tls"] },
  { name: "acme", command: ["npm", "run", "test:acme"] },
  { name: "deploy", command: ["npm", "run", "test:deploy", "--", ...vitestJson(results.deploy)] },
];

type Timed = { test: string; seconds: number };

/** Vitest's JSON (Jest's shape): each file's assertion results with their duration in ms. */
function vitestTimes(file: string, phase: string): Timed[] {
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, "utf8")) as {
    testResults?: { name: string; assertionResults?: { fullName: string; duration?: number | null }[] }[];
  };
  return (json.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? []).map((test) => ({
      test: `${phase}: ${suite.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/** Playwright's JSON reporter: suites nest; each test's results carry their duration in ms. */
function playwrightTimes(file: string): Timed[] {
  if (!existsSync(file)) return [];
  const walk = (suite: PlaywrightSuite, titles: string[]): Timed[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        test: `e2e: [${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(" › ")}`,
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  // The top level is one suite per file, named by it; describe blocks nest below.
  const json = JSON.parse(readFileSync(file, "utf8")) as { suites?: PlaywrightSuite[] };
  return (json.suites ?? []).flatMap((suite) => walk(suite, []));
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

function writeReport(times: Record<string, number>) {
  const slowest = [
    ...vitestTimes(results.unit, "unit"),
    ...vitestTimes(results.built, "built"),
    ...playwrightTimes(e2eResults),
    ...vitestTimes(results.deploy, "deploy"),
  ]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 20)
    .map(({ test, seconds }) => ({ test, seconds: round(seconds) }));
  writeFileSync(join(reports, "test-times.json"), `${JSON.stringify({ phases: times, slowest }, null, 2)}\n`);
  return slowest;
}

function printSummary(times: Record<string, number>, slowest: Timed[], total: number) {
  console.log("\nTest phases (seconds):");
  for (const [name, seconds] of Object.entries(times))
    console.log(`  ${name.padEnd(10)} ${seconds.toFixed(1).padStart(7)}`);
  console.log(`  ${"total".padEnd(10)} ${total.toFixed(1).padStart(7)}`);
  console.log("\nThe 20 slowest tests (seconds):");
  for (const { test, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)}  ${test}`);
  if (total > WARN_MINUTES * 60)
    console.log(`\nWARNING: the test run took ${(total / 60).toFixed(1)} minutes, over ${WARN_MINUTES}.`);
}

mkdirSync(reports, { recursive: true });
for (const file of [...Object.values(results), e2eResults]) rmSync(file, { force: true });
const times: Record<string, number> = {};
const started = performance.now();
let failed: string | undefined;
for (const phase of phases) {
  console.log(`\n=== ${phase.name}: ${phase.command.join(" ")}`);
  const start = performance.now();
  const [command = "npm", ...args] = phase.command;
  const run = spawnSync(command, args, { stdio: "inherit" });
  times[phase.name] = round((performance.now() - start) / 1000);
  if (run.status !== 0) {
    failed = phase.name;
    break;
  }
}
const total = (performance.now() - started) / 1000;
printSummary(times, writeReport(times), total);
if (failed) {
  console.error(`\nnpm test: the ${failed} phase failed.`);
  process.exit(1);
}
