// A puzzle (givens; for Sudominoku the placed dominoes; for a variant its regions and
// constraints) and its solution.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "shape.hpp"
#include "variant.hpp"

namespace sudosat {

// Digits of an n x n board, row-major; 0 is a blank, 1..n a digit.
struct Grid {
  Shape shape;
  std::vector<std::uint8_t> cells;

  Grid() = default;
  explicit Grid(Shape s) : shape(s), cells(static_cast<std::size_t>(s.cells()), 0) {}
  int at(int cell) const { return cells[static_cast<std::size_t>(cell)]; }
  int at(int r, int c) const { return at(r * shape.n() + c); }
  void set(int cell, int digit) { cells[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit); }
  bool complete() const {  // no blank left
    for (std::uint8_t d : cells)
      if (d == 0) return false;
    return true;
  }
  bool operator==(const Grid& o) const { return shape == o.shape && cells == o.cells; }
  bool operator!=(const Grid& o) const { return !(*this == o); }
  bool operator<(const Grid& o) const { return cells < o.cells; }  // lexicographic, row-major
};

// One domino on the board: digit `digits[k]` stands on cell `cells[k]`.
struct Placement {
  int digits[2];
  int cells[2];
};

// A 9x9 cell's name in Sudominoku notation: row letter, column digit ("A1" .. "I9").
std::string cell_name(int cell);

// Whether 9x9 cells a and b (0..80) share an edge; false for a cell off the board.
bool domino_cells_adjacent(int a, int b);

// A domino's name, smaller half first ("3-7").
std::string domino_name(int a, int b);

// Sudominoku (BOJ 4574) extras; always 9 x 9 with boxes 3 x 3.
struct DominoRules {
  std::vector<Placement> placed;  // dominoes given by the puzzle
  int singles[9];                 // singles[d - 1]: the cell of the single digit d
};

// A variant's grid has the shape of its default regions (Shape{1, n} for a prime n); its
// houses are the rows, the columns and variant->regions, which may differ from the boxes.
struct Puzzle {
  Grid givens;                             // every given digit (dominoes and singles included)
  std::optional<DominoRules> dominoes;     // set for Sudominoku
  std::optional<Variant> variant = {};     // set for variant Sudoku
  bool is_domino() const { return dominoes.has_value(); }
  bool is_variant() const { return variant.has_value(); }
};

struct Solution {
  Grid grid;                       // complete
  std::vector<Placement> tiling;   // Sudominoku only: all 36 dominoes, placed ones first
};

}  // namespace sudosat
