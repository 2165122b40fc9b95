#include "decode.hpp"

#include <stdexcept>

#include "model/check.hpp"

namespace sudosat {

Solution decode_solution(const Puzzle& puzzle, const Grid& givens, const Vars& vars,
                         const ModelValue& value, const std::vector<int>& placement_vars,
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
  if (auto why = check_solution(puzzle, s))
    throw std::logic_error("internal error: the SAT model is not a solution: " + *why);
  return s;
}

}  // namespace sudosat
