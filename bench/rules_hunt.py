#!/usr/bin/env python3
"""Misreading hunts over our own wordings: every sentence with one word or phrase changed (a
number, a relation, a quantifier, a heading's kind), read before and after. Where the change
alters the rule and the reading stays the same (every sentence understood, the same states and
numbers), the reader ignored the word: a confident misreading, or a rewording that means the
same (" twice" after "cannot repeat"), to be looked at one by one.

  python3 bench/rules_hunt.py [--coverage build/bench/rules_coverage] [--family F] [--show]
      [WORDINGS.json ...]   (default: bench/rules_own_wordings*.json)

Prints, per family, how many changed sentences read the same; --show lists them. The reader is
`rules_coverage --each` (one text a line: "1|states|numbers").
"""
import argparse
import glob
import json
import os
import re
import subprocess

FAMILIES = {
    # a number or an amount changed: the rule's number must follow it (or the sentence be refused)
    "numbers": [(r"\b1:2\b", "1:3"), (r"\b2:1\b", "3:1"), (r"\btwice\b", "three times"), (r"\bdouble\b", "triple"),
                (r"\bby 1\b", "by 2"), (r"\bby one\b", "by two"), (r"\b10\b", "11"), (r"\bten\b", "eleven"),
                (r"\b5\b", "6"), (r"\bfive\b", "six"), (r"\b15\b", "16"), (r"\bconsecutive\b", "two apart"),
                (r"\bincrease\b", "increase by two"), (r"\b4\b", "3"), (r"\bfour\b", "three"), (r"\b1-9\b", "1-8"),
                (r"\bexactly once\b", "exactly twice"), (r"\bonce\b", "twice")],
    # a relation, a direction or a negation changed or turned round
    "relations": [(r"\bsmaller\b", "greater"), (r"\blarger\b", "smaller"), (r"\bdifferent\b", "equal"),
                  (r"\bcannot\b", "can"), (r"\bmay not\b", "may"), (r"\bdo not\b", "do"), (r"\bodd\b", "even"),
                  (r"\beven\b", "odd"), (r"\bbulb\b", "tip"), (r"\bsum\b", "product"), (r"\bstrictly\b", "never"),
                  (r"\bknight\b", "bishop"), (r"\bking\b", "queen"), (r"\bdiagonally\b", "orthogonally"),
                  (r"\bbetween\b", "outside"), (r"\bfirst\b", "last"), (r"\bmay repeat\b", "must repeat"),
                  (r"\bin any order\b", "in order"), (r"\bfrom the bulb\b", "towards the bulb"),
                  (r"\bare\b", "are not"), (r"\bmust\b", "must not"), (r"\bat least\b", "exactly"),
                  (r"\bconsecutive\b", "non-consecutive"), (r"\bequal\b", "unequal"), (r"\bgiven\b", "hidden")],
    # a quantifier or hedge: one for each, only one, a weaker or stronger claim
    "quantifiers": [(r"\bdigits\b", "only one digit"), (r"\beach\b", "only one"), (r"\bevery\b", "one"),
                    (r"\beach\b", "one"), (r"\ball\b", "only one"), (r"\bat least\b", "at most"),
                    (r"\bsum to\b", "sum to at least"), (r"\bboth\b", "one of the"), (r"\bcells\b", "some cells"),
                    (r"\bexactly\b", "at least"), (r"\badjacent\b", "non-adjacent"),
                    (r"\bconsecutive\b", "consecutive or equal"), (r"\bincrease\b", "increase or decrease"),
                    (r"\bnot\b", "not not"), (r"\ball of\b", "one of"), (r"\bthan all\b", "than one of")],
    # a heading naming another kind than its statement
    "headings": [(r"^Thermometers?:", "Arrows:"), (r"^Arrows?:", "Thermometers:"), (r"^Killer cages?:", "Renban:"),
                 (r"^Renbans?:", "Nabner:"), (r"^Nabner:", "Renban:"), (r"^German whispers:", "Dutch whispers:"),
                 (r"^Palindromes?:", "Renban:"), (r"^Kropki:", "XV:"), (r"^XV:", "Kropki:"),
                 (r"^Between lines?:", "Lockout lines:"), (r"^Lockout lines?:", "Between lines:"),
                 (r"^Entropic lines?:", "Modular lines:"), (r"^Modular lines?:", "Entropic lines:"),
                 (r"^Little killers?:", "Sandwich sums:"), (r"^X-sums?:", "Skyscrapers:"),
                 (r"^Skyscrapers?:", "X-sums:"), (r"^Anti-king:", "Anti-knight:"), (r"^Anti-knight:", "Anti-king:"),
                 (r"^Zipper lines?:", "Palindromes:"), (r"^Region sum lines?:", "10 lines:")],
}


def sentences(paths):
    out = set()
    for path in paths:
        for entry in json.load(open(path)):
            for s in re.split(r"(?<=[.!?])\s+|\n+", entry["rulestext"]):
                s = s.strip()
                if len(s) > 20 and "sudoku rules" not in s.lower():
                    out.add(s)
    return sorted(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wordings", nargs="*")
    ap.add_argument("--coverage", default="build-bench/bench/rules_coverage")
    ap.add_argument("--family", choices=sorted(FAMILIES), action="append")
    ap.add_argument("--show", action="store_true")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    paths = args.wordings or sorted(glob.glob(os.path.join(here, "rules_own_wordings*.json")))
    sents = sentences(paths)
    total_same = total = 0
    for family in args.family or sorted(FAMILIES):
        pairs = []
        for s in sents:
            for pattern, repl in FAMILIES[family]:
                t = re.sub(pattern, repl, s, count=1)
                if t != s:
                    pairs.append((s, t))
        text = "\n".join([s for s, _ in pairs] + [t for _, t in pairs]) + "\n"
        out = subprocess.run([args.coverage, "--each"], input=text, capture_output=True, text=True,
                             check=True).stdout.splitlines()
        n = len(pairs)
        same = [t for i, (_, t) in enumerate(pairs) if out[i].startswith("1|") and out[n + i] == out[i]]
        total_same += len(same)
        total += n
        print(f"{family:12} {len(same):5} of {n} read the same")
        if args.show:
            for t in same:
                print("  " + t)
    print(f"in all: {total_same} of {total} read the same")


if __name__ == "__main__":
    main()
