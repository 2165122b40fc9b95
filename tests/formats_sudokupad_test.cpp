// Tests for model/sudokupad: PuzzleZipper undone, and SudokuPad's JSON read by the conventions
// of docs/sudokupad.md, on the corpus that SudokuPad's own f-puzzles converter made from our
// test puzzles (tests/data/sudokupad, README there): each link reads as its f-puzzles source
// does, or is refused with the message pinned in expected.tsv.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tsv.hpp"
#include "formats/fpuzzles.hpp"
#include "formats/sudokupad.hpp"
#include "model/check.hpp"

using namespace sudosat;
using json = nlohmann::json;

namespace {

const std::filesystem::path kData = std::filesystem::path(SUDOSAT_TEST_DATA);

using test::tsv;

// A blank 4x4 SudokuPad puzzle's opening, cells and 2x2 regions, for the tests' own drawings.
const std::string kRegions4 =
    R"("regions":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],)";
const std::string kBlank4 = R"({"cells":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)" + kRegions4;

// A blank 4x4 SudokuPad puzzle with `lines` (JSON objects, comma-separated) and `rules`.
std::string lined4(const std::string& rules, const std::string& lines) {
  return kBlank4 + R"("lines":[)" + lines + R"(],"metadata":{"rules":")" + rules + R"("}})";
}

// The f-puzzles JSON of what was read, without title, author, rules and the setter's solution
// (the converter adds defaults, the corpus script a ruleset), a dot's two cells in order.
json rules_of(Puzzle p) {
  if (p.variant) {
    p.variant->title.clear();
    p.variant->author.clear();
    p.variant->rules.clear();
    p.variant->setter_solution.clear();
  }
  json j = json::parse(write_fpuzzles_json(p));
  for (const char* key : {"difference", "ratio", "xv"})
    if (j.contains(key))
      for (json& dot : j[key]) std::sort(dot["cells"].begin(), dot["cells"].end());
  return j;
}

// What a link reads as: "same" when it states the rules of `source`; "without K1 K2" when it
// states them but for the keys named (rules SudokuPad's converter drops: the puzzle as shared
// does not state them either); "other" when it reads as another puzzle; or the error message.
std::string reading(const std::string& link, const std::string& source) {
  try {
    const json pad = rules_of(parse_fpuzzles(link, "pad", 1, 1));
    const json src = rules_of(parse_fpuzzles(source, "src", 1, 1));
    if (pad == src) return "same";
    std::string without;
    for (const auto& [key, value] : src.items()) {
      if (!pad.contains(key)) without += " " + key;
      else if (pad[key] != value) return "other: " + pad.dump();
    }
    for (const auto& [key, value] : pad.items())
      if (!src.contains(key)) return "other: " + pad.dump();
    return "without" + without;
  } catch (const InputError& e) {
    return e.what();
  }
}

std::string source_payload(const std::string& source) {
  if (source.rfind("public/", 0) == 0) {
    std::ifstream in(kData / "fpuzzles" / source);
    std::string first;
    std::getline(in, first);
    return first;
  }
  for (const auto& row : tsv(kData / "fpuzzles" / "own" / "puzzles.tsv"))
    if ("own/" + row[0] == source) return row[1];
  FAIL("no source " << source);
  return "";
}

}  // namespace

TEST_CASE("unzip_sudokupad restores PuzzleZipper's short keys, quotes, colours and empty cells") {
  const auto text = unzip_sudokupad("{ce:[[{v:5},,]],o:[{ct:[1,1.5],c2:#0,c1:#F,c:CFCFCF,r:t,h:f,te:'it\\'s'}]}");
  REQUIRE(text);
  CHECK(*text == R"({"cells":[[{"value":5},{},{}]],"overlays":[{"backgroundColor":"#000000","borderColor":"#FFFFFF",)"
                 R"("center":[1,1.5],"color":"#CFCFCF","height":false,"rounded":true,"text":"it's"}]})");
  CHECK_FALSE(unzip_sudokupad("{ce:[[{v:5}"));
  CHECK_FALSE(unzip_sudokupad(""));
}

TEST_CASE("the converted corpus: scl and ctc links read alike, as their sources or refused as pinned") {
  std::map<std::string, std::string> expected;
  for (const auto& row : tsv(kData / "sudokupad" / "expected.tsv")) expected[row[0]] = row.at(1);
  const auto corpus = tsv(kData / "sudokupad" / "converted.tsv");
  REQUIRE(corpus.size() >= 70);
  // SUDOSAT_WRITE_EXPECTED=1 writes expected.tsv anew from what is read now (then review it).
  std::ofstream write;
  if (std::getenv("SUDOSAT_WRITE_EXPECTED")) write.open(kData / "sudokupad" / "expected.tsv");
  int same = 0;
  for (const auto& row : corpus) {
    INFO(row[0]);
    const std::string source = source_payload(row[1]);
    const std::string scl = reading(row[2], source), ctc = reading(row[3], source);
    if (write.is_open()) write << row[0] << '\t' << scl << '\n';
    CHECK(scl == ctc);
    CHECK(scl == expected[row[0]]);
    same += scl == "same";
  }
  CHECK(same >= 32);  // the count today: a change that reads fewer fails
}

TEST_CASE("scl and ctc are one format: either prefix carries JSON or zipped JSON") {
  const auto corpus = tsv(kData / "sudokupad" / "converted.tsv");
  int checked = 0;
  for (const auto& row : corpus) {
    if (row[0] != "4x4-thermometer" && row[0] != "9x9-killercage") continue;
    const std::string source = source_payload(row[1]);
    std::string scl_as_ctc = row[2], ctc_as_scl = row[3];
    scl_as_ctc.replace(scl_as_ctc.find("/scl") + 1, 3, "ctc");
    ctc_as_scl.replace(ctc_as_scl.find("/ctc") + 1, 3, "scl");
    CHECK(reading(scl_as_ctc, source) == "same");
    CHECK(reading(ctc_as_scl, source) == "same");
    ++checked;
  }
  CHECK(checked == 2);
}

TEST_CASE("scf: SudokuPad's legacy classic grids with rule letters") {
  // codoku of a classic puzzle (a digit, or a letter for a digit and the blanks after it)
  const std::string cells = "BXFT2B9sHYNFMGuFRINYEp9C5SIYB7";
  const Puzzle plain = parse_fpuzzles("https://sudokupad.app/scf" + cells, "t", 1, 1);
  CHECK_FALSE(plain.is_variant());
  CHECK(plain.givens.at(0) == 1);
  CHECK(plain.givens.at(2) == 3);
  const Puzzle x = parse_fpuzzles("https://sudokupad.app/scf" + cells + "x", "t", 1, 1);
  REQUIRE(x.is_variant());
  CHECK(x.variant->constraints.size() == 2);
  const Puzzle w = parse_fpuzzles("https://sudokupad.app/scf" + cells + "w", "t", 1, 1);
  REQUIRE(w.is_variant());
  CHECK(w.variant->constraints.size() == 4);
  CHECK_THROWS_AS(parse_fpuzzles("https://sudokupad.app/scf" + cells + "q", "t", 1, 1), InputError);
  CHECK_THROWS_AS(parse_fpuzzles("https://sudokupad.app/scf" + cells.substr(0, 20), "t", 1, 1), InputError);
}

TEST_CASE("metadata: rule flags are rules, pictures and messages are not, anything else is refused") {
  auto pad = [](const std::string& metadata) {
    return kBlank4 +
           R"("metadata":{"rules":"Normal sudoku rules apply.",)" + metadata + "}}";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(pad(R"("antiknight":true,"bgimage":"x.png","bgimageopacity":0.5)")));
  CHECK(read["antiknight"] == true);
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"("fogofwar":true)")),
                    Catch::Contains("metadata.fogofwar: metadata 'fogofwar' is something sudosat does not read"));
}

TEST_CASE("fog of war: lit cells and their triggers are how the puzzle is shown, no rule") {
  auto pad = [](const std::string& rules, const std::string& more) {
    return kBlank4 +
           R"("cages":[{"cells":[[0,0],[0,1]],"value":"3"}],)" +
           more + R"("metadata":{"rules":")" + rules + R"("}})";
  };
  const std::string fog = "Normal sudoku rules apply. Digits in cages sum to the clue and do not repeat. The grid is "
                          "covered in fog. Placing a correct digit clears the fog from the surrounding cells.";
  const json read = json::parse(sudokupad_to_fpuzzles(pad(fog, R"("foglight":[[3,3],[3,2]],"triggereffect":[{}],)")));
  CHECK(read["killercage"].size() == 1);
  CHECK(read.dump().find("fog of war: how the puzzle is shown") != std::string::npos);
  // SudokuMaker's lit cells: a cage labelled "foglight"
  const json maker = json::parse(sudokupad_to_fpuzzles(
      pad(fog, R"("underlays":[],"overlays":[],"lines":[],"arrows":[],)").insert(
          pad(fog, "").find(R"({"cells":[[0,0],[0,1]])"), R"({"cells":[[3,3]],"value":"FOGLIGHT"},)")));
  CHECK(maker["killercage"].size() == 1);
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(fog, R"("triggereffect":[{"trigger":{}}],)")),
                    Catch::Contains("'triggereffect': triggers without fog of war"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(fog, R"("foglight":[[9,9]],)")), Catch::Contains("foglight"));
  // a sentence about the fog that states a rule is no note
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits in cages sum to the clue and do not "
                                              "repeat. Cells under the fog cannot contain a 4.", R"("foglight":[[3,3]],)")),
                    Catch::Contains("is a rule statement sudosat does not know"));
}

TEST_CASE("a palindrome of the length the rules give: every palindrome drawn must have it") {
  auto pad = [](const std::string& line) {
    return kBlank4 + R"("lines":[)" + line + R"(],"metadata":{"rules":"Normal sudoku rules apply. The two digits on )"
                                             R"(the two-cell-palindrome must be the same."}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(pad(R"({"wayPoints":[[0.5,1.5],[1.5,2.5]],"color":"#A0A0A0","thickness":8})")));
  CHECK(read["palindrome"] == json::parse(R"([{"lines":[["R1C2","R2C3"]]}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"wayPoints":[[0.5,0.5],[0.5,2.5]],"color":"#A0A0A0","thickness":8})")),
                    Catch::Contains("a palindrome from r1c1 of 3 cells, and the rules speak of a palindrome of 2"));
  std::string two = pad(R"({"wayPoints":[[0.5,1.5],[1.5,2.5]],"color":"#A0A0A0","thickness":8})");
  two.replace(two.find("must be the same."), 17, "must be the same. Digits on the three-cell palindrome read the same "
                                                 "both ways.");
  CHECK_THROWS(sudokupad_to_fpuzzles(two));  // a palindrome of another length: not read (a statement no rule has)
}

TEST_CASE("lines whose sum the text gives are sum cages, by colour; lines that touch are refused") {
  const auto pad = lined4;
  const std::string blue = R"({"wayPoints":[[0.5,0.5],[0.5,2.5]],"color":"#0000FF","thickness":8})";
  const std::string purple = R"({"wayPoints":[[3.5,0.5],[3.5,2.5]],"color":"#A020F0","thickness":8})";
  const std::string rules = "Normal sudoku rules apply. Digits linked by a blue thread sum to 6. Digits linked by a "
                            "purple thread sum to 8. Repeats are allowed on the sum threads.";
  const json read = json::parse(sudokupad_to_fpuzzles(pad(rules, blue + "," + purple)));
  REQUIRE(read["sumcage"].size() == 2);
  CHECK(read["sumcage"][0]["cells"] == json({"R1C1", "R1C2", "R1C3"}));
  CHECK(read["sumcage"][0]["value"] == "6");
  CHECK(read["sumcage"][1]["value"] == "8");
  // one sum for every line (lines of two colours would be refused: two kinds?)
  const std::string far = R"({"wayPoints":[[3.5,0.5],[3.5,2.5]],"color":"#0000FF","thickness":8})";
  const json all = json::parse(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. The digits along each line must "
                                                         "sum to 7.", blue + "," + far)));
  CHECK(all["sumcage"][1]["value"] == "7");
  // a colour without a sum, lines that touch (one line in two pieces?), a line sum never drawn
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits linked by a blue thread sum to 6.",
                                              blue + "," + purple)),
                    Catch::Contains("the rules name line sum lines of another colour"));
  const std::string next = R"({"wayPoints":[[1.5,2.5],[1.5,3.5]],"color":"#0000FF","thickness":8})";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(rules, blue + "," + next)),
                    Catch::Contains("lines[1]: a line whose sum the rules give, touching lines[0]"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits linked by a blue thread sum to 6. "
                                              "Digits along each blue line sum to 7.", blue)),
                    Catch::Contains("rules: blue lines with two different sums"));
  const std::string loop = R"({"wayPoints":[[0.5,0.5],[0.5,2.5],[0.5,1.5]],"color":"#0000FF","thickness":8})";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(rules, loop)),
                    Catch::Contains("lines[0]: a line whose sum the rules give passes r1c2 twice"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(rules, "")),
                    Catch::Contains("the rules name line sum clues, and the puzzle draws none"));
  // a product: product lines
  const json product = json::parse(sudokupad_to_fpuzzles(
      pad("Normal sudoku rules apply. Digits along each blue line multiply to 24.", blue + "," + far)));
  REQUIRE(product["productline"].size() == 2);
  CHECK(product["productline"][0]["lines"][0] == json({"R1C1", "R1C2", "R1C3"}));
  CHECK(product["productline"][0]["value"] == "24");
  // same parity lines are plain lines
  const json parity = json::parse(sudokupad_to_fpuzzles(
      pad("Normal sudoku rules apply. Adjacent digits on a blue line have the same parity.", blue)));
  CHECK(parity["sameparityline"].size() == 1);
}

TEST_CASE("no consecutive neighbours beside black dots is refused: may a 1-2 pair stand across one?") {
  auto pad = [](const std::string& rules) {
    return kBlank4 +
           R"("overlays":[{"center":[0.5,1],"width":0.3,"height":0.3,"rounded":true,"backgroundColor":"#000000"}],)"
           R"("metadata":{"rules":")" + rules + R"("}})";
  };
  const std::string dots = "Normal sudoku rules apply. Cells joined by a black dot have a 1:2 ratio.";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(dots + " Orthogonally adjacent cells cannot contain consecutive digits.")),
                    Catch::Contains("cannot tell whether a 1 and a 2 may stand across a black dot"));
  // kropki's negative rule in its own words is f-puzzles' rule
  const json read = json::parse(sudokupad_to_fpuzzles(pad(dots + " All white dots are given.")));
  CHECK(read["nonconsecutive"] == true);
}

TEST_CASE("the digits 0 to n-1, when the rules say so: givens, the setter's solution and the digit set") {
  auto pad = [](const std::string& rules, const std::string& solution) {
    return R"({"cells":[[{"value":"0"},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value":"3"}]],)" + kRegions4 +
           R"("metadata":{"rules":")" + rules + R"(","solution":")" + solution + R"("}})";
  };
  const std::string rules = "Place the digits 0-3 once each in every row, column and box.";
  const std::string solution = "0132320123101023";
  const json read = json::parse(sudokupad_to_fpuzzles(pad(rules, solution)));
  CHECK(read["digits"] == "0-3");
  CHECK(read["grid"][0][0]["value"] == 0);
  CHECK(read["solution"].size() == 16);
  // solved through the f-puzzles reader: the setter's solution is the answer
  const Puzzle p = parse_fpuzzles(read.dump(), "pad", 1, 1);
  REQUIRE(p.variant);
  CHECK(p.variant->digits == std::vector<int>{0, 1, 2, 3});
  // a 0 without the rules' digits from 0; the digits 0 to 8 in a 4x4; from 0 and from 1 at once
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply.", solution)),
                    Catch::Contains("the given '0' at r1c1 is not a digit from 1 to 4"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Place the digits 0-8 once each in every row, column and box.", solution)),
                    Catch::Contains("speaks of the digits 0 to 8 in a grid of size 4"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(rules + " Place the digits 1 to 4 in each empty cell.", solution)),
                    Catch::Contains("the rules name the digits from 0 and from 1"));
}

TEST_CASE("the puzzle's one cage whose total the rules give, where no digit can repeat in it") {
  auto pad = [](const std::string& cages) {
    return kBlank4 +
           R"("cages":[)" + cages + R"(],"metadata":{"rules":"Normal sudoku rules apply. Digits in the cage total 7."}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1],[1,0]]})")));
  CHECK(read["killercage"] == json::parse(R"([{"cells":["R1C1","R1C2","R2C1"],"value":"7"}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1],[1,0]]},{"cells":[[3,3]]})")),
                    Catch::Contains("the rules give 'the cage' a total, and the puzzle draws 2 cages"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,1],[0,2],[1,2]]})")),
                    Catch::Contains("spans rows, columns and regions"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1]],"value":"8"})")),
                    Catch::Contains("shows '8', and the rules give it 7"));
  std::string twice = pad(R"({"cells":[[0,0],[0,1]]})");
  twice.replace(twice.find("total 7."), 8, "total 7. The cage's digits add up to 8.");
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(twice), Catch::Contains("rules: the cage with two different totals"));
}

TEST_CASE("odd and even cells the rules name: read from the text, the mark drawn there theirs") {
  auto pad = [](const std::string& rules) {
    return kBlank4 +
           R"("underlays":[{"center":[1.5,3.5],"width":0.8,"height":0.8,"backgroundColor":"#A0A0A0"},)"
           R"({"center":[2.5,0.5],"width":1,"height":1,"backgroundColor":"#A0A0A0"}],)"
           R"("metadata":{"rules":")" + rules + R"("}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad("Normal sudoku rules apply. The grey cell in row 2 column 4 marks an even digit. R3c1 is odd.")));
  CHECK(read["even"] == json::parse(R"([{"cell":"R2C4"}])"));
  CHECK(read["odd"] == json::parse(R"([{"cell":"R3C1"}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. R5c1 is odd.")),
                    Catch::Contains("names r5c1, outside the grid"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. R3c1 is odd. R3c1 is even.")),
                    Catch::Contains("rules: r3c1 is named both odd and even"));
  // the grey square elsewhere is no even cell the rules name
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. R3c1 is even.")),
                    Catch::Contains("the puzzle draws even clues, and its rules do not name them"));
}

// A blank 9x9 SudokuPad puzzle's opening, for the tests' own drawings: its regions the boxes, or
// those `region` gives each cell (0..8).
std::string blank9(int (*region)(int r, int c) = [](int r, int c) { return r / 3 * 3 + c / 3; }) {
  std::string row = "[" + std::string("{},{},{},{},{},{},{},{},{}") + "]", cells;
  for (int r = 0; r < 9; ++r) cells += (r ? "," : "") + row;
  std::string regions;
  for (int b = 0; b < 9; ++b) {
    regions += b ? ",[" : "[";
    bool first = true;
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 9; ++c)
        if (region(r, c) == b) {
          regions += (first ? "[" : ",[") + std::to_string(r) + "," + std::to_string(c) + "]";
          first = false;
        }
    regions += "]";
  }
  return R"({"cells":[)" + cells + R"(],"regions":[)" + regions + "],";
}

TEST_CASE("digital root cages: the cages drawn, when the rules name digital root cages and no other") {
  auto pad = [](const std::string& rules, const std::string& value) {
    return kBlank4 + R"("cages":[{"cells":[[0,0],[0,1],[1,1]],"value":")" + value + R"("}],)" +
           R"("metadata":{"rules":"Normal sudoku rules apply. )" + rules + R"("}})";
  };
  const std::string rule = "Digits in a cage do not repeat, and the clue is the digital root of their sum.";
  const std::string converted = sudokupad_to_fpuzzles(pad(rule, "7"));
  CHECK(json::parse(converted)["cage"] == json::parse(R"([{"cells":["R1C1","R1C2","R2C2"],"value":"DR7"}])"));
  const Puzzle p = parse_fpuzzles(converted, "pad", 1, 1);
  REQUIRE(p.variant->constraints.size() == 1);
  CHECK(std::get<rule::DigitalRoot>(p.variant->constraints[0]).root == 7);
  // by name, its definition beside it a note
  CHECK(json::parse(sudokupad_to_fpuzzles(pad("Digital root cages. The digital root of a number is found by "
                                              "repeatedly summing its digits until one digit is left.", "9")))["cage"]
            .size() == 1);
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Digital root cages. Killer cages.", "5")),
                    Catch::Contains("a cage from r1c1, and the rules name digital root cages beside other cages or "
                                    "repeating digits"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Digital root cages.", "")),
                    Catch::Contains("a digital root cage from r1c1 without its clue"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Digital root cages.", "12")),
                    Catch::Contains("a digital root cage from r1c1 showing '12', not a digit 1 to 9"));
  // digits allowed to repeat, or the definition alone: not read
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Digits may repeat in a cage, and the clue is the digital root of their sum.", "5")),
                    Catch::Contains("is a rule statement sudosat does not know"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Killer cages. The digital root of a number is found by repeatedly summing "
                                              "its digits until one digit is left.", "5")),
                    Catch::Contains("is a rule statement sudosat does not know"));
}

TEST_CASE("rellik cages: the cages drawn, when the rules name rellik cages and no other") {
  auto pad = [](const std::string& rules, const std::string& value) {
    return kBlank4 + R"("cages":[{"cells":[[0,0],[0,1],[1,1]],"value":")" + value + R"("}],)" +
           R"("metadata":{"rules":"Normal sudoku rules apply. )" + rules + R"("}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad("Rellik cages: no combination of one or more digits in a cage may sum to the clue.", "5")));
  CHECK(read["rellikcage"] == json::parse(R"([{"cells":["R1C1","R1C2","R2C2"],"value":"5"}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Rellik cages. Killer cages.", "5")),
                    Catch::Contains("the rules name rellik cages beside other cages or repeating digits"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Rellik cages.", "")),
                    Catch::Contains("a rellik cage from r1c1 without the sum its digits avoid"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Rellik cages.", "five")),
                    Catch::Contains("a rellik cage from r1c1 showing 'five', not a sum"));
  // the sum written as ISS shows it
  CHECK(json::parse(sudokupad_to_fpuzzles(pad("Rellik cages.", "\u2260 7")))["rellikcage"] ==
        json::parse(R"([{"cells":["R1C1","R1C2","R2C2"],"value":"7"}])"));
}

TEST_CASE("a box the rules make a magic square: read from the text") {
  auto rules = [](const std::string& text) { return R"("metadata":{"rules":"Normal sudoku rules apply. )" + text + R"("}})"; };
  const json central = json::parse(sudokupad_to_fpuzzles(blank9() + rules("The central 3x3 box is a magic square.")));
  CHECK(central["magicsquare"] ==
        json::parse(R"([{"cells":["R4C4","R4C5","R4C6","R5C4","R5C5","R5C6","R6C4","R6C5","R6C6"]}])"));
  const json fourth = json::parse(sudokupad_to_fpuzzles(
      blank9() + rules("Box 4 is a magic square, with each row, column and 3-digit diagonal summing to the same total.")));
  CHECK(fourth["magicsquare"] ==
        json::parse(R"([{"cells":["R4C1","R4C2","R4C3","R5C1","R5C2","R5C3","R6C1","R6C2","R6C3"]}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + rules("The central box is a magic square.")),
                    Catch::Contains("names the central box, and a grid of size 4 has none"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + rules("Box 2 is a magic square.")),
                    Catch::Contains("makes box 2 a magic square, and it is not a square of 3x3 cells or more"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(blank9() + rules("Box 12 is a magic square.")),
                    Catch::Contains("names box 12 of a grid of size 9"));
  auto diagonal = [](int r, int c) { return r == c ? (r + 1) % 9 : r / 3 * 3 + c / 3; };  // not the boxes
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(blank9(diagonal) + rules("Box 5 is a magic square.")),
                    Catch::Contains("names a box, and the regions drawn are not the grid's boxes"));
  // a total said: read where the box's digits give it, refused where they cannot
  const std::string fifteen = sudokupad_to_fpuzzles(
      blank9() + rules("Box 5 is a magic square: each row, column and diagonal sums to 15."));
  CHECK(json::parse(fifteen)["magicsquare"] == central["magicsquare"]);
  CHECK(parse_fpuzzles(fifteen, "pad", 1, 1).variant->constraints.size() == 1);
  const std::string sixteen = sudokupad_to_fpuzzles(
      blank9() + rules("Box 5 is a magic square: each row, column and diagonal sums to 16."));
  CHECK_THROWS_WITH(parse_fpuzzles(sixteen, "pad", 1, 1),
                    Catch::Contains("says the magic square's rows sum to 16, but a 3x3 magic square holding each digit "
                                    "once sums to 15 per row"));
}

TEST_CASE("magic squares drawn as shading the rules name: each shaded part a square") {
  // box 1 shaded cell by cell in grey, box 9 as one grey rectangle, a yellow cell (art)
  std::string cells;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      cells += R"({"center":[)" + std::to_string(r) + ".5," + std::to_string(c) + R"(.5],"width":1,"height":1,"backgroundColor":"#CFCFCF"},)";
  const std::string drawn = blank9() + R"("underlays":[)" + cells +
                            R"({"center":[7.5,7.5],"width":3,"height":3,"backgroundColor":"#CFCFCF"},)"
                            R"({"center":[4.5,0.5],"width":1,"height":1,"backgroundColor":"#FFFF00"}],)";
  auto rules = [](const std::string& text) { return R"("metadata":{"rules":"Normal sudoku rules apply. )" + text + R"("}})"; };
  const json read = json::parse(sudokupad_to_fpuzzles(drawn + rules("The grey 3x3 boxes are magic squares.")));
  CHECK(read["magicsquare"] ==
        json::parse(R"([{"cells":["R1C1","R1C2","R1C3","R2C1","R2C2","R2C3","R3C1","R3C2","R3C3"]},)"
                    R"({"cells":["R7C7","R7C8","R7C9","R8C7","R8C8","R8C9","R9C7","R9C8","R9C9"]}])"));
  // no colour named: every shading counts, and the yellow cell is no square
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(drawn + rules("Shaded boxes are magic squares.")),
                    Catch::Contains("cells shaded for magic squares (r5c1, ...) that are not a square of 3x3 cells or more"));
  // named but not drawn
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(blank9() + rules("The grey boxes are magic squares.")),
                    Catch::Contains("the rules name magicsquare clues, and the puzzle draws none that sudosat recognises"));
}

TEST_CASE("cells the rules say lie in one region: checked against the regions drawn") {
  // the centre and the four corner dominoes one region; the other cells' regions need not be
  // boxes for this test (the converter takes any partition)
  auto odd_region = [](int r, int c) {
    const bool corner = (r == 0 || r == 8) && (c <= 1 || c >= 7);
    if (corner || (r == 4 && c == 4)) return 8;
    return (r * 9 + c) % 8;
  };
  const std::string rules = R"("metadata":{"rules":"Place the digits 1-9 in each row, column, and irregularly shaped )"
                            R"(region. The central cell and four dominos at the corners of the grid together comprise a )"
                            R"(single region."}})";
  CHECK_NOTHROW(sudokupad_to_fpuzzles(blank9(odd_region) + rules));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(blank9() + rules),
                    Catch::Contains("says its cells lie in one region, and the regions drawn do not put them in one"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + R"("metadata":{"rules":"Normal sudoku rules apply. The central cell )"
                                                    R"(and r1c1 form a single region."}})"),
                    Catch::Contains("names the central cell of a grid of even size 4"));
}

TEST_CASE("a minimum or maximum in a cell the rules name: the central cell, a mark drawn there theirs") {
  const json read = json::parse(sudokupad_to_fpuzzles(
      blank9() + R"("underlays":[{"center":[4.5,4.5],"width":0.8,"height":0.8,"rounded":true,"backgroundColor":"#A0A0A0"}],)"
                 R"("metadata":{"rules":"Normal sudoku rules apply. The central cell must be less than its orthogonally )"
                 R"(adjacent neighbors. R1c9 is larger than its neighbours."}})"));
  CHECK(read["minimum"] == json::parse(R"([{"cell":"R5C5"}])"));
  CHECK(read["maximum"] == json::parse(R"([{"cell":"R1C9"}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + R"("metadata":{"rules":"Normal sudoku rules apply. The central )"
                                                    R"(cell is less than its neighbours."}})"),
                    Catch::Contains("names the central cell of a grid of even size 4"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(blank9() + R"("metadata":{"rules":"Normal sudoku rules apply. The central )"
                                                     R"(cell is odd. R5c5 is less than its neighbours."}})"),
                    Catch::Contains("rules: r5c5 is named both odd and minimum"));
}

TEST_CASE("cells shaded in a colour the minimum or maximum rule names are minimums or maximums") {
  auto pad = [](const std::string& rules) {
    return kBlank4 +
           R"("underlays":[{"center":[0.5,0.5],"width":1,"height":1,"backgroundColor":"#A0A0A0"},)"
           R"({"center":[3,2.5],"width":1,"height":2,"backgroundColor":"#A0A0A0"},)"
           R"({"center":[1.5,2.5],"width":1,"height":1,"backgroundColor":"#A0E0A0"}],)"
           R"("metadata":{"rules":")" + rules + R"("}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad("Normal sudoku rules apply. Digits in grey cells are greater than their orthogonal neighbours. Digits in "
          "green cells are smaller than their orthogonal neighbours.")));
  CHECK(read["maximum"] == json::parse(R"([{"cell":"R1C1"},{"cell":"R3C3"},{"cell":"R4C3"}])"));
  CHECK(read["minimum"] == json::parse(R"([{"cell":"R2C3"}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits in grey cells are greater than their "
                                              "neighbours. Digits in grey cells are smaller than their neighbours.")),
                    Catch::Contains("rules: grey cells are named both minimums and maximums"));
  // one cell shaded in both colours
  std::string both = pad("Normal sudoku rules apply. Digits in grey cells are greater than their neighbours. Digits in "
                         "green cells are smaller than their neighbours.");
  both.replace(both.find("[1.5,2.5]"), 9, "[0.5,0.5]");
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(both), Catch::Contains("r1c1 shaded both as a minimum and as a maximum"));
  // the green shading, named by no rule, is art
  const json grey = json::parse(
      sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits in grey cells are greater than their neighbours.")));
  CHECK(grey["maximum"].size() == 3);
  CHECK(!grey.contains("minimum"));
}

TEST_CASE("cells shaded in a colour the odd or even rule names for cells are odd or even") {
  auto pad = [](const std::string& rules) {
    return kBlank4 +
           R"("underlays":[{"center":[0.5,0.5],"width":1,"height":1,"backgroundColor":"#FFA500"},)"
           R"({"center":[3,2.5],"width":1,"height":2,"backgroundColor":"#FFA500"},)"
           R"({"center":[1.5,2.5],"width":1,"height":1,"backgroundColor":"#A0A0A0"}],)"
           R"("metadata":{"rules":")" + rules + R"("}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad("Normal sudoku rules apply. The digits in the orange cells are odd. Grey shaded cells contain even digits.")));
  CHECK(read["odd"] == json::parse(R"([{"cell":"R1C1"},{"cell":"R3C3"},{"cell":"R4C3"}])"));
  CHECK(read["even"] == json::parse(R"([{"cell":"R2C3"}])"));
  // a colour named for circles: the shading of that colour is not theirs (art); no such circle
  // drawn, the rule is not read
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits in orange circles are odd.")),
                    Catch::Contains("the rules name odd clues, and the puzzle draws none that sudosat recognises"));
  // one colour both odd and even cells
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. The digits in the orange cells are odd. "
                                              "Orange cells contain even digits.")),
                    Catch::Contains("cells shaded in a colour the rules give both odd and even cells"));
  // a cell shaded for a fortress and for odd digits
  std::string both = pad("Normal sudoku rules apply. The digits in the orange cells are odd. Digits in grey cells are "
                         "greater than their neighbours.");
  both.replace(both.find("[1.5,2.5]"), 9, "[0.5,0.5]");
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(both), Catch::Contains("r1c1 shaded both as a maximum and as an odd"));
  // "shaded cells", no colour: every shading
  const json any = json::parse(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Shaded cells must contain even digits.")));
  CHECK(any["even"] == json::parse(R"([{"cell":"R1C1"},{"cell":"R3C3"},{"cell":"R4C3"},{"cell":"R2C3"}])"));
  const json fortress = json::parse(sudokupad_to_fpuzzles(
      pad("Normal sudoku rules apply. Digits in shaded cells must be larger than all orthogonally adjacent digits.")));
  CHECK(fortress["maximum"].size() == 4);
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Shaded cells must contain even digits. Digits "
                                              "in shaded cells must be larger than all orthogonally adjacent digits.")),
                    Catch::Contains("cells shaded in a colour the rules give both maximum and even cells"));
}

TEST_CASE("clones drawn as shading: two parts of one shape, or more of one colour when the rules say so") {
  // shaded cells, each a 1x1 underlay in the colour given
  auto shade = [](const std::vector<std::pair<int, int>>& cells, const std::string& colour) {
    std::string out;
    for (const auto& [r, c] : cells)
      out += R"({"center":[)" + std::to_string(r) + ".5," + std::to_string(c) + R"(.5],"width":1,"height":1,"backgroundColor":")" +
             colour + R"("},)";
    return out;
  };
  auto pad = [](const std::string& underlays, const std::string& rules) {
    std::string u = underlays;
    u.pop_back();  // the last comma
    return blank9() + R"("underlays":[)" + u + R"(],"metadata":{"rules":"Normal sudoku rules apply. )" + rules + R"("}})";
  };
  const std::string grey = "#CFCFCF", green = "#A0E0A0";
  const std::string two = shade({{0, 0}, {0, 1}, {1, 1}}, grey) + shade({{5, 6}, {5, 7}, {6, 7}}, grey);
  const json read = json::parse(sudokupad_to_fpuzzles(pad(two, "Grey regions are clones of each other.")));
  CHECK(read["clone"] == json::parse(R"([{"cells":["R1C1","R1C2","R2C2"],"cloneCells":["R6C7","R6C8","R7C8"]}])"));
  // three parts of one colour, the rules saying "of the same colour"; another colour apart
  const std::string three = two + shade({{8, 0}, {8, 1}, {9 - 1, 2}}, green) + shade({{3, 3}, {3, 4}, {4, 4}}, grey) +
                            shade({{2, 5}, {2, 6}, {2, 7}}, green);
  const json all = json::parse(sudokupad_to_fpuzzles(
      pad(three, "All regions of the same colour must include the same digits in the same order.")));
  REQUIRE(all["clone"].size() == 3);
  CHECK(all["clone"][0] == json::parse(R"({"cells":["R3C6","R3C7","R3C8"],"cloneCells":["R9C1","R9C2","R9C3"]})"));
  CHECK(all["clone"][2] == json::parse(R"({"cells":["R1C1","R1C2","R2C2"],"cloneCells":["R6C7","R6C8","R7C8"]})"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(three, "Grey regions are clones of each other.")),
                    Catch::Contains("3 parts shaded for clones in one colour: sudosat cannot tell which copies which"));
  // single cells more than two: SudokuMaker's pairs in one colour
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(shade({{0, 0}, {2, 2}, {4, 4}, {6, 6}}, grey),
                                              "All regions of the same colour contain the same digits in the same positions.")),
                    Catch::Contains("4 parts shaded for clones in one colour"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(shade({{0, 0}, {0, 1}, {4, 4}, {5, 4}}, grey), "Grey regions are clones.")),
                    Catch::Contains("clones shaded in one colour with parts of two shapes (r1c1, r5c5)"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(shade({{0, 0}, {0, 1}}, grey), "Grey regions are clones.")),
                    Catch::Contains("cells shaded for clones (r1c1, ...), and no second part of their colour to copy them"));
  // the rule names green: grey shading is art
  const json named = json::parse(sudokupad_to_fpuzzles(pad(two + shade({{8, 0}, {8, 1}}, green) + shade({{8, 7}, {8, 8}}, green),
                                                           "Green regions are clones.")));
  CHECK(named["clone"] == json::parse(R"([{"cells":["R9C1","R9C2"],"cloneCells":["R9C8","R9C9"]}])"));
}

TEST_CASE("no digit repeats among the cells drawn with circles (squares): an extra region of them") {
  auto pad = [](const std::string& rules, const std::string& more = "") {
    return kBlank4 +
           R"("underlays":[{"center":[0.5,0.5],"width":0.7,"height":0.7,"rounded":true,"backgroundColor":"#A0A0A0"},)"
           R"({"center":[2.5,3.5],"width":0.7,"height":0.7,"rounded":true,"backgroundColor":"#A0A0A0"},)"
           R"({"center":[1.5,1.5],"width":0.7,"height":0.7,"backgroundColor":"#A0A0A0"},)" + more +
           R"({"center":[3.5,0.5],"width":0.7,"height":0.7,"backgroundColor":"#A0A0A0"}],)"
           R"("metadata":{"rules":")" + rules + R"("}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad("Normal sudoku rules apply. There are no repeated digits in circles, nor in squares.")));
  CHECK(read["extraregion"] == json::parse(R"([{"cells":["R1C1","R3C4"]},{"cells":["R2C2","R4C1"]}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits may not repeat in circles. Grey "
                                              "circles contain odd digits.")),
                    Catch::Contains("the rules name odd circles and a region of circles"));
  const std::string five = R"({"center":[0.5,1.5],"width":0.7,"height":0.7,"backgroundColor":"#A0A0A0"},)"
                           R"({"center":[0.5,2.5],"width":0.7,"height":0.7,"backgroundColor":"#A0A0A0"},)"
                           R"({"center":[0.5,3.5],"width":0.7,"height":0.7,"backgroundColor":"#A0A0A0"},)";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits may not repeat in squares.", five)),
                    Catch::Contains("no digit repeats in squares, and the puzzle draws 5 of them in a grid of size 4"));
  // the squares, named by no rule: refused as drawings the rules do not explain
  CHECK_THROWS(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits may not repeat in circles.")));
}

TEST_CASE("dots of no colour said that link consecutive digits: the white dots") {
  auto pad = [](const std::string& fill) {
    return kBlank4 + R"("overlays":[{"center":[1,0.5],"width":0.3,"height":0.3,"rounded":true,"backgroundColor":")" +
           fill + R"(","borderColor":"#000000"}],"metadata":{"rules":"Normal sudoku rules apply. Small circles )"
                  R"((without a number in them) link cells containing consecutive digits."}})";
  };
  CHECK(json::parse(sudokupad_to_fpuzzles(pad("#FFFFFF")))["difference"] ==
        json::parse(R"([{"cells":["R1C1","R2C1"]}])"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("#000000")),
                    Catch::Contains("the puzzle draws ratio clues, and its rules do not name them"));
}

TEST_CASE("a cage sum and digits free to repeat in cages: sum cages; beside a killer rule, refused") {
  auto pad = [](const std::string& rules) {
    return kBlank4 + R"("cages":[{"cells":[[0,0],[0,1],[1,0]],"value":"5"}],"metadata":{"rules":"Normal sudoku rules )"
                     R"(apply. )" + rules + R"("}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad("Digits within the cages sum to the clue given; digits can repeat within a cage if allowed by other rules.")));
  CHECK(read["sumcage"] == json::parse(R"([{"cells":["R1C1","R1C2","R2C1"],"value":"5"}])"));
  CHECK(!read.contains("killercage"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Digits in cages sum to the clue. Digits in cages do not repeat. Digits may "
                                              "repeat in cages.")),
                    Catch::Contains("digits are said both to repeat in cages and not to"));
  // the repeats alone: the cage's number unexplained
  CHECK_THROWS(sudokupad_to_fpuzzles(pad("Digits may repeat in cages.")));
}

TEST_CASE("Roman numeral cages: a letter between two cages joins their numbers, read down or across") {
  const std::string kRoman = "Normal sudoku rules apply. Numbers in cages connected by an L sum to 50. Cages are read "
                             "top-to-bottom or left-to-right.";
  // cages and overlays as drawn, the rules given
  auto pad = [](const std::string& cages, const std::string& overlays, const std::string& rules) {
    return kBlank4 + R"("cages":[)" + cages + R"(],"overlays":[)" + overlays + R"(],"metadata":{"rules":")" + rules +
           R"("}})";
  };
  // a letter (as SudokuMaker draws it: text on no background, a white circle under it) at row r, column c
  auto letter = [](const std::string& text, const std::string& r, const std::string& c) {
    return R"({"center":[)" + r + "," + c + R"(],"width":0.32,"height":0.32,"stroke":"none","rounded":true,)"
           R"("backgroundColor":"#FFFFFF"},{"center":[)" + r + "," + c + R"(],"width":0,"height":0.551,"text":")" + text +
           R"(","rounded":true})";
  };
  const std::string across = R"({"cells":[[0,0],[0,1]]},{"cells":[[0,3],[0,2]]})";
  json read = json::parse(sudokupad_to_fpuzzles(pad(across, letter("L", "0.5", "2"), kRoman)));
  CHECK(read["numbersum"] == json::parse(R"([{"first":["R1C1","R1C2"],"second":["R1C3","R1C4"],"value":50}])"));
  CHECK(!read.contains("killercage"));
  // down a column, the cages listed bottom first and their cells in any order
  const std::string down = R"({"cells":[[3,1],[2,1]]},{"cells":[[0,1],[1,1]]})";
  read = json::parse(sudokupad_to_fpuzzles(pad(down, letter("l", "2", "1.5"), kRoman)));
  CHECK(read["numbersum"] == json::parse(R"([{"first":["R1C2","R2C2"],"second":["R3C2","R4C2"],"value":50}])"));
  // what is not understood is refused
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(across, letter("M", "0.5", "2"), kRoman)),
                    Catch::Contains("a Roman numeral 'M' joining two cages, and the rules give no total for the letter M"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(across, letter("L", "0.5", "1"), kRoman)),
                    Catch::Contains("a Roman numeral 'L' that does not stand on the edge between cells of two cages"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1],[1,0]]},{"cells":[[0,2],[0,3]]})",
                                              letter("L", "0.5", "2"), kRoman)),
                    Catch::Contains("cages[0]: a Roman numeral cage from r1c1 that is not a straight run of one row or "
                                    "column: sudosat cannot tell which way it reads as a number"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(across + R"(,{"cells":[[3,3]]})", letter("L", "0.5", "2"), kRoman)),
                    Catch::Contains("cages[2]: a cage from r4c4 joined to no other by a Roman numeral, and the rules "
                                    "name no other cages"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1]],"value":"5"},{"cells":[[0,3],[0,2]]})",
                                              letter("L", "0.5", "2"), kRoman)),
                    Catch::Contains("cages[0]: a Roman numeral cage from r1c1 showing '5'"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(across, letter("L", "0.5", "2"),
                                              "Normal sudoku rules apply. Numbers in cages connected by an L sum to 40. "
                                              "Cages are read top-to-bottom or left-to-right.")),
                    Catch::Contains("gives the letter L the total 40; the Roman numeral L stands for 50"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(across, letter("L", "0.5", "2"),
                                              "Normal sudoku rules apply. Numbers in cages connected by an L sum to 50.")),
                    Catch::Contains("rules: Roman numeral cages, and the rules do not say which way a cage reads as a "
                                    "number (top-to-bottom or left-to-right)"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(across, "", "Normal sudoku rules apply. Cages are read left-to-right or "
                                                          "top-to-bottom.")),
                    Catch::Contains("rules: cages read as numbers, and the rules give no Roman numeral cages' sums"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(across, letter("X", "0.5", "2"),
                                              "Normal sudoku rules apply. Numbers in cages connected by an X sum to 10. "
                                              "Cages are read top-to-bottom or left-to-right. Cells separated by an X "
                                              "sum to 10.")),
                    Catch::Contains("a X between two cages, and the rules name both XV marks and Roman numeral cages"));
  // a letter without the rules: no rule of sudosat's
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("", R"({"center":[0.5,2],"width":0,"height":0.551,"text":"L","rounded":true})",
                                              "Normal sudoku rules apply.")),
                    Catch::Contains("showing 'L' that sudosat cannot read as any rule"));
  // the rules named, nothing drawn
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("", "", kRoman)),
                    Catch::Contains("the rules name roman sum clues, and the puzzle draws none"));
}

TEST_CASE("Roman numeral cages: Theta, a real puzzle, read as its setter draws it, its solution checked") {
  const json all = json::parse(std::ifstream(kData / "sudokupad" / "real10.json"));
  const auto theta = std::find_if(all.begin(), all.end(), [](const json& p) { return p["title"] == "Theta"; });
  REQUIRE(theta != all.end());
  const Puzzle p = parse_fpuzzles((*theta)["link"].get<std::string>(), "theta", 1, 1);
  std::vector<rule::NumberSum> sums;
  for (const Constraint& c : p.variant->constraints)
    if (const auto* s = std::get_if<rule::NumberSum>(&c)) sums.push_back(*s);
  REQUIRE(sums.size() == 4);
  auto at = [](int r, int c) { return (r - 1) * 9 + c - 1; };  // a 9x9 cell, rows and columns from 1
  CHECK(sums[0].first == std::vector<int>{at(3, 3), at(4, 3), at(5, 3)});  // the D down column 3
  CHECK(sums[0].second == std::vector<int>{at(6, 3), at(7, 3), at(8, 3)});
  CHECK(sums[0].total == 500);
  CHECK(sums[2].first == std::vector<int>{at(1, 1), at(1, 2)});  // the C along row 1
  CHECK(sums[2].second == std::vector<int>{at(1, 3), at(1, 4)});
  CHECK(sums[2].total == 100);
  Grid solution(p.givens.shape);
  const std::string digits = (*theta)["solution"].get<std::string>();
  for (int cell = 0; cell < 81; ++cell) solution.set(cell, digits[static_cast<std::size_t>(cell)] - '0');
  CHECK(!check_solution(p, Solution{solution, {}}));
}

TEST_CASE("neighbours denied both kropki relations: non-consecutive and every black dot given") {
  const json read = json::parse(sudokupad_to_fpuzzles(
      kBlank4 + R"("metadata":{"rules":"Normal sudoku rules apply. The digits in two orthogonally adjacent cells may )"
                R"(not be consecutive, nor may they be in a ratio of 2:1."}})"));
  CHECK(read["nonconsecutive"] == true);
  CHECK(read["negative"] == json::parse(R"(["ratio"])"));
}

TEST_CASE("cells shaded in a colour whose sum the rules give are one sum cage") {
  auto pad = [](const std::string& rules) {
    return kBlank4 +
           R"("underlays":[{"center":[0.5,0.5],"width":1,"height":1,"backgroundColor":"#A0E0A0"},)"
           R"({"center":[3.5,3.5],"width":1,"height":1,"backgroundColor":"#00C000"},)"
           R"({"center":[2.5,2.5],"width":1,"height":1,"backgroundColor":"#C0C0C0"}],)"
           R"("metadata":{"rules":")" + rules + R"("}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits in green cells sum to 5.")));
  REQUIRE(read["sumcage"].size() == 1);
  CHECK(read["sumcage"][0]["cells"] == json({"R1C1", "R4C4"}));
  CHECK(read["sumcage"][0]["value"] == "5");
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits in red cells sum to 5.")),
                    Catch::Contains("the rules name cell sum clues, and the puzzle draws none"));
}

TEST_CASE("lines that hold every digit once are extra regions, of any colour when 'each coloured line'") {
  const auto pad = lined4;
  const std::string blue = R"({"wayPoints":[[0.5,0.5],[1.5,1.5],[2.5,2.5],[3.5,3.5]],"color":"#0000FF","thickness":8})";
  const std::string red = R"({"wayPoints":[[0.5,3.5],[1.5,2.5],[2.5,1.5],[3.5,0.5]],"color":"#FF0000","thickness":8})";
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad("Normal sudoku rules apply. Each coloured line must contain the digits 1 to 4 once each.", blue + "," + red)));
  REQUIRE(read["extraregion"].size() == 2);
  CHECK(read["extraregion"][1]["cells"] == json({"R1C4", "R2C3", "R3C2", "R4C1"}));
  // without "coloured", two colours could be two kinds
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Each line must contain the digits 1 to 4 "
                                              "once each.", blue + "," + red)),
                    Catch::Contains("lines of 2 colours or widths"));
  const std::string short_line = R"({"wayPoints":[[0.5,0.5],[2.5,2.5]],"color":"#0000FF","thickness":8})";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Each line must contain the digits 1 to 4 "
                                              "once each.", short_line)),
                    Catch::Contains("lines[0]: a line from r1c1 of 3 cells, and the rules say each line holds the digits 1 to 4 once"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Each line must contain the digits 1 to 9 "
                                              "once each.", blue)),
                    Catch::Contains("speaks of the digits 1 to 9 in a region, in a grid of size 4"));
  // a diagonal's range too (read as the diagonal rule whatever its range, before)
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. The two main diagonals each contain the digits "
                                              "1 to 9 once.", "")),
                    Catch::Contains("speaks of the digits 1 to 9 on a diagonal, in a grid of size 4"));
  // disjoint groups too
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Each set of cells in the same position within "
                                              "the four boxes contains the digits 1-9.", "")),
                    Catch::Contains("speaks of the digits 1 to 9 in a region, in a grid of size 4"));
}

TEST_CASE("arrows whose digits increase from the tip are thermometers too; pills and one-cell arrows refused") {
  auto pad = [](const std::string& arrow) {
    return kBlank4 +
           R"("overlays":[{"center":[0.5,0.5],"width":0.8,"height":0.8,"rounded":true,"borderColor":"#000000"}],)"
           R"("arrows":[)" + arrow + R"(],"metadata":{"rules":"Normal sudoku rules apply. Digits along an arrow )"
           R"(increase from the tip and sum to the number in the circle."}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(pad(R"({"wayPoints":[[0.5,0.8],[0.5,3.5]]})")));
  CHECK(read["arrow"][0]["lines"][0] == json({"R1C1", "R1C2", "R1C3", "R1C4"}));
  CHECK(read["thermometer"][0]["lines"][0] == json({"R1C4", "R1C3", "R1C2"}));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"wayPoints":[[0.5,0.8],[0.5,1.5]]})")),
                    Catch::Contains("arrows[0]: an arrow of one cell from r1c1"));
  // a line rule said of arrows: on the shaft, the circle left out
  std::string renban = pad(R"({"wayPoints":[[0.5,0.8],[0.5,3.5]]})");
  const std::string increase = "Digits along an arrow increase from the tip and sum to the number in the circle.";
  renban.replace(renban.find(increase), increase.size(), "Digits along an arrow sum to the number in the circle. "
                                                         "Those digits along an arrow are a consecutive set in any order.");
  const json read_renban = json::parse(sudokupad_to_fpuzzles(renban));
  CHECK(read_renban["renban"][0]["lines"][0] == json({"R1C2", "R1C3", "R1C4"}));
  CHECK(!read_renban.contains("thermometer"));
}

TEST_CASE("issue 45: f-puzzles drawings through SudokuPad's converter") {
  // tests/data/sudokupad/issue45.tsv (make_issue45.js): cosmetic text, circles, lines and cages
  // as a setter draws these kinds on f-puzzles, and an xv entry of another sum
  const std::map<std::string, std::string> refusals = {
      {"inequality-sign-turned", "overlays[0] (at row 0.5, column 1.0): an inequality sign '<' turned by 45 degrees: "
                                 "sudosat cannot tell which cell it points at"},
      {"sum-dot-or-white-dot", "overlays[0] (at row 2.5, column 1.0): a white dot showing 3, and the rules name both "
                               "white (difference) dots and sum dots: sudosat cannot tell which it is"},
      {"counting-circles-two-colours", "overlays[1] (at row 1.5, column 3.5): counting circles of two colours (r1c1, "
                                       "r2c4): one set of circles or two, the rules do not say"},
      {"cage-killer-or-sum", "cages[3]: a cage from r3c2 without 'unique', and the rules name both killer cages and "
                             "sum cages: sudosat cannot tell which it is"}};
  int read = 0, refused = 0;
  for (const auto& row : tsv(kData / "sudokupad" / "issue45.tsv")) {
    INFO(row[0]);
    if (row.at(2) == "refused") {
      REQUIRE(refusals.count(row[0]));
      CHECK_THROWS_WITH(parse_fpuzzles(row[1], "pad", 1, 1), Catch::Contains(refusals.at(row[0])));
      ++refused;
    } else {
      CHECK(reading(row[1], row[2]) == "same");
      ++read;
    }
  }
  CHECK(read == 6);
  CHECK(refused == 4);
}

TEST_CASE("as drawn: an inequality sign stands for one kind, a plain circle or cage without 'unique' does not") {
  FPuzzlesOptions drawn;
  drawn.as_drawn = true;
  std::map<std::string, std::string> link;
  for (const auto& row : tsv(kData / "sudokupad" / "issue45.tsv")) link[row[0]] = row.at(1);
  auto kinds = [&](const std::string& name) {
    try {
      std::string out;
      const Puzzle p = parse_fpuzzles(link.at(name), "pad", 1, 1, drawn);
      for (const Constraint& c : p.variant->constraints)
        out += std::string(out.empty() ? "" : " ") + kind_name(c);
      return out;
    } catch (const InputError& e) {
      return std::string(e.what());
    }
  };
  CHECK(kinds("inequality-signs") == "greaterthan greaterthan greaterthan greaterthan");
  CHECK(kinds("sum-cages").find("SudokuPad puzzle, as read:") != std::string::npos);  // killer cages, not the rules' sum cages
  CHECK(kinds("counting-circles").find("a round mark that sudosat cannot read as any rule") != std::string::npos);
}

TEST_CASE("cages of one same sum: killer cages without totals and the rule; refused without cages or beside others") {
  auto pad = [](const std::string& cages, const std::string& rules) {
    return kBlank4 + R"("cages":[)" + cages + R"(],"metadata":{"rules":"Normal sudoku rules apply. )" + rules + R"("}})";
  };
  const std::string two = R"({"cells":[[0,0],[0,1]]},{"cells":[[2,2],[3,2]]})";
  const std::string rule = "Every cage contains digits that sum to the same total, which must be deduced. Digits "
                           "cannot repeat in a cage.";
  const json read = json::parse(sudokupad_to_fpuzzles(pad(two, rule)));
  CHECK(read["killercage"] == json::parse(R"([{"cells":["R1C1","R1C2"]},{"cells":["R3C3","R4C3"]}])"));
  CHECK(read["equalcagesums"] == true);
  // a cage showing its total keeps it: the others must reach it
  const json shown = json::parse(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1]],"value":"5"},{"cells":[[2,2],[3,2]]})", rule)));
  CHECK(shown["killercage"] == json::parse(R"([{"cells":["R1C1","R1C2"],"value":"5"},{"cells":["R3C3","R4C3"]}])"));
  // without "digits cannot repeat", the cages' own rule is not stated
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(two, "Every cage contains digits that sum to the same total.")),
                    Catch::Contains("the rules do not say that its digits sum to its clue and do not repeat"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("", rule)),
                    Catch::Contains("the rules say that cages have equal sums, and the puzzle draws no killer cage"));
  CHECK_THROWS_WITH(
      sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1]]},{"cells":[[2,2],[3,2]],"value":"<6"})",
                                rule + " A cage's clue with < gives a bound: the sum of its digits is less than the number.")),
      Catch::Contains("the rules say that cages have equal sums, and the puzzle draws killercage (inequality) clues"));
}

TEST_CASE("clones drawn as cages marked with one same letter") {
  auto pad = [](const std::string& cages) {
    return kBlank4 + R"("cages":[)" + cages + R"(],"metadata":{"rules":"Normal sudoku rules apply. Clones: the digits in )"
                     R"(the caged areas must appear in the same position in its counterpart (marked with the same letter)."}})";
  };
  const json read = json::parse(sudokupad_to_fpuzzles(pad(
      R"({"cells":[[0,1],[0,0]],"value":"A"},{"cells":[[3,2],[3,3]],"value":"A"},{"cells":[[1,0]],"value":"B"},)"
      R"({"cells":[[2,3]],"value":"B"},{"cells":[[2,0]],"value":"B"})")));
  REQUIRE(read["clone"].size() == 3);
  CHECK(read["clone"][0] == json::parse(R"({"cells":["R1C1","R1C2"],"cloneCells":["R4C3","R4C4"]})"));
  CHECK(read["clone"][1] == json::parse(R"({"cells":["R2C1"],"cloneCells":["R3C4"]})"));
  CHECK(read["clone"][2] == json::parse(R"({"cells":["R2C1"],"cloneCells":["R3C1"]})"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1]],"value":"A"})")),
                    Catch::Contains("a cage marked 'A' for clones, and no second cage of that letter to copy it"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"({"cells":[[0,0],[0,1]],"value":"A"},{"cells":[[2,0],[3,0]],"value":"A"})")),
                    Catch::Contains("clones marked 'A' of two shapes (r1c1, r3c1)"));
  // without the letters' sentence, a letter in a cage is no sum
  CHECK_THROWS_WITH(
      sudokupad_to_fpuzzles(kBlank4 + R"("cages":[{"cells":[[0,0]],"value":"A"},{"cells":[[3,3]],"value":"A"}],)"
                                      R"("metadata":{"rules":"Normal sudoku rules apply. Killer cages."}})"),
      Catch::Contains("showing 'A', not a sum"));
}

TEST_CASE("numbered rooms: clues outside the grid when the rules name them") {
  const std::string pad = kBlank4 + R"("overlays":[{"center":[1.5,-0.5],"width":1,"height":1,"text":"3","fontSize":32}],)"
                                    R"("metadata":{"rules":"Normal sudoku rules apply. Numbered rooms: a clue outside the grid )"
                                    R"(gives the digit in the Xth cell of that row or column, where X is the first digit."}})";
  const json read = json::parse(sudokupad_to_fpuzzles(pad));
  CHECK(read["numberedroom"] == json::parse(R"([{"cell":"R2C0","value":"3"}])"));
  // beside sandwiches, which kind is the clue?
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + R"("overlays":[{"center":[1.5,-0.5],"width":1,"height":1,"text":"3",)"
                                                    R"("fontSize":32}],"metadata":{"rules":"Normal sudoku rules apply. )"
                                                    R"(Numbered rooms. Sandwich sums."}})"),
                    Catch::Contains("the rules name several kinds of outside clue"));
}

TEST_CASE("global entropy stated in the rules holds for the whole grid") {
  const json read = json::parse(sudokupad_to_fpuzzles(
      kBlank4 + R"("metadata":{"rules":"Normal sudoku rules apply. Global entropy: every 2x2 block of cells contains a low )"
                R"((1-3), a middle (4-6) and a high (7-9) digit."}})"));
  CHECK(read["globalentropy"] == true);
}

TEST_CASE("pencil marks given in cells: not read; without the setter's solution to judge, refused") {
  const std::string marked = R"({"cells":[[{"centremarks":[1,2]},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)" +
                             kRegions4;
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(marked + R"("metadata":{"rules":"Normal sudoku rules apply."}})"),
                    Catch::Contains("cells[0][0] (r1c1): pencil marks given in a cell, which may restrict its digit, and "
                                    "the puzzle carries no solution to judge a reading without them"));
  const json read = json::parse(sudokupad_to_fpuzzles(
      marked + R"("metadata":{"rules":"Normal sudoku rules apply.","solution":"1234341221434321"}})"));
  CHECK(read["solution"].size() == 16);
  CHECK(!read["grid"][0][0].contains("value"));  // the marks are no given, no restriction
  CHECK(!read["grid"][0][0].contains("givenPencilMarks"));
  // an empty list of marks is none
  CHECK_NOTHROW(sudokupad_to_fpuzzles(R"({"cells":[[{"pencilMarks":[]},{},{},{}],[{},{},{},{}],[{},{},{},{}],)"
                                      R"([{},{},{},{}]],)" + kRegions4 + R"("metadata":{"rules":"Normal sudoku rules apply."}})"));
}

TEST_CASE("global modular stated in the rules holds for the whole grid; the 9x9 sets only on 9x9") {
  const json read = json::parse(sudokupad_to_fpuzzles(
      kBlank4 + R"("metadata":{"rules":"Normal sudoku rules apply. Global modulo 3: every 2x2 block of cells contains a )"
                R"(digit of each residue mod 3."}})"));
  CHECK(read["globalmodular"] == true);
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + R"("metadata":{"rules":"Normal sudoku rules apply. Each 2x2 box )"
                                                    R"(has to contain a digit from (1, 4, 7), a digit from (2, 5, 8) and )"
                                                    R"(a digit from (3, 6, 9)."}})"),
                    Catch::Contains("speaks of digits up to 9 in a grid of size 4"));
}

TEST_CASE("plain lines told apart by colour: a colour word between two hues claims both; a line two kinds claim is refused") {
  const auto pad = lined4;
  // a light pink (hue 351: "red" by hue) renban line beside a green whispers line
  const std::string pink = R"({"wayPoints":[[0.5,0.5],[0.5,2.5]],"color":"#FFB6C1","thickness":8})";
  const std::string green = R"({"wayPoints":[[3.5,0.5],[3.5,2.5]],"color":"#67F067","thickness":8})";
  const std::string rules = "Normal sudoku rules apply. Digits on a pink line are a set of consecutive digits in any "
                            "order. Adjacent digits on a green line differ by at least 2.";
  const json read = json::parse(sudokupad_to_fpuzzles(pad(rules, pink + "," + green)));
  REQUIRE(read["renban"].size() == 1);
  CHECK(read["renban"][0]["lines"][0] == json({"R1C1", "R1C2", "R1C3"}));
  REQUIRE(read["whispers"].size() == 1);
  CHECK(read["whispers"][0]["lines"][0] == json({"R4C1", "R4C2", "R4C3"}));
  // one kind named pink, its one line pale red: read
  CHECK(json::parse(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits on a pink line are a set of consecutive "
                                              "digits in any order.", pink)))["renban"].size() == 1);
  // pink and red both named: the pale red line is either
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits on a pink line are a set of consecutive "
                                              "digits in any order. Red lines are palindromes.", pink)),
                    Catch::Contains("the rules name several kinds of line and sudosat cannot tell which this red line is"));
  // a colour no bucket of which the line has: still refused
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits on a teal line are a set of consecutive "
                                              "digits in any order.", pink)),
                    Catch::Contains("the rules name renban lines of another colour"));
}

TEST_CASE("plain lines of two kinds told apart by colour within one sentence: each kind its own clause's colour") {
  const auto pad = lined4;
  const std::string pink = R"({"wayPoints":[[0.5,0.5],[0.5,2.5]],"color":"#FFB6C1","thickness":8})";
  const std::string green = R"({"wayPoints":[[3.5,0.5],[3.5,2.5]],"color":"#67F067","thickness":8})";
  for (const std::string rules :
       {"Normal sudoku rules apply. Pink lines are renban lines and adjacent digits on green lines differ by at least 2.",
        "Normal sudoku rules apply. Digits on a pink line are a set of consecutive digits in any order, while adjacent "
        "digits on a green line differ by at least 2.",
        "Normal sudoku rules apply. Digits on a pink line are a set of consecutive digits in any order; adjacent digits "
        "on a green line differ by at least 2."}) {
    INFO(rules);
    const json read = json::parse(sudokupad_to_fpuzzles(pad(rules, pink + "," + green)));
    REQUIRE(read["renban"].size() == 1);
    CHECK(read["renban"][0]["lines"][0] == json({"R1C1", "R1C2", "R1C3"}));
    REQUIRE(read["whispers"].size() == 1);
    CHECK(read["whispers"][0]["lines"][0] == json({"R4C1", "R4C2", "R4C3"}));
  }
  // one clause naming both colours for one kind: each line is claimed by that kind, and the other
  // kind has none of its own
  CHECK_THROWS(sudokupad_to_fpuzzles(pad("Normal sudoku rules apply. Digits on pink and green lines are a set of "
                                         "consecutive digits in any order, and adjacent digits on a line differ by at "
                                         "least 2.",
                                         pink + "," + green)));
}

TEST_CASE("art: shading of several cells, lines along region borders, marks away from the grid; refused where it could be a clue") {
  auto pad = [](const std::string& drawings, const std::string& rules = "Normal sudoku rules apply.") {
    return kBlank4 + drawings + R"("metadata":{"rules":")" + rules + R"("}})";
  };
  auto art = [](const json& read) {  // what `sudosat read` lists as art
    int k = 0;
    for (const json& s : read[kReadAsKey]) k += s.get<std::string>().find(": art") != std::string::npos;
    return k;
  };
  // an area shaded (2 cells, the whole grid), the grid's frame and a box border drawn over, a
  // title and a picture well outside the grid: read as a plain sudoku, each listed as art
  const json read = json::parse(sudokupad_to_fpuzzles(pad(
      R"("underlays":[{"center":[1,0.5],"width":1,"height":2,"backgroundColor":"#FFCCCC"},)"
      R"({"center":[2,2],"width":4,"height":4,"backgroundColor":"#FFFFCC"}],)"
      R"("overlays":[{"center":[-1.5,2],"width":0,"height":0,"text":"Puzzle by Alice","fontSize":24},)"
      R"({"center":[-2,-2],"width":0.8,"height":0.8,"rounded":true,"backgroundColor":"#FF0000"}],)"
      R"("lines":[{"wayPoints":[[0,0],[0,4],[4,4],[4,0],[0,0]],"color":"#FF0000","thickness":4},)"
      R"({"wayPoints":[[2,0],[2,4]],"color":"#FF0000","thickness":4}],)")));
  CHECK(art(read) == 6);
  // a line along a grid line inside a box (another region drawn?), shading of half a cell, a word
  // a rule uses or a number beside the grid, a mark on the ring of outside clues, a letter in a
  // cell: refused as before
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"("lines":[{"wayPoints":[[1,0],[1,4]],"color":"#FF0000","thickness":4}],)")),
                    Catch::Contains("not at a cell's centre"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"("underlays":[{"center":[1,0.75],"width":0.5,"height":2,"backgroundColor":"#FFCCCC"}],)")),
                    Catch::Contains("a square mark that sudosat cannot read as any rule"));
  for (const char* text : {"Anti-knight", "15", "Killer Whale"})
    CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"("overlays":[{"center":[-1.5,2],"width":0,"height":0,"text":")" +
                                                std::string(text) + R"(","fontSize":24}],)")),
                      Catch::Contains("cannot read as any rule"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"("overlays":[{"center":[-0.5,0.5],"width":0.8,"height":0.8,"rounded":true,"backgroundColor":"#FF0000"}],)")),
                    Catch::Contains("a round mark that sudosat cannot read as any rule"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(R"("overlays":[{"center":[0.2,0.2],"width":0,"height":0,"text":"A","fontSize":12}],)")),
                    Catch::Contains("showing 'A'"));
  // a title beside the grid of a puzzle with no rules text: a rule may be written there
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + R"("overlays":[{"center":[-1.5,2],"width":0,"height":0,"text":"Hello","fontSize":24}]})"),
                    Catch::Contains("showing 'Hello'"));
}

namespace {

// A blank 4x4 with `overlays` (JSON objects, comma-separated) and `rules`; a number drawn at
// (r, c), as outside clues are.
std::string overlaid4(const std::string& overlays, const std::string& rules) {
  return kBlank4 + R"("overlays":[)" + overlays + R"(],"metadata":{"rules":")" + rules + R"("}})";
}
std::string number_at(double r, double c, const std::string& text) {
  return R"({"center":[)" + std::to_string(r) + "," + std::to_string(c) + R"(],"width":0,"height":0,"text":")" + text +
         R"(","fontSize":24})";
}

}  // namespace

TEST_CASE("frame sums: a clue outside gives the sum of the first cells seen from it, a sum cage of them") {
  const auto pad = overlaid4;
  const auto clue = number_at;
  const std::string rules = "Normal sudoku rules apply. Clues outside the grid give the sum of the first two digits in "
                            "that row or column.";
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad(clue(0.5, -0.5, "3") + "," + clue(-0.5, 1.5, "6") + "," + clue(3.5, 4.5, "3") + "," + clue(4.5, 2.5, "5"), rules)));
  REQUIRE(read["sumcage"].size() == 4);
  CHECK(read["sumcage"][0]["cells"] == json({"R1C1", "R1C2"}));  // from the left
  CHECK(read["sumcage"][0]["value"] == "3");
  CHECK(read["sumcage"][1]["cells"] == json({"R1C2", "R2C2"}));  // from above
  CHECK(read["sumcage"][2]["cells"] == json({"R4C4", "R4C3"}));  // from the right
  CHECK(read["sumcage"][3]["cells"] == json({"R4C3", "R3C3"}));  // from below
  // a clue on a corner of the ring; frames longer than the grid; frames beside sandwiches; the
  // rule with no clue drawn
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(-0.5, -0.5, "3"), rules)),
                    Catch::Contains("on a corner outside the grid, which sees no row or column"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(0.5, -0.5, "3"), "Normal sudoku rules apply. Clues outside the grid "
                                                                    "give the sum of the first four digits. Clues outside the grid give the sum of the first two digits.")),
                    Catch::Contains("frame sums of two different lengths"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(0.5, -0.5, "3"), rules + " Clues outside the grid give the sum of the "
                                                                            "digits between the 1 and the 4 in that row or column.")),
                    Catch::Contains("several kinds of outside clue"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(-1.5, 1.5, "Hello"), rules)),
                    Catch::Contains("the rules name frame sum clues, and the puzzle draws none"));
}

TEST_CASE("XVXV: X and V letters the rules call XVXV marks, their circles behind them; beside XV, refused") {
  const std::string kXVXV = "Normal sudoku rules apply. XVXV: cells connected by a V sum to either 5 or 15; cells "
                            "connected by an X sum to either 10 or 15.";
  auto pad = [](const std::string& overlays, const std::string& rules) {
    return kBlank4 + R"("overlays":[)" + overlays + R"(],"metadata":{"rules":")" + rules + R"("}})";
  };
  // a letter on the edge of r1c1 and r1c2 and (f-puzzles' text over a circle, the circle first)
  // a white circle with a grey border under a V on the edge of r2c1 and r3c1
  const std::string x = R"({"center":[0.5,1],"width":0.25,"height":0.25,"text":"X"})";
  const std::string circle = R"({"center":[2,0.5],"width":0.4,"height":0.4,"rounded":true,"backgroundColor":"#FFFFFF",)"
                             R"("borderColor":"#8A8A8A"},{"center":[2,0.5],"width":0.25,"height":0.25,"text":"V"})";
  const json read = json::parse(sudokupad_to_fpuzzles(pad(x + "," + circle, kXVXV)));
  CHECK(read["xvxv"] == json::parse(R"([{"cells":["R1C1","R1C2"],"value":"X"},{"cells":["R2C1","R3C1"],"value":"V"}])"));
  CHECK(!read.contains("xv"));
  CHECK(!read.contains("difference"));
  // the same drawing under XV's rule: XV marks, the circle still the V's background
  const json xv = json::parse(sudokupad_to_fpuzzles(pad(x + "," + circle, "Normal sudoku rules apply. Cells separated by "
                                                                           "an X sum to 10 and cells separated by a V sum to 5.")));
  CHECK(xv["xv"].size() == 2);
  CHECK(!xv.contains("xvxv"));
  // both rules named: which mark is which cannot be told
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(x, kXVXV + " Cells separated by an X sum to 10.")),
                    Catch::Contains("an X mark, and the rules name both XV and XVXV marks: sudosat cannot tell which it is"));
  // every mark given: are unmarked pairs denied 15 too?
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(x, kXVXV + " All possible X's and V's are given.")),
                    Catch::Contains("rules: every X and V given, beside XVXV marks: sudosat cannot tell whether pairs "
                                    "without a mark may sum to 15"));
  // beside white dots, a white circle under a letter may be a dot: not taken as its background
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(circle, kXVXV + " Cells separated by a white dot contain consecutive digits.")),
                    Catch::Contains("a dot on an edge that is neither black nor white"));
}

// (whispers lines of two differences by colour and a line of a colour near one of theirs; sum lines
// likewise; Catch 2.13: keep the name short)
TEST_CASE("a whispers line whose difference no rule gives: left out under the setter's solution") {
  const std::string green = R"({"wayPoints":[[0.5,0.5],[0.5,1.5]],"color":"#60C060","thickness":8})";
  const std::string orange = R"({"wayPoints":[[2.5,0.5],[2.5,1.5]],"color":"#FFA500","thickness":8})";
  const std::string teal = R"({"wayPoints":[[3.5,2.5],[3.5,3.5]],"color":"#30C0A8","thickness":8})";
  const std::string rules = "Normal sudoku rules apply. Adjacent digits on green lines differ by at least 2. Adjacent "
                            "digits on orange lines differ by at least 3.";
  const std::string lines = green + "," + orange + "," + teal;
  const std::string drawn = kBlank4 + R"("lines":[)" + lines + R"(],"metadata":{"rules":")" + rules + "\"";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(drawn + "}}"),
                    Catch::Contains("lines[2]: a whispers line of a colour for which the rules give no difference"));
  const json read = json::parse(sudokupad_to_fpuzzles(drawn + R"(,"solution":"1234341221434321"}})"));
  REQUIRE(read["whispers"].size() == 2);
  bool noted = false;
  for (const json& said : read[sudosat::kReadAsKey])
    noted = noted || said.get<std::string>() == "lines[2] (a plain line from r4c3, a whispers line of a colour for "
                                                "which the rules give no difference): not read, no rule says what it "
                                                "is (the setter's solution judges the reading)";
  CHECK(noted);
  // a line (of a colour near the blue lines') whose sum no rule gives: the same
  const std::string sums = "Normal sudoku rules apply. Digits along a blue line sum to 5. Digits along a purple line "
                           "sum to 7.";
  const std::string purple = R"({"wayPoints":[[0.5,2.5],[0.5,3.5]],"color":"#A020F0","thickness":8})";
  const std::string blue_line = R"({"wayPoints":[[2.5,0.5],[2.5,1.5]],"color":"#0000FF","thickness":8})";
  const std::string other = R"({"wayPoints":[[3.5,2.5],[3.5,3.5]],"color":"#30D090","thickness":8})";
  const std::string summed = kBlank4 + R"("lines":[)" + purple + "," + blue_line + "," + other +
                             R"(],"metadata":{"rules":")" + sums + "\"";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(summed + "}}"),
                    Catch::Contains("lines[2]: a line of a colour for which the rules give no sum"));
  const json sum_read = json::parse(sudokupad_to_fpuzzles(summed + R"(,"solution":"1234341221434321"}})"));
  CHECK(sum_read["sumcage"].size() == 2);
  CHECK(sum_read[sudosat::kReadAsKey].dump().find("lines[2] (a plain line from r4c3, a line of a colour for which the "
                                                  "rules give no sum): not read") != std::string::npos);
}

TEST_CASE("a sentence's number is the digit range unless a rule of its own takes it") {
  const std::string green = R"({"wayPoints":[[0.5,0.5],[0.5,1.5]],"color":"#60C060","thickness":8})";
  // "German whispers sudoku rules apply": the 5 is the whispers', not digits up to 5 on a 4x4
  const json read = json::parse(sudokupad_to_fpuzzles(lined4("German whispers sudoku rules apply.", green)));
  CHECK(read["whispers"][0]["value"] == 5);
  // a size that is not the grid's is still refused, beside a rule without a number too
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(lined4("Normal 6x6 sudoku rules apply.", "")),
                    Catch::Contains("speaks of digits up to 6 in a grid of size 4"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(lined4("Normal 6x6 sudoku rules apply, and identical digits cannot be a knight's move apart.", "")),
                    Catch::Contains("speaks of digits up to 6 in a grid of size 4"));
}

TEST_CASE("a lead naming the puzzle ('In this German whispers sudoku, ...'): its kinds head the statement") {
  const std::string green = R"({"wayPoints":[[0.5,0.5],[0.5,1.5]],"color":"#60C060","thickness":8})";
  const json read = json::parse(sudokupad_to_fpuzzles(
      lined4("In this German whispers sudoku, neighbouring digits on a green line differ by at least 5.", green)));
  CHECK(read["whispers"][0]["value"] == 5);
  CHECK(read["whispers"][0]["lines"] == json::parse(R"([["R1C1","R1C2"]])"));
  // a lead naming another kind than its statement, or none the reader knows: refused
  CHECK_THROWS(sudokupad_to_fpuzzles(
      lined4("In this renban sudoku, neighbouring digits on a green line differ by at least 5.", green)));
  CHECK_THROWS(sudokupad_to_fpuzzles(
      lined4("In this twisted sudoku, neighbouring digits on a green line differ by at least 5.", green)));
}

TEST_CASE("Dutch flatmates stated in the rules hold for the whole grid; the 9x9 wording only on 9x9") {
  const json read = json::parse(sudokupad_to_fpuzzles(lined4("Normal sudoku rules apply. Dutch flatmates.", "")));
  CHECK(read["dutchflatmates"] == true);  // the converter's reading; the puzzle's reader refuses a 4x4 (no middle digit)
  CHECK_THROWS_WITH(parse_fpuzzles(sudokupad_to_fpuzzles(lined4("Normal sudoku rules apply. Dutch flatmates.", "")), "pad", 1, 1),
                    Catch::Contains("Dutch flatmates need a middle digit, and a grid of size 4 has none"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(lined4("Normal sudoku rules apply. Every 5 must have a 1 directly above it "
                                                 "or a 9 directly below it.", "")),
                    Catch::Contains("speaks of digits up to 9 in a grid of size 4"));
}

TEST_CASE("battlefield: a number outside the grid, the rule named, said in one sentence or in its two halves") {
  const auto pad = overlaid4;
  const auto clue = number_at;
  const std::string clues = clue(0.5, -0.5, "3") + "," + clue(4.5, 2.5, "0");
  const std::string armies = " Consider the first X cells and the last Y cells of a row or column, where X is the digit "
                             "in the first cell and Y the digit in the last cell.";
  const std::string sum = " A clue outside the grid gives the sum of the digits where these groups overlap, or the sum "
                          "of the digits in the gap between them if they do not overlap.";
  for (const std::string& rules :
       {std::string("Normal sudoku rules apply. Battlefield sudoku."), "Normal sudoku rules apply." + armies + sum,
        "Normal sudoku rules apply." + sum + armies,
        std::string("Normal sudoku rules apply. Clues outside the grid give the sum of the digits where the first X and "
                    "the last Y cells of that row or column overlap, or of the digits between them if they do not, "
                    "where X and Y are the first and last digits of that row or column.")}) {
    INFO(rules);
    const json read = json::parse(sudokupad_to_fpuzzles(pad(clues, rules)));
    CHECK(read["battlefield"] == json::parse(R"([{"cell":"R1C0","value":"3"},{"cell":"R5C3","value":"0"}])"));
  }
  // half the rule: which cells, or what sum?
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clues, "Normal sudoku rules apply." + armies)),
                    Catch::Contains("half the battlefield rule (the first X and last Y cells, without the sum"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clues, "Normal sudoku rules apply." + sum)),
                    Catch::Contains("half the battlefield rule (the sum of the overlap or gap"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clues, "Normal sudoku rules apply. Battlefield sudoku. Sandwich sums.")),
                    Catch::Contains("several kinds of outside clue"));
}

TEST_CASE("outside digits: a clue outside lists digits among the first cells seen from it, a quadruple of them") {
  const auto pad = overlaid4;
  const auto clue = number_at;
  const std::string rules = "Normal sudoku rules apply. Numbers outside the grid must appear in the first two cells "
                            "from that direction.";
  const json read = json::parse(sudokupad_to_fpuzzles(pad(clue(0.5, -0.5, "13") + "," + clue(4.5, 2.5, "4"), rules)));
  REQUIRE(read["quadruple"].size() == 2);
  CHECK(read["quadruple"][0]["cells"] == json({"R1C1", "R1C2"}));  // from the left
  CHECK(read["quadruple"][0]["values"] == json({1, 3}));
  CHECK(read["quadruple"][1]["cells"] == json({"R4C3", "R3C3"}));  // from below
  CHECK(read["quadruple"][1]["values"] == json({4}));
  // refused: more digits than cells, a digit twice, a digit past the grid, a corner, two lengths,
  // beside frame sums, the rule with no clue drawn
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(0.5, -0.5, "123"), rules)),
                    Catch::Contains("an outside digit clue '123' that is not up to 2 different digits 1 to 4"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(0.5, -0.5, "11"), rules)), Catch::Contains("that is not up to 2"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(0.5, -0.5, "5"), rules)), Catch::Contains("that is not up to 2"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(-0.5, -0.5, "1"), rules)),
                    Catch::Contains("on a corner outside the grid, which sees no row or column"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(0.5, -0.5, "1"), rules + " Numbers outside the grid must appear in "
                                                                          "the first three cells from that direction.")),
                    Catch::Contains("outside digit clues of two different lengths"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(0.5, -0.5, "1"), rules + " Clues outside the grid give the sum of the "
                                                                          "first two digits in that row or column.")),
                    Catch::Contains("several kinds of outside clue"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(clue(-1.5, 1.5, "Hello"), rules)), Catch::Contains("draws none"));
}

TEST_CASE("indexers of the columns (rows) the rules name: every cell of them, from the text") {
  auto rules = [](const std::string& text) { return R"("metadata":{"rules":"Normal sudoku rules apply. )" + text + R"("}})"; };
  auto column = [](int c) {
    json cells = json::array();
    for (int r = 1; r <= 9; ++r) cells.push_back("R" + std::to_string(r) + "C" + std::to_string(c));
    return json{{"cells", cells}};
  };
  // 1-5-9: one sentence and its continuation, or one list
  const json two = json::parse(sudokupad_to_fpuzzles(
      blank9() + rules("A digit in column 1 indicates the column in which the digit 1 appears in that row. The same is "
                       "true of column 5 and the digit 5, and of column 9 and the digit 9.")));
  CHECK(two["columnindexer"] == json::array({column(1), column(5), column(9)}));
  const json list = json::parse(sudokupad_to_fpuzzles(
      blank9() + rules("Digits in columns 1, 5 and 9 indicate the position of the digits 1, 5 and 9 respectively in "
                       "that row.")));
  CHECK(list["columnindexer"] == two["columnindexer"]);
  // in other words: the rule for column 1, then "likewise" for 5 and 9; the 159 heading
  const json likewise = json::parse(sudokupad_to_fpuzzles(
      blank9() + rules("In each row, the digit in column 1 indicates the column in which the digit 1 appears. Likewise, "
                       "the digit in column 5 indicates the column of the 5, and the digit in column 9 indicates the "
                       "column of the 9.")));
  CHECK(likewise["columnindexer"] == two["columnindexer"]);
  const json heading = json::parse(sudokupad_to_fpuzzles(
      blank9() + rules("159: The digits in columns 1, 5 and 9 indicate the positions of 1s, 5s and 9s respectively "
                       "in that row.")));
  CHECK(heading["columnindexer"] == two["columnindexer"]);
  const json row = json::parse(
      sudokupad_to_fpuzzles(blank9() + rules("Digits in row 3 give the position of the digit 3 in that column.")));
  CHECK(row["rowindexer"] == json::parse(R"([{"cells":["R3C1","R3C2","R3C3","R3C4","R3C5","R3C6","R3C7","R3C8","R3C9"]}])"));
  // no column told, one outside the grid, a digit not the column's own
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(blank9() + rules("Digits in column N indicate the column in which the digit "
                                                           "N appears in that row.")),
                    Catch::Contains("names no column sudosat could tell"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + rules("Digits in column 5 indicate the column in which the digit 5 "
                                                          "appears in that row.")),
                    Catch::Contains("names column 5, outside a grid of size 4"));
  CHECK_THROWS(sudokupad_to_fpuzzles(blank9() + rules("A digit in column 1 indicates the column in which the digit 1 "
                                                      "appears in that row. The same is true of column 5 and the "
                                                      "digit 3.")));
}

TEST_CASE("extra regions drawn as shading alone: each connected part one region") {
  auto rules = [](const std::string& text) { return R"("metadata":{"rules":"Normal sudoku rules apply. )" + text + R"("}})"; };
  // windoku: two 3x3 areas as one mark each, one cell by cell, one as a row of three 3x1 marks
  std::string cells;
  for (int r = 1; r < 4; ++r)
    for (int c = 5; c < 8; ++c)
      cells += R"({"center":[)" + std::to_string(r) + ".5," + std::to_string(c) + R"(.5],"width":1,"height":1,"backgroundColor":"#CFCFCF"},)";
  for (int r = 5; r < 8; ++r)
    cells += R"({"center":[)" + std::to_string(r) + R"(.5,6.5],"width":3,"height":1,"backgroundColor":"#CFCFCF"},)";
  const std::string drawn = blank9() + R"("underlays":[)" + cells +
                            R"({"center":[2.5,2.5],"width":3,"height":3,"backgroundColor":"#CFCFCF"},)"
                            R"({"center":[6.5,2.5],"width":3,"height":3,"backgroundColor":"#CFCFCF"}],)";
  const json read = json::parse(sudokupad_to_fpuzzles(drawn + rules("Each of the shaded regions contains the digits 1-9 once.")));
  REQUIRE(read["extraregion"].size() == 4);
  CHECK(read["extraregion"][0] == json::parse(R"({"cells":["R2C2","R2C3","R2C4","R3C2","R3C3","R3C4","R4C2","R4C3","R4C4"]})"));
  CHECK(read["extraregion"][3] == json::parse(R"({"cells":["R6C6","R6C7","R6C8","R7C6","R7C7","R7C8","R8C6","R8C7","R8C8"]})"));
  // two areas touching: one part of 18 cells
  const std::string touching = blank9() + R"("underlays":[{"center":[2.5,2.5],"width":3,"height":3,"backgroundColor":"#CFCFCF"},)"
                               R"({"center":[2.5,5.5],"width":3,"height":3,"backgroundColor":"#CFCFCF"}],)";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(touching + rules("Each of the shaded regions contains the digits 1-9 once.")),
                    Catch::Contains("in a part of 18 cells, more than a region of a grid of size 9 holds"));
  // without the rule, the shading is art
  CHECK(!json::parse(sudokupad_to_fpuzzles(drawn + rules("Thanks to Bob for testing."))).contains("extraregion"));
}

TEST_CASE("a Latin square: no regions drawn, and rules of rows and columns only or of no boxes") {
  const std::string cells = R"({"cells":[[{"value":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)";
  const std::string boxes = R"("regions":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],)"
                            R"([[2,2],[2,3],[3,2],[3,3]]],)";
  auto rules = [](const std::string& text) { return R"("metadata":{"rules":")" + text + R"("}})"; };
  for (const char* text : {"Place the digits 1-4 once in every row and column.", "Normal sudoku rules apply. There are no boxes."}) {
    INFO(text);
    const json read = json::parse(sudokupad_to_fpuzzles(cells + rules(text)));
    for (const json& row : read["grid"])
      for (const json& cell : row) CHECK(cell["region"].is_null());
  }
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(cells + rules("Normal sudoku rules apply.")),
                    Catch::Contains("'regions' is missing: sudosat cannot tell the boxes"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(cells + boxes + rules("Place the digits 1-4 once in every row and column.")),
                    Catch::Contains("the rules say only that rows and columns hold each digit once, and the puzzle "
                                    "draws regions"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(cells + boxes + rules("Normal sudoku rules apply. There are no boxes.")),
                    Catch::Contains("the rules say the grid has no boxes, and the puzzle draws regions"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(cells + rules("Place the digits 1-6 once in every row and column.")),
                    Catch::Contains("speaks of digits up to 6 in a grid of size 4"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(cells + rules("There are no boxes.")),
                    Catch::Contains("the rules do not say that normal sudoku rules apply"));
  // with the rules of rows and columns and normal sudoku rules both, the regions drawn are boxes
  const json both = json::parse(sudokupad_to_fpuzzles(
      cells + boxes + rules("Normal sudoku rules apply. Each row and column contains the digits 1 to 4 exactly once.")));
  CHECK(both["grid"][0][0]["region"] == 0);
}

TEST_CASE("a sentence in words no rule uses (a story): taken only where the setter's solution judges the reading") {
  const std::string rules = "The wizard has lost his hat. Normal sudoku rules apply.";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + R"("metadata":{"rules":")" + rules + R"("}})"),
                    Catch::Contains("rules: \"The wizard has lost his hat.\" is a sentence sudosat does not read (no "
                                    "word of it is a rule's: a story?), and the puzzle carries no solution to judge a "
                                    "reading without it"));
  const json read = json::parse(sudokupad_to_fpuzzles(
      kBlank4 + R"("metadata":{"rules":")" + rules + R"(","solution":"1234341221434321"}})"));
  CHECK(read["solution"].size() == 16);
  CHECK(read["ruleset"] == rules);
  bool said = false;
  for (const json& line : read[sudosat::kReadAsKey])
    said = said || line.get<std::string>().find("\"The wizard has lost his hat.\": no word a rule uses, taken as a "
                                                "story (the setter's solution judges the reading)") != std::string::npos;
  CHECK(said);
  // a sentence with a rule's word is no story, solution or not
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + R"("metadata":{"rules":"The wizard has lost his hat in a cage. )"
                                                    R"(Normal sudoku rules apply.","solution":"1234341221434321"}})"),
                    Catch::Contains("is a rule statement sudosat does not know"));
  // a partial solution (blanks) judges nothing
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(kBlank4 + R"("metadata":{"rules":")" + rules +
                                          R"(","solution":"1234341221430000"}})"),
                    Catch::Contains("and the puzzle carries no solution to judge a reading without it"));
}

// (a plain line, a cage, SudokuMaker's cosmetic cage, a line no named kind claims; Catch 2.13's
// console reporter loops forever wrapping a longer name when an assertion fails)
TEST_CASE("a drawing no rule explains: left out only where the setter's solution judges") {
  const std::string line = R"({"wayPoints":[[0.5,0.5],[0.5,2.5]],"color":"#67F067","thickness":8})";
  const std::string solved = R"(,"solution":"1234341221434321"}})";
  const std::string no_solution = R"(}})";
  auto pad = [&](const std::string& drawings, const std::string& rules, const std::string& tail) {
    return kBlank4 + drawings + R"("metadata":{"rules":")" + rules + "\"" + tail;
  };
  auto noted = [](const json& read, const std::string& what) {
    for (const json& said : read[sudosat::kReadAsKey])
      if (said.get<std::string>().find(what) != std::string::npos) return true;
    return false;
  };
  // a plain line, the rules naming no kind of line
  const std::string lines = R"("lines":[)" + line + "],";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(lines, "Normal sudoku rules apply.", no_solution)),
                    Catch::Contains("the rules name no kind of line it could be"));
  json read = json::parse(sudokupad_to_fpuzzles(pad(lines, "Normal sudoku rules apply.", solved)));
  CHECK(!read.contains("renban"));
  CHECK(noted(read, "lines[0] (a plain line from r1c1): not read, no rule says what it is (the setter's solution "
                    "judges the reading)"));
  // a line the rules name is read as before, solution or not
  read = json::parse(sudokupad_to_fpuzzles(
      pad(lines, "Normal sudoku rules apply. Digits on a green line are consecutive in any order.", solved)));
  CHECK(read["renban"].size() == 1);
  // a line of a colour no named kind claims (the rules' renban lines are blue; then blue renban
  // and red palindromes, neither green): refused without a solution, left out with it, and the
  // lines the rules name still read
  const std::string blue = R"({"wayPoints":[[3.5,0.5],[3.5,2.5]],"color":"#3070E0","thickness":8})";
  const std::string red = R"({"wayPoints":[[1.5,3.5],[3.5,3.5]],"color":"#FF0000","thickness":8})";
  const std::string two = R"("lines":[)" + line + "," + blue + "],";
  const std::string renban = "Normal sudoku rules apply. Digits on a blue line are consecutive in any order.";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(two, renban, no_solution)),
                    Catch::Contains("the rules name renban lines of another colour"));
  read = json::parse(sudokupad_to_fpuzzles(pad(two, renban, solved)));
  REQUIRE(read["renban"].size() == 1);
  CHECK(read["renban"][0]["lines"][0] == json({"R4C1", "R4C2", "R4C3"}));
  CHECK(noted(read, "lines[0] (a plain line from r1c1, the rules name renban lines of another colour): not read, no "
                    "rule says what it is"));
  const std::string three = R"("lines":[)" + line + "," + blue + "," + red + "],";
  const std::string kinds = renban + " Red lines are palindromes.";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(three, kinds, no_solution)),
                    Catch::Contains("the rules name several kinds of line and sudosat cannot tell which this green line is"));
  read = json::parse(sudokupad_to_fpuzzles(pad(three, kinds, solved)));
  CHECK(read["renban"].size() == 1);
  CHECK(read["palindrome"].size() == 1);
  CHECK(noted(read, "the rules name several kinds of line and sudosat cannot tell which this green line is): not read"));
  // a cage, the rules naming no cage
  const std::string cages = R"("cages":[{"cells":[[0,0],[0,1]],"value":"3"}],)";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(cages, "Normal sudoku rules apply.", no_solution)),
                    Catch::Contains("and the rules do not say that its digits sum to its clue"));
  read = json::parse(sudokupad_to_fpuzzles(pad(cages, "Normal sudoku rules apply.", solved)));
  CHECK(!read.contains("killercage"));
  CHECK(noted(read, "cages[0] (a cage from r1c1, and the rules name no cage): not read"));
  // the rules naming cages of another kind: still refused
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(cages, "Normal sudoku rules apply. Digits in cages may repeat.", solved)),
                    Catch::Contains("cages[0]"));
  // SudokuMaker's cosmetic cage (no 'unique') beside killer cages
  const std::string maker = kBlank4 + R"("cages":[{"cells":[[0,0],[0,1]],"value":"3","unique":true},)"
                                      R"({"cells":[[3,2],[3,3]],"value":"3","outlineC":"#ff0000"}],)"
                                      R"("metadata":{"source":"Sudoku Maker","rules":"Normal sudoku rules apply. )"
                                      R"(Digits in cages sum to the clue and do not repeat.")";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(maker + no_solution), Catch::Contains("as SudokuMaker exports a cosmetic cage"));
  read = json::parse(sudokupad_to_fpuzzles(maker + solved));
  CHECK(read["killercage"].size() == 1);
  CHECK(noted(read, "cages[1] (a cage from r4c3 without 'unique', SudokuMaker's cosmetic cage): not read"));
  // a mark that is no rule's (a letter in a circle), a number outside the grid and no clue kind named
  const std::string marks = R"("overlays":[{"center":[1.5,1.5],"width":0.6,"height":0.6,"rounded":true,"text":"A",)"
                            R"("backgroundColor":"#FF0000"},{"center":[1.5,-0.5],"width":1,"height":1,"text":"3",)"
                            R"("fontSize":32}],)";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(marks, "Normal sudoku rules apply.", no_solution)),
                    Catch::Contains("that sudosat cannot read as any rule"));
  read = json::parse(sudokupad_to_fpuzzles(pad(marks, "Normal sudoku rules apply.", solved)));
  CHECK(noted(read, "a round mark showing 'A': not read, no rule says what it is"));
  CHECK(noted(read, "a clue 3 outside the grid, and the rules name no clue kind: not read"));
  // the rules naming a clue kind: read as that kind, solution or not
  read = json::parse(sudokupad_to_fpuzzles(pad(R"("overlays":[{"center":[1.5,-0.5],"width":1,"height":1,"text":"3",)"
                                               R"("fontSize":32}],)",
                                               "Normal sudoku rules apply. Clues outside the grid give the sum of the "
                                               "digits between the 1 and the 4 in that row or column.", solved)));
  CHECK(read["sandwichsum"].size() == 1);
}

TEST_CASE("negative sums and differences: every X alone given, every difference of k shown") {
  auto pad = [](const std::string& overlays, const std::string& rules) {
    return kBlank4 + R"("overlays":[)" + overlays + R"(],"metadata":{"rules":")" + rules + R"("}})";
  };
  const std::string x = R"({"center":[0.5,1],"width":0.25,"height":0.25,"text":"X"})";
  const json read = json::parse(sudokupad_to_fpuzzles(
      pad(x, "Normal sudoku rules apply. Cells separated by an X sum to 10. All X's are given.")));
  CHECK(read["xv"].size() == 1);
  CHECK(read["negativesum"] == json::parse("[10]"));
  CHECK(!read.contains("negative"));
  const std::string dot = R"({"center":[0.5,1],"width":0.3,"height":0.3,"rounded":true,"backgroundColor":"#FFFFFF",)"
                          R"("borderColor":"#000000","text":"3"})";
  const json differences = json::parse(sudokupad_to_fpuzzles(
      pad(dot, "Normal sudoku rules apply. Numbers in white dots show the difference between the digits they join. "
               "All instances of neighbouring cells with a difference of 3 are shown.")));
  CHECK(differences["negativedifference"] == json::parse("[3]"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(x, "Normal sudoku rules apply. XVXV: cells connected by an X sum to either "
                                                 "10 or 15. All X's are given.")),
                    Catch::Contains("every X given, beside XVXV marks"));
  const std::string black = R"({"center":[0.5,1],"width":0.3,"height":0.3,"rounded":true,"backgroundColor":"#000000",)"
                            R"("borderColor":"#000000"})";
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(pad(black, "Normal sudoku rules apply. Cells joined by a black dot are in a "
                                                     "1:2 ratio. All differences of 3 are shown.")),
                    Catch::Contains("every difference of 3 shown, and the puzzle draws black dots"));
}

TEST_CASE("chaos construction: no regions drawn (or some), the rest to be found") {
  const std::string cells = R"({"cells":[[{"value":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)";
  const std::string boxes = R"("regions":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],)"
                            R"([[2,2],[2,3],[3,2],[3,3]]],)";
  const std::string one = R"("regions":[[[0,0],[0,1],[1,0],[1,1]]],)";
  auto rules = [](const std::string& text) { return R"("metadata":{"rules":")" + text + R"("}})"; };
  const std::string text = "Each row, column and region contains the digits 1 to 4 once. Divide the grid into four "
                           "orthogonally connected regions of four cells.";
  for (const std::string& drawn : {std::string(), std::string(R"("regions":[],)"), one}) {
    INFO(drawn);
    const json read = json::parse(sudokupad_to_fpuzzles(cells + drawn + rules(text)));
    CHECK(read["chaosconstruction"] == true);
    CHECK(read["grid"][0][0]["region"] == (drawn == one ? json(0) : json(nullptr)));
    CHECK(read["grid"][3][3]["region"].is_null());
  }
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(cells + boxes + rules(text)),
                    Catch::Contains("the rules say the regions are to be found (chaos construction), and the puzzle "
                                    "puts every cell in a drawn region"));
  CHECK_THROWS_WITH(sudokupad_to_fpuzzles(cells + rules("Normal sudoku rules apply. Divide the grid into nine "
                                                        "orthogonally connected regions of nine cells.")),
                    Catch::Contains("speaks of digits up to 9 in a grid of size 4"));
}
