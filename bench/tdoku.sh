#!/usr/bin/env bash
# Hard 9x9 throughput against tdoku, in one run: tdoku's own benchmark harness (limit 2) and
# sudosat's engine_bench (count to 2, and the smallest answer) on the same puzzle files.
# Prints a markdown table of puzzles/s and ratios (tdoku / sudosat).
#
#   bench/tdoku.sh [DATA_DIR]
#
# DATA_DIR holds tdoku's puzzle files (default ../shared/data next to the repository).
# tdoku is optional and never part of this repository: build it next to the project with
#   git clone https://github.com/t-dillon/tdoku ../peers/tdoku
#   (cd ../peers/tdoku && ./BUILD.sh run_benchmark)     # cmake and g++ from Debian
# Without it the tdoku columns read "-".
# Environment: TDOKU (its run_benchmark, default ../peers/tdoku/build/run_benchmark),
# N (puzzles per large set, default 5000), REPEAT (runs per sudosat figure, median kept,
# default 3), SECONDS_TDOKU (tdoku's target test time, default 5), BUILD (default build-bench).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DATA=${1:-$ROOT/../shared/data}
if [[ ! -f "$DATA/puzzles2_17_clue" ]]; then
  echo "usage: bench/tdoku.sh DATA_DIR  (the folder with puzzles2_17_clue ...)" >&2
  exit 2
fi
N=${N:-5000}
REPEAT=${REPEAT:-3}
SECONDS_TDOKU=${SECONDS_TDOKU:-5}
BUILD=${BUILD:-$ROOT/build-bench}
TDOKU=${TDOKU:-$ROOT/../peers/tdoku/build/run_benchmark}
[[ -x "$TDOKU" ]] || { echo "bench/tdoku.sh: no tdoku at $TDOKU: its columns are left out" >&2; TDOKU=""; }

echo "building in $BUILD ..." >&2
cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DSUDOSAT_BENCH=ON > /dev/null
cmake --build "$BUILD" -j "$(nproc)" --target engine_bench > /dev/null
E=$BUILD/bench/engine_bench
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT

clean() { grep -v '^#' "$1" | tr -d '\r' | grep -E '^[1-9.]{81}$' | awk -v n="$N" 'NR <= n'; }
names=("17-clue" "top1465" "forum hardest 11+" "forum hardest 1106")
files=(puzzles2_17_clue puzzles3_magictour_top1465 "puzzles5_forum_hardest_1905_11+" puzzles6_forum_hardest_1106)

# median puzzles/s of engine_bench MODE FILE over REPEAT runs
sudosat_rate() {
  for _ in $(seq "$REPEAT"); do
    "$E" "$1" "$2" | sed -E 's/.* rate=([0-9.]+)\/s.*/\1/'
  done | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}
tdoku_rate() {
  [[ -n "$TDOKU" ]] || { echo "-"; return; }
  # csv: compiler,version,flags,file,solver,puzzles/s,us/puzzle,%no guess,guesses/puzzle
  "$TDOKU" -s tdoku -t "$SECONDS_TDOKU" -w 1 -c 1 "$1" 2>/dev/null | tail -n 1 |
    awk -F, '{ printf "%.0f\n", $6 }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == 0) print "-"; else printf "%.1fx\n", a / b }'; }

echo "| set | puzzles | tdoku (limit 2) | sudosat count to 2 | ratio | sudosat smallest answer | ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for i in "${!files[@]}"; do
  f=$W/set$i
  clean "$DATA/${files[$i]}" > "$f"
  t=$(tdoku_rate "$f")
  c=$(sudosat_rate count2 "$f")
  s=$(sudosat_rate solve "$f")
  printf '| %s | %d | %s | %.0f | %s | %.0f | %s |\n' "${names[$i]}" "$(wc -l < "$f")" "$t" "$c" \
    "$(ratio "$t" "$c")" "$s" "$(ratio "$t" "$s")"
done
