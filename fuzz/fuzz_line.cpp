// PuzzleReader in the line format (fuzz/reader.hpp says what is checked).
#include "reader.hpp"

SUDOSAT_FUZZ_TARGET(line) { return sudosat::fuzz::read_puzzles(data, size, sudosat::Format::Line); }
