// Examples of digits checked against a line kind's rule (formats/rules_examples.hpp).
#include "formats/rules_examples.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "model/check.hpp"
#include "model/puzzle.hpp"
#include "model/shape.hpp"
#include "model/variant.hpp"

namespace sudosat::rules_detail {

namespace {
namespace examples {  // (a name of its own: formats_rules_need_test includes the readers' sources together)

bool one_of(const std::string& w, std::initializer_list<const char*> list) {
  return std::any_of(list.begin(), list.end(), [&](const char* x) { return w == x; });
}

std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::string w;
  for (char c : text + " ") {
    if (std::isalpha(static_cast<unsigned char>(c)) != 0 || c == '\'') {
      w += c;
    } else if (!w.empty()) {
      out.push_back(w);
      w.clear();
    }
  }
  return out;
}

bool denial(const std::string& w) {
  return one_of(w, {"not", "no", "never", "nor", "cannot", "can't", "isn't", "aren't", "doesn't", "don't", "won't",
                    "wouldn't", "couldn't", "invalid", "illegal", "breaks", "break", "fails", "fail", "wrong"});
}

// Whether `w` may stand beside a line of digits (a pair, an indexer's cells) in an example's
// clause: its verdict, how it reads, where it runs, what it sums to ("a 3-cell renban could be
// 4-6-5", "2-5-8 is a valid sequence with a step of 3", "a line reading 6-2-3 from the bulb is
// not allowed"). Any other word could say more than the example ("(though one cell on each
// line is exempt)", "in at most two places"): the example is then no note (`beyond`).
bool example_word(const std::string& w) {
  static const std::set<std::string> kWords = {
      // verdicts
      "valid", "invalid", "fine", "ok", "okay", "allowed", "permitted", "legal", "illegal", "possible", "impossible",
      "acceptable", "correct", "incorrect", "works", "work", "fails", "fail", "breaks", "break", "wrong", "properly",
      "correctly", "satisfies", "obeys", "follows", "good", "bad", "alright", "would", "could", "can", "might", "may",
      "will", "is", "are", "be", "been", "not", "never", "nor", "no", "cannot", "can't", "isn't", "aren't", "doesn't",
      "don't", "won't", "wouldn't", "couldn't", "does", "do", "must", "has", "have", "had",
      // connectors
      "a", "an", "the", "so", "and", "or", "also", "both", "either", "neither", "for", "example", "instance", "eg", "e",
      "g", "ie", "i", "however", "whereas", "while", "but", "then", "thus", "hence", "therefore", "like", "such", "as",
      "this", "that", "these", "those", "it", "its", "they", "them", "their", "one", "of", "to", "if", "since",
      "because", "as", "all", "each", "every", "here", "there",
      // how the digits stand
      "read", "reads", "reading", "written", "contain", "contains", "containing", "hold", "holds", "holding", "show",
      "shows", "showing", "line", "lines", "cell", "cells", "digit", "digits", "number", "numbers", "long", "length",
      "from", "bulb", "tip", "end", "ends", "along", "on", "in", "order", "direction", "forwards", "backwards", "ways",
      "way", "left", "right", "top", "bottom", "middle", "centre", "center", "central", "inner", "outer", "pair",
      "pairs", "run", "runs", "piece", "pieces", "segment", "segments", "part", "parts", "split", "splits", "divided",
      "sum", "sums", "summing", "total", "totals", "add", "adds", "up", "make", "makes", "equal", "equals", "step",
      "steps", "difference", "differences", "differ", "differs", "remainder", "remainders", "apart", "joined", "join",
      "joins", "separated", "connected", "linked", "by", "with", "between", "dot", "dots", "white", "black", "kropki",
      "x", "v", "given", "colour", "color", "two", "three", "four", "five", "six", "seven", "eight", "nine", "low",
      "middle", "high", "odd", "even", "increase", "increases", "increasing", "decrease", "decreases", "decreasing",
      "alternates", "alternate", "consecutive", "sequence", "sequences", "arithmetic", "set", "into", "share",
      "shares", "simply", "single", "just", "leave", "leaves", "group", "groups", "some", "r", "c", "any", "note",
      "rule", "rules", "condition", "conditions", "satisfy", "sit", "sits",
      // kinds' and colours' names
      "thermometer", "thermometers", "thermo", "thermos", "slow", "renban", "renbans", "whisper", "whispers", "german",
      "dutch", "palindrome", "palindromes", "palindromic", "nabner", "nabners", "entropic", "modular", "zipper",
      "zippers", "parity", "ten", "cage", "cages", "clue", "green", "purple", "grey", "gray", "red", "blue", "orange",
      "yellow", "pink", "teal", "lavender", "light", "dark", "valid"};
  return kWords.count(w) > 0;
}

// Whether `clause`, after one with lines of digits in an example, says why or what follows
// ("as the digits never go down", "since 2+7 = 9", "so the clue is 9") or only an example's
// words; a clause that would narrow or bend the example ("provided that the cell is not on the
// diagonal", "until the line reaches box 7", "only when the clue is odd") does not.
bool plain_tail(const std::string& clause) {
  const std::vector<std::string> w = words(clause);
  if (w.empty() || std::all_of(w.begin(), w.end(), example_word)) return true;
  return (one_of(w[0], {"as", "since", "because", "so", "thus", "hence", "therefore", "which", "i", "ie", "that",
                        "giving", "making", "meaning", "whereas", "while", "and", "or", "e", "eg", "not"}) ||
          (w[0] == "for" && w.size() > 1 && one_of(w[1], {"example", "instance"}))) &&
         !(w.size() > 1 && one_of(w[1], {"long", "only", "if", "when", "where", "unless", "except"}));
}

// What a clause with lines of digits (pairs, cells) leaves: nothing where every word beside them
// is an example's (example_word), else the first that is not goes to `out.beyond`. A clause
// that denies its lines may say why ("2-6-2 is not (the 2 repeats)").
void beside_lines(const std::string& left, ExampleCheck& out, bool denied = false) {
  for (const std::string& w : words(left))
    if (!example_word(w) && !(denied && (w == "repeat" || w == "repeats" || w == "repeated"))) {
      if (out.beyond.empty()) out.beyond = w;
      return;
    }
}

// What a clause of an example leaves `out`, with `found` lines (pairs) in it (`left` the clause
// without them, `denied` its verdict a denial): a clause with lines says their verdict and no more
// (beside_lines); one without, after a clause with lines (`seen`), says why (plain_tail); its words
// are left to judge.
void take_clause(const std::string& clause, const std::string& left, bool found, bool denied, bool& seen,
                 ExampleCheck& out) {
  if (found) {
    beside_lines(left, out, denied);
  } else {
    if (seen && !plain_tail(clause) && out.beyond.empty()) out.beyond = words(clause).front();
    out.rest += clause + ",";
  }
  seen = seen || found;
}

// The rule of `kind` along `cells`, when its digits alone decide it; none otherwise.
std::optional<Constraint> line_rule(Kind kind, const std::vector<int>& cells, int number) {
  switch (kind) {
    case Kind::Thermometer: return rule::Thermometer{cells};
    case Kind::SlowThermometer: return rule::SlowThermometer{cells};
    case Kind::Palindrome: return rule::Palindrome{cells};
    case Kind::Renban: return rule::Renban{cells};
    case Kind::Whispers: return rule::Whispers{cells, number != 0 ? number : 5};
    case Kind::EntropicLine: return rule::EntropicLine{cells};
    case Kind::ModularLine: return rule::ModularLine{cells};
    case Kind::Nabner: return rule::Nabner{cells};
    case Kind::ZipperLine: return rule::ZipperLine{cells};
    case Kind::ParityLine: return rule::ParityLine{cells};
    case Kind::SequenceLine: return rule::SequenceLine{cells};
    case Kind::SegmentSumLine: return rule::SegmentSumLine{cells, number != 0 ? number : 10};
    default: return std::nullopt;
  }
}

// Whether `digits` along a line keep the rule of `kind`.
bool keeps(Kind kind, const std::vector<int>& digits, int number) {
  const int n = 9;
  std::vector<int> cells(digits.size());
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
  Puzzle p;
  p.givens = Grid(*default_shape(n));
  Variant v;
  v.regions.assign(static_cast<std::size_t>(n * n), -1);
  v.constraints.push_back(*line_rule(kind, cells, number));
  p.variant = v;
  std::vector<int> values(static_cast<std::size_t>(n * n), 1);
  std::copy(digits.begin(), digits.end(), values.begin());
  return !check_constraints_on_values(p, values).has_value();
}

// A cage's examples, cut at ";", "but", "whereas": each clause with the cage's clue ("a two-cell
// cage marked 12", "a three-cell 30 cage") and the digits it could hold ("... could contain 2 and
// 6 or 3 and 4", "... could be 1-2-4, but never 2-2-3"), each group checked: its sum (product)
// the clue, distinct but in sum cages, as many digits as the cells said. Only for Killer, SumCage and ProductCage.
void check_cages(const std::string& norm, Kind kind, ExampleCheck& out) {
  static const std::regex cut(";| but | whereas ");
  static const std::regex clue("(?:marked|clue of|clue|total of|sum of|product of) ([0-9]+)|\\b([0-9]+) cage|cage of ([0-9]+)\\b");
  static const std::regex cells("\\b(two|three|four|five|six|[2-9])[- ]cell");
  static const std::regex holds("\\b(?:contain|contains|hold|holds|be|use|uses|have|has|are|is) (?:the digits |digits )?(.*)$");
  static const std::regex group("^[1-9](?:(?:, | and |,? and )[1-9])+$|^[1-9](?: ?[-+] ?[1-9])+$");
  static const std::regex denied("^ *(?:not|never) (.*)$");
  int value = 0, size = 0;  // the cage said last in the sentence: "..., but not 6 and 6"
  for (std::sregex_token_iterator it(norm.begin(), norm.end(), cut, -1), end; it != end; ++it) {
    const std::string clause = *it;
    std::smatch c, h, n;
    std::string rest;
    if (std::regex_search(clause, c, clue) && std::regex_search(clause, h, holds)) {
      value = std::stoi(c[1].matched ? c[1].str() : c[2].matched ? c[2].str() : c[3].str());
      size = 0;
      if (std::regex_search(clause, n, cells)) {
        static const char* const kWords[] = {"two", "three", "four", "five", "six"};
        const std::string w = n[1].str();
        const auto at = std::find(std::begin(kWords), std::end(kWords), w);
        size = at != std::end(kWords) ? static_cast<int>(at - std::begin(kWords)) + 2 : std::stoi(w);
      }
      rest = h[1].str();
    } else if (value != 0 && std::regex_match(clause, h, denied)) {
      rest = h[1].str();  // "not 6 and 6": the same cage's
    } else {
      // after a cage's digits, what follows says why ("..., since 1+2+4 = 7"), no more
      if (out.checked > 0 && !plain_tail(clause) && out.beyond.empty()) out.beyond = words(clause).front();
      out.rest += clause + ",";
      continue;
    }
    const std::vector<std::string> said = words(clause);
    const bool fine = std::none_of(said.begin(), said.end(), denial);
    // the groups: "2 and 6 or 3 and 4", "1, 4 and 5, or 2, 2 and 5" (to the clause's end, its stop
    // left out, and what follows them after a comma judged as what follows a line: "..., since ...")
    static const std::regex tail("^(.*?[0-9]),? (?!or |and )([^0-9 +/-].*|- .*)$");
    if (std::smatch t; std::regex_match(rest, t, tail)) {
      if (!plain_tail(t[2].str()) && out.beyond.empty()) out.beyond = words(t[2].str()).front();
      rest = t[1].str();
    }
    while (!rest.empty() && (rest.back() == '.' || rest.back() == ' ' || rest.back() == ')' || rest.back() == ',')) rest.pop_back();
    static const std::regex choice(",? or ");
    bool all = true;
    for (std::sregex_token_iterator g(rest.begin(), rest.end(), choice, -1), stop; g != stop; ++g) {
      const std::string digits_said = *g;
      if (!std::regex_match(digits_said, group)) {
        all = false;
        continue;
      }
      std::vector<int> digits;
      for (char ch : digits_said)
        if (std::isdigit(static_cast<unsigned char>(ch)) != 0) digits.push_back(ch - '0');
      int sum = 0, product = 1;
      for (int d : digits) sum += d, product *= d;
      std::vector<int> sorted = digits;
      std::sort(sorted.begin(), sorted.end());
      const bool distinct = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
      const bool keeps = (size == 0 || static_cast<int>(digits.size()) == size) &&
                         (kind == Kind::ProductCage ? product == value : sum == value) &&
                         (kind == Kind::SumCage || distinct);
      ++out.checked;
      if (keeps != fine && out.against.empty()) out.against = digits_said;
    }
    if (!all) out.rest += clause + ",";  // a group not read: the clause is judged as said
  }
}

// An indexer's examples: "if r3c1 is 7, then r3c7 is 1" (column indexers: the cell's digit is
// the column, in its row, of the digit that is its column; row indexers the same with rows and
// columns swapped), the indexing cell in one of `houses` where they are known. Each is checked,
// and left out of `out.rest`.
void check_indexers(const std::string& norm, Kind kind, const std::vector<int>& houses, ExampleCheck& out) {
  static const std::regex given(
      "\\bif r([1-9])c([1-9]) (?:is|=|contains|holds|has) (?:a )?([1-9]),? (?:then )?r([1-9])c([1-9]) "
      "(?:is|=|must be|will be|contains|must contain|holds|has) (?:a )?([1-9])\\b");
  auto from = norm.cbegin();
  for (std::sregex_iterator m(norm.begin(), norm.end(), given), stop; m != stop; ++m) {
    int v[6];
    for (int i = 0; i < 6; ++i) v[i] = (*m)[i + 1].str()[0] - '0';
    const bool column = kind == Kind::ColumnIndexer;
    const int house = column ? v[1] : v[0];  // the indexing cell's column (row)
    const bool keeps = (column ? v[0] == v[3] && v[4] == v[2] : v[1] == v[4] && v[3] == v[2]) && v[5] == house &&
                       (houses.empty() || std::find(houses.begin(), houses.end(), house) != houses.end());
    ++out.checked;
    if (!keeps && out.against.empty()) out.against = m->str().substr(3);  // "r3c1 is 4, then r3c1 is 1"
    out.rest.append(from, (*m)[0].first);
    from = (*m)[0].second;
  }
  out.rest.append(from, norm.cend());
  if (out.checked > 0) {  // the sentence with its cells says no more than them
    beside_lines(out.rest, out);
    out.rest.clear();
  }
}

// Dots' examples: each pair of digits a clause gives ("4 and 5 could be joined by a white dot",
// "e.g. 3 and 6", "1+4 or 2+3", "a 1 and a 2") checked against the mark the clause names (white,
// black, X, V), or any of `kinds`' marks when it names none (every one where it says "either"
// or "both": "between a 1 and a 2 either colour of dot could be given"). A clause naming a
// mark of none of `kinds` is left to judge.
void check_dot_pairs(const std::string& norm, const std::vector<Kind>& kinds, int number, ExampleCheck& out) {
  static const std::regex cut("[;,:]| but | whereas | while ");
  bool seen = false;  // a clause with lines (pairs) came before
  static const std::regex pair(
      "(^|[^0-9,+/&-] ?)(?:(?:a|an) )?([1-9]) ?(?:and|&|\\+|/|-) ?(?:(?:a|an) )?([1-9])(?![0-9]| ?(?:,|and|&|\\+|/|-) ?[0-9])");
  struct Mark {
    Kind kind;
    int sum;  // XV's
  };
  for (std::sregex_token_iterator it(norm.begin(), norm.end(), cut, -1), end; it != end; ++it) {
    const std::string clause = *it;
    const std::vector<std::string> w = words(clause);
    auto said = [&w](const char* x) { return std::find(w.begin(), w.end(), x) != w.end(); };
    std::vector<Mark> marks;  // the marks the clause names, of the kinds said
    bool foreign = false;
    auto mark = [&](bool named, Kind k, int sum) {
      if (!named) return;
      if (std::find(kinds.begin(), kinds.end(), k) == kinds.end()) foreign = true;
      else marks.push_back({k, sum});
    };
    mark(said("white"), Kind::Difference, 0);
    mark(said("black"), Kind::Ratio, 0);
    mark(said("x") || said("xs"), Kind::XV, 10);
    mark(said("v") || said("vs"), Kind::XV, 5);
    if (marks.empty())
      for (Kind k : kinds) {
        if (k == Kind::XV) marks.push_back({k, 10}), marks.push_back({k, 5});
        else marks.push_back({k, 0});
      }
    const bool every = said("either") || said("both");
    const bool fine = std::none_of(w.begin(), w.end(), denial);
    bool pairs = false;
    std::string left;
    auto done = clause.cbegin();
    if (!foreign)
      for (std::sregex_iterator m(clause.begin(), clause.end(), pair), stop; m != stop; ++m) {
        const int a = (*m)[2].str()[0] - '0', b = (*m)[3].str()[0] - '0';
        auto holds = [&](const Mark& k) {
          switch (k.kind) {
            case Kind::Difference: return std::abs(a - b) == (number > 0 ? number : 1);
            case Kind::Ratio: return a == b * (number > 0 ? number : 2) || b == a * (number > 0 ? number : 2);
            default: return a + b == k.sum;
          }
        };
        const bool keeps = every ? std::all_of(marks.begin(), marks.end(), holds) : std::any_of(marks.begin(), marks.end(), holds);
        ++out.checked;
        pairs = true;
        if (keeps != fine && out.against.empty()) out.against = (*m)[0].str().substr((*m)[1].length());
        left.append(done, (*m)[2].first);
        left += " ";
        done = (*m)[0].second;
      }
    left.append(done, clause.cend());
    take_clause(clause, left, pairs, !fine, seen, out);
  }
}

}  // namespace examples
}  // namespace

bool permits(const std::string& norm) {
  const std::vector<std::string> w = examples::words(norm);
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (!examples::one_of(w[i], {"may", "might", "can", "could", "allowed", "allow", "allows", "permitted", "fine", "ok", "okay",
                       "valid", "legal", "acceptable", "possible", "works", "work"}))
      continue;
    const std::string next = i + 1 < w.size() ? w[i + 1] : "";
    const std::string before = i > 0 ? w[i - 1] : "";
    if (examples::denial(next) || examples::denial(before) || next == "only" || (next == "be" && i + 2 < w.size() && w[i + 2] == "only"))
      continue;  // "may not", "not valid", "can only use 1, 2 and 9"
    return true;
  }
  return false;
}

ExampleCheck check_examples(const std::string& norm, Kind kind, int number, const std::vector<int>& houses) {
  ExampleCheck out;
  if (kind == Kind::ColumnIndexer || kind == Kind::RowIndexer) {
    examples::check_indexers(norm, kind, houses, out);
    return out;
  }
  if (kind == Kind::Difference || kind == Kind::Ratio || kind == Kind::XV) {
    examples::check_dot_pairs(norm, {kind}, number, out);
    return out;
  }
  if (kind == Kind::Killer || kind == Kind::SumCage || kind == Kind::ProductCage) {
    examples::check_cages(norm, kind, out);
    return out;
  }
  if (!examples::line_rule(kind, {0, 1, 2}, number)) {
    out.rest = norm;
    return out;
  }
  // digits listed ("1, 4, 8", "5, 3, 6 and 4") are a line too, read in their order
  // ("8, 9, 1, 2 or 3": choices, no line)
  static const std::regex listed("\\b([1-9])((?:, [1-9]){1,7})(,? and [1-9])?\\b(?!\\s*[-,.]?\\s*[0-9]|,? or [1-9])");
  std::string text;
  auto from = norm.cbegin();
  for (std::sregex_iterator m(norm.begin(), norm.end(), listed), stop; m != stop; ++m) {
    std::string digits;
    for (char c : m->str())
      if (std::isdigit(static_cast<unsigned char>(c)) != 0) digits += digits.empty() ? std::string(1, c) : "-" + std::string(1, c);
    text.append(from, (*m)[0].first);
    text += digits.size() >= 5 ? digits : m->str();
    from = (*m)[0].second;
  }
  text.append(from, norm.cend());
  static const std::regex cut("[;,:]| but | whereas | while ");
  bool seen = false;  // a clause with lines (pairs) came before
  // three digits or more; two only as the subject of a verdict ("3-7 is not", "2-4 does not"),
  // never a range ("the digits 1-9")
  static const std::regex line(
      "(^|[^0-9-])([1-9](?: ?- ?[1-9]){2,8}|[1-9] ?- ?[1-9](?= (?:is|are|does|would|isn't|doesn't|wouldn't)\\b))(?![0-9]|-[0-9])");
  for (std::sregex_token_iterator it(text.begin(), text.end(), cut, -1), end; it != end; ++it) {
    const std::string clause = *it;
    const std::vector<std::string> w = examples::words(clause);
    const bool fine = std::none_of(w.begin(), w.end(), examples::denial);
    bool lines = false;
    std::string left;  // the clause without its lines
    auto done = clause.cbegin();
    for (std::sregex_iterator m(clause.begin(), clause.end(), line), stop; m != stop; ++m) {
      std::vector<int> digits;
      for (char c : (*m)[2].str())
        if (std::isdigit(static_cast<unsigned char>(c)) != 0) digits.push_back(c - '0');
      ++out.checked;
      lines = true;
      if (examples::keeps(kind, digits, number) != fine && out.against.empty()) out.against = (*m)[2].str();
      left.append(done, (*m)[2].first);
      left += " ";
      done = (*m)[2].second;
    }
    left.append(done, clause.cend());
    // a clause with lines says their verdict ("a 3-cell renban could be 4-6-5"), and no more
    // ("digits 1-2-3 may repeat on the line": "repeat" is beyond it)
    examples::take_clause(clause, left, lines, !fine, seen, out);
  }
  return out;
}

std::optional<std::string> example_rest(const std::string& norm, std::optional<Kind> kind, int number,
                                        const std::vector<int>& houses) {
  ExampleCheck c;
  if (kind) {
    c = check_examples(norm, *kind, number, houses);
  } else {
    c.rest = norm;
  }
  return rest_of(c);
}

bool verdict(const std::string& norm) {
  const std::vector<std::string> w = examples::words(norm);
  return permits(norm) || std::any_of(w.begin(), w.end(), examples::denial);
}

ExampleCheck check_dots(const std::string& norm, const std::vector<Kind>& kinds, int number) {
  ExampleCheck out;
  examples::check_dot_pairs(norm, kinds, number, out);
  return out;
}

std::optional<std::string> rest_of(const ExampleCheck& c) {
  if (!c.against.empty() || !c.beyond.empty() || permits(c.rest)) return std::nullopt;
  return c.rest;
}

}  // namespace sudosat::rules_detail
