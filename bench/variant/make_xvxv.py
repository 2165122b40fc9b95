#!/usr/bin/env python3
"""XVXV marks (xvxv) for bench/variant/new_kinds.tsv.

    make_xvxv.py SUDOSAT COPIES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`), COPIES marks on its orthogonal
neighbours summing to 5, 10 or 15 (an X on 10, a V on 5, either on 15; about a third of them
on 15s while there are), then `sudosat generate --seed SEED` on that template adds the givens
that make it unique. Prints "9x9-xvxv-COPIES<TAB>f-puzzles string<TAB>solution". The four in
new_kinds.tsv are COPIES 8, 14, 20, 28 with SEED 50 followed by COPIES (508, 5014, 5020, 5028).
"""
import random
import sys

from make_lines45 import hidden_grid, print_made


def main():
    sudosat, copies, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    grid = hidden_grid(sudosat, seed)
    pairs = {5: [], 10: [], 15: []}
    for a in range(81):
        for b in (a + 1, a + 9):
            if b >= 81 or (b == a + 1 and b % 9 == 0):
                continue
            total = int(grid[a]) + int(grid[b])
            if total in pairs:
                pairs[total].append((a, b))
    for group in pairs.values():
        rng.shuffle(group)
    marks = []
    while len(marks) < copies and any(pairs.values()):
        total = 15 if pairs[15] and rng.random() < 1 / 3 else rng.choice([t for t in (5, 10) if pairs[t]] or [15])
        a, b = pairs[total].pop()
        letter = "X" if total == 10 else "V" if total == 5 else rng.choice("XV")
        marks.append({"cells": ["R%dC%d" % (x // 9 + 1, x % 9 + 1) for x in (a, b)], "value": letter})
    print_made(sudosat, seed, "9x9-xvxv-%d" % copies, {"xvxv": marks})


if __name__ == "__main__":
    main()
