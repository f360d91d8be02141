#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine: npm packages (Node 24 comes with
# them, as the `node` devDependency), Debian's Chromium for Playwright and Lighthouse, and Debian's
# nginx with its brotli_static module for the deploy/nginx.conf check (scripts/nginx-check.sh).
# Playwright's own browser download is never used: it cannot work on these machines.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's Chromium (needed by the end-to-end tests)…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

# The check runs nginx from a throwaway directory; Debian's own nginx service is never used.
if { ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; } ||
  [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  echo "Installing Debian's nginx and brotli_static module (needed by the nginx check)…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
fi

# `npm ci` fails here: this registry lacks other platforms' optional binaries, so the lockfile
# cannot list them (docs/decisions/001-runtime.md). `npm install` honours the lockfile otherwise.
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund
