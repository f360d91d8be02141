#!/usr/bin/env bash
# The server layout (ADR 017, ADR 024): releases under /srv/summit-cloud, the service's data
# (leads, stats, backups) in /var/lib/summit-cloud, certbot's webroot in /var/lib/summit-cloud-acme,
# settings under /etc/summit-cloud, and the hand-off of the newest backup to the off-site copy in
# /var/lib/summit-cloud-offsite (ADR 030).
#
# The data folder belongs to the service user, mode 700: the leads are personal data, and nobody
# else needs to pass through it. Root creates it once in root's /var/lib and then never acts
# inside it: whatever the service (or someone who took it over) puts there — a symlink named
# `backups`, a `.npmrc` — root never follows, chowns or reads it.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

step "Directories"
refuse_link "$APP_DIR" "$APP_DIR/releases" "$APP_DIR/slots" "$ETC_DIR" "$ACME_DIR" "$DATA_DIR" "$OFFSITE_DIR"
act install -d -m 755 "$APP_DIR" "$APP_DIR/releases" "$APP_DIR/slots" "$ETC_DIR"
# certbot (root) writes the challenges here and nginx (www-data) reads them.
act install -d -m 755 "$ACME_DIR"
act install -d -m 700 "$DATA_DIR"
# Only the folder itself, never what is in it (no -R), and never through a link (-h).
if getent passwd "$SERVICE_USER" >/dev/null 2>&1; then
  act chown -h "$SERVICE_USER:$SERVICE_USER" "$DATA_DIR"
else
  system chown -h "$SERVICE_USER:$SERVICE_USER" "$DATA_DIR"
fi
# The hand-off: the service user writes the newest snapshot there, the backup user's group reads
# it (setgid: each file gets that group); nobody else passes. Root never acts inside it either.
act install -d -m 2750 "$OFFSITE_DIR"
if getent passwd "$SERVICE_USER" >/dev/null 2>&1 && getent group "$BACKUP_USER" >/dev/null 2>&1; then
  act chown -h "$SERVICE_USER:$BACKUP_USER" "$OFFSITE_DIR"
  act chmod 2750 "$OFFSITE_DIR"
else
  system chown -h "$SERVICE_USER:$BACKUP_USER" "$OFFSITE_DIR"
fi
