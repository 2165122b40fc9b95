#include "check.hpp"

#include <vector>

namespace sudosat {

namespace {

const char* kUnit[3] = {"row", "column", "box"};

// The first digit repeated in a row, column or box, ignoring blanks.
std::optional<std::string> repeated(const Grid& g) {
  const Shape& s = g.shape;
  const int n = s.n();
  std::vector<int> seen(static_cast<std::size_t>(3 * n * (n + 1)), 0);
  for (int cell = 0; cell < s.cells(); ++cell) {
    const int d = g.at(cell);
    if (d == 0) continue;
    const int unit[3] = {s.row(cell), s.col(cell), s.box(cell)};
    for (int k = 0; k < 3; ++k) {
      int& count = seen[static_cast<std::size_t>((k * n + unit[k]) * (n + 1) + d)];
      if (++count == 2)
        return "digit " + std::to_string(d) + " twice in " + kUnit[k] + " " +
               std::to_string(unit[k] + 1);
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> find_clash(const Grid& givens) { return repeated(givens); }

std::optional<std::string> check_solution(const Puzzle& puzzle, const Solution& solution) {
  const Grid& g = solution.grid;
  if (g.shape != puzzle.givens.shape) return std::string("the grid has the wrong shape");
  const int n = g.shape.n();
  // A digit set: check_variant says it all, in the digits' values.
  if (puzzle.is_variant() && !puzzle.variant->digits.empty()) return check_variant(puzzle, g);
  for (int cell = 0; cell < g.shape.cells(); ++cell) {
    const int d = g.at(cell), given = puzzle.givens.at(cell);
    auto where = [&] {  // built only on failure: this runs on every answer
      return "row " + std::to_string(g.shape.row(cell) + 1) + " column " +
             std::to_string(g.shape.col(cell) + 1);
    };
    if (d < 1 || d > n) return "no digit at " + where();
    if (given != 0 && d != given)
      return "given " + std::to_string(given) + " at " + where() + " changed to " +
             std::to_string(d);
  }
  if (puzzle.is_variant()) return check_variant(puzzle, g);
  if (auto why = repeated(g)) return why;
  if (puzzle.is_domino()) return check_tiling(puzzle, solution);
  return std::nullopt;
}

}  // namespace sudosat
