#!/usr/bin/env python3
"""Real published f-puzzles puzzles read, solved and judged by their setters' solutions.

    real_fpuzzles.py SUDOSAT [TESTFPUZZLES.json]

TESTFPUZZLES.json is SudokuPad/sudokutools' src/rulesparser/testfpuzzles.json (37 published
f-puzzles payloads, most with the setter's solution; default: taken from a mirror of that
repository under /work/.mirror when present). Three of its entries carry their solution glued
to the payload (`...==", @"374...`): split here. For each puzzle, `sudosat check` and `sudosat
solve`: read (exit 0) or refused (exit 3, with the first line of the message), and the solution
against the setter's (16x16 solutions are written there as numbers run together: compared as
such). Prints one line per puzzle and a summary: read, matching the setter, without a setter's
solution (check's verdict shown), refused, and wrong (a solution other than the setter's, or
a verdict other than unique): the last must be 0.
"""
import json
import os
import subprocess
import sys

MIRROR = "/work/.mirror/SudokuPad+sudokutools/repo"


def corpus(path):
    if path:
        with open(path) as f:
            return json.load(f)
    text = subprocess.run(["git", "-C", MIRROR, "show", "HEAD:src/rulesparser/testfpuzzles.json"],
                          capture_output=True, text=True, check=True).stdout
    return json.loads(text)


def as_numbers(line):
    """A solution line of sudosat (digits 1-9, then A-G for 10-16) as numbers run together."""
    return "".join(str(int(ch, 36)) for ch in line)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sudosat = sys.argv[1]
    entries = corpus(sys.argv[2] if len(sys.argv) > 2 else None)
    tally = {"read": 0, "match": 0, "unsolved": 0, "refused": 0, "wrong": 0}
    for entry in entries:
        name, payload = entry[0], entry[1]
        setter = entry[2] if len(entry) > 2 else ""
        if '", @"' in payload:
            payload, setter = payload.split('", @"', 1)
        check = subprocess.run([sudosat, "check", "-"], input=payload + "\n", capture_output=True, text=True)
        if check.returncode != 0:
            tally["refused"] += 1
            why = check.stderr.strip().splitlines()[0] if check.stderr.strip() else "exit %d" % check.returncode
            print("refused  %s: %s" % (name, why[:160]))
            continue
        tally["read"] += 1
        verdict = check.stdout.split()[0]
        solved = subprocess.run([sudosat, "solve", "--output-format", "line", "-"], input=payload + "\n",
                                capture_output=True, text=True).stdout.split()[0]
        if not setter:
            tally["unsolved"] += 1
            print("%-8s %s (no setter's solution)" % (verdict, name))
        elif verdict == "unique" and (solved == setter or as_numbers(solved) == setter):
            tally["match"] += 1
            print("match    %s" % name)
        else:
            tally["wrong"] += 1
            print("WRONG    %s: %s, %s against %s" % (name, verdict, solved, setter))
    print("%d puzzles: %d read (%d match the setter's solution, %d without one), %d refused, %d wrong"
          % (len(entries), tally["read"], tally["match"], tally["unsolved"], tally["refused"], tally["wrong"]))
    return 1 if tally["wrong"] else 0


if __name__ == "__main__":
    sys.exit(main())
