#!/usr/bin/env python3
"""Numbered rooms (numberedroom) for bench/variant/new_kinds.tsv.

    make_numbered_rooms.py SUDOSAT COPIES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`), COPIES clues on distinct sides of
rows and columns, each the digit of the X-th cell seen from it (X the first digit there); then
`sudosat generate --seed SEED` on that template adds the givens that make it unique. Prints
"9x9-numberedroom-COPIES<TAB>f-puzzles string<TAB>solution". The three in new_kinds.tsv are
COPIES 4, 8, 12 with SEED 49 followed by COPIES (494, 498, 4912).
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
        x = int(grid[line[0]])
        entries.append({"cell": cell, "value": grid[line[x - 1]]})
    print_made(sudosat, seed, "9x9-numberedroom-%d" % copies, {"numberedroom": entries})


if __name__ == "__main__":
    main()
