// sudosat render FILE -o OUT.svg: a picture of one puzzle (include/sudosat/svg.hpp).
//
// --solve fills in the smallest solution (blue; the givens stay black). A puzzle without a
// solution is drawn without one, "no solution" goes to stderr and the exit status is 1.
// --explain-step K draws step K of `sudosat explain`'s path: the digits earlier steps placed
// (blue), the cells of the step's reason (yellow), its placements (green) and its eliminations
// (small, red); a path shorter than K is bad input (exit 3).
// Exit status: 0 drawn, 1 no solution (with --solve), 3 bad input or an unwritable OUT,
// 4 --time-limit ran out (drawn without the solution).
#include <fstream>
#include <set>

#include <sudosat/explain.hpp>
#include <sudosat/svg.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"

namespace sudosat {

namespace {

struct RenderArgs {
  std::string file = "-", output;
  ReadArgs read;
  int index = 1, cell = 48, explain_step = 0;
  bool solve = false, quiet = false;
  double time_limit = 0;
};

// The marks of step `k` (1-based) of the puzzle's explanation.
std::vector<SvgMark> step_marks(const Puzzle& puzzle, int k, const Item& item) {
  Explanation e;
  try {
    ExplainOptions options;
    options.max_steps = static_cast<std::size_t>(k);  // the path up to step K only
    e = explain(puzzle, options);
  } catch (const std::invalid_argument& x) {  // Sudominoku
    throw InputError(item.file, item.record.line, 0, x.what());
  }
  if (static_cast<std::size_t>(k) > e.steps.size())
    throw InputError(item.file, item.record.line, 0,
                     "--explain-step " + std::to_string(k) + ": the path has " + std::to_string(e.steps.size()) +
                         " steps (" + e.status + ")");
  const int n = puzzle.givens.shape.n();
  auto cell = [n](const ExplainStep::Candidate& c) { return (c.row - 1) * n + c.col - 1; };
  std::vector<SvgMark> marks;
  for (int i = 0; i + 1 < k; ++i)
    for (const auto& p : e.steps[static_cast<std::size_t>(i)].place) marks.push_back({cell(p), p.digit, false, "#1d6ae5"});
  const ExplainStep& step = e.steps[static_cast<std::size_t>(k - 1)];
  std::set<int> reason;
  for (const ExplainReason& r : step.reason) reason.insert(r.cells.begin(), r.cells.end());
  for (int c : reason) marks.push_back({c, 0, false, "#ffe08a"});
  for (const auto& p : step.place) {
    marks.push_back({cell(p), 0, false, "#b9e3b0"});
    marks.push_back({cell(p), p.digit, false, "#17692c"});
  }
  for (const auto& x : step.eliminate) marks.push_back({cell(x), x.digit, true, "#c0262d"});
  return marks;
}

}  // namespace

Command add_render(CLI::App& app) {
  auto args = std::make_shared<RenderArgs>();
  CLI::App* sub = app.add_subcommand("render", "Draw one puzzle (and with --solve its solution) as SVG");
  sub->add_option("file", args->file, "Puzzle file (or an f-puzzles link); none or \"-\" reads standard input");
  sub->add_option("-o,--output", args->output, "Write the SVG to this file instead of standard output");
  sub->add_flag("--solve", args->solve, "Fill in the smallest solution (in blue)");
  add_index_option(*sub, args->index, "Which puzzle of the input (1-based, default 1)");
  add_quiet_option(*sub, args->quiet);
  sub->add_option("--cell", args->cell, "Pixels per cell (default 48); the picture is cell * (n + 2) square")
      ->check(CLI::Range(8, 512));
  sub->add_option("--time-limit", args->time_limit, "Seconds for --solve; then drawn without the solution")
      ->check(CLI::PositiveNumber);
  sub->add_option("--explain-step", args->explain_step,
                  "Draw step K of `sudosat explain`: earlier placements blue, the reason's cells yellow, "
                  "the step's placements green, its eliminations red")
      ->check(CLI::PositiveNumber)
      ->excludes("--solve");
  add_read_options(*sub, args->read);
  return [args](std::ostream& out, std::ostream& err) {
    const ReadOptions read = args->read.options();
    const Item item = read_item(args->file, read, args->index);  // InputError: exit 3 (main.cpp)
    const Puzzle& puzzle = *item.record.puzzle;
    int code = exit_code::kOk;
    SolveResult answer;
    if (args->solve) {
      Solver solver(SolverOptions{args->time_limit});
      answer = solver.solve(puzzle, Pick::Smallest);
      const std::string where = item.file + ":" + std::to_string(item.record.line) + ": ";
      if (answer.outcome == Outcome::NoSolution) {
        if (!args->quiet)
          err << where << "no solution" << (answer.reason.empty() ? "" : " (" + answer.reason + ")") << "\n";
        code = exit_code::kNoSolution;
      } else if (answer.outcome == Outcome::Unknown) {
        if (!args->quiet) err << where << "unknown: time limit reached\n";
        code = exit_code::kUnknown;
      }
    }
    SvgOptions options;
    options.cell = args->cell;
    if (args->explain_step > 0) options.marks = step_marks(puzzle, args->explain_step, item);
    const std::string svg =
        to_svg(puzzle, answer ? &answer.solution : nullptr, options);
    if (args->output.empty()) {
      out << svg << std::flush;
      return code;
    }
    std::ofstream file(args->output, std::ios::binary);
    file << svg;
    file.close();
    if (!file) {
      err << args->output << ": cannot write\n";
      return exit_code::kBadInput;
    }
    return code;
  };
}

}  // namespace sudosat
