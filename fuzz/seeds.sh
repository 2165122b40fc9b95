#!/bin/sh
# Seed corpora for the fuzz harnesses from the test files: fuzz/seeds.sh DIR fills
# DIR/<harness>/ (files up to 64 KB; libFuzzer's default -max_len takes their largest size).
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
data=$root/tests/data
out=$1
[ -n "$out" ] || { echo "usage: fuzz/seeds.sh DIR" >&2; exit 2; }
seed() {  # seed HARNESS FILE...
  h=$1; shift
  mkdir -p "$out/$h"
  for f in "$@"; do
    [ -f "$f" ] && [ "$(wc -c < "$f")" -le 65536 ] || continue
    cp "$f" "$out/$h/$(echo "${f#$data/}" | tr / _)"
  done
}
puzzles="$data/cli/*.in $data/bad/*.in $data/batch/*.in $data/batch/*.txt $data/input/*.in
         $data/tools/*.txt $data/tools/*.grid $data/propagate/*.txt"
for h in line grid compact detect; do seed $h $puzzles; done
seed domino $data/domino/*.in $data/input/bom-domino.in $data/bad/*.in
seed decode $data/decode/*.txt $data/tools/p4.competition $data/tools/*.minisat $data/input/*.model
seed fpuzzles_json $data/fpuzzles/*/*.json $data/input/*.json
seed fpuzzles_string $data/fpuzzles/*/*.txt $data/fpuzzles/*/*.json $data/input/bom-fpuzzles-string.in
seed lzstring $data/fpuzzles/*/*.txt
seed pipeline $data/cli/*.in $data/domino/*.in $data/tools/*.txt $data/fpuzzles/own/* $data/fpuzzles/public/*.txt
for h in "$out"/*; do echo "$(basename "$h"): $(ls "$h" | wc -l) seeds"; done
