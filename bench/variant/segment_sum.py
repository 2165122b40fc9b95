#!/usr/bin/env python3
"""Segment sum lines (issue 46): clause counts and CaDiCaL times of two sudosat binaries.

    bench/variant/segment_sum.py OLD NEW [--sizes-only] [--repeat R] [--tsv FILE]

1. The clauses and variables one line adds to the blank 9x9 grid's CNF (`sudosat dimacs`), per
   binary: the figures of docs/variants.md's Encodings table.
2. CaDiCaL alone (`cadical` on PATH) on each binary's `sudosat dimacs` of every segment sum
   puzzle of FILE (default bench/variant/new_kinds.tsv; "name<TAB>f-puzzles string[<TAB>...]"):
   a first model, then the formula with that model's cell literals blocked (unsat: the puzzle is
   unique), each the best of R runs (default 3), old and new alternately in the same run."""
import json, os, subprocess, sys, tempfile, time


def rc(r, c):
    return f"R{r}C{c}"


def blank(lines=()):
    p = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)]}
    if lines:
        p["segmentsumline"] = [{"lines": [cells], "value": str(s)} for cells, s in lines]
    return json.dumps(p)


def dimacs(binary, text):
    out = subprocess.run([binary, "dimacs", "-q", "-"], input=text, capture_output=True, text=True,
                         check=True).stdout
    for line in out.splitlines():
        if line.startswith("p cnf"):
            _, _, v, c = line.split()
            return int(v), int(c), out


ROW = [rc(1, c) for c in range(1, 10)]
DIAG = [rc(i, i) for i in range(1, 10)]
SIZES = {f"{k} cells in a row, sum {s}": (ROW[:k], s) for k, s in
         ((2, 10), (3, 10), (4, 10), (5, 10), (9, 10), (3, 15), (4, 20), (5, 23), (6, 28))}
SIZES.update({f"{k} cells on the diagonal, sum {s}": (DIAG[:k], s) for k, s in
              ((5, 10), (5, 23), (6, 22), (6, 28), (9, 15))})


def unique_check(binary, text, repeat):
    nv, nc, cnf = dimacs(binary, text)
    body = "\n".join(l for l in cnf.splitlines() if not l.startswith("p cnf"))
    first = second = 1e9
    verdict = "?"
    with tempfile.TemporaryDirectory() as tmp:
        a, b = os.path.join(tmp, "a.cnf"), os.path.join(tmp, "b.cnf")
        open(a, "w").write(cnf)
        for _ in range(repeat):
            t = time.perf_counter()
            r = subprocess.run(["cadical", "-q", a], capture_output=True, text=True)
            first = min(first, time.perf_counter() - t)
            model = [int(x) for l in r.stdout.splitlines() if l.startswith("v") for x in l[1:].split()]
            cells = [x for x in model if 0 < x <= 729]  # the cell literals x(cell, d): 1..729
            open(b, "w").write(f"p cnf {nv} {nc + 1}\n{body}\n" + " ".join(str(-x) for x in cells) + " 0\n")
            t = time.perf_counter()
            r = subprocess.run(["cadical", "-q", b], capture_output=True, text=True)
            second = min(second, time.perf_counter() - t)
            verdict = {10: "several", 20: "unique"}.get(r.returncode, "unknown")
    return nv, nc, first, second, verdict


def main():
    args = sys.argv[1:]
    repeat = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 3
    tsv = args[args.index("--tsv") + 1] if "--tsv" in args else "bench/variant/new_kinds.tsv"
    old, new = args[0], args[1]
    for name, line in SIZES.items():
        row = []
        for who, binary in (("old", old), ("new", new)):
            v0, c0, _ = dimacs(binary, blank())
            v1, c1, _ = dimacs(binary, blank([line]))
            row.append(f"{who} {c1 - c0:,} clauses ({v1 - v0:,} variables)")
        print(f"{name}: " + " | ".join(row), flush=True)
    if "--sizes-only" in args:
        return
    totals = {"old": 0.0, "new": 0.0}
    for entry in open(tsv):
        name, text = entry.rstrip("\n").split("\t")[:2]
        if "segmentsumline" not in name:
            continue
        row = []
        for who, binary in (("old", old), ("new", new)):
            nv, nc, first, second, verdict = unique_check(binary, text + "\n", repeat)
            totals[who] += first + second
            row.append(f"{who} {nc:,} clauses ({nv:,} variables) {1000 * first:.1f} + {1000 * second:.1f} ms {verdict}")
        print(f"{name}: " + " | ".join(row), flush=True)
    print(f"total: old {totals['old']:.2f} s, new {totals['new']:.2f} s", flush=True)


if __name__ == "__main__":
    main()
