// Reading another SAT solver's answer to an exported formula (encoder/dimacs.hpp) back into a
// puzzle solution. Two answer formats are accepted, detected from the first line that is not
// blank or a comment:
//   competition  "c ..." comments, one "s SATISFIABLE" | "s UNSATISFIABLE" | "s UNKNOWN"
//                line, then "v <literals> ... 0" lines (what cadical and kissat print)
//   MiniSat      "SAT" | "UNSAT" | "INDET" on the first line, then the literals ending in 0
// Nothing here prints; every problem is an InputError naming the answer file and line.
#pragma once
#include <istream>
#include <string>
#include <vector>

#include "encoder/dimacs.hpp"
#include "model/error.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

enum class ExternalStatus { Sat, Unsat, Unknown };

struct ExternalModel {
  ExternalStatus status = ExternalStatus::Unknown;
  std::vector<signed char> value;  // value[v]: +1 true, -1 false (index 0 unused); Sat only
  std::vector<int> line;           // line[v]: the line that gave v its value
  int status_line = 0;             // the line of the status word
  int end_line = 0;                // the line of the final 0 (Sat), else the status line
};

// Parses an answer for a formula with `variables` variables. For Sat it requires every
// variable 1..variables exactly once, nothing beyond, a final 0 and nothing after it.
// Throws InputError (file `name`, with line and column) on anything else.
ExternalModel read_model(std::istream& in, const std::string& name, int variables);

// The solution that a Sat model of `formula` encodes for `puzzle`. Checks, in this order:
// each cell has exactly one digit, the givens are kept, every clause of the formula is true,
// and check_solution accepts the result. Throws InputError naming the line at fault.
Solution decode_model(const ExternalModel& model, const Puzzle& puzzle, const Formula& formula,
                      const std::string& name);

}  // namespace sudosat
