#!/bin/sh
# The installed tree and the Debian package, as a user gets them (run by CTest as package_test,
# or by hand after a build: sh .ci/package.sh [BUILD_DIR]):
#   1. cmake --install into a scratch prefix;
#   2. examples/consumer built against it with find_package(sudosat), and with pkg-config;
#      both run and must say "unique" and print the solution;
#   A shared build (-DBUILD_SHARED_LIBS=ON, .ci/shared.sh) installs libsudosat.so: its SONAME
#   is checked, the installed command must load it from the prefix, and the pkg-config
#   consumer runs with LD_LIBRARY_PATH (the CMake one has the build RPATH);
#   3. cpack -G DEB; as root, dpkg -i the package, run `sudosat --version` and solve a puzzle
#      with the installed command, then dpkg -r (without root this step is skipped, with a
#      message).
set -eu
cd "$(dirname "$0")/.."
SRC=$(pwd)
BUILD=$(cd "${1:-build}" && pwd)
T=$(mktemp -d "${TMPDIR:-/tmp}/sudosat-package.XXXXXX")
trap 'rm -rf "$T"' EXIT
SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
SOLUTION_2239=143628579572139468986754231391542786468917352725863914237481695619275843854396127  # examples/boj2239.txt solved

expect_consumer() {  # the consumer's output: version line, "unique", the solution
  out=$("$1")
  echo "$out" | sed -n 2p | grep -qx unique || { echo "package.sh: $1 printed: $out" >&2; exit 1; }
  echo "$out" | sed -n 3p | grep -qx "$SOLUTION" || { echo "package.sh: $1 printed: $out" >&2; exit 1; }
}

echo "package.sh: cmake --install -> $T/prefix"
cmake --install "$BUILD" --prefix "$T/prefix" > "$T/install.log"
test -x "$T/prefix/bin/sudosat"
"$T/prefix/bin/sudosat" --version
LIB=$(find "$T/prefix" -name libsudosat.a -o -name libsudosat.so | head -n 1)
LIBDIR=$(dirname "$LIB")
case "$LIB" in
  *.so)
    SONAME=$(objdump -p "$LIB" | awk '$1 == "SONAME" { print $2 }')
    echo "package.sh: shared library, SONAME $SONAME"
    echo "$SONAME" | grep -Eq '^libsudosat\.so\.[0-9]+(\.[0-9]+)?$'
    test -f "$LIBDIR/$SONAME"
    # the installed command loads the installed library (RPATH $ORIGIN/../lib)
    loaded=$(ldd "$T/prefix/bin/sudosat" | awk '$1 ~ /^libsudosat/ { print $3 }')
    [ -n "$loaded" ] && [ "$(readlink -f "$loaded")" = "$(readlink -f "$LIBDIR/$SONAME")" ] ||
      { echo "package.sh: the installed command does not load $LIBDIR/$SONAME" >&2; ldd "$T/prefix/bin/sudosat" >&2; exit 1; }
    export LD_LIBRARY_PATH="$LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"  # the pkg-config consumer
    ;;
esac

echo "package.sh: examples/consumer with find_package(sudosat)"
cmake -S examples/consumer -B "$T/consumer" -DCMAKE_PREFIX_PATH="$T/prefix" > "$T/consumer.log"
cmake --build "$T/consumer" > "$T/consumer-build.log"
expect_consumer "$T/consumer/consumer"

echo "package.sh: examples/consumer with pkg-config"
PKG_CONFIG_PATH="$LIBDIR/pkgconfig" make -s -C examples/consumer OUT="$T/consumer-pc" OPT=-O0
expect_consumer "$T/consumer-pc"

echo "package.sh: cpack -G DEB"
(cd "$BUILD" && cpack -G DEB -B "$T/deb" > "$T/cpack.log")
DEB=$(ls "$T"/deb/sudosat_*.deb)
# the listing goes to a file first: `dpkg-deb --contents | grep -q` closes the pipe at the
# first match and dpkg-deb reports its tar killed by SIGPIPE
dpkg-deb --contents "$DEB" > "$T/contents"
grep -q "./usr/bin/sudosat$" "$T/contents"
grep -q "sudosatConfig.cmake$" "$T/contents"
if [ "$(id -u)" -ne 0 ]; then
  echo "package.sh: not root: skipping dpkg -i (CI runs as root)"
  exit 0
fi
if dpkg-query -W -f='${Status}' sudosat 2>/dev/null | grep -q "install ok installed"; then
  echo "package.sh: a sudosat package is installed already: skipping dpkg -i"
  exit 0
fi
dpkg -i "$DEB" > "$T/dpkg.log"
trap 'dpkg -r sudosat > /dev/null; rm -rf "$T"' EXIT
/usr/bin/sudosat --version
/usr/bin/sudosat solve examples/boj2239.txt | tr -d '\n' | grep -qx "$SOLUTION_2239"
test -f /usr/lib/cmake/sudosat/sudosatConfig.cmake || test -f /usr/lib/*/cmake/sudosat/sudosatConfig.cmake
echo "package.sh: $(basename "$DEB") installs and runs"
