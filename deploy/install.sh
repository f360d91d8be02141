#!/usr/bin/env bash
# One command from a fresh Debian 13 (or 12) server to the live site (docs/operators.md "Going live"; ADR 017, 027):
#
#   sudo deploy/install.sh --domain www.example.com --email ops@example.com
#       [--staging | --acme-server URL]             Let's Encrypt's staging CA, or any ACME CA
#       [--auto-deploy --repo URL [--branch main]]  deploy the branch whenever it moves
#       [--require-signed ALLOWED_SIGNERS]          auto-deploy only commits signed by these SSH keys
#       [--editor-domain cms.example.com]           the GitHub-mode editor beside the site
#       [--preview-pull-requests | --no-preview-pull-requests]  previews of same-repository pull requests
#       [--dry-run]                                 print the plan, change nothing
#   sudo deploy/install.sh --rollback               back to the previous release
#   sudo deploy/install.sh --status                 the server's state, OK / WARN / FAIL (exit 1 on a FAIL)
#
# Idempotent: a rerun changes only what is missing or different, and deploys this checkout's
# current commit (nothing, if it is already live). Each part is a step in deploy/steps/ that
# also runs on its own, with PREFIX=<folder> in a test.
set -euo pipefail
STEPS=$(cd "$(dirname "$0")/steps" && pwd)

usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; }

rollback=0
status=0
auto_deploy=0
while [ $# -gt 0 ]; do
  case $1 in
    --domain) export SUMMIT_DOMAIN=$2; shift 2 ;;
    --email) export SUMMIT_EMAIL=$2; shift 2 ;;
    --staging) export SUMMIT_ACME_SERVER=https://acme-staging-v02.api.letsencrypt.org/directory; shift ;;
    --acme-server) export SUMMIT_ACME_SERVER=$2; shift 2 ;;
    --auto-deploy) auto_deploy=1; shift ;;
    --repo) export SUMMIT_REPO_URL=$2; shift 2 ;;
    --branch) export SUMMIT_BRANCH=$2; shift 2 ;;
    --editor-domain) export SUMMIT_EDITOR_DOMAIN=$2; shift 2 ;;
    --preview-pull-requests) export SUMMIT_PREVIEW_PULL_REQUESTS=1; shift ;;
    --no-preview-pull-requests) export SUMMIT_PREVIEW_PULL_REQUESTS=0; shift ;;
    --require-signed) SUMMIT_ALLOWED_SIGNERS_FROM=$(realpath "$2"); export SUMMIT_ALLOWED_SIGNERS_FROM; shift 2 ;;
    --rollback) rollback=1; shift ;;
    --status) status=1; shift ;;
    --dry-run) export DRY_RUN=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "install.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
  esac
done

# shellcheck source=deploy/steps/lib.sh
. "$STEPS/lib.sh"

if [ "$rollback" = 1 ]; then
  "$STEPS/rollback.sh"
  exit 0
fi
if [ "$SUMMIT_SYSTEM" = run ] && [ "$(id -u)" -ne 0 ]; then
  echo "install.sh: run it as root (sudo), or with --dry-run to see the plan" >&2
  exit 1
fi
# The status as summit-cloud status reads it: as the service user, the settings found (ADR 027).
if [ "$status" = 1 ]; then
  exec "$NODE_BIN" "$DEPLOY_DIR/server-command.ts" status
fi
load_install_conf
if [ -z "${SUMMIT_DOMAIN:-${DOMAIN:-}}" ] || [ -z "${SUMMIT_EMAIL:-${EMAIL:-}}" ]; then
  echo "install.sh: --domain and --email are needed the first time" >&2
  exit 2
fi
if [ "$auto_deploy" = 1 ] && [ -z "${SUMMIT_REPO_URL:-${REPO_URL:-}}" ]; then
  SUMMIT_REPO_URL=$(git -C "$REPO_DIR" remote get-url origin 2>/dev/null || true)
  export SUMMIT_REPO_URL
  [ -n "$SUMMIT_REPO_URL" ] || { echo "install.sh: --auto-deploy needs --repo URL" >&2; exit 2; }
fi

"$STEPS/packages.sh"
"$STEPS/toolchain.sh"
"$STEPS/user.sh"
"$STEPS/files.sh"
"$STEPS/deployer.sh"
"$STEPS/env.sh"
# The audit trail's anchors, their key and AUDIT_ANCHOR_PATH in env (written just before).
"$STEPS/audit-anchor.sh"
"$STEPS/units.sh"
# nginx on port 80 alone until the certificate exists (the ACME challenge is served from there).
"$STEPS/release.sh"
load_install_conf
DOMAIN=${SUMMIT_DOMAIN:-${DOMAIN:-}}
EMAIL=${SUMMIT_EMAIL:-${EMAIL:-}}
ACME_SERVER=${SUMMIT_ACME_SERVER:-${ACME_SERVER:-}}
EDITOR_DOMAIN=${SUMMIT_EDITOR_DOMAIN:-${EDITOR_DOMAIN:-}}
# The editor's port-80 server first: its certificate's challenge is answered there.
if [ -n "$EDITOR_DOMAIN" ]; then
  "$STEPS/editor.sh"
fi
# certbot asks a real CA: on the real root, or in a PREFIX only when told which CA (a test's
# pebble); otherwise the step prints what it would run.
certificate_args=(--email "$EMAIL" --prefix "${PREFIX:-/}")
[ -z "$ACME_SERVER" ] || certificate_args+=(--acme-server "$ACME_SERVER")
if [ "$DRY_RUN" = 1 ] || { [ "$SUMMIT_SYSTEM" != run ] && [ -z "$ACME_SERVER" ]; }; then
  certificate_args+=(--dry-run)
fi
for domain in "$DOMAIN" ${EDITOR_DOMAIN:+"$EDITOR_DOMAIN"}; do
  step "Certificate for $domain"
  "$STEPS/certificate.sh" --domain "$domain" "${certificate_args[@]}"
done
# With their certificates in place, the HTTPS servers join the configuration.
"$STEPS/switch.sh" --nginx
if [ -n "$EDITOR_DOMAIN" ]; then
  "$STEPS/editor.sh"
fi
if [ "$auto_deploy" = 1 ]; then
  "$STEPS/auto-deploy.sh" --enable
fi
# Alerts (ADR 027): on once the settings file names where they go; the values are never printed.
if grep -qE '^[[:space:]]*(ALERT_EMAIL|ALERT_WEBHOOK_URL)=[^[:space:]]' "$ETC_DIR/env" 2>/dev/null; then
  step "Alerts are on: a failed deploy, backup or renewal, and the checks every 10 minutes, send a message"
else
  step "Alerts are off: set ALERT_EMAIL (with SMTP_URL) and/or ALERT_WEBHOOK_URL in /etc/summit-cloud/env to be told when something breaks"
fi
step "Done: https://$DOMAIN/ (logs: journalctl -u 'summit-cloud@*')"
# The admin has no password (ADR 025): the first owner is invited from here, as the service user
# (summit-cloud finds the settings and the database), and opens the printed link (once, within 24
# hours) to make a passkey.
say "The admin signs people in with passkeys. Invite the first owner (the link is printed once):"
say "  sudo summit-cloud admin invite you@example.com --role owner"
say "The server's state: sudo deploy/install.sh --status (docs/operators.md \"Server commands and --status\")"
