/**
 * Two `npm run bench` reports side by side, as markdown (bench-compare-lib.ts):
 *
 *   cp reports/lighthouse.json reports/lighthouse-before.json   # after benching the old build
 *   npm run bench:compare -- reports/lighthouse-before.json reports/lighthouse.json
 */
import { readFileSync } from "node:fs";
import { compareReports, type Report } from "./bench-compare-lib.ts";

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("usage: npm run bench:compare -- <before report.json> <after report.json>");
  process.exit(2);
}
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Report;
console.log(compareReports(read(beforeFile), read(afterFile)));
