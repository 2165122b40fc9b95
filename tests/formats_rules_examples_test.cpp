// Examples of digits checked against a line kind's rule (formats/rules_examples.hpp), and what an
// example that permits does to the reading of a rules text.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "formats/rules_examples.hpp"
#include "formats/rules_text.hpp"

using namespace sudosat;
using rules_detail::check_examples;
using rules_detail::example_rest;
using rules_detail::permits;

TEST_CASE("examples: lines of digits checked against the rule, each by its clause's verdict") {
  // agreeing: the fine ones keep the rule, the others break it
  for (const auto& [text, kind] : std::vector<std::pair<std::string, Kind>>{
           {"for example 1-3-3-7 is a valid slow thermometer, but 1-3-2 is not.", Kind::SlowThermometer},
           {"e.g. 2-4-6-8 or 9-6-3 are valid, 1-2-4 is not.", Kind::SequenceLine},
           {"for example 1-3-5-7 or 8-5-2 work, but 1-2-4 does not.", Kind::SequenceLine},
           {"for example 1, 3, 5 is fine on a nabner line, but 1, 3, 4 is not.", Kind::Nabner},
           {"for example, a 3-cell thermometer could contain 1, 4, 8 but not 1, 1, 2.", Kind::Thermometer},
           {"for instance, the even-length line 3-9-1-7 is valid, whereas 2-8-4-6 is not.", Kind::ZipperLine},
           {"example: a 5-cell line reading 1-5-9-4-8 works, because 1+8 = 5+4 = 9.", Kind::ZipperLine},
           {"so a line might read 3-8-1-6 or 4-7-2.", Kind::ParityLine},
           {"for example 1-7-2-8 is fine.", Kind::Whispers},
           {"e.g. 3-5-8-1-6-9 is fine.", Kind::EntropicLine},
           {"for example, 1-5-9-4-2 is a valid modular line.", Kind::ModularLine},
           {"a line reading 3-7-1-9 works.", Kind::SegmentSumLine},
           {"1-2-3-2-1 is a palindrome, 1-2-3 is not.", Kind::Palindrome},
           {"for example 4-2-5-3 is fine, but 1-2-4 is not.", Kind::Renban}}) {
    INFO(text);
    const rules_detail::ExampleCheck c = check_examples(text, kind, 0);
    CHECK(c.checked >= 1);
    CHECK(c.against.empty());
  }
  // disagreeing: each names the line that breaks the verdict
  CHECK(check_examples("for example 1-3-3-7 is a valid thermometer.", Kind::Thermometer, 0).against == "1-3-3-7");
  CHECK(check_examples("e.g. 1-2-3, 2-5-8 or even 3-3-3...", Kind::SequenceLine, 0).against.empty());
  CHECK(check_examples("for example 1-4-8 is fine, but 1-2-4 is not.", Kind::Whispers, 0).against == "1-4-8");
  CHECK(check_examples("for example 1-7-2-8 is fine.", Kind::Whispers, 6).against == "1-7-2-8");  // whispers of 6
  CHECK(check_examples("2-7-9-4-5 could split as 2+7 | 9 | 4+5.", Kind::SegmentSumLine, 0).against == "2-7-9-4-5");
  CHECK(check_examples("for example 1-3-5 is not a renban.", Kind::Renban, 0).against.empty());
  CHECK(check_examples("for example 1-2-3 is not a renban.", Kind::Renban, 0).against == "1-2-3");
  // ranges, pairs and choices are no lines: "1-9", "4-6", "8, 9, 1, 2 or 3"
  CHECK(check_examples("place 1-9 once; a two-cell line 4-6 works.", Kind::SegmentSumLine, 0).checked == 0);
  CHECK(check_examples("a 1 can have the digits 8, 9, 1, 2 or 3 as neighbours.", Kind::Renban, 0).checked == 0);
  // two digits are a line only as a verdict's subject ("3-7 is not"), never a range ("the digits 1-9")
  CHECK(check_examples("so 1-7-2-8 is fine, but 3-7 is not.", Kind::Whispers, 0).checked == 2);
  CHECK(check_examples("so 1-7-2-8 is fine, but 3-7 is not.", Kind::Whispers, 0).against.empty());
  CHECK(check_examples("for instance 1-4-3-6 alternates properly; 2-4 does not.", Kind::ParityLine, 0).against.empty());
  CHECK(check_examples("so 1-7 is fine, and 3-7 is fine too.", Kind::Whispers, 0).against == "3-7");
  CHECK(check_examples("for example the digits 1-9 may be on the line.", Kind::Whispers, 0).checked == 0);
  // a clause with a line whose other words could say more than its verdict is left to judge as said
  CHECK(check_examples("for example 2-5-8 is a valid sequence with a step of 3.", Kind::SequenceLine, 0).rest.empty());
  CHECK(example_rest("for example 1-2-3 is fine.", Kind::Renban, 0) == std::optional<std::string>{""});
  CHECK_FALSE(example_rest("for example, digits 4-5-6 may repeat on the line.", Kind::Renban, 0));
  CHECK_FALSE(example_rest("for example, 4-5-6 is fine in box 5.", Kind::Renban, 0));
  CHECK_FALSE(example_rest("for example, 1-3-5 is fine unless the line is long.", Kind::Nabner, 0));
  // a kind whose digits alone do not decide it: nothing checked, the whole sentence left to judge
  const rules_detail::ExampleCheck arrow = check_examples("for example 9-4-5 is fine.", Kind::Arrow, 0);
  CHECK(arrow.checked == 0);
  CHECK(arrow.rest == "for example 9-4-5 is fine.");
}

TEST_CASE("examples: the digits a cage with a clue could hold, checked against killer, sum and product cages") {
  using E = rules_detail::ExampleCheck;
  const E two = check_examples("for example, a two-cell cage marked 12 could contain 2 and 6 or 3 and 4.",
                               Kind::ProductCage, 0);
  CHECK(two.checked == 2);
  CHECK(two.against.empty());
  CHECK(check_examples("for example, a three-cell 30 cage could contain 1, 5 and 6 or 2, 3 and 5.", Kind::ProductCage, 0)
            .against.empty());
  // a repeat, a wrong total, a wrong count of cells; "but not" said of the same cage
  CHECK(check_examples("e.g. a 3-cell cage marked 20 might contain 1, 4 and 5, or 2, 2 and 5.", Kind::ProductCage, 0)
            .against == "2, 2 and 5");
  CHECK(check_examples("e.g. a 3-cell cage marked 20 might contain 2, 2 and 5.", Kind::SumCage, 0).against ==
        "2, 2 and 5");  // sums to 9
  CHECK(check_examples("a two-cell cage marked 12 could contain 6 and 6.", Kind::SumCage, 0).against.empty());
  CHECK(check_examples("a two-cell cage marked 12 could contain 6 and 6.", Kind::Killer, 0).against == "6 and 6");
  CHECK(check_examples("a three-cell cage marked 12 could contain 5 and 7.", Kind::Killer, 0).against == "5 and 7");
  const E but = check_examples("for example, a two-cell cage marked 12 could contain 5 and 7, but not 6 and 6.",
                               Kind::Killer, 0);
  CHECK(but.checked == 2);
  CHECK(but.against.empty());
  // digits joined by dashes or plus signs are a group too
  const E dashed = check_examples("for example, a 3-cell cage with a total of 7 could be 1-2-4, but never 2-2-3.",
                                  Kind::Killer, 0);
  CHECK(dashed.checked == 2);
  CHECK(dashed.against.empty());
  CHECK(check_examples("a 3-cell cage with a total of 7 could be 1+2+4, but never 1+2+4.", Kind::Killer, 0).against ==
        "1+2+4");
  CHECK(check_examples("a 3-cell cage with a total of 7 could be 2-2-3.", Kind::Killer, 0).against == "2-2-3");
  CHECK(check_examples("a 3-cell cage with a total of 7 could be 2-2-3.", Kind::SumCage, 0).against.empty());
  // no clue said, or digits not read as groups: nothing checked, the clause left to judge
  CHECK(check_examples("a cage could contain 2 and 6.", Kind::Killer, 0).checked == 0);
  CHECK(check_examples("a cage marked 12 could contain a 2 and a 6 or so.", Kind::Killer, 0).rest != "");
}

TEST_CASE("examples: what permits, and what is left of an example to judge") {
  CHECK(permits("for example, 4 and 6 may sit next to each other on a green line."));
  CHECK(permits("e.g. 3142 is valid."));
  CHECK(permits("a line reading 2 6 3 7 works."));
  CHECK_FALSE(permits("for example, the line can only use 1, 2 and 9."));
  CHECK_FALSE(permits("for example, 4 and 5 may not be neighbours."));
  CHECK_FALSE(permits("e.g. 1-2-4 is not valid."));
  // checked lines leave the rest to judge; a permission in the rest, or a line against the rule: none
  CHECK(example_rest("for example 1-3-3-7 is fine, as the digits never go down.", Kind::SlowThermometer, 0) ==
        std::optional<std::string>{" as the digits never go down.,"});
  CHECK_FALSE(example_rest("for example 1-3-3-7 is fine, and digits may go down.", Kind::SlowThermometer, 0));
  CHECK_FALSE(example_rest("for example 1-3-2 is fine.", Kind::SlowThermometer, 0));
  CHECK_FALSE(example_rest("for example, 4 and 6 may be neighbours.", Kind::Whispers, 0));
  CHECK(example_rest("for example, 4 and 9 are neighbours.", Kind::Whispers, 0));
}

TEST_CASE("examples: a rules text's example is a note only where it agrees with the rule before it") {
  auto second = [](const std::string& text) { return read_rules_text(text).at(1); };
  // agreeing lines of digits: a note
  CHECK(second("Renban: purple lines hold a set of consecutive digits in any order. For example 4-2-5-3 is fine, "
               "but 1-2-4 is not.")
            .states == std::vector<Stated>{Stated{Stated::Note}});
  // a line said fine that breaks the rule as read: the setter means another rule, refused
  const RuleSentence strict = second("Thermometers: digits increase along each thermometer from the bulb. For "
                                     "example, 1-3-3-7 is a valid thermometer.");
  CHECK(strict.states.empty());
  CHECK(strict.not_taken == "the example 1-3-3-7 disagrees with the rule as read");
  // a permission no line of digits shows: unchecked, no note (and not taken loosely)
  const RuleSentence may = second("German whispers: adjacent digits along a green line differ by at least 5. For "
                                  "instance, 4 and 6 may sit next to each other on a green line.");
  CHECK(may.states.empty());
  CHECK_FALSE(may.not_taken.empty());
  // read loosely, an example that says what "works" without a line sudosat checks: not taken, said so
  const std::vector<RuleSentence> works = read_rules_text(
      "Normal sudoku rules apply. Zipper lines: digits the same distance from the centre of a purple line sum to "
      "the same total. Example: a 4-cell line 2 6 3 7 works since 2+7 = 6+3 = 9.");
  REQUIRE(works.size() == 3);
  CHECK(works[2].states.empty());
  CHECK(works[2].not_taken == "\"works\": an example sudosat did not check");
  // an example with a word that could weaken the rule: no note
  CHECK(second("Renban: purple lines hold a set of consecutive digits in any order. For example 4-2-5-3 is fine, "
               "except on the longest line.")
            .states.empty());
  // a cage's rule said in halves: the kind they make checks the example
  const std::vector<RuleSentence> halves = read_rules_text(
      "Product cages: the clue in a cage's corner is the product of its digits. No digit repeats inside a cage. "
      "For example, a three-cell 30 cage could contain 1, 5 and 6 or 2, 3 and 5.");
  REQUIRE(halves.size() == 3);
  CHECK(halves[2].states == std::vector<Stated>{Stated{Stated::Note}});
  // an example without permission, as before: a note
  CHECK(second("Renban: purple lines hold a set of consecutive digits in any order. For example, r1c1-r1c3 hold "
               "1, 2 and 3 in some order.")
            .states == std::vector<Stated>{Stated{Stated::Note}});
}

TEST_CASE("examples: an example inside a sentence agrees with its rule, or the sentence is not understood") {
  auto states = [](const std::string& text) {
    const std::vector<RuleSentence> read = read_rules_text(text);
    REQUIRE(read.size() == 1);
    std::vector<std::string> out;
    for (const Stated& s : read[0].states) out.push_back(stated_word(s));
    return out;
  };
  const std::vector<std::string> whispers = {"whispers"}, renban = {"renban"}, none;
  // in brackets, after a comma, figures alone: lines of digits checked against the one line kind
  CHECK(states("Adjacent digits on a green line differ by at least 5 (e.g. 1-7-2).") == whispers);
  CHECK(states("Adjacent digits on a green line differ by at least 5 (e.g. 1-3-8).") == none);
  CHECK(states("Adjacent digits on a green line differ by at least 5, e.g. 1-7-2 or 9-4-9.") == whispers);
  CHECK(states("Adjacent digits on a green line differ by at least 5, e.g. 1-3-8.") == none);
  CHECK(states("German whispers: adjacent digits on a green line differ by at least 5, for example 1-3-8.") == none);
  // digits in commas are a line where no dash is written
  CHECK(states("Each orange line holds digits that are all different and form a consecutive sequence, like 3,4,5 or "
               "7,8,6.") == renban);
  CHECK(states("Each orange line holds digits that are all different and form a consecutive sequence, like 3,4,6 or "
               "7,8,6.") == none);
  CHECK(states("Renban lines hold consecutive digits in any order, e.g. 3-5-4.") == renban);
  CHECK(states("Renban lines hold consecutive digits in any order, e.g. 3-5-7.") == none);
  // an aside that permits what no line of digits shows: unchecked, not understood
  CHECK(states("German whispers: adjacent digits on a green line differ by at least 5 (for example, 4 and 6 may be "
               "neighbours).") == none);
  // other kinds' figures are not checked, as before
  CHECK(states("Killer cages: digits sum to the clue (e.g. a 2-cell 17 cage holds 8 and 9).") ==
        std::vector<std::string>{"cage sum"});
}

TEST_CASE("examples: a sentence of lines of digits and their verdicts alone is an example without its lead") {
  auto second = [](const std::string& text) { return read_rules_text(text).at(1); };
  const std::vector<Stated> note = {Stated{Stated::Note}};
  const std::string renban = "Renban: each purple line holds consecutive digits in any order, without repeats. ";
  CHECK(second(renban + "A 3-cell renban could be 4-6-5, but not 4-6-7.").states == note);
  CHECK(second("Sequence lines: digits along a grey line form an arithmetic sequence. 2-4-6-8 and 9-6-3 are valid, "
               "1-2-4 is not.")
            .states == note);
  CHECK(second("Killer cages: digits in a cage sum to the clue and do not repeat. A two-cell cage marked 12 could "
               "hold 3 and 9, or 4 and 8.")
            .states == note);
  // a line against the rule, a permission beside the line, other words, a kind whose digits do not decide it: no note
  CHECK(second(renban + "A 3-cell renban could be 4-6-5, but not 4-5-6.").states.empty());
  CHECK(second(renban + "4-5-6 may repeat on a line.").states.empty());
  CHECK(second(renban + "4-5-6 is fine in box 5.").states.empty());
  CHECK(second(renban + "The line in box 5 holds 4-5-6 and the one in box 1 any digits.").states.empty());
  CHECK(second("Arrows: digits along an arrow sum to the digit in its circle. 9-4-5 is fine.").states.empty());
  // no verdict, no example: "Black dots are given between 3 and 6." says where dots are
  CHECK(second("Black dots: one digit is double the other. Black dots are given between 3 and 6.").states.empty());
  CHECK(second("Black dots: one digit is double the other. 3 and 6 could be joined by a black dot.").states ==
        note);
}

TEST_CASE("examples: an indexer's example cells checked against its rule and houses") {
  using E = rules_detail::ExampleCheck;
  const E fine = check_examples("for example, if r3c1 is 4, then r3c4 is 1.", Kind::ColumnIndexer, 0, {1, 5, 9});
  CHECK(fine.checked == 1);
  CHECK(fine.against.empty());
  CHECK(fine.rest.empty());  // the sentence says no more than its cells
  CHECK(check_examples("if r6c9 = 2, then r6c2 = 9.", Kind::ColumnIndexer, 0, {9}).against.empty());
  CHECK(check_examples("if r1c3 is 4, then r4c3 is 1.", Kind::RowIndexer, 0, {1}).against.empty());
  // another cell, another digit, a column that does not index, rows and columns swapped
  CHECK(check_examples("if r3c1 is 4, then r3c1 is 1.", Kind::ColumnIndexer, 0, {1}).against == "r3c1 is 4, then r3c1 is 1");
  CHECK(!check_examples("if r3c1 is 4, then r3c4 is 5.", Kind::ColumnIndexer, 0, {1}).against.empty());
  CHECK(!check_examples("if r3c2 is 4, then r3c4 is 2.", Kind::ColumnIndexer, 0, {1, 5, 9}).against.empty());
  CHECK(!check_examples("if r1c3 is 4, then r3c4 is 1.", Kind::RowIndexer, 0, {1}).against.empty());
  // in a rules text: with or without its lead, the houses those of every sentence stating the rule
  const std::vector<RuleSentence> read = read_rules_text(
      "1-5-9: a digit X in column 1 means that the 1 in that row is in column X. A digit Y in column 5 means that "
      "the 5 in that row is in column Y. For example, if R3C1 is 4, then R3C4 is 1. If R6C9 = 2, then R6C2 = 9.");
  REQUIRE(read.size() == 4);
  CHECK(read[0].houses == std::vector<int>{1, 5, 9});
  CHECK(read[1].houses == std::vector<int>{5});
  CHECK(read[2].states == std::vector<Stated>{Stated{Stated::Note}});
  CHECK(read[3].states == std::vector<Stated>{Stated{Stated::Note}});
  const std::vector<RuleSentence> wrong = read_rules_text(
      "Column 1 indexing: a digit in column 1 indicates the column in which the 1 appears in that row. For example, "
      "if R3C1 is 4, then R3C4 is 4.");
  REQUIRE(wrong.size() == 2);
  CHECK(wrong[1].states.empty());
  CHECK(wrong[1].not_taken == "the example r3c1 is 4, then r3c4 is 4 disagrees with the rule as read");
  CHECK(read_rules_text("Column 1 indexing: a digit in column 1 indicates the column in which the 1 appears in that "
                        "row. If R6C9 = 2, then R6C2 = 9.")
            .at(1)
            .states.empty());  // column 9 indexes nothing here
}

TEST_CASE("examples: pairs of digits checked against the dots' marks") {
  using E = rules_detail::ExampleCheck;
  const E white = check_examples("for example, 4 and 5 could be joined by a white dot.", Kind::Difference, 0);
  CHECK(white.checked == 1);
  CHECK(white.against.empty());
  CHECK(check_examples("for example, 3 and 6 could be joined by a white dot.", Kind::Difference, 0).against == "3 and 6");
  CHECK(check_examples("for example, 3 and 6 could be joined by a white dot.", Kind::Difference, 3).against.empty());
  CHECK(check_examples("e.g. 4 and 8.", Kind::Ratio, 0).against.empty());
  CHECK(check_examples("e.g. 1+4 or 2+3 could be joined by a v.", Kind::XV, 0).against.empty());
  CHECK(check_examples("e.g. 1+4 or 2+3 could be joined by an x.", Kind::XV, 0).against == "1+4");
  // a mark of another kind than those stated: not checked, left to judge
  CHECK(check_examples("4 and 8 could be joined by a black dot.", Kind::Difference, 0).checked == 0);
  // several kinds: the mark the clause names, any without one, all where it says "either"
  const std::vector<Kind> kropki = {Kind::Difference, Kind::Ratio};
  CHECK(rules_detail::check_dots("4 and 5 could be joined by a black dot.", kropki, 0).against == "4 and 5");
  CHECK(rules_detail::check_dots("between a 1 and a 2 either colour of dot could be given.", kropki, 0).against.empty());
  CHECK(rules_detail::check_dots("between a 3 and a 4 either colour of dot could be given.", kropki, 0).against ==
        "a 3 and a 4");
  CHECK(rules_detail::check_dots("a dot between 3 and 4 could be given.", kropki, 0).against.empty());
  // a permission beside the pair is judged
  CHECK_FALSE(rules_detail::rest_of(check_examples("4 and 5 may repeat in a box.", Kind::Difference, 0)));
  // in a rules text, kropki said together: the pair checked against the mark named
  auto second = [](const std::string& text) { return read_rules_text(text).at(1); };
  const std::string both = "Kropki: a white dot joins consecutive digits and a black dot joins digits where one is "
                           "double the other. ";
  CHECK(second(both + "Between a 1 and a 2 either colour of dot could be given.").states ==
        std::vector<Stated>{Stated{Stated::Note}});
  CHECK(second(both + "For example, 4 and 5 could be joined by a black dot.").states.empty());
  // figures alone in brackets: an example the one kind checks
  auto states = [](const std::string& text) {
    const std::vector<RuleSentence> read = read_rules_text(text);
    REQUIRE(read.size() == 1);
    return read[0].states;
  };
  CHECK(states("Cells separated by a V must sum to 5 (1+4 or 2+3).") == std::vector<Stated>{Stated{Stated::Rule, Kind::XV}});
  CHECK(states("Cells separated by a V must sum to 5 (1+4 or 2+5).").empty());
  CHECK(states("Thermometers: digits increase from the bulb (2-5-8).") ==
        std::vector<Stated>{Stated{Stated::Rule, Kind::Thermometer}});
  CHECK(states("Thermometers: digits increase from the bulb (2-5-5).").empty());
}

TEST_CASE("examples: a line's clause says its verdict and no more, and what follows it says why") {
  using E = rules_detail::ExampleCheck;
  // words beside a line that no example uses: the example is no note
  const E exempt = check_examples("for example, 4-2-5-3 is fine on a renban line (though one cell on each line is exempt).",
                                  Kind::Renban, 0);
  CHECK(exempt.against.empty());
  CHECK(exempt.beyond == "though");
  CHECK_FALSE(rules_detail::rest_of(exempt));
  CHECK(check_examples("for example, 4-2-5-3 is fine in at most two places in the grid.", Kind::Renban, 0).beyond == "at");
  CHECK(check_examples("4 and 5 could be joined by a white dot on roughly half of the lines.", Kind::Difference, 0).beyond ==
        "roughly");
  CHECK(check_examples("if r3c1 is 4, then r3c4 is 1, except in column 9.", Kind::ColumnIndexer, 0, {1}).beyond ==
        "except");
  // what an example's own words say: a verdict, how the line reads, what it sums to
  CHECK(check_examples("for example, 2-5-8 is a valid sequence with a step of 3.", Kind::SequenceLine, 0).beyond.empty());
  CHECK(check_examples("a line reading 3-7-1-9 splits into 3+7 and 1+9.", Kind::SegmentSumLine, 0).beyond.empty());
  CHECK(check_examples("1-3-5-9 is a valid nabner line, but 2-6-2 is not (the 2 repeats).", Kind::Nabner, 0).beyond.empty());
  CHECK(check_examples("1-3-5-9 is a valid nabner line, and 2-6-2 (the 2 repeats) too.", Kind::Nabner, 0).beyond == "repeats");
  // a clause after the line's: why, or what follows (else it could bend the example)
  CHECK(check_examples("for example 1-3-3-7 is fine, as the digits never go down.", Kind::SlowThermometer, 0).beyond.empty());
  CHECK(check_examples("for example, 4-2-5-3 is fine, provided that the cell is not on the main diagonal.", Kind::Renban, 0)
            .beyond == "provided");
  CHECK(check_examples("for example, 4-2-5-3 is fine, until the line reaches box 7.", Kind::Renban, 0).beyond == "until");
  CHECK(check_examples("for example, 4-2-5-3 is fine, but only when the clue is odd.", Kind::Renban, 0).beyond == "only");
  CHECK(check_examples("for example, 4 and 5 could be joined by a white dot, as long as it is in box 1.", Kind::Difference, 0)
            .beyond == "as");
  // a cage's digits: what follows them says why, no more
  const std::string cage = "for example, a 3-cell cage with a total of 7 could be 1-2-4, but never 2-2-3";
  CHECK(check_examples(cage + ", since the digits cannot repeat.", Kind::Killer, 0).beyond.empty());
  CHECK(check_examples(cage + " in any order.", Kind::Killer, 0).beyond.empty());
  CHECK(check_examples(cage + " (the first and last cells are exempt).", Kind::Killer, 0).beyond == "the");
  CHECK(check_examples(cage + ", provided that the cell is not on the main diagonal.", Kind::Killer, 0).beyond ==
        "provided");
  CHECK(check_examples(cage + " for all of the clues bar one.", Kind::Killer, 0).beyond == "for");
  CHECK(check_examples(cage + "; this holds for precisely three cages.", Kind::Killer, 0).beyond == "this");
  // read loosely, a consequence's line with a word beyond it is not taken, the word named
  const RuleSentence most = read_rules_text("Renban: purple lines hold a set of consecutive digits in any order. So "
                                            "4-2-5-3 is fine in most rows.")
                                .at(1);
  CHECK(most.states.empty());
  CHECK(most.not_taken == "\"most\" could change the rule");
}

TEST_CASE("examples: a pair that keeps both dots' rules, said of both") {
  const std::vector<Kind> kropki = {Kind::Difference, Kind::Ratio};
  const rules_detail::ExampleCheck c = rules_detail::check_dots(
      "note that the pair 1 and 2 satisfies both conditions, so either colour of dot could sit between a 1 and a 2.",
      kropki, 0);
  CHECK(c.checked == 2);
  CHECK(c.against.empty());
  CHECK(c.beyond.empty());
  CHECK(rules_detail::check_dots("note that the pair 2 and 3 satisfies both conditions.", kropki, 0).against ==
        "2 and 3");
}
