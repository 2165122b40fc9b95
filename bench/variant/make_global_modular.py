#!/usr/bin/env python3
"""Global modular (globalmodular) and global entropy for bench/variant.

    make_global_modular.py SUDOSAT SEED [KEY]

`sudosat generate --seed SEED` on a blank 9x9 with the rule KEY (default globalmodular: every
2x2 block holds a digit of each residue mod 3, 1 4 7, 2 5 8, 3 6 9; globalentropy: a low, a
middle and a high digit). Prints "9x9-KEY-sSEED<TAB>f-puzzles string<TAB>solution". The sixteen
global modular ones in new_kinds.tsv are SEED 91 to 106; blocks_more.tsv holds global entropy
SEED 200 to 219 and global modular SEED 300 to 319.
"""
import sys

from make_lines45 import print_made


def main():
    sudosat, seed = sys.argv[1], int(sys.argv[2])
    key = sys.argv[3] if len(sys.argv) > 3 else "globalmodular"
    if key not in ("globalmodular", "globalentropy"):
        sys.exit("make_global_modular.py: KEY is globalmodular or globalentropy")
    print_made(sudosat, seed, "9x9-%s-s%d" % (key, seed), {key: True})


if __name__ == "__main__":
    main()
