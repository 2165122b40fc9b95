// Puzzle solving on top of the SAT wrapper: the lexicographic driver, first-model search and
// solution counting. Nothing here prints; results are values.
#pragma once
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "encoder/sudoku.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

enum class Goal { Lexmin, Any };
enum class Status { Solved, NoSolution, Unknown };  // Unknown: the time limit ran out

struct Answer {
  Status status = Status::Unknown;
  Solution solution;  // when Solved: checked by check_solution
  std::string reason; // when NoSolution and a reason is known ("digit 5 twice in row 3")
  int sat_calls = 0;  // solver calls it took
};

struct Count {
  Status status = Status::Unknown;  // Solved: count is exact or the limit was reached
  int found = 0;                    // distinct grids found (at most the limit)
  bool limit_reached = false;       // found == limit; there may be more
  std::vector<Solution> solutions;  // the first solutions, when asked to keep them
  std::string reason;               // as in Answer, when found == 0
};

// How the lexicographically smallest solution is found.
//  Ordered: one call that decides the cells in row-major order and digits from 1 up
//           (SatSolver::Decisions::InOrder): the first solution found is the smallest.
//  Descent: any solution, then "another one?" (UNSAT for a unique puzzle) and, when there are
//           several, each cell in turn lowered while a smaller solution exists.
//  Auto:    Ordered for classic puzzles and Sudominoku, Descent for variants: on hard variant
//           puzzles the solver's own decisions find and refute far faster than decisions in
//           cell order (20 public puzzles: 1.8 s in order, 0.2 s by descent; docs/variants.md).
// Both are exact; tests hold each against the reference.
enum class LexminMethod { Auto, Ordered, Descent };

struct EngineOptions {
  std::optional<std::chrono::duration<double>> time_limit;  // per puzzle and call, from its start
                                                            // (propagation and encoding count)
  bool reuse = true;  // keep one solver per shape, givens as assumptions (else one per puzzle)
  std::optional<Amo> amo;  // at-most-one encoding; default: default_amo(n) (for benchmarks)
  bool propagate = true;   // unit-propagate the givens by the Sudoku rules before any SAT call
  bool probe = true;       // ... and probe (encoder/propagate.hpp) up to 9x9, not Sudominoku
  LexminMethod lexmin = LexminMethod::Auto;
};

// Solves puzzles of every kind and size. Not thread-safe: use one engine per thread.
class Engine {
 public:
  explicit Engine(EngineOptions options = {});
  ~Engine();

  // The lexicographically smallest solution (row-major digits), proven minimal, or any one.
  Answer solve(const Puzzle& puzzle, Goal goal);

  // Counts distinct solution grids up to `limit` (>= 1), keeping the first `keep` of them.
  Count count(const Puzzle& puzzle, int limit, int keep = 0);

 private:
  class Session;
  Session& session_for(const Puzzle& puzzle, const Grid& givens, bool in_order);

  EngineOptions options_;
  // by box shape and decisions (in order: for lexmin)
  std::map<std::tuple<int, int, bool>, std::unique_ptr<Session>> reusable_;
  // variants: by regions and decisions
  std::map<std::pair<std::vector<int>, bool>, std::unique_ptr<Session>> variant_reusable_;
  std::unique_ptr<Session> single_;                                     // per-puzzle session
};

}  // namespace sudosat
