#include "variant.hpp"

#include <stdexcept>

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "variant_rules.hpp"

namespace sudosat {

namespace variant {

void distinct_set(Builder& b, const Context& ctx, const std::vector<int>& cells) {
  b.distinct(cells);
  if (static_cast<int>(cells.size()) == ctx.n)
    for (int d = 1; d <= ctx.n; ++d) {  // n distinct digits in n cells: every digit once
      std::vector<int> some;
      for (int c : cells) some.push_back(b.x(c, d));
      b.clause(some);
    }
  b.add_house(cells);
}

void some_cell_holds(Builder& b, const std::vector<int>& cells, int d) {
  std::vector<int> some;
  if (d != 0)
    for (int c : cells) some.push_back(b.x(c, d));
  b.clause(some);
}

Builder::Next product_step(const Builder& b, Builder::State want) {
  return [&b, want](int, Builder::State s, int d) {
    const Builder::State t = s * b.value(d);
    return t != 0 && want % t == 0 ? t : Builder::kDead;
  };
}

}  // namespace variant

namespace {

using variant::Context;

// The houses: rows, columns, then the variant's regions.
std::vector<std::vector<int>> houses_of(int n, const std::vector<std::vector<int>>& regions) {
  std::vector<std::vector<int>> houses;
  for (int kind = 0; kind < 2; ++kind)
    for (int u = 0; u < n; ++u) {
      std::vector<int> h;
      for (int k = 0; k < n; ++k) h.push_back(kind == 0 ? u * n + k : k * n + u);
      houses.push_back(std::move(h));
    }
  for (const auto& r : regions) houses.push_back(r);
  return houses;
}

Context context(const Puzzle& puzzle) {
  const Variant& v = *puzzle.variant;
  Context ctx;
  ctx.n = puzzle.givens.shape.n();
  ctx.variant = &v;
  ctx.regions = region_cells(v.regions);
  const int n = ctx.n;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (c + 1 < n) ctx.neighbours.emplace_back(r * n + c, r * n + c + 1);
      if (r + 1 < n) ctx.neighbours.emplace_back(r * n + c, (r + 1) * n + c);
    }
  ctx.minimum.assign(static_cast<std::size_t>(n * n), false);
  ctx.maximum = ctx.minimum;
  auto pair = [](int a, int b) { return std::make_pair(std::min(a, b), std::max(a, b)); };
  for (const Constraint& c : v.constraints) {
    if (const auto* d = std::get_if<rule::Difference>(&c)) ctx.kropki.insert(pair(d->a, d->b));
    if (const auto* d = std::get_if<rule::Ratio>(&c)) {
      ctx.kropki.insert(pair(d->a, d->b));
      if (std::find(ctx.ratios.begin(), ctx.ratios.end(), d->value) == ctx.ratios.end())
        ctx.ratios.push_back(d->value);
    }
    if (const auto* d = std::get_if<rule::XV>(&c)) ctx.xv.insert(pair(d->a, d->b));
    if (const auto* d = std::get_if<rule::XVXV>(&c)) ctx.xv.insert(pair(d->a, d->b));
    if (const auto* d = std::get_if<rule::Minimum>(&c)) ctx.minimum[static_cast<std::size_t>(d->cell)] = true;
    if (const auto* d = std::get_if<rule::Maximum>(&c)) ctx.maximum[static_cast<std::size_t>(d->cell)] = true;
  }
  if (ctx.ratios.empty()) ctx.ratios.push_back(2);
  return ctx;
}

// The digits each cell may hold before any constraint but parity: allowed sets, odd/even,
// known digits and what they rule out in their houses. Empty for a known digit its cell does
// not allow.
std::vector<Digits> domains(const Puzzle& puzzle, const Grid& known,
                            const std::vector<std::vector<int>>& houses) {
  const int n = puzzle.givens.shape.n();
  const Variant& v = *puzzle.variant;
  Digits all = 0;
  for (int d = 1; d <= n; ++d) all |= set_of(d);
  Digits odd = 0;  // the digits of odd value
  for (int d = 1; d <= n; ++d)
    if (digit_value(v.digits, d) % 2 != 0) odd |= set_of(d);
  std::vector<Digits> dom(static_cast<std::size_t>(n * n), all);
  for (std::size_t c = 0; c < dom.size(); ++c)
    if (!v.allowed.empty()) dom[c] &= v.allowed[c];
  for (const Constraint& c : v.constraints) {
    if (const auto* o = std::get_if<rule::Odd>(&c)) dom[static_cast<std::size_t>(o->cell)] &= odd;
    if (const auto* e = std::get_if<rule::Even>(&c)) dom[static_cast<std::size_t>(e->cell)] &= all & ~odd;
  }
  std::vector<std::vector<int>> houses_of_cell(dom.size());
  for (std::size_t h = 0; h < houses.size(); ++h)
    for (int cell : houses[h]) houses_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(h));
  for (int cell = 0; cell < n * n; ++cell) {
    const int g = known.cells.empty() ? 0 : known.at(cell);
    if (g == 0) continue;
    dom[static_cast<std::size_t>(cell)] &= set_of(g);
    for (int h : houses_of_cell[static_cast<std::size_t>(cell)])
      for (int other : houses[static_cast<std::size_t>(h)])
        if (other != cell) dom[static_cast<std::size_t>(other)] &= ~set_of(g);
  }
  // A known digit that another known digit (or its cell's rules) rules out empties its cell.
  return dom;
}

// Innies: killer cages with sums that lie inside a house leave the house's other cells a known
// sum, n(n+1)/2 minus theirs, which is added as a distinct sum over those cells (at most half
// the house: longer sums say little and cost much). Implied by the rules, so no solution is
// lost; a search learns it only slowly. Disjoint cages only (cages may overlap).
void implied_house_sums(Builder& b, const Context& ctx, const std::vector<std::vector<int>>& houses) {
  const int n = ctx.n;
  std::vector<const rule::Killer*> cages;
  for (const Constraint& c : ctx.variant->constraints)
    if (const auto* k = std::get_if<rule::Killer>(&c); k && k->sum && !k->cells.empty()) cages.push_back(k);
  if (cages.empty()) return;
  for (const auto& house : houses) {
    if (static_cast<int>(house.size()) != n) continue;
    std::vector<int> in_house(static_cast<std::size_t>(n * n), 0);
    for (int cell : house) in_house[static_cast<std::size_t>(cell)] = 1;
    int total = 0;  // the house's digits' values
    for (int d = 1; d <= n; ++d) total += digit_value(ctx.variant->digits, d);
    bool any = false;
    for (const rule::Killer* k : cages) {
      bool inside = true;
      for (int cell : k->cells) inside &= in_house[static_cast<std::size_t>(cell)] == 1;
      if (!inside) continue;
      for (int cell : k->cells) in_house[static_cast<std::size_t>(cell)] = 2;  // taken
      total -= *k->sum;
      any = true;
    }
    std::vector<int> rest;
    for (int cell : house)
      if (in_house[static_cast<std::size_t>(cell)] == 1) rest.push_back(cell);
    if (any && !rest.empty() && static_cast<int>(rest.size()) <= n / 2) b.distinct_sum(rest, total);
  }
}

}  // namespace

namespace {

std::size_t pairwise_limit(Amo amo) {
  return amo == Amo::Pairwise ? std::numeric_limits<std::size_t>::max() : 5;
}

// Each cell exactly one digit, each house each digit exactly once.
void grid_rules(Builder& b, int n, const std::vector<std::vector<int>>& houses, Amo amo) {
  std::vector<int> lits;
  for (int cell = 0; cell < n * n; ++cell) {
    lits.clear();
    for (int d = 1; d <= n; ++d) lits.push_back(b.x(cell, d));
    b.exactly_one(lits, pairwise_limit(amo));
  }
  for (const auto& house : houses)
    for (int d = 1; d <= n; ++d) {
      lits.clear();
      for (int cell : house) lits.push_back(b.x(cell, d));
      b.exactly_one(lits, pairwise_limit(amo));
    }
}

// The constraints, then the implied sums.
void constraints(Builder& b, const Puzzle& puzzle, const Context& ctx,
                 const std::vector<std::vector<int>>& houses) {
  if (std::string why = digit_set_refusal(*puzzle.variant); !why.empty()) throw std::invalid_argument(why);
  b.set_digits(puzzle.variant->digits);
  const auto& list = puzzle.variant->constraints;
  for (std::size_t i = 0; i < list.size(); ++i) {
    b.set_constraint(static_cast<int>(i));
    std::visit([&](const auto& r) { variant::encode(b, ctx, r); }, list[i]);
  }
  b.set_constraint(kImpliedSums);
  implied_house_sums(b, ctx, houses);
}

// Every cell literal the domains decide, as a unit clause (with -guard when guard is set).
void domain_units(Cnf& cnf, const std::vector<Digits>& dom, int n, int guard, const Vars& vars) {
  for (int cell = 0; cell < n * n; ++cell) {
    const Digits d = dom[static_cast<std::size_t>(cell)];
    for (int digit = 1; digit <= n; ++digit) {
      const int lit = !(d & set_of(digit)) ? -vars.cell(cell, digit) : d == set_of(digit) ? vars.cell(cell, digit) : 0;
      if (lit == 0) continue;
      if (guard) cnf.add({lit, -guard});
      else cnf.add({lit});
    }
  }
}

}  // namespace

Cnf encode_variant(const Puzzle& puzzle, const Grid& known, Vars& vars, Amo amo) {
  const int n = puzzle.givens.shape.n();
  const Context ctx = context(puzzle);
  const std::vector<std::vector<int>> houses = houses_of(n, ctx.regions);
  std::vector<Digits> dom = domains(puzzle, known, houses);
  Cnf cnf;
  // Every cell variable is fixed where the domains decide it, so that any model decodes.
  domain_units(cnf, dom, n, 0, vars);
  Builder b(n, vars, cnf, std::move(dom), houses);
  grid_rules(b, n, houses, amo);
  constraints(b, puzzle, ctx, houses);
  return cnf;
}

Cnf encode_grid_rules(int n, const std::vector<int>& regions, Vars& vars, Amo amo) {
  const std::vector<std::vector<int>> houses = houses_of(n, region_cells(regions));
  Digits all = 0;
  for (int d = 1; d <= n; ++d) all |= set_of(d);
  Cnf cnf;
  Builder b(n, vars, cnf, std::vector<Digits>(static_cast<std::size_t>(n * n), all), houses);
  grid_rules(b, n, houses, amo);
  return cnf;
}

Cnf encode_variant_guarded(const Puzzle& puzzle, const Grid& known, int guard, Vars& vars) {
  const int n = puzzle.givens.shape.n();
  const Context ctx = context(puzzle);
  const std::vector<std::vector<int>> houses = houses_of(n, ctx.regions);
  std::vector<Digits> dom = domains(puzzle, known, houses);
  Cnf cnf;
  domain_units(cnf, dom, n, guard, vars);
  // Literals the domains rule out are left out of the constraints' clauses: under the guard
  // the units above make them false.
  Builder b(n, vars, cnf, std::move(dom), houses);
  b.set_guard(guard);
  constraints(b, puzzle, ctx, houses);
  return cnf;
}

}  // namespace sudosat

namespace sudosat {

Cnf encode_parts(const Puzzle& puzzle, Vars& vars, std::vector<RulePart>& parts,
                 const std::function<int(const RulePart&)>& guard) {
  const int n = puzzle.givens.shape.n();
  Digits all = 0;
  for (int d = 1; d <= n; ++d) all |= set_of(d);
  const std::vector<Digits> domains(static_cast<std::size_t>(n * n), all);
  const std::vector<std::vector<int>> no_houses;
  Cnf cnf;
  // One part: its clauses into a Cnf of their own (to find its cells), then guarded into cnf.
  auto part = [&](RulePart p, const std::function<void(Builder&)>& clauses) {
    Cnf own;
    Builder b(n, vars, own, domains, no_houses);
    clauses(b);
    if (p.cells.empty()) {
      std::vector<bool> seen(static_cast<std::size_t>(n * n), false);
      for (int lit : own.lits)
        if (lit != 0 && vars.is_cell(std::abs(lit))) seen[static_cast<std::size_t>(vars.cell_of(std::abs(lit)))] = true;
      for (int c = 0; c < n * n; ++c)
        if (seen[static_cast<std::size_t>(c)]) p.cells.push_back(c);
    }
    parts.push_back(p);
    const int g = guard(parts.back());
    std::vector<int> clause;
    for (int lit : own.lits) {
      if (lit != 0) {
        clause.push_back(lit);
        continue;
      }
      clause.push_back(-g);
      cnf.add(clause);
      clause.clear();
    }
  };
  auto each_digit_once = [&](Builder& b, const std::vector<int>& cells) {
    for (int d = 1; d <= n; ++d) {
      std::vector<int> lits;
      for (int c : cells) lits.push_back(b.x(c, d));
      b.exactly_one(lits, std::numeric_limits<std::size_t>::max());
    }
  };
  for (int cell = 0; cell < n * n; ++cell)
    part({RulePart::Cell, cell, {cell}}, [&](Builder& b) {
      std::vector<int> lits;
      for (int d = 1; d <= n; ++d) lits.push_back(b.x(cell, d));
      b.exactly_one(lits, std::numeric_limits<std::size_t>::max());
    });
  for (int kind = 0; kind < 2; ++kind)
    for (int u = 0; u < n; ++u) {
      std::vector<int> cells;
      for (int k = 0; k < n; ++k) cells.push_back(kind == 0 ? u * n + k : k * n + u);
      part({kind == 0 ? RulePart::Row : RulePart::Column, u, cells}, [&](Builder& b) { each_digit_once(b, cells); });
    }
  std::vector<int> labels = puzzle.variant ? puzzle.variant->regions : std::vector<int>{};
  if (!puzzle.variant)
    for (int c = 0; c < n * n; ++c) labels.push_back(puzzle.givens.shape.box(c));
  const bool boxes = !puzzle.variant || labels == default_regions(n);
  const auto regions = region_cells(labels);
  for (std::size_t k = 0; k < regions.size(); ++k)
    part({boxes ? RulePart::Box : RulePart::Region, static_cast<int>(k), regions[k]},
         [&](Builder& b) { each_digit_once(b, regions[k]); });
  if (!puzzle.variant) return cnf;
  const Context ctx = context(puzzle);
  if (std::string why = digit_set_refusal(*puzzle.variant); !why.empty()) throw std::invalid_argument(why);
  const auto& list = puzzle.variant->constraints;
  for (std::size_t i = 0; i < list.size(); ++i)
    part({RulePart::Constraint, static_cast<int>(i), {}}, [&](Builder& b) {
      b.set_digits(puzzle.variant->digits);
      b.set_constraint(static_cast<int>(i));
      std::visit([&](const auto& r) { variant::encode(b, ctx, r); }, list[i]);
    });
  return cnf;
}

}  // namespace sudosat
