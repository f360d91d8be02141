#!/usr/bin/env bash
# A backup of the leads database now (what the daily summit-cloud-backup.timer runs): SQLite's
# online backup through `npm run leads -- backup` while the server runs, the newest BACKUP_KEEP
# kept, and a copy to BACKUP_REMOTE with rclone when one is set (remote backups older than
# BACKUP_REMOTE_KEEP_DAYS are deleted there). Settings come from the environment, which the unit
# reads from /etc/summit-cloud/backup.env (and no other unit does); a backup now:
# sudo systemctl start summit-cloud-backup. It runs as the service user, which owns the data
# folder: root does not act inside it (ADR 024).
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"
umask 077

if [ "$SUMMIT_SYSTEM" = run ] && [ "$(id -u)" -eq 0 ]; then
  echo "backup.sh: not as root, inside the service's folder: sudo systemctl start summit-cloud-backup" >&2
  exit 1
fi
ENV_FILE=$ETC_DIR/backup.env
# By hand (not under systemd, which already read it), read the settings file as the unit does.
if [ -z "${INVOCATION_ID:-}" ] && [ -r "$ENV_FILE" ]; then
  set -a
  # shellcheck source=/dev/null
  . "$ENV_FILE"
  set +a
fi
KEEP=${BACKUP_KEEP:-14}
REMOTE=${BACKUP_REMOTE:-}
REMOTE_DAYS=${BACKUP_REMOTE_KEEP_DAYS:-90}
BACKUPS=$DATA_DIR/backups
export DATABASE_PATH=${DATABASE_PATH:-$DATA_DIR/inquiries.db}
if [ -n "$PREFIX" ]; then DATABASE_PATH=$DATA_DIR/inquiries.db; fi

step "Backup of ${DATABASE_PATH#"$PREFIX"}"
file=$BACKUPS/inquiries-$(date -u +%Y%m%dT%H%M%SZ).db
act install -d -m 700 "$BACKUPS"
act "$NODE_BIN" "$REPO_DIR/scripts/leads.ts" backup "$file"

# Only the newest $KEEP stay on the server (the names sort as their times do).
if [ "$DRY_RUN" != 1 ]; then
  mapfile -t old < <(find "$BACKUPS" -maxdepth 1 -name 'inquiries-*.db' -printf '%f\n' | sort -r | tail -n +"$((KEEP + 1))")
  for name in "${old[@]}"; do
    rm -f "${BACKUPS:?}/$name"
    say "  removed old backup $name"
  done
fi

if [ -n "$REMOTE" ]; then
  # A backup on the server's own disk dies with it: copy it off. rclone reads the remote from
  # RCLONE_CONFIG_* in the environment; its arguments hold no secret.
  act rclone copy --no-traverse "$file" "$REMOTE"
  act rclone delete --min-age "${REMOTE_DAYS}d" --include 'inquiries-*.db' "$REMOTE"
  say "  copied to $REMOTE"
else
  say "  no BACKUP_REMOTE set: this backup stays on this server only"
fi
