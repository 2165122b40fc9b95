// The explainer's tier 1: full houses, hidden singles and naked singles, found from the
// candidates without the solver.
#include "explain_impl.hpp"

#include <algorithm>

namespace sudosat::explain_detail {

// Full houses, hidden singles, naked singles: found from the candidates.
bool Explainer::singles(PathStep& step) {
  struct Single {
    int cell, digit, part;
    double cost;
    const char* name;
  };
  std::vector<Single> found;
  for (std::size_t i = 0; i < parts_.size(); ++i) {
    if (!is_house(parts_[i])) continue;
    const auto& cells = parts_[i].cells;
    std::vector<int> open;
    for (int c : cells)
      if (!placed_[static_cast<std::size_t>(c)]) open.push_back(c);
    if (open.size() == 1 && bits(cand_[static_cast<std::size_t>(open[0])]) == 1)
      found.push_back({open[0], only_digit(cand_[static_cast<std::size_t>(open[0])]), static_cast<int>(i), 1.0, "full house"});
  }
  for (std::size_t i = 0; i < parts_.size(); ++i) {
    if (!is_house(parts_[i]) || static_cast<int>(parts_[i].cells.size()) != n_) continue;
    for (int d = 1; d <= n_; ++d) {
      int where = -1, count = 0;
      bool placed = false;
      for (int c : parts_[i].cells) {
        if (!((cand_[static_cast<std::size_t>(c)] >> d) & 1)) continue;
        if (placed_[static_cast<std::size_t>(c)]) placed = true;
        where = c;
        ++count;
      }
      if (!placed && count == 1) found.push_back({where, d, static_cast<int>(i), 1.2, "hidden single"});
    }
  }
  for (int c = 0; c < n_ * n_; ++c)
    if (!placed_[static_cast<std::size_t>(c)] && bits(cand_[static_cast<std::size_t>(c)]) == 1)
      found.push_back({c, only_digit(cand_[static_cast<std::size_t>(c)]), c, 1.5, "naked single"});
  if (found.empty()) return false;
  // The cheapest first; one cell once.
  std::stable_sort(found.begin(), found.end(), [](const Single& a, const Single& b) { return a.cost < b.cost; });
  std::vector<bool> taken(cand_.size(), false);
  for (const Single& s : found) {
    if (taken[static_cast<std::size_t>(s.cell)]) continue;
    // Two singles may place one digit twice in a house (a contradiction): apply finds it.
    taken[static_cast<std::size_t>(s.cell)] = true;
    step.place.push_back({s.cell, s.digit});
    if (std::find(step.reason.begin(), step.reason.end(), s.part) == step.reason.end()) step.reason.push_back(s.part);
    step.cost = std::max(step.cost, s.cost);
    step.technique = step.place.size() == 1 ? s.name : "singles";
    if (!options_.merge_singles) break;
  }
  std::sort(step.reason.begin(), step.reason.end());
  return true;
}

}  // namespace sudosat::explain_detail
