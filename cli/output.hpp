// How answers are written: one record per puzzle, in the input's format unless
// --output-format says otherwise.
//
//   grid, compact  the grid (a blank line before every record after the first of a file)
//   line           one line of n^2 symbols
//   domino         "Puzzle k" then the 9 rows (BOJ 4574)
//   json           one JSON object per line (JSON Lines), shape documented in README.md
// A puzzle without an answer is the line "no solution", "unknown" or "error" in the text
// formats, and a JSON object with that "status".
#pragma once
#include <optional>
#include <string>

#include "batch.hpp"

namespace sudosat {

enum class OutFormat { Grid, Compact, Line, Domino, Json };

std::optional<OutFormat> parse_out_format(const std::string& name);
// The output format for an input format, unless the user chose one.
OutFormat output_format(Format input, std::optional<OutFormat> chosen);

// The record for a solved puzzle. `extra` (json only) is merged into the object.
std::string render_solution(const Item& item, OutFormat f, const Solution& s);
// The record for a puzzle without a grid: status is "no solution", "unknown" or "error";
// detail (the reason) and, for an input error, its line and column appear in JSON only.
std::string render_status(const Item& item, OutFormat f, const std::string& status,
                          const std::string& detail);
// The text before a record: blank line between grids, "Puzzle k" for dominoes.
std::string record_header(const Item& item, OutFormat f);

// For an answer to a puzzle whose reading the setter's solution judged (a sentence taken as a
// story or read loosely, a drawing left out: Variant::drawings lines ending in kJudgedReading), a
// line for standard error saying so, after `where`; "" for any other puzzle.
std::string loose_note(const std::string& where, const Puzzle& puzzle);

}  // namespace sudosat
