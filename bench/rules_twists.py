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
"""
import argparse
import json
import re
import sys

from rules_near_misses import our_sentences


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("twists")
    ap.add_argument("wordings", nargs="*",
                    default=["bench/rules_own_wordings5.json", "bench/rules_own_wordings6.json"])
    ap.add_argument("--python", default="build/python", help="where the sudosat Python module was built")
    ap.add_argument("--every", type=int, default=1, help="measure one sentence in K")
    args = ap.parse_args()
    sys.path.insert(0, args.python)
    import sudosat

    twists = json.load(open(args.twists))
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
