// Tests for engine/engine.hpp: lexicographic answers and counts against the backtracking reference.
#include <catch2/catch.hpp>

#include "engine/engine.hpp"
#include "model/check.hpp"
#include "reference.hpp"

using namespace sudosat;

TEST_CASE("empty 9x9: the lexicographically smallest grid") {
  Engine e;
  Puzzle p{test::grid_from_line(std::string(81, '.')), std::nullopt};
  Answer a = e.solve(p, Goal::Lexmin);
  REQUIRE(a.status == Status::Solved);
  CHECK(test::line_from_grid(a.solution.grid) ==
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642");
}

// ---------------------------------------------------------------------------------------------

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>

namespace {

std::string check_text(const Puzzle& p, const Grid& g) {
  return check_solution(p, Solution{g, {}}).value_or("ok");
}

struct Tally {
  int unique = 0, several = 0, none = 0, clash = 0;
};

// Compares the engine with the backtracking reference on one small puzzle.
void cross_check(Engine& engine, const Grid& g, Tally& tally) {
  constexpr int kLimit = 12;
  const Puzzle p{g, std::nullopt};
  const std::vector<Grid> ref = test::backtrack(g, kLimit);
  const auto clash = find_clash(g);
  if (ref.empty()) ++tally.none;
  if (ref.size() == 1) ++tally.unique;
  if (ref.size() > 1) ++tally.several;
  if (clash) ++tally.clash;

  const Answer lex = engine.solve(p, Goal::Lexmin);
  if (ref.empty()) {
    CHECK(lex.status == Status::NoSolution);
    if (clash) CHECK(lex.reason == *clash);
  } else {
    REQUIRE(lex.status == Status::Solved);
    CHECK(check_text(p, lex.solution.grid) == "ok");
    CHECK(lex.solution.grid == ref.front());
  }

  const Answer any = engine.solve(p, Goal::Any);
  if (ref.empty()) {
    CHECK(any.status == Status::NoSolution);
  } else {
    REQUIRE(any.status == Status::Solved);
    CHECK(check_text(p, any.solution.grid) == "ok");
    if (ref.size() == 1) CHECK(any.solution.grid == ref.front());
  }

  const Count count = engine.count(p, kLimit, kLimit);
  CHECK(count.status == Status::Solved);
  CHECK(count.found == static_cast<int>(ref.size()));
  CHECK(count.limit_reached == (static_cast<int>(ref.size()) == kLimit));
  REQUIRE(count.solutions.size() == static_cast<std::size_t>(count.found));
  std::vector<Grid> got;
  for (const Solution& s : count.solutions) {
    CHECK(check_text(p, s.grid) == "ok");
    got.push_back(s.grid);
  }
  std::sort(got.begin(), got.end());
  CHECK(std::adjacent_find(got.begin(), got.end()) == got.end());  // distinct
  if (static_cast<int>(ref.size()) < kLimit) CHECK(got == ref);       // the same set
  if (ref.empty() && clash) CHECK(count.reason == *clash);

  // keep fewer than found, and limit 1
  const Count one = engine.count(p, 1);
  CHECK(one.found == std::min<int>(1, static_cast<int>(ref.size())));
  CHECK(one.solutions.empty());
}

}  // namespace

TEST_CASE("randomized cross-check with the backtracking reference (small sizes)") {
  const test::RandomPlan plans[] = {
      {{2, 2}, 0.4, 0.95, 60}, {{2, 3}, 0.4, 0.8, 60}, {{3, 2}, 0.4, 0.8, 40},
      {{2, 4}, 0.35, 0.65, 50}, {{4, 2}, 0.35, 0.65, 30}, {{3, 3}, 0.3, 0.6, 70},
  };
  // propagate = false: the SAT path alone (with it, many puzzles never reach the solver);
  // probe = false: singles only; lexmin: the default (decisions in order) or the descent
  struct Mode {
    bool reuse, propagate, probe;
    LexminMethod lexmin;
  };
  constexpr LexminMethod kOrdered = LexminMethod::Ordered, kDescent = LexminMethod::Descent;
  for (auto [reuse, propagate, probe, lexmin] :
       {Mode{true, true, true, kOrdered}, Mode{false, true, true, kOrdered},
        Mode{true, true, false, kOrdered}, Mode{true, false, false, kOrdered},
        Mode{false, false, false, kOrdered}, Mode{true, false, false, kDescent},
        Mode{false, true, true, kDescent}}) {
    const std::uint32_t seed = (reuse ? 1001 : 2002) + (propagate ? 0 : 7) +
                               (propagate && !probe ? 13 : 0) + (lexmin == kDescent ? 29 : 0);
    std::mt19937 rng(seed);
    EngineOptions opt;
    opt.reuse = reuse;
    opt.propagate = propagate;
    opt.probe = probe;
    opt.lexmin = lexmin;
    Engine engine(opt);
    Tally tally;
    for (const test::RandomPlan& plan : plans) {
      for (int i = 0; i < plan.puzzles; ++i) {
        Grid g = test::random_puzzle(plan, rng);
        if (i % 4 == 3) g = test::tamper(g, rng);
        if (i % 8 == 7) g = test::tamper(g, rng);
        INFO("seed " << seed << " reuse " << reuse << " propagate " << propagate << " probe "
                     << probe << " descent " << (lexmin == kDescent) << " box "
                     << to_string(plan.shape)
                     << " puzzle " << i << ": " << test::line_from_grid(g));
        cross_check(engine, g, tally);
      }
    }
    INFO("unique " << tally.unique << " several " << tally.several << " none " << tally.none
                   << " clash " << tally.clash);
    // the sample must cover every kind of puzzle
    CHECK(tally.unique >= 20);
    CHECK(tally.several >= 20);
    CHECK(tally.none - tally.clash >= 5);
    CHECK(tally.clash >= 5);
  }
}

TEST_CASE("a long batch in one engine: lexmin stays the smallest across solver rebuilds") {
  // 2500 puzzles with one or more solutions through the reused solver, which is rebuilt
  // after 1000 retired selectors and compacts its variables on the way: the in-order
  // decisions must survive both.
  std::mt19937 rng(2500);
  EngineOptions opt;
  opt.propagate = false;  // every puzzle to the solver
  Engine engine(opt);
  const test::RandomPlan plans[] = {{{2, 3}, 0.45, 0.8, 2000}, {{3, 3}, 0.5, 0.62, 500}};
  int several = 0;
  for (const test::RandomPlan& plan : plans) {
    for (int i = 0; i < plan.puzzles; ++i) {
      const Grid g = test::random_puzzle(plan, rng);
      const std::vector<Grid> ref = test::backtrack(g, 2);
      REQUIRE(!ref.empty());
      several += ref.size() > 1;
      const Answer a = engine.solve(Puzzle{g, std::nullopt}, Goal::Lexmin);
      INFO("box " << to_string(plan.shape) << " puzzle " << i << ": " << test::line_from_grid(g));
      REQUIRE(a.status == Status::Solved);
      REQUIRE(a.solution.grid == ref.front());
    }
  }
  CHECK(several >= 1000);
}

TEST_CASE("lexmin of empty and nearly empty grids of small sizes") {
  Engine engine;
  for (const Shape& s : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{2, 4}, Shape{4, 2},
                         Shape{3, 3}, Shape{2, 5}, Shape{3, 4}}) {
    INFO("box " << to_string(s));
    Grid g(s);
    const std::vector<Grid> ref = test::backtrack(g, 1);
    REQUIRE(ref.size() == 1);
    const Answer a = engine.solve(Puzzle{g, std::nullopt}, Goal::Lexmin);
    REQUIRE(a.status == Status::Solved);
    CHECK(a.solution.grid == ref.front());
    if (s.n() > 9) continue;  // row-major backtracking gets slow below with a late given
    // the last cell given: the minimum moves away from the all-blank one
    g.set(s.cells() - 1, 1);
    const std::vector<Grid> ref2 = test::backtrack(g, 1);
    const Answer b = engine.solve(Puzzle{g, std::nullopt}, Goal::Lexmin);
    REQUIRE(b.status == Status::Solved);
    CHECK(b.solution.grid == ref2.front());
  }
}

TEST_CASE("large sizes: every answer is a solution; lexmin against the reference when easy") {
  const std::uint32_t seed = 777;
  std::mt19937 rng(seed);
  Engine engine;
  struct Plan {
    Shape shape;
    double blank;
    bool compare;  // the reference is fast enough at this blank ratio
  };
  const Plan plans[] = {
      {{3, 4}, 0.30, true}, {{3, 4}, 0.50, false}, {{4, 3}, 0.45, false}, {{2, 6}, 0.45, false},
      {{4, 4}, 0.25, true}, {{4, 4}, 0.50, false}, {{5, 5}, 0.15, true},  {{5, 5}, 0.45, false},
      {{6, 6}, 0.40, false},
  };
  for (const Plan& plan : plans) {
    const Grid full = test::random_full_grid(plan.shape, rng);
    const Grid g = test::random_puzzle(full, plan.blank, rng);
    const Puzzle p{g, std::nullopt};
    INFO("seed " << seed << " box " << to_string(plan.shape) << " blank " << plan.blank);
    const Answer lex = engine.solve(p, Goal::Lexmin);
    REQUIRE(lex.status == Status::Solved);
    CHECK(check_text(p, lex.solution.grid) == "ok");
    CHECK_FALSE(full < lex.solution.grid);  // the generating grid is a solution, so >= lexmin
    if (plan.compare) {
      const std::vector<Grid> ref = test::backtrack(g, 1);
      REQUIRE(ref.size() == 1);
      CHECK(lex.solution.grid == ref.front());
    }
    const Answer any = engine.solve(p, Goal::Any);
    REQUIRE(any.status == Status::Solved);
    CHECK(check_text(p, any.solution.grid) == "ok");
    // an unsolvable variant: a given changed to a digit that clashes
    Grid bad = g;
    int cell = 0;
    while (bad.at(cell) == 0) ++cell;
    int other = cell + 1;
    while (bad.at(other) == 0 || plan.shape.row(other) != plan.shape.row(cell)) ++other;
    bad.set(cell, bad.at(other));
    const Answer none = engine.solve(Puzzle{bad, std::nullopt}, Goal::Lexmin);
    CHECK(none.status == Status::NoSolution);
    CHECK(none.reason == find_clash(bad).value_or("?"));
  }
}

// Above 25x25 the SAT path decides with CaDiCaL's target phases (engine/sat.hpp): with the
// fast path off every answer below comes from it. Counts against the exhaustive bitmask search.
TEST_CASE("36x36 through CaDiCaL (target phases): answers checked, counts exact") {
  std::mt19937 rng(3600);
  EngineOptions sat_only;
  sat_only.fast_budget_large = 0;
  Engine engine(sat_only);
  EngineOptions search_only;
  search_only.fast_budget_large = 1000000000;
  Engine reference(search_only);
  for (double blank : {0.28, 0.30, 0.32}) {
    INFO("blank " << blank);
    const Grid full = test::random_full_grid(Shape{6, 6}, rng);
    const Puzzle p{test::random_puzzle(full, blank, rng), std::nullopt};
    const Answer any = engine.solve(p, Goal::Any);
    REQUIRE(any.status == Status::Solved);
    CHECK(any.sat_calls >= 1);
    CHECK(check_text(p, any.solution.grid) == "ok");
    const Count c = engine.count(p, 200);
    const Count want = reference.count(p, 200);
    REQUIRE(c.status == Status::Solved);
    CHECK(c.found == want.found);
    CHECK(c.found < 200);  // counted to the end, not to the limit
    CHECK(reference.stats().fast_gave_up == 0);  // the reference is the search, not CaDiCaL
  }
}

TEST_CASE("49x49 and 64x64 (digits up to 64): propagation, answers checked, clashes found") {
  std::mt19937 rng(4964);
  Engine engine;
  for (const Shape& shape : {Shape{7, 7}, Shape{8, 8}}) {
    INFO("box " << to_string(shape));
    const Grid full = test::random_full_grid(shape, rng);
    REQUIRE(check_text(Puzzle{full, std::nullopt}, full) == "ok");
    // A few blanks: the singles finish it (no SAT call), so the answer is the generating grid.
    const Grid g = test::random_puzzle(full, 0.2, rng);
    const Puzzle p{g, std::nullopt};
    for (Goal goal : {Goal::Lexmin, Goal::Any}) {
      const Answer a = engine.solve(p, goal);
      REQUIRE(a.status == Status::Solved);
      CHECK(a.sat_calls == 0);
      CHECK(a.solution.grid == full);
      CHECK(check_text(p, a.solution.grid) == "ok");
    }
    const Count c = engine.count(p, 2);
    CHECK(c.found == 1);
    // the cell holding digit n blanked alone: propagation must put n (the top bit) back
    Grid one = full;
    int cell = 0;
    while (full.at(cell) != shape.n()) ++cell;
    one.set(cell, 0);
    const Answer top = engine.solve(Puzzle{one, std::nullopt}, Goal::Lexmin);
    REQUIRE(top.status == Status::Solved);
    CHECK(top.solution.grid == full);
    // a clash
    Grid bad = g;
    int a = 0;
    while (bad.at(a) == 0) ++a;
    int b = a + 1;
    while (bad.at(b) == 0 || shape.row(b) != shape.row(a)) ++b;
    bad.set(a, bad.at(b));
    const Answer none = engine.solve(Puzzle{bad, std::nullopt}, Goal::Lexmin);
    CHECK(none.status == Status::NoSolution);
    CHECK(none.reason == find_clash(bad).value_or("?"));
  }
}

TEST_CASE("tests/data/test_puzzles: counts and unique solutions") {
  std::ifstream in(std::string(SUDOSAT_TEST_DATA) + "/test_puzzles");
  REQUIRE(in);
  Engine engine;
  std::string line;
  int cases = 0, lineno = 0;
  while (std::getline(in, line)) {
    ++lineno;
    if (line.empty() || line[0] == '#') continue;
    ++cases;
    INFO("test_puzzles:" << lineno << ": " << line);
    std::vector<std::string> parts;
    std::stringstream ss(line);
    std::string part;
    while (std::getline(ss, part, ':')) parts.push_back(part);
    REQUIRE(parts.size() >= 2);
    const Grid g = test::grid_from_line(parts[0]);
    const Puzzle p{g, std::nullopt};
    const int want = std::stoi(parts[1]);
    const Count c = engine.count(p, 1000);
    CHECK(c.status == Status::Solved);
    CHECK(c.found == want);
    CHECK(c.limit_reached == (want >= 1000));
    const Answer a = engine.solve(p, want == 0 ? Goal::Any : Goal::Lexmin);
    if (want == 0) {
      CHECK(a.status == Status::NoSolution);
      continue;
    }
    REQUIRE(a.status == Status::Solved);
    CHECK(check_text(p, a.solution.grid) == "ok");
    if (want == 1 && parts.size() >= 3) CHECK(test::line_from_grid(a.solution.grid) == parts[2]);
    if (want > 1) {
      // the lexmin answer is the reference's first solution (backtracking is fast here)
      const std::vector<Grid> ref = test::backtrack(g, 1);
      REQUIRE(ref.size() == 1);
      CHECK(a.solution.grid == ref.front());
    }
  }
  CHECK(cases == 43);
}

TEST_CASE("propagated givens: no SAT call when singles solve it, the same answers either way") {
  const std::string full =
      "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
  std::string line = full;
  for (int r = 0; r < 9; ++r) line[static_cast<std::size_t>(r * 9 + (r * 4) % 9)] = '.';
  const Puzzle singles{test::grid_from_line(line), std::nullopt};
  // row 1 holds 1..8 and column 9 the 9: no clash, no solution
  const Puzzle stuck{test::grid_from_line("12345678" + std::string(36, '.') + "9" + std::string(36, '.')),
                     std::nullopt};
  for (bool propagate : {true, false}) {
    INFO("propagate " << propagate);
    EngineOptions opt;
    opt.propagate = propagate;
    opt.fast_budget = 0;  // propagation alone (the search fast path would also need no SAT call)
    Engine engine(opt);
    for (Goal goal : {Goal::Lexmin, Goal::Any}) {
      const Answer a = engine.solve(singles, goal);
      REQUIRE(a.status == Status::Solved);
      CHECK(test::line_from_grid(a.solution.grid) == full);
      CHECK((a.sat_calls == 0) == propagate);
    }
    const Count c1 = engine.count(singles, 1, 1);
    CHECK(c1.found == 1);
    CHECK(c1.limit_reached);
    REQUIRE(c1.solutions.size() == 1);
    CHECK(test::line_from_grid(c1.solutions[0].grid) == full);
    const Count c2 = engine.count(singles, 2);
    CHECK(c2.found == 1);
    CHECK(!c2.limit_reached);

    const Answer none = engine.solve(stuck, Goal::Lexmin);
    CHECK(none.status == Status::NoSolution);
    CHECK(none.reason == (propagate ? "no digit fits row 1 column 9" : ""));
    const Count zero = engine.count(stuck, 2);
    CHECK(zero.status == Status::Solved);
    CHECK(zero.found == 0);
    CHECK(zero.reason == none.reason);
  }
}
