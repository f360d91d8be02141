# shellcheck shell=bash
# Shared by deploy/install.sh and every step in deploy/steps/ (docs/decisions/017-going-live.md).
#
# A step changes two kinds of things:
# - files under PREFIX (default /): directories, the env file, units, releases. A test runs each
#   step in a throwaway PREFIX and reads what it wrote; DRY_RUN=1 prints these changes instead.
# - the machine itself (apt, useradd, chown, systemctl, certbot): only through `system`, which runs
#   the command on the real root (PREFIX=/) and otherwise prints it. `--dry-run` prints both: the plan.
#
# Nothing a step prints may hold a secret: secrets are written to files, never passed as arguments.

DEPLOY_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REPO_DIR=$(cd "$DEPLOY_DIR/.." && pwd)
# A unit runs a step from the deployer's copy (LIB_DIR below); when that copy sits inside a PREFIX
# (a test's), the prefix is where it stands.
steps_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ -z "${PREFIX+set}" ] && [[ "$steps_dir" == */usr/local/lib/summit-cloud/steps ]]; then
  PREFIX=${steps_dir%/usr/local/lib/summit-cloud/steps}
fi
PREFIX=${PREFIX:-/}
export PREFIX=${PREFIX%/} # "" for the real root, so "$PREFIX/etc" is /etc
export DRY_RUN=${DRY_RUN:-0}
if [ -z "${SUMMIT_SYSTEM:-}" ]; then
  if [ -z "$PREFIX" ] && [ "$DRY_RUN" != 1 ]; then SUMMIT_SYSTEM=run; else SUMMIT_SYSTEM=print; fi
fi
export SUMMIT_SYSTEM

# The server layout of docs/decisions/017-going-live.md: app, data and settings, each under PREFIX.
export APP_DIR=$PREFIX/srv/summit-cloud
export DATA_DIR=$PREFIX/var/lib/summit-cloud
# certbot's HTTP-01 webroot: root's, outside the data folder (nginx reads it, the service never).
export ACME_DIR=$PREFIX/var/lib/summit-cloud-acme
export ETC_DIR=$PREFIX/etc/summit-cloud
# Public copies of the served certificates (root's, world-readable), for the checks and the status,
# which run as the service user: certbot keeps /etc/letsencrypt/live to root (certificate.sh).
export CERT_COPY_DIR=$ETC_DIR/certificates
export UNIT_DIR=$PREFIX/etc/systemd/system
export SERVICE_USER=summit
# Builds run as this user (ADR 024): it can read neither the leads nor the settings.
export BUILD_USER=summit-build
# The off-site copy runs as this user (offsite.sh; ADR 030): the only one given backup.env's rclone
# credentials, and one that runs no code of a release.
export BACKUP_USER=summit-backup
# The newest snapshot, handed from the service user to the backup user (snapshot.sh, offsite.sh):
# the service's to write, the backup user's group to read. A copy of the leads, so an erase reaches
# it: the site's unit and deploy/server-command.ts name this same path BACKUP_HANDOFF_DIR.
export OFFSITE_DIR=$PREFIX/var/lib/summit-cloud-offsite
# The audit trail's anchors (audit-anchor.sh): root's, readable by all, written only by the daily
# anchor unit's standard output, which systemd opens as root; the HMAC key beside the settings,
# root's alone, which the unit hands over on standard input.
export AUDIT_DIR=$PREFIX/var/lib/summit-cloud-audit
export AUDIT_KEY=$ETC_DIR/audit-anchor.key
# The deployer: what root runs for a deploy, root's copy outside every release (deployer.sh).
export LIB_DIR=$PREFIX/usr/local/lib/summit-cloud
# The operator's commands (sudo summit-cloud status|leads|stats|admin|alerts), on PATH.
export COMMAND_BIN=$PREFIX/usr/local/bin/summit-cloud
# The toolchain (toolchain.sh): the project's Node 24 and a pinned npm, root's, from the registry.
export TOOLCHAIN_DIR=$APP_DIR/toolchain
# The Node that runs the installer and the deployer: the deployer's own (beside it), else the
# toolchain's, else (a developer's checkout) the checkout's; never the one on PATH. Chosen here
# by every step, whatever the environment says: root runs it, so an inherited NODE_BIN or
# SUMMIT_TOOLCHAIN (kept by `sudo -E` or a profile, pointing at some other node) must not pick
# root's interpreter. Chosen afresh by each step, too: install.sh sources this before
# toolchain.sh has fetched Node, so on a fresh server its own choice is the checkout's
# node_modules/.bin/node, which a clone has not (seen on a real boot); the steps after it find
# the toolchain's.
export SUMMIT_TOOLCHAIN=$TOOLCHAIN_DIR/current/bin
if [ -x "$DEPLOY_DIR/bin/node" ]; then
  NODE_BIN=$DEPLOY_DIR/bin/node
elif [ -x "$SUMMIT_TOOLCHAIN/node" ]; then
  NODE_BIN=$SUMMIT_TOOLCHAIN/node
else
  NODE_BIN=$REPO_DIR/node_modules/.bin/node
fi
export NODE_BIN

# release_command RELEASE path|run NAME [ARGS…]: the operator's command NAME (leads, alerts…) of
# RELEASE, in RELEASE, with the deployer's Node: `path` prints where that release keeps it (exit 1:
# it has none), `run` runs it. deploy/release-command.ts knows where: server/cli/, or scripts/ in a
# release built before they moved, which a rollback can make live.
release_command() {
  local release=$1
  shift
  (cd "$release" 2>/dev/null && "$NODE_BIN" "$DEPLOY_DIR/release-command.ts" "$@")
}

# On a server, release.ts builds as BUILD_USER and migrates as SERVICE_USER (a test may name its own).
if [ "$SUMMIT_SYSTEM" = run ]; then
  export SUMMIT_BUILD_USER=${SUMMIT_BUILD_USER:-$BUILD_USER} SUMMIT_SERVICE_USER=${SUMMIT_SERVICE_USER:-$SERVICE_USER}
fi

say() { printf '%s\n' "$*"; }
step() { printf '==> %s\n' "$*"; }

# A change to the machine outside PREFIX.
system() {
  if [ "$SUMMIT_SYSTEM" = run ]; then
    "$@"
  else
    printf '  would run:'
    printf ' %q' "$@"
    printf '\n'
  fi
}

# A change under PREFIX.
act() {
  if [ "$DRY_RUN" = 1 ]; then
    printf '  would run:'
    printf ' %q' "$@"
    printf '\n'
  else
    "$@"
  fi
}

# refuse_link PATH…: stops the step when PATH is a symlink. Root never creates, chmods or chowns
# through a link it did not make (someone who could plant it would choose where root writes).
refuse_link() {
  local path
  for path in "$@"; do
    if [ -L "$path" ]; then
      echo "${0##*/}: $path is a symbolic link; refusing to change it as root (remove it, then rerun)" >&2
      exit 1
    fi
  done
}

# The settings install.sh was given (domain, e-mail, ACME server, editor, repository), kept so a
# rerun, a step run alone and the timers use the same ones. No secret is kept here.
INSTALL_CONF=$ETC_DIR/install.conf
load_install_conf() {
  if [ -f "$INSTALL_CONF" ]; then
    # shellcheck source=/dev/null
    . "$INSTALL_CONF"
  fi
}
