// sudosat solve: the lexicographically smallest (or, with --any, the first) solution.
#include "commands.hpp"
#include "exit_codes.hpp"

namespace sudosat {

namespace {

struct SolveArgs {
  CommonArgs common;
  bool any = false, as_read = false;
};

Output solve_one(const Item& item, Solver& solver, Pick pick, bool as_read, OutFormat f) {
  if (item.record.error)
    return {render_status(item, f, "error", item.record.error->message()),
            std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  const Puzzle& puzzle = *item.record.puzzle;
  if (puzzle.givens.shape.n() > 35 && f != OutFormat::Grid && f != OutFormat::Json) {
    const std::string size = "size " + std::to_string(puzzle.givens.shape.n());
    return {render_status(item, f, "error", size + " needs the grid or json output format"),
            item.where() + size + " needs --output-format grid or json\n", exit_code::kBadInput};
  }
  SolveResult a;
  if (!as_read && puzzle.is_variant() && !puzzle.variant->setter_solution.empty()) {
    // One uniqueness check answers it: the refusal, or the only solution (the smallest too).
    const CheckResult c = solver.check(puzzle);
    if (const auto refusal = as_read_refusal(puzzle, c))
      return {render_status(item, f, "error", *refusal), item.where() + *refusal + "\n", exit_code::kBadInput};
    a.outcome = c.verdict == Verdict::Unique ? Outcome::Solved
                : c.verdict == Verdict::None ? Outcome::NoSolution
                                             : Outcome::Unknown;
    if (c.verdict == Verdict::Unique) a.solution = c.witnesses.front();
    a.reason = c.reason;
  } else {
    a = solver.solve(puzzle, pick);
  }
  switch (a.outcome) {
    case Outcome::Solved:
      return {render_solution(item, f, a.solution), loose_note(item.where(), puzzle), exit_code::kOk};
    case Outcome::NoSolution:
      return {render_status(item, f, "no solution", a.reason),
              item.where() + "no solution" + (a.reason.empty() ? "" : ": " + a.reason) + "\n",
              exit_code::kNoSolution};
    case Outcome::Unknown:
      break;
  }
  return {render_status(item, f, "unknown", "time limit reached"),
          item.where() + "unknown: time limit reached\n", exit_code::kUnknown};
}

}  // namespace

Command add_solve(CLI::App& app) {
  auto args = std::make_shared<SolveArgs>();
  CLI::App* sub = app.add_subcommand("solve", "Solve puzzles: the lexicographically smallest solution");
  add_common_options(*sub, args->common, true);
  sub->add_flag("--any", args->any, "Print the first solution found instead of the smallest");
  add_as_read_option(*sub, args->as_read);
  return [args](std::ostream& out, std::ostream& err) {
    args->common.finish();
    const Pick pick = args->any ? Pick::Any : Pick::Smallest;
    const auto chosen = args->common.out_format;
    const bool as_read = args->as_read;
    Job job = [pick, as_read, chosen](const Item& item, Solver& solver) {
      return solve_one(item, solver, pick, as_read, output_format(item.format, chosen));
    };
    return run_batch(args->common.batch, job, out, err);
  };
}

}  // namespace sudosat
