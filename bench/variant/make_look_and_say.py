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
import sys

from make_lines45 import disjoint_cages, print_made


def look_and_say(digits, rng):
    """The clue naming each digit of the cage with its count ("2315": two 3s, one 5), in a
    random order."""
    counts = {}
    for d in digits:
        counts[d] = counts.get(d, 0) + 1
    pairs = list(counts.items())
    rng.shuffle(pairs)
    return "".join("%d%d" % (k, d) for d, k in pairs)


def main():
    sudosat, cages, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    entries = disjoint_cages(sudosat, cages, seed, look_and_say)
    print_made(sudosat, seed, "9x9-lookandsay-%d-s%d" % (cages, seed), {"lookandsaycage": entries})


if __name__ == "__main__":
    main()
