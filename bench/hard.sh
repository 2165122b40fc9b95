#!/usr/bin/env bash
# Both tables of issue 14 in one command: hard 9x9 against tdoku (bench/tdoku.sh; tdoku's columns
# read "-" when it is not built in ../peers/tdoku) and the large grids (bench/large.sh).
#
#   bench/hard.sh [DATA_DIR]
#
# The environment of both scripts applies (N, REPEAT, SECONDS_TDOKU, LIMIT, BUILD, TDOKU).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
echo "## Hard 9x9: puzzles/s, tdoku / sudosat"
"$HERE/tdoku.sh" "$@"
echo
echo "## Large grids"
"$HERE/large.sh"
