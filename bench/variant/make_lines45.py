#!/usr/bin/env python3
"""Product and same parity line puzzles for bench/variant/new_kinds.tsv (issue 45).

    make_lines45.py SUDOSAT KIND COPIES SEED   (KIND: productline or sameparityline)

A hidden grid (the answer of `sudosat generate --seed SEED`), COPIES disjoint lines of 3-5 cells
walked on it at random (king steps; a same parity line only where its digits share a parity; a
product line's value the product of its digits, so a digit may repeat on it), then `sudosat
generate --seed SEED` on that template adds the givens that make it unique. Prints
"9x9-KIND-COPIES<TAB>f-puzzles string<TAB>solution". The eight in new_kinds.tsv are
KIND 4, 8, 12, 18 with SEED 45 followed by COPIES (454, 458, 4512, 4518).
"""
import json
import math
import random
import subprocess
import sys


def run(sudosat, args, text=None):
    return subprocess.run([sudosat] + args, input=text, capture_output=True, text=True,
                          check=True).stdout


def hidden_grid(sudosat, seed):
    """The answer of `sudosat generate --seed SEED`: 81 digits."""
    puzzle = run(sudosat, ["generate", "--seed", str(seed), "--output-format", "line"]).split()[0]
    return run(sudosat, ["solve"], puzzle + "\n").split()[0]


def orthogonal_cage(rng):
    """A cage of 2 to 4 orthogonally connected cells of a 9x9, grown at random from a random cell
    (fewer when it runs into a corner); its cells in growing order."""
    cells = [rng.randrange(81)]
    size = rng.randint(2, 4)
    while len(cells) < size:
        r, c = divmod(rng.choice(cells), 9)
        steps = [(r + dr) * 9 + c + dc for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                 if 0 <= r + dr < 9 and 0 <= c + dc < 9 and (r + dr) * 9 + c + dc not in cells]
        if not steps:
            break
        cells.append(rng.choice(steps))
    return cells


def disjoint_cages(sudosat, count, seed, clue):
    """COUNT cages of orthogonal_cage, of 2 cells or more and none sharing a cell, on the hidden
    grid of SEED, each with clue(its cells' hidden digits, rng): its f-puzzles value, or None to
    draw another cage. Returns them as f-puzzles entries ({"cells", "value"})."""
    rng = random.Random(seed)
    grid = [int(ch) for ch in hidden_grid(sudosat, seed)]
    used, entries = set(), []
    while len(entries) < count:
        cells = orthogonal_cage(rng)
        if len(cells) < 2 or used & set(cells):
            continue
        value = clue([grid[x] for x in cells], rng)
        if value is None:
            continue
        used |= set(cells)
        entries.append({"cells": ["R%dC%d" % (x // 9 + 1, x % 9 + 1) for x in sorted(cells)], "value": value})
    return entries


def ring_lines(rng, copies):
    """COPIES distinct sides of the 9x9's rows and columns at random: (the clue's f-puzzles
    cell, the line's cells read from it)."""
    sides = [(side, k) for side in "TBLR" for k in range(9)]
    rng.shuffle(sides)
    out = []
    for side, k in sides[:copies]:
        if side == "T":
            out.append(("R0C%d" % (k + 1), [r * 9 + k for r in range(9)]))
        elif side == "B":
            out.append(("R10C%d" % (k + 1), [r * 9 + k for r in reversed(range(9))]))
        elif side == "L":
            out.append(("R%dC0" % (k + 1), [k * 9 + c for c in range(9)]))
        else:
            out.append(("R%dC10" % (k + 1), [k * 9 + c for c in reversed(range(9))]))
    return out


def print_made(sudosat, seed, name, rules):
    """`sudosat generate --seed SEED` on a blank 9x9 with `rules` (f-puzzles keys): prints
    "NAME<TAB>f-puzzles string<TAB>solution"."""
    template = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)]}
    template.update(rules)
    made = run(sudosat, ["generate", "--seed", str(seed), "--output-format", "fpuzzles", "-"],
               json.dumps(template) + "\n").strip()
    solution = run(sudosat, ["solve", "-"], made + "\n").split()[0]
    print("%s\t%s\t%s" % (name, made, solution))


def main():
    sudosat, kind, copies, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    grid = hidden_grid(sudosat, seed)

    def walk(k):
        cells = [rng.randrange(81)]
        while len(cells) < k:
            r, c = divmod(cells[-1], 9)
            steps = [(r + dr) * 9 + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                     if (dr or dc) and 0 <= r + dr < 9 and 0 <= c + dc < 9
                     and (r + dr) * 9 + c + dc not in cells]
            if not steps:
                break
            cells.append(rng.choice(steps))
        return cells

    used, entries = set(), []
    while len(entries) < copies:
        line = walk(rng.randint(3, 5))
        if used & set(line):
            continue
        digits = [int(grid[x]) for x in line]
        if kind == "sameparityline" and len({d % 2 for d in digits}) != 1:
            continue
        used |= set(line)
        entry = {"lines": [["R%dC%d" % (x // 9 + 1, x % 9 + 1) for x in line]]}
        if kind == "productline":
            entry["value"] = str(math.prod(digits))
        entries.append(entry)
    print_made(sudosat, seed, "9x9-%s-%d" % (kind, copies), {kind: entries})


if __name__ == "__main__":
    main()
