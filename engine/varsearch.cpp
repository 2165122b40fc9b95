#include "varsearch.hpp"

#include <algorithm>
#include <bitset>
#include <cstdint>
#include <memory>
#include <vector>

#include "mask.hpp"
#include "model/check.hpp"
#include "varnet.hpp"

namespace sudosat {

namespace {

using namespace varsearch;
using Kind = varsearch::Kind;  // the propagators' kinds, not the model's

// The sums 0..63 a part's digits can make, as one word: what std::bitset<256> offers the
// propagator, for networks whose every part sums below 64 (9x9 and smaller; the same answers,
// 1.2-1.6x as fast on the sum-heavy puzzles of the public sets, measured).
struct Sums64 {
  std::uint64_t w = 0;
  Sums64() = default;
  explicit Sums64(std::uint64_t x) : w(x) {}
  static constexpr std::size_t size() { return 64; }
  void reset() { w = 0; }
  void set() { w = ~std::uint64_t{0}; }
  void set(std::size_t i) { w |= std::uint64_t{1} << i; }
  void reset(std::size_t i) { w &= ~(std::uint64_t{1} << i); }
  bool test(std::size_t i) const { return (w >> i) & 1; }
  bool any() const { return w != 0; }
  bool none() const { return w == 0; }
  std::uint64_t to_ullong() const { return w; }
  Sums64 operator<<(std::size_t k) const { return Sums64(k >= 64 ? 0 : w << k); }
  Sums64 operator>>(std::size_t k) const { return Sums64(k >= 64 ? 0 : w >> k); }
  Sums64 operator&(Sums64 o) const { return Sums64(w & o.w); }
  Sums64 operator|(Sums64 o) const { return Sums64(w | o.w); }
  Sums64& operator&=(Sums64 o) { w &= o.w; return *this; }
  Sums64& operator|=(Sums64 o) { w |= o.w; return *this; }
  bool operator==(Sums64 o) const { return w == o.w; }
  bool operator!=(Sums64 o) const { return w != o.w; }
};
inline std::size_t next_bit(Sums64 b, std::size_t from) {
  const std::uint64_t rest = from >= 64 ? 0 : b.w >> from << from;
  return rest ? static_cast<std::size_t>(__builtin_ctzll(rest)) : 64;
}
using varsearch::next_bit;  // std::bitset's

// Narrows a node's masks to the common fixpoint of every propagator. PartSums: the sums of a
// part's digits (Sums64, or std::bitset<256> for sums 0..255).
template <class PartSums>
class Propagator {
 public:
  explicit Propagator(const Network& net)
      : net_(net), queued_(net.props.size(), 0),
        dirty_(net.houses.size() + net.groups.size(), 0), crossed_(net.houses.size(), 0),
        memo_masks_(net.part_masks), memo_out_(net.part_cells.size()), memo_ok_(net.part_cells.size(), 0) {}

  // From scratch (the root): every cell and propagator.
  bool settle_all(std::vector<Mask>& m) {
    m_ = &m;
    clear();
    for (int cell = 0; cell < net_.cells; ++cell)
      if (single(m[static_cast<std::size_t>(cell)])) fixed_.push_back(cell);
    for (std::size_t p = 0; p < net_.props.size(); ++p) queue(static_cast<int>(p));
    for (std::size_t h = 0; h < dirty_.size(); ++h) touch(static_cast<int>(h));
    return run();
  }

  // After `cell` was narrowed in a settled node.
  bool settle_after(std::vector<Mask>& m, int cell) {
    m_ = &m;
    clear();
    changed(cell);
    return run();
  }

  // After a settle failed: the cells of the rule that failed (none: nullptr), and the last cell
  // left without candidates (none: -1).
  const std::vector<int>* failed_rule() const { return failed_; }
  int wiped() const { return wiped_; }

 private:
  Mask& at(int cell) { return (*m_)[static_cast<std::size_t>(cell)]; }

  void clear() {
    wiped_ = -1;
    failed_ = nullptr;
    for (int p : pending_) queued_[static_cast<std::size_t>(p)] = 0;
    for (int p : costly_) queued_[static_cast<std::size_t>(p)] = 0;
    pending_.clear();
    costly_.clear();
    fixed_.clear();
    for (int h : touched_) dirty_[static_cast<std::size_t>(h)] = 0;
    touched_.clear();
    for (int h : crossing_) crossed_[static_cast<std::size_t>(h)] = 0;
    crossing_.clear();
  }
  void touch(int h) {
    if (dirty_[static_cast<std::size_t>(h)]) return;
    dirty_[static_cast<std::size_t>(h)] = 1;
    touched_.push_back(h);
  }
  void queue(int p) {
    if (queued_[static_cast<std::size_t>(p)]) return;
    queued_[static_cast<std::size_t>(p)] = 1;
    (net_.props[static_cast<std::size_t>(p)].kind >= Kind::Linear ? costly_ : pending_).push_back(p);
  }
  void changed(int cell) {
    if (single(at(cell))) fixed_.push_back(cell);
    for (int p : net_.watch[static_cast<std::size_t>(cell)]) queue(p);
    for (int h : net_.sets_at[static_cast<std::size_t>(cell)]) touch(h);
  }
  // m[cell] &= keep; false when nothing is left. The common case (nothing to take) inline.
  __attribute__((always_inline)) bool narrow(int cell, Mask keep) {
    Mask& x = at(cell);
    return (x & keep) == x || take(cell, x & keep);
  }
  // The rest of narrow: x = now, a strict subset of it.
  __attribute__((noinline)) bool take(int cell, Mask now) {
    if (!now) {
      wiped_ = cell;
      return false;
    }
    at(cell) = now;
    changed(cell);
    return true;
  }

  bool run() {
    for (;;) {
      while (!fixed_.empty()) {
        const int cell = fixed_.back();
        fixed_.pop_back();
        const Mask d = at(cell);
        for (int peer : net_.peers[static_cast<std::size_t>(cell)])
          if (!narrow(peer, ~d)) return false;
      }
      if (!touched_.empty()) {
        if (!houses()) return false;
        continue;
      }
      if (!crossing_.empty()) {
        if (!crossings()) return false;
        continue;
      }
      // The cheap propagators first; a costly one only when they have settled.
      std::vector<int>& queue = pending_.empty() ? costly_ : pending_;
      if (queue.empty()) return true;
      const int p = queue.back();
      queue.pop_back();
      queued_[static_cast<std::size_t>(p)] = 0;
      if (!apply(net_.props[static_cast<std::size_t>(p)])) {
        failed_ = &net_.props[static_cast<std::size_t>(p)].cells;
        return false;
      }
    }
  }

  // Hidden singles in every house touched since; a digit with no place, or a group with fewer
  // digits than cells, fails.
  bool houses() {
    while (!touched_.empty()) {
      const int h = touched_.back();
      touched_.pop_back();
      dirty_[static_cast<std::size_t>(h)] = 0;
      const std::size_t houses = net_.houses.size();
      if (static_cast<std::size_t>(h) >= houses) {
        Mask once = 0;
        const auto& g = net_.groups[static_cast<std::size_t>(h) - houses];
        for (int cell : g) once |= at(cell);
        if (popcount(once) < static_cast<int>(g.size())) {
          failed_ = &g;
          return false;
        }
        continue;
      }
      const auto& house = net_.houses[static_cast<std::size_t>(h)];
      Mask once = 0, twice = 0, placed = 0;
      for (int cell : house) {
        const Mask x = at(cell);
        twice |= once & x;
        once |= x;
        if (single(x)) placed |= x;
      }
      if (once != net_.all) {
        failed_ = &house;
        return false;
      }
      for (Mask hidden = once & ~twice & ~placed; hidden; hidden &= hidden - 1) {
        const Mask d = hidden & (~hidden + 1);
        for (int cell : house)
          if (at(cell) & d) {
            if (!narrow(cell, d)) return false;
            break;
          }
      }
      if (!crossed_[static_cast<std::size_t>(h)] && !net_.crossings[static_cast<std::size_t>(h)].empty()) {
        crossed_[static_cast<std::size_t>(h)] = 1;
        crossing_.push_back(h);
      }
    }
    return true;
  }

  // Locked candidates of the houses touched since, once singles and houses have settled.
  bool crossings() {
    while (!crossing_.empty()) {
      const int h = crossing_.back();
      crossing_.pop_back();
      crossed_[static_cast<std::size_t>(h)] = 0;
      for (const Network::Crossing& x : net_.crossings[static_cast<std::size_t>(h)]) {
        Mask outside = 0;
        for (int cell : x.own) outside |= at(cell);
        const Mask locked = net_.all & ~outside;  // in the shared cells only
        if (!locked) continue;
        for (int cell : x.others)
          if (!narrow(cell, ~locked)) return false;
      }
      if (!fixed_.empty() || !touched_.empty()) return true;  // singles first
    }
    return true;
  }

  bool apply(const Prop& p) {
    switch (p.kind) {
      case Kind::Pair: return pair(p);
      case Kind::Linear: return linear(p);
      case Kind::EqualSums: return equal_sums(p);
      case Kind::CageSet: return cage_set(p);
      case Kind::SplitSets: return split_sets(p);
      case Kind::Renban: return renban(p);
      case Kind::Between: return between(p);
      case Kind::Lockout: return lockout(p);
      case Kind::Quadruple: return quadruple(p);
      case Kind::Indexer: return indexer(p);
      case Kind::Period3: return period3(p);
      case Kind::SameDigits: return same_digits(p);
      case Kind::Sandwich: return sandwich(p);
      case Kind::XSum: return xsum(p);
      case Kind::Skyline: return skyline(p);
    }
    return true;
  }

  bool pair(const Prop& p) {
    const int a = p.cells[0], b = p.cells[1];
    Mask sb = 0;
    for (Mask x = at(a); x; x &= x - 1) sb |= p.fwd[lowest(x)];
    if (!narrow(b, sb)) return false;
    Mask sa = 0;
    for (Mask y = at(b); y; y &= y - 1) sa |= p.bwd[lowest(y)];
    return narrow(a, sa);
  }

  // Each part's possible sums (part_sums); the parts' weighted sums combined forward (reach)
  // and backward (need) as bitsets over the span of the total; each part then keeps the sums
  // that complete to the value, and its cells the digits that make one of them. Where the
  // total spans too many values, bounds on each cell instead.
  bool linear(const Prop& p) {
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

  std::vector<long long> low_;  // per part: its smallest weighted sum

  template <std::size_t N>
  bool linear_in(const Prop& p, const std::vector<PartSums>& sums, long long target) {
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
  bool bounds(const Prop& p) {
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
  bool equal_sums(const Prop& p) {
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
  // inlined, it kept apply() and narrow() from being inlined.
  __attribute__((noinline)) void keep_apart(const Prop& p, PartSums& common) {
    long long budget = kApartSteps;
    for (const std::vector<int>& group : p.together)
      for (std::size_t s = next_bit(common, 0); s < common.size() && budget > 0; s = next_bit(common, s + 1))
        if (!apart(p, group, static_cast<long long>(s), budget)) common.reset(s);
  }

  // Whether the parts of `group` (all in one house) can take pairwise disjoint digit sets
  // summing to `sum`, each set fitting its part's cells; also true when the search runs past
  // `budget` steps (each step taken from it).
  bool apart(const Prop& p, const std::vector<int>& group, long long sum, long long& budget) {
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
  void memo_sums(const Prop& p, std::size_t g, PartSums& out) {
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
  bool part_sums(const std::vector<int>& cells, bool distinct, const PartSums* keep, PartSums& out) {
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

  bool cage_set(const Prop& p) {
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
  bool split_sets(const Prop& p) {
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

  bool renban(const Prop& p) {
    const int k = static_cast<int>(p.cells.size());
    Mask any = 0;
    for (int cell : p.cells) any |= at(cell);
    Mask keep = 0, must = net_.all;
    for (int s = 1; s + k - 1 <= net_.n; ++s) {
      const Mask w = digits(s, s + k - 1);
      if (w & ~any) continue;
      bool ok = true;
      for (int cell : p.cells) ok = ok && (at(cell) & w);
      if (ok) keep |= w, must &= w;
    }
    for (int cell : p.cells)
      if (!narrow(cell, keep)) return false;
    for (Mask m = must; m; m &= m - 1)  // a digit every window holds
      if (!needs(p, m & (~m + 1))) return false;
    return true;
  }

  bool between(const Prop& p) {
    const int a = p.cells.front(), b = p.cells.back();
    const int la = lowest(at(a)), ha = highest(at(a)), lb = lowest(at(b)), hb = highest(at(b));
    // Inner digits lie above a's smallest and below b's largest when a is the low end, the other
    // way round when b is.
    const Mask inside = digits(la + 1, hb - 1) | digits(lb + 1, ha - 1);
    int upper = net_.n, lower = 1;  // an inner digit <= upper, another >= lower
    for (std::size_t i = 1; i + 1 < p.cells.size(); ++i) {
      if (!narrow(p.cells[i], inside)) return false;
      upper = std::min(upper, highest(at(p.cells[i])));
      lower = std::max(lower, lowest(at(p.cells[i])));
    }
    // The low end lies below the smallest inner digit (so below `upper`), the high end above
    // the largest (above `lower`); each end keeps its digits of the ways round still possible.
    Mask keep_a = 0, keep_b = 0;
    if (la < upper && hb > lower) keep_a |= digits(1, upper - 1), keep_b |= digits(lower + 1, net_.n);
    if (lb < upper && ha > lower) keep_b |= digits(1, upper - 1), keep_a |= digits(lower + 1, net_.n);
    return narrow(a, keep_a) && narrow(b, keep_b);
  }

  // Each pair of end digits far enough apart that leaves every inner cell a digit outside their
  // range supports those end digits and, in each inner cell, the digits outside that range.
  bool lockout(const Prop& p) {
    const int a = p.cells.front(), z = p.cells.back();
    const std::size_t inner = p.cells.size() - 2;
    thread_local std::vector<Mask> keep;
    keep.assign(inner, 0);
    Mask keep_a = 0, keep_z = 0;
    for (Mask xs = at(a); xs; xs &= xs - 1)
      for (Mask ys = at(z); ys; ys &= ys - 1) {
        const int x = lowest(xs), y = lowest(ys);
        if ((x > y ? x - y : y - x) < p.value) continue;
        const Mask outside = net_.all & ~digits(std::min(x, y), std::max(x, y));
        bool fits = true;
        for (std::size_t i = 0; i < inner && fits; ++i) fits = (at(p.cells[i + 1]) & outside) != 0;
        if (!fits) continue;
        keep_a |= Mask{1} << (x - 1);
        keep_z |= Mask{1} << (y - 1);
        for (std::size_t i = 0; i < inner; ++i) keep[i] |= outside;
      }
    for (std::size_t i = 0; i < inner; ++i)
      if (!narrow(p.cells[i + 1], keep[i])) return false;
    return narrow(a, keep_a) && narrow(z, keep_z);
  }

  // Digit d (a one-digit mask) must stand in one of p's cells: where those that can still hold
  // it all lie in one house, it leaves the rest of that house (pointing). A single place takes it.
  bool needs(const Prop& p, Mask d) {
    std::size_t places = 0;
    int place = -1, count = 0;
    for (std::size_t i = 0; i < p.cells.size(); ++i)
      if (at(p.cells[i]) & d) places |= std::size_t{1} << i, place = p.cells[i], ++count;
    if (count == 0) return false;
    if (count == 1) return narrow(place, d);
    if (p.pointing.empty()) return true;
    for (int h : p.pointing[places])
      for (int cell : net_.houses[static_cast<std::size_t>(h)]) {
        bool mine = false;
        for (std::size_t i = 0; i < p.cells.size() && !mine; ++i) mine = (places >> i & 1) && p.cells[i] == cell;
        if (!mine && !narrow(cell, ~d)) return false;
      }
    return true;
  }

  bool quadruple(const Prop& p) {
    int total = 0;
    Mask listed = 0;
    for (int d = 1; d <= net_.n; ++d) {
      const int w = p.want[static_cast<std::size_t>(d)];
      if (!w) continue;
      total += w;
      listed |= bit(d);
      int can = 0;
      for (int cell : p.cells) can += (at(cell) & bit(d)) != 0;
      if (can < w) return false;
      if (can == w)
        for (int cell : p.cells)
          if ((at(cell) & bit(d)) && !narrow(cell, bit(d))) return false;
      if (!needs(p, bit(d))) return false;
    }
    if (total > static_cast<int>(p.cells.size())) return false;
    if (total == static_cast<int>(p.cells.size()))
      for (int cell : p.cells)
        if (!narrow(cell, listed)) return false;
    return true;
  }

  bool indexer(const Prop& p) {
    const int cell = p.cells[0];
    const Mask want = bit(static_cast<int>(p.value));
    Mask keep = 0;
    for (Mask x = at(cell); x; x &= x - 1) {
      const int v = lowest(x);
      const int t = p.targets[static_cast<std::size_t>(v)];
      if (t >= 0 && (at(t) & want)) keep |= bit(v);
    }
    if (!narrow(cell, keep)) return false;
    if (single(at(cell))) return narrow(p.targets[static_cast<std::size_t>(lowest(at(cell)))], want);
    return true;
  }

  // A line whose cells i, i + 1, i + 2 hold the three classes p.sets (so the class of cell i
  // is perm[i % 3] for a permutation perm): each residue keeps the classes all its cells can
  // hold, each cell those of the permutations its residues allow.
  bool period3(const Prop& p) {
    unsigned allowed[3] = {7, 7, 7};  // per residue: bit c when class c is possible
    for (std::size_t i = 0; i < p.cells.size(); ++i) {
      const Mask x = at(p.cells[i]);
      unsigned can = 0;
      for (unsigned c = 0; c < 3; ++c)
        if (x & p.sets[c]) can |= 1u << c;
      allowed[i % 3] &= can;
    }
    static constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    unsigned used[3] = {0, 0, 0};
    for (const auto& perm : kPerms) {
      bool ok = true;
      for (int r = 0; r < 3 && ok; ++r) ok = (allowed[r] >> perm[r]) & 1;
      if (ok)
        for (int r = 0; r < 3; ++r) used[r] |= 1u << perm[r];
    }
    Mask keep[3] = {0, 0, 0};
    for (int r = 0; r < 3; ++r)
      for (unsigned c = 0; c < 3; ++c)
        if (used[r] >> c & 1) keep[r] |= p.sets[c];
    for (std::size_t i = 0; i < p.cells.size(); ++i)
      if (!narrow(p.cells[i], keep[i % 3])) return false;
    return true;
  }

  // Two parts holding one multiset of digits: each cell keeps the digits the other part can
  // hold; a digit placed c times in one part needs c places in the other (exactly c: placed).
  bool same_digits(const Prop& p) {
    for (int side = 0; side < 2; ++side) {
      const std::vector<int>& mine = p.parts[static_cast<std::size_t>(side)];
      const std::vector<int>& other = p.parts[static_cast<std::size_t>(1 - side)];
      Mask any = 0, singles = 0;
      int placed[kVarMaxSize + 1] = {}, places[kVarMaxSize + 1] = {};  // per digit
      for (int c : other) {
        const Mask x = at(c);
        any |= x;
        if (single(x)) singles |= x, ++placed[lowest(x)];
      }
      for (int c : mine) {
        if (!narrow(c, any)) return false;
        for (Mask x = at(c) & singles; x; x &= x - 1) ++places[lowest(x)];
      }
      // Places counted before this loop narrows: a count too high misses a deduction the
      // propagator's next run makes (it runs again: its cells changed), never a wrong one.
      for (Mask s = singles; s; s &= s - 1) {
        const int d = lowest(s);
        if (places[d] < placed[d]) return false;
        if (places[d] == placed[d])
          for (int x : mine)
            if ((at(x) & bit(d)) && !narrow(x, bit(d))) return false;
      }
    }
    return true;
  }

  // The support found so far for each cell of a line propagator.
  Mask support_[kVarMaxSize] = {};
  Mask line_[kVarMaxSize] = {};

  bool finish_line(const Prop& p) {
    for (std::size_t i = 0; i < p.cells.size(); ++i)
      if (!narrow(p.cells[i], support_[i])) return false;
    return true;
  }

  // Every placement of 1 and n, and every digit set of the right sum between them.
  bool sandwich(const Prop& p) {
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
  bool xsum(const Prop& p) {
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

  // Skyscrapers: states (tallest so far, digits seen) forward and backward along the line,
  // digits not kept distinct; then the permutations of the line, while there are few to try.
  bool skyline(const Prop& p) {
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
  Mask seen_[kVarMaxSize + 1][kVarMaxSize + 1] = {}, to_[kVarMaxSize + 1][kVarMaxSize + 1] = {};

  const Network& net_;
  std::vector<Mask>* m_ = nullptr;
  std::vector<std::uint8_t> queued_;
  std::vector<int> pending_, costly_, fixed_;  // propagators waiting (cheap, costly); new singles
  std::vector<std::uint8_t> dirty_;  // per house and group: waiting in touched_
  std::vector<int> touched_;
  std::vector<std::uint8_t> crossed_;  // per house: waiting in crossing_
  std::vector<int> crossing_;
  std::vector<Mask> memo_masks_;       // memo_sums: per part, the masks its sums are from
  std::vector<PartSums> memo_out_;     //   and those sums
  std::vector<std::uint8_t> memo_ok_;  //   (once computed)
  int wiped_ = -1;                            // the last cell left without candidates
  const std::vector<int>* failed_ = nullptr;  // the cells of the rule that failed, if known
};

template <class PartSums>
class Search {
 public:
  Search(const Puzzle& puzzle, const Network& net, int limit, const FastSearchOptions& options,
         FastSearchResult& out)
      : puzzle_(puzzle), net_(net), prop_(net), limit_(limit), options_(options), out_(out),
        weight_(static_cast<std::size_t>(net.cells), 0) {
    // Cells under sums (cages, arrows, little killers, double arrows) start with a weight, as
    // if they had failed before: n - the sum's length, so short sums, which decide sooner,
    // are branched on first, and one as long as a house not at all. Measured on the public
    // variant sets (bench/variant/RESULTS.md): 22,588 branches in all on the 40 without it,
    // 8,374 with ISS's sum priority (2n - length, at least n) on every costly propagator,
    // 6,608 with this; weighing line clues and equal sums as well gave more.
    for (const Prop& p : net.props)
      if ((p.kind == Kind::Linear || p.kind == Kind::CageSet) && !p.implied)
        for (int c : p.cells)
          weight_[static_cast<std::size_t>(c)] += std::max(net.n - static_cast<long long>(p.cells.size()), 0LL);
  }

  void run() {
    std::vector<Mask> root = net_.start(puzzle_.givens);
    if (net_.impossible || root.empty() || !prop_.settle_all(root)) {
      out_.complete = true;
      return;
    }
    out_.complete = descend(root);
    if (static_cast<int>(out_.solutions.size()) >= limit_) out_.complete = true;
  }

 private:
  // false: out of budget
  bool descend(std::vector<Mask>& m) {
    // Row-major: the first open cell. Fewest: the fewest candidates for the weight of the cell
    // (its conflicts, and its start under sums: candidates / (1 + weight), smallest first).
    int cell = -1;
    long long best_k = 0, best_w = 0;
    const std::vector<long long>& w = weight_;
    for (int c = 0; c < net_.cells; ++c) {
      const long long k = popcount(m[static_cast<std::size_t>(c)]);
      if (k < 2) continue;
      const long long wc = 1 + w[static_cast<std::size_t>(c)];
      if (cell >= 0 && k * best_w >= best_k * wc) continue;
      cell = c, best_k = k, best_w = wc;
      if (options_.order == SearchOrder::RowMajor) break;
    }
    if (cell < 0) {
      leaf(m);
      return true;
    }
    // Two ways: the cell's smallest digit, then (on the same node) every other digit. Both
    // orders stay exact, and row-major keeps the solutions in increasing order.
    const Mask x = m[static_cast<std::size_t>(cell)], d = x & (~x + 1);
    for (const Mask keep : {d, x & ~d}) {
      if (static_cast<int>(out_.solutions.size()) >= limit_) return true;
      if (++out_.nodes > options_.node_budget) return false;
      std::vector<Mask> child = m;
      child[static_cast<std::size_t>(cell)] = keep;
      if (!prop_.settle_after(child, cell)) {
        // The rule that failed weighs on each of its cells (dom/wdeg); failing that, the cell
        // left without candidates, or the one branched on.
        if (const std::vector<int>* rule = prop_.failed_rule())
          for (int c : *rule) conflict(c);
        else
          conflict(prop_.wiped() >= 0 ? prop_.wiped() : cell);
        continue;
      }
      if (!descend(child)) return false;
    }
    return true;
  }

  // A failed branch involved `cell`: it is branched on sooner from now on; every weight
  // halves every kDecay conflicts, so the recent ones count most.
  void conflict(int cell) {
    static constexpr int kDecay = 1 << 14;
    ++weight_[static_cast<std::size_t>(cell)];
    if (++conflicts_ % kDecay == 0)
      for (long long& w : weight_) w >>= 1;
  }

  void leaf(const std::vector<Mask>& m) {
    Grid g(puzzle_.givens.shape);
    for (int c = 0; c < net_.cells; ++c) g.set(c, lowest(m[static_cast<std::size_t>(c)]));
    if (!check_solution(puzzle_, Solution{g, {}})) out_.solutions.push_back(std::move(g));
  }

  const Puzzle& puzzle_;
  const Network& net_;
  Propagator<PartSums> prop_;
  const int limit_;
  const FastSearchOptions& options_;
  FastSearchResult& out_;
  std::vector<long long> weight_;  // per cell: recent failed branches on it
  long long conflicts_ = 0;
};

// The network of the last variant puzzle searched on this thread, and the rules it was built
// from: a generator checks one template's rules with givens after givens, and building the
// network took a third of its time. Shared: a caller's network outlives a later call's.
struct LastNetwork {
  Variant rules;
  std::shared_ptr<const Network> net;  // its n: the size
};
thread_local LastNetwork last;

std::shared_ptr<const Network> network_of(const Puzzle& puzzle) {
  if (last.net && last.net->n == puzzle.givens.shape.n() && same_rules(last.rules, *puzzle.variant))
    return last.net;
  LastNetwork built;  // whole before it replaces the last one
  built.rules.regions = puzzle.variant->regions;
  built.rules.allowed = puzzle.variant->allowed;
  built.rules.constraints = puzzle.variant->constraints;
  built.net = std::make_shared<const Network>(puzzle);
  last = std::move(built);
  return last.net;
}

}  // namespace

void variant_search_forget() { last = LastNetwork(); }

bool variant_search_applies(const Puzzle& puzzle) {
  return puzzle.is_variant() && puzzle.givens.shape.n() <= kVarMaxSize && network_of(puzzle)->supported;
}

FastSearchResult variant_search(const Puzzle& puzzle, int limit, const FastSearchOptions& options) {
  FastSearchResult out;
  if (!puzzle.is_variant()) return out;
  const std::shared_ptr<const Network> shared = network_of(puzzle);
  const Network& net = *shared;
  if (!net.supported) return out;  // not complete: the caller goes to CaDiCaL
  if (net.sums_below_64) Search<Sums64>(puzzle, net, limit, options, out).run();
  else Search<std::bitset<256>>(puzzle, net, limit, options, out).run();
  return out;
}

}  // namespace sudosat
