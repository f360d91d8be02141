/**
 * `npm run status [-- --format json]`: the server's state, each line OK / WARN / FAIL, exit code 1
 * on any FAIL (docs/operators.md "Alerts and status"; server/alerts/status.ts reads the facts).
 */
import { parseArgs } from "node:util";
import { alertSettings } from "../alerts/settings.ts";
import { collectStatus, formatStatus, statusExitCode } from "../alerts/status.ts";

try {
  const { values } = parseArgs({ options: { format: { type: "string", default: "text" } } });
  if (values.format !== "text" && values.format !== "json") throw new Error("--format must be text or json");
  const lines = collectStatus({ settings: alertSettings(), now: new Date() });
  process.stdout.write(values.format === "json" ? `${JSON.stringify(lines, null, 2)}\n` : formatStatus(lines));
  process.exitCode = statusExitCode(lines);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
