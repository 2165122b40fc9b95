// Test-only Sudominoku helpers, independent of the SAT pipeline: a random puzzle generator and
// a plain backtracking solver in the style of the judge solutions. Also used by bench/domino.
#pragma once
#include <random>
#include <string>
#include <vector>

#include "model/puzzle.hpp"

namespace sudosat::test {

// A complete Sudominoku: a full grid, its singles and a tiling using each domino once.
struct DominoBoard {
  Grid grid;
  int singles[9];
  std::vector<Placement> tiling;  // 36 placements
};

// A complete board found by randomized search (grid and tiling together; about a second).
DominoBoard search_board(std::mt19937& rng);

// A random board: one of two boards found once per process by search_board (fixed seed),
// under a random digit relabelling and a random symmetry of the square.
DominoBoard random_board(std::mt19937& rng);

// The puzzle revealing the singles and `n` random dominoes of `board` (0 <= n <= 36).
Puzzle reveal(const DominoBoard& board, int n, std::mt19937& rng);

// BOJ 4574 text for one puzzle (without the final "0").
std::string domino_text(const Puzzle& puzzle);

struct DominoSearch {
  std::vector<Grid> grids;  // distinct solution grids found, sorted; all of them if !limit_hit
  bool limit_hit = false;   // stopped after `limit` distinct grids
  long long nodes = 0;
};

// Plain backtracking: cells row-major, each uncovered cell gets a domino to its right or below.
// Collects distinct grids (tilings of the same grid count once), up to `limit`.
DominoSearch domino_backtrack(const Puzzle& puzzle, int limit);

// The first solution in the backtracking order (the judge solutions' answer), or empty.
bool domino_first(const Puzzle& puzzle, Grid& out);

}  // namespace sudosat::test
