#!/bin/sh
# The sanitizer part of CI (README's test command runs it after the normal build and tests):
# an AddressSanitizer + UndefinedBehaviorSanitizer build with clang (build-sanitize/) runs the
# whole test suite (the libraries instrumented, the test files and their brute-force references
# not: tests/CMakeLists.txt; its random loops on fewer instances there: tests/workload.hpp), then every
# libFuzzer harness (fuzz/) runs for a fixed budget from seeds made
# of the test files. Any sanitizer report, test failure or fuzz finding fails it; a finding's
# input is left in build-sanitize/findings/ (keep it under tests/data/fuzz/<harness>/ once
# fixed). Skips, saying so, when clang++ is missing. The Python module is left out of this
# build (a sanitized extension needs the sanitizer runtime preloaded into python3).
#   SUDOSAT_FUZZ_SECONDS  seconds per harness (default 10); 0 skips the fuzzing
set -eu
cd "$(dirname "$0")/.."
if ! command -v clang++ >/dev/null 2>&1; then
  echo "sanitize: SKIPPED: clang++ not found (third_party/install-deps.sh installs it)" >&2
  exit 0
fi
seconds=${SUDOSAT_FUZZ_SECONDS:-10}
b=build-sanitize
start=$(date +%s)
CC=clang CXX=clang++ cmake -S . -B $b -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" -DSUDOSAT_FUZZ=ON -DSUDOSAT_PYTHON=OFF >/dev/null
cmake --build $b -j2
built=$(date +%s)
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# package_test installs a .deb of this build: the normal build tests packaging, not this one
ctest --test-dir $b --output-on-failure -j2 -E "^package_test$"
tested=$(date +%s)
if [ "$seconds" -gt 0 ]; then
  rm -rf $b/seeds $b/findings && mkdir -p $b/findings
  sh fuzz/seeds.sh $b/seeds >/dev/null
  harnesses=$(cat $b/fuzz/harnesses.txt)
  fuzz() {  # fuzz HARNESS: runs it for $seconds, its log in $b/findings/HARNESS.log
    mkdir -p $b/corpus/$1
    if $b/fuzz/fuzz_$1 -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
         -artifact_prefix=$b/findings/$1- $b/corpus/$1 $b/seeds/$1 >$b/findings/$1.log 2>&1; then
      echo "fuzz $1: $(grep -o 'stat::number_of_executed_units: *[0-9]*' $b/findings/$1.log | grep -o '[0-9]*$') runs," \
           "$(grep -o 'cov: [0-9]* ft: [0-9]*' $b/findings/$1.log | tail -1)"
    else
      echo "fuzz $1: FINDING (log: $b/findings/$1.log)"; tail -40 $b/findings/$1.log
      return 1
    fi
  }
  # Two harnesses at a time (CI has 2 cores).
  set -- $harnesses
  failed=0
  while [ $# -gt 0 ]; do
    fuzz "$1" & p1=$!
    p2=""
    if [ $# -gt 1 ]; then fuzz "$2" & p2=$!; shift; fi
    shift
    wait $p1 || failed=1
    [ -z "$p2" ] || wait $p2 || failed=1
  done
  [ $failed -eq 0 ] || { echo "sanitize: fuzz findings in $b/findings" >&2; exit 1; }
fi
end=$(date +%s)
echo "sanitize: passed: build $((built - start)) s, tests $((tested - built)) s, fuzzing $((end - tested)) s"
