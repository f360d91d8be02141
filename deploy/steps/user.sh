#!/usr/bin/env bash
# The system users: `summit`, which the site's services run as (no shell, no login, its home the
# data folder), `summit-build`, which builds releases (ADR 024: it reads neither the leads nor
# the settings; its home does not exist, a build gets an empty one), and `summit-backup`, which
# copies backups off the server with backup.env's credentials and runs nothing of a release
# (ADR 030; its home does not exist either).
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

# system_user NAME HOME COMMENT: a system user with a group of its own and no shell, made once.
system_user() {
  step "System user $1"
  if getent passwd "$1" >/dev/null 2>&1; then
    say "  $1 exists"
  else
    system useradd --system --user-group --no-create-home --home-dir "$2" \
      --shell /usr/sbin/nologin --comment "$3" "$1"
  fi
}

system_user "$SERVICE_USER" /var/lib/summit-cloud "Summit Cloud site"
system_user "$BUILD_USER" /nonexistent "Summit Cloud builds"
system_user "$BACKUP_USER" /nonexistent "Summit Cloud off-site backups"
