// An independent solution checker: plain loops over the rules, nothing shared with the
// SAT encoding. Tests and the decoder use it to verify every grid before it is printed.
#pragma once
#include <optional>
#include <string>

#include "puzzle.hpp"

namespace sudosat {

// The first clash among the givens, e.g. "digit 5 twice in row 3"; empty when none.
// Rows, columns and boxes are numbered from 1 in the message.
std::optional<std::string> find_clash(const Grid& givens);

// Why `solution` does not solve `puzzle` (a blank, a changed given, a repeated digit, or for
// Sudominoku a bad tiling); empty when it does.
std::optional<std::string> check_solution(const Puzzle& puzzle, const Solution& solution);

// Sudominoku part of check_solution (domino.cpp): the tiling covers every non-single cell once,
// uses each domino {a,b} once, keeps the placed dominoes, and agrees with the grid.
std::optional<std::string> check_tiling(const Puzzle& puzzle, const Solution& solution);

}  // namespace sudosat
