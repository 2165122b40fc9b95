// Digit sets (issue 45; docs/variants.md, "Digit sets"): the set's text form, the checker on
// values, the plain formats' reading of '0' and '.', answers written as values, and sudosat's
// f-puzzles key "digits" read and written back.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "formats/format.hpp"
#include "formats/fpuzzles.hpp"
#include "model/check.hpp"

using namespace sudosat;

namespace {

// A 4x4 variant (2x2 boxes) with the digits `digits`, givens none.
Puzzle variant4(std::vector<int> digits) {
  Puzzle p{Grid(Shape{2, 2}), std::nullopt};
  p.variant = Variant{};
  p.variant->regions = default_regions(4);
  p.variant->digits = std::move(digits);
  return p;
}

// Digits (indices) from a row-major string of '1'..'4'.
Grid grid4(const std::string& rows) {
  Grid g(Shape{2, 2});
  for (int i = 0; i < 16; ++i) g.set(i, rows[static_cast<std::size_t>(i)] - '0');
  return g;
}

std::vector<Puzzle> read_all(const std::string& text, ReadOptions options) {
  std::istringstream in(text);
  PuzzleReader reader(in, "<t>", std::move(options));
  std::vector<Puzzle> out;
  Record rec;
  while (reader.next(rec)) {
    if (rec.error) throw *rec.error;
    out.push_back(*rec.puzzle);
  }
  return out;
}

}  // namespace

TEST_CASE("digit sets: text form, and what a size allows") {
  std::string why;
  CHECK(parse_digit_set("0-8", why) == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8});
  CHECK(parse_digit_set("1,2,3,5,7,9", why) == std::vector<int>{1, 2, 3, 5, 7, 9});
  CHECK(parse_digit_set("0-3,7", why) == std::vector<int>{0, 1, 2, 3, 7});
  CHECK(parse_digit_set("1,1,2", why).empty());
  CHECK(why == "digit 1 is listed twice");
  CHECK(parse_digit_set("3,2", why).empty());
  CHECK(parse_digit_set("0-x", why).empty());
  CHECK(parse_digit_set("", why).empty());
  CHECK(digit_set_text({0, 1, 2, 3, 4, 5, 6, 7, 8}) == "0-8");
  CHECK(digit_set_text({1, 2, 3, 5, 7, 9}) == "1-3,5,7,9");
  CHECK(digit_set_text({0, 2}) == "0,2");
  CHECK(digit_set_problem({0, 1, 2, 3}, 4).empty());
  CHECK(digit_set_problem({0, 1, 2}, 4) == "the digits 0-2 are 3, a size-4 puzzle needs 4");
  CHECK_FALSE(digit_set_problem({0, 1, 2, 10}, 4).empty());  // one symbol each up to size 9
  CHECK(digit_set_problem({0, 1, 2, 3, 4, 5, 6, 7, 8, 10}, 10).empty());
  CHECK(digit_value({}, 3) == 3);
  CHECK(digit_value({0, 2, 4, 6}, 3) == 4);
}

TEST_CASE("digit sets: the checker checks every rule on the values") {
  const Grid g = grid4("1234"
                       "3412"
                       "2143"
                       "4321");
  Puzzle p = variant4({0, 1, 2, 3});  // digit d is the value d - 1
  p.variant->constraints = {rule::Killer{{0, 1}, 1}};  // values 0 + 1
  CHECK_FALSE(check_solution(p, Solution{g, {}}));
  p.variant->constraints = {rule::Killer{{0, 1}, 3}};  // 3 by digits, not by values
  const auto why = check_solution(p, Solution{g, {}});
  REQUIRE(why);
  CHECK(*why == "killercage 1 (R1C1 R1C2): the digits sum to 1, not 3");
  p.variant->constraints = {rule::Odd{0}};  // digit 1 is the value 0: even
  REQUIRE(check_solution(p, Solution{g, {}}));
  CHECK(*check_solution(p, Solution{g, {}}) == "odd 1 (R1C1): 0 is even");
  p.variant->constraints = {rule::Even{0}};
  CHECK_FALSE(check_solution(p, Solution{g, {}}));
  // A subset: 1, 3, 4, 7. Renban R1C2-R1C3 holds 3 and 4 (consecutive values); R1C1-R1C2 holds
  // 1 and 3, which digits 1 and 2 would call consecutive.
  Puzzle q = variant4({1, 3, 4, 7});
  q.variant->constraints = {rule::Renban{{1, 2}}};
  CHECK_FALSE(check_solution(q, Solution{g, {}}));
  q.variant->constraints = {rule::Renban{{0, 1}}};
  CHECK(check_solution(q, Solution{g, {}}));
  q.variant->constraints = {rule::Difference{0, 1, 2}};  // |1 - 3|
  CHECK_FALSE(check_solution(q, Solution{g, {}}));
  // Givens and repeats are named by value.
  q.variant->constraints.clear();
  q.givens.set(0, 2);
  CHECK(*check_solution(q, Solution{g, {}}) == "given 3 at R1C1 changed to 1");
  // A kind that takes no digit set is refused.
  q.givens = Grid(Shape{2, 2});
  q.variant->constraints = {rule::Sandwich{{-1, 0}, {0, 4, 8, 12}, 3}};
  CHECK(*check_solution(q, Solution{g, {}}) == "sandwichsum is not supported with the digits 1,3,4,7 (only with 1..n)");
  // A set of the wrong length is a malformed variant.
  Puzzle r = variant4({0, 1, 2});
  CHECK(check_solution(r, Solution{g, {}}));
}

TEST_CASE("digit sets: the plain formats read '0' as the digit 0 and '.' as a blank") {
  ReadOptions o;
  o.digits = {0, 1, 2, 3};
  const auto ps = read_all("0.2.............\n", o);
  REQUIRE(ps.size() == 1);
  REQUIRE(ps[0].is_variant());  // a classic puzzle with a digit set is a variant
  CHECK(ps[0].variant->digits == std::vector<int>{0, 1, 2, 3});
  CHECK(ps[0].variant->regions == default_regions(4));
  CHECK(ps[0].givens.at(0) == 1);  // the value 0
  CHECK(ps[0].givens.at(1) == 0);  // a blank
  CHECK(ps[0].givens.at(2) == 3);  // the value 2
  CHECK_THROWS_WITH(read_all("3.4.............\n", o),
                    "<t>:1:3: '4' is not one of the digits 0-3 or a blank ('.'; '0' is the digit 0)");
  // Without 0 among the digits, '0' stays a blank; values are looked up.
  ReadOptions odd;
  odd.digits = {1, 3, 5, 7};
  const auto qs = read_all("0 7 . 3\n. . . .\n. . . .\n. . . .\n", odd);
  REQUIRE(qs.size() == 1);
  CHECK(qs[0].givens.at(0) == 0);
  CHECK(qs[0].givens.at(1) == 4);
  CHECK(qs[0].givens.at(3) == 2);
  // The set 1..n is no set: a variant with the default digits.
  ReadOptions plain;
  plain.digits = {1, 2, 3, 4};
  CHECK(read_all("1...............\n", plain)[0].variant->digits.empty());
  // Answers are written as values.
  const Grid g = grid4("1234341221434321");
  CHECK(write_grid(g, Format::Line, {0, 1, 2, 3}) == "0123230110323210\n");
  CHECK(write_grid(g, Format::Grid, {1, 3, 5, 7}).substr(0, 8) == "1 3 5 7\n");
}

TEST_CASE("digit sets: the f-puzzles key \"digits\" is read and written back") {
  Puzzle p = variant4({0, 2, 4, 6});
  p.givens.set(0, 1);  // the value 0
  p.givens.set(5, 4);  // the value 6
  p.variant->constraints = {rule::Killer{{0, 1}, 2}, rule::Thermometer{{4, 5, 6}}};
  const std::string json = write_fpuzzles_json(p);
  CHECK(json.find("\"digits\":\"0,2,4,6\"") != std::string::npos);
  INFO(json);
  CHECK(json.find("\"value\":0") != std::string::npos);
  CHECK(json.find("\"value\":6") != std::string::npos);
  const Puzzle back = parse_fpuzzles(json, "<t>", 1, 1);
  REQUIRE(back.is_variant());
  CHECK(same_rules(*back.variant, *p.variant));
  CHECK(back.givens == p.givens);
  // A list of numbers, and --digits in place of the key.
  const std::string listed =
      R"({"size": 4, "digits": [0, 2, 4, 6], "grid": [[{"value": 6, "given": true}, {}, {}, {}],)"
      R"( [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]})";
  const Puzzle l = parse_fpuzzles(listed, "<t>", 1, 1);
  CHECK(l.variant->digits == std::vector<int>{0, 2, 4, 6});
  CHECK(l.givens.at(0) == 4);
  FPuzzlesOptions o;
  o.digits = {3, 4, 5, 6};
  const Puzzle over = parse_fpuzzles(listed, "<t>", 1, 1, o);
  CHECK(over.variant->digits == std::vector<int>{3, 4, 5, 6});
  CHECK(over.givens.at(0) == 4);
  // The setter's solution is values too: checked as such.
  const std::string solved =
      R"({"size": 4, "digits": "0-3", "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}],)"
      R"( [{}, {}, {}, {}]], "solution": [0,1,2,3, 2,3,0,1, 1,0,3,2, 3,2,1,0]})";
  const Puzzle s = parse_fpuzzles(solved, "<t>", 1, 1);
  CHECK(s.variant->setter_solution.front() == 1);
  CHECK(write_fpuzzles_json(s).find("\"solution\":[0,1,2,3,") != std::string::npos);
}

TEST_CASE("digit sets: products of 0 and inequality totals up to the set's sum in f-puzzles JSON") {
  // With 0 in the set a product may be 0 (the cage or line holds the 0), read and written back.
  Puzzle p = variant4({0, 1, 2, 3});
  p.variant->constraints = {rule::ProductCage{{0, 1}, 0}, rule::ProductLine{{2, 6}, 0}};
  const std::string json = write_fpuzzles_json(p);
  INFO(json);
  const Puzzle back = parse_fpuzzles(json, "<t>", 1, 1);
  REQUIRE(back.is_variant());
  CHECK(same_rules(*back.variant, *p.variant));
  // Without 0 it stays out of range, both ways.
  Puzzle q = variant4({1, 2, 3, 5});
  q.variant->constraints = {rule::ProductCage{{0, 1}, 0}};
  CHECK_THROWS(write_fpuzzles_json(q));
  const std::string zero_product =
      R"({"size": 4, "digits": "1-3,5", "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}],)"
      R"( [{}, {}, {}, {}]], "productcage": [{"cells": ["R1C1", "R1C2"], "value": "0"}]})";
  CHECK_THROWS(parse_fpuzzles(zero_product, "<t>", 1, 1));
  // An inequality total may reach the sum of the set's values (6 + 7 + 8 + 9 = 30), not past it.
  Puzzle r = variant4({6, 7, 8, 9});
  r.variant->constraints = {rule::KillerBound{{0, 1, 4, 5}, 29, true}, rule::KillerBound{{2, 3}, 30, false}};
  const std::string bounds = write_fpuzzles_json(r);
  INFO(bounds);
  CHECK(bounds.find("\">29\"") != std::string::npos);
  const Puzzle rb = parse_fpuzzles(bounds, "<t>", 1, 1);
  REQUIRE(rb.is_variant());
  CHECK(same_rules(*rb.variant, *r.variant));
  const std::string past =
      R"({"size": 4, "digits": "6-9", "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}],)"
      R"( [{}, {}, {}, {}]], "killercage": [{"cells": ["R1C1", "R1C2"], "value": ">31"}]})";
  CHECK_THROWS(parse_fpuzzles(past, "<t>", 1, 1));
}
