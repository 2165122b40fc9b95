// sudosat candidates: the true candidates of every cell (the digits some solution puts there),
// with --limit N the number of solutions each stands in, capped at N.
//
// Text, one record per puzzle (a blank line between records):
//   solutions: K      exactly K solutions, or K+: at least K (CandidatesResult::solutions;
//                     the candidates are exact either way)
//   then the grid: each cell's candidates as symbols ("1..9", then A-Z), "d:k" pairs joined
//   by "," with --limit (k+ when the cap was reached), columns aligned, '|' between boxes
//   and a line of '-' between bands (classic and Sudominoku; variants have no box lines).
//   With a digit set (--digits, the key "digits"; docs/variants.md) the candidates are the
//   values, as symbols ('0'..'9', then A-Z), and in JSON numbers, with "digits" beside them.
//   A puzzle without a solution is the line "no solution" (exit 1), "unknown" at the time
//   limit (exit 4), "error" for bad input (exit 3), as solve writes them.
// JSON (JSON Lines): {"file", "puzzle", "line", "status": "solved", "solutions": K,
//   "solutions_exact": bool, "candidates": rows of cells of digit lists, and with --limit
//   "limit": N and "counts": the same rows of cells, each a list of counts beside its digits}.
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"

namespace sudosat {

namespace {

struct CandidatesArgs {
  CommonArgs common;
  int limit = 0;
};

// Digits as their values under `values` (the puzzle's digit set; empty: 1..n).
std::string cell_text(const CandidatesResult& c, int cell, const std::vector<int>& values) {
  const std::vector<int>& digits = c.digits[static_cast<std::size_t>(cell)];
  std::string s;
  for (std::size_t k = 0; k < digits.size(); ++k) {
    if (c.limit > 0) {
      if (!s.empty()) s += ',';
      const int count = c.counts[static_cast<std::size_t>(cell)][k];
      s += digit_symbol(digit_value(values, digits[k])) + (":" + std::to_string(count)) + (count >= c.limit ? "+" : "");
    } else {
      s += digit_symbol(digit_value(values, digits[k]));
    }
  }
  return s;
}

// How many solutions, as far as the candidates tell (CandidatesResult::solutions: the same on
// every run, unlike the number of models the engine happened to see).
std::string solutions_text(const CandidatesResult& c) {
  return std::to_string(c.solutions) + (c.solutions_exact ? "" : "+");
}

std::string render_text(const Puzzle& puzzle, const CandidatesResult& c, const std::vector<int>& values) {
  const Shape& shape = puzzle.givens.shape;
  const int n = shape.n();
  const bool boxes = !puzzle.is_variant() && shape.box_rows > 1;
  std::vector<std::string> cells;
  std::vector<std::size_t> width(static_cast<std::size_t>(n), 1);
  for (int cell = 0; cell < n * n; ++cell) {
    cells.push_back(cell_text(c, cell, values));
    width[static_cast<std::size_t>(cell % n)] =
        std::max(width[static_cast<std::size_t>(cell % n)], cells.back().size());
  }
  std::string out = "solutions: " + solutions_text(c) + "\n";
  std::size_t line_width = 0;
  for (int col = 0; col < n; ++col)
    line_width += width[static_cast<std::size_t>(col)] + (col ? 1 : 0) +
                  (boxes && col > 0 && col % shape.box_cols == 0 ? 2 : 0);
  for (int r = 0; r < n; ++r) {
    if (boxes && r > 0 && r % shape.box_rows == 0) out += std::string(line_width, '-') + "\n";
    std::string row;
    for (int col = 0; col < n; ++col) {
      if (col > 0) row += boxes && col % shape.box_cols == 0 ? " | " : " ";
      const std::string& t = cells[static_cast<std::size_t>(r * n + col)];
      row += t + std::string(width[static_cast<std::size_t>(col)] - t.size(), ' ');
    }
    while (!row.empty() && row.back() == ' ') row.pop_back();
    out += row + "\n";
  }
  return out;
}

std::string render_json(const Item& item, const CandidatesResult& c) {
  const int n = item.record.puzzle->givens.shape.n();
  nlohmann::json j;
  j["file"] = item.file;
  j["puzzle"] = item.index;
  j["line"] = item.record.line;
  j["status"] = "solved";
  j["solutions"] = c.solutions;
  j["solutions_exact"] = c.solutions_exact;
  nlohmann::json rows = nlohmann::json::array(), count_rows = nlohmann::json::array();
  for (int r = 0; r < n; ++r) {
    nlohmann::json row = nlohmann::json::array(), count_row = nlohmann::json::array();
    for (int col = 0; col < n; ++col) {
      const int cell = r * n + col;
      std::vector<int> shown = c.digits[static_cast<std::size_t>(cell)];
      for (int& d : shown) d = digit_value(item.digits(), d);
      row.push_back(shown);
      if (c.limit > 0) count_row.push_back(c.counts[static_cast<std::size_t>(cell)]);
    }
    rows.push_back(std::move(row));
    if (c.limit > 0) count_rows.push_back(std::move(count_row));
  }
  j["candidates"] = std::move(rows);
  if (!item.digits().empty()) j["digits"] = digit_set_text(item.digits());
  if (c.limit > 0) {
    j["limit"] = c.limit;
    j["counts"] = std::move(count_rows);
  }
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

Output candidates_one(const Item& item, Solver& solver, int limit, bool json) {
  const OutFormat f = json ? OutFormat::Json : OutFormat::Line;
  const std::string gap = !json && item.index > 1 ? "\n" : "";
  if (item.record.error)
    return {gap + render_status(item, f, "error", item.record.error->message()),
            std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  const Puzzle& puzzle = *item.record.puzzle;
  const CandidatesResult c = solver.candidates(puzzle, limit);
  if (c.outcome == Outcome::Unknown)
    return {gap + render_status(item, f, "unknown", "time limit reached"),
            item.where() + "unknown: time limit reached\n", exit_code::kUnknown};
  if (c.outcome == Outcome::NoSolution)
    return {gap + render_status(item, f, "no solution", c.reason),
            item.where() + "no solution" + (c.reason.empty() ? "" : ": " + c.reason) + "\n",
            exit_code::kNoSolution};
  return {json ? render_json(item, c) : gap + render_text(puzzle, c, item.digits()), "", exit_code::kOk};
}

}  // namespace

Command add_candidates(CLI::App& app) {
  auto args = std::make_shared<CandidatesArgs>();
  CLI::App* sub = app.add_subcommand(
      "candidates", "The true candidates of every cell: the digits some solution puts there");
  add_common_options(*sub, args->common, false);
  add_output_format_option(*sub, args->common.output_format, {"text", "json"}, "text (default) or json");
  sub->add_option("--limit", args->limit,
                  "Also count the solutions each candidate stands in, up to N (N+: at least N)")
      ->check(CLI::Range(1, 1000000));
  return [args](std::ostream& out, std::ostream& err) {
    const bool json = args->common.output_format == "json";
    args->common.output_format.clear();
    args->common.finish();
    const int limit = args->limit;
    Job job = [limit, json](const Item& item, Solver& solver) {
      return candidates_one(item, solver, limit, json);
    };
    return run_batch(args->common.batch, job, out, err);
  };
}

}  // namespace sudosat
