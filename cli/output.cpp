#include "output.hpp"

#include <nlohmann/json.hpp>

#include "model/names.hpp"
#include "sudosat/puzzle.hpp"

namespace sudosat {

namespace {

nlohmann::json json_base(const Item& item) {
  nlohmann::json j;
  j["file"] = item.file;
  j["puzzle"] = item.index;
  j["line"] = item.record.line;
  if (item.record.puzzle && item.record.puzzle->is_variant()) {
    const Variant& v = *item.record.puzzle->variant;
    if (!v.title.empty()) j["title"] = v.title;
    if (!v.author.empty()) j["author"] = v.author;
    if (v.as_drawn) j["as drawn"] = true;  // --as-drawn: the rules text was not read
  }
  return j;
}

// One JSON line. Strings that are not UTF-8 (a file name in another encoding) get U+FFFD for
// each bad byte instead of an exception; input tokens in messages are escaped already.
std::string dump(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

std::string loose_note(const std::string& where, const Puzzle& puzzle) {
  if (!puzzle.is_variant()) return "";
  const std::string judged = kJudgedReading;
  for (const std::string& d : puzzle.variant->drawings)
    if (d.size() >= judged.size() && d.compare(d.size() - judged.size(), judged.size(), judged) == 0)
      return where + "note: read with the setter's solution as judge (the only solution as read): " +
             d.substr(0, d.size() - judged.size() - 1) + " (`sudosat read` shows the whole reading)\n";
  return "";
}

std::optional<OutFormat> parse_out_format(const std::string& name) {
  static constexpr Named<OutFormat> kNames[] = {{OutFormat::Json, "json"},
                                                {OutFormat::Grid, "grid"},
                                                {OutFormat::Compact, "compact"},
                                                {OutFormat::Line, "line"},
                                                {OutFormat::Domino, "domino"}};
  return value_of(kNames, name);
}

// An f-puzzles JSON file answers with a compact grid, a batch of strings or links with one
// line per puzzle.
OutFormat output_format(Format input, std::optional<OutFormat> chosen) {
  if (chosen) return *chosen;
  switch (input) {
    case Format::Grid: return OutFormat::Grid;
    case Format::Compact:
    case Format::FPuzzles: return OutFormat::Compact;
    case Format::Line:
    case Format::FPuzzlesLines: return OutFormat::Line;
    case Format::Domino: return OutFormat::Domino;
  }
  return OutFormat::Line;
}

std::string record_header(const Item& item, OutFormat f) {
  if (f == OutFormat::Domino) return "Puzzle " + std::to_string(item.index) + "\n";
  if ((f == OutFormat::Grid || f == OutFormat::Compact) && item.index > 1) return "\n";
  return "";
}

std::string render_solution(const Item& item, OutFormat f, const Solution& s) {
  if (f != OutFormat::Json) {
    const Format text = f == OutFormat::Grid ? Format::Grid : f == OutFormat::Line ? Format::Line : Format::Compact;
    return record_header(item, f) + write_grid(s.grid, text, item.digits());
  }
  nlohmann::json j = json_base(item);
  j["status"] = "solved";
  const Puzzle* puzzle = item.record.puzzle ? &*item.record.puzzle : nullptr;
  if (puzzle && puzzle->is_variant()) {
    const Shape& shape = s.grid.shape;
    std::vector<int> boxes;
    for (int cell = 0; cell < shape.cells(); ++cell) boxes.push_back(shape.box(cell));
    j["size"] = shape.n();
    if (puzzle->variant->regions != boxes) j["regions"] = "irregular";
    else if (shape.box_rows == 1) j["regions"] = "none";
    else j["box"] = to_string(shape);
  } else {
    j["box"] = to_string(s.grid.shape);
  }
  j["grid"] = grid_rows(s.grid);
  if (!item.digits().empty()) {  // the values, and the set they come from
    for (auto& row : j["grid"])
      for (auto& d : row) d = digit_value(item.digits(), d.get<int>());
    j["digits"] = digit_set_text(item.digits());
  }
  if (item.record.puzzle && item.record.puzzle->is_domino()) {
    nlohmann::json tiles = nlohmann::json::array(), singles = nlohmann::json::array();
    for (const Placement& p : s.tiling)
      tiles.push_back({{"digits", {p.digits[0], p.digits[1]}},
                       {"cells", {cell_name(p.cells[0]), cell_name(p.cells[1])}}});
    for (int d = 1; d <= 9; ++d)
      singles.push_back({{"digit", d}, {"cell", cell_name(item.record.puzzle->dominoes->singles[d - 1])}});
    j["dominoes"] = std::move(tiles);
    j["singles"] = std::move(singles);
  }
  return dump(j);
}

std::string render_status(const Item& item, OutFormat f, const std::string& status,
                          const std::string& detail) {
  if (f != OutFormat::Json) return record_header(item, f) + status + "\n";
  nlohmann::json j = json_base(item);
  j["status"] = status;
  if (!detail.empty()) j["reason"] = detail;
  if (const auto& e = item.record.error) {  // where the input is wrong (1-based), when known
    if (e->line() > 0) j["error_line"] = e->line();
    if (e->line() > 0 && e->column() > 0) j["error_column"] = e->column();
  }
  return dump(j);
}

}  // namespace sudosat
