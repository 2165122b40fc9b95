// The variant propagators of sums and digit sets: linear sums, equal sums, cage sets, split sets.
#include "varprop.hpp"

#include <algorithm>
#include <bitset>
#include <vector>

namespace sudosat::varsearch {

// Each part's possible sums (part_sums); the parts' weighted sums combined forward (reach)
// and backward (need) as bitsets over the span of the total; each part then keeps the sums
// that complete to the value, and its cells the digits that make one of them. Where the
// total spans too many values, bounds on each cell instead.
template <class PartSums>
bool Propagator<PartSums>::linear(const Prop& p) {
  const std::size_t k = p.parts.size();
  thread_local std::vector<PartSums> sums;
  sums.resize(k);
  low_.resize(k);
  long long lo = 0, span = 0;
  for (std::size_t g = 0; g < k; ++g) {
    memo_sums(p, g, sums[g]);
    if (sums[g].none()) return false;
    long long first = static_cast<long long>(next_bit(sums[g], 0)), last = first;
    for (std::size_t s = next_bit(sums[g], static_cast<std::size_t>(first) + 1); s < sums[g].size();
         s = next_bit(sums[g], s + 1))
      last = static_cast<long long>(s);
    const long long a = p.coef[g] * first, b = p.coef[g] * last;
    low_[g] = std::min(a, b);
    lo += low_[g];
    span += std::max(a, b) - low_[g];
  }
  if (p.value < lo || p.value > lo + span) return false;
  if (span < 64) return linear_in<64>(p, sums, p.value - lo);
  if (span < 256) return linear_in<256>(p, sums, p.value - lo);
  if (span < 1024) return linear_in<1024>(p, sums, p.value - lo);
  return bounds(p);
}

template <class PartSums>
template <std::size_t N>
bool Propagator<PartSums>::linear_in(const Prop& p, const std::vector<PartSums>& sums, long long target) {
  thread_local std::vector<std::bitset<N>> reach, need;
  const std::size_t k = p.parts.size();
  reach.resize(k + 1);
  need.resize(k + 1);
  auto shift = [&](std::size_t g, std::size_t s) {
    return static_cast<std::size_t>(p.coef[g] * static_cast<long long>(s) - low_[g]);
  };
  reach[0].reset();
  reach[0].set(0);
  for (std::size_t g = 0; g < k; ++g) {
    reach[g + 1].reset();
    for (std::size_t s = next_bit(sums[g], 0); s < sums[g].size(); s = next_bit(sums[g], s + 1))
      reach[g + 1] |= reach[g] << shift(g, s);
  }
  need[k].reset();
  need[k].set(static_cast<std::size_t>(target));
  for (std::size_t g = k; g-- > 0;) {
    need[g].reset();
    for (std::size_t s = next_bit(sums[g], 0); s < sums[g].size(); s = next_bit(sums[g], s + 1))
      need[g] |= need[g + 1] >> shift(g, s);
  }
  if (!need[0].test(0)) return false;
  for (std::size_t g = 0; g < k; ++g) {
    PartSums keep, out;
    for (std::size_t s = next_bit(sums[g], 0); s < sums[g].size(); s = next_bit(sums[g], s + 1))
      if (((reach[g] << shift(g, s)) & need[g + 1]).any()) keep.set(s);
    if (keep != sums[g] && !part_sums(p.parts[g], p.distinct[g] != 0, &keep, out)) return false;
  }
  return true;
}

// Bounds on each cell of a linear sum, from every other cell's smallest and largest digit.
template <class PartSums>
bool Propagator<PartSums>::bounds(const Prop& p) {
  long long lo = 0, hi = 0;
  for (std::size_t g = 0; g < p.parts.size(); ++g)
    for (int cell : p.parts[g]) {
      const Mask x = at(cell);
      const long long a = p.coef[g] * lowest(x), b = p.coef[g] * highest(x);
      lo += std::min(a, b);
      hi += std::max(a, b);
    }
  if (p.value < lo || p.value > hi) return false;
  for (std::size_t g = 0; g < p.parts.size(); ++g)
    for (int cell : p.parts[g]) {
      const long long c = p.coef[g];
      const Mask x = at(cell);
      const long long a = c * lowest(x), b = c * highest(x);
      // c * digit lies in [value - (hi - max term), value - (lo - min term)]
      const long long from = p.value - (hi - std::max(a, b)), to = p.value - (lo - std::min(a, b));
      const long long dlo = c > 0 ? ceil_div(from, c) : ceil_div(to, c);
      const long long dhi = c > 0 ? floor_div(to, c) : floor_div(from, c);
      if (!narrow(cell, digits(dlo, dhi))) return false;
    }
  return true;
}

// Each part's possible sums (digit sets of distinct parts; otherwise sums of any digits),
// intersected; then each cell keeps the digits that make a part's sum one of those left.
template <class PartSums>
bool Propagator<PartSums>::equal_sums(const Prop& p) {
  thread_local std::vector<PartSums> sums;
  sums.resize(p.parts.size());
  PartSums common;
  common.set();
  for (std::size_t g = 0; g < p.parts.size(); ++g) {
    memo_sums(p, g, sums[g]);
    common &= sums[g];
  }
  if (!p.together.empty()) keep_apart(p, common);
  if (common.none()) return false;
  for (std::size_t g = 0; g < p.parts.size(); ++g)
    if (!part_sums(p.parts[g], p.distinct[g] != 0, &common, sums[g])) return false;
  return true;
}

// Takes from `common` the sums that some group of p.together cannot make with digit sets
// kept apart, within kApartSteps steps in all (the sums not looked at stay). Out of line:
// inlined, it kept apply() and narrow() from being inlined (when they shared one file).
template <class PartSums>
void Propagator<PartSums>::keep_apart(const Prop& p, PartSums& common) {
  long long budget = kApartSteps;
  for (const std::vector<int>& group : p.together)
    for (std::size_t s = next_bit(common, 0); s < common.size() && budget > 0; s = next_bit(common, s + 1))
      if (!apart(p, group, static_cast<long long>(s), budget)) common.reset(s);
}

// Whether the parts of `group` (all in one house) can take pairwise disjoint digit sets
// summing to `sum`, each set fitting its part's cells; also true when the search runs past
// `budget` steps (each step taken from it).
template <class PartSums>
bool Propagator<PartSums>::apart(const Prop& p, const std::vector<int>& group, long long sum, long long& budget) {
  // Whether the cells from i on can take the digits of `left`, one each.
  auto fits = [&](auto&& self, const std::vector<int>& cells, std::size_t i, Mask left) -> bool {
    if (i == cells.size()) return true;
    for (Mask x = at(cells[i]) & left; x; x &= x - 1) {
      if (--budget < 0) return true;
      if (self(self, cells, i + 1, left & ~(x & (~x + 1)))) return true;
    }
    return false;
  };
  auto walk = [&](auto&& self, std::size_t i, Mask used) -> bool {
    if (i == group.size()) return true;
    const std::vector<int>& cells = p.parts[static_cast<std::size_t>(group[i])];
    for (Mask set : net_.sets_of(static_cast<int>(cells.size()), sum)) {
      if (set & used) continue;
      if (--budget < 0) return true;
      if (fits(fits, cells, 0, set) && self(self, i + 1, used | set)) return true;
    }
    return false;
  };
  return walk(walk, 0, 0);
}

// part_sums of part g of p without `keep`, remembered with the masks it was computed from:
// a propagator run again after one cell changed reuses its other parts' sums.
template <class PartSums>
void Propagator<PartSums>::memo_sums(const Prop& p, std::size_t g, PartSums& out) {
  const std::size_t id = static_cast<std::size_t>(p.part_base) + g;
  const std::vector<int>& cells = p.parts[g];
  Mask* seen = memo_masks_.data() + net_.part_cells[id];
  bool same = memo_ok_[id] != 0;
  for (std::size_t i = 0; i < cells.size() && same; ++i) same = seen[i] == at(cells[i]);
  if (same) {
    out = memo_out_[id];
    return;
  }
  part_sums(cells, p.distinct[g] != 0, nullptr, out);
  for (std::size_t i = 0; i < cells.size(); ++i) seen[i] = at(cells[i]);
  memo_out_[id] = out;
  memo_ok_[id] = 1;
}

// The sums `cells` can make, into `out`; with `keep`, also narrows each cell to the digits
// that make a sum in `keep` (false: one is left without).
template <class PartSums>
bool Propagator<PartSums>::part_sums(const std::vector<int>& cells, bool distinct, const PartSums* keep, PartSums& out) {
  const int k = static_cast<int>(cells.size()), n = net_.n;
  out.reset();
  if (k == 1) {  // the digits themselves
    const int cell = cells[0];
    out = PartSums(at(cell)) << 1;
    if (!keep) return true;
    const PartSums digits = (*keep >> 1) & PartSums(net_.all);
    return narrow(cell, static_cast<Mask>(digits.to_ullong()));
  }
  if (distinct && k == 2) {  // two different digits
    const int a = cells[0], b = cells[1];
    const Mask ma = at(a), mb = at(b);
    Mask sa = 0, sb = 0;  // with keep: the digits of each that make a kept sum
    for (Mask x = ma; x; x &= x - 1) {
      const int d = lowest(x);
      const PartSums with = PartSums(mb & ~bit(d)) << static_cast<std::size_t>(d + 1);
      out |= with;
      if (keep && (with & *keep).any()) sa |= bit(d);
    }
    if (!keep) return true;
    for (Mask y = mb; y; y &= y - 1) {
      const int d = lowest(y);
      if (((PartSums(ma & ~bit(d)) << static_cast<std::size_t>(d + 1)) & *keep).any()) sb |= bit(d);
    }
    return narrow(a, sa) && narrow(b, sb);
  }
  if (distinct && k <= n && net_.by_size[static_cast<std::size_t>(k)].size() <= kPartSetsScanned) {
    Mask any = 0;
    for (int cell : cells) any |= at(cell);
    Mask support[kVarMaxSize] = {};
    for (const auto& [set, sum] : net_.by_size[static_cast<std::size_t>(k)]) {
      if (set & ~any) continue;
      const std::size_t at_sum = static_cast<std::size_t>(sum);
      if (keep ? !keep->test(at_sum) : out.test(at_sum)) continue;
      bool ok = true;
      for (int cell : cells) ok = ok && (at(cell) & set);
      if (!ok) continue;
      out.set(at_sum);
      if (keep)
        for (int i = 0; i < k; ++i) support[i] |= at(cells[static_cast<std::size_t>(i)]) & set;
    }
    if (keep)
      for (int i = 0; i < k; ++i)
        if (!narrow(cells[static_cast<std::size_t>(i)], support[i])) return false;
    return true;
  }
  if (k * n >= static_cast<int>(out.size())) {  // too long to track: any sum, no narrowing
    out.set();
    return true;
  }
  thread_local std::vector<PartSums> reach, need;
  reach.resize(static_cast<std::size_t>(k + 1));
  reach[0].reset();
  reach[0].set(0);
  for (int i = 0; i < k; ++i) {
    reach[static_cast<std::size_t>(i + 1)].reset();
    for (Mask x = at(cells[static_cast<std::size_t>(i)]); x; x &= x - 1)
      reach[static_cast<std::size_t>(i + 1)] |= reach[static_cast<std::size_t>(i)] << static_cast<std::size_t>(lowest(x));
  }
  out = reach[static_cast<std::size_t>(k)];
  if (!keep) return true;
  need.resize(static_cast<std::size_t>(k + 1));
  need[static_cast<std::size_t>(k)] = *keep;
  for (int i = k; i-- > 0;) {
    need[static_cast<std::size_t>(i)].reset();
    for (Mask x = at(cells[static_cast<std::size_t>(i)]); x; x &= x - 1)
      need[static_cast<std::size_t>(i)] |= need[static_cast<std::size_t>(i + 1)] >> static_cast<std::size_t>(lowest(x));
  }
  for (int i = 0; i < k; ++i) {
    Mask support = 0;
    for (Mask x = at(cells[static_cast<std::size_t>(i)]); x; x &= x - 1)
      if (((reach[static_cast<std::size_t>(i)] << static_cast<std::size_t>(lowest(x))) & need[static_cast<std::size_t>(i + 1)]).any())
        support |= x & (~x + 1);
    if (!narrow(cells[static_cast<std::size_t>(i)], support)) return false;
  }
  return true;
}

template <class PartSums>
bool Propagator<PartSums>::cage_set(const Prop& p) {
  Mask any = 0;
  for (int cell : p.cells) any |= at(cell);
  Mask keep = 0, must = net_.all;
  for (Mask set : p.sets) {
    if (set & ~any) continue;
    bool ok = true;
    for (int cell : p.cells)
      if (!(at(cell) & set)) {
        ok = false;
        break;
      }
    if (!ok) continue;
    keep |= set;
    must &= set;
  }
  if (!keep) return false;
  for (int cell : p.cells)
    if (!narrow(cell, keep)) return false;
  for (Mask m = must; m; m &= m - 1)  // a digit every set holds
    if (!needs(p, m & (~m + 1))) return false;
  return true;
}

// Pairs of digit sets (added, taken) for the two parts of a one-house sum: each cell keeps
// the digits of its part's set in the pairs every cell can take part in.
template <class PartSums>
bool Propagator<PartSums>::split_sets(const Prop& p) {
  const std::vector<int>& pos = p.parts[0];
  const std::vector<int>& neg = p.parts[1];
  Mask keep_pos = 0, keep_neg = 0;
  for (std::size_t i = 0; i + 1 < p.sets.size(); i += 2) {
    const Mask a = p.sets[i], b = p.sets[i + 1];
    bool ok = true;
    for (std::size_t j = 0; j < pos.size() && ok; ++j) ok = (at(pos[j]) & a) != 0;
    for (std::size_t j = 0; j < neg.size() && ok; ++j) ok = (at(neg[j]) & b) != 0;
    if (ok) keep_pos |= a, keep_neg |= b;
  }
  for (int c : pos)
    if (!narrow(c, keep_pos)) return false;
  for (int c : neg)
    if (!narrow(c, keep_neg)) return false;
  return true;
}

// Those the other files call, for both sums types.
SUDOSAT_BOTH_SUMS(linear, const Prop&)
SUDOSAT_BOTH_SUMS(equal_sums, const Prop&)
SUDOSAT_BOTH_SUMS(cage_set, const Prop&)
SUDOSAT_BOTH_SUMS(split_sets, const Prop&)

}  // namespace sudosat::varsearch
