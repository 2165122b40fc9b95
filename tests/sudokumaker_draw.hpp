// Test-only: a sudosat puzzle drawn the way SudokuMaker exports puzzles to SudokuPad
// (docs/sudokupad.md, "SudokuMaker"), with a rules text of one canonical sentence per kind
// (docs/rules-sentences.md). Our own code, written from what SudokuMaker's exports hold; it is a
// development corpus for the SudokuPad reader, not part of the library.
#pragma once
#include <string>

#include "model/puzzle.hpp"

namespace sudosat::test {

struct SudokuMakerDrawing {
  std::string json;       // the SudokuPad puzzle JSON, as a `ctc`/`scl` payload carries it
  std::string not_drawn;  // when json is empty: why (a kind SudokuMaker has no drawing for)
};

// The puzzle as SudokuMaker would export it: metadata (source "Sudoku Maker ...", title,
// author, rules, solution, the rule flags antiknight / antiking), cells, regions, cages,
// lines, arrows, overlays and underlays with SudokuMaker's sizes and colours. Kinds that
// SudokuMaker has no constraint for (digital root cages, box indexers, restricted candidates)
// are not drawn: `not_drawn` names the first. Wording 0 states each kind's rule in its one
// canonical sentence; 1, 2, ... in other wordings of our own where the drawer has them.
SudokuMakerDrawing draw_sudokumaker(const Puzzle& puzzle, int wording = 0);

// SudokuPad JSON shortened as SudokuPad's PuzzleZipper does (the inverse of unzip_sudokupad,
// formats/sudokupad.hpp): short keys bare, strings in '...', true/false as t/f, "#RRGGBB" colours
// without '#', empty objects in lists left out. Empty lists must not occur (PuzzleZipper drops
// them; draw_sudokumaker writes none), and no string may hold '"'.
std::string zip_sudokupad(const std::string& json);

}  // namespace sudosat::test
