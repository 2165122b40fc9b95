// An independent solution checker: plain loops over the rules, nothing shared with the
// SAT encoding. Tests and the engine use it to verify every grid before it is printed.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "puzzle.hpp"

namespace sudosat {

// The first clash among the givens, e.g. "digit 5 twice in row 3"; empty when none.
// Rows, columns and boxes are numbered from 1 in the message.
std::optional<std::string> find_clash(const Grid& givens);

// Why `solution` does not solve `puzzle` (a blank, a changed given, a repeated digit, or for
// Sudominoku a bad tiling); empty when it does.
std::optional<std::string> check_solution(const Puzzle& puzzle, const Solution& solution);

// Variant part of check_solution (check_variant.cpp): the rows, the columns and the variant's
// regions hold distinct digits, each cell an allowed digit, and every constraint holds. The
// message names the first failure: "killercage 3 (R1C1 R1C2): the digits sum to 12, not 10"
// (constraints numbered from 1 within their kind, cells as f-puzzles writes them).
std::optional<std::string> check_variant(const Puzzle& puzzle, const Grid& grid);

// The constraints of a variant alone on a complete grid of digits 1..n: no row, column, region,
// given or allowed digit is checked (the grid need not be a Latin square). For tests of subsets
// of a puzzle's rules (the setter's assistant's cores). Empty for a classic puzzle.
std::optional<std::string> check_constraints_alone(const Puzzle& puzzle, const Grid& grid);

// The constraints of a variant alone on a complete grid of VALUES, per cell (as
// check_constraints_alone, the puzzle's digit set unused): for tests that enumerate values.
std::optional<std::string> check_constraints_on_values(const Puzzle& puzzle, const std::vector<int>& values);

// The first clash among a variant's givens: a digit twice in a row, column or region, or a
// given its cell does not allow ("digit 5 twice in region 3"); empty when none.
std::optional<std::string> find_variant_clash(const Puzzle& puzzle);

// Sudominoku part of check_solution (domino.cpp): the tiling covers every non-single cell once,
// uses each domino {a,b} once, keeps the placed dominoes, and agrees with the grid.
std::optional<std::string> check_tiling(const Puzzle& puzzle, const Solution& solution);

}  // namespace sudosat
