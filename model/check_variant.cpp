// The independent checker for variant rules (see check.hpp): plain loops over the rules as
// model/variant.hpp states them, nothing shared with the encoder. Only kind_name and
// entropic_group come from the model; the regions are grouped here again, and the pair marks
// and minimum / maximum cells are tabulated once per call, when a rule first needs them.
#include <algorithm>
#include <cstdint>
#include <cmath>
#include <cstring>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "check.hpp"

namespace sudosat {

namespace {

using Result = std::optional<std::string>;

std::string str(long long v) { return std::to_string(v); }

// "1 cell", "2 cells"; "1 copy", "2 copies".
std::string count(std::size_t k, const std::string& noun) {
  if (k == 1) return "1 " + noun;
  const bool y = !noun.empty() && noun.back() == 'y';
  return str(static_cast<long long>(k)) + " " +
         (y ? noun.substr(0, noun.size() - 1) + "ies" : noun + "s");
}

const char* kGroupName[3] = {"low", "middle", "high"};

// Checks one grid against one variant. Each operator() checks one constraint kind and returns
// the full message of its first failure; `index_` is the position of the constraint being
// checked, for its number within its kind.
class Checker {
 public:
  // The rules are checked on the digits' values (Variant::digits), or on `values` as given.
  Checker(const Variant& v, const Grid& g, int n) : v_(v), n_(n), cells_(n * n) {
    for (std::uint8_t d : g.cells) values_.push_back(digit_value(v.digits, d));
  }
  Checker(const Variant& v, std::vector<int> values, int n)
      : v_(v), values_(std::move(values)), n_(n), cells_(n * n) {}

  // Groups the region labels: region_ per cell (-1 for none), regions_ as lists of cells,
  // regions in order of their smallest cell and each list row-major.
  void group_regions() {
    std::map<int, int> number;  // label -> region index
    region_.assign(static_cast<std::size_t>(cells_), -1);
    for (int cell = 0; cell < cells_; ++cell) {
      const int label = v_.regions[static_cast<std::size_t>(cell)];
      if (label < 0) continue;
      auto [it, added] = number.try_emplace(label, static_cast<int>(regions_.size()));
      if (added) regions_.emplace_back();
      region_[static_cast<std::size_t>(cell)] = it->second;
      regions_[static_cast<std::size_t>(it->second)].push_back(cell);
    }
  }
  const std::vector<std::vector<int>>& regions() const { return regions_; }
  std::string value_text(int d) const { return str(digit_value(v_.digits, d)); }  // digit d's value
  int region(int cell) const { return region_[static_cast<std::size_t>(cell)]; }

  Result check_constraints() {
    for (index_ = 0; index_ < v_.constraints.size(); ++index_)
      if (Result why = std::visit(*this, v_.constraints[index_])) return why;
    return std::nullopt;
  }

  // --- global rules

  Result operator()(const rule::Diagonal& r) {
    std::vector<int> line;
    for (int k = 0; k < n_; ++k) line.push_back(r.positive ? (n_ - 1 - k) * n_ + k : k * n_ + k);
    if (Result why = repeat(line)) return global(*why);
    return std::nullopt;
  }

  Result operator()(const rule::AntiKing&) {
    for (int row = 0; row + 1 < n_; ++row)
      for (int col = 0; col < n_; ++col)
        for (int dc : {-1, 1})
          if (Result why = same(row, col, row + 1, col + dc)) return global(*why);
    return std::nullopt;
  }

  Result operator()(const rule::AntiKnight&) {
    const int moves[4][2] = {{1, -2}, {1, 2}, {2, -1}, {2, 1}};
    for (int row = 0; row < n_; ++row)
      for (int col = 0; col < n_; ++col)
        for (const auto& m : moves)
          if (Result why = same(row, col, row + m[0], col + m[1])) return global(*why);
    return std::nullopt;
  }

  Result operator()(const rule::DisjointGroups&) {
    for (int k = 0; k < n_; ++k) {
      std::vector<int> group;
      for (const auto& cells : regions_)
        if (k < static_cast<int>(cells.size())) group.push_back(cells[static_cast<std::size_t>(k)]);
      if (Result why = repeat(group))
        return global(*why + " (cell " + str(k + 1) + " of their regions)");
    }
    return std::nullopt;
  }

  // Every 2x2 block holds a digit of each of three groups (group_of: a digit's value to 0, 1 or 2);
  // the first block that misses one fails with `says` of the group it misses.
  template <class GroupOf, class Says>
  Result every_block_has(GroupOf group_of, Says says) const {
    for (int row = 0; row + 1 < n_; ++row)
      for (int col = 0; col + 1 < n_; ++col) {
        bool seen[3] = {false, false, false};
        for (int cell : {row * n_ + col, row * n_ + col + 1, (row + 1) * n_ + col, (row + 1) * n_ + col + 1})
          seen[group_of(digit(cell))] = true;
        for (int g = 0; g < 3; ++g)
          if (!seen[g]) return global("the 2x2 block from " + rc(row, col) + " holds no " + says(g));
      }
    return std::nullopt;
  }

  Result operator()(const rule::GlobalEntropy&) {
    return every_block_has([&](int d) { return entropic_group(n_, d); },
                           [](int g) { return std::string(kGroupName[g]) + " digit"; });
  }

  Result operator()(const rule::GlobalModular&) {
    return every_block_has([](int d) { return d % 3; },
                           [](int g) { return "digit of residue " + str(g) + " mod 3"; });
  }

  Result operator()(const rule::DutchFlatmates&) {
    if (n_ % 2 == 0) return global("needs an odd number of digits (a middle digit), not " + str(n_));
    const int middle = (n_ + 1) / 2;
    for (int cell = 0; cell < n_ * n_; ++cell) {
      if (digit(cell) != middle) continue;
      const int row = cell / n_;
      const bool above = row > 0 && digit(cell - n_) == 1, below = row + 1 < n_ && digit(cell + n_) == n_;
      if (!above && !below)
        return global(name(cell) + " holds " + str(middle) + " with no 1 directly above it and no " + str(n_) +
                      " directly below it");
    }
    return std::nullopt;
  }

  // The cells in no region divide into orthogonally connected regions of n cells with distinct
  // digits: found by a search over such divisions (divide), none named.
  Result operator()(const rule::Chaos&) {
    std::vector<char> free(static_cast<std::size_t>(cells_));
    int left = 0;
    for (int cell = 0; cell < cells_; ++cell)
      if (region(cell) < 0) free[static_cast<std::size_t>(cell)] = 1, ++left;
    if (left % n_ != 0)
      return global(count(static_cast<std::size_t>(left), "cell") + " in no region, not a multiple of " + str(n_));
    if (left == cells_ && rows_distinct()) return std::nullopt;  // the rows divide it
    steps_ = 0;
    if (divide(free)) return std::nullopt;
    if (steps_ > kDivideSteps)  // no hang on a large grid: said, never taken for a verdict of the rule
      return global("no division of the cells in no region found within " + str(kDivideSteps) +
                    " steps of the search (sudosat gave up)");
    return global("the cells in no region do not divide into orthogonally connected regions of " + str(n_) +
                  " cells with distinct digits");
  }

  // Killer cages with cells off the grid are left to their own check.
  Result operator()(const rule::EqualCageSums&) {
    const std::vector<int>* first = nullptr;
    long long first_sum = 0;
    for (const Constraint& c : v_.constraints) {
      const auto* cage = std::get_if<rule::Killer>(&c);
      if (!cage || cage->cells.empty() || !inside(cage->cells)) continue;
      const long long sum = total(cage->cells);
      if (!first) {
        first = &cage->cells, first_sum = sum;
      } else if (sum != first_sum) {
        return global("the cage at " + listing(cage->cells) + " sums to " + str(sum) + ", the cage at " +
                      listing(*first) + " to " + str(first_sum));
      }
    }
    return std::nullopt;
  }

  Result operator()(const rule::NonConsecutive&) {
    build_marks();
    return each_neighbour_pair([&](int a, int b) -> Result {
      if (kropki(a, b)) return std::nullopt;
      const int x = digit(a), y = digit(b);
      if (x - y == 1 || y - x == 1)
        return name(a) + " and " + name(b) + " hold " + str(x) + " and " + str(y) +
               ", consecutive without a dot";
      return std::nullopt;
    });
  }

  Result operator()(const rule::NegativeRatio&) {
    build_marks();
    return each_neighbour_pair([&](int a, int b) -> Result {
      if (kropki(a, b)) return std::nullopt;
      const int x = digit(a), y = digit(b);
      for (int ratio : ratios_)
        if (x == ratio * y || y == ratio * x)
          return name(a) + " and " + name(b) + " hold " + str(x) + " and " + str(y) +
                 ", in ratio " + str(ratio) + " without a dot";
      return std::nullopt;
    });
  }

  Result operator()(const rule::NegativeXV&) {
    build_marks();
    return each_neighbour_pair([&](int a, int b) -> Result {
      if (xv(a, b)) return std::nullopt;
      const int sum = digit(a) + digit(b);
      if (sum == 5 || sum == 10)
        return name(a) + " and " + name(b) + " sum to " + str(sum) + " without an X or V";
      return std::nullopt;
    });
  }

  Result operator()(const rule::NegativeSum& r) {
    build_marks();
    return each_neighbour_pair([&](int a, int b) -> Result {
      if (xv(a, b)) return std::nullopt;
      if (digit(a) + digit(b) == r.sum)
        return name(a) + " and " + name(b) + " sum to " + str(r.sum) + " without a mark";
      return std::nullopt;
    });
  }

  Result operator()(const rule::NegativeDifference& r) {
    build_marks();
    return each_neighbour_pair([&](int a, int b) -> Result {
      if (kropki(a, b)) return std::nullopt;
      const int x = digit(a), y = digit(b);
      if (x - y == r.difference || y - x == r.difference)
        return name(a) + " and " + name(b) + " hold " + str(x) + " and " + str(y) + ", " + str(r.difference) +
               " apart without a dot";
      return std::nullopt;
    });
  }

  // --- single cells

  Result operator()(const rule::Odd& r) {
    if (!inside(r.cell)) return off_grid({r.cell});
    if (digit(r.cell) % 2 == 0) return fail({r.cell}, str(digit(r.cell)) + " is even");
    return std::nullopt;
  }

  Result operator()(const rule::Even& r) {
    if (!inside(r.cell)) return off_grid({r.cell});
    if (digit(r.cell) % 2 != 0) return fail({r.cell}, str(digit(r.cell)) + " is odd");
    return std::nullopt;
  }

  Result operator()(const rule::Minimum& r) { return extreme(r.cell, true); }
  Result operator()(const rule::Maximum& r) { return extreme(r.cell, false); }

  // --- marked pairs

  Result operator()(const rule::Difference& r) {
    if (!inside(r.a) || !inside(r.b)) return off_grid({r.a, r.b});
    const int x = digit(r.a), y = digit(r.b);
    const int diff = x > y ? x - y : y - x;
    if (diff != r.value)
      return fail({r.a, r.b},
                  str(x) + " and " + str(y) + " differ by " + str(diff) + ", not " + str(r.value));
    return std::nullopt;
  }

  Result operator()(const rule::Ratio& r) {
    if (!inside(r.a) || !inside(r.b)) return off_grid({r.a, r.b});
    const int x = digit(r.a), y = digit(r.b);
    if (x != r.value * y && y != r.value * x)
      return fail({r.a, r.b}, str(x) + " and " + str(y) + " are not in ratio " + str(r.value));
    return std::nullopt;
  }

  Result operator()(const rule::XV& r) {
    if (!inside(r.a) || !inside(r.b)) return off_grid({r.a, r.b});
    const int sum = digit(r.a) + digit(r.b);
    if (sum != r.sum)
      return fail({r.a, r.b}, "the digits sum to " + str(sum) + ", not " + str(r.sum));
    return std::nullopt;
  }

  Result operator()(const rule::XVXV& r) {
    if (!inside(r.a) || !inside(r.b)) return off_grid({r.a, r.b});
    const int sum = digit(r.a) + digit(r.b);
    if (sum != r.sum && sum != 15)
      return fail({r.a, r.b}, "the digits sum to " + str(sum) + ", neither " + str(r.sum) + " nor 15");
    return std::nullopt;
  }

  // --- cages and sets

  Result operator()(const rule::GreaterThan& r) {
    if (!inside(r.a) || !inside(r.b)) return off_grid({r.a, r.b});
    if (digit(r.a) <= digit(r.b))
      return fail({r.a, r.b}, name(r.a) + " holds " + str(digit(r.a)) + ", not more than " + name(r.b) + "'s " +
                                  str(digit(r.b)));
    return std::nullopt;
  }

  Result operator()(const rule::Killer& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (Result why = repeat(r.cells)) return fail(r.cells, *why);
    const long long sum = total(r.cells);
    if (r.sum && sum != *r.sum)
      return fail(r.cells, "the digits sum to " + str(sum) + ", not " + str(*r.sum));
    return std::nullopt;
  }

  Result operator()(const rule::KillerBound& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (Result why = repeat(r.cells)) return fail(r.cells, *why);
    const long long sum = total(r.cells);
    if (r.above ? sum <= r.bound : sum >= r.bound)
      return fail(r.cells, "the digits sum to " + str(sum) + ", not " + (r.above ? "more" : "less") + " than " +
                               str(r.bound));
    return std::nullopt;
  }

  Result operator()(const rule::ProductCage& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (Result why = repeat(r.cells)) return fail(r.cells, *why);
    long long product = 1;  // values are 0..36: stop once beyond any int (a 0 makes it 0)
    for (int c : r.cells) product = std::min(product * digit(c), 1LL << 40);
    if (product != r.product)
      return fail(r.cells, "the digits multiply to " + str(product) + ", not " + str(r.product));
    return std::nullopt;
  }

  Result operator()(const rule::DigitalRoot& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (Result why = repeat(r.cells)) return fail(r.cells, *why);
    const long long sum = total(r.cells);
    const long long root = sum <= 0 ? 0 : 1 + (sum - 1) % 9;  // decimal digital root (of 0: 0)
    const bool ok = root == (r.root == 0 ? 9 : r.root);       // DR0 counts as DR9, as in SS
    if (!ok)
      return fail(r.cells, "the digits sum to " + str(sum) + ", digital root " + str(root) +
                               ", not " + str(r.root));
    return std::nullopt;
  }

  Result operator()(const rule::SumCage& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (total(r.cells) != r.sum)
      return fail(r.cells, "the digits sum to " + str(total(r.cells)) + ", not " + str(r.sum));
    return std::nullopt;
  }

  // Distinct, and no one or more of its digits sum to the clue: every sum its subsets make.
  Result operator()(const rule::RellikCage& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (Result why = repeat(r.cells)) return fail(r.cells, *why);
    std::map<long long, std::vector<int>> made;  // a sum some subset makes: the cells of one
    made[0] = {};
    for (int cell : r.cells) {
      const std::map<long long, std::vector<int>> before = made;
      for (const auto& [sum, cells] : before)
        if (!made.count(sum + digit(cell))) {
          std::vector<int> with = cells;
          with.push_back(cell);
          made[sum + digit(cell)] = with;
        }
    }
    const auto it = made.find(r.sum);
    if (it == made.end() || it->second.empty()) return std::nullopt;
    std::string cells;
    for (int cell : it->second) cells += (cells.empty() ? "" : " + ") + rc(cell / n_, cell % n_);
    return fail(r.cells, cells + (it->second.size() == 1 ? " holds " : " sum to ") + str(r.sum));
  }

  Result operator()(const rule::ExtraRegion& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (Result why = repeat(r.cells)) return fail(r.cells, *why);
    return std::nullopt;
  }

  Result operator()(const rule::Clone& r) {
    std::vector<int> all = r.cells;
    all.insert(all.end(), r.copies.begin(), r.copies.end());
    if (!inside(all)) return off_grid(all);
    if (r.cells.size() != r.copies.size())
      return fail(all, count(r.cells.size(), "cell") + " but " + count(r.copies.size(), "copy"));
    for (std::size_t i = 0; i < r.cells.size(); ++i) {
      const int a = r.cells[i], b = r.copies[i];
      if (digit(a) != digit(b))
        return fail(all, name(a) + " holds " + str(digit(a)) + " but its copy " + name(b) +
                             " holds " + str(digit(b)));
    }
    return std::nullopt;
  }

  Result operator()(const rule::Quadruple& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    for (std::size_t i = 0; i < r.digits.size(); ++i) {
      const int d = r.digits[i];
      long long wanted = 0, present = 0;
      for (int listed : r.digits) wanted += listed == d;
      for (int cell : r.cells) present += digit(cell) == d;
      if (present < wanted)
        return fail(r.cells,
                    str(d) + " is listed " + times(wanted) + " but appears " + times(present));
    }
    return std::nullopt;
  }

  // Each group's digits as decimal text, in its order (capped far beyond any total).
  long long number_of(const std::vector<int>& cells) const {
    const long long cap = 1'000'000'000'000LL;
    long long number = 0;
    for (int cell : cells) {
      const int d = digit(cell);
      number = std::min(cap, number * (d >= 10 ? 100 : 10) + d);
    }
    return number;
  }

  Result operator()(const rule::NumberSum& r) {
    std::vector<int> all = r.first;
    all.insert(all.end(), r.second.begin(), r.second.end());
    if (!inside(all)) return off_grid(all);
    if (r.first.empty() || r.second.empty()) return std::nullopt;  // states nothing
    const long long a = number_of(r.first), b = number_of(r.second);
    if (a + b != r.total)
      return fail(all, "its numbers " + str(a) + " and " + str(b) + " sum to " + str(a + b) + ", not " +
                           str(r.total));
    return std::nullopt;
  }

  // Rows, columns and the two diagonals of the square, each summed; all one total.
  Result operator()(const rule::MagicSquare& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    const int n = n_, s = static_cast<int>(std::lround(std::sqrt(static_cast<double>(r.cells.size()))));
    for (int i = 0; i < static_cast<int>(r.cells.size()); ++i) {
      const int c = r.cells[static_cast<std::size_t>(i)], first = r.cells.front();
      if (s < 3 || s * s != static_cast<int>(r.cells.size()) || c / n - first / n != i / s || c % n - first % n != i % s)
        return fail(r.cells, "its cells are not a square of 3x3 or more, row by row");
    }
    if (Result why = repeat(r.cells)) return fail(r.cells, *why);
    std::vector<std::pair<std::string, long long>> sums;
    auto at = [&](int row, int col) { return digit(r.cells[static_cast<std::size_t>(row * s + col)]); };
    for (int i = 0; i < s; ++i) {
      long long row = 0, col = 0;
      for (int j = 0; j < s; ++j) row += at(i, j), col += at(j, i);
      sums.emplace_back("its row " + str(i + 1), row);
      sums.emplace_back("its column " + str(i + 1), col);
    }
    long long down = 0, up = 0;
    for (int i = 0; i < s; ++i) down += at(i, i), up += at(s - 1 - i, i);
    sums.emplace_back("its diagonal from the top-left", down);
    sums.emplace_back("its diagonal from the bottom-left", up);
    for (const auto& [what, sum] : sums)
      if (sum != sums.front().second)
        return fail(r.cells, what + " sums to " + str(sum) + ", its row 1 to " + str(sums.front().second));
    return std::nullopt;
  }

  // --- outside clues

  Result operator()(const rule::CountingCircles& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    std::map<int, long long> held;  // per value: the circles holding it (a 0 can never be right)
    for (int cell : r.cells) ++held[digit(cell)];
    for (int cell : r.cells) {
      const long long k = held[digit(cell)];
      if (k != digit(cell))
        return fail(r.cells, name(cell) + " holds " + str(digit(cell)) + ", found in " +
                                 count(static_cast<std::size_t>(k), "circle") + " (not " + str(digit(cell)) + ")");
    }
    return std::nullopt;
  }

  // Each digit the clue says is held by exactly as many cells as it says.
  Result operator()(const rule::LookAndSay& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    for (const auto& [d, count] : r.said) {
      long long present = 0;
      for (int cell : r.cells) present += digit(cell) == d;
      if (present != count)
        return fail(r.cells, "its clue says " + str(d) + " appears " + (count == 0 ? std::string("nowhere") : times(count)) +
                                 ", and it appears " + (present == 0 ? std::string("nowhere") : times(present)));
    }
    return std::nullopt;
  }

  Result operator()(const rule::LittleKiller& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    const long long sum = total(r.cells);
    if (sum != r.sum)
      return fail_outside(r.clue, r.cells, "the digits sum to " + str(sum) + ", not " + str(r.sum));
    return std::nullopt;
  }

  Result operator()(const rule::Sandwich& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    int one = -1, top = -1;  // positions of the 1 and the n on the line: one each
    for (int i = 0; i < static_cast<int>(r.cells.size()); ++i) {
      const int d = digit(r.cells[static_cast<std::size_t>(i)]);
      int& at = d == 1 ? one : top;
      if (d != 1 && d != n_) continue;
      if (at >= 0) return fail_outside(r.clue, r.cells, "the line holds " + str(d) + " twice");  // where it is no house
      at = i;
    }
    if (one < 0 || top < 0)
      return fail_outside(r.clue, r.cells, "the line holds no " + str(one < 0 ? 1 : n_));
    long long sum = 0;
    for (int i = std::min(one, top) + 1; i < std::max(one, top); ++i)
      sum += digit(r.cells[static_cast<std::size_t>(i)]);
    if (sum != r.sum)
      return fail_outside(
          r.clue, r.cells,
          "the digits between 1 and " + str(n_) + " sum to " + str(sum) + ", not " + str(r.sum));
    return std::nullopt;
  }

  Result operator()(const rule::XSum& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (r.cells.empty()) return fail_outside(r.clue, r.cells, "the line is empty");
    const int x = digit(r.cells[0]);
    if (x > static_cast<int>(r.cells.size()))
      return fail_outside(r.clue, r.cells,
                          "the first digit " + str(x) + " is more than the " +
                              str(static_cast<long long>(r.cells.size())) + " cells of the line");
    long long sum = 0;
    for (int i = 0; i < x; ++i) sum += digit(r.cells[static_cast<std::size_t>(i)]);
    if (sum != r.sum)
      return fail_outside(
          r.clue, r.cells,
          "the first " + str(x) + " digits sum to " + str(sum) + ", not " + str(r.sum));
    return std::nullopt;
  }

  Result operator()(const rule::NumberedRoom& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (r.cells.empty()) return fail_outside(r.clue, r.cells, "the line is empty");
    const int x = digit(r.cells[0]);
    if (x < 1 || x > static_cast<int>(r.cells.size()))
      return fail_outside(r.clue, r.cells,
                          "the first digit " + str(x) + " names no cell of the " +
                              str(static_cast<long long>(r.cells.size())) + " cells of the line");
    const int room = r.cells[static_cast<std::size_t>(x - 1)];
    if (digit(room) != r.value)
      return fail_outside(r.clue, r.cells,
                          "the first digit " + str(x) + " points at " + name(room) + ", which holds " +
                              str(digit(room)) + ", not " + str(r.value));
    return std::nullopt;
  }

  Result operator()(const rule::Battlefield& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    const int len = static_cast<int>(r.cells.size());
    if (len == 0) return fail_outside(r.clue, r.cells, "the line is empty");
    const int x = digit(r.cells.front()), y = digit(r.cells.back());
    if (x < 1 || x > len || y < 1 || y > len)
      return fail_outside(r.clue, r.cells,
                          "the end digits " + str(x) + " and " + str(y) + " do not both fit in the " +
                              str(len) + " cells of the line");
    // The first army holds cells 0..x-1, the second len-y..len-1.
    const bool overlap = x + y > len;
    const int from = overlap ? len - y : x, to = overlap ? x : len - y;  // [from, to)
    long long sum = 0;
    for (int i = from; i < to; ++i) sum += digit(r.cells[static_cast<std::size_t>(i)]);
    if (sum != r.sum)
      return fail_outside(r.clue, r.cells,
                          std::string(overlap ? "the overlap" : "the gap") + " of the first " + str(x) +
                              " and the last " + str(y) + " cells sums to " + str(sum) + ", not " +
                              str(r.sum));
    return std::nullopt;
  }

  Result operator()(const rule::Skyscraper& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    int seen = 0, highest = -1;  // the first cell is always seen (a digit set may hold 0)
    for (int cell : r.cells)
      if (digit(cell) > highest) highest = digit(cell), ++seen;
    if (seen != r.count)
      return fail_outside(r.clue, r.cells, str(seen) + " digits are seen, not " + str(r.count));
    return std::nullopt;
  }

  // --- lines

  Result operator()(const rule::Thermometer& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    for (std::size_t i = 1; i < r.cells.size(); ++i) {
      const int a = r.cells[i - 1], b = r.cells[i];
      if (digit(b) <= digit(a))
        return fail(r.cells, name(b) + " holds " + str(digit(b)) + ", not more than " + name(a) +
                                 "'s " + str(digit(a)));
    }
    return std::nullopt;
  }

  Result operator()(const rule::SlowThermometer& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    for (std::size_t i = 1; i < r.cells.size(); ++i) {
      const int a = r.cells[i - 1], b = r.cells[i];
      if (digit(b) < digit(a))
        return fail(r.cells, name(b) + " holds " + str(digit(b)) + ", less than " + name(a) +
                                 "'s " + str(digit(a)));
    }
    return std::nullopt;
  }

  Result operator()(const rule::Arrow& r) {
    std::vector<int> all = r.bulb;
    all.insert(all.end(), r.shaft.begin(), r.shaft.end());
    if (!inside(all)) return off_grid(all);
    if (r.bulb.empty() || r.shaft.empty()) return std::nullopt;  // ignored, as SS does
    const long long cap = 1'000'000'000'000LL;                   // beyond any shaft's sum
    long long bulb = 0;
    for (int cell : r.bulb) {  // the digits as decimal text, in the bulb's order
      const int d = digit(cell);
      bulb = std::min(cap, bulb * (d >= 10 ? 100 : 10) + d);
    }
    const long long sum = total(r.shaft);
    if (sum != bulb)
      return fail(all, "the shaft sums to " + str(sum) + ", not the bulb's " + str(bulb));
    return std::nullopt;
  }

  Result operator()(const rule::Palindrome& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    const std::size_t k = r.cells.size();
    for (std::size_t i = 0; i < k / 2; ++i) {
      const int a = r.cells[i], b = r.cells[k - 1 - i];
      if (digit(a) != digit(b))
        return fail(r.cells, name(a) + " holds " + str(digit(a)) + " but " + name(b) + " holds " +
                                 str(digit(b)));
    }
    return std::nullopt;
  }

  Result operator()(const rule::Renban& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (r.cells.empty()) return std::nullopt;
    if (Result why = repeat(r.cells)) return fail(r.cells, *why);
    int lo = kMaxDigitValue + 1, hi = 0;
    for (int cell : r.cells) lo = std::min(lo, digit(cell)), hi = std::max(hi, digit(cell));
    if (hi - lo != static_cast<int>(r.cells.size()) - 1)
      return fail(r.cells, "the digits run from " + str(lo) + " to " + str(hi) + " on " +
                               str(static_cast<long long>(r.cells.size())) +
                               " cells, not consecutive");
    return std::nullopt;
  }

  Result operator()(const rule::Whispers& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    for (std::size_t i = 1; i < r.cells.size(); ++i) {
      const int a = r.cells[i - 1], b = r.cells[i];
      const int diff = digit(a) > digit(b) ? digit(a) - digit(b) : digit(b) - digit(a);
      if (diff < r.difference)
        return fail(r.cells, name(a) + " and " + name(b) + " hold " + str(digit(a)) + " and " +
                                 str(digit(b)) + ", closer than " + str(r.difference));
    }
    return std::nullopt;
  }

  Result operator()(const rule::RegionSumLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    std::vector<std::pair<int, long long>> runs;  // each run's first cell and sum
    int current = -1;                             // the region of the last run
    for (int cell : r.cells) {
      const int reg = region(cell);
      if (reg < 0) continue;  // no region: skipped, the run goes on
      if (runs.empty() || reg != current) runs.emplace_back(cell, 0), current = reg;
      runs.back().second += digit(cell);
    }
    for (const auto& [start, sum] : runs)
      if (sum != runs[0].second)
        return fail(r.cells, "the run from " + name(start) + " sums to " + str(sum) +
                                 ", the run from " + name(runs[0].first) + " to " +
                                 str(runs[0].second));
    return std::nullopt;
  }

  Result operator()(const rule::BetweenLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (r.cells.size() < 3) return std::nullopt;
    const int x = digit(r.cells.front()), y = digit(r.cells.back());
    const int lo = std::min(x, y), hi = std::max(x, y);
    for (std::size_t i = 1; i + 1 < r.cells.size(); ++i) {
      const int d = digit(r.cells[i]);
      if (d <= lo || d >= hi)
        return fail(r.cells, name(r.cells[i]) + " holds " + str(d) + ", not strictly between " +
                                 str(x) + " and " + str(y));
    }
    return std::nullopt;
  }

  Result operator()(const rule::EntropicLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    return three_apart(
        r.cells, [&](int d) { return entropic_group(n_, d); },
        [&](int g) { return std::string("both ") + kGroupName[g]; });
  }

  Result operator()(const rule::ModularLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    return three_apart(
        r.cells, [](int d) { return d % 3; }, [](int m) { return "both " + str(m) + " mod 3"; });
  }

  Result operator()(const rule::Nabner& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    for (std::size_t i = 0; i < r.cells.size(); ++i)
      for (std::size_t j = i + 1; j < r.cells.size(); ++j) {
        const int a = r.cells[i], b = r.cells[j];
        const int diff = digit(a) > digit(b) ? digit(a) - digit(b) : digit(b) - digit(a);
        if (diff < 2)
          return fail(r.cells, name(a) + " and " + name(b) + " hold " + str(digit(a)) + " and " +
                                   str(digit(b)) + (diff == 0 ? ", equal" : ", consecutive"));
      }
    return std::nullopt;
  }

  Result operator()(const rule::LockoutLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    const int a = r.cells.front(), z = r.cells.back();
    const int lo = std::min(digit(a), digit(z)), hi = std::max(digit(a), digit(z));
    if (hi - lo < r.difference)
      return fail(r.cells, "its ends " + name(a) + " and " + name(z) + " hold " + str(digit(a)) + " and " +
                               str(digit(z)) + ", closer than " + str(r.difference));
    for (std::size_t i = 1; i + 1 < r.cells.size(); ++i) {
      const int m = r.cells[i];
      if (digit(m) >= lo && digit(m) <= hi)
        return fail(r.cells, name(m) + " holds " + str(digit(m)) + ", within the range " + str(lo) + ".." +
                                 str(hi) + " of its ends");
    }
    return std::nullopt;
  }

  Result operator()(const rule::SequenceLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (r.cells.size() < 2) return std::nullopt;
    // one same step, 0 too: SudokuMaker's sequence lines ("1-2-3, 2-5-8 or even 3-3-3") and a
    // constant sequence is arithmetic
    const int a = r.cells[0], b = r.cells[1], step = digit(b) - digit(a);
    for (std::size_t i = 1; i + 1 < r.cells.size(); ++i) {
      const int c = r.cells[i], d = r.cells[i + 1];
      if (digit(d) - digit(c) != step)
        return fail(r.cells, "from " + name(c) + " to " + name(d) + " it steps by " + str(digit(d) - digit(c)) +
                                 ", from " + name(a) + " to " + name(b) + " by " + str(step));
    }
    return std::nullopt;
  }

  // The runs are found greedily: digits are positive, so each run ends where the sum is reached.
  Result operator()(const rule::SegmentSumLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    long long run = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < r.cells.size(); ++i) {
      run += digit(r.cells[i]);
      if (run > r.sum)
        return fail(r.cells, (i == start ? "the run " + name(r.cells[i])
                                         : "the run from " + name(r.cells[start]) + " to " + name(r.cells[i])) +
                                 " sums to " + str(run) + ", past " + str(r.sum));
      if (run == r.sum) run = 0, start = i + 1;
    }
    if (run != 0)
      return fail(r.cells, "the last run, from " + name(r.cells[start]) + ", sums to " + str(run) + ", not " +
                               str(r.sum));
    return std::nullopt;
  }

  Result operator()(const rule::ParityLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    for (std::size_t i = 0; i + 1 < r.cells.size(); ++i) {
      const int a = r.cells[i], b = r.cells[i + 1];
      if (digit(a) % 2 == digit(b) % 2)
        return fail(r.cells, name(a) + " and " + name(b) + " hold " + str(digit(a)) + " and " +
                                 str(digit(b)) + ", both " + (digit(a) % 2 ? "odd" : "even"));
    }
    return std::nullopt;
  }

  // Digits may repeat on it (where rows, columns and regions allow).
  Result operator()(const rule::ProductLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    long long product = 1;  // values are 0..36: stop once beyond any int (a 0 makes it 0)
    for (int c : r.cells) product = std::min(product * digit(c), 1LL << 40);
    if (product != r.product)
      return fail(r.cells, "the digits multiply to " + str(product) + ", not " + str(r.product));
    return std::nullopt;
  }

  // Every digit on the line has the first one's parity (SudokuMaker's same parity line: all
  // its cells, not only neighbours; the same thing, parity being shared along the line).
  Result operator()(const rule::SameParityLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    for (std::size_t i = 1; i < r.cells.size(); ++i) {
      const int a = r.cells.front(), b = r.cells[i];
      if (digit(a) % 2 != digit(b) % 2)
        return fail(r.cells, name(a) + " and " + name(b) + " hold " + str(digit(a)) + " and " + str(digit(b)) +
                                 ", " + (digit(a) % 2 ? "odd and even" : "even and odd"));
    }
    return std::nullopt;
  }

  Result operator()(const rule::DoubleArrow& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    if (r.cells.size() < 3) return std::nullopt;  // no inner cells: ignored, as SS does
    const long long ends = digit(r.cells.front()) + digit(r.cells.back());
    const long long inner = total(r.cells) - ends;
    if (inner != ends)
      return fail(r.cells, "the inner cells sum to " + str(inner) + ", the ends to " + str(ends));
    return std::nullopt;
  }

  Result operator()(const rule::ZipperLine& r) {
    if (!inside(r.cells)) return off_grid(r.cells);
    const std::size_t k = r.cells.size();
    if (k < 2) return std::nullopt;
    auto pair_sum = [&](std::size_t i) { return digit(r.cells[i]) + digit(r.cells[k - 1 - i]); };
    const int want = pair_sum(0);
    for (std::size_t i = 1; i < k / 2; ++i)
      if (pair_sum(i) != want)
        return fail(r.cells, name(r.cells[i]) + " and " + name(r.cells[k - 1 - i]) + " sum to " +
                                 str(pair_sum(i)) + ", " + name(r.cells[0]) + " and " +
                                 name(r.cells[k - 1]) + " to " + str(want));
    if (k % 2 == 1) {
      const int mid = r.cells[k / 2];
      if (digit(mid) != want)
        return fail(r.cells, "the middle " + name(mid) + " holds " + str(digit(mid)) +
                                 ", the pairs sum to " + str(want));
    }
    return std::nullopt;
  }

  // --- indexers

  Result operator()(const rule::RowIndexer& r) {
    if (!inside(r.cell)) return off_grid({r.cell});
    const int row = r.cell / n_, col = r.cell % n_, v = digit(r.cell);
    return pointed(r.cell, (v - 1) * n_ + col, row + 1);
  }

  Result operator()(const rule::ColumnIndexer& r) {
    if (!inside(r.cell)) return off_grid({r.cell});
    const int row = r.cell / n_, col = r.cell % n_, v = digit(r.cell);
    return pointed(r.cell, row * n_ + (v - 1), col + 1);
  }

  Result operator()(const rule::BoxIndexer& r) {
    if (!inside(r.cell)) return off_grid({r.cell});
    const int reg = region(r.cell);
    if (reg < 0) return fail({r.cell}, "the cell is in no region");
    const auto& cells = regions_[static_cast<std::size_t>(reg)];
    int p = 0;  // 1-based position within the region
    while (cells[static_cast<std::size_t>(p)] != r.cell) ++p;
    ++p;
    const int v = digit(r.cell);
    if (v > static_cast<int>(cells.size()))
      return fail({r.cell}, "holds " + str(v) + " but its region has " +
                                str(static_cast<long long>(cells.size())) + " cells");
    return pointed(r.cell, cells[static_cast<std::size_t>(v - 1)], p);
  }

 private:
  int digit(int cell) const { return values_[static_cast<std::size_t>(cell)]; }  // its value
  bool inside(int cell) const { return cell >= 0 && cell < cells_; }
  bool inside(const std::vector<int>& cells) const {
    for (int cell : cells)
      if (!inside(cell)) return false;
    return true;
  }

  // --- chaos construction's division (a backtracking search)

  // The orthogonal neighbours of `cell` on the grid.
  std::vector<int> neighbours_of(int cell) const {
    std::vector<int> out;
    const int row = cell / n_, col = cell % n_;
    if (row > 0) out.push_back(cell - n_);
    if (col > 0) out.push_back(cell - 1);
    if (col + 1 < n_) out.push_back(cell + 1);
    if (row + 1 < n_) out.push_back(cell + n_);
    return out;
  }
  bool rows_distinct() const {
    for (int row = 0; row < n_; ++row) {
      std::vector<int> cells;
      for (int col = 0; col < n_; ++col) cells.push_back(row * n_ + col);
      if (repeat(cells)) return false;
    }
    return true;
  }
  // Whether every orthogonally connected group of free cells has a multiple of n cells.
  bool groups_fit(const std::vector<char>& free) const {
    std::vector<char> seen(free.size());
    for (int start = 0; start < cells_; ++start) {
      if (!free[static_cast<std::size_t>(start)] || seen[static_cast<std::size_t>(start)]) continue;
      std::vector<int> stack{start};
      seen[static_cast<std::size_t>(start)] = 1;
      int size = 0;
      while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        ++size;
        for (int u : neighbours_of(cell))
          if (free[static_cast<std::size_t>(u)] && !seen[static_cast<std::size_t>(u)])
            seen[static_cast<std::size_t>(u)] = 1, stack.push_back(u);
      }
      if (size % n_ != 0) return false;
    }
    return true;
  }
  // Whether the free cells divide into regions: the first free cell's region is each connected
  // set of n free cells with distinct digits that holds it, in turn (each set once: Wernicke's
  // ESU enumeration, which grows a set only by cells beside its newest cell and beside none
  // before), and the rest divides after it.
  bool divide(std::vector<char>& free) const {
    const auto first = std::find(free.begin(), free.end(), 1);
    if (first == free.end()) return true;
    if (!groups_fit(free)) return false;
    const int start = static_cast<int>(first - free.begin());
    std::vector<int> set{start};
    free[static_cast<std::size_t>(start)] = 0;
    std::vector<int> ext;
    for (int u : neighbours_of(start))
      if (free[static_cast<std::size_t>(u)]) ext.push_back(u);
    const bool ok = grow(set, ext, free);
    free[static_cast<std::size_t>(start)] = 1;
    return ok;
  }
  static constexpr long long kDivideSteps = 2000000;
  mutable long long steps_ = 0;
  bool grow(std::vector<int>& set, std::vector<int> ext, std::vector<char>& free) const {
    if (++steps_ > kDivideSteps) return false;
    if (static_cast<int>(set.size()) == n_) return divide(free);
    auto beside_set = [&](int u) {
      for (int s : set)
        if (s == u || std::abs(s - u) == n_ || (std::abs(s - u) == 1 && s / n_ == u / n_)) return true;
      return false;
    };
    while (!ext.empty()) {
      const int w = ext.back();
      ext.pop_back();
      if (std::any_of(set.begin(), set.end(), [&](int s) { return digit(s) == digit(w); })) continue;
      std::vector<int> next = ext;
      for (int u : neighbours_of(w))
        if (free[static_cast<std::size_t>(u)] && !beside_set(u)) next.push_back(u);
      set.push_back(w);
      free[static_cast<std::size_t>(w)] = 0;
      const bool ok = grow(set, next, free);
      free[static_cast<std::size_t>(w)] = 1;
      set.pop_back();
      if (ok) return true;
    }
    return false;
  }

  // R<r>C<c>, 1-based; also for the outside ring (R0, R(n+1)).
  static std::string rc(int row, int col) { return "R" + str(row + 1) + "C" + str(col + 1); }
  std::string name(int cell) const {
    return inside(cell) ? rc(cell / n_, cell % n_) : "cell #" + str(cell);
  }
  static std::string times(long long k) {
    return k == 1 ? "once" : k == 2 ? "twice" : str(k) + " times";
  }

  // "killercage 3" for the constraint being checked.
  std::string title() const {
    const char* kind = kind_name(v_.constraints[index_]);
    int number = 0;
    for (std::size_t j = 0; j <= index_; ++j)
      number += std::strcmp(kind_name(v_.constraints[j]), kind) == 0;
    return std::string(kind) + " " + str(number);
  }
  // The first cells, as f-puzzles writes them.
  std::string listing(const std::vector<int>& cells) const {
    const std::size_t shown = 6;
    std::string out;
    for (std::size_t i = 0; i < cells.size() && i < shown; ++i)
      out += (i ? " " : "") + name(cells[i]);
    if (cells.size() > shown) out += " ...";
    return out;
  }
  std::string fail(const std::vector<int>& cells, const std::string& what) const {
    return title() + " (" + listing(cells) + "): " + what;
  }
  std::string fail_outside(const Outside& clue, const std::vector<int>& cells,
                           const std::string& what) const {
    return title() + " at " + rc(clue.row, clue.col) + " (" + listing(cells) + "): " + what;
  }
  std::string global(const std::string& what) const { return title() + ": " + what; }
  std::string off_grid(const std::vector<int>& cells) const {
    return fail(cells, "a cell is outside the grid");
  }

  // "R1C1 and R3C3 both hold 2" for the first digit repeated among `cells`.
  Result repeat(const std::vector<int>& cells) const {
    int first[kMaxDigitValue + 1];  // per digit: where it was seen first, or -1
    std::fill(first, first + kMaxDigitValue + 1, -1);
    for (int cell : cells) {
      int& seen = first[digit(cell)];
      if (seen >= 0) return name(seen) + " and " + name(cell) + " both hold " + str(digit(cell));
      seen = cell;
    }
    return std::nullopt;
  }
  // The same for two cells given by row and column; none when the second is off the grid.
  Result same(int r1, int c1, int r2, int c2) const {
    if (r2 < 0 || r2 >= n_ || c2 < 0 || c2 >= n_) return std::nullopt;
    const int a = r1 * n_ + c1, b = r2 * n_ + c2;
    if (digit(a) == digit(b)) return name(a) + " and " + name(b) + " both hold " + str(digit(a));
    return std::nullopt;
  }
  long long total(const std::vector<int>& cells) const {
    long long sum = 0;
    for (int cell : cells) sum += digit(cell);
    return sum;
  }

  // Every orthogonal neighbour pair (a, b), a < b, row-major by a, right neighbour first.
  template <class F>
  Result each_neighbour_pair(F&& f) const {
    for (int a = 0; a < cells_; ++a) {
      if (a % n_ + 1 < n_)
        if (Result why = f(a, a + 1)) return global(*why);
      if (a + n_ < cells_)
        if (Result why = f(a, a + n_)) return global(*why);
    }
    return std::nullopt;
  }

  // The pair tables: for cell a, bit 0 marks the pair with its right neighbour, bit 1 with the
  // one below. Marks on other pairs exempt nothing.
  void build_marks() {
    if (marks_built_) return;
    marks_built_ = true;
    kropki_.assign(static_cast<std::size_t>(cells_), 0);
    xv_.assign(static_cast<std::size_t>(cells_), 0);
    auto mark = [&](std::vector<std::uint8_t>& table, int a, int b) {
      if (!inside(a) || !inside(b)) return;
      if (a > b) std::swap(a, b);
      if (b == a + 1 && a % n_ + 1 < n_) table[static_cast<std::size_t>(a)] |= 1;
      if (b == a + n_) table[static_cast<std::size_t>(a)] |= 2;
    };
    for (const Constraint& c : v_.constraints) {
      if (const auto* d = std::get_if<rule::Difference>(&c)) mark(kropki_, d->a, d->b);
      if (const auto* d = std::get_if<rule::Ratio>(&c)) {
        mark(kropki_, d->a, d->b);
        if (std::find(ratios_.begin(), ratios_.end(), d->value) == ratios_.end())
          ratios_.push_back(d->value);
      }
      if (const auto* m = std::get_if<rule::XV>(&c)) mark(xv_, m->a, m->b);
      if (const auto* m = std::get_if<rule::XVXV>(&c)) mark(xv_, m->a, m->b);
    }
    if (ratios_.empty()) ratios_.push_back(2);
  }
  // Only for orthogonal neighbours a < b.
  static bool marked(const std::vector<std::uint8_t>& table, int a, int b) {
    return (table[static_cast<std::size_t>(a)] & (b == a + 1 ? 1 : 2)) != 0;
  }
  bool kropki(int a, int b) const { return marked(kropki_, a, b); }
  bool xv(int a, int b) const { return marked(xv_, a, b); }

  // Minimum (smaller = true) or Maximum: against each orthogonal neighbour that is not itself a
  // cell of the same kind.
  Result extreme(int cell, bool smaller) {
    if (!inside(cell)) return off_grid({cell});
    if (extremes_.empty()) {
      extremes_.assign(static_cast<std::size_t>(cells_), 0);
      for (const Constraint& c : v_.constraints) {
        if (const auto* m = std::get_if<rule::Minimum>(&c))
          if (inside(m->cell)) extremes_[static_cast<std::size_t>(m->cell)] |= 1;
        if (const auto* m = std::get_if<rule::Maximum>(&c))
          if (inside(m->cell)) extremes_[static_cast<std::size_t>(m->cell)] |= 2;
      }
    }
    const std::uint8_t kind = smaller ? 1 : 2;
    const int row = cell / n_, col = cell % n_;
    const int steps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    for (const auto& s : steps) {
      const int r2 = row + s[0], c2 = col + s[1];
      if (r2 < 0 || r2 >= n_ || c2 < 0 || c2 >= n_) continue;
      const int other = r2 * n_ + c2;
      if (extremes_[static_cast<std::size_t>(other)] & kind) continue;
      const int x = digit(cell), y = digit(other);
      if (smaller ? x >= y : x <= y)
        return fail({cell}, "holds " + str(x) + ", not " + (smaller ? "less" : "more") + " than " +
                                name(other) + "'s " + str(y));
    }
    return std::nullopt;
  }

  // Entropic and modular lines: any three cells in a row on the line fall in three classes,
  // and a line of two cells in two.
  template <class Class, class Say>
  Result three_apart(const std::vector<int>& cells, Class&& cls, Say&& say) const {
    const std::size_t k = cells.size();
    for (std::size_t i = 0; i + 1 < k; ++i)
      for (std::size_t j = i + 1; j < k && j <= i + 2; ++j) {
        const int a = cells[i], b = cells[j];
        if (cls(digit(a)) == cls(digit(b)))
          return fail(cells, name(a) + " and " + name(b) + " hold " + str(digit(a)) + " and " +
                                 str(digit(b)) + ", " + say(cls(digit(a))));
      }
    return std::nullopt;
  }

  // An indexer at `cell` points at `target` (which may be off the grid), which must hold `want`.
  Result pointed(int cell, int target, int want) const {
    const int v = digit(cell);
    if (!inside(target)) return fail({cell}, "holds " + str(v) + ", which points outside the grid");
    if (digit(target) != want)
      return fail({cell}, "holds " + str(v) + ", so " + name(target) + " must hold " + str(want) +
                              ", not " + str(digit(target)));
    return std::nullopt;
  }

  const Variant& v_;
  std::vector<int> values_;  // per cell
  const int n_, cells_;
  std::size_t index_ = 0;
  std::vector<int> region_;
  std::vector<std::vector<int>> regions_;
  bool marks_built_ = false;
  std::vector<std::uint8_t> kropki_, xv_;
  std::vector<int> ratios_;
  std::vector<std::uint8_t> extremes_;  // per cell: bit 0 a Minimum, bit 1 a Maximum cell
};

std::string cell_rc(int cell, int n) { return "R" + str(cell / n + 1) + "C" + str(cell % n + 1); }

// The model's shape: one region label and (if any) one allowed set per cell.
Result malformed(const Variant& v, int n) {
  const std::size_t cells = static_cast<std::size_t>(n * n);
  if (v.regions.size() != cells)
    return "the variant has " + str(static_cast<long long>(v.regions.size())) +
           " region labels for " + str(static_cast<long long>(cells)) + " cells";
  if (!v.allowed.empty() && v.allowed.size() != cells)
    return "the variant has " + str(static_cast<long long>(v.allowed.size())) +
           " allowed sets for " + str(static_cast<long long>(cells)) + " cells";
  if (!v.digits.empty())
    if (std::string why = digit_set_problem(v.digits, n); !why.empty()) return why;
  return std::nullopt;
}

bool allows(const Variant& v, int cell, int d) {
  return v.allowed.empty() || (d < 64 && (v.allowed[static_cast<std::size_t>(cell)] >> d & 1) != 0);
}

// "digit 5 twice in row 3" (or column, or region) for the first repeat in row-major order,
// ignoring blanks; with `allowed` (for givens), a digit its cell does not allow is reported too.
Result first_repeat(const Grid& g, const Checker& ch, int n, const Variant* allowed) {
  const int units = static_cast<int>(ch.regions().size());
  std::vector<std::uint64_t> row(static_cast<std::size_t>(n)), col(row),
      reg(static_cast<std::size_t>(units));
  static const char* kUnit[3] = {"row", "column", "region"};
  for (int cell = 0; cell < n * n; ++cell) {
    const int d = g.at(cell);
    if (d == 0) continue;
    const std::uint64_t bit = std::uint64_t{1} << d;
    std::uint64_t* sets[3] = {
        &row[static_cast<std::size_t>(cell / n)], &col[static_cast<std::size_t>(cell % n)],
        ch.region(cell) < 0 ? nullptr : &reg[static_cast<std::size_t>(ch.region(cell))]};
    const int number[3] = {cell / n, cell % n, ch.region(cell)};
    for (int k = 0; k < 3; ++k) {
      if (!sets[k]) continue;
      if (*sets[k] & bit)
        return "digit " + ch.value_text(d) + " twice in " + kUnit[k] + " " + str(number[k] + 1);
      *sets[k] |= bit;
    }
    if (allowed && !allows(*allowed, cell, d))
      return "given " + ch.value_text(d) + " at " + cell_rc(cell, n) + " is not among its allowed digits";
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_variant(const Puzzle& puzzle, const Grid& grid) {
  if (!puzzle.variant) return std::string("the puzzle is not a variant puzzle");
  const Variant& v = *puzzle.variant;
  const int n = grid.shape.n();
  if (n < 1 || n > kMaxVariantSize || grid.cells.size() != static_cast<std::size_t>(n * n))
    return std::string("the grid has the wrong shape");
  if (Result why = malformed(v, n)) return why;
  if (std::string why = digit_set_refusal(v); !why.empty()) return why;
  const bool givens = puzzle.givens.cells.size() == grid.cells.size();
  for (int cell = 0; cell < n * n; ++cell) {
    const int d = grid.at(cell);
    if (d < 1 || d > n) return "no digit at " + cell_rc(cell, n);
    const int given = givens ? puzzle.givens.at(cell) : 0;
    if (given != 0 && given != d)
      return "given " + str(digit_value(v.digits, given)) + " at " + cell_rc(cell, n) + " changed to " +
             str(digit_value(v.digits, d));
  }
  Checker ch(v, grid, n);
  ch.group_regions();
  for (std::size_t k = 0; k < ch.regions().size(); ++k)
    if (ch.regions()[k].size() != static_cast<std::size_t>(n))
      return "region " + str(static_cast<long long>(k + 1)) + " has " +
             count(ch.regions()[k].size(), "cell") + ", not " + str(n);
  if (Result why = first_repeat(grid, ch, n, nullptr)) return why;
  for (int cell = 0; cell < n * n; ++cell)
    if (!allows(v, cell, grid.at(cell)))
      return cell_rc(cell, n) + " holds " + ch.value_text(grid.at(cell)) + ", not among its allowed digits";
  return ch.check_constraints();
}

std::optional<std::string> check_constraints_alone(const Puzzle& puzzle, const Grid& grid) {
  if (!puzzle.variant) return std::nullopt;
  const Variant& v = *puzzle.variant;
  const int n = grid.shape.n();
  if (n < 1 || n > kMaxVariantSize || grid.cells.size() != static_cast<std::size_t>(n * n))
    return std::string("the grid has the wrong shape");
  if (Result why = malformed(v, n)) return why;
  if (std::string why = digit_set_refusal(v); !why.empty()) return why;
  for (int cell = 0; cell < n * n; ++cell)
    if (grid.at(cell) < 1 || grid.at(cell) > n) return "no digit at " + cell_rc(cell, n);
  Checker ch(v, grid, n);
  ch.group_regions();
  return ch.check_constraints();
}

std::optional<std::string> check_constraints_on_values(const Puzzle& puzzle, const std::vector<int>& values) {
  if (!puzzle.variant) return std::nullopt;
  const Variant& v = *puzzle.variant;
  const int n = puzzle.givens.shape.n();
  if (n < 1 || n > kMaxVariantSize || values.size() != static_cast<std::size_t>(n * n))
    return std::string("the grid has the wrong shape");
  if (Result why = malformed(v, n)) return why;
  for (int cell = 0; cell < n * n; ++cell)
    if (values[static_cast<std::size_t>(cell)] < 0 || values[static_cast<std::size_t>(cell)] > kMaxDigitValue)
      return "no digit at " + cell_rc(cell, n);
  Checker ch(v, values, n);
  ch.group_regions();
  return ch.check_constraints();
}

std::optional<std::string> find_variant_clash(const Puzzle& puzzle) {
  if (!puzzle.variant) return std::nullopt;
  const Variant& v = *puzzle.variant;
  const Grid& g = puzzle.givens;
  const int n = g.shape.n();
  if (n < 1 || n > kMaxVariantSize || g.cells.size() != static_cast<std::size_t>(n * n))
    return std::string("the grid has the wrong shape");
  if (Result why = malformed(v, n)) return why;
  for (int cell = 0; cell < n * n; ++cell)
    if (g.at(cell) > n)
      return "given " + str(g.at(cell)) + " at " + cell_rc(cell, n) + " is not a digit of 1.." +
             str(n);
  Checker ch(v, g, n);
  ch.group_regions();
  return first_repeat(g, ch, n, &v);
}

}  // namespace sudosat
