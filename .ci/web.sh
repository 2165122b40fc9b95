#!/bin/sh
# The web page (issue 28): builds it with emscripten (web/build.sh) and tests it in headless
# Chromium against the native command's answers (tests/web/run_tests.mjs). Needs the native
# build in build/ (README's test command makes it first) and what third_party/install-deps.sh
# installs: without emscripten, chromium or node it fails, saying which is missing
# (SUDOSAT_SKIP_WEB=1 skips the page altogether).
set -eu
cd "$(dirname "$0")/.."
if [ "${SUDOSAT_SKIP_WEB:-0}" = 1 ]; then echo "web: skipped (SUDOSAT_SKIP_WEB=1)" >&2; exit 0; fi
for tool in em++ chromium node; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "web: $tool not found (sh third_party/install-deps.sh installs it; SUDOSAT_SKIP_WEB=1 skips the page)" >&2
    exit 1
  fi
done
start=$(date +%s)
sh web/build.sh build-web/site
echo "web: page built in $(( $(date +%s) - start )) s"
# the WebAssembly build against the native command on every kind (tests/data), in node
cut -f3 tests/data/sudokupad/converted.tsv > build-web/sudokupad-links.txt
node tests/web/compare.mjs --site build-web/site --cli build/cli/sudosat tests/data/fpuzzles/own/puzzles.tsv \
  build-web/sudokupad-links.txt examples/variants.txt examples/collection.txt
# the page in a real browser
node tests/web/run_tests.mjs --site build-web/site --cli build/cli/sudosat --screenshots build-web/screenshots
