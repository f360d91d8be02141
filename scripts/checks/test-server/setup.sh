#!/usr/bin/env bash
# What `npm run test:server` needs on this machine, from Debian's own archive (the machine's
# mirror; nothing else is downloaded): mmdebstrap builds the image, qemu-system-x86 boots it,
# qemu-utils makes each run's overlay, e2fsprogs writes the file system, openssh-client talks to
# it, openssl makes pebble's listener certificate, pebble is the CA copied in. Only what is missing.
set -euo pipefail
missing=()
command -v mmdebstrap >/dev/null 2>&1 || missing+=(mmdebstrap)
command -v qemu-system-x86_64 >/dev/null 2>&1 || missing+=(qemu-system-x86)
command -v qemu-img >/dev/null 2>&1 || missing+=(qemu-utils)
command -v mke2fs >/dev/null 2>&1 || missing+=(e2fsprogs)
command -v ssh >/dev/null 2>&1 || missing+=(openssh-client)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v pebble >/dev/null 2>&1 || missing+=(pebble)
# shellcheck source=scripts/apt-install.sh
. "$(dirname "$0")/../../apt-install.sh"
if [ ${#missing[@]} -gt 0 ]; then
  apt_install --no-install-recommends "needed by npm run test:server" "${missing[@]}"
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "test:server: run it as root (mmdebstrap and mke2fs -d must keep the image's owners)" >&2
  exit 1
fi
