#!/usr/bin/env python3
"""Writes the golden CLI cases under tests/data/cli (run from anywhere; output is fixed by the
seeds). Expected answers come from the independent lexicographic solver below, never from
sudosat itself.

Usage: python3 tests/data/cli/make_cases.py
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SYMS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def default_box(n):
    r = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            r = d
        d += 1
    return r, n // r


class Board:
    def __init__(self, n, R, C):
        self.n, self.R, self.C = n, R, C
        self.units = []
        for r in range(n):
            self.units.append([r * n + c for c in range(n)])
        for c in range(n):
            self.units.append([r * n + c for r in range(n)])
        for b in range(n):
            r0, c0 = (b // R) * R, (b % R) * C
            self.units.append([(r0 + i) * n + c0 + j for i in range(R) for j in range(C)])
        self.peers = [set() for _ in range(n * n)]
        for u in self.units:
            for a in u:
                self.peers[a].update(x for x in u if x != a)

    def valid(self, g):
        return all(sorted(g[i] for i in u) == list(range(1, self.n + 1)) for u in self.units)

    def propagate(self, g):
        """Naked and hidden singles (forced values only); None on a contradiction."""
        g = list(g)
        n = self.n
        changed = True
        while changed:
            changed = False
            for cell in range(n * n):
                if g[cell]:
                    continue
                used = {g[p] for p in self.peers[cell]}
                cand = [d for d in range(1, n + 1) if d not in used]
                if not cand:
                    return None
                if len(cand) == 1:
                    g[cell] = cand[0]
                    changed = True
            for u in self.units:
                have = {g[i] for i in u if g[i]}
                if len(have) != sum(1 for i in u if g[i]):
                    return None
                for d in range(1, n + 1):
                    if d in have:
                        continue
                    spots = [i for i in u if not g[i] and all(g[p] != d for p in self.peers[i])]
                    if not spots:
                        return None
                    if len(spots) == 1:
                        g[spots[0]] = d
                        have.add(d)
                        changed = True
        return g

    def solutions(self, givens, limit):
        """Solutions in lexicographic (row-major) order, at most `limit`."""
        out = []
        if not self.consistent(givens):
            return out

        def rec(g):
            g = self.propagate(g)
            if g is None:
                return False
            try:
                cell = g.index(0)
            except ValueError:
                if self.valid(g):
                    out.append(g)
                return len(out) >= limit
            used = {g[p] for p in self.peers[cell]}
            for d in range(1, self.n + 1):
                if d in used:
                    continue
                h = list(g)
                h[cell] = d
                if rec(h):
                    return True
            return False

        rec(list(givens))
        return out

    def consistent(self, g):
        for u in self.units:
            vals = [g[i] for i in u if g[i]]
            if len(vals) != len(set(vals)):
                return False
        return True

    def random_full(self, rng):
        n, R, C = self.n, self.R, self.C
        digits = list(range(1, n + 1))
        rng.shuffle(digits)
        bands = list(range(C)); rng.shuffle(bands)
        stacks = list(range(R)); rng.shuffle(stacks)
        rows = []
        for b in bands:
            inner = list(range(R)); rng.shuffle(inner)
            rows += [b * R + i for i in inner]
        cols = []
        for s in stacks:
            inner = list(range(C)); rng.shuffle(inner)
            cols += [s * C + j for j in inner]
        g = []
        for r in range(n):
            for c in range(n):
                rr, cc = rows[r], cols[c]
                g.append(digits[((rr % R) * C + rr // R + cc) % n])
        assert self.valid(g)
        return g


def blanks(g, ratio, rng):
    return [0 if rng.random() < ratio else v for v in g]


def text(g, n, fmt):
    rows = [g[r * n:(r + 1) * n] for r in range(n)]
    if fmt == "grid":
        return "".join(" ".join(str(v) for v in row) + "\n" for row in rows)
    if fmt == "compact":
        return "".join("".join(SYMS[v - 1] if v else "." for v in row) + "\n" for row in rows)
    if fmt == "line":
        return "".join(SYMS[v - 1] if v else "." for v in g) + "\n"
    raise ValueError(fmt)


def json_record(g, n, R, C, line=1, puzzle=1, file="<stdin>"):
    obj = {"box": f"{R}x{C}", "file": file,
           "grid": [g[r * n:(r + 1) * n] for r in range(n)],
           "line": line, "puzzle": puzzle, "status": "solved"}
    return json.dumps(obj, separators=(",", ":"), sort_keys=True) + "\n"


def write(name, content, binary=False):
    with open(os.path.join(HERE, name), "w", newline="") as f:
        f.write(content)


def main():
    rng = random.Random(20261122)
    # One puzzle per size in every format; blank ratios keep several solutions possible.
    for n, ratio in [(4, 0.6), (6, 0.6), (9, 0.6), (12, 0.5), (16, 0.45)]:
        R, C = default_box(n)
        b = Board(n, R, C)
        p = blanks(b.random_full(rng), ratio, rng)
        sol = b.solutions(p, 1)[0]
        for fmt in ("grid", "compact", "line"):
            write(f"fmt{n}.{fmt}.in", text(p, n, fmt))
            write(f"fmt{n}.{fmt}.out", text(sol, n, fmt))
        write(f"fmt{n}.json.out", json_record(sol, n, R, C))

    # 25x25 and 36x36, grid format only (36 has no symbol)
    for n, ratio in [(25, 0.3), (36, 0.2)]:
        R, C = default_box(n)
        b = Board(n, R, C)
        p = blanks(b.random_full(rng), ratio, rng)
        sol = b.solutions(p, 1)[0]
        write(f"big{n}.in", text(p, n, "grid"))
        write(f"big{n}.out", text(sol, n, "grid"))

    # --box: 6x6 with 3x2 boxes, 8x8 with 4x2 boxes (default would be 2x3, 2x4)
    for n, R, C in [(6, 3, 2), (8, 4, 2)]:
        b = Board(n, R, C)
        p = blanks(b.random_full(rng), 0.55, rng)
        sol = b.solutions(p, 1)[0]
        write(f"box{R}x{C}.in", text(p, n, "grid"))
        write(f"box{R}x{C}.out", text(sol, n, "grid"))
        # with the default box the same puzzle may differ; record what the default gives
        dR, dC = default_box(n)
        d = Board(n, dR, dC).solutions(p, 1)
        write(f"box{R}x{C}.default.out", text(d[0], n, "grid") if d else "no solution\n")

    # --any on a unique 9x9 puzzle: deterministic
    b9 = Board(9, 3, 3)
    while True:
        full = b9.random_full(rng)
        p = blanks(full, 0.5, rng)
        if len(b9.solutions(p, 2)) == 1:
            break
    write("any-unique.in", text(p, 9, "compact"))
    write("any-unique.out", text(full, 9, "compact"))

    # A line batch: comments, CRLF, a bad line, no-solution lines, a 4x4 puzzle among 9x9s.
    lines, out, err, js = [], [], [], []
    b4 = Board(4, 2, 2)

    def add(raw, answer, message=None):
        lines.append(raw)
        lineno = len(lines)
        out.append(answer)
        if message:
            err.append(message.replace("@", f"<stdin>:{lineno}"))
        if answer is None:
            return
        k = len(js) + 1
        if answer in ("error\n", "no solution\n"):
            obj = {"file": "<stdin>", "line": lineno, "puzzle": k, "status": answer.strip()}
            reason = message.split(": ", 1)[1] if message else ""
            if reason.startswith("no solution"):
                reason = reason[len("no solution: "):]
            if reason:
                obj["reason"] = reason
            js.append(json.dumps(obj, separators=(",", ":"), sort_keys=True) + "\n")
        else:
            sol = answer.strip()
            n = int(len(sol) ** 0.5)
            R, C = default_box(n)
            js.append(json_record([SYMS.index(ch) + 1 for ch in sol], n, R, C, lineno, k))

    add("# a batch of one-line puzzles\r", None)
    p1 = blanks(b9.random_full(rng), 0.55, rng)
    add(text(p1, 9, "line").rstrip("\n") + "\r", text(b9.solutions(p1, 1)[0], 9, "line"))
    bad = text(blanks(b9.random_full(rng), 0.5, rng), 9, "line").rstrip("\n")[:80]
    add(bad + "\r", "error\n",
        "@:81: line has 80 symbols; a puzzle needs n^2 of them (81 for 9x9)")
    # no solution: two 5s in row 3
    clash = [0] * 81
    clash[2 * 9 + 1] = 5
    clash[2 * 9 + 7] = 5
    add(text(clash, 9, "line").rstrip("\n").replace(".", "0") + "\r", "no solution\n",
        "@: no solution: digit 5 twice in row 3")
    add("#\r", None)
    # no solution without a clash: row 1 holds 1..8 except that the last cell's column has a 9
    nc = [0] * 81
    for c in range(8):
        nc[c] = c + 1
    nc[9 * 4 + 8] = 9
    assert b9.consistent(nc) and not b9.solutions(nc, 1)
    add(text(nc, 9, "line").rstrip("\n") + "\r", "no solution\n", "@: no solution")
    p4 = blanks(b4.random_full(rng), 0.6, rng)
    add(text(p4, 4, "line").rstrip("\n") + "\r", text(b4.solutions(p4, 1)[0], 4, "line"))
    badsym = list(text(p1, 9, "line").rstrip("\n"))
    badsym[10] = "A"
    add("".join(badsym) + "\r", "error\n", "@:11: 'A' is not a symbol for 0 to 9")
    p2 = blanks(b9.random_full(rng), 0.6, rng)
    add(text(p2, 9, "line").rstrip("\n") + "\r", text(b9.solutions(p2, 1)[0], 9, "line"))
    write("batch.in", "\n".join(lines) + "\n")
    write("batch.out", "".join(o for o in out if o))
    write("batch.err", "".join(e + "\n" for e in err))
    write("batch.json.out", "".join(js))

    # Only no-solution lines: exit status 1.
    write("nosol.in", text(clash, 9, "line") + text(nc, 9, "line"))
    write("nosol.out", "no solution\nno solution\n")
    write("nosol.err", "<stdin>:1: no solution: digit 5 twice in row 3\n<stdin>:2: no solution\n")

    # Grid blocks: three 6x6 puzzles, one without a solution, blank lines between some.
    b6 = Board(6, 2, 3)
    g1 = blanks(b6.random_full(rng), 0.6, rng)
    g2 = list(g1)
    g2[0], g2[1] = 3, 3  # clash in row 1
    g3 = blanks(b6.random_full(rng), 0.6, rng)
    write("blocks.in", text(g1, 6, "grid") + "\n" + text(g2, 6, "grid") + text(g3, 6, "grid"))
    write("blocks.out", text(b6.solutions(g1, 1)[0], 6, "grid") + "\nno solution\n\n" +
          text(b6.solutions(g3, 1)[0], 6, "grid"))
    write("blocks.err", "<stdin>:8: no solution: digit 3 twice in row 1\n")

    # Sixteen 4x4 one-line puzzles look like a 16x16 compact grid: --input-format line.
    ps = [blanks(b4.random_full(rng), 0.5, rng) for _ in range(16)]
    write("sixteen.in", "".join(text(p, 4, "line") for p in ps))
    write("sixteen.out", "".join(text(b4.solutions(p, 1)[0], 4, "line") for p in ps))
    # ... and read as the 16x16 compact grid it also is (all blanks and 1..4: solvable?)
    b16 = Board(16, 4, 4)
    g16 = [SYMS.index(ch) + 1 if ch != "." else 0 for p in ps for ch in text(p, 4, "line").strip()]
    s16 = b16.solutions(g16, 1) if b16.consistent(g16) else []
    write("sixteen.compact.out", text(s16[0], 16, "compact") if s16 else "no solution\n")


if __name__ == "__main__":
    main()
