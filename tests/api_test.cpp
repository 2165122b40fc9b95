// The public API (include/sudosat/), one section per header, through <sudosat/sudosat.hpp>
// only. Answers are compared against the independent references (tests/reference.hpp,
// tests/variant_reference.hpp), never against the SAT pipeline itself.
#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>

#include <sudosat/sudosat.hpp>

#include "reference.hpp"
#include "variant_reference.hpp"

using namespace sudosat;

namespace {

// Copies a given into the blank cell beside it in its row: no solution.
void add_clash(Grid& givens) {
  for (int c = 0; c < givens.shape.cells(); ++c)
    if (givens.at(c) == 0 && givens.at(c ^ 1) != 0) {
      givens.set(c, givens.at(c ^ 1));
      return;
    }
}

const char* kEasy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const char* kEasySolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

template <class F>
InputError input_error(F f) {
  try {
    f();
  } catch (const InputError& e) {
    return e;
  }
  FAIL("no InputError thrown");
  return InputError("", 0, 0, "");
}

// A competition-format answer that sets exactly the cell variables of `grid`.
std::string answer_for(const Puzzle& p, const Grid& grid, int variables) {
  std::string out = "s SATISFIABLE\nv";
  const int n = grid.shape.n();
  std::vector<bool> value(static_cast<std::size_t>(variables) + 1, false);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) value[static_cast<std::size_t>(cell_variable(p, r, c, grid.at(r, c)))] = true;
  for (int v = 1; v <= variables; ++v) out += " " + std::string(value[static_cast<std::size_t>(v)] ? "" : "-") + std::to_string(v);
  return out + " 0\n";
}

int dimacs_variables(const std::string& text) {
  const std::size_t at = text.find("\np cnf ");
  REQUIRE(at != std::string::npos);
  return std::stoi(text.substr(at + 7));
}

}  // namespace

TEST_CASE("sudosat.hpp: version", "[api]") {
  CHECK(std::string(library_version()).find('.') != std::string::npos);
  CHECK(version_line().rfind(std::string("sudosat ") + library_version() + " (CaDiCaL ", 0) == 0);
}

TEST_CASE("puzzle.hpp: parse_puzzle reads every format", "[api]") {
  const Puzzle line = parse_puzzle(kEasy);
  CHECK(line.givens.shape.n() == 9);
  CHECK(grid_text(line.givens) == std::string(kEasy) + "\n");

  const Puzzle grid = parse_puzzle(grid_text(line.givens, "grid"));
  CHECK(grid.givens == line.givens);
  const Puzzle compact = parse_puzzle(grid_text(test::grid_from_line(kEasySolution), "compact"));
  CHECK(compact.givens == test::grid_from_line(kEasySolution));

  ParseOptions box;
  box.box = "3x2";
  CHECK(parse_puzzle("1.....\n......\n......\n......\n......\n.....2\n", box).givens.shape == Shape{3, 2});

  const std::vector<Puzzle> dominoes =
      read_puzzle_file(std::string(SUDOSAT_TEST_DATA) + "/cli/boj4574.in");
  REQUIRE(dominoes.size() == 2);
  CHECK(dominoes[0].is_domino());

  // f-puzzles: a compressed string, and the same puzzle as a link and as JSON
  const std::string fp = slurp(std::string(SUDOSAT_TEST_DATA) + "/fpuzzles/public/blitz.txt");
  const std::string packed = fp.substr(0, fp.find('\n'));
  const Puzzle v = parse_puzzle(packed);
  CHECK(v.is_variant());
  CHECK(parse_puzzle("https://www.f-puzzles.com/?load=" + packed).givens == v.givens);
  CHECK(parse_puzzle(to_fpuzzles_json(v)).variant->constraints.size() == v.variant->constraints.size());
  ParseOptions fpo;
  fpo.format = "fpuzzles";
  CHECK(parse_puzzles(packed + "\n" + packed + "\n", fpo).size() == 2);

  ParseOptions rules;
  rules.rules = "antiknight";
  const Puzzle ak = parse_puzzle(kEasy, rules);
  REQUIRE(ak.is_variant());
  CHECK(ak.variant->constraints.size() == 1);
}

TEST_CASE("puzzle.hpp: bad input is an InputError with the command's message", "[api]") {
  // the same words as `sudosat solve` prints (tests/data/bad)
  InputError e = input_error([] { parse_puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7?"); });
  CHECK(e.file() == "<input>");
  CHECK(e.line() == 1);
  CHECK(e.column() == 81);
  CHECK(std::string(e.what()).rfind("<input>:1:81: ", 0) == 0);

  ParseOptions named;
  named.name = "mine.txt";
  e = input_error([&] { parse_puzzle("", named); });
  CHECK(e.file() == "mine.txt");
  e = input_error([] { parse_puzzle(std::string(kEasy) + "\n" + kEasy + "\n"); });
  CHECK(e.message() == "expected one puzzle, the input has more");
  ParseOptions bad;
  bad.format = "csv";
  CHECK(input_error([&] { parse_puzzles(kEasy, bad); }).message() ==
        "unknown format 'csv' (grid, compact, line, domino, fpuzzles)");
  bad = {};
  bad.rules = "antiqueen";
  CHECK(input_error([&] { parse_puzzles(kEasy, bad); }).message().rfind("unknown rule 'antiqueen'", 0) == 0);
  bad = {};
  bad.box = "3y3";
  CHECK(input_error([&] { parse_puzzles(kEasy, bad); }).message() == "box: expected RxC with R*C <= 36, got '3y3'");
  e = input_error([] { read_puzzle_file("/nonexistent/puzzles.txt"); });
  CHECK(std::string(e.what()) == "/nonexistent/puzzles.txt: cannot open: No such file or directory");
  e = input_error([] { parse_puzzle("N4IgzglgXgpiBcBOANCALhNAbO8QCEtMoRUBDAVzQ"); });
  CHECK(e.line() == 1);
}

TEST_CASE("puzzle.hpp: read_rules reads a rules text sentence by sentence, as `sudosat read` shows it", "[api]") {
  const std::vector<sudosat::SentenceReading> r = sudosat::read_rules(
      "Normal sudoku rules apply. Along themometers digits increase from the bulb. Digits in a circle are prime.");
  REQUIRE(r.size() == 3);
  CHECK(r[0].text == "Normal sudoku rules apply.");
  CHECK(r[0].states == std::vector<std::string>{"sudoku"});
  CHECK(r[1].states == std::vector<std::string>{"thermometer"});
  CHECK(r[1].typos == std::vector<std::string>{"themometers -> thermometers"});
  CHECK(r[2].states.empty());  // not understood
  CHECK(sudosat::read_rules("").empty());
}

TEST_CASE("puzzle.hpp: rules_text reads a puzzle as if its rules text were the one given", "[api]") {
  const std::string link = slurp(std::string(SUDOSAT_TEST_DATA) + "/read/rules-text.txt");
  sudosat::ParseOptions o;
  o.rules_text = "Normal sudoku rules apply. Digits on a line are consecutive in any order and do not repeat.";
  const sudosat::Puzzle p = sudosat::parse_puzzle(link, o);
  CHECK(p.variant->rules == o.rules_text);
  // the rules naming no line: the line is left out, as the puzzle carries its setter's solution,
  // which then judges the reading: as read, other solutions, so the answer is a refusal
  o.rules_text = "Normal sudoku rules apply.";
  const sudosat::Puzzle loose = sudosat::parse_puzzle(link, o);
  REQUIRE(!loose.variant->setter_solution.empty());
  CHECK(std::any_of(loose.variant->drawings.begin(), loose.variant->drawings.end(), [](const std::string& d) {
    return d.find("not read, no rule says what it is") != std::string::npos;
  }));
  sudosat::Solver solver;
  const sudosat::CheckResult c = solver.check(loose);
  CHECK(c.verdict == sudosat::Verdict::Multiple);
  CHECK(sudosat::as_read_refusal(loose, c).has_value());
}

TEST_CASE("puzzle.hpp: ParseOptions::digits reads a puzzle with a digit set; grids hold its digits 1..n", "[api]") {
  const std::string dir = std::string(SUDOSAT_TEST_DATA) + "/digits/";
  sudosat::ParseOptions o;
  o.digits = "0-8";
  const sudosat::Puzzle p = sudosat::read_puzzle_file(dir + "classic08.in", o).at(0);
  REQUIRE(p.is_variant());
  CHECK(p.variant->digits == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8});
  const sudosat::SolveResult s = sudosat::solve(p);
  REQUIRE(s);
  CHECK_FALSE(sudosat::verify(p, s.solution));
  std::string values;
  for (std::uint8_t d : s.solution.grid.cells) values += std::to_string(sudosat::digit_value(p.variant->digits, d));
  CHECK(values + "\n" == slurp(dir + "classic08.out"));
  // grid_text prints the values with the set, a blank as '.'; without it the digits 1..n.
  CHECK(sudosat::grid_text(s.solution.grid, "line", p.variant->digits) == slurp(dir + "classic08.out"));
  const std::string in = slurp(dir + "classic08.in");
  CHECK(sudosat::grid_text(p.givens, "line", p.variant->digits) == in.substr(in.find('\n') + 1));
  CHECK(sudosat::grid_text(s.solution.grid, "line").substr(0, 9) == "143628579");
  CHECK(sudosat::grid_text(s.solution.grid, "grid", p.variant->digits).substr(0, 18) == "0 3 2 5 1 7 4 6 8\n");
  CHECK_THROWS_AS(sudosat::grid_text(s.solution.grid, "line", {0, 1, 2}), std::invalid_argument);
  // explain's text and the picture show values too.
  sudosat::ExplainOptions one;
  one.max_steps = 1;
  const sudosat::Explanation e = sudosat::explain(p, one);
  REQUIRE(e.steps.size() == 1);
  REQUIRE(e.steps[0].place.size() == 1);
  const auto& placed = e.steps[0].place[0];
  CHECK(sudosat::to_text(e.steps[0], p.variant->digits).find(" = " + std::to_string(placed.digit - 1) + "  (") !=
        std::string::npos);
  CHECK(sudosat::to_text(e.steps[0]).find(" = " + std::to_string(placed.digit) + "  (") != std::string::npos);
  const std::string svg = sudosat::to_svg(p, &s.solution);
  CHECK(svg.find("data-cell=\"0,0\">0<") != std::string::npos);  // r1c1 holds the value 0
  CHECK(svg.find(">9<") == std::string::npos);                     // no value 9 in 0-8
  o.digits = "0-7";  // 8 digits for a 9x9
  CHECK_THROWS_WITH(sudosat::read_puzzle_file(dir + "classic08.in", o),
                    Catch::Contains("the digits 0-7 are 8, a size-9 puzzle needs 9"));
  o.digits = "1,1";
  CHECK_THROWS_AS(sudosat::read_puzzle_file(dir + "classic08.in", o), sudosat::InputError);
}

TEST_CASE("puzzle.hpp: rows in and out", "[api]") {
  const Grid g = test::grid_from_line(kEasy);
  const std::vector<std::vector<int>> rows = grid_rows(g);
  REQUIRE(rows.size() == 9);
  CHECK(rows[0] == std::vector<int>{5, 3, 0, 0, 7, 0, 0, 0, 0});
  CHECK(puzzle_from_rows(rows).givens == g);
  CHECK(puzzle_from_rows(std::vector<std::vector<int>>(6, std::vector<int>(6, 0)), "3x2").givens.shape == Shape{3, 2});

  std::vector<std::vector<int>> bad = rows;
  bad[4].pop_back();
  InputError e = input_error([&] { puzzle_from_rows(bad); });
  CHECK(std::string(e.what()) == "<rows>:5: expected 9 digits, got 8");
  bad = rows;
  bad[2][6] = 10;
  CHECK(std::string(input_error([&] { puzzle_from_rows(bad); }).what()) == "<rows>:3:7: expected a digit 0..9, got 10");
  CHECK(input_error([] { puzzle_from_rows(std::vector<std::vector<int>>(7, std::vector<int>(7))); }).message() ==
        "a grid of 7 rows has no boxes (sizes 4..36 that are not prime)");
  CHECK_THROWS_AS(grid_text(g, "json"), std::invalid_argument);
}

TEST_CASE("solver.hpp: solve, count and check agree with the reference", "[api]") {
  std::mt19937 rng(1616);
  const test::RandomPlan plans[] = {{Shape{2, 2}, 0.5, 0.9, 60}, {Shape{2, 3}, 0.5, 0.85, 60},
                                    {Shape{3, 3}, 0.55, 0.75, 40}};
  Solver mine;
  for (const auto& plan : plans) {
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid givens = test::random_puzzle(plan, rng);
      if (i % 7 == 0) add_clash(givens);  // now and then a clash: no solution
      Puzzle p;
      p.givens = givens;
      const std::vector<Grid> ref = test::backtrack(givens, 3);
      INFO(test::line_from_grid(givens));

      const SolveResult smallest = solve(p);
      CHECK(bool(smallest) == !ref.empty());
      CHECK(smallest.outcome == (ref.empty() ? Outcome::NoSolution : Outcome::Solved));
      if (!ref.empty()) CHECK(smallest.solution.grid == ref.front());
      const SolveResult any = mine.solve(p, Pick::Any);
      if (!ref.empty()) {
        const bool among = std::find(ref.begin(), ref.end(), any.solution.grid) != ref.end();
        CHECK((among || ref.size() == 3));  // beyond the first three: the checker says
        CHECK_FALSE(verify(p, any.solution));
      }
      for (int limit = 1; limit <= 3; ++limit) {
        const CountResult c = count(p, limit, limit);
        CHECK(c.found == std::min<int>(limit, static_cast<int>(ref.size())));
        CHECK(c.limit_reached == (c.found == limit));
        CHECK(static_cast<int>(c.solutions.size()) == c.found);
      }
      const CheckResult k = mine.check(p);
      const Verdict expect = ref.empty() ? Verdict::None : ref.size() == 1 ? Verdict::Unique : Verdict::Multiple;
      CHECK(k.verdict == expect);
      if (expect == Verdict::Unique) {
        REQUIRE(k.witnesses.size() == 1);
        CHECK(k.witnesses[0].grid == ref[0]);
      }
      if (expect == Verdict::Multiple) {
        REQUIRE(k.witnesses.size() == 2);
        CHECK(k.witnesses[0].grid < k.witnesses[1].grid);
        for (const Solution& w : k.witnesses) CHECK_FALSE(verify(p, w));
      }
      if (expect == Verdict::None) CHECK(k.witnesses.empty());
    }
  }
  CHECK(std::string(to_string(Verdict::Multiple)) == "multiple");
  CHECK_THROWS_AS(count(parse_puzzle(kEasy), 0), std::invalid_argument);
  CHECK_THROWS_AS(mine.count(parse_puzzle(kEasy), 2, -1), std::invalid_argument);
}

TEST_CASE("solver.hpp: candidates are the union of every solution, counts capped", "[api]") {
  // the reference: every solution by plain backtracking, each cell's digits and how many
  // solutions hold each
  std::mt19937 rng(1661);
  const test::RandomPlan plans[] = {{Shape{2, 2}, 0.5, 1.0, 50}, {Shape{2, 3}, 0.45, 0.7, 40},
                                    {Shape{3, 3}, 0.55, 0.62, 12}};
  Solver mine;
  for (const auto& plan : plans) {
    for (int i = 0; i < plan.puzzles; ++i) {
      Grid givens = test::random_puzzle(plan, rng);
      if (i % 9 == 4) add_clash(givens);  // a clash: no solution
      const std::vector<Grid> ref = test::backtrack(givens, 100000);
      REQUIRE(ref.size() < 100000);
      const int n = givens.shape.n(), cells = givens.shape.cells();
      std::vector<std::vector<int>> seen(static_cast<std::size_t>(cells), std::vector<int>(static_cast<std::size_t>(n) + 1, 0));
      for (const Grid& g : ref)
        for (int c = 0; c < cells; ++c) ++seen[static_cast<std::size_t>(c)][static_cast<std::size_t>(g.at(c))];
      Puzzle p;
      p.givens = givens;
      INFO(test::line_from_grid(givens) << " with " << ref.size() << " solutions");
      for (int limit : {0, 1, 3, 50}) {
        INFO("limit " << limit);
        const CandidatesResult r = limit == 3 ? candidates(p, limit) : mine.candidates(p, limit);
        CHECK(r.limit == limit);
        if (ref.empty()) {
          CHECK(r.outcome == Outcome::NoSolution);
          CHECK(r.digits.empty());
          CHECK(r.solutions == 0);
          CHECK(r.solutions_exact);
          continue;
        }
        REQUIRE(r.outcome == Outcome::Solved);
        REQUIRE(static_cast<int>(r.digits.size()) == cells);
        REQUIRE(r.counts.size() == (limit > 0 ? r.digits.size() : 0));
        for (int c = 0; c < cells; ++c) {
          std::vector<int> digits, counts;
          for (int d = 1; d <= n; ++d)
            if (const int k = seen[static_cast<std::size_t>(c)][static_cast<std::size_t>(d)]) {
              digits.push_back(d);
              counts.push_back(std::min(k, limit));
            }
          INFO("cell " << c);
          CHECK(r.digits[static_cast<std::size_t>(c)] == digits);
          if (limit > 0) CHECK(r.counts[static_cast<std::size_t>(c)] == counts);
        }
        const int total = static_cast<int>(ref.size());
        if (r.solutions_exact) CHECK(r.solutions == total);
        else CHECK((r.solutions <= total && r.solutions >= std::min(2, total)));
        if (limit == 0) CHECK(r.solutions_exact == (total == 1));
        if (limit > total) CHECK(r.solutions_exact);  // every count below the limit
      }
    }
  }
  // variants: every kind on a 4x4 with one random constraint, against the brute-force
  // enumerator (tests/variant_reference.hpp)
  std::mt19937 vrng(166);
  for (int kind = 0; kind < test::constraint_kinds(); ++kind) {
    Puzzle p = test::blank_variant(4, default_regions(4));
    const Grid sol = test::random_solution(p, vrng);
    p.variant->constraints.push_back(test::random_constraint(kind, p, sol, true, vrng));
    p.givens.set(kind % 16, sol.at(kind % 16));
    const std::vector<Grid> ref = test::variant_solutions(p, 1000);
    REQUIRE(ref.size() < 1000);
    INFO("kind " << kind_name(p.variant->constraints.back()) << ", " << ref.size() << " solutions");
    const CandidatesResult r = mine.candidates(p, 2);
    REQUIRE(r.outcome == (ref.empty() ? Outcome::NoSolution : Outcome::Solved));
    if (ref.empty()) continue;
    for (int c = 0; c < 16; ++c) {
      std::vector<int> digits, counts;
      for (int d = 1; d <= 4; ++d) {
        const int k = static_cast<int>(std::count_if(ref.begin(), ref.end(), [&](const Grid& g) { return g.at(c) == d; }));
        if (k > 0) {
          digits.push_back(d);
          counts.push_back(std::min(k, 2));
        }
      }
      CHECK(r.digits[static_cast<std::size_t>(c)] == digits);
      CHECK(r.counts[static_cast<std::size_t>(c)] == counts);
    }
  }

  CHECK_THROWS_AS(mine.candidates(parse_puzzle(kEasy), -1), std::invalid_argument);
  const CandidatesResult clash =
      candidates(parse_puzzle("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
  CHECK(clash.outcome == Outcome::NoSolution);
  CHECK(clash.reason == "digit 5 twice in row 1");
}

TEST_CASE("solver.hpp: a clash is no solution with its reason", "[api]") {
  const CheckResult k = check(parse_puzzle("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
  CHECK(k.verdict == Verdict::None);
  CHECK(k.reason == "digit 5 twice in row 1");
}

TEST_CASE("solver.hpp: variants and Sudominoku", "[api]") {
  // variant: every kind on a blank 4x4 with one random constraint, against the brute-force
  // enumerator that knows the rules only through the checker
  std::mt19937 rng(16);
  for (int kind = 0; kind < test::constraint_kinds(); ++kind) {
    Puzzle p = test::blank_variant(4, default_regions(4));
    const Grid sol = test::random_solution(p, rng);
    p.variant->constraints.push_back(test::random_constraint(kind, p, sol, true, rng));
    for (int c = 0; c < 16; c += 5) p.givens.set(c, sol.at(c));
    const std::vector<Grid> ref = test::variant_solutions(p, 1000);
    INFO("kind " << kind_name(p.variant->constraints.back()));
    CHECK(count(p, 1000).found == static_cast<int>(ref.size()));
    const SolveResult s = solve(p);
    REQUIRE(bool(s) == !ref.empty());
    if (s) CHECK(s.solution.grid == ref.front());
  }
  // a public f-puzzles puzzle: unique, and the checker accepts it
  const std::string fp = slurp(std::string(SUDOSAT_TEST_DATA) + "/fpuzzles/public/blitz.txt");
  const Puzzle v = parse_puzzle(fp.substr(0, fp.find('\n')));
  const CheckResult k = check(v);
  CHECK(k.verdict == Verdict::Unique);
  REQUIRE(k.witnesses.size() == 1);
  CHECK_FALSE(verify(v, k.witnesses[0]));
  // Sudominoku: the solutions the judge expects (tests/data/cli/boj4574.out)
  const std::vector<Puzzle> d = read_puzzle_file(std::string(SUDOSAT_TEST_DATA) + "/cli/boj4574.in");
  const std::string expect = slurp(std::string(SUDOSAT_TEST_DATA) + "/cli/boj4574.out");
  const SolveResult first = solve(d[0]);
  REQUIRE(first);
  CHECK(first.solution.tiling.size() == 36);
  CHECK(expect.find("Puzzle 1\n" + grid_text(first.solution.grid, "compact")) == 0);
  CHECK_FALSE(verify(d[0], first.solution));
}

TEST_CASE("solver.hpp: batches on threads give the answers of one call each", "[api]") {
  std::mt19937 rng(7);
  std::vector<Puzzle> puzzles;
  for (int i = 0; i < 40; ++i) {
    Puzzle p;
    p.givens = test::random_puzzle({Shape{3, 3}, 0.6, 0.75, 1}, rng);
    puzzles.push_back(p);
  }
  const std::vector<SolveResult> two = solve_all(puzzles, Pick::Smallest, 2);
  const std::vector<CheckResult> checks = check_all(puzzles, 3);
  const std::vector<CountResult> counts = count_all(puzzles, 5, 0);
  REQUIRE(two.size() == puzzles.size());
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::vector<Grid> ref = test::backtrack(puzzles[i].givens, 5);
    REQUIRE(two[i]);
    CHECK(two[i].solution.grid == ref.front());
    CHECK(counts[i].found == static_cast<int>(ref.size()));
    CHECK(checks[i].verdict == (ref.size() == 1 ? Verdict::Unique : Verdict::Multiple));
  }
  CHECK(solve_all({}, Pick::Any, 4).empty());
}

TEST_CASE("dimacs.hpp: export, then another solver's answer decoded", "[api]") {
  const Puzzle p = parse_puzzle(kEasy);
  const std::string cnf = to_dimacs(p);
  CHECK(cnf.rfind("c made by sudosat ", 0) == 0);
  CHECK(dimacs_variables(cnf) == 729);
  CHECK(cell_variable(p, 0, 0, 5) == 5);
  CHECK(cell_variable(p, 8, 8, 9) == 729);
  CHECK_THROWS_AS(cell_variable(p, 9, 0, 1), std::invalid_argument);
  CHECK(dimacs_variables(to_dimacs(p, true)) == 729);
  CHECK(to_dimacs(p, true).size() < cnf.size());

  const Grid solution = test::grid_from_line(kEasySolution);
  const DecodeResult d = decode_answer(p, answer_for(p, solution, 729));
  CHECK(d.outcome == Outcome::Solved);
  CHECK(d.solution.grid == solution);

  // another grid: breaks a given; unsatisfiable for a solvable puzzle; unknown
  Grid wrong = solution;
  std::swap(wrong.cells[0], wrong.cells[1]);
  CHECK(input_error([&] { decode_answer(p, answer_for(p, wrong, 729), false, "a.out"); }).file() == "a.out");
  CHECK(input_error([&] { decode_answer(p, "s UNSATISFIABLE\n"); }).message() ==
        "the answer says unsatisfiable, but the puzzle has a solution (an answer for another formula?)");
  CHECK(decode_answer(p, "s UNKNOWN\n").outcome == Outcome::Unknown);
  const Puzzle none = parse_puzzle("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  CHECK(decode_answer(none, "UNSAT\n").outcome == Outcome::NoSolution);
  CHECK(input_error([&] { decode_answer(p, "hello\n"); }).line() == 1);
}

TEST_CASE("svg.hpp: every digit drawn once, in its cell", "[api]") {
  const Puzzle p = parse_puzzle(kEasy);
  const SolveResult s = solve(p);
  const std::string svg = to_svg(p, &s.solution);
  CHECK(svg.rfind("<?xml", 0) == 0);
  CHECK(svg.find("width=\"528\" height=\"528\"") != std::string::npos);  // 48 * (9 + 2)
  CHECK(svg_size(p) == 528);
  auto occurrences = [&](const std::string& what) {
    int k = 0;
    for (std::size_t at = svg.find(what); at != std::string::npos; at = svg.find(what, at + 1)) ++k;
    return k;
  };
  CHECK(occurrences("class=\"given\"") == 30);
  CHECK(occurrences("class=\"solved\"") == 51);
  CHECK(svg.find("data-cell=\"0,2\">4<") != std::string::npos);  // solved, blue
  CHECK(to_svg(p).find("class=\"solved\"") == std::string::npos);
}

// A title wider than the picture (a 4x4 grid: 288 units) is drawn smaller, never clipped; a short
// one keeps the caption's size (0.28 of a cell, 13.44).
TEST_CASE("svg.hpp: a long title shrinks to the picture's width", "[api]") {
  auto caption_size = [](const std::string& title) {
    const Puzzle p = from_fpuzzles(R"({"size":4,"title":")" + title + R"(","grid":[[{},{},{},{}],[{},{},{},{}],)"
                                   R"([{},{},{},{}],[{},{},{},{}]]})");
    const std::string svg = to_svg(p);
    const std::size_t at = svg.find("class=\"caption\"");
    REQUIRE(at != std::string::npos);
    const std::size_t size = svg.rfind("font-size=\"", at);
    return std::stod(svg.substr(size + 11));
  };
  CHECK(caption_size("Thermo") == Approx(13.44));
  const std::string title = "4x4-thermometer by sudosat make_puzzles";
  const double small = caption_size(title);
  CHECK(small < 13.44);
  CHECK(small * 0.62 * static_cast<double>(title.size()) <= 288 * 0.95);  // the size as written, rounded
}

TEST_CASE("svg.hpp: marks are drawn where asked, colours escaped; a mark off the grid throws", "[api]") {
  const Puzzle p = parse_puzzle(kEasy);
  SvgOptions o;
  o.marks = {{2, 0, false, "#ffe08a"}, {2, 4, false, "#17692c"}, {3, 7, true, "a\"b"}};
  const std::string svg = to_svg(p, nullptr, o);
  CHECK(svg.find("fill=\"#ffe08a\" class=\"mark\" data-cell=\"0,2\"") != std::string::npos);
  CHECK(svg.find("fill=\"#17692c\" data-cell=\"0,2\">4<") != std::string::npos);
  CHECK(svg.find("fill=\"a&quot;b\" data-cell=\"0,3\" data-small=\"1\">7<") != std::string::npos);
  for (const SvgMark& bad : {SvgMark{81, 0, false, "red"}, SvgMark{-1, 1, false, "red"}, SvgMark{0, 10, true, "red"}}) {
    o.marks = {bad};
    CHECK_THROWS_WITH(to_svg(p, nullptr, o), Catch::Contains("outside the 9x9 grid"));
  }
}

TEST_CASE("solver.hpp: generate_puzzle makes unique puzzles", "[api]") {
  for (int n : {4, 6, 9}) {
    Puzzle blank;
    blank.givens = Grid(*default_shape(n));
    GenerateSpec spec;
    spec.seed = static_cast<std::uint64_t>(n);
    const std::optional<GeneratedPuzzle> g = generate_puzzle(blank, spec);
    REQUIRE(g);
    const std::vector<Grid> ref = test::backtrack(g->puzzle.givens, 2);
    REQUIRE(ref.size() == 1);  // unique, by the reference
    CHECK(ref[0] == g->solution);
    int clues = 0;
    for (int c = 0; c < g->puzzle.givens.shape.cells(); ++c) {
      clues += g->puzzle.givens.at(c) != 0;
      const int mirror = g->puzzle.givens.shape.cells() - 1 - c;  // rot180 symmetric
      CHECK((g->puzzle.givens.at(c) != 0) == (g->puzzle.givens.at(mirror) != 0));
    }
    CHECK(clues == g->clues);
    CHECK(g->minimal);
    const std::optional<GeneratedPuzzle> again = generate_puzzle(blank, spec);
    CHECK(again->puzzle.givens == g->puzzle.givens);  // the same seed, the same puzzle
    spec.threads = 2;
    CHECK(generate_puzzle(blank, spec)->puzzle.givens == g->puzzle.givens);  // and threads
  }
  Puzzle blank;
  blank.givens = Grid(Shape{3, 3});
  GenerateSpec bad;
  bad.symmetry = "spiral";
  CHECK(input_error([&] { generate_puzzle(blank, bad); }).message() ==
        "unknown symmetry 'spiral' (none, rot180, rot90, mirror, diagonal)");
  CHECK_FALSE(generate_puzzle(parse_puzzle("55" + std::string(79, '.'))));
  GenerateSpec none;
  none.threads = 0;
  CHECK_THROWS_WITH(generate_puzzle(blank, none), "threads must be >= 1, got 0");
  GenerateSpec loose;  // not minimal: stops at 40 givens
  loose.minimal = false;
  loose.clues = 40;
  const std::optional<GeneratedPuzzle> some = generate_puzzle(blank, loose);
  REQUIRE(some);
  CHECK(some->clues == 40);
  CHECK_FALSE(some->minimal);
  CHECK(test::backtrack(some->puzzle.givens, 2).size() == 1);
  loose.clues = 0;
  CHECK_THROWS_AS(generate_puzzle(blank, loose), std::invalid_argument);
}

TEST_CASE("solver.hpp: generate_puzzle makes Sudominoku; rate_puzzle rates", "[api]") {
  Puzzle domino;
  domino.givens = Grid(Shape{3, 3});
  domino.dominoes = DominoRules{};
  GenerateSpec spec;
  spec.seed = 4;
  const std::optional<GeneratedPuzzle> g = generate_puzzle(domino, spec);
  REQUIRE(g);
  REQUIRE(g->puzzle.is_domino());
  CHECK(static_cast<int>(g->puzzle.dominoes->placed.size()) == g->clues);
  CHECK(g->clues >= 10);
  const CountResult c = count(g->puzzle, 2, 1);
  CHECK(c.found == 1);
  CHECK(c.solutions.front().grid == g->solution);
  // A puzzle that singles finish, one that needs probing or search, and one with two solutions.
  const Puzzle easy = parse_puzzle(
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n");
  const Difficulty d = rate_puzzle(easy);
  CHECK(d.level == "singles");
  CHECK(d.conflicts >= 0);
  CHECK_THROWS_AS(rate_puzzle(parse_puzzle(std::string(81, '.') + "\n")), std::invalid_argument);
}
