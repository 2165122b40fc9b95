// sudosat: SAT-based Sudoku, Sudominoku and variant Sudoku solver. The only place that prints or
// exits.
#include <unistd.h>

#include <iostream>
#include <map>
#include <string>
#include <variant>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "model/variant.hpp"
#include "sink.hpp"
#include "sudosat/sudosat.hpp"

namespace {

// The head of `sudosat --help`: what sudosat reads and what it does (the kinds counted from
// model/variant.hpp's table).
std::string description() {
  const std::string kinds = std::to_string(std::variant_size_v<sudosat::Constraint>);
  return "sudosat: classic Sudoku up to 64x64, Sudominoku, and variant Sudoku from f-puzzles and "
         "SudokuPad\nlinks (" +
         kinds +
         " constraint kinds), by SAT (CaDiCaL): solve, count, check uniqueness, DIMACS, "
         "SVG, generate, explain, and for setters `assist` (why no solution, unique-making digits, "
         "redundant clues).";
}

// Runs the command line, writing to out and err; returns the exit status. A failed write
// ends it with status 3 and its message, also kept in `write_error`.
int run(int argc, char** argv, std::ostream& out, std::ostream& err, std::string& write_error) {
  using namespace sudosat;
  CLI::App app{description(), "sudosat"};
  app.set_version_flag("--version", version_line());
  app.require_subcommand(1);
  std::map<std::string, Command> commands;
  commands["solve"] = add_solve(app);
  commands["dimacs"] = add_dimacs(app);
  commands["decode"] = add_decode(app);
  commands["count"] = add_count(app);
  commands["check"] = add_check(app);
  commands["render"] = add_render(app);
  commands["candidates"] = add_candidates(app);
  commands["generate"] = add_generate(app);
  commands["read"] = add_read(app);
  commands["explain"] = add_explain(app);
  commands["assist"] = add_assist(app);
  try {
    app.parse(argc, argv);
    const std::string name = app.get_subcommands().front()->get_name();
    return commands.at(name)(out, err);
  } catch (const CLI::ParseError& e) {
    if (dynamic_cast<const CLI::RequiredError*>(&e) != nullptr && app.get_subcommands().empty()) {
      // no subcommand (`sudosat` alone): the message, then the help that lists them
      err << e.what() << "\n\n" << app.help();
      return exit_code::kUsage;
    }
    return app.exit(e, out, err) == 0 ? exit_code::kOk : exit_code::kUsage;
  } catch (const InputError& e) {  // a command's one puzzle (or model, template) is unreadable
    err << e.what() << "\n";
    return exit_code::kBadInput;
  } catch (const WriteError& e) {  // the run stopped at a failed write
    write_error = e.what();
    err << write_error << "\n";
    return exit_code::kBadInput;
  } catch (const std::exception& e) {
    err << "sudosat: " << e.what() << "\n";
    return exit_code::kInternal;
  }
}

}  // namespace

int main(int argc, char** argv) {
  using namespace sudosat;
  std::ios::sync_with_stdio(false);
  // The batch reads stdin on one thread while workers write stdout: reading must not flush
  // standard output behind the writer's back (a tied cin does, and duplicated output under load).
  std::cin.tie(nullptr);
  // Standard output goes through an FdBuf, which knows why a write failed; nothing else
  // writes to descriptor 1.
  FdBuf stdout_buf(STDOUT_FILENO, "<stdout>");
  std::ostream out(&stdout_buf);
  std::string reported;
  int code = run(argc, argv, out, std::cerr, reported);
  // The last flush and the close of standard output: a failure there loses answers too
  // (help and version text included).
  if (!stdout_buf.close(true)) {
    const std::string why = write_error_text(stdout_buf.name(), stdout_buf.error());
    if (why != reported) std::cerr << why << "\n";
    code = exit_code::kBadInput;
  }
  return code;
}
