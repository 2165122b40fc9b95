// PuzzleReader in the compact format (fuzz/reader.hpp says what is checked).
#include "reader.hpp"

SUDOSAT_FUZZ_TARGET(compact) { return sudosat::fuzz::read_puzzles(data, size, sudosat::Format::Compact); }
