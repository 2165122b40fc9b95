// PuzzleReader in the domino format (fuzz/reader.hpp says what is checked).
#include "reader.hpp"

SUDOSAT_FUZZ_TARGET(domino) { return sudosat::fuzz::read_puzzles(data, size, sudosat::Format::Domino); }
