#!/usr/bin/env python3
"""Battlefield clues (battlefield) for bench/variant/new_kinds.tsv.

    make_battlefield.py SUDOSAT COPIES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`), COPIES clues on distinct sides of
rows and columns, each the sum of the cells where the first X and the last Y cells of its line
overlap, or of the gap between them (X and Y the line's end digits); then `sudosat generate
--seed SEED` on that template adds the givens that make it unique. Prints
"9x9-battlefield-COPIES<TAB>f-puzzles string<TAB>solution". The four in new_kinds.tsv are
COPIES 6, 10, 14, 18 with SEED 51 followed by COPIES (516, 5110, 5114, 5118).
"""
import random
import sys

from make_lines45 import hidden_grid, print_made, ring_lines


def main():
    sudosat, copies, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    grid = hidden_grid(sudosat, seed)
    entries = []
    for cell, line in ring_lines(rng, copies):
        x, y = int(grid[line[0]]), int(grid[line[-1]])
        lo, hi = (9 - y, x) if x + y > 9 else (x, 9 - y)
        entries.append({"cell": cell, "value": str(sum(int(grid[c]) for c in line[lo:hi]))})
    print_made(sudosat, seed, "9x9-battlefield-%d" % copies, {"battlefield": entries})


if __name__ == "__main__":
    main()
