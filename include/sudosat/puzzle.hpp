// Puzzles in and out: the data types, parsing, grids as rows of digits, and the checker.
//
// The data types are the library's own model (installed under sudosat/model/):
//   Shape     box shape R x C of an n x n grid (n = R * C)              model/shape.hpp
//   Grid      n x n digits row-major, 0 blank                           model/puzzle.hpp
//   Puzzle    givens; Sudominoku dominoes or a variant's regions and constraints
//   Solution  a complete grid (and for Sudominoku the tiling)
//   Variant   regions, allowed digits, constraints (one struct per kind) model/variant.hpp
//   InputError  the exception for bad input                             model/error.hpp
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "model/check.hpp"
#include "model/error.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

// How text is read: the command line's --input-format, --box, --rules, --entered-digits,
// --ignore-drawings.
struct ParseOptions {
  std::string format;   // "" detects; else "grid", "compact", "line", "domino" or "fpuzzles"
  std::string box;      // "" the default boxes for the size; else "RxC" (e.g. "2x3")
  std::string rules;    // "" none; else global rules, comma-separated: "antiking,diagonals"
  bool entered_digits = false;  // f-puzzles: entered digits without "given" count as givens
  bool ignore_drawings = false;  // f-puzzles: read it even with drawings no rule key explains
  std::string rules_text;  // "" the puzzle's own; else SudokuPad and f-puzzles puzzles are read as if
                           // their rules text were this one (a rule stated in words sudosat reads)
  std::string digits;   // "" 1..n; else the digit set of every puzzle: "0-8", "1,2,3,5,7,9"
                        // (docs/variants.md, "Digit sets"). Grids still hold digits 1..n:
                        // digit_value(puzzle.variant->digits, d) is digit d's value, and
                        // grid_text(grid, format, puzzle.variant->digits) prints the values
  std::string name = "<input>";  // the file name error messages start with
};

// Every puzzle of `text`, in order, in any format the command line reads (grid, compact, one
// puzzle a line, Sudominoku, f-puzzles JSON, compressed strings or links). Throws InputError
// for a bad option, an empty input, or the first malformed puzzle (the message the command
// line prints for it, e.g. "<input>:3:5: expected a digit 0..9, got 'x'").
std::vector<Puzzle> parse_puzzles(const std::string& text, const ParseOptions& options = {});

// The one puzzle of `text`: as parse_puzzles, and InputError when the text holds more than one.
Puzzle parse_puzzle(const std::string& text, const ParseOptions& options = {});

// Every puzzle of the file at `path` (options.name is ignored: errors name the path). Throws
// InputError when the file cannot be read, or as parse_puzzles.
std::vector<Puzzle> read_puzzle_file(const std::string& path, const ParseOptions& options = {});

// A classic puzzle from n rows of n digits (0 blank, 1..n a given), n in 4..36 with a box
// shape; `box` "RxC" picks another box than the default. Throws InputError (file "<rows>",
// line = row, column = column, both 1-based) for a ragged grid, a digit out of range, a size
// without boxes, or a bad box.
Puzzle puzzle_from_rows(const std::vector<std::vector<int>>& rows, const std::string& box = "");

// The digits of `grid` as n rows of n (0 for a blank).
std::vector<std::vector<int>> grid_rows(const Grid& grid);

// `grid` as text in a format the readers take back: "line" (n^2 symbols and '\n', blanks as
// '.'), "compact" (n lines of n symbols) or "grid" (n lines of n numbers). With `digits`, a
// digit set (a puzzle's Variant::digits; docs/variants.md, "Digit sets"), each digit d is
// written as its value digits[d - 1] and a blank as '.' in every format, as the command
// prints it (grid_text(solution.grid, "line", puzzle.variant->digits)); empty: 1..n. Throws
// std::invalid_argument for another format name or a set that is not n increasing values.
std::string grid_text(const Grid& grid, const std::string& format = "line", const std::vector<int>& digits = {});

// Why `solution` does not solve `puzzle` ("digit 5 twice in row 3"); empty when it does. The
// independent checker (plain loops over the rules, nothing shared with the SAT encoding):
// check_solution in model/check.hpp. Every solution this library returns has passed it.
inline std::optional<std::string> verify(const Puzzle& puzzle, const Solution& solution) {
  return check_solution(puzzle, solution);
}

// One f-puzzles puzzle: its JSON object, compressed string or link, or a SudokuPad link or
// payload, read as the command line reads one (docs/variants.md, docs/sudokupad.md); of
// `options`, only entered_digits, ignore_drawings and name count. Throws InputError, the
// message naming the JSON path of what is wrong ("killercage[2].cells[1]: 'R10C1' is outside
// the 9x9 grid") and where, for anything not read whole.
Puzzle from_fpuzzles(const std::string& text, const ParseOptions& options = {});

// One sentence of a rules text as sudosat reads it (docs/rules-sentences.md), as `sudosat read`
// shows it: what it states ("sudoku", "killercage", "note", "cage sum", "all xv", ...; empty:
// not understood), for one not understood the rule it reads like and the words that rule lacks
// ("" if none is near), and the typos mended to read it ("themometers -> thermometers").
struct SentenceReading {
  std::string text;
  std::vector<std::string> states;  // empty: not understood
  std::string hint;
  std::vector<std::string> typos;
  bool story = false;  // not understood, and no word of it is a rule's: taken only where the
                       // puzzle's setter's solution judges the reading
  // Not understood, and no story: read loosely, only where the setter's solution judges the
  // reading (docs/rules-sentences.md, "Loose reading"): the kinds it names, taken with their usual
  // rules ("lockoutline"), or none and `explains` (taken as explaining the rule before it); and
  // why neither may be taken ("\"may\" could change the rule"; "" when it may).
  std::vector<std::string> named;
  bool explains = false;
  std::string not_taken;
};

// The sentences of a rules text (a variant's `rules`), each read. A SudokuPad puzzle is read only
// when every one is understood; a read puzzle's drawings, each with the kind it was read as, are
// its variant's `drawings`. With the puzzle's title and setter, a line that only says them again
// is a note, as when the puzzle is read. Never throws.
std::vector<SentenceReading> read_rules(const std::string& rules_text, const std::string& title = "",
                                        const std::string& author = "");

// The puzzle as the f-puzzles JSON object, on one line, as f-puzzles.com exports it;
// from_fpuzzles reads it back as the same puzzle in canonical form. Throws
// std::invalid_argument for what f-puzzles cannot state (Sudominoku, an XV mark not 5 or 10,
// a region not n cells, ...).
std::string to_fpuzzles_json(const Puzzle& p);

// The compressed string f-puzzles links carry ("https://www.f-puzzles.com/?load=" + it is a
// link). Throws as to_fpuzzles_json.
std::string to_fpuzzles(const Puzzle& p);

}  // namespace sudosat
