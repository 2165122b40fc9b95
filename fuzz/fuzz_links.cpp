// Links and payloads (formats/links.hpp) and what parse_fpuzzles makes of them. The input is
// read as it is, behind a SudokuPad host, and as a classic payload. Findings: an exception
// other than InputError; a payload longer than its text; a classic grid that is not 81 digits;
// a classic payload whose grid does not read back as the same givens.
#include <string>

#include "harness.hpp"
#include "reader.hpp"
#include "formats/fpuzzles.hpp"
#include "formats/links.hpp"

using namespace sudosat;

SUDOSAT_FUZZ_TARGET(links) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)looks_like_link(text);
  std::size_t bad = 0;
  if (const auto p = link_payload(text, 0, bad))
    fuzz::require(p->data.size() <= text.size(), "a payload longer than its link");
  else
    fuzz::require(bad < text.size() && text[bad] == '%', "a bad escape that is no '%'");
  const auto cells = unzip_classic(text);
  if (cells && text.find("load=") == std::string::npos) {  // "load=" would make it an f-puzzles link
    fuzz::require(cells->size() == 81 && cells->find_first_not_of("0123456789") == std::string::npos,
                  "a classic grid that is not 81 digits: " + *cells);
    try {
      const Puzzle p = parse_fpuzzles("classic" + text, "fuzz", 1, 1);
      for (int cell = 0; cell < 81; ++cell)
        fuzz::require(p.givens.at(cell) == (*cells)[static_cast<std::size_t>(cell)] - '0',
                      "a classic payload read as other givens");
    } catch (const InputError& e) {
      fuzz::fail(std::string("a classic payload that decodes but does not read: ") + e.what());
    }
  }
  fuzz::read_fpuzzles(text);
  fuzz::read_fpuzzles("https://sudokupad.app/" + text);
  fuzz::read_fpuzzles("https://sudokupad.app/classic" + text);
  return 0;
}
