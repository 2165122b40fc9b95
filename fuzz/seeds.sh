#!/bin/sh
# Seed corpora for the fuzz harnesses from the test files: fuzz/seeds.sh DIR fills
# DIR/<harness>/ with copies of test files (their tests/data paths kept: libFuzzer reads
# corpus directories recursively); files over 8 KB are left out (small inputs keep the harnesses fast).
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd)
cd "$root/tests/data"
seed() {  # seed HARNESS FILE...: one cp per harness (forks are slow on a busy machine)
  h=$1; shift
  mkdir -p "$out/$h"
  cp --parents "$@" "$out/$h/" 2>/dev/null || true
}
puzzles="cli/*.in bad/*.in batch/*.in batch/*.txt input/*.in tools/*.txt tools/*.grid propagate/*.txt"
for h in line grid compact detect; do seed $h $puzzles; done
seed domino domino/*.in input/bom-domino.in bad/*.in
seed decode decode/*.txt tools/p4.competition tools/*.minisat input/*.model
seed fpuzzles_json fpuzzles/*/*.json input/*.json
seed fpuzzles_string fpuzzles/*/*.txt fpuzzles/*/*.json input/bom-fpuzzles-string.in
seed lzstring fpuzzles/*/*.txt
seed links fpuzzles/*/*.txt fuzz/links/*
seed sudokupad sudokupad/converted/*.json fuzz/sudokupad/*
seed pipeline cli/*.in domino/*.in tools/*.txt fpuzzles/own/* fpuzzles/public/*.txt
# every harness's regression files (tests/data/fuzz/<harness>/: fuzz_replay's in the normal build)
for d in fuzz/*/; do h=${d#fuzz/}; h=${h%/}; seed "$h" "fuzz/$h"/*; done
find "$out" -type f -size +8k -delete
for h in "$out"/*; do echo "${h##*/}: $(find "$h" -type f | wc -l) seeds"; done
