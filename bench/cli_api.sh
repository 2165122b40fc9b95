#!/usr/bin/env bash
# The command before and after a change, interleaved on the same puzzles: count, solve and
# check of the first N (default 20,000) 17-clue puzzles, -j 1, R runs each (default 5), whole
# process wall time; prints every time, the medians and after/before. Checks that both print
# the same solutions. Used for issue 16 (the command doing its work through sudosat::Solver):
#   bench/cli_api.sh BEFORE_EXE AFTER_EXE [DATA_DIR] [R] [N]
# (BEFORE_EXE: the command built from the commit before, e.g. git archive into /tmp + cmake.)
set -euo pipefail
BEFORE=$1 AFTER=$2
DATA=${3:-$(dirname "$0")/../../shared/data}
R=${4:-5} N=${5:-20000}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
awk -v n="$N" '!/^#/ && k < n { print; k++ }' "$DATA/puzzles2_17_clue" > "$W/p.txt"
wall() { local s e; s=$(date +%s.%N); "$@" > /dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }
for cmd in count "solve --output-format line" check; do
  b=() a=()
  for _ in $(seq "$R"); do
    b+=("$(wall "$BEFORE" $cmd "$W/p.txt" -j 1 -q)")
    a+=("$(wall "$AFTER" $cmd "$W/p.txt" -j 1 -q)")
  done
  mb=$(median "${b[@]}") ma=$(median "${a[@]}")
  printf '%s: before %s | after %s | medians %.3f s %.3f s, after/before %.3f\n' \
    "$cmd" "${b[*]}" "${a[*]}" "$mb" "$ma" "$(echo "scale=4; $ma / $mb" | bc)"
done
cmp <("$BEFORE" solve "$W/p.txt" -j 1 -q) <("$AFTER" solve "$W/p.txt" -j 1 -q) && echo "same solutions"
