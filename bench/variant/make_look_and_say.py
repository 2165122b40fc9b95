#!/usr/bin/env python3
"""Look-and-say cages (lookandsaycage) for bench/variant/new_kinds.tsv.

    make_look_and_say.py SUDOSAT CAGES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`), CAGES cages of 2 to 4 orthogonally
connected cells, none sharing a cell, each with the clue that names every digit it holds there
with its count (digits may repeat across boxes: "2315" two 3s and one 5), in a random order; then
`sudosat generate --seed SEED` on a blank 9x9 with those cages adds the givens. Prints
"9x9-lookandsay-CAGES-sSEED<TAB>f-puzzles string<TAB>solution". The four in new_kinds.tsv are
CAGES 6, 10, 14, 18 with SEED 141 to 144.
"""
import random
import sys

from make_lines45 import hidden_grid, orthogonal_cage, print_made


def main():
    sudosat, cages, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    grid = [int(ch) for ch in hidden_grid(sudosat, seed)]
    used, entries = set(), []
    while len(entries) < cages:
        cells = orthogonal_cage(rng)
        if len(cells) < 2 or used & set(cells):
            continue
        counts = {}
        for x in cells:
            counts[grid[x]] = counts.get(grid[x], 0) + 1
        pairs = list(counts.items())
        rng.shuffle(pairs)
        used |= set(cells)
        entries.append({"cells": ["R%dC%d" % (x // 9 + 1, x % 9 + 1) for x in sorted(cells)],
                        "value": "".join("%d%d" % (k, d) for d, k in pairs)})
    print_made(sudosat, seed, "9x9-lookandsay-%d-s%d" % (cages, seed), {"lookandsaycage": entries})


if __name__ == "__main__":
    main()
