#!/usr/bin/env python3
"""Rellik cages (rellikcage) for bench/variant/new_kinds.tsv.

    make_rellik.py SUDOSAT CAGES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`), CAGES cages of 2 to 4 orthogonally
connected cells with distinct digits there, none sharing a cell, each with the smallest sum 3 or
more that no one or more of its hidden digits make; then `sudosat generate --seed SEED` on a
blank 9x9 with those cages adds the givens. Prints "9x9-rellik-CAGES-sSEED<TAB>f-puzzles
string<TAB>solution". The four in new_kinds.tsv are CAGES 6, 10, 14, 18 with SEED 131 to 134.
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
        digits = [grid[x] for x in cells]
        if len(cells) < 2 or used & set(cells) or len(set(digits)) < len(digits):
            continue
        made = {0}
        for d in digits:
            made |= {m + d for m in made}
        avoid = next(s for s in range(3, 46) if s not in made)
        used |= set(cells)
        entries.append({"cells": ["R%dC%d" % (x // 9 + 1, x % 9 + 1) for x in sorted(cells)], "value": str(avoid)})
    print_made(sudosat, seed, "9x9-rellik-%d-s%d" % (cages, seed), {"rellikcage": entries})


if __name__ == "__main__":
    main()
