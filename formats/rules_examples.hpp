// Examples of digits after a line kind's rule ("For example 1-3-3-7 is a valid slow thermometer,
// but 1-3-2 is not."), checked against that rule as read: an example that permits (docs/rules-
// sentences.md, "Examples") is no note unless every line of digits it gives agrees with the rule.
// Internal to formats/: rules_text.cpp and rules_loose.cpp call it.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/rules_facts.hpp"

namespace sudosat::rules_detail {

// Whether `norm` (a normalised sentence) permits something: "may", "can", "could", "might",
// "allowed", "fine", "valid", "works", "ok", "possible", ... that no denial or "only" bounds
// ("may not", "can only use 1, 2 and 9", "could never").
bool permits(const std::string& norm);

// Whether `norm` says a verdict: it permits (above), or denies ("not", "never", "invalid",
// "breaks", ...).
bool verdict(const std::string& norm);

// What the lines of digits of `norm` (three to nine digits joined by dashes: "1-3-3-7") say
// against the rule of `kind` (with `number`, 0 for the kind's usual one) laid along a line: each
// is said to be fine, or not ("..., but 1-3-2 is not", "never 2-3-5"), by its clause (cut at
// ";", ",", ":", "but", "whereas", "while"). For killer, sum and product cages, the digits a cage
// with a clue could hold ("a two-cell cage marked 12 could contain 2 and 6 or 3 and 4"). For
// column and row indexers, the cells said ("if r3c1 is 7, then r3c7 is 1"), the indexing cell in
// one of `houses` when they are given. For white and black dots and XV, pairs of digits
// (check_dots). When `kind` is none of these, nothing is checked and
// `rest` is `norm`.
struct ExampleCheck {
  int checked = 0;      // lines of digits checked
  std::string against;  // the first that disagrees with the rule ("1-3-2"), "" when none
  std::string rest;     // `norm` without the clauses that gave lines of digits
  std::string beyond;   // the first word beside a line that no example uses ("exempt"), "" when none
};
ExampleCheck check_examples(const std::string& norm, Kind kind, int number, const std::vector<int>& houses = {});

// The pairs of digits an example gives for dots between two cells (`kinds`: white dots, black
// dots, XV; `number` a white dot's difference or a black dot's ratio, 0 for the usual), each
// checked against the mark its clause names ("4 and 5 could be joined by a white dot", "1+4 or
// 2+3" after a V's rule), or any of `kinds`' marks when it names none (all of them where it says
// "either" or "both"); check_examples does this for one such kind.
ExampleCheck check_dots(const std::string& norm, const std::vector<Kind>& kinds, int number);

// What is left of an example to judge after check `c` (see example_rest): none when a line
// disagrees or what is left permits.
std::optional<std::string> rest_of(const ExampleCheck& c);

// Where an example sentence `norm`, after a rule stating `kind` (none: no one kind), may be a
// note: no line of digits it gives disagrees with the rule, and it permits nothing but what such
// lines show ("For example, 4 and 6 may sit next to each other on a green line." is no note):
// what is left of it to judge (the clauses without lines of digits); none otherwise.
std::optional<std::string> example_rest(const std::string& norm, std::optional<Kind> kind, int number,
                                        const std::vector<int>& houses = {});

}  // namespace sudosat::rules_detail
