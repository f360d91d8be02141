#!/usr/bin/env bash
# Debian's packages the server needs, only those missing: nginx and its brotli_static module,
# certbot (certificates), sqlite3 (looking into the leads database by hand), rclone (off-site
# backups), git (releases and auto-deploy) and npm (only to install the project's own Node 24
# and dependencies; Debian's Node is never used to run anything).
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

PACKAGES=(nginx libnginx-mod-http-brotli-static certbot sqlite3 rclone git npm ca-certificates openssl)

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

# The installer's own Node (a fresh checkout has no node_modules): the exact version the project
# pins, from npm, beside the releases. Each release installs its own with its dependencies.
if [ ! -x "$NODE_BIN" ]; then
  version=$(sed -n 's/^ *"node": "\([0-9.]*\)",\{0,1\}$/\1/p' "$REPO_DIR/package.json" | head -n 1)
  step "Node $version for the installer"
  act install -d -m 755 "$APP_DIR/tools"
  act npm install --prefix "$APP_DIR/tools" --no-audit --no-fund --no-save "node@$version"
fi
