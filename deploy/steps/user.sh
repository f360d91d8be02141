#!/usr/bin/env bash
# The system user the site's services run as: no shell, no login, its home the data directory.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

step "System user $SERVICE_USER"
if getent passwd "$SERVICE_USER" >/dev/null 2>&1; then
  say "  $SERVICE_USER exists"
else
  system useradd --system --user-group --no-create-home --home-dir /var/lib/summit-cloud \
    --shell /usr/sbin/nologin --comment "Summit Cloud site" "$SERVICE_USER"
fi
