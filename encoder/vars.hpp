// The one place that numbers SAT variables.
//
//   cell variable  x(cell, d) = cell * n + d      cell = r * n + c in 0..n^2-1, d in 1..n
//                  (so 1..n^3: "cell holds digit d")
//   auxiliary      n^3 + 1, n^3 + 2, ...  handed out in order by fresh(): at-most-one
//                  ladders, Sudominoku placements, the decoder's selector variables.
#pragma once
#include "model/shape.hpp"

namespace sudosat {

class Vars {
 public:
  explicit Vars(int n) : n_(n), next_(n * n * n + 1) {}

  int n() const { return n_; }
  int cell(int cell, int digit) const { return cell * n_ + digit; }  // x(cell, d)
  int cell_vars() const { return n_ * n_ * n_; }                      // n^3
  bool is_cell(int var) const { return var >= 1 && var <= cell_vars(); }
  int cell_of(int var) const { return (var - 1) / n_; }               // inverse of cell()
  int digit_of(int var) const { return (var - 1) % n_ + 1; }

  int fresh() { return next_++; }        // a new auxiliary variable
  int count() const { return next_ - 1; }  // variables used so far (the DIMACS "V")

 private:
  int n_;
  int next_;
};

}  // namespace sudosat
