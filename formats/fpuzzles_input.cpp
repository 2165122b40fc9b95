// parse_fpuzzles: JSON text, f-puzzles strings and links, SudokuPad payloads (scl, scf, classic).
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "fpuzzles.hpp"
#include "fpuzzles_reader.hpp"
#include "links.hpp"
#include "lzstring.hpp"
#include "model/error.hpp"
#include "sudokupad.hpp"

namespace sudosat {

namespace fpuzzles_detail {
namespace {

// ---------------------------------------------------------------------------------------------
// Positions in the raw text

// Where the value at a path (or its member name) starts in JSON text that parsed. Runs only
// when an error is reported.
class Locator {
 public:
  Locator(const std::string& text, std::size_t root) : t_(text), root_(root) {}

  std::size_t find(const Path& path, bool at_key) const {
    std::size_t pos = root_;
    for (std::size_t s = 0; s < path.steps.size(); ++s) {
      const bool last = s + 1 == path.steps.size();
      std::optional<std::size_t> next;
      if (const auto* key = std::get_if<std::string>(&path.steps[s]))
        next = member(pos, *key, last && at_key);
      else
        next = element(pos, std::get<std::size_t>(path.steps[s]));
      if (!next) break;
      pos = *next;
    }
    return pos;
  }

 private:
  // The value of the member `key` (its name when `name`) of the object at pos; the last one
  // if the key repeats, as the parser keeps the last.
  std::optional<std::size_t> member(std::size_t pos, const std::string& key, bool name) const {
    if (at(pos) != '{') return std::nullopt;
    std::optional<std::size_t> found;
    std::size_t i = skip_space(pos + 1);
    while (at(i) == '"') {
      const std::size_t key_end = skip_string(i);
      const std::size_t value = skip_space(skip_space(key_end) + 1);  // past the ':'
      std::string this_key;
      try {
        this_key = json::parse(t_.substr(i, key_end - i)).get<std::string>();
      } catch (const json::exception&) {
      }
      if (this_key == key) found = name ? i : value;
      i = skip_space(skip_value(value));
      if (at(i) == ',') i = skip_space(i + 1);
    }
    return found;
  }

  std::optional<std::size_t> element(std::size_t pos, std::size_t index) const {
    if (at(pos) != '[') return std::nullopt;
    std::size_t i = skip_space(pos + 1);
    for (std::size_t k = 0; i < t_.size() && at(i) != ']'; ++k) {
      if (k == index) return i;
      i = skip_space(skip_value(i));
      if (at(i) == ',') i = skip_space(i + 1);
    }
    return std::nullopt;
  }

  char at(std::size_t i) const { return i < t_.size() ? t_[i] : '\0'; }
  std::size_t skip_space(std::size_t i) const {
    while (i < t_.size() && (t_[i] == ' ' || t_[i] == '\t' || t_[i] == '\n' || t_[i] == '\r')) ++i;
    return i;
  }
  std::size_t skip_string(std::size_t i) const {  // i at the opening quote
    for (++i; i < t_.size(); ++i) {
      if (t_[i] == '\\')
        ++i;
      else if (t_[i] == '"')
        return i + 1;
    }
    return i;
  }
  std::size_t skip_value(std::size_t i) const {
    if (at(i) == '"') return skip_string(i);
    if (at(i) != '{' && at(i) != '[') {  // number or literal
      while (i < t_.size() && std::string(",]} \t\r\n").find(t_[i]) == std::string::npos) ++i;
      return i;
    }
    int depth = 0;
    while (i < t_.size()) {
      const char c = t_[i];
      if (c == '"') {
        i = skip_string(i);
        continue;
      }
      if (c == '{' || c == '[') ++depth;
      if ((c == '}' || c == ']') && --depth == 0) return i + 1;
      ++i;
    }
    return i;
  }

  const std::string& t_;
  std::size_t root_;
};

// The line and column of byte `offset` of `text`, which starts at line:column.
std::pair<int, int> position(const std::string& text, std::size_t offset, int line, int column) {
  offset = std::min(offset, text.size());
  int newlines = 0;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < offset; ++i)
    if (text[i] == '\n') {
      ++newlines;
      line_start = i + 1;
    }
  if (newlines == 0) return {line, column + static_cast<int>(offset)};
  return {line + newlines, static_cast<int>(offset - line_start) + 1};
}

// nlohmann's description of a syntax error (or of a number too large for a double), without
// its prefix and position, in plain text.
std::string syntax_error(const json::exception& e) {
  std::string what = e.what();
  const std::size_t end_of_id = what.find("] ");
  if (end_of_id != std::string::npos) what = what.substr(end_of_id + 2);
  const std::size_t column = what.find(", column ");
  const std::size_t colon =
      column == std::string::npos ? std::string::npos : what.find(": ", column);
  if (colon != std::string::npos) what = what.substr(colon + 2);
  const std::string quoted = quote_token(what);  // printable ASCII kept, other bytes as \xNN
  return quoted.substr(1, quoted.size() - 2);
}

// Where in `text` the parser stopped: at the byte it reports, or for a number too large for a
// double (reported without a position) at that number.
std::size_t syntax_error_offset(const json::exception& e, const std::string& text) {
  if (const auto* p = dynamic_cast<const json::parse_error*>(&e)) {
    const std::size_t offset = p->byte == 0 ? 0 : p->byte - 1;
    if (offset < text.size()) return offset;
    return text.find_last_not_of(kSpace) + 1;  // at the end of the input: after its last token
  }
  const std::string what = e.what();
  const std::size_t open = what.rfind(" '"), close = what.rfind('\'');
  if (open != std::string::npos && close > open + 2) {
    const std::size_t at = text.find(what.substr(open + 2, close - open - 2));
    if (at != std::string::npos) return at;
  }
  return text.find_first_not_of(kSpace);
}

Puzzle parse_json_text(const std::string& text, std::size_t start, const std::string& file,
                       int line, int column, const FPuzzlesOptions& options) {
  json root;
  try {
    root = json::parse(text);
  } catch (const json::exception& e) {
    const auto [l, c] = position(text, syntax_error_offset(e, text), line, column);
    throw InputError(file, l, c, "malformed JSON: " + syntax_error(e));
  }
  try {
    return read_object(root, options);
  } catch (const Failure& f) {
    const auto [l, c] = position(text, Locator(text, start).find(f.path, f.at_key), line, column);
    throw InputError(file, l, c, f.message);
  }
}

// SudokuPad's legacy classic format: the 81 cells in the code of unzip_scf (formats/links.hpp),
// then a letter per rule: 'x' the two diagonals, 'w' windoku's four extra boxes. lz-string
// compressed or not.
Puzzle parse_scf(const Payload& payload, const std::string& file, int l, int c) {
  const std::optional<std::string> decoded = lz_decompress_base64(payload.data, kMaxLineBytes);
  const std::string data = decoded && decoded->size() * 2 >= payload.data.size() ? *decoded : payload.data;
  const std::optional<Scf> scf = unzip_scf(data);
  if (!scf)
    throw InputError(file, l, c, "not a SudokuPad scf puzzle: " + quote_token(payload.id) + " does not decode to 81 cells");
  Puzzle p{Grid(Shape{3, 3}), std::nullopt};
  for (int cell = 0; cell < 81; ++cell) p.givens.set(cell, scf->cells[static_cast<std::size_t>(cell)] - '0');
  if (scf->rules.empty()) return p;
  Variant v;
  v.regions = default_regions(9);
  for (char rule : scf->rules) {
    if (rule == 'x') {
      v.constraints.push_back(rule::Diagonal{true});
      v.constraints.push_back(rule::Diagonal{false});
    } else if (rule == 'w') {
      for (int r0 : {1, 5})
        for (int c0 : {1, 5}) {
          std::vector<int> box;
          for (int r = r0; r < r0 + 3; ++r)
            for (int col = c0; col < c0 + 3; ++col) box.push_back(r * 9 + col);
          v.constraints.push_back(rule::ExtraRegion{box});
        }
    } else {
      throw InputError(file, l, c, std::string("a SudokuPad scf puzzle with rule letter '") + rule +
                                       "': sudosat knows 'x' (diagonals) and 'w' (windoku) only");
    }
  }
  p.variant = std::move(v);
  return p;
}

// A SudokuPad puzzle in its own format (formats/sudokupad.hpp): lz-string, PuzzleZipper for
// "scl", then the f-puzzles JSON that states its rules, read as any other.
Puzzle parse_sudokupad(const Payload& payload, const std::string& file, int l, int c,
                       const FPuzzlesOptions& options) {
  bool too_long = false;
  std::optional<std::string> decoded = lz_decompress_base64(payload.data, kMaxLineBytes, &too_long);
  if (!decoded && !too_long && !payload.data.empty() && payload.data[0] == '{') decoded = payload.data;  // not compressed
  if (!decoded) {
    if (too_long) throw InputError(file, l, c, "the decompressed puzzle is longer than 1 MiB (1048576 bytes)");
    throw InputError(file, l, c, "not a SudokuPad puzzle: lz-string decompression of " + quote_token(payload.id) + " failed");
  }
  // "scl" and "ctc" are one format to SudokuPad: JSON, or JSON shortened by its PuzzleZipper.
  const std::optional<std::string> text = json::accept(*decoded) ? decoded : unzip_sudokupad(*decoded);
  if (!text || !json::accept(*text))
    throw InputError(file, l, c, "not a SudokuPad puzzle: the decompressed text is neither JSON nor zipped JSON");
  json root;
  try {
    root = json::parse(sudokupad_to_fpuzzles(*text, options.as_drawn, options.rules_text ? &*options.rules_text : nullptr));
  } catch (const SudokuPadError& e) {
    throw InputError(file, l, c, std::string("SudokuPad puzzle not read: ") + e.what());
  }
  try {
    return read_object(root, options);
  } catch (const Failure& f) {
    throw InputError(file, l, c, "SudokuPad puzzle, as read: " + f.message);
  }
}

// A compressed string or a link (formats/links.hpp): every error stands where the string starts
// (or at a bad percent escape); the decoded JSON has no place in the input.
Puzzle parse_compressed(const std::string& text, std::size_t start, const std::string& file,
                        int line, int column, const FPuzzlesOptions& options) {
  const std::size_t end = text.find_last_not_of(kSpace) + 1;
  const auto [l, c] = position(text, start, line, column);
  std::size_t bad = 0;
  const std::optional<Payload> payload = link_payload(text, start, bad);
  if (!payload) {
    const auto [el, ec] = position(text, bad, line, column);
    throw InputError(file, el, ec,
                     "bad percent escape " + quote_token(text.substr(bad, std::min<std::size_t>(3, end - bad))) +
                         ": '%' must be followed by two hex digits");
  }
  const std::string id = quote_token(payload->id);
  switch (payload->kind) {
    case PayloadKind::FPuzzles:
      break;
    case PayloadKind::Classic: {
      const std::optional<std::string> cells = unzip_classic(payload->data);
      if (!cells)
        throw InputError(file, l, c, "not a SudokuPad classic puzzle: " + id + " does not decode to 81 cells");
      Puzzle p{Grid(Shape{3, 3}), std::nullopt};
      for (int cell = 0; cell < 81; ++cell) p.givens.set(cell, (*cells)[static_cast<std::size_t>(cell)] - '0');
      return p;
    }
    case PayloadKind::SudokuPadJson:
      return parse_sudokupad(*payload, file, l, c, options);
    case PayloadKind::Scf:
      return parse_scf(*payload, file, l, c);
    case PayloadKind::OtherLink:
      throw InputError(file, l, c,
                       "a link to " + quote_token(payload->id) +
                           ", which sudosat cannot read: it reads f-puzzles links (...?load=...) and SudokuPad "
                           "links that carry the puzzle (sudokupad.app/scl..., ctc... or fpuzzles...), and "
                           "does not follow other links nor reach the network: open this one and copy the "
                           "puzzle's own link, or its f-puzzles JSON");
    case PayloadKind::ShortId:
      throw InputError(file, l, c,
                       payload->data.empty()
                           ? std::string("a SudokuPad link without a puzzle")
                           : id + " is the short id of a puzzle stored on SudokuPad's server, and sudosat "
                                  "does not reach the network: give it a link that carries the puzzle "
                                  "itself (SudokuPad's share link, sudokupad.app/scl..., ctc... or fpuzzles...) or the f-puzzles JSON");
  }
  if (payload->data.empty()) throw InputError(file, l, c, "not an f-puzzles link: nothing follows 'load='");
  // The decompressed JSON has the limit of JSON text in a file (model/error.hpp).
  bool too_long = false;
  const std::optional<std::string> decoded = lz_decompress_base64(payload->data, kMaxLineBytes, &too_long);
  if (!decoded) {
    if (too_long)
      throw InputError(file, l, c, "the decompressed puzzle is longer than 1 MiB (1048576 bytes)");
    throw InputError(file, l, c, "not an f-puzzles string: lz-string decompression failed");
  }
  json root;
  try {
    root = json::parse(*decoded);
  } catch (const json::exception& e) {
    throw InputError(
        file, l, c,
        "not an f-puzzles string: the decompressed text is not JSON (" + syntax_error(e) + ")");
  }
  if (!root.is_object())
    throw InputError(file, l, c, "not an f-puzzles string: the decompressed JSON is not an object");
  try {
    return read_object(root, options);
  } catch (const Failure& f) {
    throw InputError(file, l, c, f.message);
  }
}

}  // namespace
}  // namespace fpuzzles_detail

using namespace fpuzzles_detail;

bool looks_like_fpuzzles(const std::string& line) { return looks_like_link(trim(line)); }

Puzzle parse_fpuzzles(const std::string& text, const std::string& file, int line, int column,
                      const FPuzzlesOptions& options) {
  std::size_t start = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;  // a UTF-8 byte order mark
  start = text.find_first_not_of(kSpace, start);
  if (start == std::string::npos)
    throw InputError(file, line, column, "empty input: no f-puzzles puzzle found");
  if (text[start] == '{') return parse_json_text(text, start, file, line, column, options);
  return parse_compressed(text, start, file, line, column, options);
}

}  // namespace sudosat
