// The body shared by the puzzle-reader harnesses: reads every record of the input in one
// format (or detected) and holds the reader to its contract.
#pragma once
#include <optional>
#include <string>

#include "harness.hpp"
#include "formats/format.hpp"

namespace sudosat::fuzz {

// Reads `data` with PuzzleReader (at most 200 records). Findings: an exception other than
// InputError, a record with neither or both of puzzle and error, an error without a line, a
// digit outside 0..n, and a classic puzzle that does not read back the same from
// write_grid's line and grid text.
int read_puzzles(const std::uint8_t* data, std::size_t size, std::optional<Format> format);

// parse_fpuzzles on `text` (file "fuzz"). Finding: an error naming another file; an exception
// other than InputError goes on up.
void read_fpuzzles(const std::string& text);

}  // namespace sudosat::fuzz
