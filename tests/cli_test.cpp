// Tests of the sudosat binary where byte equality is not the point: --any answers are checked
// for validity, a random batch goes through the CLI against the backtracking reference, and
// a line-by-line conversation gets each answer before it sends the next line, and --stats
// counts every outcome and names the workers (the default: the cores the process may use);
// JSON records stay valid JSON whatever bytes the input or its file name holds.
#include <catch2/catch.hpp>

#include <poll.h>
#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <variant>

#include <nlohmann/json.hpp>

#include "model/check.hpp"
#include "model/variant.hpp"
#include "formats/format.hpp"
#include "reference.hpp"
#include "run_cli.hpp"
#include "sudosat/sudosat.hpp"

using namespace sudosat;
using test::Run;

namespace {

// The records of an output text, read back with the given box.
std::vector<Record> read_back(const std::string& text, Format f, std::optional<Shape> box = {}) {
  std::istringstream in(text);
  ReadOptions opt;
  opt.format = f;
  opt.box = box;
  PuzzleReader r(in, "output", opt);
  std::vector<Record> out;
  Record rec;
  while (r.next(rec)) out.push_back(rec);
  return out;
}

}  // namespace

TEST_CASE("--version and --help") {
  Run v = test::run_cli("--version", "");
  CHECK(v.code == 0);
  // the CaDiCaL release the library reports (Debian's 1.5.3 calls itself "sc2021": then the
  // one its package names, engine/sat.cpp), as the library's version_line() says it
  CHECK(v.out == version_line() + "\n");
  CHECK(std::regex_match(v.out, std::regex("sudosat 0\\.1\\.0 \\(CaDiCaL [0-9]+(\\.[0-9]+)+\\)\n")));
  CHECK(v.out.find("sc2021") == std::string::npos);
  Run h = test::run_cli("--help", "");
  CHECK(h.code == 0);
  CHECK(h.out.find("solve") != std::string::npos);
  // the description: what sudosat reads and does, the constraint kinds counted from the table
  for (const std::string word : {"Sudominoku", "variant Sudoku", "f-puzzles", "SudokuPad",
                                 "check uniqueness", "DIMACS"})
    CHECK(h.out.find(word) != std::string::npos);
  CHECK(h.out.find("(" + std::to_string(std::variant_size_v<Constraint>) + " constraint kinds)") !=
        std::string::npos);
  Run s = test::run_cli("solve --help", "");
  CHECK(s.code == 0);
  CHECK(s.out.find("--any") != std::string::npos);
  CHECK(s.out.find("--box") != std::string::npos);
  CHECK(s.out.find("--output-format") != std::string::npos);
}

TEST_CASE("no subcommand: the message and the help's list of subcommands on stderr, exit 2") {
  const Run r = test::run_cli("", "");
  CHECK(r.code == 2);  // a usage error (README, Exit status)
  CHECK(r.out.empty());
  CHECK(r.err.rfind("A subcommand is required\n\n", 0) == 0);
  const Run h = test::run_cli("--help", "");
  CHECK(r.err.find(h.out) != std::string::npos);  // the help `sudosat --help` prints
  CHECK(r.err.find("Subcommands:") != std::string::npos);
  for (const std::string sub : {"solve", "dimacs", "decode", "count", "check", "render",
                                "candidates", "generate", "read", "explain"})
    CHECK(r.err.find("\n  " + sub + " ") != std::string::npos);
}

TEST_CASE("every subcommand takes -q and --quiet") {
  const std::string data = SUDOSAT_TEST_DATA;
  const std::string puzzle = "'" + data + "/tools/p4.txt'";
  for (const std::string q : {"-q", "--quiet"}) {
    INFO(q);
    for (const std::string sub : {"solve", "count", "check", "candidates", "dimacs", "render"})
      CHECK(test::run_cli(sub + " " + q + " " + puzzle).code == 0);
    CHECK(test::run_cli("decode " + q + " " + puzzle + " '" + data + "/input/bom-p4.model'").code == 0);
    CHECK(test::run_cli("generate " + q + " --size 4").code == 0);
  }
}

TEST_CASE("--any: every answer is a valid solution of its puzzle") {
  const std::uint32_t seed = 99;
  std::mt19937 rng(seed);
  const struct {
    Shape shape;
    double blank;
  } plans[] = {{{2, 2}, 1.0}, {{2, 3}, 0.7}, {{3, 2}, 0.7}, {{2, 4}, 0.6}, {{3, 3}, 0.7},
               {{3, 3}, 1.0}, {{3, 4}, 0.6}, {{4, 4}, 0.6}, {{5, 5}, 0.5}};
  for (const auto& plan : plans) {
    const Grid g = test::random_puzzle(test::random_full_grid(plan.shape, rng), plan.blank, rng);
    const bool default_box = *default_shape(plan.shape.n()) == plan.shape;
    INFO("seed " << seed << " box " << to_string(plan.shape) << " puzzle "
                 << test::line_from_grid(g));
    for (Format f : {Format::Grid, Format::Compact, Format::Line}) {
      const std::string args =
          std::string("solve --any") + (default_box ? "" : " --box " + to_string(plan.shape));
      Run r = test::run_cli(args, write_grid(g, f));
      CHECK(r.code == 0);
      CHECK(r.err.empty());
      std::vector<Record> recs = read_back(r.out, f, plan.shape);
      REQUIRE(recs.size() == 1);
      REQUIRE(recs[0].puzzle);
      const Puzzle p{g, std::nullopt};
      CHECK(check_solution(p, Solution{recs[0].puzzle->givens, {}}).value_or("ok") == "ok");
    }
  }
}

TEST_CASE("a random line batch through the CLI matches the reference, in order") {
  const std::uint32_t seed = 31337;
  std::mt19937 rng(seed);
  std::string input, want;
  int unsolvable = 0;
  for (int i = 0; i < 150; ++i) {
    const Shape s = i % 3 == 0 ? Shape{2, 2} : i % 3 == 1 ? Shape{2, 3} : Shape{3, 3};
    Grid g = test::random_puzzle(test::random_full_grid(s, rng), s.n() == 9 ? 0.5 : 0.65, rng);
    if (i % 5 == 4) {
      // a wrong digit in a blank cell: often unsolvable
      int cell = static_cast<int>(rng() % static_cast<unsigned>(s.cells()));
      if (g.at(cell) == 0) g.set(cell, 1 + static_cast<int>(rng() % static_cast<unsigned>(s.n())));
    }
    input += test::line_from_grid(g) + (i % 2 ? "\r\n" : "\n");
    const std::vector<Grid> ref = test::backtrack(g, 1);
    unsolvable += ref.empty();
    want += ref.empty() ? std::string("no solution") : test::line_from_grid(ref.front());
    want += "\n";
  }
  INFO("seed " << seed);
  CHECK(unsolvable >= 3);
  Run r = test::run_cli("solve", input);
  CHECK(r.code == (unsolvable ? 1 : 0));
  CHECK(r.out == want);
  // --any: each line valid (or "no solution" in the same places)
  Run a = test::run_cli("solve --any --output-format line", input);
  std::istringstream got(a.out), puzzles(input), expected(want);
  std::string line, puzzle, exp;
  int k = 0;
  while (std::getline(puzzles, puzzle)) {
    ++k;
    INFO("puzzle " << k << ": " << puzzle);
    REQUIRE(std::getline(got, line));
    REQUIRE(std::getline(expected, exp));
    if (!puzzle.empty() && puzzle.back() == '\r') puzzle.pop_back();
    if (exp == "no solution") {
      CHECK(line == exp);
      continue;
    }
    const Puzzle p{test::grid_from_line(puzzle), std::nullopt};
    CHECK(check_solution(p, Solution{test::grid_from_line(line), {}}).value_or("ok") == "ok");
  }
  CHECK_FALSE(std::getline(got, line));
}

namespace {

// Starts sudosat with `args` on two pipes, then for each line: writes it, and waits (up to 10 s)
// for one line of answer before writing the next, as a worker under a line-by-line engine
// is fed. Returns the answers ("<timeout>" where none came).
std::vector<std::string> converse(const std::vector<std::string>& args,
                                  const std::vector<std::string>& lines) {
  int to_child[2], from_child[2];
  REQUIRE(pipe(to_child) == 0);
  REQUIRE(pipe(from_child) == 0);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    dup2(to_child[0], 0);
    dup2(from_child[1], 1);
    close(to_child[1]), close(from_child[0]);
    std::vector<char*> argv{const_cast<char*>(SUDOSAT_EXE)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(SUDOSAT_EXE, argv.data());
    _exit(127);
  }
  close(to_child[0]), close(from_child[1]);
  std::vector<std::string> answers;
  std::string pending;
  for (const std::string& line : lines) {
    const std::string text = line + "\n";
    REQUIRE(write(to_child[1], text.data(), text.size()) == static_cast<ssize_t>(text.size()));
    std::string answer = "<timeout>";
    for (;;) {
      if (auto eol = pending.find('\n'); eol != std::string::npos) {
        answer = pending.substr(0, eol);
        pending.erase(0, eol + 1);
        break;
      }
      pollfd p{from_child[0], POLLIN, 0};
      if (poll(&p, 1, 10000) <= 0) break;
      char buf[4096];
      const ssize_t got = read(from_child[0], buf, sizeof buf);
      if (got <= 0) break;
      pending.append(buf, static_cast<std::size_t>(got));
    }
    answers.push_back(answer);
  }
  close(to_child[1]);
  close(from_child[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return answers;
}

}  // namespace

TEST_CASE("worker mode: each answer comes before the next line is sent") {
  const std::vector<std::string> lines = {
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
      "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"};
  for (const char* jobs : {"1", "2"}) {
    INFO("-j " << jobs);
    const std::vector<std::string> answers = converse({"solve", "-j", jobs}, lines);
    REQUIRE(answers.size() == lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
      INFO("line " << i + 1);
      REQUIRE(answers[i].size() == 81);
      const Puzzle puzzle{test::grid_from_line(lines[i]), std::nullopt};
      CHECK(!check_solution(puzzle, Solution{test::grid_from_line(answers[i]), {}}));
    }
  }
}

TEST_CASE("the summary of --stats: every outcome counted, and the number of workers") {
  const std::string input =
      "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6\n"
      "11.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6\n"
      "abc\n";
  const std::regex summary(
      "puzzles: 3, solved: 1, no solution: 1, unknown: 0, errors: 1, workers: ([0-9]+), "
      "wall time: [0-9]+\\.[0-9]{3} s, [0-9]+\\.[0-9] puzzles/s\n$");
  std::smatch m;
  const Run three = test::run_cli("solve --stats -j 3", input);
  CHECK(three.code == 3);
  REQUIRE(std::regex_search(three.err, m, summary));
  CHECK(m[1] == "3");
  CHECK(test::run_cli("solve -j 3", input).err + m[0].str() == three.err);  // nothing else

  // Without -j: one worker per core this process may run on (as nproc counts them), here
  // one after narrowing this test's affinity, which the child inherits.
  cpu_set_t saved, one;
  REQUIRE(sched_getaffinity(0, sizeof saved, &saved) == 0);
  CPU_ZERO(&one);
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &saved)) {
      CPU_SET(cpu, &one);
      break;
    }
  REQUIRE(sched_setaffinity(0, sizeof one, &one) == 0);
  const Run pinned = test::run_cli("solve --stats", input);
  REQUIRE(sched_setaffinity(0, sizeof saved, &saved) == 0);
  REQUIRE(std::regex_search(pinned.err, m, summary));
  CHECK(m[1] == "1");
  const Run all = test::run_cli("solve --stats", input);
  REQUIRE(std::regex_search(all.err, m, summary));
  CHECK(m[1] == std::to_string(CPU_COUNT(&saved)));
}

TEST_CASE("JSON records are valid JSON with stray bytes in the input and in the file name") {
  char dir_template[] = "/tmp/sudosat-json-XXXXXX";
  REQUIRE(mkdtemp(dir_template) != nullptr);
  const std::string dir = dir_template, name = "puzzles-\xff.txt";
  test::spit(dir + "/" + name,
             "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6\n"
             "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......\xb1.9...5.8...52....6\n");
  const Run r = test::run_cli("solve --output-format json '" + name + "'", "", dir);
  std::remove((dir + "/" + name).c_str());
  rmdir(dir.c_str());
  CHECK(r.code == 3);
  std::istringstream lines(r.out);
  std::vector<nlohmann::json> records;
  for (std::string line; std::getline(lines, line);)
    REQUIRE_NOTHROW(records.push_back(nlohmann::json::parse(line)));
  REQUIRE(records.size() == 2);
  CHECK(records[0]["file"] == "puzzles-\xef\xbf\xbd.txt");  // U+FFFD for the bad byte
  CHECK(records[0]["status"] == "solved");
  CHECK(records[1]["status"] == "error");
  CHECK(records[1]["error_line"] == 2);
  CHECK(records[1]["error_column"] == 63);
  CHECK(records[1]["reason"] == "'\\xb1' is not a symbol for 0 to 9");
}

TEST_CASE("candidates: JSON candidates and counts of random puzzles match the reference, -j 1 and 2") {
  std::mt19937 rng(4242);
  std::string input;
  std::vector<std::vector<Grid>> all;
  for (int i = 0; i < 40; ++i) {
    const Shape s = i % 2 == 0 ? Shape{2, 2} : Shape{2, 3};
    const Grid g = test::random_puzzle(test::random_full_grid(s, rng), s.n() == 4 ? 0.8 : 0.6, rng);
    all.push_back(test::backtrack(g, 100000));
    REQUIRE(all.back().size() < 100000);
    input += test::line_from_grid(g) + "\n";
  }
  const Run r = test::run_cli("candidates --output-format json --limit 4 -j 1", input);
  REQUIRE(r.code == 0);
  CHECK(test::run_cli("candidates --output-format json --limit 4 -j 2", input).out == r.out);
  std::istringstream lines(r.out);
  std::string line;
  for (const auto& solutions : all) {
    REQUIRE(std::getline(lines, line));
    const auto j = nlohmann::json::parse(line);
    const int n = solutions.front().shape.n();
    const int total = static_cast<int>(solutions.size());
    bool exact = false;  // some cell has every digit in fewer than 4 solutions
    for (int cell = 0; cell < n * n && !exact; ++cell) {
      std::vector<int> k(static_cast<std::size_t>(n + 1), 0);
      for (const Grid& g : solutions) ++k[static_cast<std::size_t>(g.at(cell))];
      exact = *std::max_element(k.begin(), k.end()) < 4;
    }
    CHECK(j["solutions_exact"] == exact);
    if (exact) CHECK(j["solutions"] == total);
    else CHECK((j["solutions"].get<int>() >= 4 && j["solutions"].get<int>() <= total));
    for (int cell = 0; cell < n * n; ++cell) {
      std::vector<int> digits, counts;
      for (int d = 1; d <= n; ++d) {
        int k = 0;
        for (const Grid& g : solutions) k += g.at(cell) == d;
        if (k == 0) continue;
        digits.push_back(d);
        counts.push_back(std::min(k, 4));
      }
      INFO("cell " << cell << " of " << line);
      CHECK(j["candidates"][cell / n][cell % n].get<std::vector<int>>() == digits);
      CHECK(j["counts"][cell / n][cell % n].get<std::vector<int>>() == counts);
    }
  }
}

TEST_CASE("portfolio: racing SAT solvers give the same smallest answers and counts") {
  const std::string data = SUDOSAT_TEST_DATA;
  // The smallest answer of a 25x25 goes to an InOrder CaDiCaL portfolio: the same grid.
  const Run lexmin = test::run_cli("solve --portfolio 3 " + data + "/cli/big25.in", "");
  CHECK(lexmin.code == 0);
  CHECK(lexmin.out == test::slurp(data + "/cli/big25.out"));
  // A variant puzzle (a solver of its own, no fast path): the blank Miracle grid's 72
  // solutions, each found by whichever member answers first, and its smallest one.
  const std::string blank = std::string(81, '.') + "\n";
  const std::string miracle = " --rules antiking,antiknight,nonconsecutive --portfolio 3";
  CHECK(test::run_cli("count --limit 1000" + miracle, blank).out == "72\n");
  CHECK(test::run_cli("solve" + miracle, blank).out ==
        "147582936582936471936471825471825369825369714369714258714258693258693147693147582\n");
  CHECK(test::run_cli("solve --portfolio 0", "").code == 2);
}

TEST_CASE("--digits given empty is a usage error, not the default 1..n") {
  const std::string puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
  for (const char* sub : {"solve", "explain", "candidates", "assist"}) {
    INFO(sub);
    const Run r = test::run_cli(std::string(sub) + " --digits ''", puzzle);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find("--digits: empty: name the digits, e.g. --digits 0-8") != std::string::npos);
  }
  CHECK(test::run_cli("solve --digits 1-9", puzzle).code == 0);  // 1..n named is no set at all
}
