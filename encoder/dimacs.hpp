// DIMACS export: a puzzle's formula as exported (and read back by the decoder), and the
// DIMACS text writer. Plain data in, text out; nothing here reads files or prints.
//
// The exported formula of a Sudoku is the full rules (encode_rules) followed by one unit
// clause per given, so any SAT solver's model of it is a solution of exactly this puzzle.
// With `simplify` it is encode_puzzle instead (smaller, same cell variables, givens still as
// units). A Sudominoku's formula is always encode_domino's. Variables follow vars.hpp:
//   x(cell, d) = cell * n + d   (cell = r * n + c, 0-based r, c; d in 1..n)
// e.g. 9x9 extended pairwise: 729 variables, 11,988 rule clauses + one unit per given.
// A variant's formula is encode_variant's, with the full rules (or, with `simplify`, the rules
// reduced by the givens), and its givens as the last unit clauses; every auxiliary variable
// it names is listed in the comments.
#pragma once
#include <string>
#include <vector>

#include "cnf.hpp"
#include "model/puzzle.hpp"
#include "sudoku.hpp"
#include "vars.hpp"

namespace sudosat {

struct Formula {
  Cnf cnf;                              // the clauses, givens included
  int variables = 0;                    // V of the "p cnf V C" line
  int givens = 0;                       // unit clauses for givens (Sudoku: the last ones)
  Amo amo = Amo::Pairwise;              // the at-most-one encoding used
  bool simplified = false;              // encode_puzzle rather than encode_rules + units
  std::vector<int> placement_vars;      // Sudominoku: variable of each candidate placement
  std::vector<Placement> placements;    // Sudominoku: what placement_vars[i] means
  std::vector<std::pair<int, Meaning>> named;   // variant: the named auxiliary variables
  std::vector<std::string> constraint_names;    // variant: "killercage 3" for each constraint
};

// The formula of `puzzle` as `sudosat dimacs` exports it (see above).
Formula puzzle_formula(const Puzzle& puzzle, bool simplify);

// Comment lines (without the leading "c ") that say how the variables of `f` map to meaning:
// the cell formula, the auxiliary range, and for Sudominoku every placement variable.
std::vector<std::string> describe_variables(const Formula& f, const Shape& shape);

// The clause "not this grid": the negation of the solution's digits on the blank cells.
std::vector<int> blocking_clause(const Grid& givens, const Grid& solution);

// DIMACS text: each comment as "c <text>", then "p cnf <variables> <clauses>", then one
// clause per line ending in 0.
std::string write_dimacs(const Cnf& cnf, int variables, const std::vector<std::string>& comments);

}  // namespace sudosat
