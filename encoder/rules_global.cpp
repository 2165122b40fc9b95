// Whole-grid rules and indexers (docs/variants.md: clause counts).
#include <variant>

#include "variant_rules.hpp"

namespace sudosat::variant {

namespace {

// Cells a fixed set of moves apart must differ: one binary clause per shared digit, for each
// pair not already in a common house.
void differ_by_moves(Builder& b, const Context& ctx, const std::vector<std::pair<int, int>>& moves) {
  const int n = ctx.n;
  for (int cell = 0; cell < n * n; ++cell)
    for (auto [dr, dc] : moves) {
      const int r = ctx.row(cell) + dr, c = ctx.col(cell) + dc;
      if (r < 0 || r >= n || c < 0 || c >= n) continue;
      const int other = r * n + c;
      if (other < cell) continue;  // each pair once
      b.distinct({cell, other});
    }
}

// A rule on orthogonal neighbours that no mark of `marked` exempts.
template <class Rel>
void unmarked_pairs(Builder& b, const Context& ctx, const std::set<std::pair<int, int>>& marked,
                    Rel rel) {
  for (const auto& p : ctx.neighbours)
    if (!marked.count(p)) b.relation(p.first, p.second, rel);
}

}  // namespace

void encode(Builder& b, const Context& ctx, const rule::Diagonal& r) {
  std::vector<int> cells;
  for (int k = 0; k < ctx.n; ++k) cells.push_back(r.positive ? (ctx.n - 1 - k) * ctx.n + k : k * ctx.n + k);
  distinct_set(b, ctx, cells);
}

void encode(Builder& b, const Context& ctx, const rule::AntiKing&) {
  differ_by_moves(b, ctx, {{1, 1}, {1, -1}});
}

void encode(Builder& b, const Context& ctx, const rule::AntiKnight&) {
  differ_by_moves(b, ctx, {{1, 2}, {1, -2}, {2, 1}, {2, -1}});
}

void encode(Builder& b, const Context& ctx, const rule::DisjointGroups&) {
  std::size_t longest = 0;
  for (const auto& region : ctx.regions) longest = std::max(longest, region.size());
  for (std::size_t k = 0; k < longest; ++k) {
    std::vector<int> group;
    for (const auto& region : ctx.regions)
      if (k < region.size()) group.push_back(region[k]);
    distinct_set(b, ctx, group);
  }
}

// The killer cages' sums, all equal (equal_sums). Only the equality: each cage's distinct digits
// and given sum are its own encoding's, so a part of the rule alone (encode_parts) states no more.
void encode(Builder& b, const Context& ctx, const rule::EqualCageSums&) {
  std::vector<std::vector<int>> cages;
  for (const Constraint& c : ctx.variant->constraints)
    if (const auto* cage = std::get_if<rule::Killer>(&c); cage && !cage->cells.empty()) cages.push_back(cage->cells);
  equal_sums(b, cages);
}

namespace {

// Each 2x2 block and each of the three groups: one clause of the block's four "in the group"
// literals, and, implied (no group can take three of the four cells), one clause a triple of
// them negated: 15(n-1)^2 clauses (960 on 9x9) and a literal per cell and group. The implied
// ones took CaDiCaL's checks of 15 global entropy puzzles from 121 to 84 ms
// (bench/variant/README.md).
void every_block_has(Builder& b, int n, const std::array<Digits, 3>& groups) {
  for (int row = 0; row + 1 < n; ++row)
    for (int col = 0; col + 1 < n; ++col)
      for (const Digits group : groups) {
        std::vector<int> some;
        for (int cell : {row * n + col, row * n + col + 1, (row + 1) * n + col, (row + 1) * n + col + 1})
          some.push_back(b.in(cell, group));
        b.clause(some);
        for (std::size_t skip = 0; skip < some.size(); ++skip) {
          std::vector<int> at_most_two;
          for (std::size_t i = 0; i < some.size(); ++i)
            if (i != skip) at_most_two.push_back(-some[i]);
          b.clause(at_most_two);
        }
      }
}

}  // namespace

// Global entropy: the groups low, middle, high.
void encode(Builder& b, const Context& ctx, const rule::GlobalEntropy&) {
  every_block_has(b, ctx.n, entropic_groups(ctx.n));
}

// Global modular: the residues of the values mod 3 (an empty residue, below 3x3: the empty
// clause, from the block's clause of no literal).
void encode(Builder& b, const Context& ctx, const rule::GlobalModular&) {
  std::array<Digits, 3> residues{};
  for (int d = 1; d <= ctx.n; ++d) residues[static_cast<std::size_t>(b.value(d) % 3)] |= set_of(d);
  every_block_has(b, ctx.n, residues);
}

// Each cell: holding the middle digit implies a 1 above or an n below (the neighbours the grid
// has): n^2 clauses of up to 3 literals (81 on 9x9); an even n, the empty clause (no middle).
void encode(Builder& b, const Context& ctx, const rule::DutchFlatmates&) {
  const int n = ctx.n;
  if (n % 2 == 0) return b.clause({});
  const int middle = (n + 1) / 2;
  for (int cell = 0; cell < n * n; ++cell) {
    std::vector<int> c = {-b.x(cell, middle)};
    if (cell >= n) c.push_back(b.x(cell - n, 1));
    if (cell + n < n * n) c.push_back(b.x(cell + n, n));
    b.clause(c);
  }
}

void encode(Builder& b, const Context& ctx, const rule::NonConsecutive&) {
  unmarked_pairs(b, ctx, ctx.kropki, [](int x, int y) { return x - y != 1 && y - x != 1; });
}

void encode(Builder& b, const Context& ctx, const rule::NegativeRatio&) {
  const std::vector<int>& ratios = ctx.ratios;
  unmarked_pairs(b, ctx, ctx.kropki, [&ratios](int x, int y) {
    for (int q : ratios)
      if (x == q * y || y == q * x) return false;
    return true;
  });
}

void encode(Builder& b, const Context& ctx, const rule::NegativeXV&) {
  unmarked_pairs(b, ctx, ctx.xv, [](int x, int y) { return x + y != 5 && x + y != 10; });
}

void encode(Builder& b, const Context& ctx, const rule::NegativeSum& r) {
  const int sum = r.sum;
  unmarked_pairs(b, ctx, ctx.xv, [sum](int x, int y) { return x + y != sum; });
}

void encode(Builder& b, const Context& ctx, const rule::NegativeDifference& r) {
  const int d = r.difference;
  unmarked_pairs(b, ctx, ctx.kropki, [d](int x, int y) { return x - y != d && y - x != d; });
}

// An indexer ties the cell's digit v to a digit elsewhere: "cell holds v" implies "target(v)
// holds `value`" (2 literals per v). Where the builder knows the targets share a house (holding
// `value` once), also the converse: target(v) holding `value` leaves the cell no other digit.
// Without that house (encode_parts: the indexer alone) the converse is not the rule's, and
// stating it would make the rule stronger than it is (a why-none core would miss the house).
namespace {
template <class Target>
void index_cell(Builder& b, const Context& ctx, int cell, int value, Target target) {
  bool one_house = true;  // every two targets share a house
  for (int v = 1; v <= ctx.n && one_house; ++v)
    for (int w = v + 1; w <= ctx.n && one_house; ++w)
      if (target(v) >= 0 && target(w) >= 0) one_house = b.share_house(target(v), target(w));
  for (int v = 1; v <= ctx.n; ++v) {
    const int t = target(v);
    if (t < 0) {
      b.clause({-b.x(cell, v)});
      continue;
    }
    b.clause({-b.x(cell, v), b.x(t, value)});
    if (one_house) b.clause({b.x(cell, v), -b.x(t, value)});
  }
}
}  // namespace

void encode(Builder& b, const Context& ctx, const rule::RowIndexer& r) {
  const int row = ctx.row(r.cell), col = ctx.col(r.cell);
  index_cell(b, ctx, r.cell, row + 1, [&](int v) { return (v - 1) * ctx.n + col; });
}

void encode(Builder& b, const Context& ctx, const rule::ColumnIndexer& r) {
  const int row = ctx.row(r.cell), col = ctx.col(r.cell);
  index_cell(b, ctx, r.cell, col + 1, [&](int v) { return row * ctx.n + v - 1; });
}

// A box indexer on a cell in no region cannot hold (the checker agrees; the reader rejects it).
void encode(Builder& b, const Context& ctx, const rule::BoxIndexer& r) {
  for (const auto& region : ctx.regions) {
    const auto at = std::find(region.begin(), region.end(), r.cell);
    if (at == region.end()) continue;
    const int p = static_cast<int>(at - region.begin()) + 1;
    index_cell(b, ctx, r.cell, p, [&](int v) {
      return v <= static_cast<int>(region.size()) ? region[static_cast<std::size_t>(v - 1)] : -1;
    });
    return;
  }
  b.clause({});
}

// Chaos construction: the m cells in no region (row-major) fall into k = m / n hidden regions
// (docs/variants.md, "chaosconstruction"), when some cells are in drawn regions. Per cell: [in region j], one j; [t steps from its
// region's root], one t in 0..n-1; per region, one root: the cell 0 steps from it. A cell t >= 1
// steps away has a neighbour of its region t - 1 steps away (so every region is connected), and
// each region holds each digit in exactly one cell (so n cells, distinct digits). The labels and
// roots are not fixed by the division (no symmetry breaking: the solutions counted and ordered
// are the digits', and with the labels ordered by their first cells CaDiCaL took seconds where
// it now takes milliseconds, tests/engine_variant_test.cpp).
void encode(Builder& b, const Context& ctx, const rule::Chaos&) {
  const int n = ctx.n;
  std::vector<int> hidden, index(static_cast<std::size_t>(n * n), -1);
  for (int cell = 0; cell < n * n; ++cell)
    if (ctx.variant->regions[static_cast<std::size_t>(cell)] < 0) {
      index[static_cast<std::size_t>(cell)] = static_cast<int>(hidden.size());
      hidden.push_back(cell);
    }
  // None drawn: the rows of any Latin square are such a division, so the rule adds nothing to
  // the grid's (it matters beside drawn regions, which the rows may cross)
  if (hidden.empty() || hidden.size() == static_cast<std::size_t>(n * n)) return;
  if (hidden.size() % static_cast<std::size_t>(n) != 0) return b.clause({});
  const std::size_t m = hidden.size(), k = m / static_cast<std::size_t>(n), steps = static_cast<std::size_t>(n);
  auto meaning = [&](int cell, int idx, int what, std::uint64_t extra = 0) {
    return b.fresh(Meaning{Meaning::Region, cell, b.constraint(), idx, what, extra});
  };
  std::vector<std::vector<int>> in(m), step(m);
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < k; ++j) in[i].push_back(meaning(hidden[i], static_cast<int>(j), 0));
    b.exactly_one(in[i]);
    for (std::size_t t = 0; t < steps; ++t) step[i].push_back(meaning(hidden[i], static_cast<int>(t), 2));
    b.exactly_one(step[i]);
  }
  for (std::size_t j = 0; j < k; ++j) {  // [root of j] <-> [in j] and [0 steps]: one per region
    std::vector<int> roots;
    for (std::size_t i = 0; i < m; ++i) {
      const int root = meaning(hidden[i], static_cast<int>(j), 1);
      b.clause({-root, in[i][j]});
      b.clause({-root, step[i][0]});
      b.clause({-in[i][j], -step[i][0], root});
      roots.push_back(root);
    }
    b.exactly_one(roots);
  }
  // [a and c in one region] for hidden neighbours, and the steps back through them
  std::vector<std::vector<std::pair<std::size_t, int>>> together(m);  // per cell: (neighbour, literal)
  for (const auto& [a, c] : ctx.neighbours) {
    const int ia = index[static_cast<std::size_t>(a)], ic = index[static_cast<std::size_t>(c)];
    if (ia < 0 || ic < 0) continue;
    const int same = meaning(a, c, 3);
    const auto ua = static_cast<std::size_t>(ia), uc = static_cast<std::size_t>(ic);
    for (std::size_t j = 0; j < k; ++j) {
      b.clause({-same, -in[ua][j], in[uc][j]});
      b.clause({-same, in[ua][j], -in[uc][j]});
      b.clause({-in[ua][j], -in[uc][j], same});
    }
    together[ua].emplace_back(uc, same);
    together[uc].emplace_back(ua, same);
  }
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t t = 1; t < steps; ++t) {
      std::vector<int> back{-step[i][t]};
      for (const auto& [u, same] : together[i]) {
        const int via = meaning(hidden[i], hidden[u], 4, t - 1);
        b.clause({-via, same});
        b.clause({-via, step[u][t - 1]});
        back.push_back(via);
      }
      b.clause(back);
    }
  // each region holds each digit once
  for (std::size_t j = 0; j < k; ++j)
    for (int d = 1; d <= n; ++d) {
      std::vector<int> holds;
      for (std::size_t i = 0; i < m; ++i) {
        const int x = b.x(hidden[i], d);
        if (x == kFalse) continue;
        if (x == kTrue) {
          holds.push_back(in[i][j]);
          continue;
        }
        const int h = meaning(hidden[i], static_cast<int>(j), 5, static_cast<std::uint64_t>(d));
        b.clause({-h, in[i][j]});
        b.clause({-h, x});
        b.clause({-in[i][j], -x, h});
        holds.push_back(h);
      }
      b.exactly_one(holds);
    }
}

}  // namespace sudosat::variant
