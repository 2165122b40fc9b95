// Sudominoku (BOJ 4574) as CNF: the Sudoku rules simplified by the givens, plus domino usage.
//
// Placement variables exist only for (adjacent free cell pair, unused domino {a,b},
// orientation) combinations that the givens still allow. Clauses:
//   - every free (non-single, not pre-placed) cell is covered by exactly one placement;
//   - every unused domino is placed exactly once;
//   - a placement forces its two cells' digits (two binary clauses).
// Counts are documented and asserted in docs/encoding.md and tests/encoder_domino_test.cpp.
#pragma once
#include <vector>

#include "cnf.hpp"
#include "model/puzzle.hpp"
#include "sudoku.hpp"

namespace sudosat {

struct DominoEncoding {
  Cnf cnf;                              // Sudoku rules with givens, and the domino rules
  std::vector<int> placement_vars;      // variable of each candidate placement
  std::vector<Placement> placements;    // placements[i] is what placement_vars[i] means
};

// Encodes a Sudominoku puzzle (puzzle.is_domino()). Cell variables follow Vars; placement
// variables are fresh auxiliaries, in the order of `placements`.
DominoEncoding encode_domino(const Puzzle& puzzle, Vars& vars, Amo amo);

}  // namespace sudosat
