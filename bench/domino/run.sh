#!/usr/bin/env bash
# Sudominoku benchmark: prints a markdown table of puzzles/s for sudosat (lexmin and --any)
# and the plain backtracking solver on the same generated inputs, pinned to one core.
# Needs a build with -DSUDOSAT_BENCH=ON:  bench/domino/run.sh [build-dir] [puzzles]
set -euo pipefail
BUILD=${1:-build}
K=${2:-500}
SUDOSAT=$BUILD/cli/sudosat
HELPER=$BUILD/bench/domino/domino_bench
SAMPLE=$(dirname "$0")/../../tests/data/cli/boj4574.in
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PIN="taskset -c 0"
command -v taskset > /dev/null || PIN=""

secs() {  # seconds taken by the command "$@" (stdin from $IN, stdout to $OUTF)
  local t0 t1
  t0=$(date +%s.%N)
  "$@" < "$IN" > "$OUTF"
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}

echo "| input | puzzles | sudosat solve (lexmin) | sudosat solve --any | backtracking | lexmin / backtracking time |"
echo "|---|---|---|---|---|---|"
for N in 10 20; do
  IN=$TMP/n$N.in
  $HELPER gen "$N" "$K" "$N" > "$IN"
  OUTF=$TMP/lex.out; lex=$(secs $PIN "$SUDOSAT" solve)
  OUTF=$TMP/any.out; any=$(secs $PIN "$SUDOSAT" solve --any)
  OUTF=$TMP/bt.out; bt=$(secs $PIN "$HELPER" backtrack)
  # Same answers where the backtracking's first solution is the smallest (unique puzzles).
  printf "| N = %d | %d | %.0f /s | %.0f /s | %.0f /s | %.2f |\n" "$N" "$K" \
    "$(echo "$K / $lex" | bc -l)" "$(echo "$K / $any" | bc -l)" "$(echo "$K / $bt" | bc -l)" \
    "$(echo "$lex / $bt" | bc -l)"
done
# The 2-puzzle sample, a fresh process each time: perf stat's mean over 50 runs when perf is
# there, else one timer around a loop of 50 runs (which also counts the shell's fork/exec).
if command -v perf > /dev/null && perf stat -r 1 true 2> /dev/null; then
  # The file as an argument: with '< FILE' only the first of perf's runs would get the input.
  perf stat -r 50 $PIN "$SUDOSAT" solve "$SAMPLE" 2>&1 > /dev/null |
    awk '/task-clock/ {cpu=$1} /elapsed/ {printf "\nSample (tests/data/cli/boj4574.in, fresh process, perf stat -r 50): %.1f ms wall, %.1f ms CPU pinned to one core (the exec of taskset included);", $1*1000, cpu}'
  perf stat -r 50 "$SUDOSAT" solve "$SAMPLE" 2>&1 > /dev/null |
    awk '/elapsed/ {printf " %.1f ms wall not pinned\n", $1*1000}'
else
  t0=$(date +%s.%N)
  for i in $(seq 50); do $PIN "$SUDOSAT" solve < "$SAMPLE" > /dev/null; done
  t1=$(date +%s.%N)
  printf "\nSample (tests/data/cli/boj4574.in, fresh process each run): mean %.1f ms over 50 runs\n" \
    "$(echo "($t1 - $t0) * 20" | bc -l)"
fi
