// Tests for issue 4: DIMACS export, external models (decode), count, check and --certify.
// CLI round trips run the sudosat binary (SUDOSAT_EXE); the ones that need Debian's `cadical`
// binary are skipped with a warning when it is not installed.
#include <catch2/catch.hpp>


#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "decoder/external.hpp"
#include "engine/engine.hpp"
#include "drat_check.hpp"
#include "encoder/dimacs.hpp"
#include "model/check.hpp"
#include "reference.hpp"
#include "run_cli.hpp"
#include "workload.hpp"

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

bool have_cadical() { return std::system("command -v cadical >/dev/null 2>&1") == 0; }

// "p cnf V C" of a DIMACS text, and the number of clause lines after it.
struct Header {
  long vars = -1, clauses = -1, clause_lines = 0;
};
Header header_of(const std::string& dimacs) {
  Header h;
  std::istringstream in(dimacs);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == 'c') continue;
    if (line.rfind("p cnf ", 0) == 0) {
      std::istringstream(line.substr(6)) >> h.vars >> h.clauses;
      continue;
    }
    if (line.size() >= 1 && (line == "0" || line.compare(line.size() - 2, 2, " 0") == 0)) ++h.clause_lines;
  }
  return h;
}

Puzzle line_puzzle(const std::string& line) { return Puzzle{test::grid_from_line(line), std::nullopt}; }

// dimacs -> cadical -> decode for the puzzle file; returns decode's run.
Run round_trip(const std::string& puzzle_file, const std::string& extra = "") {
  const fs::path cnf = scratch() / "rt.cnf", model = scratch() / "rt.model";
  Run d = run_cli("dimacs " + extra + " '" + puzzle_file + "' -o '" + cnf.string() + "'");
  REQUIRE(d.code == 0);
  const Header h = header_of(slurp(cnf));
  CHECK(h.clauses == h.clause_lines);
  Run c = shell("cadical -q '" + cnf.string() + "' > '" + model.string() + "'; test $? -eq 10");
  REQUIRE(c.code == 0);
  return run_cli("decode " + extra + " '" + puzzle_file + "' '" + model.string() + "'");
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// DIMACS export

TEST_CASE("dimacs: documented counts of the full rules plus givens as units") {
  SECTION("9x9 empty: 729 variables, 11,988 clauses") {
    const Formula f = puzzle_formula(line_puzzle(std::string(81, '.')), false);
    CHECK(f.variables == 729);
    CHECK(f.cnf.clauses == 11988);
    const Header h = header_of(write_dimacs(f.cnf, f.variables, {"hello"}));
    CHECK(h.vars == 729);
    CHECK(h.clauses == 11988);
    CHECK(h.clause_lines == 11988);
  }
  SECTION("9x9 with 17 givens: 11,988 + 17 units") {
    const std::string line = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    const Puzzle p = line_puzzle(line);
    const Formula f = puzzle_formula(p, false);
    CHECK(f.variables == 729);
    CHECK(f.cnf.clauses == 11988u + static_cast<std::size_t>(f.givens));
    CHECK(f.givens == 17);
  }
  SECTION("4x4: 64 variables, 448 clauses") {
    const Formula f = puzzle_formula(line_puzzle(std::string(16, '.')), false);
    CHECK(f.variables == 64);
    CHECK(f.cnf.clauses == 448);
  }
  SECTION("16x16 and 25x25: pairwise at-most-one (the default), header matches") {
    for (int n : {16, 25}) {
      const Formula f = puzzle_formula(Puzzle{Grid(*default_shape(n)), std::nullopt}, false);
      CHECK(f.variables == n * n * n);
      CHECK(f.cnf.clauses == static_cast<std::size_t>(4 * n * n * (1 + n * (n - 1) / 2)));
      const Header h = header_of(write_dimacs(f.cnf, f.variables, {}));
      CHECK(h.clauses == static_cast<long>(f.cnf.clauses));
      CHECK(h.clause_lines == h.clauses);
      CHECK(h.vars == f.variables);
    }
  }
  SECTION("--simplify keeps the cell variables") {
    const Formula f = puzzle_formula(line_puzzle("..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"), true);
    CHECK(f.variables == 729);
    CHECK(f.cnf.clauses < 11988);
  }
}

TEST_CASE("dimacs: the writer's layout") {
  Cnf cnf;
  cnf.lits = {1, -2, 0, 0, 3, 0};  // the middle clause is empty
  cnf.clauses = 3;
  CHECK(write_dimacs(cnf, 3, {"a", ""}) == "c a\nc\np cnf 3 3\n1 -2 0\n0\n3 0\n");
}

TEST_CASE("dimacs: variable description, Sudominoku placements listed one per line") {
  Formula f;
  f.variables = 731;
  f.placement_vars = {730, 731};
  f.placements = {Placement{{1, 2}, {0, 1}}, Placement{{3, 4}, {80, 71}}};
  const auto lines = describe_variables(f, Shape{3, 3});
  REQUIRE(lines.size() == 4);
  CHECK(lines[0] == "variables 1..729: v = (r-1)*81 + (c-1)*9 + d is true when row r, column c (1..9) holds digit d (1..9)");
  CHECK(lines[1] == "variables 730..731: domino placements, true when the domino lies so:");
  CHECK(lines[2] == "  730 = 1 on r1c1, 2 on r1c2");
  CHECK(lines[3] == "  731 = 3 on r9c9, 4 on r8c9");
}

TEST_CASE("dimacs: blocking clause is the negated solution on the blank cells") {
  Grid givens = test::grid_from_line(".2....1....3.32.");
  Grid sol = test::grid_from_line("1234341221434321");
  const auto c = blocking_clause(givens, sol);
  CHECK(c.size() == 11);  // 16 cells, 5 givens
  CHECK(c.front() == -1);  // cell 0 holds 1
}

TEST_CASE("dimacs -> cadical -> decode round trips") {
  if (!have_cadical()) {
    WARN("SKIPPED: the `cadical` binary is not installed (Debian package cadical)");
    return;
  }
  SECTION("9x9, line format") {
    const std::string line = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
    const fs::path f = scratch() / "p9.txt";
    spit(f, line + "\n");
    Run r = round_trip(f.string());
    CHECK(r.code == 0);
    CHECK(r.out == "652483917978162435314975628825736149791824563436519872269348751547291386183657294\n");
    Run s = round_trip(f.string(), "--simplify");
    CHECK(s.out == r.out);
  }
  SECTION("9x9, grid format (BOJ 2580), the third puzzle with --index") {
    const fs::path f = scratch() / "three.txt";
    std::ifstream in(kData + "/test_puzzles");
    std::string text, l;
    for (int i = 0; i < 3 && std::getline(in, l); ++i) text += l.substr(0, 81) + "\n";
    spit(f, text);
    Run r = round_trip(f.string(), "--index 3");
    REQUIRE(r.code == 0);
    CHECK(r.out == "964532178187694235235817964629451783573986412841273596416728359352169847798345621\n");
  }
  SECTION("16x16 random puzzle") {
    std::mt19937 rng(16);
    const Grid full = test::random_full_grid(*default_shape(16), rng);
    const Grid givens = test::random_puzzle(full, 0.6, rng);
    const fs::path f = scratch() / "p16.txt";
    spit(f, test::line_from_grid(givens) + "\n");
    Run r = round_trip(f.string());
    REQUIRE(r.code == 0);
    const Grid got = test::grid_from_line(r.out.substr(0, 256));
    CHECK_FALSE(check_solution(Puzzle{givens, std::nullopt}, Solution{got, {}}));
  }
  SECTION("Sudominoku (BOJ 4574 sample)") {
    const fs::path cnf = scratch() / "dom.cnf";
    Run d = run_cli("dimacs '" + kData + "/cli/boj4574.in' -o '" + cnf.string() + "'");
    if (d.code != 0 && (d.err.find("not implemented") != std::string::npos ||
                        d.err.find("not supported yet") != std::string::npos)) {
      WARN("SKIPPED: Sudominoku reading/encoding is not implemented in this branch yet: " + d.err);
      return;
    }
    REQUIRE(d.code == 0);
    const std::string text = slurp(cnf);
    CHECK(text.find("domino placements") != std::string::npos);
    const Header h = header_of(text);
    CHECK(h.clauses == h.clause_lines);
    Run r = round_trip(kData + "/cli/boj4574.in");
    REQUIRE(r.code == 0);
    const std::string want = slurp(kData + "/cli/boj4574.out");
    CHECK(r.out == want.substr(0, r.out.size()));  // the first puzzle's record
  }
}

// ---------------------------------------------------------------------------------------------
// decode: external models

TEST_CASE("decode reads competition and MiniSat answers") {
  const std::string p4 = kData + "/tools/p4.txt";
  Run a = run_cli("decode '" + p4 + "' '" + kData + "/tools/p4.competition'");
  CHECK(a.code == 0);
  CHECK(a.out == "1234341221434321\n");
  Run b = run_cli("decode '" + p4 + "' '" + kData + "/tools/p4.minisat'");
  CHECK(b.code == 0);
  CHECK(b.out == "1234341221434321\n");
  Run u = run_cli("decode '" + p4 + "' '" + kData + "/tools/unknown.out'");
  CHECK(u.code == 4);
  CHECK(u.out == "unknown\n");
  // An unsolvable puzzle: the solver's UNSAT is believed once our solver agrees.
  const fs::path none = scratch() / "none.txt";
  spit(none, "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.\n");
  Run n = run_cli("decode '" + none.string() + "' '" + kData + "/tools/unsat.minisat'");
  CHECK(n.code == 1);
  CHECK(n.out == "no solution\n");
}

TEST_CASE("decode: every error message, one malformed answer file each") {
  // tests/data/decode/<name>.txt: answers for tools/p4.txt (64 variables), each broken one way.
  const std::map<std::string, std::string> expected = {
      {"a-second-status-line", ":2:1: a second status line (the first is line 1)"},
      {"cell-has-no-digit", ":3: row 2, column 4 has no digit (variables 29..32 are all false)"},
      {"cell-has-two-digits", ":3: row 2, column 2 has two digits, 1 and 4 (variables 21 and 24)"},
      {"clause-is-false", ":5: not a model of this puzzle's formula: clause 225 (1 17 33 49 0) is false"},
      {"holds-but-the-puzzle-gives", ":2: row 1, column 2 holds 1 but the puzzle gives 2 (a model of another puzzle?)"},
      {"literal-contradicts", ":3:18: literal 3 contradicts -3 on line 2"},
      {"model-is-truncated", ":4: the model is truncated: it ends without the final 0"},
      {"no-answer", ": no answer: expected 's SATISFIABLE', 's UNSATISFIABLE', 'SAT' or 'UNSAT'"},
      {"not-a-literal", ":2:32: 'foo' is not a literal"},
      {"not-a-sat-solver-answer", ":1:1: not a SAT solver's answer: expected 's SATISFIABLE', 's UNSATISFIABLE', 'SAT' or 'UNSAT'"},
      {"unexpected-line", ":2:1: unexpected line: a competition answer has only 'c', 's' and 'v' lines"},
      {"unexpected-text-after-SAT", ":1:5: unexpected text after SAT"},
      {"unknown-status", ":1:3: unknown status 's MAYBE' (expected SATISFIABLE, UNSATISFIABLE or UNKNOWN)"},
      {"unsatisfiable-but-the-puzzle-has-a-solution", ":1: the answer says unsatisfiable, but the puzzle has a solution (an answer for another formula?)"},
      {"values-after-an-unsatisfiable-answer", ":2:1: values after an UNSATISFIABLE answer"},
      {"values-after-the-final-0", ":7:3: values after the final 0"},
      {"values-before-the-status-line", ":1:1: values before the status line (expected 's SATISFIABLE' or 'SAT')"},
      {"variable-appears-twice", ":3:18: variable 3 appears twice (also on line 2)"},
      {"variable-has-no-value", ":5: the model gives 60 of the formula's 64 variables; variable 61 has no value"},
      {"variable-not-in-the-formula", ":6:3: variable 65 is not in the formula, which has 64 variables (a model of another formula?)"},
  };
  // Catch runs a test case once per section: the 20 files get a section of their own, so
  // that they run once, not again with each section below.
  SECTION("one malformed answer file each") {
    std::size_t files = 0;
    for (auto it = fs::directory_iterator(kData + "/decode"); it != fs::directory_iterator(); ++it) ++files;
    CHECK(files == expected.size());  // a new file needs its message here
    for (const auto& [name, message] : expected) {
      INFO(name);
      const std::string path = kData + "/decode/" + name + ".txt";
      Run r = run_cli("decode '" + kData + "/tools/p4.txt' '" + path + "'");
      CHECK(r.code == 3);
      CHECK(r.out.empty());  // never a grid
      CHECK(r.err == path + message + "\n");
    }
  }
  SECTION("a model file that cannot be opened") {
    Run r = run_cli("decode '" + kData + "/tools/p4.txt' /nonexistent/model");
    CHECK(r.code == 3);
    CHECK(r.err.find("/nonexistent/model: cannot open") == 0);
  }
  SECTION("a puzzle index past the end") {
    Run r = run_cli("decode --index 2 '" + kData + "/tools/p4.txt' '" + kData + "/tools/p4.minisat'");
    CHECK(r.code == 3);
    CHECK(r.err.find("there is no puzzle 2 (the input has 1)") != std::string::npos);
  }
}

TEST_CASE("decode_model rejects a model of a different formula size") {
  std::istringstream in("s SATISFIABLE\nv 1 0\n");
  CHECK_THROWS_AS(read_model(in, "m", 64), InputError);
}

// ---------------------------------------------------------------------------------------------
// count and check, against the backtracking reference

TEST_CASE("count matches the reference on tests/data/test_puzzles (up to 847 solutions)") {
  std::ifstream in(kData + "/test_puzzles");
  std::string line;
  Engine engine;
  int lines = 0, checked = 0, multi = 0, none = 0;
  // The light workload: every third puzzle (the second of each three: the first of each held
  // the puzzles the plain backtracking reference takes 5-17 s on under ASan), and of the six
  // with 600-847 solutions only the one with 847.
  const bool light = test::light_workload();
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto colon = line.find(':');
    const std::string text = line.substr(0, colon);
    const int want = std::stoi(line.substr(colon + 1));
    if (light && (want > 500 ? want != 847 : lines % 3 != 1)) {
      ++lines;
      continue;
    }
    ++lines;
    INFO(text);
    const Puzzle p = line_puzzle(text);
    const Count c = engine.count(p, 1000);
    CHECK(c.status == Status::Solved);
    CHECK(c.found == want);
    CHECK_FALSE(c.limit_reached);
    CHECK(static_cast<int>(test::backtrack(p.givens, 1000).size()) == want);
    const Count capped = engine.count(p, 2);
    CHECK(capped.found == std::min(want, 2));
    CHECK(capped.limit_reached == (want >= 2));
    ++checked;
    multi += want > 1;
    none += want == 0;
  }
  CHECK(lines == 43);
  CHECK(checked == (light ? 14 : 43));
  CHECK(multi > (light ? 3 : 10));
  CHECK(none > (light ? 1 : 5));
}

TEST_CASE("count matches the reference on random small puzzles (4x4, 6x6, 8x8)") {
  std::mt19937 rng(4);
  Engine engine;
  const int per_size = test::workload(30, 10);
  for (int n : {4, 6, 8})
    for (int k = 0; k < per_size; ++k) {
      const Grid full = test::random_full_grid(*default_shape(n), rng);
      const Grid g = test::random_puzzle(full, n == 8 ? 0.55 : 0.7, rng);
      const int want = static_cast<int>(test::backtrack(g, 60).size());
      const Count c = engine.count(Puzzle{g, std::nullopt}, 60, 2);
      INFO(test::line_from_grid(g));
      CHECK(c.found == want);
      for (const Solution& s : c.solutions) CHECK_FALSE(check_solution(Puzzle{g, std::nullopt}, s));
    }
}

TEST_CASE("count and check command lines") {
  const std::string mixed = kData + "/tools/mixed.txt";
  Run c = run_cli("count --limit 1000 '" + mixed + "'");
  CHECK(c.code == 3);
  CHECK(c.out == "1\n2\n0\n847\nerror\n1000+\n");
  CHECK(c.err == mixed + ":6:41: '?' is not a symbol for 0 to 9\n");
  Run k = run_cli("check '" + kData + "/tools/p4.txt' '" + kData + "/tools/hard.txt'");
  CHECK(k.code == 0);
  CHECK(k.out == "unique\nunique\nunique\n");
}

// ---------------------------------------------------------------------------------------------
// The DRAT checker itself, then the certificates of check --certify

TEST_CASE("drat checker: accepts RUP proofs, rejects the rest, honours deletions") {
  const std::string cnf = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";
  CHECK(test::drat_check(cnf, "2 0\n0\n").ok);
  CHECK(test::drat_check(cnf, "0\n").ok == false);  // no unit follows by propagation alone
  const auto missing = test::drat_check(cnf, "2 0\n");
  CHECK_FALSE(missing.ok);
  CHECK(missing.message == "the proof does not derive the empty clause");
  // After deleting the clauses that make "2" RUP, it is rejected.
  const auto del = test::drat_check(cnf, "d 1 2 0\nd -1 2 0\n2 0\n0\n");
  CHECK_FALSE(del.ok);
  CHECK(del.deletions == 2);
  CHECK(del.message == "proof line 3: lemma 1 is not implied by unit propagation");
  // A satisfiable formula has no proof.
  CHECK_FALSE(test::drat_check("p cnf 2 1\n1 2 0\n", "0\n").ok);
  CHECK_FALSE(test::drat_check("p cnf 2 2\n1 2 0\n", "0\n").ok);  // header count is checked
}

TEST_CASE("check --certify writes CNF + DRAT proofs that a RUP checker accepts") {
  const fs::path dir = scratch() / "cert";
  const fs::path input = scratch() / "cert.txt";
  std::ifstream in(kData + "/test_puzzles");
  std::string text, l;
  for (int i = 0; i < 5 && std::getline(in, l); ++i) text += l.substr(0, 81) + "\n";  // unique
  text += slurp(kData + "/tools/hard.txt");                                           // 6, 7
  text += ".5..83.17...1..4..3.4...6.8....3...9.9.8245....6....7...9....5...729..861.36.72.4\n";  // 8: two
  spit(input, text);
  Run r = run_cli("check --certify '" + dir.string() + "' '" + input.string() + "'");
  CHECK(r.code == 1);
  CHECK(r.out == "unique\nunique\nunique\nunique\nunique\nunique\nunique\nmultiple\n");
  CHECK_FALSE(fs::exists(dir / "puzzle-8.cnf"));
  for (int k = 1; k <= 7; ++k) {
    INFO("puzzle " << k);
    const fs::path cnf = dir / ("puzzle-" + std::to_string(k) + ".cnf");
    const fs::path drat = dir / ("puzzle-" + std::to_string(k) + ".drat");
    const Header h = header_of(slurp(cnf));
    CHECK(h.vars == 729);
    CHECK(h.clause_lines == h.clauses);
    const auto result = test::drat_check_files(cnf.string(), drat.string());
    CHECK(result.ok);
    CHECK(result.message == "verified");
  }
  SECTION("corrupted proofs are rejected") {
    const fs::path cnf = dir / "puzzle-6.cnf";  // forum-hardest: propagation alone is not enough
    const std::string proof = slurp(dir / "puzzle-6.drat");
    REQUIRE(proof.size() > 2);
    REQUIRE(proof.substr(proof.size() - 2) == "0\n");
    // Without the final empty clause.
    std::string cut = proof.substr(0, proof.size() - 2);
    cut = cut.substr(0, cut.rfind('\n') + 1);
    auto a = test::drat_check(slurp(cnf), cut);
    CHECK_FALSE(a.ok);
    // Only the empty clause.
    auto b = test::drat_check(slurp(cnf), "0\n");
    CHECK_FALSE(b.ok);
    CHECK(b.message == "proof line 1: lemma 1 is not implied by unit propagation");
    // A bogus lemma up front (a variable the formula does not have).
    auto c = test::drat_check(slurp(cnf), "5000 0\n" + proof);
    CHECK_FALSE(c.ok);
    CHECK(c.message == "proof line 1: lemma 1 is not implied by unit propagation");
    // Without the blocking clause, the CNF is satisfiable and the proof must fail.
    std::string sat_cnf = slurp(cnf);
    const auto last = sat_cnf.rfind('\n', sat_cnf.size() - 2);
    sat_cnf = sat_cnf.substr(0, last + 1);
    const auto p = sat_cnf.find("p cnf 729 ");
    const long clauses = std::stol(sat_cnf.substr(p + 10));
    sat_cnf.replace(p, sat_cnf.find('\n', p) - p, "p cnf 729 " + std::to_string(clauses - 1));
    CHECK_FALSE(test::drat_check(sat_cnf, proof).ok);
  }
}
