// The engine: solving (the smallest solution or any), counting, uniqueness checks and true
// candidates, for every kind and size. Each call tries the bitmask search fast path, then the
// SAT wrapper (sat.hpp) on the encoder's formula; models are read back and the smallest
// solution driven by decoder/. Nothing here prints; results are values.
#pragma once
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "engine/fastsearch.hpp"
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
  long long conflicts = 0;  // conflicts those calls analysed (SatSolver::conflicts)
};

struct Count {
  Status status = Status::Unknown;  // Solved: count is exact or the limit was reached
  int found = 0;                    // distinct grids found (at most the limit)
  bool limit_reached = false;       // found == limit; there may be more
  std::vector<Solution> solutions;  // the first solutions, when asked to keep them
  std::string reason;               // as in Answer, when found == 0
  int sat_calls = 0;                // as in Answer
  long long conflicts = 0;
};

// The true candidates of every cell: the digits that stand there in at least one solution.
struct Candidates {
  Status status = Status::Unknown;  // Solved: exact (every set empty when there is no
                                    // solution); Unknown: the time limit ran out
  std::vector<std::uint64_t> digits;  // per cell (row-major): bit d-1 when some solution puts
                                      // d there
  int limit = 0;                      // as asked (0: no counts)
  std::vector<int> counts;  // limit > 0: counts[cell * n + d - 1] = the solutions with d in
                            // cell, capped at limit (limit: "at least limit"); 0 elsewhere
  int found = 0;            // distinct solutions seen
  bool all_found = false;   // `found` is every solution: the puzzle has exactly that many
  std::string reason;       // as in Answer, when there is no solution and the reason is known
  int sat_calls = 0;
};

// How the lexicographically smallest solution is found.
//  Ordered: one call that decides the cells in row-major order and digits from 1 up
//           (SatSolver::Decisions::InOrder): the first solution found is the smallest.
//  Descent: any solution, then "another one?" (UNSAT for a unique puzzle) and, when there are
//           several, each cell in turn lowered while a smaller solution exists
//           (decoder/lexmin.hpp).
//  Auto:    Ordered for classic puzzles and Sudominoku, Descent for variants: on hard variant
//           puzzles the solver's own decisions find and refute far faster than decisions in
//           cell order (measured: docs/variants.md).
// Both are exact; tests hold each against the reference.
enum class LexminMethod { Auto, Ordered, Descent };

struct EngineOptions {
  std::optional<std::chrono::duration<double>> time_limit;  // per puzzle and call, from its start
                                                            // (propagation and encoding count)
  bool reuse = true;  // keep one solver per shape, givens as assumptions (else one per puzzle)
  std::optional<Amo> amo;  // at-most-one encoding; default: default_amo(n) (for benchmarks)
  bool propagate = true;   // unit-propagate the givens by the Sudoku rules before any SAT call
  bool probe = true;       // ... and probe (engine/propagate.hpp) up to 9x9, not Sudominoku
  LexminMethod lexmin = LexminMethod::Auto;
  // The search fast path (engine/fastsearch.hpp) for classic puzzles up to 9x9: branches it
  // may take before the puzzle goes to CaDiCaL; 0 turns it off.
  long long fast_budget = kDefaultFastBudget;
  // ... above 9x9 (the smallest answer only with `matching`: without it the row-major search
  // rarely finishes there),
  // plus one per cell and 8 per solution asked for; 0 turns it off
  long long fast_budget_large = kDefaultFastBudgetLarge;
  bool fast_locked = false;  // ... with locked candidates
  // The variant fast path (engine/varsearch.hpp) for variant puzzles up to 16x16: branches it
  // may take before the puzzle goes to CaDiCaL; 0 turns it off.
  long long fast_budget_variant = kDefaultFastBudgetVariant;
  // All-different filtering (engine/alldiff.hpp) for classic puzzles above 9x9: in the fast
  // path, which then also looks for the smallest answer, and before encoding (the formula
  // leaves out the candidates it rules out).
  bool matching = true;
  // SAT solvers raced on one puzzle (SatSolver's portfolio) where a puzzle gets a solver of its
  // own: sizes above 12x12, Sudominoku, and the first puzzle of a shape or variant layout.
  // 1: no race. More give the same answers and counts; `--any` may then print another
  // solution from run to run.
  int portfolio = 1;
  static constexpr long long kDefaultFastBudget = 20000;
  static constexpr long long kDefaultFastBudgetLarge = 1000;
  static constexpr long long kDefaultFastBudgetVariant = 4000;
};

// What the engine did so far (for benchmarks and tests).
struct EngineStats {
  long long fast_done = 0;     // puzzles the search fast path answered
  long long fast_gave_up = 0;  // fast searches that ran out of budget (the SAT solver took over)
  long long fast_nodes = 0;    // branches the fast searches took
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

  // Another solution of `puzzle` than `solution` (which must be one of its solutions, else
  // std::invalid_argument), differing from it in at least one of `cells` (empty: anywhere):
  // Solved with it, NoSolution when there is none, Unknown at the time limit. Givens forced by
  // propagation cannot differ, and are not asked about. One SAT call at most: the uniqueness
  // check of a generator, which knows where the puzzle it took givens from was unique.
  Answer other(const Puzzle& puzzle, const Solution& solution, const std::vector<int>& cells = {});

  // The true candidates of every cell (see Candidates); with `limit` > 0 each with the number
  // of solutions it stands in, up to `limit`. Every model marks all of its digits at once;
  // only candidates no model has shown yet get a call of their own.
  Candidates candidates(const Puzzle& puzzle, int limit = 0);

  // The options it was made with (a second engine made with them answers the same).
  const EngineOptions& options() const { return options_; }

  // What this engine has done since it was made: the fast path's answers, give-ups, branches.
  const EngineStats& stats() const { return stats_; }

 private:
  class Session;
  struct Opening;  // where a puzzle stands before its first SAT call (engine.cpp)
  // The opening solve, count and candidates share after their fast paths (contract: engine.cpp).
  Opening opening(const Puzzle& puzzle, bool in_order,
                  const std::optional<std::chrono::steady_clock::time_point>& deadline);
  // The session for `puzzle` (made or reused) given `givens` and, where prepare filtered them
  // (encodes_candidates), `candidates`; one made now stops loading at `deadline`.
  Session& session_for(const Puzzle& puzzle, const Grid& givens,
                       const std::vector<std::uint64_t>& candidates, bool in_order,
                       const std::optional<std::chrono::steady_clock::time_point>& deadline);
  // session_for, then the session begun on `puzzle` with `givens` (Session::begin).
  Session& begin_session(const Puzzle& puzzle, Grid givens,
                         const std::vector<std::uint64_t>& candidates, bool in_order,
                         const std::optional<std::chrono::steady_clock::time_point>& deadline);
  std::optional<Answer> fast_solve(const Puzzle& puzzle, Goal goal);
  std::optional<Count> fast_count(const Puzzle& puzzle, int limit, int keep);

  FastSearchResult fast(const Puzzle& puzzle, int limit, SearchOrder order);

  EngineOptions options_;
  EngineStats stats_;
  // by box shape and decisions (in order: for lexmin)
  std::map<std::tuple<int, int, bool>, std::unique_ptr<Session>> reusable_;
  // variants: by regions and decisions
  std::map<std::pair<std::vector<int>, bool>, std::unique_ptr<Session>> variant_reusable_;
  std::unique_ptr<Session> single_;                                     // per-puzzle session
};

}  // namespace sudosat
