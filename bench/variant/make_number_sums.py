#!/usr/bin/env python3
"""Number sums (numbersum: Roman numeral cages) for bench/variant/new_kinds.tsv.

    make_number_sums.py SUDOSAT COPIES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`), COPIES pairs of disjoint straight
runs of 2-3 cells along a row (read left to right) or down a column (top to bottom), each pair's
total the sum of its two numbers in the hidden grid; then `sudosat generate --seed SEED` on that
template adds the givens that make it unique. Prints "9x9-numbersum-COPIES<TAB>f-puzzles
string<TAB>solution". The three in new_kinds.tsv are COPIES 2, 4, 6 with SEED 48 followed by
COPIES (482, 484, 486).
"""
import random
import sys

from make_lines45 import hidden_grid, print_made


def main():
    sudosat, copies, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    grid = hidden_grid(sudosat, seed)

    def run_of_cells():
        k = rng.randint(2, 3)
        if rng.random() < 0.5:
            r, c = rng.randrange(9), rng.randrange(10 - k)
            return [r * 9 + c + i for i in range(k)]
        r, c = rng.randrange(10 - k), rng.randrange(9)
        return [(r + i) * 9 + c for i in range(k)]

    def number(cells):
        return int("".join(grid[x] for x in cells))

    def names(cells):
        return ["R%dC%d" % (x // 9 + 1, x % 9 + 1) for x in cells]

    used, entries = set(), []
    while len(entries) < copies:
        a, b = run_of_cells(), run_of_cells()
        if used & (set(a) | set(b)) or set(a) & set(b):
            continue
        used |= set(a) | set(b)
        entries.append({"first": names(a), "second": names(b), "value": str(number(a) + number(b))})
    print_made(sudosat, seed, "9x9-numbersum-%d" % copies, {"numbersum": entries})


if __name__ == "__main__":
    main()
