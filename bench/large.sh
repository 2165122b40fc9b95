#!/usr/bin/env bash
# Large grids (issue 14's table): wall time and peak memory of one sudosat process per instance,
# single thread, each run under --time-limit (an "unknown" answer reads "> LIMIT s").
#
#   bench/large.sh
#
# Instances come from bench/make_large.py (seeded, so anyone gets the same puzzles):
# 36x36 at 50% blanks (seeds 1..4, --any), the empty 36x36 (--any and the smallest answer),
# the empty 49x49 and 64x64 (smallest answer), and counting to 1000 on the empty 36x36.
# Environment: PORTFOLIO (N > 1 also runs each 36x36 puzzle with --portfolio N: N SAT solvers
# racing, N cores), LIMIT (seconds per run, default 60), BUILD (default build-bench), SUDOSAT (a
# built binary to use instead of building). Needs python3 and GNU time (/usr/bin/time).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
LIMIT=${LIMIT:-60}
PORTFOLIO=${PORTFOLIO:-1}
BUILD=${BUILD:-$ROOT/build-bench}
if [[ -z "${SUDOSAT:-}" ]]; then
  echo "building in $BUILD ..." >&2
  cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release > /dev/null
  cmake --build "$BUILD" -j "$(nproc)" --target sudosat > /dev/null
  SUDOSAT=$BUILD/cli/sudosat
fi
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
make_large() { python3 "$ROOT/bench/make_large.py" "$@"; }

# row NAME FILE ARGS...: one run, "| NAME | seconds | MB | outcome |"
row() {
  local name=$1 file=$2
  shift 2
  local out status
  /usr/bin/time -f "%e %M" -o "$W/time" "$SUDOSAT" "$@" --time-limit "$LIMIT" -j 1 -q \
    "$file" > "$W/out" 2> "$W/err" && status=0 || status=$?
  read -r secs kb < <(tail -n 1 "$W/time")
  if grep -q "unknown" "$W/out" "$W/err" 2> /dev/null || [[ $status -ne 0 && $status -ne 1 ]]; then
    out="> $LIMIT s (exit $status)"
  else
    out="answered (exit $status)"
  fi
  printf '| %s | %.2f | %d | %s |\n' "$name" "$secs" $((kb / 1024)) "$out"
}

echo "| instance | seconds | peak MB | outcome |"
echo "|---|---:|---:|---|"
for seed in 1 2 3 4; do
  make_large 36 0.5 "$seed" > "$W/h36_$seed"
  row "36x36, 50% blank, seed $seed, --any" "$W/h36_$seed" solve --any --output-format grid
  if [[ "$PORTFOLIO" -gt 1 ]]; then
    row "... with --portfolio $PORTFOLIO" "$W/h36_$seed" solve --any --output-format grid --portfolio "$PORTFOLIO"
  fi
done
make_large 36 1.0 1 > "$W/e36"
row "empty 36x36, --any" "$W/e36" solve --any --output-format grid
row "empty 36x36, smallest answer" "$W/e36" solve --output-format grid
row "empty 36x36, count to 1000" "$W/e36" count --limit 1000
make_large 49 1.0 1 > "$W/e49"
row "empty 49x49, smallest answer" "$W/e49" solve --output-format grid
make_large 64 1.0 1 > "$W/e64"
row "empty 64x64, smallest answer" "$W/e64" solve --output-format grid
