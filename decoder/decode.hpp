// Our own solver's model -> a solution: the digit of each blank cell and, for Sudominoku, the
// dominoes, read from the variables' values (encoder/vars.hpp numbers them). Answers to an
// exported formula from other solvers are read by external.hpp.
#pragma once
#include <utility>
#include <vector>

#include "encoder/domino.hpp"
#include "encoder/vars.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

// The solution the model encodes for `puzzle`, `value(v)` telling whether variable v
// (1-based) is true (a template, so that the solver's value() is called directly: every model
// of a count goes through here): `givens` (the puzzle's own, or with digits forced by
// propagation added) where they hold a digit, elsewhere the digit whose cell variable is true;
// for Sudominoku the placed dominoes, then each placement whose variable (`placement_vars[i]`,
// meaning `placements[i]`) is true. Checked by check_solution: a model that is no solution
// throws std::logic_error (an encoding bug, never bad input).
template <class Value>
Solution decode_solution(const Puzzle& puzzle, const Grid& givens, const Vars& vars,
                         const Value& value, const std::vector<int>& placement_vars = {},
                         const std::vector<Placement>& placements = {});

// decode_solution's last step: `s` if check_solution accepts it, else std::logic_error.
Solution checked_model(const Puzzle& puzzle, Solution s);

template <class Value>
Solution decode_solution(const Puzzle& puzzle, const Grid& givens, const Vars& vars,
                         const Value& value, const std::vector<int>& placement_vars,
                         const std::vector<Placement>& placements) {
  const int n = givens.shape.n();
  Solution s{givens, {}};
  for (int cell = 0; cell < givens.shape.cells(); ++cell) {
    if (givens.at(cell) != 0) continue;
    for (int d = 1; d <= n; ++d)
      if (value(vars.cell(cell, d))) {
        s.grid.set(cell, d);
        break;
      }
  }
  if (puzzle.is_domino()) {
    s.tiling = puzzle.dominoes->placed;
    for (std::size_t i = 0; i < placement_vars.size(); ++i)
      if (value(placement_vars[i])) s.tiling.push_back(placements[i]);
  }
  return checked_model(puzzle, std::move(s));
}

}  // namespace sudosat
