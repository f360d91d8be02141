#!/usr/bin/env bash
# Back to the release before the live one, the same way a release goes live (no failed request).
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

step "Rollback"
act "$NODE_BIN" "$DEPLOY_DIR/release.ts" rollback
