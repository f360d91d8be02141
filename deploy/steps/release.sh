#!/usr/bin/env bash
# Deploys a commit of a repository (by default this checkout's HEAD) as a new release: build,
# migrations, start on the free port, health check, switch (deploy/release.ts). Nothing changes
# for visitors unless every part succeeds.
#   deploy/steps/release.sh [--source DIR] [--ref REF] [--force]
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

step "Release"
source_dir=$REPO_DIR
ref=HEAD
force=()
while [ $# -gt 0 ]; do
  case $1 in
    --source) source_dir=$2; shift 2 ;;
    --ref) ref=$2; shift 2 ;;
    --force) force=(--force); shift ;;
    *) echo "release.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
act "$NODE_BIN" "$DEPLOY_DIR/release.ts" deploy --source "$source_dir" --ref "$ref" "${force[@]}"
