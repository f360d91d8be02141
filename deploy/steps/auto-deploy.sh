#!/usr/bin/env bash
# From merge to live: deploys the repository's branch (REPO_URL and BRANCH in install.conf) when
# it moved since the live release. summit-cloud-deploy.timer runs this every 5 minutes; a build
# or health check that fails leaves the live release, is logged (journalctl -u
# summit-cloud-deploy) and is not retried until the branch moves again. When nothing moved but the
# live build left out an article or case study scheduled for a moment that has now come, it
# rebuilds the live commit (ADR 043); that rebuild failing is the `schedule` alert, exit 75.
# After that it builds a preview of each content/* branch whose head is new (ADR 046; its own
# `preview` alert when one fails, never this job's outcome), and with PREVIEW_PULL_REQUESTS=1 of
# each open pull request from a branch of the same repository.
#   deploy/steps/auto-deploy.sh            # look once, deploy if needed
#   deploy/steps/auto-deploy.sh --enable   # turn the timer on (install.sh --auto-deploy)
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"
# install.conf's alone: a CI runner's environment has a GITHUB_REPOSITORY of its own.
unset GITHUB_REPOSITORY
load_install_conf
REPO_URL=${SUMMIT_REPO_URL:-${REPO_URL:-}}
BRANCH=${SUMMIT_BRANCH:-${BRANCH:-main}}
# Then each content/* branch's preview (docs/decisions/046-previews-per-branch.md), at most this many.
export PREVIEW_LIMIT=${PREVIEW_LIMIT:-5}
# And the open pull requests' (install.sh --preview-pull-requests), asked of GITHUB_REPOSITORY on
# GitHub (owner/name; empty: the one REPO_URL names on github.com).
export PREVIEW_PULL_REQUESTS=${PREVIEW_PULL_REQUESTS:-0}
export GITHUB_REPOSITORY=${GITHUB_REPOSITORY:-}

if [ -z "${REPO_URL:-}" ]; then
  echo "auto-deploy: no REPO_URL in ${INSTALL_CONF#"$PREFIX"}: run install.sh --auto-deploy --repo URL" >&2
  exit 1
fi
if [ "${1:-}" = --enable ]; then
  step "Auto-deploy of $REPO_URL $BRANCH every 5 minutes"
  system systemctl enable --now summit-cloud-deploy.timer
  exit 0
fi
# install.sh --require-signed: only a head commit signed by a key in allowed-signers deploys.
signed=()
if [ "${REQUIRE_SIGNED:-0}" = 1 ]; then signed=(--allowed-signers "$ETC_DIR/allowed-signers"); fi
step "Auto-deploy: $REPO_URL $BRANCH${signed:+ (signed commits only)}"
act "$NODE_BIN" "$DEPLOY_DIR/release.ts" auto --repository "$REPO_URL" --branch "$BRANCH" "${signed[@]}"
