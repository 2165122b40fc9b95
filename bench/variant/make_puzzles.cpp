// Bench helper (not installed): makes sudosat's own variant puzzles, each with exactly one
// solution, for the end-to-end tests (tests/data/fpuzzles/own) and the benchmarks.
//
//   make_puzzles SEED
//       prints one puzzle a line: "name<TAB>f-puzzles string<TAB>solution" (solution row-major,
//       comma-separated), for every constraint kind on 9x9 and a selection on 4x4, 6x6, an
//       irregular 7x7 and an irregular 16x16 killer.
//   make_puzzles SEED --new-kinds
//       the same, for the kinds of issue 45 on 9x9 (bench/variant/new_kinds.tsv): greater-than
//       signs, counting circles, sequence lines, segment sum (10) lines, sum dots (XV marks of
//       sums other than 5 and 10), sum cages, lockout lines and whispers of differences 3 and 4;
//       four puzzles a kind, from few instances to many (many instances: few givens).
// A template is a grid size and regions with a few random instances of one kind that fit a
// hidden solution grid (tests/variant_reference.hpp); generator/generate.hpp then draws the
// solution and the givens, minimal for rot180 symmetry.
#include <cstdio>
#include <functional>
#include <iostream>
#include <random>
#include <string>

#include "generator/generate.hpp"
#include "model/check.hpp"
#include "formats/fpuzzles.hpp"
#include "variant_reference.hpp"

using namespace sudosat;

namespace {

// The index of kind K in Constraint (the kinds table's order).
template <class K>
int index_of() {
  return static_cast<int>(kind_of<K>);
}

// A solution of `p` drawn by the engine from a few random givens (p's constraints kept).
std::optional<Grid> some_solution(const Puzzle& p, std::mt19937& rng, Engine& e) {
  const int n = p.givens.shape.n();
  for (int tries = 0; tries < 50; ++tries) {
    Puzzle q = p;
    for (int k = 0; k < n / 2; ++k)
      q.givens.set(static_cast<int>(rng() % static_cast<unsigned>(n * n)), 1 + static_cast<int>(rng() % static_cast<unsigned>(n)));
    const Answer a = e.solve(q, Goal::Any);
    if (a.status == Status::Solved) return a.solution.grid;
  }
  return std::nullopt;
}

// Irregular regions: from `start`, cells swapped between neighbouring regions at random
// (sizes kept, regions kept connected), keeping a layout that has solutions.
std::vector<int> irregular(int n, std::vector<int> regions, int swaps, std::mt19937& rng, Engine& e) {
  auto connected = [&](const std::vector<int>& r, int label) {
    std::vector<int> cells;
    for (int c = 0; c < n * n; ++c)
      if (r[static_cast<std::size_t>(c)] == label) cells.push_back(c);
    std::vector<bool> seen(static_cast<std::size_t>(n * n), false);
    std::vector<int> stack{cells[0]};
    seen[static_cast<std::size_t>(cells[0])] = true;
    std::size_t reached = 0;
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      ++reached;
      const int nb[4] = {c - n, c + n, c % n ? c - 1 : -1, (c + 1) % n ? c + 1 : -1};
      for (int o : nb)
        if (o >= 0 && o < n * n && !seen[static_cast<std::size_t>(o)] && r[static_cast<std::size_t>(o)] == label) {
          seen[static_cast<std::size_t>(o)] = true;
          stack.push_back(o);
        }
    }
    return reached == cells.size();
  };
  for (int done = 0, tries = 0; done < swaps && tries < swaps * 200; ++tries) {
    const int a = static_cast<int>(rng() % static_cast<unsigned>(n * n));
    const int b = static_cast<int>(rng() % static_cast<unsigned>(n * n));
    const int ra = regions[static_cast<std::size_t>(a)], rb = regions[static_cast<std::size_t>(b)];
    if (ra == rb) continue;
    std::vector<int> next = regions;
    next[static_cast<std::size_t>(a)] = rb;
    next[static_cast<std::size_t>(b)] = ra;
    if (!connected(next, ra) || !connected(next, rb)) continue;
    Puzzle probe = test::blank_variant(n, next);
    if (e.count(probe, 1).found == 0) continue;
    regions = next;
    ++done;
  }
  return regions;
}

// Killer cages covering the whole grid, 2 to 4 cells each, digits distinct in `solution`.
std::vector<Constraint> killer_cover(const Grid& solution, std::mt19937& rng) {
  const int n = solution.shape.n();
  std::vector<bool> used(static_cast<std::size_t>(n * n), false);
  std::vector<Constraint> cages;
  for (int start = 0; start < n * n; ++start) {
    if (used[static_cast<std::size_t>(start)]) continue;
    rule::Killer k;
    k.cells = {start};
    used[static_cast<std::size_t>(start)] = true;
    const int want = 2 + static_cast<int>(rng() % 3);
    while (static_cast<int>(k.cells.size()) < want) {
      std::vector<int> options;
      for (int c : k.cells) {
        const int nb[4] = {c - n, c + n, c % n ? c - 1 : -1, (c + 1) % n ? c + 1 : -1};
        for (int o : nb) {
          if (o < 0 || o >= n * n || used[static_cast<std::size_t>(o)]) continue;
          bool clash = false;
          for (int q : k.cells) clash |= solution.at(q) == solution.at(o);
          if (!clash) options.push_back(o);
        }
      }
      if (options.empty()) break;
      const int o = options[rng() % options.size()];
      used[static_cast<std::size_t>(o)] = true;
      k.cells.push_back(o);
    }
    int sum = 0;
    for (int c : k.cells) sum += solution.at(c);
    k.sum = sum;
    cages.push_back(k);
  }
  return cages;
}

void emit(const std::string& name, const Generated& g) {
  std::string solution;
  for (std::size_t i = 0; i < g.solution.grid.cells.size(); ++i)
    solution += (i ? "," : "") + std::to_string(g.solution.grid.cells[i]);
  std::printf("%s\t%s\t%s\n", name.c_str(), write_fpuzzles(g.puzzle).c_str(), solution.c_str());
  std::fflush(stdout);
}

// A template of `copies` instances of `kind` fitting a hidden solution, made unique.
void make(const std::string& name, Puzzle base, int kind, int copies, std::mt19937& rng, Engine& e,
          std::uint64_t seed) {
  for (int attempt = 0; attempt < 20; ++attempt) {
    Puzzle t = base;
    std::optional<Grid> hidden = some_solution(t, rng, e);
    if (!hidden) return;
    if (kind < 4) {  // whole-grid rules: a hidden grid that satisfies the rule
      Puzzle with = t;
      with.variant->constraints.push_back(test::random_constraint(kind, with, *hidden, false, rng));
      hidden = some_solution(with, rng, e);
      if (!hidden) continue;
      t = with;
    } else if (kind < 7) {  // nonconsecutive and the negative rules: mark what they forbid
      t.variant->constraints.push_back(test::random_constraint(kind, t, *hidden, false, rng));
      const int n = t.givens.shape.n();
      for (int a = 0; a < n * n; ++a)
        for (int b : {a + 1, a + n}) {
          if (b >= n * n || (b == a + 1 && b % n == 0)) continue;
          const int x = hidden->at(a), y = hidden->at(b), hi = std::max(x, y), lo = std::min(x, y);
          if (kind == 6 && (x + y == 5 || x + y == 10)) t.variant->constraints.push_back(rule::XV{a, b, x + y});
          if (kind == 5 && hi == 2 * lo) t.variant->constraints.push_back(rule::Ratio{a, b, 2});
          if (kind == 4 && hi - lo == 1) t.variant->constraints.push_back(rule::Difference{a, b, 1});
        }
    } else if (kind == index_of<rule::XV>()) {  // X and V: pairs of the hidden grid summing to 10 or 5
      const int n = t.givens.shape.n();
      std::vector<rule::XV> marks;
      for (int a = 0; a < n * n; ++a)
        for (int b : {a + 1, a + n})
          if (b < n * n && (b != a + 1 || b % n != 0) &&
              (hidden->at(a) + hidden->at(b) == 5 || hidden->at(a) + hidden->at(b) == 10))
            marks.push_back(rule::XV{a, b, hidden->at(a) + hidden->at(b)});
      for (int k = 0; k < copies + 2 && !marks.empty(); ++k) {
        const std::size_t i = rng() % marks.size();
        t.variant->constraints.push_back(marks[i]);
        marks.erase(marks.begin() + static_cast<long>(i));
      }
    } else {
      for (int k = 0; k < copies; ++k)
        t.variant->constraints.push_back(test::random_constraint(kind, t, *hidden, true, rng));
    }
    if (check_solution(t, Solution{*hidden, {}})) continue;  // an instance did not fit
    GenerateOptions options;
    options.seed = seed + static_cast<std::uint64_t>(attempt);
    const auto g = generate(t, options, e);
    if (!g) continue;
    Generated named = *g;
    named.puzzle.variant->title = name;
    named.puzzle.variant->author = "sudosat make_puzzles";
    emit(name, named);
    return;
  }
  std::cerr << "could not make " << name << "\n";
}

// A template of `copies` instances drawn by `draw` (each fitting the hidden solution, or none),
// made unique; false when no puzzle came out.
template <class Draw>
bool make_drawn(const std::string& name, const Puzzle& base, int copies, Draw draw, std::mt19937& rng,
                Engine& e, std::uint64_t seed) {
  for (int attempt = 0; attempt < 20; ++attempt) {
    Puzzle t = base;
    const std::optional<Grid> hidden = some_solution(t, rng, e);
    if (!hidden) return false;
    for (int k = 0, tries = 0; k < copies && tries < 50 * copies; ++tries)
      if (std::optional<Constraint> c = draw(t, *hidden)) {
        t.variant->constraints.push_back(std::move(*c));
        ++k;
      }
    if (check_solution(t, Solution{*hidden, {}})) continue;  // an instance did not fit
    GenerateOptions options;
    options.seed = seed + static_cast<std::uint64_t>(attempt);
    const auto g = generate(t, options, e);
    if (!g) continue;
    Generated named = *g;
    named.puzzle.variant->title = name;
    named.puzzle.variant->author = "sudosat make_puzzles";
    emit(name, named);
    return true;
  }
  std::cerr << "could not make " << name << "\n";
  return false;
}

// Issue 45's kinds, each on 9x9 with 4 counts of instances.
void new_kinds(std::uint64_t seed, std::mt19937& rng, Engine& e) {
  using namespace rule;
  const Puzzle blank9 = test::blank_variant(9, default_regions(9));
  // A fitting instance of kind K that `keep` accepts (up to 200 draws), or none.
  auto fitting = [&rng](int kind, auto keep) {
    return [&rng, kind, keep](const Puzzle& p, const Grid& hidden) -> std::optional<Constraint> {
      for (int k = 0; k < 200; ++k) {
        Constraint c = test::random_constraint(kind, p, hidden, true, rng);
        if (keep(c, hidden)) return c;
      }
      return std::nullopt;
    };
  };
  auto any = [](const Constraint&, const Grid&) { return true; };
  // Whispers of difference d: a line whose neighbours differ by at least d in the hidden grid.
  auto whispers = [&](int d) {
    return fitting(index_of<Whispers>(), [d](Constraint& c, const Grid& s) {
      auto& w = std::get<Whispers>(c);
      w.difference = d;
      for (std::size_t i = 1; i < w.cells.size(); ++i)
        if (std::abs(s.at(w.cells[i]) - s.at(w.cells[i - 1])) < d) return false;
      return w.cells.size() >= 2;
    });
  };
  struct Kind {
    std::string name;
    std::function<std::optional<Constraint>(const Puzzle&, const Grid&)> draw;
    std::vector<int> copies;
  };
  const std::vector<Kind> kinds = {
      {"greaterthan", fitting(index_of<GreaterThan>(), any), {8, 16, 28, 40}},
      {"countingcircles", fitting(index_of<CountingCircles>(), any), {1, 2, 4, 6}},
      {"sequenceline", fitting(index_of<SequenceLine>(), [](const Constraint& c, const Grid&) {
         return std::get<SequenceLine>(c).cells.size() >= 3;  // 2 cells: any two digits
       }), {3, 6, 10, 14}},
      {"segmentsumline", fitting(index_of<SegmentSumLine>(), [](const Constraint& c, const Grid&) {
         const auto& l = std::get<SegmentSumLine>(c);
         return l.sum <= 30 && l.cells.size() >= 2;  // ISS's SumLine: 30 at most
       }), {4, 8, 12, 18}},
      {"segmentsumline10", fitting(index_of<SegmentSumLine>(), [](const Constraint& c, const Grid&) {
         return std::get<SegmentSumLine>(c).sum == 10 && std::get<SegmentSumLine>(c).cells.size() >= 2;
       }), {4, 8, 12, 18}},
      {"sumdot", fitting(index_of<XV>(), [](const Constraint& c, const Grid&) {
         return std::get<XV>(c).sum != 5 && std::get<XV>(c).sum != 10;
       }), {6, 12, 20, 30}},
      {"sumcage", fitting(index_of<SumCage>(), [](const Constraint& c, const Grid&) {
         return std::get<SumCage>(c).cells.size() >= 2;
       }), {4, 8, 14, 20}},
      {"lockoutline", fitting(index_of<LockoutLine>(), [](const Constraint& c, const Grid&) {
         return std::get<LockoutLine>(c).cells.size() >= 3;
       }), {4, 8, 12, 18}},
      {"whispers4", whispers(4), {3, 6, 10, 14}},
      {"whispers3", whispers(3), {3, 6, 10, 14}},
  };
  std::uint64_t k = 0;
  for (const Kind& kind : kinds)
    for (int copies : kind.copies)
      make_drawn("9x9-" + kind.name + "-" + std::to_string(copies), blank9, copies, kind.draw, rng, e,
                 seed * 1000 + 100 + ++k);
}

// "killercage" for rule::Killer, "cage-digital-root" for rule::DigitalRoot, ...
std::string label(int kind) {
  const Puzzle p = test::blank_variant(4, default_regions(4));
  std::mt19937 rng(1);
  std::string name = kind_name(test::random_constraint(kind, p, Grid(p.givens.shape), false, rng));
  std::string out;
  for (char ch : name)
    if (ch == ' ' || ch == '(') out += '-';
    else if (ch != ')') out += ch;
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t seed = argc > 1 ? std::stoull(argv[1]) : 1;
  std::mt19937 rng(static_cast<unsigned>(seed));
  Engine e;
  if (argc > 2 && std::string(argv[2]) == "--new-kinds") {
    new_kinds(seed, rng, e);
    return 0;
  }
  const Puzzle blank9 = test::blank_variant(9, default_regions(9));
  for (int kind = 0; kind < test::constraint_kinds(); ++kind)
    make("9x9-" + label(kind), blank9, kind, 4, rng, e, seed * 1000 + static_cast<std::uint64_t>(kind));
  // Smaller and irregular grids.
  const Puzzle blank4 = test::blank_variant(4, default_regions(4));
  const Puzzle blank6 = test::blank_variant(6, default_regions(6));
  const auto u = [](int k) { return static_cast<std::uint64_t>(k); };
  using namespace rule;
  for (int kind : {index_of<XV>(), index_of<Killer>(), index_of<LittleKiller>(), index_of<Thermometer>()})
    make("4x4-" + label(kind), blank4, kind, 2, rng, e, seed + 40 + u(kind));
  for (int kind : {index_of<Minimum>(), index_of<Ratio>(), index_of<Killer>(), index_of<Sandwich>(),
                   index_of<Arrow>(), index_of<Whispers>()})
    make("6x6-" + label(kind), blank6, kind, 3, rng, e, seed + 60 + u(kind));
  const Puzzle irregular7 = test::blank_variant(7, irregular(7, default_regions(7), 60, rng, e));
  for (int kind : {index_of<Difference>(), index_of<Ratio>(), index_of<Killer>()})
    make("7x7-irregular-" + label(kind), irregular7, kind, 6, rng, e, seed + 70 + u(kind));
  // 16x16 irregular killer: cages covering the grid.
  const Puzzle irregular16 = test::blank_variant(16, irregular(16, default_regions(16), 40, rng, e));
  if (const auto hidden = some_solution(irregular16, rng, e)) {
    Puzzle t = irregular16;
    t.variant->constraints = killer_cover(*hidden, rng);
    GenerateOptions options;
    options.seed = seed + 16;
    if (const auto g = generate(t, options, e)) {
      Generated named = *g;
      named.puzzle.variant->title = "16x16-irregular-killer";
      emit("16x16-irregular-killer", named);
    }
  }
  return 0;
}
