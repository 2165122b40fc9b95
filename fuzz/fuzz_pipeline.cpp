// The whole pipeline on what the reader makes of the input (format detected, at most 3
// puzzles of at most 16x16): solve (lexmin and any) and count, by two engines that share no
// choice (EngineOptions: lexmin Ordered against Descent, solver reuse, propagation and probing
// on against off), each with a 50 ms time limit. Findings: an answer the independent checker
// rejects; two engines that disagree (one solves what the other proves unsolvable, other
// lexmin grids, other counts); a count that disagrees with solve; an exception.
#include <chrono>
#include <set>
#include <sstream>
#include <string>

#include "engine/engine.hpp"
#include "harness.hpp"
#include "model/check.hpp"
#include "formats/format.hpp"

using namespace sudosat;

namespace {

constexpr double kLimit = 0.05;  // seconds per puzzle and call

EngineOptions options(bool plain, bool variant) {
  EngineOptions o;
  o.time_limit = std::chrono::duration<double>(kLimit);
  if (plain) {
    o.reuse = false;
    o.propagate = false;
    o.probe = false;
    o.lexmin = variant ? LexminMethod::Ordered : LexminMethod::Descent;  // not what Auto picks
  }
  return o;
}

void check_answer(const Puzzle& p, const Answer& a, const char* what) {
  if (a.status != Status::Solved) return;
  const auto why = check_solution(p, a.solution);
  fuzz::require(!why, std::string(what) + ": the checker rejects the answer: " + why.value_or(""));
}

void run(const Puzzle& p, Engine& main, Engine& other) {
  const Answer a = main.solve(p, Goal::Lexmin);
  const Answer b = other.solve(p, Goal::Lexmin);
  check_answer(p, a, "lexmin");
  check_answer(p, b, "lexmin (second engine)");
  const auto known = [](Status s) { return s != Status::Unknown; };
  if (known(a.status) && known(b.status)) {
    fuzz::require(a.status == b.status, "the engines disagree on whether there is a solution");
    if (a.status == Status::Solved)
      fuzz::require(a.solution.grid == b.solution.grid, "the engines find other lexmin grids");
  }
  const Answer any = main.solve(p, Goal::Any);
  check_answer(p, any, "any");
  if (known(any.status) && known(a.status)) {
    fuzz::require(any.status == a.status, "solve any and solve lexmin disagree");
    if (any.status == Status::Solved)
      fuzz::require(!(any.solution.grid < a.solution.grid), "a solution below the lexmin one");
  }

  const Count c = main.count(p, 3, 3);
  const Count d = other.count(p, 3, 3);
  for (const Count* k : {&c, &d}) {
    if (k->status != Status::Solved) continue;
    fuzz::require(k->found >= 0 && k->found <= 3, "a count outside 0..limit");
    fuzz::require(k->limit_reached == (k->found == 3), "limit_reached wrong");
    fuzz::require(static_cast<int>(k->solutions.size()) == k->found, "kept solutions != found");
    std::set<std::vector<std::uint8_t>> seen;
    for (const Solution& s : k->solutions) {
      const auto why = check_solution(p, s);
      fuzz::require(!why, "count: the checker rejects a solution: " + why.value_or(""));
      fuzz::require(seen.insert(s.grid.cells).second, "count: a solution found twice");
      if (a.status == Status::Solved)
        fuzz::require(!(s.grid < a.solution.grid), "count found a solution below the lexmin one");
    }
    if (known(a.status))
      fuzz::require((k->found == 0) == (a.status == Status::NoSolution), "count and solve disagree");
  }
  if (c.status == Status::Solved && d.status == Status::Solved)
    fuzz::require(c.found == d.found, "the engines count " + std::to_string(c.found) + " and " +
                                          std::to_string(d.found) + " solutions");
}

}  // namespace

SUDOSAT_FUZZ_TARGET(pipeline) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  try {
    PuzzleReader reader(in, "fuzz", ReadOptions{});
    Record rec;
    Engine main_classic(options(false, false)), other_classic(options(true, false));
    Engine main_variant(options(false, true)), other_variant(options(true, true));
    for (int k = 0; k < 3 && reader.next(rec); ++k) {
      if (!rec.puzzle) {
        if (rec.fatal) break;
        continue;
      }
      const Puzzle& p = *rec.puzzle;
      if (p.givens.shape.n() > 16) continue;
      if (p.is_variant())
        run(p, main_variant, other_variant);
      else
        run(p, main_classic, other_classic);
    }
  } catch (const InputError&) {
  }
  return 0;
}
