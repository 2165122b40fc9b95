// The setter's assistant (docs/assist.md): why a draft has no solution, which digit makes it
// unique, which clues are redundant, which cells are equal in every solution. One incremental
// SAT solver holds the puzzle's rules in guarded parts (encode_parts: rows, columns, boxes or
// regions, each constraint) plus one guard per given (guard -> its cell-digit literal); a
// question is a solve() under the guards of the clues it keeps, perhaps with a clause "differs
// from grid S" (constrain), and an UNSAT answer's failed guards are a core. Each cell holding
// one digit and a variant's allowed digits are always on (not clues). Nothing prints; results
// are values. Not thread-safe: one Assistant per thread.
#pragma once
#include <chrono>
#include <cstdint>
#include <optional>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

#include "encoder/variant.hpp"
#include "engine/sat.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

// A clue: one given, or one part of the rules other than a cell.
struct Clue {
  enum Kind { Given, Rule };
  Kind kind = Given;
  int cell = 0, digit = 0;  // Given: where and what (0-based cell, digit 1..n)
  int part = -1;            // Rule: index into Assistant::parts()
};

// Thrown by a question when the deadline passed before it was answered.
struct AssistTimeUp : std::runtime_error {
  AssistTimeUp() : std::runtime_error("time limit reached") {}
};

class Assistant {
 public:
  // require: a classic or variant puzzle, not Sudominoku (else std::invalid_argument).
  explicit Assistant(const Puzzle& puzzle);

  const std::vector<RulePart>& parts() const { return parts_; }  // encode_parts' parts
  const std::vector<Clue>& clues() const { return clues_; }  // the givens row-major, then the
                                                               // parts except cells, in order
  // Whether clue k may be taken away by the uniqueness questions: a given or a constraint (the
  // rows, columns, boxes and regions always stay; they are clues only for why_none), except a
  // constraint whose removal would change another's meaning, which stays too: a minimum
  // (maximum) beside another, a dot under non-consecutive or negative ratio, an X or V (or
  // XVXV mark) under negative XV, a killer cage under equal cage sums (each part keeps the
  // exemptions and cages as drawn: docs/assist.md).
  bool removable(int k) const;

  // Every later solve() gives up at `deadline` (the question then throws AssistTimeUp).
  void set_deadline(std::chrono::steady_clock::time_point deadline);

  // A solution of the clues in `on` alone (one flag per clue; the cells and allowed digits
  // always hold), or none.
  std::optional<Grid> solution_of(const std::vector<char>& on);

  // The verdict: no solution (empty), one (1 grid) or several (2 different grids).
  std::vector<Grid> solutions_upto2();

  // None when the puzzle has a solution; else a subset-minimal set of clues (indices into
  // clues(), ascending) with no solution: without any one of them there is one, except the
  // constraints that are not removable, which every core holds, needed or not. Found from
  // the solver's failed guards, shrunk by deletion (rows, columns, boxes tried first, then
  // givens, then constraints), each UNSAT answer dropping every clue outside its core; in two
  // passes as minimal_unique.
  std::optional<std::vector<int>> why_none();

  // The true candidates (per cell, bit d: some solution puts d there) and, for a puzzle with
  // several solutions, every candidate (cell, digit) whose placement leaves exactly one
  // solution; a cell with one candidate has none. Every model seen marks its digits at once
  // (and counts toward "two solutions with d here"); the rest are asked one by one.
  struct Candidates {
    std::vector<std::uint64_t> digits;
    std::vector<std::pair<int, int>> unique_making;  // (cell, digit), row-major, digits ascending
  };
  Candidates candidates(bool unique_making);

  // require: `from` is a solution. A set of cells, ascending, whose digits in `from`, given
  // as well, leave `from` the only solution; minimal (each needed), not always the fewest:
  // chosen greedily (the cell that most of a few other solutions differ in from `from`), then
  // each tried away in turn. Empty when `from` is already the only solution.
  std::vector<int> fewest_givens(const Grid& from);

  // require: `solution` is the puzzle's only solution. The removable clues each of which can
  // go alone, the solution staying the only one. (This and minimal_unique set the solver's
  // phases to `solution`: lean_towards.)
  std::vector<int> redundant(const Grid& solution);

  // require: as redundant; `needed` the removable clues that cannot go alone (any others are
  // asked). A subset of the removable clues that with the houses keeps `solution` the only
  // one, each of its clues needed, and with them (ascending) the constraints that are not
  // removable (each kept, needed or not): found by deletion, givens first, then constraints;
  // an UNSAT answer drops every clue outside its core. Two passes: each question first gets a
  // few conflicts, and those not settled in time are asked again, without a limit, once the
  // easy answers have dropped what they could. Minimal, not always the smallest.
  std::vector<int> minimal_unique(const Grid& solution, const std::set<int>& needed);

  // Groups of cells (each ascending, groups by first cell) that hold the same digit in every
  // solution, among the cells with more than one true candidate (call candidates() first).
  // Groups come from the solutions seen; each member is then asked against the group's first
  // cell (is there a solution where they differ?), a model splitting groups.
  std::vector<std::vector<int>> same_digit();

  int sat_calls() const { return sat_calls_; }  // solve() calls so far

 private:
  // Solves with the clues in `on` (all when empty), `extra` assumptions, and when `differ`
  // is set (not null) the clause "some cell differs from it". Throws AssistTimeUp at the
  // deadline.
  bool solve(const std::vector<char>& on, const std::vector<int>& extra, const Grid* differ);
  // The same (without extra assumptions) within `conflicts` conflicts (-1: no limit): Unknown
  // when they ran out first.
  SatSolver::Result solve_limited(const std::vector<char>& on, const Grid* differ, int conflicts);
  // Every cell's decision phase set to `solution`'s digit: another solution, where one exists,
  // is then looked for near it (most differ from it in a few cells): Behemoth's minimal subset
  // 13.4 -> 4.4-6.3 s (docs/assist.md).
  void lean_towards(const Grid& solution);
  Grid model() const;        // require: the last solve() was Sat
  void remember(const Grid& g);  // a solution seen: counts its digits
  std::vector<char> all_on() const;  // every clue on

  bool entangled(const Constraint& rule) const;
  std::vector<char> removable_;  // per clue: removable()
  std::vector<char> kept_;       // per clue: a constraint that is not removable (entangled)

  Puzzle puzzle_;
  int n_;
  Vars vars_;
  SatSolver solver_;
  std::vector<RulePart> parts_;
  std::vector<Clue> clues_;
  std::vector<int> guard_;   // per clue
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  int sat_calls_ = 0;
  std::set<std::vector<std::uint8_t>> seen_;  // distinct solutions seen
  std::vector<Grid> models_;                  // ... in the order seen
  std::vector<std::uint8_t> count_;           // per cell * n + d - 1: solutions seen, up to 2
  std::vector<int> model_of_;                 // ... the first of them (index into models_)
};

}  // namespace sudosat
