// Puzzle text formats: detection, streaming reader, writers.
//
//   grid     n lines of n integers 0..n separated by whitespace (BOJ 2580); blocks may repeat
//   compact  n lines of n symbols, no spaces (BOJ 2239); exactly one grid
//   line     one puzzle per line, n^2 symbols (collections)
//   domino   Sudominoku (BOJ 4574): N, N domino lines, a singles line, ..., a final "0"
//   fpuzzles f-puzzles.com: one JSON object, or one compressed string or link per line
//            (formats/fpuzzles.hpp); a variant puzzle
// Symbols are 1-9 then A-Z (or a-z) for 10..35. A blank is written '0', '.', '_', '-' or '*',
// or 'x' / 'X' below size 33 (from 33 on, X is the digit 33); in the grid format, whose
// digits are numbers, any of these alone is a blank. Lines starting with '#' are comments, a
// trailing '\r' is dropped everywhere, and a UTF-8 byte order mark at the start of an input
// is skipped (columns are counted after it).
#pragma once
#include <algorithm>
#include <deque>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "model/error.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

// FPuzzles is an input of one JSON object; FPuzzlesLines one string or link per line (both
// are "fpuzzles" by name; the reader tells them apart by the first character).
enum class Format { Grid, Compact, Line, Domino, FPuzzles, FPuzzlesLines };

std::optional<Format> parse_format(const std::string& name);  // "grid", "compact", ...
const char* to_string(Format f);
// The value of a symbol in a puzzle of size n: '1'..'9','A'..'Z','a'..'z' -> 1..35, a blank
// ('0' '.' '_' '-' '*', and 'x' 'X' when n < 33) -> 0, anything else -> -1. Values above n
// are the caller's to reject.
int symbol_value(char c, int n);
bool is_blank_word(const std::string& word);  // grid format: ".", "_", "-", "*", "x", "X" ("0" too)
char digit_symbol(int digit);   // 1..35 -> '1'..'9','A'..'Z'

struct ReadOptions {
  std::optional<Format> format;  // empty: detect from the first lines
  std::optional<Shape> box;      // empty: default_shape(n)
  bool no_boxes = false;         // --box none: a Latin square, rows and columns only (shape
                                 // 1 x n for any n; with --rules, no regions at all)
  std::vector<Constraint> rules = {};  // global rules added to every puzzle (a classic one becomes
                                  // a variant whose regions are its boxes)
  bool entered_digits = false;    // f-puzzles: digits without "given" count as givens
  bool ignore_drawings = false;   // f-puzzles: read without drawings no rule key explains
  bool as_drawn = false;          // SudokuPad: drawings by their usual meaning, rules text unread
  std::optional<std::string> rules_text;  // SudokuPad, f-puzzles: read as if this were the rules text
  std::vector<int> digits;        // --digits: the digit set of every puzzle (empty: 1..n, or an
                                  // f-puzzles puzzle's own "digits" key); a classic puzzle becomes
                                  // a variant. With 0 among the digits, '0' is the digit 0 in the
                                  // grid formats and a blank is '.' (or '_', '-', '*', 'x')
};

// The global rules named in a --rules list ("antiking,antiknight,nonconsecutive,diagonals,
// disjoint", diagonal+, diagonal-, and a number after a colon: "negativesum:10",
// "negativedifference:4"); empty and `bad` set to the first unknown name.
std::vector<Constraint> parse_rules(const std::string& list, std::string& bad);

// The names parse_rules knows, for messages.
const char* rules_known();

// A whitespace-separated word of a line and its 1-based column.
struct Token {
  std::string text;
  int column;
};
std::vector<Token> split_words(const std::string& line);

// kMaxLineBytes (model/error.hpp): the longest input line read.

// One input line, '\r' stripped, with its 1-based number.
struct Line {
  std::string text;       // for an overlong line only its first bytes (to detect the format)
  int number = 0;
  bool overlong = false;  // longer than kMaxLineBytes: the readers reject it
};

// Lines of a stream with lookahead; comments ('#...') are skipped. A line longer than
// kMaxLineBytes is read to its end but kept only in part (Line::overlong). Reads the stream's
// buffer directly; after the end of the input it reads no more (a terminal is asked once).
class LineSource {
 public:
  explicit LineSource(std::istream& in) : in_(in) {}
  const Line* peek(std::size_t k = 0);  // the k-th next line, or null at end of input
  bool next(Line& out);                 // false at end of input
  int last_number() const { return last_; }  // number of the last line read from the stream

 private:
  bool fill(std::size_t k);
  bool read_line(Line& line);  // the next raw line; false at the end of the input
  std::istream& in_;
  bool eof_ = false;
  bool first_ = true;  // the next line read is the input's first (its byte order mark goes)
  std::deque<Line> ahead_;
  int last_ = 0;
};

// One puzzle read from the input, or the error that stands in its place.
struct Record {
  int line = 0;                       // line where the puzzle starts
  std::optional<Puzzle> puzzle;       // set on success
  std::optional<InputError> error;    // set on bad input
  bool fatal = false;                 // the reader cannot go on after this error
};

// Streams puzzles out of a text; the format is fixed by the options or detected once.
class PuzzleReader {
 public:
  PuzzleReader(std::istream& in, std::string name, ReadOptions options);
  // The format in use; detects it on first call (throws InputError on empty input).
  Format format();
  // Reads the next record; false at end of input. Never throws for bad puzzles: the
  // error goes into the record, and reading goes on unless the record is fatal. Throws
  // InputError when the input ends before any record (empty, or a Sudominoku final 0 first).
  bool next(Record& out);

 private:
  Record read_grid();
  Record read_compact();
  Record read_line();
  Record read_domino();
  Record read_fpuzzles();
  Record with_rules(Record rec) const;  // adds opt_.rules to the record's puzzle
  Record with_digits(Record rec) const;  // gives the record's puzzle the digit set opt_.digits
  // A cell's symbol (compact, line) or number (grid) as a digit 1..n under opt_.digits, 0 for
  // a blank, -1 for neither; and what a cell may hold, for messages.
  int cell_digit(const std::string& word, bool number, int n) const;
  std::string cell_symbols(bool number, int n) const;
  void whole(const Line& line) const;    // throws InputError for an overlong line
  Shape shape_for(int n, int line, int column) const;
  // The end of the input (final_zero_line: where a Sudominoku final 0 stood, else 0): false,
  // or InputError when no record came before it.
  bool at_end(int final_zero_line);
  InputError error(int line, int column, const std::string& message) const {
    return InputError(name_, line, column, message);
  }

  LineSource src_;
  std::string name_;
  ReadOptions opt_;
  std::optional<Format> format_;
  bool done_ = false;
  bool read_any_ = false;  // a record (puzzle or error) was returned
  bool encoding_checked_ = false;  // the first line was looked at for a UTF-16 byte order mark
};

// Sudominoku puzzle reader (domino.cpp): reads one puzzle after its count line.
// Returns an empty Record (no puzzle, no error) at the final "0" line or end of input.
Record read_domino_puzzle(LineSource& src, const std::string& name);

// Writes a complete grid in the given format (text ends with '\n'), each digit d as the value
// digit_value(digits, d) (digits: a variant's digit set; empty: 1..n).
// Domino output is the compact grid; the "Puzzle k" header is the caller's.
std::string write_grid(const Grid& g, Format f, const std::vector<int>& digits = {});

}  // namespace sudosat
