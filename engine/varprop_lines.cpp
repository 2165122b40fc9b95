// The variant propagators of lines: renban, between, lockout, sequences, segment sums, products,
// period-3 (entropic, modular) and same digits.
#include "varprop.hpp"

#include <algorithm>
#include <vector>

namespace sudosat::varsearch {

template <class PartSums>
bool Propagator<PartSums>::renban(const Prop& p) {
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

template <class PartSums>
bool Propagator<PartSums>::between(const Prop& p) {
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
template <class PartSums>
bool Propagator<PartSums>::lockout(const Prop& p) {
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

// Sequence lines: each first digit v and step t (0 too) whose digits v + i t every cell can hold
// supports them.
template <class PartSums>
bool Propagator<PartSums>::sequence(const Prop& p) {
  const int k = static_cast<int>(p.cells.size()), n = net_.n, top = (n - 1) / (k - 1);
  for (int i = 0; i < k; ++i) support_[i] = 0;
  for (Mask vs = at(p.cells[0]); vs; vs &= vs - 1) {
    const int v = lowest(vs);
    for (int t = -top; t <= top; ++t) {
      const int last = v + (k - 1) * t;
      if (last < 1 || last > n) continue;
      bool fits = true;
      for (int i = 1; i < k && fits; ++i) fits = (at(p.cells[static_cast<std::size_t>(i)]) & bit(v + i * t)) != 0;
      if (!fits) continue;
      for (int i = 0; i < k; ++i) support_[i] |= bit(v + i * t);
    }
  }
  for (int i = 0; i < k; ++i)
    if (!narrow(p.cells[static_cast<std::size_t>(i)], support_[i])) return false;
  return true;
}

// Segment sum lines: the states are the current run's partial sums 0 .. sum-1 (bit s), from 0
// at the line's start; a digit reaching the sum closes the run (back to 0), one passing it has
// no next state. Forward, the states each cell may start from; backward from 0 at the line's
// end, each cell keeps the digits that lead from a state reached to one that can still end.
// A digit d moves every state at once: the states s + d are the states shifted by d (those
// still under the sum), and state sum - d, when reached, closes the run; so each cell costs
// a few operations per digit, not one per state and digit.
template <class PartSums>
bool Propagator<PartSums>::segments(const Prop& p) {
  const std::size_t k = p.cells.size();
  const int sum = static_cast<int>(p.value);  // 1 .. kMaxSegmentSum (64)
  const Mask states = sum >= 64 ? ~Mask{0} : (Mask{1} << sum) - 1;
  thread_local std::vector<Mask> reach;
  reach.assign(k + 1, 0);
  reach[0] = 1;
  for (std::size_t i = 0; i < k; ++i) {
    const Mask from = reach[i];
    Mask to = 0;
    for (Mask ds = at(p.cells[i]); ds && from; ds &= ds - 1) {
      const int d = lowest(ds);
      if (d > sum) break;  // digits come in increasing order
      to |= (from << d) & states;
      to |= (from >> (sum - d)) & 1;  // from state sum - d, the run closes
    }
    reach[i + 1] = to;  // none: the backward pass empties the last cell
  }
  Mask after = reach[k] & 1;  // the last run is closed
  for (std::size_t i = k; i-- > 0;) {
    const Mask from = reach[i];
    Mask before = 0, keep = 0;
    for (Mask ds = at(p.cells[i]); ds; ds &= ds - 1) {
      const int d = lowest(ds);
      if (d > sum) break;
      // s + d a state after (so under the sum), or s = sum - d closing the run into state 0
      Mask good = from & (after >> d);
      if (after & 1) good |= from & (Mask{1} << (sum - d));
      if (good) before |= good, keep |= ds & (~ds + 1);
    }
    if (!narrow(p.cells[i], keep)) return false;
    after = before;
  }
  return true;
}

// Product lines: the states are the product's divisors (p.next: the state after a digit, or
// none). Forward, the states each cell may start from (the divisor 1 at the line's start);
// backward from the product at the line's end, each cell keeps the digits that lead from a
// state reached to one that can still end there. Digits may repeat: the houses say where not.
template <class PartSums>
bool Propagator<PartSums>::product(const Prop& p) {
  const std::size_t k = p.cells.size();
  const std::size_t stride = static_cast<std::size_t>(net_.n) + 1;
  const std::size_t states = p.next.size() / stride;
  thread_local std::vector<std::uint8_t> reach, after, before;
  reach.assign((k + 1) * states, 0);
  reach[0] = 1;
  for (std::size_t i = 0; i < k; ++i) {
    const std::uint8_t* from = &reach[i * states];
    std::uint8_t* to = &reach[(i + 1) * states];
    const Mask ds = at(p.cells[i]);
    for (std::size_t s = 0; s < states; ++s) {
      if (!from[s]) continue;
      for (Mask m = ds; m; m &= m - 1) {
        const int t = p.next[s * stride + static_cast<std::size_t>(lowest(m))];
        if (t >= 0) to[t] = 1;
      }
    }
  }
  after.assign(states, 0);
  after[states - 1] = reach[k * states + states - 1];  // the line ends on the product
  for (std::size_t i = k; i-- > 0;) {
    const std::uint8_t* from = &reach[i * states];
    before.assign(states, 0);
    Mask keep = 0;
    const Mask ds = at(p.cells[i]);
    for (std::size_t s = 0; s < states; ++s) {
      if (!from[s]) continue;
      for (Mask m = ds; m; m &= m - 1) {
        const int t = p.next[s * stride + static_cast<std::size_t>(lowest(m))];
        if (t >= 0 && after[static_cast<std::size_t>(t)]) before[s] = 1, keep |= m & (~m + 1);
      }
    }
    if (!narrow(p.cells[i], keep)) return false;
    after.swap(before);
  }
  return true;
}

// A line whose cells i, i + 1, i + 2 hold the three classes p.sets (so the class of cell i
// is perm[i % 3] for a permutation perm): each residue keeps the classes all its cells can
// hold, each cell those of the permutations its residues allow.
template <class PartSums>
bool Propagator<PartSums>::period3(const Prop& p) {
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
template <class PartSums>
bool Propagator<PartSums>::same_digits(const Prop& p) {
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

// Those the other files call, for both sums types.
SUDOSAT_BOTH_SUMS(renban, const Prop&)
SUDOSAT_BOTH_SUMS(between, const Prop&)
SUDOSAT_BOTH_SUMS(lockout, const Prop&)
SUDOSAT_BOTH_SUMS(sequence, const Prop&)
SUDOSAT_BOTH_SUMS(segments, const Prop&)
SUDOSAT_BOTH_SUMS(product, const Prop&)
SUDOSAT_BOTH_SUMS(period3, const Prop&)
SUDOSAT_BOTH_SUMS(same_digits, const Prop&)

}  // namespace sudosat::varsearch
