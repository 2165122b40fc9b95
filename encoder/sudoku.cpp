#include "sudoku.hpp"

namespace sudosat {

namespace {

// The 4 n^2 groups of the extended encoding, as lists of (cell, digit) pairs, in a fixed
// order: cells, then rows x digits, columns x digits, boxes x digits.
template <class Visit>
void for_each_group(const Shape& s, Visit visit) {
  const int n = s.n();
  std::vector<std::pair<int, int>> group(static_cast<std::size_t>(n));
  for (int cell = 0; cell < s.cells(); ++cell) {
    for (int d = 1; d <= n; ++d) group[static_cast<std::size_t>(d - 1)] = {cell, d};
    visit(group);
  }
  for (int kind = 0; kind < 3; ++kind)
    for (int unit = 0; unit < n; ++unit)
      for (int d = 1; d <= n; ++d) {
        for (int k = 0; k < n; ++k) {
          int r, c;
          if (kind == 0) {
            r = unit, c = k;
          } else if (kind == 1) {
            r = k, c = unit;
          } else {
            r = (unit / s.box_rows) * s.box_rows + k / s.box_cols;
            c = (unit % s.box_rows) * s.box_cols + k % s.box_cols;
          }
          group[static_cast<std::size_t>(k)] = {r * n + c, d};
        }
        visit(group);
      }
}

}  // namespace

// Pairwise for every size: on hard 16x16 and 25x25 puzzles it solved as fast as the sequential
// counter or faster, though with more clauses (bench/RESULTS.md; docs/performance.md, "Constants and options").
Amo default_amo(int) { return Amo::Pairwise; }

void at_most_one(Cnf& cnf, const std::vector<int>& lits, Vars& vars, Amo amo) {
  const std::size_t k = lits.size();
  if (amo == Amo::Pairwise || k <= 5) {
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = i + 1; j < k; ++j) cnf.add({-lits[i], -lits[j]});
    return;
  }
  // Sinz's sequential counter: s_i = "one of lits[0..i] is true".
  int prev = vars.fresh();
  cnf.add({-lits[0], prev});
  for (std::size_t i = 1; i + 1 < k; ++i) {
    const int s = vars.fresh();
    cnf.add({-lits[i], s});
    cnf.add({-prev, s});
    cnf.add({-lits[i], -prev});
    prev = s;
  }
  cnf.add({-lits[k - 1], -prev});
}

void exactly_one(Cnf& cnf, const std::vector<int>& lits, Vars& vars, Amo amo) {
  cnf.add(lits);
  at_most_one(cnf, lits, vars, amo);
}

Cnf encode_rules(const Shape& shape, Vars& vars, Amo amo) {
  Cnf cnf;
  std::vector<int> lits;
  for_each_group(shape, [&](const std::vector<std::pair<int, int>>& group) {
    lits.clear();
    for (auto [cell, d] : group) lits.push_back(vars.cell(cell, d));
    exactly_one(cnf, lits, vars, amo);
  });
  return cnf;
}

Cnf encode_puzzle(const Grid& givens, Vars& vars, Amo amo) {
  return encode_puzzle(givens, {}, vars, amo);
}

Cnf encode_puzzle(const Grid& givens, const std::vector<std::uint64_t>& candidates, Vars& vars,
                  Amo amo) {
  const Shape& s = givens.shape;
  const int n = s.n();
  // status[x(cell,d)]: +1 given true, -1 false because of a given, 0 open.
  std::vector<signed char> status(static_cast<std::size_t>(vars.cell_vars() + 1), 0);
  auto at = [&](int cell, int d) -> signed char& {
    return status[static_cast<std::size_t>(vars.cell(cell, d))];
  };
  for (int cell = 0; cell < s.cells(); ++cell) {
    const int g = givens.at(cell);
    if (g == 0) continue;
    for (int d = 1; d <= n; ++d)
      if (d != g) at(cell, d) = -1;
    for (int other = 0; other < s.cells(); ++other)
      if (other != cell && (s.row(other) == s.row(cell) || s.col(other) == s.col(cell) ||
                            s.box(other) == s.box(cell)))
        at(other, g) = -1;
  }
  if (!candidates.empty())
    for (int cell = 0; cell < s.cells(); ++cell)
      for (int d = 1; d <= n; ++d)
        if (!((candidates[static_cast<std::size_t>(cell)] >> (d - 1)) & 1)) at(cell, d) = -1;
  Cnf cnf;
  bool clash = false;
  for (int cell = 0; cell < s.cells(); ++cell) {
    const int g = givens.at(cell);
    if (g == 0) continue;
    clash |= at(cell, g) < 0;  // another given of the same digit sees this cell
    cnf.add({vars.cell(cell, g)});
  }
  if (clash) {
    cnf.add({});  // the empty clause: clashing givens have no solution
    return cnf;
  }
  // Every literal the givens make false becomes a negative unit, so that every variable of a
  // cell is fixed in any model and an external solver's model decodes unambiguously.
  for (int cell = 0; cell < s.cells(); ++cell)
    for (int d = 1; d <= n; ++d)
      if (at(cell, d) < 0) cnf.add({-vars.cell(cell, d)});
  for (int cell = 0; cell < s.cells(); ++cell)
    if (givens.at(cell) != 0) at(cell, givens.at(cell)) = 1;
  std::vector<int> lits;
  for_each_group(s, [&](const std::vector<std::pair<int, int>>& group) {
    lits.clear();
    for (auto [cell, d] : group) {
      const int x = vars.cell(cell, d);
      const int st = status[static_cast<std::size_t>(x)];
      if (st > 0) return;  // satisfied by a given; its other members are already false
      if (st == 0) lits.push_back(x);
    }
    exactly_one(cnf, lits, vars, amo);
  });
  return cnf;
}

}  // namespace sudosat
