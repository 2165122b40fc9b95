// Pictures: a puzzle (and its solution) as an SVG document, drawn the way f-puzzles.com draws.
#pragma once
#include <string>
#include <vector>

#include "model/puzzle.hpp"

namespace sudosat {

// A mark drawn over the puzzle (`sudosat render --explain-step`): a cell shaded, or a digit
// written in a colour, large as a placed digit or small at its place in the cell (a pencil
// mark). Colours are SVG colours ("#ffe08a").
struct SvgMark {
  int cell = 0;         // 0-based, row-major
  int digit = 0;        // 0: shade the cell; else 1..n, drawn as its value under the puzzle's
                        // digit set (Variant::digits) and placed, small, by its index
  bool small = false;   // the digit as a pencil mark
  std::string colour;
};

struct SvgOptions {
  int cell = 48;     // pixels per cell; the picture is cell * (n + 2) pixels square (a margin
                     // of one cell on every side, where outside clues stand)
  bool title = true; // write the variant's title and author above the grid when set (and no
                     // outside clue stands there)
  std::vector<SvgMark> marks;  // shades under the grid lines and the variant's marks, digits
                               // (class "mark", data-cell) over a cell without a digit
};

// The SVG document (UTF-8 text, starting "<?xml") of `puzzle`: the grid with thick borders
// around boxes or irregular regions, the givens in black, and with `solution` (null: none) the
// other digits in blue; Sudominoku's dominoes as tiles (the placed ones, or with a solution
// every one); a variant's marks (cages with sums, thermometers, arrows, dots, XV, lines,
// outside clues, ...), and options.marks. The picture is width = height = svg_size(puzzle,
// options) pixels. With a digit set (docs/variants.md, "Digit sets") every digit is drawn as
// its value (digit 1 of 0-8 as "0"). Throws std::invalid_argument for a mark outside the grid or its digits.
std::string to_svg(const Puzzle& puzzle, const Solution* solution = nullptr,
                   const SvgOptions& options = {});

// The width (= height) in pixels of to_svg's picture.
int svg_size(const Puzzle& puzzle, const SvgOptions& options = {});

}  // namespace sudosat
