// The SudokuPad reader: PuzzleZipper undone, then each drawn element recognised by its shape
// (docs/sudokupad.md, "Conventions": SudokuPad's f-puzzles converter's drawings and SudokuMaker's
// exports, "SudokuMaker's exports"), the rules text judged sentence by sentence, and the
// puzzle written as f-puzzles JSON for the f-puzzles reader. A SudokuPad element is named in
// messages by its list and index ("lines[3]") and the cell it starts at.
#include "sudokupad.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "rules_facts.hpp"
#include "rules_text.hpp"

namespace sudosat {

namespace {

using json = nlohmann::json;

// ---------------------------------------------------------------------------------------------
// PuzzleZipper

// Its short keys and the long ones they stand for.
constexpr std::pair<const char*, const char*> kShortKeys[] = {
    {"c", "color"},         {"ca", "cages"},        {"ct", "center"},   {"c1", "borderColor"},
    {"c2", "backgroundColor"}, {"ce", "cells"},     {"cs", "cellSize"}, {"a", "arrows"},
    {"o", "overlays"},      {"u", "underlays"},     {"w", "width"},     {"h", "height"},
    {"v", "value"},         {"vd", "videos"},       {"l", "lines"},     {"r", "rounded"},
    {"re", "regions"},      {"fs", "fontSize"},     {"th", "thickness"}, {"hl", "headLength"},
    {"wp", "wayPoints"},    {"t", "title"},         {"te", "text"},     {"d", "duration"}};

bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }
bool is_hex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }
bool opens(char c) { return c == ',' || c == '{' || c == '['; }
bool closes(char c) { return c == ',' || c == '}' || c == ']'; }

// The zipped text's passes, in PuzzleZipper's order; each works on the text as a whole (as its
// regular expressions do, strings included).
std::string unzip_text(const std::string& z) {
  std::string s;
  if (z.find('"') != std::string::npos) {
    s = z;
  } else {  // ' stands for ", and \' for '
    for (std::size_t i = 0; i < z.size(); ++i) {
      if (z[i] == '\\' && i + 1 < z.size() && z[i + 1] == '\'') {
        s += '\'';
        ++i;
      } else {
        s += z[i] == '\'' ? '"' : z[i];
      }
    }
  }
  std::string keyed;  // {key: -> {"key":
  for (std::size_t i = 0; i < s.size(); ++i) {
    keyed += s[i];
    if (!opens(s[i])) continue;
    std::size_t e = i + 1;
    while (e < s.size() && is_alnum(s[e])) ++e;
    if (e > i + 1 && e < s.size() && s[e] == ':') {
      keyed += '"' + s.substr(i + 1, e - i - 1) + "\":";
      i = e;
    }
  }
  std::string filled;  // an empty element between separators was an empty object
  for (std::size_t i = 0; i < keyed.size(); ++i) {
    filled += keyed[i];
    if (opens(keyed[i]) && i + 1 < keyed.size() && closes(keyed[i + 1]) &&
        !(keyed[i] == '{' && keyed[i + 1] == '}'))
      filled += "{}";
  }
  std::string out;  // :f :t :#0 :#F :RRGGBB before a separator
  for (std::size_t i = 0; i < filled.size(); ++i) {
    out += filled[i];
    if (filled[i] != ':') continue;
    std::size_t e = i + 1;
    while (e < filled.size() && !closes(filled[e]) && e - i <= 7) ++e;
    if (e >= filled.size() || !closes(filled[e])) continue;
    const std::string token = filled.substr(i + 1, e - i - 1);
    std::string value;
    if (token == "f") value = "false";
    if (token == "t") value = "true";
    if (token == "#0") value = "\"#000000\"";
    if (token == "#F") value = "\"#FFFFFF\"";
    if (token.size() == 6 && std::all_of(token.begin(), token.end(), is_hex)) value = "\"#" + token + "\"";
    if (value.empty()) continue;
    out += value;
    i = e - 1;
  }
  return out;
}

bool is_bare_colour(const std::string& s) {
  return s.size() == 6 && std::all_of(s.begin(), s.end(), is_hex);
}

// Long keys back, and bare colours in strings ("FF0000") with their '#'.
json long_keys(const json& v) {
  if (v.is_array()) {
    json a = json::array();
    for (const json& e : v) a.push_back(long_keys(e));
    return a;
  }
  if (v.is_object()) {
    json o = json::object();
    for (const auto& [key, value] : v.items()) {
      std::string name = key;
      for (const auto& [short_key, long_key] : kShortKeys)
        if (key == short_key) name = long_key;
      o[name] = long_keys(value);
    }
    return o;
  }
  if (v.is_string() && is_bare_colour(v.get<std::string>())) return "#" + v.get<std::string>();
  return v;
}

// ---------------------------------------------------------------------------------------------
// Values and geometry

[[noreturn]] void refuse(const std::string& message) { throw SudokuPadError(message); }

const json* member(const json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  const auto it = object.find(key);
  return it == object.end() || it->is_null() ? nullptr : &*it;
}

bool flag(const json& e, const char* key) {
  const json* v = member(e, key);
  return v && v->is_boolean() && v->get<bool>();
}

double real(const json& e, const char* key, double otherwise) {
  const json* v = member(e, key);
  return v && v->is_number() ? v->get<double>() : otherwise;
}

// A text or number shown by an element ("" if none).
std::string shown_text(const json& e, const char* key = "text") {
  const json* v = member(e, key);
  if (!v) return "";
  if (v->is_string()) return v->get<std::string>();
  if (v->is_number_integer()) return std::to_string(v->get<long long>());
  return v->is_number() ? v->dump() : "";
}

// Unicode spaces (no-break, thin, ...) as plain ones: setters' texts use them between digits.
std::string plain_spaces(std::string s) {
  for (const char* space : {"\xC2\xA0", "\xE2\x80\x89", "\xE2\x80\x8A", "\xE2\x80\xAF", "\xE2\x80\x82", "\xE2\x80\x83"})
    for (std::size_t at = s.find(space); at != std::string::npos; at = s.find(space, at))
      s.replace(at, std::char_traits<char>::length(space), " ");
  return s;
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](char ch) { return static_cast<char>(std::tolower(static_cast<unsigned char>(ch))); });
  return s;
}

std::string trim(const std::string& s) {
  const std::size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") + 1 - b);
}

bool is_whole(const std::string& s) {
  return !s.empty() && s.size() < 10 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

struct Point {
  double r, c;
};

bool near(double a, double b) { return std::fabs(a - b) < 0.06; }
bool at_centre(double x) { return near(x - std::floor(x), 0.5); }
bool at_line(double x) { return near(x, std::round(x)); }

Point point(const json& v, const std::string& where) {
  if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number())
    refuse(where + ": a point is [row, column], not " + v.dump());
  const Point p{v[0].get<double>(), v[1].get<double>()};
  if (std::fabs(p.r) > 1000 || std::fabs(p.c) > 1000) refuse(where + ": a point far outside the grid");
  return p;
}

// A cell of the grid or of the ring around it (row or column -1 or n), 0-based.
struct Cell {
  int r, c;
  bool operator==(const Cell& o) const { return r == o.r && c == o.c; }
  bool operator!=(const Cell& o) const { return !(*this == o); }
  bool operator<(const Cell& o) const { return r != o.r ? r < o.r : c < o.c; }
};

// Cells in reading order moved so that the first is at (0, 0): two parts of one shape up to
// translation have the same (a clone's parts, cell by cell).
std::vector<Cell> shape(const std::vector<Cell>& part) {
  std::vector<Cell> out;
  for (const Cell& x : part) out.push_back({x.r - part[0].r, x.c - part[0].c});
  return out;
}

Cell cell_at(Point p) { return {static_cast<int>(std::floor(p.r)), static_cast<int>(std::floor(p.c))}; }

std::string name(Cell x) { return "r" + std::to_string(x.r + 1) + "c" + std::to_string(x.c + 1); }
std::string fp(Cell x) { return "R" + std::to_string(x.r + 1) + "C" + std::to_string(x.c + 1); }

// A colour as red, green, blue in 0..255 and alpha in 0..1; nothing when it is not one.
struct Colour {
  int r = 0, g = 0, b = 0;
  double a = 1;
};

std::optional<Colour> colour(const json& e, const char* key) {
  const json* v = member(e, key);
  if (!v || !v->is_string()) return std::nullopt;
  const std::string s = lower(trim(v->get<std::string>()));
  if (s == "none" || s == "transparent") return Colour{255, 255, 255, 0};
  if (s == "white") return Colour{255, 255, 255, 1};
  if (s == "black") return Colour{0, 0, 0, 1};
  auto hex2 = [&](std::size_t at) { return std::stoi(s.substr(at, 2), nullptr, 16); };
  auto hex1 = [&](std::size_t at) { return std::stoi(s.substr(at, 1), nullptr, 16) * 17; };
  if (!s.empty() && s[0] == '#' && std::all_of(s.begin() + 1, s.end(), is_hex)) {
    if (s.size() == 4 || s.size() == 5)
      return Colour{hex1(1), hex1(2), hex1(3), s.size() == 5 ? hex1(4) / 255.0 : 1.0};
    if (s.size() == 7 || s.size() == 9)
      return Colour{hex2(1), hex2(3), hex2(5), s.size() == 9 ? hex2(7) / 255.0 : 1.0};
    return std::nullopt;
  }
  if (s.rfind("rgb", 0) == 0) {
    Colour c;
    double a = 1;
    if (std::sscanf(s.c_str(), "rgba(%d,%d,%d,%lf)", &c.r, &c.g, &c.b, &a) >= 3 ||
        std::sscanf(s.c_str(), "rgb(%d,%d,%d)", &c.r, &c.g, &c.b) == 3) {
      c.a = a;
      return c;
    }
  }
  return std::nullopt;
}

bool same_colour(const std::optional<Colour>& x, const std::optional<Colour>& y) {
  return x && y && std::abs(x->r - y->r) < 24 && std::abs(x->g - y->g) < 24 && std::abs(x->b - y->b) < 24;
}
double lightness(const Colour& c) { return (std::max({c.r, c.g, c.b}) + std::min({c.r, c.g, c.b})) / 510.0; }
bool is_dark(const std::optional<Colour>& c) { return c && c->a > 0.5 && lightness(*c) < 0.3; }
bool is_light(const std::optional<Colour>& c) { return !c || c->a < 0.1 || lightness(*c) > 0.85; }
bool greyish(const Colour& c) { return std::max({c.r, c.g, c.b}) - std::min({c.r, c.g, c.b}) < 24; }
bool is_grey(const std::optional<Colour>& c) { return c && greyish(*c); }

// A colour's hue in degrees (0 red, 120 green, 240 blue); its max and min channel apart.
double hue(const Colour& c) {
  const int hi = std::max({c.r, c.g, c.b}), lo = std::min({c.r, c.g, c.b});
  const double d = hi - lo;
  double h = 0;
  if (hi == c.r) h = std::fmod((c.g - c.b) / d + 6, 6);
  else if (hi == c.g) h = (c.b - c.r) / d + 2;
  else h = (c.r - c.g) / d + 4;
  return h * 60;
}

// The bucket of a hue (degrees, 0 to 360).
std::string hue_word(double h) {
  if (h < 15 || h >= 345) return "red";
  if (h < 40) return "orange";
  if (h < 70) return "yellow";
  if (h < 160) return "green";
  if (h < 250) return "blue";
  return "purple";
}

// The colour word a setter would use for a line of this colour (docs/sudokupad.md).
std::string colour_word(const Colour& c) {
  const int hi = std::max({c.r, c.g, c.b});
  if (greyish(c)) return hi < 60 ? "black" : hi > 235 ? "white" : "grey";
  return hue_word(hue(c));
}

// colour_word's bucket and, for a hue within 15 degrees of a border between two buckets, the
// other one too: SudokuMaker's 3-modular lines are #33bbaa (172 degrees, "blue" by the border at
// 160), which a setter may call green or teal. Used to match a line with the colour its rule
// names; a line that two kinds' colours then claim is refused, as before.
std::set<std::string> colour_words_near(const Colour& c) {
  std::set<std::string> out = {colour_word(c)};
  if (greyish(c)) return out;
  const double h = hue(c);
  for (const double delta : {-15.0, 15.0}) out.insert(hue_word(std::fmod(h + delta + 360, 360)));
  return out;
}

// The colour words of the rules text mapped onto colour_word's (pink lines are "purple").
std::string colour_family(const std::string& word) {
  if (word == "pink" || word == "violet" || word == "magenta" || word == "lavender" || word == "purple") return "purple";
  if (word == "cyan" || word == "teal" || word == "light blue" || word == "blue" || word == "turquoise") return "blue";
  if (word == "gray" || word == "grey" || word == "silver") return "grey";
  if (word == "lime") return "green";
  return word;
}

// The hue buckets of colour_word a line drawn in a colour the rules call `word` may fall in:
// its family's, and for words between two buckets both ("pink" lines are drawn pale red or
// violet, "teal" ones green-blue). Used only to tell plain lines apart, where a line that two
// kinds' colours claim is refused.
std::set<std::string> line_buckets(const std::string& word) {
  static const std::map<std::string, std::set<std::string>> kWide = {
      {"pink", {"purple", "red"}},     {"magenta", {"purple", "red"}}, {"lavender", {"purple", "blue"}},
      {"teal", {"blue", "green"}},     {"cyan", {"blue", "green"}},    {"turquoise", {"blue", "green"}},
      {"lime", {"green", "yellow"}},   {"brown", {"orange", "red"}},   {"beige", {"yellow", "orange"}},
      {"black", {"black", "grey"}},    {"white", {"white", "grey"}},   {"peach", {"orange"}},
      {"salmon", {"orange", "red"}},   {"gold", {"yellow", "orange"}}, {"olive", {"yellow", "green"}},
      {"navy", {"blue"}},              {"maroon", {"red"}},            {"indigo", {"blue", "purple"}},
      {"crimson", {"red"}},            {"amber", {"orange", "yellow"}}};
  const auto it = kWide.find(word);
  return it != kWide.end() ? it->second : std::set<std::string>{colour_family(word)};
}

// ---------------------------------------------------------------------------------------------
// The conversion

// A kind's f-puzzles key is kind_key<K>() (what the conversion writes; SudokuPad's metadata rule
// flags use the same names), and its word in the rules reader's vocabulary (stated_word) is
// word<K>(): both from the kinds table.
template <class K>
std::string word() {
  return kind_info<K>().name;
}

// Kinds whose drawing is a plain line, told apart by the rules and the colours.
const std::string kPlainLineKinds[] = {
    kind_key<rule::Palindrome>(),   kind_key<rule::Renban>(),      kind_key<rule::Whispers>(),
    kind_key<rule::RegionSumLine>(), kind_key<rule::EntropicLine>(), kind_key<rule::ModularLine>(),
    kind_key<rule::Nabner>(),       kind_key<rule::ZipperLine>(),  kind_key<rule::ParityLine>(),
    kind_key<rule::SequenceLine>(), kind_key<rule::SegmentSumLine>(), kind_key<rule::SameParityLine>()};
// The rules reader's word for lines whose sum the text gives (Stated::LineSum): sum cages.
const std::string kLineSum = stated_word({Stated::LineSum});
// ... for arrows whose digits increase from the tip (Stated::ArrowIncrease): thermometers too.
const std::string kArrowIncrease = stated_word({Stated::ArrowIncrease});
// ... for lines whose product the text gives (Stated::LineProduct): product lines.
const std::string kLineProduct = stated_word({Stated::LineProduct});
// ... for lines that hold every digit once (Stated::LineRegion): extra regions.
const std::string kLineRegion = stated_word({Stated::LineRegion});
// ... for the cells shaded in a colour whose sum the rules give (Stated::CellSum): a sum cage.
const std::string kCellSum = stated_word({Stated::CellSum});
// ... for clues outside that give the sum of the first cells seen from them: sum cages.
const std::string kFrameSum = stated_word({Stated::FrameSum});
const std::string kFrameDigits = stated_word({Stated::FrameDigits});
// ... for the cells drawn with circles (squares) among which no digit repeats: an extra region.
const std::string kCircleRegion = stated_word({Stated::CircleRegion});
const std::string kSquareRegion = stated_word({Stated::SquareRegion});
// ... for digits free to repeat in cages (Stated::CageRepeat): with a cage sum, sum cages.
const std::string kCageRepeat = stated_word({Stated::CageRepeat});
// ... for the halves of the lockout rule in two sentences (Stated::LockoutEnds, LockoutInner).
const std::string kLockoutEnds = stated_word({Stated::LockoutEnds});
const std::string kLockoutInner = stated_word({Stated::LockoutInner});
// ... and for the battlefield rule's halves (Stated::BattlefieldArmies, BattlefieldSum).
const std::string kBattlefieldArmies = stated_word({Stated::BattlefieldArmies});
const std::string kBattlefieldSum = stated_word({Stated::BattlefieldSum});
// ... for the Roman numeral cages' sums (Stated::RomanSum) and their reading (Stated::RomanRead).
const std::string kRomanSum = stated_word({Stated::RomanSum});
const std::string kRomanRead = stated_word({Stated::RomanRead});
// ... for clones drawn as cages marked with one same letter (Stated::CloneLetters).
const std::string kCloneLetters = stated_word({Stated::CloneLetters});
// ... for the puzzle's one cage whose total the rules give (Stated::CageTotal): a killer cage.
const std::string kCageTotal = stated_word({Stated::CageTotal});
// Kinds that hold for the whole grid when the rules name them.
const std::string kGlobalKinds[] = {kind_key<rule::AntiKnight>(), kind_key<rule::AntiKing>(),
                                    kind_key<rule::NonConsecutive>(), kind_key<rule::DisjointGroups>(),
                                    kind_key<rule::GlobalEntropy>(), kind_key<rule::GlobalModular>(),
                                    kind_key<rule::DutchFlatmates>(), kind_key<rule::Chaos>()};

struct Line {
  std::string where;  // "lines[3]"
  std::vector<Point> points;
  std::optional<Colour> colour;
  double thickness = 0;
  bool used = false;
};

struct Mark {  // an overlay or underlay
  std::string where;
  Point centre{};
  double width = 0, height = 0, angle = 0;  // angle: degrees, clockwise
  bool rounded = false;
  std::string text;
  std::optional<Colour> fill, border;
  bool used = false;
  // A used mark read as a bulb: further thermometers (a branching one) or arrows may share it.
  enum class Bulb { None, Thermometer, Arrow } bulb_of = Bulb::None;
  bool free_for(Bulb shared) const { return !used || (shared != Bulb::None && bulb_of == shared); }
};

// Appends " R1C2" for every f-puzzles cell name in `v` (a clue's entry), in order.
void cell_names(const json& v, std::string& out) {
  if (v.is_string() && v.get<std::string>().size() >= 4 && v.get<std::string>()[0] == 'R') out += " " + v.get<std::string>();
  if (v.is_array() || v.is_object())
    for (const auto& e : v) cell_names(e, out);
}

class Converter {
 public:
  Converter(const json& pad, bool drawings_only, bool as_drawn = false, const std::string* rules_text = nullptr)
      : pad_(pad), drawings_only_(drawings_only), as_drawn_(as_drawn), rules_text_(rules_text) {}

  json run() {
    if (!pad_.is_object()) refuse("the puzzle is not a JSON object");
    check_keys();
    read_cells();
    read_regions();
    read_metadata();
    judge_rules();
    check_boxes();
    check_givens();
    read_stories();
    read_loose();
    collect();
    read_arrows();
    read_lines();
    read_roman();
    read_cages();
    read_fog();
    read_cell_sums();
    read_shaded_cells();
    read_clones();
    read_letter_clones();
    read_magic_squares();
    read_shaded_regions();
    read_marks();
    check_named();
    read_pencil_marks();
    if (!read_as_.empty()) out_[kReadAsKey] = read_as_;
    return out_;
  }

 private:
  const json& pad_;
  bool drawings_only_ = false;  // explain_drawings: a kind named need not be drawn
  bool as_drawn_ = false;       // --as-drawn: drawings by their usual meaning, the rules text unread
  const std::string* rules_text_ = nullptr;  // --rules-text: read instead of the puzzle's own
  bool sudokumaker_ = false;    // exported by SudokuMaker (metadata.source "Sudoku Maker ...")
  std::string pencil_marks_;    // the first cell the puzzle gives pencil marks in, if any (read_cells)
  int n_ = 0;
  json out_ = json::object();
  std::string rules_;
  int lockout_ = 0;  // the least difference of a lockout line's ends, when the rules give it
  int frame_ = 0;  // the cells a frame sum adds, seen from its clue (the rules' number)
  int frame_digits_ = 0;  // the cells an outside digit clue speaks of, seen from it
  std::vector<std::string> stories_;  // sentences taken as stories (read_stories)
  std::vector<std::string> loose_;    // sentences read loosely (read_loosely, read_loose)
  int fog_cages_ = 0;  // cages labelled "foglight" (read_cages), for read_fog
  std::set<std::string> stated_;              // what the rules state (rules_text.hpp)
  std::map<std::string, std::set<std::string>> colours_;  // kind -> colour families its sentences name
  std::map<std::string, std::set<std::string>> line_colours_;  // kind -> the hue buckets of those (line_buckets)
  bool sum_dots_ = false;  // the rules name dots for XV's rule ("sum dots"): a number on one is its sum
  int segment_sum_ = 0;    // the sum the rules give 10 lines' segments, when they give one
  int whispers_ = 0;                          // the difference the rules give whispers lines
  std::map<std::string, int> whispers_by_colour_;  // ... of one colour (family), when they say it
  bool from_zero_ = false;  // the rules name the digits 0 to n-1
  bool from_one_ = false;   // ... or the digits 1 to n
  int cage_total_ = 0;  // the total the rules give "the cage", the puzzle's one
  std::map<std::string, int> roman_totals_;  // Roman letter -> the total the rules give its pairs
  std::set<std::size_t> roman_cages_;        // cages joined by a Roman letter (read_roman): numbers
  std::map<Cell, Kind> named_cells_;  // cells the rules name odd or even: what is drawn there is theirs
  std::set<int> indexed_[2];  // the rows [0] and columns [1] of the indexers the rules name, from 1
  bool regions_missing_ = false, boxes_drawn_ = false;  // `regions` (read_regions, check_boxes)
  std::map<std::string, std::set<std::string>> shaded_parity_;  // "odd"/"even" -> the colour families of
                                                                // the cells the rules shade for it
  std::set<std::string> any_shading_;  // minimum, maximum, odd, even: said of shaded cells of no colour
  std::set<Kind> arrow_lines_;  // line kinds whose rule holds on every arrow's shaft too
  std::map<std::string, int> cell_sums_;  // colour family -> the sum of the cells shaded in it
  std::set<std::string> any_colour_;  // kinds said of "each coloured line": lines of any colour
  int palindrome_cells_ = 0;          // "the two digits on the two-cell palindrome": its length
  std::set<int> negative_sums_, negative_differences_;  // "All X's are given." (10), "... of 4 are shown." (4)
  bool clones_same_colour_ = false;   // "all regions of the same colour" are clones: any number of parts
  std::map<std::string, std::vector<std::pair<std::vector<Cell>, std::string>>> letter_cages_;  // letter ->
                                      //   its cages (cells, where), for read_letter_clones
  // The number the rules give every line ("line sum", "line product"), and the lines of one colour
  struct LineNumbers {
    int all = 0;
    std::map<std::string, int> by_colour;  // colour family -> number
  };
  std::map<std::string, LineNumbers> line_numbers_;  // kLineSum or kLineProduct -> its numbers
  std::set<std::string> drawn_;  // f-puzzles keys of the kinds drawn
  std::vector<Line> lines_;
  std::vector<Mark> marks_;
  std::map<Cell, std::string> extremes_;  // minimum and maximum cells, from their chevrons
  std::vector<std::string> read_as_;      // each drawing and what it was read as

  bool inside(Cell x) const { return x.r >= 0 && x.r < n_ && x.c >= 0 && x.c < n_; }
  bool on_ring(Cell x) const {
    const bool row_out = x.r == -1 || x.r == n_, col_out = x.c == -1 || x.c == n_;
    return (row_out && x.c >= 0 && x.c < n_) || (col_out && x.r >= 0 && x.r < n_) || (row_out && col_out);
  }
  bool states(const std::string& s) const { return stated_.count(s) > 0; }

  // Adds a clue of kind `key` read from the drawing `from` ("lines[3]"), and says so in read_as_.
  void add(const std::string& key, json entry, const std::string& from) { add(key, std::move(entry), from, key); }
  // `drawn`: the kind's word as the rules must name it, when it is not the key's (an inequality
  // cage is a killercage entry, named by the inequality rule)
  void add(const std::string& key, json entry, const std::string& from, const std::string& drawn) {
    std::string cells;
    cell_names(entry, cells);
    std::string value;
    if (entry.contains("value")) value = ", " + (entry["value"].is_string() ? entry["value"].get<std::string>() : entry["value"].dump());
    read_as_.push_back(from + ": " + key + cells + value);
    if (!out_.contains(key)) out_[key] = json::array();
    out_[key].push_back(std::move(entry));
    drawn_.insert(drawn);
  }

  void check_keys() const {
    static const char* const known[] = {"cells", "regions", "cages", "lines", "arrows", "overlays",
                                        "underlays", "metadata", "metaData", "cellSize", "id", "settings", "videos",
                                        "duration", "title", "author", "rules", "solution", "foglight",
                                        "triggereffect"};
    for (const auto& [key, value] : pad_.items()) {
      const bool empty = value.is_null() || ((value.is_array() || value.is_object()) && value.empty());
      const std::string name = key;
      if (empty || std::find_if(std::begin(known), std::end(known), [&](const char* k) { return name == k; }) != std::end(known))
        continue;
      refuse("'" + key + "': a part of SudokuPad's format sudosat does not read (it may hold a rule: a "
             "different grid, wrapping edges, ...)");
    }
  }

  void read_cells() {
    const json* cells = member(pad_, "cells");
    if (!cells || !cells->is_array() || cells->empty()) refuse("'cells' is missing: no grid");
    n_ = static_cast<int>(cells->size());
    if (n_ > 64) refuse("a grid of " + std::to_string(n_) + " rows is too large");
    out_["size"] = n_;
    json grid = json::array();
    for (int r = 0; r < n_; ++r) {
      const json& row = (*cells)[static_cast<std::size_t>(r)];
      if (!row.is_array() || static_cast<int>(row.size()) != n_)
        refuse("cells[" + std::to_string(r) + "]: the grid is not square (" + std::to_string(n_) + " rows, this one has " +
               (row.is_array() ? std::to_string(row.size()) : std::string("no")) + " cells)");
      json out_row = json::array();
      for (int c = 0; c < n_; ++c) {
        const json& cell = row[static_cast<std::size_t>(c)];
        json o = json::object();
        const std::string v = trim(shown_text(cell, "value"));
        if (!v.empty()) {  // 0 only with the digits 0 to n-1, which the rules say: check_givens
          if (!is_whole(v) || v.size() > 2 || std::stoi(v) > n_)
            refuse("cells[" + std::to_string(r) + "][" + std::to_string(c) + "]: the given '" + v + "' at " +
                   name({r, c}) + " is not a digit from 1 to " + std::to_string(n_));
          o["value"] = std::stoi(v);
          o["given"] = true;
        }
        for (const char* marks : {"pencilMarks", "centremarks", "centerMarks", "cornerMarks"})
          if (const json* m = member(cell, marks);
              m && !m->is_null() && !(m->is_array() && m->empty()) && !(m->is_string() && m->get<std::string>().empty()) &&
              pencil_marks_.empty())
            pencil_marks_ = "cells[" + std::to_string(r) + "][" + std::to_string(c) + "] (" + name({r, c}) + ")";
        out_row.push_back(o);
      }
      grid.push_back(out_row);
    }
    out_["grid"] = grid;
  }

  // `regions`, when present, replaces the default boxes; a cell in none has no region. Missing
  // (or empty), the cells have none: a Latin square, if the rules say so (check_boxes).
  void read_regions() {
    const json* regions = member(pad_, "regions");
    if (regions && !regions->is_array()) refuse("'regions' is not a list of regions");
    regions_missing_ = !regions;
    boxes_drawn_ = regions && !regions->empty();
    static const json kNone = json::array();
    if (!regions) regions = &kNone;
    std::vector<std::vector<int>> label(static_cast<std::size_t>(n_), std::vector<int>(static_cast<std::size_t>(n_), -1));
    for (std::size_t k = 0; k < regions->size(); ++k) {
      const std::string where = "regions[" + std::to_string(k) + "]";
      if (!(*regions)[k].is_array()) refuse(where + ": a region is a list of cells");
      for (const json& v : (*regions)[k]) {
        const Point p = point(v, where);
        const Cell x{static_cast<int>(std::lround(p.r)), static_cast<int>(std::lround(p.c))};
        if (!inside(x)) refuse(where + ": cell " + v.dump() + " is outside the grid");
        int& l = label[static_cast<std::size_t>(x.r)][static_cast<std::size_t>(x.c)];
        if (l >= 0 && l != static_cast<int>(k)) refuse(where + ": " + name(x) + " is in two regions");
        l = static_cast<int>(k);
      }
    }
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const int l = label[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        out_["grid"][static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]["region"] = l >= 0 ? json(l) : json(nullptr);
      }
  }

  bool all_in_regions() const {
    for (const json& row : out_["grid"])
      for (const json& cell : row)
        if (!cell.contains("region") || cell["region"].is_null()) return false;
    return true;
  }

  // Whether the regions drawn (or their absence) are what the rules say: no regions drawn, a
  // Latin square when the rules say there are no boxes or speak only of rows and columns
  // (missing regions and no such sentence: refused, the boxes unknown); regions drawn, refused
  // beside "there are no boxes" or rows and columns alone (are they boxes?).
  void check_boxes() {
    const bool latin = states(stated_word({Stated::NoBoxes})) ||
                       (states(stated_word({Stated::RowsColumns})) && !states("sudoku"));
    if (states(word<rule::Chaos>())) {  // regions to be found: the cells in none
      if (!regions_missing_ && all_in_regions())
        refuse("the rules say the regions are to be found (chaos construction), and the puzzle puts every cell in a "
               "drawn region");
      return;
    }
    if (regions_missing_ && !latin) refuse("'regions' is missing: sudosat cannot tell the boxes");
    if (boxes_drawn_ && states(stated_word({Stated::NoBoxes})))
      refuse("the rules say the grid has no boxes, and the puzzle draws regions");
    if (boxes_drawn_ && latin)
      refuse("the rules say only that rows and columns hold each digit once, and the puzzle draws regions: sudosat "
             "cannot tell whether they are boxes");
  }

  // Title, author, rules and solution: in `metadata`, or in cell-less cages "key: value" (the
  // f-puzzles converter's way), or at the top.
  void read_metadata() {
    auto take = [&](const std::string& key, const std::string& value, const std::string& where) {
      if (key == "title" || key == "author") {
        out_[key] = value;
      } else if (key == "rules") {
        rules_ += (rules_.empty() ? "" : "\n") + value;
      } else if (key == "solution") {
        read_solution(value);
      } else if (key == kind_key<rule::AntiKnight>() || key == kind_key<rule::AntiKing>()) {  // the keys' names
        if (value == "true") stated_.insert(key);
      } else if (key == "norowcol") {  // SudokuPad's flag: rows and columns are not checked
        if (value == "true")
          refuse(where + ": digits may repeat in rows and columns (SudokuPad's 'norowcol'): not a sudoku sudosat reads");
      } else if (key == "source") {
        sudokumaker_ = value.rfind("Sudoku Maker", 0) == 0;
      } else if (key == "msgcorrect" || key == "msgincorrect" || key == "sourcepuzzle" ||
                 key == "bgimage" || key == "bgimageopacity" || key == "pictureurl" || key == "video" ||
                 key == "editor") {
        // messages, links and pictures: no rule
      } else {
        refuse(where + ": metadata '" + key + "' is something sudosat does not read (it may state a rule)");
      }
    };
    for (const char* list : {"metadata", "metaData"})
      if (const json* meta = member(pad_, list)) {
        if (!meta->is_object()) refuse("'" + std::string(list) + "' is not an object");
        for (const auto& [key, value] : meta->items()) {
          const std::string v = value.is_string() ? value.get<std::string>() : value.dump();
          take(key, v, std::string(list) + "." + key);
        }
      }
    for (const char* key : {"title", "author", "rules", "solution"})
      if (const json* v = member(pad_, key); v && v->is_string()) take(key, v->get<std::string>(), key);
    const json* cages = member(pad_, "cages");
    if (!cages || !cages->is_array()) return;
    for (std::size_t k = 0; k < cages->size(); ++k) {
      const json& cage = (*cages)[k];
      const json* cells = member(cage, "cells");
      if (cells && cells->is_array() && !cells->empty()) continue;
      const std::string value = shown_text(cage, "value");
      const std::size_t colon = value.find(": ");
      const std::string key = colon == std::string::npos ? "" : value.substr(0, colon);
      if (key.empty() || !std::all_of(key.begin(), key.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); })) {
        if (trim(value).empty()) continue;
        refuse("cages[" + std::to_string(k) + "]: a cage without cells showing '" + value + "'");
      }
      take(key, value.substr(colon + 2), "cages[" + std::to_string(k) + "]");
    }
  }

  // Pencil marks the puzzle gives in a cell: candidates the setter gives, or marks of a solver
  // the converter kept (f-puzzles' centre and corner marks are a solver's)? Not read either way;
  // the setter's solution then judges the reading (the cell's digit is the solution's, and the
  // solution must be the only one as read). Without a solution: refused, for a restriction left
  // out could make a unique puzzle read as one with many.
  void read_pencil_marks() {
    if (pencil_marks_.empty()) return;
    if (!out_.contains("solution"))
      refuse(pencil_marks_ + ": pencil marks given in a cell, which may restrict its digit, and the puzzle carries no "
             "solution to judge a reading without them");
    read_as_.push_back(pencil_marks_ + " and others: pencil marks, not read " + kJudgedReading);
  }

  // A drawing whose meaning no rule of the text gives (a plain line where the rules name no kind of
  // line or none claims its colour, a cage where they name no cage, SudokuMaker's cosmetic cage, a
  // mark no rule's drawing looks like, a number outside the grid where they name no clue kind):
  // decoration, or a rule in words sudosat does not read? Where the setter's solution judges the
  // reading, left out and said so: a reading weaker than the truth, so a rule left out makes the
  // puzzle refused ("as read, not unique"), never answered wrong. False without a solution, and
  // under --as-drawn: the caller refuses.
  bool leave_out(const std::string& what) {
    if (as_drawn_ || !out_.contains("solution")) return false;
    read_as_.push_back(what + ": not read, no rule says what it is " + kJudgedReading);
    return true;
  }

  // Sentences of the rules text in words no rule uses (RuleSentence::story: "The wizard's tower
  // has many floors."): a story, or a rule in words sudosat does not know? Taken where the setter's
  // solution judges the reading (it must satisfy what was read and be the only solution as read,
  // so a rule left out makes the puzzle refused, never answered wrong); without one, refused.
  void read_stories() {
    if (stories_.empty()) return;
    if (!out_.contains("solution"))
      refuse("rules: \"" + stories_.front() + "\" is a sentence sudosat does not read (no word of it is a rule's: a "
             "story?), and the puzzle carries no solution to judge a reading without it");
    for (const std::string& text : stories_)
      read_as_.push_back("rules: \"" + text + "\": no word a rule uses, taken as a story " + kJudgedReading);
  }

  // A sentence not understood word for word, read loosely where the setter's solution judges the
  // reading (RuleSentence::named, explains; formats/rules_loose.hpp): one naming kinds states their
  // usual rules (its states set to them; true), one explaining the rule before it states nothing
  // (false: the caller skips it). Neither without a solution, or with `not_taken`: then true, the
  // sentence left not understood (the caller refuses it). read_loose refuses the rest if the
  // solution is found wanting later.
  bool read_loosely(RuleSentence& s) {
    if (!out_.contains("solution") || !s.not_taken.empty() || (s.named.empty() && !s.explains)) return true;
    loose_.push_back(s.text);
    if (s.explains) {
      read_as_.push_back("rules: \"" + s.text + "\": not understood word for word, taken as explaining the rule before "
                         "it " + kJudgedReading);
      return false;
    }
    s.states = s.named;
    read_as_.push_back("rules: \"" + s.text + "\": not understood word for word; it names " + names_of(s.named) +
                       ", read as the usual rule" + (s.named.size() > 1 ? "s" : "") +
                       (s.number != 0 ? " with " + std::to_string(s.number) : std::string()) +
                       " " + kJudgedReading);
    return true;
  }

  // The kinds a sentence names, as `sudosat read` writes them ("slowthermometer, arrow").
  static std::string names_of(const std::vector<Stated>& named) {
    std::string names;
    for (const Stated& k : named) names += (names.empty() ? "" : ", ") + stated_word(k);
    return names;
  }

  // What a refusal of sentence `s` adds about its loose reading: the kinds it names and why they
  // were not read so ("" when it names none).
  static std::string loose_why(const RuleSentence& s) {
    if (s.named.empty()) return "";
    return "; it names " + names_of(s.named) + (s.not_taken.empty() ? ", read as such only where the setter's solution judges the "
                                                          "reading, and the puzzle carries none"
                                                        : ", not read as such: " + s.not_taken);
  }

  // The loose readings (read_loosely) once the setter's solution is known to be read whole
  // (check_givens drops a partial one): without it, refused.
  void read_loose() {
    if (!loose_.empty() && !out_.contains("solution"))
      refuse("rules: \"" + loose_.front() + "\" is a rule statement sudosat does not read word for word, and the "
             "puzzle's solution (which would judge a loose reading) is partial");
  }

  // The setter's solution when it is n*n digits 0..9 (with ',' or ' ' between); else not read.
  // Whether a 0 is a blank (a partial solution, not read) or the digit 0: check_givens.
  void read_solution(const std::string& s) {
    json sol = json::array();
    for (char ch : s) {
      if (ch == ',' || ch == ' ') continue;
      if (ch < '0' || ch > '9') return;  // letters or other symbols: not read
      sol.push_back(ch - '0');
    }
    if (sol.size() != static_cast<std::size_t>(n_ * n_) || n_ > 9) return;
    out_["solution"] = sol;
  }

  // The givens and the setter's solution against the digits the rules name: 1..n, or 0..n-1
  // when they say "the digits 0-8" (a digit set, f-puzzles' "digits" key for sudosat).
  void check_givens() {
    const int low = from_zero_ ? 0 : 1, high = from_zero_ ? n_ - 1 : n_;
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const json& cell = out_["grid"][static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        if (!cell.contains("value")) continue;
        const int v = cell["value"].get<int>();
        if (v < low || v > high)
          refuse("cells[" + std::to_string(r) + "][" + std::to_string(c) + "]: the given '" + std::to_string(v) +
                 "' at " + name({r, c}) + " is not a digit from " + std::to_string(low) + " to " + std::to_string(high));
      }
    if (out_.contains("solution"))
      for (const json& d : out_["solution"])
        if (d.get<int>() < low || d.get<int>() > high) {  // blanks (0 from 1..n): a partial solution, not read
          out_.erase("solution");
          break;
        }
    if (from_zero_) {
      out_["digits"] = "0-" + std::to_string(n_ - 1);
      read_as_.push_back("rules: the digits 0 to " + std::to_string(n_ - 1));
    }
  }

  // A rule said in two sentences, halves `a` and `b` (each what it says, for the message): both
  // state the rule `whole`; one without the other, and without the whole rule said elsewhere,
  // is refused.
  void join_halves(const std::string& a, const char* says_a, const std::string& b, const char* says_b,
                   const std::string& whole, const char* name) {
    if (states(a) != states(b) && !states(whole))
      refuse(std::string("rules: half ") + name + " (" + (states(a) ? says_a : says_b) + "), not the other");
    if (states(a) && states(b)) stated_.insert(whole);
  }

  void judge_rules() {
    if (rules_text_) rules_ = *rules_text_;
    if (!rules_.empty()) out_["ruleset"] = rules_;
    if (as_drawn_) {  // each drawing whose shape says one kind, as if the rules named it
      out_[kAsDrawnKey] = true;
      read_as_.push_back("as drawn: the rules text is not read; normal sudoku rules, and each drawing the kind its "
                         "shape usually stands for");
      for (const std::string& k :
           {std::string("sudoku"), std::string("killer"), word<rule::Killer>(), word<rule::Thermometer>(),
            word<rule::Arrow>(), word<rule::LittleKiller>(), word<rule::Ratio>(), word<rule::Difference>(),
            word<rule::XV>(), word<rule::Odd>(), word<rule::Even>(), word<rule::Quadruple>(),
            word<rule::Minimum>(), word<rule::Maximum>(), word<rule::Diagonal>(), word<rule::GreaterThan>()})
        stated_.insert(k);
      return;
    }
    std::vector<RuleSentence> sentences = read_rules_text(rules_);
    note_title_lines(sentences, out_.value("title", std::string()), out_.value("author", std::string()));
    for (RuleSentence& s : sentences) {
      if (s.states.empty() && s.story) {  // taken where the setter's solution judges: read_stories
        stories_.push_back(s.text);
        continue;
      }
      if (s.states.empty() && !read_loosely(s)) continue;  // explaining the rule before it
      if (s.states.empty())
        refuse("rules: \"" + s.text + "\" is a rule statement sudosat does not know, so it cannot tell what the "
               "drawings mean (docs/rules-sentences.md lists the statements it reads)" + loose_why(s));
      // the sentence's number is not the digit range when a rule of its own takes it ("German
      // whispers sudoku rules apply": the 5 is the whispers')
      const bool number_is_range = std::none_of(s.states.begin(), s.states.end(), [&](const Stated& st) {
        return number_owner(st).has_value() && s.number_of(st) != 0;
      });
      for (const Stated& stated : s.states) {
        const std::string state = stated_word(stated);
        const int number = s.number_of(stated);  // the rule's own number (s.number: the digit range too)
        stated_.insert(state);
        if (state == word<rule::XV>() && lower(s.text).find("dot") != std::string::npos) sum_dots_ = true;
        if (state == kFrameSum) {  // "the sum of the first three digits"
          if (frame_ != 0 && frame_ != number) refuse("rules: frame sums of two different lengths");
          frame_ = number;
        }
        if (state == kFrameDigits) {  // "numbers outside the grid must appear in the first three cells"
          if (frame_digits_ != 0 && frame_digits_ != number) refuse("rules: outside digit clues of two different lengths");
          frame_digits_ = number;
        }
        if (state == word<rule::SegmentSumLine>() && number > 0) {  // "segments that each sum to 15"
          if (segment_sum_ != 0 && segment_sum_ != number) refuse("rules: segment sum lines with two different sums");
          segment_sum_ = number;
        }
        // a sentence of several rules read clause by clause: each rule's own colours
        const auto own = s.colours_by_rule.find(state);
        const std::vector<std::string> none;
        const std::vector<std::string>& colours =
            s.colours_by_rule.empty() ? s.colours : own != s.colours_by_rule.end() ? own->second : none;
        for (const std::string& c : colours) {
          colours_[state].insert(colour_family(c));
          for (const std::string& b : line_buckets(c)) line_colours_[state].insert(b);
        }
        if (!number_is_range) {
          // the number is another rule's
        } else if ((state == "sudoku" || state == "rows columns") && s.lowest == 0) {  // "place the digits 0-8 in every row, column and box"
          if (s.number != n_ - 1)
            refuse("rules: \"" + s.text + "\" speaks of the digits 0 to " + std::to_string(s.number) +
                   " in a grid of size " + std::to_string(n_));
          from_zero_ = true;
        } else if ((state == "sudoku" || state == "rows columns" || state == "note" || state == word<rule::Sandwich>() ||
                    state == word<rule::DutchFlatmates>() || state == word<rule::GlobalModular>() ||
                    state == word<rule::Chaos>()) &&
                   s.number > 0 && s.number != n_) {
          refuse("rules: \"" + s.text + "\" speaks of digits up to " + std::to_string(s.number) + " in a grid of size " +
                 std::to_string(n_));
        } else if ((state == "sudoku" || state == "rows columns" || state == "note") && s.number > 0) {
          from_one_ = true;  // "the digits 1 to 9"
        }
        if (from_zero_ && from_one_) refuse("rules: \"" + s.text + "\": the rules name the digits from 0 and from 1");
        if ((state == word<rule::LockoutLine>() || stated.what == Stated::LockoutEnds) && number > 0) {
          // "the ends differ by at least 4"
          if (lockout_ != 0 && lockout_ != number) refuse("rules: lockout lines with two different differences");
          lockout_ = number;
        }
        if (stated.what == Stated::LineRegion ||
            (stated.what == Stated::Rule && (stated.kind == Kind::ExtraRegion || stated.kind == Kind::DisjointGroups ||
                                             stated.kind == Kind::Diagonal))) {
          if (number_is_range && s.number != 0 && s.number != n_)  // "each line contains 1 to 9" on a 6x6
            refuse("rules: \"" + s.text + "\" speaks of the digits 1 to " + std::to_string(s.number) +
                   (stated.kind == Kind::Diagonal && stated.what == Stated::Rule ? " on a diagonal" : " in a region") +
                   ", in a grid of size " + std::to_string(n_));
        }
        if (stated.what == Stated::Rule || stated.what == Stated::LineSum || stated.what == Stated::LineRegion) {
          const std::string t = lower(s.text);  // "each coloured line": lines of every colour
          if (t.find("coloured line") != std::string::npos || t.find("colored line") != std::string::npos)
            any_colour_.insert(state);
        }
        if (stated.what == Stated::Rule && stated.kind == Kind::NegativeSum) negative_sums_.insert(number);
        if (stated.what == Stated::Rule && stated.kind == Kind::NegativeDifference) negative_differences_.insert(number);
        if (stated.what == Stated::Rule && stated.kind == Kind::Palindrome && number > 0)
          palindrome_cells_ = number;  // "the two-cell palindrome" (the only length a sentence gives)
        if (stated.what == Stated::Rule && stated.kind == Kind::Clone) {
          const std::string t = lower(s.text);
          if (t.find("same colour") != std::string::npos || t.find("same color") != std::string::npos)
            clones_same_colour_ = true;
        }
        if (stated.what == Stated::ArrowLine) arrow_lines_.insert(stated.kind);  // "digits along an arrow are a renban"
        if (stated.what == Stated::Rule && (stated.kind == Kind::Odd || stated.kind == Kind::Even ||
                                            stated.kind == Kind::Minimum || stated.kind == Kind::Maximum)) {
          const std::string t = lower(s.text);  // said of cells, not of circles or squares: shaded cells
          const bool marks = t.find("circle") != std::string::npos || t.find("square") != std::string::npos ||
                             t.find("bubble") != std::string::npos || t.find("dot") != std::string::npos ||
                             t.find("chevron") != std::string::npos;
          const bool parity = stated.kind == Kind::Odd || stated.kind == Kind::Even;
          if (!marks && parity)
            for (const std::string& c : s.colours) shaded_parity_[state].insert(colour_family(c));
          if (!marks && s.colours.empty() && t.find("shaded") != std::string::npos) any_shading_.insert(state);
        }
        if (stated.what == Stated::NamedCells && stated.kind == Kind::MagicSquare) {  // "box 5 is a magic square"
          add_magic_box(s);
          continue;
        }
        if (stated.what == Stated::Rule && (stated.kind == Kind::ColumnIndexer || stated.kind == Kind::RowIndexer)) {
          add_indexers(s, stated.kind);  // "a digit in column 1 indicates the column in which the digit 1 appears"
          continue;
        }
        if (stated.what == Stated::NamedCells) {  // "the grey cell in row 2 column 8 marks an even digit"
          if (s.cells.empty()) refuse("rules: \"" + s.text + "\" names cells sudosat could not tell");
          for (const auto& named : s.cells) {
            const Cell x = named_cell(s, named);
            const auto [it, fresh] = named_cells_.emplace(x, stated.kind);
            if (!fresh && it->second != stated.kind)
              refuse("rules: " + name(x) + " is named both " + kind_info(it->second).name + " and " + kind_info(stated.kind).name);
            if (fresh)
              add(kind_info(stated.kind).keys.at(0), {{"cell", fp(x)}}, "rules (" + name(x) + ")",
                  "named " + std::string(kind_info(stated.kind).name));
          }
        }
        if (stated.what == Stated::SameRegion) {  // "the central cell and ... comprise a single region"
          std::set<int> labels;
          for (const auto& named : s.cells) {
            const Cell x = named_cell(s, named);
            const json& label = out_["grid"][static_cast<std::size_t>(x.r)][static_cast<std::size_t>(x.c)]["region"];
            labels.insert(label.is_number() ? label.get<int>() : -1);
          }
          if (labels.size() != 1 || *labels.begin() < 0)
            refuse("rules: \"" + s.text + "\" says its cells lie in one region, and the regions drawn do not put them in one");
        }
        if (stated.what == Stated::RomanSum) {  // "numbers in cages connected by a C sum to 100"
          if (roman_value(s.letter) != number)
            refuse("rules: \"" + s.text + "\" gives the letter " + s.letter + " the total " + std::to_string(number) +
                   "; the Roman numeral " + s.letter + " stands for " + std::to_string(roman_value(s.letter)));
          roman_totals_[s.letter] = number;
        }
        if (stated.what == Stated::CageTotal) {  // "digits in the cage total 17"
          if (cage_total_ != 0 && cage_total_ != number) refuse("rules: the cage with two different totals");
          cage_total_ = number;
        }
        if (stated.what == Stated::CellSum) {  // "digits in green cells sum to 77"
          if (s.colours.size() != 1) refuse("rules: \"" + s.text + "\" gives a sum to cells of several colours");
          int& d = cell_sums_[colour_family(s.colours[0])];
          if (d != 0 && d != number) refuse("rules: " + s.colours[0] + " cells with two different sums");
          d = number;
        }
        if (stated.what == Stated::LineSum || stated.what == Stated::LineProduct) {
          // "digits linked by a blue thread sum to 6", "digits along each purple line multiply to 400"
          const bool sum = stated.what == Stated::LineSum;
          LineNumbers& numbers = line_numbers_[sum ? kLineSum : kLineProduct];
          const std::string what = sum ? " lines with two different sums" : " lines with two different products";
          if (s.colours.empty()) {
            if (numbers.all != 0 && numbers.all != number) refuse("rules:" + what);
            numbers.all = number;
          }
          for (const std::string& c : s.colours) {
            int& d = numbers.by_colour[colour_family(c)];
            if (d != 0 && d != number) refuse("rules: " + c + what);
            d = number;
          }
        }
        if (state == word<rule::Whispers>() && number > 0) {
          if (s.colours.empty()) {
            if (whispers_ != 0 && whispers_ != number) refuse("rules: whispers lines with two different differences");
            whispers_ = number;
          }
          for (const std::string& c : s.colours) {  // "green lines ... at least 5", "orange lines ... at least 4"
            int& d = whispers_by_colour_[colour_family(c)];
            if (d != 0 && d != number) refuse("rules: " + c + " whispers lines with two different differences");
            d = number;
          }
        }
      }
    }
    for (const auto& [c, d] : whispers_by_colour_)
      if (whispers_ != 0 && d != whispers_) refuse("rules: whispers lines with two different differences");
    // cages of one same sum, their digits distinct: killer cages whose sums need not be shown
    if (states(word<rule::Killer>()) || (states("cage sum") && states("cage distinct")) ||
        (states(word<rule::EqualCageSums>()) && states("cage distinct")))
      stated_.insert("killer");
    join_halves(kLockoutEnds, "their ends' difference", kLockoutInner, "the digits between their ends",
                word<rule::LockoutLine>(), "the lockout lines' rule");
    join_halves(kBattlefieldArmies, "the first X and last Y cells, without the sum the clues give", kBattlefieldSum,
                "the sum of the overlap or gap, without which cells the groups are", word<rule::Battlefield>(),
                "the battlefield rule");
    if (states(kRomanSum) && !states(kRomanRead))
      refuse("rules: Roman numeral cages, and the rules do not say which way a cage reads as a number (top-to-bottom "
             "or left-to-right)");
    if (states(kRomanRead) && !states(kRomanSum))
      refuse("rules: cages read as numbers, and the rules give no Roman numeral cages' sums");
    if (states(kCageRepeat)) {  // "digits can repeat within a cage"
      if (states("killer") || states("cage distinct") || states("cage product") || states(word<rule::ProductCage>()))
        refuse("rules: digits are said both to repeat in cages and not to (or cages multiply)");
      if (states("cage sum")) stated_.insert(word<rule::SumCage>());
    }
    // a product half takes its distinct digits from "digits do not repeat in cages", or from the
    // killer rule's, as an inequality total does
    if (states("cage product") && (states("cage distinct") || states("killer")))
      stated_.insert(word<rule::ProductCage>());
  }

  // Lines and marks into plain records first: each is then used by one kind or refused.
  void collect() {
    if (const json* lines = member(pad_, "lines"); lines && lines->is_array())
      for (std::size_t k = 0; k < lines->size(); ++k) {
        const json& e = (*lines)[k];
        Line l;
        l.where = "lines[" + std::to_string(k) + "]";
        const json* wp = member(e, "wayPoints");
        if (!wp || !wp->is_array() || wp->empty()) refuse(l.where + ": a line without points");
        for (const json& p : *wp) l.points.push_back(point(p, l.where));
        l.colour = colour(e, "color");
        l.thickness = real(e, "thickness", 0);
        lines_.push_back(std::move(l));
      }
    for (const char* list : {"underlays", "overlays"})
      if (const json* marks = member(pad_, list); marks && marks->is_array())
        for (std::size_t k = 0; k < marks->size(); ++k) {
          const json& e = (*marks)[k];
          Mark m;
          m.where = std::string(list) + "[" + std::to_string(k) + "]";
          const json* c = member(e, "center");
          if (!c) refuse(m.where + ": a mark without a centre");
          m.centre = point(*c, m.where);
          m.width = real(e, "width", 0);
          m.height = real(e, "height", 0);
          m.rounded = flag(e, "rounded");
          m.angle = real(e, "angle", 0);
          m.text = trim(plain_spaces(shown_text(e, "text")));
          m.fill = colour(e, "backgroundColor");
          m.border = colour(e, "borderColor");
          marks_.push_back(std::move(m));
        }
  }

  std::string at(const Mark& m) const {
    return m.where + " (at row " + json(m.centre.r).dump() + ", column " + json(m.centre.c).dump() + ")";
  }

  // The round mark (a bulb, a circle) centred on cell x, at least `size` wide, of colour `fill`
  // when one is given, not yet used (or already a bulb of kind `shared`).
  Mark* circle_at(Cell x, double size, Mark::Bulb shared = Mark::Bulb::None, const std::optional<Colour>& fill = std::nullopt) {
    for (const bool fresh : {true, false})  // an unused one first: a bulb drawn once per branch serves each
      for (Mark& m : marks_)
        if ((fresh ? !m.used : m.free_for(shared)) && m.rounded && m.width >= size && m.text.empty() &&
            near(m.centre.r, x.r + 0.5) && near(m.centre.c, x.c + 0.5) && (!fill || same_colour(m.fill, fill)))
          return &m;
    return nullptr;
  }

  // The square mark (a diamond when turned by 45 degrees) without text centred on cell x, 0.3 to
  // 0.9 wide, not yet used: a lockout line's end.
  Mark* square_at(Cell x) {
    for (Mark& m : marks_)
      if (!m.used && !m.rounded && m.text.empty() && m.width >= 0.3 && m.width <= 0.9 && std::fabs(m.width - m.height) < 0.05 &&
          near(m.centre.r, x.r + 0.5) && near(m.centre.c, x.c + 0.5))
        return &m;
    return nullptr;
  }

  // The round mark without text that covers cell x's centre (an arrow's bulb, a pill for
  // several cells), not yet used (or already a bulb of kind `shared`).
  Mark* bulb_over(Cell x, Mark::Bulb shared = Mark::Bulb::None) {
    for (const bool fresh : {true, false})  // an unused one first, as in circle_at
      for (Mark& m : marks_)
        if ((fresh ? !m.used : m.free_for(shared)) && m.rounded && m.text.empty() && m.width >= 0.5 && m.height >= 0.5 &&
            std::fabs(m.centre.r - (x.r + 0.5)) < m.height / 2 && std::fabs(m.centre.c - (x.c + 0.5)) < m.width / 2)
          return &m;
    return nullptr;
  }

  // Whether the rules give kind `word` this colour ("the yellow circles contain odd digits").
  bool named_colour(const std::string& word, const std::optional<Colour>& c) const {
    const auto it = colours_.find(word);
    return c && c->a >= 0.1 && it != colours_.end() && it->second.count(colour_word(*c)) > 0;
  }

  // The indexers of the columns (rows) sentence `s` names, at every cell of them; each column once.
  void add_indexers(const RuleSentence& s, Kind k) {
    const bool column = k == Kind::ColumnIndexer;
    const char* house = column ? "column" : "row";
    if (s.houses.empty()) refuse("rules: \"" + s.text + "\" names no " + house + " sudosat could tell");
    for (int h : s.houses) {
      if (h < 1 || h > n_)
        refuse("rules: \"" + s.text + "\" names " + house + " " + std::to_string(h) + ", outside a grid of size " +
               std::to_string(n_));
      if (!indexed_[column ? 1 : 0].insert(h).second) continue;
      json cells = json::array();
      for (int i = 0; i < n_; ++i) cells.push_back(fp(column ? Cell{i, h - 1} : Cell{h - 1, i}));
      add(kind_info(k).keys.at(0), {{"cells", cells}}, "rules (" + std::string(house) + " " + std::to_string(h) + ")");
    }
  }

  // The box a sentence names a magic square ("box 5 is a magic square"), from the regions drawn.
  void add_magic_box(const RuleSentence& s) {
    std::vector<int> regions;
    for (int cell = 0; cell < n_ * n_; ++cell) {
      const json& l = out_["grid"][static_cast<std::size_t>(cell / n_)][static_cast<std::size_t>(cell % n_)]["region"];
      regions.push_back(l.is_number() ? l.get<int>() : -1);
    }
    std::string why;
    const std::vector<int> cells = named_magic_box(s.number_of(Stated{Stated::NamedCells, Kind::MagicSquare}), n_, regions, why);
    if (cells.empty()) refuse("rules: \"" + s.text + "\" " + why);
    std::vector<Cell> named;
    for (int cell : cells) named.push_back(Cell{cell / n_, cell % n_});
    add(kind_key<rule::MagicSquare>(), {{"cells", fp_cells(named, "rules")}}, "rules (" + s.text + ")",
        stated_word(Stated{Stated::NamedCells, Kind::MagicSquare}));
  }

  // The cell `named` of sentence s names (grid_cell); refused when the grid has none.
  Cell named_cell(const RuleSentence& s, std::pair<int, int> named) const {
    if (const auto x = grid_cell(named, n_)) return {x->first, x->second};
    if (named.first == 0) refuse("rules: \"" + s.text + "\" names the central cell of a grid of even size " + std::to_string(n_));
    refuse("rules: \"" + s.text + "\" names r" + std::to_string(named.first) + "c" + std::to_string(named.second) +
           ", outside the grid");
  }

  // The cells whose centres a mark covers.
  std::vector<Cell> covered(const Mark& m) const {
    std::vector<Cell> cells;
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        if (std::fabs(m.centre.r - (r + 0.5)) < m.height / 2 && std::fabs(m.centre.c - (c + 0.5)) < m.width / 2)
          cells.push_back({r, c});
    return cells;
  }

  // The cells a polyline passes through, its points taken cell by cell along straight runs
  // (rows, columns, diagonals); a bend elsewhere is refused.
  std::vector<Cell> cells_of(const std::vector<Point>& points, const std::string& where) const {
    std::vector<Cell> cells;
    for (const Point& p : points) {
      const Cell x = cell_at(p);
      if (!cells.empty()) {
        const Cell last = cells.back();
        const int dr = x.r - last.r, dc = x.c - last.c;
        if (dr == 0 && dc == 0) continue;
        if (dr != 0 && dc != 0 && std::abs(dr) != std::abs(dc))
          refuse(where + ": a segment from " + name(last) + " to " + name(x) + " runs across cells, not along a row, column or diagonal");
        const int steps = std::max(std::abs(dr), std::abs(dc));
        for (int s = 1; s < steps; ++s) cells.push_back({last.r + dr / steps * s, last.c + dc / steps * s});
      }
      cells.push_back(x);
    }
    return cells;
  }

  // A line of a rule runs through cell centres (its first `skip_front` and last `skip_back`
  // points may be pulled in, as arrows and between lines have them); one along the grid lines
  // is a border or art, and is refused rather than read as a rule.
  static void through_centres(const Line& l, std::size_t skip_front, std::size_t skip_back) {
    for (std::size_t k = skip_front; k + skip_back < l.points.size(); ++k)
      if (!at_centre(l.points[k].r) || !at_centre(l.points[k].c))
        refuse(l.where + ": a line with a point at row " + json(l.points[k].r).dump() + ", column " +
               json(l.points[k].c).dump() + ", not at a cell's centre (a border or a drawing sudosat cannot read as a rule)");
  }

  json fp_cells(const std::vector<Cell>& cells, const std::string& where) const {
    json a = json::array();
    for (const Cell& x : cells) {
      if (!inside(x)) refuse(where + ": it runs outside the grid (" + name(x) + ")");
      a.push_back(fp(x));
    }
    return a;
  }

  // --- arrows: sum arrows (a bulb where they start) and little killer arrows (outside)
  void read_arrows() {
    const json* arrows = member(pad_, "arrows");
    if (!arrows || !arrows->is_array()) return;
    for (std::size_t k = 0; k < arrows->size(); ++k) {
      const std::string where = "arrows[" + std::to_string(k) + "]";
      const json* wp = member((*arrows)[k], "wayPoints");
      if (!wp || !wp->is_array() || wp->size() < 2) refuse(where + ": an arrow without two points");
      std::vector<Point> points;
      for (const json& p : *wp) points.push_back(point(p, where));
      const Cell start = cell_at(points.front());
      if (!inside(start)) {
        read_little_killer(points, where);
        continue;
      }
      std::vector<Cell> bulb{start};
      if (Mark* m = bulb_over(start, Mark::Bulb::Arrow)) {  // several arrows may leave one circle
        m->used = true;
        m->bulb_of = Mark::Bulb::Arrow;
        bulb = covered(*m);
      } else if (!pill_at(start, bulb)) {
        refuse(where + ": an arrow from " + name(start) + " with no circle there (a sum arrow starts at its bulb)");
      }
      std::vector<Cell> cells = cells_of(points, where);
      if (cells.size() < 2) refuse(where + ": an arrow that never leaves its bulb at " + name(start));
      Line shaft;
      shaft.where = where;
      shaft.points = points;
      through_centres(shaft, 1, 0);
      json line = fp_cells(cells, where);
      add(kind_key<rule::Arrow>(), {{"cells", fp_cells(bulb, where)}, {"lines", json::array({line})}}, where);
      if (states(kArrowIncrease)) arrow_thermometer(bulb, cells, where);
      for (const Kind kind : arrow_lines_) {  // a line rule on the shaft, the circle left out
        json along = json::array();
        for (const Cell& x : cells)
          if (std::find(bulb.begin(), bulb.end(), x) == bulb.end()) along.push_back(fp(x));
        add(kind_info(kind).keys.at(0), {{"lines", json::array({along})}}, where,
            "arrow " + std::string(kind_info(kind).name));
      }
    }
  }

  // "Digits along an arrow increase from the tip": the shaft, read from the tip, is also a
  // thermometer. Only for a one-cell circle and a shaft of two cells or more, where the circle
  // (the sum of two or more digits) is larger than every digit of the shaft whether the rule
  // takes it in or not; a one-cell shaft equals its circle, a pill is a number: refused.
  void arrow_thermometer(const std::vector<Cell>& bulb, const std::vector<Cell>& cells, const std::string& where) {
    std::vector<Cell> shaft;
    for (const Cell& x : cells)
      if (std::find(bulb.begin(), bulb.end(), x) == bulb.end()) shaft.push_back(x);
    if (bulb.size() != 1)
      refuse(where + ": an arrow from a pill (" + name(bulb.front()) + "), and the rules say its digits increase "
             "towards the circle: sudosat cannot tell how a pill's number takes part");
    if (shaft.size() < 2)
      refuse(where + ": an arrow of one cell from " + name(bulb.front()) + ", and the rules say its digits increase "
             "towards the circle: sudosat cannot tell whether the circle takes part (it equals the cell)");
    std::reverse(shaft.begin(), shaft.end());
    add(kind_key<rule::Thermometer>(), {{"lines", json::array({fp_cells(shaft, where)})}}, where, kArrowIncrease);
  }

  // A multi-cell bulb: f-puzzles' converter draws it as a thick line with a white line inside,
  // along the bulb's cells. Marks both used and gives the bulb's cells.
  bool pill_at(Cell start, std::vector<Cell>& bulb) {
    for (std::size_t i = 0; i + 1 < lines_.size(); ++i) {
      Line &outer = lines_[i], &inner = lines_[i + 1];
      if (outer.used || inner.used || outer.points.size() != inner.points.size()) continue;
      bool same = true;
      for (std::size_t k = 0; k < outer.points.size(); ++k)
        same = same && near(outer.points[k].r, inner.points[k].r) && near(outer.points[k].c, inner.points[k].c);
      if (!same || !is_light(inner.colour) || inner.thickness >= outer.thickness) continue;
      const std::vector<Cell> cells = cells_of(outer.points, outer.where);
      if (std::find(cells.begin(), cells.end(), start) == cells.end()) continue;
      outer.used = inner.used = true;
      bulb = cells;
      return true;
    }
    return false;
  }

  void read_little_killer(const std::vector<Point>& points, const std::string& where) {
    const Cell x = cell_at(points.front());
    const Point d{points.back().r - points.front().r, points.back().c - points.front().c};
    if (!on_ring(x) || cell_at(points.back()) != x || std::fabs(std::fabs(d.r) - std::fabs(d.c)) > 0.05 || std::fabs(d.r) < 0.05)
      refuse(where + ": an arrow outside the grid at " + name(x) + " that is not a little killer's diagonal arrow");
    std::string sum;
    for (Mark& m : marks_)
      if (!m.used && cell_at(m.centre) == x && is_whole(m.text)) {
        sum = m.text;
        m.used = true;
        break;
      }
    if (sum.empty()) refuse(where + ": a little killer arrow at " + name(x) + " without its sum");
    const std::string dir = std::string(d.r < 0 ? "U" : "D") + (d.c < 0 ? "L" : "R");
    add(kind_key<rule::LittleKiller>(), {{"cell", fp(x)}, {"direction", dir}, {"value", sum}}, where);
  }

  // --- lines: diagonals, thermometers (a bulb at one end), lines between two circles or two
  // diamonds, plain lines (the kind from the rules, by colour when they name several)
  void read_lines() {
    std::map<std::string, std::vector<std::size_t>> groups;  // plain lines by colour and thickness
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      Line& l = lines_[i];
      if (l.used) continue;
      if (diagonal(l) || chevron(l) || on_region_borders(l)) continue;
      const std::vector<Cell> cells = cells_of(l.points, l.where);
      if (cells.empty()) continue;
      for (int end = 0; end < 2 && !l.used; ++end) {  // a bulb at the start, or at the end
        const Cell bulb_cell = end == 0 ? cells.front() : cells.back();
        // a bulb of the line's colour (branches share it)
        Mark* bulb = inside(bulb_cell) && l.colour ? circle_at(bulb_cell, 0.75, Mark::Bulb::Thermometer, l.colour) : nullptr;
        if (!bulb || cells.size() < 2) continue;
        if (circle_at(end == 0 ? cells.back() : cells.front(), 0.75, Mark::Bulb::None, l.colour))
          continue;  // round at both ends: not a thermometer
        through_centres(l, 0, 0);
        bulb->used = l.used = true;
        bulb->bulb_of = Mark::Bulb::Thermometer;
        std::vector<Cell> ordered = cells;
        if (end == 1) std::reverse(ordered.begin(), ordered.end());
        const bool slow = states(word<rule::SlowThermometer>()), fast = states(word<rule::Thermometer>());
        if (slow && fast) refuse(l.where + ": a thermometer at " + name(bulb_cell) + ", and the rules name both thermometers and slow thermometers");
        add(slow ? kind_key<rule::SlowThermometer>() : kind_key<rule::Thermometer>(), {{"lines", json::array({fp_cells(ordered, l.where)})}}, l.where);
      }
      if (l.used) continue;
      if (cells.size() >= 2 && inside(cells.front()) && inside(cells.back())) {
        Mark* a = circle_at(cells.front(), 0.6);
        Mark* b = a ? circle_at(cells.back(), 0.6) : nullptr;
        const bool between = states(word<rule::BetweenLine>()), arrow = states(word<rule::DoubleArrow>());
        // circled ends and the rules naming lockout lines alone: SudokuMaker's lockout line ("the
        // circled ends of the line", its own words), read as the diamonds below
        const bool circled_lockout = a && b && a != b && !between && !arrow && states(word<rule::LockoutLine>());
        if (a && b && a != b && !circled_lockout) {
          if (between == arrow) refuse(l.where + ": a line between two circles (" + name(cells.front()) + ", " + name(cells.back()) +
                                       "), and the rules name " + (between ? "both between lines and double arrows" : "neither between lines nor double arrows"));
          through_centres(l, 1, 1);
          a->used = b->used = l.used = true;
          add(between ? kind_key<rule::BetweenLine>() : kind_key<rule::DoubleArrow>(), {{"lines", json::array({fp_cells(cells, l.where)})}}, l.where);
          continue;
        }
        Mark* c = circled_lockout ? a : states(word<rule::LockoutLine>()) ? square_at(cells.front()) : nullptr;
        Mark* d = circled_lockout ? b : c ? square_at(cells.back()) : nullptr;
        if (c && d && c != d) {  // a lockout line: a diamond (a square mark) at each end
          if (!circled_lockout && states(word<rule::Even>()))
            refuse(l.where + ": a line with squares at both ends (" + name(cells.front()) + ", " + name(cells.back()) +
                   "), and the rules name both lockout lines and even cells");
          if (circled_lockout && (states(word<rule::Odd>()) || states(word<rule::CountingCircles>())))
            refuse(l.where + ": a line with circles at both ends (" + name(cells.front()) + ", " + name(cells.back()) +
                   "), and the rules name both lockout lines and " +
                   (states(word<rule::Odd>()) ? "odd cells" : "counting circles"));
          through_centres(l, 1, 1);
          c->used = d->used = l.used = true;
          json lockout = {{"lines", json::array({fp_cells(cells, l.where)})}};
          if (lockout_ != 0) lockout["value"] = lockout_;  // else the usual (n-1)/2
          add(kind_key<rule::LockoutLine>(), lockout, l.where);
          continue;
        }
      }
      through_centres(l, 0, 0);
      const std::string key = (l.colour ? std::to_string(l.colour->r) + "," + std::to_string(l.colour->g) + "," + std::to_string(l.colour->b) : "?") +
                              "/" + std::to_string(std::lround(l.thickness));
      groups[key].push_back(i);
    }
    for (const auto& [x, kind] : extremes_) add(kind, {{"cell", fp(x)}}, "chevrons in " + name(x));
    std::vector<std::string> named;
    for (const std::string& k : kPlainLineKinds)
      if (states(k)) named.emplace_back(k);
    for (const std::string& k : {kLineSum, kLineProduct, kLineRegion})
      if (states(k)) named.emplace_back(k);
    for (const auto& [key, members] : groups) {
      const Line& first = lines_[members.front()];
      // a line no named kind claims (none named, or none of its colour): left out where the
      // setter's solution judges the reading, else refused
      std::string unclaimed;
      const std::string kind = plain_line_kind(first, named, groups.size(), unclaimed);
      // the group left out where the setter's solution judges (`why` after the line's start in
      // what `sudosat read` shows), else refused with `refusal` (C++17: no structured binding
      // in a lambda's capture)
      const std::vector<std::size_t>& group = members;
      auto leave_out_group = [&](const std::string& why, const std::string& refusal) {
        if (!leave_out(first.where + " (a plain line from " + name(cell_at(first.points.front())) + why + ")"))
          refuse(refusal);
        for (std::size_t i : group) {
          lines_[i].used = true;
          if (i != group.front())
            read_as_.push_back(lines_[i].where + " (a plain line from " + name(cell_at(lines_[i].points.front())) + why +
                               "): not read, no rule says what it is " + kJudgedReading);
        }
      };
      if (kind.empty()) {
        leave_out_group(named.empty() ? "" : ", " + unclaimed, line_called(first) + ": " + unclaimed);
        continue;
      }
      std::optional<int> difference;  // a whispers line's, when the rules give one for its colour
      if (kind == kind_key<rule::Whispers>()) {
        difference = whispers_difference(first);
        if (!difference) {
          const std::string why = "a whispers line of a colour for which the rules give no difference";
          leave_out_group(", " + why, first.where + ": " + why);
          continue;
        }
      }
      if (kind == kLineSum || kind == kLineProduct) {
        read_line_numbers(members, kind);
        continue;
      }
      if (kind == kLineRegion) {  // each line holds 1..n once: an extra region of n cells
        for (std::size_t i : members) {
          Line& l = lines_[i];
          l.used = true;
          const std::vector<Cell> cells = cells_of(l.points, l.where);
          const std::set<Cell> distinct(cells.begin(), cells.end());
          if (distinct.size() != cells.size() || static_cast<int>(cells.size()) != n_)
            refuse(l.where + ": a line from " + name(cells.front()) + " of " + std::to_string(distinct.size()) +
                   " cells, and the rules say each line holds the digits 1 to " + std::to_string(n_) + " once");
          add(kind_key<rule::ExtraRegion>(), {{"cells", fp_cells(cells, l.where)}}, l.where, kLineRegion);
        }
        continue;
      }
      for (std::size_t i : members) {
        Line& l = lines_[i];
        l.used = true;
        const std::vector<Cell> cells = cells_of(l.points, l.where);
        if (kind == kind_key<rule::Palindrome>() && palindrome_cells_ != 0 && static_cast<int>(cells.size()) != palindrome_cells_)
          refuse(l.where + ": a palindrome from " + name(cells.front()) + " of " + std::to_string(cells.size()) +
                 " cells, and the rules speak of a palindrome of " + std::to_string(palindrome_cells_));
        json entry = {{"lines", json::array({fp_cells(cells, l.where)})}};
        if (difference && *difference > 0) entry["value"] = *difference;
        if (kind == kind_key<rule::SegmentSumLine>() && segment_sum_ > 0) entry["value"] = segment_sum_;  // else 10
        add(kind, entry, l.where);
      }
    }
  }

  // A minimum or maximum cell's chevron: a thin dark line of 3 points inside one cell, near an
  // edge, its tip nearer the centre than its ends (minimum: the neighbours are larger) or
  // farther (maximum). A cell's chevrons must agree.
  bool chevron(Line& l) {
    if (l.points.size() != 3 || l.thickness > 2 || !is_dark(l.colour)) return false;
    const Cell x = cell_at(l.points[1]);
    if (!inside(x) || cell_at(l.points[0]) != x || cell_at(l.points[2]) != x) return false;
    auto off = [&](Point p) { return std::max(std::fabs(p.r - x.r - 0.5), std::fabs(p.c - x.c - 0.5)); };
    const double tip = off(l.points[1]), ends = (off(l.points[0]) + off(l.points[2])) / 2;
    if (tip < 0.3 || std::fabs(tip - ends) < 0.02) return false;
    const std::string kind = tip < ends ? kind_key<rule::Minimum>() : kind_key<rule::Maximum>();
    const auto [it, fresh] = extremes_.emplace(x, kind);
    if (!fresh && it->second != kind) refuse(l.where + ": chevrons of a minimum and of a maximum in " + name(x));
    l.used = true;
    return true;
  }

  // A square mark whose edges lie on grid lines, inside the grid, covering more than one cell:
  // shading of an area, art (one cell's is read with the other marks).
  bool shades_cells(const Mark& m) const {
    const double top = m.centre.r - m.height / 2, bottom = m.centre.r + m.height / 2;
    const double left = m.centre.c - m.width / 2, right = m.centre.c + m.width / 2;
    const bool on_lines = at_line(top) && at_line(bottom) && at_line(left) && at_line(right);
    return on_lines && std::fabs(m.angle) < 0.5 && top > -0.06 && left > -0.06 && bottom < n_ + 0.06 && right < n_ + 0.06 &&
           (m.height > 1.5 || m.width > 1.5);
  }

  // A short text with no digit and no word any rule uses ("Hello", a setter's name): a label,
  // not a rule written beside the grid.
  static bool title_like(const std::string& text) {
    if (text.size() > 40) return false;
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
      const char ch = i < text.size() ? text[i] : ' ';
      if (std::isdigit(static_cast<unsigned char>(ch))) return false;
      if (std::isalpha(static_cast<unsigned char>(ch))) {
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      } else if (!word.empty()) {
        static const std::set<std::string> small = {"the", "a", "an", "of", "by", "and", "in", "on", "to", "for",
                                                    "with", "from", "my", "is", "it", "at", "or"};
        if (word.size() > 1 && !small.count(word) && rules_detail::known_word(word)) return false;
        word.clear();
      }
    }
    return true;
  }

  // A mark wholly beyond the ring of outside clues (more than a cell from the grid): a title, a
  // picture, never a clue.
  bool far_outside(const Mark& m) const {
    return m.centre.r + m.height / 2 < -1.0 || m.centre.r - m.height / 2 > n_ + 1.0 || m.centre.c + m.width / 2 < -1.0 ||
           m.centre.c - m.width / 2 > n_ + 1.0;
  }

  // The region of cell (r, c) as read, or -2 off the grid (-1: in no region). Two cells off the
  // grid are alike: a line outside the grid's edge is no border.
  int region_at(int r, int c) const {
    if (r < 0 || r >= n_ || c < 0 || c >= n_) return -2;
    const json& v = out_["grid"][static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]["region"];
    return v.is_number() ? v.get<int>() : -1;
  }

  // A line along the grid lines, every step of it between two regions (or on the grid's edge):
  // the regions drawn over, art. One along a grid line inside a region could draw other regions
  // than `regions` holds, and is refused as before.
  bool on_region_borders(Line& l) {
    if (l.points.size() < 2) return false;
    for (const Point& p : l.points)
      if (!at_line(p.r) || !at_line(p.c)) return false;
    for (std::size_t k = 1; k < l.points.size(); ++k) {
      const int r0 = static_cast<int>(std::lround(l.points[k - 1].r)), c0 = static_cast<int>(std::lround(l.points[k - 1].c));
      const int r1 = static_cast<int>(std::lround(l.points[k].r)), c1 = static_cast<int>(std::lround(l.points[k].c));
      if (r0 != r1 && c0 != c1) return false;  // across a cell
      if (r0 == r1) {  // along the grid line above row r0
        for (int c = std::min(c0, c1); c < std::max(c0, c1); ++c)
          if (region_at(r0 - 1, c) == region_at(r0, c)) return false;
      } else {
        for (int r = std::min(r0, r1); r < std::max(r0, r1); ++r)
          if (region_at(r, c0 - 1) == region_at(r, c0)) return false;
      }
    }
    l.used = true;
    read_as_.push_back(l.where + ": a line along region borders: art");
    return true;
  }

  bool diagonal(Line& l) {
    if (l.points.size() != 2) return false;
    const Point a = l.points[0], b = l.points[1];
    auto corner = [&](Point p, double r, double c) { return near(p.r, r) && near(p.c, c); };
    const double n = n_;
    const bool minus = (corner(a, 0, 0) && corner(b, n, n)) || (corner(b, 0, 0) && corner(a, n, n));
    const bool plus = (corner(a, 0, n) && corner(b, n, 0)) || (corner(b, 0, n) && corner(a, n, 0));
    if (!minus && !plus) return false;
    l.used = true;
    out_[kind_info<rule::Diagonal>().keys[minus ? 1 : 0]] = true;
    drawn_.insert(word<rule::Diagonal>());
    read_as_.push_back(l.where + ": " + kind_info<rule::Diagonal>().keys[minus ? 1 : 0]);
    return true;
  }

  // Lines whose sum (product) the rules give, one colour and width: each a sum cage (a product
  // line) of its cells, its digits free to repeat where the grid allows. Two lines that share a
  // cell, or whose ends touch, may be one line drawn in pieces (or a branching one): refused, as
  // their sum would be misread.
  void read_line_numbers(const std::vector<std::size_t>& members, const std::string& kind) {
    const bool sum = kind == kLineSum;
    const std::string whose = sum ? "a line whose sum the rules give" : "a line whose product the rules give";
    std::vector<std::vector<Cell>> cells;
    for (std::size_t i : members) cells.push_back(cells_of(lines_[i].points, lines_[i].where));
    auto touch = [](Cell a, Cell b) { return std::abs(a.r - b.r) <= 1 && std::abs(a.c - b.c) <= 1; };
    for (std::size_t a = 0; a < cells.size(); ++a)
      for (std::size_t b = a + 1; b < cells.size(); ++b) {
        bool joined = false;
        for (const Cell& x : cells[a])
          joined = joined || std::find(cells[b].begin(), cells[b].end(), x) != cells[b].end();
        for (const Cell& x : {cells[a].front(), cells[a].back()})
          for (const Cell& y : {cells[b].front(), cells[b].back()}) joined = joined || touch(x, y);
        if (joined)
          refuse(lines_[members[b]].where + ": " + whose + ", touching " + lines_[members[a]].where + " (" +
                 name(cells[b].front()) + ", " + name(cells[a].front()) +
                 "): sudosat cannot tell whether they are one line or two, each with its " + (sum ? "sum" : "product"));
      }
    for (std::size_t k = 0; k < members.size(); ++k) {
      Line& l = lines_[members[k]];
      l.used = true;
      std::set<Cell> seen;
      for (const Cell& x : cells[k])
        if (!seen.insert(x).second) refuse(l.where + ": " + whose + " passes " + name(x) + " twice");
      const std::optional<int> number = line_number(l, kind);
      if (!number) continue;
      const std::string value = std::to_string(*number);
      if (sum)
        add(kind_key<rule::SumCage>(), {{"cells", fp_cells(cells[k], l.where)}, {"value", value}}, l.where, kind);
      else
        add(kind_key<rule::ProductLine>(), {{"lines", json::array({fp_cells(cells[k], l.where)})}, {"value", value}},
            l.where, kind);
    }
  }

  // The sum (product) the rules give line l: the one for its colour, or for every line. None
  // when they give neither: the line is left out where the setter's solution judges the reading,
  // else refused.
  std::optional<int> line_number(const Line& l, const std::string& kind) {
    const LineNumbers& numbers = line_numbers_.at(kind);
    const auto it = l.colour ? numbers.by_colour.find(colour_word(*l.colour)) : numbers.by_colour.end();
    if (it != numbers.by_colour.end()) return it->second;
    if (numbers.all != 0) return numbers.all;
    if (numbers.by_colour.size() == 1) return numbers.by_colour.begin()->second;
    const std::string why =
        "a line of a colour for which the rules give no " + std::string(kind == kLineSum ? "sum" : "product");
    if (leave_out(l.where + " (a plain line from " + name(cell_at(l.points.front())) + ", " + why + ")"))
      return std::nullopt;
    refuse(l.where + ": " + why);
  }

  // The difference the rules give whispers line l: the one for its colour, or for every colour
  // (0 when they give none: the f-puzzles reader's default). None when they give several and
  // none for its colour.
  std::optional<int> whispers_difference(const Line& l) const {
    const auto it = l.colour ? whispers_by_colour_.find(colour_word(*l.colour)) : whispers_by_colour_.end();
    if (it != whispers_by_colour_.end()) return it->second;
    std::set<int> given;
    for (const auto& [c, d] : whispers_by_colour_) given.insert(d);
    if (whispers_ != 0 || given.size() <= 1) return whispers_ != 0 ? whispers_ : given.empty() ? 0 : *given.begin();
    return std::nullopt;
  }

  // A plain line as messages name it: "lines[0] (a green line from r1c1)".
  std::string line_called(const Line& l) const {
    const std::string word = l.colour ? colour_word(*l.colour) : "";
    return l.where + " (a " + (word.empty() ? "" : word + " ") + "line from " + name(cell_at(l.points.front())) + ")";
  }

  // The kind of a group of plain lines of one colour: the only plain-line kind the rules name,
  // or the one whose sentences name this colour. "" when no named kind claims it, and `unclaimed`
  // says why ("the rules name renban lines of another colour").
  std::string plain_line_kind(const Line& l, const std::vector<std::string>& named, std::size_t groups,
                              std::string& unclaimed) const {
    const std::string word = l.colour ? colour_word(*l.colour) : "";
    auto none = [&](const std::string& why) {
      unclaimed = why;
      return std::string();
    };
    if (named.empty())
      return none(as_drawn_ ? "a plain line, whose kind (renban, whispers, palindrome, ...) only a rules text can say "
                              "(--as-drawn reads only drawings whose shape is one kind's)"
                            : "the rules name no kind of line it could be");
    const std::set<std::string> near = l.colour ? colour_words_near(*l.colour) : std::set<std::string>{word};
    auto claims = [&near](const std::set<std::string>& colours) {
      return std::any_of(near.begin(), near.end(), [&colours](const std::string& w) { return colours.count(w) > 0; });
    };
    if (named.size() == 1) {
      if (any_colour_.count(named.front())) return named.front();  // "each coloured line"
      const auto it = line_colours_.find(named.front());
      if (it != line_colours_.end() && !it->second.empty() && !claims(it->second))
        return none("the rules name " + named.front() + " lines of another colour");
      if ((it == line_colours_.end() || it->second.empty()) && groups > 1)
        return none("lines of " + std::to_string(groups) + " colours or widths, and the rules name one kind of line "
                    "without saying its colour");
      return named.front();
    }
    // the kinds whose colour names the line's own; when none does, those naming a hue just past
    // its border
    std::vector<std::string> by_colour;
    for (const bool wide : {false, true}) {
      for (const std::string& k : named) {
        const auto it = line_colours_.find(k);
        if (it != line_colours_.end() && (wide ? claims(it->second) : it->second.count(word) > 0)) by_colour.push_back(k);
      }
      if (!by_colour.empty()) break;
    }
    if (by_colour.size() == 1) return by_colour.front();
    return none("the rules name several kinds of line and sudosat cannot tell which this " + word + " line is");
  }

  // --- cages: killer cages (or extra regions), sum cages, f-puzzles' null region, metadata (read above)
  // Fog of war hides parts of the grid until digits are placed: how the puzzle is shown, no rule,
  // for every clue under the fog is in the puzzle as drawn. The lit cells (`foglight`, or a
  // cage labelled "foglight" as SudokuMaker names it) and the triggers that lift the fog
  // (`triggereffect`, read only beside fog) are left out.
  void read_fog() {
    const json* light = member(pad_, "foglight");
    const bool lit = light && !light->empty();
    if (lit) {
      if (!light->is_array()) refuse("foglight: not a list of cells");
      for (const json& v : *light) {
        const Point p = point(v, "foglight");
        if (!inside({static_cast<int>(std::lround(p.r)), static_cast<int>(std::lround(p.c))}))
          refuse("foglight: a lit cell outside the grid");
      }
    }
    if (lit || fog_cages_ > 0)
      read_as_.push_back("fog of war: how the puzzle is shown (no rule); the clues under it are read");
    const json* triggers = member(pad_, "triggereffect");
    if (triggers && !triggers->empty() && !lit && fog_cages_ == 0)
      refuse("'triggereffect': triggers without fog of war, which sudosat does not read (they may change the puzzle)");
  }

  // The edge between two cells of the grid a point lies on: one coordinate on a grid line, the
  // other at a cell's centre; the cell above (left) first.
  std::optional<std::pair<Cell, Cell>> edge_at(Point c) const {
    const Cell x = cell_at(c);
    std::optional<std::pair<Cell, Cell>> edge;
    if (at_line(c.r) && at_centre(c.c)) edge = std::make_pair(Cell{static_cast<int>(std::lround(c.r)) - 1, x.c}, Cell{static_cast<int>(std::lround(c.r)), x.c});
    if (at_centre(c.r) && at_line(c.c)) edge = std::make_pair(Cell{x.r, static_cast<int>(std::lround(c.c)) - 1}, Cell{x.r, static_cast<int>(std::lround(c.c))});
    if (edge && !(inside(edge->first) && inside(edge->second))) edge.reset();
    return edge;
  }

  // The cells of each cage drawn (empty for one without cells), as SudokuPad lists them.
  std::vector<std::vector<Cell>> cage_cells() const {
    std::vector<std::vector<Cell>> out;
    const json* cages = member(pad_, "cages");
    if (!cages || !cages->is_array()) return out;
    for (std::size_t k = 0; k < cages->size(); ++k) {
      out.emplace_back();
      const json* list = member((*cages)[k], "cells");
      if (!list || !list->is_array()) continue;
      for (const json& v : *list) {
        const Point p = point(v, "cages[" + std::to_string(k) + "]");
        out.back().push_back({static_cast<int>(std::lround(p.r)), static_cast<int>(std::lround(p.c))});
      }
    }
    return out;
  }

  // A Roman numeral cage's cells in reading order: a straight run of one row (left to right) or
  // one column (top to bottom), the only orders the rules give; any other shape is refused.
  std::vector<Cell> roman_number(std::vector<Cell> cells, const std::string& where) const {
    std::sort(cells.begin(), cells.end());
    bool row = true, column = true;
    for (std::size_t i = 1; i < cells.size(); ++i) {
      row = row && cells[i].r == cells[0].r && cells[i].c == cells[i - 1].c + 1;
      column = column && cells[i].c == cells[0].c && cells[i].r == cells[i - 1].r + 1;
    }
    if (!row && !column)
      refuse(where + ": a Roman numeral cage from " + name(cells.front()) + " that is not a straight run of one row or "
             "column: sudosat cannot tell which way it reads as a number");
    return cells;  // sorted: left to right along a row, top to bottom down a column
  }

  // Roman numeral cages (the rules give each letter's total and the reading order): a letter
  // the rules give a total, on the edge between cells of two cages, joins them; each cage reads
  // as a number and the two sum to the total (a numbersum entry). A white circle without text
  // under the letter is its background. A letter of no total, or not between two cages, is
  // refused; the cages it joins are read here (read_cages skips them).
  void read_roman() {
    if (roman_totals_.empty()) return;
    const std::vector<std::vector<Cell>> cages = cage_cells();
    std::map<Cell, std::size_t> cage_of;
    for (std::size_t k = 0; k < cages.size(); ++k)
      for (const Cell& x : cages[k]) cage_of.emplace(x, k);
    for (Mark& m : marks_) {
      std::string letter = trim(m.text);
      for (char& ch : letter) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      if (m.used || roman_value(letter) == 0) continue;
      const auto edge = edge_at(m.centre);
      const auto a = edge ? cage_of.find(edge->first) : cage_of.end(), b = edge ? cage_of.find(edge->second) : cage_of.end();
      const bool joins = a != cage_of.end() && b != cage_of.end() && a->second != b->second;
      const auto total = roman_totals_.find(letter);
      if ((letter == "X" || letter == "V") && states(word<rule::XV>())) {
        if (!joins) continue;  // an XV mark (read_marks)
        refuse(at(m) + ": a " + letter + " between two cages, and the rules name both XV marks and Roman numeral "
               "cages: sudosat cannot tell which it is");
      }
      if (!joins)
        refuse(at(m) + ": a Roman numeral '" + letter + "' that does not stand on the edge between cells of two cages");
      if (total == roman_totals_.end())
        refuse(at(m) + ": a Roman numeral '" + letter + "' joining two cages, and the rules give no total for the letter " + letter);
      m.used = true;
      claim_background(m);
      const std::string first = "cages[" + std::to_string(a->second) + "]", second = "cages[" + std::to_string(b->second) + "]";
      add(kind_key<rule::NumberSum>(),
          {{"first", fp_cells(roman_number(cages[a->second], first), first)},
           {"second", fp_cells(roman_number(cages[b->second], second), second)},
           {"value", total->second}},
          m.where, kRomanSum);
      std::string read = m.where + ": " + kind_key<rule::NumberSum>();  // the two numbers told apart
      for (const char* part : {"first", "second"}) {
        if (std::string(part) == "second") read += " +";
        cell_names(out_[kind_key<rule::NumberSum>()].back()[part], read);
      }
      read_as_.back() = read + ", " + std::to_string(total->second);
      roman_cages_.insert(a->second);
      roman_cages_.insert(b->second);
    }
  }

  void read_cages() {
    const json* cages = member(pad_, "cages");
    if (!cages || !cages->is_array()) return;
    for (std::size_t k = 0; k < cages->size(); ++k) {
      const json& e = (*cages)[k];
      const std::string where = "cages[" + std::to_string(k) + "]";
      const json* list = member(e, "cells");
      if (!list || !list->is_array() || list->empty()) continue;  // metadata
      std::vector<Cell> cells;
      for (const json& v : *list) {
        const Point p = point(v, where);
        cells.push_back({static_cast<int>(std::lround(p.r)), static_cast<int>(std::lround(p.c))});
      }
      const json* unique = member(e, "unique");
      if (flag(e, "hidden") && unique && unique->is_boolean() && !unique->get<bool>()) continue;  // cells in no region
      const std::string style = shown_text(e, "style");
      const std::string value = trim(shown_text(e, "value"));
      const std::string start = name(cells.front());
      if (roman_cages_.count(k)) {  // a number of Roman numeral cages (read_roman)
        if (!value.empty()) refuse(where + ": a Roman numeral cage from " + start + " showing '" + value + "'");
        continue;
      }
      if (!roman_totals_.empty() && value.empty() && !states("killer"))
        refuse(where + ": a cage from " + start + " joined to no other by a Roman numeral, and the rules name no other cages");
      std::string lower = value;
      for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      if (lower == "foglight") {  // SudokuMaker's lit cells of a fog of war: read_fog
        for (const Cell& x : cells)
          if (!inside(x)) refuse(where + ": a fog light outside the grid");
        ++fog_cages_;
        continue;
      }
      if (!style.empty() && style != "killer")
        refuse(where + ": a cage from " + start + " drawn as '" + style + "', which sudosat does not read");
      if (states(kCloneLetters) && value.size() == 1 && std::isalpha(static_cast<unsigned char>(value[0]))) {
        letter_cages_[value].push_back({cells, where});  // read_letter_clones
        continue;
      }
      if (cage_total_ != 0) {
        read_the_cage(*cages, cells, value, where, start);
        continue;
      }
      if (labelled_cage(e, cells, value, where, start)) continue;
      if (sum_cage(e, where, start)) {
        add(kind_key<rule::SumCage>(), {{"cells", fp_cells(cells, where)}, {"value", value}}, where);
        continue;
      }
      // look-and-say cages, the rules naming no other: SudokuMaker's own element, its export assumed
      // a cage showing the clue ("1522"), its digits free to repeat (any 'unique')
      if (states(word<rule::LookAndSay>())) {
        if (states("killer") || states(word<rule::SumCage>()) || states(word<rule::RellikCage>()) ||
            states(stated_word({Stated::CageRepeat})))
          refuse(where + ": a cage from " + start + ", and the rules name look-and-say cages beside other cages: "
                 "sudosat cannot tell what this one is");
        if (value.empty()) refuse(where + ": a look-and-say cage from " + start + " without its clue");
        // a clue of six figures comes out of PuzzleZipper's unzipping as a colour ("#131114")
        const bool unzipped = value.size() == 7 && value[0] == '#' &&
                              std::all_of(value.begin() + 1, value.end(), [](char c) { return c >= '0' && c <= '9'; });
        add(kind_key<rule::LookAndSay>(), {{"cells", fp_cells(cells, where)}, {"value", unzipped ? value.substr(1) : value}},
            where);
        continue;
      }
      if (unique && unique->is_boolean() && !unique->get<bool>())
        refuse(where + ": a cage from " + start + " whose digits may repeat, and the rules do not name sum cages");
      // digital root cages, the rules naming no other: each cage's clue is the digital root of its
      // digits' sum (f-puzzles' cosmetic cage showing DR and the clue)
      if (states(word<rule::DigitalRoot>())) {
        if (states("killer") || states(word<rule::SumCage>()) || states(word<rule::RellikCage>()) ||
            states(stated_word({Stated::CageRepeat})))
          refuse(where + ": a cage from " + start + ", and the rules name digital root cages beside other cages or "
                 "repeating digits: sudosat cannot tell what this one is");
        if (value.empty()) refuse(where + ": a digital root cage from " + start + " without its clue");
        if (value.size() != 1 || value[0] < '1' || value[0] > '9')
          refuse(where + ": a digital root cage from " + start + " showing '" + value + "', not a digit 1 to 9");
        add(kind_key<rule::DigitalRoot>(), {{"cells", fp_cells(cells, where)}, {"value", "DR" + value}}, where,
            word<rule::DigitalRoot>());
        continue;
      }
      // rellik cages, the rules naming no other: SudokuMaker has none, so its killer cages or its
      // cosmetic ones (no 'unique') draw them
      if (states(word<rule::RellikCage>())) {
        if (states("killer") || states(word<rule::SumCage>()) || states(stated_word({Stated::CageRepeat})))
          refuse(where + ": a cage from " + start + ", and the rules name rellik cages beside other cages or "
                 "repeating digits: sudosat cannot tell what this one is");
        if (value.empty()) refuse(where + ": a rellik cage from " + start + " without the sum its digits avoid");
        const std::string avoided = value.rfind("\u2260", 0) == 0 ? trim(value.substr(3)) : value;  // "≠10"
        if (!is_whole(avoided)) refuse(where + ": a rellik cage from " + start + " showing '" + value + "', not a sum");
        add(kind_key<rule::RellikCage>(), {{"cells", fp_cells(cells, where)}, {"value", avoided}}, where);
        continue;
      }
      if (sudokumaker_ && !flag(e, "unique")) {  // SudokuMaker marks its killer cages unique
        if (leave_out(where + " (a cage from " + start + " without 'unique', SudokuMaker's cosmetic cage)")) continue;
        refuse(where + ": a cage from " + start + " without 'unique', as SudokuMaker exports a cosmetic cage: "
               "sudosat cannot tell what it stands for");
      }
      if (!value.empty() && !is_whole(value))
        refuse(where + ": a cage from " + start + " showing '" + value + "', not a sum");
      bool shaded = true;
      for (const Cell& x : cells) shaded = shaded && inside(x) && shaded_cell(x);
      if (value.empty() && shaded && states(word<rule::ExtraRegion>()) && !states("killer")) {
        add(kind_key<rule::ExtraRegion>(), {{"cells", fp_cells(cells, where)}}, where);
        continue;
      }
      if (!states("killer")) {
        const bool cages_named = std::any_of(stated_.begin(), stated_.end(), [](const std::string& s) {
          return s == "killer" || s.find("cage") != std::string::npos;
        });
        if (!cages_named && leave_out(where + " (a cage from " + start + ", and the rules name no cage)"))
          continue;
        refuse(where + ": a cage from " + start + ", and the rules do not say that its digits sum to its clue "
               "and do not repeat (a killer cage)");
      }
      json entry = {{"cells", fp_cells(cells, where)}};
      if (!value.empty()) entry["value"] = value;
      add(kind_key<rule::Killer>(), entry, where);
    }
  }

  // Whether cage e is labelled an inequality total ("<15", ">30", "≤15", "≥15") or a product
  // ("x24", "×24", "*24", "24x", "24×"), and then read: a killercage entry with the total's text
  // when the rules state killer cages (or that digits do not repeat in cages) and the inequality
  // rule; a productcage entry when they state product cages. Neither is a SudokuMaker killer cage
  // (its values are numbers): without `unique` it is the cosmetic cage it draws them with. Refused
  // when the rules do not say what the label means, when the cage's digits may repeat, and when
  // the rules name sum cages and the cage is not marked unique (which of the two?).
  bool labelled_cage(const json& e, const std::vector<Cell>& cells, const std::string& value, const std::string& where,
                     const std::string& start) {
    std::string sign, number = value;
    for (const char* s : {"<", ">", "\u2264", "\u2265"})
      if (value.rfind(s, 0) == 0) sign = s;
    bool product = false;
    if (sign.empty()) {
      for (const char* s : {"x", "\u00d7", "*"})
        if (value.rfind(s, 0) == 0) number = value.substr(std::char_traits<char>::length(s)), product = true;
      for (const char* s : {"x", "\u00d7"}) {
        const std::size_t n = std::char_traits<char>::length(s);
        if (!product && value.size() > n && value.compare(value.size() - n, n, s) == 0)
          number = value.substr(0, value.size() - n), product = true;
      }
    } else {
      number = value.substr(sign.size());
    }
    number = trim(number);
    if ((sign.empty() && !product) || !is_whole(number)) return false;
    const std::string what = product ? "a product cage (its digits do not repeat and multiply to the number)"
                                     : "an inequality killer cage (its digits do not repeat and sum to less or more "
                                       "than the number)";
    if (as_drawn_)
      refuse(where + ": a cage from " + start + " showing '" + value + "', which only a rules text can make " + what +
             "; --as-drawn reads none");
    const json* unique = member(e, "unique");
    if (unique && unique->is_boolean() && !unique->get<bool>())
      refuse(where + ": a cage from " + start + " showing '" + value + "' whose digits may repeat, not " + what);
    if (states(word<rule::SumCage>()) && !flag(e, "unique"))
      refuse(where + ": a cage from " + start + " showing '" + value + "' without 'unique', and the rules name sum "
             "cages: sudosat cannot tell whether its digits may repeat");
    // the largest sum of distinct digits: 1..n, or 0..n-1 when the rules name the digits from 0
    const long long n = std::stoll(number), top = static_cast<long long>(n_) * (from_zero_ ? n_ - 1 : n_ + 1) / 2;
    json entry = {{"cells", fp_cells(cells, where)}};
    if (product) {
      if (!states(word<rule::ProductCage>()))
        refuse(where + ": a cage from " + start + " showing '" + value + "', and the rules do not say that it is " +
               what);
      if (n < (from_zero_ ? 0 : 1))  // a product of 0: a cage holding the digit 0
        refuse(where + ": a cage from " + start + " showing '" + value + "': a product is 1 or more");
      entry["value"] = number;
      add(kind_key<rule::ProductCage>(), entry, where);
      return true;
    }
    if (!states(word<rule::KillerBound>()) || !(states("killer") || states("cage distinct")))
      refuse(where + ": a cage from " + start + " showing '" + value + "', and the rules do not say that it is " + what);
    if (n < 1 || n > top)
      refuse(where + ": a cage from " + start + " showing '" + value + "': an inequality total is 1 to " +
             std::to_string(top));
    entry["value"] = sign + number;
    add(kind_key<rule::Killer>(), entry, where, word<rule::KillerBound>());
    return true;
  }

  // Whether cage e is a sum cage (digits may repeat): not marked unique (SudokuMaker's and the
  // converter's killer cages are), and the rules name sum cages; one marked `unique: false` is
  // one under --as-drawn too. A cage without `unique` is refused when the rules name both kinds
  // and it is not SudokuMaker's (whose killer cages always carry it).
  // "Digits in the cage total 17": the puzzle's one cage (a drawn cage with cells, beside fog
  // lights), showing that total or none. Its digits must all be in one row, column or region,
  // where none can repeat: whether they may repeat, the sentence does not say.
  void read_the_cage(const json& cages, const std::vector<Cell>& cells, const std::string& value,
                     const std::string& where, const std::string& start) {
    int drawn = 0;
    for (const json& c : cages) {
      const json* list = member(c, "cells");
      const std::string label = lower(trim(shown_text(c, "value")));
      if (list && list->is_array() && !list->empty() && label != "foglight") ++drawn;
    }
    if (drawn != 1)
      refuse(where + ": the rules give 'the cage' a total, and the puzzle draws " + std::to_string(drawn) + " cages");
    if (!value.empty() && value != std::to_string(cage_total_))
      refuse(where + ": the cage from " + start + " shows '" + value + "', and the rules give it " + std::to_string(cage_total_));
    bool row = true, column = true, region = true;
    for (const Cell& x : cells) {
      if (!inside(x)) refuse(where + ": a cage outside the grid");
      row = row && x.r == cells.front().r;
      column = column && x.c == cells.front().c;
      region = region && out_["grid"][static_cast<std::size_t>(x.r)][static_cast<std::size_t>(x.c)]["region"] ==
                             out_["grid"][static_cast<std::size_t>(cells.front().r)][static_cast<std::size_t>(cells.front().c)]["region"] &&
               !out_["grid"][static_cast<std::size_t>(x.r)][static_cast<std::size_t>(x.c)]["region"].is_null();
    }
    if (!row && !column && !region)
      refuse(where + ": the cage from " + start + " spans rows, columns and regions, and the rules give its total "
             "without saying whether its digits may repeat");
    add(kind_key<rule::Killer>(), {{"cells", fp_cells(cells, where)}, {"value", std::to_string(cage_total_)}}, where,
        kCageTotal);
  }

  bool sum_cage(const json& e, const std::string& where, const std::string& start) const {
    const json* unique = member(e, "unique");
    const bool may_repeat = unique && unique->is_boolean() && !unique->get<bool>();
    if (flag(e, "unique") || !(as_drawn_ ? may_repeat : states(word<rule::SumCage>()))) return false;
    if (!as_drawn_ && !may_repeat && !sudokumaker_ && states("killer"))
      refuse(where + ": a cage from " + start + " without 'unique', and the rules name both killer cages and sum "
             "cages: sudosat cannot tell which it is");
    const std::string value = trim(shown_text(e, "value"));
    if (value.empty()) refuse(where + ": a sum cage from " + start + " without its sum");
    if (!is_whole(value)) refuse(where + ": a cage from " + start + " showing '" + value + "', not a sum");
    return true;
  }

  bool shaded_cell(Cell x) {
    for (Mark& m : marks_)
      if (!m.rounded && m.text.empty() && m.width > 0.9 && m.height > 0.9 && cell_at(m.centre) == x &&
          at_centre(m.centre.r) && at_centre(m.centre.c) && m.fill && m.fill->a > 0.05 && !is_light(m.fill))
        return true;
    return false;
  }

  // Cells shaded in a colour whose sum the rules give ("digits in green cells sum to 77"): all of
  // them one sum cage, its digits free to repeat where the grid allows. A shading is a square mark
  // without text, a cell or more wide, in that colour family; the cells whose centres it covers.
  void read_cell_sums() {
    for (const auto& [colour, sum] : cell_sums_) {
      std::set<Cell> cells;
      std::string from;
      for (Mark& m : marks_) {
        if (m.used || m.rounded || !m.text.empty() || m.width < 0.9 || m.height < 0.9 || !m.fill || m.fill->a < 0.05 ||
            colour_word(*m.fill) != colour)
          continue;
        m.used = true;
        for (const Cell& x : covered(m)) cells.insert(x);
        if (from.empty()) from = m.where;
      }
      if (cells.empty()) continue;  // check_named: the rules name cells never drawn
      const std::vector<Cell> list(cells.begin(), cells.end());
      add(kind_key<rule::SumCage>(), {{"cells", fp_cells(list, from)}, {"value", std::to_string(sum)}},
          colour + " cells (" + from + ", ...)", kCellSum);
    }
  }

  // Cells shaded in a colour the minimum or maximum rule names ("grey cells are larger than
  // their orthogonal neighbours", a fortress), or the odd or even rule said of cells of a colour
  // ("the digits in the orange cells are odd": shaded_parity_), or in any colour when such a rule
  // says "shaded" and names none (any_shading_): each such cell one of that kind. A shading is a
  // square mark without text, a cell or more wide; the cells whose centres it covers. Two of these
  // rules naming one colour, or one cell: refused.
  void read_shaded_cells() {
    const std::string minimum = word<rule::Minimum>(), maximum = word<rule::Maximum>();
    for (const std::string& c : colours_[minimum])
      if (colours_[maximum].count(c)) refuse("rules: " + c + " cells are named both minimums and maximums");
    auto names = [&](const std::string& kind, const Mark& m) {
      if (any_shading_.count(kind)) return m.fill->a >= 0.1;  // "digits in shaded cells ...": any colour
      if (kind == minimum || kind == maximum) return named_colour(kind, m.fill);
      const auto it = shaded_parity_.find(kind);
      return it != shaded_parity_.end() && m.fill->a >= 0.1 && it->second.count(colour_word(*m.fill)) > 0;
    };
    const std::string order[] = {minimum, maximum, word<rule::Odd>(), word<rule::Even>()};  // each its kind's key
    auto a = [](const std::string& k) { return std::string(k[0] == 'o' || k[0] == 'e' ? "an " : "a ") + k; };
    std::map<Cell, std::string> seen;
    for (Mark& m : marks_) {
      if (m.used || m.rounded || !m.text.empty() || m.width < 0.9 || m.height < 0.9 || !m.fill || m.fill->a < 0.05) continue;
      std::vector<std::string> kinds;
      for (const std::string& k : order)
        if (names(k, m)) kinds.push_back(k);
      if (kinds.empty()) continue;
      if (kinds.size() > 1)
        refuse(at(m) + ": cells shaded in a colour the rules give both " + kinds[0] + " and " + kinds[1] + " cells");
      const std::string& kind = kinds[0];
      m.used = true;
      for (const Cell& x : covered(m)) {
        const auto [it, fresh] = seen.emplace(x, kind);
        if (!fresh && it->second != kind) {  // named in the order above
          const bool first = std::find(std::begin(order), std::end(order), it->second) <
                             std::find(std::begin(order), std::end(order), kind);
          refuse(at(m) + ": " + name(x) + " shaded both as " + a(first ? it->second : kind) + " and as " +
                 a(first ? kind : it->second));
        }
        if (fresh) add(kind, {{"cell", fp(x)}}, m.where + " (" + name(x) + ")");
      }
    }
  }

  // Clones drawn as shading (SudokuPad's converter shades every cell of every part #CFCFCF;
  // SudokuMaker's Clone shades its cells in its colour), read when the rules name clones: the
  // cells shaded in one colour (of those the rule names, if it names any) fall into orthogonally
  // connected parts, which must all have one shape up to translation; each part copies the first
  // in reading order, cell by cell in reading order. Two parts of a colour, or more of two cells
  // or more when the rules say "of the same colour" (SudokuMaker draws its clones of cell pairs in
  // one colour); a part alone, parts of two shapes, or more than two otherwise: refused (which
  // part copies which is not drawn).
  void read_clones() {
    if (!states(word<rule::Clone>()) || states(kCloneLetters)) return;  // letters: read_letter_clones
    const std::set<std::string>& named = colours_[word<rule::Clone>()];
    std::map<std::string, std::set<Cell>> shaded;  // exact colour -> cells
    std::map<std::string, std::string> from;
    for (Mark& m : marks_) {
      if (m.used || m.rounded || !m.text.empty() || m.width < 0.9 || m.height < 0.9 || !m.fill || m.fill->a < 0.05 ||
          (!named.empty() && !named.count(colour_word(*m.fill))))
        continue;
      m.used = true;
      const std::string key = std::to_string(m.fill->r) + "," + std::to_string(m.fill->g) + "," + std::to_string(m.fill->b);
      for (const Cell& x : covered(m)) shaded[key].insert(x);
      if (!from.count(key)) from[key] = m.where;
    }
    for (const auto& [key, cells] : shaded) {
      const std::vector<std::vector<Cell>> parts = connected_parts(cells);
      const std::string where = from[key];
      if (parts.size() < 2) refuse(where + ": cells shaded for clones (" + name(parts[0][0]) + ", ...), and no second part of their colour to copy them");
      // more than two parts of single cells: SudokuMaker's clones of cell pairs in one colour
      if (parts.size() > 2 && (!clones_same_colour_ || parts[0].size() == 1))
        refuse(where + ": " + std::to_string(parts.size()) + " parts shaded for clones in one colour: sudosat cannot tell which copies which");
      for (std::size_t k = 1; k < parts.size(); ++k) {
        if (shape(parts[k]) != shape(parts[0]))
          refuse(where + ": clones shaded in one colour with parts of two shapes (" + name(parts[0][0]) + ", " +
                 name(parts[k][0]) + "): sudosat cannot tell which cell copies which");
        add(kind_key<rule::Clone>(), {{"cells", fp_cells(parts[0], where)}, {"cloneCells", fp_cells(parts[k], where)}},
            where + " (" + name(parts[0][0]) + ", " + name(parts[k][0]) + ")");
      }
    }
  }

  // `cells` as their orthogonally connected parts, each in reading order, the parts sorted.
  static std::vector<std::vector<Cell>> connected_parts(const std::set<Cell>& cells) {
    std::vector<std::vector<Cell>> parts;
    std::set<Cell> left = cells;
    while (!left.empty()) {
      std::vector<Cell> part{*left.begin()};
      left.erase(left.begin());
      for (std::size_t k = 0; k < part.size(); ++k)
        for (const Cell& d : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}})
          if (const auto it = left.find(Cell{part[k].r + d.r, part[k].c + d.c}); it != left.end()) {
            part.push_back(*it);
            left.erase(it);
          }
      std::sort(part.begin(), part.end());
      parts.push_back(std::move(part));
    }
    std::sort(parts.begin(), parts.end());
    return parts;
  }

  // The cells shaded (square marks without text, a cell or more wide) in the colour families
  // `named` (any colour when empty) that no other reading took; those marks are taken. `from`: the
  // first mark's place.
  std::set<Cell> take_shading(const std::set<std::string>& named, std::string& from) {
    std::set<Cell> shaded;
    for (Mark& m : marks_) {
      if (m.used || m.rounded || !m.text.empty() || m.width < 0.9 || m.height < 0.9 || !m.fill || m.fill->a < 0.05 ||
          (!named.empty() && !named.count(colour_word(*m.fill))))
        continue;
      const std::vector<Cell> cells = covered(m);
      if (cells.empty()) continue;
      m.used = true;
      shaded.insert(cells.begin(), cells.end());
      if (from.empty()) from = m.where;
    }
    return shaded;
  }

  // Magic squares drawn as shading, when the rules name them so ("the grey 3x3 boxes are magic
  // squares"): the cells shaded in the colours the rules give them (any colour when they give
  // none), whole cells or several at once; each connected part a square of 3x3 cells or more.
  void read_magic_squares() {
    if (!states(word<rule::MagicSquare>())) return;
    std::string from;
    for (const std::vector<Cell>& part : connected_parts(take_shading(colours_[word<rule::MagicSquare>()], from))) {
      std::vector<int> cells;
      for (const Cell& x : part) cells.push_back(x.r * n_ + x.c);
      if (magic_side(cells, n_) == 0)
        refuse(from + ": cells shaded for magic squares (" + name(part[0]) + ", ...) that are not a square of 3x3 cells "
               "or more");
      add(kind_key<rule::MagicSquare>(), {{"cells", fp_cells(part, from)}}, from + " (" + name(part[0]) + ")");
    }
  }

  // Extra regions drawn as shading alone, when the rules name them and no cage drew one ("each of
  // the shaded regions contains the digits 1-9 once"): the cells shaded in the colours the rules
  // give them (any colour when they give none), in orthogonally connected parts; each part an
  // extra region of at most n cells (more: two regions touching, or not a region; refused).
  void read_shaded_regions() {
    const std::string extra = word<rule::ExtraRegion>();
    if (!states(extra) || drawn_.count(kind_key<rule::ExtraRegion>())) return;
    std::string from;
    for (const std::vector<Cell>& part : connected_parts(take_shading(colours_[extra], from))) {
      if (static_cast<int>(part.size()) > n_)
        refuse(from + ": cells shaded for extra regions (" + name(part[0]) + ", ...) in a part of " +
               std::to_string(part.size()) + " cells, more than a region of a grid of size " + std::to_string(n_) +
               " holds");
      add(kind_key<rule::ExtraRegion>(), {{"cells", fp_cells(part, from)}}, from + " (" + name(part[0]) + ")");
    }
  }

  // Clones drawn as cages marked with one same letter ("(marked with the same letter)"): each
  // letter's cages, two or more of one shape up to translation, cell by cell in reading order.
  void read_letter_clones() {
    for (auto& [letter, cages] : letter_cages_) {
      for (auto& [cells, where] : cages) {
        for (const Cell& x : cells)
          if (!inside(x)) refuse(where + ": a clone's cage outside the grid");
        std::sort(cells.begin(), cells.end());
      }
      const std::string& where = cages.front().second;
      if (cages.size() < 2)
        refuse(where + ": a cage marked '" + letter + "' for clones, and no second cage of that letter to copy it");
      for (std::size_t k = 1; k < cages.size(); ++k) {
        if (shape(cages[k].first) != shape(cages[0].first))
          refuse(cages[k].second + ": clones marked '" + letter + "' of two shapes (" + name(cages[0].first[0]) + ", " +
                 name(cages[k].first[0]) + "): sudosat cannot tell which cell copies which");
        add(kind_key<rule::Clone>(), {{"cells", fp_cells(cages[0].first, where)}, {"cloneCells", fp_cells(cages[k].first, where)}},
            where + " and " + cages[k].second + " ('" + letter + "')");
      }
    }
  }

  // A letter's background: a white circle without text under its centre, up to 0.6 wide.
  void claim_background(const Mark& letter) {
    for (Mark& under : marks_)
      if (!under.used && under.text.empty() && under.rounded && near(under.centre.r, letter.centre.r) &&
          near(under.centre.c, letter.centre.c) && under.width <= 0.6 && under.fill && lightness(*under.fill) > 0.85)
        under.used = true;
  }

  // --- marks: kropki dots, XV and sum dots, inequality signs, counting circles, quadruples, odd and
  // even cells, clues outside, shading
  void read_marks() {
    std::vector<const Mark*> outside, counting;
    std::vector<Cell> circle_region, square_region;
    // X and V letters' backgrounds first (a circle might come before its letter), unless the
    // rules name white dots: a white circle could then be one
    if (!states(word<rule::Difference>()))
      for (const Mark& m : marks_)
        if (!m.used && (trim(m.text) == "X" || trim(m.text) == "V" || trim(m.text) == "x" || trim(m.text) == "v") &&
            edge_at(m.centre))
          claim_background(m);
    for (Mark& m : marks_) {
      if (m.used) continue;
      m.used = true;
      const Point c = m.centre;
      const bool cell_centre = at_centre(c.r) && at_centre(c.c);
      const Cell x = cell_at(c);
      const std::optional<std::pair<Cell, Cell>> edge = edge_at(c);  // between two cells of the grid
      const bool small = m.width <= 0.45 && m.height <= 0.45;
      const std::string& mark_region = m.rounded ? kCircleRegion : kSquareRegion;  // "no repeats in circles"
      std::string upper = m.text;
      std::transform(upper.begin(), upper.end(), upper.begin(), [](char ch) { return static_cast<char>(std::toupper(static_cast<unsigned char>(ch))); });
      if (edge && small && is_whole(m.text) && sum_dot(m)) {
        add(kind_key<rule::XV>(), {{"cells", json::array({fp(edge->first), fp(edge->second)})}, {"value", m.text}}, m.where);
      } else if (edge && small && m.rounded && (m.text.empty() || is_whole(m.text))) {
        const bool black = is_dark(m.fill), white = !black && m.fill && lightness(*m.fill) > 0.85 && is_dark(m.border);
        if (!black && !white) refuse(at(m) + ": a dot on an edge that is neither black nor white");
        json entry = {{"cells", json::array({fp(edge->first), fp(edge->second)})}};
        if (!m.text.empty()) entry["value"] = m.text;
        add(black ? kind_key<rule::Ratio>() : kind_key<rule::Difference>(), entry, m.where);
      } else if (edge && (upper == "X" || upper == "V")) {
        if (m.text == "v" && edge->first.c == edge->second.c && states(word<rule::GreaterThan>()))
          refuse(at(m) + ": a 'v' between " + name(edge->first) + " and " + name(edge->second) + ", and the rules name "
                 "inequality signs: sudosat cannot tell a V (sum 5) from a sign pointing down");
        // XVXV's letters are XV's: the rules say which (both: which is which cannot be told)
        const bool xvxv = states(word<rule::XVXV>());
        if (xvxv && states(word<rule::XV>()))
          refuse(at(m) + ": an " + upper + " mark, and the rules name both XV and XVXV marks: sudosat cannot tell "
                 "which it is");
        add(xvxv ? kind_key<rule::XVXV>() : kind_key<rule::XV>(),
            {{"cells", json::array({fp(edge->first), fp(edge->second)})}, {"value", upper}}, m.where);
      } else if (edge && read_inequality(m, *edge)) {
        // read as a greater-than sign
      } else if (cell_centre && inside(x) && m.rounded && m.text.empty() && m.width >= 0.4 && m.width <= 1.0 &&
                 std::fabs(m.width - m.height) < 0.05 && counting_circle(m)) {
        counting.push_back(&m);
      } else if (at_line(c.r) && at_line(c.c) && m.rounded && m.width >= 0.5 && !m.text.empty()) {
        read_quadruple(m);
      } else if (cell_centre && inside(x) && m.text.empty() && m.width >= 0.4 && m.width <= 0.9 &&
                 std::fabs(m.width - m.height) < 0.05 && states(mark_region) &&
                 (colours_[mark_region].empty() || named_colour(mark_region, m.fill))) {
        // "there are no repeated digits in circles": the circle's cell in their region
        if (states(m.rounded ? word<rule::Odd>() : word<rule::Even>()))
          refuse(at(m) + ": the rules name " + (m.rounded ? "odd circles" : "even squares") + " and a region of " +
                 (m.rounded ? "circles" : "squares") + ": sudosat cannot tell which is which");
        (m.rounded ? circle_region : square_region).push_back(x);
      } else if (cell_centre && inside(x) && m.text.empty() && m.width >= 0.4 && m.width <= 0.9 && std::fabs(m.width - m.height) < 0.05 &&
                 ((is_grey(m.fill) && !is_light(m.fill)) || named_colour(m.rounded ? word<rule::Odd>() : word<rule::Even>(), m.fill))) {
        const auto named = named_cells_.find(x);  // the mark of a cell the rules name: read with them
        if (named != named_cells_.end() && (named->second == (m.rounded ? Kind::Odd : Kind::Even) ||
                                            named->second == Kind::Minimum || named->second == Kind::Maximum))
          continue;
        add(m.rounded ? kind_key<rule::Odd>() : kind_key<rule::Even>(), {{"cell", fp(x)}}, m.where);
      } else if (cell_centre && on_ring(x) && is_whole(m.text)) {
        outside.push_back(&m);
      } else if (cell_centre && inside(x) && !m.rounded && m.text.empty() && m.width > 0.9 && m.height > 0.9) {
        // cell shading: art (or an extra region's cells, read with its cage)
      } else if (!m.rounded && m.text.empty() && shades_cells(m)) {
        read_as_.push_back(m.where + ": shading of several cells: art");
      } else if (far_outside(m) && (m.text.empty() || (!rules_.empty() && title_like(m.text)))) {
        read_as_.push_back(m.where + ": a mark away from the grid" + (m.text.empty() ? std::string() : " showing '" + m.text + "'") +
                           ": art");
      } else if (m.text.empty() && m.fill && m.fill->a < 0.05 && (!m.border || m.border->a < 0.05)) {
        // invisible
      } else {
        const std::string what = at(m) + ": a " + std::string(m.rounded ? "round" : "square") + " mark" +
                                 (m.text.empty() ? "" : " showing '" + m.text + "'");
        if (!leave_out(what)) refuse(what + " that sudosat cannot read as any rule");
      }
    }
    read_counting_circles(counting);
    for (const auto& [cells, what] : {std::pair{&circle_region, "circles"}, std::pair{&square_region, "squares"}}) {
      if (cells->empty()) continue;
      if (static_cast<int>(cells->size()) > n_)
        refuse("the rules say no digit repeats in " + std::string(what) + ", and the puzzle draws " +
               std::to_string(cells->size()) + " of them in a grid of size " + std::to_string(n_));
      std::sort(cells->begin(), cells->end());
      add(kind_key<rule::ExtraRegion>(), {{"cells", fp_cells(*cells, what)}}, std::string("the ") + what,
          what == std::string("circles") ? kCircleRegion : kSquareRegion);
    }
    std::vector<std::string> named;
    for (const std::string& k : {std::string(kind_key<rule::Sandwich>()), std::string(kind_key<rule::XSum>()),
                                 std::string(kind_key<rule::Skyscraper>()), std::string(kind_key<rule::NumberedRoom>()),
                                 std::string(kind_key<rule::Battlefield>()), kFrameSum,
                                 kFrameDigits})
      if (states(k)) named.push_back(k);
    for (const Mark* m : outside) {
      if (named.empty() && leave_out(at(*m) + ": a clue " + m->text + " outside the grid, and the rules name no clue kind"))
        continue;
      if (named.size() != 1)
        refuse(at(*m) + ": a clue " + m->text + " outside the grid, and the rules name " +
               (named.empty() ? "no clue kind it could be" : "several kinds of outside clue"));
      const Cell x = cell_at(m->centre);
      if (named.front() == kFrameSum) {
        read_frame_sum(*m, x);
        continue;
      }
      if (named.front() == kFrameDigits) {
        read_frame_digits(*m, x);
        continue;
      }
      add(named.front(), {{"cell", fp(x)}, {"value", m->text}}, m->where);
    }
  }

  // The first `count` cells of the row or column a clue `what` at x on the ring sees, from it. A
  // clue on a corner of the ring sees no row or column, and a count past the grid: refused.
  std::vector<Cell> seen_from(const Mark& m, Cell x, int count, const std::string& what) {
    Cell step{0, 0};
    if (x.r == -1 && x.c >= 0 && x.c < n_) step = {1, 0};
    else if (x.r == n_ && x.c >= 0 && x.c < n_) step = {-1, 0};
    else if (x.c == -1 && x.r >= 0 && x.r < n_) step = {0, 1};
    else if (x.c == n_ && x.r >= 0 && x.r < n_) step = {0, -1};
    else refuse(at(m) + ": " + what + " " + m.text + " on a corner outside the grid, which sees no row or column");
    if (count > n_)
      refuse(at(m) + ": " + what + " " + m.text + " speaks of the first " + std::to_string(count) +
             " cells, in a grid of size " + std::to_string(n_));
    std::vector<Cell> cells;
    for (int k = 1; k <= count; ++k) cells.push_back({x.r + step.r * k, x.c + step.c * k});
    return cells;
  }

  // A frame sum's clue at x on the ring: the first frame_ cells seen from it, a sum cage (their
  // digits differ where a house says so).
  void read_frame_sum(const Mark& m, Cell x) {
    const std::vector<Cell> cells = seen_from(m, x, frame_, "a frame sum's clue");
    add(kind_key<rule::SumCage>(), {{"cells", fp_cells(cells, m.where)}, {"value", m.text}}, m.where, kFrameSum);
  }

  // An outside digit clue at x on the ring: each digit it shows (one figure each, "125") appears
  // among the first frame_digits_ cells of its row or column seen from it, a quadruple of those
  // cells. A corner, a clue that is not figures 1..n, or a digit twice: refused.
  void read_frame_digits(const Mark& m, Cell x) {
    const std::vector<Cell> cells = seen_from(m, x, frame_digits_, "an outside digit clue");
    json digits = json::array();
    std::set<int> seen;
    for (char ch : m.text) {
      if (ch == ' ' || ch == ',') continue;
      const int d = ch >= '1' && ch <= '9' ? ch - '0' : 0;
      if (d == 0 || d > n_ || !seen.insert(d).second || static_cast<int>(seen.size()) > frame_digits_)
        refuse(at(m) + ": an outside digit clue '" + m.text + "' that is not up to " + std::to_string(frame_digits_) +
               " different digits 1 to " + std::to_string(n_));
      digits.push_back(d);
    }
    if (digits.empty()) refuse(at(m) + ": an outside digit clue that shows no digit");
    add(kind_key<rule::Quadruple>(), {{"cells", fp_cells(cells, m.where)}, {"values", digits}}, m.where, kFrameDigits);
  }

  // A small mark on an edge showing a number, read as the sum of its two cells: the rules name
  // sum dots (a sentence of XV's rule that speaks of dots) and the mark is white (SudokuMaker's
  // XV circle; the converter's square for an xv entry of another sum). A round one is refused
  // when the rules also name white dots (a white dot with a number is a difference).
  bool sum_dot(const Mark& m) const {
    if (!sum_dots_ || !(m.fill && lightness(*m.fill) > 0.85 && m.fill->a > 0.5)) return false;
    if (m.rounded && states(word<rule::Difference>()))
      refuse(at(m) + ": a white dot showing " + m.text + ", and the rules name both white (difference) dots and sum "
             "dots: sudosat cannot tell which it is");
    return true;
  }

  // An inequality sign on the edge between two cells: '<' or '>' (a row's pair), '^' or a
  // logical and / or sign (a column's pair), turned by the mark's angle in quarter turns; it
  // points at the smaller digit: read as a greater-than sign. False for any other text.
  bool read_inequality(const Mark& m, const std::pair<Cell, Cell>& edge) {
    static const std::pair<const char*, Cell> kSigns[] = {  // the sign and where it points
        {"<", {0, -1}}, {">", {0, 1}}, {"^", {-1, 0}}, {"\xE2\x88\xA7", {-1, 0}}, {"\xCB\x84", {-1, 0}},
        {"\xE2\x88\xA8", {1, 0}}, {"\xCB\x85", {1, 0}}};
    const auto sign = std::find_if(std::begin(kSigns), std::end(kSigns), [&](const auto& k) { return m.text == k.first; });
    if (sign == std::end(kSigns)) return false;
    const double turns = m.angle / 90;
    if (std::fabs(turns - std::round(turns)) > 0.02)
      refuse(at(m) + ": an inequality sign '" + m.text + "' turned by " + degrees(m.angle) +
             " degrees: sudosat cannot tell which cell it points at");
    Cell d = sign->second;
    for (long k = ((std::lround(turns) % 4) + 4) % 4; k > 0; --k) d = {d.c, -d.r};  // a quarter turn clockwise
    const Cell along{edge.second.r - edge.first.r, edge.second.c - edge.first.c};  // first is above or left
    if (d != along && d != Cell{-along.r, -along.c})
      refuse(at(m) + ": an inequality sign '" + m.text + "' between " + name(edge.first) + " and " + name(edge.second) +
             " that points at neither");
    const Cell smaller = d == along ? edge.second : edge.first, larger = d == along ? edge.first : edge.second;
    add(kind_key<rule::GreaterThan>(), {{"cells", json::array({fp(larger), fp(smaller)})}}, m.where);
    return true;
  }

  static std::string degrees(double angle) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", angle);
    return text;
  }

  // The colour a mark shows: its fill, or its border when the fill is clear.
  static std::optional<Colour> shown_colour(const Mark& m) {
    return m.fill && m.fill->a >= 0.1 ? m.fill : m.border;
  }

  // Whether a plain circle at a cell's centre is a counting circle: the rules name them, and
  // not odd cells too, unless they give counting circles a colour and this circle has it (and
  // the odd cells' colour is another). Refused when both are named and no colour says which.
  bool counting_circle(const Mark& m) const {
    if (!states(word<rule::CountingCircles>())) return false;
    if (!states(word<rule::Odd>())) return true;
    const auto it = colours_.find(word<rule::CountingCircles>());
    if (it == colours_.end() || it->second.empty())
      refuse(at(m) + ": a circle, and the rules name both odd cells and counting circles without giving the "
             "counting circles' colour");
    const std::optional<Colour> c = shown_colour(m);
    return named_colour(word<rule::CountingCircles>(), c) && !named_colour(word<rule::Odd>(), c);
  }

  // The counting circles: one set, of one colour (circles of two colours may be two sets, which
  // the rules would have to say).
  void read_counting_circles(const std::vector<const Mark*>& circles) {
    if (circles.empty()) return;
    json cells = json::array();
    for (const Mark* m : circles) {
      const Mark& first = *circles.front();
      auto differ = [](const std::optional<Colour>& a, const std::optional<Colour>& b) { return (a || b) && !same_colour(a, b); };
      if (differ(first.fill, m->fill) || differ(first.border, m->border))
        refuse(at(*m) + ": counting circles of two colours (" + name(cell_at(circles.front()->centre)) + ", " +
               name(cell_at(m->centre)) + "): one set of circles or two, the rules do not say");
      cells.push_back(fp(cell_at(m->centre)));
    }
    add(kind_key<rule::CountingCircles>(), {{"cells", cells}}, circles.front()->where);
  }

  void read_quadruple(const Mark& m) {
    const int r = static_cast<int>(std::lround(m.centre.r)), c = static_cast<int>(std::lround(m.centre.c));
    if (r < 1 || r >= n_ || c < 1 || c >= n_) refuse(at(m) + ": a circle with digits on the grid's border");
    json digits = json::array();
    for (char ch : m.text) {
      if (ch >= '1' && ch <= '9') digits.push_back(ch - '0');
      else if (ch != ' ' && ch != ',' && ch != '\n') refuse(at(m) + ": a circle showing '" + m.text + "', not a quadruple's digits");
    }
    if (digits.empty() || digits.size() > 4) refuse(at(m) + ": a circle showing '" + m.text + "', not a quadruple's digits");
    add(kind_key<rule::Quadruple>(), {{"cells", json::array({fp({r - 1, c - 1}), fp({r - 1, c}), fp({r, c - 1}), fp({r, c})})}, {"values", digits}}, m.where);
  }

  // Every kind drawn must be named by the rules, every kind named drawn (or global).
  void check_named() {
    if (as_drawn_) {  // no rules text to judge by: every line must still be read, flags hold
      for (const auto& l : lines_)
        if (!l.used) refuse(l.where + ": a line whose kind only a rules text could say (its shape is no one kind's)");
      for (const std::string& g : kGlobalKinds)
        if (states(g)) {
          out_[g] = true;
          read_as_.push_back("metadata: " + g);
        }
      return;
    }
    if (rules_.empty() && !drawn_.empty())
      refuse("the puzzle draws clues and has no rules text to say what they mean");
    if (!rules_.empty() && !states("sudoku") && !states(stated_word({Stated::RowsColumns})))
      refuse("the rules do not say that normal sudoku rules apply");
    for (const auto& l : lines_)
      if (!l.used) refuse(l.where + ": a line sudosat cannot read as any rule");
    for (const std::string& key : drawn_) {
      if (!states(key == kind_key<rule::Killer>() ? "killer" : key))
        refuse("the puzzle draws " + key + " clues, and its rules do not name them (sudosat reads a drawing only "
               "by what the rules say it means)");
    }
    // "orthogonal neighbours are never consecutive" beside black dots: f-puzzles' rule lets a 1-2
    // pair stand across a black dot, the sentence does not; which one the setter meant, the text
    // alone cannot tell ("all white dots are given" is kropki's negative rule, read as f-puzzles')
    if (states(kind_key<rule::NonConsecutive>()) && drawn_.count(word<rule::Ratio>()) &&
        !states("all " + word<rule::Difference>()))
      refuse("the rules say orthogonal neighbours are never consecutive, and the puzzle draws black dots: sudosat "
             "cannot tell whether a 1 and a 2 may stand across a black dot");
    for (const std::string& g : kGlobalKinds)
      if (states(g)) {
        out_[g] = true;
        read_as_.push_back("rules: " + g);
      }
    if (states(word<rule::EqualCageSums>())) {
      if (!drawn_.count(kind_key<rule::Killer>()))
        refuse("the rules say that cages have equal sums, and the puzzle draws no killer cage");
      for (const std::string& other : {word<rule::KillerBound>(), word<rule::SumCage>(), word<rule::ProductCage>()})
        if (drawn_.count(other))  // the rule's sum is a killer cage's (docs/variants.md)
          refuse("the rules say that cages have equal sums, and the puzzle draws " + other +
                 " clues: sudosat cannot tell whether their totals count");
      out_[kind_key<rule::EqualCageSums>()] = true;
      read_as_.push_back(std::string("rules: ") + kind_key<rule::EqualCageSums>());
    }
    json negative = json::array();
    if (states("all " + word<rule::Ratio>())) negative.push_back(kind_key<rule::Ratio>());
    if (states("all " + word<rule::XV>())) {
      if (states(word<rule::XVXV>()))
        refuse("rules: every X and V given, beside XVXV marks: sudosat cannot tell whether pairs without a mark "
               "may sum to 15");
      negative.push_back(kind_key<rule::XV>());
    }
    if (!negative.empty()) {
      out_[kind_key<rule::NegativeRatio>()] = negative;
      read_as_.push_back("rules: negative " + negative.dump());
    }
    if (states("all " + word<rule::Difference>())) {
      out_[kind_key<rule::NonConsecutive>()] = true;
      read_as_.push_back(std::string("rules: ") + kind_key<rule::NonConsecutive>());
    }
    // "All X's are given." (no V's), "All differences of 4 are shown.": the sums (differences)
    // denied to unmarked neighbours
    if (!negative_sums_.empty()) {
      if (states(word<rule::XVXV>()))
        refuse("rules: every X given, beside XVXV marks: sudosat cannot tell whether pairs without a mark may sum "
               "to 15");
      out_[kind_key<rule::NegativeSum>()] = negative_sums_;
      read_as_.push_back(std::string("rules: ") + kind_key<rule::NegativeSum>() + " " + json(negative_sums_).dump());
    }
    if (!negative_differences_.empty()) {
      if (drawn_.count(word<rule::Ratio>()))  // as f-puzzles' nonconsecutive, or not?
        refuse("rules: every difference of " + std::to_string(*negative_differences_.begin()) +
               " shown, and the puzzle draws black dots: sudosat cannot tell whether a pair across a black dot may "
               "differ by it");
      out_[kind_key<rule::NegativeDifference>()] = negative_differences_;
      read_as_.push_back(std::string("rules: ") + kind_key<rule::NegativeDifference>() + " " +
                         json(negative_differences_).dump());
    }
    static const std::set<std::string> not_drawn = {"sudoku", "note", "cage sum", "cage distinct", "cage product", "killer",
                                                    stated_word({Stated::RowsColumns}), stated_word({Stated::NoBoxes}),
                                                    "all " + word<rule::Ratio>(), "all " + word<rule::XV>(),
                                                    word<rule::NegativeSum>(), word<rule::NegativeDifference>(),
                                                    "all " + word<rule::Difference>(), stated_word({Stated::SameRegion}), kCageRepeat,
                                                    kLockoutEnds, kLockoutInner, kRomanRead, kBattlefieldArmies,
                                                    kBattlefieldSum,
                                                    word<rule::EqualCageSums>(), kCloneLetters};
    if (drawings_only_) return;  // explain_drawings: a kind named may be in a rule key
    for (const std::string& s : stated_) {
      if (not_drawn.count(s) || std::find(std::begin(kGlobalKinds), std::end(kGlobalKinds), s) != std::end(kGlobalKinds)) continue;
      // a pair named together ("kropki", "odd/even", "min/max") needs one of the two drawn
      static const std::map<std::string, std::string> partner = {
          {word<rule::Difference>(), word<rule::Ratio>()}, {word<rule::Ratio>(), word<rule::Difference>()},
          {word<rule::Odd>(), word<rule::Even>()},          {word<rule::Even>(), word<rule::Odd>()},
          {word<rule::Minimum>(), word<rule::Maximum>()},   {word<rule::Maximum>(), word<rule::Minimum>()},
          // to the rules text an inequality cage is a killer cage (not the other way round)
          {word<rule::Killer>(), word<rule::KillerBound>()}};
      const auto it = partner.find(s);
      const bool drawn = drawn_.count(s) || (it != partner.end() && drawn_.count(it->second));
      if (!drawn)
        refuse("the rules name " + s + " clues, and the puzzle draws none that sudosat recognises");
    }
  }
};

}  // namespace

std::optional<std::string> unzip_sudokupad(const std::string& zipped) {
  const json j = json::parse(unzip_text(zipped), nullptr, false);
  if (j.is_discarded()) return std::nullopt;
  return long_keys(j).dump();
}

std::string sudokupad_to_fpuzzles(const std::string& json_text, bool as_drawn, const std::string* rules_text) {
  const json pad = json::parse(json_text, nullptr, false);
  if (pad.is_discarded()) refuse("the puzzle is not JSON");
  return Converter(pad, false, as_drawn, rules_text).run().dump();
}

std::string explain_drawings(const std::string& json_text) {
  const json pad = json::parse(json_text, nullptr, false);
  if (pad.is_discarded()) refuse("the puzzle is not JSON");
  return Converter(pad, true).run().dump();
}

}  // namespace sudosat
