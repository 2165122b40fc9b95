// Clues outside the grid: automata over the row, column or diagonal read from the clue
// (docs/variants.md: states and clause counts).
#include "variant_rules.hpp"

namespace sudosat::variant {

namespace {

using State = Builder::State;
constexpr State kDead = Builder::kDead;

// States packed as fields of a 64-bit integer, 12 bits each.
State pack(State a, State b = 0, State c = 0) { return (a << 24) | (b << 12) | c; }
State field(State s, int k) { return (s >> (12 * (2 - k))) & 0xfff; }

}  // namespace

void encode(Builder& b, const Context&, const rule::LittleKiller& r) {
  b.sum(r.cells, r.sum, r.sum);
}

// Phase 0: before either crust (1 or n); 1: between them, with which crust came first and the
// partial sum; 2: after both. The second crust must be the other one: where the line is no
// house (the assistant's parts, encode_parts) nothing else keeps it from being a second 1.
void encode(Builder& b, const Context& ctx, const rule::Sandwich& r) {
  const int n = ctx.n, total = r.sum;
  if (total < 0 || total > n * (n + 1) / 2) return b.clause({});  // keeps the states packed
  b.distinct_automaton(r.cells, pack(0), [n, total](int, State s, int d) -> State {
    const State phase = field(s, 0), top = field(s, 1), part = field(s, 2);
    const bool crust = d == 1 || d == n;
    if (phase == 0) return crust ? pack(1, d == n ? 1 : 0) : s;
    if (phase == 1) {
      if (crust) return part == total && (d == n) != (top == 1) ? pack(2) : kDead;
      return part + d <= total ? pack(1, top, part + d) : kDead;
    }
    return crust ? kDead : s;
  }, [](State s) { return field(s, 0) == 2; }, [](State s) { return field(s, 0) == 1; });
}

// The first digit X; then the sum of the first X cells. States: (X, cells read, partial sum),
// and "done" once the X-th cell is read with the right sum.
void encode(Builder& b, const Context& ctx, const rule::XSum& r) {
  const int total = r.sum;
  if (total < 0 || total > ctx.n * (ctx.n + 1) / 2) return b.clause({});
  const State done = pack(0xfff);
  b.distinct_automaton(r.cells, pack(0), [total, done](int i, State s, int d) -> State {
    if (s == done) return done;
    const State x = i == 0 ? d : field(s, 0);
    const State read = i + 1, part = (i == 0 ? 0 : field(s, 2)) + d;
    if (part > total) return kDead;
    if (read == x) return part == total ? done : kDead;
    return pack(x, read, part);
  }, [done](State s) { return s == done; }, [done](State s) { return s != done; });
}

// The first cell holding v implies the v-th cell holds the clue: one binary clause per v (the first
// cell cannot hold a v past the line's end, nor, for v = 1, other than the clue). n clauses.
void encode(Builder& b, const Context& ctx, const rule::NumberedRoom& r) {
  if (r.cells.empty()) return b.clause({});
  const int want = b.digit_of(r.value);  // the clue as a digit (0: no digit has that value)
  for (int v = 1; v <= ctx.n; ++v) {
    const std::size_t at = static_cast<std::size_t>(b.value(v) - 1);
    if (b.value(v) < 1 || at >= r.cells.size() || want == 0) b.clause({-b.x(r.cells[0], v)});
    else b.clause({-b.x(r.cells[0], v), b.x(r.cells[at], want)});
  }
}

// The prefix sums P(i) of the line (the first i cells' values, P(0) = 0) in order literals,
// g(i, t) = "P(i) >= t" for t in (lo(i), hi(i)], the bounds those of the cells' domains: g(i-1, a)
// and cell i-1 at d or more give g(i, a + d); not g(i-1, a + 1) and at most d give not g(i, a +
// d + 1) (so P(i) is exact); g(i, t + 1) -> g(i, t). Then for each pair of end digits X and Y (the
// first and last cells' digits): they imply P(to) - P(from) == the clue, [from, to) the cells
// summed (the overlap of the first X and the last Y, or the gap between them), two clauses per
// value of P(from); and the implied digit sets below. One clue of 20 on an empty 9x9: 9,584
// clauses, 432 variables (docs/variants.md). The first encoding, an automaton reading both ends
// first, had fewer but CaDiCaL took seconds where the variant search took milliseconds.
void encode(Builder& b, const Context& ctx, const rule::Battlefield& r) {
  const int len = static_cast<int>(r.cells.size()), total = r.sum;
  if (len == 0 || total < 0 || total > ctx.n * (ctx.n + 1) / 2) return b.clause({});
  std::vector<int> lo(static_cast<std::size_t>(len) + 1, 0), hi(lo);
  for (int i = 0; i < len; ++i) {
    const Digits dom = b.domain(r.cells[static_cast<std::size_t>(i)]);
    if (dom == 0) return b.clause({});
    lo[static_cast<std::size_t>(i) + 1] = lo[static_cast<std::size_t>(i)] + b.value(min_digit(dom));
    hi[static_cast<std::size_t>(i) + 1] = hi[static_cast<std::size_t>(i)] + b.value(max_digit(dom));
  }
  std::vector<std::vector<int>> lits(static_cast<std::size_t>(len) + 1);  // lits[i][t - lo(i) - 1]
  const auto g = [&](int i, int t) {
    const std::size_t k = static_cast<std::size_t>(i);
    if (t <= lo[k]) return kTrue;
    if (t > hi[k]) return kFalse;
    return lits[k][static_cast<std::size_t>(t - lo[k] - 1)];
  };
  for (int i = 1; i <= len; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    const int cell = r.cells[k - 1];
    for (int t = lo[k] + 1; t <= hi[k]; ++t)
      lits[k].push_back(b.fresh(Meaning{Meaning::Bound, 0, b.constraint(), i, t, 0}));
    for (std::size_t j = 1; j < lits[k].size(); ++j) b.clause({-lits[k][j], lits[k][j - 1]});
    for (int d : digits_of(b.domain(cell))) {
      const int w = b.value(d);
      for (int a = lo[k - 1]; a <= hi[k - 1]; ++a) {
        b.clause({-g(i - 1, a), -b.ge(cell, d), g(i, a + w)});
        b.clause({g(i - 1, a + 1), b.ge(cell, d + 1), -g(i, a + w + 1)});
      }
    }
  }
  const int first = r.cells.front(), last = r.cells.back();
  // Implied, where the line's digits differ (a row or column; up to 12x12): the digit sets of the
  // cells summed between the ends for ends X and Y. None: X and Y are not the ends. Else the cells
  // summed hold digits of those sets, the others none of the digits every set has.
  bool distinct = len >= 2 && ctx.n <= 12;
  for (int i = 0; i < len && distinct; ++i)
    for (int j = i + 1; j < len && distinct; ++j)
      distinct = b.share_house(r.cells[static_cast<std::size_t>(i)], r.cells[static_cast<std::size_t>(j)]);
  const auto implied = [&](int x, int y, int from, int to, int ex, int ey) {
    int fixed = 0, inner = 0;
    for (int i = from; i < to; ++i) {
      if (i == 0) fixed += b.value(x);
      else if (i == len - 1) fixed += b.value(y);
      else ++inner;
    }
    const std::uint32_t ends = (1u << x) | (1u << y);
    std::uint32_t any = 0, every = ~0u;
    bool some = false;
    for (std::uint32_t set = 0; set < (1u << (ctx.n + 1)); set += 2) {  // bit d: digit d, 1..n
      if ((set & ends) || __builtin_popcount(set) != inner) continue;
      int sum = fixed;
      for (int d = 1; d <= ctx.n; ++d)
        if (set >> d & 1) sum += b.value(d);
      if (sum != total) continue;
      some = true;
      any |= set;
      every &= set;
    }
    if (!some) return b.clause({-ex, -ey});
    for (int i = 1; i + 1 < len; ++i)
      for (int d = 1; d <= ctx.n; ++d) {
        const bool summed = i >= from && i < to;
        if (summed ? !(any >> d & 1) : (every >> d & 1) != 0)
          b.clause({-ex, -ey, -b.x(r.cells[static_cast<std::size_t>(i)], d)});
      }
  };
  for (int x : digits_of(b.domain(first)))
    for (int y : digits_of(b.domain(last))) {
      if (len == 1 && x != y) continue;  // one cell is both ends
      const int ex = b.x(first, x), ey = len == 1 ? kTrue : b.x(last, y);
      if (x > len || y > len) {
        b.clause({-ex, -ey});
        continue;
      }
      const bool overlap = x + y > len;
      const int from = overlap ? len - y : x, to = overlap ? x : len - y;
      if (from == to) {
        if (total != 0) b.clause({-ex, -ey});
        continue;
      }
      for (int a = lo[static_cast<std::size_t>(from)]; a <= hi[static_cast<std::size_t>(from)]; ++a) {
        b.clause({-ex, -ey, -g(from, a), g(to, a + total)});
        b.clause({-ex, -ey, g(from, a + 1), -g(to, a + total + 1)});
      }
      if (distinct) implied(x, y, from, to, ex, ey);
    }
}

// (tallest so far, number seen)
void encode(Builder& b, const Context&, const rule::Skyscraper& r) {
  const int want = r.count;
  b.automaton(r.cells, pack(0, 0), [want](int, State s, int d) -> State {
    const State top = field(s, 0), seen = field(s, 1);
    if (d <= top) return s;
    return seen + 1 <= want ? pack(d, seen + 1) : kDead;
  }, [want](State s) { return field(s, 1) == want; });
}

}  // namespace sudosat::variant
