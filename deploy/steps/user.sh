#!/usr/bin/env bash
# The system users: `summit`, which the site's services run as (no shell, no login, its home the
# data folder), `summit-build`, which builds releases (ADR 024: it reads neither the leads nor
# the settings; its home does not exist, a build gets an empty one), and `summit-backup`, which
# copies backups off the server with backup.env's credentials and runs nothing of a release
# (ADR 030; its home does not exist either).
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

step "System user $BUILD_USER"
if getent passwd "$BUILD_USER" >/dev/null 2>&1; then
  say "  $BUILD_USER exists"
else
  system useradd --system --user-group --no-create-home --home-dir /nonexistent \
    --shell /usr/sbin/nologin --comment "Summit Cloud builds" "$BUILD_USER"
fi

step "System user $BACKUP_USER"
if getent passwd "$BACKUP_USER" >/dev/null 2>&1; then
  say "  $BACKUP_USER exists"
else
  system useradd --system --user-group --no-create-home --home-dir /nonexistent \
    --shell /usr/sbin/nologin --comment "Summit Cloud off-site backups" "$BACKUP_USER"
fi
