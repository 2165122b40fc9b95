#!/usr/bin/env bash
# Reproduces every figure in bench/RESULTS.md from a clean clone and rewrites that file.
#
#   bench/run.sh [DATA_DIR]
#
# DATA_DIR holds tdoku's puzzle files (puzzles2_17_clue, puzzles5_forum_hardest_1905_11+, and
# puzzles7_serg_benchmark for the lexmin table when present);
# default: ../shared/data next to the repository, when it exists. Needs cmake, a C++17
# compiler, CaDiCaL, qqwing (the peer) and GNU time (/usr/bin/time) for peak memory.
# Environment: N (puzzles per subset, default 1000), REPEAT (runs per figure, best kept,
# default 3), BUILD (build folder, default build-bench), OUT (results file).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DATA=${1:-}
if [[ -z "$DATA" && -d "$ROOT/../shared/data" ]]; then DATA=$ROOT/../shared/data; fi
if [[ -z "$DATA" || ! -f "$DATA/puzzles2_17_clue" ]]; then
  echo "usage: bench/run.sh DATA_DIR  (the folder with puzzles2_17_clue ...)" >&2
  exit 2
fi
N=${N:-1000}
REPEAT=${REPEAT:-3}
BUILD=${BUILD:-$ROOT/build-bench}
OUT=${OUT:-$ROOT/bench/RESULTS.md}
command -v qqwing > /dev/null || { echo "bench/run.sh: qqwing is needed (apt-get install qqwing)" >&2; exit 2; }

echo "building in $BUILD ..." >&2
cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DSUDOSAT_BENCH=ON > /dev/null
cmake --build "$BUILD" -j "$(nproc)" > /dev/null
S=$BUILD/cli/sudosat
E=$BUILD/bench/engine_bench
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT

# Puzzle lines only ('#' comments and CRs dropped) so both programs read the same text.
clean() { grep -v '^#' "$1" | tr -d '\r' | grep -E '^[1-9.]{81}$'; }
clean "$DATA/puzzles2_17_clue" > "$W/c17_all"
clean "$DATA/puzzles5_forum_hardest_1905_11+" > "$W/h11_all"
if [[ -f "$DATA/puzzles7_serg_benchmark" ]]; then
  clean "$DATA/puzzles7_serg_benchmark" > "$W/serg_all"
else
  : > "$W/serg_all"  # an older data folder: the row is left out
fi
head -n "$N" "$W/c17_all" > "$W/c17"
head -n "$N" "$W/h11_all" > "$W/h11"
head -n "$N" "$W/serg_all" > "$W/serg"
head -n $((20 * N)) "$W/c17_all" > "$W/c17x20"

# wall SECONDS of a shell command, best of REPEAT runs
best() {
  local best_s="" t0 t1 s
  for _ in $(seq "$REPEAT"); do
    t0=$(date +%s%N)
    bash -c "$1" > /dev/null
    t1=$(date +%s%N)
    s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')
    if [[ -z "$best_s" ]] || awk -v x="$s" -v y="$best_s" 'BEGIN { exit !(x < y) }'; then best_s=$s; fi
  done
  echo "$best_s"
}
# in-process SECONDS that engine_bench reports, best of REPEAT runs
best_engine() {
  local best_s="" s
  for _ in $(seq "$REPEAT"); do
    s=$("$E" "$@" | sed -E 's/.*seconds=([0-9.]+).*/\1/')
    if [[ -z "$best_s" ]] || awk -v x="$s" -v y="$best_s" 'BEGIN { exit !(x < y) }'; then best_s=$s; fi
  done
  echo "$best_s"
}
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / s }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

{
  echo "# sudosat benchmark results"
  echo
  echo "Written by \`bench/run.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores"
  echo "($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), load average"
  echo "$(cut -d' ' -f1-3 /proc/loadavg) at the start. $("$S" --version). Every figure is the best of"
  echo "$REPEAT runs of the whole process (wall time, reading and writing included); the peer"
  echo "(qqwing $(qqwing --version 2>/dev/null | head -1 | grep -oE '[0-9.]+' | head -1)) runs in the same"
  echo "script right before, so ratios are comparable even on a busy machine, absolute rates are not."
  echo
} > "$W/results"

# --- 1. Single thread, 9x9 collections -----------------------------------------------------------
{
  echo "## Single thread, first $N puzzles of each set"
  echo
  echo "| set | qqwing --solve | solve --any | solve (lexmin) | qqwing --count-solutions | count to 2 | any / qqwing | count / qqwing count | lexmin / any |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
} >> "$W/results"
for set in c17 h11; do
  f=$W/$set
  echo "timing $set ..." >&2
  # Same answers: both solvers must agree on every (unique) solution.
  if ! cmp -s <("$S" solve -j 1 "$f") <(qqwing --solve --one-line < "$f"); then
    echo "bench/run.sh: sudosat and qqwing disagree on $set" >&2
    exit 1
  fi
  q=$(best "qqwing --solve --one-line < $f")
  a=$(best "$S solve --any -j 1 $f")
  l=$(best "$S solve -j 1 $f")
  qc=$(best "qqwing --solve --count-solutions --one-line < $f")
  c=$(best "$E count2 $f")
  n=$(wc -l < "$f")
  name=$([[ $set == c17 ]] && echo "17-clue" || echo "forum_hardest_1905_11+")
  echo "| $name | $(rate "$n" "$q")/s | $(rate "$n" "$a")/s | $(rate "$n" "$l")/s | $(rate "$n" "$qc")/s | $(rate "$n" "$c")/s | $(ratio "$q" "$a")x | $(ratio "$qc" "$c")x | $(ratio "$l" "$a")x |" >> "$W/results"
done
cat >> "$W/results" <<EOF

Commands (FILE: the first $N puzzle lines of the set, comments and CRs removed):
\`qqwing --solve --one-line < FILE\`, \`sudosat solve --any -j 1 FILE\`, \`sudosat solve -j 1 FILE\`,
\`qqwing --solve --count-solutions --one-line < FILE\`, \`engine_bench count2 FILE\` (Engine::count
with limit 2, in one process, what \`sudosat count --limit 2\` runs). Before timing, the script
checks that \`sudosat solve\` and \`qqwing --solve\` print the same solutions.

EOF

# --- 1b. Lexmin: decisions in order vs the descent -------------------------------------------------
echo "timing lexmin methods ..." >&2
{
  echo "## Lexmin: in-order decisions vs the descent (single thread, in one process)"
  echo
  echo "\`engine_bench any|solve FILE [--lexmin descent]\`: Engine::solve timed inside one process, on"
  echo "the sets above (17-clue: 20 times as many puzzles, as they take microseconds each). In order"
  echo "(the default) is one SAT call deciding cells in row-major order, digits from 1 up; the descent"
  echo "is any solution, then \"another one?\", then cell by cell lower while a smaller solution exists"
  echo "(the method before). The serg set's puzzles all have several solutions."
  echo
  echo "| set | --any | lexmin, in order | lexmin, descent | in order / any | descent / in order |"
  echo "|---|---:|---:|---:|---:|---:|"
} >> "$W/results"
for set in c17x20 h11 serg; do
  f=$W/$set
  [[ -s $f ]] || continue
  a=$(best_engine any "$f")
  o=$(best_engine solve "$f")
  d=$(best_engine solve "$f" --lexmin descent)
  n=$(wc -l < "$f")
  name=$(case $set in c17x20) echo "17-clue ($((20 * N)))";; h11) echo "forum_hardest_1905_11+";; *) echo "serg_benchmark (several solutions)";; esac)
  echo "| $name | $(rate "$n" "$a")/s | $(rate "$n" "$o")/s | $(rate "$n" "$d")/s | $(ratio "$o" "$a")x | $(ratio "$d" "$o")x |" >> "$W/results"
done
echo >> "$W/results"

# --- 2. Threads --------------------------------------------------------------------------------------
echo "timing threads ..." >&2
{
  echo "## Threads (lexmin; $((20 * N)) 17-clue puzzles, $N of the 11+ set)"
  echo
  echo "Most 17-clue puzzles take about 15 us, so the set is 20 times as long here: the fixed"
  echo "cost of starting the process and each worker's solver stays small next to the work."
  echo
  echo "| set | -j 1 | -j 2 | -j 2 / -j 1 |"
  echo "|---|---:|---:|---:|"
} >> "$W/results"
for set in c17x20 h11; do
  f=$W/$set
  cmp -s <("$S" solve -j 1 "$f") <("$S" solve -j 2 "$f") || { echo "bench/run.sh: -j 2 differs" >&2; exit 1; }
  j1=$(best "$S solve -j 1 $f")
  j2=$(best "$S solve -j 2 $f")
  n=$(wc -l < "$f")
  echo "| $set | $(rate "$n" "$j1")/s | $(rate "$n" "$j2")/s | $(ratio "$j1" "$j2")x |" >> "$W/results"
done
echo >> "$W/results"

# --- 3. Memory on a long input -----------------------------------------------------------------------
echo "measuring memory ..." >&2
cat "$W/c17_all" "$W/h11_all" "$W/c17_all" | awk 'NR <= 100000' > "$W/big"
head -n 1000 "$W/big" > "$W/small"
rss() { /usr/bin/time -f "%M %e" "$S" solve --any "$1" 2>&1 > /dev/null | tail -1; }
read -r rss_big wall_big < <(rss "$W/big")
read -r rss_small _ < <(rss "$W/small")
cat >> "$W/results" <<EOF
## Memory (\`/usr/bin/time -f %M sudosat solve --any FILE\`, default -j: $(nproc) workers)

| input | max RSS |
|---|---:|
| 1,000 lines | $((rss_small / 1024)) MB ($rss_small KB) |
| 100,000 lines (17-clue + 11+ sets, then 17-clue again) | $((rss_big / 1024)) MB ($rss_big KB), $wall_big s |

EOF

# --- 4. One puzzle from a fresh process ---------------------------------------------------------------
echo "timing fresh processes ..." >&2
boj=$ROOT/tests/data/cli/boj2580.in
t0=$(date +%s%N)
for _ in $(seq 100); do "$S" solve < "$boj" > /dev/null; done
t1=$(date +%s%N)
head -1 "$W/c17" > "$W/one"
t2=$(date +%s%N)
for _ in $(seq 100); do qqwing --solve --one-line < "$W/one" > /dev/null; done
t3=$(date +%s%N)
cat >> "$W/results" <<EOF
## One puzzle from a fresh process (mean of 100 runs)

| command | wall time |
|---|---:|
| \`sudosat solve < tests/data/cli/boj2580.in\` (BOJ 2580 sample) | $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", (b - a) / 1e8 }') ms |
| \`qqwing --solve --one-line\` (one 17-clue puzzle), for scale | $(awk -v a="$t2" -v b="$t3" 'BEGIN { printf "%.2f", (b - a) / 1e8 }') ms |

EOF

# --- 5. Large grids: at-most-one encodings, and backtracking for scale --------------------------------
echo "timing 16x16 and 25x25 ..." >&2
{
  echo "## 16x16 and 25x25: pairwise vs sequential at-most-one (single thread, per puzzle)"
  echo
  echo "Puzzles from shuffled pattern grids with each cell blank with probability p"
  echo "(\`engine_bench gen N COUNT p SEED\`); times are \`engine_bench any|solve FILE --amo A\` totals"
  echo "divided by the count (one process, solver build included)."
  echo
  echo "| size | blanks | puzzles | any, pairwise | any, sequential | lexmin, pairwise | lexmin, sequential | lexmin SAT calls |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|"
} >> "$W/results"
secs() { sed -E 's/.*seconds=([0-9.]+).*/\1/'; }
calls() { sed -E 's/.*sat_calls=([0-9]+).*/\1/'; }
for spec in "16 20 0.45 1" "16 20 0.55 2" "25 10 0.45 3" "25 10 0.55 4"; do
  read -r n count p seed <<< "$spec"
  "$E" gen "$n" "$count" "$p" "$seed" > "$W/g"
  row="| ${n}x$n | $p | $count"
  for mode in any solve; do
    for amo in pairwise sequential; do
      r=$("$E" "$mode" "$W/g" --amo "$amo")
      row="$row | $(awk -v s="$(secs <<< "$r")" -v c="$count" 'BEGIN { printf "%.0f ms", 1000 * s / c }')"
      [[ $mode == solve && $amo == pairwise ]] && lexcalls=$(calls <<< "$r")
    done
  done
  echo "$row | $lexcalls |" >> "$W/results"
  [[ $n == 25 && $p == 0.55 ]] && head -1 "$W/g" > "$W/g25"
done
bt=$( { timeout 60 "$E" backtrack "$W/g25" || echo "timeout"; } | tail -1)
cat >> "$W/results" <<EOF

The plain row-major backtracking reference (tests/reference.cpp, digits in increasing order) on
the first 25x25 puzzle with p = 0.55, under a 60 s timeout: \`$bt\`.
EOF

echo >> "$W/results"
echo "Instruction counts of the code variants that were tried: docs/performance.md." >> "$W/results"
# The hand-kept section from bench/hard.sh (issue 14's tables) survives a rewrite.
if [[ -f "$OUT" ]] && grep -q '^<!-- bench/hard.sh -->' "$OUT"; then
  echo >> "$W/results"
  sed -n '/^<!-- bench\/hard.sh -->/,$p' "$OUT" >> "$W/results"
fi
cp "$W/results" "$OUT"
echo "wrote $OUT" >&2
