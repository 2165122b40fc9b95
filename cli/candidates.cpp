// sudosat candidates: the true candidates of every cell (the digits some solution puts there),
// with --limit N the number of solutions each stands in, capped at N.
//
// Text, one record per puzzle (a blank line between records):
//   solutions: K      exactly K solutions, or K+: at least K (see total() below; the
//                     candidates are exact either way)
//   then the grid: each cell's candidates as symbols ("1..9", then A-Z), "d:k" pairs joined
//   by "," with --limit (k+ when the cap was reached), columns aligned, '|' between boxes
//   and a line of '-' between bands (classic and Sudominoku; variants have no box lines).
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

std::string where(const Item& item) {
  return item.file + ":" + std::to_string(item.record.line) + ": ";
}

std::vector<int> digits_of(std::uint64_t set, int n) {
  std::vector<int> out;
  for (int d = 1; d <= n; ++d)
    if (set >> (d - 1) & 1) out.push_back(d);
  return out;
}

std::string cell_text(const Candidates& c, int cell, int n) {
  std::string s;
  for (int d : digits_of(c.digits[static_cast<std::size_t>(cell)], n)) {
    if (c.limit > 0) {
      if (!s.empty()) s += ',';
      const int k = c.counts[static_cast<std::size_t>(cell * n + d - 1)];
      s += digit_symbol(d) + (":" + std::to_string(k)) + (k >= c.limit ? "+" : "");
    } else {
      s += digit_symbol(d);
    }
  }
  return s;
}

// How many solutions, as far as the candidates tell (the same on every run, unlike the number
// of models the engine happened to see): without counts, 1 when every cell has one candidate,
// else at least 2; with counts, a cell whose counts are all below the limit sums to the exact
// number, else the largest sum of capped counts is a lower bound.
struct Total {
  int solutions = 0;
  bool exact = false;
};

Total total(const Candidates& c, int n) {
  Total t;
  for (int cell = 0; cell < n * n; ++cell) {
    const std::vector<int> digits = digits_of(c.digits[static_cast<std::size_t>(cell)], n);
    if (c.limit == 0) {
      if (digits.size() > 1) return {2, false};
      t = {1, true};
      continue;
    }
    int sum = 0;
    bool capped = false;
    for (int d : digits) {
      const int k = c.counts[static_cast<std::size_t>(cell * n + d - 1)];
      sum += k;
      capped = capped || k >= c.limit;
    }
    if (!capped) return {sum, true};
    t.solutions = std::max(t.solutions, sum);
  }
  return t;
}

std::string solutions_text(const Candidates& c, int n) {
  const Total t = total(c, n);
  return std::to_string(t.solutions) + (t.exact ? "" : "+");
}

std::string render_text(const Puzzle& puzzle, const Candidates& c) {
  const Shape& shape = puzzle.givens.shape;
  const int n = shape.n();
  const bool boxes = !puzzle.is_variant() && shape.box_rows > 1;
  std::vector<std::string> cells;
  std::vector<std::size_t> width(static_cast<std::size_t>(n), 1);
  for (int cell = 0; cell < n * n; ++cell) {
    cells.push_back(cell_text(c, cell, n));
    width[static_cast<std::size_t>(cell % n)] =
        std::max(width[static_cast<std::size_t>(cell % n)], cells.back().size());
  }
  std::string out = "solutions: " + solutions_text(c, n) + "\n";
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

std::string render_json(const Item& item, const Candidates& c) {
  const int n = item.record.puzzle->givens.shape.n();
  nlohmann::json j;
  j["file"] = item.file;
  j["puzzle"] = item.index;
  j["line"] = item.record.line;
  j["status"] = "solved";
  const Total t = total(c, n);
  j["solutions"] = t.solutions;
  j["solutions_exact"] = t.exact;
  nlohmann::json rows = nlohmann::json::array(), count_rows = nlohmann::json::array();
  for (int r = 0; r < n; ++r) {
    nlohmann::json row = nlohmann::json::array(), count_row = nlohmann::json::array();
    for (int col = 0; col < n; ++col) {
      const int cell = r * n + col;
      const std::vector<int> digits = digits_of(c.digits[static_cast<std::size_t>(cell)], n);
      row.push_back(digits);
      if (c.limit > 0) {
        nlohmann::json counts = nlohmann::json::array();
        for (int d : digits) counts.push_back(c.counts[static_cast<std::size_t>(cell * n + d - 1)]);
        count_row.push_back(std::move(counts));
      }
    }
    rows.push_back(std::move(row));
    if (c.limit > 0) count_rows.push_back(std::move(count_row));
  }
  j["candidates"] = std::move(rows);
  if (c.limit > 0) {
    j["limit"] = c.limit;
    j["counts"] = std::move(count_rows);
  }
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

Output candidates_one(const Item& item, Engine& engine, int limit, bool json) {
  const OutFormat f = json ? OutFormat::Json : OutFormat::Line;
  const std::string gap = !json && item.index > 1 ? "\n" : "";
  if (item.record.error)
    return {gap + render_status(item, f, "error", item.record.error->message()),
            std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  const Puzzle& puzzle = *item.record.puzzle;
  const Candidates c = engine.candidates(puzzle, limit);
  if (c.status == Status::Unknown)
    return {gap + render_status(item, f, "unknown", "time limit reached"),
            where(item) + "unknown: time limit reached\n", exit_code::kUnknown};
  if (c.found == 0)
    return {gap + render_status(item, f, "no solution", c.reason),
            where(item) + "no solution" + (c.reason.empty() ? "" : ": " + c.reason) + "\n",
            exit_code::kNoSolution};
  return {json ? render_json(item, c) : gap + render_text(puzzle, c), "", exit_code::kOk};
}

}  // namespace

Command add_candidates(CLI::App& app) {
  auto args = std::make_shared<CandidatesArgs>();
  CLI::App* sub = app.add_subcommand(
      "candidates", "The true candidates of every cell: the digits some solution puts there");
  add_common_options(*sub, args->common, false);
  sub->add_option("--output-format", args->common.output_format, "text (default) or json")
      ->check(CLI::IsMember({"text", "json"}));
  sub->add_option("--limit", args->limit,
                  "Also count the solutions each candidate stands in, up to N (N+: at least N)")
      ->check(CLI::Range(1, 1000000));
  return [args](std::ostream& out, std::ostream& err) {
    const bool json = args->common.output_format == "json";
    args->common.output_format.clear();
    args->common.finish();
    const int limit = args->limit;
    Job job = [limit, json](const Item& item, Engine& engine) {
      return candidates_one(item, engine, limit, json);
    };
    return run_batch(args->common.batch, job, out, err);
  };
}

}  // namespace sudosat
