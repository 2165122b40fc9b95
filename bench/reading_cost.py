#!/usr/bin/env python3
"""What reading a SudokuPad link (drawings and rules text) adds to a fresh `sudosat check`.

For each puzzle of a JSON list of {"title", "link"} (default: tests/data/sudokupad/real10.json,
the ten development puzzles), the same puzzle is written as f-puzzles JSON without its rules
text (sudosat's own reading of the link, by the Python module), and a fresh `sudosat check` of
each is timed (CPU time of the process), interleaved, RUNS times: the difference of the medians (and of the minima) is
what reading the link costs beyond reading plain f-puzzles JSON; the solve is the same.

  PYTHONPATH=build/python python3 bench/reading_cost.py [--sudosat build/cli/sudosat]
      [--runs 40] [PUZZLES.json]
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile

import sudosat


def timed(cmd):
    """CPU time (user + system) of one fresh process, in ms: steadier than wall time on a
    loaded machine (a process waiting for a core costs none)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(proc.pid, 0)
    return (usage.ru_utime + usage.ru_stime) * 1000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("puzzles", nargs="?", default="tests/data/sudokupad/real10.json")
    ap.add_argument("--sudosat", default="build/cli/sudosat")
    ap.add_argument("--runs", type=int, default=40)
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, p in enumerate(json.load(open(args.puzzles))):
            link = os.path.join(tmp, f"{i}.link")
            plain = os.path.join(tmp, f"{i}.json")
            with open(link, "w") as f:
                f.write(p["link"] + "\n")
            try:
                puzzle = sudosat.read_file(link)
            except sudosat.InputError:
                print(f"{p['title'][:30]:30}  refused: not timed")
                continue
            puzzle = puzzle[0] if isinstance(puzzle, list) else puzzle
            fp = json.loads(puzzle.to_fpuzzles_json())
            fp.pop("ruleset", None)
            with open(plain, "w") as f:
                json.dump(fp, f)
            a, b = [], []
            for _ in range(args.runs):
                a.append(timed([args.sudosat, "check", link]))
                b.append(timed([args.sudosat, "check", plain]))
            rows.append((p["title"][:30], statistics.median(a), statistics.median(b), min(a), min(b)))
    print(f"{'puzzle':30}  {'link ms':>8} {'json ms':>8} {'added':>7}   {'min link':>8} {'min json':>8} {'added':>7}")
    for t, ma, mb, na, nb in rows:
        print(f"{t:30}  {ma:8.2f} {mb:8.2f} {ma - mb:7.2f}   {na:8.2f} {nb:8.2f} {na - nb:7.2f}")
    if rows:
        added = [r[1] - r[2] for r in rows]
        print(f"added by reading the link: median {statistics.median(added):.2f} ms, max {max(added):.2f} ms "
              f"(CPU time, medians of {args.runs} fresh runs each)")


if __name__ == "__main__":
    main()
