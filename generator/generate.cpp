#include "generate.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <stdexcept>
#include <thread>

#include "encoder/domino.hpp"
#include "engine/propagate.hpp"
#include "engine/sat.hpp"
#include "model/check.hpp"
#include "model/names.hpp"

namespace sudosat {

namespace {

// Where symmetry s sends cell (r, c) of an n x n grid.
int image(int n, Symmetry s, int cell) {
  const int r = cell / n, c = cell % n;
  switch (s) {
    case Symmetry::None: return cell;
    case Symmetry::Rot180: return (n - 1 - r) * n + (n - 1 - c);
    case Symmetry::Rot90: return c * n + (n - 1 - r);
    case Symmetry::Mirror: return r * n + (n - 1 - c);
    case Symmetry::Diagonal: return c * n + r;
  }
  return cell;
}

// A uniform index below `size` (std::uniform_int_distribution differs between libraries;
// this one gives the same numbers everywhere).
std::size_t below(std::mt19937_64& rng, std::size_t size) { return static_cast<std::size_t>(rng() % size); }

template <class T>
void shuffle(std::vector<T>& v, std::mt19937_64& rng) {
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(rng, i)]);
}

}  // namespace

namespace {
constexpr Named<Symmetry> kSymmetryNames[] = {{Symmetry::None, "none"},
                                              {Symmetry::Rot180, "rot180"},
                                              {Symmetry::Rot90, "rot90"},
                                              {Symmetry::Mirror, "mirror"},
                                              {Symmetry::Diagonal, "diagonal"}};
}  // namespace

std::optional<Symmetry> parse_symmetry(const std::string& name) { return value_of(kSymmetryNames, name); }

const char* to_string(Symmetry s) { return name_of(kSymmetryNames, s); }

std::vector<std::vector<int>> orbits(int n, Symmetry symmetry) {
  std::vector<std::vector<int>> out;
  std::vector<bool> seen(static_cast<std::size_t>(n * n), false);
  for (int cell = 0; cell < n * n; ++cell) {
    if (seen[static_cast<std::size_t>(cell)]) continue;
    std::vector<int> orbit;
    for (int c = cell; !seen[static_cast<std::size_t>(c)]; c = image(n, symmetry, c)) {
      seen[static_cast<std::size_t>(c)] = true;
      orbit.push_back(c);
    }
    std::sort(orbit.begin(), orbit.end());
    out.push_back(std::move(orbit));
  }
  return out;
}

namespace {

// Random completion gives up after this many nodes and starts again with twice as many; the
// empty 9x9, 16x16 and 25x25 never needed a second try in 1,000, 100 and 20 grids.
constexpr long long kFirstNodes = 20000;
constexpr int kCompletionTries = 10;
// Digits of a random grid kept as hints when a Sudominoku board is drawn (besides the singles'):
// enough to make boards differ, few enough that a tiling nearly always exists.
constexpr int kDominoHints = 20;
// A board draw gives up after this many conflicts: a tiling is found within a few hundred or
// not at all for minutes.
constexpr int kBoardConflicts = 2000;

int given_count(const Grid& g) {
  int k = 0;
  for (int cell = 0; cell < g.shape.cells(); ++cell) k += g.at(cell) != 0;
  return k;
}

// A random solution of `p` by exact counts: random cells get random digits, each kept while
// the puzzle has a solution, until it has exactly one.
std::optional<Solution> solution_by_counts(Puzzle p, std::mt19937_64& rng, Engine& engine, int& checks) {
  const int n = p.givens.shape.n(), cells = n * n;
  ++checks;
  Count c = engine.count(p, 2, 1);
  if (c.found == 0) return std::nullopt;
  std::vector<int> order(static_cast<std::size_t>(cells));
  for (int i = 0; i < cells; ++i) order[static_cast<std::size_t>(i)] = i;
  shuffle(order, rng);
  for (int cell : order) {
    if (c.found == 1) break;
    if (p.givens.at(cell) != 0) continue;
    std::vector<int> digits;
    for (int d = 1; d <= n; ++d) digits.push_back(d);
    shuffle(digits, rng);
    for (int d : digits) {
      p.givens.set(cell, d);
      ++checks;
      const Count tried = engine.count(p, 2, 1);
      if (tried.found > 0) {
        c = tried;
        break;
      }
      p.givens.set(cell, 0);
    }
    if (p.givens.at(cell) == 0) return std::nullopt;  // cannot happen: some digit fits
  }
  if (c.found != 1 || c.status != Status::Solved) return std::nullopt;
  return c.solutions.front();
}

// A random solution of a classic template: random_completion, or by counts if that keeps
// running out of nodes.
std::optional<Solution> solution_by_search(const Puzzle& p, std::mt19937_64& rng, Engine& engine, int& checks) {
  long long nodes = kFirstNodes;
  for (int t = 0; t < kCompletionTries; ++t, nodes *= 2) {
    if (auto grid = random_completion(p.givens, rng, nodes)) return Solution{*grid, {}};
    if (t == 0) {  // no completion at all, or a hard template?
      ++checks;
      if (engine.count(p, 1).found == 0) return std::nullopt;
    }
  }
  return solution_by_counts(p, rng, engine, checks);
}

// Takes away the orbits of `order` (cells that are givens in p) one at a time, each while p
// stays unique, stopping early once at most `stop_at` givens remain (0: never). True when the
// pass went through every orbit (p is then minimal, unless a check ran out of time).
//
// With `threads` > 1 (each thread an engine with `engine`'s options) checks run ahead: each
// thread checks an orbit up to kAhead past the one being decided, against the givens as they
// stand when its check starts. The pass and its puzzle stay those of one thread: a "needed"
// answer stays true as givens go (the other solution it found still stands), so it counts
// whenever it comes; a "can go" answer counts only when no orbit was taken away between its
// check's start and the orbit's turn, and is checked again otherwise.
bool take_away(Puzzle& p, const Solution& solution, const std::vector<std::vector<int>>& order,
               int stop_at, Engine& engine, int threads, int& checks) {
  constexpr std::size_t kAhead = 8;  // 2 threads, minimal 25x25: 2 too few, 32 no better
  struct Result {
    bool ready = false;
    Status status = Status::Unknown;
    long version = 0;  // orbits taken away when its check started
  };
  const std::size_t m = order.size();
  std::vector<Result> results(m);
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t next = 0;  // the first orbit not handed out
  std::size_t turn = 0;  // the orbits before it are decided
  long taken = 0;        // orbits taken away so far
  int givens = given_count(p.givens);
  bool stopped = m > 0 && stop_at > 0 && givens <= stop_at;  // at `stop_at` before the pass ended
  bool again = false;    // the orbit at `turn` needs a check against the givens as they are
  bool minimal = true;
  std::exception_ptr failure;
  auto work = [&](Engine& e) {
    std::unique_lock<std::mutex> lock(mutex);
    while (true) {
      changed.wait(lock, [&] {
        return failure || stopped || turn == m || again || (next < m && next < turn + kAhead);
      });
      if (failure || stopped || turn == m) return;
      std::size_t j = turn;
      if (again) again = false;
      else j = next++;
      Puzzle q = p;
      const long version = taken;
      ++checks;
      lock.unlock();
      Status status = Status::Unknown;
      try {
        for (int cell : order[j]) q.givens.set(cell, 0);
        status = e.other(q, solution, order[j]).status;
      } catch (...) {
        lock.lock();
        if (!failure) failure = std::current_exception();
        changed.notify_all();
        return;
      }
      lock.lock();
      results[j] = Result{true, status, version};
      while (turn < m && results[turn].ready) {  // decide in order, as far as known
        Result& r = results[turn];
        if (r.status == Status::NoSolution) {
          if (r.version != taken) {  // checked with givens since taken away: once more
            r.ready = false;
            again = true;
            break;
          }
          for (int cell : order[turn]) p.givens.set(cell, 0);
          ++taken;
          givens -= static_cast<int>(order[turn].size());
        } else if (r.status == Status::Unknown) {
          minimal = false;
        }
        if (++turn < m && stop_at > 0 && givens <= stop_at) {
          stopped = true;
          break;
        }
      }
      changed.notify_all();
    }
  };
  std::vector<std::unique_ptr<Engine>> engines;
  for (int t = 1; t < threads; ++t) engines.push_back(std::make_unique<Engine>(engine.options()));
  std::vector<std::thread> pool;
  for (auto& e : engines) pool.emplace_back(work, std::ref(*e));
  work(engine);
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  return minimal && !stopped;
}

// Orbits are ordered by how far the solution is from another one there (below) from this
// size up: classic grids only (measured: docs/generate.md).
constexpr int kFarFirstMinSize = 15;

// Another solution of `tmpl` than `solution`, differing on `orbit`, where only the cells
// `in_region` picks may differ (the template's givens never do), as a fresh engine finds it
// first: the same for one CaDiCaL build, as a Sudominoku tiling. Empty when there is none.
template <class InRegion>
std::optional<Grid> other_nearby(const Puzzle& tmpl, const Solution& solution,
                                 const std::vector<int>& orbit, InRegion in_region) {
  Puzzle q = tmpl;
  q.givens = solution.grid;
  for (int cell = 0; cell < q.givens.shape.cells(); ++cell)
    if (in_region(cell)) q.givens.set(cell, tmpl.givens.at(cell));
  Engine fresh;  // the default options: no time limit, no portfolio race
  Answer other = fresh.other(q, solution, orbit);
  if (other.status != Status::Solved) return std::nullopt;
  return std::move(other.solution.grid);
}

// How far `orbit` is from another solution, roughly: 0 when its peers (the cells sharing a
// row, column or box with one of its cells) can be filled again so that it changes, every other
// cell held; else the cells that change in the other filling found of its bands and stacks
// (cells + 1 when there is none).
int trade_distance(const Puzzle& tmpl, const Solution& solution, const std::vector<int>& orbit) {
  const Shape& s = tmpl.givens.shape;
  auto peer = [&](int cell) {
    for (int o : orbit)
      if (s.row(cell) == s.row(o) || s.col(cell) == s.col(o) || s.box(cell) == s.box(o)) return true;
    return false;
  };
  if (other_nearby(tmpl, solution, orbit, peer)) return 0;
  auto band_or_stack = [&](int cell) {
    for (int o : orbit)
      if (s.row(cell) / s.box_rows == s.row(o) / s.box_rows || s.col(cell) / s.box_cols == s.col(o) / s.box_cols)
        return true;
    return false;
  };
  const std::optional<Grid> other = other_nearby(tmpl, solution, orbit, band_or_stack);
  if (!other) return s.cells() + 1;
  int changed = 0;
  for (int cell = 0; cell < s.cells(); ++cell) changed += other->at(cell) != solution.grid.at(cell);
  return changed;
}

// Orbits far from another solution first, each distance in its random order. Greedy taking
// away decides the late orbits on sparse grids, where an orbit that must stay costs a search
// for another solution: one close by is cheap, a far one is the generator's hard work. Far
// orbits tried early mostly go while many givens around them are left to keep the solution
// unique (measured: docs/generate.md).
void far_first(std::vector<std::vector<int>>& order, const std::vector<int>& distance) {
  std::stable_sort(order.begin(), order.end(), [&](const std::vector<int>& a, const std::vector<int>& b) {
    return distance[static_cast<std::size_t>(a.front())] > distance[static_cast<std::size_t>(b.front())];
  });
}

// The final uniqueness check, by counting (a different path from Engine::other).
void verify_unique(const Puzzle& p, const Solution& solution, Engine& engine) {
  const Count c = engine.count(p, 2, 1);
  if (c.status != Status::Solved || c.found != 1 || c.solutions.front().grid != solution.grid)
    throw std::logic_error("internal error: a generated puzzle is not unique");
}

// A better result for the aim `clues`: reaches it, or comes closer.
bool better(const Generated& candidate, const std::optional<Generated>& best) {
  return !best || candidate.clues < best->clues;
}

}  // namespace

std::optional<Generated> generate(const Puzzle& tmpl, const GenerateOptions& options, Engine& engine) {
  if (tmpl.is_domino()) throw std::invalid_argument("generate: use generate_domino for Sudominoku");
  if (!options.minimal && options.clues <= 0)
    throw std::invalid_argument("generate: a puzzle that need not be minimal needs a number of clues");
  std::mt19937_64 rng(options.seed);
  const int n = tmpl.givens.shape.n();
  int checks = 0;
  const std::optional<Solution> solution = tmpl.is_variant()
                                               ? solution_by_counts(tmpl, rng, engine, checks)
                                               : solution_by_search(tmpl, rng, engine, checks);
  if (!solution) return std::nullopt;
  std::vector<std::vector<int>> free;  // orbits' cells that are not the template's givens
  for (const auto& orbit : orbits(n, options.symmetry)) {
    std::vector<int> mine;
    for (int cell : orbit)
      if (tmpl.givens.at(cell) == 0) mine.push_back(cell);
    if (!mine.empty()) free.push_back(std::move(mine));
  }
  // Per orbit (by its first cell), its trade distance (far_first).
  std::vector<int> distance;
  if (!tmpl.is_variant() && n >= kFarFirstMinSize) {
    distance.assign(static_cast<std::size_t>(n * n), 0);
    for (const auto& orbit : free) {
      ++checks;
      distance[static_cast<std::size_t>(orbit.front())] = trade_distance(tmpl, *solution, orbit);
    }
  }
  std::optional<Generated> best;
  const int attempts = options.clues > 0 && options.minimal ? std::max(1, options.attempts) : 1;
  for (int attempt = 1; attempt <= attempts; ++attempt) {
    Generated g;
    g.puzzle = tmpl;
    g.puzzle.givens = solution->grid;
    g.solution = *solution;
    shuffle(free, rng);
    if (!distance.empty()) far_first(free, distance);
    g.minimal = take_away(g.puzzle, *solution, free, options.minimal ? 0 : options.clues, engine,
                          options.threads, checks);
    g.clues = given_count(g.puzzle.givens);
    g.attempts = attempt;
    if (better(g, best)) best = std::move(g);
    if (options.clues <= 0 || best->clues <= options.clues) break;
  }
  best->checks = checks + 1;
  verify_unique(best->puzzle, best->solution, engine);
  return best;
}

Generated generate_domino(const GenerateOptions& options, Engine& engine) {
  std::mt19937_64 rng(options.seed);
  const Shape shape{3, 3};
  int checks = 0;
  // 1. A random board: a random grid gives the singles' cells and some digits as hints; a
  // fresh solver completes grid and tiling (a new draw when it cannot).
  Puzzle blank;
  Solution board;
  for (bool found = false; !found;) {
    std::optional<Grid> grid;
    for (long long nodes = kFirstNodes; !(grid = random_completion(Grid(shape), rng, nodes)); nodes *= 2) {}
    blank = Puzzle{Grid(shape), DominoRules{}};
    for (int d = 1; d <= 9; ++d) {
      std::vector<int> holding;
      for (int cell = 0; cell < 81; ++cell)
        if (grid->at(cell) == d) holding.push_back(cell);
      const int cell = holding[below(rng, holding.size())];
      blank.dominoes->singles[d - 1] = cell;
      blank.givens.set(cell, d);
    }
    Grid hints = blank.givens;
    for (int k = 0; k < kDominoHints; ++k) {
      const int cell = static_cast<int>(below(rng, 81));
      hints.set(cell, grid->at(cell));
    }
    Vars vars(9);
    const DominoEncoding enc = encode_domino(blank, hints, vars, default_amo(9));
    SatSolver solver;
    solver.reserve(vars.count());
    solver.add(enc.cnf);
    solver.limit_conflicts(kBoardConflicts);
    ++checks;
    if (solver.solve() != SatSolver::Sat) continue;
    board = Solution{Grid(shape), {}};
    for (int cell = 0; cell < 81; ++cell)
      for (int d = 1; d <= 9; ++d)
        if (solver.value(vars.cell(cell, d))) board.grid.set(cell, d);
    for (std::size_t i = 0; i < enc.placement_vars.size(); ++i)
      if (solver.value(enc.placement_vars[i])) board.tiling.push_back(enc.placements[i]);
    found = true;
  }
  // 2. Every domino placed, then dominoes taken away in random order while unique.
  const int floor = std::max({1, options.min_dominoes, options.clues > 0 && !options.minimal ? options.clues : 0});
  auto puzzle_with = [&](const std::vector<bool>& placed) {
    Puzzle p = blank;
    p.givens = blank.givens;
    for (std::size_t i = 0; i < board.tiling.size(); ++i) {
      if (!placed[i]) continue;
      const Placement& pl = board.tiling[i];
      p.dominoes->placed.push_back(pl);
      for (int k = 0; k < 2; ++k) p.givens.set(pl.cells[k], pl.digits[k]);
    }
    return p;
  };
  std::optional<Generated> best;
  const int attempts = options.clues > 0 && options.minimal ? std::max(1, options.attempts) : 1;
  std::vector<int> order(board.tiling.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  for (int attempt = 1; attempt <= attempts; ++attempt) {
    std::vector<bool> placed(board.tiling.size(), true);
    int left = static_cast<int>(placed.size());
    bool minimal = true;
    shuffle(order, rng);
    for (int i : order) {
      if (left <= floor) {
        minimal = false;
        break;
      }
      placed[static_cast<std::size_t>(i)] = false;
      ++checks;
      const Answer other = engine.other(puzzle_with(placed), board);
      if (other.status == Status::NoSolution) {
        --left;
        continue;
      }
      if (other.status == Status::Unknown) minimal = false;
      placed[static_cast<std::size_t>(i)] = true;
    }
    Generated g;
    g.puzzle = puzzle_with(placed);
    g.solution = board;
    g.clues = left;
    g.minimal = minimal;
    g.attempts = attempt;
    if (better(g, best)) best = std::move(g);
    if (options.clues <= 0 || best->clues <= options.clues) break;
  }
  if (best->clues > 35) throw std::logic_error("internal error: no placed domino could be taken away");
  best->checks = checks + 1;
  verify_unique(best->puzzle, best->solution, engine);
  return std::move(*best);
}

const char* to_string(Rating::Level level) {
  static constexpr Named<Rating::Level> kNames[] = {
      {Rating::Singles, "singles"}, {Rating::Probing, "probing"}, {Rating::Search, "search"}};
  return name_of(kNames, level);
}

Rating rate(const Puzzle& puzzle) {
  Rating r;
  if (!puzzle.is_domino() && !puzzle.is_variant()) {
    if (propagate_givens(puzzle.givens, Reasoning::Singles).state == Propagated::Complete)
      r.level = Rating::Singles;
    else if (propagate_givens(puzzle.givens, Reasoning::Probing).state == Propagated::Complete)
      r.level = Rating::Probing;
  }
  EngineOptions fresh;
  fresh.reuse = false;
  fresh.propagate = false;
  Engine engine(fresh);
  const Count c = engine.count(puzzle, 2);
  if (c.status != Status::Solved || c.found != 1)
    throw std::invalid_argument("rate: the puzzle does not have exactly one solution");
  r.conflicts = c.conflicts;
  return r;
}

}  // namespace sudosat
