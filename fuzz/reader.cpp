#include "reader.hpp"

#include <sstream>
#include <string>

#include "model/check.hpp"
#include "model/error.hpp"
#include "formats/fpuzzles.hpp"

namespace sudosat::fuzz {

namespace {

// The grid read back from write_grid(g, f) with g's box shape.
Grid read_back(const Grid& g, Format f) {
  std::istringstream in(write_grid(g, f));
  ReadOptions opt;
  opt.format = f;
  opt.box = g.shape;
  PuzzleReader reader(in, "roundtrip", opt);
  Record rec;
  require(reader.next(rec), std::string("no record reading back ") + to_string(f));
  require(rec.puzzle.has_value(), std::string("reading back ") + to_string(f) + " failed: " +
                                      (rec.error ? rec.error->what() : "no error"));
  Record more;
  require(!reader.next(more), "a second record reading back one grid");
  return rec.puzzle->givens;
}

void check_record(const Record& rec) {
  require(rec.puzzle.has_value() != rec.error.has_value(), "a record needs exactly one of puzzle and error");
  if (rec.error) {
    require(rec.error->line() >= 1, std::string("an error without its line: ") + rec.error->what());
    require(rec.error->file() == "fuzz", "an error naming another file");
    return;
  }
  const Puzzle& p = *rec.puzzle;
  const int n = p.givens.shape.n();
  require(n >= 1 && n <= kMaxSize, "a grid size outside 1..36");
  require(p.givens.cells.size() == static_cast<std::size_t>(n) * static_cast<std::size_t>(n),
          "a grid whose cells do not fit its shape");
  for (std::uint8_t d : p.givens.cells) require(d <= n, "a digit above the grid's size");
  if (p.is_variant() || p.is_domino()) return;
  // Cheap checks of the checker on what the reader produced: they must not crash.
  (void)find_clash(p.givens);
  if (n <= 35) {
    require(read_back(p.givens, Format::Line) == p.givens, "line text does not read back the same");
    require(read_back(p.givens, Format::Grid) == p.givens, "grid text does not read back the same");
  }
}

}  // namespace

void read_fpuzzles(const std::string& text) {
  try {
    (void)parse_fpuzzles(text, "fuzz", 1, 1);
  } catch (const InputError& e) {
    require(e.file() == "fuzz", std::string("an error naming another file: ") + e.what());
  }
}

int read_puzzles(const std::uint8_t* data, std::size_t size, std::optional<Format> format) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  ReadOptions opt;
  opt.format = format;
  try {
    PuzzleReader reader(in, "fuzz", opt);
    Record rec;
    for (int k = 0; k < 200 && reader.next(rec); ++k) {
      check_record(rec);
      if (rec.fatal) break;
    }
  } catch (const InputError& e) {
    require(e.file() == "fuzz", "an error naming another file");
  }
  return 0;
}

}  // namespace sudosat::fuzz
