// The public explain (sudosat/explain.hpp) over the engine's path finder (engine/explain.hpp).
#include "sudosat/explain.hpp"

#include "engine/explain.hpp"

namespace sudosat {

Explanation explain(const Puzzle& puzzle, const ExplainOptions& options, const Grid& progress) {
  PathOptions o;
  o.merge_singles = options.merge_singles;
  o.max_steps = options.max_steps;
  o.verify = options.verify;
  const Path path = find_path(puzzle, o, progress);
  const int n = puzzle.givens.shape.n();
  Explanation out;
  switch (path.status) {
    case Path::Status::Solved: out.status = "solved"; break;
    case Path::Status::Stuck: out.status = "stuck"; break;
    case Path::Status::NoSolution: out.status = "no solution"; break;
    case Path::Status::Limit: out.status = "limit"; break;
  }
  out.rating = path.rating;
  out.total = path.total;
  for (const std::uint64_t m : path.candidates) {
    std::vector<int> digits;
    for (int d = 1; d <= n; ++d)
      if ((m >> d) & 1) digits.push_back(d);
    out.candidates.push_back(digits);
  }
  for (const PathStep& s : path.steps) {
    ExplainStep step;
    auto reason = [&](const std::vector<int>& parts) {
      std::vector<ExplainReason> list;
      for (int i : parts) {
        const RulePart& part = path.parts[static_cast<std::size_t>(i)];
        const PartLabel label = part_label(puzzle, part);
        list.push_back({label.kind, label.index, part.cells});
      }
      return list;
    };
    auto candidates = [&](const std::vector<PathStep::Candidate>& from) {
      std::vector<ExplainStep::Candidate> list;
      for (const auto& e : from) list.push_back({e.cell / n + 1, e.cell % n + 1, e.digit});
      return list;
    };
    step.place = candidates(s.place);
    step.eliminate = candidates(s.eliminate);
    step.reason = reason(s.reason);
    step.technique = s.technique;
    step.cost = s.cost;
    for (const PathStep::Line& line : s.proof)
      step.proof.push_back({reason(line.parts), candidates(line.eliminate), candidates(line.place), line.contradiction});
    out.steps.push_back(step);
  }
  return out;
}

namespace {

std::string cell(int r, int c) { return "r" + std::to_string(r) + "c" + std::to_string(c); }

std::string reason_text(const std::vector<ExplainReason>& reason) {
  std::string out;
  for (const ExplainReason& r : reason)
    if (r.kind != "cell") out += (out.empty() ? "" : " + ") + r.kind + " " + std::to_string(r.index);
  for (const ExplainReason& r : reason)
    if (r.kind == "cell") out += std::string(out.empty() ? "" : " + ") + "cell";
  return out;
}

// "r1c2, r1c3 <> 4" for eliminations of one digit; "r1c2 <> 4, r5c5 <> 1" otherwise. Digits
// are written as their values under `digits` (the puzzle's digit set; empty: 1..n).
std::string eliminations(const std::vector<ExplainStep::Candidate>& list, const std::vector<int>& digits) {
  bool one_digit = true;
  for (const auto& e : list) one_digit = one_digit && e.digit == list.front().digit;
  std::string out;
  for (const auto& e : list) {
    out += (out.empty() ? "" : ", ") + cell(e.row, e.col);
    if (!one_digit) out += " <> " + std::to_string(digit_value(digits, e.digit));
  }
  if (one_digit && !list.empty()) out += " <> " + std::to_string(digit_value(digits, list.front().digit));
  return out;
}

}  // namespace

std::string to_text(const ExplainStep& s, const std::vector<int>& digits) {
  std::string what;
  for (const auto& p : s.place)
    what += (what.empty() ? "" : ", ") + cell(p.row, p.col) + " = " + std::to_string(digit_value(digits, p.digit));
  if (!s.eliminate.empty()) what += (what.empty() ? "" : "; ") + eliminations(s.eliminate, digits);
  return what + "  (" + s.technique + ": " + reason_text(s.reason) + ")";
}

std::string proof_text(const ExplainStep& s, const std::vector<int>& digits) {
  if (s.proof.empty() || s.eliminate.empty()) return "";
  const auto& t = s.eliminate.front();
  std::string out = "    suppose " + cell(t.row, t.col) + " = " + std::to_string(digit_value(digits, t.digit)) + "\n";
  for (const ExplainStep::ProofLine& line : s.proof) {
    std::string what = eliminations(line.eliminate, digits);
    for (const auto& p : line.place) what += "; " + cell(p.row, p.col) + " = " + std::to_string(digit_value(digits, p.digit));
    if (line.contradiction) what += std::string(what.empty() ? "" : "; ") + "contradiction";
    out += "    " + reason_text(line.reason) + ": " + what + "\n";
  }
  return out;
}

}  // namespace sudosat
