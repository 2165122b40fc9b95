#!/usr/bin/env python3
"""Hard large puzzles for bench/: a random Sudoku solution with a seeded fraction of blanks.

  bench/make_large.py N BLANK SEED [COUNT]

Prints COUNT (default 1) puzzles of size N in the `grid` format (N rows of N integers, 0 for
a blank; puzzles separated by a blank line). Each solution is the pattern grid
((r mod R) * C + r div R + c) mod N + 1 (R x C the default box: R the largest divisor of N
not above sqrt(N)) with its digits relabelled and its rows within bands, bands, columns within
stacks and stacks shuffled; each cell is then blank with probability BLANK. Around BLANK = 0.5
the puzzles sit near quasigroup completion's phase transition, the hardest region. The same
arguments give the same puzzles (Python's random, seeded).
"""
import math
import random
import sys


def default_box(n):
    r = max(d for d in range(1, math.isqrt(n) + 1) if n % d == 0)
    return r, n // r


def solution(n, rng):
    R, C = default_box(n)
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    # rows: R rows per band, C bands; columns: C columns per stack, R stacks
    bands = list(range(C))
    rng.shuffle(bands)
    rows = []
    for b in bands:
        inner = list(range(R))
        rng.shuffle(inner)
        rows += [b * R + i for i in inner]
    stacks = list(range(R))
    rng.shuffle(stacks)
    cols = []
    for s in stacks:
        inner = list(range(C))
        rng.shuffle(inner)
        cols += [s * C + i for i in inner]
    return [[digits[((r % R) * C + r // R + c) % n] for c in cols] for r in rows]


def main(argv):
    if len(argv) not in (4, 5):
        sys.stderr.write(__doc__)
        return 2
    n, blank, seed = int(argv[1]), float(argv[2]), int(argv[3])
    count = int(argv[4]) if len(argv) == 5 else 1
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        grid = solution(n, rng)
        rows = [" ".join("0" if rng.random() < blank else str(v) for v in row) for row in grid]
        out.append("\n".join(rows))
    print("\n\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
