// Single cells and marked pairs (docs/variants.md: clause counts).
#include <cstdlib>

#include "variant_rules.hpp"

namespace sudosat::variant {

namespace {

// The digits of odd value (1, 3, 5, ... for the digits 1..n).
Digits odd_digits(const Builder& b) {
  Digits odd = 0;
  for (int d = 1; d <= b.n(); ++d)
    if (b.value(d) % 2 != 0) odd |= set_of(d);
  return odd;
}

// The cell compared with each orthogonal neighbour that is not of its own kind: smaller
// (minimum) or larger (maximum), by order literals.
void extreme(Builder& b, const Context& ctx, int cell, const std::vector<bool>& same, bool smaller) {
  const int n = ctx.n, r = ctx.row(cell), c = ctx.col(cell);
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  for (int k = 0; k < 4; ++k) {
    const int rr = r + dr[k], cc = c + dc[k];
    if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
    const int other = rr * n + cc;
    if (same[static_cast<std::size_t>(other)]) continue;
    if (smaller) b.less(cell, other, 1);
    else b.less(other, cell, 1);
  }
}

}  // namespace

void encode(Builder& b, const Context&, const rule::Odd& r) { b.digits_within(r.cell, odd_digits(b)); }

void encode(Builder& b, const Context&, const rule::Even& r) { b.digits_within(r.cell, ~odd_digits(b)); }

void encode(Builder& b, const Context& ctx, const rule::Minimum& r) {
  extreme(b, ctx, r.cell, ctx.minimum, true);
}

void encode(Builder& b, const Context& ctx, const rule::Maximum& r) {
  extreme(b, ctx, r.cell, ctx.maximum, false);
}

void encode(Builder& b, const Context&, const rule::Difference& r) {
  const int v = r.value;  // |x - y| == v: a value below 1 cannot hold
  b.relation(r.a, r.b, [v](int x, int y) { return std::abs(x - y) == v; });
}

void encode(Builder& b, const Context&, const rule::Ratio& r) {
  const int v = r.value;
  b.relation(r.a, r.b, [v](int x, int y) { return x == v * y || y == v * x; });
}

void encode(Builder& b, const Context&, const rule::XV& r) {
  const int s = r.sum;
  b.relation(r.a, r.b, [s](int x, int y) { return x + y == s; });
}

// XVXV: the X's 10 (the V's 5) or 15.
void encode(Builder& b, const Context&, const rule::XVXV& r) {
  const int s = r.sum;
  b.relation(r.a, r.b, [s](int x, int y) { return x + y == s || x + y == 15; });
}

// b + 1 <= a on order literals: n binary clauses and the order literals' chains (a
// thermometer's step, reversed): 73 clauses, 16 variables on 9x9 without givens.
void encode(Builder& b, const Context&, const rule::GreaterThan& r) { b.less(r.b, r.a, 1); }

}  // namespace sudosat::variant
