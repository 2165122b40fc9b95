// Tests for the independent variant checker (model/check_variant.cpp): every constraint kind on
// small valid grids, passing and failing, the messages, the edge cases the rules leave open,
// and random instances against a second, simpler implementation written here.
#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "model/check.hpp"
#include "reference.hpp"

using namespace sudosat;

namespace {

// Valid solutions. 4x4 with 2x2 boxes, 6x6 with boxes 2 rows tall and 3 columns wide.
const std::string kG4 =
    "1234"
    "3412"
    "2143"
    "4321";
const std::string kX4 =
    "1234"
    "3412"
    "4321"
    "2143";  // both diagonals distinct
const std::string kKnight4 =
    "1234"
    "4321"
    "3412"
    "2143";  // anti-knight
const std::string kDisjointBad4 =
    "1234"
    "3421"
    "4312"
    "2143";
const std::string kG6 =
    "123456"
    "456123"
    "231564"
    "564231"
    "312645"
    "645312";
const std::string kKing6 =
    "516423"
    "243561"
    "651234"
    "324615"
    "165342"
    "432156";
const std::string kNonConsecutive6 =
    "513624"
    "246351"
    "624135"
    "351462"
    "135246"
    "462513";
const std::string kAntiRatio6 =
    "516432"
    "234516"
    "643251"
    "152643"
    "325164"
    "461325";
const std::string kAntiXV6 =
    "513624"
    "426315"
    "245136"
    "631542"
    "362451"
    "154263";
const std::string kMainOnly6 =
    "516423"
    "234516"
    "421635"
    "653241"
    "145362"
    "362154";

int size_of(const std::string& digits) {
  int n = 1;
  while (n * n < static_cast<int>(digits.size())) ++n;
  return n;
}

Shape shape_of(int n) {
  if (auto s = default_shape(n)) return *s;
  return Shape{1, n};
}

Grid grid(const std::string& digits) {
  Grid g(shape_of(size_of(digits)));
  for (std::size_t i = 0; i < digits.size(); ++i) g.set(static_cast<int>(i), digits[i] - '0');
  return g;
}

// The cell "R<r>C<c>" (1-based) of an n x n grid.
int cell(int n, const std::string& name) {
  const std::size_t c = name.find('C');
  return (std::stoi(name.substr(1, c - 1)) - 1) * n + std::stoi(name.substr(c + 1)) - 1;
}

// "R1C1 R1C2 ..." as cells.
std::vector<int> cells(int n, const std::string& names) {
  std::vector<int> out;
  std::size_t at = 0;
  while (at < names.size()) {
    std::size_t end = names.find(' ', at);
    if (end == std::string::npos) end = names.size();
    if (end > at) out.push_back(cell(n, names.substr(at, end - at)));
    at = end + 1;
  }
  return out;
}

Puzzle puzzle(int n, std::vector<Constraint> constraints, std::vector<int> regions = {}) {
  Puzzle p{Grid(shape_of(n)), std::nullopt};
  Variant v;
  v.regions = regions.empty() ? default_regions(n) : std::move(regions);
  v.constraints = std::move(constraints);
  p.variant = std::move(v);
  return p;
}

// What the checker says about `digits` under `constraints`: "" when it passes.
std::string why(const Puzzle& p, const Grid& g) {
  auto r = check_variant(p, g);
  return r ? *r : std::string();
}
std::string why(const std::string& digits, std::vector<Constraint> constraints,
                std::vector<int> regions = {}) {
  return why(puzzle(size_of(digits), std::move(constraints), std::move(regions)), grid(digits));
}

// 4x4 and 6x6 shorthands.
std::vector<int> L4(const std::string& names) { return cells(4, names); }
std::vector<int> L6(const std::string& names) { return cells(6, names); }
int C4(const std::string& name) { return cell(4, name); }
int C6(const std::string& name) { return cell(6, name); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// Houses, allowed digits, the model's shape

TEST_CASE("variant checker: the sample grids are valid and plain rule breaks are named") {
  for (const std::string& g : {kG4, kX4, kKnight4, kDisjointBad4, kG6, kKing6, kNonConsecutive6,
                               kAntiRatio6, kAntiXV6, kMainOnly6})
    CHECK(why(g, {}) == "");
  std::string swapped = kG4;
  std::swap(swapped[0], swapped[1]);  // 2134: column 1 now holds 2 twice
  CHECK(why(swapped, {}) == "digit 2 twice in column 1");
  // A Latin square that is no Sudoku: its first repeat is in a box.
  CHECK(why("1234"
            "2341"
            "3412"
            "4123",
            {}) == "digit 2 twice in region 1");
  CHECK(why("1234"
            "1234"
            "3412"
            "4123",
            {}) == "digit 1 twice in column 1");
  CHECK(why("1134"
            "3412"
            "2143"
            "4321",
            {}) == "digit 1 twice in row 1");
}

TEST_CASE("variant checker: incomplete grids, changed givens and a malformed model") {
  Puzzle p = puzzle(4, {});
  Grid g = grid(kG4);
  g.set(5, 0);
  CHECK(why(p, g) == "no digit at R2C2");
  g.set(5, 5);
  CHECK(why(p, g) == "no digit at R2C2");
  p.givens.set(C4("R3C4"), 2);
  CHECK(why(p, grid(kG4)) == "given 2 at R3C4 changed to 3");
  p = puzzle(4, {});
  p.variant->regions.pop_back();
  CHECK(why(p, grid(kG4)) == "the variant has 15 region labels for 16 cells");
  p = puzzle(4, {});
  p.variant->allowed.assign(3, 0);
  CHECK(why(p, grid(kG4)) == "the variant has 3 allowed sets for 16 cells");
  p = puzzle(4, {});
  p.variant->regions[0] = 9;  // region 1 loses a cell, a new region has one
  CHECK(why(p, grid(kG4)) == "region 1 has 1 cell, not 4");
  p = puzzle(4, {});
  p.variant.reset();
  CHECK(why(p, grid(kG4)) == "the puzzle is not a variant puzzle");
  p = puzzle(4, {rule::Odd{16}});
  CHECK(why(p, grid(kG4)) == "odd 1 (cell #16): a cell is outside the grid");
  p = puzzle(4, {rule::Killer{{0, 1, -1}, 3}});
  CHECK(why(p, grid(kG4)) == "killercage 1 (R1C1 R1C2 cell #-1): a cell is outside the grid");
}

TEST_CASE("variant checker: irregular regions, numbered by their smallest cell") {
  // Labels 7, 3, 5, 1: region 1 is the one holding R1C1, and so on.
  const std::vector<int> regions = {7, 7, 7, 3,  //
                                    5, 7, 3, 3,  //
                                    5, 5, 1, 3,  //
                                    5, 1, 1, 1};
  const std::string irregular =
      "1234"
      "2413"
      "3142"
      "4321";
  CHECK(why(irregular, {}) == "digit 2 twice in region 1");  // with the boxes
  CHECK(why(irregular, {}, regions) == "");
  CHECK(why(kG4, {}, regions) == "");
  CHECK(why("1234"
            "3412"
            "2341"
            "4123",
            {}, regions) == "digit 3 twice in region 3");
  // Disjoint groups follow the regions: the k-th cells row-major.
  CHECK(why(irregular, {rule::DisjointGroups{}}, regions) ==
        "disjointgroups 1: R1C4 and R3C3 both hold 4 (cell 1 of their regions)");
  // Box indexer in irregular regions: region 2 is R1C4 R2C3 R2C4 R3C4 = 4 1 3 2 in `irregular`.
  CHECK(why(irregular, {rule::BoxIndexer{C4("R1C4")}}, regions) ==
        "boxindexer 1 (R1C4): holds 4, so R3C4 must hold 1, not 2");
  CHECK(why(irregular, {rule::BoxIndexer{C4("R2C4")}}, regions) == "");  // 3 -> itself
  CHECK(why(irregular, {rule::BoxIndexer{C4("R2C3")}}, regions) ==
        "boxindexer 1 (R2C3): holds 1, so R1C4 must hold 2, not 4");
}

TEST_CASE("variant checker: a 7x7 with the rows as regions") {
  std::string latin;
  for (int r = 0; r < 7; ++r)
    for (int c = 0; c < 7; ++c) latin += static_cast<char>('1' + (r + c) % 7);
  CHECK(why(latin, {}) == "");
  CHECK(why(latin, {rule::DisjointGroups{}}) == "");  // the columns
  // The box indexer is the column indexer here.
  CHECK(why(latin, {rule::BoxIndexer{cell(7, "R1C3")}}) == "");
  CHECK(why(latin, {rule::BoxIndexer{cell(7, "R2C1")}}) ==
        "boxindexer 1 (R2C1): holds 2, so R2C2 must hold 1, not 3");
  CHECK(why(latin, {rule::ColumnIndexer{cell(7, "R2C1")}}) ==
        "columnindexer 1 (R2C1): holds 2, so R2C2 must hold 1, not 3");
  std::string broken = latin;
  std::swap(broken[7], broken[8]);  // row 2: 3 2 4 ...
  CHECK(why(broken, {}) == "digit 2 twice in column 2");
}

TEST_CASE("variant checker: allowed digits") {
  Puzzle p = puzzle(4, {});
  p.variant->allowed.assign(16, 0);
  for (auto& a : p.variant->allowed) a = 0x1E;  // 1..4
  CHECK(why(p, grid(kG4)) == "");
  p.variant->allowed[static_cast<std::size_t>(C4("R2C3"))] = (1u << 1) | (1u << 2);
  CHECK(why(p, grid(kG4)) == "");
  p.variant->allowed[static_cast<std::size_t>(C4("R2C3"))] = (1u << 2) | (1u << 3);
  CHECK(why(p, grid(kG4)) == "R2C3 holds 1, not among its allowed digits");
}

TEST_CASE("find_variant_clash: repeated givens and givens not allowed") {
  Puzzle p = puzzle(4, {rule::Killer{L4("R1C1 R1C2"), 30}});  // constraints are not looked at
  CHECK_FALSE(find_variant_clash(p));
  p.givens.set(C4("R1C1"), 3);
  p.givens.set(C4("R4C1"), 2);
  CHECK_FALSE(find_variant_clash(p));
  p.givens.set(C4("R2C2"), 3);
  CHECK(*find_variant_clash(p) == "digit 3 twice in region 1");
  p.givens.set(C4("R2C2"), 0);
  p.givens.set(C4("R3C1"), 3);
  CHECK(*find_variant_clash(p) == "digit 3 twice in column 1");
  p.givens.set(C4("R3C1"), 0);
  p.givens.set(C4("R4C4"), 2);
  CHECK(*find_variant_clash(p) == "digit 2 twice in row 4");
  p.givens.set(C4("R4C4"), 0);
  // Irregular regions, and cells in no region (the fourth box).
  Puzzle q = puzzle(4, {}, {7, 7, 7, 3, 5, 7, 3, 3, 5, 5, -1, 3, 5, -1, -1, -1});
  q.givens.set(C4("R1C4"), 2);
  q.givens.set(C4("R3C4"), 1);
  CHECK_FALSE(find_variant_clash(q));
  q.givens.set(C4("R2C3"), 2);
  CHECK(*find_variant_clash(q) == "digit 2 twice in region 2");
  q.givens.set(C4("R2C3"), 0);
  q.givens.set(C4("R3C3"), 2);  // no region: only its row and column count
  q.givens.set(C4("R4C2"), 2);
  CHECK_FALSE(find_variant_clash(q));
  // Allowed digits.
  q.variant->allowed.assign(16, 0x1E);
  q.variant->allowed[static_cast<std::size_t>(C4("R2C3"))] = (1u << 1) | (1u << 2);
  CHECK_FALSE(find_variant_clash(q));
  q.givens.set(C4("R2C3"), 4);
  CHECK(*find_variant_clash(q) == "given 4 at R2C3 is not among its allowed digits");
  q.givens.set(C4("R2C3"), 7);
  CHECK(*find_variant_clash(q) == "given 7 at R2C3 is not a digit of 1..4");
}

// ---------------------------------------------------------------------------------------------
// Global rules

TEST_CASE("variant checker: diagonals, numbered by kind") {
  CHECK(why(kX4, {rule::Diagonal{true}, rule::Diagonal{false}}) == "");
  CHECK(why(kG4, {rule::Diagonal{false}}) == "diagonal- 1: R2C2 and R3C3 both hold 4");
  CHECK(why(kG4, {rule::Diagonal{true}}) == "diagonal+ 1: R3C2 and R2C3 both hold 1");
  // The main diagonal holds, the anti-diagonal does not: it is diagonal+ number 1.
  CHECK(why(kMainOnly6, {rule::Diagonal{false}}) == "");
  CHECK(why(kMainOnly6, {rule::Diagonal{false}, rule::Diagonal{true}}) ==
        "diagonal+ 1: R6C1 and R4C3 both hold 3");
}

TEST_CASE("variant checker: anti-king and anti-knight") {
  CHECK(why(kKing6, {rule::AntiKing{}}) == "");
  CHECK(why(kG4, {rule::AntiKing{}}) == "antiking 1: R2C2 and R3C3 both hold 4");
  CHECK(why(kG6, {rule::AntiKing{}}) == "antiking 1: R2C4 and R3C3 both hold 1");
  CHECK(why(kKnight4, {rule::AntiKnight{}}) == "");
  CHECK(why(kG4, {rule::AntiKnight{}}) == "antiknight 1: R1C1 and R2C3 both hold 1");
  CHECK(why(kKing6, {rule::AntiKnight{}}) != "");
  // Only a move down and to the left repeats a digit here.
  CHECK(why("516423"
            "234516"
            "165234"
            "342165"
            "651342"
            "423651",
            {rule::AntiKnight{}}) == "antiknight 1: R1C2 and R3C1 both hold 1");
}

TEST_CASE("variant checker: disjoint groups") {
  CHECK(why(kG4, {rule::DisjointGroups{}}) == "");
  CHECK(why(kG6, {rule::DisjointGroups{}}) == "");
  CHECK(why(kDisjointBad4, {rule::DisjointGroups{}}) ==
        "disjointgroups 1: R1C1 and R3C3 both hold 1 (cell 1 of their regions)");
}

TEST_CASE("variant checker: nonconsecutive, and the dots that exempt a pair") {
  CHECK(why(kNonConsecutive6, {rule::NonConsecutive{}}) == "");
  CHECK(why(kG6, {rule::NonConsecutive{}}) ==
        "nonconsecutive 1: R1C1 and R1C2 hold 1 and 2, consecutive without a dot");
  // Dot every consecutive pair of kG4: a black dot on 1-2 pairs, a white one elsewhere.
  const Grid g = grid(kG4);
  std::vector<Constraint> dots;
  for (int a = 0; a < 16; ++a)
    for (int b : {a + 1, a + 4}) {
      if (b >= 16 || (b == a + 1 && a % 4 == 3)) continue;
      const int x = g.at(a), y = g.at(b);
      if (x - y != 1 && y - x != 1) continue;
      if (x * y == 2)
        dots.push_back(rule::Ratio{b, a, 2});  // either order
      else
        dots.push_back(rule::Difference{a, b, 1});
    }
  dots.push_back(rule::NonConsecutive{});
  CHECK(why(kG4, dots) == "");
  // Drop the dot on R1C2-R1C3 (2 and 3).
  const auto at = std::find_if(dots.begin(), dots.end(), [](const Constraint& c) {
    const auto* d = std::get_if<rule::Difference>(&c);
    return d && d->a == C4("R1C2") && d->b == C4("R1C3");
  });
  REQUIRE(at != dots.end());
  dots.erase(at);
  CHECK(why(kG4, dots) ==
        "nonconsecutive 1: R1C2 and R1C3 hold 2 and 3, consecutive without a dot");
  // A dot between cells that are not neighbours exempts nothing (and here holds).
  CHECK(why(kG6, {rule::Difference{C6("R1C1"), C6("R1C3"), 2}, rule::NonConsecutive{}}) ==
        "nonconsecutive 1: R1C1 and R1C2 hold 1 and 2, consecutive without a dot");
  // Any dot exempts, whatever its value: a ratio-2 dot on 2-4 does not matter, one on 1-2 does.
  CHECK(why(kG6, {rule::Ratio{C6("R1C1"), C6("R1C2"), 2}, rule::NonConsecutive{}}) ==
        "nonconsecutive 1: R1C2 and R1C3 hold 2 and 3, consecutive without a dot");
}

TEST_CASE("variant checker: negative ratio") {
  CHECK(why(kAntiRatio6, {rule::NegativeRatio{}}) == "");
  CHECK(why(kG4, {rule::NegativeRatio{}}) ==
        "negative ratio 1: R1C1 and R1C2 hold 1 and 2, in ratio 2 without a dot");
  // A ratio-3 dot: now only ratio 3 is forbidden, and 1-2 pairs are fine.
  CHECK(why(kG4, {rule::Ratio{C4("R1C1"), C4("R2C1"), 3}, rule::NegativeRatio{}}) ==
        "negative ratio 1: R1C3 and R2C3 hold 3 and 1, in ratio 3 without a dot");
  // A white dot exempts its pair too; ratio 2 stays forbidden without a black dot.
  CHECK(why(kG4, {rule::Difference{C4("R1C1"), C4("R1C2"), 1}, rule::NegativeRatio{}}) ==
        "negative ratio 1: R1C2 and R2C2 hold 2 and 4, in ratio 2 without a dot");
  // Every value used is forbidden: 2 and 3 here.
  CHECK(why(kG4, {rule::Ratio{C4("R1C1"), C4("R2C1"), 3}, rule::Ratio{C4("R1C1"), C4("R1C2"), 2},
                  rule::NegativeRatio{}}) ==
        "negative ratio 1: R1C2 and R2C2 hold 2 and 4, in ratio 2 without a dot");
  // Only the values used: a ratio-5 dot makes 2 allowed and 5 forbidden.
  CHECK(why(kAntiRatio6, {rule::Ratio{C6("R1C1"), C6("R1C2"), 5}, rule::NegativeRatio{}}) ==
        "negative ratio 1: R2C4 and R2C5 hold 5 and 1, in ratio 5 without a dot");
  CHECK(why(kG4, {rule::Ratio{C4("R2C2"), C4("R2C3"), 4}, rule::NegativeRatio{}}) ==
        "negative ratio 1: R2C2 and R3C2 hold 4 and 1, in ratio 4 without a dot");
  CHECK(why(kAntiRatio6, {rule::Ratio{C6("R5C5"), C6("R6C5"), 3}, rule::NegativeRatio{}}) != "");
}

TEST_CASE("variant checker: negative xv") {
  CHECK(why(kAntiXV6, {rule::NegativeXV{}}) == "");
  CHECK(why(kG4, {rule::NegativeXV{}}) ==
        "negative xv 1: R1C2 and R1C3 sum to 5 without an X or V");
  CHECK(why(kG4, {rule::XV{C4("R1C3"), C4("R1C2"), 5}, rule::NegativeXV{}}) ==
        "negative xv 1: R2C1 and R3C1 sum to 5 without an X or V");
  // Kropki dots do not exempt.
  CHECK(why(kG4, {rule::Difference{C4("R1C2"), C4("R1C3"), 1}, rule::NegativeXV{}}) ==
        "negative xv 1: R1C2 and R1C3 sum to 5 without an X or V");
  // Sum 10 on 6x6: 4 and 6.
  CHECK(why(kG6, {rule::NegativeXV{}}) != "");
}

// ---------------------------------------------------------------------------------------------
// Single cells and marked pairs

TEST_CASE("variant checker: odd and even") {
  CHECK(why(kG4, {rule::Odd{C4("R1C1")}, rule::Even{C4("R1C2")}, rule::Odd{C4("R2C1")}}) == "");
  CHECK(why(kG4, {rule::Even{C4("R1C1")}}) == "even 1 (R1C1): 1 is odd");
  CHECK(why(kG4, {rule::Odd{C4("R1C1")}, rule::Odd{C4("R1C2")}}) == "odd 2 (R1C2): 2 is even");
}

TEST_CASE("variant checker: minimum and maximum") {
  CHECK(why(kG4, {rule::Minimum{C4("R1C1")}, rule::Minimum{C4("R3C2")}}) == "");
  CHECK(why(kG4, {rule::Minimum{C4("R1C2")}}) ==
        "minimum 1 (R1C2): holds 2, not less than R1C1's 1");
  // Next to another minimum, that neighbour is not compared.
  CHECK(why(kG4, {rule::Minimum{C4("R1C1")}, rule::Minimum{C4("R1C2")}}) == "");
  CHECK(why(kG4, {rule::Maximum{C4("R2C2")}, rule::Maximum{C4("R3C3")}}) == "");
  CHECK(why(kG4, {rule::Maximum{C4("R2C1")}}) ==
        "maximum 1 (R2C1): holds 3, not more than R2C2's 4");
  CHECK(why(kG4, {rule::Maximum{C4("R2C1")}, rule::Maximum{C4("R2C2")}}) == "");
  // A maximum next to a minimum: both relations apply.
  CHECK(why(kG4, {rule::Maximum{C4("R2C2")}, rule::Minimum{C4("R2C3")}}) == "");
  CHECK(why(kG4, {rule::Maximum{C4("R1C1")}, rule::Minimum{C4("R1C2")}}) ==
        "maximum 1 (R1C1): holds 1, not more than R1C2's 2");
  CHECK(why(kG4, {rule::Minimum{C4("R1C2")}, rule::Maximum{C4("R1C1")}}) ==
        "minimum 1 (R1C2): holds 2, not less than R1C1's 1");
  // Equal is not enough (a neighbour off the row and column, as a checker sees it: none).
  CHECK(why(kG4, {rule::Minimum{C4("R4C4")}}) == "");
  CHECK(why(kG4, {rule::Maximum{C4("R4C4")}}) ==
        "maximum 1 (R4C4): holds 1, not more than R3C4's 3");
}

TEST_CASE("variant checker: difference, ratio and xv marks") {
  CHECK(why(kG4, {rule::Difference{C4("R1C1"), C4("R1C2"), 1},
                  rule::Difference{C4("R2C1"), C4("R1C1"), 2}}) == "");
  CHECK(why(kG4, {rule::Difference{C4("R1C1"), C4("R1C2"), 2}}) ==
        "difference 1 (R1C1 R1C2): 1 and 2 differ by 1, not 2");
  CHECK(why(kG4, {rule::Ratio{C4("R1C1"), C4("R1C2"), 2}, rule::Ratio{C4("R1C2"), C4("R1C1"), 2},
                  rule::Ratio{C4("R1C2"), C4("R2C2"), 2},
                  rule::Ratio{C4("R1C1"), C4("R2C1"), 3}}) == "");
  CHECK(why(kG4, {rule::Ratio{C4("R1C1"), C4("R2C1"), 2}}) ==
        "ratio 1 (R1C1 R2C1): 1 and 3 are not in ratio 2");
  CHECK(why(kG4, {rule::XV{C4("R1C2"), C4("R1C3"), 5}}) == "");
  CHECK(why(kG6, {rule::XV{C6("R4C2"), C6("R4C3"), 10}}) == "");
  CHECK(why(kG4, {rule::XV{C4("R1C1"), C4("R1C2"), 10}}) ==
        "xv 1 (R1C1 R1C2): the digits sum to 3, not 10");
}

TEST_CASE("variant checker: Dutch flatmates, the middle digit's 1 above or n below") {
  // 5x5 rows as regions: every 3 has a 1 above or a 5 below
  const std::string bad = "12345"
                           "23451"
                           "34512"
                           "45123"
                           "51234";
  // R1C3's 3 has nothing above it and a 4 below it
  CHECK(why(bad, {rule::DutchFlatmates{}}) == "dutchflatmates 1: R1C3 holds 3 with no 1 directly above it and no 5 directly below it");
  const std::string flat = "12345"
                           "21534"
                           "34152"
                           "53421"
                           "45213";
  CHECK(why(flat, {rule::DutchFlatmates{}}) == "");
  CHECK(why(kG4, {rule::DutchFlatmates{}}) == "dutchflatmates 1: needs an odd number of digits (a middle digit), not 4");
}

TEST_CASE("variant checker: xvxv marks, their sum or 15") {
  // Row 1 of a 9x9 grid holds 1..9 in order, R2C1 holds 4.
  const std::string g = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
  auto C9 = [](const std::string& name) { return cell(9, name); };
  CHECK(why(g, {rule::XVXV{C9("R1C7"), C9("R1C8"), 10}, rule::XVXV{C9("R1C8"), C9("R1C7"), 5},
                rule::XVXV{C9("R1C2"), C9("R1C3"), 5}, rule::XVXV{C9("R1C1"), C9("R2C1"), 5}}) == "");
  CHECK(why(g, {rule::XVXV{C9("R1C1"), C9("R2C1"), 10}}) ==
        "xvxv 1 (R1C1 R2C1): the digits sum to 5, neither 10 nor 15");
  CHECK(why(g, {rule::XVXV{C9("R1C4"), C9("R1C5"), 5}}) ==
        "xvxv 1 (R1C4 R1C5): the digits sum to 9, neither 5 nor 15");
  // the marked pairs are exempt from the negative rule: every pair of kG4 summing to 5 marked,
  // then the last one left out
  std::vector<Constraint> marks = {
      rule::XVXV{C4("R1C2"), C4("R1C3"), 5}, rule::XVXV{C4("R2C1"), C4("R3C1"), 5},
      rule::XVXV{C4("R2C2"), C4("R2C3"), 5}, rule::XVXV{C4("R2C2"), C4("R3C2"), 5},
      rule::XVXV{C4("R2C3"), C4("R3C3"), 5}, rule::XVXV{C4("R2C4"), C4("R3C4"), 5},
      rule::XVXV{C4("R3C2"), C4("R3C3"), 5}, rule::XVXV{C4("R4C2"), C4("R4C3"), 5}, rule::NegativeXV{}};
  CHECK(why(kG4, marks) == "");
  marks.erase(marks.end() - 2);
  CHECK(why(kG4, marks).find("R4C2 and R4C3 sum to 5") != std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// Cages and sets

TEST_CASE("variant checker: killer cages") {
  CHECK(why(kG4, {rule::Killer{L4("R1C1 R1C2 R2C1"), 6},
                  rule::Killer{L4("R3C3 R3C4"), std::nullopt}}) == "");
  CHECK(why(kG4, {rule::Killer{L4("R1C1 R1C2 R2C1"), 10}}) ==
        "killercage 1 (R1C1 R1C2 R2C1): the digits sum to 6, not 10");
  CHECK(why(kG4, {rule::Killer{L4("R1C1 R2C3"), std::nullopt}}) ==
        "killercage 1 (R1C1 R2C3): R1C1 and R2C3 both hold 1");
  CHECK(why(kG4, {rule::Killer{L4("R1C1 R2C3"), 2}}) ==
        "killercage 1 (R1C1 R2C3): R1C1 and R2C3 both hold 1");
  // Numbered within the kind; long cages are shown by their first cells.
  CHECK(why(kG6, {rule::Killer{L6("R1C1"), 1}, rule::Thermometer{L6("R1C1 R1C2")},
                  rule::Killer{L6("R1C2"), 2},
                  rule::Killer{L6("R1C1 R1C2 R1C3 R1C4 R1C5 R1C6 R2C1"), 20}}) ==
        "killercage 3 (R1C1 R1C2 R1C3 R1C4 R1C5 R1C6 ...): R1C4 and R2C1 both hold 4");
  CHECK(why(kG6, {rule::Killer{L6("R1C1 R1C2 R1C3 R1C4 R1C5 R1C6"), 20}}) ==
        "killercage 1 (R1C1 R1C2 R1C3 R1C4 R1C5 R1C6): the digits sum to 21, not 20");
}

TEST_CASE("variant checker: global entropy") {
  // 6x6 groups: low 1-2, middle 3-4, high 5-6. kG6's block from R2C3 holds 6 1 1 5 (no middle).
  const std::string good =
      "123546"
      "456123"
      "231465"
      "645231"
      "314652"
      "562314";
  CHECK(why(good, {rule::GlobalEntropy{}}) == "");
  CHECK(why(kG6, {rule::GlobalEntropy{}}) == "globalentropy 1: the 2x2 block from R2C3 holds no middle digit");
}

TEST_CASE("variant checker: global modular") {
  // 6x6 residues mod 3: 1 4, 2 5, 3 6. kG6's block from R1C1 holds 1 2 4 5 (none of 3 6).
  const std::string good =
      "125346"
      "643125"
      "354261"
      "216453"
      "532614"
      "461532";
  CHECK(why(good, {rule::GlobalModular{}}) == "");
  CHECK(why(kG6, {rule::GlobalModular{}}) == "globalmodular 1: the 2x2 block from R1C1 holds no digit of residue 0 mod 3");
}

TEST_CASE("variant checker: rellik cage") {
  // kG4's first row 1 2 3 4
  CHECK(why(kG4, {rule::RellikCage{L4("R1C1 R1C2 R1C3"), 7}}) == "");
  CHECK(why(kG4, {rule::RellikCage{L4("R1C1 R1C2 R1C3"), 5}}) ==
        "rellikcage 1 (R1C1 R1C2 R1C3): R1C2 + R1C3 sum to 5");
  CHECK(why(kG4, {rule::RellikCage{L4("R1C1 R1C2"), 2}}) == "rellikcage 1 (R1C1 R1C2): R1C2 holds 2");
  CHECK(why(kG4, {rule::RellikCage{L4("R1C1 R2C3"), 9}}).find("both hold") != std::string::npos);
}

TEST_CASE("variant checker: magic square") {
  // Box 5 is the magic square 8 3 4 / 1 5 9 / 6 7 2 (every line 15); box 1 is not one.
  const std::string g =
      "123465789"
      "456798123"
      "789213456"
      "215834697"
      "367159248"
      "894672315"
      "531926874"
      "642587931"
      "978341562";
  const std::vector<int> box5 = cells(9, "R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 R6C4 R6C5 R6C6");
  CHECK(why(g, {rule::MagicSquare{box5}}) == "");
  CHECK(why(g, {rule::MagicSquare{cells(9, "R1C1 R1C2 R1C3 R2C1 R2C2 R2C3 R3C1 R3C2 R3C3")}}) ==
        "magicsquare 1 (R1C1 R1C2 R1C3 R2C1 R2C2 R2C3 ...): its column 1 sums to 12, its row 1 to 6");
  // Rows 5 and 6 swapped: 8 3 4 / 6 7 2 / 1 5 9, rows and columns still 15, the diagonals 24 and 12.
  const std::string swapped =
      "123465789"
      "456798123"
      "789213456"
      "215834697"
      "894672315"
      "367159248"
      "531926874"
      "642587931"
      "978341562";
  CHECK(why(swapped, {rule::MagicSquare{box5}}) ==
        "magicsquare 1 (R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 ...): its diagonal from the top-left sums to 24, its row 1 to 15");
  // rows 1-3, columns 2-4: 2 3 4 / 5 6 7 / 8 9 2, the 2 twice
  CHECK(why(g, {rule::MagicSquare{cells(9, "R1C2 R1C3 R1C4 R2C2 R2C3 R2C4 R3C2 R3C3 R3C4")}}) ==
        "magicsquare 1 (R1C2 R1C3 R1C4 R2C2 R2C3 R2C4 ...): R1C2 and R3C4 both hold 2");
  CHECK(why(g, {rule::MagicSquare{cells(9, "R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 R6C4 R6C5")}}) ==
        "magicsquare 1 (R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 ...): its cells are not a square of 3x3 or more, row by row");
  CHECK(why(g, {rule::MagicSquare{cells(9, "R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 R6C4 R6C6 R6C5")}}) ==
        "magicsquare 1 (R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 ...): its cells are not a square of 3x3 or more, row by row");
}

TEST_CASE("variant checker: battlefield") {
  const std::string g =
      "1342"
      "4213"
      "3124"
      "2431";
  // row 1: X 1, Y 2, the gap R1C2 (3); row 3: X 3, Y 4, the overlap R3C1-R3C3 (6)
  CHECK(why(g, {rule::Battlefield{Outside{0, -1}, L4("R1C1 R1C2 R1C3 R1C4"), 3}}) == "");
  CHECK(why(g, {rule::Battlefield{Outside{2, 4}, L4("R3C4 R3C3 R3C2 R3C1"), 6}}) == "");
  CHECK(why(g, {rule::Battlefield{Outside{0, -1}, L4("R1C1 R1C2 R1C3 R1C4"), 4}}) ==
        "battlefield 1 at R1C0 (R1C1 R1C2 R1C3 R1C4): the gap of the first 1 and the last 2 cells sums to 3, not 4");
  CHECK(why(g, {rule::Battlefield{Outside{2, -1}, L4("R3C1 R3C2 R3C3 R3C4"), 5}}) ==
        "battlefield 1 at R3C0 (R3C1 R3C2 R3C3 R3C4): the overlap of the first 3 and the last 4 cells sums to 6, not 5");
  CHECK(why(g, {rule::Battlefield{Outside{2, -1}, L4("R3C1 R3C2"), 3}}) ==
        "battlefield 1 at R3C0 (R3C1 R3C2): the end digits 3 and 1 do not both fit in the 2 cells of the line");
}

TEST_CASE("variant checker: numbered rooms") {
  // kG4 row 1: 1 2 3 4; row 2: 3 4 1 2. From the left of row 2 the first digit 3 points at R2C3 (1).
  CHECK(why(kG4, {rule::NumberedRoom{Outside{1, -1}, L4("R2C1 R2C2 R2C3 R2C4"), 1}}) == "");
  CHECK(why(kG4, {rule::NumberedRoom{Outside{1, -1}, L4("R2C1 R2C2 R2C3 R2C4"), 4}}) ==
        "numberedroom 1 at R2C0 (R2C1 R2C2 R2C3 R2C4): the first digit 3 points at R2C3, which holds 1, not 4");
  // a first digit 1 points at itself
  CHECK(why(kG4, {rule::NumberedRoom{Outside{-1, 0}, L4("R1C1 R2C1 R3C1 R4C1"), 1}}) == "");
  CHECK(why(kG4, {rule::NumberedRoom{Outside{0, -1}, L4("R1C1 R1C2"), 1}}) == "");
  CHECK(why(kG4, {rule::NumberedRoom{Outside{1, -1}, L4("R2C1 R2C2"), 1}}) ==
        "numberedroom 1 at R2C0 (R2C1 R2C2): the first digit 3 names no cell of the 2 cells of the line");
}

TEST_CASE("variant checker: killer cages of equal sums") {
  // kG4: R1C1 R1C2 = 1 + 2, R2C1 R2C2 = 3 + 4, R1C3 = 3, R4C1 R4C2 = 4 + 3
  const rule::Killer a{L4("R1C1 R1C2"), std::nullopt}, b{L4("R1C3"), std::nullopt},
      c{L4("R2C1 R2C2"), std::nullopt}, d{L4("R4C1 R4C2"), 7};
  CHECK(why(kG4, {rule::EqualCageSums{}}) == "");  // no cage
  CHECK(why(kG4, {a, rule::EqualCageSums{}}) == "");
  CHECK(why(kG4, {rule::EqualCageSums{}, a, b}) == "");
  CHECK(why(kG4, {c, d, rule::EqualCageSums{}}) == "");
  CHECK(why(kG4, {a, b, c, rule::EqualCageSums{}}) ==
        "equalcagesums 1: the cage at R2C1 R2C2 sums to 7, the cage at R1C1 R1C2 to 3");
  // a given total counts like any other; the other cage kinds do not
  CHECK(why(kG4, {rule::Killer{L4("R1C1 R1C2"), 3}, d, rule::EqualCageSums{}}) ==
        "equalcagesums 1: the cage at R4C1 R4C2 sums to 7, the cage at R1C1 R1C2 to 3");
  CHECK(why(kG4, {a, rule::SumCage{L4("R3C3 R3C4"), 7}, rule::KillerBound{L4("R4C4"), 9, false},
                  rule::EqualCageSums{}}) == "");
}

TEST_CASE("variant checker: digital root cages") {
  CHECK(why(kG6, {rule::DigitalRoot{L6("R1C4 R1C5 R1C6"), 6}}) == "");
  CHECK(why(kG6, {rule::DigitalRoot{L6("R1C4 R1C5 R1C6"), 9}}) ==
        "cage (digital root) 1 (R1C4 R1C5 R1C6): the digits sum to 15, digital root 6, not 9");
  // Root 9: sums 9, 18, ...
  CHECK(why(kG6, {rule::DigitalRoot{L6("R1C4 R1C5"), 9}}) == "");
  CHECK(why(kG6, {rule::DigitalRoot{L6("R1C3 R1C4 R1C5 R1C6"), 9}}) == "");
  CHECK(why(kG6, {rule::DigitalRoot{L6("R1C3 R1C4 R1C5 R1C6"), 0}}) == "");  // as SS: DR0 = DR9
  CHECK(why(kG6, {rule::DigitalRoot{L6("R1C3 R1C4 R1C5 R1C6"), 1}}) ==
        "cage (digital root) 1 (R1C3 R1C4 R1C5 R1C6): the digits sum to 18, digital root 9, not 1");
  CHECK(why(kG6, {rule::DigitalRoot{L6("R1C5 R1C6"), 2}}) == "");  // 11
  CHECK(why(kG6, {rule::DigitalRoot{L6("R1C1 R2C4"), 2}}) ==
        "cage (digital root) 1 (R1C1 R2C4): R1C1 and R2C4 both hold 1");
}

TEST_CASE("variant checker: extra regions and clones") {
  CHECK(why(kG4, {rule::ExtraRegion{L4("R1C1 R2C2 R3C1 R4C2")}}) == "");
  CHECK(why(kG4, {rule::ExtraRegion{L4("R1C1 R2C2 R2C3")}}) ==
        "extraregion 1 (R1C1 R2C2 R2C3): R1C1 and R2C3 both hold 1");
  CHECK(why(kG4, {rule::Clone{L4("R1C1 R1C2"), L4("R2C3 R2C4")}}) == "");
  CHECK(why(kG4, {rule::Clone{L4("R1C1 R1C2"), L4("R2C3 R3C4")}}) ==
        "clone 1 (R1C1 R1C2 R2C3 R3C4): R1C2 holds 2 but its copy R3C4 holds 3");
  CHECK(why(kG4, {rule::Clone{L4("R1C1 R1C2"), L4("R2C3")}}) ==
        "clone 1 (R1C1 R1C2 R2C3): 2 cells but 1 copy");
}

TEST_CASE("variant checker: quadruples are multisets") {
  CHECK(why(kG4, {rule::Quadruple{L4("R1C1 R1C2 R2C1 R2C2"), {1, 3}}}) == "");
  CHECK(why(kG4, {rule::Quadruple{L4("R1C1 R1C2 R2C1 R2C2"), {1, 1}}}) ==
        "quadruple 1 (R1C1 R1C2 R2C1 R2C2): 1 is listed twice but appears once");
  // R2C2 R2C3 R3C2 R3C3 hold 4 1 1 4: a repeated digit, diagonally.
  CHECK(why(kG4, {rule::Quadruple{L4("R2C2 R2C3 R3C2 R3C3"), {1, 1}},
                  rule::Quadruple{L4("R2C2 R2C3 R3C2 R3C3"), {4, 1, 4, 1}}}) == "");
  CHECK(why(kG4, {rule::Quadruple{L4("R2C2 R2C3 R3C2 R3C3"), {4, 4, 4}}}) ==
        "quadruple 1 (R2C2 R2C3 R3C2 R3C3): 4 is listed 3 times but appears twice");
  CHECK(why(kG4, {rule::Quadruple{L4("R2C2 R2C3 R3C2 R3C3"), {2}}}) ==
        "quadruple 1 (R2C2 R2C3 R3C2 R3C3): 2 is listed once but appears 0 times");
}

// ---------------------------------------------------------------------------------------------
// Outside clues

TEST_CASE("variant checker: little killers allow repeats") {
  CHECK(why(kG4, {rule::LittleKiller{Outside{-1, 0}, L4("R1C2 R2C3 R3C4"), 6}}) == "");
  CHECK(why(kG4, {rule::LittleKiller{Outside{-1, 0}, L4("R1C2 R2C3 R3C4"), 7}}) ==
        "littlekillersum 1 at R0C1 (R1C2 R2C3 R3C4): the digits sum to 6, not 7");
  // The main diagonal of kG4 is 1 4 4 1.
  CHECK(why(kG4, {rule::LittleKiller{Outside{-1, -1}, L4("R1C1 R2C2 R3C3 R4C4"), 10}}) == "");
  CHECK(why(kG4, {rule::LittleKiller{Outside{4, 4}, L4("R4C4 R3C3 R2C2 R1C1"), 9}}) ==
        "littlekillersum 1 at R5C5 (R4C4 R3C3 R2C2 R1C1): the digits sum to 10, not 9");
}

TEST_CASE("variant checker: sandwiches") {
  const auto row1 = L6("R1C1 R1C2 R1C3 R1C4 R1C5 R1C6");  // 1 2 3 4 5 6
  auto reversed = row1;
  std::reverse(reversed.begin(), reversed.end());
  CHECK(why(kG6, {rule::Sandwich{Outside{0, -1}, row1, 14},
                  rule::Sandwich{Outside{0, 6}, reversed, 14}}) == "");
  CHECK(why(kG6, {rule::Sandwich{Outside{0, -1}, row1, 13}}) ==
        "sandwichsum 1 at R1C0 (R1C1 R1C2 R1C3 R1C4 R1C5 R1C6): the digits between 1 and 6 sum "
        "to 14, not 13");
  // Row 2 is 4 5 6 1 2 3: the crusts touch.
  CHECK(why(kG6, {rule::Sandwich{Outside{1, -1}, L6("R2C1 R2C2 R2C3 R2C4 R2C5 R2C6"), 0}}) == "");
  CHECK(why(kG6, {rule::Sandwich{Outside{1, -1}, L6("R2C1 R2C2 R2C3 R2C4 R2C5 R2C6"), 5}}) ==
        "sandwichsum 1 at R2C0 (R2C1 R2C2 R2C3 R2C4 R2C5 R2C6): the digits between 1 and 6 sum "
        "to 0, not 5");
  // Column 1 is 1 4 2 5 3 6.
  CHECK(why(kG6, {rule::Sandwich{Outside{-1, 0}, L6("R1C1 R2C1 R3C1 R4C1 R5C1 R6C1"), 14}}) == "");
  // A line without a crust fails.
  CHECK(why(kG6, {rule::Sandwich{Outside{1, -1}, L6("R2C1 R2C2 R2C3"), 0}}) ==
        "sandwichsum 1 at R2C0 (R2C1 R2C2 R2C3): the line holds no 1");
  CHECK(why(kG6, {rule::Sandwich{Outside{1, -1}, L6("R2C4 R2C5"), 0}}) ==
        "sandwichsum 1 at R2C0 (R2C4 R2C5): the line holds no 6");
}

TEST_CASE("variant checker: x-sums") {
  const auto row2 = L4("R2C1 R2C2 R2C3 R2C4");  // 3 4 1 2
  auto reversed = row2;
  std::reverse(reversed.begin(), reversed.end());
  CHECK(why(kG4, {rule::XSum{Outside{1, -1}, row2, 8}, rule::XSum{Outside{1, 4}, reversed, 3}}) ==
        "");
  CHECK(why(kG4, {rule::XSum{Outside{1, -1}, row2, 9}}) ==
        "xsum 1 at R2C0 (R2C1 R2C2 R2C3 R2C4): the first 3 digits sum to 8, not 9");
  CHECK(why(kG4, {rule::XSum{Outside{-1, 0}, L4("R1C1 R2C1 R3C1 R4C1"), 1}}) == "");  // X = 1
  CHECK(why(kG4, {rule::XSum{Outside{4, 0}, L4("R4C1 R3C1 R2C1 R1C1"), 10}}) == "");  // X = 4
  // X larger than the line fails.
  CHECK(why(kG4, {rule::XSum{Outside{2, 4}, L4("R3C3 R3C4"), 7}}) ==
        "xsum 1 at R3C5 (R3C3 R3C4): the first digit 4 is more than the 2 cells of the line");
}

TEST_CASE("variant checker: skyscrapers") {
  const auto row1 = L4("R1C1 R1C2 R1C3 R1C4");
  auto reversed = row1;
  std::reverse(reversed.begin(), reversed.end());
  CHECK(why(kG4, {rule::Skyscraper{Outside{0, -1}, row1, 4},
                  rule::Skyscraper{Outside{0, 4}, reversed, 1},
                  rule::Skyscraper{Outside{1, -1}, L4("R2C1 R2C2 R2C3 R2C4"), 2}}) == "");
  CHECK(why(kG4, {rule::Skyscraper{Outside{1, -1}, L4("R2C1 R2C2 R2C3 R2C4"), 3}}) ==
        "skyscraper 1 at R2C0 (R2C1 R2C2 R2C3 R2C4): 2 digits are seen, not 3");
  // Column 2 of kG6 is 2 5 3 6 1 4: 2, 5, 6 seen.
  CHECK(why(kG6, {rule::Skyscraper{Outside{-1, 1}, L6("R1C2 R2C2 R3C2 R4C2 R5C2 R6C2"), 3}}) == "");
}

// ---------------------------------------------------------------------------------------------
// Lines

TEST_CASE("variant checker: thermometers") {
  CHECK(why(kG4, {rule::Thermometer{L4("R1C1 R1C2 R1C3 R1C4")}, rule::Thermometer{L4("R1C1")}}) ==
        "");
  CHECK(why(kG4, {rule::Thermometer{L4("R1C3 R1C2")}}) ==
        "thermometer 1 (R1C3 R1C2): R1C2 holds 2, not more than R1C3's 3");
  CHECK(why(kG4, {rule::Thermometer{L4("R1C1 R2C3")}}) ==
        "thermometer 1 (R1C1 R2C3): R2C3 holds 1, not more than R1C1's 1");
  CHECK(why(kG4, {rule::SlowThermometer{L4("R1C1 R2C3 R2C4 R2C2")}}) == "");
  CHECK(why(kG4, {rule::SlowThermometer{L4("R1C2 R2C3")}}) ==
        "slowthermometer 1 (R1C2 R2C3): R2C3 holds 1, less than R1C2's 2");
}

TEST_CASE("variant checker: arrows and pill arrows") {
  CHECK(why(kG4, {rule::Arrow{L4("R2C2"), L4("R2C3 R3C4")}}) == "");
  CHECK(why(kG4, {rule::Arrow{L4("R2C2"), L4("R2C3 R2C4")}}) ==
        "arrow 1 (R2C2 R2C3 R2C4): the shaft sums to 3, not the bulb's 4");
  // A pill 1 2 reads 12, not 3 or 21; on 4x4 a real arrow cannot reach it.
  CHECK(why(kG4, {rule::Arrow{L4("R1C1 R1C2"), L4("R2C3 R2C4")}}) ==
        "arrow 1 (R1C1 R1C2 R2C3 R2C4): the shaft sums to 3, not the bulb's 12");
  CHECK(why(kG4, {rule::Arrow{L4("R1C1 R1C2"), L4("R2C2 R3C3 R4C1")}}) == "");  // 4 + 4 + 4
  CHECK(why(kG4, {rule::Arrow{L4("R1C2 R1C1"), L4("R2C2 R3C3 R4C1")}}) ==
        "arrow 1 (R1C2 R1C1 R2C2 R3C3 R4C1): the shaft sums to 12, not the bulb's 21");
  // One-cell shaft: a clone.
  CHECK(why(kG4, {rule::Arrow{L4("R1C1"), L4("R2C3")}}) == "");
  CHECK(why(kG4, {rule::Arrow{L4("R1C1"), L4("R2C2")}}) ==
        "arrow 1 (R1C1 R2C2): the shaft sums to 4, not the bulb's 1");
  // An arrow without a bulb or without a shaft says nothing (SS ignores it).
  CHECK(why(kG4, {rule::Arrow{{}, L4("R2C3")}, rule::Arrow{L4("R1C1"), {}}}) == "");
}

TEST_CASE("variant checker: a pill on a 12x12 reads two-digit values as text") {
  std::mt19937 rng(5);
  const Grid g = test::random_full_grid(*default_shape(12), rng);
  int one = -1, twelve = -1;
  for (int c = 0; c < 12; ++c) {
    if (g.at(c) == 1) one = c;
    if (g.at(c) == 12) twelve = c;
  }
  // Shafts summing to `target`, from cells outside the bulb (1s are plenty to finish).
  auto shaft = [&](int target) {
    std::vector<int> out;
    int sum = 0;
    for (int c = 12; c < 144 && sum < target; ++c)
      if (sum + g.at(c) <= target) out.push_back(c), sum += g.at(c);
    REQUIRE(sum == target);
    return out;
  };
  Puzzle p = puzzle(12, {rule::Arrow{{one, twelve}, shaft(112)}});
  CHECK(why(p, g) == "");
  p = puzzle(12, {rule::Arrow{{twelve, one}, shaft(121)}});
  CHECK(why(p, g) == "");
  for (int wrong : {13, 22, 1 * 100 + 12 + 1}) {
    p = puzzle(12, {rule::Arrow{{one, twelve}, shaft(wrong)}});
    CHECK(why(p, g).find(", not the bulb's 112") != std::string::npos);
  }
}

TEST_CASE("variant checker: lockout lines") {
  // kG4's first row is 1 2 3 4
  CHECK(why(kG4, {rule::LockoutLine{L4("R1C1 R1C4"), 3}, rule::LockoutLine{L4("R1C2 R1C1 R1C4"), 2}}) == "");
  CHECK(why(kG4, {rule::LockoutLine{L4("R1C1 R1C2"), 2}}) ==
        "lockoutline 1 (R1C1 R1C2): its ends R1C1 and R1C2 hold 1 and 2, closer than 2");
  CHECK(why(kG4, {rule::LockoutLine{L4("R1C1 R1C4"), 3}, rule::LockoutLine{L4("R1C1 R1C2 R1C4"), 1}}) ==
        "lockoutline 2 (R1C1 R1C2 R1C4): R1C2 holds 2, within the range 1..4 of its ends");
  CHECK(why(kG4, {rule::LockoutLine{L4("R1C4 R1C3 R1C1"), 1}}) ==
        "lockoutline 1 (R1C4 R1C3 R1C1): R1C3 holds 3, within the range 1..4 of its ends");
}

TEST_CASE("variant checker: number sums") {
  // kG4's rows are 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1: R1C1 R1C2 read 12, R2C1 R2C2 34
  CHECK(why(kG4, {rule::NumberSum{L4("R1C1 R1C2"), L4("R2C1 R2C2"), 46},
                  rule::NumberSum{L4("R4C1 R3C1"), L4("R1C4"), 46}, rule::NumberSum{{}, L4("R1C1"), 7}}) == "");
  CHECK(why(kG4, {rule::NumberSum{L4("R1C1 R1C2"), L4("R2C1 R2C2"), 47}}) ==
        "numbersum 1 (R1C1 R1C2 R2C1 R2C2): its numbers 12 and 34 sum to 46, not 47");
  CHECK(why(kG4, {rule::NumberSum{L4("R1C2 R1C1"), L4("R2C2 R2C1"), 46}}) ==
        "numbersum 1 (R1C2 R1C1 R2C2 R2C1): its numbers 21 and 43 sum to 64, not 46");
}

TEST_CASE("variant checker: sum cages") {
  // kG4's rows are 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1: R1C1 and R2C3 both hold 1
  CHECK(why(kG4, {rule::SumCage{L4("R1C1 R2C3"), 2}, rule::SumCage{L4("R1C1 R1C2 R2C1"), 6}}) == "");
  CHECK(why(kG4, {rule::SumCage{L4("R1C1 R1C2"), 4}}) == "sumcage 1 (R1C1 R1C2): the digits sum to 3, not 4");
}

TEST_CASE("variant checker: greater-than signs and counting circles") {
  // kG4's rows are 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1
  CHECK(why(kG4, {rule::GreaterThan{L4("R1C2")[0], L4("R1C1")[0]}, rule::GreaterThan{L4("R2C1")[0], L4("R1C1")[0]}}) == "");
  CHECK(why(kG4, {rule::GreaterThan{L4("R1C1")[0], L4("R1C2")[0]}}) ==
        "greaterthan 1 (R1C1 R1C2): R1C1 holds 1, not more than R1C2's 2");
  CHECK(why(kG4, {rule::CountingCircles{L4("R1C1 R1C2 R2C4")}, rule::CountingCircles{L4("R3C2 R4C3 R3C1")}}) == "");
  CHECK(why(kG4, {rule::CountingCircles{L4("R1C1 R1C2 R2C4")}, rule::CountingCircles{L4("R1C2 R3C2 R3C1 R2C3")}}) ==
        "countingcircles 2 (R1C2 R3C2 R3C1 R2C3): R3C2 holds 1, found in 2 circles (not 1)");
  CHECK(why(kG4, {rule::CountingCircles{L4("R1C3")}}) == "countingcircles 1 (R1C3): R1C3 holds 3, found in 1 circle (not 3)");
}

TEST_CASE("variant checker: look-and-say cages") {
  // kG4's rows are 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1: R1C1 and R2C3 both hold 1
  CHECK(why(kG4, {rule::LookAndSay{L4("R1C1 R2C3 R1C2"), {{1, 2}, {2, 1}}}}) == "");  // "2112"
  CHECK(why(kG4, {rule::LookAndSay{L4("R1C1 R2C3 R1C2"), {{1, 2}, {4, 0}}}}) == "");  // others free, no 4
  CHECK(why(kG4, {rule::LookAndSay{L4("R1C1 R2C3"), {{1, 1}}}}) ==
        "lookandsaycage 1 (R1C1 R2C3): its clue says 1 appears once, and it appears twice");
  CHECK(why(kG4, {rule::LookAndSay{L4("R1C1 R1C4"), {{4, 0}}}}) ==
        "lookandsaycage 1 (R1C1 R1C4): its clue says 4 appears nowhere, and it appears once");
}

TEST_CASE("variant checker: sequence lines") {
  // kG4's rows are 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1
  CHECK(why(kG4, {rule::SequenceLine{L4("R1C1 R1C2 R1C3 R1C4")}, rule::SequenceLine{L4("R4C1 R4C2 R4C3")},
                  rule::SequenceLine{L4("R1C2 R2C2")}, rule::SequenceLine{L4("R3C1")}}) == "");
  CHECK(why(kG4, {rule::SequenceLine{L4("R1C1 R2C2 R3C3")}}) ==
        "sequenceline 1 (R1C1 R2C2 R3C3): from R2C2 to R3C3 it steps by 0, from R1C1 to R2C2 by 3");
  CHECK(why(kG4, {rule::SequenceLine{L4("R1C2 R3C1 R2C1")}}) ==
        "sequenceline 1 (R1C2 R3C1 R2C1): from R3C1 to R2C1 it steps by 1, from R1C2 to R3C1 by 0");
  // a step of 0 is a step (SudokuMaker's "or even 3-3-3"), and two cells are any two digits
  CHECK(why(kG4, {rule::SequenceLine{L4("R1C2 R3C1 R4C3")}, rule::SequenceLine{L4("R1C1 R2C1")}}) == "");
}

TEST_CASE("variant checker: segment sum lines") {
  // kG4's first two rows are 1 2 3 4 and 3 4 1 2
  CHECK(why(kG4, {rule::SegmentSumLine{L4("R1C1 R1C2 R1C3 R1C4"), 10}, rule::SegmentSumLine{L4("R1C1 R1C2 R1C3"), 3},
                  rule::SegmentSumLine{L4("R1C2 R1C1 R2C1"), 3}, rule::SegmentSumLine{L4("R2C3"), 1}}) == "");
  CHECK(why(kG4, {rule::SegmentSumLine{L4("R1C1 R1C2 R1C3 R1C4"), 3}}) ==
        "segmentsumline 1 (R1C1 R1C2 R1C3 R1C4): the run R1C4 sums to 4, past 3");
  CHECK(why(kG4, {rule::SegmentSumLine{L4("R1C1 R1C2 R1C3"), 3}, rule::SegmentSumLine{L4("R1C1 R1C2 R2C2 R2C3"), 5}}) ==
        "segmentsumline 2 (R1C1 R1C2 R2C2 R2C3): the run from R1C1 to R2C2 sums to 7, past 5");
  CHECK(why(kG4, {rule::SegmentSumLine{L4("R1C1 R1C2 R1C3 R2C3"), 3}}) ==
        "segmentsumline 1 (R1C1 R1C2 R1C3 R2C3): the last run, from R2C3, sums to 1, not 3");
}

TEST_CASE("variant checker: palindromes, renban, whispers") {
  CHECK(why(kG4, {rule::Palindrome{L4("R1C1 R2C2 R2C3")},
                  rule::Palindrome{L4("R1C1 R1C2 R2C4 R2C3")}}) == "");
  CHECK(why(kG4, {rule::Palindrome{L4("R1C1 R1C2 R1C3")}}) ==
        "palindrome 1 (R1C1 R1C2 R1C3): R1C1 holds 1 but R1C3 holds 3");
  CHECK(why(kG4, {rule::Palindrome{L4("R1C1 R1C2 R2C3 R1C4")}}) ==
        "palindrome 1 (R1C1 R1C2 R2C3 R1C4): R1C1 holds 1 but R1C4 holds 4");
  CHECK(why(kG4, {rule::Renban{L4("R1C1 R1C2 R1C3 R1C4")}, rule::Renban{L4("R2C2 R3C4")}}) == "");
  CHECK(why(kG4, {rule::Renban{L4("R1C1 R1C3")}}) ==
        "renban 1 (R1C1 R1C3): the digits run from 1 to 3 on 2 cells, not consecutive");
  CHECK(why(kG4, {rule::Renban{L4("R1C1 R2C3")}}) ==
        "renban 1 (R1C1 R2C3): R1C1 and R2C3 both hold 1");
  CHECK(why(kG4, {rule::Whispers{L4("R1C1 R2C1 R2C3 R1C3"), 2}}) == "");
  CHECK(why(kG4, {rule::Whispers{L4("R1C1 R2C1 R2C3 R1C3"), 3}}) ==
        "whispers 1 (R1C1 R2C1 R2C3 R1C3): R1C1 and R2C1 hold 1 and 3, closer than 3");
  const auto whisper = L6("R1C1 R1C6 R2C4 R2C3 R3C3 R2C2");  // 1 6 1 6 1 5
  CHECK(why(kG6, {rule::Whispers{whisper, 3}, rule::Whispers{whisper, 4}}) == "");
  CHECK(why(kG6, {rule::Whispers{whisper, 5}}) ==
        "whispers 1 (R1C1 R1C6 R2C4 R2C3 R3C3 R2C2): R3C3 and R2C2 hold 1 and 5, closer than 5");
}

TEST_CASE("variant checker: region sum lines") {
  // Boxes of kG4: a line through boxes 1 and 2.
  CHECK(why(kG4, {rule::RegionSumLine{L4("R1C1 R1C2 R1C3")}}) == "");  // 1+2 | 3
  CHECK(why(kG4, {rule::RegionSumLine{L4("R1C2 R1C3")}}) ==
        "regionsumline 1 (R1C2 R1C3): the run from R1C3 sums to 3, the run from R1C2 to 2");
  CHECK(why(kG4, {rule::RegionSumLine{L4("R1C1 R1C2 R2C2")}}) == "");  // one region: one run
  // Leaving a region and coming back starts a new run: 1 | 3 | 2.
  CHECK(why(kG4, {rule::RegionSumLine{L4("R1C1 R1C3 R1C2")}}) ==
        "regionsumline 1 (R1C1 R1C3 R1C2): the run from R1C3 sums to 3, the run from R1C1 to 1");
  // The fourth box is no region: its cells are skipped and the run goes on.
  std::vector<int> regions = default_regions(4);
  for (int c : L4("R3C3 R3C4 R4C3 R4C4")) regions[static_cast<std::size_t>(c)] = -1;
  const auto line = L4("R4C2 R4C3 R3C3 R3C2 R2C3 R1C3");  // 3 (2 4) 1 | 1 3
  CHECK(why(kG4, {rule::RegionSumLine{line}}, regions) == "");
  CHECK(why(kG4, {rule::RegionSumLine{L4("R4C2 R4C3 R3C2 R2C4")}}, regions) ==
        "regionsumline 1 (R4C2 R4C3 R3C2 R2C4): the run from R2C4 sums to 2, the run from R4C2 "
        "to 4");
  CHECK(why(kG4, {rule::RegionSumLine{L4("R3C3 R3C4 R4C4")}}, regions) == "");       // no run
  CHECK(why(kG4, {rule::RegionSumLine{L4("R3C3 R2C4 R3C4 R1C4")}}, regions) == "");  // one run
}

TEST_CASE("variant checker: between lines") {
  CHECK(why(kG4, {rule::BetweenLine{L4("R1C1 R1C2 R1C3 R1C4")},
                  rule::BetweenLine{L4("R1C4 R1C3 R1C2 R1C1")},
                  rule::BetweenLine{L4("R1C1 R1C2")}}) == "");
  CHECK(why(kG4, {rule::BetweenLine{L4("R1C2 R1C3 R1C1")}}) ==
        "betweenline 1 (R1C2 R1C3 R1C1): R1C3 holds 3, not strictly between 2 and 1");
  CHECK(why(kG4, {rule::BetweenLine{L4("R1C1 R2C3 R1C4")}}) ==
        "betweenline 1 (R1C1 R2C3 R1C4): R2C3 holds 1, not strictly between 1 and 4");
  CHECK(why(kG4, {rule::BetweenLine{L4("R1C4 R2C2 R1C1")}}) ==
        "betweenline 1 (R1C4 R2C2 R1C1): R2C2 holds 4, not strictly between 4 and 1");
}

TEST_CASE("variant checker: entropic and modular lines") {
  // Groups on 4x4: 1 | 2 3 | 4; on 6x6: 1 2 | 3 4 | 5 6; on 9x9: 1 2 3 | 4 5 6 | 7 8 9.
  CHECK(entropic_group(4, 1) == 0);
  CHECK(entropic_group(4, 3) == 1);
  CHECK(entropic_group(4, 4) == 2);
  CHECK(entropic_group(6, 2) == 0);
  CHECK(entropic_group(6, 3) == 1);
  CHECK(entropic_group(6, 5) == 2);
  CHECK(entropic_group(7, 5) == 1);
  CHECK(entropic_group(9, 7) == 2);
  CHECK(why(kG4, {rule::EntropicLine{L4("R1C1 R1C2 R2C2 R2C3")},
                  rule::EntropicLine{L4("R1C1 R1C2")}, rule::EntropicLine{L4("R1C1")}}) == "");
  CHECK(why(kG4, {rule::EntropicLine{L4("R1C1 R1C2 R1C3")}}) ==
        "entropicline 1 (R1C1 R1C2 R1C3): R1C2 and R1C3 hold 2 and 3, both middle");
  CHECK(why(kG4, {rule::EntropicLine{L4("R1C2 R1C3")}}) ==
        "entropicline 1 (R1C2 R1C3): R1C2 and R1C3 hold 2 and 3, both middle");
  CHECK(why(kG4, {rule::EntropicLine{L4("R1C1 R1C2 R2C2 R2C1")}}) ==
        "entropicline 1 (R1C1 R1C2 R2C2 R2C1): R1C2 and R2C1 hold 2 and 3, both middle");
  CHECK(why(kG6, {rule::EntropicLine{L6("R1C1 R1C3 R1C5 R2C1 R2C5")}}) ==
        "entropicline 1 (R1C1 R1C3 R1C5 R2C1 R2C5): R1C3 and R2C1 hold 3 and 4, both middle");
  CHECK(why(kG6, {rule::EntropicLine{L6("R1C1 R1C3 R1C5 R2C5 R1C4 R1C6")}}) == "");
  // Modular: cells three apart may share a residue.
  CHECK(why(kG4, {rule::ModularLine{L4("R1C1 R1C2 R1C3 R1C4")}}) == "");
  CHECK(why(kG4, {rule::ModularLine{L4("R1C1 R1C4")}}) ==
        "modularline 1 (R1C1 R1C4): R1C1 and R1C4 hold 1 and 4, both 1 mod 3");
  CHECK(why(kG4, {rule::ModularLine{L4("R1C1 R1C2 R2C2")}}) ==
        "modularline 1 (R1C1 R1C2 R2C2): R1C1 and R2C2 hold 1 and 4, both 1 mod 3");
  CHECK(why(kG4, {rule::ModularLine{L4("R1C3 R1C1 R2C1")}}) ==
        "modularline 1 (R1C3 R1C1 R2C1): R1C3 and R2C1 hold 3 and 3, both 0 mod 3");
}

TEST_CASE("variant checker: nabner, double arrows, zipper lines") {
  CHECK(why(kG6, {rule::Nabner{L6("R1C1 R1C3 R1C5")}, rule::Nabner{L6("R1C1")}}) == "");
  CHECK(why(kG6, {rule::Nabner{L6("R1C1 R1C3 R2C5")}}) ==
        "nabner 1 (R1C1 R1C3 R2C5): R1C1 and R2C5 hold 1 and 2, consecutive");
  CHECK(why(kG6, {rule::Nabner{L6("R1C1 R2C4")}}) ==
        "nabner 1 (R1C1 R2C4): R1C1 and R2C4 hold 1 and 1, equal");
  CHECK(why(kG6, {rule::DoubleArrow{L6("R1C1 R1C2 R1C3 R1C4")},
                  rule::DoubleArrow{L6("R1C1 R1C2")}}) == "");
  CHECK(why(kG6, {rule::DoubleArrow{L6("R1C1 R1C2 R1C3")}}) ==
        "doublearrow 1 (R1C1 R1C2 R1C3): the inner cells sum to 2, the ends to 4");
  // Zippers of even and odd length.
  CHECK(why(kG6, {rule::ZipperLine{L6("R1C1 R1C2 R1C3 R1C4 R1C5 R1C6")},
                  rule::ZipperLine{L6("R1C1 R1C3 R1C2")},
                  rule::ZipperLine{L6("R1C1 R1C2 R1C5 R1C3 R1C4")}, rule::ZipperLine{L6("R1C1")},
                  rule::ZipperLine{L6("R1C1 R1C2")}}) == "");
  CHECK(why(kG6, {rule::ZipperLine{L6("R1C1 R1C2 R1C6 R1C3 R1C4")}}) ==
        "zipperline 1 (R1C1 R1C2 R1C6 R1C3 R1C4): the middle R1C6 holds 6, the pairs sum to 5");
  CHECK(why(kG6, {rule::ZipperLine{L6("R1C1 R1C2 R1C3 R1C5")}}) ==
        "zipperline 1 (R1C1 R1C2 R1C3 R1C5): R1C2 and R1C3 sum to 5, R1C1 and R1C5 to 6");
  CHECK(why(kG6, {rule::ZipperLine{L6("R1C1 R1C2 R1C3")}}) ==
        "zipperline 1 (R1C1 R1C2 R1C3): the middle R1C2 holds 2, the pairs sum to 4");
  // Parity lines: neighbours on the line one odd, one even (a line of one cell says nothing).
  CHECK(why(kG6, {rule::ParityLine{L6("R1C1 R1C2 R1C3 R1C4 R1C5 R1C6")},
                  rule::ParityLine{L6("R1C1 R2C1 R2C2")}, rule::ParityLine{L6("R3C3")}}) == "");
  CHECK(why(kG6, {rule::ParityLine{L6("R1C1 R1C2 R2C3")}}) ==
        "parityline 1 (R1C1 R1C2 R2C3): R1C2 and R2C3 hold 2 and 6, both even");
  CHECK(why(kG6, {rule::ParityLine{L6("R1C2")}, rule::ParityLine{L6("R1C1 R1C3")}}) ==
        "parityline 2 (R1C1 R1C3): R1C1 and R1C3 hold 1 and 3, both odd");
}

TEST_CASE("variant checker: indexers") {
  std::vector<Constraint> ok;
  for (int c : L4("R1C1 R2C1 R3C1 R4C1")) ok.push_back(rule::RowIndexer{c});
  for (int c = 0; c < 16; ++c) ok.push_back(rule::ColumnIndexer{c});
  for (int c = 0; c < 16; ++c) ok.push_back(rule::BoxIndexer{c});
  CHECK(why(kG4, ok) == "");
  CHECK(why(kG4, {rule::RowIndexer{C4("R1C2")}}) ==
        "rowindexer 1 (R1C2): holds 2, so R2C2 must hold 1, not 4");
  CHECK(why(kG6, {rule::ColumnIndexer{C6("R3C1")}}) ==
        "columnindexer 1 (R3C1): holds 2, so R3C2 must hold 1, not 3");
  CHECK(why(kG6, {rule::BoxIndexer{C6("R3C1")}}) ==
        "boxindexer 1 (R3C1): holds 2, so R3C2 must hold 1, not 3");
  std::vector<int> regions = default_regions(4);
  for (int c : L4("R3C3 R3C4 R4C3 R4C4")) regions[static_cast<std::size_t>(c)] = -1;
  CHECK(why(kG4, {rule::BoxIndexer{C4("R3C3")}}, regions) ==
        "boxindexer 1 (R3C3): the cell is in no region");
}

// ---------------------------------------------------------------------------------------------
// Random instances against a second implementation

namespace {

// The same rules, written again as directly as possible over the line's digits.
bool ref_killer(const std::vector<int>& d, int sum) {
  return std::set<int>(d.begin(), d.end()).size() == d.size() &&
         std::accumulate(d.begin(), d.end(), 0) == sum;
}
bool ref_digital_root(const std::vector<int>& d, int root) {
  if (std::set<int>(d.begin(), d.end()).size() != d.size()) return false;
  int s = std::accumulate(d.begin(), d.end(), 0);
  while (s >= 10) {  // add up the decimal digits until one is left
    int t = 0;
    for (char ch : std::to_string(s)) t += ch - '0';
    s = t;
  }
  return s == root;
}
bool ref_sandwich(const std::vector<int>& d, int n, int sum) {  // one 1 and one n, the sum between
  if (std::count(d.begin(), d.end(), 1) != 1 || std::count(d.begin(), d.end(), n) != 1) return false;
  auto one = std::find(d.begin(), d.end(), 1), top = std::find(d.begin(), d.end(), n);
  if (top < one) std::swap(one, top);
  return std::accumulate(one + 1, top, 0) == sum;
}
bool ref_xsum(const std::vector<int>& d, int sum) {
  const std::size_t x = static_cast<std::size_t>(d.at(0));
  return x <= d.size() && std::accumulate(d.begin(), d.begin() + static_cast<long>(x), 0) == sum;
}
int ref_seen(const std::vector<int>& d) {
  int seen = 0;
  for (std::size_t i = 0; i < d.size(); ++i)
    seen +=
        std::all_of(d.begin(), d.begin() + static_cast<long>(i), [&](int e) { return e < d[i]; });
  return seen;
}
bool ref_arrow(const std::vector<int>& bulb, const std::vector<int>& shaft) {
  if (bulb.empty() || shaft.empty()) return true;
  std::string text;
  for (int b : bulb) text += std::to_string(b);
  return std::stoll(text) == std::accumulate(shaft.begin(), shaft.end(), 0LL);
}
bool ref_double_arrow(const std::vector<int>& d) {
  if (d.size() < 3) return true;
  return d.front() + d.back() == std::accumulate(d.begin() + 1, d.end() - 1, 0);
}
bool ref_zipper(const std::vector<int>& d) {
  const std::size_t k = d.size();
  if (k < 2) return true;
  const int s = d.front() + d.back();
  for (std::size_t i = 0, j = k - 1; i < j; ++i, --j)
    if (d[i] + d[j] != s) return false;
  return k % 2 == 0 || d[k / 2] == s;
}
bool ref_region_sum(const std::vector<int>& d, const std::vector<int>& labels) {
  std::vector<std::pair<int, int>> kept;  // (label, digit) of the cells in a region
  for (std::size_t i = 0; i < d.size(); ++i)
    if (labels[i] >= 0) kept.emplace_back(labels[i], d[i]);
  std::vector<int> sums;
  for (std::size_t i = 0; i < kept.size(); ++i) {
    if (i == 0 || kept[i].first != kept[i - 1].first) sums.push_back(0);
    sums.back() += kept[i].second;
  }
  return std::adjacent_find(sums.begin(), sums.end(), std::not_equal_to<int>()) == sums.end();
}
bool ref_renban(std::vector<int> d) {
  std::sort(d.begin(), d.end());
  for (std::size_t i = 1; i < d.size(); ++i)
    if (d[i] != d[i - 1] + 1) return false;
  return true;
}
bool ref_thermo(const std::vector<int>& d) {
  return std::adjacent_find(d.begin(), d.end(), std::greater_equal<int>()) == d.end();
}
bool ref_whispers(const std::vector<int>& d, int gap) {
  return std::adjacent_find(d.begin(), d.end(),
                            [&](int a, int b) { return std::abs(a - b) < gap; }) == d.end();
}

}  // namespace

TEST_CASE("variant checker: random instances agree with a second implementation") {
  std::mt19937 rng(2024);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const char* names[] = {"killer",     "digital root", "little killer", "sandwich", "x-sum",
                         "skyscraper", "arrow",        "double arrow",  "zipper",   "region sum",
                         "renban",     "thermometer",  "whispers"};
  const int kinds = 13;
  int outcomes[kinds][2] = {};
  for (int round = 0; round < 20000; ++round) {
    const int n = round % 10 == 9 ? 9 : round % 2 ? 6 : 4;
    const Grid g = test::random_full_grid(shape_of(n), rng);
    std::vector<int> regions = default_regions(n);
    if (pick(0, 1)) {  // one region made into cells of no region
      const int gone = regions[static_cast<std::size_t>(pick(0, n * n - 1))];
      for (int& r : regions)
        if (r == gone) r = -1;
    }
    auto digits = [&](const std::vector<int>& cs) {
      std::vector<int> d;
      for (int c : cs) d.push_back(g.at(c));
      return d;
    };
    // A line: a king's walk without revisits, or scattered cells.
    auto line = [&](int len) {
      std::vector<int> out;
      if (pick(0, 2) == 0) {
        std::vector<int> all(static_cast<std::size_t>(n * n));
        std::iota(all.begin(), all.end(), 0);
        std::shuffle(all.begin(), all.end(), rng);
        out.assign(all.begin(), all.begin() + len);
        return out;
      }
      out.push_back(pick(0, n * n - 1));
      while (static_cast<int>(out.size()) < len) {
        std::vector<int> next;
        const int r = out.back() / n, c = out.back() % n;
        for (int dr = -1; dr <= 1; ++dr)
          for (int dc = -1; dc <= 1; ++dc) {
            const int r2 = r + dr, c2 = c + dc;
            if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
            if (std::find(out.begin(), out.end(), r2 * n + c2) == out.end())
              next.push_back(r2 * n + c2);
          }
        if (next.empty()) break;
        out.push_back(next[static_cast<std::size_t>(pick(0, static_cast<int>(next.size()) - 1))]);
      }
      return out;
    };
    // A row or column read from one side (its clue outside), or now and then scattered cells.
    Outside clue;
    auto side_line = [&]() {
      const int k = pick(0, n - 1), side = pick(0, 3);
      std::vector<int> out;
      for (int i = 0; i < n; ++i) {
        const int j = side % 2 ? n - 1 - i : i;
        out.push_back(side < 2 ? k * n + j : j * n + k);
      }
      clue = side < 2 ? Outside{k, side % 2 ? n : -1} : Outside{side % 2 ? n : -1, k};
      if (pick(0, 3) == 0) out = line(pick(1, n));
      return out;
    };
    const int delta = std::vector<int>{-1, 0, 0, 1}[static_cast<std::size_t>(pick(0, 3))];
    const int kind = pick(0, kinds - 1);
    Constraint c;
    bool ok = false;
    std::vector<int> cs;
    switch (kind) {
      case 0: {
        cs = line(pick(1, n));
        const auto d = digits(cs);
        const int sum = std::accumulate(d.begin(), d.end(), 0) + delta;
        c = rule::Killer{cs, sum}, ok = ref_killer(d, sum);
        break;
      }
      case 1: {
        cs = line(pick(1, n));
        const auto d = digits(cs);
        const int root = pick(1, 9);
        c = rule::DigitalRoot{cs, root}, ok = ref_digital_root(d, root);
        break;
      }
      case 2: {
        cs = line(pick(1, n));
        const auto d = digits(cs);
        const int sum = std::accumulate(d.begin(), d.end(), 0) + delta;
        c = rule::LittleKiller{Outside{-1, -1}, cs, sum},
        ok = sum == std::accumulate(d.begin(), d.end(), 0);
        break;
      }
      case 3: {
        cs = side_line();
        const auto d = digits(cs);
        const int sum = pick(0, 2) ? pick(0, n * (n + 1) / 2 - 1 - n) : 0;
        c = rule::Sandwich{clue, cs, sum}, ok = ref_sandwich(d, n, sum);
        break;
      }
      case 4: {
        cs = side_line();
        const auto d = digits(cs);
        const int x = std::min(d[0], static_cast<int>(d.size()));
        const int sum = std::accumulate(d.begin(), d.begin() + x, 0) + delta;
        c = rule::XSum{clue, cs, sum}, ok = ref_xsum(d, sum);
        break;
      }
      case 5: {
        cs = side_line();
        const auto d = digits(cs);
        const int count = ref_seen(d) + delta;
        c = rule::Skyscraper{clue, cs, count}, ok = delta == 0;
        break;
      }
      case 6: {
        const std::vector<int> bulb = line(pick(1, 2));
        std::string text;
        for (int b : digits(bulb)) text += std::to_string(b);
        const int target = std::stoi(text) + delta;
        std::vector<int> shaft, rest(static_cast<std::size_t>(n * n));
        std::iota(rest.begin(), rest.end(), 0);
        std::shuffle(rest.begin(), rest.end(), rng);
        int sum = 0;
        for (int cell : rest)
          if (std::find(bulb.begin(), bulb.end(), cell) == bulb.end() && sum + g.at(cell) <= target)
            shaft.push_back(cell), sum += g.at(cell);
        c = rule::Arrow{bulb, shaft}, ok = ref_arrow(digits(bulb), digits(shaft));
        cs = bulb;
        cs.insert(cs.end(), shaft.begin(), shaft.end());
        break;
      }
      case 7:
        cs = line(pick(1, 5));
        c = rule::DoubleArrow{cs}, ok = ref_double_arrow(digits(cs));
        break;
      case 8:
        cs = line(pick(1, 5));
        c = rule::ZipperLine{cs}, ok = ref_zipper(digits(cs));
        break;
      case 9: {
        cs = line(pick(1, 7));
        std::vector<int> labels;
        for (int cell : cs) labels.push_back(regions[static_cast<std::size_t>(cell)]);
        c = rule::RegionSumLine{cs}, ok = ref_region_sum(digits(cs), labels);
        break;
      }
      case 10:
        cs = line(pick(1, 4));
        c = rule::Renban{cs}, ok = ref_renban(digits(cs));
        break;
      case 11:
        cs = line(pick(1, 4));
        c = rule::Thermometer{cs}, ok = ref_thermo(digits(cs));
        break;
      default: {
        cs = line(pick(1, 5));
        const int gap = pick(1, n / 2 + 1);
        c = rule::Whispers{cs, gap}, ok = ref_whispers(digits(cs), gap);
        break;
      }
    }
    const std::string said = why(puzzle(n, {c}, regions), g);
    INFO(names[kind] << " on " << test::line_from_grid(g) << " cells "
                     << ::Catch::Detail::stringify(cs) << (said.empty() ? "" : ": " + said));
    CHECK(said.empty() == ok);
    ++outcomes[kind][ok];
  }
  for (int k = 0; k < kinds; ++k) {
    INFO(names[k]);
    CHECK(outcomes[k][0] > 20);
    CHECK(outcomes[k][1] > 20);
  }
}

TEST_CASE("variant checker: killer cages with an inequality total, and product cages") {
  // kG4's rows are 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1
  CHECK(why(kG4, {rule::KillerBound{L4("R1C1 R1C2"), 4, false}, rule::KillerBound{L4("R1C3 R1C4"), 6, true}}) == "");
  CHECK(why(kG4, {rule::KillerBound{L4("R1C1 R1C2"), 3, false}}) ==
        "killercage (inequality) 1 (R1C1 R1C2): the digits sum to 3, not less than 3");
  CHECK(why(kG4, {rule::KillerBound{L4("R1C3 R1C4"), 7, true}}) ==
        "killercage (inequality) 1 (R1C3 R1C4): the digits sum to 7, not more than 7");
  CHECK(why(kG4, {rule::KillerBound{L4("R1C1 R2C3"), 9, false}}) ==
        "killercage (inequality) 1 (R1C1 R2C3): R1C1 and R2C3 both hold 1");
  CHECK(why(kG4, {rule::ProductCage{L4("R1C2 R1C3 R1C4"), 24}, rule::ProductCage{L4("R1C1"), 1}}) == "");
  CHECK(why(kG4, {rule::ProductCage{L4("R1C3 R1C4"), 24}}) ==
        "productcage 1 (R1C3 R1C4): the digits multiply to 12, not 24");
  CHECK(why(kG4, {rule::ProductCage{L4("R1C1 R2C3"), 1}}) == "productcage 1 (R1C1 R2C3): R1C1 and R2C3 both hold 1");
}

TEST_CASE("variant checker: product lines (digits may repeat) and same parity lines (all cells)") {
  // kG4's rows are 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1
  CHECK(why(kG4, {rule::ProductLine{L4("R1C1 R2C3"), 1}, rule::ProductLine{L4("R1C4 R2C3 R3C4"), 12},
                  rule::ProductLine{L4("R1C2 R2C4 R3C4"), 12}}) == "");  // 2 twice: R1C2, R2C4
  CHECK(why(kG4, {rule::ProductLine{L4("R1C3 R1C4"), 24}}) ==
        "productline 1 (R1C3 R1C4): the digits multiply to 12, not 24");
  CHECK(why(kG4, {rule::SameParityLine{L4("R1C1 R2C3 R3C2")}, rule::SameParityLine{L4("R1C2 R2C4 R1C4")},
                  rule::SameParityLine{L4("R4C4")}}) == "");
  CHECK(why(kG4, {rule::SameParityLine{L4("R1C1 R1C2")}}) ==
        "sameparityline 1 (R1C1 R1C2): R1C1 and R1C2 hold 1 and 2, odd and even");
  // not only neighbours: the first cell against every other
  CHECK(why(kG4, {rule::SameParityLine{L4("R1C2 R1C4 R2C4 R2C3")}}) ==
        "sameparityline 1 (R1C2 R1C4 R2C4 R2C3): R1C2 and R2C3 hold 2 and 1, even and odd");
}

TEST_CASE("variant checker: chaos construction divides the cells in no region") {
  const std::string g = "1234"
                        "2143"
                        "3412"
                        "4321";
  const std::vector<int> none(16, -1);
  // Every Latin square divides (its rows do); drawn regions are left as they are.
  CHECK(why(g, {rule::Chaos{}}, none) == "");
  CHECK(why("1234"
            "3412"
            "2143"
            "4321",
            {rule::Chaos{}}) == "");  // boxes drawn: nothing to find
  // R1C2 R2C2 R2C3 R2C4 drawn (2 1 4 3): the other twelve cells divide no way into three
  // connected regions of 1-4 (found by a separate brute force over all sets of four cells).
  std::vector<int> one = none;
  for (int cell : L4("R1C2 R2C2 R2C3 R2C4")) one[static_cast<std::size_t>(cell)] = 0;
  CHECK(why(g, {rule::Chaos{}}, one) ==
        "chaosconstruction 1: the cells in no region do not divide into orthogonally connected regions of 4 cells "
        "with distinct digits");
  // ... while R1C1 R2C1 R3C1 R4C1 drawn leaves the other columns.
  std::vector<int> column = none;
  for (int cell : L4("R1C1 R2C1 R3C1 R4C1")) column[static_cast<std::size_t>(cell)] = 0;
  CHECK(why(g, {rule::Chaos{}}, column) == "");
  // The rule alone on a grid that is no Latin square: a region must be connected and distinct.
  Puzzle p = puzzle(4, {rule::Chaos{}}, none);
  CHECK(check_constraints_alone(p, grid("1122"
                                        "1122"
                                        "3344"
                                        "3344")) ==
        std::optional<std::string>("chaosconstruction 1: the cells in no region do not divide into orthogonally "
                                   "connected regions of 4 cells with distinct digits"));
  // a drawn region of three cells leaves 13 in none: no division into regions of four
  std::vector<int> three = none;
  for (int cell : L4("R1C1 R1C2 R1C3")) three[static_cast<std::size_t>(cell)] = 0;
  CHECK(check_constraints_alone(puzzle(4, {rule::Chaos{}}, three), grid(g)) ==
        std::optional<std::string>("chaosconstruction 1: 13 cells in no region, not a multiple of 4"));
  CHECK_FALSE(check_constraints_alone(p, grid("1212"
                                              "3434"
                                              "1212"
                                              "3434")));  // 2x2 blocks
}
