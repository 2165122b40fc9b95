// A bounded depth-first search over candidate bitmasks for classic Sudoku (no variants, no
// Sudominoku): the fast path the Engine tries before CaDiCaL.
//
// Each node holds a candidate mask per cell (bit d-1: digit d, so n up to 64) and is settled
// by the same reasoning as engine/propagate.hpp, i.e. unit propagation on the extended
// encoding:
//   naked singles   a cell with one candidate gets it, which rules it out of the cell's peers;
//   hidden singles  a digit with one place left in a row, column or box goes there;
//   locked candidates (optional) when a digit's places in a box all lie in one row (column),
//                   it leaves the rest of that row (column), and the other way round;
//   matching        (optional) all-different filtering of every row, column and box
//                   (engine/alldiff.hpp): a candidate that stands in no filling of its house
//                   is ruled out. Far stronger on large grids, where it makes the row-major
//                   search almost backtrack-free on empty and sparse grids (the smallest
//                   answer of the empty 64x64 in about 3,400 branches).
// A node fails when a cell has no candidate or a digit has no place in a unit. Otherwise the
// search branches on one open cell, one child per candidate digit, in increasing order.
//
// Exact, by construction: the children of a node split its solutions by the digit of the
// branching cell, and the reasoning only ever removes candidates that no solution of the node
// uses. Hence
//   - every solution is found once, so counting up to a limit is exact;
//   - with SearchOrder::RowMajor the branching cell is the first open cell in row-major order,
//     so every cell before it is filled and equal in all solutions below the node: the
//     children's solutions come in increasing lexicographic order, and so do the solutions
//     the search reports. The first one is the lexicographically smallest.
//   - SearchOrder::Fewest branches on an open cell with the fewest candidates (the first such
//     cell): usually far fewer nodes, solutions in no particular order.
// The search gives up, deciding nothing, after `node_budget` branches; the caller then goes
// to the SAT solver (docs/encoding.md, "The search fast path").
// A 9x9 grid with 3x3 boxes (without `matching`) is searched on digit bitboards instead, with
// the same contract and stronger reasoning (engine/bands9.hpp).
#pragma once
#include <cstdint>
#include <vector>

#include "model/puzzle.hpp"

namespace sudosat {

enum class SearchOrder { Fewest, RowMajor };

struct FastSearchOptions {
  SearchOrder order = SearchOrder::Fewest;
  long long node_budget = 10000;  // branches before giving up
  bool rules_budget = true;  // variant search: the budget scaled as the rules ask (global entropy:
                             // none); false, exactly node_budget (the tests of the search)
  bool locked_candidates = false;
  bool matching = false;
};

struct FastSearchResult {
  bool complete = false;        // false: the budget ran out before the search ended
  std::vector<Grid> solutions;  // when complete: the first min(limit, all) solutions
                                // (RowMajor: the smallest ones, in increasing order)
  long long nodes = 0;          // branches taken
};

// Searches `givens` (any shape with n <= 64; clashing givens have no solution) for up to
// `limit` >= 1 solutions as described above.
FastSearchResult fast_search(const Grid& givens, int limit, const FastSearchOptions& options);

}  // namespace sudosat
