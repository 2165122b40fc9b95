// Sudominoku input and tiling check. PLACEHOLDER: being implemented (issue 3).
#include "check.hpp"
#include "format.hpp"

namespace sudosat {

Record read_domino_puzzle(LineSource& src, const std::string& name) {
  Record rec;
  rec.fatal = true;
  rec.line = src.peek() ? src.peek()->number : 0;
  if (rec.line) rec.error = InputError(name, rec.line, 1, "Sudominoku input is not supported yet");
  return rec;
}

std::optional<std::string> check_tiling(const Puzzle&, const Solution&) {
  return std::string("Sudominoku tilings are not checked yet");
}

}  // namespace sudosat
