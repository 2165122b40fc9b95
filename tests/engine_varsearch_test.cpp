// The variant fast path (engine/varsearch.hpp) against the brute-force reference: for every
// constraint kind, random instances on small grids (4x4, 6x6, 5x5 with rows as regions, an
// irregular 6x6), alone and mixed; with an unlimited budget the search must be complete and
// its counts and smallest solution equal the enumerator's (which knows the rules only through
// the independent checker); with a tiny budget it may give up, but what it finishes must agree.
// A propagator that removed a candidate some solution uses shows up here as a wrong count.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "engine/engine.hpp"
#include "engine/varnet.hpp"
#include "engine/varsearch.hpp"
#include "model/check.hpp"
#include "variant_reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

constexpr int kLimit = 12;

const std::vector<int>& irregular6() {
  static const std::vector<int> r{0, 0, 0, 1, 1, 1,  //
                                  0, 0, 2, 2, 1, 1,  //
                                  0, 2, 2, 2, 1, 3,  //
                                  4, 4, 2, 3, 3, 3,  //
                                  4, 4, 5, 5, 3, 3,  //
                                  4, 4, 5, 5, 5, 5};
  return r;
}

std::string describe(const Puzzle& p) {
  std::string s;
  for (int c = 0; c < p.givens.shape.cells(); ++c) s += static_cast<char>('0' + p.givens.at(c));
  s += " with";
  for (const Constraint& c : p.variant->constraints) s += std::string(" ") + kind_name(c);
  return s;
}

// A random n x n puzzle (boxes): each cell given with probability 1 / given_one_in from a
// hidden grid, and `count` constraints of random kinds, each true of the hidden grid except,
// with probability 1 / misfit_one_in (0: never), when drawn without that condition.
Puzzle random_puzzle(int n, std::mt19937& rng, unsigned given_one_in, int count, unsigned misfit_one_in) {
  Puzzle p = test::blank_variant(n, default_regions(n));
  const Grid hidden = test::random_solution(p, rng);
  for (int cell = 0; cell < n * n; ++cell)
    if (rng() % given_one_in == 0) p.givens.set(cell, hidden.at(cell));
  for (int i = 0; i < count; ++i) {
    const int kind = static_cast<int>(rng() % static_cast<unsigned>(test::constraint_kinds()));
    const bool fits = misfit_one_in == 0 || rng() % misfit_one_in != 0;
    p.variant->constraints.push_back(test::random_constraint(kind, p, hidden, fits, rng));
  }
  return p;
}

// The search's answers against the reference; returns whether it finished.
bool agrees(const Puzzle& p, const std::vector<Grid>& ref, long long budget) {
  FastSearchOptions o;
  o.node_budget = budget;
  o.rules_budget = false;  // the search itself, even where the engine leaves it to CaDiCaL
  o.order = SearchOrder::Fewest;
  const FastSearchResult count = variant_search(p, kLimit, o);
  if (count.complete) {
    REQUIRE(count.solutions.size() == ref.size());
    if (ref.size() < static_cast<std::size_t>(kLimit))  // ref holds every solution
      for (const Grid& g : count.solutions) CHECK(std::find(ref.begin(), ref.end(), g) != ref.end());
  }
  o.order = SearchOrder::RowMajor;
  const FastSearchResult lex = variant_search(p, kLimit, o);
  if (lex.complete) {
    REQUIRE(lex.solutions.size() == ref.size());
    CHECK(std::equal(lex.solutions.begin(), lex.solutions.end(), ref.begin()));  // in order
  }
  return count.complete && lex.complete;
}

}  // namespace

TEST_CASE("variant fast path: every kind against the brute-force reference") {
  struct Setting {
    int n;
    std::vector<int> regions;
    double blank;
  };
  const std::vector<Setting> settings{{4, default_regions(4), 0.85},
                                      {6, default_regions(6), 0.6},
                                      {5, default_regions(5), 0.55},
                                      {6, irregular6(), 0.6}};
  std::mt19937 rng(20261127u);
  std::map<int, int> searched;  // kind -> instances the search finished
  const int rounds = test::workload(10, 3);
  for (const Setting& s : settings)
    for (int kind = 0; kind < test::constraint_kinds(); ++kind)
      for (int round = 0; round < rounds; ++round) {
        Puzzle p = test::blank_variant(s.n, s.regions);
        const Grid hidden = test::random_solution(p, rng);
        for (int cell = 0; cell < s.n * s.n; ++cell)
          if (std::uniform_real_distribution<double>(0, 1)(rng) >= s.blank) p.givens.set(cell, hidden.at(cell));
        const int copies = 1 + static_cast<int>(rng() % 3);
        for (int i = 0; i < copies; ++i)
          p.variant->constraints.push_back(test::random_constraint(kind, p, hidden, rng() % 4 != 0, rng));
        if (round % 3 == 2)
          p.variant->constraints.push_back(test::random_constraint(
              static_cast<int>(rng() % static_cast<unsigned>(test::constraint_kinds())), p, hidden, true, rng));
        if (!variant_search_applies(p)) continue;
        INFO(s.n << "x" << s.n << ": " << describe(p));
        const std::vector<Grid> ref = test::variant_solutions(p, kLimit);
        if (agrees(p, ref, 1LL << 40)) ++searched[kind];
        else FAIL("an unlimited search did not finish");
        agrees(p, ref, 3);  // a tiny budget: give up or agree
      }
  // Every kind is searched (none left to CaDiCaL alone).
  for (int kind = 0; kind < test::constraint_kinds(); ++kind) {
    INFO("kind " << kind);
    CHECK(searched[kind] > 0);
  }
}

TEST_CASE("variant fast path: one network serves the givens of the same rules, and only those") {
  // Searches one after the other on a thread: the same rules with other givens (the network
  // is reused), then one rule taken away, then the first puzzle again; each against the
  // reference.
  std::mt19937 rng(20261128u);
  const int rounds = test::workload(40, 10);
  for (int round = 0; round < rounds; ++round) {
    const Puzzle p = random_puzzle(round % 2 ? 6 : 4, rng, 3, 4, 0);
    Puzzle other = p;
    for (int cell = 0; cell < other.givens.shape.cells(); ++cell)
      if (rng() % 2) other.givens.set(cell, 0);
    Puzzle fewer = p;
    fewer.variant->constraints.pop_back();
    const std::vector<const Puzzle*> order{&p, &other, &fewer, &p};
    for (const Puzzle* q : order) {
      if (!variant_search_applies(*q)) continue;
      INFO(describe(*q));
      CHECK(agrees(*q, test::variant_solutions(*q, kLimit), 1LL << 40));
    }
  }
}

TEST_CASE("variant fast path: the engine answers the same with it, without it and with a tiny budget") {
  EngineOptions off, tiny;
  off.fast_budget_variant = 0;
  tiny.fast_budget_variant = 2;
  Engine with, without(off), small(tiny);
  std::mt19937 rng(7);
  const int rounds = test::workload(60, 15);
  for (int round = 0; round < rounds; ++round) {
    const Puzzle p = random_puzzle(round % 2 ? 6 : 4, rng, 3, 3, 5);
    INFO(describe(p));
    const Count a = with.count(p, 5), b = without.count(p, 5), c = small.count(p, 5);
    CHECK(a.found == b.found);
    CHECK(c.found == b.found);
    const Answer x = with.solve(p, Goal::Lexmin), y = without.solve(p, Goal::Lexmin);
    REQUIRE(x.status == y.status);
    if (x.status == Status::Solved) CHECK(x.solution.grid == y.solution.grid);
  }
  CHECK(with.stats().fast_done > 0);
}

TEST_CASE("variant fast path: the blank Miracle grid has 72 solutions") {
  Puzzle p = test::blank_variant(9, default_regions(9));
  p.variant->constraints = {rule::AntiKing{}, rule::AntiKnight{}, rule::NonConsecutive{}};
  REQUIRE(variant_search_applies(p));
  FastSearchOptions o;
  o.node_budget = 1LL << 40;
  const FastSearchResult r = variant_search(p, 1000, o);
  REQUIRE(r.complete);
  CHECK(r.solutions.size() == 72);
  for (const Grid& g : r.solutions) CHECK_FALSE(check_solution(p, Solution{g, {}}));
}

TEST_CASE("variant fast path: Engine::other agrees with CaDiCaL's answer") {
  EngineOptions off;
  off.fast_budget_variant = 0;
  Engine with, without(off);
  std::mt19937 rng(11);
  int found = 0, none = 0;
  const int rounds = test::workload(60, 15);
  for (int round = 0; round < rounds; ++round) {
    const int n = round % 2 ? 6 : 4;
    const Puzzle p = random_puzzle(n, rng, 2, 2, 0);
    const Answer a = without.solve(p, Goal::Any);
    if (a.status != Status::Solved) continue;
    std::vector<int> cells;  // a few blank cells, or none (anywhere)
    for (int cell = 0; cell < n * n && round % 3; ++cell)
      if (p.givens.at(cell) == 0 && rng() % 3 == 0) cells.push_back(cell);
    INFO(describe(p) << ", " << cells.size() << " cells asked about");
    const Answer x = with.other(p, a.solution, cells), y = without.other(p, a.solution, cells);
    REQUIRE(x.status == y.status);
    if (x.status != Status::Solved) {
      ++none;
      continue;
    }
    ++found;
    CHECK_FALSE(check_solution(p, x.solution));
    bool differs = cells.empty() ? x.solution.grid != a.solution.grid : false;
    for (int cell : cells) differs = differs || x.solution.grid.at(cell) != a.solution.grid.at(cell);
    CHECK(differs);
  }
  CHECK(found > 0);
  CHECK(none > 0);
}

// On 16x16 the cells of a box can sum past 63: the propagator then keeps a part's sums in 256
// bits, not one word (varnet.hpp: sums_below_64). Random region sum lines through two boxes
// there (the cells of the same digits in each: true of a hidden solution, one in five not),
// most cells given, against CaDiCaL: the counts and the smallest solution agree.
TEST_CASE("variant fast path: 16x16 sums past 63 agree with CaDiCaL") {
  EngineOptions off;
  off.fast_budget_variant = 0;
  Engine without(off);
  std::mt19937 rng(16);
  const int rounds = test::workload(12, 4);
  int wide = 0;
  for (int round = 0; round < rounds; ++round) {
    const int n = 16;
    Puzzle p = test::blank_variant(n, default_regions(n));
    std::vector<int> digit(static_cast<std::size_t>(n));
    for (int d = 0; d < n; ++d) digit[static_cast<std::size_t>(d)] = d + 1;
    std::shuffle(digit.begin(), digit.end(), rng);
    Grid hidden(p.givens.shape);  // a pattern solution, its digits shuffled
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) hidden.set(r * n + c, digit[static_cast<std::size_t>(((r % 4) * 4 + r / 4 + c) % n)]);
    for (int cell = 0; cell < n * n; ++cell)
      if (rng() % 10 < 6) p.givens.set(cell, hidden.at(cell));
    for (int k = 0; k < 3; ++k) {  // a region sum line through two boxes: 6 to 8 cells in each
      std::vector<int> chosen = digit;
      std::shuffle(chosen.begin(), chosen.end(), rng);
      chosen.resize(6 + rng() % 3);
      const int a = static_cast<int>(rng() % n), b = (a + 1 + static_cast<int>(rng() % (n - 1))) % n;
      if (rng() % 5 == 0) chosen.back() = chosen.front();  // not true of the hidden grid
      rule::RegionSumLine line;
      for (int box : {a, b})
        for (int d : chosen)
          for (int cell = 0; cell < n * n; ++cell)
            if ((cell / n / 4) * 4 + (cell % n) / 4 == box && hidden.at(cell) == d &&
                std::find(line.cells.begin(), line.cells.end(), cell) == line.cells.end()) {
              line.cells.push_back(cell);
              break;
            }
      p.variant->constraints.push_back(line);
    }
    INFO(describe(p));
    if (!variant_search_applies(p)) continue;
    wide += !varsearch::Network(p).sums_below_64;
    FastSearchOptions o;
    o.node_budget = 1LL << 40;
    o.order = SearchOrder::Fewest;
    const FastSearchResult count = variant_search(p, 3, o);
    REQUIRE(count.complete);
    CHECK(static_cast<int>(count.solutions.size()) == without.count(p, 3).found);
    o.order = SearchOrder::RowMajor;
    const FastSearchResult lex = variant_search(p, 1, o);
    REQUIRE(lex.complete);
    const Answer a = without.solve(p, Goal::Lexmin);
    REQUIRE((a.status == Status::Solved) == !lex.solutions.empty());
    if (a.status == Status::Solved) CHECK(lex.solutions.front() == a.solution.grid);
  }
  CHECK(wide > 0);
}

namespace {

// A zipper line whose pairs lie in one house of `hidden`'s grid and sum alike there (so their
// digits are distinct across pairs): pairs of cells of a random house whose digits make a
// random sum s, and for an odd line a middle cell holding s anywhere else; one cell moved at
// random one time in four (the line may then have no solution). Empty when no pair makes s.
rule::ZipperLine zipper_in_house(const Puzzle& p, const Grid& hidden, std::mt19937& rng) {
  const int n = p.givens.shape.n();
  std::vector<int> house;
  const int which = static_cast<int>(rng() % 3), index = static_cast<int>(rng() % static_cast<unsigned>(n));
  for (int cell = 0; cell < n * n; ++cell) {
    const int row = cell / n, col = cell % n;
    if ((which == 0 && row == index) || (which == 1 && col == index) ||
        (which == 2 && p.variant->regions[static_cast<std::size_t>(cell)] == index))
      house.push_back(cell);
  }
  const int sum = 3 + static_cast<int>(rng() % static_cast<unsigned>(2 * n - 3));
  std::vector<std::pair<int, int>> pairs;
  for (int a : house)
    for (int b : house)
      if (hidden.at(a) < hidden.at(b) && hidden.at(a) + hidden.at(b) == sum) pairs.emplace_back(a, b);
  std::shuffle(pairs.begin(), pairs.end(), rng);
  if (pairs.empty()) return {};
  pairs.resize(1 + rng() % pairs.size());
  rule::ZipperLine z;
  for (const auto& [a, b] : pairs) z.cells.push_back(rng() % 2 ? a : b);
  std::vector<int> middles;
  for (int cell = 0; cell < n * n; ++cell)
    if (hidden.at(cell) == sum && std::find(house.begin(), house.end(), cell) == house.end()) middles.push_back(cell);
  if (!middles.empty() && rng() % 2) z.cells.push_back(middles[rng() % middles.size()]);
  for (std::size_t i = pairs.size(); i-- > 0;) {
    const auto& [a, b] = pairs[i];
    z.cells.push_back(z.cells[i] == a ? b : a);
  }
  if (rng() % 4 == 0) {  // one cell moved to another cell of the house not on the line
    std::vector<int> free;
    for (int cell : house)
      if (std::find(z.cells.begin(), z.cells.end(), cell) == z.cells.end()) free.push_back(cell);
    if (!free.empty()) z.cells[rng() % pairs.size()] = free[rng() % free.size()];
  }
  return z;
}

}  // namespace

TEST_CASE("variant fast path: equal sums in one house take disjoint digit sets") {
  // Zipper pairs in one row, column or box must take different digits from each other: the
  // propagator rules out the sums too few disjoint pairs make. Against the reference, on
  // random 4x4, 6x6 and irregular 6x6 puzzles with such lines.
  std::mt19937 rng(20261128u);
  int together = 0;
  const int rounds = test::workload(300, 60);
  for (int round = 0; round < rounds; ++round) {
    const int n = round % 3 == 0 ? 4 : 6;
    Puzzle p = test::blank_variant(n, round % 3 == 2 ? irregular6() : default_regions(n));
    const Grid hidden = test::random_solution(p, rng);
    for (int cell = 0; cell < n * n; ++cell)
      if (rng() % 3 == 0) p.givens.set(cell, hidden.at(cell));
    for (int lines = 1 + static_cast<int>(rng() % 2); lines > 0; --lines) {
      rule::ZipperLine z = zipper_in_house(p, hidden, rng);
      if (z.cells.size() >= 3) p.variant->constraints.push_back(z);
    }
    if (p.variant->constraints.empty() || !variant_search_applies(p)) continue;
    const varsearch::Network net(p);
    for (const varsearch::Prop& prop : net.props) together += !prop.together.empty();
    INFO(describe(p));
    const std::vector<Grid> ref = test::variant_solutions(p, kLimit);
    CHECK(agrees(p, ref, 1LL << 40));
    agrees(p, ref, 3);
  }
  INFO("rounds " << rounds << ", propagators with parts together " << together);
  // The lines put parts together in a house often enough: 104 of 300 rounds, 12 of the
  // sanitizer build's 60.
  CHECK(together * 10 >= rounds);
}

TEST_CASE("variant fast path: three zipper pairs in a box cannot sum to 6") {
  // In a box, three disjoint pairs of one sum need a sum of 7 or more ({1,5} and {2,4} are all
  // that make 6), so a middle digit of 6 is refuted before any branch; 7 leaves solutions.
  Puzzle p = test::blank_variant(9, default_regions(9));
  p.variant->constraints = {rule::ZipperLine{{60, 61, 62, 40, 71, 70, 69}}};  // R7C7-R7C9, R5C5, R8C9-R8C7
  FastSearchOptions o;
  p.givens.set(40, 6);
  const FastSearchResult none = variant_search(p, 2, o);
  CHECK(none.complete);
  CHECK(none.solutions.empty());
  CHECK(none.nodes == 0);
  p.givens.set(40, 7);
  const FastSearchResult some = variant_search(p, 1, o);
  REQUIRE(some.solutions.size() == 1);
  CHECK_FALSE(check_solution(p, Solution{some.solutions[0], {}}).has_value());
}

TEST_CASE("variant fast path: segment sum lines search 8 times the budget, and settle a hard one") {
  // bench/variant/new_kinds.tsv's 9x9-segmentsumline-18-s46: 18 segment sum lines, 2 givens.
  // The search needs 12,400 branches (past the usual 4,000); CaDiCaL takes 10x its time.
  Puzzle p = test::blank_variant(9, default_regions(9));
  p.givens.set(2, 9);
  p.givens.set(78, 7);
  p.variant->constraints = {
      rule::SegmentSumLine{{72, 63}, 6},           rule::SegmentSumLine{{80, 70, 62, 52, 44}, 23},
      rule::SegmentSumLine{{80, 79, 71, 61}, 10},  rule::SegmentSumLine{{75, 76, 68, 59, 67, 58}, 26},
      rule::SegmentSumLine{{61, 62, 53}, 14},      rule::SegmentSumLine{{33, 43, 51, 42, 32}, 25},
      rule::SegmentSumLine{{80, 71, 61, 52, 43}, 20}, rule::SegmentSumLine{{74, 64, 56, 47, 48, 58}, 22},
      rule::SegmentSumLine{{13, 4, 12, 2}, 20},    rule::SegmentSumLine{{73, 74, 75, 67, 76}, 28},
      rule::SegmentSumLine{{27, 36, 45}, 22},      rule::SegmentSumLine{{22, 23}, 12},
      rule::SegmentSumLine{{49, 40, 39, 30, 22, 12}, 28}, rule::SegmentSumLine{{37, 28, 27}, 13},
      rule::SegmentSumLine{{52, 42, 51, 60, 59}, 23}, rule::SegmentSumLine{{0, 1}, 11},
      rule::SegmentSumLine{{67, 59, 50, 49, 48}, 23}, rule::SegmentSumLine{{78, 68, 58, 50, 42}, 12}};
  REQUIRE(variant_search_applies(p));
  CHECK(varsearch::Network(p).budget_factor == varsearch::kSegmentsBudgetFactor);
  FastSearchOptions o;
  o.node_budget = EngineOptions::kDefaultFastBudgetVariant;
  const FastSearchResult r = variant_search(p, 2, o);
  REQUIRE(r.complete);
  CHECK(r.nodes > EngineOptions::kDefaultFastBudgetVariant);  // past the caller's own budget
  REQUIRE(r.solutions.size() == 1);
  CHECK_FALSE(check_solution(p, Solution{r.solutions[0], {}}));
  // Without segment sum lines the budget is the caller's.
  Puzzle q = test::blank_variant(9, default_regions(9));
  q.variant->constraints = {rule::Whispers{{0, 1, 2}, 5}};
  CHECK(varsearch::Network(q).budget_factor == 1);
}
