// Digit sets other than 1..n (Variant::digits) through the engine against a brute-force
// reference that works on VALUES (test::value_solutions): for every kind that takes a digit
// set, random instances on 4x4 and 6x6 grids with the digits 0..n-1 and with an increasing
// subset of 0..9; counts and the smallest answer (lexicographic by value, the same order as by
// digit since the values increase) must agree, with the variant search on and off. The engine
// answers digits (indices); the test turns them into values with its own copy of the set.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <stdexcept>

#include "encoder/builder.hpp"
#include "engine/assist.hpp"
#include "engine/engine.hpp"
#include "engine/explain.hpp"
#include "model/check.hpp"
#include "variant_reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

constexpr int kLimit = 10;

// The kinds solved with a digit set (docs/variants.md, "Digit sets"), written out here so
// that the model's list cannot shrink or grow unnoticed.
const std::vector<Kind> kSupported = {
    Kind::Diagonal, Kind::AntiKing,   Kind::AntiKnight,  Kind::DisjointGroups, Kind::Odd,
    Kind::Even,     Kind::Minimum,    Kind::Maximum,     Kind::Difference,     Kind::XV,       Kind::XVXV,
    Kind::GreaterThan, Kind::Killer,  Kind::SumCage,     Kind::ExtraRegion,    Kind::Clone,
    Kind::LittleKiller, Kind::Thermometer, Kind::SlowThermometer, Kind::Palindrome, Kind::Renban,
    Kind::Whispers, Kind::BetweenLine, Kind::ParityLine, Kind::Arrow, Kind::NonConsecutive,
    Kind::NegativeRatio, Kind::NegativeXV, Kind::NegativeSum, Kind::NegativeDifference, Kind::Ratio,
    Kind::Skyscraper, Kind::RegionSumLine,
    Kind::ModularLine, Kind::Nabner, Kind::DoubleArrow, Kind::ZipperLine, Kind::SegmentSumLine,
    Kind::KillerBound, Kind::ProductCage, Kind::DigitalRoot, Kind::Quadruple, Kind::CountingCircles,
    Kind::LockoutLine, Kind::SequenceLine, Kind::ProductLine, Kind::SameParityLine, Kind::EqualCageSums,
    Kind::Chaos};

bool supported(Kind k) { return std::find(kSupported.begin(), kSupported.end(), k) != kSupported.end(); }

// A random increasing set of n values from 0..9.
std::vector<int> random_set(int n, std::mt19937& rng) {
  std::vector<int> all{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(static_cast<std::size_t>(n));
  std::sort(all.begin(), all.end());
  return all;
}

struct Tally {
  int none = 0, unique = 0, several = 0;
};

// The engine's grid of digits as values, by the test's own lookup.
std::vector<int> as_values(const Grid& g, const std::vector<int>& values) {
  std::vector<int> out;
  for (std::uint8_t d : g.cells) out.push_back(values.at(static_cast<std::size_t>(d) - 1));
  return out;
}

void cross_check(const Puzzle& p, const std::vector<int>& values, const std::vector<int>& given_values,
                 Engine& engine, Tally& tally) {
  const auto ref = test::value_solutions(p, values, given_values, kLimit);
  (ref.empty() ? tally.none : ref.size() == 1 ? tally.unique : tally.several)++;
  const Count count = engine.count(p, kLimit, kLimit);
  REQUIRE(count.status == Status::Solved);
  REQUIRE(count.found == static_cast<int>(ref.size()));
  const bool all = static_cast<int>(ref.size()) < kLimit;
  for (const Solution& s : count.solutions) {
    CHECK_FALSE(check_solution(p, s));
    if (all) CHECK(std::find(ref.begin(), ref.end(), as_values(s.grid, values)) != ref.end());
  }
  const Answer lex = engine.solve(p, Goal::Lexmin);
  if (ref.empty()) {
    REQUIRE(lex.status == Status::NoSolution);
  } else {
    REQUIRE(lex.status == Status::Solved);
    REQUIRE(as_values(lex.solution.grid, values) == ref.front());
  }
}

// A random instance of `kind` on an n x n grid: the digits 0..n-1 (set 0) or a random subset
// of 0..9, a constraint of the kind (and up to two others) drawn off a hidden grid of values,
// and some of its givens. given_values: per cell the given's value, or -1.
struct Instance {
  Puzzle puzzle;
  std::vector<int> values, given_values;
  std::string label;
};

Instance random_instance(Kind kind, int n, int set, std::mt19937& rng) {
  Instance out;
  std::vector<int>& values = out.values;
  if (set == 0)
    for (int v = 0; v < n; ++v) values.push_back(v);
  else
    values = random_set(n, rng);
  Puzzle p = test::blank_variant(n, default_regions(n));
  p.variant->digits = values;
  const Grid digits = test::random_solution(p, rng);
  Grid hidden = digits;  // the same grid in values
  for (auto& c : hidden.cells) c = static_cast<std::uint8_t>(values[static_cast<std::size_t>(c) - 1]);
  const int k = static_cast<int>(kind);
  const bool global = k < 7;  // whole-grid rules (the kinds table's first seven)
  const int extra = global ? 0 : static_cast<int>(rng() % 3);
  p.variant->constraints.push_back(test::random_constraint_on_values(k, p, hidden, !global && rng() % 4 != 0, rng));
  for (int e = 0; e < extra; ++e)
    p.variant->constraints.push_back(
        test::random_constraint_on_values(static_cast<int>(kSupported[rng() % kSupported.size()]), p, hidden, true, rng));
  // Givens from the hidden grid: a few on 4x4, more on 6x6 (fewer for a global rule, which
  // the hidden grid need not keep).
  out.given_values.assign(static_cast<std::size_t>(n * n), -1);
  const double keep = global ? (n == 4 ? 0.1 : 0.3) : (n == 4 ? 0.15 : 0.45);
  for (int cell = 0; cell < n * n; ++cell)
    if (std::uniform_real_distribution<double>(0, 1)(rng) < keep) {
      p.givens.set(cell, digits.at(cell));
      out.given_values[static_cast<std::size_t>(cell)] = hidden.at(cell);
    }
  std::string with;
  for (const Constraint& c : p.variant->constraints) with += std::string(" ") + kind_name(c);
  out.label = std::string("kind ") + kind_info(kind).name + ", n " + std::to_string(n) + ", digits " +
              digit_set_text(values) + ", constraints" + with;
  out.puzzle = std::move(p);
  return out;
}

}  // namespace

TEST_CASE("digit sets: every kind that takes one against the value brute force") {
  CHECK(static_cast<int>(kSupported.size()) == 49);
  for (int k = 0; k < kKindCount; ++k)
    CHECK(kind_takes_digit_set(static_cast<Kind>(k)) == supported(static_cast<Kind>(k)));
  EngineOptions descent_options;
  descent_options.lexmin = LexminMethod::Descent;
  descent_options.fast_budget_variant = 0;  // CaDiCaL alone (the variant search skips digit sets anyway)
  Engine plain, descent(descent_options);
  std::mt19937 rng(2026112845u);
  const int rounds = test::workload(4, 1);
  Tally tally;
  for (Kind kind : kSupported) {
    for (int n : {4, 6}) {
      for (int set = 0; set < 2; ++set) {
        for (int round = 0; round < rounds; ++round) {
          const Instance t = random_instance(kind, n, set, rng);
          INFO(t.label);
          cross_check(t.puzzle, t.values, t.given_values, plain, tally);
          cross_check(t.puzzle, t.values, t.given_values, descent, tally);
        }
      }
    }
  }
  // Not every instance is unsolvable: the comparison sees answers too.
  CHECK(tally.unique + tally.several > 0);
}

// Segment sum lines have two encodings (the smaller is taken, encoder/rules_lines.cpp): each on
// every line, values 0 included (a run may hold zeros, a line of zeros has no run to close).
TEST_CASE("digit sets: segment sum lines, each encoding, against the value brute force") {
  EngineOptions options;
  options.fast_budget_variant = 0;
  Engine engine(options);
  using M = Builder::SegmentMethod;
  struct Restore {
    ~Restore() { Builder::segment_method_in_force = M::Smaller; }
  } restore;
  Tally tally;
  for (M method : {M::Counter, M::Automaton}) {
    Builder::segment_method_in_force = method;
    std::mt19937 rng(2026112946u);
    for (int n : {4, 6})
      for (int set = 0; set < 2; ++set)
        for (int round = 0; round < test::workload(12, 2); ++round) {
          const Instance t = random_instance(Kind::SegmentSumLine, n, set, rng);
          INFO((method == M::Counter ? "counter: " : "automaton: ") << t.label);
          cross_check(t.puzzle, t.values, t.given_values, engine, tally);
        }
  }
  CHECK(tally.unique + tally.several > 0);
  CHECK(tally.none > 0);
}

TEST_CASE("digit sets: the other kinds are refused by the checker and the encoder") {
  std::mt19937 rng(45u);
  for (int k = 0; k < kKindCount; ++k) {
    if (supported(static_cast<Kind>(k))) continue;
    Puzzle p = test::blank_variant(4, default_regions(4));
    p.variant->digits = {0, 1, 2, 3};
    const Grid g = test::random_solution(p, rng);
    p.variant->constraints.push_back(test::random_constraint(k, p, g, false, rng));
    const std::string why = digit_set_refusal(*p.variant);
    INFO(why);
    CHECK(why == std::string(kind_name(p.variant->constraints[0])) +
                     " is not supported with the digits 0-3 (only with 1..n)");
    const auto checked = check_solution(p, Solution{g, {}});
    REQUIRE(checked);
    CHECK(*checked == why);
    Engine engine;
    CHECK_THROWS_AS(engine.solve(p, Goal::Any), std::invalid_argument);
  }
}

TEST_CASE("digit sets: a killer cage's sum is of values, and 1..n stays as before") {
  // 4x4 with digits 0-3: a two-cell cage summing to 1 holds 0 and 1.
  Puzzle p = test::blank_variant(4, default_regions(4));
  p.variant->digits = {0, 1, 2, 3};
  p.variant->constraints.push_back(rule::Killer{{0, 1}, 1});
  Engine engine;
  const Answer a = engine.solve(p, Goal::Lexmin);
  REQUIRE(a.status == Status::Solved);
  CHECK(a.solution.grid.at(0) == 1);  // the digit of value 0
  CHECK(a.solution.grid.at(1) == 2);  // value 1
  // The same cage with 1..n has no solution (1 + 2 is the least sum).
  p.variant->digits.clear();
  CHECK(engine.solve(p, Goal::Any).status == Status::NoSolution);
}

// The kinds that joined later, each on a case where computing on digits instead of values
// answers otherwise (the lexicographically smallest grid's first row, as values).
TEST_CASE("digit sets: products, bounds, roots, quadruples, circles and the last lines on values") {
  Engine engine;
  struct Case {
    const char* what;
    std::vector<int> digits;
    Constraint rule;
    std::vector<int> row;  // the smallest answer's first row (values); empty: no solution
  };
  const std::vector<Case> cases = {
      {"a product cage of 6 holds the values 2 and 3", {0, 1, 2, 3}, rule::ProductCage{{0, 1}, 6}, {2, 3, 0, 1}},
      {"a product cage of 0 holds the 0", {0, 1, 2, 3}, rule::ProductCage{{1, 2}, 0}, {1, 0, 2, 3}},
      {"a product line of 0 holds the 0", {0, 1, 2, 3}, rule::ProductLine{{1, 5}, 0}, {1, 0, 2, 3}},
      {"a product line without the value 0 cannot be 0", {1, 2, 3, 5}, rule::ProductLine{{1, 5}, 0}, {}},
      {"an inequality cage's values sum below 2", {0, 1, 2, 3}, rule::KillerBound{{2, 3}, 2, false}, {2, 3, 0, 1}},
      {"an inequality cage's values sum above 16", {0, 1, 8, 9}, rule::KillerBound{{0, 1}, 16, true}, {8, 9, 0, 1}},
      {"a digital root 9 is never the sum 0", {0, 1, 2, 9}, rule::DigitalRoot{{0}, 9}, {9, 0, 1, 2}},
      {"a digital root of the values' sum", {0, 1, 2, 9}, rule::DigitalRoot{{0, 1}, 2}, {0, 2, 1, 9}},
      {"a quadruple's 0 is a value", {0, 1, 2, 3}, rule::Quadruple{{2, 3, 6, 7}, {0, 3}}, {0, 1, 2, 3}},
      {"a counting circle holds the value 1, never 0", {0, 1, 2, 3}, rule::CountingCircles{{0}}, {1, 0, 2, 3}},
      {"two counting circles both hold 2", {0, 1, 2, 3}, rule::CountingCircles{{0, 6}}, {2, 0, 1, 3}},
      {"a lockout line's ends 5 apart by value", {0, 1, 5, 9}, rule::LockoutLine{{0, 1, 2}, 5}, {0, 9, 5, 1}},
      {"a sequence line steps evenly by value", {0, 1, 3, 5}, rule::SequenceLine{{0, 1, 2}}, {1, 3, 5, 0}},
      {"a same parity line by value", {0, 2, 4, 5}, rule::SameParityLine{{0, 1}}, {0, 2, 4, 5}},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    Puzzle p = test::blank_variant(4, default_regions(4));
    p.variant->digits = c.digits;
    p.variant->constraints.push_back(c.rule);
    const Answer a = engine.solve(p, Goal::Lexmin);
    std::vector<int> given(16, -1);
    const auto ref = test::value_solutions(p, c.digits, given, 1);
    if (c.row.empty()) {
      CHECK(a.status == Status::NoSolution);
      CHECK(ref.empty());
      continue;
    }
    REQUIRE(a.status == Status::Solved);
    const std::vector<int> values = as_values(a.solution.grid, c.digits);
    CHECK(std::vector<int>(values.begin(), values.begin() + 4) == c.row);
    REQUIRE(ref.size() == 1);
    CHECK(ref.front() == values);
  }
}

// The candidates, the explainer's path and the setter's assistant (which print values: sudosat
// candidates, explain, assist) work on the digits, with the encodings' arithmetic on the
// values: checked here against the value brute force. The true candidates are every reference
// solution's values; a path never rules out a value some solution puts there, places the one
// solution's values when it solves the puzzle, and ends in "no solution" only without one; the
// assistant's verdict counts the same.
TEST_CASE("digit sets: candidates, explain and assist against the value brute force") {
  Engine engine;
  std::mt19937 rng(20261129u);
  const int rounds = test::workload(2, 1);
  Tally tally;
  int solved_paths = 0;
  for (Kind kind : kSupported)
    for (int n : {4, 6})
      for (int set = 0; set < 2; ++set)
        for (int round = 0; round < rounds; ++round) {
          const Instance t = random_instance(kind, n, set, rng);
          INFO(t.label);
          const Puzzle& p = t.puzzle;
          const auto ref = test::value_solutions(p, t.values, t.given_values, kLimit);
          (ref.empty() ? tally.none : ref.size() == 1 ? tally.unique : tally.several)++;
          const bool all = static_cast<int>(ref.size()) < kLimit;
          // a value's digit under the instance's own set
          auto digit_of = [&](int value) {
            return static_cast<int>(std::find(t.values.begin(), t.values.end(), value) - t.values.begin()) + 1;
          };
          const Candidates c = engine.candidates(p, 0);
          REQUIRE(c.status == Status::Solved);
          if (all) {
            std::vector<std::uint64_t> want(static_cast<std::size_t>(n * n), 0);
            for (const auto& sol : ref)
              for (std::size_t cell = 0; cell < sol.size(); ++cell) want[cell] |= std::uint64_t{1} << (digit_of(sol[cell]) - 1);
            CHECK(c.digits == want);
          }
          PathOptions po;
          po.verify = true;  // every step follows from its reason (std::logic_error otherwise)
          const Path path = find_path(p, po);
          if (ref.empty()) CHECK(path.status != Path::Status::Solved);
          if (path.status == Path::Status::NoSolution) CHECK(ref.empty());
          if (path.status != Path::Status::NoSolution)
            for (const auto& sol : ref)
              for (std::size_t cell = 0; cell < sol.size(); ++cell)
                CHECK(((path.candidates[cell] >> digit_of(sol[cell])) & 1) == 1);
          if (path.status == Path::Status::Solved) {
            ++solved_paths;
            REQUIRE(ref.size() == 1);
            for (std::size_t cell = 0; cell < ref[0].size(); ++cell)
              CHECK(path.candidates[cell] == std::uint64_t{1} << digit_of(ref[0][cell]));
          }
          Assistant a(p);
          CHECK(a.solutions_upto2().size() == std::min<std::size_t>(ref.size(), 2));
        }
  CHECK(tally.unique + tally.several > 0);
  CHECK(solved_paths > 0);
}
