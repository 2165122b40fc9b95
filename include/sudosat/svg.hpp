// Pictures: a puzzle (and its solution) as an SVG document, drawn the way f-puzzles.com draws.
#pragma once
#include <string>

#include "model/puzzle.hpp"

namespace sudosat {

struct SvgOptions {
  int cell = 48;     // pixels per cell; the picture is cell * (n + 2) pixels square (a margin
                     // of one cell on every side, where outside clues stand)
  bool title = true; // write the variant's title and author above the grid when set (and no
                     // outside clue stands there)
};

// The SVG document (UTF-8 text, starting "<?xml") of `puzzle`: the grid with thick borders
// around boxes or irregular regions, the givens in black, and with `solution` (null: none) the
// other digits in blue; Sudominoku's dominoes as tiles (the placed ones, or with a solution
// every one); a variant's marks (cages with sums, thermometers, arrows, dots, XV, lines,
// outside clues, ...). The picture is width = height = svg_size(puzzle, options) pixels.
std::string to_svg(const Puzzle& puzzle, const Solution* solution = nullptr,
                   const SvgOptions& options = {});

// The width (= height) in pixels of to_svg's picture.
int svg_size(const Puzzle& puzzle, const SvgOptions& options = {});

}  // namespace sudosat
