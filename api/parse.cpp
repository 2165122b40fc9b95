// sudosat/puzzle.hpp over formats/: the readers and writers the command line uses.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "sudosat/puzzle.hpp"
#include "formats/format.hpp"
#include "formats/fpuzzles.hpp"
#include "formats/rules_text.hpp"

namespace sudosat {

namespace {

ReadOptions read_options(const ParseOptions& o) {
  ReadOptions read;
  if (!o.format.empty()) {
    read.format = parse_format(o.format);
    if (!read.format)
      throw InputError(o.name, 0, 0, "unknown format '" + o.format +
                                         "' (grid, compact, line, domino, fpuzzles)");
  }
  if (o.box == "none") {  // a Latin square
    read.no_boxes = true;
  } else if (!o.box.empty()) {
    read.box = parse_shape(o.box);
    if (!read.box) throw InputError(o.name, 0, 0, "box: expected RxC with R*C <= 36, got '" + o.box + "'");
  }
  if (!o.rules.empty()) {
    std::string bad;
    read.rules = parse_rules(o.rules, bad);
    if (read.rules.empty())
      throw InputError(o.name, 0, 0, "unknown rule '" + bad + "' (" + rules_known() + ")");
  }
  read.entered_digits = o.entered_digits;
  read.ignore_drawings = o.ignore_drawings;
  if (!o.rules_text.empty()) read.rules_text = o.rules_text;
  if (!o.digits.empty()) {
    std::string why;
    read.digits = parse_digit_set(o.digits, why);
    if (read.digits.empty()) throw InputError(o.name, 0, 0, "digits: " + why);
  }
  return read;
}

std::vector<Puzzle> read_all(std::istream& in, const std::string& name, const ParseOptions& o,
                             std::size_t most) {
  PuzzleReader reader(in, name, read_options(o));
  reader.format();  // throws on empty input
  std::vector<Puzzle> out;
  Record rec;
  while (reader.next(rec)) {
    if (rec.error) throw *rec.error;
    out.push_back(std::move(*rec.puzzle));
    if (out.size() > most) break;
  }
  return out;
}

}  // namespace

std::vector<Puzzle> parse_puzzles(const std::string& text, const ParseOptions& options) {
  std::istringstream in(text);
  return read_all(in, options.name, options, static_cast<std::size_t>(-1));
}

Puzzle parse_puzzle(const std::string& text, const ParseOptions& options) {
  std::istringstream in(text);
  std::vector<Puzzle> all = read_all(in, options.name, options, 1);
  if (all.size() != 1)
    throw InputError(options.name, 0, 0, "expected one puzzle, the input has more");
  return std::move(all.front());
}

std::vector<Puzzle> read_puzzle_file(const std::string& path, const ParseOptions& options) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, 0, std::string("cannot open: ") + std::strerror(errno));
  return read_all(in, path, options, static_cast<std::size_t>(-1));
}

Puzzle puzzle_from_rows(const std::vector<std::vector<int>>& rows, const std::string& box) {
  const std::string name = "<rows>";
  const int n = static_cast<int>(rows.size());
  std::optional<Shape> shape;
  if (box == "none") {  // a Latin square: the rows as boxes add no rule
    shape = Shape{1, n};
  } else if (!box.empty()) {
    shape = parse_shape(box);
    if (!shape) throw InputError(name, 0, 0, "box: expected RxC with R*C <= 36, got '" + box + "'");
    if (shape->n() != n)
      throw InputError(name, 0, 0, "box " + box + " is for " + std::to_string(shape->n()) + "x" +
                                       std::to_string(shape->n()) + ", the grid has " +
                                       std::to_string(n) + " rows");
  } else {
    shape = default_shape(n);
    if (!shape)
      throw InputError(name, 0, 0, "a grid of " + std::to_string(n) +
                                       " rows has no boxes (sizes 4..36 that are not prime)");
  }
  Puzzle p;
  p.givens = Grid(*shape);
  for (int r = 0; r < n; ++r) {
    const auto& row = rows[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.size()) != n)
      throw InputError(name, r + 1, 0, "expected " + std::to_string(n) + " digits, got " +
                                           std::to_string(row.size()));
    for (int c = 0; c < n; ++c) {
      const int d = row[static_cast<std::size_t>(c)];
      if (d < 0 || d > n)
        throw InputError(name, r + 1, c + 1, "expected a digit 0.." + std::to_string(n) + ", got " +
                                                 std::to_string(d));
      p.givens.set(r * n + c, d);
    }
  }
  return p;
}

std::vector<std::vector<int>> grid_rows(const Grid& grid) {
  const int n = grid.shape.n();
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n)));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = grid.at(r, c);
  return rows;
}

std::string grid_text(const Grid& grid, const std::string& format, const std::vector<int>& digits) {
  const std::optional<Format> f = parse_format(format);
  if (!f || *f == Format::Domino || *f == Format::FPuzzles)
    throw std::invalid_argument("grid_text: unknown format '" + format + "' (line, compact, grid)");
  if (!digits.empty()) {
    if (const std::string why = digit_set_problem(digits, grid.shape.n()); !why.empty())
      throw std::invalid_argument("grid_text: " + why);
  }
  return write_grid(grid, *f, digits);
}

Puzzle from_fpuzzles(const std::string& text, const ParseOptions& options) {
  FPuzzlesOptions o;
  o.entered_digits = options.entered_digits;
  o.ignore_drawings = options.ignore_drawings;
  if (!options.rules_text.empty()) o.rules_text = options.rules_text;
  return parse_fpuzzles(text, options.name, 1, 1, o);
}

std::vector<SentenceReading> read_rules(const std::string& rules_text, const std::string& title,
                                        const std::string& author) {
  std::vector<SentenceReading> out;
  std::vector<RuleSentence> sentences = read_rules_text(rules_text);
  note_title_lines(sentences, title, author);
  for (const RuleSentence& s : sentences) {
    SentenceReading r{s.text, {}, s.hint, s.typos, s.story && s.states.empty(), {}, false, {}};
    for (const Stated& st : s.states) r.states.push_back(stated_word(st));
    if (s.states.empty()) {
      for (const Stated& st : s.named) r.named.push_back(stated_word(st));
      r.explains = s.explains;
      r.not_taken = s.not_taken;
    }
    out.push_back(std::move(r));
  }
  return out;
}

std::string to_fpuzzles_json(const Puzzle& p) { return write_fpuzzles_json(p); }

std::string to_fpuzzles(const Puzzle& p) { return write_fpuzzles(p); }

}  // namespace sudosat
