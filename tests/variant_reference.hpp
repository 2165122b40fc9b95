// Test-only references for variant puzzles, independent of the SAT pipeline: a brute-force
// enumerator whose only knowledge of the constraints is the independent checker, and random
// instances of every constraint kind.
#pragma once
#include <random>
#include <vector>

#include "model/puzzle.hpp"

namespace sudosat::test {

// Every solution of a variant puzzle, in lexicographic order, at most `limit`: row-major
// backtracking that prunes on the givens, allowed digits and distinct rows, columns and
// regions only; each complete grid is then accepted or not by check_solution alone.
std::vector<Grid> variant_solutions(const Puzzle& puzzle, int limit);

// A variant puzzle of size n with the given region labels, no givens and no constraints.
Puzzle blank_variant(int n, const std::vector<int>& regions);

// A random complete grid respecting the rows, columns and regions of `puzzle` (uniform enough
// for tests: a shuffled backtracking search).
Grid random_solution(const Puzzle& puzzle, std::mt19937& rng);

// How many kinds there are, and a random instance of kind `kind` (its index in Constraint)
// for the puzzle's size. With `fits` set, the instance is drawn until the independent
// checker accepts `solution` with it (up to 200 tries; then the last one drawn is returned).
int constraint_kinds();
Constraint random_constraint(int kind, const Puzzle& puzzle, const Grid& solution, bool fits,
                             std::mt19937& rng);

// Digit sets (Variant::digits), on VALUES: every grid of values from `values` (increasing,
// n of them) with distinct values in each row, column and region, the puzzle's givens read
// as the values `given_values` holds per cell (-1: blank), that the independent checker's
// rules accept on the values themselves (check_constraints_on_values: the puzzle's own
// digit set is never used), in lexicographic order of values, at most `limit`.
std::vector<std::vector<int>> value_solutions(const Puzzle& puzzle, const std::vector<int>& values,
                                              const std::vector<int>& given_values, int limit);
// A random instance of kind `kind` for a grid of VALUES (`solution` holds values, as a Grid's
// bytes); with `fits`, drawn until the checker accepts it on those values (up to 200 tries).
Constraint random_constraint_on_values(int kind, const Puzzle& puzzle, const Grid& solution, bool fits,
                                       std::mt19937& rng);

// The cells of the diagonal read from a ring position (f-puzzles' little killer) in direction
// (dr, dc), each -1 or 1; computed here independently of the importer.
std::vector<int> diagonal_from(int n, Outside clue, int dr, int dc);
// The row or column read from a ring position on a side (not a corner).
std::vector<int> line_from(int n, Outside clue);

// The constraints in the order `order` gives (indices into `constraints`, each at most once).
// Tests reorder constraints through this, never with std::sort, std::shuffle or std::swap on
// them: swapping a variant of ~64 kinds instantiates 64 x 64 cases, which cost a test file
// 30 s to compile (75 s with the sanitizers).
std::vector<Constraint> reordered(const std::vector<Constraint>& constraints, const std::vector<std::size_t>& order);

}  // namespace sudosat::test
