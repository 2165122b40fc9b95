// Shape of an n x n Sudoku whose boxes are R rows tall and C columns wide (n = R * C).
#pragma once
#include <optional>
#include <string>

namespace sudosat {

constexpr int kMaxSize = 64;  // largest n we accept (n^3 variables stay well inside int; a
                              // cell's candidates fit one 64-bit mask)
// Largest n for variant rules and f-puzzles (their digit sets are 64-bit masks with bit d for
// digit d) and for the one-symbol-per-cell formats (1-9, A-Z: 35 symbols, 36 with 0).
constexpr int kMaxVariantSize = 36;

struct Shape {
  int box_rows = 3;  // R: rows per box
  int box_cols = 3;  // C: columns per box

  int n() const { return box_rows * box_cols; }       // digits, rows, columns and boxes
  int cells() const { return n() * n(); }              // n^2 cells, numbered row-major
  int row(int cell) const { return cell / n(); }
  int col(int cell) const { return cell % n(); }
  int box(int cell) const {                            // boxes numbered row-major too
    return (row(cell) / box_rows) * box_rows + col(cell) / box_cols;
  }
  bool operator==(const Shape& o) const { return box_rows == o.box_rows && box_cols == o.box_cols; }
  bool operator!=(const Shape& o) const { return !(*this == o); }
};

// The default box for size n: R = the largest divisor of n not above sqrt(n), C = n / R.
// Empty when n is outside 4..kMaxSize or prime (no box with R, C >= 2).
std::optional<Shape> default_shape(int n);

// Parses "RxC" (e.g. "2x3"); empty on malformed text or R*C outside 1..kMaxSize.
std::optional<Shape> parse_shape(const std::string& text);

std::string to_string(const Shape& s);  // "RxC"

}  // namespace sudosat
