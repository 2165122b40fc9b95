// The explainer's tiers 2 and 5, asked of the solver: one part alone (a house's locked sets,
// named as naked or hidden pairs, triples, quads; what a constraint alone rules out), and two
// parts sharing cells (the pairs are made once, with the box-line pairs and lines tiers 3 and 4
// use).
#include "explain_impl.hpp"

#include <algorithm>
#include <string>

namespace sudosat::explain_detail {

const char* const kSizeNames[] = {"", "single", "pair", "triple", "quad"};

// What a box and a line cost beyond their weights when they do more than pointing or claiming.
constexpr double kBeyondBoxLine = 2;

// One part alone: a house's locked sets (naked and hidden pairs, triples, ...), or what a
// constraint alone rules out. The cheapest part that rules out anything.
bool Explainer::one_part(PathStep& step) {
  for (int i : by_weight_) {
    const RulePart& p = parts_[static_cast<std::size_t>(i)];
    if (tried_alone_[static_cast<std::size_t>(i)] == version_[static_cast<std::size_t>(i)]) continue;
    auto out = ruled_out({i}, p.cells);
    if (out.empty()) {
      tried_alone_[static_cast<std::size_t>(i)] = version_[static_cast<std::size_t>(i)];
      continue;
    }
    step.reason = {i};
    step.cost = 1 + weight(p);
    if (is_house(p)) {
      name_locked_set(step, p, out);
    } else {
      step.eliminate = out;
      step.technique = part_kind(p);
    }
    return true;
  }
  return false;
}

// A house's eliminations by the smallest naked or hidden set that explains any of them
// (k cells holding only k digits, or k digits fitting only k cells); the step keeps those
// that set explains.
void Explainer::name_locked_set(PathStep& step, const RulePart& p, const std::vector<PathStep::Candidate>& out) {
  std::vector<int> open;
  for (int c : p.cells)
    if (!placed_[static_cast<std::size_t>(c)]) open.push_back(c);
  const int m = static_cast<int>(open.size());
  for (int k = 2; k <= 4 && k < m; ++k) {  // pairs, triples, quads (a larger set has a smaller complement)
    for (int hidden = 0; hidden < 2; ++hidden) {
      // naked: k of the m open cells whose candidates number k; hidden: k of the n digits
      // whose open places number k. Subsets of size k in increasing order (Gosper's hack).
      const int width = hidden ? n_ : m;
      if (width > 62) continue;
      for (std::uint64_t sub = (std::uint64_t{1} << k) - 1; sub < (std::uint64_t{1} << width);) {
        std::vector<PathStep::Candidate> explained;
        if (!hidden) {
          Mask digits = 0;
          for (int j = 0; j < m; ++j)
            if ((sub >> j) & 1) digits |= cand_[static_cast<std::size_t>(open[static_cast<std::size_t>(j)])];
          if (bits(digits) == k)
            for (const auto& e : out) {
              const auto it = std::find(open.begin(), open.end(), e.cell);
              const bool in_set = it != open.end() && ((sub >> (it - open.begin())) & 1);
              if (!in_set && ((digits >> e.digit) & 1)) explained.push_back(e);
            }
        } else {
          const Mask digits = static_cast<Mask>(sub) << 1;
          std::vector<int> places;
          bool placed = false;
          for (int c : p.cells)
            if (cand_[static_cast<std::size_t>(c)] & digits) {
              places.push_back(c);
              placed = placed || placed_[static_cast<std::size_t>(c)];
            }
          if (!placed && static_cast<int>(places.size()) == k)
            for (const auto& e : out)
              if (std::find(places.begin(), places.end(), e.cell) != places.end() && !((digits >> e.digit) & 1))
                explained.push_back(e);
        }
        if (!explained.empty()) {
          step.eliminate = explained;
          step.technique = std::string(hidden ? "hidden " : "naked ") + kSizeNames[k];
          step.cost += 0.5 * (k - 2) + 0.3 * hidden;
          return;
        }
        const std::uint64_t low = sub & (~sub + 1), ripple = sub + low;  // the next subset of size k
        sub = (((ripple ^ sub) >> 2) / low) | ripple;
      }
    }
  }
  step.eliminate = out;
  step.technique = "locked set";
}

// Two parts sharing at least two cells, neither ruling anything out alone: pointing and
// claiming for a box and a line, a constraint with a house, two constraints.
void Explainer::make_pairs() {
  for (std::size_t a = 0; a < parts_.size(); ++a) {
    if (parts_[a].kind == RulePart::Cell) continue;
    for (std::size_t b = a + 1; b < parts_.size(); ++b) {
      if (parts_[b].kind == RulePart::Cell) continue;
      if (is_house(parts_[a]) && is_house(parts_[b]) &&
          (parts_[a].kind == parts_[b].kind || (parts_[a].kind != RulePart::Box && parts_[b].kind != RulePart::Box &&
                                                parts_[a].kind != RulePart::Region && parts_[b].kind != RulePart::Region)))
        continue;  // two rows, or a row and a column: at most one cell in common
      if (shared(parts_[a].cells, parts_[b].cells) < 2) continue;
      // A rule of the whole grid (anti-knight, a negative constraint) changes with every
      // candidate: paired with each house it would be asked again at every step. It works
      // alone (tier 2) or with any parts (tier 6).
      if (static_cast<int>(parts_[a].cells.size()) > 2 * n_ || static_cast<int>(parts_[b].cells.size()) > 2 * n_) continue;
      pairs_.push_back({static_cast<int>(a), static_cast<int>(b), 2 + weight(parts_[a]) + weight(parts_[b])});
    }
  }
  std::stable_sort(pairs_.begin(), pairs_.end(), [](const Pair& x, const Pair& y) { return x.cost < y.cost; });
  // For pointing and fish, from the candidates: box-line pairs of full houses (the box as
  // `a`), and each row's and column's part.
  for (const Pair& pr : pairs_) {
    const RulePart &a = parts_[static_cast<std::size_t>(pr.a)], &b = parts_[static_cast<std::size_t>(pr.b)];
    if (!is_box_line(a, b) || !full_house(a) || !full_house(b)) continue;
    const bool a_box = a.kind == RulePart::Box || a.kind == RulePart::Region;
    box_lines_.push_back({a_box ? pr.a : pr.b, a_box ? pr.b : pr.a, pr.cost});
  }
  for (auto& line : lines_) line.assign(static_cast<std::size_t>(n_), -1);
  for (std::size_t i = 0; i < parts_.size(); ++i)
    if (full_house(parts_[i]) && (parts_[i].kind == RulePart::Row || parts_[i].kind == RulePart::Column))
      lines_[parts_[i].kind == RulePart::Column][static_cast<std::size_t>(parts_[i].index)] = static_cast<int>(i);
}

bool Explainer::two_parts(PathStep& step) {
  for (Pair& pr : pairs_) {
    const int va = version_[static_cast<std::size_t>(pr.a)], vb = version_[static_cast<std::size_t>(pr.b)];
    if (pr.va == va && pr.vb == vb) continue;
    std::vector<int> cells = parts_[static_cast<std::size_t>(pr.a)].cells;
    for (int c : parts_[static_cast<std::size_t>(pr.b)].cells)
      if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
    auto out = ruled_out({pr.a, pr.b}, cells);
    if (out.empty()) {
      pr.va = va;
      pr.vb = vb;
      continue;
    }
    step.reason = {pr.a, pr.b};
    step.eliminate = out;
    const RulePart &a = parts_[static_cast<std::size_t>(pr.a)], &b = parts_[static_cast<std::size_t>(pr.b)];
    // A box and a line here do more than pointing or claiming (box_line found those): a
    // locked set across their cells, as in a Sue de Coq.
    step.cost = pr.cost + (is_box_line(a, b) ? kBeyondBoxLine : 0);
    step.technique = part_kind(a) + " + " + part_kind(b);
    return true;
  }
  return false;
}

}  // namespace sudosat::explain_detail
