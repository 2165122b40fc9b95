// Tests for model/: shapes, formats and the independent checker.
#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "model/check.hpp"
#include "formats/format.hpp"
#include "reference.hpp"

using namespace sudosat;

TEST_CASE("default shapes follow the largest divisor not above sqrt(n)") {
  CHECK(to_string(*default_shape(4)) == "2x2");
  CHECK(to_string(*default_shape(6)) == "2x3");
  CHECK(to_string(*default_shape(8)) == "2x4");
  CHECK(to_string(*default_shape(12)) == "3x4");
  CHECK(to_string(*default_shape(36)) == "6x6");
  CHECK_FALSE(default_shape(7));
  CHECK_FALSE(default_shape(37));
}

TEST_CASE("the checker accepts pattern grids of every size and rejects a repeated digit") {
  std::mt19937 rng(1);
  for (int n : {4, 6, 8, 9, 12, 16, 25, 36}) {
    Puzzle p{Grid(*default_shape(n)), std::nullopt};
    Solution s{test::random_full_grid(p.givens.shape, rng), {}};
    CHECK_FALSE(check_solution(p, s));
    std::swap(s.grid.cells[0], s.grid.cells[1]);
    CHECK(check_solution(p, s));
  }
}

TEST_CASE("find_clash names the unit") {
  Grid g = test::grid_from_line(std::string(81, '.'));
  g.set(0, 5);
  g.set(8, 5);
  CHECK(*find_clash(g) == "digit 5 twice in row 1");
}

TEST_CASE("line format reads a batch and reports bad lines without losing the rest") {
  std::istringstream in(std::string(81, '.') + "\n" + std::string(80, '.') + "\n" +
                        std::string(81, '1') + "\n");
  PuzzleReader r(in, "t", {});
  CHECK(r.format() == Format::Line);
  Record rec;
  REQUIRE(r.next(rec));
  CHECK(rec.puzzle);
  REQUIRE(r.next(rec));
  REQUIRE(rec.error);
  CHECK(std::string(rec.error->what()) ==
        "t:2:81: line has 80 symbols; a puzzle needs n^2 of them (81 for 9x9)");
  REQUIRE(r.next(rec));
  CHECK(rec.puzzle);
  CHECK_FALSE(r.next(rec));
}

// ---------------------------------------------------------------------------------------------
// Helpers: read a whole text, collecting every record.

namespace {

struct ReadResult {
  Format format;
  std::vector<Record> records;
};

ReadResult read_all(const std::string& text, ReadOptions opt = {}, const std::string& name = "t") {
  std::istringstream in(text);
  PuzzleReader r(in, name, opt);
  ReadResult out{r.format(), {}};
  Record rec;
  while (r.next(rec)) out.records.push_back(rec);
  return out;
}

// The error messages (what()) of a text, in order; "ok" for a puzzle. A detection failure
// gives the single entry "throw: <what>".
std::vector<std::string> outcomes(const std::string& text, ReadOptions opt = {}) {
  std::vector<std::string> out;
  try {
    for (const Record& rec : read_all(text, opt).records)
      out.push_back(rec.error ? std::string(rec.error->what()) : std::string("ok"));
  } catch (const InputError& e) {
    out.push_back(std::string("throw: ") + e.what());
  }
  return out;
}

std::string zeros_row(int n) {
  std::string s = "0";
  for (int i = 1; i < n; ++i) s += " 0";
  return s + "\n";
}

std::string repeat_line(const std::string& line, int times) {
  std::string s;
  for (int i = 0; i < times; ++i) s += line + "\n";
  return s;
}

}  // namespace

TEST_CASE("parse_shape and to_string") {
  CHECK(to_string(*parse_shape("2x3")) == "2x3");
  CHECK(to_string(*parse_shape("3X2")) == "3x2");
  CHECK(to_string(*parse_shape("6x6")) == "6x6");
  CHECK(to_string(*parse_shape("8x8")) == "8x8");
  CHECK_FALSE(parse_shape("9x8"));   // 72 > 64
  CHECK_FALSE(parse_shape("3x"));
  CHECK_FALSE(parse_shape("x3"));
  CHECK_FALSE(parse_shape("3"));
  CHECK_FALSE(parse_shape("a x3"));
  CHECK_FALSE(parse_shape("0x3"));
  CHECK_FALSE(parse_shape("3x3x3"));
  CHECK_FALSE(parse_shape(""));
  CHECK(default_shape(9) == Shape{3, 3});
  CHECK(default_shape(16) == Shape{4, 4});
  CHECK(default_shape(25) == Shape{5, 5});
  CHECK(default_shape(10) == Shape{2, 5});
  CHECK(default_shape(18) == Shape{3, 6});
  CHECK_FALSE(default_shape(2));
  CHECK_FALSE(default_shape(3));
  CHECK_FALSE(default_shape(5));
  CHECK_FALSE(default_shape(13));
}

TEST_CASE("box numbering is row-major over R x C boxes") {
  const Shape s{2, 3};  // 6x6: boxes 2 rows tall, 3 columns wide, 3 bands of 2 stacks
  CHECK(s.box(0 * 6 + 0) == 0);
  CHECK(s.box(0 * 6 + 3) == 1);
  CHECK(s.box(1 * 6 + 5) == 1);
  CHECK(s.box(2 * 6 + 0) == 2);
  CHECK(s.box(5 * 6 + 5) == 5);
  const Shape t{3, 2};  // 6x6: boxes 3 rows tall, 2 columns wide, 2 bands of 3 stacks
  CHECK(t.box(0 * 6 + 2) == 1);
  CHECK(t.box(0 * 6 + 4) == 2);
  CHECK(t.box(3 * 6 + 0) == 3);
  CHECK(t.box(5 * 6 + 5) == 5);
}

TEST_CASE("symbols") {
  for (char blank : {'.', '0', '_', '-', '*'})
    for (int n : {4, 9, 16, 25, 32, 33, 35, 36}) CHECK(symbol_value(blank, n) == 0);
  CHECK(symbol_value('1', 9) == 1);
  CHECK(symbol_value('9', 9) == 9);
  CHECK(symbol_value('A', 16) == 10);
  CHECK(symbol_value('a', 16) == 10);
  CHECK(symbol_value('Z', 35) == 35);
  CHECK(symbol_value('z', 35) == 35);
  // x is a blank below size 33, the digit 33 from there on
  for (int n : {4, 9, 16, 25, 32}) {
    CHECK(symbol_value('x', n) == 0);
    CHECK(symbol_value('X', n) == 0);
  }
  for (int n : {33, 34, 35}) {
    CHECK(symbol_value('x', n) == 33);
    CHECK(symbol_value('X', n) == 33);
  }
  for (char bad : {' ', '#', '+', '/', '?', '\t', '\0', '\xef'}) CHECK(symbol_value(bad, 9) == -1);
  for (int d = 1; d <= 35; ++d) CHECK(symbol_value(digit_symbol(d), 35) == d);
  CHECK(digit_symbol(10) == 'A');
  CHECK(digit_symbol(35) == 'Z');
  for (const char* w : {".", "0", "_", "-", "*", "x", "X"}) CHECK(is_blank_word(w));
  for (const char* w : {"", "1", "00", "--", "..", "x1", "a"}) CHECK_FALSE(is_blank_word(w));
}

TEST_CASE("write_grid: exact text of each format, no trailing spaces") {
  Grid g(Shape{2, 2});
  const int v[16] = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0};
  for (int i = 0; i < 16; ++i) g.set(i, v[i]);
  CHECK(write_grid(g, Format::Grid) == "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 0\n");
  CHECK(write_grid(g, Format::Compact) == "1234\n3412\n2143\n432.\n");
  CHECK(write_grid(g, Format::Line) == "123434122143432.\n");
  Grid big(Shape{4, 4});
  big.set(0, 16);
  big.set(1, 10);
  CHECK(write_grid(big, Format::Grid).substr(0, 10) == "16 10 0 0 ");
  CHECK(write_grid(big, Format::Compact).substr(0, 17) == "GA..............\n");
}

TEST_CASE("every format round-trips and is detected, for every size") {
  const std::uint32_t seed = 20261122;
  std::mt19937 rng(seed);
  const Shape shapes[] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {3, 4},
                          {4, 4}, {5, 5}, {6, 6}};
  for (const Shape& s : shapes) {
    const int n = s.n();
    const bool default_box = *default_shape(n) == s;
    ReadOptions opt;
    if (!default_box) opt.box = s;
    const Grid g = test::random_puzzle(test::random_full_grid(s, rng), 0.5, rng);
    for (Format f : {Format::Grid, Format::Compact, Format::Line}) {
      if (f != Format::Grid && n > 35) continue;  // no symbol for 36
      INFO("shape " << to_string(s) << " format " << to_string(f) << " seed " << seed);
      const std::string text = write_grid(g, f);
      ReadResult r = read_all(text, opt);
      CHECK(r.format == f);
      REQUIRE(r.records.size() == 1);
      REQUIRE(r.records[0].puzzle);
      CHECK(r.records[0].puzzle->givens == g);
      CHECK(r.records[0].line == 1);
      CHECK(write_grid(r.records[0].puzzle->givens, f) == text);
      // Forced format gives the same result.
      ReadOptions forced = opt;
      forced.format = f;
      ReadResult r2 = read_all(text, forced);
      REQUIRE(r2.records.size() == 1);
      REQUIRE(r2.records[0].puzzle);
      CHECK(r2.records[0].puzzle->givens == g);
    }
  }
}

TEST_CASE("blanks, lower case, comments, CRLF and blank lines") {
  // compact with '0' blanks and lower case letters, CRLF, a comment first and blank lines last
  std::string text = "# a 12x12 grid\r\n";
  std::string rows[12];
  for (int r = 0; r < 12; ++r) rows[r] = std::string(12, '0');
  rows[0] = "abc000000000";
  rows[11] = "...........C";
  for (auto& row : rows) text += row + "\r\n";
  text += "\r\n\n";
  ReadResult r = read_all(text);
  CHECK(r.format == Format::Compact);
  REQUIRE(r.records.size() == 1);
  REQUIRE(r.records[0].puzzle);
  const Grid& g = r.records[0].puzzle->givens;
  CHECK(g.shape == Shape{3, 4});
  CHECK(g.at(0) == 10);
  CHECK(g.at(1) == 11);
  CHECK(g.at(2) == 12);
  CHECK(g.at(143) == 12);
  CHECK(r.records[0].line == 2);
  int givens = 0;
  for (int c = 0; c < 144; ++c) givens += g.at(c) != 0;
  CHECK(givens == 4);

  // grid blocks, with and without blank lines between them; line numbers of each start
  const std::string block = "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 2\n";
  ReadResult b = read_all("\n" + block + block + "\n\n# x\n" + block);
  CHECK(b.format == Format::Grid);
  REQUIRE(b.records.size() == 3);
  CHECK(b.records[0].line == 2);
  CHECK(b.records[1].line == 6);
  CHECK(b.records[2].line == 13);
  for (const Record& rec : b.records) {
    REQUIRE(rec.puzzle);
    CHECK(rec.puzzle->givens.at(0) == 1);
    CHECK(rec.puzzle->givens.at(15) == 2);
  }

  // line batch: comments, CRLF, '0' and '.' blanks
  ReadResult l = read_all("#c\r\n1000000000000002\r\n#\r\n\r\n.2..............\r\n");
  CHECK(l.format == Format::Line);
  REQUIRE(l.records.size() == 2);
  CHECK(l.records[0].line == 2);
  CHECK(l.records[1].line == 5);
  CHECK(l.records[0].puzzle->givens.at(15) == 2);
  CHECK(l.records[1].puzzle->givens.at(1) == 2);
}

TEST_CASE("blank symbols: 0 . _ - * everywhere, x and X below size 33") {
  const std::string easy =
      "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
  const Grid want = test::grid_from_line(easy);
  for (char blank : {'.', '0', '_', '-', '*', 'x', 'X'}) {
    INFO("blank " << blank);
    std::string line = easy;
    for (char& c : line)
      if (c == '0') c = blank;
    // line format, and the same as a compact grid
    ReadResult l = read_all(line + "\n" + line + "\n");
    CHECK(l.format == Format::Line);
    REQUIRE(l.records.size() == 2);
    REQUIRE(l.records[1].puzzle);
    CHECK(l.records[1].puzzle->givens == want);
    std::string compact;
    for (int r = 0; r < 9; ++r) compact += line.substr(static_cast<std::size_t>(r * 9), 9) + "\n";
    ReadResult c = read_all(compact);
    CHECK(c.format == Format::Compact);
    REQUIRE(c.records.size() == 1);
    REQUIRE(c.records[0].puzzle);
    CHECK(c.records[0].puzzle->givens == want);
    // grid format: the blank as a word of its own
    std::string grid;
    for (int r = 0; r < 9; ++r)
      for (int col = 0; col < 9; ++col)
        grid += std::string(1, line[static_cast<std::size_t>(r * 9 + col)]) + (col == 8 ? "\n" : " ");
    ReadResult g = read_all(grid);
    CHECK(g.format == Format::Grid);
    REQUIRE(g.records.size() == 1);
    REQUIRE(g.records[0].puzzle);
    CHECK(g.records[0].puzzle->givens == want);
  }
  // From size 33 on, x is the digit 33 (a 33x33 needs --box: 33 = 3x11).
  ReadOptions box33;
  box33.box = Shape{3, 11};
  std::string row33 = "x" + std::string(33 * 33 - 1, '.');
  ReadResult x33 = read_all(row33 + "\n", box33);
  REQUIRE(x33.records.size() == 1);
  REQUIRE(x33.records[0].puzzle);
  CHECK(x33.records[0].puzzle->givens.at(0) == 33);
  // and on a 32x32 (4x8) it is a blank
  ReadOptions box32;
  box32.box = Shape{4, 8};
  ReadResult x32 = read_all("x" + std::string(32 * 32 - 1, '.') + "\n", box32);
  REQUIRE(x32.records.size() == 1);
  REQUIRE(x32.records[0].puzzle);
  CHECK(x32.records[0].puzzle->givens.at(0) == 0);
  // A symbol outside the list is still an error, at its column.
  ReadResult bad = read_all(easy.substr(0, 10) + "?" + easy.substr(11) + "\n");
  REQUIRE(bad.records.size() == 1);
  REQUIRE(bad.records[0].error);
  CHECK(std::string(bad.records[0].error->what()) == "t:1:11: '?' is not a symbol for 0 to 9");
  ReadResult badgrid = read_all("1 2 3 4\n? 0 0 0\n0 0 0 0\n0 0 0 0\n");
  REQUIRE(badgrid.records.size() == 1);
  REQUIRE(badgrid.records[0].error);
  CHECK(std::string(badgrid.records[0].error->what()) == "t:2:1: '?' is not a number from 0 to 4");
}

TEST_CASE("a UTF-8 byte order mark at the start of an input is skipped, in every format") {
  const std::string bom = "\xEF\xBB\xBF";
  const std::string easy =
      "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
  std::string compact, grid;
  for (int r = 0; r < 9; ++r) {
    compact += easy.substr(static_cast<std::size_t>(r * 9), 9) + "\n";
    for (int c = 0; c < 9; ++c) grid += std::string(1, easy[static_cast<std::size_t>(r * 9 + c)]) + (c == 8 ? "\n" : " ");
  }
  const struct {
    std::string text;
    Format format;
  } inputs[] = {{easy + "\n" + easy + "\n", Format::Line},
                {compact, Format::Compact},
                {grid, Format::Grid},
                {"# a comment first\n" + easy + "\n", Format::Line},
                {"\n" + easy + "\n", Format::Line}};
  for (const auto& in : inputs) {
    INFO(in.text);
    ReadResult plain = read_all(in.text);
    ReadResult marked = read_all(bom + in.text);
    CHECK(marked.format == in.format);
    REQUIRE(marked.records.size() == plain.records.size());
    for (std::size_t i = 0; i < plain.records.size(); ++i) {
      REQUIRE(marked.records[i].puzzle);
      CHECK(marked.records[i].puzzle->givens == plain.records[i].puzzle->givens);
      CHECK(marked.records[i].line == plain.records[i].line);
    }
    // with the format given, too
    ReadOptions given;
    given.format = in.format;
    CHECK(read_all(bom + in.text, given).records.size() == plain.records.size());
  }
  // Columns of errors are counted after the mark, as an editor shows them.
  ReadResult bad = read_all(bom + easy.substr(0, 4) + "?" + easy.substr(5) + "\n");
  REQUIRE(bad.records.size() == 1);
  REQUIRE(bad.records[0].error);
  CHECK(std::string(bad.records[0].error->what()) == "t:1:5: '?' is not a symbol for 0 to 9");
  // Only at the start: elsewhere the bytes are bad symbols.
  ReadResult later = read_all(easy + "\n" + bom + easy + "\n");
  REQUIRE(later.records.size() == 2);
  REQUIRE(later.records[1].error);
  CHECK(std::string(later.records[1].error->what()) == "t:2:85: line has 84 symbols; a puzzle needs n^2 of them (81 for 9x9)");
}

TEST_CASE("UTF-16 text is named as such") {
  for (const std::string& mark : {std::string("\xFF\xFE"), std::string("\xFE\xFF")}) {
    std::string text = mark;
    for (char c : std::string("530070000\n")) text += mark[0] == '\xFF' ? std::string{c, '\0'} : std::string{'\0', c};
    for (bool given : {false, true}) {
      std::istringstream in(text);
      ReadOptions opt;
      if (given) opt.format = Format::Line;
      PuzzleReader r(in, "u16", opt);
      Record rec;
      try {
        r.next(rec);
        FAIL("no error");
      } catch (const InputError& e) {
        CHECK(std::string(e.what()) == "u16:1:1: the input is UTF-16 text (it starts with a UTF-16 byte "
                                       "order mark); save it as UTF-8 or ASCII");
      }
    }
  }
}

TEST_CASE("detection: a 16x16 compact grid versus 4x4 line puzzles") {
  const std::string row(16, '.');
  CHECK(read_all(repeat_line(row, 16)).format == Format::Compact);
  CHECK(read_all(repeat_line(row, 15)).format == Format::Line);
  CHECK(read_all(repeat_line(row, 17)).format == Format::Line);
  CHECK(read_all(repeat_line(std::string(81, '.'), 9)).format == Format::Line);
  CHECK(read_all(repeat_line(std::string(9, '.'), 9)).format == Format::Compact);
  CHECK(read_all("1 2\n").format == Format::Grid);
}

// Every bad-input message, with the exact position. One row per message.
TEST_CASE("parse errors name file:line:column") {
  struct Case {
    const char* what;
    std::string text;
    std::vector<std::string> want;
    std::optional<Shape> box;
  };
  const std::string g4 = "0 0 0 0\n";
  const std::string c9 = "123456789\n";
  const std::vector<Case> cases = {
      {"grid row too short", "1 2 3 4\n0 0 0\n" + g4 + g4, {"t:2:6: row has 3 numbers, expected 4"}, {}},
      {"grid row too long", "1 2 3 4\n0 0 0 0  5\n" + g4 + g4,
       {"t:2:10: row has more than 4 numbers"}, {}},
      {"grid not a number", "1 2 3 4\n0 0 ? 0\n" + g4 + g4,
       {"t:2:5: '?' is not a number from 0 to 4"}, {}},
      {"grid number too big", "1 2 3 4\n0 0 5 0\n" + g4 + g4,
       {"t:2:5: '5' is not a number from 0 to 4"}, {}},
      {"grid negative", "1 2 3 4\n0 -1 0 0\n" + g4 + g4,
       {"t:2:3: '-1' is not a number from 0 to 4"}, {}},
      {"grid missing rows", "1 2 3 4\n" + g4 + g4, {"t:4:1: expected 4 rows, found 3"}, {}},
      {"grid blank line inside", "1 2 3 4\n" + g4 + "\n" + g4 + g4,
       {"t:3:1: expected 4 rows, found 2", "t:6:1: expected 4 rows, found 2"}, {}},
      {"grid size not RxC", repeat_line("0 0 0 0 0", 5),
       {"t:1:1: size 5 has no box shape RxC with R, C >= 2 (use --box)"}, {}},
      {"grid size above 64", zeros_row(65), {"t:1:1: size 65 is larger than 64"}, {}},
      {"grid size 37 (prime)", zeros_row(37),
       {"t:1:1: size 37 has no box shape RxC with R, C >= 2 (use --box)"}, {}},
      {"grid size does not match --box", repeat_line("0 0 0 0", 4),
       {"t:1:1: size 4 does not match --box 2x3"}, Shape{2, 3}},
      {"compact row too short", c9 + "12345678\n" + repeat_line("123456789", 7),
       {"t:2:9: row has 8 symbols, expected 9"}, {}},
      {"compact row too long", c9 + "1234567891\n" + repeat_line("123456789", 7),
       {"t:2:10: row has more than 9 symbols"}, {}},
      {"compact symbol out of range", "123456\n12345A\n" + repeat_line("123456", 4),
       {"t:2:6: 'A' is not a symbol for 0 to 6"}, {}},
      {"compact bad character", "123456\n12?456\n" + repeat_line("123456", 4),
       {"t:2:3: '?' is not a symbol for 0 to 6"}, {}},
      {"compact control byte", "123456\n12\x01" "456\n" + repeat_line("123456", 4),
       {"t:2:3: '\\x01' is not a symbol for 0 to 6"}, {}},
      {"compact missing rows", repeat_line("123456789", 8), {"t:9:1: expected 9 rows, found 8"}, {}},
      {"compact text after the grid", repeat_line("123456789", 9) + "\n# c\nxyz\n",
       {"t:12:1: text after the 9x9 grid"}, {}},
      {"compact size not RxC", repeat_line("12345", 5),
       {"t:1:1: size 5 has no box shape RxC with R, C >= 2 (use --box)"}, {}},
      {"line wrong length", std::string(81, '.') + "\n" + std::string(80, '.') + "\n",
       {"ok", "t:2:81: line has 80 symbols; a puzzle needs n^2 of them (81 for 9x9)"}, {}},
      {"line symbol out of range", std::string(81, '.') + "\n" + std::string(40, '.') + "A" +
                                       std::string(40, '.') + "\n",
       {"ok", "t:2:41: 'A' is not a symbol for 0 to 9"}, {}},
      {"line size not RxC", std::string(49, '.') + "\n",
       {"t:1:1: size 7 has no box shape RxC with R, C >= 2 (use --box)"}, {}},
      {"empty input", "", {"throw: t: empty input: no puzzle found"}, {}},
      {"only comments and blank lines", "# x\n\n  \n#\n", {"throw: t: empty input: no puzzle found"}, {}},
      {"a long line that is no square", std::string(50, '.') + "\n",
       {"t:1:51: line has 50 symbols; a puzzle needs n^2 of them (81 for 9x9)"}, {}},
      {"line batch whose first line is bad", std::string(80, '.') + "\n" + std::string(81, '.') + "\n",
       {"t:1:81: line has 80 symbols; a puzzle needs n^2 of them (81 for 9x9)", "ok"}, {}},
  };
  for (const Case& c : cases) {
    INFO(c.what << "\n" << c.text);
    ReadOptions opt;
    opt.box = c.box;
    CHECK(outcomes(c.text, opt) == c.want);
  }
}

TEST_CASE("an input without a puzzle is an error whether its format is given or detected") {
  for (auto f : {std::optional<Format>{}, std::optional<Format>{Format::Line},
                 std::optional<Format>{Format::Grid}, std::optional<Format>{Format::Domino}}) {
    for (const char* text : {"", "\n  \n", "# a comment\n"}) {
      INFO("format " << (f ? static_cast<int>(*f) : -1) << ", input '" << text << "'");
      ReadOptions opt;
      opt.format = f;
      CHECK(outcomes(text, opt) == std::vector<std::string>{"throw: t: empty input: no puzzle found"});
    }
  }
  ReadOptions domino;
  domino.format = Format::Domino;
  CHECK(outcomes("\n0\n", domino) == std::vector<std::string>{"throw: t:2: no puzzle before the final 0"});
  CHECK(outcomes("0\n", {}) == std::vector<std::string>{"throw: t:1: no puzzle before the final 0"});
}

TEST_CASE("the InputError parts") {
  std::istringstream in("1 2 3 4\n0 0 9 0\n0 0 0 0\n0 0 0 0\n");
  PuzzleReader r(in, "dir/file.txt", {});
  Record rec;
  REQUIRE(r.next(rec));
  REQUIRE(rec.error);
  CHECK(rec.error->file() == "dir/file.txt");
  CHECK(rec.error->line() == 2);
  CHECK(rec.error->column() == 5);
  CHECK(rec.error->message() == "'9' is not a number from 0 to 4");
  CHECK(rec.line == 1);
  CHECK_FALSE(r.next(rec));
  CHECK(InputError("f", 0, 0, "m").what() == std::string("f: m"));
  CHECK(InputError("f", 3, 0, "m").what() == std::string("f:3: m"));
}

TEST_CASE("a bad line in a line batch does not stop the batch; the others keep their lines") {
  const std::string ok(16, '.');
  std::vector<std::string> want = {"ok", "t:3:3: '5' is not a symbol for 0 to 4", "ok",
                                   "t:5:18: line has 17 symbols; a puzzle needs n^2 of them (81 for 9x9)",
                                   "ok"};
  CHECK(outcomes(ok + "\n" + "# c\n" + "..5.............\n" + ok + "\r\n" + ok + ".\n" + ok + "\n") ==
        want);
}

TEST_CASE("check_solution messages") {
  std::mt19937 rng(7);
  const Shape s{2, 3};
  const Grid full = test::random_full_grid(s, rng);
  Puzzle p{test::random_puzzle(full, 0.5, rng), std::nullopt};
  Solution sol{full, {}};
  CHECK_FALSE(check_solution(p, sol));
  // wrong shape
  Solution other{Grid(Shape{3, 2}), {}};
  CHECK(*check_solution(p, other) == "the grid has the wrong shape");
  // a blank
  Solution blank = sol;
  blank.grid.set(7, 0);
  CHECK(*check_solution(p, blank) == "no digit at row 2 column 2");
  // a changed given: find a given cell and change it to another digit
  int cell = 0;
  while (p.givens.at(cell) == 0) ++cell;
  Solution changed = sol;
  const int d = p.givens.at(cell) % 6 + 1;
  changed.grid.set(cell, d);
  CHECK(*check_solution(p, changed) ==
        "given " + std::to_string(p.givens.at(cell)) + " at row " + std::to_string(cell / 6 + 1) +
            " column " + std::to_string(cell % 6 + 1) + " changed to " + std::to_string(d));
  // a repeated digit with no givens: swapping two cells of a row breaks the columns
  Puzzle empty{Grid(s), std::nullopt};
  Solution swapped = sol;
  std::swap(swapped.grid.cells[0], swapped.grid.cells[1]);
  auto why = check_solution(empty, swapped);
  REQUIRE(why);
  CHECK(why->rfind("digit ", 0) == 0);
  CHECK(why->find(" twice in column ") != std::string::npos);
}

TEST_CASE("find_clash: rows, columns and boxes, numbered from 1") {
  Grid g(Shape{2, 3});
  CHECK_FALSE(find_clash(g));
  g.set(2 * 6 + 1, 4);
  g.set(5 * 6 + 1, 4);
  CHECK(*find_clash(g) == "digit 4 twice in column 2");
  Grid b(Shape{2, 3});
  b.set(2 * 6 + 3, 6);
  b.set(3 * 6 + 5, 6);
  CHECK(*find_clash(b) == "digit 6 twice in box 4");
  Grid r(Shape{3, 2});
  r.set(4 * 6 + 0, 1);
  r.set(4 * 6 + 5, 1);
  CHECK(*find_clash(r) == "digit 1 twice in row 5");
}

TEST_CASE("the kinds table: Kind, its line and its names agree") {
  STATIC_REQUIRE(kind_of<rule::Diagonal> == Kind::Diagonal);
  STATIC_REQUIRE(kind_of<rule::Killer> == Kind::Killer);
  STATIC_REQUIRE(kind_of<rule::BoxIndexer> == Kind::BoxIndexer);
  STATIC_REQUIRE(kKindCount == 64);
  CHECK(kind_of_constraint(Constraint(rule::Thermometer{{0, 1}})) == Kind::Thermometer);
  CHECK(std::string(kind_key<rule::Killer>()) == "killercage");
  CHECK(std::string(kind_info(Kind::XV).type) == "XV");
  std::set<std::string> names;
  for (int k = 0; k < kKindCount; ++k) {
    const Kind kind = static_cast<Kind>(k);
    const KindInfo& info = kind_info(kind);
    INFO(info.name);
    CHECK(names.insert(info.name).second);  // names are unique
    REQUIRE(kind_named(info.name));
    CHECK(*kind_named(info.name) == kind);
    CHECK(!info.keys.empty());
    CHECK(info.names != nullptr);
  }
  CHECK(&kind_info(Kind::Arrow) == &kind_info<rule::Arrow>());
  CHECK_FALSE(kind_named("killer"));
  CHECK_FALSE(kind_named(""));
}
