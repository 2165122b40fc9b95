// Randomized cross-check of the Sudominoku engine against the plain backtracking reference
// (tests/domino_reference.cpp): lexmin grid, first solution, distinct-grid counts, no solution.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "engine/engine.hpp"
#include "domino_reference.hpp"
#include "model/check.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

constexpr int kLimit = 30;  // distinct grids counted by both sides

// Compares the engine with the reference on one puzzle; returns the reference's grid count.
int cross_check(Engine& engine, const Puzzle& p) {
  const test::DominoSearch ref = test::domino_backtrack(p, kLimit);
  const Answer lex = engine.solve(p, Goal::Lexmin);
  const Answer any = engine.solve(p, Goal::Any);
  const Count count = engine.count(p, kLimit, kLimit);
  if (ref.grids.empty()) {
    CHECK(lex.status == Status::NoSolution);
    CHECK(any.status == Status::NoSolution);
    CHECK(count.found == 0);
    return 0;
  }
  REQUIRE(lex.status == Status::Solved);
  REQUIRE(any.status == Status::Solved);
  CHECK_FALSE(check_solution(p, lex.solution));
  CHECK_FALSE(check_solution(p, any.solution));
  CHECK(count.found == static_cast<int>(ref.grids.size()));
  CHECK(count.limit_reached == ref.limit_hit);
  for (const Solution& s : count.solutions) CHECK_FALSE(check_solution(p, s));
  if (!ref.limit_hit) {
    CHECK(lex.solution.grid == ref.grids.front());  // the reference found them all
    CHECK(std::binary_search(ref.grids.begin(), ref.grids.end(), any.solution.grid));
  }
  return static_cast<int>(ref.grids.size());
}

}  // namespace

// The engine as the CLI runs it (the givens propagated by the Sudoku rules first) and with
// the solver alone.
EngineOptions propagating(bool on) {
  EngineOptions o;
  o.propagate = on;
  return o;
}

TEST_CASE("Sudominoku engine agrees with backtracking on random puzzles, N = 10..35") {
  const bool propagate = GENERATE(true, false);
  INFO("propagate " << propagate);
  std::mt19937 rng(20240574);
  Engine engine(propagating(propagate));
  int unique = 0, several = 0, none = 0;
  const int step = test::workload(1, 2);  // the light workload: every other N
  for (int n = 10; n <= 35; n += step)
    for (int rep = 0; rep < 6; ++rep) {
      const test::DominoBoard board = test::random_board(rng);
      Puzzle p = test::reveal(board, n, rng);
      if (rep == 5) {
        // Turn one placed domino around: often no solution left (the givens may still agree).
        Placement& pl = p.dominoes->placed[0];
        std::swap(pl.digits[0], pl.digits[1]);
        p.givens.set(pl.cells[0], pl.digits[0]);
        p.givens.set(pl.cells[1], pl.digits[1]);
      }
      INFO("N = " << n << ", rep " << rep << "\n" << test::domino_text(p));
      const int found = cross_check(engine, p);
      if (rep < 5) CHECK(found >= 1);  // the hidden board solves it
      (found == 0 ? none : found == 1 ? unique : several)++;
    }
  // Fewer dominoes than the judge allows (the engine takes them): several solutions.
  for (int n = 8; n <= 9; ++n)
    for (int rep = 0; rep < 4; ++rep) {
      Puzzle p = test::reveal(test::random_board(rng), n, rng);
      INFO("N = " << n << ", rep " << rep << "\n" << test::domino_text(p));
      const int found = cross_check(engine, p);
      CHECK(found >= 1);
      (found == 1 ? unique : several)++;
    }
  CHECK(unique > 0);
  CHECK(several > 0);
  CHECK(none > 0);
  WARN("random puzzles: " << unique << " unique, " << several << " several, " << none << " none");
}

TEST_CASE("a grid the Sudoku rules force still needs its tiling") {
  const bool propagate = GENERATE(true, false);
  INFO("propagate " << propagate);
  Engine engine(propagating(propagate));
  std::mt19937 rng(35);
  for (int tries = 0; tries < 20; ++tries) {
    const test::DominoBoard board = test::random_board(rng);
    // 35 dominoes shown: the two free cells are forced by their rows, and the last domino fits.
    const Puzzle p = test::reveal(board, 35, rng);
    INFO(test::domino_text(p));
    REQUIRE(cross_check(engine, p) == 1);
    const Answer a = engine.solve(p, Goal::Lexmin);
    CHECK(a.solution.grid == board.grid);
    CHECK(a.solution.tiling.size() == 36);

    // Move the single of the digit on one free cell there: the grid is as forced as before,
    // but the free cells are now the old single's cell and the other free cell, which a
    // domino cannot cover unless they are neighbours.
    std::vector<int> free_cells;
    for (int c = 0; c < 81; ++c)
      if (p.givens.at(c) == 0) free_cells.push_back(c);
    REQUIRE(free_cells.size() == 2);
    const int digit = board.grid.at(free_cells[0]);
    const int old_single = p.dominoes->singles[digit - 1];
    const int d = std::abs(old_single - free_cells[1]);
    if (d == 9 || (d == 1 && old_single / 9 == free_cells[1] / 9)) continue;  // neighbours
    Puzzle moved = p;
    moved.dominoes->singles[digit - 1] = free_cells[0];
    moved.givens.set(free_cells[0], digit);
    moved.givens.set(old_single, 0);
    INFO(test::domino_text(moved));
    CHECK(cross_check(engine, moved) == 0);
    return;
  }
  FAIL("no board with the old single away from the other free cell");
}

TEST_CASE("a puzzle revealing all 36 dominoes, and one with clashing givens") {
  std::mt19937 rng(7);
  Engine engine;
  const test::DominoBoard board = test::random_board(rng);
  Puzzle full = test::reveal(board, 36, rng);
  const Answer a = engine.solve(full, Goal::Lexmin);
  REQUIRE(a.status == Status::Solved);
  CHECK(a.solution.grid == board.grid);
  CHECK(a.solution.tiling.size() == 36);

  Puzzle clash = test::reveal(board, 12, rng);
  const Placement pl = clash.dominoes->placed[0];
  const int other = pl.cells[0] % 9 == 0 ? pl.cells[0] + 1 : pl.cells[0] - 1;
  if (clash.givens.at(other) == 0) {
    clash.givens.set(other, pl.digits[0]);  // same digit next to it in its row
    const Answer b = engine.solve(clash, Goal::Lexmin);
    CHECK(b.status == Status::NoSolution);
    CHECK_FALSE(b.reason.empty());
  }
}
