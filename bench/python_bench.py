#!/usr/bin/env python3
"""Throughput of the Python module's batch call against the sudosat command on the same
puzzles, one thread each (and optionally more), medians of interleaved runs.

  PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py \
      [--puzzles FILE] [--count 20000] [--repeat 5] [--threads 1] [--exe build/cli/sudosat]

Python: sudosat.solve_many(text, threads=T) on the file's text (parsed in C++, solved with
the GIL released), timed inside the interpreter, two ways: every grid as 9 lists of ints
(lists), and all grids in one numpy uint8 array (array=True).
CLI: `sudosat solve FILE -j T -q --output-format line`, wall time of the whole process (start
and writing the output included). Both find the smallest solution. Outside the timing, the
answers are compared: Python's grids must be the lines the command prints. Prints a markdown
table; ratio = Python time / CLI time (below 1: Python faster).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import sudosat


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--puzzles", default="/work/shared/data/puzzles2_17_clue")
    ap.add_argument("--count", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--exe", default=os.path.join(os.path.dirname(__file__), "..", "build", "cli", "sudosat"))
    a = ap.parse_args()

    with open(a.puzzles) as f:
        lines = [l.strip() for l in f if l.strip() and not l.startswith("#")][: a.count]
    text = "\n".join(lines) + "\n"
    tmp = tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False)
    tmp.write(text)
    tmp.close()
    cli = [a.exe, "solve", tmp.name, "-j", str(a.threads), "-q", "--output-format", "line"]

    # correctness, outside the timing
    printed = subprocess.run(cli, stdout=subprocess.PIPE, check=True, text=True).stdout.split()
    grids = sudosat.solve_many(text, threads=a.threads)
    as_lines = ["".join(map(str, sum(g, []))) for g in grids]
    assert as_lines == printed, "Python and the command disagree"

    arr = sudosat.solve_many(text, threads=a.threads, array=True)
    assert ["".join(map(str, g.flatten())) for g in arr] == printed

    py_t, arr_t, cli_t = [], [], []
    for _ in range(a.repeat):
        t0 = time.perf_counter()
        grids = sudosat.solve_many(text, threads=a.threads)
        py_t.append(time.perf_counter() - t0)
        del grids
        t0 = time.perf_counter()
        sudosat.solve_many(text, threads=a.threads, array=True)
        arr_t.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        subprocess.run(cli, stdout=subprocess.DEVNULL, check=True)
        cli_t.append(time.perf_counter() - t0)
    os.unlink(tmp.name)
    py, ar, cl = statistics.median(py_t), statistics.median(arr_t), statistics.median(cli_t)
    n = len(lines)
    print("| puzzles | threads | CLI solve | Python, lists | lists / CLI | Python, array | array / CLI |")
    print("|---|---|---|---|---|---|---|")
    print("| %d from %s | %d | %.3f s (%.0f/s) | %.3f s (%.0f/s) | %.2fx | %.3f s (%.0f/s) | %.2fx |" % (
        n, os.path.basename(a.puzzles), a.threads, cl, n / cl, py, n / py, py / cl, ar, n / ar, ar / cl))


if __name__ == "__main__":
    sys.exit(main())
