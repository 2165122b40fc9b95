#include "format.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>

#include "fpuzzles.hpp"
#include "model/names.hpp"
#include <cmath>
#include <vector>

namespace sudosat {

std::vector<Token> split_words(const std::string& s) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    std::size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) out.push_back({s.substr(i, j - i), static_cast<int>(i) + 1});
    i = j;
  }
  return out;
}

namespace {

bool blank(const std::string& s) {
  for (char c : s)
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  return true;
}

// A blank line: only whitespace. An overlong line never is (its end is not kept).
bool blank(const Line& l) { return !l.overlong && blank(l.text); }

// How many blank lines format detection looks through after L lines of L symbols before it
// takes the input for a compact grid: lookahead stays bounded on any input.
constexpr std::size_t kBlankLookahead = 1000;

std::string rtrim(const std::string& s) {
  std::size_t e = s.size();
  while (e > 0 && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(0, e);
}

bool all_digits(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

int isqrt(int v) {
  int r = static_cast<int>(std::sqrt(static_cast<double>(v)));
  while (r * r > v) --r;
  while ((r + 1) * (r + 1) <= v) ++r;
  return r;
}

}  // namespace

// One name a format (a batch of f-puzzles strings is read as "fpuzzles" too).
constexpr Named<Format> kFormatNames[] = {
    {Format::Grid, "grid"},         {Format::Compact, "compact"},       {Format::Line, "line"},
    {Format::Domino, "domino"},     {Format::FPuzzles, "fpuzzles"},     {Format::FPuzzlesLines, "fpuzzles"}};

std::optional<Format> parse_format(const std::string& name) { return value_of(kFormatNames, name); }

const char* to_string(Format f) { return name_of(kFormatNames, f); }

int symbol_value(char c, int n) {
  if (c == '.' || c == '0' || c == '_' || c == '-' || c == '*') return 0;
  if ((c == 'x' || c == 'X') && n < 33) return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

bool is_blank_word(const std::string& w) { return w.size() == 1 && symbol_value(w[0], 0) == 0; }

char digit_symbol(int digit) {
  return digit < 10 ? static_cast<char>('0' + digit) : static_cast<char>('A' + digit - 10);
}

// ---------------------------------------------------------------------------------------------
// LineSource

namespace {
constexpr std::size_t kOverlongPrefix = 256;  // what is kept of an overlong line
}

bool LineSource::read_line(Line& line) {
  line.text.clear();
  line.overlong = false;
  if (eof_) return false;
  std::streambuf* buf = in_.rdbuf();
  bool any = false, dropped = false;
  for (;;) {
    const int c = buf->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      eof_ = true;
      in_.setstate(std::ios::eofbit);
      if (!any) return false;
      break;
    }
    any = true;
    if (c == '\n') break;
    // One byte more than the limit is kept: it may be the '\r' of a CRLF line.
    if (line.text.size() <= kMaxLineBytes)
      line.text.push_back(static_cast<char>(c));
    else
      dropped = true;
  }
  if (last_ < std::numeric_limits<int>::max()) ++last_;  // line numbers saturate
  line.number = last_;
  if (first_) {
    first_ = false;
    if (line.text.compare(0, 3, "\xEF\xBB\xBF") == 0) line.text.erase(0, 3);  // Windows editors write it
  }
  if (!dropped && !line.text.empty() && line.text.back() == '\r') line.text.pop_back();
  if (dropped || line.text.size() > kMaxLineBytes) {
    line.overlong = true;
    line.text.resize(kOverlongPrefix);
    line.text.shrink_to_fit();
  }
  return true;
}

bool LineSource::fill(std::size_t k) {
  Line line;
  while (ahead_.size() <= k) {
    if (!read_line(line)) return false;
    if (!line.overlong && !line.text.empty() && line.text[0] == '#') continue;
    ahead_.push_back(std::move(line));
  }
  return true;
}

const Line* LineSource::peek(std::size_t k) { return fill(k) ? &ahead_[k] : nullptr; }

bool LineSource::next(Line& out) {
  if (!fill(0)) return false;
  out = std::move(ahead_.front());
  ahead_.pop_front();
  return true;
}

// ---------------------------------------------------------------------------------------------
// PuzzleReader

PuzzleReader::PuzzleReader(std::istream& in, std::string name, ReadOptions options)
    : src_(in), name_(std::move(name)), opt_(options), format_(options.format) {}

Format PuzzleReader::format() {
  if (!encoding_checked_) {
    encoding_checked_ = true;
    // Notepad's "Unicode" is UTF-16: say so rather than quote its NUL bytes as bad symbols.
    const Line* first = src_.peek();
    if (first && first->number == 1 &&
        (first->text.compare(0, 2, "\xFF\xFE") == 0 || first->text.compare(0, 2, "\xFE\xFF") == 0)) {
      done_ = true;
      throw error(1, 1, "the input is UTF-16 text (it starts with a UTF-16 byte order mark); "
                        "save it as UTF-8 or ASCII");
    }
  }
  if (format_) return *format_;
  // Blank lines before the first puzzle are skipped by every format.
  for (Line skip; src_.peek() && blank(*src_.peek());) src_.next(skip);
  const std::size_t k = 0;
  const Line* first = src_.peek(k);
  if (!first) throw error(0, 0, "empty input: no puzzle found");
  auto tokens = split_words(first->text);
  if (tokens.empty()) return *(format_ = Format::Line);  // overlong: read_line reports it
  if (tokens[0].text[0] == '{') return *(format_ = Format::FPuzzles);
  if (looks_like_fpuzzles(first->text)) return *(format_ = Format::FPuzzlesLines);
  // The second line is looked at only when needed: a line-by-line producer on a pipe must
  // get the answer to its first puzzle before it sends the second.
  auto second_has_4_words = [&] {
    const Line* second = src_.peek(k + 1);
    return second && split_words(second->text).size() == 4;
  };
  if (tokens.size() == 1 && all_digits(tokens[0].text) && tokens[0].text.size() <= 2 &&
      (tokens[0].text == "0" || second_has_4_words())) {
    format_ = Format::Domino;
  } else if (tokens.size() >= 2) {
    format_ = Format::Grid;
  } else {
    // One word per line: a compact grid is exactly L lines of L symbols; anything else whose
    // first line has a square number of symbols is a file of one-line puzzles.
    const int len = static_cast<int>(tokens[0].text.size());
    bool compact = len <= 35 && !first->overlong;
    for (int i = 0; compact && i < len; ++i) {
      const Line* l = src_.peek(k + static_cast<std::size_t>(i));
      compact = l && !l->overlong && static_cast<int>(rtrim(l->text).size()) == len;
    }
    // Then only blank lines up to the end (or more than kBlankLookahead blank lines: a
    // compact grid, whose reader reports any text after them).
    const std::size_t last = k + static_cast<std::size_t>(len) + kBlankLookahead;
    for (std::size_t i = k + static_cast<std::size_t>(len); compact && i < last && src_.peek(i); ++i)
      compact = blank(*src_.peek(i));
    const int n = isqrt(len);
    // A line of L = n^2 <= 35 symbols is a one-line puzzle only when size n has a box shape
    // (only 16 = 4x4 by default); a malformed 9x9 compact grid must not be read as 3x3 lines.
    const bool line_size =
        n * n == len && (opt_.no_boxes || (opt_.box ? opt_.box->n() == n : default_shape(n).has_value()));
    if (compact || (!line_size && len <= 35))
      format_ = Format::Compact;  // a malformed compact grid gets its error from the parser
    else
      format_ = Format::Line;  // over 35 symbols: only a one-line puzzle, maybe a bad one; the
                               // parser reports it and the rest of the batch is still read
  }
  return *format_;
}

Shape PuzzleReader::shape_for(int n, int line, int column) const {
  if (opt_.no_boxes && n <= kMaxSize) return Shape{1, n};  // the rows as boxes: no more rule
  if (opt_.box) {
    if (opt_.box->n() != n)
      throw error(line, column,
                  "size " + std::to_string(n) + " does not match --box " + to_string(*opt_.box));
    return *opt_.box;
  }
  if (n > kMaxSize) throw error(line, column, "size " + std::to_string(n) + " is larger than " + std::to_string(kMaxSize));
  auto s = default_shape(n);
  if (!s)
    throw error(line, column,
                "size " + std::to_string(n) + " has no box shape RxC with R, C >= 2 (use --box)");
  return *s;
}

bool PuzzleReader::next(Record& out) {
  if (done_) return false;
  const Format f = format();
  // Skip blank lines between puzzles (domino puzzles skip them token by token).
  while (f != Format::Domino && src_.peek() && blank(*src_.peek())) {
    Line skip;
    src_.next(skip);
  }
  if (f != Format::Domino && !src_.peek()) return at_end(0);
  switch (f) {
    case Format::Grid: out = read_grid(); break;
    case Format::Compact: out = read_compact(); break;
    case Format::Line: out = read_line(); break;
    case Format::Domino: out = read_domino(); break;
    case Format::FPuzzles:
    case Format::FPuzzlesLines: out = read_fpuzzles(); break;
  }
  if (!opt_.rules.empty()) out = with_rules(std::move(out));
  if (!opt_.digits.empty()) out = with_digits(std::move(out));
  if (out.fatal) done_ = true;
  if (!out.puzzle && !out.error) return at_end(out.line);
  read_any_ = true;
  return true;
}

bool PuzzleReader::at_end(int final_zero_line) {
  done_ = true;
  if (read_any_) return false;
  // Whatever the format (detected or given), an input must hold a puzzle or a bad one.
  if (final_zero_line > 0) throw error(final_zero_line, 0, "no puzzle before the final 0");
  throw error(0, 0, "empty input: no puzzle found");
}

Record PuzzleReader::read_grid() {
  Record rec;
  Line line;
  src_.next(line);
  rec.line = line.number;
  int rows_read = 1;
  auto tokens = split_words(line.text);
  const int n = static_cast<int>(tokens.size());
  try {
    whole(line);
    Grid g(shape_for(n, line.number, 1));
    for (int r = 0; r < n; ++r) {
      if (r > 0) {
        const Line* l = src_.peek();
        if (!l || blank(*l))
          throw error(l ? l->number : src_.last_number() + 1, 1,
                      "expected " + std::to_string(n) + " rows, found " + std::to_string(r));
        src_.next(line);
        ++rows_read;
        whole(line);
        tokens = split_words(line.text);
      }
      for (int c = 0; c < static_cast<int>(tokens.size()); ++c) {
        const Token& t = tokens[static_cast<std::size_t>(c)];
        if (c >= n)
          throw error(line.number, t.column,
                      "row has more than " + std::to_string(n) + " numbers");
        const int d = cell_digit(t.text, true, n);  // "0", ".", "-", ...: the cell stays blank
        if (d < 0) throw error(line.number, t.column, quote_token(t.text) + " is not " + cell_symbols(true, n));
        g.set(r * n + c, d);
      }
      if (static_cast<int>(tokens.size()) < n)
        throw error(line.number, static_cast<int>(rtrim(line.text).size()) + 1,
                    "row has " + std::to_string(tokens.size()) + " numbers, expected " +
                        std::to_string(n));
    }
    rec.puzzle = Puzzle{std::move(g), std::nullopt};
  } catch (const InputError& e) {
    rec.error = e;
    // An overlong line cannot be counted in rows: where the next block starts is unknown.
    if (line.overlong) rec.fatal = true;
    // Resynchronize: drop the rest of this block (n rows, or up to a blank line).
    while (src_.peek() && !blank(*src_.peek()) && rows_read < n) {
      src_.next(line);
      ++rows_read;
    }
  }
  return rec;
}

Record PuzzleReader::read_compact() {
  Record rec;
  rec.fatal = true;  // exactly one compact grid per input
  Line line;
  src_.next(line);
  rec.line = line.number;
  try {
    whole(line);
    std::string text = rtrim(line.text);
    const int n = static_cast<int>(text.size());
    Grid g(shape_for(n, line.number, 1));
    for (int r = 0; r < n; ++r) {
      if (r > 0) {
        if (!src_.next(line))
          throw error(src_.last_number() + 1, 1,
                      "expected " + std::to_string(n) + " rows, found " + std::to_string(r));
        whole(line);
        text = rtrim(line.text);
      }
      for (int c = 0; c < static_cast<int>(text.size()); ++c) {
        if (c >= n)
          throw error(line.number, c + 1, "row has more than " + std::to_string(n) + " symbols");
        const int v = cell_digit(std::string(1, text[static_cast<std::size_t>(c)]), false, n);
        if (v < 0)
          throw error(line.number, c + 1,
                      quote_token(std::string(1, text[static_cast<std::size_t>(c)])) + " is not " +
                          cell_symbols(false, n));
        g.set(r * n + c, v);
      }
      if (static_cast<int>(text.size()) < n)
        throw error(line.number, static_cast<int>(text.size()) + 1,
                    "row has " + std::to_string(text.size()) + " symbols, expected " +
                        std::to_string(n));
    }
    while (src_.peek()) {
      if (!blank(*src_.peek()))
        throw error(src_.peek()->number, 1, "text after the " + std::to_string(n) + "x" +
                                                std::to_string(n) + " grid");
      src_.next(line);
    }
    rec.puzzle = Puzzle{std::move(g), std::nullopt};
  } catch (const InputError& e) {
    rec.error = e;
  }
  return rec;
}

Record PuzzleReader::read_line() {
  Record rec;
  Line line;
  src_.next(line);
  rec.line = line.number;
  try {
    whole(line);
    const std::string text = rtrim(line.text);
    const int len = static_cast<int>(text.size());
    const int n = isqrt(len);
    if (n * n != len)
      throw error(line.number, len + 1,
                  "line has " + std::to_string(len) +
                      " symbols; a puzzle needs n^2 of them (81 for 9x9)");
    Grid g(shape_for(n, line.number, 1));
    for (int i = 0; i < len; ++i) {
      const int v = cell_digit(std::string(1, text[static_cast<std::size_t>(i)]), false, n);
      if (v < 0)
        throw error(line.number, i + 1,
                    quote_token(std::string(1, text[static_cast<std::size_t>(i)])) + " is not " +
                        cell_symbols(false, n));
      g.set(i, v);
    }
    rec.puzzle = Puzzle{std::move(g), std::nullopt};
  } catch (const InputError& e) {
    rec.error = e;
  }
  return rec;
}

// One JSON object (the rest of the input), or one string or link (a line). Which of the two is
// decided by each record's first character, so "--input-format fpuzzles" takes either.
Record PuzzleReader::read_fpuzzles() {
  Record rec;
  Line line;
  src_.next(line);
  rec.line = line.number;
  const std::size_t start = line.text.find_first_not_of(" \t");
  FPuzzlesOptions options;
  options.entered_digits = opt_.entered_digits;
  options.ignore_drawings = opt_.ignore_drawings;
  options.as_drawn = opt_.as_drawn;
  options.rules_text = opt_.rules_text;
  options.digits = opt_.digits;
  const bool json = start != std::string::npos && line.text[start] == '{';
  rec.fatal = json;  // one JSON puzzle per input
  try {
    whole(line);
    if (json) {
      std::string text = line.text.substr(start);
      while (src_.next(line)) {
        whole(line);
        if (text.size() + 1 + line.text.size() > kMaxLineBytes)
          throw error(line.number, 1, "the JSON text is longer than 1 MiB (1048576 bytes)");
        text += "\n" + line.text;
      }
      rec.puzzle = parse_fpuzzles(text, name_, rec.line, static_cast<int>(start) + 1, options);
    } else {
      rec.puzzle = parse_fpuzzles(rtrim(line.text.substr(start)), name_, rec.line,
                                  static_cast<int>(start) + 1, options);
    }
  } catch (const InputError& e) {
    rec.error = e;
  }
  return rec;
}

void PuzzleReader::whole(const Line& line) const {
  if (line.overlong)
    throw error(line.number, static_cast<int>(kMaxLineBytes) + 1,
                "line longer than 1 MiB (1048576 bytes); no puzzle line is that long");
}

Record PuzzleReader::with_rules(Record rec) const {
  if (!rec.puzzle) return rec;
  Puzzle& p = *rec.puzzle;
  if (p.is_domino()) {
    rec.puzzle.reset();
    rec.error = error(rec.line, 0, "--rules does not apply to Sudominoku");
    return rec;
  }
  if (p.givens.shape.n() > kMaxVariantSize) {
    rec.puzzle.reset();
    rec.error = error(rec.line, 0,
                      "--rules applies up to size " + std::to_string(kMaxVariantSize));
    return rec;
  }
  const bool chaos = std::any_of(opt_.rules.begin(), opt_.rules.end(),
                                 [](const Constraint& c) { return std::holds_alternative<rule::Chaos>(c); });
  if (!p.is_variant()) {  // the boxes of its shape become its regions; none for --box none or chaos
    p.variant = Variant{};
    const Shape& s = p.givens.shape;
    for (int cell = 0; cell < s.cells(); ++cell) p.variant->regions.push_back(opt_.no_boxes || chaos ? -1 : s.box(cell));
  }
  if (chaos && std::find(p.variant->regions.begin(), p.variant->regions.end(), -1) == p.variant->regions.end()) {
    rec.puzzle.reset();
    rec.error = error(rec.line, 0, "--rules chaos: every cell of the puzzle lies in a drawn region, none is left to divide");
    return rec;
  }
  for (const Constraint& c : opt_.rules) p.variant->constraints.push_back(c);
  return rec;
}

int PuzzleReader::cell_digit(const std::string& word, bool number, int n) const {
  const std::vector<int>& digits = opt_.digits;
  if (digits.empty() || static_cast<int>(digits.size()) != n) {  // 1..n (a wrong set: with_digits says so)
    if (number) {
      if (is_blank_word(word)) return 0;
      if (!all_digits(word) || word.size() > 2 || std::stoi(word) > n) return -1;
      return std::stoi(word);
    }
    const int v = symbol_value(word[0], n);
    return v > n ? -1 : v;
  }
  int value = 0;
  if (number && all_digits(word) && word.size() <= 2) value = std::stoi(word);
  else if (!number && word[0] == '0') value = 0;
  else if (number) return is_blank_word(word) ? 0 : -1;
  else if ((value = symbol_value(word[0], n)) <= 0) return value;  // a blank, or no symbol
  if (value == 0 && digits.front() != 0) return 0;  // '0' stays a blank when 0 is no digit
  const auto at = std::find(digits.begin(), digits.end(), value);
  return at == digits.end() ? -1 : static_cast<int>(at - digits.begin()) + 1;
}

std::string PuzzleReader::cell_symbols(bool number, int n) const {
  const std::vector<int>& digits = opt_.digits;
  if (digits.empty() || static_cast<int>(digits.size()) != n)
    return std::string(number ? "a number from 0 to " : "a symbol for 0 to ") + std::to_string(n);
  return "one of the digits " + digit_set_text(digits) + " or a blank" +
         (digits.front() == 0 ? " ('.'; '0' is the digit 0)" : "");
}

Record PuzzleReader::with_digits(Record rec) const {
  if (!rec.puzzle) return rec;
  Puzzle& p = *rec.puzzle;
  const int n = p.givens.shape.n();
  auto refuse = [&](const std::string& why) {
    rec.puzzle.reset();
    rec.error = error(rec.line, 0, why);
    return rec;
  };
  if (p.is_domino()) return refuse("--digits does not apply to Sudominoku");
  if (n > kMaxVariantSize) return refuse("--digits applies up to size " + std::to_string(kMaxVariantSize));
  if (std::string why = digit_set_problem(opt_.digits, n); !why.empty()) return refuse("--digits: " + why);
  if (!p.is_variant()) {  // the boxes of its shape become its regions; none for --box none
    p.variant = Variant{};
    const Shape& s = p.givens.shape;
    for (int cell = 0; cell < s.cells(); ++cell) p.variant->regions.push_back(opt_.no_boxes ? -1 : s.box(cell));
  }
  bool plain = true;
  for (int d = 1; d <= n; ++d) plain &= opt_.digits[static_cast<std::size_t>(d - 1)] == d;
  p.variant->digits = plain ? std::vector<int>{} : opt_.digits;
  if (std::string why = digit_set_refusal(*p.variant); !why.empty()) return refuse(why);
  return rec;
}

namespace {

// "negativesum:10", "negativedifference:4": the rule of that key and number (1 to 99).
std::optional<Constraint> numbered_rule(const std::string& name) {
  const std::size_t colon = name.find(':');
  if (colon == std::string::npos || colon + 1 == name.size() || name.size() - colon > 3 ||
      name.find_first_not_of("0123456789", colon + 1) != std::string::npos)
    return std::nullopt;
  const int k = std::stoi(name.substr(colon + 1));
  const std::string key = name.substr(0, colon);
  if (k < 1) return std::nullopt;
  if (key == kind_key<rule::NegativeSum>()) return rule::NegativeSum{k};
  if (key == kind_key<rule::NegativeDifference>()) return rule::NegativeDifference{k};
  return std::nullopt;
}

}  // namespace

std::vector<Constraint> parse_rules(const std::string& list, std::string& bad) {
  std::vector<Constraint> rules;
  std::size_t at = 0;
  while (at <= list.size()) {
    std::size_t end = list.find(',', at);
    if (end == std::string::npos) end = list.size();
    const std::string name = list.substr(at, end - at);
    at = end + 1;
    const auto& diagonal = kind_info<rule::Diagonal>().keys;  // the kinds' keys, and two short forms
    if (name == kind_key<rule::AntiKing>()) rules.push_back(rule::AntiKing{});
    else if (name == kind_key<rule::AntiKnight>()) rules.push_back(rule::AntiKnight{});
    else if (name == kind_key<rule::NonConsecutive>()) rules.push_back(rule::NonConsecutive{});
    else if (name == "disjoint" || name == kind_key<rule::DisjointGroups>()) rules.push_back(rule::DisjointGroups{});
    else if (name == "chaos" || name == kind_key<rule::Chaos>()) rules.push_back(rule::Chaos{});
    else if (name == diagonal[0]) rules.push_back(rule::Diagonal{true});
    else if (name == diagonal[1]) rules.push_back(rule::Diagonal{false});
    else if (name == "diagonals") {
      rules.push_back(rule::Diagonal{true});
      rules.push_back(rule::Diagonal{false});
    } else if (const std::optional<Constraint> numbered = numbered_rule(name)) {
      rules.push_back(*numbered);
    } else {
      bad = name;
      return {};
    }
  }
  return rules;
}

const char* rules_known() {
  return "antiking, antiknight, nonconsecutive, diagonals, diagonal+, diagonal-, disjoint, negativesum:K, "
         "negativedifference:K, chaos (the regions to be found: a grid's boxes are dropped)";
}

Record PuzzleReader::read_domino() {
  Record rec = read_domino_puzzle(src_, name_);
  if (!rec.puzzle && !rec.error) done_ = true;
  return rec;
}

std::string write_grid(const Grid& g, Format f, const std::vector<int>& digits) {
  const int n = g.shape.n();
  std::string out;
  out.reserve(static_cast<std::size_t>(n * n * 3 + n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int d = g.at(r, c), v = digit_value(digits, d);
      if (f == Format::Grid) {
        if (c > 0) out += ' ';
        out += d == 0 && !digits.empty() ? "." : std::to_string(v);
      } else {
        out += d == 0 ? '.' : digit_symbol(v);
      }
    }
    if (f != Format::Line || r == n - 1) out += '\n';
  }
  return out;
}

}  // namespace sudosat
