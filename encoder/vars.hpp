// The one place that numbers SAT variables.
//
//   cell variable  x(cell, d) = cell * n + d      cell = r * n + c in 0..n^2-1, d in 1..n
//                  (so 1..n^3: "cell holds digit d")
//   auxiliary      n^3 + 1, n^3 + 2, ...  handed out in order by fresh(): at-most-one
//                  ladders, Sudominoku placements, variant auxiliaries (order literals,
//                  automaton states, selectors), the decoder's selector variables.
// Cell variables come first, so a solver that decides variables in order decides every cell
// before any auxiliary (docs/encoding.md: the smallest solution).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "model/shape.hpp"

namespace sudosat {

// What a named auxiliary variable stands for, for the variable map of `sudosat dimacs`.
// Variant encodings name theirs; an auxiliary without a meaning is an at-most-one counter or
// one of the decoder's selectors.
struct Meaning {
  enum Kind : std::uint8_t {
    Order,   // [digit of `cell` >= index]
    InSet,   // digit of `cell` is in the set `digits`
    State,   // constraint `constraint`: after its first `index` cells the automaton is in
             //   state `value` (a partial sum, ...; docs/variants.md), having seen `digits`
             //   in the current run of cells that share a house
    Choice,  // constraint `constraint`: option `index` (a digit combination `digits`, a
             //   renban window, a direction) is the one taken
    Used,    // constraint `constraint`: digit `index` appears among its cells
    Edge,    // constraint `constraint`: its automaton goes on from state `value` (with
             //   `digits` seen in the run), its cell `cell` holding digit `index`
    Counter, // constraint `constraint` (-1: the grid's rules): an at-most-one ladder
    Bound,   // constraint `constraint`: the values of its first `index` cells sum to at least
             //   `value` (at most, where `cell` is 1): a partial sum's counter
    Region,  // chaos construction's hidden regions, by `value`: 0 [`cell` is in hidden region
             //   `index`], 1 [`cell` is region `index`'s root], 2 [`cell` is `index` steps from
             //   its region's root], 3 [`cell` and its neighbour `index` are in one region], 4
             //   [... and that neighbour is `digits` steps from the root], 5 [`cell` is in
             //   region `index` and holds digit `digits`]
  };
  Kind kind = Order;
  int cell = 0;
  int constraint = -1;
  int index = 0;
  std::int64_t value = 0;
  std::uint64_t digits = 0;  // bit d: digit d
};

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
  int fresh(const Meaning& m) {          // ... with its meaning recorded
    named_.emplace_back(next_, m);
    return next_++;
  }
  int count() const { return next_ - 1; }  // variables used so far (the DIMACS "V")
  // The named auxiliaries, in increasing order of variable.
  const std::vector<std::pair<int, Meaning>>& named() const { return named_; }

 private:
  int n_;
  int next_;
  std::vector<std::pair<int, Meaning>> named_;
};

}  // namespace sudosat
