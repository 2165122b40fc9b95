// The public setter's assistant (sudosat/assist.hpp) over the engine's Assistant
// (engine/assist.hpp): the questions for the verdict, each timed, and the clues named.
#include "sudosat/assist.hpp"

#include <algorithm>
#include <chrono>
#include <functional>
#include <set>
#include <stdexcept>
#include <type_traits>
#include <variant>

#include "engine/assist.hpp"
#include "engine/explain.hpp"
#include "model/check.hpp"

namespace sudosat {

namespace {

std::string rc(int row, int col) { return "r" + std::to_string(row + 1) + "c" + std::to_string(col + 1); }

// Where a constraint is drawn (its first cell, or its clue outside the grid), and the number
// it carries ("sum 15"); both empty for a rule of the whole grid.
std::pair<std::string, std::string> where_and_what(const Constraint& constraint, int n) {
  return std::visit(
      [n](const auto& r) -> std::pair<std::string, std::string> {
        using T = std::decay_t<decltype(r)>;
        auto cell = [n](int c) { return rc(c / n, c % n); };
        if constexpr (std::is_same_v<T, rule::Killer>)
          return {cell(r.cells.front()), r.sum ? "sum " + std::to_string(*r.sum) : ""};
        else if constexpr (std::is_same_v<T, rule::KillerBound>)
          return {cell(r.cells.front()), std::string("sum ") + (r.above ? ">" : "<") + std::to_string(r.bound)};
        else if constexpr (std::is_same_v<T, rule::ProductCage>)
          return {cell(r.cells.front()), "product " + std::to_string(r.product)};
        else if constexpr (std::is_same_v<T, rule::ProductLine>)
          return {r.cells.empty() ? "" : cell(r.cells.front()), "product " + std::to_string(r.product)};
        else if constexpr (std::is_same_v<T, rule::RellikCage>)
          return {r.cells.empty() ? "" : cell(r.cells.front()), "avoids " + std::to_string(r.sum)};
        else if constexpr (std::is_same_v<T, rule::DigitalRoot>)
          return {cell(r.cells.front()), "root " + std::to_string(r.root)};
        else if constexpr (std::is_same_v<T, rule::LittleKiller> || std::is_same_v<T, rule::Sandwich> ||
                           std::is_same_v<T, rule::XSum> || std::is_same_v<T, rule::Battlefield>)
          return {rc(r.clue.row, r.clue.col), "sum " + std::to_string(r.sum)};
        else if constexpr (std::is_same_v<T, rule::Skyscraper>)
          return {rc(r.clue.row, r.clue.col), "count " + std::to_string(r.count)};
        else if constexpr (std::is_same_v<T, rule::NumberedRoom>)
          return {rc(r.clue.row, r.clue.col), "room " + std::to_string(r.value)};
        else if constexpr (std::is_same_v<T, rule::Difference> || std::is_same_v<T, rule::Ratio>)
          return {cell(r.a), "value " + std::to_string(r.value)};
        else if constexpr (std::is_same_v<T, rule::XV> || std::is_same_v<T, rule::XVXV>)
          return {cell(r.a), "sum " + std::to_string(r.sum)};
        else if constexpr (std::is_same_v<T, rule::Arrow>)
          return {cell(r.bulb.front()), ""};
        else if constexpr (std::is_same_v<T, rule::NumberSum>)
          return {r.first.empty() ? "" : cell(r.first.front()), "sum " + std::to_string(r.total)};
        else if constexpr (std::is_same_v<T, rule::Odd> || std::is_same_v<T, rule::Even> ||
                           std::is_same_v<T, rule::Minimum> || std::is_same_v<T, rule::Maximum> ||
                           std::is_same_v<T, rule::RowIndexer> || std::is_same_v<T, rule::ColumnIndexer> ||
                           std::is_same_v<T, rule::BoxIndexer>)
          return {cell(r.cell), ""};
        else if constexpr (std::is_same_v<T, rule::Clone> || std::is_same_v<T, rule::Quadruple> ||
                           std::is_same_v<T, rule::ExtraRegion> || std::is_same_v<T, rule::Thermometer> ||
                           std::is_same_v<T, rule::SlowThermometer> || std::is_same_v<T, rule::Palindrome> ||
                           std::is_same_v<T, rule::Renban> || std::is_same_v<T, rule::Whispers> ||
                           std::is_same_v<T, rule::RegionSumLine> || std::is_same_v<T, rule::BetweenLine> ||
                           std::is_same_v<T, rule::EntropicLine> || std::is_same_v<T, rule::ModularLine> ||
                           std::is_same_v<T, rule::Nabner> || std::is_same_v<T, rule::DoubleArrow> ||
                           std::is_same_v<T, rule::ZipperLine> || std::is_same_v<T, rule::ParityLine> ||
                           std::is_same_v<T, rule::LockoutLine> || std::is_same_v<T, rule::SameParityLine> ||
                           std::is_same_v<T, rule::MagicSquare>)
          return {r.cells.empty() ? "" : cell(r.cells.front()), ""};
        else
          return {"", ""};  // a rule of the whole grid
      },
      constraint);
}

AssistClue label(const Puzzle& puzzle, const Assistant& a, const Clue& clue) {
  const int n = puzzle.givens.shape.n();
  AssistClue out;
  if (clue.kind == Clue::Given) {
    out.kind = "given";
    out.index = clue.cell + 1;
    out.digit = clue.digit;
    out.cells = {clue.cell};
    // the name shows the digit's value under the puzzle's digit set (docs/variants.md)
    const int value = puzzle.variant ? digit_value(puzzle.variant->digits, clue.digit) : clue.digit;
    out.name = "given " + rc(clue.cell / n, clue.cell % n) + "=" + std::to_string(value);
    return out;
  }
  const RulePart& part = a.parts()[static_cast<std::size_t>(clue.part)];
  const PartLabel l = part_label(puzzle, part);
  out.kind = l.kind;
  out.index = l.index;
  out.cells = part.cells;
  out.name = l.kind + " " + std::to_string(l.index);
  if (part.kind == RulePart::Constraint) {
    out.constraint = part.index;
    const auto [where, what] = where_and_what(puzzle.variant->constraints[static_cast<std::size_t>(part.index)], n);
    if (!where.empty()) out.name += " at " + where;
    if (!what.empty()) out.name += " (" + what + ")";
  }
  return out;
}

std::vector<AssistCandidate> candidates_of(const std::vector<std::pair<int, int>>& list, int n) {
  std::vector<AssistCandidate> out;
  for (const auto& [cell, digit] : list) out.push_back({cell / n + 1, cell % n + 1, digit});
  return out;
}

// The solution fewest_givens starts from, and what it is.
std::pair<Grid, std::string> starting_solution(const Puzzle& puzzle, const AssistOptions& options,
                                               const std::vector<Grid>& two) {
  if (!options.from.cells.empty()) {
    Solution s{options.from, {}};
    if (options.from.shape != puzzle.givens.shape || check_solution(puzzle, s))
      throw std::invalid_argument("the grid to take givens from is not a solution of the puzzle");
    return {options.from, "given"};
  }
  if (puzzle.variant && !puzzle.variant->setter_solution.empty()) {
    Grid g(puzzle.givens.shape);
    for (std::size_t c = 0; c < g.cells.size(); ++c) g.set(static_cast<int>(c), puzzle.variant->setter_solution[c]);
    if (!check_solution(puzzle, {g, {}})) return {g, "setter"};
  }
  SolverOptions so;
  so.time_limit = options.time_limit;
  SolveResult r = Solver(so).solve(puzzle, Pick::Smallest);
  if (r.outcome == Outcome::Unknown) throw AssistTimeUp();
  if (!r) return {two.front(), "any"};  // cannot happen: the puzzle has solutions
  return {r.solution.grid, "smallest"};
}

}  // namespace

AssistReport assist(const Puzzle& puzzle, const AssistOptions& options) {
  if (puzzle.is_domino()) throw std::invalid_argument("assist does not take Sudominoku puzzles");
  using Clock = std::chrono::steady_clock;
  AssistReport out;
  Assistant a(puzzle);
  if (options.time_limit > 0)
    a.set_deadline(Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.time_limit)));
  for (const Clue& c : a.clues()) out.clues.push_back(label(puzzle, a, c));
  const int n = puzzle.givens.shape.n();
  auto timed = [&](const std::string& name, const std::function<void()>& question) {
    const auto start = Clock::now();
    question();
    out.seconds.emplace_back(name, std::chrono::duration<double>(Clock::now() - start).count());
    if (name != "verdict") out.answered.push_back(name);
  };
  const bool natural = !(options.why || options.unique_making || options.fewest_givens || options.redundant ||
                         options.minimal || options.same_digit);
  try {
    std::vector<Grid> two;
    timed("verdict", [&] { two = a.solutions_upto2(); });
    out.verdict = two.empty() ? Verdict::None : two.size() == 1 ? Verdict::Unique : Verdict::Multiple;
    if (out.verdict == Verdict::None && (natural || options.why))
      timed("why", [&] { out.core = *a.why_none(); });
    if (out.verdict == Verdict::Multiple) {
      auto fill = [&](const Assistant::Candidates& c) {
        out.candidates.assign(c.digits.size(), {});
        for (std::size_t cell = 0; cell < c.digits.size(); ++cell)
          for (int d = 1; d <= n; ++d)
            if ((c.digits[cell] >> d) & 1) out.candidates[cell].push_back(d);
        out.unique_making = candidates_of(c.unique_making, n);
      };
      if (natural || options.unique_making) timed("unique-making", [&] { fill(a.candidates(true)); });
      if (natural || options.fewest_givens)
        timed("fewest-givens", [&] {
          const auto [from, what] = starting_solution(puzzle, options, two);
          out.from = from;
          out.from_what = what;
          for (int c : a.fewest_givens(from)) out.fewest_givens.push_back({c / n + 1, c % n + 1, from.at(c)});
        });
      if (natural || options.same_digit)
        timed("same-digit", [&] {
          if (out.candidates.empty()) fill(a.candidates(false));
          out.same_digit = a.same_digit();
        });
    }
    if (out.verdict == Verdict::Unique) {
      out.solution.grid = two.front();
      std::set<int> needed;
      bool know_needed = false;
      if (natural || options.redundant)
        timed("redundant", [&] {
          out.redundant = a.redundant(two.front());
          know_needed = true;
          for (std::size_t k = 0; k < out.clues.size(); ++k)
            if (a.removable(static_cast<int>(k))) needed.insert(static_cast<int>(k));
          for (int k : out.redundant) needed.erase(k);
        });
      if (natural || options.minimal)
        timed("minimal", [&] {
          out.minimal = a.minimal_unique(two.front(), know_needed ? needed : std::set<int>{});
          for (std::size_t k = 0; k < out.clues.size(); ++k)
            if ((out.clues[k].kind == "given" || out.clues[k].constraint >= 0) &&
                std::find(out.minimal.begin(), out.minimal.end(), static_cast<int>(k)) == out.minimal.end())
              out.minimal_removed.push_back(static_cast<int>(k));
        });
    }
  } catch (const AssistTimeUp&) {
    out.timed_out = true;
  }
  out.sat_calls = a.sat_calls();
  return out;
}

Puzzle keep_clues(const Puzzle& puzzle, const std::vector<AssistClue>& clues, const std::vector<int>& keep) {
  Puzzle out = puzzle;
  const std::set<int> kept(keep.begin(), keep.end());
  std::set<int> constraints;
  for (std::size_t k = 0; k < clues.size(); ++k) {
    const AssistClue& c = clues[k];
    const bool on = kept.count(static_cast<int>(k)) > 0;
    if (c.kind == "given" && !on) out.givens.set(c.index - 1, 0);
    if (c.constraint >= 0 && on) constraints.insert(c.constraint);
  }
  if (out.variant) {
    std::vector<Constraint> list;
    for (std::size_t i = 0; i < puzzle.variant->constraints.size(); ++i)
      if (constraints.count(static_cast<int>(i))) list.push_back(puzzle.variant->constraints[i]);
    out.variant->constraints = list;
  }
  return out;
}

}  // namespace sudosat
