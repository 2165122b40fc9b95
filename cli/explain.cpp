// sudosat explain: a step-by-step logical path for each puzzle (sudosat/explain.hpp,
// docs/explain.md).
//
// Text (default), a line per step, then a last line:
//   1. r4c5 = 7  (hidden single: box 5)
//   2. r1c2, r1c3 <> 4  (pointing: box 1 + row 1)
// and under a proof by contradiction its lines (sudosat::proof_text), indented.
//   solved in 52 steps, rating 3.0 (hardest step), total 71.4
// "stuck after K steps" ends a path that needs a guess, followed by the candidates there;
// "no solution" one whose candidates contradict the rules.
// JSON (--output-format json): one object a step, {"step":K,"place":[[r,c,d],...],
//   "eliminate":[[r,c,d],...],"reason":[{"kind":...,"index":I,"cells":[[r,c],...]},...],
//   "technique":"...","cost":X[,"proof":[{"reason":[...],"eliminate":[...],"place":[...],
//   "contradiction":B},...]]}, then {"status":"solved|stuck|no solution|limit","steps":N,
//   "rating":R,"total":T}; rows, columns and digits 1-based. With a digit set (--digits, the
//   key "digits"; docs/variants.md) every digit is written as its value, in text and JSON.
// --next gives only the first step (a hint), from the givens or, with --progress GRID, from the
// digits placed so far. Exit status: 0 solved (or a hint given), 1 stuck or no solution,
// 3 bad input.
#include <cstdio>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "sudosat/explain.hpp"

namespace sudosat {

namespace {

struct ExplainArgs {
  BatchOptions batch;
  ReadArgs read;
  std::string output_format = "text";
  bool next = false, merge_singles = false, verify = false;
};

std::string number(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", x);
  return buf;
}

std::string step_text(std::size_t k, const ExplainStep& s, const std::vector<int>& digits) {
  return std::to_string(k) + ". " + to_text(s, digits) + "\n" + proof_text(s, digits);
}

nlohmann::ordered_json reason_json(const std::vector<ExplainReason>& list, int n) {
  nlohmann::ordered_json reason = nlohmann::ordered_json::array();
  for (const ExplainReason& r : list) {
    nlohmann::ordered_json cells = nlohmann::ordered_json::array();
    for (int c : r.cells) cells.push_back({c / n + 1, c % n + 1});
    reason.push_back(nlohmann::ordered_json{{"kind", r.kind}, {"index", r.index}, {"cells", cells}});
  }
  return reason;
}

// Digits as their values under `digits` (the puzzle's digit set; empty: 1..n).
nlohmann::ordered_json step_json(std::size_t k, const ExplainStep& s, int n, const std::vector<int>& digits) {
  auto triples = [&digits](const std::vector<ExplainStep::Candidate>& list) {
    nlohmann::ordered_json a = nlohmann::ordered_json::array();
    for (const auto& c : list) a.push_back({c.row, c.col, digit_value(digits, c.digit)});
    return a;
  };
  nlohmann::ordered_json out{{"step", k}, {"place", triples(s.place)}, {"eliminate", triples(s.eliminate)},
          {"reason", reason_json(s.reason, n)}, {"technique", s.technique}, {"cost", std::stod(number(s.cost))}};
  if (!s.proof.empty()) {
    nlohmann::ordered_json proof = nlohmann::ordered_json::array();
    for (const auto& line : s.proof)
      proof.push_back({{"reason", reason_json(line.reason, n)}, {"eliminate", triples(line.eliminate)},
                       {"place", triples(line.place)}, {"contradiction", line.contradiction}});
    out["proof"] = proof;
  }
  return out;
}

Output explain_one(const Item& item, const ExplainArgs& args) {
  if (item.record.error)
    return {"error\n", std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  const Puzzle& p = *item.record.puzzle;
  if (p.is_domino())
    return {"error\n", item.file + ":" + std::to_string(item.record.line) + ": explain does not take Sudominoku puzzles\n",
            exit_code::kBadInput};
  ExplainOptions o;
  o.merge_singles = args.merge_singles;
  o.verify = args.verify;
  if (args.next) o.max_steps = 1;
  const Explanation e = explain(p, o);
  const int n = p.givens.shape.n();
  std::string text;
  const bool json = args.output_format == "json";
  for (std::size_t k = 0; k < e.steps.size(); ++k)
    text += json ? step_json(k + 1, e.steps[k], n, item.digits()).dump() + "\n"
                 : step_text(k + 1, e.steps[k], item.digits());
  const std::string status = args.next && !e.steps.empty() ? "limit" : e.status;
  if (json) {
    text += nlohmann::ordered_json{{"status", status}, {"steps", e.steps.size()}, {"rating", std::stod(number(e.rating))},
                           {"total", std::stod(number(e.total))}}
                .dump() +
            "\n";
  } else if (status == "solved") {
    text += "solved in " + std::to_string(e.steps.size()) + " steps, rating " + number(e.rating) +
            " (hardest step), total " + number(e.total) + "\n";
  } else if (status == "no solution") {
    text += "no solution: the candidates contradict the rules after " + std::to_string(e.steps.size()) + " steps\n";
  } else if (status == "limit") {
    text += "the next step (--next)\n";
  } else if (status == "stuck") {
    text += "stuck after " + std::to_string(e.steps.size()) + " steps (no step short of guessing); candidates:\n";
    for (int r = 0; r < n; ++r) {
      std::string line;
      for (int c = 0; c < n; ++c) {
        std::string cands;
        for (int d : e.candidates[static_cast<std::size_t>(r * n + c)]) cands += std::to_string(digit_value(item.digits(), d));
        line += (c ? " " : "  ") + cands;
      }
      text += line + "\n";
    }
  }
  const int code = status == "solved" || status == "limit" ? exit_code::kOk : exit_code::kNoSolution;
  return {text, "", code};
}

}  // namespace

Command add_explain(CLI::App& app) {
  auto args = std::make_shared<ExplainArgs>();
  CLI::App* sub = app.add_subcommand("explain", "A step-by-step logical path for each puzzle, each step with its reason");
  sub->add_option("files", args->batch.files, "Puzzle files; none or \"-\" reads standard input");
  add_read_options(*sub, args->read);
  add_output_format_option(*sub, args->output_format, {"text", "json"}, "text (default) or json");
  sub->add_flag("--next", args->next, "Only the cheapest next step (a hint)");
  sub->add_flag("--merge-singles", args->merge_singles, "Every single available at once as one step");
  sub->add_flag("--verify", args->verify, "Check every step with a solver of its own before printing it");
  add_jobs_option(*sub, args->batch.threads);
  add_quiet_option(*sub, args->batch.quiet);
  return [args](std::ostream& out, std::ostream& err) {
    args->batch.read = args->read.options();
    const ExplainArgs a = *args;
    return run_batch(args->batch, [a](const Item& item, Solver&) { return explain_one(item, a); }, out, err);
  };
}

}  // namespace sudosat
