// Engine::candidates against the references: the true candidates of every cell, and with a
// limit the capped number of solutions each stands in, must be what the reference's full list
// of solutions says (classic puzzles of sizes 4 to 9 by backtracking, variants by the
// brute-force enumerator, Sudominoku by domino backtracking). Puzzles are drawn so that the
// reference can list every solution.
#include <catch2/catch.hpp>

#include <cstdint>

#include "engine/engine.hpp"
#include "domino_reference.hpp"
#include "model/check.hpp"
#include "reference.hpp"
#include "variant_reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

constexpr int kAll = 5000;  // the references list up to this many solutions

// What the candidates and counts must be, from every solution.
struct Expected {
  std::vector<std::uint64_t> digits;
  std::vector<int> counts;  // uncapped
};

Expected expected(const std::vector<Grid>& all, const Shape& shape) {
  const int n = shape.n();
  Expected e;
  e.digits.assign(static_cast<std::size_t>(shape.cells()), 0);
  e.counts.assign(static_cast<std::size_t>(shape.cells() * n), 0);
  for (const Grid& g : all)
    for (int cell = 0; cell < shape.cells(); ++cell) {
      e.digits[static_cast<std::size_t>(cell)] |= std::uint64_t{1} << (g.at(cell) - 1);
      ++e.counts[static_cast<std::size_t>(cell * n + g.at(cell) - 1)];
    }
  return e;
}

// Checks the engine's candidates for `p`, without and with a few limits, against `all` (every
// solution of p).
void cross_check(Engine& engine, const Puzzle& p, const std::vector<Grid>& all) {
  REQUIRE(static_cast<int>(all.size()) < kAll);
  const Expected e = expected(all, p.givens.shape);
  const Candidates plain = engine.candidates(p);
  REQUIRE(plain.status == Status::Solved);
  CHECK(plain.digits == e.digits);
  CHECK(plain.counts.empty());
  CHECK(plain.all_found == (all.size() <= 1));
  if (all.size() <= 1) CHECK(plain.found == static_cast<int>(all.size()));
  for (int limit : {1, 2, 3, 7}) {
    const Candidates c = engine.candidates(p, limit);
    REQUIRE(c.status == Status::Solved);
    CHECK(c.limit == limit);
    CHECK(c.digits == e.digits);
    std::vector<int> capped = e.counts;
    for (int& k : capped) k = std::min(k, limit);
    CHECK(c.counts == capped);
    if (c.all_found) CHECK(c.found == static_cast<int>(all.size()));
  }
}

}  // namespace

TEST_CASE("classic candidates and counts agree with backtracking, sizes 4 to 9") {
  std::mt19937 rng(1313);
  Engine reused;
  EngineOptions one_off;
  one_off.reuse = false;
  Engine single(one_off);
  const int w = test::workload(3, 1);  // thirds of the full workload
  const std::vector<test::RandomPlan> plans = {
      {Shape{2, 2}, 0.5, 1.0, 20 * w}, {Shape{2, 3}, 0.5, 0.8, 20 * w}, {Shape{2, 4}, 0.5, 0.7, 9 * w},
      {Shape{3, 3}, 0.55, 0.68, 9 * w}, {Shape{3, 2}, 0.5, 0.8, 7 * w},
  };
  int several = 0, none = 0, unique = 0;
  for (const auto& plan : plans) {
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid g = test::random_puzzle(plan, rng);
      if (i % 5 == 4) {  // now and then a wrong digit: often no solution
        const int cell = static_cast<int>(rng() % static_cast<unsigned>(g.shape.cells()));
        g.set(cell, 1 + static_cast<int>(rng() % static_cast<unsigned>(g.shape.n())));
      }
      const std::vector<Grid> all = test::backtrack(g, kAll);
      if (static_cast<int>(all.size()) >= kAll) continue;
      (all.empty() ? none : all.size() == 1 ? unique : several)++;
      const Puzzle p{g, std::nullopt};
      INFO(test::line_from_grid(g));
      cross_check(i % 2 ? reused : single, p, all);
    }
  }
  CHECK(several > 50 * w / 3);
  CHECK(none > 5 * w / 3);
  CHECK(unique > 5 * w / 3);
}

TEST_CASE("candidates of a puzzle without solution: every set empty, with the reason") {
  Engine e;
  Grid g = test::grid_from_line("11" + std::string(79, '.'));
  Candidates c = e.candidates(Puzzle{g, std::nullopt}, 3);
  CHECK(c.status == Status::Solved);
  CHECK(c.reason == "digit 1 twice in row 1");
  for (auto m : c.digits) CHECK(m == 0);
  for (int k : c.counts) CHECK(k == 0);
  CHECK(c.found == 0);
  CHECK(c.all_found);
}

TEST_CASE("candidates of an empty 4x4 and 6x6: every digit everywhere, counts capped") {
  Engine e;
  for (Shape shape : {Shape{2, 2}, Shape{2, 3}}) {
    const Puzzle p{Grid(shape), std::nullopt};
    const std::vector<Grid> all = test::backtrack(p.givens, 100000);
    const Candidates c = e.candidates(p, 1000);
    REQUIRE(c.status == Status::Solved);
    const int n = shape.n();
    for (auto m : c.digits) CHECK(m == ((std::uint64_t{1} << n) - 1));
    // 288 solutions of the 4x4, each digit of each cell in 72; far more for the 6x6.
    for (int k : c.counts) CHECK(k == (n == 4 ? 72 : 1000));
    CHECK(c.all_found == (n == 4));
    if (n == 4) CHECK(c.found == 288);
  }
}

TEST_CASE("variant candidates agree with the brute-force enumerator") {
  std::mt19937 rng(77);
  Engine e;
  int tried = 0;
  const int rounds = test::workload(60, 20);
  for (int round = 0; round < rounds; ++round) {
    const int n = round % 2 ? 4 : 6;
    Puzzle p = test::blank_variant(n, default_regions(n));
    const Grid solution = test::random_solution(p, rng);
    const int kinds = test::constraint_kinds();
    for (int k = 0; k < 2; ++k) {
      const int kind = 7 + static_cast<int>(rng() % static_cast<unsigned>(kinds - 7));
      p.variant->constraints.push_back(test::random_constraint(kind, p, solution, true, rng));
    }
    for (int cell = 0; cell < n * n; ++cell)
      if (rng() % 100 < (n == 4 ? 20u : 45u)) p.givens.set(cell, solution.at(cell));
    const std::vector<Grid> all = test::variant_solutions(p, kAll);
    if (static_cast<int>(all.size()) >= kAll) continue;
    ++tried;
    INFO("round " << round);
    cross_check(e, p, all);
  }
  CHECK(tried > rounds * 2 / 3);
}

TEST_CASE("Sudominoku candidates: the digits of the solution grids") {
  std::mt19937 rng(4574);
  Engine e;
  for (int round = 0; round < 6; ++round) {
    const Puzzle p = test::reveal(test::random_board(rng), 14 + 3 * round, rng);
    const test::DominoSearch ref = test::domino_backtrack(p, kAll);
    REQUIRE_FALSE(ref.limit_hit);
    INFO("round " << round << ": " << ref.grids.size() << " solutions");
    cross_check(e, p, ref.grids);
  }
}

TEST_CASE("candidates honour the time limit") {
  EngineOptions o;
  o.time_limit = std::chrono::duration<double>(1e-9);
  Engine e(o);
  const Puzzle p{Grid(Shape{4, 4}), std::nullopt};
  const Candidates c = e.candidates(p, 2);
  CHECK(c.status == Status::Unknown);
}
