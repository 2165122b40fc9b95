#!/usr/bin/env python3
"""The 40 public f-puzzles of dclamage/SudokuSolver's test suite (SudokuTests/Puzzles.cs: 5
uniqueClassicFPuzzles, 35 uniqueVariantFPuzzles) as "name<TAB>f-puzzles string" lines.

    python3 bench/web/dclamage_puzzles.py PUZZLES.cs > /tmp/dclamage40.tsv

Names: c01..c05 (classic), v06..v40 (variants), in the file's order. The puzzles are not
copied into this repository; fetch SudokuSolver to read them (bench/web/README.md).
"""
import re
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: dclamage_puzzles.py SudokuTests/Puzzles.cs")
    text = open(sys.argv[1], encoding="utf-8-sig").read()
    out = []
    for array, prefix in (("uniqueClassicFPuzzles", "c"), ("uniqueVariantFPuzzles", "v")):
        start = text.index(array)
        body = text[start:text.index("};", start)]
        for payload in re.findall(r'\(@?"(N4Ig[^"]+)"', body):
            out.append((prefix, payload))
    for k, (prefix, payload) in enumerate(out, 1):
        print(f"{prefix}{k:02d}\t{payload}")


if __name__ == "__main__":
    main()
