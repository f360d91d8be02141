/**
 * Which translations are missing, stale or invalid (docs/authors.md "Languages"):
 *
 *   npm run translations              # per language: stale, invalid and missing files
 *   npm run translations -- --strict  # the same, exit 1 when any is stale or invalid
 *
 * A translation is stale when its `translatedFrom` is not the first 12 hex characters of the
 * sha256 of its English file as it is now: the English changed since it was translated. The
 * content modules are loaded through Vite's module runner, as the build loads them (`~/` paths).
 */
import { parseArgs } from "node:util";
import { runnerImport } from "vite";

const { values } = parseArgs({ options: { strict: { type: "boolean", default: false } } });
const { module } = await runnerImport<typeof import("../../src/content/translations.ts")>(
  "./src/content/translations.ts",
  { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } },
);
const report = module.translationReport();
console.log(report.lines.join("\n"));
if (values.strict && report.stale + report.problems > 0) {
  console.error(`\n${report.stale} stale and ${report.problems} invalid translation(s) (--strict)`);
  process.exit(1);
}
