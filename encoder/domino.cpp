#include "domino.hpp"

#include <algorithm>

namespace sudosat {

namespace {

// Whether the formula holds the empty clause (encode_puzzle adds it for clashing givens).
bool has_empty_clause(const Cnf& cnf) {
  bool start = true;
  for (int lit : cnf.lits) {
    if (start && lit == 0) return true;
    start = lit == 0;
  }
  return false;
}

}  // namespace

Amo default_domino_amo() { return Amo::Sequential; }

DominoEncoding encode_domino(const Puzzle& puzzle, Vars& vars, Amo amo,
                             std::optional<Amo> group_amo) {
  return encode_domino(puzzle, puzzle.givens, vars, amo, group_amo);
}

DominoEncoding encode_domino(const Puzzle& puzzle, const Grid& digits, Vars& vars, Amo amo,
                             std::optional<Amo> group_amo) {
  const Grid& givens = puzzle.givens;  // the covered cells
  const Shape& s = givens.shape;
  DominoEncoding enc;
  enc.cnf = encode_puzzle(digits, vars, amo);
  if (has_empty_clause(enc.cnf)) return enc;  // clashing givens: nothing more to say
  const Amo gamo = group_amo ? *group_amo : default_domino_amo();

  // possible[cell][d]: a free cell may hold d: its known digit, or no known digit rules d out
  // (a known d in its row, column or box). Covered cells never matter.
  bool possible[81][10];
  for (int c = 0; c < 81; ++c)
    for (int d = 0; d <= 9; ++d)
      possible[c][d] = d > 0 && givens.at(c) == 0 && (digits.at(c) == 0 || digits.at(c) == d);
  for (int c = 0; c < 81; ++c) {
    const int g = digits.at(c);
    if (g == 0) continue;
    for (int o = 0; o < 81; ++o)
      if (o != c && (s.row(o) == s.row(c) || s.col(o) == s.col(c) || s.box(o) == s.box(c)))
        possible[o][g] = false;
  }
  // Dominoes already on the board.
  bool placed[10][10] = {};
  for (const Placement& p : puzzle.dominoes->placed)
    placed[std::min(p.digits[0], p.digits[1])][std::max(p.digits[0], p.digits[1])] = true;
  bool placed_index[36] = {};

  std::vector<std::vector<int>> by_cell(81), by_domino(36);
  int domino = 0;
  std::vector<std::pair<int, int>> pairs;  // free adjacent cells, c < o
  for (int c = 0; c < 81; ++c) {
    if (givens.at(c) != 0) continue;
    if (s.col(c) < 8 && givens.at(c + 1) == 0) pairs.push_back({c, c + 1});
    if (s.row(c) < 8 && givens.at(c + 9) == 0) pairs.push_back({c, c + 9});
  }
  for (int a = 1; a <= 9; ++a)
    for (int b = a + 1; b <= 9; ++b, ++domino) {
      if (placed[a][b]) {
        placed_index[domino] = true;
        continue;
      }
      auto& uses = by_domino[static_cast<std::size_t>(domino)];
      for (auto [c, o] : pairs)
        for (int flip = 0; flip < 2; ++flip) {
          const int dc = flip ? b : a, dout = flip ? a : b;
          if (!possible[c][dc] || !possible[o][dout]) continue;
          const int v = vars.fresh();
          enc.placement_vars.push_back(v);
          enc.placements.push_back(Placement{{dc, dout}, {c, o}});
          enc.cnf.add({-v, vars.cell(c, dc)});
          enc.cnf.add({-v, vars.cell(o, dout)});
          uses.push_back(v);
          by_cell[static_cast<std::size_t>(c)].push_back(v);
          by_cell[static_cast<std::size_t>(o)].push_back(v);
        }
    }
  // Numbered after all placements, so that placement variables are consecutive.
  for (int k = 0; k < 36; ++k)
    if (!placed_index[k])  // an empty group is the empty clause: the domino fits nowhere
      exactly_one(enc.cnf, by_domino[static_cast<std::size_t>(k)], vars, gamo);
  for (int c = 0; c < 81; ++c)
    if (givens.at(c) == 0) exactly_one(enc.cnf, by_cell[static_cast<std::size_t>(c)], vars, gamo);
  return enc;
}

}  // namespace sudosat
