#!/usr/bin/env python3
"""Time MiniZinc + Gecode on the models to_minizinc.py writes (bench/variant/README.md).

    minizinc_bench.py MODELS... [--expect FILE] [--time-limit S] [--repeat R]
                      [--solver MSC] [--minizinc BIN]
        MODELS: a directory written by to_minizinc.py (its index.tsv gives the names and the
        order), or .mzn files. For each model: a fresh `minizinc --solver MSC --all-solutions
        -n 2 --statistics` process (the uniqueness check: up to 2 solutions), the best of R
        runs (default 1; a run that times out is not repeated). One line per puzzle, in the
        columns of bench/variant/variant_bench ("puzzle verdict check-ms ..."), then the
        median, total and largest of each column:
          check ms   wall time of the whole minizinc process (start-up, flattening, Gecode)
          flat ms    MiniZinc's flattening (flatTime)
          solve ms   Gecode's search (solveTime); Gecode's set-up is initTime, not included
          nodes      Gecode's search nodes
        The verdict is unique, multiple or none; "timeout" when the time limit ran out
        (check ms is then ">LIMIT"; the summary counts it as LIMIT).
        --expect FILE: lines "name<TAB>solution" or "name<TAB>string<TAB>solution" (the last
        column: row-major digits, comma-separated for n > 9); adds a column: ok when the
        verdict is unique and the solution equals it, else WRONG (timeout: "-").
        --time-limit S: per puzzle, in seconds (default 60), passed to minizinc as
        --time-limit (it includes flattening); the process is killed 10 s after that.
    minizinc_bench.py count MODEL LIMIT [--time-limit S] [--repeat R] [--solver MSC]
        counts the model's solutions with --all-solutions (-n LIMIT unless LIMIT is 0): the
        blank Miracle has 72.

--solver: default bench/variant/gecode.msc (Debian's fzn-gecode with the small Gecode library
bench/variant/gecode-mznlib; README.md says why Debian's own gecode.msc does not do).
--minizinc: default `minizinc` on PATH. Exit status 1 when a solution is WRONG or a run failed.
Standard library only.
"""
import os
import re
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STAT = re.compile(r"^%%%mzn-stat:\s*(\w+)=(.*)$")


def usage():
    print(__doc__.strip(), file=sys.stderr)
    sys.exit(2)


def parse_args(argv):
    args = {"models": [], "expect": None, "limit_s": 60.0, "repeat": 1,
            "solver": os.path.join(HERE, "gecode.msc"), "minizinc": "minizinc", "count": None}
    i = 1
    if len(argv) > 1 and argv[1] == "count":
        args["count"] = -1
        i = 2
    while i < len(argv):
        a = argv[i]

        def value():
            if i + 1 >= len(argv):
                usage()
            return argv[i + 1]

        if a in ("-h", "--help"):
            usage()
        elif a == "--expect":
            args["expect"] = value()
            i += 1
        elif a == "--time-limit":
            args["limit_s"] = float(value())
            i += 1
        elif a == "--repeat":
            args["repeat"] = int(value())
            i += 1
        elif a == "--solver":
            args["solver"] = value()
            i += 1
        elif a == "--minizinc":
            args["minizinc"] = value()
            i += 1
        elif args["count"] == -1 and len(args["models"]) == 1:
            args["count"] = int(a)
        else:
            args["models"].append(a)
        i += 1
    if not args["models"] or args["repeat"] < 1 or (args["count"] is not None
                                                     and args["count"] < 0):
        usage()
    return args


def model_list(paths):
    """(name, path) for each model, in order."""
    out = []
    for path in paths:
        if os.path.isdir(path):
            index = os.path.join(path, "index.tsv")
            if os.path.exists(index):
                with open(index, encoding="utf-8") as f:
                    for line in f:
                        if line.strip():
                            name, file = line.rstrip("\n").split("\t", 1)
                            out.append((name, os.path.join(path, file)))
            else:
                for file in sorted(os.listdir(path)):
                    if file.endswith(".mzn"):
                        out.append((file[:-4], os.path.join(path, file)))
        else:
            name = os.path.basename(path)[:-4] if path.endswith(".mzn") else path
            with open(path, encoding="utf-8") as f:
                first = f.readline()
            if first.startswith("% sudosat bench model: "):
                name = first[len("% sudosat bench model: "):].strip()
            out.append((name, path))
    return out


def run_minizinc(args, model, max_solutions):
    """One fresh minizinc process: a dict with wall_ms, solutions (list of grids), complete,
    unsat, timeout, stats, error."""
    limit_ms = int(args["limit_s"] * 1000)
    cmd = [args["minizinc"], "--solver", args["solver"], "--all-solutions", "--statistics",
           "--time-limit", str(limit_ms)]
    if max_solutions:
        cmd += ["-n", str(max_solutions)]
    cmd.append(model)
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    killed = False
    try:
        out, err = proc.communicate(timeout=args["limit_s"] + 10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)  # the group of the minizinc process started here
        out, err = proc.communicate()
        killed = True
    wall_ms = (time.perf_counter() - t0) * 1000
    res = {"wall_ms": wall_ms, "solutions": [], "complete": False, "unsat": False,
           "stats": {}, "error": None, "timeout": killed}
    for line in out.splitlines():
        line = line.strip()
        m = STAT.match(line)
        if m:
            res["stats"].setdefault(m.group(1), m.group(2))  # first: flatTime, then Gecode's
        elif line.startswith("grid="):
            res["solutions"].append([int(v) for v in line[5:].strip("[]").split(",")])
        elif line == "==========":
            res["complete"] = True
        elif line == "=====UNSATISFIABLE=====":
            res["unsat"] = True
    enough = max_solutions and len(res["solutions"]) >= max_solutions
    if not (res["complete"] or res["unsat"] or enough):
        if proc.returncode not in (0, None) and not killed and "=====UNKNOWN=====" not in out:
            res["error"] = (err.strip().splitlines() or ["minizinc exit %d" % proc.returncode])[-1]
        else:
            res["timeout"] = True
    return res


def stat_ms(res, key):
    v = res["stats"].get(key)
    try:
        return float(v) * 1000
    except (TypeError, ValueError):
        return float("nan")


def median(v):
    s = sorted(v)
    if not s:
        return 0.0
    m = len(s) // 2
    return s[m] if len(s) % 2 else (s[m - 1] + s[m]) / 2


def read_expected(path):
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\r\n")
            if not line.strip() or line.startswith("#") or "\t" not in line:
                continue
            fields = line.split("\t")
            text = fields[-1].strip()
            out[fields[0]] = ([int(v) for v in text.split(",")] if "," in text
                              else [int(ch) for ch in text])
    return out


def main(argv):
    args = parse_args(argv)
    models = model_list(args["models"])
    limit_ms = args["limit_s"] * 1000
    failures = 0
    if args["count"] is not None:
        for name, path in models:
            best = None
            for _ in range(args["repeat"]):
                res = run_minizinc(args, path, args["count"])
                if best is None or res["wall_ms"] < best["wall_ms"]:
                    best = res
                if res["timeout"] or res["error"]:
                    break
            if best["error"]:
                failures += 1
                print("%-40s error: %s" % (name, best["error"]))
                continue
            count = len(best["solutions"])
            ms = (">%d" % limit_ms) if best["timeout"] else "%.2f" % best["wall_ms"]
            print("%-40s count=%d ms=%s flat-ms=%.2f solve-ms=%.2f nodes=%s%s"
                  % (name, count, ms, stat_ms(best, "flatTime"), stat_ms(best, "solveTime"),
                     best["stats"].get("nodes", "?"),
                     " (timeout)" if best["timeout"] else
                     "" if best["complete"] or best["unsat"] else " (capped)"))
        return 1 if failures else 0

    expected = read_expected(args["expect"]) if args["expect"] else None
    print("%-40s %8s %10s %10s %10s %10s%s" % ("puzzle", "verdict", "check ms", "flat ms",
                                               "solve ms", "nodes",
                                               "  solution" if expected is not None else ""))
    cols = [[], [], [], []]
    timeouts = 0
    for name, path in models:
        best = None
        for _ in range(args["repeat"]):
            res = run_minizinc(args, path, 2)
            if best is None or res["wall_ms"] < best["wall_ms"]:
                best = res
            if res["timeout"] or res["error"]:
                break  # no point in running out the time again
        if best["error"]:
            failures += 1
            print("%-40s %8s  %s" % (name, "error", best["error"]))
            continue
        sols = best["solutions"]
        if best["timeout"]:
            verdict = "timeout"
            timeouts += 1
        elif len(sols) >= 2:
            verdict = "multiple"
        else:
            verdict = "unique" if sols else "none"
        mark = ""
        if expected is not None:
            want = expected.get(name)
            if want is None or verdict == "timeout":
                mark = "  -"
            elif verdict == "unique" and sols[0] == want:
                mark = "  ok"
            else:
                mark = "  WRONG"
                failures += 1
        nodes = best["stats"].get("nodes", "")
        flat, solve = stat_ms(best, "flatTime"), stat_ms(best, "solveTime")
        check = ">%d" % limit_ms if best["timeout"] else "%.2f" % best["wall_ms"]
        print("%-40s %8s %10s %10.2f %10.2f %10s%s" % (name, verdict, check, flat, solve,
                                                       nodes, mark))
        cols[0].append(limit_ms if best["timeout"] else best["wall_ms"])
        cols[1].append(flat if flat == flat else 0.0)
        cols[2].append(solve if solve == solve else 0.0)
        cols[3].append(int(nodes) if nodes.isdigit() else 0)
    for label, fn in (("median", median), ("total", sum),
                      ("largest", lambda v: max(v) if v else 0)):
        print("%-40s %8s %10.2f %10.2f %10.2f %10d" % (label, "", fn(cols[0]), fn(cols[1]),
                                                      fn(cols[2]), fn(cols[3])))
    if timeouts:
        print("timeouts: %d (counted as %d ms in check ms)" % (timeouts, limit_ms))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
