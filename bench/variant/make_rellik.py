#!/usr/bin/env python3
"""Rellik cages (rellikcage) for bench/variant/new_kinds.tsv.

    make_rellik.py SUDOSAT CAGES SEED

A hidden grid (the answer of `sudosat generate --seed SEED`), CAGES cages of 2 to 4 orthogonally
connected cells with distinct digits there, none sharing a cell, each with the smallest sum 3 or
more that no one or more of its hidden digits make; then `sudosat generate --seed SEED` on a
blank 9x9 with those cages adds the givens. Prints "9x9-rellik-CAGES-sSEED<TAB>f-puzzles
string<TAB>solution". The four in new_kinds.tsv are CAGES 6, 10, 14, 18 with SEED 131 to 134.
"""
import sys

from make_lines45 import disjoint_cages, print_made


def rellik(digits, rng):
    """The smallest sum from 3 that no one or more of the cage's digits make (None: the digits
    repeat)."""
    if len(set(digits)) < len(digits):
        return None
    made = {0}
    for d in digits:
        made |= {m + d for m in made}
    return str(next(s for s in range(3, 46) if s not in made))


def main():
    sudosat, cages, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    entries = disjoint_cages(sudosat, cages, seed, rellik)
    print_made(sudosat, seed, "9x9-rellik-%d-s%d" % (cages, seed), {"rellikcage": entries})


if __name__ == "__main__":
    main()
