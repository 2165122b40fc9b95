#!/usr/bin/env python3
"""Times `sudosat check` from a fresh process on each puzzle of a file.

usage: fresh.py SUDOSAT FILE [--repeat R] [--only-size N]
FILE: one f-puzzles string or link a line, or "name<TAB>string[<TAB>...]". Each puzzle is
written to a file of its own and checked R times (default 5); the best wall time counts.
Prints one line a puzzle (name, verdict, ms), then the median, the largest and how many
took over 20 ms and over 1 s.
"""
import os, statistics, subprocess, sys, tempfile, time


def main():
    args = sys.argv[1:]
    repeat, only = 5, None
    if "--repeat" in args:
        i = args.index("--repeat"); repeat = int(args[i + 1]); del args[i:i + 2]
    if "--only-size" in args:
        i = args.index("--only-size"); only = int(args[i + 1]); del args[i:i + 2]
    exe, path = args
    rows = []
    with open(path) as f, tempfile.TemporaryDirectory() as tmp:
        for k, line in enumerate(f):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t")
            name, payload = (parts[0], parts[1]) if len(parts) > 1 else (f"#{k + 1}", parts[0])
            if only and not name.startswith(f"{only}x{only}"):
                continue
            puzzle = os.path.join(tmp, "p.txt")
            with open(puzzle, "w") as p:
                p.write(payload + "\n")
            best, verdict = None, ""
            for _ in range(repeat):
                t0 = time.perf_counter()
                r = subprocess.run([exe, "check", "-q", puzzle], capture_output=True, text=True)
                ms = (time.perf_counter() - t0) * 1000
                verdict = r.stdout.strip()
                best = ms if best is None else min(best, ms)
            rows.append((name, verdict, best))
            print(f"{name:40s} {verdict:9s} {best:8.1f}")
    times = [r[2] for r in rows]
    print(f"{'median':40s} {'':9s} {statistics.median(times):8.1f}")
    print(f"{'largest':40s} {'':9s} {max(times):8.1f}")
    print(f"over 20 ms: {sum(t > 20 for t in times)} of {len(times)}; over 1 s: {sum(t > 1000 for t in times)}")


if __name__ == "__main__":
    main()
