#!/usr/bin/env python3
"""Negative sums and differences (negativesum, negativedifference) for bench/variant/new_kinds.tsv.

    make_negative.py SUDOSAT SUMS DIFFERENCES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`); for each K in SUMS (comma-separated,
or "-" for none) a mark on every pair of orthogonal neighbours summing to K in it (an X on 10, a
V on 5, a sum dot otherwise) and the rule "no other neighbours sum to K"; for each K in
DIFFERENCES a dot of difference K on every pair differing by K and the rule "no other
neighbours differ by K". So the hidden grid keeps every rule and `sudosat generate --seed SEED`
on that template adds the givens that make it unique. Prints
"9x9-KIND-RULES-sSEED<TAB>f-puzzles string<TAB>solution": KIND negativesum, negativedifference or
negativeboth, RULES the numbers ("sum10", "diff4", "sum10+diff4").
"""
import sys

from make_lines45 import hidden_grid, print_made


def neighbours():
    for a in range(81):
        for b in (a + 1, a + 9):
            if b < 81 and not (b == a + 1 and b % 9 == 0):
                yield a, b


def numbers(arg):
    return [] if arg == "-" else [int(k) for k in arg.split(",")]


def cells(a, b):
    return ["R%dC%d" % (x // 9 + 1, x % 9 + 1) for x in (a, b)]


def main():
    sudosat, sums, differences, seed = sys.argv[1], numbers(sys.argv[2]), numbers(sys.argv[3]), int(sys.argv[4])
    grid = [int(d) for d in hidden_grid(sudosat, seed)]
    rules = {}
    marks, dots = [], []
    for a, b in neighbours():
        for k in sums:
            if grid[a] + grid[b] == k:
                marks.append({"cells": cells(a, b), "value": {10: "X", 5: "V"}.get(k, str(k))})
        for k in differences:
            if abs(grid[a] - grid[b]) == k:
                dots.append({"cells": cells(a, b), "value": str(k)})
    if sums:
        rules["negativesum"], rules["xv"] = sums, marks
    if differences:
        rules["negativedifference"], rules["difference"] = differences, dots
    kind = "negativeboth" if sums and differences else "negativesum" if sums else "negativedifference"
    name = "+".join(["sum%d" % k for k in sums] + ["diff%d" % k for k in differences])
    print_made(sudosat, seed, "9x9-%s-%s-s%d" % (kind, name, seed), rules)


if __name__ == "__main__":
    main()
