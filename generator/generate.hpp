// Puzzles with exactly one solution, made by the engine from a template: its size, box shape or
// regions, constraints and givens are kept; a random solution is drawn, and givens are then
// taken away, a symmetric orbit at a time, while the solution stays unique.
//
// The solution grid:
//  - classic: random_completion (engine/propagate.hpp) of the template's givens: depth-first
//    search, singles propagated, cells of fewest candidates first, digits in random order;
//  - variants: random cells get random digits (the template's givens first), each kept only
//    while the puzzle still has a solution, until it has exactly one (exact counts);
//  - Sudominoku: a random grid as for classic; each single goes on a random cell holding its
//    digit, and 20 random cells keep theirs as hints; a fresh SAT solver completes a grid and
//    a tiling of the 72 other cells by the 36 dominoes (a new draw when it finds none within
//    2,000 conflicts: a conflict count, unlike a time limit, is the same on every run); the
//    puzzle starts with every domino placed.
// Every later decision rests on exact answers (is the solution still unique?), never on which
// model a solver happened to find first, so the same template, options and seed give the same
// puzzle whatever the engine solved before, on any machine and thread count (the Sudominoku
// tiling and the order below from 15x15 up use the first model of a fresh solver: the same for
// one CaDiCaL build).
//
// Taking away: orbits of the symmetry (Sudominoku: placed dominoes) in random order, each
// taken away when the solution stays unique (Engine::other: one SAT call, asking for a
// solution that differs on the orbit; any other solution must). One pass makes the puzzle
// minimal: an orbit that could not go cannot go later either, with fewer givens around it.
// Classic grids from 15x15 up try the orbits far from another solution first (an orbit whose
// row, column and box cells can be refilled so that it changes comes last): the orbits that
// stay are then those whose uniqueness check finds another solution close by, quickly
// (docs/generate.md: a minimal 25x25 in seconds instead of a minute).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.hpp"

namespace sudosat {

enum class Symmetry { None, Rot180, Rot90, Mirror, Diagonal };

std::optional<Symmetry> parse_symmetry(const std::string& name);  // "none", "rot180", ...
const char* to_string(Symmetry s);

struct GenerateOptions {
  std::uint64_t seed = 1;
  Symmetry symmetry = Symmetry::Rot180;  // Sudominoku: not used
  bool minimal = true;  // take away every orbit that can go (the puzzle is then minimal)
  int clues = 0;        // aim at most this many givens (Sudominoku: placed dominoes); 0: none.
                        // Not minimal: taking away stops there. Minimal: a puzzle left with
                        // more is made again with other orders, up to `attempts` times, and
                        // the one with the fewest is kept
  int attempts = 20;
  int min_dominoes = 10;  // Sudominoku: never fewer placed dominoes (BOJ 4574 needs 10..35)
  int threads = 1;  // classic and variant puzzles: engines checking orbits at once (each an
                    // Engine with the caller's options); the puzzle does not depend on it
};

// How hard a unique puzzle is, reproducibly.
struct Rating {
  enum Level {
    Singles,  // classic: naked and hidden singles (unit propagation) complete the grid
    Probing,  // classic: singles and failed-literal probing complete it (engine/propagate.hpp)
    Search,   // neither (always so for Sudominoku and variants)
  };
  Level level = Search;
  // The conflicts a fresh CaDiCaL solver (the puzzle's own formula, no propagation before)
  // analyses to find the solution and prove there is no other (SatSolver::conflicts); the
  // same on every run of one build.
  long long conflicts = 0;
};
const char* to_string(Rating::Level level);  // "singles", "probing", "search"

struct Generated {
  Puzzle puzzle;      // the template with the chosen givens; exactly one solution
  Solution solution;  // its solution (Sudominoku: with a tiling)
  int clues = 0;      // givens of the puzzle (the template's included); Sudominoku: placed
                      // dominoes
  bool minimal = false;  // no given (orbit, domino) can be taken away without losing uniqueness
  int checks = 0;     // uniqueness checks made
  int attempts = 0;   // removal orders tried
};

// A puzzle generated from `tmpl` as described above; the template's givens are always kept,
// so the puzzle is symmetric only where they are. Its uniqueness is checked once more at the
// end (Engine::count to 2). Empty when the template has no solution. Throws
// std::invalid_argument for a Sudominoku template (use generate_domino).
std::optional<Generated> generate(const Puzzle& tmpl, const GenerateOptions& options, Engine& engine);

// A Sudominoku puzzle (BOJ 4574) as described above, with at least options.min_dominoes and
// at most 35 placed dominoes.
Generated generate_domino(const GenerateOptions& options, Engine& engine);

// The rating of a puzzle with exactly one solution (throws std::invalid_argument otherwise).
Rating rate(const Puzzle& puzzle);

// The cells of each orbit of `symmetry` on an n x n grid, each orbit listed once.
std::vector<std::vector<int>> orbits(int n, Symmetry symmetry);

}  // namespace sudosat
