#!/usr/bin/env python3
"""A 36x36 puzzle (boxes 6x6) from a random valid grid: the pattern grid
(r*6 + r//6 + c) % 36 with digits, rows within bands, bands, columns within stacks and stacks
shuffled; then each cell blanked with probability BLANK.  make36.py SEED BLANK [COUNT]
prints COUNT puzzles in the grid format (36 rows of 36 numbers, 0 blank; a blank line between).""" 
import random
import sys

R = C = 6
N = R * C


def grid(rng):
    digits = list(range(N))
    rng.shuffle(digits)
    bands = list(range(R)); rng.shuffle(bands)
    rows = [b * R + r for b in bands for r in rng.sample(range(R), R)]
    stacks = list(range(C)); rng.shuffle(stacks)
    cols = [s * C + c for s in stacks for c in rng.sample(range(C), C)]
    return [[digits[(r * C + r // R + c) % N] + 1 for c in cols] for r in rows]


def main():
    seed, blank = int(sys.argv[1]), float(sys.argv[2])
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    for _ in range(count):
        g = grid(rng)
        for row in g:
            print(" ".join("0" if rng.random() < blank else str(d) for d in row))
        print()


main()
