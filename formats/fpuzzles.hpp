// f-puzzles.com puzzles: the JSON object, the same JSON compressed with lz-string's
// compressToBase64 (strings start "N4Ig"), or a link holding "load=<string>" (possibly
// percent-encoded), or a SudokuPad link or payload that carries one (formats/links.hpp). Every key and its meaning: docs/variants.md. Read with parse_fpuzzles,
// written back with write_fpuzzles_json and write_fpuzzles (formats/fpuzzles_write.cpp).
#pragma once
#include <stdexcept>
#include <optional>
#include <string>
#include <vector>

#include "model/error.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

struct FPuzzlesOptions {
  // Also take the digits a solver entered: a cell's `value` without `given: true` counts as a
  // given. Off, only given values and `givenPencilMarks` are clues; the solver's notes
  // (`centerPencilMarks`, `cornerPencilMarks`, `candidates`) are never read.
  bool entered_digits = false;
  // Read the puzzle without its drawings (`line`, `circle`, `rectangle`, `text`), even those
  // that no rule key explains (see parse_fpuzzles).
  bool ignore_drawings = false;
  // SudokuPad puzzles: read the drawings by their usual meaning, not the rules text
  // (sudokupad_to_fpuzzles' as_drawn).
  bool as_drawn = false;
  // Read the puzzle as if its rules text were this one (--rules-text), for a rule sudosat does
  // not read from the drawings or the setter's words: SudokuPad and f-puzzles puzzles.
  std::optional<std::string> rules_text;
  // The digit set (--digits; docs/variants.md, "Digit sets"), in place of the puzzle's own
  // "digits" key; empty: the key's, else 1..n.
  std::vector<int> digits;
};

// Whether a line (trimmed) is an f-puzzles compressed string or link, or a SudokuPad link or
// payload, rather than a puzzle of another format (looks_like_link, formats/links.hpp).
bool looks_like_fpuzzles(const std::string& line);

// One puzzle from `text`: a JSON object (text starting with '{', after spaces and a UTF-8 byte
// order mark), a compressed string or a link (what follows "load=", up to '&' or '#',
// percent-decoded). `file`, `line` and `column` say where `text` starts in the input. The
// Puzzle has the grid shape of the default boxes (Shape{1, n} for a prime n), `variant` set
// and `dominoes` empty; constraints come in a fixed order of keys (the legacy per-cell
// parity and extreme first), each key's in the order of its list.
//
// Throws InputError on bad input, the message naming the JSON path of what is wrong
// ("killercage[2].cells[1]: 'R10C1' is outside the 9x9 grid"): for JSON text at the line and
// column of the offending value (of the member's name for an unknown key, of the syntax error
// for malformed JSON); for a string or link at the line and column where it starts (at the '%'
// of a bad percent escape). Every key that states a rule sudosat does not know is an error.
// A constraint that cannot hold (an impossible sum) is not an error: the puzzle then has no
// solution. Never a puzzle half read: a drawing that no rule key explains (f-puzzles'
// constraints add-on names the rule it drew in `fromConstraint`) is an error unless
// `ignore_drawings`, and so is a `solution` the setter stored that breaks a rule as read.
// SudokuPad links and payloads (formats/links.hpp) are read here too: those that carry an
// f-puzzles puzzle; SudokuPad's own JSON ("scl", "ctc"), turned into f-puzzles JSON by
// formats/sudokupad.hpp, which refuses (an InputError at the link) any puzzle it cannot read
// whole; classic grids (a classic 9x9 Puzzle, `variant` empty) and "scf" grids (with their
// rule letters: diagonals, windoku). Short ids are errors that say so.
Puzzle parse_fpuzzles(const std::string& text, const std::string& file, int line, int column,
                      const FPuzzlesOptions& options = {});

// The puzzle as the f-puzzles JSON object, on one line, in the keys and shapes f-puzzles.com
// exports: "size", "title"/"author" when set, "grid" (givens as {"value": d, "given": true},
// "region" only where a label differs from default_regions(n), null for none,
// "givenPencilMarks" for restricted cells), then one key per constraint family in the reader's
// order, then "solution" when the puzzle carries its setter's solution. A classic puzzle is written with its boxes as regions. parse_fpuzzles reads it back
// as the same puzzle in canonical form: constraints in the reader's order (stable within a
// key), each flag rule once, DR0 as DR9, `allowed` empty when no cell is restricted, and
// without what the reader drops (empty cages and lines, arrows without bulb or shaft, between
// lines and double arrows under 3 cells, zipper lines of 1 cell), which is written all the
// same. Bytes of title or author that are not UTF-8 become U+FFFD.
// Throws std::invalid_argument for what f-puzzles cannot state or the reader would reject
// (Sudominoku, an XV mark not 5 or 10, a little killer's cells off its diagonal, a cell
// allowing no digit, a region not n cells, a cell listed twice where cells must differ, ...).
std::string write_fpuzzles_json(const Puzzle& p);

// lz_compress_base64 of write_fpuzzles_json(p): the string f-puzzles.com links carry
// ("https://www.f-puzzles.com/?load=" + it is a link). Throws as write_fpuzzles_json.
std::string write_fpuzzles(const Puzzle& p);

}  // namespace sudosat
