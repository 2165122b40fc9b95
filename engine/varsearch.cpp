#include "varsearch.hpp"

#include <algorithm>
#include <bitset>
#include <cstdint>
#include <map>
#include <utility>
#include <variant>
#include <vector>

#include "mask.hpp"
#include "model/check.hpp"

namespace sudosat {

namespace {

constexpr int kVarMaxSize = 16;            // masks index digits 1..16 in the pair tables
constexpr std::size_t kMaxSets = 4000;  // cage digit sets kept per cage (else bounds only)
constexpr long long kSkylineNodes = 300;  // permutation steps tried per skyscraper propagation

int lowest(Mask m) { return __builtin_ctzll(m) + 1; }   // the smallest digit of m != 0
int highest(Mask m) { return 64 - __builtin_clzll(m); }  // the largest digit of m != 0
int popcount(Mask m) { return __builtin_popcountll(m); }

// Digits lo..hi, clipped to 1..kVarMaxSize.
Mask digits(long long lo, long long hi) {
  lo = std::max(lo, 1LL);
  hi = std::min(hi, static_cast<long long>(kVarMaxSize));
  if (lo > hi) return 0;
  return ((Mask{1} << hi) - 1) & ~((Mask{1} << (lo - 1)) - 1);
}

// The first set bit of `b` at `from` or after (b.size() when none): libstdc++'s _Find_next
// where it exists, a plain scan elsewhere (libc++, which the web page is built with).
template <std::size_t N>
std::size_t next_bit(const std::bitset<N>& b, std::size_t from) {
#if defined(__GLIBCXX__)
  return from == 0 ? b._Find_first() : b._Find_next(from - 1);
#else
  while (from < N && !b.test(from)) ++from;
  return from;
#endif
}

long long floor_div(long long a, long long b) {
  long long q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}
long long ceil_div(long long a, long long b) { return -floor_div(-a, b); }

// Pair to Indexer are cheap (a few mask operations a cell), Linear and after costly.
enum class Kind { Pair, Renban, Between, Quadruple, Indexer, Linear, EqualSums, CageSet, Sandwich, XSum, Skyline };

// One propagator; which fields it uses depends on its kind.
struct Prop {
  Kind kind = Kind::Pair;
  std::vector<int> cells;  // what it reads and narrows: it runs again when one of them changes
  Mask fwd[kVarMaxSize + 1] = {}, bwd[kVarMaxSize + 1] = {};  // Pair: cells {a, b}; fwd[x]: the digits b
                                                        // may hold when a holds x, bwd the reverse
  std::vector<std::vector<int>> parts;  // Linear: sum of coef[i] * (the digits of parts[i]) ==
                                        //   value; EqualSums: each part's digits, one same sum
  std::vector<long long> coef;          // Linear: per part
  std::vector<std::uint8_t> distinct;   // per part: its cells share a house (digits distinct)
  int part_base = 0;                    // its parts' numbers: part_base, part_base + 1, ...
  std::vector<std::vector<int>> pointing;  // CageSet, Quadruple, Renban (up to 8 cells): per subset of
                                           // `cells` (bit i: cells[i]), the houses holding it
  long long value = 0;          // Linear: the right side; Sandwich, XSum: the sum; Skyline: the count
  std::vector<Mask> sets;       // CageSet: the digit sets the cage may hold
  std::vector<int> want;        // Quadruple: per digit (index d), how often it is listed
  std::vector<int> targets;     // Indexer: per digit v, the cell v points at (or -1); cells[0]
                                //   is the indexer, and its target must hold `value`
};

// The puzzle as propagators: built once per search.
struct Network {
  int n = 0, cells = 0;
  Mask all = 0;
  bool supported = true;   // every constraint has its propagators
  bool impossible = false; // a rule no grid satisfies (the checker refuses every grid)
  std::vector<Mask> init;  // per cell: the givens, the allowed digits, odd and even
  std::vector<std::vector<int>> houses;  // n distinct cells: each digit once
  std::vector<std::vector<int>> groups;  // fewer distinct cells
  std::vector<std::vector<int>> peers;   // per cell: the cells that may not share its digit
  std::vector<Prop> props;
  std::vector<std::vector<int>> watch;   // per cell: the propagators reading it
  std::vector<std::vector<int>> sets_at; // per cell: its houses (k) and groups (houses + k)
  // Per house h, each other house o it shares two or more cells with (not all): the cells of h
  // outside o, and those of o outside h. A digit with no place in the first must stand in the
  // shared cells, and so leaves the second (pointing and claiming, locked candidates).
  struct Crossing {
    std::vector<int> own, others;
  };
  std::vector<std::vector<Crossing>> crossings;
  std::map<std::pair<int, int>, std::size_t> pair_index;  // (a, b), a < b -> its Pair
  std::vector<std::vector<std::vector<Mask>>> subsets;    // [size][sum]: digit sets of 1..n
  std::vector<std::vector<std::pair<Mask, int>>> by_size;  // [size]: (digit set, its sum)
  std::vector<int> regions;                                // the variant's region labels

  explicit Network(const Puzzle& puzzle);

  bool inside(int cell) const { return cell >= 0 && cell < cells; }
  bool inside(const std::vector<int>& list) const {
    return std::all_of(list.begin(), list.end(), [&](int c) { return inside(c); });
  }

  // Fills `subsets` (once): every digit set of 1..n, by size and sum.
  void need_subsets() {
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
  const std::vector<Mask>& sets_of(int size, long long sum) const {
    static const std::vector<Mask> none;
    if (subsets.empty() || size < 0 || size > n || sum < 0 ||
        sum >= static_cast<long long>(subsets[0].size()))
      return none;
    return subsets[static_cast<std::size_t>(size)][static_cast<std::size_t>(sum)];
  }

  void distinct(std::vector<int> list) {
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
  void relate(int a, int b, Pred&& allowed) {
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

  void add(Prop p) {
    p.part_base = static_cast<int>(part_cells.size());
    for (const auto& part : p.parts) {
      part_cells.push_back(static_cast<int>(part_masks));
      part_masks += part.size();
    }
    props.push_back(std::move(p));
  }
  std::vector<int> part_cells;  // per part (all propagators): where its masks start in a memo
  std::size_t part_masks = 0;   // masks of every part together

  // Whether two cells must differ as the houses have it: a row, a column or a region.
  bool mates(int a, int b) const {
    const int la = regions[static_cast<std::size_t>(a)], lb = regions[static_cast<std::size_t>(b)];
    return a != b && (a / n == b / n || a % n == b % n || (la >= 0 && la == lb));
  }
  // Whether the cells are distinct and every two of them share a row, column or region.
  bool one_house(const std::vector<int>& list) const {
    for (std::size_t i = 0; i < list.size(); ++i)
      for (std::size_t j = i + 1; j < list.size(); ++j)
        if (!mates(list[i], list[j])) return false;
    return true;
  }

  // sum of coef[i] * list[i] == value. The cells are grouped into parts of one coefficient
  // whose cells share houses (greedily, in order), so that each part's digits are distinct.
  void linear(const std::vector<int>& list, const std::vector<long long>& coef, long long value) {
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
    add(std::move(p));
  }

  // sum(list) == value, each cell weight 1.
  void sum(const std::vector<int>& list, long long value) {
    linear(list, std::vector<long long>(list.size(), 1), value);
  }

  // A cage of distinct cells whose digit set's sum passes `fits`.
  // (false: too many sets to keep)
  template <class Fits>
  bool cage_sets(const std::vector<int>& list, Fits&& fits) {
    Prop p;
    p.kind = Kind::CageSet;
    p.cells = list;
    const int k = static_cast<int>(list.size());
    if (k > n) return true;  // distinct() already made it impossible
    need_subsets();
    for (long long s = 0; s <= n * (n + 1) / 2; ++s)
      if (fits(s))
        for (Mask set : sets_of(k, s)) p.sets.push_back(set);
    if (p.sets.empty()) impossible = true;
    if (p.sets.size() > kMaxSets) return false;
    add(std::move(p));
    return true;
  }

  // Whether `list` is a whole row or column of the grid, in either direction.
  bool whole_line(const std::vector<int>& list) const {
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
};

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
  // The three neighbour rules together, once, on every unmarked orthogonal pair.
  void operator()(const rule::NonConsecutive&) { neighbour_rules(); }
  void operator()(const rule::NegativeRatio&) { neighbour_rules(); }
  void operator()(const rule::NegativeXV&) { neighbour_rules(); }

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

  void operator()(const rule::Killer& r) {
    if (!cells_inside(r.cells)) return;
    net_.distinct(r.cells);
    if (!r.sum) return;
    if (!net_.cage_sets(r.cells, [&](long long s) { return s == *r.sum; })) net_.sum(r.cells, *r.sum);
  }
  void operator()(const rule::DigitalRoot& r) {
    if (!cells_inside(r.cells)) return;
    net_.distinct(r.cells);
    const int root = r.root == 0 ? 9 : r.root;
    net_.cage_sets(r.cells, [&](long long s) { return s > 0 && 1 + (s - 1) % 9 == root; });
  }
  void operator()(const rule::ExtraRegion& r) {
    if (cells_inside(r.cells)) net_.distinct(r.cells);
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

  void operator()(const rule::LittleKiller& r) {
    if (cells_inside(r.cells)) net_.sum(r.cells, r.sum);
  }
  void operator()(const rule::Sandwich& r) { clue(Kind::Sandwich, r.cells, r.sum); }
  void operator()(const rule::XSum& r) {
    if (!cells_inside(r.cells)) return;
    if (r.cells.empty()) {
      net_.impossible = true;
      return;
    }
    clue(Kind::XSum, r.cells, r.sum);
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
    if (r.bulb.size() == 1) {
      equal_sums({r.bulb, r.shaft});
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
    equal_sums({{r.cells.front(), r.cells.back()}, {r.cells.begin() + 1, r.cells.end() - 1}});
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

  template <class Class>
  void window(const std::vector<int>& cells, Class&& cls) {
    if (!cells_inside(cells)) return;
    for (std::size_t i = 0; i < cells.size(); ++i)
      for (std::size_t j = i + 1; j < cells.size() && j <= i + 2; ++j)
        net_.relate(cells[i], cells[j], [&](int x, int y) { return cls(x) != cls(y); });
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
    bool consecutive = false, ratio = false, xv = false;
    NeighbourMarks kropki(n_), marks_xv(n_);
    std::vector<int> ratios;
    for (const Constraint& c : v_.constraints) {
      consecutive = consecutive || std::holds_alternative<rule::NonConsecutive>(c);
      ratio = ratio || std::holds_alternative<rule::NegativeRatio>(c);
      xv = xv || std::holds_alternative<rule::NegativeXV>(c);
      if (const auto* d = std::get_if<rule::Difference>(&c)) kropki.mark(d->a, d->b);
      if (const auto* d = std::get_if<rule::Ratio>(&c)) {
        kropki.mark(d->a, d->b);
        if (std::find(ratios.begin(), ratios.end(), d->value) == ratios.end()) ratios.push_back(d->value);
      }
      if (const auto* m = std::get_if<rule::XV>(&c)) marks_xv.mark(m->a, m->b);
    }
    if (ratios.empty()) ratios.push_back(2);
    for (int a = 0; a < net_.cells; ++a)
      for (int b : {a + 1, a + n_}) {
        if (b >= net_.cells || (b == a + 1 && a % n_ + 1 == n_)) continue;
        const bool dot = kropki.marked(a, b), mark = marks_xv.marked(a, b);
        if ((!consecutive || dot) && (!ratio || dot) && (!xv || mark)) continue;
        net_.relate(a, b, [&](int x, int y) {
          if (consecutive && !dot && (x - y == 1 || y - x == 1)) return false;
          if (ratio && !dot)
            for (int q : ratios)
              if (x == q * y || y == q * x) return false;
          if (xv && !mark && (x + y == 5 || x + y == 10)) return false;
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

  // The parts' digits all have one same sum.
  void equal_sums(std::vector<std::vector<int>> parts) {
    if (parts.size() < 2) return;
    if (parts.size() == 2 && parts[0].size() == 1 && parts[1].size() == 1) {  // two equal cells
      net_.relate(parts[0][0], parts[1][0], [](int x, int y) { return x == y; });
      return;
    }
    Prop p;
    p.kind = Kind::EqualSums;
    for (const auto& part : parts) {
      p.distinct.push_back(net_.one_house(part));
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

Network::Network(const Puzzle& puzzle) {
  n = puzzle.givens.shape.n();
  cells = n * n;
  if (!puzzle.is_variant() || n > kVarMaxSize || n < 1) {
    supported = false;
    return;
  }
  const Variant& v = *puzzle.variant;
  if (static_cast<int>(v.regions.size()) != cells ||
      (!v.allowed.empty() && static_cast<int>(v.allowed.size()) != cells)) {
    supported = false;
    return;
  }
  all = digits(1, n);
  regions = v.regions;
  init.assign(static_cast<std::size_t>(cells), all);
  peers.resize(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    Mask& m = init[static_cast<std::size_t>(cell)];
    if (!v.allowed.empty()) m &= v.allowed[static_cast<std::size_t>(cell)] >> 1;  // bit d there
    const int d = puzzle.givens.at(cell);
    if (d != 0) m &= d <= n ? bit(d) : 0;
  }
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
  for (auto& list : peers) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  for (int cell = 0; cell < cells; ++cell) {  // no cell is its own peer
    auto& list = peers[static_cast<std::size_t>(cell)];
    list.erase(std::remove(list.begin(), list.end(), cell), list.end());
  }
  for (Prop& p : props) {  // where a digit a cage or quadruple needs can stand, by houses
    if ((p.kind != Kind::CageSet && p.kind != Kind::Quadruple && p.kind != Kind::Renban) ||
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
  watch.resize(static_cast<std::size_t>(cells));
  for (std::size_t p = 0; p < props.size(); ++p) {
    std::vector<int> list = props[p].cells;
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    for (int cell : list) watch[static_cast<std::size_t>(cell)].push_back(static_cast<int>(p));
  }
  crossings.resize(houses.size());
  std::vector<std::vector<char>> member(houses.size(), std::vector<char>(static_cast<std::size_t>(cells), 0));
  for (std::size_t h = 0; h < houses.size(); ++h)
    for (int cell : houses[h]) member[h][static_cast<std::size_t>(cell)] = 1;
  for (std::size_t h = 0; h < houses.size(); ++h)
    for (std::size_t o = 0; o < houses.size(); ++o) {
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

// Narrows a node's masks to the common fixpoint of every propagator.
class Propagator {
 public:
  using PartSums = std::bitset<256>;  // sums 0..255 of a part's digits

  explicit Propagator(const Network& net)
      : net_(net), queued_(net.props.size(), 0),
        dirty_(net.houses.size() + net.groups.size(), 0), crossed_(net.houses.size(), 0),
        memo_masks_(net.part_masks), memo_out_(net.part_cells.size()), memo_ok_(net.part_cells.size(), 0) {}

  // From scratch (the root): every cell and propagator.
  bool settle_all(std::vector<Mask>& m) {
    m_ = &m;
    clear();
    for (int cell = 0; cell < net_.cells; ++cell)
      if (single(m[static_cast<std::size_t>(cell)])) fixed_.push_back(cell);
    for (std::size_t p = 0; p < net_.props.size(); ++p) queue(static_cast<int>(p));
    for (std::size_t h = 0; h < dirty_.size(); ++h) touch(static_cast<int>(h));
    return run();
  }

  // After `cell` was narrowed in a settled node.
  bool settle_after(std::vector<Mask>& m, int cell) {
    m_ = &m;
    clear();
    changed(cell);
    return run();
  }

 private:
  std::vector<Mask>& m() { return *m_; }
  Mask& at(int cell) { return (*m_)[static_cast<std::size_t>(cell)]; }

  void clear() {
    for (int p : pending_) queued_[static_cast<std::size_t>(p)] = 0;
    for (int p : costly_) queued_[static_cast<std::size_t>(p)] = 0;
    pending_.clear();
    costly_.clear();
    fixed_.clear();
    for (int h : touched_) dirty_[static_cast<std::size_t>(h)] = 0;
    touched_.clear();
    for (int h : crossing_) crossed_[static_cast<std::size_t>(h)] = 0;
    crossing_.clear();
  }
  void touch(int h) {
    if (dirty_[static_cast<std::size_t>(h)]) return;
    dirty_[static_cast<std::size_t>(h)] = 1;
    touched_.push_back(h);
  }
  void queue(int p) {
    if (queued_[static_cast<std::size_t>(p)]) return;
    queued_[static_cast<std::size_t>(p)] = 1;
    (net_.props[static_cast<std::size_t>(p)].kind >= Kind::Linear ? costly_ : pending_).push_back(p);
  }
  void changed(int cell) {
    if (single(at(cell))) fixed_.push_back(cell);
    for (int p : net_.watch[static_cast<std::size_t>(cell)]) queue(p);
    for (int h : net_.sets_at[static_cast<std::size_t>(cell)]) touch(h);
  }
  // m[cell] &= keep; false when nothing is left.
  bool narrow(int cell, Mask keep) {
    Mask& x = at(cell);
    const Mask now = x & keep;
    if (now == x) return true;
    if (!now) {
      wiped_ = cell;
      return false;
    }
    x = now;
    changed(cell);
    return true;
  }

  bool run() {
    for (;;) {
      while (!fixed_.empty()) {
        const int cell = fixed_.back();
        fixed_.pop_back();
        const Mask d = at(cell);
        for (int peer : net_.peers[static_cast<std::size_t>(cell)])
          if (!narrow(peer, ~d)) return false;
      }
      if (!touched_.empty()) {
        if (!houses()) return false;
        continue;
      }
      if (!crossing_.empty()) {
        if (!crossings()) return false;
        continue;
      }
      // The cheap propagators first; a costly one only when they have settled.
      std::vector<int>& queue = pending_.empty() ? costly_ : pending_;
      if (queue.empty()) return true;
      const int p = queue.back();
      queue.pop_back();
      queued_[static_cast<std::size_t>(p)] = 0;
      if (!apply(net_.props[static_cast<std::size_t>(p)])) {
        failed_ = &net_.props[static_cast<std::size_t>(p)].cells;
        return false;
      }
    }
  }

  // Hidden singles in every house touched since; a digit with no place, or a group with fewer
  // digits than cells, fails.
  bool houses() {
    while (!touched_.empty()) {
      const int h = touched_.back();
      touched_.pop_back();
      dirty_[static_cast<std::size_t>(h)] = 0;
      const std::size_t houses = net_.houses.size();
      if (static_cast<std::size_t>(h) >= houses) {
        Mask once = 0;
        const auto& g = net_.groups[static_cast<std::size_t>(h) - houses];
        for (int cell : g) once |= at(cell);
        if (popcount(once) < static_cast<int>(g.size())) {
          failed_ = &g;
          return false;
        }
        continue;
      }
      const auto& house = net_.houses[static_cast<std::size_t>(h)];
      Mask once = 0, twice = 0, placed = 0;
      for (int cell : house) {
        const Mask x = at(cell);
        twice |= once & x;
        once |= x;
        if (single(x)) placed |= x;
      }
      if (once != net_.all) {
        failed_ = &house;
        return false;
      }
      for (Mask hidden = once & ~twice & ~placed; hidden; hidden &= hidden - 1) {
        const Mask d = hidden & (~hidden + 1);
        for (int cell : house)
          if (at(cell) & d) {
            if (!narrow(cell, d)) return false;
            break;
          }
      }
      if (!crossed_[static_cast<std::size_t>(h)] && !net_.crossings[static_cast<std::size_t>(h)].empty()) {
        crossed_[static_cast<std::size_t>(h)] = 1;
        crossing_.push_back(h);
      }
    }
    return true;
  }

  // Locked candidates of the houses touched since, once singles and houses have settled.
  bool crossings() {
    while (!crossing_.empty()) {
      const int h = crossing_.back();
      crossing_.pop_back();
      crossed_[static_cast<std::size_t>(h)] = 0;
      for (const Network::Crossing& x : net_.crossings[static_cast<std::size_t>(h)]) {
        Mask outside = 0;
        for (int cell : x.own) outside |= at(cell);
        const Mask locked = net_.all & ~outside;  // in the shared cells only
        if (!locked) continue;
        for (int cell : x.others)
          if (!narrow(cell, ~locked)) return false;
      }
      if (!fixed_.empty() || !touched_.empty()) return true;  // singles first
    }
    return true;
  }

  bool apply(const Prop& p) {
    switch (p.kind) {
      case Kind::Pair: return pair(p);
      case Kind::Linear: return linear(p);
      case Kind::EqualSums: return equal_sums(p);
      case Kind::CageSet: return cage_set(p);
      case Kind::Renban: return renban(p);
      case Kind::Between: return between(p);
      case Kind::Quadruple: return quadruple(p);
      case Kind::Indexer: return indexer(p);
      case Kind::Sandwich: return sandwich(p);
      case Kind::XSum: return xsum(p);
      case Kind::Skyline: return skyline(p);
    }
    return true;
  }

  bool pair(const Prop& p) {
    const int a = p.cells[0], b = p.cells[1];
    Mask sb = 0;
    for (Mask x = at(a); x; x &= x - 1) sb |= p.fwd[lowest(x)];
    if (!narrow(b, sb)) return false;
    Mask sa = 0;
    for (Mask y = at(b); y; y &= y - 1) sa |= p.bwd[lowest(y)];
    return narrow(a, sa);
  }

  // Each part's possible sums (part_sums); the parts' weighted sums combined forward (reach)
  // and backward (need) as bitsets over the span of the total; each part then keeps the sums
  // that complete to the value, and its cells the digits that make one of them. Where the
  // total spans too many values, bounds on each cell instead.
  bool linear(const Prop& p) {
    const std::size_t k = p.parts.size();
    thread_local std::vector<PartSums> sums;
    sums.resize(k);
    low_.resize(k);
    long long lo = 0, span = 0;
    for (std::size_t g = 0; g < k; ++g) {
      memo_sums(p, g, sums[g]);
      if (sums[g].none()) return false;
      long long first = static_cast<long long>(next_bit(sums[g], 0)), last = first;
      for (std::size_t s = next_bit(sums[g], static_cast<std::size_t>(first) + 1); s < sums[g].size();
           s = next_bit(sums[g], s + 1))
        last = static_cast<long long>(s);
      const long long a = p.coef[g] * first, b = p.coef[g] * last;
      low_[g] = std::min(a, b);
      lo += low_[g];
      span += std::max(a, b) - low_[g];
    }
    if (p.value < lo || p.value > lo + span) return false;
    if (span < 64) return linear_in<64>(p, sums, p.value - lo);
    if (span < 256) return linear_in<256>(p, sums, p.value - lo);
    if (span < 1024) return linear_in<1024>(p, sums, p.value - lo);
    return bounds(p);
  }

  std::vector<long long> low_;  // per part: its smallest weighted sum

  template <std::size_t N>
  bool linear_in(const Prop& p, const std::vector<PartSums>& sums, long long target) {
    thread_local std::vector<std::bitset<N>> reach, need;
    const std::size_t k = p.parts.size();
    reach.resize(k + 1);
    need.resize(k + 1);
    auto shift = [&](std::size_t g, std::size_t s) {
      return static_cast<std::size_t>(p.coef[g] * static_cast<long long>(s) - low_[g]);
    };
    reach[0].reset();
    reach[0].set(0);
    for (std::size_t g = 0; g < k; ++g) {
      reach[g + 1].reset();
      for (std::size_t s = next_bit(sums[g], 0); s < sums[g].size(); s = next_bit(sums[g], s + 1))
        reach[g + 1] |= reach[g] << shift(g, s);
    }
    need[k].reset();
    need[k].set(static_cast<std::size_t>(target));
    for (std::size_t g = k; g-- > 0;) {
      need[g].reset();
      for (std::size_t s = next_bit(sums[g], 0); s < sums[g].size(); s = next_bit(sums[g], s + 1))
        need[g] |= need[g + 1] >> shift(g, s);
    }
    if (!need[0].test(0)) return false;
    for (std::size_t g = 0; g < k; ++g) {
      PartSums keep, out;
      for (std::size_t s = next_bit(sums[g], 0); s < sums[g].size(); s = next_bit(sums[g], s + 1))
        if (((reach[g] << shift(g, s)) & need[g + 1]).any()) keep.set(s);
      if (keep != sums[g] && !part_sums(p.parts[g], p.distinct[g] != 0, &keep, out)) return false;
    }
    return true;
  }

  // Bounds on each cell of a linear sum, from every other cell's smallest and largest digit.
  bool bounds(const Prop& p) {
    long long lo = 0, hi = 0;
    for (std::size_t g = 0; g < p.parts.size(); ++g)
      for (int cell : p.parts[g]) {
        const Mask x = at(cell);
        const long long a = p.coef[g] * lowest(x), b = p.coef[g] * highest(x);
        lo += std::min(a, b);
        hi += std::max(a, b);
      }
    if (p.value < lo || p.value > hi) return false;
    for (std::size_t g = 0; g < p.parts.size(); ++g)
      for (int cell : p.parts[g]) {
        const long long c = p.coef[g];
        const Mask x = at(cell);
        const long long a = c * lowest(x), b = c * highest(x);
        // c * digit lies in [value - (hi - max term), value - (lo - min term)]
        const long long from = p.value - (hi - std::max(a, b)), to = p.value - (lo - std::min(a, b));
        const long long dlo = c > 0 ? ceil_div(from, c) : ceil_div(to, c);
        const long long dhi = c > 0 ? floor_div(to, c) : floor_div(from, c);
        if (!narrow(cell, digits(dlo, dhi))) return false;
      }
    return true;
  }

  // Each part's possible sums (digit sets of distinct parts; otherwise sums of any digits),
  // intersected; then each cell keeps the digits that make a part's sum one of those left.
  bool equal_sums(const Prop& p) {
    thread_local std::vector<PartSums> sums;
    sums.resize(p.parts.size());
    PartSums common;
    common.set();
    for (std::size_t g = 0; g < p.parts.size(); ++g) {
      memo_sums(p, g, sums[g]);
      common &= sums[g];
    }
    if (common.none()) return false;
    for (std::size_t g = 0; g < p.parts.size(); ++g)
      if (!part_sums(p.parts[g], p.distinct[g] != 0, &common, sums[g])) return false;
    return true;
  }

  // part_sums of part g of p without `keep`, remembered with the masks it was computed from:
  // a propagator run again after one cell changed reuses its other parts' sums.
  void memo_sums(const Prop& p, std::size_t g, PartSums& out) {
    const std::size_t id = static_cast<std::size_t>(p.part_base) + g;
    const std::vector<int>& cells = p.parts[g];
    Mask* seen = memo_masks_.data() + net_.part_cells[id];
    bool same = memo_ok_[id] != 0;
    for (std::size_t i = 0; i < cells.size() && same; ++i) same = seen[i] == at(cells[i]);
    if (same) {
      out = memo_out_[id];
      return;
    }
    part_sums(cells, p.distinct[g] != 0, nullptr, out);
    for (std::size_t i = 0; i < cells.size(); ++i) seen[i] = at(cells[i]);
    memo_out_[id] = out;
    memo_ok_[id] = 1;
  }
  // The sums `cells` can make, into `out`; with `keep`, also narrows each cell to the digits
  // that make a sum in `keep` (false: one is left without).
  bool part_sums(const std::vector<int>& cells, bool distinct, const PartSums* keep, PartSums& out) {
    const int k = static_cast<int>(cells.size()), n = net_.n;
    out.reset();
    if (k == 1) {  // the digits themselves
      const int cell = cells[0];
      out = PartSums(at(cell)) << 1;
      if (!keep) return true;
      const PartSums digits = (*keep >> 1) & PartSums(net_.all);
      return narrow(cell, static_cast<Mask>(digits.to_ullong()));
    }
    if (distinct && k == 2) {  // two different digits
      const int a = cells[0], b = cells[1];
      const Mask ma = at(a), mb = at(b);
      Mask sa = 0, sb = 0;  // with keep: the digits of each that make a kept sum
      for (Mask x = ma; x; x &= x - 1) {
        const int d = lowest(x);
        const PartSums with = PartSums(mb & ~bit(d)) << static_cast<std::size_t>(d + 1);
        out |= with;
        if (keep && (with & *keep).any()) sa |= bit(d);
      }
      if (!keep) return true;
      for (Mask y = mb; y; y &= y - 1) {
        const int d = lowest(y);
        if (((PartSums(ma & ~bit(d)) << static_cast<std::size_t>(d + 1)) & *keep).any()) sb |= bit(d);
      }
      return narrow(a, sa) && narrow(b, sb);
    }
    if (distinct && k <= n) {
      Mask any = 0;
      for (int cell : cells) any |= at(cell);
      Mask support[kVarMaxSize] = {};
      for (const auto& [set, sum] : net_.by_size[static_cast<std::size_t>(k)]) {
        if (set & ~any) continue;
        const std::size_t at_sum = static_cast<std::size_t>(sum);
        if (keep ? !keep->test(at_sum) : out.test(at_sum)) continue;
        bool ok = true;
        for (int cell : cells) ok = ok && (at(cell) & set);
        if (!ok) continue;
        out.set(at_sum);
        if (keep)
          for (int i = 0; i < k; ++i) support[i] |= at(cells[static_cast<std::size_t>(i)]) & set;
      }
      if (keep)
        for (int i = 0; i < k; ++i)
          if (!narrow(cells[static_cast<std::size_t>(i)], support[i])) return false;
      return true;
    }
    if (k * n >= static_cast<int>(out.size())) {  // too long to track: any sum, no narrowing
      out.set();
      return true;
    }
    thread_local std::vector<PartSums> reach, need;
    reach.resize(static_cast<std::size_t>(k + 1));
    reach[0].reset();
    reach[0].set(0);
    for (int i = 0; i < k; ++i) {
      reach[static_cast<std::size_t>(i + 1)].reset();
      for (Mask x = at(cells[static_cast<std::size_t>(i)]); x; x &= x - 1)
        reach[static_cast<std::size_t>(i + 1)] |= reach[static_cast<std::size_t>(i)] << static_cast<std::size_t>(lowest(x));
    }
    out = reach[static_cast<std::size_t>(k)];
    if (!keep) return true;
    need.resize(static_cast<std::size_t>(k + 1));
    need[static_cast<std::size_t>(k)] = *keep;
    for (int i = k; i-- > 0;) {
      need[static_cast<std::size_t>(i)].reset();
      for (Mask x = at(cells[static_cast<std::size_t>(i)]); x; x &= x - 1)
        need[static_cast<std::size_t>(i)] |= need[static_cast<std::size_t>(i + 1)] >> static_cast<std::size_t>(lowest(x));
    }
    for (int i = 0; i < k; ++i) {
      Mask support = 0;
      for (Mask x = at(cells[static_cast<std::size_t>(i)]); x; x &= x - 1)
        if (((reach[static_cast<std::size_t>(i)] << static_cast<std::size_t>(lowest(x))) & need[static_cast<std::size_t>(i + 1)]).any())
          support |= x & (~x + 1);
      if (!narrow(cells[static_cast<std::size_t>(i)], support)) return false;
    }
    return true;
  }

  bool cage_set(const Prop& p) {
    Mask any = 0;
    for (int cell : p.cells) any |= at(cell);
    Mask keep = 0, must = net_.all;
    for (Mask set : p.sets) {
      if (set & ~any) continue;
      bool ok = true;
      for (int cell : p.cells)
        if (!(at(cell) & set)) {
          ok = false;
          break;
        }
      if (!ok) continue;
      keep |= set;
      must &= set;
    }
    if (!keep) return false;
    for (int cell : p.cells)
      if (!narrow(cell, keep)) return false;
    for (Mask m = must; m; m &= m - 1)  // a digit every set holds
      if (!needs(p, m & (~m + 1))) return false;
    return true;
  }

  bool renban(const Prop& p) {
    const int k = static_cast<int>(p.cells.size());
    Mask any = 0;
    for (int cell : p.cells) any |= at(cell);
    Mask keep = 0, must = net_.all;
    for (int s = 1; s + k - 1 <= net_.n; ++s) {
      const Mask w = digits(s, s + k - 1);
      if (w & ~any) continue;
      bool ok = true;
      for (int cell : p.cells) ok = ok && (at(cell) & w);
      if (ok) keep |= w, must &= w;
    }
    for (int cell : p.cells)
      if (!narrow(cell, keep)) return false;
    for (Mask m = must; m; m &= m - 1)  // a digit every window holds
      if (!needs(p, m & (~m + 1))) return false;
    return true;
  }

  bool between(const Prop& p) {
    const int a = p.cells.front(), b = p.cells.back();
    const Mask ends = at(a) | at(b);
    const Mask inside = digits(lowest(ends) + 1, highest(ends) - 1);
    int upper = net_.n, lower = 1;  // an inner digit <= upper, another >= lower
    for (std::size_t i = 1; i + 1 < p.cells.size(); ++i) {
      if (!narrow(p.cells[i], inside)) return false;
      upper = std::min(upper, highest(at(p.cells[i])));
      lower = std::max(lower, lowest(at(p.cells[i])));
    }
    // Each end lies below the smallest inner digit or above the largest.
    if (upper <= lower) {
      const Mask out = ~digits(upper, lower);
      if (!narrow(a, out) || !narrow(b, out)) return false;
    }
    return true;
  }

  // Digit d (a one-digit mask) must stand in one of p's cells: where those that can still hold
  // it all lie in one house, it leaves the rest of that house (pointing). A single place takes it.
  bool needs(const Prop& p, Mask d) {
    std::size_t places = 0;
    int place = -1, count = 0;
    for (std::size_t i = 0; i < p.cells.size(); ++i)
      if (at(p.cells[i]) & d) places |= std::size_t{1} << i, place = p.cells[i], ++count;
    if (count == 0) return false;
    if (count == 1) return narrow(place, d);
    if (p.pointing.empty()) return true;
    for (int h : p.pointing[places])
      for (int cell : net_.houses[static_cast<std::size_t>(h)]) {
        bool mine = false;
        for (std::size_t i = 0; i < p.cells.size() && !mine; ++i) mine = (places >> i & 1) && p.cells[i] == cell;
        if (!mine && !narrow(cell, ~d)) return false;
      }
    return true;
  }

  bool quadruple(const Prop& p) {
    int total = 0;
    Mask listed = 0;
    for (int d = 1; d <= net_.n; ++d) {
      const int w = p.want[static_cast<std::size_t>(d)];
      if (!w) continue;
      total += w;
      listed |= bit(d);
      int can = 0;
      for (int cell : p.cells) can += (at(cell) & bit(d)) != 0;
      if (can < w) return false;
      if (can == w)
        for (int cell : p.cells)
          if ((at(cell) & bit(d)) && !narrow(cell, bit(d))) return false;
      if (!needs(p, bit(d))) return false;
    }
    if (total > static_cast<int>(p.cells.size())) return false;
    if (total == static_cast<int>(p.cells.size()))
      for (int cell : p.cells)
        if (!narrow(cell, listed)) return false;
    return true;
  }

  bool indexer(const Prop& p) {
    const int cell = p.cells[0];
    const Mask want = bit(static_cast<int>(p.value));
    Mask keep = 0;
    for (Mask x = at(cell); x; x &= x - 1) {
      const int v = lowest(x);
      const int t = p.targets[static_cast<std::size_t>(v)];
      if (t >= 0 && (at(t) & want)) keep |= bit(v);
    }
    if (!narrow(cell, keep)) return false;
    if (single(at(cell))) return narrow(p.targets[static_cast<std::size_t>(lowest(at(cell)))], want);
    return true;
  }

  // The support found so far for each cell of a line propagator.
  Mask support_[kVarMaxSize] = {};
  Mask line_[kVarMaxSize] = {};

  bool finish_line(const Prop& p) {
    for (std::size_t i = 0; i < p.cells.size(); ++i)
      if (!narrow(p.cells[i], support_[i])) return false;
    return true;
  }

  // Every placement of 1 and n, and every digit set of the right sum between them.
  bool sandwich(const Prop& p) {
    const int n = net_.n, len = static_cast<int>(p.cells.size());
    const Mask ends = bit(1) | bit(n), middle = net_.all & ~ends;
    for (int i = 0; i < len; ++i) support_[i] = 0, line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
    for (int a = 0; a < len; ++a) {
      if (!(line_[a] & bit(1))) continue;
      for (int b = 0; b < len; ++b) {
        if (b == a || !(line_[b] & bit(n))) continue;
        const int lo = std::min(a, b), hi = std::max(a, b);
        for (Mask set : net_.sets_of(hi - lo - 1, p.value)) {
          if (set & ends) continue;
          const Mask rest = middle & ~set;
          bool ok = true;
          for (int i = 0; i < len && ok; ++i)
            if (i != a && i != b) ok = (line_[i] & (i > lo && i < hi ? set : rest)) != 0;
          if (!ok) continue;
          support_[a] |= bit(1);
          support_[b] |= bit(n);
          for (int i = 0; i < len; ++i)
            if (i != a && i != b) support_[i] |= line_[i] & (i > lo && i < hi ? set : rest);
        }
      }
    }
    return finish_line(p);
  }

  // Every first digit X and every digit set of the right sum for the X - 1 cells after it.
  bool xsum(const Prop& p) {
    const int len = static_cast<int>(p.cells.size());
    for (int i = 0; i < len; ++i) support_[i] = 0, line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
    for (Mask m = line_[0]; m; m &= m - 1) {
      const int x = lowest(m);
      if (x > len) continue;
      const Mask first = bit(x);
      for (Mask set : net_.sets_of(x - 1, p.value - x)) {
        if (set & first) continue;
        const Mask rest = net_.all & ~set & ~first;
        bool ok = true;
        for (int i = 1; i < len && ok; ++i) ok = (line_[i] & (i < x ? set : rest)) != 0;
        if (!ok) continue;
        support_[0] |= first;
        for (int i = 1; i < len; ++i) support_[i] |= line_[i] & (i < x ? set : rest);
      }
    }
    return finish_line(p);
  }

  // Skyscrapers: states (tallest so far, digits seen) forward and backward along the line,
  // digits not kept distinct; then the permutations of the line, while there are few to try.
  bool skyline(const Prop& p) {
    const int len = static_cast<int>(p.cells.size()), n = net_.n, want = static_cast<int>(p.value);
    if (want < 1 || want > len) return false;
    for (int i = 0; i < len; ++i) line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
    // seen_[i][t]: bit s when the first i cells can have tallest t and s seen; to_[i][t]: the
    // same states from which the rest of the line can end with `want` seen.
    for (int t = 0; t <= n; ++t) seen_[0][t] = 0, to_[len][t] = Mask{1} << want;
    seen_[0][0] = 1;
    for (int i = 0; i < len; ++i) {
      for (int t = 0; t <= n; ++t) seen_[i + 1][t] = 0;
      for (int t = 0; t <= n; ++t) {
        if (!seen_[i][t]) continue;
        for (Mask x = line_[i]; x; x &= x - 1) {
          const int d = lowest(x);
          if (d > t) seen_[i + 1][d] |= seen_[i][t] << 1;
          else seen_[i + 1][t] |= seen_[i][t];
        }
      }
    }
    for (int i = len; i-- > 0;)
      for (int t = 0; t <= n; ++t) {
        to_[i][t] = 0;
        for (Mask x = line_[i]; x; x &= x - 1) {
          const int d = lowest(x);
          to_[i][t] |= d > t ? to_[i + 1][d] >> 1 : to_[i + 1][t];
        }
      }
    for (int i = 0; i < len; ++i) {
      support_[i] = 0;
      for (Mask x = line_[i]; x; x &= x - 1) {
        const int d = lowest(x);
        for (int t = 0; t <= n; ++t)
          if (seen_[i][t] & (d > t ? to_[i + 1][d] >> 1 : to_[i + 1][t])) {
            support_[i] |= bit(d);
            break;
          }
      }
    }
    if (!finish_line(p)) return false;
    for (int i = 0; i < len; ++i) support_[i] = 0, line_[i] = at(p.cells[static_cast<std::size_t>(i)]);
    long long budget = kSkylineNodes;
    int digit[kVarMaxSize];
    // false: out of budget
    auto walk = [&](auto&& self, int i, Mask used, int top, int seen) -> bool {
      if (--budget < 0) return false;
      if (seen > want || seen + (len - i) < want || (top == n && seen != want)) return true;
      if (i == len) {
        if (seen == want)
          for (int j = 0; j < len; ++j) support_[j] |= bit(digit[j]);
        return true;
      }
      for (Mask m = line_[i] & ~used; m; m &= m - 1) {
        const int d = lowest(m);
        digit[i] = d;
        if (!self(self, i + 1, used | bit(d), std::max(top, d), seen + (d > top))) return false;
      }
      return true;
    };
    if (!walk(walk, 0, 0, 0, 0)) return true;  // too many: no more pruning this time
    return finish_line(p);
  }
  Mask seen_[kVarMaxSize + 1][kVarMaxSize + 1] = {}, to_[kVarMaxSize + 1][kVarMaxSize + 1] = {};

  const Network& net_;
  std::vector<Mask>* m_ = nullptr;
  std::vector<std::uint8_t> queued_;
  std::vector<int> pending_, costly_, fixed_;  // propagators waiting (cheap, costly); new singles
  std::vector<std::uint8_t> dirty_;  // per house and group: waiting in touched_
  std::vector<int> touched_;
  std::vector<std::uint8_t> crossed_;  // per house: waiting in crossing_
  std::vector<int> crossing_;
  std::vector<Mask> memo_masks_;       // memo_sums: per part, the masks its sums are from
  std::vector<PartSums> memo_out_;     //   and those sums
  std::vector<std::uint8_t> memo_ok_;  //   (once computed)
 public:
  int wiped_ = -1;  // the last cell left without candidates
  const std::vector<int>* failed_ = nullptr;  // the cells of the rule that failed, if known
};

class Search {
 public:
  Search(const Puzzle& puzzle, const Network& net, int limit, const FastSearchOptions& options,
         FastSearchResult& out)
      : puzzle_(puzzle), net_(net), prop_(net), limit_(limit), options_(options), out_(out),
        weight_(static_cast<std::size_t>(net.cells), 0) {}

  void run() {
    std::vector<Mask> root = net_.init;
    if (net_.impossible || !prop_.settle_all(root)) {
      out_.complete = true;
      return;
    }
    out_.complete = descend(root);
    if (static_cast<int>(out_.solutions.size()) >= limit_) out_.complete = true;
  }

 private:
  // false: out of budget
  bool descend(std::vector<Mask>& m) {
    // Row-major: the first open cell. Fewest: the fewest candidates for the conflicts seen at
    // the cell (candidates / (1 + conflicts), smallest first; the first such cell).
    int cell = -1;
    long long best_k = 0, best_w = 0;
    const std::vector<long long>& w = weight_;
    for (int c = 0; c < net_.cells; ++c) {
      const long long k = popcount(m[static_cast<std::size_t>(c)]);
      if (k < 2) continue;
      const long long wc = 1 + w[static_cast<std::size_t>(c)];
      if (cell >= 0 && k * best_w >= best_k * wc) continue;
      cell = c, best_k = k, best_w = wc;
      if (options_.order == SearchOrder::RowMajor) break;
    }
    if (cell < 0) {
      leaf(m);
      return true;
    }
    // Two ways: the cell's smallest digit, then (on the same node) every other digit. Both
    // orders stay exact, and row-major keeps the solutions in increasing order.
    const Mask x = m[static_cast<std::size_t>(cell)], d = x & (~x + 1);
    for (const Mask keep : {d, x & ~d}) {
      if (static_cast<int>(out_.solutions.size()) >= limit_) return true;
      if (++out_.nodes > options_.node_budget) return false;
      std::vector<Mask> child = m;
      child[static_cast<std::size_t>(cell)] = keep;
      prop_.wiped_ = -1;
      prop_.failed_ = nullptr;
      if (!prop_.settle_after(child, cell)) {
        // The rule that failed weighs on each of its cells (dom/wdeg); failing that, the cell
        // left without candidates, or the one branched on.
        if (prop_.failed_)
          for (int c : *prop_.failed_) conflict(c);
        else
          conflict(prop_.wiped_ >= 0 ? prop_.wiped_ : cell);
        continue;
      }
      if (!descend(child)) return false;
    }
    return true;
  }

  // A failed branch involved `cell`: it is branched on sooner from now on; every weight
  // halves every kDecay conflicts, so the recent ones count most.
  void conflict(int cell) {
    static constexpr int kDecay = 1 << 14;
    ++weight_[static_cast<std::size_t>(cell)];
    if (++conflicts_ % kDecay == 0)
      for (long long& w : weight_) w >>= 1;
  }

  void leaf(const std::vector<Mask>& m) {
    Grid g(puzzle_.givens.shape);
    for (int c = 0; c < net_.cells; ++c) g.set(c, lowest(m[static_cast<std::size_t>(c)]));
    if (!check_solution(puzzle_, Solution{g, {}})) out_.solutions.push_back(std::move(g));
  }

  const Puzzle& puzzle_;
  const Network& net_;
  Propagator prop_;
  const int limit_;
  const FastSearchOptions& options_;
  FastSearchResult& out_;
  std::vector<long long> weight_;  // per cell: recent failed branches on it
  long long conflicts_ = 0;
};

}  // namespace

bool variant_search_applies(const Puzzle& puzzle) {
  return puzzle.is_variant() && puzzle.givens.shape.n() <= kVarMaxSize && Network(puzzle).supported;
}

FastSearchResult variant_search(const Puzzle& puzzle, int limit, const FastSearchOptions& options) {
  FastSearchResult out;
  const Network net(puzzle);
  if (!net.supported) return out;  // not complete: the caller goes to CaDiCaL
  Search(puzzle, net, limit, options, out).run();
  return out;
}

}  // namespace sudosat
