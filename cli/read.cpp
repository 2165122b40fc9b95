// sudosat read: what sudosat understood of each puzzle of the input, or the puzzle written out
// again as an f-puzzles string or a SudokuPad link (setters convert between the two; tests
// round-trip). --output-format:
//   text (default)  a block per puzzle: where it is from, its size, title and author, each
//                   sentence of its rules with what it states (read_rules, sudosat/puzzle.hpp), regions,
//                   givens, then each constraint, one a line: its name and number, what it
//                   is, its cells and its numbers
//   json            one object a line with the same
//   fpuzzles        one f-puzzles string a line (formats/fpuzzles.hpp, write_fpuzzles)
//   sudokupad       one SudokuPad link a line: https://sudokupad.app/fpuzzles<string>
// A puzzle that does not read, or that f-puzzles cannot state (Sudominoku), gives "error" and
// its message on stderr (exit 3); the others still print.
#include <map>
#include <type_traits>
#include <utility>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "formats/fpuzzles.hpp"
#include "sudosat/puzzle.hpp"

namespace sudosat {

namespace {

struct ReadCommandArgs {
  BatchOptions batch;
  ReadArgs read;
  std::string output_format = "text";
};

// The fields a rule struct may have (model/variant.hpp), found by name, so that every kind is
// described without code of its own.
#define SUDOSAT_HAS(field)                                                                   \
  template <class T, class = void>                                                           \
  struct has_##field : std::false_type {};                                                   \
  template <class T>                                                                         \
  struct has_##field<T, std::void_t<decltype(std::declval<T>().field)>> : std::true_type {};
SUDOSAT_HAS(cells)
SUDOSAT_HAS(copies)
SUDOSAT_HAS(bulb)
SUDOSAT_HAS(shaft)
SUDOSAT_HAS(cell)
SUDOSAT_HAS(a)
SUDOSAT_HAS(clue)
SUDOSAT_HAS(sum)
SUDOSAT_HAS(value)
SUDOSAT_HAS(count)
SUDOSAT_HAS(difference)
SUDOSAT_HAS(root)
SUDOSAT_HAS(digits)
#undef SUDOSAT_HAS

// Cells as f-puzzles and the checker's messages name them: R1C1 ... RnCn.
nlohmann::json cells_json(const std::vector<int>& cells, int n) {
  nlohmann::json out = nlohmann::json::array();
  for (int c : cells) out.push_back("R" + std::to_string(c / n + 1) + "C" + std::to_string(c % n + 1));
  return out;
}

// One constraint as data: its name (kind_name) and title, then each field it has.
nlohmann::json describe(const Constraint& c, int n) {
  nlohmann::json j;
  j["kind"] = kind_name(c);
  j["title"] = kind_info(c).title;
  std::visit(
      [&](const auto& r) {
        using T = std::decay_t<decltype(r)>;
        if constexpr (has_clue<T>::value)
          j["clue"] = "R" + std::to_string(r.clue.row + 1) + "C" + std::to_string(r.clue.col + 1);
        if constexpr (has_cell<T>::value) j["cells"] = cells_json({r.cell}, n);
        if constexpr (has_a<T>::value) j["cells"] = cells_json({r.a, r.b}, n);
        if constexpr (has_bulb<T>::value) j["bulb"] = cells_json(r.bulb, n);
        if constexpr (has_shaft<T>::value) j["shaft"] = cells_json(r.shaft, n);
        if constexpr (has_cells<T>::value) j["cells"] = cells_json(r.cells, n);
        if constexpr (has_copies<T>::value) j["copies"] = cells_json(r.copies, n);
        if constexpr (has_sum<T>::value) {
          if constexpr (std::is_same_v<decltype(r.sum), std::optional<int>>) {
            if (r.sum) j["sum"] = *r.sum;
          } else {
            j["sum"] = r.sum;
          }
        }
        if constexpr (has_value<T>::value) j["value"] = r.value;
        if constexpr (has_count<T>::value) j["count"] = r.count;
        if constexpr (has_difference<T>::value) j["difference"] = r.difference;
        if constexpr (has_root<T>::value) j["root"] = r.root;
        if constexpr (has_digits<T>::value) j["digits"] = r.digits;
        if constexpr (std::is_same_v<T, rule::KillerBound>) j["sum"] = (r.above ? ">" : "<") + std::to_string(r.bound);
        if constexpr (std::is_same_v<T, rule::ProductCage> || std::is_same_v<T, rule::ProductLine>)
          j["product"] = r.product;
        if constexpr (std::is_same_v<T, rule::NumberSum>) {
          j["first"] = cells_json(r.first, n);
          j["second"] = cells_json(r.second, n);
          j["total"] = r.total;
        }
      },
      c);
  return j;
}

// What was read, as data.
nlohmann::json understood(const Item& item) {
  const Puzzle& p = *item.record.puzzle;
  const int n = p.givens.shape.n();
  nlohmann::json j;
  j["puzzle"] = item.index;
  j["file"] = item.file;
  j["line"] = item.record.line;
  j["kind"] = p.is_domino() ? "Sudominoku" : p.is_variant() ? "variant" : "classic";
  j["size"] = n;
  if (p.is_variant()) {
    if (!p.variant->title.empty()) j["title"] = p.variant->title;
    if (!p.variant->author.empty()) j["author"] = p.variant->author;
    if (!p.variant->rules.empty()) {
      j["rules text"] = p.variant->rules;
      nlohmann::json sentences = nlohmann::json::array();
      for (const SentenceReading& r : read_rules(p.variant->rules, p.variant->title, p.variant->author)) {
        nlohmann::json sentence = {{"text", r.text}, {"states", r.states}};
        if (!r.hint.empty()) sentence["hint"] = r.hint;
        if (!r.typos.empty()) sentence["typos read as"] = r.typos;
        if (r.story) sentence["story"] = true;
        if (!r.named.empty()) sentence["names"] = r.named;
        if (r.explains) sentence["explains"] = true;
        if (!r.not_taken.empty()) sentence["not taken"] = r.not_taken;
        sentences.push_back(sentence);
      }
      j["rules sentences"] = sentences;
    }
    if (!p.variant->drawings.empty()) j["drawings read as"] = p.variant->drawings;
    if (p.variant->as_drawn) j["as drawn"] = true;
    const bool boxes = p.variant->regions == default_regions(n);
    if (boxes) j["regions"] = "boxes " + to_string(p.givens.shape);
    else j["regions"] = p.variant->regions;
  } else {
    j["regions"] = "boxes " + to_string(p.givens.shape);
  }
  j["givens"] = grid_rows(p.givens);
  if (p.is_variant() && !p.variant->digits.empty()) {  // values; a blank is null
    for (auto& row : j["givens"])
      for (auto& d : row) d = d.get<int>() == 0 ? nlohmann::json(nullptr) : nlohmann::json(digit_value(p.variant->digits, d.get<int>()));
    j["digits"] = digit_set_text(p.variant->digits);
  }
  nlohmann::json constraints = nlohmann::json::array();
  if (p.is_variant()) {
    std::map<std::string, int> seen;
    for (const Constraint& c : p.variant->constraints) {
      nlohmann::json d = describe(c, n);
      d["number"] = ++seen[kind_name(c)];
      constraints.push_back(d);
    }
  }
  j["constraints"] = constraints;
  if (p.is_domino()) j["dominoes placed"] = p.dominoes->placed.size();
  return j;
}

// The same as text: a block of lines.
std::string as_text(const nlohmann::json& j) {
  std::string s = "puzzle " + std::to_string(j["puzzle"].get<int>()) + " (" + j["file"].get<std::string>() +
                  ", line " + std::to_string(j["line"].get<int>()) + "): " + j["kind"].get<std::string>() +
                  " " + std::to_string(j["size"].get<int>()) + "x" + std::to_string(j["size"].get<int>()) + "\n";
  if (j.contains("title")) s += "  title: " + j["title"].get<std::string>() + "\n";
  if (j.contains("author")) s += "  author: " + j["author"].get<std::string>() + "\n";
  if (j.contains("rules sentences")) {  // each sentence and what it states (formats/rules_text.hpp)
    s += "  rules, sentence by sentence, with what sudosat reads in each (SudokuPad puzzles are read by "
         "them; f-puzzles ones by their rule keys, listed under constraints):\n";
    for (const auto& r : j["rules sentences"]) {
      std::string states;
      for (const auto& state : r["states"]) states += (states.empty() ? "" : ", ") + state.get<std::string>();
      std::string why = r.contains("hint")    ? "not understood: " + r["hint"].get<std::string>()
                        : r.contains("story") ? "a story? no word of it is a rule's (taken where the setter's "
                                                "solution judges the reading)"
                                              : "not understood";
      if (r.contains("names") || r.contains("explains")) {  // the loose reading (formats/rules_loose.hpp)
        std::string names;
        for (const auto& n : r.value("names", nlohmann::json::array())) names += (names.empty() ? "" : ", ") + n.get<std::string>();
        why += names.empty() ? "; explains the rule before it" : "; names " + names;
        why += r.contains("not taken") ? ", not taken: " + r["not taken"].get<std::string>()
                                       : " (taken so where the setter's solution judges the reading)";
      }
      if (r.contains("typos read as"))
        for (const auto& t : r["typos read as"]) states += "; typo read as: " + t.get<std::string>();
      s += "    " + r["text"].get<std::string>() + "  [" + (states.empty() ? why : states) + "]\n";
    }
  }
  if (j.contains("drawings read as")) {  // a SudokuPad puzzle: what each drawing was read as
    s += "  drawings, each with what sudosat read it as:\n";
    for (const auto& d : j["drawings read as"]) s += "    " + d.get<std::string>() + "\n";
  }
  s += "  regions: " + (j["regions"].is_string() ? j["regions"].get<std::string>() : "irregular, by cell " + j["regions"].dump()) + "\n";
  int givens = 0;
  std::string line;
  const bool values = j.contains("digits");  // a digit set: givens are values, a blank null
  if (values) s += "  digits: " + j["digits"].get<std::string>() + "\n";
  for (const auto& row : j["givens"])
    for (const auto& d : row) {
      const bool blank = values ? d.is_null() : d.get<int>() == 0;
      givens += !blank;
      line += blank ? "." : d.get<int>() < 10 ? std::to_string(d.get<int>()) : "(" + std::to_string(d.get<int>()) + ")";
    }
  s += "  givens: " + std::to_string(givens) + ", " + line + "\n";
  if (j.contains("dominoes placed")) s += "  dominoes placed: " + j["dominoes placed"].dump() + "\n";
  s += "  constraints: " + std::to_string(j["constraints"].size()) + "\n";
  for (const auto& c : j["constraints"]) {
    s += "    " + c["kind"].get<std::string>() + " " + std::to_string(c["number"].get<int>()) + " (" +
         c["title"].get<std::string>() + ")";
    for (const char* field : {"clue", "bulb", "shaft", "cells", "copies", "first", "second"})
      if (c.contains(field)) {
        s += std::string(", ") + field + (c[field].is_array() ? "" : " " + c[field].get<std::string>());
        if (c[field].is_array())
          for (const auto& cell : c[field]) s += " " + cell.get<std::string>();
      }
    for (const char* field : {"sum", "product", "value", "count", "difference", "root", "digits", "total"})
      if (c.contains(field))
        s += std::string(", ") + field + " " + (c[field].is_string() ? c[field].get<std::string>() : c[field].dump());
    s += "\n";
  }
  return s;
}

Output read_one(const Item& item, const std::string& format) {
  if (item.record.error)
    return {format == "json" ? nlohmann::json{{"puzzle", item.index}, {"error", item.record.error->message()}}.dump() + "\n"
                             : format == "text" ? "puzzle " + std::to_string(item.index) + ": error\n" : "error\n",
            std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  if (format == "text") return {as_text(understood(item)), "", exit_code::kOk};
  if (format == "json") return {understood(item).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n", "", exit_code::kOk};
  try {
    const std::string string = write_fpuzzles(*item.record.puzzle);
    return {(format == "sudokupad" ? "https://sudokupad.app/fpuzzles" : "") + string + "\n", "", exit_code::kOk};
  } catch (const std::invalid_argument& e) {
    return {"error\n", item.file + ":" + std::to_string(item.record.line) + ": " + e.what() + "\n",
            exit_code::kBadInput};
  }
}

}  // namespace

Command add_read(CLI::App& app) {
  auto args = std::make_shared<ReadCommandArgs>();
  CLI::App* sub = app.add_subcommand(
      "read", "Show what sudosat understood of each puzzle, or write it as an f-puzzles string or SudokuPad link");
  sub->add_option("files", args->batch.files, "Puzzle files; none or \"-\" reads standard input");
  add_read_options(*sub, args->read);
  add_output_format_option(*sub, args->output_format, {"text", "json", "fpuzzles", "sudokupad"},
                           "text (default), json, fpuzzles or sudokupad");
  add_jobs_option(*sub, args->batch.threads);
  add_quiet_option(*sub, args->batch.quiet);
  return [args](std::ostream& out, std::ostream& err) {
    args->batch.read = args->read.options();
    const std::string format = args->output_format;
    return run_batch(args->batch, [format](const Item& item, Solver&) { return read_one(item, format); }, out, err);
  };
}

}  // namespace sudosat
