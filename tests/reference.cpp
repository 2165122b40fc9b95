#include "reference.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "formats/format.hpp"

namespace sudosat::test {

namespace {

struct Backtracker {
  Shape s;
  int n;
  std::vector<std::uint64_t> row, col, box;  // bit d set: digit d used
  Grid g;
  std::vector<Grid>* out = nullptr;
  int limit = 0;
  std::mt19937* rng = nullptr;  // when set, digits are tried in random order

  explicit Backtracker(const Grid& givens)
      : s(givens.shape), n(s.n()), row(static_cast<std::size_t>(n)), col(row), box(row), g(givens) {}

  bool place_givens() {
    for (int c = 0; c < s.cells(); ++c) {
      const int d = g.at(c);
      if (d == 0) continue;
      const std::uint64_t bit = 1ull << d;
      auto& R = row[static_cast<std::size_t>(s.row(c))];
      auto& C = col[static_cast<std::size_t>(s.col(c))];
      auto& B = box[static_cast<std::size_t>(s.box(c))];
      if ((R | C | B) & bit) return false;
      R |= bit, C |= bit, B |= bit;
    }
    return true;
  }

  // Returns true to stop.
  bool search(int cell) {
    while (cell < s.cells() && g.at(cell) != 0) ++cell;
    if (cell == s.cells()) {
      out->push_back(g);
      return static_cast<int>(out->size()) >= limit;
    }
    auto& R = row[static_cast<std::size_t>(s.row(cell))];
    auto& C = col[static_cast<std::size_t>(s.col(cell))];
    auto& B = box[static_cast<std::size_t>(s.box(cell))];
    std::vector<int> digits;
    for (int d = 1; d <= n; ++d) digits.push_back(d);
    if (rng) std::shuffle(digits.begin(), digits.end(), *rng);
    for (int d : digits) {
      const std::uint64_t bit = 1ull << d;
      if ((R | C | B) & bit) continue;
      R |= bit, C |= bit, B |= bit;
      g.set(cell, d);
      if (search(cell + 1)) return true;
      g.set(cell, 0);
      R &= ~bit, C &= ~bit, B &= ~bit;
    }
    return false;
  }
};

}  // namespace

std::vector<Grid> backtrack(const Grid& givens, int limit) {
  std::vector<Grid> out;
  Backtracker b(givens);
  if (!b.place_givens() || limit <= 0) return out;
  b.out = &out;
  b.limit = limit;
  b.search(0);
  return out;
}

// The pattern grid ((r mod R) * C + r / R + c) mod n, with digits relabelled and rows, columns,
// bands and stacks shuffled: valid for every shape, and instant for large n.
static Grid pattern_grid(const Shape& s, std::mt19937& rng) {
  const int n = s.n(), R = s.box_rows, C = s.box_cols;
  auto shuffled = [&](int count) {
    std::vector<int> v(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) v[static_cast<std::size_t>(i)] = i;
    std::shuffle(v.begin(), v.end(), rng);
    return v;
  };
  std::vector<int> digit = shuffled(n), rows, cols;
  // Bands are R rows tall (C bands); stacks are C columns wide (R stacks).
  for (int band : shuffled(C))
    for (int r : shuffled(R)) rows.push_back(band * R + r);
  for (int stack : shuffled(R))
    for (int c : shuffled(C)) cols.push_back(stack * C + c);
  Grid g(s);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int rr = rows[static_cast<std::size_t>(r)], cc = cols[static_cast<std::size_t>(c)];
      const int v = ((rr % R) * C + rr / R + cc) % n;
      g.set(r * n + c, digit[static_cast<std::size_t>(v)] + 1);
    }
  return g;
}

Grid random_full_grid(const Shape& shape, std::mt19937& rng) {
  if (shape.n() > 9) return pattern_grid(shape, rng);
  std::vector<Grid> out;
  Backtracker b{Grid(shape)};
  b.out = &out;
  b.limit = 1;
  b.rng = &rng;
  b.search(0);
  return out.at(0);
}

Grid tamper(Grid g, std::mt19937& rng) {
  const int n = g.shape.n();
  const int cell = static_cast<int>(rng() % static_cast<unsigned>(g.shape.cells()));
  const int shift = 1 + static_cast<int>(rng() % static_cast<unsigned>(n - 1));
  const int old = g.at(cell);
  g.set(cell, old == 0 ? shift : (old - 1 + shift) % n + 1);
  return g;
}

Grid random_puzzle(const Grid& full, double blank, std::mt19937& rng) {
  Grid g = full;
  std::bernoulli_distribution coin(blank);
  for (int c = 0; c < g.shape.cells(); ++c)
    if (coin(rng)) g.set(c, 0);
  return g;
}

Grid random_puzzle(const RandomPlan& plan, std::mt19937& rng) {
  const double blank = std::uniform_real_distribution<double>(plan.blank_lo, plan.blank_hi)(rng);
  return random_puzzle(random_full_grid(plan.shape, rng), blank, rng);
}

Grid grid_from_line(const std::string& line) {
  const int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(line.size()))));
  auto shape = default_shape(n);
  if (!shape || n * n != static_cast<int>(line.size())) throw std::invalid_argument(line);
  Grid g(*shape);
  for (int i = 0; i < n * n; ++i) g.set(i, symbol_value(line[static_cast<std::size_t>(i)], n));
  return g;
}

std::string line_from_grid(const Grid& g) {
  std::string s = write_grid(g, Format::Line);
  s.pop_back();
  return s;
}

}  // namespace sudosat::test
