// Variant puzzles through the engine against the brute-force reference: for every constraint
// kind, random instances on small grids (4x4 and 6x6 boxes, 5x5 with rows as regions, an
// irregular 6x6), alone and mixed with others; solution counts, the smallest solution (both
// lexmin methods) and --any must agree with an enumerator that knows the constraints only
// through the independent checker. An encoding bug shows up here as a wrong count.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <functional>
#include <numeric>
#include <optional>
#include <set>

#include "encoder/builder.hpp"
#include "engine/engine.hpp"
#include "model/check.hpp"
#include "reference.hpp"
#include "variant_reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

constexpr int kLimit = 12;

struct Setting {
  const char* name;
  int n;
  std::vector<int> regions;
  double blank_lo, blank_hi;
};

std::vector<Setting> settings() {
  // An irregular 6x6: six regions of six cells, not the boxes.
  const std::vector<int> irregular{0, 0, 0, 1, 1, 1,  //
                                   0, 0, 2, 2, 1, 1,  //
                                   0, 2, 2, 2, 1, 3,  //
                                   4, 4, 2, 3, 3, 3,  //
                                   4, 4, 5, 5, 3, 3,  //
                                   4, 4, 5, 5, 5, 5};
  return {{"4x4", 4, default_regions(4), 0.75, 1.0},
          {"6x6", 6, default_regions(6), 0.55, 0.75},
          {"5x5 rows as regions", 5, default_regions(5), 0.45, 0.65},
          {"6x6 irregular", 6, irregular, 0.55, 0.75},
          {"5x5 Latin square (no regions)", 5, std::vector<int>(25, -1), 0.45, 0.65}};
}

struct Tally {
  int none = 0, unique = 0, several = 0;
};

void cross_check(const Puzzle& p, Engine& ordered, Engine& descent, Tally& tally) {
  const std::vector<Grid> ref = test::variant_solutions(p, kLimit);
  (ref.empty() ? tally.none : ref.size() == 1 ? tally.unique : tally.several)++;
  const Count count = ordered.count(p, kLimit, kLimit);
  REQUIRE(count.status == Status::Solved);
  REQUIRE(count.found == static_cast<int>(ref.size()));
  const bool all = static_cast<int>(ref.size()) < kLimit;  // ref holds every solution
  for (const Solution& s : count.solutions) {
    CHECK_FALSE(check_solution(p, s));
    if (all) CHECK(std::find(ref.begin(), ref.end(), s.grid) != ref.end());
  }
  for (Engine* e : {&ordered, &descent}) {
    const Answer lex = e->solve(p, Goal::Lexmin);
    if (ref.empty()) {
      REQUIRE(lex.status == Status::NoSolution);
    } else {
      REQUIRE(lex.status == Status::Solved);
      REQUIRE(lex.solution.grid == ref.front());
    }
  }
  const Answer any = ordered.solve(p, Goal::Any);
  REQUIRE(any.status == (ref.empty() ? Status::NoSolution : Status::Solved));
  if (!ref.empty()) CHECK_FALSE(check_solution(p, any.solution));
  if (all && !ref.empty()) CHECK(std::find(ref.begin(), ref.end(), any.solution.grid) != ref.end());
}

// Kinds 0..8 of Constraint are whole-grid rules, which a random grid hardly ever satisfies.
constexpr int kGlobalKinds = 9;
constexpr int kMarkedKinds = 7;  // 4..6: marked_pairs; 7, 8 (negative sums, differences): marked_values

// A grid satisfying the whole-grid rule `kind` (0..3), drawn by the engine from a few random
// givens so that the rounds with this rule have solutions too.
std::optional<Grid> grid_with_rule(const Puzzle& blank, int kind, std::mt19937& rng, Engine& e) {
  const int n = blank.givens.shape.n();
  for (int tries = 0; tries < 20; ++tries) {
    Puzzle p = blank;
    p.variant->constraints.push_back(test::random_constraint(kind, p, Grid(p.givens.shape), false, rng));
    for (int k = 0; k < 2; ++k)
      p.givens.set(static_cast<int>(rng() % static_cast<unsigned>(n * n)), 1 + static_cast<int>(rng() % static_cast<unsigned>(n)));
    const Answer a = e.solve(p, Goal::Any);
    if (a.status == Status::Solved) return a.solution.grid;
  }
  return std::nullopt;
}

// Nonconsecutive (4) and the negative rules (5, 6) with every pair of `hidden` they would
// forbid marked (a white or black dot, an X or a V; sometimes one pair more): `hidden` then
// satisfies them, and the marks' exemptions are what makes it a solution.
std::vector<Constraint> marked_pairs(int kind, const Grid& hidden, std::mt19937& rng) {
  const int n = hidden.shape.n();
  std::vector<Constraint> marks;
  const bool three = rng() % 2;  // black dots of ratio 3 too (forbidding ratio 3 elsewhere)
  for (int a = 0; a < n * n; ++a)
    for (int b : {a + 1, a + n}) {
      if (b >= n * n || (b == a + 1 && b % n == 0)) continue;
      const int x = hidden.at(a), y = hidden.at(b), hi = std::max(x, y), lo = std::min(x, y);
      const bool spare = rng() % 40 == 0;
      if (kind == 6) {
        if (x + y == 5 || x + y == 10 || spare) marks.push_back(rule::XV{a, b, x + y});
      } else if (kind == 5 && hi % lo == 0 && (hi / lo == 2 || (three && hi / lo == 3))) {
        marks.push_back(hi - lo == 1 && rng() % 2 ? Constraint(rule::Difference{a, b, 1}) : Constraint(rule::Ratio{a, b, hi / lo}));
      } else if (kind == 4 && hi - lo == 1) {
        marks.push_back(lo == 1 && rng() % 2 ? Constraint(rule::Ratio{a, b, 2}) : Constraint(rule::Difference{a, b, 1}));
      } else if (spare) {
        marks.push_back(rule::Difference{a, b, hi - lo});
      }
    }
  // Every other time, half of the marks go: other grids than `hidden` may then be solutions,
  // and it takes the exact rule (which ratios are forbidden, which pairs are exempt) to count
  // them right.
  if (rng() % 2)
    for (std::size_t i = marks.size(); i-- > 0;)
      if (rng() % 2) marks.erase(marks.begin() + static_cast<long>(i));
  return marks;
}

// Negative sums (7) and differences (8): every pair of `hidden` that the drawn rules would
// forbid gets an X/V or sum mark (a white or black dot), one in 40 others a mark that fits too;
// every other time half of them go, as in marked_pairs.
std::vector<Constraint> marked_values(const std::vector<Constraint>& drawn, const Grid& hidden, std::mt19937& rng) {
  const int n = hidden.shape.n();
  std::vector<int> sums, differences;
  for (const Constraint& c : drawn) {
    if (const auto* r = std::get_if<rule::NegativeSum>(&c)) sums.push_back(r->sum);
    if (const auto* r = std::get_if<rule::NegativeDifference>(&c)) differences.push_back(r->difference);
  }
  auto has = [](const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); };
  std::vector<Constraint> marks;
  for (int a = 0; a < n * n; ++a)
    for (int b : {a + 1, a + n}) {
      if (b >= n * n || (b == a + 1 && b % n == 0)) continue;
      const int x = hidden.at(a), y = hidden.at(b), hi = std::max(x, y), lo = std::min(x, y);
      const bool spare = rng() % 40 == 0;
      if (has(sums, x + y) || (spare && !sums.empty())) marks.push_back(rule::XV{a, b, x + y});
      if (has(differences, hi - lo) || (spare && !differences.empty()))
        marks.push_back(hi == 2 * lo && rng() % 2 ? Constraint(rule::Ratio{a, b, 2}) : Constraint(rule::Difference{a, b, hi - lo}));
    }
  if (rng() % 2)
    for (std::size_t i = marks.size(); i-- > 0;)
      if (rng() % 2) marks.erase(marks.begin() + static_cast<long>(i));
  return marks;
}

std::string describe(const Puzzle& p) {
  std::string s = test::line_from_grid(p.givens) + " with";
  for (const Constraint& c : p.variant->constraints) s += std::string(" ") + kind_name(c);
  return s;
}

}  // namespace

TEST_CASE("variant kinds against the brute-force reference") {
  EngineOptions ordered_options, descent_options;
  ordered_options.lexmin = LexminMethod::Ordered;
  descent_options.lexmin = LexminMethod::Descent;
  for (const Setting& setting : settings()) {
    std::mt19937 rng(20261123u + static_cast<unsigned>(setting.n));
    Engine ordered(ordered_options), descent(descent_options);
    const int rounds = setting.n == 4 ? test::workload(12, 4) : test::workload(6, 2);
    for (int kind = 0; kind < test::constraint_kinds(); ++kind) {
      Tally tally;
      for (int round = 0; round < rounds; ++round) {
        Puzzle p = test::blank_variant(setting.n, setting.regions);
        Grid hidden = test::random_solution(p, rng);
        std::vector<Constraint> marks;
        if (kind < 4) hidden = grid_with_rule(p, kind, rng, ordered).value_or(hidden);
        else if (kind < kMarkedKinds) marks = marked_pairs(kind, hidden, rng);
        const double blank =
            std::uniform_real_distribution<double>(setting.blank_lo, setting.blank_hi)(rng);
        for (int cell = 0; cell < p.givens.shape.cells(); ++cell)
          if (std::uniform_real_distribution<double>(0, 1)(rng) >= blank) p.givens.set(cell, hidden.at(cell));
        const int copies = 1 + static_cast<int>(rng() % 3);
        for (int i = 0; i < copies; ++i)
          p.variant->constraints.push_back(test::random_constraint(kind, p, hidden, rng() % 4 != 0, rng));
        if (kind >= kMarkedKinds && kind < kGlobalKinds) marks = marked_values(p.variant->constraints, hidden, rng);
        p.variant->constraints.insert(p.variant->constraints.end(), marks.begin(), marks.end());
        if (round % 3 == 2)  // and one of another kind
          p.variant->constraints.push_back(test::random_constraint(
              static_cast<int>(rng() % static_cast<unsigned>(test::constraint_kinds())), p, hidden, true, rng));
        INFO(setting.name << ": " << describe(p));
        cross_check(p, ordered, descent, tally);
      }
      INFO(setting.name << " kind " << kind);
      CHECK(tally.none + tally.unique + tally.several == rounds);
      if (std::getenv("SUDOSAT_TALLY"))
        WARN(setting.name << " kind " << kind << ": none " << tally.none << ", unique "
                          << tally.unique << ", several " << tally.several);
    }
  }
}

TEST_CASE("negative ratio forbids the ratios its black dots use, not always 2") {
  // Every ratio-3 pair of a random grid gets a black dot (and no ratio-2 pair does): the grid
  // is then a solution, with unmarked pairs in ratio 2 left and ratio 3 forbidden elsewhere.
  Engine engine;
  std::mt19937 rng(7);
  int solvable = 0;
  for (int n : {4, 6})
    for (int round = 0; round < 15; ++round) {
      Puzzle p = test::blank_variant(n, default_regions(n));
      const Grid hidden = test::random_solution(p, rng);
      p.variant->constraints.push_back(rule::NegativeRatio{});
      for (int a = 0; a < n * n; ++a)
        for (int b : {a + 1, a + n})
          if (b < n * n && (b != a + 1 || b % n != 0) &&
              (hidden.at(a) == 3 * hidden.at(b) || hidden.at(b) == 3 * hidden.at(a)))
            p.variant->constraints.push_back(rule::Ratio{a, b, 3});
      for (int cell = 0; n == 6 && cell < 36; ++cell)  // blank 6x6 grids: too many to enumerate
        if (rng() % 2) p.givens.set(cell, hidden.at(cell));
      const auto ref = test::variant_solutions(p, 1000);
      INFO(describe(p));
      CHECK(engine.count(p, 1000).found == static_cast<int>(ref.size()));
      solvable += !ref.empty();
    }
  CHECK(solvable >= 20);
}

TEST_CASE("killer cages covering the grid (the implied house sums apply) against the reference") {
  // Cages of 1 to 3 cells cover a random 4x4 or 6x6 grid, with the hidden grid's sums; some
  // sums are then changed. Implied sums ("innies") join in wherever cages lie inside a house.
  Engine engine;
  std::mt19937 rng(11);
  for (int n : {4, 6})
    for (int round = 0; round < 25; ++round) {
      Puzzle p = test::blank_variant(n, default_regions(n));
      const Grid hidden = test::random_solution(p, rng);
      std::vector<bool> used(static_cast<std::size_t>(n * n), false);
      for (int start = 0; start < n * n; ++start) {
        if (used[static_cast<std::size_t>(start)]) continue;
        rule::Killer k;
        for (int c = start; c >= 0 && static_cast<int>(k.cells.size()) < 1 + static_cast<int>(rng() % 3);) {
          k.cells.push_back(c);
          used[static_cast<std::size_t>(c)] = true;
          const int right = (c + 1) % n ? c + 1 : -1, down = c + n < n * n ? c + n : -1;
          const int next = rng() % 2 ? right : down;
          c = next >= 0 && !used[static_cast<std::size_t>(next)] ? next : -1;
        }
        int sum = 0;
        for (int c : k.cells) sum += hidden.at(c);
        k.sum = rng() % 8 == 0 ? sum + 1 : sum;
        p.variant->constraints.push_back(k);
      }
      if (n == 6)  // 6x6 needs a few givens for the enumeration
        for (int cell = 0; cell < 36; ++cell)
          if (rng() % 3 == 0) p.givens.set(cell, hidden.at(cell));
      const auto ref = test::variant_solutions(p, 50);
      INFO(describe(p));
      const Count c = engine.count(p, 50);
      CHECK(c.found == static_cast<int>(ref.size()));
      const Answer a = engine.solve(p, Goal::Lexmin);
      if (!ref.empty()) CHECK(a.solution.grid == ref.front());
    }
}

TEST_CASE("regressions found by counting against Interactive Sudoku Solver") {
  Engine engine;
  SECTION("a white dot of value -1 or 0 cannot hold (it once allowed consecutive digits)") {
    for (int value : {-1, 0}) {
      Puzzle p = test::blank_variant(4, default_regions(4));
      p.variant->constraints.push_back(rule::Difference{0, 1, value});
      CHECK(engine.count(p, 5).found == 0);
      CHECK(test::variant_solutions(p, 5).empty());
    }
  }
  SECTION("a box indexer on a cell in no region cannot hold") {
    std::vector<int> regions = default_regions(4);
    for (int& r : regions)
      if (r == 3) r = -1;  // the bottom right box is in no region
    Puzzle p = test::blank_variant(4, regions);
    p.variant->constraints.push_back(rule::BoxIndexer{14});  // R4C3
    CHECK(engine.count(p, 5).found == 0);
    CHECK(test::variant_solutions(p, 5).empty());
  }
}

// Several lines of one kind at once, most of them true of a hidden grid, on 4x4 and 6x6 grids
// with some givens (one cell in `sparse` on 6x6, one in 6 on 4x4): counts and smallest answers,
// both lexmin methods, against the enumerator. The ordered engine may answer by the variant
// search (the kind's propagator), the descent engine only by CaDiCaL (its CNF encoding).
namespace {

// The two engines cross_check compares: the ordered lexmin with the variant search, and the
// descent with CaDiCaL alone.
EngineOptions ordered_options() {
  EngineOptions o;
  o.lexmin = LexminMethod::Ordered;
  return o;
}
EngineOptions descent_options() {
  EngineOptions o;
  o.lexmin = LexminMethod::Descent;
  o.fast_budget_variant = 0;
  return o;
}

Tally lines_against_reference(Kind kind, std::uint32_t seed, int sparse) {
  Engine ordered(ordered_options()), descent(descent_options());
  std::mt19937 rng(seed);
  Tally tally;
  const int rounds = test::workload(40, 10);
  for (int round = 0; round < rounds; ++round) {
    const int n = round % 2 ? 6 : 4;
    Puzzle p = test::blank_variant(n, default_regions(n));
    const Grid hidden = test::random_solution(p, rng);
    for (int cell = 0; cell < n * n; ++cell)
      if (rng() % static_cast<unsigned>(n == 4 ? 6 : sparse) == 0) p.givens.set(cell, hidden.at(cell));
    const int lines = 2 + static_cast<int>(rng() % 4);
    for (int i = 0; i < lines; ++i)
      p.variant->constraints.push_back(
          test::random_constraint(static_cast<int>(kind), p, hidden, rng() % 5 != 0, rng));
    INFO(describe(p));
    cross_check(p, ordered, descent, tally);
  }
  return tally;
}

// The instances are not all of one sort: some have no solution, some one, some several
// (SUDOSAT_TALLY=1 shows the three counts). `light_too`: also on the sanitizer build's 10
// instances, where not every kind's seed gives all three.
void every_sort(const Tally& tally, bool light_too) {
  if (std::getenv("SUDOSAT_TALLY"))
    WARN("none " << tally.none << ", unique " << tally.unique << ", several " << tally.several);
  if (!light_too && test::light_workload()) return;
  CHECK(tally.none > 0);
  CHECK(tally.unique > 0);
  CHECK(tally.several > 0);
}

}  // namespace

TEST_CASE("lockout lines (the kind added by the recipe of docs/variants.md) against the reference") {
  every_sort(lines_against_reference(Kind::LockoutLine, 2026112801u, 3), true);
}

TEST_CASE("number sums (Roman numeral cages) against the reference") {
  every_sort(lines_against_reference(Kind::NumberSum, 2026112901u, 3), true);
  // the carry out of the numbers' places: two numbers of a 6x6 row, the total their sum less
  // (or plus) 100, which only a dropped (or invented) carry would let the hidden grid meet
  EngineOptions ordered_options, descent_options;
  descent_options.fast_budget_variant = 0;
  Engine ordered(ordered_options), descent(descent_options);
  std::mt19937 rng(2026112903u);
  Tally tally;
  int carries = 0;
  for (int round = 0; round < 40; ++round) {
    Puzzle p = test::blank_variant(6, default_regions(6));
    const Grid hidden = test::random_solution(p, rng);
    const int row = static_cast<int>(rng() % 6), col = static_cast<int>(rng() % 3);
    auto at = [&](int k) { return hidden.at(row * 6 + col + k); };
    const int sum = 10 * at(0) + at(1) + 10 * at(2) + at(3);
    carries += sum >= 100;
    const int first = row * 6 + col;
    p.variant->constraints.push_back(
        rule::NumberSum{{first, first + 1}, {first + 2, first + 3}, sum >= 100 ? sum - 100 : sum + 100});
    for (int cell = 0; cell < 36; ++cell)
      if (rng() % 3 == 0) p.givens.set(cell, hidden.at(cell));
    INFO(describe(p));
    cross_check(p, ordered, descent, tally);
  }
  CHECK(carries > 0);
}

TEST_CASE("number sums on 16x16: digits of 10 and more read as their two figures, against the reference") {
  // the pattern grid of 4x4 boxes with its digits shuffled; two cells of a row and the two after
  // them read as numbers, their sum the hidden grid's (or not); those cells and the four below
  // them blank, the rest given
  std::mt19937 rng(2026112902u);
  EngineOptions off;
  off.fast_budget_variant = 0;
  Engine engine, cadical(off);
  int unique = 0, none = 0;
  for (int round = 0; round < 12; ++round) {
    Puzzle p = test::blank_variant(16, default_regions(16));
    std::vector<int> digit(16);
    std::iota(digit.begin(), digit.end(), 1);
    std::shuffle(digit.begin(), digit.end(), rng);
    Grid hidden(p.givens.shape);
    for (int r = 0; r < 16; ++r)
      for (int c = 0; c < 16; ++c) hidden.set(r * 16 + c, digit[static_cast<std::size_t>((4 * (r % 4) + r / 4 + c) % 16)]);
    const int row = static_cast<int>(rng() % 15), col = static_cast<int>(rng() % 13);
    rule::NumberSum sum{{row * 16 + col, row * 16 + col + 1}, {row * 16 + col + 2, row * 16 + col + 3}, 0};
    auto text = [&](const std::vector<int>& cells) {
      int v = 0;
      for (int x : cells) v = v * (hidden.at(x) >= 10 ? 100 : 10) + hidden.at(x);
      return v;
    };
    sum.total = text(sum.first) + text(sum.second) + (round % 3 == 2 ? 1 : 0);
    p.variant->constraints.push_back(sum);
    for (int cell = 0; cell < 256; ++cell) p.givens.set(cell, hidden.at(cell));
    for (int k = 0; k < 4; ++k) p.givens.set(row * 16 + col + k, 0), p.givens.set((row + 1) * 16 + col + k, 0);
    const auto ref = test::variant_solutions(p, 50);
    INFO(describe(p));
    (ref.empty() ? none : unique) += ref.size() <= 1;
    for (Engine* e : {&engine, &cadical}) {
      CHECK(e->count(p, 50).found == static_cast<int>(ref.size()));
      const Answer a = e->solve(p, Goal::Lexmin);
      if (!ref.empty()) CHECK(a.solution.grid == ref.front());
    }
  }
  CHECK(none > 0);
  CHECK(unique > 0);
}

TEST_CASE("killer cages with an inequality total against the reference") {
  every_sort(lines_against_reference(Kind::KillerBound, 2026112807u, 3), false);
  // Each of the two encodings on every cage (the smaller is not always the same one).
  using M = Builder::BoundMethod;
  struct Restore {
    ~Restore() { Builder::bound_method_in_force = M::Smaller; }
  } restore;
  for (M method : {M::Counter, M::Automaton}) {
    Builder::bound_method_in_force = method;
    INFO("encoding " << (method == M::Counter ? "counter" : "automaton"));
    every_sort(lines_against_reference(Kind::KillerBound, 2026112809u, 3), false);
  }
}

TEST_CASE("product cages against the reference") {
  every_sort(lines_against_reference(Kind::ProductCage, 2026112808u, 3), false);
}

TEST_CASE("product lines (digits may repeat) against the reference") {
  every_sort(lines_against_reference(Kind::ProductLine, 2026112901u, 3), false);
}

TEST_CASE("same parity lines against the reference") {
  every_sort(lines_against_reference(Kind::SameParityLine, 2026112902u, 3), false);
}

TEST_CASE("Latin squares: a grid without regions, rows and columns only") {
  Puzzle p = test::blank_variant(4, std::vector<int>(16, -1));
  CHECK(test::variant_solutions(p, 1000).size() == 576);  // the 4x4 Latin squares
  EngineOptions off;
  off.fast_budget_variant = 0;
  for (EngineOptions options : {EngineOptions{}, off}) {
    Engine engine(options);
    CHECK(engine.count(p, 1000).found == 576);
    p.givens.set(0, 2);
    const Answer lex = engine.solve(p, Goal::Lexmin);
    REQUIRE(lex.status == Status::Solved);
    CHECK(test::line_from_grid(lex.solution.grid) == "2134124334124321");
    p.givens.set(0, 0);
  }
}

TEST_CASE("sum cages against the reference") {
  const Tally tally = lines_against_reference(Kind::SumCage, 2026112806u, 3);
  CHECK(tally.none > 0);
  CHECK(tally.unique > 0);
  CHECK(tally.several > 0);
}

TEST_CASE("greater-than signs against the reference") {
  const Tally tally = lines_against_reference(Kind::GreaterThan, 2026112803u, 3);
  CHECK(tally.none > 0);
  CHECK(tally.unique > 0);
  CHECK(tally.several > 0);
}

TEST_CASE("counting circles against the reference") {
  const Tally tally = lines_against_reference(Kind::CountingCircles, 2026112804u, 3);
  CHECK(tally.none > 0);
  CHECK(tally.unique > 0);
  CHECK(tally.several > 0);
}

TEST_CASE("look-and-say cages against the reference") {
  every_sort(lines_against_reference(Kind::LookAndSay, 2026113001u, 3), true);
}

TEST_CASE("sequence lines against the reference") {
  const Tally tally = lines_against_reference(Kind::SequenceLine, 2026112805u, 3);
  CHECK(tally.none > 0);
  CHECK(tally.unique > 0);
  CHECK(tally.several > 0);
}

TEST_CASE("segment sum lines against the reference") {
  const Tally tally = lines_against_reference(Kind::SegmentSumLine, 2026112802u, 3);
  CHECK(tally.none > 0);
  CHECK(tally.unique > 0);
  CHECK(tally.several > 0);
  // Each of the two encodings on every line (the smaller is not always the same one).
  using M = Builder::SegmentMethod;
  struct Restore {
    ~Restore() { Builder::segment_method_in_force = M::Smaller; }
  } restore;
  for (M method : {M::Counter, M::Automaton}) {
    Builder::segment_method_in_force = method;
    INFO("encoding " << (method == M::Counter ? "counter" : "automaton"));
    every_sort(lines_against_reference(Kind::SegmentSumLine, 2026112810u, 3), false);
  }
}

TEST_CASE("parity lines against the reference") {
  const Tally tally = lines_against_reference(Kind::ParityLine, 2026112601u, 2);
  CHECK(tally.unique > 0);
  CHECK(tally.several > 0);
}

TEST_CASE("killer cages of equal sums against the reference") {
  // Two to four cages of 1 to 4 cells (overlapping now and then) whose sums in the hidden grid are
  // equal, most without a total, some with it (or one off); in one puzzle of six, a cage may be
  // the odd one out (another sum, or a repeated digit).
  // Then the rule that all their sums are equal.
  Engine ordered(ordered_options()), descent(descent_options());
  std::mt19937 rng(2026112903u);
  Tally tally;
  const int rounds = test::workload(60, 12);
  for (int round = 0; round < rounds; ++round) {
    const int n = round % 2 ? 6 : 4;
    Puzzle p = test::blank_variant(n, default_regions(n));
    const Grid hidden = test::random_solution(p, rng);
    for (int cell = 0; cell < n * n; ++cell)
      if (rng() % static_cast<unsigned>(n == 4 ? 7 : 4) == 0) p.givens.set(cell, hidden.at(cell));
    auto sum_of = [&](const rule::Killer& k) {
      int s = 0;
      for (int cell : k.cells) s += hidden.at(cell);
      return s;
    };
    const int cages = 2 + static_cast<int>(rng() % 3);
    std::optional<int> first;
    bool odd = rng() % 6 == 0;  // one cage may be the odd one out
    for (int tries = 0; tries < 200 && static_cast<int>(p.variant->constraints.size()) < cages; ++tries) {
      Constraint c = test::random_constraint(static_cast<int>(Kind::Killer), p, hidden, true, rng);
      auto& cage = std::get<rule::Killer>(c);
      const int sum = sum_of(cage);
      std::set<int> digits;
      for (int cell : cage.cells) digits.insert(hidden.at(cell));
      const bool fits = digits.size() == cage.cells.size() && (!first || sum == *first);
      if (!fits && !odd) continue;
      if (!fits) odd = false;
      if (!first) first = sum;
      cage.sum.reset();
      if (rng() % 4 == 0) cage.sum = sum + (rng() % 4 == 0 ? 1 : 0);
      p.variant->constraints.push_back(c);
    }
    p.variant->constraints.insert(p.variant->constraints.begin() + static_cast<long>(rng() % 2 ? 0 : 1),
                                  rule::EqualCageSums{});
    INFO(describe(p));
    cross_check(p, ordered, descent, tally);
  }
  every_sort(tally, true);
}

TEST_CASE("numbered rooms against the reference") {
  every_sort(lines_against_reference(Kind::NumberedRoom, 2026112904u, 3), false);
}

TEST_CASE("battlefield clues against the reference") {
  every_sort(lines_against_reference(Kind::Battlefield, 2026112905u, 3), true);
}

TEST_CASE("battlefield clues against the reference on 8x8, where a sum has several digit sets") {
  // On 4x4 and 6x6 nearly every overlap or gap has one digit set of its sum; on 8x8 (2x4 boxes)
  // most have several, which the encoding's implied clauses must allow. A random grid, 2-5
  // clues (one in five not fitting), a quarter of their lines' digits given and two thirds of the rest.
  Engine ordered(ordered_options()), descent(descent_options());
  std::mt19937 rng(2026113003u);
  Tally tally;
  const int rounds = test::workload(18, 2);  // the sanitizer build's brute force: about 25 s a round
  for (int round = 0; round < rounds; ++round) {
    const int n = 8;
    Puzzle p = test::blank_variant(n, default_regions(n));
    const Grid hidden = test::random_solution(p, rng);
    std::set<int> clued;
    const int clues = 2 + static_cast<int>(rng() % 4);
    for (int i = 0; i < clues; ++i) {
      p.variant->constraints.push_back(
          test::random_constraint(static_cast<int>(Kind::Battlefield), p, hidden, rng() % 5 != 0, rng));
      for (int cell : std::get<rule::Battlefield>(p.variant->constraints.back()).cells) clued.insert(cell);
    }
    for (int cell = 0; cell < n * n; ++cell)
      if (clued.count(cell) ? rng() % 4 == 0 : rng() % 3 != 0) p.givens.set(cell, hidden.at(cell));
    INFO(describe(p));
    cross_check(p, ordered, descent, tally);
  }
  every_sort(tally, false);
}

// A whole-grid rule on n x n (n from `size(round)`, rows as regions where n is prime): a grid
// with it found by the engine from two random givens, then its digits given each with chance
// `keep` in 12 (now and then one changed); both engines (one with CaDiCaL alone) against the
// brute force.
Tally grid_rule_against_reference(const Constraint& rule, const std::function<int(int)>& size, unsigned keep,
                                  std::uint32_t seed, int rounds) {
  Engine ordered(ordered_options()), descent(descent_options());
  std::mt19937 rng(seed);
  Tally tally;
  for (int round = 0; round < rounds; ++round) {
    const int n = size(round);
    Puzzle blank = test::blank_variant(n, default_regions(n));
    blank.variant->constraints.push_back(rule);
    Puzzle seeded = blank;
    for (int k = 0; k < 2; ++k)
      seeded.givens.set(static_cast<int>(rng() % static_cast<unsigned>(n * n)), 1 + static_cast<int>(rng() % static_cast<unsigned>(n)));
    const Answer a = ordered.solve(seeded, Goal::Any);
    Puzzle p = blank;
    if (a.status == Status::Solved)
      for (int cell = 0; cell < n * n; ++cell)
        if (rng() % 12 < keep) p.givens.set(cell, a.solution.grid.at(cell));
    if (rng() % 6 == 0) p.givens.set(static_cast<int>(rng() % static_cast<unsigned>(n * n)), 1 + static_cast<int>(rng() % static_cast<unsigned>(n)));
    INFO(describe(p));
    cross_check(p, ordered, descent, tally);
  }
  return tally;
}

TEST_CASE("global entropy against the reference") {
  // On 6x6 (no 4x4 sudoku has the rule), a quarter of the digits given.
  every_sort(grid_rule_against_reference(rule::GlobalEntropy{}, [](int) { return 6; }, 3, 2026112905u,
                                         test::workload(40, 10)),
             false);
}

TEST_CASE("global modular against the reference") {
  // On 6x6 (residues 1 4, 2 5, 3 6), a quarter of the digits given.
  every_sort(grid_rule_against_reference(rule::GlobalModular{}, [](int) { return 6; }, 3, 2026113004u,
                                         test::workload(40, 10)),
             false);
}

TEST_CASE("rellik cages against the reference") {
  every_sort(lines_against_reference(Kind::RellikCage, 2026113007u, 3), true);
}

TEST_CASE("rellik cages with more digit sets than the encoding lists: the subset-sum ladder") {
  // 25x25, every row but the first given (a cyclic grid whose first row is 1..25, so the
  // columns force it), a cage on its first 12 cells: 1..12. Clue 70 (15,813 sets of at most 12
  // digits make it): 12 + 11 + 10 + 9 + 8 + 7 + 6 + 5 + 2 does, no solution; clue 79 (over
  // 1 + ... + 12 = 78): the one solution. Both engines, CaDiCaL alone for the second.
  const int n = 25;
  Puzzle p = test::blank_variant(n, default_regions(n));
  for (int r = 1; r < n; ++r)
    for (int c = 0; c < n; ++c) p.givens.set(r * n + c, (r * 5 + r / 5 + c) % n + 1);
  std::vector<int> cage;
  for (int c = 0; c < 12; ++c) cage.push_back(c);
  for (const int clue : {70, 79}) {
    Puzzle q = p;
    q.variant->constraints.push_back(rule::RellikCage{cage, clue});
    INFO("clue " << clue);
    Engine ordered(ordered_options()), descent(descent_options());
    for (Engine* e : {&ordered, &descent}) {
      const Count count = e->count(q, 2, 2);
      REQUIRE(count.status == Status::Solved);
      CHECK(count.found == (clue == 70 ? 0 : 1));
      for (const Solution& s : count.solutions) CHECK_FALSE(check_solution(q, s));
    }
  }
}

TEST_CASE("magic squares against the reference") {
  // On 9x9 (no smaller grid holds nine distinct digits in a 3x3 square): box 5, or a square
  // across four boxes. A grid with it found by the engine from two random givens (drawn again
  // until one is), one in twelve of the square's digits given and half the rest, now and then one changed; both engines (one
  // with CaDiCaL alone) against the brute force.
  Engine ordered(ordered_options()), descent(descent_options());
  std::mt19937 rng(2026113005u);
  Tally tally;
  const int rounds = test::workload(16, 1);  // the sanitizer build: 9 s a round
  for (int round = 0; round < rounds; ++round) {
    const int top = round % 2 ? 3 : static_cast<int>(rng() % 7), left = round % 2 ? 3 : static_cast<int>(rng() % 7);
    Puzzle blank = test::blank_variant(9, default_regions(9));
    rule::MagicSquare square;
    for (int i = 0; i < 9; ++i) square.cells.push_back((top + i / 3) * 9 + left + i % 3);
    blank.variant->constraints.push_back(square);
    Answer a;
    do {
      Puzzle seeded = blank;
      for (int k = 0; k < 2; ++k) seeded.givens.set(static_cast<int>(rng() % 81), 1 + static_cast<int>(rng() % 9));
      a = ordered.solve(seeded, Goal::Any);
    } while (a.status != Status::Solved);
    Puzzle p = blank;
    for (int cell = 0; cell < 81; ++cell) {
      const bool inside = std::find(square.cells.begin(), square.cells.end(), cell) != square.cells.end();
      if (rng() % 12 < (inside ? 1u : 6u)) p.givens.set(cell, a.solution.grid.at(cell));
    }
    if (rng() % 4 == 0) p.givens.set(static_cast<int>(rng() % 81), 1 + static_cast<int>(rng() % 9));
    INFO(describe(p));
    cross_check(p, ordered, descent, tally);
  }
  every_sort(tally, false);
}

TEST_CASE("XVXV marks against the reference, 15 reachable") {
  // On 8x8 (2x4 boxes), where two digits can sum to 15 (7 + 8): a random grid, marks on its
  // pairs summing to 5, 10 or 15 (X or V for 15 at random), and some of its digits given; both
  // engines (one with CaDiCaL alone) against the brute force. Round kinds: a third of those
  // pairs marked; NegativeXV with every pair summing to 5 or 10 marked (the marks exempt
  // them) and a third of the 15s; a third marked and a few marks that do not fit.
  Engine ordered(ordered_options()), descent(descent_options());
  std::mt19937 rng(2026113001u);
  Tally tally;
  int fifteens = 0;
  const int rounds = test::workload(18, 6);
  for (int round = 0; round < rounds; ++round) {
    const int n = 8, mode = round % 3;
    Puzzle p = test::blank_variant(n, default_regions(n));
    const Grid hidden = test::random_solution(p, rng);
    for (int a = 0; a < n * n; ++a)
      for (int b : {a + 1, a + n}) {
        if (b >= n * n || (b == a + 1 && b % n == 0)) continue;
        const int sum = hidden.at(a) + hidden.at(b);
        const bool all = mode == 1 && sum != 15;
        if ((sum == 5 || sum == 10 || sum == 15) && (all || rng() % 3 == 0)) {
          fifteens += sum == 15;
          p.variant->constraints.push_back(rule::XVXV{a, b, sum == 15 ? (rng() % 2 ? 10 : 5) : sum});
        } else if (mode == 2 && rng() % 50 == 0) {
          p.variant->constraints.push_back(rule::XVXV{a, b, rng() % 2 ? 10 : 5});
        }
      }
    if (mode == 1) p.variant->constraints.push_back(rule::NegativeXV{});
    const unsigned share = 4 + static_cast<unsigned>(round / 3) % 3;  // 5/12 to 7/12 of the digits given
    for (int cell = 0; cell < n * n; ++cell)
      if (rng() % 12 <= share) p.givens.set(cell, hidden.at(cell));
    INFO(describe(p));
    cross_check(p, ordered, descent, tally);
  }
  CHECK(fifteens > 0);
  every_sort(tally, false);
}

TEST_CASE("negative sums and differences against the reference, marks exempting their pairs") {
  // On 4x4 and 6x6: a random grid, one or two negative sums or differences (or one of each),
  // the grid's pairs they would forbid marked (X/V or sum marks, white or black dots; half of
  // them left out every other time, other grids then solutions), some digits given; both
  // engines (one with CaDiCaL alone) against the brute force.
  Engine ordered(ordered_options()), descent(descent_options());
  std::mt19937 rng(2026113003u);
  Tally tally;
  const int rounds = test::workload(24, 6);
  for (int round = 0; round < rounds; ++round) {
    const int n = round % 2 ? 6 : 4;
    Puzzle p = test::blank_variant(n, default_regions(n));
    const Grid hidden = test::random_solution(p, rng);
    const int mode = round % 3;  // sums, differences, both
    for (int k = 0; k < 1 + static_cast<int>(rng() % 2); ++k) {
      if (mode != 1) p.variant->constraints.push_back(rule::NegativeSum{3 + static_cast<int>(rng() % static_cast<unsigned>(2 * n - 3))});
      if (mode != 0) p.variant->constraints.push_back(rule::NegativeDifference{1 + static_cast<int>(rng() % static_cast<unsigned>(n - 1))});
    }
    const std::vector<Constraint> marks = marked_values(p.variant->constraints, hidden, rng);
    p.variant->constraints.insert(p.variant->constraints.end(), marks.begin(), marks.end());
    for (int cell = 0; cell < n * n; ++cell)
      if (rng() % 12 < (n == 4 ? 3u : 6u)) p.givens.set(cell, hidden.at(cell));
    INFO(describe(p));
    cross_check(p, ordered, descent, tally);
  }
  every_sort(tally, false);
}

TEST_CASE("Dutch flatmates against the reference") {
  // On 5x5 and 7x7 (odd: a middle digit; rows as regions), half the digits given.
  every_sort(grid_rule_against_reference(rule::DutchFlatmates{}, [](int round) { return round % 3 == 2 ? 7 : 5; }, 6,
                                         2026113002u, test::workload(30, 8)),
             false);
}

namespace {

// A random orthogonally connected set of `size` cells of an n x n grid: grown from a random
// cell by a random neighbour of the set at a time.
std::vector<int> random_blob(int n, int size, std::mt19937& rng) {
  std::vector<int> blob{static_cast<int>(rng() % static_cast<unsigned>(n * n))};
  while (static_cast<int>(blob.size()) < size) {
    const int from = blob[rng() % blob.size()];
    const int dirs[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    const auto& d = dirs[rng() % 4];
    const int r = from / n + d[0], c = from % n + d[1];
    if (r < 0 || r >= n || c < 0 || c >= n) continue;
    if (std::find(blob.begin(), blob.end(), r * n + c) == blob.end()) blob.push_back(r * n + c);
  }
  return blob;
}

}  // namespace

TEST_CASE("chaos construction against the reference") {
  // On 4x4 and 5x5: one region drawn (a random connected set of n cells) and the rest to be
  // found, or (one round in four) every cell in no region, where the rule adds nothing to the
  // Latin square's (its rows divide it: the encoding adds no clause); a grid found by the engine
  // from two random givens (none found: the next round), each of its digits given with chance
  // 1/3 (now and then one changed), now and then a killer cage or a thermometer besides. Both
  // engines (the variant search declines the rule beside drawn regions; CaDiCaL alone for the
  // second) against the brute force, which knows the rule only through the checker's search for
  // a division.
  Engine ordered(ordered_options()), descent(descent_options());
  std::mt19937 rng(2026120101u);
  Tally tally;
  int drawn = 0;
  const int rounds = test::workload(40, 10);
  for (int round = 0; round < rounds; ++round) {
    const int n = round % 3 == 2 ? 5 : 4;
    std::vector<int> regions(static_cast<std::size_t>(n * n), -1);
    if (round % 4 != 1) {
      for (int cell : random_blob(n, n, rng)) regions[static_cast<std::size_t>(cell)] = 0;
      ++drawn;
    }
    Puzzle blank = test::blank_variant(n, regions);
    blank.variant->constraints.push_back(rule::Chaos{});
    Puzzle seeded = blank;
    for (int k = 0; k < 2; ++k)
      seeded.givens.set(static_cast<int>(rng() % static_cast<unsigned>(n * n)), 1 + static_cast<int>(rng() % static_cast<unsigned>(n)));
    const Answer a = ordered.solve(seeded, Goal::Any);
    if (a.status != Status::Solved) continue;  // (a blank 5x5 without solution: the brute force
                                               // would try every Latin square, minutes)
    Puzzle p = blank;
    for (int cell = 0; cell < n * n; ++cell)
      if (rng() % 3 == 0) p.givens.set(cell, a.solution.grid.at(cell));
    if (rng() % 3 == 0)
      p.variant->constraints.push_back(test::random_constraint(
          static_cast<int>(rng() % 2 ? Kind::Killer : Kind::Thermometer), p, a.solution.grid, rng() % 4 != 0, rng));
    if (rng() % 6 == 0) p.givens.set(static_cast<int>(rng() % static_cast<unsigned>(n * n)), 1 + static_cast<int>(rng() % static_cast<unsigned>(n)));
    INFO(describe(p));
    std::string drawn_cells;
    for (int cell = 0; cell < n * n; ++cell) drawn_cells += regions[static_cast<std::size_t>(cell)] < 0 ? '.' : '0';
    INFO("drawn region: " << drawn_cells);
    cross_check(p, ordered, descent, tally);
  }
  CHECK(drawn > 0);
  every_sort(tally, false);
}
