// The explainer's questions to the solver: whether parts with the current candidates rule out a
// candidate (or have no model at all), which candidates of some cells they rule out (with the
// models seen kept to save questions), and the solvers that answer: the whole puzzle's, or a
// small one for one or two parts.
#include "explain_impl.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudosat::explain_detail {

// The models ruled_out keeps per set of parts (the newest).
constexpr std::size_t kModelsKept = 16;

// Gives the whole puzzle's solver the path's eliminations so far as unit clauses. They
// follow from the puzzle (or, with a start grid, from it), and every question assumes
// them on its cells anyway; a cell outside the parts asked is free (its clauses, as every
// part's, are off without their guard), so no answer changes. Hundreds of assumptions a
// question become a few: learnt clauses stay short and useful across questions.
void Explainer::add_facts() {
  for (std::size_t c = 0; c < cand_.size(); ++c) {
    const Mask gone = all_ & ~cand_[c] & ~facts_[c];
    if (!gone) continue;
    for (int k = 1; k <= n_; ++k)
      if ((gone >> k) & 1) solver_.add(std::vector<int>{-vars_.cell(static_cast<int>(c), k)});
    facts_[c] |= gone;
  }
}

// Whether the parts `on`, with the current candidates of the cells they speak of, rule out
// cell = d (d > 0) or cell != -d (d < 0), or (cell < 0) have no model at all. `core` gets
// the parts of the solver's reason when they do.
bool Explainer::refutes(const std::vector<int>& on, int cell, int d, std::vector<int>* core) {
  return answer(on, cell, d, 0, core) == SatSolver::Unsat;
}

// The solver's answer to the question of refutes, within `conflicts` conflicts (0: no
// limit; Unknown when they run out).
SatSolver::Result Explainer::answer(const std::vector<int>& on, int cell, int d, int conflicts, std::vector<int>* core) {
  SatSolver& solver = ask(on);
  if (cell >= 0) solver.assume(d > 0 ? vars_.cell(cell, d) : -vars_.cell(cell, -d));
  if (conflicts > 0) solver.limit_conflicts(conflicts);
  const SatSolver::Result r = solver.solve();
  if (r == SatSolver::Unsat && core) {
    core->clear();
    for (int i : on)
      if (solver.failed(guards_[static_cast<std::size_t>(i)])) core->push_back(i);
  }
  return r;
}

// Whether the parts `on` (as refutes) rule out every candidate of `open`: no model of theirs
// uses any. Otherwise the solver's model uses at least one, and as many as it can (their
// phases true, the cells' other candidates false).
bool Explainer::refutes_each(const std::vector<int>& on, const std::vector<PathStep::Candidate>& open) {
  SatSolver& solver = ask(on);
  std::vector<int> any;
  for (const auto& o : open) any.push_back(vars_.cell(o.cell, o.digit));
  for (std::size_t k = 0; k < open.size(); ++k)
    if (k == 0 || open[k].cell != open[k - 1].cell)
      for (int e = 1; e <= n_; ++e) solver.phase(-vars_.cell(open[k].cell, e));
  for (int lit : any) solver.phase(lit);
  solver.constrain(any);
  return solver.solve() == SatSolver::Unsat;
}

// The solver for the parts `on`, with their guards and the candidates of their cells assumed
// (one question; answered_ is it).
SatSolver& Explainer::ask(const std::vector<int>& on) {
  ++questions_;
  SatSolver& solver = solver_for(on);
  answered_ = &solver;
  ++stamp_now_;
  for (int i : on) {
    solver.assume(guards_[static_cast<std::size_t>(i)]);
    for (int c : parts_[static_cast<std::size_t>(i)].cells) {
      int& s = stamp_[static_cast<std::size_t>(c)];
      if (s == stamp_now_) continue;
      s = stamp_now_;
      if (&solver != &solver_) solver.assume(guards_[static_cast<std::size_t>(c)]);  // one digit a cell
      const Mask m = cand_[static_cast<std::size_t>(c)];
      // The whole puzzle's solver holds the path's eliminations as unit clauses (add_facts):
      // only what a proof's supposition took since is assumed there. A placed digit is
      // assumed unless the cell's other digits are all such clauses.
      const Mask fact = &solver == &solver_ ? facts_[static_cast<std::size_t>(c)] : 0;
      const bool place = placed_[static_cast<std::size_t>(c)] && (m | fact) != all_;
      for (int k = 1; k <= n_; ++k) {
        const bool in = (m >> k) & 1;
        if (!in && !((fact >> k) & 1)) solver.assume(-vars_.cell(c, k));
        else if (in && place) solver.assume(vars_.cell(c, k));
      }
    }
  }
  return solver;
}

// The solver for questions about the parts `on`: a small one of their own for one or two
// parts (made on first use), else the whole puzzle's.
SatSolver& Explainer::solver_for(const std::vector<int>& on) {
  if (on.size() > 2) return solver_;
  if (on == last_on_) return *last_local_;  // a run of questions about the same parts
  std::vector<int> key = on;
  std::sort(key.begin(), key.end());
  auto& slot = local_[key];
  if (!slot) {
    slot = std::make_unique<SatSolver>();
    std::vector<bool> cell_in(static_cast<std::size_t>(n_ * n_), false);
    for (int i : key) {
      slot->add(clauses_[static_cast<std::size_t>(i)]);
      for (int c : parts_[static_cast<std::size_t>(i)].cells) cell_in[static_cast<std::size_t>(c)] = true;
    }
    for (int c = 0; c < n_ * n_; ++c)
      if (cell_in[static_cast<std::size_t>(c)] && parts_[static_cast<std::size_t>(c)].kind == RulePart::Cell)
        slot->add(clauses_[static_cast<std::size_t>(c)]);
  }
  last_on_ = on;
  last_local_ = slot.get();
  return *slot;
}

// Every part but the cells' (a cell holding one digit is always assumed, not a reason).
std::vector<int> Explainer::every_part() const {
  std::vector<int> all;
  for (std::size_t i = 0; i < parts_.size(); ++i)
    if (parts_[i].kind != RulePart::Cell) all.push_back(static_cast<int>(i));
  return all;
}

// The rules with the candidates have no model: the puzzle has no solution from here.
// (A model then is a solution: its digits are witnessed, never asked again.)
bool Explainer::contradiction_free() {
  if (refutes(every_part(), -1, 0)) return false;
  witness();
  return true;
}

// The open candidates of `cells` that the parts `on` rule out. A model of the parts (when a
// candidate is not ruled out) shows every candidate it uses on `cells` is not either: those
// are not asked.
// `supposing`: candidates a solution uses may be ruled out (a proof by contradiction's state).
std::vector<PathStep::Candidate> Explainer::ruled_out(const std::vector<int>& on, const std::vector<int>& cells,
                                                      bool supposing) {
  std::vector<int> key = on;
  std::sort(key.begin(), key.end());
  Models& memo = models_[key];
  if (memo.cells.empty()) {
    memo.at.assign(cand_.size(), -1);
    for (int i : key)
      for (int c : parts_[static_cast<std::size_t>(i)].cells)
        if (memo.at[static_cast<std::size_t>(c)] < 0) {
          memo.at[static_cast<std::size_t>(c)] = static_cast<int>(memo.cells.size());
          memo.cells.push_back(c);
        }
  }
  const std::vector<int>& at = memo.at;
  std::vector<PathStep::Candidate> out;
  std::vector<Mask> seen(cells.size(), 0);
  auto see = [&](const std::vector<std::int8_t>& model) {
    for (std::size_t k = 0; k < cells.size(); ++k)
      if (at[static_cast<std::size_t>(cells[k])] >= 0) seen[k] |= Mask{1} << model[static_cast<std::size_t>(at[static_cast<std::size_t>(cells[k])])];
  };
  for (const auto& model : memo.models) {
    bool still = true;  // every digit of it still a candidate: still a model
    for (std::size_t j = 0; j < memo.cells.size() && still; ++j)
      still = (cand_[static_cast<std::size_t>(memo.cells[j])] >> model[j]) & 1;
    if (still) see(model);
  }
  // The candidates no model seen so far uses are asked all at once: a model that uses some
  // (as many as it can) leaves the rest to ask again; none left means each is ruled out.
  // (Asked one at a time, nearly every question was a model: Dab took 81,673 questions for
  // 23 eliminations.)
  for (;;) {
    std::vector<PathStep::Candidate> open;
    for (std::size_t k = 0; k < cells.size(); ++k) {
      const int c = cells[k];
      if (placed_[static_cast<std::size_t>(c)]) continue;
      for (int d = 1; d <= n_; ++d)
        if (((cand_[static_cast<std::size_t>(c)] >> d) & 1) && !((seen[k] >> d) & 1) &&
            (supposing || !((witnessed_[static_cast<std::size_t>(c)] >> d) & 1)))
          open.push_back({c, d});
    }
    if (open.empty()) break;
    if (open.size() == 1 ? refutes(on, open[0].cell, open[0].digit) : refutes_each(on, open)) {
      out = std::move(open);
      break;
    }
    std::vector<std::int8_t> model(memo.cells.size(), 0);
    for (std::size_t j = 0; j < memo.cells.size(); ++j)
      for (int e = 1; e <= n_ && !model[j]; ++e)
        if (answered_->value(vars_.cell(memo.cells[j], e))) model[j] = static_cast<std::int8_t>(e);
    if (std::find(model.begin(), model.end(), 0) != model.end())  // (every cell has a digit)
      throw std::logic_error("internal error: a model without a digit in a cell");
    // It uses one of them at least (else the loop would not end).
    if (std::none_of(open.begin(), open.end(), [&](const PathStep::Candidate& o) {
          const int j = at[static_cast<std::size_t>(o.cell)];
          return j >= 0 && model[static_cast<std::size_t>(j)] == o.digit;
        }))
      throw std::logic_error("internal error: a model that uses none of the candidates asked");
    see(model);
    if (memo.models.size() == kModelsKept) memo.models.erase(memo.models.begin());
    memo.models.push_back(std::move(model));
  }
  return out;
}

// The model of the last solve (every part on): a solution, whose digits are true candidates.
void Explainer::witness() {
  for (int c = 0; c < n_ * n_; ++c)
    for (int d = 1; d <= n_; ++d)
      if (answered_->value(vars_.cell(c, d))) witnessed_[static_cast<std::size_t>(c)] |= Mask{1} << d;
}

}  // namespace sudosat::explain_detail
