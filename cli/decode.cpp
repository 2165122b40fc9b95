// sudosat decode PUZZLE MODEL: reads another SAT solver's answer to `sudosat dimacs PUZZLE`
// and prints the grid in the puzzle's own format, after checking it solves the puzzle.
//   SAT model       -> the grid (exit 0)
//   UNSAT           -> "no solution" (exit 1), after our own solver agrees
//   UNKNOWN / INDET -> "unknown" (exit 4)
//   a bad model     -> "MODEL:line: message" on stderr (exit 3), never a grid
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "sudosat/dimacs.hpp"
#include "sink.hpp"

namespace sudosat {

namespace {

struct DecodeArgs {
  std::string puzzle, model;
  ReadArgs read;
  int index = 1;
  bool simplify = false, quiet = false;  // decode has no warnings: -q is accepted as everywhere
};

}  // namespace

Command add_decode(CLI::App& app) {
  auto args = std::make_shared<DecodeArgs>();
  CLI::App* sub = app.add_subcommand(
      "decode", "Read a SAT solver's model of 'sudosat dimacs PUZZLE' and print the grid");
  sub->add_option("puzzle", args->puzzle, "The puzzle file given to 'sudosat dimacs'")->required();
  sub->add_option("model", args->model,
                  "The solver's answer: 's SATISFIABLE' + 'v' lines, or MiniSat's result file "
                  "(\"-\": standard input)")
      ->required();
  add_index_option(*sub, args->index, "Which puzzle of the input (as given to dimacs)");
  add_quiet_option(*sub, args->quiet);
  sub->add_flag("--simplify", args->simplify, "The CNF was written with 'dimacs --simplify'");
  add_read_options(*sub, args->read);
  return [args](std::ostream& out, std::ostream& /*err*/) {
    const ReadOptions read = args->read.options();
    const bool model_stdin = args->model == "-";
    const std::string model_name = model_stdin ? "<stdin>" : args->model;
    // InputError (unreadable puzzle or model, a model that is no solution): exit 3 (main.cpp)
    if (model_stdin && (args->puzzle == "-" || args->puzzle.empty()))
      throw InputError(model_name, 0, 0, "the puzzle and the model cannot both be standard input");
    const Item item = read_item(args->puzzle, read, args->index);
    const Puzzle& puzzle = *item.record.puzzle;
    const OutFormat f = output_format(item.format, std::nullopt);
    std::ifstream file;
    if (!model_stdin) {
      file.open(args->model, std::ios::binary);
      if (!file) throw InputError(model_name, 0, 0, std::string("cannot open: ") + std::strerror(errno));
    }
    // "no solution" only when our own solver agrees (decode_answer asks it)
    const DecodeResult d = decode_answer(puzzle, model_stdin ? std::cin : file, args->simplify, model_name);
    switch (d.outcome) {
      case Outcome::Solved:
        out << render_solution(item, f, d.solution);
        if (auto why = write_failure(out)) throw WriteError(*why);
        return exit_code::kOk;
      case Outcome::NoSolution:
        out << render_status(item, f, "no solution", d.reason);
        if (auto why = write_failure(out)) throw WriteError(*why);
        return exit_code::kNoSolution;
      case Outcome::Unknown:
        out << render_status(item, f, "unknown", "");
        if (auto why = write_failure(out)) throw WriteError(*why);
        return exit_code::kUnknown;
    }
    return exit_code::kInternal;
  };
}

}  // namespace sudosat
