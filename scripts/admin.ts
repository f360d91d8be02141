// The operator's `admin` command lives in server/cli/admin.ts (docs/decisions/034-scripts-by-who-runs-them.md).
// This path answers for one release more: a deployer installed before the move runs it here, and
// keeps deploying until `sudo deploy/install.sh` gives it deploy/release-command.ts.
import { main } from "../server/cli/admin.ts";

process.exitCode = await main(process.argv.slice(2));
