#!/usr/bin/env python3
"""sudosat render: the SVG is well formed, every digit stands once in its cell, the givens are
the puzzle's and given + solved digits are the grid `sudosat solve` prints; rsvg-convert turns
it into a PNG of the expected size. --explain-step K draws exactly step K of `sudosat explain`.

usage: render_test.py SUDOSAT_EXE EXAMPLES_DIR [OUT_DIR]   (exit 77: skipped, no rsvg-convert)
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def run(*args, code=0):
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode != code:
        sys.exit("%s: exit %d (expected %d)\n%s" % (" ".join(args), p.returncode, code, p.stderr))
    return p.stdout


def symbol(d):
    return str(d) if d < 10 else chr(ord("A") + d - 10)


def digits(svg_path):
    """{(row, col): (digit, 'given'|'solved')} from the SVG, and its width."""
    root = ET.parse(svg_path).getroot()  # raises on malformed XML
    assert root.tag == NS + "svg", root.tag
    cells = {}
    for t in root.iter(NS + "text"):
        kind = t.get("class")
        if kind not in ("given", "solved"):
            continue
        r, c = map(int, t.get("data-cell").split(","))
        assert (r, c) not in cells, "two digits in cell %d,%d" % (r, c)
        cells[(r, c)] = (int(t.text), kind)
    return cells, int(root.get("width")), int(root.get("height"))


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", head[16:24])


def main():
    exe, examples = sys.argv[1], sys.argv[2]
    out = sys.argv[3] if len(sys.argv) > 3 else tempfile.mkdtemp(prefix="sudosat-render-")
    os.makedirs(out, exist_ok=True)
    rsvg = shutil.which("rsvg-convert")
    # (file, index, n): classic 9x9, 4x4, 16x16, Sudominoku, killer JSON, f-puzzles variants
    cases = [("boj2239.txt", 1, 9), ("small4x4.txt", 1, 4), ("hex16x16.txt", 1, 16),
             ("sudominoku.txt", 1, 9), ("killer.json", 1, 9)]
    cases += [("variants.txt", k, None) for k in range(1, 10)]
    for name, index, n in cases:
        src = os.path.join(examples, name)
        svg = os.path.join(out, "%s-%d.svg" % (os.path.splitext(name)[0], index))
        run(exe, "render", src, "--index", str(index), "--solve", "-o", svg)
        cells, width, height = digits(svg)
        # the solution: every cell once, matching `sudosat solve` (line output)
        solved = run(exe, "solve", src, "--output-format", "line", "-q", "-j", "1").split("\n")
        grid = [l for l in solved if l and not l.startswith("Puzzle")][index - 1]
        size = int(round(len(grid) ** 0.5))
        assert n is None or size == n, (name, size)
        assert width == height == 48 * (size + 2), (name, width)
        assert len(cells) == size * size, (name, len(cells))
        for (r, c), (d, _) in cells.items():
            assert symbol(d) == grid[r * size + c], (name, r, c, d)
        # the givens: exactly the puzzle's (drawn without --solve: only givens)
        bare = os.path.join(out, "bare.svg")
        run(exe, "render", src, "--index", str(index), "-o", bare)
        givens, _, _ = digits(bare)
        assert all(k == "given" for _, k in givens.values())
        assert {rc for rc, (_, k) in cells.items() if k == "given"} == set(givens), name
        assert givens, name
        if rsvg:
            png = svg[:-4] + ".png"
            run(rsvg, "-o", png, svg)
            assert png_size(png) == (width, height), (name, png_size(png))
    # --explain-step K: the marks are step K of `sudosat explain --output-format json`
    explained = eliminations = 0
    for name, index, k in [("boj2239.txt", 1, 1), ("boj2239.txt", 1, 7), ("killer.json", 1, 4), ("killer.json", 1, 7),
                           ("variants.txt", 2, 3)]:
        src = os.path.join(examples, name)
        if name == "variants.txt":  # one f-puzzles string a line: the index-th alone
            with open(src) as f:
                line = [l for l in f if l.strip()][index - 1]
            src = os.path.join(out, "variant-%d.txt" % index)
            with open(src, "w") as f:
                f.write(line)
            index = 1
        svg = os.path.join(out, "step-%s-%d.svg" % (os.path.splitext(name)[0], k))
        run(exe, "render", src, "--index", str(index), "--explain-step", str(k), "-o", svg)
        text = run(exe, "explain", src, "--output-format", "json")
        steps = [json.loads(l) for l in text.split("\n") if l.startswith('{"step"')]
        step = steps[k - 1]
        placed_before = {(r - 1, c - 1): d for s in steps[:k - 1] for r, c, d in s["place"]}
        root = ET.parse(svg).getroot()
        big, small, shaded = {}, set(), set()
        for e in root.iter():
            if e.get("class") != "mark":
                continue
            rc = tuple(map(int, e.get("data-cell").split(",")))
            if e.tag == NS + "rect":
                shaded.add((rc, e.get("fill")))
            elif e.get("data-small"):
                small.add((rc, int(e.text), e.get("fill")))
            else:
                assert rc not in big, (name, k, rc)
                big[rc] = (int(e.text), e.get("fill"))
        want_big = {rc: (d, "#1d6ae5") for rc, d in placed_before.items()}
        want_big.update({(r - 1, c - 1): (d, "#17692c") for r, c, d in step["place"]})
        assert big == want_big, (name, k, big, want_big)
        assert small == {((r - 1, c - 1), d, "#c0262d") for r, c, d in step["eliminate"]}, (name, k)
        eliminations += len(small)
        reason = {(r - 1, c - 1) for part in step["reason"] for r, c in part["cells"]}
        assert {rc for rc, f in shaded if f == "#ffe08a"} == reason, (name, k)
        assert {rc for rc, f in shaded if f == "#b9e3b0"} == {(r - 1, c - 1) for r, c, _ in step["place"]}
        explained += 1
    assert eliminations > 0  # killer.json's steps 4 and 7 eliminate
    p = subprocess.run([exe, "render", os.path.join(examples, "boj2239.txt"), "--explain-step", "999"],
                       capture_output=True, text=True)
    assert p.returncode == 3 and "--explain-step 999: the path has" in p.stderr, (p.returncode, p.stderr)
    p = subprocess.run([exe, "render", os.path.join(examples, "sudominoku.txt"), "--explain-step", "1"],
                       capture_output=True, text=True)
    assert p.returncode == 3 and "explain does not take Sudominoku" in p.stderr, (p.returncode, p.stderr)

    # errors: bad input is exit 3 with the reader's message; no solution is exit 1
    bad = os.path.join(out, "bad.txt")
    with open(bad, "w") as f:
        f.write("12x\n")
    p = subprocess.run([exe, "render", bad], capture_output=True, text=True)
    assert p.returncode == 3 and p.stderr.startswith(bad + ":1:"), (p.returncode, p.stderr)
    clash = os.path.join(out, "clash.txt")
    with open(clash, "w") as f:
        f.write("11" + "." * 79 + "\n")
    p = subprocess.run([exe, "render", clash, "--solve", "-o", os.path.join(out, "c.svg")],
                       capture_output=True, text=True)
    assert p.returncode == 1 and "no solution" in p.stderr, (p.returncode, p.stderr)
    print("render: %d pictures and %d explained steps checked%s" % (len(cases), explained, "" if rsvg else " (no rsvg-convert: PNGs skipped)"))
    if not rsvg:
        return 77


if __name__ == "__main__":
    sys.exit(main() or 0)
