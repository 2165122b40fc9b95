// decode: a SAT solver's answer read back into a solution (decoder/external.hpp). The input's
// first line is the puzzle (a line puzzle up to 9x9 or an f-puzzles string; " simplify" at its
// end for 'dimacs --simplify'); when it is no such puzzle, the 4x4 tests/data/tools/p4.txt is
// used. The rest is the answer. Findings: an exception other than InputError, and a decoded
// solution that the independent checker rejects.
#include <sstream>
#include <string>

#include "decoder/external.hpp"
#include "encoder/dimacs.hpp"
#include "harness.hpp"
#include "model/check.hpp"
#include "formats/format.hpp"

using namespace sudosat;

namespace {

// The puzzle named by the first line, if it is one of at most 9x9 (formulas stay small).
std::optional<Puzzle> first_puzzle(const std::string& line) {
  std::istringstream in(line);
  try {
    PuzzleReader reader(in, "puzzle", ReadOptions{});
    Record rec;
    if (!reader.next(rec) || !rec.puzzle) return std::nullopt;
    if (rec.puzzle->givens.shape.n() > 9) return std::nullopt;
    return rec.puzzle;
  } catch (const InputError&) {
    return std::nullopt;
  }
}

}  // namespace

SUDOSAT_FUZZ_TARGET(decode) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::size_t eol = text.find('\n');
  std::string first = text.substr(0, eol);
  const std::string suffix = " simplify";
  const bool simplify = first.size() >= suffix.size() &&
                        first.compare(first.size() - suffix.size(), suffix.size(), suffix) == 0;
  if (simplify) first.resize(first.size() - suffix.size());
  std::optional<Puzzle> puzzle = first_puzzle(first);
  std::string answer = text;
  if (puzzle && eol != std::string::npos) answer = text.substr(eol + 1);
  if (!puzzle) puzzle = first_puzzle(".2....1....3.32.");
  fuzz::require(puzzle.has_value(), "the default puzzle does not read");

  const Formula formula = puzzle_formula(*puzzle, simplify);
  std::istringstream in(answer);
  try {
    const ExternalModel model = read_model(in, "model", formula.variables);
    fuzz::require(model.status_line >= 1, "an answer without its status line");
    if (model.status != ExternalStatus::Sat) return 0;
    fuzz::require(model.value.size() == static_cast<std::size_t>(formula.variables) + 1,
                  "a model that does not give every variable");
    for (int v = 1; v <= formula.variables; ++v)
      fuzz::require(model.value[static_cast<std::size_t>(v)] == 1 || model.value[static_cast<std::size_t>(v)] == -1,
                    "variable " + std::to_string(v) + " without a value");
    const Solution s = decode_model(model, *puzzle, formula, "model");
    const auto why = check_solution(*puzzle, s);
    fuzz::require(!why, "decode returned a solution the checker rejects: " + why.value_or(""));
  } catch (const InputError& e) {
    fuzz::require(e.file() == "model", std::string("an error naming another file: ") + e.what());
  }
  return 0;
}
