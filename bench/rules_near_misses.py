#!/usr/bin/env python3
"""Near misses made from our own wordings: every sentence of a wordings file that is read as a
rule, with a modifier appended that changes or hedges the rule (", unless they are in box 5",
" only sometimes", ", or are equal", ...). None of them states a rule sudosat has, so each one
read is a misreading (or an example, read as a note whatever it says).

  python3 bench/rules_near_misses.py [--coverage build-bench/bench/rules_coverage]
      [WORDINGS.json ...]   (default: bench/rules_own_wordings5.json)

Prints, per modifier, how many of the texts are read whole.
"""
import argparse
import json
import os
import re
import subprocess
import tempfile

MODIFIERS = [", or not at all", ", unless they are in box 5", " except on the red line", ", but only in row 1",
             ", or are equal", " twice", ", except one", " in some cases", ", but not always", " only sometimes"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wordings", nargs="*", default=["bench/rules_own_wordings5.json"])
    ap.add_argument("--coverage", default="build-bench/bench/rules_coverage")
    args = ap.parse_args()
    sentences = set()
    for path in args.wordings:
        for entry in json.load(open(path)):
            for s in re.split(r"(?<=[.!?])\s+|\n+", entry["rulestext"]):
                s = s.strip()
                if len(s) > 25 and "normal sudoku rules" not in s.lower():
                    sentences.add(s.rstrip("."))
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for m in MODIFIERS:
            texts = [{"id": f"nm{i}", "rulestext": s + m + "."} for i, s in enumerate(sorted(sentences))]
            path = os.path.join(tmp, "m.json")
            json.dump(texts, open(path, "w"))
            out = subprocess.run([args.coverage, path, "0"], capture_output=True, text=True, check=True).stdout
            read = int(re.search(r"texts fully understood: (\d+)", out).group(1))
            total += read
            print(f"{m!r:32} {read:5} of {len(texts)} read")
    print(f"in all: {total} of {len(sentences) * len(MODIFIERS)} read")


if __name__ == "__main__":
    main()
