// sudosat generate end to end: every printed puzzle read back and counted to 2 by the
// independent references (classic: backtracking; --rules and templates: the brute-force
// variant enumerator; --domino: domino backtracking), minimal (every orbit of givens taken
// away leaves two solutions), symmetric; the same output for -j 1 and -j 2 and for the same
// seed; other seeds give other puzzles.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "generator/generate.hpp"
#include "domino_reference.hpp"
#include "formats/format.hpp"
#include "reference.hpp"
#include "run_cli.hpp"
#include "variant_reference.hpp"
#include "workload.hpp"

using namespace sudosat;
using test::Run;

namespace {

std::vector<Puzzle> read_all(const std::string& text, ReadOptions opt = {}) {
  std::istringstream in(text);
  PuzzleReader r(in, "output", opt);
  std::vector<Puzzle> out;
  Record rec;
  while (r.next(rec)) {
    INFO(text);
    REQUIRE(rec.puzzle);
    out.push_back(*rec.puzzle);
  }
  return out;
}

int solutions(const Puzzle& p) {
  if (p.is_domino()) return static_cast<int>(test::domino_backtrack(p, 2).grids.size());
  if (p.is_variant()) return static_cast<int>(test::variant_solutions(p, 2).size());
  return static_cast<int>(test::backtrack(p.givens, 2).size());
}

// Unique, symmetric and minimal under `symmetry` (tmpl: givens that must stay); minimality is
// checked at every `every`-th orbit of givens.
void check_puzzle(const Puzzle& p, Symmetry symmetry, const Grid* tmpl = nullptr, int every = 1) {
  int given_orbits = 0;
  INFO(test::line_from_grid(p.givens));
  REQUIRE(solutions(p) == 1);
  for (const auto& orbit : orbits(p.givens.shape.n(), symmetry)) {
    std::vector<int> free;
    for (int cell : orbit)
      if (!tmpl || tmpl->at(cell) == 0) free.push_back(cell);
    if (free.empty()) continue;
    const bool given = p.givens.at(free.front()) != 0;
    for (int cell : free) CHECK((p.givens.at(cell) != 0) == given);
    if (!given || given_orbits++ % every != 0) continue;
    Puzzle fewer = p;
    for (int cell : free) fewer.givens.set(cell, 0);
    CHECK(solutions(fewer) == 2);
  }
}

}  // namespace

TEST_CASE("generate: classic puzzles of several sizes and symmetries, -j 1 = -j 2") {
  struct Case {
    const char* args;
    Shape box;
    Symmetry symmetry;
    int count;
  };
  for (const Case& c : {Case{"--size 4 --symmetry none", {2, 2}, Symmetry::None, 10},
                        Case{"--box 3x2 --symmetry rot90", {3, 2}, Symmetry::Rot90, 10},
                        Case{"--size 6 --symmetry mirror", {2, 3}, Symmetry::Mirror, 10},
                        Case{"--symmetry diagonal --seed 9", {3, 3}, Symmetry::Diagonal, 6},
                        Case{"", {3, 3}, Symmetry::Rot180, 6}}) {
    const std::string args = std::string("generate --count ") + std::to_string(c.count) + " " + c.args;
    INFO(args);
    const Run one = test::run_cli(args + " -j 1");
    REQUIRE(one.code == 0);
    CHECK(one.err.empty());
    CHECK(test::run_cli(args + " -j 2").out == one.out);
    ReadOptions opt;
    opt.box = c.box;
    const auto puzzles = read_all(one.out, opt);
    REQUIRE(static_cast<int>(puzzles.size()) == c.count);
    for (const Puzzle& p : puzzles) check_puzzle(p, c.symmetry);
  }
  // Fewer puzzles than threads: each puzzle's checks share them (the same output).
  for (const char* args : {"generate --seed 4", "generate --size 12 --seed 2 --count 2"}) {
    INFO(args);
    const Run one = test::run_cli(std::string(args) + " -j 1");
    REQUIRE(one.code == 0);
    CHECK(test::run_cli(std::string(args) + " -j 4").out == one.out);
  }
  CHECK(test::run_cli("generate --count 3 --seed 2").out != test::run_cli("generate --count 3 --seed 3").out);
  CHECK(test::run_cli("generate --count 3 --seed 2 -j 3").out.substr(82) ==
        test::run_cli("generate --count 2 --seed 3").out);  // puzzle i comes from seed + i - 1
}

TEST_CASE("generate: --rules and an f-puzzles template") {
  const Run r = test::run_cli("generate --rules antiknight --size 4 --count 4 -j 2");
  REQUIRE(r.code == 0);
  ReadOptions opt;
  std::string bad;
  opt.rules = parse_rules("antiknight", bad);
  for (const Puzzle& p : read_all(r.out, opt)) check_puzzle(p, Symmetry::Rot180);
  const Run f = test::run_cli("generate --rules diagonals,disjoint --size 4 --count 3 --output-format fpuzzles --symmetry none");
  REQUIRE(f.code == 0);
  for (const Puzzle& p : read_all(f.out)) {
    REQUIRE(p.is_variant());
    check_puzzle(p, Symmetry::None);
  }
  // The same puzzles as SudokuPad links that carry them.
  const Run link = test::run_cli("generate --rules diagonals,disjoint --size 4 --count 3 --output-format sudokupad --symmetry none");
  REQUIRE(link.code == 0);
  CHECK(link.out.rfind("https://sudokupad.app/fpuzzlesN4Ig", 0) == 0);
  const std::vector<Puzzle> from_links = read_all(link.out), from_strings = read_all(f.out);
  REQUIRE(from_links.size() == from_strings.size());
  for (std::size_t i = 0; i < from_links.size(); ++i) CHECK(from_links[i].givens == from_strings[i].givens);
  // A template (an f-puzzles string with givens: they stay, and it is unique already).
  const std::string path = "/tmp/sudosat-generate-template.txt";
  test::spit(path, f.out.substr(0, f.out.find('\n') + 1));
  const Run t = test::run_cli("generate --symmetry none " + path);
  REQUIRE(t.code == 0);
  const auto from_template = read_all(t.out);
  REQUIRE(from_template.size() == 1);
  check_puzzle(from_template.front(), Symmetry::None);
  CHECK(from_template.front().givens == read_all(f.out).front().givens);
  std::remove(path.c_str());
}

TEST_CASE("generate: an f-puzzles template of constraints and no digits") {
  // A 6x6 with killer cages and a thermometer, no digit: the givens come from the generator,
  // the constraints stay, and each puzzle is unique and minimal by the brute-force enumerator.
  const std::string tmpl_path = std::string(SUDOSAT_TEST_DATA) + "/generate/killer-thermo-6x6.json";
  // The sanitizer build's light workload: one puzzle, minimality at every third given.
  const int count = test::workload(2, 1);
  const Run r = test::run_cli("generate --symmetry none --count " + std::to_string(count) +
                              " --output-format fpuzzles " + tmpl_path);
  REQUIRE(r.code == 0);
  std::ifstream in(tmpl_path);
  std::stringstream text;
  text << in.rdbuf();
  const auto tmpl = read_all(text.str());
  REQUIRE(tmpl.size() == 1);
  REQUIRE(tmpl.front().is_variant());
  REQUIRE(tmpl.front().variant->constraints.size() == 4);  // 3 cages and a thermometer
  const auto puzzles = read_all(r.out);
  REQUIRE(static_cast<int>(puzzles.size()) == count);
  for (const Puzzle& p : puzzles) {
    REQUIRE(p.is_variant());
    CHECK(p.variant->constraints.size() == tmpl.front().variant->constraints.size());
    check_puzzle(p, Symmetry::None, nullptr, test::workload(1, 3));
  }
  if (count > 1) CHECK(puzzles[0].givens != puzzles[1].givens);
}

TEST_CASE("generate: Sudominoku, unique, with --rate") {
  const Run r = test::run_cli("generate --domino --count 2 --seed 4 --rate");
  REQUIRE(r.code == 0);
  const auto puzzles = read_all(r.out);
  REQUIRE(puzzles.size() == 2);
  for (const Puzzle& p : puzzles) {
    CHECK(p.dominoes->placed.size() >= 10);
    CHECK(solutions(p) == 1);
  }
  CHECK(r.out.rfind("# clues 10, rate ", 0) == 0);
}

TEST_CASE("generate: --clues is best effort and says what it reached") {
  const Run r = test::run_cli("generate --clues 17 --seed 3");
  CHECK(r.code == 0);
  CHECK(r.err.find("puzzle 1 has ") != std::string::npos);
  CHECK(r.err.find("aimed at 17") != std::string::npos);
  const Run quiet = test::run_cli("generate -q --clues 17 --seed 3");  // the same, without the note
  CHECK(quiet.code == 0);
  CHECK(quiet.out == r.out);
  CHECK(quiet.err.empty());
  const Run lots = test::run_cli("generate --no-minimal --clues 50 --count 3 --seed 3");
  REQUIRE(lots.code == 0);
  for (const Puzzle& p : read_all(lots.out)) {
    int k = 0;
    for (int cell = 0; cell < 81; ++cell) k += p.givens.at(cell) != 0;
    CHECK(k <= 51);
    CHECK(k >= 49);
    CHECK(solutions(p) == 1);
  }
}

TEST_CASE("generate: --rate levels, conflicts, and sudosat explain's rating of the puzzle") {
  const Run r = test::run_cli("generate --count 5 --rate --output-format json");
  REQUIRE(r.code == 0);
  std::istringstream lines(r.out);
  std::string line;
  int k = 0;
  while (std::getline(lines, line)) {
    ++k;
    CHECK(line.find("\"rate\":\"") != std::string::npos);
    CHECK(line.find("\"conflicts\":") != std::string::npos);
    // the explain fields are what `sudosat explain` says of the same givens
    const nlohmann::json j = nlohmann::json::parse(line);
    std::string digits;
    for (const auto& row : j.at("givens"))
      for (int d : row) digits += static_cast<char>('0' + d);
    INFO(digits);
    const Run e = test::run_cli("explain --output-format json", digits + "\n");
    REQUIRE(e.code == (j.at("explain_status") == "solved" ? 0 : 1));
    const nlohmann::json last = nlohmann::json::parse(e.out.substr(e.out.rfind("{\"status\"")));
    CHECK(last.at("status") == j.at("explain_status"));
    CHECK(last.at("steps") == j.at("explain_steps"));
    CHECK(last.at("rating") == j.at("explain_rating"));
  }
  CHECK(k == 5);
}

TEST_CASE("generate: --digits and a template's digit set: the puzzles print values") {
  // Classic 4x4 and 6x6 with a digit set: read back under the same set, each unique and minimal
  // by the brute force (which checks the values); -j 2 prints the same.
  for (const char* set : {"0-3", "0,2,3,5,7,9"}) {
    const bool four = std::string(set) == "0-3";
    const std::string args = std::string("generate --count 3 --symmetry none --digits ") + set +
                             (four ? " --size 4" : " --size 6");
    INFO(args);
    const Run one = test::run_cli(args + " -j 1");
    REQUIRE(one.code == 0);
    CHECK(one.err.empty());
    CHECK(test::run_cli(args + " -j 2").out == one.out);
    CHECK(one.out.find(four ? '0' : '9') != std::string::npos);  // values, not digits 1..n
    CHECK(one.out.find(four ? '4' : '1') == std::string::npos);
    ReadOptions opt;
    std::string why;
    opt.digits = parse_digit_set(set, why);
    const auto puzzles = read_all(one.out, opt);
    REQUIRE(puzzles.size() == 3);
    for (const Puzzle& p : puzzles) {
      REQUIRE(p.is_variant());
      CHECK(p.variant->digits == opt.digits);
      check_puzzle(p, Symmetry::None);
    }
  }
  // JSON: the givens as values, a blank null, the set beside them; the f-puzzles string too.
  const Run j = test::run_cli("generate --size 4 --digits 0-3 --output-format json");
  REQUIRE(j.code == 0);
  const nlohmann::json rec = nlohmann::json::parse(j.out);
  CHECK(rec["digits"] == "0-3");
  int blanks = 0;
  for (const auto& row : rec["givens"])
    for (const auto& v : row) {
      if (v.is_null()) {
        ++blanks;
        continue;
      }
      CHECK(v.get<int>() <= 3);
    }
  CHECK(blanks > 0);
  const auto from_json = read_all(rec["fpuzzles"].get<std::string>());
  REQUIRE(from_json.size() == 1);
  CHECK(from_json.front().variant->digits == std::vector<int>{0, 1, 2, 3});
  check_puzzle(from_json.front(), Symmetry::Rot180);
  // A template with the key "digits" (a 6x6 killer with the digits 0-5, its sums of values, and
  // four givens, which stay): its cages stay, its set too.
  const std::string killer = std::string(SUDOSAT_TEST_DATA) + "/digits/killer05.json";
  std::ifstream in(killer);
  std::stringstream text;
  text << in.rdbuf();
  const auto tmpl = read_all(text.str());
  REQUIRE(tmpl.size() == 1);
  const Run t = test::run_cli("generate --symmetry none --output-format fpuzzles " + killer);
  REQUIRE(t.code == 0);
  const auto made = read_all(t.out);
  REQUIRE(made.size() == 1);
  REQUIRE(made.front().is_variant());
  CHECK(made.front().variant->digits == std::vector<int>{0, 1, 2, 3, 4, 5});
  CHECK(made.front().variant->constraints.size() == tmpl.front().variant->constraints.size());
  check_puzzle(made.front(), Symmetry::None, &tmpl.front().givens, test::workload(1, 3));
  // A set of the wrong length, or with Sudominoku: usage errors.
  for (const char* args : {"generate --digits 0-7", "generate --size 4 --digits 0-4", "generate --domino --digits 0-8"}) {
    INFO(args);
    const Run r = test::run_cli(args);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
  }
}

TEST_CASE("generate: bad options are usage errors (exit 2)") {
  for (const char* args :
       {"--size 7", "--size 30", "--size 3", "--box 1x9", "--box 3x3 --size 16", "--symmetry spiral",
        "--no-minimal", "--domino --size 9", "--domino --rules antiking", "--output-format domino",
        "--output-format fpuzzles", "--output-format sudokupad", "--rules spiral", "--count 0", "--clues 0",
        "--domino --output-format line"}) {
    INFO(args);
    const Run r = test::run_cli(std::string("generate ") + args);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK_FALSE(r.err.empty());
  }
  CHECK(test::run_cli("generate /nonexistent/file").code == 3);
}
