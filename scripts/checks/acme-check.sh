#!/usr/bin/env bash
# `npm run test:acme` (part of `npm test`): the certificate step end to end, offline
# (docs/decisions/016-tls-and-certificates.md). Debian's pebble (Let's Encrypt's test ACME server)
# issues a certificate to deploy/steps/certificate.sh by HTTP-01 through deploy/nginx.conf's
# port-80 server, exactly as rendered for a server before its first certificate; nginx is then
# rendered with HTTPS and serves it; a forced `certbot renew` runs the installed deploy hook,
# nginx reloads, and the certificate it serves has a new serial. Everything runs on 127.0.0.1
# from a throwaway folder (the step's PREFIX); nginx needs port 80, because pebble validates
# HTTP-01 on port 80 as a real CA does. Needs `npm run build` first. About 10–20 s.
#
#   bash scripts/checks/acme-check.sh           # or: npm run test:acme
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
DOMAIN=www.summit.test
HTTPS_PORT=${ACME_HTTPS_PORT:-8088}
NODE_PORT=${ACME_NODE_PORT:-8089}
PEBBLE_MANAGEMENT=${ACME_PEBBLE_MANAGEMENT_PORT:-15000}
NODE="$ROOT/node_modules/.bin/node"
[ -x "$NODE" ] || NODE=node

missing=()
command -v pebble >/dev/null 2>&1 || missing+=(pebble)
command -v certbot >/dev/null 2>&1 || missing+=(certbot)
# shellcheck source=scripts/apt-install.sh
. scripts/apt-install.sh
if [ ${#missing[@]} -gt 0 ]; then apt_install "needed by this check" "${missing[@]}"; fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -f build/nginx-security-values.conf ]; then
  echo "acme-check: no production build in build/: run \`npm run build\` first." >&2
  exit 1
fi

TMP=$(mktemp -d -t acme-check.XXXXXX)
PREFIX="$TMP/root"
NGINX_DIR="$TMP/nginx"
mkdir -p "$PREFIX" "$NGINX_DIR/temp"
# nginx's workers (nobody) pass through to the ACME webroot inside the prefix.
chmod 711 "$TMP" "$PREFIX"
pids=()
cleanup() {
  if [ -f "$NGINX_DIR/nginx.pid" ]; then
    kill -QUIT "$(cat "$NGINX_DIR/nginx.pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do [ -f "$NGINX_DIR/nginx.pid" ] || break; sleep 0.1; done
  fi
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$TMP"
}
trap cleanup EXIT

# shellcheck source=scripts/checks/check-lib.sh
. scripts/checks/check-lib.sh
# wait_for DESCRIPTION COMMAND…: polls COMMAND for up to 10 s.
wait_for() {
  local what=$1
  shift
  for _ in $(seq 1 100); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.1
  done
  echo "acme-check: $what did not happen within 10 s" >&2
  return 1
}

# --- --dry-run prints the plan and touches nothing ---
plan=$(bash deploy/steps/certificate.sh --dry-run --prefix "$TMP/dry" --domain www.example.com --email ops@example.com --staging)
if [[ "$plan" == *"+ certbot certonly --webroot -w $TMP/dry/var/lib/summit-cloud-acme -d www.example.com"* ]] &&
  [[ "$plan" == *"--server https://acme-staging-v02.api.letsencrypt.org/directory"* ]] && [ ! -e "$TMP/dry" ]; then
  pass "certificate.sh --dry-run --staging prints the certbot command and changes nothing"
else
  fail "certificate.sh --dry-run --staging prints the certbot command and changes nothing" "$plan"
fi

# --- pebble, with a listener certificate from a throwaway CA, and a DNS answering 127.0.0.1 ---
bash scripts/dev/make-local-ca.sh "$TMP/pebble-tls"
cat >"$TMP/pebble.json" <<JSON
{
  "pebble": {
    "listenAddress": "127.0.0.1:14000",
    "managementListenAddress": "127.0.0.1:$PEBBLE_MANAGEMENT",
    "certificate": "$TMP/pebble-tls/localhost.crt",
    "privateKey": "$TMP/pebble-tls/localhost.key",
    "httpPort": 80,
    "tlsPort": 5001,
    "ocspResponderURL": "",
    "externalAccountBindingRequired": false
  }
}
JSON
pebble-challtestsrv -defaultIPv4 127.0.0.1 -defaultIPv6 "" -dns01 127.0.0.1:8053 -http01 "" -tlsalpn01 "" \
  -https01 "" -management 127.0.0.1:8055 >"$TMP/challtestsrv.log" 2>&1 &
pids+=($!)
# No sleeps before validating, every nonce good, and no reused authorisation: the renewal, too,
# is validated through port 80.
PEBBLE_VA_NOSLEEP=1 PEBBLE_WFE_NONCEREJECT=0 PEBBLE_AUTHZREUSE=0 \
  pebble -config "$TMP/pebble.json" -dnsserver 127.0.0.1:8053 >"$TMP/pebble.log" 2>&1 &
pids+=($!)
wait_for "pebble listening" curl -sf --cacert "$TMP/pebble-tls/ca.crt" https://localhost:14000/dir

# --- nginx as on a server before its first certificate: port 80 only (ACME + redirect) ---
render() {
  "$NODE" deploy/render-nginx.ts --domain "$DOMAIN" --release "$ROOT" --node-port "$NODE_PORT" \
    --http-listen 127.0.0.1:80 --https-port "$HTTPS_PORT" --acme-root "$PREFIX/var/lib/summit-cloud-acme" \
    --certificate "$PREFIX/etc/letsencrypt/live/$DOMAIN/fullchain.pem" \
    --certificate-key "$PREFIX/etc/letsencrypt/live/$DOMAIN/privkey.pem" "$@" >"$NGINX_DIR/site.conf"
}
render --https-listen none
cp deploy/nginx.standalone.conf "$NGINX_DIR/nginx.conf"
mkdir -p "$PREFIX/var/lib/summit-cloud-acme"
"$NGINX" -p "$NGINX_DIR/" -c "$NGINX_DIR/nginx.conf"
wait_for "nginx on port 80" curl -s -o /dev/null "http://127.0.0.1/"

# --- the installer's certificate step against pebble ---
started=$(date +%s)
if REQUESTS_CA_BUNDLE="$TMP/pebble-tls/ca.crt" bash deploy/steps/certificate.sh --prefix "$PREFIX" \
  --domain "$DOMAIN" --email ops@summit.test --acme-server https://localhost:14000/dir >"$TMP/step.log" 2>&1; then
  pass "deploy/steps/certificate.sh issues a certificate from pebble ($(($(date +%s) - started)) s)"
else
  fail "deploy/steps/certificate.sh issues a certificate from pebble" "$(tail -n 5 "$TMP/step.log" | tr '\n' ' ')"
fi
LIVE="$PREFIX/etc/letsencrypt/live/$DOMAIN"
issuer=$(openssl x509 -in "$LIVE/fullchain.pem" -noout -issuer 2>/dev/null || true)
subject_names=$(openssl x509 -in "$LIVE/fullchain.pem" -noout -ext subjectAltName 2>/dev/null || true)
if [[ "$issuer" == *Pebble* ]] && [[ "$subject_names" == *"DNS:$DOMAIN"* ]]; then
  pass "the certificate names $DOMAIN and is issued by pebble (${issuer#issuer=})"
else
  fail "the certificate names $DOMAIN and is issued by pebble" "issuer \"$issuer\""
fi
# HTTP-01 went through nginx's port-80 server: its access log has pebble's fetch of the token.
if grep -q 'GET /.well-known/acme-challenge/[^ ]* HTTP/1.1" 200' "$NGINX_DIR/access.log"; then
  pass "pebble fetched the HTTP-01 token through nginx's port 80 (200)"
else
  fail "pebble fetched the HTTP-01 token through nginx's port 80 (200)"
fi
if [ -x "$PREFIX/etc/letsencrypt/renewal-hooks/deploy/summit-cloud-reload-nginx.sh" ]; then
  pass "the deploy hook is installed in renewal-hooks/deploy/"
else
  fail "the deploy hook is installed in renewal-hooks/deploy/"
fi

# --- nginx with the HTTPS server and that certificate ---
render --https-listen "127.0.0.1:$HTTPS_PORT"
# (nginx says "signal process started" on stderr even when all is well.)
"$NGINX" -p "$NGINX_DIR/" -c "$NGINX_DIR/nginx.conf" -s reload 2>"$TMP/reload.log" || {
  cat "$TMP/reload.log" >&2
  exit 1
}
served_serial() {
  openssl s_client -connect "127.0.0.1:$HTTPS_PORT" -servername "$DOMAIN" </dev/null 2>/dev/null |
    openssl x509 -noout -serial 2>/dev/null | cut -d= -f2
}
issued=$(openssl x509 -in "$LIVE/cert.pem" -noout -serial | cut -d= -f2)
wait_for "nginx serving the issued certificate" test "$(served_serial)" = "$issued" || true
first=$(served_serial)
if [ -n "$first" ] && [ "$first" = "$issued" ]; then
  pass "nginx serves it on HTTPS (serial $first)"
else
  fail "nginx serves it on HTTPS" "served serial \"$first\", issued $issued"
fi

# --- a forced renewal: certbot runs the hook, which reloads this nginx. Without a terminal certbot
# first sleeps up to 8 minutes (spreading real renewals over time); a test has no use for that. ---
started=$(date +%s)
if NGINX_PREFIX="$NGINX_DIR/" NGINX_CONF="$NGINX_DIR/nginx.conf" REQUESTS_CA_BUNDLE="$TMP/pebble-tls/ca.crt" \
  certbot renew --force-renewal --no-random-sleep-on-renew --non-interactive --config-dir "$PREFIX/etc/letsencrypt" \
  --work-dir "$PREFIX/var/lib/letsencrypt" --logs-dir "$PREFIX/var/log/letsencrypt" >"$TMP/renew.log" 2>&1; then
  pass "certbot renew --force-renewal succeeds ($(($(date +%s) - started)) s)"
else
  fail "certbot renew --force-renewal succeeds" "$(tail -n 5 "$TMP/renew.log" | tr '\n' ' ')"
fi
if grep -q "reload-nginx: renewed $DOMAIN" "$TMP/renew.log" "$PREFIX/var/log/letsencrypt/letsencrypt.log" 2>/dev/null; then
  pass "the renewal ran the deploy hook"
else
  fail "the renewal ran the deploy hook" "$(grep -i hook "$TMP/renew.log" | head -n 3 | tr '\n' ' ')"
fi
renewed=$(openssl x509 -in "$LIVE/cert.pem" -noout -serial | cut -d= -f2)
wait_for "nginx serving the renewed certificate" test "$(served_serial)" = "$renewed" || true
second=$(served_serial)
if [ "$renewed" != "$issued" ] && [ "$second" = "$renewed" ]; then
  pass "after the renewal nginx serves the new certificate (serial $first → $second) without a restart"
else
  fail "after the renewal nginx serves the new certificate" "served $second, renewed $renewed, first $first"
fi

if grep -qE '\[(error|crit|alert|emerg)\]' "$NGINX_DIR/error.log" 2>/dev/null; then
  fail "nginx error log has no errors" "$(grep -E '\[(error|crit|alert|emerg)\]' "$NGINX_DIR/error.log" | head -n 3)"
else
  pass "nginx error log has no errors"
fi

summary acme
