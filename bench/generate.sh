#!/usr/bin/env bash
# Generator and candidates benchmark (issue 13): sudosat generate beside Debian qqwing, one
# thread each, in the same run; clue-count histograms of both; 16x16 and 25x25 puzzles/s;
# Sudominoku placed dominoes; candidates on a 9x9 with 3,614 solutions and on an empty 16x16.
#
#   bench/generate.sh [SUDOSAT] [N9] [REPEATS]
#
# SUDOSAT defaults to build/cli/sudosat; N9 (default 500) puzzles per 9x9 run, each run
# REPEATS (default 3) times: the medians are reported. Prints a Markdown section for
# bench/RESULTS.md.
set -euo pipefail
S=${1:-build/cli/sudosat}
N9=${2:-500}
REPS=${3:-3}
command -v qqwing >/dev/null || { echo "qqwing is not installed (apt-get install qqwing)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# seconds taken by a command line (stdout to $tmp/out)
timed() { local t0 t1; t0=$(now); "$@" > "$tmp/out"; t1=$(now); echo "$t1 - $t0" | bc -l; }
# clue counts of line-format puzzles: "clues:count ..." sorted
histogram() { awk '{n=gsub(/[1-9A-Za-z]/,"&"); h[n]++} END {for (k in h) print k":"h[k]}' | sort -n | tr '\n' ' '; }
mean_clues() { awk '{n=gsub(/[1-9A-Za-z]/,"&"); s+=n} END {printf "%.1f", s/NR}'; }

sudo_t=(); qq_t=()
for r in $(seq "$REPS"); do
  sudo_t+=("$(timed "$S" generate --count "$N9" --seed "$r" -j 1)")
  cp "$tmp/out" "$tmp/sudosat9.$r"
  qq_t+=("$(timed qqwing --generate "$N9" --one-line --symmetry rotate180)")
  cp "$tmp/out" "$tmp/qqwing9.$r"
done
st=$(printf '%s\n' "${sudo_t[@]}" | median)
qt=$(printf '%s\n' "${qq_t[@]}" | median)
sr=$(echo "$N9 / $st" | bc -l)
qr=$(echo "$N9 / $qt" | bc -l)

t16=$(timed "$S" generate --size 16 --count 10 -j 1); c16=$(mean_clues < "$tmp/out")
t25s=(); for seed in 1 2 3 4; do  # one puzzle a seed: the time per puzzle varies with it
  t25s+=("$(timed "$S" generate --size 25 --seed "$seed" --count 1 -j 1)"); cat "$tmp/out" >> "$tmp/g25"
done
c25=$(mean_clues < "$tmp/g25")
t25=$(printf '%s\n' "${t25s[@]}" | awk '{s+=$1} END {print s/NR}')
t25max=$(printf '%s\n' "${t25s[@]}" | sort -g | tail -1)
t25j=$(timed "$S" generate --size 25 --seed 1 --count 1 -j 2)  # seed 1's puzzle, checks on 2 threads
td=$(timed "$S" generate --domino --count 10 -j 1)
dom=$(awk 'NF==1 && $1>0 {print $1}' "$tmp/out" | sort -n | uniq -c | awk '{printf "%s:%s ", $2, $1}')

cand9="2...68.........83..5..936..9....63........2.6..5....1...4...1.3...2.5...8.....4.."
empty16=$(printf '.%.0s' $(seq 256))
c9=(); e16=()
for r in $(seq 5); do
  c9+=("$(echo "$cand9" | timed "$S" candidates)")
  e16+=("$(echo "$empty16" | timed "$S" candidates)")
done
c9m=$(printf '%s\n' "${c9[@]}" | median)
c16m=$(printf "%s\n" "${e16[@]}" | median)

cat <<EOF
## Generator (issue 13)

\`bench/generate.sh $S $N9 $REPS\` on $(nproc) cores ($(date -u +%Y-%m-%d)); one thread each; medians of $REPS runs.

| what | sudosat | qqwing $(qqwing --version 2>/dev/null | head -1 | awk '{print $NF}') | ratio |
|---|---|---|---|
| 9x9 minimal rot180, $N9 puzzles | $(printf %.3f "$st") s, $(printf %.0f "$sr")/s | $(printf %.3f "$qt") s, $(printf %.0f "$qr")/s | $(printf %.1f "$(echo "$sr / $qr" | bc -l)")x |
| 9x9 mean clues | $(cat "$tmp"/sudosat9.* | mean_clues) | $(cat "$tmp"/qqwing9.* | mean_clues) | |
| 16x16 minimal rot180, 10 puzzles | $(printf %.2f "$t16") s, $(printf %.2f "$(echo "10 / $t16" | bc -l)")/s, mean clues $c16 | cannot | |
| 25x25 minimal rot180, seeds 1-4, a puzzle each | mean $(printf %.2f "$t25") s, slowest $(printf %.2f "$t25max") s, mean clues $c25 | cannot | |
| ... seed 1's puzzle with \`-j 2\` (its checks on 2 threads) | $(printf %.2f "$t25j") s | cannot | |
| Sudominoku, 10 puzzles | $(printf %.2f "$td") s; placed dominoes (count:puzzles) $dom | cannot | |
| candidates, 9x9 with 3,614 solutions | $(printf %.0f "$(echo "$c9m * 1000" | bc -l)") ms (process included) | | |
| candidates, empty 16x16 | $(printf %.0f "$(echo "$c16m * 1000" | bc -l)") ms (process included) | | |

Clue-count histograms (clues:puzzles), all runs:

- sudosat: $(cat "$tmp"/sudosat9.* | histogram)
- qqwing:  $(cat "$tmp"/qqwing9.* | histogram)
EOF
