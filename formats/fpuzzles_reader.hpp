// The f-puzzles reader's insides, shared by its files (fpuzzles.hpp is the interface).
#pragma once
#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "fpuzzles.hpp"
#include "model/puzzle.hpp"
#include "rules_text.hpp"

namespace sudosat::fpuzzles_detail {

// Shared by formats/fpuzzles.cpp (the reader), fpuzzles_drawings.cpp (the drawing policy) and
// fpuzzles_input.cpp (the input text), and by nothing else: the JSON paths and failures they
// report errors with, the value helpers they share, and the entry of each part. Each group
// below is defined in the file its comment names.

using json = nlohmann::json;

inline constexpr const char* kSpace = " \t\r\n\v\f";

// ---------------------------------------------------------------------------------------------
// JSON paths and failures (fail: fpuzzles.cpp)

// Where a value sits in the JSON: member names and array indices from the root.
struct Path {
  std::vector<std::variant<std::string, std::size_t>> steps;

  Path operator/(const std::string& key) const {
    Path p = *this;
    p.steps.emplace_back(key);
    return p;
  }
  Path operator[](std::size_t index) const {
    Path p = *this;
    p.steps.emplace_back(index);
    return p;
  }
  std::string text() const {  // killercage[2].cells[1]
    std::string s;
    for (const auto& step : steps) {
      if (const auto* key = std::get_if<std::string>(&step))
        s += (s.empty() ? "" : ".") + *key;
      else
        s += "[" + std::to_string(std::get<std::size_t>(step)) + "]";
    }
    return s;
  }
};

// A semantic error: the message, and the value (or member name) it is about.
struct Failure {
  Path path;
  std::string message;
  bool at_key = false;
};

// Throws the Failure "<path>: <what>", or just <what> at the root.
[[noreturn]] void fail(const Path& path, const std::string& what);

// ---------------------------------------------------------------------------------------------
// Values (fpuzzles.cpp)

// null, false, "", [] and {}: a key with such a value says nothing.
bool is_empty(const json& v);

// The member `key` of an object, or nullptr when it is absent or null.
const json* member(const json& object, const char* key);

// A whole number written as a JSON number or as a numeric string ("10", " -3 ").
enum class Number { Ok, NotANumber, OutOfRange };
Number whole_number(const json& v, long long& out);

// `s` without the spaces around it.
std::string trim(const std::string& s);

// "R<row>C<col>" as 1-based numbers; empty for anything else.
std::optional<std::pair<long long, long long>> cell_name(const json& v);

// ---------------------------------------------------------------------------------------------
// The reader (fpuzzles.cpp)

// The puzzle the f-puzzles JSON `root` states, as parse_fpuzzles describes it. Throws Failure,
// which names the JSON path of what is wrong (parse_fpuzzles, in fpuzzles_input.cpp, places
// it in the input).
Puzzle read_object(const json& root, const FPuzzlesOptions& options);

// ---------------------------------------------------------------------------------------------
// The drawing policy (fpuzzles_drawings.cpp)

// The drawings of `root` that no rule key explains, read with the rules text as the judge, on
// the grid of size `n` with its `regions` as read, `rules` the rules text (the puzzle's
// `ruleset`, or --rules-text). Returns nothing when there are none; else
// the f-puzzles JSON of the rules the rules text states for them (and its global rules) that
// the puzzle's own keys do not already state. Throws Failure at the first such drawing when
// the rules text does not explain them.
std::optional<json> rules_for_drawings(const json& root, int n, const std::vector<int>& regions,
                                       const std::string& rules);

// Adds to `constraints` the global rules the rules text's `sentences` (read_rules_text of
// `ruleset`) state and that `constraints` lacks. Throws Failure for a sentence of a 9x9's
// Dutch flatmates ("every 5 ... a 9 below") on a grid of size `n` other than 9.
void add_stated_globals(const std::vector<RuleSentence>& sentences, int n, std::vector<Constraint>& constraints);

// Adds to `constraints` a magic square (rule::MagicSquare) for each box the `sentences` make one
// ("the central 3x3 box is a magic square"; named_magic_box, formats/rules_text.hpp), on a grid
// of size n with the region labels `regions`, unless one with its cells is there. Throws a
// Failure at `ruleset` when the box cannot be told.
void add_named_magic_boxes(const std::vector<RuleSentence>& sentences, int n, const std::vector<int>& regions,
                           std::vector<Constraint>& constraints);

// A total the `sentences` give a magic square's rows ("... sum to 15") must follow from the
// rules: checked, on a grid of size n, for a magic square of n cells (its digits distinct, so
// the digit set once each, its rows summing to the digit set's sum over the square's side).
// Throws a Failure at `ruleset` for a total that differs (the rules text and the drawing then
// disagree) or a square of fewer cells (what its rows sum to is not known).
void check_magic_totals(const std::vector<RuleSentence>& sentences, int n, const Variant& variant);

// Throws a Failure at `ruleset` when the rules text's `sentences` state a kind of which
// `constraints` hold none (rule_not_read, formats/rules_text.hpp).
void refuse_unread_rules(const std::vector<RuleSentence>& sentences, const std::vector<Constraint>& constraints);

// Throws a Failure at `ruleset` when a sentence says cells lie in one region (Stated::SameRegion:
// "the central cell and four dominos at the corners of the grid together comprise a single
// region") and `regions` (row-major labels of a size-n grid) do not put them in one.
void refuse_misdescribed_regions(const std::vector<RuleSentence>& sentences, int n, const std::vector<int>& regions);

}  // namespace sudosat::fpuzzles_detail
