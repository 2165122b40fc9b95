// sudosat: Sudoku, Sudominoku and variant Sudoku through SAT (CaDiCaL), as a C++17 library.
//
//   #include <sudosat/sudosat.hpp>
//   sudosat::Puzzle p = sudosat::parse_puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
//   sudosat::SolveResult r = sudosat::solve(p);            // the smallest solution
//   if (r) std::cout << sudosat::grid_text(r.solution.grid, "grid");
//
// Headers (each a table of contents with the contract of every function):
//   sudosat/puzzle.hpp  the data (Puzzle, Grid, Solution, Variant), parsing every input format
//                       the command line reads, grids as rows, the independent checker
//   sudosat/solver.hpp  solve (smallest or any), count to a limit, check uniqueness with
//                       witnesses; one puzzle or a batch; generate unique puzzles
//   sudosat/dimacs.hpp  a puzzle's CNF in DIMACS, and another SAT solver's answer decoded
//   sudosat/svg.hpp     a picture of a puzzle (and its solution) as SVG
//   sudosat/explain.hpp a step-by-step logical path, each step with its reason
//   sudosat/assist.hpp  the setter's assistant: why no solution, unique-making digits,
//                       redundant clues, cells equal in every solution
//
// Errors: bad input (text, rows, options, an answer file) throws sudosat::InputError, whose
// what() is the message the sudosat command prints ("FILE:LINE:COLUMN: message") and whose
// file(), line(), column() and message() give the parts. Misuse of an argument that is not
// input (a limit below 1) throws std::invalid_argument. Nothing in the library prints or exits.
// A puzzle without a solution, or a time limit that ran out, is a result, not an exception.
// Thread safety: functions are safe to call from several threads; a Solver object is not.
#pragma once

#include "assist.hpp"
#include "dimacs.hpp"
#include "explain.hpp"
#include "puzzle.hpp"
#include "solver.hpp"
#include "svg.hpp"

namespace sudosat {

// The library's version, "MAJOR.MINOR.PATCH" (the CMake project version).
const char* library_version();

// "sudosat <version> (CaDiCaL <version>)", as `sudosat --version` prints it.
std::string version_line();

}  // namespace sudosat
