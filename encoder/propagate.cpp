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
    for (int d = 1; d <= n_; ++d) all_ |= bit(d);
    cand_.assign(static_cast<std::size_t>(grid_.shape.cells()), all_);
  }

  // Puts d into the empty cell `cell` (d must be a candidate there) and rules d out of its
  // row, column and box.
  void place(int cell, int d) {
    const Shape& s = grid_.shape;
    grid_.set(cell, d);
    for (int kind = 0; kind < 3; ++kind) {
      const int u = kind == 0 ? s.row(cell) : kind == 1 ? s.col(cell) : s.box(cell);
      for (int k = 0; k < n_; ++k) cand(unit_cell(kind, u, k)) &= ~bit(d);
    }
    cand(cell) = bit(d);
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
        for (int k = 0; k < n_; ++k) {
          const int cell = unit_cell(kind, u, k);
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
        for (int k = 0; k < n_; ++k)
          if (const int cell = unit_cell(kind, u, k); grid_.at(cell) == 0 && (cand(cell) & hidden)) {
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
  // The k-th cell (0..n-1) of row u (kind 0), column u (kind 1) or box u (kind 2).
  int unit_cell(int kind, int u, int k) const {
    const Shape& s = grid_.shape;
    if (kind == 0) return u * n_ + k;
    if (kind == 1) return k * n_ + u;
    const int r = (u / s.box_rows) * s.box_rows + k / s.box_cols;
    const int c = (u % s.box_rows) * s.box_cols + k % s.box_cols;
    return r * n_ + c;
  }

  Grid grid_;
  int n_;
  Mask all_ = 0;
  std::vector<Mask> cand_;
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
