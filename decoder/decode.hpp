// Our own solver's model -> a solution: the digit of each blank cell and, for Sudominoku, the
// dominoes, read from the variables' values (encoder/vars.hpp numbers them). Answers to an
// exported formula from other solvers are read by external.hpp.
#pragma once
#include <functional>
#include <vector>

#include "encoder/domino.hpp"
#include "encoder/vars.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

// A model: the value of variable v (1-based), true or false.
using ModelValue = std::function<bool(int v)>;

// The solution the model encodes for `puzzle`: `givens` (the puzzle's own, or with digits
// forced by propagation added) where they hold a digit, elsewhere the digit whose cell variable
// is true; for Sudominoku the placed dominoes, then each placement whose variable
// (`placement_vars[i]`, meaning `placements[i]`) is true. Checked by check_solution: a model that
// is no solution throws std::logic_error (an encoding bug, never bad input).
Solution decode_solution(const Puzzle& puzzle, const Grid& givens, const Vars& vars,
                         const ModelValue& value, const std::vector<int>& placement_vars = {},
                         const std::vector<Placement>& placements = {});

}  // namespace sudosat
