// sudosat/solver.hpp over engine/engine.hpp's Engine.
#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "sudosat/solver.hpp"
#include "engine/engine.hpp"

namespace sudosat {

namespace {

Outcome outcome_of(Status s) {
  switch (s) {
    case Status::Solved: return Outcome::Solved;
    case Status::NoSolution: return Outcome::NoSolution;
    case Status::Unknown: break;
  }
  return Outcome::Unknown;
}

EngineOptions engine_options(const SolverOptions& o) {
  if (!(o.time_limit >= 0)) throw std::invalid_argument("time_limit must be >= 0 seconds");
  EngineOptions e;
  if (o.time_limit > 0) e.time_limit = std::chrono::duration<double>(o.time_limit);
  if (o.portfolio < 1) throw std::invalid_argument("portfolio must be >= 1");
  e.portfolio = o.portfolio;
  return e;
}

int thread_count(int threads, std::size_t jobs) {
  if (threads < 0) throw std::invalid_argument("threads must be >= 0");
  if (threads == 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(threads), std::max<std::size_t>(jobs, 1)));
}

// Runs f(solver, i) for every i < n on `threads` threads, each with its own Solver; the first
// exception (by index) is rethrown after all threads end.
template <class F>
void for_all(std::size_t n, int threads, const SolverOptions& options, F f) {
  const int t = thread_count(threads, n);
  if (t <= 1) {
    Solver solver(options);
    for (std::size_t i = 0; i < n; ++i) f(solver, i);
    return;
  }
  std::vector<std::exception_ptr> errors(n);
  std::vector<std::thread> pool;
  for (int k = 0; k < t; ++k)
    pool.emplace_back([&, k] {
      Solver solver(options);
      for (std::size_t i = static_cast<std::size_t>(k); i < n; i += static_cast<std::size_t>(t)) {
        try {
          f(solver, i);
        } catch (...) {
          errors[i] = std::current_exception();
        }
      }
    });
  for (std::thread& th : pool) th.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
}

// How many solutions, as far as the candidates tell (not the number of models the engine
// happened to see, which varies): without counts, 1 when every cell has one candidate, else at
// least 2; with counts, a cell whose counts are all below the limit sums to the exact number,
// else the largest sum of capped counts is a lower bound.
void total(CandidatesResult& r) {
  r.solutions = 0;
  r.solutions_exact = false;
  for (std::size_t cell = 0; cell < r.digits.size(); ++cell) {
    if (r.limit == 0) {
      if (r.digits[cell].size() > 1) {
        r.solutions = 2;
        r.solutions_exact = false;
        return;
      }
      r.solutions = 1;
      r.solutions_exact = true;
      continue;
    }
    int sum = 0;
    bool capped = false;
    for (int k : r.counts[cell]) {
      sum += k;
      capped = capped || k >= r.limit;
    }
    if (!capped) {
      r.solutions = sum;
      r.solutions_exact = true;
      return;
    }
    r.solutions = std::max(r.solutions, sum);
  }
}

Solver& thread_solver() {
  thread_local Solver solver;
  return solver;
}

}  // namespace

const char* to_string(Verdict v) {
  switch (v) {
    case Verdict::Unique: return "unique";
    case Verdict::Multiple: return "multiple";
    case Verdict::None: return "none";
    case Verdict::Unknown: break;
  }
  return "unknown";
}

struct Solver::Impl {
  explicit Impl(const SolverOptions& o) : engine(engine_options(o)) {}
  Engine engine;
};

Solver::Solver(SolverOptions options) : impl_(std::make_unique<Impl>(options)) {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

SolveResult Solver::solve(const Puzzle& puzzle, Pick pick) {
  Answer a = impl_->engine.solve(puzzle, pick == Pick::Smallest ? Goal::Lexmin : Goal::Any);
  SolveResult r;
  r.outcome = outcome_of(a.status);
  if (r.outcome == Outcome::Solved) r.solution = std::move(a.solution);
  r.reason = std::move(a.reason);
  return r;
}

CountResult Solver::count(const Puzzle& puzzle, int limit, int keep) {
  if (limit < 1) throw std::invalid_argument("limit must be >= 1, got " + std::to_string(limit));
  if (keep < 0) throw std::invalid_argument("keep must be >= 0, got " + std::to_string(keep));
  Count c = impl_->engine.count(puzzle, limit, keep);
  CountResult r;
  r.outcome = outcome_of(c.status);
  r.found = c.found;
  r.limit_reached = c.limit_reached;
  r.solutions = std::move(c.solutions);
  return r;
}

CheckResult Solver::check(const Puzzle& puzzle) {
  Count c = impl_->engine.count(puzzle, 2, 2);
  CheckResult r;
  if (c.status == Status::Unknown) return r;
  r.verdict = c.found == 0 ? Verdict::None : c.found == 1 ? Verdict::Unique : Verdict::Multiple;
  r.witnesses = std::move(c.solutions);
  std::sort(r.witnesses.begin(), r.witnesses.end(),
            [](const Solution& a, const Solution& b) { return a.grid < b.grid; });
  if (r.verdict == Verdict::None) r.reason = std::move(c.reason);
  return r;
}

CandidatesResult Solver::candidates(const Puzzle& puzzle, int limit) {
  if (limit < 0) throw std::invalid_argument("limit must be >= 0, got " + std::to_string(limit));
  Candidates c = impl_->engine.candidates(puzzle, limit);
  CandidatesResult r;
  r.limit = limit;
  if (c.status == Status::Unknown) return r;
  if (c.found == 0) {
    r.outcome = Outcome::NoSolution;
    r.solutions_exact = true;
    r.reason = std::move(c.reason);
    return r;
  }
  r.outcome = Outcome::Solved;
  const int n = puzzle.givens.shape.n();
  r.digits.resize(c.digits.size());
  if (limit > 0) r.counts.resize(c.digits.size());
  for (std::size_t cell = 0; cell < c.digits.size(); ++cell)
    for (int d = 1; d <= n; ++d)
      if (c.digits[cell] >> (d - 1) & 1) {
        r.digits[cell].push_back(d);
        if (limit > 0) r.counts[cell].push_back(c.counts[cell * static_cast<std::size_t>(n) + static_cast<std::size_t>(d - 1)]);
      }
  total(r);
  return r;
}

SolveResult solve(const Puzzle& puzzle, Pick pick) { return thread_solver().solve(puzzle, pick); }
CountResult count(const Puzzle& puzzle, int limit, int keep) {
  return thread_solver().count(puzzle, limit, keep);
}
CheckResult check(const Puzzle& puzzle) { return thread_solver().check(puzzle); }
CandidatesResult candidates(const Puzzle& puzzle, int limit) {
  return thread_solver().candidates(puzzle, limit);
}

std::vector<SolveResult> solve_all(const std::vector<Puzzle>& puzzles, Pick pick, int threads,
                                   SolverOptions options) {
  std::vector<SolveResult> out(puzzles.size());
  for_all(puzzles.size(), threads, options,
          [&](Solver& s, std::size_t i) { out[i] = s.solve(puzzles[i], pick); });
  return out;
}

std::vector<CountResult> count_all(const std::vector<Puzzle>& puzzles, int limit, int threads,
                                   SolverOptions options) {
  if (limit < 1) throw std::invalid_argument("limit must be >= 1, got " + std::to_string(limit));
  std::vector<CountResult> out(puzzles.size());
  for_all(puzzles.size(), threads, options,
          [&](Solver& s, std::size_t i) { out[i] = s.count(puzzles[i], limit); });
  return out;
}

std::vector<CheckResult> check_all(const std::vector<Puzzle>& puzzles, int threads,
                                   SolverOptions options) {
  std::vector<CheckResult> out(puzzles.size());
  for_all(puzzles.size(), threads, options,
          [&](Solver& s, std::size_t i) { out[i] = s.check(puzzles[i]); });
  return out;
}

std::optional<std::string> as_read_refusal(const Puzzle& puzzle, const CheckResult& check) {
  if (!puzzle.is_variant() || puzzle.variant->setter_solution.empty() ||
      check.verdict != Verdict::Multiple)
    return std::nullopt;
  const std::vector<int>& mine = puzzle.variant->setter_solution;
  const Solution& other = check.witnesses.front().grid.cells == std::vector<std::uint8_t>(mine.begin(), mine.end())
                              ? check.witnesses.back()
                              : check.witnesses.front();
  const int n = puzzle.givens.shape.n();
  std::string cells;
  int differ = 0;
  for (int cell = 0; cell < n * n; ++cell)
    if (other.grid.at(cell) != mine[static_cast<std::size_t>(cell)] && ++differ <= 4)
      cells += (differ > 1 ? " " : "") + std::string("R") + std::to_string(cell / n + 1) + "C" +
               std::to_string(cell % n + 1);
  if (differ > 4) cells += " and " + std::to_string(differ - 4) + " more";
  return "as read, not unique: another solution than the one the puzzle carries differs in " +
         cells + "; the rules may say more than sudosat read (--as-read: the answer for what was read)";
}

}  // namespace sudosat
