// Tests for encoder/: variable numbering and clause counts.
#include <catch2/catch.hpp>

#include "encoder/sudoku.hpp"

using namespace sudosat;

TEST_CASE("variables are numbered x(cell, d) = cell * n + d") {
  Vars v(9);
  CHECK(v.cell(0, 1) == 1);
  CHECK(v.cell(80, 9) == 729);
  CHECK(v.cell_of(729) == 80);
  CHECK(v.digit_of(729) == 9);
  CHECK(v.fresh() == 730);
}

TEST_CASE("extended pairwise encoding has 4 n^2 (1 + n(n-1)/2) clauses") {
  for (int n : {4, 9, 16}) {
    Vars v(n);
    Cnf cnf = encode_rules(*default_shape(n), v, Amo::Pairwise);
    CHECK(cnf.clauses == static_cast<std::size_t>(4 * n * n * (1 + n * (n - 1) / 2)));
    CHECK(v.count() == n * n * n);
  }
}

// ---------------------------------------------------------------------------------------------

#include <algorithm>
#include <set>

#include "engine/sat.hpp"
#include "engine/propagate.hpp"
#include "model/check.hpp"
#include "reference.hpp"

namespace {

// Evaluates a CNF under a full assignment (index = variable).
bool satisfied(const Cnf& cnf, const std::vector<bool>& value) {
  bool clause_true = false;
  for (int lit : cnf.lits) {
    if (lit == 0) {
      if (!clause_true) return false;
      clause_true = false;
      continue;
    }
    const bool v = value[static_cast<std::size_t>(std::abs(lit))];
    if ((lit > 0) == v) clause_true = true;
  }
  return true;
}

std::size_t n2(int n) { return static_cast<std::size_t>(n * n); }

// All solutions of a CNF over the cell variables, decoded to grids, by blocking clauses.
// Given cells are taken from `givens` (encode_puzzle leaves their other digits free); every
// blank cell must have exactly one true digit variable.
std::vector<Grid> all_models(const Cnf& cnf, const Vars& vars, const Grid& givens, int limit) {
  const Shape& shape = givens.shape;
  SatSolver solver;
  solver.add(cnf);
  std::vector<Grid> out;
  const int n = shape.n();
  while (static_cast<int>(out.size()) < limit && solver.solve() == SatSolver::Sat) {
    Grid g = givens;
    std::vector<int> block;
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (givens.at(cell) != 0) continue;
      int digits = 0;
      for (int d = 1; d <= n; ++d)
        if (solver.value(vars.cell(cell, d))) {
          g.set(cell, d);
          ++digits;
          block.push_back(-vars.cell(cell, d));
        }
      CHECK(digits == 1);  // exactly one digit per cell in every model
    }
    out.push_back(g);
    solver.add(block);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("pairwise counts: n^3 variables, 4 n^2 (1 + n(n-1)/2) clauses, for every size") {
  for (int n : {4, 6, 8, 9, 12, 16, 25}) {
    INFO("n = " << n);
    Vars v(n);
    Cnf cnf = encode_rules(*default_shape(n), v, Amo::Pairwise);
    const std::size_t groups = 4 * n2(n);
    CHECK(cnf.clauses == groups * static_cast<std::size_t>(1 + n * (n - 1) / 2));
    CHECK(v.count() == n * n * n);
    CHECK(std::count(cnf.lits.begin(), cnf.lits.end(), 0) == static_cast<long>(cnf.clauses));
  }
  // the numbers quoted in encoder/sudoku.hpp
  Vars v9(9), v25(25);
  CHECK(encode_rules(Shape{3, 3}, v9, Amo::Pairwise).clauses == 11988);
  CHECK(encode_rules(Shape{5, 5}, v25, Amo::Pairwise).clauses == 752500);
}

TEST_CASE("sequential counts: per group n-1 aux variables and 1 + 3n - 4 clauses") {
  for (int n : {6, 8, 9, 12, 16, 25, 36}) {
    INFO("n = " << n);
    Vars v(n);
    Cnf cnf = encode_rules(*default_shape(n), v, Amo::Sequential);
    const std::size_t groups = 4 * n2(n);
    CHECK(cnf.clauses == groups * static_cast<std::size_t>(1 + 3 * n - 4));
    CHECK(static_cast<std::size_t>(v.count()) ==
          static_cast<std::size_t>(n * n * n) + groups * static_cast<std::size_t>(n - 1));
  }
  // groups of at most 5 stay pairwise: 4x4 is the same either way
  Vars a(4), b(4);
  CHECK(encode_rules(Shape{2, 2}, a, Amo::Sequential).lits ==
        encode_rules(Shape{2, 2}, b, Amo::Pairwise).lits);
  // the numbers quoted in encoder/sudoku.hpp
  Vars v9(9), v16(16), v25(25);
  CHECK(encode_rules(Shape{3, 3}, v9, Amo::Sequential).clauses == 7776);
  CHECK(v9.count() == 729 + 2592);
  CHECK(encode_rules(Shape{4, 4}, v16, Amo::Sequential).clauses == 46080);
  CHECK(v16.count() == 4096 + 15360);
  CHECK(encode_rules(Shape{5, 5}, v25, Amo::Sequential).clauses == 180000);
  CHECK(v25.count() == 15625 + 60000);
}

TEST_CASE("at_most_one and exactly_one mean what they say, for both encodings") {
  // Brute force over every assignment of k literals and of the auxiliary variables.
  for (Amo amo : {Amo::Pairwise, Amo::Sequential}) {
    for (int k = 1; k <= 8; ++k) {
      for (bool exact : {false, true}) {
        INFO("amo " << (amo == Amo::Pairwise ? "pairwise" : "sequential") << " k " << k
                    << (exact ? " exactly" : " at most"));
        Vars vars(2);  // cell variables 1..8 serve as the k literals
        std::vector<int> lits;
        for (int i = 1; i <= k; ++i) lits.push_back(i);
        Cnf cnf;
        if (exact)
          exactly_one(cnf, lits, vars, amo);
        else
          at_most_one(cnf, lits, vars, amo);
        const int first_aux = 9, aux = vars.count() - 8;
        CHECK(aux == (amo == Amo::Sequential && k > 5 ? k - 1 : 0));
        for (int m = 0; m < (1 << k); ++m) {
          int ones = 0;
          for (int i = 0; i < k; ++i) ones += (m >> i) & 1;
          bool sat = false;
          for (int a = 0; a < (1 << aux) && !sat; ++a) {
            std::vector<bool> value(static_cast<std::size_t>(vars.count() + 1), false);
            for (int i = 0; i < k; ++i) value[static_cast<std::size_t>(i + 1)] = (m >> i) & 1;
            for (int j = 0; j < aux; ++j)
              value[static_cast<std::size_t>(first_aux + j)] = (a >> j) & 1;
            sat = satisfied(cnf, value);
          }
          CHECK(sat == (exact ? ones == 1 : ones <= 1));
        }
      }
    }
  }
}

TEST_CASE("encode_rules: the models are exactly the valid 4x4 grids (288)") {
  for (Amo amo : {Amo::Pairwise, Amo::Sequential}) {
    Vars v(4);
    Cnf cnf = encode_rules(Shape{2, 2}, v, amo);
    std::vector<Grid> models = all_models(cnf, v, Grid(Shape{2, 2}), 1000);
    std::vector<Grid> ref = test::backtrack(Grid(Shape{2, 2}), 1000);
    CHECK(models.size() == 288);
    CHECK(models == ref);  // backtrack gives them in lexicographic order
  }
}

TEST_CASE("encode_puzzle: units for givens, models are the reference solutions") {
  const std::uint32_t seed = 4242;
  std::mt19937 rng(seed);
  const Shape shapes[] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}};
  int unsat = 0, multi = 0;
  for (int round = 0; round < 60; ++round) {
    const Shape s = shapes[round % 5];
    const double blank = s.n() <= 6 ? 0.7 : 0.55;
    Grid g = test::random_puzzle(test::random_full_grid(s, rng), blank, rng);
    if (round % 3 == 0) {
      // a wrong (but not clashing, if possible) given in a blank cell
      for (int tries = 0; tries < 50; ++tries) {
        const int cell = static_cast<int>(rng() % static_cast<unsigned>(s.cells()));
        if (g.at(cell) != 0) continue;
        g.set(cell, static_cast<int>(rng() % static_cast<unsigned>(s.n())) + 1);
        if (!find_clash(g)) break;
        g.set(cell, 0);
      }
    }
    INFO("seed " << seed << " round " << round << " puzzle " << test::line_from_grid(g)
                 << " box " << to_string(s));
    // The candidates all-different filtering leaves (Reasoning::Matching, as the engine
    // encodes puzzles above 9x9) must give the same models.
    const std::vector<std::uint64_t> filtered = propagate_givens(g, Reasoning::Matching).candidates;
    for (int variant = 0; variant < 3; ++variant) {
      const Amo amo = variant == 1 ? Amo::Sequential : Amo::Pairwise;
      INFO("amo " << (amo == Amo::Pairwise ? "pairwise" : "sequential") << ", candidates "
                  << (variant == 2));
      Vars v(s.n());
      Cnf cnf = variant == 2 ? encode_puzzle(g, filtered, v, amo) : encode_puzzle(g, v, amo);
      // every given is a unit clause
      std::set<int> units;
      for (std::size_t i = 0; i + 1 < cnf.lits.size(); ++i)
        if (cnf.lits[i] != 0 && cnf.lits[i + 1] == 0 && (i == 0 || cnf.lits[i - 1] == 0))
          units.insert(cnf.lits[i]);
      for (int cell = 0; cell < s.cells(); ++cell)
        if (g.at(cell)) CHECK(units.count(v.cell(cell, g.at(cell))) == 1);
      std::vector<Grid> models = all_models(cnf, v, g, 50);
      std::vector<Grid> ref = test::backtrack(g, 50);
      if (ref.size() < 50)
        CHECK(models == ref);  // all solutions, the same set
      else
        CHECK(models.size() == 50);  // both capped: the models are checked below
      Puzzle p{g, std::nullopt};
      for (const Grid& m : models) CHECK(check_solution(p, Solution{m, {}}).value_or("ok") == "ok");
      if (variant == 0) {
        unsat += ref.empty();
        multi += ref.size() > 1;
      }
    }
  }
  CHECK(unsat >= 5);  // the sample covers unsatisfiable and ambiguous puzzles
  CHECK(multi >= 5);
}

TEST_CASE("encode_puzzle: clashing givens give an unsatisfiable CNF with the empty clause") {
  for (Amo amo : {Amo::Pairwise, Amo::Sequential}) {
    for (int kind = 0; kind < 3; ++kind) {
      Grid g(Shape{3, 3});
      // row clash, column clash, box clash of the digit 7
      const int other[3] = {8, 72, 20};
      g.set(0, 7);
      g.set(other[kind], 7);
      INFO("kind " << kind);
      Vars v(9);
      Cnf cnf = encode_puzzle(g, v, amo);
      bool empty_clause = cnf.lits.size() >= 1 && cnf.lits[0] == 0;
      for (std::size_t i = 1; i < cnf.lits.size(); ++i)
        empty_clause |= cnf.lits[i] == 0 && cnf.lits[i - 1] == 0;
      CHECK(empty_clause);
      SatSolver solver;
      solver.add(cnf);
      CHECK(solver.solve() == SatSolver::Unsat);
    }
  }
  // no clash: a cell whose every digit is ruled out by the givens is unsatisfiable too
  Grid g(Shape{2, 2});
  g.set(1, 1);  // row 1: 1 _ ... cell 0 sees 1, 2 (row), 3 (column), 4 (box)
  g.set(2, 2);
  g.set(8, 3);
  g.set(5, 4);
  REQUIRE_FALSE(find_clash(g));
  REQUIRE(test::backtrack(g, 1).empty());
  Vars v(4);
  SatSolver solver;
  solver.add(encode_puzzle(g, v, Amo::Pairwise));
  CHECK(solver.solve() == SatSolver::Unsat);
}

TEST_CASE("encode_rules plus the givens as unit clauses: the models are the reference's") {
  // The rule groups alone (no simplification by the givens): boxes of every shape must hold.
  const std::uint32_t seed = 515;
  std::mt19937 rng(seed);
  const Shape shapes[] = {{2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {2, 5}, {5, 2}, {3, 4}, {4, 3}};
  for (const Shape& s : shapes) {
    for (Amo amo : {Amo::Pairwise, Amo::Sequential}) {
      const Grid g = test::random_puzzle(test::random_full_grid(s, rng), s.n() <= 8 ? 0.75 : 0.6, rng);
      INFO("seed " << seed << " box " << to_string(s) << " puzzle " << test::line_from_grid(g));
      Vars v(s.n());
      Cnf cnf = encode_rules(s, v, amo);
      for (int cell = 0; cell < s.cells(); ++cell)
        if (g.at(cell)) cnf.add({v.cell(cell, g.at(cell))});
      std::vector<Grid> models = all_models(cnf, v, Grid(s), 30);
      const Puzzle p{g, std::nullopt};
      for (const Grid& m : models)
        CHECK(check_solution(p, Solution{m, {}}).value_or("ok") == "ok");
      if (s.n() <= 9) {
        std::vector<Grid> ref = test::backtrack(g, 30);
        if (ref.size() < 30)
          CHECK(models == ref);
        else
          CHECK(models.size() == 30);
      } else {
        CHECK(models.size() >= 1);
      }
    }
  }
  // large sizes, empty grid: the first models are valid grids
  for (int n : {16, 25}) {
    Vars v(n);
    const Shape s = *default_shape(n);
    Cnf cnf = encode_rules(s, v, Amo::Sequential);
    std::vector<Grid> models = all_models(cnf, v, Grid(s), 2);
    REQUIRE(models.size() == 2);
    for (const Grid& m : models)
      CHECK(check_solution(Puzzle{Grid(s), std::nullopt}, Solution{m, {}}).value_or("ok") == "ok");
  }
}
