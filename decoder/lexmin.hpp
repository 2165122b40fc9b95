// The driver to the lexicographically smallest solution (row-major digits) by descent: from
// any solution, ask for another one, then lower each blank cell in turn while a smaller
// solution exists. It drives a solver session through the interface below (the engine's
// Session implements it with assumptions and one-call constraints); nothing here solves.
#pragma once
#include "model/puzzle.hpp"

namespace sudosat {

// What the descent asks of a SAT session loaded with one puzzle.
class LexminSession {
 public:
  enum Result { Sat, Unsat, Unknown };  // Unknown: the time limit ran out

  // A solution other than `grid` (differing in a blank cell).
  virtual Result another(const Grid& grid) = 0;
  // A solution with the blank cells before `cell` at their digits in `prefix` and a digit
  // smaller than prefix's in `cell`.
  virtual Result smaller(const Grid& prefix, int cell) = 0;
  // The model of the last Sat answer, as a checked solution.
  virtual Solution model() = 0;

 protected:
  ~LexminSession() = default;
};

// Lowers `best` (a solution found by `s`) to the smallest solution: first "another one?" (most
// puzzles have one solution, and then this Unsat answer is the whole proof), then each blank
// cell of `givens` in row-major order, each to its smallest digit with the cells before it held.
// Returns Unknown when a call ran out of time (`best` is then the smallest found so far), else
// Unsat or Sat: `best` is the smallest solution.
LexminSession::Result descend_to_smallest(LexminSession& s, const Grid& givens, Solution& best);

}  // namespace sudosat
