// The page's speed in Chromium (issue 28): for each puzzle, the time from opening
// index.html?load=<payload> to the verdict (cache off: the .wasm is downloaded from 127.0.0.1
// and compiled every time), and the check itself in WebAssembly against the same code compiled
// natively (bench/web/native_page.cpp), both the least of REPEAT checks with a fresh solver
// each (as the page's first check of a puzzle), measured in one run.
//
//   node bench/web/run.mjs PUZZLES [--site build-web/site] [--native build-bench/bench/native_page]
//                          [--repeat 5] [--chromium /usr/bin/chromium]
// PUZZLES: "name<TAB>f-puzzles string" lines (bench/web/dclamage_puzzles.py makes the 40 of
// SudokuSolver's tests). Prints a Markdown table and a summary (bench/web/RESULTS.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { launch, serve } from '../../tests/web/browser.mjs';

const args = { site: 'build-web/site', native: 'build-bench/bench/native_page', repeat: '5', chromium: '/usr/bin/chromium' };
const rest = process.argv.slice(2);
for (let i = 0; i < rest.length; i++) {
  if (rest[i].startsWith('--')) args[rest[i].slice(2)] = rest[++i];
  else args.puzzles = rest[i];
}
if (!args.puzzles) {
  console.error('usage: node bench/web/run.mjs PUZZLES [--site DIR] [--native PATH] [--repeat R]');
  process.exit(2);
}
const repeat = Number(args.repeat);
const puzzles = fs.readFileSync(args.puzzles, 'utf8').split('\n').filter(Boolean)
  .map((l) => { const [name, payload] = l.split('\t'); return { name, payload }; });

// native first (the browser is not running yet)
const native = new Map(execFileSync(args.native, [args.puzzles, String(repeat)], { encoding: 'utf8', maxBuffer: 1 << 26 })
  .split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((j) => [j.name, j]));

const server = await serve(args.site);
const browser = await launch(args.chromium);
const page = await browser.newPage();
await page.setCacheEnabled(false);
const rows = [];
for (const p of puzzles) {
  await page.goto(server.base + 'index.html?load=' + p.payload);
  await page.waitForFunction(() => document.getElementById('verdict').textContent !== '', { timeout: 120000 });
  const open = await page.evaluate(() => window.sudosatVerdictAt);
  const info = await page.evaluate(() => ({
    verdict: current.answer.verdict, n: current.answer.n, title: current.answer.title || '', first: current.answer.check_ms,
  }));
  let wasm = Infinity;
  if (info.verdict !== 'error') {
    for (let k = 0; k < repeat; k++) {
      wasm = Math.min(wasm, await page.evaluate(async () => (await ask('check', 'bench', { fresh: true })).answer.check_ms));
    }
  }
  const nat = native.get(p.name);
  if (nat.verdict !== info.verdict) throw new Error(`${p.name}: page says ${info.verdict}, native ${nat.verdict}`);
  rows.push({ ...p, ...info, open, wasm, native: nat.check_ms });
}
await browser.close();
server.close();

const f = (x, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const size = fs.statSync(`${args.site}/sudosat.wasm`).size;
console.log(`| puzzle | title | n | verdict | open to verdict ms | first check ms, wasm | check ms, wasm | check ms, native | wasm / native |`);
console.log('|---|---|---:|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.name} | ${r.title.replace(/\|/g, '/').slice(0, 40)} | ${r.n ?? '-'} | ${r.verdict} | ${f(r.open, 0)} | ` +
    `${f(r.first)} | ${f(r.wasm)} | ${f(r.native)} | ${r.native !== undefined && Number.isFinite(r.wasm) ? f(r.wasm / r.native) : '-'} |`);
}
const checked = rows.filter((r) => Number.isFinite(r.wasm) && r.native !== undefined);
const sum = (a) => a.reduce((s, x) => s + x, 0);
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const nine = rows.filter((r) => r.n === 9);
const ratios = checked.map((r) => r.wasm / r.native);
console.log('');
console.log(`- ${rows.length} puzzles, ${checked.length} checked (the others refused: error), REPEAT ${repeat}; sudosat.wasm ${size} bytes`);
console.log(`- open to verdict, ${nine.length} 9x9 puzzles: median ${f(median(nine.map((r) => r.open)), 0)} ms, ` +
  `largest ${f(Math.max(...nine.map((r) => r.open)), 0)} ms (${nine.filter((r) => r.open < 1000).length} under 1 s)`);
console.log(`- check, wasm over native: sum ${f(sum(checked.map((r) => r.wasm)))} / ${f(sum(checked.map((r) => r.native)))} ms = ` +
  `${f(sum(checked.map((r) => r.wasm)) / sum(checked.map((r) => r.native)))}x; per puzzle median ${f(median(ratios))}x, ` +
  `largest ${f(Math.max(...ratios))}x (${ratios.filter((x) => x <= 2).length} of ${ratios.length} at most 2x)`);
console.log(`- the page's first check of each puzzle (the WebAssembly not yet fully compiled): sum ` +
  `${f(sum(checked.map((r) => r.first)))} ms = ${f(sum(checked.map((r) => r.first)) / sum(checked.map((r) => r.native)))}x native`);
