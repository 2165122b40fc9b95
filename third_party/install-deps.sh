#!/bin/sh
# Installs sudosat's build and test dependencies from Debian's packages.
# Does nothing when they are all present; uses sudo when not run as root.
set -e
PKGS="cmake g++ make libcadical-dev catch2 nlohmann-json3-dev libcli11-dev cadical qqwing parallel clang libclang-rt-dev"
# the library package, Python module and pictures (issue 16)
PKGS="$PKGS pkg-config python3 python3-dev pybind11-dev python3-pybind11 python3-pytest python3-numpy python3-setuptools python3-wheel python3-pip python3-venv librsvg2-bin"
# the web page (web/build.sh: emscripten, CaDiCaL's source package unpacked by dpkg-source) and
# its tests in a real browser (tests/web: chromium, node and npm for puppeteer-core)
PKGS="$PKGS emscripten dpkg-dev chromium nodejs"
command -v npm >/dev/null 2>&1 || PKGS="$PKGS npm"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
updated=""
if [ -n "$missing" ]; then
  echo "install-deps: installing$missing" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
  updated=1
fi
# web/build.sh compiles CaDiCaL from Debian's source package (`apt-get source cadical`, checked
# by apt against the archive's signatures): a deb-src line for this system's suite.
if ! apt-cache showsrc cadical 2>/dev/null | grep -q '^Package: cadical'; then
  suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
  echo "install-deps: adding Debian's source packages for $suite (deb-src)" >&2
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$suite" "$suite" | $SUDO tee /etc/apt/sources.list.d/sudosat-src.sources >/dev/null
  $SUDO apt-get update -qq
fi
# puppeteer-core for the browser tests, at the version tests/web/package-lock.json pins (npm's
# registry; it drives Debian's chromium and downloads no browser of its own)
root=$(cd "$(dirname "$0")/.." && pwd)
if [ ! -d "$root/tests/web/node_modules/puppeteer-core" ]; then
  (cd "$root/tests/web" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
fi
