#!/bin/sh
# A longer fuzz campaign, one harness after another on one core (docs/reliability.md):
#   fuzz/campaign.sh BUILD SECONDS [HARNESS...]
# BUILD is a -DSUDOSAT_FUZZ=ON build (.ci/sanitize.sh makes build-sanitize). Corpora grow in
# BUILD/campaign/corpus/<harness>, logs and findings go to BUILD/campaign/; prints one line
# per harness: executions, libFuzzer's cov and ft at the end, and the corpus size.
set -u
b=$1; seconds=$2; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- $(cat "$b/fuzz/harnesses.txt")
mkdir -p "$b/campaign"
[ -d "$b/campaign/seeds" ] || sh "$root/fuzz/seeds.sh" "$b/campaign/seeds" >/dev/null
for h in "$@"; do
  mkdir -p "$b/campaign/corpus/$h"
  "$b/fuzz/fuzz_$h" -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$b/campaign/$h-" "$b/campaign/corpus/$h" "$b/campaign/seeds/$h" \
    > "$b/campaign/$h.log" 2>&1
  code=$?
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$b/campaign/$h.log" | grep -o '[0-9]*$')
  cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$b/campaign/$h.log" | tail -1)
  echo "$h: exit $code, ${runs:-?} runs, $cov, corpus $(ls "$b/campaign/corpus/$h" | wc -l) files"
done
