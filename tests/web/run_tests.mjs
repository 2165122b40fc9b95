// The page in a real browser (issue 28): serves the built page from 127.0.0.1, opens each case of
// cases.tsv as index.html?load=<payload> in headless Chromium (Debian's, driven by puppeteer-core)
// and compares #verdict, #solution and #other with what the native `sudosat` command answers for
// the same text (the text the page put in its input box). Then the interactive parts: a pasted
// grid, true candidates, explain's first steps and a proof's lines against `sudosat explain`, the
// setter's assistant against `sudosat assist`, Stop on a long
// explanation, the DIMACS and JSON downloads. Screenshots go to --screenshots.
//
//   node tests/web/run_tests.mjs --site DIR --cli build/cli/sudosat [--cases F] [--screenshots DIR]
//                                [--chromium /usr/bin/chromium] [--timing FILE]
// Exit status 0 when every check passed, 1 otherwise.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, serve } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = { cases: path.join(here, 'cases.tsv'), chromium: '/usr/bin/chromium', screenshots: '', timing: '' };
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
if (!args.site || !args.cli) {
  console.error('usage: node run_tests.mjs --site DIR --cli PATH [--cases F] [--screenshots DIR]');
  process.exit(2);
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudosat-web-'));
let failures = 0;
function fail(name, what) {
  failures++;
  console.log(`FAIL ${name}: ${what}`);
}

const server = await serve(args.site);
const base = server.base;

// ---- the command's answers -----------------------------------------------------------------

// `sudosat SUB FILE` on `text`: {out, err, status}.
function cli(sub, text, extra = []) {
  const file = path.join(tmp, 'puzzle.txt');
  fs.writeFileSync(file, text + '\n');
  const r = spawnSync(args.cli, [sub, ...extra, file], { encoding: 'utf8' });
  return { out: r.stdout, err: r.stderr.replace(file, '<input>'), status: r.status };
}

const pageWord = { unique: 'unique', multiple: 'not unique', none: 'no solution', unknown: 'unknown', error: 'error' };

function expected(text) {
  const check = cli('check', text);
  const word = check.out.trim();
  const e = { verdict: pageWord[word] ?? `(sudosat check said "${word}")` };
  if (word === 'error') e.message = check.err.split('\n')[0];
  if (word === 'unique' || word === 'multiple') e.solution = cli('solve', text).out.trim();
  return e;
}

// ---- the browser ---------------------------------------------------------------------------

const browser = await launch(args.chromium);
const page = await browser.newPage();
await page.setViewport({ width: 1100, height: 1000 });
const consoleErrors = [];
page.on('pageerror', (e) => consoleErrors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });

async function text(id) {
  return page.$eval('#' + id, (e) => e.textContent);
}
async function waitVerdict(timeout = 60000) {
  await page.waitForFunction(() => document.getElementById('verdict').textContent !== '', { timeout });
  return text('verdict');
}
async function shot(name) {
  if (!args.screenshots) return;
  fs.mkdirSync(args.screenshots, { recursive: true });
  await page.screenshot({ path: path.join(args.screenshots, name + '.png'), fullPage: true });
}

const cases = fs.readFileSync(args.cases, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'))
  .map((l) => { const [name, payload] = l.split('\t'); return { name, payload }; });
const timing = [];
for (const c of cases) {
  await page.goto(base + 'index.html?load=' + c.payload);
  let verdict;
  try {
    verdict = await waitVerdict();
  } catch (e) {
    fail(c.name, 'no verdict: ' + e.message);
    continue;
  }
  const input = await page.$eval('#input', (e) => e.value);
  const want = expected(input);
  const got = { verdict, solution: await text('solution'), other: await text('other') };
  const ms = await page.evaluate(() => window.sudosatVerdictAt);
  timing.push({ name: c.name, open_to_verdict_ms: Math.round(ms) });
  const problems = [];
  if (!verdict.startsWith(want.verdict) || (want.verdict === 'unique' && verdict !== 'unique')) {
    problems.push(`verdict "${verdict}", sudosat check: "${want.verdict}"`);
  }
  if (want.message !== undefined && verdict !== 'error: ' + want.message) {
    problems.push(`message "${verdict}", sudosat: "error: ${want.message}"`);
  }
  if ((want.solution ?? '') !== got.solution) problems.push(`solution "${got.solution}", sudosat solve: "${want.solution}"`);
  if (want.verdict === 'not unique') {
    const differ = [...got.other].filter((ch, i) => ch !== got.solution[i]).length;
    const marked = Number((/differ in (\d+) cells/.exec(verdict) || [])[1]);
    if (got.other.length !== got.solution.length || differ === 0 || differ !== marked) {
      problems.push(`other solution "${got.other}" (${differ} cells differ, ${marked} marked)`);
    }
    // a classic 9x9's other solution satisfies the rules: as givens it leaves exactly itself
    // (a variant's rules would not be in a grid of digits)
    const read = /^[0-9.]+$/.test(input) ? '' : cli('read', input).out;
    const classic = read === '' || (/regions: boxes 3x3/.test(read) && /constraints: 0\n/.test(read));
    if (classic && got.solution.length === 81 && /^[1-9]+$/.test(got.other)) {
      const r = cli('check', got.other);
      if (r.out.trim() !== 'unique') problems.push(`the other solution is no solution (${r.out.trim()})`);
    }
  } else if (got.other !== '') {
    problems.push(`another solution shown: "${got.other}"`);
  }
  if (problems.length) fail(c.name, problems.join('; '));
  else console.log(`ok   ${c.name}: ${verdict.split(':')[0]} (${Math.round(ms)} ms from opening the page)`);
  if (['killer', 'not-unique', 'sudokupad-scl', 'malformed', '16x16-irregular-killer'].includes(c.name)) await shot(c.name);
}

// ---- the interactive parts -----------------------------------------------------------------

async function step(name, body) {
  try {
    await body();
    console.log(`ok   ${name}`);
  } catch (e) {
    fail(name, e.message);
  }
}
function expect(condition, what) {
  if (!condition) throw new Error(what);
}

const classic = '53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79';
await step('a pasted grid, checked with the button', async () => {
  await page.goto(base + 'index.html');
  await page.$eval('#input', (e, v) => { e.value = v; }, classic);
  await page.click('#check');
  const v = await waitVerdict();
  expect(v === 'unique', `verdict "${v}"`);
  const want = cli('solve', classic, ['--output-format', 'line']).out.trim();
  expect(await text('solution') === want, `solution "${await text('solution')}", sudosat: "${want}"`);
});

await step('malformed JSON pasted: the command\'s message', async () => {
  await page.goto(base + 'index.html');
  const bad = '{"size": 9, "grid": [[{"value": 1}], [';
  await page.$eval('#input', (e, v) => { e.value = v; }, bad);
  await page.click('#check');
  const v = await waitVerdict();
  const want = cli('check', bad).err.split('\n')[0];
  expect(v === 'error: ' + want, `"${v}", sudosat: "error: ${want}"`);
});

await step("a SudokuPad link's reading: each rules sentence and drawing as `sudosat read` shows it", async () => {
  const c = cases.find((x) => x.name === 'sudokupad-scl');
  await page.goto(base + 'index.html?load=' + c.payload);
  await waitVerdict();
  expect(await page.$eval('#reading', (e) => !e.hidden), 'no reading shown');
  await page.$eval('#reading', (e) => { e.open = true; });
  const sentences = await page.$$eval('#reading-sentences li', (l) => l.map((e) => e.textContent));
  const drawings = await page.$$eval('#reading-drawings li', (l) => l.map((e) => e.textContent));
  const input = await page.$eval('#input', (e) => e.value);
  const read = JSON.parse(cli('read', input, ['--output-format', 'json']).out);
  const want = read['rules sentences'].map((r) => `${r.text}  [${r.states.join(', ')}]`);
  expect(JSON.stringify(sentences) === JSON.stringify(want), `sentences ${JSON.stringify(sentences)}, sudosat read: ${JSON.stringify(want)}`);
  expect(JSON.stringify(drawings) === JSON.stringify(read['drawings read as']),
         `drawings ${JSON.stringify(drawings)}, sudosat read: ${JSON.stringify(read['drawings read as'])}`);
  expect(drawings.length > 0, 'no drawing listed');
  await shot('reading');
  // a sentence taken because the puzzle carries its setter's solution, shown as `sudosat read`
  // shows it, in grey: a story (no rule's word), and one read loosely (the kind it names)
  const judged = async (name, start, says, shotName) => {
    await page.goto(base + 'index.html?load=' + cases.find((x) => x.name === name).payload);
    expect(await waitVerdict() === 'unique', `${name} is not unique`);
    await page.$eval('#reading', (e) => { e.open = true; });
    const told = await page.$$eval('#reading-sentences li', (l) => l.map((e) => e.textContent));
    const input = await page.$eval('#input', (e) => e.value);
    const line = cli('read', input).out.split('\n').map((x) => x.trim()).find((x) => x.startsWith(start));
    expect(line && told.includes(line), `${name}: sentences ${JSON.stringify(told)}, sudosat read: "${line}"`);
    expect(line && line.includes(says), `${name}: sudosat read: "${line}"`);
    const cls = await page.$$eval('#reading-sentences li', (l) => l.map((e) => e.className));
    expect(cls[told.indexOf(line)] === 'story', `${name}: the sentence's class: "${cls[told.indexOf(line)]}"`);
    await shot(shotName);
  };
  await judged('sudokupad-story', 'Help him', 'a story?', 'reading-story');
  await judged('sudokupad-loose', 'Slow thermos', 'names slowthermometer', 'reading-loose');
});

await step('true candidates drawn as pencil marks', async () => {
  await page.goto(base + 'index.html?load=' + cases.find((c) => c.name === 'not-unique').payload);
  await waitVerdict();
  await page.click('#pencil');
  await page.waitForFunction(() => document.getElementById('caption').textContent.startsWith('true candidates'));
  const marks = await page.$$eval('#picture svg g.overlay text', (ts) => ts.map((t) => t.textContent));
  const want = cli('candidates', await page.$eval('#input', (e) => e.value), ['--output-format', 'json']);
  const cells = JSON.parse(want.out).candidates.flat();
  // every candidate of a blank cell, once: a cell with one candidate shows it large
  const blanks = (await page.evaluate(() => current.answer.cells)).map((d, i) => (d === 0 ? cells[i] : []));
  const count = blanks.reduce((s, l) => s + l.length, 0);
  expect(marks.length === count, `${marks.length} marks drawn, sudosat candidates: ${count}`);
  await shot('candidates');
});

await step("explain's first steps as `sudosat explain` prints them", async () => {
  await page.goto(base + 'index.html?load=' + cases.find((c) => c.name === 'killer').payload);
  await waitVerdict();
  await page.click('#explain');
  await page.waitForFunction(() => document.getElementById('step-text').textContent !== '', { timeout: 60000 });
  const want = cli('explain', await page.$eval('#input', (e) => e.value)).out.split('\n');
  expect(await text('step-text') === want[0], `step 1 "${await text('step-text')}", sudosat: "${want[0]}"`);
  await page.click('#step-next');
  expect(await text('step-text') === want[1], `step 2 "${await text('step-text')}", sudosat: "${want[1]}"`);
  const summary = want.find((l) => l.startsWith('solved') || l.startsWith('stuck'));
  expect(summary && (await text('step-summary')).startsWith(summary.split(',')[0]),
    `summary "${await text('step-summary')}", sudosat: "${summary}"`);
  await shot('explain-step-2');
});

await step("a proof by contradiction's lines under its step, as `sudosat explain` prints them", async () => {
  const puzzle = fs.readFileSync(path.join(here, '..', 'data', 'explain', 'patterns.txt'), 'utf8').trim();
  await page.goto(base + 'index.html');
  await page.$eval('#input', (e, v) => { e.value = v; }, puzzle);
  await page.click('#check');
  await waitVerdict();
  await page.click('#explain');
  await page.waitForFunction(() => document.getElementById('step-text').textContent !== '', { timeout: 60000 });
  const lines = cli('explain', puzzle).out.split('\n');
  const at = lines.findIndex((l) => l.includes('(forcing chain:'));
  expect(at >= 0, 'sudosat explain shows no forcing chain on tests/data/explain/patterns.txt');
  const k = Number(lines[at].split('.')[0]);
  let want = lines[at];
  for (let j = at + 1; j < lines.length && lines[j].startsWith('    '); ++j) want += '\n' + lines[j];
  for (let i = 1; i < k; ++i) await page.click('#step-next');
  const got = (await text('step-text')).trimEnd();
  expect(got === want, `step ${k} "${got}", sudosat: "${want}"`);
  await shot('explain-proof');
});

await step("the setter's assistant names the core's clues as `sudosat assist` does, and the unique-making digits", async () => {
  const none = fs.readFileSync(path.join(here, '..', 'data', 'assist', 'killer-none.json'), 'utf8');
  await page.goto(base + 'index.html');
  await page.$eval('#input', (e, v) => { e.value = v; }, none);
  await page.click('#check');
  await waitVerdict();
  await page.click('#assist');
  await page.waitForFunction(() => document.getElementById('assist-text').textContent !== '', { timeout: 60000 });
  const clues = (t) => t.split('\n').filter((l) => l.startsWith('  ')).join('\n');
  const want = clues(cli('assist', none).out);
  expect(clues(await text('assist-text')) === want, `core "${clues(await text('assist-text'))}", sudosat: "${want}"`);
  await shot('assist-core');
  const many = fs.readFileSync(path.join(here, '..', 'data', 'assist', 'multiple.txt'), 'utf8').trim();
  await page.goto(base + 'index.html');
  await page.$eval('#input', (e, v) => { e.value = v; }, many);
  await page.click('#check');
  await waitVerdict();
  await page.click('#assist');
  await page.waitForFunction(() => document.getElementById('assist-text').textContent !== '', { timeout: 60000 });
  const making = (t) => (t.split('\n').find((l) => l.startsWith('unique-making')) || '').split(': ').pop();
  const wantMaking = making(cli('assist', many).out);
  expect(making(await text('assist-text')) === wantMaking, `unique-making "${making(await text('assist-text'))}", sudosat: "${wantMaking}"`);
  await shot('assist-unique-making');
});

await step('Stop cancels a long explanation, and the next check still works', async () => {
  await page.goto(base + 'index.html?load=' + cases.find((c) => c.name === '16x16-irregular-killer').payload);
  await waitVerdict();
  await page.click('#explain');
  await page.waitForFunction(() => /explaining/.test(document.getElementById('progress').textContent));
  await new Promise((r) => setTimeout(r, 300));
  expect(!(await page.$eval('#stop', (b) => b.disabled)), 'the explanation ended before Stop');
  await page.click('#stop');
  await page.waitForFunction(() => /stopped after/.test(document.getElementById('progress').textContent));
  await page.click('#check');
  const v = await waitVerdict();
  expect(v.startsWith('unique'), `verdict after Stop: "${v}"`);
});

await step('a 36x36 shows its progress, and Stop ends the check', async () => {
  await page.goto(base + 'index.html');
  await page.waitForFunction(() => document.getElementById('version').textContent !== '');
  const hard = fs.readFileSync(path.join(here, '..', 'data', 'limits', 'hard36.txt'), 'utf8');
  await page.$eval('#input', (e, v) => { e.value = v; }, hard);
  await page.click('#check');
  await page.waitForFunction(() => /checking\u2026 0\.[3-9] s/.test(document.getElementById('progress').textContent));
  expect(await text('verdict') === '', 'a verdict before Stop');
  await shot('36x36-progress');
  await page.click('#stop');
  const v = await waitVerdict();
  expect(/^unknown: stopped after \d+\.\d s$/.test(v), `verdict after Stop: "${v}"`);
  expect(await page.$eval('#check', (b) => !b.disabled) && await page.$eval('#stop', (b) => b.disabled),
    'Check is not enabled again, or Stop still is');
});

await step('DIMACS and JSON answer downloads', async () => {
  const dir = path.join(tmp, 'downloads');
  fs.mkdirSync(dir);
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
  await page.goto(base + 'index.html?load=' + cases.find((c) => c.name === 'thermo').payload);
  await waitVerdict();
  await page.click('#download-dimacs');
  await page.click('#download-json');
  const wait = async (f) => {
    for (let i = 0; i < 100 && !fs.existsSync(path.join(dir, f)); i++) await new Promise((r) => setTimeout(r, 100));
    return fs.readFileSync(path.join(dir, f), 'utf8');
  };
  const cnf = await wait('puzzle.cnf');
  const want = cli('dimacs', await page.$eval('#input', (e) => e.value));
  const clauses = (t) => t.split('\n').filter((l) => !l.startsWith('c')).join('\n');  // the comments name the file
  expect(cnf.startsWith('c ') && clauses(cnf) === clauses(want.out),
    `puzzle.cnf (${cnf.length} bytes) is not the formula of sudosat dimacs (${want.out.length} bytes)`);
  const answer = JSON.parse(await wait('answer.json'));
  expect(answer.verdict === 'unique' && answer.solution === (await text('solution')), 'answer.json: ' + JSON.stringify(answer).slice(0, 200));
});

await step('offline once loaded: with the server gone, a reload and a check still work', async () => {
  await page.goto(base + 'index.html?load=' + cases.find((c) => c.name === 'arrow').payload);
  await waitVerdict();
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready,
    new Promise((resolve, reject) => setTimeout(() => reject(new Error('no service worker after 10 s')), 10000))]));
  server.close();
  await page.reload();
  const v = await waitVerdict();
  expect(v === 'unique', `verdict offline: "${v}"`);
  const want = expected(await page.$eval('#input', (e) => e.value));
  expect(await text('solution') === want.solution, 'solution offline differs from sudosat solve');
  await page.$eval('#input', (e, v) => { e.value = v; }, classic);
  // check() clears the answer at once, then shows the new one: wait for the verdict (waiting
  // for the solution to change raced it, since clearing changes it first)
  await page.click('#check');
  const offline = await waitVerdict();
  expect(offline === 'unique', `a pasted grid offline: "${offline}"`);
  const classicWant = cli('solve', classic, ['--output-format', 'line']).out.trim();
  expect(await text('solution') === classicWant, 'a pasted grid offline: solution differs from sudosat solve');
});

if (consoleErrors.length) fail('console', consoleErrors.join(' | '));
await browser.close();
server.close();  // (again: the offline step closed it)
fs.rmSync(tmp, { recursive: true, force: true });
if (args.timing) fs.writeFileSync(args.timing, JSON.stringify(timing, null, 1) + '\n');
console.log(failures ? `${failures} failed` : 'all passed');
process.exit(failures ? 1 : 0);
