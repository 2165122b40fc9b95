// Facts: a clause read as the words it is made of (docs/rules-sentences.md, "Facts").
//
// A clause no statement matches may still state a rule in words of its own order: "Fill the
// grid with the digits 1-4 so that no digit repeats in a row, column, or box." It is read as a
// list of words, each of which must belong to the rule's vocabulary (shared filler, the rule's
// own words); a word outside it ("except", "may", "twice", a number) means the clause says
// something else, and it is not understood. The rule is stated when its defining facts are all
// there (for normal sudoku rules: a row, a column and a box or region, and "once" or a negated
// "repeat"). Most rules are a line of the table kFacts (words, facts, what a negation may
// deny); the few whose facts are more than words present (an order, a number) have a function.
// Kept small on purpose: a word list too generous would misread.
#include "rules_facts.hpp"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <set>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <unordered_map>

namespace sudosat::rules_detail {

namespace {

// The clause's words: letters and digits, with "1-9", "1 to 9", "1 through 9" as one range
// token "#9", "3x3" as "#box", and negations ("no", "not", "cannot", "without", "never",
// "may not", "must not", ...) as "#not". Empty when a word cannot be tokenised.
// The length in words of a list of the digits from 1 that starts at raw[i], in order, "and"
// before the last and no figure after it ("1, 2, 3 and 4", its commas gone: 5 words); 0 if
// none starts there. Lists without "and" ("{1,2,3}", an entropic group) are not taken.
std::size_t digit_list(const std::vector<std::string>& raw, std::size_t i) {
  if (raw[i] != "1") return 0;
  int last = 1;
  std::size_t k = i + 1;
  while (k < raw.size() && raw[k] == std::to_string(last + 1)) ++last, ++k;
  if (last < 3 || k + 1 >= raw.size() || raw[k] != "and" || raw[k + 1] != std::to_string(last + 1)) return 0;
  if (k + 2 < raw.size() && !raw[k + 2].empty() && std::isdigit(static_cast<unsigned char>(raw[k + 2][0]))) return 0;
  return k + 2 - i;
}

bool colour_word(const std::string& w);
bool look_word(const std::string& w);

// Where raw[i] is "one" said of a house, pair, line or other mark in place of "each" ("in one
// row", "along one grey line", "in one 3x3 box"), the noun's index (past adjectives); else 0.
std::size_t one_for_each(const std::vector<std::string>& raw, std::size_t i) {
  static const std::set<std::string> kNouns = {"row", "column", "box", "region", "nonet", "pair", "run", "group",
                                               "set", "line", "segment", "diagonal", "cage", "arrow", "thermometer",
                                               "thermo", "circle", "cell", "part", "piece", "section"};
  static const std::set<std::string> kBefore = {"than", "least", "most", "exactly", "within", "form", "forms", "just",
                                                "from"};  // "from one cell to the next"
  if (raw[i] != "one" || (i > 0 && kBefore.count(raw[i - 1]))) return 0;
  std::size_t k = i + 1;
  static const std::set<std::string> kAdjectives = {
      "3x3", "shaded", "marked", "empty", "killer", "little", "small", "outlined", "circled", "renban", "zipper",
      "sequence", "entropic", "modular", "parity", "whispers", "german", "dutch", "palindrome", "between", "lockout",
      "region", "sum", "nabner", "thermometer's", "10", "extra"};
  for (; k < raw.size() && k <= i + 4; ++k) {  // the first noun ("one region", "one region sum line")
    const bool modifier = kAdjectives.count(raw[k]) && k + 1 < raw.size() && (raw[k + 1] == "sum" || raw[k + 1] == "line");
    if (kNouns.count(raw[k]) && !modifier) return k;  // ("region" of "region sum line" a modifier)
    if (!look_word(raw[k]) && !kAdjectives.count(raw[k])) return 0;
  }
  return 0;
}

// Whether the noun of the phrase from raw[i] ("the four surrounding cells", "the shaded boxes")
// is a cell: the first noun within a few words.
bool among_cells(const std::vector<std::string>& raw, std::size_t i) {
  static const std::set<std::string> kNouns = {"cell", "cells", "box", "boxes", "region", "regions", "row", "rows",
                                               "column", "columns", "line", "lines", "cage", "cages", "area", "areas",
                                               "digit", "digits", "number", "numbers", "circle", "circles"};
  for (std::size_t k = i; k < raw.size() && k < i + 5; ++k)
    if (kNouns.count(raw[k])) return raw[k] == "cell" || raw[k] == "cells";
  return false;
}

// Whether raw[i], "one" before "digit" or "number", says one where a rule says each ("one digit
// in a grey square is even", "one digit from 1 to 9 appears once"). Not after "exactly", "at
// least", "than", ...; nor a pair's "one digit ... the other" or a list's ("one from 4-6"); nor
// one of each group ("one digit each from 147, 258 and 369", "one digit from {1,4,7}", "one
// digit from each of ..."); nor "one digit in each cell".
bool one_digit_for_each(const std::vector<std::string>& raw, std::size_t i) {
  auto at = [&](std::size_t k) { return k < raw.size() ? raw[k] : std::string(); };
  static const std::set<std::string> kBefore = {"than", "least", "most", "exactly", "just", "only", "with"};
  if (i > 0 && kBefore.count(raw[i - 1])) return false;
  if (std::any_of(raw.begin() + static_cast<std::ptrdiff_t>(i), raw.end(),
                  [](const std::string& x) { return x == "other" || x == "another"; }))
    return false;  // a pair
  for (std::size_t k = i + 2; k < raw.size(); ++k)  // a list: "one digit from 1-3, one from 4-6 and one from 7-9"
    if (raw[k] == "one" && !kBefore.count(raw[k - 1])) return false;  // ("at least one of": no list)
  const std::string after = at(i + 2);
  if (after == "each") return false;
  if (after == "in" && (at(i + 3) == "each" || at(i + 3) == "every") && (at(i + 4) == "cell" || at(i + 4) == "square"))
    return false;
  if (after == "from") {
    const bool range = at(i + 4) == "to" || at(i + 4) == "through" || at(i + 4) == "-";
    return range;  // "from 1 to 9": which one of them? ("from {1,4,7}", "from each": one of a group)
  }
  return true;
}

std::vector<std::string> fact_words(const std::string& said) {
  // "1..9" is the range "1-9"
  std::string clause = said;
  for (std::size_t at = clause.find(".."); at != std::string::npos; at = clause.find("..", at + 1))
    if (at > 0 && at + 2 < clause.size() && std::isdigit(static_cast<unsigned char>(clause[at - 1])) &&
        std::isdigit(static_cast<unsigned char>(clause[at + 2])))
      clause.replace(at, 2, "-");
  std::vector<std::string> raw;
  std::string cur;
  auto end_word = [&] {  // quotes around a word ('renban') and a possessive (cage's) are no part of it
    if (cur.size() > 2 && cur.compare(cur.size() - 2, 2, "'s") == 0) cur.resize(cur.size() - 2);
    while (!cur.empty() && cur.back() == '\'') cur.pop_back();
    std::size_t lead = 0;
    while (lead < cur.size() && cur[lead] == '\'') ++lead;
    if (lead < cur.size()) raw.push_back(cur.substr(lead));
    cur.clear();
  };
  for (std::size_t i = 0; i < clause.size(); ++i) {
    const char ch = clause[i];
    if (std::isalnum(static_cast<unsigned char>(ch)) || ch == '\'') {
      cur += ch;
    } else {
      end_word();
      // a sign is a word of its own ("cages marked <N"): only the cage bound's facts know "<"
      // and ">"; "≤" and "≥" are words no rule knows (never dropped as a pause would be)
      if (ch == '-' || ch == ':' || ch == '<' || ch == '>') raw.push_back(std::string(1, ch));
      if (clause.compare(i, 3, "\u2264") == 0 || clause.compare(i, 3, "\u2265") == 0) {
        raw.push_back(clause[i + 2] == '\xa4' ? "<=" : ">=");
        i += 2;
      }
    }
  }
  end_word();
  // "3-by-3", "3 by 3", "six-by-six": the size "3x3", "6x6"
  static const char* const kSizes[] = {"two", "three", "four", "five", "six", "seven", "eight", "nine"};
  auto size_digit = [](const std::string& w) {
    if (w.size() == 1 && w[0] >= '2' && w[0] <= '9') return w[0];
    for (std::size_t k = 0; k < std::size(kSizes); ++k)
      if (w == kSizes[k]) return static_cast<char>('2' + k);
    return '\0';
  };
  for (std::size_t i = 0; i + 2 < raw.size(); ++i) {
    const bool dashed = i + 4 < raw.size() && raw[i + 1] == "-" && raw[i + 2] == "by" && raw[i + 3] == "-";
    const std::size_t last = dashed ? i + 4 : i + 2;
    if (!(dashed || raw[i + 1] == "by") || !size_digit(raw[i]) || !size_digit(raw[last])) continue;
    raw[i] = std::string{size_digit(raw[i]), 'x', size_digit(raw[last])};
    raw.erase(raw.begin() + static_cast<std::ptrdiff_t>(i + 1), raw.begin() + static_cast<std::ptrdiff_t>(last + 1));
  }
  auto number = [](const std::string& w) {
    return !w.empty() && w.size() <= 2 && std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
  };
  // Numbers in words where a number is expected: two or more after "least" or "most" ("at least
  // five"; "at least one of the cells" stays words) or before "or more" ("a difference of five or
  // more"), and a range from "one" ("one to nine").
  // Elsewhere "two" stays a word ("two circles").
  static const char* const kNumberWords[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                                             "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                                             "sixteen"};
  auto number_word = [](const std::string& w) {
    for (std::size_t k = 0; k < std::size(kNumberWords); ++k)
      if (w == kNumberWords[k]) return static_cast<int>(k);
    return -1;
  };
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const int v = number_word(raw[i]);
    if (v < 0) continue;
    const bool after_bound = v > 1 && ((i > 0 && (raw[i - 1] == "least" || raw[i - 1] == "most")) ||  // "at least one": a word
                                       (i + 2 < raw.size() && raw[i + 1] == "or" && raw[i + 2] == "more"));
    const bool range_start = (v == 0 || v == 1) && i + 2 < raw.size() &&
                             (raw[i + 1] == "to" || raw[i + 1] == "through" || raw[i + 1] == "-") &&
                             number_word(raw[i + 2]) > 1;
    const bool range_end = i >= 2 && (raw[i - 1] == "to" || raw[i - 1] == "through" || raw[i - 1] == "-") &&
                           (number_word(raw[i - 2]) == 0 || number_word(raw[i - 2]) == 1 || raw[i - 2] == "0" ||
                            raw[i - 2] == "1");
    // "differ by (exactly) two", "a difference of three", "two apart": a difference's amount ("by
    // one" too: it is 1)
    auto differ = [&](std::size_t k) {
      return raw[k] == "differ" || raw[k] == "differs" || raw[k] == "differing" || raw[k] == "apart";
    };
    const bool amount = (i >= 2 && raw[i - 1] == "by" && differ(i - 2)) ||
                        (i >= 3 && raw[i - 1] == "exactly" && raw[i - 2] == "by" && differ(i - 3)) ||
                        (i >= 2 && raw[i - 1] == "of" && raw[i - 2] == "difference") ||
                        (i + 1 < raw.size() && raw[i + 1] == "apart");
    if (after_bound || range_start || range_end || amount) raw[i] = std::to_string(v);
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const std::string& w = raw[i];
    const std::string next = i + 1 < raw.size() ? raw[i + 1] : "";
    // "need not be in order", "don't have to be in order": in any order
    // (built once: this runs for every word of every clause)
    static const std::vector<std::vector<std::string>> kNeedNot = {
        {"need", "not", "be", "in", "order"},          {"needn't", "be", "in", "order"},
        {"do", "not", "need", "to", "be", "in", "order"}, {"don't", "need", "to", "be", "in", "order"},
        {"do", "not", "have", "to", "be", "in", "order"}, {"don't", "have", "to", "be", "in", "order"}};
    std::size_t need_not = 0;
    if (w == "need" || w == "needn't" || w == "do" || w == "don't")
      for (const std::vector<std::string>& words : kNeedNot)
        if (i + words.size() <= raw.size() &&
            std::equal(words.begin(), words.end(), raw.begin() + static_cast<std::ptrdiff_t>(i)))
          need_not = words.size();
    if (need_not > 0) {
      out.insert(out.end(), {"in", "any", "order"});
      i += need_not - 1;
    } else if ((w == "minimum" || w == "maximum") && (number(next) || (next == "of" && i + 2 < raw.size() &&
                                                                          number(raw[i + 2])))) {
      out.insert(out.end(), {"at", w == "minimum" ? "least" : "most"});  // "a difference (of) minimum 5"
      if (next == "of") ++i;
    } else if (w == "no" && (next == "less" || next == "fewer") && i + 2 < raw.size() && raw[i + 2] == "than") {
      out.insert(out.end(), {"at", "least"});  // "a difference of no less than 5": at least 5
      i += 2;
    } else if (w == "not" && (next == "necessarily" || next == "necessary") && i + 3 < raw.size() && raw[i + 2] == "in" &&
        raw[i + 3] == "order") {
      out.insert(out.end(), {"in", "any", "order"});  // "not necessarily in order": in any order
      i += 3;
    } else if (w == "1" && i + 2 < raw.size() && (next == "-" || next == "to" || next == "through") && number(raw[i + 2])) {
      out.push_back("#" + raw[i + 2]);
      i += 2;
    } else if (w == "0" && i + 2 < raw.size() && (next == "-" || next == "to" || next == "through") && number(raw[i + 2])) {
      out.push_back("#z" + raw[i + 2]);  // "0-8": a range from 0, which only the sudoku facts know
      i += 2;
    } else if (w.size() == 3 && std::isdigit(static_cast<unsigned char>(w[0])) && w[1] == 'x' &&
               std::isdigit(static_cast<unsigned char>(w[2]))) {
      // "this 4x4 grid": the grid's size, which only the sudoku facts know (a number to agree with)
      out.push_back(next == "grid" && w[0] == w[2] ? "#grid" + w.substr(0, 1) : "#box");
    } else if (const std::size_t listed = digit_list(raw, i); listed > 0) {
      out.push_back("#" + raw[i + listed - 1]);  // "1, 2, 3 and 4": the digits 1 to 4
      i += listed - 1;
    } else if (w == "no" && next == "matter" && i + 2 < raw.size() && (raw[i + 2] == "where" || raw[i + 2] == "how") &&
               std::find(raw.begin() + static_cast<std::ptrdiff_t>(i + 3),
                         raw.begin() + static_cast<std::ptrdiff_t>(std::min(raw.size(), i + 7)), "not") ==
                   raw.begin() + static_cast<std::ptrdiff_t>(std::min(raw.size(), i + 7))) {
      out.push_back("anywhere");  // "no matter where they are on the line": no negation
      i += 2;
    } else if ((w == "may" || w == "can" || w == "must" || w == "do" || w == "does" || w == "will" || w == "should") &&
               (next == "not" || next == "never")) {  // ("may never": never)
      out.push_back("#not");
      ++i;
    } else if (w == "no" || w == "not" || w == "nor" || w == "neither" || w == "cannot" || w == "can't" || w == "without" || w == "never" ||
               w == "don't" || w == "doesn't" || w == "mustn't" || w == "won't" || w == "cant" || w == "dont" ||
               w == "doesnt" || w == "mustnt" || w == "wont" || w == "shouldnt" || w == "shouldn't" || w == "none") {
      // "no two digits are not equal": "no" and its verb denied, a double negation (the sentence
      // goes on past a clause's end: "no dot between two cells, they are not ...")
      bool twice = false;  // ("cells with no dot between them cannot be ...": "no" in a phrase of its own)
      const bool phrase = i > 0 && (raw[i - 1] == "with" || raw[i - 1] == "is" || raw[i - 1] == "are");
      for (std::size_t k = i + 1; w == "no" && !phrase && k < raw.size() && k <= i + 4 && !twice; ++k) {
        const std::string& x = raw[k];
        if (x == "and" || x == "or" || x == "but" || x == "if" || x == "then" || x == "they" || x == "it" ||
            x == "them" || x == "where" || x == "when" || x == "which" || x == "that")
          break;
        const std::string& verb = raw[k - 1];  // "are not", not "no repeats, not necessarily in order"
        twice = (x == "not" && (verb == "are" || verb == "is" || verb == "be" || verb == "may" || verb == "can" ||
                                verb == "must" || verb == "should" || verb == "will" || verb == "do" || verb == "does")) ||
                x == "cannot" || x == "can't" || x == "cant" || x == "don't" || x == "dont" || x == "doesn't" ||
                x == "doesnt" || x == "mustn't" || x == "mustnt" || x == "never";
      }
      out.push_back(twice ? "#notnot" : "#not");
    } else if ((number(w) || w == "two" || w == "three") && next == "-" && i + 2 < raw.size() && raw[i + 2] == "digit") {
      out.push_back("#multidigit");  // "2-digit", "two-digit"
      i += 2;
    } else if (number(w) && next == ":" && i + 2 < raw.size() && number(raw[i + 2])) {
      out.push_back("#" + w + ":" + raw[i + 2]);  // a ratio, "2:1"
      i += 2;
    } else if (number(w) && w != "1" && next == "to" && i + 2 < raw.size() && raw[i + 2] == "1") {
      out.push_back("#" + w + ":1");  // a ratio, "2 to 1" ("1 to 2" is a range, #2, which the ratio knows)
      i += 2;
    } else if (w == "at" && next == "most" && i + 2 < raw.size() && raw[i + 2] == "once") {
      out.push_back("#atmostonce");  // "appears at most once": only the killer's and sudoku's facts know it
      i += 2;
    } else if (w == "more" && next == "than" && i + 2 < raw.size() && raw[i + 2] == "once") {
      out.push_back("repeat");  // "appears more than once": repeats
      i += 2;
    } else if (w == "one" && next == "of" && i + 2 < raw.size() && raw[i + 2] == "each") {
      out.insert(out.end(), {"each", "once"});  // "one of each digit": each digit once
      i += 2;
    } else if (w == "one" && next == "of" && i > 0 && (raw[i - 1] == "every" || raw[i - 1] == "each")) {
      ++i;  // "every one of the regions": every region
    } else if (const std::size_t noun = one_for_each(raw, i); noun > 0) {
      // "one row, column and box", "one pair of neighbouring digits", "along one grey line": one
      // for each, a weaker rule (a word no rule knows); "more than one box", "within one box",
      // "form one region", "exactly one circle" stay words. Denied before it, in its clause, it
      // is any one: "a digit never appears twice in one cage" (in any cage), the "one" dropped.
      bool denied = false;
      for (std::size_t k = out.size(); k-- > 0 && !denied;) {
        if (out[k] == "and" || out[k] == "or" || out[k] == "but" || out[k] == "if" || out[k] == "where" ||
            out[k] == "when" || out[k] == "which" || out[k] == "that")
          break;
        denied = out[k] == "#not";
      }
      if (denied) continue;
      out.push_back("one-" + raw[noun]);
      i = noun;
    } else if (w == "one" && next == "of" &&
               !(i > 0 && (raw[i - 1] == "least" || raw[i - 1] == "most" || raw[i - 1] == "exactly" ||
                           raw[i - 1] == "than" || raw[i - 1] == "each" || raw[i - 1] == "every")) &&
               !(i > 0 && (raw[i - 1] == "in" || raw[i - 1] == "to" || raw[i - 1] == "into" || raw[i - 1] == "among") &&
                 among_cells(raw, i + 2)) &&
               std::none_of(raw.begin() + static_cast<std::ptrdiff_t>(i), raw.end(),
                            [](const std::string& x) { return x == "other" || x == "another"; })) {
      // "one of which adds up to 10", "contains one of the digits 1 to 9", "in one of the shaded
      // boxes": one, not each or all (a word no rule knows); "at least one of", "one of the digits
      // is double the other", a cell ("appear in one of the surrounding cells") stay words
      out.push_back("#oneof");
      ++i;
    } else if (w == "one" && (next == "digit" || next == "number") && one_digit_for_each(raw, i)) {
      out.push_back("one-digit");  // "one digit in a grey square is even": one, not each (a word no rule knows)
      ++i;
    } else if (w == "one" && (next == "holds" || next == "is" || next == "has" || next == "contains" || next == "must") &&
               !(i > 0 && (raw[i - 1] == "least" || raw[i - 1] == "most" || raw[i - 1] == "exactly" ||
                           raw[i - 1] == "than" || raw[i - 1] == "only" || raw[i - 1] == "each" || raw[i - 1] == "every" ||
                           raw[i - 1] == "which" || raw[i - 1] == "if" || raw[i - 1] == "when" || raw[i - 1] == "where" ||
                           raw[i - 1] == "unless" || raw[i - 1] == "no")) &&
               std::count(raw.begin(), raw.end(), "one") == 1 &&
               std::none_of(raw.begin() + static_cast<std::ptrdiff_t>(i), raw.end(),
                            [](const std::string& x) { return x == "other" || x == "another"; })) {
      // "one holds a run of ...": one (of the lines?), not each: a word no rule knows ("which one
      // is", "one is odd, the other even", "one low, one middle, one high", "one can see" stay words)
      out.push_back("#onesubject");
    } else if (w == "one" && next == "time" && !(i > 0 && raw[i - 1] == "at")) {
      out.push_back("once");  // "each of them one time"
      ++i;
    } else if (w == "only" && next == "one") {
      out.push_back("#onlyone");  // "only one digit", "smaller than only one neighbour": a word no rule knows
      ++i;
    } else if (w == "-" || w == ":") {
      continue;  // a dash between words, a colon after a heading: a pause
    } else if (w == "such" && (next == "a" || next == "an" || next == "lines" || next == "cages" || next == "arrows" ||
                               next == "thermometers" || next == "circles" || next == "diagonals")) {
      continue;  // "on such a line": the one just named ("all such pairs" stays a word)
    } else {
      out.push_back(w);
    }
  }
  // "must not not repeat", "are not never adjacent": a double negation, which no rule says;
  // "yellow lines are not nabner lines": a kind denied, whatever follows
  static const std::set<std::string> kKindWords = {
      "nabner", "renban", "renbans", "whispers", "whisper", "palindrome", "palindromes", "thermometer", "thermometers",
      "thermo", "thermos", "killer", "kropki", "german", "dutch", "entropic", "modular", "parity", "zipper", "lockout",
      "clone", "clones", "quadruple", "quadruples", "sandwich", "skyscraper", "skyscrapers"};  // ("without arrows": a drawing)
  for (std::size_t k = 0; k + 1 < out.size(); ++k) {
    if (out[k] != "#not") continue;
    const std::size_t at = out[k + 1] == "a" || out[k + 1] == "an" ? k + 2 : k + 1;
    if (out[k + 1] == "#not" || (at < out.size() && kKindWords.count(out[at]))) {
      out[k] = out[k + 1] == "#not" ? "#notnot" : "#notkind";
      out.erase(out.begin() + static_cast<std::ptrdiff_t>(k) + 1);
    }
  }
  return out;
}

// A set of words: sorted views of static text (the tables' literals, never a temporary), built
// at first use in one allocation (as std::set<std::string>, building them all took 1.3M
// instructions of a fresh process, and as much again to destroy them at exit).
class Words {
 public:
  Words(std::initializer_list<std::string_view> words) : words_(words) { tidy(); }
  bool count(std::string_view w) const { return std::binary_search(words_.begin(), words_.end(), w); }
  void insert(std::initializer_list<std::string_view> words) { insert(words.begin(), words.end()); }
  template <class It>
  void insert(It first, It last) {
    words_.insert(words_.end(), first, last);
    tidy();
  }
  std::vector<std::string_view>::const_iterator begin() const { return words_.begin(); }
  std::vector<std::string_view>::const_iterator end() const { return words_.end(); }

 private:
  void tidy() {
    std::sort(words_.begin(), words_.end());
    words_.erase(std::unique(words_.begin(), words_.end()), words_.end());
  }
  std::vector<std::string_view> words_;
};

// Words any rule's clause may use without changing it.
const Words& filler_words() {
  static const Words words = {
    "the", "a", "an", "each", "every", "all", "any", "in", "into", "of", "to", "from", "with", "so", "that",
    "and", "or", "ie", "i", "e", "is", "are", "be", "must", "should", "will", "only", "exactly", "once",
    "one", "time", "digits", "digit", "numbers", "number", "values", "value", "its", "their", "it", "they", "those",
    "within", "along", "on", "also", "again", "here", "please", "usual", "normal", "standard", "classic", "these",
    "regular", "rules", "rule", "apply", "applies", "sudoku", "#not", "his", "them", "additionally", "furthermore",
    "moreover", "filled", "sit", "sits", "sitting"};
  return words;
}

// The colour words a line's clause may name (colours_of records them for the drawing).
const Words& colour_words() {
  static const Words colours = {"grey", "gray", "purple", "pink", "violet", "magenta", "green",
                                                "lime", "orange", "yellow", "blue", "light", "dark", "teal",
                                                "cyan", "red", "brown", "black", "white", "beige", "lavender", "coloured",
                                                "colored", "peach", "salmon", "tan", "olive", "navy", "maroon", "turquoise",
                                                "aqua", "gold", "golden", "silver", "indigo", "mauve", "lilac", "crimson",
                                                "amber", "khaki", "rose", "mint", "cream", "sky", "azure", "fuchsia"};
  return colours;
}
bool colour_word(const std::string& w) { return colour_words().count(w) > 0; }

// How a line (or another mark that may name its colour) looks, beside its colour: how it is
// drawn ("a dotted line", "the thick grey lines"). No meaning of its own: it says which marks.
const Words& look_words() {
  static const Words looks = {"dotted", "dashed", "thick", "thin", "faint", "bold"};
  return looks;
}
// A colour or a look.
bool look_word(const std::string& w) { return colour_word(w) || look_words().count(w) > 0; }

// A number word of one or two digits ("4", "10").
bool small_number(const std::string& w) {
  return !w.empty() && w.size() <= 2 &&
         std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

// Every word in the filler, the rule's own words or (for lines) a colour; `seen` collects the
// words. False at the first word outside.
bool all_known(const std::vector<std::string>& words, const Words& own, bool colours,
               std::set<std::string>& seen) {
  for (const std::string& w : words) {
    if (!filler_words().count(w) && !own.count(w) && !(colours && look_word(w))) return false;
    seen.insert(w);
  }
  return true;
}

bool any_of_words(const std::set<std::string>& seen, std::initializer_list<const char*> words) {
  for (const char* w : words)
    if (seen.count(w)) return true;
  return false;
}

// A reading that states `s` alone.
Reading stating(Stated s) {
  Reading r;
  r.ok = true;
  r.states = {s};
  return r;
}

// `words` but one number of 1 to `max_digits` digits, which goes to r.number (it must be 1 or
// more) and is left out of `rest`. False when there are two.
bool take_number(const std::vector<std::string>& words, std::size_t max_digits, Reading& r,
                 std::vector<std::string>& rest) {
  for (const std::string& w : words) {
    const bool digits = !w.empty() && w.size() <= max_digits &&
                        std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
    if (!digits) {
      rest.push_back(w);
      continue;
    }
    if (r.number != 0 || std::stoi(w) < 1) return false;
    r.number = std::stoi(w);
  }
  return true;
}

// `words` but one range ("1-9": the token "#9"), whose N goes to r.number and is left out of
// `rest`. False when there are two.
bool take_range(const std::vector<std::string>& words, Reading& r, std::vector<std::string>& rest) {
  for (const std::string& w : words) {
    if (w.size() > 1 && w[0] == '#' && std::isdigit(static_cast<unsigned char>(w[1]))) {
      if (r.number != 0) return false;
      r.number = std::stoi(w.substr(1));
    } else {
      rest.push_back(w);
    }
  }
  return true;
}

// Every word in `own` (no filler); `seen` collects them. False at the first other word.
bool only_words(const std::vector<std::string>& words, const Words& own, std::set<std::string>& seen) {
  for (const std::string& w : words) {
    if (!own.count(w)) return false;
    seen.insert(w);
  }
  return true;
}

// The words sudoku_facts knows beside the filler.
const Words& sudoku_words() {
  static const Words words = {
      "fill", "filled", "place", "placed", "put", "write", "enter", "appear", "appears", "contain", "contains",
      "containing", "grid", "cell", "cells", "row", "rows", "column", "columns", "box", "boxes", "region",
      "regions", "nonet", "nonets", "block", "blocks", "#box", "each", "across", "per", "through", "up",
      "occur", "occurs", "area", "areas", "from", "bold", "bordered", "outlined", "marked", "main", "diagonal",
      "diagonals",
      "repeat", "repeats", "repeating", "repeated", "duplicate", "duplicates", "can", "does", "do", "for",
      "have", "has", "used", "use", "same", "repetition", "repetitions", "empty", "such", "different", "distinct",
      "hold", "holds", "complete", "may", "insert", "this", "twice", "include", "includes", "including", "them",
      "exactly", "irregular", "irregularly", "shaped", "jigsaw", "every"};
  return words;
}

// Normal sudoku rules in words of their own: every row, column and box (or region), once.
Reading sudoku_facts(const std::vector<std::string>& said) {
  std::vector<std::string> words = said;  // at most once in a house of n cells: once
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i] == "#atmostonce") words[i] = "once";
    // "every row, column and 2x2 square": a box
    if ((words[i] == "square" || words[i] == "squares") && i > 0 && words[i - 1] == "#box") words[i] = "box";
  }
  const Words& own = sudoku_words();
  Reading r;
  std::vector<std::string> rest;  // the words but the range, whose N is the number
  int grid = 0;  // "this 4x4 grid": 4
  static const char* const kCounts[] = {"four", "five", "six", "seven", "eight", "nine"};
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    const bool zero = w.size() > 2 && w.compare(0, 2, "#z") == 0;  // "0-8"
    if (w.size() == 6 && w.compare(0, 5, "#grid") == 0) {  // "this 4x4 grid": checked below
      grid = w[5] - '0';
      continue;
    }
    // "all four digits", "all 9 digits": the digits 1 to N (the same N as a range beside it)
    int count = 0;
    if (i > 0 && words[i - 1] == "all" && i + 1 < words.size() && words[i + 1] == "digits") {
      for (std::size_t k = 0; k < std::size(kCounts); ++k)
        if (w == kCounts[k]) count = static_cast<int>(k) + 4;
      if (w.size() == 1 && w[0] >= '4' && w[0] <= '9') count = w[0] - '0';
    }
    // "each of the nine 3x3 boxes": how many houses, no digit
    // (past a few adjectives: "the nine irregularly shaped, bold-outlined regions")
    bool houses = false;
    for (std::size_t k = i + 1; k < words.size() && k <= i + 5 && !houses && words[k] != "of"; ++k)
      houses = words[k] == "#box" || words[k] == "boxes" || words[k] == "regions" || words[k] == "nonets" ||
               words[k] == "blocks" || words[k] == "rows" || words[k] == "columns";
    if (houses && (w == "nine" || w == "six" || w == "four" || w == "9" || w == "6" || w == "4")) continue;
    if (count != 0) {
      if (r.number != 0 && (r.number != count || r.lowest != 1)) return {};
      r.number = count;
    } else if (zero || (w.size() > 1 && w[0] == '#' && std::isdigit(static_cast<unsigned char>(w[1])))) {
      const int n = std::stoi(w.substr(zero ? 2 : 1));
      if (r.number != 0 && (r.number != n || zero)) return {};
      r.number = n;
      r.lowest = zero ? 0 : 1;
    } else {
      rest.push_back(w);
    }
  }
  // the grid's size said: n digits, 1 to n or 0 to n-1
  if (grid != 0 && r.number == 0) r.number = grid;
  if (grid != 0 && r.number != (r.lowest == 0 ? grid - 1 : grid)) return {};
  std::set<std::string> seen;
  if (!all_known(rest, own, false, seen) || (r.lowest == 0 && r.number == 0)) return {};
  // "contains one digit once": one, not every ("one digit in each cell" is where they go)
  for (std::size_t i = 0; i + 1 < rest.size(); ++i)
    if (rest[i] == "one" && (rest[i + 1] == "digit" || rest[i + 1] == "number") &&
        !(i + 3 < rest.size() && rest[i + 2] == "in" && (rest[i + 3] == "each" || rest[i + 3] == "every") &&
          i + 4 < rest.size() && (rest[i + 4] == "cell" || rest[i + 4] == "square")))
      return {};
  // "twice" is the repeat ("no digit appears twice"); beside another ("no digit repeats twice":
  // thrice?) it is not understood
  const bool repeat_word = any_of_words(seen, {"repeat", "repeats", "repeating", "repeated", "duplicate", "duplicates",
                                               "repetition", "repetitions"});
  if (seen.count("twice") && repeat_word) return {};
  const bool repeats = repeat_word || seen.count("twice") > 0;
  const bool negated = seen.count("#not") > 0;
  // "once", "no digit repeats", or the digits 1 to N placed in each house of N cells; a
  // "repeat" with no negation, or a negation with no repeat (what does it deny?), is not this rule
  // ("all rows and columns must contain different digits": SudokuMaker's words)
  const bool different = any_of_words(seen, {"different", "distinct"});
  const bool distinct =
      ((seen.count("once") || r.number != 0 || different) && !repeats && !negated) || (repeats && negated && !different);
  if (!any_of_words(seen, {"row", "rows"}) || !any_of_words(seen, {"column", "columns"}) || !distinct) return {};
  if (!any_of_words(seen, {"box", "boxes", "region", "regions", "nonet", "nonets", "block", "blocks", "area", "areas",
                           "#box"})) {
    // rows and columns only ("place 1-6 once in every row and column"): with no regions drawn,
    // a Latin square; a diagonal or "marked" here is another statement
    if (any_of_words(seen, {"diagonal", "diagonals", "marked", "main"})) return {};
    r.states = {Stated{Stated::RowsColumns}};
    r.ok = true;
    return r;
  }
  r.states = {Stated{Stated::Sudoku}};
  if (any_of_words(seen, {"diagonal", "diagonals"})) {  // "each row, column, box and marked diagonal"
    if (!any_of_words(seen, {"marked", "main"})) return {};
    r.states.push_back({Stated::Rule, Kind::Diagonal});
  } else if (any_of_words(seen, {"marked", "main"})) {
    // "rows, columns and marked regions": the grid's regions, when no other house is named
    // (SudokuMaker's "Digits cannot repeat in marked regions."); "boxes and marked regions" are two
    const auto marked = std::find(rest.begin(), rest.end(), "marked");
    const bool regions_marked = !seen.count("main") && marked + 1 < rest.end() &&
                                (marked[1] == "regions" || marked[1] == "region") &&
                                !any_of_words(seen, {"box", "boxes", "nonet", "nonets", "block", "blocks", "area",
                                                     "areas", "#box"}) &&
                                std::count(rest.begin(), rest.end(), "marked") == 1;
    if (!regions_marked) return {};
  }
  r.ok = true;
  return r;
}

// The words killer_facts knows beside the filler.
const Words& killer_words() {
  static const Words words = {
      "cage", "cages", "sum", "sums", "total", "totals", "add", "adds", "up", "clue", "clues", "given", "shown",
      "indicated", "provided", "written", "printed", "top", "upper", "left", "corner", "small", "if", "where", "wherever",
      "when", "repeat", "repeats", "repeating", "repeated", "can", "does", "do", "have", "has", "by", "at",
      "include", "includes", "may", "cell", "cells", "give", "gives",
      "show", "shows", "contain", "contains", "containing", "equal", "equals", "which", "hand", "sometimes",
      "some", "match", "matches", "indicate", "indicates", "appear", "appears", "killer", "twice", "different",
      "distinct", "inside", "unique", "them", "used", "use", "repetition", "repetitions", "allowed", "summing", "whose",
      "dashed", "dotted", "corners", "little", "there", "contents"};  // "digits in the dashed cages sum to ..."
  return words;
}

// A killer cage's rule (or one half) in words of its own: digits in cages sum to the clue,
// digits in cages do not repeat. "Some cages have no total given" is a note: a cage without a
// sum is still a killer cage.
Reading killer_facts(const std::vector<std::string>& said) {
  std::vector<std::string> words;  // "each digit appears at most once" in a cage: no repeat
  for (std::size_t i = 0; i < said.size(); ++i)
    if (said[i] == "#atmostonce") words.insert(words.end(), {"#not", "repeat"});
    else if ((said[i] == "different" || said[i] == "distinct") && i + 3 < said.size() && said[i + 1] == "from" &&
             ((said[i + 2] == "one" && said[i + 3] == "another") || (said[i + 2] == "each" && said[i + 3] == "other")))
      words.push_back(said[i]), i += 3;  // "different from one another": different (of what, checked below)
    else if (said[i] == "same" && i + 1 < said.size() && (said[i + 1] == "cage" || said[i + 1] == "cages")) continue;  // "in the same cage": which one
    else words.push_back(said[i]);
  const Words& own = killer_words();
  std::set<std::string> seen;
  if (!all_known(words, own, false, seen)) return {};
  // a corner is where the clue is written ("the total in its top left corner"), after the clue:
  // "Only in the corners: digits cannot repeat in a cage" places the rule
  bool clue = false;
  for (const std::string& w : words) {
    if ((w == "corner" || w == "corners") && !clue) return {};
    clue = clue || w == "clue" || w == "clues" || w == "total" || w == "totals" || w == "sum" || w == "sums" ||
           w == "number" || w == "numbers";
  }
  const bool cage = any_of_words(seen, {"cage", "cages"}), negated = seen.count("#not") > 0;
  if (cage && seen.count("some") && any_of_words(seen, {"have", "has"}) &&
      std::count(words.begin(), words.end(), "#not") == 1 &&
      !any_of_words(seen, {"repeat", "repeats", "repeating", "repeated", "twice", "different", "distinct", "add", "adds",
                           "equal", "equals", "match", "matches", "contain", "contains", "containing", "include",
                           "includes", "sums"}))
    for (std::size_t i = 0; i + 1 < words.size(); ++i)
      if (words[i] == "#not" && (words[i + 1] == "total" || words[i + 1] == "clue" || words[i + 1] == "sum")) {
        for (std::size_t j = i + 2; j < words.size(); ++j)  // "no total (given)", nothing else after it
          if (words[j] != "given" && words[j] != "shown" && words[j] != "written" && words[j] != "indicated" &&
              words[j] != "provided" && words[j] != "printed")
            return {};
        return stating(Stated{Stated::Note});
      }
  const bool sum = any_of_words(seen, {"sum", "sums", "summing", "total", "totals", "add", "adds"});
  const bool repeats =
      any_of_words(seen, {"repeat", "repeats", "repeating", "repeated", "twice", "repetition", "repetitions"});
  // "digits within a cage are all different", "cages hold distinct digits": of the digits only
  // (the word last, or before "digits"), digits named; "a different total" and "cage totals are
  // all different" (the totals differ from each other) are other rules
  bool different = false;
  const bool digits_named = any_of_words(seen, {"digits", "digit", "numbers", "number", "values", "value"});
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == "different" || words[i] == "distinct" || words[i] == "unique") {
      const std::string next = i + 1 < words.size() ? words[i + 1] : "";
      std::size_t j = i;  // the subject: the word before "(must) (be|are) (all)"
      while (j > 0 && (words[j - 1] == "all" || words[j - 1] == "are" || words[j - 1] == "is" || words[j - 1] == "be" ||
                       words[j - 1] == "must" || words[j - 1] == "should" || words[j - 1] == "will" ||
                       words[j - 1] == "always" || words[j - 1] == "also"))
        --j;
      const std::string subject = j > 0 ? words[j - 1] : "";
      // "digits are all different within each cage": where, of the digits named before it
      const bool where = (next == "within" || next == "in") && j < i &&
                         (subject == "digits" || subject == "numbers" || subject == "values");
      if (!next.empty() && next != "digits" && next != "numbers" && next != "values" && next != "digit" &&
          next != "and" && !where)
        return {};
      if (subject == "total" || subject == "totals" || subject == "sum" || subject == "sums" || subject == "clue" ||
          subject == "clues" || (!digits_named && next.empty()))
        return {};
      different = true;
    }
  // "equal sum cages", "cages of equal totals": sums equal to each other, not to a clue
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == "equal" && (words[i + 1] == "sum" || words[i + 1] == "sums" || words[i + 1] == "total" ||
                                words[i + 1] == "totals"))
      return {};
  // "digits in a cage sum to the clue and may repeat": a sum cage
  if (cage && sum && repeats && !negated && any_of_words(seen, {"may", "can"})) {
    Reading r;
    r.ok = true;
    r.states = {Stated{Stated::Rule, Kind::SumCage}};
    return r;
  }
  // a negation that does not deny a repeat ("digits in cages do not sum to ...") is another rule;
  // "different" said with a negation or a repeat: which?
  if (different && (negated || repeats)) return {};
  // every negation must deny the repeat, within a few words of it ("cannot repeat", "no digit may
  // repeat", "none of them repeats", "no digit can be used twice"), in its own clause: "not all
  // cages have a total; digits may repeat" denies the totals, and lets digits repeat
  for (std::size_t i = 0; negated && i < words.size(); ++i) {
    if (words[i] != "#not") continue;
    bool denies = false;
    for (std::size_t j = i + 1; j < words.size() && j <= i + 5 && !denies; ++j) {
      if (words[j] == "and" || words[j] == "or" || words[j] == "but" || words[j] == "if" || words[j] == "where" ||
          words[j] == "when" || words[j] == "which" || words[j] == "total" || words[j] == "totals" ||
          words[j] == "sum" || words[j] == "sums" || words[j] == "clue" || words[j] == "clues")
        break;  // (the totals denied a repeat: "no total can be used twice")
      denies = words[j] == "repeat" || words[j] == "repeats" || words[j] == "repeating" || words[j] == "repeated" ||
               words[j] == "twice" || words[j] == "repetition" || words[j] == "repetitions";
    }
    if (!denies) return {};
  }
  if (!cage || negated != repeats) return {};
  const bool distinct = repeats || different;
  if (!sum && !distinct) return {};
  if (distinct && seen.count("some")) return {};  // "some cages have no repeated digits": and the others?
  Reading r;
  r.ok = true;
  if (sum && distinct) r.states = {Stated{Stated::Rule, Kind::Killer}};
  else if (sum) r.states = {Stated{Stated::CageSum}};
  else r.states = {Stated{Stated::CageDistinct}};
  return r;
}

// The words bound_facts knows beside the filler.
const Words& bound_words() {
  static const Words words = {
      "cage", "cages", "clue", "clues", "sum", "sums", "total", "totals", "add", "adds", "up", "<", ">", "less",
      "smaller", "lower", "below", "greater", "more", "larger", "higher", "bigger", "above", "than", "strictly",
      "marked", "with", "has", "have", "containing", "contains", "show", "shows", "give", "gives", "given",
      "indicate", "indicates", "mean", "means", "bound", "sign", "signs", "symbol", "symbols", "inequality", "n",
      "if", "where", "whose", "then", "respectively", "by", "number", "its", "their", "labelled", "labeled",
      "preceded", "before", "shown", "written", "which"};
  return words;
}

// A killer cage's clue with an inequality sign ("<N", ">N"): the sum of its digits is less
// (greater) than N. Each sign named must be explained by a comparison of its own direction, in
// the same order ("with < or > ... less or greater than"); a placeholder for the number is "n"
// only (a digit, "at most", "or equal", a negation: not this rule). Distinctness is not stated
// here: the killer rule (or "digits do not repeat in cages") gives it.
Reading bound_facts(const std::vector<std::string>& words) {
  const Words& own = bound_words();
  std::set<std::string> seen;
  if (!all_known(words, own, false, seen) || seen.count("#not")) return {};
  if (!any_of_words(seen, {"cage", "cages"}) || !any_of_words(seen, {"sum", "sums", "total", "totals", "add", "adds"}))
    return {};
  std::string signs, comparisons;  // '<' or '>' in order of first appearance
  auto note = [](std::string& order, char c) {
    if (order.find(c) == std::string::npos) order += c;
  };
  bool needs_than = false;
  for (const std::string& w : words) {
    if (w == "<" || w == ">") note(signs, w[0]);
    const bool less = w == "less" || w == "smaller" || w == "lower";
    const bool greater = w == "greater" || w == "more" || w == "larger" || w == "higher" || w == "bigger";
    if (less || w == "below") note(comparisons, '<');
    if (greater || w == "above") note(comparisons, '>');
    needs_than = needs_than || less || greater;
  }
  if (signs.empty() || signs != comparisons || (needs_than && !seen.count("than"))) return {};
  return stating(Stated{Stated::Rule, Kind::KillerBound});
}

// The words product_facts knows beside the filler.
const Words& product_words() {
  static const Words words = {
      "cage", "cages", "product", "products", "multiply", "multiplies", "multiplied", "multiplication", "together",
      "give", "gives", "given", "clue", "clues", "shown", "show", "shows", "indicated", "written", "printed", "top",
      "upper", "left", "corner", "small", "if", "where", "repeat", "repeats", "repeating", "repeated", "can",
      "does", "do", "have", "has", "by", "at", "equal", "equals", "which", "x", "marked", "with", "whose",
      "kenken", "as", "like", "may", "inside", "to", "dashed", "dotted", "cell", "cells", "contain", "contains",
      "containing", "indicate", "indicates", "provided", "when", "you", "get", "outlined"};
  return words;
}

// A product cage's rule (or its product half) in words of its own: digits in a cage multiply to
// the clue, and do not repeat. Without the denied repeat it is the product half ("cage
// product"), which needs "digits do not repeat in cages" beside it, as a cage sum does; a repeat
// allowed, a sum, a negation of anything else: not this rule.
Reading product_facts(const std::vector<std::string>& words) {
  const Words& own = product_words();
  std::set<std::string> seen;
  if (!all_known(words, own, false, seen)) return {};
  const bool cage = any_of_words(seen, {"cage", "cages"}), negated = seen.count("#not") > 0;
  const bool product =
      any_of_words(seen, {"product", "products", "multiply", "multiplies", "multiplied", "multiplication"});
  const bool repeats = any_of_words(seen, {"repeat", "repeats", "repeating", "repeated"});
  if (!cage || !product || negated != repeats) return {};
  return stating(repeats ? Stated{Stated::Rule, Kind::ProductCage} : Stated{Stated::CageProduct});
}

// The words thermo_facts knows beside the filler.
const Words& thermo_words() {
  static const Words words = {
      "thermometer", "thermometers", "thermo", "thermos", "line", "lines", "increase", "increases",
      "increasing", "ascend", "ascends", "strictly", "bulb", "bulbs", "tip", "end", "moving", "away", "stay",
      "stays", "remain", "remains", "same", "as", "you", "move", "go", "starting", "start", "starts", "either",
      "tips", "s", "along", "towards", "toward", "at", "repeat", "repeats", "slow", "decrease", "decreases", "flat",
      "get", "gets", "larger", "bigger", "higher", "rise", "rises", "rising", "grow", "grows", "round", "has", "have",
      "travel", "travels", "travelling", "traveling", "going", "other", "opposite", "far", "placed", "but", "than",
      "before", "previous", "by", "greater", "equal", "counting", "beginning", "begin", "begins", "climb", "climbs",
      "climbing", "steadily"};
  return words;
}

// Thermometers: digits increase from the bulb (the word after "from" must be the bulb: "from
// the tip" reverses the rule); "or stay the same" makes it a slow thermometer, and so does "may
// stay the same" after "never decrease".
Reading thermo_facts(const std::vector<std::string>& all_words) {
  const Words& own = thermo_words();
  // "increase towards the bulb": the rule turned round (toward the bulb is down)
  for (std::size_t i = 0; i + 1 < all_words.size(); ++i)
    if (all_words[i] == "towards" || all_words[i] == "toward") {
      const std::size_t k = all_words[i + 1] == "the" || all_words[i + 1] == "its" ? i + 2 : i + 1;
      if (k < all_words.size() && (all_words[k] == "bulb" || all_words[k] == "bulbs")) return {};
    }
  // "increase by (exactly) one": a step the rule does not have (a thermometer's digits increase
  // by any amount)
  for (std::size_t i = 0; i + 1 < all_words.size(); ++i)
    if (all_words[i] == "by") {
      const std::size_t k = all_words[i + 1] == "exactly" ? i + 2 : i + 1;
      if (k < all_words.size() && (all_words[k] == "one" || small_number(all_words[k]))) return {};
    }
  std::vector<std::string> words;  // but "may" or "can" before staying the same: `allowed`
  bool allowed = false, no_repeats = false;
  for (std::size_t i = 0; i < all_words.size(); ++i) {
    const std::string next = i + 1 < all_words.size() ? all_words[i + 1] : "";
    // "(no repeats)", "with no repeated digits" after the increase: what a strict increase says
    // (the aside's brackets gone: "increase from the bulb end no repeats", the words last)
    const bool repeated_digits = next == "repeated" && i + 2 < all_words.size() &&
                                 (all_words[i + 2] == "digits" || all_words[i + 2] == "digit");
    const std::size_t after = i + (repeated_digits ? 3 : 2);
    if (all_words[i] == "#not" && i > 0 && (next == "repeats" || next == "repeat" || repeated_digits) &&
        (all_words[i - 1] == "with" || all_words[i - 1] == "and" || after == all_words.size())) {
      no_repeats = true;
      i = after - 1;
      continue;
    }
    // "digits on the same thermometer": which one, not a repeat
    if (all_words[i] == "same" && (next == "thermometer" || next == "thermo")) continue;
    if ((all_words[i] == "may" || all_words[i] == "can") && next == "also" && i + 2 < all_words.size() &&
        (all_words[i + 2] == "stay" || all_words[i + 2] == "remain")) {
      allowed = true;  // "but may also stay the same"
      ++i;
      continue;
    }
    if ((all_words[i] == "may" || all_words[i] == "can") &&
        (next == "stay" || next == "remain" || next == "repeat" || next == "be")) {
      allowed = true;
      if (next == "be") ++i;  // "may be the same"
      continue;
    }
    words.push_back(all_words[i]);
  }
  std::set<std::string> seen;
  if (!all_known(words, own, true, seen)) return {};
  // "digits never decrease from the bulb": one negation, just before "decrease", and no increase
  std::size_t negations = 0;
  bool never_decrease = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    negations += words[i] == "#not";
    never_decrease = never_decrease || (words[i] == "#not" && i + 1 < words.size() &&
                                        (words[i + 1] == "decrease" || words[i + 1] == "decreases"));
  }
  const bool increase = any_of_words(seen, {"increase", "increases", "increasing", "ascend", "ascends", "rise", "rises",
                                            "rising", "grow", "grows", "larger", "bigger", "higher", "greater", "climb",
                                            "climbs", "climbing"});
  // "get larger", "grow": a comparative needs its verb, or to compare with the digit before it
  // ("each digit is larger than the one before it"); "than" says nothing else here
  const bool than_before = seen.count("than") && any_of_words(seen, {"before", "previous"});
  if (any_of_words(seen, {"larger", "bigger", "higher", "greater"}) && !any_of_words(seen, {"get", "gets", "grow", "grows"}) &&
      !than_before)
    return {};
  if ((seen.count("than") || any_of_words(seen, {"before", "previous"})) &&
      !(than_before && any_of_words(seen, {"larger", "bigger", "higher", "greater"})))
    return {};
  // "greater than or equal to the digit before it": a slow thermometer's "or stay the same"
  bool or_equal = false;
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    or_equal = or_equal || (words[i] == "or" && words[i + 1] == "equal");
    // "increase or stay equal": "or" and the staying checked below
    or_equal = or_equal || ((words[i] == "stay" || words[i] == "stays" || words[i] == "remain" || words[i] == "remains") &&
                            words[i + 1] == "equal");
    // "equal to or greater than the digit before it"
    std::size_t j = i + 1;
    if (words[i] == "equal" && words[j] == "to") ++j;
    or_equal = or_equal || (words[i] == "equal" && j + 1 < words.size() && words[j] == "or" &&
                            (words[j + 1] == "greater" || words[j + 1] == "larger" || words[j + 1] == "higher" ||
                             words[j + 1] == "bigger"));
  }
  if (seen.count("equal") && !or_equal) return {};
  bool round_end = false;  // "the round end": the bulb ("the round bulb" as well)
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    round_end = round_end || (words[i] == "round" && (words[i + 1] == "end" || words[i + 1] == "bulb"));
  if (seen.count("round") && !round_end) return {};
  const bool bulb = seen.count("bulb") > 0 || round_end;
  // a thermometer by its name, or by a line's bulb ("digits on a grey line increase from the round
  // end"); a bulb alone may be an arrow's circle
  const bool named = any_of_words(seen, {"thermometer", "thermometers", "thermo", "thermos"}) ||
                     (bulb && any_of_words(seen, {"line", "lines"}));
  if (never_decrease) {
    if (negations != 1 || increase || seen.count("strictly") || !named || !bulb || no_repeats) return {};
  } else if (negations || any_of_words(seen, {"decrease", "decreases"}) || !named || !increase || !bulb) {
    return {};
  }
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == "from") {
      std::size_t j = i + 1;
      while (j < words.size() && (words[j] == "the" || words[j] == "a" || words[j] == "its" || words[j] == "their")) ++j;
      if (j < words.size() && words[j] == "round" && j + 1 < words.size() && words[j + 1] == "end") ++j;  // "the round end"
      else if (j < words.size() && words[j] == "round" && j + 1 < words.size() && words[j + 1] == "bulb") continue;
      else if (j == words.size() || (words[j] != "bulb" && words[j] != "bulbs")) return {};
    }
  // "increase or stay the same", "ascend or repeat": a slow thermometer
  const bool repeat = any_of_words(seen, {"repeat", "repeats"});
  const bool slow = any_of_words(seen, {"stay", "stays", "remain", "remains", "same"}) || repeat || or_equal;
  // "never decrease or stay the same" denies both (a strict increase?); "never decrease; digits
  // may stay the same" allows the second
  if (no_repeats && (slow || allowed)) return {};  // "no repeats" beside "or stay the same": which?
  if (never_decrease) return slow && !allowed ? Reading{} : stating(Stated{Stated::Rule, Kind::SlowThermometer});
  // "digits increase from the bulb, but may (also) stay the same": never decreasing, a slow
  // thermometer; "may" without "but" (or with "strictly", or a repeat) is not read
  if (allowed)
    return increase && seen.count("but") && !seen.count("strictly") && !repeat && !seen.count("or") &&
                   any_of_words(seen, {"stay", "stays", "remain", "remains", "same"})
               ? stating(Stated{Stated::Rule, Kind::SlowThermometer})
               : Reading{};
  if (slow && (seen.count("strictly") || !seen.count("or") || (!seen.count("same") && !repeat && !or_equal))) return {};
  if (seen.count("slow") && !slow) return {};  // a slow thermometer said to increase: which?
  return stating(Stated{Stated::Rule, slow ? Kind::SlowThermometer : Kind::Thermometer});
}

// The words whispers_facts knows beside the filler.
const Words& whispers_words() {
  static const Words words = {"adjacent", "neighbouring", "neighboring", "consecutive", "line",
                                            "lines", "differ", "difference", "by", "at", "least", "have", "has",
                                            "whispers", "german", "dutch", "cells", "pairs", "pair", "of",
                                            "between", "two", "any", "whisper", "next", "each", "other", "successive", "joined", "connected", "always",
                                            "neighbours", "neighbors", "from", "their", "along", "on", "grid",
                                            "contain", "contains", "containing", "must", "digits", "placed",
                                            "apart", "differing", "neighbour", "neighbor"};
  return words;
}

// Whispers: neighbours on a line differ by at least a number (the number: the rule's).
Reading whispers_facts(const std::vector<std::string>& words) {
  const Words& own = whispers_words();
  std::set<std::string> seen;
  Reading r;
  std::vector<std::string> rest;
  // "a difference of 5 or more" is "at least 5": "or more" right after the number only ("more
  // than 4" would be another reading of its number)
  std::size_t or_more = words.size();  // the index of that "more"
  for (std::size_t i = 0; i + 2 < words.size(); ++i)
    if (small_number(words[i]) && words[i + 1] == "or" &&
        (words[i + 2] == "more" || words[i + 2] == "greater" || words[i + 2] == "higher" || words[i + 2] == "larger" ||
         words[i + 2] == "bigger"))
      or_more = i + 2;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (i == or_more) continue;
    if (small_number(w)) {
      if (r.number != 0) return {};  // one number only
      r.number = std::stoi(w);
      continue;
    }
    rest.push_back(w);
  }
  if (!all_known(rest, own, true, seen) || seen.count("#not") || r.number == 0) return {};
  if (or_more < words.size()) {
    if (seen.count("least")) return {};  // "at least 5 or more": say it once
    seen.insert("least");
  }
  // "consecutive" here is "neighbouring" ("consecutive cells"), never the digits' relation:
  // a clause saying the digits are consecutive has no "differ ... at least"
  if (!any_of_words(seen, {"adjacent", "neighbouring", "neighboring", "consecutive", "next", "successive", "joined",
                           "connected", "neighbours", "neighbors", "whisper", "whispers"}) ||
      !any_of_words(seen, {"differ", "differing", "difference", "apart"}) || !seen.count("least") ||
      !any_of_words(seen, {"line", "lines", "whisper", "whispers"}))  // whispers are lines
    return {};
  // a name with its own number: German whispers differ by 5, Dutch by 4; a clause naming one
  // and stating another number contradicts itself
  if ((seen.count("german") && r.number != 5) || (seen.count("dutch") && r.number != 4) ||
      (seen.count("german") && seen.count("dutch")))
    return {};
  r.ok = true;
  r.states = {Stated{Stated::Rule, Kind::Whispers}};
  return r;
}

// The words roman_facts knows beside the filler.
const Words& roman_words() {
  static const Words words = {
      "cages", "cage", "connected", "joined", "linked", "separated", "by", "sum", "sums", "summing", "add", "adds",
      "up", "total", "totals", "equal", "equals", "roman", "numeral", "numerals", "letter", "two", "contain", "contains",
      "containing", "v", "x", "l", "c", "d", "m"};
  return words;
}

// Roman numeral cages in words: numbers in cages joined by a letter sum to a number ("Numbers in
// cages connected by a C sum to 100"): one letter (r.letter) and one number (r.number), a cage,
// a joining word with "by" and a sum; a negation or any other word ("differ", "product"): not this
// rule. Whether the number is the letter's value, the converter judges.
Reading roman_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  for (const std::string& w : words) {
    const bool figures = std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
    if (!w.empty() && w.size() <= 5 && figures) {
      if (r.number != 0) return {};
      r.number = std::stoi(w);
    } else if (roman_value(w) != 0) {
      if (!r.letter.empty()) return {};
      r.letter = std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(w[0]))));
    } else {
      rest.push_back(w);
    }
  }
  std::set<std::string> seen;
  if (r.number == 0 || r.letter.empty() || !all_known(rest, roman_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"cage", "cages"}) || !any_of_words(seen, {"connected", "joined", "linked", "separated"}) ||
      !seen.count("by") || !any_of_words(seen, {"sum", "sums", "summing", "add", "adds", "total", "totals", "equal", "equals"}))
    return {};
  r.ok = true;
  r.states = {Stated{Stated::RomanSum}};
  return r;
}

// The words roman_read_facts knows beside the filler.
const Words& roman_read_words() {
  static const Words words = {"cages", "cage", "read", "reading", "top",
                                              "bottom", "left", "right", "as", "either"};
  return words;
}

// How Roman numeral cages read: "Cages are read top-to-bottom or left-to-right", each pair of
// ends once and in that order (bottom-to-top is another rule); no negation.
Reading roman_read_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, roman_read_words(), false, seen) || seen.count("#not") || !any_of_words(seen, {"cage", "cages"}) ||
      !any_of_words(seen, {"read", "reading"}))
    return {};
  auto at = [&](const char* w) {
    if (std::count(words.begin(), words.end(), w) != 1) return std::ptrdiff_t{-1};
    return std::find(words.begin(), words.end(), w) - words.begin();
  };
  const std::ptrdiff_t top = at("top"), bottom = at("bottom"), left = at("left"), right = at("right");
  if (top < 0 || bottom < 0 || left < 0 || right < 0 || top > bottom || left > right) return {};
  return stating(Stated{Stated::RomanRead});
}

// The words xv_facts knows beside the filler.
const Words& xv_words() {
  static const Words words = {
      "cells", "cell", "separated", "joined", "connected", "linked", "by", "x", "v", "xs", "vs", "sum", "sums",
      "add", "adds", "up", "10", "5", "ten", "five", "respectively", "between", "them", "have", "has", "adjoining",
      "adjacent", "those", "marked", "with", "two", "pair", "pairs", "where", "whose", "total", "totals", "equal",
      "equals", "join", "joins", "which", "contain", "contains", "containing", "separate", "separates", "means", "mean",
      "indicates", "indicate", "wherever", "where", "there", "if", "placed", "summing", "marks", "mark", "either",
      "side", "sides", "totaling", "totalling", "totalled", "totaled", "adding", "added", "lies", "lie", "border"};
  return words;
}

// XV in words: an X sums to 10 and a V to 5 (or one of the two halves); with both, in the
// same order ("an x or a v sum to 10 or 5 respectively").
Reading xv_facts(const std::vector<std::string>& words) {
  const Words& own = xv_words();
  std::set<std::string> seen;
  if (!all_known(words, own, false, seen) || seen.count("#not")) return {};
  if (!any_of_words(seen, {"sum", "sums", "summing", "add", "adds", "adding", "added", "total", "totals", "equal", "equals",
                           "totaling", "totalling", "totalled", "totaled"}))
    return {};
  auto first = [&](std::initializer_list<const char*> ws) {
    std::ptrdiff_t at = -1;
    for (const char* w : ws) {
      const auto it = std::find(words.begin(), words.end(), w);
      if (it != words.end() && (at < 0 || it - words.begin() < at)) at = it - words.begin();
    }
    return at;
  };
  const std::ptrdiff_t x = first({"x", "xs"}), v = first({"v", "vs"}), ten = first({"10", "ten"}),
                       five = first({"5", "five"});
  if (x < 0 && v < 0) return {};
  if ((x >= 0) != (ten >= 0) || (v >= 0) != (five >= 0)) return {};  // each mark with its sum, no other
  if (x >= 0 && ten < x) return {};
  if (v >= 0 && five < v) return {};
  if (x >= 0 && v >= 0 && (x < v) != (ten < five)) return {};  // "x ... 5 ... v ... 10": crossed
  return stating(Stated{Stated::Rule, Kind::XV});
}

// The words xvxv_facts knows beside the filler: xv_facts' and the second sum.
const Words& xvxv_words() {
  static const Words words = [] {
    Words out = xv_words();
    out.insert({"15", "fifteen", "or", "either", "xvxv", "summing"});
    return out;
  }();
  return words;
}

// XVXV in words: an X sums to 10 or 15, a V to 5 or 15 (or one of the two halves). Each mark
// is followed by its own sum, then "or", then 15, before the next mark: "an X sums to 10, a V
// to 5 or 15" gives the X no 15 and is not read.
Reading xvxv_facts(const std::vector<std::string>& words) {
  const Words& own = xvxv_words();
  std::set<std::string> seen;
  if (!all_known(words, own, false, seen) || seen.count("#not")) return {};
  if (!any_of_words(seen, {"sum", "sums", "summing", "add", "adds", "total", "totals", "equal", "equals"})) return {};
  if (!any_of_words(seen, {"15", "fifteen"})) return {};
  std::vector<std::size_t> marks;
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == "x" || words[i] == "xs" || words[i] == "v" || words[i] == "vs") marks.push_back(i);
  if (marks.empty()) return {};
  std::size_t fifteens = 0;
  for (const std::string& w : words) fifteens += w == "15" || w == "fifteen";
  if (fifteens != marks.size()) return {};
  for (std::size_t k = 0; k < marks.size(); ++k) {
    const bool x = words[marks[k]][0] == 'x';
    const std::size_t end = k + 1 < marks.size() ? marks[k + 1] : words.size();
    // from the mark to the next: its sum, "or", 15, in that order, and no other sum
    int step = 0;
    for (std::size_t i = marks[k] + 1; i < end; ++i) {
      const std::string& w = words[i];
      const bool own_sum = x ? w == "10" || w == "ten" : w == "5" || w == "five";
      const bool other_sum = x ? w == "5" || w == "five" : w == "10" || w == "ten";
      if (other_sum) return {};
      if (step == 0 && own_sum) step = 1;
      else if (step == 1 && w == "or") step = 2;
      else if (step == 2 && (w == "15" || w == "fifteen")) step = 3;
      else if (own_sum || w == "15" || w == "fifteen" || (w == "or" && step != 2)) return {};
    }
    if (step != 3) return {};
  }
  return stating(Stated{Stated::Rule, Kind::XVXV});
}

// The words chess_facts knows beside the filler.
const Words& chess_words() {
  static const Words words = {
      "cells", "cell", "separated", "by", "knight", "knights", "king", "kings", "move", "moves", "chess", "in",
      "contain", "contains", "same", "identical", "equal", "apart", "away", "repeat", "repeats", "repeated", "be",
      "can", "cannot", "either", "two", "which", "are", "other", "distance", "at", "step", "steps", "see", "sees",
      "seen", "each", "another", "appear", "within", "of", "touch", "touching", "diagonally", "may", "have", "has",
      "different", "distinct", "itself", "for", "pair", "pairs", "you", "place", "placed", "hold", "holds", "differ",
      "including", "where", "they", "if", "when", "carry", "carries", "containing"};
  return words;
}

// Anti-knight and anti-king in words: cells a knight's (king's) move apart do not hold the same
// digit, or hold different digits (no negation then); a clause naming both states both.
Reading chess_facts(const std::vector<std::string>& words) {
  const Words& own = chess_words();
  std::set<std::string> seen;
  if (!all_known(words, own, false, seen)) return {};
  bool from_it = false;  // "a digit may not appear a knight's move away from it": the same digit
  for (std::size_t i = 0; i + 1 < words.size(); ++i) from_it = from_it || (words[i] == "from" && words[i + 1] == "it");
  // "a knight's move away from any digit, that digit cannot appear": the same digit
  for (std::size_t i = 0; i + 2 < words.size(); ++i)
    if (words[i] == "from" && (words[i + 1] == "any" || words[i + 1] == "a" || words[i + 1] == "each") &&
        words[i + 2] == "digit")
      for (std::size_t j = i + 3; j + 1 < words.size(); ++j)
        from_it = from_it || (words[j] == "that" && words[j + 1] == "digit");
  const bool same = any_of_words(seen, {"same", "identical", "equal", "repeat", "repeats", "repeated", "itself"}) || from_it;
  const bool different = any_of_words(seen, {"different", "distinct", "differ"});
  if (seen.count("#not") ? !same || different : !different || same) return {};
  if (!any_of_words(seen, {"move", "moves", "apart", "away", "step", "steps", "distance", "see", "sees", "seen"})) return {};
  // a denial of the move, not of the digits ("cells that are not a king's move apart ...")
  for (std::size_t i = 2; i < words.size(); ++i)
    if (words[i] == "#not" && (words[i - 1] == "are" || words[i - 1] == "is") &&
        (words[i - 2] == "that" || words[i - 2] == "which"))
      return {};
  Reading r;
  if (any_of_words(seen, {"knight", "knights"})) r.states.push_back({Stated::Rule, Kind::AntiKnight});
  if (any_of_words(seen, {"king", "kings"})) r.states.push_back({Stated::Rule, Kind::AntiKing});
  r.ok = !r.states.empty();
  return r;
}

// The words sandwich_facts knows beside the filler.
const Words& sandwich_words() {
  static const Words words = {
      "clues", "clue", "outside", "grid", "give", "gives", "indicate", "indicates", "show", "shows", "sum", "sums",
      "total", "totals", "sandwiched", "sandwich", "between", "in", "that", "row", "column", "rows", "columns",
      "or", "their", "its", "and", "cells", "placed", "located", "the", "1", "#1to", "sandwiches", "top", "left",
      "bottom", "right", "at", "edge", "given", "by", "indicated", "add", "adds", "up", "small", "tell", "tells",
      "you", "this", "respective", "equals", "equal", "lie", "lies", "lying", "found", "above", "below", "states",
      "state", "written", "shown", "corresponding"};
  return words;
}

// Sandwich sums in words: a clue outside gives the sum of the digits between the 1 and the N
// (the number: N).
Reading sandwich_facts(const std::vector<std::string>& words) {
  const Words& own = sandwich_words();
  Reading r;
  std::vector<std::string> rest;
  for (std::size_t i = 0; i < words.size(); ++i) {
    // "a clue without an arrow", "with no arrow": not a little killer's (its clues have one)
    if (words[i] == "#not") {
      std::size_t j = i + 1;
      if (j < words.size() && (words[j] == "an" || words[j] == "a")) ++j;
      if (j < words.size() && (words[j] == "arrow" || words[j] == "arrows")) {
        if (!rest.empty() && rest.back() == "with") rest.pop_back();
        i = j;
        continue;
      }
    }
    // "between (the) 1 and (the) N": N is the upper crust
    if (words[i] == "between") {
      std::size_t j = i + 1;
      if (j < words.size() && words[j] == "the") ++j;
      if (j + 1 < words.size() && words[j] == "1" && words[j + 1] == "and") {
        std::size_t k = j + 2;
        if (k < words.size() && words[k] == "the") ++k;
        if (k < words.size() && words[k].size() <= 2 &&
            std::all_of(words[k].begin(), words[k].end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; })) {
          if (r.number != 0) return {};
          r.number = std::stoi(words[k]);
          rest.push_back("between");
          i = k;
          continue;
        }
      }
    }
    rest.push_back(words[i]);
  }
  std::set<std::string> seen;
  if (r.number < 2 || !all_known(rest, own, false, seen) || seen.count("#not") || seen.count("1")) return {};
  if (!any_of_words(seen, {"sum", "sums", "total", "totals", "add", "adds"}) ||
      !any_of_words(seen, {"outside", "clue", "clues", "sandwich", "sandwiched", "sandwiches", "top", "left", "bottom", "right",
                           "edge", "indicated"}))
    return {};
  r.ok = true;
  r.states = {Stated{Stated::Rule, Kind::Sandwich}};
  return r;
}

// The words not_all_given_facts knows beside the filler.
const Words& not_all_given_words() {
  static const Words words = {"all", "possible", "dots", "dot", "x", "v", "xs", "vs", "clues", "clue",
                                            "kropki", "white", "black", "are", "is", "given", "shown", "marked",
                                            "drawn", "necessarily", "may", "be", "and", "or", "symbols", "marks",
                                            "the", "of", "#not", "such", "differences", "difference", "ratios",
                                            "every", "has", "have", "been"};
  return words;
}

// "Not all dots, X's and V's are given": no negative constraint, a note. So is "there is no
// negative constraint", alone or after it ("... given (no negative constraint)").
Reading not_all_given_facts(const std::vector<std::string>& all_words) {
  const Words& own = not_all_given_words();
  std::vector<std::string> words;
  bool denied = false;  // "no negative constraint(s)" said
  for (std::size_t i = 0; i < all_words.size(); ++i) {
    if (!denied && i + 2 < all_words.size() && all_words[i] == "#not" && all_words[i + 1] == "negative" &&
        (all_words[i + 2] == "constraint" || all_words[i + 2] == "constraints")) {
      denied = true;
      i += 2;
      continue;
    }
    words.push_back(all_words[i]);
  }
  if (denied && std::all_of(words.begin(), words.end(), [](const std::string& w) {
        return w == "there" || w == "is" || w == "are" || w == "a";
      }))
    return stating(Stated{Stated::Note});
  // "if a dot is not present, the rule does not apply": a mark's rule holds only where it is drawn
  static const Words absent = {"if", "a", "an", "the", "there", "is", "dot", "dots", "mark", "marks",
                                               "symbol", "symbols", "x", "v", "kropki", "white", "black", "#not",
                                               "present", "given", "shown", "drawn", "rule", "rules", "constraint",
                                               "constraints", "its", "their", "apply", "applies", "then", "between",
                                               "two", "cells", "any", "such", "or"};
  if (all_words.size() > 4 && all_words[0] == "if" && std::count(all_words.begin(), all_words.end(), "#not") == 2 &&
      (all_words.back() == "apply" || all_words.back() == "applies") && all_words[all_words.size() - 2] == "#not" &&
      std::all_of(all_words.begin(), all_words.end(), [](const std::string& w) { return absent.count(w) > 0; }) &&
      std::any_of(all_words.begin(), all_words.end(), [](const std::string& w) {
        return w == "dot" || w == "dots" || w == "mark" || w == "marks" || w == "symbol" || w == "symbols" || w == "x" ||
               w == "v";
      }))
    return stating(Stated{Stated::Note});
  // "some dots may be missing", "some X's and V's are missing": some, and nothing else of their rule
  {
    std::set<std::string> some;
    std::vector<std::string> rest;
    bool missing = false, any = false;
    for (const std::string& w : words) {
      if (w == "missing") missing = true;
      else if (w == "some") any = true;
      else rest.push_back(w);
    }
    if (missing && any && only_words(rest, own, some) && !some.count("#not") && !some.count("all") &&
        !some.count("every") && any_of_words(some, {"dots", "dot", "x", "v", "xs", "vs", "marks", "symbols", "clues"}))
      return stating(Stated{Stated::Note});
  }
  std::set<std::string> seen;
  if (!only_words(words, own, seen)) return {};
  if (!seen.count("#not") || !any_of_words(seen, {"all", "every"}) || !any_of_words(seen, {"given", "shown", "marked", "drawn"}))
    return {};
  if (std::count(words.begin(), words.end(), "#not") > 1) return {};  // "not all dots are not given": some are
  return stating(Stated{Stated::Note});
}

// The words all_given_facts knows beside the filler.
const Words& all_given_words() {
  static const Words words = {"possible", "dots", "dot", "x", "v", "xs", "vs", "xv", "xvs", "clues",
                                              "clue", "kropki", "white", "black", "given", "shown", "marked", "drawn",
                                              "symbols", "marks", "mark", "of", "have", "has", "been"};
  return words;
}

// Every mark of a kind drawn, in words the statements do not have: "Every X and V is shown."
// "all" or "every", and given (shown, marked, drawn); X and V both, white dots, black dots, or
// dots of no colour or "kropki" (both); no negation, no "such". X alone ("All X's are given.")
// denies 10 to unmarked neighbours and leaves them 5 (a negative sum), V alone the other way.
Reading all_given_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, all_given_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"all", "every"}) || !any_of_words(seen, {"given", "shown", "marked", "drawn"}))
    return {};
  const bool x = any_of_words(seen, {"x", "xs", "xv", "xvs"}), v = any_of_words(seen, {"v", "vs", "xv", "xvs"});
  const bool dots = any_of_words(seen, {"dots", "dot", "kropki"}), white = seen.count("white") > 0,
             black = seen.count("black") > 0;
  if ((white || black) && !dots) return {};
  Reading r;
  if (dots && (white || !black)) r.states.push_back(Stated{Stated::AllMarks, Kind::Difference});
  if (dots && (black || !white)) r.states.push_back(Stated{Stated::AllMarks, Kind::Ratio});
  if (x && v) r.states.push_back(Stated{Stated::AllMarks, Kind::XV});
  if (x != v) {  // one of the two
    r.states.push_back(Stated{Stated::Rule, Kind::NegativeSum});
    r.number = x ? 10 : 5;
  }
  r.ok = !r.states.empty();
  return r;
}

// The words negative_difference_facts knows beside the filler.
const Words& negative_difference_words() {
  static const Words words = {
      "all", "every", "each", "possible", "instances", "instance", "pair", "pairs", "adjacent", "neighbouring",
      "neighboring", "neighbours", "neighbors", "orthogonally", "orthogonal", "cells", "cell", "digits", "with", "of",
      "difference", "differences", "differ", "differing", "by", "given", "shown", "marked", "indicated", "drawn",
      "have", "has", "been", "that", "which", "whose", "white", "dot", "dots"};
  return words;
}

// Every pair of neighbours whose digits differ by one number k said to be marked: "All
// instances of neighbouring cells with a difference of 4 are shown.", "All possible differences
// of 4 are given." Unmarked neighbours then never differ by k (a negative difference; k = 1:
// every white dot given, non-consecutive). One number; no negation, no sum, no ratio.
Reading negative_difference_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  if (!take_number(words, 2, r, rest) || r.number == 0) return {};
  std::set<std::string> seen;
  if (!all_known(rest, negative_difference_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"all", "every", "each"}) ||
      !any_of_words(seen, {"given", "shown", "marked", "indicated", "drawn"}) ||
      !any_of_words(seen, {"difference", "differences", "differ", "differing"}))
    return {};
  const int k = r.number;
  r = stating(k == 1 ? Stated{Stated::AllMarks, Kind::Difference} : Stated{Stated::Rule, Kind::NegativeDifference});
  r.number = k == 1 ? 0 : k;
  return r;
}

// The words marked_pairs_facts knows beside the filler.
const Words& marked_pairs_words() {
  static const Words words = {
      "pair", "pairs", "adjacent", "neighbouring", "neighboring", "neighbours", "neighbors", "orthogonally",
      "orthogonal", "cells", "cell", "which", "whose", "sum", "sums", "summing", "add", "adds", "adding", "up",
      "5", "10", "consecutive", "ratio", "#1:2", "#2:1", "double", "twice", "half", "marked", "shown", "given",
      "indicated", "drawn", "have", "has", "been", "white", "black", "dot", "dots", "x", "v", "xs", "vs", "mark",
      "marks", "always", "by", "a", "other", "containing", "contain"};
  return words;
}

// Every pair of neighbours in a relation said to be marked, in words of the pairs rather than of
// the marks: "All pairs of adjacent cells that sum to 5 or 10 are marked." (every X and V given),
// "Every pair of consecutive digits in adjacent cells is marked with a white dot." (every white
// dot), "... in a 1:2 ratio ..." (every black dot), both kropki relations joined by "or". XV's
// two sums both (one alone is a negative rule sudosat lacks); a mark's colour must be its
// relation's; no other number, no negation.
Reading marked_pairs_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, marked_pairs_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"all", "every", "each", "any", "always"}) ||
      !any_of_words(seen, {"pair", "pairs", "cells", "neighbours", "neighbors"}) ||
      !any_of_words(seen, {"marked", "shown", "given", "indicated", "drawn"}))
    return {};
  const bool sum = any_of_words(seen, {"sum", "sums", "summing", "add", "adds", "adding"});
  const bool xv = sum && seen.count("5") && seen.count("10");
  const bool consecutive = seen.count("consecutive") > 0;
  const bool ratio = any_of_words(seen, {"#1:2", "#2:1", "double", "twice", "half"});
  if (seen.count("ratio") && !any_of_words(seen, {"#1:2", "#2:1"})) return {};
  if ((sum || seen.count("5") || seen.count("10")) && (!xv || consecutive || ratio)) return {};
  if (any_of_words(seen, {"x", "v", "xs", "vs"}) && !xv) return {};
  if ((seen.count("white") && !consecutive) || (seen.count("black") && !ratio)) return {};
  if (any_of_words(seen, {"dot", "dots"}) && xv) return {};
  Reading r;
  if (consecutive) r.states.push_back(Stated{Stated::AllMarks, Kind::Difference});
  if (ratio) r.states.push_back(Stated{Stated::AllMarks, Kind::Ratio});
  if (xv) r.states.push_back(Stated{Stated::AllMarks, Kind::XV});
  if (consecutive && ratio && !seen.count("or")) return {};  // "consecutive and in a 1:2 ratio": which pairs?
  r.ok = !r.states.empty();
  return r;
}

// The words repeats_allowed_facts knows beside the filler.
const Words& repeats_allowed_words() {
  static const Words words = {
      "digits", "digit", "numbers", "may", "can", "repeat", "repeats", "along", "on", "in", "within", "such",
      "these", "those", "the", "a", "an", "indicated", "marked", "diagonal", "diagonals", "arrow", "arrows", "if",
      "allowed", "permitted", "by", "other", "normal", "sudoku", "rules", "constraints", "also", "or", "and",
      "cells", "usual", "allow", "allows", "it", "this", "them", "permit", "permits"};
  return words;
}

// "Digits may repeat on arrows / along such diagonals (if allowed by other rules)": arrows and
// little killers allow repeats already; a note.
Reading repeats_allowed_facts(const std::vector<std::string>& words) {
  const Words& own = repeats_allowed_words();
  std::set<std::string> seen;
  if (!only_words(words, own, seen)) return {};
  if (!any_of_words(seen, {"may", "can"}) || !any_of_words(seen, {"repeat", "repeats"}) ||
      !any_of_words(seen, {"diagonal", "diagonals", "arrow", "arrows"}))
    return {};
  return stating(Stated{Stated::Note});
}

// The words cage_repeat_facts knows beside the filler.
const Words& cage_repeat_words() {
  static const Words words = {"may", "can", "repeat", "repeats", "within", "cage", "cages", "if",
                                              "allowed", "permitted", "by", "other", "constraints", "allow"};
  return words;
}

// Digits free to repeat in cages: "Digits can repeat within a cage (if allowed by other
// rules)." May or can, a cage, no negation, no sum (a sum with it is the sum cage's own rule).
Reading cage_repeat_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, cage_repeat_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"may", "can"}) || !any_of_words(seen, {"repeat", "repeats"}) ||
      !any_of_words(seen, {"cage", "cages"}))
    return {};
  return stating(Stated{Stated::CageRepeat});
}

// The words extra_region_facts knows beside the filler.
const Words& extra_region_words() {
  static const Words words = {
      "region", "regions", "area", "areas", "extra", "coloured", "colored", "highlighted", "shaded", "marked",
      "grey", "gray", "contain", "contains", "containing", "include", "includes", "repeat", "repeats", "repeated",
      "cage", "cages", "shape", "shapes", "do", "does", "can", "also", "form", "forms", "cells", "cell", "which",
      "different", "appear", "appears", "window", "windows", "hold", "holds", "additional", "as", "well", "box", "boxes",
      "be", "have", "has"};
  return words;
}

// Extra regions in words: marked (coloured, extra, highlighted) regions or areas hold each digit
// once (the digits 1 to N, or no repeat).
Reading extra_region_facts(const std::vector<std::string>& all_words) {
  Reading r;
  std::vector<std::string> words, rest;  // words: but a count or a size before the adjective ("the 4 marked 3x3 regions")
  for (std::size_t i = 0; i < all_words.size(); ++i) {
    const std::string& w = all_words[i];
    const std::string next = i + 1 < all_words.size() ? all_words[i + 1] : "";
    const bool number = small_number(w) || w == "two" || w == "three" || w == "four" || w == "five" || w == "six" ||
                        w == "seven" || w == "eight" || w == "nine";
    const bool count = number && (extra_region_words().count(next) || colour_word(next) || next == "#box");
    if (count || (w == "#box" && (next == "region" || next == "regions" || next == "area" || next == "areas" ||
                                  next == "box" || next == "boxes")))
      continue;
    words.push_back(w);
  }
  std::set<std::string> seen;
  if (!take_range(words, r, rest) || !all_known(rest, extra_region_words(), true, seen)) return {};
  const bool repeats = any_of_words(seen, {"repeat", "repeats", "repeated"}), negated = seen.count("#not") > 0;
  // each negation denies a repeat, right before it ("must not be 1 to 9 with no repeats" denies both)
  for (std::size_t i = 0; i < rest.size(); ++i)
    if (rest[i] == "#not") {
      bool denies = false;
      for (std::size_t j = i + 1; j < rest.size() && j <= i + 3 && !denies; ++j)
        denies = rest[j] == "repeat" || rest[j] == "repeats" || rest[j] == "repeated";
      if (!denies) return {};
    }
  const bool distinct = ((seen.count("once") || r.number != 0) && !repeats && !negated) || (repeats && negated);
  // ("the four shaded 3x3 boxes": boxes marked, other than the grid's; "in box 5" is a place)
  for (std::size_t i = 0; i < rest.size(); ++i)
    if ((rest[i] == "box" || rest[i] == "boxes") &&
        !(i > 0 && (colour_word(rest[i - 1]) || rest[i - 1] == "extra" || rest[i - 1] == "additional" ||
                    rest[i - 1] == "coloured" || rest[i - 1] == "colored" || rest[i - 1] == "highlighted" ||
                    rest[i - 1] == "shaded" || rest[i - 1] == "marked")))
      return {};
  if (!any_of_words(seen, {"region", "regions", "area", "areas", "shape", "shapes", "window", "windows", "box", "boxes"}) ||
      !distinct ||
      !any_of_words(seen, {"extra", "additional", "coloured", "colored", "highlighted", "shaded", "marked", "grey",
                           "gray"}))
    return {};
  r.ok = true;  // the range, if said, must be the grid's: SudokuPad's converter checks it
  r.states = {Stated{Stated::Rule, Kind::ExtraRegion}};
  return r;
}

// The words chaos_facts knows beside the filler.
const Words& chaos_words() {
  static const Words words = {
      "region", "regions", "orthogonally", "connected", "cells", "cell", "divide", "divided", "split", "grid",
      "determined", "deduced", "discovered", "found", "find", "solver", "by", "need", "needs", "has", "have",
      "consist", "consists", "formed", "form", "set", "containing", "contain", "contains", "made", "up", "there",
      "which", "chaos", "construction", "you", "shape", "shapes", "size", "nine", "six", "four", "five", "seven",
      "eight"};
  return words;
}

// Chaos construction's regions: to be found ("divided", "determined", "deduced", "discovered"),
// orthogonally connected, every count said that of the grid's size ("Divide the grid into nine
// orthogonally-connected regions, each containing nine cells."; "Regions need to be deduced by
// the solver and consist of 9 orthogonally-connected cells."). No negation; "connected" must be
// said (regions of n cells that need not be connected are another rule).
Reading chaos_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  std::vector<std::string> rest;
  Reading r;
  static const std::map<std::string, int> kCounts = {{"four", 4}, {"five", 5}, {"six", 6}, {"seven", 7}, {"eight", 8}, {"nine", 9}};
  for (const std::string& w : words) {
    const auto named = kCounts.find(w);
    const int count = small_number(w) ? std::stoi(w) : named != kCounts.end() ? named->second : 0;
    if (count == 0) {
      rest.push_back(w);
    } else if (r.number == 0 || r.number == count) {
      r.number = count;
    } else {
      return {};  // two counts: not both the grid's size
    }
  }
  if (!all_known(rest, chaos_words(), false, seen) || seen.count("#not") || !any_of_words(seen, {"region", "regions"}) ||
      !seen.count("connected") ||
      !any_of_words(seen, {"divide", "divided", "split", "determined", "deduced", "discovered", "found", "find"}))
    return {};
  r.ok = true;  // the count, if said, must be the grid's size: the converters check it
  r.states = {Stated{Stated::Rule, Kind::Chaos}};
  return r;
}

// The words cell_sum_facts knows beside the filler.
const Words& cell_sum_words() {
  static const Words words = {
      "cells", "cell", "shaded", "sum", "sums", "total", "totals", "add", "adds", "up", "is", "together"};
  return words;
}

// A sum the text gives the cells of one colour: "Digits in green cells sum to 77." All of them
// together (not each group: "each green region" has a word this does not know); one colour, one
// number of one to three digits, no negation.
Reading cell_sum_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  if (!take_number(words, 3, r, rest)) return {};
  const auto colours = std::count_if(rest.begin(), rest.end(), [](const std::string& w) {
    return colour_word(w) && w != "light" && w != "dark" && w != "coloured" && w != "colored";
  });
  std::set<std::string> seen;
  if (r.number == 0 || colours != 1 || !all_known(rest, cell_sum_words(), true, seen) || seen.count("#not") ||
      !any_of_words(seen, {"cells", "cell"}) || !any_of_words(seen, {"sum", "sums", "total", "totals", "add", "adds"}))
    return {};
  r.ok = true;
  r.states = {Stated{Stated::CellSum}};
  return r;
}

// The words cage_total_facts knows beside the filler.
const Words& cage_total_words() {
  static const Words words = {"cage", "sum", "sums", "total", "totals", "add", "adds", "up", "is"};
  return words;
}

// The total of the puzzle's one cage, given in the text: "Digits in the cage total 17." Only "the
// cage" (one, named as such); a number of one to three digits; nothing about repeats (SudokuPad's
// converter reads it only where no digit can repeat in it anyway), no negation.
Reading cage_total_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  std::set<std::string> seen;
  if (!take_number(words, 3, r, rest) || r.number == 0 || !all_known(rest, cage_total_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"sum", "sums", "total", "totals", "add", "adds"}))
    return {};
  const auto cage = std::find(rest.begin(), rest.end(), "cage");
  if (cage == rest.end() || cage == rest.begin() || *(cage - 1) != "the") return {};
  r.ok = true;
  r.states = {Stated{Stated::CageTotal}};
  return r;
}

// The words named_cell_facts knows beside the filler.
const Words& named_cell_words() {
  static const Words words = {
      "cell", "cells", "grey", "gray", "shaded", "marked", "mark", "marks", "contain", "contains", "hold", "holds",
      "has", "have", "is", "are", "at", "odd", "even", "row", "column", "circled", "square", "circle",
      "greater", "larger", "higher", "bigger", "less", "smaller", "lower", "than", "orthogonally", "orthogonal",
      "adjacent", "neighbours", "neighbors", "neighbouring", "neighboring"};
  return words;
}

// The cells a sentence names, into r.cells, and its other words into `rest`: "r2c8", "row 2
// column 8" (rows and columns up to 99), "the central (centre, center, middle) cell" (row and
// column 0: the grid's size says which cell that is) and, with `corners`, "the corners of the
// grid" (its four corner cells, -1 standing for the last row or column). False when a cell
// is malformed (row or column 0).
bool take_cells(const std::vector<std::string>& words, bool corners, Reading& r, std::vector<std::string>& rest) {
  auto number = [](const std::string& w) {
    return !w.empty() && w.size() <= 2 && std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
  };
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    const std::size_t c = w.find('c', 1);
    if (w.size() >= 4 && w[0] == 'r' && c != std::string::npos && number(w.substr(1, c - 1)) && number(w.substr(c + 1))) {
      r.cells.emplace_back(std::stoi(w.substr(1, c - 1)), std::stoi(w.substr(c + 1)));  // "r2c8"
      if (r.cells.back().first < 1 || r.cells.back().second < 1) return false;
    } else if (w == "row" && i + 3 < words.size() && number(words[i + 1]) && words[i + 2] == "column" &&
               number(words[i + 3])) {
      r.cells.emplace_back(std::stoi(words[i + 1]), std::stoi(words[i + 3]));
      if (r.cells.back().first < 1 || r.cells.back().second < 1) return false;
      i += 3;
    } else if ((w == "central" || w == "centre" || w == "center" || w == "middle") && i > 0 && words[i - 1] == "the" &&
               i + 1 < words.size() && words[i + 1] == "cell") {
      r.cells.emplace_back(0, 0);  // "the central cell"
      ++i;
    } else if (corners && w == "corners" && i + 3 < words.size() && words[i + 1] == "of" && words[i + 2] == "the" &&
               words[i + 3] == "grid") {
      for (const std::pair<int, int>& x : {std::pair{1, 1}, std::pair{1, -1}, std::pair{-1, 1}, std::pair{-1, -1}})
        r.cells.push_back(x);  // "the corners of the grid"
      i += 3;
    } else {
      rest.push_back(w);
    }
  }
  return true;
}

// A rule in cells the sentence names (take_cells): "The grey cell in row 2 column 8 marks an
// even digit.", "r4c5 and r6c7 are odd.", "The central cell must be less than its orthogonally
// adjacent neighbours."; odd or even, or a minimum or maximum (one comparison with the
// neighbours); no negation.
Reading named_cell_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  std::set<std::string> seen;
  if (!take_cells(words, false, r, rest) || r.cells.empty() || !all_known(rest, named_cell_words(), false, seen) ||
      seen.count("#not"))
    return {};
  const bool odd = seen.count("odd") > 0, even = seen.count("even") > 0;
  const bool greater = any_of_words(seen, {"greater", "larger", "higher", "bigger"}),
             less = any_of_words(seen, {"less", "smaller", "lower"}),
             neighbours = seen.count("than") && any_of_words(seen, {"adjacent", "neighbours", "neighbors", "neighbouring", "neighboring"});
  if (odd + even + greater + less != 1 || (greater || less) != neighbours) return {};
  r.ok = true;
  r.states = {Stated{Stated::NamedCells, odd ? Kind::Odd : even ? Kind::Even : greater ? Kind::Maximum : Kind::Minimum}};
  return r;
}

// The words clone_letter_facts knows beside the filler.
const Words& clone_letter_words() {
  static const Words words = {
      "clone", "clones", "cloned", "counterpart", "counterparts", "copy", "copies", "caged", "cage", "cages", "area",
      "areas", "region", "regions", "shape", "shapes", "cell", "cells", "appear", "appears", "contain", "contains",
      "have", "has", "same", "exact", "identical", "position", "positions", "place", "places", "order", "marked",
      "labelled", "labeled", "with", "letter", "letters", "of", "other", "by", "as"};
  return words;
}

// Clones marked by letters: "the digits in the caged areas must appear in the exact same position
// in its counterpart (marked with the same letter)", "cages with the same letter are clones". A
// clone, a cage, a letter and "same"; no negation. States the clone rule and that its parts are
// the cages sharing a letter.
Reading clone_letter_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, clone_letter_words(), false, seen) || seen.count("#not")) return {};
  if (!any_of_words(seen, {"clone", "clones", "cloned", "counterpart", "counterparts", "copy", "copies"}) ||
      !any_of_words(seen, {"letter", "letters"}) || !seen.count("same") ||
      !any_of_words(seen, {"caged", "cage", "cages"}))
    return {};
  Reading r;
  r.ok = true;
  r.states = {Stated{Stated::Rule, Kind::Clone}, Stated{Stated::CloneLetters}};
  return r;
}

// The words same_region_facts knows beside the filler.
const Words& same_region_words() {
  static const Words words = {"together", "comprise", "comprises", "form", "forms", "make", "makes",
                                              "up", "single", "region", "two", "four", "domino", "dominos",
                                              "dominoes", "cell", "cells", "at", "are", "is", "part", "same"};
  return words;
}

// The drawn regions described: "The central cell and four dominos at the corners of the grid
// together comprise a single region." The cells named (take_cells, the corners of the grid
// among them) lie in one region: a note the converter checks against the regions drawn. One
// region ("a single region", "one region", "the same region"), no negation.
Reading same_region_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  std::set<std::string> seen;
  if (!take_cells(words, true, r, rest) || r.cells.size() < 2 || !all_known(rest, same_region_words(), false, seen) ||
      seen.count("#not") || !seen.count("region") || !any_of_words(seen, {"single", "one", "same"}))
    return {};
  r.ok = true;
  r.states = {Stated{Stated::SameRegion}};
  return r;
}

// The words short_palindrome_facts knows beside the filler.
const Words& short_palindrome_words() {
  static const Words words = {"two", "cell", "palindrome", "palindromes", "same", "equal", "line",
                                              "lines", "contain", "contains", "hold", "holds", "have", "has"};
  return words;
}

// A palindrome of two cells said in its own words: "The two digits on the two-cell-palindrome
// must be the same." The palindrome's rule with its length (the number, 2), which the converter
// checks on every palindrome drawn; the same (equal) digits; no negation.
Reading short_palindrome_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, short_palindrome_words(), true, seen) || seen.count("#not") ||
      !any_of_words(seen, {"palindrome", "palindromes"}) || !any_of_words(seen, {"same", "equal"}))
    return {};
  bool two_cell = false;
  for (std::size_t i = 0; i + 1 < words.size(); ++i) two_cell = two_cell || (words[i] == "two" && words[i + 1] == "cell");
  if (!two_cell) return {};
  Reading r = stating(Stated{Stated::Rule, Kind::Palindrome});
  r.number = 2;
  return r;
}

// The words mark_region_facts knows beside the filler.
const Words& mark_region_words() {
  static const Words words = {"there", "repeated", "repeat", "repeats", "circles", "circled",
                                              "squares", "cells", "can", "may", "among", "nor", "either"};
  return words;
}

// No repeated digit among the cells drawn with circles (squares): "There are no repeated digits
// in circles, nor in squares.", "Digits may not repeat in circles." Circles (squares), in the
// plural; a repeat denied.
Reading mark_region_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, mark_region_words(), true, seen) || !seen.count("#not") ||
      !any_of_words(seen, {"repeated", "repeat", "repeats"}))
    return {};
  Reading r;
  if (any_of_words(seen, {"circles", "circled"})) r.states.push_back(Stated{Stated::CircleRegion});
  if (seen.count("squares")) r.states.push_back(Stated{Stated::SquareRegion});
  r.ok = !r.states.empty();
  return r;
}

// The words line_region_facts knows beside the filler.
const Words& line_region_words() {
  static const Words words = {
      "line", "lines", "contain", "contains", "containing", "include", "includes", "complete", "full", "set",
      "repeat", "repeats", "repeated", "any", "order", "coloured", "colored", "have", "has", "appear", "appears"};
  return words;
}

// Lines that hold every digit once: "Each coloured line must contain the digits 1 to 9 once each,
// in any order." The range must be said (its N the number: SudokuPad's converter wants the
// grid's, and a line of N cells); a repeat only denied.
Reading line_region_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  std::set<std::string> seen;
  if (!take_range(words, r, rest) || r.number == 0 || !all_known(rest, line_region_words(), true, seen) ||
      !any_of_words(seen, {"line", "lines"}))
    return {};
  const bool repeats = any_of_words(seen, {"repeat", "repeats", "repeated"}), negated = seen.count("#not") > 0;
  if (repeats != negated) return {};
  r.ok = true;
  r.states = {Stated{Stated::LineRegion}};
  return r;
}

// The words disjoint_range_facts knows beside the filler.
const Words& disjoint_range_words() {
  static const Words words = {"cells", "cell", "same", "position", "positions", "relative", "box", "boxes", "#box",
                              "nonet", "nonets", "region", "regions", "contain", "contains", "hold", "holds",
                              "have", "has", "together"};
  return words;
}

// Disjoint groups with the digits named: "Cells with the same position within the boxes contain
// all the numbers 1 to 9" (SudokuMaker's words). The range must be said (its N the number: the
// grid's, SudokuPad's converter checks it); no negation.
Reading disjoint_range_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  std::set<std::string> seen;
  if (!take_range(words, r, rest) || r.number == 0 || !all_known(rest, disjoint_range_words(), false, seen) ||
      seen.count("#not") || !seen.count("same") || !any_of_words(seen, {"position", "positions"}) ||
      !any_of_words(seen, {"box", "boxes", "#box", "nonet", "nonets", "region", "regions"}) ||
      !any_of_words(seen, {"contain", "contains", "hold", "holds", "have", "has"}))
    return {};
  r.ok = true;
  r.states = {Stated{Stated::Rule, Kind::DisjointGroups}};
  return r;
}

// The words indexer_facts knows beside the filler.
const Words& indexer_words() {
  static const Words words = {
      "column", "columns", "row", "rows", "indicate", "indicates", "which", "placed", "appears", "appear",
      "located", "respective", "respectively", "same", "where", "is", "give", "gives", "tell", "tells", "say",
      "says", "position", "positions", "means", "mean", "containing", "contains", "you", "likewise", "similarly",
      "show", "shows", "holds", "hold", "holding", "lies", "lie", "found", "stands", "for", "way", "if", "then",
      "puts", "put", "places", "place", "cell", "cells"};
  return words;
}

// Indexers in words: "digits in column 1 indicate the column in which the digit 1 appears in
// that row" (column indexers; rows and columns swapped: row indexers). The indexing house is the
// one said with its number before the verb ("column 1", "columns 1, 5 and 9"); the first house
// after the verb is the one indicated and must be the same kind ("the column in which ..."), or
// "the position(s)" in the other kind ("... in that row"); any other house said is the other
// kind (the row the cell indexes in: "in each row, the digit in column 1 ..."). The columns
// (rows) said go to `houses`: one number said throughout ("column 1 ... the digit 1"; N: any, no
// houses), or a list of them said twice ("digits in columns 1, 5 and 9 indicate the position of
// the digits 1, 5 and 9 respectively"): column k indexes the digit k.
Reading indexer_facts(const std::vector<std::string>& words) {
  const Words& own = indexer_words();
  std::set<std::string> seen;
  std::vector<int> numbers;  // as said, N as 99
  // each house word, in order: 'c' or 'r', whether a number follows it, whether after the verb
  struct House {
    char kind;
    bool numbered;
    bool after_verb;
  };
  std::vector<House> houses_said;
  bool verb = false, position_after_verb = false;
  static const char* const kOrdinals[] = {"first", "second", "third", "fourth", "fifth",
                                          "sixth", "seventh", "eighth", "ninth"};
  bool ordinal = false;  // the word before was an ordinal: "the first column" is column 1
  bool listing = false;  // the words since the last house word are its numbers ("columns 1, 5 and")
  std::string previous;  // the word before, numbers left out
  for (const std::string& word : words) {
    std::string w = word;
    const bool after_ordinal = ordinal;
    ordinal = w == "nth" || w == "xth";
    for (int k = 0; k < 9; ++k)
      if (w == kOrdinals[k]) w = std::to_string(k + 1), ordinal = true;
    if (w == "nth" || w == "x" || w == "xth" || w == "y" || w == "z") w = "n";  // "a digit Y in column 5 ..."
    if (w.size() >= 2 && w.size() <= 3 && w.back() == 's' && small_number(w.substr(0, w.size() - 1)))
      w.pop_back();  // "the positions of 1s, 5s and 9s"
    if (w == "n" || small_number(w)) {
      numbers.push_back(w == "n" ? 99 : std::stoi(w));
      if (listing) houses_said.back().numbered = true;  // "column 1", "columns 1, 5 and 9"
      continue;
    }
    if (w == "r" && previous == "row" && !houses_said.empty()) {  // "row R of column 1 ... the 1 in row R": that row
      houses_said.back().numbered = false;
      listing = false;
      continue;
    }
    listing = listing && (w == "and" || w == "or") && !numbers.empty();
    if (!filler_words().count(w) && !own.count(w)) return {};
    const bool that = previous == "that" || previous == "this" || previous == "its" || previous == "same";
    previous = w;
    seen.insert(w);
    if (w == "column" || w == "columns") houses_said.push_back({'c', after_ordinal, verb});
    if (w == "row" || w == "rows") houses_said.push_back({'r', after_ordinal, verb});
    // "that row's 9" (the possessive left out: "that row 9") is the scope, no row numbered
    if ((w == "column" || w == "columns" || w == "row" || w == "rows") && !that) listing = true;
    if (w == "indicate" || w == "indicates" || w == "give" || w == "gives" || w == "tell" || w == "tells" ||
        w == "say" || w == "says" || w == "means" || w == "show" || w == "shows" || w == "puts" || w == "put" ||
        w == "places" || w == "place" || (w == "then" && seen.count("if")))
      verb = true;
    if (verb && (w == "position" || w == "positions") && std::none_of(houses_said.begin(), houses_said.end(), [](const House& h) { return h.after_verb; }))
      position_after_verb = true;
  }
  // the house and the digit it indexes, each said ("column 1 ... the digit 1"): two numbers at least
  if (numbers.size() < 2 || seen.count("#not") || !verb) return {};
  std::vector<int> houses;
  if ((numbers.size() == 4 || numbers.size() == 3) && numbers[0] == 99 && numbers.back() == (numbers.size() == 4 ? 99 : numbers[1]) &&
      numbers[1] == numbers[2] && numbers[1] != 99) {
    houses = {numbers[1]};  // "a digit N in column 1 means that the digit 1 appears in column N",
                            // "a digit N in column 1 indicates the column in which the digit 1 appears"
  } else if (numbers.size() == 4 && numbers[1] == 99 && numbers[3] == 99 && numbers[0] == numbers[2] && numbers[0] != 99) {
    houses = {numbers[0]};  // "if the digit in column 1 of a row is X, then the 1 in that row is in column X"
  } else if (std::all_of(numbers.begin(), numbers.end(), [&](int x) { return x == numbers[0]; })) {
    if (numbers[0] != 99) houses = {numbers[0]};
  } else {  // a list said twice: the houses, then their digits
    const std::size_t half = numbers.size() / 2;
    if (numbers.size() % 2 != 0 || !std::equal(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(half),
                                               numbers.begin() + static_cast<std::ptrdiff_t>(half)) ||
        std::find(numbers.begin(), numbers.end(), 99) != numbers.end())
      return {};
    houses.assign(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(half));
  }
  // the indexing house: the one numbered before the verb, and only one kind of it
  char indexing = 0;
  for (const House& h : houses_said)
    if (h.numbered && !h.after_verb) {
      if (indexing != 0 && indexing != h.kind) return {};
      indexing = h.kind;
    }
  if (indexing == 0) return {};
  const char other = indexing == 'c' ? 'r' : 'c';
  // the house indicated: the first after the verb ("the column in which"), or "the position"
  // followed by the other kind ("the position of 1 in that row"); the other kind said: the scope
  // ("that the digit 1 in that row is in column X": the one numbered, where there is one)
  auto first_after = std::find_if(houses_said.begin(), houses_said.end(), [](const House& h) { return h.after_verb && h.numbered; });
  if (first_after == houses_said.end())
    first_after = std::find_if(houses_said.begin(), houses_said.end(), [](const House& h) { return h.after_verb; });
  if (first_after == houses_said.end()) return {};
  const bool indicated = position_after_verb ? first_after->kind == other : first_after->kind == indexing;
  if (!indicated) return {};
  // every other house said is the scope
  for (auto it = houses_said.begin(); it != houses_said.end(); ++it)
    if (it != first_after && !(it->numbered && !it->after_verb) && it->kind == indexing) return {};
  Reading r;
  r.states = {Stated{Stated::Rule, indexing == 'c' ? Kind::ColumnIndexer : Kind::RowIndexer}};
  r.houses = houses;
  r.ok = true;
  return r;
}

// The words double_arrow_facts knows beside the filler.
const Words& double_arrow_words() {
  static const Words words = {"line", "lines", "sum", "sums", "circle", "circles", "circled", "end",
                                            "ends", "two", "between", "inner", "cells", "cell", "equal", "equals",
                                            "total", "totals", "at", "both", "them", "double", "arrow", "arrows",
                                            "connecting", "connects", "joining", "joins", "joined", "with", "by",
                                            "add", "adds", "up", "either", "together", "added", "counting",
                                            "its", "their"};
  return words;
}

// Double arrows in words: the digits on a line sum to the sum of the digits in the circles at
// its ends (two sums, circles, ends).
Reading double_arrow_facts(const std::vector<std::string>& words) {
  const Words& own = double_arrow_words();
  std::set<std::string> seen;
  if (!all_known(words, own, true, seen) || seen.count("#not")) return {};
  const auto sums = std::count_if(words.begin(), words.end(), [](const std::string& w) {
    return w == "sum" || w == "sums" || w == "total" || w == "totals" || w == "add" || w == "adds" || w == "added";
  });
  // the line, or the double arrow by its name
  const bool named = seen.count("double") && any_of_words(seen, {"arrow", "arrows"});
  const bool line = any_of_words(seen, {"line", "lines"}) || named;
  // the circles at the ends, or at a double arrow's (its name says where they are)
  if (sums < 2 || !line || !any_of_words(seen, {"circle", "circles", "circled"}) ||
      (!named && !any_of_words(seen, {"end", "ends", "between", "connecting", "connects", "joining", "joins"})))
    return {};
  return stating(Stated{Stated::Rule, Kind::DoubleArrow});
}

// A multi-digit number read forwards: "left to right", "top down", "top to bottom",
// "downwards"; false for any other direction ("right to left", "upwards"), true when none is said.
bool reads_forward(const std::vector<std::string>& words) {
  bool said = false, forward = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    const std::string next = i + 1 < words.size() ? words[i + 1] : "", third = i + 2 < words.size() ? words[i + 2] : "";
    if (w == "left" || w == "right" || w == "top" || w == "bottom" || w == "down" || w == "downwards" || w == "upwards")
      said = true;
    if ((w == "left" && next == "to" && third == "right") || (w == "top" && (next == "down" || (next == "to" && third == "bottom"))) ||
        w == "downwards" || w == "down")
      forward = true;
    // "its tens digit on the left", "... on top": forwards; "on the right": not
    if (w == "tens")
      for (std::size_t k = i + 1; k < words.size() && k <= i + 5; ++k) {
        if (words[k] == "right" || words[k] == "bottom") return false;
        if (words[k] == "left" || words[k] == "top") forward = true;
      }
    if ((w == "right" && next == "to" && third == "left") || (w == "bottom" && (next == "up" || next == "to")) ||
        w == "upwards")
      return false;
  }
  return !said || forward;
}

// The words pill_facts knows beside the filler.
const Words& pill_words() {
  static const Words words = {"pill", "pills", "#multidigit", "number", "numbers", "total", "totals",
                                            "circle", "circles", "sum", "sums",
                                            "written", "read", "reads", "left", "right", "top", "down",
                                            "downwards", "bottom", "two", "digit", "from", "cell",
                                            "cells", "contain", "contains", "containing", "shaped", "where", "show", "shows", "with",
                                            "covers", "cover", "spans", "span", "reading", "oval", "ovals",
                                            "long", "wide", "some", "these", "arrow", "arrows", "have", "has",
                                            "as",
                                            // "where a circle is stretched across two cells, it holds ...", "if
                                            // the arrow starts from a two-cell oval, its digits form ...", "with
                                            // its tens digit on the left (horizontal pill) or on top"
                                            "stretched", "across", "spanning", "it", "its", "is", "are", "hold",
                                            "holds", "for", "if", "when", "starts", "start", "form", "forms", "tens",
                                            "on", "horizontal", "vertical", "they", "them", "those", "digits", "in",
                                            "then", "big", "covering", "ones"};
  return words;
}

// "2-digit numbers in pills are read left to right or downwards": arrows' pills, as sudosat reads them.
Reading pill_facts(const std::vector<std::string>& words) {
  const Words& own = pill_words();
  std::set<std::string> seen;
  // a pill, or a number of two or more digits in a circle or as a sum ("two-digit sums read
  // from left to right or top to bottom")
  if (!all_known(words, own, false, seen) || seen.count("#not") ||
      !(any_of_words(seen, {"pill", "pills"}) ||
        (seen.count("#multidigit") && any_of_words(seen, {"circle", "circles", "oval", "ovals", "sum", "sums"}))) ||
      !reads_forward(words) || !any_of_words(seen, {"left", "top", "downwards"}))
    return {};
  return stating(Stated{Stated::Rule, Kind::Arrow});
}

// The words greater_facts knows beside the filler.
const Words& greater_words() {
  static const Words words = {
      "inequality", "inequalities", "greater", "less", "than", "sign", "signs", "symbol", "symbols", "marker",
      "markers", "point", "points", "pointing", "at", "towards", "toward", "lower", "smaller", "larger",
      "bigger", "higher", "cell", "cells", "two", "connected", "adjacent", "neighbouring", "neighboring",
      "between", "which", "indicate", "indicates", "show", "shows", "link", "links", "share", "edge", "these",
      "they", "them", "of", "always", "contains", "contain", "holds", "hold", "<", ">", "marked", "with", "obey",
      "obeys", "satisfy", "satisfies", "respect", "respects", "some", "arrowhead", "arrowheads", "chevron",
      "chevrons", "respected", "obeyed", "satisfied", "where", "wherever", "drawn", "given", "tip", "tips", "small",
      "open", "side", "faces", "face", "facing", "pair", "pairs"};  // the signs themselves: "inequality signs (< or >)"
  return words;
}

// Inequality signs in words: a sign between two cells points at the smaller digit ("the
// inequality sign points to the lower digit"), or shows which of the two is larger. A sign
// said to point at the larger digit reverses the rule: not this one.
Reading greater_facts(const std::vector<std::string>& words) {
  const Words& own = greater_words();
  std::set<std::string> seen;
  if (!all_known(words, own, false, seen) || seen.count("#not")) return {};
  // named, or an arrowhead (chevron) "between two cells" ("chevrons" alone mark minimum cells)
  const bool named = any_of_words(seen, {"inequality", "inequalities", "<", ">"}) ||
                     (any_of_words(seen, {"greater", "less"}) && seen.count("than")) ||
                     (any_of_words(seen, {"arrowhead", "arrowheads", "chevron", "chevrons"}) && seen.count("between"));
  if (!named || !any_of_words(seen, {"sign", "signs", "symbol", "symbols", "marker", "markers", "arrowhead", "arrowheads",
                                      "chevron", "chevrons"}))
    return {};
  auto comparative = [](const std::string& w) {
    return w == "lower" || w == "smaller" || w == "larger" || w == "bigger" || w == "higher" || w == "greater" ||
           w == "less";
  };
  auto after = [&](std::initializer_list<const char*> marks) {  // the comparatives after the first mark
    std::vector<std::string> out;
    bool on = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
      if (!on && std::find_if(marks.begin(), marks.end(), [&](const char* m) { return words[i] == m; }) != marks.end())
        on = true;
      else if (on && comparative(words[i]) && !(i + 1 < words.size() && words[i + 1] == "than"))
        out.push_back(words[i]);
    }
    return out;
  };
  // "cells marked with a greater-than sign must obey the inequality": the sign says it all
  if (any_of_words(seen, {"obey", "obeys", "satisfy", "satisfies", "respect", "respects", "respected", "obeyed", "satisfied"}))
    return any_of_words(seen, {"point", "points", "pointing", "which", "lower", "smaller", "larger", "bigger", "higher"})
               ? Reading{}
               : stating(Stated{Stated::Rule, Kind::GreaterThan});
  // "the open side of each sign faces the larger digit": the side said open, the larger faced
  const bool faces = any_of_words(seen, {"faces", "face", "facing"});
  if (faces != (seen.count("open") > 0)) return {};
  if (faces) {
    const std::vector<std::string> faced = after({"faces", "face", "facing"});
    if (faced.empty() || any_of_words(seen, {"point", "points", "pointing", "tip", "tips"})) return {};
    for (const std::string& w : faced)
      if (w != "larger" && w != "bigger" && w != "higher" && w != "greater") return {};
    return stating(Stated{Stated::Rule, Kind::GreaterThan});
  }
  const std::vector<std::string> pointed = after({"point", "points", "pointing"});
  if (any_of_words(seen, {"point", "points", "pointing"})) {
    if (pointed.empty()) return {};
    for (const std::string& w : pointed)
      if (w != "lower" && w != "smaller") return {};  // points at the larger digit: reversed
    return stating(Stated{Stated::Rule, Kind::GreaterThan});
  }
  // "inequality signs indicate which of two adjacent digits is larger"; "... which one contains the
  // lower/higher digit" (both, one beside the other: the slash)
  const std::vector<std::string> which = after({"which"});
  auto low = [](const std::string& w) { return w == "lower" || w == "smaller" || w == "less"; };
  const bool slashed = which.size() == 2 && low(which[0]) != low(which[1]) &&
                       std::search(words.begin(), words.end(), which.begin(), which.end()) != words.end();
  if (any_of_words(seen, {"indicate", "indicates", "show", "shows"}) && seen.count("which") &&
      (which.size() == 1 || slashed))
    return stating(Stated{Stated::Rule, Kind::GreaterThan});
  return {};
}

// The words negative_xv_facts knows beside the filler.
const Words& negative_xv_words() {
  static const Words words = {"two", "orthogonally", "orthogonal", "adjacent", "neighbouring",
                                              "neighboring", "cells", "cell", "add", "adds", "up", "sum", "sums",
                                              "5", "10", "five", "ten", "total", "pair", "pairs", "can", "if",
                                              "have", "has", "they", "them", "there", "may"};
  return words;
}

// `words` without the places where a mark is said to be absent: "#not" then (a, an, any) one of
// `marks`, optionally "or" another and "between them" ("without an x", "no x or v between
// them"); when `verbs`, also "#not" then separated (joined, ...) by such a mark ("not separated
// by a dot"). `found` tells whether there was one.
std::vector<std::string> without_marks(const std::vector<std::string>& words, std::initializer_list<const char*> marks,
                                       bool verbs, bool& found) {
  auto is = [](const std::string& w, std::initializer_list<const char*> list) {
    return std::any_of(list.begin(), list.end(), [&](const char* x) { return w == x; });
  };
  std::vector<std::string> out;
  found = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    std::size_t j = i + 1;
    if (words[i] != "#not") {
      out.push_back(words[i]);
      continue;
    }
    if (verbs && j < words.size() && is(words[j], {"separated", "joined", "connected", "linked", "marked"})) {
      ++j;
      if (j < words.size() && words[j] == "by") ++j;
    }
    auto mark = [&] {
      if (j < words.size() && is(words[j], {"a", "an", "any"})) ++j;
      if (j < words.size() && is(words[j], marks)) return ++j, true;
      return false;
    };
    if (!mark()) {
      out.push_back(words[i]);
      continue;
    }
    // "no x or v", "neither an x nor a v" ("nor" a negation of its own)
    if (j + 1 < words.size() && (words[j] == "or" || words[j] == "#not")) {
      const std::size_t at = j++;
      if (!mark()) j = at;  // ("no dot: neither consecutive nor double": the "or" or "nor" is the rule's)
    }
    if (j + 1 < words.size() && words[j] == "between" && words[j + 1] == "them") {
      out.push_back("adjacent");  // a mark is drawn between neighbours only: "cells without a dot between them"
      j += 2;
    } else if (j < words.size() && words[j] == "between") {  // "no x or v between two (adjacent) cells": neighbours
      std::size_t k = j + 1;
      if (k < words.size() && words[k] == "two") ++k;
      if (k < words.size() && (words[k] == "adjacent" || words[k] == "neighbouring" || words[k] == "neighboring")) ++k;
      if (k < words.size() && words[k] == "cells") {
        out.push_back("adjacent");
        j = k + 1;
      }
    }
    found = true;
    i = j - 1;
  }
  return out;
}

// "Orthogonally adjacent digits never sum to 5 or 10": every X and V that could be drawn is
// (none drawn: no two neighbours sum to 5 or 10). Said of cells without a mark ("adjacent cells
// without an x cannot sum to 10"), the same. One sum alone, in figures ("Two orthogonally
// neighbouring cells can never sum to 7."): a negative sum of that number.
// `words` less a last clause that excepts the marked cells ("... unless an X or V is drawn between
// them", "unless separated by an X or a V"): "#not" and the mark in its place, as without_marks
// reads them ("without an x or v between them"); `words` itself when there is none.
std::vector<std::string> unless_marked(const std::vector<std::string>& words, std::initializer_list<const char*> marks) {
  const auto at = std::find(words.begin(), words.end(), "unless");
  if (at == words.end()) return words;
  auto is = [](const std::string& w, std::initializer_list<const char*> list) {
    return std::any_of(list.begin(), list.end(), [&](const char* x) { return w == x; });
  };
  std::vector<std::string> out(words.begin(), at), named;
  std::size_t j = static_cast<std::size_t>(at - words.begin()) + 1;
  if (j + 1 < words.size() && words[j] == "there" && (words[j + 1] == "is" || words[j + 1] == "are")) j += 2;
  if (j < words.size() && is(words[j], {"separated", "joined", "connected", "marked"})) {
    ++j;
    if (j < words.size() && words[j] == "by") ++j;
  }
  for (bool first = true;; first = false) {  // the marks, "or" between them
    if (!first) {
      if (j >= words.size() || words[j] != "or") break;
      ++j;
    }
    if (j < words.size() && is(words[j], {"a", "an"})) ++j;
    if (j >= words.size() || !is(words[j], marks)) return words;
    named.push_back(words[j++]);
  }
  if (j < words.size() && (words[j] == "is" || words[j] == "are")) ++j;
  if (j < words.size() && is(words[j], {"drawn", "shown", "given", "marked", "placed"})) ++j;
  if (j + 1 < words.size() && words[j] == "between" && words[j + 1] == "them") j += 2;
  if (j != words.size()) return words;
  // both marks excepted ("unless separated by a V": and a pair summing to 10?)
  const bool x = std::any_of(named.begin(), named.end(), [](const std::string& w) { return w[0] == 'x'; });
  const bool v = std::any_of(named.begin(), named.end(), [](const std::string& w) { return w == "xv" || w[0] == 'v'; });
  if (!x || !v) return words;
  out.push_back("#not");
  for (std::size_t k = 0; k < named.size(); ++k) {
    if (k > 0) out.push_back("or");
    out.push_back(named[k]);
  }
  out.insert(out.end(), {"between", "them"});
  return out;
}

Reading negative_xv_facts(const std::vector<std::string>& said) {
  bool unmarked = false;
  const std::vector<std::string> all_words = unless_marked(said, {"x", "v", "xv", "xs", "vs"});
  const std::vector<std::string> words = without_marks(all_words, {"x", "v", "xv", "xs", "vs"}, false, unmarked);
  const Words& own = negative_xv_words();
  // each sum denied: "... without an x can sum to 10 and ... without a v cannot sum to 5" denies one
  const auto count = [&](std::initializer_list<const char*> of) {
    return std::count_if(words.begin(), words.end(), [&](const std::string& w) {
      return std::any_of(of.begin(), of.end(), [&](const char* x) { return w == x; });
    });
  };
  const bool each_denied = count({"#not"}) >= count({"add", "adds", "sum", "sums", "total"});
  auto denied_sum = [&](const std::set<std::string>& seen) {
    return seen.count("#not") && each_denied && any_of_words(seen, {"adjacent", "neighbouring", "neighboring"}) &&
           any_of_words(seen, {"add", "adds", "sum", "sums", "total"});
  };
  std::set<std::string> seen;
  if (all_known(words, own, false, seen) && denied_sum(seen) && any_of_words(seen, {"5", "five"}) &&
      any_of_words(seen, {"10", "ten"}))
    return stating(Stated{Stated::AllMarks, Kind::XV});
  Reading r;
  std::vector<std::string> rest;
  seen.clear();
  if (!take_number(words, 2, r, rest) || r.number < 3 || !all_known(rest, own, false, seen) || !denied_sum(seen) ||
      any_of_words(seen, {"five", "ten"}))
    return {};
  const int sum = r.number;
  r = stating(Stated{Stated::Rule, Kind::NegativeSum});
  r.number = sum;
  return r;
}

// The words negative_kropki_facts knows beside the filler.
const Words& negative_kropki_words() {
  static const Words words = {
      "two", "orthogonally", "orthogonal", "adjacent", "neighbouring", "neighboring", "neighbours", "neighbors",
      "touching", "cells", "cell", "contain", "contains", "can", "may", "consecutive", "ratio", "#2:1", "#1:2",
      "pair", "pairs", "nor", "double", "twice", "half", "other", "either", "they", "be", "them", "between", "there",
      "hold", "holds", "with"};
  return words;
}

// Orthogonal neighbours denied both kropki relations: "The digits in two orthogonally adjacent
// cells may not be consecutive, nor may they be in a ratio of 2:1." Non-consecutive, and every
// black dot that could be drawn is (none drawn: no neighbours in a 1:2 ratio). Both relations,
// each denied; the ratio 1:2 alone (no other number). Said of neighbours without a dot ("if two
// cells are orthogonally adjacent and not separated by a dot, they cannot be ..."), the same.
Reading negative_kropki_facts(const std::vector<std::string>& said) {
  bool undotted = false;  // ("neither consecutive nor double": two negations, as fact_words gives them)
  std::vector<std::string> words = without_marks(said, {"dot", "dots"}, true, undotted);
  if (undotted && !words.empty() && words[0] == "if") words.erase(words.begin());  // "if ..., they cannot be"
  std::set<std::string> seen;
  // neighbours named, or cells without a dot (a dot is only ever between neighbours)
  if (!all_known(words, negative_kropki_words(), false, seen) || !seen.count("#not") || !seen.count("consecutive") ||
      (!undotted && !any_of_words(seen, {"orthogonally", "orthogonal", "adjacent", "neighbouring", "neighboring",
                                         "neighbours", "neighbors", "touching"})) ||
      !any_of_words(seen, {"ratio", "double", "twice", "half"}))
    return {};
  if (seen.count("ratio") && !any_of_words(seen, {"#2:1", "#1:2", "double", "twice", "half"})) return {};
  // the neighbours denied ("if two cells are not orthogonally adjacent ..."): other cells
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == "#not" && (words[i + 1] == "orthogonally" || words[i + 1] == "orthogonal" ||
                               words[i + 1] == "adjacent" || words[i + 1] == "neighbouring" ||
                               words[i + 1] == "neighboring" || words[i + 1] == "touching"))
      return {};
  // each relation denied: a negation since the one before, or an "or" after a denied one ("may
  // not be consecutive or in a 1:2 ratio")
  bool consecutive_denied = false, ratio_denied = false, negated = false, joined = false, any = false;
  for (const std::string& w : words) {
    if (w == "#not") negated = true;
    if (w == "or" && any) joined = true;
    const bool consecutive = w == "consecutive", ratio = w == "ratio" || w == "double" || w == "twice" || w == "half";
    if (!consecutive && !ratio) continue;
    if (!negated && !joined) return {};
    (consecutive ? consecutive_denied : ratio_denied) = true;
    negated = joined = false;
    any = true;
  }
  if (!consecutive_denied || !ratio_denied) return {};
  Reading r;
  r.ok = true;
  r.states = {Stated{Stated::Rule, Kind::NonConsecutive}, Stated{Stated::AllMarks, Kind::Ratio}};
  return r;
}

// The words extremes_facts knows beside the filler.
const Words& extremes_words() {
  static const Words words = {
      "minimum", "maximum", "minimums", "maximums", "minima", "maxima", "min", "max", "cell", "cells", "greater",
      "larger", "higher", "bigger", "less", "smaller", "lower", "than", "orthogonally", "orthogonal", "adjacent",
      "neighbours", "neighbors", "neighbouring", "neighboring", "as", "indicated", "shown", "marked", "given",
      "by", "symbol", "symbols", "chevron", "chevrons", "bordering", "around", "inside"};
  return words;
}

// Minimum and maximum cells in one clause: "Minimum/maximum cells must be greater than or less
// than their orthogonally-adjacent neighbours, as indicated by the symbols bordering the cell."
// Both comparisons, a neighbour, and which is which said to be marked ("as indicated", "as
// shown", "as marked", or the cells named minimum and maximum); no negation.
Reading extremes_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, extremes_words(), false, seen) || seen.count("#not") || !seen.count("than") ||
      !any_of_words(seen, {"greater", "larger", "higher", "bigger"}) ||
      !any_of_words(seen, {"less", "smaller", "lower"}) ||
      !any_of_words(seen, {"adjacent", "neighbours", "neighbors", "neighbouring", "neighboring"}) ||
      !(any_of_words(seen, {"indicated", "shown", "marked"}) ||
        (any_of_words(seen, {"minimum", "minimums", "minima", "min"}) &&
         any_of_words(seen, {"maximum", "maximums", "maxima", "max"}))))
    return {};
  for (std::size_t k = 0; k < words.size(); ++k)  // "smaller than one of its neighbours": not all of them
    if (words[k] == "one" && !(k >= 1 && (words[k - 1] == "each" || words[k - 1] == "every"))) return {};
  Reading r;
  r.ok = true;
  r.states = {Stated{Stated::Rule, Kind::Minimum}, Stated{Stated::Rule, Kind::Maximum}};
  return r;
}

// The words zipper_facts knows beside the filler.
const Words& zipper_words() {
  static const Words words = {
      "line", "lines", "zipper", "equidistant", "equally", "distant", "distance", "same", "centre", "center",
      "middle", "sum", "sums", "total", "totals", "equal", "have", "has", "pair", "pairs", "cells", "cell",
      "when", "which", "at", "where", "there", "is", "length", "odd", "add", "up", "between", "two", "far"};
  return words;
}

// Zipper lines in words: digits at the same distance from the middle of a line have equal sums
// (the middle digit, on a line of odd length).
Reading zipper_facts(const std::vector<std::string>& words) {
  const Words& own = zipper_words();
  std::set<std::string> seen;
  if (!all_known(words, own, true, seen) || seen.count("#not") || !any_of_words(seen, {"line", "lines"})) return {};
  // "odd" of a line's length only ("an odd number of cells", "odd length"), never of its digits
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == "odd" && (i + 1 == words.size() || (words[i + 1] != "length" && words[i + 1] != "number")))
      return {};
  const bool equidistant = seen.count("equidistant") ||
                           (seen.count("equally") && (seen.count("distant") || seen.count("far"))) ||
                           ((seen.count("same") || seen.count("equal")) && seen.count("distance"));
  if (!equidistant || !any_of_words(seen, {"centre", "center", "middle"}) ||
      !any_of_words(seen, {"sum", "sums", "total", "totals", "add"}))
    return {};
  return stating(Stated{Stated::Rule, Kind::ZipperLine});
}

// The words modular_facts knows beside the filler.
const Words& modular_words() {
  static const Words words = {
      "line", "lines", "set", "sets", "group", "groups", "three", "consecutive", "sequential", "adjacent",
      "successive", "cells", "cell", "contain", "contains", "containing", "include", "includes", "from",
      "147", "258", "369", "1", "2", "3", "4", "5", "6", "7", "8", "9", "along", "on", "have", "has",
      "different", "remainder", "remainders", "when", "divided", "by", "modulo", "mod", "residue", "residues",
      "which", "must", "for", "modular", "complete", "residual", "residuals", "hold", "holds", "0", "leave", "leaves",
      "give", "gives"};
  return words;
}

// Modular lines in words: any three cells in a row on a line hold one digit of each of {1,4,7},
// {2,5,8}, {3,6,9}, or three different remainders when divided by 3.
Reading modular_facts(const std::vector<std::string>& said) {
  const Words& own = modular_words();
  // SudokuMaker's "every 3 consecutive cells along a 3-modular line": the count in figures, the
  // line named by its modulus
  std::vector<std::string> words;
  for (std::size_t i = 0; i < said.size(); ++i) {
    const std::string next = i + 1 < said.size() ? said[i + 1] : "";
    if (said[i] == "3" && next == "modular") continue;
    if (said[i] == "in" && next == "a" && i + 2 < said.size() && said[i + 2] == "row") {  // "three cells in a row"
      words.push_back("consecutive");
      i += 2;
      continue;
    }
    const bool count = said[i] == "3" && (next == "consecutive" || next == "sequential" || next == "adjacent" ||
                                          next == "successive" || next == "cells");
    words.push_back(count ? "three" : said[i]);
  }
  std::set<std::string> seen;
  if (!all_known(words, own, true, seen) || seen.count("#not") || !any_of_words(seen, {"line", "lines"}) ||
      !seen.count("three") || !any_of_words(seen, {"consecutive", "sequential", "adjacent", "successive"}))
    return {};
  std::string digits;  // the single digits said, in order: "147258369" for the three groups
  for (const std::string& w : words)
    if (w.size() == 1 && std::isdigit(static_cast<unsigned char>(w[0]))) digits += w;
  bool groups = seen.count("147") && seen.count("258") && seen.count("369") && digits.empty();
  if (digits.size() == 9) {
    std::set<std::string> triples;
    for (std::size_t i = 0; i < 9; i += 3) triples.insert(digits.substr(i, 3));
    groups = triples == std::set<std::string>{"147", "258", "369"};
  }
  const bool remainders =
      any_of_words(seen, {"remainder", "remainders", "residue", "residues", "residual", "residuals", "modulo", "mod"}) &&
      (((seen.count("different") || (seen.count("complete") && any_of_words(seen, {"set", "sets"}))) && digits == "3") ||
       digits == "0123");  // "leave the remainders 0, 1 and 2 when divided by 3"
  if (!groups && !remainders) return {};
  return stating(Stated{Stated::Rule, Kind::ModularLine});
}

// The words between_compare_facts knows beside the filler.
const Words& between_compare_words() {
  static const Words words = {
      "line", "lines", "circle", "circles", "circled", "end", "ends", "endpoint", "endpoints", "both", "either", "at",
      "with", "strictly", "greater", "larger", "higher", "bigger", "less", "smaller", "lower", "than", "one", "other",
      "cells", "cell", "digit", "two", "connects", "connect", "connecting", "joins", "join", "joining", "lesser",
      "between"};
  return words;
}

// A between line said by comparisons: "Digits on a grey line with circles at both ends must be
// strictly greater than one circle and strictly less than the other." The line's digits are the
// subject: greater (less) "than one" circle, and the other comparison "than the other"; no
// negation (a circle said greater than the line's digits is a restatement, read as such only
// after the rule: restatement()).
Reading between_compare_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, between_compare_words(), true, seen) || seen.count("#not") ||
      !any_of_words(seen, {"line", "lines"}) ||
      !any_of_words(seen, {"circle", "circles", "circled", "end", "ends", "endpoint", "endpoints"}))
    return {};
  static const std::set<std::string> up = {"greater", "larger", "higher", "bigger"},
                                     down = {"less", "smaller", "lower"};
  struct Comparison {
    bool greater;       // greater (larger, ...), else less
    std::string what;   // the word after its "than" (and "the"s)
  };
  std::vector<Comparison> said;
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if ((up.count(words[i]) || down.count(words[i])) && words[i + 1] == "than") {
      std::size_t j = i + 2;
      while (j < words.size() && words[j] == "the") ++j;
      said.push_back({up.count(words[i]) > 0, j < words.size() ? words[j] : ""});
    }
  if (said.size() != 2 || said[0].greater == said[1].greater) return {};
  // a comparative not before "than" names a circle after one ("than the smaller circle digit"),
  // never the line's digits ("larger digits on the line ...")
  for (std::size_t i = 0; i < words.size(); ++i)
    if ((up.count(words[i]) || down.count(words[i]) || words[i] == "lesser") &&
        !(i + 1 < words.size() && words[i + 1] == "than") && !(i >= 2 && words[i - 1] == "the" && words[i - 2] == "than"))
      return {};
  // "than one ... than the other", or "greater than the smaller (circle) and less than the larger"
  const bool one_other = said[0].what == "one" && said[1].what == "other";
  auto named_end = [&](const Comparison& c) {
    return c.greater ? c.what == "smaller" || c.what == "lower" || c.what == "lesser"
                     : c.what == "larger" || c.what == "greater" || c.what == "higher" || c.what == "bigger";
  };
  if (!one_other && !(named_end(said[0]) && named_end(said[1]))) return {};
  // "one" is a circle's ("than one", "the larger one"): "one digit on the line is greater than
  // ..." is not each
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == "one" && !(i > 0 && (words[i - 1] == "than" || up.count(words[i - 1]) || down.count(words[i - 1]) ||
                                         words[i - 1] == "lesser")))
      return {};
  return stating(Stated{Stated::Rule, Kind::BetweenLine});
}

// The words lockout_facts knows beside the filler.
const Words& lockout_words() {
  static const Words words = {
      "diamond", "diamonds", "endpoint", "endpoints", "end", "ends", "line", "lines", "lockout", "differ",
      "difference", "by", "at", "least", "remaining", "other", "cells", "cell", "between", "equal", "or", "on",
      "outside", "range", "lie", "lies", "their", "them", "have", "has", "can", "be", "inner", "rest", "those", "placed",
      "marked", "with", "may", "more", "circled", "which", "two", "either", "contain", "contains", "inclusive",
      "apart", "connecting", "joining", "connects", "joins",
      // the range the ends set ("outside the range set by the diamonds", "between those two values")
      "set", "defined", "define", "defines", "values", "value", "itself", "hold", "holds", "fall", "falls",
      "strictly"};
  return words;
}

// Lockout lines in words: the ends (diamonds) differ by at least a number (the number), and no
// other digit on the line lies between them or equals one ("cannot be between or equal to",
// "lie outside their range"). Either half alone, said in a sentence of its own ("Diamonds at the
// ends of a line must differ by at least 4." / "Digits on the line must not be between or equal
// to the diamond digits."), states that half: the converter wants both.
Reading lockout_facts(const std::vector<std::string>& words) {
  const Words& own = lockout_words();
  Reading r;
  std::vector<std::string> rest;
  for (const std::string& w : words) {
    if (small_number(w)) {
      if (r.number != 0) return {};
      r.number = std::stoi(w);
    } else {
      rest.push_back(w);
    }
  }
  std::set<std::string> seen;
  // a line, or its diamonds, which only lockout lines have ("The diamond digits must differ by 4 or more.")
  if (!all_known(rest, own, true, seen)) return {};
  const bool line_ends =
      any_of_words(seen, {"line", "lines"}) && any_of_words(seen, {"endpoint", "endpoints", "end", "ends"});
  if (!line_ends && !any_of_words(seen, {"diamond", "diamonds"})) return {};
  // the ends' difference denied ("must not differ by at least 4"): not the rule
  for (std::size_t k = 1; k < rest.size(); ++k)
    if ((rest[k] == "differ" || rest[k] == "difference") &&
        (rest[k - 1] == "#not" || (k >= 2 && rest[k - 2] == "#not" && (rest[k - 1] == "have" || rest[k - 1] == "a"))))
      return {};
  // "by at least 4", or "by 4 or more"
  bool or_more = false;  // "or more", wherever it is ("between or equal to ..., which differ by 4 or more")
  for (std::size_t k = 0; k + 1 < rest.size(); ++k) or_more = or_more || (rest[k] == "or" && rest[k + 1] == "more");
  const bool ends =
      r.number != 0 && any_of_words(seen, {"differ", "difference", "apart"}) && (seen.count("least") || or_more);
  // the inner digits: denied "between ... or equal", or "outside their range"; "not between" alone
  // beside the ends' difference and the kind's name (SudokuMaker's "Digits along a lockout line
  // must not be between the digits on the circled ends of the line, which have a difference of at
  // least 4": the lockout rule by name, which denies an equal digit too, as Puzzle TV's lines do)
  const bool denied = seen.count("#not") && seen.count("between") &&
                      (seen.count("equal") || seen.count("inclusive") || (ends && seen.count("lockout")));
  // ("lie outside their range"; "can lie outside the range" permits, and is no rule; "..., and
  // cannot be equal to either diamond digit": the range's ends denied too)
  bool equal_denied = true;  // every denial is of an equal digit
  for (std::size_t k = 0; k < rest.size(); ++k)
    if (rest[k] == "#not") {
      std::size_t e = k + 1;
      if (e < rest.size() && rest[e] == "be") ++e;
      equal_denied = equal_denied && e < rest.size() && rest[e] == "equal";
    }
  const bool outside = equal_denied && seen.count("outside") && seen.count("range") && !seen.count("may") &&
                       !seen.count("can");
  const bool inner_words = seen.count("between") || seen.count("equal") || seen.count("outside") || seen.count("range");
  r.ok = true;
  if (ends && (denied || outside)) {
    r.states = {Stated{Stated::Rule, Kind::LockoutLine}};
  } else if (ends && !inner_words && !seen.count("#not")) {
    r.states = {Stated{Stated::LockoutEnds}};
  } else if (r.number == 0 && !any_of_words(seen, {"differ", "difference", "least"}) && (denied || outside)) {
    r.states = {Stated{Stated::LockoutInner}};
  } else {
    return {};
  }
  return r;
}

// The words segment_facts knows beside the filler.
const Words& segment_words() {
  static const Words words = {
      "line", "lines", "segment", "segments", "divided", "split", "partitioned", "broken", "cut", "can",
      "sum", "sums", "summing", "total", "totals", "add", "adds", "up", "non", "overlapping", "consecutive", "more",
      "or", "which", "where", "cells", "be", "up", "ten", "entirely", "completely", "fully", "group", "groups",
      "section", "sections", "piece", "pieces", "into", "that", "each", "adjacent", "consists", "consist",
      "made", "composed", "whose", "part", "parts", "has", "have"};
  return words;
}

// Segment sum lines ("10 lines") in words: a line divides into segments of consecutive cells that
// each sum to a number (the number).
Reading segment_facts(const std::vector<std::string>& words) {
  const Words& own = segment_words();
  Reading r;
  std::vector<std::string> rest;
  for (const std::string& w : words) {
    if (small_number(w) || w == "ten") {
      const int v = w == "ten" ? 10 : std::stoi(w);
      if (v == 1 && rest.size() > 0 && rest.back() == "into") {
        rest.push_back("one");  // "into 1 or more segments"
        continue;
      }
      if (r.number != 0 && r.number != v) return {};
      r.number = v;
    } else {
      rest.push_back(w);
    }
  }
  std::set<std::string> seen;
  if (r.number < 2 || !all_known(rest, own, true, seen) || seen.count("#not") ||
      !any_of_words(seen, {"line", "lines"}) ||
      !any_of_words(seen, {"segment", "segments", "group", "groups", "section", "sections", "piece", "pieces", "part",
                           "parts"}) ||
      !any_of_words(seen, {"sum", "sums", "summing", "total", "totals", "add", "adds"}))
    return {};
  if (seen.count("non") != seen.count("overlapping")) return {};  // "non-overlapping", never "overlapping" alone
  r.ok = true;
  r.states = {Stated{Stated::Rule, Kind::SegmentSumLine}};
  return r;
}

// The words counting_facts knows beside the filler.
const Words& counting_words() {
  static const Words words = {
      "circle", "circles", "circled", "cell", "cells", "indicates", "indicate", "shows", "show", "gives", "give",
      "how", "many", "count", "counts", "times", "appears", "appear", "contain", "contains", "containing", "tells",
      "tell",
      "same", "this", "is", "equal", "equals", "total", "grid", "in", "there", "are", "which", "you", "across", "whole",
      "entire", "says", "say", "have", "has"};
  return words;
}

// Counting circles in words: a digit in a circle is how many circles hold that digit ("that",
// "same", "this" digit, or "how many times it appears in circles").
Reading counting_facts(const std::vector<std::string>& words) {
  const Words& own = counting_words();
  std::set<std::string> seen;
  if (!all_known(words, own, false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"circle", "circles", "circled"}) ||
      !((seen.count("how") && seen.count("many")) || seen.count("number") || any_of_words(seen, {"count", "counts"})) ||
      !(any_of_words(seen, {"that", "same", "this"}) ||
        (seen.count("it") && any_of_words(seen, {"appears", "appear"}))))
    return {};
  // the circles are counted: "circles" after the count ("how many circles", "the number of circles")
  bool counted = false, after = false;
  for (const std::string& w : words) {
    if (w == "many" || w == "number" || w == "count" || w == "counts") after = true;
    else if (after && (w == "circles" || w == "circled")) counted = true;
  }
  if (!counted) return {};
  return stating(Stated{Stated::Rule, Kind::CountingCircles});
}

// The words entropic_facts knows beside the filler.
const Words& entropic_words() {
  static const Words words = {
      "line", "lines", "set", "sets", "group", "groups", "three", "consecutive", "sequential", "adjacent",
      "successive", "cells", "cell", "contain", "contains", "containing", "include", "includes", "low", "middle",
      "medium", "mid", "high", "#3", "4", "6", "7", "9", "along", "on", "have", "has", "from", "entropic", "run",
      "runs", "there", "123", "456", "789", "1", "2", "3", "5", "8", "arranged", "for", "hold", "holds", "where",
      "it"};
  return words;
}

// Entropic lines in words: any three cells in a row on a line hold a low, a middle and a high
// digit (the ranges, if given, 1-3, 4-6 and 7-9 in that order, or the digits listed: "(1, 2 or
// 3)").
Reading entropic_facts(const std::vector<std::string>& said) {
  std::vector<std::string> words;  // "any three digits in a row" on a line: consecutive ones
  for (std::size_t i = 0; i < said.size(); ++i) {
    if (said[i] == "in" && i + 2 < said.size() && said[i + 1] == "a" && said[i + 2] == "row") {
      words.push_back("consecutive");
      i += 2;
    } else {
      words.push_back(said[i]);
    }
  }
  std::vector<std::string> rest;  // "3 adjacent cells": the three (not the 3 of "1, 2 or 3")
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string next = i + 1 < words.size() ? words[i + 1] : "";
    const bool count = next == "consecutive" || next == "sequential" || next == "adjacent" || next == "successive" ||
                       next == "cells" || next == "digits" || next == "in";
    const bool one = words[i] == "1" && (next == "low" || next == "mid" || next == "middle" || next == "medium" ||
                                         next == "high");  // "1 low, 1 mid, 1 high digit"
    rest.push_back(words[i] == "3" && count ? "three" : one ? "one" : words[i]);
  }
  std::set<std::string> seen;
  if (!all_known(rest, entropic_words(), true, seen) || seen.count("#not") || !any_of_words(seen, {"line", "lines"}) ||
      !seen.count("three") || !any_of_words(seen, {"consecutive", "sequential", "adjacent", "successive", "run", "runs"}))
    return {};
  std::string ranges;
  for (const std::string& w : rest)
    if (w == "#3" || (w.size() == 1 && std::isdigit(static_cast<unsigned char>(w[0]))) || w == "123" || w == "456" ||
        w == "789")
      ranges += w + " ";
  const bool groups = ranges == "#3 4 6 7 9 " || ranges == "123 456 789 " || ranges == "1 2 3 4 5 6 7 8 9 ";
  if (!ranges.empty() && !groups) return {};
  // "or" only inside a group's digits ("(1, 2 or 3)"): "..., or all three from one group" is another rule
  for (std::size_t i = 0; i < rest.size(); ++i)
    if (rest[i] == "or" && (i + 1 == rest.size() || rest[i + 1].empty() ||
                            !std::isdigit(static_cast<unsigned char>(rest[i + 1][0]))))
      return {};
  // the groups named, or given by their digits alone ("one digit from 1-3, one from 4-6 and one from 7-9")
  if (!(seen.count("low") && any_of_words(seen, {"middle", "medium", "mid"}) && seen.count("high")) && !groups)
    return {};
  return stating(Stated{Stated::Rule, Kind::EntropicLine});
}

// The cells a clue outside speaks of, "the first three": one count from 2 to 4 in words or a
// figure (into r.number), the other words into `rest`. False for two counts or none.
bool frame_count(const std::vector<std::string>& words, Reading& r, std::vector<std::string>& rest) {
  for (const std::string& w : words) {
    const int k = w == "two" ? 2 : w == "three" ? 3 : w == "four" ? 4 : w.size() == 1 && w[0] >= '2' && w[0] <= '4' ? w[0] - '0' : 0;
    if (k == 0) {
      rest.push_back(w);
      continue;
    }
    if (r.number != 0) return false;
    r.number = k;
  }
  return r.number != 0;
}

// Whether the clue is said to be outside: "outside", or a clue "seen" or "looking" from a direction
// or side ("other clues show digits which must appear in the first three cells, looking from that
// direction": no clue in the grid looks from a side).
bool outside_clue(const std::set<std::string>& seen) {
  return seen.count("outside") ||
         (any_of_words(seen, {"clue", "clues"}) && any_of_words(seen, {"seen", "looking"}) &&
          any_of_words(seen, {"direction", "side"}));
}

// The words frame_sum_facts knows beside the filler.
const Words& frame_sum_words() {
  static const Words words = {
      "clues", "clue", "numbers", "outside", "grid", "give", "gives", "indicate", "indicates", "show", "shows", "sum",
      "sums", "total", "totals", "first", "cells", "cell", "row", "rows", "column", "columns", "that", "seen", "from",
      "direction", "side", "nearest", "closest", "two", "three", "four", "frame", "their", "its", "corresponding",
      "looking", "other"};
  return words;
}

// Frame sums ("clues outside the grid give the sum of the first three digits in that row or
// column"): a clue, outside, a sum, "first" and the count said (2-4, in words or a figure: the
// number); no X ("the first X digits": X-sums), no negation, no other number.
Reading frame_sum_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  if (!frame_count(words, r, rest)) return {};
  std::set<std::string> seen;
  if (!all_known(rest, frame_sum_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"clue", "clues", "number", "numbers"}) || !outside_clue(seen) || !seen.count("first") ||
      !any_of_words(seen, {"sum", "sums", "total", "totals"}))
    return {};
  r.ok = true;
  r.states = {Stated{Stated::FrameSum}};
  return r;
}

// The words frame_digits_facts knows beside the filler.
const Words& frame_digits_words() {
  static const Words words = {
      "clues", "clue", "numbers", "outside", "grid", "show", "shows", "indicate", "indicates", "list", "lists",
      "appear", "appears", "first", "cells", "cell", "of", "row", "rows", "column", "columns", "that", "seen", "from",
      "direction", "side", "looking", "which", "corresponding", "other", "somewhere", "among", "at", "least",
      "two", "three", "four"};
  return words;
}

// Outside sudoku ("numbers outside the grid must appear in the first three cells from that
// direction"): a clue or number outside, "appear", "first" and the count (2-4: the number); no
// sum ("frame sums"), no negation, no other number.
Reading frame_digits_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  if (!frame_count(words, r, rest)) return {};
  std::set<std::string> seen;
  if (!all_known(rest, frame_digits_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"clue", "clues", "number", "numbers", "digit", "digits"}) || !outside_clue(seen) ||
      !seen.count("first") || !any_of_words(seen, {"appear", "appears"}) ||
      !any_of_words(seen, {"direction", "side", "that", "corresponding", "seen", "looking"}))
    return {};
  r.ok = true;
  r.states = {Stated{Stated::FrameDigits}};
  return r;
}

// The words battlefield_facts knows beside the filler.
const Words& battlefield_words() {
  static const Words words = {
      "battlefield", "clue", "clues", "outside", "grid", "give", "gives", "indicate", "indicates", "show", "shows",
      "sum", "sums", "total", "totals", "where", "first", "last", "x", "y", "cells", "cell", "row", "rows", "column",
      "columns", "overlap", "overlaps", "overlapping", "between", "gap", "them", "if", "do", "does", "these",
      "groups", "group", "consider", "otherwise", "direction", "side", "when", "there", "both", "sets", "set", "let",
      "take", "clue's", "for", "at", "either", "end", "ends"};
  return words;
}

// Battlefield ("the first X cells and the last Y cells of a row or column, X and Y its first and
// last digits: a clue outside gives the sum where they overlap, or of the gap between them if they
// do not"). In one sentence: first and last, X and Y, a sum, an overlap, a gap (or "between") and
// "or"/"otherwise" joining the two cases. Or in two halves, each a sentence (the converter wants
// both): the groups (first, last, X and Y, as "X is the first digit and Y the last"; no sum, no
// overlap, no negation), and the sum
// (outside, sum, overlap, gap or between, "these groups" or "them"; no X or Y). "First" comes
// before "last".
Reading battlefield_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, battlefield_words(), false, seen)) return {};
  const bool negated = seen.count("#not") > 0;
  const bool overlap = any_of_words(seen, {"overlap", "overlaps", "overlapping"});
  const bool gap = any_of_words(seen, {"gap", "between"});
  const bool sum = any_of_words(seen, {"sum", "sums", "total", "totals"});
  // the first X cells named before the last Y ("the last Y cells, where X and Y are ..." is a
  // piece of another sentence, cut at its "and")
  const auto first = std::find(words.begin(), words.end(), "first"), last = std::find(words.begin(), words.end(), "last");
  const bool ends = first < last && last != words.end() && seen.count("x") && seen.count("y");
  const bool outside = any_of_words(seen, {"outside", "clue", "clues"});
  // the gap's sum is for groups that do not overlap: "if they do overlap, it is the sum between
  // them" is another rule ("if they overlap, it is the sum of the overlap" is this one)
  for (std::size_t k = 0; k < words.size(); ++k)
    if (words[k] == "if" || words[k] == "when")
      for (std::size_t j = k + 1; j < words.size() && j <= k + 4 && words[j] != "#not"; ++j)
        if (words[j] == "overlap" || words[j] == "overlaps") {
          for (std::size_t t = j + 1; t < words.size() && t <= j + 8; ++t) {
            if (words[t] == "between" || words[t] == "gap") return {};
            if (words[t] == "#not" || words[t] == "or" || words[t] == "otherwise" || words[t].rfind("overlap", 0) == 0)
              break;
          }
          break;
        }
  if (ends && sum && overlap && gap && outside && any_of_words(seen, {"or", "otherwise"}))
    return stating(Stated{Stated::Rule, Kind::Battlefield});
  if (ends && !sum && !overlap && !gap && !negated)
    return stating(Stated{Stated::BattlefieldArmies});
  if (!seen.count("x") && !seen.count("y") && sum && overlap && gap && outside &&
      any_of_words(seen, {"groups", "them", "sets"}) && any_of_words(seen, {"or", "otherwise"}))
    return stating(Stated{Stated::BattlefieldSum});
  return {};
}

// The words rellik_facts knows beside the filler.
const Words& rellik_words() {
  static const Words words = {
      "rellik", "cage", "cages", "combination", "combinations", "subset", "subsets", "set", "sets", "group", "groups", "size",
      "selection", "sum", "sums", "summing", "add", "adds", "up", "total", "totals", "clue", "clues", "given",
      "corner", "top", "left", "shown", "more", "cell", "cells", "can", "may", "there", "be", "them", "this",
      "repeat", "repeats", "repeated", "repeating", "which", "equal", "equals", "make", "makes", "where", "contain",
      "contains"};
  return words;
}

// Rellik cages (the killer's reverse): "Rellik cages: no combination of one or more digits in a
// cage may sum to the clue." The name, a negation, a subset ("combination", "subset", "set",
// "group", "selection") and a sum; "digits cannot repeat" in the same sentence takes a second
// negation (one alone with a repeat is refused: which does it deny?). Digits are distinct in a
// rellik cage, as in a killer cage: the name says so, so a sentence without it is not read.
Reading rellik_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, rellik_words(), true, seen) || !seen.count("rellik") || !seen.count("#not") ||
      !any_of_words(seen, {"combination", "combinations", "subset", "subsets", "set", "sets", "group", "groups", "selection"}) ||
      !any_of_words(seen, {"sum", "sums", "summing", "add", "adds", "total", "totals", "equal", "equals", "make", "makes"}) ||
      !any_of_words(seen, {"cage", "cages"}))
    return {};
  const long long negations = std::count(words.begin(), words.end(), "#not");
  const bool repeat = any_of_words(seen, {"repeat", "repeats", "repeated", "repeating"});
  if (negations != (repeat ? 2 : 1)) return {};
  return stating(Stated{Stated::Rule, Kind::RellikCage});
}

// The words digital_root_facts knows beside the filler.
const Words& digital_root_words() {
  static const Words words = {
      "digital", "root", "roots", "cage", "cages", "killer", "sum", "sums", "total", "totals", "clue", "clues",
      "given", "shown", "corner", "top", "left", "equal", "equals", "repeat", "repeats", "repeated", "repeating",
      "cell", "cells", "indicated", "indicates", "show", "shows", "gives", "give", "by", "as", "if", "where", "which",
      "has", "have", "in", "number", "numbers"};
  return words;
}

// Digital root cages (f-puzzles' kind): "Digits in a cage do not repeat, and the clue is the
// digital root of their sum." Digital and root, a cage, a sum and a clue (clue, given, shown,
// indicated); the digits distinct, as in a killer cage: one negation, of a repeat (a sentence
// without it, or allowing repeats, is not read). Its definition beside it ("the digital root
// of a number is found by repeatedly summing its digits ...") is a note (rules_text.cpp).
Reading digital_root_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, digital_root_words(), false, seen) || !seen.count("digital") ||
      !any_of_words(seen, {"root", "roots"}) || !any_of_words(seen, {"cage", "cages"}) ||
      !any_of_words(seen, {"sum", "sums", "total", "totals"}) ||
      !any_of_words(seen, {"clue", "clues", "given", "shown", "indicated", "indicates", "show", "shows", "gives", "give"}) ||
      !any_of_words(seen, {"repeat", "repeats", "repeated", "repeating"}) ||
      std::count(words.begin(), words.end(), "#not") != 1)
    return {};
  return stating(Stated{Stated::Rule, Kind::DigitalRoot});
}

// The words magic_facts knows beside the filler.
const Words& magic_words() {
  static const Words words = {
      "magic", "square", "squares", "box", "boxes", "#box", "nonet", "nonets", "central", "centre", "center", "middle",
      "shaded", "highlighted", "marked", "coloured", "colored", "with", "which", "where", "whose", "row", "rows",
      "column", "columns", "diagonal", "diagonals", "sum", "sums", "summing", "add", "adds", "adding", "up", "total",
      "totals", "same", "equal", "cell", "cells", "#multidigit", "both", "main", "long", "them", "has", "have", "form",
      "forms", "such", "as", "well", "by", "meaning", "means", "region", "regions", "area", "areas", "contains",
      "contain", "containing"};
  return words;
}

// Magic squares: "The central 3x3 box is a magic square.", "Box 4 is a magic square, with each
// row, column and 3-digit diagonal summing to the same total.", "The grey 3x3 boxes are magic
// squares ...". Magic and square; where: the central box, box N (1 to 16; states NamedCells of
// MagicSquare, `number` the box, 0 the central one) or boxes named by a colour or shading
// (states MagicSquare's rule: the squares are drawn). A definition, if given, is whole: rows,
// columns, diagonals, summing to the same total or to a number after "to" or "of" ("sum to 15":
// `total`, which the reader checks against the square's digits). No negation, "exactly",
// "one", "only" or "some" (which box is not told).
Reading magic_facts(const std::vector<std::string>& words) {
  Reading r;
  std::set<std::string> seen;
  std::vector<std::string> rest;
  int box = -1, total = 0;
  bool colour = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    const std::string next = i + 1 < words.size() ? words[i + 1] : "";
    if (small_number(w) && i > 0 && (words[i - 1] == "box" || words[i - 1] == "nonet" || words[i - 1] == "region")) {
      if (box >= 0 || std::stoi(w) < 1 || std::stoi(w) > 16) return {};
      box = std::stoi(w);
    } else if (w == "3" && (next == "cell" || next == "digit")) {
      // "each 3-cell row": the square's side
    } else if (((w == "three" || w == "3") && (next == "rows" || next == "columns")) ||
               ((w == "two" || w == "2") && next == "diagonals")) {
      // "the three rows, three columns and two diagonals": all of the square's

    } else if (small_number(w) && i > 0 && (words[i - 1] == "to" || words[i - 1] == "of")) {
      // "sum to 15", "a total of 15": the total, checked by the reader against the digits
      if (total > 0 && total != std::stoi(w)) return {};
      total = std::stoi(w);
    } else if (colour_word(w)) {
      colour = true;
    } else {
      rest.push_back(w);
    }
  }
  if (!all_known(rest, magic_words(), false, seen) || any_of_words(seen, {"#not", "exactly", "one", "only"})) return {};
  const bool central = any_of_words(seen, {"central", "centre", "center", "middle"});
  colour = colour || any_of_words(seen, {"shaded", "highlighted", "marked", "coloured", "colored"});
  if ((central ? 1 : 0) + (box >= 0 ? 1 : 0) + (colour ? 1 : 0) != 1) return {};
  if ((central || box >= 0) && !any_of_words(seen, {"box", "#box", "nonet", "region"})) return {};
  const bool rows = any_of_words(seen, {"row", "rows"}), columns = any_of_words(seen, {"column", "columns"}),
             diagonals = any_of_words(seen, {"diagonal", "diagonals"}),
             sums = any_of_words(seen, {"sum", "sums", "summing", "add", "adds", "adding", "total", "totals"}),
             same = any_of_words(seen, {"same", "equal"});
  if (total > 0 && !sums) return {};
  const bool defined = rows && columns && diagonals && sums && (same || total > 0);
  if ((rows || columns || diagonals || sums || same || total > 0) && !defined) return {};
  // named a magic square, or defined as one in a box ("the rows, columns and diagonals of the
  // shaded box each add up to 15")
  const bool named = seen.count("magic") && any_of_words(seen, {"square", "squares"});
  if (!named && !(defined && any_of_words(seen, {"box", "boxes", "#box", "nonet", "nonets"}))) return {};
  r.ok = true;
  r.total = total;
  if (colour) {
    r.states = {Stated{Stated::Rule, Kind::MagicSquare}};
  } else {
    r.states = {Stated{Stated::NamedCells, Kind::MagicSquare}};
    r.number = central ? 0 : box;
  }
  return r;
}

// The words frame_facts knows beside the filler.
const Words& frame_words() {
  static const Words words = {"following", "additional", "further", "extra", "variant", "below", "above",
                                              "listed", "plus", "constraints", "constraint", "addition", "follows", "as",
                                              "these", "other", "here", "follow", "for", "variants"};
  return words;
}

// The frame of a rules text, no rule of its own: lead-ins to the rules after it ("The following
// rules apply:", "plus the constraints below", "Variant rules:"), a note. No negation, no other
// word. ("Normal rules apply." names no game: not understood.)
Reading frame_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (words.empty() || !all_known(words, frame_words(), false, seen) || seen.count("#not")) return {};
  const bool lead_in = any_of_words(seen, {"following", "additional", "further", "extra", "variant", "below", "above",
                                           "listed", "plus", "follows", "follow", "constraints", "constraint"});
  if (lead_in && any_of_words(seen, {"rule", "rules", "constraint", "constraints"})) return stating(Stated{Stated::Note});
  return {};
}

// The words sum_dot_facts knows beside the filler.
const Words& sum_dot_words() {
  static const Words words = {
      "cells", "cell", "separated", "joined", "connected", "linked", "by", "dot", "dots", "circle", "circles",
      "sum", "sums", "total", "totals", "add", "adds", "up", "it", "them", "between", "two", "gives", "give",
      "shows", "show", "shown", "given", "written", "equal", "equals", "indicates", "indicate", "adjacent",
      "which", "where", "whose", "pair", "pairs", "join", "joins", "connects", "connect", "separates", "small",
      "either", "side", "sides", "containing", "contains", "contain"};
  return words;
}

// Sum dots in words: digits joined by a dot sum to the number in it (an XV mark of any sum).
Reading sum_dot_facts(const std::vector<std::string>& words) {
  const Words& own = sum_dot_words();
  std::set<std::string> seen;
  // a colour may be named ("a grey dot"), but not kropki's white or black
  // a dot, or a circle joining two cells (SudokuMaker's XV circle): "two cells joined by a small circle
  // with a number add up to that number"
  if (!all_known(words, own, true, seen)) return {};
  const bool circle = any_of_words(seen, {"circle", "circles"}) &&
                      any_of_words(seen, {"joined", "connected", "linked", "separated", "join", "joins", "connects",
                                          "connect", "separates", "between"});
  if (seen.count("#not") || !(any_of_words(seen, {"dot", "dots"}) || circle) ||
      any_of_words(seen, {"white", "black"}) || !any_of_words(seen, {"sum", "sums", "total", "totals", "add", "adds"}) ||
      !any_of_words(seen, {"number", "numbers", "value", "values"}))
    return {};
  return stating(Stated{Stated::Rule, Kind::XV});
}

// The words shaded_parity_facts knows beside the filler.
const Words& shaded_parity_words() {
  static const Words words = {"cell", "cells", "odd", "even", "contain", "contains", "containing",
                                              "hold", "holds", "go", "goes", "placed", "shaded", "coloured", "colored",
                                              "highlighted"};
  return words;
}

// Odd or even cells drawn as shading: "the digits in the orange cells are odd", "grey shaded
// cells contain even digits", "shaded cells must contain even digits" (any shading). A colour or
// "shaded" must be said, and one parity; no circle or square (those are the marks' own
// sentences), no negation.
Reading shaded_parity_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, shaded_parity_words(), true, seen) || seen.count("#not") ||
      !any_of_words(seen, {"cell", "cells"}) || seen.count("odd") == seen.count("even"))
    return {};
  if (!seen.count("shaded") && std::none_of(words.begin(), words.end(), [](const std::string& w) {
        return colour_word(w) && w != "light" && w != "dark" && w != "coloured" && w != "colored" && w != "white";
      }))
    return {};
  return stating(Stated{Stated::Rule, seen.count("odd") ? Kind::Odd : Kind::Even});
}

// The words sequence_facts knows beside the filler.
const Words& sequence_words() {
  static const Words words = {
      "line", "lines", "increase", "increases", "increasing", "decrease", "decreases", "decreasing", "by",
      "same", "amount", "constant", "difference", "differences", "step", "interval", "direction", "arithmetic",
      "sequence", "progression", "form", "forms", "adjacent", "neighbouring", "neighboring", "cells", "differ",
      "between", "change", "changes", "have", "has", "cell", "next", "neighbour", "neighbours", "neighbor",
      "neighbors", "consecutive", "always", "pair", "pairs", "whole", "entire", "fixed", "go", "goes", "up", "down",
      "them", "at", "end", "other", "order", "make", "makes"};  // "from one end to the other"
  return words;
}

// Sequence lines in words: digits along a line form an arithmetic sequence, or increase (or
// change) by the same amount. Nothing that fixes a direction ("from the circle"): the line is
// read either way.
Reading sequence_facts(const std::vector<std::string>& words) {
  const Words& own = sequence_words();
  std::set<std::string> seen;
  if (!all_known(words, own, true, seen) || seen.count("#not") || !any_of_words(seen, {"line", "lines"})) return {};
  // "in order" is the rule's; "in any order" another (a set that could be so ordered)
  for (std::size_t i = 1; i < words.size(); ++i)
    if (words[i] == "order" && words[i - 1] != "in") return {};
  const bool arithmetic = seen.count("arithmetic") && any_of_words(seen, {"sequence", "progression"});
  // "go up or down by a fixed amount": a change
  const bool moves = any_of_words(seen, {"go", "goes"}) && (seen.count("up") || seen.count("down"));
  const bool same_step = (seen.count("same") || seen.count("constant") || seen.count("fixed")) &&
                         any_of_words(seen, {"amount", "difference", "differences", "step", "interval"}) &&
                         (moves || any_of_words(seen, {"increase", "increases", "increasing", "decrease", "decreases",
                                                       "decreasing", "differ", "difference", "differences", "change",
                                                       "changes"}));
  if (!arithmetic && !same_step) return {};
  return stating(Stated{Stated::Rule, Kind::SequenceLine});
}

// The words line_sum_facts knows beside the filler.
const Words& line_sum_words() {
  static const Words words = {
      "line", "lines", "thread", "threads", "linked", "joined", "connected", "by", "sum", "sums", "summing",
      "total", "totals", "add", "adds", "up", "cells", "cell", "given", "which", "is", "product", "products",
      "multiply", "multiplies", "multiplied", "together"};
  return words;
}

// A sum (a product) given in the text for every line (of the colours named): "The digits along
// each line must sum to 11.", "Digits linked by a blue thread sum to 6.", "Digits along each
// purple line multiply to 400." One number, of one to three digits (four for a product); no
// negation, no segment, circle, region or other word of another line rule (the vocabulary has
// none), so nothing but the whole line sums (multiplies) to it; a sum and a product not both.
Reading line_sum_facts(const std::vector<std::string>& words) {
  Reading r;
  std::vector<std::string> rest;
  const bool product = std::any_of(words.begin(), words.end(), [](const std::string& w) {
    return w == "product" || w == "products" || w == "multiply" || w == "multiplied" || w == "multiplies";
  });
  if (!take_number(words, product ? 4 : 3, r, rest)) return {};
  std::set<std::string> seen;
  const bool sum = std::any_of(rest.begin(), rest.end(), [](const std::string& w) {
    return w == "sum" || w == "sums" || w == "summing" || w == "total" || w == "totals" || w == "add" || w == "adds";
  });
  if (r.number == 0 || sum == product || !all_known(rest, line_sum_words(), true, seen) || seen.count("#not") ||
      !any_of_words(seen, {"line", "lines", "thread", "threads"}))
    return {};
  r.ok = true;
  r.states = {Stated{product ? Stated::LineProduct : Stated::LineSum}};
  return r;
}

// The words arrow_increase_facts knows beside the filler.
const Words& arrow_increase_words() {
  static const Words words = {
      "arrow", "arrows", "thermometer", "thermometers", "thermo", "thermos", "increase", "increases", "increasing",
      "ascend", "ascends", "ascending", "strictly", "from", "tip", "tips", "towards", "toward", "to", "circle",
      "circles", "circled", "cells", "cell", "sum", "sums", "add", "adds", "up", "total", "totals", "as", "well"};
  return words;
}

// Arrows that are thermometers too: digits along an arrow increase from its tip towards its
// circle ("Digits along an arrow increase from the tip and sum to the number in the circle.",
// "Arrows are also thermometers: digits must increase from tip to circle."). The direction must
// be said: the word after "from" is the tip, or the word after "towards" the circle (an arrow's
// "bulb" is its circle: never read). With a sum and a circle it states the arrow's rule too.
Reading arrow_increase_facts(const std::vector<std::string>& words) {
  std::set<std::string> seen;
  if (!all_known(words, arrow_increase_words(), false, seen) || seen.count("#not") ||
      !any_of_words(seen, {"arrow", "arrows"}) ||
      !any_of_words(seen, {"increase", "increases", "increasing", "ascend", "ascends", "ascending"}))
    return {};
  // the word after `at`, past articles and "arrow('s)"
  auto next = [&](std::size_t at) {
    std::size_t j = at + 1;
    while (j < words.size() && (words[j] == "the" || words[j] == "a" || words[j] == "its" || words[j] == "their" ||
                                words[j] == "arrow" || words[j] == "arrows"))
      ++j;
    return j < words.size() ? words[j] : std::string();
  };
  bool direction = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i] == "from") {
      if (next(i) != "tip" && next(i) != "tips") return {};
      direction = true;
    } else if (words[i] == "towards" || words[i] == "toward") {
      if (next(i) != "circle" && next(i) != "circles") return {};
      direction = true;
    }
  }
  if (!direction) return {};
  const bool sum = any_of_words(seen, {"sum", "sums", "add", "adds", "total", "totals"});
  if (sum && !any_of_words(seen, {"circle", "circles", "circled"})) return {};
  Reading r = stating(Stated{Stated::ArrowIncrease});
  if (sum) r.states.insert(r.states.begin(), Stated{Stated::Rule, Kind::Arrow});
  return r;
}

// A rule stated by words present: one line of kFacts.
struct Facts {
  Kind kind;            // the rule it states
  const char* own;      // the rule's own words, space separated (the filler comes with every rule)
  const char* need;     // the defining facts: groups separated by '|', one word of each present
  const char* denies;   // "": no negation; else a negation must deny one of these words, and
                        // one of them may stand only denied
  bool colours;         // a line's colour may be named
};

// clang-format off
const Facts kFacts[] = {
    {Kind::Arrow,
     "arrow arrows sum sums add adds up corresponding connected attached circled circle circles cell bulb "
     "bulbs at start base pill pills oval shaft along equal equals total totals their its grid cells connecting "
     "#multidigit which may can include includes including repeat repeats shown given written read reads left leaves "
     "leave leaving that whatever "
     "right top down downwards bottom number numbers contain contains stem stems for shaped sits sit end",
     "arrow arrows|sum sums add adds equal equals total totals|circle circles circled bulb bulbs pill pills oval", "", true},
    {Kind::LittleKiller,
     "outside grid give gives sum sums add adds up indicated diagonal diagonals by arrow arrows arrowed clue "
     "clues direction next shown marked show shows indicate indicates cells along total totals which may contain at given "
     "corresponding "
     "could repeat repeats repeated path numbered little killer pointed point points they small equals equal end "
     "repetitions repetition permitted allowed where edges edge around marks",
     "diagonal diagonals|sum sums add adds total totals|outside arrow arrows arrowed clue clues indicated marked", "", false},
    {Kind::Renban,
     "renban line lines form forms set run sequence consecutive repeating repeat repeats non distinct order "
     "can does do contain contains containing have has any particular necessarily arranged string series "
     "which may appear appears grid ie they occupied by marked feature features two three four five six seven "
     "cells cell connected joined but "
     "eight nine length n sequential different together some hold holds made placed unique repetition arbitrary "
     "twice appearing find you group groups random unrepeated collection up repeated none",
     "consecutive|distinct different unique repeat repeats repeating repetition twice order unrepeated|renban set "
     "run sequence string series order group groups collection",
     "repeat repeats repeating repetition twice", true},
    {Kind::Ratio,
     "cells cell separated separate separates joined connected linked by black dot dots kropki circle circles have has ratio #2:1 "
     "#1:2 double twice half other contain contains containing two either can be between pair pairs where whose indicates "
     "indicate show shows means mean values value those connect connects join joins with which #2 2 in bubble bubbles if "
     "when indicated shown given them such gives give mark marks share shares sharing as big large great hold holds "
     "side sides there",
     "black|dot dots circle circles bubble bubbles|ratio double twice half", "", false},
    {Kind::Difference,
     "cells cell separated separate separates joined connected linked by white dot dots kropki circle circles have has consecutive "
     "contain contains containing two between pair pairs where whose indicates indicate show shows values value those "
     "small differ difference 1 they connect connects join joins with which bubble bubbles apart if marked means mean "
     "indicated shown given them marks share shares sharing either side sides hold holds there",
     "white|dot dots circle circles bubble bubbles|consecutive differ difference apart", "", false},
    // no colour: "Small circles (without a number in them) link cells containing consecutive
    // digits" (the white dots; a black one is the ratio's, which the rules must name)
    {Kind::Difference,
     "cells cell small circle circles dot dots link links linked join joins joined connect connects connected "
     "separate separates separated by between containing contain contains consecutive without number numbers "
     "them it two",
     "circle circles dot dots|consecutive|link links linked join joins joined connect connects connected separate "
     "separates separated between",
     "number numbers", false},
    {Kind::RegionSumLine,
     "line lines sum sums same equal region regions box boxes within particular passes pass through for "
     "segment segments have has be is where crosses cross visits visit which split divided divide divides borders border by "
     "amount total #box n goes go travels travel add adds up lie lies lying contain contains part parts summing enter "
     "enters section sections whose piece pieces boundaries boundary given wherever portion portions single",
     "line lines|sum sums summing total amount add adds|same equal|region regions box boxes", "", true},
    // "every cage contains digits that sum to the same total, which must be deduced"; a clue, a
    // size or a difference named ("the same total as its clue") is another rule
    {Kind::EqualCageSums,
     "cage cages killer sum sums summing total totals add adds adding added up together when same equal contain "
     "contains containing have has in which this determined deduced found unknown solver by for grid you figure "
     "figured out work worked find share",
     "cage cages|sum sums summing total totals add adds adding added|same equal", "", false},
    {Kind::Odd,
     "cell cells containing contain contains with marked by circle circles grey gray opaque shaded odd digit go goes "
     "number digits numbers hold holds has have mark marks represent represents show shows line lines attached "
     "inside bubble bubbles little small may placed place put circled means mean",
     "odd|circle circles circled bubble bubbles", "line lines", true},
    {Kind::Even,
     "cell cells containing contain contains with marked by square squares grey gray opaque shaded even digit go goes "
     "number digits numbers hold holds has have mark marks represent represents show shows little small may placed "
     "place put means mean",
     "even|square squares", "", true},
    {Kind::Diagonal,
     "main marked positive negative both two either long along on diagonal diagonals shaded repeat repeats "
     "repeated repeating can may contain contains line lines indicated allowed permitted big #4 #6 #8 #9 also be",
     "diagonal diagonals|repeat repeats repeated repeating|#not", "repeat repeats repeated repeating", true},
    {Kind::Diagonal,  // "the digits on each of the two main diagonals must be different"
     "main marked positive negative both two either long along on diagonal diagonals shaded different distinct unique "
     "big",
     "diagonal diagonals|different distinct unique", "", true},
    {Kind::Diagonal,  // "the main diagonal must include the digits from 1 to 9 once each"
     "main marked positive negative both two either long along on diagonal diagonals shaded contain contains "
     "include includes from #4 #6 #8 #9 appear appears cells cell have has also place placed you hold holds too occur "
     "occurs",
     "diagonal diagonals|main marked long positive negative|#4 #6 #8 #9 once", "", true},
    {Kind::Diagonal,  // "the same digit cannot appear twice on a diagonal"
     "main marked positive negative both two either long along on diagonal diagonals shaded same appear appears "
     "twice can may be line lines",
     "diagonal diagonals|twice|#not", "twice", true},
    {Kind::NonConsecutive,
     "consecutive adjacent neighbours neighbouring neighbour neighboring neighbors neighbor orthogonal "
     "orthogonally touching next cells cell contain appear be to each other can may placed two have has touch that "
     "hold holds sharing share shares edge edges pair pairs where if when",
     "consecutive|adjacent neighbours neighbouring neighbour neighboring neighbors neighbor orthogonal "
     "orthogonally touching next edge edges|#not", "consecutive", false},
    // "orthogonally adjacent cells may not contain digits that differ by 1"
    {Kind::NonConsecutive,
     "adjacent neighbours neighbouring neighbour neighboring neighbors neighbor orthogonal orthogonally touching next "
     "cells cell contain appear be each other can placed two have has differ difference by 1 whose that sharing "
     "share shares edge edges exactly",
     "differ difference|1|adjacent neighbours neighbouring neighbour neighboring neighbors neighbor orthogonal "
     "orthogonally touching next edge edges|#not", "differ difference", false},
    {Kind::DisjointGroups,
     "cells cell in same position positions relative box boxes #box nonet nonets region regions contain repeat "
     "repeats appear appears different any two can twice within occupy their may relative identical location "
     "locations repeated",
     "same|position positions location locations|box boxes #box nonet nonets region regions|#not", "repeat repeats same twice", false},
    {Kind::BetweenLine,
     "line lines between strictly circle circles circled end ends either attached connected connecting "
     "associated filled values value those placed at its their two have on along somewhere by cells cell "
     "separated which may include repeat repeats lie lies endpoint endpoints has both them pair pairs joined for "
     "contain contains containing only connects joining joins join connect links link linking",
     "line lines|between|circle circles circled end ends endpoint endpoints", "", true},

    {Kind::Palindrome,
     "line lines palindrome palindromes palindromic form forms read reads same forwards backwards forward end ends "
     "backward both directions direction in ways ie they either which way is reading grid contain contains "
     "sequence along string when as side sides cells cell connected joined by gives give identical whether can be has "
     "have identically",
     // reading "the same" either way, or the name: "orange lines are read" alone says nothing
     "line lines palindrome palindromes|read reads palindrome palindromes palindromic|same identical palindrome "
     "palindromes palindromic", "", true},
    // "digits equidistant from the centre of a palindrome line must be equal"
    {Kind::Palindrome,
     "digits cells equidistant same distance from centre center middle ends end of palindrome line lines equal "
     "identical",
     "palindrome line lines|equidistant distance|centre center middle end ends|equal identical", "", true},
    {Kind::ParityLine,
     "adjacent digits along line lines alternate alternates alternating alternately between odd even and parity cells "
     "neighbouring neighboring neighbours neighbors neighbour neighbor as you move go travel it",
     "line lines|alternate alternates alternating alternately|odd|even", "", true},
    // "adjacent digits on a red line must have different parity"
    {Kind::ParityLine,
     "adjacent digits along line lines different opposite parity parities cells neighbouring neighboring have has two",
     "line lines|adjacent neighbouring neighboring|different opposite|parity parities", "", true},
    // "adjacent digits on a parity line are one odd and one even"
    {Kind::ParityLine,
     "adjacent digits along line lines cells neighbouring neighboring neighbours neighbors one odd even and parity "
     "digit contain contains hold holds two any",
     "line lines|adjacent neighbouring neighboring neighbours neighbors|one|odd|even", "", true},
    // "every pair of consecutive cells along a parity line must contain an even and odd digit"
    // (SudokuMaker's words): "and", both parities in each pair
    {Kind::ParityLine,
     "pair pairs consecutive adjacent neighbouring neighboring cells cell along line lines contain contains "
     "containing hold holds have has one odd even and parity",
     "line lines|pair pairs|consecutive adjacent neighbouring neighboring|odd|even|and", "", true},
    // "digits on an orange line are all odd or all even"
    {Kind::SameParityLine, "line lines odd even all either same parity every have has connected joined by",
     "line lines|odd|even|all every", "", true},
    // "adjacent digits on a line must be either both odd or both even": all of them, as it passes
    {Kind::SameParityLine,
     "adjacent digits along line lines cells neighbouring neighboring neighbours neighbors both odd even either or have "
     "has",
     "line lines|adjacent neighbouring neighboring neighbours neighbors|both|odd|even", "", true},
    // "adjacent digits on a line have the same parity": all of them, as the parity passes along
    {Kind::SameParityLine,
     "adjacent digits along line lines same parity parities cells neighbouring neighboring have has share shares "
     "all",
     "line lines|same|parity parities", "", true},
    {Kind::Skyscraper,
     "clues clue outside grid indicate indicates show shows give gives how many number of skyscrapers "
     "skyscraper can be seen visible in that row column rows columns or from direction side that vantage point view "
     "looking along total where digits represent height heights taller higher block blocks hide hides hiding obscure obscures obstruct obstructs "
     "says say there them "
     "smaller lower larger bigger ones buildings building assuming occupied by cell given equal or represents "
     "corresponding with its when shorter ones taller behind any count counts tell tells small you see into this "
     "around edge treat as",
     "skyscraper skyscrapers buildings taller higher larger bigger|seen see visible height heights block blocks hide hides hiding obscure "
     "obscures", "", false},
    // "a clue outside the grid gives the digit in the xth cell, where x is the first digit": no sum
    {Kind::NumberedRoom,
     "clues clue numbers number outside grid give gives indicate indicates show shows digit digits of first x xth "
     "nth n position cell cells in that row column rows columns or seen from direction where is which must be "
     "placed place appears appear counting counted numbered room rooms its value side sides closest nearest has "
     "corresponding small found equals equal whose given by",
     "outside clue clues|first closest nearest|x xth nth n position|cell cells position digit", "", false},
    {Kind::XSum,
     "clues clue numbers outside grid give gives indicate indicates show shows sum sums total of first x cells "
     "in that row column rows columns or seen from direction clue where is those digit n value cell side sides being "
     "at edge small you see being them add adds up reading looking encountered met equals equal counted counting "
     "nearest closest starting start starts this inwards inward meet meets plain circled including itself whatever as "
     "read reading viewed viewing corresponding tell tells counted",
     "sum sums total add adds|first|x n|outside clue clues", "", false},
    // "identical digits cannot be diagonally adjacent": with normal rules, anti-king
    {Kind::AntiKing,
     "identical same equal cells cell diagonally adjacent touch touching each other contain be can may which repeat "
     "repeats neighbours neighbors two placed orthogonally hold holds appear appears have has",  // "diagonally or orthogonally": the latter share a house
     "diagonally|adjacent touch touching neighbours neighbors|#not", "identical same equal repeat repeats", false},
    // "the same digit cannot appear in two cells that touch at a corner" (cells sharing an edge
    // share a row or column: only diagonal neighbours are left)
    {Kind::AntiKing,
     "identical same equal cells cell two touch touching touches at corner corners diagonally contain appear be can "
     "may placed which that repeat repeats only have has",
     "corner corners|touch touching touches|#not", "identical same equal repeat repeats", false},
    // "digits diagonally next to each other must be different"
    {Kind::AntiKing,
     "cells cell diagonally adjacent next to each other touching neighbours neighbors neighbouring neighboring different "
     "distinct touch where they if when contain hold two",
     "diagonally|adjacent next touching touch neighbours neighbors neighbouring neighboring|different distinct", "", false},
    // a dot or circle showing the difference of its two cells
    {Kind::Difference,
     "circled number numbers in circle circles dot dots between two cells cell represents represent show shows join "
     "joins joined connect connects connected "
     "gives give difference adjoining adjacent pair of differ by with them that edge on separated separate separates "
     "white",
     "circle circles circled dot dots|difference differ|number numbers", "", false},
    {Kind::Maximum,
     "digit digits in grey shaded cell cells greater larger higher bigger than of orthogonal orthogonally "
     "adjacent neighbours neighbors neighbouring neighboring marked with chevron chevrons maximum maximums as "
     "surrounding unshaded white hold holds outward outwards inward inwards arrow arrows pointing point points touches "
     "touch touching maxima out which inside outside sign signs symbol symbols contain contains small triangle "
     "triangles upward upwards up pointing white four holds hold next to edge share shares sharing such there star "
     "stars outline outlined border bordered thick bold marking markings dark circle circles",
     "greater larger higher bigger|than|neighbours neighbors neighbouring neighboring adjacent surrounding touches touch "
     "touching next edge", "", true},
    // (which way the marks point is the drawing's: "inward" and "outward" are words of both)
    {Kind::Minimum,
     "digit digits in grey shaded cell cells smaller less lower than of orthogonal orthogonally adjacent "
     "neighbours neighbors neighbouring neighboring marked with chevron chevrons minimum minimums as surrounding "
     "inward inwards outward outwards arrow arrows pointing point points touches touch touching minima which inside "
     "outside sign signs symbol symbols contain contains small triangle triangles downward downwards down pointing "
     "white four holds hold next to edge share shares sharing such there star stars outline outlined border bordered "
     "thick bold marking markings dark circle circles",
     "smaller less lower|than|neighbours neighbors neighbouring neighboring adjacent surrounding touches touch "
     "touching next edge", "", true},
    {Kind::Clone,
     "two grey shapes shape are exact exactly clones clone of each other regions region cells areas area copies "
     "copy identical same digits contain with position positions shaded shading colour color corresponding relative "
     "identically shaped matching places place hold holds sharing share arrangement letter letters have has",
     "clone clones copies copy|shapes shape regions region areas area cells", "", true},
    // "all regions of the same colour must include the same digits in the same order"
    {Kind::Clone,
     "regions region shapes shape areas area dominoes dominos same colour color include includes contain contains "
     "containing have has order position positions at with clone clones of each other hold holds identical "
     "corresponding cells cell",
     "same|colour color|regions region shapes shape areas area dominoes dominos|order position positions", "", false},
    {Kind::Quadruple,
     "circle circles circled digits numbers must appear appears in at least one once of four cells cell "
     "touching touched touches touch surrounding adjoining around that show shows shown small large marked indicated where "
     "given grid #box area by each arrow arrows larger connecting somewhere intersection intersections "
     "include includes contain contains written it has have assigned placed corner corners those set tells tell you "
     "lists list quads quad meet meets point "
     "which adjacent quadruple quadruples clue clues 4 among over white",
     "circle circles circled quadruple quadruples|appear appears be include includes contain contains|touching touched touches touch surrounding adjoining around connecting "
     "corner corners adjacent intersection intersections",
     "arrow arrows", true},
    // nabner: no two digits on a line equal or consecutive
    {Kind::Nabner,
     "line lines contain contains repeated repeat repeats consecutive can it any two digits on equal or along "
     "have has may be same identical nabner as other to twice appear appears anywhere different distinct all of them "
     "also where they are wherever far apart regardless their positions position however",
     "line lines|consecutive|repeated repeat repeats equal same identical twice different distinct|#not",
     "consecutive repeated repeat repeats equal same identical twice", true},
    // nabner: "no two digits on the line may be equal or differ by 1"
    {Kind::Nabner,
     "line lines can it any two digits on equal or along may be same identical nabner anywhere where they are "
     "wherever differ by 1 one exactly",
     "line lines|differ|1 one|equal same identical|#not", "equal same identical differ", true},
    // "digits on a line are all at least 2 apart from each other": every pair, not neighbours only
    // (that would be whispers of 2)
    {Kind::Nabner,
     "line lines all at least 2 apart from each other one another any two differ by on along nabner contain contains "
     "every pair pairs same",
     "line lines|least|2|apart differ|other another two pair pairs", "", true},
    // "cells in the same position in each box must contain different digits": disjoint groups
    {Kind::DisjointGroups,
     "cells cell in same position positions relative box boxes #box nonet nonets region regions contain contains "
     "different distinct have has hold holds location locations be place places occupying occupy occupies within "
     "inside respective all each every any two",
     "same|position positions location locations place places|box boxes #box nonet nonets region regions|different "
     "distinct", "", false},
    // "cells occupying the same position within their boxes cannot contain the same digit"
    {Kind::DisjointGroups,
     "cells cell in occupying occupy occupies same position positions relative within box boxes #box nonet nonets "
     "region regions contain contains have has hold holds be location locations",
     "same|position positions location locations|box boxes #box nonet nonets region regions|#not", "same", false},
    // "each set of cells in the same position within the nine boxes contains the digits 1-9"
    {Kind::DisjointGroups,
     "set sets group groups cells cell in same position positions relative within box boxes #box nonet nonets nine four six "
     "contain contains containing #4 #6 #8 #9",
     "same|position positions|box boxes #box nonet nonets|#4 #6 #8 #9", "", false},
    // "each digit occupies each possible position in a 3x3 box": disjoint groups
    {Kind::DisjointGroups,
     "occupy occupies occupied appear appears possible position positions in box boxes #box nonet nonets region "
     "regions",
     "occupy occupies occupied appear appears|possible once|position positions|box boxes #box nonet nonets region regions",
     "", false},
};
// clang-format on

// The table's words, split once: which lines own each word (bit i: kFacts[i]), and each line's
// facts and denials. Views into the table's literals: no copies.
struct CompiledFacts {
  std::unordered_map<std::string_view, std::uint64_t> owners;
  std::vector<std::vector<std::vector<std::string_view>>> need;  // per line, its groups
  std::vector<std::vector<std::string_view>> denies;             // per line
  std::uint64_t coloured = 0;                                    // lines that may name a colour
};

std::vector<std::string_view> split_words(std::string_view words) {
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < words.size();) {
    const std::size_t end = std::min(words.find(' ', i), words.size());
    if (end > i) out.push_back(words.substr(i, end - i));
    i = end + 1;
  }
  return out;
}

const CompiledFacts& compiled_facts() {
  static_assert(std::size(kFacts) <= 64, "one bit per line");
  static const CompiledFacts& table = *new CompiledFacts([] {  // never destroyed: no work at exit
    CompiledFacts c;
    for (std::size_t i = 0; i < std::size(kFacts); ++i) {
      const Facts& f = kFacts[i];
      const std::uint64_t bit = std::uint64_t{1} << i;
      for (std::string_view w : split_words(f.own)) c.owners[w] |= bit;
      std::vector<std::vector<std::string_view>> groups;
      const std::string_view need = f.need;
      for (std::size_t start = 0; start <= need.size();) {
        const std::size_t bar = std::min(need.find('|', start), need.size());
        groups.push_back(split_words(need.substr(start, bar - start)));
        start = bar + 1;
      }
      c.need.push_back(std::move(groups));
      c.denies.push_back(split_words(f.denies));
      if (f.colours) c.coloured |= bit;
    }
    return c;
  }());
  return table;
}

// The words with "not necessarily in order" / "not in any particular order" (an order that
// does not matter) dropped: no negation of the rule.
std::vector<std::string> without_any_order(const std::vector<std::string>& words) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i] == "#not") {
      std::size_t j = i + 1;
      if (j < words.size() && words[j] == "necessarily") ++j;
      if (j < words.size() && words[j] == "in") ++j;
      while (j < words.size() && (words[j] == "any" || words[j] == "a" || words[j] == "particular")) ++j;
      if (j > i + 1 && j < words.size() && words[j] == "order") {
        i = j;
        continue;
      }
    }
    out.push_back(words[i]);
  }
  return out;
}

// The lines of kFacts whose vocabulary (with the filler, and a colour where allowed) has every
// word of `words`.
std::uint64_t lines_knowing(const std::vector<std::string>& words) {
  const CompiledFacts& c = compiled_facts();
  std::uint64_t lines = ~std::uint64_t{0};
  for (const std::string& w : words) {
    if (filler_words().count(w)) continue;
    const auto it = c.owners.find(w);
    lines &= (it == c.owners.end() ? 0 : it->second) | (look_word(w) ? c.coloured : 0);
    if (!lines) break;
  }
  return lines;
}

// What table line i reads in `words`, all of whose words it knows.
Reading table_facts(std::size_t i, const std::vector<std::string>& words) {
  const CompiledFacts& c = compiled_facts();
  auto present = [&](std::string_view w) { return std::find(words.begin(), words.end(), w) != words.end(); };
  for (const std::vector<std::string_view>& group : c.need[i])
    if (std::none_of(group.begin(), group.end(), present)) return {};
  const bool negated = present("#not");
  // a negation of where or what, not of the rule's relation: in a relative clause ("diagonals
  // that are not marked", "cells which are not adjacent") or right before a place or a mark ("not
  // adjacent", "not marked", "not on a line"): the sentence says something of other cells
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (words[k] != "#not") continue;
    std::size_t before = k;
    while (before > 0 && (words[before - 1] == "are" || words[before - 1] == "is" || words[before - 1] == "do" ||
                          words[before - 1] == "does" || words[before - 1] == "be"))
      --before;
    // (unless it denies the rule's own word right after it: "digits that don't repeat", "digits
    // that are not consecutive")
    std::size_t denied_at = k + 1;
    while (denied_at < words.size() && (words[denied_at] == "be" || words[denied_at] == "been")) ++denied_at;
    const bool own_denial =
        denied_at < words.size() &&
        std::find(c.denies[i].begin(), c.denies[i].end(), words[denied_at]) != c.denies[i].end();
    if (before > 0 && (words[before - 1] == "that" || words[before - 1] == "which" || words[before - 1] == "who") &&
        !own_denial)
      return {};
    std::size_t after = k + 1;
    while (after < words.size() && (words[after] == "be" || words[after] == "been")) ++after;
    static const std::set<std::string> kPlaces = {
        "adjacent", "marked", "shaded", "separated", "joined", "connected", "on", "in", "within", "along",
        "orthogonally", "diagonally", "touching", "next", "neighbouring", "neighboring", "given", "shown", "drawn",
        "indicated", "coloured", "colored", "highlighted"};
    // (a place denied before the rule's word: "cells not adjacent may contain consecutive digits";
    // after it, the place is the rule's relation: "consecutive digits may not be adjacent")
    const bool word_after = std::any_of(words.begin() + static_cast<std::ptrdiff_t>(k), words.end(), [&](const std::string& w) {
      return std::find(c.denies[i].begin(), c.denies[i].end(), w) != c.denies[i].end();
    });
    if (after < words.size() && kPlaces.count(words[after]) && word_after) return {};
  }
  // "must not contain different digits" asks for equal ones: no line's rule denies a difference
  for (std::size_t k = 0; k < words.size(); ++k)
    if (words[k] == "#not")
      for (std::size_t j = k + 1; j < words.size() && j <= k + 3; ++j)
        if (words[j] == "different" || words[j] == "distinct") return {};
  const bool denied = std::any_of(c.denies[i].begin(), c.denies[i].end(), present);
  if (c.denies[i].empty() ? negated : negated != denied) return {};
  // each part joined by "and" that names a denied word has a negation of its own: "no two digits
  // may be consecutive, and digits may repeat" states no nabner line ("or" carries the negation
  // on: "cannot repeat or be consecutive")
  // and no part has more negations than denied words: "must not be 1-9 without repeating" denies
  // its own denial
  if (!c.denies[i].empty()) {
    int part_negations = 0, part_denied = 0;
    for (std::size_t k = 0; k <= words.size(); ++k) {
      if (k == words.size() || words[k] == "and") {
        if ((part_denied > 0 && part_negations == 0) || part_negations > std::max(part_denied, 1)) return {};
        part_negations = part_denied = 0;
        continue;
      }
      part_negations += words[k] == "#not";
      part_denied += std::find(c.denies[i].begin(), c.denies[i].end(), words[k]) != c.denies[i].end();
    }
  }
  // "consecutive" denied where the rule needs it ("a set of non-consecutive digits" is no renban),
  // or denied twice where the rule denies it ("cannot contain non-consecutive digits" asks for
  // consecutive ones), or a repeat required ("digits must repeat on arrows": they may)
  const bool denies_consecutive =
      std::find(c.denies[i].begin(), c.denies[i].end(), "consecutive") != c.denies[i].end();
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (words[k] == "must" && k + 1 < words.size() && (words[k + 1] == "repeat" || words[k + 1] == "repeats")) return {};
    if (words[k] != "consecutive") continue;
    std::size_t j = k;  // the negation before it, past "a set of"
    while (j > 0 && (words[j - 1] == "a" || words[j - 1] == "set" || words[j - 1] == "of" || words[j - 1] == "be"))
      --j;
    if (j == 0 || words[j - 1] != "#not") continue;
    if (!denies_consecutive) return {};
    // within the clause ("cannot repeat and cannot be ..."); past "or" when "non-" is the denial
    // ("no two digits are equal or non-consecutive" denies the denial)
    const bool direct = j == k;
    for (std::size_t b = j - 1; b-- > 0;) {
      if (words[b] == "and" || (!direct && (words[b] == "or" || words[b] == "nor"))) break;
      if (words[b] == "#not") return {};
    }
  }
  if (kFacts[i].kind == Kind::Quadruple && present("exactly")) return {};  // "exactly once": a stricter rule
  // a quadruple's circle is where four cells meet: "at the corner of four cells"; a corner alone
  // ("Only in the corners: ...") places no circle among cells
  if (kFacts[i].kind == Kind::Quadruple && (present("corner") || present("corners"))) {
    bool near = false, of = false;
    for (std::size_t k = 0; k < words.size(); ++k) {
      const std::string& w = words[k];
      near = near || w == "touching" || w == "touched" || w == "touches" || w == "touch" || w == "surrounding" ||
             w == "adjoining" || w == "around" || w == "connecting" || w == "adjacent" || w == "intersection" ||
             w == "intersections";
      of = of || ((w == "corner" || w == "corners") && k + 1 < words.size() && words[k + 1] == "of");
    }
    if (!near && !of) return {};
  }
  // a between line has circles at both ends: "a circle at one end" is another line
  if (kFacts[i].kind == Kind::BetweenLine)
    for (std::size_t k = 0; k + 1 < words.size(); ++k)
      if (words[k] == "one" &&
          (words[k + 1] == "end" || words[k + 1] == "endpoint" ||
           (k + 3 < words.size() && words[k + 1] == "of" && words[k + 2] == "the" && words[k + 3].rfind("end", 0) == 0)))
        return {};
  // a renban's or nabner's "twice" is its repeat ("no digit appearing twice"); beside another
  // ("no repeats twice": thrice?), not understood
  if ((kFacts[i].kind == Kind::Renban || kFacts[i].kind == Kind::Nabner) && present("twice") &&
      (present("repeat") || present("repeats") || present("repeating") || present("repetition") ||
       present("repeated") || present("equal") || present("same") || present("identical")))
    return {};
  // a renban's digits "in order" are a stricter rule than "in any order"
  if (kFacts[i].kind == Kind::Renban)
    for (std::size_t k = 0; k < words.size(); ++k)
      if (words[k] == "order" && !(k >= 1 && (words[k - 1] == "any" || words[k - 1] == "arbitrary" || words[k - 1] == "some" ||
                                              words[k - 1] == "particular" || words[k - 1] == "random")))
        return {};
  // a renban's negations deny repeats, right before them ("no digit may repeat", "without
  // repeats"): "renban lines must not contain consecutive digits, without repeats" denies the set
  if (kFacts[i].kind == Kind::Renban)
    for (std::size_t k = 0; k < words.size(); ++k) {
      if (words[k] != "#not") continue;
      bool denies = false;
      for (std::size_t j = k + 1; j < words.size() && j <= k + 3 && !denies; ++j)
        denies = std::find(c.denies[i].begin(), c.denies[i].end(), words[j]) != c.denies[i].end();
      if (!denies) return {};
    }
  if (kFacts[i].kind == Kind::Arrow && !reads_forward(words)) return {};
  // a numbered room's clue "equals the digit" in a cell ("equals the first X cells" is no digit)
  if (kFacts[i].kind == Kind::NumberedRoom)
    for (std::size_t k = 0; k < words.size(); ++k)
      if ((words[k] == "equals" || words[k] == "equal") &&
          !(k + 2 < words.size() && (words[k + 1] == "the" || words[k + 1] == "a") && words[k + 2] == "digit"))
        return {};
  // skyscrapers: the higher hides the lower ("higher digits hiding higher ones" is no skyscraper's)
  if (kFacts[i].kind == Kind::Skyscraper) {
    auto high = [](const std::string& w) {
      return w == "taller" || w == "higher" || w == "larger" || w == "bigger" || w == "greater";
    };
    auto low = [](const std::string& w) { return w == "smaller" || w == "lower" || w == "shorter" || w == "less"; };
    for (std::size_t k = 0; k < words.size(); ++k) {
      const std::string& w = words[k];
      if (!(w == "block" || w == "blocks" || w == "hide" || w == "hides" || w == "hiding" || w == "obscure" ||
            w == "obscures" || w == "obstruct" || w == "obstructs"))
        continue;
      for (std::size_t j = k; j-- > 0;)  // the nearest comparative before the verb: the one that hides
        if (high(words[j]) || low(words[j])) {
          if (low(words[j])) return {};
          break;
        }
      for (std::size_t j = k + 1; j < words.size(); ++j)  // after it: the one hidden
        if (high(words[j]) || low(words[j])) {
          if (high(words[j])) return {};
          break;
        }
    }
  }
  // a fortress or minimum cell is compared with all its neighbours: "smaller than one of its
  // neighbours", "greater than one adjacent digit" are weaker rules ("each one of them" is all)
  // "cells outside circles are larger ...": a place, not which way the marks point ("pointing outside")
  if (kFacts[i].kind == Kind::Minimum || kFacts[i].kind == Kind::Maximum)
    for (std::size_t k = 0; k < words.size(); ++k) {
      if (words[k] == "one" && !(k >= 1 && (words[k - 1] == "each" || words[k - 1] == "every"))) return {};
      if (words[k] == "outside" && k + 1 < words.size() &&
          any_of_words({words[k + 1]}, {"circle", "circles", "cell", "cells", "the", "a", "an", "grey", "shaded", "marked",
                                        "square", "squares", "box", "boxes"}))
        return {};
    }
  // "either both odd or both even" of neighbours: "one odd or both even" is another rule
  if (kFacts[i].kind == Kind::SameParityLine && present("one")) return {};
  // a corner is where cells touch ("touch at a corner"), not a place ("in the corners, ...")
  if (kFacts[i].kind == Kind::AntiKing)
    for (std::size_t k = 0; k < words.size(); ++k)
      if ((words[k] == "corner" || words[k] == "corners") &&
          !((k >= 1 && words[k - 1] == "at") ||
            (k >= 2 && words[k - 2] == "at" && (words[k - 1] == "a" || words[k - 1] == "the" || words[k - 1] == "one"))))
        return {};
  Reading r = stating(Stated{Stated::Rule, kFacts[i].kind});
  // "the main diagonals contain the digits 1 to 9 once", "cells in the same position ... contain
  // the digits 1-9": the range, to check against the grid
  if (kFacts[i].kind == Kind::Diagonal || kFacts[i].kind == Kind::DisjointGroups)
    for (const std::string& w : words)
      if (w.size() >= 2 && w[0] == '#' && std::all_of(w.begin() + 1, w.end(), [](char ch) {
            return std::isdigit(static_cast<unsigned char>(ch)) != 0;
          })) {
        const int n = std::stoi(w.substr(1));
        if (r.number != 0 && r.number != n) return {};
        r.number = n;
      }
  return r;
}

// The words as the table reads them: "non" ("non-repeating") a negation, but of a place
// ("non-adjacent" cells: other cells, a word no line knows); for renban, "not necessarily in
// order" dropped.
std::vector<std::string> table_words(const std::vector<std::string>& words, bool renban) {
  std::vector<std::string> out = renban ? without_any_order(words) : words;
  for (std::size_t k = 0; k < out.size(); ++k) {
    if (out[k] != "non") continue;
    const std::string next = k + 1 < out.size() ? out[k + 1] : "";
    const bool place = next == "adjacent" || next == "neighbouring" || next == "neighboring" || next == "touching" ||
                       next == "orthogonal" || next == "orthogonally" || next == "diagonal" || next == "diagonally";
    if (place) {
      out[k] = "non-" + next;  // one word, as written
      out.erase(out.begin() + static_cast<std::ptrdiff_t>(k) + 1);
    } else {
      out[k] = "#not";
    }
  }
  return out;
}

}  // namespace

namespace {

// A line rule said of arrows: "those digits along an arrow are a consecutive non-repeating set
// in any order". The clause with "arrow(s)" read as "line(s)" must state one line rule that no
// direction or number defines (renban, palindrome, nabner, parity, entropic, modular lines), and
// name no circle, bulb or sum (the arrow's own rule, not a line's).
Reading arrow_line_facts(const std::vector<std::string>& words, Reading (*read)(const std::vector<std::string>&)) {
  std::vector<std::string> lines;
  bool arrow = false;
  for (const std::string& w : words) {
    if (w == "circle" || w == "circles" || w == "circled" || w == "bulb" || w == "bulbs" || w == "sum" || w == "sums" ||
        w == "line" || w == "lines")
      return {};
    arrow = arrow || w == "arrow" || w == "arrows";
    lines.push_back(w == "arrow" ? "line" : w == "arrows" ? "lines" : w);
  }
  if (!arrow) return {};
  Reading r = read(lines);
  if (!r.ok || r.states.size() != 1 || r.states[0].what != Stated::Rule || r.number != 0) return {};
  switch (r.states[0].kind) {
    case Kind::Renban: case Kind::Palindrome: case Kind::Nabner: case Kind::ParityLine: case Kind::EntropicLine:
    case Kind::ModularLine:
      r.states[0].what = Stated::ArrowLine;
      return r;
    default: return {};
  }
}

Reading read_words(const std::vector<std::string>& words);

}  // namespace

Reading partial_sudoku_facts(const std::string& clause) {
  if (clause.size() > 200) return {};
  std::vector<std::string> words = fact_words(clause);
  if (words.empty()) return {};
  const std::set<std::string> seen(words.begin(), words.end());
  // regions or areas alone may be others than the grid's ("the non-snake cells form several
  // regions. In regions, digits cannot repeat."): only boxes by name
  if (any_of_words(seen, {"marked", "main", "diagonal", "diagonals", "region", "regions", "area", "areas"})) return {};
  const bool rows = any_of_words(seen, {"row", "rows"}), columns = any_of_words(seen, {"column", "columns"}),
             boxes = any_of_words(seen, {"box", "boxes", "nonet", "nonets", "block", "blocks", "#box"});
  if ((rows && columns && boxes) || !(rows || columns || boxes)) return {};
  // the sentence with the houses it leaves unsaid: the normal rules, or not
  if (!rows) words.push_back("row");
  if (!columns) words.push_back("column");
  if (!boxes) words.push_back("box");
  Reading r = sudoku_facts(words);
  if (!r.ok || r.states != std::vector<Stated>{Stated{Stated::Sudoku}}) return {};
  return r;
}

Reading partial_chaos_facts(const std::string& clause) {
  if (clause.size() > 200) return {};
  std::vector<std::string> words = fact_words(clause);
  if (words.empty() || std::find(words.begin(), words.end(), "connected") != words.end()) return {};
  words.push_back("connected");
  return chaos_facts(words);
}

// Whether `clause` claims that all marks of some kind are shown: "all (possible, such) dots
// (pairs, Xs) are (have been) given (shown, marked, drawn)", not "not all ...".
bool claims_all_given(const std::string& clause) {
  std::vector<std::string> w;  // the clause's words: runs of letters, digits and apostrophes
  std::string word;
  for (char c : clause + " ") {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '\'') {
      word += c;
    } else if (!word.empty()) {
      w.push_back(word);
      word.clear();
    }
  }
  auto is = [&](std::size_t i, std::initializer_list<const char*> any) {
    return i < w.size() && std::any_of(any.begin(), any.end(), [&](const char* a) { return w[i] == a; });
  };
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (w[i] != "all" || (i > 0 && w[i - 1] == "not")) continue;
    for (std::size_t j = i + 1; j < w.size() && j <= i + 5; ++j) {  // a few words naming the marks
      std::size_t k = j;
      if (is(k, {"have", "has"}) && is(k + 1, {"been"})) ++k;
      else if (!is(k, {"are", "is"})) continue;
      if (is(k + 1, {"given", "shown", "marked", "drawn", "indicated", "present"})) return true;
    }
  }
  return false;
}

std::string without_digit_example(const std::string& clause) {
  static const char* const kLeads[] = {", e.g. ", " (e.g. ", ", eg ", " (eg ", ", for example ", " (for example ",
                                       ", such as ", " (such as "};
  for (const char* lead : kLeads) {
    const std::size_t at = clause.find(lead);
    if (at == std::string::npos) continue;
    std::string rest = clause.substr(at + std::string_view(lead).size());
    while (!rest.empty() && (rest.back() == '.' || rest.back() == ')' || rest.back() == ' ')) rest.pop_back();
    // figures ("3-5-7", "1, 2,") with "or" and "and" between them, nothing else
    bool figures = !rest.empty() && std::isdigit(static_cast<unsigned char>(rest[0]));
    for (std::size_t i = 0; figures && i < rest.size();) {
      const std::size_t end = std::min(rest.find(' ', i), rest.size());
      const std::string_view word = std::string_view(rest).substr(i, end - i);
      figures = word == "or" || word == "and" ||
                (!word.empty() && std::all_of(word.begin(), word.end(), [](char ch) {
                  return std::isdigit(static_cast<unsigned char>(ch)) || ch == '-' || ch == ',';
                }));
      i = end + 1;
    }
    if (figures) return clause.substr(0, at);
  }
  return clause;
}

bool denial_only_in_heading(const std::string& head, const std::string& rest) {
  auto denies = [](const std::string& text) {
    const std::vector<std::string> w = fact_words(text);
    return std::any_of(w.begin(), w.end(), [](const std::string& x) { return x == "#not" || x == "non" || x == "anti"; });
  };
  return denies(head) && !denies(rest);
}

// Whether `words` let digits repeat ("may repeat", "can repeat") beside a denial of repeats ("#not
// repeat": "Digits in cages sum to the clue and don't repeat, and digits may repeat"), or beside a
// rule whose digits are distinct (normal sudoku, a killer cage, a chess move, a diagonal, an extra
// region, a thermometer, renban, nabner: "cells a knight's move apart cannot contain the same
// digit, and digits may repeat"). Which is meant?
bool repeats_said_both_ways(const std::vector<std::string>& words, const Reading& r) {
  bool allowed = false, denied = false;
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (words[i] != "repeat" && words[i] != "repeats" && words[i] != "repeated") continue;
    // "no digit may repeat": denied by the "no" before the subject
    bool no_before = false;
    for (std::size_t k = i >= 4 ? i - 4 : 0; k + 1 < i; ++k) no_before = no_before || words[k] == "#not";
    const bool may = words[i - 1] == "may" || words[i - 1] == "can";
    allowed = allowed || (may && !no_before);
    denied = denied || words[i - 1] == "#not" || (may && no_before);
  }
  if (!allowed) return false;
  if (denied) return true;
  return std::any_of(r.states.begin(), r.states.end(), [](const Stated& s) {
    if (s.what == Stated::Sudoku) return true;
    if (s.what != Stated::Rule) return false;
    switch (s.kind) {
      case Kind::Killer: case Kind::AntiKnight: case Kind::AntiKing: case Kind::Diagonal: case Kind::ExtraRegion:
      case Kind::DisjointGroups: case Kind::Thermometer: case Kind::Renban: case Kind::Nabner: return true;
      default: return false;
    }
  });
}

Reading read_facts(const std::string& full) {
  if (full.size() > 300) return {};
  const std::string clause = without_digit_example(full);
  // ", or" before a verb of its own or a denial ("..., or are equal", "..., or not at all"):
  // another clause that changes the rule, not a list's last item ("cannot be between the ends,
  // or equal to them" carries the denial on, and is read)
  static const char* const kOrClauses[] = {", or are ", ", or is ", ", or may ", ", or can ", ", or not",
                                           ", or must ", ", or will ", ", or none", ", or never"};
  for (const char* o : kOrClauses)
    if (clause.find(o) != std::string::npos) return {};
  // "non-consecutive: adjacent digits can be consecutive": read whole, the heading's "non" would
  // deny the statement's relation
  if (const std::size_t colon = clause.find(": ");
      colon != std::string::npos && denial_only_in_heading(clause.substr(0, colon), clause.substr(colon + 2)))
    return {};
  std::vector<std::string> words = fact_words(clause);
  // "(you must) place (the) digits so (such) that ...": the rule is what follows
  static const std::vector<std::vector<std::string>> kLeadIns = {
      {"you", "must", "place", "digits", "so", "that"}, {"place", "digits", "so", "that"},
      {"place", "the", "digits", "so", "that"},          {"place", "digits", "such", "that"},
      {"you", "must", "place", "digits", "such", "that"}};
  for (const std::vector<std::string>& lead : kLeadIns)
    if (words.size() > lead.size() && std::equal(lead.begin(), lead.end(), words.begin())) {
      words.erase(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(lead.size()));
      break;
    }
  if (words.empty()) return {};
  Reading r = read_words(words);
  if (!r.ok) r = arrow_line_facts(words, read_words);
  if (r.ok && repeats_said_both_ways(words, r)) return {};
  // "white dots join consecutive digits; all dots are given": a rule and a claim that every mark
  // is shown (a negative constraint) read as one would lose the claim, its words ("all", "given")
  // being the rule's too; read so only where the reading is that claim
  if (r.ok && claims_all_given(clause) && std::none_of(r.states.begin(), r.states.end(), [](const Stated& s) {
        return s.what == Stated::AllMarks ||
               (s.what == Stated::Rule && (s.kind == Kind::NonConsecutive || s.kind == Kind::NegativeRatio ||
                                           s.kind == Kind::NegativeXV || s.kind == Kind::NegativeSum ||
                                           s.kind == Kind::NegativeDifference));
      }))
    return {};
  return r;
}

namespace {

// SudokuMaker's minimum and maximum: "Cells with this constraint are greater than all adjacent
// cells without this constraint." Both phrases must be there: the marked cells, compared with
// their neighbours but marked ones (the rule's exemption); read as "marked cells are greater than
// all adjacent cells", which must state the maximum (minimum) rule.
Reading this_constraint_facts(const std::vector<std::string>& words) {
  auto at = [&](std::size_t i, std::initializer_list<const char*> phrase) {
    if (i + phrase.size() > words.size()) return false;
    std::size_t k = i;
    for (const char* w : phrase)
      if (words[k++] != w) return false;
    return true;
  };
  std::vector<std::string> out;
  int marked = 0, exempt = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (at(i, {"with", "this", "constraint"})) {
      out.push_back("marked");
      ++marked;
      i += 2;
    } else if (at(i, {"#not", "this", "constraint"}) && i + 3 == words.size()) {
      ++exempt;
      i += 2;
    } else {
      out.push_back(words[i]);
    }
  }
  if (marked != 1 || exempt != 1) return {};
  Reading r = read_words(out);
  if (!r.ok || r.states.size() != 1 || r.states[0].what != Stated::Rule ||
      (r.states[0].kind != Kind::Maximum && r.states[0].kind != Kind::Minimum))
    return {};
  return r;
}

Reading read_words(const std::vector<std::string>& words) {
  // "not all ...", "not every ...", "not always ...": a negation of part, which no rule's facts
  // state ("Not all adjacent cells contain consecutive digits." is no non-consecutive rule); only
  // that not every mark is drawn
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == "#not" && (words[i + 1] == "all" || words[i + 1] == "every" || words[i + 1] == "always" ||
                               words[i + 1] == "each"))
      return not_all_given_facts(words);
  // "normal sudoku rules apply and ...": two clauses, read one by one (the filler would let the
  // second rule's facts swallow the first)
  if (std::find(words.begin(), words.end(), "sudoku") != words.end() &&
      (std::find(words.begin(), words.end(), "apply") != words.end() ||
       std::find(words.begin(), words.end(), "applies") != words.end()))
    return sudoku_facts(words);
  if (Reading r = this_constraint_facts(words); r.ok) return r;
  for (Reading (*facts)(const std::vector<std::string>&) :
       {sudoku_facts, killer_facts, bound_facts, product_facts, thermo_facts, whispers_facts, xv_facts, xvxv_facts, chess_facts, sandwich_facts,
        not_all_given_facts, all_given_facts, negative_difference_facts, marked_pairs_facts, repeats_allowed_facts, cage_repeat_facts, extra_region_facts, pill_facts, indexer_facts, double_arrow_facts,
        greater_facts, sequence_facts, between_compare_facts, negative_xv_facts, negative_kropki_facts, extremes_facts, zipper_facts, modular_facts, lockout_facts,
        roman_facts, roman_read_facts,
        segment_facts, counting_facts, sum_dot_facts, entropic_facts, line_sum_facts,
        arrow_increase_facts, line_region_facts, disjoint_range_facts, mark_region_facts, short_palindrome_facts, cell_sum_facts, named_cell_facts, same_region_facts,
        cage_total_facts, clone_letter_facts, frame_facts, frame_sum_facts, frame_digits_facts,
        battlefield_facts, magic_facts, rellik_facts, shaded_parity_facts, chaos_facts, digital_root_facts})
    if (Reading r = facts(words); r.ok) return r;
  const std::vector<std::string> plain = table_words(words, false), renban = table_words(words, true);
  const std::uint64_t lines = lines_knowing(plain), renban_lines = lines_knowing(renban);
  for (std::size_t i = 0; i < std::size(kFacts); ++i) {
    const bool is_renban = kFacts[i].kind == Kind::Renban;
    if (!(((is_renban ? renban_lines : lines) >> i) & 1)) continue;
    if (Reading r = table_facts(i, is_renban ? renban : plain); r.ok) return r;
  }
  return {};
}

}  // namespace

namespace {

// Every word some rule knows: the filler, the colours, the table's words and the functions'.
const std::set<std::string>& vocabulary() {
  static const std::set<std::string> words = [] {
    std::set<std::string> out(filler_words().begin(), filler_words().end());
    for (const auto& [w, lines] : compiled_facts().owners) out.emplace(w);
    for (const Words& (*own)() :
         {sudoku_words, killer_words, bound_words, product_words, thermo_words, whispers_words, xv_words, xvxv_words, chess_words, sandwich_words,
          not_all_given_words, all_given_words, negative_difference_words, marked_pairs_words, repeats_allowed_words, cage_repeat_words, extra_region_words, indexer_words, double_arrow_words,
          pill_words, greater_words, sequence_words, between_compare_words, negative_xv_words, negative_kropki_words, extremes_words, zipper_words, modular_words, lockout_words,
          roman_words, roman_read_words,
          segment_words, counting_words, sum_dot_words, entropic_words, line_sum_words,
          arrow_increase_words, line_region_words, disjoint_range_words, mark_region_words, short_palindrome_words, cell_sum_words,
          named_cell_words, same_region_words, cage_total_words, clone_letter_words, frame_words, frame_sum_words,
          frame_digits_words, battlefield_words, magic_words, rellik_words, shaded_parity_words, chaos_words,
          digital_root_words})
      for (const std::string_view w : own()) out.emplace(w);
    for (const std::string_view w : colour_words()) out.emplace(w);
    for (const std::string_view w : look_words()) out.emplace(w);
    // negations, which fact_words reads as "#not" ("neither" is no typo of "either")
    for (const char* w : {"neither", "nor", "never", "without", "cannot", "none"}) out.emplace(w);
    return out;
  }();
  return words;
}

}  // namespace

bool one_edit(std::string_view a, std::string_view b) {
  if (a.size() > b.size()) std::swap(a, b);
  if (b.size() - a.size() > 1) return false;
  std::size_t i = 0;
  while (i < a.size() && a[i] == b[i]) ++i;
  if (i == a.size()) return a.size() != b.size();  // equal, or one letter added at the end
  if (a.size() != b.size()) return a.substr(i) == b.substr(i + 1);
  if (a.substr(i + 1) == b.substr(i + 1)) return true;  // one changed
  return i + 1 < a.size() && a[i] == b[i + 1] && a[i + 1] == b[i] && a.substr(i + 2) == b.substr(i + 2);
}

bool known_word(const std::string& word) { return vocabulary().count(word) > 0; }

std::vector<std::string> foreign_words(const std::string& clause, const std::vector<Kind>& kinds) {
  const CompiledFacts& c = compiled_facts();
  std::uint64_t mask = 0;
  for (std::size_t i = 0; i < std::size(kFacts); ++i)
    if (std::find(kinds.begin(), kinds.end(), kFacts[i].kind) != kinds.end()) mask |= std::uint64_t{1} << i;
  std::vector<std::string> out;
  if (mask == 0 || clause.size() > 300) return out;
  const bool renban = std::find(kinds.begin(), kinds.end(), Kind::Renban) != kinds.end();
  for (const std::string& w : table_words(fact_words(clause), renban)) {
    // how a mark is drawn ("outlined in blue", "a cell with a star") is no other rule's word
    static const Words drawn = {"star", "stars", "outline", "outlined", "border", "bordered", "marking", "markings"};
    if (w.empty() || w[0] == '#' || filler_words().count(w) || (look_word(w) && (c.coloured & mask)) || drawn.count(w))
      continue;
    const auto it = c.owners.find(w);
    if (it != c.owners.end() && !(it->second & mask) && std::find(out.begin(), out.end(), w) == out.end())
      out.push_back(w);
  }
  return out;
}

bool colour_or_look(const std::string& word) { return look_word(word); }

// Common words that are one edit from a rule's word and are no typo of it: "cases" (cages),
// "while" (white), "whole" (while), "lines"... mending them would read a sentence that says
// something else ("... in some cases": a hedge, not cages).
bool plain_english(const std::string& word) {
  static const std::set<std::string> words = {"cases", "while", "whale", "wrote", "three", "those", "these",
                                              "other", "their", "there", "where", "whose", "sometimes", "usually"};
  return words.count(word) > 0;
}

// Misspellings more than one edit away from their word ("suduko": two letters swapped apart).
const std::map<std::string, std::string>& misspelt() {
  static const std::map<std::string, std::string> words = {
      {"suduko", "sudoku"}, {"sodoku", "sudoku"}, {"soduku", "sudoku"}, {"sudoko", "sudoku"}, {"sudokou", "sudoku"},
      {"inbetween", "in between"}};
  return words;
}

std::string mend_typos(const std::string& norm, std::vector<std::string>& fixed) {
  fixed.clear();
  if (norm.size() > 300) return norm;
  std::string out;
  std::vector<std::string> mended;
  for (std::size_t i = 0; i < norm.size();) {
    if (!std::isalpha(static_cast<unsigned char>(norm[i]))) {
      out += norm[i++];
      continue;
    }
    std::size_t j = i;
    while (j < norm.size() && std::isalpha(static_cast<unsigned char>(norm[j]))) ++j;
    std::string word = norm.substr(i, j - i);
    if (word == "much") {  // "digits along an arrow much sum to ...": "must" before a verb
      std::size_t k = j;
      while (k < norm.size() && norm[k] == ' ') ++k;
      std::size_t e = k;
      while (e < norm.size() && std::isalpha(static_cast<unsigned char>(norm[e]))) ++e;
      static const std::set<std::string> verbs = {"sum", "be", "contain", "add", "increase", "appear", "differ",
                                                  "form", "have", "equal", "include", "read"};
      if (k > j && verbs.count(norm.substr(k, e - k))) {
        mended.push_back("much -> must");
        word = "must";
      }
    } else if (const auto it = misspelt().find(word); it != misspelt().end()) {
      mended.push_back(word + " -> " + it->second);
      word = it->second;
    } else if (word.size() >= 4 && !vocabulary().count(word) && !plain_english(word)) {
      std::string only;
      int near = 0;
      for (const std::string& known : vocabulary())  // four letters: only a letter dropped ("appy")
        if (known.size() >= 5 && known[0] != '#' && (word.size() >= 5 || known.size() == 5) &&
            one_edit(word, known) && ++near == 1)
          only = known;
      if (near == 1) {
        mended.push_back(word + " -> " + only);
        word = only;
      }
    }
    out += word;
    i = j;
  }
  if (mended.empty() || mended.size() > 2) return norm;
  fixed = std::move(mended);
  return out;
}

std::string fact_hint(const std::string& clause) {
  if (clause.size() > 300) return "";
  const std::vector<std::string> words = table_words(fact_words(clause), false);
  if (words.empty()) return "";
  const CompiledFacts& c = compiled_facts();
  std::size_t best = std::size(kFacts);
  std::vector<std::string> best_unknown;
  for (std::size_t i = 0; i < std::size(kFacts); ++i) {
    const std::uint64_t bit = std::uint64_t{1} << i;
    auto present = [&](std::string_view w) { return std::find(words.begin(), words.end(), w) != words.end(); };
    if (!std::all_of(c.need[i].begin(), c.need[i].end(), [&](const std::vector<std::string_view>& group) {
          return std::any_of(group.begin(), group.end(), present);
        }))
      continue;  // not this rule's facts: no hint from it
    std::vector<std::string> unknown;
    for (const std::string& w : words) {
      if (filler_words().count(w) || (look_word(w) && (c.coloured & bit))) continue;
      const auto it = c.owners.find(w);
      if ((it == c.owners.end() || !(it->second & bit)) &&
          std::find(unknown.begin(), unknown.end(), w) == unknown.end())
        unknown.push_back(w);
    }
    if (best == std::size(kFacts) || unknown.size() < best_unknown.size()) {
      best = i;
      best_unknown = unknown;
    }
  }
  if (best == std::size(kFacts) || best_unknown.size() > 3) return "";
  const std::string rule = kind_info(kFacts[best].kind).name;
  if (best_unknown.empty()) {
    if (kFacts[best].kind == Kind::Arrow && !reads_forward(words))
      return "reads like the arrow rule, but reads a number another way than left to right or top down";
    const bool negated = std::find(words.begin(), words.end(), "#not") != words.end();
    const auto& denies = c.denies[best];
    const bool denied = std::any_of(denies.begin(), denies.end(), [&](std::string_view w) {
      return std::find(words.begin(), words.end(), w) != words.end();
    });
    if (denies.empty() ? negated : negated != denied)
      return "reads like the " + rule + " rule, but its negation (or the lack of one) does not fit it";
    return "";
  }
  std::string list;
  for (const std::string& w : best_unknown) {
    const std::string shown = w == "#not" ? "a negation" : w[0] == '#' ? w.substr(1) : w;
    list += (list.empty() ? "\"" : ", \"") + shown + "\"";
  }
  return "reads like the " + rule + " rule, but for " + list + (best_unknown.size() == 1 ? ", no word of it" : ", no words of it");
}

}  // namespace sudosat::rules_detail
