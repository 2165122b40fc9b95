#!/usr/bin/env python3
"""Global modular (globalmodular) for bench/variant/new_kinds.tsv.

    make_global_modular.py SUDOSAT SEED

`sudosat generate --seed SEED` on a blank 9x9 with the rule: every 2x2 block holds a digit of
each residue mod 3 (1 4 7, 2 5 8, 3 6 9). Prints "9x9-globalmodular-sSEED<TAB>f-puzzles
string<TAB>solution". The sixteen in new_kinds.tsv are SEED 91 to 106.
"""
import sys

from make_lines45 import print_made


def main():
    sudosat, seed = sys.argv[1], int(sys.argv[2])
    print_made(sudosat, seed, "9x9-globalmodular-s%d" % seed, {"globalmodular": True})


if __name__ == "__main__":
    main()
