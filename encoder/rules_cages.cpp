// Cages and sets (docs/variants.md: clause counts).
#include <map>

#include "variant_rules.hpp"

namespace sudosat::variant {

void encode(Builder& b, const Context& ctx, const rule::Killer& r) {
  distinct_set(b, ctx, r.cells);
  if (r.sum) b.distinct_sum(r.cells, *r.sum);
}

// Distinct digits whose sum has the digital root `root`: an automaton on the sum mod 9
// (a sum is positive, so root 9 is a sum divisible by 9).
void encode(Builder& b, const Context& ctx, const rule::DigitalRoot& r) {
  distinct_set(b, ctx, r.cells);
  const int want = r.root % 9;
  b.distinct_automaton(r.cells, 0, [](int, Builder::State s, int d) { return (s + d) % 9; },
              [want](Builder::State s) { return s == want; });
}

void encode(Builder& b, const Context& ctx, const rule::ExtraRegion& r) {
  distinct_set(b, ctx, r.cells);
}

void encode(Builder& b, const Context&, const rule::Clone& r) {
  for (std::size_t i = 0; i < r.cells.size() && i < r.copies.size(); ++i)
    b.equal(r.cells[i], r.copies[i]);
}

// Each digit listed m times is held by at least m of the k cells: every k - m + 1 of the
// cells include one that holds it (one clause per subset; k is 4 at most in practice).
void encode(Builder& b, const Context&, const rule::Quadruple& r) {
  std::map<int, int> times;
  for (int d : r.digits) ++times[d];
  const int k = static_cast<int>(r.cells.size());
  for (auto [d, m] : times) {
    const int size = k - m + 1;
    if (size <= 0) {
      b.clause({});  // more copies than cells
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

}  // namespace sudosat::variant
