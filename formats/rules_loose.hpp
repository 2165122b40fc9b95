// The loose reading of a rules text's sentences that are not understood word for word
// (docs/rules-sentences.md, "Loose reading"): the kinds a sentence names, read with their usual
// rules, and the sentences that go on explaining them. Only where the setter's solution judges
// the reading (formats/sudokupad.cpp): it must satisfy what was read and be its only solution, so
// a rule read where the setter meant another makes the puzzle refused, never answered wrong; and
// never where a word could make the setter's rule weaker than the kind's usual one (the reading
// would then be stronger than the puzzle, and its "unique" a claim about another puzzle).
// Internal to formats/: rules_text.cpp calls it.
#pragma once
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "formats/rules_facts.hpp"

namespace sudosat::rules_detail {

// Whether `item` (a few normalised words) names a kind, kinds or the normal rules, as an item of
// a list of names does ("lockout lines", "kropki dots", "german whispers"): ok, stating them,
// with the number a name sets (German whispers' 5). In rules_text.cpp, beside the names' table.
Reading read_name(const std::string& item);

// What `norm` (a normalised sentence) states, read word for word as a sentence of a rules text
// (not ok when it is not understood). In rules_text.cpp.
Reading read_said(const std::string& norm);

// Gives `s` what `r` read beside its states: its number, lowest digit, cells, houses, letter,
// total and unnumbered states. In rules_text.cpp.
void take_reading(RuleSentence& s, const Reading& r);

// Whether `norm` (a normalised sentence), after a rule stating `before`, says only what that rule
// means or how it is drawn: a note, as the word-for-word reading takes it after such a rule. In
// rules_text.cpp.
bool notes_rule(const std::string& norm, const std::vector<Stated>& before);

// A rule with what follows from it or examples of it inside the same sentence: asides in
// brackets that start as a consequence does ("(so a 4 cannot touch a 3 or a 5)", "(e.g. the
// centre cell of every box)"; `consequence`), and a tail after a comma, a semicolon or a dash that
// does (", so each diagonal holds 1-9 once", " - for example a 4 can never ..."). The sentence
// without them (`rule`) and they without their leads (`after`, joined by "; "); none when the
// sentence has no such part.
struct RuleAndAfter {
  std::string rule, after;
};
std::optional<RuleAndAfter> rule_and_after(const std::string& norm);

// The kinds `norm` (a normalised sentence) names anywhere in it ("lockout lines: the digits in
// the diamonds ...": lockout lines), the longest name first, and in `number` the number a name
// sets (0 if none). Words that are everyday words too name nothing alone ("odd", "even",
// "parity", "cages", "diagonal", "x", "v", "irregular", "greater than", "an x sum to 10", "odd
// and even"); nor does a kind's name beside a narrower kind's ("slow thermos: ... on a
// thermometer", "little killers: ... with an arrow").
std::vector<Stated> kinds_named_in(const std::string& norm, int& number);

// The first word or phrase of `norm` that could make the rule of `kinds` (the kinds it names or
// explains) weaker than their usual one, or say the sentence is about another rule ("may", "can",
// "allowed", "need", "except", "unless", "unlike", "instead", "wrong", "unknown", "or", "not
// necessarily", "sometimes", "at most", "maximum 5", "only", "if", "twice", "true", a place
// named ("in box 5", "r1c1", "outside box 5"), some digits only ("odd digits", "prime digits"),
// ...), as written; "" when it has none. A modal denied ("can't", "may
// not") strengthens and is not one, nor are "can see" and "can be divided"; nor is "or" between
// houses ("row or column"), reading directions ("left to right or top to bottom") or figures
// (an example), nor in "or more" / "or less" (at least, at most). Where every kind lets digits
// repeat on its drawing (arrows, slow thermometers, whispers, ...), "may repeat" and "or equal"
// say their rule again; a kind's own words pass beside it (Dutch flatmates' 1, 5, 9 and "or",
// the groups' digits and "mod 3", a slow thermometer's "never decrease", parity lines'
// "alternate", "add up to", the words of its names) and some twist it ("the same remainder"
// beside modular lines, "to its left" beside Dutch flatmates).
// With `follows` (the sentence is a consequence or an example: `consequence`), only what could
// weaken the rule counts, not what narrows it: "So a 5 in row 9 must have a 1 above it.", "For
// example, if r2c1 is 3, then r2c3 is a 1." ("does not apply" too).
std::string relaxing_word(const std::string& norm, const std::vector<Stated>& kinds, bool follows = false);

// Where `norm` (a normalised sentence) says it follows from the rules before it or shows an
// instance of them (it starts "So", "This means", "In other words", "For example", "E.g.", "(",
// ..., or has "therefore" or "consequently"): the sentence without those words; else "".
std::string consequence(const std::string& norm);

// The words of the names of the kind `k` (its table line's and the names of several kinds that
// include it: "german whispers", "kropki dots"; "whisper" for "whispers"), lower case. In
// rules_text.cpp, beside the names' table.
const std::set<std::string>& name_words_of(Kind k);

// The lead of `norm` (a normalised sentence): from a preposition of place ("in", "on", "within",
// "along", ...), "only", "except" or "but" (with `conditions`, also "where", "wherever", "when",
// "whenever") to its first comma, when no colon or semicolon comes first; "" when it has none, or
// it is an aside ("in other words").
std::string lead_of(const std::string& norm, bool conditions);

// Where `norm` (a normalised sentence) starts with a place said before its rule ("In the red
// cells, ...", "On exactly one of the lines, ...", "Only in cells with a dot, ..."): the word of
// that lead, up to its comma, that narrows the rule of `kinds` to some place. A lead may name
// only what the rule speaks of: its marks and houses, its kinds' names, their colours and looks,
// and how they are drawn ("Along orange lines, ...", "In every row, column and box, ...", "Along
// any grey line with a circle at each end, ..."); cells said with a colour, a look or "with" are
// some cells, but the place of the kinds drawn in cells (odd, even, minimum, maximum, extra
// regions) unless `rule_reads_alone` (the rule after the comma names its own marks: "In the red
// cells, a digit in a circle is odd"). "" when it has no such lead, or its lead narrows nothing;
// a condition ("Where ...", "When ...") is not a place here.
std::string narrowing_lead(const std::string& norm, const std::vector<Stated>& kinds, bool rule_reads_alone);

// Each sentence of `sentences` (`norms` its normalised texts, one to one) that is not understood
// and is no story gets RuleSentence's `named`, `explains` and `not_taken` (a relaxing word, more
// than two words no rule uses, or a word of another rule: foreign_words); a named sentence whose
// kind takes a number gets (as `number`) the one its name sets or it and its explanations give
// (two different ones, its name's among them: not taken).
void read_loosely(std::vector<RuleSentence>& sentences, const std::vector<std::string>& norms);

}  // namespace sudosat::rules_detail
