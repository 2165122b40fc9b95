// PLACEHOLDER: being implemented (issue 3).
#include "domino.hpp"

#include <stdexcept>

namespace sudosat {

DominoEncoding encode_domino(const Puzzle&, Vars&, Amo) {
  throw std::logic_error("Sudominoku encoding is not implemented yet");
}

}  // namespace sudosat
