// Tests for engine/fastsearch: the bitmask search against the backtracking reference
// (counts to a limit, solutions in lexicographic order), its budget, and the Engine's fast
// path against the Engine with the fast path off (the SAT path).
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <set>

#include "engine/fastsearch.hpp"
#include "engine/engine.hpp"
#include "model/check.hpp"
#include "reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

constexpr long long kNoBudget = 1LL << 60;

// The reasoning beyond singles: none, locked candidates, all-different matching.
enum Extra { kSingles, kLocked, kMatching };
const Extra kExtras[] = {kSingles, kLocked, kMatching};

FastSearchOptions opts(SearchOrder order, Extra extra, long long budget = kNoBudget) {
  FastSearchOptions o;
  o.order = order;
  o.locked_candidates = extra == kLocked;
  o.matching = extra == kMatching;
  o.node_budget = budget;
  return o;
}

// fast_search in both orders, with each kind of extra reasoning, against `ref`: the first
// up-to-`limit` solutions of the row-major backtracking reference, in lexicographic order.
void compare(const Grid& g, const std::vector<Grid>& ref, int limit) {
  const Puzzle p{g, std::nullopt};
  for (Extra extra : kExtras) {
    INFO("extra reasoning " << extra);
    const FastSearchResult row = fast_search(g, limit, opts(SearchOrder::RowMajor, extra));
    REQUIRE(row.complete);
    CHECK(row.solutions == ref);  // the same grids in the same (increasing) order

    const FastSearchResult free = fast_search(g, limit, opts(SearchOrder::Fewest, extra));
    REQUIRE(free.complete);
    REQUIRE(free.solutions.size() == ref.size());
    std::set<Grid> distinct(free.solutions.begin(), free.solutions.end());
    CHECK(distinct.size() == free.solutions.size());
    for (const Grid& s : free.solutions) CHECK(!check_solution(p, Solution{s, {}}));
    if (static_cast<int>(ref.size()) < limit)  // all of them: the same set
      CHECK(distinct == std::set<Grid>(ref.begin(), ref.end()));
  }
}

std::vector<std::string> puzzle_lines(const std::string& file) {
  std::ifstream in(file);
  REQUIRE(in);
  std::vector<std::string> out;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') out.push_back(line);
  return out;
}

}  // namespace

TEST_CASE("fast_search against the backtracking reference on random puzzles") {
  const test::RandomPlan plans[] = {
      {{2, 2}, 0.4, 0.95, 80}, {{2, 3}, 0.4, 0.85, 80}, {{3, 2}, 0.4, 0.85, 60},
      {{2, 4}, 0.35, 0.7, 60}, {{4, 2}, 0.35, 0.7, 40}, {{3, 3}, 0.3, 0.68, 120},
      {{2, 5}, 0.3, 0.5, 20},  {{3, 4}, 0.3, 0.45, 20},
  };
  std::mt19937 rng(1414);
  int none = 0, unique = 0, several = 0, at_limit = 0;
  for (const test::RandomPlan& plan : plans)
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid g = test::random_puzzle(plan, rng);
      if (i % 4 == 3) g = test::tamper(g, rng);
      const int limit = 1 + i % 12;
      INFO("box " << to_string(plan.shape) << " puzzle " << i << " limit " << limit << ": "
                  << test::line_from_grid(g));
      const std::vector<Grid> ref = test::backtrack(g, limit);
      compare(g, ref, limit);
      none += ref.empty();
      unique += ref.size() == 1 && test::backtrack(g, 2).size() == 1;
      several += ref.size() > 1;
      at_limit += static_cast<int>(ref.size()) == limit;
    }
  INFO("none " << none << " unique " << unique << " several " << several << " at the limit "
               << at_limit);
  CHECK(none >= 40);
  CHECK(unique >= 40);
  CHECK(several >= 100);
  CHECK(at_limit >= 100);
}

TEST_CASE("fast_search: empty and nearly empty grids, lexmin in row-major order") {
  for (const Shape& s : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{3, 3}, Shape{2, 5},
                         Shape{3, 4}, Shape{4, 4}}) {
    INFO("box " << to_string(s));
    const Grid g(s);
    const std::vector<Grid> ref = test::backtrack(g, 3);
    for (Extra extra : {kLocked, kMatching}) {
      const FastSearchResult r = fast_search(g, 3, opts(SearchOrder::RowMajor, extra));
      REQUIRE(r.complete);
      CHECK(r.solutions == ref);
    }
  }
}

TEST_CASE("fast_search: clashing givens have no solution; a spent budget decides nothing") {
  Grid g(Shape{3, 3});
  g.set(0, 5);
  g.set(8, 5);
  for (SearchOrder order : {SearchOrder::Fewest, SearchOrder::RowMajor}) {
    const FastSearchResult r = fast_search(g, 2, opts(order, kSingles));
    CHECK(r.complete);
    CHECK(r.solutions.empty());
  }
  // The empty 9x9 grid needs branches; a budget of 3 stops the search with nothing decided.
  const FastSearchResult cut = fast_search(Grid(Shape{3, 3}), 1000, opts(SearchOrder::Fewest, kSingles, 3));
  CHECK(!cut.complete);
  CHECK(cut.solutions.empty());
  CHECK(cut.nodes == 4);  // the branch that went over the budget is counted
  const FastSearchResult enough = fast_search(Grid(Shape{3, 3}), 10, opts(SearchOrder::Fewest, kSingles));
  CHECK(enough.complete);
  CHECK(enough.solutions.size() == 10);
}

TEST_CASE("fast_search on the first puzzles of the 9x9 collections") {
  // 25 each of the 17-clue, top1465, forum hardest 11+, forum hardest 1106 and serg (several
  // solutions) sets. The row-major reference needs minutes on hard puzzles, so here the search
  // is compared with the SAT path (the Engine with the fast path off): the same smallest
  // solution, the same count to 3, every solution checked by the checker.
  EngineOptions off_options;
  off_options.fast_budget = 0;
  Engine off(off_options);
  int several = 0;
  for (const std::string& line : puzzle_lines(SUDOSAT_TEST_DATA "/fastsearch/sets125.txt")) {
    INFO(line);
    const Grid g = test::grid_from_line(line);
    const Puzzle p{g, std::nullopt};
    const Answer lexmin = off.solve(p, Goal::Lexmin);
    REQUIRE(lexmin.status == Status::Solved);
    const Count count = off.count(p, 3, 3);
    several += count.found > 1;
    for (Extra extra : kExtras) {
      INFO("extra reasoning " << extra);
      const FastSearchResult row = fast_search(g, 3, opts(SearchOrder::RowMajor, extra));
      REQUIRE(row.complete);
      REQUIRE(static_cast<int>(row.solutions.size()) == count.found);
      CHECK(row.solutions.front() == lexmin.solution.grid);
      CHECK(std::is_sorted(row.solutions.begin(), row.solutions.end()));
      const FastSearchResult free = fast_search(g, 3, opts(SearchOrder::Fewest, extra));
      REQUIRE(free.complete);
      CHECK(static_cast<int>(free.solutions.size()) == count.found);
      for (const Grid& s : free.solutions) CHECK(!check_solution(p, Solution{s, {}}));
      if (count.found < 3)
        CHECK(std::set<Grid>(free.solutions.begin(), free.solutions.end()) ==
              std::set<Grid>(row.solutions.begin(), row.solutions.end()));
    }
  }
  CHECK(several == 25);
}

TEST_CASE("fast_search: tdoku's test_puzzles, counts up to 1000") {
  std::ifstream in(SUDOSAT_TEST_DATA "/test_puzzles");
  REQUIRE(in);
  std::string line;
  int lines = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    INFO(line);
    const auto colon = line.find(':');
    const int expected = std::stoi(line.substr(colon + 1));
    const Grid g = test::grid_from_line(line.substr(0, colon));
    for (Extra extra : kExtras) {
      const FastSearchResult r = fast_search(g, 1000, opts(SearchOrder::Fewest, extra));
      REQUIRE(r.complete);
      CHECK(static_cast<int>(r.solutions.size()) == std::min(expected, 1000));
    }
    ++lines;
  }
  CHECK(lines == 43);
}

TEST_CASE("Engine: the fast path gives the SAT path's answers, counts and reasons") {
  // Random 9x9, smaller and larger (12x12, 16x16: the large budget, --any and count only)
  // puzzles, some tampered, through three engines: fast path off
  // (every puzzle to propagation and CaDiCaL), on, and on with a budget so small that most
  // searches give up half-way and hand the puzzle to CaDiCaL.
  // Above 9x9 the fast path filters by matching, and so does propagation before the SAT call
  // (the formula leaves out what it rules out): `plain` is the SAT path without either, whose
  // solutions and counts every engine must give too.
  EngineOptions off_options, tiny_options, locked_options, plain_options;
  off_options.fast_budget = 0;
  off_options.fast_budget_large = 0;
  tiny_options.fast_budget = 2;
  tiny_options.fast_budget_large = 2;
  locked_options.fast_locked = true;
  plain_options = off_options;
  plain_options.matching = false;
  Engine off(off_options), on, tiny(tiny_options), locked(locked_options), plain(plain_options);
  std::mt19937 rng(1415);
  const test::RandomPlan plans[] = {{{3, 3}, 0.45, 0.7, 150}, {{2, 3}, 0.4, 0.8, 50}, {{2, 4}, 0.4, 0.7, 40},
                                     {{3, 4}, 0.4, 0.7, 30},  {{4, 4}, 0.4, 0.6, 20}};
  for (const test::RandomPlan& plan : plans)
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid g = test::random_puzzle(plan, rng);
      if (i % 3 == 2) g = test::tamper(g, rng);
      const Puzzle p{g, std::nullopt};
      INFO("puzzle " << i << ": " << test::line_from_grid(g));
      const Answer want = off.solve(p, Goal::Lexmin);
      const Count want_count = off.count(p, 20, 20);
      const Answer plain_answer = plain.solve(p, Goal::Lexmin);
      const Count plain_count = plain.count(p, 20, 20);
      REQUIRE(plain_answer.status == want.status);
      if (want.status == Status::Solved) CHECK(plain_answer.solution.grid == want.solution.grid);
      CHECK(plain_count.found == want_count.found);
      for (Engine* e : {&on, &tiny, &locked}) {
        const Answer got = e->solve(p, Goal::Lexmin);
        REQUIRE(got.status == want.status);
        CHECK(got.reason == want.reason);
        if (want.status == Status::Solved) CHECK(got.solution.grid == want.solution.grid);
        const Answer any = e->solve(p, Goal::Any);
        REQUIRE(any.status == want.status);
        if (any.status == Status::Solved) CHECK(!check_solution(p, any.solution));
        const Count c = e->count(p, 20, 20);
        CHECK(c.status == want_count.status);
        CHECK(c.found == want_count.found);
        CHECK(c.limit_reached == want_count.limit_reached);
        CHECK(c.reason == want_count.reason);
        std::set<Grid> a, b;
        for (const Solution& s : c.solutions) a.insert(s.grid);
        for (const Solution& s : want_count.solutions) b.insert(s.grid);
        if (!c.limit_reached) CHECK(a == b);  // all of them
        for (const Solution& s : c.solutions) CHECK(!check_solution(p, s));
      }
    }
  CHECK(off.stats().fast_done == 0);
  CHECK(on.stats().fast_done > 500);
  CHECK(on.stats().fast_gave_up == 0);
  CHECK(tiny.stats().fast_gave_up > 200);
  CHECK(tiny.stats().fast_done > 100);
}

TEST_CASE("Engine above 9x9: the matching fast path's smallest answers and counts are the SAT path's") {
  // Empty grids and sparse 12x12, 16x16 and 25x25 puzzles (many solutions): the smallest
  // answer comes from the row-major search with matching (for the empty grids always, within
  // the budget; the others may go on to CaDiCaL on the filtered formula), checked against
  // CaDiCaL deciding in order on the formula without filtering; counts to 30 against the same.
  EngineOptions sat_options;
  sat_options.fast_budget_large = 0;
  sat_options.matching = false;
  Engine fast, sat(sat_options);
  std::mt19937 rng(1416);
  std::vector<Grid> puzzles = {Grid(Shape{4, 4}), Grid(Shape{3, 5}), Grid(Shape{5, 5})};
  const test::RandomPlan plans[] = {{{4, 4}, 0.6, 0.8, 6}, {{4, 3}, 0.6, 0.8, 4}, {{5, 5}, 0.7, 0.8, 2}};
  for (const test::RandomPlan& plan : plans)
    for (int i = 0; i < test::workload(plan.puzzles, 1); ++i) puzzles.push_back(test::random_puzzle(plan, rng));
  for (const Grid& g : puzzles) {
    const Puzzle p{g, std::nullopt};
    INFO("box " << to_string(g.shape) << ": " << test::line_from_grid(g));
    const Answer want = sat.solve(p, Goal::Lexmin);
    REQUIRE(want.status == Status::Solved);
    const Answer got = fast.solve(p, Goal::Lexmin);
    REQUIRE(got.status == Status::Solved);
    if (g == Grid(g.shape)) CHECK(got.sat_calls == 0);  // the search answered, not CaDiCaL
    CHECK(got.solution.grid == want.solution.grid);
    const Count c = fast.count(p, 30, 30), want_count = sat.count(p, 30);
    CHECK(c.found == want_count.found);
    for (const Solution& s : c.solutions) CHECK(!check_solution(p, s));
  }
}
