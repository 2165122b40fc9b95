#!/usr/bin/env python3
"""sudosat explain on public puzzle sets: time per puzzle, median time per step, and the rating
(the hardest step's cost) per set; with an SE-rated list, the Spearman rank correlation of the
rating with Sudoku Explainer's (docs/explain.md).

usage: bench/explain.py [--sudosat build/cli/sudosat] [--count N] [--data DIR] [--se FILE ...]
                        [--variants FILE [--limit S]]
  DIR (default ../shared/data when it exists) holds tdoku's sets: puzzles2_17_clue,
  puzzles3_magictour_top1465, puzzles5_forum_hardest_1905_11+ (one 81-character puzzle a line,
  '#' comments). --se FILE: every line "<hash> <81 digits> <SE rating>" ('#' comments), e.g.
  bench/se/stratified.txt and bench/se/diabolical.txt (public SE-rated lists: their headers).
--variants: lines "name<TAB>f-puzzles string" (bench/web/dclamage_puzzles.py writes the 40 of
SudokuSolver's tests), each explained under a time limit of S seconds (default 60): a row each.
Each puzzle runs in a fresh process, one thread, so times include start-up (a few ms)."""
import argparse, json, os, statistics, subprocess, sys, time


def puzzles(path, count):
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                out.append(line.split()[0] if len(line.split()) == 1 else line)
            if len(out) == count:
                break
    return out


def explain(exe, puzzle):
    start = time.perf_counter()
    r = subprocess.run([exe, 'explain', '-j1', '--output-format', 'json', '-'], input=puzzle + '\n',
                       capture_output=True, text=True)
    seconds = time.perf_counter() - start
    last = json.loads(r.stdout.strip().splitlines()[-1])
    return seconds, last


def ranks(v):
    order = sorted(range(len(v)), key=lambda i: v[i])
    r = [0.0] * len(v)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2
        i = j + 1
    return r


def spearman(a, b):
    a, b = ranks(a), ranks(b)
    ma, mb = statistics.mean(a), statistics.mean(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    return cov / (sum((x - ma) ** 2 for x in a) * sum((y - mb) ** 2 for y in b)) ** 0.5


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--sudosat', default='build/cli/sudosat')
    ap.add_argument('--count', type=int, default=30)
    ap.add_argument('--data', default='../shared/data' if os.path.isdir('../shared/data') else None)
    ap.add_argument('--se', nargs='*', default=[])
    ap.add_argument('--variants')
    ap.add_argument('--limit', type=float, default=60)
    args = ap.parse_args()
    rows = []
    sets = [('17-clue', 'puzzles2_17_clue'), ('top1465', 'puzzles3_magictour_top1465'),
            ('forum hardest 11+', 'puzzles5_forum_hardest_1905_11+')]
    print('| set | puzzles | solved | mean rating | median rating | median s/puzzle | max s/puzzle | median ms/step |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|')
    for name, file in sets if args.data and not args.variants else []:
        times, ratings, per_step, solved = [], [], [], 0
        for p in puzzles(os.path.join(args.data, file), args.count):
            s, last = explain(args.sudosat, p)
            times.append(s)
            ratings.append(last['rating'])
            per_step.append(1000 * s / max(1, last['steps']))
            solved += last['status'] == 'solved'
        print(f'| {name} | {len(times)} | {solved} | {statistics.mean(ratings):.2f} | {statistics.median(ratings):.1f} | '
              f'{statistics.median(times):.2f} | {max(times):.2f} | {statistics.median(per_step):.1f} |')
    if args.variants:
        print('\n| puzzle | status | steps | rating | s |')
        print('|---|---|---:|---:|---:|')
        rows = []
        with open(args.variants) as f:
            for line in f:
                if not line.strip():
                    continue
                name, payload = line.rstrip('\n').split('\t')[:2]
                start = time.perf_counter()
                try:
                    r = subprocess.run([args.sudosat, 'explain', '-j1', '--output-format', 'json', '-'],
                                       input=payload + '\n', capture_output=True, text=True, timeout=args.limit)
                    seconds = time.perf_counter() - start
                    lines = r.stdout.strip().splitlines()
                    last = {'status': 'error', 'steps': 0, 'rating': 0}  # refused: "error" or nothing
                    if lines and lines[-1].startswith('{'):
                        last = json.loads(lines[-1])
                except subprocess.TimeoutExpired:
                    seconds, last = args.limit, {'status': f'> {args.limit:g} s', 'steps': 0, 'rating': 0}
                rows.append((name, last, seconds))
                print(f"| {name} | {last['status']} | {last['steps']} | {last['rating']} | {seconds:.2f} |", flush=True)
        solved = [s for _, l, s in rows if l['status'] == 'solved']
        print(f'\n{len(rows)} puzzles: {len(solved)} solved, {sum(s < 10 for s in solved)} of them in under 10 s; '
              f'stuck: {", ".join(n for n, l, _ in rows if l["status"] == "stuck") or "none"}; '
              f'error (refused): {", ".join(n for n, l, _ in rows if l["status"] == "error") or "none"}')
    for se_file in args.se:
        mine, theirs = [], []
        for line in puzzles(se_file, 10 ** 9):
            _, digits, rating = line.split()
            mine.append(explain(args.sudosat, digits)[1]['rating'])
            theirs.append(float(rating))
        print(f'\nSpearman rank correlation with Sudoku Explainer on {len(mine)} puzzles of {se_file} '
              f'(SE {min(theirs)}-{max(theirs)}): {spearman(mine, theirs):.2f}', flush=True)

if __name__ == '__main__':
    sys.exit(main())
