#!/usr/bin/env bash
# The GitHub-mode content editor beside the site (install.sh --editor-domain; docs/authors.md
# "Editing the site"): its settings file (the GitHub App's secrets, mode 600, never printed), its nginx server
# block for EDITOR_DOMAIN (deploy/nginx-editor.conf through deploy/render-nginx.ts; HTTPS once its
# certificate exists) and its service, summit-cloud-editor on 127.0.0.1:4000. Each release builds
# the editor too (`npm run cms:build`) while EDITOR_DOMAIN is set (deploy/release.ts).
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"
load_install_conf
EDITOR_DOMAIN=${SUMMIT_EDITOR_DOMAIN:-${EDITOR_DOMAIN:-}}
[ -n "$EDITOR_DOMAIN" ] || { echo "editor.sh: no EDITOR_DOMAIN (install.sh --editor-domain HOST)" >&2; exit 2; }
EDITOR_ENV=$ETC_DIR/editor.env
EDITOR_PORT=${EDITOR_PORT:-4000}

step "Editor settings ${EDITOR_ENV#"$PREFIX"}"
act install -d -m 755 "$ETC_DIR"
if [ -f "$EDITOR_ENV" ]; then
  say "  kept as it is"
elif [ "$DRY_RUN" = 1 ]; then
  say "  would write it with the GitHub App's settings to fill in"
else
  umask 077
  cat >"$EDITOR_ENV" <<ENV
# The content editor's settings (docs/authors.md "Editing the site", GitHub mode). Fill these in from the
# GitHub App, then: sudo deploy/install.sh (it rebuilds the editor and restarts it).
PUBLIC_KEYSTATIC_GITHUB_REPO=
PUBLIC_KEYSTATIC_GITHUB_APP_SLUG=
KEYSTATIC_GITHUB_CLIENT_ID=
KEYSTATIC_GITHUB_CLIENT_SECRET=
KEYSTATIC_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
ENV
  say "  written: fill in the GitHub App's values"
fi
act chmod 600 "$EDITOR_ENV"

step "nginx server block for $EDITOR_DOMAIN"
site=$PREFIX/etc/nginx/sites-available/summit-cloud-editor.conf
live=$PREFIX/etc/letsencrypt/live/$EDITOR_DOMAIN
# Public ports by default; EDITOR_HTTP_LISTEN / EDITOR_HTTPS_LISTEN (one address each) for a test.
http=(--http-listen 80 --http-listen "[::]:80")
https=(--https-listen 443 --https-listen "[::]:443")
[ -z "${EDITOR_HTTP_LISTEN:-}" ] || http=(--http-listen "$EDITOR_HTTP_LISTEN")
[ -z "${EDITOR_HTTPS_LISTEN:-}" ] || https=(--https-listen "$EDITOR_HTTPS_LISTEN")
[ -f "$live/fullchain.pem" ] || https=(--https-listen none)
if [ "$DRY_RUN" = 1 ]; then
  say "  would write ${site#"$PREFIX"}"
else
  mkdir -p "$(dirname "$site")" "$PREFIX/etc/nginx/sites-enabled"
  "$NODE_BIN" "$DEPLOY_DIR/render-nginx.ts" --template "$DEPLOY_DIR/nginx-editor.conf" \
    --domain "$EDITOR_DOMAIN" --release "$APP_DIR/current" --node-port "$EDITOR_PORT" \
    "${http[@]}" "${https[@]}" \
    --certificate "$live/fullchain.pem" --certificate-key "$live/privkey.pem" \
    --acme-root "$ACME_DIR" |
    sed -e "s|$APP_DIR/current/deploy/ffdhe2048.pem|$LIB_DIR/ffdhe2048.pem|" \
      -e "s|/srv/summit-cloud/previews/|$APP_DIR/previews/|" >"$site.new"
  mv "$site.new" "$site"
  ln -sfn "$site" "$PREFIX/etc/nginx/sites-enabled/summit-cloud-editor.conf"
fi
system nginx -t -q
system systemctl reload nginx

# The editor itself, once the GitHub App's values are in: built in the live release with them
# (again whenever editor.env changed), then started. Releases build it from then on.
step "Editor service"
if [ ! -f "$EDITOR_ENV" ] || ! grep -q '^PUBLIC_KEYSTATIC_GITHUB_REPO=.' "$EDITOR_ENV"; then
  say "  waits for the GitHub App's values in ${EDITOR_ENV#"$PREFIX"}; then run install.sh again"
  exit 0
fi
current=$APP_DIR/current
if [ ! -d "$current/build-editor" ] || [ "$EDITOR_ENV" -nt "$current/build-editor" ]; then
  # Releases are built by the build user and are root's after (ADR 024): the editor is built by
  # deploying the checkout's commit again, with the PUBLIC_* values of editor.env (never the secrets).
  act "$NODE_BIN" "$DEPLOY_DIR/release.ts" deploy --source "$REPO_DIR" --force
fi
system systemctl enable summit-cloud-editor.service
system systemctl restart summit-cloud-editor.service
