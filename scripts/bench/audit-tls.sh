#!/usr/bin/env bash
# `npm run audit:tls`: testssl.sh (Debian's `testssl`) against `npm run preview:https`, i.e. the
# production nginx config with a throwaway CA's certificate (docs/decisions/016-tls-and-certificates.md).
# A full run takes minutes, so it is not part of `npm test`. Writes reports/testssl.log and
# reports/testssl.json, lists every finding of severity HIGH or CRITICAL, and exits non-zero if
# one is not among those only a public CA's certificate can fix (ALLOWED below, explained in the ADR).
#
#   npm run build && npm run audit:tls
#   AUDIT_HTTP_PORT=8080 AUDIT_HTTPS_PORT=8443 AUDIT_NODE_PORT=8081 npm run audit:tls
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
HTTP_PORT=${AUDIT_HTTP_PORT:-8080}
HTTPS_PORT=${AUDIT_HTTPS_PORT:-8443}
NODE_PORT=${AUDIT_NODE_PORT:-8081}
NODE="$ROOT/node_modules/.bin/node"
[ -x "$NODE" ] || NODE=node

# Findings about the certificate's issuer rather than the server: a throwaway CA publishes no
# revocation information (no CRL distribution point, no OCSP URL), so testssl rates the
# certificate's revocation HIGH. A Let's Encrypt certificate carries a CRL distribution point.
ALLOWED="cert_revocation"

if ! command -v testssl >/dev/null 2>&1 || ! command -v dig >/dev/null 2>&1; then
  # shellcheck source=scripts/apt-install.sh
  . scripts/apt-install.sh
  apt_install "needed by this audit" testssl.sh dnsutils
fi

TMP=$(mktemp -d -t audit-tls.XXXXXX)
cleanup() {
  if [ -n "${PREVIEW_PID:-}" ] && kill -0 "$PREVIEW_PID" 2>/dev/null; then
    kill -INT "$PREVIEW_PID"
    wait "$PREVIEW_PID" || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT

bash scripts/dev/make-local-ca.sh "$TMP/tls"
HTTP_PORT=$HTTP_PORT HTTPS_PORT=$HTTPS_PORT NODE_PORT=$NODE_PORT DATABASE_PATH="$TMP/inquiries.db" \
  TLS_CERT="$TMP/tls/localhost.crt" TLS_KEY="$TMP/tls/localhost.key" \
  "$NODE" scripts/dev/preview-https.ts >"$TMP/preview.log" 2>&1 &
PREVIEW_PID=$!
for _ in $(seq 1 200); do
  if curl -s --cacert "$TMP/tls/ca.crt" -o /dev/null "https://localhost:$HTTPS_PORT/robots.txt"; then break; fi
  kill -0 "$PREVIEW_PID" 2>/dev/null || break
  sleep 0.1
done
if ! curl -s --cacert "$TMP/tls/ca.crt" -o /dev/null "https://localhost:$HTTPS_PORT/robots.txt"; then
  cat "$TMP/preview.log" >&2
  echo "audit:tls: preview:https did not start" >&2
  exit 1
fi

mkdir -p reports
rm -f reports/testssl.json reports/testssl.log
started=$(date +%s)
# --add-ca: the throwaway CA counts as trusted, so what is left is about the server's TLS.
testssl --quiet --color 0 --warnings off --add-ca "$TMP/tls/ca.crt" --ip 127.0.0.1 \
  --jsonfile reports/testssl.json --logfile reports/testssl.log "localhost:$HTTPS_PORT" >/dev/null || true
echo "testssl.sh ran $(($(date +%s) - started)) s against https://localhost:$HTTPS_PORT/ (reports/testssl.log)"

ALLOWED="$ALLOWED" "$NODE" scripts/bench/audit-tls-report.ts reports/testssl.json
