#!/usr/bin/env bash
# Variant generation, two builds side by side (issue 30's before/after): global rules and
# f-puzzles templates with constraints and no digit, one thread, the same seeds; says whether
# both builds made the same puzzles (they should: the fast path changes speed, not answers).
#
#   bench/variant/generate.sh BEFORE_SUDOSAT AFTER_SUDOSAT [TEMPLATE.json...]
#
# With no template, tests/data/generate/*.json and bench/variant/templates/*.json (sudosat's own
# 9x9 test puzzles of eight kinds, digits taken out). Prints a Markdown table (wall seconds, whole
# process, best of 3, to the millisecond).
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,10p' "$0"; exit 2; }
A=$1; B=$2; shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
templates=("$@"); [ ${#templates[@]} -gt 0 ] || templates=("$root"/tests/data/generate/*.json "$root"/bench/variant/templates/*.json)
best() {  # best wall time of 3 runs of the command line, in seconds; its output to $tmp/out
  local b=999999999999 t0 t
  for _ in 1 2 3; do
    t0=$(date +%s%N)
    "$@" > "$tmp/out"
    t=$(( $(date +%s%N) - t0 ))
    [ "$t" -lt "$b" ] && b=$t
  done
  printf '%.3f' "$(echo "$b / 1000000000" | bc -l)"
}
echo "| generate | before s | after s | before / after | same puzzles |"
echo "|---|---:|---:|---:|---|"
run() {  # label, generate arguments...
  local label=$1; shift
  local ta tb same
  ta=$(best "$A" generate "$@" --seed 1 -j 1 -q); cp "$tmp/out" "$tmp/a"
  tb=$(best "$B" generate "$@" --seed 1 -j 1 -q); cp "$tmp/out" "$tmp/b"
  cmp -s "$tmp/a" "$tmp/b" && same=yes || same=no
  echo "| $label | $ta | $tb | $(echo "$ta / $tb" | bc -l | xargs printf '%.1f')x | $same |"
}
run "--rules antiknight, 20 puzzles" --rules antiknight --count 20
run "--rules diagonals, 20 puzzles" --rules diagonals --count 20
run "--rules disjoint, 20 puzzles" --rules disjoint --count 20
run "--rules antiking,antiknight,nonconsecutive, 3 puzzles" --rules antiking,antiknight,nonconsecutive --count 3
for t in "${templates[@]}"; do run "$(basename "$t"), 5 puzzles" "$t" --count 5; done
