// Tests for formats/domino.cpp (the Sudominoku reader) and model/domino.cpp (check_tiling).
#include <catch2/catch.hpp>

#include <functional>
#include <sstream>

#include "model/check.hpp"
#include "formats/format.hpp"

using namespace sudosat;

namespace {

std::vector<Record> read_all(const std::string& text) {
  std::istringstream in(text);
  ReadOptions options;
  options.format = Format::Domino;
  PuzzleReader reader(in, "t", options);
  std::vector<Record> out;
  Record r;
  while (reader.next(r)) out.push_back(r);
  return out;
}

const char* kPuzzle =
    "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n7 F7 6 F8\n"
    "5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n";

// The sample's first answer, row-major.
const char* kAnswer =
    "872643195361975842549218637126754983738169254495832761284597316657381429913426578";

Grid answer_grid() {
  Grid g(Shape{3, 3});
  for (int i = 0; i < 81; ++i) g.set(i, kAnswer[i] - '0');
  return g;
}

// Tiles the answer greedily (row-major, right then down) with the puzzle's dominoes kept.
Solution tile(const Puzzle& p, const Grid& g) {
  Solution s{g, p.dominoes->placed};
  bool covered[81] = {};
  bool used[10][10] = {};
  for (int d = 0; d < 9; ++d) covered[p.dominoes->singles[d]] = true;
  for (const Placement& pl : s.tiling) {
    covered[pl.cells[0]] = covered[pl.cells[1]] = true;
    used[std::min(pl.digits[0], pl.digits[1])][std::max(pl.digits[0], pl.digits[1])] = true;
  }
  // Backtracking so that the tiling uses each domino once.
  std::function<bool(int)> go = [&](int c) {
    while (c < 81 && covered[c]) ++c;
    if (c == 81) return true;
    for (int step : {1, 9}) {
      const int o = c + step;
      if (o > 80 || (step == 1 && c % 9 == 8) || covered[o]) continue;
      const int a = std::min(g.at(c), g.at(o)), b = std::max(g.at(c), g.at(o));
      if (used[a][b]) continue;
      used[a][b] = covered[c] = covered[o] = true;
      s.tiling.push_back(Placement{{g.at(c), g.at(o)}, {c, o}});
      if (go(c + 1)) return true;
      s.tiling.pop_back();
      used[a][b] = covered[c] = covered[o] = false;
    }
    return false;
  };
  REQUIRE(go(0));
  return s;
}

}  // namespace

TEST_CASE("domino reader: the sample's first puzzle") {
  auto recs = read_all(std::string(kPuzzle) + "0\n");
  REQUIRE(recs.size() == 1);
  REQUIRE(recs[0].puzzle);
  const Puzzle& p = *recs[0].puzzle;
  REQUIRE(p.is_domino());
  CHECK(recs[0].line == 1);
  CHECK(p.dominoes->placed.size() == 10);
  CHECK(p.dominoes->placed[0].digits[0] == 6);
  CHECK(p.dominoes->placed[0].cells[0] == 10);  // B2
  CHECK(p.dominoes->placed[0].cells[1] == 11);  // B3
  CHECK(p.dominoes->singles[0] == 2 * 9 + 4);   // C5
  CHECK(p.dominoes->singles[8] == 8 * 9 + 0);   // I1
  CHECK(p.givens.at(1, 1) == 6);
  CHECK(p.givens.at(2, 4) == 1);
  int given = 0;
  for (int c = 0; c < 81; ++c) given += p.givens.at(c) != 0;
  CHECK(given == 29);
}

TEST_CASE("domino reader: any whitespace, blank lines, trailing spaces, no final 0") {
  const std::string text =
      "\n  10  \n6 B2\t1 B3   \n\n2 C4 9 C3 6 D3 8 E3\n7 E1\n4 F1\n8 B7 4 B8\n3 F5 2 F6\n"
      "7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\r\n\nC5 A3 D9 I4\nA9 E5 A2 C6 I1   \n\n";
  auto loose = read_all(text);
  auto strict = read_all(std::string(kPuzzle) + "0\n");
  REQUIRE(loose.size() == 1);
  REQUIRE(loose[0].puzzle);
  CHECK(loose[0].puzzle->givens == strict[0].puzzle->givens);
  CHECK(loose[0].line == 2);
  // Without a final "0", and with two puzzles.
  auto two = read_all(std::string(kPuzzle) + kPuzzle);
  CHECK(two.size() == 2);
  // Text after the final 0 is not read.
  CHECK(read_all(std::string(kPuzzle) + "0\ngarbage\n").size() == 1);
}

TEST_CASE("domino reader: errors are recoverable unless the structure is lost") {
  std::string bad = kPuzzle;
  bad.replace(bad.find("6 B2 1 B3"), 9, "6 B2 1 B4");
  auto recs = read_all(bad + kPuzzle + "0\n");
  REQUIRE(recs.size() == 2);
  REQUIRE(recs[0].error);
  CHECK_FALSE(recs[0].fatal);
  CHECK(recs[0].error->line() == 2);
  CHECK(recs[0].error->column() == 8);
  CHECK(recs[0].error->message() == "domino halves B2 and B4 are not adjacent");
  CHECK(recs[1].puzzle);

  recs = read_all(std::string("x\n") + kPuzzle);
  REQUIRE(recs.size() == 1);
  CHECK(recs[0].fatal);

  recs = read_all("10\n6 B2 1 B3\n");
  REQUIRE(recs.size() == 1);
  CHECK(recs[0].fatal);
  CHECK(recs[0].error->message() == "end of input inside a puzzle, while reading domino 2 of 10");
  CHECK(recs[0].error->line() == 3);
}

TEST_CASE("domino format is detected") {
  std::istringstream in(std::string(kPuzzle) + "0\n");
  PuzzleReader reader(in, "t", ReadOptions{});
  CHECK(reader.format() == Format::Domino);
}

TEST_CASE("check_tiling accepts a good tiling and names what is wrong with a bad one") {
  auto recs = read_all(std::string(kPuzzle) + "0\n");
  const Puzzle& p = *recs[0].puzzle;
  Solution s = tile(p, answer_grid());
  CHECK_FALSE(check_tiling(p, s));
  CHECK_FALSE(check_solution(p, s));

  Solution short_ = s;
  short_.tiling.pop_back();
  CHECK(*check_tiling(p, short_) == "the tiling has 35 dominoes, not 36");

  Solution far = s;
  far.tiling.back().cells[1] = (far.tiling.back().cells[0] + 40) % 81;
  REQUIRE(check_tiling(p, far));
  CHECK(check_tiling(p, far)->find("not on adjacent cells") != std::string::npos);

  Solution wrong_digit = s;
  std::swap(wrong_digit.tiling.back().digits[0], wrong_digit.tiling.back().digits[1]);
  REQUIRE(check_tiling(p, wrong_digit));
  CHECK(check_tiling(p, wrong_digit)->find("but the grid holds") != std::string::npos);

  Solution dropped = s;  // a placed domino replaced by the same cells, other tiling order
  dropped.tiling.erase(dropped.tiling.begin());
  dropped.tiling.push_back(s.tiling.front());
  std::swap(dropped.tiling.back().cells[0], dropped.tiling.back().cells[1]);
  std::swap(dropped.tiling.back().digits[0], dropped.tiling.back().digits[1]);
  CHECK_FALSE(check_tiling(p, dropped));  // orientation and order do not matter

  DominoRules rules = *p.dominoes;  // the puzzle says the first domino lies elsewhere
  rules.placed[0].cells[1] = 1;     // B2-A2
  const Puzzle moved{p.givens, rules};
  REQUIRE(check_tiling(moved, s));
  CHECK(*check_tiling(moved, s) == "placed domino on B2-A2 is missing from the tiling");
}
