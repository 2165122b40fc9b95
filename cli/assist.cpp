// sudosat assist: the setter's assistant (sudosat/assist.hpp, docs/assist.md). For each puzzle
// its verdict, then the question the verdict leaves open (or those asked by option):
//   none      --why            a subset-minimal set of clues that already has no solution
//   multiple  --unique-making  every candidate whose placement leaves exactly one solution
//             --fewest-givens  a minimal set of givens from a solution (--from GRID, else the
//                              setter's, else the smallest) that makes it unique
//             --same-digit     cells equal in every solution (with the true candidates)
//   unique    --redundant      the givens and constraints that can each go alone
//             --minimal        a minimal subset of givens and constraints still unique
//                              (--certify DIR: DIR/puzzle-K-minimal.cnf and .drat, a DRAT
//                              proof that it is unique)
// Text (default): "verdict: unique" then a paragraph per question; clues named as
// "given r3c5=7", "row 4", "box 2", "killercage 2 at r1c1 (sum 15)".
// JSON (--output-format json, one object a puzzle): {"file","puzzle","line","verdict",
//   "answered":[...], then per question answered: "core":[clue...], "candidates": rows of cells
//   of digit lists, "unique_making":[[r,c,d],...], "fewest_givens":{"from":"smallest|setter|
//   given","solution":"<line>","givens":[[r,c,d],...]}, "same_digit":[[[r,c],...],...],
//   "redundant":[clue...], "minimal":{"kept":[clue...],"removed":[clue...]}}; a clue is
//   {"kind","index","name","cells":[[r,c],...]} (+ "digit" for a given); 1-based.
// With a digit set (--digits, the key "digits"; docs/variants.md) every digit shown is its
// value (text and JSON, where "digits" names the set), and --from is written in values.
// Exit status: 0 unique, 1 multiple or none (as check), 3 bad input (Sudominoku too: assist
// does not take it), 4 time limit, 5 a certificate that could not be made.
#include <algorithm>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "formats/format.hpp"
#include "sudosat/assist.hpp"
#include "sudosat/puzzle.hpp"

namespace sudosat {

namespace {

struct AssistArgs {
  BatchOptions batch;
  ReadArgs read;
  std::string output_format = "text", from, certify;
  double time_limit = 0;
  AssistOptions questions;
};

std::string rc(int row, int col) { return "r" + std::to_string(row) + "c" + std::to_string(col); }

// Digits are shown as their values under `digits` (the puzzle's digit set; empty: 1..n).
std::string candidates_text(const std::vector<AssistCandidate>& list, const std::vector<int>& digits) {
  std::string out;
  for (const AssistCandidate& c : list)
    out += (out.empty() ? "" : " ") + rc(c.row, c.col) + "=" + std::to_string(digit_value(digits, c.digit));
  return out;
}

std::string plural(std::size_t k, const std::string& one, const std::string& many) {
  return std::to_string(k) + " " + (k == 1 ? one : many);
}

nlohmann::ordered_json clue_json(const AssistClue& c, int n, const std::vector<int>& digits) {
  nlohmann::ordered_json cells = nlohmann::ordered_json::array();
  for (int cell : c.cells) cells.push_back({cell / n + 1, cell % n + 1});
  nlohmann::ordered_json out{{"kind", c.kind}, {"index", c.index}, {"name", c.name}, {"cells", cells}};
  if (c.kind == "given") out["digit"] = digit_value(digits, c.digit);
  return out;
}

nlohmann::ordered_json clues_json(const AssistReport& r, const std::vector<int>& which, int n,
                                  const std::vector<int>& digits) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (int k : which) out.push_back(clue_json(r.clues[static_cast<std::size_t>(k)], n, digits));
  return out;
}

nlohmann::ordered_json triples(const std::vector<AssistCandidate>& list, const std::vector<int>& digits) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const AssistCandidate& c : list) out.push_back({c.row, c.col, digit_value(digits, c.digit)});
  return out;
}

// The removable clues (givens and constraints) not in `kept`.
// A grid as one line of n*n symbols, without the newline.
std::string line_of(const Grid& g, const std::vector<int>& digits) {
  std::string s = write_grid(g, Format::Line, digits);
  while (!s.empty() && s.back() == '\n') s.pop_back();
  return s;
}

bool answered(const AssistReport& r, const std::string& q) {
  return std::find(r.answered.begin(), r.answered.end(), q) != r.answered.end();
}

// The candidates grid: each cell's candidates, a unique-making one followed by '*'.
std::string candidates_grid(const AssistReport& r, int n, const std::vector<int>& digits) {
  std::vector<std::string> cells;
  std::vector<std::size_t> width(static_cast<std::size_t>(n), 1);
  for (int cell = 0; cell < n * n; ++cell) {
    std::string s;
    for (int d : r.candidates[static_cast<std::size_t>(cell)]) {
      s += digit_symbol(digit_value(digits, d));
      for (const AssistCandidate& u : r.unique_making)
        if ((u.row - 1) * n + u.col - 1 == cell && u.digit == d) s += '*';
    }
    width[static_cast<std::size_t>(cell % n)] = std::max(width[static_cast<std::size_t>(cell % n)], s.size());
    cells.push_back(s);
  }
  std::string out;
  for (int row = 0; row < n; ++row) {
    std::string line = " ";
    for (int col = 0; col < n; ++col) {
      const std::string& s = cells[static_cast<std::size_t>(row * n + col)];
      line += " " + s + (col + 1 < n ? std::string(width[static_cast<std::size_t>(col)] - s.size(), ' ') : "");
    }
    out += line + "\n";
  }
  return out;
}

std::string report_text(const AssistReport& r, int n, const std::vector<int>& digits) {
  std::string out = std::string("verdict: ") + to_string(r.verdict) + "\n";
  auto list = [&](const std::vector<int>& which) {
    std::string s;
    for (int k : which) s += "  " + r.clues[static_cast<std::size_t>(k)].name + "\n";
    return s;
  };
  if (answered(r, "why"))
    out += "why: no solution with these " + plural(r.core.size(), "clue", "clues") +
           " alone (a minimal core: without any one of them there is one):\n" + list(r.core);
  if (answered(r, "unique-making"))
    out += "unique-making: " + plural(r.unique_making.size(), "candidate", "candidates") +
           ", each leaving exactly one solution when placed" +
           (r.unique_making.empty() ? "\n" : ": " + candidates_text(r.unique_making, digits) + "\n");
  if (answered(r, "fewest-givens"))
    out += "fewest-givens: " + plural(r.fewest_givens.size(), "given", "givens") + " from the " +
           (r.from_what == "given" ? std::string("solution given (--from)") : r.from_what + " solution") +
           " make it unique (minimal: each needed; not always the fewest): " + candidates_text(r.fewest_givens, digits) +
           "\n  from " + line_of(r.from, digits) + "\n";
  if (answered(r, "same-digit")) {
    out += "same-digit: " + plural(r.same_digit.size(), "group", "groups") + " of cells with the same digit in every solution" +
           (r.same_digit.empty() ? "\n" : ":\n");
    for (const auto& group : r.same_digit) {
      std::string cells;
      for (int c : group) cells += (cells.empty() ? "" : " = ") + rc(c / n + 1, c % n + 1);
      std::string shown;
      for (int d : r.candidates[static_cast<std::size_t>(group.front())]) shown += digit_symbol(digit_value(digits, d));
      out += "  " + cells + "  (candidates " + shown + ")\n";
    }
  }
  if (!r.candidates.empty()) {
    out += "candidates";
    out += answered(r, "unique-making") ? " (* unique-making):\n" : ":\n";
    out += candidates_grid(r, n, digits);
  }
  if (answered(r, "redundant"))
    out += "redundant: " + plural(r.redundant.size(), "clue", "clues") +
           ", each of which can go alone, the puzzle staying unique" + (r.redundant.empty() ? "\n" : ":\n") + list(r.redundant);
  if (answered(r, "minimal")) {
    const std::vector<int>& gone = r.minimal_removed;
    out += "minimal: " + std::to_string(r.minimal.size()) + " of " + std::to_string(r.minimal.size() + gone.size()) +
           " givens and constraints keep it unique, each needed (minimal, not always the fewest); " +
           (gone.empty() ? "none can go\n" : "without:\n" + list(gone));
  }
  if (r.timed_out) out += "time limit reached: the other questions are left unanswered\n";
  return out;
}

nlohmann::ordered_json report_json(const Item& item, const AssistReport& r, int n) {
  const std::vector<int>& digits = item.digits();
  nlohmann::ordered_json out{{"file", item.file}, {"puzzle", item.index}, {"line", item.record.line},
                             {"verdict", to_string(r.verdict)}, {"answered", r.answered}};
  if (answered(r, "why")) out["core"] = clues_json(r, r.core, n, digits);
  if (!r.candidates.empty()) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (int row = 0; row < n; ++row) {
      nlohmann::ordered_json line = nlohmann::ordered_json::array();
      for (int col = 0; col < n; ++col) {
        std::vector<int> shown = r.candidates[static_cast<std::size_t>(row * n + col)];
        for (int& d : shown) d = digit_value(digits, d);
        line.push_back(shown);
      }
      rows.push_back(line);
    }
    out["candidates"] = rows;
  }
  if (answered(r, "unique-making")) out["unique_making"] = triples(r.unique_making, digits);
  if (answered(r, "fewest-givens"))
    out["fewest_givens"] = {{"from", r.from_what}, {"solution", line_of(r.from, digits)}, {"givens", triples(r.fewest_givens, digits)}};
  if (answered(r, "same-digit")) {
    nlohmann::ordered_json groups = nlohmann::ordered_json::array();
    for (const auto& g : r.same_digit) {
      nlohmann::ordered_json cells = nlohmann::ordered_json::array();
      for (int c : g) cells.push_back({c / n + 1, c % n + 1});
      groups.push_back(cells);
    }
    out["same_digit"] = groups;
  }
  if (answered(r, "redundant")) out["redundant"] = clues_json(r, r.redundant, n, digits);
  if (answered(r, "minimal")) out["minimal"] = {{"kept", clues_json(r, r.minimal, n, digits)}, {"removed", clues_json(r, r.minimal_removed, n, digits)}};
  if (!digits.empty()) out["digits"] = digit_set_text(digits);
  if (r.timed_out) out["timed_out"] = true;
  return out;
}

Output assist_one(const Item& item, const AssistArgs& args) {
  if (item.record.error) return {"error\n", std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  const Puzzle& p = *item.record.puzzle;
  if (p.is_domino())
    return {"error\n", item.where() + "assist does not take Sudominoku puzzles\n", exit_code::kBadInput};
  AssistOptions o = args.questions;
  o.time_limit = args.time_limit;
  const int n = p.givens.shape.n();
  if (!args.from.empty()) {
    std::string digits;
    for (char ch : args.from)
      if (ch != ' ' && ch != '\n' && ch != '\r') digits += ch;
    if (static_cast<int>(digits.size()) != n * n)
      return {"error\n", item.where() + "--from: expected " + std::to_string(n * n) + " digits, got " +
                             std::to_string(digits.size()) + "\n", exit_code::kBadInput};
    o.from = Grid(p.givens.shape);
    const std::vector<int>& set = item.digits();  // with a digit set the symbols are values
    for (int c = 0; c < n * n; ++c) {
      const char ch = digits[static_cast<std::size_t>(c)];
      int d = symbol_value(ch, n);
      if (!set.empty()) {
        const int v = ch >= '0' && ch <= '9' ? ch - '0' : d > 9 ? d : -1;
        const auto at = std::find(set.begin(), set.end(), v);
        d = at == set.end() ? -1 : static_cast<int>(at - set.begin()) + 1;
      }
      if (d < 1 || d > n)
        return {"error\n", item.where() + "--from: '" + std::string(1, ch) + "' at position " + std::to_string(c + 1) +
                               " is not a digit " + (set.empty() ? "1.." + std::to_string(n) : "of " + digit_set_text(set)) +
                               "\n",
                exit_code::kBadInput};
      o.from.set(c, d);
    }
  }
  AssistReport r;
  try {
    r = assist(p, o);
  } catch (const std::invalid_argument& e) {
    return {"error\n", item.where() + e.what() + "\n", exit_code::kBadInput};
  }
  Output result;
  result.out = args.output_format == "json" ? report_json(item, r, n).dump() + "\n" : report_text(r, n, item.digits());
  result.code = r.timed_out ? exit_code::kUnknown : r.verdict == Verdict::Unique ? exit_code::kOk : exit_code::kNoSolution;
  if (r.timed_out) result.err = item.where() + "unknown: time limit reached\n";
  if (!args.certify.empty() && answered(r, "minimal")) {
    const std::string base = args.certify + "/puzzle-" + std::to_string(item.index) + "-minimal";
    const std::vector<std::string> comments{
        "made by " + version_text() + ": sudosat assist --certify",
        "puzzle " + std::to_string(item.index) + " of " + item.file + " (line " + std::to_string(item.record.line) +
            ") with only its minimal subset of givens and constraints ('sudosat assist --minimal'),",
        "then last the clause excluding its solution: unsatisfiable exactly when that solution is still",
        "the only one; " + base + ".drat is a DRAT proof"};
    const std::string why = write_certificate(base, keep_clues(p, r.clues, r.minimal), r.solution, comments);
    if (!why.empty()) {
      result.err += item.where() + why + "\n";
      result.code = exit_code::kInternal;
    }
  }
  return result;
}

}  // namespace

Command add_assist(CLI::App& app) {
  auto args = std::make_shared<AssistArgs>();
  CLI::App* sub = app.add_subcommand(
      "assist",
      "For setters: why a puzzle has no solution (a minimal core), which digits make it unique, which "
      "clues are redundant, cells equal in every solution");
  sub->add_option("files", args->batch.files, "Puzzle files; none or \"-\" reads standard input");
  add_read_options(*sub, args->read);
  add_output_format_option(*sub, args->output_format, {"text", "json"}, "text (default) or json");
  AssistOptions& q = args->questions;
  sub->add_flag("--why", q.why, "No solution: a minimal set of clues (givens, houses, constraints) without one");
  sub->add_flag("--unique-making", q.unique_making,
                "Several solutions: every candidate whose placement leaves exactly one");
  sub->add_flag("--fewest-givens", q.fewest_givens,
                "Several solutions: a minimal set of givens from a solution that makes it unique");
  sub->add_option("--from", args->from,
                  "The solution --fewest-givens takes givens from, as n*n digits (default: the setter's, "
                  "else the smallest)");
  sub->add_flag("--same-digit", q.same_digit, "Several solutions: cells holding the same digit in every solution");
  sub->add_flag("--redundant", q.redundant, "Unique: the givens and constraints that can each go alone");
  sub->add_flag("--minimal", q.minimal, "Unique: a minimal subset of givens and constraints still unique");
  sub->add_option("--certify", args->certify,
                  "Unique: write DIR/puzzle-K-minimal.cnf and a DRAT proof DIR/puzzle-K-minimal.drat that "
                  "the minimal subset is unique");
  sub->add_option("--time-limit", args->time_limit, "Seconds per puzzle; then the rest is unknown")
      ->check(CLI::PositiveNumber);
  add_jobs_option(*sub, args->batch.threads);
  add_quiet_option(*sub, args->batch.quiet);
  return [args](std::ostream& out, std::ostream& err) {
    args->batch.read = args->read.options();
    if (!args->certify.empty()) {
      std::error_code ec;
      std::filesystem::create_directories(args->certify, ec);
      if (!std::filesystem::is_directory(args->certify)) {
        err << args->certify << ": cannot create the directory" << (ec ? ": " + ec.message() : "") << "\n";
        return exit_code::kBadInput;
      }
    }
    const AssistArgs a = *args;
    return run_batch(args->batch, [a](const Item& item, Solver&) { return assist_one(item, a); }, out, err);
  };
}

}  // namespace sudosat
