#!/usr/bin/env bash
# The daily backup's second half (summit-cloud-backup.service, after summit-cloud-snapshot.service;
# docs/operators.md "Backups and a restore drill"; ADR 030): the newest snapshot, which snapshot.sh
# handed over in /var/lib/summit-cloud-offsite, copied off the server with rclone to BACKUP_REMOTE;
# remote copies older than BACKUP_REMOTE_KEEP_DAYS deleted there (0: never, for keys that cannot
# delete). It runs as the backup user (summit-backup), the only one that gets backup.env's
# credentials, from the deployer's copy (root's): it runs no code of a release, only rclone on
# one file, and rclone reads its remote from the environment alone (RCLONE_CONFIG=/dev/null, an
# empty HOME of its own), never a config file someone planted.
#
# Exit 0: copied; 4: no BACKUP_REMOTE set (its unit counts that a success; the alert unit then
# drops the off-site stamp); 3: the copy failed, the backup on this server stays (the off-site
# alert). The stamps are written by summit-cloud-alert@ from this exit status (ADR 027): this
# user may not write in the service's folder.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"
umask 077

if [ "$SUMMIT_SYSTEM" = run ] && [ "$(id -u)" -eq 0 ]; then
  echo "offsite.sh: not as root: it runs as $BACKUP_USER (sudo systemctl start summit-cloud-backup)" >&2
  exit 1
fi
ENV_FILE=$ETC_DIR/backup.env
# By hand (not under systemd, which already read it), read the settings as the unit does.
if [ -z "${INVOCATION_ID:-}" ] && [ -r "$ENV_FILE" ]; then
  set -a
  # shellcheck source=/dev/null
  . "$ENV_FILE"
  set +a
fi
REMOTE=${BACKUP_REMOTE:-}
REMOTE_DAYS=${BACKUP_REMOTE_KEEP_DAYS:-90}

step "Off-site copy"
if [ -z "$REMOTE" ]; then
  say "  no BACKUP_REMOTE set: this backup stays on this server only"
  exit 4
fi
# rclone's settings are the environment's (backup.env's RCLONE_CONFIG_<REMOTE>_*): no config file,
# and a HOME (where rclone would look for one, and keep a cache) that is empty and its own.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache RCLONE_CONFIG=/dev/null
# The newest snapshot by its name's time; a plain file (-type f: a symlink planted there is not one).
newest=$(find "$OFFSITE_DIR" -maxdepth 1 -type f -name 'inquiries-*.db' -printf '%f\n' 2>/dev/null |
  grep -E '^inquiries-[0-9]{8}T[0-9]{6}Z\.db$' | sort | tail -n 1 || true)
if [ -z "$newest" ]; then
  echo "offsite.sh: no snapshot in ${OFFSITE_DIR#"$PREFIX"} to copy to $REMOTE (journalctl -u summit-cloud-snapshot)" >&2
  exit 3
fi
# --immutable: a copy already there is never replaced (a name reused can overwrite nothing).
if ! act rclone copy --immutable --no-traverse "$OFFSITE_DIR/$newest" "$REMOTE"; then
  echo "offsite.sh: the backup is on this server, but its copy to $REMOTE failed" >&2
  exit 3
fi
if [ "$REMOTE_DAYS" != 0 ] && ! act rclone delete --min-age "${REMOTE_DAYS}d" --include 'inquiries-*.db' "$REMOTE"; then
  echo "offsite.sh: $newest is copied to $REMOTE, but older copies could not be deleted there (keys that cannot delete: BACKUP_REMOTE_KEEP_DAYS=0)" >&2
  exit 3
fi
say "  copied $newest to $REMOTE"
