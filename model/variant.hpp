// Variant Sudoku: regions (boxes or irregular), candidate restrictions, and the constraints
// setters draw on f-puzzles.com, one plain struct per kind. docs/variants.md states each rule;
// formats/fpuzzles.hpp reads them, model/check.hpp checks them, encoder/variant.hpp encodes them.
//
// Cells are numbered row-major, 0..n^2-1. Lists of cells keep the order the puzzle gives them
// (a line from its first end, an arrow's bulb as listed). Digits are 1..n: with a digit set
// (Variant::digits) they are indices, digit d standing for the value digits[d - 1], and every
// rule below speaks of the values.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace sudosat {

// A position on the ring around the grid, where outside clues stand: row or column -1 is
// above or left of the grid, n is below or right (f-puzzles' R0 / R(n+1) / C0 / C(n+1)).
struct Outside {
  int row = -1, col = -1;  // 0-based; at least one of them outside 0..n-1
};

namespace rule {

// --- global rules
struct Diagonal { bool positive = false; };  // '+': (n,1)..(1,n) distinct; '-': (1,1)..(n,n)
struct AntiKing {};        // cells a king's move apart (diagonal neighbours) differ
struct AntiKnight {};      // cells a knight's move apart differ
struct DisjointGroups {};  // the k-th cell (row-major) of every region: n distinct digits
struct NonConsecutive {};  // orthogonal neighbours without a Difference or Ratio dot: |a-b| != 1
struct NegativeRatio {};   // ... without a dot: no ratio used by a Ratio dot (none: 2)
struct NegativeXV {};      // orthogonal neighbours without an XV or XVXV mark: sum neither 5 nor 10
struct NegativeSum { int sum; };  // ... without an XV or XVXV mark: another sum ("all X's are
                                  //   given": 10)
struct NegativeDifference { int difference; };  // ... without a Difference or Ratio dot: another
                                                //   difference ("every difference of 4 is shown")

// --- single cells
struct Odd { int cell; };
struct Even { int cell; };
struct Minimum { int cell; };  // smaller than each orthogonal neighbour that is no Minimum
struct Maximum { int cell; };  // larger than each orthogonal neighbour that is no Maximum

// --- marked pairs (normally orthogonal neighbours)
struct Difference { int a, b, value; };  // white dot: |a - b| == value (default 1)
struct Ratio { int a, b, value; };       // black dot: a == value * b or b == value * a (2)
struct XV { int a, b, sum; };            // X: a + b == 10, V: a + b == 5; a sum dot: == sum
struct GreaterThan { int a, b; };        // inequality sign: a > b
struct XVXV { int a, b, sum; };          // XVXV: X (10) or V (5), a + b == sum or a + b == 15

// --- cages and sets
struct Killer { std::vector<int> cells; std::optional<int> sum; };  // distinct; sum if given
struct KillerBound { std::vector<int> cells; int bound; bool above; };  // distinct; the sum is
                                                   //   below the bound ("<15"), or above it
struct ProductCage { std::vector<int> cells; int product; };  // distinct; digits multiply to it
struct DigitalRoot { std::vector<int> cells; int root; };  // distinct; digital root of the sum
struct SumCage { std::vector<int> cells; int sum; };      // digits sum to it; may repeat
struct RellikCage { std::vector<int> cells; int sum; };   // distinct; no one or more of its
                                                          //   digits sum to it
struct ExtraRegion { std::vector<int> cells; };             // distinct
struct Clone { std::vector<int> cells, copies; };  // digit(cells[i]) == digit(copies[i])
struct Quadruple { std::vector<int> cells; std::vector<int> digits; };  // digits (a multiset)
                                                                        // all appear in cells
struct CountingCircles { std::vector<int> cells; };  // a digit d in one of these circles stands
                                                     //   in exactly d of them
struct LookAndSay { std::vector<int> cells; std::vector<std::pair<int, int>> said; };  // the clue
                                                     //   read aloud as (count, digit) pairs,
                                                     //   here (digit, count): "1522" one 5 and
                                                     //   two 2s; each digit said is in exactly
                                                     //   `count` cells (0: none); others free
struct NumberSum { std::vector<int> first, second; int total; };  // each group's digits read in
                                                     //   order as a decimal number (the first
                                                     //   cell most significant; a digit of 10
                                                     //   or more as its two characters, as an
                                                     //   arrow's bulb): the two sum to `total`;
                                                     //   an empty group states nothing
struct MagicSquare { std::vector<int> cells; };  // an s x s square of cells (s >= 3), row-major:
                                                 //   distinct digits; its s rows, s columns and
                                                 //   two diagonals all sum to one same total
                                                 //   (no cells: states nothing)

// --- outside clues; `cells` is the row, column or diagonal read from the clue's side
struct LittleKiller { Outside clue; std::vector<int> cells; int sum; };  // repeats allowed
struct Sandwich { Outside clue; std::vector<int> cells; int sum; };  // between 1 and n
struct XSum { Outside clue; std::vector<int> cells; int sum; };  // first X cells, X = first digit
struct Skyscraper { Outside clue; std::vector<int> cells; int count; };  // digits seen: larger
                                                                          // than all before
struct NumberedRoom { Outside clue; std::vector<int> cells; int value; };  // X = the first digit:
                                                                          // the X-th cell holds value
struct Battlefield { Outside clue; std::vector<int> cells; int sum; };  // X the first digit, Y the
                                                   //   last: where the first X cells and the last
                                                   //   Y overlap, their sum; where they do not,
                                                   //   the sum of the cells between (0 if none)
// --- lines; `cells` from the line's first end
struct Thermometer { std::vector<int> cells; };      // strictly increasing from the bulb
struct SlowThermometer { std::vector<int> cells; };  // never decreasing from the bulb
struct Arrow { std::vector<int> bulb, shaft; };  // sum(shaft) == the bulb's digits as a number
struct Palindrome { std::vector<int> cells; };   // reads the same both ways
struct Renban { std::vector<int> cells; };       // distinct and consecutive, in any order
struct Whispers { std::vector<int> cells; int difference; };  // neighbours on it: |a-b| >= it
struct RegionSumLine { std::vector<int> cells; };  // its runs within one region: equal sums
struct BetweenLine { std::vector<int> cells; };    // inner cells strictly between the ends
struct EntropicLine { std::vector<int> cells; };   // any 3 in a row: one low, middle, high
struct ModularLine { std::vector<int> cells; };    // any 3 in a row: residues 0, 1, 2 mod 3
struct Nabner { std::vector<int> cells; };         // no two digits on it equal or consecutive
struct DoubleArrow { std::vector<int> cells; };    // sum of inner cells == sum of the ends
struct ZipperLine { std::vector<int> cells; };     // cells at equal distance from the middle:
                                                   //   equal sums (the middle cell, if any)
struct ParityLine { std::vector<int> cells; };     // neighbours on it: one odd, one even
struct LockoutLine { std::vector<int> cells; int difference; };  // ends differ by at least
                                                   //   it; no inner digit lies between or on
                                                   //   the ends' digits
struct SequenceLine { std::vector<int> cells; };   // an arithmetic sequence: neighbours on it
                                                   //   differ by one same step, 0 too (3-3-3)
struct SegmentSumLine { std::vector<int> cells; int sum; };  // splits into runs of consecutive
                                                   //   cells, each summing to it (10 lines)
struct ProductLine { std::vector<int> cells; int product; };  // digits on it multiply to it;
                                                   //   they may repeat where the grid allows
struct SameParityLine { std::vector<int> cells; };  // all digits on it odd, or all even
// --- indexers (the digit v of the cell points within its row, column or region)
struct RowIndexer { int cell; };     // (r, c) holds v: cell (v, c) holds r (1-based)
struct ColumnIndexer { int cell; };  // (r, c) holds v: cell (r, v) holds c
struct BoxIndexer { int cell; };     // p-th cell (row-major) of its region holds v: the v-th
                                     //   cell of that region holds p
// --- a whole-grid rule on every 2x2 block
struct GlobalEntropy {};  // every 2x2 block of cells holds a low, a middle and a high digit (the
                          //   entropic line's groups: 1-3, 4-6, 7-9 on 9x9)
struct GlobalModular {};  // every 2x2 block of cells holds a digit of each residue mod 3 (the
                          //   modular line's classes: 1 4 7, 2 5 8, 3 6 9 on 9x9)
// --- a whole-grid rule on the middle digit
struct DutchFlatmates {};  // odd n: every middle digit (n+1)/2 has a 1 directly above it or an n
                           //   directly below it, or both (9x9: every 5, a 1 above or a 9 below)
// --- regions to be found
struct Chaos {};  // chaos construction: the cells in no region (label -1) divide into
                  //   orthogonally connected regions of n cells, each holding n distinct digits
                  //   (the regions are not given: any division that works)
// --- rules on the killer cages
struct EqualCageSums {};  // every Killer cage's digits sum to one same total, given or not (the
                          //   other cage kinds are not counted)
}  // namespace rule

// The table of constraint kinds, one line each, in the order f-puzzles JSON is read and written
// (and so the order a read puzzle's constraints come in). Columns:
//   Type    the struct above (rule::Type): an alternative of Constraint
//   family  its encoding's file, encoder/rules_<family>.cpp
//   fields  how many fields its struct declares: same_rules compares them one by one, and the
//           build stops (model/variant.cpp) while this differs from the struct
//   name    how messages, DIMACS comments and the Python module name one (kind_name); a
//           diagonal is named by its key, "diagonal+" or "diagonal-"
//   keys    its f-puzzles JSON keys (a list: SUDOSAT_KEYS); two kinds may share one ("negative")
//   title   for people (kind_title)
//   names   what setters call it in rules texts: an ECMAScript pattern over a lower-case name
//           ("killer cages", "anti-knight"), "" when only the reader's canonical statements
//           name it; names shared by several kinds ("kropki", "odd/even") and names that set a
//           number ("german whispers": 5) stay with the rules reader (formats/rules_text.cpp)
// Each Type has one overload in each family's code: its reader (formats/fpuzzles.cpp), writer
// (formats/fpuzzles_write.cpp), checker (model/check_variant.cpp), encoding (encoder/
// rules_<family>.cpp) and picture (render/svg.cpp). docs/variants.md, "Adding a constraint
// kind", is the recipe.
// clang-format off
#define SUDOSAT_KINDS(X)                                                                           \
  X(Diagonal,        global,  1, "diagonal",            ("diagonal+", "diagonal-"), "Diagonal",    \
    "sudoku[- ]x|x[- ]sudoku|diagonals?|diagonal sudoku")                                          \
  X(AntiKing,        global,  0, "antiking",            ("antiking"),        "Anti-king",          \
    "anti-?king")                                                                                  \
  X(AntiKnight,      global,  0, "antiknight",          ("antiknight"),      "Anti-knight",        \
    "anti-?knight")                                                                                \
  X(DisjointGroups,  global,  0, "disjointgroups",      ("disjointgroups"),  "Disjoint groups",    \
    "disjoint(?: groups| sets| subsets)?(?: sudoku)?")                                             \
  X(NonConsecutive,  global,  0, "nonconsecutive",      ("nonconsecutive"),  "Non-consecutive",    \
    "non-?consecutive|anti-?consecutive(?: sudoku)?")                                              \
  X(NegativeRatio,   global,  0, "negative ratio",      ("negative"),        "Negative ratio",     \
    "")                                                                                            \
  X(NegativeXV,      global,  0, "negative xv",         ("negative"),        "Negative XV",        \
    "")                                                                                            \
  X(NegativeSum,     global,  1, "negativesum",         ("negativesum"),     "Negative sums",      \
    "")                                                                                            \
  X(NegativeDifference, global, 1, "negativedifference", ("negativedifference"), "Negative differences", \
    "")                                                                                            \
  X(Odd,             pairs,   1, "odd",                 ("odd"),             "Odd cell",           \
    "odd(?: cells)?")                                                                              \
  X(Even,            pairs,   1, "even",                ("even"),            "Even cell",          \
    "even(?: cells)?")                                                                             \
  X(Minimum,         pairs,   1, "minimum",             ("minimum"),         "Minimum cell",       \
    "minima|minimums|minimum cells?")                                                              \
  X(Maximum,         pairs,   1, "maximum",             ("maximum"),         "Maximum cell",       \
    "fortress(?:es)?(?: cells| sudoku)?|maxima|maximums|maximum cells?")                           \
  X(Difference,      pairs,   3, "difference",          ("difference"),      "Difference dot",     \
    "white (?:kropki )?dots?")                                                                     \
  X(Ratio,           pairs,   3, "ratio",               ("ratio"),           "Ratio dot",          \
    "black (?:kropki )?dots?")                                                                     \
  X(XV,              pairs,   3, "xv",                  ("xv"),              "XV mark",            \
    "x ?/ ?v|xv|x-v|xv sudoku|xv (?:pairs?|marks?)|v|sum dots?")                                           \
  X(XVXV,            pairs,   3, "xvxv",                ("xvxv"),            "XVXV mark",          \
    "xvxv(?: sudoku| marks?)?")                                                                     \
  X(GreaterThan,     pairs,   2, "greaterthan",         ("greaterthan"),     "Greater-than sign",  \
    "inequalit(?:y|ies)(?: signs?)?|greater[- ]than(?: signs?)?")                                   \
  X(Killer,          cages,   2, "killercage",          ("killercage"),      "Killer cage",        \
    "killer(?: sudoku)?(?: cages?)?|cages")                                                        \
  X(KillerBound,     cages,   3, "killercage (inequality)", ("killercage"),   "Inequality killer cage", \
    "")                                                                                            \
  X(ProductCage,     cages,   2, "productcage",         ("productcage"),     "Product cage",       \
    "product cages?")                                                                              \
  X(DigitalRoot,     cages,   2, "cage (digital root)", ("cage"),            "Digital root cage",  \
    "")                                                                                            \
  X(SumCage,         cages,   2, "sumcage",             ("sumcage"),         "Sum cage",           \
    "sum cages?|(?:killer )?cages? with repeats(?: allowed)?")                                     \
  X(RellikCage,      cages,   2, "rellikcage",          ("rellikcage"),      "Rellik cage",        \
    "rellik(?: sudoku)?(?: cages?)?")                                                              \
  X(ExtraRegion,     cages,   1, "extraregion",         ("extraregion"),     "Extra region",       \
    "extra regions?(?: ?/ ?different values)?|windoku|window sudoku|hyper[- ]?sudoku")                                    \
  X(Clone,           cages,   2, "clone",               ("clone"),           "Clone",              \
    "clones?")                                                                                     \
  X(Quadruple,       cages,   2, "quadruple",           ("quadruple"),       "Quadruple",          \
    "quadruples?")                                                                                 \
  X(CountingCircles, cages,   1, "countingcircles",     ("countingcircles"), "Counting circles",   \
    "counting circles?")                                                                           \
  X(LookAndSay,      cages,   2, "lookandsaycage",      ("lookandsaycage"),  "Look-and-say cage",  \
    "look[- ]and[- ]say cages?")                                                                     \
  X(NumberSum,       cages,   3, "numbersum",           ("numbersum"),       "Number sum",         \
    "")                                                                                            \
  X(MagicSquare,     cages,   1, "magicsquare",         ("magicsquare"),     "Magic square",       \
    "magic squares?")                                                                              \
  X(LittleKiller,    outside, 3, "littlekillersum",     ("littlekillersum"), "Little killer",      \
    "little killers?(?: sums?| clues?)?")                                                          \
  X(Sandwich,        outside, 3, "sandwichsum",         ("sandwichsum"),     "Sandwich sum",       \
    "sandwich(?:es)?(?: sums?| clues?| sudoku)?")                                                  \
  X(XSum,            outside, 3, "xsum",                ("xsum"),            "X-sum",              \
    "x-? ?sums?")                                                                                  \
  X(Skyscraper,      outside, 3, "skyscraper",          ("skyscraper"),      "Skyscraper",         \
    "skyscrapers?")                                                                                \
  X(NumberedRoom,    outside, 3, "numberedroom",        ("numberedroom"),    "Numbered room",      \
    "numbered rooms?(?: clues?)?")                                                                 \
  X(Battlefield,     outside, 3, "battlefield",         ("battlefield"),     "Battlefield",        \
    "battlefields?(?: sudoku| clues?| sums?)?")                                                    \
  X(Thermometer,     lines,   1, "thermometer",         ("thermometer"),     "Thermometer",        \
    "thermo(?:meter)?s?(?: sudoku)?")                                                              \
  X(SlowThermometer, lines,   1, "slowthermometer",     ("slowthermometer"), "Slow thermometer",   \
    "slow thermo(?:meter)?s?")                                                                     \
  X(Palindrome,      lines,   1, "palindrome",          ("palindrome"),      "Palindrome",         \
    "palindromes?(?: lines?)?")                                                                    \
  X(Renban,          lines,   1, "renban",              ("renban"),          "Renban line",        \
    "renban(?: lines?)?")                                                                          \
  X(Whispers,        lines,   2, "whispers",            ("whispers"),        "Whispers line",      \
    "")                                                                                            \
  X(RegionSumLine,   lines,   1, "regionsumline",       ("regionsumline"),   "Region sum line",    \
    "region sum lines?")                                                                           \
  X(BetweenLine,     lines,   1, "betweenline",         ("betweenline"),     "Between line",       \
    "between lines?")                                                                              \
  X(EntropicLine,    lines,   1, "entropicline",        ("entropicline"),    "Entropic line",      \
    "entropic lines?")                                                                             \
  X(ModularLine,     lines,   1, "modularline",         ("modularline"),     "Modular line",       \
    "modular lines?")                                                                              \
  X(Nabner,          lines,   1, "nabner",              ("nabner"),          "Nabner line",        \
    "nabner(?: lines?)?")                                                                          \
  X(DoubleArrow,     lines,   1, "doublearrow",         ("doublearrow"),     "Double arrow",       \
    "double arrows?")                                                                              \
  X(ZipperLine,      lines,   1, "zipperline",          ("zipperline"),      "Zipper line",        \
    "zipper lines?")                                                                               \
  X(ParityLine,      lines,   1, "parityline",          ("parityline"),      "Parity line",        \
    "parity lines?")                                                                               \
  X(LockoutLine,     lines,   2, "lockoutline",         ("lockoutline"),     "Lockout line",       \
    "lockout lines?")                                                                              \
  X(SequenceLine,    lines,   1, "sequenceline",        ("sequenceline"),    "Sequence line",      \
    "(?:arithmetic )?sequence lines?|arithmetic lines?")                                           \
  X(SegmentSumLine,  lines,   2, "segmentsumline",      ("segmentsumline"),  "Segment sum line",   \
    "(?:10|ten|segment sum) lines?")                                                               \
  X(ProductLine,     lines,   2, "productline",         ("productline"),     "Product line",       \
    "product lines?")                                                                              \
  X(SameParityLine,  lines,   1, "sameparityline",      ("sameparityline"),  "Same parity line",   \
    "same parity lines?")                                                                          \
  X(Arrow,           lines,   2, "arrow",               ("arrow"),           "Arrow",              \
    "arrows?(?: sudoku| sums?)?")                                                                  \
  X(RowIndexer,      global,  1, "rowindexer",          ("rowindexer"),      "Row indexer",        \
    "")                                                                                            \
  X(ColumnIndexer,   global,  1, "columnindexer",       ("columnindexer"),   "Column indexer",     \
    "")                                                                                            \
  X(BoxIndexer,      global,  1, "boxindexer",          ("boxindexer"),      "Box indexer",        \
    "")                                                                                            \
  X(EqualCageSums,   global,  0, "equalcagesums",       ("equalcagesums"),   "Equal cage sums",    \
    "equal[- ]sum (?:killer )?cages?|equal cage (?:sums?|totals?)|equal[- ]total cages?")              \
  X(GlobalEntropy,   global,  0, "globalentropy",       ("globalentropy"),   "Global entropy",     \
    "global entropy|entropic sudoku|2x2 entropy")                                                  \
  X(GlobalModular,   global,  0, "globalmodular",       ("globalmodular"),   "Global modular",     \
    "global mod(?:ular|ulo)?(?:[- ]3| three)?(?: sudoku)?|global modular sudoku")                        \
  X(DutchFlatmates,  global,  0, "dutchflatmates",      ("dutchflatmates"),  "Dutch flatmates",    \
    "dutch flatmates?(?: sudoku)?|flatmates?(?: sudoku)?")                                         \
  X(Chaos,           global,  0, "chaosconstruction",   ("chaosconstruction"), "Chaos construction", \
    "chaos construction(?: sudoku)?|chaos sudoku")
// clang-format on
#define SUDOSAT_KEYS(...) {__VA_ARGS__}  // the keys column as an initializer list

namespace detail {
template <class Ignored, class... Kinds>
struct VariantOf {
  using type = std::variant<Kinds...>;
};
}  // namespace detail

// One constraint of any kind: the table's types, in its order.
#define SUDOSAT_KIND_TYPE(Type, ...) , rule::Type
using Constraint = detail::VariantOf<void SUDOSAT_KINDS(SUDOSAT_KIND_TYPE)>::type;
#undef SUDOSAT_KIND_TYPE

// A kind without its data, in the table's order: Kind::Killer is rule::Killer's index in
// Constraint. Readers and writers speak Kind; a kind's strings come from its table line.
#define SUDOSAT_KIND_ENUM(Type, ...) Type,
enum class Kind { SUDOSAT_KINDS(SUDOSAT_KIND_ENUM) };
#undef SUDOSAT_KIND_ENUM
constexpr int kKindCount = static_cast<int>(std::variant_size_v<Constraint>);

namespace detail {
template <class K, std::size_t I = 0>
constexpr Kind kind_at() {
  static_assert(I < std::variant_size_v<Constraint>, "not a kind of the table");
  if constexpr (std::is_same_v<K, std::variant_alternative_t<I, Constraint>>) return static_cast<Kind>(I);
  else return kind_at<K, I + 1>();
}
}  // namespace detail

// The Kind of rule struct K (kind_of<rule::Killer> == Kind::Killer), and of a constraint.
template <class K>
constexpr Kind kind_of = detail::kind_at<K>();
inline Kind kind_of_constraint(const Constraint& c) { return static_cast<Kind>(c.index()); }

// What the table says of kind K: kind_info<rule::Killer>().keys[0] is "killercage".
struct KindInfo {
  const char* family;
  const char* name;
  std::vector<const char*> keys;
  const char* title;
  const char* names;
  const char* type;  // the struct's name ("Killer"), as the rules reader's table names kinds
};
template <class K>
const KindInfo& kind_info();
#define SUDOSAT_KIND_INFO(Type, ...) \
  template <>                        \
  const KindInfo& kind_info<rule::Type>();
SUDOSAT_KINDS(SUDOSAT_KIND_INFO)
#undef SUDOSAT_KIND_INFO

// The table's line for the kind of `c`, and for kind k.
const KindInfo& kind_info(const Constraint& c);
const KindInfo& kind_info(Kind k);

// Kind K's f-puzzles key (its first, for the diagonals "diagonal+"): kind_key<rule::Killer>()
// is "killercage". Code names a kind's key this way, never by a string of its own.
template <class K>
const char* kind_key() {
  return kind_info<K>().keys[0];
}

// The kind whose name (the table's name column: "killercage", "diagonal", "negative ratio") is
// `name`; none for another word.
std::optional<Kind> kind_named(const std::string& name);

// The name of a constraint as messages give it ("killercage", "diagonal+", "negative ratio").
const char* kind_name(const Constraint& c);

// The f-puzzles keys that state a rule, each once, in the table's order.
const std::vector<std::string>& fpuzzles_keys();

// What a variant puzzle adds to its size and givens.
struct Variant {
  std::vector<int> regions;  // per cell: its region's label (>= 0), or -1 for no region;
                             // every label labels exactly n cells
  std::vector<std::uint64_t> allowed;  // per cell: the digits it may hold (bit d), or empty
                                       // for no restriction anywhere
  std::vector<Constraint> constraints;
  std::string title, author;  // shown in JSON output when not empty
  std::string rules;          // the rules as the setter wrote them (f-puzzles' "ruleset"), if any
  std::vector<int> setter_solution;  // the solution the puzzle carries (f-puzzles' "solution"),
                                     // row-major, checked against every rule read; empty: none
  std::vector<std::string> drawings;  // a SudokuPad puzzle: each drawing and what it was read as
                                      // ("lines[3]: thermometer R4C2 R3C2"), for `sudosat read`
  bool as_drawn = false;  // read by its drawings alone (--as-drawn): every answer says so
  std::vector<int> digits;  // the digit set: n distinct values, increasing; digit (index) d
                            // stands for digits[d - 1]. Empty: 1..n (kept empty when it is 1..n)
};

constexpr int kMaxDigitValue = 99;  // the largest value a digit set may hold

// How a line of Variant::drawings ends when the setter's solution judged that part of the reading
// (a sentence taken as a story or read loosely, a drawing or pencil marks left out): an answer to
// such a puzzle stands for the puzzle as read, and says so.
inline constexpr const char kJudgedReading[] = "(the setter's solution judges the reading)";

// The value digit d (1..n) stands for under `digits` (empty: d itself).
inline int digit_value(const std::vector<int>& digits, int d) {
  return digits.empty() || d < 1 || d > static_cast<int>(digits.size())
             ? d : digits[static_cast<std::size_t>(d - 1)];
}

// A magic square's side s when `cells` (on a grid of size n) are the s x s cells of a square,
// s >= 3, listed row by row from its top-left cell; 0 otherwise.
int magic_side(const std::vector<int>& cells, int n);

// The 2s + 2 lines of a magic square's cells (s x s, row by row): its rows, its columns, then
// its diagonal from the top-left and the one from the bottom-left. Empty for no cells.
std::vector<std::vector<int>> magic_lines(const std::vector<int>& cells);

// A digit set as written on the command line and in sudosat's f-puzzles key: "0-8" (a range),
// "1,2,3,5,7,9" (a list), or both mixed ("0-3,7"). Empty and `why` set when malformed
// (not a number, out of 0..99, duplicates, not increasing).
std::vector<int> parse_digit_set(const std::string& text, std::string& why);
// The set as parse_digit_set reads it: "0-8", "1,2,3,5,7,9" (runs of 3 or more as ranges).
std::string digit_set_text(const std::vector<int>& digits);
// Why `digits` cannot be the digit set of a size-n puzzle (wrong length, a value the text
// formats cannot write: above 35, or above 9 up to size 9 where digits are one symbol each);
// empty when it can. 1..n is always fine.
std::string digit_set_problem(const std::vector<int>& digits, int n);
// The constraint kinds sudosat solves with a digit set other than 1..n (docs/variants.md);
// the others are refused.
bool kind_takes_digit_set(Kind k);
// Why the variant cannot be solved with its digit set: the first constraint whose kind
// does not take one ("sandwichsum is not supported with digits 0-8"); empty when every one
// does, or when the set is 1..n.
std::string digit_set_refusal(const Variant& v);

// Whether a and b state the same rules: the same regions, digit set, allowed digits and constraints, in
// the same order (title, author, rules text and the setter's solution aside).
bool same_rules(const Variant& a, const Variant& b);

// The default region labels for size n: boxes h rows tall and n/h wide, h the largest divisor
// of n not above sqrt(n), numbered row-major (for a prime n: the rows).
std::vector<int> default_regions(int n);

// The cells of each region, each list row-major, regions in order of their smallest cell.
std::vector<std::vector<int>> region_cells(const std::vector<int>& regions);

// The digits of the entropic group (0: low, 1: middle, 2: high) of digit d on size n.
int entropic_group(int n, int d);

}  // namespace sudosat
