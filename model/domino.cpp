// Sudominoku's model: cell names, the adjacency and names of dominoes, and the independent
// tiling check (plain loops, nothing shared with the reader or the encoder).
#include <algorithm>
#include <cstdlib>

#include "check.hpp"

namespace sudosat {

std::string cell_name(int cell) {
  return std::string(1, static_cast<char>('A' + cell / 9)) + static_cast<char>('1' + cell % 9);
}

bool domino_cells_adjacent(int a, int b) {
  if (a < 0 || b < 0 || a > 80 || b > 80) return false;
  const int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
  return (ra == rb && std::abs(ca - cb) == 1) || (ca == cb && std::abs(ra - rb) == 1);
}

std::string domino_name(int a, int b) {
  if (a > b) std::swap(a, b);
  return std::to_string(a) + "-" + std::to_string(b);
}

// ---------------------------------------------------------------------------------------------
// check_tiling: plain loops, nothing shared with the parser or the encoder.

std::optional<std::string> check_tiling(const Puzzle& puzzle, const Solution& solution) {
  if (!puzzle.is_domino()) return std::nullopt;
  const DominoRules& rules = *puzzle.dominoes;
  const Grid& g = solution.grid;
  if (g.shape != Shape{3, 3}) return std::string("a Sudominoku grid must be 9x9 with 3x3 boxes");
  int covered[81] = {};
  for (int d = 1; d <= 9; ++d) {
    const int c = rules.singles[d - 1];
    if (c < 0 || c > 80) return "single " + std::to_string(d) + " is off the board";
    if (g.at(c) != d)
      return "cell " + cell_name(c) + " holds " + std::to_string(g.at(c)) + ", not its single " +
             std::to_string(d);
    if (covered[c]++) return "cell " + cell_name(c) + " holds two singles";
  }
  if (solution.tiling.size() != 36)
    return "the tiling has " + std::to_string(solution.tiling.size()) + " dominoes, not 36";
  bool used[10][10] = {};
  for (const Placement& p : solution.tiling) {
    for (int k = 0; k < 2; ++k) {
      if (p.cells[k] < 0 || p.cells[k] > 80) return std::string("a domino is off the board");
      if (p.digits[k] < 1 || p.digits[k] > 9) return std::string("a domino has a digit outside 1..9");
    }
    const std::string where = cell_name(p.cells[0]) + "-" + cell_name(p.cells[1]);
    if (!domino_cells_adjacent(p.cells[0], p.cells[1])) return "domino on " + where + " is not on adjacent cells";
    for (int k = 0; k < 2; ++k) {
      if (g.at(p.cells[k]) != p.digits[k])
        return "domino on " + where + " says " + std::to_string(p.digits[k]) + " at " +
               cell_name(p.cells[k]) + " but the grid holds " + std::to_string(g.at(p.cells[k]));
      if (covered[p.cells[k]]++) return "cell " + cell_name(p.cells[k]) + " is covered twice";
    }
    const int a = std::min(p.digits[0], p.digits[1]), b = std::max(p.digits[0], p.digits[1]);
    if (a == b) return "domino on " + where + " has equal halves";
    if (used[a][b]) return "domino " + domino_name(a, b) + " is used twice";
    used[a][b] = true;
  }
  // 36 distinct dominoes each covering two new cells, plus 9 singles: all 81 cells, once each.
  for (const Placement& q : rules.placed) {
    bool kept = false;
    for (const Placement& p : solution.tiling)
      for (int flip = 0; flip < 2 && !kept; ++flip)
        kept = p.cells[0] == q.cells[flip] && p.cells[1] == q.cells[1 - flip] &&
               p.digits[0] == q.digits[flip] && p.digits[1] == q.digits[1 - flip];
    if (!kept) return "placed domino on " + cell_name(q.cells[0]) + "-" + cell_name(q.cells[1]) +
                      " is missing from the tiling";
  }
  for (int c = 0; c < 81; ++c)
    if (covered[c] != 1) return "cell " + cell_name(c) + " is not covered";
  return std::nullopt;
}

}  // namespace sudosat
