// sudosat/solver.hpp's generate_puzzle and rate_puzzle over generator/generate.
#include <stdexcept>

#include "sudosat/explain.hpp"
#include "sudosat/solver.hpp"
#include "generator/generate.hpp"
#include "model/error.hpp"

namespace sudosat {

std::optional<GeneratedPuzzle> generate_puzzle(const Puzzle& tmpl, const GenerateSpec& spec) {
  const std::optional<Symmetry> symmetry = parse_symmetry(spec.symmetry);
  if (!symmetry)
    throw InputError("<generate>", 0, 0, "unknown symmetry '" + spec.symmetry +
                                             "' (none, rot180, rot90, mirror, diagonal)");
  if (spec.clues < 0) throw std::invalid_argument("clues must be >= 0, got " + std::to_string(spec.clues));
  if (spec.threads < 1) throw std::invalid_argument("threads must be >= 1, got " + std::to_string(spec.threads));
  if (!spec.minimal && spec.clues == 0)
    throw std::invalid_argument("a puzzle that need not be minimal needs a number of clues");
  GenerateOptions options;
  options.seed = spec.seed;
  options.symmetry = *symmetry;
  options.clues = spec.clues;
  options.minimal = spec.minimal;
  options.threads = spec.threads;
  // One engine per thread: every decision rests on exact answers, so what it solved before
  // changes nothing in the puzzle, and its solvers are reused from puzzle to puzzle.
  thread_local Engine engine;
  std::optional<Generated> g;
  if (tmpl.is_domino()) g = generate_domino(options, engine);
  else g = generate(tmpl, options, engine);
  if (!g) return std::nullopt;
  GeneratedPuzzle out;
  out.puzzle = std::move(g->puzzle);
  out.solution = std::move(g->solution.grid);
  out.clues = g->clues;
  out.minimal = g->minimal;
  out.attempts = g->attempts;
  return out;
}

Difficulty rate_puzzle(const Puzzle& puzzle) {
  const Rating r = rate(puzzle);
  Difficulty d;
  d.level = to_string(r.level);
  d.conflicts = r.conflicts;
  if (!puzzle.is_domino() && puzzle.givens.shape.n() <= 16) {
    const Explanation e = explain(puzzle);
    d.explain_status = e.status;
    d.explain_rating = e.rating;
    d.explain_steps = static_cast<int>(e.steps.size());
  }
  return d;
}

}  // namespace sudosat
