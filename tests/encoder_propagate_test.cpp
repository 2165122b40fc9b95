// Tests for encoder/propagate: propagate_givens against the backtracking reference and against
// plain unit propagation on the CNF of the extended encoding.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <optional>
#include <random>
#include <string>

#include "encoder/propagate.hpp"
#include "encoder/sudoku.hpp"
#include "model/check.hpp"
#include "reference.hpp"

using namespace sudosat;

namespace {

// Clause-by-clause unit propagation over encode_rules (pairwise) with the givens as unit
// clauses, the slow obvious way. Returns the grid of the cell variables it makes true, or
// nothing on a conflict.
std::optional<Grid> naive_unit_propagation(const Grid& givens) {
  Vars vars(givens.shape.n());
  Cnf cnf = encode_rules(givens.shape, vars, Amo::Pairwise);
  for (int cell = 0; cell < givens.shape.cells(); ++cell)
    if (givens.at(cell) != 0) cnf.add({vars.cell(cell, givens.at(cell))});
  std::vector<int> value(static_cast<std::size_t>(vars.count() + 1), 0);  // +1 true, -1 false
  auto val = [&](int lit) {
    const int v = value[static_cast<std::size_t>(std::abs(lit))];
    return lit > 0 ? v : -v;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < cnf.lits.size(); ++i) {
      int open = 0, last = 0;
      bool satisfied = false;
      for (; cnf.lits[i] != 0; ++i) {
        satisfied |= val(cnf.lits[i]) > 0;
        if (val(cnf.lits[i]) == 0) ++open, last = cnf.lits[i];
      }
      if (satisfied) continue;
      if (open == 0) return std::nullopt;  // every literal false
      if (open == 1) {
        value[static_cast<std::size_t>(std::abs(last))] = last > 0 ? 1 : -1;
        changed = true;
      }
    }
  }
  Grid out(givens.shape);
  for (int v = 1; v <= vars.cell_vars(); ++v)
    if (value[static_cast<std::size_t>(v)] > 0) out.set(vars.cell_of(v), vars.digit_of(v));
  return out;
}

Grid grid9(const std::string& line) { return test::grid_from_line(line); }

// Row and column numbered from 1, as in the reasons.
void put(Grid& g, int row, int col, int digit) { g.set((row - 1) * g.shape.n() + col - 1, digit); }


}  // namespace

TEST_CASE("propagate_givens: forced digits hold in every reference solution; it is unit propagation") {
  struct Plan {
    Shape shape;
    double blank_lo, blank_hi;
    int puzzles;
  };
  const Plan plans[] = {
      {{2, 2}, 0.3, 0.95, 80}, {{2, 3}, 0.3, 0.8, 80}, {{3, 2}, 0.3, 0.8, 60},
      {{2, 4}, 0.3, 0.7, 60},  {{3, 3}, 0.3, 0.75, 120},
  };
  std::mt19937 rng(4242);
  int complete = 0, partial_forced = 0, contradiction = 0, clash = 0, missed_none = 0;
  for (const Plan& plan : plans) {
    std::uniform_real_distribution<double> blank(plan.blank_lo, plan.blank_hi);
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid g = test::random_puzzle(test::random_full_grid(plan.shape, rng), blank(rng), rng);
      if (i % 3 == 2) {  // write a random digit into a random cell: often no solution
        const int cell = static_cast<int>(rng() % static_cast<unsigned>(g.shape.cells()));
        g.set(cell, 1 + static_cast<int>(rng() % static_cast<unsigned>(g.shape.n())));
      }
      INFO("box " << to_string(plan.shape) << " puzzle " << i << ": " << test::line_from_grid(g));
      const std::vector<Grid> ref = test::backtrack(g, 12);
      const Propagated p = propagate_givens(g);
      const std::optional<Grid> up = naive_unit_propagation(g);

      CHECK((p.state == Propagated::Contradiction) == !up.has_value());
      if (p.state == Propagated::Contradiction) {
        CHECK(ref.empty());
        CHECK(!p.reason.empty());
        ++contradiction;
        clash += find_clash(g).has_value();
        continue;
      }
      CHECK(p.grid == *up);
      int forced = 0;
      for (int cell = 0; cell < g.shape.cells(); ++cell) {
        if (g.at(cell) != 0) REQUIRE(p.grid.at(cell) == g.at(cell));
        if (p.grid.at(cell) == 0) continue;
        forced += g.at(cell) == 0;
        for (const Grid& sol : ref) CHECK(sol.at(cell) == p.grid.at(cell));
      }
      if (p.state == Propagated::Complete) {
        REQUIRE(ref.size() == 1);
        CHECK(p.grid == ref[0]);
        ++complete;
      } else {
        CHECK(p.state == Propagated::Partial);
        CHECK(!p.grid.complete());
        partial_forced += forced > 0;
        missed_none += ref.empty();
      }
    }
  }
  INFO("complete " << complete << " partial with forced digits " << partial_forced
                   << " contradiction " << contradiction << " (clash " << clash
                   << ") no solution, not found by propagation " << missed_none);
  // the sample must cover every outcome
  CHECK(complete >= 20);
  CHECK(partial_forced >= 20);
  CHECK(contradiction - clash >= 10);
  CHECK(clash >= 5);
}

TEST_CASE("propagate_givens: naked singles alone solve a puzzle") {
  // The lexmin 9x9 grid with one blank per row: each is the last cell of its row.
  const std::string full =
      "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
  std::string line = full;
  for (int r = 0; r < 9; ++r) line[static_cast<std::size_t>(r * 9 + (r * 4) % 9)] = '.';
  const Propagated p = propagate_givens(grid9(line));
  CHECK(p.state == Propagated::Complete);
  CHECK(test::line_from_grid(p.grid) == full);
}

TEST_CASE("propagate_givens: a hidden single in a cell with nine candidates") {
  // 1s in r2c4 and r3c7 (boxes 2 and 3), r5c2 and r8c3 (columns 2 and 3): in row 1 only r1c1
  // can hold 1, although nothing else rules any digit out of r1c1.
  Grid g = grid9(std::string(81, '.'));
  put(g, 2, 4, 1), put(g, 3, 7, 1), put(g, 5, 2, 1), put(g, 8, 3, 1);
  const Propagated p = propagate_givens(g);
  CHECK(p.state == Propagated::Partial);
  CHECK(p.grid.at(0, 0) == 1);
}

TEST_CASE("propagate_givens: contradictions, with the reason") {
  SECTION("a cell with no digit left") {
    // row 1 holds 1..8, and column 9 holds the 9 (tests/data/cli/nosol.in)
    const Propagated p = propagate_givens(
        grid9("12345678....................................9...................................."));
    CHECK(p.state == Propagated::Contradiction);
    CHECK(p.reason == "no digit fits row 1 column 9");
  }
  SECTION("a digit with no place left in a row") {
    // 1s in r2c1 and r3c4 rule out r1c1..r1c6, in r5c7 and r8c8 columns 7 and 8; r1c9 holds 2.
    Grid g = grid9(std::string(81, '.'));
    put(g, 2, 1, 1), put(g, 3, 4, 1), put(g, 5, 7, 1), put(g, 8, 8, 1), put(g, 1, 9, 2);
    const Propagated p = propagate_givens(g);
    CHECK(p.state == Propagated::Contradiction);
    CHECK(p.reason == "digit 1 has no place in row 1");
  }
  SECTION("clashing givens: find_clash's reason") {
    Grid g = grid9(std::string(81, '.'));
    put(g, 3, 1, 5), put(g, 3, 7, 5);
    const Propagated p = propagate_givens(g);
    CHECK(p.state == Propagated::Contradiction);
    CHECK(p.reason == "digit 5 twice in row 3");
  }
}
