// Tests for engine/sat.hpp: the SAT wrapper's contracts, against brute force over small
// random CNFs (every assignment tried, no solver involved).
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <random>
#include <regex>
#include <string>
#include <vector>

#include "engine/sat.hpp"

using namespace sudosat;

namespace {

using Clause = std::vector<int>;

// An assignment is a bit set: bit v-1 is the value of variable v.
bool holds(int lit, std::uint32_t bits) {
  const bool v = (bits >> (std::abs(lit) - 1)) & 1u;
  return lit > 0 ? v : !v;
}

bool satisfies(const std::vector<Clause>& cnf, std::uint32_t bits) {
  for (const Clause& c : cnf) {
    bool ok = false;
    for (int lit : c) ok = ok || holds(lit, bits);
    if (!ok) return false;
  }
  return true;
}

// InOrder's order as an integer: x1 is the most significant digit, and true is the smaller.
std::uint32_t order_key(std::uint32_t bits, int vars) {
  std::uint32_t key = 0;
  for (int v = 1; v <= vars; ++v) key = (key << 1) | (((bits >> (v - 1)) & 1u) ? 0u : 1u);
  return key;
}

// Every model (as bits) in InOrder order, by brute force.
std::vector<std::uint32_t> models_in_order(const std::vector<Clause>& cnf, int vars,
                                           const std::vector<int>& assumptions) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> keyed;
  for (std::uint32_t bits = 0; bits < (1u << vars); ++bits) {
    bool ok = satisfies(cnf, bits);
    for (int a : assumptions) ok = ok && holds(a, bits);
    if (ok) keyed.emplace_back(order_key(bits, vars), bits);
  }
  std::sort(keyed.begin(), keyed.end());
  std::vector<std::uint32_t> out;
  for (const auto& kb : keyed) out.push_back(kb.second);
  return out;
}

std::vector<Clause> random_cnf(int vars, int clauses, int width, std::mt19937& rng) {
  std::uniform_int_distribution<int> var(1, vars), sign(0, 1);
  std::vector<Clause> cnf;
  for (int i = 0; i < clauses; ++i) {
    Clause c;
    for (int k = 0; k < width; ++k) c.push_back(sign(rng) ? var(rng) : -var(rng));
    cnf.push_back(c);
  }
  return cnf;
}

std::uint32_t model_bits(const SatSolver& s, int vars) {
  std::uint32_t bits = 0;
  for (int v = 1; v <= vars; ++v)
    if (s.value(v)) bits |= 1u << (v - 1);
  return bits;
}

// "not this model", as a clause.
Clause blocking(std::uint32_t bits, int vars) {
  Clause c;
  for (int v = 1; v <= vars; ++v) c.push_back(((bits >> (v - 1)) & 1u) ? -v : v);
  return c;
}

}  // namespace

TEST_CASE("InOrder: each model is the smallest left, so blocking them lists all in order") {
  std::mt19937 rng(2239);
  int formulas = 0, models = 0;
  for (int round = 0; round < 300; ++round) {
    const int vars = 6 + round % 9;  // 6..14
    const std::vector<Clause> cnf =
        random_cnf(vars, vars * (2 + round % 3), 3, rng);  // ratios 2..4: few to many models
    const std::vector<std::uint32_t> want = models_in_order(cnf, vars, {});
    INFO("round " << round << " vars " << vars << " models " << want.size());
    SatSolver s(SatSolver::Decisions::InOrder);
    s.reserve(vars);
    for (const Clause& c : cnf) s.add(c);
    std::vector<std::uint32_t> got;
    while (got.size() <= want.size() && s.solve() == SatSolver::Sat) {
      got.push_back(model_bits(s, vars));
      s.add(blocking(got.back(), vars));  // the next call searches on with what it learned
    }
    CHECK(got == want);
    ++formulas;
    models += static_cast<int>(want.size());
  }
  CHECK(formulas == 300);
  CHECK(models > 3000);  // the sample holds formulas with many models, not only with one
}

TEST_CASE("InOrder under assumptions: the smallest model that holds them, call after call") {
  std::mt19937 rng(2580);
  for (int round = 0; round < 200; ++round) {
    const int vars = 8 + round % 7;
    const std::vector<Clause> cnf = random_cnf(vars, vars * 3, 3, rng);
    INFO("round " << round);
    SatSolver s(SatSolver::Decisions::InOrder);
    s.reserve(vars);
    for (const Clause& c : cnf) s.add(c);
    std::uniform_int_distribution<int> var(1, vars), sign(0, 1), count(0, 3);
    for (int call = 0; call < 6; ++call) {  // one solver: learned clauses carry over
      std::vector<int> assumptions;
      for (int k = count(rng); k > 0; --k) assumptions.push_back(sign(rng) ? var(rng) : -var(rng));
      for (int a : assumptions) s.assume(a);
      const std::vector<std::uint32_t> want = models_in_order(cnf, vars, assumptions);
      const auto r = s.solve();
      REQUIRE(r == (want.empty() ? SatSolver::Unsat : SatSolver::Sat));
      if (r == SatSolver::Sat) CHECK(model_bits(s, vars) == want.front());
    }
  }
}

TEST_CASE("Free: models satisfy the formula and its assumptions; UNSAT only when none does") {
  std::mt19937 rng(4574);
  for (int round = 0; round < 200; ++round) {
    const int vars = 8 + round % 7;
    const std::vector<Clause> cnf = random_cnf(vars, vars * (3 + round % 3), 3, rng);
    const std::vector<std::uint32_t> all = models_in_order(cnf, vars, {});
    SatSolver s;
    s.reserve(vars);
    for (const Clause& c : cnf) s.add(c);
    const auto r = s.solve();
    REQUIRE(r == (all.empty() ? SatSolver::Unsat : SatSolver::Sat));
    if (r == SatSolver::Sat) CHECK(satisfies(cnf, model_bits(s, vars)));
  }
}

namespace {

// The smallest model of what `free` holds, found variable by variable (try true, keep it when
// some model agrees): the reference for formulas too large to enumerate.
std::vector<bool> smallest_by_descent(SatSolver& free, int vars) {
  std::vector<bool> value(static_cast<std::size_t>(vars) + 1);
  for (int v = 1; v <= vars; ++v) {
    for (int u = 1; u < v; ++u) free.assume(value[static_cast<std::size_t>(u)] ? u : -u);
    free.assume(v);
    value[static_cast<std::size_t>(v)] = free.solve() == SatSolver::Sat;
  }
  return value;
}

}  // namespace

TEST_CASE("InOrder on formulas hard enough for restarts and inprocessing: the descent's model") {
  // Random 3-SAT near the threshold: each call takes many conflicts, so the solver restarts,
  // reduces, probes and would switch to its stable mode if that were not turned off.
  std::mt19937 rng(1905);
  for (int round = 0; round < 6; ++round) {
    const int vars = 150;  // thousands of conflicts a formula
    const std::vector<Clause> cnf = random_cnf(vars, vars * 41 / 10, 3, rng);
    INFO("round " << round);
    SatSolver ordered(SatSolver::Decisions::InOrder), free;
    ordered.reserve(vars);
    free.reserve(vars);
    for (const Clause& c : cnf) {
      ordered.add(c);
      free.add(c);
    }
    for (int model = 0; model < 40; ++model) {
      const bool any = free.solve() == SatSolver::Sat;
      const auto r = ordered.solve();
      REQUIRE(r == (any ? SatSolver::Sat : SatSolver::Unsat));
      if (!any) break;
      const std::vector<bool> want = smallest_by_descent(free, vars);
      Clause block;
      for (int v = 1; v <= vars; ++v) {
        INFO("model " << model << " variable " << v);
        REQUIRE(ordered.value(v) == want[static_cast<std::size_t>(v)]);
        block.push_back(want[static_cast<std::size_t>(v)] ? -v : v);
      }
      ordered.add(block);
      free.add(block);
    }
  }
}

namespace {

// InOrder's models, each blocked in turn, are every model of `cnf`, smallest first.
void check_models_in_order(SatSolver& ordered, const std::vector<Clause>& cnf, int vars) {
  const std::vector<std::uint32_t> want = models_in_order(cnf, vars, {});
  std::vector<std::uint32_t> got;
  while (got.size() <= want.size() && ordered.solve() == SatSolver::Sat) {
    got.push_back(model_bits(ordered, vars));
    ordered.add(blocking(got.back(), vars));
  }
  CHECK(got == want);
}

// Four Free calls under `per_call` random assumptions each: Sat exactly when the formula has a
// model under them, and then the model satisfies the formula and the assumptions.
void check_free_calls(SatSolver& free, const std::vector<Clause>& cnf, int vars, int per_call,
                      std::mt19937& rng) {
  std::uniform_int_distribution<int> var(1, vars), sign(0, 1);
  for (int call = 0; call < 4; ++call) {
    std::vector<int> assumptions;
    for (int k = 0; k < per_call; ++k) assumptions.push_back(sign(rng) ? var(rng) : -var(rng));
    for (int a : assumptions) free.assume(a);
    const auto r = free.solve();
    REQUIRE(r == (models_in_order(cnf, vars, assumptions).empty() ? SatSolver::Unsat : SatSolver::Sat));
    if (r != SatSolver::Sat) continue;
    const std::uint32_t bits = model_bits(free, vars);
    CHECK(satisfies(cnf, bits));
    for (int a : assumptions) CHECK(holds(a, bits));
  }
}

}  // namespace

// A portfolio (several differently configured CaDiCaL solvers racing) keeps every contract:
// InOrder's first model is still the smallest, whichever member finds it; Free models
// satisfy the formula and the assumptions; UNSAT is still exact; a passed deadline stops all.
TEST_CASE("portfolio: the same contracts as one solver") {
  std::mt19937 rng(4242);
  for (int round = 0; round < 60; ++round) {
    const int vars = 8 + round % 7;
    const std::vector<Clause> cnf = random_cnf(vars, vars * (2 + round % 3), 3, rng);
    INFO("round " << round);
    SatSolver ordered(SatSolver::Decisions::InOrder, nullptr, 3), free(SatSolver::Decisions::Free, nullptr, 3);
    REQUIRE(ordered.portfolio() == 3);
    for (SatSolver* s : {&ordered, &free}) {
      s->reserve(vars);
      for (const Clause& c : cnf) s->add(c);
    }
    check_models_in_order(ordered, cnf, vars);
    check_free_calls(free, cnf, vars, 2, rng);
  }
  // Hard enough that the members race for thousands of conflicts.
  for (int round = 0; round < 2; ++round) {
    const int vars = 150;
    const std::vector<Clause> cnf = random_cnf(vars, vars * 41 / 10, 3, rng);
    SatSolver ordered(SatSolver::Decisions::InOrder, nullptr, 3), single(SatSolver::Decisions::InOrder);
    for (SatSolver* s : {&ordered, &single}) {
      s->reserve(vars);
      for (const Clause& c : cnf) s->add(c);
    }
    for (int model = 0; model < 10; ++model) {
      const auto r = single.solve();
      REQUIRE(ordered.solve() == r);
      if (r != SatSolver::Sat) break;
      Clause block;
      for (int v = 1; v <= vars; ++v) {
        REQUIRE(ordered.value(v) == single.value(v));
        block.push_back(single.value(v) ? -v : v);
      }
      ordered.add(block);
      single.add(block);
    }
  }
  SatSolver late(SatSolver::Decisions::Free, nullptr, 2);
  const std::vector<Clause> hard = random_cnf(300, 300 * 426 / 100, 3, rng);
  for (const Clause& c : hard) late.add(c);
  late.set_deadline(std::chrono::steady_clock::now());
  CHECK(late.solve() == SatSolver::Unknown);
  CHECK_THROWS_AS(SatSolver(SatSolver::Decisions::Free, nullptr, 0), std::invalid_argument);
}

TEST_CASE("deadline: a past one stops loading at a clause's end and answers Unknown at once") {
  using Clock = std::chrono::steady_clock;
  // 40,000 clauses (x1 or x2 or ... ) of 3 literals: far more than one check's worth.
  Cnf cnf;
  for (int i = 0; i < 40000; ++i) cnf.add({1 + i % 50, 2 + i % 50, 3 + i % 50});
  SatSolver loaded;
  CHECK(loaded.add(cnf, Clock::now() + std::chrono::hours(1)));  // in time: everything
  CHECK(loaded.add(cnf, std::nullopt));
  CHECK(loaded.solve() == SatSolver::Sat);

  SatSolver stopped;
  CHECK_FALSE(stopped.add(cnf, Clock::now() - std::chrono::seconds(1)));

  // Past the deadline, solve() does not start: Unknown, and the assumptions of that call are
  // dropped as after any call (the next one, without a deadline, finds a model).
  SatSolver s;
  s.add(Clause{1, 2});
  s.assume(-1);
  s.assume(-2);
  s.set_deadline(Clock::now() - std::chrono::seconds(1));
  CHECK(s.solve() == SatSolver::Unknown);
  s.clear_deadline();
  CHECK(s.solve() == SatSolver::Sat);
  s.assume(-1);
  s.assume(-2);
  CHECK(s.solve() == SatSolver::Unsat);
}

// Target phases (CaDiCaL's target=2, set before the first clause) change only how Free decisions
// pick values: models still satisfy the formula and the assumptions, UNSAT stays exact, also on
// formulas hard enough for both search modes and rephasing; InOrder ignores them and still
// lists the models smallest first.
TEST_CASE("target phases: Free answers stay exact, InOrder stays smallest first") {
  std::mt19937 rng(3636);
  for (int round = 0; round < 120; ++round) {
    const int vars = 8 + round % 7;
    const std::vector<Clause> cnf = random_cnf(vars, vars * (3 + round % 3), 3, rng);
    INFO("round " << round);
    SatSolver free(SatSolver::Decisions::Free, nullptr, 1 + round % 2);
    SatSolver ordered(SatSolver::Decisions::InOrder);
    for (SatSolver* s : {&free, &ordered}) {
      s->target_phases();
      s->reserve(vars);
      for (const Clause& c : cnf) s->add(c);
    }
    check_free_calls(free, cnf, vars, 1, rng);
    check_models_in_order(ordered, cnf, vars);
  }
  // Random 3-SAT near the threshold (150 variables): thousands of conflicts per call. The
  // descent with Free assumptions gives each model's reference.
  for (int round = 0; round < 4; ++round) {
    const int vars = 150;
    const std::vector<Clause> cnf = random_cnf(vars, vars * 41 / 10, 3, rng);
    SatSolver targeted, plain;
    targeted.target_phases();
    for (SatSolver* s : {&targeted, &plain}) {
      s->reserve(vars);
      for (const Clause& c : cnf) s->add(c);
    }
    const auto r = targeted.solve();
    REQUIRE(r == plain.solve());
    if (r != SatSolver::Sat) continue;
    std::vector<int> model;
    for (int v = 1; v <= vars; ++v) model.push_back(targeted.value(v) ? v : -v);
    for (const Clause& c : cnf)
      CHECK(std::any_of(c.begin(), c.end(), [&](int lit) { return model[std::abs(lit) - 1] == lit; }));
  }
}

TEST_CASE("sat_solver_version: CaDiCaL and its release number, never Debian's \"sc2021\"") {
  const std::string v = sat_solver_version();
  INFO(v);
  CHECK(std::regex_match(v, std::regex("CaDiCaL [0-9]+(\\.[0-9]+)+")));
}
