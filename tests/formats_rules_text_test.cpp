// Tests for formats/rules_text: sentence splitting and offsets, normalisation, every known
// wording with what it states, and the refusals (a misread rule is worse than none).
#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "formats/rules_text.hpp"
#include "rules_labels.hpp"
#include "workload.hpp"

using namespace sudosat;
using States = std::vector<std::string>;

namespace {

// The one sentence `text` makes, read.
RuleSentence one(const std::string& text) {
  const auto sentences = read_rules_text(text);
  INFO(text);
  REQUIRE(sentences.size() == 1);
  return sentences[0];
}

// What a sentence states, in the words `sudosat read` shows (stated_word).
States words(const std::vector<Stated>& states) {
  States out;
  for (const Stated& s : states) out.push_back(stated_word(s));
  return out;
}

States states(const std::string& text) { return words(one(text).states); }

struct Case {
  const char* text;
  States states;
  int number = 0;
};

void check_cases(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    const RuleSentence s = one(c.text);
    INFO(c.text);
    CHECK(words(s.states) == c.states);
    CHECK(s.number == c.number);
  }
}

// What each sentence of a whole text states.
std::vector<States> states_of(const std::string& text) {
  std::vector<States> out;
  for (const RuleSentence& s : read_rules_text(text)) out.push_back(words(s.states));
  return out;
}

}  // namespace

TEST_CASE("rules text: every state has its canonical statement") {
  check_cases({
      {"Normal sudoku rules apply.", {"sudoku"}},
      {"Digits in a cage do not repeat and sum to the cage's clue, if it has one.", {"killercage"}},
      {"Digits in a cage sum to the cage's clue.", {"cage sum"}},
      {"Digits do not repeat in a cage.", {"cage distinct"}},
      {"Digits along a thermometer strictly increase from the bulb.", {"thermometer"}},
      {"Digits along a slow thermometer never decrease from the bulb.", {"slowthermometer"}},
      {"Digits along an arrow sum to the number in its circle.", {"arrow"}},
      {"Cells separated by a white dot contain consecutive digits.", {"difference"}},
      {"Cells separated by a black dot contain digits in a 1:2 ratio.", {"ratio"}},
      {"Cells separated by an X sum to 10 and cells separated by a V sum to 5.", {"xv"}},
      {"A cell with a grey circle contains an odd digit.", {"odd"}},
      {"A cell with a grey square contains an even digit.", {"even"}},
      {"Clues outside the grid give the sum of the digits along the indicated diagonal.", {"littlekillersum"}},
      {"Clues outside the grid give the sum of the digits between the 1 and the 9 in that row or column.",
       {"sandwichsum"}, 9},
      {"Clues outside the grid give the sum of the first X digits in that row or column, where X is the "
       "first digit.",
       {"xsum"}},
      {"Clues outside the grid give the number of digits in that row or column that are larger than every "
       "digit before them, seen from the clue.",
       {"skyscraper"}},
      {"Grey lines are palindromes: they read the same in both directions.", {"palindrome"}},
      {"Purple lines contain a set of non-repeating consecutive digits in any order.", {"renban"}},
      {"Adjacent digits along green lines differ by at least 5.", {"whispers"}, 5},
      {"Digits on a line between two circles must be strictly between the digits in the circles.",
       {"betweenline"}},
      {"Digits on a blue line have an equal sum in each box it passes through.", {"regionsumline"}},
      {"Any three consecutive cells along an orange line contain one low (1-3), one middle (4-6) and one "
       "high (7-9) digit.",
       {"entropicline"}},
      {"Any three consecutive cells along a teal line contain one digit from each of {1,4,7}, {2,5,8} and "
       "{3,6,9}.",
       {"modularline"}},
      {"No two digits on a yellow line are equal or consecutive.", {"nabner"}},
      {"The digits between the ends of a line sum to the sum of the two ends.", {"doublearrow"}},
      {"Digits equally distant from the middle of a purple line have the same sum, which on a line of odd "
       "length is the middle digit.",
       {"zipperline"}},
      {"Adjacent digits along a red line have different parity.", {"parityline"}},
      {"Cells a knight's move apart cannot contain the same digit.", {"antiknight"}},
      {"Cells a king's move apart cannot contain the same digit.", {"antiking"}},
      {"Orthogonally adjacent cells cannot contain consecutive digits.", {"nonconsecutive"}},
      {"Digits cannot repeat on the marked diagonals.", {"diagonal"}},
      {"Cells in the same position within their boxes cannot contain the same digit.", {"disjointgroups"}},
      {"Digits cannot repeat in an extra region.", {"extraregion"}},
      {"Grey regions are clones: they contain the same digits in the same positions.", {"clone"}},
      {"Digits in a circle must appear in at least one of the four surrounding cells.", {"quadruple"}},
      {"A digit marked as a minimum is smaller than each orthogonal neighbour.", {"minimum"}},
      {"A digit marked as a maximum is larger than each orthogonal neighbour.", {"maximum"}},
      {"All possible white dots are given.", {"all difference"}},
      {"All possible black dots are given.", {"all ratio"}},
      {"All possible X's and V's are given.", {"all xv"}},
      {"Numbers in cages connected by a C sum to 100.", {"roman sum"}, 100},
      {"Cages are read top-to-bottom or left-to-right.", {"roman read"}},
      {"Good luck!", {"note"}},
  });
}

TEST_CASE("rules text: normal sudoku rules") {
  check_cases({
      {"Normal sudoku rules apply.", {"sudoku"}},
      {"Standard sudoku rules apply.", {"sudoku"}},
      {"Classic sudoku rules apply", {"sudoku"}},
      {"Place the digits 1 to 9 once each in every row, column and 3x3 box.", {"sudoku"}, 9},
      {"Normal 6x6 sudoku rules apply.", {"sudoku"}, 6},
      {"Normal irregular sudoku rules apply.", {"sudoku"}},
      {"Fill each row, column and box with the digits 1-9.", {"sudoku"}, 9},
      {"Each row, column, and 3x3 box contains each number from 1 to 9 exactly once.", {"sudoku"}, 9},
      {"1-6 must appear in each row, column and box.", {"sudoku"}, 6},
      {"Apply normal sudoku rules.", {"sudoku"}},
  });
}

TEST_CASE("rules text: killer cages") {
  check_cases({
      {"Digits in cages must sum to the small clue in the top left corner of the cage.", {"cage sum"}},
      {"In cages, digits must sum to the small clue in the top left corner of the cage (if given).",
       {"cage sum"}},
      {"Cages show their sums.", {"cage sum"}},
      {"Digits cannot repeat within a cage.", {"cage distinct"}},
      {"Digits may not repeat in cages.", {"cage distinct"}},
      {"Digits in a cage may not repeat and must sum to the value indicated (if provided).", {"killercage"}},
      {"Normal killer sudoku rules apply.", {"killercage", "sudoku"}},
      {"Digits do not repeat in cages, which show their sums.", {"killercage"}},
      {"Digits may not repeat in cages, and cages show their totals.", {"killercage"}},
  });
}

TEST_CASE("rules text: thermometers and arrows") {
  check_cases({
      {"Digits along thermometers increase from the bulb end.", {"thermometer"}},
      {"Along thermometers, digits must increase from the bulb end.", {"thermometer"}},
      {"Digits on a thermometer strictly increase from the bulb.", {"thermometer"}},
      {"Digits increase along thermos from the bulb.", {"thermometer"}},
      {"Digits along a slow thermometer increase or stay the same from the bulb end.", {"slowthermometer"}},
      {"Digits along an arrow sum to the digit in its circle.", {"arrow"}},
      {"Digits along an arrow must sum to the number in the connected circle.", {"arrow"}},
      {"Digits along arrows sum to the number in the circle/pill.", {"arrow"}},
      {"Digits may repeat on an arrow (if allowed by other rules).", {"note"}},
      {"Digits may repeat along arrows if allowed by other rules.", {"note"}},
  });
}

TEST_CASE("rules text: kropki and XV") {
  check_cases({
      {"Cells separated by a white dot contain consecutive digits.", {"difference"}},
      {"Cells separated by a black dot contain digits in a 1:2 ratio.", {"ratio"}},
      {"Digits joined by a white dot must be consecutive; those joined by a black dot must have a 1:2 ratio.",
       {"difference", "ratio"}},
      {"Black dots join digits with a ratio of 1:2.", {"ratio"}},
      {"Not all possible dots are given.", {"note"}},
      {"Not all dots are given.", {"note"}},
      {"All possible dots are given.", {"all difference", "all ratio"}},
      {"All possible black dots are given.", {"all ratio"}},
      {"Cells separated by an X sum to 10.", {"xv"}},
      {"Cells separated by a V sum to 5.", {"xv"}},
      {"An X joins two cells which sum to 10.", {"xv"}},
      {"Not all X's and V's are given.", {"note"}},
      {"All possible X's and V's are given.", {"all xv"}},
      {"All Xs and Vs are given.", {"all xv"}},
  });
  const auto xv = read_rules_text("Cells separated by an X sum to 10. Cells separated by a V sum to 5.");
  REQUIRE(xv.size() == 2);
  CHECK(words(xv[0].states) == States{"xv"});
  CHECK(words(xv[1].states) == States{"xv"});
}

TEST_CASE("rules text: XVXV, each mark's sum or 15") {
  check_cases({
      {"XVXV: Cells connected by a V sum to either 5 or 15; cells connected by a X sum to either 10 or 15.",
       {"xvxv"}},
      {"Digits connected by a V sum to 5 or 15.", {"xvxv"}},
      {"XVXV: an X joins two digits summing to 10 or 15, and a V two digits summing to 5 or 15.", {"xvxv"}},
      {"Cells separated by an X sum to 10 or 15.", {"xvxv"}},
      {"XVXV sudoku rules apply.", {"xvxv", "sudoku"}},
  });
  for (const char* refused : {
           "Cells separated by an X sum to 10 or 15; cells separated by a V sum to 5.",  // the V's no 15: XV's half
           "Cells separated by an X sum to 10, a V to 5 or 15.",                       // one 15 for two marks
           "Cells separated by a V sum to 10 or 15.",                                  // the X's sum on a V
           "Cells separated by an X sum to 10 or 16.",                                 // another number
           "Cells separated by an X do not sum to 10 or 15.",                          // a negation
           "Cells separated by an X sum to 15 or 10 and more.",
           "XVXV: cells connected by an X sum to 10.",  // the heading's kind, stated as XV's
       })
    CHECK(states(refused) != States{"xvxv"});
  CHECK(states("Cells separated by an X sum to 10, a V to 5 or 15.").empty());
  CHECK(states("Cells separated by a V sum to 10 or 15.").empty());
  CHECK(states("XVXV: cells connected by an X sum to 10.").empty());
}

TEST_CASE("rules text: Dutch flatmates, by name or stated for 9x9") {
  check_cases({
      {"Dutch flatmates.", {"dutchflatmates"}},
      {"Dutch Flatmates sudoku rules apply.", {"dutchflatmates", "sudoku"}},
      {"Every 5 must have a 1 directly above it or a 9 directly below it (or both).", {"dutchflatmates"}, 9},
      {"All 5's in the grid must have a 1 directly above it or a 9 directly below it.", {"dutchflatmates"}, 9},
      {"Dutch flatmates: each 5 has either a 1 immediately above it or a 9 immediately below it, or both.",
       {"dutchflatmates"}, 9},
      {"Every 5 must have a 1 directly above it and a 9 directly below it.", {}},  // both needed: another rule
      {"Every 5 must have a 1 directly below it or a 9 directly above it.", {}},   // turned over
      {"Every 4 must have a 1 directly above it or a 9 directly below it.", {}},
      {"Every 5 must have a 1 directly above it or a 9 directly below it, but not both.", {}},
  });
}

TEST_CASE("rules text: parity, clues outside the grid") {
  check_cases({
      {"A cell with a grey circle must contain an odd digit.", {"odd"}},
      {"A cell with a grey square must contain an even digit.", {"even"}},
      {"Circles mark odd digits; squares mark even digits.", {"odd", "even"}},
      {"Clues outside the grid give the sum of the digits along the indicated diagonal.", {"littlekillersum"}},
      {"Clues outside the grid show the sum of the indicated diagonal, which may include repeats.",
       {"littlekillersum"}},
      {"Digits along an indicated diagonal sum to the given total.", {"littlekillersum"}},
      {"Digits may repeat along a diagonal.", {"note"}},
      {"Clues outside the grid give the sum of the digits sandwiched between the 1 and the 9 in that row or "
       "column.",
       {"sandwichsum"}, 9},
      {"A clue outside the grid shows the sum of the first X digits along that row/column, where X is the "
       "first digit.",
       {"xsum"}},
  });
  const auto lk = read_rules_text("Digits along an indicated diagonal sum to the given total. Digits may "
                                  "repeat along a diagonal.");
  REQUIRE(lk.size() == 2);
  CHECK(words(lk[0].states) == States{"littlekillersum"});
  CHECK(words(lk[1].states) == States{"note"});
}

TEST_CASE("rules text: lines") {
  check_cases({
      {"Grey lines are palindromes: they read the same in both directions.", {"palindrome"}},
      {"Grey lines are palindromes, reading the same each way.", {"palindrome"}},
      {"Purple lines contain a set of non-repeating consecutive digits in any order.", {"renban"}},
      {"Each pink line contains a sequence of non-repeating consecutive digits, which can be in any order.",
       {"renban"}},
      {"Adjacent digits along green lines differ by at least 5.", {"whispers"}, 5},
      {"Adjacent digits on a grey line must differ by at least 4.", {"whispers"}, 4},
      {"Adjacent digits on a green line must have a difference of 5 or more.", {"whispers"}, 5},
      {"Two cells connected by a line must have a difference of five or more between their digits.", {"whispers"}, 5},
      {"Two cells connected by a line must have a difference of five or less between their digits.", {}},
      // a name with its own number, and another number stated: contradictory, refused
      {"Digits on a German whispers line differ by at least 5.", {"whispers"}, 5},
      {"Digits on a German whispers line differ by at least 4.", {}},
      {"Grey lines are Dutch whispers: adjacent digits differ by at least 5.", {}},
      {"German whispers: adjacent digits differ by at least 4.", {}},
      {"Green lines are German whispers lines: adjacent digits differ by at least 5.", {"whispers"}, 5},
      {"Green lines are German whispers.", {"whispers"}, 5},
      {"Orange lines are Dutch whispers.", {"whispers"}, 4},
      {"Digits on a line between two circles must be strictly between the digits in the circles.",
       {"betweenline"}},
      {"Digits on a blue line have an equal sum in each box it passes through.", {"regionsumline"}},
      {"For each line, digits have an equal sum within each box it passes through.", {"regionsumline"}},
      {"Any three consecutive cells along an orange line contain one low (1-3), one middle (4-6) and one "
       "high (7-9) digit.",
       {"entropicline"}},
      {"Digits may repeat on whispers lines.", {"note"}},
      {"Digits may repeat on lines if allowed by other rules.", {"note"}},
  });
}

TEST_CASE("rules text: global rules") {
  check_cases({
      {"Cells a knight's move apart cannot contain the same digit.", {"antiknight"}},
      {"Identical digits cannot be a king's move apart.", {"antiking"}},
      {"Anti-knight rules apply.", {"antiknight"}},
      {"Cells separated by a knight's move (in chess) cannot contain the same digit.", {"antiknight"}},
      {"Digits cannot be a knight's move or a king's move apart.", {"antiknight", "antiking"}},
      {"Normal sudoku rules apply, and identical digits cannot be a knight's move apart.",
       {"sudoku", "antiknight"}},
      {"Orthogonally adjacent cells cannot contain consecutive digits.", {"nonconsecutive"}},
      {"Digits cannot repeat on the marked diagonals.", {"diagonal"}},
      {"Digits may not repeat along either of the main diagonals (marked in blue).", {"diagonal"}},
      {"Both main diagonals contain 1-9 as well.", {"diagonal"}},
      {"Each main diagonal (marked in blue) cannot contain a repeated digit.", {"diagonal"}},
  });
}

TEST_CASE("rules text: notes") {
  for (const char* text : {"Good luck!", "Enjoy!", "Have fun.", "The puzzle has a unique solution.",
                           "Not all dots are given.", "(Not all dots are given.)", "Not all X's are given.",
                           "Digits may repeat along an arrow.", "Digits may repeat on palindromes.",
                           "Digits may repeat on between lines.", "Digits may repeat on region sum lines.",
                           "Digits can repeat along such a diagonal if allowed by other rules."}) {
    INFO(text);
    CHECK(states(text) == States{"note"});
  }
}

TEST_CASE("rules text: refusals") {
  for (const char* text : {
           "Digits may repeat on renban lines.",
           "Digits may repeat in extra regions.",
           "Digits may repeat on lines.",  // which lines? only with "if allowed by other rules"
           "Digits in cages must multiply to the clue plus one in the top left corner of the cage.",
           "The clue in a cage is the product of its digits and their sum.",
           "Digits in cages must sum to a multiple of the clue.",
           "Normal sudoku rules do not apply.",
           "Normal sudoku rules apply, except in the shaded cells.",
           "Digits along thermometers increase from the bulb end, and cells on a thermometer are odd.",
           "Digits along thermometers increase from the bulb end, and thermometers may branch.",
           "Along thermometers, digits increase from the bulb to the tip, but where the tips are must be "
           "determined.",
           "Chinese whispers: adjacent digits differ by at least 5.",
           "Cells in a lockout line's circles differ by at least 4.",
           "Shaded cells form a yin-yang.",
           "Adjacent digits along orange lines must have a difference of 3 or less.",
           "Digits cannot repeat in the marked regions, and they sum to 20.",
           "These digits may repeat if allowed by other rules.",
           "Cells separated by an X sum to 5.",
           "A digit in a white circle may not appear in the four cells surrounding that circle.",
           "Adjacent digits on a green line must differ by at most 5.",
           "Digits along an arrow sum to the digit in its circle, digits may repeat in renban lines.",
       }) {
    INFO(text);
    CHECK(states(text).empty());
  }
}

TEST_CASE("rules text: sentences, offsets and normalisation") {
  SECTION("empty texts give no sentences") {
    CHECK(read_rules_text("").empty());
    CHECK(read_rules_text("  \r\n\n  ").empty());
    CHECK(read_rules_text("...").empty());
  }
  SECTION("offsets point at each sentence") {
    const std::string text = "Normal sudoku rules apply. Good luck!  Have fun?\nEnjoy";
    const auto s = read_rules_text(text);
    REQUIRE(s.size() == 4);
    const std::vector<std::string> want = {"Normal sudoku rules apply.", "Good luck!", "Have fun?", "Enjoy"};
    for (std::size_t i = 0; i < s.size(); ++i) {
      CHECK(s[i].text == want[i]);
      CHECK(text.compare(s[i].offset, want[i].size(), want[i]) == 0);
      CHECK(words(s[i].states) == States{i == 0 ? "sudoku" : "note"});
    }
  }
  SECTION("a title before a name ends no sentence") {
    const auto s = read_rules_text("Every morning old Mrs. Hummel bakes bread. Dr. Who and Mr. Smith help. Nobody asks mrs.");
    REQUIRE(s.size() == 3);
    CHECK(s[0].text == "Every morning old Mrs. Hummel bakes bread.");
    CHECK(s[1].text == "Dr. Who and Mr. Smith help.");
    CHECK(s[2].text == "Nobody asks mrs.");
    // a word that only ends in the letters ("hmrs.") is no title
    CHECK(read_rules_text("It is HMRS. Then it ends.").size() == 2);
  }
  SECTION("Windows line breaks and bullets") {
    const std::string text = "Rules:\r\n- Normal sudoku rules apply\r\n\u2022 Cells separated by a white dot "
                             "contain consecutive digits.\u2022 Good luck\r\n1) Enjoy!\r\n2. Have fun.\r\n"
                             "* Not all dots are given.";
    const auto s = read_rules_text(text);
    REQUIRE(s.size() == 7);
    CHECK(words(s[0].states) == States{"note"});  // "Rules:" on a line of its own: a heading
    CHECK(s[1].text == "Normal sudoku rules apply");
    CHECK(words(s[1].states) == States{"sudoku"});
    CHECK(words(s[2].states) == States{"difference"});
    CHECK(s[2].colours == States{"white"});
    CHECK(s[3].text == "Good luck");
    CHECK(s[4].text == "Enjoy!");
    CHECK(s[5].text == "Have fun.");
    CHECK(s[6].text == "Not all dots are given.");
    CHECK(words(s[6].states) == States{"note"});
    for (const auto& sentence : s) CHECK(text.compare(sentence.offset, sentence.text.size(), sentence.text) == 0);
  }
  SECTION("typographic quotes, dashes and spaces") {
    CHECK(states("Cells a knight\u2019s move apart cannot contain the same digit.") == States{"antiknight"});
    CHECK(states("Fill each row, column and box with the digits 1\u20139.") == States{"sudoku"});
    CHECK(states("  NORMAL   Sudoku\u00a0rules   apply!!") == States{"sudoku"});
    CHECK(states("Clues outside the grid give the sum of the digits \u201csandwiched\u201d between the 1 and "
                 "the 9 in that row or column.") == States{"sandwichsum"});
  }
  SECTION("abbreviations and list numbers do not end a sentence") {
    CHECK(read_rules_text("Digits along the grey line form a palindrome, i.e. they read the same forwards "
                          "and backwards.")
              .size() == 1);
    CHECK(read_rules_text("1. Normal sudoku rules apply.").size() == 1);
    // a stop with no space after a word, before a capitalised one, ends the sentence; not after
    // an abbreviation, a figure or a short word
    CHECK(read_rules_text("Normal sudoku rules apply.Good luck").size() == 2);
    CHECK(read_rules_text("Shaded cells, e.g.R1C1, are odd.").size() == 1);
    CHECK(read_rules_text("Cages sum to 1.5 times the clue.Cells are odd.").size() == 2);
    CHECK(read_rules_text("Cages sum to r1c1.Cells are odd.").size() == 1);
  }
  SECTION("colours") {
    CHECK(one("Grey lines are palindromes.").colours == States{"grey"});
    CHECK(one("Gray lines are palindromes.").colours == States{"grey"});
    CHECK(one("Light blue lines are palindromes.").colours == States{"light blue"});
    CHECK(one("Digits may not repeat along either of the main diagonals (marked in blue).").colours ==
          States{"blue"});
    CHECK(one("Purple or pink lines are mysterious.").colours == States{"purple", "pink"});
  }
  SECTION("numbers that disagree refuse the sentence") {
    CHECK(states("Adjacent digits on green lines differ by at least 5; adjacent digits on grey lines differ "
                 "by at least 4.")
              .empty());
  }
  SECTION("malformed UTF-8 and long sentences do not throw") {
    CHECK(read_rules_text("\xff\xfe Normal sudoku rules apply \xe2\x80").size() == 1);
    CHECK(states(std::string(5000, 'a')).empty());
  }
}

TEST_CASE("rules text: variants named for their usual rules, alone or in a list") {
  check_cases({
      {"Normal Sudoku, Killer Cages, Little Killer, Odd, Even.", {"sudoku", "killercage", "littlekillersum", "odd", "even"}},
      {"Normal thermo rules apply.", {"thermometer"}},
      {"Sudoku X rules apply.", {"diagonal", "sudoku"}},
      {"Kropki rules apply.", {"difference", "ratio"}},
      {"Normal X/V rules apply (no negative constraint).", {"xv"}},
      {"Normal min/max apply.", {"minimum", "maximum"}},
      {"Standard anti-knight and anti-king rules apply.", {"antiknight", "antiking"}},
      {"Normal arrow sudoku rules apply.", {"arrow", "sudoku"}},
      {"German whispers.", {"whispers"}, 5},
      {"Normal sudoku, dutch whispers.", {"sudoku", "whispers"}, 4},
  });
  // Named with something else, or with a change of the usual rule: not understood.
  for (const char* text : {"Killer cages: digits may repeat.", "Normal killer rules apply except digits may repeat.",
                           "Normal clone rules apply (cages of the same color are identical).",
                           "Normal sudoku, killer cages and fog of war.", "Normal rules apply.",
                           "Normal sudoku, chaos construction and fog of war."}) {
    INFO(text);
    CHECK(states(text).empty());
  }
}

TEST_CASE("rules text: two parts each understood, at ' and ' or after a heading") {
  check_cases({
      {"Normal Sudoku rules and both main diagonals contain 1-9 as well.", {"sudoku", "diagonal"}},
      {"Fill each row, 3x3 box, and column with 1-9.", {"sudoku"}, 9},
      {"Default sudoku rules apply: In every row, column and box, all digits from 1 to 6 have to appear exactly once.",
       {"sudoku"}, 6},
      {"Standard V: Digits separated by a V sum to 5.", {"xv"}},
      {"Killer sudoku rules apply: Digits in a cage have to sum up to the number in the top left corner of the cage "
       "(when given).",
       {"killercage", "sudoku", "cage sum"}},
      {"Black dots indicate a ratio of 1:2 in the connected cells.", {"ratio"}},
      {"white = consecutive", {"difference"}},
      {"black = 1:2 ratio", {"ratio"}},
  });
  // a heading naming another kind than its statement's; a statement not understood
  for (const char* text : {"Thermometers: digits may repeat in cages.", "Arrows: digits separated by a V sum to 5.",
                           "Digits along thermometers increase from the bulb end and digits in cages may wander.",
                           "Kropki rules apply: white dots are magic."}) {
    INFO(text);
    CHECK(states(text).empty());
  }
}

// rule_not_read of a rules text
static std::optional<UnreadRule> unread(const std::string& rules, const std::vector<Constraint>& constraints) {
  return rule_not_read(read_rules_text(rules), constraints);
}

TEST_CASE("rule_not_read: a kind the text states and the puzzle lacks") {
  const std::string killer = "Normal sudoku rules apply. Digits in a cage do not repeat and sum to the cage's clue, if it has one.";
  const auto missing = unread(killer, {});
  REQUIRE(missing);
  CHECK(missing->kind == Kind::Killer);
  CHECK(missing->sentence == "Digits in a cage do not repeat and sum to the cage's clue, if it has one.");
  CHECK_FALSE(unread(killer, {rule::Killer{{0, 1}, 3}}));
  // a cage sum alone needs killer cages too; "digits do not repeat in a cage" alone does not
  CHECK(unread("Digits in a cage sum to the cage's clue.", {})->kind == Kind::Killer);
  CHECK_FALSE(unread("Digits do not repeat in a cage.", {}));
  // a cage sum with digits free to repeat: sum cages must be read
  const std::string sums = "Digits in a cage sum to the cage's clue. Digits may repeat in cages.";
  CHECK(unread(sums, {rule::Killer{{0, 1}, 3}})->kind == Kind::SumCage);
  CHECK_FALSE(unread(sums, {rule::SumCage{{0, 1}, 3}}));
  // kinds named together need one of the two
  const std::string white = "Cells separated by a white dot contain consecutive digits.";
  CHECK(unread(white, {})->kind == Kind::Difference);
  CHECK_FALSE(unread(white, {rule::Ratio{0, 1, 2}}));
  CHECK_FALSE(unread(white + " All possible white dots are given.", {rule::NonConsecutive{}}));
  CHECK(unread("Digits along a thermometer strictly increase from the bulb.", {rule::Arrow{{0}, {1}}})->kind ==
        Kind::Thermometer);
  // notes, sudoku and sentences not understood state no kind
  CHECK_FALSE(unread("Normal sudoku rules apply. Good luck! Digits in purple circles are special.", {}));
}

TEST_CASE("facts: normal sudoku rules and killer cages in words of the setter's own order") {
  check_cases({
      {"Fill the grid with the digits 1-4 so that no digit repeats in a row, column, or box.", {"sudoku"}, 4},
      {"Place digits from 1-9 in every cell without repeating in a row, column, or 3x3 box.", {"sudoku"}, 9},
      {"ie place the digits 1-6 once each into each row, column and 2x3 region.", {"sudoku"}, 6},
      {"The digits 1 through 9 appear in every row, column, and box.", {"sudoku"}, 9},
      {"Digits cannot repeat in any row, column or region.", {"sudoku"}},
      {"Digits in a cage may not repeat and must sum to the given total.", {"killercage"}},
      {"Digits in cages must sum to the number in the top-left corner and cannot repeat.", {"killercage"}},
      {"Digits in a cage sum to the number in the top left corner of the cage, if given.", {"cage sum"}},
      {"Digits cannot repeat within a cage.", {"cage distinct"}},
      // a heading before the rule, cut at ": " or " - "
      {"Sudoku - Place digits from 1-9 in every cell without repeating in a row, column, or 3x3 box.", {"sudoku"}, 9},
      {"Killer cages - Digits in a cage cannot repeat and sum to the clue in the upper left corner of the cage.",
       {"killercage"}},
  });
  // a word outside the rule's words, a missing house, a "repeat" not denied or a denial of
  // something else: not understood
  for (const char* text : {"Digits may repeat in rows, columns and boxes.",
                           "Each row, column and box contains the digits 1-9 once, except the shaded box.",
                           "Digits repeat in every row, column and box.",
                           "Digits appear in every row, column and box.",
                           "Digits 1-9 appear twice in every row, column and box.",
                           "Digits in a cage do not sum to the clue.",
                           "Digits in cages sum to twice the clue.",
                           "Digits in a cage sum to at most the clue.",
                           "Digits in cages multiply to the sum of the clue.",
                           "Digits in a cage are equal.",
                           "No digit repeats in a row, column or box, and digits in odd cages sum to the clue."}) {
    INFO(text);
    CHECK(states(text).empty());
  }
  // a missing house: rows and columns only, no sudoku (a Latin square where no regions are drawn)
  CHECK(states("Place the digits 1-9 once in every row and column.") == States{"rows columns"});
}

TEST_CASE("facts: thermometers, arrows, little killers and renban in words of the setter's own order") {
  check_cases({
      {"Digits on a thermometer increase from bulb to tip.", {"thermometer"}},
      {"Digits along a gray thermometer line increase moving away from the bulb.", {"thermometer"}},
      {"Digits along a thermometer must increase or stay the same from the bulb to the end.", {"slowthermometer"}},
      {"Digits along an arrow sum to the digit in the connected circled cell.", {"arrow"}},
      {"Digits along an arrow sum to the digit in the corresponding circle.", {"arrow"}},
      {"Values outside the grid give the sum along the indicated diagonal.", {"littlekillersum"}},
      {"Digits along the diagonal indicated by an arrow sum to the number by the arrow.", {"littlekillersum"}},
      {"Digits on pink ('renban') lines must form a set of consecutive, non-repeating digits.", {"renban"}},
      {"Thermometers - Digits along a gray thermometer line increase moving away from the bulb.", {"thermometer"}},
      {"Digits separated by a black dot must have a ratio of 2:1 (i.e. one must be double the other).", {"ratio"}},
      {"Cells joined by a black dot contain digits where one is double the other.", {"ratio"}},
      {"Adjacent digits along green lines must differ by at least 5.", {"whispers"}, 5},
      {"Adjacent digits on a green line differ by at least 4.", {"whispers"}, 4},
      {"The sum of the digits on a blue line within a particular region must be the same for all of the regions "
       "the line passes through.",
       {"regionsumline"}},
      {"Digits on a line have an equal sum in each 3x3 box the line passes through.", {"regionsumline"}},
  });
  for (const char* text : {"Digits on a thermometer increase from the tip to the bulb.",
                           "Digits on a thermometer decrease from the bulb.",
                           "Digits on a thermometer increase.",
                           "Digits on thermometers strictly increase or stay the same from the bulb.",
                           "Digits on thermometers do not increase from the bulb.",
                           "Digits along an arrow sum to twice the digit in the circle.",
                           "Digits along an arrow do not sum to the digit in the circle.",
                           "Digits along an arrow sum to the digit at its tip.",
                           "Values outside the grid give the sum of the first X digits along the diagonal.",
                           "Values outside the grid give the product along the indicated diagonal.",
                           "Digits on lines cannot be consecutive.",
                           "Digits on renban lines are consecutive and may repeat.",
                           "Digits on renban lines form a set of consecutive digits.",
                           "Digits separated by a black dot have a ratio of 3:1.",
                           "Digits separated by a black dot must not have a ratio of 2:1.",
                           "Digits separated by a white dot must have a ratio of 2:1.",
                           "Digits separated by a black dot have a ratio of 2:1 or sum to 10.",
                           "Adjacent digits along green lines differ by at most 5.",
                           "Adjacent digits along green lines differ by at least 5 or 6.",
                           "Adjacent digits along green lines differ.",
                           "Adjacent digits along green lines do not differ by at least 5.",
                           "The sum of the digits on a blue line is the same in every row.",
                           "The sum of digits on a line is different in each region.",
                           "The product of digits on a line is the same in each region."}) {
    INFO(text);
    CHECK(states(text).empty());
  }
}

TEST_CASE("facts: each rule reworded as no puzzle of the corpus words it, and a modifier refuses it") {
  check_cases({
      {"Every row, column and 3x3 box must contain each digit from 1 to 9 exactly once.", {"sudoku"}, 9},
      {"Digits may not be repeated in any row, column or box.", {"sudoku"}},
      {"Each cage's digits add up to the total shown and no digit is repeated within a cage.", {"killercage"}},
      {"Along each thermometer, digits must strictly increase from the bulb end.", {"thermometer"}},
      {"Digits on thermometers increase as you move away from the bulb.", {"thermometer"}},
      {"Digits along each arrow sum to the digit in the circle at its base.", {"arrow"}},
      {"Clues outside the grid give the sum of the digits along the diagonal in the direction of the arrow.",
       {"littlekillersum"}},
      {"Each pink line contains a set of distinct consecutive digits in any order.", {"renban"}},
      {"Cells joined by a black dot contain digits where one is twice the other.", {"ratio"}},
      {"Any two adjacent digits on a green line must have a difference of at least 5.", {"whispers"}, 5},
      {"Each blue line has the same sum in every box it passes through.", {"regionsumline"}},
  });
  for (const char* text : {"Every row, column and box contains each digit once unless the cell is shaded.",
                           "Digits in a cage sum to the clue except in grey cages.",
                           "Digits on thermometers increase from the bulb unless shaded.",
                           "Digits along an arrow sum to the digit in the circle except on red arrows.",
                           "Clues outside the grid give the sum along the diagonal, ignoring shaded cells.",
                           "Each pink line contains a set of distinct consecutive digits, except the longest one.",
                           "Cells joined by a black dot contain digits where one is usually twice the other.",
                           "Adjacent digits on a green line differ by at least 5, unless they are both odd.",
                           "Each blue line has the same sum in every box it passes through, apart from the first."}) {
    INFO(text);
    CHECK(states(text).empty());
  }
}

TEST_CASE("facts: the table's rules reworded, each refused with a modifier or another number") {
  check_cases({
      {"Two cells joined by a white circle hold consecutive digits.", {"difference"}},
      {"A white dot between two cells shows digits that differ by 1.", {"difference"}},
      {"Any black circle joins two digits where one is double the other.", {"ratio"}},
      {"Cells separated by a black dot are in the ratio 1 to 2.", {"ratio"}},
      {"Digits joined by a V add up to 5 and digits joined by an X add up to 10.", {"xv"}},
      {"An X or a V between two cells means their sum is 10 or 5 respectively.", {"xv"}},
      {"An X or a V between two cells means their sum is 5 or 10 respectively.", {}},  // the marks' sums swapped
      {"Grey circles hold odd digits.", {"odd"}},
      {"A cell with a grey square holds an even number.", {"even"}},
      {"Grey circles not attached to lines hold odd digits.", {"odd"}},
      {"The two marked diagonals may not contain a repeated digit.", {"diagonal"}},
      {"Each main diagonal must include the digits 1 to 9 once.", {"diagonal"}, 9},
      {"Cells a knight's move away from each other may not hold the same digit.", {"antiknight"}},
      {"Identical digits may not touch diagonally.", {"antiking"}},
      {"Identical digits cannot be a king's or a knight's move apart.", {"antiknight", "antiking"}},
      {"Orthogonally neighbouring cells may not contain consecutive digits.", {"nonconsecutive"}},
      {"No digit may appear twice in the same relative position within the boxes.", {"disjointgroups"}},
      {"Digits on a line must lie strictly between the digits in the circles at its ends.", {"betweenline"}},
      {"Every digit on a line is strictly between the two circled digits at its ends.", {"betweenline"}},
      {"Each grey line reads the same forwards and backwards.", {"palindrome"}},
      {"Digits along a pink line alternate between odd and even.", {"parityline"}},
      {"Numbers outside the grid give the sum of the digits between the 1 and the 6 in that row or column.",
       {"sandwichsum"}, 6},
      {"Outside clues show how many skyscrapers are visible from that direction.", {"skyscraper"}},
      {"A clue outside the grid gives the sum of the first X cells in that row, where X is the first digit.",
       {"xsum"}},
      {"Each shaded extra region contains the digits 1 to 9 once.", {"extraregion"}, 9},
      {"A digit in a grey cell is larger than each of its orthogonal neighbours.", {"maximum"}},
      {"Digits in a circle appear at least once in the four surrounding cells.", {"quadruple"}},
      {"The grey shapes are clones of each other.", {"clone"}},
      {"Two-digit numbers in pills read left to right or top to bottom.", {"arrow"}},
      {"Digits along an arrow sum to the number in its pill, read from top to bottom.", {"arrow"}},
      {"Not all white dots and Xs are necessarily given.", {"note"}},
      {"Digits may repeat on arrows.", {"note"}},
      {"Digits on a black dot are in a 1:2 ratio, digits on a white dot are consecutive.", {"ratio", "difference"}},
      {"Normal sudoku rules apply, and identical digits cannot be a knight's move apart.", {"sudoku", "antiknight"}},
  });
  for (const char* text : {"Two cells joined by a white circle hold consecutive digits unless shaded.",
                           "A white dot between two cells shows digits that differ by 2.",
                           "Any black circle joins two digits where one is triple the other.",
                           "Digits joined by a V add up to 10 and digits joined by an X add up to 5.",
                           "Digits joined by an X add up to 10 and digits joined by a V add up to 6.",
                           "Grey circles hold even digits.",
                           "Grey squares hold odd digits.",
                           "Grey circles on lines hold odd digits.",
                           "The two marked diagonals may contain a repeated digit.",
                           "Cells a knight's move away from each other must hold the same digit.",
                           "Cells a camel's move away from each other may not hold the same digit.",
                           "Identical digits may touch diagonally.",
                           "Orthogonally neighbouring cells must contain consecutive digits.",
                           "Diagonally neighbouring cells may not contain consecutive digits.",
                           "Digits on a line are never between the digits in the circles at its ends.",
                           "Each grey line reads the same forwards and backwards except its middle.",
                           "Digits along a pink line never alternate between odd and even.",
                           "Numbers outside the grid give the sum of the digits between the 2 and the 8 in that row.",
                           "Outside clues show how many skyscrapers are hidden from that direction.",
                           "A clue outside the grid gives the sum of the last X cells in that row, where X is the first digit.",
                           "Each shaded extra region may contain repeated digits.",
                           "A digit in a grey cell is larger than each of its diagonal neighbours.",
                           "Digits in a circle appear at most once in the four surrounding cells.",
                           "Digits in a circle never appear in the four surrounding cells.",
                           "Two-digit numbers in pills read right to left.",
                           "Digits along an arrow sum to the number in its pill, read from bottom to top.",
                           "All white dots and Xs are given, except in box 5.",  // an exception
                           "Digits may repeat in cages unless shaded.",
                           "Digits on renban lines form a set of consecutive digits.",
                           "Digits on a black dot are in a 1:2 ratio, digits on a white dot are almost consecutive."}) {
    INFO(text);
    CHECK(states(text).empty());
  }
}

TEST_CASE("rules text: asides in brackets, comma splices, named lines, indexers and notes") {
  check_cases({
      {"X joins two cells that sum to 10 (not all X's are given).", {"xv", "note"}},
      {"No two cells in the same position relative to their box (eg r1c1 and r4c4) may contain the same digit.",
       {"disjointgroups"}},
      {"Identical digits cannot be within a king's move of each other (i.e. cannot touch diagonally).", {"antiking"}},
      {"Normal sudoku rules apply, along thermometers, digits increase from the bulb.", {"sudoku", "thermometer"}},
      {"The green lines are 'renban' lines.", {"renban"}},
      {"The light blue lines are palindromes.", {"palindrome"}},
      {"Digits in column 1 indicate the column in which the digit 1 appears in that row.", {"columnindexer"}},
      {"Digits in row 5 indicate the row in which the digit 5 appears in that column.", {"rowindexer"}},
      {"This puzzle has a computer-verified unique solution.", {"note"}},
      {"The text in row 5 is just decorative.", {"note"}},
      {"Each digit occupies each possible position in a 3x3 box once.", {"disjointgroups"}},
      {"Cages cannot include repeat digits, and show their sums.", {"killercage"}},
      // how cages are drawn: dashed or dotted (2026-12-01)
      {"Digits in the dashed cages sum to the number in the top-left corner of the cage.", {"cage sum"}},
      {"Dashed outlines are killer cages.", {"killercage"}},
      {"Dotted cages are killer cages.", {"killercage"}},
      {"Dashed outlines are cages.", {"note"}},
      {"Killer cages: dashed outlines are cages; the digits in a cage sum to the small clue and may not repeat.",
       {"killercage", "note"}},
      {"Killer cages: dashed outlines are cages.", {"killercage", "note"}},
      // cages whose digits may repeat "if sudoku rules allow", named so in a heading; a sign
      // called an arrowhead or a chevron; a sequence line's step "at each step" (2026-12-01)
      {"Digits may repeat within a cage if sudoku rules allow.", {"cage repeat"}},
      {"Killer cages with repeats: digits in a cage sum to its clue, and digits may repeat within a cage if sudoku "
       "rules allow.",
       {"sumcage", "cage sum", "cage repeat"}},
      {"Killer cages with repeats: digits in a cage sum to its clue.", {"sumcage", "cage sum"}},
      {"Inequality signs: the arrowhead between two cells points to the smaller digit.", {"greaterthan"}},
      {"Inequalities: chevrons between cells point to the lower digit.", {"greaterthan"}},
      {"Sequence lines: digits along a line form an arithmetic sequence; that is, they increase or decrease by the "
       "same amount at each step.",
       {"sequenceline"}},
      {"Digits along a line increase or decrease by the same amount at each step.", {"sequenceline"}},
      // a rule and the claim that all its marks are given in one sentence: both read (the rule's
      // facts alone read the whole sentence before, losing the negative constraint)
      {"Cells separated by a white dot are consecutive; all dots are given.", {"difference", "all difference", "all ratio"}},
      {"Digits separated by a white dot are consecutive, and all dots are given.",
       {"difference", "all difference", "all ratio"}},
      {"Cells with a white dot between them are consecutive; all such pairs are marked.", {"difference", "all difference"}},
      {"Digits separated by an X sum to 10, and all possible Xs are given.", {"xv", "negativesum"}, 10},
      {"Cells separated by a white dot are consecutive; not all dots are given.", {"difference", "note"}},
      {"All cells separated by a white dot are consecutive.", {"difference"}},
      // the grid's size said with the normal rules, checked against the digits
      {"Standard 9x9 sudoku rules.", {"sudoku"}, 9},
      {"Normal 6x6 sudoku.", {"sudoku"}, 6},
      {"Each row, column and 2x2 box of this 4x4 grid contains the digits 1 to 4 exactly once.", {"sudoku"}, 4},
      {"Each row, column and box of this 6x6 grid contains each digit once.", {"sudoku"}, 6},
      {"You must place the digits 1-9 once each along both main diagonals.", {"diagonal"}, 9},
      // the third batch of set 8 (2026-12-01)
      {"Each line can be divided into non-overlapping segments whose digits sum to 10.", {"segmentsumline"}, 10},
      {"The same digit cannot appear in two cells that touch at a corner.", {"antiking"}},
      {"Digits on a line that connects two circles are strictly greater than the smaller circle digit and strictly "
       "less than the larger circle digit.",
       {"betweenline"}},
      {"Digits on a line between two circles are greater than the smaller circled digit and less than the larger "
       "circled digit.",
       {"betweenline"}},
      {"Cells of the same shape and colour hold identical digits in corresponding positions.", {"clone"}},
      {"Kropki: a white dot marks two digits that differ by one; a black dot marks two digits where one is twice the "
       "other.",
       {"difference", "ratio"}},
      {"If there is no X between two cells, their digits do not sum to 10.", {"negativesum"}, 10},
      {"A digit in a circle must appear in at least one of the cells the circle touches.", {"quadruple"}},
      {"Quadruple: digits in a white circle over the corner of four cells must appear in at least one of those cells.",
       {"quadruple"}},
      {"Entropy: every three consecutive cells on a line must include one low digit (1-3), one middle digit (4-6) and "
       "one high digit (7-9).",
       {"entropicline"}},
      {"Non-consecutive: cells sharing an edge may not contain consecutive digits.", {"nonconsecutive"}},
      {"A number outside the grid is the sum of the first N digits in the row or column, counted from that side, where "
       "N is the first digit from that side.",
       {"xsum"}},
      {"Odd/even: a grey circle must contain an odd digit and a grey square an even digit.", {"odd", "even"}},
      {"Modular line: in every three consecutive cells on a line, the digits leave the remainders 0, 1 and 2 when "
       "divided by 3.",
       {"modularline"}},
      {"Cells separated by a white dot differ by exactly one.", {"difference"}},
      {"Non-consecutive: no two orthogonally adjacent cells contain consecutive digits.", {"nonconsecutive"}},
      {"Digits on a yellow line cannot repeat and cannot be consecutive.", {"nabner"}},
      {"Digits on a purple line are a set of consecutive digits in some order.", {"renban"}},
      {"Lockout lines: the diamonds at the ends differ by at least 4, and digits on the line cannot lie between or be "
       "equal to them.",
       {"lockoutline"}, 4},
      {"Product lines: digits along a purple line multiply to 400.", {"line product"}, 400},
      {"Renban: digits on a purple line are consecutive, not necessarily in order.", {"renban"}},
      {"Consecutive digits cannot be (orthogonal) neighbours.", {"nonconsecutive"}},
      {"Each purple line cannot contain a repeated digit; nor can it contain any consecutive digits.", {"nabner"}},
      {"Skyscrapers: a clue outside the grid indicates how many digits can be seen from that side, where higher digits "
       "block lower ones.",
       {"skyscraper"}},
      {"Adjacent cells without an X cannot sum to 10 and adjacent cells without a V cannot sum to 5.", {"all xv"}},
      {"Cells separated by a white dot are one apart.", {"difference"}},
      {"The clues outside the grid are X-sums: each gives the sum of the first x digits from that side, where x is the "
       "nearest digit.",
       {"xsum"}},
  });
  using V = std::vector<States>;
  // a zipper line's middle cell, "if the line has odd length" (2026-12-01)
  CHECK(states_of("Zipper lines: on each purple line, pairs of digits equally far from the centre have the same sum. "
                  "If the line has odd length, that sum is the digit in the middle.") == V{{"zipperline"}, {"note"}});
  CHECK(states_of("Zipper lines: on each purple line, pairs of digits equally far from the centre have the same sum. "
                  "If the line has even length, that sum is the digit in the middle.") == V{{"zipperline"}, {}});
  for (const char* text : {"X joins two cells that sum to 10 (unless shaded).",
                           "X joins two cells that sum to 10 (all X's are given, except in box 5).",
                           "Normal sudoku rules apply, along thermometers, digits usually increase from the bulb.",
                           "The cages are renban lines.",
                           "The green lines are renban lines or palindromes, you decide.",
                           "Digits in column 2 indicate the column in which the digit 1 appears in that row.",
                           "Digits in column 1 indicate the row in which the digit 1 appears in that row.",
                           "The cage in row 5 is just decorative, except for its sum.",
                           "Dashed outlines are thermometers.", "Thermometers: dashed outlines are cages.",
                           "Killer cages: the cages are arrows.", "Dashed outlines are not cages.",
                           "Digits may repeat within a cage if sudoku rules do not allow.",
                           "Inequality signs: the arrowhead between two cells points to the larger digit.",
                           "Digits along a line increase by the same amount at each step, except at the ends.",
                           "Each row, column and 2x2 box of this 6x6 grid contains the digits 1 to 4 exactly once.",
                           "Each row, column and box of this 6x6 grid contains the digits 0 to 6 once.",
                           "Normal sudoku rules apply; cells with a white dot between them are consecutive; all such "
                           "pairs are marked.",
                           "You must place the digits 1-9 twice along both main diagonals.",
                           // a difference in words other than one: not the white dot's (read as 1 before)
                           "A white dot joins two digits that differ by two.",
                           "Cells separated by a white dot differ by exactly two.",
                           "Cells separated by a white dot are two apart.",
                           "In every three consecutive cells on a line, the digits leave the remainders 0, 1 and 2 "
                           "when divided by 4.",
                           "In every three consecutive cells on a line, the digits leave the remainders 0 and 1 when "
                           "divided by 3.",
                           // a relation turned round, read as the rule before (a hunt of relations swapped)
                           "Non-consecutive: Orthogonally adjacent digits can be consecutive.",
                           "Non-consecutive sudoku: orthogonally neighbouring cells may contain consecutive digits.",
                           "Nabner: no two digits on a yellow line may be consecutive, and digits may repeat on a line.",
                           "Digits on the red line are all equal and no two of them are consecutive.",
                           "Adjacent cells without an X can sum to 10 and adjacent cells without a V cannot sum to 5.",
                           "Anti-knight: cells a knight's move apart can contain the same digit.",
                           "Skyscrapers: a clue outside the grid indicates how many digits can be seen from that side, "
                           "where higher digits block higher ones.",
                           "Skyscrapers: clues outside the grid show how many buildings can be seen from that "
                           "direction, where smaller digits block smaller digits.",
                           "Digits along a thermometer increase towards the bulb.",
                           "Digits on a purple line are a set of consecutive digits in order.",
                           "Digits on a purple line are a set of non-consecutive digits, in any order, with no repeats.",
                           "Orthogonally adjacent cells cannot contain non-consecutive digits.",
                           "No two orthogonally adjacent cells may contain non-consecutive digits.",
                           "Nabner lines: no two digits on a yellow line may be non-consecutive or the same.",
                           "Cells that are not a king's move apart cannot contain the same digit.",
                           // a heading naming another kind than its statement (read whole as the statement before)
                           "Between lines: the diamonds at the ends differ by at least 4, and digits on the line "
                           "cannot lie between or be equal to them.",
                           "Digits along an arrow sum to the number in the arrow's circle; digits must repeat on arrows.",
                           "Quadruples: digits in a circle appear exactly once in the four surrounding cells.",
                           "Lockout lines: the two diamonds at the ends of a line must not differ by at least 4, and no "
                           "digit on the line may be between them or equal to either.",
                           // a thermometer's step said: not the rule (read as a thermometer before)
                           "Digits along a thermometer increase by one from the bulb.",
                           "Digits along a thermometer increase by exactly one from the bulb.",
                           "Digits separated by a white dot differ by three.",
                           "The same digit may appear in two cells that touch at a corner.",
                           "Digits on a line that connects two circles are strictly greater than the larger circle "
                           "digit and strictly less than the smaller circle digit.",
                           "Cells of the same colour hold identical digits.",
                           "If there is no X between two cells, their digits sum to 10.",
                           // a corner as a place, not where cells touch (a near miss read once)
                           "Only in the corners: same digits can not be in cells which touch diagonally.",
                           "Only in the corners: the same digit cannot appear in two cells that touch at a corner.",
                           "Larger digits on a line that connects two circles are strictly greater than the smaller "
                           "circle digit and strictly less than the larger circle digit.",
                           "Cells sharing an edge may contain consecutive digits.",
                           "Thermometers: a grey circle must contain an odd digit and a grey square an even digit."}) {
    INFO(text);
    CHECK(states(text).empty());
  }
}

TEST_CASE("rules text: examples, continuations and more facts") {
  const auto text = read_rules_text(
      "Digits in column 1 indicate the column in which the digit 1 appears in that row. The same is true of "
      "column 5 and the digit 5. Eg if r4c1 is a 6, r4c6 is a 1. Digits in the fifth column indicate in which "
      "column the digit 5 is placed in the respective row.");
  REQUIRE(text.size() == 4);
  CHECK(words(text[0].states) == States{"columnindexer"});
  CHECK(words(text[1].states) == States{"columnindexer"});
  CHECK(words(text[2].states) == States{"note"});
  CHECK(words(text[3].states) == States{"columnindexer"});
  // past an example; "this applies to"
  const auto past = read_rules_text("Digits in column 1 indicate the column in which the digit 1 appears in that row. "
                                    "(Eg if r4c1 is a 6, r4c6 is a 1). This applies to columns 5 and 9 with the digits 5 "
                                    "and 9 respectively.");
  REQUIRE(past.size() == 3);
  CHECK(words(past[2].states) == States{"columnindexer"});
  // a continuation only after the rule it continues, naming only columns and digits
  CHECK(read_rules_text("Killer cages apply. The same is true of column 5 and the digit 5.")[1].states.empty());
  CHECK(read_rules_text("Digits in column 1 indicate the column in which the digit 1 appears in that row. The same "
                        "is true of column 5 and the digit 6, except in row 3.")[1]
            .states.empty());
  check_cases({
      {"Digits in cages do not repeat, and their sum may be shown.", {"killercage"}},
      {"Digits separated by a white bubble are consecutive.", {"difference"}},
      {"Each purple line cannot contain a repeated digit; nor can it contain any consecutive digits.", {"nabner"}},
      {"The digits on each line sum to the sum of the digits in the circles at the line's ends.", {"doublearrow"}},
      {"Grey lines feature four consecutive digits in any order.", {"renban"}},
  });
  for (const char* text2 : {                            "Each purple line cannot contain a repeated digit but must contain consecutive digits.",
                            "The digits on each line sum to the digit in the circle at the line's end."}) {
    INFO(text2);
    CHECK(states(text2).empty());
  }
}

TEST_CASE("rules text: an example speaks of particular cells or digits, else it is not understood") {
  CHECK(words(one("Eg if r4c1 is a 6, r4c6 is a 1.").states) == States{"note"});
  CHECK(one("Eg digits may repeat in cages.").states.empty());
  CHECK(words(one("Digits in cages cannot repeat (eg r1c1 and r1c2 differ).").states) == States{"cage distinct"});
  CHECK(one("Digits in cages cannot repeat (eg unless shaded).").states.empty());
}

TEST_CASE("rules text: a sentence not understood says what rule it reads like and which words that rule lacks") {
  CHECK(one("Digits on a purple line are consecutive in any order unless shaded.").hint ==
        "reads like the renban rule, but for \"unless\", \"shaded\", no words of it");
  CHECK(one("Grey circles hold odd digits on lines.").hint ==
        "reads like the odd rule, but its negation (or the lack of one) does not fit it");
  CHECK(one("Once upon a time there was a king.").hint.empty());
  CHECK(one("Digits along an arrow sum to the number in its pill, read from bottom to top.").hint ==
        "reads like the arrow rule, but reads a number another way than left to right or top down");
  CHECK(one("Cells separated by a white dot contain consecutive digits.").hint.empty());  // understood
}

TEST_CASE("rules text: sum cages, whose digits may repeat, by name and in words") {
  check_cases({
      {"Digits in cages may repeat and sum to the clue.", {"sumcage"}},
      {"Digits in cages may repeat, and their sum may be shown.", {"sumcage"}},
      {"Sum cages.", {"sumcage"}},
      {"Sum cages: digits in a cage sum to the clue and may repeat.", {"sumcage"}},
  });
  // no sum: a half, as "cage distinct" is; with "cage sum" in the text, sum cages (the converter)
  CHECK(states("Digits in cages may repeat.") == States{"cage repeat"});
  CHECK(states("Digits in cages must repeat and sum to the clue.").empty());
}

TEST_CASE("facts: product cages in words; distinct by the sentence or by 'digits do not repeat in cages'") {
  check_cases({
      {"Digits in a cage multiply to the clue and cannot repeat.", {"productcage"}},
      {"Digits in a cage cannot repeat and multiply to the clue.", {"productcage"}},
      {"Each cage's clue shows the product of its digits, which cannot repeat.", {"productcage"}},
      // no word of sums: products are never read as sums (killer cages)
      {"Digits in a cage do not repeat and their product is the clue.", {"productcage"}},
      {"Product cages.", {"productcage"}},
      {"Normal sudoku, product cages.", {"sudoku", "productcage"}},
      // without distinctness: the product half, as a cage sum is the killer rule's
      {"The clue in a cage is the product of its digits.", {"cage product"}},
      {"Clues in cages give the product of the digits in that cage.", {"cage product"}},
      {"Digits in a cage multiply to the clue.", {"cage product"}},
      {"As in KenKen, the number in the top left corner of a cage is the product of the digits in the cage.",
       {"cage product"}},
      {"Cages marked with an x give the product of their digits.", {"cage product"}},
  });
  for (const char* refused : {
           "Digits in a cage multiply to the clue and may repeat.",   // repeats allowed: not this rule
           "Digits in a cage do not multiply to the clue.",           // a negation of the product
           "Digits in a cage multiply to at most the clue.",          // a modifier
           "Digits in a cage multiply to 24.",                        // another number
           "The clue in a cage is the product of its digits plus one.",
           "The clue in a cage is the sum or product of its digits.",  // which?
           "Digits in a cage sum to the clue and multiply to the clue.",
           "The clue in a cage is the product of the two largest digits.",
           "Digits in a cage must repeat and multiply to the clue.",
       })
    CHECK(states(refused).empty());
  // killer cages' facts never fire on products
  CHECK(states("Digits in a cage multiply to the total.").empty());
  CHECK(states("Digits in cages multiply to the clue.") == States{"cage product"});
  CHECK(states("Digits in cages must multiply to the clue in the top left corner of the cage.") ==
        States{"cage product"});
  // "digits may repeat" after a product or a bound: not the note it is after an arrow
  for (const char* text : {"The clue in a cage is the product of its digits. Digits may repeat.",
                           "Cages marked <N sum to less than N. These digits may repeat.",
                           "Digits in a cage multiply to the clue, and digits may repeat.",
                           "Cages marked <N sum to less than N (digits may repeat)."}) {
    INFO(text);
    bool refused = false;
    for (const RuleSentence& r : read_rules_text(text)) refused = refused || r.states.empty();
    CHECK(refused);
  }
  CHECK(states("Digits in a cage do not repeat and multiply to the total.").empty());
}

TEST_CASE("facts: a cage's inequality total (<N, >N) bounds its sum; a modifier or another direction refuses it") {
  check_cases({
      {"A cage's clue with < or > gives a bound: the sum of its digits is less / greater than the number.",
       {"killercage (inequality)"}},
      {"Cages marked <N sum to less than N.", {"killercage (inequality)"}},
      {"Cages marked >N sum to more than N.", {"killercage (inequality)"}},
      {"If a cage's total has a < or > sign, its digits sum to less or more than the number respectively.",
       {"killercage (inequality)"}},
      {"A cage clue <N means the digits sum to less than N, and >N means they sum to more than N.",
       {"killercage (inequality)"}},
      {"Digits in cages do not repeat; cages marked <N sum to less than N.",
       {"cage distinct", "killercage (inequality)"}},
  });
  for (const char* refused : {
           "Cages marked <N sum to at most N.",                   // at most: another bound
           "Cages marked <N sum to more than N.",                 // reversed
           "Cages marked >N sum to less than N.",
           "Cages marked <N do not sum to less than N.",          // negated
           "Cages marked <N sum to less than N+1.",               // another number
           "Cages marked <N sum to less than or equal to N.",
           "Cages marked <15 sum to less than 15.",
           "Cages marked <N sum to less than M.",
           "Digits in cages sum to less than the clue.",          // no sign: which cages?
           "Cages marked < or > sum to less than the number.",    // one sign unexplained
           "Cages with < or > sum to more or less than the number.",  // crossed
           "Cages marked \u2264N sum to less than N.",
           "Cages marked <N may repeat digits and sum to less than N.",
           "Cages marked <N multiply to less than N.",
           "Digits in cages sum to < the clue.",
       })
    CHECK(states(refused).empty());
}

TEST_CASE("rule_not_read: product cages and inequality totals need their cages") {
  CHECK(unread("Product cages.", {rule::Killer{{0, 1}, 3}})->kind == Kind::ProductCage);
  CHECK(unread("The clue in a cage is the product of its digits.", {})->kind == Kind::ProductCage);
  CHECK_FALSE(unread("The clue in a cage is the product of its digits.", {rule::ProductCage{{0, 1}, 6}}));
  CHECK(unread("Cages marked <N sum to less than N.", {rule::Killer{{0, 1}, 3}})->kind == Kind::KillerBound);
  CHECK_FALSE(unread("Cages marked <N sum to less than N.", {rule::KillerBound{{0, 1}, 5, false}}));
}

TEST_CASE("facts: inequality signs point at the smaller digit; pointing at the larger one is refused") {
  check_cases({
      {"Inequality signs point to the smaller of the two digits.", {"greaterthan"}},
      {"An inequality sign between two cells always points at the lower digit.", {"greaterthan"}},
      {"The greater than symbols point towards the smaller cell.", {"greaterthan"}},
      {"Less than signs between adjacent cells point to the lower digit.", {"greaterthan"}},
      {"Inequality markers show which of the two connected digits is larger.", {"greaterthan"}},
      {"Inequality signs (< or >) point to the smaller digit.", {"greaterthan"}},  // the signs shown
      {"The inequality signs between two cells show which one contains the lower/higher digit.", {"greaterthan"}},
      {"The inequality signs between two cells show which one contains the lower or higher digit.", {}},  // or?
      {"The inequality signs show which one contains the lower/lower digit.", {}},
      {"Inequality signs point to the larger digit.", {}},   // reversed: another rule
      {"Inequality signs point to the higher of the two digits.", {}},
      {"Inequality signs do not point to the lower digit.", {}},
      {"Inequality signs point to the lower digit unless shaded.", {}},
      {"The signs point to the lower digit.", {}},  // which signs?
      {"Inequality signs point to the digit that is less.", {}},
      {"Inequality signs between diagonal cells point to the lower digit.", {}},  // "diagonal": not its word
      // the signs drawn, said where they are, the open side facing the larger digit (2026-12-02)
      {"Where a < or > sign is drawn between two cells, the sign is pointing to the lower number.", {"greaterthan"}},
      {"The open side of each < or > symbol between two cells faces the larger number.", {"greaterthan"}},
      {"Inequality signs: the small tip of each sign points to the lower digit.", {"greaterthan"}},
      {"The open side of each < or > symbol between two cells faces the smaller number.", {}},
      {"Each < or > symbol between two cells faces the larger number.", {}},  // which side?
      {"The open side of each < or > symbol points to the larger number.", {}},
      {"Where a < or > sign is drawn between two cells, the sign is pointing to the higher number.", {}},
      {"The sign is pointing to the lower number.", {}},
  });
}

TEST_CASE("facts: sequence lines in words; a direction fixed from one end is refused") {
  check_cases({
      {"Digits along a grey line must increase by the same amount, in the same direction.", {"sequenceline"}},
      {"Digits on a line form an arithmetic sequence.", {"sequenceline"}},
      {"Adjacent digits along a purple line differ by the same amount.", {"sequenceline"}},
      {"Along each line the difference between adjacent digits is constant.", {"sequenceline"}},
      {"Digits along a line increase by the same amount from the circle.", {}},  // a direction
      {"Digits along a line increase.", {}},
      {"Digits along a line do not change by the same amount.", {}},
      {"Digits along a line form a geometric sequence.", {}},
  });
}

TEST_CASE("facts: no two neighbours sum to 5 or 10 (every X and V given); one sum alone a negative sum") {
  check_cases({
      {"The digits in two orthogonally adjacent cells must not add up to 5 or 10.", {"all xv"}},
      {"Adjacent cells never sum to 10 or 5.", {"all xv"}},
      {"Adjacent cells never sum to 10.", {"negativesum"}, 10},  // only the Xs: a negative sum
      {"Two orthogonally neighbouring cells can never sum to 7.", {"negativesum"}, 7},
      {"Adjacent cells without an X cannot sum to 10.", {"negativesum"}, 10},
      {"Adjacent cells never sum to 7 or 10.", {}},
      {"Adjacent cells never sum to ten.", {}},
      {"Adjacent cells sometimes sum to 7.", {}},
      {"Adjacent cells sum to 5 or 10.", {}},
      {"Adjacent cells must not add up to 5 or 11.", {}},
  });
}

TEST_CASE("facts: neighbours denied both kropki relations (non-consecutive, every black dot given)") {
  check_cases({
      {"The digits in two orthogonally adjacent cells may not be consecutive, nor may they be in a ratio of 2:1.",
       {"nonconsecutive", "all ratio"}},
      {"No two orthogonally adjacent cells may contain consecutive digits or digits in a 1:2 ratio.",
       {"nonconsecutive", "all ratio"}},
      {"Neighbouring cells cannot be consecutive, nor can one be double the other.", {"nonconsecutive", "all ratio"}},
      // a relation not denied, another ratio, a ratio of no number, one relation alone: refused
      {"Adjacent cells may not be consecutive, and can be in a ratio of 2:1.", {}},
      {"Adjacent cells may not be consecutive, nor may they be in a ratio of 3:1.", {}},
      {"Adjacent cells may not be consecutive, nor may they be in a ratio.", {}},
      {"Adjacent cells may be consecutive, nor may they be in a ratio of 2:1.", {}},
      {"No two adjacent cells may be in a ratio of 2:1.", {}},
      {"Adjacent cells may not be consecutive, nor may they usually be in a ratio of 2:1.", {}},
  });
}

TEST_CASE("facts: dots of no colour said that link consecutive digits are the white dots") {
  check_cases({
      {"Small circles (without a number in them) link cells containing consecutive digits.", {"difference"}},
      {"Dots join cells containing consecutive digits.", {"difference"}},
      {"Two cells connected by a circle contain consecutive digits.", {"difference"}},
      {"Small circles (with a number in them) link cells containing consecutive digits.", {}},  // the number?
      {"Small circles link cells containing consecutive digits, mostly.", {}},
      {"Small circles link cells that never contain consecutive digits.", {}},
      {"Black circles link cells containing consecutive digits.", {}},
      {"Cells in a cage sum to the clue.", {"cage sum"}},
      {"Cells in a cage sum to the clue plus one.", {}},
  });
}

TEST_CASE("facts: regions of the same colour with the same digits in the same order are clones") {
  check_cases({
      {"All regions of the same colour must include the same digits in the same order.", {"clone"}},
      {"Shapes of the same color contain the same digits in the same positions.", {"clone"}},
      {"Dominoes of the same colour have the same digits in the same order.", {"clone"}},
      {"All regions of the same colour must include the same digits.", {}},  // in any order: another rule
      {"All regions of the same colour must include different digits in the same order.", {}},
      {"Most regions of the same colour include the same digits in the same order.", {}},
      {"Regions of the same colour do not include the same digits in the same order.", {}},
  });
}

TEST_CASE("facts: no repeated digit among the cells drawn with circles, or with squares") {
  check_cases({
      {"There are no repeated digits in circles, nor in squares.", {"circle region", "square region"}},
      {"Digits may not repeat in circles.", {"circle region"}},
      {"Digits cannot repeat among the grey squares.", {"square region"}},
      {"Digits may repeat in circles.", {}},             // allowed, not denied
      {"Digits in circles must be odd.", {"odd"}},       // the odd rule, not this
      {"Digits in a circle do not repeat.", {}},         // one circle: which cells?
      {"Digits do not repeat in circles of a row.", {}},  // per row: another rule
  });
}

TEST_CASE("grid_cell: the central cell, the last row or column, and cells off the grid") {
  CHECK(grid_cell({0, 0}, 9) == std::pair{4, 4});
  CHECK_FALSE(grid_cell({0, 0}, 4));  // no central cell
  CHECK(grid_cell({-1, 1}, 9) == std::pair{8, 0});
  CHECK(grid_cell({2, 8}, 9) == std::pair{1, 7});
  CHECK_FALSE(grid_cell({10, 1}, 9));
}

TEST_CASE("facts: cells said to lie in one region (a description of the regions drawn)") {
  check_cases({
      {"The central cell and four dominos at the corners of the grid together comprise a single region.", {"same region"}},
      {"r1c1 and r9c9 are in the same region.", {"same region"}},
      {"R1c1, r5c5 and r9c9 form one region.", {"same region"}},
      {"r1c1 and r9c9 are not in the same region.", {}},
      {"The central cell comprises a single region.", {}},  // one cell
      {"r1c1 and r9c9 form a region.", {}},                 // the whole region? which?
      {"r1c1 and r9c9 form a single cage.", {}},
  });
  CHECK(one("The central cell and four dominos at the corners of the grid together comprise a single region.").cells ==
        std::vector<std::pair<int, int>>{{0, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
}

TEST_CASE("facts: a palindrome of two cells in its own words, with its length") {
  check_cases({
      {"The two digits on the two-cell-palindrome must be the same.", {"palindrome"}, 2},
      {"Digits on two-cell palindromes are equal.", {"palindrome"}, 2},
      {"The two digits on the palindrome must be the same.", {}},            // its length not said
      {"The two digits on the two-cell-palindrome must not be the same.", {}},
      {"The two digits on the two-cell-palindrome must be odd.", {}},
  });
}

TEST_CASE("facts: digits free to repeat in cages, with a cage sum: sum cages") {
  check_cases({
      {"Digits may repeat in cages.", {"cage repeat"}},
      {"Digits can repeat within cages if allowed by other rules.", {"cage repeat"}},
      {"Digits along thermometers increase from the bulb end and digits in cages may repeat.",
       {"thermometer", "cage repeat"}},
      {"Digits along an arrow sum to the digit in its circle, digits may repeat in cages.", {"arrow", "cage repeat"}},
      {"Killer cages: digits can repeat within a cage.", {"killercage", "cage repeat"}},  // refused by the converter
      {"Digits may not repeat in cages.", {"cage distinct"}},
      {"Digits may repeat in some cages.", {}},
      {"Digits may repeat in cages, but not in rows.", {}},
  });
  const auto text = read_rules_text("Digits within the cages sum to the clue given; digits can repeat within a cage if "
                                    "allowed by other rules.");
  REQUIRE(text.size() == 1);
  CHECK(words(text[0].states) == States{"cage sum", "cage repeat"});
}

TEST_CASE("facts: common rules in setters' other words (not from any corpus), each with a modifier refused") {
  check_cases({
      {"Any two cells that touch diagonally must not contain the same digit.", {"antiking"}},
      {"Any two cells that touch diagonally must not usually contain the same digit.", {}},
      {"No two cells separated by a knight's move may contain the same digit.", {"antiknight"}},
      {"No two cells separated by a knight's move may contain the same digit twice.", {}},
      {"Nabner lines: no two digits on a yellow line may be consecutive or the same.", {"nabner"}},
      {"No two digits on a yellow line may be consecutive or the same unless shaded.", {}},
      {"Odd digits go in the grey circles; even digits go in the grey squares.", {"odd", "even"}},
      {"Odd digits go in the grey circles, mostly.", {}},
      {"Palindromes: the digits on a grey line read the same from either end.", {"palindrome"}},
      {"The digits on a grey line read the same from either end, except the middle.", {}},
      {"Clues outside the grid show how many skyscrapers are visible from that side, where taller buildings hide "
       "shorter ones.", {"skyscraper"}},
      {"Each cage's clue gives the sum of its digits.", {"cage sum"}},
      {"Each cage's clue gives the product of its digits.", {"cage product"}},
      {"Cells in cages must sum to the small clue in the top left corner of the cage.", {"cage sum"}},
      {"Entropic lines: every run of three consecutive cells on an orange line contains a low digit (1-3), a middle "
       "digit (4-6) and a high digit (7-9).", {"entropicline"}},
      {"Every run of three consecutive cells on a line contains a low digit (1-3), a middle digit (4-7) and a high "
       "digit (8-9).", {}},
      {"Digits on a lavender line are consecutive but in any order.", {"renban"}},
      {"Every X and V is shown.", {"all xv"}},
      {"All white and black dots are drawn.", {"all difference", "all ratio"}},
      {"Every kropki dot is given.", {"all difference", "all ratio"}},
      {"Every X is shown.", {"negativesum"}, 10},  // the Xs alone: a negative sum
      {"All such dots are given.", {}},       // which?
      {"Not every X and V is shown.", {"note"}},  // not all given: no negative constraint
      {"Every X and V is shown twice.", {}},
      {"Zipper lines: any two digits equidistant from the middle of the line sum to the middle digit.", {"zipperline"}},
      {"Any two digits equidistant from the middle of the line sum to twice the middle digit.", {}},
      {"Digits on a teal line have a different remainder when divided by 3 for any three consecutive cells.",
       {"modularline"}},
      {"Digits on a teal line have a different remainder when divided by 4 for any three consecutive cells.", {}},
      {"The digits on a double arrow line between its two end circles sum to the total of the two circles.",
       {"doublearrow"}},
      {"The digits on a double arrow line between its two end circles sum to half the total of the two circles.", {}},
      {"A digit in a cell marked with chevrons is smaller than all of its orthogonal neighbours.", {"minimum"}},
      {"A digit in a cell marked with chevrons is smaller than some of its orthogonal neighbours.", {}},
      {"Normal sudoku rules apply, two adjacent cells can't have consecutive values, two cells separated by a "
       "knight's move can't have the same value.", {"sudoku", "nonconsecutive", "antiknight"}},
      {"Two adjacent cells can have consecutive values.", {}},
      {"Two cells separated by a knight's move must have the same value.", {}},
      {"Numbers in circles show the difference between the cells they join.", {"difference"}},
      {"Numbers in circles show the product of the cells they join.", {}},
      {"Numbers in circles show half the difference between the cells they join.", {}},
      {"Line digits must have a value between the two endpoint digits.", {"betweenline"}},
      {"Line digits must have a value outside the two endpoint digits.", {}},
      {"Entropic Lines: In each group of three adjacent cells along a line, there must be one low digit (123), one "
       "middle digit (456) and one high digit (789).", {"entropicline"}},
      {"In each group of three adjacent cells along a line, there must be one low digit (12), one middle digit (3456) "
       "and one high digit (789).", {}},
      {"Clues outside the grid give the sum of the indicated diagonals, which may contain repeated digits.",
       {"littlekillersum"}},
      {"The digits on each of the two main diagonals must be different.", {"diagonal"}},
      {"The digits on each of the two main diagonals must not be different.", {}},
      {"The digits on each of the two main diagonals must be different from box 5.", {}},
      {"Digits on a slow thermometer must increase or stay the same moving away from the bulb.", {"slowthermometer"}},
      {"Clone regions: grey regions are clones of each other, with the same digits in the same positions.", {"clone"}},
      {"Orange lines: digits on an orange line are all odd or all even.", {"sameparityline"}},
      {"Digits on an orange line are all odd.", {}},   // odd only: another rule
      {"Digits on an orange line are odd or even.", {}},  // said of each digit: no rule
      {"Fortress: Digits in grey cells must be greater than all orthogonally adjacent digits.", {"maximum"}},
      {"Fortress: Digits in grey cells must be smaller than all orthogonally adjacent digits.", {}},  // not its kind
      {"A question mark means the total is unknown.", {"note"}},
      {"A question mark means the total is even.", {}},
      {"Lockout lines: diamonds at the ends of a line must differ by at least 4.", {"lockout ends"}, 4},
      {"Diamonds at the ends of a line must differ by at least 4.", {"lockout ends"}, 4},
      {"Digits on the line between the diamonds must not be between or equal to the diamond digits.",
       {"lockout inner"}},
      {"Digits on the line between the diamonds must be between the diamond digits.", {}},  // another rule
      {"Diamonds at the ends of a line must differ by at most 4.", {}},
      {"Digits along a thermometer never decrease from the bulb.", {"slowthermometer"}},
      {"Digits along a thermometer do not decrease from the bulb.", {"slowthermometer"}},
      {"Digits along a thermometer never decrease or stay the same from the bulb.", {}},
      {"Digits along a thermometer decrease from the bulb.", {}},
      {"Digits along a slow thermometer strictly increase from the bulb.", {}},  // slow, and strictly?
      {"Digits on a grey line with circles at both ends must be strictly greater than one circle and strictly less "
       "than the other.", {"betweenline"}},
      {"Digits on a grey line with circles at both ends must be greater than one circle.", {}},
      {"Digits on a line with circles at both ends are greater than one circle and greater than the other.", {}},
      {"Digits on a line with circles at both ends are less than the other circle and greater than one.", {}},
      {"An X between two cells means they sum to 10; a V means they sum to 5.", {"xv"}},
      {"An X between two cells means they sum to 11; a V means they sum to 5.", {}},
      {"Cells connected by a white dot contain digits that are 1 apart.", {"difference"}},
      {"Cells connected by a white dot contain digits that are 2 apart.", {}},
      {"Numbers outside the grid indicate the sum of the digits in the corresponding diagonal in the direction of "
       "the arrow.", {"littlekillersum"}},
      {"The two long diagonals each contain the digits 1 to 9 once.", {"diagonal"}, 9},
      {"The two long diagonals each contain the digits 1 to 9 twice.", {}},
      {"RULES:", {"note"}},
      {"Rules", {"note"}},
  });
}

TEST_CASE("facts: minimum and maximum cells in one clause, which is which marked") {
  check_cases({
      {"Minimum/maximum cells must be greater than or less than their orthogonally-adjacent neighbours, as "
       "indicated by the symbols bordering the cell.", {"minimum", "maximum"}},
      {"Cells marked as minimum or maximum are less or greater than all their orthogonal neighbours.",
       {"minimum", "maximum"}},
      {"Min/max cells are greater or smaller than their neighbours, as shown.", {"minimum", "maximum"}},
      // which is which not said, a negation, another word: refused
      {"Some cells are greater than or less than their neighbours.", {}},
      {"Minimum/maximum cells are not greater or less than their neighbours, as indicated.", {}},
      {"Minimum/maximum cells are greater or less than most of their neighbours, as indicated.", {}},
  });
}

TEST_CASE("facts: a minimum or maximum in a cell the sentence names, the central cell among them") {
  check_cases({
      {"The central cell must be less than its orthogonally adjacent neighbors.", {"named minimum"}},
      {"The centre cell is greater than its neighbours.", {"named maximum"}},
      {"r4c5 is smaller than each orthogonally adjacent cell's digit.", {"named minimum"}},
      {"r4c5 is smaller than some orthogonally adjacent cells.", {}},  // some: another rule
      {"r4c5 is larger than its neighbours.", {"named maximum"}},
      {"The middle cell is odd.", {"named odd"}},
      {"The central cell is greater or less than its neighbours.", {}},  // which?
      {"The central cell is not less than its neighbours.", {}},
      {"The central cell is less than its neighbours and odd.", {}},
      {"The central cell is less.", {}},  // than what?
      {"A central cell is odd.", {}},     // which?
  });
  CHECK(one("The central cell must be less than its orthogonally adjacent neighbors.").cells ==
        std::vector<std::pair<int, int>>{{0, 0}});
}

TEST_CASE("rules text: a typo is mended when one known word is one edit away, and shown") {
  const RuleSentence thermo = one("Along themometers digits must increase from the bulb end.");
  CHECK(words(thermo.states) == States{"thermometer"});
  CHECK(thermo.typos == std::vector<std::string>{"themometers -> thermometers"});
  CHECK(words(one("Digits on an aroow add to the number in the attached circle.").states) == States{"arrow"});
  CHECK(words(one("Identical digits cannot appear within a kinght's move of each other.").states) ==
        States{"antiknight"});
  CHECK(words(one("Normal sudoku rules appy.").states) == States{"sudoku"});
  // "much" before a verb is "must"; elsewhere it is left alone
  const RuleSentence much = one("Digits along an arrow much sum to the digit in that arrow's circle.");
  CHECK(words(much.states) == States{"arrow"});
  CHECK(much.typos == std::vector<std::string>{"much -> must"});
  CHECK(states("Digits along an arrow sum to much more than the digit in the circle.").empty());
  CHECK(words(one("Digits in a cage much add up to the clue and cannot repeat.").states) == States{"killercage"});
  CHECK(one("Normal sudoku rules apply.").typos.empty());
  // a word that is a rule's word already, or too short, or near two known words, is left alone
  CHECK(states("Adjacent digits along grey lines differ by at most 5.").empty());  // "most" is no "must"
  CHECK(states("Digits along thermometers decrease from the bulb.").empty());       // "decrease" is no typo
  CHECK(states("Digits along thermometers increase from the bulbb or stay flat.").empty());
  // a mended sentence still has to be understood whole: an unknown modifier still refuses it
  CHECK(states("Along themometers digits must increase from the bulb, except in box 5.").empty());
  // more than two typos: too far from what was written
  CHECK(states("Alonng themometers digitts must increase from the bulb.").empty());
}

TEST_CASE("rules text: a heading naming the rule its statement states, in words of the rule's names") {
  check_cases({
      {"XV Pairs: Digits in cells separated by a V sum to 5.", {"xv"}},
      {"Thermo rule: digits along thermometers increase from the bulb.", {"thermometer"}},
      {"Killer cage clues: digits in cages sum to the clue and do not repeat.", {"killercage"}},
      {"Negative XV: digits in cells separated by a V sum to 5.", {}},  // "negative": another rule
      {"Modified thermos: digits along thermometers increase from the bulb.", {}},
      {"Roman numeral cages: numbers in cages connected by a C sum to 100.", {"roman sum"}, 100},  // issue 45
  });
}

TEST_CASE("facts: zipper, modular, lockout, 10 lines, counting circles and sum dots in words, and their refusals") {
  check_cases({
      {"Digits along a zipper line must have equal sums when equidistant from the center of the line.", {"zipperline"}},
      {"Digits equidistant from the centre of a purple line sum to the digit in the centre.", {"zipperline"}},
      {"Pairs of digits the same distance from the middle of a line have the same total.", {"zipperline"}},
      {"Digits equidistant from the centre of a line do not sum to the same total.", {}},
      {"Digits along a line equidistant from its end sum to the same total.", {}},  // the end: not the middle
      {"Every set of three sequential digits along a line contains one digit from each of {147}, {258} and {369}.",
       {"modularline"}},
      {"Any three consecutive cells on a teal line contain one digit from each of {1,4,7}, {2,5,8} and {3,6,9}.",
       {"modularline"}},
      {"Any three adjacent digits along a line have different remainders when divided by 3.", {"modularline"}},
      // the groups of entropy, not residues: the entropic rule, its groups given by their digits
      {"Any three consecutive cells on a line contain one digit from each of {1,2,3}, {4,5,6} and {7,8,9}.",
       {"entropicline"}},
      {"Any three consecutive cells on a line contain one digit from each of {1,2,3}, {4,5,6} and {6,7,8}.", {}},
      {"Any three adjacent digits along a line have different remainders when divided by 4.", {}},
      {"Digits on the diamond endpoints of a line must differ by at least 4, and digits on the line cannot be "
       "between or equal to the endpoints.", {"lockoutline"}, 4},
      {"The ends of a lockout line differ by at least 3 and the other digits on it lie outside their range.",
       {"lockoutline"}, 3},
      {"The ends of a line differ by at least 3 and the other digits on it lie between them.", {}},
      {"The ends of a line differ by at least 3 and the other digits on it cannot be between them.", {}},  // equal?
      {"Each line can be divided into one or more non-overlapping segments that each sum to 10.", {"segmentsumline"}, 10},
      {"Lines are split into segments which each sum to 15.", {"segmentsumline"}, 15},
      {"Lines are split into segments which each sum to 10 or 15.", {}},
      {"Lines are split into segments.", {}},
      {"A digit in a circle indicates exactly how many circles contain that digit.", {"countingcircles"}},
      {"Each circled digit counts the number of circles containing the same digit.", {"countingcircles"}},
      {"A digit in a circle indicates how many cells around it contain that digit.", {}},
      {"A digit in a circle indicates how many circles do not contain that digit.", {}},
      {"Digits separated by a dot sum to the number in it.", {"xv"}},
      {"A number on a dot between two cells gives their sum.", {"xv"}},
      {"Digits separated by a dot do not sum to the number in it.", {}},
      {"No two digits on a yellow line may be consecutive or equal.", {"nabner"}},
      {"Adjacent digits along a grey line have a constant difference.", {"sequenceline"}},
  });
}

TEST_CASE("facts: each new statement in words not seen in the corpus, and an unknown modifier refusing it") {
  check_cases({
      // reworded: word order, synonyms, other subjects
      {"Each thread's digits add up to 9.", {"line sum"}, 9},
      {"Along every grey line the digits multiply together to 60.", {"line product"}, 60},
      {"The shaded grey cells together sum to 45.", {"cell sum"}, 45},
      {"The cage's digits add up to 20.", {"cage total"}, 20},
      {"Every coloured line contains the digits 1-6 without repeats.", {"line region"}, 6},
      {"Cells on each arrow ascend towards the circle.", {"arrow increase"}},
      {"Digits on an arrow form a palindrome.", {"arrow palindrome"}},
      {"R7c3 contains an odd digit.", {"named odd"}},
      {"Digits cannot repeat along the main diagonals or within cages.", {"diagonal", "cage distinct"}},
      // a modifier the rule does not know: refused, never read as the rule without it
      {"The digits along each line must sum to 11 unless the line is red.", {}},
      {"Digits along each purple line multiply to 400, except one.", {}},
      {"Digits in green cells usually sum to 77.", {}},
      {"Digits in the cage total 17 at most.", {}},
      {"Each coloured line must contain the digits 1 to 9 twice.", {}},
      {"Digits along an arrow increase from the tip, except on long arrows.", {}},
      {"Those digits along an arrow are usually a consecutive set in any order.", {}},
      {"The grey cell in row 2 column 8 marks an even digit or a 5.", {}},
      {"Digits do not repeat on the marked diagonals or in cages, except in box 5.", {}},
  });
}

// The letter a Roman numeral cage sentence names, with its number: "C 100"; "" when none.
std::string roman_of(const char* text) {
  const RuleSentence s = one(text);
  return s.letter.empty() ? "" : s.letter + " " + std::to_string(s.number);
}

TEST_CASE("facts: Roman numeral cages, the letter and its total, and the reading order; their refusals") {
  check_cases({
      {"Roman Numeral Cages: Numbers in cages connected by a C sum to 100.", {"roman sum"}, 100},
      {"Numbers in cages connected by a D sum to 500.", {"roman sum"}, 500},
      {"Cages are read top-to-bottom or left-to-right.", {"roman read"}},
      // reworded: word order, "must sum", "add up to", other joining words
      {"Numbers in cages joined by an X must sum to 10.", {"roman sum"}, 10},
      {"The numbers in two cages linked by an L add up to 50.", {"roman sum"}, 50},
      {"Cages connected by an M contain numbers that sum to 1000.", {"roman sum"}, 1000},
      {"Roman numeral cages: numbers in cages separated by a V total 5.", {"roman sum"}, 5},
      {"Cages are read from left to right or from top to bottom.", {"roman read"}},
      {"Numbers in cages are read left-to-right or top-to-bottom.", {"roman read"}},
      // modifiers: refused, never read as the rule without them
      {"Numbers in cages connected by a C differ by 100.", {}},
      {"Numbers in cages connected by a C do not sum to 100.", {}},
      {"Numbers in cages connected by a C sum to at most 100.", {}},
      {"Numbers in cages connected by a C sum to 100 or 200.", {}},
      {"Numbers in cages connected by a C or a D sum to 100.", {}},
      {"Numbers in cages connected by a C multiply to 100.", {}},
      {"Numbers in cages connected by a C sum to 100, except in box 5.", {}},
      {"Numbers in cages sum to 100.", {}},           // no letter
      {"Numbers in cages connected by a C sum.", {}},  // no total
      {"Cages are read bottom-to-top or right-to-left.", {}},
      {"Cages are read top-to-bottom.", {}},
      {"Cages are not read top-to-bottom or left-to-right.", {}},
      {"Roman numeral cages: digits in cages sum to the clue.", {}},  // a heading of another rule
  });
  CHECK(roman_of("Roman Numeral Cages: Numbers in cages connected by a C sum to 100.") == "C 100");
  CHECK(roman_of("Numbers in cages connected by a d sum to 500.") == "D 500");
  CHECK(roman_of("Numbers in cages connected by a C sum to 200.") == "C 200");  // the converter judges the value
  CHECK(roman_of("Cages are read top-to-bottom or left-to-right.") == "");
}

TEST_CASE("facts: a slow thermometer's digits ascend or repeat") {
  check_cases({
      {"Digits along thermometers ascend or repeat from the bulb (slow thermo rules).", {"slowthermometer"}},
      {"Digits along thermometers increase or repeat from the bulb.", {"slowthermometer"}},
      {"Digits along thermometers strictly increase or repeat from the bulb.", {}},
      {"Digits along thermometers repeat from the bulb.", {}},
  });
}

TEST_CASE("facts: a product the text gives every line (of a colour)") {
  check_cases({
      {"Digits along each purple line multiply to 400.", {"line product"}, 400},
      {"The product of digits on each line is 2520.", {"line product"}, 2520},
      {"Digits along each line multiply to 400 and sum to 20.", {}},  // both
      {"Digits along each line do not multiply to 400.", {}},
      {"Digits along each line multiply to 99999.", {}},
  });
}

TEST_CASE("facts: a sum the text gives every line (of a colour), and its refusals") {
  check_cases({
      {"The digits along each line must sum to 11.", {"line sum"}, 11},
      {"Digits linked by a blue thread sum to 6.", {"line sum"}, 6},
      {"The sum of the digits on each grey line is 25.", {"line sum"}, 25},
      {"Digits along a line add up to 120.", {"line sum"}, 120},
      {"Digits along a line do not sum to 11.", {}},           // a negation
      {"Digits along each line sum to 11 or 12.", {}},         // two numbers
      {"Digits along each line sum to 0.", {}},
      {"Digits along each line sum to 1234.", {}},             // no such sum of digits
      {"Digits along each line within a box sum to 11.", {}},  // per box: another rule
      {"Digits along each line sum to 11 except on the red line.", {}},
      {"Digits along each line between the circles sum to 11.", {}},
      {"Each line splits into segments which sum to 11.", {"segmentsumline"}, 11},  // segments: 10 lines
  });
  auto second = [](const std::string& text) { return words(read_rules_text(text).at(1).states); };
  CHECK(second("Digits linked by a purple thread sum to 14. Repeats are allowed on the sum threads.") == States{"note"});
  CHECK(second("The digits along each line must sum to 11. Digits may repeat along lines if allowed by other rules.") ==
        States{"note"});
  // threads and "sum lines" are a line sum's words: after another rule, not understood
  CHECK(second("Adjacent digits on a line differ by at least 5. Repeats are allowed on the sum lines.").empty());
  CHECK(second("Adjacent digits on a line differ by at least 5. Digits may repeat on threads.").empty());
}

TEST_CASE("facts: a line rule said of arrows holds on their shafts; arrows' own words refuse it") {
  check_cases({
      {"Those digits along an arrow are a consecutive non-repeating set in any order.", {"arrow renban"}},
      {"Digits along each arrow read the same forwards and backwards.", {"arrow palindrome"}},
      {"Digits along an arrow, including its circle, are a consecutive non-repeating set.", {}},
      {"Digits along an arrow differ by at least 5.", {}},  // a number: whispers are not read on arrows
      {"Digits along an arrow are not a consecutive set.", {}},
  });
}

TEST_CASE("facts: arrows whose digits increase from the tip, with their sum or alone; other directions refused") {
  check_cases({
      {"Digits along an arrow increase from the tip and sum to the number in the circle.", {"arrow", "arrow increase"}},
      {"Cells along an arrow must strictly increase towards the circle and must sum to the digit in the circle.",
       {"arrow", "arrow increase"}},
      {"Digits along arrows sum to the number in the circle, AND ascend from the arrow tip.", {"arrow", "arrow increase"}},
      {"Arrows are also thermometers: digits must increase from tip to circle.", {"arrow increase"}},
      {"Digits along an arrow increase from the circle.", {}},        // the other way
      {"Digits along an arrow increase from the bulb.", {}},          // an arrow's bulb is its circle
      {"Digits along an arrow increase towards the tip.", {}},
      {"Arrows are also thermometers.", {}},                          // which end is the bulb?
      {"Digits along an arrow do not increase from the tip.", {}},
      {"Digits along an arrow increase from the tip and sum to 10.", {}},
  });
}

TEST_CASE("rules text: a repeat denied in two places denies it in each; without a negation 'or' is a choice") {
  check_cases({
      {"Normal sudoku rules apply, and digits do not repeat on the marked diagonals or in cages.",
       {"sudoku", "diagonal", "cage distinct"}},
      {"Digits cannot repeat in cages or on the marked diagonals.", {"cage distinct", "diagonal"}},
      {"Digits must sum to the clue on arrows or in cages.", {}},        // no negation: a choice
      {"Digits do not repeat on the marked diagonals or in circles.", {"diagonal", "circle region"}},
      {"Digits do not repeat on the marked diagonals or in arcs.", {}},  // arcs: no such rule
  });
  auto third = [](const std::string& text) { return words(read_rules_text(text).at(2).states); };
  // after a line between circles, past an example (one that permits, "that line might contain the
  // digits 6, 3 and 7", is no note: rules_examples.hpp)
  CHECK(third("The digits on each line sum to the sum of the digits in the circles on the line's ends. Eg If two "
              "circles containing 7 and 9 are connected by a line of length 3, the digits on that line sum to 16. "
              "Digits can repeat along a line and its circles if allowed by other rules.") == States{"note"});
  CHECK(read_rules_text("The digits on each line sum to the sum of the digits in the circles on the line's ends. Eg "
                        "If two circles containing 7 and 9 are connected by a line of length 3, that line might "
                        "contain the digits 6, 3 and 7.")
            .at(1)
            .states.empty());
  CHECK(third("Adjacent digits on a line differ by at least 5. Good luck! Digits can repeat along a line and its "
              "circles.").empty());  // whispers have no circles
}

TEST_CASE("facts: dots that separate cells, sums in words; a between line said again after 'i.e.'") {
  check_cases({
      {"Cells separated by an X must contain digits that sum to ten.", {"xv"}},
      {"Black dots separate cells containing digits with a ratio of 1 to 2.", {"ratio"}},
      {"White dots separate cells containing consecutive digits.", {"difference"}},
      {"Digits on a line must be between the digits in the connected circles, i.e. greater than the lower of the two "
       "circled digits and lower than the greater of the two circled digits.", {"betweenline"}},
      {"Digits on a line must be between the digits in the connected circles, i.e. greater than both circled digits.",
       {}},  // one direction: another rule
      {"Digits on a line must be between the digits in the connected circles, i.e. greater than the lower circle and "
       "lower than 5.", {}},
      {"Digits in cages sum to the clue, i.e. greater than the lower circle and lower than the greater.", {}},
  });
  check_cases({
      {"A 1/2 pair could have a black or white dot.", {"note"}},
      {"A 1/2 pair must have a black dot.", {}},
      {"Note that, in box 2, there are two lines crossing each other.", {"note"}},
      {"Note that there are two lines crossing each other.", {"note"}},
      {"Note that two lines cross and form one line.", {}},
  });
  auto second = [](const std::string& text) { return words(read_rules_text(text).at(1).states); };
  CHECK(second("Digits on a line connecting two circles must be between the digits in those circles. (ie the digit in "
               "one circle is greater than all the digits on the line, while the digit in the other circle is smaller "
               "than all the digits on the line.)") == States{"note"});
  const std::string region_sum = "For each line, digits on the line have an equal sum N within each box the line "
                                 "passes through. ";
  const std::string again = "If a line passes through the same box more than once, each individual segment of such "
                            "a line within that box sums to N separately.";
  CHECK(second(region_sum + again) == States{"note"});
  CHECK(second(region_sum + "If a line passes through the same box more than once, each individual segment sums to "
                            "the same total.") == States{"note"});
  CHECK(second("Digits along thermometers increase from the bulb. " + again).empty());
  CHECK(second(region_sum + "If a line passes through the same box more than once, its segments in that box sum to N "
                            "together.").empty());
  CHECK(second("Digits along thermometers increase from the bulb. (ie the digit in one circle is greater than all the "
               "digits on the line, while the digit in the other circle is smaller.)").empty());
}

TEST_CASE("rules text: a sentence run into the next without a full stop; a digit in each cell is a note") {
  const auto text = read_rules_text("Digits joined by a black dot must have a 1:2 ratioDigits along arrows sum to the "
                                    "number in the connected circle. Thanks to SudokuPad and YouTube.");
  REQUIRE(text.size() == 3);
  CHECK(words(text[0].states) == States{"ratio"});
  CHECK(words(text[1].states) == States{"arrow"});
  CHECK(words(text[2].states) == States{"note"});  // names in camel case are not cut
  check_cases({
      {"Place the digits 1 through 9 in each empty cell.", {"note"}, 9},
      {"Fill every cell with a digit from 1 to 6.", {"note"}, 6},
      {"Place the digits 1 through 9 in each row.", {}},
  });
}

TEST_CASE("facts: normal sudoku rules with the digits from 0") {
  const RuleSentence s = one("Place the digits 0-8 once each in every row, column and box.");
  CHECK(words(s.states) == States{"sudoku"});
  CHECK(s.number == 8);
  CHECK(s.lowest == 0);
  CHECK(one("Fill the grid with the digits 1-9 so that each row, column and box contains each digit once.").lowest == 1);
  CHECK(states("Digits 0 to 8 on a line must be consecutive.").empty());  // only sudoku knows a range from 0
}

TEST_CASE("facts: the total of the puzzle's one cage") {
  check_cases({
      {"Digits in the cage total 17.", {"cage total"}, 17},
      {"The digits in the cage add up to 30.", {"cage total"}, 30},
      {"Digits in a cage total 17.", {}},   // any cage: which clue?
      {"Digits in cages total 17.", {}},
      {"Digits in the cage do not total 17.", {}},
      {"Digits in the cage total 17 and may repeat.", {}},
  });
}

TEST_CASE("facts: odd or even digits in cells the sentence names") {
  check_cases({
      {"The grey cell in row 2 column 8 marks an even digit.", {"named even"}},
      {"r4c5 and r6c7 are odd.", {"named odd"}},
      {"The grey cell in row 2 column 8 is not even.", {}},
      {"The grey cell in row 2 column 8 is odd or even.", {}},
      {"The grey cells mark even digits.", {}},  // no cell named: the even rule's words, not this
  });
  const RuleSentence s = one("The grey cell in row 2 column 8 marks an even digit.");
  CHECK(s.cells == std::vector<std::pair<int, int>>{{2, 8}});
  CHECK(states("Normal sudoku rules apply, and r1c1 is odd.").empty());  // in a clause: its cells would be lost
}

TEST_CASE("facts: a sum the text gives the cells of one colour") {
  check_cases({
      {"Digits in green cells sum to 77.", {"cell sum"}, 77},
      {"The digits in the grey shaded cells add up to 30.", {"cell sum"}, 30},
      {"Digits in green cells do not sum to 77.", {}},
      {"Digits in green and blue cells sum to 77.", {}},  // two colours
      {"Digits in each green region sum to 20.", {}},       // each group: another rule
      {"Digits in cells sum to 77.", {}},                   // which cells?
  });
}

TEST_CASE("facts: lines that hold every digit once, the range said") {
  check_cases({
      {"Each coloured line must contain the digits 1 to 9 once each, in any order.", {"line region"}, 9},
      {"Each coloured line must contain a complete set of the digits 1 to 9.", {"line region"}, 9},
      {"Digits 1-6 appear once on every purple line.", {"line region"}, 6},
      {"Each line contains the digits 1 to 9 without repeats.", {"line region"}, 9},
      {"Each line contains the digits 1 to 9, and they may repeat.", {}},
      {"Each line must contain a complete set of digits.", {}},  // which set?
      {"Each line must not contain the digits 1 to 9.", {}},
  });
}

TEST_CASE("rules text: 'digits may repeat' after a rule that lets them (little killers, arrows) is a note") {
  auto second = [](const std::string& text) { return words(read_rules_text(text).at(1).states); };
  CHECK(second("Clues outside the grid give the sum along the indicated diagonal. Digits may repeat if allowed by "
               "other rules.") == States{"note"});
  CHECK(second("Digits along an arrow sum to the digit in its circle. Numbers can repeat.") == States{"note"});
  CHECK(second("Digits in cages sum to the clue. Digits may repeat if allowed by other rules.").empty());
  CHECK(second("Digits on renban lines are consecutive. Digits may repeat.").empty());
  CHECK(states("Digits may repeat if allowed by other rules.").empty());  // of what?
  CHECK(second("Any three consecutive cells on a line contain a low, a middle and a high digit. Digits may repeat on "
               "a line, if allowed by other rules.") == States{"note"});
  CHECK(second("Any three consecutive cells on a line contain a low, a middle and a high digit. Digits may repeat in "
               "cages.") == States{"cage repeat"});  // of cages: not a note on the lines
  CHECK(second("Digits on a thermometer increase from the bulb. Digits may repeat on a line.").empty());
}

TEST_CASE("rules text: credits, thanks and wishes are notes; a rule in unknown words is not") {
  check_cases({
      {"Thanks to Bob for testing!", {"note"}},
      {"Special thanks to Marty Sears.", {"note"}},
      {"Inspired by a puzzle from Phistomefel.", {"note"}},
      {"This is my first puzzle, I hope you like it.", {"note"}},
      {"This puzzle was made for the Cracking the Cryptic anniversary.", {"note"}},
      {"The title is a pun.", {"note"}},
      {"Thanks to Alice and Bob for testsolving.", {"note"}},
      {"Dedicated to my dad.", {"note"}},
      {"Have a nice day!", {"note"}},
      {"This is a remake of an older puzzle.", {"note"}},
      {"This puzzle is part of a series.", {"note"}},
      {"Digits along a line form a series.", {}},    // a rule's words, lower case: not a note
      {"Difficulty: 3/5.", {"note"}},
      {"Difficulty: medium-hard", {"note"}},
      {"Difficulty: digits increase.", {}},
      {"Estimated solve time: 20 minutes.", {"note"}},
      {"Solving time: 15-30 minutes", {"note"}},
      {"Solve time: the sum of the digits.", {}},
      {"Rated 3 stars.", {"note"}},
      {"Rated 3 stars, digits may repeat.", {}},
      {"Yin yang.", {}},                              // no word of thanks: perhaps a rule
      {"Thanks to Bob, digits may repeat.", {}},      // a rule's words
      {"Thanks to Killer Bob.", {}},                  // a kind's name
      {"Thanks for solving puzzle 3.", {}},           // a digit
      {"Thanks, the grid wraps around.", {}},         // an unknown lower-case word
      {"Thanks: this is not a sudoku.", {}},
      // remarks on the puzzle: every word a note's or a function word (a negation denies no rule then)
      {"No guessing required.", {"note"}},
      {"The break-in is not too hard.", {"note"}},
      {"The puzzle has a unique solution that can be reached by logic alone.", {"note"}},
      {"Check out my other puzzles!", {"note"}},
      {"Many thanks to my testers.", {"note"}},
      {"Apologies for the lengthy rules.", {"note"}},
      {"Made for the 2024 contest.", {"note"}},
      {"Made for the 2024 contest, digits may repeat.", {}},
      {"Made for contest 24.", {}},                   // a number, not a year
      {"No guessing required: the grid is mirrored.", {}},
      {"The solution is symmetric.", {}},
      {"Hint: look at box 5.", {"note"}},  // where to begin (a hint that states a fact of the grid is refused)
      {"Hint: box 5 contains a 9.", {}},
      {"The break-in is not in row 3.", {}},
  });
}

TEST_CASE("facts: between lines that lie between, disjoint groups of different digits, parity and entropic lines") {
  check_cases({
      {"Digits along a line between two circles must lie strictly between the values in the circles.", {"betweenline"}},
      {"Cells in the same position in each 3x3 box must contain different digits.", {"disjointgroups"}},
      {"Cells in the same position in each 3x3 box must not contain different digits.", {}},
      {"Adjacent digits on a red line must have different parity.", {"parityline"}},
      {"Adjacent digits on a red line must have the same parity.", {"sameparityline"}},
      {"All digits on a line share the same parity.", {"sameparityline"}},
      {"Adjacent digits on a red line must not have the same parity.", {}},
      {"Each set of 3 adjacent cells along a line must contain a low (1-3), a medium (4-6) and a high (7-9) digit.",
       {"entropicline"}},
      {"Any three consecutive cells on a line contain a low, a middle and a high digit.", {"entropicline"}},
      {"Each set of 3 adjacent cells along a line must contain a low (1-4), a medium (5-6) and a high (7-9) digit.", {}},
      {"Any three consecutive cells on a line do not contain a low, a middle and a high digit.", {}},
  });
}

TEST_CASE("rules text: fog of war is how the puzzle is shown, a note; a rule about fogged cells is not") {
  check_cases({
      {"The grid is partially covered in fog.", {"note"}},
      {"Placing a correct digit will clear the fog from the surrounding cells.", {"note"}},
      {"Correctly placed digits lift the fog from their 3x3 area.", {"note"}},
      {"Some clues are hidden under the fog.", {"note"}},
      {"Fog of war.", {"note"}},
      {"The fog hides odd digits.", {}},
      {"Cells under the fog cannot contain a 5.", {}},
      {"Placing a correct digit will clear the fog from the surrounding cells, except in box 5.", {}},
  });
}

TEST_CASE("facts: killer cages whose sums are all the same (the total not given)") {
  check_cases({
      {"Digits in every cage sum to the same total.", {"equalcagesums"}},
      {"Every cage contains digits that sum to the same total.", {"equalcagesums"}},
      {"All cages contain digits summing to the same total, which is to be determined.", {"equalcagesums"}},
      {"The digits in each cage, when added together, sum to the same total for each cage.", {"equalcagesums"}},
      {"Digits in each cage sum to the same total, which must be deduced.", {"equalcagesums"}},
      {"The cages all have the same total which should be deduced by the solver.", {"equalcagesums"}},
      {"All killer cages have equal sums.", {"equalcagesums"}},
      {"Equal sum cages.", {"equalcagesums"}},
      {"Equal Sum Cages: digits cannot repeat in a cage.", {"equalcagesums", "cage distinct"}},
      {"Killer cages: every cage has the same total, and digits cannot repeat in a cage.",
       {"equalcagesums", "cage distinct"}},
      {"Digits in equal sum cages cannot repeat.", {}},  // which rule: the sums' or the repeats'?
      // another rule, or a modifier sudosat does not know
      {"Digits in every cage do not sum to the same total.", {}},
      {"Cages with the same size must have the same sum.", {}},
      {"Every cage sums to the same total as its clue.", {}},
      {"Every cage in the grid will add up to the same total, unless acted upon by a yellow cell.", {}},
      {"Digits on each line sum to the same total.", {}},
      {"Every cage sums to a different total.", {}},
      {"Thermometers: every cage sums to the same total.", {}},  // a heading of another kind
  });
}

TEST_CASE("rules text: wordings of f-puzzles' published rules (SudokuPad's testfpuzzles.json)") {
  check_cases({
      // kropki by its other name, with f-puzzles' note on the negative rule
      {"Normal Kropki Pairs (no negative constraint).", {"difference", "ratio"}},
      {"Kropki pairs.", {"difference", "ratio"}},
      {"Kropki pears.", {}},
      {"Kropki pairs do not apply.", {}},
      {"Normal Kropki Pairs (with negative constraint).", {}},
      // the kinds after "rules for"
      {"Normal rules for sudoku, renban, and kropki apply.", {"sudoku", "renban", "difference", "ratio"}},
      {"Rules for thermometers apply.", {"thermometer"}},
      {"Rules for killer cages do not apply.", {}},
      {"The usual rules of sudoku and thermometers apply.", {"sudoku", "thermometer"}},
      {"Normal sudoku and killer rules are in effect.", {"sudoku", "killercage"}},
      {"Normal sudoku and killer rules are not in effect.", {}},
      {"The rules of the game apply.", {}},
      {"Normal rules for sudoku, renban, and kropki apply, except on the diagonal.", {}},
      // anti-knight said positively: different digits
      {"Knight's Move: Cells separated by a knight's move (in chess) must be different.", {"antiknight"}},
      {"Cells separated by a knight's move must contain different digits.", {"antiknight"}},
      {"Cells a king's move apart contain distinct digits.", {"antiking"}},
      {"Anti-King: No two cells that touch diagonally may contain the same digit.", {"antiking"}},
      {"No two cells that touch diagonally may contain consecutive digits.", {}},
      {"Cells a knight's move apart cannot contain different digits.", {}},
      {"Cells a knight's move apart must contain the same or different digits.", {}},
      // the rule before said again for particular cells: a note; a rule in its words is not
      {"In other words, r6c1+r6c2+r6c3 = r7c4+r7c5+r7c6 = r7c7+r7c8+r8c8+r9c8.", {"note"}},
      {"In other words, digits on lines sum to 10.", {}},
  });
}

TEST_CASE("facts: clones drawn as cages marked with one same letter") {
  check_cases({
      {"Clones: The digits in the caged areas must appear in the exact same position in its counterpart (marked with "
       "the same letter).",
       {"clone", "clone letters"}},
      {"Cages marked with the same letter are clones.", {"clone", "clone letters"}},
      {"Caged areas with the same letter are clones with the same digits in the same positions.", {"clone", "clone letters"}},
      {"Caged areas with the same letter contain the same digits.", {}},  // no clone named: a set, or positions?
      {"Cages marked with the same letter are not clones.", {}},
      {"Cages marked with the same letter contain the same digits in reverse order.", {}},
      {"Cages marked with a letter are clones.", {}},  // which cages go together?
      {"Grey regions are clones: they contain the same digits in the same positions.", {"clone"}},  // by shading
  });
}

TEST_CASE("facts: numbered rooms, a clue outside naming the digit of the cell the first digit points at") {
  check_cases({
      {"A clue outside the grid gives the digit in the Xth cell of that row or column seen from the clue, where X "
       "is the first digit.",
       {"numberedroom"}},
      {"Numbered rooms: A clue outside the grid indicates the digit which must be placed in the Nth cell in that "
       "row or column, where N is the first digit in that direction.",
       {"numberedroom"}},
      {"Numbered rooms.", {"numberedroom"}},
      {"Clues outside the grid give the digit in the Nth position of that row or column, where N is the digit in "
       "the first cell.",
       {"numberedroom"}},
      {"A clue outside the grid gives the sum of the first X digits.", {"xsum"}},  // a sum: the X-sum's
      {"Numbered rooms: a clue outside the grid is not the digit in the Xth cell, where X is the first digit.", {}},
      {"A clue outside the grid gives the digit in the Xth cell from the far end, where X is the first digit.", {}},
  });
}

TEST_CASE("rules text: global entropy, every 2x2 block with a low, a middle and a high digit") {
  check_cases({
      {"Every 2x2 block of cells contains a low (1-3), a middle (4-6) and a high (7-9) digit.", {"globalentropy"}},
      {"Global Entropy: In any 2\u00d72 block of cells within the grid there must be at least one low digit (1,2,3), one "
       "middle digit (4,5,6), and one high digit (7,8,9).",
       {"globalentropy"}},
      {"Each 2x2 square contains one low (123), one middle (456) and one high (789) digit.", {"globalentropy"}},
      {"Global entropy.", {"globalentropy"}},
      {"In any 2x2 block there must be at least one low digit (1,2,3) and one high digit (7,8,9).", {}},
      {"Every 3x3 block of cells contains a low (1-3), a middle (4-6) and a high (7-9) digit.", {}},
      {"Thermometers: every 2x2 block of cells contains a low (1-3), a middle (4-6) and a high (7-9) digit.", {}},
  });
}

TEST_CASE("rules text: global modular, every 2x2 block with a digit of each residue mod 3") {
  check_cases({
      {"Every 2x2 block of cells contains a digit of each residue mod 3.", {"globalmodular"}},
      {"Global mod 3.", {"globalmodular"}},
      {"Global modulo 3: in every 2x2 square there must be at least one digit from each residue class modulo 3.",
       {"globalmodular"}},
      {"Each 2x2 box in the grid has to contain a digit from (1, 4, 7), a digit from (2, 5, 8) and a digit from (3, 6, "
       "9).",
       {"globalmodular"}, 9},
      {"In each 2x2 box there must be at least one digit from each of the sets 147, 258 and 369.", {"globalmodular"}, 9},
      {"Every 2x2 area of the grid includes at least one number from each of the groups (1,4,7), (2,5,8) and (3,6,9).",
       {"globalmodular"}, 9},
      {"Any 2x2 square must contain a digit from each residue class modulo 3.", {"globalmodular"}},
      {"Every 2x2 area of the grid includes at least one number from each of the groups (1,4,7), (2,5,8) or (3,6,9).",
       {}},
      {"Every 2x2 block contains a digit of each residue mod 4.", {}},
      {"Every 2x2 block contains a digit from (1, 4, 7) and a digit from (2, 5, 8).", {}},
      {"Every 3x3 block contains a digit from (1, 4, 7), a digit from (2, 5, 8) and a digit from (3, 6, 9).", {}},
      {"Every 2x2 block contains a digit from (1, 4, 7), a digit from (2, 5, 8) and a digit from (3, 6, 9), except box 5.",
       {}},
  });
}

TEST_CASE("rules text: editor-style wordings (a number 'or more', a colour, groups for segments, no negative constraint)") {
  check_cases({
      // whispers: "N or more" is "at least N"; "more than N" is another number
      {"Consecutive digits along the green line must have difference of 5 or more.", {"whispers"}, 5},
      {"Adjacent cells along a green line contain digits that differ by at least 5.", {"whispers"}, 5},
      {"Adjacent digits on a green line differ by 5 or greater.", {"whispers"}, 5},
      {"Adjacent digits on a green line differ by more than 4.", {}},
      {"Adjacent digits on a green line differ by at least 5 or more.", {}},
      {"Adjacent digits on a green line differ by 5 or less.", {}},
      // little killers: the diagonal "indicated" names the clue
      {"Little killer: Digits along indicated diagonals must sum to the given total.", {"littlekillersum"}},
      {"Digits along indicated diagonals sum to the given total.", {"littlekillersum"}},
      {"Digits along indicated diagonals do not sum to the given total.", {}},
      {"Digits along diagonals sum to the given total.", {}},
      // a colour of the line: any, it states nothing
      {"Digits along the peach line must be either all even or all odd.", {"sameparityline"}},
      {"Digits along the peach line must be either all even or all odd, except one.", {}},
      // segment sum lines: groups (sections, pieces) of cells
      {"The grey line must be entirely divided into non-overlapping groups of cells along the line that sum to 10.",
       {"segmentsumline"}, 10},
      {"Each grey line is divided into sections that each sum to 10.", {"segmentsumline"}, 10},
      // "overlapping" alone contradicts the segments' partition (sliding windows?): refused
      {"The grey line must be divided into overlapping groups of cells that sum to 10.", {}},
      {"The grey line must be divided into non groups of cells that sum to 10.", {}},
      {"The grey line must be divided into groups of cells that do not sum to 10.", {}},
      // no negative constraint: a note, alone or after "not all ... given"
      {"Not all possible dots are necessarily given (no negative constraint).", {"note"}},
      {"There is no negative constraint.", {"note"}},
      {"No negative constraints.", {"note"}},
      {"There is a negative constraint.", {}},
      {"All possible dots are given (no negative constraint).", {}},
      // "anti-knight sudoku": the kind and normal sudoku rules
      {"Anti-knight sudoku rules apply.", {"antiknight", "sudoku"}},
      {"Anti-king sudoku rules apply.", {"antiking", "sudoku"}},
      {"Anti-knight sudoku rules do not apply.", {}},
      {"Anti-bishop sudoku rules apply.", {}},
      // a two-digit number in a circle or a sum, read forwards
      {"Two-digit sums read from left to right or top to bottom.", {"arrow"}},
      {"Two-digit numbers in circles read from left to right.", {"arrow"}},
      {"Two-digit sums read from right to left.", {}},
      {"Sums read from left to right.", {}},
      // a black dot "means" the ratio; a double arrow by its name; zipper "an equal distance"
      {"A black dot between two cells means one digit is twice the other.", {"ratio"}},
      {"A black dot between two cells means one digit is not twice the other.", {}},
      {"Digits along a double arrow sum to the sum of the digits in the two circles at its ends.", {"doublearrow"}},
      {"Digits along an arrow sum to the sum of the digits in the two circles at its ends.", {}},
      {"Cells an equal distance from the centre of a lavender zipper line sum to the digit on the centre of that line.",
       {"zipperline"}},
      {"Cells an equal distance from the centre of a zipper line do not sum to the digit in the centre.", {}},
      // parity lines: "alternately"
      {"Digits along a teal line are odd and even alternately.", {"parityline"}},
      {"Digits along a teal line are odd alternately.", {}},
  });
}

TEST_CASE("rules text: 'no negative constraint' beside every mark given contradicts it: neither sentence stands") {
  for (const char* text : {"All possible dots are given. There is no negative constraint.",
                           "There is no negative constraint. All X's and V's are given."}) {
    INFO(text);
    const auto sentences = read_rules_text(text);
    REQUIRE(sentences.size() == 2);
    for (const RuleSentence& s : sentences) CHECK(s.states.empty());
    CHECK(sentences[0].hint.find("no negative constraint") != std::string::npos);
  }
  const auto fine = read_rules_text("Not all dots are given. There is no negative constraint.");
  REQUIRE(fine.size() == 2);
  CHECK(words(fine[1].states) == States{"note"});
}

TEST_CASE("rules text: more everyday wordings of known rules, and their refused modifiers") {
  check_cases({
      {"Standard Sudoku rules: each row, column and 3x3 box must contain the digits 1 to 9 without repetition.",
       {"sudoku"}, 9},
      {"Each row, column and 3x3 box must contain the digits 1 to 9 with repetition.", {}},
      {"Place a digit from 1 to 9 in each empty cell such that no digit repeats in any row, column or box.", {"sudoku"}, 9},
      {"Place a digit from 1 to 9 in each empty cell such that digits repeat in any row, column or box.", {}},
      // "more than once" is a repeat
      {"No number appears more than once in a cage.", {"cage distinct"}},
      {"A number appears more than once in a cage.", {}},
      {"No digit appears more than once in any row, column or box.", {"sudoku"}},
      {"The sum of all numbers in a cage must match the small number printed in its corner.", {"cage sum"}},
      {"The sum of all numbers in a cage must not match the small number printed in its corner.", {}},
      {"Cage clues indicate the sum of the digits in the cage.", {"cage sum"}},
      {"Digits on a thermometer must strictly increase from the bulb end to the flat end.", {"thermometer"}},
      {"Digits on a thermometer must strictly increase from the flat end to the bulb end.", {}},
      // a ratio "2 to 1"
      {"Two cells separated by a black dot have a ratio of 2 to 1.", {"ratio"}},
      {"Two cells separated by a black dot have a ratio of 3 to 1.", {}},
      {"Digits joined by a black dot are in a ratio of 2 to 1.", {"ratio"}},
      {"Wherever there is a V between two cells, their digits sum to 5.", {"xv"}},
      {"X-sums: a clue outside the grid is the sum of the first N digits in that row or column, where N is the first digit.",
       {"xsum"}},
      {"A clue outside the grid is the sum of the last N digits in that row or column, where N is the first digit.", {}},
      {"A digit cannot appear a chess knight's move away from itself.", {"antiknight"}},
      {"A digit must appear a chess knight's move away from itself.", {}},
      {"Orthogonally adjacent cells may not contain digits that differ by 1.", {"nonconsecutive"}},
      {"Orthogonally adjacent cells may not contain digits that differ by 2.", {}},
      {"Orthogonally adjacent cells contain digits that differ by 1.", {}},
      {"Orthogonally adjacent cells may not contain digits that differ by more than 1.", {}},
      {"Each digit occupies each position within a box exactly once.", {"disjointgroups"}},
      {"Lockout lines: the digits at the ends of a line differ by at least 4, and no digit on the line lies between or "
       "equal to them.",
       {"lockoutline"}, 4},
      {"A clue outside the grid gives the digit in the Xth cell from that side, where X is the digit in the first cell.",
       {"numberedroom"}},
  });
  // "digits may not repeat on a thermometer" after the thermometer's rule: a note; after a slow
  // thermometer's, or naming another place, not understood
  const auto after = [](const char* text) { return words(read_rules_text(text).back().states); };
  CHECK(after("Digits along a thermometer increase from the bulb. Digits may not repeat on a thermometer.") == States{"note"});
  CHECK(after("Digits on a purple line form a set of consecutive digits in any order. Digits cannot repeat on a line.") ==
        States{"note"});
  CHECK(after("Digits along a thermometer increase or stay the same from the bulb. Digits may not repeat on a thermometer.")
            .empty());
  CHECK(after("Digits along a thermometer increase from the bulb. Digits may not repeat on a line.").empty());
  CHECK(after("Digits may not repeat on a thermometer.").empty());
}

TEST_CASE("rules text: a heading names what its statement speaks of; read with it, the statement must state the heading's kind") {
  check_cases({
      {"Killer cages: digits sum to the clue and don't repeat.", {"killercage"}},
      {"Thermometers: digits increase from the bulb.", {"thermometer"}},
      {"Arrows: digits sum to the number in the circle.", {"arrow"}},
      {"Renban: digits are consecutive in any order.", {"renban"}},
      {"Whispers: adjacent digits differ by at least 5.", {"whispers"}, 5},
      {"Thermometers: digits increase from the tip.", {}},    // another rule
      {"Thermometers: digits sum to the clue.", {}},          // not the heading's kind
      {"Arrows: digits increase from the bulb.", {}},
      {"Killer cages: digits repeat.", {}},
      {"Kropki: digits are consecutive.", {}},                // which dots?
      {"Digits sum to the clue and don't repeat.", {}},       // no heading: in what?
      {"All possible XVs are given.", {"all xv"}},
      {"All possible XVs are not given.", {}},
  });
}

TEST_CASE("rules text: wordings of the rarer kinds (counting circles, clones, extra regions, fortress cells, double arrows)") {
  check_cases({
      {"Counting circles: each digit in a circle tells how many circles contain that digit.", {"countingcircles"}},
      {"Clones: shaded regions of the same shape contain the same digits in the same positions.", {"clone"}},
      {"Clones: shaded regions of the same shape contain different digits in the same positions.", {}},
      {"The shaded cells form an extra region which also contains the digits 1-9.", {"extraregion"}, 9},
      {"The shaded cells form an extra region in which digits repeat.", {}},
      {"Diagonals: the digits 1-9 appear once on each of the two main diagonals.", {"diagonal"}, 9},
      {"Maximum: a cell marked as a maximum is greater than all orthogonally adjacent cells.", {"maximum"}},
      {"A cell marked as a minimum is greater than all orthogonally adjacent cells.", {}},
      {"Minimum cells: the digit in a minimum cell is less than each of its orthogonal neighbours.", {"minimum"}},
      {"The digit in a maximum cell is less than each of its orthogonal neighbours.", {}},
      // neighbours said as the cells next to it or sharing an edge with it, marks said as drawn (2026-12-02)
      {"A cell shaded dark grey is a maximum: its digit is larger than every digit orthogonally next to it.",
       {"maximum"}},
      {"Cells shaded orange are maximums: each holds a digit higher than all cells sharing an edge with it.",
       {"maximum"}},
      {"Cells marked with a star are maxima: the digit in such a cell is larger than the digits in all of the cells "
       "that share an edge with it.",
       {"maximum"}},
      {"Minima: Digits in cells marked with a small white circle are less than all orthogonally adjacent digits.",
       {"minimum"}},
      {"A cell with a thick blue border is a minimum: it is smaller than all orthogonally adjacent cells.", {"minimum"}},
      {"A cell shaded dark grey is a maximum: its digit is larger than every digit diagonally next to it.", {}},
      {"A cell shaded dark grey is a maximum: its digit is larger than one digit next to it.", {}},
      {"Cells shaded orange are maximums: each holds a digit higher than all cells sharing a corner with it.", {}},
      {"A cell with a thick blue border is a minimum: it is larger than all orthogonally adjacent cells.", {}},
      {"Cells outside circles are larger than any orthogonally adjacent cell.", {}},  // a place
      {"Cells in circles are larger than any orthogonally adjacent cell.", {"maximum"}},
      {"The number in the corner of each dashed cage is the product of the digits in that cage.", {"cage product"}},
      {"The clue in the top-left corner of each cage is the product you get when you multiply together all of the "
       "digits in that cage.",
       {"cage product"}},
      {"The number in the corner of each dashed cage is the sum of the products of the digits in that cage.", {}},
      {"The number in the corner of each dashed cage is the product of some digits in that cage.", {}},
      // the common kinds in a few more words of their own (2026-12-02)
      {"Sandwich sums: Clues to the left of a row or above a column give the sum of the digits found between the 1 "
       "and the 9 in that row or column.",
       {"sandwichsum"}, 9},
      {"Sandwiches: each number outside the grid states the total of the digits lying between the 1 and the 9 in its "
       "row or column.",
       {"sandwichsum"}, 9},
      {"Sandwiches: each number outside the grid states the product of the digits lying between the 1 and the 9.", {}},
      {"Two cells joined by a V have digits adding up to 5.", {"xv"}},
      {"Two cells joined by a V have digits adding up to 6.", {}},
      {"Two cells joined by an X have digits adding up to 5.", {}},
      {"Where an X lies on the border between two cells, those two digits total 10; where a V lies there, they total "
       "5.",
       {"xv"}},
      {"Cages show the sum of their contents; no digit repeats within a cage.", {"killercage"}},
      {"Cages show the product of their contents.", {}},
      {"A digit cannot appear in any cell a chess knight's move away from a cell containing the same digit.",
       {"antiknight"}},
      {"A digit cannot appear in any cell a chess knight's move away from a cell containing a different digit.", {}},
      {"Negative constraint: all white dots are given.", {"all difference"}},
      {"Negative constraint: digits along arrows sum to the circle.", {}},
      {"Double arrows: the sum of the digits in the two circles equals the sum of the digits along the line between them.",
       {"doublearrow"}},
      {"Double arrows: the sum of the digits in the two circles equals the digit along the line between them.", {}},
  });
}

TEST_CASE("rules text: sum dots of a colour, fortress cells larger than the surrounding digits, a marked diagonal's sum") {
  check_cases({
      {"Digits separated by a grey dot sum to the number on the dot.", {"xv"}},
      {"Digits separated by a white dot sum to the number on the dot.", {}},  // kropki's colour
      {"Digits separated by a grey dot do not sum to the number on the dot.", {}},
      {"Grey cells are larger than the orthogonally surrounding digits.", {"maximum"}},
      {"Grey cells are smaller than the orthogonally surrounding digits.", {"minimum"}},
      {"Grey cells are larger than some surrounding digits.", {}},
      {"The marked diagonal sums to the given number.", {"littlekillersum"}},
      {"The marked diagonal does not sum to the given number.", {}},
  });
}

TEST_CASE("rules text: web addresses and emoticons decorate; lead-ins to the rules are notes") {
  check_cases({
      {"Good luck :)", {"note"}},
      {"Have fun <3", {"note"}},
      {"Check out https://example.com for more puzzles.", {"note"}},
      {"Play on SudokuPad: https://sudokupad.app/abc", {"note"}},
      {"Thanks to Bob (testing) and Carol (ideas).", {"note"}},
      {"Digits along an arrow sum to the number in its circle :)", {"arrow"}},
      {"Digits along an arrow sum to the number in its circle, see https://example.com/arrows", {}},
      {"The following rules apply:", {"note"}},
      {"Normal sudoku rules apply, plus the constraints below.", {"sudoku", "note"}},
      {"Normal sudoku rules apply, with the following additional constraints:", {"sudoku", "note"}},
      {"Variant rules:", {"note"}},
      {"The following rules do not apply:", {}},
      {"Additional rules apply to the shaded cells.", {}},
      {"Standard rules apply.", {}},  // which game's?
  });
  const auto sentences = read_rules_text("Enjoy! :D");
  REQUIRE(sentences.size() == 1);  // the smiley alone is no sentence
  CHECK(words(sentences[0].states) == States{"note"});
}

TEST_CASE("rules text: instructions in other voices ('if two cells ...', 'get larger', 'all different', 'twice')") {
  check_cases({
      {"Each cage's digits must sum to the value written in its top-left corner; a digit cannot appear twice in a cage.",
       {"killercage"}},
      {"Cages: the sum of the digits inside a cage is given by the small number, and digits within a cage are all "
       "different.",
       {"killercage"}},
      {"Cages contain distinct digits and sum to the clue.", {"killercage"}},
      {"Every cage sums to a different total.", {}},
      {"Digits in a cage are different from the digits in other cages.", {}},
      {"Digits in a cage are not all different.", {}},
      {"A digit can appear twice in a cage.", {}},
      {"Along each thermometer, digits must get larger as you move away from the bulb.", {"thermometer"}},
      {"Along each thermometer, digits must be larger than the bulb.", {}},
      {"Thermometers: the digits must rise from the round end to the flat end.", {"thermometer"}},
      {"Thermometers: the digits must rise from the flat end to the round end.", {}},
      {"Every thermometer has digits that strictly increase starting from its bulb.", {"thermometer"}},
      {"If two cells are separated by a white dot, their digits are consecutive.", {"difference"}},
      {"If two cells are separated by a black dot, one digit is double the other.", {"ratio"}},
      {"If two cells are not separated by a black dot, one digit is double the other.", {}},
      {"Wherever there is an X between two cells, the digits in those cells sum to 10.", {"xv"}},
      {"Wherever there is an X between two cells, the digits in those cells sum to 11.", {}},
      {"Each blue line must have the same sum in every box it goes through.", {"regionsumline"}},
      {"A digit may not appear in any cell a knight's move away from it.", {"antiknight"}},
      {"A digit may appear in any cell a knight's move away from it.", {}},
      {"A digit may not be placed diagonally adjacent to the same digit.", {"antiking"}},
  });
}

TEST_CASE("facts: frame sums, the sum of the first digits seen from a clue outside") {
  check_cases({
      {"Clues outside the grid give the sum of the first three digits in that row or column.", {"frame sum"}, 3},
      {"Frame: numbers outside the grid give the sum of the first 3 cells seen from that direction.", {"frame sum"}, 3},
      {"Clues outside the grid give the sum of the first two digits.", {"frame sum"}, 2},
      {"Clues outside the grid give the sum of the first five digits.", {}},
      {"Clues outside the grid give the sum of the first three digits, except in row 1.", {}},
      {"Clues outside the grid do not give the sum of the first three digits.", {}},
      {"Clues outside the grid give the sum of the first X digits in that row or column, where X is the first digit.",
       {"xsum"}},
  });
}

TEST_CASE("facts: outside digits, digits among the first cells seen from a clue outside") {
  check_cases({
      {"Numbers outside the grid must appear in the first three cells from that direction.", {"frame digits"}, 3},
      {"A number outside the grid appears in the first four cells of that row/column from that direction.",
       {"frame digits"}, 4},
      {"Clues outside the grid show digits which must appear in the first 3 cells seen from that side.", {"frame digits"}, 3},
      {"Numbers outside the grid must not appear in the first three cells from that direction.", {}},
      {"Numbers outside the grid must appear in the first three cells.", {}},  // of what?
      {"Numbers outside the grid must appear in the first five cells from that direction.", {}},
      {"Numbers outside the grid must appear in the last three cells from that direction.", {}},
      {"Numbers outside the grid must appear exactly twice in the first three cells from that direction.", {}},
      {"Numbers outside the grid give the sum of the first three cells from that direction.", {"frame sum"}, 3},
  });
}

TEST_CASE("facts: battlefield, the overlap or gap of the first X and the last Y cells") {
  check_cases({
      {"Battlefield sudoku.", {"battlefield", "sudoku"}},
      {"Clues outside the grid give the sum of the digits where the first X and the last Y cells of that row or "
       "column overlap, or of the digits between them if they do not, where X and Y are the first and last digits of "
       "that row or column.",
       {"battlefield"}},
      {"A clue outside the grid gives the sum of the overlap of the first X and the last Y cells, or of the gap between "
       "them if there is no overlap, where X is the first digit and Y the last digit in that row or column.",
       {"battlefield"}},
      // the rule in two halves, each a sentence: the groups, then the sum
      {"Consider the first X cells and the last Y cells of a row or column, where X is the digit in the first cell "
       "and Y is the digit in the last cell.",
       {"battlefield armies"}},
      {"A clue outside the grid gives the sum of the digits where these groups overlap, or the sum of the digits in "
       "the gap between the groups if they don't overlap.",
       {"battlefield sum"}},
      {"Battlefield: consider the first X cells and the last Y cells of a row or column, where X is the first digit "
       "and Y the last digit.",
       {"battlefield armies"}},
      // reworded: the groups' digits said apart, "either end", "for each row and column"
      {"Battlefield: a clue outside the grid is the sum of the cells where the first X cells and the last Y cells "
       "overlap, or, if they do not overlap, the sum of the cells in the gap between them.",
       {"battlefield"}},
      {"X is the first digit and Y the last digit of that row or column.", {"battlefield armies"}},
      {"Outside clues give the total of the overlap of the first X and last Y cells of the row or column, or of the gap "
       "between them when they do not overlap, where X and Y are the digits at either end.",
       {"battlefield"}},
      {"For each row and column, consider the first X cells and the last Y cells, where X is the digit in the first "
       "cell and Y the digit in the last cell.",
       {"battlefield armies"}},
      {"X is the first digit and Y the last digit of that row or column, and they sum to the clue.", {}},
      // a typo in a word only this rule knows is mended as any other
      {"A clue outside the grid gives the sum of the digits where these groups ovelap, or the sum of the digits in "
       "the gap between them if they do not overlap.",
       {"battlefield sum"}},
      // not the rule: one case only, a product, the groups with a sum of their own
      {"Clues outside the grid give the sum of the digits where the first X and the last Y cells overlap, where X and "
       "Y are the first and last digits.",
       {}},
      {"Clues outside the grid give the product of the digits where the first X and the last Y cells overlap, or "
       "between them if they do not, where X and Y are the first and last digits.",
       {}},
      {"Clues outside the grid give the sum of the first X and the last Y cells, where X and Y are the first and last "
       "digits.",
       {}},
      {"A clue outside the grid gives the sum of the digits where these groups overlap.", {}},
  });
}

TEST_CASE("facts: rellik cages, no digits of a cage summing to its clue") {
  check_cases({
      {"Rellik cages.", {"rellikcage"}},
      {"Rellik cages: no combination of one or more digits in a cage may sum to the clue.", {"rellikcage"}},
      {"Digits in a rellik cage cannot repeat, and no combination of them can sum to the number in the top left corner.",
       {"rellikcage"}},
      {"In a rellik cage, no subset of the digits adds up to the given total.", {"rellikcage"}},
      {"Rellik cage: there is no set of digits in the cage which sums to the clue.", {"rellikcage"}},
      // not read: the name missing (are the digits distinct?), no negation, the negation's target unclear
      {"No combination of one or more digits in a cage may sum to the clue.", {}},
      {"Some combination of digits in a rellik cage sums to the clue.", {}},
      {"Digits in a rellik cage can repeat, and no combination of them sums to the clue.", {}},
      {"In a rellik cage, no subset of the digits may sum to twice the clue.", {}},
  });
}

TEST_CASE("facts: magic squares, a box the text names or squares drawn shaded") {
  check_cases({
      // a box the text names: number 0 the central one
      {"The central 3x3 box is a magic square.", {"named magicsquare"}, 0},
      {"The middle box is a magic square.", {"named magicsquare"}, 0},
      {"Box 4 is a magic square, with each row, column, and 3-digit diagonal summing to the same total.",
       {"named magicsquare"}, 4},
      {"Box 7 is a magic square: each 3-cell row, column and diagonal sums to the same number.", {"named magicsquare"}, 7},
      {"The centre box forms a magic square, in which every row, column and both main diagonals have the same sum.",
       {"named magicsquare"}, 0},
      // drawn: the boxes of a colour, shaded
      {"The grey 3x3 boxes are magic squares, with each 3-cell row, column and diagonal summing to the same total.",
       {"magicsquare"}},
      {"Shaded boxes are magic squares.", {"magicsquare"}},
      {"The shaded 3x3 regions are magic squares.", {"magicsquare"}},
      {"Magic square: the central box is a magic square, meaning every row, column and main diagonal of it has the "
       "same sum.",
       {"named magicsquare"}, 0},
      {"Region 5 is a magic square.", {"named magicsquare"}, 5},
      {"Magic squares.", {"magicsquare"}},
      // a total given (checked by the reader against the square's digits: RuleSentence::total)
      {"The central box is a magic square, with each row, column and diagonal summing to 15.", {"named magicsquare"}, 0},
      {"The shaded boxes are magic squares: their rows, columns and diagonals sum to a total of 15.", {"magicsquare"}},
      // not read: which box is not told, the definition cut short or changed, two totals, negated
      {"Exactly one 3x3 box is a magic square, in which each 3-cell row, column and diagonal sums to the same number.", {}},
      {"The central box is a magic square, with each row and column summing to the same total.", {}},
      {"The central box is a magic square, with each row and column summing to 15.", {}},
      {"The central box is a magic square whose rows, columns and diagonals sum to 15 or 16.", {}},
      {"The central box is a magic square whose rows, columns and diagonals sum to 15 and 15.", {}},
      {"The central box is not a magic square.", {}},
      {"Box 4 (W) is a magic square.", {}},
      {"The grey box and box 5 are magic squares.", {}},
      {"Box 20 is a magic square.", {}},
  });
}

TEST_CASE("facts: a thermometer whose digits increase 'but may (also) stay the same' is a slow one") {
  check_cases({
      {"Each thermometer's digits must increase, starting from its bulb, but may also stay the same.", {"slowthermometer"}},
      {"Digits on thermometers increase from the bulb, but may stay the same.", {"slowthermometer"}},
      // not read: "may" without "but", a strict increase, a repeat, the wrong end
      {"Digits on thermometers increase from the bulb and may stay the same.", {}},
      {"Digits on thermometers strictly increase from the bulb, but may stay the same.", {}},
      {"Digits on thermometers increase from the bulb, but may repeat.", {}},
      {"Digits on thermometers increase from the tip, but may stay the same.", {}},
  });
}

TEST_CASE("facts: an outside clue that 'equals' its sum (X-sums, sandwiches)") {
  check_cases({
      {"Every clue outside the grid equals the sum of the first X cells in that direction, X being the digit in the "
       "first cell.",
       {"xsum"}},
      {"A number outside the grid equals the sum of the digits sandwiched between the 1 and the 9 of its row or column.",
       {"sandwichsum"}, 9},
      {"A number outside the grid does not equal the sum of the digits sandwiched between the 1 and the 9 of its row "
       "or column.",
       {}},
      {"Every clue outside the grid equals the first X cells in that direction.", {}},
  });
}

TEST_CASE("facts: digital root cages, their digits distinct; their definition a note beside them") {
  check_cases({
      {"Digital root cages.", {"cage (digital root)"}},
      {"Digits in a cage do not repeat, and the clue is the digital root of their sum.", {"cage (digital root)"}},
      {"The clue in the top left corner of a cage is the digital root of the sum of the digits in the cage; digits "
       "cannot repeat in a cage.",
       {"cage (digital root)"}},
      {"Digital root cages: digits cannot repeat in a cage, and the clue is the digital root of the sum of the cage's "
       "digits.",
       {"cage (digital root)"}},
      // not read: distinctness unsaid or denied twice, repeats allowed, no clue
      {"The clue is the digital root of the sum of the digits in a cage.", {}},
      {"Digits may repeat in a cage, and the clue is the digital root of their sum.", {}},
      {"Digits in a cage do not repeat, and the clue is not the digital root of their sum.", {}},
      {"Digits in a cage do not repeat, and their digital root is the same.", {}},
  });
  CHECK(states_of("Digital root cages. The digital root of a number is found by repeatedly summing its digits until "
                  "one digit is left.") == std::vector<States>{{"cage (digital root)"}, {"note"}});
  CHECK(states_of("Normal sudoku rules apply. The digital root of a number is obtained by repeatedly adding its digits "
                  "until only one digit remains, e.g. 29 -> 11 -> 2.") == std::vector<States>{{"sudoku"}, {}});
}

TEST_CASE("facts: a magic square's total, said in the sentence or beside it") {
  CHECK(one("The central box is a magic square, with each row, column and diagonal summing to 15.").total == 15);
  CHECK(one("Box 1 is a magic square: its rows, columns and diagonals add up to 34.").total == 34);
  CHECK(one("The central box is a magic square, with each row, column and diagonal summing to the same total.").total == 0);
  CHECK(one("The central box is a magic square.").total == 0);
  // a clause of a sentence: kept when the clauses are read together
  const RuleSentence both = one("Normal sudoku rules apply, and the central box is a magic square whose rows, columns and "
                                "diagonals sum to 15.");
  CHECK(words(both.states) == States{"sudoku", "named magicsquare"});
  CHECK(both.total == 15);
}

TEST_CASE("facts: a rule said without its number beside another rule's number takes none (unnumbered)") {
  // a merge keeps one number: it is the rule's that gave it, not the other's
  const RuleSentence digits = one("Place the digits 1-9 in every row, column and box, and the central box is a magic square.");
  CHECK(words(digits.states) == States{"sudoku", "named magicsquare"});
  CHECK(digits.number == 9);
  CHECK(digits.number_of(Stated{Stated::NamedCells, Kind::MagicSquare}) == 0);  // the central box, not box 9
  const RuleSentence lockout = one("Place the digits 1-9 in every row, column and box, and lockout lines apply.");
  CHECK(words(lockout.states) == States{"sudoku", "lockoutline"});
  CHECK(lockout.number_of(Stated{Stated::Rule, Kind::LockoutLine}) == 0);  // their usual difference, not 9
  const RuleSentence two = one("The grey lines are palindromes and the green lines are German whispers.");
  CHECK(words(two.states) == States{"palindrome", "whispers"});
  CHECK(two.number_of(Stated{Stated::Rule, Kind::Whispers}) == 5);
  CHECK(two.number_of(Stated{Stated::Rule, Kind::Palindrome}) == 0);  // no palindrome of 5 cells
  // the number given for the rule named: its own
  const RuleSentence ends = one("Lockout lines: the ends differ by 4 or more.");
  CHECK(ends.number_of(Stated{Stated::LockoutEnds}) == 4);
  const RuleSentence box = one("Place the digits 1-9 in every row, column and box, and box 9 is a magic square.");
  CHECK(box.number_of(Stated{Stated::NamedCells, Kind::MagicSquare}) == 9);
  // two boxes in one sentence: one number cannot tell them
  check_cases({
      {"Box 1 is a magic square, and the central box is a magic square.", {}},
      {"The central box is a magic square; box 1 is a magic square.", {}},
      {"In box 1, magic square: the central box is a magic square.", {}},
  });
}

TEST_CASE("facts: numbers in words where a number is expected (after 'at least', a range from one)") {
  check_cases({
      {"Adjacent digits along a green line differ by at least five.", {"whispers"}, 5},
      {"Dutch whispers: adjacent digits differ by at least four.", {"whispers"}, 4},
      {"Place the digits one to nine once each in every row, column and box.", {"sudoku"}, 9},
      {"Place the digits one to six once each in every row, column and box.", {"sudoku"}, 6},
      {"Adjacent digits along a green line differ by at most five.", {}},
      {"Digits in circles must appear in at least one of the cells touched by the circle.", {"quadruple"}},
      {"Digits on a line between two circles must be strictly between the digits in the circles.", {"betweenline"}},
  });
  const RuleSentence zero = read_rules_text("Place the digits zero to eight once each in every row, column and box.").front();
  CHECK(words(zero.states) == States{"sudoku"});
  CHECK(zero.number == 8);
  CHECK(zero.lowest == 0);
}

TEST_CASE("rules text: kinds said to follow their usual rules") {
  check_cases({
      {"Killer cages and thermometers follow normal rules.", {"killercage", "thermometer"}},
      {"Arrows, thermos and kropki dots follow their usual rules.", {"arrow", "thermometer", "difference", "ratio"}},
      {"Killer cages follow different rules.", {}},
      {"Killer cages and fog of war follow normal rules.", {}},
      {"Killer cages do not follow normal rules.", {}},
      {"Everything follows normal rules.", {}},
  });
}

TEST_CASE("rules text: a known rule with a modifier, another number or another relation is not read") {
  // Written against the facts (2026-11-29): each would be a wrong rule if its modifier were
  // dropped as filler.
  for (const char* changed : {
           "Adjacent digits on green lines differ by exactly 5.",
           "Adjacent digits on a green line must differ by at most 5.",
           "Digits along a thermometer increase from the tip.",
           "Digits along a thermometer decrease from the bulb.",
           "Digits along a thermometer increase from the bulb, except in box 5.",
           "Digits in a cage sum to the clue minus one.",
           "Digits in cages sum to twice the clue.",
           "Cells separated by a white dot differ by 2.",
           "Cells separated by a white dot are not consecutive.",
           "Cells separated by a black dot contain digits in a 1:3 ratio.",
           "Digits along an arrow sum to the number in its circle, read backwards.",
           "Digits along an arrow multiply to the number in its circle.",
           "Digits on a renban line form a set of consecutive digits, repeats allowed.",
           "Digits on a renban line are all odd.",
           "Identical digits cannot be a knight's move apart, unless they are 5s.",
           "Digits in each row, column and box appear once, except 9s.",
           "Normal sudoku rules apply, but boxes may repeat digits.",
           "Cells separated by an X sum to 11.",
           "Cells separated by an X sum to 10, or to 20 when shaded.",
           "Clues outside the grid give the product of the indicated diagonal.",
           "Clues outside the grid give the sum of the digits sandwiched between the 2 and the 8.",
           "Every 2x2 block of cells contains at most one low digit.",
           "Digits along each line have an equal sum in every other box.",
           "Digits on a line between two circles must be outside the digits in the circles.",
           "Palindromes read the same backwards, except for the middle digit.",
           "Digits along a line must be in the ratio 1:2.",
           "A digit in a circle counts how many times it appears in the row.",
           "Killer cages: the sum of the two largest digits is given.",
           "Each 5 must have a 1 directly above it or a 9 directly below it, but never both.",
           "XVXV: cells connected by an X sum to 10 or 15, and cells connected by a V sum to 5 or 16.",
           "Inequality signs point to the smaller digit, except when the digits are consecutive.",
           "Adjacent digits on a green line differ by five or less.",
           "Digits on a line must differ by at least 5 from their neighbours on the diagonal.",
           "All possible X's and V's are given, except in row 1.",
           "Not all possible X's and V's are given, but all kropki dots are.",
           "Arrows: the digits along an arrow sum to the circle's digit plus one.",
           "Digits may not repeat on the marked diagonals, except the center cell.",
           "Digits along thermometers increase by exactly 2 from the bulb.",
           "Digits along a thermometer increase from the bulb, but not necessarily strictly.",
           "Digits along a thermometer must increase from the bulb end, skipping at least one digit each step.",
           "Killer cages: digits do not repeat in a cage and sum to the clue, which is given in base 8.",
           "Cells separated by a white dot have a difference of 1 or 2.",
           "Cells joined by a white dot contain consecutive digits, and so do cells joined by a black dot.",
           "Renban lines contain consecutive digits in increasing order.",
           "A clue outside the grid gives the sum of the first X digits, where X is the last digit.",
           "Clues outside the grid give the sum of the digits between the 1 and the 9, inclusive.",
           "Digits along an arrow sum to the number in its circle; the circle may hold a two-digit number read right to left.",
           "The digits in each 3x3 box sum to 45 except box 5.",
           "No digit may repeat within a cage, and each cage sums to a prime number.",
           "Each row contains the digits 1 to 9, columns may repeat.",
           "Normal sudoku rules do not apply.",
           "Cells a knight's move apart must contain different digits only if they are in the same box.",
           "Digits in cells separated by a V sum to 5, and digits in cells separated by an X multiply to 10.",
           "The digits on each palindrome line are the same when read in either direction, but the line may be read in 3 parts.",
           "Each region sum line has an equal sum in each box it passes through, except the last one.",
           "Digits on the entropic line: any three consecutive cells contain one low, one middle and one high digit, or two lows.",
           "Digits on a renban line are a set of consecutive digits but may repeat once.",
           "Box borders divide each blue line into segments with the same sum, and segments of length one are ignored.",
           "A digit in a circle tells how many circles hold that digit, counting diagonals twice.",
           "Each 2x2 block contains a low (1-3), a middle (4-6) and a high (7-9) digit, except on the border.",
           "Every 5 must have a 1 directly above it or a 9 directly below it, except in column 1.",
           // 2026-11-29, the two kinds added that day
           "Clues outside the grid give the sum of the digits where the first X and the last Y cells overlap, or twice "
           "the sum of those between them if they do not, where X and Y are the first and last digits.",
           "Clues outside the grid give the sum of the digits where the first X and the last Y cells overlap, or of the "
           "digits between them if they do not, where X and Y are the first and last digits, except in row 1.",
           "Every 2x2 block of cells contains a digit of each residue mod 3, except those touching the border.",
           "Each 2x2 box in the grid has to contain a digit from (1, 4, 7), a digit from (2, 5, 8) and a digit from "
           "(3, 6, 9), or two digits from (1, 4, 7).",
       })
    CHECK(states(changed).empty());
}

TEST_CASE("rules text: a third batch of everyday wordings, each beside its refused modifiers") {
  check_cases({
      // a slow thermometer allowed to stay the same, after "never decrease"
      {"Along a slow thermometer, digits never decrease from the bulb; digits may stay the same.", {"slowthermometer"}},
      {"Along a slow thermometer, digits never decrease from the bulb or stay the same.", {}},
      {"Digits along thermometers increase from the bulb; digits may stay the same.", {}},
      {"Digits on a thermometer may stay the same.", {}},
      // a between line's circles "at both ends"
      {"Along each line, digits must be between the digits in the circles at both ends of that line.", {"betweenline"}},
      {"Along each line, digits must be between or equal to the digits in the circles at both ends.", {}},
      // an arrow's circle that "contains" the sum
      {"Arrow circles contain a number equal to the sum of the digits along the arrow.", {"arrow"}},
      {"Arrow circles contain a number equal to twice the sum of the digits along the arrow.", {}},
      // the diagonals' cells
      {"Cells along the marked diagonals must contain the digits 1-9 exactly once.", {"diagonal"}, 9},
      {"Cells along the marked diagonals must contain odd digits.", {}},
      // a ratio's number, when it is the black dot's own
      {"Digits separated by a black dot have a ratio of 2.", {"ratio"}},
      {"Digits separated by a black dot have a ratio of 3.", {}},
      // a knight's move said of pairs
      {"For each pair of cells separated by a knight's move in chess, the two digits must be different.",
       {"antiknight"}},
      {"For each pair of cells separated by a knight's move in chess, the two digits must be consecutive.", {}},
      // entropic runs, their groups in brackets
      {"Entropic lines: every run of three cells along a line must contain one low digit (1-3), one middle digit "
       "(4-6) and one high digit (7-9).",
       {"entropicline"}},
      {"Every run of three cells along a line must contain one low digit (1-4), one middle digit (5-6) and one high "
       "digit (7-9).",
       {}},
      // two-cell circles
      {"Two-cell circles contain a two-digit number read left to right.", {"arrow"}},
      {"Two-cell circles contain a two-digit number read right to left.", {}},
      // inequality signs obeyed
      {"Cells marked with a greater-than sign must obey the inequality.", {"greaterthan"}},
      {"Cells marked with a greater-than sign must obey the inequality, which points to the larger digit.", {}},
      // extra regions counted and sized
      {"Each of the 4 marked 3x3 regions must also contain the digits 1-9 once each.", {"extraregion"}, 9},
      {"Each of the 4 marked 3x3 regions must also contain the digits 1-9 twice.", {}},
      // notes: a mark's rule only where it is drawn, cages without a total
      {"If a dot is not present, the rule does not apply.", {"note"}},
      {"If a dot is not present, the digits are not consecutive.", {}},
      {"Some cages have no total given.", {"note"}},
      {"Some cages do not sum to their total.", {}},
      {"Some cages have no repeated digits.", {}},
      {"Some cages have no total given, and their digits may repeat.", {}},
  });
  // "different lines may have different values of N", said after the region sum rule only
  const auto rs = read_rules_text("Digits on each blue line have an equal sum N within each 3x3 box it passes through. "
                                  "Different lines may have different values of N.");
  REQUIRE(rs.size() == 2);
  CHECK(words(rs[0].states) == States{"regionsumline"});
  CHECK(words(rs[1].states) == States{"note"});
  const auto th = read_rules_text("Digits along thermometers increase from the bulb. Different lines may have "
                                  "different values of N.");
  REQUIRE(th.size() == 2);
  CHECK(th[1].states.empty());
}

TEST_CASE("rules text: negative constraints said of the cells without a mark, and more everyday wordings") {
  check_cases({
      // no dot between them: kropki's negative constraint, under its heading too
      {"If two cells are orthogonally adjacent and not separated by a dot, they cannot be consecutive or in a 1:2 "
       "ratio.",
       {"nonconsecutive", "all ratio"}},
      {"Negative constraint: if two cells are orthogonally adjacent and not separated by a dot, they cannot be "
       "consecutive or in a 1:2 ratio.",
       {"nonconsecutive", "all ratio"}},
      {"If two cells are orthogonally adjacent and separated by a dot, they cannot be consecutive or in a 1:2 ratio.",
       {}},
      {"If two cells are orthogonally adjacent and not separated by a dot, they cannot be consecutive.", {}},
      // no X, no V between them
      {"Adjacent cells without an X cannot sum to 10 and adjacent cells without a V cannot sum to 5.", {"all xv"}},
      {"All possible Xs and Vs are given: adjacent cells without an X cannot sum to 10 and adjacent cells without a V "
       "cannot sum to 5.",
       {"all xv"}},
      {"Adjacent cells with an X cannot sum to 10 and adjacent cells without a V cannot sum to 5.", {}},
      {"Adjacent cells without an X cannot sum to 10.", {"negativesum"}, 10},  // the X alone: a negative sum
      // every pair on a nabner line apart, not only neighbours (those are whispers)
      {"Nabner: digits on a yellow line are all at least 2 apart from each other.", {"nabner"}},
      {"Digits on a line differ from each other by at least 2.", {"nabner"}},
      {"Adjacent digits on a line differ by at least 2.", {"whispers"}, 2},
      {"Digits on a line are all at least 3 apart from each other.", {}},
      // the numbered room's digit nearest the clue
      {"Numbered rooms: a clue outside the grid gives the digit in the Xth cell of that row or column, where X is the "
       "digit closest to the clue.",
       {"numberedroom"}},
      {"A clue outside the grid gives the digit in the Xth cell of that row or column, where X is the digit farthest "
       "from the clue.",
       {}},
      // "may" with its negation, "marked" dots
      {"No two orthogonally adjacent cells may contain consecutive digits.", {"nonconsecutive"}},
      {"Orthogonally adjacent cells may contain consecutive digits.", {}},
      {"Cells marked with a white dot contain digits that differ by 1.", {"difference"}},
      {"Cells marked with a white dot contain digits that differ by 2.", {}},
  });
}

TEST_CASE("rules text: more remarks of setters are notes; the same words beside a rule's are not") {
  check_cases({
      {"A gentle introduction to the ruleset.", {"note"}},
      {"Break-in is tricky, but the rest flows nicely.", {"note"}},
      {"Estimated difficulty: 3/5.", {"note"}},
      {"Happy holidays!", {"note"}},
      {"Let me know if you find any mistakes.", {"note"}},
      {"Please let me know what you think in the comments.", {"note"}},
      {"Should be approachable for new solvers.", {"note"}},
      {"There is a unique solution which can be found with logic alone.", {"note"}},
      {"This is a remake of an older puzzle of mine.", {"note"}},
      {"This one is on the harder side.", {"note"}},
      // a rule's word, an unknown lower-case word or a digit among them: perhaps a rule
      {"Let me know if you find the path.", {}},
      {"The rest of the cells are shaded.", {}},
      {"Find the loop, it flows nicely.", {}},
      {"This one is on the harder side of 5.", {}},
      {"Estimated difficulty: digits increase.", {}},
      {"Hint: start in box 5.", {"note"}},
      {"Hint: start in box 5, where digits may repeat.", {}},
  });
}

TEST_CASE("rules text: longer explanations of known rules (lists of digits, headings, what follows 'where')") {
  check_cases({
      {"Entropic lines: any three sequential cells on a line must contain one low digit (1, 2 or 3), one medium digit "
       "(4, 5 or 6) and one high digit (7, 8 or 9).",
       {"entropicline"}},
      {"Any three sequential cells on a line must contain one low digit (1, 2 or 3), one medium digit (4, 5 or 7) and "
       "one high digit (6, 8 or 9).",
       {}},
      {"Clones: shapes with the same colour are clones of each other, containing the same digits in the same "
       "positions.",
       {"clone"}},
      {"Double arrows: the digits on a line connecting two circles sum to the sum of the digits in the circles.",
       {"doublearrow"}},
      {"Double arrows: the digits on a line connecting two circles sum to twice the sum of the digits in the circles.",
       {}},
      {"Fortress: digits in shaded cells are greater than each orthogonally adjacent digit in an unshaded cell.",
       {"maximum"}},
      {"Indexing: a digit in column 1 indicates the column in which the digit 1 appears in that row.",
       {"columnindexer"}},
      {"Nabner lines: no two digits on a yellow line may be consecutive or identical.", {"nabner"}},
      {"Nabner lines: two digits on a yellow line may be consecutive or identical.", {}},
      {"Sandwiches: numbers at the top and left of the grid give the sum of the digits between the 1 and the 9 in that "
       "row or column.",
       {"sandwichsum"}, 9},
      {"Numbers at the top and left of the grid give the sum of the digits in that row or column.", {}},
      {"Skyscrapers: clues outside the grid give the number of digits visible from that direction, where a larger "
       "digit blocks the view of any smaller digit behind it.",
       {"skyscraper"}},
      {"X-sums: clues outside the grid give the sum of the first X cells in that row or column, where X is the value "
       "of the first cell from that direction.",
       {"xsum"}},
      {"Lockout lines: the digits at the ends of each line (marked with diamonds) must differ by at least 4.",
       {"lockout ends"}, 4},
      {"All X's and V's are given, so if two adjacent cells have no X or V between them, they cannot sum to 5 or 10.",
       {"all xv"}},
      {"If two adjacent cells have an X or V between them, they cannot sum to 5 or 10.", {}},
  });
  // an ellipsis before a lower-case word does not end the sentence: the example stays one note
  const auto ex = read_rules_text("Digits in the same position in each 3x3 box must be different. For example, r1c1, "
                                  "r1c4, r1c7, r4c1, ... contain all the digits 1-9.");
  REQUIRE(ex.size() == 2);
  CHECK(words(ex[0].states) == States{"disjointgroups"});
  CHECK(words(ex[1].states) == States{"note"});
  CHECK(read_rules_text("Digits do not repeat in boxes... Thermometers increase from the bulb.").size() == 2);
  // the same again of more columns, "and of"
  const auto ix = read_rules_text("A digit in column 1 indicates the column in which the digit 1 appears in that row. "
                                  "The same is true of column 5 and the digit 5, and of column 9 and the digit 9.");
  REQUIRE(ix.size() == 2);
  CHECK(words(ix[1].states) == States{"columnindexer"});
  // a zipper line's middle cell, said after its rule only
  const auto zl = read_rules_text("Along a zipper line, digits an equal distance from the centre must sum to the same "
                                  "total. For odd length lines, this total is the digit in the centre of the line.");
  REQUIRE(zl.size() == 2);
  CHECK(words(zl[0].states) == States{"zipperline"});
  CHECK(words(zl[1].states) == States{"note"});
  const auto nz = read_rules_text("Digits along thermometers increase from the bulb. For odd length lines, this total "
                                  "is the digit in the centre of the line.");
  REQUIRE(nz.size() == 2);
  CHECK(nz[1].states.empty());
}

TEST_CASE("rules text: hasty wordings (no apostrophes, notes' brevity), each beside a refused modifier") {
  check_cases({
      {"Cells a knights move apart cant contain the same digit.", {"antiknight"}},
      {"Cells a knights move apart can contain the same digit.", {}},
      {"Killer cages: numbers dont repeat in a cage and sum up to the small number.", {"killercage"}},
      {"The digits in the cage add to the number in the corner, digits in the cage are unique.", {"killercage"}},
      {"The digits in each cage add to a unique total.", {}},
      {"Cells with a number in a circle between them differ by that number.", {"difference"}},
      {"Cells with a number in a circle between them differ by twice that number.", {}},
      {"The number in a circle on the edge of two cells is their difference.", {"difference"}},
      {"Circles on intersections: the digits shown appear in the four cells around the circle.", {"quadruple"}},
      {"Digits joined by a line with circles at both ends sum to the total of the circled digits.", {"doublearrow"}},
      {"Digits joined by a line with circles at both ends sum to half the total of the circled digits.", {}},
      // clues outside named for an outside kind
      {"Numbers outside the grid are X-sums.", {"xsum"}},
      {"Clues outside the grid are skyscrapers.", {"skyscraper"}},
      {"Numbers outside the grid are thermometers.", {}},
      {"Numbers outside the grid are not X-sums.", {}},
  });
}

TEST_CASE("rules text: the rarer kinds in more words (frame sums of a number, sum dots that join, steps to the next cell)") {
  check_cases({
      {"Frame sums: a number outside the grid is the sum of the first three digits in that row or column from that "
       "side.",
       {"frame sum"}, 3},
      {"A number outside the grid is the sum of the last three digits in that row or column from that side.", {}},
      {"Sum dots: the number on a dot is the sum of the two digits it joins.", {"xv"}},
      {"Sum dots: the number on a dot is the product of the two digits it joins.", {}},
      {"Sequence lines: the digits along a line increase or decrease by the same amount from one cell to the next.",
       {"sequenceline"}},
      {"The digits along a line increase by the same amount from the circle to the next cell.", {}},
      {"10 lines: each line is divided into segments of adjacent cells summing to 10.", {"segmentsumline"}, 10},
      {"10 lines: each line is divided into segments of adjacent cells summing to 12.", {}},
  });
}

TEST_CASE("facts: odd or even cells said of cells of a colour (shaded), not of circles or squares") {
  check_cases({
      {"The digits in the orange cells are odd.", {"odd"}},
      {"Grey shaded cells contain even digits.", {"even"}},
      {"Odd digits go in the yellow cells.", {"odd"}},
      {"Shaded cells must contain even digits.", {"even"}},  // any shading
      // neither colour nor shading (which cells?), both parities, a negation, white cells (plain ones)
      {"Cells must contain even digits.", {}},
      {"Digits in orange cells are odd or even.", {}},
      {"Digits in orange cells are not odd.", {}},
      {"Digits in white cells are odd.", {}},
  });
}

TEST_CASE("rules text: discursive wordings (kinds said to be present, 'these lines', lead-ins, 'none repeat')") {
  check_cases({
      // kinds present: their names
      {"There are several killer cages in the grid.", {"killercage"}},
      {"The grid contains German whispers lines.", {"whispers"}, 5},
      {"Some cells contain thermometers.", {"thermometer"}},
      {"There is a loop in the grid.", {}},
      {"There are no killer cages.", {}},
      {"Some cells contain odd digits.", {}},
      // a lead-in before the rule
      {"You must place digits so that digits on an arrow sum to the circled digit.", {"arrow"}},
      {"You must place digits so that digits on an arrow multiply to the circled digit.", {}},
      // other voices
      {"You may not place the same digit in two cells a knight's move apart.", {"antiknight"}},
      {"You may place the same digit in two cells a knight's move apart.", {}},
      {"When two cells are separated by a black dot, one digit is twice the other.", {"ratio"}},
      {"All digits along a purple line are consecutive (in some order) and none repeat.", {"renban"}},
      {"All digits along a purple line are consecutive (in some order) and some repeat.", {}},
      {"Each digit on a renban line is different, and together they form a consecutive sequence.", {"renban"}},
      {"Every cell in a cage has a different digit and the cage's digits total the clue.", {"killercage"}},
      {"The digits in each cage must be different and add up to the small number.", {"killercage"}},
      {"Every cage has a different total.", {}},
      {"For every arrow, the digit in the circle equals the total of the digits on the arrow's stem.", {"arrow"}},
      {"Numbers on the edge of the grid give the sum of the digits between the 1 and the 9 in their row or column.",
       {"sandwichsum"}, 9},
      {"The clues outside the grid are little killer clues: they give the sum of the digits on the diagonal they point "
       "along.",
       {"littlekillersum"}},
  });
  // "these lines" after the sentence that names them
  const auto rb = read_rules_text("Purple lines are renban lines. These lines contain a set of consecutive digits in "
                                  "any order.");
  REQUIRE(rb.size() == 2);
  CHECK(words(rb[1].states) == States{"renban"});
}

TEST_CASE("facts: rows and columns alone, and a grid without boxes") {
  check_cases({
      {"Place the digits 1-4 once in every row and column.", {"rows columns"}, 4},
      {"Each row and column contains the digits 1 to 6 exactly once.", {"rows columns"}, 6},
      {"No digit repeats in any row or column.", {"rows columns"}},
      {"There are no boxes.", {"no boxes"}},
      {"This puzzle has no 3x3 boxes.", {"no boxes"}},
      // not these: repeats allowed, a diagonal among them, boxes said
      {"Digits may repeat in rows and columns.", {}},
      {"Each row, column and marked diagonal contains 1-9 once.", {}},
      {"There are no boxes except the central one.", {}},
  });
}

TEST_CASE("rules text: a line kind's heading, its statement leaving out the line") {
  check_cases({
      {"Nabner lines: no two digits may be consecutive or equal.", {"nabner"}},
      {"Same parity lines: digits are all odd or all even.", {"sameparityline"}},
      {"Modular lines: any three consecutive cells contain one digit from each of {1,4,7}, {2,5,8} and {3,6,9}.",
       {"modularline"}},
      {"Modular lines (teal): any three consecutive cells contain one digit from each of {1,4,7}, {2,5,8}, {3,6,9}.",
       {"modularline"}},
      // the statement must still be the kind's rule
      {"Nabner lines: no two digits may be equal.", {}},
      {"Same parity lines: digits are all odd.", {}},
      // an indexer names its column and the digit it indexes
      {"Digits in column 1 indicate the position of that digit in the row.", {}},
      {"Modular lines: any three consecutive cells contain one digit from each of {1,4,7}, {2,5,9} and {3,6,8}.", {}},
  });
}

TEST_CASE("facts: 'different' said of the cages' totals is no killer rule (the totals differ from each other)") {
  check_cases({
      {"Cage totals are all different.", {}},
      {"Cage totals are unique.", {}},
      {"The cage sums are distinct.", {}},
      {"Killer cages: cages are all different.", {}},
      // said of the digits: distinct digits
      {"Digits within a cage are all different.", {"cage distinct"}},
      {"Digits in a cage are unique and sum to the clue.", {"killercage"}},
  });
}

TEST_CASE("rules text: near misses, rules sudosat lacks worded like ones it has, are not understood") {
  // written 2026-11-29 to look for misreadings ("Cage totals are all different." was one)
  for (const char* text : {
      "Digits along thermometers decrease from the bulb.",
      "Digits along an arrow sum to twice the digit in the circle.",
      "The digit in the circle is the product of the digits on the arrow.",
      "Digits on a green line differ by at most 5.",
      "Adjacent digits on a green line differ by exactly 5.",
      "Cells separated by a white dot differ by at least 2.",
      "Cells separated by a black dot have a ratio of 3.",
      "Each cage contains at least one odd digit.",
      "Cage totals are all different.",
      "No two cages have the same sum.",
      "The sum of the digits in each cage is even.",
      "Digits in a cage sum to a multiple of the clue.",
      "Digits along a purple line are not consecutive.",
      "Digits on a renban line form a set of consecutive digits, but may repeat.",
      "The clue outside the grid is the product of the digits between the 1 and the 9.",
      "Clues outside the grid give the sum of the digits between the 2 and the 8.",
      "Little killer clues give the product of the digits along the diagonal.",
      "Skyscraper clues give the number of digits hidden from that direction.",
      "Each row contains the digits 1-9 once, but columns may repeat.",
      "Digits may repeat in boxes.",
      "Each 3x3 box contains the digits 1-9 at least once.",
      "Cells a knight's move apart must contain consecutive digits.",
      "Cells a king's move apart must contain the same parity.",
      "Odd digits may not be placed in grey circles.",
      "Digits in grey squares are odd.",
      "The digits on each palindrome line sum to 10.",
      "Digits along the grey line read the same forwards and backwards, except the middle one.",
      "Digits on a thermometer increase by at least 2 from the bulb.",
      "Digits on an arrow may not repeat and sum to the circle.",
      "Between lines: digits on the line are outside the range of the circled digits.",
      "Region sum lines: the line sums to 10 in every box.",
      "Entropic lines: any three consecutive cells contain the same group.",
      "Digits along the blue line are all odd.",
      "The digit in each circle indicates how many times it appears in its row.",
      "A digit in column 1 indicates the row in which the digit 1 appears in that column.",
      "Each 2x2 area contains at most one odd digit.",
      "Every 5 has a 1 directly to its left.",
      "The central box is not a magic square.",
      "No digit may appear twice in a diagonal, except on the marked diagonal.",
      "Orthogonally adjacent cells must contain consecutive digits.",
      "All X and V clues are given except those in box 5.",
      "Digits in shaded cells are smaller than at least one neighbour.",
      "Digits separated by an X sum to 11.",
      "Cages marked with a question mark sum to a prime number.",
      "The sum of the digits on each line is a square number.",
      "Digits in cages sum to the clue, which is given in base 8.",
      "There are several killer cages in the grid, but their digits may repeat.",
      "There is a thermometer hidden in the grid.",
      "The grid contains no arrows.",
      "Some cells contain killer cages with repeated digits.",
      "These lines contain repeated digits.",
      "None of the digits on a line are consecutive.",
      "You must place digits so that no arrow sums correctly.",
      "Place the digits so that each row sums to 45.",
      "Each row and column contains the digits 1-9 at least once.",
      "Each row and column contains the digits 1-9, and digits may repeat in columns.",
      "There are no boxes, but there are two extra regions.",
      "This puzzle has no 3x3 boxes; instead each region is irregular.",
      "Digits in shaded cells are odd or greater than their neighbours.",
      "Digits in shaded cells must be even, except in box 5.",
      "Shaded cells contain the digits 1-9 once.",
      "The digits in orange cells are not odd.",
      "Digits in columns 1, 5 and 9 indicate the position of the digits 2, 5 and 9 in that row.",
      "A digit in column 1 indicates the column in which the digit 2 appears in that row.",
      "The same is true of column 5 and the digit 4.",
      "10 lines: each line is divided into segments summing to 12.",
      "Numbers outside the grid are not X-sums.",
      "Numbers outside the grid are thermometers.",
      "If a dot is not present, the digits are not consecutive.",
      "Some cages have no total given and may contain repeated digits.",
      "Cells marked with a greater-than sign must obey the inequality in reverse.",
      "Each of the 4 marked regions must contain the digits 1-9 twice.",
      "Different lines may have the same value of N.",
      "For odd length lines, this total is twice the digit in the centre of the line.",
      "Digits in a cage are unique across the grid.",
      // written 2026-11-30 beside that day's new readings
      "The four cells surrounding a circle contain no digit shown in the circle.",
      "Digits in the four cells around a circle include at least one even digit.",
      "The four cells around a circle contain the sum of the digits in the circle.",
      "Cells with the same shading contain different digits.",
      "Cells shaded in the same colour are not clones.",
      "Cells with the same coloured shading sum to the same total.",
      "The same digit must appear twice on a diagonal.",
      "The same digit cannot appear three times on a diagonal.",
      "Your task is to find the digits in the cages.",
      "The goal is to shade some cells.",
      "Sudoku: normal rules do not apply.",
      "A knight's move is two cells in one direction and two cells perpendicular.",
      "A king's move is one cell orthogonally.",
      "Digits along a thermometer increase from the bulb end to the middle.",
      "Digits along a thermometer decrease from the bulb end to the other end.",
      "For each pair of circles joined by a line, the digits on the line between them lie outside the two circled digits.",
      "No digit on the line may be between the ends' digits.",
      "Digits on the red line are all different and some of them are consecutive.",
      "The clues outside the grid count how many even digits are visible from that side, where a larger digit blocks "
      "the view of any smaller digits behind it.",
      "In every cage, the digits add to the number in the top left and none of them is odd.",
      "An X-sum clue outside the grid gives the sum of the first X digits in that row or column, where X is the last "
      "digit seen from that side.",
      // misreadings found that day, both older than it: a negation of something else than the
      // repeat taken for the killer rule, and "not all" taken for "no"
      "Not all cages have a total; digits may repeat.",
      "Not all cages have a total, those digits may repeat.",
      "Not all adjacent cells contain consecutive digits.",
      "Not all digits on the diagonals repeat.",
      "Not every cell on a thermometer increases from the bulb.",
      // and a negation of where (a relative clause, a place before the rule's word), also older
      "Digits may repeat on diagonals that are not marked.",
      "Cells that are not adjacent may contain consecutive digits.",
      "Consecutive digits may be placed in cells that are not adjacent.",
      "Diagonals not marked in blue can contain repeated digits.",
      // and beside the later ones of that day (shorthands, asides, remarks, restating tails)
      "Kropki: white = double, black = consecutive.",
      "XV: X = 5, V = 10.",
      "Digits along a thermometer increase by \u22652 from the bulb.",
      "Neighbouring digits on a green line are at least 5 apart, except at the ends.",
      "Purple lines hold digits that sum to 10.",
      "Windoku: the shaded regions may contain repeated digits.",
      "Digits diagonally next to each other must be consecutive.",
      "Adjacent digits along a line must have different parity (one odd, one even, except at the ends).",
      "Digits along a purple line form an arithmetic sequence, where the difference between adjacent cells is at least 2.",
      "Clues outside the grid (with small arrows) give the product of the digits along that diagonal.",
      "The cages (red) contain only odd digits.",
      "The grey cells (fortresses) each hold a digit smaller than all of their orthogonal neighbours.",
      "Thanks to my testers for finding that the cages sum to 10.",
      "My testers said the arrows can have two circles.",
      "Every 3 consecutive cells have 1 low, 1 high digit.",
      "The main diagonals also have 1-9 once, except the centre.",
      "Digits at the ends of a line must differ by 4 or more, or be equal.",
      "For zipper lines with an odd number of cells, the total is twice the digit in the center cell.",
       }) {
    INFO(text);
    for (const RuleSentence& s : read_rules_text(text)) CHECK(s.states.empty());
  }
}

TEST_CASE("rules text: a fourth batch of everyday wordings, each beside a refused modifier") {
  check_cases({
      {"A clue outside the grid says how many digits are visible from there, taller digits hiding shorter ones behind "
       "them.",
       {"skyscraper"}},
      {"A clue outside the grid says how many digits are visible from there.", {}},
      {"A white dot between two cells means the digits are consecutive; a black dot means one digit is double the other.",
       {"difference", "ratio"}},
      {"A white dot between two cells means the digits differ by 2.", {}},
      {"Along each orange line, any three digits in a row include a low, a middle and a high digit.", {"entropicline"}},
      {"Along each orange line, any two digits in a row include a low and a high digit.", {}},
      {"Cells in the same position in every box must hold different digits.", {"disjointgroups"}},
      {"Digits on a grey line are the same when read from either end.", {"palindrome"}},
      {"No two cells a knight's move apart may hold the same digit.", {"antiknight"}},
      {"Two cells a knight's move apart may hold the same digit.", {}},
      {"The digits on a line between two circles add up to the total of the circled digits.", {"doublearrow"}},
      {"The digits on a line between two circles add up to half the total of the circled digits.", {}},
      {"The sum of the digits between the 1 and the 9 in a row or column is given by the clue outside.",
       {"sandwichsum"}, 9},
      {"The product of the digits between the 1 and the 9 in a row or column is given by the clue outside.", {}},
  });
}

TEST_CASE("rules text: the new wordings reworded once more (not the sentences the reader was mended for)") {
  check_cases({
      {"On a slow thermometer digits never decrease from the bulb; they may stay the same.", {"slowthermometer"}},
      {"Digits on each line must lie between the circled digits at both ends.", {"betweenline"}},
      {"The circle on an arrow contains the sum of the arrow's digits.", {"arrow"}},
      {"Two digits joined by a black dot have a ratio of 2.", {"ratio"}},
      {"For every pair of cells a knight's move apart, the digits must differ.", {"antiknight"}},
      {"For every pair of cells a knight's move apart, the digits must differ by 2.", {}},
      {"If two orthogonally adjacent cells are not separated by a dot, their digits cannot be consecutive or in a 1:2 "
       "ratio.",
       {"nonconsecutive", "all ratio"}},
      {"Neighbouring cells without an X cannot sum to 10, and neighbouring cells without a V cannot sum to 5.", {"all xv"}},
      {"Digits on a nabner line are all at least 2 apart from one another.", {"nabner"}},
      {"Digits on a nabner line are all at least 3 apart from one another.", {}},
      {"There are some thermometers in the grid.", {"thermometer"}},
      {"Numbers outside the grid are sandwich clues.", {"sandwichsum"}},
      {"Odd digits must be placed in the blue cells.", {"odd"}},
      {"This grid has no boxes.", {"no boxes"}},
      {"Some cages have no total shown.", {"note"}},
      {"If an X or V is not present, the rule does not apply.", {"note"}},
      {"If an X or V is not present, the digits sum to 7.", {}},
      {"Cells a kings move apart cant contain the same digit.", {"antiking"}},
      {"The digits in every cage are different and total the clue.", {"killercage"}},
  });
  const auto zl = read_rules_text("Zipper lines: digits equally distant from the middle sum to the same total. On lines "
                                  "of odd length, this total is the digit in the middle cell.");
  REQUIRE(zl.size() == 2);
  CHECK(words(zl[1].states) == States{"note"});
}

TEST_CASE("rules text: a fifth batch of everyday wordings (Markdown, symbol bullets, 'your task is to', definitions)") {
  check_cases({
      // the wordings of the batch (bench/rules_own_wordings4.json), reworded, and a modifier refused
      {"Digits along a thermometer increase from the bulb end to the other end.", {"thermometer"}},
      {"On a thermometer, digits increase from the bulb to the far end.", {"thermometer"}},
      {"Digits along a thermometer increase from the tip end to the other end.", {}},
      {"All possible X's and V's have been given.", {"all xv"}},
      {"Every white dot has been shown.", {"all difference"}},
      {"Not every X and V has been given.", {"note"}},
      {"Digits in the four cells around a white circle include the digits shown in the circle.", {"quadruple"}},
      {"The four cells surrounding a circle contain the digits written in it.", {"quadruple"}},
      {"Digits in the four cells around a circle do not include the digits shown in the circle.", {}},
      {"Cells with the same coloured shading are clones and contain the same digits in the same positions.", {"clone"}},
      {"Cells shaded in the same colour are clones of each other.", {"clone"}},
      {"For each pair of circles joined by a line, the digits on the line between them lie strictly between the two "
       "circled digits.",
       {"betweenline"}},
      {"For each pair of circles joined by a line, the digits on the line between them differ from the two circled "
       "digits.",
       {}},
      {"An X-sum clue outside the grid gives the sum of the first X digits in that row or column, where X is the first "
       "digit seen from that side.",
       {"xsum"}},
      {"Lockout lines: the digits at the ends of a lockout line differ by at least 4, and no digit on the line may be "
       "between or equal to the ends' digits.",
       {"lockoutline"},
       4},
      {"No digit on a lockout line may be between or equal to the digits at its ends.", {"lockout inner"}},
      {"Your task is to place the digits 1-9 once in every row, column and box.", {"sudoku"}, 9},
      {"The goal is to place the digits 1 to 9 once each in every row, column and 3x3 box.", {"sudoku"}, 9},
      {"Your task is to place the digits 1-9 twice in every row.", {}},
      {"**Sudoku**: Standard rules.", {"sudoku"}},
      {"Sudoku: normal rules apply.", {"sudoku"}},
      {"Sudoku: other rules apply.", {}},
      {"**Thermometers**: digits increase from the bulb.", {"thermometer"}},
      {"(A knight's move is two cells in one direction and one cell perpendicular.)", {"note"}},
      {"A king's move is one cell in any direction, including diagonally.", {"note"}},
      {"A knight's move is three cells in one direction and one cell perpendicular.", {}},
      {"A king's move is two cells in any direction.", {}},
  });
  // symbol bullets, as several setters write their lists
  for (const char* bullet : {"\U0001F539", "\u25BA", "\u2714\uFE0F", "\u27A4"}) {
    const std::string text = std::string(bullet) + " Normal sudoku rules apply. " + bullet +
                             " German whispers: adjacent digits along a green line differ by at least 5.";
    INFO(text);
    const auto s = read_rules_text(text);
    REQUIRE(s.size() == 2);
    CHECK(words(s[0].states) == States{"sudoku"});
    CHECK(words(s[1].states) == States{"whispers"});
    CHECK(s[1].text.rfind("German", 0) == 0);  // shown without its bullet
  }
  // a symbol inside a word is no bullet
  CHECK(read_rules_text("\u25BAxyz normal sudoku rules apply.")[0].states.empty());
}

TEST_CASE("rules text: a sixth batch of everyday wordings ('whereas', 'none of them', 'twice', nabner's 'all different')") {
  check_cases({
      {"Cells separated by a white dot contain consecutive digits, whereas cells separated by a black dot contain "
       "digits where one is twice the other.",
       {"difference", "ratio"}},
      {"Cells separated by a white dot contain consecutive digits, whereas cells separated by a black dot contain "
       "digits where one is three times the other.",
       {}},
      {"In every cage, the digits add to the number in the top left and none of them repeats.", {"killercage"}},
      {"In each cage the digits total the clue, and none of them is repeated.", {"killercage"}},
      {"In every cage, the digits add to the number in the top left and some of them repeat.", {}},
      {"The clues outside the grid count how many digits are visible from that side, where a larger digit blocks the "
       "view of any smaller digits behind it.",
       {"skyscraper"}},
      {"The clues outside the grid count how many digits are visible from that side.", {}},
      {"The same digit cannot appear twice on a diagonal marked with a blue line.", {"diagonal"}},
      {"A digit may not appear twice on the marked diagonals.", {"diagonal"}},
      {"The same digit can appear twice on a diagonal marked with a blue line.", {}},
      {"Digits on the red line are all different and no two of them are consecutive.", {"nabner"}},
      {"The digits along a line are all distinct, and no two are consecutive.", {"nabner"}},
      {"Digits on the red line are all different and no two of them are equal.", {}},
      // a rule sudosat lacks, worded like a quadruple: refused
      {"A number in a circle shows how many times that digit appears in the four surrounding cells.", {}},
  });
}

TEST_CASE("rules text: a seventh batch, every kind under its heading (restating tails, 'or more', windoku)") {
  check_cases({
      {"Adjacent digits along a line must have different parity (one odd, one even).", {"parityline"}},
      {"Neighbouring digits on a line have different parity (i.e. one odd and one even).", {"parityline"}},
      {"Adjacent digits along a line must have different parity (one odd, one odd).", {}},
      {"Digits along a purple line form an arithmetic sequence, where the difference between adjacent cells is the "
       "same along the whole line.",
       {"sequenceline"}},
      {"Digits on a purple line form an arithmetic sequence, meaning the differences between neighbouring digits are "
       "the same along the entire line.",
       {"sequenceline"}},
      {"Digits along a purple line form an arithmetic sequence, where the difference between adjacent cells is 2 along "
       "the whole line.",
       {}},
      {"Digits along a purple line are consecutive, where the difference between adjacent cells is the same along the "
       "whole line.",
       {}},
      {"Digits at the ends of a line must differ by 4 or more.", {"lockout ends"}, 4},
      {"Digits at the ends of a line must differ by 4 or less.", {}},
      // a sum given: read, its total checked by the reader against the square's digits (15 for a 3x3 box of 1-9)
      {"The central box is a magic square: every row, column and main diagonal of the box sums to 15.", {"named magicsquare"}},
      {"The central box is a magic square: every row, column and main diagonal of the box sums to the same total.",
       {"named magicsquare"}},
      {"The four marked 3x3 regions must also contain the digits 1-9 once each.", {"extraregion"}, 9},
      {"The four marked 3x3 regions may contain repeated digits.", {}},
      {"Windoku: the four shaded 3x3 regions must also contain the digits 1-9 once each.", {"extraregion"}, 9},
      {"Windoku.", {"extraregion"}},
      {"Hyper sudoku.", {"extraregion", "sudoku"}},
      {"Hyper-Sudoku: the four shaded 3x3 regions must also contain the digits 1-9 once each.", {"extraregion", "sudoku"}, 9},
      {"Clones: Cells in the two grey areas contain identical digits in the corresponding positions.", {"clone"}},
      {"Cells in the two grey areas contain identical digits in the corresponding positions.", {}},
  });
  CHECK(states_of("Slow thermometers: digits never decrease from the bulb. Digits may repeat along a slow thermometer if "
                  "not prevented by other rules.") == std::vector<States>{{"slowthermometer"}, {"note"}});
  CHECK(states_of("Thermometers: digits increase from the bulb. Digits may repeat along a thermometer if not prevented "
                  "by other rules.")[1].empty());  // a strict thermometer lets no digit repeat
  CHECK(states_of("Zipper lines: digits equally distant from the middle sum to the same total. For zipper lines with an "
                  "odd number of cells, the total is the digit in the center cell.") ==
        std::vector<States>{{"zipperline"}, {"note"}});
}

TEST_CASE("rules text: setters' remarks may speak of the kinds the rules state, and of no other") {
  const std::string thermo = "Normal sudoku rules apply. Digits along a thermometer increase from the bulb. ";
  const std::string arrows = "Normal sudoku rules apply. Digits along an arrow sum to the digit in the circle. ";
  const std::string killer = "Normal sudoku rules apply. Digits in cages sum to the clue and do not repeat. ";
  for (const auto& [text, last] : std::vector<std::pair<std::string, States>>{
           {arrows + "Thanks to my testers for their help with the arrows.", {"note"}},
           {killer + "This is my first killer puzzle, so please be gentle!", {"note"}},
           {killer + "The cages spell out my initials.", {"note"}},
           {thermo + "This puzzle was made for the monthly thermo contest.", {"note"}},
           {thermo + "Rated 3 stars by my testers.", {"note"}},
           {killer + "Solve time: about 20 minutes for me.", {"note"}},
           {"Normal sudoku rules apply. Adjacent digits on a green line differ by at least 5. The green lines look "
            "like a snake.",
            {"note"}},
           {"Normal sudoku rules apply. Clues outside the grid give the sum of the digits along the indicated "
            "diagonal. The little killers were the hardest part to set.",
            {"note"}},
           // a kind no rule states is not a remark's to name; rule words, a number, a place: no remark
           {thermo + "Thanks to my testers for their help with the arrows.", {}},
           {arrows + "This is my first killer puzzle, so please be gentle!", {}},
           {thermo + "I hope you enjoy the thermometers, which are slow.", {}},
           {killer + "Have fun with the cages, where digits may repeat!", {}},
           {killer + "Thanks for playing! All the cages are killer cages except the grey one.", {}},
           {arrows + "Look for the arrow in box 5 first.", {}},
           {arrows + "Rated 3 arrows by my testers.", {}},
           {killer + "I hope you enjoy the cages, their sums are all different.", {}},
       }) {
    INFO(text);
    const std::vector<States> got = states_of(text);
    REQUIRE_FALSE(got.empty());
    CHECK(got.back() == last);
  }
}

TEST_CASE("rules text: an eighth batch, hasty shorthands ('=', '>=' signs, 'hold', 'apart', '1 low, 1 mid')") {
  check_cases({
      {"Kropki: white = consecutive, black = double.", {"difference", "ratio"}},
      {"White = consecutive, black = 1:2.", {"difference", "ratio"}},
      {"Black = triple.", {}},
      {"XV: X = 10, V = 5.", {"xv"}},
      {"V = 5 and X = 10.", {"xv"}},
      {"X = 10, V = 6.", {}},
      {"German whispers: neighbouring digits differ by \u22655.", {"whispers"}, 5},
      {"Neighbouring digits on a green line differ by \u22645.", {}},
      {"On green lines, neighbouring digits are at least 5 apart.", {"whispers"}, 5},
      {"On green lines, neighbouring digits are at most 5 apart.", {}},
      {"Lines connecting two circles contain only digits strictly between the circled digits.", {"betweenline"}},
      {"Lines connecting two circles contain only digits outside the circled digits.", {}},
      {"Numbers in the cages sum to the total shown, digits are unique within a cage.", {"killercage"}},
      {"Digits must be unique in each cage.", {"cage distinct"}},
      {"Parity line: neighbours alternate odd/even.", {"parityline"}},
      {"Purple lines hold consecutive digits in any order.", {"renban"}},
      {"Purple lines hold odd digits in any order.", {}},
      {"The main diagonals also have 1-9 once.", {"diagonal"}, 9},
      {"The main diagonals also have 1-9 twice.", {}},
      {"Digits diagonally next to each other must be different.", {"antiking"}},
      {"Digits diagonally next to each other must not be different.", {}},
      {"X-sum clues give the sum of the first N digits, N being the first digit from that side.", {"xsum"}},
      {"Entropic lines: every 3 consecutive cells have 1 low, 1 mid, 1 high digit.", {"entropicline"}},
      {"Entropic lines: every 3 consecutive cells have 2 low, 1 high digit.", {}},
      {"Adjacent digits on a green line must differ by atleast 5.", {"whispers"}, 5},
      {"Adjacent digits on a green line must differ by atmost 5.", {}},
  });
}

TEST_CASE("rules text: asides naming the kind, its colour or its drawing, and clues that may lack") {
  check_cases({
      {"Digits in cages must not repeat and must add up to the clue in the corner (if there is one).",
       {"killercage"}},
      {"Clues outside the grid (with small arrows) give the sum of the digits along that diagonal.",
       {"littlekillersum"}},
      {"Adjacent digits on a parity line (red) are one odd and one even.", {"parityline"}},
      {"No two cells that touch orthogonally may contain consecutive digits (non-consecutive).", {"nonconsecutive"}},
      {"The digits in the four cells around a small white circle (a quadruple) include all the digits written in "
       "the circle.",
       {"quadruple"}},
      {"The grey shaded cells (fortresses) each hold a digit larger than all of their orthogonal neighbours.",
       {"maximum"}},
      {"Digits on a line (an entropic line) are arranged so that any three consecutive cells contain a low (1-3), a "
       "middle (4-6) and a high (7-9) digit.",
       {"entropicline"}},
      // asides that change the rule, or name another kind's rule words: not read
      {"Clues outside the grid (except the red ones) give the sum of the digits along that diagonal.", {}},
      {"Adjacent digits on a parity line (at least 3) are one odd and one even.", {}},
      {"Digits in cages must add up to the clue in the corner (if there is no clue, any total).", {}},
      {"The grey shaded cells (with no repeats) each hold a digit larger than all of their orthogonal neighbours.", {}},
      {"Adjacent digits on a line are one odd and one odd.", {}},
  });
}

TEST_CASE("rules text: lists with bracketed numbers, heading lines, and marks named for their kind") {
  check_cases({
      {"(2) Digits in cages sum to the total and cannot repeat.", {"killercage"}},
      {"Rules: (1) Normal sudoku rules apply.", {"note", "sudoku"}},  // the heading a note
      {"All cages are killer cages.", {"killercage"}},
      {"Each cage is a killer cage.", {"killercage"}},
      {"All cages are renban lines.", {}},
      {"Every purple line is a renban line.", {"renban"}},
      {"Every cage is a renban line.", {}},
      {"All lines with a bulb are thermometers.", {"thermometer"}},
      {"Lines with a bulb are renban lines.", {}},
      {"Lines with diamonds at both ends are lockout lines.", {"lockoutline"}},
      {"Lines with circles at both ends are between lines.", {"betweenline"}},
      {"Lines with circles at both ends are thermometers.", {}},
      {"The clues outside the grid are skyscraper clues.", {"skyscraper"}},
      {"The clues outside the grid are X-sum clues.", {"xsum"}},
      {"The circles on intersections are quadruples.", {"quadruple"}},
      {"The circles are thermometers.", {}},
      {"The grey cells are fortress cells.", {"maximum"}},
      {"The grey cells are killer cages.", {}},
      {"All X's join digits summing to 10 and all V's join digits summing to 5.", {"xv"}},
      {"All X's join digits summing to 10 and all V's join digits summing to 6.", {}},
  });
  // a kind's name on a line of its own, its rule on the next: read with the name's words
  CHECK(states_of("Thermometers\nDigits increase from the bulb.") == std::vector<States>{{"thermometer"}, {"thermometer"}});
  CHECK(states_of("Thermometers\nDigits decrease from the bulb.") == std::vector<States>{{"thermometer"}, {}});
  CHECK(states_of("Arrows\nDigits increase from the bulb.") == std::vector<States>{{"arrow"}, {}});
  CHECK(states_of("Normal sudoku rules apply.\nDigits increase from the bulb.") == std::vector<States>{{"sudoku"}, {}});
}

TEST_CASE("rules text: a rule's clarifications said after it (groups of entropy, N apart, the sandwich's order)") {
  using V = std::vector<States>;
  CHECK(states_of("Renban: purple lines contain consecutive digits in any order. No digit repeats on a line.") ==
        V{{"renban"}, {"note"}});
  CHECK(states_of("Palindromes: grey lines read the same both ways. No digit repeats on a line.") ==
        V{{"palindrome"}, {}});  // a palindrome's digits may repeat: no clarification of its rule
  CHECK(states_of("Entropic lines: any three consecutive cells on a line contain a low, a middle and a high digit. Low "
                  "is 1-3, middle is 4-6 and high is 7-9.") == V{{"entropicline"}, {"note"}});
  CHECK(states_of("Entropic lines: any three consecutive cells on a line contain a low, a middle and a high digit. Low "
                  "is 1-4, middle is 5-6 and high is 7-9.") == V{{"entropicline"}, {}});
  CHECK(states_of("Sandwich sums: the clue gives the sum of the digits between the 1 and the 9. The 1 and the 9 may be "
                  "in either order.") == V{{"sandwichsum"}, {"note"}});
  CHECK(states_of("X-sums: the clue is the sum of the first X digits from that side. X is the first digit seen from "
                  "that side.") == V{{"xsum"}, {"note"}});
  CHECK(states_of("X-sums: the clue is the sum of the first X digits from that side. X is the last digit seen from "
                  "that side.") == V{{"xsum"}, {}});
  CHECK(states_of("Region sum lines (blue): each line has an equal sum N within each box it passes through. N may "
                  "differ between lines.") == V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Thermometers: digits increase from the bulb. N may differ between lines.") == V{{"thermometer"}, {}});
  CHECK(states_of("A knight's move is an L-shape: two cells in one direction and one cell sideways.") == V{{"note"}});
  CHECK(states_of("A knight's move is an L-shape: three cells in one direction and one cell sideways.") == V{{}});
}

TEST_CASE("rules text: after a cage kind's rule, that some cages show no total is a note") {
  auto last_of = [](const std::string& text) { return words(read_rules_text(text).back().states); };
  const std::string killer = "Normal sudoku rules apply. Digits in cages sum to the clue and do not repeat. ";
  const std::string thermo = "Normal sudoku rules apply. Digits on thermometers increase from the bulb. ";
  for (const char* said : {"Some cages do not have totals.", "Not all cages have a total.", "Cages may lack a total.",
                           "Not every cage has a total.", "Some cages are missing their totals.", "A few cages have no clue."}) {
    INFO(said);
    CHECK(last_of(killer + said) == States{"note"});
    CHECK(last_of(thermo + said).empty());  // no cage kind stated: not a note on one
  }
  CHECK(last_of(killer + "Some cages do not have distinct digits.").empty());
  CHECK(last_of(killer + "Not all cages have a total; those digits may repeat.").empty());
}

TEST_CASE("rules text: this session's readings reworded once more (other words for the same facts)") {
  check_cases({
      {"Digits in each cage must add to the clue shown (when there is one) and never repeat.", {"killercage"}},
      {"Clues outside the grid (marked with little arrows) are the sums of the digits on that diagonal.",
       {"littlekillersum"}},
      {"Digits on a red parity line (alternating) are one odd and one even.", {"parityline"}},
      {"Each cage in the grid is a killer cage.", {"killercage"}},
      {"Each cage in the grid is a renban line.", {}},
      {"Every green line is a German whispers line.", {"whispers"}, 5},
      {"The white circles on the corners are quadruples.", {"quadruple"}},
      {"Neighbouring digits along a parity line have different parity (one even, one odd).", {"parityline"}},
      {"Digits along a grey line form an arithmetic sequence, meaning the difference between consecutive digits stays "
       "the same along the entire line.",
       {"sequenceline"}},
      {"Kropki: white = consecutive; black = double.", {"difference", "ratio"}},
      {"Anti-king: diagonally neighbouring digits must be different.", {"antiking"}},
      {"Anti-king: diagonally neighbouring digits must be equal.", {}},
  });
  CHECK(states_of("Normal sudoku rules apply. Digits along an arrow sum to the digit in the circle. Many thanks to my "
                  "testers for help with these arrows!").back() == States{"note"});
  CHECK(states_of("Normal sudoku rules apply. Digits in cages sum to the clue and do not repeat. Not every cage shows "
                  "its total.").back() == States{"note"});
}

TEST_CASE("rules text: SudokuMaker's own descriptions of its constraints, reworded, beside refused modifiers") {
  // bench/rules_sudokumaker_descriptions.json holds the descriptions as SudokuMaker words them
  check_cases({
      {"All rows and columns must contain different digits.", {"rows columns"}},
      {"Each row and column holds distinct digits.", {"rows columns"}},
      {"Rows and columns must not contain different digits.", {}},
      {"Digits cannot repeat in rows, columns and marked regions.", {"sudoku"}},
      {"Digits cannot repeat in rows, columns, boxes and marked regions.", {}},  // boxes and marked regions: two
      {"Cells with the same position within the boxes contain all the numbers 1 to 9", {"disjointgroups"}, 9},
      {"Cells in the same position in every box together hold the digits 1-6.", {"disjointgroups"}, 6},
      {"Cells with the same position within the boxes do not contain all the numbers 1 to 9", {}},
      {"Cells with this constraint are greater than all adjacent cells without this constraint.", {"maximum"}},
      {"Cells with this constraint are smaller than all adjacent cells without this constraint.", {"minimum"}},
      {"Cells with this constraint are greater than all adjacent cells.", {}},  // and a marked neighbour?
      {"Cells with this constraint are not greater than all adjacent cells without this constraint.", {}},
      {"Cells joined by a white dot must have a difference of the indicated number.", {"difference"}},
      {"Cells joined by a black dot have a ratio of the given number.", {"ratio"}},
      {"Every digit in a circle has to be assigned to one of the surrounding cells.", {"quadruple"}},
      {"Every digit in a circle must be placed in one of the four surrounding cells.", {"quadruple"}},
      {"Every digit in a circle has to be assigned to two of the surrounding cells.", {}},
      {"Digits along a lockout line must not be between the digits on the circled ends of the line, which have a "
       "difference of at least 4",
       {"lockoutline"}, 4},
      {"Digits on a lockout line must not be between the digits on its ends, which differ by 3 or more.", {"lockoutline"}, 3},
      {"Digits along a lockout line may be between the digits on the circled ends of the line, which have a difference "
       "of at least 4",
       {}},
      {"The ends of a line differ by at least 3 and the other digits on it cannot be between them.", {}},  // equal?
      {"The sum of the digits along a ‘double arrow’ line is equal to the sum of the digits in the circles at either "
       "end of the line.",
       {"doublearrow"}},
      {"The digits on a grey line add up to the total of the two circles at either end.", {"doublearrow"}},
      {"The sum of the digits along a double arrow line is not equal to the sum of the digits in the circles at either "
       "end of the line.",
       {}},
      {"Digits between 1 and 9 in the indicated row or column must sum to the indicated value", {"sandwichsum"}, 9},
      {"Digits between 1 and 9 in a row must sum to 10", {}},  // no clue: which row?
      {"Clues at the edge of the grid show the sum of the first X digits, where X is the first seen digit.", {"xsum"}},
      {"Clues outside the grid indicate the digit which has to be placed in the Nth cell in the corresponding "
       "direction, where N is the digit placed in the first cell in that direction.",
       {"numberedroom"}},
      {"Every 3 consecutive cells along a 3-modular line must contain a complete set of residuals modulo 3.",
       {"modularline"}},
      {"Any 3 adjacent cells on a teal line hold a complete set of remainders modulo 3.", {"modularline"}},
      {"Every 3 consecutive cells along a 3-modular line must contain a complete set of residuals modulo 4.", {}},
      {"Every pair of consecutive cells along a parity line must contain an even and odd digit.", {"parityline"}},
      {"Every pair of adjacent cells on a red line contains one odd and one even digit.", {"parityline"}},
      {"Every pair of consecutive cells along a line must contain an even or odd digit.", {}},
      {"Two cells connected by a whisper line must have a difference of at least defined number.", {}},  // which?
      {"The digits between 1 and 9 in the indicated column add up to the indicated value.", {"sandwichsum"}, 9},
      {"Clues at the edge of the grid give the sum of the first X digits in that direction, where X is the first "
       "digit.",
       {"xsum"}},
      {"Clues at the edge of the grid give the sum of the last X digits.", {}},
      {"Numbers outside the grid show the digit which must be placed in the Nth cell in the corresponding "
       "direction, where N is the digit in the first cell.",
       {"numberedroom"}},
      {"Cells with this constraint are larger than every adjacent cell without this constraint.", {"maximum"}},
      {"Read the clue out loud, which describes the nature of the cage.", {"lookandsaycage"}},
      {"The numbers in cages describe the digits in the cage when read out loud.", {"lookandsaycage"}},
      {"Look-and-say cages: the clue in a cage describes its contents when read aloud.", {"lookandsaycage"}},
      {"Read the clue backwards, which describes the nature of the cage.", {}},
      {"The numbers in cages describe the sum of the cage when read out loud.", {}},
  });
  CHECK(states_of("Read the clue out loud, which describes the nature of the cage. E.g. 1522 says there is “one five "
                  "and two two(s)” in the cage.") == std::vector<States>{{"lookandsaycage"}, {"note"}});
  using V = std::vector<States>;
  CHECK(states_of("Cells joined by a white dot must have a difference of the indicated number. If there is no indicated "
                  "number, the difference will be assumed to be 1.") == V{{"difference"}, {"note"}});
  CHECK(states_of("Cells joined by a black dot must have a ratio of the indicated number. If there is no number, the "
                  "ratio is 2.") == V{{"ratio"}, {"note"}});
  CHECK(states_of("Cells joined by a black dot must have a ratio of the indicated number. If there is no indicated "
                  "number, the ratio will be assumed to be 3.") == V{{"ratio"}, {}});
  CHECK(states_of("Cells joined by a white dot must have a difference of the indicated number. If there is no number, "
                  "the ratio is 2.") == V{{"difference"}, {}});
  CHECK(states_of("Every 3 consecutive cells along a 3-modular line must contain a complete set of residuals modulo 3. "
                  "i.e: one from (3,6,9), one from (1,4,7) and one from (2,5,8).") == V{{"modularline"}, {"note"}});
  CHECK(states_of("Every 3 consecutive cells along a 3-modular line must contain a complete set of residuals modulo 3. "
                  "i.e: one from (3,6,9), one from (1,4,7) and one from (2,5,9).") == V{{"modularline"}, {}});
  CHECK(states_of("Every number is the height of a skyscraper in that cell. The taller skyscrapers hide the smaller "
                  "ones. Clues outside the grid give the number of skyscrapers visible from that side.") ==
        std::vector<States>{{"skyscraper"}, {"skyscraper"}, {"skyscraper"}});  // the picture in the rule's own words
  CHECK(states_of("Every number is the height of a skyscraper in that cell. The taller skyscrapers hide the smaller "
                  "ones sometimes. Clues outside the grid give the number of skyscrapers visible from that side.") ==
        std::vector<States>{{"skyscraper"}, {}, {"skyscraper"}});
  const std::string sky = "Each digit in the grid represents the height of a building in its cell. Taller buildings "
                          "obstruct the view of shorter ones behind them.";
  CHECK(states_of(sky + " Clues outside the grid give the number of buildings visible from that vantage point in the "
                        "clue's row or column.") == V{{"note"}, {"note"}, {"skyscraper"}});
  CHECK(states_of(sky + " Digits along an arrow sum to the digit in its circle.") == V{{}, {}, {"arrow"}});
  CHECK(states_of("Think of each digit as the height of a building. Clues outside the grid tell how many skyscrapers "
                  "are visible from that side.") == V{{"note"}, {"skyscraper"}});
  CHECK(states_of("Think of each digit as the height of a building. Digits along an arrow sum to the digit in its "
                  "circle.") == V{{}, {"arrow"}});
  CHECK(states_of("Think of each digit as twice the height of a building. Clues outside the grid tell how many "
                  "skyscrapers are visible from that side.") == V{{}, {"skyscraper"}});
}

TEST_CASE("rules text: a twelfth batch, whole texts of several rules (round bulbs, 'made of', 'equally far')") {
  check_cases({
      {"Starting from the round bulb, digits get strictly bigger along the thermometer.", {"thermometer"}},
      {"Digits on a thermometer grow from its round bulb.", {"thermometer"}},
      {"Starting from the round tip, digits get bigger along the thermometer.", {}},  // a round tip: which end?
      {"Each pink line is made of consecutive digits, placed in any order, with no repeats.", {"renban"}},
      {"Each pink line is made of consecutive digits, placed in any order, with repeats.", {}},
      {"Digits in a circle on the corner of four cells must appear at least once in those four cells.", {"quadruple"}},
      {"Digits in a circle on the corner of four cells must not appear in those cells.", {}},
      {"Clues outside the grid tell how many skyscrapers are visible from that side.", {"skyscraper"}},
      {"Cells occupying the same position within their 3x3 boxes cannot contain the same digit.", {"disjointgroups"}},
      {"Cells occupying the same position within their 3x3 boxes can contain the same digit.", {}},
      {"Cells not in the same position within their boxes can contain the same digit.", {}},
      {"The two diamonds at the ends of a line must differ by at least 4, and no digit on the line may be between "
       "them or equal to either.",
       {"lockoutline"}, 4},
      {"The two diamonds at the ends of a line must differ by at least 4, and any digit on the line may be between "
       "them or equal to either.",
       {}},
      {"Along each grey line, consecutive digits always differ by the same amount and in the same direction.",
       {"sequenceline"}},
      {"Along each grey line, consecutive digits never differ by the same amount.", {}},
      {"Zipper lines: digits equally far from the centre of a purple line add to the same total; on lines with an odd "
       "number of cells, that total is the middle digit.",
       {"zipperline"}},
      {"Digits equally far from the middle of a line have the same sum.", {"zipperline"}},
      {"Pill-shaped circles contain two-digit numbers read left to right or top to bottom.", {"arrow"}},
      {"Pill-shaped circles contain two-digit numbers read right to left.", {}},
  });
  using V = std::vector<States>;
  CHECK(states_of("Arrows: the number in a circle equals the total of the digits on its arrow. Digits on an arrow can "
                  "repeat if the usual rules allow it.") == V{{"arrow"}, {"note"}});
  CHECK(states_of("Arrows: the number in a circle equals the total of the digits on its arrow. Digits on an arrow can "
                  "repeat if the circle allows it.") == V{{"arrow"}, {}});
}

TEST_CASE("rules text: a thirteenth batch (groups of entropy by their digits, a rule in two sentences, 'while')") {
  check_cases({
      {"Adjacent cells along a red line must contain one odd digit and one even digit.", {"parityline"}},
      {"Adjacent cells along a red line must contain one odd digit and one odd digit.", {}},
      {"Where a circle covers two cells, it contains a 2-digit number reading from left to right or top to bottom.",
       {"arrow"}},
      {"Where a circle covers two cells, it contains a 2-digit number reading from right to left.", {}},
      {"Small numbers outside the grid give the sum of the digits along the indicated diagonal.", {"littlekillersum"}},
      {"Small numbers outside the grid give the product of the digits along the indicated diagonal.", {}},
      {"Every run of three consecutive cells along a yellow line contains one digit from {1,2,3}, one from {4,5,6} "
       "and one from {7,8,9}.",
       {"entropicline"}},
      {"Any three adjacent cells on a line contain digits from 1-3, 4-6 and 7-9.", {"entropicline"}},
      {"Every run of three consecutive cells along a yellow line contains one digit from 1-3, one from 4-6 and one "
       "from 6-9.",
       {}},
      {"Every run of three consecutive cells along a yellow line contains one digit from 1-3 and one from 7-9.", {}},
      {"Every line containing a circle on each end is a between line: digits on it must be strictly between the "
       "circled digits.",
       {"betweenline"}},
      {"Digits along a grey line form an arithmetic sequence: the difference between each pair of adjacent digits "
       "is the same along the whole line.",
       {"sequenceline"}},
      {"The difference between each pair of adjacent digits on a line is never the same.", {}},
      {"Cells on a lockout line must not contain any digit between the two digits in the diamonds at its ends, "
       "inclusive.",
       {"lockout inner"}},
      {"Cells on a lockout line must not contain any digit between the two digits in the diamonds at its ends.", {}},
      {"The diamond digits must differ by 4 or more.", {"lockout ends"}, 4},
      {"The diamond digits must differ by at most 4.", {}},
      {"The digits along the light blue lines must be consecutive but can be in any order, while the digits along "
       "the dark green lines must differ by at least 5 between neighbours.",
       {"renban", "whispers"}, 5},
  });
  using V = std::vector<States>;
  CHECK(states_of("Arrows: digits on an arrow sum to its circle. Arrow digits may repeat if the circle permits.") ==
        V{{"arrow"}, {}});
  CHECK(states_of("Arrows: digits on an arrow sum to its circle. Arrow digits may repeat if sudoku rules permit.") ==
        V{{"arrow"}, {"note"}});
  CHECK(states_of("Zipper lines: digits equally far from the middle of a line sum to the same total. On a line with an "
                  "odd number of cells, that total is the digit in the middle cell.") == V{{"zipperline"}, {"note"}});
  CHECK(states_of("Zipper lines: digits equally far from the middle of a line sum to the same total. On a line with an "
                  "even number of cells, that total is the digit in the middle cell.") == V{{"zipperline"}, {}});
  // a rule in two sentences, neither understood alone: read together, the first states it
  CHECK(states_of("Box borders divide each blue line into segments. Each segment of a line has the same sum.") ==
        V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Box borders divide each blue line into segments. Each segment of a line has a different sum.") ==
        V{{}, {}});
  CHECK(states_of("Box borders divide each blue line into segments. Segments may overlap.") == V{{}, {}});
  // the pair's colours are the rule's
  const std::vector<RuleSentence> pair = read_rules_text("Box borders divide each line into segments. Each segment of a "
                                                         "blue line has the same sum.");
  REQUIRE(pair.size() == 2);
  CHECK(pair[0].colours == std::vector<std::string>{"blue"});
}

TEST_CASE("rules text: a fourteenth batch (pairs said to be marked, brackets read in place, 'all four digits')") {
  check_cases({
      {"Digits along a thermometer must increase as you travel from the bulb to the other end.", {"thermometer"}},
      {"Digits along a thermometer must increase as you travel from the tip to the other end.", {}},
      // the brackets' words read in place when the sentence does not read without them
      {"Digits along a thermometer must increase (strictly) from the bulb to the other end.", {"thermometer"}},
      {"No two adjacent cells (sharing an edge) can contain digits that differ by 1.", {"nonconsecutive"}},
      {"No two adjacent cells (except the shaded ones) can contain digits that differ by 1.", {}},
      {"Every cage has the same sum, which you must figure out.", {"equalcagesums"}},
      {"Every cage has the same sum as its neighbour, which you must figure out.", {}},
      {"Put a digit from 1 to 4 in each cell so each row, column and 2x2 box has all four digits.", {"sudoku"}, 4},
      {"Each row, column and box has all five digits.", {"sudoku"}, 5},
      {"Put a digit from 1 to 4 in each cell so each row, column and 2x2 box has all six digits.", {}},
      {"Each row, column and box has four digits.", {}},
      {"Product cages: the digits inside a cage multiply to give the number in the corner.", {"cage product"}},
      {"Digits in a little grey circle are odd.", {"odd"}},
      {"A digit in a little grey square is even.", {"even"}},
      {"A digit in a little grey square is odd.", {}},
      {"Cells separated by a dot with a number differ by that number.", {"difference"}},
      {"Every digit in a circle is equal to the sum of all the digits on the arrow that leaves it.", {"arrow"}},
      {"Every digit in a circle is equal to the product of all the digits on the arrow that leaves it.", {}},
      {"Each yellow line consists of one or more sections of consecutive cells, each of which sums to 10.",
       {"segmentsumline"}, 10},
      {"Each yellow line consists of one or more overlapping sections, each of which sums to 10.", {}},
      {"In each 2x2 square of the grid, there must be at least one low digit (1-3), one medium digit (4-6) and one "
       "high digit (7-9).",
       {"globalentropy"}},
      {"In each 2x2 square of the grid, there must be at least one low digit (1-3), one medium digit (4-7) and one "
       "high digit (7-9).",
       {}},
      {"All the digits on a line with two blue circles on its ends are strictly greater than one circle and strictly "
       "less than the other.",
       {"betweenline"}},
      {"The inequality signs between some cells point to the smaller of the two digits.", {"greaterthan"}},
      // every pair in a relation said to be marked: every mark of that kind given
      {"All pairs of adjacent cells that sum to 5 or 10 are marked.", {"all xv"}},
      {"All pairs of adjacent cells summing to 5 or 10 are marked with an X or V.", {"all xv"}},
      {"All pairs of adjacent cells that sum to 10 are marked.", {}},
      {"All pairs of adjacent cells that sum to 5 or 10 are not marked.", {}},
      {"Not all pairs of adjacent cells that sum to 5 or 10 are marked.", {}},
      {"Some pairs of adjacent cells that sum to 5 or 10 are marked.", {}},
      {"Every pair of consecutive digits in adjacent cells is marked with a white dot.", {"all difference"}},
      {"Every pair of consecutive digits in adjacent cells is marked with a black dot.", {}},
      {"Cells with a ratio of 1:2 are always marked.", {"all ratio"}},
      {"Cells with a ratio of 1:3 are always marked.", {}},
      {"All pairs of adjacent cells that are consecutive or in a 1:2 ratio are marked.",
       {"all difference", "all ratio"}},
      {"All pairs of adjacent cells that are consecutive and in a 1:2 ratio are marked.", {}},
      // kropki's negative constraint said of the cells without a dot, with "neither ... nor"
      {"No dot: neither consecutive nor double.", {"nonconsecutive", "all ratio"}},
      {"If there is no dot between two adjacent cells, they are neither consecutive nor double.",
       {"nonconsecutive", "all ratio"}},
      {"Cells with a dot are neither consecutive nor double.", {}},
      {"No dot: consecutive nor double.", {}},
  });
  using V = std::vector<States>;
  // "such" pairs are those of the rule before, when it states dots or XV marks only
  CHECK(states_of("Black dots: 1:2 ratio. All such pairs are marked.") == V{{"ratio"}, {"all ratio"}});
  CHECK(states_of("XV: an X joins digits summing to 10, a V digits summing to 5. Every such pair is marked.") ==
        V{{"xv"}, {"all xv"}});
  CHECK(states_of("Thermometers: digits increase from the bulb. All such pairs are marked.") == V{{"thermometer"}, {}});
  CHECK(states_of("Black dots: 1:2 ratio. All such pairs are doubled.") == V{{"ratio"}, {}});
}

TEST_CASE("rules text: a fifteenth batch, the common kinds in everyday words ('between them', 'obstruct', 'unique')") {
  check_cases({
      {"Two cells with a white dot between them contain consecutive numbers.", {"difference"}},
      {"Two cells with a black dot between them have one number twice the other.", {"ratio"}},
      {"Two cells with a black dot between them have one number three times the other.", {}},
      {"Digits on a grey line read the same forwards as backwards.", {"palindrome"}},
      {"A set of four digits in a circle tells you which digits are in the four cells around the circle.",
       {"quadruple"}},
      {"The numbers in the circles must appear in the four adjacent cells.", {"quadruple"}},
      {"The numbers in the circles must not appear in the four adjacent cells.", {}},
      {"A digit can't be used twice in a cage.", {"cage distinct"}},
      {"A digit can be used twice in a cage.", {}},
      {"Digits on a purple line are a set of unique consecutive digits.", {"renban"}},
      {"Digits placed on the same thermometer increase from the bulb end.", {"thermometer"}},
      {"Digits placed on a thermometer increase or stay the same from the bulb end.", {"slowthermometer"}},
      {"Each row, each column and each of the nine 3x3 boxes must contain all digits from 1 to 9.", {"sudoku"}, 9},
      {"Each row, each column and each of the nine 3x3 boxes must contain nine digits.", {}},
      {"Clues outside the grid indicate the number of visible skyscrapers in that row or column from that direction, "
       "where digits represent skyscraper heights and higher skyscrapers obstruct lower ones.",
       {"skyscraper"}},
      {"The numbers at the top and left of the grid tell you the sum of the digits located between the 1 and the 9 "
       "in that column or row.",
       {"sandwichsum"}, 9},
      {"For any 3 consecutive cells on the line, one must be low (123), one middle (456), one high (789).",
       {"entropicline"}},
      {"For any 3 consecutive cells on the line, one must be low (123), one middle (456), one high (678).", {}},
      {"Some dots may be missing.", {"note"}},
      {"Some X's and V's are missing.", {"note"}},
      {"Some dots may be doubled.", {}},
      {"All dots may be missing.", {}},
  });
  using V = std::vector<States>;
  CHECK(states_of("Region sum lines: digits on a line have the same sum in each box. A line may cross more than one box.") ==
        V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Killer cages: digits sum to the clue and do not repeat. A line may cross more than one box.") ==
        V{{"killercage"}, {}});
  CHECK(states_of("Killer cages: digits sum to the clue and do not repeat. Cages without a clue follow only the "
                  "no-repeat rule.") == V{{"killercage"}, {"note"}});
  CHECK(states_of("Sum cages: digits sum to the clue and may repeat. Cages without a clue follow only the no-repeat "
                  "rule.") == V{{"sumcage"}, {}});
}

TEST_CASE("rules text: a sixteenth batch (lines across boxes, ', meaning', 'N in column 1', 'apart' diamonds)") {
  check_cases({
      {"Digits on a nabner line cannot be consecutive to or the same as any other digit on that line.", {"nabner"}},
      {"Digits on a nabner line can be consecutive to or the same as any other digit on that line.", {}},
      {"Cells in the same location in each box must be different digits.", {"disjointgroups"}},
      {"Cells in the same location in each box may be the same digit.", {}},
      {"A digit N in column 1 means that the digit 1 appears in column N of that row.", {"columnindexer"}},
      {"A digit N in column 1 means that the digit 2 appears in column N of that row.", {}},
      {"The central 3x3 box contains a magic square: all rows, columns and both diagonals in it have the same sum.",
       {"named magicsquare"}},
      {"X-sums: a clue outside the grid is the sum of the first X digits from that side, where X is the first digit "
       "you see.",
       {"xsum"}},
      {"Clues outside the grid show the number of skyscrapers you can see looking into the grid from that side.",
       {"skyscraper"}},
      {"All kropki dots are given, meaning any pair of adjacent cells without a dot is neither consecutive nor in a "
       "1:2 ratio.",
       {"all difference", "all ratio", "nonconsecutive"}},
      {"The diamonds must be at least 4 apart.", {"lockout ends"}, 4},
      {"The diamonds must be at most 4 apart.", {}},
  });
  using V = std::vector<States>;
  CHECK(states_of("Thermometers: digits increase from the bulb. A thermometer can also go through multiple boxes.") ==
        V{{"thermometer"}, {"note"}});
  CHECK(states_of("Killer cages: digits sum to the clue and do not repeat. A cage can also go through multiple boxes.") ==
        V{{"killercage"}, {}});
  CHECK(states_of("Thermometers: digits increase from the bulb. A thermometer can also go through exactly one box.") ==
        V{{"thermometer"}, {}});
  CHECK(states_of("Between lines: digits on a line lie strictly between the digits in its circles. The circles can be "
                  "in either order.") == V{{"betweenline"}, {"note"}});
  CHECK(states_of("Thermometers: digits increase from the bulb. The circles can be in either order.") ==
        V{{"thermometer"}, {}});
  CHECK(states_of("Kropki: white dots join consecutive digits, black dots digits in a 1:2 ratio. The digits 1 and 2 can "
                  "use either dot.") == V{{"difference", "ratio"}, {"note"}});
  CHECK(states_of("Killer cages: digits in a cage sum to the clue. Digits in a cage don't repeat. Killer cages without a "
                  "clue must still have unique digits.") == V{{"cage sum"}, {"cage distinct"}, {"note"}});
  CHECK(states_of("Sum cages: digits in a cage sum to the clue and may repeat. Killer cages without a clue must still "
                  "have unique digits.") == V{{"sumcage"}, {}});
  CHECK(states_of("Skyscrapers: clues outside the grid give the number of skyscrapers visible from that side. Bigger "
                  "digits hide smaller digits behind them.") == V{{"skyscraper"}, {"skyscraper"}});  // (as "larger")
}

TEST_CASE("rules text: a seventeenth batch (marks, then their kind; 'not necessarily in order'; 'at most once')") {
  check_cases({
      {"Circles with two cells show a two-digit number, read left to right.", {"arrow"}},
      {"Circles with two cells show a two-digit number, read right to left.", {}},
      {"Digits are not allowed to repeat on either main diagonal.", {"diagonal"}},
      {"Digits are allowed to repeat on either main diagonal.", {}},
      {"Digits on a slow thermometer never decrease from the bulb end, but may stay the same.", {"slowthermometer"}},
      {"Thermometers: starting at the bulb, each digit is larger than the one before it.", {"thermometer"}},
      {"Thermometers: starting at the bulb, each digit is larger than the one after it.", {}},
      {"Thermometers: starting at the bulb, each digit is larger than 5.", {}},
      {"Each entropic line: any three consecutive cells on it hold one low, one middle and one high digit, where low "
       "is 1-3, middle is 4-6 and high is 7-9.",
       {"entropicline"}},
      {"Each purple line contains a run of consecutive digits, not necessarily in order.", {"renban"}},
      {"Digits are not necessarily different.", {}},
      {"For every blue line, the digits in each box the line passes through add up to the same number.",
       {"regionsumline"}},
      {"In each cage, digits add up to the cage total and each digit appears at most once.", {"killercage"}},
      {"In each cage, digits add up to the cage total and each digit appears at most twice.", {}},
      {"In the grey areas, each digit from 1 to 9 appears exactly once.", {"extraregion"}, 9},
      {"Each row, column and box contains each digit at most once.", {"sudoku"}},
      {"In the grey areas, each digit from 1 to 9 appears exactly twice.", {}},
      {"The first X digits in the direction of the clue add up to the clue, X being the first of them.", {"xsum"}},
      {"The sum of the digits along each little killer diagonal equals the number at the end of the arrow outside "
       "the grid.",
       {"littlekillersum"}},
      {"Two digits separated by a black dot are such that one is double the other.", {"ratio"}},
      // the marks, a colon, then the kind they are
      {"Numbers outside the grid: little killers.", {"littlekillersum"}},
      {"Pink lines: renban.", {"renban"}},
      {"Grey cells: fortresses.", {"maximum"}},
      {"Pink lines: renban, except the long one.", {}},
      {"Numbers outside the grid: thermometers.", {}},
  });
  using V = std::vector<States>;
  CHECK(states_of("Renban: each purple line contains a run of consecutive digits in any order. No digit may appear twice "
                  "on a line.") == V{{"renban"}, {"note"}});
  CHECK(states_of("Whispers: adjacent digits on a green line differ by at least 5. No digit may appear twice on a line.") ==
        V{{"whispers"}, {}});
}

TEST_CASE("rules text: an eighteenth batch, every kind under its heading ('inward chevrons', numbered dots)") {
  check_cases({
      {"Anti-king: a digit cannot be a king's move (including diagonally) away from the same digit.", {"antiking"}},
      {"Anti-king: a digit cannot be a king's move (except diagonally) away from the same digit.", {}},
      {"Clones: the digits in the two shaded regions are identical in the same relative positions.", {"clone"}},
      {"Difference dots: the number on a white dot gives the difference between the two digits it joins.",
       {"difference"}},
      {"Ratio dots: the number on a black dot gives the ratio of the two digits it joins.", {"ratio"}},
      {"Ratio dots: the number on a black dot gives the sum of the two digits it joins.", {}},
      {"Minimum: digits in cells with inward chevrons are smaller than all orthogonally adjacent digits.", {"minimum"}},
      {"Maximum: digits in cells with outward chevrons are greater than all orthogonally adjacent digits.",
       {"maximum"}},
      {"Nabner: yellow lines contain digits that are all at least 2 apart from each other.", {"nabner"}},
      {"Rellik cages: no combination of digits within a red cage may sum to the value shown.", {"rellikcage"}},
      {"Rellik cages: a combination of digits within a red cage may sum to the value shown.", {}},
  });
}

TEST_CASE("rules text: a nineteenth batch (connectives, ' - ' and ' · ' between rules, 'usual rules' under a heading)") {
  check_cases({
      {"Additionally, the digits on each marked diagonal must be different.", {"diagonal"}},
      {"Finally, digits on a thermometer increase from the bulb.", {"thermometer"}},
      {"Furthermore, digits in cages sum to the small clue and may not repeat.", {"killercage"}},
      {"In addition, cells separated by an X sum to 10 and cells separated by a V sum to 5.", {"xv"}},
      {"Finally, digits on a thermometer decrease from the bulb.", {}},
      {"Normal sudoku rules apply - digits on thermometers increase from the bulb - digits in cages sum to the clue and "
       "don't repeat",
       {"sudoku", "thermometer", "killercage"}},
      {"Normal sudoku rules apply - digits on thermometers increase from the tip", {}},
      {"Normal sudoku rules apply \u00b7 Killer cages: digits sum to the clue, no repeats \u00b7 Thermometers: increase "
       "from the bulb",
       {"sudoku", "killercage", "thermometer"}},
      {"Thermometers and arrows: usual rules.", {"thermometer", "arrow"}},
      {"Kropki pairs: usual rules, not all dots given.", {"difference", "ratio"}},
      {"Little killers: usual rules, digits may repeat.", {"littlekillersum"}},
      {"Little killers: usual rules, digits may not repeat.", {}},
      {"Thermometers: usual rules, except the long one.", {}},
      {"Standard rules for sudoku.", {"sudoku"}},
      {"Standard rules for thermometers.", {"thermometer"}},
      {"Standard rules for everything.", {}},
      {"All the usual rules for little killers apply: the clues give the sum along the arrowed diagonal.",
       {"littlekillersum"}},

      {"Should take around 30 minutes.", {"note"}},
      {"Original puzzle by Carol, reworked.", {"note"}},
  });
  using V = std::vector<States>;
  // a remark on the drawing of a kind the rules state
  CHECK(states_of("Arrows: digits on an arrow sum to its circle. Note: the arrows can bend.") == V{{"arrow"}, {"note"}});
  CHECK(states_of("Arrows: digits on an arrow sum to its circle. Note: the arrows can bend in box 5.") ==
        V{{"arrow"}, {}});
  CHECK(states_of("Thermometers: digits increase from the bulb. Note: the arrows can bend.") == V{{"thermometer"}, {}});
}

TEST_CASE("rules text: the puzzle's title and setter said again in its rules text are notes") {
  auto states_with = [](const std::string& text, const std::string& title, const std::string& author) {
    std::vector<RuleSentence> s = read_rules_text(text);
    note_title_lines(s, title, author);
    std::vector<States> out;
    for (const RuleSentence& x : s) out.push_back(words(x.states));
    return out;
  };
  using V = std::vector<States>;
  CHECK(states_with("Tendril Battle\nNormal sudoku rules apply.", "Tendril Battle", "Biscuit") ==
        V{{"note"}, {"sudoku"}});
  CHECK(states_with("Arrow Sudoku by Bob\nNormal sudoku rules apply.", "Arrow Sudoku", "Bob") == V{{"note"}, {"sudoku"}});
  CHECK(states_with("A puzzle by Bob\nNormal sudoku rules apply.", "Arrows", "Bob") == V{{"note"}, {"sudoku"}});
  CHECK(states_with("Normal sudoku rules apply.\n- Bob", "Arrows", "Bob") == V{{"sudoku"}, {"note"}});
  CHECK(states_with("What's the difference?\nNormal sudoku rules apply.", "What's the difference?", "Graggle") ==
        V{{"note"}, {"sudoku"}});
  // not the title, not the setter: still not understood
  CHECK(states_with("Arrow Sudoku by Carol\nNormal sudoku rules apply.", "Arrow Sudoku", "Bob") == V{{}, {"sudoku"}});
  CHECK(states_with("Tendril Battle 2\nNormal sudoku rules apply.", "Tendril Battle", "Biscuit") == V{{}, {"sudoku"}});
  CHECK(states_with("Tendril Battle\nNormal sudoku rules apply.", "", "") == V{{}, {"sudoku"}});
  // an understood sentence stays what it states, even when it is the title
  CHECK(states_with("Killer cages.\nNormal sudoku rules apply.", "Killer cages", "Bob") == V{{"killercage"}, {"sudoku"}});
}

TEST_CASE("rules text: headings with a dash, solution codes and remarks on making the puzzle are notes") {
  check_cases({
      {"Rules -", {"note"}},
      {"Rules \u2014", {"note"}},
      {"Rules - except the box", {}},
      {"Solution code: row 5.", {"note"}},
      {"Solution code: row 5, left to right.", {"note"}},
      {"Enter the digits in row 5 as the solution code.", {"note"}},
      {"Solution code: row 5 must be odd.", {}},
      {"Author's note: this was fun to make.", {"note"}},
      {"Puzzle link below.", {"note"}},
  });
}

TEST_CASE("rules text: a twentieth batch, terse forms ('work as usual', ', plus', a double arrow by its name)") {
  check_cases({
      {"Arrows, killer cages and thermometers work as usual.", {"arrow", "killercage", "thermometer"}},
      {"Arrows, killer cages and thermometers work as usual, except in box 5.", {}},
      {"Double arrows: the digits on the line sum to the sum of the two circles.", {"doublearrow"}},
      {"The digits on the line sum to the sum of the two circles.", {}},
      {"Each colored line is a renban line.", {"renban"}},
      {"Quadruple clues show digits that appear in the surrounding four cells.", {"quadruple"}},
      {"Normal sudoku rules apply, plus: digits on a thermometer increase from the bulb.", {"sudoku", "thermometer"}},
      {"Normal sudoku rules apply, plus: digits on a thermometer decrease from the bulb.", {}},
  });
}

TEST_CASE("rules text: a rule hedged ('only sometimes', 'in some cases') or changed by ', or are ...' is not read") {
  check_cases({
      {"Cage digits sum to the cage clue and don't repeat only sometimes.", {}},
      {"Digits in cages sum to the clue and do not repeat in some cases.", {}},
      {"Digits along a thermometer usually increase from the bulb.", {}},
      {"Cells connected by a white dot are consecutive, but not always.", {}},
      {"Arrows: digits on an arrow sum to the circle, or are equal.", {}},
      {"Cells a king's move apart must not contain the same digit, or not at all.", {}},
      {"Digits on a green line differ by at least 5, or may be equal.", {}},
      // a denial carried on by ", or" is read; whether a clue is shown is no hedge of the rule
      {"The digits along a lockout line cannot be between the two diamond digits, or equal to them.",
       {"lockout inner"}},
      {"Digits cannot repeat in cages, which sometimes show their sums.", {"killercage"}},
      // quantifiers that take some digits out of the rule
      {"Thermos: all but one of the digits increase from the bulb.", {}},
      {"Renban line: some digits on the line are a set of consecutive digits in any order.", {}},
      {"Killer cages: some digits in a cage must sum to the number in the top left of the cage.", {}},
      {"Zipper line: odd digits at equal distance from the middle sum to the middle digit.", {}},
      {"Zipper line: digits at equal distance from the middle sum to the middle digit.", {"zipperline"}},
  });
  using V = std::vector<States>;
  // nor under a heading line, nor read with the next sentence
  CHECK(states_of("Thermometers\nDigits usually increase from the bulb.") == V{{"thermometer"}, {}});
  CHECK(states_of("Box borders divide each blue line into segments. Each segment of a line sometimes has the same sum.") ==
        V{{}, {}});
}

TEST_CASE("rules text: a rule narrowed by a place said before or after it, said loosely or said to be false is not read") {
  check_cases({
      // a lead naming a place the rule does not speak of, or some of its marks only
      {"In the red cells, digits on an arrow sum to the circle.", {}},
      {"In the red cells, a digit in a circle is odd.", {}},
      {"In cells with a dot, cells separated by a white dot contain consecutive digits.", {}},
      {"On exactly one of the lines, digits increase from the bulb.", {}},
      {"In exactly one place, cells a knight's move apart cannot contain the same digit.", {}},
      {"Only in cells with a dot, cells separated by a white dot contain consecutive digits.", {}},
      {"On the main diagonal, additionally, the digits on each marked diagonal must be different.", {}},
      {"In the bottom row, a number outside the grid equals the sum of the digits sandwiched between the 1 and the 9.",
       {}},
      {"Within the shaded regions, a digit in a cage cannot repeat, and the cage sums to its clue.", {}},
      {"On lines with an even number of cells, adjacent digits along a red line have different parity.", {}},
      {"In rows (though not in columns), each row, column and 3x3 box contains the digits 1 to 9.", {}},
      {"In column 9 only, each row, column and box contains the digits 1 to 9.", {}},
      // a condition the rule does not need, which then narrows it
      {"Where a line is dashed, 10 lines: each line can be split into segments summing to 10.", {}},
      // narrowed after it, said loosely, or false
      {"Digits in cages sum to the clue and don't repeat in the coloured regions only.", {}},
      {"Digits on a green line differ by at least 5 from their neighbours, at least on the blue lines.", {}},
      {"Digits on an arrow sum, to within one, to the circle.", {}},
      {"10 lines: exactly one line can be split into segments summing to 10.", {}},
      {"Lie: a line with circles at both ends: every digit on the line lies between the two circled digits.", {}},
      {"Lying clues: a number outside the grid equals the sum of the digits sandwiched between the 1 and the 9.", {}},
      {"Digits on thermometers increase from the bulb, which is a lie.", {}},
      {"Digits may repeat along those diagonals, or neither.", {}},
      // the same in other words
      {"Inside the blue cells, digits along a thermometer increase from the bulb.", {}},
      {"Across the top three rows, cells a knight's move apart cannot contain the same digit.", {}},
      {"Within row 4, digits on a renban line form a set of consecutive digits in any order.", {}},
      {"On precisely one line, digits increase from the bulb.", {}},
      {"Throughout the central box, cells a king's move apart cannot contain the same digit.", {}},
      {"Digits in cages sum to the clue and do not repeat within the blue boxes only.", {}},
      // still read: a lead naming the rule's own marks, houses or kind, in their colours
      {"On every purple line, the digits read the same forwards and backwards.", {"palindrome"}},
      {"Inside each cage, digits sum to the clue and do not repeat.", {"killercage"}},
      {"Along the thick grey lines, adjacent digits differ by at least 5.", {"whispers"}, 5},
      {"In the shaded cells, digits are even.", {"even"}},
      {"Along both main diagonals, each digit appears exactly once.", {"diagonal"}},
      {"Along the grey german whisper lines, digits must have a difference of at least 5.", {"whispers"}, 5},
      {"Along any grey line with a circle at each end, every digit lies strictly between the two circled digits.",
       {"betweenline"}},
      {"For each pair of circles joined by a line, the digits on the line between them lie strictly between the two "
       "circled digits.",
       {"betweenline"}},
      {"In the shaded regions, every digit from 1 to 9 appears exactly once as well.", {"extraregion"}, 9},
      {"In a pill-shaped circle, the 2-digit number (read left to right or top to bottom) is the sum of the digits "
       "along the arrow.",
       {"arrow"}},
      {"Where a circle is given in the grid, the digits in the circle must appear in the four cells surrounding the "
       "circle.",
       {"quadruple"}},
      {"When a cage has a number in its corner, the digits in that cage must add up to that number.", {"cage sum"}},
      {"Where two cells touch diagonally, they must contain different digits.", {"antiking"}},
      {"In all cells, digits on an arrow sum to the circle.", {"arrow"}},
      {"Sandwich clues: a number outside a row or column gives the sum of the digits lying between the 1 and 9 of "
       "that row or column.",
       {"sandwichsum"}, 9},
      {"Fill in the grid so each row, each column and each 3x3 box contain the digits 1-9 once only.", {"sudoku"}, 9},
  });
}

TEST_CASE("rules text: our own wordings' rules, hedged or limited, are never read (near misses, as the bench makes them)") {
  nlohmann::json texts = nlohmann::json::array();
  for (const char* file : {"rules_own_wordings5.json", "rules_own_wordings6.json", "rules_own_wordings7.json"}) {
    std::ifstream in(std::string(SUDOSAT_TEST_DATA) + "/../../bench/" + file);
    REQUIRE(in);
    for (const nlohmann::json& t : nlohmann::json::parse(in)) texts.push_back(t);
  }
  // The sanitizer build's light workload: one of two modifiers on each sentence, in turn (the
  // same code paths).
  const bool light = test::light_workload();
  const std::vector<const char*> modifiers =
      light ? std::vector<const char*>{", unless they are in box 5.", ", or are equal."}
            : std::vector<const char*>{", unless they are in box 5.", " only sometimes.", ", but not always.",
                                       " in some cases.", ", or are equal."};
  int tried = 0, sentences = 0;
  for (const nlohmann::json& t : texts)
    for (const RuleSentence& s : read_rules_text(t["rulestext"].get<std::string>())) {
      const bool rule = std::any_of(s.states.begin(), s.states.end(), [](const Stated& x) {
        return x.what != Stated::Note && x.what != Stated::Sudoku;
      });
      if (!rule || s.text.size() < 2) continue;
      std::string base = s.text;
      while (!base.empty() && (base.back() == '.' || base.back() == '!')) base.pop_back();
      ++sentences;
      for (std::size_t m = 0; m < modifiers.size(); ++m) {
        if (light && m != static_cast<std::size_t>(sentences % 2)) continue;
        const std::string modifier = modifiers[m];
        INFO(base + modifier);
        const std::vector<RuleSentence> read = read_rules_text(base + modifier);
        CHECK(std::any_of(read.begin(), read.end(), [](const RuleSentence& x) { return x.states.empty(); }));
        ++tried;
      }
    }
  CHECK(tried > 600 * (light ? 1 : static_cast<int>(modifiers.size())));
}

TEST_CASE("rules text: rules near ours that sudosat does not have, written to be refused (bench/rules_refusals.json)") {
  // each a rule one step from a kind's (another relation, number, place, exception or kind), in
  // the words this reader learned: none may be read whole
  std::ifstream in(std::string(SUDOSAT_TEST_DATA) + "/../../bench/rules_refusals.json");
  REQUIRE(in);
  int tried = 0;
  for (const nlohmann::json& t : nlohmann::json::parse(in)) {
    const std::string text = t["rulestext"].get<std::string>();
    INFO(text);
    const std::vector<RuleSentence> read = read_rules_text(text);
    CHECK(std::any_of(read.begin(), read.end(), [](const RuleSentence& x) { return x.states.empty(); }));
    ++tried;
  }
  CHECK(tried == 174);  // refuse_172 ("Column 9 indexing: ... a 9") is our column indexer: taken out
}

TEST_CASE("rules text: wordings written by authors who never saw the reader, read as labelled or refused (bench/rules_own_wordings11.json to 22)") {
  // each text labelled with the kinds its author meant: a text read whole must state exactly
  // those (a cage's or a lockout line's two halves are its kind; notes and negative constraints
  // are not kinds)
  // The sanitizer build's light workload: every other text, its floor not counted.
  const bool light = test::light_workload();
  int tried = 0, read_whole = 0;
  for (const nlohmann::json& t : test::labelled_texts()) {
    const std::string text = t["rulestext"].get<std::string>();
    INFO(text);
    ++tried;
    if (light && tried % 2 == 0) continue;
    const std::vector<RuleSentence> read = read_rules_text(text);
    if (std::any_of(read.begin(), read.end(), [](const RuleSentence& x) { return x.states.empty() && !x.story; }) ||
        test::half_unpaired(read))
      continue;
    ++read_whole;
    CHECK(test::kinds_read(read, false) == test::kinds_labelled(t));
  }
  WARN(tried << " texts, " << read_whole << " read whole");
  CHECK(tried == 1440);
  if (light) return;
  // 174 of sets 11 to 14, 65 of set 15 (held out when written: 64), 61 of set 16 (held out), 72
  // of set 17 (held out: 72 before and after the session that narrowed leads), 3 more since
  // (minima and maxima named): 381; 455 since with set 18 (held out: 46 before and after the
  // session that wrote it) and a text with a cage's product but not its distinct digits left out; 457 with
  // "Think of each digit as the height of a building." a skyscraper's note; 454 once an example
  // that permits was a note only where its lines of digits were checked (rules_examples.hpp); 519
  // with set 19 (held out: 65 of its 120 texts read whole before and after the session that wrote
  // it), 574 with set 20 (held out: 56 before that session, 55 after: an example that permits); 587
  // with lockout ranges, disjoint groups' positions and pills' numbers in more words, 605 with drawings
  // said alone, flatmates' needs, nabner's "differ by 1" and notes on 10 lines and zippers; 622 with
  // more notes, extra regions' cells counted and sandwich clues without an arrow; 667 with set 21
  // (held out: 44 of its 120 texts read strictly before the session that wrote it, 46 after) and
  // "even if" no nabner words again (twists: "no two even digits ..."); 706 with examples without
  // their lead, dots' pairs, indexers a column at a time, a heading's "for each ..." and more notes;
  // 752 with set 22 (held out: 45 of its texts read strictly before the session that wrote it, 46 after);
  // 762 with indexers said as a condition or apart from their houses, headings that introduce rules
  // and cages' products under a heading of cages
  CHECK(read_whole >= 762);
}

TEST_CASE("rules text: a twenty-first batch, rules in a learner's English ('are applied', 'his arrow', 'without repetition')") {
  check_cases({
      {"Normal sudoku rules are applied.", {"sudoku"}},
      {"Digit in circle is equal to the sum of digits on his arrow.", {"arrow"}},
      {"Digits in the circles (quadruples) must be in the 4 cells around.", {"quadruple"}},
      {"Digits in the circles (quadruples) must not be in the 4 cells around.", {}},
      {"Digits on the thermometer must increase starting by the bulb.", {"thermometer"}},
      {"Digits on the thermometer must increase starting by the tip.", {}},
      {"German whispers: two neighbours on the green line must have a difference of 5 or bigger.", {"whispers"}, 5},
      {"Gray lines are palindromes: they are read same from both sides.", {"palindrome"}},
      {"Killer: the digits in cage sums to the clue, no repetition allowed.", {"killercage"}},
      {"Killer: the digits in cage sums to the clue, repetition allowed.", {}},
      {"On purple lines are consecutive digits in any order without repetition.", {"renban"}},
      {"On purple lines are consecutive digits in any order with repetition.", {}},
      {"Skyscrapers: the numbers outside the grid shows how many skyscrapers are visible from this side.",
       {"skyscraper"}},
      {"The clues outside give sum of the digits between 1 and 9 in this row or column.", {"sandwichsum"}, 9},
      {"The digits of each renban line are consecutive, not necessary in order.", {"renban"}},
      {"X marks two cells with sum 10, V marks two cells with sum 5.", {"xv"}},
      {"X marks two cells with sum 10, V marks two cells with sum 6.", {}},
  });
}

TEST_CASE("rules text: a twenty-second batch, the normal rules and digit sets in other words") {
  check_cases({
      {"Classic sudoku rules apply to the whole grid.", {"sudoku"}},
      {"Normal sudoku rules apply to the 9x9 grid.", {"sudoku"}, 9},
      {"Normal sudoku rules apply to the 6x6 grid.", {"sudoku"}, 6},
      {"Complete the grid so that every row, column and 3x3 box contains the digits 1 to 9.", {"sudoku"}, 9},
      {"Latin square: each row and each column contains the digits 1 to 6 exactly once.", {"rows columns"}, 6},
      {"Latin square: each row and each column contains the digits 1 to 6 twice.", {}},
      {"No digit may repeat in any row, column or box.", {"sudoku"}},
      {"Digits may repeat in any row, column or box.", {}},
  });
}

TEST_CASE("rules text: drawings described without their rule are no rule (found with random word salad)") {
  check_cases({
      {"Orange lines are read.", {}},
      {"Digits along each line are read.", {}},
      {"Circles are in the corners of four cells.", {}},
      {"The circles are around the cells.", {}},
      {"Digits in circles are adjacent to the corners.", {}},
      {"Grey lines read the same in both directions.", {"palindrome"}},
  });
}

TEST_CASE("rules text: after a line kind's rule, that lines may touch or cross is a note") {
  using V = std::vector<States>;
  CHECK(states_of("Thermometers: digits increase from the bulb. Thermometers may touch each other.") ==
        V{{"thermometer"}, {"note"}});
  CHECK(states_of("Renban: purple lines hold consecutive digits in any order. Lines may cross.") ==
        V{{"renban"}, {"note"}});
  CHECK(states_of("Killer cages: digits sum to the clue and do not repeat. Lines may touch.") == V{{"killercage"}, {}});
  CHECK(states_of("Renban: purple lines hold consecutive digits in any order. Lines may share digits.") ==
        V{{"renban"}, {}});
}

TEST_CASE("rules text: a call to attention before a rule ('Note that', 'Remember:', 'Make sure that') is left out") {
  check_cases({
      {"Note that digits can repeat on arrows.", {"note"}},
      {"Remember: digits cannot repeat in cages.", {"cage distinct"}},
      {"Make sure that digits on thermometers increase from the bulb.", {"thermometer"}},
      {"Keep in mind that digits in cages cannot repeat.", {"cage distinct"}},
      {"It is important that digits on thermometers increase from the bulb.", {"thermometer"}},
      {"Be aware that not all X's and V's are given.", {"note"}},
      {"Important: not all dots are shown.", {"note"}},
      {"Note that digits on thermometers decrease from the bulb.", {}},
      {"Remember: digits can repeat in cages except one.", {}},
  });
}

TEST_CASE("rules text: a twenty-third batch, rules named after their variant ('Kropki sudoku: ...', 'XV sudoku: ...')") {
  check_cases({
      {"Each cell contains a digit from 1 to 9.", {"note"}, 9},
      {"Insert the digits 1-9 into the cells so that each row, column and box contains every digit once.",
       {"sudoku"}, 9},
      {"Renban sudoku: the digits on each purple line form a set of consecutive digits in arbitrary order.",
       {"renban"}},
      {"Sandwich sudoku: the numbers outside the grid indicate the sum of the digits between 1 and 9 in the "
       "respective row or column.",
       {"sandwichsum"}, 9},
      {"Where there is no X or V, the sum is neither 5 nor 10.", {"all xv"}},
      {"Where there is no X or V, the sum is neither 5 nor 11.", {}},
  });
  using V = std::vector<States>;
  CHECK(states_of("Cells separated by a white dot contain consecutive digits. Cells separated by a black dot contain "
                  "digits in a ratio of 1:2. If there is no dot between two cells, neither relation holds.") ==
        V{{"difference"}, {"ratio"}, {"all difference", "all ratio"}});
  CHECK(states_of("Cells separated by a white dot contain consecutive digits. If there is no dot between two cells, "
                  "neither relation holds.") == V{{"difference"}, {}});
  // "there's", the cells unsaid (2026-12-01)
  CHECK(states_of("Digits separated by a white dot are consecutive. Digits separated by a black dot are in a 1:2 "
                  "ratio. If there's no dot, neither relation holds.") ==
        V{{"difference"}, {"ratio"}, {"all difference", "all ratio"}});
  CHECK(states_of("Cells separated by an X sum to 10. Cells separated by a V sum to 5. If there's no X or V between "
                  "two cells, their digits do not sum to 10 or 5.") == V{{"xv"}, {"xv"}, {"all xv"}});
}

TEST_CASE("rules text: a twenty-fourth batch, the newer kinds in other words (sum circles, braces, 'go up or down')") {
  check_cases({
      {"Two cells joined by a small circle with a number add up to that number.", {"xv"}},
      {"A small circle with a number adds up to that number.", {}},
      {"Every 2x2 area of the grid contains a digit from each of the groups 1-3, 4-6 and 7-9.", {"globalentropy"}},
      {"Every 2x2 area of the grid contains a digit from each of the groups 1-3, 4-6 and 6-9.", {}},
      {"Every 2x2 box has a digit from {1,4,7}, a digit from {2,5,8} and a digit from {3,6,9}.", {"globalmodular"}, 9},
      {"Each clue outside the grid is the Xth digit from that side, where X is the first digit from that side.",
       {"numberedroom"}},
      {"Same parity lines: every digit on a line is even, or every digit on it is odd.", {"sameparityline"}},
      {"Grey lines are sequence lines: the digits along them go up or down by a fixed amount.", {"sequenceline"}},
      {"The digits along grey lines go up or down by a random amount.", {}},
  });
  using V = std::vector<States>;
  CHECK(states_of("Rellik cages: no combination of digits in a cage sums to the clue. Digits do not repeat in a rellik "
                  "cage.") == V{{"rellikcage"}, {"note"}});
  CHECK(states_of("Killer cages: digits sum to the clue and do not repeat. Digits do not repeat in a rellik cage.") ==
        V{{"killercage"}, {}});
  CHECK(states_of("Equal sums: every cage sums to the same total, which you have to find.") ==
        V{{"equalcagesums"}});
}

TEST_CASE("rules text: a twenty-fifth batch, long texts of several rules (corner clues, asides in headings)") {
  check_cases({
      {"Clues in the corners are little killers.", {"littlekillersum"}},
      {"Clues in the corners are thermometers.", {}},
      {"Numbers in circles on the intersection of four cells must appear in those four cells.", {"quadruple"}},
      {"Slow thermometers (with a square bulb): digits do not decrease from the bulb end.", {"slowthermometer"}},
      {"Slow thermometers (with a square bulb except one): digits do not decrease from the bulb end.", {}},
  });
  using V = std::vector<States>;
  CHECK(states_of("Renban lines contain consecutive digits in any order. Lines may cross box borders.") ==
        V{{"renban"}, {"note"}});
  CHECK(states_of("Killer cages: digits in a cage sum to the clue and do not repeat. Every cage without a clue also may "
                  "not contain repeated digits.") == V{{"killercage"}, {"note"}});
  CHECK(states_of("Sum cages: digits in a cage sum to the clue and may repeat. Every cage without a clue also may not "
                  "contain repeated digits.") == V{{"sumcage"}, {}});
}

TEST_CASE("rules text: this session's readings in yet other words (read by their facts, not by one sentence)") {
  check_cases({
      {"Every pair of neighbouring cells whose digits add up to 5 or 10 is marked.", {"all xv"}},
      {"Each pair of adjacent cells containing consecutive digits is marked with a white dot.", {"all difference"}},
      {"Digits along a thermometer must increase (strictly) from the bulb.", {"thermometer"}},
      {"In addition, digits in cages sum to the clue and cannot repeat.", {"killercage"}},
      {"Keep in mind that digits along a thermometer increase from the bulb.", {"thermometer"}},
      {"Thermometers and palindromes: usual rules.", {"thermometer", "palindrome"}},
      {"Arrows and thermometers work as usual.", {"arrow", "thermometer"}},
      {"Any three cells in a row on a line contain one digit from {1,2,3}, one from {4,5,6} and one from {7,8,9}.",
       {"entropicline"}},
      // hedged in other words: refused
      {"Digits on thermometers typically increase from the bulb.", {}},
      {"Each pair of adjacent cells containing consecutive digits is occasionally marked with a white dot.", {}},
  });
  using V = std::vector<States>;
  CHECK(states_of("Regions borders split each line into segments. Every segment of a line has the same sum.") ==
        V{{"regionsumline"}, {"note"}});
  const std::vector<RuleSentence> two = read_rules_text("Grey lines are palindromes, and green lines are renban lines.");
  REQUIRE(two.size() == 1);
  CHECK(two[0].colours_by_rule.at("palindrome") == std::vector<std::string>{"grey"});
  CHECK(two[0].colours_by_rule.at("renban") == std::vector<std::string>{"green"});
}

TEST_CASE("rules text: markup from web forms and Markdown is left out (HTML tags and entities, emphasis, headings, quotes)") {
  using V = std::vector<States>;
  CHECK(states_of("Normal sudoku rules apply.<br>Cells joined by a white dot are consecutive.<br/>") ==
        V{{"sudoku"}, {"difference"}});
  CHECK(states_of("<p>Normal sudoku rules apply.</p><p>Digits on a <b>grey</b> line read the same both ways.</p>") ==
        V{{"sudoku"}, {"palindrome"}});
  CHECK(states_of("Digits in cages sum to the clue &amp; cannot repeat.") == V{{"killercage"}});
  CHECK(states_of("Digits in cages sum to the clue &amp; can repeat.") == V{{"sumcage"}});
  CHECK(states_of("Digits in cages sum to the clue &amp; rarely repeat.") == V{{}});
  CHECK(states_of("_Normal sudoku rules apply._ *Cells a king's move apart cannot hold the same digit.*") ==
        V{{"sudoku"}, {"antiking"}});
  CHECK(states_of("### Rules\n> Digits along a thermometer increase from the bulb.") == V{{"note"}, {"thermometer"}});
  CHECK(states_of("> Digits along a thermometer decrease from the bulb.") == V{{}});
  CHECK(states_of("[Anti-king] No digit may be a king's move from the same digit.") == V{{"antiking"}});
  // a name in brackets that is not the sentence's kind: which is meant?
  CHECK(states_of("[Anti-king] No digit may be a knight's move from the same digit.") == V{{}});
  CHECK(states_of("(Anti-king) No digit may be a knight's move from the same digit.") == V{{}});
  // a star between spaces, a bullet, a sign that is no tag stay as written
  CHECK(states_of("* Digits on a thermometer increase from the bulb.") == V{{"thermometer"}});
  CHECK(states_of("Cages marked <15 sum to less than 15.") == states_of("Cages marked &lt;15 sum to less than 15."));
  // the sentence is shown without its markup, at its place in the text
  const std::string text = "**Killer cages**: digits in a cage sum to its <i>clue</i>.<br>_Thermos_ increase from the bulb.";
  const std::vector<RuleSentence> read = read_rules_text(text);
  REQUIRE(read.size() == 2);
  CHECK(read[0].text == "Killer cages: digits in a cage sum to its clue.");
  CHECK(read[0].offset == 2);
  CHECK(read[1].text == "Thermos increase from the bulb.");
  CHECK(text.compare(read[1].offset, 1, "T") == 0);
  CHECK(words(read[1].states) == States{"thermometer"});
}

TEST_CASE("rules text: spelling as typed ('apply.Digits', spaces before stops, 'suduko', 'inbetween', windows, 'differing')") {
  using V = std::vector<States>;
  CHECK(states_of("Standard sudoku rules apply.Cells a knight's move apart cannot contain the same digit.") ==
        V{{"sudoku"}, {"antiknight"}});
  CHECK(states_of("Normal sudoku rules apply.Digits on an arrow sum to the circle , and may repeat .") ==
        V{{"sudoku"}, {"arrow"}});
  check_cases({
      {"Classic soduku rules apply.", {"sudoku"}},
      {"Clues outside the grid give the sum of the digits inbetween the 1 and the 9 in that row.", {"sandwichsum"}, 9},
      {"The shaded windows each contain the digits 1-9 once.", {"extraregion"}, 9},
      {"The shaded windows may contain repeated digits.", {}},
      {"Neighbouring cells on a teal line have digits differing by at least 4.", {"whispers"}, 4},
      {"Neighbouring cells on a teal line have digits differing by at most 4.", {}},
      {"Every cage has digits summing to its total, without repeats.", {"killercage"}},
      {"Thermometers: the digits along them increase from the bulb.", {"thermometer"}},
  });
}

TEST_CASE("rules text: a rule said as an instruction, under a drawing's condition, or with examples after it") {
  check_cases({
      {"Write an even digit in each grey square.", {"even"}},
      {"Write an even digit in some grey squares.", {}},
      {"You should place the digits on a thermometer so that they increase from its bulb.", {"thermometer"}},
      {"You should place the digits on a thermometer so that they decrease from its bulb.", {}},
      {"Make the digits in each cage sum to its clue without repeating.", {"killercage"}},
      {"Make sure no digit repeats on either main diagonal.", {"diagonal"}},
      {"Make sure some digits repeat on either main diagonal.", {}},
      {"Fill every shaded region with the digits 1 to 9.", {"extraregion"}, 9},
      {"Never place the same digit in two cells a king's move apart.", {"antiking"}},
      {"For every renban line, the digits are consecutive and in any order.", {"renban"}},
      {"For every renban line, the digits are consecutive and in any order, except one.", {}},
      {"Whenever two cells are separated by a V, their digits sum to 5.", {"xv"}},
      {"If a line is purple, its digits form a set of consecutive digits in any order.", {"renban"}},
      {"Where a black dot joins two cells, one digit is twice the other.", {"ratio"}},
      // a condition on digits, not on the drawing; a denied or hedged consequence
      {"If a digit is odd, it sits in a grey circle.", {}},
      {"If two cells are joined by a white dot, their digits are not consecutive.", {}},
      {"If two cells are joined by a white dot, their digits may be consecutive.", {}},
      {"You will find that the digits on an arrow sum to its circle.", {"arrow"}},
      {"Digits on a purple line are consecutive and in any order, such as 4,6,5 or 2,1.", {"renban"}},
      {"Digits on a purple line are consecutive and in any order, such as the odd ones.", {}},
      {"Renban lines hold consecutive digits in any order, e.g. {3,5,4}.", {"renban"}},
  });
}

TEST_CASE("rules text: a sentence in words no rule uses is a story, never a note; a rule's word, a figure or a typo of one is no story") {
  auto story = [](const std::string& text) {
    const std::vector<RuleSentence> read = read_rules_text(text);
    REQUIRE(read.size() == 1);
    return read[0].states.empty() && read[0].story;
  };
  CHECK(story("The wizard has lost his hat."));
  CHECK_FALSE(story("Happy new year to you all!"));  // "all": a quantifier
  CHECK(story("Winter came to the village in 2024."));
  CHECK(story("Help him find it!"));
  CHECK_FALSE(story("The wizard has lost 5 hats."));               // a figure
  CHECK_FALSE(story("The wizard never loses his hat."));           // a negation
  CHECK_FALSE(story("Mice must run from the cats."));              // an obligation
  CHECK_FALSE(story("Mice don't run from the cats."));             // a negation ("n't")
  CHECK_FALSE(story("The knight has lost his hat."));              // a kind's name
  CHECK_FALSE(story("The green wizard has lost his hat."));        // a colour
  CHECK_FALSE(story("The wizard lost his hat in the grid."));      // the grid
  CHECK_FALSE(story("The wizard sits in the midle of the grid.")); // a typo of a rule's word ("middle")
  CHECK_FALSE(story("The wizard lost his tower."));                // one edit from "lower": maybe a typo
  CHECK_FALSE(story("Wizards."));                                  // one word
  // understood sentences and notes are no stories
  const std::vector<RuleSentence> read = read_rules_text("Normal sudoku rules apply. Thanks to Bob for testing!");
  REQUIRE(read.size() == 2);
  CHECK_FALSE(read[0].story);
  CHECK_FALSE(read[1].story);
}

TEST_CASE("rules text: digits listed ('1, 2, 3 and 4'), '3 by 3', '1~9', the normal rules 'using the digits 1 to 6'") {
  check_cases({
      {"Every row, column and box of the grid holds 1, 2, 3, 4, 5 and 6 once.", {"sudoku"}, 6},
      {"Every row, column and box of the grid holds 1, 2, 4 and 5 once.", {}},
      {"Write the digits 1 to 6 in each row, column and 2 by 3 box.", {"sudoku"}, 6},
      {"Place the digits 1~4 once in every row, column and box.", {"sudoku"}, 4},
      {"Standard 4x4 sudoku rules apply, with the digits 1 to 4.", {"sudoku"}, 4},
      {"Standard 4x4 sudoku rules apply, with the digits 1 to 9.", {}},
      {"Normal sudoku rules apply, using the digits 0 to 5.", {"sudoku"}, 5},
      {"Normal sudoku rules apply, using the digits 1 to 6 twice.", {}},
      {"The digits on the two long diagonals are unique.", {"diagonal"}},
      {"Each cage contains different digits whose sum is its clue.", {"killercage"}},
      {"Each cage contains different digits whose sum is sometimes its clue.", {}},
      {"Each shaded region holds the digits 1-9 once.", {"extraregion"}, 9},
      {"Each shaded region holds the digits 1-9 twice.", {}},
      {"Digits in a circle on the corner of four cells appear among those four cells.", {"quadruple"}},
      {"Digits in a circle on the corner of four cells never appear among those four cells.", {}},
  });
  // entropic groups are no list of the digits from 1
  CHECK(states("Each 2x2 block holds one of 1,2,3, one of 4,5,6 and one of 7,8,9.") != States{"sudoku"});
}

TEST_CASE("rules text: rules in the passive voice ('are placed in', 'is given by the', 'are filled with'), thermometers by 'greater than'") {
  check_cases({
      {"Even digits are placed in the grey squares.", {"even"}},
      {"Even digits are never placed in the grey squares.", {}},
      {"Consecutive digits are written in cells joined by a white dot.", {"difference"}},
      {"The circle's digit is given by the sum of the digits along its arrow.", {"arrow"}},
      {"The circle's digit is sometimes given by the sum of the digits along its arrow.", {}},
      {"Each shaded region is filled with the digits 1 to 9, each once.", {"extraregion"}, 9},
      {"Digits must be placed so that no two orthogonally adjacent cells hold consecutive digits.", {"nonconsecutive"}},
      {"Digits must be placed so that two orthogonally adjacent cells hold consecutive digits.", {}},
      {"Each digit on a thermometer is greater than the digit before it, starting from the bulb.", {"thermometer"}},
      {"Each digit on a thermometer is greater than or equal to the digit before it, starting from the bulb.",
       {"slowthermometer"}},
      {"Each digit on a thermometer is equal to the digit before it, starting from the bulb.", {}},
      {"Each digit on a thermometer is greater than the digit before it, starting from the tip.", {}},
  });
}

TEST_CASE("rules text: a heading over a list of its rule's parts, 'Rule 1:' labels, an arrow after a heading") {
  using V = std::vector<States>;
  CHECK(states_of("Killer cages:\n- the digits add up to the clue\n- no digit repeats") ==
        V{{"killercage"}, {"killercage"}, {"killercage"}});
  CHECK(states_of("Killer cages:\n- the digits add up to the clue\n- digits may repeat") ==
        V{{"killercage"}, {"killercage"}, {}});
  CHECK(states_of("Thermometers\n- digits increase from the bulb\n- digits never repeat") ==
        V{{"thermometer"}, {"thermometer"}, {}});
  CHECK(states_of("Rule 1: Standard sudoku rules apply.\nRule 2 - Digits on an arrow sum to its circle.") ==
        V{{"sudoku"}, {"arrow"}});
  CHECK(states_of("Rule 1: Digits on an arrow sometimes sum to its circle.") == V{{}});
  check_cases({
      {"Arrows -> digits along the arrow sum to the circle.", {"arrow"}},
      {"Renban => purple lines hold consecutive digits in any order.", {"renban"}},
      {"Renban => purple lines hold consecutive digits in increasing order.", {}},
  });
}

TEST_CASE("rules text: kinds by other names ('Dutch whispers', 'anti-consecutive', 'XV pairs', 'min/max cells', 'arrow sums')") {
  check_cases({
      {"Dutch whispers.", {"whispers"}, 4},
      {"Dutch whispers rules apply.", {"whispers"}, 4},
      {"Dutch whispers: adjacent digits on a line differ by at least 5.", {}},
      {"Anti-consecutive.", {"nonconsecutive"}},
      {"XV pairs rules apply.", {"xv"}},
      {"Standard min/max cells rules apply.", {"minimum", "maximum"}},
      {"Arrow sums.", {"arrow"}},
  });
}

TEST_CASE("rules text: every X (or V) alone given, every difference of k shown: negative sums and differences") {
  check_cases({
      {"All possible X's are given.", {"negativesum"}, 10},
      {"ALL black dots and Xs are given.", {"all ratio", "negativesum"}, 10},
      {"Every V is shown.", {"negativesum"}, 5},
      {"All X's have been marked.", {"negativesum"}, 10},
      {"All instances of neighbouring cells with a difference of 4 are shown.", {"negativedifference"}, 4},
      {"All possible differences of 3 are given.", {"negativedifference"}, 3},
      {"Every pair of adjacent cells whose digits differ by 5 is marked.", {"negativedifference"}, 5},
      {"All instances of neighbouring cells with a difference of 1 are shown.", {"all difference"}},
      // not all, two differences, no difference's number, a sum beside it, an exception, some
      {"Not all X's are given.", {"note"}},
      {"Not all differences of 4 are shown.", {}},  // no rule, and no note of a mark sudosat draws
      {"All X's and white dots are given.", {"all difference", "negativesum"}, 10},
      {"All possible differences of 4 and 8 are given.", {}},
      {"All instances of neighbouring cells with a difference are shown.", {}},
      {"All instances of neighbouring cells with a sum or difference of 4 are shown.", {}},
      {"All instances of neighbouring cells with a difference of 4 are shown, except in box 5.", {}},
      {"Some differences of 4 are shown.", {}},
  });
}

TEST_CASE("rules text: a twenty-sixth batch, setters' wordings of the newer kinds (wordings7)") {
  check_cases({
      {"A digit in a circle indicates how many times it appears in circles.", {"countingcircles"}},
      {"The digit in a circle tells how many times it appears in circles.", {"countingcircles"}},
      {"A digit in a circle indicates how many times it appears in the grid.", {}},
      {"A digit in a circle indicates how many circles there are.", {}},
      {"The grey shaded areas are additional regions which must also contain the digits 1-9 once each.",
       {"extraregion"}, 9},
      {"Shaded areas are additional regions in which digits may repeat.", {}},
      {"Global modular: every 2x2 group of cells contains digits of each residue modulo 3.", {"globalmodular"}},
      {"Every 2x2 set of cells contains one digit of each residue mod 3.", {"globalmodular"}},
      {"Every 2x2 group of cells contains digits of each residue modulo 4.", {}},
      {"Every 2x2 group of cells contains a low digit (1-3), a middle digit (4-6) and a high digit (7-9).",
       {"globalentropy"}},
      {"X-Sums: Clues outside the grid give the sum of the first X digits in that row or column, reading from the "
       "direction of the clue, where X is the first digit encountered.",
       {"xsum"}},
      {"Clues outside the grid give the sum of the first X digits looking from the clue, where X is the first digit "
       "met.",
       {"xsum"}},
      {"Clues outside the grid give the sum of the last X digits looking from the clue, where X is the first digit.",
       {}},
      {"Indexing: A digit X in column 1 indicates that the digit 1 in that row is in column X.", {"columnindexer"}},
      {"A digit N in column 1 means that the digit 1 appears in column N.", {"columnindexer"}},
      {"A digit X in row 5 indicates that the digit 5 in that column is in row X.", {"rowindexer"}},
      {"A digit X in column 1 indicates that the digit 2 in that row is in column X.", {}},
      {"A digit X in row 1 means that the digit 1 appears in column X.", {}},
      {"A digit X in column 1 indicates that the digit 1 in that row is not in column X.", {}},
      // the indexing house before the verb, the one indicated after it, the scope anywhere (2026-12-01)
      {"In each row, the digit in column 1 indicates the column in which the digit 1 appears.", {"columnindexer"}},
      {"The digit in column 1 of each row indicates the column containing 1 in that row.", {"columnindexer"}},
      {"Row indexing: in each column, the digit in row 1 tells you which row of that column contains a 1.",
       {"rowindexer"}},
      {"159: The digits in columns 1, 5 and 9 indicate the positions of 1s, 5s and 9s respectively in that row.",
       {"columnindexer"}},
      {"1-5-9 rule: The digits in columns 1, 5 and 9 indicate the positions of 1s, 5s and 9s respectively in that row.",
       {"columnindexer"}},
      {"Likewise, the digit in column 5 indicates the column of the 5, and the digit in column 9 indicates the column "
       "of the 9.",
       {"columnindexer"}},
      // the cell's digit named before the house ("a digit N in column 1 ... the digit 1"), a
      // heading naming the houses with their kind (2026-12-02)
      {"A digit N in column 1 indicates the column in which the digit 1 appears in that row.", {"columnindexer"}},
      {"Column 1 Indexing: A digit N in column 1 indicates the column in which the digit 1 appears in that row.",
       {"columnindexer"}},
      {"Row 9 indexing: a digit X in row 9 gives the row in which the digit 9 is placed in that column.",
       {"rowindexer"}},
      {"A digit N in column 1 indicates the column in which the digit N appears in that row.", {}},
      {"A digit N in column 1 indicates the column in which the digit 2 appears in that row.", {}},
      {"A digit N in column 1 indicates the row in which the digit 1 appears in that column.", {}},
      {"Column 2 Indexing: A digit N in column 1 indicates the column in which the digit 1 appears in that row.", {}},
      {"Row 1 Indexing: A digit N in column 1 indicates the column in which the digit 1 appears in that row.", {}},
      {"Column 1 is an indexing column: for each row, the digit in column 1 tells you which column of that row "
       "contains the digit 1.",
       {"columnindexer"}},
      {"1-5-9 indexing: In any row, the digit in column 1 says which column of that row holds the 1.", {"columnindexer"}},
      {"In the same way, the digit in column 5 gives the column of the 5, and the digit in column 9 gives the column "
       "of the 9.",
       {"columnindexer"}},
      {"Column 1 indexing: the digit in column 1 of any row shows the column where the 1 is found in that row.",
       {"columnindexer"}},
      // a heading naming more houses says "indexing" or only figures, and every house of the
      // sentence is one of them (a column explained at a time: "1-5-9: a digit X in column 1 ...")
      {"159: In any row, the digit in column 1 says which column of that row holds the 1.", {"columnindexer"}},
      {"1-5-9: a digit X in column 1 means that the 1 in that row is in column X.", {"columnindexer"}},
      {"1-5-9 indexing: In any row, the digit in column 2 says which column of that row holds the 2.", {}},
      {"1-5-9: a digit X in column 2 means that the 2 in that row is in column X.", {}},
      {"Column 1: a digit X in column 1 means that the 9 in that row is in column X.", {}},
      // more words of kinds' rules (2026-12-02, set 21): "have" for anti-king, "as seen" for
      // x-sums, "the corresponding row" with clues "outside", nabner's "every pair"
      {"Anti-king: diagonally touching cells can't have the same digit.", {"antiking"}},
      {"Diagonally touching cells can have the same digit.", {}},
      {"X-Sums: a clue outside the grid gives the sum of the first X digits in that row or column as seen from the "
       "clue, where X is the first of those digits.",
       {"xsum"}},
      {"X-Sums: A clue outside the grid tells you the sum of the first X digits in that row or column, reading from "
       "the clue, where X is the first digit you see.",
       {"xsum"}},
      {"X-sums: Each clue outside the grid is the sum of the first N digits in the corresponding row or column, "
       "counting from that edge, where N is the digit nearest the clue.",
       {"xsum"}},
      {"X-Sums: A clue outside the grid tells you the sum of the first X digits in that row or column, reading from "
       "the clue, where X is the last digit you see.",
       {}},
      {"Sandwich sums: the clues outside give the sum of the digits between 1 and 9 in the corresponding row or "
       "column.",
       {"sandwichsum"}, 9},
      {"Yellow lines are nabners: every pair of digits on the same line must differ by at least 2.", {"nabner"}},
      {"Every pair of digits on the same line must differ by at least 3.", {}},
      {"Every pair of digits on the same line may differ by at least 2.", {}},
      {"Every pair of adjacent digits on the line must differ by at least 2.", {"whispers"}, 2},
      // a heading's statement read as a sentence of its own ("for each line ..., ...")
      {"Double arrows: for each line with a circle at both ends, the digits on the line sum to the total of the "
       "two circled digits.",
       {"doublearrow"}},
      {"Zipper lines: for each purple line, any two digits the same distance from the centre of the line sum to the "
       "same total.",
       {"zipperline"}},
      {"Zipper lines: for each purple line, any two digits the same distance from the centre of the line may sum to "
       "the same total.",
       {}},
      {"Thermometers: for each purple line, any two digits the same distance from the centre of the line sum to the "
       "same total.",
       {}},
      // "if there is a black dot between two cells, ...": where the dot's rule applies
      {"If there is a black dot between two cells, one digit is twice the other.", {"ratio"}},
      {"If there is a white dot between two cells, the digits are consecutive.", {"difference"}},
      {"If there is a white dot between two cells, the digits may be consecutive.", {}},
      // the digit said Y or Z, the scope said with a possessive ("that row's 9": no row 9)
      {"A digit Y in column 5 means that the 5 in that row is in column Y.", {"columnindexer"}},
      {"A digit in column 9 indicates the column of that row's 9.", {"columnindexer"}},
      {"A digit in column 9 indicates the column of row 9.", {}},
      {"9-5-1 indexing: In any row, the digit in column 1 says which column of that row holds the 1.", {}},
      {"In the same column, the digit in row 1 gives the row of the 1.", {}},
      // another house indicated, the scope the indexing house's kind, two kinds joined, a heading
      // that is not the houses: not read
      {"The digit in column 1 indicates the row in which the digit 1 appears in that column.", {}},
      {"The digit in column 1 indicates the position of the digit 1 in that column.", {}},
      {"In each column, the digit in column 1 indicates the column in which the digit 1 appears.", {}},
      {"The digit in column 1 indicates the column of the 1, and the digit in row 9 indicates the row of the 9.", {}},
      {"15: The digit in column 9 indicates the column of the 9 in that row.", {}},
      {"The digit in column 1 indicates the column of the 1 in that row, and digits in cages sum to the clue.",
       {"columnindexer", "cage sum"}},
      // a clue looking from a side is outside, "outside" unsaid (puzzlerules' dQRf4gr2TJ)
      {"Other clues show digits which must appear in the first three cells, looking from that direction.",
       {"frame digits"}, 3},
      {"Clues give the sum of the first three digits seen from that side.", {"frame sum"}, 3},
      {"Clues give the sum of the first three digits in that row.", {}},
      {"Other clues show digits which must appear in the first three cells.", {}},
      {"Other clues show digits which must not appear in the first three cells, looking from that direction.", {}},
  });
  CHECK(one("Indexing: A digit X in column 1 indicates that the digit 1 in that row is in column X.").houses ==
        std::vector<int>{1});
  CHECK(one("Likewise, the digit in column 5 indicates the column of the 5, and the digit in column 9 indicates the "
            "column of the 9.")
            .houses == std::vector<int>{5, 9});
  CHECK(one("159: The digits in columns 1, 5 and 9 indicate the positions of 1s, 5s and 9s respectively in that row.")
            .houses == std::vector<int>{1, 5, 9});
  CHECK(one("Digits in the fifth column indicate in which column the digit 5 is placed in the respective row.").houses ==
        std::vector<int>{5});
  CHECK(one("1-5-9 indexing: In any row, the digit in column 1 says which column of that row holds the 1.").houses ==
        std::vector<int>{1, 5, 9});
  CHECK(one("1-5-9 rule: a digit X in column 1 indicates the column in which the 1 appears in that row.").houses ==
        std::vector<int>{1, 5, 9});
  CHECK(one("159: The digit in column 1 indicates the column of the 1 in that row.").houses == std::vector<int>{1, 5, 9});
  CHECK(one("A digit Z in column 9 means the 9 in that row is in column Z.").houses == std::vector<int>{9});
  CHECK(one("A digit in column 9 indicates the column of that row's 9.").houses == std::vector<int>{9});
  CHECK(one("Column 1 is an indexing column: for each row, the digit in column 1 tells you which column of that row "
            "contains the digit 1.")
            .houses == std::vector<int>{1});
  CHECK(one("Row 9 indexing: a digit X in row 9 gives the row in which the digit 9 is placed in that column.").houses ==
        std::vector<int>{9});
  using V = std::vector<States>;
  CHECK(states_of("Region sum lines: digits on a blue line have an equal sum in each box it passes through. If a "
                  "line passes through the same box more than once, each individual segment has its own sum of N.") ==
        V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Region sum lines: digits on a blue line have an equal sum in each box it passes through. If a "
                  "line passes through the same box more than once, the segments together sum to N.") ==
        V{{"regionsumline"}, {}});
  // a part of the normal rules after them says them again (its number checked as theirs); alone,
  // or of regions (which a text may have of its own), or changed, it is not read
  CHECK(states_of("Normal sudoku rules apply. Every 3x3 box contains the digits 1-9.") == V{{"sudoku"}, {"sudoku"}});
  CHECK(read_rules_text("Normal sudoku rules apply. Every 3x3 box contains the digits 1-9.")[1].number == 9);
  CHECK(states_of("Normal sudoku rules apply. Digits cannot repeat in a row.") == V{{"sudoku"}, {"sudoku"}});
  CHECK(states_of("Every 3x3 box contains the digits 1-9.") == V{{}});
  CHECK(states_of("Every 3x3 box contains the digits 1-9. Normal sudoku rules apply.") == V{{}, {"sudoku"}});
  CHECK(states_of("Normal sudoku rules apply. In regions, digits cannot repeat.") == V{{"sudoku"}, {}});
  CHECK(states_of("Normal sudoku rules apply. Digits can repeat in a box.") == V{{"sudoku"}, {}});
  CHECK(states_of("Normal sudoku rules apply. Each box contains odd digits.") == V{{"sudoku"}, {}});
  CHECK(states_of("Normal sudoku rules apply. Digits cannot repeat in a row, except in row 5.") == V{{"sudoku"}, {}});
}

TEST_CASE("rules text: chaos construction, the regions to be found") {
  check_cases({
      // puzzlerules' wordings (3bJgQPpDdj, 8DfMHmLpqP, G8r4LHFFBd, Lt8N8ThFTM, MTTm2LtHRG, fLtm97H9GD, hHRtRmf448)
      {"Divide the grid into nine orthogonally-connected regions, each containing nine cells.", {"chaosconstruction"}, 9},
      {"Regions need to be deduced by the solver and consist of 9 orthogonally-connected cells.", {"chaosconstruction"}, 9},
      {"Each region is formed of 9 orthogonally-connected cells and must be determined by the solver.",
       {"chaosconstruction"}, 9},
      {"There are nine regions to be discovered, each containing nine orthogonally connected cells.",
       {"chaosconstruction"}, 9},
      {"A region is an orthogonally connected set of nine cells and must be determined.", {"chaosconstruction"}, 9},
      {"Each region must be determined and each is a set of nine orthogonally connected cells.", {"chaosconstruction"}, 9},
      {"The regions need to be determined and each is a set of six connected cells.", {"chaosconstruction"}, 6},
      // our own
      {"Chaos construction.", {"chaosconstruction"}},
      {"Chaos Construction: divide the grid into 6 orthogonally connected regions of 6 cells each.", {"chaosconstruction"}, 6},
      {"Split the grid into orthogonally connected regions of 9 cells.", {"chaosconstruction"}, 9},
      // refused: connectivity unsaid, other shapes, a negation, two sizes
      {"The grid must be divided into regions, each containing 9 cells.", {}},
      {"Divide the grid into pentominos (orthogonally connected 5-cell regions).", {}},
      {"Regions are not connected and must be determined.", {}},
      {"Divide the grid into nine orthogonally connected regions of eight cells.", {}},
      {"A region cannot contain a 2x2 block of cells.", {}},
      {"The grid must be divided into 9 regions.", {}},  // alone: regions that need not be connected
      // a modifier the rule does not know
      {"Divide the grid into nine orthogonally connected regions of nine cells, except the shaded cells.", {}},
      {"Regions must be determined and are usually orthogonally connected sets of 9 cells.", {}},
  });
  // a part of the rule (connectivity unsaid) beside the whole rule, before or after it: the rule again
  using V = std::vector<States>;
  CHECK(states_of("The grid must be divided into 9 regions. Each region must be determined and each is a set of nine "
                  "orthogonally connected cells.") == V{{"chaosconstruction"}, {"chaosconstruction"}});
  CHECK(states_of("Chaos construction. Divide the grid into regions of 9 cells.") ==
        V{{"chaosconstruction"}, {"chaosconstruction"}});
  CHECK(states_of("Normal sudoku rules apply. The grid must be divided into 9 regions.") == V{{"sudoku"}, {}});
  CHECK(states_of("Chaos construction. The grid must not be divided into 9 regions.") == V{{"chaosconstruction"}, {}});
  const std::vector<RuleSentence> six =
      read_rules_text("The grid must be divided into 6 regions. Each region is a set of six orthogonally connected cells.");
  REQUIRE(six.size() == 2);
  CHECK(six[0].number == 6);
}

TEST_CASE("rules text: a twenty-seventh batch, whole texts as setters write them (wordings9)") {
  check_cases({
      {"A clue outside the grid tells you the sum of the digits that lie between the 1 and the 9 in that row/column.",
       {"sandwichsum"}, 9},
      // a thermometer by its bulb alone ("the round end"), and "no repeats" beside a strict increase
      {"Along each grey line, digits increase from the round end.", {"thermometer"}},
      {"Digits along thermometers increase from the bulb end (no repeats).", {"thermometer"}},
      {"Digits along thermometers increase from the bulb with no repeated digits.", {"thermometer"}},
      {"Cage totals are given in the top-left corners; digits can't repeat within a cage.", {"killercage"}},
      {"Digits in the same cage can't repeat, and add up to the little number in the cage's corner.", {"killercage"}},
      {"Cells which touch diagonally or orthogonally cannot contain the same digit.", {"antiking"}},
      {"X-sums: a clue outside the grid gives the sum of the first X digits in that row or column, starting from the "
       "clue.", {"xsum"}},
      {"A circle in the grid contains a digit that tells you how many circles in the grid contain that digit.",
       {"countingcircles"}},
      {"A clue outside the grid gives the digit found in the Nth cell of that row or column from the clue, where N is "
       "the digit in the first cell.", {"numberedroom"}},
      {"A digit in a shaded cell with arrows pointing inwards is smaller than all orthogonally adjacent digits.",
       {"minimum"}},
      {"A digit in a shaded cell with arrows pointing outwards is larger than all orthogonally adjacent digits.",
       {"maximum"}},
      {"Digits on each cyan line have the same parity: all odd or all even.", {"sameparityline"}},
      {"Each segment of a red line that lies within one box must sum to the same total; different lines may have "
       "different totals.", {"regionsumline"}},
      {"The digits 1 to 9 also appear exactly once on the positive diagonal (bottom left to top right).", {"diagonal"}, 9},
      {"In a pill-shaped circle, the 2-digit number (read left to right or top to bottom) is the sum of the digits "
       "along the arrow.", {"arrow"}},
      // refused: no bulb, repeats allowed beside "no repeats", repeats denied elsewhere, the diagonal's
      // direction garbled, a hedge, touching orthogonally alone
      {"Digits on a grey line increase from the tip.", {}},
      {"Digits along thermometers increase from the bulb end, with no repeats, or stay the same.", {}},
      {"Digits on a grey line never decrease from the round end, with no repeats.", {}},
      {"Digits along thermometers increase from the bulb, and no repeats are allowed in a box.", {}},
      {"Digits along thermometers no repeats increase from the bulb end.", {}},
      {"The digits 1 to 9 also appear exactly once on the positive diagonal (bottom left to the middle).", {}},
      {"Every 5 has a 1 directly above it or a 9 directly below it (or both), where possible.", {}},
      {"Cells which touch orthogonally cannot contain the same digit.", {}},
      {"Cells which touch diagonally but not orthogonally cannot contain the same digit.", {}},
      {"A digit in a shaded cell with arrows pointing inwards is smaller than some orthogonally adjacent digits.", {}},
      // "the same cage": which one, not equal sums; "the same sum" stays equal sums
      {"All cages have the same sum.", {"equalcagesums"}},
      // a writer's second thoughts are not read
      {"Wait, no: digits equidistant from the ends of a grey line are equal.", {}},
  });
  using V = std::vector<States>;
  // an empty sandwich's sum said after the rule, or in its sentence; another sum is not read
  CHECK(states_of("Clues outside the grid give the sum of the digits between the 1 and the 9. If there are no digits "
                  "between them, the sum is 0.") == V{{"sandwichsum"}, {"note"}});
  CHECK(states_of("Clues outside the grid give the sum of the digits between the 1 and the 9; if there are no digits "
                  "between them, the sum is 0.") == V{{"sandwichsum"}});
  CHECK(states_of("Clues outside the grid give the sum of the digits between the 1 and the 9. If there are no digits "
                  "between them, the sum is 5.") == V{{"sandwichsum"}, {}});
  CHECK(states_of("If there are no digits between them, the sum is 0.") == V{{}});
  // the skyscraper's picture under its heading, beside the rule
  CHECK(states_of("Skyscrapers: each digit represents a building of that many floors. A clue outside the grid counts "
                  "the buildings seen from that side; a taller building blocks the view of any shorter building behind "
                  "it.") == V{{"note"}, {"skyscraper"}});
  CHECK(states_of("Skyscrapers: each digit represents a building of that many floors.") == V{{}});
  // a rule's note in two clauses, each one on its own
  CHECK(states_of("Digits along a blue line sum to the same total within every box they pass through. Lines may pass "
                  "through the same box more than once; each segment then sums to that total.") ==
        V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Digits along a blue line sum to the same total within every box they pass through. Lines may pass "
                  "through the same box more than once; each segment then sums to 10.") == V{{"regionsumline"}, {}});
  CHECK(states_of("Normal sudoku rules apply. Lines may pass through the same box more than once.") == V{{"sudoku"}, {}});
  // the solution said unique or found without guessing, a hint on where to start, an ordinal: notes
  check_cases({
      {"There is exactly one solution.", {"note"}},
      {"The solution is unique and can be found without guessing.", {"note"}},
      {"Hint: look at box 5 first.", {"note"}},
      {"In the cells with a grey circle, only odd digits may be placed.", {"odd"}},
      {"In the cells with a grey circle, odd digits may not be placed.", {}},
      {"There are exactly two solutions.", {}},
      // set 10's first batch (fresh verbs and phrases): its readings, and a changed variant refused
      {"A digit that sits in a circle at the end of an arrow equals the total of the digits along that arrow's "
       "shaft.", {"arrow"}},
      {"Any two neighbouring digits along a green line have a difference of no less than 5.", {"whispers"}, 5},
      {"Any two neighbouring digits along a green line have a difference of no more than 5.", {}},
      {"No pair of orthogonally neighbouring cells may hold consecutive digits.", {"nonconsecutive"}},
      {"Two diagonally touching cells never hold the same digit.", {"antiking"}},
      {"Two diagonally touching cells always hold the same digit.", {}},
      {"Read from either end, every grey line gives the same sequence of digits.", {"palindrome"}},
      {"On every thermometer, each digit is strictly larger than the previous one, beginning at the bulb.",
       {"thermometer"}},
      {"On every thermometer, each digit is strictly larger than the previous one, beginning at the tip.", {}},
      {"Each number outside the grid is the total of the digits found between the 1 and the 9 in its row or column.",
       {"sandwichsum"}, 9},
      {"In the shaded regions, every digit from 1 to 9 appears exactly once as well.", {"extraregion"}, 9},
      {"The two long diagonals, too, must each hold every digit from 1 to 9 exactly once.", {"diagonal"}, 9},
      {"Cells of identical shape and colour are clones: they hold the same digits in the same places.", {"clone"}},
      // set 9's eighth batch (issue 45's kinds in words)
      {"A clue of \"?\" in a cage means its total is unknown.", {"note"}},
      {"A ? in a cage means the total is unknown.", {"note"}},
      {"A ? in a cage means the total is 5.", {}},
      {"The arrowhead between two cells points to the smaller digit.", {"greaterthan"}},
      {"The arrowhead between two cells points to the larger digit.", {}},
      {"Cells marked with chevrons point to the smaller digit.", {}},
      {"The digits on a purple line go up or down by a fixed amount from one end to the other.", {"sequenceline"}},
      {"Digits in a rellik cage cannot contain any subset that sums to the clue.", {"rellikcage"}},
      {"A clue outside the grid equals the digit in the cell whose position is given by the first digit seen from "
       "that clue.", {"numberedroom"}},
      {"Each orange line can be cut into pieces, each summing to 10; a piece is a run of consecutive cells on the line.",
       {"segmentsumline"}, 10},
      {"Each orange line can be cut into pieces, each summing to 10; a piece is a run of odd cells on the line.", {}},
      {"Green lines are German whispers lines and purple lines are renban lines.", {"whispers", "renban"}, 5},
      {"Green lines are German whispers lines and purple lines may be anything.", {}},
      {"Parity lines: digits on a red line alternate between odd and even as you move along it.", {"parityline"}},
      {"Disjoint groups: each set of cells in the same position within the nine boxes contains the digits 1-9.",
       {"disjointgroups"}, 9},  // the range, checked against the grid
      {"Disjoint groups: each set of cells in the same position within the nine boxes contains the digit 9.", {}},
      {"Sequence lines: digits along a purple line form an arithmetic sequence in some order... no, in order: the "
       "difference between consecutive cells is constant.", {}},
      {"Hint: digits may repeat in cages.", {}},
  });
  const std::vector<RuleSentence> fiftieth = read_rules_text("This is my 50th puzzle!");
  REQUIRE(fiftieth.size() == 1);
  CHECK(fiftieth[0].story);
  // the puzzle named in a lead ("In this XV sudoku, ...", "This is a killer sudoku."): what it names
  // must head the statement
  check_cases({
      {"In this XV sudoku, X joins cells summing to 10 and V joins cells summing to 5.", {"xv", "sudoku"}},
      {"In this puzzle, digits along thermometers increase from the bulb.", {"thermometer"}},
      {"This is a killer sudoku.", {"killercage", "sudoku"}},
      {"All the rules of kropki sudoku apply: white dots join consecutive digits, black dots join digits where one is "
       "double the other.", {"difference", "ratio", "sudoku"}},
      {"Even/odd: cells with grey squares contain even digits, and cells with grey circles contain odd digits.",
       {"odd", "even"}},
      {"Two digits next to each other on a green line always differ by at least 5.", {"whispers"}, 5},
      {"Cells connected by a pink line contain digits that form a palindrome.", {"palindrome"}},
      {"In this killer sudoku, X joins cells summing to 10 and V joins cells summing to 5.", {}},
      {"In this XV sudoku, X joins cells summing to 10 unless they are in box 5.", {}},
      {"This is not a killer sudoku.", {}},
      {"This is a killer puzzle of mine.", {}},
  });
  // cages drawn without totals, or across boxes: notes after a cage rule only
  CHECK(states_of("Normal killer sudoku rules apply. Some cages have no totals. Cages may cross box borders.") ==
        V{{"killercage", "sudoku"}, {"note"}, {"note"}});
  CHECK(states_of("Digits in a cage sum to its total. Cages can overlap boxes.") == V{{"cage sum"}, {"note"}});
  CHECK(states_of("Normal sudoku rules apply. Cages may cross box borders.") == V{{"sudoku"}, {}});
  CHECK(states_of("Normal killer sudoku rules apply. Every cell is in exactly one cage.") ==
        V{{"killercage", "sudoku"}, {"note"}});
  CHECK(states_of("Normal killer sudoku rules apply. Every cell is in exactly two cages.") ==
        V{{"killercage", "sudoku"}, {}});
  CHECK(states_of("Normal killer sudoku rules apply. Cages may cross each other.") == V{{"killercage", "sudoku"}, {}});
  check_cases({
      // the eighth set's last refusals: a slow thermometer "equal to or greater", a magic square's
      // "three rows, three columns and two diagonals", "that digit" after "from any digit"
      {"Slow thermo: along a thermometer, each digit is equal to or greater than the digit before it, starting from the "
       "bulb.", {"slowthermometer"}},
      {"Along a thermometer, each digit is equal to or smaller than the digit before it, starting from the bulb.", {}},
      {"Magic square: the shaded box is a magic square; the three rows, three columns and two diagonals of the box each "
       "add up to 15.", {"magicsquare"}},
      {"A knight's move away from any digit, that digit cannot appear again.", {"antiknight"}},
      {"A knight's move away from any digit, another digit cannot appear.", {}},
      {"Digits on a renban line form a consecutive set, but need not be in order.", {"renban"}},
      {"Renban lines hold consecutive digits, which don't have to be in order.", {"renban"}},
      {"Digits in cells that share a white dot are one apart.", {"difference"}},
      {"Digits in cells that share a black dot are in a 2 to 1 ratio.", {"ratio"}},
      {"Clone: cells in identically shaped grey regions contain the same digits in matching positions.", {"clone"}},
      {"The grid must be filled with the digits 1 to 6 such that each digit appears once in every row, column and "
       "outlined 2x3 region.", {"sudoku"}, 6},
      {"Digits on a renban line form a consecutive set, but need to be in order.", {}},
      // a cage's corner holds its clue: a corner before any clue places the rule elsewhere
      {"Only in the corners: digits cannot repeat in a cage.", {}},
      {"Only in the corners: digits in a cage sum to the clue in its corner.", {}},
      {"Digits in a cage sum to the clue in its corner.", {"cage sum"}},
  });
}

TEST_CASE("rules text: quantifiers and negations a hunt found ignored ('one of', 'only one', 'one row', 'not not', 'not nabner')") {
  check_cases({
      // one neighbour is a weaker rule than all of them; each one of them is all
      {"A digit in a cell marked with chevrons is smaller than one of its orthogonal neighbours.", {}},
      {"A digit in a grey cell is larger than each one of its orthogonal neighbours.", {"maximum"}},
      {"Thermometers: only one digit increases from the bulb.", {}},
      {"Renban: pink lines contain only one set of consecutive digits in any order.", {}},
      // "one" for "each": one row, one pair, one (coloured) line; "within one box" stays a place
      {"Place the digits 1 to 6 once each in one row, column and 2x3 box.", {}},
      {"Along each green line, one pair of neighbouring digits has a difference of 5 or more.", {}},
      {"Along one grey line, digits increase from the round end.", {}},
      {"Digits on one cyan line have the same parity: all odd or all even.", {}},
      {"The sum of the digits in one cage is given; a digit can appear at most once in each cage.", {}},
      {"Each segment of a red line that lies within one box must sum to the same total.", {"regionsumline"}},
      {"One grey region contains the digits 1-9 once.", {}},
      {"Digits along one diagonal line cannot repeat.", {}},
      {"Along the blue lines, the digits in one 3x3 box sum to the same total.", {}},
      {"Along one region sum line, digits have the same sum in every box.", {}},
      {"A thermometer may cross more than one box.", {}},
      // a place denied ("non-adjacent"), a double negation, a kind denied, a renban's set denied
      {"Consecutive digits are never orthogonally non-adjacent.", {}},
      {"Consecutive digits are not never orthogonally adjacent.", {}},
      {"Cells a knight's move apart must not not contain the same digit.", {}},
      {"In cages, digits must not not repeat and must add up to the total indicated.", {}},
      {"Lines are not Nabner lines: no two digits on a line can be consecutive or equal.", {}},
      {"Yellow lines are not renban lines: they contain consecutive digits in any order.", {}},
      {"Renban lines must not contain a set of consecutive digits, without repeats, in any order.", {}},
      // still read: the negations deny what the rule denies, a drawing "without arrows"
      {"Renban lines contain a set of consecutive digits, without repeats, in any order.", {"renban"}},
      {"No digit may repeat on a renban line, and the digits form a consecutive set.", {"renban"}},
      {"Orthogonally adjacent digits cannot be non-consecutive or the same.", {}},
      {"In large circles (without arrows) the indicated digit must appear in one of the surrounding cells.",
       {"quadruple"}},
      // bench/rules_hunt.py's finds: "one" before a mark, a fortress above one neighbour, a denial
      // denied past "or", "not all ... not given", a battlefield's gap where the groups overlap
      {"Along one thermometer, digits must get larger as you move away from the bulb.", {}},
      {"Digits along each blue line have the same sum in one 3x3 box the line visits.", {}},
      {"Fortress cells: a digit in a grey cell must be greater than one orthogonally adjacent digit.", {}},
      {"Sequence lines: the digits along a line increase or decrease by the same amount from one cell to the next.",
       {"sequenceline"}},
      {"On each yellow line, no two digits are equal or non-consecutive.", {}},
      {"On each yellow line, no two digits are equal or consecutive.", {"nabner"}},
      {"Not all dots are not given.", {}},
      {"Battlefield: a clue outside the grid is the sum of the digits where the first X and last Y cells of that row "
       "or column overlap, where X is the first digit and Y the last; if they do overlap, it is the sum of the digits "
       "between them.", {}},
      {"Battlefield: a clue outside the grid gives the sum of the digits where the first X cells and the last Y cells "
       "overlap if they overlap, or the sum of the digits between them otherwise.", {"battlefield"}},
      {"Only in the corners: the digit in a circle is the number of circles that contain that digit.", {}},
      {"Digits in a circle at the corner of four cells must appear in those four cells.", {"quadruple"}},
      {"Digits in circles at corners must appear in the cells around them.", {"quadruple"}},
      {"Min/Max: Cells marked as minimums are smaller than one of orthogonal neighbours; cells marked as maximums are "
       "larger than all orthogonal neighbours.", {}},
      {"Digits on a line with a circle at one end are strictly between the circled digits.", {}},
      {"Digits on a line with circles at one of the ends are strictly between the circled digits.", {}},
      {"A digit on a between line must be greater than one of the circled digits at its ends and less than the other.",
       {"betweenline"}},
      {"On one renban line, the digits form a consecutive sequence, in any order.", {}},
      {"The digit in one circled cell is the number of times that digit appears in circled cells.", {}},
  });
}

TEST_CASE("rules text: the tenth set's second batch, fresh verbs and looks (wordings10)") {
  using V = std::vector<States>;
  check_cases({
      // read now, each beside a changed variant refused
      {"The digits in each cage must total the small number printed in its top-left corner, and no digit can be used "
       "twice within a cage.", {"killercage"}},
      {"The digits in each cage must total the small number printed in its top-left corner, and no total can be used "
       "twice.", {}},
      {"In each cage, no digit is given and digits repeat.", {}},
      {"Thermometers: starting from the bulb, the digits climb steadily toward the far end.", {"thermometer"}},
      {"Thermometers: starting from the tip, the digits climb steadily toward the far end.", {}},
      {"Cells separated by a black dot contain digits where one is twice as big as the other.", {"ratio"}},
      {"Cells separated by a black dot contain digits where one is three times as big as the other.", {}},
      {"The digits on either side of an X total 10, and those on either side of a V total 5.", {"xv"}},
      {"The digits on either side of an X total 5, and those on either side of a V total 10.", {}},
      {"The sequence of digits on a grey line is identical whether read forwards or backwards.", {"palindrome"}},
      {"Digits along grey lines can be read the same from both directions.", {"palindrome"}},
      {"Digits along grey lines cannot be read the same from both directions.", {}},
      {"Cells sharing the same grey shape are clones and must contain identical digits.", {"clone"}},
      {"A cell marked with inward arrows is smaller than every cell it touches orthogonally; a cell with outward arrows "
       "is bigger than all its orthogonal neighbours.", {"minimum", "maximum"}},
      {"A cell marked with inward arrows is smaller than every cell it touches diagonally.", {}},
      {"The digits along each dotted line form an arithmetic progression: the difference between consecutive cells is "
       "constant.", {"sequenceline"}},
      {"Each teal line can be split into pieces, each of which adds up to 10.", {"segmentsumline"}, 10},
      {"Along a black line, adjacent digits must be either both odd or both even.", {"sameparityline"}},
      {"Along a black line, adjacent digits must not be both odd or both even.", {}},
      {"Cages with a question mark have an unknown total.", {"note"}},
      {"Cages with a question mark have a total of 10.", {}},
      // "one of" is not each or all ("at least one of", a place, "one of ... the other" stay read)
      {"Each teal line can be split into pieces, one of which adds up to 10.", {}},
      {"In addition, each of the shaded areas contains one of the digits 1 to 9.", {}},
      {"Along a black line, adjacent digits must be either one of the odd or both even.", {}},
      {"Along one dotted line, digits increase from the bulb.", {}},
      {"Cells separated by a black dot contain digits where one of them is twice the other.", {"ratio"}},
      {"The digits in white circles must appear in one of the four cells touching the circle.", {"quadruple"}},
      // the first batch's refusals read: "twice" a repeat, "different from one another", a repeat
      // denied "in one cage" (any cage), "wherever", "a part of the line", "neither ... nor"
      {"Along each of the purple lines, you will find a set of consecutive digits, in any order, with no digit "
       "appearing twice.", {"renban"}},
      {"Along each of the purple lines, you will find a set of consecutive digits, in any order, with no repeats "
       "twice.", {}},
      {"Along each of the purple lines, you will find a set of consecutive digits, in any order, with a digit "
       "appearing twice.", {}},
      {"Wherever a cage has a clue, the digits inside it add up to that clue; a digit never appears twice in one "
       "cage.", {"killercage"}},
      {"The digits in one cage never repeat.", {}},
      {"No digit may appear twice in one row, column or box.", {"sudoku"}},
      {"No digit may repeat in any row, column or box twice.", {}},
      {"A digit may appear twice in a row, column or box.", {}},
      {"The cages' digits are all different from one another within each cage, and their total is the number shown in "
       "the cage.", {"killercage"}},
      {"Cage totals are different from one another.", {}},
      {"Digits in a cage are different from the other cages.", {}},
      {"For each blue line, every box it visits contains a part of the line with the same sum.", {"regionsumline"}},
      {"For each blue line, every box it visits contains a part of the line with the same sum as the clue.", {}},
      {"Cells without an X or V between them cannot sum to 5 or 10.", {"all xv"}},
      {"Cells with neither an X nor a V between them do not add to 5 or 10.", {"all xv"}},
      {"Cells with neither an X nor a V between them add to 5 or 10.", {}},
      {"No dot: neither consecutive nor double.", {"nonconsecutive", "all ratio"}},
      {"If a line connects two circles, each digit on that line must be greater than one circled digit and smaller "
       "than the other.", {"betweenline"}},
      {"If a line connects two circles, one digit on that line must be greater than one circled digit and smaller "
       "than the other.", {}},
      // the third batch (38 of 50 as written)
      {"Renban: every purple line contains a group of consecutive numbers that don't repeat.", {"renban"}},
      {"Adjacent cells contain digits that are not consecutive.", {"nonconsecutive"}},
      {"Cells which are not adjacent contain consecutive digits.", {}},
      {"Every box a blue line passes through contains line digits summing to the same value.", {"regionsumline"}},
      {"Skyscrapers: The clues outside the grid tell you how many digits you can see from that direction, where "
       "bigger digits block the view of smaller digits.", {"skyscraper"}},
      {"Skyscrapers: The clues outside the grid tell you how many digits you can see from that direction, where "
       "smaller digits block the view of bigger digits.", {}},
      {"Nabner lines: no two digits on a yellow line may be consecutive, and no digit may appear twice on a line.",
       {"nabner"}},
      {"Nabner lines: no two digits on a yellow line are consecutive or equal twice.", {}},
      {"Parity lines: any two neighbouring digits on a red line are of different parity.", {"parityline"}},
      {"Slow thermometers: digits along a thermometer must increase or stay equal, moving from the bulb.",
       {"slowthermometer"}},
      {"Slow thermometers: digits along a thermometer must increase and be equal, moving from the bulb.", {}},
      {"Sequence lines: the digits on each line form an arithmetic sequence in order, e.g. 3-5-7 or 8-5-2.",
       {"sequenceline"}},
      {"Sequence lines: the digits on each line form an arithmetic sequence in any order.", {}},
      {"Sequence lines: the digits on each line form an arithmetic sequence, e.g. 3-5-7 but not 7-5-3.", {}},
      {"The digits on either side of a dot containing a number add up to that number.", {"xv"}},
      {"Global entropy: in each 2x2 square, there is at least one digit from each of 1-3, 4-6 and 7-9.",
       {"globalentropy"}},
      {"Global entropy: in each 2x2 square, there is at least one digit from each of 1-3, 4-6 and 6-9.", {}},
      {"Additionally: Digits equidistant from the centre of a palindrome line must be equal.", {"palindrome"}},
      {"Digits equidistant from the centre of a line must sum to the centre digit.", {"zipperline"}},
      {"Digits equidistant from the centre of a palindrome line must be different.", {}},
      {"The grid has a unique solution.", {"note"}},
      // the fourth batch (31 of 40 as written): asides that restate, "connects", "arrangement", maxima
      {"Thermometers: digits increase strictly from the bulb end (i.e. no repeats along a thermometer).",
       {"thermometer"}},
      {"Thermometers: digits increase strictly from the bulb end (i.e. no repeats along a killer cage).", {}},
      {"Non-consecutive: digits in orthogonally adjacent cells cannot be consecutive (differ by 1).",
       {"nonconsecutive"}},
      {"Non-consecutive: digits in orthogonally adjacent cells cannot be consecutive (differ by 2).", {}},
      {"Between Lines: Digits on a line that connects two circles must be strictly between the values in those circles "
       "(e.g. a line from 2 to 6 can only contain 3, 4 and 5).", {"betweenline"}},
      {"Clones: cells shaded in the same colour are clones of each other: they contain the same digits in the same "
       "arrangement.", {"clone"}},
      {"Min/Max: cells with arrows pointing out are maxima, which must be greater than all orthogonally adjacent cells.",
       {"minimum", "maximum"}},  // (the heading names both)
      {"Cells with arrows pointing in are minima, which must be less than all orthogonally adjacent cells.",
       {"minimum"}},
      {"Cells with arrows pointing in are minima, which must be greater than all orthogonally adjacent cells.", {}},
      {"Fill the grid with digits 1-9 such that each row, column and box contains one digit once.", {}},
      {"Fill the grid with digits 1-9 such that each row, column and box contains every digit once.", {"sudoku"}, 9},
      // the fifth batch, the rarer kinds (6 of 40 as written)
      {"Digits in a rellik cage cannot contain any set of digits, of any size, that adds up to the number in its "
       "corner.", {"rellikcage"}},
      {"All cages share the same total, which you must work out.", {"equalcagesums"}},
      {"All cages share a different total, which you must work out.", {}},
      {"Every 5 in the grid either has a 1 directly above it or a 9 directly below it (or both).", {"dutchflatmates"}, 9},
      {"Every 5 in the grid either has a 1 directly above it or a 8 directly below it (or both).", {}},
      {"The three rows, three columns and both diagonals of the shaded 3x3 box each add up to 15.", {"magicsquare"}},
      {"The three rows and both diagonals of the shaded 3x3 box each add up to 15.", {}},
      {"The rows, columns and diagonals of the grid each sum to the same total.", {}},
      {"No two orthogonally adjacent cells may sum to 5 or 10 unless an X or V is drawn between them.", {"all xv"}},
      {"Adjacent cells cannot sum to 5 or 10 unless separated by a V.", {}},
      {"Adjacent cells cannot sum to 5 or 10 unless they are in box 5.", {}},
      {"Adjacent cells can sum to 5 or 10 unless separated by a V or an X.", {}},
      {"The digit in each circle counts the number of times it appears in circles across the whole grid.",
       {"countingcircles"}},
      {"Digits connected by a grey line are all either odd or all even.", {"sameparityline"}},
      {"Any 2x2 block contains a digit from each of the groups 1-3, 4-6, 7-9.", {"globalentropy"}},
      {"Any 2x2 block contains one digit from each of the residue classes mod 3.", {"globalmodular"}},
      {"Any 2x2 block contains one digit from each of the residue classes mod 4.", {}},
      {"Cells with the same letter are clones and contain identical digits.", {"clone"}},
      // the sixth batch, whole texts with remarks (16 of 30 as written)
      {"The puzzle has a unique solution and should be solvable without bifurcation.", {"note"}},
      {"The puzzle has no givens!", {"note"}},
      {"The lines are coloured for your convenience.", {"note"}},
      {"Hint: start with the 45 rule.", {"note"}},
      {"Hint: digits in cages may repeat.", {}},
      {"Digits in each of the four shaded 3x3 boxes must also be 1-9.", {"extraregion"}, 9},
      {"Digits in each of the four shaded 3x3 boxes must also be odd.", {}},
      {"Each box contains 1-9.", {}},
      {"In box 5, extra regions: the shaded regions must each contain the digits 1-9 once.", {}},
      {"Digits in one of the four shaded 3x3 boxes must also be 1-9.", {}},
      // "one digit" where a rule says each (a hunt's find); a pair, a list, one of each group stay
      {"Every digit in a grey circle is odd, and one digit in a grey square is even.", {}},
      {"For a thermometer, one digit is greater than the digit before it, starting at the bulb.", {}},
      {"In the shaded regions, one digit from 1 to 9 appears exactly once as well.", {}},
      {"Counting circles: one digit in a circle tells you how many circles contain that digit.", {}},
      {"Entropic lines: every run of three cells along a line contains one digit from 1-3, one from 4-6 and one from "
       "7-9.", {"entropicline"}},
      {"Along a yellow line, every set of three consecutive digits contains one digit each from 147, 258 and 369.",
       {"modularline"}},
      {"A black dot between two cells means one of the digits is exactly twice the other.", {"ratio"}},
      // the hunt's relations: "no ... not" (a double negation), a repeat denied twice, neighbours denied
      {"On each yellow line, no two digits are not equal or consecutive.", {}},
      {"No digit can never repeat in a cage.", {}},
      {"An orange line contains a consecutive sequence of digits, with no repeats, not necessarily in order.",
       {"renban"}},
      {"The digits in each shaded area must not be 1 to 9 with no repeats.", {}},
      {"Negative constraint: if two cells are not orthogonally adjacent and not separated by a dot, they cannot be "
       "consecutive or in a 1:2 ratio.", {}},
      {"If there is no dot between two cells, they are neither consecutive nor in a 1:2 ratio.",
       {"nonconsecutive", "all ratio"}},
      {"If there is no dot between two cells, they are not neither consecutive nor in a 1:2 ratio.", {}},
      // the seventh batch, a learner's English again (24 of 40 as written)
      {"Diagonal: on the two big diagonals the digits 1-9 do not repeat.", {"diagonal"}, 9},
      {"Renban: on the purple line are consecutive digits without repeating, in random order.", {"renban"}},
      {"German whispers: neighbour digits on the green line have difference minimum 5.", {"whispers"}, 5},
      {"German whispers: neighbour digits on the green line have difference maximum 5.", {}},
      {"Clone: shaded areas with the same shape have the same digits in the same places.", {"clone"}},
      {"X-sum: number outside is sum of first X digits from this side, X is the first digit.", {"xsum"}},
      {"Modular line: every three cells in a row on the line have different remainder by 3.", {"modularline"}},
      {"Parity line: neighbour digits on the red line are odd and even alternately.", {"parityline"}},
      {"Counting circle: digit in circle says how many circles have this digit.", {"countingcircles"}},
      {"Disjoint groups: cells on the same place in every box have different digits.", {"disjointgroups"}},
      {"Windoku: four grey boxes also have digits 1-9.", {"extraregion"}, 9},
      {"10-line: line is divided in parts, every part has sum 10.", {"segmentsumline"}, 10},
      {"10-line: line is divided in parts, one part has sum 10.", {}},
      {"Sequence line: digits on the line make arithmetic sequence.", {"sequenceline"}},
      {"Global entropy: every 2x2 square has low, middle and high digit.", {"globalentropy"}},
      {"Global entropy: every 2x2 square has low, middle and odd digit.", {}},
      // the eighth batch, lists and markup (27 of 30 as written), and the ninth, conditions and
      // definitions by name (24 of 40)
      {"Rules for the variants follow.", {"note"}},
      {"Where two cells are a chess knight's move apart, they must contain different digits.", {"antiknight"}},
      {"Where two cells are a chess knight's move apart, they must contain the same digits.", {}},
      {"Where two cells touch diagonally, they must contain different digits.", {"antiking"}},
      {"In all cells, digits on an arrow sum to the circle.", {"arrow"}},
      {"Where two cells share an edge, their digits must not be consecutive.", {"nonconsecutive"}},
      {"A line joining two circles is a between line: the digits on it must lie strictly between the two circled "
       "digits.", {"betweenline"}},
      {"A blue line is a region sum line: its digits sum to the same total in each box it enters.", {"regionsumline"}},
      {"Two cells with no dot between them cannot hold consecutive digits, nor digits in a 1:2 ratio.",
       {"nonconsecutive", "all ratio"}},
      {"Two cells with no dot between them can hold consecutive digits, nor digits in a 1:2 ratio.", {}},
      {"Thermometers must be filled with digits that increase from the bulb to the tip.", {"thermometer"}},
      {"Arrows must be filled so that the digits along each arrow sum to its circled digit.", {"arrow"}},
      {"Cages must be filled so that their digits sum to the given clue without repeating.", {"killercage"}},
      {"Palindrome lines must be filled so that they read the same in both directions.", {"palindrome"}},
      {"A small circle at the corner of four cells is a quadruple: one digit in it must appear in at least one of "
       "those four cells.", {}},
      // stays refused: a bound (is the clue in it?), a slow thermometer of square bulbs only (which
      // thermometers?), modular thirds of a box (no such kind)
      {"Cages labelled with < or > give an upper or lower bound for their sum.", {}},
      {"Digits never decrease along a thermometer with a square bulb, moving away from the bulb.", {}},
      {"Any three cells in a row or column within the same box contain one digit from each of the sets {1,4,7}, "
       "{2,5,8} and {3,6,9}.", {}},
  });
  // a region sum line's visits counted apart (what sudosat's rule means): a note after the rule
  CHECK(states_of("Box borders split each blue line into segments of equal sum. A line may visit the same box more "
                  "than once, in which case each visit is a separate segment.") == V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Box borders split each blue line into segments of equal sum. If a line passes through the same box "
                  "more than once, each individual segment of such a line within that box sums to N separately.") ==
        V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Box borders split each blue line into segments of equal sum. If a line passes through the same box "
                  "more than once, the segments in that box are added together.") == V{{"regionsumline"}, {}});
  CHECK(states_of("Normal sudoku rules apply. A line may visit the same box more than once, in which case each visit "
                  "is a separate segment.") == V{{"sudoku"}, {}});
  // a rellik cage's distinct digits said again, the place first
  CHECK(states_of("Digits in a rellik cage cannot contain any set of digits that adds up to the number in its corner. "
                  "Digits in a rellik cage do not repeat.") == V{{"rellikcage"}, {"note"}});
  CHECK(states_of("Digits along a thermometer increase from the bulb. Digits in a rellik cage do not repeat.") ==
        V{{"thermometer"}, {}});
  // a renban's order said again: a note after it only
  CHECK(states_of("Renban: every purple line contains a group of consecutive numbers that don't repeat. They can be in "
                  "any order.") == V{{"renban"}, {"note"}});
  CHECK(states_of("Digits along a thermometer increase from the bulb. They can be in any order.") ==
        V{{"thermometer"}, {}});
}

TEST_CASE("rules text: the tenth set's leftovers (conditions of presence, irregular regions, notes on the drawing)") {
  using V = std::vector<States>;
  check_cases({
      // a mark's presence as the condition: its rule, "its" said as the mark's
      {"Whenever an arrow is drawn, the digits on its shaft must add up to the digit in its circle.", {"arrow"}},
      {"If an arrow is drawn, the digits on its shaft must add up to the digit in its circle.", {"arrow"}},
      {"Whenever an arrow is drawn, the digits on its shaft must not add up to the digit in its circle.", {}},
      {"Whenever an arrow is drawn, the digits on its shaft may repeat.", {}},
      // a lockout's ends after "between or equal" ("or" twice)
      {"Lockout lines: digits on a line must not be between or equal to the digits in the diamonds at its ends, which "
       "must differ by 4 or more.", {"lockoutline"}, 4},
      {"Lockout lines: digits on a line must be between or equal to the digits in the diamonds at its ends, which must "
       "differ by 4 or more.", {}},
      {"Lockout lines: digits on a line must not be between or equal to the digits in the diamonds at its ends, which "
       "must not differ by 4 or more.", {}},
      // a king's move said diagonal in brackets (the others are a row's or a column's)
      {"Anti-king: cells a king's move apart (diagonally adjacent) cannot contain the same digit.", {"antiking"}},
      {"Anti-knight: cells a knight's move apart (diagonally adjacent) cannot contain the same digit.", {}},
      // a Latin square named before its statement
      {"This is a Latin square: place the digits 1-6 once in every row and column.", {"rows columns"}, 6},
      {"This is a Latin square: place the digits 1-6 once in every row, column and box.", {}},
      {"This is a Latin square.", {}},
      // a circle named for counting circles before their rule
      {"A circled digit is a counting circle: it tells how many circles in the grid contain that digit.",
       {"countingcircles"}},
      {"Every circle is a counting circle: a digit in a circle is the number of cages in the grid that contain that "
       "digit.", {}},
      // XV's negative constraint with "neither" for the marks
      {"Where there is neither, the digits add to neither 5 nor 10.", {"all xv"}},
      {"Where there is neither, the digits add to neither 5 nor 15.", {}},
      {"Where there is neither, the digits add to 5 or 10.", {}},
  });
  // the irregular regions are the grid's boxes: a part of the normal rules after them
  CHECK(states_of("Normal sudoku rules apply. The grid is divided into irregular regions (marked by bold lines), each of "
                  "which contains the digits 1 to 9 once.") == V{{"sudoku"}, {"sudoku"}});
  CHECK(states_of("Normal sudoku rules apply. Each irregular region contains the digits 1 to 9 once. The boxes are "
                  "irregular.") == V{{"sudoku"}, {"sudoku"}, {"note"}});
  CHECK(states_of("Normal sudoku rules apply. Each irregular region contains the digits 1 to 9 twice.") ==
        V{{"sudoku"}, {}});
  CHECK(states_of("Each irregular region contains the digits 1 to 9 once.") == V{{}});
  // notes on the drawing and the solution
  CHECK(states_of("Sandwich: the clues outside the grid give the sum of the digits between 1 and 9 in that row or "
                  "column. A 0 clue means that 1 and 9 are adjacent.") == V{{"sandwichsum"}, {"note"}});
  CHECK(states_of("Sandwich: the clues outside the grid give the sum of the digits between 1 and 9 in that row or "
                  "column. A 0 clue means that 1 and 9 are in the same box.") == V{{"sandwichsum"}, {}});
  CHECK(states_of("Renban: digits on purple lines are consecutive in any order. Note: the lines do not branch. The "
                  "lines are grey with round bulbs.") == V{{"renban"}, {"note"}, {"note"}});
  CHECK(states_of("Renban: digits on purple lines are consecutive in any order. The lines do not repeat. The lines "
                  "are grey with odd digits.") == V{{"renban"}, {}, {}});
  CHECK(states_of("Killer cages: digits in cages sum to the clue and don't repeat. The cages are drawn with dotted "
                  "lines. Find the one and only solution!") == V{{"killercage"}, {"note"}, {"note"}});
}

TEST_CASE("rules text: the tenth set's tenth and eleventh batches (published puzzles' manner)") {
  using V = std::vector<States>;
  check_cases({
      {"Cells marked with a minimum sign are lower than all orthogonally adjacent cells.", {"minimum"}},
      {"Cells marked with a minimum sign are lower than all diagonally adjacent cells.", {}},
      // disjoint groups with one group for example, and "repeated"
      {"Digits in cells of the same position in each box (e.g. the top left cell of each box) must all be different.",
       {"disjointgroups"}},
      {"Digits in cells of the same position in each box (e.g. the top left cell of each row) must all be different.", {}},
      {"Digits in cells of the same position in each box (e.g. the top left cell of each box) may repeat.", {}},
      {"Cells in the same relative position within each box must not contain repeated digits.", {"disjointgroups"}},
      {"Cells in the same relative position within each box must contain repeated digits.", {}},
      // a lockout line "connecting" its diamonds
      {"Digits on a line connecting two diamonds must be outside the range of the two diamond digits, which differ by "
       "at least 4.", {"lockoutline"}, 4},
      {"Digits on a line connecting two diamonds must be inside the range of the two diamond digits, which differ by "
       "at least 4.", {}},
      // pills in other words
      {"Some circles are two cells long; these contain a 2-digit number reading left to right.", {"arrow"}},
      {"Some circles are two cells long; these contain a 2-digit number reading right to left.", {}},
      {"Some arrows have a two-cell circle; read these as a two-digit number from left to right or top to bottom.",
       {"arrow"}},
      {"A two-cell oval contains a two-digit number read from left to right or top to bottom.", {"arrow"}},
      {"Some circles are two cells long.", {}},
      // a denial denied in one word
      {"Non-consecutive: orthogonally adjacent cells cannot contain consecutive digits.", {"nonconsecutive"}},
      {"Non-non-consecutive: orthogonally adjacent cells cannot contain consecutive digits.", {}},
      {"Anti-anti-knight: cells a knight's move apart cannot contain the same digit.", {}},
  });
  // repeats on lines, the place first; cages without a clue still distinct
  CHECK(states_of("Box borders divide each blue line into segments with the same sum. Digits on lines may repeat if "
                  "allowed by other rules.") == V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Digits on lines may not repeat if allowed by other rules.") == V{{}});
  CHECK(states_of("Killer cages: digits within a cage sum to the clue given, and may not repeat. A cage without a clue "
                  "still can't contain repeated digits.") == V{{"killercage"}, {"note"}});
  CHECK(states_of("Killer cages: digits within a cage sum to the clue given, and may not repeat. A cage without a clue "
                  "can contain repeated digits.") == V{{"killercage"}, {}});
}

TEST_CASE("rules text: the eleventh set, wordings by authors who never saw the reader (vocabulary, notes, drawings named)") {
  using V = std::vector<States>;
  check_cases({
      {"Orthogonally adjacent cells may never contain digits that differ by 1.", {"nonconsecutive"}},
      {"Orthogonally adjacent cells may never contain digits that differ by 2.", {}},
      {"Cells separated by a black dot hold digits where one is twice the other.", {"ratio"}},
      {"White dots: the digits either side of the dot are consecutive.", {"difference"}},
      {"White dots: the digits either side of the dot are not consecutive.", {}},
      {"Two cells that share an edge can never contain digits that differ by exactly 1.", {"nonconsecutive"}},
      {"Nabner lines (yellow): no two digits anywhere on the same line may be equal or consecutive.", {"nabner"}},
      {"On yellow lines, digits must not repeat and also two digits on the same line can not be consecutive, no "
       "matter where they are on the line (Nabner).", {"nabner"}},
      {"Nabner lines: digits on a yellow line must all be different and no two of them may be consecutive.", {"nabner"}},
      {"Nabner lines: digits on a yellow line must all be different and two of them may be consecutive.", {}},
      {"On yellow lines, digits must not repeat and also two digits on the same line can not be consecutive, no "
       "matter where they are not on the line (Nabner).", {}},
      {"The digits on both marked diagonals must not also be 1-9 without repeating.", {}},
      {"Modular lines: any three sequential cells on such a line must contain one digit from each of the sets {1,4,7}, "
       "{2,5,8} and {3,6,9}.", {"modularline"}},
      {"X-Sums: A number outside the grid gives the sum of the first X digits in that row or column, counting inwards "
       "from the clue, where X is the first digit you meet in that direction.", {"xsum"}},
      {"The digits on both marked diagonals must also be 1-9 without repeating.", {"diagonal"}, 9},
      {"The digits on both marked diagonals may also be 1-9 with repeating.", {}},
      {"Red lines are parity lines: any two adjacent cells on a red line must hold one odd and one even digit.",
       {"parityline"}},
      {"Little killer clues: the value outside the grid is the sum of the digits along the indicated diagonal, repeats "
       "allowed.", {"littlekillersum"}},
      {"Each blue line is split by the 3x3 box borders into sections whose sums are all equal.", {"regionsumline"}},
      {"Box boundaries divide each blue line into segments, and every segment of a given line has the same sum.",
       {"regionsumline"}},
      {"The two circled digits together sum to the total of the digits on the line between them.", {"doublearrow"}},
      {"Lines with circles at both ends: the two circled digits added together equal the sum of the digits on the line "
       "between them.", {"doublearrow"}},
      // the normal rules in a learner's word order
      {"Rules: Sudoku normal.", {"sudoku"}},
      {"Usual sudoku rules are applying.", {"sudoku"}},
      {"Apply normal rules of sudoku.", {"sudoku"}},
      {"Sudoku rules are normal.", {"sudoku"}},
      {"Sudoku rules are abnormal.", {}},
      // a drawing named for a kind, one line or many
      {"A line with a diamond at each end is a lockout line.", {"lockoutline"}},
      {"Lines drawn from one circle to another are between lines.", {"betweenline"}},
      {"Lines that start at a bulb are slow thermometers.", {"slowthermometer"}},
      {"A line with a bulb is a renban.", {}},
      {"Lines with circles at both ends are renbans.", {}},
  });
  // notes: colours, lines shared, repeats where sudoku allows, a zipper's middle, circles' order,
  // counting circles' free digits, a quadruple's digit listed twice
  CHECK(states_of("Palindromes: grey lines read the same both ways. The colours of the lines are for visual clarity "
                  "only. A cell may lie on more than one line. Digits can repeat on a line if sudoku allow it.") ==
        V{{"palindrome"}, {"note"}, {"note"}, {"note"}});
  CHECK(states_of("Palindromes: grey lines read the same both ways. The colours of the lines are for visual "
                  "difficulty only. A cell may lie on more than one cage.") == V{{"palindrome"}, {}, {}});
  const std::string zipper = "Zipper lines: digits an equal distance from the centre of a zipper line sum to the same "
                             "total. ";
  CHECK(states_of(zipper + "On a line of odd length, that total is the digit in the middle cell.") ==
        V{{"zipperline"}, {"note"}});
  CHECK(states_of(zipper + "If the line has an odd length, the middle cell equals that sum.") ==
        V{{"zipperline"}, {"note"}});
  CHECK(states_of(zipper + "When the line has an odd number of cells, the digit in the centre cell is that total.") ==
        V{{"zipperline"}, {"note"}});
  CHECK(states_of(zipper + "If the line has an odd length, the middle cell equals twice that sum.") ==
        V{{"zipperline"}, {}});
  CHECK(states_of(zipper + "If the line has an odd number of cells, the middle cell contains that total.") ==
        V{{"zipperline"}, {"note"}});
  CHECK(states_of(zipper + "If a line has an odd number of cells, that total is the digit in its middle cell.") ==
        V{{"zipperline"}, {"note"}});
  CHECK(states_of(zipper + "If the line has an odd number of cells, the middle cell contains half that total.") ==
        V{{"zipperline"}, {}});
  CHECK(states_of("Between lines: digits on a line lie strictly between the two circled digits. The circles can be in "
                  "either order, i.e. the larger digit may be at either end.") == V{{"betweenline"}, {"note"}});
  CHECK(states_of("Counting circles: a digit in a circle is the number of circles in the grid that contain that "
                  "digit. Digits that do not appear in any circle are not restricted by this rule.") ==
        V{{"countingcircles"}, {"note"}});
  CHECK(states_of("Quadruples: digits in a white circle must appear in at least one of the four surrounding cells. If "
                  "a digit is written twice in a circle, it appears twice among those cells.") ==
        V{{"quadruple"}, {"note"}});
  CHECK(states_of("Quadruples: digits in a white circle must appear in at least one of the four surrounding cells. If "
                  "a digit is written twice in a circle, it appears once among those cells.") ==
        V{{"quadruple"}, {}});
  CHECK(states_of("Quadruples: digits in a white circle must appear in at least one of the four surrounding cells. "
                  "Other digits may also appear in the four cells.") == V{{"quadruple"}, {"note"}});
  CHECK(states_of("Quadruples: digits in a white circle must appear in at least one of the four surrounding cells. "
                  "Other digits may not appear in the four cells.") == V{{"quadruple"}, {}});
}

TEST_CASE("rules text: the normal rules and titles as the twelfth set words them") {
  check_cases({
      {"Fill the grid so that every row, every column and each of the nine 3-by-3 boxes contains all of the digits "
       "from 1 to 9.", {"sudoku"}, 9},
      {"Each row, column and box contains one of each digit from 1 to 9.", {"sudoku"}, 9},
      {"Each row, column and box contains one of the digits from 1 to 9.", {}},
      {"Fill each row, column and box with 1..9.", {"sudoku"}, 9},
      {"Every row, column and 3x3 box must include each of the digits 1 to 9.", {"sudoku"}, 9},
      {"Fill in 1, 2, 3 and 4 so every row, column and bold 2x2 square has each of them one time.", {"sudoku"}, 4},
      {"Fill in 1, 2, 3 and 4 so every row, column and bold 2x2 square has each of them two times.", {}},
      {"Place the digits 1 to 6 exactly once in each row, column and bold-outlined 3x2 box of this six-by-six grid.",
       {"sudoku"}, 6},
      {"Place the digits 1 to 6 exactly once in each row, column and bold-outlined 3x2 box of this nine-by-nine grid.",
       {}},
      {"Put digits 1-9 once each in every row and column and in every one of the nine irregularly shaped, "
       "bold-outlined regions.", {"sudoku"}, 9},
      {"Put digits 1-9 once each in every row and column and in nine of the regions.", {}},
      {"The normal rules of sudoku must be followed.", {"sudoku"}},
      // titles: a grid's size, names side by side
      {"6x6 sudoku.", {"sudoku"}, 6},
      {"Skyscrapers (6x6).", {"skyscraper"}},
      {"Kropki Anti-Knight", {"difference", "ratio", "antiknight"}},
      {"Killer Thermo Sudoku", {"killercage", "thermometer", "sudoku"}},
      {"Dutch Thermometers", {}},
      {"Renban Whispers", {}},
  });
}

TEST_CASE("rules text: the twelfth set's wordings (a verb for where a dot sits, headings over named marks, notes)") {
  using V = std::vector<States>;
  check_cases({
      {"Kropki: white dots sit between pairs of cells whose values differ by 1.", {"difference"}},
      {"Black dots: the digits either side of a black dot are in a 1:2 ratio.", {"ratio"}},
      {"Black dots: the digits either side of a black dot are in a 1:3 ratio.", {}},
      {"Antiking - the same digit cannot appear in two diagonally adjacent cells.", {"antiking"}},
      {"Cells which are a knight's move apart (as in chess) must not contain the same digit.", {"antiknight"}},
      {"Minimums: A cell coloured dark grey contains a digit that is smaller than each of its orthogonally adjacent "
       "digits.", {"minimum"}},
      {"Minimums: A cell coloured dark grey contains a digit that is smaller than one of its orthogonally adjacent "
       "digits.", {}},
      {"Classic sudoku rules is apply.", {"sudoku"}},
      {"Rules of sudoku are apply.", {"sudoku"}},
      {"Killer cages: a cage's digits sum to its clue, and there are no repeated digits within a cage.",
       {"killercage"}},
      {"There are repeated digits within a cage.", {}},
      // a heading over marks named for it
      {"Zipper Lines: Purple lines are zipper lines.", {"zipperline"}},
      {"Slow thermometers: the grey lines with a round bulb at one end are slow thermometers.", {"slowthermometer"}},
      {"Zipper Lines: Purple lines are renbans.", {}},
      {"The grey lines with a round bulb are renbans.", {}},
  });
  CHECK(states_of("Between lines: digits on a line lie strictly between the two circled digits. The smaller circle can "
                  "be at either end.") == V{{"betweenline"}, {"note"}});
  CHECK(states_of("10 lines: each pink line is split into segments that each sum to 10. Every cell on a line belongs "
                  "to exactly one segment. Segments don't overlap and every cell of the line is in some segment.") ==
        V{{"segmentsumline"}, {"note"}, {"note"}});
  CHECK(states_of("10 lines: each pink line is split into segments that each sum to 10. Every cell on a line belongs "
                  "to exactly two segments.") == V{{"segmentsumline"}, {}});
  CHECK(states_of("Blue lines: box borders divide each blue line into segments with the same sum. If a line visits a "
                  "box more than once, each separate visit counts as its own segment.") ==
        V{{"regionsumline"}, {"note"}});
  CHECK(states_of("Sandwich: the clues outside the grid give the sum of the digits between 1 and 9 in that row or "
                  "column. A zero means the 1 and 9 are next to each other.") == V{{"sandwichsum"}, {"note"}});
  CHECK(states_of("Renban: digits on purple lines are consecutive in any order. Lines may cross box borders, and a "
                  "digit can repeat on a line if other rules allow.") == V{{"renban"}, {"note"}});
}

TEST_CASE("rules text: the thirteenth set's words, read after it was measured (held out until then)") {
  check_cases({
      {"Two cells joined by an X have digits totaling 10; two cells joined by a V have digits totaling 5.", {"xv"}},
      {"Two cells joined by an X have digits totaling 11.", {}},
      {"Region sum lines: wherever a line crosses a box boundary, it is split into pieces; all pieces of the same line "
       "have equal sums.", {"regionsumline"}},
      {"Palindromes: each grey line has the same sequence of digits read from either end.", {"palindrome"}},
      {"Each grey line has the same digits.", {}},
      {"Between lines: digits on a line that joins two circles lie strictly between the two circled values.",
       {"betweenline"}},
      {"Between lines: digits on a line that joins two circles lie strictly outside the two circled values.", {}},
      {"A cell marked with a downward-pointing triangle is a minimum: its digit is lower than the digit in every "
       "orthogonally adjacent cell.", {"minimum"}},
      {"Cells with a triangle pointing up are maximums: the digit is larger than all of its orthogonal neighbours.",
       {"maximum"}},
      {"Cells with a triangle pointing up are maximums: the digit is larger than some of its orthogonal neighbours.",
       {}},
      {"A circle sitting on the intersection of four cells lists digits that must appear at least once in those four "
       "cells.", {"quadruple"}},
      {"A circle sitting on the intersection of four cells lists digits that must not appear in those four cells.", {}},
      {"Purple lines are renbans - each holds a run of consecutive digits, unrepeated, in any order.", {"renban"}},
      {"Pink lines contain a collection of consecutive digits in any order, with repeats.", {}},
      {"Circled cells contain odd digits.", {"odd"}},
      {"Circled digits on a thermometer must be odd.", {}},
      {"Even: a grey square means the digit in that cell is even.", {"even"}},
      {"Clues with arrows outside the grid give the sum along the indicated diagonal, where repeats are allowed.",
       {"littlekillersum"}},
      {"No two digits on a Nabner line may be the same, and no two digits on the line may be consecutive, wherever they "
       "are on the line.", {"nabner"}},
      {"Digits along each line have an equal sum in every other box.", {}},
      // "one" as the subject said of each mark: one (of them?), not each
      {"Purple lines are renbans - one holds a run of consecutive digits, unrepeated, in any order.", {}},
      {"Renban lines: one contains a set of consecutive digits in any order, without repeats.", {}},
      {"Killer Cages: Digits within a cage cannot repeat and must sum to the small clue in the top-left corner of the "
       "cage, if one is given.", {"killercage"}},
      {"The inequality signs between two cells show which one contains the lower digit.", {"greaterthan"}},
      {"Pink lines are renbans: each one is made up of consecutive digits, in any order and without repetition.",
       {"renban"}},
  });
}

TEST_CASE("rules text: a twenty-eighth batch, lockout ranges, disjoint groups' positions, pills' two-digit numbers, drawings said, flatmates' needs, nabner's one") {
  check_cases({
      // a lockout line's inner digits outside the range the ends set
      {"Every other digit on the line must lie outside the range set by the diamonds.", {"lockout inner"}},
      {"No digit on the line itself may lie between the two diamond digits, nor be equal to either of them.",
       {"lockout inner"}},
      {"Lockout Lines: The diamonds at either end of a line hold digits that differ by 4 or more.", {"lockout ends"}, 4},
      // a permission to lie outside is no rule
      {"Every other digit on the line may lie outside the range set by the diamonds.", {}},
      {"Digits on the line can lie outside the range of the diamonds.", {}},
      {"Every other digit on the line must lie inside the range set by the diamonds.", {}},
      // disjoint groups: the cells' positions said in more words, an example of one group
      {"Disjoint groups: cells occupying the same relative position within each 3x3 box must all contain different "
       "digits.",
       {"disjointgroups"}},
      {"Disjoint groups: any two cells that occupy the same position inside their respective 3x3 boxes must contain "
       "different digits.",
       {"disjointgroups"}},
      {"Disjoint groups: cells that are in the same relative position within their 3x3 box (for example every box's "
       "top-left cell) must contain different digits.",
       {"disjointgroups"}},
      {"Any two cells in the same position inside their boxes may contain different digits.", {}},
      // a pill's two-digit number, read forwards
      {"Where a circle is stretched across two cells, it contains a two-digit number reading left to right or top to "
       "bottom.",
       {"arrow"}},
      {"If the arrow starts from a two-cell oval, the two digits in the oval form a two-digit number, read from left "
       "to right or from top to bottom.",
       {"arrow"}},
      {"Some circles are 'pills' spanning two cells: these contain a two-digit number, with its tens digit on the "
       "left (horizontal pill) or on top (vertical pill).",
       {"arrow"}},
      {"An oval covering two cells holds a 2-digit number; read it left to right for horizontal ovals and top to "
       "bottom for vertical ones.",
       {"arrow"}},
      {"Some circles are 'pills' spanning two cells: these contain a two-digit number, with its tens digit on the "
       "right (horizontal pill) or on the bottom (vertical pill).",
       {}},
      {"Where a circle covers two cells, it holds a two-digit number read from right to left.", {}},
      {"If a circle covers two cells, it is not a two-digit number read from left to right.", {}},
      // what is drawn, and where, said alone: a note (after a heading, the kind it names)
      {"Some cells are shaded.", {"note"}},
      {"In the grid are some circles.", {"note"}},
      {"Some pairs of neighbouring cells have an inequality symbol between them.", {"note"}},
      {"Double arrows: some lines have a circle at both ends.", {"doublearrow", "note"}},
      {"Some cells are shaded grey; the sum of all the digits in grey cells is 45.", {"note", "cell sum"}, 45},
      {"Some cells are odd.", {}},
      {"Some cells have no circle.", {}},
      {"Some cages are shaded and contain 5.", {}},
      // Dutch flatmates needing their neighbours, in a list, wherever a 5 is
      {"Dutch Flatmates: every 5 in the grid needs either a 1 immediately above it, a 9 immediately below it, or both.",
       {"dutchflatmates"}, 9},
      {"Dutch Flatmates: Wherever a 5 appears, it needs either a 1 in the cell immediately above it or a 9 in the cell "
       "immediately below it (or both).",
       {"dutchflatmates"}, 9},
      {"Dutch flatmates: each 5 must have a 1 in the cell directly above it and/or a 9 in the cell directly below it.",
       {"dutchflatmates"}, 9},
      {"Every 5 needs a 1 directly above it and a 9 directly below it.", {}},
      {"Every 5 needs a 9 directly above it or a 1 directly below it.", {}},
      // nabner: equal or differing by one
      {"Nabner lines: No two digits on the line may be equal or differ by exactly 1.", {"nabner"}},
      {"Nabner lines (yellow): no two digits anywhere on a yellow line may be the same or differ by 1.", {"nabner"}},
      {"No two adjacent digits on the line may be equal or differ by 1.", {}},
      {"No two digits on the line may differ by 1.", {}},
      {"No two digits on the line may be equal or differ by 2.", {}},
      {"Place digits so that along the teal lines, every pair of neighbours differs by at least 4.", {"whispers"}, 4},
      {"Nabner lines: No two digits on a yellow line may be the same or consecutive, regardless of their positions on "
       "the line.",
       {"nabner"}},
      {"Nabner lines: No two digits on a yellow line may be equal or consecutive if they are adjacent.", {}},
      // ("even" and "if" are no nabner words: "no two even digits ...", "If and only if the line is orange, ...")
      {"Nabner lines: no two even digits on a yellow line are consecutive or equal.", {}},
      {"If and only if the line is orange, nabner lines: no two digits on a line are consecutive or the same.", {}},
      // an extra region's cells counted; a sandwich clue without a little killer's arrow
      {"Extra region: The nine shaded cells form an extra region, which must contain the digits 1 to 9 once each.",
       {"extraregion"}, 9},
      {"Extra regions: Each of the two blue shaded nine-cell regions must contain the digits 1 to 9 exactly once.",
       {"extraregion"}, 9},
      {"Sandwich sums: A clue outside the grid without an arrow is the sum of the digits between the 1 and the 9 in "
       "that row or column.",
       {"sandwichsum"}, 9},
      {"Sandwich sums: Clues outside the grid with no arrow give the sum of the digits sandwiched between the 1 and "
       "the 9 in that row or column.",
       {"sandwichsum"}, 9},
      {"A clue outside the grid with an arrow is the sum of the digits between the 1 and the 9 in that row or "
       "column.",
       {}},
      {"Digits on the line itself (other than the diamonds) cannot fall between the two diamond digits, and cannot "
       "equal either of them.",
       {"lockout inner"}},  // the diamonds said apart in brackets (2026-12-02)
  });
}

TEST_CASE("rules text: what a kind's rule means, said after it: 10 lines, zippers, double arrows, flatmates, quadruples") {
  CHECK(states_of("10 lines: each line is split into segments that sum to 10. Segments don't overlap, and together "
                  "they cover the whole line.") == std::vector<States>{{"segmentsumline"}, {"note"}});
  CHECK(states_of("10 lines: each line is split into segments that sum to 10. Each cell on the line belongs to exactly "
                  "one such segment.") == std::vector<States>{{"segmentsumline"}, {"note"}});
  CHECK(states_of("10 lines: each line is split into segments that sum to 10. Segments may overlap.") ==
        std::vector<States>{{"segmentsumline"}, {}});
  CHECK(states_of("Zipper lines: digits on a zipper line that are an equal distance from the line's centre sum to the "
                  "same total. For lines of even length the total isn't given.") ==
        std::vector<States>{{"zipperline"}, {"note"}});
  CHECK(states_of("Zipper lines: digits on a zipper line that are an equal distance from the line's centre sum to the "
                  "same total. For lines the total isn't given.") == std::vector<States>{{"zipperline"}, {}});
  const std::string zipper = "Zipper lines: digits equally far from the centre of a line sum to the same total. ";
  for (const char* middle : {"On lines with an odd number of cells, that sum is equal to the digit in the middle cell.",
                             "If the line has an odd number of cells, the digit in its centre cell equals that total.",
                             "On a line with an odd number of cells, this number is the digit in the middle cell.",
                             "If the line has an odd number of cells, this sum is the value of the middle cell."}) {
    INFO(middle);
    CHECK(states_of(zipper + middle) == std::vector<States>{{"zipperline"}, {"note"}});
  }
  // a double arrow's circles are not in the sum; Dutch flatmates' 5 may have both
  const std::string doubles = "Double arrows: the digits on a line between two circles sum to the sum of the two "
                              "circled digits. ";
  CHECK(states_of(doubles + "The circled digits are not included in the line's sum.") ==
        std::vector<States>{{"doublearrow"}, {"note"}});
  CHECK(states_of(doubles + "The circles themselves do not count towards the sum of the line.") ==
        std::vector<States>{{"doublearrow"}, {"note"}});
  CHECK(states_of(doubles + "The circles are included in the sum.") == std::vector<States>{{"doublearrow"}, {}});
  CHECK(states_of("Dutch flatmates: every 5 has a 1 directly above it or a 9 directly below it. It may have both.") ==
        std::vector<States>{{"dutchflatmates"}, {"note"}});
  CHECK(states_of("Quadruples: digits in a circle appear in the four cells around it. If a digit appears twice in a "
                  "circle, it must appear twice in the surrounding 2x2.") ==
        std::vector<States>{{"quadruple"}, {"note"}});
  CHECK(states_of("Quadruples: digits in a circle appear in the four cells around it. If a digit is written two times in "
                  "a circle, it must appear two times in the surrounding cells.") ==
        std::vector<States>{{"quadruple"}, {"note"}});
  CHECK(states_of("Quadruples: digits in a circle appear in the four cells around it. If a digit is written twice in a "
                  "circle, it may appear once in the surrounding cells.") ==
        std::vector<States>{{"quadruple"}, {}});
}

TEST_CASE("rules text: a sentence read once its typos are mended keeps its houses") {
  const std::vector<RuleSentence> read =
      read_rules_text("In each row, the digit in colum 1 indicates the column where the 1 is placed in that row.");
  REQUIRE(read.size() == 1);
  CHECK(words(read[0].states) == States{"columnindexer"});
  CHECK_FALSE(read[0].typos.empty());
  CHECK(read[0].houses == std::vector<int>{1});
}

TEST_CASE("rules text: ends in either order, a nabner's every pair, circles apart from the sum (2026-12-02)") {
  using V = std::vector<States>;
  const std::string between = "Between lines: digits on a line lie strictly between the digits in the circles at its ends. ";
  CHECK(states_of(between + "The circles may be in either order, i.e. the larger digit can be in either circle.") ==
        V{{"betweenline"}, {"note"}});
  CHECK(states_of(between + "The circles can appear in either order; the smaller one does not have to come first.") ==
        V{{"betweenline"}, {"note"}});
  CHECK(states_of(between + "The circles can appear in either order; the smaller one may be outside the line.") ==
        V{{"betweenline"}, {}});
  CHECK(states_of("Lockout lines: the diamonds at the ends differ by at least 4. The diamonds may be in either order.") ==
        V{{"lockout ends"}, {"note"}});
  const std::string nabner = "Nabner lines: no two digits on a line are equal or consecutive. ";
  CHECK(states_of(nabner + "This applies to every pair of digits on the line, not only to adjacent ones.") ==
        V{{"nabner"}, {"note"}});
  CHECK(states_of(nabner + "This applies to every pair of cells on the line, not just neighbours.") == V{{"nabner"}, {"note"}});
  CHECK(states_of("Renban lines: digits on a line are consecutive and do not repeat. This applies to every pair of "
                  "cells on the line, not just neighbours.") == V{{"renban"}, {}});
  // the circles said apart from the line's sum, in brackets
  CHECK(states_of("The digits on the line (not counting the circles) sum to the sum of the two digits in the circles at "
                  "its ends.") == V{{"doublearrow"}});
  CHECK(states_of("Arrows: digits along an arrow (not counting the circle) sum to the digit in the circle.") ==
        V{{"arrow"}});
  CHECK(states_of("Arrows: digits along an arrow (counting the circle) sum to the digit in the circle.") == V{{}});
  CHECK(states_of("Thermometers: digits along a thermometer (not counting the circle) increase from the bulb.") == V{{}});
}

TEST_CASE("rules text: lockout's range with its ends denied, lines' marks apart in brackets, indexers likewise (2026-12-02)") {
  using V = std::vector<States>;
  CHECK(states_of("All other digits on the line must lie outside the range set by the two diamonds, and cannot be "
                  "equal to either diamond digit.") == V{{"lockout inner"}});
  CHECK(states_of("Every other cell on the line contains a digit outside the range of the diamonds, and not equal to "
                  "either diamond digit.") == V{{"lockout inner"}});
  CHECK(states_of("All other digits on the line must lie outside the range set by the two diamonds, and can be equal "
                  "to either diamond digit.") == V{{}});
  CHECK(states_of("All other digits on the line must not lie outside the range set by the two diamonds, and cannot be "
                  "equal to either diamond digit.") == V{{}});
  CHECK(states_of("Digits on the line itself (other than the diamonds) cannot fall between the two diamond digits, and "
                  "cannot equal either of them.") == V{{"lockout inner"}});
  CHECK(states_of("Digits on the line (other than the diamonds) lie strictly between the digits in the circles at its "
                  "ends.") == V{{}});
  // "similarly, the digit in column 5 indicates where the 5 is": the indexer's rule for more columns
  const std::vector<RuleSentence> read = read_rules_text(
      "Column 1 indexing: in each row, the digit in column 1 indicates the column where the 1 is placed in that row. "
      "Similarly, a digit in column 5 indicates where the 5 is, and a digit in column 9 indicates where the 9 is.");
  REQUIRE(read.size() == 2);
  CHECK(read[1].states == std::vector<Stated>{Stated{Stated::Rule, Kind::ColumnIndexer}});
  CHECK(read[1].houses == std::vector<int>{5, 9});
  const std::string indexer = "Column 1 indexing: in each row, the digit in column 1 indicates the column where the 1 "
                              "is placed in that row. ";
  CHECK(states_of(indexer + "Likewise, the digit in column 5 indicates where the 6 is placed.") ==
        V{{"columnindexer"}, {}});
  CHECK(states_of(indexer + "Likewise, the digit in row 5 indicates where the 5 is placed.") == V{{"columnindexer"}, {}});
  CHECK(states_of("Thermometers: digits increase from the bulb. Likewise, the digit in column 5 indicates where the 5 is "
                  "placed.") == V{{"thermometer"}, {}});
}

TEST_CASE("rules text: how a kind stated before is drawn, said after another's rule (2026-12-02)") {
  using V = std::vector<States>;
  const std::string killer = "Killer cages: digits in a cage sum to the clue and do not repeat. ";
  CHECK(states_of(killer + "Thermometers: digits increase from the bulb. Cages may cross box borders.") ==
        V{{"killercage"}, {"thermometer"}, {"note"}});
  CHECK(states_of("Thermometers: digits increase from the bulb. Cages may cross box borders.") == V{{"thermometer"}, {}});
  CHECK(states_of("Renban lines hold consecutive digits in any order. " + killer + "Lines may cross box borders.") ==
        V{{"renban"}, {"killercage"}, {"note"}});
  CHECK(states_of(killer + "Lines may cross box borders.") == V{{"killercage"}, {}});
  CHECK(states_of("Between lines: digits on a line lie strictly between the digits in the circles at its ends. The "
                  "circled digits themselves can be in either order.") == V{{"betweenline"}, {"note"}});
}

TEST_CASE("rules text: indexers said as a condition, which columns index said apart, headings that introduce rules (2026-12-02)") {
  using V = std::vector<States>;
  // "if ..., then ...", a row's variable, "puts": the indexer's rule
  CHECK(states_of("If a digit X appears in column 1, then the 1 in that row is in column X.") == V{{"columnindexer"}});
  CHECK(states_of("If a digit X appears in row R of column 1, then the 1 in row R is in column X.") ==
        V{{"columnindexer"}});
  CHECK(states_of("If the digit in column 1 of a row is X, then the 1 in that row is in column X.") ==
        V{{"columnindexer"}});
  const std::vector<RuleSentence> puts =
      read_rules_text("A digit X in column 5 puts that row's 5 in column X, and a digit X in column 9 puts that row's 9 "
                      "in column X.");
  REQUIRE(puts.size() == 1);
  CHECK(words(puts[0].states) == States{"columnindexer"});
  CHECK(puts[0].houses == std::vector<int>{5, 9});
  CHECK(states_of("If the digit in column 1 is X, then the X in that row is in column 1.") == V{{}});
  CHECK(states_of("If a digit X appears in column 1, then the 1 in that row is not in column X.") == V{{}});
  CHECK(states_of("A digit X appears in column 1, then the 1 in that row is in column X.") == V{{}});
  // which houses index, said apart from how: a note where the indexer of those houses is stated
  const std::string how = "A digit N in column 1 indicates the column in which the 1 appears in that row. A digit N in "
                          "column 5 indicates the column of the 5. A digit N in column 9 indicates the column of the 9.";
  CHECK(states_of("The digits in columns 1, 5 and 9 act as indexers:\n" + how) ==
        V{{"note"}, {"columnindexer"}, {"columnindexer"}, {"columnindexer"}});
  CHECK(states_of("1-5-9 rule: Columns 1, 5 and 9 are indexing columns. " + how) ==
        V{{"note"}, {"columnindexer"}, {"columnindexer"}, {"columnindexer"}});
  CHECK(states_of("Column indexing (1-5-9 rule): Digits in columns 1, 5 and 9 are indexers. " + how) ==
        V{{"note"}, {"columnindexer"}, {"columnindexer"}, {"columnindexer"}});
  CHECK(states_of("The digits in columns 1 and 5 are indexers. " + how) ==
        V{{}, {"columnindexer"}, {"columnindexer"}, {"columnindexer"}});
  CHECK(states_of("The digits in rows 1, 5 and 9 are indexers. " + how) ==
        V{{}, {"columnindexer"}, {"columnindexer"}, {"columnindexer"}});
  CHECK(states_of("Row indexing: columns 1, 5 and 9 are indexers. " + how) ==
        V{{}, {"columnindexer"}, {"columnindexer"}, {"columnindexer"}});
  CHECK(states_of("The digits in columns 1, 5 and 9 are indexers.") == V{{}});
  // a heading that introduces rules, naming none: a note where a rule follows it
  CHECK(states_of("Normal sudoku rules apply.\nAdditionally:\nDigits along thermometers increase from the bulb.") ==
        V{{"sudoku"}, {"note"}, {"thermometer"}});
  CHECK(states_of("Miracle rules:\nCells a knight's move apart cannot contain the same digit.") ==
        V{{"note"}, {"antiknight"}});
  CHECK(states_of("The grid contains two kinds of lines:\n- Thermometers: digits increase from the bulb.\n- Renban "
                  "lines: digits are consecutive in any order.") == V{{"note"}, {"thermometer"}, {"renban"}});
  CHECK(states_of("Normal sudoku rules apply. Additionally:") == V{{"sudoku"}, {}});
  CHECK(states_of("Red cages:\nDigits along thermometers increase from the bulb.") == V{{}, {"thermometer"}});
  CHECK(states_of("Digits may repeat in the following cages:\nDigits along thermometers increase from the bulb.") ==
        V{{}, {"thermometer"}});
  // a heading of cages alone heads their products too, not killer cages beside them
  CHECK(states_of("Cages: the number in the corner of each cage is the product of the digits inside it.") ==
        V{{"cage product"}});
  CHECK(states_of("Cages: The clue in a cage is the product of all its digits. Digits cannot repeat in a cage.") ==
        V{{"cage product"}, {"cage distinct"}});
  CHECK(states_of("Cages: digits in a cage multiply to the clue and do not repeat.") == V{{"productcage"}});
  CHECK(states_of("Cages: digits in a cage multiply to the clue and may repeat.") == V{{}});
  CHECK(states_of("Thermometers: the clue in a cage is the product of its digits.") == V{{}});
}
