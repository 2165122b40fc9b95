// The variant fast path's network (varnet.hpp): each constraint kind's propagators, one
// Builder overload per kind, and the houses' locked-candidate crossings.
#include "varnet.hpp"

#include <algorithm>
#include <cstdint>
#include <set>
#include <variant>

namespace sudosat::varsearch {

bool Network::inside(const std::vector<int>& list) const {
  return std::all_of(list.begin(), list.end(), [&](int c) { return inside(c); });
}

// Fills `subsets` (once): every digit set of 1..n, by size and sum.
void Network::need_subsets() {
  if (!subsets.empty()) return;
  const int top = n * (n + 1) / 2;
  subsets.assign(static_cast<std::size_t>(n + 1),
                 std::vector<std::vector<Mask>>(static_cast<std::size_t>(top + 1)));
  for (Mask s = 0; s <= all; ++s) {
    int total = 0;
    for (Mask m = s; m; m &= m - 1) total += lowest(m);
    subsets[static_cast<std::size_t>(popcount(s))][static_cast<std::size_t>(total)].push_back(s);
  }
  by_size.resize(static_cast<std::size_t>(n + 1));
  for (int size = 0; size <= n; ++size)
    for (int total = 0; total <= top; ++total)
      for (Mask set : subsets[static_cast<std::size_t>(size)][static_cast<std::size_t>(total)])
        by_size[static_cast<std::size_t>(size)].emplace_back(set, total);
}

// The digit sets of `size` digits from 1..n summing to `sum` (none when out of range);
// after need_subsets().
const std::vector<Mask>& Network::sets_of(int size, long long sum) const {
  static const std::vector<Mask> none;
  if (subsets.empty() || size < 0 || size > n || sum < 0 ||
      sum >= static_cast<long long>(subsets[0].size()))
    return none;
  return subsets[static_cast<std::size_t>(size)][static_cast<std::size_t>(sum)];
}

void Network::distinct(std::vector<int> list) {
  if (list.size() < 2) return;
  for (int a : list)
    for (int b : list)
      if (a != b) peers[static_cast<std::size_t>(a)].push_back(b);
  std::vector<int> sorted = list;
  std::sort(sorted.begin(), sorted.end());
  const bool repeats = std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
  if (repeats) impossible = true;  // a cell twice in a set of distinct cells
  else if (static_cast<int>(list.size()) > n) impossible = true;
  else if (static_cast<int>(list.size()) == n) houses.push_back(std::move(list));
  else groups.push_back(std::move(list));
}

template <class Pred>
void Network::relate(int a, int b, Pred&& allowed) {
  if (a == b) {  // one cell: the digits related to themselves
    Mask keep = 0;
    for (int x = 1; x <= n; ++x)
      if (allowed(x, x)) keep |= bit(x);
    init[static_cast<std::size_t>(a)] &= keep;
    return;
  }
  const bool swapped = a > b;
  if (swapped) std::swap(a, b);
  auto [it, added] = pair_index.try_emplace({a, b}, props.size());
  if (added) {
    Prop p;
    p.kind = Kind::Pair;
    p.cells = {a, b};
    for (int x = 1; x <= n; ++x) p.fwd[x] = p.bwd[x] = all;
    props.push_back(std::move(p));
  }
  Prop& p = props[it->second];
  for (int x = 1; x <= n; ++x) {
    Mask keep = 0;
    for (int y = 1; y <= n; ++y)
      if (swapped ? allowed(y, x) : allowed(x, y)) keep |= bit(y);
    p.fwd[x] &= keep;
  }
  for (int y = 1; y <= n; ++y) {
    p.bwd[y] = 0;
    for (int x = 1; x <= n; ++x)
      if (p.fwd[x] & bit(y)) p.bwd[y] |= bit(x);
  }
}

void Network::add(Prop p) {
  p.part_base = static_cast<int>(part_cells.size());
  for (std::size_t g = 0; g < p.parts.size(); ++g) {
    const std::size_t k = p.parts[g].size();
    part_cells.push_back(static_cast<int>(part_masks));
    part_masks += k;
    if (p.kind != Kind::Linear && p.kind != Kind::EqualSums) continue;
    // The largest sum the propagator's part_sums can mark: the k largest digits where it
    // walks the digit sets of a distinct part, else k times n.
    const bool sets = p.distinct[g] && k <= static_cast<std::size_t>(n) && k < by_size.size() &&
                      by_size[k].size() <= kPartSetsScanned;
    const std::size_t top = sets ? k * (2 * static_cast<std::size_t>(n) + 1 - k) / 2 : k * static_cast<std::size_t>(n);
    if (top >= 64) sums_below_64 = false;
  }
  props.push_back(std::move(p));
}

// Whether two cells must differ as the houses have it: a row, a column or a region.
bool Network::mates(int a, int b) const {
  const int la = regions[static_cast<std::size_t>(a)], lb = regions[static_cast<std::size_t>(b)];
  return a != b && (a / n == b / n || a % n == b % n || (la >= 0 && la == lb));
}
// Whether the cells are distinct and every two of them share a row, column or region.
bool Network::one_house(const std::vector<int>& list) const {
  for (std::size_t i = 0; i < list.size(); ++i)
    for (std::size_t j = i + 1; j < list.size(); ++j)
      if (!mates(list[i], list[j])) return false;
  return true;
}

// sum of coef[i] * list[i] == value. The cells are grouped into parts of one coefficient
// whose cells share houses (greedily, in order), so that each part's digits are distinct.
void Network::linear(const std::vector<int>& list, const std::vector<long long>& coef, long long value) {
  if (list.size() == 2) {  // a pair table is exact and cheap
    const long long a = coef[0], b = coef[1];
    relate(list[0], list[1], [&](int x, int y) { return a * x + b * y == value; });
    return;
  }
  Prop p;
  p.kind = Kind::Linear;
  p.cells = list;
  p.value = value;
  for (std::size_t i = 0; i < list.size(); ++i) {
    std::size_t g = 0;
    for (; g < p.parts.size(); ++g) {
      if (p.coef[g] != coef[i]) continue;
      bool fits = true;
      for (int other : p.parts[g]) fits = fits && mates(other, list[i]);
      if (fits) break;
    }
    if (g == p.parts.size()) p.parts.emplace_back(), p.coef.push_back(coef[i]), p.distinct.push_back(1);
    p.parts[g].push_back(list[i]);
  }
  need_subsets();
  if (p.parts.size() == 2 && p.coef[0] == -p.coef[1] && (p.coef[0] == 1 || p.coef[0] == -1) &&
      one_house(list))
    split_sets(p);
  add(std::move(p));
}

// A sum of one house's cells, some added and some taken away (a double arrow in a row, an
// arrow down a column): the pairs of digit sets (added, taken) that are disjoint and make the
// value, as a second propagator beside the sum (SplitSets); none when there would be many.
void Network::split_sets(const Prop& sum) {
  const std::size_t plus = sum.coef[0] == 1 ? 0 : 1;
  const std::vector<int>& pos = sum.parts[plus];
  const std::vector<int>& neg = sum.parts[1 - plus];
  const auto& with = by_size[pos.size()];
  const auto& without = by_size[neg.size()];
  if (with.size() * without.size() > kSplitPairsTried) return;
  Prop p;
  p.kind = Kind::SplitSets;
  p.parts = {pos, neg};
  p.cells = pos;
  p.cells.insert(p.cells.end(), neg.begin(), neg.end());
  for (const auto& [a, sa] : with)
    for (const auto& [b, sb] : without)
      if (!(a & b) && sa - sb == sum.value) p.sets.push_back(a), p.sets.push_back(b);
  if (p.sets.size() / 2 > kMaxSets) return;
  add(std::move(p));
}

// sum(list) == value, each cell weight 1.
void Network::sum(const std::vector<int>& list, long long value) {
  linear(list, std::vector<long long>(list.size(), 1), value);
}

// A cage of distinct cells whose digit set passes fits(set, its sum).
// (false: too many sets to keep)
template <class Fits>
bool Network::cage_sets(const std::vector<int>& list, Fits&& fits) {
  Prop p;
  p.kind = Kind::CageSet;
  p.cells = list;
  const int k = static_cast<int>(list.size());
  if (k > n) return true;  // distinct() already made it impossible
  need_subsets();
  for (const auto& [set, s] : by_size[static_cast<std::size_t>(k)])
    if (fits(set, static_cast<long long>(s))) p.sets.push_back(set);
  if (p.sets.empty()) impossible = true;
  if (p.sets.size() > kMaxSets) return false;
  add(std::move(p));
  return true;
}

// Whether `list` is a whole row or column of the grid, in either direction.
bool Network::whole_line(const std::vector<int>& list) const {
  if (static_cast<int>(list.size()) != n || !inside(list)) return false;
  std::vector<int> sorted = list;
  std::sort(sorted.begin(), sorted.end());
  bool row = true, col = true;
  for (int i = 0; i < n; ++i) {
    row = row && sorted[static_cast<std::size_t>(i)] == sorted[0] + i && sorted[0] % n == 0;
    col = col && sorted[static_cast<std::size_t>(i)] == sorted[0] + i * n && sorted[0] < n;
  }
  return row || col;
}

namespace {

bool contains(const std::vector<int>& values, int v) {
  return std::find(values.begin(), values.end(), v) != values.end();
}

// Orthogonal neighbours a < b: bit 0 of the table at a for b = a + 1, bit 1 for b = a + n.
struct NeighbourMarks {
  int n;
  std::vector<std::uint8_t> table;
  NeighbourMarks(int n_) : n(n_), table(static_cast<std::size_t>(n_ * n_), 0) {}
  void mark(int a, int b) {
    if (a < 0 || b < 0 || a >= n * n || b >= n * n) return;
    if (a > b) std::swap(a, b);
    if (b == a + 1 && a % n + 1 < n) table[static_cast<std::size_t>(a)] |= 1;
    if (b == a + n) table[static_cast<std::size_t>(a)] |= 2;
  }
  bool marked(int a, int b) const { return (table[static_cast<std::size_t>(a)] & (b == a + 1 ? 1 : 2)) != 0; }
};

// Adds the propagators of each constraint kind (overloads: one per kind).
class Builder {
 public:
  Builder(Network& net, const Variant& v) : net_(net), v_(v), n_(net.n) {}

  void operator()(const rule::Diagonal& r) {
    std::vector<int> line;
    for (int k = 0; k < n_; ++k) line.push_back(r.positive ? (n_ - 1 - k) * n_ + k : k * n_ + k);
    net_.distinct(line);
  }
  void operator()(const rule::AntiKing&) {
    moves({{1, -1}, {1, 1}});
  }
  void operator()(const rule::AntiKnight&) {
    moves({{1, -2}, {1, 2}, {2, -1}, {2, 1}});
  }
  void operator()(const rule::DisjointGroups&) {
    const auto regions = region_cells(v_.regions);
    for (int k = 0; k < n_; ++k) {
      std::vector<int> group;
      for (const auto& cells : regions)
        if (k < static_cast<int>(cells.size())) group.push_back(cells[static_cast<std::size_t>(k)]);
      net_.distinct(group);
    }
  }
  // The killer cages, parts of equal sums; their digits differ (their own rule).
  void operator()(const rule::EqualCageSums&) {
    std::vector<std::vector<int>> cages;
    for (const Constraint& c : v_.constraints)
      if (const auto* cage = std::get_if<rule::Killer>(&c); cage && !cage->cells.empty()) {
        if (!cells_inside(cage->cells)) return;
        cages.push_back(cage->cells);
      }
    equal_sums(std::move(cages), true);
  }
  // Each 2x2 block holds each of the three groups: a Classes propagator a block.
  void every_block_has(const Mask (&groups)[3]) {
    for (int row = 0; row + 1 < n_; ++row)
      for (int col = 0; col + 1 < n_; ++col) {
        Prop p;
        p.kind = Kind::Classes;
        p.cells = {row * n_ + col, row * n_ + col + 1, (row + 1) * n_ + col, (row + 1) * n_ + col + 1};
        p.sets.assign(std::begin(groups), std::end(groups));
        net_.add(std::move(p));
      }
    // Measured on 31 puzzles and 40 others of new seeds (bench/variant/README.md): the search
    // as Interactive Sudoku Solver's branches (Priorities) takes a half to a quarter of the
    // branches; locked candidates cost more than the branches they save; the larger budget
    // settles the hard ones whose CNF CaDiCaL takes longer.
    net_.branching = Network::Branching::Priorities;
    net_.locked_candidates = false;
    net_.budget_factor = std::max(net_.budget_factor, kBlocksBudgetFactor);
  }
  void operator()(const rule::GlobalModular&) {
    Mask residues[3] = {0, 0, 0};
    for (int d = 1; d <= n_; ++d) residues[d % 3] |= bit(d);
    every_block_has(residues);
  }
  void operator()(const rule::GlobalEntropy&) {
    Mask groups[3] = {0, 0, 0};
    for (int d = 1; d <= n_; ++d) groups[entropic_group(n_, d)] |= bit(d);
    every_block_has(groups);
  }
  // Hidden regions to be found beside drawn ones: no propagator divides the rest (CaDiCaL does).
  // No cell in a region: the rows divide the grid, no rule to add; every cell in one: nothing to find.
  void operator()(const rule::Chaos&) {
    const auto hidden = std::count(v_.regions.begin(), v_.regions.end(), -1);
    if (hidden > 0 && hidden < static_cast<std::ptrdiff_t>(v_.regions.size())) net_.supported = false;
  }
  // Each cell that may hold the middle digit needs a 1 above or an n below it (Needs).
  void operator()(const rule::DutchFlatmates&) {
    if (n_ % 2 == 0) {  // no middle digit: no solution (the encoding's empty clause)
      net_.supported = false;
      return;
    }
    for (int cell = 0; cell < n_ * n_; ++cell) {
      Prop p;
      p.kind = Kind::Needs;
      p.value = (n_ + 1) / 2;
      p.cells = {cell};
      if (cell >= n_) {
        p.cells.push_back(cell - n_);
        p.sets.push_back(bit(1));
      }
      if (cell + n_ < n_ * n_) {
        p.cells.push_back(cell + n_);
        p.sets.push_back(bit(n_));
      }
      net_.add(std::move(p));
    }
  }
  // The three neighbour rules together, once, on every unmarked orthogonal pair.
  void operator()(const rule::NonConsecutive&) { neighbour_rules(); }
  void operator()(const rule::NegativeRatio&) { neighbour_rules(); }
  void operator()(const rule::NegativeXV&) { neighbour_rules(); }
  void operator()(const rule::NegativeSum&) { neighbour_rules(); }
  void operator()(const rule::NegativeDifference&) { neighbour_rules(); }

  void operator()(const rule::Odd& r) { only(r.cell, [](int d) { return d % 2 == 1; }); }
  void operator()(const rule::Even& r) { only(r.cell, [](int d) { return d % 2 == 0; }); }
  void operator()(const rule::Minimum& r) { extreme(r.cell, true); }
  void operator()(const rule::Maximum& r) { extreme(r.cell, false); }

  void operator()(const rule::Difference& r) {
    if (!cells_inside({r.a, r.b})) return;
    net_.relate(r.a, r.b, [&](int x, int y) { return (x > y ? x - y : y - x) == r.value; });
  }
  void operator()(const rule::Ratio& r) {
    if (!cells_inside({r.a, r.b})) return;
    net_.relate(r.a, r.b, [&](int x, int y) { return x == r.value * y || y == r.value * x; });
  }
  void operator()(const rule::XV& r) {
    if (!cells_inside({r.a, r.b})) return;
    net_.relate(r.a, r.b, [&](int x, int y) { return x + y == r.sum; });
  }
  void operator()(const rule::XVXV& r) {
    if (!cells_inside({r.a, r.b})) return;
    net_.relate(r.a, r.b, [&](int x, int y) { return x + y == r.sum || x + y == 15; });
  }

  void operator()(const rule::GreaterThan& r) {
    if (cells_inside({r.a, r.b})) net_.relate(r.a, r.b, [](int x, int y) { return x > y; });
  }
  void operator()(const rule::Killer& r) {
    if (!cells_inside(r.cells)) return;
    net_.distinct(r.cells);
    if (!r.sum) return;
    if (!net_.cage_sets(r.cells, [&](Mask, long long s) { return s == *r.sum; })) net_.sum(r.cells, *r.sum);
  }
  // The digit sets below or above the bound; past kMaxSets sets (16x16 and up), distinct only.
  void operator()(const rule::KillerBound& r) {
    if (!cells_inside(r.cells)) return;
    net_.distinct(r.cells);
    net_.cage_sets(r.cells, [&](Mask, long long s) { return r.above ? s > r.bound : s < r.bound; });
  }
  // The digit sets whose product is the clue.
  void operator()(const rule::ProductCage& r) {
    if (!cells_inside(r.cells)) return;
    net_.distinct(r.cells);
    net_.cage_sets(r.cells, [&](Mask set, long long) {
      long long product = 1;
      for (Mask m = set; m && product <= r.product; m &= m - 1) product *= lowest(m);
      return product == r.product;
    });
  }
  void operator()(const rule::DigitalRoot& r) {
    if (!cells_inside(r.cells)) return;
    net_.distinct(r.cells);
    const int root = r.root == 0 ? 9 : r.root;
    net_.cage_sets(r.cells, [&](Mask, long long s) { return s > 0 && 1 + (s - 1) % 9 == root; });
  }
  void operator()(const rule::ExtraRegion& r) {
    if (cells_inside(r.cells)) net_.distinct(r.cells);
  }
  // The digit sets of which no subset sums to the clue; past kMaxSets sets, to CaDiCaL.
  void operator()(const rule::RellikCage& r) {
    if (!cells_inside(r.cells)) return;
    net_.distinct(r.cells);
    const bool tabled = net_.cage_sets(r.cells, [&](Mask set, long long) {
      std::uint64_t made = 1;  // bit s: some subset of the set sums to s
      for (Mask m = set; m; m &= m - 1) made |= made << lowest(m);
      return r.sum < 1 || r.sum >= 64 || !((made >> r.sum) & 1);
    });
    if (!tabled) net_.supported = false;
  }
  void operator()(const rule::Clone& r) {
    if (!cells_inside(r.cells) || !cells_inside(r.copies)) return;
    if (r.cells.size() != r.copies.size()) {
      net_.impossible = true;
      return;
    }
    for (std::size_t i = 0; i < r.cells.size(); ++i) equal(r.cells[i], r.copies[i]);
  }
  void operator()(const rule::Quadruple& r) {
    if (!cells_inside(r.cells)) return;
    Prop p;
    p.kind = Kind::Quadruple;
    p.cells = r.cells;
    p.want.assign(static_cast<std::size_t>(n_ + 1), 0);
    for (int d : r.digits) {
      if (d < 1 || d > n_) {  // a digit no cell holds
        net_.impossible = true;
        return;
      }
      ++p.want[static_cast<std::size_t>(d)];
    }
    net_.add(std::move(p));
  }

  // Each digit said w times: the quadruple's count, exactly (value 1); a digit said 0 times
  // leaves every cell.
  void operator()(const rule::LookAndSay& r) {
    if (!cells_inside(r.cells)) return;
    Prop p;
    p.kind = Kind::Quadruple;
    p.cells = r.cells;
    p.value = 1;
    p.want.assign(static_cast<std::size_t>(n_ + 1), 0);
    bool any = false;
    for (const auto& [d, w] : r.said) {
      if (d < 1 || d > n_ || w > static_cast<int>(r.cells.size())) {
        if (w > 0) net_.impossible = true;
        continue;
      }
      if (w == 0) {
        for (int c : r.cells) only(c, [d = d](int x) { return x != d; });
        continue;
      }
      p.want[static_cast<std::size_t>(d)] = w;
      any = true;
    }
    if (any) net_.add(std::move(p));
  }

  void operator()(const rule::CountingCircles& r) {
    if (!cells_inside(r.cells) || r.cells.empty()) return;
    Prop p;
    p.kind = Kind::Counting;
    p.cells = r.cells;
    net_.add(std::move(p));
  }
  void operator()(const rule::SumCage& r) {
    if (cells_inside(r.cells)) net_.sum(r.cells, r.sum);
  }
  // Both numbers' digits weighted by their places: a linear sum equal to the total, while each
  // digit is one decimal character (as an arrow's bulb).
  void operator()(const rule::NumberSum& r) {
    std::vector<int> cells = r.first;
    cells.insert(cells.end(), r.second.begin(), r.second.end());
    if (!cells_inside(cells) || r.first.empty() || r.second.empty()) return;  // as the checker
    if (n_ > 9 || r.first.size() > 6 || r.second.size() > 6) {
      net_.supported = false;
      return;
    }
    std::vector<long long> coef;
    for (const std::vector<int>* group : {&r.first, &r.second}) {
      std::vector<long long> places(group->size());
      long long place = 1;
      for (std::size_t i = group->size(); i-- > 0;) places[i] = place, place *= 10;
      coef.insert(coef.end(), places.begin(), places.end());
    }
    net_.linear(cells, coef, r.total);
  }
  // Distinct; a square of n cells holds every digit once, so each of its lines is a cage of
  // the total over s (its digit sets); otherwise its lines' sums are equal.
  void operator()(const rule::MagicSquare& r) {
    if (!cells_inside(r.cells) || r.cells.empty()) return;
    const int s = magic_side(r.cells, n_);
    if (s == 0) {
      net_.impossible = true;  // as the checker: not a square
      return;
    }
    net_.distinct(r.cells);
    std::vector<std::vector<int>> lines = magic_lines(r.cells);
    if (static_cast<int>(r.cells.size()) != n_) return equal_sums(std::move(lines), true);
    const int total = n_ * (n_ + 1) / 2;
    if (total % s != 0) {
      net_.impossible = true;
      return;
    }
    for (const std::vector<int>& line : lines) {
      net_.distinct(line);
      if (!net_.cage_sets(line, [&](Mask, long long sum) { return sum == total / s; })) net_.sum(line, total / s);
    }
  }
  void operator()(const rule::LittleKiller& r) {
    if (cells_inside(r.cells)) net_.sum(r.cells, r.sum);
  }
  void operator()(const rule::Sandwich& r) { clue(Kind::Sandwich, r.cells, r.sum); }
  void operator()(const rule::XSum& r) { first_digit_clue(Kind::XSum, r.cells, r.sum); }
  void operator()(const rule::Battlefield& r) { first_digit_clue(Kind::Battlefield, r.cells, r.sum); }
  // A clue read from its line's first digit (and last): an empty line has no solution.
  void first_digit_clue(Kind kind, const std::vector<int>& cells, long long value) {
    if (!cells_inside(cells)) return;
    if (cells.empty()) {
      net_.impossible = true;
      return;
    }
    clue(kind, cells, value);
  }
  // The first digit v points at the v-th cell, which holds the clue: an indexer on the first cell.
  void operator()(const rule::NumberedRoom& r) {
    if (!cells_inside(r.cells)) return;
    if (r.cells.empty() || r.value < 1 || r.value > n_) {
      net_.impossible = true;
      return;
    }
    const int k = static_cast<int>(r.cells.size());
    indexer(r.cells[0], [&](int v) { return v <= k ? r.cells[static_cast<std::size_t>(v - 1)] : -1; },
            r.value);
  }
  void operator()(const rule::Skyscraper& r) {
    if (!cells_inside(r.cells)) return;
    const int k = static_cast<int>(r.cells.size());
    // A digit v at position i (from 0) sees at most i + 1 before it and n - v after it.
    for (int i = 0; i < k; ++i) only(r.cells[static_cast<std::size_t>(i)], [&](int v) { return v <= n_ - r.count + 1 + i; });
    clue(Kind::Skyline, r.cells, r.count);
  }

  void operator()(const rule::Thermometer& r) {
    steps(r.cells, [](int x, int y) { return x < y; });
  }
  void operator()(const rule::SlowThermometer& r) {
    steps(r.cells, [](int x, int y) { return x <= y; });
  }
  void operator()(const rule::Arrow& r) {
    std::vector<int> all = r.bulb;
    all.insert(all.end(), r.shaft.begin(), r.shaft.end());
    if (!cells_inside(all)) return;
    if (r.bulb.empty() || r.shaft.empty()) return;  // ignored, as the checker does
    // The bulb reads as decimal text: linear while every digit is one character.
    if ((n_ > 9 && r.bulb.size() > 1) || r.bulb.size() > 6) {
      net_.supported = false;
      return;
    }
    std::vector<long long> coef(r.shaft.size(), 1);
    long long place = 1;
    std::vector<long long> bulb(r.bulb.size());
    for (std::size_t i = r.bulb.size(); i-- > 0;) bulb[i] = -place, place *= 10;
    coef.insert(coef.end(), bulb.begin(), bulb.end());
    std::vector<int> cells = r.shaft;
    cells.insert(cells.end(), r.bulb.begin(), r.bulb.end());
    net_.linear(cells, coef, 0);
  }
  void operator()(const rule::Palindrome& r) {
    if (!cells_inside(r.cells)) return;
    const std::size_t k = r.cells.size();
    for (std::size_t i = 0; i < k / 2; ++i) equal(r.cells[i], r.cells[k - 1 - i]);
  }
  void operator()(const rule::Renban& r) {
    if (!cells_inside(r.cells) || r.cells.empty()) return;
    net_.distinct(r.cells);
    Prop p;
    p.kind = Kind::Renban;
    p.cells = r.cells;
    net_.add(std::move(p));
  }
  void operator()(const rule::Whispers& r) {
    steps(r.cells, [&](int x, int y) { return (x > y ? x - y : y - x) >= r.difference; });
  }
  void operator()(const rule::RegionSumLine& r) {
    if (!cells_inside(r.cells)) return;
    std::vector<std::vector<int>> runs;
    int current = -1;
    for (int cell : r.cells) {
      const int label = v_.regions[static_cast<std::size_t>(cell)];
      if (label < 0) continue;  // no region: skipped, the run goes on
      if (runs.empty() || label != current) runs.emplace_back(), current = label;
      runs.back().push_back(cell);
    }
    equal_sums(runs);
  }
  void operator()(const rule::BetweenLine& r) {
    if (!cells_inside(r.cells) || r.cells.size() < 3) return;
    Prop p;
    p.kind = Kind::Between;
    p.cells = r.cells;
    net_.add(std::move(p));
  }
  void operator()(const rule::LockoutLine& r) {
    if (!cells_inside(r.cells) || r.cells.size() < 2) return;
    Prop p;
    p.kind = Kind::Lockout;
    p.cells = r.cells;
    p.value = r.difference;
    net_.add(std::move(p));
  }
  void operator()(const rule::SequenceLine& r) {
    const std::size_t k = r.cells.size();
    if (k < 3) return;  // two cells: any two digits
    const int top = (n_ - 1) / static_cast<int>(k - 1);  // the largest step that fits (0 too: "3-3-3")
    steps(r.cells, [top](int x, int y) { return x - y <= top && y - x <= top; });
    if (!cells_inside(r.cells)) return;
    Prop p;
    p.kind = Kind::Sequence;
    p.cells = r.cells;
    net_.add(std::move(p));
  }
  void operator()(const rule::SegmentSumLine& r) {
    if (!cells_inside(r.cells) || r.cells.empty()) return;
    if (r.sum < 1) {  // no digit sums to it: the checker refuses every grid
      net_.impossible = true;
      return;
    }
    if (r.sum > kMaxSegmentSum) return;  // no propagator: the checker judges complete grids
    if (net_.budget_factor > 0) net_.budget_factor = std::max(net_.budget_factor, kSegmentsBudgetFactor);
    Prop p;
    p.kind = Kind::Segments;
    p.cells = r.cells;
    p.value = r.sum;
    net_.add(std::move(p));
  }
  // The partial products along the line (Product), repeats allowed.
  void operator()(const rule::ProductLine& r) {
    if (!cells_inside(r.cells)) return;
    if (r.product < 1 || (r.cells.empty() && r.product != 1)) {  // the checker refuses every grid
      net_.impossible = true;
      return;
    }
    if (r.cells.empty()) return;
    std::vector<long long> divisors;
    const long long product = r.product;
    for (long long d = 1; d * d <= product; ++d)
      if (product % d == 0) {
        divisors.push_back(d);
        if (d * d != product) divisors.push_back(product / d);
      }
    std::sort(divisors.begin(), divisors.end());
    const int stride = n_ + 1;
    Prop p;
    p.kind = Kind::Product;
    p.cells = r.cells;
    p.value = product;
    p.next.assign(divisors.size() * static_cast<std::size_t>(stride), -1);
    for (std::size_t s = 0; s < divisors.size(); ++s)
      for (int d = 1; d <= n_; ++d)
        if (product % (divisors[s] * d) == 0) {
          const auto t = std::lower_bound(divisors.begin(), divisors.end(), divisors[s] * d) - divisors.begin();
          p.next[s * static_cast<std::size_t>(stride) + static_cast<std::size_t>(d)] = static_cast<int>(t);
        }
    net_.add(std::move(p));
  }
  void operator()(const rule::SameParityLine& r) {
    steps(r.cells, [](int x, int y) { return x % 2 == y % 2; });
  }
  void operator()(const rule::EntropicLine& r) {
    window(r.cells, [&](int d) { return entropic_group(n_, d); });
  }
  void operator()(const rule::ModularLine& r) {
    window(r.cells, [](int d) { return d % 3; });
  }
  void operator()(const rule::Nabner& r) {
    if (!cells_inside(r.cells)) return;
    for (std::size_t i = 0; i < r.cells.size(); ++i)
      for (std::size_t j = i + 1; j < r.cells.size(); ++j)
        net_.relate(r.cells[i], r.cells[j], [](int x, int y) { return x - y >= 2 || y - x >= 2; });
  }
  void operator()(const rule::DoubleArrow& r) {
    if (!cells_inside(r.cells) || r.cells.size() < 3) return;
    std::vector<long long> coef(r.cells.size(), 1);  // inner cells less the ends: 0
    coef.front() = coef.back() = -1;
    net_.linear(r.cells, coef, 0);
  }
  void operator()(const rule::ZipperLine& r) {
    if (!cells_inside(r.cells)) return;
    const std::size_t k = r.cells.size();
    if (k < 3) return;
    std::vector<std::vector<int>> parts;
    for (std::size_t i = 0; i < k / 2; ++i) parts.push_back({r.cells[i], r.cells[k - 1 - i]});
    if (k % 2 == 1) parts.push_back({r.cells[k / 2]});
    equal_sums(parts);
  }
  void operator()(const rule::ParityLine& r) {
    steps(r.cells, [](int x, int y) { return x % 2 != y % 2; });
  }

  void operator()(const rule::RowIndexer& r) {
    if (!cells_inside({r.cell})) return;
    const int row = r.cell / n_, col = r.cell % n_;
    indexer(r.cell, [&](int v) { return (v - 1) * n_ + col; }, row + 1);
  }
  void operator()(const rule::ColumnIndexer& r) {
    if (!cells_inside({r.cell})) return;
    const int row = r.cell / n_, col = r.cell % n_;
    indexer(r.cell, [&](int v) { return row * n_ + (v - 1); }, col + 1);
  }
  void operator()(const rule::BoxIndexer& r) {
    if (!cells_inside({r.cell})) return;
    const int label = v_.regions[static_cast<std::size_t>(r.cell)];
    if (label < 0) {  // the checker refuses a box indexer in no region
      net_.impossible = true;
      return;
    }
    std::vector<int> region;  // row-major
    for (int c = 0; c < net_.cells; ++c)
      if (v_.regions[static_cast<std::size_t>(c)] == label) region.push_back(c);
    const int p = 1 + static_cast<int>(std::find(region.begin(), region.end(), r.cell) - region.begin());
    indexer(r.cell, [&](int v) { return v <= static_cast<int>(region.size()) ? region[static_cast<std::size_t>(v - 1)] : -1; }, p);
  }

 private:
  bool cells_inside(const std::vector<int>& list) {
    if (net_.inside(list)) return true;
    net_.supported = false;  // the checker refuses it; the SAT path says so
    return false;
  }

  template <class Keep>
  void only(int cell, Keep&& keep) {
    if (!cells_inside({cell})) return;
    Mask m = 0;
    for (int d = 1; d <= n_; ++d)
      if (keep(d)) m |= bit(d);
    net_.init[static_cast<std::size_t>(cell)] &= m;
  }

  void moves(std::vector<std::pair<int, int>> steps) {
    for (int row = 0; row < n_; ++row)
      for (int col = 0; col < n_; ++col)
        for (auto [dr, dc] : steps) {
          const int r2 = row + dr, c2 = col + dc;
          if (r2 < 0 || r2 >= n_ || c2 < 0 || c2 >= n_) continue;
          const int a = row * n_ + col, b = r2 * n_ + c2;
          net_.peers[static_cast<std::size_t>(a)].push_back(b);
          net_.peers[static_cast<std::size_t>(b)].push_back(a);
        }
  }

  void equal(int a, int b) {
    net_.relate(a, b, [](int x, int y) { return x == y; });
  }

  template <class Rel>
  void steps(const std::vector<int>& cells, Rel&& rel) {
    if (!cells_inside(cells)) return;
    for (std::size_t i = 1; i < cells.size(); ++i) net_.relate(cells[i - 1], cells[i], rel);
  }

  // Entropic and modular lines: cells one or two apart on the line in different classes (of
  // three), as pairs; and the line as a whole (Period3): three cells in a row hold the three
  // classes, so cells three apart share one, and the line is a permutation of the classes
  // repeated.
  template <class Class>
  void window(const std::vector<int>& cells, Class&& cls) {
    if (!cells_inside(cells)) return;
    for (std::size_t i = 0; i < cells.size(); ++i)
      for (std::size_t j = i + 1; j < cells.size() && j <= i + 2; ++j)
        net_.relate(cells[i], cells[j], [&](int x, int y) { return cls(x) != cls(y); });
    if (cells.size() < 3) return;
    Prop p;
    p.kind = Kind::Period3;
    p.cells = cells;
    p.sets.assign(3, 0);
    for (int d = 1; d <= n_; ++d) p.sets[static_cast<std::size_t>(cls(d))] |= bit(d);
    net_.add(std::move(p));
  }

  void extreme(int cell, bool smaller) {
    if (!cells_inside({cell})) return;
    std::vector<std::uint8_t> kinds(static_cast<std::size_t>(net_.cells), 0);
    for (const Constraint& c : v_.constraints) {
      if (const auto* m = std::get_if<rule::Minimum>(&c))
        if (net_.inside(m->cell)) kinds[static_cast<std::size_t>(m->cell)] |= 1;
      if (const auto* m = std::get_if<rule::Maximum>(&c))
        if (net_.inside(m->cell)) kinds[static_cast<std::size_t>(m->cell)] |= 2;
    }
    const std::uint8_t kind = smaller ? 1 : 2;
    const int row = cell / n_, col = cell % n_;
    const int dirs[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    for (const auto& s : dirs) {
      const int r2 = row + s[0], c2 = col + s[1];
      if (r2 < 0 || r2 >= n_ || c2 < 0 || c2 >= n_) continue;
      const int other = r2 * n_ + c2;
      if (kinds[static_cast<std::size_t>(other)] & kind) continue;
      net_.relate(cell, other, [&](int x, int y) { return smaller ? x < y : x > y; });
    }
  }

  void neighbour_rules() {
    if (neighbours_done_) return;
    neighbours_done_ = true;
    bool ratio = false;
    NeighbourMarks kropki(n_), marks_xv(n_);
    std::vector<int> ratios, sums, differences;  // denied to unmarked pairs: X/V marks', dots'
    auto deny = [](std::vector<int>& into, const std::vector<int>& values) {
      into.insert(into.end(), values.begin(), values.end());
    };
    for (const Constraint& c : v_.constraints) {
      if (std::holds_alternative<rule::NonConsecutive>(c)) deny(differences, {1});
      ratio = ratio || std::holds_alternative<rule::NegativeRatio>(c);
      if (std::holds_alternative<rule::NegativeXV>(c)) deny(sums, {5, 10});
      if (const auto* r = std::get_if<rule::NegativeSum>(&c)) deny(sums, {r->sum});
      if (const auto* r = std::get_if<rule::NegativeDifference>(&c)) deny(differences, {r->difference});
      if (const auto* d = std::get_if<rule::Difference>(&c)) kropki.mark(d->a, d->b);
      if (const auto* d = std::get_if<rule::Ratio>(&c)) {
        kropki.mark(d->a, d->b);
        if (std::find(ratios.begin(), ratios.end(), d->value) == ratios.end()) ratios.push_back(d->value);
      }
      if (const auto* m = std::get_if<rule::XV>(&c)) marks_xv.mark(m->a, m->b);
      if (const auto* m = std::get_if<rule::XVXV>(&c)) marks_xv.mark(m->a, m->b);
    }
    if (ratios.empty()) ratios.push_back(2);
    for (int a = 0; a < net_.cells; ++a)
      for (int b : {a + 1, a + n_}) {
        if (b >= net_.cells || (b == a + 1 && a % n_ + 1 == n_)) continue;
        const bool dot = kropki.marked(a, b), mark = marks_xv.marked(a, b);
        if ((differences.empty() || dot) && (!ratio || dot) && (sums.empty() || mark)) continue;
        net_.relate(a, b, [&](int x, int y) {
          if (!dot && contains(differences, x > y ? x - y : y - x)) return false;
          if (ratio && !dot)
            for (int q : ratios)
              if (x == q * y || y == q * x) return false;
          if (!mark && contains(sums, x + y)) return false;
          return true;
        });
      }
  }

  void clue(Kind kind, const std::vector<int>& cells, long long value) {
    if (!cells_inside(cells)) return;
    if (!net_.whole_line(cells)) {  // these propagators read the line as a permutation
      net_.supported = false;
      return;
    }
    if (kind != Kind::Skyline) net_.need_subsets();
    Prop p;
    p.kind = kind;
    p.cells = cells;
    p.value = value;
    net_.add(std::move(p));
  }

  // The parts' digits all have one same sum; each part's digits differ when `distinct` or when
  // it lies in one house.
  void equal_sums(std::vector<std::vector<int>> parts, bool distinct = false) {
    if (parts.size() < 2) return;
    if (parts.size() == 2 && parts[0].size() == 1 && parts[1].size() == 1) {  // two equal cells
      net_.relate(parts[0][0], parts[1][0], [](int x, int y) { return x == y; });
      return;
    }
    Prop p;
    p.kind = Kind::EqualSums;
    for (const auto& part : parts) {
      p.distinct.push_back(distinct || net_.one_house(part));
      p.cells.insert(p.cells.end(), part.begin(), part.end());
    }
    p.parts = std::move(parts);
    net_.need_subsets();
    net_.add(std::move(p));
  }

  template <class Target>
  void indexer(int cell, Target&& target, int want) {
    Prop p;
    p.kind = Kind::Indexer;
    p.cells = {cell};
    p.value = want;
    p.targets.assign(static_cast<std::size_t>(n_ + 1), -1);
    for (int v = 1; v <= n_; ++v) {
      const int t = target(v);
      if (!net_.inside(t)) continue;
      p.targets[static_cast<std::size_t>(v)] = t;
      if (std::find(p.cells.begin(), p.cells.end(), t) == p.cells.end()) p.cells.push_back(t);
    }
    net_.add(std::move(p));
  }

  Network& net_;
  const Variant& v_;
  const int n_;
  bool neighbours_done_ = false;
};


}  // namespace

using HouseOrders = std::vector<std::vector<std::vector<int>>>;

// The orders walk_overlaps takes houses in: rows top down and bottom up, columns left to right
// and right to left, then the regions (`regions`: the network's, as region_cells gives them).
static HouseOrders house_orders(int n, const std::vector<std::vector<int>>& regions) {
  HouseOrders orders(4);
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, col;
    for (int j = 0; j < n; ++j) row.push_back(i * n + j), col.push_back(j * n + i);
    orders[0].push_back(row), orders[2].push_back(col);
  }
  orders[1].assign(orders[0].rbegin(), orders[0].rend());
  orders[3].assign(orders[2].rbegin(), orders[2].rend());
  orders.push_back(regions);
  return orders;
}

// Walks the houses of each order one by one: after each, `super` holds the k houses so far
// (each digit k times) and `piece` the pieces with more than half their cells in them, and
// `found` is called.
template <class Found>
static void walk_overlaps(const Network& net, const HouseOrders& orders,
                          const std::vector<std::vector<int>>& pieces, Found&& found) {
  const int n = net.n;
  for (const auto& order : orders) {
    std::vector<char> super(static_cast<std::size_t>(net.cells), 0), piece(super);
    std::vector<char> used(pieces.size(), 0);
    int k = 0;
    for (const auto& house : order) {
      if (static_cast<int>(house.size()) != n || ++k == n) break;  // all n: nothing left over
      for (int c : house) super[static_cast<std::size_t>(c)] = 1;
      for (std::size_t p = 0; p < pieces.size(); ++p) {
        if (used[p]) continue;
        std::size_t inside = 0;
        for (int c : pieces[p]) inside += super[static_cast<std::size_t>(c)] != 0;
        if (2 * inside <= pieces[p].size()) continue;
        used[p] = 1;
        for (int c : pieces[p]) piece[static_cast<std::size_t>(c)] = 1;
      }
      found(super, piece, used, k);
    }
  }
}

// k whole houses hold each digit k times; so do k pieces that are themselves houses (irregular
// regions) of as many cells: the cells of the houses outside the pieces (A) and those of the
// pieces outside the houses (B) hold the same digits (the law of leftovers). With killer cages
// for pieces, sum(B) - sum(A) = (the cages' sums) - k * (1 + ... + n): innies and outies. Kept
// where A and B are small: the leftovers under n cells each, as ISS's optimizer keeps them; the
// sums of at most kOverlapSumCells cells (measured on a 16x16 irregular killer, callgrind on
// variant_bench: 1,910 branches and 1.53G instructions with 3, 904 and 1.25G with 4, 1,582 and
// 3.64G with 5, 1,126 and 5.28G with 6, 103,330 branches with none; with 4 no other puzzle of
// the three bench sets moves but v10, 118 -> 112 branches).
void Network::overlaps(const Variant& v) {
  auto split = [&](const std::vector<char>& super, const std::vector<char>& piece, std::vector<int>& a,
                   std::vector<int>& b) {
    a.clear(), b.clear();
    for (int c = 0; c < cells; ++c) {
      if (super[static_cast<std::size_t>(c)] && !piece[static_cast<std::size_t>(c)]) a.push_back(c);
      if (piece[static_cast<std::size_t>(c)] && !super[static_cast<std::size_t>(c)]) b.push_back(c);
    }
  };
  std::set<std::vector<int>> seen;
  std::vector<int> a, b;
  HouseOrders orders;  // built once, for either walk
  std::vector<std::vector<int>> regions_n;  // irregular regions (boxes leave nothing over)
  if (regions != default_regions(n)) {
    orders = house_orders(n, region_cells(regions));
    for (const auto& region : orders.back())
      if (static_cast<int>(region.size()) == n && !whole_line(region)) regions_n.push_back(region);
  }
  auto leftovers = [&](const std::vector<char>& super, const std::vector<char>& piece,
                       const std::vector<char>&, int k) {
    split(super, piece, a, b);
    if (a.size() != b.size() || a.empty() || static_cast<int>(a.size()) >= n) return;
    if (static_cast<int>(std::count(piece.begin(), piece.end(), 1)) != k * n) return;
    std::vector<int> key = a;
    key.insert(key.end(), b.begin(), b.end());
    if (!seen.insert(key).second) return;
    Prop p;
    p.kind = Kind::SameDigits;
    p.implied = true;
    p.cells = key;
    p.parts = {a, b};
    add(std::move(p));
  };
  if (!regions_n.empty()) walk_overlaps(*this, orders, regions_n, leftovers);
  // The killer cages with a sum that overlap no other cage (one overlapped: both left out).
  std::vector<const rule::Killer*> cages;
  std::vector<int> covered(static_cast<std::size_t>(cells), 0);  // per cell: cages on it
  for (const Constraint& c : v.constraints)
    if (const auto* r = std::get_if<rule::Killer>(&c))
      if (r->sum && inside(r->cells)) {
        cages.push_back(r);
        for (int cell : r->cells) ++covered[static_cast<std::size_t>(cell)];
      }
  std::vector<std::vector<int>> kept;
  std::vector<long long> kept_sums;
  auto alone = [&](int cell) { return covered[static_cast<std::size_t>(cell)] == 1; };
  for (const rule::Killer* r : cages)
    if (std::all_of(r->cells.begin(), r->cells.end(), alone)) kept.push_back(r->cells), kept_sums.push_back(*r->sum);
  if (kept.empty()) return;
  const long long house_sum = static_cast<long long>(n) * (n + 1) / 2;
  if (orders.empty()) orders = house_orders(n, region_cells(regions));
  walk_overlaps(*this, orders, kept, [&](const std::vector<char>& super, const std::vector<char>& piece,
                                 const std::vector<char>& used, int k) {
    split(super, piece, a, b);
    if (a.empty() && b.empty()) return;
    if (static_cast<int>(a.size() + b.size()) > kOverlapSumCells) return;
    long long value = -k * house_sum;
    for (std::size_t i = 0; i < kept.size(); ++i)
      if (used[i]) value += kept_sums[i];
    std::vector<int> list = b;
    list.insert(list.end(), a.begin(), a.end());
    std::vector<long long> coef(b.size(), 1);
    coef.resize(list.size(), -1);
    std::vector<int> key = list;
    key.push_back(-1 - static_cast<int>(b.size()));
    if (!seen.insert(key).second) return;
    const std::size_t before = props.size();
    linear(list, coef, value);
    for (std::size_t i = before; i < props.size(); ++i) props[i].implied = true;
  });
}

namespace {

// The parts (indices) lying wholly in one of the sets (houses, then groups), for each set
// holding two or more parts with no cell in common; each list once.
std::vector<std::vector<int>> parts_together(const std::vector<std::vector<int>>& parts,
                                             const std::vector<std::vector<int>>& houses,
                                             const std::vector<std::vector<int>>& groups, int cells) {
  std::vector<std::vector<int>> out;
  std::vector<char> in(static_cast<std::size_t>(cells), 0), used(static_cast<std::size_t>(cells), 0);
  for (const auto* sets : {&houses, &groups})
    for (const std::vector<int>& set : *sets) {
      for (int cell : set) in[static_cast<std::size_t>(cell)] = 1;
      std::vector<int> inside;
      bool disjoint = true;
      for (std::size_t g = 0; g < parts.size(); ++g) {
        const bool whole = std::all_of(parts[g].begin(), parts[g].end(),
                                       [&](int cell) { return in[static_cast<std::size_t>(cell)] != 0; });
        if (!whole) continue;
        inside.push_back(static_cast<int>(g));
        for (int cell : parts[g]) {
          if (used[static_cast<std::size_t>(cell)]) disjoint = false;
          used[static_cast<std::size_t>(cell)] = 1;
        }
      }
      for (int cell : set) in[static_cast<std::size_t>(cell)] = used[static_cast<std::size_t>(cell)] = 0;
      if (inside.size() >= 2 && disjoint && std::find(out.begin(), out.end(), inside) == out.end())
        out.push_back(std::move(inside));
    }
  return out;
}

}  // namespace

Network::Network(const Puzzle& puzzle) {
  n = puzzle.givens.shape.n();
  cells = n * n;
  if (!puzzle.is_variant() || n > kVarMaxSize || n < 1) {
    supported = false;
    return;
  }
  const Variant& v = *puzzle.variant;
  // A digit set other than 1..n: the propagators' arithmetic is on digits 1..n, so CaDiCaL
  // alone decides (docs/variants.md, "Digit sets").
  if (!v.digits.empty() || static_cast<int>(v.regions.size()) != cells ||
      (!v.allowed.empty() && static_cast<int>(v.allowed.size()) != cells)) {
    supported = false;
    return;
  }
  all = digits(1, n);
  regions = v.regions;
  init.assign(static_cast<std::size_t>(cells), all);
  peers.resize(static_cast<std::size_t>(cells));
  if (!v.allowed.empty())
    for (int cell = 0; cell < cells; ++cell)
      init[static_cast<std::size_t>(cell)] &= v.allowed[static_cast<std::size_t>(cell)] >> 1;  // bit d there
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, col;
    for (int j = 0; j < n; ++j) row.push_back(i * n + j), col.push_back(j * n + i);
    distinct(row);
    distinct(col);
  }
  for (const auto& region : region_cells(v.regions)) distinct(region);
  Builder builder(*this, v);
  for (const Constraint& c : v.constraints) {
    std::visit(builder, c);
    if (!supported) return;
  }
  overlaps(v);
  for (auto& list : peers) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  for (int cell = 0; cell < cells; ++cell) {  // no cell is its own peer
    auto& list = peers[static_cast<std::size_t>(cell)];
    list.erase(std::remove(list.begin(), list.end(), cell), list.end());
  }
  for (Prop& p : props) {  // where a digit a cage, quadruple or class needs can stand, by houses
    if ((p.kind != Kind::CageSet && p.kind != Kind::Quadruple && p.kind != Kind::Renban &&
         p.kind != Kind::Classes) ||
        p.cells.size() > 8)
      continue;
    const std::size_t k = p.cells.size();
    p.pointing.assign(std::size_t{1} << k, {});
    for (std::size_t h = 0; h < houses.size(); ++h) {
      std::size_t inside_h = 0;  // the cells of p in house h
      for (std::size_t i = 0; i < k; ++i)
        if (std::find(houses[h].begin(), houses[h].end(), p.cells[i]) != houses[h].end()) inside_h |= std::size_t{1} << i;
      for (std::size_t sub = inside_h; sub; sub = (sub - 1) & inside_h) p.pointing[sub].push_back(static_cast<int>(h));
    }
  }
  for (Prop& p : props)
    if (p.kind == Kind::EqualSums) p.together = parts_together(p.parts, houses, groups, cells);
  watch.resize(static_cast<std::size_t>(cells));
  for (std::size_t p = 0; p < props.size(); ++p) {
    std::vector<int> list = props[p].cells;
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    for (int cell : list) watch[static_cast<std::size_t>(cell)].push_back(static_cast<int>(p));
  }
  crossings.resize(houses.size());  // empty without locked candidates
  std::vector<std::vector<char>> member(locked_candidates ? houses.size() : 0,
                                        std::vector<char>(static_cast<std::size_t>(cells), 0));
  for (std::size_t h = 0; h < member.size(); ++h)
    for (int cell : houses[h]) member[h][static_cast<std::size_t>(cell)] = 1;
  for (std::size_t h = 0; h < member.size(); ++h)
    for (std::size_t o = 0; o < member.size(); ++o) {
      if (o == h) continue;
      int shared = 0;
      for (int cell : houses[h]) shared += member[o][static_cast<std::size_t>(cell)];
      if (shared < 2 || shared == n) continue;
      Crossing x;
      for (int cell : houses[h])
        if (!member[o][static_cast<std::size_t>(cell)]) x.own.push_back(cell);
      for (int cell : houses[o])
        if (!member[h][static_cast<std::size_t>(cell)]) x.others.push_back(cell);
      crossings[h].push_back(std::move(x));
    }
  sets_at.resize(static_cast<std::size_t>(cells));
  for (std::size_t h = 0; h < houses.size(); ++h)
    for (int cell : houses[h]) sets_at[static_cast<std::size_t>(cell)].push_back(static_cast<int>(h));
  for (std::size_t g = 0; g < groups.size(); ++g)
    for (int cell : groups[g])
      sets_at[static_cast<std::size_t>(cell)].push_back(static_cast<int>(houses.size() + g));
  for (Mask m : init)
    if (m == 0) impossible = true;
}

std::vector<Mask> Network::start(const Grid& givens) const {
  std::vector<Mask> m = init;
  for (int cell = 0; cell < cells; ++cell) {
    const int d = givens.at(cell);
    if (d == 0) continue;
    Mask& x = m[static_cast<std::size_t>(cell)];
    x &= d <= n ? bit(d) : 0;
    if (!x) return {};
  }
  return m;
}


}  // namespace sudosat::varsearch
