// SudokuPad's own format (formats/sudokupad.hpp) and its links. The input is unzipped as a
// PuzzleZipper text ("scl"), converted as SudokuPad JSON (and so is what it unzips to), and,
// lz-string compressed, read as a ctc and an scl link. Findings: an exception other than
// SudokuPadError (conversion) or InputError (reading); an unzipped text that is not JSON; a
// conversion that is not one JSON object; an error naming another file.
#include <string>

#include <nlohmann/json.hpp>

#include "harness.hpp"
#include "reader.hpp"
#include "formats/fpuzzles.hpp"
#include "formats/lzstring.hpp"
#include "formats/sudokupad.hpp"

using namespace sudosat;

namespace {

// SudokuPad JSON to f-puzzles JSON, and that read as f-puzzles JSON.
void convert(const std::string& json_text) {
  std::string fpuzzles;
  try {
    fpuzzles = sudokupad_to_fpuzzles(json_text);
  } catch (const SudokuPadError&) {
    return;
  }
  const nlohmann::json j = nlohmann::json::parse(fpuzzles, nullptr, false);
  fuzz::require(!j.is_discarded(), "a conversion that is not JSON: " + fpuzzles);
  fuzz::require(j.is_object(), "a conversion that is not a JSON object: " + fpuzzles);
  fuzz::read_fpuzzles(fpuzzles);
}

}  // namespace

SUDOSAT_FUZZ_TARGET(sudokupad) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (const auto unzipped = unzip_sudokupad(text)) {
    fuzz::require(nlohmann::json::accept(*unzipped), "an unzipped text that is not JSON: " + *unzipped);
    if (*unzipped != text) convert(*unzipped);
  }
  convert(text);
  const std::string packed = lz_compress_base64(text);
  fuzz::read_fpuzzles("https://sudokupad.app/ctc" + packed);
  fuzz::read_fpuzzles("https://sudokupad.app/scl" + packed);
  return 0;
}
