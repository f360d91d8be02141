#!/usr/bin/env bash
# The server's alerts, as the service user (docs/operators.md "Alerts and status"; ADR 027): what
# summit-cloud-alert@.service and summit-cloud-check.service run, from the deployer's copy in
# /usr/local/lib/summit-cloud. It runs the live release's server/cli/alerts.ts with the deployer's
# Node, never as root (the units say User=summit); systemd hands it the settings (ALERT_*,
# SMTP_URL from /etc/summit-cloud/env; DOMAIN from install.conf).
#
#   alert.sh check                 every periodic check (summit-cloud-check.timer, every 10 min)
#   alert.sh report-<job>          a job failed: deploy, backup, certificate, audit (a unit's OnFailure=),
#                                  schedule (the deployer, when a scheduled rebuild failed),
#                                  preview (the deployer, when a content branch's preview failed)
#   alert.sh resolve-<job>         a job went well (OnSuccess=, or the deployer after a deploy)
#
# `audit` is the audit trail's daily anchor (summit-cloud-audit-anchor.service): an alert only,
# no last-run stamp (the status does not read one for it).
#
# The backup is two units (ADR 030): summit-cloud-snapshot.service reports its own failure (the
# `backup` alert); summit-cloud-backup.service, the off-site copy, exits 0 when copied, 4 when no
# remote is set (both a success) and 3 when the copy failed (deploy/steps/offsite.sh), which is
# the `offsite` alert, not `backup`. That user cannot write here, so the off-site stamp is kept
# from here, from systemd's MONITOR_EXIT_STATUS.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

if [ "$SUMMIT_SYSTEM" = run ] && [ "$(id -u)" -eq 0 ]; then
  echo "alert.sh: not as root: it runs as $SERVICE_USER (systemctl start summit-cloud-alert@…)" >&2
  exit 1
fi
# Root's public copies of the served certificates (certbot keeps /etc/letsencrypt/live to root).
export SUMMIT_CERT_DIR=${SUMMIT_CERT_DIR:-$CERT_COPY_DIR}
release=$APP_DIR/current
# Before the first deploy has gone live (the check timer starts with the units, while install.sh
# is still building) there is nothing to check and nothing to send with: a failure here would
# only leave a failed unit, and the system "degraded", on a server that is fine. A first deploy
# that fails is told by install.sh itself, to the administrator running it.
if ! release_command "$release" path alerts >/dev/null 2>&1; then
  echo "alert.sh: no live release at ${release#"$PREFIX"} yet (the first deploy has not gone live): nothing to check or send"
  exit 0
fi
alerts() { release_command "$release" run alerts "$@"; }

# What the failed unit left: the journal to read, and the deploy's own reason when it wrote one.
detail() {
  local unit reason=""
  case $1 in
    deploy | schedule | preview) unit=summit-cloud-deploy.service ;;
    certificate) unit=certbot.service ;;
    audit) unit=summit-cloud-audit-anchor.service ;;
    *) unit=summit-cloud-backup.service ;;
  esac
  unit=${MONITOR_UNIT:-$unit}
  if { [ "$1" = deploy ] || [ "$1" = schedule ] || [ "$1" = preview ]; } && [ -r "$APP_DIR/last-$1-error" ]; then
    reason="$(head -c 400 "$APP_DIR/last-$1-error" | tr '\n' ' ')"
  fi
  printf '%s%s (journalctl -u %s)' "$reason" "${reason:+ }" "$unit"
}

what=${1:-}
case $what in
  check)
    alerts check
    ;;
  report-deploy | report-schedule | report-preview | report-certificate | report-audit)
    alerts report "${what#report-}" --detail "$(detail "${what#report-}")"
    ;;
  resolve-deploy | resolve-schedule | resolve-preview | resolve-certificate | resolve-audit)
    alerts resolve "${what#resolve-}"
    ;;
  report-backup)
    if [ "${MONITOR_EXIT_STATUS:-}" = 3 ]; then
      alerts resolve backup
      alerts report offsite --detail "$(detail offsite)"
    else
      alerts report backup --detail "$(detail backup)"
    fi
    ;;
  resolve-backup)
    alerts resolve backup
    # An off-site stamp only while a remote is set: the status and the checks expect one then only.
    case ${MONITOR_EXIT_STATUS:-} in
      0) alerts resolve offsite ;;
      4) rm -f "$DATA_DIR/last-run/offsite.json" ;;
      *) if [ -f "$DATA_DIR/last-run/offsite.json" ]; then alerts resolve offsite; fi ;;
    esac
    ;;
  *)
    echo "usage: alert.sh check | report-<deploy|schedule|preview|backup|certificate|audit> | resolve-<deploy|schedule|preview|backup|certificate|audit>" >&2
    exit 2
    ;;
esac
