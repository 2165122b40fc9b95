// Lines (docs/variants.md: clause counts). Cells are in the line's order from its first end.
#include <algorithm>
#include <cstdint>
#include <initializer_list>

#include "variant_rules.hpp"

namespace sudosat::variant {

int max_sum(const Builder& b, const std::vector<int>& cells) {
  int s = 0;
  for (int c : cells) s += b.value(max_digit(b.domain(c)));
  return s;
}
int min_sum(const Builder& b, const std::vector<int>& cells) {
  int s = 0;
  for (int c : cells) s += b.value(min_digit(b.domain(c)));
  return s;
}

void equal_sums(Builder& b, const std::vector<std::vector<int>>& parts) {
  if (parts.size() < 2) return;
  int lo = 0, hi = INT_MAX;
  for (const auto& part : parts) {
    lo = std::max(lo, min_sum(b, part));
    hi = std::min(hi, max_sum(b, part));
  }
  if (lo > hi) return b.clause({});
  const Values first = b.sum(parts[0], lo, hi);
  for (std::size_t i = 1; i < parts.size(); ++i) b.same_value(first, b.sum(parts[i], lo, hi));
}

namespace {

// Cells on the line no more than `reach` steps apart lie in different classes; cells exactly
// 3 steps apart in the same one (three classes, so any 3 in a row hold one of each).
void three_classes(Builder& b, const std::vector<int>& cells, const Digits classes[3]) {
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size() && j <= i + 3; ++j)
      for (int k = 0; k < 3; ++k) {
        const int a = b.in(cells[i], classes[k]), c = b.in(cells[j], classes[k]);
        if (j < i + 3) {
          b.clause({-a, -c});
        } else {
          b.clause({-a, c});
          b.clause({a, -c});
        }
      }
}

}  // namespace

void encode(Builder& b, const Context&, const rule::Thermometer& r) {
  for (std::size_t i = 0; i + 1 < r.cells.size(); ++i) b.less(r.cells[i], r.cells[i + 1], 1);
}

void encode(Builder& b, const Context&, const rule::SlowThermometer& r) {
  for (std::size_t i = 0; i + 1 < r.cells.size(); ++i) b.less(r.cells[i], r.cells[i + 1], 0);
}

// The bulb's digits read as a decimal number (an automaton on the number read so far), equal
// to the shaft's sum; a one-cell bulb is its own digit.
void encode(Builder& b, const Context&, const rule::Arrow& r) {
  if (r.bulb.empty() || r.shaft.empty()) return;
  if (r.bulb.size() == 1 && r.shaft.size() == 1) return b.equal(r.bulb[0], r.shaft[0]);
  const int lo = min_sum(b, r.shaft), hi = max_sum(b, r.shaft);
  const Values shaft = b.sum(r.shaft, 0, hi);
  Values bulb;
  if (r.bulb.size() == 1) {
    bulb = b.digit_value(r.bulb[0]);
  } else {
    bulb = b.automaton(r.bulb, 0, [&b, hi](int, Builder::State s, int digit) -> Builder::State {
      const int d = b.value(digit);
      const Builder::State next = s * (d >= 10 ? 100 : 10) + d;
      return next <= hi ? next : Builder::kDead;
    }, [lo](Builder::State s) { return s >= lo; });
  }
  b.same_value(bulb, shaft);
}

void encode(Builder& b, const Context&, const rule::Palindrome& r) {
  const std::size_t k = r.cells.size();
  for (std::size_t i = 0; i < k / 2; ++i) b.equal(r.cells[i], r.cells[k - 1 - i]);
}

// Distinct, and all within one window of k consecutive values: one selector per window, each
// bounding every cell by order literals; a digit inside every possible window must appear.
// With a digit set, a window is k consecutive values that are all digits, and its selector
// keeps every cell among them.
void encode(Builder& b, const Context& ctx, const rule::Renban& r) {
  distinct_set(b, ctx, r.cells);
  const int k = static_cast<int>(r.cells.size()), n = ctx.n;
  if (k <= 1) return;
  if (k > n) return b.clause({});
  std::vector<int> windows;
  Digits every = ~Digits{0};
  for (int first = 1; first + k - 1 <= n; ++first) {
    const int last = first + k - 1;  // the digits first..last: a window when their values run on
    if (b.value(last) - b.value(first) != k - 1) continue;
    Digits window = 0;
    for (int d = first; d <= last; ++d) window |= set_of(d);
    bool fits = true;  // each cell has a digit in the window
    for (int c : r.cells) fits &= (b.domain(c) & window) != 0;
    if (!fits) continue;
    const int w = b.fresh(Meaning{Meaning::Choice, 0, b.constraint(), first, 0, window});
    windows.push_back(w);
    for (int c : r.cells) {
      b.clause({-w, b.ge(c, first)});
      b.clause({-w, b.le(c, last)});
    }
    every &= window;
  }
  b.clause(windows);
  if (windows.empty()) return;
  for (int d : digits_of(every)) {
    std::vector<int> some;
    for (int c : r.cells) some.push_back(b.x(c, d));
    b.clause(some);
  }
}

void encode(Builder& b, const Context&, const rule::Whispers& r) {
  for (std::size_t i = 0; i + 1 < r.cells.size(); ++i) b.apart(r.cells[i], r.cells[i + 1], r.difference);
}

// Runs of consecutive cells in one region (cells in no region are skipped), of equal sums.
void encode(Builder& b, const Context& ctx, const rule::RegionSumLine& r) {
  const std::vector<int>& region = ctx.variant->regions;
  std::vector<std::vector<int>> runs;
  int last = -1;
  for (int c : r.cells) {
    const int label = region[static_cast<std::size_t>(c)];
    if (label < 0) continue;
    if (runs.empty() || label != last) runs.emplace_back();
    runs.back().push_back(c);
    last = label;
  }
  equal_sums(b, runs);
}

// A direction selector t (the first end is the smaller): t -> a < m < z for every inner m,
// -t -> z < m < a.
void encode(Builder& b, const Context&, const rule::BetweenLine& r) {
  if (r.cells.size() < 3) return;
  const int a = r.cells.front(), z = r.cells.back();
  const int t = b.fresh(Meaning{Meaning::Choice, 0, b.constraint(), 0, 0, 0});
  for (std::size_t i = 1; i + 1 < r.cells.size(); ++i) {
    const int m = r.cells[i];
    b.less_if(t, a, m, 1);
    b.less_if(t, m, z, 1);
    b.less_if(-t, z, m, 1);
    b.less_if(-t, m, a, 1);
  }
}

std::array<Digits, 3> entropic_groups(int n) {
  std::array<Digits, 3> groups{};
  for (int d = 1; d <= n; ++d) groups[static_cast<std::size_t>(entropic_group(n, d))] |= set_of(d);
  return groups;
}

void encode(Builder& b, const Context& ctx, const rule::EntropicLine& r) {
  three_classes(b, r.cells, entropic_groups(ctx.n).data());
}

void encode(Builder& b, const Context& ctx, const rule::ModularLine& r) {
  Digits residues[3] = {0, 0, 0};
  for (int d = 1; d <= ctx.n; ++d) residues[b.value(d) % 3] |= set_of(d);
  three_classes(b, r.cells, residues);
}

void encode(Builder& b, const Context&, const rule::Nabner& r) {
  for (std::size_t i = 0; i < r.cells.size(); ++i)
    for (std::size_t j = i + 1; j < r.cells.size(); ++j)
      b.relation(r.cells[i], r.cells[j], [](int x, int y) { return x - y >= 2 || y - x >= 2; });
}

// Neighbours differ in parity: an "odd" literal per cell, and each neighbour pair's two differ.
// A choice literal t says the first end is the smaller; then each inner digit v needs the first
// end above v or the last below v (and the other way round without t).
void encode(Builder& b, const Context&, const rule::LockoutLine& r) {
  if (r.cells.size() < 2) return;
  const int a = r.cells.front(), z = r.cells.back();
  const int t = b.fresh(Meaning{Meaning::Choice, 0, b.constraint(), 0, 0, 0});
  b.less_if(t, a, z, r.difference);
  b.less_if(-t, z, a, r.difference);
  for (std::size_t i = 1; i + 1 < r.cells.size(); ++i) {
    const int m = r.cells[i];
    for (int v : digits_of(b.domain(m))) {
      b.clause({-t, -b.x(m, v), b.ge(a, v + 1), b.le(z, v - 1)});
      b.clause({t, -b.x(m, v), b.ge(z, v + 1), b.le(a, v - 1)});
    }
  }
}

// A step selector s(t) for each step t of values that fits the line (|t| (k-1) at most the
// largest value less the smallest; 0 too: "3-3-3", where the houses allow it), at least one of
// them; s(t) and a = v give the next cell the digit of value(v) + t: per step, per neighbour
// pair and digit of the first, one clause (binary where no digit has that value). On 9x9
// without givens, on any line, 3, 4, 5 cells: 163, 136, 181 clauses (9, 5, 5 selectors).
// Two cells: any two digits (no clause).
void encode(Builder& b, const Context& ctx, const rule::SequenceLine& r) {
  const int k = static_cast<int>(r.cells.size());
  if (k < 3) return;
  const int top = (b.value(ctx.n) - b.value(1)) / (k - 1);
  std::vector<int> some;
  for (int t = -top; t <= top; ++t) {
    const int s = b.fresh(Meaning{Meaning::Choice, 0, b.constraint(), t, 0, 0});
    some.push_back(s);
    for (int i = 0; i + 1 < k; ++i) {
      const int a = r.cells[static_cast<std::size_t>(i)], z = r.cells[static_cast<std::size_t>(i + 1)];
      for (int v : digits_of(b.domain(a))) {
        const int next = b.digit_of(b.value(v) + t);
        b.clause({-s, -b.x(a, v), next != 0 ? b.x(z, next) : kFalse});
      }
    }
  }
  b.clause(some);
}

// A line divides into runs of the sum S where its prefix sums never pass over a multiple of S
// and its total is one (values may be 0: the checker's greedy runs, model/check_variant.cpp).
// Two encodings (Builder::SegmentMethod; docs/variants.md), chosen by their clause counts:
// - the automaton on the current run's partial sum (0 .. S-1): a digit reaching S closes the run
//   (back to 0), one passing it is a dead end; the line ends with a closed run. It carries the
//   run's digits where consecutive cells share a house (distinct_automaton). A 10 line on 9x9
//   without givens, along a row: 2, 3, 4, 5 cells 68, 206, 446, 728 clauses (16, 55, 130, 213
//   variables); 5 cells on a diagonal through three boxes 1,135;
// - the counter (segment_counter): order literals of the prefix sums, binary clauses against
//   passing a multiple of S; the smaller where S is large for the cells (on 9x9, 15 and up in
//   the counts below), while a 10 line keeps the automaton. Past a 10 line's sum it is taken
//   unless the automaton has under a quarter of its clauses (encode() below).
namespace {

// "The cell's value is at least t": an order literal of the cell (values increase with digits).
// Dry: kTrue, kFalse or a stand-in 1.
int value_ge(Builder& b, int cell, std::int64_t t, bool dry) {
  const Digits dom = b.domain(cell);
  for (int d = 1; d <= b.n(); ++d) {
    if (b.value(d) < t) continue;
    if (!dry) return b.ge(cell, d);
    return d <= min_digit(dom) ? kTrue : d > max_digit(dom) ? kFalse : 1;
  }
  return kFalse;
}

// The counter. p(i) is the sum of the values of cells 0..i, with a literal g(i, t) = "p(i) >= t"
// for each t in (lo(i), hi(i)]: below it true, above it false, the bounds those of the cells'
// values, narrowed from the end by the totals that fit (multiples of S); g(0, t) is cell 0's
// order literal. Cell i (i > 0), each digit d of value w and each a in [lo(i-1), hi(i-1)]:
// g(i-1, a) and d or more give g(i, a + w); not g(i-1, a + 1) and d or less give not
// g(i, a + w + 1) (both directions: p(i) is exact); g(i, t + 1) -> g(i, t). No run passes a
// multiple m of S: g(i-1, m) or not g(i, m + 1). The total is one: not g(k-1, m + 1) or
// g(k-1, m + S). About 2 (hi - lo) clauses a digit a cell, whatever S. On 9x9 without givens,
// along a row: a 10 line of 5 cells 1,734 clauses (142 variables), against the automaton's 728
// (213); 5 cells summing to 23 917 (80) against 2,639 (747); 6 cells summing to 28 1,338 (110)
// against 4,215 (1,176). Returns the clauses it adds (dry: would add, adding nothing, the cells'
// order literals counted as new).
std::int64_t segment_counter(Builder& b, const rule::SegmentSumLine& r, bool dry) {
  std::int64_t clauses = 0;
  const auto add = [&](std::initializer_list<int> lits) {
    for (int l : lits)
      if (l == kTrue) return;
    ++clauses;
    if (!dry) b.clause(lits);
  };
  const std::size_t k = r.cells.size();
  const std::int64_t sum = r.sum;
  std::vector<std::int64_t> lo(k), hi(k), vmin(k), vmax(k);
  std::int64_t below = 0, above = 0;
  for (std::size_t i = 0; i < k; ++i) {
    const Digits dom = b.domain(r.cells[i]);
    if (dom == 0) {
      add({});
      return clauses;
    }
    vmin[i] = b.value(min_digit(dom));
    vmax[i] = b.value(max_digit(dom));
    lo[i] = below += vmin[i];
    hi[i] = above += vmax[i];
    if (dry) {  // the cell's order literals (Builder::ge)
      const std::int64_t m = count_digits(dom);
      if (m > 1) clauses += (m - 2) + 3 * m - 2;
    }
  }
  const std::int64_t least = (lo[k - 1] + sum - 1) / sum * sum, most = hi[k - 1] / sum * sum;
  if (least > most) {
    add({});
    return clauses;
  }
  std::int64_t rest_min = 0, rest_max = 0;  // of the cells after i
  for (std::size_t i = k; i-- > 0;) {
    lo[i] = std::max(lo[i], least - rest_max);
    hi[i] = std::min(hi[i], most - rest_min);
    if (lo[i] > hi[i]) {
      add({});
      return clauses;
    }
    rest_min += vmin[i];
    rest_max += vmax[i];
  }
  std::vector<std::vector<int>> lits(k);  // lits[i][t - lo[i] - 1]: g(i, t)
  const auto g = [&](std::size_t i, std::int64_t t) -> int {  // i: the cell's index + 1
    if (i == 0) return t <= 0 ? kTrue : kFalse;
    if (t <= lo[i - 1]) return kTrue;
    if (t > hi[i - 1]) return kFalse;
    return lits[i - 1][static_cast<std::size_t>(t - lo[i - 1] - 1)];
  };
  const auto ge = [&](int cell, int d) {
    const Digits dom = b.domain(cell);
    if (!dry) return b.ge(cell, d);
    return d <= min_digit(dom) ? kTrue : d > max_digit(dom) ? kFalse : 1;
  };
  for (std::size_t i = 0; i < k; ++i) {
    const int cell = r.cells[i];
    if (i == 0) {
      for (std::int64_t t = lo[0] + 1; t <= hi[0]; ++t) lits[0].push_back(value_ge(b, cell, t, dry));
      add({value_ge(b, cell, lo[0], dry)});
      add({-value_ge(b, cell, hi[0] + 1, dry)});
    } else {
      for (std::int64_t t = lo[i] + 1; t <= hi[i]; ++t)
        lits[i].push_back(dry ? 1
                              : b.fresh(Meaning{Meaning::Bound, 0, b.constraint(), static_cast<int>(i + 1),
                                                static_cast<int>(t), 0}));
      for (std::size_t j = 1; j < lits[i].size(); ++j) add({-lits[i][j], lits[i][j - 1]});
      for (int d : digits_of(b.domain(cell))) {
        const std::int64_t w = b.value(d);
        for (std::int64_t a = lo[i - 1]; a <= hi[i - 1]; ++a) {
          add({-g(i, a), -ge(cell, d), g(i + 1, a + w)});
          add({g(i, a + 1), ge(cell, d + 1), -g(i + 1, a + w + 1)});
        }
      }
    }
    for (std::int64_t m = sum; m <= hi[i]; m += sum) add({g(i, m), -g(i + 1, m + 1)});
  }
  for (std::int64_t m = 0; m <= hi[k - 1]; m += sum) add({-g(k, m + 1), g(k, m + sum)});
  return clauses;
}

}  // namespace

void encode(Builder& b, const Context&, const rule::SegmentSumLine& r) {
  if (r.cells.empty()) return;
  const Builder::State k = r.sum;
  const Builder::Next next = [&b, k](int, Builder::State s, int d) -> Builder::State {
    const Builder::State t = s + b.value(d);
    return t == k ? 0 : t < k ? t : Builder::kDead;
  };
  const Builder::Accept accept = [](Builder::State s) { return s == 0; };
  using M = Builder::SegmentMethod;
  M method = Builder::segment_method_in_force;
  if (method == M::Smaller) {
    // Up to the largest value + 1 (a 10 line on 9x9), the smaller. Past it the automaton's
    // states multiply (partial sums with the run's digits), and CaDiCaL and `sudosat explain`
    // were slower with it even on lines where it was the smaller (docs/variants.md): it is kept
    // only under a quarter of the counter's clauses.
    const std::int64_t weight = k <= b.value(b.n()) + 1 ? 1 : 4;
    const std::int64_t counter = segment_counter(b, r, true);
    // Each state costs a clause at least: past `counter` states the automaton is the larger.
    const std::int64_t automaton =
        b.distinct_automaton_size(r.cells, 0, next, accept, counter / weight + 1).first;
    method = automaton != INT64_MAX && automaton * weight <= counter ? M::Automaton : M::Counter;
  }
  if (method == M::Counter) {
    segment_counter(b, r, false);
    return;
  }
  b.distinct_automaton(r.cells, 0, next, accept);
}

void encode(Builder& b, const Context& ctx, const rule::ParityLine& r) {
  Digits odd = 0;  // the digits of odd value
  for (int d = 1; d <= ctx.n; ++d)
    if (b.value(d) % 2 != 0) odd |= set_of(d);
  for (std::size_t i = 0; i + 1 < r.cells.size(); ++i) {
    const int x = b.in(r.cells[i], odd), y = b.in(r.cells[i + 1], odd);
    b.clause({x, y});
    b.clause({-x, -y});
  }
}

// Values multiplying to the product, repeats allowed: the product cage's automaton on the
// partial product (its states the product's divisors; a value not dividing what is left is a
// dead end), without the cage's distinctness; where consecutive cells share a house it carries
// the run's digits (distinct_automaton). A product of 0: some cell holds the 0. Clause counts:
// docs/variants.md.
void encode(Builder& b, const Context&, const rule::ProductLine& r) {
  const Builder::State want = r.product;
  if (want == 0) return some_cell_holds(b, r.cells, b.digit_of(0));
  if (want < 0) return b.clause({});  // no digits multiply to it
  if (r.cells.empty()) {
    if (want != 1) b.clause({});  // the empty product is 1
    return;
  }
  b.distinct_automaton(r.cells, 1, product_step(b, want), [want](Builder::State s) { return s == want; });
}

// All values of one parity: an "odd" literal per cell, equal for each neighbour pair (2 binary
// clauses a pair).
void encode(Builder& b, const Context& ctx, const rule::SameParityLine& r) {
  Digits odd = 0;  // the digits of odd value
  for (int d = 1; d <= ctx.n; ++d)
    if (b.value(d) % 2 != 0) odd |= set_of(d);
  for (std::size_t i = 0; i + 1 < r.cells.size(); ++i) {
    const int x = b.in(r.cells[i], odd), y = b.in(r.cells[i + 1], odd);
    b.clause({-x, y});
    b.clause({x, -y});
  }
}

void encode(Builder& b, const Context&, const rule::DoubleArrow& r) {
  if (r.cells.size() < 3) return;
  const std::vector<int> ends{r.cells.front(), r.cells.back()};
  const std::vector<int> inner(r.cells.begin() + 1, r.cells.end() - 1);
  const int lo = std::max(min_sum(b, ends), min_sum(b, inner));
  const int hi = std::min(max_sum(b, ends), max_sum(b, inner));
  if (lo > hi) return b.clause({});
  b.same_value(b.sum(ends, lo, hi), b.sum(inner, lo, hi));
}

// Pairs at equal distance from the middle have equal sums: the middle digit when the length
// is odd, else the first pair's sum.
void encode(Builder& b, const Context&, const rule::ZipperLine& r) {
  const std::size_t k = r.cells.size();
  if (k < 2) return;
  std::vector<std::vector<int>> pairs;
  for (std::size_t i = 0; i < k / 2; ++i) pairs.push_back({r.cells[i], r.cells[k - 1 - i]});
  int lo = 0, hi = INT_MAX;
  for (const auto& p : pairs) {
    lo = std::max(lo, min_sum(b, p));
    hi = std::min(hi, max_sum(b, p));
  }
  Values target;
  if (k % 2 == 1) {
    const int mid = r.cells[k / 2];
    lo = std::max(lo, b.value(min_digit(b.domain(mid))));
    hi = std::min(hi, b.value(max_digit(b.domain(mid))));
    if (lo > hi) return b.clause({});
    target = b.sum({mid}, lo, hi);
  } else {
    if (lo > hi) return b.clause({});
    target = b.sum(pairs[0], lo, hi);
    pairs.erase(pairs.begin());
  }
  for (const auto& p : pairs) b.same_value(target, b.sum(p, lo, hi));
}

}  // namespace sudosat::variant
