#!/usr/bin/env python3
"""Variant benchmarks in one command: sudosat beside its peers, measured in the same run.

    bench/variant/run.py [--out FILE] [--repeat R] [--iss DIR] [--puzzles-cs FILE] [--no-build]
                         [--sets dclamage,public,own,new]

Builds build-bench (-DSUDOSAT_BENCH=ON; $SUDOSAT_BENCH_BUILD names another build), then for up to three sets of puzzles -- the 40
f-puzzles of dclamage/SudokuSolver's test suite (SudokuTests/Puzzles.cs: --puzzles-cs FILE,
else ../peers/SudokuSolver beside the checkout, when present; not copied into this repository),
the 20 public ones (tests/data/fpuzzles/public) and sudosat's own 53
(tests/data/fpuzzles/own), and issue 45's new kinds (bench/variant/new_kinds.tsv: 151 puzzles,
with a table per kind) -- `--sets` keeps some of them (and skips the blank Miracle
unless "miracle" is named) -- measures:
  - sudosat in process, one thread (variant_bench): check = count to 2, the smallest solution,
    any solution; best of R runs; and whether the variant fast path settled the check;
  - Interactive Sudoku Solver in process under node (iss_bench.mjs), when a checkout is found
    (--iss DIR, $ISS_DIR or ../peers/iss) and node is installed;
  - MiniZinc + Gecode (minizinc_bench.py), one process a puzzle, when minizinc and fzn-gecode
    are installed;
  - sudosat check from a fresh process a puzzle (fresh.py);
and the count of the blank Miracle grid's 72 solutions by each. Writes the tables to FILE
(default bench/variant/RESULTS.md) and prints them. Peers that are absent are skipped, and
the tables say so.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
HERE = os.path.join(ROOT, "bench", "variant")
BUILD = os.environ.get("SUDOSAT_BENCH_BUILD", os.path.join(ROOT, "build-bench"))


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def table_rows(text, columns):
    """Per-puzzle rows of a bench output: {name: [verdict, float, ..., rest]} (first `columns`
    numbers after the verdict, then the rest of the line as text); the summary rows are left
    out."""
    rows = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) < 2 + columns or parts[0] in ("puzzle", "median", "total", "largest", "parse:"):
            continue
        try:
            rows[parts[0]] = ([parts[1]] + [float(p.lstrip(">")) for p in parts[2:2 + columns]] +
                              [" ".join(parts[2 + columns:])])
        except ValueError:
            continue
    return rows


def dclamage_set(arg):
    """The 40 puzzles of SudokuSolver's tests as name<TAB>string lines, or None."""
    for cs in (arg, os.path.join(ROOT, "..", "peers", "SudokuSolver", "SudokuTests", "Puzzles.cs")):
        if cs and os.path.isfile(cs):
            out = os.path.join(tempfile.gettempdir(), "sudosat_bench_dclamage40.tsv")
            r = run([sys.executable, os.path.join(ROOT, "bench", "web", "dclamage_puzzles.py"), cs])
            if r.returncode == 0:
                with open(out, "w") as f:
                    f.write(r.stdout)
                return out
    return None


def sets(puzzles_cs=None, only=None):
    chosen = []
    d40 = dclamage_set(puzzles_cs) if not only or "dclamage" in only else None
    if d40:
        chosen.append(("dclamage/SudokuSolver's tests (40 f-puzzles: c01-c05 classic, v06-v40 variants; "
                    "v31 and v32 are refused by sudosat and left out)", d40))
    public = os.path.join(tempfile.gettempdir(), "sudosat_bench_public.tsv")
    with open(public, "w") as out:
        pub = os.path.join(ROOT, "tests", "data", "fpuzzles", "public")
        for name in sorted(os.listdir(pub)):
            if name.endswith(".txt"):
                with open(os.path.join(pub, name)) as f:
                    payload, solution = f.readline().strip(), f.readline().strip()
                out.write(f"{name[:-4]}\t{payload}\t{solution}\n")
    chosen += [("public (20 puzzles from f-puzzles links: SudokuSolver's tests, SudokuVariantSolverJS)", public),
               ("sudosat's own (53: every kind on 9x9; 4x4, 6x6, irregular 7x7, irregular 16x16 killer)",
                os.path.join(ROOT, "tests", "data", "fpuzzles", "own", "puzzles.tsv")),
               ("issue 45's new kinds (bench/variant/new_kinds.tsv: 151 on 9x9, each made as "
                "bench/variant/README.md says: 56 from make_puzzles 45 --new-kinds, seeds 45-55, then "
                "per kind from its make_*.py)", NEW_KINDS)]
    keys = ["dclamage"] * (len(chosen) - 3) + ["public", "own", "new"]
    return [c for c, k in zip(chosen, keys) if not only or k in only]


NEW_KINDS = os.path.join(HERE, "new_kinds.tsv")


def kind_of_name(name):
    """'9x9-whispers4-10' or '9x9-whispers4-10-s49' -> 'whispers4'; None for other names."""
    parts = name.split("-")
    return parts[1] if len(parts) >= 3 and parts[0] == "9x9" else None


def two_columns(path):
    """The set as "name<TAB>string" lines (what every tool reads)."""
    out = os.path.join(tempfile.gettempdir(), "sudosat_bench_" + os.path.basename(path) + ".2col")
    with open(path) as f, open(out, "w") as o:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            o.write(f"{parts[0]}\t{parts[1]}\n")
    return out


def find_iss(arg):
    for d in (arg, os.environ.get("ISS_DIR"), os.path.join(ROOT, "..", "peers", "iss")):
        if d and os.path.isdir(os.path.join(d, "js")) and shutil.which("node"):
            return os.path.abspath(d)
    return None


def have_minizinc():
    return shutil.which("minizinc") and shutil.which("fzn-gecode")


def summary(values):
    return statistics.median(values), sum(values), max(values)


def fmt(x):
    return f"{x:,.2f}" if x < 100 else f"{x:,.0f}"


def main():
    args = sys.argv[1:]
    out_file = os.path.join(HERE, "RESULTS.md")
    repeat, iss_arg, build, cs_arg, only = "3", None, True, None, None
    while args:
        a = args.pop(0)
        if a == "--out": out_file = args.pop(0)
        elif a == "--repeat": repeat = args.pop(0)
        elif a == "--iss": iss_arg = args.pop(0)
        elif a == "--puzzles-cs": cs_arg = args.pop(0)
        elif a == "--no-build": build = False
        elif a == "--sets": only = set(args.pop(0).split(","))
        else: sys.exit(__doc__)
    if build:
        subprocess.run(["cmake", "-S", ROOT, "-B", BUILD, "-DCMAKE_BUILD_TYPE=Release", "-DSUDOSAT_BENCH=ON"],
                       check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["cmake", "--build", BUILD, "-j2", "--target", "sudosat", "variant_bench"], check=True,
                       stdout=subprocess.DEVNULL)
    sudosat = os.path.join(BUILD, "cli", "sudosat")
    bench = os.path.join(BUILD, "bench", "variant_bench")
    iss = find_iss(iss_arg)
    mzn = have_minizinc()
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    md = [f"# Variant benchmarks\n",
          f"`bench/variant/run.py` on {started}; {os.cpu_count()} cores, load average at start "
          f"{os.getloadavg()[0]:.2f}. All times in milliseconds, one thread; each figure is the best "
          f"of {repeat} runs (MiniZinc: 1). check = proving uniqueness (count to 2). "
          "Ratios: the peer's time over sudosat's (above 1: sudosat is faster).\n"]
    if not iss: md.append("Interactive Sudoku Solver: not found (bench/variant/README.md says how to get it).\n")
    if not mzn: md.append("MiniZinc + Gecode: not installed (`apt-get install minizinc flatzinc`).\n")
    if only: md.append(f"Sets: `--sets {','.join(sorted(only))}`.\n")
    for title, path in sets(cs_arg, only):
        two = two_columns(path)
        ours = table_rows(run([bench, two, "--repeat", repeat]).stdout, 3)
        fresh = table_rows(run([sys.executable, os.path.join(HERE, "fresh.py"), sudosat, two]).stdout, 1)
        theirs = {}
        if iss:
            conv = run([sys.executable, os.path.join(HERE, "to_iss.py"), two])
            iss_file = two + ".iss"
            with open(iss_file, "w") as f:
                f.write(conv.stdout)
            theirs = table_rows(run(["node", os.path.join(HERE, "iss_bench.mjs"), iss_file, "--iss", iss,
                                     "--repeat", repeat]).stdout, 2)
        mz = {}
        if mzn:
            models = tempfile.mkdtemp(prefix="sudosat_mzn_")
            run([sys.executable, os.path.join(HERE, "to_minizinc.py"), two, models])
            mz = table_rows(run([sys.executable, os.path.join(HERE, "minizinc_bench.py"), models,
                                 "--time-limit", "60"]).stdout, 1)
        md.append(f"\n## {title}\n")
        head = "| puzzle | sudosat check | smallest | any | fast path (check) | fresh process check |"
        rule = "|---|---:|---:|---:|---|---:|"
        if iss: head += " ISS check | ISS / sudosat |"; rule += "---:|---:|"
        if mzn: head += " MiniZinc+Gecode check | / sudosat |"; rule += "---:|---:|"
        md += [head, rule]
        cols = {k: [] for k in ("check", "lex", "any", "fresh", "iss", "mzn")}
        for name, row in ours.items():
            line = f"| {name} | {fmt(row[1])} | {fmt(row[2])} | {fmt(row[3])} | {row[4]} | "
            line += f"{fmt(fresh[name][1])} |" if name in fresh else "- |"
            cols["check"].append(row[1]); cols["lex"].append(row[2]); cols["any"].append(row[3])
            if name in fresh: cols["fresh"].append(fresh[name][1])
            if iss:
                if name in theirs:
                    line += f" {fmt(theirs[name][1])} | {theirs[name][1] / row[1]:.2f} |"
                    cols["iss"].append(theirs[name][1])
                else:
                    line += " refused | |"
            if mzn:
                if name in mz:
                    line += f" {fmt(mz[name][1])} | {mz[name][1] / row[1]:.0f} |"
                    cols["mzn"].append(mz[name][1])
                else:
                    line += " - | |"
            md.append(line)
        for k, label in ((0, "median"), (1, "total"), (2, "largest")):
            line = f"| **{label}** | " + " | ".join(
                fmt(summary(cols[c])[k]) if cols[c] else "-" for c in ("check", "lex", "any")) + " | | " + (
                fmt(summary(cols["fresh"])[k]) if cols["fresh"] else "-") + " |"
            if iss and cols["iss"]:
                line += f" {fmt(summary(cols['iss'])[k])} | {summary(cols['iss'])[k] / summary(cols['check'])[k]:.2f} |"
            if mzn and cols["mzn"]:
                line += f" {fmt(summary(cols['mzn'])[k])} | {summary(cols['mzn'])[k] / summary(cols['check'])[k]:.0f} |"
            md.append(line)
        if cols["fresh"]:
            md.append(f"\nFresh process: median {fmt(statistics.median(cols['fresh']))} ms; "
                      f"{sum(t > 20 for t in cols['fresh'])} of {len(cols['fresh'])} checks "
                      f"over 20 ms, {sum(t > 1000 for t in cols['fresh'])} over 1 s.")
        settled = sum(1 for row in ours.values() if row[4].startswith("done"))
        md.append(f"\nThe variant fast path settled {settled} of {len(ours)} checks; the others went to CaDiCaL.")
        both = [(row[1], theirs[name][1]) for name, row in ours.items() if name in theirs]
        if both:
            mine, peer = [b[0] for b in both], [b[1] for b in both]
            worst = max(both, key=lambda b: b[0] / b[1])
            md.append(f"\nAgainst ISS (check, on the {len(both)} puzzles both read): sum {sum(mine):.1f} ms against "
                      f"{sum(peer):.1f} ms ({sum(mine) / sum(peer):.2f}x ISS's), median {statistics.median(mine):.2f} "
                      f"against {statistics.median(peer):.2f} ms ({statistics.median(mine) / statistics.median(peer):.2f}x), "
                      f"{sum(1 for a, b in both if a > 2 * b)} puzzles slower than 2x ISS's (the worst "
                      f"{worst[0] / worst[1]:.1f}x).")
            kinds = {}
            for name, row in ours.items():
                if name in theirs and kind_of_name(name):
                    kinds.setdefault(kind_of_name(name), []).append((name, row[1], theirs[name][1]))
            if path == NEW_KINDS and kinds:
                md += ["\nPer kind (check ms; ratio: sudosat's time over ISS's, below 1: sudosat is faster):\n",
                       "| kind | puzzles | sudosat sum | ISS sum | sum ratio | worst puzzle | its ms (sudosat / ISS) | worst ratio |",
                       "|---|---:|---:|---:|---:|---|---:|---:|"]
                for kind, rows in kinds.items():
                    a, b = sum(r[1] for r in rows), sum(r[2] for r in rows)
                    w = max(rows, key=lambda r: r[1] / r[2])
                    md.append(f"| {kind} | {len(rows)} | {fmt(a)} | {fmt(b)} | {a / b:.2f} | {w[0]} | "
                              f"{fmt(w[1])} / {fmt(w[2])} | {w[1] / w[2]:.2f} |")
    # The blank Miracle grid: 72 solutions.
    if only and "miracle" not in only:
        text = "\n".join(md) + "\n"
        with open(out_file, "w") as f:
            f.write(text)
        print(text)
        return
    md.append("\n## Counting the blank Miracle grid (anti-king, anti-knight, nonconsecutive): 72 solutions\n")
    md += ["| solver | ms |", "|---|---:|"]
    blank = os.path.join(tempfile.gettempdir(), "sudosat_miracle.json")
    with open(blank, "w") as f:
        f.write('{"size":9,"grid":[' + ",".join(["[" + ",".join(["{}"] * 9) + "]"] * 9) +
                '],"antiking":true,"antiknight":true,"nonconsecutive":true}\n')
    ours = run([bench, "count", blank, "1000", "--repeat", repeat]).stdout.split("ms=")
    ours_ms = float(ours[1]) if len(ours) > 1 else None
    md.append(f"| sudosat (in process) | {fmt(ours_ms)} |" if ours_ms else "| sudosat | failed |")
    if iss:
        conv = run([sys.executable, os.path.join(HERE, "to_iss.py"), blank])
        with open(blank + ".iss", "w") as f:
            f.write(conv.stdout)
        r = run(["node", os.path.join(HERE, "iss_bench.mjs"), "count", blank + ".iss", "1000", "--iss", iss])
        ms = [float(w.split("=")[1]) for w in r.stdout.split() if w.startswith("ms=")]
        md.append(f"| ISS (in process) | {fmt(ms[0])} |" if ms else f"| ISS | {r.stdout.strip()} |")
    if mzn:
        models = tempfile.mkdtemp(prefix="sudosat_mzn_")
        run([sys.executable, os.path.join(HERE, "to_minizinc.py"), blank, models])
        model = [os.path.join(models, m) for m in os.listdir(models) if m.endswith(".mzn")]
        r = run([sys.executable, os.path.join(HERE, "minizinc_bench.py"), "count", model[0], "1000"])
        ms = [float(w.split("=")[1]) for w in r.stdout.split() if w.startswith("ms=")]
        md.append(f"| MiniZinc + Gecode (one process) | {fmt(ms[0])} |" if ms else f"| MiniZinc | {r.stdout.strip()} |")
    text = "\n".join(md) + "\n"
    with open(out_file, "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
