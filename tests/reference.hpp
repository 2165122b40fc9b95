// Test-only references, independent of the SAT pipeline.
#pragma once
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "model/puzzle.hpp"

namespace sudosat::test {

// Plain row-major backtracking, digits in increasing order: solutions come out in
// lexicographic order, so the first one is the lexicographically smallest. Returns at most
// `limit` solutions.
std::vector<Grid> backtrack(const Grid& givens, int limit);

// A uniformly shuffled complete grid of the given shape.
Grid random_full_grid(const Shape& shape, std::mt19937& rng);

// `full` with each cell blanked with probability `blank` (0..1).
Grid random_puzzle(const Grid& full, double blank, std::mt19937& rng);

// A puzzle made unsolvable or at least changed: a given changed to another digit, or a wrong
// digit written into a blank cell (clashing or not, whatever the dice say).
Grid tamper(Grid g, std::mt19937& rng);

// A batch of random puzzles of one shape: `puzzles` of them, each with a blank ratio drawn
// uniformly from [blank_lo, blank_hi).
struct RandomPlan {
  Shape shape;
  double blank_lo, blank_hi;
  int puzzles;
};

// One puzzle of the plan: the blank ratio is drawn first, then the full grid and the blanks.
Grid random_puzzle(const RandomPlan& plan, std::mt19937& rng);

// Parses an 81-symbol (or n^2-symbol) line into a grid with the default shape.
Grid grid_from_line(const std::string& line);
std::string line_from_grid(const Grid& g);

}  // namespace sudosat::test

#include <catch2/catch.hpp>

namespace Catch {
// Grids print as their line-format text with the box shape, so failures are readable.
template <>
struct StringMaker<sudosat::Grid> {
  static std::string convert(const sudosat::Grid& g) {
    return sudosat::test::line_from_grid(g) + " (" + sudosat::to_string(g.shape) + ")";
  }
};
}  // namespace Catch
