#include "propagate.hpp"

#include <algorithm>
#include <bitset>
#include <cstdint>
#include <memory>
#include <vector>

#include "alldiff.hpp"
#include "mask.hpp"
#include "model/check.hpp"
#include "model/houses.hpp"

namespace sudosat {

namespace {

int popcount(Mask m) { return static_cast<int>(std::bitset<64>(m).count()); }

int lowest_digit(Mask m) {  // the smallest digit in a non-empty mask
  int d = 0;
  while (!((m >> d) & 1)) ++d;
  return d + 1;
}

const char* const kUnitName[3] = {"row", "column", "box"};

using Tables = HouseTables;  // units and peers of the shape

// Probing looks at cells with at most this many candidates: wider finishes more easy puzzles
// without the SAT solver and costs more on hard ones (docs/performance.md, "Constants and options").
constexpr int kProbeWidth = 3;

// probe_other searches its branches, all together, for a completion through at most this many
// nodes (beyond the branch itself; docs/performance.md, "Constants and options").
constexpr long long kBranchNodes = 2000;

// Candidate digits of every cell and the digits placed so far. Copyable: probing works on
// copies.
class Board {
 public:
  explicit Board(const Tables& t)
      : t_(&t),
        cand_(static_cast<std::size_t>(t.shape.cells())),
        digit_(cand_.size(), 0),
        placed_(static_cast<std::size_t>(3 * t.n), 0),
        empty_(t.shape.cells()) {
    for (int d = 1; d <= t.n; ++d) all_ |= bit(d);
    std::fill(cand_.begin(), cand_.end(), all_);
  }

  // Puts d into the empty cell `cell` (d must be a candidate there) and rules d out of its
  // peers; false when a peer is left without a candidate.
  bool place(int cell, int d) {
    digit(cell) = static_cast<std::uint8_t>(d);
    cand(cell) = bit(d);
    --empty_;
    for (int k = 0; k < 3; ++k)
      placed_[static_cast<std::size_t>(t_->unit_of[3 * cell + k])] |= bit(d);
    for (int i = t_->peer_begin[cell]; i < t_->peer_begin[cell + 1]; ++i)
      if (!remove(t_->peers[i], d)) return false;
    return true;
  }

  // Places the givens (which must not clash) and settles; false as settle.
  bool start(const Grid& givens, std::string* reason) {
    for (int cell = 0; cell < givens.shape.cells(); ++cell)
      if (givens.at(cell) != 0 && !place(cell, givens.at(cell))) return fail_cell(reason);
    return settle(reason);
  }

  // Rules d out of `cell`; false when no candidate is left.
  bool remove(int cell, int d) {
    Mask& m = cand(cell);
    if (!(m & bit(d))) return true;
    m &= ~bit(d);
    if (m == 0) {
      failed_cell_ = cell;
      return false;
    }
    if (single(m)) pending_.push_back(cell);
    return true;
  }

  // Naked and hidden singles to the fixpoint; false on a contradiction, with `reason` (when
  // given) saying where.
  bool settle(std::string* reason) {
    const int n = t_->n;
    for (;;) {
      while (!pending_.empty()) {  // naked singles
        const int cell = pending_.back();
        pending_.pop_back();
        if (digit(cell) == 0 && !place(cell, lowest_digit(cand(cell)))) return fail_cell(reason);
      }
      bool changed = false;
      for (int unit = 0; unit < 3 * n; ++unit) {  // hidden singles
        const Mask placed = placed_[static_cast<std::size_t>(unit)];
        if (placed == all_) continue;
        const int* cells = &t_->units[static_cast<std::size_t>(unit * n)];
        Mask once = 0, twice = 0;  // digits with a place in the unit; with two or more
        for (int k = 0; k < n; ++k) {
          const Mask m = cand(cells[k]);
          twice |= once & m;
          once |= m;
        }
        if (const Mask none = all_ & ~once) {
          if (reason)
            *reason = "digit " + std::to_string(lowest_digit(none)) + " has no place in " +
                      kUnitName[unit / n] + " " + std::to_string(unit % n + 1);
          return false;
        }
        const Mask hidden = once & ~twice & ~placed;
        if (hidden == 0) continue;
        for (int k = 0; k < n; ++k)
          if (const int cell = cells[k]; digit(cell) == 0 && (cand(cell) & hidden)) {
            // Were two digits to need this cell, the other one has no place left in the unit
            // after this: the next scan reports it.
            if (!place(cell, lowest_digit(cand(cell) & hidden))) return fail_cell(reason);
            changed = true;
          }
      }
      if (!changed && pending_.empty()) return true;
    }
  }

  // All-different filtering (engine/alldiff.hpp) of every unit, singles after each pass, to
  // the fixpoint; false on a contradiction.
  bool match(std::string* reason) {
    const int n = t_->n;
    std::vector<std::int8_t> hints(static_cast<std::size_t>(3 * n * n), -1);
    Mask masks[64];
    for (bool changed = true; changed && empty_ > 0;) {
      changed = false;
      for (int unit = 0; unit < 3 * n; ++unit) {
        if (placed_[static_cast<std::size_t>(unit)] == all_) continue;
        const int* cells = &t_->units[static_cast<std::size_t>(unit * n)];
        for (int k = 0; k < n; ++k) masks[k] = cand(cells[k]);
        if (!filter_all_different(masks, n, &hints[static_cast<std::size_t>(unit * n)])) {
          if (reason)
            *reason = std::string("the digits of ") + kUnitName[unit / n] + " " +
                      std::to_string(unit % n + 1) + " have no way to fill its cells";
          return false;
        }
        for (int k = 0; k < n; ++k)
          for (Mask out = cand(cells[k]) & ~masks[k]; out != 0; out &= out - 1) {
            remove(cells[k], lowest_digit(out));  // leaves masks[k] != 0
            changed = true;
          }
      }
      if (changed && !settle(reason)) return false;
    }
    return true;
  }

  // Failed-literal probing (see propagate.hpp) on the cells with at most 2, then at most
  // kProbeWidth candidates, back to 2 after every step forward; false on a contradiction.
  bool probe(std::string* reason) {
    Board branch = *this, kept = *this;
    std::vector<std::uint8_t> agree;  // what every consistent branch of the cell placed
    for (int width = 2; width <= kProbeWidth && empty_ > 0;) {
      bool progress = false;
      for (int cell = 0; cell < t_->shape.cells() && empty_ > 0; ++cell) {
        if (digit(cell) != 0 || popcount(cand(cell)) > width) continue;
        Mask consistent = 0;  // candidates whose branch settles without a contradiction
        for (Mask left = cand(cell); left != 0; left &= left - 1) {
          const int d = lowest_digit(left);
          branch = *this;
          if (!branch.place(cell, d) || !branch.settle(nullptr)) continue;
          if (consistent == 0) {
            agree = branch.digit_;
            std::swap(branch, kept);  // kept: the first consistent branch
          } else {
            for (std::size_t i = 0; i < agree.size(); ++i)
              if (agree[i] != branch.digit_[i]) agree[i] = 0;
          }
          consistent |= bit(d);
        }
        if (consistent == 0) {  // every candidate leads to a contradiction
          failed_cell_ = cell;
          return fail_cell(reason);
        }
        if (consistent == cand(cell)) {
          // Every solution puts one of these candidates here, so whatever all their branches
          // placed holds in every solution.
          for (std::size_t other = 0; other < agree.size(); ++other)
            if (const int d = agree[other]; d != 0 && digit_[other] == 0) {
              progress = true;
              if (!place(static_cast<int>(other), d)) return fail_cell(reason);
            }
          if (!settle(reason)) return false;
        } else if (single(consistent)) {
          // Only one candidate is consistent: its branch is where this board's propagation
          // leads once the others are ruled out.
          std::swap(*this, kept);
          progress = true;
        } else {  // rule out the candidates that lead to a contradiction
          progress = true;
          for (Mask out = cand(cell) & ~consistent; out != 0; out &= out - 1)
            if (!remove(cell, lowest_digit(out))) return fail_cell(reason);
          if (!settle(reason)) return false;
        }
      }
      width = progress ? 2 : width + 1;
    }
    return true;
  }

  Grid grid() const {
    Grid g(t_->shape);
    g.cells = digit_;
    return g;
  }
  int empty() const { return empty_; }
  int grid_cells() const { return t_->shape.cells(); }
  const std::vector<Mask>& candidates() const { return cand_; }
  Mask candidates(int cell) const { return cand_[static_cast<std::size_t>(cell)]; }
  int digit_at(int cell) const { return digit_[static_cast<std::size_t>(cell)]; }

 private:
  Mask& cand(int cell) { return cand_[static_cast<std::size_t>(cell)]; }
  std::uint8_t& digit(int cell) { return digit_[static_cast<std::size_t>(cell)]; }

  // Reports the cell left without a candidate (a failed unit has set the reason already).
  bool fail_cell(std::string* reason) {
    if (reason && failed_cell_ >= 0) {
      const Shape& s = t_->shape;
      *reason = "no digit fits row " + std::to_string(s.row(failed_cell_) + 1) + " column " +
                std::to_string(s.col(failed_cell_) + 1);
    }
    return false;
  }

  const Tables* t_;
  std::vector<Mask> cand_;
  std::vector<std::uint8_t> digit_;
  std::vector<Mask> placed_;  // per unit: the digits placed in it
  std::vector<int> pending_;  // cells left with one candidate, not yet placed
  int empty_;
  Mask all_ = 0;
  int failed_cell_ = -1;
};

}  // namespace

Propagated propagate_givens(const Grid& givens, Reasoning reasoning) {
  Propagated result;
  if (auto clash = find_clash(givens)) {
    result.state = Propagated::Contradiction;
    result.reason = *clash;
    result.grid = givens;
    return result;
  }
  Board board(Tables::of(givens.shape));
  bool ok = board.start(givens, &result.reason);
  if (ok && reasoning == Reasoning::Probing && board.empty() > 0) ok = board.probe(&result.reason);
  if (ok && reasoning == Reasoning::Matching && board.empty() > 0) ok = board.match(&result.reason);
  result.grid = board.grid();
  result.candidates = board.candidates();
  if (!ok)
    result.state = Propagated::Contradiction;
  else
    result.state = board.empty() == 0 ? Propagated::Complete : Propagated::Partial;
  return result;
}

namespace {

// The first open cell, in the order cell_at(0), cell_at(1), ..., cell_at(count - 1), with the
// fewest candidates (a cell with 2 or fewer ends the scan: no branch is smaller); -1 if none.
template <class CellAt>
int fewest_candidates(const Board& board, int count, CellAt cell_at) {
  int best = -1, fewest = 65;
  for (int i = 0; i < count; ++i) {
    const int cell = cell_at(i);
    if (board.digit_at(cell) != 0) continue;
    const int k = popcount(board.candidates(cell));
    if (k < fewest) {
      fewest = k;
      best = cell;
      if (k <= 2) break;
    }
  }
  return best;
}

// Depth-first search for random_completion; `order` ranks the cells for tie-breaking.
bool complete_randomly(Board& board, const std::vector<int>& order, std::mt19937_64& rng,
                       long long& nodes, Grid& out) {
  if (board.empty() == 0) {
    out = board.grid();
    return true;
  }
  if (--nodes < 0) return false;
  const int best = fewest_candidates(board, static_cast<int>(order.size()),
                                     [&](int i) { return order[static_cast<std::size_t>(i)]; });
  std::vector<int> digits;
  for (Mask m = board.candidates(best); m != 0; m &= m - 1) digits.push_back(lowest_digit(m));
  for (std::size_t i = digits.size(); i > 1; --i)
    std::swap(digits[i - 1], digits[static_cast<std::size_t>(rng() % i)]);
  for (int d : digits) {
    Board next = board;
    if (!next.place(best, d) || !next.settle(nullptr)) continue;
    if (complete_randomly(next, order, rng, nodes, out)) return true;
    if (nodes < 0) return false;
  }
  return false;
}

// Depth-first search for a completion of `board` (cells of fewest candidates first, digits
// from 1 up) visiting at most `nodes` more nodes: 1 with the grid in `out`, 0 when there is
// none, -1 when the budget ran out first.
int find_completion(const Board& board, long long& nodes, Grid& out) {
  if (board.empty() == 0) {
    out = board.grid();
    return 1;
  }
  if (nodes-- <= 0) return -1;
  const int best = fewest_candidates(board, board.grid_cells(), [](int i) { return i; });
  for (Mask m = board.candidates(best); m != 0; m &= m - 1) {
    Board next = board;
    if (!next.place(best, lowest_digit(m)) || !next.settle(nullptr)) continue;
    const int r = find_completion(next, nodes, out);
    if (r != 0) return r;
  }
  return 0;
}

}  // namespace

OtherProbe probe_other(const Grid& givens, const Grid& solution, const std::vector<int>& cells) {
  OtherProbe result;
  result.state = OtherProbe::None;
  if (find_clash(givens)) return result;
  Board board(Tables::of(givens.shape));
  if (!board.start(givens, nullptr) || board.empty() == 0) return result;
  long long nodes = kBranchNodes;  // for all branches together
  std::vector<int> every;
  if (cells.empty())
    for (int cell = 0; cell < givens.shape.cells(); ++cell) every.push_back(cell);
  for (int cell : cells.empty() ? every : cells) {
    if (board.digit_at(cell) != 0) continue;
    for (Mask m = board.candidates(cell) & ~bit(solution.at(cell)); m != 0; m &= m - 1) {
      Board branch = board;
      if (!branch.place(cell, lowest_digit(m)) || !branch.settle(nullptr)) continue;
      const int found = find_completion(branch, nodes, result.grid);
      if (found == 1) {
        result.state = OtherProbe::Found;
        return result;
      }
      if (found < 0) result.state = OtherProbe::Open;
    }
  }
  result.grid = board.grid();
  return result;
}

std::optional<Grid> random_completion(const Grid& givens, std::mt19937_64& rng, long long node_limit) {
  if (find_clash(givens)) return std::nullopt;
  Board board(Tables::of(givens.shape));
  if (!board.start(givens, nullptr)) return std::nullopt;
  std::vector<int> order(static_cast<std::size_t>(givens.shape.cells()));
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  for (std::size_t i = order.size(); i > 1; --i)
    std::swap(order[i - 1], order[static_cast<std::size_t>(rng() % i)]);
  Grid out;
  long long nodes = node_limit;
  if (!complete_randomly(board, order, rng, nodes, out)) return std::nullopt;
  return out;
}

}  // namespace sudosat
