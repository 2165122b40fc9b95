// A puzzle drawn as SudokuMaker exports it to SudokuPad. The sizes and colours are those of
// SudokuMaker's exports (docs/sudokupad.md, "SudokuMaker": seen in eight published exports where
// a kind appears there, SudokuMaker's own constraint model otherwise); the rules text is one
// canonical sentence per kind from docs/rules-sentences.md.
#include "sudokumaker_draw.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/variant.hpp"

namespace sudosat::test {

namespace {

using json = nlohmann::json;

template <class... F>
struct Overload : F... {
  using F::operator()...;
};
template <class... F>
Overload(F...) -> Overload<F...>;

// The line colours: one colour word per plain-line kind (the rules name it, so that several
// kinds of line in one puzzle are told apart). Region sum lines are SudokuMaker's own blue.
struct LineLook {
  const char* colour;  // as drawn
  const char* word;    // as the rules name it
};
const std::map<Kind, LineLook> kLines = {
    {Kind::Palindrome, {"#c0c0c0ff", "grey"}},    {Kind::Renban, {"#f067f0ff", "pink"}},
    {Kind::RegionSumLine, {"#2ecbffff", "blue"}},
    {Kind::EntropicLine, {"#ff9a00ff", "orange"}}, {Kind::ModularLine, {"#e0d000ff", "yellow"}},
    {Kind::Nabner, {"#e03030ff", "red"}},          {Kind::ZipperLine, {"#303030ff", "black"}},
    {Kind::ParityLine, {"#e03030ff", "red"}},      {Kind::LockoutLine, {"#c0c0c0ff", "grey"}},
    {Kind::BetweenLine, {"#c0c0c0ff", "grey"}},    {Kind::DoubleArrow, {"#c0c0c0ff", "grey"}},
    {Kind::SequenceLine, {"#60c060ff", "green"}},  {Kind::SegmentSumLine, {"#e0d000ff", "yellow"}},
    {Kind::SameParityLine, {"#ffb38aff", "orange"}}, {Kind::ProductLine, {"#a040e0ff", "purple"}}};

// Whispers lines' colours, as drawn and as named, one per difference.
const char* const kWhispers[][2] = {{"#60c060ff", "green"},  {"#ff9a00ff", "orange"}, {"#3070e0ff", "blue"},
                                    {"#a040e0ff", "purple"}, {"#e0d000ff", "yellow"}};

// One canonical sentence per kind (docs/rules-sentences.md); `n` for the sandwich's largest
// digit. (Whispers: one sentence per colour, in the drawer.)
std::string sentence(Kind k, int n) {
  auto line = [&](const char* rest) {
    std::string w = kLines.at(k).word;
    w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
    return w + rest;
  };
  switch (k) {
    case Kind::Diagonal: return "Digits cannot repeat on the marked diagonals.";
    case Kind::AntiKing: return "Cells a king's move apart cannot contain the same digit.";
    case Kind::AntiKnight: return "Cells a knight's move apart cannot contain the same digit.";
    case Kind::DisjointGroups: return "Cells in the same position within their boxes cannot contain the same digit.";
    case Kind::EqualCageSums: return "Digits in every cage sum to the same total.";
    case Kind::GlobalEntropy:
      return "Every 2x2 block of cells contains a low (1-3), a middle (4-6) and a high (7-9) digit.";
    case Kind::GlobalModular: return "Every 2x2 block of cells contains a digit of each residue mod 3.";
    case Kind::DutchFlatmates: return "Dutch flatmates.";
    case Kind::NonConsecutive: return "Orthogonally adjacent cells cannot contain consecutive digits.";
    case Kind::NegativeRatio: return "All possible black dots are given.";
    case Kind::NegativeXV: return "All possible X's and V's are given.";
    case Kind::Odd: return "A cell with a yellow circle contains an odd digit.";
    case Kind::Even: return "A cell with a yellow square contains an even digit.";
    case Kind::Minimum: return "A digit marked as a minimum is smaller than each orthogonal neighbour.";
    case Kind::Maximum: return "A digit marked as a maximum is larger than each orthogonal neighbour.";
    case Kind::Difference: return "Cells separated by a white dot contain consecutive digits.";
    case Kind::Ratio: return "Cells separated by a black dot contain digits in a 1:2 ratio.";
    case Kind::XV: return "Cells separated by an X sum to 10 and cells separated by a V sum to 5.";
    case Kind::XVXV:
      return "XVXV: cells connected by a V sum to either 5 or 15; cells connected by an X sum to either 10 or 15.";
    case Kind::GreaterThan: return "Inequality signs.";  // the kind's name: its usual rule
    case Kind::SumCage: return "Digits in cages may repeat and sum to the clue.";
    case Kind::RellikCage: return "Rellik cages: no combination of one or more digits in a cage may sum to the clue.";
    case Kind::DigitalRoot:
      return "Digits in a cage do not repeat, and the clue is the digital root of their sum. The digital root of a "
             "number is found by repeatedly summing its digits until one digit is left.";
    case Kind::CountingCircles: return "Counting circles.";
    case Kind::LookAndSay: return "Read the clue out loud, which describes the nature of the cage.";  // SudokuMaker's
    case Kind::SequenceLine: return "Green lines are sequence lines.";
    case Kind::SegmentSumLine: return "Yellow lines are 10 lines.";
    case Kind::Killer: return "Digits in a cage do not repeat and sum to the cage's clue, if it has one.";
    case Kind::KillerBound:
      return "Digits do not repeat in a cage. A cage's clue with < or > gives a bound: the sum of its digits is less "
             "/ greater than the number.";
    case Kind::ProductCage: return "Digits in a cage multiply to the clue and cannot repeat.";
    case Kind::ExtraRegion: return "Digits cannot repeat in an extra region.";
    case Kind::Clone: return "Grey regions are clones: they contain the same digits in the same positions.";
    case Kind::Quadruple: return "Digits in a circle must appear in at least one of the four surrounding cells.";
    case Kind::LittleKiller: return "Clues outside the grid give the sum of the digits along the indicated diagonal.";
    case Kind::Sandwich:
      return "Clues outside the grid give the sum of the digits between the 1 and the " + std::to_string(n) +
             " in that row or column.";
    case Kind::XSum:
      return "Clues outside the grid give the sum of the first X digits in that row or column, where X is the first digit.";
    case Kind::Skyscraper:
      return "Clues outside the grid give the number of digits in that row or column that are larger than every digit "
             "before them, seen from the clue.";
    case Kind::NumberedRoom:
      return "A clue outside the grid gives the digit in the Xth cell of that row or column seen from the clue, where X "
             "is the first digit.";
    case Kind::Battlefield:
      return "Clues outside the grid give the sum of the digits where the first X and the last Y cells of that row or "
             "column overlap, or of the digits between them if they do not, where X and Y are the first and last "
             "digits of that row or column.";
    case Kind::Thermometer: return "Digits along a thermometer strictly increase from the bulb.";
    case Kind::SlowThermometer: return "Digits along a slow thermometer never decrease from the bulb.";
    case Kind::Arrow: return "Digits along an arrow sum to the number in its circle.";
    case Kind::Palindrome: return line(" lines are palindromes: they read the same in both directions.");
    case Kind::Renban: return line(" lines contain a set of non-repeating consecutive digits in any order.");
    case Kind::RegionSumLine: return "Digits on a blue line have an equal sum in each box it passes through.";
    case Kind::BetweenLine: return "Digits on a line between two circles must be strictly between the digits in the circles.";
    case Kind::EntropicLine:
      return "Any three consecutive cells along an orange line contain one low (1-3), one middle (4-6) and one high "
             "(7-9) digit.";
    case Kind::ModularLine:
      return "Any three consecutive cells along a yellow line contain one digit from each of {1,4,7}, {2,5,8} and "
             "{3,6,9}.";
    case Kind::Nabner: return "No two digits on a red line are equal or consecutive.";
    case Kind::DoubleArrow: return "The digits between the ends of a grey line sum to the sum of the two ends.";
    case Kind::ZipperLine:
      return "Digits equally distant from the middle of a black line have the same sum, which on a line of odd length "
             "is the middle digit.";
    case Kind::ParityLine: return "Adjacent digits along a red line have different parity.";
    case Kind::SameParityLine: return "Adjacent digits on an orange line have the same parity.";
    case Kind::LockoutLine: return "Lockout lines.";  // their usual rule: ends (n-1)/2 apart
    case Kind::RowIndexer:
      return "A digit in a red cell gives the row in which that cell's column holds the cell's own row number.";
    case Kind::ColumnIndexer:
      return "A digit in a blue cell gives the column in which that cell's row holds the cell's own column number.";
    default: return "";
  }
}

// Other wordings of a kind's rule, as setters write them (headings, other verbs and orders; our
// own, not from any corpus): wording w > 0 takes the ((w - 1) mod count)-th; "" where a kind has
// none (its canonical sentence then).
std::string other_wording(Kind k, int n, int w) {
  auto pick = [w](std::initializer_list<const char*> list) -> std::string {
    return *(list.begin() + (w - 1) % static_cast<int>(list.size()));
  };
  const std::string N = std::to_string(n);
  switch (k) {
    case Kind::Diagonal: return pick({"Sudoku X: digits may not repeat along the marked diagonals.",
                                      "Each marked diagonal contains no repeated digit."});
    case Kind::AntiKing: return pick({"Anti-king: identical digits may not be diagonally adjacent.",
                                      "Anti-king sudoku rules apply."});
    case Kind::AntiKnight: return pick({"Anti-knight: identical digits cannot be a knight's move apart.",
                                        "A digit cannot appear a chess knight's move away from itself."});
    case Kind::NonConsecutive: return pick({"Non-consecutive: orthogonally adjacent cells may not contain digits that differ by 1.",
                                            "Consecutive digits may not be orthogonally adjacent."});
    case Kind::Difference: return pick({"Kropki: digits in cells joined by a white dot differ by exactly 1.",
                                        "White dots join consecutive digits."});
    case Kind::Ratio: return pick({"A black dot between two cells means one digit is twice the other.",
                                   "Two cells separated by a black dot have a ratio of 2 to 1."});
    case Kind::XV: return pick({"XV: digits separated by an X sum to 10; digits separated by a V sum to 5.",
                                "Cells joined by an X add up to 10. Cells joined by a V add up to 5."});
    case Kind::XVXV: return pick({"Digits connected by a V sum to 5 or 15. Digits connected by an X sum to 10 or 15.",
                                  "XVXV: an X joins two digits summing to 10 or 15, and a V two digits summing to 5 or 15."});
    case Kind::Killer: return pick({"Killer cages: digits in a cage sum to the small clue in its corner and cannot repeat within the cage.",
                                    "Cage clues indicate the sum of the digits in the cage. No number appears more than once in a cage."});
    case Kind::LookAndSay: return pick({"Look-and-say cages: the clue in a cage describes its contents when read aloud.",
                                        "The numbers in cages describe the digits in the cage when read out loud."});
    case Kind::Quadruple: return pick({"Quadruples: digits in a circle appear at least once in the four cells around it.",
                                       "The circles on intersections are quadruples."});
    case Kind::LittleKiller: return pick({"Little killer: digits along indicated diagonals must sum to the given total.",
                                          "Clues with arrows outside the grid give the sum of the digits on the indicated diagonal."});
    case Kind::Sandwich:
      return "Sandwich sums: numbers outside the grid give the sum of the digits sandwiched between 1 and " + N +
             " in that row or column.";
    case Kind::XSum:
      return pick({"X-sums: a clue outside the grid is the sum of the first N digits in that row or column, where N is the first digit.",
                   "The clues outside the grid are X-sum clues."});
    case Kind::Battlefield:
      return pick({"Battlefield: consider the first X cells and the last Y cells of a row or column, where X is the "
                   "digit in the first cell and Y the digit in the last cell. A clue outside the grid gives the sum "
                   "of the digits where these groups overlap, or the sum of the digits in the gap between them if "
                   "they do not overlap.",
                   "Battlefield sudoku."});
    case Kind::Thermometer: return pick({"Thermometers: digits must increase from the bulb end.",
                                         "Digits along a thermometer increase as you move away from the bulb."});
    case Kind::Arrow: return pick({"Arrows: the digit in a circle equals the sum of the digits along its arrow.",
                                   "The digits along each arrow add up to the number in the attached circle."});
    case Kind::Palindrome: return pick({"Palindromes: grey lines read the same forwards and backwards.",
                                        "Each grey line is a palindrome."});
    case Kind::Renban: return pick({"Renban: pink lines contain a set of non-repeating consecutive digits, in any order.",
                                    "Digits on a pink line form a consecutive set in any order, without repeats."});
    case Kind::RegionSumLine: return pick({"Region sum lines: the digits on a blue line have an equal sum within each box the line passes through.",
                                           "Region sum lines: the line's sum in each box is equal."});
    case Kind::BetweenLine: return pick({"Between lines: digits on a line must lie strictly between the digits in the two circles at its ends.",
                                         "Lines with circles at both ends are between lines."});
    case Kind::Nabner: return pick({"Nabner: no two digits on a red line may be consecutive or the same.",
                                    "Digits on a red line are all different and no two of them are consecutive."});
    case Kind::ParityLine: return pick({"Parity lines: digits along a red line alternate between odd and even.",
                                        "Adjacent digits along a red line must have different parity (one odd, one even)."});
    case Kind::SameParityLine: return pick({"Digits along the orange line must be either all even or all odd."});
    case Kind::SegmentSumLine: return pick({"Each yellow line must be divided into non-overlapping groups of cells that each sum to 10."});
    case Kind::Odd: return pick({"Yellow circles contain odd digits."});
    case Kind::GlobalModular: return pick({"Global mod 3.", "Global modulo 3: in every 2x2 square there must be at least "
                                                            "one digit from each residue class modulo 3."});
    case Kind::Even: return pick({"Yellow squares contain even digits."});
    case Kind::RellikCage:
      return pick({"Rellik cages: digits in a cage cannot repeat, and no combination of them can sum to the number "
                   "in the corner.",
                   "Rellik cages."});
    case Kind::DigitalRoot:
      return pick({"Digital root cages: digits cannot repeat in a cage, and the clue in its top left corner is the "
                   "digital root of the sum of its digits.",
                   "Digital root cages."});
    default: return "";
  }
}

class Drawer {
 public:
  Drawer(const Puzzle& p, int wording) : p_(p), v_(*p.variant), n_(p.givens.shape.n()), wording_(wording) {}

  SudokuMakerDrawing run() {
    if (!v_.allowed.empty()) return {"", "restricted candidates: SudokuMaker draws none"};
    json cells = json::array();
    for (int r = 0; r < n_; ++r) {
      json row = json::array();
      for (int c = 0; c < n_; ++c) row.push_back(p_.givens.at(r, c) ? json{{"value", p_.givens.at(r, c)}} : json::object());
      cells.push_back(row);
    }
    out_["cells"] = cells;
    json regions = json::array();
    for (const std::vector<int>& region : region_cells(v_.regions)) {
      json list = json::array();
      for (int x : region) list.push_back({x / n_, x % n_});
      regions.push_back(list);
    }
    out_["regions"] = regions;
    for (const Constraint& c : v_.constraints) {
      std::visit([&](const auto& k) { draw(k); }, c);
      if (!not_drawn_.empty()) return {"", not_drawn_};
      named(kind_of_constraint(c));
    }
    draw_bulbs();
    if (!not_drawn_.empty()) return {"", not_drawn_};
    json meta = {{"source", "Sudoku Maker (drawn by sudosat's tests)"}, {"title", v_.title.empty() ? "Untitled" : v_.title}};
    if (!v_.author.empty()) meta["author"] = v_.author;
    std::string rules = "Normal sudoku rules apply.";
    for (Kind kind : kinds_) {
      if (kind == Kind::XV) {  // X and V by their sentence, other sums as sum dots by name
        if (xv_letters_) rules += " " + said(kind);
        if (sum_dots_) rules += " Sum dots.";
      } else if (kind == Kind::LockoutLine && lockout_ != (n_ - 1) / 2) {
        rules += " Digits on the diamond endpoints of a grey line differ by at least " + std::to_string(lockout_) +
                 ", and the other digits on the line cannot be between or equal to them.";
      } else if (kind == Kind::ProductLine) {
        rules += " Digits along each purple line multiply to " + std::to_string(product_) + ".";
      } else if (kind != Kind::Whispers && kind != Kind::NegativeSum && kind != Kind::NegativeDifference) {
        rules += " " + said(kind);  // (negative sums and differences: their sentences below)
      }
      for (int colour = 0; kind == Kind::Whispers && colour < static_cast<int>(whispers_.size()); ++colour)
        for (const auto& [difference, index] : whispers_)
          if (index == colour)
            rules += std::string(" Adjacent digits along ") + kWhispers[colour][1] + " lines differ by at least " +
                     std::to_string(difference) + ".";
    }
    for (const std::string& s : negatives_) rules += " " + s;
    meta["rules"] = rules;
    if (!v_.setter_solution.empty() && n_ <= 9) {
      std::string s;
      for (int d : v_.setter_solution) s += std::to_string(d);
      meta["solution"] = s;
    }
    if (kinds_.count(Kind::AntiKnight)) meta["antiknight"] = true;  // SudokuMaker's flags
    if (kinds_.count(Kind::AntiKing)) meta["antiking"] = true;
    json pad = {{"id", "sxsm_sudosat_test"}, {"metadata", meta}};
    for (const auto& [key, value] : out_.items())
      if (!value.empty()) pad[key] = value;
    return {pad.dump(), ""};
  }

 private:
  // The kind's sentence in the rules text: another wording when asked and there is one.
  std::string said(Kind k) const {
    const std::string other = wording_ > 0 ? other_wording(k, n_, wording_) : "";
    return other.empty() ? sentence(k, n_) : other;
  }

  const Puzzle& p_;
  const Variant& v_;
  int n_;
  int wording_ = 0;
  json out_ = {{"cages", json::array()}, {"lines", json::array()}, {"arrows", json::array()},
               {"overlays", json::array()}, {"underlays", json::array()}};
  std::set<Kind> kinds_;  // the kinds drawn (the rules name each)
  std::string not_drawn_;
  std::set<int> bulbs_drawn_;  // thermometer bulbs
  int lockout_ = 0;            // lockout lines' difference (one a puzzle)
  std::set<std::string> negatives_;  // the sentences of negative sums and differences
  int product_ = 0;            // product lines' product (one a puzzle)
  std::vector<std::vector<int>> products_drawn_;  // product lines' cells
  std::set<int> thermo_ends_;  // thermometers' last cells
  std::map<int, int> whispers_;  // whispers' differences, each its colour's index
  bool xv_letters_ = false, sum_dots_ = false;  // XV marks drawn as X or V, as a sum dot
  bool counting_drawn_ = false;  // a set of counting circles (one a puzzle: the rules name one)
  std::vector<std::pair<std::vector<int>, std::vector<std::vector<int>>>> bulbs_;  // arrows by bulb

  void named(Kind k) { kinds_.insert(k); }

  json centre(int x) const { return {x / n_ + 0.5, x % n_ + 0.5}; }
  static json at(Outside o) { return {o.row + 0.5, o.col + 0.5}; }
  void overlay(json e) { out_["overlays"].push_back(std::move(e)); }
  void underlay(json e) { out_["underlays"].push_back(std::move(e)); }

  // A path's turning points at cell centres (SudokuMaker keeps only the corners).
  json path(const std::vector<int>& cells) const {
    json points = json::array();
    for (std::size_t k = 0; k < cells.size(); ++k) {
      if (k > 0 && k + 1 < cells.size()) {
        const int a = cells[k - 1], b = cells[k], c = cells[k + 1];
        if (b / n_ - a / n_ == c / n_ - b / n_ && b % n_ - a % n_ == c % n_ - b % n_) continue;
      }
      points.push_back(centre(cells[k]));
    }
    return points;
  }
  void line(const std::vector<int>& cells, const char* colour, double thickness) {
    out_["lines"].push_back({{"wayPoints", path(cells)}, {"color", colour}, {"thickness", thickness}});
  }
  // The middle of the edge between orthogonal neighbours a and b; none for other pairs.
  bool edge(int a, int b, json& where) {
    const int dr = std::abs(a / n_ - b / n_), dc = std::abs(a % n_ - b % n_);
    if (dr + dc != 1) {
      not_drawn_ = "a dot between cells that are not orthogonal neighbours";
      return false;
    }
    where = {(a / n_ + b / n_) / 2.0 + 0.5, (a % n_ + b % n_) / 2.0 + 0.5};
    return true;
  }

  // --- global rules: the rules text (antiknight and antiking also as metadata flags)
  void draw(const rule::Diagonal& d) {
    out_["lines"].push_back({{"wayPoints", d.positive ? json{{0, n_}, {n_, 0}} : json{{0, 0}, {n_, n_}}},
                            {"color", "#34bbe6ff"}, {"thickness", 2}});
  }
  void draw(const rule::AntiKing&) {}
  void draw(const rule::AntiKnight&) {}
  void draw(const rule::DisjointGroups&) {}
  void draw(const rule::EqualCageSums&) {}
  void draw(const rule::GlobalEntropy&) {}
  void draw(const rule::GlobalModular&) {}
  void draw(const rule::Chaos&) { not_drawn_ = "chaos construction (its regions are not drawn)"; }
  void draw(const rule::DutchFlatmates&) {
    if (n_ % 2 == 0) not_drawn_ = "Dutch flatmates on a grid of even size";
  }
  void draw(const rule::NonConsecutive&) {}
  void draw(const rule::NegativeRatio&) {}
  void draw(const rule::NegativeXV&) {}
  void draw(const rule::NegativeSum& r) {  // the X's or the V's all given, or no such sum: a sentence
    negatives_.insert(r.sum == 10  ? "All possible X's are given."
                      : r.sum == 5 ? "All possible V's are given."
                                   : "Two orthogonally neighbouring cells can never sum to " + std::to_string(r.sum) + ".");
  }
  void draw(const rule::NegativeDifference& r) {
    if (r.difference == 1) not_drawn_ = "a negative difference of 1 (non-consecutive)";
    negatives_.insert("All instances of neighbouring cells with a difference of " + std::to_string(r.difference) +
                      " are shown.");
  }

  // --- single cells
  void draw(const rule::Odd& o) {
    underlay({{"center", centre(o.cell)}, {"width", 0.7}, {"height", 0.7}, {"stroke", "none"}, {"rounded", true},
              {"backgroundColor", "#d4da31e6"}});
  }
  void draw(const rule::Even& e) {
    underlay({{"center", centre(e.cell)}, {"width", 0.7}, {"height", 0.7}, {"stroke", "none"}, {"backgroundColor", "#d4da31e6"}});
  }
  // Four chevrons near the cell's edges, tips inwards (minimum) or outwards (maximum).
  void chevrons(int cell, bool inwards) {
    const double r = cell / n_ + 0.5, c = cell % n_ + 0.5, tip = inwards ? 0.36 : 0.44, ends = inwards ? 0.44 : 0.36;
    for (const auto& [dr, dc] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
      json pts = json::array();
      for (int k : {-1, 0, 1}) {
        const double off = k == 0 ? tip : ends;
        pts.push_back({r + dr * off + dc * 0.1 * k, c + dc * off + dr * 0.1 * k});
      }
      out_["lines"].push_back({{"wayPoints", pts}, {"color", "#000000"}, {"thickness", 1}});
    }
  }
  void draw(const rule::Minimum& m) { chevrons(m.cell, true); }
  void draw(const rule::Maximum& m) { chevrons(m.cell, false); }

  // --- dots and XV
  void draw(const rule::Difference& d) {
    json where;
    if (!edge(d.a, d.b, where)) return;
    overlay({{"center", where}, {"width", 0.34}, {"height", 0.34}, {"thickness", 1.28},
             {"text", d.value == 1 ? "" : std::to_string(d.value)}, {"color", "#000000"}, {"rounded", true},
             {"backgroundColor", "#FFFFFF"}, {"borderColor", "#000000"}});
  }
  void draw(const rule::Ratio& d) {
    json where;
    if (!edge(d.a, d.b, where)) return;
    overlay({{"center", where}, {"width", 0.33}, {"height", 0.33}, {"text", d.value == 2 ? "" : std::to_string(d.value)},
             {"color", "#FFFFFF"}, {"rounded", true}, {"backgroundColor", "#000000"}});
  }
  void draw(const rule::XV& x) {
    json where;
    if (!edge(x.a, x.b, where)) return;
    // another sum: SudokuMaker's XV clue holds a number; drawn as X and V are, its number shown (assumed)
    const bool letter = x.sum == 5 || x.sum == 10;
    (letter ? xv_letters_ : sum_dots_) = true;
    overlay({{"center", where}, {"width", 0.35}, {"height", 0.35}, {"stroke", "#000000"},
             {"text", x.sum == 10 ? "X" : x.sum == 5 ? "V" : std::to_string(x.sum)}, {"fontSize", 14}, {"rounded", true},
             {"backgroundColor", "#FFFFFF"}});
  }
  void draw(const rule::XVXV& x) {  // drawn as XV marks are; the rules tell them apart
    json where;
    if (!edge(x.a, x.b, where)) return;
    overlay({{"center", where}, {"width", 0.35}, {"height", 0.35}, {"stroke", "#000000"}, {"text", x.sum == 10 ? "X" : "V"},
             {"fontSize", 14}, {"rounded", true}, {"backgroundColor", "#FFFFFF"}});
  }
  // SudokuMaker has no inequality sign: a cosmetic text symbol '<' on the edge (a label, width
  // 0), turned a quarter (up) or three quarters (down) between a column's pair; it points at the
  // smaller digit (assumed).
  void draw(const rule::GreaterThan& g) {
    json where;
    if (!edge(g.a, g.b, where)) return;
    const int smaller = g.b, larger = g.a;
    json sign = {{"center", where}, {"width", 0}, {"height", 0}, {"text", "<"}, {"fontSize", 28}, {"color", "#000000"}};
    if (smaller / n_ == larger / n_) sign["text"] = smaller % n_ < larger % n_ ? "<" : ">";
    else sign["angle"] = smaller < larger ? 90 : 270;
    overlay(sign);
  }

  // --- cages
  json cell_list(const std::vector<int>& cells) const {
    json a = json::array();
    for (int x : cells) a.push_back({x / n_, x % n_});
    return a;
  }
  void draw(const rule::Killer& k) {
    json cage = {{"cells", cell_list(k.cells)}};
    if (k.sum) cage["value"] = *k.sum;
    cage["unique"] = true;
    out_["cages"].push_back(cage);
  }
  // A digital root cage: SudokuMaker has none; its killer cage showing the root, the rules naming
  // digital root cages (assumed, as a setter would draw one).
  void draw(const rule::DigitalRoot& k) {
    out_["cages"].push_back({{"cells", cell_list(k.cells)}, {"value", k.root}, {"unique", true}});
  }
  // A rellik cage: SudokuMaker has none; its cosmetic cage (no 'unique') with the sum avoided, as
  // sum cages are drawn (assumed).
  void draw(const rule::RellikCage& k) {
    out_["cages"].push_back({{"cells", cell_list(k.cells)}, {"value", k.sum}, {"outlineC", "#c0392bff"}});
  }
  void draw(const rule::MagicSquare&) { not_drawn_ = "a magic square: SudokuMaker has no such constraint"; }
  void draw(const rule::NumberSum&) { not_drawn_ = "a number sum: drawn only as Roman numeral cages, not written here"; }
  // A look-and-say cage: a cage showing its clue ("1522"), SudokuMaker's own element (its export
  // assumed: a cosmetic cage, as Puzzle TV imports it).
  void draw(const rule::LookAndSay& k) {
    std::string clue;
    for (const auto& [d, count] : k.said) clue += std::to_string(count) + std::to_string(d);
    out_["cages"].push_back({{"cells", cell_list(k.cells)}, {"value", clue}, {"outlineC", "#000000ff"}});
  }
  // An inequality killer cage: SudokuMaker's killer cages hold numbers only, so its cosmetic cage
  // (no 'unique') labelled "<N" or ">N" (assumed); a bound just outside 1..n(n+1)/2 as "≥1" or
  // "≤top", as the f-puzzles writer writes it.
  void draw(const rule::KillerBound& k) {
    const int top = n_ * (n_ + 1) / 2;
    std::string label = (k.above ? ">" : "<") + std::to_string(k.bound);
    if (k.above && k.bound == 0) label = "\u22651";
    if (!k.above && k.bound == top + 1) label = "\u2264" + std::to_string(top);
    out_["cages"].push_back({{"cells", cell_list(k.cells)}, {"value", label}, {"outlineC", "#000000ff"}});
  }
  // A product cage: a cosmetic cage labelled "x" and the product (assumed).
  void draw(const rule::ProductCage& k) {
    out_["cages"].push_back(
        {{"cells", cell_list(k.cells)}, {"value", "x" + std::to_string(k.product)}, {"outlineC", "#000000ff"}});
  }
  // A sum cage: SudokuMaker's cosmetic cage (no 'unique'), its sum as its value (assumed).
  void draw(const rule::SumCage& k) {
    out_["cages"].push_back({{"cells", cell_list(k.cells)}, {"value", k.sum}, {"outlineC", "#187bcdff"}});
  }
  // Counting circles: SudokuMaker has none; cosmetic ellipses, red outlines at the cells'
  // centres (assumed). One set a puzzle: the rules text names counting circles, not sets.
  void draw(const rule::CountingCircles& c) {
    if (counting_drawn_) {
      not_drawn_ = "counting circles of a second set";
      return;
    }
    counting_drawn_ = true;
    for (int x : c.cells)
      overlay({{"center", centre(x)}, {"width", 0.8}, {"height", 0.8}, {"rounded", true}, {"thickness", 2},
               {"backgroundColor", "#FFFFFF00"}, {"borderColor", "#e03030ff"}});
  }
  void draw(const rule::ExtraRegion& e) {  // SudokuMaker's "different values": shaded cells in a cage
    for (int x : e.cells)
      underlay({{"center", centre(x)}, {"width", 1}, {"height", 1}, {"backgroundColor", "#cccccccc"}});
    out_["cages"].push_back({{"cells", cell_list(e.cells)}, {"unique", true}});
  }
  void draw(const rule::Clone& c) {  // SudokuMaker's clones: both groups shaded in one colour
    // Two groups of one shape whose copies are not the cells moved in the same order (turned or
    // mirrored): the shading, read as clones by the same position in each part, cannot say so.
    std::vector<int> a = c.cells, b = c.copies;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    const auto moved = [&](const std::vector<int>& from, const std::vector<int>& to) {
      if (from.empty() || from.size() != to.size()) return false;
      const int dr = to[0] / n_ - from[0] / n_, dc = to[0] % n_ - from[0] % n_;
      for (std::size_t i = 0; i < from.size(); ++i)
        if (to[i] / n_ - from[i] / n_ != dr || to[i] % n_ - from[i] % n_ != dc) return false;
      return true;
    };
    if (moved(a, b) && !moved(c.cells, c.copies)) {
      not_drawn_ = "a clone of one shape whose copies are not its cells moved in order";
      return;
    }
    // a cell that is also a copy: one shaded cell, which the shading cannot tell apart
    for (int x : a)
      if (std::binary_search(b.begin(), b.end(), x)) {
        not_drawn_ = "a clone whose cells and copies share a cell";
        return;
      }
    for (const std::vector<int>* cells : {&c.cells, &c.copies})
      for (int x : *cells)
        underlay({{"center", centre(x)}, {"width", 1}, {"height", 1}, {"backgroundColor", "#a0a0a080"}});
  }
  void draw(const rule::Quadruple& q) {
    const int top = *std::min_element(q.cells.begin(), q.cells.end());
    std::string text;
    for (std::size_t k = 0; k < q.digits.size(); ++k) text += (k == 2 ? "\n" : "") + std::to_string(q.digits[k]);
    overlay({{"center", {top / n_ + 1, top % n_ + 1}}, {"width", 0.7}, {"height", 0.7}, {"thickness", 1.28},
             {"text", text}, {"fontSize", 14}, {"color", "#000000"}, {"rounded", true}, {"backgroundColor", "#FFFFFF"},
             {"borderColor", "#000000"}});
  }

  // --- outside clues: the number in the outside cell; a little killer's arrow near its corner
  void draw(const rule::LittleKiller& k) {
    if (k.cells.empty()) {
      not_drawn_ = "a little killer without cells";
      return;
    }
    const int dr = k.cells[0] / n_ - k.clue.row, dc = k.cells[0] % n_ - k.clue.col;
    const double r = k.clue.row + 0.5, c = k.clue.col + 0.5;
    overlay({{"center", at(k.clue)}, {"width", 1}, {"height", 1}, {"stroke", "none"}, {"text", k.sum}, {"fontSize", 32},
             {"color", "#000000"}, {"rounded", true}});
    out_["arrows"].push_back({{"wayPoints", {{r + 0.234 * dr, c + 0.234 * dc}, {r + 0.432 * dr, c + 0.432 * dc}}},
                              {"headLength", 0.18}, {"color", "#000000"}, {"thickness", 3}});
  }
  void clue(Outside o, int value) {
    overlay({{"center", at(o)}, {"width", 1}, {"height", 1}, {"stroke", "none"}, {"text", value}, {"fontSize", 32},
             {"color", "#000000"}, {"rounded", true}});
  }
  void draw(const rule::Sandwich& s) { clue(s.clue, s.sum); }
  void draw(const rule::XSum& s) { clue(s.clue, s.sum); }
  void draw(const rule::Skyscraper& s) { clue(s.clue, s.count); }
  void draw(const rule::NumberedRoom& s) { clue(s.clue, s.value); }
  void draw(const rule::Battlefield& s) { clue(s.clue, s.sum); }

  // --- lines
  void thermometer(const std::vector<int>& cells) {
    if (cells.size() < 2) {  // a bulb alone: SudokuMaker draws a grey circle, an odd cell's mark
      not_drawn_ = "a thermometer of one cell";
      return;
    }
    // A line ending on another thermometer's bulb, or starting where another ends, has a
    // circle at both ends: a reader sees a line between two circles (a between line).
    if (thermo_ends_.count(cells.front()) || bulbs_drawn_.count(cells.back())) {
      not_drawn_ = "a thermometer ending on another's bulb";
      return;
    }
    thermo_ends_.insert(cells.back());
    line(cells, "#cccf", 19.2);
    if (!bulbs_drawn_.insert(cells.front()).second) return;  // branches share one bulb, drawn once
    underlay({{"center", centre(cells.front())}, {"width", 0.8}, {"height", 0.8}, {"rounded", true}, {"backgroundColor", "#cccf"}});
  }
  void draw(const rule::Thermometer& t) { thermometer(t.cells); }
  void draw(const rule::SlowThermometer& t) { thermometer(t.cells); }
  void draw(const rule::Arrow& a) {
    for (auto& [bulb, shafts] : bulbs_)
      if (bulb == a.bulb) {
        shafts.push_back(a.shaft);
        return;
      }
    bulbs_.push_back({a.bulb, {a.shaft}});
  }
  void plain(Kind k, const std::vector<int>& cells) { line(cells, kLines.at(k).colour, 10); }
  void draw(const rule::Palindrome& l) { plain(Kind::Palindrome, l.cells); }
  void draw(const rule::Renban& l) { plain(Kind::Renban, l.cells); }
  // Whispers lines of each difference in a colour of their own (green first), each named by its
  // sentence.
  void draw(const rule::Whispers& l) {
    const int colour = whispers_.emplace(l.difference, static_cast<int>(whispers_.size())).first->second;
    if (colour >= 5) {
      not_drawn_ = "whispers lines of more than five differences";
      return;
    }
    line(l.cells, kWhispers[colour][0], 10);
  }
  void draw(const rule::RegionSumLine& l) { plain(Kind::RegionSumLine, l.cells); }
  void draw(const rule::EntropicLine& l) { plain(Kind::EntropicLine, l.cells); }
  void draw(const rule::ModularLine& l) { plain(Kind::ModularLine, l.cells); }  // a cosmetic line
  void draw(const rule::Nabner& l) { plain(Kind::Nabner, l.cells); }              // a cosmetic line
  void draw(const rule::ZipperLine& l) { plain(Kind::ZipperLine, l.cells); }      // a cosmetic line
  void draw(const rule::ParityLine& l) { plain(Kind::ParityLine, l.cells); }      // a cosmetic line
  void draw(const rule::SequenceLine& l) { plain(Kind::SequenceLine, l.cells); }  // SudokuMaker's Sequence
  void draw(const rule::SegmentSumLine& l) {  // a cosmetic line; "10 lines" name their usual sum only
    if (l.sum != 10 || l.cells.size() < 2) {
      not_drawn_ = l.sum != 10 ? "a 10 line of sum " + std::to_string(l.sum) : std::string("a 10 line of one cell");
      return;
    }
    plain(Kind::SegmentSumLine, l.cells);
  }
  // SudokuMaker has a same parity line (peach) and no product line: a cosmetic line, its product
  // in the rules ("digits along each purple line multiply to 24"), one product a puzzle.
  void draw(const rule::ProductLine& l) {
    if (product_ != 0 && product_ != l.product) {
      not_drawn_ = "product lines of two products";
      return;
    }
    product_ = l.product;
    // lines that share a cell or whose ends touch look like one line: the reader refuses them
    auto touch = [this](int a, int b) { return std::abs(a / n_ - b / n_) <= 1 && std::abs(a % n_ - b % n_) <= 1; };
    for (const std::vector<int>& other : products_drawn_) {
      bool joined = false;
      for (int x : l.cells) joined = joined || std::find(other.begin(), other.end(), x) != other.end();
      for (int a : {l.cells.front(), l.cells.back()})
        for (int b : {other.front(), other.back()}) joined = joined || touch(a, b);
      if (joined) {
        not_drawn_ = "product lines that touch";
        return;
      }
    }
    products_drawn_.push_back(l.cells);
    plain(Kind::ProductLine, l.cells);
  }
  void draw(const rule::SameParityLine& l) { plain(Kind::SameParityLine, l.cells); }
  // Lines with end points: a circle (between lines, double arrows) or a diamond (lockout).
  void ended(Kind k, const std::vector<int>& cells, bool diamond) {
    if (cells.empty()) return;
    plain(k, cells);
    for (int x : {cells.front(), cells.back()}) {
      json end = {{"center", centre(x)}, {"width", diamond ? 0.6 : 0.8}, {"height", diamond ? 0.6 : 0.8},
                  {"thickness", 1.28}, {"backgroundColor", "#FFFFFF"}, {"borderColor", "#aaaf"}};
      if (diamond) end["angle"] = 45;
      else end["rounded"] = true;
      overlay(end);
    }
  }
  void draw(const rule::BetweenLine& l) { ended(Kind::BetweenLine, l.cells, false); }
  void draw(const rule::DoubleArrow& l) { ended(Kind::DoubleArrow, l.cells, false); }
  void draw(const rule::LockoutLine& l) {  // another difference than the usual: a sentence gives it
    if (lockout_ != 0 && lockout_ != l.difference) {
      not_drawn_ = "lockout lines of two differences";
      return;
    }
    lockout_ = l.difference;
    ended(Kind::LockoutLine, l.cells, true);
  }

  // --- indexers: coloured cells (SudokuMaker has row and column indexers, no box indexer)
  void draw(const rule::RowIndexer& i) {
    underlay({{"center", centre(i.cell)}, {"width", 1}, {"height", 1}, {"backgroundColor", "#f08080a0"}});
  }
  void draw(const rule::ColumnIndexer& i) {
    underlay({{"center", centre(i.cell)}, {"width", 1}, {"height", 1}, {"backgroundColor", "#8080f0a0"}});
  }
  void draw(const rule::BoxIndexer&) { not_drawn_ = "a box indexer: SudokuMaker has no such constraint"; }

  // Arrows: one white circle (a pill for a straight bulb of several cells) with grey border,
  // each arrow starting at its edge, towards the shaft's first cell.
  void draw_bulbs() {
    for (const auto& [bulb, shafts] : bulbs_) {
      int r0 = n_, c0 = n_, r1 = -1, c1 = -1;
      for (int x : bulb) {
        r0 = std::min(r0, x / n_), c0 = std::min(c0, x % n_), r1 = std::max(r1, x / n_), c1 = std::max(c1, x % n_);
      }
      const int rows = r1 - r0 + 1, cols = c1 - c0 + 1;
      if ((rows != 1 && cols != 1) || rows * cols != static_cast<int>(bulb.size())) {
        not_drawn_ = "an arrow whose bulb is not a straight row of cells";
        return;
      }
      if (!std::is_sorted(bulb.begin(), bulb.end())) {  // a pill reads left to right, top to bottom
        not_drawn_ = "an arrow whose pill is not in reading order";
        return;
      }
      overlay({{"center", {(r0 + r1) / 2.0 + 0.5, (c0 + c1) / 2.0 + 0.5}}, {"width", cols - 0.18}, {"height", rows - 0.18},
               {"stroke", "none"}, {"thickness", 1.28}, {"angle", 0}, {"rounded", true}, {"backgroundColor", "#FFFFFF"},
               {"borderColor", "#aaaf"}});
      for (const std::vector<int>& shaft : shafts) {
        if (shaft.empty()) {
          not_drawn_ = "an arrow without a shaft";
          return;
        }
        const int first = shaft.front();
        const auto from = std::find_if(bulb.begin(), bulb.end(), [&](int x) {
          return std::max(std::abs(x / n_ - first / n_), std::abs(x % n_ - first % n_)) == 1;
        });
        if (from == bulb.end()) {
          not_drawn_ = "an arrow whose shaft does not touch its bulb";
          return;
        }
        const int dr = first / n_ - *from / n_, dc = first % n_ - *from % n_;
        const double len = std::sqrt(static_cast<double>(dr * dr + dc * dc));
        json points = path(shaft);
        points.insert(points.begin(), json{*from / n_ + 0.5 + 0.4 * dr / len, *from % n_ + 0.5 + 0.4 * dc / len});
        out_["arrows"].push_back({{"wayPoints", points}, {"headLength", 0.35}, {"color", "#aaaf"}, {"thickness", 3.2}});
      }
    }
  }
};

// PuzzleZipper's short keys (formats/sudokupad.cpp reads them back).
const std::map<std::string, std::string> kShort = {
    {"color", "c"},   {"cages", "ca"},    {"center", "ct"},      {"borderColor", "c1"}, {"backgroundColor", "c2"},
    {"cells", "ce"},  {"cellSize", "cs"}, {"arrows", "a"},       {"overlays", "o"},     {"underlays", "u"},
    {"width", "w"},   {"height", "h"},    {"value", "v"},        {"lines", "l"},        {"rounded", "r"},
    {"regions", "re"}, {"fontSize", "fs"}, {"thickness", "th"},  {"headLength", "hl"},  {"wayPoints", "wp"},
    {"title", "t"},   {"text", "te"}};

bool hex_colour(const std::string& s) {
  return s.size() == 7 && s[0] == '#' &&
         std::all_of(s.begin() + 1, s.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
}

std::string zipped(const json& v) {
  std::string s;
  if (v.is_object()) {
    for (const auto& [key, value] : v.items()) {
      const auto it = kShort.find(key);
      s += (s.empty() ? "" : ",") + (it == kShort.end() ? key : it->second) + ":" + zipped(value);
    }
    return "{" + s + "}";
  }
  if (v.is_array()) {
    for (std::size_t k = 0; k < v.size(); ++k)
      s += (k ? "," : "") + (v[k].is_object() && v[k].empty() ? std::string() : zipped(v[k]));
    return "[" + s + "]";
  }
  if (v.is_boolean()) return v.get<bool>() ? "t" : "f";
  if (v.is_string()) {
    const std::string text = v.get<std::string>();
    const std::string escaped = json(hex_colour(text) ? text.substr(1) : text).dump();  // JSON's escapes, "..."
    for (char c : escaped.substr(1, escaped.size() - 2)) s += c == '\'' ? std::string("\\'") : std::string(1, c);
    return "'" + s + "'";
  }
  return v.dump();
}

}  // namespace

std::string zip_sudokupad(const std::string& text) { return zipped(json::parse(text)); }

SudokuMakerDrawing draw_sudokumaker(const Puzzle& puzzle, int wording) {
  if (puzzle.variant) return Drawer(puzzle, wording).run();
  Puzzle classic = puzzle;  // a classic grid: its boxes as regions
  classic.variant = Variant{};
  classic.variant->regions = default_regions(puzzle.givens.shape.n());
  return Drawer(classic, wording).run();
}

}  // namespace sudosat::test
