#include "generate.hpp"

#include <algorithm>
#include <random>
#include <set>
#include <stdexcept>

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

std::optional<Symmetry> parse_symmetry(const std::string& name) {
  if (name == "none") return Symmetry::None;
  if (name == "rot180") return Symmetry::Rot180;
  if (name == "rot90") return Symmetry::Rot90;
  if (name == "mirror") return Symmetry::Mirror;
  if (name == "diagonal") return Symmetry::Diagonal;
  return std::nullopt;
}

const char* to_string(Symmetry s) {
  switch (s) {
    case Symmetry::None: return "none";
    case Symmetry::Rot180: return "rot180";
    case Symmetry::Rot90: return "rot90";
    case Symmetry::Mirror: return "mirror";
    case Symmetry::Diagonal: return "diagonal";
  }
  return "?";
}

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

std::optional<Generated> generate(const Puzzle& tmpl, const GenerateOptions& options, Engine& engine) {
  if (tmpl.is_domino()) throw std::invalid_argument("generate: Sudominoku templates are not supported");
  std::mt19937_64 rng(options.seed);
  const int n = tmpl.givens.shape.n(), cells = n * n;
  Generated g;
  g.puzzle = tmpl;
  Puzzle& p = g.puzzle;
  auto unique_count = [&](int keep) {
    ++g.checks;
    return engine.count(p, 2, keep);
  };
  // 1. A random solution: random digits in random cells, each kept while a solution remains.
  Count c = unique_count(1);
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
      const Count tried = unique_count(1);
      if (tried.found > 0) {
        c = tried;
        break;
      }
      p.givens.set(cell, 0);
    }
    if (p.givens.at(cell) == 0) return std::nullopt;  // cannot happen: some digit fits
  }
  if (c.found != 1) return std::nullopt;
  g.solution = c.solutions.front().grid;
  // 2. Every cell given, then orbits taken away in random order while the solution is unique.
  // One pass suffices for minimality: an orbit that could not go cannot go later either, with
  // fewer givens around it.
  p.givens = g.solution;
  std::vector<std::vector<int>> free;  // orbits' cells that are not the template's givens
  for (const auto& orbit : orbits(n, options.symmetry)) {
    std::vector<int> mine;
    for (int cell : orbit)
      if (tmpl.givens.at(cell) == 0) mine.push_back(cell);
    if (!mine.empty()) free.push_back(std::move(mine));
  }
  shuffle(free, rng);
  auto given_count = [&] {
    int k = 0;
    for (int cell = 0; cell < cells; ++cell) k += p.givens.at(cell) != 0;
    return k;
  };
  g.minimal = true;
  for (const auto& orbit : free) {
    if (options.clues > 0 && given_count() <= options.clues) {
      g.minimal = false;
      break;
    }
    for (int cell : orbit) p.givens.set(cell, 0);
    if (unique_count(0).found == 1) continue;
    for (int cell : orbit) p.givens.set(cell, g.solution.at(cell));
  }
  g.clues = given_count();
  return g;
}

}  // namespace sudosat
