// The variant propagators on a few given cells: pair tables, quadruples, counting circles, indexers.
#include "varprop.hpp"

namespace sudosat::varsearch {

template <class PartSums>
bool Propagator<PartSums>::pair(const Prop& p) {
  const int a = p.cells[0], b = p.cells[1];
  Mask sb = 0;
  for (Mask x = at(a); x; x &= x - 1) sb |= p.fwd[lowest(x)];
  if (!narrow(b, sb)) return false;
  Mask sa = 0;
  for (Mask y = at(b); y; y &= y - 1) sa |= p.bwd[lowest(y)];
  return narrow(a, sa);
}

// Each digit listed w times (p.want) is in at least w of the cells; with p.value, exactly w (a
// look-and-say cage).
template <class PartSums>
bool Propagator<PartSums>::quadruple(const Prop& p) {
  int total = 0;
  Mask listed = 0;
  for (int d = 1; d <= net_.n; ++d) {
    const int w = p.want[static_cast<std::size_t>(d)];
    if (!w) continue;
    total += w;
    listed |= bit(d);
    int can = 0, must = 0;
    for (int cell : p.cells) {
      can += (at(cell) & bit(d)) != 0;
      must += at(cell) == bit(d);
    }
    if (can < w || (p.value && must > w)) return false;
    if (can == w)
      for (int cell : p.cells)
        if ((at(cell) & bit(d)) && !narrow(cell, bit(d))) return false;
    if (p.value && must == w && can > w)  // exactly w (a look-and-say cage): the rest lose d
      for (int cell : p.cells)
        if (at(cell) != bit(d) && (at(cell) & bit(d)) && !narrow(cell, at(cell) & ~bit(d))) return false;
    if (!needs(p, bit(d))) return false;
  }
  if (total > static_cast<int>(p.cells.size())) return false;
  if (total == static_cast<int>(p.cells.size()))
    for (int cell : p.cells)
      if (!narrow(cell, listed)) return false;
  return true;
}

template <class PartSums>
bool Propagator<PartSums>::indexer(const Prop& p) {
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

// Each class (a set of digits, p.sets; at most 8) must be held by some cell (at most 8: a 2x2
// block has 4; with more, nothing is narrowed here and the leaves' check judges), each cell holding
// one: Hall's condition on every group of classes. Fewer cells can hold the group than it has
// classes: a conflict; exactly as many: those cells keep the group's digits. A class with one
// digit left among the cells needs that digit there (pointing, as a cage's needed digit).
template <class PartSums>
bool Propagator<PartSums>::classes(const Prop& p) {
  const std::size_t k = p.sets.size(), cells = p.cells.size();
  if (cells > 8) return true;
  unsigned can[8] = {};  // per cell: bit c, the cell can hold class c
  Mask seen = 0;
  for (std::size_t i = 0; i < cells; ++i) {
    const Mask m = at(p.cells[i]);
    seen |= m;
    for (std::size_t c = 0; c < k; ++c) can[i] |= static_cast<unsigned>((m & p.sets[c]) != 0) << c;
  }
  for (const Mask set : p.sets)
    if (popcount(seen & set) == 1 && !needs(p, seen & set)) return false;
  for (unsigned group = 1; group < (1U << k); ++group) {
    int places = 0;
    for (std::size_t i = 0; i < cells; ++i) places += (can[i] & group) != 0;
    const int size = popcount(group);
    if (places < size) return false;
    if (places > size) continue;
    Mask digits = 0;
    for (std::size_t c = 0; c < k; ++c)
      if (group >> c & 1) digits |= p.sets[c];
    for (std::size_t i = 0; i < cells; ++i)
      if ((can[i] & group) && !narrow(p.cells[i], digits)) return false;
  }
  return true;
}

// cells[0] holding `value` needs one of the others to hold a digit of its set: none can, and the
// cell loses the value; the cell decided and one left, that one keeps only its set.
template <class PartSums>
bool Propagator<PartSums>::needs(const Prop& p) {
  const int cell = p.cells[0];
  const Mask v = bit(static_cast<int>(p.value));
  if (!(at(cell) & v)) return true;
  int alive = 0;
  std::size_t last = 0;
  for (std::size_t i = 1; i < p.cells.size(); ++i)
    if (at(p.cells[i]) & p.sets[i - 1]) {
      ++alive;
      last = i;
    }
  if (alive == 0) return narrow(cell, at(cell) & ~v);
  if (alive == 1 && at(cell) == v) return narrow(p.cells[last], p.sets[last - 1]);
  return true;
}

// Those the other files call, for both sums types.
// Counting circles, digit by digit: with one circle set to d, exactly d of them hold it (too
// many or too few places fail; as many places as d take it; d set leaves the others); with
// none set, fewer than d places leave d no circle at all.
template <class PartSums>
bool Propagator<PartSums>::counting(const Prop& p) {
  for (int d = 1; d <= net_.n; ++d) {
    const Mask m = bit(d);
    int places = 0, placed = 0;
    for (int cell : p.cells)
      if (at(cell) & m) ++places, placed += at(cell) == m;
    if (placed > d || (placed > 0 && places < d)) return false;
    if (placed == 0 && places >= d) continue;
    for (int cell : p.cells) {
      if (!(at(cell) & m)) continue;
      if (placed == 0) {  // fewer places than d: no circle holds d
        if (!narrow(cell, ~m)) return false;
      } else if (places == d) {
        if (!narrow(cell, m)) return false;
      } else if (placed == d && at(cell) != m) {
        if (!narrow(cell, ~m)) return false;
      }
    }
  }
  return true;
}

SUDOSAT_BOTH_SUMS(pair, const Prop&)
SUDOSAT_BOTH_SUMS(quadruple, const Prop&)
SUDOSAT_BOTH_SUMS(counting, const Prop&)
SUDOSAT_BOTH_SUMS(indexer, const Prop&)
SUDOSAT_BOTH_SUMS(classes, const Prop&)
SUDOSAT_BOTH_SUMS(needs, const Prop&)

}  // namespace sudosat::varsearch
