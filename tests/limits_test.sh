#!/bin/sh
# Limits (docs/reliability.md), each under an address-space limit (ulimit -v) of 64 MiB with
# one worker (-j 1), 256 MiB with two (glibc reserves 64 MiB of address space for each
# thread's malloc arena); left out when the second argument is "nolimit", as ASan needs
# terabytes of address space:
#  - a 100 MB line without newline between two puzzles, and as the whole input: a clear
#    error, the puzzles around it answered;
#  - a batch of N puzzles (default 20,000; bench/limits/batch.sh runs 10^6) with a bad line
#    every 1000: every answer and every error in its place;
#  - decode with 10^7 literals: on one 'v' line (an error at the first variable not in the
#    formula), and in a comment line before a valid model (read through; decoded).
# usage: limits_test.sh SUDOSAT [nolimit] [N]
set -eu
exe=$1
mode=${2:-limit}
n=${3:-20000}
data=$(cd "$(dirname "$0")/data" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
bounded() {  # bounded KIB CMD...: runs CMD with the memory limit, returns its status
  kib=$1; shift
  if [ "$mode" = nolimit ]; then "$@"; else (ulimit -v "$kib" && exec "$@"); fi
}
p1=$(sed -n 1p "$data/batch/bad_lines.in"); s1=$(sed -n 1p "$data/batch/bad_lines.out")
p2=$(sed -n 3p "$data/batch/bad_lines.in"); s2=$(sed -n 3p "$data/batch/bad_lines.out")

# 1. A 100 MB line (made on the fly: nothing is written to disk).
long() { head -c 100000000 /dev/zero | tr '\0' 1; }
code=0
{ echo "$p1"; long; echo; echo "$p2"; } | bounded 65536 "$exe" solve -j 1 - > "$tmp/out" 2> "$tmp/err" || code=$?
[ $code -eq 3 ] || fail "100 MB line between puzzles: exit $code, not 3"
printf '%s\nerror\n%s\n' "$s1" "$s2" | cmp -s - "$tmp/out" || fail "100 MB line between puzzles: wrong answers: $(head -c 300 "$tmp/out")"
grep -q "<stdin>:2:1048577: line longer than 1 MiB" "$tmp/err" || fail "100 MB line: message: $(cat "$tmp/err")"
code=0; long | bounded 65536 "$exe" solve -j 1 - > "$tmp/out" 2> "$tmp/err" || code=$?
[ $code -eq 3 ] || fail "100 MB line alone: exit $code, not 3"
grep -q "<stdin>:1:1048577: line longer than 1 MiB" "$tmp/err" || fail "100 MB line alone: message: $(cat "$tmp/err")"
echo "100 MB line: ok"

# 2. A batch with a bad line every 1000.
awk -v n="$n" -v p1="$p1" -v p2="$p2" -v s1="$s1" -v s2="$s2" -v infile="$tmp/batch.txt" -v outfile="$tmp/expect" '
  BEGIN { for (i = 1; i <= n; i++) {
            if (i % 1000 == 0) { print "bad line " i > infile; print "error" > outfile }
            else if (i % 2) { print p1 > infile; print s1 > outfile }
            else { print p2 > infile; print s2 > outfile } } }'
for j in 1 2; do
  code=0; bounded $((j * j * 65536)) "$exe" solve -j $j "$tmp/batch.txt" > "$tmp/out" 2> "$tmp/err" || code=$?
  [ $code -eq 3 ] || fail "batch -j $j: exit $code, not 3"
  cmp -s "$tmp/expect" "$tmp/out" || fail "batch -j $j: answers differ from the expected ones"
  [ "$(wc -l < "$tmp/err")" -eq $((n / 1000)) ] || fail "batch -j $j: $(wc -l < "$tmp/err") error lines, not $((n / 1000))"
  grep -q "batch.txt:$((n / 1000 * 1000)):" "$tmp/err" || fail "batch -j $j: the last bad line is not named"
done
echo "batch of $n with $((n / 1000)) bad lines: ok"

# 3. decode with 10^7 literals.
lits() { seq 1 10000000 | tr '\n' ' '; }
code=0
{ echo "s SATISFIABLE"; printf 'v '; lits; echo 0; } |
  bounded 65536 "$exe" decode "$data/tools/p4.txt" - > "$tmp/out" 2> "$tmp/err" || code=$?
[ $code -eq 3 ] || fail "decode, 10^7 literals on a line: exit $code, not 3"
grep -q "<stdin>:2:.*variable 65 is not in the formula" "$tmp/err" || fail "decode: message: $(cat "$tmp/err")"
"$exe" decode "$data/tools/p4.txt" "$data/tools/p4.competition" > "$tmp/expect"
code=0
{ printf 'c '; lits; echo; cat "$data/tools/p4.competition"; } |
  bounded 65536 "$exe" decode "$data/tools/p4.txt" - > "$tmp/out" 2> "$tmp/err" || code=$?
[ $code -eq 0 ] || fail "decode, 10^7 literals in a comment: exit $code: $(cat "$tmp/err")"
cmp -s "$tmp/expect" "$tmp/out" || fail "decode, 10^7 literals in a comment: another answer"
echo "decode with 10^7 literals: ok"
