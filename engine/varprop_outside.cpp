// The variant propagators of clues outside the grid: sandwich, X-sum and skyscraper lines.
#include "varprop.hpp"

#include <algorithm>

namespace sudosat::varsearch {

// Each cell of the line keeps the digits found to support it (support_).
template <class PartSums>
bool Propagator<PartSums>::finish_line(const Prop& p) {
  for (std::size_t i = 0; i < p.cells.size(); ++i)
    if (!narrow(p.cells[i], support_[i])) return false;
  return true;
}

// Every placement of 1 and n, and every digit set of the right sum between them.
template <class PartSums>
bool Propagator<PartSums>::sandwich(const Prop& p) {
  const int n = net_.n, len = static_cast<int>(p.cells.size());
  const Mask ends = bit(1) | bit(n), middle = net_.all & ~ends;
  for (int i = 0; i < len; ++i) support_[i] = 0, line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
  for (int a = 0; a < len; ++a) {
    if (!(line_[a] & bit(1))) continue;
    for (int b = 0; b < len; ++b) {
      if (b == a || !(line_[b] & bit(n))) continue;
      const int lo = std::min(a, b), hi = std::max(a, b);
      for (Mask set : net_.sets_of(hi - lo - 1, p.value)) {
        if (set & ends) continue;
        const Mask rest = middle & ~set;
        bool ok = true;
        for (int i = 0; i < len && ok; ++i)
          if (i != a && i != b) ok = (line_[i] & (i > lo && i < hi ? set : rest)) != 0;
        if (!ok) continue;
        support_[a] |= bit(1);
        support_[b] |= bit(n);
        for (int i = 0; i < len; ++i)
          if (i != a && i != b) support_[i] |= line_[i] & (i > lo && i < hi ? set : rest);
      }
    }
  }
  return finish_line(p);
}

// Every first digit X and every digit set of the right sum for the X - 1 cells after it.
template <class PartSums>
bool Propagator<PartSums>::xsum(const Prop& p) {
  const int len = static_cast<int>(p.cells.size());
  for (int i = 0; i < len; ++i) support_[i] = 0, line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
  for (Mask m = line_[0]; m; m &= m - 1) {
    const int x = lowest(m);
    if (x > len) continue;
    const Mask first = bit(x);
    for (Mask set : net_.sets_of(x - 1, p.value - x)) {
      if (set & first) continue;
      const Mask rest = net_.all & ~set & ~first;
      bool ok = true;
      for (int i = 1; i < len && ok; ++i) ok = (line_[i] & (i < x ? set : rest)) != 0;
      if (!ok) continue;
      support_[0] |= first;
      for (int i = 1; i < len; ++i) support_[i] |= line_[i] & (i < x ? set : rest);
    }
  }
  return finish_line(p);
}

// Every pair of end digits X and Y and every digit set of the right sum for the cells between the
// ends that the overlap or the gap holds.
template <class PartSums>
bool Propagator<PartSums>::battlefield(const Prop& p) {
  const int len = static_cast<int>(p.cells.size());
  for (int i = 0; i < len; ++i) support_[i] = 0, line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
  for (Mask mx = line_[0]; mx; mx &= mx - 1) {
    const int x = lowest(mx);
    for (Mask my = len == 1 ? bit(x) : line_[len - 1] & ~bit(x); my; my &= my - 1) {
      const int y = lowest(my);
      if (x > len || y > len) continue;
      const bool overlap = x + y > len;
      const int from = overlap ? len - y : x, to = overlap ? x : len - y;  // the cells summed
      const Mask ends = bit(x) | bit(y);
      long long rest_sum = p.value;
      int inner = 0;  // cells summed other than the two ends
      for (int i = from; i < to; ++i) {
        if (i == 0) rest_sum -= x;
        else if (i == len - 1) rest_sum -= y;
        else ++inner;
      }
      if (rest_sum < 0) continue;
      for (Mask set : net_.sets_of(inner, rest_sum)) {
        if (set & ends) continue;
        const Mask rest = net_.all & ~set & ~ends;
        bool ok = true;
        for (int i = 1; i + 1 < len && ok; ++i) ok = (line_[i] & (i >= from && i < to ? set : rest)) != 0;
        if (!ok) continue;
        support_[0] |= bit(x);
        support_[len - 1] |= bit(y);
        for (int i = 1; i + 1 < len; ++i) support_[i] |= line_[i] & (i >= from && i < to ? set : rest);
      }
    }
  }
  return finish_line(p);
}

// Skyscrapers: states (tallest so far, digits seen) forward and backward along the line,
// digits not kept distinct; then the permutations of the line, while there are few to try.
template <class PartSums>
bool Propagator<PartSums>::skyline(const Prop& p) {
  const int len = static_cast<int>(p.cells.size()), n = net_.n, want = static_cast<int>(p.value);
  if (want < 1 || want > len) return false;
  for (int i = 0; i < len; ++i) line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
  // seen_[i][t]: bit s when the first i cells can have tallest t and s seen; to_[i][t]: the
  // same states from which the rest of the line can end with `want` seen.
  for (int t = 0; t <= n; ++t) seen_[0][t] = 0, to_[len][t] = Mask{1} << want;
  seen_[0][0] = 1;
  for (int i = 0; i < len; ++i) {
    for (int t = 0; t <= n; ++t) seen_[i + 1][t] = 0;
    for (int t = 0; t <= n; ++t) {
      if (!seen_[i][t]) continue;
      for (Mask x = line_[i]; x; x &= x - 1) {
        const int d = lowest(x);
        if (d > t) seen_[i + 1][d] |= seen_[i][t] << 1;
        else seen_[i + 1][t] |= seen_[i][t];
      }
    }
  }
  for (int i = len; i-- > 0;)
    for (int t = 0; t <= n; ++t) {
      to_[i][t] = 0;
      for (Mask x = line_[i]; x; x &= x - 1) {
        const int d = lowest(x);
        to_[i][t] |= d > t ? to_[i + 1][d] >> 1 : to_[i + 1][t];
      }
    }
  for (int i = 0; i < len; ++i) {
    support_[i] = 0;
    for (Mask x = line_[i]; x; x &= x - 1) {
      const int d = lowest(x);
      for (int t = 0; t <= n; ++t)
        if (seen_[i][t] & (d > t ? to_[i + 1][d] >> 1 : to_[i + 1][t])) {
          support_[i] |= bit(d);
          break;
        }
    }
  }
  if (!finish_line(p)) return false;
  for (int i = 0; i < len; ++i) support_[i] = 0, line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
  long long budget = kSkylineNodes;
  int digit[kVarMaxSize];
  // false: out of budget
  auto walk = [&](auto&& self, int i, Mask used, int top, int seen) -> bool {
    if (--budget < 0) return false;
    if (seen > want || seen + (len - i) < want || (top == n && seen != want)) return true;
    if (i == len) {
      if (seen == want)
        for (int j = 0; j < len; ++j) support_[j] |= bit(digit[j]);
      return true;
    }
    for (Mask m = line_[i] & ~used; m; m &= m - 1) {
      const int d = lowest(m);
      digit[i] = d;
      if (!self(self, i + 1, used | bit(d), std::max(top, d), seen + (d > top))) return false;
    }
    return true;
  };
  if (!walk(walk, 0, 0, 0, 0)) return true;  // too many: no more pruning this time
  return finish_line(p);
}

// Those the other files call, for both sums types.
SUDOSAT_BOTH_SUMS(sandwich, const Prop&)
SUDOSAT_BOTH_SUMS(xsum, const Prop&)
SUDOSAT_BOTH_SUMS(battlefield, const Prop&)
SUDOSAT_BOTH_SUMS(skyline, const Prop&)

}  // namespace sudosat::varsearch
