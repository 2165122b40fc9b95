// Solving: the smallest (lexicographic, row-major) or any solution, counting to a limit,
// uniqueness with witnesses, and every cell's true candidates. Every solution returned has
// passed the independent checker.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/puzzle.hpp"

namespace sudosat {

enum class Pick { Smallest, Any };              // which solution solve returns
enum class Outcome { Solved, NoSolution, Unknown };  // Unknown: the time limit ran out
enum class Verdict { Unique, Multiple, None, Unknown };

const char* to_string(Verdict v);  // "unique", "multiple", "none", "unknown" (as `sudosat check`)

struct SolverOptions {
  double time_limit = 0;  // seconds per puzzle and call; 0: none
  // SAT solvers raced on each puzzle that gets a solver of its own (grids above 12x12,
  // Sudominoku, the first puzzle of a shape), one thread each, the first answer winning.
  // Answers and counts are the same; Pick::Any may return another solution from run to run.
  int portfolio = 1;
};

struct SolveResult {
  Outcome outcome = Outcome::Unknown;
  Solution solution;    // when Solved
  std::string reason;   // when NoSolution and a reason is known ("digit 5 twice in row 3")
  explicit operator bool() const { return outcome == Outcome::Solved; }
};

struct CountResult {
  Outcome outcome = Outcome::Unknown;  // Solved: `found` is exact, or the limit was reached
  int found = 0;                       // distinct solution grids found, at most the limit
  bool limit_reached = false;          // found == limit: there may be more
  std::vector<Solution> solutions;     // the first `keep` solutions found, in no set order
};

struct CheckResult {
  Verdict verdict = Verdict::Unknown;
  std::vector<Solution> witnesses;  // Unique: the solution; Multiple: two different solutions,
                                    // the smaller grid first; None, Unknown: empty
  std::string reason;               // None: why, when a reason is known
};

// The true candidates of every cell: the digits that stand there in at least one solution
// (as `sudosat candidates`), and with a limit the number of solutions each stands in.
struct CandidatesResult {
  Outcome outcome = Outcome::Unknown;  // Solved: exact; NoSolution, Unknown: every list empty
  int limit = 0;                       // as asked (0: no counts)
  std::vector<std::vector<int>> digits;  // per cell (row-major, n * n): its candidates, ascending
  std::vector<std::vector<int>> counts;  // limit > 0: per cell, beside `digits`, the solutions
                                         // with that digit there, capped at limit (limit: "at
                                         // least limit"); else empty
  int solutions = 0;             // the solutions, as far as the candidates tell (the same on
  bool solutions_exact = false;  // every run): exact, or (false) at least this many
  std::string reason;            // NoSolution: why, when a reason is known
};

// A puzzle that carries its setter's solution (Variant::setter_solution, checked against every
// rule read) gets a verdict only when, as read, that solution is its only one: a rule sudosat
// did not read can only take solutions away, so the verdict then stands for the puzzle as its
// setter meant it. `check` is the uniqueness check of the puzzle as read; returns the refusal
// ("as read, not unique: another solution ... differs in R1C2 ...", as `sudosat check` prints
// it) when it found other solutions, else nothing.
std::optional<std::string> as_read_refusal(const Puzzle& puzzle, const CheckResult& check);

// A solver that keeps its SAT solvers (one per size and regions) from puzzle to puzzle: for
// many puzzles, one Solver is much faster than a fresh one each time. Not thread-safe: use one
// per thread. Movable, not copyable.
class Solver {
 public:
  explicit Solver(SolverOptions options = {});
  ~Solver();
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;

  // The smallest solution, proven smallest, or any solution.
  SolveResult solve(const Puzzle& puzzle, Pick pick = Pick::Smallest);

  // Counts distinct solution grids up to `limit`, keeping the first `keep` of them.
  // Throws std::invalid_argument when limit < 1 or keep < 0.
  CountResult count(const Puzzle& puzzle, int limit = 2, int keep = 0);

  // Unique, multiple or none, with witnesses (as `sudosat check --witness`).
  CheckResult check(const Puzzle& puzzle);

  // The true candidates of every cell; with `limit` > 0 the solutions each stands in, up to
  // `limit`. Throws std::invalid_argument when limit < 0.
  CandidatesResult candidates(const Puzzle& puzzle, int limit = 0);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The same through a solver kept per thread (no time limit): convenient, and as fast as a
// Solver of one's own for a stream of puzzles.
SolveResult solve(const Puzzle& puzzle, Pick pick = Pick::Smallest);
CountResult count(const Puzzle& puzzle, int limit = 2, int keep = 0);
CheckResult check(const Puzzle& puzzle);
CandidatesResult candidates(const Puzzle& puzzle, int limit = 0);

// A batch on `threads` threads (0: one per core), one Solver each; results in input order.
std::vector<SolveResult> solve_all(const std::vector<Puzzle>& puzzles, Pick pick = Pick::Smallest,
                                   int threads = 1, SolverOptions options = {});
std::vector<CountResult> count_all(const std::vector<Puzzle>& puzzles, int limit = 2,
                                   int threads = 1, SolverOptions options = {});
std::vector<CheckResult> check_all(const std::vector<Puzzle>& puzzles, int threads = 1,
                                   SolverOptions options = {});

// Puzzle generation (generator/generate.hpp): a template's size, regions, constraints and givens
// are kept; a random solution is drawn, then givens are taken away, a symmetric orbit at a
// time, while the solution stays unique (Sudominoku: placed dominoes, never below 10, BOJ
// 4574's floor). The same template, spec and seed give the same puzzle, on any thread.
struct GenerateSpec {
  std::uint64_t seed = 1;
  std::string symmetry = "rot180";  // "none", "rot180", "rot90", "mirror", "diagonal"
  int clues = 0;  // aim at most this many givens (Sudominoku: placed dominoes); 0: no aim
  // true: take away every orbit that can go (minimal), trying other orders (up to 20) while
  // `clues` is not reached; false: stop taking away at `clues` (which must then be > 0)
  bool minimal = true;
  // threads checking one puzzle's givens at once (classic and variant puzzles; >= 1); the
  // puzzle does not depend on it
  int threads = 1;
};

struct GeneratedPuzzle {
  Puzzle puzzle;         // exactly one solution
  Grid solution;
  int clues = 0;         // givens of the puzzle (Sudominoku: placed dominoes)
  bool minimal = false;  // no given (orbit, domino) can be taken away without losing uniqueness
  int attempts = 0;      // orders of taking away tried (more than 1 only while aiming at clues)
};

// A unique puzzle from `tmpl` (a blank grid of a size, a variant's rules with no digits, or a
// blank Sudominoku); empty when the template has no solution. Throws InputError for an
// unknown symmetry and std::invalid_argument for clues < 0, or minimal false without clues.
std::optional<GeneratedPuzzle> generate_puzzle(const Puzzle& tmpl, const GenerateSpec& spec = {});

// How hard a puzzle with exactly one solution is (`sudosat generate --rate`, docs/generate.md):
// "singles" (classic: naked and hidden singles fill the grid), "probing" (with failed-literal
// probing), or "search"; the conflicts a fresh CaDiCaL solver needs to solve it and prove it
// unique (the same on every run of one build); and, for grids up to 16x16 other than
// Sudominoku, the rating of `sudosat explain`'s path (sudosat/explain.hpp: the hardest step's
// cost; "solved" or "stuck"). Throws std::invalid_argument when the puzzle does not have
// exactly one solution.
struct Difficulty {
  std::string level;
  long long conflicts = 0;
  std::string explain_status;  // "solved", "stuck"; empty: not explained (above 16x16, Sudominoku)
  double explain_rating = 0;   // the hardest step's cost
  int explain_steps = 0;
};
Difficulty rate_puzzle(const Puzzle& puzzle);

}  // namespace sudosat
