// The sudosat binary on Sudominoku inputs: each bad input in tests/data/domino with its exact
// message and exit status (the other puzzles of the file still solved), and the JSON output.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "run_cli.hpp"

namespace {

using sudosat::test::Run;
using sudosat::test::slurp;

Run run(const std::string& args) { return sudosat::test::run_cli(args, "", SUDOSAT_TEST_DATA); }

// "Puzzle k" then the answer lines, without the digits rows.
std::string statuses(const std::string& out) {
  std::string s, line;
  std::istringstream in(out);
  while (std::getline(in, line))
    if (line.empty() || line[0] < '0' || line[0] > '9') s += line + "|";
  return s;
}

}  // namespace

TEST_CASE("bad Sudominoku inputs: one file per message, exit status 3") {
  struct Case {
    const char* file;
    const char* err;
    const char* statuses;  // what stdout says, puzzle by puzzle
  };
  const Case cases[] = {
      {"nonadjacent", "2:8: domino halves B2 and B4 are not adjacent", "Puzzle 1|error|Puzzle 2|"},
      {"cell_twice_domino",
       "3:8: cell B3 is used twice: by the domino on line 2 and by the domino on line 3",
       "Puzzle 1|error|Puzzle 2|"},
      {"cell_twice_single",
       "25:1: cell B2 is used twice: by the domino on line 15 and by the single 1",
       "Puzzle 1|Puzzle 2|error|"},
      {"domino_twice", "6:1: domino 1-6 is placed twice (also on line 2)", "Puzzle 1|error|Puzzle 2|"},
      {"equal_halves", "2:6: domino 6-6 has equal halves; every domino has two different digits",
       "Puzzle 1|error|Puzzle 2|"},
      {"digit", "2:1: '0' is not a digit from 1 to 9", "Puzzle 1|error|Puzzle 2|"},
      {"cell", "2:3: 'J2' is not a cell from A1 to I9", "Puzzle 1|error|Puzzle 2|"},
      {"count_range", "1:1: N = 5 is outside 10..35: a puzzle places 10 to 35 dominoes",
       "Puzzle 1|error|Puzzle 2|"},
      {"count_malformed",
       "14:1: 'ten' is not a number of placed dominoes (10 to 35, or 0 to end the input)",
       "Puzzle 1|Puzzle 2|error|"},
      {"truncated", "22:1: end of input inside a puzzle, while reading domino 8 of 10",
       "Puzzle 1|Puzzle 2|error|"},
      {"after_singles", "12:28: unexpected '7' after the 9 singles", "Puzzle 1|error|Puzzle 2|"},
  };
  const std::string want_out = slurp(std::string(SUDOSAT_TEST_DATA) + "/cli/boj4574.out");
  for (const Case& c : cases) {
    const std::string file = std::string("domino/") + c.file + ".in";
    INFO(file);
    const Run r = run("solve " + file);
    CHECK(r.code == 3);
    CHECK(r.err == file + ":" + c.err + "\n");
    CHECK(statuses(r.out) == c.statuses);
    // The good puzzle of each file is the sample's second: its answer is printed in full.
    const std::string good = want_out.substr(want_out.find("Puzzle 2\n") + 9);
    CHECK(r.out.find(good) != std::string::npos);
  }
}

TEST_CASE("an input that is only the final 0 holds no puzzle: exit status 3") {
  const Run r = run("solve domino/final_zero_only.in");
  CHECK(r.code == 3);
  CHECK(r.err == "domino/final_zero_only.in:1: no puzzle before the final 0\n");
  CHECK(r.out.empty());
}

TEST_CASE("clashing givens: no solution with the reason, the other puzzle solved, status 1") {
  const Run r = run("solve domino/clash.in");
  CHECK(r.code == 1);
  CHECK(r.err == "domino/clash.in:1: no solution: digit 8 twice in row 2\n");
  CHECK(statuses(r.out) == "Puzzle 1|no solution|Puzzle 2|");
}

TEST_CASE("JSON output shows the grid, the 36 dominoes and the singles") {
  const Run r = run("solve --output-format json cli/boj4574.in");
  REQUIRE(r.code == 0);
  std::istringstream in(r.out);
  std::string line;
  int k = 0;
  while (std::getline(in, line)) {
    const auto j = nlohmann::json::parse(line);
    ++k;
    CHECK(j["puzzle"] == k);
    CHECK(j["status"] == "solved");
    CHECK(j["grid"].size() == 9);
    CHECK(j["dominoes"].size() == 36);
    CHECK(j["singles"].size() == 9);
    if (k == 1) {
      CHECK(j["grid"][0] == nlohmann::json({8, 7, 2, 6, 4, 3, 1, 9, 5}));
      CHECK(j["dominoes"][0]["cells"] == nlohmann::json({"B2", "B3"}));
      CHECK(j["dominoes"][0]["digits"] == nlohmann::json({6, 1}));
      CHECK(j["singles"][0] == nlohmann::json({{"digit", 1}, {"cell", "C5"}}));
    }
  }
  CHECK(k == 2);
}
