#include "external.hpp"

#include <cctype>
#include <charconv>
#include <limits>
#include <cstdlib>
#include <optional>

#include "encoder/vars.hpp"
#include "model/check.hpp"
#include "formats/format.hpp"

namespace sudosat {

namespace {

std::optional<ExternalStatus> status_word(const std::string& w, bool minisat) {
  if (w == (minisat ? "SAT" : "SATISFIABLE")) return ExternalStatus::Sat;
  if (w == (minisat ? "UNSAT" : "UNSATISFIABLE")) return ExternalStatus::Unsat;
  if (w == (minisat ? "INDET" : "UNKNOWN")) return ExternalStatus::Unknown;
  return std::nullopt;
}

std::string cell_text(const Shape& s, int cell) {
  return "row " + std::to_string(s.row(cell) + 1) + ", column " + std::to_string(s.col(cell) + 1);
}

// The words of an answer file, line by line, read straight from the stream's buffer: memory
// stays bounded on any input (a word is kept up to kMaxWord bytes, a line's text, for
// messages, up to kMaxQuote bytes), so a 100 MB line of literals costs no more than a short one.
class Words {
 public:
  static constexpr std::size_t kMaxWord = 64;
  static constexpr std::size_t kMaxQuote = 200;

  explicit Words(std::istream& in) : in_(in), buf_(in.rdbuf()) {}

  // Starts the next line; false at the end of the input.
  bool begin_line() {
    skip_line();  // the previous line's rest, if any
    if (peek() == kEof) return false;
    ++number_;
    column_ = 0;
    quote_.clear();
    cut_ = false;
    in_line_ = true;
    if (number_ == 1 && peek() == 0xEF) {  // a UTF-8 byte order mark
      // Only a complete mark is dropped; other bytes stay (and make a bad word).
      take();
      if (peek() == 0xBB) {
        take();
        if (peek() == 0xBF) {
          take();
          column_ = 0;
          quote_.clear();
        } else {
          pending_ = "\xEF\xBB";
        }
      } else {
        pending_ = "\xEF";
      }
    }
    return true;
  }

  // The next word on the current line (its 1-based column); false at the line's end.
  bool next_in_line(Token& word) {
    word.text.clear();
    if (!in_line_) return false;
    while (pending_.empty() && is_space(peek())) {
      if (take() == '\n') {
        in_line_ = false;
        return false;
      }
    }
    if (pending_.empty() && peek() == kEof) {
      in_line_ = false;
      return false;
    }
    word.column = column_ + 1 - static_cast<int>(pending_.size());
    word.text = pending_;
    pending_.clear();
    while (peek() != kEof && !is_space(peek())) {
      const int c = take();
      if (word.text.size() < kMaxWord) word.text += static_cast<char>(c);
    }
    return true;
  }

  // Drops the rest of the current line.
  void skip_line() {
    pending_.clear();
    while (in_line_) {
      const int c = take();
      if (c == kEof || c == '\n') in_line_ = false;
    }
  }

  int number() const { return number_; }
  // The current line's text read so far ('\r' and the '\n' left out), for messages.
  std::string quote() const {
    std::string q = quote_;
    while (!q.empty() && q.back() == '\r') q.pop_back();
    return quote_token(q) + (cut_ ? "..." : "");
  }

 private:
  static constexpr int kEof = std::char_traits<char>::eof();
  static bool is_space(int c) { return c != kEof && std::isspace(c); }
  int peek() {
    if (eof_) return kEof;
    const int c = buf_->sgetc();
    if (c == kEof) {
      eof_ = true;
      in_.setstate(std::ios::eofbit);
    }
    return c;
  }
  int take() {
    const int c = peek();
    if (c == kEof) return c;
    buf_->sbumpc();
    if (c != '\n') {
      ++column_;
      if (quote_.size() < kMaxQuote) quote_ += static_cast<char>(c);
      else cut_ = true;
    }
    return c;
  }

  std::istream& in_;
  std::streambuf* buf_;
  bool eof_ = false, in_line_ = false, cut_ = false;
  int number_ = 0, column_ = 0;
  std::string quote_, pending_;
};

}  // namespace

ExternalModel read_model(std::istream& in, const std::string& name, int variables) {
  ExternalModel m;
  enum class Dialect { Unset, Competition, Minisat } kind = Dialect::Unset;
  bool ended = false;  // the final 0 was read
  int assigned = 0, number = 0;
  auto fail = [&](int line, int column, const std::string& what) {
    return InputError(name, line, column, what);
  };
  Words words(in);
  Token first, word;
  while (words.begin_line()) {
    number = words.number();
    if (!words.next_in_line(first)) continue;  // a blank line
    if (kind != Dialect::Minisat && first.text == "c") {  // a comment
      words.skip_line();
      continue;
    }
    bool literal_first = false;  // the line's first word is a literal (MiniSat)
    if (kind == Dialect::Unset) {
      if (first.text == "s") {
        kind = Dialect::Competition;
      } else if (status_word(first.text, true)) {
        kind = Dialect::Minisat;
        if (words.next_in_line(word)) throw fail(number, word.column, "unexpected text after " + first.text);
        m.status = *status_word(first.text, true);
        m.status_line = number;
        continue;
      } else if (first.text == "v" || first.text == "0" ||
                 first.text.find_first_not_of("-0123456789") == std::string::npos) {
        throw fail(number, 1, "values before the status line (expected 's SATISFIABLE' or 'SAT')");
      } else {
        throw fail(number, 1, "not a SAT solver's answer: expected 's SATISFIABLE', 's UNSATISFIABLE', "
                              "'SAT' or 'UNSAT'");
      }
    }
    if (kind == Dialect::Competition) {
      if (first.text == "s") {
        if (m.status_line != 0)
          throw fail(number, 1, "a second status line (the first is line " + std::to_string(m.status_line) + ")");
        Token extra;
        const bool has = words.next_in_line(word);
        const bool more = has && words.next_in_line(extra);
        words.skip_line();
        auto st = status_word(has && !more ? word.text : "", false);
        if (!st)
          throw fail(number, has ? word.column : 1,
                     "unknown status " + words.quote() + " (expected SATISFIABLE, UNSATISFIABLE or UNKNOWN)");
        m.status = *st;
        m.status_line = number;
        continue;
      }
      if (first.text != "v")
        throw fail(number, 1, "unexpected line: a competition answer has only 'c', 's' and 'v' lines");
    } else {
      literal_first = true;
    }
    // A line of literals.
    if (m.status != ExternalStatus::Sat) {
      throw fail(number, 1, std::string("values after an ") +
                                (m.status == ExternalStatus::Unsat ? "UNSATISFIABLE" : "UNKNOWN") + " answer");
    }
    if (m.value.empty()) {
      m.value.assign(static_cast<std::size_t>(variables) + 1, 0);
      m.line.assign(static_cast<std::size_t>(variables) + 1, 0);
    }
    for (bool have = literal_first ? (word = first, true) : words.next_in_line(word); have;
         have = words.next_in_line(word)) {
      const Token& t = word;
      if (ended) throw fail(number, t.column, "values after the final 0");
      int lit = 0;
      const char* b = t.text.data();
      const char* e = b + t.text.size();
      auto r = std::from_chars(b, e, lit);
      if (r.ec != std::errc() || r.ptr != e || t.text.size() >= Words::kMaxWord)
        throw fail(number, t.column, quote_token(t.text) + (t.text.size() >= Words::kMaxWord ? "..." : "") +
                                         " is not a literal");
      if (lit == 0) {
        ended = true;
        m.end_line = number;
        continue;
      }
      if (lit == std::numeric_limits<int>::min())
        throw fail(number, t.column, quote_token(t.text) + " is not a literal");
      const int var = std::abs(lit);
      if (var > variables)
        throw fail(number, t.column, "variable " + std::to_string(var) +
                                         " is not in the formula, which has " + std::to_string(variables) +
                                         " variables (a model of another formula?)");
      auto& v = m.value[static_cast<std::size_t>(var)];
      const int before = m.line[static_cast<std::size_t>(var)];
      const signed char sign = lit > 0 ? 1 : -1;
      if (v == -sign)
        throw fail(number, t.column, "literal " + std::to_string(lit) + " contradicts " +
                                         std::to_string(-lit) + " on line " + std::to_string(before));
      if (v == sign)
        throw fail(number, t.column, "variable " + std::to_string(var) + " appears twice (also on line " +
                                         std::to_string(before) + ")");
      v = sign;
      m.line[static_cast<std::size_t>(var)] = number;
      ++assigned;
    }
  }
  if (kind == Dialect::Unset)
    throw fail(number > 0 ? number : 0, 0, "no answer: expected 's SATISFIABLE', 's UNSATISFIABLE', 'SAT' or 'UNSAT'");
  if (m.status_line == 0) throw fail(number, 0, "no status line");
  if (m.status != ExternalStatus::Sat) {
    m.end_line = m.status_line;
    return m;
  }
  if (!ended)
    throw fail(number, 0, "the model is truncated: it ends without the final 0");
  if (assigned < variables) {
    int missing = 1;
    while (m.value[static_cast<std::size_t>(missing)] != 0) ++missing;
    throw fail(m.end_line, 0, "the model gives " + std::to_string(assigned) + " of the formula's " +
                                  std::to_string(variables) + " variables; variable " +
                                  std::to_string(missing) + " has no value");
  }
  return m;
}

Solution decode_model(const ExternalModel& model, const Puzzle& puzzle, const Formula& formula,
                      const std::string& name) {
  const Grid& givens = puzzle.givens;
  const Shape& s = givens.shape;
  const int n = s.n();
  const Vars vars(n);
  auto value = [&](int var) { return model.value[static_cast<std::size_t>(var)]; };
  auto line_of = [&](int var) { return model.line[static_cast<std::size_t>(var)]; };
  if (model.status != ExternalStatus::Sat || static_cast<int>(model.value.size()) != formula.variables + 1)
    throw InputError(name, model.status_line, 0, "not a model of this formula");
  Solution sol{Grid(s), {}};
  for (int cell = 0; cell < s.cells(); ++cell) {
    int digit = 0;
    for (int d = 1; d <= n; ++d) {
      if (value(vars.cell(cell, d)) <= 0) continue;
      if (digit != 0)
        throw InputError(name, line_of(vars.cell(cell, d)), 0,
                         cell_text(s, cell) + " has two digits, " + std::to_string(digit) + " and " +
                             std::to_string(d) + " (variables " + std::to_string(vars.cell(cell, digit)) +
                             " and " + std::to_string(vars.cell(cell, d)) + ")");
      digit = d;
    }
    if (digit == 0)
      throw InputError(name, line_of(vars.cell(cell, n)), 0,
                       cell_text(s, cell) + " has no digit (variables " + std::to_string(vars.cell(cell, 1)) +
                           ".." + std::to_string(vars.cell(cell, n)) + " are all false)");
    if (givens.at(cell) != 0 && givens.at(cell) != digit)
      throw InputError(name, line_of(vars.cell(cell, digit)), 0,
                       cell_text(s, cell) + " holds " + std::to_string(digit) + " but the puzzle gives " +
                           std::to_string(givens.at(cell)) + " (a model of another puzzle?)");
    sol.grid.set(cell, digit);
  }
  // Every clause must be true: then the model is one of this very formula.
  std::size_t start = 0, index = 0;
  const std::vector<int>& lits = formula.cnf.lits;
  for (std::size_t i = 0; i < lits.size(); ++i) {
    if (lits[i] != 0) continue;
    ++index;
    bool sat = false;
    int last_line = model.end_line;
    std::string text;
    for (std::size_t k = start; k < i; ++k) {
      const int lit = lits[k];
      sat |= value(std::abs(lit)) == (lit > 0 ? 1 : -1);
      last_line = k == start ? line_of(std::abs(lit)) : std::max(last_line, line_of(std::abs(lit)));
      text += std::to_string(lit) + " ";
    }
    if (!sat)
      throw InputError(name, last_line, 0, "not a model of this puzzle's formula: clause " +
                                               std::to_string(index) + " (" + text + "0) is false");
    start = i + 1;
  }
  if (puzzle.is_domino()) {
    sol.tiling = puzzle.dominoes->placed;
    for (std::size_t i = 0; i < formula.placement_vars.size(); ++i)
      if (value(formula.placement_vars[i]) > 0) sol.tiling.push_back(formula.placements[i]);
  }
  if (auto why = check_solution(puzzle, sol))
    throw InputError(name, model.end_line, 0, "the model does not solve the puzzle: " + *why);
  return sol;
}

}  // namespace sudosat
