// The reader's drawing policy: drawings no rule key explains, and the rules the rules text states.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "fpuzzles_reader.hpp"
#include "rules_text.hpp"
#include "sudokupad.hpp"

namespace sudosat::fpuzzles_detail {

namespace {

// An f-puzzles drawing as SudokuPad draws it (the conventions of SudokuPad's own converter):
// lines through cell centres, circles and rectangles as round and square marks, text as a
// mark showing it, a cosmetic cage as a cage. A cell outside the grid is at row or column -1
// or n.
void add_drawing(json& pad, const std::string& key, const json& e) {
  auto centre = [](const json& name) {
    const auto rc = cell_name(name);
    return rc ? json::array({static_cast<double>(rc->first) - 0.5, static_cast<double>(rc->second) - 0.5})
              : json::array({-100, -100});
  };
  auto part_centre = [&](const json& cells) {
    double r = 0, c = 0;
    std::size_t k = 0;
    if (cells.is_array())
      for (const json& name : cells) {
        const json p = centre(name);
        r += p[0].get<double>();
        c += p[1].get<double>();
        ++k;
      }
    return k == 0 ? json::array({-100, -100}) : json::array({r / static_cast<double>(k), c / static_cast<double>(k)});
  };
  auto copy = [&](json& to, const char* to_key, const char* from_key) {
    if (const json* v = member(e, from_key)) to[to_key] = *v;
  };
  const json none = json::array();
  const json& cells = member(e, "cells") ? *member(e, "cells") : none;
  if (key == "line") {
    const json* lines = member(e, "lines");
    if (!lines || !lines->is_array()) return;
    for (const json& line : *lines) {
      json l = json::object(), points = json::array();
      if (line.is_array())
        for (const json& name : line) points.push_back(centre(name));
      l["wayPoints"] = points;
      copy(l, "color", "outlineC");
      if (const json* w = member(e, "width"); w && w->is_number()) l["thickness"] = 32 * w->get<double>();
      pad["lines"].push_back(l);
    }
  } else if (key == kind_key<rule::DigitalRoot>()) {  // a cosmetic cage
    json c = json::object(), list = json::array();
    if (cells.is_array())
      for (const json& name : cells) {
        const auto rc = cell_name(name);
        if (rc) list.push_back({rc->first - 1, rc->second - 1});
      }
    c["cells"] = list;
    copy(c, "value", "value");
    pad["cages"].push_back(c);
  } else {  // circle, rectangle, text
    json m = json::object();
    m["center"] = part_centre(cells);
    m["rounded"] = key == "circle";
    copy(m, "backgroundColor", "baseC");
    copy(m, "borderColor", "outlineC");
    copy(m, "width", "width");
    copy(m, "height", "height");
    copy(m, "text", "value");
    copy(m, "angle", "angle");  // degrees clockwise, as SudokuPad's converter keeps it
    if (key == "text") m["width"] = m["height"] = 0.25;
    pad["overlays"].push_back(m);
  }
}

// A key whose value states something: true, or a value that is not empty.
bool is_truthy(const json& v) { return v.is_boolean() ? v.get<bool>() : !is_empty(v); }

// The paths of the line kinds' entries (`"lines": [[cells]]` under a key of the kinds table's
// lines family), each also reversed.
std::set<json> rule_paths(const json& root) {
  std::set<json> paths;
  for (int k = 0; k < kKindCount; ++k) {
    const KindInfo& info = kind_info(static_cast<Kind>(k));
    if (std::string_view(info.family) != "lines") continue;
    const json* list = member(root, info.keys[0]);
    if (!list || !list->is_array()) continue;
    for (const json& e : *list)
      if (const json* lines = e.is_object() ? member(e, "lines") : nullptr; lines && lines->is_array())
        for (const json& path : *lines) {
          if (!path.is_array() || path.empty()) continue;
          json reversed = json::array();
          for (auto it = path.rbegin(); it != path.rend(); ++it) reversed.push_back(*it);
          paths.insert(path);
          paths.insert(std::move(reversed));
        }
  }
  return paths;
}

// A cosmetic `line` every path of which is a rule line's path (in either direction): the same
// line drawn again (in another colour or width), no rule of its own.
bool redraws_rule_line(const json& e, const std::set<json>& paths) {
  const json* lines = e.is_object() ? member(e, "lines") : nullptr;
  if (!lines || !lines->is_array() || lines->empty()) return false;
  return std::all_of(lines->begin(), lines->end(), [&](const json& path) { return paths.count(path) > 0; });
}

}  // namespace

// Drawings (`line`, `circle`, `rectangle`, `text`) state no rule of their own. f-puzzles'
// constraints add-on draws every constraint it adds and names it in `fromConstraint`: a
// drawing is explained when that name, lower case without spaces, is a rule key the puzzle
// has ("Entropic Line": entropicline). Any other drawing may be a rule sudosat cannot see
// (kept by f-puzzles without the add-on, which drops the rule's own key, or drawn by hand and
// explained in the rules text). Those are read as SudokuPad's drawings are, with the rules
// text as the judge (formats/sudokupad.hpp, explain_drawings): every sentence understood, every
// kind drawn named. What that cannot explain is an error (the reader does not ask when the
// options say to ignore drawings). A cosmetic `cage` (one without a DR<k> value) is such a
// drawing when it shows a whole number: a killer cage drawn with f-puzzles' cosmetic tool would
// otherwise lose its sum. Cages without a value (outlines, as for clones) or with text
// ("msgcorrect: ...") are left alone. A `line` that only draws again the path of a rule line
// (the same cells, in either direction) is that line's picture, as setters redraw lines to colour
// them.
std::optional<json> rules_for_drawings(const json& root, int n, const std::vector<int>& regions,
                                       const std::string& rules) {
  struct Unexplained {
    std::string key;
    const json* element;
    Path at;
    std::string message;
  };
  std::vector<Unexplained> left;
  const std::set<json> paths = rule_paths(root);
  // clones drawn as cages marked with one letter, when the rules text says so: such cages too
  bool letter_clones = false;
  for (const RuleSentence& s : read_rules_text(rules))
    letter_clones = letter_clones || std::find(s.states.begin(), s.states.end(), Stated{Stated::CloneLetters}) != s.states.end();
  // f-puzzles keeps cosmetic cages under the digital root cages' key (those with a DR<k> value)
  const std::string cages = kind_key<rule::DigitalRoot>();
  for (const std::string& key : {std::string("line"), std::string("circle"), std::string("rectangle"),
                                 std::string("text"), cages}) {
    const json* list = member(root, key.c_str());
    if (!list || is_empty(*list) || !list->is_array()) continue;
    for (std::size_t i = 0; i < list->size(); ++i) {
      const json& e = (*list)[i];
      const bool cage = key == cages;
      long long number = 0;
      bool letter = false;
      if (cage) {  // only a cage showing a whole number (no DR<k>, no message text), or a clone's letter
        const json* value = e.is_object() ? member(e, "value") : nullptr;
        letter = letter_clones && value && value->is_string() && value->get<std::string>().size() == 1 &&
                            std::isalpha(static_cast<unsigned char>(value->get<std::string>()[0]));
        if (!letter && (!value || whole_number(*value, number) != Number::Ok)) continue;
      }
      const json* from = e.is_object() ? member(e, "fromConstraint") : nullptr;
      const std::string name = from && from->is_string() ? from->get<std::string>() : "";
      std::string rule;
      for (char ch : name)
        if (std::isalnum(static_cast<unsigned char>(ch)))
          rule += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      const auto& keys = fpuzzles_keys();
      const bool known = std::find(keys.begin(), keys.end(), rule) != keys.end();
      const json* stated = known ? member(root, rule.c_str()) : nullptr;
      if (stated && !is_empty(*stated)) continue;
      if (key == "line" && redraws_rule_line(e, paths)) continue;
      std::string message;
      if (name.empty() && cage && letter)
        message = "a cosmetic cage marked '" + member(e, "value")->get<std::string>() +
                  "' with no rule key behind it (a clone's part, by the rules text)";
      else if (name.empty() && cage)
        message = "a cosmetic cage showing " + std::to_string(number) +
                  " with no rule key behind it: a killer cage's sum is a 'killercage' entry, and "
                  "this may be one drawn with f-puzzles' cosmetic cage tool";
      else if (name.empty())
        message = "a drawing with no rule key behind it: sudosat reads rules from their keys, and "
                  "this one may stand for a rule it cannot see";
      else if (known)
        message = "drawn for " + quote_token(name) + ", but the puzzle has no " + quote_token(rule) +
                  " key: the rule itself is missing (f-puzzles without its constraints add-on "
                  "keeps the drawing and drops the rule)";
      else
        message = "drawn for " + quote_token(name) + ", a rule sudosat does not know";
      left.push_back({key, &e, (Path{} / key)[i], message});
    }
  }
  if (left.empty()) return std::nullopt;
  json pad = {{"cells", json::array()}, {"regions", json::array()}};
  for (int r = 0; r < n; ++r) pad["cells"].push_back(json(static_cast<std::size_t>(n), json::object()));
  for (const auto& region : region_cells(regions)) {
    json cells = json::array();
    for (int c : region) cells.push_back({c / n, c % n});
    pad["regions"].push_back(cells);
  }
  if (!rules.empty()) pad["cages"] = json::array({{{"value", "rules: " + rules}}});
  for (const Unexplained& u : left) add_drawing(pad, u.key, *u.element);
  json explained;
  try {
    explained = json::parse(explain_drawings(pad.dump()));
  } catch (const SudokuPadError& e) {
    fail(left.front().at, left.front().message + " (nor does the rules text explain it: " + e.what() +
                              "); --ignore-drawings reads the puzzle without its drawings");
  }
  // What the rules text states that the puzzle's own keys do not: a key it has with the same
  // value, or a flag it has set, adds nothing.
  json added = json::object();
  for (const auto& [key, value] : explained.items()) {
    if (key == kReadAsKey) continue;  // names the drawings of the made-up SudokuPad puzzle, not these
    const json* had = member(root, key.c_str());
    if (value.is_null() || (had && (*had == value || (value.is_boolean() && is_truthy(*had)))))
      continue;
    added[key] = value;
  }
  return added;
}

// A global rule the rules text states in a sentence sudosat understands (formats/rules_text.hpp)
// holds even when f-puzzles' key for it is missing: setters often write "anti-knight" in the
// rules and leave the box unticked.
void add_stated_globals(const std::vector<RuleSentence>& sentences, int n, std::vector<Constraint>& constraints) {
  std::vector<Stated> stated;
  for (const RuleSentence& r : sentences) {
    stated.insert(stated.end(), r.states.begin(), r.states.end());
    // "every 5 must have a 1 above it or a 9 below it", "a digit from (1, 4, 7), ... (3, 6, 9)":
    // a 9x9's rules
    const bool nine = std::any_of(r.states.begin(), r.states.end(), [](const Stated& s) {
      return s == Stated{Stated::Rule, Kind::DutchFlatmates} || s == Stated{Stated::Rule, Kind::GlobalModular} ||
             s == Stated{Stated::Rule, Kind::Chaos};  // "nine regions of nine cells": the grid's size
    });
    if (nine && r.number > 0 && r.number != n)
      fail(Path{} / "ruleset", "\"" + r.text + "\" speaks of digits up to " + std::to_string(r.number) +
                                   " in a grid of size " + std::to_string(n));
    // "the main diagonals contain the digits 1 to 8 once" on a 9x9: not the diagonal rule, nor
    // disjoint groups "containing the digits 1-8" (the number a sentence of no other numbered
    // rule gives is its range)
    const bool diagonal = std::any_of(r.states.begin(), r.states.end(), [](const Stated& s) {
      return s == Stated{Stated::Rule, Kind::Diagonal};
    });
    const bool disjoint = std::any_of(r.states.begin(), r.states.end(), [](const Stated& s) {
      return s == Stated{Stated::Rule, Kind::DisjointGroups};
    });
    const bool ranged = std::none_of(r.states.begin(), r.states.end(), [](const Stated& s) {
      return number_owner(s).has_value();
    });
    if ((diagonal || disjoint) && ranged && r.number > 0 && r.number != n)
      fail(Path{} / "ruleset", "\"" + r.text + "\" speaks of the digits 1 to " + std::to_string(r.number) +
                                   (diagonal ? " on a diagonal" : " in a region") + ", in a grid of size " +
                                   std::to_string(n));
  }
  auto has = [&](const auto& rule) {
    for (const Constraint& c : constraints)
      if (c.index() == Constraint(rule).index()) return true;
    return false;
  };
  auto add = [&](Stated::What what, Kind kind, const Constraint& rule) {
    if (std::find(stated.begin(), stated.end(), Stated{what, kind}) != stated.end() && !has(rule))
      constraints.push_back(rule);
  };
  add(Stated::Rule, Kind::AntiKnight, rule::AntiKnight{});
  add(Stated::Rule, Kind::AntiKing, rule::AntiKing{});
  add(Stated::Rule, Kind::NonConsecutive, rule::NonConsecutive{});
  add(Stated::AllMarks, Kind::Difference, rule::NonConsecutive{});
  add(Stated::Rule, Kind::DisjointGroups, rule::DisjointGroups{});
  add(Stated::Rule, Kind::EqualCageSums, rule::EqualCageSums{});
  add(Stated::Rule, Kind::GlobalEntropy, rule::GlobalEntropy{});
  add(Stated::Rule, Kind::GlobalModular, rule::GlobalModular{});
  add(Stated::Rule, Kind::DutchFlatmates, rule::DutchFlatmates{});
  add(Stated::Rule, Kind::Chaos, rule::Chaos{});
  add(Stated::AllMarks, Kind::Ratio, rule::NegativeRatio{});
  add(Stated::AllMarks, Kind::XV, rule::NegativeXV{});
  // "All X's are given." (a sum: 10), "All differences of 4 are shown.": the sentence's number
  for (const RuleSentence& r : sentences)
    for (const Stated& s : r.states) {
      const bool sum = s == Stated{Stated::Rule, Kind::NegativeSum};
      if (!sum && s != Stated{Stated::Rule, Kind::NegativeDifference}) continue;
      const bool there = std::any_of(constraints.begin(), constraints.end(), [&](const Constraint& c) {
        const auto* a = std::get_if<rule::NegativeSum>(&c);
        const auto* b = std::get_if<rule::NegativeDifference>(&c);
        return sum ? a && a->sum == r.number : b && b->difference == r.number;
      });
      if (!there)
        constraints.push_back(sum ? Constraint(rule::NegativeSum{r.number}) : Constraint(rule::NegativeDifference{r.number}));
    }
}

void add_named_magic_boxes(const std::vector<RuleSentence>& sentences, int n, const std::vector<int>& regions,
                           std::vector<Constraint>& constraints) {
  for (const RuleSentence& r : sentences) {
    if (std::find(r.states.begin(), r.states.end(), Stated{Stated::NamedCells, Kind::MagicSquare}) == r.states.end())
      continue;
    std::string why;
    const std::vector<int> cells = named_magic_box(r.number_of(Stated{Stated::NamedCells, Kind::MagicSquare}), n, regions, why);
    if (cells.empty()) fail(Path{} / "ruleset", "\"" + r.text + "\" " + why);
    const bool there = std::any_of(constraints.begin(), constraints.end(), [&](const Constraint& c) {
      const auto* m = std::get_if<rule::MagicSquare>(&c);
      return m && m->cells == cells;
    });
    if (!there) constraints.push_back(rule::MagicSquare{cells});
  }
}

void check_magic_totals(const std::vector<RuleSentence>& sentences, int n, const Variant& variant) {
  int digit_sum = 0;
  for (int d = 1; d <= n; ++d) digit_sum += variant.digits.empty() ? d : variant.digits[static_cast<std::size_t>(d - 1)];
  for (const RuleSentence& r : sentences) {
    if (r.total == 0) continue;
    for (const Constraint& c : variant.constraints) {
      const auto* m = std::get_if<rule::MagicSquare>(&c);
      if (!m || m->cells.empty()) continue;
      // its digits are distinct (rule::MagicSquare): n cells hold the digit set once each
      if (static_cast<int>(m->cells.size()) != n)
        fail(Path{} / "ruleset", "\"" + r.text + "\" gives the magic square's total, " + std::to_string(r.total) +
                                     ", which sudosat checks only for a square of as many cells as the grid has digits "
                                     "(this one has " + std::to_string(m->cells.size()) + " cells, the grid " +
                                     std::to_string(n) + " digits)");
      const int side = static_cast<int>(std::lround(std::sqrt(m->cells.size())));
      if (digit_sum % side != 0 || digit_sum / side != r.total)
        fail(Path{} / "ruleset", "\"" + r.text + "\" says the magic square's rows sum to " + std::to_string(r.total) +
                                     ", but a " + std::to_string(side) + "x" + std::to_string(side) +
                                     " magic square holding each digit once sums to " +
                                     (digit_sum % side != 0 ? "no whole number" : std::to_string(digit_sum / side)) +
                                     " per row");
    }
  }
}

// A kind the rules text states must be read: a text naming killer cages whose cages are drawn
// as decoration (or text) would otherwise be solved as a puzzle without them.
void refuse_unread_rules(const std::vector<RuleSentence>& sentences, const std::vector<Constraint>& constraints) {
  // A killer cage with an inequality total is a killer cage to the rules text ("killer cages",
  // "digits in cages do not repeat"): it counts as one here.
  std::vector<Constraint> seen = constraints;
  if (std::any_of(constraints.begin(), constraints.end(),
                  [](const Constraint& c) { return std::holds_alternative<rule::KillerBound>(c); }))
    seen.push_back(rule::Killer{});
  const std::optional<UnreadRule> unread = rule_not_read(sentences, seen);
  if (!unread) return;
  const std::string name = kind_info(unread->kind).name;
  fail(Path{} / "ruleset", "\"" + unread->sentence + "\" states the " + name + " rule, and the puzzle has no " +
                               name + " clue sudosat reads (drawn as decoration?); --ignore-drawings reads it "
                               "without the rules text's kinds");
}

void refuse_misdescribed_regions(const std::vector<RuleSentence>& sentences, int n, const std::vector<int>& regions) {
  for (const RuleSentence& r : sentences) {
    if (std::find(r.states.begin(), r.states.end(), Stated{Stated::NoBoxes}) != r.states.end() &&
        std::any_of(regions.begin(), regions.end(), [](int label) { return label >= 0; }))
      fail(Path{} / "ruleset", "\"" + r.text + "\" says the grid has no boxes, and the puzzle's cells lie in regions "
                                                "(a Latin square gives every cell the region null)");
    if (std::find(r.states.begin(), r.states.end(), Stated{Stated::Rule, Kind::Chaos}) != r.states.end() &&
        std::none_of(regions.begin(), regions.end(), [](int label) { return label < 0; }))
      fail(Path{} / "ruleset", "\"" + r.text + "\" says the regions are to be found, and the puzzle puts every cell in a "
                                                "region (chaos construction gives the cells to divide the region null)");
    if (std::find(r.states.begin(), r.states.end(), Stated{Stated::SameRegion}) == r.states.end()) continue;
    std::set<int> labels;
    for (const auto& named : r.cells) {
      const auto x = grid_cell(named, n);
      labels.insert(x ? regions[static_cast<std::size_t>(x->first * n + x->second)] : -1);
    }
    if (labels.size() != 1 || *labels.begin() < 0)
      fail(Path{} / "ruleset", "\"" + r.text + "\" says its cells lie in one region, and the puzzle's regions do not "
                                               "put them in one");
  }
}

}  // namespace sudosat::fpuzzles_detail
