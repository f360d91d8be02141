// The operator's `alerts` command lives in server/cli/alerts.ts (docs/decisions/034-scripts-by-who-runs-them.md).
// This path answers for one release more: a deployer installed before the move runs it here, and
// keeps deploying until `sudo deploy/install.sh` gives it deploy/release-command.ts.
import "../server/cli/alerts.ts";
