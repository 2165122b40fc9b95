// Cages and sets (docs/variants.md: clause counts).
#include <algorithm>
#include <map>
#include <vector>

#include "variant_rules.hpp"

namespace sudosat::variant {

void encode(Builder& b, const Context& ctx, const rule::Killer& r) {
  distinct_set(b, ctx, r.cells);
  if (r.sum) b.distinct_sum(r.cells, *r.sum);
}

// Distinct digits whose sum (of values) lies below or above the bound: the partial-sum
// automaton or the counter of partial sums, whichever is smaller (Builder::distinct_sum_bound).
void encode(Builder& b, const Context& ctx, const rule::KillerBound& r) {
  distinct_set(b, ctx, r.cells);
  b.distinct_sum_bound(r.cells, r.bound, r.above);
}

// Distinct digits whose values multiply to the product: an automaton on the partial product,
// whose states are the product's divisors (a value not dividing what is left is a dead end).
// A product of 0 (a digit set with 0) is a cage holding the 0: one clause, some cell holds it.
void encode(Builder& b, const Context& ctx, const rule::ProductCage& r) {
  distinct_set(b, ctx, r.cells);
  const Builder::State want = r.product;
  if (want == 0) return some_cell_holds(b, r.cells, b.digit_of(0));
  if (want < 0) return b.clause({});  // no digits multiply to it
  b.distinct_automaton(r.cells, 1, product_step(b, want), [want](Builder::State s) { return s == want; });
}

// Distinct digits whose values' sum has the digital root `root`: an automaton on the sum mod
// 9 (root 9 a sum divisible by 9, but not 0: with a digit set holding 0, not every cell 0).
void encode(Builder& b, const Context& ctx, const rule::DigitalRoot& r) {
  distinct_set(b, ctx, r.cells);
  const int want = r.root % 9;
  if (const int zero = b.digit_of(0); want == 0 && zero != 0 && !r.cells.empty()) {
    std::vector<int> not_all;  // the sum 0 has the digital root 0, which no clue names
    for (int c : r.cells) not_all.push_back(-b.x(c, zero));
    b.clause(not_all);
  }
  b.distinct_automaton(r.cells, 0, [&b](int, Builder::State s, int d) { return (s + b.value(d)) % 9; },
              [want](Builder::State s) { return s == want; });
}

// The partial-sum automaton (Builder::sum), digits free to repeat where the houses allow, as a
// little killer's diagonal. Sum 10 on 9x9 without givens: 2, 3, 4 cells in a row 68, 206, 178
// clauses (16, 55, 42 variables); 3 cells in three boxes 237 (60).
void encode(Builder& b, const Context&, const rule::SumCage& r) { b.sum(r.cells, r.sum, r.sum); }

// Distinct digits holding no digit set that sums to the clue: a literal per digit, "the cage
// holds d" (implied by each cell holding it), and per set of distinct values summing to the clue
// and no larger than the cage, one clause: not all of them held. A cage of 3 on 9x9 with clue
// 10 (the sets 1+9, 2+8, 3+7, 4+6, 1+2+7, 1+3+6, 1+4+5, 2+3+5; 10 itself is no digit): 27
// implications and 8 clauses beside its distinct set. Past kRellikSets sets (large cages on
// large grids: a 25-cell cage on 25x25 has hundreds of thousands), a subset-sum ladder instead:
// r(d, s) "the held digits up to d make s", from r(d - 1, s) and from held d with r(d - 1, s -
// value(d)); none makes the clue.
void encode(Builder& b, const Context& ctx, const rule::RellikCage& r) {
  distinct_set(b, ctx, r.cells);
  const int n = b.n(), k = static_cast<int>(r.cells.size());
  if (r.sum < 1) return;  // no one or more digits (1 or more each) make it
  constexpr long long kRellikSets = 4096;
  std::vector<int> held(static_cast<std::size_t>(n + 1), 0);
  auto holds = [&](int d) {
    int& lit = held[static_cast<std::size_t>(d)];
    if (lit == 0) {
      lit = b.fresh(Meaning{Meaning::Used, 0, b.constraint(), d, 0, 0});
      for (int c : r.cells)
        if (const int x = b.x(c, d); x != 0) b.clause({-x, lit});
    }
    return lit;
  };
  // the digit sets of at most k digits summing to the clue, counted up to kRellikSets + 1
  int top = 0;
  for (int d = 1; d <= n; ++d) top += b.value(d);
  if (r.sum > top) return;  // no digits make it
  std::vector<std::vector<long long>> sets(static_cast<std::size_t>(k + 1), std::vector<long long>(static_cast<std::size_t>(r.sum + 1), 0));
  sets[0][0] = 1;
  for (int d = 1; d <= n; ++d)
    for (int size = k; size >= 1; --size)
      for (int s = r.sum; s >= b.value(d); --s)
        sets[static_cast<std::size_t>(size)][static_cast<std::size_t>(s)] =
            std::min(kRellikSets + 1, sets[static_cast<std::size_t>(size)][static_cast<std::size_t>(s)] +
                                          sets[static_cast<std::size_t>(size - 1)][static_cast<std::size_t>(s - b.value(d))]);
  long long count = 0;
  for (int size = 1; size <= k; ++size) count = std::min(kRellikSets + 1, count + sets[static_cast<std::size_t>(size)][static_cast<std::size_t>(r.sum)]);
  if (count > kRellikSets) {
    std::vector<int> made(static_cast<std::size_t>(r.sum), 0);  // r(d - 1, s) for s below the clue; 0: not made
    for (int d = 1; d <= n; ++d) {
      const int v = b.value(d);
      std::vector<int> next = made;
      for (int s = 0; s < r.sum; ++s) {
        const int from = s - v;  // held d and the digits before making `from`
        const int before = from == 0 ? kTrue : from > 0 ? made[static_cast<std::size_t>(from)] : kFalse;
        if (before == 0 || before == kFalse) continue;
        // a variable of this layer's own (the last layer's, reused, would let d count twice)
        int& now = next[static_cast<std::size_t>(s)];
        const int old = made[static_cast<std::size_t>(s)];
        now = b.fresh(Meaning{Meaning::State, 0, b.constraint(), d, s, 0});
        if (old != 0) b.clause({-old, now});
        b.clause({-holds(d), -before, now});
      }
      if (const int from = r.sum - v; from >= 0) {  // held d completing the clue: never
        const int before = from == 0 ? kTrue : made[static_cast<std::size_t>(from)];
        if (before != 0) b.clause({-holds(d), -before});
      }
      made = std::move(next);
    }
    return;
  }
  std::vector<int> set;
  auto walk = [&](auto&& self, int from, int left) -> void {
    if (left == 0) {
      std::vector<int> clause;
      for (int d : set) clause.push_back(-holds(d));
      return b.clause(clause);
    }
    if (static_cast<int>(set.size()) == k) return;
    for (int d = from; d <= n && b.value(d) <= left; ++d) {
      set.push_back(d);
      self(self, d + 1, left - b.value(d));
      set.pop_back();
    }
  };
  walk(walk, 1, r.sum);
}

void encode(Builder& b, const Context& ctx, const rule::ExtraRegion& r) {
  distinct_set(b, ctx, r.cells);
}

// Distinct digits; a square of as many cells as digits holds each once, so every line sums to
// the digits' total over s: each line a distinct sum of it (3x3 of 1..9: 15; 8 sums of 3 cells,
// 252 clauses beside the 36-cell distinct set's). Otherwise the lines' sums are made equal
// (equal_sums).
void encode(Builder& b, const Context& ctx, const rule::MagicSquare& r) {
  distinct_set(b, ctx, r.cells);
  const std::vector<std::vector<int>> lines = magic_lines(r.cells);
  if (lines.empty()) return;
  const int s = static_cast<int>(lines.size() / 2) - 1;
  if (static_cast<int>(r.cells.size()) == b.n()) {
    int total = 0;
    for (int d = 1; d <= b.n(); ++d) total += b.value(d);
    if (total % s != 0) return b.clause({});
    for (const std::vector<int>& line : lines) b.distinct_sum(line, total / s);
    return;
  }
  equal_sums(b, lines);
}

void encode(Builder& b, const Context&, const rule::Clone& r) {
  for (std::size_t i = 0; i < r.cells.size() && i < r.copies.size(); ++i)
    b.equal(r.cells[i], r.copies[i]);
}

// Each digit listed m times is held by at least m of the k cells: every k - m + 1 of the
// cells include one that holds it (one clause per subset; k is 4 at most in practice).
// The listed numbers are values: one outside the digit set is held by no cell.
void encode(Builder& b, const Context&, const rule::Quadruple& r) {
  std::map<int, int> times;
  for (int v : r.digits) ++times[v];
  const int k = static_cast<int>(r.cells.size());
  for (auto [v, m] : times) {
    const int d = b.digit_of(v), size = k - m + 1;
    if (size <= 0 || d == 0) {
      b.clause({});  // more copies than cells, or no such digit
      continue;
    }
    for (unsigned mask = 0; mask < (1u << k); ++mask) {
      if (__builtin_popcount(mask) != size) continue;
      std::vector<int> some;
      for (int i = 0; i < k; ++i)
        if (mask >> i & 1) some.push_back(b.x(r.cells[static_cast<std::size_t>(i)], d));
      b.clause(some);
    }
  }
}

// For each digit d, of value w: a value above the number of circles k, or 0, leaves them; else
// a sequential counter, s(i, j) <-> at least j of the first i circles hold d (j up to w, both
// directions, so that unit propagation counts exactly), no circle holding d after w of them,
// and one holding it needs w. On 9x9 without givens, 3, 5, 9 circles: 64, 214, 1,058 clauses
// (14, 55, 285 variables).
void encode(Builder& b, const Context& ctx, const rule::CountingCircles& r) {
  const int k = static_cast<int>(r.cells.size());
  for (int d = 1; d <= ctx.n; ++d) {
    const int w = b.value(d);
    if (w > k || w < 1) {
      for (int c : r.cells) b.clause({-b.x(c, d)});
      continue;
    }
    std::vector<int> before(static_cast<std::size_t>(w + 1), kFalse);  // s(i-1, j); s(i, 0) true
    before[0] = kTrue;
    for (int i = 1; i <= k; ++i) {
      const int x = b.x(r.cells[static_cast<std::size_t>(i - 1)], d);
      b.clause({-x, -before[static_cast<std::size_t>(w)]});  // at most w
      std::vector<int> now(static_cast<std::size_t>(w + 1), kFalse);
      now[0] = kTrue;
      for (int j = 1; j <= std::min(i, w); ++j) {
        const int s = b.fresh(Meaning{Meaning::State, d, b.constraint(), i, j, 0});
        const int was = before[static_cast<std::size_t>(j)], less = before[static_cast<std::size_t>(j - 1)];
        b.clause({-was, s});
        b.clause({-less, -x, s});
        b.clause({-s, was, x});
        b.clause({-s, was, less});
        now[static_cast<std::size_t>(j)] = s;
      }
      before = std::move(now);
    }
    if (w > 1) b.clause({-before[1], before[static_cast<std::size_t>(w)]});  // one holds d: w of them
  }
}

// Each digit the clue says, d said w times: a count of the cells holding d, an automaton whose
// state is how many of the cells so far hold it (0 .. w), accepting w; w = 0: a unit clause per
// cell. On 9x9 without givens, a 3-cell cage (R1C3 R1C4 R2C4): "15" or "22" 84 clauses (12
// variables), "1522" 168 (24), "05" 3; a 4-cell cage "2213": 246 (39).
void encode(Builder& b, const Context&, const rule::LookAndSay& r) {
  for (const auto& [d, w] : r.said) {
    if (d < 1 || d > b.n() || w > static_cast<int>(r.cells.size())) {
      if (w > 0) b.clause({});  // a digit no cell holds, or more copies than cells
      continue;
    }
    if (w == 0) {
      for (int c : r.cells) b.clause({-b.x(c, d)});
      continue;
    }
    b.automaton(
        r.cells, 0, [&, d = d, w = w](int, Builder::State s, int digit) {
          const Builder::State t = s + (digit == d);
          return t > w ? Builder::kDead : t;
        },
        [w = w](Builder::State s) { return s == w; });
  }
}

namespace {

// sum of two numbers == total by written addition: one automaton over the digits from the ones
// up, each place's digit of the first number then the second's (a number shorter than the other
// has none there). Its state is the carry at a place's start, then the place's partial sum; the
// place's last digit keeps only sums whose last figure is the total's and carries the rest; at
// the end the carry must be what is left of the total. At most 19 states a layer, and every
// digit and state no sum uses is removed by unit propagation (the whole rule in one automaton).
void written_sum(Builder& b, const rule::NumberSum& r) {
  const std::size_t la = r.first.size(), lb = r.second.size(), places = std::max(la, lb);
  std::vector<int> cells;
  std::vector<std::size_t> place;  // per cell of `cells`: its place, 0 the ones
  std::vector<bool> last;          // per cell: the last of its place
  for (std::size_t p = 0; p < places; ++p) {
    if (p < la) cells.push_back(r.first[la - 1 - p]), place.push_back(p), last.push_back(p >= lb);
    if (p < lb) cells.push_back(r.second[lb - 1 - p]), place.push_back(p), last.push_back(true);
  }
  std::vector<long long> figure(places);  // the total's figure at each place
  long long rest = r.total;
  for (std::size_t p = 0; p < places; ++p) figure[p] = rest % 10, rest /= 10;
  b.automaton(cells, 0, [&b, &place, &last, &figure](int i, Builder::State s, int digit) -> Builder::State {
    const std::size_t k = static_cast<std::size_t>(i);
    const Builder::State sum = s + b.value(digit);
    if (!last[k]) return sum;
    return sum % 10 == figure[place[k]] ? sum / 10 : Builder::kDead;
  }, [rest](Builder::State s) { return s == rest; });
}

}  // namespace

// Each group's digits read as a decimal number, the two summing to the total: written addition
// (written_sum) while every digit is one figure (up to 9x9) and a number has two cells or more;
// else each number's digits as decimal text (an automaton on the number read so far, cut off once
// it leaves no room for the other number; a one-cell group is its own digit), the first equal to
// the total less the second, value by value (two cells: 2n binary clauses at most).
void encode(Builder& b, const Context& ctx, const rule::NumberSum& r) {
  if (r.first.empty() || r.second.empty()) return;
  if (r.total < 0) return b.clause({});
  if (ctx.n <= 9 && r.first.size() + r.second.size() > 2) return written_sum(b, r);
  const Builder::State top = static_cast<Builder::State>(r.total) - 1;  // the other is 1 or more
  auto number = [&b, top](const std::vector<int>& cells) {
    if (cells.size() == 1) return b.digit_value(cells[0]);
    return b.automaton(cells, 0, [&b, top](int, Builder::State s, int digit) -> Builder::State {
      const int d = b.value(digit);
      const Builder::State next = s * (d >= 10 ? 100 : 10) + d;
      return next <= top ? next : Builder::kDead;
    }, [top](Builder::State s) { return s >= 1 && s <= top; });
  };
  const Values first = number(r.first), second = number(r.second);
  Values rest;  // total - second, values increasing
  for (auto it = second.rbegin(); it != second.rend(); ++it) rest.emplace_back(r.total - it->first, it->second);
  b.same_value(first, rest);
}

}  // namespace sudosat::variant
