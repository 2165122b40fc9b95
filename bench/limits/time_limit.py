#!/usr/bin/env python3
"""Is --time-limit honoured within 10% + 50 ms on hard 36x36 puzzles?

time_limit.py SUDOSAT [REPEAT]: makes 36x36 puzzles (make36.py, 60-70% blank, seeds 1-3),
checks that they run out of a 1 s limit, then times whole sudosat processes (start to exit,
wall clock) for solve and count with --time-limit 0.5, 1 and 2, REPEAT (default 3) times each,
and prints per limit the median and the largest wall time against the allowed 1.1 L + 0.05 s,
with the process's CPU time. Exit status 1 when a median is over the bound. The wall time of an
easy 36x36 puzzle (20% blank, no limit) is printed too: the fixed cost of start, parse, encode
and exit, which the limit covers (the limit counts from the start of each puzzle's solve)."""
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
exe = sys.argv[1]
repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 3
tmp = tempfile.mkdtemp()


def make(seed, blank):
    path = os.path.join(tmp, f"p36_{seed}_{blank}.txt")
    with open(path, "w") as f:
        subprocess.run([sys.executable, os.path.join(here, "make36.py"), str(seed), str(blank)], stdout=f, check=True)
    return path


def run(args):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    p = subprocess.run([exe] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, p.returncode


easy = make(9, 0.2)
walls = [run(["solve", easy])[0] for _ in range(repeat)]
print(f"easy 36x36 (20% blank, solved): median wall {statistics.median(walls):.3f} s")

hard = []
for seed in (1, 2, 3):
    for blank in (0.6, 0.65, 0.7):
        path = make(seed, blank)
        if run(["solve", "--time-limit", "1", path])[2] == 4:  # unknown: really hard
            hard.append(path)
        if len(hard) == 3:
            break
    if len(hard) == 3:
        break
print(f"{len(hard)} hard puzzles (unknown after 1 s)")

bad = False
print("| command | limit | runs | median wall | max wall | allowed | median CPU | within |")
print("|---|---|---|---|---|---|---|---|")
for command in ("solve", "count"):
    for limit in (0.5, 1.0, 2.0):
        walls, cpus, codes = [], [], []
        for path in hard:
            for _ in range(repeat):
                w, c, code = run([command, "--time-limit", str(limit), path])
                walls.append(w); cpus.append(c); codes.append(code)
        allowed = 1.1 * limit + 0.05
        med = statistics.median(walls)
        ok = med <= allowed
        bad |= not ok
        print(f"| {command} | {limit} s | {len(walls)} | {med:.3f} s | {max(walls):.3f} s | {allowed:.3f} s | "
              f"{statistics.median(cpus):.3f} s | {'yes' if ok else 'NO'} |")
print(f"load average at the end: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
sys.exit(1 if bad else 0)
