// sudosat render FILE -o OUT.svg: a picture of one puzzle (include/sudosat/svg.hpp).
//
// --solve fills in the smallest solution (blue; the givens stay black). A puzzle without a
// solution is drawn without one, "no solution" goes to stderr and the exit status is 1.
// Exit status: 0 drawn, 1 no solution (with --solve), 3 bad input or an unwritable OUT,
// 4 --time-limit ran out (drawn without the solution).
#include <fstream>

#include <sudosat/svg.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"

namespace sudosat {

namespace {

struct RenderArgs {
  std::string file = "-", output;
  ReadArgs read;
  int index = 1, cell = 48;
  bool solve = false, quiet = false;
  double time_limit = 0;
};

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
