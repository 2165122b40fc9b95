// A puzzle as CNF for any SAT solver, and that solver's answer read back.
//
// Variables: x(cell, d) = cell * n + d, cell = row * n + col (0-based), d in 1..n, is true when
// the cell holds d; auxiliaries (Sudominoku placements, variant automata and counters) follow
// and are described in the comment lines. Full rules with the givens as the last unit clauses,
// so every model is a solution of exactly this puzzle (docs/encoding.md, docs/variants.md).
#pragma once
#include <cstdio>
#include <istream>
#include <string>
#include <vector>

#include "model/puzzle.hpp"
#include "solver.hpp"

namespace sudosat {

// The puzzle's formula in DIMACS, as `sudosat dimacs [--simplify]` writes it: comment lines
// ("c ...") saying what each variable means, "p cnf V C", one clause a line.
// `simplify`: the rules reduced by the givens instead of the full rules (same variables).
std::string to_dimacs(const Puzzle& puzzle, bool simplify = false);

// The same formula headed by the caller's own lines, as `sudosat dimacs` writes it: `comments`
// first (each written "c " + line), then one line saying how the formula encodes the rules,
// the variables' descriptions, and `closing` when it is not empty.
struct DimacsOptions {
  bool simplify = false;
  std::vector<std::string> comments;
  std::string closing;
};
std::string to_dimacs(const Puzzle& puzzle, const DimacsOptions& options);

// The DIMACS variable of "cell (row, col) holds digit" (0-based row and col, digit 1..n).
// Throws std::invalid_argument when one is out of range.
int cell_variable(const Puzzle& puzzle, int row, int col, int digit);

struct DecodeResult {
  Outcome outcome = Outcome::Unknown;  // Solved, NoSolution (the answer says UNSAT and our own
                                       // solver agrees), Unknown (the answer says so)
  Solution solution;                   // when Solved: checked by the independent checker
  std::string reason;                  // NoSolution: why, when a reason is known
};

// Reads a SAT solver's answer to to_dimacs(puzzle, simplify): competition format ("s
// SATISFIABLE" and "v" lines, as cadical and kissat print) or MiniSat's result file. Throws
// InputError (file `name`, with line) for a malformed answer, a model that breaks a clause,
// does not keep a given or is no solution, and for "unsatisfiable" when the puzzle has one.
DecodeResult decode_answer(const Puzzle& puzzle, const std::string& answer, bool simplify = false,
                           const std::string& name = "<answer>");
// The same, reading the answer from `in` as it goes (memory bounded by the formula, not by the
// answer's length: a line of 10^7 literals fails at the first one out of range).
DecodeResult decode_answer(const Puzzle& puzzle, std::istream& in, bool simplify = false,
                           const std::string& name = "<answer>");

// A certificate that `solution` is the only solution of `puzzle` (`sudosat check --certify`):
// the formula (full rules, givens as units, then last the clause excluding `solution`), which
// is unsatisfiable exactly when the solution is unique; in DIMACS, headed by `comments` (each
// written "c " + line) and the variables' descriptions.
std::string uniqueness_dimacs(const Puzzle& puzzle, const Solution& solution,
                              const std::vector<std::string>& comments = {});

// Solves uniqueness_dimacs's formula with CaDiCaL, writing a DRAT proof to `proof` (open for
// writing; left open, unflushed: a failed write shows in ferror and errno). True when the
// formula is unsatisfiable: the proof is complete and `solution` unique.
bool write_uniqueness_proof(const Puzzle& puzzle, const Solution& solution, std::FILE* proof);

}  // namespace sudosat
