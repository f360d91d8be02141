/**
 * Per route of the static build: HTML bytes, elements, inline script (bytes and elements), inline
 * SVG and class attributes (ADR 019). Prints a markdown table, writes reports/page-weight.json,
 * exits 1 when a budget of `pageWeightBudgets` is missed.
 *
 *   npm run build && node scripts/bench/page-weight.ts [build/client]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { measureBuild, pageWeightBudgets, pageWeightFailures, pageWeightTable } from "./page-weight-lib.ts";

const root = process.argv[2] ?? "build/client";
const pages = measureBuild(root);
const failures = pageWeightFailures(pages);
console.log(pageWeightTable(pages));
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/page-weight.json",
  `${JSON.stringify({ date: new Date().toISOString(), root, budgets: pageWeightBudgets, failures, pages }, null, 2)}\n`,
);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) missed:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
console.error("All page-weight budgets met.");
