// The WebAssembly build against the native command on many puzzles, without a browser: loads
// the page's sudosat.js/.wasm in node (wasm32: 32-bit pointers and `long`, libc++, another
// compiler) and compares, puzzle by puzzle, the page's verdict and smallest solution with
// `sudosat check` and `sudosat solve` on the same file.
//
//   node tests/web/compare.mjs --site DIR --cli PATH FILE...
// FILE: one puzzle a line ("name<TAB>text[<TAB>...]" or the text alone). Exit status 0 when all agree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const args = { files: [] };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i].startsWith('--')) args[argv[i].slice(2)] = argv[++i];
  else args.files.push(argv[i]);
}
if (!args.site || !args.cli || args.files.length === 0) {
  console.error('usage: node compare.mjs --site DIR --cli PATH FILE...');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const createSudosat = require(path.resolve(args.site, 'sudosat.js'));
// node's fetch cannot read a file path: the module gets the bytes directly
const wasm = await createSudosat({ wasmBinary: fs.readFileSync(path.resolve(args.site, 'sudosat.wasm')) });
const ask = (request) => JSON.parse(wasm.ccall('sudosat_answer', 'string', ['string'], [JSON.stringify(request)]));

const pageWord = { unique: 'unique', multiple: 'not unique', none: 'no solution', error: 'error' };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudosat-compare-'));
let failures = 0, compared = 0;
for (const file of args.files) {
  const puzzles = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'))
    .map((l, k) => { const f = l.split('\t'); return f.length < 2 ? { name: `${file}:${k + 1}`, text: l } : { name: f[0], text: f[1] }; });
  const lines = path.join(tmp, 'puzzles.txt');
  fs.writeFileSync(lines, puzzles.map((p) => p.text).join('\n') + '\n');
  const run = (sub) => spawnSync(args.cli, [sub, '--quiet', lines], { encoding: 'utf8', maxBuffer: 1 << 28 }).stdout.split('\n');
  const words = run('check');
  const solutions = run('solve');
  puzzles.forEach((p, k) => {
    const a = ask({ op: 'check', text: p.text });
    const want = pageWord[words[k]] ?? words[k];
    const problems = [];
    if (a.verdict !== want && !(a.verdict === 'error' && words[k] === 'error')) problems.push(`verdict "${a.verdict}", sudosat check "${words[k]}"`);
    if ((want === 'unique' || want === 'not unique') && a.solution !== solutions[k]) problems.push(`solution ${a.solution}, sudosat solve ${solutions[k]}`);
    compared++;
    if (problems.length) {
      failures++;
      console.log(`FAIL ${p.name}: ${problems.join('; ')}`);
    }
  });
}
// requests the page never sends wrongly, answered as errors all the same (never an exception)
for (const [request, want] of [
  [{ op: 'solve', text: '1' }, 'unknown request "solve"'],
  [{ op: 'check' }, 'key \'text\' not found'],
  [{ op: 'check', text: '12x' }, '<input>:1:'],
]) {
  const a = ask(request);
  compared++;
  if (a.verdict !== 'error' || !a.message.includes(want)) {
    failures++;
    console.log(`FAIL request ${JSON.stringify(request)}: ${JSON.stringify(a)}, wanted an error with "${want}"`);
  }
}
const raw = JSON.parse(wasm.ccall('sudosat_answer', 'string', ['string'], ['{not json']));
if (raw.verdict !== 'error' || !raw.message.includes('parse error')) {
  failures++;
  console.log(`FAIL a request that is not JSON: ${JSON.stringify(raw)}`);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`${compared} puzzles compared, ${failures} differ`);
process.exit(failures ? 1 : 0);
