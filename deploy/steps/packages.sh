#!/usr/bin/env bash
# Debian's packages the server needs, only those missing: nginx and its brotli_static module,
# certbot (certificates), sqlite3 (looking into the leads database by hand), rclone (off-site
# backups), git (releases and auto-deploy), curl and openssl (the toolchain's download and its
# check). No Debian npm or Node: the project's own come from toolchain.sh (ADR 024).
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

PACKAGES=(nginx libnginx-mod-http-brotli-static certbot sqlite3 rclone git curl ca-certificates openssl)

step "Debian packages"
missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  say "  installed: ${PACKAGES[*]}"
else
  system apt-get update -qq
  system env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
