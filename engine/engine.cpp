#include "engine.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "decoder/decode.hpp"
#include "decoder/lexmin.hpp"
#include "encoder/domino.hpp"
#include "encoder/sudoku.hpp"
#include "encoder/variant.hpp"
#include "encoder/vars.hpp"
#include "fastsearch.hpp"
#include "mask.hpp"
#include "model/check.hpp"
#include "propagate.hpp"
#include "sat.hpp"
#include "varsearch.hpp"

namespace sudosat {

namespace {
// The constants below were measured; the figures are in docs/performance.md, "Constants and options".
// A reused solver is rebuilt once this many selector variables have been retired in it, so a
// long batch does not drag an ever-growing variable table along (CaDiCaL copies the whole
// model on every SAT answer, so each call costs more as variables pile up).
constexpr int kRetiredLimit = 1000;
// ... and once it has worked on this many puzzles: the learned clauses CaDiCaL keeps for good
// (low glue) pile up over a long batch of hard puzzles.
constexpr int kPuzzleLimit = 2000;
// A reused variant solver gains a few hundred to a few thousand auxiliaries per puzzle; it is
// rebuilt past these, and the engine keeps this many layouts.
constexpr int kVariantVarLimit = 100000;
constexpr int kVariantPuzzleLimit = 200;
constexpr std::size_t kVariantSessions = 8;
// ... and rebuilt after a puzzle that took longer than this: its search leaves the solver's
// heuristics and clause database in a state that slows the next hard puzzle down, while a
// rebuild costs about a millisecond.
constexpr auto kVariantHardPuzzle = std::chrono::milliseconds(2);
// Probing pays on 9x9 puzzles and costs on larger ones, which mostly have many solutions.
constexpr int kProbeMaxSize = 9;

// Sizes up to this one get forced phases placing digits (Session::prefer_placing).
constexpr int kForcedPhaseMaxSize = 25;

// Classic puzzles up to this size get EngineOptions::fast_budget, larger ones fast_budget_large.
constexpr int kFastMaxSize = 9;
// Above it the budget grows by one branch per cell (the first solution of the empty 36x36 takes
// 1,064 branches) and this many per solution asked for (count to 1000 on it: 3,290).
constexpr long long kFastLargePerSolution = 8;

// When a puzzle's time limit runs out (none without a limit).
using Deadline = std::optional<std::chrono::steady_clock::time_point>;

// A SAT answer as the lexmin descent (decoder/lexmin.hpp) reads it.
LexminSession::Result lexmin(SatSolver::Result r) {
  return r == SatSolver::Sat     ? LexminSession::Sat
         : r == SatSolver::Unsat ? LexminSession::Unsat
                                 : LexminSession::Unknown;
}

// The time point `limit` from now (none without a limit).
Deadline deadline_from_now(const std::optional<std::chrono::duration<double>>& limit) {
  if (!limit) return std::nullopt;
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(*limit);
}

// Whether a puzzle's givens are filtered by all-different matching before the SAT call, and
// its formula then encoded on the candidates left (encode_puzzle): classic puzzles above 9x9.
// It leaves CaDiCaL fewer candidates, and ones unit propagation cannot find (docs/encoding.md).
bool encodes_candidates(const Puzzle& puzzle, const EngineOptions& options) {
  return options.matching && !puzzle.is_domino() && !puzzle.is_variant() &&
         puzzle.givens.shape.n() > kProbeMaxSize;
}

// Where a puzzle stands before any SAT call: clashing givens are a Contradiction; the givens
// are propagated by the Sudoku rules as `options` say (for Sudominoku too: its solutions are
// Sudoku solutions, so the forced digits hold in each); otherwise Partial with the puzzle's
// own givens. Complete means solved; a Sudominoku grid the Sudoku rules complete is Partial,
// since its tiling is still the solver's to find.
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
    Reasoning reasoning = Reasoning::Singles;
    if (probe) reasoning = Reasoning::Probing;
    if (encodes_candidates(puzzle, options)) reasoning = Reasoning::Matching;
    Propagated p = propagate_givens(puzzle.givens, reasoning);
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
long long fast_budget(const Puzzle& puzzle, const EngineOptions& options) {
  return puzzle.givens.shape.n() <= kFastMaxSize ? options.fast_budget : options.fast_budget_large;
}

// Large grids take the fast path for the smallest answer only with all-different filtering:
// without it the row-major search rarely finishes there (the empty 25x25 and 36x36 not in 10^6
// branches); with it the empty 36x36 takes 972 branches, the empty 64x64 3,367.
bool fast_applies(const Puzzle& puzzle, const EngineOptions& options, bool lexmin) {
  if (puzzle.is_variant()) return options.fast_budget_variant > 0;  // varsearch says which
  if (puzzle.is_domino()) return false;
  if (lexmin && puzzle.givens.shape.n() > kFastMaxSize && !options.matching) return false;
  return fast_budget(puzzle, options) > 0;
}

// Why a puzzle the fast search found no solution for has none, when propagation says (the
// same reason as without the fast path); otherwise empty, as after an UNSAT answer.
std::string no_solution_reason(const Puzzle& puzzle, const EngineOptions& options) {
  Propagated p = prepare(puzzle, options);
  if (p.state == Propagated::Complete)
    throw std::logic_error("internal error: the fast search found no solution to a puzzle that "
                           "propagation completes");
  return p.state == Propagated::Contradiction ? std::move(p.reason) : std::string();
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
// keeps learned clauses: with all givens on one level the hard sets take less time
// (docs/performance.md, "The givens under one selector").
// Counting's blocking clauses are guarded by a fresh selector literal that is assumed while
// needed and then retired with a unit clause; the lexmin descent's bounds are one-call
// constraints and assumptions, which leave nothing behind. A session's solver decides freely
// or in order (lexmin); the engine keeps one reusable session of each kind per shape.
class Engine::Session final : public LexminSession {
 public:
  using Decisions = SatSolver::Decisions;

  Session(const Shape& shape, Amo amo, Decisions decisions, const Deadline& deadline)
      : solver_(decisions), vars_(shape.n()), reusable_(true) {
    load(encode_rules(shape, vars_, amo), deadline);
    prefer_placing();
    base_vars_ = vars_.count();
  }

  // A reusable session for variant puzzles of size n with these regions: the grid's rules
  // only; each puzzle's own clauses come under its selector (begin).
  Session(int n, const std::vector<int>& regions, Amo amo, Decisions decisions,
          const Deadline& deadline)
      : solver_(decisions), vars_(n), reusable_(true), variant_(true) {
    solver_.keep_learned_longer();
    load(encode_grid_rules(n, regions, vars_, amo), deadline);
    prefer_placing();
    base_vars_ = vars_.count();
  }

  // `candidates` (empty, or one mask per cell keeping every solution's digits): a classic
  // puzzle's formula leaves the others out.
  Session(const Puzzle& puzzle, const Grid& givens, const std::vector<Mask>& candidates, Amo amo,
          Decisions decisions, const Deadline& deadline, int portfolio = 1)
      : solver_(decisions, nullptr, portfolio), vars_(puzzle.givens.shape.n()), reusable_(false) {
    if (puzzle.is_variant()) {
      solver_.keep_learned_longer();
      load(encode_variant(puzzle, givens, vars_, amo), deadline);
    } else if (puzzle.is_domino()) {
      DominoEncoding enc = encode_domino(puzzle, givens, vars_, amo);
      load(enc.cnf, deadline);
      placement_vars_ = std::move(enc.placement_vars);
      placements_ = std::move(enc.placements);
    } else {
      load(encode_puzzle(givens, candidates, vars_, amo), deadline);
    }
    prefer_placing();
    base_vars_ = vars_.count();
  }

  bool worn_out() const {
    if (incomplete_) return true;
    if (variant_)
      return vars_.count() - base_vars_ > kVariantVarLimit || puzzles_ >= kVariantPuzzleLimit ||
             std::chrono::steady_clock::now() - began_ > kVariantHardPuzzle;
    return vars_.count() - base_vars_ > kRetiredLimit || puzzles_ >= kPuzzleLimit;
  }

  // `puzzle` must outlive the calls for it; `givens` (puzzle's, or with forced digits added)
  // is copied.
  // `deadline`: when the time limit, counted from the puzzle's start, runs out.
  void begin(const Puzzle& puzzle, Grid givens,
             const Deadline& deadline) {
    puzzle_ = &puzzle;
    givens_ = std::move(givens);
    ++puzzles_;
    calls_ = 0;
    conflicts_ = solver_.conflicts();
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

  // Solves for the current puzzle with the selector `active` (0: none) and the literal `lit`
  // (0: none) assumed.
  SatSolver::Result solve(int active, int lit = 0) {
    if (incomplete_) return SatSolver::Unknown;  // part of the formula only: never solved
    ++calls_;
    if (reusable_) solver_.assume(givens_selector_);
    if (active) solver_.assume(active);
    if (lit) solver_.assume(lit);
    return solver_.solve();
  }

  // Solves with the one-call constraint "one of `lits` is true" (an empty list: Unsat, no call).
  SatSolver::Result solve_some(const std::vector<int>& lits) {
    if (lits.empty()) return SatSolver::Unsat;
    solver_.constrain(lits);
    return solve(0);
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
  // selector variable to add and retire), differing in one of `cells` (empty: any blank cell).
  SatSolver::Result solve_other(const Grid& grid, const std::vector<int>& cells = {}) {
    const Grid& givens = givens_;
    std::vector<int> differ;
    if (cells.empty()) {
      for (int i = 0; i < grid.shape.cells(); ++i)
        if (givens.at(i) == 0) differ.push_back(-vars_.cell(i, grid.at(i)));
    } else {
      for (int i : cells)
        if (givens.at(i) == 0) differ.push_back(-vars_.cell(i, grid.at(i)));
    }
    return solve_some(differ);
  }

  // The model of the last Sat call as a solution; checked independently.
  Solution read() const {
    return decode_solution(*puzzle_, givens_, vars_, [&](int v) { return solver_.value(v); },
                           placement_vars_, placements_);
  }

  // The session as the lexmin descent (decoder/lexmin.hpp) drives it.
  LexminSession::Result another(const Grid& grid) override { return lexmin(solve_other(grid)); }
  LexminSession::Result smaller(const Grid& prefix, int cell) override {
    return lexmin(solve_below(prefix, cell));
  }
  Solution model() override { return read(); }

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
  long long take_conflicts() { return solver_.conflicts() - std::exchange(conflicts_, solver_.conflicts()); }
  const Grid& givens() const { return givens_; }
  int cell_var(int cell, int d) const { return vars_.cell(cell, d); }
  // Decisions in the blank cells lean towards `grid`'s digits, so that solutions differing from
  // it in few cells come first (measured for the generator: docs/generate.md). These
  // forced phases would outlive the puzzle: a reusable session is left as it is.
  void prefer_grid(const Grid& grid) {
    if (reusable_) return;
    for (int cell = 0; cell < grid.shape.cells(); ++cell)
      if (givens_.at(cell) == 0)
        for (int d = 1; d <= grid.shape.n(); ++d) prefer(cell, d, d == grid.at(cell));
  }
  // The preferred value of a cell variable (true: place the digit, the default).
  void prefer(int cell, int d, bool place) {
    const int v = vars_.cell(cell, d);
    solver_.phase(place ? v : -v);
  }

 private:
  // Adds an encoding whose variables vars_ has numbered; sizing the solver's tables first
  // saves it growing them variable by variable (a third of loading a Sudominoku puzzle), and
  // gives InOrder decisions the variables' own order: row-major cells, digits from 1 up.
  // The deadline (of the puzzle this session is made for) stops the loading clause by clause:
  // the session is then incomplete, answers Unknown and is replaced by the next puzzle: a
  // 36x36 formula takes longer to load than the start of a short time limit leaves on a busy
  // machine (docs/reliability.md).
  void load(const Cnf& cnf, const Deadline& deadline) {
    if (deadline && std::chrono::steady_clock::now() >= *deadline) {
      incomplete_ = true;  // the encoding used it all
      return;
    }
    if (vars_.n() > kForcedPhaseMaxSize) solver_.target_phases();  // before any clause
    solver_.reserve(vars_.count());
    incomplete_ = !solver_.add(cnf, deadline);
  }

  // Decisions on cell variables put a digit in a cell (phase true) rather than rule one out:
  // one decision then settles a cell and propagates along its row, column and box, as a
  // human solver or a backtracker would: the same work on easy 9x9 puzzles, less on the
  // hardest ones. The phases set this way are forced: CaDiCaL no longer saves a variable's last
  // value as its next phase. Above 25x25 that loses on the 36x36 puzzles at 50% blanks; there
  // CaDiCaL's own phases decide, its target phases in both of its search modes (set in load).
  // Measured: docs/performance.md, "What was tried"; bench/RESULTS.md, "Target phases".
  void prefer_placing() {
    if (incomplete_ || vars_.n() > kForcedPhaseMaxSize) return;
    for (int v = 1; v <= vars_.cell_vars(); ++v) solver_.phase(v);
  }

 public:

 private:
  SatSolver solver_;
  Vars vars_;
  bool reusable_;
  bool variant_ = false;  // a reusable session for variant puzzles
  bool incomplete_ = false;  // loading was stopped by a deadline: never solved, never reused
  int base_vars_ = 0;
  const Puzzle* puzzle_ = nullptr;  // the caller's puzzle: models are checked against it
  Grid givens_;                     // what the solver is given (see begin)
  int givens_selector_ = 0;         // reusable: the current puzzle's selector (0: none yet)
  std::vector<int> placement_vars_;
  std::vector<Placement> placements_;
  int calls_ = 0;
  long long conflicts_ = 0;  // solver_.conflicts() when the count began
  int puzzles_ = 0;
  std::chrono::steady_clock::time_point began_;  // when the current puzzle began
};

Engine::Engine(EngineOptions options) : options_(options) {}
Engine::~Engine() = default;

Engine::Session& Engine::session_for(const Puzzle& puzzle, const Grid& givens,
                                     const std::vector<Mask>& filtered, bool in_order,
                                     const Deadline& deadline) {
  const Shape& shape = puzzle.givens.shape;
  const Amo amo = options_.amo ? *options_.amo : default_amo(shape.n());
  // Only matching's candidates go into the formula (smaller puzzles keep the formula their
  // settings were measured on).
  static const std::vector<Mask> kNone;
  const std::vector<Mask>& candidates = encodes_candidates(puzzle, options_) ? filtered : kNone;
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
      single_ = std::make_unique<Session>(puzzle, givens, candidates, vamo, decisions, deadline,
                                          options_.portfolio);
      return *single_;
    }
    if (!slot->second || slot->second->worn_out())
      slot->second = std::make_unique<Session>(shape.n(), puzzle.variant->regions, vamo, decisions, deadline);
    return *slot->second;
  }
  if (!options_.reuse || puzzle.is_domino() || puzzle.is_variant() || shape.n() > 12) {
    single_ = std::make_unique<Session>(puzzle, givens, candidates, amo, decisions, deadline,
                                          options_.portfolio);
    return *single_;
  }
  // The first puzzle of a shape gets a solver of its own, loaded with the rules simplified by
  // its givens: a one-puzzle run (a judge's test, a worker fed one line) then skips loading
  // the full rules, 12k clauses for 9x9, which is most of its time. From the second puzzle
  // of the shape on, the engine keeps a reusable solver.
  auto [slot, first] = reusable_.try_emplace({shape.box_rows, shape.box_cols, in_order});
  if (first) {
    single_ = std::make_unique<Session>(puzzle, givens, candidates, amo, decisions, deadline,
                                          options_.portfolio);
    return *single_;
  }
  if (!slot->second || slot->second->worn_out())
    slot->second = std::make_unique<Session>(shape, amo, decisions, deadline);
  return *slot->second;
}

Engine::Session& Engine::begin_session(const Puzzle& puzzle, Grid givens,
                                       const std::vector<Mask>& candidates, bool in_order,
                                       const Deadline& deadline) {
  Session& s = session_for(puzzle, givens, candidates, in_order, deadline);
  s.begin(puzzle, std::move(givens), deadline);
  return s;
}

// Where a puzzle stands before its first SAT call, as Engine::opening leaves it: exactly one of
//  Contradiction: no solution; `reason` says why when propagation knows (else empty);
//  Complete:      propagation forced every digit: `only`, checked, is the one solution;
//  Open:          `session` (the engine's: valid until the engine's next call) is begun on the
//                 puzzle with the givens and the digits propagation forced (session->givens());
//                 `candidates` are propagation's per cell (bit d-1), empty where it keeps none
//                 (variants, propagation off).
struct Engine::Opening {
  enum State { Contradiction, Complete, Open };
  State state = Open;
  std::string reason;
  Solution only;
  std::vector<Mask> candidates;
  Session* session = nullptr;
};

// The opening solve, count and candidates share once their fast paths (where they have one)
// have given up: prepare (propagation as the options say), then a contradiction or a complete
// grid settled without a solver, else the session for the puzzle (decisions in row-major order
// when `in_order`) begun on the propagated givens. `deadline` is the caller's, taken before its
// fast path: the fast path, propagation and encoding count against the time limit.
Engine::Opening Engine::opening(const Puzzle& puzzle, bool in_order, const Deadline& deadline) {
  Opening o;
  Propagated start = prepare(puzzle, options_);
  if (start.state == Propagated::Contradiction) {
    o.state = Opening::Contradiction;
    o.reason = std::move(start.reason);
    return o;
  }
  if (start.state == Propagated::Complete) {  // forced digit by digit: the only solution
    o.state = Opening::Complete;
    o.only = checked_solution(puzzle, std::move(start.grid));
    return o;
  }
  o.session = &begin_session(puzzle, std::move(start.grid), start.candidates, in_order, deadline);
  o.candidates = std::move(start.candidates);
  return o;
}

FastSearchResult Engine::fast(const Puzzle& puzzle, int limit, SearchOrder order) {
  const Grid& givens = puzzle.givens;
  FastSearchOptions o;
  o.order = order;
  if (puzzle.is_variant()) {
    o.node_budget = options_.fast_budget_variant;
    FastSearchResult r = variant_search(puzzle, limit, o);
    stats_.fast_nodes += r.nodes;
    if (r.complete) ++stats_.fast_done;
    else if (r.nodes > 0) ++stats_.fast_gave_up;  // none: a puzzle it cannot take
    return r;
  }
  o.node_budget = givens.shape.n() <= kFastMaxSize
                      ? options_.fast_budget
                      : options_.fast_budget_large + givens.shape.cells() +
                            kFastLargePerSolution * limit;
  o.locked_candidates = options_.fast_locked;
  o.matching = options_.matching && givens.shape.n() > kFastMaxSize;
  FastSearchResult r = fast_search(givens, limit, o);
  stats_.fast_nodes += r.nodes;
  ++(r.complete ? stats_.fast_done : stats_.fast_gave_up);
  return r;
}

std::optional<Answer> Engine::fast_solve(const Puzzle& puzzle, Goal goal) {
  // Any: the first solution. Lexmin: with exactly one solution it is the smallest; with more,
  // a second search in row-major order finds the smallest. Classic grids up to 9x9 take the
  // row-major search at once, its first solution being the smallest (no count to 2 first;
  // 9x9 searches it by slices, engine/bands9.hpp): docs/encoding.md has the figures.
  const bool row_major = goal == Goal::Lexmin && !puzzle.is_variant() &&
                         puzzle.givens.shape.n() <= kFastMaxSize;
  FastSearchResult r = row_major ? fast(puzzle, 1, SearchOrder::RowMajor)
                                 : fast(puzzle, goal == Goal::Any ? 1 : 2, SearchOrder::Fewest);
  if (!r.complete) return std::nullopt;
  Answer answer;
  if (r.solutions.empty()) {
    answer.status = Status::NoSolution;
    answer.reason = no_solution_reason(puzzle, options_);
    return answer;
  }
  if (r.solutions.size() > 1) {
    r = fast(puzzle, 1, SearchOrder::RowMajor);
    if (!r.complete) return std::nullopt;
    if (r.solutions.empty())
      throw std::logic_error("internal error: the fast search lost the puzzle's solutions");
  }
  answer.solution = checked_solution(puzzle, std::move(r.solutions.front()));
  answer.status = Status::Solved;
  return answer;
}

std::optional<Count> Engine::fast_count(const Puzzle& puzzle, int limit, int keep) {
  FastSearchResult r = fast(puzzle, limit, SearchOrder::Fewest);
  if (!r.complete) return std::nullopt;
  Count result;
  result.status = Status::Solved;
  result.found = static_cast<int>(r.solutions.size());
  result.limit_reached = result.found == limit;
  if (result.found == 0) result.reason = no_solution_reason(puzzle, options_);
  for (Grid& g : r.solutions) {
    Solution s = checked_solution(puzzle, std::move(g));  // every grid is checked, kept or not
    if (static_cast<int>(result.solutions.size()) < keep) result.solutions.push_back(std::move(s));
  }
  return result;
}

Answer Engine::solve(const Puzzle& puzzle, Goal goal) {
  // The fast path (a few thousand branches at most), propagation and encoding count.
  const auto deadline = deadline_from_now(options_.time_limit);
  if (fast_applies(puzzle, options_, goal == Goal::Lexmin))
    if (auto a = fast_solve(puzzle, goal)) return std::move(*a);
  // In order, the first model is the smallest solution: nothing is left to prove.
  const LexminMethod method =
      options_.lexmin != LexminMethod::Auto ? options_.lexmin
      : puzzle.is_variant()                 ? LexminMethod::Descent
                                            : LexminMethod::Ordered;
  const bool in_order = goal == Goal::Lexmin && method == LexminMethod::Ordered;
  const bool descend = goal == Goal::Lexmin && !in_order;
  Opening start = opening(puzzle, in_order, deadline);
  Answer answer;
  if (start.state == Opening::Contradiction) {
    answer.status = Status::NoSolution;
    answer.reason = std::move(start.reason);
    return answer;
  }
  if (start.state == Opening::Complete) {
    answer.solution = std::move(start.only);
    answer.status = Status::Solved;
    return answer;
  }
  Session& s = *start.session;
  const auto r = s.solve(0);
  if (r == SatSolver::Sat) {
    answer.solution = s.read();
    const bool out_of_time =
        descend && descend_to_smallest(s, s.givens(), answer.solution) == LexminSession::Unknown;
    answer.status = out_of_time ? Status::Unknown : Status::Solved;
  } else {
    answer.status = r == SatSolver::Unsat ? Status::NoSolution : Status::Unknown;
  }
  answer.sat_calls = s.take_calls();
  answer.conflicts = s.take_conflicts();
  return answer;
}

Count Engine::count(const Puzzle& puzzle, int limit, int keep) {
  // The fast path (a few thousand branches at most), propagation and encoding count.
  const auto deadline = deadline_from_now(options_.time_limit);
  if (fast_applies(puzzle, options_, false))
    if (auto c = fast_count(puzzle, limit, keep)) return std::move(*c);
  // Every solution holds the forced digits, so the distinct full grids are the same.
  Opening start = opening(puzzle, false, deadline);
  Count result;
  if (start.state == Opening::Contradiction) {
    result.status = Status::Solved;
    result.reason = std::move(start.reason);
    return result;
  }
  if (start.state == Opening::Complete) {  // exactly one grid
    result.status = Status::Solved;
    result.found = 1;
    result.limit_reached = limit == 1;
    if (keep > 0) result.solutions.push_back(std::move(start.only));
    return result;
  }
  Session& s = *start.session;
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
  result.sat_calls = s.take_calls();
  result.conflicts = s.take_conflicts();
  result.limit_reached = result.found == limit;
  return result;
}

Answer Engine::other(const Puzzle& puzzle, const Solution& solution, const std::vector<int>& cells) {
  const auto deadline = deadline_from_now(options_.time_limit);  // propagation counts
  Answer answer;
  if (auto why = check_solution(puzzle, solution))
    throw std::invalid_argument("Engine::other: not a solution of the puzzle: " + *why);
  answer.status = Status::NoSolution;
  Propagated start;
  if (!puzzle.is_variant() && !puzzle.is_domino() && options_.propagate) {
    // Singles, then the other digits of the cells asked about, each propagated: most checks
    // of a generator end here (docs/generate.md).
    OtherProbe probe = probe_other(puzzle.givens, solution.grid, cells);
    if (probe.state == OtherProbe::None) return answer;
    if (probe.state == OtherProbe::Found) {
      answer.solution = checked_solution(puzzle, std::move(probe.grid));
      answer.status = Status::Solved;
      return answer;
    }
    start.grid = std::move(probe.grid);
    if (encodes_candidates(puzzle, options_)) {
      // Large grids: matching may force the cells asked about; the formula leaves out what it
      // rules out, as after prepare. A solution exists, so it cannot fail.
      start = propagate_givens(start.grid, Reasoning::Matching);
      if (start.state != Propagated::Partial) return answer;
    }
  } else {
    if (puzzle.is_variant() && options_.fast_budget_variant > 0) {
      // The variant fast path: one solution only means none other; another that differs in
      // the cells asked about is the answer; else CaDiCaL decides.
      FastSearchResult r = fast(puzzle, 2, SearchOrder::Fewest);
      if (r.complete && r.solutions.size() < 2) return answer;
      for (Grid& g : r.solutions) {
        if (g == solution.grid) continue;
        bool differs = cells.empty();
        for (int cell : cells) differs = differs || g.at(cell) != solution.grid.at(cell);
        if (!differs) continue;
        answer.solution = checked_solution(puzzle, std::move(g));
        answer.status = Status::Solved;
        return answer;
      }
    }
    start = prepare(puzzle, options_);
    // A solution exists, so propagation cannot fail; a complete grid is the only solution.
    if (start.state != Propagated::Partial) return answer;
  }
  bool open = cells.empty();
  for (int cell : cells) open = open || start.grid.at(cell) == 0;
  if (!open) return answer;  // every cell asked about is forced
  Session& s = begin_session(puzzle, std::move(start.grid), start.candidates, false, deadline);
  s.prefer_grid(solution.grid);
  const auto r = s.solve_other(solution.grid, cells);
  if (r == SatSolver::Sat) {
    answer.solution = s.read();
    answer.status = Status::Solved;
  } else if (r == SatSolver::Unknown) {
    answer.status = Status::Unknown;
  }
  answer.sat_calls = s.take_calls();
  answer.conflicts = s.take_conflicts();
  return answer;
}

// Without counts: a first model, then "one of the candidates no model has shown yet" as a
// one-call constraint until UNSAT proves all that remain impossible. Before each call the
// digits already shown are given the preferred value false, so the solver's decisions lean
// towards models that show new ones (restored afterwards: the session is reused).
//
// With counts (limit N): every solution found is blocked under one guard, so each call finds
// a new one. First up to max(N, kEnumerate) solutions are enumerated: a puzzle with fewer has
// them all, and every count is exact. Otherwise each candidate with a count below N gets calls
// with its literal assumed until it reaches N or UNSAT says none is left.
Candidates Engine::candidates(const Puzzle& puzzle, int limit) {
  constexpr int kEnumerate = 64;
  const auto deadline = deadline_from_now(options_.time_limit);  // propagation counts
  Candidates result;
  result.limit = std::max(limit, 0);
  const int n = puzzle.givens.shape.n(), cells = puzzle.givens.shape.cells();
  result.digits.assign(static_cast<std::size_t>(cells), 0);
  if (result.limit > 0) result.counts.assign(static_cast<std::size_t>(cells * n), 0);
  auto count_at = [&](int cell, int d) -> int& {
    return result.counts[static_cast<std::size_t>(cell * n + d - 1)];
  };
  Opening start = opening(puzzle, false, deadline);
  if (start.state == Opening::Contradiction) {
    result.status = Status::Solved;
    result.all_found = true;
    result.reason = std::move(start.reason);
    return result;
  }
  if (start.state == Opening::Complete) {
    for (int cell = 0; cell < cells; ++cell) {
      result.digits[static_cast<std::size_t>(cell)] = bit(start.only.grid.at(cell));
      if (result.limit > 0) count_at(cell, start.only.grid.at(cell)) = 1;
    }
    result.status = Status::Solved;
    result.found = 1;
    result.all_found = true;
    return result;
  }
  Session& s = *start.session;
  const Grid& forced = s.givens();  // the givens and the digits propagation forced
  // The digits each cell may still hold: propagation's candidates (classic puzzles), the
  // allowed digits (variants), else all.
  std::vector<Mask> maybe(static_cast<std::size_t>(cells), 0);
  Mask all = 0;
  for (int d = 1; d <= n; ++d) all |= bit(d);
  for (int cell = 0; cell < cells; ++cell) {
    Mask m = all;
    if (!start.candidates.empty()) m = start.candidates[static_cast<std::size_t>(cell)];
    if (puzzle.is_variant() && !puzzle.variant->allowed.empty())
      m &= puzzle.variant->allowed[static_cast<std::size_t>(cell)] >> 1;  // bit d there
    if (forced.at(cell) != 0) m = bit(forced.at(cell));
    maybe[static_cast<std::size_t>(cell)] = m;
  }
  result.status = Status::Solved;
  std::vector<Grid> seen;  // without counts: every model; with counts: the distinct solutions
  auto show = [&](const Grid& g) {
    for (int cell = 0; cell < cells; ++cell) result.digits[static_cast<std::size_t>(cell)] |= bit(g.at(cell));
  };
  if (result.limit == 0) {
    std::vector<std::pair<int, int>> leaned;  // (cell, digit) preferred false for now
    auto r = s.solve(0);
    while (r == SatSolver::Sat) {
      const Grid g = s.read().grid;
      for (int cell = 0; cell < cells; ++cell) {
        const Mask b = bit(g.at(cell));
        if (result.digits[static_cast<std::size_t>(cell)] & b) continue;
        result.digits[static_cast<std::size_t>(cell)] |= b;
        if (forced.at(cell) == 0) {
          s.prefer(cell, g.at(cell), false);
          leaned.emplace_back(cell, g.at(cell));
        }
      }
      ++result.found;
      std::vector<int> unseen;
      for (int cell = 0; cell < cells; ++cell)
        for (Mask m = maybe[static_cast<std::size_t>(cell)] & ~result.digits[static_cast<std::size_t>(cell)]; m; m &= m - 1) {
          int d = 1;
          while (!((m >> (d - 1)) & 1)) ++d;
          unseen.push_back(s.cell_var(cell, d));
        }
      r = s.solve_some(unseen);
    }
    for (auto [cell, d] : leaned) s.prefer(cell, d, true);
    if (r == SatSolver::Unknown) result.status = Status::Unknown;
    // Each model after the first shows a digit no earlier one did, so they are distinct; one
    // model and nothing else possible anywhere: the solution is unique.
    result.all_found = r == SatSolver::Unsat && result.found <= 1;
  } else {
    const int guard = s.fresh();
    std::vector<std::pair<int, int>> leaned;  // (cell, digit) preferred false for now
    auto add = [&](const Solution& sol) {
      s.block(guard, sol.grid);
      show(sol.grid);
      for (int cell = 0; cell < cells; ++cell) {
        const int d = sol.grid.at(cell);
        if (++count_at(cell, d) == result.limit && forced.at(cell) == 0) {
          s.prefer(cell, d, false);  // counted enough: lean towards the others
          leaned.emplace_back(cell, d);
        }
      }
      ++result.found;
    };
    const int enumerate = std::max(result.limit, kEnumerate);
    SatSolver::Result r = SatSolver::Sat;
    while (result.found < enumerate && (r = s.solve(guard)) == SatSolver::Sat) add(s.read());
    if (r == SatSolver::Unsat) result.all_found = true;
    for (int cell = 0; cell < cells && r != SatSolver::Unknown && !result.all_found; ++cell) {
      if (forced.at(cell) != 0) continue;  // forced: in every solution (found >= limit)
      for (Mask m = maybe[static_cast<std::size_t>(cell)]; m && r != SatSolver::Unknown; m &= m - 1) {
        int d = 1;
        while (!((m >> (d - 1)) & 1)) ++d;
        while (count_at(cell, d) < result.limit) {
          r = s.solve(guard, s.cell_var(cell, d));
          if (r != SatSolver::Sat) break;
          add(s.read());
        }
      }
    }
    s.retire(guard);
    for (auto [cell, d] : leaned) s.prefer(cell, d, true);
    if (r == SatSolver::Unknown) result.status = Status::Unknown;
    for (int& c : result.counts) c = std::min(c, result.limit);
  }
  result.sat_calls = s.take_calls();
  if (result.status == Status::Unknown) {
    result.digits.assign(static_cast<std::size_t>(cells), 0);
    result.counts.assign(result.counts.size(), 0);
  }
  return result;
}

}  // namespace sudosat
