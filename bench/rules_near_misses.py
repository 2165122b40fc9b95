#!/usr/bin/env python3
"""Near misses made from our own wordings: every sentence of a wordings file, with a modifier that
changes or hedges its rule appended (", unless they are in box 5", " only sometimes", ", or are
equal", ...), put before it ("In box 5, ...", "Except in row 1, ..."), or in place of its first
"digits" ("some digits", "all but one of the digits", "odd digits"). None of them states a rule
sudosat has, so each one read is a misreading (or an example or remark, read as a note whatever
it says).

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
PREFIXES = ["In box 5, ", "Except in row 1, ", "Only in the corners: ", "Outside box 5, ", "Unless marked, ",
            "In the top half, ", "For odd digits only, ", "Ignore this: ", "Not true: ", "Sadly, not: "]
DIGITS = ["odd digits", "some digits", "most digits", "larger digits", "prime digits", "all but one of the digits",
          "digits except 5"]


def our_sentences(paths):
    """The sentences of the wordings files at `paths` that state a rule (longer than 25 characters,
    not the normal rules), without their final full stop."""
    sentences = set()
    for path in paths:
        for entry in json.load(open(path)):
            for s in re.split(r"(?<=[.!?])\s+|\n+", entry["rulestext"]):
                s = s.strip()
                if len(s) > 25 and "normal sudoku rules" not in s.lower():
                    sentences.add(s.rstrip("."))
    return sentences


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wordings", nargs="*", default=["bench/rules_own_wordings5.json"])
    ap.add_argument("--coverage", default="build-bench/bench/rules_coverage")
    args = ap.parse_args()
    sentences = our_sentences(args.wordings)
    families = [(repr(m), [s + m + "." for s in sorted(sentences)]) for m in MODIFIERS]
    families += [(repr(p + "..."), [p + s[0].lower() + s[1:] + "." for s in sorted(sentences)]) for p in PREFIXES]
    families += [(repr(d), [re.sub(r"\bdigits\b", d, s, count=1) + "." for s in sorted(sentences)
                            if re.search(r"\bdigits\b", s)]) for d in DIGITS]
    total = count = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, family in families:
            texts = [{"id": f"nm{i}", "rulestext": t} for i, t in enumerate(family)]
            path = os.path.join(tmp, "m.json")
            json.dump(texts, open(path, "w"))
            out = subprocess.run([args.coverage, path, "0"], capture_output=True, text=True, check=True).stdout
            read = int(re.search(r"texts fully understood: (\d+)", out).group(1))
            total += read
            count += len(texts)
            print(f"{name:34} {read:5} of {len(texts)} read")
    print(f"in all: {total} of {count} read")


if __name__ == "__main__":
    main()
