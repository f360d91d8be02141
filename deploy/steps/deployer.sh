#!/usr/bin/env bash
# The deployer (ADR 024): what root runs for a deploy — these steps, deploy/release.ts, the nginx
# renderer and its templates, the certbot hook — and the Node that runs them, copied from the
# administrator's checkout into /usr/local/lib/summit-cloud, root's and read-only to everyone
# else. summit-cloud-deploy.service and the certbot hook run this copy, never a release's files:
# a push to main changes what gets built and served, not what root runs. Only an administrator
# running install.sh updates it.
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

step "Deployer ${LIB_DIR#"$PREFIX"}"
if [ "$DEPLOY_DIR" = "$LIB_DIR" ]; then
  say "  runs from it already: update it from a checkout with sudo deploy/install.sh"
  exit 0
fi
refuse_link "$(dirname "$LIB_DIR")" "$LIB_DIR"
# The toolchain's Node (a test without one: the Node running this installer).
if [ -x "$SUMMIT_TOOLCHAIN/node" ]; then node=$(realpath "$SUMMIT_TOOLCHAIN/node"); else node=$(realpath "$NODE_BIN"); fi
if [ "$DRY_RUN" = 1 ]; then
  say "  would copy deploy/{steps,hooks,units,release.ts,release-{base,build,command,nginx,previews,schedule,servers}.ts,preview-status.ts,preview-pulls.ts,build-sandbox.ts,signed-commits.ts,render-nginx.ts,nginx-headers.ts,server-command.ts,*.conf,ffdhe2048.pem} and $node there"
  say "  would write ${COMMAND_BIN#"$PREFIX"} (the operator's commands: sudo summit-cloud status|leads|stats|admin|alerts)"
  exit 0
fi
# Built beside it, then swapped in with a rename: a timer never sees half a deployer.
staging=$LIB_DIR.new
rm -rf "$staging"
install -d -m 755 "$(dirname "$LIB_DIR")" "$staging" "$staging/steps" "$staging/hooks" "$staging/units" \
  "$staging/units/certbot.service.d" "$staging/bin"
install -m 755 "$DEPLOY_DIR"/steps/*.sh "$staging/steps/"
install -m 755 "$DEPLOY_DIR"/hooks/*.sh "$staging/hooks/"
install -m 644 "$DEPLOY_DIR"/units/*.service "$DEPLOY_DIR"/units/*.timer "$staging/units/"
install -m 644 "$DEPLOY_DIR"/units/certbot.service.d/*.conf "$staging/units/certbot.service.d/"
install -m 644 "$DEPLOY_DIR/release.ts" "$DEPLOY_DIR/release-base.ts" "$DEPLOY_DIR/release-build.ts" "$DEPLOY_DIR/release-command.ts" "$DEPLOY_DIR/release-nginx.ts" "$DEPLOY_DIR/release-previews.ts" "$DEPLOY_DIR/preview-status.ts" "$DEPLOY_DIR/preview-pulls.ts" "$DEPLOY_DIR/release-schedule.ts" "$DEPLOY_DIR/release-servers.ts" "$DEPLOY_DIR/build-sandbox.ts" "$DEPLOY_DIR/signed-commits.ts" "$DEPLOY_DIR/render-nginx.ts" "$DEPLOY_DIR/server-command.ts" "$DEPLOY_DIR/nginx-headers.ts" "$DEPLOY_DIR/nginx.conf" "$DEPLOY_DIR/toolchain.conf" \
  "$DEPLOY_DIR/nginx-editor.conf" "$DEPLOY_DIR/nginx.standalone.conf" "$DEPLOY_DIR/ffdhe2048.pem" "$staging/"
install -m 755 "$node" "$staging/bin/node"
chown -R 0:0 "$staging"
# The operator's commands on PATH (deploy/server-command.ts): they run as the service user.
install -d -m 755 "$(dirname "$COMMAND_BIN")"
refuse_link "$COMMAND_BIN"
cat >"$COMMAND_BIN.new" <<SH
#!/bin/sh
# sudo summit-cloud status|leads|stats|admin|alerts … (docs/operators.md "Going live"): the live release's
# command as the service user, with the settings found. Written by deploy/steps/deployer.sh.
exec $LIB_DIR/bin/node $LIB_DIR/server-command.ts "\$@"
SH
chmod 755 "$COMMAND_BIN.new"
mv "$COMMAND_BIN.new" "$COMMAND_BIN"
if [ -d "$LIB_DIR" ] && diff -r -q "$staging" "$LIB_DIR" >/dev/null 2>&1; then
  rm -rf "$staging"
  say "  up to date"
  exit 0
fi
rm -rf "$LIB_DIR.old"
if [ -d "$LIB_DIR" ]; then mv "$LIB_DIR" "$LIB_DIR.old"; fi
mv "$staging" "$LIB_DIR"
rm -rf "$LIB_DIR.old"
say "  installed from $DEPLOY_DIR (node $("$LIB_DIR/bin/node" --version))"
