// The setter's assistant (`sudosat assist`, docs/assist.md): the question a verdict leaves
// open, answered from the puzzle's clues by SAT with assumptions and unsatisfiable cores.
//   none:     why? a subset-minimal set of clues (givens, rows, columns, boxes or regions,
//             constraints) that already has no solution
//   multiple: which (cell, digit) makes it unique, and a minimal set of givens taken from a
//             solution (the setter's own, or the smallest) that makes it unique
//   unique:   which givens and constraints can each go with the puzzle staying unique, and a
//             minimal subset of them that keeps it unique
//   multiple: cells holding the same digit in every solution, with the true candidates
// Every set called minimal is subset-minimal (each member needed), found greedily; not always
// the smallest such set.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "model/puzzle.hpp"
#include "solver.hpp"

namespace sudosat {

// One clue of a puzzle: a given or a part of its rules.
struct AssistClue {
  std::string kind;        // "given", "row", "column", "box", "region", or a constraint's kind
                           // name (kind_name: killercage, thermometer, ...)
  int index = 0;           // 1-based: a given's cell (row-major), the row, column, box or
                           // region, or the constraint's number among those of its kind
  int constraint = -1;     // a constraint's index in Variant::constraints (0-based), else -1
  int digit = 0;           // a given's digit (1..n; its value under a digit set is
                           // digit_value(puzzle.variant->digits, digit)), else 0
  std::vector<int> cells;  // the cells it speaks of, 0-based row-major
  std::string name;        // "given r3c5=7" (the digit's value), "row 4", "box 2",
                           // "killercage 2 at r1c1 (sum 15)"
};

struct AssistCandidate {
  int row = 0, col = 0, digit = 0;  // 1-based; digit 1..n (its value: digit_value)
};

// Which questions to answer. All false: the natural ones for the verdict (none: why;
// multiple: unique_making, fewest_givens, same_digit; unique: redundant, minimal). A question
// the verdict leaves no room for is not answered (a unique puzzle has no unique-making digit).
struct AssistOptions {
  bool why = false;            // none: a minimal core
  bool unique_making = false;  // multiple: the candidates whose placement leaves one solution
  bool fewest_givens = false;  // multiple: a minimal set of givens from `from`
  bool redundant = false;      // unique: clues that can each go alone
  bool minimal = false;        // unique: a minimal subset of givens and constraints
  bool same_digit = false;     // multiple: cells equal in every solution
  // fewest_givens takes its digits from this solution (a complete grid of the puzzle's shape,
  // digits 1..n;
  // std::invalid_argument when it is not a solution). Empty: the setter's solution the puzzle
  // carries (Variant::setter_solution) if any, else the smallest solution.
  Grid from;
  double time_limit = 0;  // seconds for the whole report; 0: none
};

struct AssistReport {
  Verdict verdict = Verdict::Unknown;  // Unknown: the time limit ran out before the verdict
  bool timed_out = false;              // the time limit ran out: the questions answered before
                                       // stay, the rest are left out of `answered`
  std::vector<std::string> answered;   // the questions answered, in order: "why",
                                       // "unique-making", "fewest-givens", "redundant",
                                       // "minimal", "same-digit"
  std::vector<AssistClue> clues;       // every clue of the puzzle, givens row-major first
  // why: indices into `clues` of a subset-minimal core with no solution, ascending.
  std::vector<int> core;
  // unique_making / same_digit: the true candidates per cell (row-major), ascending.
  std::vector<std::vector<int>> candidates;
  std::vector<AssistCandidate> unique_making;  // row-major, digits ascending
  // fewest_givens: the solution the givens come from, and the givens (row-major).
  Grid from;
  std::string from_what;                        // "setter", "smallest" or "given" (options.from)
  std::vector<AssistCandidate> fewest_givens;
  std::vector<int> redundant;  // indices into `clues` (givens and constraints), ascending
  std::vector<int> minimal;    // indices into `clues`: the givens and constraints kept
  std::vector<int> minimal_removed;  // ... and those the minimal subset leaves out, ascending
  std::vector<std::vector<int>> same_digit;  // groups of 0-based cells, each ascending
  Solution solution;           // unique: the solution
  std::vector<std::pair<std::string, double>> seconds;  // per question asked (and "verdict")
  int sat_calls = 0;
};

// The report for `puzzle` (classic or variant; Sudominoku throws std::invalid_argument).
AssistReport assist(const Puzzle& puzzle, const AssistOptions& options = {});

// `puzzle` with only the givens and constraints among `keep` (indices into assist's clues;
// rows, columns, boxes and regions always stay): the puzzle a minimal subset describes, e.g.
// for a uniqueness certificate (write_uniqueness_proof).
Puzzle keep_clues(const Puzzle& puzzle, const std::vector<AssistClue>& clues, const std::vector<int>& keep);

}  // namespace sudosat
