#include "search.hpp"

#include <stdexcept>
#include <utility>

#include "encoder/domino.hpp"
#include "encoder/propagate.hpp"
#include "encoder/sudoku.hpp"
#include "encoder/variant.hpp"
#include "encoder/vars.hpp"
#include "model/check.hpp"
#include "sat.hpp"

namespace sudosat {

namespace {
// A reused solver is rebuilt once this many selector variables have been retired in it, so a
// long batch does not drag an ever-growing variable table along: CaDiCaL copies the whole
// model on every SAT answer, so each call costs more as variables pile up, while a rebuild
// costs about as much as 40 puzzles. 1000 (one or two selectors a puzzle) measured 9% fewer
// instructions than 20000 on 4000 17-clue puzzles, lexmin (bench/RESULTS.md).
constexpr int kRetiredLimit = 1000;
// ... and once it has worked on this many puzzles: the learned clauses CaDiCaL keeps for good
// (low glue) pile up over a long batch of hard puzzles (19 MB after 20,000 of the 11+ set).
constexpr int kPuzzleLimit = 2000;
// A reused variant solver gains a few hundred to a few thousand auxiliaries per puzzle; it is
// rebuilt past these (measured: docs/variants.md), and the engine keeps this many layouts.
constexpr int kVariantVarLimit = 100000;
constexpr int kVariantPuzzleLimit = 200;
constexpr std::size_t kVariantSessions = 8;
// ... and rebuilt after a puzzle that took longer than this: its search leaves the solver's
// heuristics and clause database in a state that slows the next hard puzzle down (up to 3x on
// public puzzles), while a rebuild costs about a millisecond.
constexpr auto kVariantHardPuzzle = std::chrono::milliseconds(2);
// Probing pays on 9x9 puzzles (all but 18 of the first 2000 17-clue puzzles solved without a
// SAT call, a third of the instructions for lexmin) and costs 5-10% on the hardest ones; on the
// generated 16x16 and 25x25 puzzles, which have many solutions, it made --any 30-50% slower.
constexpr int kProbeMaxSize = 9;

// Where a puzzle stands before any SAT call: clashing givens are a Contradiction; the givens
// are propagated by the Sudoku rules as `options` say (for Sudominoku too: its solutions are
// Sudoku solutions, so the forced digits hold in each); otherwise Partial with the puzzle's
// own givens. Complete means solved; a Sudominoku grid the Sudoku rules complete is Partial,
// since its tiling is still the solver's to find.
// The time point `limit` from now (none without a limit).
std::optional<std::chrono::steady_clock::time_point> deadline_from_now(
    const std::optional<std::chrono::duration<double>>& limit) {
  if (!limit) return std::nullopt;
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(*limit);
}

Propagated prepare(const Puzzle& puzzle, const EngineOptions& options) {
  if (puzzle.is_variant()) {  // the givens go to the solver as they are
    Propagated p;
    p.grid = puzzle.givens;
    if (auto clash = find_variant_clash(puzzle)) {
      p.state = Propagated::Contradiction;
      p.reason = *clash;
    }
    return p;
  }
  if (options.propagate) {
    // Sudominoku gets singles only: probing cost more than it saved there (docs/domino.md).
    const bool probe =
        options.probe && !puzzle.is_domino() && puzzle.givens.shape.n() <= kProbeMaxSize;
    Propagated p = propagate_givens(puzzle.givens, probe ? Reasoning::Probing : Reasoning::Singles);
    if (p.state == Propagated::Complete && puzzle.is_domino()) p.state = Propagated::Partial;
    return p;
  }
  Propagated p;
  p.grid = puzzle.givens;
  if (auto clash = find_clash(puzzle.givens)) {
    p.state = Propagated::Contradiction;
    p.reason = *clash;
  }
  return p;
}

// The grid propagation completed, as a solution of `puzzle`; checked independently.
Solution checked_solution(const Puzzle& puzzle, Grid grid) {
  Solution s{std::move(grid), {}};
  if (auto why = check_solution(puzzle, s))
    throw std::logic_error("internal error: the propagated grid is not a solution: " + *why);
  return s;
}
}  // namespace

// One SAT solver loaded with an encoding, and the puzzle it currently works on: the caller's
// puzzle (every model is checked against it) and the givens the solver is given, which may
// hold more digits (the forced ones from propagate_givens, true in every solution).
//  - reusable: the rules of one shape; each puzzle's givens are binary clauses
//    (-s or x(cell, d)) under one selector s of its own, assumed in each of its calls and
//    retired when the next puzzle begins;
//  - single:   one puzzle's simplified encoding (the givens are in the clauses).
// One selector rather than the givens themselves as assumptions: every assumption is a
// decision level of its own, and levels count in the glue (LBD) by which CaDiCaL rates and
// keeps learned clauses. With all givens on one level, --any, lexmin and count to 2 took 30%
// less time on 2000 forum_hardest_1905_11+ puzzles, 4-10% less on top1465 (docs/performance.md).
// Counting's blocking clauses are guarded by a fresh selector literal that is assumed while
// needed and then retired with a unit clause; the lexmin descent's bounds are one-call
// constraints and assumptions, which leave nothing behind. A session's solver decides freely
// or in order (lexmin); the engine keeps one reusable session of each kind per shape.
class Engine::Session {
 public:
  using Decisions = SatSolver::Decisions;

  Session(const Shape& shape, Amo amo, Decisions decisions)
      : solver_(decisions), vars_(shape.n()), reusable_(true) {
    load(encode_rules(shape, vars_, amo));
    prefer_placing();
    base_vars_ = vars_.count();
  }

  // A reusable session for variant puzzles of size n with these regions: the grid's rules
  // only; each puzzle's own clauses come under its selector (begin).
  Session(int n, const std::vector<int>& regions, Amo amo, Decisions decisions)
      : solver_(decisions), vars_(n), reusable_(true), variant_(true) {
    solver_.keep_learned_longer();
    load(encode_grid_rules(n, regions, vars_, amo));
    prefer_placing();
    base_vars_ = vars_.count();
  }

  Session(const Puzzle& puzzle, const Grid& givens, Amo amo, Decisions decisions)
      : solver_(decisions), vars_(puzzle.givens.shape.n()), reusable_(false) {
    if (puzzle.is_variant()) {
      solver_.keep_learned_longer();
      load(encode_variant(puzzle, givens, vars_, amo));
    } else if (puzzle.is_domino()) {
      DominoEncoding enc = encode_domino(puzzle, givens, vars_, amo);
      load(enc.cnf);
      placement_vars_ = std::move(enc.placement_vars);
      placements_ = std::move(enc.placements);
    } else {
      load(encode_puzzle(givens, vars_, amo));
    }
    prefer_placing();
    base_vars_ = vars_.count();
  }

  bool worn_out() const {
    if (variant_)
      return vars_.count() - base_vars_ > kVariantVarLimit || puzzles_ >= kVariantPuzzleLimit ||
             std::chrono::steady_clock::now() - began_ > kVariantHardPuzzle;
    return vars_.count() - base_vars_ > kRetiredLimit || puzzles_ >= kPuzzleLimit;
  }

  // `puzzle` must outlive the calls for it; `givens` (puzzle's, or with forced digits added)
  // is copied.
  // `deadline`: when the time limit, counted from the puzzle's start, runs out.
  void begin(const Puzzle& puzzle, Grid givens,
             const std::optional<std::chrono::steady_clock::time_point>& deadline) {
    puzzle_ = &puzzle;
    givens_ = std::move(givens);
    ++puzzles_;
    began_ = std::chrono::steady_clock::now();
    if (reusable_) {
      if (givens_selector_) retire(givens_selector_);
      givens_selector_ = vars_.fresh();
      if (variant_) {  // the puzzle's rules, givens included, under its selector
        solver_.add(encode_variant_guarded(puzzle, givens_, givens_selector_, vars_));
      } else {
        for (int cell = 0; cell < givens_.shape.cells(); ++cell)
          if (givens_.at(cell) != 0)
            solver_.add({-givens_selector_, vars_.cell(cell, givens_.at(cell))});
      }
    }
    if (deadline)
      solver_.set_deadline(*deadline);
    else
      solver_.clear_deadline();
  }

  // Solves for the current puzzle with the selector `active` (0: none) assumed.
  SatSolver::Result solve(int active) {
    ++calls_;
    if (reusable_) solver_.assume(givens_selector_);
    if (active) solver_.assume(active);
    return solver_.solve();
  }

  // Solves with the blank cells before `cell` held at their digits in `prefix` (assumptions)
  // and `cell` holding a digit smaller than its digit there (a one-call constraint).
  SatSolver::Result solve_below(const Grid& prefix, int cell) {
    const Grid& givens = givens_;
    for (int i = 0; i < cell; ++i)
      if (givens.at(i) == 0) solver_.assume(vars_.cell(i, prefix.at(i)));
    std::vector<int> smaller;
    for (int d = 1; d < prefix.at(cell); ++d) smaller.push_back(vars_.cell(cell, d));
    solver_.constrain(smaller);
    return solve(0);
  }

  // Solves for a solution other than `grid` ("not this grid" as a one-call constraint: no
  // selector variable to add and retire).
  SatSolver::Result solve_other(const Grid& grid) {
    const Grid& givens = givens_;
    std::vector<int> differ;
    for (int i = 0; i < grid.shape.cells(); ++i)
      if (givens.at(i) == 0) differ.push_back(-vars_.cell(i, grid.at(i)));
    solver_.constrain(differ);
    return solve(0);
  }

  // The model of the last Sat call as a solution; checked independently.
  Solution read() const {
    const Grid& givens = givens_;
    const int n = givens.shape.n();
    Solution s{givens, {}};
    for (int cell = 0; cell < givens.shape.cells(); ++cell) {
      if (givens.at(cell) != 0) continue;
      for (int d = 1; d <= n; ++d)
        if (solver_.value(vars_.cell(cell, d))) {
          s.grid.set(cell, d);
          break;
        }
    }
    if (puzzle_->is_domino()) {
      s.tiling = puzzle_->dominoes->placed;
      for (std::size_t i = 0; i < placement_vars_.size(); ++i)
        if (solver_.value(placement_vars_[i])) s.tiling.push_back(placements_[i]);
    }
    if (auto why = check_solution(*puzzle_, s))
      throw std::logic_error("internal error: the SAT model is not a solution: " + *why);
    return s;
  }

  // Guards "not this grid" (over the blank cells) by the selector a.
  void block(int a, const Grid& grid) {
    std::vector<int> clause{-a};
    const Grid& givens = givens_;
    for (int i = 0; i < grid.shape.cells(); ++i)
      if (givens.at(i) == 0) clause.push_back(-vars_.cell(i, grid.at(i)));
    solver_.add(clause);
  }

  int fresh() { return vars_.fresh(); }
  void retire(int a) { solver_.add({-a}); }
  int take_calls() { return std::exchange(calls_, 0); }
  const Grid& givens() const { return givens_; }

 private:
  // Adds an encoding whose variables vars_ has numbered; sizing the solver's tables first
  // saves it growing them variable by variable (a third of loading a Sudominoku puzzle), and
  // gives InOrder decisions the variables' own order: row-major cells, digits from 1 up.
  void load(const Cnf& cnf) {
    solver_.reserve(vars_.count());
    solver_.add(cnf);
  }

  // Decisions on cell variables put a digit in a cell (phase true) rather than rule one out:
  // one decision then settles a cell and propagates along its row, column and box, as a
  // human solver or a backtracker would. Measured: same work on easy 9x9 puzzles, about 7%
  // less on the hardest ones (bench/RESULTS.md).
  void prefer_placing() {
    for (int v = 1; v <= vars_.cell_vars(); ++v) solver_.phase(v);
  }

 public:

 private:
  SatSolver solver_;
  Vars vars_;
  bool reusable_;
  bool variant_ = false;  // a reusable session for variant puzzles
  int base_vars_ = 0;
  const Puzzle* puzzle_ = nullptr;  // the caller's puzzle: models are checked against it
  Grid givens_;                     // what the solver is given (see begin)
  int givens_selector_ = 0;         // reusable: the current puzzle's selector (0: none yet)
  std::vector<int> placement_vars_;
  std::vector<Placement> placements_;
  int calls_ = 0;
  int puzzles_ = 0;
  std::chrono::steady_clock::time_point began_;  // when the current puzzle began
};

Engine::Engine(EngineOptions options) : options_(options) {}
Engine::~Engine() = default;

Engine::Session& Engine::session_for(const Puzzle& puzzle, const Grid& givens, bool in_order) {
  const Shape& shape = puzzle.givens.shape;
  const Amo amo = options_.amo ? *options_.amo : default_amo(shape.n());
  const auto decisions = in_order ? SatSolver::Decisions::InOrder : SatSolver::Decisions::Free;
  if (puzzle.is_variant() && options_.reuse && shape.n() <= 16) {
    // As below: the first puzzle of a size and regions alone, then a reused solver.
    const Amo vamo = options_.amo ? *options_.amo : Amo::Pairwise;
    auto [slot, first] = variant_reusable_.try_emplace({puzzle.variant->regions, in_order});
    if (first) {
      if (variant_reusable_.size() > kVariantSessions) {  // keep a few layouts only
        variant_reusable_.clear();
        variant_reusable_.try_emplace({puzzle.variant->regions, in_order});
      }
      single_ = std::make_unique<Session>(puzzle, givens, vamo, decisions);
      return *single_;
    }
    if (!slot->second || slot->second->worn_out())
      slot->second = std::make_unique<Session>(shape.n(), puzzle.variant->regions, vamo, decisions);
    return *slot->second;
  }
  if (!options_.reuse || puzzle.is_domino() || puzzle.is_variant() || shape.n() > 12) {
    single_ = std::make_unique<Session>(puzzle, givens, amo, decisions);
    return *single_;
  }
  // The first puzzle of a shape gets a solver of its own, loaded with the rules simplified by
  // its givens: a one-puzzle run (a judge's test, a worker fed one line) then skips loading
  // the full rules, 12k clauses for 9x9, which is most of its time. From the second puzzle
  // of the shape on, the engine keeps a reusable solver.
  auto [slot, first] = reusable_.try_emplace({shape.box_rows, shape.box_cols, in_order});
  if (first) {
    single_ = std::make_unique<Session>(puzzle, givens, amo, decisions);
    return *single_;
  }
  if (!slot->second || slot->second->worn_out())
    slot->second = std::make_unique<Session>(shape, amo, decisions);
  return *slot->second;
}

Answer Engine::solve(const Puzzle& puzzle, Goal goal) {
  Answer answer;
  const auto deadline = deadline_from_now(options_.time_limit);  // propagation and encoding count
  Propagated start = prepare(puzzle, options_);
  if (start.state == Propagated::Contradiction) {
    answer.status = Status::NoSolution;
    answer.reason = std::move(start.reason);
    return answer;
  }
  if (start.state == Propagated::Complete) {  // forced digit by digit: the only solution
    answer.solution = checked_solution(puzzle, std::move(start.grid));
    answer.status = Status::Solved;
    return answer;
  }
  // In order, the first model is the smallest solution: nothing is left to prove.
  const LexminMethod method =
      options_.lexmin != LexminMethod::Auto ? options_.lexmin
      : puzzle.is_variant()                 ? LexminMethod::Descent
                                            : LexminMethod::Ordered;
  const bool in_order = goal == Goal::Lexmin && method == LexminMethod::Ordered;
  const bool descend = goal == Goal::Lexmin && !in_order;
  Session& s = session_for(puzzle, start.grid, in_order);
  s.begin(puzzle, std::move(start.grid), deadline);
  auto r = s.solve(0);
  if (r == SatSolver::Sat) {
    answer.solution = s.read();
    answer.status = Status::Solved;
    if (descend) {
      // First ask for any other solution: most puzzles have just one, and then this UNSAT
      // answer is the proof of minimality (a single blocking clause: cheap to add and to
      // search under). Otherwise keep the smaller of the two models and go on below.
      r = s.solve_other(answer.solution.grid);
      if (r == SatSolver::Sat) {
        Solution other = s.read();
        if (other.grid < answer.solution.grid) answer.solution = std::move(other);
      }
    }
    if (descend && r == SatSolver::Sat) {
      // Several solutions: fix the blank cells in row-major order, each to its smallest
      // digit. With the cells before it held at their (already minimal) digits, ask for a
      // smaller digit in this cell; a model is a smaller solution to go on from, UNSAT proves
      // this cell minimal. Most of these calls are settled by propagation alone; on 25x25
      // puzzles with many solutions this is 2-3x faster than descending with a "smaller than
      // the last model" constraint (bench/RESULTS.md).
      const Grid& givens = s.givens();  // forced cells hold the same digit in every solution
      for (int cell = 0; cell < givens.shape.cells() && r != SatSolver::Unknown; ++cell) {
        if (givens.at(cell) != 0) continue;
        while (answer.solution.grid.at(cell) > 1) {
          r = s.solve_below(answer.solution.grid, cell);
          if (r != SatSolver::Sat) break;
          answer.solution = s.read();
        }
      }
    }
    if (r == SatSolver::Unknown) answer.status = Status::Unknown;
  } else {
    answer.status = r == SatSolver::Unsat ? Status::NoSolution : Status::Unknown;
  }
  answer.sat_calls = s.take_calls();
  return answer;
}

Count Engine::count(const Puzzle& puzzle, int limit, int keep) {
  Count result;
  const auto deadline = deadline_from_now(options_.time_limit);  // propagation and encoding count
  Propagated start = prepare(puzzle, options_);
  if (start.state == Propagated::Contradiction) {
    result.status = Status::Solved;
    result.reason = std::move(start.reason);
    return result;
  }
  if (start.state == Propagated::Complete) {  // exactly one grid
    result.status = Status::Solved;
    result.found = 1;
    result.limit_reached = limit == 1;
    Solution only = checked_solution(puzzle, std::move(start.grid));
    if (keep > 0) result.solutions.push_back(std::move(only));
    return result;
  }
  // Every solution holds the forced digits, so the distinct full grids are the same.
  Session& s = session_for(puzzle, start.grid, false);
  s.begin(puzzle, std::move(start.grid), deadline);
  const int a = s.fresh();
  result.status = Status::Solved;
  while (result.found < limit) {
    const auto r = s.solve(a);
    if (r == SatSolver::Unknown) result.status = Status::Unknown;
    if (r != SatSolver::Sat) break;
    Solution sol = s.read();
    ++result.found;
    s.block(a, sol.grid);
    if (static_cast<int>(result.solutions.size()) < keep) result.solutions.push_back(std::move(sol));
  }
  s.retire(a);
  s.take_calls();
  result.limit_reached = result.found == limit;
  return result;
}

}  // namespace sudosat
