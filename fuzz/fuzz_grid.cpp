// PuzzleReader in the grid format (fuzz/reader.hpp says what is checked).
#include "reader.hpp"

SUDOSAT_FUZZ_TARGET(grid) { return sudosat::fuzz::read_puzzles(data, size, sudosat::Format::Grid); }
