// f-puzzles JSON (formats/fpuzzles.hpp). Findings: an exception other than InputError (and
// std::invalid_argument from the writer, which states what f-puzzles cannot), an error not
// naming the file, and a puzzle whose written JSON does not read back to the same JSON.
#include <stdexcept>
#include <string>

#include "harness.hpp"
#include "formats/fpuzzles.hpp"

using namespace sudosat;

SUDOSAT_FUZZ_TARGET(fpuzzles_json) {
  std::string text(reinterpret_cast<const char*>(data), size);
  const std::size_t start = text.find_first_not_of(" \t\r\n");
  if (start == std::string::npos || text[start] != '{') text.insert(0, "{");  // keep it JSON
  Puzzle p;
  try {
    p = parse_fpuzzles(text, "fuzz", 1, 1);
  } catch (const InputError& e) {
    fuzz::require(e.file() == "fuzz", std::string("an error naming another file: ") + e.what());
    return 0;
  }
  fuzz::require(p.is_variant(), "an f-puzzles puzzle that is not a variant");
  std::string written;
  try {
    written = write_fpuzzles_json(p);
  } catch (const std::invalid_argument&) {
    return 0;  // documented: what f-puzzles cannot state
  }
  Puzzle back;
  try {
    back = parse_fpuzzles(written, "written", 1, 1);
  } catch (const InputError& e) {
    fuzz::fail(std::string("the written JSON does not read back: ") + e.what() + "\n" + written);
  }
  fuzz::require(back.givens == p.givens, "the written JSON reads back other givens");
  const std::string again = write_fpuzzles_json(back);
  fuzz::require(again == written, "written JSON read back and written again differs:\n" + written + "\n" + again);
  return 0;
}
