#include "propagate.hpp"

#include <cstdint>
#include <vector>

#include "model/check.hpp"

namespace sudosat {

namespace {

using Mask = std::uint64_t;  // bit d: digit d (n <= kMaxSize = 36)

Mask bit(int d) { return Mask{1} << d; }

int lowest_digit(Mask m) {  // the smallest digit in a non-empty mask
  int d = 0;
  while (!((m >> d) & 1)) ++d;
  return d;
}

const char* const kUnitName[3] = {"row", "column", "box"};

// Candidate digits of every cell; a filled cell's mask is just its digit.
class Board {
 public:
  explicit Board(const Grid& givens) : grid_(givens.shape), n_(givens.shape.n()) {
    const Shape& s = grid_.shape;
    for (int d = 1; d <= n_; ++d) all_ |= bit(d);
    cand_.assign(static_cast<std::size_t>(s.cells()), all_);
    // units_[kind * n + u]: the cells of row u, column u, box u (kind 0, 1, 2)
    units_.assign(static_cast<std::size_t>(3 * n_), {});
    for (int cell = 0; cell < s.cells(); ++cell) {
      unit(0, s.row(cell)).push_back(cell);
      unit(1, s.col(cell)).push_back(cell);
      unit(2, s.box(cell)).push_back(cell);
    }
  }

  // Puts d into the empty cell `cell` (d must be a candidate there) and rules d out of its
  // row, column and box.
  void place(int cell, int d) {
    const Shape& s = grid_.shape;
    grid_.set(cell, d);
    cand(cell) = bit(d);
    for (int kind = 0; kind < 3; ++kind) {
      const int u = kind == 0 ? s.row(cell) : kind == 1 ? s.col(cell) : s.box(cell);
      for (int other : unit(kind, u))
        if (other != cell) cand(other) &= ~bit(d);
    }
  }

  // One pass of naked and hidden singles; false with `reason` set on a contradiction.
  bool pass(bool& changed, std::string& reason) {
    const Shape& s = grid_.shape;
    for (int cell = 0; cell < s.cells(); ++cell) {
      if (grid_.at(cell) != 0) continue;
      const Mask m = cand(cell);
      if (m == 0) {
        reason = "no digit fits row " + std::to_string(s.row(cell) + 1) + " column " +
                 std::to_string(s.col(cell) + 1);
        return false;
      }
      if ((m & (m - 1)) == 0) place(cell, lowest_digit(m)), changed = true;
    }
    for (int kind = 0; kind < 3; ++kind)
      for (int u = 0; u < n_; ++u) {
        // once: digits with a place in the unit; twice: with two or more; placed: filled in
        Mask once = 0, twice = 0, placed = 0;
        for (int cell : unit(kind, u)) {
          twice |= once & cand(cell);
          once |= cand(cell);
          if (grid_.at(cell) != 0) placed |= bit(grid_.at(cell));
        }
        if (const Mask none = all_ & ~once) {
          reason = "digit " + std::to_string(lowest_digit(none)) +
                   " has no place in " + kUnitName[kind] + " " + std::to_string(u + 1);
          return false;
        }
        const Mask hidden = once & ~twice & ~placed;
        if (hidden == 0) continue;
        for (int cell : unit(kind, u))
          if (grid_.at(cell) == 0 && (cand(cell) & hidden)) {
            // Were two digits to need this cell, the other one has no place left in the unit
            // after this: the next pass reports it.
            place(cell, lowest_digit(cand(cell) & hidden));
            changed = true;
          }
      }
    return true;
  }

  Grid& grid() { return grid_; }
  Mask& cand(int cell) { return cand_[static_cast<std::size_t>(cell)]; }

 private:
  std::vector<int>& unit(int kind, int u) { return units_[static_cast<std::size_t>(kind * n_ + u)]; }

  Grid grid_;
  int n_;
  Mask all_ = 0;
  std::vector<Mask> cand_;
  std::vector<std::vector<int>> units_;
};

}  // namespace

Propagated propagate_givens(const Grid& givens) {
  Propagated result;
  if (auto clash = find_clash(givens)) {
    result.state = Propagated::Contradiction;
    result.reason = *clash;
    result.grid = givens;
    return result;
  }
  Board board(givens);
  for (int cell = 0; cell < givens.shape.cells(); ++cell)
    if (givens.at(cell) != 0) board.place(cell, givens.at(cell));  // no clash: all fit
  for (bool changed = true; changed;) {
    changed = false;
    if (!board.pass(changed, result.reason)) {
      result.state = Propagated::Contradiction;
      break;
    }
  }
  result.grid = std::move(board.grid());
  if (result.state != Propagated::Contradiction)
    result.state = result.grid.complete() ? Propagated::Complete : Propagated::Partial;
  return result;
}

}  // namespace sudosat
