#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine: npm packages (Node 24 comes with
# them, as the `node` devDependency; the site's typeface too, so what pages show does not depend
# on the machine's fonts: docs/decisions/012-typeface.md) and, with apt, only the Debian packages
# that are missing:
# - chromium: Playwright and Lighthouse drive it (a downloaded browser cannot work here);
# - fonts-liberation: Liberation Sans has Arial's metrics, which the brand face's fallback is
#   sized against (src/styles/brand.css) and tests/e2e/typeface.spec.ts checks; nothing a page shows once
#   the face has loaded, or a visual baseline, depends on it;
# - nginx + its brotli_static module: the deploy/nginx.conf checks (scripts/checks/nginx-check.sh,
#   scripts/checks/tls-check.ts, scripts/checks/acme-check.sh);
# - pebble (Let's Encrypt's test ACME server) + certbot: the certificate step end to end, offline
#   (scripts/checks/acme-check.sh). testssl.sh is installed by `npm run audit:tls` itself (not in npm test);
# - a Java runtime: the W3C's Nu HTML Checker (npm vnu-jar) checks every built page (scripts/checks/html-check.ts).
# - shellcheck, rclone, systemd (systemd-analyze): the installer's tests (npm run test:deploy:
#   every shell file linted, backups copied to an rclone remote, the units verified and rated).
# - radicale: a real CalDAV server the booking tests start on a port of their own
#   (server/test/radicale.ts); the system service the package starts is stopped, never used.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing+=(fonts-liberation)
{ command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v pebble >/dev/null 2>&1 || missing+=(pebble)
command -v certbot >/dev/null 2>&1 || missing+=(certbot)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)
command -v rclone >/dev/null 2>&1 || missing+=(rclone)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
command -v radicale >/dev/null 2>&1 || missing+=(radicale)

# shellcheck source=scripts/apt-install.sh
. scripts/apt-install.sh
if [ ${#missing[@]} -gt 0 ]; then apt_install "" "${missing[@]}"; fi
# Debian starts Radicale's own service on install: the tests run their own instances instead.
if [[ " ${missing[*]} " == *" radicale "* ]] && command -v systemctl >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then systemctl disable --now radicale >/dev/null 2>&1 || true; else sudo systemctl disable --now radicale >/dev/null 2>&1 || true; fi
fi

# `npm ci` fails here: this registry lacks other platforms' optional binaries, so the lockfile
# cannot list them (docs/decisions/001-runtime.md). `npm install` honours the lockfile otherwise.
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund

# The MDN HTTP Observatory grades the HTTPS preview in `npm run test:tls` (scripts/checks/tls-check.ts).
# It lives outside the project's dependencies, in .tools/: its install scripts download (a CA
# bundle, the HSTS preload list), which fails here, and npm would run them in a plain install of
# the project. Installed with scripts off, pinned, once.
OBSERVATORY_VERSION=1.4.8
if [ ! -f .tools/observatory/node_modules/@mdn/mdn-http-observatory/src/scan.js ] ||
  ! grep -q "\"version\": \"$OBSERVATORY_VERSION\"" .tools/observatory/node_modules/@mdn/mdn-http-observatory/package.json; then
  mkdir -p .tools/observatory
  npm install --prefix .tools/observatory --ignore-scripts --no-audit --no-fund --no-package-lock \
    "@mdn/mdn-http-observatory@$OBSERVATORY_VERSION" >/dev/null
fi
