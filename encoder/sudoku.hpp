// Sudoku rules as CNF, in the "extended" encoding: every cell holds exactly one digit and
// every row, column and box holds every digit exactly once (4 n^2 exactly-one groups of n).
//
// Clause counts with pairwise at-most-one, no givens (V = n^3):
//   per group 1 + n(n-1)/2 clauses;  C = 4 n^2 (1 + n(n-1)/2)
//   4x4: 64 vars, 448 clauses        9x9: 729 vars, 11,988 clauses
//   16x16: 4,096 vars, 123,904       25x25: 15,625 vars, 752,500
// With the sequential ("ladder") at-most-one: per group n-1 extra variables and
// 1 + 3n - 4 clauses (groups of at most 5 literals stay pairwise, so 4x4 is unchanged);
//   9x9: 729 + 2,592 vars, 7,776 clauses    16x16: 4,096 + 15,360 vars, 46,080 clauses
//   25x25: 15,625 + 60,000 vars, 180,000 clauses
// (checked in tests/encoder_test.cpp; docs/encoding.md has the full table).
#pragma once
#include <cstdint>
#include <vector>

#include "cnf.hpp"
#include "model/puzzle.hpp"
#include "vars.hpp"

namespace sudosat {

enum class Amo { Pairwise, Sequential };

// The at-most-one encoding we use for size n: pairwise for all sizes (measured: see
// bench/RESULTS.md).
Amo default_amo(int n);

// Clauses of the Sudoku rules for `shape`, no givens. Aux variables come from `vars`.
Cnf encode_rules(const Shape& shape, Vars& vars, Amo amo);

// The rules simplified by the givens: literals the givens make false are dropped, satisfied
// groups left out, and each given becomes a unit clause. Equisatisfiable with
// encode_rules + givens as units, and every model of it decodes to a solution.
Cnf encode_puzzle(const Grid& givens, Vars& vars, Amo amo);

// ... with every digit outside `candidates[cell]` (bit d-1: digit d; one mask per cell, or
// empty for none) false as well. The candidates must keep every solution's digits (as
// propagate_givens leaves them): the models are then the same solutions, on a smaller formula.
Cnf encode_puzzle(const Grid& givens, const std::vector<std::uint64_t>& candidates, Vars& vars,
                  Amo amo);

// Adds "exactly one of lits" to cnf (at-least-one clause plus at-most-one).
void exactly_one(Cnf& cnf, const std::vector<int>& lits, Vars& vars, Amo amo);
void at_most_one(Cnf& cnf, const std::vector<int>& lits, Vars& vars, Amo amo);

}  // namespace sudosat
