// sudosat: SAT-based Sudoku and Sudominoku solver. The only place that prints or exits.
#include <iostream>
#include <map>

#include "commands.hpp"
#include "decoder/sat.hpp"
#include "exit_codes.hpp"

#ifndef SUDOSAT_VERSION
#define SUDOSAT_VERSION "unknown"
#endif

int main(int argc, char** argv) {
  using namespace sudosat;
  std::ios::sync_with_stdio(false);
  // The batch reads stdin on one thread while workers write stdout: reading must not flush
  // std::cout behind the writer's back (a tied cin does, and duplicated output under load).
  std::cin.tie(nullptr);
  CLI::App app{"sudosat: Sudoku and Sudominoku through SAT (CaDiCaL)", "sudosat"};
  app.set_version_flag("--version", std::string("sudosat ") + SUDOSAT_VERSION + " (" +
                                        sat_solver_version() + ")");
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
  try {
    app.parse(argc, argv);
    const std::string name = app.get_subcommands().front()->get_name();
    return commands.at(name)(std::cout, std::cerr);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? exit_code::kOk : exit_code::kUsage;
  } catch (const std::exception& e) {
    std::cerr << "sudosat: " << e.what() << "\n";
    return exit_code::kInternal;
  }
}
