#!/usr/bin/env bash
# The toolchain that installs and builds every release, and runs the deployer (ADR 024): Node
# $NODE_VERSION and npm $NPM_VERSION from deploy/toolchain.conf, never the `node` or `npm` on the
# server's PATH and no Debian npm. Each is an npm registry tarball fetched with curl, checked
# against the sha512 integrity pinned in toolchain.conf (a mismatch stops the install before
# anything is unpacked), and unpacked root's and read-only into
# /srv/summit-cloud/toolchain/node-<version>-npm-<version>/, with bin/node and bin/npm;
# toolchain/current points at it. Idempotent: a toolchain already in place is kept.
# SUMMIT_TOOLCHAIN_CACHE=<folder> keeps the downloaded tarballs there (tests download once).
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=deploy/toolchain.conf
. "$DEPLOY_DIR/toolchain.conf"

name=node-$NODE_VERSION-npm-$NPM_VERSION
target=$TOOLCHAIN_DIR/$name
step "Toolchain: Node $NODE_VERSION and npm $NPM_VERSION"
refuse_link "$TOOLCHAIN_DIR" "$target"
if [ -x "$target/bin/node" ] && [ -x "$target/bin/npm" ]; then
  say "  in place (${target#"$PREFIX"})"
elif [ "$DRY_RUN" = 1 ]; then
  say "  would fetch $NODE_TARBALL and $NPM_TARBALL, check their sha512, unpack into ${target#"$PREFIX"}"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # fetch URL INTEGRITY FILE: the tarball (from the cache when there), refused unless its sha512 is the pinned one.
  fetch() {
    local url=$1 integrity=$2 file=$3 cached actual
    cached=${SUMMIT_TOOLCHAIN_CACHE:+$SUMMIT_TOOLCHAIN_CACHE/${url##*/}}
    if [ -n "$cached" ] && [ -f "$cached" ]; then
      cp "$cached" "$file"
    else
      curl --fail --silent --show-error --location --proto '=https' --max-time 600 -o "$file" "$url"
    fi
    actual=sha512-$(openssl dgst -sha512 -binary "$file" | base64 -w 0)
    if [ "$actual" != "$integrity" ]; then
      echo "toolchain.sh: ${url##*/} does not match its pinned integrity (got $actual); nothing installed" >&2
      exit 1
    fi
    if [ -n "$cached" ] && [ ! -f "$cached" ]; then mkdir -p "$SUMMIT_TOOLCHAIN_CACHE" && cp "$file" "$cached"; fi
  }
  fetch "$NODE_TARBALL" "$NODE_INTEGRITY" "$work/node.tgz"
  fetch "$NPM_TARBALL" "$NPM_INTEGRITY" "$work/npm.tgz"
  staging=$target.partial
  rm -rf "$staging"
  install -d -m 755 "$TOOLCHAIN_DIR" "$staging" "$staging/node" "$staging/npm" "$staging/bin"
  tar -x -z -f "$work/node.tgz" -C "$staging/node" --strip-components=1 --no-same-owner
  tar -x -z -f "$work/npm.tgz" -C "$staging/npm" --strip-components=1 --no-same-owner
  ln -s ../node/bin/node "$staging/bin/node"
  cat >"$staging/bin/npm" <<'NPM'
#!/bin/sh
# npm of the toolchain, on the toolchain's Node (whatever else is on PATH).
here=$(dirname "$(readlink -f "$0")")
exec "$here/node" "$here/../npm/bin/npm-cli.js" "$@"
NPM
  chmod 755 "$staging/bin/npm"
  chown -R -h 0:0 "$staging"
  chmod -R go-w "$staging"
  "$staging/bin/node" --version >/dev/null
  mv "$staging" "$target"
  say "  installed: ${target#"$PREFIX"} ($("$target/bin/node" --version), npm $("$target/bin/npm" --version))"
fi
if [ "$DRY_RUN" != 1 ]; then
  ln -sfn "$name" "$TOOLCHAIN_DIR/current.next"
  mv -T "$TOOLCHAIN_DIR/current.next" "$TOOLCHAIN_DIR/current"
fi
