// Side-by-side bench helper: times the Interactive Sudoku Solver (ISS,
// https://github.com/sigh/Interactive-Sudoku-Solver) on puzzles translated by to_iss.py, in
// process, one thread, with ISS's own engine. ISS is not part of sudosat: point this script at
// a checkout of it (README.md, "ISS side by side").
//
//   node iss_bench.mjs FILE [--iss DIR] [--repeat R] [--expect SOLFILE] [--max-backtracks N]
//       FILE: lines "name<TAB>ISS constraint string" (to_iss.py's output). For each puzzle:
//       one warm-up run, then the best of R runs (default 3) of the uniqueness check (search
//       for up to 2 solutions). One line per puzzle, then the median, total and largest of each
//       column, in milliseconds, as bench/variant/variant_bench prints them. "check ms" is the
//       build of ISS's handlers from the parsed constraint plus the search; "search ms" is the
//       search alone (what ISS's tools/perf/benchmark_puzzles.js reports as ms).
//       --expect SOLFILE: lines "name<TAB>solution" (row-major digits, comma-separated for
//       n > 9); adds a column: ok when the first solution found equals it, else WRONG.
//   node iss_bench.mjs count FILE LIMIT [--iss DIR] [--repeat R]
//       the time to count each puzzle's solutions up to LIMIT (0: all; the blank Miracle: 72)
//
// ISS's directory: --iss DIR, else $ISS_DIR, else ../peers/iss next to the sudosat checkout.
// The solve mirrors ISS's tools/lib/solver_analysis.js runSolve (parse, resolveConstraint,
// SudokuBuilder.build, then the internal solver's run with maxSolutions / maxBacktracks),
// which benchmark_puzzles.js uses; it is repeated here so that the build can be timed and the
// solution grid read for any size.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const usage = () => {
  console.error('usage: node iss_bench.mjs FILE [--iss DIR] [--repeat R] [--expect SOLFILE] ' +
    '[--max-backtracks N]\n       node iss_bench.mjs count FILE LIMIT [--iss DIR] [--repeat R]');
  process.exit(2);
};

const args = { files: [], repeat: 3, iss: null, expect: null, maxBacktracks: 0, count: false,
  limit: null };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const next = () => { if (i + 1 >= argv.length) usage(); return argv[++i]; };
  if (a === 'count' && i === 0) args.count = true;
  else if (a === '--repeat') args.repeat = Number(next());
  else if (a === '--iss') args.iss = next();
  else if (a === '--expect') args.expect = next();
  else if (a === '--max-backtracks') args.maxBacktracks = Number(next());
  else if (a === '-h' || a === '--help') usage();
  else if (args.count && args.files.length === 1 && args.limit === null) args.limit = Number(a);
  else args.files.push(a);
}
if (!args.files.length || (args.count && !Number.isInteger(args.limit)) ||
  !(Number.isInteger(args.repeat) && args.repeat > 0)) usage();

const here = dirname(fileURLToPath(import.meta.url));
const issDir = resolve(args.iss ?? process.env.ISS_DIR ?? join(here, '..', '..', '..', 'peers', 'iss'));
if (!existsSync(join(issDir, 'js', 'solver', 'sudoku_builder.js'))) {
  console.error(`iss_bench: no ISS checkout at ${issDir} (pass --iss DIR or set ISS_DIR)`);
  process.exit(2);
}
const issModule = (path) => import(pathToFileURL(join(issDir, path)).href);

const { ensureGlobalEnvironment } = await issModule('tests/helpers/test_env.js');
ensureGlobalEnvironment();
const { SudokuParser } = await issModule('js/sudoku_parser.js');
const { SudokuBuilder } = await issModule('js/solver/sudoku_builder.js');
const { LookupTables } = await issModule('js/solver/lookup_tables.js');

const readNamed = (file) => {
  const out = [];
  let k = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    k++;
    const tab = line.indexOf('\t');
    out.push(tab < 0 ? { name: `${file}#${k}`, text: line.trim() }
      : { name: line.slice(0, tab), text: line.slice(tab + 1).trim() });
  }
  return out;
};

// One solve from the parsed constraint: { verdict, solutions, first, buildMs, searchMs }.
const solve = (constraint, maxSolutions) => {
  const t0 = performance.now();
  const solver = SudokuBuilder.build(SudokuBuilder.resolveConstraint(constraint));
  const t1 = performance.now();
  const internal = solver._internalSolver;
  const geometry = solver.geometry();
  const mode = {};
  if (maxSolutions) mode.maxSolutions = maxSolutions;
  if (args.maxBacktracks) mode.maxBacktracks = args.maxBacktracks;
  let first = null;
  internal.run(Object.keys(mode).length ? mode : null, (grid) => {
    if (!first) {
      first = Array.from(grid.slice(0, geometry.numGridCells),
        (mask) => LookupTables.toOffsetValue(mask, geometry.valueOffset));
    }
  });
  const t2 = performance.now();
  const solutions = internal.counters.solutions;
  if (process.env.ISS_COUNTERS) console.error(JSON.stringify(internal.counters));
  const exhausted = internal.state === internal.constructor.STATE_EXHAUSTED;
  let verdict;
  if (solutions >= 2) verdict = 'multiple';
  else if (!exhausted && !(maxSolutions && solutions >= maxSolutions)) verdict = 'capped';
  else verdict = solutions === 1 ? 'unique' : 'none';
  return { verdict, solutions, first, buildMs: t1 - t0, searchMs: t2 - t1 };
};

const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  if (!s.length) return 0;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pad = (s, w) => String(s).padEnd(w);
const num = (x, w = 10) => x.toFixed(2).padStart(w);

const tParse = performance.now();
const puzzles = args.files.flatMap(readNamed).map((p) => {
  try {
    return { ...p, constraint: SudokuParser.parseString(p.text) };
  } catch (e) {
    return { ...p, error: e.message };
  }
});
const parseMs = performance.now() - tParse;

// Best of R runs after one warm-up: { result, checkMs, searchMs } or { error }.
const timed = (p, maxSolutions) => {
  if (p.error) return { error: p.error };
  try {
    solve(p.constraint, maxSolutions);  // warm-up
    let best = null, searchMs = Infinity;
    for (let r = 0; r < args.repeat; r++) {
      const result = solve(p.constraint, maxSolutions);
      const checkMs = result.buildMs + result.searchMs;
      searchMs = Math.min(searchMs, result.searchMs);
      if (!best || checkMs < best.checkMs) best = { result, checkMs };
    }
    return { ...best, searchMs };
  } catch (e) {
    return { error: e.message };
  }
};

let failures = 0;
if (args.count) {
  for (const p of puzzles) {
    const t = timed(p, args.limit);
    if (t.error) {
      failures++;
      console.log(`${pad(p.name, 40)} error: ${t.error}`);
      continue;
    }
    console.log(`${pad(p.name, 40)} count=${t.result.solutions} ms=${t.checkMs.toFixed(2)}` +
      ` search-ms=${t.searchMs.toFixed(2)}${t.result.verdict === 'capped' ? ' (capped)' : ''}`);
  }
  process.exit(failures ? 1 : 0);
}

const expected = new Map();
if (args.expect) {
  for (const { name, text } of readNamed(args.expect)) {
    expected.set(name, text.includes(',') ? text.split(',').map(Number) : [...text].map(Number));
  }
}

const check = [], search = [];
console.log(`${pad('puzzle', 40)} ${'verdict'.padStart(8)} ${'check ms'.padStart(10)} ` +
  `${'search ms'.padStart(10)}${args.expect ? '  solution' : ''}`);
for (const p of puzzles) {
  const t = timed(p, 2);
  if (t.error) {
    failures++;
    console.log(`${pad(p.name, 40)} ${'error'.padStart(8)}  ${t.error}`);
    continue;
  }
  let mark = '';
  if (args.expect) {
    const want = expected.get(p.name);
    const got = t.result.first;
    const same = want && got && want.length === got.length && want.every((d, i) => d === got[i]);
    mark = !want ? '  -' : same && t.result.verdict === 'unique' ? '  ok' : '  WRONG';
    if (mark === '  WRONG') failures++;
  }
  console.log(`${pad(p.name, 40)} ${t.result.verdict.padStart(8)} ${num(t.checkMs)} ` +
    `${num(t.searchMs)}${mark}`);
  check.push(t.checkMs);
  search.push(t.searchMs);
}
const total = (v) => v.reduce((a, b) => a + b, 0);
const top = (v) => (v.length ? Math.max(...v) : 0);
console.log(`${pad('median', 40)} ${''.padStart(8)} ${num(median(check))} ${num(median(search))}`);
console.log(`${pad('total', 40)} ${''.padStart(8)} ${num(total(check))} ${num(total(search))}`);
console.log(`${pad('largest', 40)} ${''.padStart(8)} ${num(top(check))} ${num(top(search))}`);
console.log(`parse: ${parseMs.toFixed(2)} ms for ${puzzles.length} puzzles`);
process.exit(failures ? 1 : 0);
