#!/usr/bin/env python3
"""Magic squares (magicsquare) for bench/variant/new_kinds.tsv.

    make_magic_square.py SUDOSAT SEED

`sudosat generate --seed SEED` on a blank 9x9 with one magic square: box SEED % 9 + 1 (its rows,
columns and two diagonals each sum to 15). Prints "9x9-magicsquare-sSEED<TAB>f-puzzles
string<TAB>solution". The twelve in new_kinds.tsv are SEED 111 to 122.
"""
import sys

from make_lines45 import print_made


def main():
    sudosat, seed = sys.argv[1], int(sys.argv[2])
    top, left = (seed % 9) // 3 * 3, (seed % 9) % 3 * 3
    cells = ["R%dC%d" % (top + i // 3 + 1, left + i % 3 + 1) for i in range(9)]
    print_made(sudosat, seed, "9x9-magicsquare-s%d" % seed, {"magicsquare": [{"cells": cells}]})


if __name__ == "__main__":
    main()
