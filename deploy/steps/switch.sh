#!/usr/bin/env bash
# Switches to a release that is already built: starts it on the free port, checks it, points
# `current` and nginx at it, stops the old server once nginx's old workers are done.
#   deploy/steps/switch.sh <release>     (a name from `node deploy/release.ts status`)
#   deploy/steps/switch.sh --nginx       (re-render nginx for the live release, e.g. after certbot)
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

step "Switch"
if [ "${1:-}" = --nginx ]; then
  act "$NODE_BIN" "$DEPLOY_DIR/release.ts" nginx
else
  act "$NODE_BIN" "$DEPLOY_DIR/release.ts" switch "${1:?which release}"
fi
