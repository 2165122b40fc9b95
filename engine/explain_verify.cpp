// The explainer's --verify: every step checked with fresh solvers of the whole formula before
// it is applied (it follows from its reason, the reason is minimal, a proof's lines follow).
#include "explain_impl.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudosat::explain_detail {

// --verify: every deduction follows from the reason alone (a solver of its own)
void Explainer::verify(const PathStep& step) {
  const Cnf& cnf = formula_;
  const std::vector<RulePart>& parts = parts_;
  const std::vector<int>& guards = guards_;
  const Vars& vars = vars_;
  // cell < 0: the reason has no assignment at all with `cand`.
  auto follows_from = [&](const std::vector<int>& reason, int cell, int lit_digit, const std::vector<Mask>& cand) {
    SatSolver s;
    s.add(cnf);
    for (int i : reason) {
      s.assume(guards[static_cast<std::size_t>(i)]);
      for (int c : parts[static_cast<std::size_t>(i)].cells)
        for (int k = 1; k <= n_; ++k) {
          const bool in = (cand[static_cast<std::size_t>(c)] >> k) & 1;
          if (!in) s.assume(-vars.cell(c, k));
          else if (placed_[static_cast<std::size_t>(c)]) s.assume(vars.cell(c, k));
        }
    }
    for (int c = 0; c < n_ * n_; ++c) s.assume(guards[static_cast<std::size_t>(c)]);  // one digit a cell
    if (cell >= 0) s.assume(lit_digit > 0 ? vars.cell(cell, lit_digit) : -vars.cell(cell, -lit_digit));
    return s.solve() == SatSolver::Unsat;
  };
  // The proof's lines, replayed on a copy of the candidates: each follows from its parts, the
  // last ends in a contradiction, and every part is one of the reason's.
  if (!step.proof.empty()) {
    std::vector<Mask> cand = cand_;
    const auto& t = step.eliminate.front();
    cand[static_cast<std::size_t>(t.cell)] = Mask{1} << t.digit;
    for (const PathStep::Line& line : step.proof) {
      for (int i : line.parts)
        if (!contains(step.reason, i)) throw std::logic_error("explain: a proof line uses a part outside the reason");
      for (const auto& e : line.eliminate) {
        if (!follows_from(line.parts, e.cell, e.digit, cand)) throw std::logic_error("explain: a proof line does not follow");
        cand[static_cast<std::size_t>(e.cell)] &= ~(Mask{1} << e.digit);
      }
      const bool empty_cell = std::any_of(line.eliminate.begin(), line.eliminate.end(),
                                          [&](const auto& e) { return cand[static_cast<std::size_t>(e.cell)] == 0; });
      if (line.contradiction != (&line == &step.proof.back()) ||
          (line.contradiction && !empty_cell && !follows_from(line.parts, -1, 0, cand)))
        throw std::logic_error("explain: a proof does not end in a contradiction");
    }
  }
  auto all_follow = [&](const std::vector<int>& reason) {
    for (const auto& e : step.eliminate)
      if (!follows_from(reason, e.cell, e.digit, cand_)) return false;
    for (const auto& p : step.place)
      if (!follows_from(reason, p.cell, -p.digit, cand_)) return false;
    return true;
  };
  if (!all_follow(step.reason)) throw std::logic_error("explain: a step does not follow from its reason");
  // Minimal: without any one part of the reason (cells aside) some deduction is lost.
  if (step.reason.size() > 1)
    for (std::size_t k = 0; k < step.reason.size(); ++k) {
      if (parts[static_cast<std::size_t>(step.reason[k])].kind == RulePart::Cell) continue;
      std::vector<int> without = step.reason;
      without.erase(without.begin() + static_cast<std::ptrdiff_t>(k));
      if (all_follow(without)) throw std::logic_error("explain: a step's reason is not minimal");
    }
}

}  // namespace sudosat::explain_detail
