#include <cstdlib>
// Tests for the setter's assistant (engine/assist.hpp, sudosat/assist.hpp): every answer checked
// against independent references on random small puzzles of every kind.
//   none:     the core has no solution and without any one of its clues there is one, by a
//             brute-force search that knows only the core's clues (houses distinct, givens,
//             each constraint by the independent checker, check_constraints_alone)
//   multiple: the true candidates and the unique-making ones, the same-digit groups and the
//             fewest givens, all from every solution the enumerator finds
//   unique:   each redundant clue removed leaves one solution, each other removed several; the
//             minimal subset has one and loses it without any of its clues
// Plus the public API's names and verdicts, and a DRAT proof of the minimal subset's uniqueness.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "drat_check.hpp"
#include "engine/assist.hpp"
#include "model/check.hpp"
#include "reference.hpp"
#include "run_cli.hpp"
#include "sudosat/assist.hpp"
#include "sudosat/dimacs.hpp"
#include "sudosat/puzzle.hpp"
#include "variant_reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

// Whether the clues `on` of `a`'s puzzle have a solution: backtracking over the cells those
// clues speak of (the others are free), the cell with the fewest digits left first, pruned by
// the houses and givens among the clues (each house's missing digits must still have a place)
// and the allowed digits; each constraint among them is checked alone by the independent
// checker (check_constraints_alone on a puzzle holding only it) once all its cells are placed,
// the other cells set to 1 (a constraint reads only its own cells).
class ClueSearch {
 public:
  ClueSearch(const Puzzle& p, const Assistant& a, const std::vector<char>& on)
      : p_(p), n_(p.givens.shape.n()), g_(p.givens.shape), given_(static_cast<std::size_t>(n_ * n_), 0),
        placed_(static_cast<std::size_t>(n_ * n_), 0), relevant_(static_cast<std::size_t>(n_ * n_), 0),
        houses_of_(static_cast<std::size_t>(n_ * n_)), constraints_of_(static_cast<std::size_t>(n_ * n_)) {
    for (std::size_t k = 0; k < a.clues().size(); ++k) {
      if (!on[k]) continue;
      const Clue& c = a.clues()[k];
      if (c.kind == Clue::Given) {
        given_[static_cast<std::size_t>(c.cell)] = c.digit;
        relevant_[static_cast<std::size_t>(c.cell)] = 1;
        continue;
      }
      const RulePart& part = a.parts()[static_cast<std::size_t>(c.part)];
      for (int cell : part.cells) relevant_[static_cast<std::size_t>(cell)] = 1;
      if (part.kind != RulePart::Constraint) {
        for (int cell : part.cells) houses_of_[static_cast<std::size_t>(cell)].push_back(static_cast<int>(houses_.size()));
        houses_.push_back(part.cells);
        continue;
      }
      Puzzle alone = p;
      alone.variant->constraints = {p.variant->constraints[static_cast<std::size_t>(part.index)]};
      // a rule whose meaning takes others' (marks, neighbours of its kind, cages) cannot be
      // checked alone: the search then gives no answer (the caller enumerates with every house)
      std::visit([&](const auto& r) {
        using T = std::decay_t<decltype(r)>;
        context_ = context_ || std::is_same_v<T, rule::NegativeXV> || std::is_same_v<T, rule::NegativeRatio> ||
                   std::is_same_v<T, rule::NonConsecutive> || std::is_same_v<T, rule::EqualCageSums> ||
                   std::is_same_v<T, rule::Minimum> || std::is_same_v<T, rule::Maximum>;
      }, alone.variant->constraints.front());
      if (part.cells.empty()) {  // its encoding speaks of no cell: true or false whatever they hold
        Grid ones(p.givens.shape);
        for (int cell = 0; cell < n_ * n_; ++cell) ones.set(cell, 1);
        impossible_ = impossible_ || check_constraints_alone(alone, ones).has_value();
        continue;
      }
      for (int cell : part.cells) constraints_of_[static_cast<std::size_t>(cell)].push_back(static_cast<int>(alone_.size()));
      alone_.push_back(alone);
      open_.push_back(static_cast<int>(part.cells.size()));
    }
    for (int c = 0; c < n_ * n_; ++c) g_.set(c, 1);
  }
  // Whether they have a solution; none when the search took more than `budget` nodes.
  std::optional<bool> solvable(long long budget = 20000) {
    budget_ = budget;
    if (context_) return std::nullopt;
    if (impossible_) return false;
    const bool found = go();
    if (nodes_ > budget_) return std::nullopt;
    return found;
  }

 private:
  std::uint64_t domain(int cell) const {
    std::uint64_t m = 0;
    for (int d = 1; d <= n_; ++d) m |= std::uint64_t{1} << d;
    if (given_[static_cast<std::size_t>(cell)]) m &= std::uint64_t{1} << given_[static_cast<std::size_t>(cell)];
    if (p_.variant && !p_.variant->allowed.empty()) m &= p_.variant->allowed[static_cast<std::size_t>(cell)];
    for (int h : houses_of_[static_cast<std::size_t>(cell)])
      for (int other : houses_[static_cast<std::size_t>(h)])
        if (placed_[static_cast<std::size_t>(other)]) m &= ~(std::uint64_t{1} << g_.at(other));
    return m;
  }
  // Every house's digits not placed yet still have a place among its open cells.
  bool houses_possible() const {
    for (const auto& h : houses_) {
      std::uint64_t placed = 0, reachable = 0;
      for (int c : h) {
        if (placed_[static_cast<std::size_t>(c)]) placed |= std::uint64_t{1} << g_.at(c);
        else reachable |= domain(c);
      }
      for (int d = 1; d <= n_; ++d)
        if (!((placed >> d) & 1) && !((reachable >> d) & 1)) return false;
    }
    return true;
  }
  bool go() {
    if (++nodes_ > budget_) return false;
    int best = -1, best_size = 1000;
    for (int c = 0; c < n_ * n_; ++c) {
      if (!relevant_[static_cast<std::size_t>(c)] || placed_[static_cast<std::size_t>(c)]) continue;
      const int size = __builtin_popcountll(domain(c));
      if (size < best_size) best = c, best_size = size;
    }
    if (best < 0) return true;
    const std::uint64_t m = domain(best);
    for (int d = 1; d <= n_; ++d) {
      if (!((m >> d) & 1)) continue;
      g_.set(best, d);
      placed_[static_cast<std::size_t>(best)] = 1;
      bool ok = true;
      for (int k : constraints_of_[static_cast<std::size_t>(best)])
        if (--open_[static_cast<std::size_t>(k)] == 0 && check_constraints_alone(alone_[static_cast<std::size_t>(k)], g_))
          ok = false;
      if (ok && houses_possible() && go()) return true;
      for (int k : constraints_of_[static_cast<std::size_t>(best)]) ++open_[static_cast<std::size_t>(k)];
      placed_[static_cast<std::size_t>(best)] = 0;
      g_.set(best, 1);
    }
    return false;
  }

  bool context_ = false;  // a rule among them that reads others
  const Puzzle& p_;
  int n_;
  Grid g_;
  std::vector<int> given_;
  std::vector<char> placed_, relevant_;
  std::vector<std::vector<int>> houses_, houses_of_, constraints_of_;
  std::vector<Puzzle> alone_;  // each constraint among the clues, alone in a puzzle
  std::vector<int> open_;      // per constraint: its cells not placed yet
  long long nodes_ = 0, budget_ = 0;
  bool impossible_ = false;  // a constraint that speaks of no cell and fails on any grid
};

// Whether complete grid `g` satisfies the clues `on` of `a`'s puzzle (and its allowed digits),
// by the independent checker: givens, houses distinct, the constraints on (together: a
// negative rule's marks, a minimum's neighbours of its kind and equal sums' cages are theirs).
bool satisfies(const Puzzle& p, const Assistant& a, const std::vector<char>& on, const Grid& g) {
  const int n = p.givens.shape.n();
  for (int c = 0; c < n * n; ++c)
    if (p.variant && !p.variant->allowed.empty() && !((p.variant->allowed[static_cast<std::size_t>(c)] >> g.at(c)) & 1))
      return false;
  std::vector<Constraint> rules;
  for (std::size_t k = 0; k < a.clues().size(); ++k) {
    if (!on[k]) continue;
    const Clue& c = a.clues()[k];
    if (c.kind == Clue::Given) {
      if (g.at(c.cell) != c.digit) return false;
      continue;
    }
    const RulePart& part = a.parts()[static_cast<std::size_t>(c.part)];
    if (part.kind == RulePart::Constraint) {
      rules.push_back(p.variant->constraints[static_cast<std::size_t>(part.index)]);
      continue;
    }
    std::set<int> digits;
    for (int cell : part.cells) digits.insert(g.at(cell));
    if (digits.size() != part.cells.size()) return false;
  }
  if (rules.empty()) return true;
  Puzzle with = p;
  with.variant->constraints = rules;
  return !check_constraints_alone(with, g);
}

// `p` without clue k (a given or a constraint of `a`).
Puzzle without(const Puzzle& p, const Assistant& a, const std::vector<char>& on) {
  Puzzle out = p;
  std::vector<Constraint> list;
  for (std::size_t k = 0; k < a.clues().size(); ++k) {
    const Clue& c = a.clues()[k];
    if (c.kind == Clue::Given) {
      if (!on[k]) out.givens.set(c.cell, 0);
    } else if (a.parts()[static_cast<std::size_t>(c.part)].kind == RulePart::Constraint && on[k]) {
      list.push_back(p.variant->constraints[static_cast<std::size_t>(a.parts()[static_cast<std::size_t>(c.part)].index)]);
    }
  }
  if (out.variant) out.variant->constraints = list;
  return out;
}

// Every solution (up to `limit`) by the references.
std::vector<Grid> all_solutions(const Puzzle& p, int limit = 100000) {
  return p.variant ? test::variant_solutions(p, limit) : test::backtrack(p.givens, limit);
}

struct Seen {
  int inconclusive = 0;  // cores the clue search gave up on (then checked with every house)
  int skipped = 0;       // puzzles with too many solutions to enumerate
  int none = 0, unique = 0, multiple = 0, cores = 0, redundant = 0, unique_making = 0, same = 0, fewest = 0;
};

// Every question of the puzzle's verdict, each answer checked against all its solutions.
// `thorough`: the minimal subset also found without being told the needed clues.
void check_assistant(const Puzzle& p, Seen& seen, bool thorough = true) {
  constexpr int kMany = 3000;  // more solutions: the puzzle is skipped (the enumerator's time)
  const std::vector<Grid> solutions = all_solutions(p, kMany);
  if (solutions.size() == kMany) {
    ++seen.skipped;
    return;
  }
  const int n = p.givens.shape.n(), cells = n * n;
  Assistant a(p);
  const std::vector<Grid> two = a.solutions_upto2();
  REQUIRE(two.size() == std::min<std::size_t>(2, solutions.size()));
  if (solutions.empty()) {
    ++seen.none;
    const auto core = a.why_none();
    REQUIRE(core);
    REQUIRE(!core->empty());
    seen.cores += static_cast<int>(core->size());
    std::vector<char> on(a.clues().size(), 0);
    for (int k : *core) on[static_cast<std::size_t>(k)] = 1;
    // Where the clue search gives up, the weaker claim with every house: no solution.
    auto with_houses = [&](std::vector<char> clues) {
      for (std::size_t k = 0; k < clues.size(); ++k) clues[k] = clues[k] || !a.removable(static_cast<int>(k));
      return !all_solutions(without(p, a, clues), 1).empty();
    };
    const std::optional<bool> core_solvable = ClueSearch(p, a, on).solvable();
    if (core_solvable) CHECK_FALSE(*core_solvable);
    else CHECK_FALSE(with_houses(on));
    seen.inconclusive += !core_solvable;
    // Without any one clue, a solution: the assistant's own, checked independently against
    // every clue left (houses distinct, givens, the constraints). A constraint others' meaning
    // needs stays in every core, needed or not (docs/assist.md).
    for (int k : *core) {
      const Clue& clue = a.clues()[static_cast<std::size_t>(k)];
      if (clue.kind == Clue::Rule && a.parts()[static_cast<std::size_t>(clue.part)].kind == RulePart::Constraint &&
          !a.removable(k))
        continue;
      on[static_cast<std::size_t>(k)] = 0;
      INFO("core without clue " << k);
      const std::optional<Grid> witness = a.solution_of(on);
      REQUIRE(witness);
      CHECK(satisfies(p, a, on, *witness));
      on[static_cast<std::size_t>(k)] = 1;
    }
    return;
  }
  CHECK_FALSE(a.why_none());
  if (solutions.size() == 1) {
    ++seen.unique;
    const Grid& s = solutions.front();
    const std::vector<int> redundant = a.redundant(s);
    std::set<int> needed;
    for (std::size_t k = 0; k < a.clues().size(); ++k) {
      if (!a.removable(static_cast<int>(k))) continue;
      std::vector<char> on(a.clues().size(), 1);
      on[k] = 0;
      const bool is_redundant = std::find(redundant.begin(), redundant.end(), static_cast<int>(k)) != redundant.end();
      CHECK((all_solutions(without(p, a, on), 2).size() == 1) == is_redundant);
      seen.redundant += is_redundant;
      if (!is_redundant) needed.insert(static_cast<int>(k));
    }
    for (const std::set<int>& told : {needed, std::set<int>{}}) {
      if (told.empty() && !thorough) continue;
      const std::vector<int> minimal = a.minimal_unique(s, told);
      std::vector<char> on(a.clues().size(), 0);
      for (std::size_t k = 0; k < a.clues().size(); ++k) on[k] = !a.removable(static_cast<int>(k));
      for (int k : minimal) on[static_cast<std::size_t>(k)] = 1;
      CHECK(all_solutions(without(p, a, on), 2).size() == 1);
      for (int k : minimal) {
        if (!a.removable(k)) continue;  // kept for the others' meaning, needed or not
        on[static_cast<std::size_t>(k)] = 0;
        CHECK(all_solutions(without(p, a, on), 2).size() > 1);
        on[static_cast<std::size_t>(k)] = 1;
      }
      for (int k : needed) CHECK(std::find(minimal.begin(), minimal.end(), k) != minimal.end());
    }
    return;
  }
  ++seen.multiple;
  // candidates and unique-making ones, from every solution
  std::vector<int> with(static_cast<std::size_t>(cells * n), 0);
  for (const Grid& s : solutions)
    for (int c = 0; c < cells; ++c) ++with[static_cast<std::size_t>(c * n + s.at(c) - 1)];
  const Assistant::Candidates cand = a.candidates(true);
  for (int c = 0; c < cells; ++c) {
    int options = 0;
    for (int d = 1; d <= n; ++d) options += with[static_cast<std::size_t>(c * n + d - 1)] > 0;
    for (int d = 1; d <= n; ++d) {
      const int k = with[static_cast<std::size_t>(c * n + d - 1)];
      CHECK(((cand.digits[static_cast<std::size_t>(c)] >> d) & 1) == (k > 0 ? 1u : 0u));
      const bool making = std::find(cand.unique_making.begin(), cand.unique_making.end(), std::make_pair(c, d)) !=
                          cand.unique_making.end();
      CHECK(making == (k == 1 && options > 1));
      seen.unique_making += making;
    }
  }
  // same-digit groups: open cells equal in every solution
  std::map<std::vector<int>, std::vector<int>> by;
  for (int c = 0; c < cells; ++c) {
    int options = 0;
    for (int d = 1; d <= n; ++d) options += with[static_cast<std::size_t>(c * n + d - 1)] > 0;
    if (options < 2) continue;
    std::vector<int> key;
    for (const Grid& s : solutions) key.push_back(s.at(c));
    by[key].push_back(c);
  }
  std::vector<std::vector<int>> groups;
  for (const auto& e : by)
    if (e.second.size() > 1) groups.push_back(e.second);
  std::sort(groups.begin(), groups.end());
  CHECK(a.same_digit() == groups);
  seen.same += static_cast<int>(groups.size());
  // fewest givens from a random solution: unique with them, not without any one
  std::mt19937 rng(static_cast<unsigned>(solutions.size()));
  const Grid& from = solutions[rng() % solutions.size()];
  const std::vector<int> chosen = a.fewest_givens(from);
  seen.fewest += static_cast<int>(chosen.size());
  auto agreeing = [&](const std::vector<int>& list) {
    int k = 0;
    for (const Grid& s : solutions) {
      bool same = true;
      for (int c : list) same = same && s.at(c) == from.at(c);
      k += same;
    }
    return k;
  };
  CHECK(agreeing(chosen) == 1);
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    std::vector<int> rest = chosen;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    CHECK(agreeing(rest) > 1);
  }
}

// A random puzzle of size n: a third of a random grid's digits given, one or two random
// constraints of `kind` (most of them true of that grid); with `change`, a given changed in a
// quarter of them (often no solution then).
Puzzle random_variant(int n, const std::vector<int>& regions, int kind, std::mt19937& rng, bool change = true) {
  Puzzle p = test::blank_variant(n, regions);
  const Grid hidden = test::random_solution(p, rng);
  const int cells = n * n;
  for (int cell = 0; cell < cells; ++cell)
    if (rng() % 3 == 0) p.givens.set(cell, hidden.at(cell));
  const int copies = 1 + static_cast<int>(rng() % 2);
  for (int i = 0; i < copies; ++i)
    p.variant->constraints.push_back(test::random_constraint(kind, p, hidden, rng() % 4 != 0, rng));
  if (change && rng() % 4 == 0) {
    const int cell = static_cast<int>(rng() % static_cast<unsigned>(cells));
    p.givens.set(cell, 1 + static_cast<int>(rng() % static_cast<unsigned>(n)));
  }
  return p;
}

}  // namespace

TEST_CASE("assist: every kind on random 4x4 puzzles against the brute-force references") {
  // SUDOSAT_ASSIST_SEED and SUDOSAT_ASSIST_ROUNDS run other and longer draws (by hand: the
  // entangled clues and the sandwich's second 1 were found so, seeds 1-8, 12 rounds)
  const char* seed = std::getenv("SUDOSAT_ASSIST_SEED");
  const char* more = std::getenv("SUDOSAT_ASSIST_ROUNDS");
  std::mt19937 rng(seed ? static_cast<unsigned>(std::atoi(seed)) : 20261128u);
  const int rounds = more ? std::atoi(more) : test::workload(4, 1);
  Seen seen;
  for (int kind = 0; kind < test::constraint_kinds(); ++kind)
    for (int round = 0; round < rounds; ++round) {
      const Puzzle p = random_variant(4, default_regions(4), kind, rng);
      INFO("kind " << kind << " round " << round << ": " << test::line_from_grid(p.givens));
      check_assistant(p, seen);
    }
  CHECK(seen.none > 0);
  CHECK(seen.unique > 0);
  CHECK(seen.multiple > 0);
  CHECK(seen.redundant > 0);
  CHECK(seen.unique_making > 0);
  CHECK(seen.same > 0);
  CHECK(seen.fewest > 0);
  CHECK(seen.inconclusive * 2 <= seen.none);
}

TEST_CASE("assist: two kinds mixed on random 4x4 puzzles, rules that read each other's clues among them") {
  // A negative rule beside marks, minimums beside minimums, equal cage sums beside cages: the
  // clues whose removal would change another's meaning (docs/assist.md) meet here. Written
  // after a longer run of this test found wrong cores and redundancy claims (2026-11-29).
  std::mt19937 rng(2026113003u);
  Seen seen;
  const int rounds = test::workload(400, 60);
  for (int round = 0; round < rounds; ++round) {
    const int k1 = static_cast<int>(rng() % static_cast<unsigned>(test::constraint_kinds()));
    const int k2 = static_cast<int>(rng() % static_cast<unsigned>(test::constraint_kinds()));
    Puzzle p = random_variant(4, default_regions(4), k1, rng);
    const Puzzle q = random_variant(4, default_regions(4), k2, rng);
    for (const Constraint& c : q.variant->constraints) p.variant->constraints.push_back(c);
    INFO("kinds " << k1 << " " << k2 << " round " << round << ": " << test::line_from_grid(p.givens));
    check_assistant(p, seen);
  }
  CHECK(seen.none > 0);
  CHECK(seen.unique > 0);
  CHECK(seen.multiple > 0);
}

TEST_CASE("assist: 6x6 irregular and boxed puzzles, several kinds") {
  std::mt19937 rng(46u);
  const std::vector<int> irregular = {0, 0, 0, 1, 1, 1, 0, 0, 2, 1, 1, 1, 0, 2, 2, 2, 3, 3,
                                      4, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 3, 4, 4, 4, 5, 5, 5};
  Seen seen;
  const int rounds = 1;
  for (const auto& regions : {irregular, default_regions(6)})
    for (Kind k : {Kind::Killer, Kind::Thermometer, Kind::Difference, Kind::Arrow, Kind::AntiKnight, Kind::XV})
      for (int round = 0; round < rounds; ++round) {
        if (test::light_workload() && k != Kind::Killer && k != Kind::Arrow) continue;
        // a puzzle with solutions, more givens from one of them (the enumerator stays quick),
        // then perhaps one changed
        Puzzle p = test::blank_variant(6, regions);
        const Grid hidden = test::random_solution(p, rng);
        const std::uint32_t share = 3 + static_cast<std::uint32_t>(rng() % 3);  // 3/8 .. 5/8 given
        for (int cell = 0; cell < 36; ++cell)
          if (rng() % 8 < share) p.givens.set(cell, hidden.at(cell));
        for (int i = 0; i < 2; ++i)
          p.variant->constraints.push_back(test::random_constraint(static_cast<int>(k), p, hidden, true, rng));
        if (rng() % 3 == 0) p.givens = test::tamper(p.givens, rng);
        INFO("kind " << static_cast<int>(k) << ": " << test::line_from_grid(p.givens));
        check_assistant(p, seen, false);
      }
  const int puzzles = seen.unique + seen.multiple + seen.none + seen.skipped;
  CHECK(puzzles == 2 * (test::light_workload() ? 2 : 6) * rounds);
  CHECK(seen.skipped * 4 <= puzzles);
  INFO(seen.none << " none, " << seen.unique << " unique, " << seen.multiple << " multiple, " << seen.skipped << " skipped");
  if (!test::light_workload()) CHECK(seen.multiple > 0);
  // (cores with a rule of the whole grid, anti-knight, are often too much for the clue search
  // on 6x6: they are checked with every house instead)
}

TEST_CASE("assist: a sandwich whose row is switched off still needs its 1 and its n, not two 1s") {
  // Found by the random test: without row 1's house, the sandwich's automaton took 1 3 2 1 as
  // two crusts around 5, and the assistant's witness for a smaller core broke the rule.
  Puzzle p = test::blank_variant(4, default_regions(4));
  for (const auto& [cell, digit] : std::vector<std::pair<int, int>>{{3, 1}, {6, 3}, {7, 2}, {9, 4}, {14, 2}, {15, 4}})
    p.givens.set(cell, digit);
  p.variant->constraints.push_back(rule::Sandwich{{4, 1}, {13, 9, 5, 1}, 0});  // column 2, from below
  p.variant->constraints.push_back(rule::Sandwich{{0, 4}, {3, 2, 1, 0}, 5});   // row 1, from the right
  Seen seen;
  check_assistant(p, seen);
  CHECK(seen.none == 1);
}

TEST_CASE("assist: a clue whose removal changes another's meaning is never called redundant") {
  // Found by a longer random run: two minimums side by side, R1C1 (1) and R1C2 (2). Taking the
  // one at R1C2 away would make R1C2 a neighbour R1C1 must be below, which the parts (keeping
  // the exemptions as drawn) cannot see; taking R1C1's away leaves no solution at all. Both stay.
  Puzzle p = test::blank_variant(4, default_regions(4));
  for (const auto& [cell, digit] : std::vector<std::pair<int, int>>{{1, 2}, {2, 4}, {3, 3}, {6, 2}, {9, 1}, {10, 3}, {12, 4}})
    p.givens.set(cell, digit);
  p.variant->constraints = {rule::Minimum{0}, rule::Minimum{1}};
  Assistant a(p);
  const std::vector<Grid> two = a.solutions_upto2();
  REQUIRE(two.size() == 1);
  const int first = static_cast<int>(a.clues().size()) - 2, second = first + 1;  // the two constraints
  CHECK_FALSE(a.removable(first));
  CHECK_FALSE(a.removable(second));
  const std::vector<int> redundant = a.redundant(two.front());
  CHECK(std::find(redundant.begin(), redundant.end(), second) == redundant.end());
  const std::vector<int> minimal = a.minimal_unique(two.front(), {});
  CHECK(std::find(minimal.begin(), minimal.end(), first) != minimal.end());
  CHECK(std::find(minimal.begin(), minimal.end(), second) != minimal.end());
  // alone, a minimum is removable
  p.variant->constraints = {rule::Minimum{0}};
  CHECK(Assistant(p).removable(static_cast<int>(Assistant(p).clues().size()) - 1));
  Seen seen;
  check_assistant(p, seen);
}

TEST_CASE("assist: classic 4x4 and 6x6 puzzles against backtracking") {
  std::mt19937 rng(7u);
  Seen seen;
  for (int round = 0; round < test::workload(30, 8); ++round) {
    const Shape shape = round % 2 ? Shape{2, 3} : Shape{2, 2};
    Puzzle p;
    p.givens = test::random_puzzle(test::random_full_grid(shape, rng), round % 2 ? 0.6 : 0.7, rng);
    if (round % 5 == 0) p.givens = test::tamper(p.givens, rng);
    INFO(test::line_from_grid(p.givens));
    check_assistant(p, seen);
  }
  CHECK(seen.none > 0);
  CHECK(seen.unique > 0);
  CHECK(seen.multiple > 0);
}

TEST_CASE("assist: the public report names clues, certifies the minimal subset") {
  // A unique classic puzzle: redundant givens and a minimal subset; its certificate checks.
  const Puzzle p = parse_puzzle("1.3..4.1.1.3.3.2");
  REQUIRE(check(p).verdict == Verdict::Unique);
  const AssistReport r = assist(p);
  CHECK(r.verdict == Verdict::Unique);
  CHECK(r.answered == std::vector<std::string>{"redundant", "minimal"});
  CHECK(r.clues.front().name == "given r1c1=1");
  CHECK(r.clues.back().name == "box 4");
  const Puzzle kept = keep_clues(p, r.clues, r.minimal);
  CHECK(check(kept).verdict == Verdict::Unique);
  const std::string cnf = uniqueness_dimacs(kept, r.solution);
  const std::string proof_path = test::scratch_dir() + "/minimal.drat";
  std::FILE* f = std::fopen(proof_path.c_str(), "wb");
  REQUIRE(f);
  CHECK(write_uniqueness_proof(kept, r.solution, f));
  std::fclose(f);
  CHECK(test::drat_check(cnf, test::slurp(proof_path)).ok);
  // No solution: a given changed; the core names givens and houses.
  Puzzle bad = p;
  bad.givens.set(3, 1);  // r1c4=1 beside r1c1=1
  const AssistReport none = assist(bad);
  CHECK(none.verdict == Verdict::None);
  std::vector<std::string> names;
  for (int k : none.core) names.push_back(none.clues[static_cast<std::size_t>(k)].name);
  CHECK(names == std::vector<std::string>{"given r1c1=1", "given r1c4=1", "row 1"});
  // Several solutions: the questions for it, and fewest givens from the smallest solution.
  const AssistReport many = assist(parse_puzzle("1..............."));
  CHECK(many.verdict == Verdict::Multiple);
  CHECK(many.answered == std::vector<std::string>{"unique-making", "fewest-givens", "same-digit"});
  CHECK(many.from_what == "smallest");
  CHECK(many.from == solve(parse_puzzle("1...............")).solution.grid);
  CHECK(!many.fewest_givens.empty());
  CHECK(many.unique_making.empty());  // one more digit never leaves one solution here
  // A constraint's name: kind, number, where, what.
  Puzzle killer = test::blank_variant(4, default_regions(4));
  killer.variant->constraints.push_back(rule::Killer{{0, 1}, 7});
  killer.variant->constraints.push_back(rule::Killer{{2, 3}, 3});
  const AssistReport k = assist(killer, AssistOptions{});
  CHECK(k.clues.back().name == "killercage 2 at r1c3 (sum 3)");
  CHECK_THROWS_AS(assist(parse_puzzle("1..............."), [] {
                    AssistOptions o;
                    o.fewest_givens = true;
                    o.from = parse_puzzle("1...............").givens;
                    return o;
                  }()),
                  std::invalid_argument);
}

TEST_CASE("assist: the command's --certify writes a DRAT proof that the minimal subset is unique") {
  const std::string dir = test::scratch_dir() + "/assist-certify";
  const test::Run r = test::run_cli("assist --certify '" + dir + "' '" + std::string(SUDOSAT_TEST_DATA) + "/assist/unique.txt'");
  CHECK(r.code == 0);
  CHECK(r.out.find("minimal: 17 of 23") != std::string::npos);
  const test::DratResult d = test::drat_check_files(dir + "/puzzle-1-minimal.cnf", dir + "/puzzle-1-minimal.drat");
  INFO(d.message);
  CHECK(d.ok);
  // The certified formula is the minimal subset's: 17 givens as unit clauses.
  const std::string cnf = test::slurp(dir + "/puzzle-1-minimal.cnf");
  CHECK(cnf.find("sudosat assist --certify") != std::string::npos);
}

TEST_CASE("assist: bad input is reported as check reports it (file, line, column; exit 3)") {
  int files = 0;
  for (const char* name : {"compact-missing-rows", "compact-row-too-long", "compact-text-after-grid", "empty",
                           "line-first-bad", "line-size-not-rxc"}) {
    const std::string path = std::string(SUDOSAT_TEST_DATA) + "/bad/" + name + ".in";
    const test::Run check = test::run_cli("check '" + path + "'");
    const test::Run assist = test::run_cli("assist '" + path + "'");
    INFO(name << ": " << assist.err);
    CHECK(assist.code == 3);
    CHECK(assist.code == check.code);
    CHECK(assist.err == check.err);
    ++files;
  }
  CHECK(files == 6);
  CHECK(test::run_cli("assist --from 123 '" + std::string(SUDOSAT_TEST_DATA) + "/assist/multiple.txt'").code == 3);
  CHECK(test::run_cli("assist --minimal --why --nonsense x").code == 2);
}
