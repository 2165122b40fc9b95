// The page (web/README.md): reads the puzzle from the text box or from ?load=<payload>, asks
// the solver in a Web Worker (worker.js, page_api.cpp), and shows the verdict, the smallest
// solution, two solutions where it is not unique, true candidates, steps, and downloads.
// Element ids the browser tests read: #verdict (starts with "unique", "not unique",
// "no solution", "unknown" or "error"), #solution and #other (symbols row-major, as
// `sudosat solve` prints a line).
'use strict';

const $ = (id) => document.getElementById(id);
const SVG_NS = 'http://www.w3.org/2000/svg';
const CELL = 48;  // to_svg's pixels per cell; the grid starts one cell in from each side

// ---- the worker --------------------------------------------------------------------------

let worker = null;
let ready = null;
const pending = new Map();
let nextId = 1;

function startWorker() {
  worker = new Worker('worker.js');
  ready = new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.type === 'ready') {
        $('version').textContent = m.version;
        resolve();
      } else if (m.type === 'failed') {
        reject(new Error(m.message));
      } else if (m.type === 'answer') {
        const p = pending.get(m.id);
        pending.delete(m.id);
        if (p) p.resolve(m);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error('internal error: ' + (event.message || 'the solver stopped'));
      reject(error);
      for (const p of pending.values()) p.reject(error);
      pending.clear();
      worker.terminate();
      worker = null;
    };
  });
}

// Stops the search under way: the worker is terminated (a new one starts on the next request).
function stop() {
  if (!worker) return;
  worker.terminate();
  worker = null;
  const error = new Error('stopped');
  error.stopped = true;
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

let ticker = null;
function busy(label) {
  const t0 = performance.now();
  const show = () => {
    $('progress').textContent = `${label}\u2026 ${((performance.now() - t0) / 1000).toFixed(1)} s`;
  };
  show();
  ticker = setInterval(show, 100);
  $('stop').disabled = false;
  $('check').disabled = true;
  return t0;
}

function idle() {
  clearInterval(ticker);
  $('stop').disabled = true;
  $('check').disabled = false;
}

// The worker's answer ({answer, ms}) to `op` on the current puzzle (`extra`: more request
// fields, page_api.cpp); rejects when stopped.
async function ask(op, label, extra = {}) {
  if (!worker) startWorker();
  const request = { op, text: current.text, box: current.box, rules: current.rules, ...extra };
  const id = nextId++;
  const t0 = busy(label);
  try {
    await ready;
    const m = await new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, request });
    });
    m.wall = performance.now() - t0;
    if (m.answer.verdict === 'error' && m.answer.message.startsWith('internal error')) stop();
    return m;
  } catch (error) {
    if (error.stopped) error.message = `stopped after ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    throw error;
  } finally {
    idle();
    $('progress').textContent = `${label}: ${((performance.now() - t0) / 1000).toFixed(2)} s`;
  }
}

// ---- the picture -------------------------------------------------------------------------

function svgElement(text) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  return document.importNode(doc.documentElement, true);
}

function add(parent, name, attributes, text) {
  const e = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  parent.appendChild(e);
  return e;
}

function shadeCell(g, r, c, fill) {  // 0-based row and column
  add(g, 'rect', { x: (c + 1) * CELL, y: (r + 1) * CELL, width: CELL, height: CELL, fill });
}

function digitText(g, r, c, d, fill, size) {
  add(g, 'text', {
    x: (c + 1.5) * CELL, y: (r + 1.5) * CELL, fill, 'font-size': size, 'text-anchor': 'middle',
    'dominant-baseline': 'central', 'font-family': 'sans-serif',
  }, String(d));
}

// Small digits in a cell, each at its place in a k x k pattern (k = ceil(sqrt(n))).
function pencil(g, r, c, digits, n, fill) {
  const k = Math.ceil(Math.sqrt(n));
  const step = CELL / k;
  for (const d of digits) {
    const i = d - 1;
    add(g, 'text', {
      x: (c + 1) * CELL + step * (i % k + 0.5), y: (r + 1) * CELL + step * (Math.floor(i / k) + 0.5),
      fill, 'font-size': Math.max(6, step * 0.75), 'text-anchor': 'middle',
      'dominant-baseline': 'central', 'font-family': 'sans-serif',
    }, String(d));
  }
}

function showPicture(where, svgText, draw) {
  const svg = svgElement(svgText);
  const g = add(svg, 'g', { class: 'overlay' });
  if (draw) draw(g);
  $(where).replaceChildren(svg);
}

function markDiffer(g, differ) {
  for (const [r, c] of differ) shadeCell(g, r - 1, c - 1, 'rgba(220, 40, 40, 0.28)');
}

// ---- answers -----------------------------------------------------------------------------

let current = null;  // the puzzle asked about and what is known of it

function setVerdict(kind, text) {
  const v = $('verdict');
  v.textContent = text;
  v.className = kind.replace(' ', '-');
  if (text) window.sudosatVerdictAt = performance.now();  // ms since the page opened (tests, bench)
}

function clearAnswer() {
  setVerdict('', '');
  for (const id of ['solution', 'other', 'caption', 'step-text', 'step-summary', 'progress']) $(id).textContent = '';
  $('picture').replaceChildren();
  $('picture-other').replaceChildren();
  $('second').hidden = true;
  $('tools').hidden = true;
  $('steps').hidden = true;
  $('assist-text').hidden = true;
  $('assist-text').textContent = '';
  $('reading').hidden = true;
  $('reading-sentences').replaceChildren();
  $('reading-drawings').replaceChildren();
  $('solution-line').hidden = true;
  $('other-line').hidden = true;
  $('pencil').checked = false;
}

function drawMain() {
  const a = current.answer;
  if ($('pencil').checked && current.candidates) {
    const n = a.n;
    showPicture('picture', a.svg_puzzle, (g) => {
      current.candidates.forEach((digits, cell) => {
        const r = Math.floor(cell / n), c = cell % n;
        if (a.cells[cell] !== 0) return;
        if (digits.length === 1) digitText(g, r, c, digits[0], '#1d5fbf', CELL * 0.6);
        else pencil(g, r, c, digits, n, '#1d5fbf');
      });
    });
    $('caption').textContent = 'true candidates: the digits that stand in a cell in some solution';
    return;
  }
  showPicture('picture', a.svg || a.svg_puzzle, a.differ ? (g) => markDiffer(g, a.differ) : null);
  $('caption').textContent = a.differ ? 'the smallest solution; red: where another differs'
    : a.solution ? 'the solution' : '';
}

// How the puzzle's rules text and drawings were read, as `sudosat read` shows them: each sentence
// with what it states (or why it was not understood), each drawing with its kind.
function showReading(r) {
  if (!r) return;
  for (const s of r.sentences) {
    const li = document.createElement('li');
    let said = s.states.length ? s.states.join(', ')
      : s.story ? 'a story? no word of it is a rule\'s (taken where the setter\'s solution judges the reading)'
      : 'not understood' + (s.hint ? ': ' + s.hint : '');
    const loose = !s.states.length && (s.named || s.explains);  // read loosely, as `sudosat read` says
    if (loose) {
      said += s.named ? '; names ' + s.named.join(', ') : '; explains the rule before it';
      said += s.not_taken ? ', not taken: ' + s.not_taken : ' (taken so where the setter\'s solution judges the reading)';
    }
    li.textContent = `${s.text}  [${said}]` + (s.typos ? ` (typo read as: ${s.typos.join(', ')})` : '');
    // a story or a loose reading taken: no alarm
    if (!s.states.length) li.className = s.story || (loose && !s.not_taken) ? 'story' : 'unread';
    $('reading-sentences').append(li);
  }
  for (const d of r.drawings) {
    const li = document.createElement('li');
    li.textContent = d;
    $('reading-drawings').append(li);
  }
  $('reading').hidden = false;
}

async function check() {
  current = { text: $('input').value, box: $('box').value.trim(), rules: $('rules').value.trim() };
  clearAnswer();
  if (!current.text.trim()) {
    setVerdict('error', 'error: paste a puzzle first');
    return;
  }
  let m;
  try {
    m = await ask('check', 'checking');
  } catch (error) {
    if (error.stopped) setVerdict('unknown', 'unknown: ' + error.message);
    else setVerdict('error', 'error: ' + error.message);
    return;
  }
  const a = m.answer;
  current.answer = a;
  showReading(a.reading);
  if (a.verdict === 'error') {
    setVerdict('error', 'error: ' + a.message);
    return;
  }
  let text = a.verdict;
  if (a.verdict === 'not unique') text += `: two solutions differ in ${a.differ.length} cells (red)`;
  if (a.verdict === 'no solution' && a.message) text += ': ' + a.message;
  setVerdict(a.verdict, text);
  $('progress').textContent = `${a.n}x${a.n}, answered in ${(m.wall / 1000).toFixed(2)} s`;
  if (a.solution) {
    $('solution').textContent = a.solution;
    $('solution-line').hidden = false;
  }
  if (a.other) {
    $('other').textContent = a.other;
    $('other-line').hidden = false;
    showPicture('picture-other', a.svg_other, (g) => markDiffer(g, a.differ));
    $('second').hidden = false;
  }
  drawMain();
  $('tools').hidden = false;
  $('copy-solution').disabled = !a.solution;
}

async function togglePencil() {
  if ($('pencil').checked && !current.candidates) {
    try {
      const m = await ask('candidates', 'finding the true candidates');
      if (m.answer.verdict === 'error') throw new Error(m.answer.message);
      current.candidates = m.answer.candidates;
    } catch (error) {
      $('pencil').checked = false;
      $('progress').textContent = 'candidates: ' + error.message;
      return;
    }
  }
  drawMain();
}

// ---- steps -------------------------------------------------------------------------------

async function explain() {
  if (!current.steps) {
    let m;
    try {
      m = await ask('explain', 'explaining');
    } catch (error) {
      $('progress').textContent = 'explain: ' + error.message;
      return;
    }
    if (m.answer.verdict === 'error') {
      $('progress').textContent = 'explain: error: ' + m.answer.message;
      return;
    }
    current.steps = m.answer;
    current.step = 1;
  }
  const e = current.steps;
  $('steps').hidden = false;
  $('step-summary').textContent = `${e.verdict} in ${e.steps.length} steps, rating ${e.rating.toFixed(1)} ` +
    `(hardest step), total ${e.total.toFixed(1)}`;
  showStep(current.step);
}

// Step k (1-based) drawn on the grid as it stands before it: digits placed by earlier steps in
// blue, the reason's cells in yellow, the step's placements in green, its eliminations in red.
// k = steps + 1 shows the end of the path.
function showStep(k) {
  const e = current.steps;
  const a = current.answer;
  const n = a.n;
  k = Math.max(1, Math.min(k, e.steps.length + 1));
  current.step = k;
  const placed = new Map();
  for (let i = 0; i < k - 1; i++) for (const [r, c, d] of e.steps[i].place) placed.set((r - 1) * n + c - 1, d);
  const step = e.steps[k - 1];
  $('picture-other').replaceChildren();
  $('second').hidden = true;
  showPicture('picture', a.svg_puzzle, (g) => {
    if (step) for (const reason of step.reason) for (const [r, c] of reason.cells) shadeCell(g, r - 1, c - 1, 'rgba(255, 200, 0, 0.3)');
    for (const [cell, d] of placed) digitText(g, Math.floor(cell / n), cell % n, d, '#1d5fbf', CELL * 0.6);
    if (!step) return;
    for (const [r, c, d] of step.place) {
      shadeCell(g, r - 1, c - 1, 'rgba(40, 170, 60, 0.35)');
      digitText(g, r - 1, c - 1, d, '#17692c', CELL * 0.6);
    }
    const byCell = new Map();
    for (const [r, c, d] of step.eliminate) {
      const key = (r - 1) * n + c - 1;
      if (!byCell.has(key)) byCell.set(key, []);
      byCell.get(key).push(d);
    }
    for (const [cell, digits] of byCell) pencil(g, Math.floor(cell / n), cell % n, digits, n, '#c0262d');
  });
  $('caption').textContent = 'yellow: the reason; green: placed; red: eliminated';
  $('step-count').textContent = step ? `step ${k} of ${e.steps.length}` : `end: ${e.verdict}`;
  $('step-text').textContent = step ? `${k}. ${step.text}${step.proof ? '\n' + step.proof : ''}` : '';
}

// ---- the setter's assistant ------------------------------------------------------------------

// `sudosat assist`'s answer (docs/assist.md) as text, one clue a line as the command names them,
// and on the picture: a core's cells orange (no solution), the redundant clues' cells green
// (unique), the true candidates with the unique-making ones green and the fewest givens purple
// (not unique).
async function assist() {
  let m;
  try {
    m = await ask('assist', 'asking the assistant');
  } catch (error) {
    $('progress').textContent = 'assistant: ' + error.message;
    return;
  }
  const r = m.answer;
  if (r.verdict === 'error') {
    $('progress').textContent = 'assistant: error: ' + r.message;
    return;
  }
  const a = current.answer;
  const n = a.n;
  const names = (list) => list.map((c) => '  ' + c.name).join('\n');
  const count = (k, one, many) => `${k} ${k === 1 ? one : many}`;
  const lines = [];
  if (r.core) lines.push(`why: no solution with these ${count(r.core.length, 'clue', 'clues')} alone (a minimal core):`, names(r.core));
  if (r.unique_making) {
    lines.push(`unique-making: ${count(r.unique_making.length, 'candidate', 'candidates')} (green), each leaving exactly one solution` +
      (r.unique_making.length ? ': ' + r.unique_making.map(([row, c, d]) => `r${row}c${c}=${d}`).join(' ') : ''));
  }
  if (r.fewest_givens) {
    lines.push(`fewest-givens: ${count(r.fewest_givens.givens.length, 'given', 'givens')} (purple) from the ${r.fewest_givens.from} solution ` +
      'make it unique: ' + r.fewest_givens.givens.map(([row, c, d]) => `r${row}c${c}=${d}`).join(' '));
  }
  if (r.same_digit) {
    lines.push(`same-digit: ${count(r.same_digit.length, 'group', 'groups')} of cells with the same digit in every solution` +
      r.same_digit.map((g) => '\n  ' + g.map(([row, c]) => `r${row}c${c}`).join(' = ')).join(''));
  }
  if (r.redundant) lines.push(`redundant (green): ${count(r.redundant.length, 'clue', 'clues')}, each of which can go alone:`, names(r.redundant));
  if (r.minimal_removed) {
    lines.push(`minimal: ${r.minimal_kept} givens and constraints keep it unique, each needed; without:`,
      names(r.minimal_removed));
  }
  $('assist-text').textContent = lines.filter((l) => l !== '').join('\n');
  $('assist-text').hidden = false;
  $('steps').hidden = true;
  showPicture('picture', a.svg_puzzle, (g) => {
    const shade = (clues, fill) => {
      for (const c of clues || []) for (const [row, col] of c.cells) shadeCell(g, row - 1, col - 1, fill);
    };
    shade(r.core, 'rgba(240, 140, 0, 0.35)');
    shade(r.redundant, 'rgba(40, 170, 60, 0.3)');
    if (r.candidates) {
      const making = new Set((r.unique_making || []).map(([row, c, d]) => `${row},${c},${d}`));
      r.candidates.forEach((digits, cell) => {
        const row = Math.floor(cell / n), col = cell % n;
        if (a.cells[cell] !== 0) return;
        const good = digits.filter((d) => making.has(`${row + 1},${col + 1},${d}`));
        if (good.length) shadeCell(g, row, col, 'rgba(40, 170, 60, 0.22)');  // findable at a glance
        pencil(g, row, col, digits.filter((d) => !good.includes(d)), n, '#1d5fbf');
        pencil(g, row, col, good, n, '#17692c');
      });
    }
    for (const [row, c, d] of (r.fewest_givens || {}).givens || []) {
      shadeCell(g, row - 1, c - 1, 'rgba(130, 60, 200, 0.25)');
    }
  });
  $('caption').textContent = r.core ? 'orange: a minimal core (no solution with these clues alone)'
    : r.redundant ? 'green: clues that can each go, the puzzle staying unique'
      : 'green: unique-making candidates (their cells shaded); purple: the fewest givens found';
}

// ---- downloads ---------------------------------------------------------------------------

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function downloadDimacs() {
  try {
    const m = await ask('dimacs', 'writing the formula');
    if (m.answer.verdict === 'error') throw new Error(m.answer.message);
    download('puzzle.cnf', m.answer.dimacs, 'text/plain');
  } catch (error) {
    $('progress').textContent = 'DIMACS: ' + error.message;
  }
}

function downloadJson() {
  const answer = {};
  for (const [k, v] of Object.entries(current.answer)) if (!k.startsWith('svg')) answer[k] = v;
  if (current.candidates) answer.candidates = current.candidates;
  if (current.steps) answer.explain = current.steps;
  download('answer.json', JSON.stringify(answer, null, 1) + '\n', 'application/json');
}

function downloadSvg() {
  const svg = $('picture').querySelector('svg');
  if (svg) download('puzzle.svg', new XMLSerializer().serializeToString(svg), 'image/svg+xml');
}

async function copySolution() {
  const text = current.answer.solution || '';
  try {
    await navigator.clipboard.writeText(text);
    $('progress').textContent = 'solution copied';
  } catch (error) {  // no clipboard (not a secure context): select it for Ctrl+C
    const range = document.createRange();
    range.selectNodeContents($('solution'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    $('progress').textContent = 'solution selected: press Ctrl+C';
  }
}

// ---- ?load= ------------------------------------------------------------------------------

// What follows "?load=" in an f-puzzles link, or what follows "sudokupad.app/" in a SudokuPad
// link, as the text of such a link (the library reads both); digits and dots alone as a grid.
function linkFromPayload(payload) {
  if (/^[0-9.]+$/.test(payload)) return payload;
  if (/^(scl|ctc|fpuzzles|fpuz|classic|scf|sudoku\/|\?puzzleid=)/.test(payload)) return 'https://sudokupad.app/' + payload;
  return 'https://www.f-puzzles.com/?load=' + payload;
}

function loadFromAddress() {
  const query = location.search.slice(1);
  const at = query.startsWith('load=') ? 0 : query.indexOf('&load=') + 1;
  if (query === '' || (at === 0 && !query.startsWith('load='))) return false;
  const payload = query.slice(at + 'load='.length).split('&')[0];
  if (!payload) return false;
  $('input').value = linkFromPayload(payload);
  return true;
}

// ---- wiring ------------------------------------------------------------------------------

$('check').addEventListener('click', check);
$('stop').addEventListener('click', stop);
$('input').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) check();
});
$('pencil').addEventListener('change', togglePencil);
$('explain').addEventListener('click', explain);
$('assist').addEventListener('click', assist);
$('step-first').addEventListener('click', () => showStep(1));
$('step-prev').addEventListener('click', () => showStep(current.step - 1));
$('step-next').addEventListener('click', () => showStep(current.step + 1));
$('step-last').addEventListener('click', () => showStep(current.steps.steps.length + 1));
$('download-dimacs').addEventListener('click', downloadDimacs);
$('download-json').addEventListener('click', downloadJson);
$('download-svg').addEventListener('click', downloadSvg);
$('copy-solution').addEventListener('click', copySolution);

// Offline once loaded (sw.js); where service workers are not allowed (a plain http:// host
// other than localhost), the page works as before, online.
if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => {});
startWorker();
ready.catch((error) => setVerdict('error', 'error: ' + error.message));
if (loadFromAddress()) check();
