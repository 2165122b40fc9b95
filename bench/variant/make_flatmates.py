#!/usr/bin/env python3
"""Dutch flatmates (dutchflatmates) for bench/variant/new_kinds.tsv.

    make_flatmates.py SUDOSAT SEED

`sudosat generate --seed SEED` on a blank 9x9 with the rule: every 5 has a 1 directly above it
or a 9 directly below it. Prints "9x9-dutchflatmates-sSEED<TAB>f-puzzles string<TAB>solution".
The four in new_kinds.tsv are SEED 81 to 84.
"""
import sys

from make_lines45 import print_made


def main():
    sudosat, seed = sys.argv[1], int(sys.argv[2])
    print_made(sudosat, seed, "9x9-dutchflatmates-s%d" % seed, {"dutchflatmates": True})


if __name__ == "__main__":
    main()
