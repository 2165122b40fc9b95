// A rules text read against a table of known statements (docs/rules-sentences.md).
//
// 1. Splitting: sentences end at '.', '!' or '?' followed by a space or the end (closing
//    quotes and brackets stay with the sentence), at line breaks and before a '•'. A '.' after
//    "e.g"/"i.e", a title ("Mrs.", "Mr.", "Ms.", "Dr.") or a list number at the start ("1.")
//    ends nothing.
// 2. Normalisation: typographic quotes, dashes and spaces unified, lower case, spaces
//    collapsed, double quotes dropped, a leading bullet ("-", "*", "•", "1)", "1.", "a)"),
//    enclosing brackets and trailing punctuation stripped.
// 3. Matching: the normalised sentence must match one pattern of the table as a whole. If none
//    does, it is cut into clauses at "; " and ", and " and every clause must match one.
// Patterns are ECMAScript regexes with the <shorthands> below expanded before compiling, in
// lower case and compiled without icase (the sentences are lower case by then; icase made
// compiling twice as slow, and compiling is most of a fresh process's time on a rules text).
#include "rules_text.hpp"

#include "rules_examples.hpp"
#include "rules_facts.hpp"
#include "rules_loose.hpp"

#include <algorithm>
#include <bitset>
#include <cstring>
#include <cctype>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <regex>
#include <set>
#include <stdexcept>
#include <string_view>
#include <tuple>
#include <utility>

namespace sudosat {

namespace {

// One known statement: what it states (comma separated), its pattern, and its number when
// no capture group of the pattern gives one (the first group that matched does).
struct Statement {
  const char* states;
  const char* pattern;
  int number = 0;
};

// Shorthands used by the table (they may use each other), expanded before compiling.
const std::pair<const char*, const char*> kShorthands[] = {
    {"<subj>", "(?:(?:the |two |any two |all |those )?(?:cells|digits|numbers)|those)"},
    {"<sep>", "(?:separated|joined|connected|linked)"},
    {"<not>",
     "(?:cannot|can not|can't|may not|must not|mustn't|do not|don't|does not|doesn't|will not|"
     "won't|should not|never)"},
    {"<may>", "(?:may|can|could|are allowed to|is allowed to)"},
    {"<must>", "(?:must |will |should |always )?"},
    {"<dig>", "(?:digits?|numbers?|values?)"},
    {"<art>", "(?:(?:a|an|the|each|every|any|all) )?"},
    {"<col>", "(?:<colour>(?: coloured| colored)? )?"},
    {"<colour>",
     "(?:(?:light |dark |pale |bright )?(?:grey|gray|purple|pink|violet|magenta|green|lime|"
     "orange|yellow|blue|teal|cyan|red|brown|black|white|beige|lavender))"},
    {"<to9>", "1 ?(?:to|-|through) ?(\\d+)"},
    // "in any 2x2 block of cells within the grid there must be at least": global entropy's and global
    // modular's common start
    {"<block2x2>",
     "(?:in )?(?:any|every|each) 2x2 (?:box|block|square|area|region|group|set)(?: of cells)?"
     "(?: (?:in|within|of) the grid)?,? "
     "(?:there )?(?:must |will |has to |have to )?(?:be|is|are|contains?|have|has|includes?) (?:at least )?"},
    {"<once>", "(?: (?:exactly once|once each|once|each once))?"},
    {"<rcb>",
     "(?:each|every) row, (?:each |every )?column,? and (?:each |every )?(?:\\d+x\\d+ )?"
     "(?:\\d+-cell )?(?:box|region|nonet|block|jigsaw region|irregular region|irregularly shaped "
     "region|outlined region|marked region|marked shape|bold region|bolded region)"},
    {"<thermo>", "<art><col>(?:thermometers?|thermos?)"},
    {"<slow>", "<art><col>slow (?:thermometers?|thermos?)"},
    {"<bulb>",
     "(?:(?:starting )?from|away from) (?:the |its |their |each )?bulbs?(?: end)?(?: to the (?:tips?|(?:other|far|opposite) end))?"},
    {"<incr>", "<must>(?:strictly )?(?:increase|ascend)"},
    {"<arrow>", "<art><col>arrows?(?:'s? shafts?| shafts?)?"},
    {"<circle>",
     "(?:its|their|the|that arrow's|the arrow's|each arrow's)(?: connected| attached| "
     "corresponding)? (?:circle|bulb|pill|oval|circle/pill|circle or pill)s?"},
    {"<wdot>", "(?:a |an )?white (?:kropki )?(?:dot|circle)s?"},
    {"<bdot>", "(?:a |an )?black (?:kropki )?(?:dot|circle)s?"},
    {"<ratio>", "(?:with|in) (?:a |the )?(?:ratio of (?:1:2|2:1)|(?:1:2|2:1) ratio)"},
    {"<consec>",
     "(?:<must>(?:contain|be|have|hold) (?:consecutive (?:digits|numbers|values)|consecutive|"
     "a difference of (?:exactly )?1|(?:digits|numbers) (?:that )?differ(?:ing)? by (?:exactly )?1)|"
     "<must>differ by (?:exactly )?1)"},
    {"<half>",
     "(?:<must>(?:contain|be|have|hold) (?:(?:digits|numbers|values) )?(?:in |with )?(?:a )?"
     "(?:ratio of 1:2|1:2 ratio|ratio of 2:1|2:1 ratio)|"
     "<must>have a (?:1:2|2:1) ratio|(?:one|one digit|one of them) is (?:double|twice) the other)"},
    {"<outside>", "(?:a |the |each |all )?(?:clues?|numbers?|digits?) outside (?:of )?the grid"},
    {"<gives>", "(?:gives?|shows?|indicates?|denotes?|represents?|equals?|is|are)"},
    {"<rowcol>",
     "(?:that|the|its|their|the corresponding) (?:row or column|row/column|row/col|row or col)"},
    {"<line>", "<art><col>lines?"},
    {"<adj>", "(?:adjacent|neighbouring|neighboring|consecutive|successive)"},
    {"<knight>", "(?:a |an )?(?:\\(?chess\\)? )?knight'?s? move(?: \\(in chess\\))?"},
    {"<king>", "(?:a |an )?(?:\\(?chess\\)? )?king'?s? move(?: \\(in chess\\))?"},
    {"<same>", "(?:the same|identical|equal|repeated) (?:digits?|numbers?|values?)"},
    {"<diag>",
     "(?:(?:each|either|both|any|all) (?:of (?:the )?)?|the )?(?:two )?(?:(?:main|marked|long|"
     "indicated|highlighted|shaded|positive|negative|<colour>) )*diagonals?(?: \\(marked in <colour>\\))?"},
    // "if allowed by other rules", "(when sudoku rules allow)": repeats left to the other rules
    {"<allowed>",
     "(?:,? \\(?(?:if|when|where|unless|as long as) (?:(?:otherwise |not )?(?:allowed|permitted|"
     "prohibited|forbidden|disallowed) by (?:the )?(?:other |normal sudoku |sudoku )?(?:rules|"
     "constraints)|(?:(?:other|the other|sudoku|normal sudoku|the sudoku) )?rules (?:allow|permit)(?: it)?"
     "|sudoku (?:allows?|permits?)(?: it)?)\\)?)"},
    {"<ifok>", "(?:<allowed>)?"},
};

// The table. Canonical statements (docs/variants.md's wording) first, one per state; then the
// other wordings setters use. Every pattern is matched against the whole sentence or clause.
const Statement kStatements[] = {
    // --- canonical statements
    {"sudoku", "normal sudoku rules apply"},
    {"Killer", "digits in a cage do not repeat and sum to the cage's clue, if it has one"},
    {"cage sum", "digits in a cage sum to the cage's clue"},
    {"cage distinct", "digits do not repeat in a cage"},
    {"Thermometer", "digits along a thermometer strictly increase from the bulb"},
    {"SlowThermometer", "digits along a slow thermometer never decrease from the bulb"},
    {"Arrow", "digits along an arrow sum to the number in its circle"},
    {"Difference", "cells separated by a white dot contain consecutive digits"},
    {"Ratio", "cells separated by a black dot contain digits in a 1:2 ratio"},
    {"XV", "cells separated by an x sum to 10 and cells separated by a v sum to 5"},
    {"Odd", "a cell with a grey circle contains an odd digit"},
    {"Even", "a cell with a grey square contains an even digit"},
    {"LittleKiller", "clues outside the grid give the sum of the digits along the indicated diagonal"},
    {"Sandwich",
     "clues outside the grid give the sum of the digits between the 1 and the (9) in that row or column"},
    {"XSum",
     "clues outside the grid give the sum of the first x digits in that row or column, where x is the "
     "first digit"},
    {"Skyscraper",
     "clues outside the grid give the number of digits in that row or column that are larger than "
     "every digit before them, seen from the clue"},
    {"NumberedRoom",
     "a clue outside the grid gives the digit in the xth cell of that row or column seen from the clue, where x "
     "is the first digit"},
    {"Palindrome", "<col>lines are palindromes: they read the same in both directions"},
    {"Renban", "(?:along|on) <line>, (?:the )?digits <must>form a (?:set|sequence|run) of (?:non-repeating|"
               "distinct),? consecutive digits,? in any order"},
    {"Renban", "<col>lines contain a set of non-repeating consecutive digits in any order"},
    {"Renban", "<dig> on <line> (?:are|form) a set of consecutive <dig> in any order"},
    {"Whispers", "adjacent digits along <col>lines differ by at least (\\d+)"},
    {"BetweenLine",
     "digits on a line between two circles must be strictly between the digits in the circles"},
    {"RegionSumLine", "digits on a <col>line have an equal sum in each box it passes through"},
    {"EqualCageSums", "digits in every cage sum to the same total"},
    {"GlobalEntropy", "every 2x2 block of cells contains a low \\(1-3\\), a middle \\(4-6\\) and a high \\(7-9\\) digit"},
    {"GlobalModular", "every 2x2 block of cells contains a digit of each residue mod 3"},
    {"DutchFlatmates", "every 5 must have a 1 directly above it or a 9 directly below it \\(or both\\)", 9},
    {"EntropicLine",
     "any three consecutive cells along a <col>line contain one low \\(1-3\\), one middle \\(4-6\\) and "
     "one high \\(7-9\\) digit"},
    {"ModularLine",
     "any three consecutive cells along a <col>line contain one digit from each of \\{1,4,7\\}, "
     "\\{2,5,8\\} and \\{3,6,9\\}"},
    {"Nabner", "no two digits on a <col>line are equal or consecutive"},
    {"Nabner", "(?:the )?<dig> (?:on|along) <line> are all (?:different|distinct),? and no two (?:of them )?are consecutive"},
    {"DoubleArrow", "the digits between the ends of a <col>line sum to the sum of the two ends"},
    {"ZipperLine",
     "digits equally distant from the middle of a <col>line have the same sum, which on a line of odd "
     "length is the middle digit"},
    {"ParityLine", "adjacent digits along a <col>line have different parity"},
    {"AntiKnight", "cells a knight's move apart cannot contain the same digit"},
    {"AntiKing", "cells a king's move apart cannot contain the same digit"},
    {"NonConsecutive", "orthogonally adjacent cells cannot contain consecutive digits"},
    {"Diagonal", "digits cannot repeat on the marked diagonals"},
    {"DisjointGroups", "cells in the same position within their boxes cannot contain the same digit"},
    {"ExtraRegion", "digits cannot repeat in an extra region"},
    {"Clone", "<col>(?:regions|shapes|areas) are clones: they contain the same digits in the same positions"},
    {"Quadruple", "digits in a circle must appear in at least one of the four surrounding cells"},
    // "a set of four digits in a circle tells you which digits are in the four cells around the circle"
    {"Quadruple", "(?:a set of )?(?:the )?(?:(?:up to )?four )?(?:digits|numbers) in (?:a|each|the) <col>circles? "
                  "(?:tells?|shows?|indicates?) (?:you )?which (?:digits|numbers) are in the four cells "
                  "(?:around|surrounding|touching) (?:it|the circle|that circle)"},
    {"Quadruple", "(?:a |the |each )?(?:digits?|numbers?) in (?:a |the |each )?<col>circles? <must>"
                  "(?:appear|be placed) (?:in at least one of|at least once in) the (?:four|4) "
                  "(?:surrounding )?cells(?: (?:surrounding|around|touching) (?:that|the) circle)?"},
    // look-and-say cages: SudokuMaker's words, and the clue said to describe the cage read aloud
    {"LookAndSay", "read (?:the|each|a) (?:cage's )?clue (?:out loud|aloud),? which describes the (?:nature|contents?|digits) "
                   "of (?:the|its|that) cage"},
    {"LookAndSay", "(?:the |each )?(?:clues?|numbers?) in (?:the |each |a )?cages? (?:describes?|tells?|says?|gives?) "
                   "(?:the digits in (?:the|that|its) cage|(?:the |its )?(?:cage's )?contents?(?: of (?:the|that|its) cage)?)"
                   ",? (?:when|as|if) read (?:out loud|aloud)"},
    {"Minimum", "a digit marked as a minimum is smaller than each orthogonal neighbour"},
    {"Maximum", "a digit marked as a maximum is larger than each orthogonal neighbour"},
    {"all Difference", "all possible white dots are given"},
    {"all Ratio", "all possible black dots are given"},
    {"all XV", "all possible x's and v's are given"},
    {"note", "good luck"},

    // --- sudoku
    {"sudoku",
     "(?:all )?(?:the )?(?:normal|standard|classic|regular|usual|classical) (?:(\\d+)x\\d+ )?"
     "(?:irregular |jigsaw )?sudoku(?: rules(?: (?:apply|are in effect|hold|are applied|are valid|are used)"
     "(?: (?:to|in|on) the (?:whole |entire |(\\d+)x\\d+ )?grid)?)?)?"},  // "standard 9x9 sudoku (rules)"
    {"sudoku", "sudoku rules apply"},
    {"sudoku", "(\\d)x\\d sudoku"},  // a title: "6x6 sudoku"
    {"sudoku", "apply (?:the )?(?:normal|standard|classic|usual) sudoku rules"},
    // a learner's word order: "Sudoku normal rules.", "Rules: Sudoku normal.", "Usual sudoku rules are
    // applying.", "Apply normal rules of sudoku.", "Sudoku rules are normal."
    {"sudoku", "(?:rules: )?sudoku (?:normal|standard|classic|usual)(?: rules)?(?: apply)?"
               "|(?:the )?(?:normal|standard|classic|usual) sudoku rules are (?:applying|applied|valid|in force)"
               "|apply (?:the )?(?:normal|standard|classic|usual) rules of sudoku"
               "|(?:the )?sudoku rules are (?:normal|standard|classic|usual)"
               "|(?:the )?(?:normal|standard|classic|usual) (?:rules of sudoku|sudoku rules) (?:(?:must be|are|should be) "
               "(?:followed|obeyed|observed)|hold)"
               "|(?:(?:the )?(?:normal|standard|classic|usual) )?(?:sudoku rules|rules of sudoku) (?:is|are) (?:apply|"
               "applying)"},
    {"sudoku", "place (?:the )?(?:digits )?<to9> once each in (?:each|every) row, column,? and "
               "(?:\\d+x\\d+ )?(?:box|region|nonet)"},
    {"sudoku", "place (?:the )?(?:digits )?<to9> (?:once )?in <rcb><once>"},
    {"sudoku", "fill (?:in )?(?:each|every) row, column,? and (?:\\d+x\\d+ )?(?:box|region|nonet) "
               "with (?:the )?(?:digits |numbers )?<to9><once>"},
    {"sudoku", "<rcb> (?:must )?contains? (?:each|every|all|the) (?:of the )?(?:<dig> )?(?:from )?<to9><once>"},
    {"sudoku", "<rcb> (?:must )?contains? (?:the )?<dig> <to9><once>"},
    {"sudoku", "<rcb> (?:must )?contains? <to9><once>"},
    {"sudoku", "(?:the )?(?:digits |numbers )?<to9> (?:must )?(?:appears?|be placed) (?:once )?in <rcb><once>"},
    {"sudoku", "fill (?:in )?(?:each|every) row, (?:\\d+x\\d+ )?(?:box|region|nonet),? and column with (?:the )?"
               "(?:digits |numbers )?<to9><once>"},
    {"sudoku", "in (?:each|every) row, column,? and (?:box|region), all (?:the )?(?:digits|numbers) from <to9> "
               "(?:have to|must) appear exactly once"},

    // --- killer cages
    {"Killer", "(?:normal |standard |classic )?killer(?: sudoku)? rules apply"},
    {"Killer",
     "<dig> in (?:a |each |every )?cages? (?:may not|cannot|can't|must not|do not|don't) repeat and "
     "<must>sum to the (?:value|number|total|clue) (?:indicated|given|shown)(?: \\(if (?:provided|"
     "given)\\))?"},
    {"Killer", "<dig> (?:do not|don't|cannot|can't|may not|must not) repeat in cages, which show "
                   "their (?:sums?|totals?)"},
    {"Killer", "cages (?:cannot|can't|may not|must not|do not) contain repeated digits, and their "
                   "(?:sums?|totals?) (?:may be|is|are) given"},
    {"cage sum",
     "in (?:a |each |every )?cages?,? (?:the )?<dig> <must>sum to the (?:small |given )?(?:clue|number|"
     "value|total)(?: (?:given|shown|indicated|written))?(?: in the top[- ]left(?: corner)?(?: of the "
     "cage)?)?(?: \\(if (?:given|provided|shown)\\))?"},
    {"cage sum",
     "(?:the )?<dig> in (?:a |each |every |the )?cages? <must>sum to the (?:small |given )?(?:clue|"
     "number|value|total)(?: (?:given|shown|indicated|written))?(?: (?:in|at) the top[- ]left(?: "
     "corner)?(?: of the cage)?)?(?: \\(if (?:given|provided|shown)\\))?"},
    {"cage sum", "(?:the )?cages? (?:shows?|gives?) (?:their|its) (?:sums?|totals?)"},
    {"cage sum",
     "(?:the )?<dig> in (?:a |each |every |the )?cages? (?:have to|must) sum(?: up)? to the (?:number|clue|value|total) "
     "in the top[- ]left corner of the cage(?: \\((?:when|if) given\\))?"},
    {"cage distinct", "(?:the )?<dig> <not> (?:repeat|be repeated) (?:with)?in (?:a |any |each |the )?cages?"},
    {"cage distinct", "in (?:a |each |every )?cages?,? <dig> <not> repeat"},
    {"cage distinct", "(?:a |the )?cages? (?:cannot|can't|may not|must not|do not|does not) contain "
                      "(?:any )?repeated <dig>"},

    // --- thermometers
    {"Thermometer", "(?:the )?<dig> (?:along|on|in) <thermo>,? <incr>(?: in value)? <bulb>"},
    {"Thermometer", "(?:along|on) <thermo>,? (?:the )?<dig> <incr> <bulb>"},
    {"Thermometer", "(?:the )?<dig> <incr> (?:along|on) <thermo> <bulb>"},
    {"SlowThermometer",
     "(?:the )?<dig> (?:along|on|in) <slow>,? <must>(?:increase or stay the same|never decrease|do not "
     "decrease|increase or remain the same|(?:are )?non-decreasing) <bulb>"},

    // --- arrows
    {"Arrow",
     "(?:the )?<dig> (?:along|on|in) <arrow> <must>sum to the (?:digit|number|value|total)s? "
     "(?:shown )?in <circle>"},
    {"Arrow", "(?:the )?(?:digit|number) in (?:a|the|each) circle (?:is|equals|must equal|must be) the "
              "sum of (?:the )?<dig> (?:along|on) (?:its|the|the attached|the connected) arrows?"},

    // --- kropki
    {"Difference", "<subj> <sep> by <wdot> <consec>"},
    {"Difference", "<art>white dots? (?:separates?|joins?|connects?) (?:two )?(?:cells (?:containing|"
                   "with) )?consecutive (?:digits|numbers|values)"},
    {"Ratio", "<subj> <sep> by <bdot> <half>"},
    {"Ratio", "<art>black dots? indicates? a (?:ratio of 1:2|1:2 ratio) (?:in|between) the (?:connected|joined) cells"},
    {"Ratio", "black(?: dots?)? ?= ?(?:a )?(?:1:2|2:1) ratio"},
    {"Difference", "white(?: dots?)? ?= ?consecutive(?: digits)?"},
    {"Ratio", "black(?: dots?)? ?= ?(?:double|twice|half|ratio 1:2|ratio 2:1)"},
    {"Difference,Ratio", "white(?: dots?)? ?= ?consecutive(?: digits)?,? (?:and )?black(?: dots?)? ?= ?(?:double|twice|half|"
                         "(?:a )?(?:1:2|2:1)(?: ratio)?|ratio 1:2|ratio 2:1)"},
    {"XV", "x ?= ?10,? (?:and )?v ?= ?5"},
    {"XV", "v ?= ?5,? (?:and )?x ?= ?10"},
    {"cage distinct", "(?:the )?<dig> (?:are|must be) unique (?:with)?in (?:a|each|every|the) cage"},
    {"Ratio", "<art>black dots? (?:separates?|joins?|connects?) (?:two )?(?:cells|digits|numbers)"
              "(?: containing(?: digits)?)? <ratio>"},
    {"all Difference,all Ratio", "all (?:possible )?(?:kropki )?dots are (?:given|shown)"},
    {"all Difference", "all (?:possible )?white (?:kropki )?dots are (?:given|shown)"},
    {"all Ratio", "all (?:possible )?black (?:kropki )?dots are (?:given|shown)"},

    // --- XV
    {"XV", "<subj> <sep> by an x <must>(?:sum to|add up to|add to|contain digits summing to|have a "
           "sum of) 10"},
    {"XV", "<subj> <sep> by a v <must>(?:sum to|add up to|add to|contain digits summing to|have a "
           "sum of) 5"},
    {"XV", "<subj> <sep> by an x or a v sum to 10 or 5(?:,)? respectively"},
    {"XV", "an x (?:between two cells indicates that those cells|joins two (?:cells|digits) "
           "(?:which|that)) sum to 10"},
    {"XV", "a v (?:between two cells indicates that those cells|joins two (?:cells|digits) "
           "(?:which|that)) sum to 5"},
    {"all XV", "all (?:possible )?(?:(?:x's|xs|x) and (?:v's|vs|v)|(?:v's|vs|v) and (?:x's|xs|x)|xv "
               "clues) are (?:given|shown)"},

    // --- odd, even
    {"Odd", "(?:a |any |each |every )?cells? (?:with|containing|marked with|in) (?:a |an )?<col>"
            "circles? <must>(?:contains?|be|holds?|has|have) (?:an )?odd (?:digit|number)s?"},
    {"Even", "(?:a |any |each |every )?cells? (?:with|containing|marked with|in) (?:a |an )?<col>"
             "squares? <must>(?:contains?|be|holds?|has|have) (?:an )?even (?:digit|number)s?"},
    {"Odd", "(?:the )?<col>circles (?:mark|contain) odd digits"},
    {"Even", "(?:the )?<col>squares (?:mark|contain) even digits"},

    // --- clues outside the grid
    {"LittleKiller",
     "<outside> <gives> (?:the )?sums? of (?:the )?(?:<dig> (?:along|on|in) )?(?:the |its |their )?"
     "(?:indicated|marked|corresponding) diagonals?(?:, (?:which (?:may|can) (?:include|contain) "
     "repeat(?:s|ed digits| digits)|in which (?:digits )?(?:can|may) repeat))?"},
    {"LittleKiller", "<outside> sum the (?:indicated|marked) diagonals?(?:, which may include repeats)?"},
    {"LittleKiller",
     "(?:the )?<dig> along (?:an|the|each) indicated diagonal <must>sum to the (?:given|clue's) "
     "(?:total|sum)"},
    {"Sandwich",
     "<outside> <gives> (?:the )?(?:total )?sum of (?:the )?<dig> (?:sandwiched |placed )?between (?:the )?1 "
     "and (?:the )?(\\d+) in <rowcol>"},
    {"XSum",
     "<outside> <gives> the sum of the first x <dig> (?:placed )?(?:in|along) (?:<rowcol>|that "
     "direction),? where x is (?:equal to )?the first (?:such )?digit(?: in <rowcol>)?"},
    {"Skyscraper",
     "<outside> <gives> the number of (?:visible )?skyscrapers (?:visible |seen )?in <rowcol>(?: "
     "as seen from (?:that vantage point|the clue|that side|that direction))?"},

    // --- lines
    {"Palindrome",
     "(?:the )?<line> (?:are|is|form|must be) (?:a )?palindromes?(?:(?:: |, | and |; )(?:they |it "
     "|and |must |i\\.e\\.? |which )*(?:read|reads|reading) the same (?:in both directions|forwards "
     "and backwards|backwards and forwards|each way|both ways|from either end))?"},
    {"Palindrome",
     "(?:the )?<dig> (?:along|on) <line> (?:form|forms) (?:a )?palindromes?(?:, i\\.e\\.? they read "
     "the same (?:in both directions|forwards and backwards|each way|both ways))?"},
    {"Renban", "(?:along|on) <line>, (?:the )?digits <must>form a (?:set|sequence|run) of (?:non-repeating|"
               "distinct),? consecutive digits,? in any order"},
    {"Renban",
     "<line> <must>contains? (?:a )?(?:set|sequence|run|group|collection) of (?:(?:non-repeating|"
     "distinct|unique|different),? )?consecutive(?:,? non-repeating)? (?:digits|numbers)(?:,? "
     "(?:which|that) (?:can|may) be in any order|,? in any order)?"},
    {"Whispers",
     "<adj> (?:digits|cells) (?:along|on) <line> <must>(?:differ by|have a difference of) (?:at least "
     "(\\d+)|(\\d+) or more)"},
    {"Whispers", "(?:along|on) <line>, (?:the )?digits <must>differ from their (?:neighbours|neighbors)"
                 "(?: on the line)? by at least (\\d+)"},
    {"Whispers", "<line> (?:are|is) (?:a )?german whispers?(?: lines?)?(?:: <adj> <dig> (?:along "
                 "(?:the|a) line )?<must>differ by at least 5)?",
     5},
    {"Whispers", "<line> (?:are|is) (?:a )?dutch whispers?(?: lines?)?(?:: <adj> <dig> (?:along "
                 "(?:the|a) line )?<must>differ by at least 4)?",
     4},
    {"BetweenLine",
     "(?:the )?<dig> (?:on|along) a line between two circles <must>(?:be )?(?:strictly )?between "
     "the (?:digits|numbers) in (?:the|those) circles"},
    {"RegionSumLine",
     "(?:for each line, (?:the )?<dig>|(?:the )?<dig> (?:on|along) <line>) (?:have|has|must have) (?:an )?equal "
     "sums? (?:in|within) each (?:box|region) (?:it|the line) passes through"},
    // "in any 2x2 block of cells within the grid there must be at least one low digit (1,2,3), ..."
    {"GlobalEntropy",
     "<block2x2>(?:one|a) low(?: digit)? "
     "\\((?:1-3|1, ?2,? ?(?:and |or )?3|123)\\),? (?:at least )?(?:one |a )?(?:middle|medium|mid)(?: digit)? \\((?:4-6|4, ?5,? ?(?:and |or )?6|456)\\),? "
     "and (?:at least )?(?:one |a )?high(?: digit)? \\((?:7-9|7, ?8,? ?(?:and |or )?9|789)\\)(?: digit)?"},
    // "each 2x2 box in the grid has to contain a digit from (1, 4, 7), a digit from (2, 5, 8) and a
    // digit from (3, 6, 9)"; "... at least one digit from each of the sets 147, 258 and 369" (9x9
    // only: the number 9 must be the grid's); in words, "... a digit of each residue modulo 3"
    {"GlobalModular",
     "<block2x2>"
     "(?:one |a )?(?:digit|number)s? (?:from|of) each of (?:the )?(?:sets|groups|triples) "
     "\\(?(?:1, ?4,? ?(?:and |or )?7|147)\\)?, \\(?(?:2, ?5,? ?(?:and |or )?8|258)\\)?,? (?:and )?"
     "\\(?(?:3, ?6,? ?(?:and |or )?9|369)\\)?",
     9},
    {"GlobalModular",
     "<block2x2>"
     "(?:one |a )?(?:digit|number) from [\\(\\{](?:1, ?4,? ?(?:and |or )?7|147)[\\)\\}],? (?:at least )?(?:one |a )?(?:digit|number) "
     "from [\\(\\{](?:2, ?5,? ?(?:and |or )?8|258)[\\)\\}],? and (?:at least )?(?:one |a )?(?:digit|number) from "
     "[\\(\\{](?:3, ?6,? ?(?:and |or )?9|369)[\\)\\}]",
     9},
    // "every 2x2 area of the grid contains a digit from each of the groups 1-3, 4-6 and 7-9"
    // "every 2x2 square has a low, middle and high digit": the groups unsaid (the grid's thirds)
    {"GlobalEntropy",
     "<block2x2>(?:one |a )?low(?: digit)?,? (?:one |a )?(?:middle|medium|mid)(?: digit)?,? and (?:one |a )?high digits?"},
    {"GlobalEntropy",
     "<block2x2>(?:one |a )?(?:digit|number) from each of (?:the (?:groups|sets|ranges) )?(?:1-3|\\{1, ?2, ?3\\}|123),? "
     "(?:4-6|\\{4, ?5, ?6\\}|456)(?:,? and|,) (?:7-9|\\{7, ?8, ?9\\}|789)"},
    {"GlobalModular",
     "<block2x2>"
     "(?:one |a )?(?:digit|number)s? (?:of|from|with) each (?:of the )?(?:residue|remainder)(?: class| classes|s)? "
     "(?:mod|modulo) (?:3|three)"},
    // "all 5's in the grid must have a 1 directly above it or a 9 directly below it" (9x9 only: the
    // number 9 must be the grid's)
    {"DutchFlatmates",
     "(?:(?:every|each|all|any) 5(?:'?s)?(?: in the grid)?|wherever a 5 (?:appears|is placed|is),? it) (?:either )?"
     "(?:<must>(?:have|has)|<must>(?:need|needs|require|requires)) (?:either )?(?:a|the) 1 (?:in the cell )?"
     "(?:directly |immediately |right )?(?:above|on top of) (?:it|them)(?: in the same column)?(?:,? (?:and/)?or|,) (?:a|the) 9 "
     "(?:in the cell )?(?:directly |immediately |right )?(?:below|under|beneath|underneath) (?:it|them)(?:,? or (?:it can have )?both| "
     "\\(or both\\))?",
     9},
    {"EntropicLine",
     "any (?:set of )?three (?:consecutive|sequential|adjacent) cells (?:along|on) <line> <must>"
     "contains? (?:one|a) low \\(1-3\\), (?:one |a )?middle \\(4-6\\),? and (?:one |a )?high "
     "\\(7-9\\) digit"},

    // --- anti-knight, anti-king, non-consecutive
    {"AntiKnight", "(?:normal |standard )?anti-?knight (?:rules?|constraint|restriction) (?:applies|apply)"},
    {"AntiKing", "(?:normal |standard )?anti-?king (?:rules?|constraint|restriction) (?:applies|apply)"},
    {"AntiKnight", "(?:two )?(?:cells|digits) (?:that are |which are )?(?:separated by )?<knight>"
                   "(?: apart| away)?(?: from each other)? <not> (?:contain|be|have|hold) <same>"},
    {"AntiKing", "(?:two )?(?:cells|digits) (?:that are |which are )?(?:separated by )?<king>"
                 "(?: apart| away)?(?: from each other)? <not> (?:contain|be|have|hold) <same>"},
    {"AntiKnight", "(?:identical |equal |the same )?<dig> <not> be (?:(?:within|at) )?<knight>"
                   "(?: apart| away)?(?: (?:from|of) each other)?"},
    {"AntiKing", "(?:identical |equal |the same )?<dig> <not> be (?:(?:within|at) )?<king>"
                 "(?: apart| away)?(?: (?:from|of) each other)?"},
    {"AntiKnight,AntiKing", "(?:identical |equal |the same )?<dig> <not> be (?:either )?<knight> or "
                            "<king> (?:apart|away)(?: from each other)?"},
    {"NonConsecutive",
     "(?:any )?(?:two )?orthogonally (?:adjacent|neighbouring|neighboring|connected) (?:cells|digits) "
     "<not> (?:contain|be|have|hold) consecutive(?: digits| numbers| values)?"},
    {"NonConsecutive", "(?:normal |standard )?non-?consecutive (?:rules?|constraint|restriction) "
                       "(?:applies|apply)"},

    // --- diagonals
    {"Diagonal", "(?:the )?<dig> <not> repeat (?:on|along|in|within) <diag>"},
    {"Diagonal", "(?:along|on|in) <diag>,? <dig> <not> repeat"},
    {"Diagonal", "<diag> <not> contain (?:a |any )?repeated <dig>"},
    {"Diagonal", "<diag> contains? no repeated <dig>"},
    {"Diagonal", "<diag> (?:must )?(?:also )?contains? (?:the <dig> )?1 ?(?:to|-) ?9<once>(?: as well| too)?"},

    // --- notes: no rule
    {"note", "(?:good luck|enjoy|have fun|happy solving|enjoy the puzzle|and that's it|that's it)"},
    {"note", "(?:the )?(?:rules?|ruleset|puzzle rules)(?::| -| \u2014| \u2013)?"},  // a heading on a line of its own
    // how to enter the solution code on a puzzle site: no rule ("Solution code: row 5.", "Enter the
    // digits in row 5 (from left to right) as the solution code.")
    {"note", "(?:the )?solution code(?: is)?:? (?:the digits (?:in|of) )?(?:row|column) \\d(?: from (?:left to right|"
             "top to bottom))?(?:,? (?:from )?(?:left to right|top to bottom))?"},
    {"note", "(?:please )?enter the digits (?:in|of) (?:row|column) \\d(?: from (?:left to right|top to bottom))? as "
             "(?:the|your) (?:solution )?(?:code|answer)"},
    // a Latin square: "There are no boxes.", "This puzzle has no 3x3 boxes."
    {"no boxes", "(?:there are|(?:this|the) (?:puzzle|grid) has|(?:this|the) (?:puzzle|grid) contains) no (?:\\d ?x ?\\d )?"
                 "(?:boxes|regions|nonets|3x3 boxes)(?: (?:in this puzzle|in the grid|to worry about))?|no boxes"},
    // the grid's regions described: "The grid is divided into irregular regions.", "The boxes are irregular."
    {"note", "(?:the grid is (?:divided|split|partitioned) into (?:nine |9 |six |6 )?(?:irregular|jigsaw) regions"
             "(?: \\((?:marked|outlined|drawn|shown) (?:by|with|in) (?:bold|thick|thicker) (?:lines|borders|outlines)\\))?"
             "|the (?:boxes|regions) are irregular(?: shapes)?)"},
    // how hard, how long: "Difficulty: 3/5", "Estimated solve time: 20 minutes", "Rated 3 stars"
    {"note", "(?:(?:estimated|expected|approximate|my) )?difficulty(?: rating)?:? (?:\\d{1,2}(?:\\.\\d)?(?: ?(?:/|out of) ?\\d{1,2})?|\\d stars?|(?:very )?(?:easy|medium|"
             "moderate|hard|difficult|challenging|beginner|intermediate|expert|fiendish|extreme)(?: ?- ?(?:easy|medium|"
             "moderate|hard|difficult|challenging))?)"},
    {"note", "(?:(?:estimated|expected|approximate|target|my|average) )?(?:solve|solving|test ?solve) time:? (?:(?:about|around|"
             "approximately|roughly|~) ?)?\\d{1,3}(?: ?(?:-|to) ?\\d{1,3})? ?(?:minutes|mins?|hours?|hrs?|h|m)"},
    {"note", "rated (?:\\d|one|two|three|four|five)(?:\\.\\d)? ?(?:/ ?\\d )?stars?"},
    // a killer cage's "?" is read as no total (formats/fpuzzles.cpp)
    // (normalised: no space before "?", no double quotes: 'a clue of "?"' is "a clue of?")
    {"note", "(?:a|the)(?: question mark| ?\\?| clue of ?\\?| clue of '\\?')(?: in a cage)? (?:means|indicates|shows) "
             "(?:that )?(?:the |its )?(?:cage's )?(?:total|sum|clue) is (?:unknown|not given|hidden|to be determined)"},
    // "cages with a question mark have an unknown total"
    {"note", "(?:the )?(?:killer )?cages? (?:with|marked with|showing|containing) (?:a question mark|a ?\\?|question marks|\\?)(?: clue)? "
             "(?:have|has) (?:an )?(?:unknown|hidden) (?:totals?|sums?)"},
    {"note", "(?:the|this) (?:puzzle|grid|sudoku) has (?:a |exactly one |one )?(?:computer[- ]verified |verified )?unique "
             "solution"},
    {"note", "(?:the |this |these |all )?[a-z0-9' ]{1,40} (?:is|are) (?:just |purely |only )?(?:aesthetic|cosmetic|"
             "decorative|decoration|for decoration)"},
    {"note", "(?:the )?(?:lines|colours|colors|cells|circles|dots|cages|shapes) (?:are|is) (?:coloured|colored|shaded) "
             "(?:only )?for (?:your )?convenience"},
    // "The colours of the lines are for visual clarity only.", "The line colours are only for visual clarity."
    {"note", "(?:the )?(?:colou?rs of the (?:lines|cages|circles|dots|cells)|(?:line|cage|circle|dot|cell) colou?rs|"
             "colou?rs) (?:are|is) (?:only |purely |just )?for (?:visual )?(?:clarity|convenience|readability)"
             "(?: only)?"},
    {"note", "(?:the |this |these |all )?[a-z0-9' ]{1,40} (?:is|are) not (?:relevant|important|needed) (?:to|for) "
             "the (?:solve|solution|puzzle)"},
    {"note", "feel free to use (?:this|that) (?:fact|information)(?: during| in| for)? (?:your |the )?(?:solve|solving)?"},
    {"note", "(?:the )?solution is unique|find the (?:one and only|unique|only) solution"},
    // the solution said unique, or found without guessing: "There is exactly one solution.", "The
    // solution is unique and can be found without guessing."
    {"note", "(?:there is|it has|the puzzle has|this puzzle has) (?:exactly |only )?(?:one|a single|a unique) solution"
             "|(?:the )?solution is unique(?:,? and (?:it )?can be (?:found|reached|solved) (?:logically|without "
             "(?:guessing|bifurcation|trial and error)))"
             "|(?:the|this) puzzle has a unique solution,? and (?:it )?(?:should be|is|can be) (?:solvable|solved) "
             "(?:logically|without (?:guessing|bifurcation|trial and error))"
             "|(?:the|this) puzzle has no (?:givens|given digits|given numbers)|there are no (?:givens|given digits)"
             "|(?:the puzzle |this puzzle |it )?(?:can be|is) solved (?:logically|without (?:guessing|bifurcation|"
             "trial and error))(?:,? (?:and|with) (?:has )?a unique solution)?"},
    // a setter's hint on where to begin: "Hint: look at box 5 first."
    {"note", "(?:hint|tip): (?:look at|start (?:with|in|at|by looking at)|begin (?:with|in|at)|focus on|consider) "
             "(?:the )?(?:box|row|column|centre|center|middle|top|bottom|left|right|corner)[a-z0-9 ]{0,30}"
             "|(?:hint|tip): (?:start|begin) with the 45 rule"},
    // what every puzzle asks: a digit in each cell (its range, the number, must be the grid's)
    {"note", "(?:place|write|enter|put) (?:the |a )?(?:<dig> )?(?:from )?<to9> (?:in|into) (?:each|every|all(?: the)?) "
             "(?:empty )?cells?"},
    {"note", "fill (?:each|every|all(?: the)?) (?:empty )?cells? with (?:a |the )?(?:<dig> )?(?:from )?<to9>"},
    {"note", "(?:each|every) cell contains (?:a|one) (?:digit|number) (?:from )?<to9>"},
    // XV's negative constraint said of the sum: "where there is no X or V, the sum is neither 5 nor 10"
    {"all XV", "(?:where|if|when) there is (?:no x or v|neither(?: an? x nor an? v| x nor v)?)(?: between (?:two |adjacent "
               "|the )?cells)?,? (?:(?:the|their) sum is|(?:the|their|the two) digits (?:add|add up|sum) to|they (?:add|"
               "add up|sum) to) neither (?:5 nor 10|10 nor 5)"},
    // a drawing described: lines that cross are still two lines
    {"note", "(?:note that,? )?(?:in (?:box|row|column|r|c) ?\\d,? )?there (?:are|is) (?:two|2|a pair of) lines crossing"
             "(?: each other| one another)?(?: in (?:box|row|column) \\d)?"},
    // a kropki clarification: the pair 1 and 2 is both consecutive and in a 1:2 ratio
    {"note", "(?:a |any |the )?(?:1 ?/ ?2|1-2|1 and 2) pair (?:could|can|may|might) (?:have|take|be (?:marked|joined|"
             "separated) (?:with|by)) (?:either )?(?:a )?(?:black|white) (?:dot )?or (?:a )?(?:black|white) dot"},
    {"note", "(?:the )?(?:digits |pair )?1 and 2 (?:can|could|may|might) (?:use|take|have|be joined by|be separated by) "
             "either (?:dot|kind of dot|colou?r of dot|a black or a white dot|a white or a black dot)"},
    {"note", "not all (?:possible )?(?:[a-z']+ ){0,3}?[a-z']+ (?:are|is) (?:necessarily )?(?:given|"
             "shown|marked|drawn)"},
    {"note",
     "(?:the )?<dig> <may> (?:be )?repeat(?:ed)? (?:on|along|in|within) (?:an |a |the |any |such "
     "an? |this |that |these |those )?(?:indicated |marked |little killer )?(?:arrows?|arrow shafts?|diagonals?|"
     "(?:german |dutch )?whispers?(?: lines?)?|palindromes?(?: lines?)?|slow thermometers?|"
     "(?:region sum|between|entropic|modular|parity|zipper|double arrow|palindrome) lines?)<ifok>"},
    {"note",
     "(?:the |a |any )?<dig> <may> (?:be )?repeat(?:ed)? (?:on|along|in|within) (?:the |a |any )?(?:lines?|lines/arrows|"
     "arrows/lines|lines, arrows and diagonals|lines and arrows|arrows and lines)<allowed>"},
    // the place first: "Digits on lines may repeat if allowed by other rules."
    {"note",
     "(?:the )?<dig> (?:on|along|in|within) (?:the |a |any )?(?:lines?|arrows?|lines and arrows|arrows and lines) <may> (?:be )?"
     "repeat(?:ed)?<allowed>"},
};

// The table's words for what a statement states: "sudoku", "note", "cage sum", "cage
// distinct", a kind's type name from model/variant.hpp's table ("Killer"), "all " and a type
// name. Throws std::logic_error for another word (a mistake in the table).
Stated stated_by_word(const std::string& word) {
  if (word == "sudoku") return {Stated::Sudoku};
  if (word == "note") return {Stated::Note};
  if (word == "cage sum") return {Stated::CageSum};
  if (word == "cage distinct") return {Stated::CageDistinct};
  if (word == "cage product") return {Stated::CageProduct};
  if (word == "line sum") return {Stated::LineSum};
  if (word == "arrow increase") return {Stated::ArrowIncrease};
  if (word == "line region") return {Stated::LineRegion};
  if (word == "cell sum") return {Stated::CellSum};
  if (word == "cage total") return {Stated::CageTotal};
  if (word == "line product") return {Stated::LineProduct};
  if (word == "circle region") return {Stated::CircleRegion};
  if (word == "square region") return {Stated::SquareRegion};
  if (word == "same region") return {Stated::SameRegion};
  if (word == "cage repeat") return {Stated::CageRepeat};
  if (word == "lockout ends") return {Stated::LockoutEnds};
  if (word == "lockout inner") return {Stated::LockoutInner};
  if (word == "roman sum") return {Stated::RomanSum};
  if (word == "roman read") return {Stated::RomanRead};
  if (word == "clone letters") return {Stated::CloneLetters};
  if (word == "frame sum") return {Stated::FrameSum};
  if (word == "frame digits") return {Stated::FrameDigits};
  if (word == "battlefield armies") return {Stated::BattlefieldArmies};
  if (word == "battlefield sum") return {Stated::BattlefieldSum};
  if (word == "rows columns") return {Stated::RowsColumns};
  if (word == "no boxes") return {Stated::NoBoxes};
  if (word.compare(0, 6, "named ") == 0)
    for (int k = 0; k < kKindCount; ++k)
      if (word.substr(6) == kind_info(static_cast<Kind>(k)).type) return {Stated::NamedCells, static_cast<Kind>(k)};
  if (word.compare(0, 6, "arrow ") == 0 && word != "arrow increase")
    for (int k = 0; k < kKindCount; ++k)
      if (word.substr(6) == kind_info(static_cast<Kind>(k)).type) return {Stated::ArrowLine, static_cast<Kind>(k)};
  const bool all = word.compare(0, 4, "all ") == 0;
  const std::string type = all ? word.substr(4) : word;
  for (int k = 0; k < kKindCount; ++k)
    if (type == kind_info(static_cast<Kind>(k)).type)
      return {all ? Stated::AllMarks : Stated::Rule, static_cast<Kind>(k)};
  throw std::logic_error("rules_text: '" + word + "' is no statement of the table's vocabulary");
}

std::vector<Stated> split_states(const char* states) {
  std::vector<Stated> out;
  std::string cur;
  for (const char* p = states;; ++p) {
    if (*p == ',' || *p == '\0') {
      out.push_back(stated_by_word(cur));
      cur.clear();
      if (*p == '\0') break;
    } else {
      cur += *p;
    }
  }
  return out;
}

// What every match of a pattern contains, as words (lowercase, 3 letters or more, runs of
// letters that no quantifier makes optional): all of `words`, and for each group of `any` one
// of its alternatives' needs. Built from the pattern's groups that are not optional (a group
// followed by ?, * or {} needs nothing), so a clause that lacks them cannot match and the
// regex need not be compiled (compiling is most of a fresh process's time on a rules text:
// with only the words outside every group, a sentence of five clauses compiled 19 patterns).
// Words point into the tables' patterns (static text); a shorthand's needs are shared, not
// copied (copying them into each of the table's patterns took 2M instructions at start).
struct Need {
  std::vector<std::string_view> words;
  std::vector<const Need*> shorthands;  // each not empty
  std::vector<std::vector<Need>> any;
  bool empty() const { return words.empty() && shorthands.empty() && any.empty(); }
};

// Where the escape ("\\b") or the class ("[a-z']") starting at p[i] ends (one past it).
std::size_t atom_after(const std::string_view p, std::size_t i) {
  if (p[i] == '\\') return i + 2;
  for (++i; i < p.size() && p[i] != ']'; ++i)
    if (p[i] == '\\') ++i;
  return i + 1;
}

// For each '(' of p, where its group closes (p.size() when it does not).
std::vector<std::size_t> closings(const std::string_view p) {
  std::vector<std::size_t> close(p.size(), p.size()), open;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] == '\\' || p[i] == '[') {
      i = atom_after(p, i) - 1;
    } else if (p[i] == '(') {
      open.push_back(i);
    } else if (p[i] == ')' && !open.empty()) {
      close[open.back()] = i;
      open.pop_back();
    }
  }
  return close;
}

// The shorthand whose name starts at p[i] (kShorthands' index), or -1.
int shorthand_at(const std::string_view p, std::size_t i) {
  if (p[i] != '<') return -1;
  for (std::size_t k = 0; k < std::size(kShorthands); ++k)
    if (p.compare(i, std::char_traits<char>::length(kShorthands[k].first), kShorthands[k].first) == 0)
      return static_cast<int>(k);
  return -1;
}

// What a shorthand needs, by its index in kShorthands.
using ShorthandNeeds = std::function<const Need&(int)>;

Need need_of(std::string_view p, const ShorthandNeeds& shorthand);

// What each shorthand needs, worked out once (shorthands use each other, never in a cycle).
const std::vector<Need>& shorthand_needs() {
  // never resized once filled: patterns' needs point to its elements
  static const std::vector<Need> needs = [] {
    std::vector<Need> out(std::size(kShorthands));
    std::vector<bool> done(out.size());
    ShorthandNeeds get = [&](int k) -> const Need& {
      const auto at = static_cast<std::size_t>(k);
      if (!done[at]) {
        out[at] = need_of(kShorthands[at].second, get);
        done[at] = true;
      }
      return out[at];
    };
    for (std::size_t k = 0; k < out.size(); ++k) get(static_cast<int>(k));
    return out;
  }();
  return needs;
}

// What pattern p of the table needs.
Need need_of(std::string_view p) {
  return need_of(p, [](int k) -> const Need& { return shorthand_needs()[static_cast<std::size_t>(k)]; });
}

// Adds what `from` needs to what `to` needs (both must hold).
void merge(Need& to, Need from) {
  to.words.insert(to.words.end(), from.words.begin(), from.words.end());
  to.shorthands.insert(to.shorthands.end(), from.shorthands.begin(), from.shorthands.end());
  for (auto& group : from.any) to.any.push_back(std::move(group));
}

// The alternatives of p from i up to its end or the ')' closing this level (left at i).
// A shorthand counts as what its text needs, so patterns need not be expanded for this.
std::vector<Need> alternatives(const std::string_view p, const std::vector<std::size_t>& close,
                               const ShorthandNeeds& shorthand, std::size_t& i) {
  std::vector<Need> alts(1);
  std::size_t run = 0, length = 0;  // a run of letters: p[run, run + length)
  auto flush = [&] {
    if (length >= 3) alts.back().words.emplace_back(p.substr(run, length));
    length = 0;
  };
  auto optional = [&](std::size_t at) { return at < p.size() && (p[at] == '?' || p[at] == '*' || p[at] == '{'); };
  while (i < p.size() && p[i] != ')') {
    const char c = p[i];
    if (const int k = shorthand_at(p, i); k >= 0) {
      flush();
      i += std::char_traits<char>::length(kShorthands[static_cast<std::size_t>(k)].first);
      if (const Need& n = shorthand(k); !optional(i) && !n.empty()) alts.back().shorthands.push_back(&n);
    } else if (c == '\\') {  // an escape (\b, \s, \.): ends a run
      flush();
      i += 2;
    } else if (c == '[') {  // a class: ends a run
      flush();
      for (++i; i < p.size() && p[i] != ']'; ++i)
        if (p[i] == '\\') ++i;
      ++i;
    } else if (c == '(') {
      flush();
      if (optional(close[i] + 1)) {  // needs nothing
        i = close[i] + 1;
        continue;
      }
      i += p.compare(i, 3, "(?:") == 0 ? 3 : 1;
      std::vector<Need> inner = alternatives(p, close, shorthand, i);
      ++i;  // the ')'
      if (std::any_of(inner.begin(), inner.end(), [](const Need& n) { return n.empty(); })) continue;
      if (inner.size() == 1) merge(alts.back(), std::move(inner[0]));  // no alternatives: this level's needs
      else alts.back().any.push_back(std::move(inner));
    } else if (c == '|') {
      flush();
      alts.emplace_back();
      ++i;
    } else if (c >= 'a' && c <= 'z' && !optional(i + 1)) {
      if (length == 0) run = i;
      ++length;
      ++i;
      if (i < p.size() && p[i] == '+') flush();
    } else {  // anything else, or an optional letter: ends a run
      flush();
      ++i;
    }
  }
  flush();
  return alts;
}

// What every match of pattern p needs (see Need).
Need need_of(const std::string_view p, const ShorthandNeeds& shorthand) {
  std::size_t i = 0;
  std::vector<Need> alts = alternatives(p, closings(p), shorthand, i);
  if (alts.size() == 1) return std::move(alts[0]);
  if (std::any_of(alts.begin(), alts.end(), [](const Need& n) { return n.empty(); })) return {};
  Need n;
  n.any.push_back(std::move(alts));
  return n;
}

// The number of the three lowercase letters at s[i] (0 to 26^3 - 1), or -1 when they are not
// three lowercase letters.
int trigram(std::string_view s, std::size_t i) {
  int t = 0;
  for (std::size_t k = i; k < i + 3; ++k) {
    if (k >= s.size() || s[k] < 'a' || s[k] > 'z') return -1;
    t = t * 26 + (s[k] - 'a');
  }
  return t;
}

// A character of a word as a regex's \b sees it (a letter, a digit or '_').
bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// Whether `word` stands in `text` as a whole word (\bword\b).
bool has_word(const std::string& text, const std::string& word) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
    if ((at == 0 || !is_word_char(text[at - 1])) &&
        (at + word.size() == text.size() || !is_word_char(text[at + word.size()])))
      return true;
  return false;
}

// A clause in lower case and its runs of three letters: a needed word whose first three are
// not among them is not in it, without a search (searching for every word of the table was
// most of the time a clause took when no regex needed compiling).
struct Text {
  std::string lower;
  std::bitset<26 * 26 * 26> trigrams;
  explicit Text(const std::string& s) : lower(s) {
    for (char& ch : lower)
      if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    for (std::size_t i = 0; i + 2 < lower.size(); ++i)
      if (const int t = trigram(lower, i); t >= 0) trigrams.set(static_cast<std::size_t>(t));
  }
  bool has(std::string_view word) const {
    return trigrams[static_cast<std::size_t>(trigram(word, 0))] && lower.find(word) != std::string::npos;
  }
  // Whether it has what `n` needs (a pattern that does not may still fail to match).
  bool meets(const Need& n) const {
    for (const std::string_view w : n.words)
      if (!has(w)) return false;
    for (const Need* s : n.shorthands)
      if (!meets(*s)) return false;
    for (const auto& group : n.any)
      if (std::none_of(group.begin(), group.end(), [&](const Need& alt) { return meets(alt); })) return false;
    return true;
  }
};

// The text every match of pattern p starts with, and the text it ends with: its literal
// characters (letters, digits, spaces, ',', '-', '\'') before the first that is not, or that a
// quantifier follows, and likewise from its end; none when p has a '|' outside its groups. A
// clause that does not start and end so cannot match, and the regex need not be compiled.
std::pair<std::string_view, std::string_view> literal_ends(const std::string_view p) {
  auto plain = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == ' ' || c == ',' || c == '-' || c == '\'';
  };
  auto quantified = [&](std::size_t at) {
    return at + 1 < p.size() && (p[at + 1] == '?' || p[at + 1] == '*' || p[at + 1] == '+' || p[at + 1] == '{');
  };
  std::size_t head = 0;
  while (head < p.size() && plain(p[head]) && !quantified(head)) ++head;
  std::size_t tail = p.size();
  while (tail > head && plain(p[tail - 1]) && !quantified(tail - 1) && (tail < 2 || p[tail - 2] != '\\')) --tail;
  if (head == 0 && tail == p.size()) return {};
  const std::vector<std::size_t> close = closings(p);  // groups skipped whole: a '|' outside them
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] == '(') i = close[i];
    else if (p[i] == '\\' || p[i] == '[') i = atom_after(p, i) - 1;
    else if (p[i] == '|') return {};
  }
  return {p.substr(0, head), p.substr(tail)};
}

// Whether s starts with prefix and ends with suffix (not overlapping).
bool has_ends(const std::string& s, const std::string_view prefix, const std::string_view suffix) {
  return s.size() >= prefix.size() + suffix.size() && s.compare(0, prefix.size(), prefix) == 0 &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

void expand(std::string_view pattern, std::string& out);

struct Compiled {
  const char* states_text = nullptr;  // the table's states, split when first matched
  const char* pattern;                // with shorthands
  std::string_view prefix, suffix;    // literal_ends(pattern)
  int number;
  struct Lazy {  // expanded and compiled when a clause first has what it needs, once, on any thread
    std::once_flag once;
    std::optional<std::regex> re;
    std::vector<Stated> states;  // given, or split from states_text with the regex
    std::once_flag need_once;    // what the pattern needs, worked out when a clause first has
    Need need;                   //   its literal ends (most clauses have no table line's ends)
  };
  std::unique_ptr<Lazy> lazy = std::make_unique<Lazy>();
  const Need& need() const {
    std::call_once(lazy->need_once, [&] { lazy->need = need_of(pattern); });
    return lazy->need;
  }
  const std::regex& regex() const {
    std::call_once(lazy->once, [&] {
      std::string expanded;
      expand(pattern, expanded);
      lazy->re.emplace(spelled_out(expanded), std::regex::ECMAScript);
      if (states_text) lazy->states = split_states(states_text);
    });
    return *lazy->re;
  }
  // What a match states (splitting every line's states at start took 0.5M instructions).
  const std::vector<Stated>& states() const {
    regex();
    return lazy->states;
  }

  // The pattern with its character classes (\d, [- ], [a-z']) written as alternations of
  // literals, which match the same characters: libstdc++ builds a 256-entry table for each
  // class when compiling, about 50 us apiece, against a few us for the alternation (a fresh
  // `check` of a puzzle with a rules text spent 40% of its instructions compiling patterns).
  static std::string spelled_out(const std::string& pattern) {
    static const std::pair<std::string_view, std::string_view> kClasses[] = {
        {"\\d", "(?:0|1|2|3|4|5|6|7|8|9)"},
        {"[- ]", "(?:-| )"},
        {"[a-z']", "(?:a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z|')"},
    };
    std::string out;
    for (std::size_t i = 0; i < pattern.size();) {
      bool replaced = false;
      for (const auto& [cls, text] : kClasses)
        if (pattern.compare(i, cls.size(), cls) == 0) {
          out += text;
          i += cls.size();
          replaced = true;
          break;
        }
      if (!replaced) out += pattern[i++];
    }
    return out;
  }
};

// Appends `pattern` to `out` with every shorthand replaced by its text, itself expanded (they
// nest), in one pass (searching the pattern again for every name until none was left took
// 0.4 ms of a fresh process): a '<' that starts no shorthand's name stays as it is.
void expand(std::string_view pattern, std::string& out) {
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    bool replaced = false;
    if (pattern[i] == '<')
      for (const auto& [name, text] : kShorthands) {
        const std::string_view key = name;
        if (pattern.compare(i, key.size(), key) != 0) continue;
        expand(text, out);
        i += key.size() - 1;
        replaced = true;
        break;
      }
    if (!replaced) out += pattern[i];
  }
}

// A table of statements with what each pattern needs; each is compiled when a clause first has
// that (Compiled::regex).
template <std::size_t N>
std::vector<Compiled> prepare(const Statement (&statements)[N]) {
  std::vector<Compiled> out;
  for (const Statement& s : statements) {
    Compiled c;
    c.states_text = s.states;
    c.pattern = s.pattern;
    std::tie(c.prefix, c.suffix) = literal_ends(s.pattern);
    c.number = s.number;
    out.push_back(std::move(c));
  }
  return out;
}

const std::vector<Compiled>& table() {
  // Never destroyed (as the other tables here): freeing them at exit took 2% of a fresh `check`.
  static const std::vector<Compiled>& compiled = *new std::vector<Compiled>(prepare(kStatements));
  return compiled;
}

// ---- normalisation

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Typographic UTF-8 sequences and what they become.
const std::pair<std::string_view, std::string_view> kUnify[] = {
    {"\u2019", "'"}, {"\u2018", "'"}, {"\u02bc", "'"}, {"\u2032", "'"}, {"\u201c", "\""},
    {"\u201d", "\""}, {"\u2033", "\""}, {"\u2013", "-"}, {"\u2014", "-"}, {"\u2212", "-"},
    {"\u2010", "-"}, {"\u2011", "-"}, {"\u00a0", " "}, {"\u202f", " "}, {"\u00d7", "x"},
    {"\u2026", "..."}, {"\u2022", " "}, {"\u2265", " at least "}, {"\u2264", " at most "},
    {"[", "("}, {"]", ")"},  // "[Anti-knight] Cells a knight's move apart ...": an aside
};

// The length of a symbol used as a bullet at the start of s (with an emoji presentation
// selector after it), before a space: an arrow, a geometric shape, a star or a check mark
// (U+2190-21FF, U+2500-27BF, U+2B00-2BFF: "►", "◆", "✔", "➤") or an emoji (U+1F300-1FAFF:
// "🔹", "📌"); 0 when s starts otherwise.
std::size_t symbol_bullet_length(std::string_view s) {
  const auto byte = [&](std::size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0u; };
  std::size_t len = 0;
  unsigned code = 0;
  if ((byte(0) & 0xF0) == 0xE0 && (byte(1) & 0xC0) == 0x80 && (byte(2) & 0xC0) == 0x80) {
    len = 3;
    code = (byte(0) & 0x0F) << 12 | (byte(1) & 0x3F) << 6 | (byte(2) & 0x3F);
  } else if ((byte(0) & 0xF8) == 0xF0 && (byte(1) & 0xC0) == 0x80 && (byte(2) & 0xC0) == 0x80 &&
             (byte(3) & 0xC0) == 0x80) {
    len = 4;
    code = (byte(0) & 0x07) << 18 | (byte(1) & 0x3F) << 12 | (byte(2) & 0x3F) << 6 | (byte(3) & 0x3F);
  }
  const bool symbol = (code >= 0x2190 && code <= 0x21FF) || (code >= 0x2500 && code <= 0x27BF) ||
                      (code >= 0x2B00 && code <= 0x2BFF) || (code >= 0x1F300 && code <= 0x1FAFF);
  if (!symbol) return 0;
  if (s.substr(len, 3) == "\uFE0F") len += 3;
  return len == s.size() || is_space(s[len]) ? len : 0;
}

// The length of a list bullet at the start of s: "-" or "*" (before a space or a letter), "•",
// a symbol (symbol_bullet_length), or one or two digits or a letter followed by ")" or "." and
// a space.
std::size_t bullet_length(std::string_view s) {
  if (s.rfind("\u2022", 0) == 0) return 3;
  // "Rule 1: ...", "rule 2. ...", "Rule 3 - ...": a list's label
  if (s.size() > 7 && (s[0] == 'R' || s[0] == 'r') && s.substr(1, 4) == "ule ") {
    std::size_t i = 5;
    while (i < s.size() && i < 7 && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i > 5 && i + 1 < s.size() && (s[i] == ':' || s[i] == '.' || s[i] == ')') && is_space(s[i + 1])) return i + 1;
    if (i > 5 && i + 2 < s.size() && s[i] == ' ' && s[i + 1] == '-' && is_space(s[i + 2])) return i + 2;
  }
  if (const std::size_t symbol = symbol_bullet_length(s); symbol > 0) return symbol;
  if (!s.empty() && (s[0] == '-' || s[0] == '*') &&
      (s.size() == 1 || is_space(s[1]) || std::isalpha(static_cast<unsigned char>(s[1]))))
    return 1;
  if (s.size() >= 4 && s[0] == '(' && (s[2] == ')' || (s.size() >= 5 && s[3] == ')'))) {  // "(1) ", "(a) ", "(12) "
    const std::size_t close = s[2] == ')' ? 2 : 3;
    const bool label = std::all_of(s.begin() + 1, s.begin() + static_cast<std::ptrdiff_t>(close), [](char c) {
      return std::isdigit(static_cast<unsigned char>(c)) != 0;
    }) || (close == 2 && std::islower(static_cast<unsigned char>(s[1])));
    if (label && close + 1 < s.size() && is_space(s[close + 1])) return close + 1;
  }
  std::size_t i = 0;
  while (i < s.size() && i < 2 && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == 0 && !s.empty() && std::isalpha(static_cast<unsigned char>(s[0])) && s.size() > 1 && s[1] == ')')
    i = 1;
  if (i > 0 && i < s.size() && (s[i] == ')' || s[i] == '.') && (i + 1 == s.size() || is_space(s[i + 1])))
    return i + 1;
  return 0;
}

// The text without what only decorates it: web addresses ("https://...", "www...") and
// emoticons (":)", ":D", "<3", ...) standing as words of their own.
std::string undecorated(std::string_view text) {
  static const std::set<std::string> smileys = {":)", ":-)", ":(", ":-(", ":D", ":-D", ";)", ";-)", ":P", ":p",
                                                ":-P", "<3", "xD", "XD", "^^", "^_^", ":o", ":O", "=)", "(:"};
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_space(text[i])) {
      out += text[i++];
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && !is_space(text[j])) ++j;
    std::string token(text.substr(i, j - i));
    std::string bare = token;  // a smiley may end the sentence: ":)."
    while (bare.size() > 2 && (bare.back() == '.' || bare.back() == '!' || bare.back() == ',')) bare.pop_back();
    const bool web = token.rfind("http://", 0) == 0 || token.rfind("https://", 0) == 0 || token.rfind("www.", 0) == 0;
    if (!web && !smileys.count(bare)) out += token;
    i = j;
  }
  return out;
}

// The byte unmarked() puts where markup was.
constexpr char kBlank = '\x1f';

// The text with the markup that web forms and Markdown leave in it blanked out (kBlank), byte for
// byte (so that offsets into it are offsets into the text): HTML tags (a line's end for <br>, <p>, <li>,
// <div> and headings: "apply.<br>Digits"), entities as their character ("&amp;" as "&"), Markdown
// emphasis ("*Normal sudoku rules apply.*", "_Digits_"), headings ("## Rules") and quotes ("> ")
// at a line's start. A star or underscore between two letters or figures ("snake_case", "5*3"),
// or alone between spaces ("cells marked * are"), stays; so does a bullet ("* Cells").
std::string unmarked(std::string_view text) {
  std::string out(text);
  auto blank = [&out](std::size_t from, std::size_t to) {
    for (std::size_t k = from; k < to; ++k) out[k] = kBlank;
  };
  auto word = [&text](std::size_t k) {
    return k < text.size() && std::isalnum(static_cast<unsigned char>(text[k])) != 0;
  };
  auto boundary = [&text](std::size_t k, bool before) {  // a space or the text's / line's end
    return before ? k == 0 || is_space(text[k - 1]) : k >= text.size() || is_space(text[k]);
  };
  static const std::set<std::string> block = {"br", "p", "div", "li", "ul", "ol", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "hr"};
  static const std::set<std::string> inline_tags = {"b", "i", "u", "s", "em", "strong", "span", "small", "big", "sup", "sub", "font", "mark", "code"};
  static const std::pair<std::string_view, char> entities[] = {
      {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}, {"&#39;", '\''}, {"&nbsp;", ' '}};
  bool line_start = true;  // only spaces since the line began
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '\n' || c == '\r') {
      line_start = true;
      ++i;
      continue;
    }
    if (is_space(c)) {
      ++i;
      continue;
    }
    const bool at_line_start = line_start;
    line_start = false;
    if (c == '<') {  // <br>, </b>, <br />, <span class="x">
      std::size_t j = i + 1;
      if (j < text.size() && text[j] == '/') ++j;
      std::string name;
      while (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j])) && name.size() < 8)
        name += static_cast<char>(std::tolower(static_cast<unsigned char>(text[j++])));
      const bool known = block.count(name) || inline_tags.count(name);
      std::size_t close = j;
      while (close < text.size() && close - i < 80 && text[close] != '>' && text[close] != '<' && text[close] != '\n') ++close;
      if (known && close < text.size() && text[close] == '>' && (close == j || is_space(text[j]) || text[j] == '/')) {
        blank(i, close + 1);
        if (block.count(name)) out[i] = '\n', line_start = true;
        i = close + 1;
        continue;
      }
    } else if (c == '&') {
      bool done = false;
      for (const auto& [entity, ch] : entities)
        if (text.substr(i, entity.size()) == entity) {
          blank(i, i + entity.size());
          out[i] = ch;
          i += entity.size();
          done = true;
          break;
        }
      if (done) continue;
    } else if (at_line_start && (c == '#' || c == '>')) {  // "## Rules", "> quoted"
      std::size_t j = i;
      while (j < text.size() && text[j] == c && j - i < 6) ++j;
      if (j < text.size() && text[j] == ' ' && (c == '#' || j == i + 1)) {
        blank(i, j);
        i = j;
        line_start = true;
        continue;
      }
    } else if (c == '*' || c == '_') {  // emphasis: "*Normal ... apply.*", "_Digits_", "**Thermometers:**"
      std::size_t j = i;
      while (j < text.size() && text[j] == c) ++j;
      const bool inside_word = i > 0 && word(i - 1) && word(j);
      const bool alone = boundary(i, true) && boundary(j, false);
      if (j - i <= 3 && !inside_word && !alone && !(at_line_start && c == '*' && j == i + 1 && j < text.size() && text[j] == ' ')) {
        blank(i, j);
        line_start = at_line_start;
      }
      i = j;
      continue;
    }
    ++i;
  }
  return out;
}

std::string normalise(std::string_view text) {
  const std::string plain = undecorated(unmarked(text));
  const std::string_view raw = plain;
  std::string s;
  for (std::size_t i = 0; i < raw.size();) {
    bool done = false;
    for (const auto& [from, to] : kUnify) {
      if (raw.substr(i, from.size()) == from) {
        s += to;
        i += from.size();
        done = true;
        break;
      }
    }
    if (done) continue;
    if (raw.substr(i, 2) == "**") {  // Markdown's bold: "**Thermometers**: ..."
      i += 2;
      continue;
    }
    if (raw[i] == '~' && i > 0 && i + 1 < raw.size() && std::isdigit(static_cast<unsigned char>(raw[i - 1])) &&
        std::isdigit(static_cast<unsigned char>(raw[i + 1]))) {  // "1~9": a range
      s += '-';
      ++i;
      continue;
    }
    const char c = raw[i++];
    if (c == kBlank) continue;  // markup, gone
    s += is_space(c) ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  std::string out;  // collapse spaces, trim
  for (char c : s) {
    if (c == '"' || (c == ' ' && (out.empty() || out.back() == ' '))) continue;
    // no space before a comma or a stop: "apply , digits ... circle ."
    if ((c == ',' || c == '.' || c == ';' || c == ':' || c == '!' || c == '?') && !out.empty() && out.back() == ' ') out.pop_back();
    out += c;
  }
  // an arrow after a heading is its colon: "Thermos -> digits increase from the bulb"
  for (const char* arrow : {" -> ", " => ", " \u2192 "})
    for (std::size_t at = out.find(arrow); at != std::string::npos; at = out.find(arrow, at + 1))
      out.replace(at, std::strlen(arrow), ": ");
  // words run together as hasty setters write them: "atleast", "atmost"
  for (const auto& [joined, apart] : {std::pair<const char*, const char*>{"atleast", "at least"}, {"atmost", "at most"}})
    for (std::size_t at = out.find(joined); at != std::string::npos; at = out.find(joined, at + 1)) {
      const std::size_t n = std::char_traits<char>::length(joined);
      if ((at == 0 || !std::isalpha(static_cast<unsigned char>(out[at - 1]))) &&
          (at + n == out.size() || !std::isalpha(static_cast<unsigned char>(out[at + n]))))
        out.replace(at, n, apart);
    }
  auto trim_end = [&out] {
    while (!out.empty() && (out.back() == ' ' || out.back() == '.' || out.back() == '!' ||
                            out.back() == '?' || out.back() == ';' || out.back() == ':' || out.back() == ','))
      out.pop_back();
  };
  trim_end();
  for (std::size_t b = bullet_length(out); b > 0; b = bullet_length(out)) {
    out.erase(0, b);
    while (!out.empty() && out[0] == ' ') out.erase(0, 1);
  }
  // Enclosing brackets: "(Not all dots are given.)"
  while (out.size() >= 2 && out.front() == '(' && out.back() == ')') {
    int depth = 0;
    bool encloses = true;
    for (std::size_t i = 0; i < out.size(); ++i) {
      depth += out[i] == '(' ? 1 : out[i] == ')' ? -1 : 0;
      if (depth == 0 && i + 1 < out.size()) encloses = false;
    }
    if (!encloses) break;
    out = out.substr(1, out.size() - 2);
    while (!out.empty() && out[0] == ' ') out.erase(0, 1);
    trim_end();
  }
  return out;
}

// ---- matching

using rules_detail::Reading;
using rules_detail::read_facts;
using rules_detail::denial_only_in_heading;
using rules_detail::name_words_of;
using rules_detail::lead_of;
using rules_detail::narrowing_lead;

bool example_fits(const std::string& example, const Reading& r);
bool figures_fit(std::string figures, const Reading& r);
bool drawing_said(const std::string& clause);

// What one clause states: the first statement matching all of it, else what its facts state.
Reading read_clause(const std::string& clause) {
  Reading r;
  if (clause.empty() || clause.size() > 300) return r;  // no statement is that long (and std::regex recurses)
  std::smatch m;
  const Text text(clause);
  for (const Compiled& c : table()) {
    if (!has_ends(clause, c.prefix, c.suffix) || !text.meets(c.need()) || !std::regex_match(clause, m, c.regex())) continue;
    r.states = c.states();
    r.number = c.number;
    for (std::size_t g = 1; g < m.size(); ++g) {  // the first group that took part
      if (m[g].matched) {
        r.number = std::stoi(m[g].str());
        break;
      }
    }
    r.ok = true;
    // "(normal) killer sudoku rules apply" also states normal sudoku rules
    static const std::regex sudoku_rules("(?:(?:normal|standard|classic|regular|usual) )?(?:.+ )?sudoku rules?(?: also)? appl(?:y|ies)");
    if (std::regex_match(clause, sudoku_rules) && std::find(r.states.begin(), r.states.end(), Stated{Stated::Sudoku}) == r.states.end())
      r.states.push_back({Stated::Sudoku});
    return r;
  }
  r = read_facts(clause);
  if (!r.ok && drawing_said(clause)) {  // "some lines have a circle at each end": a note
    r.ok = true;
    r.states = {Stated{Stated::Note}};
    return r;
  }
  // the figures of an example after the rule, which read_facts reads without them ("..., e.g. 1-6-2"),
  // must agree with it (example_fits)
  if (const std::string head = rules_detail::without_digit_example(clause); r.ok && head.size() < clause.size() &&
                                                                            !figures_fit(clause.substr(head.size()), r))
    return {};
  return r;
}

// A variant named for its usual rules ("killer cages", "German whispers"): what it states.
// A name ending in "sudoku" also states normal sudoku rules. Each kind's own names are its
// table line's (model/variant.hpp, the names column); here only the names that are no one
// kind's: normal sudoku, names of two kinds at once, and a name that sets a number.
const Statement kNames[] = {
    {"sudoku", "(?:(?:irregular|jigsaw|classic) )?sudoku|irregular|jigsaw"},
    {"Difference,Ratio", "kropki(?: dots?| pairs?)?(?: sudoku)?"},
    {"Whispers", "german whispers?(?: lines?)?", 5},
    {"Whispers", "dutch whispers?(?: lines?)?", 4},
    {"SegmentSumLine", "(?:10|ten) lines?", 10},  // their sum in their name: "10 lines: ... sum to 12" differs
    {"Odd,Even", "(?:odd ?(?:/|-|and) ?even|even ?(?:/|-|and) ?odd)(?: cells)?|parity"},
    {"Minimum,Maximum", "(?:min ?/ ?max|minimum ?/ ?maximum|mini-?max)(?: cells?)?"},
    // f-puzzles' kind, named in SudokuPad texts (its digits distinct, as a killer cage's)
    {"DigitalRoot", "digital[- ]root (?:killer )?cages?"},
};

const std::vector<Compiled>& name_table() {
  static const std::vector<Compiled>& names = *new std::vector<Compiled>([] {
    std::vector<Compiled> out = prepare(kNames);
    for (int k = 0; k < kKindCount; ++k) {
      const KindInfo& info = kind_info(static_cast<Kind>(k));
      if (*info.names == '\0') continue;
      Compiled c;
      c.lazy->states = {Stated{Stated::Rule, static_cast<Kind>(k)}};
      c.pattern = info.names;
      std::tie(c.prefix, c.suffix) = literal_ends(info.names);
      c.number = 0;
      out.push_back(std::move(c));
    }
    return out;
  }());
  return names;
}

// Whether `item` names a kind, kinds or the normal rules (name_table; "anti-knight sudoku": the
// kind's name and "sudoku", so normal sudoku rules as well): its states added to r, and the number
// a name sets ("german whispers": 5).
bool add_name(const std::string& item, Reading& r) {
  const std::vector<Compiled>& names = name_table();
  const std::string bare = item.size() > 7 && item.compare(item.size() - 7, 7, " sudoku") == 0
                               ? item.substr(0, item.size() - 7) : item;
  const Text text(item), bare_text(bare);
  for (const Compiled& c : names) {
    const bool whole = has_ends(item, c.prefix, c.suffix) && text.meets(c.need()) && std::regex_match(item, c.regex());
    if (!whole && !(bare != item && has_ends(bare, c.prefix, c.suffix) && bare_text.meets(c.need()) &&
                    std::regex_match(bare, c.regex())))
      continue;
    for (const Stated& state : c.states())
      if (std::find(r.states.begin(), r.states.end(), state) == r.states.end()) r.states.push_back(state);
    if (c.number != 0) r.number = c.number;
    if (has_word(item, "sudoku") && std::find(r.states.begin(), r.states.end(), Stated{Stated::Sudoku}) == r.states.end())
      r.states.push_back({Stated::Sudoku});
    return true;
  }
  return false;
}

// "Normal sudoku, killer cages and little killer rules apply": a list of variants named for
// their usual rules, with "normal", "standard" or "classic" before and "rules apply" after, or
// a heading ("Kropki:").
Reading read_names(const std::string& norm) {
  static const std::regex frame(
      "(?:(?:normal|standard|classic|regular|usual|default) )?(.+?)(?: (?:rules?|constraints?))?(?: (?:also )?"
      "(?:apply|applies|are in effect|is in effect))?(?: \\(no negative constraints?\\))?");
  // "normal rules for sudoku, renban and kropki apply", "the usual rules of sudoku apply"
  static const std::regex rules_for(
      "(?:the )?(?:(?:normal|standard|classic|regular|usual|default) )?(?:rules|constraints) (?:for|of) (.+?) "
      "(?:also )?(?:apply|are in effect)");
  // "killer cages and thermometers follow (their) normal rules"
  static const std::regex follow(
      "(.+?) (?:follow|follows|obey|obeys) (?:their |the )?(?:normal|standard|classic|regular|usual|default) rules");
  std::smatch m;
  if (norm.size() > 200 ||
      !(std::regex_match(norm, m, rules_for) || std::regex_match(norm, m, follow) || std::regex_match(norm, m, frame)))
    return {};
  std::string list = m[1].str();
  for (const char* joint : {", and ", " and ", " & ", " + "})
    for (std::size_t at = list.find(joint); at != std::string::npos; at = list.find(joint))
      list.replace(at, std::char_traits<char>::length(joint), ", ");
  Reading r;
  // whether `item` names a kind (or kinds), its states added to r
  auto named = [&r](const std::string& item) { return add_name(item, r); };
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t end = std::min(list.find(", ", start), list.size());
    const std::string item = list.substr(start, end - start);
    bool found = named(item);
    // a title's names side by side ("Kropki Anti-Knight", "Killer Thermo Sudoku"): two to four
    // words, each part a name of its own, none a word that names a kind only with the next
    // ("dutch", "little", ...)
    static const std::set<std::string> kModifiers = {"german", "dutch", "little", "slow", "double", "anti", "non",
                                                     "global", "negative", "sum", "product", "region", "between",
                                                     "rellik", "equal", "sequence", "segment", "parity", "same"};
    const auto words = std::count(item.begin(), item.end(), ' ') + 1;
    for (std::size_t at = item.find(' '); !found && words >= 2 && words <= 4 && at != std::string::npos;
         at = item.find(' ', at + 1)) {
      const std::string left = item.substr(0, at), right = item.substr(at + 1);
      if (kModifiers.count(left.substr(left.rfind(' ') + 1))) continue;
      const Reading kept = r;
      if (named(left) && named(right)) {
        found = true;
      } else {
        r = kept;
      }
    }
    if (!found) return {};
    start = end + 2;
  }
  r.ok = !r.states.empty();
  return r;
}

// Whether a and b both name the houses of one indexer rule ("the digit in column 5 indicates the
// column of the 5, and the digit in column 9 ... of the 9"): their houses are one list.
bool one_indexer(const Reading& a, const Reading& b) {
  const auto indexer = [](const Reading& r) {
    return r.states.size() == 1 && r.states[0].what == Stated::Rule &&
           (r.states[0].kind == Kind::ColumnIndexer || r.states[0].kind == Kind::RowIndexer);
  };
  return indexer(a) && indexer(b) && a.states == b.states;
}

// The houses of a and b together (a's first), for one_indexer's readings.
std::vector<int> houses_of_both(const Reading& a, const Reading& b) {
  std::vector<int> out = a.houses;
  for (int h : b.houses)
    if (std::find(out.begin(), out.end(), h) == out.end()) out.push_back(h);
  return out;
}

// Whether a and b name two magic square boxes that differ (box 0 is the central one, not "no
// number"): one number cannot tell both.
bool two_magic_boxes(const Reading& a, const Reading& b) {
  const Stated box{Stated::NamedCells, Kind::MagicSquare};
  const auto names = [&](const Reading& r) { return std::find(r.states.begin(), r.states.end(), box) != r.states.end(); };
  return names(a) && names(b) && a.number != b.number;
}

// Merging `other` into `into` (before their numbers are merged): the
// rules of the one without a number that take one (number_owner) and that the numbered one
// does not state are marked unnumbered ("... palindromes and ... German whispers": the 5 is
// the whispers'; "Place the digits 1-9 ..., and lockout lines apply": the 9 is not a
// lockout's difference, nor, with "the central box is a magic square" (box 0), box 9).
void mark_unnumbered(Reading& into, const Reading& other) {
  const auto numbered = [](const Reading& r, const Stated& owner) {
    return std::any_of(r.states.begin(), r.states.end(), [&](const Stated& t) {
      return number_owner(t) == owner &&
             std::find(r.unnumbered.begin(), r.unnumbered.end(), t) == r.unnumbered.end();
    });
  };
  for (const Stated& s : other.unnumbered)
    if (std::find(into.unnumbered.begin(), into.unnumbered.end(), s) == into.unnumbered.end()) into.unnumbered.push_back(s);
  if ((into.number == 0) == (other.number == 0)) return;
  const Reading& none = into.number == 0 ? into : other;
  const Reading& some = into.number == 0 ? other : into;
  std::vector<Stated> add;
  for (const Stated& s : none.states)
    if (const std::optional<Stated> owner = number_owner(s); owner && !numbered(some, *owner)) add.push_back(s);
  for (const Stated& s : add)
    if (std::find(into.unnumbered.begin(), into.unnumbered.end(), s) == into.unnumbered.end()) into.unnumbered.push_back(s);
}

// Union of two readings that are both understood; numbers must agree.
Reading both(const Reading& a, const Reading& b) {
  // named cells are read from a whole sentence only: a clause's cells are not merged
  if (!a.ok || !b.ok || (a.number != 0 && b.number != 0 && a.number != b.number) || !a.cells.empty() ||
      !b.cells.empty() || (!a.letter.empty() && !b.letter.empty() && a.letter != b.letter) ||
      (!a.houses.empty() && !b.houses.empty() && !one_indexer(a, b)) ||
      (a.total != 0 && b.total != 0 && a.total != b.total) || two_magic_boxes(a, b))
    return {};
  Reading r = a;
  mark_unnumbered(r, b);
  if (r.number == 0) r.number = b.number;
  if (r.total == 0) r.total = b.total;
  if (r.letter.empty()) r.letter = b.letter;
  r.houses = houses_of_both(a, b);
  r.lowest = std::min(a.lowest, b.lowest);
  for (const Stated& s : b.states)
    if (std::find(r.states.begin(), r.states.end(), s) == r.states.end()) r.states.push_back(s);
  return r;
}

// The runs of letters and digits of `text`, in order, as written.
std::vector<std::string> words_of(std::string_view text) {
  std::vector<std::string> out;
  std::string w;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      w += c;
    } else if (!w.empty()) {
      out.push_back(std::move(w));
      w.clear();
    }
  }
  if (!w.empty()) out.push_back(std::move(w));
  return out;
}

// Adds the words of a kind's names or title (`text`: an ECMAScript pattern or plain words) to
// `out`, in lower case: its runs of two letters or more ("killer", "cages", "xv").
void add_name_words(std::string_view text, std::set<std::string>& out) {
  std::string w;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? static_cast<char>(std::tolower(static_cast<unsigned char>(text[i]))) : ' ';
    if (c >= 'a' && c <= 'z') {
      w += c;
    } else {
      if (w.size() >= 2) out.insert(w);
      w.clear();
    }
  }
}

// "159: the digits in columns 1, 5 and 9 indicate ...": a heading of the indexer's houses, in
// order ("159", "1-5-9", "the 159 rule", "Column 1 indexing", "Columns 1, 5 and 9 indexing"),
// names that rule. Returns the rule's houses, none when `head` is no such heading. A heading
// saying "indexing", or only figures, may name more houses than the sentence after it explains
// ("1-5-9 indexing: the digit in column 1 indicates ... the 1", "1-5-9 rule: ...", "1-5-9: a
// digit X in column 1 means ..."): the heading's are the rule's.
std::vector<int> indexer_heading(const std::string& head, const Reading& t) {
  if (!one_indexer(t, t) || t.houses.empty()) return {};
  std::string said, houses;
  const Kind kind = t.states.front().kind;
  bool indexing = false;
  for (const std::string& w : words_of(head)) {
    const bool house = (kind == Kind::ColumnIndexer && (w == "column" || w == "columns")) ||
                       (kind == Kind::RowIndexer && (w == "row" || w == "rows"));  // "Column 1 Indexing:"
    indexing = indexing || w == "indexing" || w == "rule";  // "1-5-9 indexing", "the 1-5-9 rule"
    if (!house && w != "the" && w != "rule" && w != "rules" && w != "indexing" && w != "and" && w != "is" &&
        w != "an" && w != "a" && w != "are")  // "Column 1 is an indexing column:"
      said += w;
  }
  for (int h : t.houses) houses += std::to_string(h);
  if (said == houses) return t.houses;
  // a heading of figures alone ("1-5-9: a digit X in column 1 means ...") is the rule's name too
  const std::vector<std::string> head_words = words_of(head);
  indexing = indexing || (!head_words.empty() && std::all_of(head_words.begin(), head_words.end(), [](const std::string& w) {
                            return std::all_of(w.begin(), w.end(), [](char c) { return c >= '1' && c <= '9'; });
                          }));
  // more houses than the sentence's, each a figure, in order
  if (!indexing || said.empty() || !std::all_of(said.begin(), said.end(), [](char c) { return c >= '1' && c <= '9'; }))
    return {};
  std::vector<int> named;
  for (const char c : said) {
    if (!named.empty() && c - '0' <= named.back()) return {};
    named.push_back(c - '0');
  }
  for (int h : t.houses)
    if (std::find(named.begin(), named.end(), h) == named.end()) return {};
  return named;
}

// Whether `head` is a heading naming what `states` state, in other words than a name the
// table knows: "XV pairs: ...", "Thermo rule: ...". Every word of it is a word of the stated
// kinds' names or titles, or a heading's word ("pairs", "rule", "lines", ...), and one at least
// is a name's: "Negative XV: ..." or "Modified thermos: ..." is no such heading.
bool names_heading(const std::string& head, const std::vector<Stated>& states) {
  std::set<std::string> names;
  auto add_words = [&names](std::string_view text) { add_name_words(text, names); };
  for (const Stated& st : states) {
    if (st.what == Stated::Sudoku) add_words("sudoku normal standard classic");
    if (st.what == Stated::RowsColumns) add_words("latin square squares");  // "Latin square: each row and ..."
    if (st.what == Stated::RomanSum || st.what == Stated::RomanRead) add_words("roman numeral numerals cages cage");
    if (st.what == Stated::Rule && (st.kind == Kind::RowIndexer || st.kind == Kind::ColumnIndexer || st.kind == Kind::BoxIndexer))
      add_words("indexing index indexer indexers");  // "Indexing: a digit in column 1 ..."
    if (st.what == Stated::Rule && (st.kind == Kind::EntropicLine || st.kind == Kind::GlobalEntropy))
      add_words("entropy");  // "Entropy: every three consecutive cells on a line ..."
    const bool cage = st.what == Stated::CageSum || st.what == Stated::CageDistinct;
    const bool product = st.what == Stated::CageProduct;
    if (st.what != Stated::Rule && !cage && !product) continue;
    const KindInfo& info = kind_info(cage ? Kind::Killer : product ? Kind::ProductCage : st.kind);
    add_words(info.names);
    add_words(info.title);
  }
  static const std::set<std::string> heading = {"rule", "rules", "constraint", "constraints", "pair", "pairs",
                                                "the", "and", "line", "lines", "clue", "clues"};
  // "Negative constraint: all white dots are given", "... they cannot be consecutive or in a 1:2
  // ratio" (non-consecutive is kropki's negative constraint)
  if (!states.empty() && std::all_of(states.begin(), states.end(), [](const Stated& st) {
        return st.what == Stated::AllMarks || st == Stated{Stated::Rule, Kind::NonConsecutive};
      })) {
    const std::vector<std::string> w = words_of(head);
    if (w.size() == 2 && w[0] == "negative" && (w[1] == "constraint" || w[1] == "constraints")) return true;
  }
  if (std::any_of(head.begin(), head.end(), [](char c) {
        return !std::isalnum(static_cast<unsigned char>(c)) && c != ' ' && c != '-' && c != '\'' && c != '/';
      }))
    return false;  // ("Even/odd: ...": two names)
  bool named = false;
  for (const std::string& w : words_of(head)) {
    if (names.count(w)) named = true;
    else if (!heading.count(w)) return false;
  }
  return named;
}

// The kind a statement is about, for telling whether a heading names it: a cage's halves and
// its repeats and their equal sums are the killer cage's, a product half the product cage's;
// Sudoku itself.
Kind family(const Stated& s) {
  switch (s.what) {
    case Stated::CageSum: case Stated::CageDistinct: case Stated::CageTotal: case Stated::CageRepeat: return Kind::Killer;
    case Stated::Rule:  // a rule on killer cages, or on cages whose digits may repeat
      return s.kind == Kind::EqualCageSums || s.kind == Kind::SumCage ? Kind::Killer : s.kind;
    case Stated::CageProduct: return Kind::ProductCage;
    case Stated::LineProduct: return Kind::ProductLine;  // "Product lines: digits along a purple line multiply to 400."
    case Stated::LockoutEnds: case Stated::LockoutInner: return Kind::LockoutLine;
    case Stated::BattlefieldArmies: case Stated::BattlefieldSum: return Kind::Battlefield;
    case Stated::RomanSum: case Stated::RomanRead: return Kind::NumberSum;
    case Stated::CloneLetters: return Kind::Clone;
    default: return s.kind;  // Sudoku: heads() looks at it apart
  }
}

// Whether a heading's statements (`head`, read as names) can head the statement after its
// colon (`body`): the body states only normal sudoku rules, or the heading names no more than
// normal sudoku rules, or one kind of the heading's is one of the body's ("Killer sudoku rules
// apply: digits in a cage sum to the clue"; not "Thermometers: digits may repeat in cages").
bool heads(const std::vector<Stated>& head, const std::vector<Stated>& body) {
  auto sudoku_only = [](const std::vector<Stated>& states) {
    return std::all_of(states.begin(), states.end(), [](const Stated& s) { return s.what == Stated::Sudoku || s.what == Stated::Note; });
  };
  if (sudoku_only(head) || sudoku_only(body)) return true;
  for (const Stated& h : head)
    for (const Stated& b : body)
      if (h.what != Stated::Sudoku && b.what != Stated::Sudoku && family(h) == family(b)) return true;
  return false;
}

Reading read_named_lines(const std::string& norm);
Reading read_named_outside(const std::string& norm);
Reading read_sentence(const std::string& norm);

// "Standard rules for thermometers", "all the usual rules for little killers apply": the kinds named.
Reading read_rules_for(const std::string& norm) {
  // "arrows, killer cages and thermometers work as usual"
  if (norm.size() <= 100 && norm.find(" as usual") != std::string::npos) {
    static const std::regex as_usual("(.+?) (?:work|works|function|functions|behave|behaves) as usual");
    std::smatch m;
    if (std::regex_match(norm, m, as_usual)) return read_names(m[1].str());
  }
  // "this is a killer sudoku", "this puzzle is a thermo sudoku": the kinds named
  if (norm.size() <= 80 && (norm.rfind("this ", 0) == 0 || norm.rfind("the puzzle ", 0) == 0)) {
    static const std::regex this_is("(?:this|this puzzle|the puzzle) is (?:a |an )?(.+? sudoku)");
    std::smatch m;
    if (std::regex_match(norm, m, this_is)) return read_names(m[1].str());
  }
  if (norm.size() > 80 || (norm.find("rules for ") == std::string::npos && norm.find("rules of ") == std::string::npos))
    return {};  // (the pattern compiles only where it could match)
  static const std::regex rules_for(
      "(?:all )?(?:of )?(?:the )?(?:(?:normal|standard|classic|usual|regular) )?rules (?:for|of) (?:the )?(.+?)"
      "(?: (?:also )?apply)?");
  std::smatch m;
  if (!std::regex_match(norm, m, rules_for)) return {};
  return read_names(m[1].str());
}
bool repeats_note(const std::string& clause, const std::vector<Stated>& before);
bool restatement(const std::string& text, const std::vector<Stated>& before);
Reading read_named_cages(const std::string& norm);
Reading read_named_marks(const std::string& norm);

// Two parts, each understood whole: "normal sudoku rules and both main diagonals contain 1-9
// as well" (cut at " and "), or a heading naming the variant and its statement ("default sudoku
// rules apply: in every row, ..."). The first cut that works.
Reading read_sentence(const std::string& norm);

Reading read_parts(const std::string& norm) {
  for (const char* joint : {": ", " - ", " and "})
    for (std::size_t at = norm.find(joint); at != std::string::npos; at = norm.find(joint, at + 1)) {
      const std::string head = norm.substr(0, at);
      std::string rest = norm.substr(at + std::char_traits<char>::length(joint));
      if (joint[0] == ':')  // "rules: (1) normal sudoku rules apply": a list's first bullet after the heading
        for (std::size_t b = bullet_length(rest); b > 0 && b < rest.size(); b = bullet_length(rest)) {
          rest.erase(0, b);
          while (!rest.empty() && rest[0] == ' ') rest.erase(0, 1);
        }
      Reading h = read_names(head);
      if (!h.ok) h = read_rules_for(head);
      if (!h.ok) h = read_clause(head);
      if (!h.ok) h = read_named_outside(head);  // "the clues outside the grid are little killer clues: ..."
      if (!h.ok) h = read_named_lines(head);
      if (!h.ok && joint[0] == ':') h = read_named_marks(head);  // "a circled digit is a counting circle: ..."
      if (!h.ok && joint[0] == ':' && (head == "rules" || head == "rule" || head == "ruleset" || head == "the rules"))
        h.ok = true;  // a bare heading
      Reading t = read_clause(rest);
      if (!t.ok) t = read_names(rest);
      // "Double arrows: for each line with a circle at both ends, the digits ...": the statement
      // after a heading read as a sentence of its own, when it states rules (a lead before a
      // comma, which no clause reads: costly, so only there)
      if (!t.ok && joint[0] == ':' && h.ok && rest.find(", ") != std::string::npos)
        if (const Reading s = read_sentence(rest);
            s.ok && !s.states.empty() && std::all_of(s.states.begin(), s.states.end(), [](const Stated& x) {
              return x.what != Stated::Note;
            }))
          t = s;
      // "green lines are german whispers and purple lines are renbans": marks named on both sides
      if (!t.ok && std::string_view(joint) == " and " && h.ok)
        for (Reading (*named)(const std::string&) : {read_named_lines, read_named_outside, read_named_cages, read_named_marks})
          if (!t.ok) t = named(rest);
      // "Zipper lines: purple lines are zipper lines.": the marks named for the heading's kinds
      if (!t.ok && joint[0] == ':' && h.ok && !h.states.empty())
        for (Reading (*named)(const std::string&) : {read_named_lines, read_named_outside, read_named_cages, read_named_marks})
          if (const Reading n = named(rest); !t.ok && n.ok && n.states == h.states) t = n;
      // "odd/even: a grey circle must contain an odd digit and a grey square an even digit": a
      // statement in two parts under a heading that names kinds
      if (!t.ok && joint[0] == ':' && h.ok && !h.states.empty()) t = read_parts(rest);
      // "killer cages: dashed outlines are cages": under a heading of cages only
      if (!t.ok && joint[0] == ':' && h.ok && !h.states.empty() &&
          std::all_of(h.states.begin(), h.states.end(), [](const Stated& x) {
            return x.what == Stated::Rule && std::string_view(kind_info(x.kind).family) == "cages";
          }))
        t = read_named_cages(rest);
      // "Killer cages: digits sum to the clue and don't repeat": the heading names what the
      // statement speaks of; read with the heading's words, it must state the heading's kind
      // (not when only the heading denies: denial_only_in_heading)
      if (!t.ok && h.ok && joint[0] != ' ' && !h.states.empty() && !denial_only_in_heading(head, rest) &&
          std::all_of(h.states.begin(), h.states.end(), [](const Stated& x) { return x.what == Stated::Rule; })) {
        Reading w = read_clause(rest + " " + head);
        if (w.ok && w.states == h.states) t = w;
      }
      // "Sudoku: normal rules apply.", "Thermometers and arrows: usual rules.": under a heading
      // that names kinds (and nothing else), their usual rules; a clause after them ("Kropki:
      // usual rules, not all dots given.") read as a sentence, or as a note on that rule
      if (!t.ok && h.ok && joint[0] == ':' &&
          std::all_of(h.states.begin(), h.states.end(),
                      [](const Stated& x) { return x.what == Stated::Sudoku || x.what == Stated::Rule; }) &&
          read_names(head).ok) {
        static const std::regex usual(
            "(?:the )?(?:normal|standard|classic|usual|regular) rules(?: apply)?(?:(?:,|;) (.+))?");
        std::smatch u;
        if (std::regex_match(rest, u, usual)) {
          t = h;
          if (u[1].matched) {
            const std::string more = u[1].str();
            const Reading m = read_sentence(more);
            const bool note = m.ok && std::all_of(m.states.begin(), m.states.end(),
                                                  [](const Stated& x) { return x.what == Stated::Note; });
            if (m.ok && !note) t = both(h, m);
            else if (!note && !repeats_note(more, h.states) && !restatement(more, h.states)) t = {};
          }
        }
      }
      // "Numbers outside the grid: little killers.": the marks, then the kind they are
      if (!h.ok && joint[0] == ':') {
        const std::string named = head + " are " + rest;
        for (Reading (*read)(const std::string&) : {read_named_outside, read_named_lines, read_named_cages, read_named_marks})
          if (Reading r = read(named); r.ok) return r;
      }
      std::vector<int> indexed;
      if (!h.ok && t.ok && joint[0] == ':' && names_heading(head, t.states)) h.ok = true;
      else if (!h.ok && t.ok && joint[0] == ':' && !(indexed = indexer_heading(head, t)).empty()) h.ok = true, t.houses = indexed;
      else if (h.ok && t.ok && joint[0] == ':' && (head == "cages" || head == "cage" || head == "the cages") &&
               std::all_of(t.states.begin(), t.states.end(), [](const Stated& x) { return family(x) == Kind::ProductCage; }))
        h.states.clear();  // a heading of cages alone heads their products too ("Cages: the clue is the product ...")
      else if (h.ok && t.ok && joint[0] == ':' && !heads(h.states, t.states)) continue;  // "Thermos: ... cages ..."
      if (const Reading r = both(h, t); r.ok) return r;
    }
  return {};
}

// "Digits do not repeat on the marked diagonals or in cages": a denial of two places, each with
// its preposition, denies each (neither ... nor); read as the clause with the first place and with
// the second, each understood whole. The negation must come before the places: without one,
// "or" would be a choice ("digits sum to 10 on lines or in cages"), not read.
Reading read_neither(const std::string& clause) {
  static const char* const preps[] = {" in ", " on ", " along ", " within "};
  for (const char* joint : {" or ", ", or ", ", nor ", " nor "}) {
    const std::size_t at = clause.find(joint);
    if (at == std::string::npos) continue;
    const std::string second = clause.substr(at + std::char_traits<char>::length(joint));
    if (std::none_of(std::begin(preps), std::end(preps), [&](const char* p) { return second.rfind(p + 1, 0) == 0; }))
      continue;
    std::size_t place = std::string::npos;  // the first place's preposition: the last before the joint
    for (const char* p : preps)
      for (std::size_t k = clause.find(p); k != std::string::npos && k < at; k = clause.find(p, k + 1))
        if (place == std::string::npos || k > place) place = k;
    if (place == std::string::npos) continue;
    const std::string head = clause.substr(0, place);
    bool denied = head.find("n't ") != std::string::npos;
    for (const std::string& w : words_of(head)) denied = denied || w == "no" || w == "not" || w == "cannot" || w == "never";
    if (!denied) continue;
    const Reading a = read_clause(head + clause.substr(place, at - place)), b = read_clause(head + " " + second);
    if (const Reading r = both(a, b); r.ok) return r;
  }
  return {};
}

// "I.e. greater than the lower of the two circled digits and lower than the greater": the between
// line's rule said again in comparisons, a note after it. Both directions and a circle are named,
// and no word outside those of such a restatement (no negation, no number): anything more may be
// another rule, and is not read.
bool restates_between(const std::string& text) {
  static const std::set<std::string> own = {
      "digit", "digits", "number", "numbers", "value", "values", "in", "on", "one", "other", "the", "a", "circle",
      "circles", "circled", "two", "line", "lines", "is", "are", "must", "be", "greater", "larger", "higher",
      "bigger", "lower", "smaller", "less", "than", "all", "of", "while", "and", "both", "connected", "end", "ends",
      "those", "that", "its", "strictly", "every", "each", "cell", "cells", "along", "between"};
  bool greater = false, lower = false, circle = false;
  for (const std::string& w : words_of(text)) {
    if (!own.count(w)) return false;
    greater = greater || w == "greater" || w == "larger" || w == "higher" || w == "bigger";
    lower = lower || w == "lower" || w == "smaller" || w == "less";
    circle = circle || w.rfind("circle", 0) == 0;
  }
  return greater && lower && circle;
}

// What follows "i.e." (or "ie", "that is") at the start of `text`, or npos when nothing does.
std::size_t after_ie(const std::string& text) {
  for (const char* ie : {"i.e. ", "i.e., ", "i.e: ", "i.e ", "ie ", "ie, ", "ie. ", "ie: ", "that is, "})
    if (text.rfind(ie, 0) == 0) return std::char_traits<char>::length(ie);
  return std::string::npos;
}

// Whether `text` explains the skyscraper's picture, no rule of its own: each digit a building's
// height, taller ones hiding (obstructing, blocking) shorter ones behind them.
bool skyscraper_picture(const std::string& text) {
  static const std::regex picture(
      "(?:each|every|the) (?:digit|number)s? (?:in the grid )?(?:represents?|is|gives|shows) the height of (?:an? |the )?"
      "(?:building|skyscraper|tower)s?(?: in (?:its|that|the|their) cells?)?"
      "|(?:each|every|the) (?:digit|number)s? (?:in the grid )?(?:represents?|is|stands? for) an? (?:building|skyscraper|"
      "tower) (?:of|with) that many (?:floors|storeys|stories|levels)"
      "|(?:think of|imagine|treat|consider) (?:each|every|the) (?:digit|number)s? (?:in the grid )?as (?:the height of )?"
      "(?:an? |the )?(?:building|skyscraper|tower)s?(?: in (?:its|that|the|their) cells?)?"
      "|(?:the )?(?:taller|bigger|larger|higher) (?:buildings|skyscrapers|towers|digits|numbers) (?:obstruct|block|hide) "
      "(?:the view of )?(?:the )?(?:shorter|smaller|lower) (?:ones|digits|numbers|buildings|skyscrapers)(?: behind them)?");
  // (under the kind's heading: "Skyscrapers: each digit represents ...")
  std::string_view plain = text;
  for (const char* head : {"skyscrapers: ", "skyscraper: ", "skyscraper clues: "})
    if (plain.rfind(head, 0) == 0) plain.remove_prefix(std::char_traits<char>::length(head));
  return plain.size() < 120 && std::regex_match(plain.begin(), plain.end(), picture);
}

// "A line (thermometer, ...) may cross more than one box", "lines may touch": so any line may, a
// note after its rule.
bool crosses_boxes(const std::string& text) {
  static const std::regex several(
      "(?:a|each|the|any|every) (?:line|thermometer|thermo|arrow|renban|palindrome|whisper|whispers line|[a-z]+ line) "
      "(?:may|can|might|is allowed to) (?:also )?(?:cross|pass through|go through|travel through|visit|span|enter|"
      "cross into|extend into|extend across|run through) (?:more than one|several|multiple|many|different|two or more) "
      "(?:boxes|box|regions|region|3x3 boxes)");
  // "lines may touch", "thermometers can cross each other": how the lines are drawn
  static const std::regex touch(
      "(?:the )?(?:different )?(?:lines|thermometers|thermos|arrows) (?:may|can|might) (?:also )?(?:touch|cross|"
      "overlap|intersect|meet|touch or cross|cross or touch)(?: each other| one another| box (?:borders|boundaries))?"
      "|(?:a )?cells? (?:may|can) (?:lie|be) on (?:more than one line|several lines|two or more lines|multiple lines)");
  // "the lines do not branch": each is one path, as drawn
  static const std::regex branch(
      "(?:note: )?(?:the )?(?:lines|thermometers|thermos|arrows|arrow shafts) (?:do not|don't|never) (?:branch|fork)");
  return text.size() < 120 &&
         (std::regex_match(text, several) || std::regex_match(text, touch) || std::regex_match(text, branch));
}

// Whether `text` says again the rule that `before` states: a renban's order ("They can be in any
// order."), a between line's ("i.e. ..."), or a region sum line's run per visit of a box ("if a
// line passes through the same box more than once, each individual segment ... sums to N
// separately"), which is how sudosat reads it, or its lines' sums apart ("different lines may
// have different values of N"), or a zipper line's middle cell ("for odd length lines, this total
// is the digit in the centre of the line").
bool restatement(const std::string& text, const std::vector<Stated>& before) {
  if (before.size() != 1) return false;
  // "a thermometer can also go through multiple boxes": after a line kind's rule, lines do
  if (before[0].what == Stated::Rule && std::string_view(kind_info(before[0].kind).family) == "lines" &&
      crosses_boxes(text))
    return true;
  if (before[0] == Stated{Stated::Rule, Kind::Renban}) {  // "They can be in any order."
    static const std::regex order(
        "(?:they|the digits|these digits|the numbers|digits|the digits on a line) (?:can|may) (?:be |appear )?"
        "(?:placed |arranged |written )?in any order");
    if (text.size() < 80 && std::regex_match(text, order)) return true;
  }
  // "the circles can be in either order": a between line's, a lockout line's diamonds
  if (const bool lockout = before[0] == Stated{Stated::Rule, Kind::LockoutLine} || before[0].what == Stated::LockoutEnds ||
                           before[0].what == Stated::LockoutInner;
      before[0] == Stated{Stated::Rule, Kind::BetweenLine} || lockout) {
    auto either_order = [](const std::string& ends, const std::string& end) {
      const std::string either = "the (?:larger|bigger|higher|greater|smaller|lower) (?:" + end + "|" + end +
                                 "d digit|digit|number|one|end)(?: digit)? (?:may|can) (?:be|sit|go) (?:at|on|in) "
                                 "either (?:end|" + end + "|side)";
      return std::regex("(?:the )?(?:" + ends + "|ends|end digits|endpoints)(?: themselves)? (?:can|may) (?:be|appear|come) in "
                        "(?:either|any) order(?:(?:,? i\\.?e\\.?,?|,? so|:|;|,) (?:" + either +
                        "|the (?:smaller|lower) one (?:does not|doesn't) (?:have|need) to (?:come|be) first))?|" + either);
    };
    static const std::regex circles = either_order("circles|circled digits|circle digits", "circle");
    static const std::regex diamonds = either_order("diamonds|diamond digits|digits in the diamonds", "diamond");
    const std::regex& order = lockout ? diamonds : circles;
    if (text.size() < 110 && std::regex_match(text, order)) return true;
  }
  // "This applies to every pair of digits on the line, not only to adjacent ones.": a nabner's
  // pairs, all of them
  if (before[0] == Stated{Stated::Rule, Kind::Nabner}) {
    static const std::regex pairs(
        "(?:this|the rule|it) applies to (?:all|every|each|any) (?:pairs?|two) (?:of )?(?:cells|digits) on the line,? "
        "not (?:only|just) (?:to )?(?:(?:neighbouring|neighboring|adjacent|touching) (?:ones|cells|digits|pairs)|"
        "neighbours|neighbors)");
    if (text.size() < 100 && std::regex_match(text, pairs)) return true;
  }
  if (before[0] == Stated{Stated::Rule, Kind::CountingCircles}) {  // what the rule leaves free
    static const std::regex free(
        "(?:digits|numbers) (?:that|which) (?:do not|don't) appear in (?:any|a) circle (?:are|is) not (?:restricted|"
        "constrained|affected) by (?:this|the) rule");
    return text.size() < 100 && std::regex_match(text, free);
  }
  if (before[0] == Stated{Stated::Rule, Kind::Quadruple}) {  // a digit listed twice, placed twice (sudosat's rule)
    static const std::regex twice(
        "(?:if|when|where) a (?:digit|number) (?:is written|appears|is shown|is given|is listed) (?:twice|two times) in "
        "(?:a|the) circle,? it (?:must )?(?:appears?|be placed|is placed|must appear) (?:at least )?(?:twice|two times) "
        "(?:among|in) (?:(?:those|the|these) (?:four |4 )?(?:surrounding )?cells|the (?:surrounding )?(?:2x2|four cells)(?: "
        "around it)?)");
    // "Other digits may also appear in the four cells.": the circle's digits are not all of them
    static const std::regex others(
        "(?:other|further|additional) (?:digits|numbers) (?:may|can) (?:also )?(?:appear|be placed|go) (?:in|among) "
        "(?:those|the|these) (?:four |4 )?(?:surrounding )?cells(?: as well)?");
    return text.size() < 120 && (std::regex_match(text, twice) || std::regex_match(text, others));
  }
  if (before[0] == Stated{Stated::Rule, Kind::DutchFlatmates}) {  // "It may have both."
    static const std::regex both("(?:it|a 5|the 5|each 5|every 5) (?:may|can) (?:also )?have both(?: of them)?");
    return text.size() < 40 && std::regex_match(text, both);
  }
  if (before[0] == Stated{Stated::Rule, Kind::DoubleArrow}) {  // the circles are not on the sum's side
    static const std::regex circles(
        "(?:the )?(?:two )?(?:circles|circled digits|circled cells|digits in the circles)(?: themselves)? (?:are not|aren't|"
        "do not|don't) (?:included|counted|count|part of) (?:in|towards|toward|of)? ?(?:the )?(?:line's |line )?(?:sum|"
        "total)(?: of the line)?");
    return text.size() < 90 && std::regex_match(text, circles);
  }
  if (before[0] == Stated{Stated::Rule, Kind::ZipperLine}) {  // the middle cell's part of the rule
    // a line of odd length (or with a central cell), then its total is the middle digit, said
    // either way round: "On a line of odd length, that total is the digit in the middle cell.",
    // "If the line has an odd length, the middle cell equals that sum."
    static const std::regex middle(
        "(?:(?:for|on|along) (?:an? |the )?(?:zipper )?(?:odd[- ]length(?:ed)? (?:zipper )?lines?|lines? of odd length|"
        "lines? with an odd number of cells)"
        "|(?:if|when|where) (?:the|a) (?:zipper )?line has (?:an? )?(?:odd (?:length|number of cells)|(?:central|centre|"
        "center|middle) cell)),? "
        "(?:(?:this|that|the) (?:same )?(?:total|sum|value|number) (?:is equal to|is|equals|must (?:be|equal)) (?:(?:the )?"
        "(?:digit|value|number)(?: placed)? (?:in|on|at|of) (?:the |its )?(?:centre|center|middle|central)(?: cell)?|(?:the "
        "|its )?(?:centre|center|middle|central) (?:digit|value|number|cell))(?: of (?:that|the) line)?"
        "|(?:the |its )?(?:(?:digit|value|number) (?:in|on|at) (?:the|its) )?(?:centre|center|middle|central) (?:digit|value|"
        "number|cell)?(?: of (?:that|the) line)? ?(?:is|equals|must (?:be|equal|contain)|is equal to|contains|holds) "
        "(?:this|that|the) (?:same )?(?:total|sum|value))");
    // "For lines of even length the total isn't given.": no cell holds it
    static const std::regex even(
        "(?:for|on) (?:(?:lines?|a line) (?:of even length|with an even number of cells)|(?:an )?even[- ]length lines?),? "
        "(?:the|this|that) (?:total|sum|value) (?:is not|isn't) (?:given|shown|in the grid|in any cell)");
    return text.size() < 160 && (std::regex_match(text, middle) || std::regex_match(text, even));
  }
  if (before[0] == Stated{Stated::Rule, Kind::RegionSumLine}) {
    // each visit a run of its own (what sudosat's rule means): "If a line passes through the same box
    // more than once, each individual segment sums to N separately.", "A line may visit the same box
    // more than once, in which case each visit is a separate segment." ("the segments in that box
    // are added together", the other convention, is not read)
    static const std::regex again(
        "(?:(?:if|when|where) (?:a|the|any) (?:[a-z]+ )?line (?:passes through|goes through|travels through|visits|enters|"
        "crosses)|(?:a|the) (?:[a-z]+ )?line (?:may|can) (?:pass through|go through|visit|enter)) (?:the same|a) "
        "(?:box|region) (?:more than once|twice|multiple times|again)(?:,? then,?|,? in which case,?|,)? "
        "each (?:individual |separate )?(?:segment|part|section|run|visit)(?: of (?:such a|the|that) line)?(?: (?:within|in) "
        "(?:that|the|this) (?:box|region))? (?:(?:sums to (?:n|the same sum|the same total)|has (?:the same sum|sum n|its "
        "own sum of n|(?:a|its own) sum (?:of|equal to) n))(?: separately)?|(?:is summed|sums|is counted|counts) "
        "separately|(?:is|counts as|is treated as) a separate segment)");
    // "different lines may have different values of n": the rule said no more than that
    static const std::regex apart(
        "(?:different|separate) lines (?:may|can|might) (?:have|sum to|use) (?:different|distinct) "
        "(?:values of n|values|sums|totals|n)(?: values)?"
        "|(?:the value of )?n (?:may|can|might) (?:differ|be different|vary) (?:between|from line to line|for different|"
        "on different|across)(?: (?:the )?(?:different )?lines)?");
    // the same in two parts: "lines may pass through the same box more than once; each segment then
    // sums to that total"
    static const std::regex revisit(
        "(?:lines|a line) (?:may|can|might) (?:pass through|visit|enter|cross) the same (?:box|region) "
        "(?:more than once|twice|again)"
        "|each (?:individual )?(?:segment|part|section|run)(?: of (?:such a|the|that) line)?(?: then)? (?:sums to|adds up to) "
        "(?:n|that total|that sum|the same total|the same sum)(?: separately)?"
        "|(?:if|when) a line (?:visits|enters|passes through) a box more than once,? each (?:separate |individual )?"
        "(?:visit|pass) (?:counts as|is) (?:its own|a separate) segment");
    return text.size() < 200 && (std::regex_match(text, again) || std::regex_match(text, apart) ||
                                 std::regex_match(text, revisit) || crosses_boxes(text));
  }
  // what a 10 line's segment is: "a piece is a run of consecutive cells on the line"
  if (before[0] == Stated{Stated::Rule, Kind::SegmentSumLine}) {
    static const std::regex piece(
        "(?:a|each) (?:piece|segment|section|group|part) is an? (?:run|set|group|sequence|string) of (?:consecutive|"
        "adjacent|connected) cells(?: (?:on|along|of) (?:the|a|that) line)?");
    // every cell in one piece: "Every cell on a line belongs to exactly one segment.", "Segments
    // don't overlap and every cell of the line is in some segment."
    static const std::regex cover(
        "(?:every|each) cell (?:on|of) (?:a|the|each) line (?:belongs to|is (?:part of|in)) (?:exactly one|one|some|a) "
        "(?:such )?(?:segment|piece|part)"
        "|(?:the )?(?:segments|pieces|parts) (?:do not|don't|never) overlap,? and (?:every|each) cell (?:on|of) (?:a|the) "
        "line (?:is in|belongs to|is part of) (?:some|a|one|exactly one) (?:segment|piece|part)"
        // "Segments don't overlap, and together they cover the whole line."
        "|(?:the )?(?:segments|pieces|parts) (?:do not|don't|never) overlap,? and (?:together )?(?:they )?(?:cover|use|"
        "fill|include) (?:the whole|the entire|every cell of the|all (?:the )?cells of the|all of the) line");
    return text.size() < 100 && (std::regex_match(text, piece) || std::regex_match(text, cover));
  }
  // the usual groups of entropy said after the rule: "low is 1-3, middle is 4-6 and high is 7-9"
  if (before[0] == Stated{Stated::Rule, Kind::EntropicLine}) {
    static const std::regex groups(
        "(?:the )?low(?: digits)? (?:is|are|=|means) 1 ?(?:-|to) ?3,? (?:the )?(?:middle|mid|medium)(?: digits)? "
        "(?:is|are|=|means) 4 ?(?:-|to) ?6,? (?:and )?(?:the )?high(?: digits)? (?:is|are|=|means) 7 ?(?:-|to) ?9");
    return text.size() < 120 && std::regex_match(text, groups);
  }
  // a sandwich's ends in either order; an X-sum's X said again
  if (before[0] == Stated{Stated::Rule, Kind::Sandwich}) {
    static const std::regex order(
        "(?:the )?1 and (?:the )?9 (?:may|can|might) (?:be|appear) in (?:either|any) order");
    // an empty sandwich's sum: "if there are no digits between them, the sum is 0"
    static const std::regex empty(
        "(?:if|when|where) (?:there are no (?:digits|cells)|there is nothing|no digits are) (?:sandwiched )?between "
        "(?:them|the 1 and (?:the )?9),? (?:the|its|their) (?:sum|clue|total) is (?:0|zero)"
        "|(?:a|the) (?:(?:clue|sum|total) of (?:0|zero)|(?:0|zero) (?:clue|sum|total)|(?:0|zero)) means (?:that )?(?:the "
        ")?1 and (?:the )?9 are (?:adjacent|next to each other)");
    return text.size() < 90 && (std::regex_match(text, order) || std::regex_match(text, empty));
  }
  if (before[0] == Stated{Stated::Rule, Kind::XSum}) {
    static const std::regex x(
        "(?:where )?x is the (?:first|nearest) digit (?:seen )?(?:from|in) (?:that|the clue's) (?:side|direction|end)");
    return text.size() < 80 && std::regex_match(text, x);
  }
  // a numbered dot's default said after its rule (SudokuMaker's words): "if there is no indicated
  // number, the difference will be assumed to be 1", the ratio 2 (f-puzzles' defaults, sudosat's)
  if (before[0] == Stated{Stated::Rule, Kind::Difference} || before[0] == Stated{Stated::Rule, Kind::Ratio}) {
    static const std::regex fallback(
        "(?:if there is no|if there's no|when there is no|without an?) (?:indicated |given |shown )?number"
        "(?: (?:on|in|by) (?:the|a) dot)?,? (?:the )?(difference|ratio) (?:will be assumed to be|is assumed to be|is "
        "taken to be|is|will be|defaults to) (1|2)");
    std::smatch m;
    if (text.size() > 120 || !std::regex_match(text, m, fallback)) return false;
    return before[0].kind == Kind::Difference ? m[1] == "difference" && m[2] == "1" : m[1] == "ratio" && m[2] == "2";
  }
  // a modular line's groups after "i.e." (SudokuMaker's words): "one from (3,6,9), one from (1,4,7)
  // and one from (2,5,8)", the three groups in any order
  if (before[0] == Stated{Stated::Rule, Kind::ModularLine}) {
    const std::size_t at = after_ie(text);
    static const std::regex groups(
        "one (?:digit )?from \\(?(\\d),? ?(\\d),? ?(\\d)\\)?,? one (?:digit )?from \\(?(\\d),? ?(\\d),? ?(\\d)\\)?,? "
        "(?:and |or )?one (?:digit )?from \\(?(\\d),? ?(\\d),? ?(\\d)\\)?");
    std::smatch m;
    const std::string rest = at == std::string::npos ? std::string() : text.substr(at);
    if (at == std::string::npos || rest.size() > 100 || !std::regex_match(rest, m, groups)) return false;
    std::set<std::string> said;
    for (int g = 1; g <= 9; g += 3) said.insert(m[g].str() + m[g + 1].str() + m[g + 2].str());
    return said == std::set<std::string>{"147", "258", "369"};
  }
  const std::size_t at = after_ie(text);
  return at != std::string::npos && before[0] == Stated{Stated::Rule, Kind::BetweenLine} &&
         restates_between(text.substr(at));
}

// "All such pairs are marked." after a dot's or XV's rule: every mark of the kinds that rule
// states is given (a negative constraint), when it states only dots and XV marks; else empty.
std::vector<Stated> such_marked(const std::string& clause, const std::vector<Stated>& before) {
  static const std::regex such(
      "(?:all|every|each|any) (?:such|possible such) (?:pairs?(?: of (?:cells|digits))?|dots?|marks?|cells|clues?) "
      "(?:is|are|has been|have been|will be) (?:marked|shown|given|drawn|indicated)(?: in the grid)?");
  if (before.empty() || clause.size() > 80 || !std::regex_match(clause, such)) return {};
  std::vector<Stated> out;
  for (const Stated& st : before) {
    if (st.what != Stated::Rule || (st.kind != Kind::Difference && st.kind != Kind::Ratio && st.kind != Kind::XV))
      return {};
    out.push_back(Stated{Stated::AllMarks, st.kind});
  }
  return out;
}

// "If there is no dot between two cells, neither relation holds." once the text has stated both
// kropki dots' rules (`before`: every sentence so far): every dot is given; else empty.
std::vector<Stated> no_mark_no_relation(const std::string& clause, const std::vector<RuleSentence>& before) {
  static const std::regex neither(
      "(?:if|where|when) there(?: is|'s|\u2019s) no dot(?: between (?:two |adjacent |two adjacent )?cells)?,? (?:neither|none) "
      "(?:relation|of the (?:two )?relations|rule|of the (?:two )?rules) (?:holds|applies)");
  if (clause.size() > 100 || !std::regex_match(clause, neither)) return {};
  auto stated = [&](Kind k) {
    return std::any_of(before.begin(), before.end(), [&](const RuleSentence& s) {
      return std::find(s.states.begin(), s.states.end(), Stated{Stated::Rule, k}) != s.states.end();
    });
  };
  if (!stated(Kind::Difference) || !stated(Kind::Ratio)) return {};
  return {Stated{Stated::AllMarks, Kind::Difference}, Stated{Stated::AllMarks, Kind::Ratio}};
}

// "(These) digits may repeat (on a line) (, if allowed by other rules)": said of the rule before
// it, a note when that rule lets digits repeat (little killers, arrows, and the lines whose rule
// asks for no distinct digits: whispers, palindromes, region sums, ...) and the thing named, if
// any, is what it rules; else not understood.
bool repeats_note(const std::string& clause, const std::vector<Stated>& before) {
  static const std::regex note(
      "(?:(?:(?:these|such|the|its|their) )?(?:digits|numbers) (?:may|can) (?:also )?repeat|repeats are allowed)"
      "(?: (?:on|along|within|in) (?:an? |the |these |such |each )?(sum )?"
      "(line|lines|thread|threads|arrow|arrows|diagonal|diagonals|slow thermometers?|slow thermos?)"
      "( and (?:its|their) circles)?)?"
      ",?(?: if (?:allowed|permitted) by (?:the )?(?:other|normal|sudoku) (?:rules|constraints)"
      "| if (?:the )?(?:other|normal|usual|sudoku) (?:rules|constraints) allow (?:it|this|them|that)"
      "| (?:if not|unless) (?:prevented|forbidden|disallowed) by (?:the )?(?:other|normal|sudoku) (?:rules|constraints))?");
  std::smatch m;
  if (before.empty() || clause.size() > 120 || !std::regex_match(clause, m, note)) return false;
  const std::string named = m[2].str();
  const bool sum = m[1].matched;  // "on the sum lines": only after a line sum
  const bool thread = named.rfind("thread", 0) == 0;  // a thread is a line sum's word
  const bool circles = m[3].matched;  // "along a line and its circles": lines with circled ends
  return std::all_of(before.begin(), before.end(), [&](const Stated& s) {
    if (s.what == Stated::LineSum)  // "repeats are allowed on the sum threads"
      return !circles && (named.empty() || named.rfind("line", 0) == 0 || thread);
    if (s.what != Stated::Rule || sum || thread) return false;
    if (circles) return (s.kind == Kind::DoubleArrow || s.kind == Kind::BetweenLine) && named.rfind("line", 0) == 0;
    switch (s.kind) {
      case Kind::LittleKiller: return named.empty() || named.rfind("diagonal", 0) == 0;
      case Kind::Arrow: return named.empty() || named.rfind("arrow", 0) == 0;
      case Kind::Whispers: case Kind::Palindrome: case Kind::RegionSumLine: case Kind::BetweenLine:
      case Kind::EntropicLine: case Kind::ModularLine: case Kind::DoubleArrow: case Kind::ZipperLine:
      case Kind::SlowThermometer: return named.empty() || named.rfind("line", 0) == 0 || named.rfind("slow", 0) == 0;
      case Kind::ParityLine: case Kind::LockoutLine: case Kind::SegmentSumLine:
        return named.empty() || named.rfind("line", 0) == 0;
      default: return false;
    }
  });
}

// "Digits may not repeat on a thermometer" after the thermometer's rule (a strict increase),
// "on a line" after renban's or nabner's: said again, a note. After any other rule, or naming
// another place, not understood.
bool distinct_note(const std::string& clause, const std::vector<Stated>& before) {
  static const std::regex note(
      "(?:(?:the )?(?:digits|numbers) (?:may not|cannot|can't|do not|don't|must not|will not|never) repeat|"
      "no (?:digit|number) (?:repeats|is repeated|may repeat|can repeat|(?:may|can) appear twice|appears twice)|"
      "there are no repeated (?:digits|numbers)|no repeats|no repeated (?:digits|numbers)|no repetition) "
      "(?:on|along|within|in) (?:an? |the |each |any )?"
      "(thermometers?|thermos?|lines?|rellik cages?)");
  // "digits in a rellik cage do not repeat": the place first
  static const std::regex place_first(
      "(?:the )?(?:digits|numbers) (?:on|along|within|in) (?:an? |the |each |any |every )?"
      "(thermometers?|thermos?|lines?|rellik cages?) (?:may not|cannot|can't|do not|don't|must not|will not|never) "
      "repeat");
  std::smatch m;
  if (before.size() != 1 || before[0].what != Stated::Rule || clause.size() > 100 ||
      !(std::regex_match(clause, m, note) || std::regex_match(clause, m, place_first)))
    return false;
  const bool thermo = m[1].str().rfind("thermo", 0) == 0, rellik = m[1].str().rfind("rellik", 0) == 0;
  const Kind k = before[0].kind;
  if (rellik) return k == Kind::RellikCage;  // distinct, as the rellik rule says
  return thermo ? k == Kind::Thermometer : (k == Kind::Renban || k == Kind::Nabner);
}

// "The digital root of a number is found by repeatedly summing its digits until one digit is
// left." (with an example, or not) after a text stating digital root cages: their definition,
// a note. Anywhere else not understood.
bool digital_root_definition(const std::string& clause, const std::vector<RuleSentence>& out) {
  static const std::regex definition(
      "(?:(?:the|a) )?digital root of (?:a|any|the) (?:number|sum|value)(?: (?:is|can be) (?:found|calculated|obtained|"
      "computed|determined))?(?: by|,? which is)? (?:repeatedly|continually|iteratively) (?:summing|adding(?: up)?) "
      "(?:its|the) digits(?: of the result)? until (?:only )?(?:one|a single)(?: digit| single digit)? "
      "(?:is left|remains)(?:,? (?:e\\.?g\\.?,?|for example,?) .*)?");
  if (clause.size() > 240 || !std::regex_match(clause, definition)) return false;
  return std::any_of(out.begin(), out.end(), [](const RuleSentence& s) {
    return std::find(s.states.begin(), s.states.end(), Stated{Stated::Rule, Kind::DigitalRoot}) != s.states.end();
  });
}

// "The same is true of column 5 and the digit 5", "Similarly, the digit in column 5 indicates
// where the 5 is": the indexer rule before it, for more columns (rows), which go to `houses`.
// Only after an indexer's sentence, and only naming columns (rows) and digits; the digits, if
// named, must be the columns' own, in order (column 5 indexes the 5).
std::vector<std::string> cut_at(const std::string& norm, std::initializer_list<const char*> joints);

bool same_again(const std::string& norm, const std::vector<Stated>& before, std::vector<int>& houses) {
  if (before.size() != 1 || before[0].what != Stated::Rule) return false;
  const Kind k = before[0].kind;
  const char* house = k == Kind::ColumnIndexer ? "column" : k == Kind::RowIndexer ? "row" : nullptr;
  if (!house) return false;
  static const std::regex same(
      "(?:the same (?:is true (?:of|for)|applies to|holds for|goes for)|(?:this|that|it|the) (?:also )?applies to) (.+)");
  // "Similarly, the digit in column 5 indicates where the 5 is, and the digit in column 9 where
  // the 9 is.": each house and its own digit, the house indicated left unsaid after "similarly"
  static const std::regex likewise("(?:similarly|likewise|in the same way|in a similar way),? (.+)");
  static const std::regex each(
      "(?:and )?(?:the|a|any) digits? in (column|row) ([1-9])(?: of (?:a|each|any|every) (?:row|column))? (?:indicates?|"
      "gives?|shows?|says?|tells?(?: you)?|marks?)? ?(?:where|the position of|the place of) the ([1-9])(?: is(?: placed| "
      "found| located)?| goes| appears| lies| sits)?");
  std::smatch m;
  if (norm.size() <= 200 && std::regex_match(norm, m, likewise)) {
    std::string clauses = m[1].str();
    if (!clauses.empty() && clauses.back() == '.') clauses.pop_back();
    std::vector<int> named;
    for (const std::string& clause : cut_at(clauses, {", and ", " and ", ", ", "; "})) {
      std::smatch c;
      if (!std::regex_match(clause, c, each) || c[1].str() != house || c[2].str() != c[3].str()) return false;
      named.push_back(std::stoi(c[2].str()));
    }
    if (named.empty()) return false;
    houses = named;
    return true;
  }
  if (norm.size() > 150 || !std::regex_match(norm, m, same)) return false;
  std::vector<int> named, digits;
  std::vector<int>* list = nullptr;  // where the next numbers go: after a house's word or a digit's
  for (const std::string& w : words_of(m[1].str())) {
    if (w == house || w == std::string(house) + "s") list = &named;
    else if (w == "digit" || w == "digits") list = &digits;
    else if (std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; })) {
      if (!list || w.size() > 2) return false;
      list->push_back(std::stoi(w));
    } else if (!(w == "and" || w == "of" || w == "the" || w == "with" || w == "respectively" || w == "for")) {
      return false;
    }
  }
  if (named.empty() || (!digits.empty() && digits != named)) return false;
  houses = named;
  return true;
}

// The clauses of `norm` cut at each of `joints` (a comma only before a letter: not "1, 2").
std::vector<std::string> cut_at(const std::string& norm, std::initializer_list<const char*> joints) {
  std::vector<std::string> clauses;
  std::size_t start = 0;
  for (std::size_t i = 0; i < norm.size(); ++i)
    for (const char* joint : joints) {
      const std::size_t n = std::char_traits<char>::length(joint);
      if (norm.compare(i, n, joint) != 0) continue;
      if (std::string_view(joint) == ", " && (i + n >= norm.size() || !std::isalpha(static_cast<unsigned char>(norm[i + n]))))
        continue;
      clauses.push_back(norm.substr(start, i - start));
      start = i + n;
      i = start - 1;
      break;
    }
  clauses.push_back(norm.substr(start));
  return clauses;
}

std::vector<std::string> colours_of(const std::string& norm);

// For a sentence stating several rules and naming colours: each rule's colours, from the clause
// that states it. The sentence is cut at "; ", ", and ", ", whereas ", ", while ", " - ", ", " and
// " and " into runs of pieces that are each understood (as read_commas groups them); every run
// must state rules of the sentence only, and no rule may come from two runs. Empty when that
// fails: the rules then share the sentence's colours.
std::map<std::string, std::vector<std::string>> colours_by_rule(const std::string& norm,
                                                                const std::vector<Stated>& states,
                                                                const std::vector<std::string>& colours) {
  std::size_t rules = 0;
  for (const Stated& st : states) rules += st.what == Stated::Rule;
  if (rules < 2 || colours.size() < 2 || norm.size() > 300) return {};
  const std::vector<std::string> pieces = cut_at(norm, {"; ", ", and ", ", whereas ", ", while ", " - ", ", ", " and "});
  const std::size_t n = pieces.size();
  if (n < 2 || n > 10) return {};
  auto run = [&](std::size_t a, std::size_t b) {  // pieces [a, b), joined by ", "
    std::string s = pieces[a];
    for (std::size_t i = a + 1; i < b; ++i) s += ", " + pieces[i];
    return s;
  };
  auto read_run = [](const std::string& text) {  // as the sentence was read: typos mended if need be
    Reading r = read_sentence(text);
    std::vector<std::string> fixed;
    if (!r.ok)
      if (const std::string mended = rules_detail::mend_typos(text, fixed); !fixed.empty()) r = read_sentence(mended);
    return r;
  };
  // from[i]: where the last run of the finest reading of pieces [0, i) starts (npos: none reads)
  std::vector<std::size_t> from(n + 1, std::string::npos), runs(n + 1, 0);
  from[0] = 0;
  for (std::size_t i = 1; i <= n; ++i)
    for (std::size_t j = 0; j < i; ++j) {
      if (from[j] == std::string::npos || (j == 0 && i == n)) continue;
      if (from[i] != std::string::npos && runs[j] + 1 <= runs[i]) continue;
      if (read_run(run(j, i)).ok) from[i] = j, runs[i] = runs[j] + 1;
    }
  if (from[n] == std::string::npos) return {};
  std::map<std::string, std::vector<std::string>> out;
  for (std::size_t i = n; i > 0; i = from[i]) {
    const std::string text = run(from[i], i);
    const Reading r = read_run(text);
    std::size_t own = 0;  // a run of two rules naming colours: whose are they?
    for (const Stated& st : r.states) own += st.what != Stated::Note && st.what != Stated::Sudoku;
    if (own > 1 && !colours_of(text).empty()) return {};
    for (const Stated& st : r.states) {
      if (st.what == Stated::Note || st.what == Stated::Sudoku) continue;
      if (std::find(states.begin(), states.end(), st) == states.end()) return {};
      const std::string word = stated_word(st);
      if (out.count(word)) return {};
      out[word] = colours_of(text);
    }
  }
  return out;
}

// Every clause understood (whole, or as a heading and its statement): what they state
// together; numbers from different clauses must agree.
Reading all_clauses(const std::vector<std::string>& clauses) {
  Reading r;
  for (const std::string& clause : clauses) {
    if (repeats_note(clause, r.states)) continue;
    // "...; different lines may have different totals": the rule before said again
    if (restatement(clause, r.states)) continue;
    // "... white dots join consecutive digits; all such pairs are marked"
    if (const std::vector<Stated> all = such_marked(clause, r.states); !all.empty()) {
      for (const Stated& s : all)
        if (std::find(r.states.begin(), r.states.end(), s) == r.states.end()) r.states.push_back(s);
      continue;
    }
    Reading c = read_names(clause);
    if (!c.ok) c = read_clause(clause);
    if (!c.ok) c = read_parts(clause);
    if (!c.ok) c = read_neither(clause);
    // "... green lines are German whispers, and purple lines are renbans": marks named for a kind
    for (Reading (*named)(const std::string&) : {read_named_lines, read_named_outside, read_named_cages, read_named_marks})
      if (!c.ok) c = named(clause);
    if (!c.ok || !c.cells.empty()) return Reading{};
    // houses: only one indexer's, clause by clause ("the digit in column 5 ..., and the digit in column 9 ...")
    if (!c.houses.empty() && !(one_indexer(c, c) && (r.states.empty() || one_indexer(r, c)))) return Reading{};
    if (!r.states.empty() && !r.houses.empty() && !one_indexer(r, c)) return Reading{};
    r.houses = houses_of_both(r, c);
    if (c.number != 0 && r.number != 0 && c.number != r.number) return Reading{};
    if (!c.letter.empty() && !r.letter.empty() && c.letter != r.letter) return Reading{};
    if (c.total != 0 && r.total != 0 && c.total != r.total) return Reading{};
    if (two_magic_boxes(r, c)) return Reading{};
    mark_unnumbered(r, c);
    if (c.number != 0) r.number = c.number;
    if (c.total != 0) r.total = c.total;
    if (!c.letter.empty()) r.letter = c.letter;
    r.lowest = std::min(r.lowest, c.lowest);
    for (const Stated& s : c.states)
      if (std::find(r.states.begin(), r.states.end(), s) == r.states.end()) r.states.push_back(s);
  }
  r.ok = true;
  return r;
}

// A story, flavour or remark in words no rule uses ("The wizard's tower has many floors.", "Winter
// has come!"): at least two words, none of them a word rules are made of (the grid's parts and
// the drawings, relations, quantifiers, negations ("n't" too) and conditions), a word of a kind's
// name, a colour, or one edit from any of these (a typo of one); no figure but a year or an
// ordinal ("my 50th puzzle"). Such a sentence is no note: it could state a rule in words sudosat
// does not know ("Mice run from cats."), so readers take it only where the setter's solution
// judges the reading (RuleSentence::story).
bool is_story(const std::string& norm) {
  static const std::set<std::string> blocked = [] {
    std::set<std::string> out;
    for (int k = 0; k < kKindCount; ++k) {
      add_name_words(kind_info(static_cast<Kind>(k)).names, out);
      add_name_words(kind_info(static_cast<Kind>(k)).title, out);
    }
    for (const char* w : {
             // the grid and what is drawn on it
             "grid", "cell", "cells", "digit", "digits", "number", "numbers", "numeral", "numerals", "value", "values",
             "row", "rows", "column", "columns", "col", "cols", "box", "boxes", "region", "regions", "house", "houses",
             "nonet", "nonets", "line", "lines", "cage", "cages", "circle", "circles", "circled", "square", "squares",
             "dot", "dots", "arrow", "arrows", "bulb", "bulbs", "tip", "clue", "clues", "total", "totals", "sum", "sums",
             "diagonal", "diagonals", "diagonally", "edge", "edges", "border", "borders", "corner", "corners", "centre",
             "center", "middle", "end", "ends", "segment", "segments", "mark", "marks", "marked", "shaded", "shading",
             "coloured", "colored", "highlighted", "outside", "inside", "neighbour", "neighbours", "neighbor",
             "neighbors", "adjacent", "orthogonal", "orthogonally", "pair", "pairs", "set", "sets", "sequence",
             "position", "positions", "index", "parity", "product", "ratio", "difference", "symbol", "symbols",
             "letter", "letters", "shape", "shapes", "area", "areas", "path", "loop", "snake", "chain",
             // relations
             "add", "adds", "added", "increase", "increases", "decrease", "decreases", "differ", "differs", "repeat",
             "repeats", "repeated", "contain", "contains", "appear", "appears", "equal", "equals", "multiply",
             "multiplies", "divide", "divides", "divided", "count", "counts", "indicate", "indicates", "placed",
             "place", "put", "fill", "filled", "touch", "touches", "cross", "crosses", "visible", "seen", "sees",
             // quantifiers, negations, conditions, comparisons
             "must", "cannot", "t", "may", "never", "always", "only", "exactly", "once", "twice", "not", "no",
             "none", "nor", "neither", "either", "every", "each", "all", "any", "both", "same", "different", "distinct",
             "odd", "even", "consecutive", "greater", "less", "larger", "smaller", "higher", "lower", "bigger", "more",
             "fewer", "least", "most", "between", "above", "below", "left", "right", "top", "bottom", "if", "unless",
             "except", "otherwise", "instead", "rather", "without", "taller", "shorter", "tallest", "shortest", "highest",
             "lowest", "largest", "smallest", "biggest", "greatest", "fewest", "view", "views", "hidden", "hide",
             "hides", "block", "blocks", "blocked", "obstruct", "obstructs", "wall", "walls", "represent",
             "represents", "represented", "priority", "prioritized", "prioritised", "order", "ordered", "direction",
             "directions", "move", "moves", "step", "steps", "answer", "answers", "entry", "entries", "word", "words",
             // the rules themselves
             "rule", "rules", "apply", "applies", "sudoku", "kenken", "constraint", "constraints"})
      out.insert(w);
    return out;
  }();
  if (norm.size() > 200 || !colours_of(norm).empty()) return false;
  const std::vector<std::string> all = words_of(norm);
  if (all.size() < 2) return false;
  for (const std::string& w : all) {
    if (std::any_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; })) {
      const bool year = w.size() == 4 && (w.compare(0, 2, "19") == 0 || w.compare(0, 2, "20") == 0) &&
                        std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
      // an ordinal ("my 50th puzzle"): a count of puzzles or days, no digit of the grid
      const std::size_t figures = static_cast<std::size_t>(std::find_if(w.begin(), w.end(), [](char c) {
                                    return std::isdigit(static_cast<unsigned char>(c)) == 0;
                                  }) - w.begin());
      const std::string suffix = w.substr(figures);
      const bool ordinal = figures > 0 && (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th");
      if (!year && !ordinal) return false;
      continue;
    }
    if (blocked.count(w)) return false;
    if (w.size() >= 4)
      for (const std::string& b : blocked)
        if (b.size() >= 5 && rules_detail::one_edit(w, b)) return false;
  }
  return true;
}

// Credits, thanks, wishes and remarks on the puzzle: "Thanks to Bob for testing!", "Inspired by a
// puzzle from Phistomefel.", "This is my first puzzle, I hope you like it.", "No guessing
// required." A note when it has a word of such intent and every word is a word of that kind, a
// common function word (a negation among them: every word is one of these, so it denies no rule)
// or a name (capitalised as written, and no word any rule or kind's name uses); no digit but a
// year. Anything else (a rule's word, an unknown lower-case word) is not a note: a rule stated in
// words sudosat does not know must not pass as one.
bool colour_word_of(const std::string& w);

// `stated`: the words that name kinds the text's rules state already (stated_kind_words), which a
// remark may speak of ("Thanks to my testers for their help with the arrows.", "The little
// killers were the hardest part to set."): a kind no rule states is not a remark's to name. A
// number only as a rating or a time ("rated 3 stars", "about 20 minutes", "3/5").
bool is_credits(const std::string& text, const std::set<std::string>& stated) {
  static const std::set<std::string> intent = {
      "thanks", "thank", "testing", "testers", "tester", "tested", "enjoy", "enjoyed", "luck", "fun", "inspired",
      "inspiration", "dedicated", "happy", "hope", "congratulations", "congrats", "credit", "credits", "video",
      "made", "created", "designed", "puzzle", "puzzles", "setter", "solve", "solving", "solvers", "title",
      "pun", "contest", "anniversary", "birthday", "episode", "collaboration", "help", "feedback", "welcome",
      "first", "special", "huge", "big", "everyone", "patreon", "discord", "youtube", "channel", "stream",
      "testsolving", "testsolvers", "testsolver", "playtesting", "playtesters", "author", "remake", "series",
      "dedication", "memory", "day", "dad", "mum", "mom", "father", "mother", "family", "wife", "husband", "son",
      "daughter", "brother", "sister", "older", "earlier", "part", "sequel", "tribute", "honour", "honor",
      "thankful", "grateful", "apologies", "apologise", "apologize", "sorry", "appreciated", "appreciate",
      "guessing", "guess", "bifurcation", "logic", "logical", "hint", "hints", "difficulty", "difficult", "hard",
      "easy", "tricky", "break", "breakin", "challenge", "monthly", "weekly", "contest", "competition", "other",
      "check", "testsolve", "dedicate", "cat", "dog", "grandma", "grandpa", "grandmother", "grandfather", "ideas",
      "play", "playing", "gentle", "introduction", "intro", "ruleset", "flows", "flow", "nicely", "smoothly",
      "holidays", "holiday", "christmas", "know", "mistakes", "mistake", "comments", "comment", "approachable",
      "accessible", "harder", "easier", "mine", "hopefully", "enjoyable", "beginner", "beginners", "friendly",
      "experienced", "medium", "moderate", "intermediate", "hardest", "easiest", "trickiest", "rated", "rating",
      "stars", "star", "minutes", "minute", "hours", "hour", "sequel", "prequel", "previous", "testsolved", "spell",
      "spells", "initials", "pattern", "spot", "looks", "look", "snake", "heart", "smiley", "face",
      "letter", "letters", "setting", "theme", "themed", "inspiring", "morning", "winter", "summer",
      "spring", "autumn", "taught", "teach", "learned", "learnt", "smooth", "time",
      "advanced", "expert", "errors", "typos", "cheers", "kudos", "best", "satisfying", "beautiful",
      "elegant", "favourite", "favorite", "wishes", "wish", "solvable", "difficulties", "reworked", "rework",
      "adapted", "take", "takes", "note", "bend", "bends", "bent", "cross", "crosses", "overlap", "link", "below",
      "above", "fun", "make", "making", "made", "author", "authors", "share", "sharing", "feel", "free", "estimated"};
  static const std::set<std::string> function = {
      "the", "a", "an", "to", "for", "by", "from", "of", "in", "on", "at", "with", "and", "my", "our", "your",
      "you", "i", "we", "it", "this", "that", "is", "was", "are", "be", "been", "very", "much", "so", "who",
      "like", "will", "please", "as", "here", "his", "her", "their", "them", "me", "us", "its", "just", "also",
      "really", "lot", "lots", "great", "good", "nice", "new", "original", "idea", "based", "version", "all",
      "friends", "friend", "community", "have", "has", "had", "hope", "s", "m", "ve", "ll", "d", "t", "many",
      "not", "no", "too", "out", "required", "needed", "necessary", "alone", "second", "third", "next", "last",
      "lengthy", "long", "any", "some", "can", "could", "should", "reached", "reach", "what", "think",
      "were", "there", "more", "most", "few", "bit", "quite", "fairly", "rather", "than", "or", "but", "if",
      "when", "after", "before", "while", "only", "ever", "again", "still", "once", "would", "do", "does",
      "did", "done", "am", "being", "these", "those", "which", "unique", "solution", "rules", "let", "find",
      "found", "rest", "side", "one", "think", "leave", "about", "around", "approximately", "roughly", "how",
      "enough", "though", "yet", "see", "well"};
  static const std::set<std::string> name_words = [] {
    std::set<std::string> out;
    for (int k = 0; k < kKindCount; ++k) {
      add_name_words(kind_info(static_cast<Kind>(k)).names, out);
      add_name_words(kind_info(static_cast<Kind>(k)).title, out);
    }
    return out;
  }();
  if (text.size() > 200) return false;
  bool meant = false;
  const std::vector<std::string> all = words_of(undecorated(text));
  auto lower_of = [](std::string w) {
    for (char& ch : w) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return w;
  };
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string& word = all[i];
    if (std::any_of(word.begin(), word.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      const bool figures = std::all_of(word.begin(), word.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
      const bool year = word.size() == 4 && (word.compare(0, 2, "19") == 0 || word.compare(0, 2, "20") == 0) && figures;
      // the unit after it, past "out of N" or "/N": "3 out of 5 stars", "3/5 stars"
      std::size_t k = i + 1;
      if (k + 1 < all.size() && lower_of(all[k]) == "out" && lower_of(all[k + 1]) == "of") k += 2;
      if (k < all.size() && k > i + 1 && !std::all_of(all[k].begin(), all[k].end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        k = all.size();  // "out of" and no number
      else if (k < all.size() && all[k].size() <= 3 &&
               std::all_of(all[k].begin(), all[k].end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        ++k;
      const std::string unit = k < all.size() ? lower_of(all[k]) : "";
      const bool measure = figures && word.size() <= 3 &&
                           (unit == "stars" || unit == "star" || unit == "minutes" || unit == "minute" ||
                            unit == "mins" || unit == "hours" || unit == "hour");
      if (!year && !measure) return false;
      continue;
    }
    const std::string lower = lower_of(word);
    const bool kind_word = stated.count(lower) || (lower.size() > 3 && lower.back() == 's' &&
                                                   stated.count(lower.substr(0, lower.size() - 1)));
    if (intent.count(lower)) {
      meant = true;
    } else if (kind_word || colour_word_of(lower) || (lower == "set" && i > 0 && lower_of(all[i - 1]) == "to")) {
      // a kind the rules state, spoken of; a colour; "... to set"
    } else if (!function.count(lower)) {
      const bool name = std::isupper(static_cast<unsigned char>(word[0])) && !rules_detail::known_word(lower) &&
                        !name_words.count(lower) && lower != "sudoku";
      if (!name) return false;
    }
  }
  return meant;
}

// A clause that only says what is drawn, and where: "some cells are shaded", "some lines have a
// circle at each end", "some pairs of neighbouring cells have an inequality symbol between them",
// "there are some circles in the grid". It starts "some" or "there are", and its every word is a
// mark's, a colour's, a place's or of being there: no figure, no denial, no relation. It states
// no rule (a note; a heading before it names the kind: read_present's "there are arrows").
bool drawing_said(const std::string& clause) {
  if (clause.size() > 120 || (clause.rfind("some ", 0) != 0 && clause.rfind("there are ", 0) != 0 &&
                              clause.rfind("there is ", 0) != 0 && clause.rfind("in the grid are ", 0) != 0))
    return false;
  static const std::set<std::string> words = {
      // marks
      "cell", "cells", "line", "lines", "circle", "circles", "dot", "dots", "square", "squares", "diamond", "diamonds",
      "arrow", "arrows", "symbol", "symbols", "sign", "signs", "inequality", "mark", "marks", "marker", "markers",
      "oval", "ovals", "pill", "pills", "cage", "cages", "region", "regions", "area", "areas", "bulb", "bulbs",
      "shape", "shapes", "pair", "pairs", "shaded", "coloured", "colored", "small", "large", "big",
      // places
      "at", "each", "end", "ends", "both", "between", "them", "it", "corner", "corners", "on", "in", "along",
      "around", "of", "the", "a", "an", "grid", "edge", "edges", "shared", "by", "four", "two", "neighbouring",
      "neighboring", "adjacent", "orthogonally", "sitting", "placed", "and",
      // being there
      "some", "there", "are", "is", "have", "has", "contain", "contains", "appear", "drawn", "marked", "shown",
      "with"};
  std::string w;
  for (std::size_t i = 0; i <= clause.size(); ++i) {
    const char c = i < clause.size() ? clause[i] : ' ';
    if (c >= 'a' && c <= 'z') {
      w += c;
    } else if (c == ' ' || c == ',' || c == '\'' || c == '-') {
      if (!w.empty() && !words.count(w) && !colour_word_of(w)) return false;
      w.clear();
    } else {
      return false;  // a figure, a sign
    }
  }
  return true;
}

// Whether `w` is a colour's name (as a remark describes a drawing: "the green lines").
bool colour_word_of(const std::string& w) {
  static const std::set<std::string> colours = {"grey", "gray", "purple", "pink", "violet", "magenta", "green",
                                                "lime", "orange", "yellow", "blue", "teal", "cyan", "red", "brown",
                                                "black", "white", "beige", "lavender", "light", "dark"};
  return colours.count(w) > 0;
}

// How cages are drawn: "cages may cross box borders", "cages can overlap boxes", "every cell is
// in exactly one cage".
bool cages_drawn(const std::string& norm) {
  if (norm.size() > 80 || norm.find("cage") == std::string::npos) return false;
  static const std::regex crossing(
      "(?:the )?(?:killer )?(?:cages|a cage) (?:may|can|might) (?:also )?(?:cross|overlap|span|extend across|extend over) "
      "(?:the )?(?:box (?:borders|boundaries|lines)|boxes|regions|several boxes|multiple boxes|more than one box)"
      "|(?:every|each) cell (?:is in|belongs to|lies in) (?:exactly )?(?:one|a) cage"
      "|(?:the )?cages cover the (?:whole |entire )?grid");
  return std::regex_match(norm, crossing);
}

// After a cage kind's rule, that some cages show no total: "Not all cages have a total.", "Some
// cages do not have totals.", "Cages may lack a total.", or that cages may cross boxes. How the
// puzzle is drawn (a cage without its total keeps its kind's other rules): a note.
bool missing_totals(const std::string& norm, const std::vector<Stated>& before) {
  if (norm.size() > 80 || norm.find("cage") == std::string::npos) return false;
  const bool cages = std::any_of(before.begin(), before.end(), [](const Stated& st) {
    return (st.what == Stated::Rule && std::string_view(kind_info(st.kind).family) == "cages") ||
           st.what == Stated::CageDistinct || st.what == Stated::CageSum;
  });
  if (!cages) return false;
  static const std::regex missing(
      "(?:(?:some|a few|several) cages (?:do not|don't) (?:have|show)|not all (?:the )?cages (?:have|show)|"
      "not every cage (?:has|shows)|"
      "(?:some |a few )?cages (?:may|can|might) (?:lack|be missing|not have)|some cages are missing|"
      "(?:some|a few|several) cages have no) (?:a |an |their |its )?(?:totals?|clues?|sums?)(?: given| shown| written)?");
  // after the killer rule: "cages without a clue follow only the no-repeat rule" (what it says of them)
  static const std::regex only_distinct(
      "(?:killer )?(?:cages|(?:a|every|each|any) cage) (?:without|with no) (?:a |an )?(?:clues?|totals?|sums?) (?:(?:only follows?|follows? "
      "only|just follows?) the no[- ]repeat(?:s|ing)? rule|(?:must |will |should )?(?:still )?(?:have|has|contain|"
      "contains) (?:unique|different|distinct|non-repeating) digits|(?:also |still )?(?:may not|cannot|can't|must not) "
      "(?:contain repeated digits|contain repeats|repeat digits|contain a repeated digit))");
  const bool killer = std::find(before.begin(), before.end(), Stated{Stated::Rule, Kind::Killer}) != before.end() ||
                      std::find(before.begin(), before.end(), Stated{Stated::CageDistinct}) != before.end();
  return std::regex_match(norm, missing) || cages_drawn(norm) || (killer && std::regex_match(norm, only_distinct));
}

// The words that name the kinds whose rules `sentences` state: each kind's title and name words
// ("thermometer", "killer", "cage"), its family's nouns (a line kind's "line", a cage kind's
// "cage", a dot's "dot" and "kropki", an outside kind's "clue"), and "sudoku".
std::set<std::string> stated_kind_words(const std::vector<RuleSentence>& sentences) {
  std::set<std::string> out;
  for (const RuleSentence& s : sentences)
    for (const Stated& st : s.states) {
      if (st.what != Stated::Rule && st.what != Stated::NamedCells && st.what != Stated::AllMarks) continue;
      const KindInfo& info = kind_info(st.kind);
      add_name_words(info.title, out);
      add_name_words(info.names, out);
      const std::string_view family = info.family;
      if (family == "lines") out.insert({"line", "lines"});
      if (family == "cages") out.insert({"cage", "cages"});
      if (family == "outside") out.insert({"clue", "clues"});
      if (st.kind == Kind::Difference || st.kind == Kind::Ratio) out.insert({"dot", "dots", "kropki"});
      if (st.kind == Kind::Thermometer || st.kind == Kind::SlowThermometer) out.insert({"thermometer", "thermo", "bulb"});
      if (st.kind == Kind::Arrow) out.insert({"arrow", "circle"});
    }
  return out;
}

// What a chess move is, as the anti-knight and anti-king rules mean it: "(A knight's move is two
// cells in one direction and one cell perpendicular.)", "A king's move is one cell in any
// direction, diagonals included." A definition, no rule: a note. Another move ("three cells and
// one", "one cell orthogonally") is not the usual one and is not read.
bool is_move_definition(const std::string& norm) {
  if (norm.size() > 160 || (norm.find("knight") == std::string::npos && norm.find("king") == std::string::npos))
    return false;
  static const std::regex knight(
      "(?:a |the )?(?:chess )?knight'?s move is (?:an l-?shaped? move|an l-?shape)?(?::|,)? ?(?:a move of )?(?:two|2) "
      "(?:cells|squares|steps|spaces)"
      "(?: in one direction| horizontally or vertically| orthogonally| in a straight line)?,? (?:and|then|followed by) "
      "(?:one|1) (?:cell|square|step|space)(?: perpendicular(?:ly)?(?: to (?:that|it|the first))?| at (?:a )?right "
      "angles?(?: to (?:that|it|the first))?| sideways| to the side| to either side)?(?:,? (?:like|as) in chess)?");
  static const std::regex king(
      "(?:a |the )?(?:chess )?king'?s move is (?:one|1|a single) (?:cell|square|step|space) in any (?:direction|of the "
      "(?:eight|8) directions)(?:,? (?:including|diagonals? included|diagonally included)(?: diagonally| diagonals?)?)?"
      "(?:,? (?:like|as) in chess)?");
  return std::regex_match(norm, knight) || std::regex_match(norm, king);
}

// Fog of war: "The grid is partially covered in fog. Placing a correct digit will clear the fog
// from the surrounding cells." How the puzzle is shown, no rule (every clue under the fog is in
// the puzzle as drawn): a note when it names the fog and every word is one of such sentences'
// ("covered", "reveal", "correct", "surrounding", ...); no digit but a box size, no negation.
bool is_fog(const std::string& norm) {
  static const std::set<std::string> words = {
      "fog", "of", "war", "the", "grid", "is", "are", "partially", "partly", "covered", "in", "by", "with",
      "placing", "placed", "a", "an", "correct", "correctly", "digit", "digits", "will", "reveal", "reveals",
      "revealed", "clear", "clears", "cleared", "lift", "lifts", "lifted", "remove", "removes", "removed", "from",
      "surrounding", "neighbouring", "neighboring", "cells", "cell", "around", "it", "itself", "them",
      "themselves", "their", "its", "neighbours", "neighbors", "some", "clues", "clue", "hidden", "under",
      "beneath", "behind", "light", "lights", "up", "3x3", "area", "region", "orthogonally", "diagonally",
      "adjacent", "and", "this", "that", "puzzle", "has", "there", "may", "be", "can", "also", "all", "any",
      "which", "when", "as", "you", "enter", "entering", "entered", "solve", "solving", "more", "of", "each",
      "every", "those", "these", "uses", "contains", "part", "parts", "most", "much", "only", "until", "is"};
  bool fog = false;
  for (const std::string& w : words_of(norm)) {
    if (!words.count(w)) return false;
    fog = fog || w == "fog";
  }
  return fog;
}

// "Eg ...", "for example ...": an illustration, no rule of its own (a note), when it speaks of
// particular cells or digits ("eg if r4c1 is a 6, r4c6 is a 1"); "eg digits may repeat in
// cages" states a rule, and is not understood. "In other words, ..." is one when it speaks of
// particular cells ("in other words, r6c1+r6c2 = r7c4+r7c5"): the rule before it said again.
bool is_example(const std::string& norm) {
  if (std::none_of(norm.begin(), norm.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
    return false;
  for (const char* example : {"eg ", "e.g. ", "e.g ", "eg. ", "for example", "for instance", "example:", "example ", "like ", "such as "})
    if (norm.rfind(example, 0) == 0) return true;
  static const std::regex cell("\\br\\d+c\\d+\\b");
  return norm.rfind("in other words, ", 0) == 0 && std::regex_search(norm, cell);
}

Reading read_sentence(const std::string& norm);

// What `norm` names, when it matches `named` (its group 1 the names, quotes left out) and every
// kind named is a rule of `family`'s kinds; else not understood.
Reading named_of_family(const std::string& norm, const std::regex& named, std::string_view family,
                        const std::vector<Kind>& only = {}) {
  std::smatch m;
  if (norm.size() > 120 || !std::regex_match(norm, m, named)) return {};
  std::string name = m[1].str();
  name.erase(std::remove(name.begin(), name.end(), '\''), name.end());
  Reading r = read_names(name);
  // "skyscraper clues", "x-sum clues": the kind's name and the noun the sentence is about
  for (const char* noun : {" clues", " clue", " lines", " line", " cells", " cell"}) {
    const std::size_t n = std::char_traits<char>::length(noun);
    if (r.states.empty() && name.size() > n && name.compare(name.size() - n, n, noun) == 0)
      r = read_names(name.substr(0, name.size() - n));
  }
  if (r.states.empty()) return {};
  for (const Stated& st : r.states) {
    if (st.what != Stated::Rule || std::string_view(kind_info(st.kind).family) != family) return {};
    if (!only.empty() && std::find(only.begin(), only.end(), st.kind) == only.end()) return {};
  }
  return r;
}

// "The green lines are 'renban' lines": lines (of a colour) named for a line kind's rule.
Reading read_named_lines(const std::string& norm) {
  // each pattern compiled when a sentence first starts as it does
  // "lines with a bulb are thermometers", "A line with a diamond at each end is a lockout line.":
  // a drawing named, and the kinds drawn so
  // (a colour or look may come before "line": "the grey lines with a round bulb ...")
  const std::size_t line_at = norm.find("line");
  if (line_at != std::string::npos && line_at < 25 &&
      (norm.find(" with ") != std::string::npos || norm.find(" that ") != std::string::npos ||
       norm.find(" drawn ") != std::string::npos || norm.find(" between ") != std::string::npos ||
       norm.find(" joining ") != std::string::npos || norm.find(" connecting ") != std::string::npos)) {
    static const std::string many = "(?:all |the )?(?:[a-z]+ )?lines ", one = "(?:a|each|every|any) (?:[a-z]+ )?line ";
    static const std::pair<std::regex, std::vector<Kind>> kDrawn[] = {
        {std::regex("(?:" + many + "(?:with|that (?:have|start at|begin at|start with|begin with)) (?:an? (?:round |"
                    "circular )?bulb(?: at one end)?|bulbs) are (?:all )?|" + one + "(?:with|that (?:has|starts at|begins "
                    "at|starts with|begins with)) an? (?:round |circular )?bulb(?: at one end)? is (?:an? )?)(.+)"),
         {Kind::Thermometer, Kind::SlowThermometer}},
        {std::regex("(?:" + many + "(?:(?:with|that have) (?:a )?circles? at (?:both|each|either|the) ends?|(?:drawn )?"
                    "(?:from one circle to another|between two circles|joining two circles|connecting two circles)) are "
                    "(?:all )?|" + one + "(?:(?:with|that has) (?:a )?circles? at (?:both|each|either) (?:of its )?ends?|"
                    "(?:drawn )?(?:from one circle to another|between two circles|joining two circles|connecting two "
                    "circles)) is (?:an? )?)(.+)"),
         {Kind::BetweenLine, Kind::DoubleArrow}},
        {std::regex("(?:" + many + "(?:with|that have) (?:a )?diamonds? at (?:both|each|either|the) ends? are (?:all )?|" +
                    one + "(?:with|that has) (?:a )?diamonds? at (?:both|each|either) (?:of its )?ends? is (?:an? )?)(.+)"),
         {Kind::LockoutLine}},
    };
    for (const auto& [re, kinds] : kDrawn)
      if (Reading r = named_of_family(norm, re, "lines", kinds); r.ok) return r;
    if (norm.rfind("lines with ", 0) == 0 || norm.rfind("all lines with ", 0) == 0 || norm.rfind("the lines with ", 0) == 0)
      return {};
  }
  if (norm.rfind("every ", 0) == 0 || norm.rfind("each ", 0) == 0) {  // "every purple line is a renban line"
    static const std::regex one(
        "(?:every|each) (?:(?:light |dark )?(?:grey|gray|purple|pink|violet|magenta|green|lime|orange|yellow|blue|"
        "teal|cyan|red|brown|black|white|beige|lavender) )?(?:coloured |colored )?line is (?:an? )?(.+)");
    return named_of_family(norm, one, "lines");
  }
  static const std::regex named(
      "(?:the |all )?(?:(?:light |dark )?(?:grey|gray|purple|pink|violet|magenta|green|lime|orange|yellow|blue|teal|"
      "cyan|red|brown|black|white|beige|lavender) )?(?:coloured |colored )?lines(?: in the grid)? are (?:all )?(.+)");
  return named_of_family(norm, named, "lines");
}

// "All cages are killer cages.", "Each cage is a killer cage.": cages named for a cage kind.
Reading read_named_cages(const std::string& norm) {
  if (norm.find("cages are ") != std::string::npos) {
    static const std::regex named("(?:all |the )?(?:the )?(?:dashed |dotted )?cages(?: in the grid)? are (?:all )?(.+)");
    return named_of_family(norm, named, "cages");
  }
  if (norm.find("outlines are ") != std::string::npos) {  // "dashed outlines are killer cages"
    // "dashed outlines are cages": how cages are drawn, a note (under a heading naming their kind)
    static const std::regex drawn("(?:all |the )?(?:dashed|dotted) outlines(?: in the grid)? are (?:the )?cages");
    if (std::regex_match(norm, drawn)) {
      Reading r;
      r.ok = true;
      r.states = {Stated{Stated::Note}};
      return r;
    }
    static const std::regex outlines("(?:all |the )?(?:dashed|dotted) outlines(?: in the grid)? are (?:all )?(.+)");
    return named_of_family(norm, outlines, "cages");
  }
  if (norm.find("cage is ") != std::string::npos || norm.find("cage in the grid is ") != std::string::npos) {
    static const std::regex one("(?:every|each) cage(?: in the grid)? is (?:an? )?(.+)");
    return named_of_family(norm, one, "cages");
  }
  return {};
}

// "The grey cells are fortress cells.", "The circles on intersections are quadruples.": marked
// cells named for a cell kind (odd, even, minimum, maximum), circles for quadruples.
Reading read_named_marks(const std::string& norm) {
  if (norm.find("cells are ") != std::string::npos) {
    static const std::regex cells(
        "(?:the |all )?(?:(?:light |dark )?(?:grey|gray|purple|pink|green|orange|yellow|blue|red) )?(?:shaded )?cells "
        "are (?:all )?(.+)");
    return named_of_family(norm, cells, "pairs", {Kind::Odd, Kind::Even, Kind::Minimum, Kind::Maximum});
  }
  if (norm.find("circles") != std::string::npos && norm.find(" are ") != std::string::npos) {
    static const std::regex circles(
        "(?:the |all )?(?:small )?(?:white )?circles(?: on (?:the )?(?:intersections|corners|cell corners))? are "
        "(?:all )?(.+)");
    return named_of_family(norm, circles, "cages", {Kind::Quadruple});
  }
  // "A circled digit is a counting circle."
  if (norm.find("circle") != std::string::npos && norm.find(" is ") != std::string::npos) {
    static const std::regex circle("(?:a|each|every|any) (?:circled digit|digit in a circle|circle) is (?:an? )?(.+)");
    return named_of_family(norm, circle, "cages", {Kind::CountingCircles});
  }
  return {};
}

// "Numbers outside the grid are X-sums": clues outside named for an outside kind's rule.
Reading read_named_outside(const std::string& norm) {
  if (norm.find(" outside") == std::string::npos) return {};
  static const std::regex named(
      "(?:the |all )?(?:numbers|clues|digits|numbers and clues)(?: given| shown| placed)? outside(?: of)? the grid "
      "(?:are|give|represent|show) (?:all )?(.+)");
  return named_of_family(norm, named, "outside");
}

// "Clues in the corners are little killers.": the clues on the corners of the ring outside the
// grid, named for a kind (only one that clues there can be).
Reading read_named_corners(const std::string& norm) {
  if (norm.find("corner") == std::string::npos) return {};
  static const std::regex named("(?:the )?(?:clues|numbers) (?:in|on|at) the corners(?: of the grid)? are (?:all )?(.+)");
  return named_of_family(norm, named, "outside", {Kind::LittleKiller});
}

// "There are several killer cages in the grid.", "Some cells contain thermometers.": the kinds
// present, named; what they state is their usual rule (the sentences after it may say it again).
Reading read_present(const std::string& norm) {
  // a pattern compiles only where it could match (a fresh check reads one text)
  if (norm.rfind("there ", 0) != 0 && norm.rfind("the grid ", 0) != 0 && norm.rfind("the puzzle ", 0) != 0 &&
      norm.rfind("some cells ", 0) != 0)
    return {};
  static const std::regex present(
      "(?:the (?:grid|puzzle) (?:also )?(?:contains|has|includes)|there (?:are|is)(?: also)?|some cells (?:contain|have)) "
      "(?:several |some |a few |many |a number of |a |an )?(.+?)(?: (?:in|on) the grid)?");
  std::smatch m;
  if (norm.size() > 120 || !std::regex_match(norm, m, present)) return {};
  Reading r = read_names(m[1].str());
  for (const Stated& st : r.states)
    if (st.what != Stated::Rule) return {};
  return r;
}

// A comma splice: the pieces between commas (and "; ", ", and ") grouped into runs that are each
// understood ("normal sudoku rules apply, along thermometers, digits increase from the bulb").
// At most 8 pieces.
Reading read_commas(const std::string& norm) {
  const std::vector<std::string> pieces = cut_at(norm, {"; ", ", and ", ", "});
  const std::size_t n = pieces.size();
  if (n < 2 || n > 8) return {};
  auto run = [&](std::size_t a, std::size_t b) {  // pieces [a, b) joined as written
    std::string s = pieces[a];
    for (std::size_t i = a + 1; i < b; ++i) s += ", " + pieces[i];
    return s;
  };
  // from[i]: where the last run of a reading of pieces [0, i) starts (npos: none reads)
  std::vector<std::size_t> from(n + 1, std::string::npos);
  from[0] = 0;
  for (std::size_t i = 1; i <= n; ++i)
    for (std::size_t j = 0; j < i && from[i] == std::string::npos; ++j) {
      if (from[j] == std::string::npos || (j == 0 && i == n)) continue;  // the whole was tried
      if (all_clauses({run(j, i)}).ok) from[i] = j;
    }
  if (from[n] == std::string::npos) return {};
  std::vector<std::string> runs;
  for (std::size_t i = n; i > 0; i = from[i]) runs.insert(runs.begin(), run(from[i], i));
  return all_clauses(runs);
}

// An aside that only says how a clue is drawn or where it may lack: a colour ("(red)", "(marked
// in blue)"), the drawing ("(with small arrows)", "(with diamonds at the ends)", "(a line joining
// two circles)"), or a clue that may be missing ("(if there is one)", "(if given)"). Its words
// are drawing nouns and their function words alone, so it states no rule.
bool drawn_aside(const std::string& aside) {
  static const std::set<std::string> words = {
      "with", "small", "large", "big", "little", "arrow", "arrows", "diamond", "diamonds", "at", "the", "its", "their",
      "both", "each", "end", "ends", "a", "an", "line", "lines", "joining", "connecting", "two", "circle", "circles",
      "bulb", "bulbs", "marked", "shown", "drawn", "in", "shaded", "coloured", "colored", "thick", "thin", "dashed",
      "square", "round", "dotted", "bold", "faint",
      "grey", "gray", "purple", "pink", "violet", "magenta", "green", "lime", "orange", "yellow", "blue", "teal",
      "cyan", "red", "brown", "black", "white", "beige", "lavender", "light", "dark", "pale", "and", "or"};
  static const char* const kMissing[] = {"as in chess", "like in chess", "in chess",
                                         "if there is one", "when there is one", "where there is one", "if given",
                                         "if any", "if shown", "where given",
                                         "when given", "if there is a clue", "where shown"};
  for (const char* m : kMissing)
    if (aside == m) return true;
  // a diagonal's direction: "(bottom left to top right)", "(from top-left to bottom-right)"
  static const std::regex direction(
      "(?:from |running from |going from )?(?:the )?(?:top|bottom)[- ](?:left|right)(?: corner)? to (?:the )?"
      "(?:top|bottom)[- ](?:left|right)(?: corner)?");
  if (aside.size() < 60 && std::regex_match(aside, direction)) return true;
  bool any = false;
  std::string w;
  for (std::size_t i = 0; i <= aside.size(); ++i) {
    const char c = i < aside.size() ? aside[i] : ' ';
    if (c >= 'a' && c <= 'z') {
      w += c;
    } else if (c == ' ' || c == ',' || c == '-') {
      if (!w.empty() && !words.count(w)) return false;
      any = any || !w.empty();
      w.clear();
    } else {
      return false;  // a digit, a sign: not a drawing's description
    }
  }
  return any;
}

// Asides in brackets: "x joins two cells that sum to 10 (not all x's are given)". The sentence
// without them must be understood, and each aside too, unless it is an example ("(eg r1c1 and
// r4c4)", "(for example ...)") that agrees with the rule (example_fits): it states nothing of its own.
bool note_on(const std::string& norm, const std::vector<Stated>& before);

Reading read_asides(const std::string& norm) {
  std::string rest;
  std::vector<std::string> asides;
  std::size_t depth = 0, open = 0;
  for (std::size_t i = 0; i < norm.size(); ++i) {
    if (norm[i] == '(') {
      if (depth++ == 0) open = i;
    } else if (norm[i] == ')' && depth > 0) {
      if (--depth == 0) asides.push_back(norm.substr(open + 1, i - open - 1));
    } else if (depth == 0) {
      rest += norm[i];
    }
  }
  if (asides.empty() || depth != 0) return {};
  std::string plain;  // spaces collapsed where an aside was, no space before a comma
  for (char c : rest) {
    if (c == ' ' && (plain.empty() || plain.back() == ' ')) continue;
    if ((c == ',' || c == '.' || c == ';') && !plain.empty() && plain.back() == ' ') plain.pop_back();
    plain += c;
  }
  while (!plain.empty() && plain.back() == ' ') plain.pop_back();
  if (plain.empty()) return {};
  // else the brackets left out and their words read in place, as if written without them: "no
  // two adjacent cells (sharing an edge) can contain ...", "must increase (strictly) from the bulb"
  auto in_place = [&norm] {
    std::string text;
    for (char c : norm)
      if (c != '(' && c != ')' && !(c == ' ' && (text.empty() || text.back() == ' '))) text += c;
    return read_sentence(text);
  };
  Reading r = read_sentence(plain);
  if (!r.ok) return in_place();
  for (std::string aside : asides) {
    static const std::regex size("\\d ?x ?\\d(?: grid)?");  // "Skyscrapers (6x6)": the grid's size
    // an example must agree with the rule ("(e.g. 1-6-2)"; "(for example, 4 and 6 may be neighbours)" after
    // German whispers does not)
    if (is_example(aside)) {
      if (!example_fits(aside, r)) return {};
      continue;
    }
    // figures alone ("(1+4 or 2+3)" after a V's rule, "(2-5-8)" after a thermometer's): an
    // example, where they are lines or pairs the one kind stated checks
    if (r.states.size() == 1 && r.states[0].what == Stated::Rule && !aside.empty() &&
        std::isdigit(static_cast<unsigned char>(aside[0])) != 0) {
      static const std::regex figures("[1-9](?: ?(?:[-+/]|,|or|and) ?[1-9]| ?,? (?:or|and) [1-9])+");
      if (std::regex_match(aside, figures)) {
        const rules_detail::ExampleCheck c = rules_detail::check_examples(aside, r.states[0].kind, r.number, r.houses);
        if (c.checked > 0) {
          if (!c.against.empty()) return {};
          continue;
        }
      }
    }
    if (drawn_aside(aside) || std::regex_match(aside, size)) aside.clear();
    if (aside.empty()) continue;
    // "consecutive (differ by 1)": what the word means
    static const std::regex by_one("(?:i\\.?e\\.?,? |that is,? )?(?:they )?(?:differ|differing) by (?:exactly )?(?:1|one)");
    if (plain.find("consecutive") != std::string::npos && std::regex_match(aside, by_one)) continue;
    // "a king's move apart (diagonally adjacent)": the king's moves no row or column already has
    static const std::regex diagonal("(?:i\\.?e\\.?,? |that is,? )?(?:diagonally(?: adjacent| touching)?|touching diagonally)");
    if (r.states == std::vector<Stated>{Stated{Stated::Rule, Kind::AntiKing}} && std::regex_match(aside, diagonal))
      continue;
    // "the digits on the line (not counting the circles) sum to ...": a double arrow's, an
    // arrow's, a between line's circles are no digits on its line, nor a lockout line's diamonds
    const bool circled = r.states.size() == 1 && r.states[0].what == Stated::Rule &&
                         (r.states[0].kind == Kind::DoubleArrow || r.states[0].kind == Kind::Arrow ||
                          r.states[0].kind == Kind::BetweenLine);
    const bool lockout_inner = r.states == std::vector<Stated>{Stated{Stated::LockoutInner}} ||
                               r.states == std::vector<Stated>{Stated{Stated::Rule, Kind::LockoutLine}};
    if (circled || lockout_inner) {
      static const std::regex apart(
          "(?:i\\.?e\\.?,? )?(?:not counting|excluding|not including|without|other than|apart from|except for|besides) "
          "(?:the |its )?(?:two )?(circle|diamond)(?:s|d? (?:digits?|cells?))?(?: themselves)?|(?:the )?(?:two )?(circle)s?(?: "
          "themselves)? (?:are |is )?(?:not|excluded)(?: (?:counted|included))?");
      if (std::smatch a; std::regex_match(aside, a, apart) &&
                         (a[1].matched ? a[1].str() : a[2].str()) == (circled ? "circle" : "diamond"))
        continue;
    }
    // disjoint groups with one group for example: "(e.g. the top left cell of each box)"
    static const std::regex group(
        "(?:e\\.?g\\.?,?|for example,?|for instance,?|such as|i\\.?e\\.?,?) (?:(?:the |all )?(?:top[- ]left|top[- ]right|"
        "bottom[- ]left|bottom[- ]right|centre|center|middle|top[- ]middle|bottom[- ]middle) cells? (?:of|in) (?:each|every|"
        "all(?: the)?|the) (?:nine )?(?:3x3 )?(?:boxes|box)|(?:each|every) box's (?:top[- ]left|top[- ]right|bottom[- ]left|"
        "bottom[- ]right|centre|center|middle|top[- ]middle|bottom[- ]middle) cell)");
    if (r.states == std::vector<Stated>{Stated{Stated::Rule, Kind::DisjointGroups}} && std::regex_match(aside, group))
      continue;
    // "(i.e. no repeats along a thermometer)": what the sentence states, said again; else what?
    bool restated = false;
    for (const char* lead : {"i.e. ", "i.e., ", "ie ", "ie, ", "i.e ", "that is, ", "that is "})
      if (aside.rfind(lead, 0) == 0) {
        if (!note_on(aside.substr(std::char_traits<char>::length(lead)), r.states)) return {};
        restated = true;
        break;
      }
    if (restated) continue;
    // "(a quadruple)", "(anti-king)": the name of a kind the sentence states
    for (const char* article : {"a ", "an ", "the "})
      if (aside.rfind(article, 0) == 0) aside.erase(0, std::char_traits<char>::length(article));
    // a name of another kind ("(Anti-king) no digit may be a knight's move from the same digit"):
    // which does the setter mean?
    if (const Reading named = read_names(aside); named.ok) {
      if (std::all_of(named.states.begin(), named.states.end(), [&](const Stated& st) {
            return std::find(r.states.begin(), r.states.end(), st) != r.states.end();
          }))
        continue;
      return {};
    }
    const Reading a = read_sentence(aside);
    if (!a.ok) return in_place();
    r = both(r, a);
    if (!r.ok) return in_place();
  }
  return r;
}

// The sentence whole, or else every clause of it: cut at "; " and ", and ", else in two parts
// (read_parts), else without its asides in brackets (read_asides), else as a comma splice
// (read_commas).
// A line rule and, after it, what that rule means said again: "adjacent digits along a line must
// have different parity (one odd, one even)", "digits along a purple line form an arithmetic
// sequence, where the difference between adjacent cells is the same along the whole line". The
// head must state that kind's rule alone.
Reading read_defined_tail(const std::string& norm) {
  static const std::pair<Kind, const char*> kTails[] = {
      {Kind::ParityLine, " \\((?:i\\.?e\\.?,? )?one (?:odd,? (?:and )?one even|even,? (?:and )?one odd)\\)"},
      {Kind::SequenceLine,
       ",? (?:where|i\\.?e\\.?,?|meaning|so) the differences? between (?:adjacent|neighbouring|neighboring|consecutive) "
       "(?:cells|digits)(?: on the line)? (?:is|are|stays?|remains?) the same (?:along|on|for) the (?:whole|entire) "
       "line"},
  };
  if (norm.size() > 250) return {};
  static const std::vector<std::regex> compiled = [] {  // once, when a sentence first gets this far
    std::vector<std::regex> out;
    for (const auto& tail : kTails) out.emplace_back(std::string("(.+?)") + tail.second);
    return out;
  }();
  for (std::size_t i = 0; i < std::size(kTails); ++i) {
    const Kind kind = kTails[i].first;
    std::smatch m;
    if (!std::regex_match(norm, m, compiled[i])) continue;
    const Reading head = read_clause(m[1].str());
    if (head.ok && head.states == std::vector<Stated>{Stated{Stated::Rule, kind}}) return head;
  }
  return {};
}

// Words that hedge a rule ("only sometimes", "in some cases", "not always", "usually") or take it
// back ("... - not!", "not in this puzzle"): a rule that holds only at times, or not at all, is
// not the rule, so a sentence with one is never read as a rule.
bool hedged(const std::string& norm) {
  // the rule taken back: "... cannot contain the same digit - not!", "(Not in this puzzle) ..."
  if (norm.size() >= 4 && norm.compare(norm.size() - 4, 4, " not") == 0) return true;
  if (norm.find("not in this puzzle") != std::string::npos) return true;
  // narrowed after it: "... don't repeat in the coloured regions only"
  static const std::regex only_there("(?:^|.* )(?:in|on|along|within|inside) (?:[a-z]+ ){1,4}only");
  if (norm.size() >= 5 && norm.compare(norm.size() - 5, 5, " only") == 0 && std::regex_match(norm, only_there))
    return true;
  if (norm.rfind("lie: ", 0) == 0 || norm.rfind("lies: ", 0) == 0) return true;
  // "... or neither": which?
  static const std::string neither = ", or neither";
  if (norm.size() >= neither.size() && norm.compare(norm.size() - neither.size(), neither.size(), neither) == 0)
    return true;
  // one mark where the rule speaks of each: "exactly one line can be split into segments ..."
  static const std::regex exactly_one(
      "\\bexactly one (?:of (?:the |these |those )?)?(?:[a-z]+ )?(?:line|cage|arrow|thermo|thermometer|dot|circle|"
      "box|region|row|column|cell|place|pair|mark|diagonal|clue|square)s?\\b");
  if (norm.find("exactly one ") != std::string::npos && std::regex_search(norm, exactly_one)) return true;
  static const char* const kHedges[] = {"sometimes", "in some cases", "not always", "usually", "mostly",
                                        "occasionally", "at times", "often", "rarely", "may or may not",
                                        "in most cases", "generally", "typically", "where possible", "if possible",
                                        "not at all", "all but", "some digits", "some of the digits", "some numbers",
                                        "some of the numbers", "most digits", "most of the digits", "a few digits",
                                        "most numbers", "few digits", "several digits",
                                        // a rule said loosely: "sum, to within one, to the circle"
                                        "to within", "give or take", "plus or minus", "tolerance", "more or less",
                                        "roughly", "approximately", "nearly", "almost",
                                        // narrowed after it: "..., at least on the blue lines"
                                        "at least on", "at least in", "at least along", "at least for",
                                        // a rule said to be false: "Lie: ...", "... - which is a lie"
                                        "a lie", "liar", "liars", "lying clue", "lying clues", "untrue", "false"};
  for (const char* h : kHedges) {
    const std::size_t n = std::char_traits<char>::length(h);
    for (std::size_t at = norm.find(h); at != std::string::npos; at = norm.find(h, at + 1)) {
      if ((at > 0 && is_word_char(norm[at - 1])) || (at + n < norm.size() && is_word_char(norm[at + n]))) continue;
      // "cages, which sometimes show their sums": whether a clue is shown, not the rule
      static const std::regex shown(" (?:show|shows|give|gives|have|has|display|displays)\\b.*");
      if (std::string_view(h) == "sometimes" && std::regex_match(norm.substr(at + n), shown)) continue;
      return true;
    }
  }
  return false;
}

// The words of a condition on the drawing ("when two cells are joined by a white dot", "where an
// arrow is drawn"): the marks, their colours, where they sit and the function words between.
bool drawing_condition_word(const std::string& w) {
  static const std::set<std::string> drawing = {
      "a", "an", "the", "two", "any", "some", "cell", "cells", "is", "are", "has", "have", "joined", "connected",
      "linked", "connects", "connect", "joins", "join", "separated", "separates", "separate", "by", "with", "on",
      "in", "at", "there", "it", "its", "marked", "dot", "dots", "line", "lines", "circle", "circles", "square",
      "squares", "x", "v", "mark", "marks", "arrow", "arrows", "cage", "cages", "bulb", "thermometer", "shaded",
      "between", "each", "end", "ends", "edge", "border", "sign", "white", "black", "grey", "gray", "green", "red",
      "blue", "purple", "pink", "orange", "yellow", "teal", "brown", "an", "lies", "lie", "sits", "sit", "drawn",
      "shown", "given", "contains", "contain", "neighbouring", "neighboring", "adjacent", "orthogonally"};
  return drawing.count(w) > 0;
}

// A rule said as an instruction or under a condition on the drawing, read as the statement it
// makes: "put an odd digit in each grey circle" (what is put, where), "you must place digits on a
// thermometer so that they increase from the bulb", "make the digits in each cage add up to ...",
// "for every cage, the digits inside sum to ..." (the kind, then what holds in it), "when two
// cells are joined by a white dot, their digits are consecutive" (the condition a drawing: its
// words are drawing words alone, never a negation or a digit's property). What the instruction
// leaves must be read whole.
Reading read_instruction(const std::string& norm) {
  if (norm.size() > 250) return {};
  static const std::regex so_that(
      "(?:you (?:must|should|need to) )?(?:place|put|write|enter|fill in) (?:the )?digits (.+?) so that (?:they|the digits|their digits) (.+)");
  static const std::regex put("(?:you (?:must|should|need to) )?(?:put|place|write|enter) ((?:an?|one) .+)");
  static const std::regex make("make (?:sure )?(?:that )?((?:the |all |each |every |no )?(?:digits|digit|numbers|cells) .+)");
  static const std::regex fill("fill ((?:each|every|all|the) .+)");  // "fill each shaded region with the digits 1 to 9"
  static const std::regex for_each("for (?:each|every|a|any|all) ([a-z' ]+?), (.+)");
  static const std::regex condition("(?:if|when|whenever|where|wherever) ([a-z' ]+?), (.+)");
  // "digits are placed so that no two adjacent cells hold consecutive digits": what follows
  static const std::regex placed_so("(?:(?:the )?digits (?:are|must be) placed|(?:you (?:must|should) )?place (?:the )?digits) so that (.+)");
  std::smatch m;
  if (std::regex_match(norm, m, placed_so)) return read_sentence(m[1].str());
  if (std::regex_match(norm, m, so_that)) return read_sentence("digits " + m[1].str() + " " + m[2].str());
  if (std::regex_match(norm, m, put) || std::regex_match(norm, m, make) || std::regex_match(norm, m, fill))
    return read_sentence(m[1].str());
  static const std::regex never("never (?:put|place|write|enter) (.+)");  // "never put the same digit in ..."
  if (std::regex_match(norm, m, never)) return read_sentence("never " + m[1].str());
  if (std::regex_match(norm, m, for_each)) return read_sentence(m[1].str() + ", " + m[2].str());
  if (std::regex_match(norm, m, condition)) {
    // "whenever an arrow is drawn, the digits on its shaft ...": where the mark is, its rule
    // (its words "its" and "their" said as the mark's: "the arrow's shaft")
    static const std::regex exists(
        "(?:an?|any|the) ((?:[a-z]+ )?(?:arrow|line|cage|thermometer|circle|dot))s? (?:is|are) (?:drawn|shown|given|"
        "present)");
    std::smatch e;
    const std::string condition_text = m[1].str();
    if (std::regex_match(condition_text, e, exists)) {
      const std::string mark = "the " + e[1].str() + "'s ";
      static const std::regex its("\\b(?:its|their) ");
      const std::string said = std::regex_replace(m[2].str(), its, mark);
      if (Reading r = read_sentence(said); r.ok) return r;
    }
    for (const std::string& w : words_of(m[1].str()))
      if (!drawing_condition_word(w)) return {};
    return read_sentence(m[1].str() + ", " + m[2].str());
  }
  return {};
}

// A rule with examples of digits after it: "... form a consecutive sequence, like 3,4,5 or
// 7,8,6" (after "like", "such as", "e.g.", "for example": figures, brackets, commas, "or",
// "and" alone). The rule is read without them.
Reading read_example_tail(const std::string& norm) {
  for (const char* marker : {", like ", ", such as ", ", e.g. ", ", e.g., ", ", eg ", ", for example ", ", for example, ",
                             ", for instance ", ", for instance, ", " like ", " such as ", " e.g. "}) {
    const std::size_t at = norm.rfind(marker);
    if (at == std::string::npos || at == 0) continue;
    const std::string tail = norm.substr(at + std::char_traits<char>::length(marker));
    bool figures = false, other = false;
    for (const std::string& w : words_of(tail)) {
      if (std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
        figures = true;
      else if (w != "or" && w != "and")
        other = true;
    }
    if (!figures || other || tail.find_first_not_of("0123456789{}(), -orand") != std::string::npos) continue;
    const Reading r = read_sentence(norm.substr(0, at));
    if (r.ok && !figures_fit(tail, r)) return {};  // "..., e.g. 1-3-8" after whispers
    return r;
  }
  return {};
}

// The normal rules with their digits after them: "normal 6x6 sudoku rules apply, using the digits
// 1 to 6" (also "with the digits", "numbers"; from 0: "0-5"). The head must state the normal
// rules (or rows and columns) alone, and a number of its own must be the same.
Reading read_digits_tail(const std::string& norm) {
  if (norm.size() > 150 || (norm.find(" using ") == std::string::npos && norm.find(" with ") == std::string::npos))
    return {};
  static const std::regex tail("(.+?),? (?:using|with) (?:the )?(?:digits|numbers) ([01]) ?(?:-|to|through) ?(\\d{1,2})");
  std::smatch m;
  if (!std::regex_match(norm, m, tail)) return {};
  Reading r = read_sentence(m[1].str());
  if (!r.ok || r.states.size() != 1 || (r.states[0].what != Stated::Sudoku && r.states[0].what != Stated::RowsColumns))
    return {};
  const int top = std::stoi(m[3].str()), low = m[2].str() == "0" ? 0 : 1;
  if ((r.number != 0 && (r.number != top || r.lowest != low)) || top < 2) return {};
  r.number = top;
  r.lowest = low;
  return r;
}

// A rule in the passive voice, read as its statement: "odd digits are placed in grey circles"
// (placed, put, written, found, kept: where the digits are), "the digit in each circle is given by
// the sum of ..." (is the sum), "the shaded regions are filled with the digits 1 to 9" (contain).
// Only the verb goes; what the sentence says of the digits, negations included, stays.
Reading read_passive(const std::string& norm) {
  if (norm.size() > 250) return {};
  static const std::pair<const char*, const char*> kPassive[] = {
      {" are placed ", " are "}, {" is placed ", " is "}, {" are put ", " are "}, {" is put ", " is "},
      {" are written ", " are "}, {" is written ", " is "}, {" are found ", " are "}, {" is found ", " is "},
      {" are kept ", " are "}, {" is kept ", " is "}, {" are located ", " are "}, {" is located ", " is "},
      {" is given by the ", " is the "}, {" is shown by the ", " is the "}, {" are given by the ", " are the "},
      {" is equal to the ", " is the "}, {" are filled with ", " contain "}, {" is filled with ", " contains "},
      {" must be placed ", " must be "}, {" may be placed ", " may be "}, {" can be placed ", " can be "}};
  std::string text = " " + norm + " ";
  bool changed = false;
  for (const auto& [from, to] : kPassive)
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + std::strlen(to))) {
      text.replace(at, std::strlen(from), to);
      changed = true;
    }
  if (!changed) return {};
  return read_sentence(text.substr(1, text.size() - 2));
}

Reading read_sentence_as_said(const std::string& norm) {
  if (hedged(norm)) return {};
  // a denial denied in one word ("Non-non-consecutive: ..."): what is meant?
  if (norm.find("non-non") != std::string::npos || norm.find("anti-anti") != std::string::npos) return {};
  // "Your task is to place the digits ...": what follows, read alone
  for (const char* lead : {"your task is to ", "your goal is to ", "your aim is to ", "your job is to ",
                           "the task is to ", "the goal is to ", "the aim is to ", "the object is to ",
                           "the objective is to ", "additionally, ", "in addition, ", "furthermore, ", "moreover, ",
                           "finally, ", "lastly, ", "also, ", "besides, ", "plus, ", "further, ", "secondly, ",
                           // a call to attention before a rule: "Note that digits can repeat on arrows."
                           "note that ", "note: ", "please note that ", "please note: ", "remember that ",
                           "remember: ", "make sure that ", "keep in mind that ", "be aware that ", "important: ",
                           "nb: ", "n.b. ", "n.b.: ", "it is important that ", "you will find that ",
                           "you'll find that ", "it is true that "})
    if (norm.rfind(lead, 0) == 0 && norm.size() > std::char_traits<char>::length(lead))
      return read_sentence(norm.substr(std::char_traits<char>::length(lead)));
  // "This is a Latin square: place ...": the heading "Latin square", whose statement must follow
  for (const char* lead : {"this is a latin square: ", "this puzzle is a latin square: ", "the grid is a latin square: "})
    if (norm.rfind(lead, 0) == 0 && norm.size() > std::char_traits<char>::length(lead))
      return read_sentence("latin square: " + norm.substr(std::char_traits<char>::length(lead)));
  // names first: "sum cages" names a kind, and its words alone would read as a cage sum
  if (Reading named = read_names(norm); named.ok) return named;
  if (Reading named = read_rules_for(norm); named.ok) return named;
  // "In this XV sudoku, X joins ...": the kinds the lead names must head what follows;
  // "In this puzzle, ..." names none
  if (norm.rfind("in this ", 0) == 0 && norm.size() < 300) {
    static const std::regex in_this("in this (?:(.+?) )?(?:sudoku|puzzle),? (.+)");
    std::smatch m;
    if (std::regex_match(norm, m, in_this)) {
      const Reading body = read_sentence(m[2].str());
      if (!m[1].matched || !body.ok) return body;
      const Reading named = read_names(m[1].str() + " sudoku");
      if (named.ok && heads(named.states, body.states)) return both(named, body);
      return {};
    }
  }
  // "normal sudoku rules apply, plus: grey lines are palindromes, ...": each side read alone
  for (const char* plus : {", plus: ", ", plus "})
    if (const std::size_t at = norm.find(plus); at != std::string::npos) {
      const Reading a = read_sentence(norm.substr(0, at)), b = read_sentence(norm.substr(at + std::char_traits<char>::length(plus)));
      if (const Reading r = both(a, b); a.ok && b.ok && r.ok) return r;
    }
  Reading whole = read_clause(norm);
  // "Between lines: the diamonds at the ends differ by at least 4, ...": read whole, a heading's
  // words may be the statement's; the heading must name what the statement states
  if (const std::size_t colon = norm.find(": "); whole.ok && colon != std::string::npos) {
    const Reading h = read_names(norm.substr(0, colon));
    if (h.ok && !h.states.empty() && !heads(h.states, whole.states)) whole = {};
  }
  if (whole.ok) return whole;
  if (Reading lines = read_named_lines(norm); lines.ok) return lines;
  if (Reading outside = read_named_outside(norm); outside.ok) return outside;
  if (Reading corners = read_named_corners(norm); corners.ok) return corners;
  if (Reading cages = read_named_cages(norm); cages.ok) return cages;
  if (Reading marks = read_named_marks(norm); marks.ok) return marks;
  if (Reading present = read_present(norm); present.ok) return present;
  if (const std::vector<std::string> clauses = cut_at(norm, {"; ", ", and ", ", whereas ", ", while ", ", meaning ", ", which means ", " - ", " \xc2\xb7 ", " | ", " ~ "}); clauses.size() >= 2)
    if (Reading r = all_clauses(clauses); r.ok) return r;
  // a heading before a statement that has its own ", and" ("global entropy: ... (4,5,6), and one
  // high digit (7,8,9)")
  if (Reading r = read_parts(norm); r.ok) return r;
  if (Reading r = read_neither(norm); r.ok) return r;
  for (const char* joint : {", ", " "})  // "..., i.e. greater than the lower of the two circled digits and ..."
    for (std::size_t at = norm.find(joint); at != std::string::npos; at = norm.find(joint, at + 1)) {
      const std::string tail = norm.substr(at + std::char_traits<char>::length(joint));
      if (after_ie(tail) == std::string::npos) continue;
      const Reading head = read_sentence(norm.substr(0, at));
      if (head.ok && restatement(tail, head.states)) return head;
    }
  if (Reading r = read_asides(norm); r.ok) return r;
  if (Reading r = read_defined_tail(norm); r.ok) return r;
  if (Reading r = read_instruction(norm); r.ok) return r;
  if (Reading r = read_example_tail(norm); r.ok) return r;
  if (Reading r = read_digits_tail(norm); r.ok) return r;
  if (Reading r = read_passive(norm); r.ok) return r;
  return read_commas(norm);
}

// A rule narrowed by what is said before it: a place (narrowing_lead: "In the red cells, digits
// on an arrow ...", "On exactly one of the lines, ..."), a lead read as a rule of its own beside
// the rule after it ("Within the shaded regions, a digit in a cage cannot repeat ..."), or a
// condition the rule does not need ("Where a line is dashed, 10 lines: ..."; not one that says
// where its marks are: "When a cage has a number in its corner, ..."). `read` is the sentence's
// reading.
bool narrowed_by_lead(const std::string& norm, const Reading& read) {
  const std::string lead = lead_of(norm, true);
  if (lead.empty()) return false;
  const std::string rest = norm.substr(lead.size() + 2);
  const Reading alone = read_sentence(rest);
  const bool same_alone = alone.ok && alone.states == read.states;
  if (!narrowing_lead(norm, read.states, same_alone).empty()) return true;
  const std::vector<std::string> words = words_of(lead);
  if (words.empty() || words.size() > 10 ||
      std::any_of(words.begin(), words.end(), [](const std::string& w) { return w == "digit" || w == "digits"; }))
    return false;  // a clause said before its comma ("along a thermometer the digits increase strictly, ...")
  if (words[0] == "where" || words[0] == "wherever" || words[0] == "when" || words[0] == "whenever") {
    static const std::regex exists(
        "(?:where|wherever|when|whenever) (?:an?|any|the|each) [a-z ]*?(?:(?:is|are) (?:drawn|shown|given|present)|"
        "(?:has|have) (?:an?|its) (?:clue|number|total|sum|value))(?: in (?:the grid|its corner))?");
    return same_alone && !std::regex_match(lead, exists);
  }
  if (alone.ok)
    for (const Stated& st : read.states)
      if (st.what == Stated::Rule && std::find(alone.states.begin(), alone.states.end(), st) == alone.states.end())
        return true;
  return false;
}

Reading read_sentence(const std::string& norm) {
  Reading r = read_sentence_as_said(norm);
  if (r.ok && narrowed_by_lead(norm, r)) return {};
  return r;
}

// The colours named in a sentence, once each, in order ("gray" as "grey"): whole words, the
// first of the list that fits where several start at one place ("light blue" before "blue").
std::vector<std::string> colours_of(const std::string& norm) {
  static const char* const kColours[] = {"light blue", "grey", "gray", "purple", "pink", "violet",
                                         "magenta", "green", "lime", "orange", "yellow", "blue",
                                         "teal", "cyan", "red", "brown", "black", "white", "beige", "lavender",
                                         "turquoise", "silver", "peach", "salmon", "gold", "olive", "navy",
                                         "maroon", "indigo", "crimson", "amber"};
  std::vector<std::string> out;
  for (std::size_t i = 0; i < norm.size();) {
    const char* found = nullptr;
    if (i == 0 || !is_word_char(norm[i - 1]))
      for (const char* colour : kColours) {
        const std::size_t n = std::char_traits<char>::length(colour);
        if (norm.compare(i, n, colour) == 0 && (i + n == norm.size() || !is_word_char(norm[i + n]))) {
          found = colour;
          break;
        }
      }
    if (!found) {
      ++i;
      continue;
    }
    std::string w = found;
    if (w == "gray") w = "grey";
    if (std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
    i += std::char_traits<char>::length(found);
  }
  return out;
}

// ---- splitting

bool ends_abbreviation(const std::string& text, std::size_t dot) {
  auto same = [&](std::size_t at, const char* abbr, std::size_t n) {  // any case: "E.g."
    for (std::size_t k = 0; k < n; ++k)
      if (std::tolower(static_cast<unsigned char>(text[at + k])) != abbr[k]) return false;
    return true;
  };
  // (a title before a name ends nothing either: "old Mrs. Hummel", "Dr. Who")
  for (const char* abbr : {"e.g", "i.e", "etc", "mrs", "mr", "ms", "dr"}) {
    const std::size_t n = std::char_traits<char>::length(abbr);
    if (dot >= n && same(dot - n, abbr, n) &&
        (dot == n || !std::isalpha(static_cast<unsigned char>(text[dot - n - 1]))))
      return std::string_view(abbr) != "etc";
  }
  return false;
}

// Byte ranges [begin, end) of the sentences, before trimming.
// Whether a sentence ends after text[i] though no full stop says so: a word of three lower-case
// letters or more ("ratio") runs into a capitalised one ("Digits") with no space between.
// Names in camel case ("SudokuPad", "YouTube") begin with a capital, and are never cut.
bool run_on(const std::string& text, std::size_t i) {
  auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
  if (i + 2 >= text.size() || !lower(text[i]) || !(text[i + 1] >= 'A' && text[i + 1] <= 'Z') || !lower(text[i + 2]))
    return false;
  std::size_t k = i + 1;  // the word's start
  while (k > 0 && std::isalpha(static_cast<unsigned char>(text[k - 1]))) --k;
  return i + 1 - k >= 3 && std::all_of(text.begin() + static_cast<std::ptrdiff_t>(k),
                                       text.begin() + static_cast<std::ptrdiff_t>(i + 1), lower);
}

std::vector<std::pair<std::size_t, std::size_t>> split(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  std::size_t start = 0;
  auto cut = [&](std::size_t end, std::size_t next) {
    out.emplace_back(start, end);
    start = next;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n' || c == '\r') {
      cut(i, i + 1);
    } else if (text.compare(i, 3, "\u2022") == 0) {
      cut(i, i);
      i += 2;
    } else if (run_on(text, i)) {  // "... a 1:2 ratioDigits along arrows ...": a lost full stop
      cut(i + 1, i + 1);
    } else if (c == '?' && i > 0 &&
               (text[i - 1] == '"' || text[i - 1] == '\'' || (i >= 3 && text.compare(i - 3, 3, "\u201c") == 0) ||
                (i >= 3 && text.compare(i - 3, 3, "\u2018") == 0) ||
                (text[i - 1] == ' ' && i + 2 < text.size() && text[i + 1] == ' ' &&
                 std::islower(static_cast<unsigned char>(text[i + 2]))))) {
      continue;  // a quoted question mark, 'a clue of "?"', or one alone ("a ? in a cage"): the mark
    } else if (c == '.' || c == '!' || c == '?') {
      std::size_t j = i + 1;  // closing quotes and brackets stay with the sentence
      while (j < text.size() && (text[j] == ')' || text[j] == '"' || text[j] == '\'' ||
                                 text.compare(j, 3, "\u201d") == 0 || text.compare(j, 3, "\u2019") == 0))
        j += text[j] == ')' || text[j] == '"' || text[j] == '\'' ? 1 : 3;
      // "apply.Digits in cages ...": a full stop with no space before a capital ends the sentence too
      const bool glued = c == '.' && j == i + 1 && i >= 3 && j + 1 < text.size() && std::isupper(static_cast<unsigned char>(text[j])) &&
                         std::islower(static_cast<unsigned char>(text[j + 1])) && std::islower(static_cast<unsigned char>(text[i - 1])) &&
                         std::islower(static_cast<unsigned char>(text[i - 2])) && std::islower(static_cast<unsigned char>(text[i - 3]));
      if (j < text.size() && !is_space(text[j]) && !glued) continue;
      if (c == '.' && ends_abbreviation(text, i)) continue;
      if (c == '.' && i >= 2 && text[i - 1] == '.' && text[i - 2] == '.') {  // "r1c1, r1c4, ... contain": an
        std::size_t k = j;                                                  // ellipsis before a lower-case
        while (k < text.size() && text[k] == ' ') ++k;                     // word goes on
        if (k < text.size() && std::islower(static_cast<unsigned char>(text[k]))) continue;
      }
      if (c == '.') {  // "1." at the start of a sentence is a list number
        std::size_t k = start;
        while (k < i && is_space(text[k])) ++k;
        if (k < i && i - k <= 2 &&
            std::all_of(text.begin() + static_cast<std::ptrdiff_t>(k), text.begin() + static_cast<std::ptrdiff_t>(i),
                        [](char d) { return std::isdigit(static_cast<unsigned char>(d)) != 0; }))
          continue;
      }
      cut(j, j);
      i = j - 1;
    }
  }
  out.emplace_back(start, text.size());
  return out;
}

// Every sentence of `rules`, read (read_rules_text without its cache).
std::vector<RuleSentence> read_sentences(const std::string& rules);

}  // namespace

std::vector<RuleSentence> read_rules_text(const std::string& rules) {
  // A SudokuPad link's text is read twice: by the converter, then with the f-puzzles puzzle it
  // becomes. The last text read, per thread, is kept.
  thread_local std::string last_rules;
  thread_local std::vector<RuleSentence> last_read;
  thread_local bool any = false;
  if (any && rules == last_rules) return last_read;
  std::vector<RuleSentence> out = read_sentences(rules);
  last_rules = rules;
  last_read = out;
  any = true;
  return out;
}

namespace rules_detail {

Reading read_said(const std::string& norm) { return read_sentence(norm); }

bool notes_rule(const std::string& norm, const std::vector<Stated>& before) { return note_on(norm, before); }

void take_reading(RuleSentence& s, const Reading& r) {
  s.number = r.number;
  s.lowest = r.lowest;
  s.cells = r.cells;
  s.houses = r.houses;
  s.letter = r.letter;
  s.total = r.total;
  s.unnumbered = r.unnumbered;
}

Reading read_name(const std::string& item) {
  Reading r;
  r.ok = add_name(item, r);
  return r;
}

const std::set<std::string>& name_words_of(Kind kind) {
  static const std::vector<std::set<std::string>>& words = *new std::vector<std::set<std::string>>([] {
    std::vector<std::set<std::string>> out(kKindCount);
    for (const Compiled& c : name_table())  // split here: c.states() would compile every name's pattern
      for (const Stated& st : c.states_text ? split_states(c.states_text) : c.lazy->states)
        if (st.what == Stated::Rule) add_name_words(c.pattern, out[static_cast<std::size_t>(st.kind)]);
    for (int k = 0; k < kKindCount; ++k) add_name_words(kind_info(static_cast<Kind>(k)).title, out[static_cast<std::size_t>(k)]);
    for (std::set<std::string>& names : out)  // "whispers?" and "whisper" alike
      for (const std::string& w : std::set<std::string>(names))
        if (w.size() > 3 && w.back() == 's') names.insert(w.substr(0, w.size() - 1));
    return out;
  }());
  return words[static_cast<std::size_t>(kind)];
}

}  // namespace rules_detail

namespace {

// Whether `norm` (a normalised sentence) is a heading that introduces rules and names none
// ("additionally:", "miracle rules:", "the dots:", "the grid contains two kinds of lines:").
bool introduces(const std::string& norm) {
  if (norm.size() > 70) return false;
  static const std::regex heading(
      "(?:(?:additionally|in addition|also|then|plus|furthermore|moreover)(?:,? the following(?: rules?| constraints?)?"
      "(?: also)?(?: apply)?)?|(?:the )?(?:(?:additional|extra|special|variant|miracle|chess|global|other|bonus) )?"
      "(?:rules|constraints|variants|variant rules)(?: also)?(?: apply)?|(?:the )?(?:lines|line types|dots|cages|clues|"
      "circles|arrows|marks|markings)|(?:the grid (?:contains|has)|there are|you will find|outside the grid,? (?:you "
      "will find|there are)) (?:two|three|four|several|different) (?:kinds|types|sorts) of (?:lines|clues|cages|dots|"
      "marks|circles|constraints)(?: in the grid| outside the grid)?):?");
  return std::regex_match(norm, heading);
}

// Which houses index, said alone: an indexer's kind and its houses, sorted.
struct Indexing {
  Kind kind;
  std::vector<int> houses;
};

// "The digits in columns 1, 5 and 9 are indexers", "Columns 1, 5 and 9 act as pointers", "1-5-9
// rule: columns 1, 5 and 9 are indexing columns" (`norm` normalised): the houses said and the
// indexer of their kind (columns: column indexers); none when `norm` says more or else.
std::optional<Indexing> indexers_said(const std::string& norm) {
  if (norm.find("index") == std::string::npos && norm.find("pointer") == std::string::npos) return std::nullopt;
  static const std::regex said(
      "(?:(?:(?:(column|row) indexing|(?:1-5-9|159|1 5 9)(?: rule| indexing| sudoku)?)(?: \\((?:1-5-9|159)(?: rule)?\\))?): )?"
      "(?:the )?(?:(?:digits|numbers|cells) in (?:the )?)?"
      "(columns?|rows?) ((?:\\d, )*\\d(?:,? and \\d)?) (?:are|act as|serve as|work as|function as) (?:the )?"
      "(?:indexers|indexing (?:cells|digits|columns|rows)|index (?:cells|digits|columns|rows)|pointers):?");
  std::smatch m;
  if (!std::regex_match(norm, m, said) || (m[1].matched && m[1].str()[0] != m[2].str()[0])) return std::nullopt;
  Indexing r{m[2].str()[0] == 'c' ? Kind::ColumnIndexer : Kind::RowIndexer, {}};
  const std::string list = m[3].str();
  for (char c : list)
    if (std::isdigit(static_cast<unsigned char>(c))) r.houses.push_back(c - '0');
  std::sort(r.houses.begin(), r.houses.end());
  return r;
}

// Whether a sentence of `out` states something `wanted` holds for.
bool stated_anywhere(const std::vector<RuleSentence>& out, const std::function<bool(const Stated&)>& wanted) {
  return std::any_of(out.begin(), out.end(), [&](const RuleSentence& x) {
    return std::any_of(x.states.begin(), x.states.end(), wanted);
  });
}

// The last sentence of `out` that states a rule, past notes (an example, a remark); null if none.
const RuleSentence* last_rule(const std::vector<RuleSentence>& out) {
  for (auto it = out.rbegin(); it != out.rend(); ++it)
    if (!(it->states.size() == 1 && it->states[0].what == Stated::Note)) return it->states.empty() ? nullptr : &*it;
  return nullptr;
}

// Whether the example `norm` agrees with a rule stating `states` (with `number`): the lines of
// digits it gives checked against that rule when it states one line kind, or a cage's digits
// against the cage kind that `said` (what the text has stated so far) makes of a cage's halves,
// and no word of it could weaken the rule (rules_loose.hpp, relaxing_word, as of a consequence).
// Without a lead (`lead` false: "A 3-cell renban could be 4-6-5, but not 4-6-7."), it must say
// nothing but lines of digits and their verdicts.
bool agrees_with(const std::string& norm, const std::vector<Stated>& states, int number, const std::vector<int>& houses,
                 const std::function<bool(Stated::What)>& said, bool lead = true) {
  std::optional<Kind> kind;
  if (states.size() == 1 && states[0].what == Stated::Rule) kind = states[0].kind;
  // a cage's rule said in halves ("The clue is the product of its digits. No digit repeats inside
  // a cage."): the kind they make together
  if (!states.empty() && !kind && std::all_of(states.begin(), states.end(), [](const Stated& st) {
        return st.what == Stated::CageSum || st.what == Stated::CageDistinct || st.what == Stated::CageProduct ||
               st.what == Stated::CageRepeat;
      })) {
    if (said(Stated::CageProduct) && said(Stated::CageDistinct) && !said(Stated::CageSum))
      kind = Kind::ProductCage;
    else if (said(Stated::CageSum) && said(Stated::CageDistinct) && !said(Stated::CageProduct))
      kind = Kind::Killer;
    else if (said(Stated::CageSum) && said(Stated::CageRepeat) && !said(Stated::CageProduct))
      kind = Kind::SumCage;
  }
  // dots of several kinds said together ("white dots ... consecutive, black dots ... double"):
  // each pair checked against the mark its clause names
  std::vector<Kind> dots;
  if (states.size() > 1 && std::all_of(states.begin(), states.end(), [](const Stated& st) {
        return st.what == Stated::Rule && (st.kind == Kind::Difference || st.kind == Kind::Ratio || st.kind == Kind::XV);
      }))
    for (const Stated& st : states) dots.push_back(st.kind);
  // without its lead, a verdict says it is an example ("could be", "valid", "is not"; an
  // indexer's "if r6c9 = 2, then r6c2 = 9"): "Black dots are given between 3 and 6." is no
  // example, whatever its pair (asked first: most sentences are none, and checking costs)
  const bool cells = kind && (*kind == Kind::ColumnIndexer || *kind == Kind::RowIndexer);
  if (!lead && ((!kind && dots.empty()) || !(cells || rules_detail::verdict(norm)))) return false;
  const rules_detail::ExampleCheck c = !dots.empty() ? rules_detail::check_dots(norm, dots, number)
                                       : kind        ? rules_detail::check_examples(norm, *kind, number, houses)
                                                     : rules_detail::ExampleCheck{0, "", norm, ""};
  if (!lead && (c.checked == 0 || !words_of(c.rest).empty())) return false;
  // and nothing else in it could weaken that rule ("..., except in column 9", "..., or at least usually")
  const std::optional<std::string> rest = rules_detail::rest_of(c);
  return rest && rules_detail::relaxing_word(*rest, states, true).empty();
}

// Whether an example inside a sentence (an aside, a tail of digits) agrees with what the rest of
// the sentence states (`r`), as agrees_with judges an example sentence after it.
bool example_fits(const std::string& example, const Reading& r) {
  return agrees_with(example, r.states, r.number, r.houses, [&r](Stated::What w) {
    return std::any_of(r.states.begin(), r.states.end(), [w](const Stated& st) { return st.what == w; });
  });
}

// Whether the figures of an example after a rule ("e.g. 1-6-1 or 9-4-9", "like 3,4,5 or 7,8,6"), which
// say nothing but digits, agree with the one line kind `r` states: each run of three digits or more
// a line of that kind (rules_examples.hpp, check_examples); digits in commas are a line where no
// dash is written. Other kinds' figures are not checked.
bool figures_fit(std::string figures, const Reading& r) {
  if (r.states.size() != 1 || r.states[0].what != Stated::Rule) return true;
  if (figures.find('-') == std::string::npos) {
    std::string dashed;
    for (std::size_t i = 0; i < figures.size(); ++i) {
      if (figures[i] != ',') {
        dashed += figures[i];
      } else if (i + 1 < figures.size() && (std::isdigit(static_cast<unsigned char>(figures[i + 1])) != 0 ||
                                             (figures[i + 1] == ' ' && i + 2 < figures.size() &&
                                              std::isdigit(static_cast<unsigned char>(figures[i + 2])) != 0))) {
        dashed += '-';
        if (figures[i + 1] == ' ') ++i;
      } else {
        dashed += ',';
      }
    }
    figures = dashed;
  }
  return rules_detail::check_examples(figures, r.states[0].kind, r.number).against.empty();
}

// Whether the example sentence `norm` agrees with the rule before it (rules_examples.hpp,
// example_rest), as agrees_with judges it; a cage's halves are those the whole text said. Without
// its lead (`lead` false) it says nothing but lines of digits and their verdicts.
bool example_agrees(const std::string& norm, const std::vector<RuleSentence>& out, bool lead = true) {
  const RuleSentence* before = last_rule(out);
  // an indexer's houses: those of every sentence stating it ("A digit in column 5 ...", then "... column 9 ...")
  std::vector<int> houses;
  for (const RuleSentence& x : out)
    if (before && x.states == before->states)
      for (int h : x.houses)
        if (std::find(houses.begin(), houses.end(), h) == houses.end()) houses.push_back(h);
  return agrees_with(norm, before ? before->states : std::vector<Stated>{}, before ? before->number : 0, houses,
                     [&out](Stated::What w) {
                       return std::any_of(out.begin(), out.end(), [w](const RuleSentence& x) {
                         return std::any_of(x.states.begin(), x.states.end(),
                                            [w](const Stated& st) { return st.what == w; });
                       });
                     }, lead);
}

// Whether `norm`, after a rule that states `before`, says only what that rule means or how it is
// drawn (each clause of it, cut at "; ", where it has several): a note.
// How the marks are drawn, said alone: "The cages are drawn with dotted lines.", "The
// thermometers are grey with round bulbs." (what follows the verb a drawn_aside).
bool drawn_note(const std::string& text) {
  static const std::regex drawn(
      "(?:the |all )?(?:cages|killer cages|thermometers|thermos|arrows|lines|[a-z]+ lines|circles|dots|squares) "
      "(?:are|are all) (?:(?:drawn|shown|marked|outlined) )?(.+)");
  std::smatch m;
  return text.size() < 100 && std::regex_match(text, m, drawn) && drawn_aside(m[1].str());
}

// `norm` with the grid's irregular regions called boxes, which they are: "The grid is divided
// into irregular regions (marked by bold lines), each of which contains the digits 1 to 9 once."
// is "each box contains the digits 1 to 9 once" (a part of the normal rules).
std::string irregular_as_boxes(const std::string& norm) {
  if (norm.find("irregular") == std::string::npos && norm.find("jigsaw") == std::string::npos) return norm;
  static const std::regex divided(
      "(?:the grid is (?:divided|split|partitioned) into |there are )(?:nine |9 |six |6 )?(irregular|jigsaw) regions"
      "(?: \\((?:marked|outlined|drawn|shown) (?:by|with|in) (?:bold|thick|thicker) (?:lines|borders|outlines)\\))?,? "
      "(?:each of which|each|and each(?: one)?(?: of them)?) (.+)");
  static const std::regex irregular("\\b(?:irregular|jigsaw|irregularly shaped) regions?\\b");
  std::smatch m;
  return std::regex_replace(std::regex_match(norm, m, divided) ? "each " + m[1].str() + " region " + m[2].str() : norm,
                            irregular, "box");
}

bool note_on(const std::string& norm, const std::vector<Stated>& before) {
  auto note = [&before](const std::string& text) {
    return repeats_note(text, before) || restatement(text, before) || distinct_note(text, before) ||
           missing_totals(text, before) || drawn_note(text);
  };
  if (note(norm)) return true;
  // clauses each a note on the rule, or a note alone ("Lines may cross box borders, and a digit can
  // repeat on a line if other rules allow.")
  const std::vector<std::string> clauses = cut_at(norm, {"; ", ", and "});
  return clauses.size() >= 2 && std::all_of(clauses.begin(), clauses.end(), [&](const std::string& c) {
           if (note(c)) return true;
           const Reading r = read_sentence(c);
           return r.ok && r.states == std::vector<Stated>{Stated{Stated::Note}};
         });
}

std::vector<RuleSentence> read_sentences(const std::string& rules) {
  std::vector<RuleSentence> out;
  std::vector<std::string> norms;  // each sentence normalised, for the loose reading
  std::vector<bool> no_negative;  // per sentence: it says "no negative constraint"
  std::string heading;  // the last sentence, when it was a kind's name alone ("Thermometers" on a line)
  std::vector<Stated> heading_states;  // what that heading states
  const std::string blanked = unmarked(rules);  // as long as rules: its offsets are the text's
  std::string text = blanked;                     // the markup as spaces, for cutting and trimming
  std::replace(text.begin(), text.end(), kBlank, ' ');
  for (auto [begin, end] : split(text)) {
    while (begin < end && is_space(text[begin])) ++begin;
    while (end > begin && is_space(text[end - 1])) --end;
    const std::string norm = normalise(std::string_view(blanked).substr(begin, end - begin));
    if (norm.empty() || std::none_of(norm.begin(), norm.end(),
                                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }))
      continue;
    // The sentence starts after its bullet.
    for (std::size_t b = bullet_length(std::string_view(text).substr(begin, end - begin)); b > 0;
         b = bullet_length(std::string_view(text).substr(begin, end - begin))) {
      begin += b;
      while (begin < end && is_space(text[begin])) ++begin;
    }
    RuleSentence s;
    // the sentence as written, less its markup ("<b>", "&amp;" as "&", "*")
    for (std::size_t k = begin; k < end; ++k)
      if (blanked[k] != kBlank) s.text += blanked[k];
    s.offset = begin;
    try {
      const Reading r = read_sentence(norm);
      if (r.ok) {
        s.states = r.states;
        rules_detail::take_reading(s, r);
      } else if (const RuleSentence* rule = last_rule(out); rule && note_on(norm, rule->states)) {
        s.states = {Stated{Stated::Note}};
      } else if ((stated_anywhere(out, [](const Stated& st) {
                    return (st.what == Stated::Rule && std::string_view(kind_info(st.kind).family) == "cages") ||
                           st.what == Stated::CageSum || st.what == Stated::CageProduct || st.what == Stated::CageDistinct;
                  }) && cages_drawn(norm)) ||
                 (norm.find("cross") != std::string::npos && stated_anywhere(out, [](const Stated& st) {
                    return st.what == Stated::Rule && std::string_view(kind_info(st.kind).family) == "lines";
                  }) && crosses_boxes(norm))) {
        // how the marks of a kind stated before are drawn, said after another's rule ("Cages may
        // cross box borders." after a thermometer's)
        s.states = {Stated{Stated::Note}};
      } else if (const RuleSentence* dots = last_rule(out); dots && !such_marked(norm, dots->states).empty()) {
        s.states = such_marked(norm, dots->states);
      } else if (!no_mark_no_relation(norm, out).empty()) {
        s.states = no_mark_no_relation(norm, out);
      } else if (const Reading part = rules_detail::partial_sudoku_facts(irregular_as_boxes(norm));
                 part.ok && std::any_of(out.begin(), out.end(), [](const RuleSentence& x) {
                   return std::find(x.states.begin(), x.states.end(), Stated{Stated::Sudoku}) != x.states.end();
                 })) {
        // a part of the normal rules said after them ("Every 3x3 box contains the digits 1-9."):
        // they again, its number checked as theirs
        s.states = part.states;
        s.number = part.number;
        s.lowest = part.lowest;
      } else if ((is_example(norm) && example_agrees(norm, out)) || example_agrees(norm, out, false) || is_credits(s.text, stated_kind_words(out)) || is_fog(norm) ||
                 is_move_definition(norm) || digital_root_definition(norm, out)) {
        s.states = {Stated{Stated::Note}};
      } else if (const RuleSentence* before = last_rule(out); before && same_again(norm, before->states, s.houses)) {
        s.states = before->states;
      } else if (!heading.empty() && !out.empty() && !hedged(norm)) {
        // under a heading line naming the kind ("Thermometers" / "Digits increase from the bulb."),
        // read with the heading's words, it must state the heading's kind and no more; under
        // killer cages' heading, a half of their rule ("- digits sum to the clue", "- digits
        // don't repeat": the list of what the heading's rule says)
        const Reading w = read_clause(norm + " " + heading);
        const bool half = heading_states == std::vector<Stated>{Stated{Stated::Rule, Kind::Killer}} && w.ok &&
                          std::all_of(w.states.begin(), w.states.end(), [](const Stated& x) {
                            return x.what == Stated::CageSum || x.what == Stated::CageDistinct;
                          });
        if (w.ok && (w.states == heading_states || half)) s.states = heading_states, s.number = w.number;
      }
      if (s.states.empty()) {  // typos mended ("themometers"): understood only if the whole then is
        std::vector<std::string> fixed;
        const std::string mended = rules_detail::mend_typos(norm, fixed);
        if (!fixed.empty())
          if (const Reading m = read_sentence(mended); m.ok) {
            s.states = m.states;
            rules_detail::take_reading(s, m);  // its cells and houses too
            s.typos = std::move(fixed);
          }
      }
      if (s.states.empty()) {
        s.hint = rules_detail::fact_hint(norm);
        s.story = s.hint.empty() && is_story(norm);
      }
      s.colours = colours_of(norm);
      s.colours_by_rule = colours_by_rule(norm, s.states, s.colours);
    } catch (const std::exception&) {  // std::regex_error (complexity): not understood
    }
    no_negative.push_back(!s.states.empty() && norm.find("no negative constraint") != std::string::npos);
    // a heading stays over the lines that state its kind ("Killer cages:" / "- digits sum to the
    // clue" / "- digits don't repeat")
    if (heading.empty() || s.states != heading_states) heading.clear(), heading_states.clear();
    if (!s.states.empty() && norm.size() < 40 &&
        std::all_of(s.states.begin(), s.states.end(), [](const Stated& x) { return x.what == Stated::Rule; }))
      if (const Reading named = read_names(norm); named.ok && named.states == s.states) heading = norm, heading_states = s.states;
    out.push_back(std::move(s));
    norms.push_back(norm);
  }
  // A remark before the rule it speaks of ("A gentle introduction to whispers lines.", then the
  // whispers rule): credits again, with the kinds the whole text states.
  if (std::any_of(out.begin(), out.end(), [](const RuleSentence& s) { return s.states.empty(); })) {
    const std::set<std::string> stated = stated_kind_words(out);
    for (RuleSentence& s : out)
      if (s.states.empty() && is_credits(s.text, stated)) {
        s.states = {Stated{Stated::Note}};
        s.story = false;
        s.hint.clear();
      }
  }
  // A part of chaos construction's rule beside a sentence stating it whole ("The grid must be
  // divided into 9 regions." and "Each region must be determined and each is a set of nine
  // orthogonally connected cells."): the rule again, its count checked as the rule's.
  if (std::any_of(out.begin(), out.end(), [](const RuleSentence& s) {
        return std::find(s.states.begin(), s.states.end(), Stated{Stated::Rule, Kind::Chaos}) != s.states.end();
      }))
    for (RuleSentence& s : out) {
      if (!s.states.empty()) continue;
      const rules_detail::Reading part = rules_detail::partial_chaos_facts(normalise(s.text));
      if (!part.ok) continue;
      s.states = part.states;
      s.number = part.number;
      s.hint.clear();
      s.story = false;
    }
  // A rule said in two sentences, neither understood alone: "Box borders divide each blue line
  // into segments. Each segment of a line has the same sum." Read together by their facts (every
  // word of both in one rule's vocabulary, its defining facts all there), the pair must state one
  // whole rule: the first sentence states it, the second is a note.
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    RuleSentence& a = out[i];
    RuleSentence& b = out[i + 1];
    if (!a.states.empty() || !b.states.empty() || hedged(normalise(a.text)) || hedged(normalise(b.text))) continue;
    try {
      // a skyscraper's picture in two sentences states no clue's meaning (read as notes beside the rule)
      if (skyscraper_picture(normalise(a.text)) || skyscraper_picture(normalise(b.text))) continue;
      const rules_detail::Reading r = rules_detail::read_facts(normalise(a.text) + " " + normalise(b.text));
      if (!r.ok || r.states.size() != 1 || r.states[0].what != Stated::Rule) continue;
      a.states = r.states;
      a.number = r.number;
      a.total = r.total;
      a.unnumbered = r.unnumbered;
      for (const std::string& c : b.colours)
        if (std::find(a.colours.begin(), a.colours.end(), c) == a.colours.end()) a.colours.push_back(c);
      b.states = {Stated{Stated::Note}};
      a.hint.clear();
      b.hint.clear();
      ++i;
    } catch (const std::exception&) {  // std::regex_error: not understood
    }
  }
  // SudokuMaker's rows and columns and its regions, in two sentences of their own: "All rows and
  // columns must contain different digits. Digits cannot repeat in marked regions." The marked
  // regions are then the grid's (SudokuMaker's regions), not extra ones: together, normal rules
  auto states_only = [&out](Stated what) {
    return std::any_of(out.begin(), out.end(), [&](const RuleSentence& s) { return s.states == std::vector<Stated>{what}; });
  };
  if (states_only(Stated{Stated::RowsColumns}) &&
      std::none_of(out.begin(), out.end(), [](const RuleSentence& s) {
        return std::find(s.states.begin(), s.states.end(), Stated{Stated::Sudoku}) != s.states.end();
      })) {
    static const std::regex marked(
        "(?:the )?(?:digits|numbers) (?:cannot|can't|may not|must not|do not|don't) repeat (?:in|within) (?:the |any )?"
        "marked regions?");
    for (RuleSentence& s : out)
      if (s.states == std::vector<Stated>{Stated{Stated::Rule, Kind::ExtraRegion}} && std::regex_match(normalise(s.text), marked))
        s.states = {Stated{Stated::Sudoku}};
  }
  // a skyscraper's picture explained (SudokuMaker's words: "Each digit in the grid represents the
  // height of a building in its cell. Taller buildings obstruct the view of shorter ones behind
  // them."), before or after the rule: a note when a sentence states the skyscraper rule
  const bool skyscrapers = std::any_of(out.begin(), out.end(), [](const RuleSentence& s) {
    return std::find(s.states.begin(), s.states.end(), Stated{Stated::Rule, Kind::Skyscraper}) != s.states.end();
  });
  if (skyscrapers)
    for (RuleSentence& s : out)
      if (s.states.empty() && skyscraper_picture(normalise(s.text))) {
        s.states = {Stated{Stated::Note}};
        s.hint.clear();
      }
  // a heading that introduces the rules after it, naming none ("Additionally:", "Miracle rules:",
  // "THE DOTS:", "The grid contains two kinds of lines:"): a note where a sentence after it states
  // a rule
  for (std::size_t i = 0; i < out.size(); ++i)
    if (out[i].states.empty() && !out[i].text.empty() && out[i].text.back() == ':' && introduces(normalise(out[i].text)) &&
        std::any_of(out.begin() + static_cast<std::ptrdiff_t>(i) + 1, out.end(), [](const RuleSentence& x) {
          return std::any_of(x.states.begin(), x.states.end(), [](const Stated& st) { return st.what != Stated::Note; });
        })) {
      out[i].states = {Stated{Stated::Note}};
      out[i].hint.clear();
      out[i].story = false;
    }
  // which houses index, said apart from how ("The digits in columns 1, 5 and 9 act as indexers:",
  // "1-5-9 rule: Columns 1, 5 and 9 are indexing columns."): a note where sentences state the
  // indexer of those houses (their houses together), in columns or rows as said
  for (RuleSentence& s : out)
    if (s.states.empty())
      if (const std::optional<Indexing> said = indexers_said(normalise(s.text))) {
        std::vector<int> houses;
        for (const RuleSentence& x : out)
          if (x.states == std::vector<Stated>{Stated{Stated::Rule, said->kind}}) houses.insert(houses.end(), x.houses.begin(), x.houses.end());
        std::sort(houses.begin(), houses.end());
        houses.erase(std::unique(houses.begin(), houses.end()), houses.end());
        if (!houses.empty() && houses == said->houses) {
          s.states = {Stated{Stated::Note}};
          s.hint.clear();
          s.story = false;
        }
      }
  // "No negative constraint" said anywhere, and every mark of a kind said to be given: the text
  // contradicts itself, and neither sentence stands.
  auto all_marks = [](const RuleSentence& s) {
    return std::any_of(s.states.begin(), s.states.end(), [](const Stated& x) { return x.what == Stated::AllMarks; });
  };
  if (std::find(no_negative.begin(), no_negative.end(), true) != no_negative.end() &&
      std::any_of(out.begin(), out.end(), all_marks))
    for (std::size_t i = 0; i < out.size(); ++i)
      if (no_negative[i] || all_marks(out[i])) {
        out[i].states.clear();
        out[i].hint = "the text says both that there is no negative constraint and that every mark is given";
      }
  rules_detail::read_loosely(out, norms);
  return out;
}

}  // namespace

int roman_value(const std::string& letter) {
  static const std::pair<char, int> kLetters[] = {{'V', 5}, {'X', 10}, {'L', 50}, {'C', 100}, {'D', 500}, {'M', 1000}};
  if (letter.size() != 1) return 0;
  const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(letter[0])));
  for (const auto& [l, v] : kLetters)
    if (up == l) return v;
  return 0;
}

std::optional<std::pair<int, int>> grid_cell(std::pair<int, int> named, int n) {
  auto at = [n](int k) { return k == 0 ? (n % 2 != 0 ? n / 2 : -1) : k < 0 ? n - 1 : k - 1; };
  const int r = at(named.first), c = at(named.second);
  if (r < 0 || c < 0 || r >= n || c >= n) return std::nullopt;
  return std::pair{r, c};
}

void note_title_lines(std::vector<RuleSentence>& sentences, const std::string& title, const std::string& author) {
  auto words = [](const std::string& text) {  // lower-case letters and digits, the rest a break
    std::vector<std::string> out;
    std::string cur;
    for (char c : text + " ") {
      if (std::isalnum(static_cast<unsigned char>(c))) cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      else if (c == '\'') continue;  // "What's" as "whats"
      else if (!cur.empty()) out.push_back(cur), cur.clear();
    }
    return out;
  };
  const std::vector<std::string> t = words(title), a = words(author);
  if (t.empty() && a.empty()) return;
  auto join = [](std::vector<std::string> x, const std::vector<std::string>& y) {
    x.insert(x.end(), y.begin(), y.end());
    return x;
  };
  std::vector<std::vector<std::string>> lines;  // the forms a title line takes
  if (!t.empty()) lines.push_back(t);
  if (!a.empty()) lines.insert(lines.end(), {a, join({"by"}, a)});
  if (!t.empty() && !a.empty()) lines.insert(lines.end(), {join(join(t, {"by"}), a), join(t, a)});
  for (RuleSentence& s : sentences) {
    if (!s.states.empty()) continue;
    std::vector<std::string> w = words(s.text);
    if (w.size() >= 2 && w[0] == "a" && w[1] == "puzzle") w.erase(w.begin());
    if (!w.empty() && w[0] == "puzzle" && (w.size() == 1 || w[1] == "by")) w.erase(w.begin());
    if (w.empty() || std::find(lines.begin(), lines.end(), w) == lines.end()) continue;
    s.states = {Stated{Stated::Note}};
    s.hint.clear();
    s.named.clear();
    s.explains = false;
    s.not_taken.clear();
  }
}

std::optional<UnreadRule> rule_not_read(const std::vector<RuleSentence>& sentences,
                                        const std::vector<Constraint>& constraints) {
  std::vector<bool> has(static_cast<std::size_t>(kKindCount), false);
  for (const Constraint& c : constraints) has[c.index()] = true;
  auto stated = [&](Stated::What what, Kind kind) {
    for (const RuleSentence& r : sentences)
      if (std::find(r.states.begin(), r.states.end(), Stated{what, kind}) != r.states.end()) return true;
    return false;
  };
  auto read = [&](Kind k) { return has[static_cast<std::size_t>(k)]; };
  const std::pair<Kind, Kind> partners[] = {{Kind::Difference, Kind::Ratio}, {Kind::Odd, Kind::Even},
                                            {Kind::Minimum, Kind::Maximum}};
  for (const RuleSentence& r : sentences)
    for (const Stated& s : r.states) {
      // a cage sum (alone, or with "cage distinct": a killer rule in two halves) needs killer cages
      const bool killer = s.what == Stated::CageSum || s.what == Stated::CageTotal, product = s.what == Stated::CageProduct;
      const bool line_sum = s.what == Stated::LineSum || s.what == Stated::CellSum ||
                            s.what == Stated::FrameSum;  // read as sum cages
      const bool increase = s.what == Stated::ArrowIncrease;  // its arrows' shafts as thermometers
      const bool region = s.what == Stated::LineRegion || s.what == Stated::CircleRegion ||
                          s.what == Stated::SquareRegion;  // its lines, its circles as extra regions
      const bool line_product = s.what == Stated::LineProduct;  // its lines as product lines
      const bool lockout = s.what == Stated::LockoutEnds;       // with its other half: lockout lines
      const bool roman = s.what == Stated::RomanSum;            // its pairs of cages: number sums
      const bool frame_digits = s.what == Stated::FrameDigits;  // each outside clue a quadruple
      const bool battlefield = s.what == Stated::BattlefieldSum;  // with its other half: battlefield clues
      const bool equal = s.what == Stated::Rule && s.kind == Kind::EqualCageSums;  // a rule on killer cages
      if (s.what != Stated::Rule && s.what != Stated::ArrowLine && s.what != Stated::NamedCells && !killer && !product &&
          !line_sum && !increase && !region && !line_product && !lockout && !roman && !frame_digits &&
          !battlefield)
        continue;
      const Kind k = killer && s.what == Stated::CageSum && stated(Stated::CageRepeat, Kind::Killer) ? Kind::SumCage
                     : killer || equal ? Kind::Killer
                     : product ? Kind::ProductCage
                     : line_sum ? Kind::SumCage
                     : increase ? Kind::Thermometer
                     : region ? Kind::ExtraRegion
                     : line_product ? Kind::ProductLine
                     : lockout ? Kind::LockoutLine
                     : roman ? Kind::NumberSum
                     : frame_digits ? Kind::Quadruple
                     : battlefield ? Kind::Battlefield
                              : s.kind;
      if (read(k) || stated(Stated::AllMarks, k)) continue;
      bool partner = false;
      for (const auto& [a, b] : partners) partner = partner || (k == a && read(b)) || (k == b && read(a));
      if (!partner) return UnreadRule{r.text, k};
    }
  return std::nullopt;
}

std::vector<int> named_magic_box(int number, int n, const std::vector<int>& regions, std::string& why) {
  const std::vector<int> boxes = default_regions(n);
  std::map<int, int> drawn_of;  // a box's label: the label drawn on its cells
  std::set<int> drawn_labels;
  bool same = !boxes.empty() && regions.size() == boxes.size();
  for (std::size_t cell = 0; cell < boxes.size() && same; ++cell) {
    const int drawn = regions[cell];
    const auto [it, fresh] = drawn_of.emplace(boxes[cell], drawn);
    same = drawn >= 0 && it->second == drawn && (!fresh || drawn_labels.insert(drawn).second);
  }
  if (!same) return why = "names a box, and the regions drawn are not the grid's boxes", std::vector<int>{};
  int side = 0;
  while (side * side < n) ++side;
  int box = number;
  if (box == 0 && (side * side != n || side % 2 == 0))
    return why = "names the central box, and a grid of size " + std::to_string(n) + " has none", std::vector<int>{};
  if (box == 0) box = (n + 1) / 2;
  if (box > n) return why = "names box " + std::to_string(box) + " of a grid of size " + std::to_string(n), std::vector<int>{};
  std::vector<int> order;  // the boxes' labels as their first cells come, row by row
  for (int label : boxes)
    if (std::find(order.begin(), order.end(), label) == order.end()) order.push_back(label);
  std::vector<int> cells;
  for (std::size_t cell = 0; cell < boxes.size(); ++cell)
    if (boxes[cell] == order[static_cast<std::size_t>(box - 1)]) cells.push_back(static_cast<int>(cell));
  if (magic_side(cells, n) == 0)
    return why = "makes box " + std::to_string(box) + " a magic square, and it is not a square of 3x3 cells or more",
           std::vector<int>{};
  return cells;
}

int RuleSentence::number_of(const Stated& s) const {
  return std::find(unnumbered.begin(), unnumbered.end(), s) == unnumbered.end() ? number : 0;
}

std::optional<Stated> number_owner(const Stated& s) {
  switch (s.what) {
    case Stated::LockoutEnds: return Stated{Stated::Rule, Kind::LockoutLine};
    case Stated::FrameSum: case Stated::FrameDigits: case Stated::RomanSum: case Stated::CageTotal:
    case Stated::CellSum: case Stated::LineSum: case Stated::LineProduct:
      return Stated{s.what};
    case Stated::NamedCells:
      if (s.kind == Kind::MagicSquare) return s;
      return std::nullopt;
    case Stated::Rule:
      switch (s.kind) {
        case Kind::Whispers: case Kind::LockoutLine: case Kind::SegmentSumLine: case Kind::Palindrome:
        case Kind::ProductLine: case Kind::NegativeSum: case Kind::NegativeDifference:
          return s;
        default: return std::nullopt;
      }
    default: return std::nullopt;
  }
}

std::string stated_word(const Stated& s) {
  switch (s.what) {
    case Stated::Sudoku: return "sudoku";
    case Stated::Note: return "note";
    case Stated::Rule: return kind_info(s.kind).name;
    case Stated::CageSum: return "cage sum";
    case Stated::CageDistinct: return "cage distinct";
    case Stated::CageProduct: return "cage product";
    case Stated::LineSum: return "line sum";
    case Stated::ArrowIncrease: return "arrow increase";
    case Stated::LineRegion: return "line region";
    case Stated::CellSum: return "cell sum";
    case Stated::ArrowLine: return std::string("arrow ") + kind_info(s.kind).name;
    case Stated::NamedCells: return std::string("named ") + kind_info(s.kind).name;
    case Stated::CageTotal: return "cage total";
    case Stated::LineProduct: return "line product";
    case Stated::CircleRegion: return "circle region";
    case Stated::SquareRegion: return "square region";
    case Stated::SameRegion: return "same region";
    case Stated::CageRepeat: return "cage repeat";
    case Stated::LockoutEnds: return "lockout ends";
    case Stated::LockoutInner: return "lockout inner";
    case Stated::RomanSum: return "roman sum";
    case Stated::RomanRead: return "roman read";
    case Stated::CloneLetters: return "clone letters";
    case Stated::FrameSum: return "frame sum";
    case Stated::FrameDigits: return "frame digits";
    case Stated::BattlefieldArmies: return "battlefield armies";
    case Stated::BattlefieldSum: return "battlefield sum";
    case Stated::RowsColumns: return "rows columns";
    case Stated::NoBoxes: return "no boxes";
    case Stated::AllMarks: return std::string("all ") + kind_info(s.kind).name;
  }
  return "";
}

}  // namespace sudosat
