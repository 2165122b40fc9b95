#include "lexmin.hpp"

#include <utility>

namespace sudosat {

LexminSession::Result descend_to_smallest(LexminSession& s, const Grid& givens, Solution& best) {
  // First any other solution: a single blocking constraint, cheap to add and to search under.
  // With two, keep the smaller and go on below.
  LexminSession::Result r = s.another(best.grid);
  if (r != LexminSession::Sat) return r;
  Solution other = s.model();
  if (other.grid < best.grid) best = std::move(other);
  // Several solutions: fix the blank cells in row-major order, each to its smallest digit.
  // With the cells before it held at their (already minimal) digits, ask for a smaller digit
  // in this cell; a model is a smaller solution to go on from, Unsat proves this cell minimal.
  // Most of these calls are settled by propagation alone; on 25x25 puzzles with many solutions
  // this measured faster than descending with a "smaller than the last model" constraint
  // (docs/performance.md, "Constants and options"). Cells `givens` fixes hold the same digit in every solution.
  for (int cell = 0; cell < givens.shape.cells() && r != LexminSession::Unknown; ++cell) {
    if (givens.at(cell) != 0) continue;
    while (best.grid.at(cell) > 1) {
      r = s.smaller(best.grid, cell);
      if (r != LexminSession::Sat) break;
      best = s.model();
    }
  }
  return r;
}

}  // namespace sudosat
