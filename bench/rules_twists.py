#!/usr/bin/env python3
"""Twists on our own rule sentences, written by helpers who saw nothing of sudosat
(bench/rules_twists_a.json, _b, _c: suffixes, prefixes and word replacements that change a rule's
meaning: ", except in column 9", "Allowing a single error per line, ", "digits" -> "the first two
digits"), applied to every sentence of our wordings. Each one read is a misreading: strictly (every
sentence understood word for word), or loosely (docs/rules-sentences.md, "Loose reading": a
sentence naming a kind, or explaining one, taken where a setter's solution would judge).

  python3 bench/rules_twists.py [--python build/python] [--every K] TWISTS.json
      [WORDINGS.json ...]   (default: bench/rules_own_wordings5.json and 6)

Prints how many modified sentences are read strictly and how many more loosely.

  python3 bench/rules_twists.py [--python build/python] --examples TWISTS.json

instead applies the suffixes to examples after their rule (EXAMPLES below: lines of digits,
a lead-less example, a dot's pair, a cage's digits, an indexer's cells) and prints, for each,
how many twisted examples are taken (a note, or read loosely).
"""
import argparse
import json
import re
import sys

from rules_near_misses import our_sentences


# (the rule, an example after it that agrees with it)
EXAMPLES = [
    ("Renban: purple lines hold a set of consecutive digits in any order. ",
     "For example, 4-2-5-3 is fine on a renban line"),
    ("Slow thermometers: digits never decrease from the bulb. ",
     "For example 1-3-3-7 is a valid slow thermometer, but 1-3-2 is not"),
    ("Renban: purple lines hold a set of consecutive digits in any order. ",
     "A 3-cell renban could be 4-6-5, but not 4-6-7"),
    ("White dots: cells joined by a white dot hold consecutive digits. ",
     "For example, 4 and 5 could be joined by a white dot"),
    ("Killer cages: digits in a cage sum to the clue and do not repeat. ",
     "For example, a 3-cell cage with a total of 7 could be 1-2-4, but never 2-2-3"),
    ("Column 1 indexing: a digit in column 1 indicates the column in which the 1 appears in that row. ",
     "For example, if R3C1 is 4, then R3C4 is 1"),
]


def examples(sudosat, twists):
    """Each example of EXAMPLES with each suffix, after its rule: how many are taken."""
    for rule, example in EXAMPLES:
        taken = 0
        for suffix in twists["suffixes"]:
            read = sudosat.read_rules(rule + example + suffix + ".")
            if len(read) == 2 and (read[1]["states"] or ((read[1]["named"] or read[1]["explains"]) and
                                                          not read[1]["not_taken"])):
                taken += 1
        print(f"{taken:4d} of {len(twists['suffixes'])} taken: {example}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("twists")
    ap.add_argument("wordings", nargs="*",
                    default=["bench/rules_own_wordings5.json", "bench/rules_own_wordings6.json"])
    ap.add_argument("--python", default="build/python", help="where the sudosat Python module was built")
    ap.add_argument("--every", type=int, default=1, help="measure one sentence in K")
    ap.add_argument("--examples", action="store_true", help="twist examples after their rule instead")
    args = ap.parse_args()
    sys.path.insert(0, args.python)
    import sudosat

    twists = json.load(open(args.twists))
    if args.examples:
        examples(sudosat, twists)
        return
    sentences = sorted(our_sentences(args.wordings))[::args.every]
    texts = [s + m + "." for m in twists["suffixes"] for s in sentences]
    texts += [p + s[0].lower() + s[1:] + "." for p in twists["prefixes"] for s in sentences]
    for r in twists["replacements"]:
        word = re.compile(r"\b" + re.escape(r["from"]) + r"\b")
        texts += [word.sub(r["to"], s, count=1) + "." for s in sentences if word.search(s)]
    strict = loose = 0
    for t in texts:
        read = sudosat.read_rules(t)
        if all(s["states"] or s["story"] for s in read):
            strict += 1
        elif all(s["states"] or s["story"] or ((s["named"] or s["explains"]) and not s["not_taken"]) for s in read):
            loose += 1
    print(f"{len(texts)} twisted sentences: {strict} read strictly ({100 * strict / len(texts):.1f}%), "
          f"{loose} more loosely ({100 * loose / len(texts):.1f}%)")


if __name__ == "__main__":
    main()
