// Sudominoku (BOJ 4574) as CNF: the Sudoku rules simplified by the givens, plus domino usage.
//
// Placement variables exist only for (adjacent free cell pair, unused domino {a,b},
// orientation) combinations that the givens still allow. Clauses:
//   - every free (non-single, not pre-placed) cell is covered by exactly one placement;
//   - every unused domino is placed exactly once;
//   - a placement forces its two cells' digits (two binary clauses).
// A digit is ruled out of a free cell when a known digit (a given, or one the caller found
// forced) of that value sees it (same row, column or box), and every other digit when the
// cell's own digit is known; placements needing a ruled-out digit are not created.
// Counts are documented in docs/domino.md and asserted in tests/encoder_domino_test.cpp.
#pragma once
#include <optional>
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

// The at-most-one encoding of the "cell covered once" and "domino used once" groups
// (measured faster: see docs/domino.md).
Amo default_domino_amo();

// Encodes a Sudominoku puzzle (puzzle.is_domino()). Cell variables follow Vars; placement
// variables are consecutive fresh auxiliaries, in the order of `placements`. `amo` is for the
// Sudoku groups, `group_amo` (default: default_domino_amo()) for the domino groups.
// Clashing givens give encode_puzzle's formula (with its empty clause) and no placements.
DominoEncoding encode_domino(const Puzzle& puzzle, Vars& vars, Amo amo,
                             std::optional<Amo> group_amo = std::nullopt);

// The same with the digits known in every solution: `digits` holds the puzzle's givens plus
// digits forced by the Sudoku rules (propagate_givens), free cells among them included. The
// Sudoku part is encode_puzzle(digits); placements needing a digit those rule out are not
// created; the free (uncovered) cells are still those blank in puzzle.givens.
DominoEncoding encode_domino(const Puzzle& puzzle, const Grid& digits, Vars& vars, Amo amo,
                             std::optional<Amo> group_amo = std::nullopt);

}  // namespace sudosat
