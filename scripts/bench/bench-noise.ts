/**
 * How often the bench misses a TBT budget by chance, from the runs saved reports hold
 * (bench-noise-lib.ts, docs/performance.md "How many runs a miss earns"):
 *
 *   npm run bench:noise -- reports/lighthouse.json [more reports…]
 */
import { readFileSync } from "node:fs";
import type { Report } from "./bench-compare-lib.ts";
import { slowBudgets } from "./bench-lib.ts";
import { noiseTables } from "./bench-noise-lib.ts";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: node scripts/bench/bench-noise.ts <report.json> [report.json …]");
  process.exit(2);
}
const reports = files.map((file) => JSON.parse(readFileSync(file, "utf8")) as Report);
console.log(
  noiseTables(
    reports,
    [...new Set([9, 15, slowBudgets.tbtRunsMax])].sort((a, b) => a - b),
  ),
);
