// Tests for encoder/alldiff (all-different filtering of one house) against brute force over
// every filling, and for propagate_givens with Reasoning::Matching against the backtracking
// reference: nothing a solution uses is ruled out, and it is at least as strong as singles.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

#include "engine/alldiff.hpp"
#include "engine/propagate.hpp"
#include "model/check.hpp"
#include "reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

using Mask = std::uint64_t;

// Every filling of the house (a permutation p with digit p[k] in masks[k]) marks its digits:
// the candidates some filling uses. Empty when there is none.
std::vector<Mask> brute_force(const std::vector<Mask>& masks, bool& fillable) {
  const int n = static_cast<int>(masks.size());
  std::vector<int> p(static_cast<std::size_t>(n));
  std::iota(p.begin(), p.end(), 0);
  std::vector<Mask> used(masks.size(), 0);
  fillable = false;
  do {
    bool fits = true;
    for (int k = 0; k < n && fits; ++k) fits = (masks[static_cast<std::size_t>(k)] >> p[static_cast<std::size_t>(k)]) & 1;
    if (!fits) continue;
    fillable = true;
    for (int k = 0; k < n; ++k) used[static_cast<std::size_t>(k)] |= Mask{1} << p[static_cast<std::size_t>(k)];
  } while (std::next_permutation(p.begin(), p.end()));
  return used;
}

// The digits of every solution (up to `limit` of them): the true candidates when fewer.
std::vector<Mask> solution_digits(const std::vector<Grid>& solutions, int cells) {
  std::vector<Mask> out(static_cast<std::size_t>(cells), 0);
  for (const Grid& s : solutions)
    for (int c = 0; c < cells; ++c) out[static_cast<std::size_t>(c)] |= Mask{1} << (s.at(c) - 1);
  return out;
}

}  // namespace

TEST_CASE("filter_all_different against every filling of random houses (n up to 7)") {
  std::mt19937 rng(2024);
  const int rounds = test::workload(6000, 1500);
  int failed = 0, pruned = 0, kept = 0;
  for (int round = 0; round < rounds; ++round) {
    const int n = 1 + round % 7;
    const Mask all = (Mask{1} << n) - 1;
    // Denser or sparser houses: each candidate kept with probability 2/8 .. 7/8.
    const unsigned keep = 2 + static_cast<unsigned>(round / 7) % 6;
    std::vector<Mask> masks(static_cast<std::size_t>(n));
    for (Mask& m : masks) {
      for (int d = 0; d < n; ++d)
        if (rng() % 8 < keep) m |= Mask{1} << d;
      if (m == 0) m = Mask{1} << (rng() % static_cast<unsigned>(n));
    }
    bool fillable = false;
    const std::vector<Mask> want = brute_force(masks, fillable);
    // The hint is garbage half the time (out of range, repeated digits, non-candidates): it
    // may only change speed, never the result.
    std::vector<std::int8_t> hint(static_cast<std::size_t>(n), -1);
    if (round % 2)
      for (auto& h : hint) h = static_cast<std::int8_t>(static_cast<int>(rng() % 12) - 2);
    INFO("round " << round << " n " << n);
    std::vector<Mask> got = masks;
    const bool ok = filter_all_different(got.data(), n, hint.data());
    REQUIRE(ok == fillable);
    if (!ok) {
      CHECK(got == masks);  // untouched
      ++failed;
      continue;
    }
    CHECK(got == want);
    // the hint is now a filling of the filtered house
    Mask digits = 0;
    for (int k = 0; k < n; ++k) {
      const int d = hint[static_cast<std::size_t>(k)];
      REQUIRE(d >= 0);
      REQUIRE(d < n);
      CHECK(((got[static_cast<std::size_t>(k)] >> d) & 1) == 1);
      digits |= Mask{1} << d;
    }
    CHECK(digits == all);
    // idempotent, with the hint it left or with none
    std::vector<Mask> again = got;
    std::vector<std::int8_t> none(static_cast<std::size_t>(n), -1);
    REQUIRE(filter_all_different(again.data(), n, round % 3 ? hint.data() : none.data()));
    CHECK(again == got);
    (got == masks ? kept : pruned) += 1;
  }
  INFO("no filling " << failed << ", pruned " << pruned << ", kept " << kept);
  CHECK(failed >= rounds / 20);
  CHECK(pruned >= rounds / 10);
  CHECK(kept >= rounds / 20);
}

TEST_CASE("filter_all_different on houses of 64 cells") {
  const int n = 64;
  const Mask all = ~Mask{0};
  std::vector<std::int8_t> hint(n, -1);
  std::vector<Mask> masks(n, all);
  REQUIRE(filter_all_different(masks.data(), n, hint.data()));
  CHECK(masks == std::vector<Mask>(n, all));  // nothing to rule out

  // Cells 0 and 1 share the digits 1 and 64 (bits 0 and 63): a naked pair, out of the others.
  masks[0] = masks[1] = (Mask{1} << 63) | 1;
  REQUIRE(filter_all_different(masks.data(), n, hint.data()));
  for (int k = 2; k < n; ++k) CHECK(masks[static_cast<std::size_t>(k)] == (all & ~masks[0]));

  // Digit 40 fits only cells 5 and 6 (a hidden pair) and digit 41 only those too: cells 5
  // and 6 keep just those two.
  const Mask pair = (Mask{1} << 39) | (Mask{1} << 40);
  for (int k = 2; k < n; ++k)
    if (k != 5 && k != 6) masks[static_cast<std::size_t>(k)] &= ~pair;
  REQUIRE(filter_all_different(masks.data(), n, hint.data()));
  CHECK(masks[5] == pair);
  CHECK(masks[6] == pair);
  CHECK(masks[7] == (all & ~masks[0] & ~pair));

  // A third cell confined to the pair: three cells, two digits, no filling.
  std::vector<Mask> before = masks;
  masks[7] = pair;
  before[7] = pair;
  CHECK_FALSE(filter_all_different(masks.data(), n, hint.data()));
  CHECK(masks == before);
}

TEST_CASE("propagate_givens with matching: sound, and at least as strong as singles") {
  const test::RandomPlan plans[] = {
      {{2, 2}, 0.5, 0.9, 80}, {{2, 3}, 0.45, 0.8, 80}, {{3, 2}, 0.45, 0.8, 60},
      {{2, 4}, 0.4, 0.7, 60}, {{3, 3}, 0.4, 0.65, 120}, {{3, 4}, 0.4, 0.55, 30},
  };
  std::mt19937 rng(77);
  int contradictions = 0, complete = 0, stronger = 0;
  for (const test::RandomPlan& plan : plans)
    for (int i = 0; i < test::workload(plan.puzzles, plan.puzzles / 4); ++i) {
      Grid g = test::random_puzzle(plan, rng);
      if (i % 5 == 4) {  // a wrong digit in a blank cell, often no solution
        const int cell = static_cast<int>(rng() % static_cast<unsigned>(g.shape.cells()));
        if (g.at(cell) == 0) g.set(cell, 1 + static_cast<int>(rng() % static_cast<unsigned>(g.shape.n())));
      }
      INFO("box " << to_string(plan.shape) << " puzzle " << i << ": " << test::line_from_grid(g));
      const std::vector<Grid> ref = test::backtrack(g, 200);
      const Propagated singles = propagate_givens(g, Reasoning::Singles);
      const Propagated m = propagate_givens(g, Reasoning::Matching);
      if (m.state == Propagated::Contradiction) {
        CHECK(ref.empty());
        CHECK(!m.reason.empty());
        ++contradictions;
        continue;
      }
      REQUIRE(singles.state != Propagated::Contradiction);
      if (m.state == Propagated::Complete) {
        REQUIRE(ref.size() == 1);
        CHECK(m.grid == ref[0]);
        ++complete;
      }
      // Every solution keeps its digits, givens and forced digits agree with every solution,
      // and nothing singles keep is added back.
      const std::vector<Mask> used = solution_digits(ref, g.shape.cells());
      bool more = false;
      for (int c = 0; c < g.shape.cells(); ++c) {
        const Mask cand = m.candidates[static_cast<std::size_t>(c)];
        CHECK((used[static_cast<std::size_t>(c)] & ~cand) == 0);
        CHECK((cand & ~singles.candidates[static_cast<std::size_t>(c)]) == 0);
        if (m.grid.at(c) != 0) {
          CHECK(cand == Mask{1} << (m.grid.at(c) - 1));
          for (const Grid& s : ref) CHECK(s.at(c) == m.grid.at(c));
        }
        more |= cand != singles.candidates[static_cast<std::size_t>(c)];
      }
      stronger += more;
    }
  INFO("contradictions " << contradictions << " complete " << complete << " stronger than singles "
                         << stronger);
  CHECK(contradictions >= 5);
  CHECK(complete >= 5);
  CHECK(stronger >= 20);
}

TEST_CASE("propagate_givens with matching: a house no filling fits, with its reason") {
  // 6x6: singles find nothing wrong, but column 6's open cells cannot take its missing digits
  // (found by a random search over sparse grids).
  const Grid g = test::grid_from_line(".36......4.............4...2.....15.");
  REQUIRE(g.shape == (Shape{2, 3}));
  REQUIRE(test::backtrack(g, 1).empty());
  CHECK(propagate_givens(g, Reasoning::Singles).state == Propagated::Partial);
  const Propagated m = propagate_givens(g, Reasoning::Matching);
  CHECK(m.state == Propagated::Contradiction);
  CHECK(m.reason == "the digits of column 6 have no way to fill its cells");
}
