#!/usr/bin/env bash
# certbot deploy hook (installed by deploy/steps/certificate.sh into
# /etc/letsencrypt/renewal-hooks/deploy/): after a certificate is renewed, nginx reloads so it
# serves the new one. A reload keeps serving: the old workers finish their requests, new workers
# start with the new certificate. If the config no longer passes `nginx -t`, nothing is reloaded
# and the hook fails, so certbot reports it (in the journal, with certbot.service's other output).
#
# certbot sets RENEWED_LINEAGE (the live/DOMAIN folder) and RENEWED_DOMAINS. NGINX_PREFIX and
# NGINX_CONF point it at an nginx that is not the system service (the tests' own); DRY_RUN=1 prints.
set -euo pipefail
nginx=(nginx)
if [ -n "${NGINX_PREFIX:-}" ]; then nginx+=(-p "$NGINX_PREFIX"); fi
if [ -n "${NGINX_CONF:-}" ]; then nginx+=(-c "$NGINX_CONF"); fi

run() {
  if [ "${DRY_RUN:-0}" = 1 ]; then
    printf '+'
    printf ' %q' "$@"
    printf '\n'
  else
    "$@"
  fi
}

# The alert checks and `npm run status` run as the site's user, and certbot keeps live/ to root:
# they read a public copy of the certificate (the chain only, never the key) from root's folder.
# certificate.sh writes this path into the copy it installs (a test's prefix).
copies=/etc/summit-cloud/certificates
if [ -n "${RENEWED_LINEAGE:-}" ] && [ -f "$RENEWED_LINEAGE/fullchain.pem" ] && [ "${DRY_RUN:-0}" != 1 ]; then
  lineage=$(basename "$RENEWED_LINEAGE")
  install -d -m 755 "$copies" "$copies/$lineage"
  install -m 644 "$RENEWED_LINEAGE/fullchain.pem" "$copies/$lineage/fullchain.pem"
fi

echo "reload-nginx: renewed ${RENEWED_DOMAINS:-?} (${RENEWED_LINEAGE:-?}); checking nginx's config and reloading it"
run "${nginx[@]}" -t -q
if [ -n "${NGINX_PREFIX:-}${NGINX_CONF:-}" ]; then
  run "${nginx[@]}" -s reload
else
  run systemctl reload nginx
fi
