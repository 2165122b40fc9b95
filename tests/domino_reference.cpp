#include "domino_reference.hpp"

#include <algorithm>
#include <set>

#include "reference.hpp"

namespace sudosat::test {

namespace {

int row_of(int c) { return c / 9; }
int col_of(int c) { return c % 9; }
int box_of(int c) { return (c / 27) * 3 + (c % 9) / 3; }
int domino_bit(int a, int b) {
  if (a > b) std::swap(a, b);
  return (a - 1) * 9 + (b - 1);  // a sparse index in 0..80, enough for a 128-bit set
}

std::string cell_name_of(int c) {
  return std::string(1, static_cast<char>('A' + c / 9)) + static_cast<char>('1' + c % 9);
}

struct Solver {
  Grid g;
  bool covered[81] = {};
  bool used[81] = {};
  unsigned row[9] = {}, col[9] = {}, box[9] = {};
  std::set<std::vector<std::uint8_t>> found;
  int limit = 1;
  long long nodes = 0;
  bool ok = true;
  std::mt19937* rng = nullptr;  // random generation mode
  long long budget = 0;
  std::vector<Placement> tiling, tiling_found;

  explicit Solver(const Puzzle& p) : g(p.givens) {
    for (int c = 0; c < 81; ++c) {
      const int d = g.at(c);
      if (d == 0) continue;
      covered[c] = true;
      const unsigned bit = 1u << d;
      if ((row[row_of(c)] | col[col_of(c)] | box[box_of(c)]) & bit) ok = false;
      row[row_of(c)] |= bit, col[col_of(c)] |= bit, box[box_of(c)] |= bit;
    }
    for (const Placement& pl : p.dominoes->placed) used[domino_bit(pl.digits[0], pl.digits[1])] = true;
  }

  unsigned seen(int c) const { return row[row_of(c)] | col[col_of(c)] | box[box_of(c)]; }
  void put(int c, int d) {
    g.set(c, d);
    const unsigned bit = 1u << d;
    row[row_of(c)] |= bit, col[col_of(c)] |= bit, box[box_of(c)] |= bit;
  }
  void take(int c, int d) {
    g.set(c, 0);
    const unsigned bit = ~(1u << d);
    row[row_of(c)] &= bit, col[col_of(c)] &= bit, box[box_of(c)] &= bit;
  }

  // Returns true to stop. With `rng`, directions and digits are tried in random order and the
  // search gives up (returns true, nothing found) after `budget` nodes.
  bool search(int c) {
    while (c < 81 && covered[c]) ++c;
    ++nodes;
    if (rng && nodes > budget) return true;
    if (c == 81) {
      found.insert(g.cells);
      if (rng) tiling_found = tiling;
      return static_cast<int>(found.size()) >= limit;
    }
    int dirs[2] = {1, 9};
    int digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9}, others[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    if (rng) {
      if ((*rng)() & 1) std::swap(dirs[0], dirs[1]);
      std::shuffle(digits, digits + 9, *rng);
      std::shuffle(others, others + 9, *rng);
    }
    for (int step : dirs) {
      const int o = c + step;
      if (o > 80 || (step == 1 && col_of(c) == 8) || covered[o]) continue;
      for (int a : digits) {
        if (seen(c) & (1u << a)) continue;
        put(c, a);
        for (int b : others) {
          if (b == a || (seen(o) & (1u << b)) || used[domino_bit(a, b)]) continue;
          put(o, b);
          used[domino_bit(a, b)] = covered[c] = covered[o] = true;
          if (rng) tiling.push_back(Placement{{a, b}, {c, o}});
          const bool stop = search(c + 1);
          if (rng) tiling.pop_back();
          used[domino_bit(a, b)] = covered[c] = covered[o] = false;
          take(o, b);
          if (stop) {
            take(c, a);
            return true;
          }
        }
        take(c, a);
      }
    }
    return false;
  }
};

}  // namespace

// A fresh board by randomized search: about a second, as random grids seldom hold all 36
// dominoes on adjacent cells.
DominoBoard search_board(std::mt19937& rng) {
  for (;;) {
    // Random singles 1..9 on cells that do not see each other, then a randomized search for a
    // grid and a tiling together (a random grid alone seldom holds all 36 dominoes).
    Puzzle empty{Grid(Shape{3, 3}), DominoRules{}};
    std::vector<int> cells(81);
    for (int c = 0; c < 81; ++c) cells[static_cast<std::size_t>(c)] = c;
    std::shuffle(cells.begin(), cells.end(), rng);
    int d = 0;
    for (int c : cells) {
      if (d == 9) break;
      bool free = true;
      for (int e = 0; e < d; ++e) {
        const int o = empty.dominoes->singles[e];
        free &= row_of(o) != row_of(c) && col_of(o) != col_of(c) && box_of(o) != box_of(c);
      }
      if (!free) continue;
      empty.dominoes->singles[d] = c;
      empty.givens.set(c, ++d);
    }
    if (d < 9) continue;
    Solver s(empty);
    s.rng = &rng;
    s.budget = 20000;
    s.search(0);
    if (s.found.empty()) continue;
    DominoBoard b;
    b.grid = Grid(Shape{3, 3});
    b.grid.cells = *s.found.begin();
    std::copy(empty.dominoes->singles, empty.dominoes->singles + 9, b.singles);
    b.tiling = s.tiling_found;
    return b;
  }
}

DominoBoard random_board(std::mt19937& rng) {
  static std::vector<DominoBoard> pool;
  if (pool.empty()) {
    std::mt19937 seeded(4574);
    for (int i = 0; i < 2; ++i) pool.push_back(search_board(seeded));
  }
  // A pool board under a random digit relabelling and one of the 8 symmetries of the square
  // (they keep rows, columns, boxes and adjacency, and map the 36 dominoes onto themselves).
  const DominoBoard& base = pool[rng() % pool.size()];
  int perm[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::shuffle(perm + 1, perm + 10, rng);
  const unsigned sym = rng() % 8;
  auto map = [sym](int c) {
    int r = row_of(c), k = col_of(c);
    if (sym & 1) std::swap(r, k);
    if (sym & 2) r = 8 - r;
    if (sym & 4) k = 8 - k;
    return r * 9 + k;
  };
  DominoBoard b;
  b.grid = Grid(Shape{3, 3});
  for (int c = 0; c < 81; ++c) b.grid.set(map(c), perm[base.grid.at(c)]);
  for (int d = 1; d <= 9; ++d) b.singles[perm[d] - 1] = map(base.singles[d - 1]);
  for (const Placement& p : base.tiling)
    b.tiling.push_back(Placement{{perm[p.digits[0]], perm[p.digits[1]]}, {map(p.cells[0]), map(p.cells[1])}});
  return b;
}

Puzzle reveal(const DominoBoard& board, int n, std::mt19937& rng) {
  std::vector<Placement> tiles = board.tiling;
  std::shuffle(tiles.begin(), tiles.end(), rng);
  Puzzle p{Grid(Shape{3, 3}), DominoRules{}};
  for (int i = 0; i < n; ++i) {
    Placement pl = tiles[static_cast<std::size_t>(i)];
    if (rng() & 1) {
      std::swap(pl.cells[0], pl.cells[1]);
      std::swap(pl.digits[0], pl.digits[1]);
    }
    p.dominoes->placed.push_back(pl);
    for (int k = 0; k < 2; ++k) p.givens.set(pl.cells[k], pl.digits[k]);
  }
  for (int d = 1; d <= 9; ++d) {
    p.dominoes->singles[d - 1] = board.singles[d - 1];
    p.givens.set(board.singles[d - 1], d);
  }
  return p;
}

std::string domino_text(const Puzzle& puzzle) {
  std::string s = std::to_string(puzzle.dominoes->placed.size()) + "\n";
  for (const Placement& pl : puzzle.dominoes->placed)
    s += std::to_string(pl.digits[0]) + " " + cell_name_of(pl.cells[0]) + " " +
         std::to_string(pl.digits[1]) + " " + cell_name_of(pl.cells[1]) + "\n";
  for (int d = 0; d < 9; ++d) s += (d ? " " : "") + cell_name_of(puzzle.dominoes->singles[d]);
  return s + "\n";
}

DominoSearch domino_backtrack(const Puzzle& puzzle, int limit) {
  DominoSearch out;
  Solver s(puzzle);
  s.limit = limit;
  if (s.ok && limit > 0) s.search(0);
  for (const auto& cells : s.found) {
    Grid g(Shape{3, 3});
    g.cells = cells;
    out.grids.push_back(g);
  }
  out.limit_hit = static_cast<int>(out.grids.size()) >= limit;
  out.nodes = s.nodes;
  return out;
}

bool domino_first(const Puzzle& puzzle, Grid& out) {
  DominoSearch r = domino_backtrack(puzzle, 1);
  if (r.grids.empty()) return false;
  out = r.grids[0];
  return true;
}

}  // namespace sudosat::test
