#!/usr/bin/env python3
"""Killer cages of one same unknown sum (equalcagesums) for bench/variant/new_kinds.tsv.

    make_equal_cages.py SUDOSAT COPIES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`), COPIES disjoint cages of 2-4 cells
walked on it at random (orthogonal steps, distinct digits), all with the first cage's sum in the
hidden grid and no total shown, and the rule that every cage sums to the same total; then
`sudosat generate --seed SEED` on that template adds the givens that make it unique. Prints
"9x9-equalcagesums-COPIES<TAB>f-puzzles string<TAB>solution". The four in new_kinds.tsv are
COPIES 3, 5, 8, 12 with SEED 47 followed by COPIES (473, 475, 478, 4712).
"""
import random
import sys

from make_lines45 import hidden_grid, print_made


def main():
    sudosat, copies, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    grid = hidden_grid(sudosat, seed)

    def walk(k):
        cells = [rng.randrange(81)]
        while len(cells) < k:
            r, c = divmod(rng.choice(cells), 9)
            steps = [(r + dr) * 9 + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                     if 0 <= r + dr < 9 and 0 <= c + dc < 9 and (r + dr) * 9 + c + dc not in cells]
            if not steps:
                break
            cells.append(rng.choice(steps))
        return cells

    used, cages, total = set(), [], None
    for _ in range(200000):
        if len(cages) == copies:
            break
        cage = walk(rng.randint(2, 4))
        digits = [int(grid[x]) for x in cage]
        if used & set(cage) or len(set(digits)) != len(digits):
            continue
        if total is not None and sum(digits) != total:
            continue
        total = sum(digits)
        used |= set(cage)
        cages.append({"cells": ["R%dC%d" % (x // 9 + 1, x % 9 + 1) for x in cage]})
    if len(cages) < copies:
        sys.exit("only %d cages of sum %d found" % (len(cages), total))
    print_made(sudosat, seed, "9x9-equalcagesums-%d" % copies, {"killercage": cages, "equalcagesums": True})


if __name__ == "__main__":
    main()
