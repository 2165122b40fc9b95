// A puzzle's rules text, as setters write it, read sentence by sentence against a table of
// known rule statements (docs/rules-sentences.md). SudokuPad enforces no rule: what
// its drawings mean is said only here, so a SudokuPad puzzle is read only when every sentence is
// understood (formats/sudokupad.hpp).
#pragma once
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/variant.hpp"

namespace sudosat {

// What a sentence states (docs/rules-sentences.md):
//   Sudoku        normal sudoku rules (each row, column and box or region holds 1..n once)
//   Note          no rule: flavour, credits, hints, "not all dots are given", "digits may
//                 repeat on arrows", "the puzzle has a unique solution", ...
//   Rule          `kind`'s rule exactly as docs/variants.md states it (Killer, Thermometer,
//                 Diagonal, ...). A killer cage's rule needs its digits distinct: a sentence
//                 that gives only the sum states CageSum, one that says only that digits do not
//                 repeat in cages CageDistinct (both in a text: a killer rule). A product cage's
//                 likewise: "the clue is the product of the cage's digits" states CageProduct
//                 (with CageDistinct or a killer rule in the text: product cages).
//   AllMarks      every mark of `kind` (Difference, Ratio, XV) that could be drawn is drawn
//                 (f-puzzles' negative constraints)
//   LineSum       the digits along each line (of the sentence's colours) sum to the sentence's
//                 number; they may repeat where the grid allows ("the digits along each line
//                 must sum to 11"): each such line is a sum cage (rule::SumCage)
//   ArrowIncrease digits along each arrow increase from its tip towards its circle: each arrow's
//                 shaft is also a thermometer whose bulb is the tip
//   LineRegion    each line (of the sentence's colours) holds the digits 1 to `number` once: an
//                 extra region (rule::ExtraRegion) of its cells
//   CellSum       the digits in the cells shaded in the sentence's colour sum to its number, all
//                 together ("digits in green cells sum to 77"): one sum cage (rule::SumCage)
//   ArrowLine     `kind`'s line rule (renban, palindrome, nabner, parity, entropic, modular lines)
//                 holds on each arrow's shaft, its circle left out ("those digits along an arrow
//                 are a consecutive non-repeating set")
//   NamedCells    `kind`'s rule (Odd, Even) holds in the cells the sentence names ("the grey cell in
//                 row 2 column 8 marks an even digit"), whatever is drawn there
//   CageTotal     the puzzle's one cage sums to the sentence's number ("digits in the cage total 17")
//   LineProduct   as LineSum, a product ("digits along each purple line multiply to 400"): each
//                 such line is a product line (rule::ProductLine)
//   CircleRegion  no digit repeats among the cells drawn with a circle ("there are no repeated
//                 digits in circles"): one extra region (rule::ExtraRegion) of them
//   SquareRegion  the same of the cells drawn with a square
//   CageRepeat    digits may repeat in cages ("digits can repeat within a cage"): with CageSum,
//                 sum cages (rule::SumCage); beside a killer or product rule, refused
//   LockoutEnds   half a lockout line's rule, in a sentence of its own: the ends of each line
//                 differ by at least the sentence's number
//   LockoutInner  the other half: no digit between a line's ends lies between theirs or equals
//                 one. Both in a text: lockout lines (rule::LockoutLine); one alone, refused
//   CloneLetters  clones are the cages marked with one same letter ("the digits in the caged areas
//                 must appear in the same position in its counterpart (marked with the same
//                 letter)"): stated with the clone rule
//   SameRegion    no rule: the cells the sentence names lie in one of the regions drawn ("the
//                 central cell and four dominos at the corners of the grid together comprise a
//                 single region"), which the converter checks
//   RomanSum      numbers in cages joined by the sentence's Roman letter (`letter`: V, X, L, C,
//                 D or M) sum to its number ("numbers in cages connected by a C sum to 100"):
//                 Roman numeral cages, each pair a number sum (rule::NumberSum)
//   RomanRead     no rule alone: cages are read top-to-bottom or left-to-right, as numbers; with
//                 RomanSum, how each cage reads (the converter wants both)
//   FrameSum      a clue outside the grid gives the sum of the first `number` digits of its row or
//                 column seen from it ("frame" sums): each clue a sum cage (rule::SumCage) of
//                 those cells
//   FrameDigits   a clue outside the grid lists digits that appear among the first `number`
//                 cells of its row or column seen from it ("outside sudoku"): each clue a
//                 quadruple (rule::Quadruple) of those cells
//   RowsColumns   each row and each column holds the digits once, no box or region said ("place
//                 1-6 once in every row and column"): with no regions drawn, a Latin square
//   NoBoxes       the grid has no boxes ("There are no boxes."): a Latin square; regions drawn
//                 beside it are refused
struct Stated {
  enum What { Sudoku, Note, Rule, CageSum, CageDistinct, AllMarks, CageProduct, LineSum, ArrowIncrease, LineRegion,
              CellSum, ArrowLine, NamedCells, CageTotal, LineProduct, CircleRegion, SquareRegion, SameRegion, CageRepeat,
              LockoutEnds, LockoutInner, RomanSum, RomanRead, CloneLetters, FrameSum, FrameDigits,
              BattlefieldArmies, BattlefieldSum, RowsColumns, NoBoxes };
  What what = Note;
  Kind kind = Kind::Killer;  // for Rule and AllMarks; otherwise ignored
  bool operator==(const Stated& o) const {
    return what == o.what && (!(what == Rule || what == AllMarks || what == ArrowLine || what == NamedCells) || kind == o.kind);
  }
  bool operator!=(const Stated& o) const { return !(*this == o); }
};

// How `sudosat read` and the docs write it: "sudoku", "note", the kind's name from the table
// (killercage, diagonal), "cage sum", "cage distinct", "cage product", "line sum", "arrow increase", "line region", "cell sum", "arrow " and a line kind's name, "named " and a cell kind's name, "cage total", "line product", "circle region", "square region", "same region", "cage repeat", "lockout ends", "lockout inner", "roman sum", "roman read", "clone letters", "frame sum", "frame digits",
// "battlefield armies", "battlefield sum", "rows columns", "no boxes",
// "all " and the
// kind's name.
std::string stated_word(const Stated& s);

// Whether a sentence's number is the parameter of statement `s` (a lockout line's difference,
// whispers' gap, a segment's or a cage's sum, a frame's length, the box a magic square is):
// the statement whose number it is (LockoutEnds is LockoutLine's); nullopt for a statement
// that takes none, or whose number is the digit range (sudoku: "the digits 1 to 9").
std::optional<Stated> number_owner(const Stated& s);

// One sentence of a rules text and what it states.
//   states   what the sentence says (empty: not understood)
//   colours  the colour words it names, lower case ("green", "purple", "grey", ...).
//   number   a number that parametrises the rule, 0 if none: whispers' least difference (5
//            unless said; Dutch whispers 4), the largest digit a Sudoku sentence names ("1 to
//            9", "6x6"), a sandwich's upper crust ("between the 1 and the 9").
struct RuleSentence {
  std::string text;        // the sentence as written, trimmed
  std::size_t offset = 0;  // where it starts in the rules text, in bytes
  std::vector<Stated> states;
  std::vector<std::string> colours;
  // a sentence of several rules read clause by clause ("grey lines are palindromes and green
  // lines are German whispers"): each rule's colours, those of its own clause (stated_word ->
  // colours; a rule whose clause names none maps to none). Empty: every rule takes `colours`.
  std::map<std::string, std::vector<std::string>> colours_by_rule;
  int number = 0;
  int lowest = 1;  // the smallest digit a Sudoku sentence names: 0 for "the digits 0-8", else 1
  std::string letter;  // RomanSum: the Roman letter joining the cages, upper case ("C"); else ""
  std::vector<std::pair<int, int>> cells;  // the cells it names (NamedCells, SameRegion), row and column
                                           // from 1; 0, 0 the central cell; -1 the last row or column
  std::vector<int> houses;  // the columns (rows) of column (row) indexers the sentence names, from 1 ("a
                            // digit in column 1 indicates ...", "the same is true of column 5 ..."); empty
                            // when it names none ("column N")
  // rules of the sentence that take a number (number_owner) said without one beside another
  // rule's `number` ("grey lines are palindromes and green lines are German whispers": the 5
  // is the whispers', not the palindromes' length): number_of gives them none
  std::vector<Stated> unnumbered;
  int total = 0;  // the total a magic square's rows, columns and diagonals sum to, if the sentence gives
                  // it ("sum to 15"; 0 when it does not): the reader checks it against the square's digits
  std::vector<std::string> typos;  // understood once these typos were mended: "themometers -> thermometers"
  // `number` as the parameter of `s`, one of `states`: 0 for a rule in `unnumbered`
  int number_of(const Stated& s) const;
  std::string hint;  // not understood: the rule it reads like and the words that rule lacks, if
                     // one is that near ("reads like the renban rule, but for \"odd\", ..."); else ""
  // not understood, and no word of it is a rule's (a function word, or one no rule's vocabulary,
  // kind name or colour has, nor a typo of one; no figure but a year or an ordinal): a story or
  // flavour ("The wizard's tower has many floors."). A reader may take it where the setter's
  // solution judges the reading, never as a note without one: it could be a rule in words
  // sudosat does not know.
  bool story = false;
  // Not understood and no story: what a reader may take it as where the setter's solution judges
  // the reading, never without one (docs/rules-sentences.md, "Loose reading"):
  //   named      the kinds it names (a kind's name anywhere in it: "Lockout lines: the digits in
  //              the diamonds must ..."), each to be read with its usual rule (and `number`: the
  //              one a name sets, or the one number the sentence and its explanations give)
  //   explains   it names none and follows a sentence stating or naming a kind's rule: taken as
  //              explaining that rule, stating nothing of its own
  //   not_taken  why a reader may take neither: a word that could make the setter's rule weaker
  //              than the kind's usual one ("\"may\" could change the rule"), or numbers it cannot
  //              tell apart; "" when it may
  std::vector<Stated> named;
  bool explains = false;
  std::string not_taken;
};

// The sentences of `rules` (split at '.', '!', '?' followed by a space or the end, at line
// breaks and at list bullets; not after "e.g."/"i.e." or a leading list number), empty ones
// dropped, each with what it states. A sentence that matches no known statement as a whole is
// cut into clauses at "; " and ", and ": understood when every clause is, stating all they
// state (and then refused if their numbers differ). Never throws.
std::vector<RuleSentence> read_rules_text(const std::string& rules);

// The puzzle's title or setter said again in its rules text ("Tendril Battle", "Arrow Sudoku by
// Bob", "- Bob"): each sentence not understood whose words are the title's, the setter's, or the
// title "by" the setter (a "puzzle" before them allowed) becomes a note. Nothing else changes.
void note_title_lines(std::vector<RuleSentence>& sentences, const std::string& title, const std::string& author);

// A cell a sentence names (RuleSentence::cells) on a grid of size n, as a row and column from
// 0: 0, 0 is the central cell (none on a grid of even size), -1 the last row or column. Nullopt
// when the grid has no such cell.
std::optional<std::pair<int, int>> grid_cell(std::pair<int, int> named, int n);

// The cells, row by row, of the box a sentence makes a magic square (Stated NamedCells of
// MagicSquare; `number` the box, counted row by row from 1, 0 the central one) on a grid of size
// n whose cells carry the region labels `regions`. Empty, with `why` ("names the central box,
// and a grid of size 4 has none"), when the regions are not the grid's boxes, the grid has no
// such box, or the box is not a square of 3x3 cells or more.
std::vector<int> named_magic_box(int number, int n, const std::vector<int>& regions, std::string& why);

// What a Roman letter joining two cages stands for (RuleSentence::letter; V, X, L, C, D, M, either
// case): 5 ... 1000; 0 for any other text.
int roman_value(const std::string& letter);

// A rule the text states that the puzzle's constraints do not carry: the sentence and its kind.
struct UnreadRule {
  std::string sentence;
  Kind kind;
};

// The first kind the understood `sentences` (read_rules_text) state (a cage sum: killer cages; a
// cage product: product cages) of which
// `constraints` hold none: a text naming killer cages in a
// puzzle whose cages were drawn as decoration, never read. Kinds named together ("kropki",
// "odd/even", "min/max") need one of the two; a kind whose every mark is said to be given
// (negative constraints) may have none. Nothing when every kind stated is read.
std::optional<UnreadRule> rule_not_read(const std::vector<RuleSentence>& sentences,
                                        const std::vector<Constraint>& constraints);

}  // namespace sudosat
