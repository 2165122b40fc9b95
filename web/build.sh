#!/bin/sh
# Builds the static page into OUT (web/README.md): index.html, app.js, worker.js, sw.js, style.css,
# sudosat.js and sudosat.wasm. Serve OUT from any static host, e.g.
#   sh web/build.sh site && python3 -m http.server -d site 8000
# Needs emscripten (em++) and CaDiCaL's source: Debian's source package, fetched once with
# `apt-get source cadical` (a deb-src line for the suite: third_party/install-deps.sh adds it)
# into the build folder, or the unpacked tree named by SUDOSAT_CADICAL_SOURCE.
# The build folder is build-web/ beside this script's repository (SUDOSAT_WEB_BUILD changes it).
set -eu
OUT=${1:?usage: sh web/build.sh OUT}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${SUDOSAT_WEB_BUILD:-$ROOT/build-web}
command -v em++ >/dev/null || { echo "web/build.sh: em++ not found (Debian: apt-get install emscripten)" >&2; exit 2; }
# Debian's emscripten runs its JavaScript optimizer with the system's node, whose modules
# (acorn) live under /usr/share/nodejs.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
mkdir -p "$BUILD" "$OUT"
CADICAL=${SUDOSAT_CADICAL_SOURCE:-}
if [ -z "$CADICAL" ]; then
  CADICAL=$BUILD/cadical-source
  if [ ! -f "$CADICAL/src/cadical.hpp" ]; then
    rm -rf "$BUILD/cadical-download" && mkdir -p "$BUILD/cadical-download"
    (cd "$BUILD/cadical-download" && apt-get source --download-only cadical >/dev/null &&
     dpkg-source -x cadical_*.dsc unpacked >/dev/null) ||
      { echo "web/build.sh: cannot fetch CaDiCaL's source package (is there a deb-src line? sh third_party/install-deps.sh adds one)" >&2; exit 2; }
    rm -rf "$CADICAL" && mv "$BUILD/cadical-download/unpacked" "$CADICAL"
  fi
fi
# C++ exceptions as WebAssembly exceptions (the library reports bad input by throwing).
emcmake cmake -S "$ROOT" -B "$BUILD/cmake" -DCMAKE_BUILD_TYPE=Release \
  -DSUDOSAT_CADICAL_SOURCE="$CADICAL" \
  -DCMAKE_CXX_FLAGS="-fwasm-exceptions" -DCMAKE_EXE_LINKER_FLAGS="-fwasm-exceptions" >/dev/null
cmake --build "$BUILD/cmake" -j"${JOBS:-2}" --target sudosat_web
for f in index.html app.js worker.js sw.js style.css sudosat.js sudosat.wasm; do
  cp "$BUILD/cmake/web/$f" "$OUT/$f"
done
echo "web/build.sh: the page is in $OUT ($(wc -c < "$OUT/sudosat.wasm") bytes of WebAssembly)"
