# shellcheck shell=bash
# Installing what a script needs from Debian's archive (the machine's mirror), shared by
# setup.sh, the checks (nginx-check.sh, acme-check.sh, test-server/setup.sh) and audit-tls.sh.
# Sourced, not run, from the repository's root: `. scripts/apt-install.sh`.

# apt_install [--no-install-recommends] WHY PACKAGE…: says what it installs and why ("" for no
# reason), then installs the packages quietly, through sudo unless this is root.
apt_install() {
  local options=()
  if [ "$1" = "--no-install-recommends" ]; then
    options+=("$1")
    shift
  fi
  local why=$1
  shift
  echo "Installing Debian packages: $*${why:+ ($why)}…"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${options[@]}" "$@" >/dev/null
}
