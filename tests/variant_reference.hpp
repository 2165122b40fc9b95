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

// The cells of the diagonal read from a ring position (f-puzzles' little killer) in direction
// (dr, dc), each -1 or 1; computed here independently of the importer.
std::vector<int> diagonal_from(int n, Outside clue, int dr, int dc);
// The row or column read from a ring position on a side (not a corner).
std::vector<int> line_from(int n, Outside clue);

}  // namespace sudosat::test
