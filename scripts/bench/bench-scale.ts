/**
 * The blog at scale: two throwaway copies of this checkout, one with its real articles and one
 * with N (500 by default: the real ones plus copies), each built with `npm run build`, one after
 * the other; then the size of `/blog`, the biggest category page and `/` in each, and Lighthouse
 * (mobile, the settings of scripts/bench/bench.ts) on `/blog` of both, interleaved. Prints a markdown
 * table, writes reports/scale.json, exits 1 when a budget (`scaleBudgets`, scripts/bench/bench-lib.ts;
 * docs/performance.md "The hub at 500 articles") is missed.
 *
 *   npm run bench:scale                          # 500 articles, median of 3 runs
 *   RUNS=1 npm run bench:scale -- --articles 60  # quicker
 *   npm run bench:scale -- --keep                # leave the copies in the temp folder
 *
 * The copies hold the working tree as it is (tracked files and new ones not ignored, uncommitted
 * changes included), with node_modules linked, in os.tmpdir()/summit-scale-*.
 * Env: ARTICLES (like --articles), RUNS (default 3), BENCH_SAVE_LHR=1 keeps the raw results.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { LaunchedChrome } from "chrome-launcher";
import { type SiteSample, siteSample } from "./bench-lhr.ts";
import { scaleBudgets, seconds } from "./bench-lib.ts";
import { launchChrome, lighthouseAudit } from "./bench-lighthouse.ts";
import {
  categoryPages,
  countPages,
  evaluateScaleBudgets,
  linkNodeModules,
  pageFile,
  parseOptions,
  planExtraArticles,
  readArticles,
  type ScaleOptions,
  type ScaleSide,
  scaleTable,
  serializeArticle,
  sizeOf,
  summarize,
} from "./bench-scale-lib.ts";
import { startServer, stopServers } from "./bench-server.ts";

let options: ScaleOptions;
try {
  options = parseOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const saveLhr = process.env.BENCH_SAVE_LHR === "1";
const checkout = process.cwd();
const started = Date.now();

const real = readArticles(checkout);
if (options.articles <= real.length) {
  console.error(
    `bench:scale: --articles must be more than the ${real.length} published articles, got ${options.articles}`,
  );
  process.exit(1);
}
const extras = planExtraArticles(real, options.articles);

const temp = mkdtempSync(join(tmpdir(), "summit-scale-"));
const base = { label: String(real.length), dir: join(temp, `articles-${real.length}`) };
const scaled = { label: String(options.articles), dir: join(temp, `articles-${options.articles}`) };

/** The 1-minute load average as each build started: the build budget is in seconds of this shared machine. */
const loadAtBuild: Record<string, number> = {};
let chrome: LaunchedChrome | undefined;
let building: ChildProcess | undefined;

async function stop() {
  // The build runs in its own process group (npm → sh → astro): end all of it.
  if (building?.pid !== undefined && building.exitCode === null) {
    try {
      process.kill(-building.pid, "SIGTERM");
    } catch {}
  }
  await chrome?.kill();
  chrome = undefined;
  await stopServers();
}

function cleanUp() {
  if (options.keep) log(`copies kept in ${temp}`);
  else rmSync(temp, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(
    signal,
    () =>
      void stop().then(() => {
        cleanUp();
        process.exit(130);
      }),
  );
}

let results: { base: ScaleSide; scaled: ScaleSide; samples: { base: SiteSample[]; scaled: SiteSample[] } };
try {
  const files = workingTreeFiles();
  for (const copy of [base, scaled]) {
    for (const file of files) {
      mkdirSync(dirname(join(copy.dir, file)), { recursive: true });
      copyFileSync(join(checkout, file), join(copy.dir, file));
    }
    linkNodeModules(checkout, copy.dir);
  }
  for (const article of extras) writeFileSync(join(scaled.dir, article.file), serializeArticle(article));
  log(
    `copies in ${temp}: ${files.length} files each, node_modules linked; ${real.length} articles in one, ${real.length} + ${extras.length} generated = ${options.articles} in the other`,
  );

  // One after the other: two builds at once on two cores would each measure the other.
  const buildSeconds = { base: await build(base), scaled: await build(scaled) };
  const missingPages = extras.filter((article) => !existsSync(pageFile(client(scaled), `/blog/${article.slug}`)));
  if (missingPages.length > 0) {
    log(`warning: ${missingPages.length} of ${extras.length} generated articles have no page at /blog/<slug>`);
  }

  // The biggest category page of the scaled copy, against the same category in the real one.
  const category = categoryPages(client(scaled))[0]?.path;
  if (!category) throw new Error("bench:scale: the scaled build has no page under /blog/category/");
  const measure = (copy: typeof base) => ({
    pages: countPages(client(copy)),
    blog: sizeOf(readFileSync(pageFile(client(copy), "/blog"))),
    category: { path: category, ...sizeOf(readFileSync(pageFile(client(copy), category))) },
    home: sizeOf(readFileSync(pageFile(client(copy), "/"))),
  });

  const origins = {
    base: await startServer(`scale-${base.label}`, client(base)),
    scaled: await startServer(`scale-${scaled.label}`, client(scaled)),
  };
  chrome = await launchChrome();
  log(
    `${base.label} articles at ${origins.base}, ${scaled.label} at ${origins.scaled}; /blog × ${options.runs} run(s) each, interleaved; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  const samples: { base: SiteSample[]; scaled: SiteSample[] } = { base: [], scaled: [] };
  // Interleaved, so that noise on this shared machine falls on both alike.
  for (let run = 0; run < options.runs; run += 1) {
    for (const which of ["base", "scaled"] as const) {
      const copy = which === "base" ? base : scaled;
      const lhr = await lighthouseAudit(origins[which], "/blog", {
        port: chrome.port,
        kind: "site",
        run,
        saveLhr,
        label: `${copy.label}-articles`,
        log,
      });
      const sample = siteSample(lhr, origins[which]);
      samples[which].push(sample);
      log(
        `  run ${run + 1}, ${copy.label} articles: perf ${sample.performance}, TBT ${sample.tbtMs} ms, LCP ${sample.lcpMs} ms, JS ${sample.jsKb} KB, benchmarkIndex ${sample.benchmarkIndex}`,
      );
    }
  }
  results = {
    base: {
      articles: real.length,
      buildSeconds: buildSeconds.base,
      ...measure(base),
      lighthouse: summarize(samples.base),
    },
    scaled: {
      articles: options.articles,
      buildSeconds: buildSeconds.scaled,
      ...measure(scaled),
      lighthouse: summarize(samples.scaled),
    },
    samples,
  };
} catch (error) {
  await stop();
  cleanUp();
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await stop();
cleanUp();

const failures = evaluateScaleBudgets(results.base, results.scaled);
const took = seconds(Date.now() - started);
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/scale.json",
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      articles: { base: results.base.articles, scaled: results.scaled.articles },
      runs: options.runs,
      seconds: Math.round((Date.now() - started) / 1000),
      loadAverageAtBuild: loadAtBuild,
      budgets: scaleBudgets,
      failures,
      base: results.base,
      scaled: results.scaled,
      samples: results.samples,
    },
    null,
    2,
  )}\n`,
);

console.log(`\n${scaleTable(results.base, results.scaled)}\n`);
console.log(`Lighthouse on /blog: median of ${options.runs} run(s) each. Took ${took}. Report: reports/scale.json`);
if (failures.length > 0) {
  console.error(`\n${failures.length} scale budget(s) missed:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("All scale budgets met.");

/**
 * The working tree as git sees it: tracked files and new files not ignored, as they are on disk
 * (uncommitted changes are what is measured); a tracked file deleted on disk is left out.
 */
function workingTreeFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: checkout,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split("\0").filter((file) => file !== ""))].filter((file) => {
    const path = join(checkout, file);
    return existsSync(path) && statSync(path).isFile();
  });
}

function client(copy: typeof base): string {
  return join(copy.dir, "build", "client");
}

/** `npm run build` in a copy, its output in <copy>/build.log; resolves with the seconds it took. */
function build(copy: typeof base): Promise<number> {
  const logFile = join(copy.dir, "build.log");
  const output = createWriteStream(logFile);
  const buildStarted = Date.now();
  const load = loadavg()[0] ?? Number.NaN;
  loadAtBuild[copy.label] = Math.round(load * 10) / 10;
  log(`building the ${copy.label}-article copy (output in ${logFile}); load average ${load.toFixed(1)}…`);
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], {
      cwd: copy.dir,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: "1",
        PATH: `${join(copy.dir, "node_modules", ".bin")}:${process.env.PATH}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    building = child;
    child.stdout.pipe(output, { end: false });
    child.stderr.pipe(output, { end: false });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      building = undefined;
      const took = Math.round((Date.now() - buildStarted) / 100) / 10;
      output.end(() => {
        if (code === 0) {
          log(`  built in ${took} s: ${countPages(client(copy))} pages`);
          resolve(took);
          return;
        }
        const tail = readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-30).join("\n");
        reject(
          new Error(`npm run build in the ${copy.label}-article copy failed (${signal ?? `exit ${code}`}):\n${tail}`),
        );
      });
    });
  });
}

function log(line: string) {
  console.error(line);
}
