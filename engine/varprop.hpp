// Inside the variant fast path (varsearch.hpp): the Propagator class, which narrows a search
// node's masks to the common fixpoint of the network's propagators (varnet.hpp). Used by
// varsearch.cpp's search; not a public header. The hot helpers (narrow, the queues) are inline
// here; each group of members below is defined in the file its comment names, for both sums
// types (Sums64 and std::bitset<256>, instantiated there).
#pragma once
#include <bitset>
#include <cstdint>
#include <vector>

#include "mask.hpp"
#include "varnet.hpp"

namespace sudosat::varsearch {


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
  bool settle_all(std::vector<Mask>& m);
  // After `cell` was narrowed in a settled node.
  bool settle_after(std::vector<Mask>& m, int cell);

  // After a settle failed: the cells of the rule that failed (none: nullptr), and the last cell
  // left without candidates (none: -1).
  const std::vector<int>* failed_rule() const { return failed_; }
  int wiped() const { return wiped_; }

 private:
  // --- the node's masks and the queues, inline here: every propagator narrows through them
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

  // --- the core (varprop.cpp): the fixpoint, houses and locked candidates, each kind's
  // propagator by its kind, and a digit a rule needs (pointing)
  bool run();
  bool houses();
  bool crossings();
  bool apply(const Prop& p);
  bool needs(const Prop& p, Mask d);

  // --- a few given cells (varprop_cells.cpp)
  bool pair(const Prop& p);
  bool quadruple(const Prop& p);
  bool counting(const Prop& p);
  bool indexer(const Prop& p);
  bool classes(const Prop& p);
  bool needs(const Prop& p);  // cells[0] holding p.value: some cells[i] holds a digit of sets[i-1]  // each of p.sets held by some cell of p.cells

  // --- sums and digit sets (varprop_sums.cpp)
  bool linear(const Prop& p);
  template <std::size_t N>
  bool linear_in(const Prop& p, const std::vector<PartSums>& sums, long long target);
  bool bounds(const Prop& p);
  bool equal_sums(const Prop& p);
  __attribute__((noinline)) void keep_apart(const Prop& p, PartSums& common);
  bool apart(const Prop& p, const std::vector<int>& group, long long sum, long long& budget);
  void memo_sums(const Prop& p, std::size_t g, PartSums& out);
  bool part_sums(const std::vector<int>& cells, bool distinct, const PartSums* keep, PartSums& out);
  bool cage_set(const Prop& p);
  bool split_sets(const Prop& p);
  std::vector<long long> low_;  // linear: per part, its smallest weighted sum

  // --- lines (varprop_lines.cpp)
  bool renban(const Prop& p);
  bool between(const Prop& p);
  bool lockout(const Prop& p);
  bool sequence(const Prop& p);
  bool segments(const Prop& p);
  bool product(const Prop& p);
  bool period3(const Prop& p);
  bool same_digits(const Prop& p);

  // --- clues outside the grid (varprop_outside.cpp)
  bool finish_line(const Prop& p);
  bool sandwich(const Prop& p);
  bool xsum(const Prop& p);
  bool battlefield(const Prop& p);
  bool skyline(const Prop& p);
  // The support found so far for each cell of a line propagator.
  Mask support_[kVarMaxSize] = {};
  Mask line_[kVarMaxSize] = {};
  // skyline: its states forward (seen_) and backward (to_)
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

// Instantiates member `name` (returning bool, taking the parameter types that follow) for both
// sums types, in the file that defines it: the other files call it.
#define SUDOSAT_BOTH_SUMS(name, ...)                       \
  template bool Propagator<Sums64>::name(__VA_ARGS__);    \
  template bool Propagator<std::bitset<256>>::name(__VA_ARGS__);

}  // namespace sudosat::varsearch
