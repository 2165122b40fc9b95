// Facts: a clause of a rules text read as the words it is made of, in any order
// (docs/rules-sentences.md, "Facts"). Internal to formats/: rules_text.cpp asks it about every
// clause that no whole statement of its table matches.
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/rules_text.hpp"

namespace sudosat::rules_detail {

// What a clause (or a sentence) states; not ok when it is not understood.
struct Reading {
  std::vector<Stated> states;
  int number = 0;  // as RuleSentence::number
  int lowest = 1;  // as RuleSentence::lowest
  std::string letter;  // as RuleSentence::letter
  std::vector<std::pair<int, int>> cells;  // as RuleSentence::cells
  std::vector<int> houses;  // as RuleSentence::houses
  int total = 0;  // as RuleSentence::total
  std::vector<Stated> unnumbered;  // as RuleSentence::unnumbered
  bool ok = false;
};

// What `clause` (normalised: lower case, single spaces, no quotes) states by its facts: ok
// when every word is in one rule's vocabulary and that rule's defining facts are all there;
// a word outside it ("except", "may", a number the rule does not have) leaves it not ok.
Reading read_facts(const std::string& clause);

// `clause` without an example of digits at its end (", e.g. 3-5-7 or 8-5-2", " (for example 1, 2,
// 3)"): what the rule is said with; `clause` itself when it has none or the example has words.
std::string without_digit_example(const std::string& clause);

// Whether a heading `head` denies ("non-", "anti-", "no", "not", ...) and the statement `rest`
// after its colon does not ("Non-consecutive: adjacent digits can be consecutive."): read with the
// heading's words, the statement would take the heading's denial for its own.
bool denial_only_in_heading(const std::string& head, const std::string& rest);

// A part of the normal rules said alone, some houses unsaid ("every 3x3 box contains the digits
// 1-9", "no digit repeats in a row"): ok, stating Sudoku (with the sentence's number), when with
// the unsaid houses named it would state the normal rules and no more (no diagonal, nothing
// marked, no region or area: a text may have regions of its own). Said after the normal rules
// it repeats them; alone it is stricter than what it says, and the caller must not read it.
Reading partial_sudoku_facts(const std::string& clause);

// A part of chaos construction's rule said alone, connectivity unsaid ("The grid must be divided
// into 9 regions."): ok, stating the rule (with the sentence's count), when with "connected"
// added it would. Beside a sentence that states the whole rule it repeats it; alone it is not
// the rule (regions that need not be connected), and the caller must not read it.
Reading partial_chaos_facts(const std::string& clause);

// For a clause not understood: the table rule whose facts it has and whose vocabulary misses the
// fewest of its words (at most 3), named with those words ("reads like the killercage rule,
// but for \"except\", no word of it"); "" when no rule is that near.
std::string fact_hint(const std::string& clause);

// `norm` (a normalised sentence) with its typos mended: each word of five letters or more that
// no rule knows, one edit (a letter added, dropped or changed, two neighbours swapped) from
// exactly one known word of five letters or more ("themometers", "kinght", "aroow"), replaced by
// that word (a word of four letters only when a letter was dropped: "appy"); `fixed` gets
// "typo -> word" for each. `norm` itself when there is none or more than two. A mended sentence must still be understood as a whole: the caller reads it again.
// Whether some rule's clause may use `word` (lower case): the filler, the colours, the words of
// the table and of the functions.
bool known_word(const std::string& word);

// The words of `clause` (normalised) that a rule of the facts table uses and no line of `kinds`
// does, nor the filler, nor a colour where their lines may name one: another rule's words, or a
// twist of theirs ("columns" in a renban's sentence). Empty when the table has no line of them.
std::vector<std::string> foreign_words(const std::string& clause, const std::vector<Kind>& kinds);

// Whether `word` (lower case) is a colour a mark is drawn in ("purple", "grey") or a look
// ("dotted", "thick").
bool colour_or_look(const std::string& word);

// Whether a and b are one edit apart: a letter added or dropped, one changed, or two
// neighbours swapped.
bool one_edit(std::string_view a, std::string_view b);

std::string mend_typos(const std::string& norm, std::vector<std::string>& fixed);

}  // namespace sudosat::rules_detail
