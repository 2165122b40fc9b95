// The explainer's tiers 3 and 4, found from the candidates and checked by the solver: pointing
// and claiming; the named shapes X-wing, swordfish, jellyfish (fish) and XY-wing, XYZ-wing.
#include "explain_impl.hpp"

#include <algorithm>
#include <numeric>

namespace sudosat::explain_detail {

// The open cells of `cells` with candidate d; false when d is placed among them.
bool Explainer::places(const std::vector<int>& cells, int d, std::vector<int>& out) const {
  out.clear();
  for (int c : cells)
    if ((cand_[static_cast<std::size_t>(c)] >> d) & 1) {
      if (placed_[static_cast<std::size_t>(c)]) return false;
      out.push_back(c);
    }
  return true;
}

// Pointing and claiming, from the candidates: a digit whose places in a box (or region) all
// lie on one line leaves the rest of the line (pointing); one whose places on a line all lie
// in one box, the rest of the box (claiming). Tier 5 (two_parts) then finds only what a box
// and a line do beyond this.
bool Explainer::box_line(PathStep& step) {
  std::vector<int> where;
  for (const Pair& pr : box_lines_) {
    const RulePart &box = parts_[static_cast<std::size_t>(pr.a)], &line = parts_[static_cast<std::size_t>(pr.b)];
    for (int d = 1; d <= n_; ++d)
      for (int claim = 0; claim < 2; ++claim) {
        const RulePart &from = claim ? line : box, &to = claim ? box : line;
        if (!places(from.cells, d, where) || where.empty()) continue;
        if (!std::all_of(where.begin(), where.end(), [&](int c) { return contains(to.cells, c); })) continue;
        for (int c : to.cells)
          if (!contains(from.cells, c) && ((cand_[static_cast<std::size_t>(c)] >> d) & 1) && !placed_[static_cast<std::size_t>(c)])
            step.eliminate.push_back({c, d});
        if (step.eliminate.empty()) continue;
        step.reason = {std::min(pr.a, pr.b), std::max(pr.a, pr.b)};
        step.cost = pr.cost;
        step.technique = claim ? "claiming" : "pointing";
        return true;
      }
  }
  return false;
}

// Named shapes of several houses, from the candidates, in Sudoku Explainer's order: X-wing,
// swordfish, XY-wing, XYZ-wing, jellyfish (docs/explain.md has their costs).
bool Explainer::patterns(PathStep& step) {
  return fish(step, 2, "X-wing", 5.0) || fish(step, 3, "swordfish", 5.3) || wing(step, false) ||
         wing(step, true) || fish(step, 4, "jellyfish", 6.0);
}

// k rows whose places for a digit lie in k columns: the digit leaves the rest of those
// columns (and rows and columns swapped). The reason: the k rows and the k columns.
bool Explainer::fish(PathStep& step, int k, const char* name, double cost) {
  for (int across = 0; across < 2; ++across) {
    const std::vector<int>& base = lines_[across];
    const std::vector<int>& cover = lines_[1 - across];
    auto line_of = [&](int c) { return across ? c % n_ : c / n_; };
    auto cross_of = [&](int c) { return across ? c / n_ : c % n_; };
    std::vector<int> where;
    for (int d = 1; d <= n_; ++d) {
      std::vector<int> lines;       // base lines with 2..k places for d
      std::vector<Mask> spans;      // their places, as a mask of cover lines
      for (int r = 0; r < n_; ++r) {
        if (base[static_cast<std::size_t>(r)] < 0) continue;
        if (!places(parts_[static_cast<std::size_t>(base[static_cast<std::size_t>(r)])].cells, d, where)) continue;
        Mask span = 0;
        for (int c : where) span |= Mask{1} << cross_of(c);
        if (bits(span) >= 2 && bits(span) <= k) {
          lines.push_back(r);
          spans.push_back(span);
        }
      }
      const int m = static_cast<int>(lines.size());
      if (m < k) continue;
      std::vector<int> pick(static_cast<std::size_t>(k));
      std::iota(pick.begin(), pick.end(), 0);
      for (;;) {
        Mask span = 0, in = 0;
        for (int j : pick) {
          span |= spans[static_cast<std::size_t>(j)];
          in |= Mask{1} << lines[static_cast<std::size_t>(j)];
        }
        bool covered = bits(span) == k;
        for (int x = 0; covered && x < n_; ++x)
          if ((span >> x) & 1) covered = cover[static_cast<std::size_t>(x)] >= 0;
        if (covered) {
          for (int x = 0; x < n_; ++x) {
            if (!((span >> x) & 1)) continue;
            for (int c : parts_[static_cast<std::size_t>(cover[static_cast<std::size_t>(x)])].cells)
              if (!((in >> line_of(c)) & 1) && ((cand_[static_cast<std::size_t>(c)] >> d) & 1) && !placed_[static_cast<std::size_t>(c)])
                step.eliminate.push_back({c, d});
          }
          if (!step.eliminate.empty()) {
            for (int j : pick) step.reason.push_back(base[static_cast<std::size_t>(lines[static_cast<std::size_t>(j)])]);
            for (int x = 0; x < n_; ++x)
              if ((span >> x) & 1) step.reason.push_back(cover[static_cast<std::size_t>(x)]);
            std::sort(step.reason.begin(), step.reason.end());
            step.technique = name;
            step.cost = cost;
            if (settle(step)) return true;
            step = PathStep{};
          }
        }
        int j = k - 1;  // the next k-subset of the m lines
        while (j >= 0 && pick[static_cast<std::size_t>(j)] == m - k + j) --j;
        if (j < 0) break;
        ++pick[static_cast<std::size_t>(j)];
        for (int t = j + 1; t < k; ++t) pick[static_cast<std::size_t>(t)] = pick[static_cast<std::size_t>(t - 1)] + 1;
      }
    }
  }
  return false;
}

// A pattern's step checked by the solver: every elimination follows from the reason (else
// false), and a part without which they all still follow leaves the reason (two cells may
// share a row and a box: one is enough).
bool Explainer::settle(PathStep& step) {
  auto follows = [&](const std::vector<int>& reason) {
    for (const auto& e : step.eliminate)
      if (!refutes(reason, e.cell, e.digit)) return false;
    return true;
  };
  if (!follows(step.reason)) return false;
  for (std::size_t k = 0; k < step.reason.size();) {
    std::vector<int> without = step.reason;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(k));
    if (follows(without)) step.reason = without;
    else ++k;
  }
  return true;
}

// A house holding cells a and b (the first of a's), or -1.
int Explainer::house_of(int a, int b) const {
  for (int h : houses_of_cell_[static_cast<std::size_t>(a)])
    if (contains(parts_[static_cast<std::size_t>(h)].cells, b)) return h;
  return -1;
}

// XY-wing: a pivot {x, y} seeing pincers {x, z} and {y, z}: z leaves every cell that sees both
// pincers. XYZ-wing: the pivot {x, y, z}, and z leaves the cells that see all three. The
// reason: a house shared by each pair of cells the argument uses.
bool Explainer::wing(PathStep& step, bool xyz) {
  const int cells = n_ * n_;
  auto open = [&](int c, int k) { return !placed_[static_cast<std::size_t>(c)] && bits(cand_[static_cast<std::size_t>(c)]) == k; };
  for (int p = 0; p < cells; ++p) {
    if (!open(p, xyz ? 3 : 2)) continue;
    const Mask pm = cand_[static_cast<std::size_t>(p)];
    for (int a = 0; a < cells; ++a) {
      if (a == p || !open(a, 2) || house_of(p, a) < 0) continue;
      const Mask am = cand_[static_cast<std::size_t>(a)];
      // XY: a shares one digit with the pivot, z is its other; XYZ: a lies within the pivot.
      if (xyz ? (am & ~pm) != 0 : bits(am & pm) != 1) continue;
      for (int b = a + 1; b < cells; ++b) {
        if (b == p || !open(b, 2) || house_of(p, b) < 0) continue;
        const Mask bm = cand_[static_cast<std::size_t>(b)];
        Mask z = 0;
        if (xyz) {
          if ((bm & ~pm) || (am | bm) != pm || bits(am & bm) != 1) continue;
          z = am & bm;
        } else {
          z = am & ~pm;
          if (bm != ((pm & ~am) | z)) continue;
        }
        const int d = only_digit(z);
        std::vector<int> reason = {house_of(p, a), house_of(p, b)};
        for (int e = 0; e < cells; ++e) {
          if (e == p || e == a || e == b || placed_[static_cast<std::size_t>(e)] || !(cand_[static_cast<std::size_t>(e)] & z)) continue;
          const int ea = house_of(e, a), eb = house_of(e, b), ep = xyz ? house_of(e, p) : 0;
          if (ea < 0 || eb < 0 || ep < 0) continue;
          step.eliminate.push_back({e, d});
          reason.push_back(ea);
          reason.push_back(eb);
          if (xyz) reason.push_back(ep);
        }
        if (step.eliminate.empty()) continue;
        std::sort(reason.begin(), reason.end());
        reason.erase(std::unique(reason.begin(), reason.end()), reason.end());
        step.reason = reason;
        step.technique = xyz ? "XYZ-wing" : "XY-wing";
        step.cost = xyz ? 5.7 : 5.5;
        if (settle(step)) return true;
        step = PathStep{};
      }
    }
  }
  return false;
}

}  // namespace sudosat::explain_detail
