// The explainer's path (explain.hpp): find_path and part_label; the Explainer's setup (its
// solver, each part's clauses, the houses and pairs of parts), the candidates as steps change
// them, and the order of the tiers. A question "do parts S, with the current candidates of
// their cells, rule out cell = d?" is one solve() under assumptions: the guards of S, the
// candidates' negations (and placed digits) on S's cells, and cell = d (explain_questions.cpp).
// The tiers: explain_singles.cpp (1), explain_parts.cpp (2 and 5), explain_patterns.cpp (3 and
// 4), explain_proof.cpp (6); --verify: explain_verify.cpp; the class: explain_impl.hpp.
#include "explain.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "explain_impl.hpp"

namespace sudosat::explain_detail {

Explainer::Explainer(const Puzzle& puzzle, const PathOptions& options)
    : puzzle_(puzzle), options_(options), n_(puzzle.givens.shape.n()), vars_(n_) {
  const Cnf cnf = encode_parts(puzzle, vars_, parts_, [&](const RulePart&) {
    guards_.push_back(vars_.fresh());
    return guards_.back();
  });
  solver_.add(cnf);
  // Every cell holds one digit, always, in the whole puzzle's solver: a cell outside the
  // parts asked can take any of its candidates, so no answer changes, and questions assume
  // only the parts' guards there.
  for (std::size_t c = 0; c < parts_.size(); ++c)
    if (parts_[c].kind == RulePart::Cell) solver_.add(std::vector<int>{guards_[c]});
  if (options.verify) formula_ = cnf;  // each step is checked by fresh solvers of it
  // Each part's clauses on their own (every clause ends with its part's -guard), for the
  // small solvers that answer questions about one or two parts.
  std::vector<int> part_of_guard(static_cast<std::size_t>(vars_.count()) + 1, -1);
  for (std::size_t i = 0; i < guards_.size(); ++i) part_of_guard[static_cast<std::size_t>(guards_[i])] = static_cast<int>(i);
  clauses_.resize(parts_.size());
  for (std::size_t at = 0, start = 0; at < cnf.lits.size(); ++at) {
    if (cnf.lits[at] != 0) continue;
    const int part = part_of_guard[static_cast<std::size_t>(-cnf.lits[at - 1])];
    auto& to = clauses_[static_cast<std::size_t>(part)].lits;
    to.insert(to.end(), cnf.lits.begin() + static_cast<std::ptrdiff_t>(start), cnf.lits.begin() + static_cast<std::ptrdiff_t>(at) + 1);
    ++clauses_[static_cast<std::size_t>(part)].clauses;
    start = at + 1;
  }
  houses_of_cell_.resize(static_cast<std::size_t>(n_ * n_));
  for (std::size_t i = 0; i < parts_.size(); ++i)
    if (is_house(parts_[i]))
      for (int c : parts_[i].cells) houses_of_cell_[static_cast<std::size_t>(c)].push_back(static_cast<int>(i));
  stamp_.assign(static_cast<std::size_t>(n_ * n_), 0);
  parts_of_cell_.resize(static_cast<std::size_t>(n_ * n_));
  for (std::size_t i = 0; i < parts_.size(); ++i)
    for (int c : parts_[i].cells) parts_of_cell_[static_cast<std::size_t>(c)].push_back(static_cast<int>(i));
  version_.assign(parts_.size(), 0);
  tried_alone_.assign(parts_.size(), -1);
  witnessed_.assign(static_cast<std::size_t>(n_ * n_), 0);
  for (std::size_t i = 0; i < parts_.size(); ++i)
    if (parts_[i].kind != RulePart::Cell) by_weight_.push_back(static_cast<int>(i));
  std::stable_sort(by_weight_.begin(), by_weight_.end(), [&](int a, int b) {
    return weight(parts_[static_cast<std::size_t>(a)]) < weight(parts_[static_cast<std::size_t>(b)]);
  });
  make_pairs();
}

Path Explainer::run(const Grid& start) {
  Path out;
  for (int d = 1; d <= n_; ++d) all_ |= Mask{1} << d;
  cand_.assign(static_cast<std::size_t>(n_ * n_), all_);
  facts_.assign(cand_.size(), 0);
  placed_.assign(cand_.size(), false);
  if (puzzle_.variant && !puzzle_.variant->allowed.empty())
    for (std::size_t c = 0; c < cand_.size(); ++c) cand_[c] &= puzzle_.variant->allowed[c];
  bool ok = true;
  for (int c = 0; c < n_ * n_; ++c) {
    int d = puzzle_.givens.at(c);
    if (d == 0 && !start.cells.empty()) d = start.at(c);
    if (d != 0) ok = place(c, d) && ok;
  }
  if (ok) ok = contradiction_free();
  while (ok && out.steps.size() < options_.max_steps) {
    add_facts();
    if (solved()) break;
    PathStep step;
    if (!next_step(step)) break;
    if (options_.verify) verify(step);
    out.rating = std::max(out.rating, step.cost);
    out.total += step.cost;
    ok = apply(step);
    out.steps.push_back(std::move(step));
  }
  out.status = !ok ? Path::Status::NoSolution
               : solved()           ? Path::Status::Solved
               : out.steps.size() >= options_.max_steps ? Path::Status::Limit
                                                          : Path::Status::Stuck;
  out.candidates = cand_;
  out.parts = parts_;
  return out;
}

bool Explainer::solved() const {
  for (bool p : placed_)
    if (!p) return false;
  return true;
}

// Places d in cell and takes d from the cell's houses. False on a contradiction.
bool Explainer::place(int cell, int d) {
  const Mask bit = Mask{1} << d;
  if (!(cand_[static_cast<std::size_t>(cell)] & bit)) return false;
  if (cand_[static_cast<std::size_t>(cell)] != bit) changed(cell);
  cand_[static_cast<std::size_t>(cell)] = bit;
  placed_[static_cast<std::size_t>(cell)] = true;
  bool ok = true;
  for (int h : houses_of_cell_[static_cast<std::size_t>(cell)])
    for (int other : parts_[static_cast<std::size_t>(h)].cells)
      if (other != cell) {
        Mask& m = cand_[static_cast<std::size_t>(other)];
        if (m & bit) changed(other);
        m &= ~bit;
        ok = ok && m != 0;
      }
  return ok;
}

void Explainer::changed(int cell) {
  for (int i : parts_of_cell_[static_cast<std::size_t>(cell)]) ++version_[static_cast<std::size_t>(i)];
}

bool Explainer::apply(const PathStep& step) {
  bool ok = true;
  for (const auto& e : step.eliminate) {
    Mask& m = cand_[static_cast<std::size_t>(e.cell)];
    if (m & (Mask{1} << e.digit)) changed(e.cell);
    m &= ~(Mask{1} << e.digit);
    ok = ok && m != 0;
  }
  for (const auto& p : step.place) ok = place(p.cell, p.digit) && ok;
  return ok;
}

// The tiers, cheapest first (explain.hpp); the first that finds a step gives it.
bool Explainer::next_step(PathStep& step) {
  return singles(step) || one_part(step) || box_line(step) || patterns(step) || two_parts(step) || any_parts(step);
}

}  // namespace sudosat::explain_detail

namespace sudosat {

Path find_path(const Puzzle& puzzle, const PathOptions& options, const Grid& start) {
  if (puzzle.is_domino()) throw std::invalid_argument("explain does not take Sudominoku puzzles");
  return explain_detail::Explainer(puzzle, options).run(start);
}

PartLabel part_label(const Puzzle& puzzle, const RulePart& part) {
  switch (part.kind) {
    case RulePart::Cell: return {"cell", part.index + 1};
    case RulePart::Row: return {"row", part.index + 1};
    case RulePart::Column: return {"column", part.index + 1};
    case RulePart::Box: return {"box", part.index + 1};
    case RulePart::Region: return {"region", part.index + 1};
    case RulePart::Constraint: break;
  }
  const auto& list = puzzle.variant->constraints;
  const std::string kind = kind_name(list[static_cast<std::size_t>(part.index)]);
  int number = 0;
  for (int i = 0; i <= part.index; ++i) number += kind_name(list[static_cast<std::size_t>(i)]) == kind;
  return {kind, number};
}

}  // namespace sudosat
