#!/usr/bin/env bash
# Installer step: the site's certificate from an ACME CA (Let's Encrypt unless told otherwise) by
# HTTP-01 through nginx's port-80 server, and its renewal hook
# (docs/decisions/016-tls-and-certificates.md). deploy/install.sh calls it once nginx serves port 80
# (rendered with `--https-listen none` before the first certificate exists), then renders the HTTPS
# server and reloads nginx. Idempotent: a certificate with more than 30 days left (its notAfter,
# read with openssl) is kept without asking the CA at all, so a rerun of install.sh does not need
# the CA; certbot runs only for a missing or due certificate, and when the CA cannot be reached
# while the certificate in place is still valid, that is a warning (exit 0), not a failure.
#
#   deploy/steps/certificate.sh --domain www.example.com --email ops@example.com
#     [--staging | --acme-server URL] [--prefix DIR] [--dry-run]
#
# It writes, under PREFIX (default /): the ACME webroot var/lib/summit-cloud-acme (nginx serves its
# /.well-known/acme-challenge/), the hook etc/letsencrypt/renewal-hooks/deploy/summit-cloud-reload-nginx.sh
# (certbot runs it after every renewal: nginx reloads with the new certificate), and certbot's
# files in etc/letsencrypt, var/lib/letsencrypt and var/log/letsencrypt; the certificate ends up in
# etc/letsencrypt/live/DOMAIN/{fullchain,privkey}.pem, and a public copy of the chain (no key) in
# etc/summit-cloud/certificates/DOMAIN/fullchain.pem for the alert checks and the status, which run
# as the site's user (certbot keeps live/ to root; the hook refreshes it). Renewal itself is Debian certbot's
# certbot.timer (twice a day). `--dry-run` prints what it would run instead of running it.
# A private ACME CA's TLS certificate is trusted with REQUESTS_CA_BUNDLE (the tests' pebble does).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

domain=""
email=""
server=""
prefix="/"
dry_run=${DRY_RUN:-0}
usage() { echo "usage: certificate.sh --domain HOST --email ADDRESS [--staging | --acme-server URL] [--prefix DIR] [--dry-run]" >&2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --domain) domain=${2:?}; shift 2 ;;
    --email) email=${2:?}; shift 2 ;;
    --staging) server="https://acme-staging-v02.api.letsencrypt.org/directory"; shift ;;
    --acme-server) server=${2:?}; shift 2 ;;
    --prefix) prefix=${2:?}; shift 2 ;;
    --dry-run) dry_run=1; shift ;;
    *) usage; exit 2 ;;
  esac
done
if [ -z "$domain" ] || [ -z "$email" ]; then usage; exit 2; fi
if ! [[ "$domain" =~ ^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$ ]]; then
  echo "certificate.sh: \"$domain\" is not a host name" >&2
  exit 2
fi
prefix=${prefix%/}

# run CMD…: runs it, or with --dry-run prints it (quoted as a shell would read it back).
run() {
  if [ "$dry_run" = 1 ]; then
    printf '+'
    printf ' %q' "$@"
    printf '\n'
  else
    "$@"
  fi
}

acme_root="$prefix/var/lib/summit-cloud-acme"
letsencrypt="$prefix/etc/letsencrypt"
hook="$letsencrypt/renewal-hooks/deploy/summit-cloud-reload-nginx.sh"

# The webroot: world-readable, as nginx's workers read the challenge files certbot writes there.
run install -d -m 755 "$acme_root/.well-known/acme-challenge"
run install -d -m 755 "$letsencrypt/renewal-hooks/deploy"
copies="$prefix/etc/summit-cloud/certificates"
# The hook names where its copies go: this prefix's folder.
if [ "$dry_run" = 1 ]; then
  run install -m 755 "$here/../hooks/reload-nginx.sh" "$hook"
else
  sed "s|^copies=/etc/summit-cloud/certificates\$|copies=$copies|" "$here/../hooks/reload-nginx.sh" >"$hook.new"
  chmod 755 "$hook.new"
  mv "$hook.new" "$hook"
fi

args=(certonly --webroot -w "$acme_root" -d "$domain" --email "$email" --agree-tos --no-eff-email
  --non-interactive --keep-until-expiring)
[ -n "$server" ] && args+=(--server "$server")
# Outside / (tests, a staged root), certbot keeps its account, lineage and logs inside the prefix.
if [ -n "$prefix" ]; then
  args+=(--config-dir "$letsencrypt" --work-dir "$prefix/var/lib/letsencrypt" --logs-dir "$prefix/var/log/letsencrypt")
fi
live="$letsencrypt/live/$domain/fullchain.pem"
# valid_for SECONDS: the certificate in place is still valid that long from now.
valid_for() { [ -s "$live" ] && openssl x509 -checkend "$1" -noout -in "$live" >/dev/null 2>&1; }
not_after() { openssl x509 -enddate -noout -in "$live" | sed 's/^notAfter=//'; }

# certbot renews 30 days before the end; before that, the CA is not asked at all.
if valid_for $((30 * 86400)); then
  echo "certificate.sh: the certificate for $domain is valid until $(not_after): not due, certbot not run"
elif ! run certbot "${args[@]}"; then
  if valid_for 0; then
    echo "certificate.sh: WARNING: certbot could not renew the certificate for $domain (is the CA reachable?);" \
      "the one in place stays valid until $(not_after), and certbot.timer tries again twice a day" >&2
  else
    echo "certificate.sh: certbot failed and there is no valid certificate for $domain" >&2
    exit 1
  fi
fi

if [ "$dry_run" != 1 ] && [ ! -s "$live" ]; then
  echo "certificate.sh: certbot finished but $live is missing" >&2
  exit 1
fi
if [ "$dry_run" != 1 ]; then
  install -d -m 755 "$copies" "$copies/$domain"
  install -m 644 "$live" "$copies/$domain/fullchain.pem"
  echo "certificate.sh: certificate for $domain in $letsencrypt/live/$domain/ (renewal reloads nginx: $hook)"
fi
