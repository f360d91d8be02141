#!/usr/bin/env bash
# The server layout (ADR 017): releases under /srv/summit-cloud, data (leads, stats, backups, the
# ACME webroot) under /var/lib/summit-cloud, settings under /etc/summit-cloud.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

step "Directories"
act install -d -m 755 "$APP_DIR" "$APP_DIR/releases" "$APP_DIR/slots" "$ETC_DIR"
# Leads are personal data: only the service user reads them (the service's UMask makes its files
# 600). Others may pass through the data folder, not list it: nginx reads the ACME webroot inside.
act install -d -m 711 "$DATA_DIR"
act install -d -m 750 "$DATA_DIR/backups"
# certbot writes challenges here and nginx (www-data) reads them.
act install -d -m 755 "$DATA_DIR/acme"
system chown "$SERVICE_USER:$SERVICE_USER" /var/lib/summit-cloud /var/lib/summit-cloud/backups
