// Tests for model/fpuzzles: every key into its rule (with defaults and edge cases), regions,
// givens and pencil marks, the three input forms, every error message with its position
// (tests/data/fpuzzles/bad), and public puzzles with their published solutions
// (tests/data/fpuzzles/public, sources in SOURCES.md there).
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "model/check.hpp"
#include "formats/fpuzzles.hpp"
#include "formats/links.hpp"
#include "formats/lzstring.hpp"

using namespace sudosat;
using json = nlohmann::json;

namespace {

// An f-puzzles object of size n, every cell empty.
json empty_puzzle(int n) {
  json grid = json::array();
  for (int r = 0; r < n; ++r) grid.push_back(json::array());
  for (auto& row : grid)
    for (int c = 0; c < n; ++c) row.push_back(json::object());
  return {{"size", n}, {"grid", grid}};
}

// An empty 9x9 (or n x n) puzzle with the keys of `extra` (JSON text of an object) added.
json with(const std::string& extra, int n = 9) {
  json j = empty_puzzle(n);
  j.update(json::parse(extra));
  return j;
}

Puzzle parse(const json& j, const FPuzzlesOptions& options = {}) {
  return parse_fpuzzles(j.dump(), "t", 1, 1, options);
}

// The same with --ignore-drawings.
Puzzle parse_without_drawings(const json& j) {
  FPuzzlesOptions art;
  art.ignore_drawings = true;
  return parse(j, art);
}

// what() of the error parse_fpuzzles throws, or "no error".
std::string error_of(const std::string& text, int line = 1, int column = 1) {
  try {
    parse_fpuzzles(text, "t", line, column);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}
std::string error_in(const json& j) { return error_of(j.dump()); }
// The message of the error for `j`, without the position it starts with ("t:1:57: ").
std::string message_in(const json& j) {
  const std::string e = error_in(j);
  const std::size_t at = e.find(": ");
  return at == std::string::npos ? e : e.substr(at + 2);
}

// A refusal of a drawing without the part that says why the rules text does not explain it.
std::string refusal(const json& j) {
  std::string m = message_in(j);
  const std::size_t from = m.find(" (nor does the rules text explain it: "), to = m.rfind("); --ignore-drawings");
  if (from != std::string::npos && to != std::string::npos && to > from) m.erase(from, to + 1 - from);
  return m;
}


// The text of a puzzle whose first members are `members` (JSON text), then size and grid.
std::string text_with(const std::string& members, int n = 9) {
  const json j = empty_puzzle(n);
  return "{" + members + ", \"size\": " + std::to_string(n) + ", \"grid\": " + j["grid"].dump() + "}";
}

// The rules as text, one per constraint: kind name, then cells as f-puzzles writes them.
struct Describe {
  int n;
  std::string cell(int c) const {
    return " R" + std::to_string(c / n + 1) + "C" + std::to_string(c % n + 1);
  }
  std::string cells(const std::vector<int>& cs) const {
    std::string s;
    for (int c : cs) s += cell(c);
    return s;
  }
  std::string clue(const Outside& o) const {
    return " R" + std::to_string(o.row + 1) + "C" + std::to_string(o.col + 1) + " ->";
  }
  std::string operator()(const rule::Diagonal&) const { return ""; }
  std::string operator()(const rule::AntiKing&) const { return ""; }
  std::string operator()(const rule::AntiKnight&) const { return ""; }
  std::string operator()(const rule::DisjointGroups&) const { return ""; }
  std::string operator()(const rule::NonConsecutive&) const { return ""; }
  std::string operator()(const rule::NegativeRatio&) const { return ""; }
  std::string operator()(const rule::NegativeXV&) const { return ""; }
  std::string operator()(const rule::NegativeSum& x) const { return " " + std::to_string(x.sum); }
  std::string operator()(const rule::NegativeDifference& x) const { return " " + std::to_string(x.difference); }
  std::string operator()(const rule::Odd& x) const { return cell(x.cell); }
  std::string operator()(const rule::Even& x) const { return cell(x.cell); }
  std::string operator()(const rule::Minimum& x) const { return cell(x.cell); }
  std::string operator()(const rule::Maximum& x) const { return cell(x.cell); }
  std::string operator()(const rule::Difference& x) const {
    return cell(x.a) + cell(x.b) + " " + std::to_string(x.value);
  }
  std::string operator()(const rule::Ratio& x) const {
    return cell(x.a) + cell(x.b) + " " + std::to_string(x.value);
  }
  std::string operator()(const rule::XV& x) const {
    return cell(x.a) + cell(x.b) + " " + std::to_string(x.sum);
  }
  std::string operator()(const rule::XVXV& x) const {
    return cell(x.a) + cell(x.b) + " " + std::to_string(x.sum);
  }
  std::string operator()(const rule::GreaterThan& x) const { return cell(x.a) + cell(x.b); }
  std::string operator()(const rule::Killer& x) const {
    return cells(x.cells) + (x.sum ? " sum " + std::to_string(*x.sum) : "");
  }
  std::string operator()(const rule::SumCage& x) const { return cells(x.cells) + " sum " + std::to_string(x.sum); }
  std::string operator()(const rule::KillerBound& x) const {
    return cells(x.cells) + " sum " + (x.above ? ">" : "<") + " " + std::to_string(x.bound);
  }
  std::string operator()(const rule::ProductCage& x) const {
    return cells(x.cells) + " product " + std::to_string(x.product);
  }
  std::string operator()(const rule::DigitalRoot& x) const {
    return cells(x.cells) + " root " + std::to_string(x.root);
  }
  std::string operator()(const rule::ExtraRegion& x) const { return cells(x.cells); }
  std::string operator()(const rule::Clone& x) const { return cells(x.cells) + " =" + cells(x.copies); }
  std::string operator()(const rule::Quadruple& x) const {
    std::string s = cells(x.cells) + " digits";
    for (int d : x.digits) s += " " + std::to_string(d);
    return s;
  }
  std::string operator()(const rule::LittleKiller& x) const {
    return clue(x.clue) + cells(x.cells) + " sum " + std::to_string(x.sum);
  }
  std::string operator()(const rule::Sandwich& x) const {
    return clue(x.clue) + cells(x.cells) + " sum " + std::to_string(x.sum);
  }
  std::string operator()(const rule::XSum& x) const {
    return clue(x.clue) + cells(x.cells) + " sum " + std::to_string(x.sum);
  }
  std::string operator()(const rule::Skyscraper& x) const {
    return clue(x.clue) + cells(x.cells) + " count " + std::to_string(x.count);
  }
  std::string operator()(const rule::NumberedRoom& x) const {
    return clue(x.clue) + cells(x.cells) + " room " + std::to_string(x.value);
  }
  std::string operator()(const rule::Battlefield& x) const {
    return clue(x.clue) + cells(x.cells) + " sum " + std::to_string(x.sum);
  }
  std::string operator()(const rule::Arrow& x) const { return cells(x.bulb) + " |" + cells(x.shaft); }
  std::string operator()(const rule::MagicSquare& x) const { return cells(x.cells); }
  std::string operator()(const rule::RellikCage& x) const { return cells(x.cells) + " avoids " + std::to_string(x.sum); }
  std::string operator()(const rule::NumberSum& x) const {
    return cells(x.first) + " +" + cells(x.second) + " = " + std::to_string(x.total);
  }
  std::string operator()(const rule::Whispers& x) const {
    return cells(x.cells) + " difference " + std::to_string(x.difference);
  }
  std::string operator()(const rule::LockoutLine& x) const {
    return cells(x.cells) + " difference " + std::to_string(x.difference);
  }
  std::string operator()(const rule::ProductLine& x) const {
    return cells(x.cells) + " product " + std::to_string(x.product);
  }
  std::string operator()(const rule::SegmentSumLine& x) const {
    return cells(x.cells) + " sum " + std::to_string(x.sum);
  }
  template <class Line>  // the other lines: just cells
  auto operator()(const Line& x) const -> decltype(x.cells, std::string()) {
    return cells(x.cells);
  }
  std::string operator()(const rule::RowIndexer& x) const { return cell(x.cell); }
  std::string operator()(const rule::ColumnIndexer& x) const { return cell(x.cell); }
  std::string operator()(const rule::BoxIndexer& x) const { return cell(x.cell); }
  std::string operator()(const rule::EqualCageSums&) const { return ""; }
  std::string operator()(const rule::GlobalEntropy&) const { return ""; }
  std::string operator()(const rule::GlobalModular&) const { return ""; }
  std::string operator()(const rule::DutchFlatmates&) const { return ""; }
  std::string operator()(const rule::Chaos&) const { return ""; }
};

std::vector<std::string> rules(const Puzzle& p) {
  std::vector<std::string> out;
  for (const Constraint& c : p.variant->constraints)
    out.push_back(kind_name(c) + std::visit(Describe{p.givens.shape.n()}, c));
  return out;
}

std::vector<std::string> rules(const std::string& extra, int n = 9) {
  return rules(parse(with(extra, n)));
}

std::map<std::string, int> kinds(const Puzzle& p) {
  std::map<std::string, int> out;
  for (const Constraint& c : p.variant->constraints) ++out[kind_name(c)];
  return out;
}

using Rules = std::vector<std::string>;

// Everything a Puzzle holds, as comparable text.
std::string everything(const Puzzle& p) {
  std::ostringstream s;
  s << p.givens.shape.box_rows << "x" << p.givens.shape.box_cols << " dominoes "
    << p.dominoes.has_value() << " variant " << p.variant.has_value() << "\n";
  for (auto d : p.givens.cells) s << int(d) << ",";
  s << "\nregions ";
  for (int r : p.variant->regions) s << r << ",";
  s << "\nallowed ";
  for (auto a : p.variant->allowed) s << a << ",";
  s << "\n" << p.variant->title << "\n" << p.variant->author << "\n";
  for (const auto& r : rules(p)) s << r << "\n";
  return s.str();
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const std::filesystem::path kData = std::filesystem::path(SUDOSAT_TEST_DATA) / "fpuzzles";

}  // namespace

// ---------------------------------------------------------------------------------------------
// Keys into rules

TEST_CASE("a rules text saying the grid has no boxes: every cell must be in no region") {
  const std::string rules = R"({"ruleset": "Normal sudoku rules apply. There are no boxes."})";
  CHECK(error_in(with(rules, 4)).find("says the grid has no boxes, and the puzzle's cells lie in regions") != std::string::npos);
  json latin = with(rules, 4);
  for (json& row : latin["grid"])
    for (json& cell : row) cell["region"] = nullptr;
  CHECK(parse(latin).variant->regions == std::vector<int>(16, -1));
}

TEST_CASE("cells the rules text says lie in one region are checked against the puzzle's regions") {
  const std::string rules = R"({"ruleset": "Normal sudoku rules apply. The central cell and four dominos at the corners )"
                            R"(of the grid together comprise a single region."})";
  // 9x9 boxes: the centre is in box 5, the corners in boxes 1, 3, 7, 9
  CHECK(error_in(with(rules)).find("says its cells lie in one region, and the puzzle's regions do not put them in one") !=
        std::string::npos);
  // the same cells in one region: read
  json j = with(rules);
  const std::vector<std::pair<int, int>> odd = {{0, 0}, {0, 1}, {0, 7}, {0, 8}, {8, 0}, {8, 1}, {8, 7}, {8, 8}, {4, 4}};
  std::vector<std::pair<int, int>> box = {{3, 3}, {3, 4}, {3, 5}, {4, 3}, {5, 3}, {5, 4}, {5, 5}, {4, 5}};
  box.insert(box.begin(), {4, 4});  // box 5's cells, the centre first
  for (std::size_t k = 1; k < box.size(); ++k) {
    // region 4 (box 5, counted from 0) takes the corner cells; each corner's box a cell of box 5
    const auto [r, c] = odd[k - 1];
    const auto [br, bc] = box[k];
    j["grid"][r][c]["region"] = 4;
    j["grid"][br][bc]["region"] = (r / 3) * 3 + c / 3;
  }
  CHECK_NOTHROW(parse(j));
  FPuzzlesOptions art;  // --ignore-drawings reads it without the rules text's checks
  art.ignore_drawings = true;
  CHECK_NOTHROW(parse(with(rules), art));
}

TEST_CASE("global booleans and negative become rules; false and absent add nothing") {
  CHECK(rules(R"({"diagonal+": true, "diagonal-": true, "antiking": true, "antiknight": true,
                  "disjointgroups": true, "nonconsecutive": true})") ==
        Rules{"diagonal+", "diagonal-", "antiking", "antiknight", "disjointgroups",
              "nonconsecutive"});
  CHECK(rules(R"({"diagonal+": false, "antiking": null, "nonconsecutive": false})").empty());
  CHECK(rules(R"({"negative": ["xv", "ratio", "ratio"]})") == Rules{"negative ratio", "negative xv"});
  CHECK(rules(R"({"negative": []})").empty());
  // sudosat's own: the sums and differences denied to unmarked neighbours, one rule each.
  const Puzzle own = parse(with(R"({"negativesum": [10, "7"], "negativedifference": [4]})"));
  REQUIRE(own.variant->constraints.size() == 3);
  CHECK(std::get<rule::NegativeSum>(own.variant->constraints[0]).sum == 10);
  CHECK(std::get<rule::NegativeSum>(own.variant->constraints[1]).sum == 7);
  CHECK(std::get<rule::NegativeDifference>(own.variant->constraints[2]).difference == 4);
  CHECK(rules(R"({"negativesum": [], "negativedifference": null})").empty());
  // A diagonal's direction is in the struct.
  const Puzzle p = parse(with(R"({"diagonal-": true})"));
  CHECK_FALSE(std::get<rule::Diagonal>(p.variant->constraints[0]).positive);
}

TEST_CASE("odd, even, minimum and maximum: one rule per listed cell") {
  CHECK(rules(R"({"odd": [{"cell": "R1C1"}, {"cell": "R9C9"}], "even": [{"cell": "R2C3"}],
                  "minimum": [{"cell": "R5C5"}], "maximum": [{"cell": "R4C5"}, {}]})") ==
        Rules{"odd R1C1", "odd R9C9", "even R2C3", "minimum R5C5", "maximum R4C5"});
}

TEST_CASE("dots and XV: values, defaults, numbers as strings or numbers") {
  CHECK(rules(R"({"difference": [{"cells": ["R1C1", "R1C2"]}, {"cells": ["R2C1", "R2C2"], "value": "3"},
                                 {"cells": ["R3C1", "R3C2"], "value": ""}, {"cells": ["R4C1", "R4C2"], "value": 2}],
                  "ratio": [{"cells": ["R1C1", "R2C1"]}, {"cells": ["R1C2", "R2C2"], "value": "3"}],
                  "xv": [{"cells": ["R5C5", "R5C6"], "value": "X"}, {"cells": ["R6C5", "R6C6"], "value": "v"},
                         {"cells": ["R7C5", "R7C6"], "value": ""}, {"cells": ["R8C5", "R8C6"]},
                         {"cells": ["R9C5", "R9C6"], "value": "7"}, {"cells": ["R9C7", "R9C8"], "value": 13}]})") ==
        Rules{"difference R1C1 R1C2 1", "difference R2C1 R2C2 3", "difference R3C1 R3C2 1",
              "difference R4C1 R4C2 2", "ratio R1C1 R2C1 2", "ratio R1C2 R2C2 3",
              "xv R5C5 R5C6 10", "xv R6C5 R6C6 5", "xv R9C5 R9C6 7", "xv R9C7 R9C8 13"});
  // An impossible value is kept (no solution), as is a pair that is not adjacent.
  CHECK(rules(R"({"difference": [{"cells": ["R1C1", "R5C5"], "value": "0"}]})") ==
        Rules{"difference R1C1 R5C5 0"});
}

TEST_CASE("XVXV marks: X or V, nothing else") {
  CHECK(rules(R"({"xvxv": [{"cells": ["R5C5", "R5C6"], "value": "X"}, {"cells": ["R6C5", "R6C6"], "value": "v"}]})") ==
        Rules{"xvxv R5C5 R5C6 10", "xvxv R6C5 R6C6 5"});
  CHECK(error_of(text_with(R"("xvxv": [{"cells": ["R1C1", "R1C2"], "value": 10}])")).find("xvxv[0].value: '10' is not X or V") !=
        std::string::npos);
  CHECK(error_of(text_with(R"("xvxv": [{"cells": ["R1C1", "R1C2"], "value": ""}])")).find("xvxv[0].value: '' is not X or V") !=
        std::string::npos);
}

TEST_CASE("sum cages: a sum, repeats allowed; no value, no rule") {
  CHECK(rules(R"({"sumcage": [{"cells": ["R1C1", "R2C4"], "value": "5"}, {"cells": ["R3C3"]},
                              {"cells": ["R5C5", "R5C6"], "value": 30}]})") ==
        Rules{"sumcage R1C1 R2C4 sum 5", "sumcage R5C5 R5C6 sum 30"});
  CHECK(error_of(text_with(R"("sumcage": [{"cells": ["R1C1", "R1C2"], "value": "ten"}])")) ==
        "t:1:51: sumcage[0].value: 'ten' is not a number");
}

TEST_CASE("greater-than signs and counting circles") {
  CHECK(rules(R"({"greaterthan": [{"cells": ["R1C2", "R1C1"]}, {"cells": []}, {"cells": ["R5C5", "R6C5"]}],
                  "countingcircles": [{"cells": ["R1C1", "R3C3", "R9C9"]}, {"cells": ["R2C2"]}, {}]})") ==
        Rules{"greaterthan R1C2 R1C1", "greaterthan R5C5 R6C5", "countingcircles R1C1 R3C3 R9C9",
              "countingcircles R2C2"});
  CHECK(error_of(text_with(R"("greaterthan": [{"cells": ["R1C1", "R1C2", "R1C3"]}])")) ==
        "t:1:28: greaterthan[0].cells: a mark joins 2 cells, not 3");
  CHECK(error_of(text_with(R"("countingcircles": [{"cells": ["R1C1", "R1C1"]}])")) ==
        "t:1:32: countingcircles[0].cells: R1C1 is listed twice");
  CHECK(error_of(text_with(R"("ruleset": "Normal sudoku and inequality rules apply.")", 4))
            .find("states the greaterthan rule") != std::string::npos);
  CHECK(error_of(text_with(R"("ruleset": "Normal sudoku and counting circles rules apply.")", 4))
            .find("states the countingcircles rule") != std::string::npos);
}

TEST_CASE("killer cages: a sum when there is one, distinct only otherwise, impossible sums kept") {
  CHECK(rules(R"({"killercage": [{"cells": ["R1C1", "R1C2"], "value": "10"},
                                 {"cells": ["R2C1", "R2C2"], "value": 7},
                                 {"cells": ["R3C1", "R3C2"]},
                                 {"cells": ["R4C1", "R4C2"], "value": ""},
                                 {"cells": ["R5C1", "R5C2", "R5C3"], "value": " 2 "},
                                 {"cells": ["R6C1", "R6C2", "R6C3"], "value": "100"},
                                 {"cells": []}]})") ==
        Rules{"killercage R1C1 R1C2 sum 10", "killercage R2C1 R2C2 sum 7", "killercage R3C1 R3C2",
              "killercage R4C1 R4C2", "killercage R5C1 R5C2 R5C3 sum 2",
              "killercage R6C1 R6C2 R6C3 sum 100"});
}

TEST_CASE("killer cages with an inequality total, and '?' for no total") {
  CHECK(rules(R"({"killercage": [{"cells": ["R1C1", "R1C2"], "value": "<15"},
                                 {"cells": ["R2C1", "R2C2"], "value": "10"},
                                 {"cells": ["R3C1", "R3C2"], "value": " > 3 "},
                                 {"cells": ["R4C1", "R4C2"], "value": "\u226415"},
                                 {"cells": ["R5C1", "R5C2"], "value": "\u22653"},
                                 {"cells": ["R6C1", "R6C2"], "value": "?"},
                                 {"cells": ["R7C1", "R7C2"], "value": ">45"},
                                 {"cells": ["R8C1", "R8C2"], "value": "<1"}]})") ==
        Rules{"killercage R2C1 R2C2 sum 10", "killercage R6C1 R6C2",
              "killercage (inequality) R1C1 R1C2 sum < 15", "killercage (inequality) R3C1 R3C2 sum > 3",
              "killercage (inequality) R4C1 R4C2 sum < 16", "killercage (inequality) R5C1 R5C2 sum > 2",
              "killercage (inequality) R7C1 R7C2 sum > 45", "killercage (inequality) R8C1 R8C2 sum < 1"});
  for (const auto& [value, message] : std::vector<std::pair<std::string, std::string>>{
           {"<", "'<' is not a cage total (a number, <N or >N)"},
           {"<x", "'<x' is not a cage total (a number, <N or >N)"},
           {"<=15", "'<=15' is not a cage total (a number, <N or >N)"},
           {">0", "'>0' is out of range; an inequality total is 1 to 45"},
           {">999", "'>999' is out of range; an inequality total is 1 to 45"},
           {">99999999999", "'>99999999999' is out of range; an inequality total is 1 to 45"},
           {"x24", "'x24' is not a number"}}) {
    INFO(value);
    const std::string text = text_with(R"("killercage": [{"cells": ["R1C1"], "value": ")" + value + R"("}])");
    const std::string got = error_of(text);
    CHECK(got.substr(got.find("killercage")) == "killercage[0].value: " + message);
  }
}

TEST_CASE("a rules text naming killer cages: inequality cages are killer cages, product cages are not") {
  const std::string bound = R"("killercage": [{"cells": ["R1C1", "R1C2"], "value": "<5"}])";
  const std::string product = R"("productcage": [{"cells": ["R1C1", "R1C2"], "value": "6"}])";
  const std::string text = R"("ruleset": "Killer cages: digits in a cage do not repeat and sum to the clue.")";
  CHECK(rules(parse(with("{" + bound + ", " + text + "}"))) ==
        Rules{"killercage (inequality) R1C1 R1C2 sum < 5"});
  CHECK(error_of(text_with(product + ", " + text)).find("states the killercage rule") != std::string::npos);
}

TEST_CASE("product cages: distinct digits multiplying to the value") {
  CHECK(rules(R"({"productcage": [{"cells": ["R1C1", "R1C2"], "value": "24"},
                                  {"cells": ["R2C1", "R2C2", "R2C3"], "value": 7},
                                  {"cells": []}]})") ==
        Rules{"productcage R1C1 R1C2 product 24", "productcage R2C1 R2C2 R2C3 product 7"});
  CHECK(error_of(text_with(R"("productcage": [{"cells": ["R1C1"], "value": "0"}])")).find(
            "productcage[0].value: '0' is out of range; a product is 1 or more") != std::string::npos);
  CHECK(error_of(text_with(R"("productcage": [{"cells": ["R1C1"]}])")).find(
            "productcage[0]: 'value' is missing: a product cage needs its product") != std::string::npos);
  CHECK(error_of(text_with(R"("productcage": [{"cells": ["R1C1"], "value": "x24"}])")).find(
            "productcage[0].value: 'x24' is not a number") != std::string::npos);
}

TEST_CASE("cosmetic cages: only a DR<k> value is a rule; DR0 is DR9") {
  CHECK(rules(R"({"cage": [{"cells": ["R1C1", "R1C2"], "value": "DR5", "outlineC": "#000000"},
                           {"cells": ["R2C1", "R2C2"], "value": "DR0"},
                           {"cells": ["R3C1", "R3C2"], "value": "DR9"},
                           {"cells": ["R5C1", "R5C2"], "value": "DR12"},
                           {"cells": ["R6C1"], "value": "msgcorrect: well done"},
                           {"cells": ["nonsense"]},
                           {"cells": ["R7C1", "R7C2"], "fromConstraint": "Renban"}]})") ==
        Rules{"cage (digital root) R1C1 R1C2 root 5", "cage (digital root) R2C1 R2C2 root 9",
              "cage (digital root) R3C1 R3C2 root 9"});
  // A cosmetic cage showing a number may be a killer cage drawn with the wrong tool: refused,
  // unless a rule key explains it or the drawings are ignored.
  const json sum = with(R"({"cage": [{"cells": ["R4C1", "R4C2"], "value": "10"}]})");
  CHECK(refusal(sum) ==
        "cage[0]: a cosmetic cage showing 10 with no rule key behind it: a killer cage's sum is a "
        "'killercage' entry, and this may be one drawn with f-puzzles' cosmetic cage tool; "
        "--ignore-drawings reads the puzzle without its drawings");
  CHECK(parse_without_drawings(sum).variant->constraints.empty());
  CHECK(message_in(with(R"({"cage": [{"cells": ["R4C1", "R4C2"], "value": 3, "fromConstraint": "Killer Cage"}]})"))
            .find("cage[0]: drawn for 'Killer Cage', but the puzzle has no 'killercage' key") == 0);
}

TEST_CASE("extra regions, clones and quadruples") {
  CHECK(rules(R"({"extraregion": [{"cells": ["R1C1", "R2C2", "R3C3"]}],
                  "clone": [{"cells": ["R1C1", "R1C2"], "cloneCells": ["R9C9", "R9C8"]}],
                  "quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [1, "1", 2]},
                                {"cells": ["R5C5", "R5C6", "R6C5", "R6C6"]}]})") ==
        Rules{"extraregion R1C1 R2C2 R3C3", "clone R1C1 R1C2 = R9C9 R9C8",
              "quadruple R1C1 R1C2 R2C1 R2C2 digits 1 1 2", "quadruple R5C5 R5C6 R6C5 R6C6 digits"});
}

TEST_CASE("little killers: cells from the clue and its direction, corners allowed") {
  CHECK(rules(R"({"littlekillersum": [
      {"cell": "R0C5", "direction": "DL", "value": "14", "cells": ["R1C4", "R2C3", "R3C2", "R4C1"]},
      {"cell": "R0C0", "direction": "DR", "value": 6},
      {"cell": "R5C5", "direction": "UL", "value": "3"},
      {"cell": "R2C5", "direction": "UL", "value": "0"},
      {"cell": "R3C0", "direction": "UR", "value": "40"},
      {"cell": "R0C2", "direction": "DD"},
      {"cell": "R0C3", "direction": "DR", "value": ""}]})",
              4) == Rules{"littlekillersum R0C5 -> R1C4 R2C3 R3C2 R4C1 sum 14",
                          "littlekillersum R0C0 -> R1C1 R2C2 R3C3 R4C4 sum 6",
                          "littlekillersum R5C5 -> R4C4 R3C3 R2C2 R1C1 sum 3",
                          "littlekillersum R2C5 -> R1C4 sum 0",
                          "littlekillersum R3C0 -> R2C1 R1C2 sum 40"});
  // A stale `cells` list loses to the clue and its direction.
  CHECK(rules(R"({"littlekillersum": [{"cell": "R0C2", "direction": "DR", "value": "7",
                                       "cells": ["R1C1", "R9C9"]}]})",
              4) == Rules{"littlekillersum R0C2 -> R1C3 R2C4 sum 7"});
}

TEST_CASE("sandwich, x-sum and skyscraper clues read their row or column from the clue's side") {
  CHECK(rules(R"({"sandwichsum": [{"cell": "R0C2", "value": "5"}, {"cell": "R5C2", "value": 0},
                                  {"cell": "R3C0", "value": "2"}, {"cell": "R3C5", "value": ""}],
                  "xsum": [{"cell": "R2C5", "value": "10"}],
                  "skyscraper": [{"cell": "R5C4", "value": "2"}, {"cell": "R1C0"}]})",
              4) == Rules{"sandwichsum R0C2 -> R1C2 R2C2 R3C2 R4C2 sum 5",
                          "sandwichsum R5C2 -> R4C2 R3C2 R2C2 R1C2 sum 0",
                          "sandwichsum R3C0 -> R3C1 R3C2 R3C3 R3C4 sum 2",
                          "xsum R2C5 -> R2C4 R2C3 R2C2 R2C1 sum 10",
                          "skyscraper R5C4 -> R4C4 R3C4 R2C4 R1C4 count 2"});
  const Puzzle p = parse(with(R"({"sandwichsum": [{"cell": "R0C2", "value": "5"}]})", 4));
  const auto& s = std::get<rule::Sandwich>(p.variant->constraints[0]);
  CHECK(s.clue.row == -1);
  CHECK(s.clue.col == 1);
}

TEST_CASE("lines: each inner list is one rule, from its first cell") {
  CHECK(rules(R"({"thermometer": [{"lines": [["R1C1", "R1C2", "R1C3"], ["R1C1", "R2C1"]]}],
                  "slowthermometer": [{"lines": [["R3C3", "R3C4"]]}],
                  "palindrome": [{"lines": [["R4C1", "R4C2", "R4C3"]]}],
                  "renban": [{"lines": [["R5C1", "R5C2"]]}],
                  "regionsumline": [{"lines": [["R3C3", "R3C4", "R3C5"]]}],
                  "entropicline": [{"lines": [["R6C1", "R6C2", "R6C3"]]}],
                  "modularline": [{"lines": [["R7C1", "R7C2"]]}],
                  "nabner": [{"lines": [["R8C1", "R8C3"]]}],
                  "betweenline": [{"lines": [["R9C1", "R9C2", "R9C3"]]}],
                  "doublearrow": [{"lines": [["R2C5", "R2C6", "R2C7"]]}],
                  "zipperline": [{"lines": [["R1C7", "R1C8"]]}],
                  "parityline": [{"lines": [["R5C5", "R5C6", "R4C6"]]}]})") ==
        Rules{"thermometer R1C1 R1C2 R1C3", "thermometer R1C1 R2C1", "slowthermometer R3C3 R3C4",
              "palindrome R4C1 R4C2 R4C3", "renban R5C1 R5C2", "regionsumline R3C3 R3C4 R3C5",
              "betweenline R9C1 R9C2 R9C3", "entropicline R6C1 R6C2 R6C3",
              "modularline R7C1 R7C2", "nabner R8C1 R8C3", "doublearrow R2C5 R2C6 R2C7",
              "zipperline R1C7 R1C8", "parityline R5C5 R5C6 R4C6"});
}

TEST_CASE("short lines the references ignore are ignored") {
  CHECK(rules(R"({"betweenline": [{"lines": [["R1C1", "R1C2"]]}],
                  "doublearrow": [{"lines": [["R1C1", "R1C2"]]}],
                  "zipperline": [{"lines": [["R1C1"]]}],
                  "thermometer": [{"lines": [[]]}, {}]})")
            .empty());
}

TEST_CASE("number sums (sudosat's key): two numbers of 1 to 4 cells, read in order, and their total") {
  CHECK(rules(R"({"numbersum": [{"first": ["R1C1", "R1C2"], "second": ["R1C3", "R1C4"], "value": "100"},
                                {"first": ["R3C3", "R4C3", "R5C3"], "second": ["R9C9"], "value": 500}]})") ==
        Rules{"numbersum R1C1 R1C2 + R1C3 R1C4 = 100", "numbersum R3C3 R4C3 R5C3 + R9C9 = 500"});
  CHECK(error_of(text_with(R"("numbersum": [{"first": ["R1C1"], "second": ["R1C2"]}])")) ==
        "t:1:16: numbersum[0]: 'value' is missing: a number sum needs its total");
  CHECK(error_of(text_with(R"("numbersum": [{"first": ["R1C1"], "second": ["R1C2"], "value": "1"}])")) ==
        "t:1:65: numbersum[0].value: '1' is out of range; two numbers of digits 1 to 9 sum to 2 or more");
  CHECK(error_of(text_with(R"("numbersum": [{"first": ["R1C1"], "value": "10"}])")) ==
        "t:1:16: numbersum[0].second: has 0 cells; a number sum's number has 1 to 4");
  CHECK(error_of(text_with(
            R"("numbersum": [{"first": ["R1C1", "R1C2", "R1C3", "R1C4", "R1C5"], "second": ["R2C1"], "value": "10"}])")) ==
        "t:1:26: numbersum[0].first: has 5 cells; a number sum's number has 1 to 4");
  CHECK(error_of(text_with(R"("numbersum": [{"first": ["R1C1", "R1C2"], "second": ["R1C2"], "value": "10"}])")) ==
        "t:1:54: numbersum[0].second: R1C2 is in both numbers");
  CHECK(error_of(text_with(R"("numbersum": [{"first": ["R1C1", "R1C1"], "second": ["R1C2"], "value": "10"}])")) ==
        "t:1:26: numbersum[0].first: R1C1 is listed twice");
  CHECK(error_of(text_with(R"("numbersum": [{"first": ["R1C1"], "second": ["R1C2"], "value": "ten"}])")) ==
        "t:1:65: numbersum[0].value: 'ten' is not a number");
}

TEST_CASE("magic squares (sudosat's key): a square of 3x3 cells or more, in any order; none, dropped") {
  CHECK(rules(R"({"magicsquare": [{"cells": ["R6C6", "R4C4", "R4C5", "R4C6", "R5C4", "R5C5", "R5C6", "R6C4", "R6C5"]}]})") ==
        Rules{"magicsquare R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 R6C4 R6C5 R6C6"});
  CHECK(error_of(text_with(R"("magicsquare": [{"cells": ["R1C1", "R1C2", "R1C3", "R2C1", "R2C2", "R2C3", "R3C1", "R3C2"]}])")) ==
        "t:1:28: magicsquare[0].cells: has 8 cells that are not a square of 3x3 cells or more");
  CHECK(error_of(text_with(R"("magicsquare": [{"cells": ["R1C1", "R1C2", "R1C3", "R2C1", "R2C2", "R2C3", "R3C1", "R3C2", "R3C4"]}])")) ==
        "t:1:28: magicsquare[0].cells: has 9 cells that are not a square of 3x3 cells or more");
  CHECK(rules(R"({"magicsquare": [{}, {"cells": []}]})").empty());
}

TEST_CASE("rellik cages (sudosat's key): cells and the sum their digits avoid") {
  CHECK(rules(R"({"rellikcage": [{"cells": ["R1C1", "R1C2"], "value": "9"}, {"cells": [], "value": 3}]})") ==
        Rules{"rellikcage R1C1 R1C2 avoids 9"});
  CHECK(error_of(text_with(R"("rellikcage": [{"cells": ["R1C1", "R1C2"]}])")) ==
        "t:1:17: rellikcage[0]: 'value' is missing: a rellik cage needs the sum its digits avoid");
  CHECK(error_of(text_with(R"("rellikcage": [{"cells": ["R1C1", "R1C2"], "value": "0"}])")) ==
        "t:1:54: rellikcage[0].value: '0' is out of range; a rellik cage's sum is 1 or more");
  // f-puzzles' cosmetic cage showing a number, which the rules text makes a rellik cage
  CHECK(rules(R"({"ruleset": "Normal sudoku rules apply. Rellik cages: no combination of one or more digits in a cage )"
              R"(may sum to the clue.", "cage": [{"cells": ["R1C1", "R1C2"], "value": "5"}]})",
              4) == Rules{"rellikcage R1C1 R1C2 avoids 5"});
}

TEST_CASE("a box the rules text makes a magic square is read from the text") {
  CHECK(rules(R"({"ruleset": "Normal sudoku rules apply. The central 3x3 box is a magic square."})") ==
        Rules{"magicsquare R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 R6C4 R6C5 R6C6"});
  // drawn too with sudosat's key: read once
  CHECK(rules(R"({"ruleset": "Normal sudoku rules apply. Box 1 is a magic square.",
                  "magicsquare": [{"cells": ["R1C1", "R1C2", "R1C3", "R2C1", "R2C2", "R2C3", "R3C1", "R3C2", "R3C3"]}]})") ==
        Rules{"magicsquare R1C1 R1C2 R1C3 R2C1 R2C2 R2C3 R3C1 R3C2 R3C3"});
  CHECK(error_of(text_with(R"("ruleset": "Normal sudoku rules apply. The central box is a magic square.")", 6)) ==
        "t:1:13: ruleset: \"The central box is a magic square.\" names the central box, and a grid of size 6 has none");
  // shaded boxes are drawings f-puzzles has no key for: the rule is not read
  CHECK(error_of(text_with(R"("ruleset": "Normal sudoku rules apply. The grey boxes are magic squares.")"))
            .find("states the magicsquare rule") != std::string::npos);
}

TEST_CASE("a magic square's total in the rules text: the digits' sum over its side, or refused") {
  const Rules central{"magicsquare R4C4 R4C5 R4C6 R5C4 R5C5 R5C6 R6C4 R6C5 R6C6"};
  for (const char* words : {"The central box is a magic square: every row, column and diagonal sums to 15.",
                            "Box 5 is a magic square, with each row, column and main diagonal adding up to 15.",
                            "The central 3x3 box is a magic square (all rows, columns and both diagonals sum to a total of 15).",
                            "The middle box is a magic square: its rows, columns and diagonals sum to the same total of 15."}) {
    INFO(words);
    CHECK(rules(json{{"ruleset", std::string("Normal sudoku rules apply. ") + words}}.dump()) == central);
  }
  // 16x16 boxes of 1-16: 34
  CHECK(rules(R"({"ruleset": "Box 1 is a magic square: every row, column and diagonal sums to 34."})", 16).size() == 1);
  // a total the digits cannot give: the text and the puzzle disagree
  CHECK(error_of(text_with(R"("ruleset": "The central box is a magic square: every row, column and diagonal sums to 16.")")) ==
        "t:1:13: ruleset: \"The central box is a magic square: every row, column and diagonal sums to 16.\" says the "
        "magic square's rows sum to 16, but a 3x3 magic square holding each digit once sums to 15 per row");
  // a square drawn across boxes: its 9 distinct digits are 1-9 all the same
  CHECK(rules(R"({"ruleset": "Shaded squares are magic squares, every row, column and diagonal summing to 15.",
      "magicsquare": [{"cells": ["R1C2", "R1C3", "R1C4", "R2C2", "R2C3", "R2C4", "R3C2", "R3C3", "R3C4"]}]})")
            .size() == 1);
  // a 3x3 square of a 16x16's digits: what its rows sum to is not known
  CHECK(error_of(text_with(R"("ruleset": "Shaded squares are magic squares, every row, column and diagonal summing to 15.",
      "magicsquare": [{"cells": ["R1C2", "R1C3", "R1C4", "R2C2", "R2C3", "R2C4", "R3C2", "R3C3", "R3C4"]}])", 16))
            .find("gives the magic square's total, 15, which sudosat checks only for a square of as many cells as the "
                  "grid has digits (this one has 9 cells, the grid 16 digits)") != std::string::npos);
}

TEST_CASE("lockout lines: default difference (n-1)/2, or the value; a line of one cell dropped") {
  CHECK(rules(R"({"lockoutline": [{"lines": [["R1C1", "R1C2", "R1C3"]]}, {"lines": [["R2C1", "R2C2"]], "value": "2"},
                                  {"lines": [["R3C1"]]}]})") ==
        Rules{"lockoutline R1C1 R1C2 R1C3 difference 4", "lockoutline R2C1 R2C2 difference 2"});
  CHECK(rules(R"({"lockoutline": [{"lines": [["R1C1", "R1C2"]]}]})", 6) == Rules{"lockoutline R1C1 R1C2 difference 2"});
  CHECK(rules(R"({"lockoutline": [{"lines": [["R1C1", "R1C2"]]}]})", 4) == Rules{"lockoutline R1C1 R1C2 difference 1"});
  CHECK(error_of(text_with(R"("lockoutline": [{"lines": [["R1C1", "R1C2"]], "value": "9"}])")) ==
        "t:1:57: lockoutline[0].value: '9' is out of range; a lockout line's ends differ by 1 to 8");
}

TEST_CASE("sequence lines: lines of cells, named in rules texts") {
  CHECK(rules(R"({"sequenceline": [{"lines": [["R1C1", "R1C2", "R1C3"], ["R2C1"]]}, {"lines": []}]})") ==
        Rules{"sequenceline R1C1 R1C2 R1C3", "sequenceline R2C1"});
  CHECK(error_of(text_with(R"("sequenceline": [{"lines": "R1C1"}])")) ==
        "t:1:29: sequenceline[0].lines: expected a list of lines, not 'R1C1'");
  CHECK(error_of(text_with(R"("ruleset": "Normal sudoku and sequence lines rules apply.")", 4))
            .find("states the sequenceline rule") != std::string::npos);
}

TEST_CASE("segment sum lines: each run sums to 10, or the value") {
  CHECK(rules(R"({"segmentsumline": [{"lines": [["R1C1", "R1C2", "R1C3"]]}, {"lines": [["R2C1"], ["R3C1", "R3C2"]], "value": "5"},
                                     {"lines": [["R4C1", "R4C2"]], "value": ""}, {"lines": [["R5C1", "R5C2"]], "value": 17}]})") ==
        Rules{"segmentsumline R1C1 R1C2 R1C3 sum 10", "segmentsumline R2C1 sum 5", "segmentsumline R3C1 R3C2 sum 5",
              "segmentsumline R4C1 R4C2 sum 10", "segmentsumline R5C1 R5C2 sum 17"});
  CHECK(rules(R"({"segmentsumline": [{"lines": [["R1C1", "R1C2"]]}]})", 4) == Rules{"segmentsumline R1C1 R1C2 sum 10"});
  CHECK(error_of(text_with(R"("segmentsumline": [{"lines": [["R1C1", "R1C2"]], "value": "0"}])")) ==
        "t:1:60: segmentsumline[0].value: '0' is out of range; a segment sum line's runs sum to 1 or more");
  CHECK(error_of(text_with(R"("segmentsumline": [{"lines": [["R1C1", "R1C2"]], "value": "ten"}])")) ==
        "t:1:60: segmentsumline[0].value: 'ten' is not a number");
  // the rules text names them: a puzzle whose text states them without the key is refused
  CHECK(error_of(text_with(R"("ruleset": "Normal sudoku and 10 lines rules apply.")", 4))
            .find("states the segmentsumline rule") != std::string::npos);
}

TEST_CASE("product lines: the product is required; same parity lines: lines of cells") {
  CHECK(rules(R"({"productline": [{"lines": [["R1C1", "R1C2", "R2C3"]], "value": "400"},
                                  {"lines": [["R3C1"], ["R4C1", "R4C2"]], "value": 6}, {"lines": []}]})") ==
        Rules{"productline R1C1 R1C2 R2C3 product 400", "productline R3C1 product 6", "productline R4C1 R4C2 product 6"});
  CHECK(error_of(text_with(R"("productline": [{"lines": [["R1C1", "R1C2"]]}])")) ==
        "t:1:18: productline[0]: 'value' is missing: a product line needs its product");
  CHECK(error_of(text_with(R"("productline": [{"lines": [["R1C1", "R1C2"]], "value": ""}])")) ==
        "t:1:18: productline[0]: 'value' is missing: a product line needs its product");
  CHECK(error_of(text_with(R"("productline": [{"lines": [["R1C1", "R1C2"]], "value": "0"}])")) ==
        "t:1:57: productline[0].value: '0' is out of range; a product is 1 or more");
  CHECK(error_of(text_with(R"("productline": [{"lines": [["R1C1", "R1C2"]], "value": "x24"}])")) ==
        "t:1:57: productline[0].value: 'x24' is not a number");
  CHECK(rules(R"({"sameparityline": [{"lines": [["R1C1", "R1C2", "R1C3"], ["R2C1"]]}, {"lines": []}]})") ==
        Rules{"sameparityline R1C1 R1C2 R1C3", "sameparityline R2C1"});
  CHECK(error_of(text_with(R"("sameparityline": [{"lines": "R1C1"}])")) ==
        "t:1:31: sameparityline[0].lines: expected a list of lines, not 'R1C1'");
  // the rules text names them: a puzzle whose text states them without the key is refused
  CHECK(error_of(text_with(R"("ruleset": "Normal sudoku and product lines rules apply.")", 4))
            .find("states the productline rule") != std::string::npos);
  CHECK(error_of(text_with(R"("ruleset": "Normal sudoku and same parity lines rules apply.")", 4))
            .find("states the sameparityline rule") != std::string::npos);
}

TEST_CASE("whispers: default difference ceil(n/2), or the value") {
  CHECK(rules(R"({"whispers": [{"lines": [["R1C1", "R1C2"]]}, {"lines": [["R2C1", "R2C2"]], "value": "4"},
                               {"lines": [["R3C1", "R3C2"]], "value": ""}, {"lines": [["R4C1", "R4C2"]], "value": 8}]})") ==
        Rules{"whispers R1C1 R1C2 difference 5", "whispers R2C1 R2C2 difference 4",
              "whispers R3C1 R3C2 difference 5", "whispers R4C1 R4C2 difference 8"});
  CHECK(rules(R"({"whispers": [{"lines": [["R1C1", "R1C2"]]}]})", 6) == Rules{"whispers R1C1 R1C2 difference 3"});
  CHECK(rules(R"({"whispers": [{"lines": [["R1C1", "R1C2"]]}]})", 4) == Rules{"whispers R1C1 R1C2 difference 2"});
  CHECK(rules(R"({"whispers": [{"lines": [["R1C1", "R1C2"]]}]})", 16) == Rules{"whispers R1C1 R1C2 difference 8"});
}

TEST_CASE("arrows: the bulb in its order, each line's first cell dropped, empty shafts ignored") {
  CHECK(rules(R"({"arrow": [{"cells": ["R4C2", "R4C3"], "lines": [["R4C3", "R5C4", "R6C5"]]},
                            {"cells": ["R1C1"], "lines": [["R1C1", "R1C2"], ["R1C1", "R2C1", "R3C1"], ["R1C1"]]},
                            {"cells": ["R9C9"], "lines": []},
                            {"cells": [], "lines": [["R8C8", "R8C7"]]}]})") ==
        Rules{"arrow R4C2 R4C3 | R5C4 R6C5", "arrow R1C1 | R1C2", "arrow R1C1 | R2C1 R3C1"});
}

TEST_CASE("indexers: one rule per listed cell") {
  CHECK(rules(R"({"rowindexer": [{"cells": ["R1C1", "R2C1"]}], "columnindexer": [{"cells": ["R1C5"]}],
                  "boxindexer": [{"cells": ["R5C5"]}, {"cells": ["R9C9"]}]})") ==
        Rules{"rowindexer R1C1", "rowindexer R2C1", "columnindexer R1C5", "boxindexer R5C5",
              "boxindexer R9C9"});
}

TEST_CASE("cosmetic and tool keys are ignored, and so are unknown keys without content") {
  // The drawings among them state no rule key: read only when ignored.
  const Puzzle p = parse_without_drawings(with(R"({"title": "T", "author": "A", "ruleset": "rules", "text": [{"cells": ["R1C1"], "value": "x"}],
      "line": [{"lines": [["R1C1", "R1C2"]]}], "circle": [{"cells": ["R1C1"]}], "rectangle": [{"cells": ["R1C1"]}],
      "cage": [{"cells": ["R1C1"]}], "disabledlogic": ["tuples"], "truecandidatesoptions": ["colored"],
      "highlightConflicts": false, "solution": [1, 2, 3], "successMessage": "yes", "activeConstraints": ["Killer Cage"],
      "metadata": {"a": 1}, "fogofwar": ["R1C1"], "foglight": ["R1C1"], "triggereffect": [{}],
      "lockout": [], "sum": null, "anything": false, "other": {}, "more": ""})"));
  CHECK(p.variant->constraints.empty());
  CHECK(p.variant->title == "T");
  CHECK(p.variant->author == "A");
}

TEST_CASE("drawings: explained by the rule key their fromConstraint names, else an error") {
  // The constraints add-on draws each rule it adds and names it: the drawing is explained.
  const Puzzle ok = parse(with(R"({"renban": [{"lines": [["R1C1", "R1C2"]]}],
      "line": [{"lines": [["R1C1", "R1C2"]], "outlineC": "#C060C0", "fromConstraint": "Renban"}],
      "xsum": [{"cell": "R0C1", "value": "10"}],
      "text": [{"cells": ["R0C1"], "value": "10", "fromConstraint": "X Sum"}], "circle": [], "rectangle": null})"));
  CHECK(ok.variant->constraints.size() == 2);
  // A drawing for a rule the puzzle does not state (f-puzzles without the add-on keeps the
  // drawing and drops the rule), for a rule sudosat does not know, or for none at all.
  CHECK(refusal(with(R"({"line": [{"lines": [["R1C1", "R1C2"]], "fromConstraint": "Entropic Line"}]})")) ==
        "line[0]: drawn for 'Entropic Line', but the puzzle has no 'entropicline' key: the "
        "rule itself is missing (f-puzzles without its constraints add-on keeps the drawing and drops "
        "the rule); --ignore-drawings reads the puzzle without its drawings");
  CHECK(refusal(with(R"({"renban": [{"lines": [["R1C1", "R1C2"]]}],
      "circle": [{"cells": ["R1C1"], "fromConstraint": "Renban"}, {"cells": ["R2C2"], "fromConstraint": "Clock"}]})")) ==
        "circle[1]: drawn for 'Clock', a rule sudosat does not know; --ignore-drawings reads "
        "the puzzle without its drawings");
  for (const char* key : {"line", "circle", "rectangle", "text"}) {
    INFO(key);
    const json j = with(std::string(R"({")") + key + R"(": [{"cells": ["R1C1"], "lines": [["R1C1", "R1C2"]]}]})");
    CHECK(refusal(j) == std::string(key) +
                             "[0]: a drawing with no rule key behind it: sudosat reads rules from "
                             "their keys, and this one may stand for a rule it cannot see; "
                             "--ignore-drawings reads the puzzle without its drawings");
    CHECK(parse_without_drawings(j).variant->constraints.empty());
  }
}

TEST_CASE("drawings no key explains: read by the rules text as SudokuPad's are, or refused") {
  // A purple line, a cosmetic cage showing a sum and a grey circle, with rules that say what they
  // are: renban, killer cage, odd cell.
  const std::string ruleset =
      std::string(R"("ruleset": ")") +
      "Normal sudoku rules apply. Purple lines contain a set of non-repeating consecutive digits in any order. "
      "Digits in cages must sum to the small clue in the top left corner of the cage. Digits cannot repeat within "
      "a cage. A cell with a grey circle must contain an odd digit.\", ";
  const json drawn = json::parse(text_with(ruleset + R"("line": [{"lines": [["R1C1", "R1C2", "R2C2"]], "outlineC": "#C060C0", "width": 0.4}],
      "cage": [{"cells": ["R5C5", "R5C6"], "value": "7"}],
      "circle": [{"cells": ["R9C9"], "baseC": "#CFCFCF", "outlineC": "#CFCFCF", "width": 0.7, "height": 0.7}])"));
  CHECK(rules(parse(drawn)) == Rules{"odd R9C9", "killercage R5C5 R5C6 sum 7", "renban R1C1 R1C2 R2C2"});
  // The same drawings with one sentence sudosat does not know: refused, naming it.
  json unknown = drawn;
  unknown["ruleset"] = unknown["ruleset"].get<std::string>() + " Shaded cells are prime.";
  CHECK(message_in(unknown).find("(nor does the rules text explain it: rules: \"Shaded cells are prime.\" is a rule "
                                 "statement sudosat does not know") != std::string::npos);
  // A kind drawn that the rules do not name: refused.
  json unnamed = drawn;
  unnamed["ruleset"] = "Normal sudoku rules apply. Digits in cages must sum to the small clue in the top left corner "
                       "of the cage. Digits cannot repeat within a cage.";
  CHECK(message_in(unnamed).find("the rules name no kind of line it could be") != std::string::npos);
}

TEST_CASE("global rules the rules text states hold without their keys") {
  const json stated = json::parse(text_with(
      R"("ruleset": "Normal sudoku rules apply. Cells a knight's move apart cannot contain the same digit. All possible black dots are given.")"));
  CHECK(rules(parse(stated)) == Rules{"antiknight", "negative ratio"});
  // Said twice (key and text): once. A sentence not understood adds nothing.
  const json both = json::parse(text_with(R"("antiknight": true, "ruleset": "Anti-knight. Knights are nice.")"));
  CHECK(rules(parse(both)) == Rules{"antiknight"});
}

TEST_CASE("the setter's solution: checked against what was read when it is complete") {
  const std::string cage = R"("killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}])";
  const std::string good = "[1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]";
  CHECK(parse(with("{" + cage + R"(, "solution": )" + good + "}", 4)).variant->constraints.size() == 1);
  CHECK(parse(with("{" + cage + R"(, "solution": ["1", "2", "3", "4", "3", "4", "1", "2", "2", "1", "4", "3", "4", "3", "2", "1"]})", 4))
            .variant->constraints.size() == 1);
  // A solution that breaks a rule as read: sudosat misread the puzzle (or the setter erred).
  CHECK(message_in(with(R"({"killercage": [{"cells": ["R1C1", "R1C2"], "value": "4"}], "solution": )" + good + "}", 4)) ==
        "solution: the puzzle's own solution breaks a rule as sudosat read it (killercage 1 "
        "(R1C1 R1C2): the digits sum to 3, not 4): sudosat misread the puzzle, or the solution is wrong");
  json given = with(R"({"solution": )" + good + "}", 4);
  given["grid"][0][0] = {{"value", 2}, {"given", true}};
  CHECK(message_in(given).find("solution: the puzzle's own solution breaks a rule as sudosat read it (") == 0);
  // Blanks, other values or another length: not a solution to check.
  for (const char* partial : {"[0, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]", "[1, 2, 3]", "\"1234\"",
                              "[5, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]"}) {
    INFO(partial);
    CHECK(parse(with("{" + cage + R"(, "solution": )" + partial + "}", 4)).variant->constraints.size() == 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Size, regions, givens

TEST_CASE("the grid's shape and the default regions: boxes h tall, h the largest divisor <= sqrt n") {
  const std::map<int, Shape> shapes = {{4, {2, 2}},  {6, {2, 3}},  {8, {2, 4}},  {9, {3, 3}},
                                       {10, {2, 5}}, {12, {3, 4}}, {15, {3, 5}}, {16, {4, 4}}};
  for (const auto& [n, shape] : shapes) {
    INFO("n = " << n);
    const Puzzle p = parse(empty_puzzle(n));
    CHECK(p.givens.shape == shape);
    CHECK_FALSE(p.is_domino());
    REQUIRE(p.is_variant());
    CHECK(p.variant->allowed.empty());
    CHECK(p.givens.cells == std::vector<std::uint8_t>(static_cast<std::size_t>(n * n), 0));
    REQUIRE(p.variant->regions.size() == static_cast<std::size_t>(n * n));
    for (int cell = 0; cell < n * n; ++cell) CHECK(p.variant->regions[cell] == shape.box(cell));
  }
}

TEST_CASE("a prime size has rows for regions, and a 1 x n shape") {
  const Puzzle p = parse(empty_puzzle(7));
  CHECK(p.givens.shape == Shape{1, 7});
  for (int cell = 0; cell < 49; ++cell) CHECK(p.variant->regions[cell] == cell / 7);
  CHECK(parse(empty_puzzle(3)).givens.shape == Shape{1, 3});
  CHECK(parse(empty_puzzle(36)).givens.shape == Shape{6, 6});
}

TEST_CASE("regions: absent keeps the default box, labels share its numbers, null and -1 are none") {
  json j = empty_puzzle(4);  // boxes 0 1 / 2 3, each 2 x 2
  j["grid"][0][2]["region"] = 0;  // R1C3 joins box 0 ...
  j["grid"][1][1]["region"] = 1;  // ... and R2C2 box 1
  const Puzzle p = parse(j);
  CHECK(p.variant->regions ==
        std::vector<int>{0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3});
  // Labels are just labels; numbers as strings too.
  json k = empty_puzzle(4);
  for (int c = 0; c < 4; ++c) {
    k["grid"][0][c]["region"] = 7;
    k["grid"][1][c]["region"] = "8";
    k["grid"][2][c]["region"] = nullptr;
    k["grid"][3][c]["region"] = -1;
  }
  CHECK(parse(k).variant->regions ==
        std::vector<int>{7, 7, 7, 7, 8, 8, 8, 8, -1, -1, -1, -1, -1, -1, -1, -1});
  // A label with the wrong number of cells is an error at the first cell that names it.
  json bad = empty_puzzle(4);
  bad["grid"][3][3]["region"] = 0;
  CHECK(error_in(bad) == "t:1:72: grid[3][3].region: region 0 has 5 cells; every region needs 4");
  json none = empty_puzzle(4);
  none["grid"][0][0]["region"] = nullptr;  // box 0 keeps 3 cells
  CHECK(error_in(none) == "t:1:21: grid[0][0].region: region 0 has 3 cells; every region needs 4");
}

TEST_CASE("givens: given values and given pencil marks; entered values only when asked, notes never") {
  json j = empty_puzzle(4);
  j["grid"][0][0] = {{"value", 1}, {"given", true}};
  j["grid"][0][1] = {{"value", "2"}, {"given", true}, {"c", "#FF0000"}, {"highlight", "#00FF00"}};
  j["grid"][1][0] = {{"value", 3}};  // typed by the solver
  j["grid"][1][1] = {{"value", 4}, {"given", false}, {"cArray", {"#000000"}}};
  j["grid"][2][0] = {{"centerPencilMarks", {1, 2}}, {"cornerPencilMarks", {3}}, {"candidates", {2, 3}}};
  j["grid"][3][3] = {{"givenPencilMarks", {1, 4}}};
  j["grid"][3][2] = {{"givenPencilMarks", nullptr}, {"given", true}};

  const Puzzle p = parse(j);
  CHECK(p.givens.cells == std::vector<std::uint8_t>{1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  std::vector<std::uint64_t> allowed(16, 0b11110);
  allowed[15] = 0b10010;
  CHECK(p.variant->allowed == allowed);

  FPuzzlesOptions entered;
  entered.entered_digits = true;
  const Puzzle q = parse(j, entered);
  CHECK(q.givens.cells == std::vector<std::uint8_t>{1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  CHECK(q.variant->allowed == allowed);  // the solver's notes restrict nothing

  // No restriction anywhere: `allowed` stays empty.
  json k = empty_puzzle(4);
  k["grid"][0][0]["givenPencilMarks"] = json::array();
  CHECK(parse(k).variant->allowed.empty());
}

TEST_CASE("legacy per-cell parity and extreme become rules") {
  json j = empty_puzzle(4);
  j["grid"][0][0]["parity"] = "Even";
  j["grid"][0][3]["parity"] = "Odd";
  j["grid"][3][0]["extreme"] = "Minimum";
  j["grid"][3][3]["extreme"] = "Maximum";
  j["grid"][2][2]["parity"] = "";
  j["odd"] = {{{"cell", "R2C2"}}};
  CHECK(rules(parse(j)) == Rules{"even R1C1", "odd R1C4", "minimum R4C1", "maximum R4C4", "odd R2C2"});
}

TEST_CASE("numbers may be JSON numbers or numeric strings") {
  CHECK(parse(with(R"({"size": "4"})", 4)).givens.shape == Shape{2, 2});
  CHECK(parse(with(R"({"size": 4.0})", 4)).givens.shape == Shape{2, 2});
  CHECK(rules(R"({"killercage": [{"cells": ["R1C1"], "value": 5.0}, {"cells": ["R1C2"], "value": "+4"}]})") ==
        Rules{"killercage R1C1 sum 5", "killercage R1C2 sum 4"});
  CHECK(error_of(text_with(R"("killercage": [{"cells": ["R1C1"], "value": 2.5}])")) ==
        "t:1:46: killercage[0].value: '2.5' is not a number");
}

// ---------------------------------------------------------------------------------------------
// Input forms

TEST_CASE("a compressed string and links, percent-encoded or not, give the same puzzle as the JSON") {
  json j = with(R"({"title": "Tést π", "author": "me", "killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}],
                    "littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "10"}],
                    "arrow": [{"cells": ["R2C2"], "lines": [["R2C2", "R3C3"]]}], "negative": ["xv"]})",
                4);
  j["grid"][3][3] = {{"value", 4}, {"given", true}};
  j["grid"][2][2] = {{"givenPencilMarks", {2, 3}}};

  // Find a payload with each of '+', '/' and '=' by varying the title (about 1 in 50 has all).
  std::string payload;
  std::mt19937 rng(1);
  for (int i = 0; i < 2000; ++i) {
    std::string title = "Tést π ";
    for (int k = 0; k < 24; ++k) title += static_cast<char>('A' + rng() % 58);  // A..z
    j["title"] = title;
    payload = lz_compress_base64(j.dump());
    if (payload.find('+') != std::string::npos && payload.find('/') != std::string::npos &&
        payload.find('=') != std::string::npos)
      break;
  }
  REQUIRE(payload.find('+') != std::string::npos);
  REQUIRE(payload.find('/') != std::string::npos);
  REQUIRE(payload.find('=') != std::string::npos);
  const std::string want = everything(parse_fpuzzles(j.dump(2), "t", 1, 1));
  CHECK(want.find("Tést π ") != std::string::npos);

  std::string percent, spaces;
  for (char c : payload) {
    percent += c == '+' ? "%2B" : c == '/' ? "%2f" : c == '=' ? "%3D" : std::string(1, c);
    spaces += c == '+' ? ' ' : c;
  }
  for (const std::string& form :
       {payload, "  " + payload + "\r\n", "https://www.f-puzzles.com/?load=" + payload,
        "https://f-puzzles.com/?load=" + percent + "&lang=en", "f-puzzles.com/?x=1&load=" + percent + "#top",
        "https://www.f-puzzles.com/?load=" + spaces}) {
    INFO(form);
    CHECK(looks_like_fpuzzles(form));
    CHECK(everything(parse_fpuzzles(form, "t", 1, 1)) == want);
  }
}

TEST_CASE("SudokuPad links that carry an f-puzzles puzzle give the same puzzle") {
  const json j = with(R"({"killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}], "renban": [{"lines": [["R2C1", "R2C2"]]}]})", 4);
  std::string payload;
  for (int extra = 0; payload.find('+') == std::string::npos && extra < 200; ++extra) {
    json k = j;
    k["title"] = std::string(static_cast<std::size_t>(extra), 'x');  // until the payload holds a '+'
    payload = lz_compress_base64(k.dump());
  }
  REQUIRE(payload.find('+') != std::string::npos);
  const std::string want = everything(parse_fpuzzles(lz_decompress_base64(payload).value(), "t", 1, 1));
  std::string spaces, percent;
  for (char c : payload) {
    spaces += c == '+' ? ' ' : c;
    percent += c == '+' ? "%2B" : std::string(1, c);
  }
  for (const std::string& form :
       {"https://sudokupad.app/fpuzzles" + payload, "https://sudokupad.app/fpuz" + payload,
        "sudokupad.app/sudoku/fpuzzles" + payload, "https://app.crackingthecryptic.com/fpuzzles" + payload,
        "https://app.crackingthecryptic.com/sudoku/fpuz" + percent + "?setting-nogrid=1",
        "https://sudokupad.app/?puzzleid=fpuzzles" + payload + "&x=1", "https://sudokupad.app/fpuzzles" + spaces,
        "fpuzzles" + payload, "fpuz" + payload, "https://sudokupad.svencodes.com/puzzle/fpuzzles" + payload,
        "https://cracking-the-cryptic.web.app/sudoku/fpuzzles" + payload, "https://sudokupad.app/puzzle/fpuz" + payload}) {
    INFO(form);
    CHECK(looks_like_fpuzzles(form));
    CHECK(everything(parse_fpuzzles(form, "t", 1, 1)) == want);
  }
}

TEST_CASE("SudokuPad classic payloads: both codes, 81 cells") {
  // The first code: digits, and a letter (or sign) for a run of blanks ('_': 69, 'D': 3).
  const Puzzle a = parse_fpuzzles("https://sudokupad.app/classic123456789_D", "t", 1, 1);
  // The second: each symbol a digit (0: blank) and up to 5 blanks after it ('o': 0 and 5 more).
  const Puzzle b = parse_fpuzzles("classic123456789oooooooooooo", "t", 1, 1);
  for (const Puzzle* p : {&a, &b}) {
    CHECK_FALSE(p->is_variant());
    CHECK(p->givens.shape == (Shape{3, 3}));
    for (int cell = 0; cell < 81; ++cell) CHECK(p->givens.at(cell) == (cell < 9 ? cell + 1 : 0));
  }
  CHECK(unzip_classic("_M") == std::string(81, '0'));
  CHECK_FALSE(unzip_classic("12"));
  CHECK_FALSE(unzip_classic("123456789_D1"));  // 82 cells
}

TEST_CASE("looks_like_fpuzzles: SudokuPad links and payloads, and not puzzle lines") {
  CHECK(looks_like_fpuzzles("https://sudokupad.app/q7b3x9kz2m"));
  CHECK(looks_like_fpuzzles("app.crackingthecryptic.com/sudoku/abc"));
  CHECK(looks_like_fpuzzles("https://sudokupad.svencodes.com/puzzle/q7b3x9kz2m"));
  CHECK(looks_like_fpuzzles("https://cracking-the-cryptic.web.app/sudoku/q7b3x9kz2m"));
  CHECK(looks_like_fpuzzles("sclN4IgzglgXgpiBcBOANCAXMAbArgDwBY"));
  CHECK(looks_like_fpuzzles("ctcN4IgzglgXgpiBcBOANCAXMAbArgDwBY"));
  CHECK(looks_like_fpuzzles("classic123456789_D"));
  CHECK(looks_like_fpuzzles("scf8B6B91D7C2E15F4D9C3K6D4"));
  CHECK_FALSE(looks_like_fpuzzles("classic"));
  CHECK_FALSE(looks_like_fpuzzles("scl 1 2 3"));
  CHECK_FALSE(looks_like_fpuzzles("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
}

TEST_CASE("looks_like_fpuzzles: a link with load= or a string starting N4Ig") {
  CHECK(looks_like_fpuzzles("N4IgzglgXgpiBcA"));
  CHECK(looks_like_fpuzzles("   N4IgzglgXgpiBcA  "));
  CHECK(looks_like_fpuzzles("https://www.f-puzzles.com/?load=N4Ig"));
  CHECK(looks_like_fpuzzles("see load=xyz"));
  CHECK_FALSE(looks_like_fpuzzles("...5.3...4..."));
  CHECK_FALSE(looks_like_fpuzzles("{\"size\": 9}"));
  CHECK_FALSE(looks_like_fpuzzles("x N4Ig"));
  CHECK_FALSE(looks_like_fpuzzles(""));
}

TEST_CASE("a UTF-8 byte order mark and surrounding space are fine") {
  const std::string text = "\xEF\xBB\xBF\n  " + empty_puzzle(4).dump() + "\n\n";
  CHECK(parse_fpuzzles(text, "t", 1, 1).givens.shape == Shape{2, 2});
}

// ---------------------------------------------------------------------------------------------
// Errors and their positions

TEST_CASE("errors stand at the offending value, counted from where the text starts") {
  const std::string text =
      "{\"size\": 4,\n"
      " \"grid\": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\n"
      " \"killercage\": [{\"cells\": [\"R1C1\",\n"
      "                           \"R1C9\"]}]}";
  CHECK(error_of(text) == "t:4:28: killercage[0].cells[1]: 'R1C9' is outside the 4x4 grid");
  // A text that starts on line 10, column 5 (after other input on that line).
  CHECK(error_of(text, 10, 5) == "t:13:28: killercage[0].cells[1]: 'R1C9' is outside the 4x4 grid");
  const std::string one_line = "{\"size\": 4, \"killercage\": [{\"cells\": [\"R0C1\"]}]}";
  CHECK(error_of(one_line, 7, 11) == "t:7:11: 'grid' is missing");
  CHECK(error_of("{\"size\": 0}", 7, 11) == "t:7:20: size: '0' is out of range; sudosat reads sizes 3 to 36");
  // Syntax errors too.
  CHECK(error_of("{\"size\": 4,\n \"grid\": ]}", 3, 2) ==
        "t:4:10: malformed JSON: syntax error while parsing value - unexpected ']'; expected '[', '{', or a literal");
  CHECK(error_of("{\"size\": 4,", 3, 2) ==
        "t:3:13: malformed JSON: syntax error while parsing object key - unexpected end of input; expected string literal");
  CHECK(error_of("{\"title\": \"\xff\"}") ==
        "t:1:12: malformed JSON: syntax error while parsing value - invalid string: ill-formed UTF-8 byte; last read: '\"\\xff'");
  // A repeated key: the parser keeps the last, and so does the locator.
  CHECK(error_of("{\"size\": 4, \"size\": 99}") == "t:1:21: size: '99' is out of range; sudosat reads sizes 3 to 36");
}

TEST_CASE("errors in a compressed string stand where the string starts and name the JSON path") {
  const std::string payload = lz_compress_base64(with(R"({"killercage": [{"cells": ["R1C1"], "value": "ten"}]})").dump());
  CHECK(error_of("   " + payload, 4, 2) == "t:4:5: killercage[0].value: 'ten' is not a number");
  CHECK(error_of("x https://f-puzzles.com/?load=" + payload.substr(0, 40)) ==
        "t:1:1: not an f-puzzles string: lz-string decompression failed");
  CHECK(error_of("https://f-puzzles.com/?load=%2x" + payload, 2, 3) ==
        "t:2:31: bad percent escape '%2x': '%' must be followed by two hex digits");
  CHECK(error_of("load=abc%") == "t:1:9: bad percent escape '%': '%' must be followed by two hex digits");
  CHECK(error_of("load=#x") == "t:1:1: not an f-puzzles link: nothing follows 'load='");
  CHECK(error_of(" \n\t ", 5, 1) == "t:5:1: empty input: no f-puzzles puzzle found");
}

TEST_CASE("more error messages, word for word") {
  CHECK(error_of(text_with(R"("killercage": [{"cells": ["R1C1", "R1C1"]}])")) ==
        "t:1:27: killercage[0].cells: R1C1 is listed twice");
  CHECK(error_of(text_with(R"("extraregion": [{"cells": ["R1C1", "R2C2", "R1C1"]}])")) ==
        "t:1:28: extraregion[0].cells: R1C1 is listed twice");
  CHECK(error_of(text_with(R"("arrow": [{"cells": ["R1C1", "R1C1"], "lines": [["R1C1", "R1C2"]]}])")) ==
        "t:1:22: arrow[0].cells: R1C1 is listed twice");
  CHECK(error_of(text_with(R"("xv": [{"cells": ["R1C1"], "value": "X"}])")) ==
        "t:1:19: xv[0].cells: a mark joins 2 cells, not 1");
  CHECK(error_of(text_with(R"("whispers": [{"lines": [["R1C1", "R1C2"]], "value": "0"}])")) ==
        "t:1:54: whispers[0].value: '0' is out of range; whispers need a difference from 1 to 8");
  CHECK(error_of(text_with(R"("killercage": [{"cells": ["R1C1"], "value": "1O"}])")) ==
        "t:1:46: killercage[0].value: '1O' is not a number");
  CHECK(error_of(text_with(R"("quadruple": [{"cells": ["R1C1"], "values": [1, "x"]}])")) ==
        "t:1:50: quadruple[0].values[1]: 'x' is not a number");
  CHECK(error_of(text_with(R"("killercage": {"cells": ["R1C1"]})")) ==
        "t:1:16: killercage: expected a list, not '{\"cells\":[\"R1C1\"]}'");
  CHECK(error_of(text_with(R"("sandwichsum": [{"cell": "R0C0", "value": "3"}])")) ==
        "t:1:27: sandwichsum[0].cell: 'R0C0' is a corner; the clue stands at the end of a row or column");
  CHECK(error_of(text_with(R"("skyscraper": [{"cell": "R10C10", "value": "3"}])")) ==
        "t:1:26: skyscraper[0].cell: 'R10C10' is a corner; the clue stands at the end of a row or column");
  CHECK(error_of(text_with(R"("littlekillersum": [{"cell": "R0C9", "direction": "DR", "value": "3"}])")) ==
        "t:1:22: littlekillersum[0]: the diagonal from 'R0C9' going DR never enters the grid");
  CHECK(error_of(text_with(R"("littlekillersum": [{"cell": "R11C1", "direction": "UR", "value": "3"}])")) ==
        "t:1:31: littlekillersum[0].cell: 'R11C1' is beyond the ring around the 9x9 grid (rows and columns 0 to 10)");
  CHECK(error_of(text_with(R"("negative": ["sum"])")) ==
        "t:1:15: negative[0]: 'sum' is not a negative constraint sudosat knows (ratio, xv)");
  CHECK(error_of(text_with(R"("negativesum": ["x"])")) == "t:1:18: negativesum[0]: 'x' is not a number");
  CHECK(error_of(text_with(R"("negativedifference": [-4])")) ==
        "t:1:25: negativedifference[0]: '-4' is not a positive number");
  CHECK(error_of(text_with(R"("sum": [{"cells": ["R1C1", "R1C2"], "value": "7"}])")) ==
        "t:1:2: unknown key 'sum': sudosat does not know this rule");
  CHECK(error_of(R"({"size": 37, "grid": []})") == "t:1:10: size: '37' is out of range; sudosat reads sizes 3 to 36");
  CHECK(error_of(R"({"size": 2, "grid": []})") == "t:1:10: size: '2' is out of range; sudosat reads sizes 3 to 36");
  CHECK(error_of(R"({"size": 5, "grid": )" + empty_puzzle(4)["grid"].dump() + "}") ==
        "t:1:21: grid: has 4 rows; size 5 needs 5 rows of 5 cells");
}

// One malformed file per error message: parse_fpuzzles' what() must equal <name>.err.
TEST_CASE("bad files: each gives its message at its position") {
  int files = 0;
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(kData / "bad")) paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  for (const auto& path : paths) {
    if (path.extension() == ".err") {
      std::filesystem::path input = path;
      bool found = false;
      for (const char* ext : {".json", ".txt"}) found = found || std::filesystem::exists(input.replace_extension(ext));
      INFO(path.filename().string() << " has no input file");
      CHECK(found);
      continue;
    }
    const std::string name = "bad/" + path.filename().string();
    INFO(name);
    std::filesystem::path err = path;
    err.replace_extension(".err");
    REQUIRE(std::filesystem::exists(err));
    std::string expected = read_file(err);
    REQUIRE(!expected.empty());
    REQUIRE(expected.back() == '\n');
    expected.pop_back();
    std::string got = "no error";
    try {
      parse_fpuzzles(read_file(path), name, 1, 1);
    } catch (const InputError& e) {
      got = e.what();
    }
    CHECK(got == expected);
    ++files;
  }
  CHECK(files >= 50);
}

// ---------------------------------------------------------------------------------------------
// Public puzzles (tests/data/fpuzzles/public; SOURCES.md names each)

namespace {

struct PublicPuzzle {
  const char* name;
  int n;
  int givens;
  std::map<std::string, int> kinds;  // every constraint kind and its count
};

const PublicPuzzle kPublic[] = {
    {"peak-4x4", 4, 0, {{"littlekillersum", 3}, {"xv", 1}}},
    {"extreme-killer-6x6", 6, 0, {{"killercage", 6}, {"minimum", 1}, {"maximum", 1}}},
    {"skyscrapers-6x6", 6, 0, {{"skyscraper", 6}}},
    {"irregular-kropki-7x7", 7, 0, {{"difference", 8}, {"ratio", 7}}},
    {"behemoth-16x16", 16, 69, {{"killercage", 9}}},
    {"cloneways-game-of-life", 9, 0, {{"clone", 8}, {"arrow", 4}, {"minimum", 1}, {"maximum", 2}, {"xv", 2}}},
    {"blitz", 9, 0, {{"odd", 3}, {"even", 2}, {"killercage", 15}, {"littlekillersum", 3}}},
    {"minimax-sandwich", 9, 0, {{"disjointgroups", 1}, {"sandwichsum", 5}, {"minimum", 5}, {"maximum", 5}}},
    {"tiny-scar", 9, 0, {{"whispers", 5}, {"xsum", 10}}},
    {"renban-skyscrapers", 9, 0, {{"renban", 9}, {"skyscraper", 18}}},
    {"equal-sums", 9, 1, {{"regionsumline", 11}}},
    {"entropic-lines-101", 9, 6, {{"entropicline", 7}}},
    {"box-indexing-test", 9, 11, {{"boxindexer", 27}}},
    {"boxes", 9, 0, {{"killercage", 10}, {"quadruple", 6}}},
    {"black-kropki-x", 9, 0, {{"diagonal+", 1}, {"diagonal-", 1}, {"littlekillersum", 3}, {"negative ratio", 1}, {"ratio", 22}}},
    {"xv-kropki-x", 9, 0, {{"diagonal+", 1}, {"diagonal-", 1}, {"difference", 11}, {"ratio", 5}, {"negative xv", 1}, {"xv", 2}}},
    {"orbit", 9, 0, {{"littlekillersum", 8}, {"arrow", 8}, {"even", 2}, {"odd", 2}}},
    {"modular-nabner-double-arrow", 9, 1, {{"modularline", 1}, {"nabner", 3}, {"doublearrow", 9}}},
    {"zipper-lines", 9, 12, {{"zipperline", 10}}},
    {"slow-thermo", 9, 0, {{"slowthermometer", 2}}},
};

struct PublicFile {
  std::string payload;
  std::vector<int> solution;
};

PublicFile public_file(const std::string& name) {
  std::istringstream in(read_file(kData / "public" / (name + ".txt")));
  PublicFile f;
  std::string solution;
  std::getline(in, f.payload);
  std::getline(in, solution);
  if (solution.find(',') == std::string::npos) {
    for (char c : solution) f.solution.push_back(c - '0');
  } else {
    std::istringstream s(solution);
    for (std::string d; std::getline(s, d, ',');) f.solution.push_back(std::stoi(d));
  }
  return f;
}

int given_count(const Puzzle& p) {
  return static_cast<int>(std::count_if(p.givens.cells.begin(), p.givens.cells.end(), [](auto d) { return d != 0; }));
}

}  // namespace

TEST_CASE("public puzzles: sizes, givens and every constraint kind counted") {
  for (const PublicPuzzle& expected : kPublic) {
    INFO(expected.name);
    const PublicFile file = public_file(expected.name);
    const Puzzle p = parse_fpuzzles(file.payload, expected.name, 1, 1);
    CHECK(p.givens.shape.n() == expected.n);
    CHECK(file.solution.size() == static_cast<std::size_t>(expected.n * expected.n));
    CHECK(given_count(p) == expected.givens);
    CHECK(kinds(p) == expected.kinds);
    CHECK_FALSE(p.variant->title.empty());
  }
}

TEST_CASE("public puzzles: details") {
  auto load = [](const char* name, const FPuzzlesOptions& options = {}) {
    return parse_fpuzzles(public_file(name).payload, name, 1, 1, options);
  };
  auto decoded = [](const char* name) { return json::parse(*lz_decompress_base64(public_file(name).payload)); };

  // Little killer cells, recomputed, agree with the lists f-puzzles wrote.
  for (const char* name : {"peak-4x4", "blitz", "black-kropki-x", "orbit"}) {
    INFO(name);
    const Puzzle p = load(name);
    const json j = decoded(name);
    std::size_t k = 0;
    for (const Constraint& c : p.variant->constraints)
      if (const auto* lk = std::get_if<rule::LittleKiller>(&c)) {
        std::vector<std::string> listed = j["littlekillersum"][k++]["cells"];
        CHECK(Describe{p.givens.shape.n()}.cells(lk->cells) ==
              std::accumulate(listed.begin(), listed.end(), std::string(),
                              [](std::string a, const std::string& b) { return a + " " + b; }));
      }
    CHECK(k == j["littlekillersum"].size());
  }
  // Behemoth's cages have no sums; Blitz has both kinds.
  const Puzzle behemoth = load("behemoth-16x16"), blitz = load("blitz");
  for (const Constraint& c : behemoth.variant->constraints) CHECK_FALSE(std::get<rule::Killer>(c).sum);
  int with_sum = 0;
  for (const Constraint& c : blitz.variant->constraints)
    if (const auto* k = std::get_if<rule::Killer>(&c)) with_sum += k->sum.has_value();
  CHECK(with_sum == 8);
  // Cloneways: a pill arrow, read in the order of `cells`.
  const Rules cloneways = rules(load("cloneways-game-of-life"));
  CHECK(std::count(cloneways.begin(), cloneways.end(), "arrow R4C2 R4C3 | R5C4 R6C5 R7C6 R8C7 R9C8") == 1);
  // The 6x6 skyscrapers: sparse `region` keys make every row a region.
  const Puzzle sky = load("skyscrapers-6x6");
  for (int cell = 0; cell < 36; ++cell) CHECK(sky.variant->regions[cell] == cell / 6);
  // The 7x7 and 16x16 are irregular: every region still has n cells.
  for (const char* name : {"irregular-kropki-7x7", "behemoth-16x16"}) {
    const Puzzle p = load(name);
    const int n = p.givens.shape.n();
    CHECK(p.variant->regions != default_regions(n));
    for (const auto& region : region_cells(p.variant->regions)) CHECK(region.size() == static_cast<std::size_t>(n));
  }
  // Tiny Scar's whispers use the default difference.
  const Puzzle tiny_scar = load("tiny-scar");
  for (const Constraint& c : tiny_scar.variant->constraints)
    if (const auto* w = std::get_if<rule::Whispers>(&c)) CHECK(w->difference == 5);
  // Zipper Lines restricts four cells with given pencil marks.
  const Puzzle zip = load("zipper-lines");
  REQUIRE(zip.variant->allowed.size() == 81);
  CHECK(zip.variant->allowed[2 * 9 + 5] == 1u << 5);
  CHECK(zip.variant->allowed[7 * 9 + 1] == ((1u << 4) | (1u << 6) | (1u << 7) | (1u << 8) | (1u << 9)));
  CHECK(std::count(zip.variant->allowed.begin(), zip.variant->allowed.end(), 0b1111111110u) == 77);
  // Slow Thermo: 81 values typed by a solver, none given.
  FPuzzlesOptions entered;
  entered.entered_digits = true;
  CHECK(given_count(load("slow-thermo")) == 0);
  CHECK(given_count(load("slow-thermo", entered)) == 81);
  // Title and author.
  CHECK(load("peak-4x4").variant->title == "Peak Sudoku");
  CHECK(load("peak-4x4").variant->author == "Rangsk");
}

// The published solutions, checked by the independent variant checker: the reader and the
// checker agree with the puzzles' authors on what each rule means.
TEST_CASE("public puzzles: the published solutions pass the checker") {
  for (const PublicPuzzle& expected : kPublic) {
    INFO(expected.name);
    const PublicFile file = public_file(expected.name);
    const Puzzle p = parse_fpuzzles(file.payload, expected.name, 1, 1);
    Solution s{Grid(p.givens.shape), {}};
    REQUIRE(file.solution.size() == s.grid.cells.size());
    for (std::size_t i = 0; i < file.solution.size(); ++i) s.grid.set(static_cast<int>(i), file.solution[i]);
    const auto why = check_solution(p, s);
    CHECK(why.value_or("") == "");
  }
}

TEST_CASE("a kind the rules text states must be read") {
  // cages drawn as decoration: the text names killer cages, the puzzle has none
  const std::string cosmetic = text_with(
      R"("ruleset": "Normal sudoku rules apply. Digits in a cage do not repeat and sum to the cage's clue, if it has one.")");
  CHECK(error_of(cosmetic) ==
        "t:1:" + std::to_string(cosmetic.find("\"Normal") + 1) +
            ": ruleset: \"Digits in a cage do not repeat and sum to the cage's clue, if it has one.\" states the "
            "killercage rule, and the puzzle has no killercage clue sudosat reads (drawn as decoration?); "
            "--ignore-drawings reads it without the rules text's kinds");
  FPuzzlesOptions ignore;
  ignore.ignore_drawings = true;
  CHECK(parse_fpuzzles(cosmetic, "t", 1, 1, ignore).variant->constraints.empty());
  // the same text with a cage read
  CHECK_NOTHROW(parse_fpuzzles(text_with(R"("killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}],
      "ruleset": "Digits in a cage do not repeat and sum to the cage's clue, if it has one.")"), "t", 1, 1));
}

TEST_CASE("killer cages of equal sums: the key, or a rules text stating the rule beside killer cages") {
  const std::string cages = R"("killercage": [{"cells": ["R1C1", "R1C2"]}, {"cells": ["R3C3", "R4C3"], "value": "5"}])";
  CHECK(rules(parse(with("{" + cages + R"(, "equalcagesums": true})"))) ==
        Rules{"killercage R1C1 R1C2", "killercage R3C3 R4C3 sum 5", "equalcagesums"});
  CHECK(rules(parse(with("{" + cages + R"(, "equalcagesums": false})"))) ==
        Rules{"killercage R1C1 R1C2", "killercage R3C3 R4C3 sum 5"});
  CHECK(error_of(text_with(R"("equalcagesums": 1)")).find("equalcagesums: ") != std::string::npos);
  // the rule in words: the key is added; stated without killer cages, refused
  const std::string text = R"("ruleset": "Normal sudoku rules apply. Digits cannot repeat in cages, and every cage sums )"
                           R"(to the same total.")";
  CHECK(rules(parse(with("{" + cages + ", " + text + "}"))) ==
        Rules{"killercage R1C1 R1C2", "killercage R3C3 R4C3 sum 5", "equalcagesums"});
  CHECK(error_of(text_with(text)).find("states the killercage rule") != std::string::npos);
}

TEST_CASE("a cosmetic line drawn again over a rule line's path is its picture; other lines need the rules text") {
  const std::string renban = R"("renban": [{"lines": [["R1C1", "R1C2", "R1C3"]]}], "ruleset": "Normal rules for sudoku and )"
                             R"(renban apply.")";
  auto line = [](const std::string& cells, const char* colour) {
    return R"("line": [{"lines": [)" + cells + R"(], "outlineC": ")" + colour + R"(", "width": 0.25}])";
  };
  // the same path, or reversed, in another colour: read, nothing added
  CHECK(rules(parse(json::parse(text_with(renban + ", " + line(R"(["R1C1", "R1C2", "R1C3"])", "#B0B0B0"))))) ==
        Rules{"renban R1C1 R1C2 R1C3"});
  CHECK(rules(parse(json::parse(text_with(renban + ", " + line(R"(["R1C3", "R1C2", "R1C1"])", "#E100FF"))))) ==
        Rules{"renban R1C1 R1C2 R1C3"});
  // part of the path, or a line beside it: a drawing the rules text explains (here: another
  // renban line); without a text naming a line kind, refused
  CHECK(rules(parse(json::parse(text_with(renban + ", " + line(R"(["R1C1", "R1C2"])", "#B0B0B0"))))) ==
        Rules{"renban R1C1 R1C2 R1C3", "renban R1C1 R1C2"});
  CHECK(rules(parse(json::parse(text_with(renban + ", " + line(R"(["R2C1", "R2C2", "R2C3"])", "#B0B0B0"))))) ==
        Rules{"renban R1C1 R1C2 R1C3", "renban R2C1 R2C2 R2C3"});
  const std::string untold = R"("renban": [{"lines": [["R1C1", "R1C2", "R1C3"]]}])";
  CHECK(rules(parse(json::parse(text_with(untold + ", " + line(R"(["R1C3", "R1C2", "R1C1"])", "#B0B0B0"))))) ==
        Rules{"renban R1C1 R1C2 R1C3"});
  CHECK(error_of(text_with(untold + ", " + line(R"(["R1C1", "R1C2"])", "#B0B0B0"))).find("line[0]: a drawing with no rule key") !=
        std::string::npos);
}

TEST_CASE("f-puzzles: clones drawn as cosmetic cages marked with one same letter, as the rules text says") {
  const std::string cages = R"("cage": [{"cells": ["R1C2", "R1C3"], "value": "A", "outlineC": "#666666"},
                                        {"cells": ["R9C7", "R9C8"], "value": "A", "outlineC": "#666666"}])";
  const std::string text = R"("ruleset": "Normal sudoku rules apply. Clones: The digits in the caged areas must appear in )"
                           R"(the exact same position in its counterpart (marked with the same letter).")";
  CHECK(rules(parse(json::parse(text_with(cages + ", " + text)))) == Rules{"clone R1C2 R1C3 = R9C7 R9C8"});
  // without that sentence the lettered cages are decoration, and the clone rule alone is not read
  CHECK(rules(parse(json::parse(text_with(cages + R"(, "ruleset": "Normal sudoku rules apply.")")))) == Rules{});
  CHECK(error_of(text_with(cages + R"(, "ruleset": "Cages with the same letter are clones.")")) ==
        "t:1:11: cage[0]: a cosmetic cage marked 'A' with no rule key behind it (a clone's part, by the rules text) (nor "
        "does the rules text explain it: the rules do not say that normal sudoku rules apply); --ignore-drawings reads "
        "the puzzle without its drawings");
  CHECK(error_of(text_with(cages + R"(, "ruleset": "Normal sudoku rules apply. Grey regions are clones.")"))
            .find("states the clone rule") != std::string::npos);
}

TEST_CASE("numbered rooms: a clue outside names the digit of the cell its first digit points at") {
  CHECK(rules(R"({"numberedroom": [{"cell": "R2C0", "value": "3"}, {"cell": "R10C4", "value": 7}, {"cell": "R1C0"}]})") ==
        Rules{"numberedroom R2C0 -> R2C1 R2C2 R2C3 R2C4 R2C5 R2C6 R2C7 R2C8 R2C9 room 3",
              "numberedroom R10C4 -> R9C4 R8C4 R7C4 R6C4 R5C4 R4C4 R3C4 R2C4 R1C4 room 7"});
  CHECK(error_of(text_with(R"("numberedroom": [{"cell": "R2C0", "value": "x"}])")).find(
            "numberedroom[0].value: 'x' is not a number") != std::string::npos);
  CHECK(error_of(text_with(R"("numberedroom": [{"cell": "R2C2", "value": "3"}])")).find("numberedroom[0].cell") !=
        std::string::npos);
}

TEST_CASE("global modular: the key, or the rule in the rules text") {
  CHECK(rules(parse(with(R"({"globalmodular": true})"))) == Rules{"globalmodular"});
  CHECK(error_of(text_with(R"("globalmodular": 3)")).find("globalmodular: ") != std::string::npos);
  CHECK(rules(parse(json::parse(text_with(R"("ruleset": "Normal sudoku rules apply. Global mod 3.")")))) ==
        Rules{"globalmodular"});
  // the digit triples are a 9x9's
  CHECK(error_of(text_with(R"("ruleset": "Each 2x2 box has to contain a digit from (1, 4, 7), a digit from (2, 5, 8) )"
                           R"(and a digit from (3, 6, 9).")",
                           4))
            .find("ruleset: \"Each 2x2 box has to contain a digit from (1, 4, 7), a digit from (2, 5, 8) and a digit "
                  "from (3, 6, 9).\" speaks of digits up to 9 in a grid of size 4") != std::string::npos);
}

TEST_CASE("diagonals in the rules text: their range checked against the grid") {
  const std::string keys = R"("diagonal+": true, "diagonal-": true, )";
  CHECK(rules(parse(json::parse(text_with(
            keys + R"("ruleset": "The two main diagonals each contain the digits 1 to 4 once.")", 4)))) ==
        Rules{"diagonal+", "diagonal-"});
  CHECK(error_of(text_with(keys + R"("ruleset": "The two main diagonals each contain the digits 1 to 9 once.")", 4))
            .find("ruleset: \"The two main diagonals each contain the digits 1 to 9 once.\" speaks of the digits 1 to 9 "
                  "on a diagonal, in a grid of size 4") != std::string::npos);
  // disjoint groups said by their range, checked alike
  CHECK(rules(parse(json::parse(text_with(
            R"("disjointgroups": true, "ruleset": "Each set of cells in the same position within the four boxes )"
            R"(contains the digits 1-4.")", 4)))) == Rules{"disjointgroups"});
  CHECK(error_of(text_with(R"("disjointgroups": true, "ruleset": "Each set of cells in the same position within the )"
                           R"(four boxes contains the digits 1-9.")", 4))
            .find("speaks of the digits 1 to 9 in a region, in a grid of size 4") != std::string::npos);
}

TEST_CASE("global entropy: the key, or the rule in the rules text") {
  CHECK(rules(parse(with(R"({"globalentropy": true})"))) == Rules{"globalentropy"});
  CHECK(error_of(text_with(R"("globalentropy": "yes")")).find("globalentropy: ") != std::string::npos);
  CHECK(rules(parse(json::parse(text_with(R"("ruleset": "Normal sudoku rules apply. Global entropy.")")))) ==
        Rules{"globalentropy"});
}

TEST_CASE("drawings explained by --rules-text, and text turned by its angle") {
  // An inequality sign drawn as text '>' between R1C3 and R2C3, turned a quarter clockwise: it
  // points down at R2C3 (a setter's "Alien", sudokutools' testfpuzzles.json). Its own rules text
  // does not explain it; --rules-text does.
  const json j = with(R"({"ruleset": "Normal sudoku rules apply. In space no one can hear you.",
                          "text": [{"cells": ["R2C3", "R1C3"], "value": ">", "angle": 90}]})");
  CHECK_THROWS_WITH(parse(j), Catch::Contains("text[0]: a drawing with no rule key behind it"));
  FPuzzlesOptions options;
  options.rules_text = "Normal sudoku rules apply. The inequality signs between two cells show which one contains the "
                       "lower/higher digit.";
  const Puzzle p = parse(j, options);
  CHECK(rules(p) == Rules{"greaterthan R1C3 R2C3"});
  // not turned, '>' points along the row: at neither cell
  json flat = j;
  flat["text"][0].erase("angle");
  CHECK_THROWS_WITH(parse(flat, options), Catch::Contains("an inequality sign '>' between r1c3 and r2c3 that points at neither"));
}

TEST_CASE("Dutch flatmates: a flag, or stated in the rules text; the 9x9 wording only on 9x9") {
  CHECK(rules(parse(with(R"({"dutchflatmates": true})", 5))) == Rules{"dutchflatmates"});
  CHECK(error_of(with(R"({"dutchflatmates": true})", 6).dump()) ==
        "t:1:1: Dutch flatmates need a middle digit, and a grid of size 6 has none");
  CHECK(rules(parse(with(R"({"ruleset": "Normal sudoku rules apply. Dutch flatmates."})", 5))) == Rules{"dutchflatmates"});
  CHECK(rules(parse(with(R"({"ruleset": "Normal sudoku rules apply. Every 5 must have a 1 directly above it or a 9 )"
                         R"(directly below it (or both)."})"))) == Rules{"dutchflatmates"});
  CHECK(error_of(with(R"({"ruleset": "Every 5 must have a 1 directly above it or a 9 directly below it."})", 5).dump()) ==
        "t:1:106: ruleset: \"Every 5 must have a 1 directly above it or a 9 directly below it.\" speaks of digits up "
        "to 9 in a grid of size 5");
}

TEST_CASE("chaos construction: the key or the rules text, on the cells in no region") {
  json none = with("{}", 4);
  for (json& row : none["grid"])
    for (json& cell : row) cell["region"] = nullptr;
  json keyed = none;
  keyed["chaosconstruction"] = true;
  CHECK(rules(parse(keyed)) == Rules{"chaosconstruction"});
  json worded = none;
  worded["ruleset"] = "Normal sudoku rules apply. Chaos construction: divide the grid into 4 orthogonally connected "
                      "regions of 4 cells.";
  CHECK(rules(parse(worded)) == Rules{"chaosconstruction"});
  // the rules say the regions are to be found, and every cell is in a drawn one
  CHECK_THAT(error_in(with(R"({"ruleset": "Normal sudoku rules apply. Chaos construction."})", 4)),
             Catch::Contains("says the regions are to be found, and the puzzle puts every cell in a region"));
  // rules of the regions see only the drawn ones: with regions to be found, refused
  keyed["disjointgroups"] = true;
  CHECK_THAT(error_in(keyed), Catch::Contains("disjointgroups with chaos construction's regions to be found is not supported"));
}
