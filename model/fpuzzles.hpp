// f-puzzles.com puzzles: the JSON object, the same JSON compressed with lz-string's
// compressToBase64 (strings start "N4Ig"), or a link holding "load=<string>" (possibly
// percent-encoded). Every key and its meaning: docs/variants.md.
#pragma once
#include <string>

#include "error.hpp"
#include "puzzle.hpp"

namespace sudosat {

struct FPuzzlesOptions {
  bool entered_digits = false;  // also read a cell's `value` without `given: true` as a given
};

// Whether a line (trimmed) is an f-puzzles compressed string or link rather than a puzzle of
// another format: it holds "load=", or starts with "N4Ig".
bool looks_like_fpuzzles(const std::string& line);

// One puzzle from `text`: a JSON object (text starting with '{'), a compressed string or a link.
// `file`, `line` and `column` say where `text` starts in the input. Throws InputError on bad
// input: for JSON text at the line and column of the offending value (or of the syntax error),
// for a string or link at `line`:`column`; the message names the JSON path of what is wrong
// ("killercage[2].cells[1]: 'R10C1' is outside the 9x9 grid"). A constraint that cannot hold
// (an impossible sum) is not an error: the puzzle then has no solution.
Puzzle parse_fpuzzles(const std::string& text, const std::string& file, int line, int column,
                      const FPuzzlesOptions& options = {});

}  // namespace sudosat
