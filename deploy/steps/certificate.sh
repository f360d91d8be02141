#!/usr/bin/env bash
# Installer step: the site's certificate from an ACME CA (Let's Encrypt unless told otherwise) by
# HTTP-01 through nginx's port-80 server, and its renewal hook
# (docs/decisions/016-tls-and-certificates.md). deploy/install.sh calls it once nginx serves port 80
# (rendered with `--https-listen none` before the first certificate exists), then renders the HTTPS
# server and reloads nginx. Idempotent: certbot keeps a certificate that is not due for renewal.
#
#   deploy/steps/certificate.sh --domain www.example.com --email ops@example.com
#     [--staging | --acme-server URL] [--prefix DIR] [--dry-run]
#
# It writes, under PREFIX (default /): the ACME webroot var/lib/summit-cloud-acme (nginx serves its
# /.well-known/acme-challenge/), the hook etc/letsencrypt/renewal-hooks/deploy/summit-cloud-reload-nginx.sh
# (certbot runs it after every renewal: nginx reloads with the new certificate), and certbot's
# files in etc/letsencrypt, var/lib/letsencrypt and var/log/letsencrypt; the certificate ends up in
# etc/letsencrypt/live/DOMAIN/{fullchain,privkey}.pem. Renewal itself is Debian certbot's
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
run install -m 755 "$here/../hooks/reload-nginx.sh" "$hook"

args=(certonly --webroot -w "$acme_root" -d "$domain" --email "$email" --agree-tos --no-eff-email
  --non-interactive --keep-until-expiring)
[ -n "$server" ] && args+=(--server "$server")
# Outside / (tests, a staged root), certbot keeps its account, lineage and logs inside the prefix.
if [ -n "$prefix" ]; then
  args+=(--config-dir "$letsencrypt" --work-dir "$prefix/var/lib/letsencrypt" --logs-dir "$prefix/var/log/letsencrypt")
fi
run certbot "${args[@]}"

if [ "$dry_run" != 1 ] && [ ! -s "$letsencrypt/live/$domain/fullchain.pem" ]; then
  echo "certificate.sh: certbot finished but $letsencrypt/live/$domain/fullchain.pem is missing" >&2
  exit 1
fi
if [ "$dry_run" != 1 ]; then
  echo "certificate.sh: certificate for $domain in $letsencrypt/live/$domain/ (renewal reloads nginx: $hook)"
fi
