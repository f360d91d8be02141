#!/usr/bin/env bash
# The site's settings file, /etc/summit-cloud/env (root, mode 600, read by systemd's EnvironmentFile=):
# written once with every setting named; after that only its owner and mode are enforced, so a
# rerun never overwrites what the operator filled in (it only adds ADMIN_ORIGIN to an env file
# from before passkeys). Nothing of it is printed. The backups' settings (rclone's credentials) are in backup.env beside it (root, 600, read
# by the backup unit only); a rerun moves them there from an older env. Also keeps install.sh's
# own settings (domain, e-mail…; no secret) in install.conf.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

ENV_FILE=$ETC_DIR/env
BACKUP_ENV=$ETC_DIR/backup.env

write_env_template() {
  umask 077
  cat >"$ENV_FILE" <<ENV
# Summit Cloud site settings (docs/operators.md "Going live" and "Leads"). Read by systemd when the site's
# services start: after a change, \`sudo deploy/install.sh\` (or restart summit-cloud@<port>).
# Keep this file mode 600, owned by root.

# /admin: people sign in with passkeys (docs/operators.md "Who may see the leads"); there is no password.
# The origin enrolment links and passkeys are made for: the site's own.
ADMIN_ORIGIN=${DOMAIN:+https://$DOMAIN}
# Leads (and their deliveries) are erased this many days after they came in (the privacy page says 730).
LEAD_RETENTION_DAYS=730
# /api/health's details (database, outbox per channel) for a monitor that sends
# "Authorization: Bearer <token>"; empty: up/down only, to everyone. At least 16 characters.
HEALTH_TOKEN=

# Each lead by e-mail: smtp://user:password@host:587 (STARTTLS) or smtps://…:465.
SMTP_URL=
LEAD_NOTIFY_TO=
LEAD_NOTIFY_FROM=

# Each lead also POSTed as JSON to this address (a CRM, a chat channel…).
INQUIRY_WEBHOOK_URL=

# Alerts (docs/operators.md "Alerts and status"): one message when a deploy, backup, off-site copy or
# certificate renewal fails, a certificate nears its end, leads are refused or stuck, the disk fills
# or the site is down, and one when it clears. By e-mail through SMTP_URL above (to one or more
# addresses, comma-separated) and/or as a JSON POST to a webhook. Both empty: alerts are off.
ALERT_EMAIL=
ALERT_WEBHOOK_URL=

# Backups on this server (summit-cloud-snapshot.service): the newest this many daily snapshots are
# kept; of the snapshots before each deploy and the databases a restore replaced, as many, and none
# older than this many days. Keep it far below LEAD_RETENTION_DAYS.
BACKUP_KEEP=14

# The copy off the server (BACKUP_REMOTE and rclone's credentials) has its own file, read by the
# off-site unit only: backup.env beside this one.
ENV
}

# The off-site copy's settings: rclone's credentials can delete every off-site copy, so they live
# in a file only summit-cloud-backup.service reads (as its own user, running no release's code;
# ADR 030), never in the one the web server loads.
write_backup_template() {
  umask 077
  cat >"$BACKUP_ENV" <<ENV
# Summit Cloud off-site backups (docs/operators.md "Backups and a restore drill"). Read only by
# summit-cloud-backup.service; keep it mode 600, owned by root. Try it: sudo systemctl start summit-cloud-backup

# Off-site backups with rclone: BACKUP_REMOTE=<remote>:<path>, the remote described by
# RCLONE_CONFIG_<REMOTE>_* variables (https://rclone.org/docs/#config-file), e.g. for S3:
#   BACKUP_REMOTE=offsite:summit-backups
#   RCLONE_CONFIG_OFFSITE_TYPE=s3
#   RCLONE_CONFIG_OFFSITE_PROVIDER=AWS
#   RCLONE_CONFIG_OFFSITE_ACCESS_KEY_ID=…
#   RCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY=…
#   RCLONE_CONFIG_OFFSITE_REGION=eu-central-1
# Give it keys that can write but not delete (docs/operators.md says how), with the bucket's own
# rule expiring copies, and set BACKUP_REMOTE_KEEP_DAYS=0. How many stay on the server: BACKUP_KEEP
# in env.
BACKUP_REMOTE=
# Days a copy is kept on the remote before this server deletes it (0: never; the bucket's rule does).
BACKUP_REMOTE_KEEP_DAYS=90
ENV
}

# Settings of the off-site copy in the web server's file (before ADR 024): appended to backup.env,
# where a later line wins, and taken out of env. Values are moved between files, never printed.
BACKUP_LINES='^[[:space:]]*(export[[:space:]]+)?(RCLONE_[A-Za-z0-9_]*|BACKUP_REMOTE|BACKUP_REMOTE_KEEP_DAYS)='
# BACKUP_KEEP went to backup.env with them before ADR 030; the snapshot, which reads it, cannot
# read that file: it comes back to env (no secret), where a later line wins.
KEEP_LINE='^[[:space:]]*(export[[:space:]]+)?BACKUP_KEEP='
move_backup_settings() {
  umask 077
  {
    echo "# Moved here from env by install.sh (ADR 024):"
    grep -E "$BACKUP_LINES" "$ENV_FILE"
  } >>"$BACKUP_ENV"
  grep -vE "$BACKUP_LINES" "$ENV_FILE" >"$ENV_FILE.new" || true
  chmod 600 "$ENV_FILE.new"
  mv "$ENV_FILE.new" "$ENV_FILE"
}

# install.sh's settings: what it was given this time, else what it was given before
# (GITHUB_REPOSITORY only from there: a CI runner's environment has one of its own).
unset GITHUB_REPOSITORY
load_install_conf
DOMAIN=${SUMMIT_DOMAIN:-${DOMAIN:-}}
EMAIL=${SUMMIT_EMAIL:-${EMAIL:-}}
ACME_SERVER=${SUMMIT_ACME_SERVER:-${ACME_SERVER:-}}
EDITOR_DOMAIN=${SUMMIT_EDITOR_DOMAIN:-${EDITOR_DOMAIN:-}}
REPO_URL=${SUMMIT_REPO_URL:-${REPO_URL:-}}
BRANCH=${SUMMIT_BRANCH:-${BRANCH:-main}}
# Previews of pull requests from the repository's own branches (ADR 046): off unless asked for.
PREVIEW_PULL_REQUESTS=${SUMMIT_PREVIEW_PULL_REQUESTS:-${PREVIEW_PULL_REQUESTS:-0}}
step "Settings file ${ENV_FILE#"$PREFIX"}"
refuse_link "$ENV_FILE" "$BACKUP_ENV"
if [ -f "$ENV_FILE" ]; then
  say "  kept as it is (only its owner and mode are checked)"
else
  if [ "$DRY_RUN" = 1 ]; then
    say "  would write it with every setting named"
  else
    write_env_template
    say "  written: fill in SMTP_URL and LEAD_NOTIFY_TO there (sudoedit ${ENV_FILE#"$PREFIX"})"
  fi
fi
# add_env_line KEY VALUE COMMENT WHY: appends KEY=VALUE, under its comment, to an env file written
# before the setting existed; one that names KEY already keeps its own.
add_env_line() {
  grep -qE "^$1=" "$ENV_FILE" && return 0
  if [ "$DRY_RUN" = 1 ]; then
    say "  would add $1=$2"
  else
    printf '\n# %s\n%s=%s\n' "$3" "$1" "$2" >>"$ENV_FILE"
    say "  added $1=$2 ($4)"
  fi
}
# An env file from before passkeys (ADR 025) has no ADMIN_ORIGIN: enrolment links need the public one.
if [ -f "$ENV_FILE" ] && [ -n "$DOMAIN" ]; then
  add_env_line ADMIN_ORIGIN "https://$DOMAIN" \
    '/admin: passkeys and enrolment links are made for this origin (docs/operators.md "Who may see the leads").' \
    "the admin signs in with passkeys now; ADMIN_PASSWORD does nothing"
fi
# With an editor, the content branches' previews open on its host (docs/decisions/046-previews-per-branch.md).
if [ -f "$ENV_FILE" ] && [ -n "$EDITOR_DOMAIN" ]; then
  add_env_line PREVIEW_ORIGIN "https://$EDITOR_DOMAIN" \
    'Previews of the content branches open on the editor host (docs/authors.md "Editing the site").' \
    "previews of the editor's branches"
fi
act chmod 600 "$ENV_FILE"
system chown root:root /etc/summit-cloud/env

step "Backup settings ${BACKUP_ENV#"$PREFIX"}"
if [ -f "$BACKUP_ENV" ]; then
  say "  kept as it is"
elif [ "$DRY_RUN" = 1 ]; then
  say "  would write it (BACKUP_REMOTE and rclone's remote, read by the backup unit only)"
else
  write_backup_template
  say "  written: set BACKUP_REMOTE and the remote's RCLONE_CONFIG_* there"
fi
if [ -f "$BACKUP_ENV" ] && [ -f "$ENV_FILE" ] && grep -qE "$KEEP_LINE" "$BACKUP_ENV"; then
  if [ "$DRY_RUN" = 1 ]; then
    say "  would move BACKUP_KEEP from it into ${ENV_FILE#"$PREFIX"}"
  else
    umask 077
    { printf '\n# Moved here from backup.env by install.sh (ADR 030):\n'; grep -E "$KEEP_LINE" "$BACKUP_ENV" | tail -n 1; } >>"$ENV_FILE"
    grep -vE "$KEEP_LINE" "$BACKUP_ENV" >"$BACKUP_ENV.new" || true
    chmod 600 "$BACKUP_ENV.new"
    mv "$BACKUP_ENV.new" "$BACKUP_ENV"
    say "  moved BACKUP_KEEP from it into ${ENV_FILE#"$PREFIX"} (the snapshot reads it there)"
  fi
fi
if [ -f "$ENV_FILE" ] && grep -qE "$BACKUP_LINES" "$ENV_FILE"; then
  if [ "$DRY_RUN" = 1 ]; then
    say "  would move BACKUP_*/RCLONE_* from ${ENV_FILE#"$PREFIX"} into it"
  else
    move_backup_settings
    say "  moved BACKUP_*/RCLONE_* from ${ENV_FILE#"$PREFIX"} into it (values not shown)"
  fi
fi
[ ! -f "$BACKUP_ENV" ] || act chmod 600 "$BACKUP_ENV"
system chown root:root /etc/summit-cloud/backup.env

# Signed deploys (install.sh --require-signed FILE): the keys go to allowed-signers, root's; once
# asked for, a rerun without the flag keeps requiring them.
ALLOWED_SIGNERS=$ETC_DIR/allowed-signers
REQUIRE_SIGNED=${REQUIRE_SIGNED:-0}
if [ -n "${SUMMIT_ALLOWED_SIGNERS_FROM:-}" ]; then
  REQUIRE_SIGNED=1
  step "Allowed signers ${ALLOWED_SIGNERS#"$PREFIX"}"
  refuse_link "$ALLOWED_SIGNERS"
  act install -m 644 "$SUMMIT_ALLOWED_SIGNERS_FROM" "$ALLOWED_SIGNERS"
  system chown root:root /etc/summit-cloud/allowed-signers
fi
step "Install settings ${INSTALL_CONF#"$PREFIX"}"
if [ "$DRY_RUN" = 1 ]; then
  say "  would keep domain=$DOMAIN email=$EMAIL acme-server=${ACME_SERVER:-letsencrypt} editor=${EDITOR_DOMAIN:-none} repository=${REPO_URL:-none} branch=$BRANCH signed=$REQUIRE_SIGNED pull-request-previews=$PREVIEW_PULL_REQUESTS"
else
  {
    echo "# Written by deploy/install.sh: what it was last given. No secrets here."
    printf 'DOMAIN=%q\nEMAIL=%q\nACME_SERVER=%q\nEDITOR_DOMAIN=%q\nREPO_URL=%q\nBRANCH=%q\nREQUIRE_SIGNED=%q\nPREVIEW_LIMIT=%q\nPREVIEW_PULL_REQUESTS=%q\nGITHUB_REPOSITORY=%q\n' \
      "$DOMAIN" "$EMAIL" "$ACME_SERVER" "$EDITOR_DOMAIN" "$REPO_URL" "$BRANCH" "$REQUIRE_SIGNED" "${PREVIEW_LIMIT:-5}" \
      "$PREVIEW_PULL_REQUESTS" "${GITHUB_REPOSITORY:-}"
  } >"$INSTALL_CONF"
  chmod 644 "$INSTALL_CONF"
fi

# What deploy/release.ts hands the nginx renderer besides the release and the port: the public
# listeners and where certbot puts this domain's certificate.
NGINX_JSON=$ETC_DIR/nginx.json
step "nginx settings ${NGINX_JSON#"$PREFIX"}"
# Written for a new domain only: listen addresses edited by hand survive a rerun.
if [ -f "$NGINX_JSON" ] && grep -qF "\"domain\": \"$DOMAIN\"" "$NGINX_JSON"; then
  say "  kept as they are (domain $DOMAIN)"
elif [ "$DRY_RUN" = 1 ]; then
  say "  would write them for $DOMAIN"
elif [ -n "$DOMAIN" ]; then
  cat >"$NGINX_JSON" <<JSON
{
  "domain": "$DOMAIN",
  "httpListen": ["80", "[::]:80"],
  "httpsListen": ["443", "[::]:443"],
  "certificate": "$PREFIX/etc/letsencrypt/live/$DOMAIN/fullchain.pem",
  "certificateKey": "$PREFIX/etc/letsencrypt/live/$DOMAIN/privkey.pem",
  "acmeRoot": "$ACME_DIR"
}
JSON
  chmod 644 "$NGINX_JSON"
fi
# Before ADR 024 certbot's webroot was inside the data folder, which the service can write.
if [ -f "$NGINX_JSON" ] && grep -qF "\"acmeRoot\": \"$DATA_DIR/acme\"" "$NGINX_JSON"; then
  act sed -i "s|\"acmeRoot\": \"$DATA_DIR/acme\"|\"acmeRoot\": \"$ACME_DIR\"|" "$NGINX_JSON"
  say "  certbot's webroot moved to ${ACME_DIR#"$PREFIX"}"
fi
