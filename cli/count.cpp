// sudosat count: how many solutions each puzzle has, up to --limit (distinct grids).
//
// One line per puzzle, in input order:
//   N        exactly N solutions (N < limit; 0 for an unsolvable puzzle)
//   N+       the limit stopped the count: at least N solutions
//   unknown  --time-limit ran out (exit 4)
//   error    malformed puzzle; the message goes to stderr (exit 3); the others are counted
// Exit status: 0 when every puzzle was counted, else the largest of 3 and 4 seen.
#include "commands.hpp"
#include "exit_codes.hpp"

namespace sudosat {

namespace {

struct CountArgs {
  CommonArgs common;
  int limit = 2;
};

Output count_one(const Item& item, Solver& solver, int limit) {
  if (item.record.error)
    return {"error\n", std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  const CountResult c = solver.count(*item.record.puzzle, limit);
  if (c.outcome == Outcome::Unknown)
    return {"unknown\n",
            item.file + ":" + std::to_string(item.record.line) + ": unknown: time limit reached\n",
            exit_code::kUnknown};
  return {std::to_string(c.found) + (c.limit_reached ? "+" : "") + "\n", "", exit_code::kOk};
}

}  // namespace

Command add_count(CLI::App& app) {
  auto args = std::make_shared<CountArgs>();
  CLI::App* sub = app.add_subcommand("count", "Count each puzzle's solutions, up to --limit");
  add_common_options(*sub, args->common, false);
  sub->add_option("--limit", args->limit, "Stop counting at N solutions; then print \"N+\" (default 2)")
      ->check(CLI::Range(1, 1000000000));
  return [args](std::ostream& out, std::ostream& err) {
    args->common.finish();
    const int limit = args->limit;
    Job job = [limit](const Item& item, Solver& solver) { return count_one(item, solver, limit); };
    return run_batch(args->common.batch, job, out, err);
  };
}

}  // namespace sudosat
