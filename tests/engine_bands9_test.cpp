// Tests for engine/bands9: the 9x9 digit-bitboard search against the backtracking reference
// (counts to a limit, solutions in lexicographic order in row-major order), on random puzzles
// from nearly full to nearly empty, some tampered (often no solution); its budget; its shape.
#include <catch2/catch.hpp>

#include <random>
#include <set>
#include <stdexcept>

#include "engine/bands9.hpp"
#include "model/check.hpp"
#include "reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

FastSearchOptions options(SearchOrder order, long long budget = 1LL << 60) {
  FastSearchOptions o;
  o.order = order;
  o.node_budget = budget;
  return o;
}

}  // namespace

TEST_CASE("band_search against the backtracking reference on random 9x9 puzzles") {
  // Blank ratios where the reference stays fast: many solutions above ~0.7, none or one below.
  const test::RandomPlan plans[] = {
      {{3, 3}, 0.1, 0.45, 60}, {{3, 3}, 0.45, 0.62, 120}, {{3, 3}, 0.62, 0.72, 120}};
  std::mt19937 rng(909);
  int none = 0, unique = 0, several = 0;
  for (const test::RandomPlan& plan : plans)
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid g = test::random_puzzle(plan, rng);
      if (i % 3 == 2) g = test::tamper(g, rng);
      const int limit = 1 + i % 9;
      INFO("puzzle " << i << " limit " << limit << ": " << test::line_from_grid(g));
      const std::vector<Grid> ref = test::backtrack(g, limit);
      const FastSearchResult row = band_search(g, limit, options(SearchOrder::RowMajor));
      REQUIRE(row.complete);
      CHECK(row.solutions == ref);  // the same grids in the same (increasing) order
      const FastSearchResult free = band_search(g, limit, options(SearchOrder::Fewest));
      REQUIRE(free.complete);
      REQUIRE(free.solutions.size() == ref.size());
      const std::set<Grid> distinct(free.solutions.begin(), free.solutions.end());
      CHECK(distinct.size() == free.solutions.size());
      const Puzzle p{g, std::nullopt};
      for (const Grid& s : free.solutions) CHECK(!check_solution(p, Solution{s, {}}));
      if (static_cast<int>(ref.size()) < limit)
        CHECK(distinct == std::set<Grid>(ref.begin(), ref.end()));
      none += ref.empty();
      unique += ref.size() == 1 && test::backtrack(g, 2).size() == 1;
      several += ref.size() > 1;
    }
  INFO("none " << none << " unique " << unique << " several " << several);
  CHECK(none >= 30);
  CHECK(unique >= 30);
  CHECK(several >= 60);
}

TEST_CASE("band_search: the empty grid, its budget, another shape") {
  const Grid empty(Shape{3, 3});
  const FastSearchResult first = band_search(empty, 5, options(SearchOrder::RowMajor));
  REQUIRE(first.complete);
  CHECK(first.solutions == test::backtrack(empty, 5));
  const FastSearchResult cut = band_search(empty, 1000, options(SearchOrder::Fewest, 3));
  CHECK(!cut.complete);
  CHECK(cut.solutions.empty());
  CHECK(cut.nodes == 4);  // the branch that went over the budget is counted
  CHECK_THROWS_AS(band_search(Grid(Shape{2, 3}), 1, options(SearchOrder::Fewest)),
                  std::invalid_argument);
  CHECK_THROWS_AS(band_search(empty, 0, options(SearchOrder::Fewest)), std::invalid_argument);
}

TEST_CASE("band_search: the smallest solution alone (limit 1, searched by slices)") {
  // Row-major with limit 1 searches each digit of the first open cell with a fewest-candidates
  // search and keeps the solution found as a witness; the answer must still be the reference's
  // first grid, on puzzles with many solutions (the first witness is rarely the smallest), with
  // one and with none; with a small budget it may give up, and then answers nothing.
  // The sanitizer build's light workload: 60 of each 150 (the same first ones).
  const int each = test::workload(150, 60);
  const test::RandomPlan plans[] = {{{3, 3}, 0.55, 0.65, each}, {{3, 3}, 0.65, 0.8, each}};
  std::mt19937 rng(20261128);
  int several = 0, gave_up = 0;
  for (const test::RandomPlan& plan : plans)
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid g = test::random_puzzle(plan, rng);
      if (i % 4 == 3) g = test::tamper(g, rng);
      INFO("puzzle " << i << ": " << test::line_from_grid(g));
      const std::vector<Grid> ref = test::backtrack(g, 2);
      const FastSearchResult smallest = band_search(g, 1, options(SearchOrder::RowMajor));
      REQUIRE(smallest.complete);
      CHECK(smallest.solutions == (ref.empty() ? std::vector<Grid>{} : std::vector<Grid>{ref.front()}));
      const FastSearchResult cut = band_search(g, 1, options(SearchOrder::RowMajor, 1 + i % 7));
      if (cut.complete) CHECK(cut.solutions == smallest.solutions);
      else CHECK(cut.solutions.empty());
      several += ref.size() > 1;
      gave_up += !cut.complete;
    }
  INFO("several " << several << " gave up " << gave_up);
  CHECK(several >= 100 * each / 150);
  CHECK(gave_up >= 30 * each / 150);
  const Grid empty(Shape{3, 3});
  CHECK(band_search(empty, 1, options(SearchOrder::RowMajor)).solutions == test::backtrack(empty, 1));
}
