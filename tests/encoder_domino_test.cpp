// Tests for encoder/domino.cpp: variable and clause counts (documented in docs/domino.md).
#include <catch2/catch.hpp>

#include <fstream>

#include "encoder/domino.hpp"
#include "engine/propagate.hpp"
#include "formats/format.hpp"

using namespace sudosat;

namespace {

std::vector<Puzzle> sample() {
  std::ifstream in(SUDOSAT_TEST_DATA "/cli/boj4574.in");
  PuzzleReader reader(in, "boj4574.in", ReadOptions{});
  std::vector<Puzzle> out;
  Record r;
  while (reader.next(r)) out.push_back(*r.puzzle);
  return out;
}

}  // namespace

TEST_CASE("domino encoding of the sample: counts") {
  auto puzzles = sample();
  REQUIRE(puzzles.size() == 2);
  struct Want {
    Amo amo;
    int vars;
    std::size_t clauses, placements;
  };
  const Want want[2][2] = {{{Amo::Sequential, 3131, 8523, 623}, {Amo::Pairwise, 1352, 35596, 623}},
                           {{Amo::Sequential, 2523, 6623, 472}, {Amo::Pairwise, 1201, 20015, 472}}};
  for (int i = 0; i < 2; ++i)
    for (const Want& w : want[i]) {
      Vars vars(9);
      DominoEncoding enc = encode_domino(puzzles[static_cast<std::size_t>(i)], vars, Amo::Pairwise, w.amo);
      CHECK(vars.count() == w.vars);
      CHECK(enc.cnf.clauses == w.clauses);
      CHECK(enc.placements.size() == w.placements);
    }
  CHECK(default_domino_amo() == Amo::Sequential);
}

TEST_CASE("placement variables are consecutive and each forces its two digits") {
  auto puzzles = sample();
  Vars vars(9);
  DominoEncoding enc = encode_domino(puzzles[0], vars, Amo::Pairwise);
  REQUIRE(enc.placement_vars.size() == enc.placements.size());
  for (std::size_t i = 0; i < enc.placement_vars.size(); ++i)
    CHECK(enc.placement_vars[i] == enc.placement_vars[0] + static_cast<int>(i));
  CHECK(enc.placement_vars[0] == 730);
  // Every placement is two free adjacent cells with two different digits none of the givens
  // rules out.
  const Grid& g = puzzles[0].givens;
  for (const Placement& p : enc.placements) {
    CHECK(g.at(p.cells[0]) == 0);
    CHECK(g.at(p.cells[1]) == 0);
    const int d = std::abs(p.cells[0] - p.cells[1]);
    CHECK((d == 9 || (d == 1 && p.cells[0] / 9 == p.cells[1] / 9)));
    CHECK(p.digits[0] != p.digits[1]);
  }
}

TEST_CASE("clashing givens encode to the empty clause without placements") {
  auto puzzles = sample();
  Puzzle p = puzzles[0];
  p.givens.set(0, p.givens.at(1, 1));  // A1 gets B2's digit: same box
  Vars vars(9);
  DominoEncoding enc = encode_domino(p, vars, Amo::Pairwise);
  CHECK(enc.placements.empty());
}

TEST_CASE("digits forced by the Sudoku rules narrow the placements, not the free cells") {
  auto puzzles = sample();
  // After naked and hidden singles (docs/domino.md): {placements, vars, clauses}, sequential.
  const std::size_t want[2][3] = {{250, 1566, 3641}, {375, 2116, 5359}};
  for (int i = 0; i < 2; ++i) {
    const Puzzle& p = puzzles[static_cast<std::size_t>(i)];
    const Propagated forced = propagate_givens(p.givens);
    REQUIRE(forced.state == Propagated::Partial);
    Vars vars(9);
    DominoEncoding enc = encode_domino(p, forced.grid, vars, Amo::Pairwise);
    CHECK(enc.placements.size() == want[i][0]);
    CHECK(static_cast<std::size_t>(vars.count()) == want[i][1]);
    CHECK(enc.cnf.clauses == want[i][2]);
    std::vector<int> covering(81, 0);
    for (const Placement& pl : enc.placements)
      for (int k = 0; k < 2; ++k) {
        const int cell = pl.cells[k];
        CHECK(p.givens.at(cell) == 0);  // only free cells, forced ones included
        const int known = forced.grid.at(cell);
        CHECK((known == 0 || known == pl.digits[k]));
        ++covering[static_cast<std::size_t>(cell)];
      }
    for (int cell = 0; cell < 81; ++cell)
      if (p.givens.at(cell) == 0) CHECK(covering[static_cast<std::size_t>(cell)] > 0);
  }
  // With the givens alone, the same formula as encode_domino(puzzle).
  Vars a(9), b(9);
  CHECK(encode_domino(puzzles[0], puzzles[0].givens, a, Amo::Pairwise).cnf.lits ==
        encode_domino(puzzles[0], b, Amo::Pairwise).cnf.lits);
}
