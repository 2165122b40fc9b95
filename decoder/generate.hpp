// Puzzles with exactly one solution, made by the engine from a template: its size, box shape or
// regions, constraints and givens are kept; a random solution grid is drawn, and givens are
// then taken away, a symmetric orbit at a time, while the solution stays unique.
//
// The solution grid: random cells get random digits (the template's givens first), each kept
// only while the puzzle still has a solution, until it has exactly one. Every decision rests on
// exact answers (counts to 2, no "any solution"), so the same template, options and seed give
// the same puzzle whatever the engine solved before, on any machine and thread count.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "search.hpp"

namespace sudosat {

enum class Symmetry { None, Rot180, Rot90, Mirror, Diagonal };

std::optional<Symmetry> parse_symmetry(const std::string& name);  // "none", "rot180", ...
const char* to_string(Symmetry s);

struct GenerateOptions {
  std::uint64_t seed = 1;
  Symmetry symmetry = Symmetry::Rot180;
  int clues = 0;  // stop taking givens away once at most this many remain (0: take away all
                  // that can go, which makes the puzzle minimal)
};

struct Generated {
  Puzzle puzzle;      // the template with the chosen givens; exactly one solution
  Grid solution;
  int clues = 0;      // givens of the puzzle (the template's included)
  bool minimal = false;  // no given (orbit) can be taken away without losing uniqueness
  int checks = 0;     // uniqueness checks made
};

// A puzzle generated from `tmpl` as described above; the template's givens are always kept
// (so the puzzle is symmetric only where they are). Empty when the template has no solution.
// Throws std::invalid_argument for a Sudominoku template.
std::optional<Generated> generate(const Puzzle& tmpl, const GenerateOptions& options, Engine& engine);

// The cells of each orbit of `symmetry` on an n x n grid, each orbit listed once.
std::vector<std::vector<int>> orbits(int n, Symmetry symmetry);

}  // namespace sudosat
