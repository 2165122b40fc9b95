// Variant puzzles through the sudosat command: an f-puzzles link pasted into check, solve,
// dimacs -> cadical -> decode, check --certify (proofs checked by the test's own RUP checker),
// the variable map, --rules, JSON output, and batches of strings with a bad one among them.
// Answers are checked against the published solutions and the independent checker.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "drat_check.hpp"
#include "model/check.hpp"
#include "formats/format.hpp"
#include "formats/fpuzzles.hpp"
#include "formats/lzstring.hpp"
#include "run_cli.hpp"

using namespace sudosat;
using test::run_cli;
using test::Run;
using test::shell;
using test::slurp;
using test::spit;
namespace fs = std::filesystem;

namespace {

const std::string kData = SUDOSAT_TEST_DATA;

const fs::path& scratch() {
  static const fs::path dir = test::scratch_dir();
  return dir;
}

// A public puzzle: its string and its published solution as digits (row-major).
struct Public {
  std::string payload;
  std::vector<int> solution;
};

Public public_puzzle(const std::string& name) {
  std::istringstream in(slurp(kData + "/fpuzzles/public/" + name + ".txt"));
  Public p;
  std::string digits;
  std::getline(in, p.payload);
  std::getline(in, digits);
  if (digits.find(',') == std::string::npos) {
    for (char c : digits) p.solution.push_back(c - '0');
  } else {
    std::istringstream list(digits);
    for (std::string v; std::getline(list, v, ',');) p.solution.push_back(std::stoi(v));
  }
  return p;
}

// The digits of a line-format answer (symbols 1-9, A-Z).
std::vector<int> digits_of_line(const std::string& line) {
  std::vector<int> d;
  for (char c : line) {
    if (c >= '1' && c <= '9') d.push_back(c - '0');
    else if (c >= 'A' && c <= 'Z') d.push_back(c - 'A' + 10);
  }
  return d;
}

bool have_cadical() { return std::system("command -v cadical >/dev/null 2>&1") == 0; }

long header_vars(const std::string& dimacs) {
  const auto at = dimacs.find("\np cnf ");
  return at == std::string::npos ? -1 : std::stol(dimacs.substr(at + 7));
}

const char* const kNames[] = {"peak-4x4", "extreme-killer-6x6", "irregular-kropki-7x7", "blitz",
                              "cloneways-game-of-life", "minimax-sandwich", "tiny-scar",
                              "entropic-lines-101", "box-indexing-test", "behemoth-16x16"};

}  // namespace

TEST_CASE("a pasted f-puzzles link: check says unique, solve prints the published solution") {
  for (const char* name : kNames) {
    INFO(name);
    const Public p = public_puzzle(name);
    const fs::path link = scratch() / (std::string(name) + ".txt");
    spit(link, "https://www.f-puzzles.com/?load=" + p.payload + "\n");
    const Run check = run_cli("check '" + link.string() + "'");
    CHECK(check.code == 0);
    CHECK(check.out == "unique\n");
    // One string per line: the answer is one line (the line format).
    const Run solve = run_cli("solve '" + link.string() + "'");
    REQUIRE(solve.code == 0);
    CHECK(digits_of_line(solve.out) == p.solution);
    const Run any = run_cli("solve --any '" + link.string() + "'");
    CHECK(digits_of_line(any.out) == p.solution);
  }
}

TEST_CASE("an f-puzzles JSON file answers with a compact grid; JSON output names the puzzle") {
  const Public p = public_puzzle("extreme-killer-6x6");
  const Puzzle puzzle = parse_fpuzzles(p.payload, "x", 1, 1);
  // The JSON itself, as a file spread over several lines.
  const fs::path file = scratch() / "killer.json";
  spit(file, "{\n  \"size\": 6,\n" + write_fpuzzles_json(puzzle).substr(1) + "\n");
  const Run solve = run_cli("solve '" + file.string() + "'");
  REQUIRE(solve.code == 0);
  CHECK(std::count(solve.out.begin(), solve.out.end(), '\n') == 6);
  CHECK(digits_of_line(solve.out) == p.solution);
  const Run json = run_cli("solve --output-format json '" + file.string() + "'");
  const auto j = nlohmann::json::parse(json.out);
  CHECK(j["status"] == "solved");
  CHECK(j["title"] == puzzle.variant->title);
  CHECK(j["author"] == puzzle.variant->author);
  CHECK(j["size"] == 6);
  CHECK(j["box"] == "2x3");
}

TEST_CASE("dimacs -> cadical -> decode, with every auxiliary variable described") {
  if (!have_cadical()) {
    WARN("SKIPPED: the `cadical` binary is not installed (Debian package cadical)");
    return;
  }
  for (const char* name : {"blitz", "irregular-kropki-7x7", "renban-skyscrapers", "equal-sums"}) {
    for (const char* simplify : {"", "--simplify"}) {
      INFO(name << " " << simplify);
      const Public p = public_puzzle(name);
      const fs::path puzzle = scratch() / "dp.txt", cnf = scratch() / "dp.cnf",
                     model = scratch() / "dp.model";
      spit(puzzle, p.payload + "\n");
      REQUIRE(run_cli(std::string("dimacs ") + simplify + " '" + puzzle.string() + "' -o '" + cnf.string() + "'").code == 0);
      const std::string text = slurp(cnf);
      const int n = static_cast<int>(std::lround(std::sqrt(p.solution.size())));
      // One comment line "c   V = ..." per auxiliary variable.
      long described = 0;
      std::istringstream lines(text);
      for (std::string l; std::getline(lines, l);) described += l.rfind("c   ", 0) == 0;
      CHECK(described == header_vars(text) - n * n * n);
      REQUIRE(shell("cadical -q '" + cnf.string() + "' > '" + model.string() + "'; test $? -eq 10").code == 0);
      const Run decoded = run_cli(std::string("decode ") + simplify + " '" + puzzle.string() + "' '" + model.string() + "'");
      CHECK(decoded.code == 0);
      CHECK(digits_of_line(decoded.out) == p.solution);
    }
  }
}

TEST_CASE("check --certify: variant certificates that a RUP checker accepts") {
  const fs::path dir = scratch() / "cert", input = scratch() / "cert.txt";
  std::string text;
  for (const char* name : {"peak-4x4", "blitz", "xv-kropki-x", "slow-thermo"}) text += public_puzzle(name).payload + "\n";
  spit(input, text);
  const Run r = run_cli("check --certify '" + dir.string() + "' '" + input.string() + "'");
  CHECK(r.code == 0);
  CHECK(r.out == "unique\nunique\nunique\nunique\n");
  for (int k = 1; k <= 4; ++k) {
    INFO("puzzle " << k);
    const auto result = test::drat_check_files((dir / ("puzzle-" + std::to_string(k) + ".cnf")).string(),
                                               (dir / ("puzzle-" + std::to_string(k) + ".drat")).string());
    CHECK(result.message == "verified");
  }
}

TEST_CASE("--rules: the blank Miracle grid has 72 solutions; diagonals and disjoint groups") {
  const std::string blank = std::string(81, '.') + "\n";
  Run r = run_cli("count --limit 1000 --rules antiking,antiknight,nonconsecutive", blank);
  CHECK(r.code == 0);
  CHECK(r.out == "72\n");
  r = run_cli("solve --rules antiking,antiknight,nonconsecutive", blank);
  CHECK(r.out == "147582936582936471936471825471825369825369714369714258714258693258693147693147582\n");
  // The smallest 9x9 with both diagonals, and with disjoint groups too: checked by the checker.
  for (const char* rules : {"diagonals", "diagonals,disjoint", "antiknight,diagonal+"}) {
    INFO(rules);
    r = run_cli(std::string("solve --rules ") + rules, blank);
    REQUIRE(r.code == 0);
    std::string bad;
    Puzzle p;
    {
      std::istringstream in(blank);
      ReadOptions opt;
      opt.rules = parse_rules(rules, bad);
      PuzzleReader reader(in, "-", opt);
      Record rec;
      REQUIRE(reader.next(rec));
      p = *rec.puzzle;
    }
    Solution s{p.givens, {}};
    const auto d = digits_of_line(r.out);
    REQUIRE(d.size() == 81);
    for (int c = 0; c < 81; ++c) s.grid.set(c, d[static_cast<std::size_t>(c)]);
    CHECK(check_solution(p, s).value_or("ok") == "ok");
  }
  r = run_cli("solve --rules antiking,kingsmove", blank);
  CHECK(r.code == 2);
  CHECK(r.err.find("unknown rule 'kingsmove'") != std::string::npos);
  // negative sums and differences take their number after a colon; no marks: a difference of 1
  // is non-consecutive, and the answer satisfies the rules as the checker reads them
  const std::string blank6 = std::string(36, '.') + "\n";
  const Run plain = run_cli("count --limit 1000 --rules nonconsecutive", blank6);
  REQUIRE(plain.code == 0);
  CHECK(run_cli("count --limit 1000 --rules negativedifference:1", blank6).out == plain.out);
  r = run_cli("solve --rules negativesum:10,negativedifference:4", blank);
  REQUIRE(r.code == 0);
  {
    const auto d = digits_of_line(r.out);
    REQUIRE(d.size() == 81);
    for (int a = 0; a < 81; ++a)
      for (int b : {a + 1, a + 9}) {
        if (b >= 81 || (b == a + 1 && b % 9 == 0)) continue;
        const int x = d[static_cast<std::size_t>(a)], y = d[static_cast<std::size_t>(b)];
        CHECK(x + y != 10);
        CHECK(std::abs(x - y) != 4);
      }
  }
  for (const char* bad : {"negativesum:0", "negativesum:", "negativesum:x", "negativeratio:2", "negativesum:100"}) {
    INFO(bad);
    r = run_cli(std::string("solve --rules ") + bad, blank);
    CHECK(r.code == 2);
    CHECK(r.err.find(std::string("unknown rule '") + bad + "'") != std::string::npos);
  }
}

TEST_CASE("a batch of strings: one bad string is an error record, the others are answered") {
  const Public a = public_puzzle("peak-4x4"), b = public_puzzle("zipper-lines");
  const std::string input = a.payload + "\nN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9lj\n" +
                            "https://www.f-puzzles.com/?load=" + b.payload + "\n";
  const Run r = run_cli("solve -j 2", input);
  CHECK(r.code == 3);
  std::istringstream lines(r.out);
  std::string first, second, third;
  std::getline(lines, first);
  std::getline(lines, second);
  std::getline(lines, third);
  CHECK(digits_of_line(first) == a.solution);
  CHECK(second == "error");
  CHECK(digits_of_line(third) == b.solution);
  CHECK(r.err.find("<stdin>:2:1: ") != std::string::npos);
}

TEST_CASE("sudosat's own puzzles of every kind: unique, and solved as the generator drew them") {
  // tests/data/fpuzzles/own/puzzles.tsv: "name<TAB>string<TAB>solution", from
  // bench/variant/make_puzzles 1 (every constraint kind on 9x9; 4x4, 6x6, irregular 7x7, an
  // irregular 16x16 killer), and 9x9-parityline, made by `sudosat generate` from a template of
  // six parity lines when that kind was added. The stored solutions are checked by the
  // independent checker.
  std::istringstream in(slurp(kData + "/fpuzzles/own/puzzles.tsv"));
  std::vector<std::string> names;
  std::vector<std::vector<int>> solutions;
  std::string batch;
  for (std::string line; std::getline(in, line);) {
    const auto t1 = line.find('\t'), t2 = line.find('\t', t1 + 1);
    names.push_back(line.substr(0, t1));
    const std::string payload = line.substr(t1 + 1, t2 - t1 - 1);
    batch += payload + "\n";
    std::vector<int> digits;
    std::istringstream list(line.substr(t2 + 1));
    for (std::string v; std::getline(list, v, ',');) digits.push_back(std::stoi(v));
    const Puzzle p = parse_fpuzzles(payload, names.back(), 1, 1);
    Solution s{p.givens, {}};
    REQUIRE(digits.size() == s.grid.cells.size());
    for (std::size_t i = 0; i < digits.size(); ++i) s.grid.set(static_cast<int>(i), digits[i]);
    INFO(names.back());
    CHECK(check_solution(p, s).value_or("ok") == "ok");
    solutions.push_back(digits);
  }
  REQUIRE(names.size() >= 50);
  const Run check = run_cli("check -q", batch);
  CHECK(check.code == 0);
  CHECK(check.out == [&] { std::string u; for (std::size_t i = 0; i < names.size(); ++i) u += "unique\n"; return u; }());
  const Run solve = run_cli("solve -q --output-format json", batch);
  REQUIRE(solve.code == 0);
  std::istringstream out(solve.out);
  std::size_t k = 0;
  for (std::string line; std::getline(out, line); ++k) {
    REQUIRE(k < names.size());
    INFO(names[k]);
    const auto j = nlohmann::json::parse(line);
    std::vector<int> got;
    for (const auto& row : j["grid"]) for (const auto& d : row) got.push_back(d.get<int>());
    CHECK(got == solutions[k]);
    CHECK(j["title"] == names[k]);
  }
  CHECK(k == names.size());
}

TEST_CASE("read: every own and public puzzle as a SudokuPad link and an f-puzzles string, same answers") {
  // The own corpus (every kind) and the public puzzles, one payload a line; written out by
  // `read --output-format sudokupad|fpuzzles` and solved again: the same grids, in order.
  std::string batch;
  std::istringstream own(slurp(kData + "/fpuzzles/own/puzzles.tsv"));
  for (std::string line; std::getline(own, line);) batch += line.substr(line.find('\t') + 1, line.find('\t', line.find('\t') + 1) - line.find('\t') - 1) + "\n";
  for (const auto& entry : std::filesystem::directory_iterator(kData + "/fpuzzles/public"))
    if (entry.path().extension() == ".txt") batch += slurp(entry.path().string()).substr(0, slurp(entry.path().string()).find('\n')) + "\n";
  const Run want = run_cli("solve -q --output-format line", batch);
  REQUIRE(want.code == 0);
  for (const char* format : {"sudokupad", "fpuzzles"}) {
    INFO(format);
    const Run links = run_cli(std::string("read -q --output-format ") + format, batch);
    REQUIRE(links.code == 0);
    CHECK(std::count(links.out.begin(), links.out.end(), '\n') == std::count(batch.begin(), batch.end(), '\n'));
    if (std::string(format) == "sudokupad") CHECK(links.out.rfind("https://sudokupad.app/fpuzzlesN4Ig", 0) == 0);
    const Run got = run_cli("solve -q --output-format line", links.out);
    CHECK(got.code == 0);
    CHECK(got.out == want.out);
  }
  // The text and JSON forms name every constraint read.
  const Run json = run_cli("read --output-format json", batch);
  REQUIRE(json.code == 0);
  std::istringstream lines(json.out);
  std::size_t constraints = 0, puzzles = 0;
  for (std::string line; std::getline(lines, line); ++puzzles) constraints += nlohmann::json::parse(line)["constraints"].size();
  CHECK(puzzles == static_cast<std::size_t>(std::count(batch.begin(), batch.end(), '\n')));
  CHECK(constraints > 200);
}

TEST_CASE("a puzzle that carries its setter's solution: answered only when, as read, it is the only one") {
  // 4x4, a killer cage and the setter's solution: as read (givens R1C1 = 1 and the cage) it has
  // other solutions, so a rule may be missing; with more givens it is unique.
  const std::string solution = R"("solution": [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1])";
  const std::string grid4 = R"([[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]])";
  const std::string loose = R"({"size": 4, "grid": )" + grid4 + R"(, "killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}], )" + solution + "}";
  for (const char* command : {"check", "solve"}) {
    INFO(command);
    const Run r = run_cli(command, loose);
    CHECK(r.code == 3);
    CHECK(r.out.rfind("error", 0) == 0);
    CHECK(r.err.find("<stdin>:1: as read, not unique: another solution than the one the puzzle carries differs in ") == 0);
    CHECK(r.err.find("the rules may say more than sudosat read (--as-read: the answer for what was read)\n") != std::string::npos);
  }
  const Run check = run_cli("check --as-read", loose);
  CHECK(check.code == 1);
  CHECK(check.out == "multiple\n");
  const Run solve = run_cli("solve --as-read --output-format line", loose);
  CHECK(solve.code == 0);
  CHECK(solve.out == "1234341221434321\n");  // the smallest solution as read
  CHECK(run_cli("count", loose).code == 0);  // count counts what was read
  // The solution's givens but for one box: unique as read, and so as meant.
  std::string tight = loose;
  tight.replace(tight.find(grid4), grid4.size(),
                R"([[{"value": 1, "given": true}, {"value": 2, "given": true}, {"value": 3, "given": true}, {"value": 4, "given": true}], [{"value": 3, "given": true}, {"value": 4, "given": true}, {"value": 1, "given": true}, {"value": 2, "given": true}], [{"value": 2, "given": true}, {"value": 1, "given": true}, {}, {}], [{"value": 4, "given": true}, {"value": 3, "given": true}, {}, {}]])");
  CHECK(run_cli("check", tight).out == "unique\n");
  CHECK(run_cli("solve --output-format line", tight).out == "1234341221434321\n");
  // The solution travels with the puzzle through `read --output-format fpuzzles`.
  const Run link = run_cli("read --output-format sudokupad", loose);
  REQUIRE(link.code == 0);
  CHECK(run_cli("check", link.out).code == 3);
}

TEST_CASE("a link or string given in place of a FILE is the input itself") {
  const Public p = public_puzzle("peak-4x4");
  for (const std::string& arg : {p.payload, "https://www.f-puzzles.com/?load=" + p.payload,
                                 "https://sudokupad.app/fpuzzles" + p.payload,
                                 "https://app.crackingthecryptic.com/sudoku/fpuz" + p.payload}) {
    const Run check = run_cli("check '" + arg + "'");
    CHECK(check.code == 0);
    CHECK(check.out == "unique\n");
    const Run solve = run_cli("solve '" + arg + "'");
    CHECK(digits_of_line(solve.out) == p.solution);
    const Run dimacs = run_cli("dimacs '" + arg + "'");
    CHECK(dimacs.out.find("of <argument> (line 1)") != std::string::npos);
  }
  // A batch of links, one a SudokuPad short id: that one is refused (exit 3), the others answered.
  const Run batch = run_cli("check -q", p.payload + "\nhttps://sudokupad.app/q7b3x9kz2m\nhttps://sudokupad.app/fpuz" +
                                            p.payload + "\n");
  CHECK(batch.code == 3);
  CHECK(batch.out == "unique\nerror\nunique\n");
  CHECK(batch.err.find("<stdin>:2:1: 'q7b3x9kz2m' is the short id of a puzzle stored on SudokuPad's server") == 0);
  // A link to another site (a link shortener): refused with its host named, not opened as a file.
  const Run other = run_cli("check https://tinyurl.com/sudoku-abc");
  CHECK(other.code == 3);
  CHECK(other.err.find("<argument>:1:1: a link to 'tinyurl.com', which sudosat cannot read") == 0);
  // Not a file, not an f-puzzles string: the usual error.
  const Run missing = run_cli("check no-such-file.txt");
  CHECK(missing.code == 3);
  CHECK(missing.err == "no-such-file.txt: cannot open: No such file or directory\n");
  const Run broken = run_cli("check N4IgBAD");
  CHECK(broken.code == 3);
  CHECK(broken.err == "<argument>:1:1: not an f-puzzles string: lz-string decompression failed\n");
}

TEST_CASE("an impossible sum is no solution, not an error") {
  // A two-cell cage summing to 2 (it needs two different digits), and one summing to 40.
  for (const char* sum : {"2", "40"}) {
    const std::string json = std::string("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
                             "[{},{},{},{}]],\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"") +
                             sum + "\"}]}\n";
    Run r = run_cli("check", json);
    CHECK(r.code == 1);
    CHECK(r.out == "none\n");
    CHECK(r.err.empty());
    r = run_cli("solve", json);
    CHECK(r.code == 1);
    CHECK(r.out == "no solution\n");
  }
}

namespace {

std::string quoted(const std::string& text) {  // for the shell, in single quotes
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

TEST_CASE("ten real SudokuPad puzzles: the setter's solution or a refusal, never another answer") {
  const nlohmann::json all = nlohmann::json::parse(slurp(std::string(SUDOSAT_TEST_DATA) + "/sudokupad/real10.json"));
  REQUIRE(all.size() == 10);
  int solved = 0;
  for (const nlohmann::json& p : all) {
    INFO(p["title"].get<std::string>());
    const Run r = run_cli("solve --output-format json -", p["link"].get<std::string>() + "\n");
    const nlohmann::json answer = nlohmann::json::parse(r.out.substr(0, r.out.find('\n')));
    if (r.code == 3) {  // refused, saying what was not understood
      CHECK(answer["status"] == "error");
      CHECK_FALSE(answer["reason"].get<std::string>().empty());
      continue;
    }
    REQUIRE(r.code == 0);
    std::string grid;
    for (const nlohmann::json& row : answer["grid"])
      for (const nlohmann::json& d : row) grid += std::to_string(d.get<int>());
    CHECK(grid == p["solution"].get<std::string>());
    ++solved;
  }
  // 2026-11-29: all ten (Theta since its Roman numeral cages are read as number sums)
  CHECK(solved == 10);
}

TEST_CASE("the ten real SudokuPad puzzles with their rules reworded (our own wordings): the setter's solution") {
  // Each puzzle read as if its rules text were one of our rewordings (--rules-text): the same
  // rules in other words, headings and orders, so the same answer.
  const nlohmann::json all = nlohmann::json::parse(slurp(std::string(SUDOSAT_TEST_DATA) + "/sudokupad/real10.json"));
  const nlohmann::json reworded =
      nlohmann::json::parse(slurp(std::string(SUDOSAT_TEST_DATA) + "/sudokupad/real10-reworded.json"));
  int read = 0;
  for (const nlohmann::json& p : all) {
    const std::string title = p["title"].get<std::string>();
    REQUIRE(reworded.contains(title));
    for (const nlohmann::json& text : reworded[title]) {
      INFO(title << ": " << text.get<std::string>());
      const Run r = run_cli("solve --output-format line --rules-text " + quoted(text.get<std::string>()) + " -",
                            p["link"].get<std::string>() + "\n");
      REQUIRE(r.code == 0);
      CHECK(r.out == p["solution"].get<std::string>() + "\n");
      ++read;
    }
  }
  CHECK(read == 31);
}

TEST_CASE("real SudokuPad puzzles with their rules in a stranger's words, read loosely: the setter's solution, said so") {
  // Each puzzle read as if its rules text were a wording no statement of sudosat's matches whole
  // (--rules-text): a sentence naming a kind is read as its usual rule, the setter's solution
  // judging; the answer is the setter's solution, and standard error says how it was read. A
  // twist the guard words catch, or a kind the solution breaks: refused.
  const nlohmann::json all = nlohmann::json::parse(slurp(std::string(SUDOSAT_TEST_DATA) + "/sudokupad/real10.json"));
  const nlohmann::json loose =
      nlohmann::json::parse(slurp(std::string(SUDOSAT_TEST_DATA) + "/sudokupad/real10-loose.json"));
  int read = 0, refused = 0;
  for (const nlohmann::json& p : all) {
    const std::string title = p["title"].get<std::string>();
    for (const char* outcome : {"read", "refused"}) {
      if (!loose[outcome].contains(title)) continue;
      for (const nlohmann::json& text : loose[outcome][title]) {
        INFO(title << ": " << text.get<std::string>());
        const Run r = run_cli("solve --output-format line --rules-text " + quoted(text.get<std::string>()) + " -",
                              p["link"].get<std::string>() + "\n");
        if (std::string(outcome) == "read") {
          REQUIRE(r.code == 0);
          CHECK(r.out == p["solution"].get<std::string>() + "\n");
          CHECK(r.err.find("note: read with the setter's solution as judge") != std::string::npos);
          ++read;
        } else {
          CHECK(r.code == 3);
          ++refused;
        }
      }
    }
  }
  CHECK(read == 4);
  CHECK(refused == 4);
}

TEST_CASE("a SudokuPad puzzle whose rules text says its title and setter again: those lines are notes") {
  const nlohmann::json all = nlohmann::json::parse(slurp(std::string(SUDOSAT_TEST_DATA) + "/sudokupad/real10.json"));
  for (const nlohmann::json& p : all) {
    if (p["title"] != "Theta") continue;
    const std::string rules =
        "Theta\nNormal sudoku rules apply. Region sum lines: digits on a blue line have an equal sum in each box the line "
        "passes through. XV: digits separated by an X sum to 10; digits separated by a V sum to 5. Not all Xs and Vs are "
        "given. Numbers in cages connected by a C sum to 100. Numbers in cages connected by a D sum to 500. Cages are "
        "read top-to-bottom or left-to-right.\n- Gerhard1963";
    const Run r = run_cli("check --rules-text '" + rules + "' -", p["link"].get<std::string>() + "\n");
    CHECK(r.code == 0);
    CHECK(r.out == "unique\n");
    // another name is no title, and no word of it is a rule's: a story, taken as the puzzle carries
    // its setter's solution to judge the reading
    const std::string story = "Theta by Gerhard" + rules.substr(rules.find('\n'));
    const Run other = run_cli("check --rules-text '" + story + "' -", p["link"].get<std::string>() + "\n");
    CHECK(other.code == 0);
    CHECK(other.out == "unique\n");
    const Run shown = run_cli("read --rules-text '" + story + "' -", p["link"].get<std::string>() + "\n");
    CHECK(shown.out.find("    Theta by Gerhard  [a story? no word of it is a rule's (taken where the setter's solution "
                         "judges the reading)]\n") != std::string::npos);
    // with a rule's word, refused, naming the line
    const Run ruled = run_cli("check --rules-text 'Theta by Gerhard, no repeats\nNormal sudoku rules apply.' -",
                              p["link"].get<std::string>() + "\n");
    CHECK(ruled.code == 3);
    CHECK(ruled.err.find("\"Theta by Gerhard, no repeats\" is a rule statement sudosat does not know") != std::string::npos);
  }
}

TEST_CASE("Theta (Roman numeral cages) from the ten real puzzles: unique") {
  const nlohmann::json all = nlohmann::json::parse(slurp(std::string(SUDOSAT_TEST_DATA) + "/sudokupad/real10.json"));
  for (const nlohmann::json& p : all) {
    if (p["title"] != "Theta") continue;
    const Run r = run_cli("check -", p["link"].get<std::string>() + "\n");
    CHECK(r.code == 0);
    CHECK(r.out == "unique\n");
  }
}

TEST_CASE("a 1-5-9 puzzle shared as a SudokuPad link: its indexing columns from the rules text alone") {
  // 17 givens (sudosat generate, seed 7, columns 1, 5 and 9 indexing): unique only with the rule
  const std::string givens = "...2......65.............6..36....8...........9....47..1.............82......3...";
  const std::string solution = "987265341465137298321498765736542189142879536598316472219784653673951824854623917";
  auto link = [&](const std::string& rules) {
    nlohmann::json pad;
    for (int r = 0; r < 9; ++r) {
      nlohmann::json row = nlohmann::json::array();
      for (int c = 0; c < 9; ++c) {
        const char g = givens[static_cast<std::size_t>(r * 9 + c)];
        row.push_back(g == '.' ? nlohmann::json::object() : nlohmann::json{{"value", g - '0'}});
      }
      pad["cells"].push_back(row);
    }
    for (int b = 0; b < 9; ++b) {
      nlohmann::json region = nlohmann::json::array();
      for (int i = 0; i < 9; ++i) region.push_back({b / 3 * 3 + i / 3, b % 3 * 3 + i % 3});
      pad["regions"].push_back(region);
    }
    pad["metadata"]["rules"] = rules;
    return "https://sudokupad.app/scl" + lz_compress_base64(pad.dump()) + "\n";
  };
  const std::string rules = "Normal sudoku rules apply. A digit in column 1 indicates the column in which the digit 1 "
                            "appears in that row. The same is true of column 5 and the digit 5, and of column 9 and "
                            "the digit 9.";
  Run r = run_cli("check -", link(rules));
  CHECK(r.code == 0);
  CHECK(r.out == "unique\n");
  r = run_cli("solve --output-format line -", link(rules));
  CHECK(r.code == 0);
  CHECK(r.out == solution + "\n");
  // the same givens under normal rules only: many solutions (so the indexers were read)
  r = run_cli("check -", link("Normal sudoku rules apply."));
  CHECK(r.out == "multiple\n");
}

TEST_CASE("a SudokuPad puzzle with a drawing no rule explains: left out under the setter's solution, which then judges") {
  // 4x4, givens in the first two rows and a plain line the rules do not explain: as read, unique
  // (the line left out changes nothing); with no givens, as read the line could have been the
  // rule that made it unique: refused, never answered
  const std::string solution = "1234341221434321";
  auto link = [&](int given_rows) {
    nlohmann::json pad;
    for (int r = 0; r < 4; ++r) {
      nlohmann::json row = nlohmann::json::array();
      for (int c = 0; c < 4; ++c)
        row.push_back(r < given_rows ? nlohmann::json{{"value", solution[static_cast<std::size_t>(r * 4 + c)] - '0'}}
                                     : nlohmann::json::object());
      pad["cells"].push_back(row);
    }
    for (int b = 0; b < 4; ++b) {
      nlohmann::json region = nlohmann::json::array();
      for (int i = 0; i < 4; ++i) region.push_back({b / 2 * 2 + i / 2, b % 2 * 2 + i % 2});
      pad["regions"].push_back(region);
    }
    pad["lines"] = nlohmann::json::parse(R"([{"wayPoints":[[2.5,0.5],[3.5,0.5]],"color":"#67F067","thickness":8}])");
    pad["metadata"] = {{"rules", "Normal sudoku rules apply."}, {"solution", solution}};
    return "https://sudokupad.app/scl" + lz_compress_base64(pad.dump()) + "\n";
  };
  Run r = run_cli("check -", link(3));
  CHECK(r.code == 0);
  CHECK(r.out == "unique\n");
  r = run_cli("read -", link(3));
  CHECK(r.out.find("lines[0] (a plain line from r3c1): not read, no rule says what it is (the setter's solution judges "
                   "the reading)") != std::string::npos);
  r = run_cli("check -", link(0));
  CHECK(r.code == 3);
  CHECK(r.err.find("as read, not unique") != std::string::npos);
  r = run_cli("solve -", link(0));
  CHECK(r.code == 3);
}

TEST_CASE("--rules chaos: a grid's boxes dropped, its regions to be found") {
  // No box sudoku has these givens (R1C4 4 and R2C1 2 leave box 1 and 2 no way), a chaos
  // construction one: 1234 / 2143 / 3412 / 4321 (its rows, for one, divide it; the brute force of
  // tests/engine_variant_test.cpp compares the rule on random grids).
  const std::string p = "...42.....12.3..\n";
  Run r = run_cli("check", p);
  CHECK(r.out == "none\n");
  r = run_cli("check --rules chaos", p);
  CHECK(r.code == 0);
  CHECK(r.out == "unique\n");
  r = run_cli("solve --rules chaosconstruction", p);
  CHECK(r.out == "1234214334124321\n");
  // an f-puzzles puzzle whose every cell is in a region has nothing to divide
  r = run_cli("check --rules chaos --input-format fpuzzles",
              R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]})" "\n");
  CHECK(r.code == 3);
  CHECK(r.err.find("--rules chaos: every cell of the puzzle lies in a drawn region") != std::string::npos);
}
