// sudosat solve: the lexicographically smallest (or, with --any, the first) solution.
#include "commands.hpp"
#include "exit_codes.hpp"

namespace sudosat {

namespace {

struct SolveArgs {
  CommonArgs common;
  bool any = false;
};

std::string where(const Item& item) {
  return item.file + ":" + std::to_string(item.record.line) + ": ";
}

Output solve_one(const Item& item, Solver& solver, Pick pick, OutFormat f) {
  if (item.record.error)
    return {render_status(item, f, "error", item.record.error->message()),
            std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  const Puzzle& puzzle = *item.record.puzzle;
  if (puzzle.givens.shape.n() > 35 && f != OutFormat::Grid && f != OutFormat::Json) {
    const std::string size = "size " + std::to_string(puzzle.givens.shape.n());
    return {render_status(item, f, "error", size + " needs the grid or json output format"),
            where(item) + size + " needs --output-format grid or json\n", exit_code::kBadInput};
  }
  const SolveResult a = solver.solve(puzzle, pick);
  switch (a.outcome) {
    case Outcome::Solved:
      return {render_solution(item, f, a.solution), "", exit_code::kOk};
    case Outcome::NoSolution:
      return {render_status(item, f, "no solution", a.reason),
              where(item) + "no solution" + (a.reason.empty() ? "" : ": " + a.reason) + "\n",
              exit_code::kNoSolution};
    case Outcome::Unknown:
      break;
  }
  return {render_status(item, f, "unknown", "time limit reached"),
          where(item) + "unknown: time limit reached\n", exit_code::kUnknown};
}

}  // namespace

Command add_solve(CLI::App& app) {
  auto args = std::make_shared<SolveArgs>();
  CLI::App* sub = app.add_subcommand("solve", "Solve puzzles: the lexicographically smallest solution");
  add_common_options(*sub, args->common, true);
  sub->add_flag("--any", args->any, "Print the first solution found instead of the smallest");
  return [args](std::ostream& out, std::ostream& err) {
    args->common.finish();
    const Pick pick = args->any ? Pick::Any : Pick::Smallest;
    const auto chosen = args->common.out_format;
    Job job = [pick, chosen](const Item& item, Solver& solver) {
      return solve_one(item, solver, pick, output_format(item.format, chosen));
    };
    return run_batch(args->common.batch, job, out, err);
  };
}

}  // namespace sudosat
