// SudokuPad's own puzzle format, the JSON behind "scl" and "ctc" links (formats/links.hpp), read
// by the conventions in docs/sudokupad.md. SudokuPad enforces no rule: a thermometer is a thick
// grey line with a round bulb of its colour, a kropki dot a small circle on an edge, a renban a
// purple line, and what each stands for is said only in the rules text. So a puzzle is read
// only when
//   - every drawn element is understood (a kind's drawing, or art: cell shading, outlines),
//   - every rules sentence is one sudosat knows (formats/rules_text.hpp),
//   - every kind drawn is named by the rules, and every kind named is drawn or global;
// anything else is refused with a message naming the element (and where it is) or the sentence.
// The puzzle is turned into the f-puzzles JSON that states the same rules, and read by the
// f-puzzles reader (formats/fpuzzles.hpp), which also checks the setter's solution when the
// puzzle carries one.
#pragma once
#include <optional>
#include <stdexcept>
#include <string>

namespace sudosat {

// A SudokuPad puzzle sudosat cannot read, or reads only in part: the message says what and why.
struct SudokuPadError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// SudokuPad's PuzzleZipper undone ("scl" payloads, after lz-string): bare keys quoted, short
// keys made long ("ce": "cells", ...), 'f'/'t' as false/true, bare colours ("#0", "FF0000") as
// "#000000" and "#FF0000", empty objects restored. Returns the JSON text, or nothing when the
// result is not JSON. Never throws.
std::optional<std::string> unzip_sudokupad(const std::string& zipped);

// The f-puzzles JSON text (one object) that states the rules of the SudokuPad puzzle
// `json_text`. Throws SudokuPadError, never a half reading: see above. With `as_drawn` (a
// setter's draft, often without rules text; never the default) the rules text is not read:
// normal sudoku rules hold, and each drawing whose shape stands for one kind (a line with a bulb:
// a thermometer; an arrow from a circle; a cage: a killer cage; dots, X/V, odd/even marks,
// quadruples, little killers, min/max chevrons, diagonals, inequality signs; a cage marked
// `unique: false`: a sum cage) is read as that kind; any other
// drawing (a plain line, a number outside the grid) is refused. The JSON then holds
// kAsDrawnKey: true, and every answer says "as drawn". With `rules_text`, the puzzle is read as if
// its rules text were that one (--rules-text; with as_drawn it is not read).
std::string sudokupad_to_fpuzzles(const std::string& json_text, bool as_drawn = false,
                                  const std::string* rules_text = nullptr);

// The key of that JSON saying it was read as drawn (the f-puzzles reader sets Variant::as_drawn).
constexpr const char* kAsDrawnKey = "sudosat-as-drawn";

// The key of that f-puzzles JSON under which the converter lists each drawing and what it was
// read as ("lines[3]: thermometer R4C2 R3C2 R2C2"); the f-puzzles reader keeps the list in
// Variant::drawings, and `sudosat read` shows it.
constexpr const char* kReadAsKey = "sudosat-read-as";

// The same for the drawings of an f-puzzles puzzle that no rule key explains: `json_text` is a
// SudokuPad puzzle holding the grid, regions, rules text and those drawings only. Returns the
// f-puzzles JSON of the kinds they stand for, and of the global rules the text states. Unlike
// sudokupad_to_fpuzzles, a kind the rules name need not be drawn (its rule key may hold it).
// Throws SudokuPadError when a drawing or a sentence is not understood.
std::string explain_drawings(const std::string& json_text);

}  // namespace sudosat
