#!/bin/sh
# The shared library as a user builds it: a -DBUILD_SHARED_LIBS=ON build of the library and the
# command (no tests, no Python module), then .ci/package.sh on it: install, SONAME, the
# installed command loading libsudosat.so, examples/consumer with find_package and pkg-config,
# the Debian package.   sh .ci/shared.sh [BUILD_DIR, default build-shared]
set -eu
cd "$(dirname "$0")/.."
B=${1:-build-shared}
cmake -S . -B "$B" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=ON -DSUDOSAT_TESTS=OFF \
  -DSUDOSAT_PYTHON=OFF > /dev/null
cmake --build "$B" -j2 --target sudosat_lib sudosat > /dev/null
sh .ci/package.sh "$B"
