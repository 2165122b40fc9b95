#!/usr/bin/env python3
"""Inequality killer cages (issue 45): clause counts and CaDiCaL times of two sudosat binaries.

    bench/variant/killer_bound.py OLD NEW [--sizes-only]

1. The clauses and variables one cage adds to the blank grid's CNF (`sudosat dimacs`), per
   binary: the figures of docs/variants.md's Encodings table.
2. CaDiCaL alone (`cadical` on PATH) on each binary's `sudosat dimacs` of random grids with
   inequality cages true for a hidden solution ('sat'), and their twins with the first cage's
   bound moved just past the hidden total ('flip'), in the same run."""
import json, random, subprocess, sys, time


def puzzle(n, cages, givens=()):
    grid = [[{} for _ in range(n)] for _ in range(n)]
    for (r, c), v in givens:
        grid[r][c] = {"value": v, "given": True}
    p = {"size": n, "grid": grid}
    if cages:
        p["killercage"] = [{"cells": cells, "value": v} for cells, v in cages]
    return json.dumps(p)


def dimacs(binary, text, path="/dev/stdout"):
    t = time.time()
    out = subprocess.run([binary, "dimacs", "-q", "-"], input=text, capture_output=True, text=True,
                         check=True).stdout
    spent = time.time() - t
    if path != "/dev/stdout":
        open(path, "w").write(out)
    for line in out.splitlines():
        if line.startswith("p cnf"):
            _, _, v, c = line.split()
            return int(v), int(c), spent


def rc(r, c):
    return f"R{r}C{c}"


SIZES = {
    "3 cells in a row <15 (9x9)": (9, [[rc(1, 1), rc(1, 2), rc(1, 3)], "<15"]),
    "3 cells in a row >15 (9x9)": (9, [[rc(1, 1), rc(1, 2), rc(1, 3)], ">15"]),
    "2 cells <10 (9x9)": (9, [[rc(1, 1), rc(1, 2)], "<10"]),
    "2 cells >10 (9x9)": (9, [[rc(1, 1), rc(1, 2)], ">10"]),
    "4 cells <15 (9x9)": (9, [[rc(1, c) for c in range(1, 5)], "<15"]),
    "4 cells >25 (9x9)": (9, [[rc(1, c) for c in range(1, 5)], ">25"]),
    "3 cells over two boxes <15 (9x9)": (9, [[rc(1, 3), rc(1, 4), rc(2, 4)], "<15"]),
    "5 cells of a box >30 (9x9)": (9, [[rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2), rc(3, 1)], ">30"]),
    "5 cells of a box <20 (9x9)": (9, [[rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2), rc(3, 1)], "<20"]),
    "8 cells of a box <40 (9x9)": (9, [[rc(r, c) for r in (1, 2, 3) for c in (1, 2, 3)][:8], "<40"]),
    "12 cells of a box <103 (16x16)": (16, [[rc(r, c) for r in (1, 2, 3) for c in (1, 2, 3, 4)], "<103"]),
    "12 cells of a box >102 (16x16)": (16, [[rc(r, c) for r in (1, 2, 3) for c in (1, 2, 3, 4)], ">102"]),
    "12 cells over two boxes <103 (16x16)": (16, [[rc(r, c) for r in (3, 4, 5) for c in (1, 2, 3, 4)], "<103"]),
}


def solution(n, rng):
    b = int(n ** 0.5)
    g = [[(r * b + r // b + c) % n for c in range(n)] for r in range(n)]
    bands = rng.sample(range(b), b)
    rows = [bb * b + r for bb in bands for r in rng.sample(range(b), b)]
    stacks = rng.sample(range(b), b)
    cols = [ss * b + c for ss in stacks for c in rng.sample(range(b), b)]
    digits = rng.sample(range(1, n + 1), n)
    return [[digits[g[rows[r]][cols[c]]] for c in range(n)] for r in range(n)]


def grow(sol, size, used, rng):  # a connected cage of distinct digits in `sol`
    n = len(sol)
    for _ in range(200):
        start = (rng.randrange(n), rng.randrange(n))
        if start in used:
            continue
        cells, seen = [start], {sol[start[0]][start[1]]}
        for _ in range(2000):
            if len(cells) == size:
                return cells
            r, c = rng.choice(cells)
            dr, dc = rng.choice([(0, 1), (1, 0), (0, -1), (-1, 0)])
            q = (r + dr, c + dc)
            if 0 <= q[0] < n and 0 <= q[1] < n and q not in used and q not in cells \
                    and sol[q[0]][q[1]] not in seen:
                cells.append(q)
                seen.add(sol[q[0]][q[1]])
    return None


def random_pair(n, sizes, givens, seed):
    rng = random.Random(seed)
    sol = solution(n, rng)
    used, cages, totals = set(), [], []
    for size in sizes:
        cells = grow(sol, size, used, rng)
        if not cells:
            continue
        used |= set(cells)
        s = sum(sol[r][c] for r, c in cells)
        v = f">{max(1, s - 1)}" if rng.random() < 0.5 else f"<{min(n * (n + 1) // 2, s + 1)}"
        cages.append([[rc(r + 1, c + 1) for r, c in cells], v])
        totals.append(s)
    cells = [(r, c) for r in range(n) for c in range(n)]
    given = [((r, c), sol[r][c]) for r, c in rng.sample(cells, givens)]
    flip = [list(c) for c in cages]
    flip[0][1] = f"<{totals[0]}" if cages[0][1][0] == ">" else f">{totals[0]}"
    return puzzle(n, cages, given), puzzle(n, flip, given)


def cadical(path, limit=120):
    t = time.time()
    r = subprocess.run(["cadical", "-q", "-t", str(limit), path], capture_output=True, text=True)
    return time.time() - t, {10: "SAT", 20: "UNSAT"}.get(r.returncode, "unknown")


def main():
    old, new = sys.argv[1], sys.argv[2]
    for name, (n, cage) in SIZES.items():
        row = []
        for who, binary in (("old", old), ("new", new)):
            v0, c0, _ = dimacs(binary, puzzle(n, []))
            v1, c1, t = dimacs(binary, puzzle(n, [cage]))
            row.append(f"{who} {c1 - c0} clauses ({v1 - v0} variables) {t:.2f}s")
        print(f"{name}: " + " | ".join(row), flush=True)
    if "--sizes-only" in sys.argv:
        return
    cases = [(16, [12] * 4, g) for g in (60, 100, 140)] + [(9, [5, 6, 7, 8, 8], g) for g in (0, 8)]
    for n, sizes, givens in cases:
        for seed in range(2):
            for tag, text in zip(("sat", "flip"), random_pair(n, sizes, givens, 7000 + 10 * givens + seed)):
                row = []
                for who, binary in (("old", old), ("new", new)):
                    path = f"/tmp/killer_bound_{who}.cnf"
                    _, clauses, e = dimacs(binary, text, path)
                    s, status = cadical(path)
                    row.append(f"{who} {clauses} clauses, dimacs {e:.2f}s, cadical {s:.2f}s {status}")
                print(f"{n}x{n} cages {sizes} givens {givens} seed {seed} {tag}: " + " | ".join(row), flush=True)


if __name__ == "__main__":
    main()
