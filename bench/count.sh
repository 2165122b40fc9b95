#!/usr/bin/env bash
# Single-thread throughput of `sudosat count --limit 2 -j 1` next to `qqwing --solve --count-solutions`, measured
# in the same run on the same puzzles (one per line, '.' or '0' for blanks).
#
#   bench/count.sh [-n LINES] [-s SUDOSAT] [FILE...]
#
#   -n LINES   use the first LINES puzzles of each file (default 2000; 0 = all)
#   -s PATH    the sudosat binary (default build/cli/sudosat)
#   FILE...    puzzle files (default: puzzles2_17_clue and puzzles5_forum_hardest_1905_11+
#              from ../shared/data next to the repository, when it exists)
# Prints a markdown table: puzzles, seconds and puzzles/s for both, and the ratio
# (sudosat puzzles/s divided by qqwing's). Also checks both agree on how many are unique.
set -euo pipefail

lines=2000
here=$(cd "$(dirname "$0")/.." && pwd)
sudosat="$here/build/cli/sudosat"
while getopts "n:s:" opt; do
  case $opt in
    n) lines=$OPTARG ;;
    s) sudosat=$OPTARG ;;
    *) sed -n '2,13p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

if [ $# -eq 0 ]; then
  data=""
  for d in "$here/../shared/data" "$(git -C "$here" rev-parse --path-format=absolute --git-common-dir 2>/dev/null)/../../shared/data"; do
    if [ -d "$d" ]; then data=$(cd "$d" && pwd); break; fi
  done
  [ -n "$data" ] || { echo "count.sh: no data files given and no ../shared/data" >&2; exit 2; }
  set -- "$data/puzzles2_17_clue" "$data/puzzles5_forum_hardest_1905_11+"
fi
command -v qqwing >/dev/null || { echo "count.sh: qqwing is not installed" >&2; exit 2; }
[ -x "$sudosat" ] || { echo "count.sh: no sudosat binary at $sudosat (build first)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
now() { date +%s.%N; }

echo "| set | puzzles | sudosat count --limit 2 (s) | puzzles/s | qqwing --count-solutions (s) | puzzles/s | ratio (sudosat/qqwing) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for file in "$@"; do
  name=$(basename "$file")
  # The subset: comments dropped, '\r' stripped, the first $lines puzzles.
  grep -v '^#' "$file" | tr -d '\r' | awk -v n="$lines" 'n == 0 || NR <= n' > "$tmp/in"
  n=$(wc -l < "$tmp/in")

  t0=$(now)
  "$sudosat" count --limit 2 -j 1 "$tmp/in" > "$tmp/sudosat.out"  # one thread, like qqwing
  t1=$(now)
  qqwing --solve --count-solutions --nosolution < "$tmp/in" > "$tmp/qqwing.out"
  t2=$(now)

  s_unique=$(grep -cx '1' "$tmp/sudosat.out" || true)
  q_unique=$(grep -c 'is unique' "$tmp/qqwing.out" || true)
  if [ "$s_unique" != "$q_unique" ]; then
    echo "count.sh: $name: sudosat finds $s_unique unique puzzles, qqwing $q_unique" >&2
  fi
  awk -v name="$name" -v n="$n" -v t0="$t0" -v t1="$t1" -v t2="$t2" 'BEGIN {
    s = t1 - t0; q = t2 - t1
    printf "| %s | %d | %.2f | %.0f | %.2f | %.0f | %.2f |\n", name, n, s, n / s, q, n / q, (n / s) / (n / q)
  }'
done
