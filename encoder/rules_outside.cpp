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
