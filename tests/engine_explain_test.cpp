// Tests for engine/explain (and the public explain over it): on random small puzzles of every
// kind, against the brute-force enumerator, every step keeps every true candidate (a digit some
// solution puts there) and places only what every solution places; a unique puzzle's path ends
// solved at its solution, a puzzle with several ends stuck with exactly the true candidates,
// one with none ends with "no solution". --verify checks every step's reason (it implies the
// step, and no part of it can go; a proof by contradiction's lines follow, the last a
// contradiction). Classic paths: singles only where singles suffice, the classic names where
// the reason has their shape, a forcing chain's proof.
#include <catch2/catch.hpp>
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "engine/explain.hpp"
#include "reference.hpp"
#include "sudosat/explain.hpp"
#include "sudosat/puzzle.hpp"
#include "variant_reference.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

using Mask = std::uint64_t;

int proofs_seen = 0;  // steps with a proof by contradiction (replayed by --verify)

// Checks the path of `p` against its solutions (all of them: small grids).
void check_path(const Puzzle& p, const std::vector<Grid>& solutions) {
  PathOptions o;
  o.verify = true;
  const Path path = find_path(p, o);
  const int cells = p.givens.shape.cells();
  std::vector<Mask> truth(static_cast<std::size_t>(cells), 0);
  for (const Grid& s : solutions)
    for (int c = 0; c < cells; ++c) truth[static_cast<std::size_t>(c)] |= Mask{1} << s.at(c);
  if (solutions.empty()) {
    CHECK(path.status == Path::Status::NoSolution);
    return;
  }
  for (const PathStep& step : path.steps) {
    INFO(step.technique);
    for (const auto& e : step.eliminate) CHECK_FALSE((truth[static_cast<std::size_t>(e.cell)] >> e.digit) & 1);
    for (const auto& pl : step.place) CHECK(truth[static_cast<std::size_t>(pl.cell)] == (Mask{1} << pl.digit));
    CHECK(!step.reason.empty());
    if (!step.proof.empty()) {
      ++proofs_seen;
      CHECK(step.eliminate.size() == 1);
      CHECK(step.proof.back().contradiction);
    }
  }
  if (solutions.size() == 1) CHECK(path.status == Path::Status::Solved);
  else CHECK(path.status == Path::Status::Stuck);
  CHECK(path.candidates == truth);
}

}  // namespace

TEST_CASE("explain: every kind on random 4x4 puzzles against the brute-force enumerator") {
  std::mt19937 rng(20261126u);
  const int rounds = test::workload(6, 2);
  int unique = 0, several = 0, none = 0;
  for (int kind = 0; kind < test::constraint_kinds(); ++kind)
    for (int round = 0; round < rounds; ++round) {
      Puzzle p = test::blank_variant(4, default_regions(4));
      const Grid hidden = test::random_solution(p, rng);
      for (int cell = 0; cell < 16; ++cell)
        if (rng() % 3 == 0) p.givens.set(cell, hidden.at(cell));
      const int copies = 1 + static_cast<int>(rng() % 2);
      for (int i = 0; i < copies; ++i)
        p.variant->constraints.push_back(test::random_constraint(kind, p, hidden, rng() % 4 != 0, rng));
      INFO("kind " << kind << " round " << round << ": " << test::line_from_grid(p.givens));
      const std::vector<Grid> solutions = test::variant_solutions(p, 1000);
      unique += solutions.size() == 1;
      several += solutions.size() > 1;
      none += solutions.empty();
      check_path(p, solutions);
    }
  CHECK(unique > 0);
  CHECK(several > 0);
  CHECK(none > 0);
  // A proof step (a contradiction shown line by line) is rare on 4x4: the light workload's two
  // rounds a kind (the sanitizer build) need not meet one; the full six do.
  if (!test::light_workload()) CHECK(proofs_seen > 0);
}

TEST_CASE("explain: 6x6 irregular puzzles against the enumerator") {
  std::mt19937 rng(7u);
  const std::vector<int> regions = {0, 0, 0, 1, 1, 1, 0, 0, 2, 1, 1, 1, 0, 2, 2, 2, 3, 3,
                                    4, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 3, 4, 4, 4, 5, 5, 5};
  for (int round = 0; round < test::workload(4, 2); ++round) {
    Puzzle p = test::blank_variant(6, regions);
    const Grid hidden = test::random_solution(p, rng);
    for (int cell = 0; cell < 36; ++cell)
      if (rng() % 2 == 0) p.givens.set(cell, hidden.at(cell));
    INFO(test::line_from_grid(p.givens));
    check_path(p, test::variant_solutions(p, 1000));
  }
}

TEST_CASE("explain: classic paths, names and options") {
  // Singles suffice: the path shows nothing else.
  const Puzzle easy = parse_puzzle("103000509002109400000704000300502006060000050700803004000401000009205800804000107");
  const Explanation e = explain(easy);
  CHECK(e.status == "solved");
  for (const ExplainStep& s : e.steps) {
    INFO(s.technique);
    CHECK((s.technique == "full house" || s.technique == "hidden single" || s.technique == "naked single"));
    CHECK(s.place.size() == 1);
  }
  CHECK(e.rating <= 1.5);
  // top1465's first three need locked sets, pointing and claiming among others
  // (seconds each under the sanitizers: the full workload only).
  if (!test::light_workload()) {
    std::vector<std::string> names;
    double hardest = 0;
    for (const char* line : {"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
                             "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
                             "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5..........."}) {
      const Explanation x = explain(parse_puzzle(line));
      CHECK(x.status == "solved");
      for (const ExplainStep& s : x.steps) names.push_back(s.technique);
      hardest = std::max(hardest, x.rating);
    }
    for (const char* t : {"naked pair", "hidden pair", "pointing", "claiming"}) {
      INFO(t);
      CHECK(std::find(names.begin(), names.end(), t) != names.end());
    }
    CHECK(hardest > e.rating);
  }
  // Named shapes and a forcing chain with its proof (tests/data/explain/patterns.out).
  {
    const Explanation x = explain(parse_puzzle("200059008000802600080100050490000107000000000807000094030006080006901000100730006"));
    CHECK(x.status == "solved");
    std::vector<std::string> names;
    for (const ExplainStep& s : x.steps) {
      names.push_back(s.technique);
      CHECK(s.proof.empty() == (s.technique != "forcing chain"));
      if (s.technique != "forcing chain") continue;
      CHECK(s.proof.back().contradiction);
      for (const auto& line : s.proof) CHECK((line.reason.size() == 1 || line.reason.size() == 2));
      const std::string text = proof_text(s);
      CHECK(text.rfind("    suppose r", 0) == 0);
      CHECK(text.find("contradiction\n") != std::string::npos);
    }
    for (const char* t : {"X-wing", "XYZ-wing", "forcing chain", "pointing"}) {
      INFO(t);
      CHECK(std::find(names.begin(), names.end(), t) != names.end());
    }
  }
  // Options: all singles at once; the next step only; from a grid in progress.
  ExplainOptions merged;
  merged.merge_singles = true;
  CHECK(explain(easy, merged).steps.size() < e.steps.size());
  const Puzzle hard = parse_puzzle("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  ExplainOptions next;
  next.max_steps = 1;
  const Explanation hint = explain(hard, next);
  CHECK(hint.steps.size() == 1);
  CHECK(hint.status == "limit");
  Grid progress = easy.givens;
  const ExplainStep& first = e.steps.front();
  progress.set((first.place[0].row - 1) * 9 + first.place[0].col - 1, first.place[0].digit);
  CHECK(explain(easy, {}, progress).steps.size() == e.steps.size() - 1);
  // A reason names its parts with 1-based indices and their cells.
  for (const ExplainStep& s : explain(parse_puzzle(
                                          "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."))
                                  .steps)
    for (const ExplainReason& r : s.reason) {
      CHECK(r.index >= 1);
      CHECK(!r.cells.empty());
    }
}
