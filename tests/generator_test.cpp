// generator/generate against the references: every generated puzzle has exactly one solution and
// is minimal (taking any orbit of givens away, or any placed domino, leaves two solutions), as
// the independent searches count (classic: backtracking; variants: the brute-force enumerator;
// Sudominoku: domino backtracking); givens respect the symmetry; seeds reproduce whatever the
// engine did before.
#include <catch2/catch.hpp>

#include "engine/fastsearch.hpp"
#include "generator/generate.hpp"
#include "domino_reference.hpp"
#include "model/check.hpp"
#include "formats/format.hpp"
#include "reference.hpp"
#include "variant_reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

// Up to `limit` solutions of classic givens: the plain backtracking reference, or from 15x15 up
// (where it took 33 s for one 16x16 uniqueness check) the exhaustive bitmask search
// (engine/fastsearch.hpp, checked against that reference on small grids).
std::vector<Grid> classic_solutions(const Grid& givens, int limit) {
  if (givens.shape.n() < 15) return test::backtrack(givens, limit);
  FastSearchOptions fo;
  fo.matching = true;
  fo.node_budget = 10000000;
  FastSearchResult r = fast_search(givens, limit, fo);
  REQUIRE(r.complete);
  return std::move(r.solutions);
}

int solutions(const Puzzle& p) {
  if (p.is_domino()) return static_cast<int>(test::domino_backtrack(p, 2).grids.size());
  if (p.is_variant()) return static_cast<int>(test::variant_solutions(p, 2).size());
  return static_cast<int>(classic_solutions(p.givens, 2).size());
}

// Unique, the stated solution, the template's givens kept, symmetric, minimal.
void check_generated(const Puzzle& tmpl, const Generated& g, Symmetry symmetry) {
  const Grid& givens = g.puzzle.givens;
  CHECK_FALSE(check_solution(g.puzzle, g.solution));
  REQUIRE(solutions(g.puzzle) == 1);
  if (!g.puzzle.is_variant()) CHECK(classic_solutions(givens, 1).front() == g.solution.grid);
  const int n = givens.shape.n();
  int clues = 0;
  for (int cell = 0; cell < n * n; ++cell) {
    clues += givens.at(cell) != 0;
    if (tmpl.givens.at(cell) != 0) CHECK(givens.at(cell) == tmpl.givens.at(cell));
  }
  CHECK(g.clues == clues);
  CHECK(g.minimal);
  int removed = 0;  // the light workload checks minimality at every third given orbit
  for (const auto& orbit : orbits(n, symmetry)) {
    std::vector<int> free;
    for (int cell : orbit)
      if (tmpl.givens.at(cell) == 0) free.push_back(cell);
    if (free.empty()) continue;
    const bool given = givens.at(free.front()) != 0;
    for (int cell : free) CHECK((givens.at(cell) != 0) == given);  // symmetric
    if (!given) continue;
    if (removed++ % test::workload(1, 3) != 0) continue;
    Puzzle fewer = g.puzzle;
    for (int cell : free) fewer.givens.set(cell, 0);
    CHECK(solutions(fewer) == 2);  // minimal
  }
}

Puzzle classic(const Grid& givens) {
  Puzzle p;
  p.givens = givens;
  return p;
}

}  // namespace

TEST_CASE("generate: classic puzzles are unique, minimal and symmetric") {
  Engine engine;
  for (const Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{3, 3}}) {
    for (Symmetry s : {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror, Symmetry::Diagonal}) {
      for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(test::workload(2, 1)); ++seed) {
        GenerateOptions o;
        o.seed = seed;
        o.symmetry = s;
        const Puzzle tmpl = classic(Grid(shape));
        const auto g = generate(tmpl, o, engine);
        REQUIRE(g);
        INFO(to_string(shape) << " " << to_string(s) << " seed " << seed << ": " << test::line_from_grid(g->puzzle.givens));
        check_generated(tmpl, *g, s);
      }
    }
  }
}

TEST_CASE("generate: a template's givens are kept; an unsolvable template gives nothing") {
  Engine engine;
  Puzzle tmpl = classic(test::grid_from_line("12" + std::string(75, '.') + "34.."));
  GenerateOptions o;
  const auto g = generate(tmpl, o, engine);
  REQUIRE(g);
  check_generated(tmpl, *g, o.symmetry);
  Puzzle bad = classic(test::grid_from_line("11" + std::string(79, '.')));
  CHECK_FALSE(generate(bad, o, engine));
}

TEST_CASE("generate: seeds reproduce whatever the engine solved before") {
  GenerateOptions o;
  o.seed = 77;
  const Puzzle tmpl = classic(Grid(Shape{3, 3}));
  Engine fresh;
  const auto a = generate(tmpl, o, fresh);
  Engine used;
  used.count(classic(Grid(Shape{3, 3})), 50);
  GenerateOptions other = o;
  other.seed = 78;
  const auto b0 = generate(tmpl, other, used);
  const auto b = generate(tmpl, o, used);
  REQUIRE(a);
  REQUIRE(b);
  REQUIRE(b0);
  CHECK(a->puzzle.givens == b->puzzle.givens);
  CHECK(a->puzzle.givens != b0->puzzle.givens);
}

TEST_CASE("generate: checks on several threads make the same puzzle as one") {
  // The pass with threads (take_away) decides each orbit as the one-thread pass would; its
  // speculative checks and the re-checks they need are what this compares, and its stop at
  // --clues when not minimal.
  Engine engine;
  std::string bad;
  Puzzle antiknight = test::blank_variant(6, default_regions(6));
  antiknight.variant->constraints = parse_rules("antiknight", bad);
  struct Case {
    Puzzle tmpl;
    int seeds;
  };
  const std::vector<Case> cases = {{classic(Grid(Shape{3, 3})), test::workload(4, 12)},
                                   {classic(Grid(Shape{3, 4})), test::workload(1, 3)},
                                   {antiknight, test::workload(2, 4)}};
  for (const Case& c : cases) {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(c.seeds); ++seed) {
      GenerateOptions o;
      o.seed = seed;
      const auto one = generate(c.tmpl, o, engine);
      REQUIRE(one);
      for (int threads : {2, 3}) {
        o.threads = threads;
        const auto many = generate(c.tmpl, o, engine);
        INFO(to_string(c.tmpl.givens.shape) << " seed " << seed << ", " << threads << " threads");
        REQUIRE(many);
        CHECK(many->puzzle.givens == one->puzzle.givens);
        CHECK(many->minimal);
        if (c.tmpl.givens.shape.n() <= 9) check_generated(c.tmpl, *many, o.symmetry);
      }
      GenerateOptions loose;  // stops taking away at 40% of the cells given
      loose.seed = seed;
      loose.minimal = false;
      loose.clues = c.tmpl.givens.shape.cells() * 2 / 5;
      const auto stop_one = generate(c.tmpl, loose, engine);
      loose.threads = 2;
      const auto stop_two = generate(c.tmpl, loose, engine);
      REQUIRE(stop_one);
      REQUIRE(stop_two);
      CHECK(stop_two->puzzle.givens == stop_one->puzzle.givens);
      CHECK(stop_two->minimal == stop_one->minimal);
    }
  }
}

TEST_CASE("generate: 15x15 and 16x16 (orbits far from another solution first) are unique and minimal") {
  // From 15x15 up the orbits are tried in another order (docs/generate.md); the puzzle is the
  // same on 2 threads.
  Engine engine;
  for (const Shape shape : {Shape{4, 4}, Shape{3, 5}}) {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(test::workload(3, 1)); ++seed) {
      GenerateOptions o;
      o.seed = seed;
      const Puzzle tmpl = classic(Grid(shape));
      const auto g = generate(tmpl, o, engine);
      REQUIRE(g);
      INFO(to_string(shape) << " seed " << seed << ": " << test::line_from_grid(g->puzzle.givens));
      check_generated(tmpl, *g, o.symmetry);
      o.threads = 2;
      const auto two = generate(tmpl, o, engine);
      REQUIRE(two);
      CHECK(two->puzzle.givens == g->puzzle.givens);
    }
  }
}

TEST_CASE("generate: --clues aims lower and says what it reached") {
  Engine engine;
  GenerateOptions o;
  o.seed = 5;
  o.minimal = false;
  o.clues = 40;
  const Puzzle tmpl = classic(Grid(Shape{3, 3}));
  const auto g = generate(tmpl, o, engine);
  REQUIRE(g);
  CHECK(g->clues <= 41);  // an orbit of rot180 has 1 or 2 cells
  CHECK(g->clues >= 39);
  CHECK(solutions(g->puzzle) == 1);
}

TEST_CASE("generate: variant templates (global rules)") {
  Engine engine;
  std::string bad;
  // The sanitizer build's light workload: a neighbourhood, a pair relation and extra regions.
  const std::vector<const char*> all = {"antiking", "antiknight", "nonconsecutive", "diagonals", "disjoint"};
  const std::vector<const char*> light = {"antiking", "nonconsecutive", "disjoint"};
  for (const char* rules : test::light_workload() ? light : all) {
    Puzzle tmpl = test::blank_variant(6, default_regions(6));
    tmpl.variant->constraints = parse_rules(rules, bad);
    REQUIRE_FALSE(tmpl.variant->constraints.empty());
    GenerateOptions o;
    o.seed = 3;
    const auto g = generate(tmpl, o, engine);
    INFO(rules);
    REQUIRE(g);
    check_generated(tmpl, *g, o.symmetry);
  }
}

TEST_CASE("generate_domino: unique Sudominoku, 10 to 35 placed dominoes") {
  Engine engine;
  for (std::uint64_t seed : {4, 6}) {
    GenerateOptions o;
    o.seed = seed;
    const Generated g = generate_domino(o, engine);
    INFO("seed " << seed << "\n" << test::domino_text(g.puzzle));
    CHECK_FALSE(check_solution(g.puzzle, g.solution));
    REQUIRE(solutions(g.puzzle) == 1);
    CHECK(static_cast<int>(g.puzzle.dominoes->placed.size()) == g.clues);
    CHECK(g.clues >= 10);
    CHECK(g.clues <= 35);
    CHECK(g.minimal == false);  // stopped at BOJ 4574's floor of 10
    const Generated again = generate_domino(o, engine);
    CHECK(again.puzzle.givens == g.puzzle.givens);
  }
  GenerateOptions all_the_way;  // no floor: minimal, each placed domino needed
  all_the_way.seed = 7;  // the backtracking proves this one unique in 0.1 s (seed 5: 130 s)
  all_the_way.min_dominoes = 1;
  const Generated m = generate_domino(all_the_way, engine);
  INFO(test::domino_text(m.puzzle));
  REQUIRE(solutions(m.puzzle) == 1);
  CHECK(m.minimal);
  CHECK(m.clues < 10);
  for (std::size_t i = 0; i < m.puzzle.dominoes->placed.size(); ++i) {
    Puzzle fewer = m.puzzle;
    const Placement gone = fewer.dominoes->placed[i];
    fewer.dominoes->placed.erase(fewer.dominoes->placed.begin() + static_cast<std::ptrdiff_t>(i));
    for (int cell : gone.cells) fewer.givens.set(cell, 0);
    // Minimal: two different solutions, each passing the independent checker, witness it
    // (the domino backtracking takes minutes on puzzles with this few dominoes).
    const Count two = engine.count(fewer, 2, 2);
    REQUIRE(two.solutions.size() == 2);
    CHECK_FALSE(check_solution(fewer, two.solutions[0]));
    CHECK_FALSE(check_solution(fewer, two.solutions[1]));
    CHECK(two.solutions[0].grid != two.solutions[1].grid);
  }
  GenerateOptions some;  // stops taking dominoes away at 20
  some.seed = 6;
  some.minimal = false;
  some.clues = 20;
  const Generated g = generate_domino(some, engine);
  CHECK(g.clues == 20);
  CHECK(solutions(g.puzzle) == 1);
}
