#!/bin/sh
# Installs sudosat's build and test dependencies from Debian's packages.
# Does nothing when they are all present; uses sudo when not run as root.
set -e
PKGS="cmake g++ make libcadical-dev catch2 nlohmann-json3-dev libcli11-dev cadical qqwing parallel clang libclang-rt-dev"
# the library package, Python module and pictures (issue 16)
PKGS="$PKGS pkg-config python3 python3-dev pybind11-dev python3-pybind11 python3-pytest python3-numpy python3-setuptools python3-wheel python3-pip python3-venv librsvg2-bin"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "install-deps: installing$missing" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
