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
    for (const auto& p : s.place) step.place.push_back({p.cell / n + 1, p.cell % n + 1, p.digit});
    for (const auto& e : s.eliminate) step.eliminate.push_back({e.cell / n + 1, e.cell % n + 1, e.digit});
    for (int i : s.reason) {
      const RulePart& part = path.parts[static_cast<std::size_t>(i)];
      const PartLabel label = part_label(puzzle, part);
      ExplainReason r;
      r.kind = label.kind;
      r.index = label.index;
      r.cells = part.cells;
      step.reason.push_back(r);
    }
    step.technique = s.technique;
    step.cost = s.cost;
    out.steps.push_back(step);
  }
  return out;
}

}  // namespace sudosat
