// Inside the variant fast path (varsearch.hpp): the puzzle as propagators, built once per
// search by varnet.cpp and run by varsearch.cpp. Not a public header.
#pragma once
#include <algorithm>
#include <bitset>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "engine/mask.hpp"
#include "model/puzzle.hpp"

namespace sudosat::varsearch {

constexpr int kVarMaxSize = 16;            // masks index digits 1..16 in the pair tables
constexpr std::size_t kMaxSets = 4000;  // cage digit sets kept per cage (else bounds only)
constexpr long long kSkylineNodes = 300;  // permutation steps tried per skyscraper propagation
constexpr std::size_t kSplitPairsTried = 20000;  // digit set pairs tried for a SplitSets
constexpr int kOverlapSumCells = 4;           // innies and outies kept: at most this many cells
constexpr long long kApartSteps = 5000;  // steps per run for parts kept apart (then sums stay)
constexpr std::size_t kPartSetsScanned = 2000;  // a distinct part with more digit sets of its size:
                                                // its sums as if digits could repeat

inline int lowest(Mask m) { return __builtin_ctzll(m) + 1; }   // the smallest digit of m != 0
inline int highest(Mask m) { return 64 - __builtin_clzll(m); }  // the largest digit of m != 0
// The number of digits of m: inline bit arithmetic where the target has no popcount
// instruction (the default x86-64 build), which otherwise calls libgcc: 7% of the variant
// search's time on global entropy puzzles (perf, 2026-11-29).
inline int popcount(Mask m) {
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
  return __builtin_popcountll(m);
#else
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
#endif
}

// Digits lo..hi, clipped to 1..kVarMaxSize.
inline Mask digits(long long lo, long long hi) {
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

inline long long floor_div(long long a, long long b) {
  long long q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}
inline long long ceil_div(long long a, long long b) { return -floor_div(-a, b); }

// Pair to Indexer are cheap (a few mask operations a cell), Linear and after costly.
enum class Kind { Pair, Renban, Between, Lockout, Sequence, Segments, Product, Quadruple, Counting, Indexer, Needs, Period3, SameDigits, Linear, EqualSums, CageSet, SplitSets, Sandwich, XSum, Battlefield, Skyline, Classes };

// The largest run sum a Segments propagator follows (its states, the partial sums 0 .. sum-1,
// fit one Mask); a segment sum line with a larger one has none.
constexpr int kMaxSegmentSum = 64;
// A network with segment sum lines searches 8 times the branch budget. On 88 puzzles of 9x9
// segment sum lines (bench/variant/new_kinds.tsv and ten more seeds of make_puzzles
// --new-kinds), CaDiCaL alone took 2,939 ms for the uniqueness checks, the search with no
// budget 272 ms, 1.3 to 39 times less on each of the 12 that took 300 branches or more; the
// hardest needs 12,400 branches (167 ms against 1,703 ms), past the usual 4,000.
constexpr long long kSegmentsBudgetFactor = 8;
// Global entropy and global modular (2x2 blocks of classes): the hardest of 71 puzzles need 4,000
// to 7,600 branches, where CaDiCaL takes longer (bench/variant/README.md).
constexpr long long kBlocksBudgetFactor = 2;

// One propagator; which fields it uses depends on its kind.
struct Prop {
  Kind kind = Kind::Pair;
  std::vector<int> cells;  // what it reads and narrows: it runs again when one of them changes
  Mask fwd[kVarMaxSize + 1] = {}, bwd[kVarMaxSize + 1] = {};  // Pair: cells {a, b}; fwd[x]: the digits b
                                                        // may hold when a holds x, bwd the reverse
  std::vector<std::vector<int>> parts;  // Linear: sum of coef[i] * (the digits of parts[i]) ==
                                        //   value; EqualSums: each part's digits, one same sum;
                                        //   SameDigits: two parts, one multiset of digits
  std::vector<long long> coef;          // Linear: per part
  std::vector<std::uint8_t> distinct;   // per part: its digits differ (a house, or its cage)
  std::vector<std::vector<int>> together;  // EqualSums: parts (indices) whose cells all lie in
                                           //   one house or group: every digit among them differs
  int part_base = 0;                    // its parts' numbers: part_base, part_base + 1, ...
  bool implied = false;                 // follows from the others (not a rule of the puzzle)
  std::vector<std::vector<int>> pointing;  // CageSet, Quadruple, Renban (up to 8 cells): per subset of
                                           // `cells` (bit i: cells[i]), the houses holding it
  long long value = 0;          // Quadruple: 1 when each count is exact (a look-and-say cage);
                                //   Linear: the right side; Sandwich, XSum, Battlefield: the sum; Skyline: the count;
                                //   Lockout: the ends' least difference; Segments: each run's sum;
                                //   Product: the product
  std::vector<Mask> sets;       // CageSet: the digit sets the cage may hold; Period3, Classes: the
                                //   digits of each of the three classes; SplitSets: pairs (added, taken);
                                //   Needs: cells[0] holding `value` needs some cells[i] (i >= 1) to
                                //   hold a digit of sets[i - 1]
  std::vector<int> want;        // Quadruple: per digit (index d), how often it is listed
  std::vector<int> targets;     // Indexer: per digit v, the cell v points at (or -1); cells[0]
                                //   is the indexer, and its target must hold `value`
  std::vector<int> next;        // Product: the states are the product's divisors, ascending
                                //   (0 is 1, the last the product); at s * (n + 1) + d, the
                                //   state of divisor s times digit d, or -1 where it divides not
};

// The puzzle as propagators: built once per search.
struct Network {
  int n = 0, cells = 0;
  Mask all = 0;
  bool supported = true;   // every constraint has its propagators
  bool impossible = false; // a rule no grid satisfies (the checker refuses every grid)
  std::vector<Mask> init;  // per cell: the digits the rules allow (allowed, odd, even, ...)
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

  // Reads `puzzle`'s rules into propagators (supported false: a constraint it cannot take);
  // its givens aside: a network serves every puzzle of the same size and rules (same_rules).
  explicit Network(const Puzzle& puzzle);

  // The masks a search of `givens` starts from: init, each given's cell its digit; empty when
  // a cell is left without a digit.
  std::vector<Mask> start(const Grid& givens) const;

  bool inside(int cell) const { return cell >= 0 && cell < cells; }
  bool inside(const std::vector<int>& list) const;

  // The digit sets of `size` digits from 1..n summing to `sum` (none when out of range);
  // after need_subsets().
  const std::vector<Mask>& sets_of(int size, long long sum) const;

  // --- building (varnet.cpp)
  void need_subsets();  // fills subsets and by_size, once
  // The cells hold distinct digits: peers, and a house (n cells) or a group (fewer).
  void distinct(std::vector<int> list);
  // Digits x of a and y of b must satisfy allowed(x, y): a pair table, ANDed with any earlier
  // one of the same two cells (a == b: the cell keeps the digits related to themselves).
  template <class Pred>
  void relate(int a, int b, Pred&& allowed);
  void add(Prop p);  // numbers its parts for the memo
  // Whether two cells must differ as the houses have it: a row, a column or a region.
  bool mates(int a, int b) const;
  // Whether the cells are distinct and every two of them share a row, column or region.
  bool one_house(const std::vector<int>& list) const;
  // sum of coef[i] * list[i] == value; the cells grouped into parts of one coefficient whose
  // cells share houses (greedily, in order), so that each part's digits are distinct.
  void linear(const std::vector<int>& list, const std::vector<long long>& coef, long long value);
  void sum(const std::vector<int>& list, long long value);  // each cell weight 1
  void split_sets(const Prop& sum);  // beside a one-house sum of + and - parts (varnet.cpp)
  // A cage of distinct cells whose digit set passes fits(set, its sum) (false: too many sets to
  // keep).
  template <class Fits>
  bool cage_sets(const std::vector<int>& list, Fits&& fits);
  // Whether `list` is a whole row or column of the grid, in either direction.
  bool whole_line(const std::vector<int>& list) const;
  // Implied rules where whole houses meet pieces (varnet.cpp: the law of leftovers between rows
  // or columns and irregular regions, innies and outies of killer cages).
  void overlaps(const Variant& v);

  bool sums_below_64 = true;    // every part of a sum makes sums below 64 (one word holds them)
  // The search's branch budget is this many times the caller's: rules whose CNF CaDiCaL
  // handles poorly keep the search going longer before it gives up (segment sum lines:
  // kSegmentsBudgetFactor; 2x2 blocks of classes: kBlocksBudgetFactor); 0: only propagate
  // (for rules CaDiCaL would handle better than this search, whatever else the puzzle has).
  long long budget_factor = 1;
  // How the search picks its cell (varsearch.cpp). Weighted: fewest candidates for the recent
  // failures of the rules on the cell. Priorities (2x2 blocks of classes: global entropy and
  // global modular, as Interactive Sudoku Solver picks): every rule's size a priority of its
  // cells, a failure a point to the cell branched on, a bonus to cells that hold the digit
  // failing most; most points per candidate first.
  enum class Branching { Weighted, Priorities };
  Branching branching = Branching::Weighted;
  bool locked_candidates = true;  // the houses' crossings (pointing and claiming) kept
  std::vector<int> part_cells;  // per part (all propagators): where its masks start in a memo
  std::size_t part_masks = 0;   // masks of every part together
};


}  // namespace sudosat::varsearch
