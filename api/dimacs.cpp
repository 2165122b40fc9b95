// sudosat/dimacs.hpp over encoder/dimacs and decoder/external.
#include <sstream>
#include <stdexcept>

#include "sudosat/dimacs.hpp"
#include "sudosat/sudosat.hpp"
#include "decoder/external.hpp"
#include "engine/sat.hpp"
#include "engine/engine.hpp"
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

namespace {

const char* amo_name(Amo amo) { return amo == Amo::Pairwise ? "pairwise" : "sequential"; }

// How `f` (the formula of `p`) encodes the puzzle, in one comment line.
std::string encoding_line(const Puzzle& p, const Formula& f) {
  const std::string amo = amo_name(f.amo);
  const std::string givens = std::to_string(f.givens);
  if (p.is_variant())
    return "encoding: each cell one digit, each row, column and region each digit once (at-most-one " +
           amo + "), then every constraint (docs/variants.md); " +
           (f.simplified ? "reduced by the givens (--simplify), " : "full rules, ") + "then the " + givens +
           " givens as unit clauses (the last " + givens + " clauses)";
  std::string enc = "encoding: extended (each cell one digit; each row, column and box each digit "
                    "once), at-most-one " + amo + "; ";
  if (p.is_domino()) return enc + "Sudoku rules reduced by the givens (givens as unit clauses), then the domino rules";
  if (f.simplified) return enc + "rules reduced by the givens (--simplify), givens as unit clauses";
  return enc + "full rules, then the " + givens + " givens as unit clauses (the last " + givens + " clauses)";
}

}  // namespace

std::string to_dimacs(const Puzzle& puzzle, const DimacsOptions& options) {
  const Formula f = puzzle_formula(puzzle, options.simplify);
  std::vector<std::string> comments = options.comments;
  comments.push_back(encoding_line(puzzle, f));
  for (std::string& line : describe_variables(f, puzzle.givens.shape)) comments.push_back(std::move(line));
  if (!options.closing.empty()) comments.push_back(options.closing);
  return write_dimacs(f.cnf, f.variables, comments);
}

int cell_variable(const Puzzle& puzzle, int row, int col, int digit) {
  const int n = puzzle.givens.shape.n();
  if (row < 0 || row >= n || col < 0 || col >= n || digit < 1 || digit > n)
    throw std::invalid_argument("cell_variable: row and column must be in 0.." + std::to_string(n - 1) +
                                " and digit in 1.." + std::to_string(n));
  return (row * n + col) * n + digit;
}

namespace {

Formula uniqueness_formula(const Puzzle& puzzle, const Solution& solution) {
  Formula f = puzzle_formula(puzzle, false);
  f.cnf.add(blocking_clause(puzzle.givens, solution.grid));
  return f;
}

}  // namespace

std::string uniqueness_dimacs(const Puzzle& puzzle, const Solution& solution,
                              const std::vector<std::string>& comments) {
  const Formula f = uniqueness_formula(puzzle, solution);
  std::vector<std::string> head = comments;
  for (std::string& line : describe_variables(f, puzzle.givens.shape)) head.push_back(std::move(line));
  return write_dimacs(f.cnf, f.variables, head);
}

bool write_uniqueness_proof(const Puzzle& puzzle, const Solution& solution, std::FILE* proof) {
  const Formula f = uniqueness_formula(puzzle, solution);
  SatSolver::Result r;
  {
    // fresh: tracing is on before the first clause
    SatSolver solver(SatSolver::Decisions::Free, proof);
    solver.add(f.cnf);  // givens and the blocking clause as clauses, not assumptions
    r = solver.solve();
    solver.close_proof();
  }
  return r == SatSolver::Unsat;
}

DecodeResult decode_answer(const Puzzle& puzzle, const std::string& answer, bool simplify,
                           const std::string& name) {
  std::istringstream in(answer);
  return decode_answer(puzzle, in, simplify, name);
}

DecodeResult decode_answer(const Puzzle& puzzle, std::istream& in, bool simplify,
                           const std::string& name) {
  const Formula formula = puzzle_formula(puzzle, simplify);
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
      Answer a = engine.solve(puzzle, Goal::Any);
      if (a.status == Status::Solved)
        throw InputError(name, model.status_line, 0,
                         "the answer says unsatisfiable, but the puzzle has a solution "
                         "(an answer for another formula?)");
      r.outcome = Outcome::NoSolution;
      r.reason = std::move(a.reason);
      break;
    }
    case ExternalStatus::Unknown:
      r.outcome = Outcome::Unknown;
      break;
  }
  return r;
}

}  // namespace sudosat
