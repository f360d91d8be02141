#!/usr/bin/env bash
# A pristine Debian server image for `npm run test:server` (docs/decisions/028-a-real-boot.md),
# built once with mmdebstrap from this machine's Debian mirror and cached outside the repository:
#
#   bash scripts/checks/test-server/image.sh 13|12     # prints the image's folder
#
# writes ~/.cache/summit-cloud/debian-<N>/{root.img,vmlinuz,initrd.img,recipe.sha256}. The image is
# rebuilt when this file (the recipe) changes; each run boots a fresh qcow2 overlay on top of it, so
# the image itself is never written to. What is in it is what a cloud provider's "Debian 13" has:
# systemd, sshd, sudo, curl, git, CA certificates and DHCP, nothing of the site's (the installer
# adds those), plus one test-only unit: it reads the run's SSH key from the kernel command line.
set -euo pipefail
# The image's folder is all this script writes to standard output, which the caller reads as the
# path: every tool's chatter goes to standard error (mke2fs 1.47 prints "Creating regular file …"
# on standard output, which became the path on a machine with no cached image).
exec 3>&1 1>&2
version=${1:?usage: image.sh 13|12}
case $version in
  13) suite=trixie ;;
  12) suite=bookworm ;;
  *) echo "image.sh: Debian $version is not one of 13, 12" >&2; exit 2 ;;
esac
cache=${SUMMIT_TEST_CACHE:-$HOME/.cache/summit-cloud}/debian-$version
recipe=$(sha256sum "$0" | cut -d' ' -f1)
if [ -f "$cache/recipe.sha256" ] && [ "$(cat "$cache/recipe.sha256")" = "$recipe" ] &&
  [ -f "$cache/root.img" ] && [ -f "$cache/vmlinuz" ] && [ -f "$cache/initrd.img" ]; then
  echo "$cache" >&3
  exit 0
fi

# The mirror this machine's apt uses (/etc/apt/sources.list.d/debian.sources), for the same reason
# a server's provider sets its own: the archive and its security archive, with the target's suites.
sources=/etc/apt/sources.list.d/debian.sources
archive=$(awk '/^URIs:/ && $2 !~ /security/ { print $2; exit }' "$sources")
security=$(awk '/^URIs:/ && $2 ~ /security/ { print $2; exit }' "$sources")
: "${archive:=http://deb.debian.org/debian}" "${security:=http://deb.debian.org/debian-security}"

echo "image.sh: building Debian $version ($suite) from $archive into $cache (1.5-3 min)" >&2
started=$(date +%s)
mkdir -p "$cache"
work=$(mktemp -d "$cache/build.XXXXXX")
trap 'rm -rf "$work"' EXIT
root=$work/root
packages=systemd,systemd-sysv,udev,dbus,linux-image-amd64,initramfs-tools,openssh-server,sudo,ca-certificates,curl,git,iproute2
mmdebstrap --quiet --variant=apt --components=main --include="$packages" "$suite" "$root" \
  "deb $archive $suite main" "deb $archive $suite-updates main" "deb $security $suite-security main" >&2

echo summit-test >"$root/etc/hostname"
printf '127.0.0.1 localhost\n127.0.1.1 summit-test\n::1 localhost ip6-localhost ip6-loopback\n' >"$root/etc/hosts"
printf '/dev/vda / ext4 rw,errors=remount-ro 0 1\n' >"$root/etc/fstab"
# qemu's user network: DHCP from 10.0.2.2, its DNS at 10.0.2.3.
printf '[Match]\nName=en*\n\n[Network]\nDHCP=yes\n' >"$root/etc/systemd/network/20-wired.network"
rm -f "$root/etc/resolv.conf"
printf 'nameserver 10.0.2.3\n' >"$root/etc/resolv.conf"
systemctl --root="$root" enable systemd-networkd.service >&2

# The run's SSH key (a new one each run) arrives on the kernel command line as summit_ssh_key=<base64>.
cat >"$root/usr/local/sbin/summit-test-ssh-key" <<'SH'
#!/bin/sh
set -eu
for word in $(cat /proc/cmdline); do
  case $word in
    summit_ssh_key=*)
      install -d -m 700 /root/.ssh
      printf '%s' "${word#summit_ssh_key=}" | base64 -d >/root/.ssh/authorized_keys
      chmod 600 /root/.ssh/authorized_keys
      ;;
  esac
done
SH
chmod 755 "$root/usr/local/sbin/summit-test-ssh-key"
cat >"$root/etc/systemd/system/summit-test-ssh-key.service" <<'UNIT'
[Unit]
Description=The test run's SSH key from the kernel command line (npm run test:server)
Before=ssh.service

[Service]
Type=oneshot
RemainAfterExit=yes
ExecStart=/usr/local/sbin/summit-test-ssh-key

[Install]
WantedBy=multi-user.target
UNIT
systemctl --root="$root" enable summit-test-ssh-key.service >&2

cp "$(readlink -f "$root/vmlinuz")" "$work/vmlinuz"
cp "$(readlink -f "$root/initrd.img")" "$work/initrd.img"
# 12 GB, sparse: the installer, five releases and their node_modules fit.
mke2fs -q -t ext4 -L root -d "$root" "$work/root.img" 12G
mv "$work/root.img" "$work/vmlinuz" "$work/initrd.img" "$cache/"
echo "$recipe" >"$cache/recipe.sha256"
echo "image.sh: Debian $version image built in $(($(date +%s) - started)) s" >&2
echo "$cache" >&3
