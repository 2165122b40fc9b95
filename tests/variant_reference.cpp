#include "variant_reference.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <stdexcept>
#include <tuple>
#include <type_traits>

#include "model/check.hpp"
#include "model/overload.hpp"

namespace sudosat::test {

namespace {

// Per cell: its row, column and region house (region -1: none), numbered 0..3n-1.
struct Houses {
  int n;
  std::vector<int> of;  // 3 per cell
  explicit Houses(const Puzzle& p) : n(p.givens.shape.n()) {
    const std::vector<int>& regions = p.variant->regions;
    std::vector<int> label_index;  // labels renumbered 0..
    std::vector<int> labels;
    for (int cell = 0; cell < n * n; ++cell) {
      const int label = regions[static_cast<std::size_t>(cell)];
      int idx = -1;
      if (label >= 0) {
        auto it = std::find(labels.begin(), labels.end(), label);
        idx = static_cast<int>(it - labels.begin());
        if (it == labels.end()) labels.push_back(label);
      }
      of.insert(of.end(), {cell / n, n + cell % n, idx < 0 ? -1 : 2 * n + idx});
    }
  }
};

struct Search {
  const Puzzle& p;
  Houses h;
  int limit;
  std::vector<Grid> out;
  std::vector<std::uint64_t> used;  // per house: digits placed
  Grid g;
  std::mt19937* rng = nullptr;      // set: random digit order, stop at the first grid
  bool check = true;                // run check_solution at the leaves

  Search(const Puzzle& puzzle, int lim)
      : p(puzzle), h(puzzle), limit(lim), used(static_cast<std::size_t>(3 * h.n + 3 * 36), 0),
        g(puzzle.givens.shape) {}

  bool allowed(int cell, int d) const {
    const auto& a = p.variant->allowed;
    if (!a.empty() && !(a[static_cast<std::size_t>(cell)] >> d & 1)) return false;
    for (int k = 0; k < 3; ++k) {
      const int house = h.of[static_cast<std::size_t>(3 * cell + k)];
      if (house >= 0 && (used[static_cast<std::size_t>(house)] >> d & 1)) return false;
    }
    return true;
  }
  void mark(int cell, int d, bool on) {
    for (int k = 0; k < 3; ++k) {
      const int house = h.of[static_cast<std::size_t>(3 * cell + k)];
      if (house < 0) continue;
      if (on) used[static_cast<std::size_t>(house)] |= std::uint64_t{1} << d;
      else used[static_cast<std::size_t>(house)] &= ~(std::uint64_t{1} << d);
    }
  }

  void go(int cell) {
    if (static_cast<int>(out.size()) >= limit) return;
    const int n = h.n;
    if (cell == n * n) {
      if (!check || !check_solution(p, Solution{g, {}})) out.push_back(g);
      return;
    }
    std::vector<int> digits;
    const int given = p.givens.at(cell);
    if (given) digits.push_back(given);
    else
      for (int d = 1; d <= n; ++d) digits.push_back(d);
    if (rng && !given) std::shuffle(digits.begin(), digits.end(), *rng);
    for (int d : digits) {
      if (!allowed(cell, d)) continue;
      g.set(cell, d);
      mark(cell, d, true);
      go(cell + 1);
      mark(cell, d, false);
      g.set(cell, 0);
      if (static_cast<int>(out.size()) >= limit) return;
    }
  }
};

int rand_int(std::mt19937& rng, int lo, int hi) {  // uniform in [lo, hi]
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// A walk of `len` distinct cells, each a king's move from the last (shorter if it gets stuck).
std::vector<int> walk(int n, int len, std::mt19937& rng, int start = -1) {
  std::vector<int> cells{start >= 0 ? start : rand_int(rng, 0, n * n - 1)};
  while (static_cast<int>(cells.size()) < len) {
    const int last = cells.back();
    std::vector<int> next;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = last / n + dr, c = last % n + dc;
        if ((dr || dc) && r >= 0 && r < n && c >= 0 && c < n &&
            std::find(cells.begin(), cells.end(), r * n + c) == cells.end())
          next.push_back(r * n + c);
      }
    if (next.empty()) break;
    cells.push_back(next[static_cast<std::size_t>(rand_int(rng, 0, static_cast<int>(next.size()) - 1))]);
  }
  return cells;
}

std::pair<int, int> neighbours(int n, std::mt19937& rng) {
  const int cell = rand_int(rng, 0, n * n - 1);
  const int r = cell / n, c = cell % n;
  if ((rng() & 1) && c + 1 < n) return {cell, cell + 1};
  if (r + 1 < n) return {cell, cell + n};
  return {cell, c + 1 < n ? cell + 1 : cell - 1};
}

Outside ring_side(int n, std::mt19937& rng) {
  const int k = rand_int(rng, 0, n - 1);
  switch (rng() % 4) {
    case 0: return {-1, k};
    case 1: return {n, k};
    case 2: return {k, -1};
    default: return {k, n};
  }
}

int sum_of(const Grid& s, const std::vector<int>& cells) {
  int t = 0;
  for (int c : cells) t += s.at(c);
  return t;
}

// Digit values for instances that need not fit: near the fitting one, or anything.
int near(std::mt19937& rng, int value, int spread) { return value + rand_int(rng, -spread, spread); }

template <std::size_t I = 0>
Constraint by_index(std::size_t i) {
  if constexpr (I < std::variant_size_v<Constraint>) {
    if (i == I) return Constraint(std::in_place_index<I>);
    return by_index<I + 1>(i);
  } else {
    throw std::out_of_range("no such constraint kind");
  }
}

// One draw of a constraint of the given kind; parameters that can be read off the solution
// are, when `fits`.
Constraint draw(int kind, const Puzzle& p, const Grid& s, bool fits, std::mt19937& rng) {
  const int n = p.givens.shape.n();
  Constraint c = by_index(static_cast<std::size_t>(kind));
  auto line = [&](int lo, int hi) { return walk(n, rand_int(rng, lo, hi), rng); };
  std::visit(
      Overload{
          [&](rule::Diagonal& r) { r.positive = rng() & 1; },
          [&](rule::AntiKing&) {}, [&](rule::AntiKnight&) {}, [&](rule::DisjointGroups&) {},
          [&](rule::NonConsecutive&) {}, [&](rule::NegativeRatio&) {}, [&](rule::NegativeXV&) {},
          [&](rule::NegativeSum& r) { r.sum = rand_int(rng, 3, 2 * n - 1); },  // a sum two digits make
          [&](rule::NegativeDifference& r) { r.difference = rand_int(rng, 1, n - 1); },
          [&](rule::Odd& r) { r.cell = rand_int(rng, 0, n * n - 1); },
          [&](rule::Even& r) { r.cell = rand_int(rng, 0, n * n - 1); },
          [&](rule::Minimum& r) { r.cell = rand_int(rng, 0, n * n - 1); },
          [&](rule::Maximum& r) { r.cell = rand_int(rng, 0, n * n - 1); },
          [&](rule::Difference& r) {
            std::tie(r.a, r.b) = neighbours(n, rng);
            r.value = fits ? std::abs(s.at(r.a) - s.at(r.b)) : rand_int(rng, 1, n - 1);
          },
          [&](rule::Ratio& r) {
            std::tie(r.a, r.b) = neighbours(n, rng);
            const int x = std::max(s.at(r.a), s.at(r.b)), y = std::min(s.at(r.a), s.at(r.b));
            r.value = fits && y > 0 && x % y == 0 ? x / y : rand_int(rng, 2, 3);
          },
          [&](rule::XV& r) {
            std::tie(r.a, r.b) = neighbours(n, rng);
            r.sum = fits ? s.at(r.a) + s.at(r.b) : (rng() % 3 == 0 ? 10 : rand_int(rng, 3, 2 * n - 1));
          },
          [&](rule::XVXV& r) {  // X or V; the pair's sum when it is 5 or 10, either when 15
            std::tie(r.a, r.b) = neighbours(n, rng);
            const int sum = s.at(r.a) + s.at(r.b);
            r.sum = fits && (sum == 5 || sum == 10) ? sum : rng() % 2 ? 10 : 5;
          },
          [&](rule::GreaterThan& r) {
            std::tie(r.a, r.b) = neighbours(n, rng);
            if (fits ? s.at(r.a) < s.at(r.b) : rng() % 2) std::swap(r.a, r.b);
          },
          [&](rule::Killer& r) {
            r.cells = line(1, std::min(n, 4));
            if (rng() % 4) r.sum = fits ? sum_of(s, r.cells) : near(rng, sum_of(s, r.cells), 3);
          },
          [&](rule::KillerBound& r) {
            r.cells = line(1, std::min(n, 4));
            r.above = rng() & 1;
            const int sum = sum_of(s, r.cells), gap = rand_int(rng, 1, 3);
            r.bound = fits ? (r.above ? sum - gap : sum + gap) : near(rng, sum, 3);
            // what f-puzzles JSON can say: >0..>top, <1..<top+1 (top: the sum of all values)
            const std::vector<int> set = p.variant ? p.variant->digits : std::vector<int>{};
            const int top = set.empty() ? n * (n + 1) / 2 : std::max(1, std::accumulate(set.begin(), set.end(), 0));
            r.bound = r.above ? std::clamp(r.bound, 0, top) : std::clamp(r.bound, 1, top + 1);
          },
          [&](rule::ProductCage& r) {
            r.cells = line(1, std::min(n, 4));
            int product = 1;
            for (int x : r.cells) product *= s.at(x);  // a value 0 makes it 0
            r.product = fits ? product : rng() % 2 ? std::max(1, near(rng, product, 2)) : rand_int(rng, 1, 2 * n);
          },
          [&](rule::DigitalRoot& r) {
            r.cells = line(1, std::min(n, 4));
            r.root = fits ? (sum_of(s, r.cells) - 1) % 9 + 1 : rand_int(rng, 1, 9);
          },
          [&](rule::SumCage& r) {
            r.cells = line(1, std::min(n, 4));
            r.sum = fits ? sum_of(s, r.cells) : near(rng, sum_of(s, r.cells), 3);
          },
          [&](rule::ExtraRegion& r) { r.cells = line(2, n); },
          [&](rule::RellikCage& r) {
            // a sum its digits' subsets do not make, when it should fit (one every subset makes
            // otherwise, or any)
            r.cells = line(2, std::min(n, 4));
            std::vector<int> made{0};
            for (int x : r.cells)
              for (int m : std::vector<int>(made)) made.push_back(m + s.at(x));
            std::vector<int> free;
            for (int v = 1; v <= n * (n + 1) / 2; ++v)
              if (std::find(made.begin(), made.end(), v) == made.end()) free.push_back(v);
            r.sum = fits && !free.empty() ? free[static_cast<std::size_t>(rand_int(rng, 0, static_cast<int>(free.size()) - 1))]
                                          : made[static_cast<std::size_t>(rand_int(rng, 1, static_cast<int>(made.size()) - 1))];
          },
          [&](rule::Clone& r) {
            const int k = rand_int(rng, 1, 3);
            for (int i = 0; i < k; ++i) {
              const int a = rand_int(rng, 0, n * n - 1);
              std::vector<int> same;
              for (int b = 0; b < n * n; ++b)
                if (b != a && (!fits || s.at(b) == s.at(a))) same.push_back(b);
              r.cells.push_back(a);
              r.copies.push_back(same[static_cast<std::size_t>(rand_int(rng, 0, static_cast<int>(same.size()) - 1))]);
            }
          },
          [&](rule::Quadruple& r) {
            const int top = rand_int(rng, 0, n - 2), left = rand_int(rng, 0, n - 2);
            r.cells = {top * n + left, top * n + left + 1, (top + 1) * n + left, (top + 1) * n + left + 1};
            std::vector<int> pool;
            for (int cell : r.cells) pool.push_back(s.at(cell));
            std::shuffle(pool.begin(), pool.end(), rng);
            const int k = rand_int(rng, 1, 4);
            // values: with a digit set, drawn from it when they need not fit
            const std::vector<int> set = p.variant ? p.variant->digits : std::vector<int>{};
            for (int i = 0; i < k; ++i) {
              if (fits) {
                r.digits.push_back(pool[static_cast<std::size_t>(i)]);
                continue;
              }
              const int any = rand_int(rng, 1, n);
              r.digits.push_back(set.empty() ? any : set[static_cast<std::size_t>(any - 1)]);
            }
          },
          [&](rule::CountingCircles& r) {
            // when it should fit: for some digits d, d of the cells holding d in the hidden grid
            std::vector<int> cells(static_cast<std::size_t>(n * n));
            std::iota(cells.begin(), cells.end(), 0);
            std::shuffle(cells.begin(), cells.end(), rng);
            if (!fits) {
              cells.resize(static_cast<std::size_t>(rand_int(rng, 1, n)));
              r.cells = cells;
              return;
            }
            const int top = rand_int(rng, 1, std::min(n, 4));
            for (int d = 1; d <= top; ++d) {
              if (d > 1 && rng() % 2) continue;
              int taken = 0;
              for (int cell : cells)
                if (s.at(cell) == d && taken < d) r.cells.push_back(cell), ++taken;
            }
          },
          [&](rule::LookAndSay& r) {
            // when it should fit: some of the digits the cells hold, each with its count, and
            // perhaps one they do not hold, said 0 times (digits 1 to 9: a clue names each by
            // one figure)
            r.cells = line(1, std::min(n, 4));
            const int top = std::min(n, 9);
            std::map<int, int> held;
            for (int cell : r.cells) ++held[s.at(cell)];
            if (!fits) {
              const int pairs = rand_int(rng, 1, 2);
              for (int i = 0; i < pairs; ++i) {
                const int d = rand_int(rng, 1, top);
                if (std::none_of(r.said.begin(), r.said.end(), [d](const auto& x) { return x.first == d; }))
                  r.said.emplace_back(d, rand_int(rng, 0, 2));
              }
              return;
            }
            for (const auto& [d, count] : held)
              if (d <= top && (r.said.empty() || rng() % 2)) r.said.emplace_back(d, count);
            const int absent = rand_int(rng, 1, top);
            if (!held.count(absent) && (r.said.empty() || rng() % 3 == 0)) r.said.emplace_back(absent, 0);
            std::shuffle(r.said.begin(), r.said.end(), rng);
          },
          [&](rule::MagicSquare& r) {  // a 3x3 square anywhere (below 9x9 it cannot fit)
            const int top = rand_int(rng, 0, n - 3), left = rand_int(rng, 0, n - 3);
            for (int i = 0; i < 9; ++i) r.cells.push_back((top + i / 3) * n + left + i % 3);
          },
          [&](rule::NumberSum& r) {
            // two walks of 1 to 3 cells that share none; when it should fit, the total the
            // hidden grid's numbers make (values as decimal text, as the checker reads them)
            auto number = [&](const std::vector<int>& cells) {
              int v = 0;
              for (int x : cells) v = v * (s.at(x) >= 10 ? 100 : 10) + s.at(x);
              return v;
            };
            do {
              r.first = line(1, 3);
              r.second = line(1, 3);
            } while (std::any_of(r.second.begin(), r.second.end(), [&](int x) {
              return std::find(r.first.begin(), r.first.end(), x) != r.first.end();
            }));
            // when it need not fit, now and then the total with its carry out of the numbers'
            // places dropped or added (what the encoding's carries must tell), else one near it
            const int total = number(r.first) + number(r.second);
            int power = 1;
            for (std::size_t k = std::max(r.first.size(), r.second.size()); k > 0; --k) power *= 10;
            const int carried = total >= power ? total % power : total + power;
            r.total = fits ? total : rng() % 2 && carried >= 2 ? carried : std::max(2, near(rng, total, 3));
          },
          [&](rule::LittleKiller& r) {
            do {
              r.clue = {rand_int(rng, -1, n), rand_int(rng, -1, n)};
              if (r.clue.row >= 0 && r.clue.row < n && r.clue.col >= 0 && r.clue.col < n) continue;
              r.cells = diagonal_from(n, r.clue, rng() & 1 ? 1 : -1, rng() & 1 ? 1 : -1);
            } while (r.cells.empty());
            r.sum = fits ? sum_of(s, r.cells) : near(rng, sum_of(s, r.cells), 4);
          },
          [&](rule::Sandwich& r) {
            r.clue = ring_side(n, rng);
            r.cells = line_from(n, r.clue);
            int inside = 0;
            bool in = false;
            for (int cell : r.cells) {
              const int d = s.at(cell);
              if (d == 1 || d == n) in = !in;
              else if (in) inside += d;
            }
            r.sum = fits ? inside : rand_int(rng, 0, n * (n + 1) / 2 - 1 - n);
          },
          [&](rule::XSum& r) {
            r.clue = ring_side(n, rng);
            r.cells = line_from(n, r.clue);
            const int x = s.at(r.cells[0]);
            const std::vector<int> head(r.cells.begin(), r.cells.begin() + x);
            r.sum = fits ? sum_of(s, head) : near(rng, sum_of(s, head), 3);
          },
          [&](rule::Skyscraper& r) {
            r.clue = ring_side(n, rng);
            r.cells = line_from(n, r.clue);
            int seen = 0, top = -1;  // the first cell is seen, whatever its value
            for (int cell : r.cells)
              if (s.at(cell) > top) top = s.at(cell), ++seen;
            r.count = fits ? seen : rand_int(rng, 1, n);
          },
          [&](rule::NumberedRoom& r) {
            r.clue = ring_side(n, rng);
            r.cells = line_from(n, r.clue);
            const int x = s.at(r.cells[0]);
            r.value = fits ? s.at(r.cells[static_cast<std::size_t>(x - 1)]) : rand_int(rng, 1, n);
          },
          [&](rule::Battlefield& r) {  // as sets: the cells both armies hold, else those neither does
            r.clue = ring_side(n, rng);
            r.cells = line_from(n, r.clue);
            const int len = static_cast<int>(r.cells.size()), x = s.at(r.cells.front()), y = s.at(r.cells.back());
            int both = 0, neither = 0;
            bool met = false;
            for (int i = 0; i < len; ++i) {
              const bool first = i < x, last = i >= len - y;
              if (first && last) met = true, both += s.at(r.cells[static_cast<std::size_t>(i)]);
              if (!first && !last) neither += s.at(r.cells[static_cast<std::size_t>(i)]);
            }
            const int truth = met ? both : neither;
            r.sum = fits ? truth : near(rng, truth, 4);
          },
          [&](rule::Thermometer& r) { r.cells = line(2, 4); },
          [&](rule::SlowThermometer& r) { r.cells = line(2, 4); },
          [&](rule::Arrow& r) {
            r.bulb = walk(n, rng() % 2 ? 1 : 2, rng);
            const std::vector<int> shaft = walk(n, rand_int(rng, 2, 4), rng, r.bulb.back());
            r.shaft.assign(shaft.begin() + 1, shaft.end());
            for (int b : r.bulb)  // the shaft keeps off the bulb
              r.shaft.erase(std::remove(r.shaft.begin(), r.shaft.end(), b), r.shaft.end());
          },
          [&](rule::Palindrome& r) { r.cells = line(2, 5); },
          [&](rule::Renban& r) { r.cells = line(2, std::min(n, 5)); },
          [&](rule::Whispers& r) {
            r.cells = line(2, 4);
            r.difference = rand_int(rng, 1, n - 1);
          },
          [&](rule::RegionSumLine& r) { r.cells = line(2, 6); },
          [&](rule::BetweenLine& r) { r.cells = line(3, 5); },
          [&](rule::EntropicLine& r) { r.cells = line(2, 5); },
          [&](rule::ModularLine& r) { r.cells = line(2, 5); },
          [&](rule::Nabner& r) { r.cells = line(2, 3); },
          [&](rule::DoubleArrow& r) { r.cells = line(3, 5); },
          [&](rule::ZipperLine& r) { r.cells = line(2, 5); },
          [&](rule::ParityLine& r) { r.cells = line(2, 5); },
          [&](rule::LockoutLine& r) {
            // when it should fit: a line and a difference the hidden grid keeps, if one is found
            for (int tries = 0; tries < 20; ++tries) {
              r.cells = line(2, 5);
              const int a = s.at(r.cells.front()), z = s.at(r.cells.back());
              const int lo = std::min(a, z), hi = std::max(a, z);
              bool kept = hi > lo;
              for (std::size_t i = 1; i + 1 < r.cells.size(); ++i)
                kept = kept && (s.at(r.cells[i]) < lo || s.at(r.cells[i]) > hi);
              r.difference = fits && kept ? rand_int(rng, 1, hi - lo) : rand_int(rng, 1, std::max(1, n / 2));
              if (!fits || kept) break;
            }
          },
          [&](rule::SequenceLine& r) {
            // when it should fit: a line of 2 to 4 cells whose digits step evenly in the hidden grid,
            // as long as one is found (lines of 2 cells nearly always fit, so the length comes first)
            for (int len = rand_int(rng, 2, 4); len >= 2; --len)
              for (int tries = 0; tries < 60; ++tries) {
                r.cells = walk(n, len, rng);
                bool even = r.cells.size() >= 2;  // a step of 0 too
                for (std::size_t i = 1; even && i + 1 < r.cells.size(); ++i)
                  even = s.at(r.cells[i + 1]) - s.at(r.cells[i]) == s.at(r.cells[1]) - s.at(r.cells[0]);
                if (!fits || even) return;
              }
          },
          [&](rule::SegmentSumLine& r) {
            // when it should fit: the sum of a first run that splits the hidden grid's line
            r.cells = line(1, 6);
            std::vector<int> sums;
            int run = 0;
            for (int first : r.cells) {
              run += s.at(first);
              int part = 0;
              bool splits = true;
              for (int cell : r.cells) {
                part += s.at(cell);
                if (part == run) part = 0;
                splits = splits && part < run;
              }
              if (splits && part == 0) sums.push_back(run);
            }
            r.sum = fits && !sums.empty()  // none: a line of zeros (a digit set with 0)
                        ? sums[static_cast<std::size_t>(rand_int(rng, 0, static_cast<int>(sums.size()) - 1))]
                         : (rng() % 3 == 0 ? 10 : rand_int(rng, 1, 2 * n));
          },
          [&](rule::ProductLine& r) {
            // repeats allowed: a line through two boxes or rows may hold one digit twice
            r.cells = line(1, 4);
            int product = 1;
            for (int x : r.cells) product *= s.at(x);  // a value 0 makes it 0
            r.product = fits ? product : rng() % 2 ? std::max(1, near(rng, product, 2)) : rand_int(rng, 1, 2 * n);
          },
          [&](rule::SameParityLine& r) {
            // when it should fit: a line of 2 to 4 cells of one parity in the hidden grid, as
            // long as one is found (the length first: longer lines rarely fit)
            for (int len = rand_int(rng, 2, 4); len >= 2; --len)
              for (int tries = 0; tries < 60; ++tries) {
                r.cells = walk(n, len, rng);
                bool same = true;
                for (int x : r.cells) same = same && s.at(x) % 2 == s.at(r.cells.front()) % 2;
                if (!fits || same) return;
              }
          },
          [&](rule::RowIndexer& r) { r.cell = rand_int(rng, 0, n * n - 1); },
          [&](rule::ColumnIndexer& r) { r.cell = rand_int(rng, 0, n * n - 1); },
          [&](rule::BoxIndexer& r) { r.cell = rand_int(rng, 0, n * n - 1); },
          [&](rule::EqualCageSums&) {}, [&](rule::GlobalEntropy&) {}, [&](rule::GlobalModular&) {},
          [&](rule::DutchFlatmates&) {}, [&](rule::Chaos&) {},
      },
      c);
  return c;
}

}  // namespace

std::vector<Grid> variant_solutions(const Puzzle& puzzle, int limit) {
  Search search(puzzle, limit);
  search.go(0);
  return std::move(search.out);
}

Puzzle blank_variant(int n, const std::vector<int>& regions) {
  int h = 1;
  for (int d = 1; d * d <= n; ++d)
    if (n % d == 0) h = d;
  Puzzle p{Grid(Shape{h, n / h}), std::nullopt};
  p.variant = Variant{};
  p.variant->regions = regions;
  return p;
}

Grid random_solution(const Puzzle& puzzle, std::mt19937& rng) {
  Puzzle bare = puzzle;
  bare.givens = Grid(puzzle.givens.shape);
  bare.variant->constraints.clear();
  Search search(bare, 1);
  search.rng = &rng;
  search.check = false;
  search.go(0);
  if (search.out.empty()) throw std::logic_error("no grid with these regions");
  return search.out.front();
}

int constraint_kinds() { return static_cast<int>(std::variant_size_v<Constraint>); }

Constraint random_constraint(int kind, const Puzzle& puzzle, const Grid& solution, bool fits,
                             std::mt19937& rng) {
  Puzzle alone = puzzle;
  alone.givens = Grid(puzzle.givens.shape);
  Constraint c = draw(kind, puzzle, solution, fits, rng);
  for (int tries = 1; fits && tries < 200; ++tries) {
    alone.variant->constraints = {c};
    if (!check_solution(alone, Solution{solution, {}})) break;
    c = draw(kind, puzzle, solution, fits, rng);
  }
  return c;
}

namespace {

// Row-major backtracking over values, pruning on distinct rows, columns and regions only.
struct ValueSearch {
  const Puzzle& p;
  const std::vector<int>& values;
  const std::vector<int>& given;
  int n, limit;
  std::vector<int> region;  // per cell: its region's index, -1 for none
  std::vector<int> grid;
  std::vector<std::vector<int>> out;

  ValueSearch(const Puzzle& puzzle, const std::vector<int>& vs, const std::vector<int>& g, int lim)
      : p(puzzle), values(vs), given(g), n(puzzle.givens.shape.n()), limit(lim),
        grid(static_cast<std::size_t>(n * n), -1) {
    std::vector<int> labels;
    for (int label : puzzle.variant->regions) {
      if (label < 0) {
        region.push_back(-1);
        continue;
      }
      auto it = std::find(labels.begin(), labels.end(), label);
      region.push_back(static_cast<int>(it - labels.begin()));
      if (it == labels.end()) labels.push_back(label);
    }
  }
  bool clash(int cell, int v) const {
    for (int other = 0; other < cell; ++other) {
      if (grid[static_cast<std::size_t>(other)] != v) continue;
      if (other / n == cell / n || other % n == cell % n) return true;
      const int a = region[static_cast<std::size_t>(other)], b = region[static_cast<std::size_t>(cell)];
      if (a >= 0 && a == b) return true;
    }
    return false;
  }
  void go(int cell) {
    if (static_cast<int>(out.size()) >= limit) return;
    if (cell == n * n) {
      if (!check_constraints_on_values(p, grid)) out.push_back(grid);
      return;
    }
    for (int v : values) {
      const int g = given[static_cast<std::size_t>(cell)];
      if ((g >= 0 && v != g) || clash(cell, v)) continue;
      grid[static_cast<std::size_t>(cell)] = v;
      go(cell + 1);
      grid[static_cast<std::size_t>(cell)] = -1;
    }
  }
};

}  // namespace

std::vector<std::vector<int>> value_solutions(const Puzzle& puzzle, const std::vector<int>& values,
                                              const std::vector<int>& given_values, int limit) {
  ValueSearch search(puzzle, values, given_values, limit);
  search.go(0);
  return std::move(search.out);
}

Constraint random_constraint_on_values(int kind, const Puzzle& puzzle, const Grid& solution, bool fits,
                                       std::mt19937& rng) {
  Puzzle alone = puzzle;
  alone.variant->digits.clear();  // the values are checked as they stand
  Constraint c = draw(kind, puzzle, solution, fits, rng);
  const std::vector<int> values(solution.cells.begin(), solution.cells.end());
  for (int tries = 1; fits && tries < 200; ++tries) {
    alone.variant->constraints = {c};
    if (!check_constraints_on_values(alone, values)) break;
    c = draw(kind, puzzle, solution, fits, rng);
  }
  return c;
}

std::vector<int> diagonal_from(int n, Outside clue, int dr, int dc) {
  std::vector<int> cells;
  for (int r = clue.row + dr, c = clue.col + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc)
    cells.push_back(r * n + c);
  return cells;
}

std::vector<int> line_from(int n, Outside clue) {
  std::vector<int> cells;
  for (int k = 0; k < n; ++k) {
    if (clue.row < 0) cells.push_back(k * n + clue.col);
    else if (clue.row >= n) cells.push_back((n - 1 - k) * n + clue.col);
    else if (clue.col < 0) cells.push_back(clue.row * n + k);
    else cells.push_back(clue.row * n + n - 1 - k);
  }
  return cells;
}

std::vector<Constraint> reordered(const std::vector<Constraint>& constraints, const std::vector<std::size_t>& order) {
  std::vector<Constraint> out;
  out.reserve(order.size());
  for (std::size_t i : order) out.push_back(constraints.at(i));
  return out;
}

}  // namespace sudosat::test
