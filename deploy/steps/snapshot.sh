#!/usr/bin/env bash
# The daily backup's first half (summit-cloud-snapshot.service, which summit-cloud-backup.service
# requires; docs/operators.md "Backups and a restore drill"; ADR 030), as the service user, which
# owns the data folder (root does not act inside it: ADR 024):
#   - a consistent snapshot of the leads database, by the live release's `npm run leads -- backup`
#     (SQLite's online backup while the server runs) into /var/lib/summit-cloud/backups;
#   - the old ones pruned on one schedule: the newest BACKUP_KEEP daily snapshots; of the deploys'
#     `before-<release>.db` and the `inquiries.db.replaced-*` a restore leaves, the newest
#     BACKUP_KEEP and none older than BACKUP_KEEP days (each is a full copy of the leads, which
#     must not outlive an erasure: docs/operators.md "Who may see the leads");
#   - the new snapshot handed to the off-site copy: /var/lib/summit-cloud-offsite, which the
#     backup user may read, holds it alone (deploy/steps/offsite.sh copies it off as that user).
# The release's code runs here with nothing of this unit's environment but the layout; no rclone
# credential ever reaches it (backup.env is the off-site unit's alone).
#
# Leaves the backup's last-run stamp (/var/lib/summit-cloud/last-run/backup.json, read by the status
# and the checks; ADR 027). Exit 0: a snapshot taken; 1: none.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"
umask 077

if [ "$SUMMIT_SYSTEM" = run ] && [ "$(id -u)" -eq 0 ]; then
  echo "snapshot.sh: not as root, inside the service's folder: sudo systemctl start summit-cloud-backup" >&2
  exit 1
fi
KEEP=${BACKUP_KEEP:-14}
if ! [[ "$KEEP" =~ ^[1-9][0-9]*$ ]]; then
  echo "snapshot.sh: BACKUP_KEEP must be a whole number of at least 1, got \"$KEEP\"" >&2
  exit 1
fi
BACKUPS=$DATA_DIR/backups
DATABASE=$DATA_DIR/inquiries.db
release=$APP_DIR/current
if ! release_command "$release" path leads >/dev/null 2>&1; then
  echo "snapshot.sh: no live release at ${release#"$PREFIX"}: nothing takes the snapshot" >&2
  exit 1
fi
# release_node NAME [ARGS…]: the live release's command NAME (lib.sh's release_command), with the
# deployer's Node and nothing of this environment but the layout.
release_node() {
  (cd "$release" && env -i PATH=/usr/bin:/bin LANG=C.UTF-8 NODE_ENV=production HOME="$DATA_DIR" PREFIX="$PREFIX" \
    DATABASE_PATH="$DATABASE" SUMMIT_DATA_DIR="$DATA_DIR" "$NODE_BIN" "$DEPLOY_DIR/release-command.ts" run "$@")
}
# stamp resolve|report backup [--detail TEXT]: the backup's last-run stamp. Nothing is sent from here
# (no alert settings reach the release's code); summit-cloud-alert@ (OnSuccess=/OnFailure=) sends.
stamp() {
  if [ "$DRY_RUN" != 1 ]; then release_node alerts "$@" >/dev/null; fi
}

step "Backup of ${DATABASE#"$PREFIX"}"
name=inquiries-$(date -u +%Y%m%dT%H%M%SZ).db
file=$BACKUPS/$name
act install -d -m 700 "$BACKUPS"
if ! act release_node leads backup "$file"; then
  stamp report backup --detail "npm run leads -- backup failed (journalctl -u summit-cloud-snapshot)"
  echo "snapshot.sh: no backup taken" >&2
  exit 1
fi
stamp resolve backup
if [ "$DRY_RUN" = 1 ]; then exit 0; fi

# remove FOLDER NAME…: deletes each (and a WAL beside it), saying so.
remove() {
  local folder=$1 name
  shift
  for name in "$@"; do
    rm -f "${folder:?}/$name" "${folder:?}/$name-wal"
    say "  removed old backup $name"
  done
}
# The daily snapshots: only the newest $KEEP (the names sort as their times do).
mapfile -t old < <(find "$BACKUPS" -maxdepth 1 -type f -name 'inquiries-*.db' -printf '%f\n' | sort -r | tail -n +"$((KEEP + 1))")
remove "$BACKUPS" "${old[@]}"
# prune_copies FOLDER PATTERN: the newest $KEEP matching PATTERN, none older than $KEEP days.
prune_copies() {
  local folder=$1 pattern=$2
  mapfile -t old < <(
    {
      find "$folder" -maxdepth 1 -type f -name "$pattern" ! -name '*-wal' -printf '%f\n' | sort -r | tail -n +"$((KEEP + 1))"
      find "$folder" -maxdepth 1 -type f -name "$pattern" ! -name '*-wal' -mmin +"$((KEEP * 1440))" -printf '%f\n'
    } | sort -u
  )
  remove "$folder" "${old[@]}"
}
# Before each deploy's migrations (deploy/release.ts), and the database a restore replaced.
prune_copies "$BACKUPS" 'before-*.db'
prune_copies "$DATA_DIR" 'inquiries.db.replaced-*'

# The hand-off: written aside, then renamed, so the off-site copy never reads half a file; group
# readable (the folder's group is the backup user's), nothing else left there.
if [ -d "$OFFSITE_DIR" ] && [ ! -L "$OFFSITE_DIR" ]; then
  find "$OFFSITE_DIR" -maxdepth 1 -name '.*.partial' -delete
  install -m 640 "$file" "$OFFSITE_DIR/.$name.partial"
  mv "$OFFSITE_DIR/.$name.partial" "$OFFSITE_DIR/$name"
  find "$OFFSITE_DIR" -maxdepth 1 -name 'inquiries-*.db' ! -name "$name" -delete
  say "  handed to the off-site copy (${OFFSITE_DIR#"$PREFIX"})"
else
  say "  no ${OFFSITE_DIR#"$PREFIX"} (install.sh makes it): no off-site copy can be made of this one"
fi
