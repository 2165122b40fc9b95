// PuzzleReader with the format detected, as the command line reads a file (fuzz/reader.hpp).
#include "reader.hpp"

SUDOSAT_FUZZ_TARGET(detect) { return sudosat::fuzz::read_puzzles(data, size, std::nullopt); }
