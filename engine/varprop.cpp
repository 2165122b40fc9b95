// The variant propagator's core: settling a node to the fixpoint (the queue), houses, locked
// candidates, a digit a rule needs, and the dispatch to each kind's propagator.
#include "varprop.hpp"

namespace sudosat::varsearch {

template <class PartSums>
bool Propagator<PartSums>::settle_all(std::vector<Mask>& m) {
  m_ = &m;
  clear();
  for (int cell = 0; cell < net_.cells; ++cell)
    if (single(m[static_cast<std::size_t>(cell)])) fixed_.push_back(cell);
  for (std::size_t p = 0; p < net_.props.size(); ++p) queue(static_cast<int>(p));
  for (std::size_t h = 0; h < dirty_.size(); ++h) touch(static_cast<int>(h));
  return run();
}

template <class PartSums>
bool Propagator<PartSums>::settle_after(std::vector<Mask>& m, int cell) {
  m_ = &m;
  clear();
  changed(cell);
  return run();
}

template <class PartSums>
bool Propagator<PartSums>::run() {
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
template <class PartSums>
bool Propagator<PartSums>::houses() {
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
template <class PartSums>
bool Propagator<PartSums>::crossings() {
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

// The propagator of p's kind (declared by family in varprop.hpp, each family in its file).
template <class PartSums>
bool Propagator<PartSums>::apply(const Prop& p) {
  switch (p.kind) {
    case Kind::Pair: return pair(p);
    case Kind::Linear: return linear(p);
    case Kind::EqualSums: return equal_sums(p);
    case Kind::CageSet: return cage_set(p);
    case Kind::SplitSets: return split_sets(p);
    case Kind::Renban: return renban(p);
    case Kind::Between: return between(p);
    case Kind::Lockout: return lockout(p);
    case Kind::Sequence: return sequence(p);
    case Kind::Segments: return segments(p);
    case Kind::Product: return product(p);
    case Kind::Quadruple: return quadruple(p);
    case Kind::Counting: return counting(p);
    case Kind::Indexer: return indexer(p);
    case Kind::Classes: return classes(p);
    case Kind::Needs: return needs(p);
    case Kind::Period3: return period3(p);
    case Kind::SameDigits: return same_digits(p);
    case Kind::Sandwich: return sandwich(p);
    case Kind::XSum: return xsum(p);
    case Kind::Battlefield: return battlefield(p);
    case Kind::Skyline: return skyline(p);
  }
  return true;
}

// Digit d (a one-digit mask) must stand in one of p's cells: where those that can still hold
// it all lie in one house, it leaves the rest of that house (pointing). A single place takes it.
template <class PartSums>
bool Propagator<PartSums>::needs(const Prop& p, Mask d) {
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

// Those the other files call, for both sums types.
SUDOSAT_BOTH_SUMS(settle_all, std::vector<Mask>&)
SUDOSAT_BOTH_SUMS(settle_after, std::vector<Mask>&, int)
SUDOSAT_BOTH_SUMS(needs, const Prop&, Mask)

}  // namespace sudosat::varsearch
