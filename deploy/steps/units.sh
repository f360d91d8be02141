#!/usr/bin/env bash
# The systemd units from deploy/units/ into /etc/systemd/system: the site's server (a template,
# one instance per port, with its socket: ADR 041), the daily backup (its snapshot and its off-site copy) and its timer, the
# alerts and their checks, the audit trail's daily anchor and its timer, the auto-deploy service
# and timer and the editor's service (enabled by their own steps). In a throwaway PREFIX their
# paths point into it, so `systemd-analyze verify` can check them there.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

step "systemd units"
act install -d -m 755 "$UNIT_DIR" "$UNIT_DIR/certbot.service.d"
for unit in "$DEPLOY_DIR"/units/*.service "$DEPLOY_DIR"/units/*.socket "$DEPLOY_DIR"/units/*.timer "$DEPLOY_DIR"/units/certbot.service.d/*.conf; do
  target=$UNIT_DIR/${unit#"$DEPLOY_DIR/units/"}
  if [ "$DRY_RUN" = 1 ]; then
    say "  would write ${target#"$PREFIX"}"
    continue
  fi
  sed -e "s|/usr/local/lib/summit-cloud|$LIB_DIR|g" -e "s|/srv/summit-cloud|$APP_DIR|g" -e "s|/var/lib/summit-cloud|$DATA_DIR|g" -e "s|/etc/summit-cloud|$ETC_DIR|g" \
    "$unit" >"$target.new"
  chmod 644 "$target.new"
  mv "$target.new" "$target"
done
system systemctl daemon-reload
system systemctl enable --now summit-cloud-backup.timer summit-cloud-check.timer summit-cloud-audit-anchor.timer
