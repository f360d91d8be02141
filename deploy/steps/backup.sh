#!/usr/bin/env bash
# A backup of the leads database now (what the daily summit-cloud-backup.timer runs): SQLite's
# online backup through `npm run leads -- backup` while the server runs, the newest BACKUP_KEEP
# kept, and a copy to BACKUP_REMOTE with rclone when one is set (remote backups older than
# BACKUP_REMOTE_KEEP_DAYS are deleted there). Settings come from the environment, which the unit
# reads from /etc/summit-cloud/backup.env (and no other unit does); a backup now:
# sudo systemctl start summit-cloud-backup. It runs as the service user, which owns the data
# folder: root does not act inside it (ADR 024).
#
# Each part leaves its last-run stamp (/var/lib/summit-cloud/last-run/{backup,offsite}.json, read by
# `npm run status` and the alert checks; ADR 027). Exit 0: done; 1: no backup; 3: a backup, but its
# copy off the server failed (the unit's OnFailure= tells the off-site alert from the backup's).
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

# stamp resolve|report JOB [--detail TEXT]: the job's last-run stamp. This unit has no alert
# settings, so nothing is sent from here; summit-cloud-alert@ (OnSuccess=/OnFailure=) sends.
stamp() {
  if [ "$DRY_RUN" != 1 ]; then "$NODE_BIN" "$REPO_DIR/scripts/alerts.ts" "$@" >/dev/null; fi
}

step "Backup of ${DATABASE_PATH#"$PREFIX"}"
file=$BACKUPS/inquiries-$(date -u +%Y%m%dT%H%M%SZ).db
act install -d -m 700 "$BACKUPS"
if ! act "$NODE_BIN" "$REPO_DIR/scripts/leads.ts" backup "$file"; then
  stamp report backup --detail "npm run leads -- backup failed (journalctl -u summit-cloud-backup)"
  echo "backup.sh: no backup taken" >&2
  exit 1
fi
stamp resolve backup

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
  if ! act rclone copy --no-traverse "$file" "$REMOTE" ||
    ! act rclone delete --min-age "${REMOTE_DAYS}d" --include 'inquiries-*.db' "$REMOTE"; then
    stamp report offsite --detail "rclone could not copy the backup to $REMOTE (journalctl -u summit-cloud-backup)"
    echo "backup.sh: the backup is on this server, but its copy to $REMOTE failed" >&2
    exit 3
  fi
  stamp resolve offsite
  say "  copied to $REMOTE"
else
  # No remote, no off-site job: its stamp goes, so neither the status nor the checks expect one.
  act rm -f "$DATA_DIR/last-run/offsite.json"
  say "  no BACKUP_REMOTE set: this backup stays on this server only"
fi
