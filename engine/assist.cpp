// The setter's assistant (assist.hpp, docs/assist.md): each question as solve() calls under the
// guards of the clues it keeps.
#include "assist.hpp"

#include <algorithm>
#include <map>

namespace sudosat {

Assistant::Assistant(const Puzzle& puzzle) : puzzle_(puzzle), n_(puzzle.givens.shape.n()), vars_(n_) {
  if (puzzle.is_domino()) throw std::invalid_argument("assist does not take Sudominoku puzzles");
  std::vector<int> part_guard;
  const Cnf cnf = encode_parts(puzzle, vars_, parts_, [&](const RulePart&) {
    part_guard.push_back(vars_.fresh());
    return part_guard.back();
  });
  solver_.add(cnf);
  for (int c = 0; c < n_ * n_; ++c) {
    const int d = puzzle.givens.at(c);
    if (d == 0) continue;
    const int g = vars_.fresh();
    solver_.add(std::vector<int>{-g, vars_.cell(c, d)});
    clues_.push_back({Clue::Given, c, d, -1});
    guard_.push_back(g);
  }
  for (std::size_t i = 0; i < parts_.size(); ++i) {
    if (parts_[i].kind == RulePart::Cell) {
      solver_.add(std::vector<int>{part_guard[i]});  // always on
      continue;
    }
    clues_.push_back({Clue::Rule, 0, 0, static_cast<int>(i)});
    guard_.push_back(part_guard[i]);
  }
  if (puzzle.variant && !puzzle.variant->allowed.empty())
    for (int c = 0; c < n_ * n_; ++c)
      for (int d = 1; d <= n_; ++d)
        if (!((puzzle.variant->allowed[static_cast<std::size_t>(c)] >> d) & 1))
          solver_.add(std::vector<int>{-vars_.cell(c, d)});
  count_.assign(static_cast<std::size_t>(n_ * n_ * n_), 0);
  model_of_.assign(count_.size(), -1);
  for (const Clue& c : clues_) {
    const RulePart* part = c.kind == Clue::Given ? nullptr : &parts_[static_cast<std::size_t>(c.part)];
    const bool constraint = part && part->kind == RulePart::Constraint;
    const bool tied = constraint && entangled(puzzle.variant->constraints[static_cast<std::size_t>(part->index)]);
    removable_.push_back(!part || (constraint && !tied));
    kept_.push_back(tied);
  }
}

bool Assistant::removable(int k) const { return removable_[static_cast<std::size_t>(k)] != 0; }

// Whether taking `rule` away would change what another constraint of the puzzle means (the
// parts keep the exemptions and cages as drawn, so the assistant could not tell the difference).
bool Assistant::entangled(const Constraint& rule) const {
  const std::vector<Constraint>& all = puzzle_.variant->constraints;
  auto has = [&](auto tag) {
    return std::any_of(all.begin(), all.end(), [](const Constraint& c) { return std::holds_alternative<decltype(tag)>(c); });
  };
  auto extreme_beside = [&](auto tag, int cell) {
    using T = decltype(tag);
    return std::any_of(all.begin(), all.end(), [&](const Constraint& c) {
      const auto* e = std::get_if<T>(&c);
      if (!e) return false;
      const int d = std::abs(e->cell - cell);
      return d == n_ || (d == 1 && e->cell / n_ == cell / n_);
    });
  };
  if (const auto* m = std::get_if<rule::Minimum>(&rule)) return extreme_beside(rule::Minimum{}, m->cell);
  if (const auto* m = std::get_if<rule::Maximum>(&rule)) return extreme_beside(rule::Maximum{}, m->cell);
  if (std::holds_alternative<rule::Difference>(rule) || std::holds_alternative<rule::Ratio>(rule))
    return has(rule::NonConsecutive{}) || has(rule::NegativeRatio{}) || has(rule::NegativeDifference{});
  if (std::holds_alternative<rule::XV>(rule) || std::holds_alternative<rule::XVXV>(rule))
    return has(rule::NegativeXV{}) || has(rule::NegativeSum{});
  if (std::holds_alternative<rule::Killer>(rule)) return has(rule::EqualCageSums{});
  return false;
}

void Assistant::set_deadline(std::chrono::steady_clock::time_point deadline) {
  deadline_ = deadline;
  solver_.set_deadline(deadline);
}

std::vector<char> Assistant::all_on() const { return std::vector<char>(clues_.size(), 1); }

bool Assistant::solve(const std::vector<char>& on, const std::vector<int>& extra, const Grid* differ) {
  for (std::size_t k = 0; k < clues_.size(); ++k)
    if (on.empty() || on[k]) solver_.assume(guard_[k]);
  for (int lit : extra) solver_.assume(lit);
  if (differ) {
    std::vector<int> clause;
    for (int c = 0; c < n_ * n_; ++c) clause.push_back(-vars_.cell(c, differ->at(c)));
    solver_.constrain(clause);
  }
  ++sat_calls_;
  const SatSolver::Result r = solver_.solve();
  if (r == SatSolver::Unknown) throw AssistTimeUp();
  return r == SatSolver::Sat;
}

SatSolver::Result Assistant::solve_limited(const std::vector<char>& on, const Grid* differ, int conflicts) {
  for (std::size_t k = 0; k < clues_.size(); ++k)
    if (on[k]) solver_.assume(guard_[k]);
  if (differ) {
    std::vector<int> clause;
    for (int c = 0; c < n_ * n_; ++c) clause.push_back(-vars_.cell(c, differ->at(c)));
    solver_.constrain(clause);
  }
  solver_.limit_conflicts(conflicts);
  ++sat_calls_;
  const SatSolver::Result r = solver_.solve();
  if (r == SatSolver::Unknown && deadline_ && std::chrono::steady_clock::now() >= *deadline_) throw AssistTimeUp();
  return r;
}

Grid Assistant::model() const {
  Grid g(puzzle_.givens.shape);
  for (int c = 0; c < n_ * n_; ++c)
    for (int d = 1; d <= n_; ++d)
      if (solver_.value(vars_.cell(c, d))) {
        g.set(c, d);
        break;
      }
  return g;
}

void Assistant::remember(const Grid& g) {
  if (!seen_.insert(g.cells).second) return;
  models_.push_back(g);
  for (int c = 0; c < n_ * n_; ++c) {
    const std::size_t at = static_cast<std::size_t>(c * n_ + g.at(c) - 1);
    if (count_[at] == 0) model_of_[at] = static_cast<int>(models_.size()) - 1;
    if (count_[at] < 2) ++count_[at];
  }
}

std::optional<Grid> Assistant::solution_of(const std::vector<char>& on) {
  std::vector<char> flags = on;
  flags.resize(clues_.size(), 0);  // never empty (which solve() reads as all) while there are clues
  if (!solve(flags, {}, nullptr)) return std::nullopt;
  return model();
}

std::vector<Grid> Assistant::solutions_upto2() {
  std::vector<Grid> out;
  if (!solve({}, {}, nullptr)) return out;
  out.push_back(model());
  remember(out.back());
  if (solve({}, {}, &out.back())) {
    out.push_back(model());
    remember(out.back());
  }
  return out;
}

std::optional<std::vector<int>> Assistant::why_none() {
  const std::vector<char> all = all_on();
  if (solve(all, {}, nullptr)) {
    remember(model());
    return std::nullopt;
  }
  // A constraint others' meaning needs (kept_) stays in the core: with it away, the parts would
  // still speak of it (its exemption, its cage)
  auto kept = [&](std::size_t k) { return kept_[k] != 0; };
  std::vector<char> core(clues_.size(), 0);
  for (std::size_t k = 0; k < clues_.size(); ++k) core[k] = solver_.failed(guard_[k]) || kept(k);
  // Deletion order: houses first (a core keeps the givens and constraints that say most),
  // then givens, then constraints.
  std::vector<int> order;
  for (int pass = 0; pass < 3; ++pass)
    for (std::size_t k = 0; k < clues_.size(); ++k) {
      const Clue& c = clues_[k];
      const int kind = c.kind == Clue::Given ? 1
                       : parts_[static_cast<std::size_t>(c.part)].kind == RulePart::Constraint ? 2
                                                                                              : 0;
      if (kind == pass) order.push_back(static_cast<int>(k));
    }
  // Two passes: a few conflicts a question first, then those not settled without a limit.
  constexpr int kEasy = 500;
  std::vector<int> later;
  for (int round = 0; round < 2; ++round)
    for (int k : round == 0 ? order : later) {
      if (!core[static_cast<std::size_t>(k)] || kept(static_cast<std::size_t>(k))) continue;
      std::vector<char> without = core;
      without[static_cast<std::size_t>(k)] = 0;
      const SatSolver::Result r = solve_limited(without, nullptr, round == 0 ? kEasy : -1);
      if (r == SatSolver::Unknown) later.push_back(k);
      if (r != SatSolver::Unsat) continue;  // needed, or not settled yet
      for (std::size_t j = 0; j < clues_.size(); ++j) core[j] = without[j] && (solver_.failed(guard_[j]) || kept(j));
    }
  std::vector<int> out;
  for (std::size_t k = 0; k < clues_.size(); ++k)
    if (core[k]) out.push_back(static_cast<int>(k));
  return out;
}

Assistant::Candidates Assistant::candidates(bool unique_making) {
  Candidates out;
  const std::vector<char> all = all_on();
  const int cells = n_ * n_;
  auto at = [&](int c, int d) { return static_cast<std::size_t>(c * n_ + d - 1); };
  for (int c = 0; c < cells; ++c)
    for (int d = 1; d <= n_; ++d) {
      if (count_[at(c, d)] > 0) continue;
      if (solve(all, {vars_.cell(c, d)}, nullptr)) remember(model());  // else: no candidate
    }
  out.digits.assign(static_cast<std::size_t>(cells), 0);
  for (int c = 0; c < cells; ++c)
    for (int d = 1; d <= n_; ++d)
      if (count_[at(c, d)] > 0) out.digits[static_cast<std::size_t>(c)] |= std::uint64_t{1} << d;
  if (!unique_making || models_.size() < 2) return out;
  for (int c = 0; c < cells; ++c) {
    int options = 0;
    for (int d = 1; d <= n_; ++d) options += count_[at(c, d)] > 0;
    if (options < 2) continue;
    for (int d = 1; d <= n_; ++d) {
      if (count_[at(c, d)] != 1) continue;  // not a candidate, or two solutions seen with it
      const Grid known = models_[static_cast<std::size_t>(model_of_[at(c, d)])];
      if (solve(all, {vars_.cell(c, d)}, &known)) remember(model());
      else out.unique_making.emplace_back(c, d);
    }
  }
  return out;
}

std::vector<int> Assistant::fewest_givens(const Grid& from) {
  const std::vector<char> all = all_on();
  const int cells = n_ * n_;
  std::vector<int> chosen;
  auto givens_of = [&](const std::vector<int>& list) {
    std::vector<int> lits;
    for (int c : list) lits.push_back(vars_.cell(c, from.at(c)));
    return lits;
  };
  constexpr int kPool = 8;  // other solutions gathered per round
  for (;;) {
    // A few other solutions than `from` under the givens chosen so far, each blocked in turn
    // by a clause under a selector of this round.
    std::vector<Grid> pool;
    const int selector = vars_.fresh();
    std::vector<int> lits = givens_of(chosen);
    lits.push_back(selector);
    while (static_cast<int>(pool.size()) < kPool && solve(all, lits, &from)) {
      pool.push_back(model());
      remember(pool.back());
      std::vector<int> block{-selector};
      for (int c = 0; c < cells; ++c) block.push_back(-vars_.cell(c, pool.back().at(c)));
      solver_.add(block);
    }
    solver_.add(std::vector<int>{-selector});  // the round's blocking clauses retire
    if (pool.empty()) break;
    while (!pool.empty()) {  // the cell that most of them differ in, until none is left
      int best = -1, best_count = 0;
      for (int c = 0; c < cells; ++c) {
        int k = 0;
        for (const Grid& g : pool) k += g.at(c) != from.at(c);
        if (k > best_count) best = c, best_count = k;
      }
      chosen.push_back(best);
      pool.erase(std::remove_if(pool.begin(), pool.end(), [&](const Grid& g) { return g.at(best) != from.at(best); }),
                 pool.end());
    }
  }
  // Each chosen cell tried away, the last chosen first; an UNSAT answer drops every chosen
  // cell outside its core.
  std::vector<char> keep(static_cast<std::size_t>(cells), 0);
  for (int c : chosen) keep[static_cast<std::size_t>(c)] = 1;
  for (auto it = chosen.rbegin(); it != chosen.rend(); ++it) {
    if (!keep[static_cast<std::size_t>(*it)]) continue;
    std::vector<int> rest;
    for (int c : chosen)
      if (keep[static_cast<std::size_t>(c)] && c != *it) rest.push_back(c);
    if (solve(all, givens_of(rest), &from)) {
      remember(model());
      continue;
    }
    keep[static_cast<std::size_t>(*it)] = 0;
    for (int c : rest)
      if (!solver_.failed(vars_.cell(c, from.at(c)))) keep[static_cast<std::size_t>(c)] = 0;
  }
  std::vector<int> out;
  for (int c = 0; c < cells; ++c)
    if (keep[static_cast<std::size_t>(c)]) out.push_back(c);
  return out;
}

void Assistant::lean_towards(const Grid& solution) {
  for (int c = 0; c < n_ * n_; ++c) solver_.phase(vars_.cell(c, solution.at(c)));
}

std::vector<int> Assistant::redundant(const Grid& solution) {
  lean_towards(solution);
  std::vector<int> out;
  std::vector<char> on = all_on();
  for (std::size_t k = 0; k < clues_.size(); ++k) {
    if (!removable(static_cast<int>(k))) continue;
    on[k] = 0;
    if (!solve(on, {}, &solution)) out.push_back(static_cast<int>(k));
    on[k] = 1;
  }
  return out;
}

std::vector<int> Assistant::minimal_unique(const Grid& solution, const std::set<int>& needed) {
  lean_towards(solution);
  std::vector<char> on = all_on();
  constexpr int kEasy = 500;  // conflicts a question gets in the first pass
  std::vector<int> order, later;
  for (int pass = 0; pass < 2; ++pass)  // givens, then constraints
    for (std::size_t k = 0; k < clues_.size(); ++k) {
      const int kk = static_cast<int>(k);
      if (removable(kk) && !needed.count(kk) && (clues_[k].kind == Clue::Given) == (pass == 0)) order.push_back(kk);
    }
  for (int round = 0; round < 2; ++round) {
    for (int k : round == 0 ? order : later) {
      if (!on[static_cast<std::size_t>(k)]) continue;
      on[static_cast<std::size_t>(k)] = 0;
      const SatSolver::Result r = solve_limited(on, &solution, round == 0 ? kEasy : -1);
      if (r != SatSolver::Unsat) {
        on[static_cast<std::size_t>(k)] = 1;
        if (r == SatSolver::Unknown) later.push_back(k);
        continue;
      }
      for (std::size_t j = 0; j < clues_.size(); ++j)
        if (on[j] && removable(static_cast<int>(j)) && !solver_.failed(guard_[j])) on[j] = 0;
    }
  }
  // the removable clues kept, and the constraints that stay because others' meaning needs them
  std::vector<int> out;
  for (std::size_t k = 0; k < clues_.size(); ++k)
    if (on[k] && (removable_[k] || kept_[k])) out.push_back(static_cast<int>(k));
  return out;
}

std::vector<std::vector<int>> Assistant::same_digit() {
  const int cells = n_ * n_;
  std::vector<int> open;  // cells with more than one candidate seen
  for (int c = 0; c < cells; ++c) {
    int options = 0;
    for (int d = 1; d <= n_; ++d) options += count_[static_cast<std::size_t>(c * n_ + d - 1)] > 0;
    if (options > 1) open.push_back(c);
  }
  const std::vector<char> all = all_on();
  std::set<std::pair<int, int>> equal;  // (first cell of a group, member): proven equal
  for (;;) {
    // The groups: open cells with the same digits in every solution seen.
    std::map<std::vector<std::uint8_t>, std::vector<int>> by_digits;
    for (int c : open) {
      std::vector<std::uint8_t> key;
      for (const Grid& g : models_) key.push_back(static_cast<std::uint8_t>(g.at(c)));
      by_digits[key].push_back(c);
    }
    bool split = false;
    std::vector<std::vector<int>> groups;
    for (auto& entry : by_digits) {
      const std::vector<int>& g = entry.second;
      if (g.size() < 2) continue;
      for (std::size_t i = 1; i < g.size() && !split; ++i) {
        if (equal.count({g[0], g[i]})) continue;
        const int selector = vars_.fresh();
        for (int d = 1; d <= n_; ++d)
          solver_.add(std::vector<int>{-selector, -vars_.cell(g[0], d), -vars_.cell(g[i], d)});
        const bool differ = solve(all, {selector}, nullptr);
        if (differ) remember(model());  // before the clause below: the model is gone after it
        solver_.add(std::vector<int>{-selector});
        if (differ) {
          split = true;
        } else {
          equal.insert({g[0], g[i]});
        }
      }
      if (split) break;
      groups.push_back(g);
    }
    if (split) continue;
    std::sort(groups.begin(), groups.end());
    return groups;
  }
}

}  // namespace sudosat
