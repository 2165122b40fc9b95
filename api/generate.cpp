// sudosat/solver.hpp's generate_puzzle over decoder/generate.
#include <stdexcept>

#include "sudosat/solver.hpp"
#include "decoder/generate.hpp"
#include "model/error.hpp"

namespace sudosat {

std::optional<GeneratedPuzzle> generate_puzzle(const Puzzle& tmpl, const GenerateSpec& spec) {
  const std::optional<Symmetry> symmetry = parse_symmetry(spec.symmetry);
  if (!symmetry)
    throw InputError("<generate>", 0, 0, "unknown symmetry '" + spec.symmetry +
                                             "' (none, rot180, rot90, mirror, diagonal)");
  if (spec.clues < 0) throw std::invalid_argument("clues must be >= 0, got " + std::to_string(spec.clues));
  GenerateOptions options;
  options.seed = spec.seed;
  options.symmetry = *symmetry;
  options.clues = spec.clues;
  Engine engine;
  std::optional<Generated> g = generate(tmpl, options, engine);
  if (!g) return std::nullopt;
  GeneratedPuzzle out;
  out.puzzle = std::move(g->puzzle);
  out.solution = std::move(g->solution.grid);
  out.clues = g->clues;
  out.minimal = g->minimal;
  return out;
}

}  // namespace sudosat
