// sudosat/dimacs.hpp over encoder/dimacs and decoder/external.
#include <sstream>
#include <stdexcept>

#include "sudosat/dimacs.hpp"
#include "sudosat/sudosat.hpp"
#include "decoder/external.hpp"
#include "decoder/sat.hpp"
#include "decoder/search.hpp"
#include "encoder/dimacs.hpp"

#ifndef SUDOSAT_VERSION
#define SUDOSAT_VERSION "unknown"
#endif

namespace sudosat {

const char* library_version() { return SUDOSAT_VERSION; }

std::string version_line() {
  return std::string("sudosat ") + SUDOSAT_VERSION + " (" + sat_solver_version() + ")";
}

std::string to_dimacs(const Puzzle& puzzle, bool simplify) {
  const Formula f = puzzle_formula(puzzle, simplify);
  const int n = puzzle.givens.shape.n();
  std::vector<std::string> comments{
      "made by " + version_line() + ": sudosat::to_dimacs",
      std::string(puzzle.is_domino() ? "Sudominoku " : puzzle.is_variant() ? "variant " : "") +
          std::to_string(n) + "x" + std::to_string(n) + ", " + std::to_string(f.givens) + " givens, " +
          (f.simplified ? "rules reduced by the givens" : "full rules") +
          ", the givens as unit clauses"};
  for (std::string& line : describe_variables(f, puzzle.givens.shape)) comments.push_back(std::move(line));
  comments.push_back("every model is a solution of this puzzle; sudosat::decode_answer reads it back");
  return write_dimacs(f.cnf, f.variables, comments);
}

int cell_variable(const Puzzle& puzzle, int row, int col, int digit) {
  const int n = puzzle.givens.shape.n();
  if (row < 0 || row >= n || col < 0 || col >= n || digit < 1 || digit > n)
    throw std::invalid_argument("cell_variable: row and column must be in 0.." + std::to_string(n - 1) +
                                " and digit in 1.." + std::to_string(n));
  return (row * n + col) * n + digit;
}

DecodeResult decode_answer(const Puzzle& puzzle, const std::string& answer, bool simplify,
                           const std::string& name) {
  const Formula formula = puzzle_formula(puzzle, simplify);
  std::istringstream in(answer);
  const ExternalModel model = read_model(in, name, formula.variables);
  DecodeResult r;
  switch (model.status) {
    case ExternalStatus::Sat:
      r.solution = decode_model(model, puzzle, formula, name);
      r.outcome = Outcome::Solved;
      break;
    case ExternalStatus::Unsat: {
      // Never report "no solution" for a solvable puzzle: ask our own solver too.
      Engine engine;
      if (engine.solve(puzzle, Goal::Any).status == Status::Solved)
        throw InputError(name, model.status_line, 0,
                         "the answer says unsatisfiable, but the puzzle has a solution "
                         "(an answer for another formula?)");
      r.outcome = Outcome::NoSolution;
      break;
    }
    case ExternalStatus::Unknown:
      r.outcome = Outcome::Unknown;
      break;
  }
  return r;
}

}  // namespace sudosat
