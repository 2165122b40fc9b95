// The loose reading of sentences not understood (formats/rules_loose.hpp): the kinds a sentence
// names, the sentences explaining them, and the words that keep a sentence from being read so.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cctype>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "formats/rules_loose.hpp"
#include "formats/rules_text.hpp"
#include "rules_labels.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

std::vector<std::string> words(const std::vector<Stated>& states) {
  std::vector<std::string> out;
  for (const Stated& s : states) out.push_back(stated_word(s));
  return out;
}

// The one sentence of `text`, which must not be understood word for word.
RuleSentence unread(const std::string& text) {
  const std::vector<RuleSentence> read = read_rules_text(text);
  REQUIRE(read.size() == 1);
  REQUIRE(read[0].states.empty());
  return read[0];
}

// The last sentence of `text`, after a rule, which must not be understood word for word.
RuleSentence last(const std::string& text) {
  const std::vector<RuleSentence> read = read_rules_text(text);
  REQUIRE(read.size() >= 2);
  REQUIRE(read.back().states.empty());
  return read.back();
}

}  // namespace

TEST_CASE("loose reading: the kinds a sentence names, the longest name first, everyday words naming nothing") {
  int number = 0;
  CHECK(words(rules_detail::kinds_named_in("slow thermos: every cell on a thermometer is greater than or equal to the "
                                           "one before it", number)) == std::vector<std::string>{"slowthermometer"});
  CHECK(words(rules_detail::kinds_named_in("double arrows: the circled digits at the ends of an arrow sum to the "
                                           "digits between", number)) == std::vector<std::string>{"doublearrow"});
  CHECK(words(rules_detail::kinds_named_in("little killers: a clue with an arrow gives the sum", number)) ==
        std::vector<std::string>{"littlekillersum"});
  CHECK(words(rules_detail::kinds_named_in("german whispers (green): neighbours are far apart", number)) ==
        std::vector<std::string>{"whispers"});
  CHECK(number == 5);
  // everyday words: no kind
  CHECK(rules_detail::kinds_named_in("a digit greater than all of its neighbours in the cages, odd and even", number).empty());
  CHECK(rules_detail::kinds_named_in("the two cells beside an x sum to 10", number).empty());
  // a name runs over no punctuation: "killer, cages" is no name
  CHECK(rules_detail::kinds_named_in("lockout; lines", number).empty());
}

TEST_CASE("loose reading: words that could make the setter's rule weaker than the kind's usual one") {
  const std::vector<Stated> thermo{Stated{Stated::Rule, Kind::Thermometer}};
  const std::vector<Stated> slow{Stated{Stated::Rule, Kind::SlowThermometer}};
  const std::vector<Stated> arrow{Stated{Stated::Rule, Kind::Arrow}};
  const std::vector<Stated> antiking{Stated{Stated::Rule, Kind::AntiKing}};
  auto relaxed = [](const std::string& norm, const std::vector<Stated>& kinds) {
    return rules_detail::relaxing_word(norm, kinds);
  };
  CHECK(relaxed("digits along a thermometer rise from its bulb to its tip", thermo).empty());
  CHECK(relaxed("digits may stay the same along a thermometer", thermo) == "may");
  CHECK(relaxed("digits may stay the same along a thermometer", slow).empty());  // a slow one's rule
  CHECK(relaxed("each digit is greater than or equal to the one before it", thermo) == "or");
  CHECK(relaxed("each digit is greater than or equal to the one before it", slow).empty());
  CHECK(relaxed("digits can repeat along an arrow", arrow).empty());
  CHECK(relaxed("digits can repeat along a thermometer", thermo) == "can");
  CHECK(relaxed("digits on an arrow must repeat", arrow) == "repeat");  // a repeat required
  CHECK(relaxed("a digit cannot be a king's move from itself", antiking).empty());
  CHECK(relaxed("digits on a thermometer do not increase", thermo) == "not");
  CHECK(relaxed("digits on a thermometer increase - not", antiking) == "not");  // taken back
  CHECK(relaxed("in the bottom row, digits along a thermometer increase", thermo) == "in ... bottom row");
  CHECK(relaxed("on the purple lines, in every 2x2 area, in the two circles", thermo).empty());  // no narrowing
  CHECK(relaxed("digits along a thermometer increase in box 5", thermo) == "box 5");
  CHECK(relaxed("the first two digits along a thermometer increase", thermo) == "first");
  CHECK(relaxed("prime digits along a thermometer increase", thermo) == "prime digits");
  CHECK(relaxed("digits along a thermometer increase, except on the red one", thermo) == "except");
  CHECK(relaxed("read the digits left to right or top to bottom", thermo).empty());
  const std::vector<Stated> whispers{Stated{Stated::Rule, Kind::Whispers}};
  CHECK(relaxed("adjacent digits differ by 4 or more", whispers).empty());
  CHECK(relaxed("adjacent digits differ by 4 or more", thermo) == "4");  // a number its rule does not take
  CHECK(relaxed("before the line reaches its midpoint, digits increase", thermo) == "before");
  CHECK(relaxed("digits along a thermometer increase or decrease", thermo) == "or");
  CHECK(relaxed("adjacent digits differ by at most 4", thermo) == "at most");
}

TEST_CASE("loose reading: a kind's own words pass beside it, and twist it beside another kind or said otherwise") {
  auto relaxed = [](const std::string& norm, Kind k) {
    return rules_detail::relaxing_word(norm, {Stated{Stated::Rule, k}});
  };
  // "add up to" is a sum, "up to" a bound
  CHECK(relaxed("the two circled digits add up to the total of the digits between them", Kind::DoubleArrow).empty());
  CHECK(relaxed("the digits between them sum up to the circled digits", Kind::DoubleArrow) == "up to");
  // Dutch flatmates: their 1, 5 and 9, their "or", above and below; not another digit, nor beside
  CHECK(relaxed("every 5 must have a 1 right above it, or a 9 directly below it, or both", Kind::DutchFlatmates).empty());
  CHECK(relaxed("every 6 must have a 1 directly above it", Kind::DutchFlatmates) == "6");
  CHECK(relaxed("every 5 has a 1 directly to its left or a 9 directly to its right", Kind::DutchFlatmates) == "left");
  // the groups' digits and "mod 3"; "the same remainder" is another rule
  CHECK(relaxed("split the digits into low (1, 2, 3), middle (4, 5, 6) and high (7, 8, 9)", Kind::EntropicLine).empty());
  CHECK(relaxed("sort the digits by remainder mod 3 into {1,4,7}, {2,5,8} and {3,6,9}", Kind::ModularLine).empty());
  CHECK(relaxed("any three consecutive digits must all leave the same remainder when divided by 3", Kind::ModularLine) ==
        "same");
  CHECK(relaxed("sort the digits by remainder mod 3", Kind::Thermometer) == "mod");
  // a slow thermometer never decreases; a thermometer denies nothing
  CHECK(relaxed("the digits along a thermometer never decrease", Kind::SlowThermometer).empty());
  CHECK(relaxed("the digits along a thermometer never increase", Kind::SlowThermometer) == "never");
  CHECK(relaxed("the digits along a thermometer never decrease", Kind::Thermometer) == "never");
  // parity lines alternate, in either order
  CHECK(relaxed("digits on a purple line alternate odd/even/odd... or even/odd/even...", Kind::ParityLine).empty());
  CHECK(relaxed("digits on a purple line alternate", Kind::Thermometer) == "alternate");
  // "no two digits may be equal or consecutive": the subject denied, neither
  CHECK(relaxed("no two digits on the line may be equal or consecutive", Kind::Nabner).empty());
  CHECK(relaxed("two digits on the line may be equal or differ by exactly 1", Kind::Nabner) == "may");
  // the kind's own name beside its mark narrows nothing; a sign's two faces are one mark
  CHECK(relaxed("digits on a yellow nabner line are never equal or consecutive", Kind::Nabner).empty());
  CHECK(relaxed("where a < or > symbol sits between two cells, it points to the smaller digit", Kind::GreaterThan) ==
        "where");
  CHECK(relaxed("a < or > symbol between two cells points to the smaller digit", Kind::GreaterThan).empty());
}

TEST_CASE("loose reading: a place said before the rule narrows it (narrowing_lead)") {
  auto lead = [](const std::string& norm, Kind k, bool alone = false) {
    return rules_detail::narrowing_lead(norm, {Stated{Stated::Rule, k}}, alone);
  };
  CHECK(lead("in the red cells, digits on an arrow sum to the circle", Kind::Arrow) == "cells");
  CHECK(lead("on exactly one of the lines, digits increase from the bulb", Kind::Thermometer) == "exactly");
  CHECK(lead("only in cells with a dot, the digits are consecutive", Kind::Difference) == "only");
  CHECK(lead("in column 9, digits along a thermometer increase", Kind::Thermometer) == "9");
  CHECK(lead("within the shaded regions, digits along a thermometer increase", Kind::Thermometer) == "shaded");
  CHECK(lead("along the lines drawn in the bottom row, digits increase", Kind::Thermometer) == "bottom");
  CHECK(lead("in the red cells, a digit in a circle is odd", Kind::Odd, true) == "cells");
  // its own marks, houses, names, colours and how they are drawn
  CHECK(lead("along orange lines, the digits have the same sum in every box", Kind::RegionSumLine).empty());
  CHECK(lead("in every row, column and 3x3 box, the digits 1-9 appear once", Kind::ExtraRegion).empty());
  CHECK(lead("along the grey german whisper lines, neighbours differ by 5", Kind::Whispers).empty());
  CHECK(lead("in a pill-shaped circle, the number is the sum of the arrow", Kind::Arrow).empty());
  CHECK(lead("in the shaded cells, digits are even", Kind::Even).empty());
  CHECK(lead("in other words, the digits are consecutive", Kind::Difference).empty());
  CHECK(lead("where a line is dashed, the digits increase", Kind::Thermometer).empty());  // a condition: the caller's
  CHECK(lead("along a thermometer the digits increase strictly, starting at the bulb", Kind::Thermometer).empty());
  // what `sudosat read` says of such a sentence read loosely
  CHECK(unread("In the red cells, arrows follow their usual rule.").not_taken ==
        "\"cells\" narrows the rule to some place");
  CHECK(unread("Inside the blue cells, digits along a thermometer increase from the bulb.").not_taken ==
        "\"cells\" narrows the rule to some place");
  CHECK(unread("Everywhere in the grid, digits on an arrow sum to the circle.").not_taken.empty());
}

TEST_CASE("loose reading: sentences not understood read as naming a kind or explaining one, or not taken") {
  // named: its kind, no number
  RuleSentence s = unread("Slow thermos: Starting at the bulb, every cell on a thermometer is greater than or equal "
                          "to the cell before it.");
  CHECK(words(s.named) == std::vector<std::string>{"slowthermometer"});
  CHECK_FALSE(s.explains);
  CHECK(s.not_taken.empty());
  // named, then explained, its number in the explanation
  std::vector<RuleSentence> read = read_rules_text(
      "Normal sudoku rules apply. Lockout line: on both end of the line there is a diamond. Digits in the diamonds "
      "have difference of 4 or bigger.");
  REQUIRE(read.size() == 3);
  CHECK(words(read[1].named) == std::vector<std::string>{"lockoutline"});
  CHECK(read[1].number == 4);
  CHECK(read[2].states.empty());
  CHECK(read[2].explains);
  CHECK(read[2].not_taken.empty());
  // two numbers, its name's and its words': not taken, no number
  s = unread("German whispers: neighbouring cells on a green line stay far apart, 4 apart at the least.");
  CHECK(words(s.named) == std::vector<std::string>{"whispers"});
  CHECK_FALSE(s.not_taken.empty());
  CHECK(s.number == 0);
  // a word that could change the rule: not taken
  s = unread("Thermometers: from the bulb the digits may go down as well as up.");
  CHECK(s.not_taken == "\"may\" could change the rule");
  // more than two words no rule uses: a rule in words of its own, not taken
  s = unread("Arrows: the digits on an arrow average exactly to the circled digit, rounded down.");
  CHECK_FALSE(s.not_taken.empty());
  // no kind named and none before: neither
  s = unread("Cells with a grey circle fancy a wizard's hat.");
  CHECK(s.named.empty());
  CHECK_FALSE(s.explains);
  // after the normal rules alone: no kind to explain
  read = read_rules_text("Normal sudoku rules apply. Cells with grey circles are the quiet ones in their boxes.");
  REQUIRE(read.size() == 2);
  CHECK_FALSE(read[1].explains);
}

TEST_CASE("loose reading: the wordings of authors who never saw the reader, as labelled (bench/rules_own_wordings11.json to 22)") {
  // read loosely where a strict reading fails, a text states its labelled kinds, or fewer (a
  // sentence taken as explaining the rule before it may have stated a rule of its own: a weaker
  // reading), or names a kind it does not mean beside others (then refused for want of its
  // drawings, or judged by the setter's solution)
  // The sanitizer build's light workload: every third text, its floors not counted.
  const bool light = test::light_workload();
  int tried = 0, strict = 0, loose = 0, as_labelled = 0;
  for (const nlohmann::json& t : test::labelled_texts()) {
    const std::string text = t["rulestext"].get<std::string>();
    INFO(text);
    if (light && tried++ % 3 != 0) continue;
    if (!light) ++tried;
    const std::vector<RuleSentence> read = read_rules_text(text);
    if (std::all_of(read.begin(), read.end(), [](const RuleSentence& x) { return !x.states.empty() || x.story; }))
      ++strict;
    if (!std::all_of(read.begin(), read.end(), [](const RuleSentence& x) {
          return !x.states.empty() || x.story || ((!x.named.empty() || x.explains) && x.not_taken.empty());
        }))
      continue;
    ++loose;
    as_labelled += test::kinds_read(read, true) == test::kinds_labelled(t);
  }
  WARN(tried << " texts: " << strict << " read strictly, " << loose << " loosely, " << as_labelled << " as labelled");
  CHECK(tried == 1440);
  if (light) return;
  // 458 of sets 11-18 before examples that permit were checked (rules_examples.hpp), 455 after;
  // 520 with set 19, 575 with set 20, 588 with lockout ranges, disjoint groups and pills in more words,
  // 606 with drawings said alone, flatmates' needs, nabner's "differ by 1", notes on 10 lines and zippers,
  // 623 with more notes, extra regions' cells counted and sandwich clues without an arrow, 669 with
  // set 21 (held out: 44 before the session that wrote it, 46 after), 668 with "even if" no nabner
  // words again; 707 with examples without their lead, dots' pairs, indexers a column at a time, a
  // heading's "for each ..." and more notes (2026-12-02); 753 with set 22 (held out: 45 before the
  // session that wrote it, 46 after); 763 with indexers said as a condition or apart from their
  // houses, headings that introduce rules and cages' products under a heading of cages
  CHECK(strict >= 763);
  // the count today: a change that reads fewer fails (held out when measured: set 16 73 of 120, set
  // 17 89 of 120, 85 with the reader before that session; set 18 58 of 120 before the session that
  // wrote it, 57 after it, 58 once the words of how a mark is drawn were no other rule's; set 19 73
  // before the session that wrote it, 76 with the normal rules' provisos beside "may repeat", 83
  // once it was seen: consequences, examples checked, each mark's own value; sets 11-19: 668; set
  // 20 63 before that session, 67 after it; sets 11-20: 736 with cages' examples checked, 744 with
  // a rule's consequence or example in its own sentence, 766 with the words above, 790 with notes
  // after a rule read loosely, 816 with the words above; set 21 53 before the session that wrote it,
  // 56 after; sets 11-21: 872, 871 with "even if" no nabner words again; 907 with the twentieth
  // session's wordings and examples; set 22 56 before and after the session that wrote it; sets
  // 11-22: 963; 976 with the words above)
  CHECK(loose >= 976);
  CHECK(as_labelled >= 971);
  CHECK(loose - as_labelled <= 10);
}

TEST_CASE("loose reading: 'digits may repeat' with a proviso of the normal rules, after the kind, and on its drawing") {
  // the last sentence of each text, read after a kind whose digits may repeat on its drawing
  const std::string circles = "Normal sudoku rules apply. Counting circles: each digit placed in a circle indicates "
                              "exactly how many circles in the grid contain that digit. ";
  const std::string slow = "Normal sudoku rules apply. Slow thermometers: digits must never decrease along a "
                           "thermometer, starting from the bulb. ";
  const std::string lockout = "Normal sudoku rules apply. Lockout lines: the two diamonds at the ends of a grey line "
                              "hold digits that differ by at least 4, and no other digit on the line lies between "
                              "them or equals either. ";
  // a proviso the grid's own rules make true: the kind's rule again, naming no "sudoku"
  for (const std::string& text :
       {circles + "Digits may repeat in circles if sudoku rules permit.",
        circles + "Digits may repeat among the circles, subject to normal sudoku rules.",
        circles + "Digits may repeat in circles as long as sudoku rules are followed.",
        circles + "Digits can repeat in the circles (where the normal rules allow it).",
        lockout + "Digits can repeat along the lines, subject to normal sudoku rules.",
        // a slow thermometer's drawing named as a place: the slow thermometer goes on
        slow + "Digits may repeat on a thermo if allowed by sudoku rules.",
        slow + "Neighbouring cells on a thermometer may contain the same digit (if sudoku rules allow it).",
        slow + "Digits may repeat along a thermometer, as long as they are not in the same row, column or box."}) {
    INFO(text);
    const RuleSentence s = last(text);
    CHECK(s.explains);
    CHECK(s.named.empty());
    CHECK(s.not_taken.empty());
  }
  CHECK(last("Normal sudoku rules apply. A digit may repeat on an arrow if it would not break the sudoku rules.")
            .not_taken.empty());
  // refused: a condition of the setter's own, a permission the kind does not have, a plain
  // thermometer, a cage, a lockout line's digits "equal", a thermometer said as a kind
  for (const std::string& text :
       {circles + "Digits may repeat in circles if the circle is shaded.",
        circles + "Digits may repeat in circles unless they are odd.",
        lockout + "Digits on the line may be equal to a diamond if sudoku rules allow.",
        lockout + "Digits may repeat on a line if sudoku rules allow, and the diamonds may be equal.",
        std::string("Normal sudoku rules apply. Thermometers: digits increase from the bulb. Digits may repeat on a "
                    "thermo if allowed by sudoku rules."),
        std::string("Normal sudoku rules apply. Killer cages: digits in a cage sum to its clue. The digits inside a cage may "
                    "repeat, subject to normal sudoku rules."),
        slow + "Digits may repeat on a thermometer if sudoku rules allow, and may go down on the red ones.",
        // a proviso beside a rule, not a permission to repeat: an exception, kept
        std::string("Normal sudoku rules apply. Renban: purple lines hold a set of consecutive digits, unless they "
                    "are in the same row.")}) {
    INFO(text);
    CHECK_FALSE(last(text).not_taken.empty());
  }
  // a wider kind said as a kind, not as the place of the narrower one's rule: that kind
  const RuleSentence killer = last("Normal sudoku rules apply. Product cages: the digits in a cage multiply to its "
                                   "clue. Any other cage is a killer cage: its digits sum to the clue.");
  CHECK_FALSE(killer.explains);
  CHECK(words(killer.named) == std::vector<std::string>{"killercage"});
}

TEST_CASE("loose reading: a consequence or an example after a rule narrows nothing; what could weaken it still counts") {
  const std::string flatmates = "Normal sudoku rules apply. Dutch flatmates: every 5 has a 1 directly above it or a "
                                "9 directly below it, or both. ";
  const std::string circles = "Normal sudoku rules apply. Counting circles: each digit placed in a circle indicates "
                              "exactly how many circles in the grid contain that digit. ";
  const std::string whispers = "Normal sudoku rules apply. German whispers: adjacent digits along a green line differ "
                               "by at least 5. ";
  const std::string entropic = "Normal sudoku rules apply. Entropic lines: any three consecutive cells along an "
                               "orange line contain one low (1-3), one middle (4-6) and one high (7-9) digit. ";
  // instances of the rule: places, figures, conditions and denials of the instance, not of the rule
  for (const std::string& text :
       {flatmates + "So a 5 in row 1 must have a 9 below it, and a 5 in row 9 must have a 1 above it.",
        flatmates + "(A 5 in row 1 therefore needs a 9 below it.)",
        flatmates + "This means that a 5 in the top row needs a 9 underneath.",
        circles + "So if one circle holds a 3, then precisely three circles in the whole grid contain a 3.",
        circles + "So a 1 in a circle is the only 1 among all circles.",
        whispers + "This means 5 can never appear on a green line.",
        whispers + "Consequently a 5 is never found on a green line.",
        entropic + "In other words, the pattern of low, middle and high repeats every three cells along the line."}) {
    INFO(text);
    const RuleSentence s = last(text);
    CHECK(s.explains);
    CHECK(s.not_taken.empty());
  }
  // what could weaken the rule is looked for in a consequence too
  for (const std::string& text :
       {flatmates + "So a 5 in row 1 may have anything below it.",
        flatmates + "So a 5 in row 1 needs nothing below it, except in box 2.",
        flatmates + "So the rule does not apply in row 9.",
        flatmates + "So a 5 in row 9 need not have a 1 above it.",
        circles + "So a 3 in a circle is fine even if only two circles hold a 3.",
        circles + "So, for example, a circled 4 does not necessarily mean four circled 4s.",
        whispers + "So a 5 is allowed on a green line.",
        whispers + "For instance, 4 and 6 may sit next to each other on a green line.",
        whispers + "This means neighbours differ by at most 5.",
        entropic + "In other words, any three cells in a row along the line hold digits from low or middle groups."}) {
    INFO(text);
    CHECK_FALSE(last(text).not_taken.empty());
  }
  // a rule said after "so" is not a consequence of what came before unless it says so: the kind's
  // name read as ever, its place looked for
  CHECK(rules_detail::consequence("so a 5 in row 1 must have a 9 below it.") == "a 5 in row 1 must have a 9 below it.");
  CHECK(rules_detail::consequence("(so, for example, a 5 in row 1 needs a 9.)") == "a 5 in row 1 needs a 9.");
  CHECK(rules_detail::consequence("a 5 in row 1 therefore needs a 9.") == "a 5 in row 1 needs a 9.");
  CHECK(rules_detail::consequence("a 5 in row 1 needs a 9.").empty());
  CHECK(rules_detail::consequence("soon a 5 needs a 9.").empty());
  // an example's figures are no rule's number: German whispers' 5 stands
  const std::vector<RuleSentence> read = read_rules_text(
      "Normal sudoku rules apply. German whispers: neighbouring digits on a green line are far from each other. For "
      "example, 3 and 8 may be neighbours, 3 and 7 may not.");
  REQUIRE(read.size() == 3);
  CHECK(read[1].number == 5);
}

TEST_CASE("loose reading: a rule with a consequence or an example of it in the same sentence states that rule") {
  // the rule read word for word; what follows it (in brackets, after a comma, a semicolon or a
  // dash, with a consequence's or an example's lead) judged as a consequence is
  const std::pair<const char*, const char*> taken[] = {
      {"Orthogonal neighbour cells must not have consecutive digits (so a 4 cannot touch a 3 or a 5 by an edge).",
       "nonconsecutive"},
      {"Digits in cells that share an edge must not be consecutive - for example a 4 can never sit orthogonally next "
       "to a 3 or a 5.",
       "nonconsecutive"},
      {"Cells that share an edge never hold consecutive digits; in other words, 4 and 5 are never neighbours.",
       "nonconsecutive"},
      {"Digits may not repeat on either of the two marked diagonals, so each diagonal holds 1-9 once.", "diagonal"},
      {"Renban lines hold consecutive digits in any order (so 4-2-5-3 is fine, but 1-2-4 is not).", "renban"},
      {"Adjacent digits on a green line differ by at least 5, i.e. a 5 never sits on one.", "whispers"},
  };
  for (const auto& [text, kind] : taken) {
    INFO(text);
    const RuleSentence s = unread(text);
    CHECK(words(s.named) == std::vector<std::string>{kind});
    CHECK_FALSE(s.explains);
    CHECK(s.not_taken.empty());
  }
  // what could weaken the rule still counts, and an example's lines of digits are checked
  const std::pair<const char*, const char*> refused[] = {
      {"Digits in cells that share an edge must not be consecutive, so a 4 may sit next to a 5.",
       "\"may\" could change the rule"},
      {"Digits in cells that share an edge must not be consecutive (for example, except in box 5).",
       "\"except\" could change the rule"},
      {"Renban lines hold consecutive digits in any order, e.g. 3-5-7.",
       "the example 3-5-7 disagrees with the rule as read"},
      {"Adjacent digits on a green line differ by at least 5 (e.g. 1-3-8).",
       "the example 1-3-8 disagrees with the rule as read"},
      {"Thermometers: digits increase strictly from the bulb end (i.e. repeats are allowed along a thermometer).",
       "\"allowed\" could change the rule"},
  };
  for (const auto& [text, why] : refused) {
    INFO(text);
    CHECK(unread(text).not_taken == why);
  }
  // the parts: asides and a tail, the rule before them long enough to be one
  const auto parts = rules_detail::rule_and_after("no two cells that share an edge are consecutive (so 4 and 5 never touch).");
  REQUIRE(parts);
  CHECK(parts->rule == "no two cells that share an edge are consecutive.");
  CHECK(parts->after == "4 and 5 never touch");
  CHECK_FALSE(rules_detail::rule_and_after("no two cells that share an edge are consecutive (in any row)."));
  CHECK_FALSE(rules_detail::rule_and_after("so, for example, a 4 never touches a 5."));
  const auto both = rules_detail::rule_and_after("cells in the same place in their boxes (e.g. each box's centre) are "
                                                  "different; in other words they hold 1-9.");
  REQUIRE(both);
  CHECK(both->rule == "cells in the same place in their boxes are different");
  CHECK(both->after == "each box's centre; they hold 1-9.");
  // the rule's whole reading: an indexer's houses, the digits' range
  const RuleSentence indexer = unread("In each row, the digit in column 1 indicates the column where the 1 is placed in "
                                      "that row (so a 3 in r2c1 puts the 1 of row 2 in r2c3).");
  CHECK(words(indexer.named) == std::vector<std::string>{"columnindexer"});
  CHECK(indexer.houses == std::vector<int>{1});
  CHECK(indexer.not_taken.empty());
  const RuleSentence zero = unread("Place the digits 0 to 8 once each in every row, column and 3x3 box (so 9 is never "
                                   "used).");
  CHECK(words(zero.named) == std::vector<std::string>{"sudoku"});
  CHECK(zero.lowest == 0);
  CHECK(zero.number == 8);
  // a rule read word for word after a named one gives it its number, when it owns the same
  const std::vector<RuleSentence> read = read_rules_text(
      "Lockout lines: a lockout line runs between two diamonds. The diamond digits must differ by at least 3 (so 1 "
      "and 4 are far enough apart).");
  REQUIRE(read.size() == 2);
  CHECK(read[0].not_taken.empty());
  CHECK(read[0].number == 3);
}

TEST_CASE("loose reading: after a rule read loosely, what would be a note after it read word for word is one") {
  // the zipper's rule not understood word for word ("mirrored about"), its middle cell's note is
  const std::vector<RuleSentence> read = read_rules_text(
      "Zipper lines: For each purple line, any two digits mirrored about the centre of the line must add up to the "
      "same total. If the line has an odd number of cells, that total is the digit in the middle cell.");
  REQUIRE(read.size() == 2);
  REQUIRE(read[0].states.empty());
  CHECK(words(read[0].named) == std::vector<std::string>{"zipperline"});
  CHECK(read[1].explains);
  CHECK(read[1].not_taken.empty());
  // a sentence that would not be a note is judged as before
  const std::vector<RuleSentence> twisted = read_rules_text(
      "Zipper lines: For each purple line, any two digits mirrored about the centre of the line must add up to the "
      "same total. If the line has an odd number of cells, the total may be anything.");
  REQUIRE(twisted.size() == 2);
  CHECK_FALSE(twisted[1].not_taken.empty());
}

TEST_CASE("loose reading: 'a line's total may differ from other lines' beside kinds whose marks each have their own value") {
  const std::string zipper = "Normal sudoku rules apply. Zipper lines: digits the same distance from the centre of a "
                             "purple line sum to the same total. ";
  const std::string sequence = "Normal sudoku rules apply. Sequence lines: the digits along a grey line form an "
                               "arithmetic sequence. ";
  const std::string tens = "Normal sudoku rules apply. 10 lines: each line divides into segments that each sum to 10. ";
  const std::string whispers = "Normal sudoku rules apply. German whispers: adjacent digits along a green line differ "
                               "by at least 5. ";
  for (const std::string& text : {zipper + "A line's total may differ from other lines.",
                                  zipper + "The sum may be different for different lines.",
                                  sequence + "Different lines may have different differences.",
                                  sequence + "The step can be different for different lines."}) {
    INFO(text);
    const RuleSentence s = last(text);
    CHECK(s.explains);
    CHECK(s.not_taken.empty());
  }
  // a kind whose value is one for all (10 lines, whispers' 5): the freedom weakens it, refused
  for (const std::string& text : {tens + "A line's total may differ from other lines.",
                                  whispers + "Different lines may have different differences.",
                                  zipper + "A line's total may differ from its centre digit.",
                                  zipper + "Digits may differ from the total on the longest line."}) {
    INFO(text);
    CHECK_FALSE(last(text).not_taken.empty());
  }
}

TEST_CASE("loose reading: how a mark is drawn is no other rule's word") {
  // "outlined", "a star", "a border": words of minima and maxima in the facts table, describing marks
  const RuleSentence s = unread("Clones: The regions outlined in blue are clones - they have identical shapes, and "
                                "cells in the same position within each clone contain the same digit.");
  CHECK(s.named.size() == 1);
  CHECK(s.not_taken.empty());
  CHECK_FALSE(unread("Clones: The regions outlined in blue are clones - they have identical shapes, and cells in the "
                     "same position within each clone contain the same digit, except the larger ones.")
                  .not_taken.empty());
}

TEST_CASE("loose reading: a sentence reworded reads as the same kind; the same sentence twisted is not taken") {
  // the name is what is read: any wording of it reads so, when no word of it could change the rule
  for (const char* text : {"Renban: each pink line holds a gapless run of digits, jumbled.",
                           "Renban: every purple line carries a gapless run of digits, in a muddled order.",
                           "Slow thermos: from the bulb, each digit is at least as big as the one before it.",
                           "Slow thermos: Starting at the bulb, every cell on a thermometer is greater than or equal "
                           "to the cell before it."}) {
    INFO(text);
    const RuleSentence s = unread(text);
    CHECK(s.named.size() == 1);
    CHECK(s.not_taken.empty());
  }
  // twists no statement of sudosat's knows: each keeps the sentence unread
  for (const char* text : {"Renban: each pink line holds a gapless run of digits, jumbled, apart from the longest.",
                           "Renban: each pink line holds a gapless run of digits, jumbled, on lines of length three.",
                           "Renban: each pink line in row 3 holds a gapless run of digits, jumbled.",
                           "Renban: each pink line holds a gapless run of odd digits, jumbled.",
                           "Renban: each pink line holds a gapless run of digits, jumbled, within a tolerance of two.",
                           "Slow thermometers: walking away from the bulb, every digit equals or exceeds the previous one.",
                           "Slow thermos: along each thermometer, a digit is never smaller than the digit nearer the "
                           "bulb."}) {
    INFO(text);
    CHECK_FALSE(unread(text).not_taken.empty());
  }
}

TEST_CASE("loose reading: helpers' twists on our sentences, never tuned for, are rarely taken (bench/rules_twists_c.json)") {
  // their suffixes and prefixes on one sentence of ours in 50 (bench/rules_twists.py measures them
  // all): 4 read strictly, 50 more loosely, of 1,900, on 2026-12-01. Each one read is a misreading
  // (strictly) or one the setter's solution must catch (loosely): a change that lets more through fails
  std::set<std::string> ours;
  for (const char* set : {"5", "6"}) {
    std::ifstream in(std::string(SUDOSAT_TEST_DATA) + "/../../bench/rules_own_wordings" + set + ".json");
    REQUIRE(in);
    for (const nlohmann::json& t : nlohmann::json::parse(in)) {
      const std::string text = t["rulestext"].get<std::string>();
      std::size_t start = 0;
      for (std::size_t i = 0; i <= text.size(); ++i) {
        const bool stop = i < text.size() && (text[i] == '.' || text[i] == '!' || text[i] == '?') &&
                          i + 1 < text.size() && std::isspace(static_cast<unsigned char>(text[i + 1]));
        if (i < text.size() && text[i] != '\n' && !stop) continue;
        std::string s = text.substr(start, i + (stop ? 1 : 0) - start);
        start = i + 1;
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.erase(s.begin());
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
        std::string lower = s;
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        while (!s.empty() && s.back() == '.') s.pop_back();
        if (s.size() + 1 > 25 && lower.find("normal sudoku rules") == std::string::npos) ours.insert(s);
      }
    }
  }
  // The sanitizer build's light workload: one sentence in 100 (the bounds below still hold).
  const bool light = test::light_workload();
  std::vector<std::string> sample;
  int k = 0;
  for (const std::string& s : ours)
    if (k++ % (light ? 100 : 50) == 0) sample.push_back(s);
  std::ifstream in(std::string(SUDOSAT_TEST_DATA) + "/../../bench/rules_twists_c.json");
  REQUIRE(in);
  const nlohmann::json twists = nlohmann::json::parse(in);
  std::vector<std::string> texts;
  for (const std::string& s : sample) {
    for (const nlohmann::json& m : twists["suffixes"]) texts.push_back(s + m.get<std::string>() + ".");
    for (const nlohmann::json& m : twists["prefixes"])
      texts.push_back(m.get<std::string>() + static_cast<char>(std::tolower(static_cast<unsigned char>(s[0]))) +
                      s.substr(1) + ".");
  }
  int strict = 0, loose = 0;
  for (const std::string& t : texts) {
    const std::vector<RuleSentence> read = read_rules_text(t);
    if (std::all_of(read.begin(), read.end(), [](const RuleSentence& x) { return !x.states.empty() || x.story; }))
      ++strict;
    else if (std::all_of(read.begin(), read.end(), [](const RuleSentence& x) {
               return !x.states.empty() || x.story || ((!x.named.empty() || x.explains) && x.not_taken.empty());
             }))
      ++loose;
  }
  WARN(texts.size() << " twisted sentences: " << strict << " read strictly, " << loose << " more loosely");
  CHECK(texts.size() > (light ? 900u : 1800u));
  CHECK(strict <= 4);
  CHECK(loose <= 50);
}
