#include "decode.hpp"

#include <stdexcept>

#include "model/check.hpp"

namespace sudosat {

Solution checked_model(const Puzzle& puzzle, Solution s) {
  if (auto why = check_solution(puzzle, s))
    throw std::logic_error("internal error: the SAT model is not a solution: " + *why);
  return s;
}

}  // namespace sudosat
