#!/usr/bin/env node
// Builds tests/data/sudokupad/issue45.tsv: puzzles of issue 45's kinds drawn the way a setter
// draws them on f-puzzles (which has none of them: cosmetic text, circles, lines and cages; an
// xv entry of another sum, sudosat's own), converted by SudokuPad's own f-puzzles converter
// (SudokuPad/sudokutools, MPL-2.0, loaded at run time as make_corpus.js loads it; no code of it
// is copied here). Run by hand only; the build and the tests never run it.
//
//   node tests/data/sudokupad/make_issue45.js <sudokutools/src> > tests/data/sudokupad/issue45.tsv
//
// Each line: name, the `scl` link (PuzzleZipper's JSON, lz-string), and what it must read as:
// the f-puzzles JSON of the puzzle with sudosat's own keys, or "refused" (the test pins the
// message).
'use strict';
const path = require('path');

const [srcDir] = process.argv.slice(2);
if (!srcDir) {
  console.error('usage: node make_issue45.js <sudokutools/src>');
  process.exit(2);
}
global.md5Digest = require(path.resolve(srcDir, 'md5digest.js'));
global.PuzzleZipper = require(path.resolve(srcDir, 'puzzlezipper_lib.js'));
const loadFPuzzle = require(path.resolve(srcDir, 'fpuzzlesdecoder.js'));

// A 4x4 grid without givens (solution: 1234 / 3412 / 2143 / 4321).
const grid = () => Array.from({length: 4}, () => Array.from({length: 4}, () => ({})));
const base = ruleset => ({size: 4, title: 'issue 45', author: 'sudosat tests', ruleset, grid: grid()});
const text = (cells, value, angle) => Object.assign({cells, value, fontC: '#000000', size: 1}, angle ? {angle} : {});
const circle = (cells, value, baseC, outlineC, size) =>
  ({cells, value, baseC, outlineC, fontC: '#000000', width: size, height: size});
const line = (cells, outlineC) => ({lines: [cells], outlineC, width: 0.25});
const cage = (cells, value) => ({cells, value, outlineC: '#187BCD', fontC: '#187BCD'});

const CASES = [
  // read
  ['inequality-signs', Object.assign(base('Normal sudoku rules apply. Inequality signs.'), {
    text: [text(['R1C1', 'R1C2'], '<'), text(['R3C3', 'R3C4'], '>'), text(['R1C4', 'R2C4'], '\u02C5'),
           text(['R3C1', 'R4C1'], '<', 90)],
  }), {greaterthan: [{cells: ['R1C2', 'R1C1']}, {cells: ['R3C3', 'R3C4']}, {cells: ['R1C4', 'R2C4']}, {cells: ['R4C1', 'R3C1']}]}],
  ['counting-circles', Object.assign(base('Normal sudoku rules apply. Counting circles.'), {
    circle: [circle(['R1C1'], '', '#FFFFFF', '#E03030', 0.8), circle(['R1C2'], '', '#FFFFFF', '#E03030', 0.8),
             circle(['R2C4'], '', '#FFFFFF', '#E03030', 0.8)],
  }), {countingcircles: [{cells: ['R1C1', 'R1C2', 'R2C4']}]}],
  ['sequence-line', Object.assign(base('Normal sudoku rules apply. Green lines are sequence lines.'), {
    line: [line(['R1C1', 'R1C2', 'R1C3'], '#60C060')],
  }), {sequenceline: [{lines: [['R1C1', 'R1C2', 'R1C3']]}]}],
  ['ten-lines', Object.assign(base('Normal sudoku rules apply. Yellow lines are 10 lines.'), {
    line: [line(['R1C4', 'R2C4', 'R3C4', 'R4C4'], '#E0D000'), line(['R2C1', 'R2C2', 'R2C3', 'R2C4'], '#E0D000')],
  }), {segmentsumline: [{lines: [['R1C4', 'R2C4', 'R3C4', 'R4C4']]}, {lines: [['R2C1', 'R2C2', 'R2C3', 'R2C4']]}]}],
  ['sum-dots', Object.assign(base('Normal sudoku rules apply. Sum dots.'), {
    xv: [{cells: ['R1C3', 'R1C4'], value: '7'}],  // sudosat's own: the converter shows the number
    circle: [circle(['R3C1', 'R3C2'], '3', '#FFFFFF', '#000000', 0.3)],
  }), {xv: [{cells: ['R3C1', 'R3C2'], value: '3'}, {cells: ['R1C3', 'R1C4'], value: '7'}]}],  // as drawn: circles first
  ['sum-cages', Object.assign(base('Normal sudoku rules apply. Digits in cages may repeat and sum to the clue.'), {
    cage: [cage(['R3C2', 'R4C2'], '4'), cage(['R1C1', 'R2C2'], '5')],
  }), {sumcage: [{cells: ['R3C2', 'R4C2'], value: '4'}, {cells: ['R1C1', 'R2C2'], value: '5'}]}],
  // refused
  ['inequality-sign-turned', Object.assign(base('Normal sudoku rules apply. Inequality signs.'), {
    text: [text(['R1C1', 'R1C2'], '<', 45)],
  }), null],
  ['sum-dot-or-white-dot', Object.assign(base('Normal sudoku rules apply. Sum dots. Cells separated by a white dot contain consecutive digits.'), {
    circle: [circle(['R3C1', 'R3C2'], '3', '#FFFFFF', '#000000', 0.3)],
  }), null],
  ['counting-circles-two-colours', Object.assign(base('Normal sudoku rules apply. Counting circles.'), {
    circle: [circle(['R1C1'], '', '#FFFFFF', '#E03030', 0.8), circle(['R2C4'], '', '#FFFFFF', '#3070E0', 0.8)],
  }), null],
  ['cage-killer-or-sum', Object.assign(base('Normal sudoku rules apply. Killer cages. Sum cages.'), {
    cage: [cage(['R3C2', 'R4C2'], '4')],
  }), null],
];

for (const [name, fpuzzle, source] of CASES) {
  const puzzle = loadFPuzzle.parseFPuzzle(loadFPuzzle.compressPuzzle(JSON.stringify(fpuzzle)));
  const scl = loadFPuzzle.compressPuzzle(PuzzleZipper.zip(JSON.stringify(puzzle)));
  const expected = source ? JSON.stringify(Object.assign({size: 4, grid: grid()}, source)) : 'refused';
  console.log([name, `https://sudokupad.app/scl${scl}`, expected].join('\t'));
}
