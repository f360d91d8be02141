/**
 * The server's alerts (docs/operators.md "Alerts and status"; server/alerts/run.ts says what each command does):
 *
 *   node server/cli/alerts.ts check
 *   node server/cli/alerts.ts report <kind> [--detail TEXT]
 *   node server/cli/alerts.ts resolve <kind>
 */
import { alertCommand } from "../alerts/run.ts";
import { alertSettings } from "../alerts/settings.ts";

try {
  process.exitCode = await alertCommand(process.argv.slice(2), { settings: alertSettings() });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
