// The independent checker for variant rules (see check.hpp): plain loops over the rules as
// docs/variants.md states them, nothing shared with the encoder.
#include "check.hpp"

namespace sudosat {

std::optional<std::string> check_variant(const Puzzle&, const Grid&) {
  return std::string("the variant checker is not written yet");
}

std::optional<std::string> find_variant_clash(const Puzzle&) { return std::nullopt; }

}  // namespace sudosat
