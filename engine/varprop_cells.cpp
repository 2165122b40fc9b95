// The variant propagators on a few given cells: pair tables, quadruples, counting circles, indexers.
#include <cstdint>
#include <vector>

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

namespace {

// Three classes over four cells, each class held by some cell (a 2x2 block of global entropy or
// global modular): per key (cell i's possible classes in bits 3i..3i+2), the classes each cell
// keeps in some such assignment (the same layout), 0 when there is none. Exact at the level of
// classes, where Hall's condition alone is not.
const std::uint16_t* three_classes_in_four() {
  static const std::vector<std::uint16_t> table = [] {
    std::vector<std::uint16_t> t(4096, 0);
    for (unsigned key = 0; key < 4096; ++key)
      for (unsigned a = 0; a < 81; ++a) {
        unsigned c[4] = {a % 3, a / 3 % 3, a / 9 % 3, a / 27};
        unsigned covered = 0;
        bool fits = true;
        for (unsigned i = 0; i < 4; ++i) {
          fits = fits && (key >> (3 * i + c[i]) & 1);
          covered |= 1U << c[i];
        }
        if (!fits || covered != 7) continue;
        for (unsigned i = 0; i < 4; ++i) t[key] |= static_cast<std::uint16_t>(1U << (3 * i + c[i]));
      }
    return t;
  }();
  return table.data();
}

}  // namespace

// Each class (a set of digits, p.sets; at most 8) must be held by some cell (at most 8: a 2x2
// block has 4; with more, nothing is narrowed here and the leaves' check judges), each cell holding
// one. Three classes over four cells (every 2x2 block): three_classes_in_four's exact answer.
// Other shapes: Hall's condition on every group of classes (fewer cells can hold the group than
// it has classes: a conflict; exactly as many: those cells keep the group's digits). A class
// not yet held by a decided cell, with one digit left among the cells, needs that digit there
// (pointing, as a cage's needed digit).
template <class PartSums>
bool Propagator<PartSums>::classes(const Prop& p) {
  const std::size_t k = p.sets.size(), cells = p.cells.size();
  if (cells > 8) return true;
  unsigned can[8] = {};  // per cell: bit c, the cell can hold class c
  Mask seen = 0, placed = 0;
  for (std::size_t i = 0; i < cells; ++i) {
    const Mask m = at(p.cells[i]);
    seen |= m;
    if (single(m)) placed |= m;
    for (std::size_t c = 0; c < k; ++c) can[i] |= static_cast<unsigned>((m & p.sets[c]) != 0) << c;
  }
  if (seen == placed) {  // every cell decided: each class held?
    for (const Mask set : p.sets)
      if (!(placed & set)) return false;
    return true;
  }
  // A class with one digit left needs it here, unless a decided cell holds it already.
  for (const Mask set : p.sets)
    if (!(placed & set) && popcount(seen & set) == 1 && !needs(p, seen & set)) return false;
  if (k == 3 && cells == 4) {  // a 2x2 block of three classes: the table's exact answer
    const unsigned key = can[0] | can[1] << 3 | can[2] << 6 | can[3] << 9;
    const unsigned keep = three_classes_in_four()[key];
    if (!keep) return false;
    for (std::size_t i = 0; i < 4; ++i) {
      const unsigned kept = keep >> (3 * i) & 7U;
      if (kept == can[i]) continue;
      Mask digits = 0;
      for (std::size_t c = 0; c < 3; ++c)
        if (kept >> c & 1) digits |= p.sets[c];
      if (!narrow(p.cells[i], digits)) return false;
    }
    return true;
  }
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
