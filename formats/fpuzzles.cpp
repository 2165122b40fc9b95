// The f-puzzles reader: the JSON object -> Puzzle, read key by key (readers() below, one
// function per key family). A semantic error is thrown as a Failure that names the JSON path;
// parse_fpuzzles (fpuzzles_input.cpp) turns it into an InputError at the line and column of
// that value or, for a compressed string, at the string itself. The drawings no rule key
// explains: fpuzzles_drawings.cpp. docs/variants.md states every rule.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "fpuzzles_reader.hpp"
#include "sudokupad.hpp"
#include "model/check.hpp"

namespace sudosat::fpuzzles_detail {

constexpr int kMinSize = 3;
constexpr long long kMaxNumber = 1000000000;  // larger numbers are "out of range"

// ---------------------------------------------------------------------------------------------
// Failures and values shared with the reader's other files (said in fpuzzles_reader.hpp)

[[noreturn]] void fail(const Path& path, const std::string& what) {
  const std::string where = path.text();
  throw Failure{path, where.empty() ? what : where + ": " + what};
}

bool is_empty(const json& v) {
  return v.is_null() || (v.is_boolean() && !v.get<bool>()) ||
         (v.is_string() && v.get_ref<const std::string&>().empty()) ||
         ((v.is_array() || v.is_object()) && v.empty());
}

const json* member(const json& object, const char* key) {
  const auto it = object.find(key);
  return it == object.end() || it->is_null() ? nullptr : &*it;
}

Number whole_number(const json& v, long long& out) {
  if (v.is_number_integer()) {
    if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxNumber))
      return Number::OutOfRange;
    out = v.get<long long>();
  } else if (v.is_number_float()) {
    const double d = v.get<double>();
    if (!(d >= -1e15 && d <= 1e15)) return Number::OutOfRange;
    if (d != std::floor(d)) return Number::NotANumber;
    out = static_cast<long long>(d);
  } else if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    std::size_t i = s.find_first_not_of(kSpace);
    const std::size_t end = s.find_last_not_of(kSpace) + 1;
    if (i == std::string::npos) return Number::NotANumber;
    const bool negative = s[i] == '-';
    if (s[i] == '-' || s[i] == '+') ++i;
    if (i == end) return Number::NotANumber;
    long long value = 0;
    for (; i < end; ++i) {
      if (s[i] < '0' || s[i] > '9') return Number::NotANumber;
      value = std::min(value * 10 + (s[i] - '0'), kMaxNumber + 1);
    }
    out = negative ? -value : value;
  } else {
    return Number::NotANumber;
  }
  return out > kMaxNumber || out < -kMaxNumber ? Number::OutOfRange : Number::Ok;
}

std::string trim(const std::string& s) {
  const std::size_t b = s.find_first_not_of(kSpace);
  return b == std::string::npos ? std::string() : s.substr(b, s.find_last_not_of(kSpace) + 1 - b);
}

std::optional<std::pair<long long, long long>> cell_name(const json& v) {
  if (!v.is_string()) return std::nullopt;
  const std::string& s = v.get_ref<const std::string&>();
  std::size_t i = 0;
  auto digits = [&](long long& out) {
    const std::size_t from = i;
    out = 0;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i)
      out = std::min(out * 10 + (s[i] - '0'), kMaxNumber);
    return i > from;
  };
  long long r = 0, c = 0;
  if (i < s.size() && s[i] == 'R' && (++i, digits(r)) && i < s.size() && s[i] == 'C' &&
      (++i, digits(c)) && i == s.size())
    return std::make_pair(r, c);
  return std::nullopt;
}

namespace {

// ---------------------------------------------------------------------------------------------
// Values the reader alone reads

// A JSON value as a message quotes it: a string's text, anything else as JSON, cut short.
std::string shown(const json& v) {
  std::string s = v.is_string() ? v.get<std::string>() : v.dump();
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return quote_token(s);
}

// "1 cell", "3 cells"
std::string count(std::size_t n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

// A value that stands for "no number": null, or a string of spaces.
bool is_blank(const json& v) {
  return v.is_null() || (v.is_string() && v.get_ref<const std::string&>().find_first_not_of(
                                              kSpace) == std::string::npos);
}

int number(const json& v, const Path& path) {
  long long value = 0;
  switch (whole_number(v, value)) {
    case Number::Ok:
      return static_cast<int>(value);
    case Number::NotANumber:
      fail(path, shown(v) + " is not a number");
    case Number::OutOfRange:
      break;
  }
  fail(path, shown(v) + " is out of range");
}

bool boolean(const json& v, const Path& path) {
  if (v.is_null()) return false;
  if (!v.is_boolean()) fail(path, "expected true or false, not " + shown(v));
  return v.get<bool>();
}

// Calls f(entry, path) for each object in the list `v`; nothing for an empty value.
template <class F>
void for_each_entry(const json& v, const Path& path, F f) {
  if (is_empty(v)) return;
  if (!v.is_array()) fail(path, "expected a list, not " + shown(v));
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (!v[i].is_object()) fail(path[i], "expected an object, not " + shown(v[i]));
    f(v[i], path[i]);
  }
}

// A cage value "DR<k>" (spaces around allowed): a digital root cage.
bool is_digital_root(const json& v) {
  if (!v.is_string()) return false;
  const std::string s = trim(v.get<std::string>());
  return s.size() == 3 && s[0] == 'D' && s[1] == 'R' && s[2] >= '0' && s[2] <= '9';
}

// ---------------------------------------------------------------------------------------------
// The reader

class Reader {
 public:
  Reader(const json& root, const FPuzzlesOptions& options) : root_(root), options_(options) {}

  Puzzle read() {
    read_size();
    read_grid();
    check_keys();
    for (const auto& [key, read] : readers())
      if (const json* v = member(root_, key.c_str())) read(*this, *v, Path{} / key, key);
    if (const json* t = member(root_, "title"); t && t->is_string())
      variant_.title = t->get<std::string>();
    if (const json* a = member(root_, "author"); a && a->is_string())
      variant_.author = a->get<std::string>();
    if (const json* r = member(root_, "ruleset"); r && r->is_string()) variant_.rules = r->get<std::string>();
    if (options_.rules_text) variant_.rules = *options_.rules_text;  // --rules-text
    if (const json* a = member(root_, kAsDrawnKey); a && a->is_boolean()) variant_.as_drawn = a->get<bool>();
    if (const json* d = member(root_, kReadAsKey); d && d->is_array())
      for (const json& line : *d)
        if (line.is_string()) variant_.drawings.push_back(line.get<std::string>());
    if (restricted_) variant_.allowed = std::move(allowed_);
    variant_.digits = digits_;
    const std::vector<RuleSentence> sentences = read_rules_text(variant_.rules);  // read once, used twice
    if (!check_drawings()) {
      add_stated_globals(sentences, n_, variant_.constraints);
      add_named_magic_boxes(sentences, n_, variant_.regions, variant_.constraints);
    }
    if (!options_.ignore_drawings) {
      refuse_unread_rules(sentences, variant_.constraints);
      refuse_misdescribed_regions(sentences, n_, variant_.regions);
      check_magic_totals(sentences, n_, variant_);
    }
    if (std::string why = digit_set_refusal(variant_); !why.empty()) fail(Path{}, why);
    if (n_ % 2 == 0 && std::any_of(variant_.constraints.begin(), variant_.constraints.end(), [](const Constraint& c) {
          return std::holds_alternative<rule::DutchFlatmates>(c);
        }))
      fail(Path{}, "Dutch flatmates need a middle digit, and a grid of size " + std::to_string(n_) + " has none");
    refuse_chaos_with_region_rules();
    Puzzle puzzle{std::move(givens_), std::nullopt, std::move(variant_)};
    puzzle.variant->setter_solution = checked_own_solution(puzzle);
    return puzzle;
  }

 private:
  // Rules that speak of regions see the drawn ones only: with chaos construction's regions to be
  // found (cells in no region), what they say of those is not read.
  void refuse_chaos_with_region_rules() {
    const auto& cs = variant_.constraints;
    const bool hidden = std::find(variant_.regions.begin(), variant_.regions.end(), -1) != variant_.regions.end();
    if (!hidden || std::none_of(cs.begin(), cs.end(), [](const Constraint& c) { return std::holds_alternative<rule::Chaos>(c); }))
      return;
    for (const Constraint& c : cs)
      if (std::holds_alternative<rule::RegionSumLine>(c) || std::holds_alternative<rule::DisjointGroups>(c) ||
          std::holds_alternative<rule::BoxIndexer>(c))
        fail(Path{}, std::string(kind_name(c)) + " with chaos construction's regions to be found is not supported");
  }

  template <class K>
  struct Tag {};
  using KeyReader = std::function<void(Reader&, const json&, const Path&, const std::string& key)>;

  // Every key that states a rule with the reader of its kind, in the kinds table's order
  // (model/variant.hpp): the order the constraints are added in. A key two kinds share
  // (negative) comes once for each.
  static const std::vector<std::pair<std::string, KeyReader>>& readers() {
    static const std::vector<std::pair<std::string, KeyReader>> table = [] {
      std::vector<std::pair<std::string, KeyReader>> t;
#define SUDOSAT_READER(Type, ...)                                                        \
  for (const char* key : kind_info<rule::Type>().keys)                                   \
    t.emplace_back(key, [](Reader& r, const json& v, const Path& p, const std::string& k) { \
      r.read(Tag<rule::Type>{}, v, p, k);                                                \
    });
      SUDOSAT_KINDS(SUDOSAT_READER)
#undef SUDOSAT_READER
      return t;
    }();
    return table;
  }

  // Keys that state no rule.
  static bool is_cosmetic(const std::string& key) {
    // clang-format off
    static const char* const keys[] = {
        "size", "grid", "title", "author",                                   // read here
        "ruleset", "text", "line", "circle", "rectangle",                    // text, drawings
        "disabledlogic", "truecandidatesoptions", "highlightConflicts",      // other tools
        "solution", "successMessage", "activeConstraints", "metadata", "fogofwar", "foglight",
        "triggereffect", kReadAsKey, kAsDrawnKey, "digits"};
    // clang-format on
    for (const char* k : keys)
      if (key == k) return true;
    return false;
  }

  // Any other key with content is an error: a rule dropped silently would make a wrong
  // uniqueness verdict.
  void check_keys() const {
    for (const auto& [key, value] : root_.items()) {
      if (is_cosmetic(key) || is_empty(value)) continue;
      bool known = false;
      for (const auto& reader : readers()) known = known || key == reader.first;
      if (!known)
        throw Failure{Path{} / key,
                      "unknown key " + quote_token(key) + ": sudosat does not know this rule",
                      true};
    }
  }

  // --- drawings and the setter's solution

  // Drawings (`line`, `circle`, `rectangle`, `text`, a cosmetic cage showing a number) state no
  // rule of their own; those no rule key explains are read with the rules text as the judge
  // (fpuzzles_drawings.cpp, rules_for_drawings), unless the options say to ignore drawings.
  // Returns whether drawings were explained by the rules text (with its global rules read).
  bool check_drawings() {
    if (options_.ignore_drawings) return false;
    const std::optional<json> stated = rules_for_drawings(root_, n_, variant_.regions, variant_.rules);
    if (!stated) return false;
    for (const auto& [key, read] : readers())  // in the kinds table's order, as the keys are read
      if (const json* value = member(*stated, key.c_str()))
        read(*this, *value, Path{} / ("rules text (" + key + ")"), key);
    return true;
  }
  // The setter's solution, when the puzzle carries one (`solution`: n*n digits row-major,
  // numbers or numeric strings) and its givens are its own (not --entered-digits): it must
  // satisfy every rule read, or sudosat misread the puzzle. A `solution` with blanks or other
  // values is not read.
  // Returns it (row-major digits), or nothing when there is none to read.
  std::vector<int> checked_own_solution(const Puzzle& puzzle) const {
    const json* sol = member(root_, "solution");
    if (!sol || !sol->is_array() || sol->size() != static_cast<std::size_t>(n_ * n_) ||
        options_.entered_digits)
      return {};
    Solution s{Grid(puzzle.givens.shape), {}};
    for (std::size_t i = 0; i < sol->size(); ++i) {
      long long d = 0;
      if (whole_number((*sol)[i], d) != Number::Ok) return {};
      if (!digits_.empty()) {  // a value: its digit
        const auto at = std::find(digits_.begin(), digits_.end(), d);
        if (at == digits_.end()) return {};
        d = at - digits_.begin() + 1;
      }
      if (d < 1 || d > n_) return {};
      s.grid.set(static_cast<int>(i), static_cast<int>(d));
    }
    if (const auto why = check_solution(puzzle, s))
      fail(Path{} / "solution", "the puzzle's own solution breaks a rule as sudosat read it (" + *why +
                                    "): sudosat misread the puzzle, or the solution is wrong");
    return std::vector<int>(s.grid.cells.begin(), s.grid.cells.end());
  }

  // --- size and grid

  void read_size() {
    const json* size = member(root_, "size");
    if (!size) fail(Path{}, "'size' is missing");
    n_ = number(*size, Path{} / "size");
    if (n_ < kMinSize || n_ > kMaxVariantSize)
      fail(Path{} / "size", shown(*size) + " is out of range; sudosat reads sizes " +
                                std::to_string(kMinSize) + " to " + std::to_string(kMaxVariantSize));
    int h = 1;
    for (int d = 1; d * d <= n_; ++d)
      if (n_ % d == 0) h = d;
    givens_ = Grid(Shape{h, n_ / h});
    variant_.regions = default_regions(n_);
    read_digits();
    all_digits_ = (std::uint64_t{1} << (n_ + 1)) - 2;
    allowed_.assign(static_cast<std::size_t>(n_ * n_), all_digits_);
    explicit_region_.assign(static_cast<std::size_t>(n_ * n_), false);
  }

  void read_grid() {
    const Path path = Path{} / "grid";
    const json* grid = member(root_, "grid");
    if (!grid) fail(Path{}, "'grid' is missing");
    const std::string shape = "size " + std::to_string(n_) + " needs " + std::to_string(n_) +
                              " rows of " + std::to_string(n_) + " cells";
    if (!grid->is_array()) fail(path, "expected a list of rows, not " + shown(*grid));
    if (grid->size() != static_cast<std::size_t>(n_))
      fail(path, "has " + count(grid->size(), "row") + "; " + shape);
    for (std::size_t r = 0; r < grid->size(); ++r) {
      const json& row = (*grid)[r];
      if (!row.is_array()) fail(path[r], "expected a list of cells, not " + shown(row));
      if (row.size() != static_cast<std::size_t>(n_))
        fail(path[r], "has " + count(row.size(), "cell") + "; " + shape);
      for (std::size_t c = 0; c < row.size(); ++c)
        read_cell(row[c], path[r][c], static_cast<int>(r) * n_ + static_cast<int>(c));
    }
    check_regions();
  }

  void read_cell(const json& cell, const Path& path, int index) {
    if (cell.is_null()) return;
    if (!cell.is_object()) fail(path, "expected an object, not " + shown(cell));
    static const char* const known[] = {
        "value",      "given",    "givenPencilMarks", "centerPencilMarks", "cornerPencilMarks",
        "candidates", "region",   "parity",           "extreme",           "c",
        "cArray",     "highlight"};
    for (const auto& [key, value] : cell.items()) {
      bool is_known = false;
      for (const char* k : known) is_known = is_known || key == k;
      if (!is_known && !is_empty(value))
        throw Failure{path / key,
                      path.text() + ": unknown cell key " + quote_token(key) +
                          ": sudosat does not know this rule",
                      true};
    }
    const std::size_t i = static_cast<std::size_t>(index);
    const json* value = member(cell, "value");
    if (value && is_blank(*value)) value = nullptr;
    const json* given = member(cell, "given");
    const bool is_given = given && boolean(*given, path / "given");
    if (value && (is_given || options_.entered_digits))
      givens_.set(index, digit(*value, path / "value"));
    if (const json* marks = member(cell, "givenPencilMarks"))
      restrict(i, *marks, path / "givenPencilMarks");
    if (const auto it = cell.find("region"); it != cell.end()) {
      explicit_region_[i] = true;
      variant_.regions[i] = region_label(*it, path / "region");
    }
    legacy(cell, path, "parity", "Odd", rule::Odd{index}, "Even", rule::Even{index});
    legacy(cell, path, "extreme", "Minimum", rule::Minimum{index}, "Maximum", rule::Maximum{index});
  }

  // A digit's value: its digit (1..n).
  int digit(const json& v, const Path& path) const {
    const int d = number(v, path);
    if (!digits_.empty()) {
      const auto at = std::find(digits_.begin(), digits_.end(), d);
      if (at == digits_.end()) fail(path, shown(v) + " is not one of the digits " + digit_set_text(digits_));
      return static_cast<int>(at - digits_.begin()) + 1;
    }
    if (d < 1 || d > n_) fail(path, shown(v) + " is not a digit from 1 to " + std::to_string(n_));
    return d;
  }

  // The digit set: --digits, else sudosat's own key "digits" ("0-8", "1,2,3,5,7,9", or a list
  // of numbers); kept empty when it is 1..n.
  void read_digits() {
    std::vector<int> set = options_.digits;
    const Path path = Path{} / "digits";
    const json* key = member(root_, "digits");
    if (set.empty() && key && !is_empty(*key)) {
      std::string why;
      if (key->is_string()) {
        set = parse_digit_set(key->get<std::string>(), why);
      } else if (key->is_array()) {
        std::string text;
        for (std::size_t k = 0; k < key->size(); ++k)
          text += (k ? "," : "") + std::to_string(number((*key)[k], path[k]));
        set = parse_digit_set(text, why);
      } else {
        why = "expected a digit set such as \"0-8\" or a list of numbers, not " + shown(*key);
      }
      if (set.empty()) fail(path, why);
    }
    if (set.empty()) return;
    if (std::string why = digit_set_problem(set, n_); !why.empty()) fail(key && options_.digits.empty() ? path : Path{}, why);
    bool plain = true;
    for (int d = 1; d <= n_; ++d) plain &= set[static_cast<std::size_t>(d - 1)] == d;
    if (!plain) digits_ = std::move(set);
  }

  // Narrows the digits cell i may hold to the list `marks` (nothing for an empty list).
  void restrict(std::size_t i, const json& marks, const Path& path) {
    if (is_empty(marks)) return;
    if (!marks.is_array()) fail(path, "expected a list of digits, not " + shown(marks));
    std::uint64_t mask = 0;
    for (std::size_t k = 0; k < marks.size(); ++k)
      mask |= std::uint64_t{1} << digit(marks[k], path[k]);
    allowed_[i] &= mask;
    restricted_ = true;
  }

  // null and -1: no region; a number >= 0: that label.
  static int region_label(const json& v, const Path& path) {
    if (v.is_null()) return -1;
    const int label = number(v, path);
    if (label < -1) fail(path, shown(v) + " is not a region number (0 or more, or -1 for none)");
    return label;
  }

  // The legacy per-cell `parity` and `extreme`, which f-puzzles' own importer reads as rules.
  void legacy(const json& cell, const Path& path, const char* key, const char* first_name,
              const Constraint& first, const char* second_name, const Constraint& second) {
    const json* v = member(cell, key);
    if (!v || is_empty(*v)) return;
    if (*v == first_name)
      variant_.constraints.push_back(first);
    else if (*v == second_name)
      variant_.constraints.push_back(second);
    else
      fail(path / key, shown(*v) + " is not " + first_name + " or " + second_name);
  }

  // Every label must label exactly n cells.
  void check_regions() const {
    std::map<int, std::size_t> size_of;
    for (int label : variant_.regions)
      if (label >= 0) ++size_of[label];
    for (std::size_t i = 0; i < variant_.regions.size(); ++i) {
      const int label = variant_.regions[i];
      if (label < 0 || size_of.at(label) == static_cast<std::size_t>(n_)) continue;
      const std::size_t at = blame(label, i);
      Path path = Path{} / "grid";
      path = path[at / static_cast<std::size_t>(n_)][at % static_cast<std::size_t>(n_)];
      if (explicit_region_[at]) path = path / "region";
      fail(path, "region " + std::to_string(label) + " has " + count(size_of.at(label), "cell") +
                     "; every region needs " + std::to_string(n_));
    }
  }

  // The cell to point at for a region of the wrong size: the first that names the label, or
  // else the first that moved out of that default box, or else the first in the region.
  std::size_t blame(int label, std::size_t first) const {
    const std::vector<int> boxes = default_regions(n_);
    for (std::size_t k = 0; k < boxes.size(); ++k)
      if (explicit_region_[k] && variant_.regions[k] == label) return k;
    for (std::size_t k = 0; k < boxes.size(); ++k)
      if (explicit_region_[k] && boxes[k] == label) return k;
    return first;
  }

  // --- cells

  int cell(const json& v, const Path& path) const {
    const auto rc = cell_name(v);
    if (!rc) fail(path, shown(v) + " is not a cell like R1C1");
    if (rc->first < 1 || rc->first > n_ || rc->second < 1 || rc->second > n_)
      fail(path, shown(v) + " is outside the " + size_name() + " grid");
    return static_cast<int>((rc->first - 1) * n_ + rc->second - 1);
  }

  // The cell list entry[key] (empty when absent); `distinct`: a cell listed twice is an error.
  std::vector<int> cells(const json& entry, const char* key, const Path& entry_path,
                         bool distinct) const {
    const json* list = member(entry, key);
    return list ? cell_list(*list, entry_path / key, distinct) : std::vector<int>{};
  }

  std::vector<int> cell_list(const json& list, const Path& path, bool distinct) const {
    if (!list.is_array()) fail(path, "expected a list of cells, not " + shown(list));
    std::vector<int> out;
    for (std::size_t k = 0; k < list.size(); ++k) {
      const int c = cell(list[k], path[k]);
      if (distinct)
        for (int seen : out)
          if (seen == c) fail(path, cell_text(c) + " is listed twice");
      out.push_back(c);
    }
    return out;
  }

  // A clue's place on the ring around the grid, 1-based as f-puzzles writes it (0 and n+1
  // outside).
  std::pair<int, int> ring_cell(const json& v, const Path& path, bool corners) const {
    const auto rc = cell_name(v);
    if (!rc) fail(path, shown(v) + " is not a cell like R0C1");
    const long long r = rc->first, c = rc->second, edge = n_ + 1;
    if (r > edge || c > edge)
      fail(path, shown(v) + " is beyond the ring around the " + size_name() +
                     " grid (rows and columns 0 to " + std::to_string(edge) + ")");
    const bool row_out = r == 0 || r == edge, col_out = c == 0 || c == edge;
    if (!row_out && !col_out)
      fail(path, shown(v) + " is inside the grid; the clue stands on the ring around it");
    if (row_out && col_out && !corners)
      fail(path, shown(v) + " is a corner; the clue stands at the end of a row or column");
    return {static_cast<int>(r), static_cast<int>(c)};
  }

  std::string size_name() const { return std::to_string(n_) + "x" + std::to_string(n_); }
  std::string cell_text(int c) const {
    return "R" + std::to_string(c / n_ + 1) + "C" + std::to_string(c % n_ + 1);
  }

  // --- global rules

  void read_flag(const json& v, const Path& path, const Constraint& rule) {
    if (boolean(v, path)) variant_.constraints.push_back(rule);
  }

  // negative: a list of the keys of the two kinds it may name (ratio, xv), read once for each.
  void read_negative(const json& v, const Path& path, const char* word, const Constraint& rule) {
    if (is_empty(v)) return;
    if (!v.is_array()) fail(path, "expected a list, not " + shown(v));
    bool listed = false;
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (v[i] != kind_key<rule::Ratio>() && v[i] != kind_key<rule::XV>())  // f-puzzles names them by key
        fail(path[i], shown(v[i]) + " is not a negative constraint sudosat knows (" + kind_key<rule::Ratio>() +
                          ", " + kind_key<rule::XV>() + ")");
      listed = listed || v[i] == word;
    }
    if (listed) variant_.constraints.push_back(rule);
  }

  // negativesum, negativedifference (sudosat's own): the sums (differences) denied to unmarked
  // neighbours, a list of positive numbers, one constraint each.
  std::vector<int> read_values(const json& v, const Path& path) {
    if (is_empty(v)) return {};
    if (!v.is_array()) fail(path, "expected a list, not " + shown(v));
    std::vector<int> values;
    for (std::size_t i = 0; i < v.size(); ++i) {
      values.push_back(number(v[i], path[i]));
      if (values.back() < 1) fail(path[i], shown(v[i]) + " is not a positive number");
    }
    return values;
  }

  // --- single cells and pairs

  template <class Rule>
  void read_single(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      if (const json* c = member(e, "cell"))
        variant_.constraints.push_back(Rule{cell(*c, p / "cell")});
    });
  }

  // The two cells of a dot or an XV mark; empty when none are listed.
  std::vector<int> pair(const json& e, const Path& p) const {
    std::vector<int> two = cells(e, "cells", p, true);
    if (!two.empty() && two.size() != 2)
      fail(p / "cells", "a mark joins 2 cells, not " + std::to_string(two.size()));
    return two;
  }

  template <class Rule, int kDefault>
  void read_dot(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::vector<int> two = pair(e, p);
      const json* value = member(e, "value");
      const int n = value && !is_blank(*value) ? number(*value, p / "value") : kDefault;
      if (!two.empty()) variant_.constraints.push_back(Rule{two[0], two[1], n});
    });
  }

  // Inequality signs: the first cell holds the larger digit.
  void read_greater_than(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::vector<int> two = pair(e, p);
      if (!two.empty()) variant_.constraints.push_back(rule::GreaterThan{two[0], two[1]});
    });
  }

  void read_xv(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const json* value = member(e, "value");
      if (!value || is_blank(*value)) return;  // no letter: not a marker
      long long sum = 0;  // X, V, or a number: a sum dot of any sum (sudosat's own)
      if (*value == "X" || *value == "x")
        sum = 10;
      else if (*value == "V" || *value == "v")
        sum = 5;
      else if (whole_number(*value, sum) == Number::NotANumber)
        fail(p / "value", shown(*value) + " is not X, V or a sum");
      else
        sum = number(*value, p / "value");  // out of range: says so
      const std::vector<int> two = pair(e, p);
      if (!two.empty()) variant_.constraints.push_back(rule::XV{two[0], two[1], static_cast<int>(sum)});
    });
  }

  // XVXV marks: X or V only (sudosat's own key, no sum dots).
  void read_xvxv(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const json* value = member(e, "value");
      int sum = 0;
      if (value && (*value == "X" || *value == "x"))
        sum = 10;
      else if (value && (*value == "V" || *value == "v"))
        sum = 5;
      else
        fail(value ? p / "value" : p, value ? shown(*value) + " is not X or V" : "an XVXV mark needs a value, X or V");
      const std::vector<int> two = pair(e, p);
      if (!two.empty()) variant_.constraints.push_back(rule::XVXV{two[0], two[1], sum});
    });
  }

  // --- cages and sets

  // A killer cage's value: a sum ("15"); no sum (absent, empty, or "?": SudokuPad's cage of
  // unknown total); or an inequality total, read as a KillerBound (read_killer_bound).
  void read_killer(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const json* value = member(e, "value");
      if (value && bound_text(*value)) return;
      const std::vector<int> cage = cells(e, "cells", p, true);
      std::optional<int> sum;
      if (value && !is_blank(*value) && !(value->is_string() && trim(value->get<std::string>()) == "?"))
        sum = number(*value, p / "value");
      if (!cage.empty()) variant_.constraints.push_back(rule::Killer{cage, sum});
    });
  }

  // An inequality total: "<N" (the sum is below N), ">N" (above it), "≤N" (at most N: below
  // N + 1), "≥N" (at least N: above N - 1); spaces around the sign and the number allowed.
  struct BoundText {
    bool above;
    int shift;         // what the strict bound adds to N
    std::string rest;  // the number's text
  };
  static std::optional<BoundText> bound_text(const json& v) {
    if (!v.is_string()) return std::nullopt;
    const std::string s = trim(v.get<std::string>());
    struct Sign {
      const char* text;
      bool above;
      int shift;
    };
    static const Sign signs[] = {{"<", false, 0}, {">", true, 0}, {"\u2264", false, 1}, {"\u2265", true, -1}};
    for (const Sign& sign : signs) {
      const std::string t = sign.text;
      if (s.compare(0, t.size(), t) == 0) return BoundText{sign.above, sign.shift, s.substr(t.size())};
    }
    return std::nullopt;
  }

  // Killer cages whose value is an inequality total; N must be 1 to n(n+1)/2, the largest sum
  // of distinct digits (with a digit set: the sum of its values) ("<1" or ">45" are kept: no
  // solution).
  void read_killer_bound(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const json* value = member(e, "value");
      const std::optional<BoundText> bound = value ? bound_text(*value) : std::nullopt;
      if (!bound) return;
      const std::vector<int> cage = cells(e, "cells", p, true);
      long long total = 0;
      long long top = static_cast<long long>(n_) * (n_ + 1) / 2;
      if (!digits_.empty()) top = std::max(1LL, std::accumulate(digits_.begin(), digits_.end(), 0LL));
      switch (whole_number(json(bound->rest), total)) {
        case Number::NotANumber:
          fail(p / "value", shown(*value) + " is not a cage total (a number, <N or >N)");
        case Number::OutOfRange:
          total = -1;
          break;
        case Number::Ok:
          break;
      }
      if (total < 1 || total > top)
        fail(p / "value", shown(*value) + " is out of range; an inequality total is 1 to " + std::to_string(top));
      if (!cage.empty())
        variant_.constraints.push_back(rule::KillerBound{cage, static_cast<int>(total) + bound->shift, bound->above});
    });
  }

  // The least product: 0 with a digit set holding 0, else 1.
  int least_product() const { return !digits_.empty() && digits_.front() == 0 ? 0 : 1; }
  std::string product_range() const {
    return least_product() == 0 ? "a product is 0 or more (the digits hold 0)" : "a product is 1 or more";
  }

  // Product cages (sudosat's own key): distinct digits whose product is `value`, 1 or more
  // (0 or more with a digit set holding 0).
  void read_product_cage(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::vector<int> cage = cells(e, "cells", p, true);
      if (cage.empty()) return;
      const json* value = member(e, "value");
      if (!value || is_blank(*value)) fail(p, "'value' is missing: a product cage needs its product");
      const int product = number(*value, p / "value");
      if (product < least_product()) fail(p / "value", shown(*value) + " is out of range; " + product_range());
      variant_.constraints.push_back(rule::ProductCage{cage, product});
    });
  }

  // Sum cages: a sum with repeats allowed; an entry without a value states nothing.
  void read_sum_cage(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::vector<int> cage = cells(e, "cells", p, true);
      const json* value = member(e, "value");
      if (!value || is_blank(*value)) return;
      const int sum = number(*value, p / "value");
      if (!cage.empty()) variant_.constraints.push_back(rule::SumCage{cage, sum});
    });
  }

  // Rellik cages (sudosat's own key): "cells" and "value", the sum no one or more of its digits
  // make (1 or more); a cage without cells states nothing.
  void read_rellik_cage(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::vector<int> cage = cells(e, "cells", p, true);
      const json* value = member(e, "value");
      if (!value || is_blank(*value)) fail(p, "'value' is missing: a rellik cage needs the sum its digits avoid");
      const int sum = number(*value, p / "value");
      if (sum < 1) fail(p / "value", shown(*value) + " is out of range; a rellik cage's sum is 1 or more");
      if (!cage.empty()) variant_.constraints.push_back(rule::RellikCage{cage, sum});
    });
  }

  // A cosmetic cage, unless its value is DR<k>: distinct digits whose sum has digital root k.
  void read_cage(const json& v, const Path& path) {
    if (is_empty(v) || !v.is_array()) return;
    for (std::size_t i = 0; i < v.size(); ++i) {
      const json* value = v[i].is_object() ? member(v[i], "value") : nullptr;
      if (!value || !is_digital_root(*value)) continue;
      const std::string s = trim(value->get<std::string>());
      const std::vector<int> cage = cells(v[i], "cells", path[i], true);
      if (!cage.empty())
        variant_.constraints.push_back(rule::DigitalRoot{cage, s[2] == '0' ? 9 : s[2] - '0'});
    }
  }

  void read_extra_region(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::vector<int> region = cells(e, "cells", p, true);
      if (!region.empty()) variant_.constraints.push_back(rule::ExtraRegion{region});
    });
  }

  // Magic squares (sudosat's own key): "cells" a square of 3x3 cells or more, in any order;
  // none, an entry that states nothing.
  void read_magic_square(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      std::vector<int> square = cells(e, "cells", p, true);
      std::sort(square.begin(), square.end());
      if (square.empty()) return;
      if (magic_side(square, n_) == 0)
        fail(p / "cells", "has " + count(square.size(), "cell") + " that are not a square of 3x3 cells or more");
      variant_.constraints.push_back(rule::MagicSquare{square});
    });
  }

  // Number sums (sudosat's own key): "first" and "second" each 1 to kNumberCells cells, read as
  // decimal numbers (a digit of 10 or more as its two characters, as an arrow's bulb), summing
  // to "value", 2 or more. A cell in both numbers is refused.
  static constexpr std::size_t kNumberCells = 4;
  void read_number_sum(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      std::vector<int> groups[2];
      const char* keys[2] = {"first", "second"};
      for (int g = 0; g < 2; ++g) {
        groups[g] = cells(e, keys[g], p, true);
        if (groups[g].empty() || groups[g].size() > kNumberCells)
          fail(p / keys[g], "has " + count(groups[g].size(), "cell") + "; a number sum's number has 1 to " +
                                std::to_string(kNumberCells));
      }
      for (int c : groups[1])
        if (std::find(groups[0].begin(), groups[0].end(), c) != groups[0].end())
          fail(p / "second", cell_text(c) + " is in both numbers");
      const json* value = member(e, "value");
      if (!value || is_blank(*value)) fail(p, "'value' is missing: a number sum needs its total");
      const int total = number(*value, p / "value");
      if (total < 2) fail(p / "value", shown(*value) + " is out of range; two numbers of digits 1 to 9 sum to 2 or more");
      variant_.constraints.push_back(rule::NumberSum{groups[0], groups[1], total});
    });
  }

  // Counting circles: each entry one set of circles.
  void read_counting_circles(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::vector<int> circles = cells(e, "cells", p, true);
      if (!circles.empty()) variant_.constraints.push_back(rule::CountingCircles{circles});
    });
  }

  // Look-and-say cages: the clue's digits read as (count, digit) pairs ("1522": one 5, two 2s).
  void read_look_and_say(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      std::vector<int> cage = cells(e, "cells", p, true);
      const json* value = member(e, "value");
      if (!value || is_blank(*value)) fail(p, "'value' is missing: a look-and-say cage needs its clue");
      std::string clue;
      if (value->is_string()) clue = value->get<std::string>();
      else if (value->is_number_unsigned() || value->is_number_integer()) clue = value->dump();
      const Path at = p / "value";
      if (clue.empty() || clue.size() % 2 != 0 ||
          !std::all_of(clue.begin(), clue.end(), [](char c) { return c >= '0' && c <= '9'; }))
        fail(at, shown(*value) + " is no look-and-say clue: pairs of figures, a count then a digit (\"1522\": one 5, "
                                 "two 2s)");
      std::vector<std::pair<int, int>> said;
      for (std::size_t i = 0; i < clue.size(); i += 2) {
        const int count = clue[i] - '0', d = clue[i + 1] - '0';
        if (d < 1 || d > n_)
          fail(at, shown(*value) + " names the digit " + std::to_string(d) + ", outside 1 to " + std::to_string(n_));
        for (const auto& [seen, ignored] : said)
          if (seen == d) fail(at, shown(*value) + " names the digit " + std::to_string(d) + " twice");
        said.emplace_back(d, count);
      }
      if (!cage.empty()) variant_.constraints.push_back(rule::LookAndSay{std::move(cage), std::move(said)});
    });
  }

  void read_clone(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      std::vector<int> a = cells(e, "cells", p, false), b = cells(e, "cloneCells", p, false);
      if (a.size() != b.size())
        fail(p / "cloneCells", "has " + count(b.size(), "cell") + ", 'cells' has " +
                                   std::to_string(a.size()) + "; the lists pair up cell by cell");
      if (!a.empty()) variant_.constraints.push_back(rule::Clone{std::move(a), std::move(b)});
    });
  }

  void read_quadruple(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      std::vector<int> quad = cells(e, "cells", p, true), digits;
      if (const json* values = member(e, "values")) {
        if (!values->is_array())
          fail(p / "values", "expected a list of digits, not " + shown(*values));
        for (std::size_t k = 0; k < values->size(); ++k)
          digits.push_back(number((*values)[k], (p / "values")[k]));
      }
      if (!quad.empty())
        variant_.constraints.push_back(rule::Quadruple{std::move(quad), std::move(digits)});
    });
  }

  // --- outside clues

  // The clue's number; empty when it has none (the entry is then no clue).
  static std::optional<int> clue_value(const json& e, const Path& p) {
    const json* value = member(e, "value");
    if (!value || is_blank(*value)) return std::nullopt;
    return number(*value, p / "value");
  }

  void read_little_killer(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::optional<int> sum = clue_value(e, p);
      if (!sum) return;
      const json* at = member(e, "cell");
      if (!at) fail(p, "'cell' is missing");
      const auto [r0, c0] = ring_cell(*at, p / "cell", true);
      const json* dir = member(e, "direction");
      if (!dir) fail(p, "'direction' is missing");
      int dr = 0, dc = 0;
      if (*dir == "UL" || *dir == "UR") dr = -1;
      if (*dir == "DL" || *dir == "DR") dr = 1;
      if (*dir == "UL" || *dir == "DL") dc = -1;
      if (*dir == "UR" || *dir == "DR") dc = 1;
      if (dr == 0) fail(p / "direction", shown(*dir) + " is not UL, UR, DL or DR");
      std::vector<int> diagonal;  // the cells the clue's ray crosses, from the clue outwards
      for (int r = r0 + dr, c = c0 + dc; r >= 0 && r <= n_ + 1 && c >= 0 && c <= n_ + 1;
           r += dr, c += dc)
        if (r >= 1 && r <= n_ && c >= 1 && c <= n_) diagonal.push_back((r - 1) * n_ + c - 1);
      if (diagonal.empty())
        fail(p, "the diagonal from " + shown(*at) + " going " + dir->get<std::string>() +
                    " never enters the grid");
      variant_.constraints.push_back(rule::LittleKiller{Outside{r0 - 1, c0 - 1}, diagonal, *sum});
    });
  }

  // Sandwich, X-sum and skyscraper clues: the whole row or column, read from the clue's side.
  template <class Rule>
  void read_ring_clue(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::optional<int> value = clue_value(e, p);
      if (!value) return;
      const json* at = member(e, "cell");
      if (!at) fail(p, "'cell' is missing");
      const auto [r, c] = ring_cell(*at, p / "cell", false);
      std::vector<int> line;
      for (int k = 0; k < n_; ++k) {
        if (r == 0) line.push_back(k * n_ + c - 1);
        if (r == n_ + 1) line.push_back((n_ - 1 - k) * n_ + c - 1);
        if (c == 0) line.push_back((r - 1) * n_ + k);
        if (c == n_ + 1) line.push_back((r - 1) * n_ + n_ - 1 - k);
      }
      variant_.constraints.push_back(Rule{Outside{r - 1, c - 1}, line, *value});
    });
  }

  // --- lines

  // Calls f(cells) for each inner list of entry.lines that has at least min_cells cells.
  template <class F>
  void for_each_line(const json& e, const Path& p, std::size_t min_cells, F f) const {
    const json* lines = member(e, "lines");
    if (!lines) return;
    if (!lines->is_array()) fail(p / "lines", "expected a list of lines, not " + shown(*lines));
    for (std::size_t k = 0; k < lines->size(); ++k) {
      std::vector<int> line = cell_list((*lines)[k], (p / "lines")[k], false);
      if (!line.empty() && line.size() >= min_cells) f(std::move(line));
    }
  }

  template <class Rule>
  void read_lines(const json& v, const Path& path, std::size_t min_cells = 1) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      for_each_line(e, p, min_cells, [&](std::vector<int> line) {
        variant_.constraints.push_back(Rule{std::move(line)});
      });
    });
  }

  // Lines with a number in "value" (whispers: neighbours at least that far apart; lockout
  // lines: the ends; segment sum lines: each run's sum), `fallback` when it is blank, lo..hi
  // (else `range`, the message's end); lines under `min_cells` are dropped.
  template <class Rule>
  void read_valued_lines(const json& v, const Path& path, int fallback, int lo, int hi, std::size_t min_cells,
                         const std::string& range) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      int value = fallback;
      if (const json* given = member(e, "value"); given && !is_blank(*given)) {
        value = number(*given, p / "value");
        if (value < lo || value > hi) fail(p / "value", shown(*given) + " is out of range; " + range);
      }
      for_each_line(e, p, min_cells, [&](std::vector<int> line) {
        variant_.constraints.push_back(Rule{std::move(line), value});
      });
    });
  }
  // The same for a difference: 1..n-1 (with a digit set: up to its largest less its smallest).
  template <class Rule>
  void read_difference_lines(const json& v, const Path& path, int fallback, std::size_t min_cells,
                             const std::string& range) {
    const int span = digits_.empty() ? n_ - 1 : digits_.back() - digits_.front();
    read_valued_lines<Rule>(v, path, fallback, 1, span, min_cells, range + std::to_string(span));
  }

  // Product lines (sudosat's own key): digits multiplying to `value`, 1 or more, required (an
  // entry without lines states nothing).
  void read_product_lines(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      std::vector<std::vector<int>> lines;
      for_each_line(e, p, 1, [&](std::vector<int> line) { lines.push_back(std::move(line)); });
      if (lines.empty()) return;
      const json* value = member(e, "value");
      if (!value || is_blank(*value)) fail(p, "'value' is missing: a product line needs its product");
      const int product = number(*value, p / "value");
      if (product < least_product()) fail(p / "value", shown(*value) + " is out of range; " + product_range());
      for (std::vector<int>& line : lines) variant_.constraints.push_back(rule::ProductLine{std::move(line), product});
    });
  }

  // `cells` is the bulb; each line starts on a bulb cell, and the rest of it is a shaft.
  void read_arrow(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      const std::vector<int> bulb = cells(e, "cells", p, true);
      for_each_line(e, p, 2, [&](std::vector<int> line) {
        line.erase(line.begin());
        if (!bulb.empty()) variant_.constraints.push_back(rule::Arrow{bulb, std::move(line)});
      });
    });
  }

  // --- indexers

  template <class Rule>
  void read_indexer(const json& v, const Path& path) {
    for_each_entry(v, path, [&](const json& e, const Path& p) {
      for (int c : cells(e, "cells", p, false)) variant_.constraints.push_back(Rule{c});
    });
  }

  // --- the reader of each kind, found by its type; the kinds table gives the key(s) it reads

  using Key = const std::string&;
  // clang-format off
  void read(Tag<rule::Diagonal>, const json& v, const Path& p, Key key) {
    read_flag(v, p, rule::Diagonal{key == kind_info<rule::Diagonal>().keys[0]});
  }
  void read(Tag<rule::AntiKing>, const json& v, const Path& p, Key) { read_flag(v, p, rule::AntiKing{}); }
  void read(Tag<rule::AntiKnight>, const json& v, const Path& p, Key) { read_flag(v, p, rule::AntiKnight{}); }
  void read(Tag<rule::DisjointGroups>, const json& v, const Path& p, Key) { read_flag(v, p, rule::DisjointGroups{}); }
  void read(Tag<rule::EqualCageSums>, const json& v, const Path& p, Key) { read_flag(v, p, rule::EqualCageSums{}); }
  void read(Tag<rule::GlobalEntropy>, const json& v, const Path& p, Key) { read_flag(v, p, rule::GlobalEntropy{}); }
  void read(Tag<rule::GlobalModular>, const json& v, const Path& p, Key) { read_flag(v, p, rule::GlobalModular{}); }
  void read(Tag<rule::DutchFlatmates>, const json& v, const Path& p, Key) { read_flag(v, p, rule::DutchFlatmates{}); }
  void read(Tag<rule::Chaos>, const json& v, const Path& p, Key) { read_flag(v, p, rule::Chaos{}); }
  void read(Tag<rule::NonConsecutive>, const json& v, const Path& p, Key) { read_flag(v, p, rule::NonConsecutive{}); }
  void read(Tag<rule::NegativeRatio>, const json& v, const Path& p, Key) { read_negative(v, p, kind_key<rule::Ratio>(), rule::NegativeRatio{}); }
  void read(Tag<rule::NegativeXV>, const json& v, const Path& p, Key) { read_negative(v, p, kind_key<rule::XV>(), rule::NegativeXV{}); }
  void read(Tag<rule::NegativeSum>, const json& v, const Path& p, Key) {
    for (int sum : read_values(v, p)) variant_.constraints.push_back(rule::NegativeSum{sum});
  }
  void read(Tag<rule::NegativeDifference>, const json& v, const Path& p, Key) {
    for (int d : read_values(v, p)) variant_.constraints.push_back(rule::NegativeDifference{d});
  }
  void read(Tag<rule::Odd>, const json& v, const Path& p, Key) { read_single<rule::Odd>(v, p); }
  void read(Tag<rule::Even>, const json& v, const Path& p, Key) { read_single<rule::Even>(v, p); }
  void read(Tag<rule::Minimum>, const json& v, const Path& p, Key) { read_single<rule::Minimum>(v, p); }
  void read(Tag<rule::Maximum>, const json& v, const Path& p, Key) { read_single<rule::Maximum>(v, p); }
  void read(Tag<rule::Difference>, const json& v, const Path& p, Key) { read_dot<rule::Difference, 1>(v, p); }
  void read(Tag<rule::Ratio>, const json& v, const Path& p, Key) { read_dot<rule::Ratio, 2>(v, p); }
  void read(Tag<rule::XV>, const json& v, const Path& p, Key) { read_xv(v, p); }
  void read(Tag<rule::XVXV>, const json& v, const Path& p, Key) { read_xvxv(v, p); }
  void read(Tag<rule::GreaterThan>, const json& v, const Path& p, Key) { read_greater_than(v, p); }
  void read(Tag<rule::Killer>, const json& v, const Path& p, Key) { read_killer(v, p); }
  void read(Tag<rule::KillerBound>, const json& v, const Path& p, Key) { read_killer_bound(v, p); }
  void read(Tag<rule::ProductCage>, const json& v, const Path& p, Key) { read_product_cage(v, p); }
  void read(Tag<rule::DigitalRoot>, const json& v, const Path& p, Key) { read_cage(v, p); }
  void read(Tag<rule::SumCage>, const json& v, const Path& p, Key) { read_sum_cage(v, p); }
  void read(Tag<rule::RellikCage>, const json& v, const Path& p, Key) { read_rellik_cage(v, p); }
  void read(Tag<rule::ExtraRegion>, const json& v, const Path& p, Key) { read_extra_region(v, p); }
  void read(Tag<rule::Clone>, const json& v, const Path& p, Key) { read_clone(v, p); }
  void read(Tag<rule::Quadruple>, const json& v, const Path& p, Key) { read_quadruple(v, p); }
  void read(Tag<rule::LookAndSay>, const json& v, const Path& p, Key) { read_look_and_say(v, p); }
  void read(Tag<rule::CountingCircles>, const json& v, const Path& p, Key) { read_counting_circles(v, p); }
  void read(Tag<rule::NumberSum>, const json& v, const Path& p, Key) { read_number_sum(v, p); }
  void read(Tag<rule::MagicSquare>, const json& v, const Path& p, Key) { read_magic_square(v, p); }
  void read(Tag<rule::LittleKiller>, const json& v, const Path& p, Key) { read_little_killer(v, p); }
  void read(Tag<rule::Sandwich>, const json& v, const Path& p, Key) { read_ring_clue<rule::Sandwich>(v, p); }
  void read(Tag<rule::XSum>, const json& v, const Path& p, Key) { read_ring_clue<rule::XSum>(v, p); }
  void read(Tag<rule::NumberedRoom>, const json& v, const Path& p, Key) { read_ring_clue<rule::NumberedRoom>(v, p); }
  void read(Tag<rule::Skyscraper>, const json& v, const Path& p, Key) { read_ring_clue<rule::Skyscraper>(v, p); }
  void read(Tag<rule::Battlefield>, const json& v, const Path& p, Key) { read_ring_clue<rule::Battlefield>(v, p); }
  void read(Tag<rule::Thermometer>, const json& v, const Path& p, Key) { read_lines<rule::Thermometer>(v, p); }
  void read(Tag<rule::SlowThermometer>, const json& v, const Path& p, Key) { read_lines<rule::SlowThermometer>(v, p); }
  void read(Tag<rule::Palindrome>, const json& v, const Path& p, Key) { read_lines<rule::Palindrome>(v, p); }
  void read(Tag<rule::Renban>, const json& v, const Path& p, Key) { read_lines<rule::Renban>(v, p); }
  void read(Tag<rule::Whispers>, const json& v, const Path& p, Key) {  // ceil(n/2) apart unless said
    read_difference_lines<rule::Whispers>(v, p, (n_ + 1) / 2, 1, "whispers need a difference from 1 to ");
  }
  void read(Tag<rule::RegionSumLine>, const json& v, const Path& p, Key) { read_lines<rule::RegionSumLine>(v, p); }
  void read(Tag<rule::BetweenLine>, const json& v, const Path& p, Key) { read_lines<rule::BetweenLine>(v, p, 3); }
  void read(Tag<rule::EntropicLine>, const json& v, const Path& p, Key) { read_lines<rule::EntropicLine>(v, p); }
  void read(Tag<rule::ModularLine>, const json& v, const Path& p, Key) { read_lines<rule::ModularLine>(v, p); }
  void read(Tag<rule::Nabner>, const json& v, const Path& p, Key) { read_lines<rule::Nabner>(v, p); }
  void read(Tag<rule::DoubleArrow>, const json& v, const Path& p, Key) { read_lines<rule::DoubleArrow>(v, p, 3); }
  void read(Tag<rule::ZipperLine>, const json& v, const Path& p, Key) { read_lines<rule::ZipperLine>(v, p, 2); }
  void read(Tag<rule::ParityLine>, const json& v, const Path& p, Key) { read_lines<rule::ParityLine>(v, p); }
  void read(Tag<rule::LockoutLine>, const json& v, const Path& p, Key) {  // ends (n-1)/2 apart unless said
    read_difference_lines<rule::LockoutLine>(v, p, (n_ - 1) / 2, 2, "a lockout line's ends differ by 1 to ");
  }
  void read(Tag<rule::SequenceLine>, const json& v, const Path& p, Key) { read_lines<rule::SequenceLine>(v, p); }
  void read(Tag<rule::SegmentSumLine>, const json& v, const Path& p, Key) {  // runs of 10 unless said
    read_valued_lines<rule::SegmentSumLine>(v, p, 10, 1, static_cast<int>(kMaxNumber), 1,
                                            "a segment sum line's runs sum to 1 or more");
  }
  void read(Tag<rule::ProductLine>, const json& v, const Path& p, Key) { read_product_lines(v, p); }
  void read(Tag<rule::SameParityLine>, const json& v, const Path& p, Key) { read_lines<rule::SameParityLine>(v, p); }
  void read(Tag<rule::Arrow>, const json& v, const Path& p, Key) { read_arrow(v, p); }
  void read(Tag<rule::RowIndexer>, const json& v, const Path& p, Key) { read_indexer<rule::RowIndexer>(v, p); }
  void read(Tag<rule::ColumnIndexer>, const json& v, const Path& p, Key) { read_indexer<rule::ColumnIndexer>(v, p); }
  void read(Tag<rule::BoxIndexer>, const json& v, const Path& p, Key) { read_indexer<rule::BoxIndexer>(v, p); }
  // clang-format on

  const json& root_;
  FPuzzlesOptions options_;
  int n_ = 0;
  Grid givens_;
  Variant variant_;
  std::vector<int> digits_;  // the digit set; empty: 1..n
  std::uint64_t all_digits_ = 0;
  std::vector<std::uint64_t> allowed_;  // kept when a cell is restricted
  bool restricted_ = false;
  std::vector<bool> explicit_region_;  // the cell has a `region` key
};

}  // namespace

Puzzle read_object(const json& root, const FPuzzlesOptions& options) {
  return Reader(root, options).read();
}

}  // namespace sudosat::fpuzzles_detail
