#!/usr/bin/env node
// Builds the SudokuPad development corpus in this directory from our f-puzzles inputs, with
// SudokuPad's own f-puzzles converter (SudokuPad/sudokutools, MPL-2.0). Run by hand only; the
// build and the tests never run it. No sudokutools code is copied here: the converter is
// loaded at run time from an extracted sudokutools `src/` directory. See README.md.
//
//   node tests/data/sudokupad/make_corpus.js <sudokutools/src> <output dir>
//
// Optional cross-check: when the npm package lz-string can be required (e.g. with
// NODE_PATH=/tmp/lz/node_modules), every link is also compressed with
// LZString.compressToBase64 and must be byte-identical to the converter's own codec.
'use strict';
const fs = require('fs');
const path = require('path');

const [srcDir, outDir] = process.argv.slice(2);
if (!srcDir || !outDir) {
  console.error('usage: node make_corpus.js <sudokutools/src> <output dir>');
  process.exit(2);
}

// SudokuPad's components, as sudokutools' own node scripts load them
// (src/rulesparser/testrulesparser.js): md5Digest is a global the converter calls for the id.
global.md5Digest = require(path.resolve(srcDir, 'md5digest.js'));
global.PuzzleZipper = require(path.resolve(srcDir, 'puzzlezipper_lib.js'));
const loadFPuzzle = require(path.resolve(srcDir, 'fpuzzlesdecoder.js'));
const PuzzleZipper = global.PuzzleZipper;
let LZString = null;
try { LZString = require('lz-string'); } catch (err) { /* cross-check skipped */ }

const inDir = path.resolve(__dirname, '../fpuzzles');
const URL_ROOT = 'https://sudokupad.app/';
const MAX_JSON_BYTES = 40 * 1024;

// One canonical sentence per f-puzzles key, for puzzles without a ruleset. Table order is the
// sentence order; keys sharing a sentence (size/grid, diagonal+/-) give it once.
const SENTENCES = [
  [['size', 'grid'], 'Normal sudoku rules apply.'],
  [['killercage'], 'Digits in cages must sum to the small clue in the top left corner of the cage. Digits cannot repeat within a cage.'],
  [['thermometer'], 'Digits along thermometers increase from the bulb end.'],
  [['arrow'], 'Digits along an arrow sum to the digit in its circle.'],
  [['difference'], 'Cells separated by a white dot contain consecutive digits.'],
  [['ratio'], 'Cells separated by a black dot contain digits in a 1:2 ratio.'],
  [['xv'], 'Cells separated by an X sum to 10. Cells separated by a V sum to 5.'],
  [['odd'], 'A cell with a grey circle must contain an odd digit.'],
  [['even'], 'A cell with a grey square must contain an even digit.'],
  [['littlekillersum'], 'Clues outside the grid give the sum of the digits along the indicated diagonal.'],
  [['sandwichsum'], 'Clues outside the grid give the sum of the digits sandwiched between the 1 and the 9 in that row or column.'],
  [['palindrome'], 'Grey lines are palindromes: they read the same in both directions.'],
  [['antiknight'], "Cells a knight's move apart cannot contain the same digit."],
  [['antiking'], "Cells a king's move apart cannot contain the same digit."],
  [['nonconsecutive'], 'Orthogonally adjacent cells cannot contain consecutive digits.'],
  [['diagonal+', 'diagonal-'], 'Digits cannot repeat on the marked diagonals.'],
  [['extraregion'], 'Digits cannot repeat in a shaded extra region.'],
  [['betweenline'], 'Digits on a line between two circles must be strictly between the digits in the circles.'],
  [['slowthermometer'], 'Digits along a slow thermometer increase or stay the same from the bulb end.'],
  [['renban'], 'Purple lines contain a set of non-repeating consecutive digits in any order.'],
  [['whispers'], 'Adjacent digits along green lines differ by at least 5.'],
];
// Keys that are metadata, not constraints: never need a sentence.
const META_KEYS = new Set(['title', 'author', 'ruleset', 'solution']);

const hasRuleset = fp => typeof fp.ruleset === 'string' && !['', '-'].includes(fp.ruleset.trim());

const buildRuleset = fp => {
  const keys = Object.keys(fp);
  const sentences = SENTENCES.filter(([ks]) => ks.some(k => keys.includes(k))).map(([, s]) => s);
  const known = new Set(SENTENCES.flatMap(([ks]) => ks));
  const unknown = keys.filter(k => !known.has(k) && !META_KEYS.has(k));
  return {ruleset: sentences.join(' '), unknown};
};

// Readable JSON: one line per top-level key, one line per element of top-level arrays
// (and per row of "cells"), each element in compact JSON.
const prettyPuzzle = puzzle => {
  const lines = ['{'];
  const keys = Object.keys(puzzle);
  keys.forEach((key, i) => {
    const comma = i + 1 < keys.length ? ',' : '';
    const val = puzzle[key];
    if (Array.isArray(val) && val.length > 0) {
      lines.push(`  ${JSON.stringify(key)}: [`);
      val.forEach((el, j) => lines.push(`    ${JSON.stringify(el)}${j + 1 < val.length ? ',' : ''}`));
      lines.push(`  ]${comma}`);
    } else if (val && typeof val === 'object' && !Array.isArray(val)) {
      const sub = Object.keys(val);
      lines.push(`  ${JSON.stringify(key)}: {`);
      sub.forEach((k, j) => lines.push(`    ${JSON.stringify(k)}: ${JSON.stringify(val[k])}${j + 1 < sub.length ? ',' : ''}`));
      lines.push(`  }${comma}`);
    } else {
      lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(val)}${comma}`);
    }
  });
  lines.push('}');
  return lines.join('\n') + '\n';
};

// Inputs: public test vectors (sorted by file name), then our own puzzles (file order).
const inputs = [];
for (const f of fs.readdirSync(path.join(inDir, 'public')).filter(f => f.endsWith('.txt')).sort()) {
  const payload = fs.readFileSync(path.join(inDir, 'public', f), 'utf8').split('\n')[0].trim();
  inputs.push({name: f.replace(/\.txt$/, ''), source: `public/${f}`, payload});
}
for (const line of fs.readFileSync(path.join(inDir, 'own', 'puzzles.tsv'), 'utf8').split('\n')) {
  if (line.trim() === '' || line.startsWith('#')) continue;
  const [name, payload] = line.split('\t');
  inputs.push({name, source: `own/${name}`, payload: payload.trim()});
}

fs.mkdirSync(path.join(outDir, 'converted'), {recursive: true});
const tsv = [], failed = [], summary = [];
let lzChecked = 0;
const quoted = [];
const origError = console.error;

for (const input of inputs) {
  try {
    const fpuzzle = JSON.parse(loadFPuzzle.decompressPuzzle(input.payload));
    let payload = input.payload, added = null;
    if (!hasRuleset(fpuzzle)) {
      added = buildRuleset(fpuzzle);
      fpuzzle.ruleset = added.ruleset;
      payload = loadFPuzzle.compressPuzzle(JSON.stringify(fpuzzle));
    }
    // Called the way SudokuPad's loadPuzzle calls it: on the lz-string payload (which also
    // makes the id "fpuzzle" + md5(payload)). Features without a parser are dropped silently
    // by the converter; log them (logUnsupported) and collect them here.
    const dropped = [];
    loadFPuzzle.logUnsupported = true;
    console.error = (msg, feature, ...rest) =>
      (msg === 'Unsupported feature:' ? dropped.push(feature) : origError(`${input.name}:`, msg, feature, ...rest));
    let puzzle;
    try { puzzle = loadFPuzzle.parseFPuzzle(payload); } finally { console.error = origError; }
    const json = JSON.stringify(puzzle);
    const zipped = PuzzleZipper.zip(json);
    const ctc = loadFPuzzle.compressPuzzle(json);
    const scl = loadFPuzzle.compressPuzzle(zipped);
    if (LZString) {
      if (LZString.compressToBase64(json) !== ctc || LZString.compressToBase64(zipped) !== scl) {
        throw new Error('lz-string and the converter codec disagree');
      }
      if (LZString.decompressFromBase64(scl) !== zipped) throw new Error('lz-string round trip failed');
      lzChecked++;
    }
    // PuzzleZipper must give back the same puzzle, up to what zip drops on purpose
    // (empty arrays) and turns into numbers (integer strings).
    // PuzzleZipper also writes every double quote inside a string as a single quote (and
    // reads U+2019 back as a single quote): compare modulo that, and say where it happened.
    if (/\\"|\u2019/.test(json)) quoted.push(input.name);
    const normal = JSON.stringify(JSON.parse(json), (k, v) =>
      (typeof v === 'string' && String(parseInt(v)) === v) ? parseInt(v)
        : typeof v === 'string' ? v.replace(/["\u2019]/g, "'") : v);
    const back = JSON.parse(PuzzleZipper.unzip(zipped));
    const strip = o => JSON.stringify(o, (k, v) => {
      if (Array.isArray(v)) return v.length === 0 && k !== '' ? undefined : v;
      if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map(x => [x, v[x]]));
      return v;
    });
    if (strip(JSON.parse(normal)) !== strip(back)) {
      origError(`note: ${input.name}: PuzzleZipper.unzip(zip(json)) differs from json`);
    }
    tsv.push([input.name, input.source, `${URL_ROOT}scl${scl}`, `${URL_ROOT}ctc${ctc}`].join('\t'));
    const pretty = prettyPuzzle(puzzle);
    const jsonFile = path.join(outDir, 'converted', `${input.name}.json`);
    if (Buffer.byteLength(pretty) <= MAX_JSON_BYTES) fs.writeFileSync(jsonFile, pretty);
    else if (fs.existsSync(jsonFile)) fs.unlinkSync(jsonFile);
    const solCage = (puzzle.cages || []).find(c => typeof c.value === 'string' && c.value.startsWith('solution: '));
    summary.push({
      name: input.name,
      source: input.source,
      fpSolution: Array.isArray(fpuzzle.solution),
      stored: solCage ? solCage.value.slice('solution: '.length) : '',
      added,
      dropped,
      json: Buffer.byteLength(pretty) <= MAX_JSON_BYTES ? `${Buffer.byteLength(pretty)}` : `skipped (${Buffer.byteLength(pretty)} bytes)`,
    });
  } catch (err) {
    failed.push(`${input.name} (${input.source}): ${err && err.message}`);
  }
}

fs.writeFileSync(path.join(outDir, 'converted.tsv'), tsv.map(l => l + '\n').join(''));

// Report on stdout (README.md quotes it).
console.log(`puzzles: ${inputs.length}, converted: ${tsv.length}, failed: ${failed.length}`);
console.log(LZString ? `lz-string cross-check: ${lzChecked} puzzles identical` : 'lz-string not found: cross-check skipped');
failed.forEach(f => console.log(`FAILED ${f}`));
console.log(`strings with a double quote or U+2019, which PuzzleZipper.unzip gives back as a single quote (scl only): ${quoted.join(', ') || '-'}`);
console.log('\n| name | f-puzzles "solution" | converter\'s "solution:" cage | ruleset added (keys without a sentence) | dropped by the converter | .json bytes |');
console.log('|---|---|---|---|---|---|');
for (const s of summary) {
  const added = s.added ? `yes${s.added.unknown.length ? ` (${s.added.unknown.join(', ')})` : ''}` : 'no';
  console.log(`| ${s.name} | ${s.fpSolution ? 'yes' : 'no'} | ${s.stored ? '`' + s.stored + '`' : '-'} | ${added} | ${s.dropped.join(', ') || '-'} | ${s.json} |`);
}
const rulesets = new Map();
for (const s of summary) if (s.added) rulesets.set(s.name, s.added.ruleset);
console.log('\nRulesets added:');
for (const [name, r] of rulesets) console.log(`- ${name}: ${r}`);
