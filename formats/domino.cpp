// Sudominoku (BOJ 4574) input (the tiling check is the model's: model/domino.cpp).
//
// Input is read token by token: a puzzle is its count N, then 4 N tokens "U LU V LV", then the
// 9 cells of the singles, with any whitespace (blank lines included) in between. A puzzle ends
// at the end of a line: text after the ninth single on the same line is an error. The final
// "0" ends the input, and so does the end of the text (the "0" may be missing).
//
// Errors inside a well-formed structure (a bad digit, cell, domino or count) are recoverable:
// the rest of the puzzle's tokens are skipped and reading goes on. A count that is not a number
// and the end of input inside a puzzle are fatal.
#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "format.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

namespace {

constexpr int kMinPlaced = 10;   // the judge's bounds on N
constexpr int kMaxPlaced = 35;
constexpr int kMaxCount = 99;    // larger counts are not read as a puzzle structure at all

struct Tok {
  std::string text;
  int line = 0;
  int column = 0;
};

// Tokens from the line source; a line is taken from the source only when the previous one is
// used up, so the next puzzle starts untouched on its own line.
class Tokens {
 public:
  Tokens(LineSource& src, const std::string& name) : src_(src), name_(name) {}

  // The next token, or false at the end of the input. Throws InputError at an overlong line.
  bool next(Tok& out) {
    while (k_ == words_.size()) {
      Line l;
      if (!src_.next(l)) return false;
      if (l.overlong)
        throw InputError(name_, l.number, static_cast<int>(kMaxLineBytes) + 1,
                         "line longer than 1 MiB (1048576 bytes); no puzzle line is that long");
      line_ = l.number;
      words_ = split_words(l.text);
      k_ = 0;
    }
    return next_in_line(out);
  }

  // The next token on the current line only (no new line is read), or false.
  bool next_in_line(Tok& out) {
    if (k_ == words_.size()) return false;
    const Token& w = words_[k_++];
    out = {w.text, line_, w.column};
    return true;
  }

  // The line just after the input (where an "end of input" error points).
  int end_line() const { return src_.last_number() + 1; }

 private:
  LineSource& src_;
  const std::string& name_;
  std::vector<Token> words_;  // the current line's words
  std::size_t k_ = 0;         // the next of them
  int line_ = 0;
};

bool all_digits(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// Index 0..35 of the domino {a, b}, 1 <= a < b <= 9.
int domino_index(int a, int b) {
  if (a > b) std::swap(a, b);
  return (a - 1) * (18 - a) / 2 + (b - a - 1);
}

// Reads one puzzle's tokens after its count; throws InputError on the first problem.
class PuzzleParser {
 public:
  PuzzleParser(Tokens& tokens, const std::string& name) : tokens_(tokens), name_(name) {
    used_by_.assign(81, std::string());
    domino_line_.assign(36, 0);
  }

  // Reads every token of the puzzle (4 n + 9); returns the first error, if any, in `first`.
  // Throws (fatally) only when the input ends inside the puzzle.
  Puzzle read(int n, bool n_ok, const Tok& count, std::optional<InputError>& first) {
    Puzzle p{Grid(Shape{3, 3}), DominoRules{}};
    DominoRules& rules = *p.dominoes;
    if (!n_ok)
      first = error(count, "N = " + count.text + " is outside " + std::to_string(kMinPlaced) +
                               ".." + std::to_string(kMaxPlaced) +
                               ": a puzzle places 10 to 35 dominoes");
    for (int i = 0; i < n; ++i) {
      Tok t[4];
      for (int k = 0; k < 4; ++k) take(t[k], "domino " + std::to_string(i + 1) + " of " +
                                                 std::to_string(n));
      if (first) continue;
      try {
        Placement pl{};
        for (int k = 0; k < 2; ++k) {
          pl.digits[k] = digit(t[2 * k]);
          pl.cells[k] = cell(t[2 * k + 1]);
        }
        if (pl.digits[0] == pl.digits[1])
          throw error(t[2], "domino " + std::to_string(pl.digits[0]) + "-" +
                                std::to_string(pl.digits[1]) +
                                " has equal halves; every domino has two different digits");
        if (!domino_cells_adjacent(pl.cells[0], pl.cells[1]))
          throw error(t[3], "domino halves " + t[1].text + " and " + t[3].text +
                                " are not adjacent");
        for (int k = 0; k < 2; ++k)
          use(pl.cells[k], t[2 * k + 1], "the domino on line " + std::to_string(t[0].line));
        int& seen = domino_line_[static_cast<std::size_t>(domino_index(pl.digits[0], pl.digits[1]))];
        if (seen)
          throw error(t[0], "domino " + domino_name(pl.digits[0], pl.digits[1]) +
                                " is placed twice (also on line " + std::to_string(seen) + ")");
        seen = t[0].line;
        for (int k = 0; k < 2; ++k) p.givens.set(pl.cells[k], pl.digits[k]);
        rules.placed.push_back(pl);
      } catch (const InputError& e) {
        first = e;
      }
    }
    for (int d = 1; d <= 9; ++d) {
      Tok t;
      take(t, "the singles (" + std::to_string(d - 1) + " of 9 read)");
      if (first) continue;
      try {
        const int c = cell(t);
        use(c, t, "the single " + std::to_string(d));
        rules.singles[d - 1] = c;
        p.givens.set(c, d);
      } catch (const InputError& e) {
        first = e;
      }
    }
    // A puzzle ends with its line.
    Tok extra;
    if (tokens_.next_in_line(extra) && !first)
      first = error(extra, "unexpected " + quote_token(extra.text) + " after the 9 singles");
    while (tokens_.next_in_line(extra)) {
    }
    return p;
  }

 private:
  void take(Tok& t, const std::string& what) {
    if (!tokens_.next(t))
      throw InputError(name_, tokens_.end_line(), 1,
                       "end of input inside a puzzle, while reading " + what);
  }

  InputError error(const Tok& t, const std::string& message) const {
    return InputError(name_, t.line, t.column, message);
  }

  int digit(const Tok& t) const {
    if (t.text.size() != 1 || t.text[0] < '1' || t.text[0] > '9')
      throw error(t, quote_token(t.text) + " is not a digit from 1 to 9");
    return t.text[0] - '0';
  }

  int cell(const Tok& t) const {
    if (t.text.size() != 2 || t.text[0] < 'A' || t.text[0] > 'I' || t.text[1] < '1' ||
        t.text[1] > '9')
      throw error(t, quote_token(t.text) + " is not a cell from A1 to I9");
    return (t.text[0] - 'A') * 9 + (t.text[1] - '1');
  }

  // Marks cell c as used by `who` ("the domino on line 3", "the single 5"), named by token t.
  void use(int c, const Tok& t, const std::string& who) {
    std::string& u = used_by_[static_cast<std::size_t>(c)];
    if (!u.empty())
      throw error(t, "cell " + cell_name(c) + " is used twice: by " + u + " and by " + who);
    u = who;
  }

  Tokens& tokens_;
  const std::string& name_;
  std::vector<std::string> used_by_;  // what first used the cell; empty if nothing
  std::vector<int> domino_line_;       // line where the domino was placed, 0 if not yet
};

}  // namespace

Record read_domino_puzzle(LineSource& src, const std::string& name) {
  Record rec;
  Tokens tokens(src, name);
  Tok count;
  try {
    if (!tokens.next(count)) return rec;  // end of input: the final "0" may be missing
  } catch (const InputError& e) {
    rec.line = e.line();
    rec.error = e;
    rec.fatal = true;
    return rec;
  }
  rec.line = count.line;
  if (count.text == "0") return rec;    // the final "0"
  if (!all_digits(count.text) || count.text.size() > 2 ||
      std::stoi(count.text) > kMaxCount) {
    rec.error = InputError(name, count.line, count.column,
                           quote_token(count.text) + " is not a number of placed dominoes (" +
                               std::to_string(kMinPlaced) + " to " +
                               std::to_string(kMaxPlaced) + ", or 0 to end the input)");
    rec.fatal = true;
    return rec;
  }
  const int n = std::stoi(count.text);
  PuzzleParser parser(tokens, name);
  std::optional<InputError> first;
  try {
    Puzzle p = parser.read(n, n >= kMinPlaced && n <= kMaxPlaced, count, first);
    if (first)
      rec.error = first;
    else
      rec.puzzle = std::move(p);
  } catch (const InputError& e) {
    rec.error = e;
    rec.fatal = true;
  }
  return rec;
}

}  // namespace sudosat
