// Tests for encoder/propagate: propagate_givens against the backtracking reference and against
// plain unit propagation on the CNF of the extended encoding.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <random>
#include <string>

#include "engine/propagate.hpp"
#include "encoder/sudoku.hpp"
#include "model/check.hpp"
#include "reference.hpp"
#include "workload.hpp"

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
  const int w = test::workload(4, 1);  // quarters of the full workload
  const test::RandomPlan plans[] = {
      {{2, 2}, 0.3, 0.95, 20 * w}, {{2, 3}, 0.3, 0.8, 20 * w}, {{3, 2}, 0.3, 0.8, 15 * w},
      {{2, 4}, 0.3, 0.7, 15 * w},  {{3, 3}, 0.3, 0.75, 30 * w},
  };
  std::mt19937 rng(4242);
  int complete = 0, partial_forced = 0, contradiction = 0, clash = 0, missed_none = 0;
  for (const test::RandomPlan& plan : plans) {
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid g = test::random_puzzle(plan, rng);
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
  CHECK(complete >= 5 * w);
  CHECK(partial_forced >= 5 * w);
  CHECK(contradiction - clash >= 10 * w / 4);
  CHECK(clash >= 5 * w / 4);
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

// A puzzle with one solution and no given to spare: the givens of `full`, removed in random
// order as long as the solution stays unique. Such puzzles are where singles get stuck.
Grid minimal_puzzle(const Grid& full, std::mt19937& rng) {
  Grid g = full;
  std::vector<int> order(static_cast<std::size_t>(full.shape.cells()));
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::shuffle(order.begin(), order.end(), rng);
  for (int cell : order) {
    const int d = g.at(cell);
    g.set(cell, 0);
    if (test::backtrack(g, 2).size() != 1) g.set(cell, d);
  }
  return g;
}

// What probing did beyond singles on one puzzle.
enum class Beyond { Nothing, MoreDigits, Completed, Refuted };

// Checks probing against singles and against `solutions` (all solutions of g): probing keeps
// every digit singles place, each digit it places holds in every solution, Complete means the
// one solution, a contradiction means none. Returns what it did beyond singles.
Beyond compare_probing(const Grid& g, const std::vector<Grid>& solutions) {
  const Propagated singles = propagate_givens(g, Reasoning::Singles);
  const Propagated probed = propagate_givens(g, Reasoning::Probing);
  if (probed.state == Propagated::Contradiction) {
    CHECK(solutions.empty());
    CHECK(!probed.reason.empty());
    return singles.state == Propagated::Contradiction ? Beyond::Nothing : Beyond::Refuted;
  }
  REQUIRE(singles.state != Propagated::Contradiction);
  int more = 0;
  for (int cell = 0; cell < g.shape.cells(); ++cell) {
    if (singles.grid.at(cell) != 0) REQUIRE(probed.grid.at(cell) == singles.grid.at(cell));
    if (probed.grid.at(cell) == 0) continue;
    more += singles.grid.at(cell) == 0;
    for (const Grid& sol : solutions) CHECK(sol.at(cell) == probed.grid.at(cell));
  }
  if (probed.state == Propagated::Complete) {
    REQUIRE(solutions.size() == 1);
    CHECK(probed.grid == solutions[0]);
    return singles.state == Propagated::Complete ? Beyond::Nothing : Beyond::Completed;
  }
  CHECK(singles.state == Propagated::Partial);
  return more > 0 ? Beyond::MoreDigits : Beyond::Nothing;
}

TEST_CASE("propagate_givens with probing: sound, at least as strong as singles") {
  // Minimal puzzles, and the same with one wrong digit written into a blank cell (no solution).
  const Shape shapes[] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}};
  std::mt19937 rng(777);
  int completed = 0, puzzles = 0;
  const int per_shape = test::workload(40, 12);
  for (const Shape& shape : shapes) {
    for (int i = 0; i < per_shape; ++i) {
      const Grid full = test::random_full_grid(shape, rng);
      Grid g = minimal_puzzle(full, rng);
      if (i % 2 == 1) {
        int cell = static_cast<int>(rng() % static_cast<unsigned>(g.shape.cells()));
        while (g.at(cell) != 0) cell = (cell + 1) % g.shape.cells();
        g.set(cell, full.at(cell) % g.shape.n() + 1);
      }
      ++puzzles;
      INFO("box " << to_string(shape) << " puzzle " << i << ": " << test::line_from_grid(g));
      completed += compare_probing(g, test::backtrack(g, 2)) == Beyond::Completed;
    }
  }
  INFO(puzzles << " puzzles, " << completed << " completed by probing and not by singles");
  // on these sizes, what probing adds is mostly finishing puzzles singles leave
  CHECK(completed >= per_shape / 4);
}

TEST_CASE("propagate_givens with probing: sound on the hardest 9x9 puzzles and with a wrong digit") {
  // The first 40 of forum_hardest_1905_11+, as they are and with a wrong digit in a blank cell
  // (no solution, since each has one). Singles place almost nothing; probing finishes none,
  // places more digits in a few, and proves some of the wrong ones have no solution.
  std::ifstream in(SUDOSAT_TEST_DATA "/propagate/hardest40.txt");
  std::string line;
  // The sanitizer build's light workload: every other puzzle.
  const bool light = test::light_workload();
  int puzzles = 0, more_digits = 0, refuted = 0, lines = 0;
  while (std::getline(in, line)) {
    if (light && lines++ % 2 == 1) continue;
    const Grid g = grid9(line);
    const std::vector<Grid> ref = test::backtrack(g, 2);
    REQUIRE(ref.size() == 1);
    INFO(line);
    more_digits += compare_probing(g, ref) == Beyond::MoreDigits;
    Grid wrong = g;
    const int cell = static_cast<int>(line.find('.'));
    wrong.set(cell, ref[0].at(cell) % 9 + 1);
    const Beyond w = compare_probing(wrong, {});
    refuted += w == Beyond::Refuted;
    more_digits += w == Beyond::MoreDigits;
    puzzles += 2;
  }
  INFO(puzzles << " puzzles: partial with more digits than singles " << more_digits
               << ", refuted beyond singles " << refuted);
  CHECK(puzzles == (light ? 40 : 80));
  if (!light) {
    CHECK(more_digits >= 2);
    CHECK(refuted >= 5);
  }
}

TEST_CASE("propagate_givens with probing: a 17-clue puzzle singles leave with 50 blanks") {
  const std::string line =
      ".................1.....2.3...2...4....3.5......41....6.5.6......7.....2..8.91....";
  const Propagated singles = propagate_givens(grid9(line), Reasoning::Singles);
  CHECK(singles.state == Propagated::Partial);
  const Propagated probed = propagate_givens(grid9(line), Reasoning::Probing);
  REQUIRE(probed.state == Propagated::Complete);
  CHECK(test::line_from_grid(probed.grid) ==
        "938541762625379841147862935512796483863254197794138256459627318371485629286913574");
  const Puzzle puzzle{grid9(line), std::nullopt};
  CHECK(!check_solution(puzzle, Solution{probed.grid, {}}));
}

// The generator's first grid (docs/generate.md): a valid completion of the givens, the same for
// the same generator state, and not one template relabelled. With the digits renamed so that
// row 1 reads 1..9, a uniformly drawn grid has r2c1 uniform over 4..9 and r2c4 over
// 1,2,3,7,8,9 (swapping two columns of a stack, or two stacks, with the matching digits keeps
// grids valid and row 1 canonical); 3,000 drawn grids must pass a chi-square test at p = 0.001
// (20.5 for 5 degrees of freedom) on both, and be distinct after renaming (600 grids in the
// sanitizer build's light workload).
TEST_CASE("random_completion: valid, reproducible, and spread like uniform grids") {
  std::mt19937_64 rng(2024);
  Grid givens(Shape{3, 3});
  givens.set(40, 5);
  std::mt19937_64 copy = rng;
  const std::optional<Grid> first = random_completion(givens, rng, 100000);
  REQUIRE(first);
  CHECK(first->at(40) == 5);
  CHECK_FALSE(check_solution(Puzzle{*first, {}}, Solution{*first, {}}));
  CHECK(random_completion(givens, copy, 100000) == first);  // same state, same grid
  CHECK_FALSE(random_completion(grid9(std::string(9, '1') + std::string(72, '.')), rng, 100000));

  static const int kGrids = test::workload(3000, 600);  // light: 100 a digit expected
  std::vector<std::string> canonical;
  int r2c1[10] = {}, r2c4[10] = {};
  for (int i = 0; i < kGrids; ++i) {
    const std::optional<Grid> g = random_completion(Grid(Shape{3, 3}), rng, 100000);
    REQUIRE(g);
    REQUIRE_FALSE(check_solution(Puzzle{*g, {}}, Solution{*g, {}}));
    int rename[10] = {};
    for (int c = 0; c < 9; ++c) rename[g->at(c)] = c + 1;
    std::string s;
    for (int cell = 0; cell < 81; ++cell) s += static_cast<char>('0' + rename[g->at(cell)]);
    ++r2c1[s[9] - '0'];
    ++r2c4[s[12] - '0'];
    canonical.push_back(std::move(s));
  }
  std::sort(canonical.begin(), canonical.end());
  CHECK(std::unique(canonical.begin(), canonical.end()) == canonical.end());
  auto chi_square = [](const int* counts, std::initializer_list<int> digits) {
    const double expected = static_cast<double>(kGrids) / static_cast<double>(digits.size());
    double x = 0;
    int total = 0;
    for (int d : digits) {
      x += (counts[d] - expected) * (counts[d] - expected) / expected;
      total += counts[d];
    }
    CHECK(total == kGrids);  // no other digit can be there
    return x;
  };
  CHECK(chi_square(r2c1, {4, 5, 6, 7, 8, 9}) < 20.5);
  CHECK(chi_square(r2c4, {1, 2, 3, 7, 8, 9}) < 20.5);
}
