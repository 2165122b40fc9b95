// The loose reading of sentences not understood (formats/rules_loose.hpp).
#include "formats/rules_loose.hpp"

#include "formats/rules_examples.hpp"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudosat::rules_detail {

namespace {

// The words of `norm`, each without the punctuation around it ("lines:" -> "lines", "(e.g." ->
// "e.g"); `ends` tells, per word, whether punctuation followed it (a name does not run on past it).
std::vector<std::string> words_of(const std::string& norm, std::vector<bool>* ends = nullptr) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < norm.size()) {
    std::size_t end = norm.find(' ', at);
    if (end == std::string::npos) end = norm.size();
    std::string_view w(norm.data() + at, end - at);
    auto punct = [](char c) { return std::ispunct(static_cast<unsigned char>(c)) != 0 && c != '\'' && c != '-' && c != '/'; };
    while (!w.empty() && punct(w.front())) w.remove_prefix(1);
    bool stop = false;
    while (!w.empty() && punct(w.back())) w.remove_suffix(1), stop = true;
    if (!w.empty()) {
      out.emplace_back(w);
      if (ends) ends->push_back(stop);
    } else if (ends && !ends->empty()) {
      ends->back() = true;  // a dash or a bracket alone
    }
    at = end + 1;
  }
  return out;
}

bool one_of(const std::string& w, std::initializer_list<const char*> list) {
  return std::any_of(list.begin(), list.end(), [&](const char* x) { return w == x; });
}

bool denial(const std::string& w) {
  return one_of(w, {"not", "no", "never", "nor", "cannot", "don't", "doesn't", "didn't", "isn't", "aren't", "won't",
                    "can't", "mustn't", "shouldn't", "needn't"});
}

bool house(const std::string& w) {
  return one_of(w, {"row", "rows", "column", "columns", "col", "cols", "box", "boxes", "region", "regions", "nonet",
                    "nonets"});
}

// Whether every kind of `kinds` lets a digit repeat where its rule holds (or stay the same along
// it), as arrows, slow thermometers and whispers do and killer cages, renbans and thermometers do
// not: beside such kinds only, "digits may repeat", "greater than or equal" say their rule again.
bool repeats_allowed(const std::vector<Stated>& kinds) {
  return !kinds.empty() && std::all_of(kinds.begin(), kinds.end(), [](const Stated& s) {
    if (s.what != Stated::Rule) return false;
    switch (s.kind) {
      case Kind::Arrow: case Kind::SlowThermometer: case Kind::Whispers: case Kind::DoubleArrow: case Kind::ZipperLine:
      case Kind::RegionSumLine: case Kind::BetweenLine: case Kind::Palindrome: case Kind::ParityLine:
      case Kind::SameParityLine: case Kind::ProductLine: case Kind::SegmentSumLine: case Kind::EntropicLine:
      case Kind::ModularLine: case Kind::LittleKiller: case Kind::SumCage:
        return true;
      default:
        return false;
    }
  });
}

// How a value is said to differ between marks ("a line's total may differ from other lines").
constexpr const char* kBetweenMarks[] = {"other lines", "different lines", "each line", "every line", "line to line",
                                         "between lines", "other cages", "different cages", "each cage",
                                         "other arrows", "different arrows", "each arrow"};

// Whether every kind of `kinds` gives each of its marks a value of its own (a zipper line's total,
// a region sum line's sum, a sequence line's step, an arrow's or a cage's sum): beside such kinds
// only, "a line's total may differ from other lines" says their rule again.
bool own_values(const std::vector<Stated>& kinds) {
  return !kinds.empty() && std::all_of(kinds.begin(), kinds.end(), [](const Stated& s) {
    return s.what == Stated::Rule &&
           (s.kind == Kind::ZipperLine || s.kind == Kind::RegionSumLine || s.kind == Kind::SequenceLine ||
            s.kind == Kind::Arrow || s.kind == Kind::DoubleArrow || s.kind == Kind::Killer ||
            s.kind == Kind::SumCage || s.kind == Kind::LittleKiller);
  });
}

// Whether every kind of `kinds` lets digits repeat on its drawing though its rule denies some
// equal digits (a lockout line's inner digits are none of its ends, counting circles): beside
// such kinds, "digits may repeat" says their rule again, "may be equal" does not.
bool repeats_only_allowed(const std::vector<Stated>& kinds) {
  return !kinds.empty() && std::all_of(kinds.begin(), kinds.end(), [](const Stated& s) {
    return s.what == Stated::Rule && (s.kind == Kind::CountingCircles || s.kind == Kind::LockoutLine);
  });
}

bool repeat_word(const std::string& w) {
  return one_of(w, {"repeat", "repeats", "repeated", "repeating", "same", "equal", "stay", "stays", "remain", "remains"});
}

bool place_noun(const std::string& w) {
  return house(w) || one_of(w, {"cell", "cells", "line", "lines", "diagonal", "diagonals", "grid", "cage", "cages",
                                "circle", "circles", "square", "squares", "corner", "corners", "edge", "edges",
                                "segment", "segments", "area", "areas", "half", "part", "parts", "section", "sections",
                                "thermometer", "thermometers", "arrow", "arrows", "shape", "shapes", "puzzle", "puzzles"});
}

// A colour, a look ("dotted") or a size ("2x2"): a mark or an area said, not narrowed.
bool drawn_word(const std::string& w) {
  return colour_or_look(w) || (w.find('x') != std::string::npos && std::isdigit(static_cast<unsigned char>(w[0])) != 0);
}

// A word between a preposition and its place that narrows nothing: a count, "same", "marked",
// a determiner, a part every such mark has ("at either end of the line").
bool count_word(const std::string& w) {
  return one_of(w, {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "same", "whole",
                    "entire", "other", "given", "marked", "drawn", "shaded", "coloured", "colored", "highlighted",
                    "the", "a", "an", "of", "each", "every", "its", "their", "end", "ends", "side", "sides", "tip",
                    "bulb", "middle", "centre", "center"});
}

// The last part of a hyphenated word ("left-to-right": "right").
std::string last_part(const std::string& w) { return w.substr(w.rfind('-') + 1); }

bool figure(const std::string& w) { return !w.empty() && std::isdigit(static_cast<unsigned char>(w[0])) != 0; }

// A kind and the wider one whose name its drawing also has (a slow thermometer is drawn as a
// thermometer, a little killer's clue with an arrow, a product cage as a killer's cage).
constexpr std::pair<Kind, Kind> kNarrower[] = {
    {Kind::SlowThermometer, Kind::Thermometer}, {Kind::LittleKiller, Kind::Arrow}, {Kind::DoubleArrow, Kind::Arrow},
    {Kind::SumCage, Kind::Killer},           {Kind::RellikCage, Kind::Killer},  {Kind::ProductCage, Kind::Killer}};

// Whether every kind of `named` (named in `norm`) is the drawing of a narrower kind of `context`,
// said as a place ("Digits may repeat on a thermo ..." after a slow thermometer's rule): it goes
// on about that kind. A name said otherwise is a kind ("Any other cage is a killer cage: ...").
bool drawing_of(const std::string& norm, const std::vector<Stated>& named, const std::vector<Stated>& context) {
  const bool drawings = !named.empty() && std::all_of(named.begin(), named.end(), [&](const Stated& n) {
    return std::any_of(std::begin(kNarrower), std::end(kNarrower), [&](const std::pair<Kind, Kind>& p) {
      return n == Stated{Stated::Rule, p.second} &&
             std::find(context.begin(), context.end(), Stated{Stated::Rule, p.first}) != context.end();
    });
  });
  if (!drawings) return false;
  const std::vector<std::string> w = words_of(norm);
  for (std::size_t i = 0; i < w.size(); ++i) {
    const bool name = std::any_of(named.begin(), named.end(), [&](const Stated& n) { return name_words_of(n.kind).count(w[i]) > 0; });
    if (!name) continue;
    std::size_t k = i;  // back over determiners, colours and the name's other words to a preposition
    auto place = [](const std::string& x) { return one_of(x, {"on", "along", "in", "within", "inside", "of", "across"}); };
    while (k > 0 && !place(w[k - 1]) && (count_word(w[k - 1]) || colour_or_look(w[k - 1]) || one_of(w[k - 1], {"any", "all", "this", "that"}) ||
                     std::any_of(named.begin(), named.end(), [&](const Stated& n) { return name_words_of(n.kind).count(w[k - 1]) > 0; })))
      --k;
    if (k == 0 || !place(w[k - 1])) return false;
  }
  return true;
}

// `norm` without a proviso that the grid's own rules make true, said after a comma, a bracket or
// none ("if sudoku rules allow", "where sudoku allows", "as long as they do not break the normal
// sudoku rules", "subject to normal sudoku rules", "(if sudoku rules allow it)", "as long as they
// are not in the same row or column"): a clause of these words only that names the rules or a
// house, in a sentence that lets digits repeat ("may repeat", "can contain the same digit").
// Beside a permission to repeat it can only narrow it, so the reading without it is no stronger
// than the setter's; beside a rule it could be an exception ("..., unless they are in the same
// row"), and stays.
std::string without_sudoku_proviso(const std::string& norm) {
  const std::vector<std::string> w = words_of(norm);
  bool permission = false;
  for (std::size_t i = 0; i < w.size() && !permission; ++i)
    if (one_of(w[i], {"may", "can", "could", "might"}))
      for (std::size_t k = i + 1; k <= i + 3 && k < w.size(); ++k) permission = permission || repeat_word(w[k]);
  if (!permission) return norm;
  static const char* const kStarts[] = {"if ", "where ", "when ", "as long as ", "so long as ", "provided ",
                                        "subject to ", "unless ", "only if ", "only where ", "only when "};
  static const std::set<std::string> kWords = {
      "sudoku", "normal", "usual", "standard", "regular", "classic", "other", "the", "rules", "rule", "constraints",
      "constraint", "allow", "allows", "allowed", "permit", "permits", "permitted", "it", "them", "they", "this",
      "that", "is", "are", "be", "do", "does", "not", "don't", "doesn't", "break", "breaks", "violate", "violates",
      "would", "followed", "obeyed", "respected", "by", "same", "row", "rows", "column", "columns", "box", "boxes",
      "region", "regions", "nonet", "nonets", "in", "a", "an", "or", "and", "prevented", "prevent", "prevents", "still",
      "otherwise", "clash", "conflict", "with"};
  for (std::size_t at = 0; at < norm.size(); ++at) {
    if (at > 0 && norm[at - 1] != ' ' && norm[at - 1] != '(') continue;
    const char* const* start = std::find_if(std::begin(kStarts), std::end(kStarts), [&](const char* k) {
      return norm.compare(at, std::char_traits<char>::length(k), k) == 0;
    });
    if (start == std::end(kStarts)) continue;
    // to the end of its sentence or bracket ("..., as long as they are not in the same row, column
    // or box."), else to its comma
    std::size_t end = std::string::npos;
    for (const char* stops : {").;:", ").;:,"}) {
      const std::size_t e = std::min(norm.find_first_of(stops, at), norm.size());
      const std::vector<std::string> clause = words_of(norm.substr(at, e - at));
      bool names = false, known = true;
      for (std::size_t k = words_of(*start).size(); k < clause.size(); ++k) {
        known = known && kWords.count(clause[k]) > 0;
        names = names || one_of(clause[k], {"sudoku", "rules", "rule", "constraints"}) || house(clause[k]);
      }
      if (known && names) {
        end = e;
        break;
      }
    }
    if (end == std::string::npos) continue;
    std::size_t from = at;  // the comma or bracket before it goes too
    if (from > 0 && norm[from - 1] == '(') --from;
    while (from > 0 && norm[from - 1] == ' ') --from;
    if (from > 0 && norm[from - 1] == ',') --from;
    std::size_t to = end;
    if (to < norm.size() && norm[to] == ')') ++to;
    return without_sudoku_proviso(norm.substr(0, from) + norm.substr(to));
  }
  return norm;
}

}  // namespace

std::vector<Stated> kinds_named_in(const std::string& norm, int& number) {
  std::vector<bool> ends;
  const std::vector<std::string> words = words_of(norm, &ends);
  std::vector<Stated> out;
  number = 0;
  for (std::size_t i = 0; i < words.size();) {
    std::size_t taken = 0;
    for (std::size_t n = std::min<std::size_t>(4, words.size() - i); n >= 1 && taken == 0; --n) {
      // a name runs over no punctuation but at its end ("lockout lines:")
      if (std::any_of(ends.begin() + static_cast<std::ptrdiff_t>(i), ends.begin() + static_cast<std::ptrdiff_t>(i + n - 1),
                      [](bool e) { return e; }))
        continue;
      std::string item = words[i];
      for (std::size_t k = i + 1; k < i + n; ++k) item += " " + words[k];
      if ((n == 1 && one_of(item, {"odd", "even", "parity", "cage", "cages", "diagonal", "diagonals", "x", "v",
                                   "irregular", "jigsaw"})) ||
          one_of(item, {"greater than", "greater-than", "x sum", "x sums", "odd and even", "even and odd"}))
        continue;  // "a digit greater than its neighbours", "an X sum to 10", "digits alternate odd and even"
      const Reading r = read_name(item);
      if (!r.ok) continue;
      for (const Stated& s : r.states)
        if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
      if (r.number != 0) number = r.number;
      taken = n;
    }
    i += std::max<std::size_t>(taken, 1);
  }
  // a kind named beside a narrower one is that one's drawing ("slow thermos: ... on a
  // thermometer", "little killers: a number outside the grid with an arrow ...")
  for (const auto& [narrow, wide] : kNarrower)
    if (std::find(out.begin(), out.end(), Stated{Stated::Rule, narrow}) != out.end())
      out.erase(std::remove(out.begin(), out.end(), Stated{Stated::Rule, wide}), out.end());
  return out;
}

std::string consequence(const std::string& norm) {
  static const char* const kLeads[] = {"so, ", "so ", "this means that ", "this means ", "that means that ",
                                       "that means ", "which means ", "it follows that ", "therefore, ", "therefore ",
                                       "thus, ", "thus ", "hence, ", "hence ", "consequently, ", "consequently ",
                                       "as a result, ", "as a result ", "as a consequence, ", "as a consequence ",
                                       "in other words, ", "in other words ", "that is, ", "i.e. ", "i.e., ", "ie ",
                                       "for example, ", "for example ", "for instance, ", "for instance ", "e.g. ",
                                       "e.g., ", "eg ", "to illustrate: ", "to illustrate, ", "as an example, ",
                                       "example: ", "("};
  std::string body = norm;
  bool lead = false;
  for (bool more = true; more;) {  // "(So, for example, a 5 ...)"
    more = false;
    for (const char* l : kLeads)
      if (body.rfind(l, 0) == 0) {
        body.erase(0, std::char_traits<char>::length(l));
        lead = more = true;
        break;
      }
  }
  if (lead) {
    if (!body.empty() && body.back() == ')') body.pop_back();
    return body;
  }
  for (const char* word : {" therefore ", " consequently "})
    if (const std::size_t at = norm.find(word); at != std::string::npos)
      return norm.substr(0, at) + norm.substr(at + std::char_traits<char>::length(word) - 1);
  return "";
}

std::optional<RuleAndAfter> rule_and_after(const std::string& norm) {
  RuleAndAfter out;
  // asides in brackets (one level), each left out
  std::string rest;
  std::size_t from = 0;
  for (std::size_t open = norm.find('('); open != std::string::npos; open = norm.find('(', open + 1)) {
    const std::size_t close = norm.find(')', open);
    if (close == std::string::npos || norm.find('(', open + 1) < close) return std::nullopt;
    const std::string aside = norm.substr(open + 1, close - open - 1);
    if (consequence(aside).empty() || aside.rfind('(', 0) == 0) continue;
    rest += norm.substr(from, open - from);
    while (!rest.empty() && rest.back() == ' ') rest.pop_back();
    from = close + 1;
    if (from < norm.size() && norm[from] != ' ' && norm[from] != ',' && norm[from] != '.' && norm[from] != ';') rest += ' ';
    out.after += (out.after.empty() ? "" : "; ") + consequence(aside);
  }
  rest += norm.substr(from);
  // and a tail after a comma, a semicolon or a dash (the first; none with an aside in it)
  std::size_t first = std::string::npos, length = 0;
  for (const char* joint : {", ", "; ", " - "})
    for (std::size_t at = rest.find(joint); at != std::string::npos && at < first; at = rest.find(joint, at + 1)) {
      const std::string after = rest.substr(at + std::char_traits<char>::length(joint));
      if (after.empty() || consequence(after).empty() || after.find('(') != std::string::npos) continue;
      first = at;
      length = std::char_traits<char>::length(joint);
    }
  if (first != std::string::npos) {
    out.after += (out.after.empty() ? "" : "; ") + consequence(rest.substr(first + length));
    rest.erase(first);
  }
  out.rule = rest;
  if (out.after.empty() || out.rule.size() < 10) return std::nullopt;
  return out;
}

std::string relaxing_word(const std::string& text, const std::vector<Stated>& kinds, bool follows) {
  // "a < or > symbol": the two signs of one mark, not a choice
  std::string norm = text;
  for (const char* signs : {"< or >", "> or <"})
    for (std::size_t at = norm.find(signs); at != std::string::npos; at = norm.find(signs))
      norm.replace(at, std::char_traits<char>::length(signs), "signs");
  std::vector<bool> ends;
  const std::vector<std::string> w = words_of(norm, &ends);
  auto any_kind = [&kinds](std::initializer_list<Kind> list) {
    return std::any_of(kinds.begin(), kinds.end(), [&](const Stated& s) {
      return s.what == Stated::Rule && std::find(list.begin(), list.end(), s.kind) != list.end();
    });
  };
  const bool parity = any_kind({Kind::Odd, Kind::Even, Kind::ParityLine, Kind::SameParityLine});
  // kinds whose rule is a denial ("cannot contain the same digit", "no digit between them lies ..."):
  // beside any other, a denial is the setter's twist ("the digits do not sum to the clue")
  const bool denies = any_kind({Kind::AntiKing, Kind::AntiKnight, Kind::NonConsecutive, Kind::LockoutLine, Kind::Nabner,
                                Kind::DisjointGroups, Kind::BetweenLine, Kind::NegativeRatio, Kind::NegativeXV,
                                Kind::NegativeSum, Kind::NegativeDifference, Kind::Skyscraper});
  const bool numbered = std::any_of(kinds.begin(), kinds.end(), [](const Stated& s) { return number_owner(s).has_value(); });
  const bool sizes = any_kind({Kind::Minimum, Kind::Maximum, Kind::Skyscraper, Kind::GlobalEntropy, Kind::EntropicLine,
                               Kind::GreaterThan});
  // kinds whose rule names digits: their groups (1-3, {1,4,7}, "mod 3") or Dutch flatmates' 1, 5 and 9
  const bool groups = any_kind({Kind::EntropicLine, Kind::GlobalEntropy, Kind::ModularLine, Kind::GlobalModular});
  const bool flatmates = any_kind({Kind::DutchFlatmates});
  const bool consecutive = any_kind({Kind::Nabner, Kind::NonConsecutive});  // "differ by 1", "by at least 2"
  auto rule_figure = [&](const std::string& x) {
    const int v = std::stoi(x);
    return (groups && v >= 1 && v <= 9) || (flatmates && (v == 1 || v == 5 || v == 9)) ||
           (consecutive && (v == 1 || v == 2));
  };
  auto at = [&w](std::size_t k) { return k < w.size() ? w[k] : std::string(); };
  // whether one of the `span` words before w[i] is a denial (`subject`: one that denies a subject,
  // "no" or "neither": "no two digits on the line may be equal")
  auto denied_before = [&w](std::size_t i, std::size_t span, bool subject = false) {
    for (std::size_t k = i >= span ? i - span : 0; k < i; ++k)
      if (subject ? one_of(w[k], {"no", "neither"}) : denial(w[k])) return true;
    return false;
  };
  const bool repeats = repeats_allowed(kinds), repeats_only = repeats_only_allowed(kinds);
  const bool valued = own_values(kinds);
  // a value said to differ between the marks, and nothing else to differ from ("its centre digit")
  const bool value_said =
      std::any_of(w.begin(), w.end(), [](const std::string& x) {
        return one_of(x, {"total", "totals", "sum", "sums", "value", "values", "difference", "differences", "step",
                          "steps"});
      }) &&
      std::none_of(w.begin(), w.end(), [](const std::string& x) {
        return one_of(x, {"digit", "digits", "cell", "cells", "centre", "center", "middle", "end", "ends", "clue", "clues"});
      }) &&
      std::any_of(std::begin(kBetweenMarks), std::end(kBetweenMarks),
                  [&norm](const char* p) { return norm.find(p) != std::string::npos; });
  const bool repeat_said = std::any_of(w.begin(), w.end(), [](const std::string& x) {
    return repeat_word(x) || one_of(x, {"repetition", "repetitions", "twice", "again"});
  });
  auto bound_only = [&](std::size_t i) {
    return !repeat_said && one_of(w[i], {"may", "might", "can", "could", "allow", "allows"}) && at(i + 1) == "only" &&
           (figure(at(i + 2)) || one_of(at(i + 2), {"use", "contain", "hold", "be", "have", "include", "appear", "take",
                                                    "digits", "the"}));
  };
  if (norm.find("not in this puzzle") != std::string::npos) return "not in this puzzle";
  for (std::size_t i = 0; i < w.size(); ++i) {
    const std::string& x = w[i];
    const std::string next = at(i + 1);
    // "the line can only use 1, 2 and 9", "diamonds of 4 and 9 allow only 1, 2 and 3": a bound on
    // what a cell holds, no permission (but "may only repeat ...")
    if (bound_only(i) || (x == "only" && i > 0 && bound_only(i - 1))) continue;
    if (one_of(x, {"may", "might", "can", "could"})) {
      if (one_of(next, {"not", "never", "no"})) continue;  // "may not", "can never": denied, stronger
      // "no two digits on the line may be equal": the subject denied
      if (denied_before(i, 6, true)) continue;
      if (next == "see" || (next == "be" && one_of(at(i + 2), {"divided", "split", "cut", "broken", "seen"})))
        continue;  // "how many buildings you can see", "a line can be divided into segments"
      // "digits may repeat on arrows": their rule again
      if (repeats && (repeat_word(next) || repeat_word(at(i + 2)) || repeat_word(at(i + 3)))) continue;
      // "a line's total may differ from other lines", "different lines may have different
      // differences": each mark its own value, as the kind's rule has it
      if (valued && value_said && std::any_of(w.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                                              w.begin() + static_cast<std::ptrdiff_t>(std::min(w.size(), i + 5)),
                                              [](const std::string& y) {
                                                return one_of(y, {"differ", "different", "vary", "change"});
                                              }))
        continue;
      if (repeats_only && one_of(next, {"repeat", "repeats"})) continue;  // "digits may repeat in circles"
      return x;
    }
    if (one_of(x, {"allowed", "allow", "allows", "permitted", "permit", "permits", "optional", "optionally", "need",
                   "needs", "needn't", "necessarily", "except", "excepting", "exception", "exceptions", "unless",
                   "excluding", "exclude", "excludes", "excluded", "ignore", "ignores", "ignored", "ignoring",
                   "disregard", "instead", "rather", "however", "but", "although", "though", "unlike", "like",
                   "similar", "similarly", "opposite", "reverse", "reversed", "inverse", "inverted", "wrong", "false",
                   "incorrect", "mistake", "mistakes", "misleading", "unknown", "hidden", "missing", "sometimes",
                   "usually", "mostly", "occasionally", "often", "rarely", "generally", "typically", "some", "fine",
                   "ok", "okay", "possible", "acceptable", "legal", "valid", "free", "freely", "unrestricted",
                   "unconstrained", "whatever", "alternatively", "otherwise", "variant", "modified", "twist",
                   "replaced", "replace", "replaces", "liar", "liars", "fake", "decoy", "decoys", "only", "if",
                   "provided", "assuming", "twice", "thrice", "again", "true", "untrue", "truth", "half", "halves",
                   "quarter", "determine", "determined", "deduce", "deduced", "discover", "discovered", "average",
                   "averages", "rounded", "approximately", "roughly", "save", "bar", "apart", "besides", "aside",
                   "strike", "negated", "negate", "nowhere", "longer", "removed", "pretend", "alternate", "herring",
                   "misdirection", "fool", "joke", "modulo", "mod", "doubled", "halved", "tripled", "numbered",
                   "convenient", "universe", "anti-diagonal", "until", "should", "first", "last", "length"})) {
      // in an example, "far apart" (not "apart from"), "at opposite ends": a distance, a place on
      // the mark (elsewhere they keep their guard: a kind's own "apart" is read by its facts)
      if (follows && ((x == "apart" && next != "from") ||
                      (x == "opposite" && one_of(next, {"end", "ends", "side", "sides", "corner", "corners", "edge",
                                                        "edges"}))))
        continue;
      // the kind's own words: parity lines alternate, modular lines sort by residue mod 3
      if (one_of(x, {"alternate"}) && any_kind({Kind::ParityLine})) continue;
      if (one_of(x, {"mod", "modulo"}) && any_kind({Kind::ModularLine, Kind::GlobalModular})) continue;
      if (follows && one_of(x, {"if", "provided", "assuming", "first", "last", "length", "twice", "thrice", "again",
                                "some", "numbered", "until", "should"}))
        continue;  // "So if r6c1 is 4, ...": an instance of the rule, not a condition on it
      // "... needs a 9 below it", "the only 1 among the circles" (not "need not", "need only")
      if (follows && ((one_of(x, {"need", "needs"}) && !denial(next) && next != "only" && !denied_before(i, 2)) ||
                      (x == "only" && i > 0 && w[i - 1] == "the")))
        continue;
      return x;
    }
    // a consequence or an example ("So a 5 in row 9 ...", "For example, if r2c1 is 3, ...") narrows
    // nothing: only what could weaken the rule is looked for there, and "does not apply"
    if (follows && denial(x) && one_of(next, {"apply", "applies", "hold", "holds", "count", "counts", "matter", "matters"}))
      return x + " " + next;
    if (!follows) {
      // a condition or a time said first ("Where a cell is circled, ...", "Before the line reaches its
      // midpoint, ..."); "the cell before it" is a place
      if (i == 0 && one_of(x, {"where", "wherever", "when", "whenever", "before", "after"})) return x;
      // a place narrowed ("in the bottom row", "within the first three columns", "on the main
      // diagonal", "for even-numbered lines"): the rule there only. A colour, a look, a count or a size
      // narrows nothing ("on the purple lines", "in the two circles", "in every 2x2 area").
      if (one_of(x, {"in", "on", "within", "inside", "along", "for", "at", "throughout", "across"})) {
        std::size_t k = i + 1;
        while (k < w.size() && one_of(w[k], {"the", "a", "an", "each", "every", "any", "all", "its", "their", "this",
                                             "that", "these", "those", "both", "either", "of"}))
          ++k;
        std::string narrowing;
        for (; k < w.size() && k <= i + 5 && !place_noun(w[k]); ++k)
          if (narrowing.empty() && !drawn_word(w[k]) && !count_word(w[k])) narrowing = w[k];
        // "on a yellow nabner line", "for each zipper line": the kind's own name
        if (k < w.size() && k <= i + 5 && place_noun(w[k]) && !narrowing.empty()) {
          const Reading named = read_name(narrowing + " " + w[k]);
          const bool own = named.ok && std::all_of(named.states.begin(), named.states.end(), [&](const Stated& n) {
            return std::find(kinds.begin(), kinds.end(), n) != kinds.end();
          });
          // "the step can be different for different lines": each mark its own value
          const bool each_own = valued && value_said && narrowing == "different";
          if (!own && !each_own) return x + " ... " + narrowing + " " + w[k];
        }
      }
      // a slow thermometer's digits never decrease
      if (denial(x) && any_kind({Kind::SlowThermometer}) && one_of(next, {"decrease", "decreases", "drop", "drops"})) continue;
      // a denial beside a kind whose rule denies nothing, but for a repeat ("no digit repeats")
      if (denial(x) && !denies) {
        bool repeat = false;
        for (std::size_t k = i + 1; k <= i + 4 && k < w.size(); ++k)
          repeat = repeat || one_of(w[k], {"repeat", "repeats", "repeated", "repeating", "repetition", "same"});
        if (!repeat) return x;
      }
      // a figure beside a kind that takes no number ("the first 2 digits", "column 9"); a range or
      // an example ("1-9", "2-4-6-8") and a size ("3x3") are no figure here
      if (!numbered && figure(x) && x.size() <= 2 &&
          std::all_of(x.begin(), x.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }) &&
          rule_figure(x))
        continue;
      if (!numbered && figure(x) && std::all_of(x.begin(), x.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
        return x;
      // "exactly one 3x3 box is ...": which one is to be found
      if (x == "exactly" && (figure(next) || one_of(next, {"one", "two", "three", "four"})) && at(i + 2) != "once")
        return x + " " + next;
      // a repeat required, not denied nor allowed ("digits on an arrow must repeat")
      if (one_of(x, {"repeat", "repeats", "repeated", "repeating", "repetition", "repetitions"})) {
        bool said = false;
        for (std::size_t k = i >= 3 ? i - 3 : 0; k < i; ++k)
          said = said || denial(w[k]) || one_of(w[k], {"may", "might", "can", "could", "without", "none", "non"});
        if (!said) return x;
      }
      // a place named ("in box 5", "row 1", "r1c1", "outside box 5"): the rule there only
      if ((house(x) || one_of(x, {"cage", "line", "cell"})) && figure(next)) return x + " " + next;
      if (x.size() >= 4 && x[0] == 'r' && std::isdigit(static_cast<unsigned char>(x[1])) != 0 &&
          x.find('c') != std::string::npos)
        return x;
      if (x == "outside" && !(next == "the" && at(i + 2) == "grid") && !(next == "of" && at(i + 2) == "the"))
        return x;
      // some digits only ("odd digits", "prime digits", "larger digits"), beside a kind not about
      // parity or sizes
      if (one_of(next, {"digit", "digits", "number", "numbers"}) &&
          (one_of(x, {"prime", "most", "many", "certain", "particular", "specific", "selected", "composite"}) ||
           (!parity && one_of(x, {"odd", "even"})) ||
           (!sizes && one_of(x, {"larger", "smaller", "bigger", "higher", "lower", "greater", "large", "small", "big",
                                 "high", "low"}))))
        return x + " " + next;
    }
    // a denial said of the sentence ("Not true: ...", "Sadly, not: ...")
    if (denial(x) && (ends[i] || i + 1 == w.size())) return x;
    // "must lie outside the range": a place; "one clue may lie": a falsehood (flagged above or here)
    if (one_of(x, {"lie", "lies", "lying"}) && !one_of(next, {"between", "outside", "inside", "in", "on", "within", "strictly", "at", "along"}))
      return x;
    // a bound the other way ("differ by at most 5", "difference maximum 5", "up to 4")
    // ("add up to" is a sum)
    if ((x == "at" && next == "most") ||
        (x == "up" && next == "to" && !(i > 0 && one_of(w[i - 1], {"add", "adds", "adding", "added"}))) ||
        (x == "no" && next == "more") ||
        (one_of(x, {"maximum", "max", "minimum", "min"}) && figure(next)))
      return x + " " + next;
    // "not necessarily", "doesn't have to", "not all", "not every", "not always"
    if (denial(x) && (one_of(next, {"need", "needs", "necessarily", "always", "all", "every", "required", "forced",
                                    "obliged", "must", "only"}) ||
                      (one_of(next, {"have", "has"}) && at(i + 2) == "to")))
      return x + " " + next;
    // "are not distinct", "need not all be different"
    if (denial(x))
      for (std::size_t k = i + 1; k <= i + 3 && k < w.size(); ++k)
        if (one_of(w[k], {"distinct", "different", "unique"})) return x + " ... " + w[k];
    // Dutch flatmates live above and below each other: "to its left" is another rule
    if (flatmates && one_of(x, {"left", "right", "beside", "horizontally", "horizontal", "diagonally"}) &&
        !(x == "right" && one_of(next, {"above", "below", "under", "over", "beneath"})))  // "right above it"
      return x;
    // the groups' rule is one of each: "the same remainder" is another rule
    if (groups && x == "same" && !denied_before(i, 4)) return x;
    if (x == "or") {
      const std::string before = i > 0 ? w[i - 1] : std::string();
      if (flatmates) continue;  // "a 1 above it, or a 9 below it, or both": the rule
      // "alternate odd/even... or even/odd...": the two orders of one rule
      if (parity && (before.find("odd") != std::string::npos || before.find("even") != std::string::npos) &&
          (next.find("odd") != std::string::npos || next.find("even") != std::string::npos))
        continue;
      // "no two digits may be equal or differ by 1": neither
      if (any_kind({Kind::Nabner, Kind::NonConsecutive}) && denied_before(i, 10)) continue;
      if (one_of(next, {"more", "less", "fewer", "greater", "bigger", "larger", "higher", "smaller", "lower", "above",
                        "below", "over", "under", "beyond"}))
        continue;  // "4 or more": at least
      if (house(before) && house(next)) continue;  // "row or column"
      if (one_of(last_part(before), {"right", "bottom", "down", "across"}) &&
          one_of(next.substr(0, next.find('-')), {"top", "left", "from", "down", "across"}))
        continue;  // "left to right or top to bottom", "across or down", "left-to-right or top-to-bottom"
      if (figure(before) && figure(next)) continue;  // an example: "3-5-7-9 or 8-5-2"
      if (repeats && repeat_word(next)) continue;  // "greater than or equal", along a slow thermometer
      return x;
    }
  }
  return "";
}

std::string lead_of(const std::string& norm, bool conditions) {
  static const char* const kPlaces[] = {"in ", "on ", "inside ", "within ", "along ", "across ", "among ",
                                        "throughout ", "outside ", "over ", "only ", "except ", "but "};
  static const char* const kConditions[] = {"where ", "wherever ", "when ", "whenever "};
  auto starts = [&norm](const char* l) { return norm.rfind(l, 0) == 0; };
  if (std::none_of(std::begin(kPlaces), std::end(kPlaces), starts) &&
      !(conditions && std::any_of(std::begin(kConditions), std::end(kConditions), starts)))
    return "";
  const std::size_t comma = norm.find(", ");
  if (comma == std::string::npos || norm.find_first_of(":;") < comma) return "";
  const std::string lead = norm.substr(0, comma);
  for (const char* aside : {"in other words", "in short", "in summary", "in brief", "on the other hand", "in the same way",
                            "in a similar way", "in the same manner", "in a similar manner"})
    if (lead == aside) return "";
  return lead;
}

std::string narrowing_lead(const std::string& norm, const std::vector<Stated>& kinds, bool rule_reads_alone) {
  const std::string lead = lead_of(norm, false);
  std::vector<std::string> words;  // letters and figures ("pill-shaped": "pill", "shaped")
  for (std::size_t i = 0; i < lead.size();) {
    std::size_t j = i;
    while (j < lead.size() && std::isalnum(static_cast<unsigned char>(lead[j])) != 0) ++j;
    if (j > i) words.push_back(lead.substr(i, j - i));
    i = j + 1;
  }
  if (words.empty() || words.size() > 10) return "";
  if (one_of(words[0], {"only", "except", "but"})) return words[0];
  for (const std::string& w : words) {
    if (one_of(w, {"exactly", "only"})) return w;
    if (figure(w) && w.find('x') == std::string::npos) return w;  // "in column 9", not "in every 3x3 box"
    // a clause said before its comma, not a place ("along a thermometer the digits increase
    // strictly, starting at the bulb")
    if (one_of(w, {"digit", "digits"})) return "";
  }
  static const std::set<std::string> allowed = {
      "the", "a", "an", "each", "every", "all", "any", "both", "this", "these", "those", "its", "their", "and",
      "of", "with", "at", "by", "in", "on", "two", "end", "ends", "marked", "drawn", "given", "shown", "joined",
      "connected", "linked", "joining", "connecting", "addition", "puzzle", "sudoku", "grid", "cell", "cells",
      "line", "lines",
      "cage", "cages", "arrow", "arrows", "thermometer", "thermometers", "thermo", "thermos", "bulb", "bulbs",
      "dot", "dots", "circle", "circles", "pill", "pills", "shaped", "square", "squares", "box", "boxes", "row",
      "rows", "column", "columns", "region", "regions", "house", "houses", "nonet", "nonets", "diagonal",
      "diagonals", "pair", "pairs", "mark", "marks", "clue", "clues", "sign", "signs"};
  std::set<std::string> named;
  bool cells = false;
  for (const Stated& st : kinds) {
    if (st.what != Stated::Rule && st.what != Stated::AllMarks) continue;
    named.insert(name_words_of(st.kind).begin(), name_words_of(st.kind).end());
    // "along both main diagonals", not "on the main diagonal"
    if (st.kind == Kind::Diagonal &&
        std::any_of(words.begin(), words.end(), [](const std::string& w) { return w == "both" || w == "diagonals"; }))
      named.insert("main");
    cells = cells || st.kind == Kind::Odd || st.kind == Kind::Even || st.kind == Kind::Minimum ||
            st.kind == Kind::Maximum || st.kind == Kind::ExtraRegion;
  }
  const bool some_cells = std::any_of(words.begin(), words.end(), [](const std::string& w) {
    return colour_or_look(w) || one_of(w, {"shaded", "with", "marked"});
  });
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    const bool cell = one_of(w, {"cell", "cells"}), area = one_of(w, {"shaded", "area", "areas"});
    if ((cell || area) && cells && !rule_reads_alone) continue;
    if (area || (cell && (cells || some_cells))) return w;
    if (!allowed.count(w) && !named.count(w) && !colour_or_look(w) && !drawn_word(w)) return w;
  }
  return "";
}

// The most words no rule uses (rules_facts.hpp, known_word) a sentence read loosely may have: a
// stranger's words ("identically", "whatever") pass, a rule in words of its own does not
// ("averages", "rounded to the nearest"). Two: the texts of authors who never saw the reader read
// 84, 72, 71, 63 and 90 of 120 loosely (86 ... 90 with no limit), texts of puzzlerules.json stating
// rules sudosat lacks 39 of 244 (45), most of them a rule dropped as an explanation (docs). Words
// of the facts table that are no word of the kinds read (foreign_words): none, which halves the
// twists let through (docs/rules-sentences.md, "Loose reading").
constexpr std::size_t kUnknownWords = 2;

void read_loosely(std::vector<RuleSentence>& sentences, const std::vector<std::string>& norms) {
  auto kind_rule = [](const std::vector<Stated>& states) {
    return std::any_of(states.begin(), states.end(), [](const Stated& s) {
      return s.what != Stated::Note && s.what != Stated::Sudoku && s.what != Stated::RowsColumns &&
             s.what != Stated::NoBoxes;
    });
  };
  // the kinds of the last sentence stating a rule or read loosely, when it states a kind's
  std::vector<Stated> context;
  int context_number = 0;  // the number its sentence gives it (German whispers' 5), 0 if none
  std::vector<int> name_number(sentences.size(), 0);  // the number a sentence's name sets
  std::vector<bool> follows(sentences.size(), false);  // a consequence or an example: its figures are no rule's
  std::vector<bool> ruled(sentences.size(), false);    // its rule read word for word, what follows it not
  for (std::size_t i = 0; i < sentences.size() && i < norms.size(); ++i) {
    RuleSentence& s = sentences[i];
    if (!s.states.empty()) {
      if (s.states != std::vector<Stated>{Stated{Stated::Note}}) {
        context = kind_rule(s.states) ? s.states : std::vector<Stated>{};
        context_number = s.number;
      }
      continue;
    }
    if (s.story) continue;
    // a proviso of the normal rules ("if sudoku rules allow") names no kind
    std::string judged = without_sudoku_proviso(norms[i]);
    // a rule read word for word with a consequence or an example of it in the same sentence
    // ("..., so each diagonal holds 1-9 once", "(e.g. the centre cell of every box)"): it states
    // that rule, and what follows is judged as a consequence is
    const std::optional<RuleAndAfter> parts = rule_and_after(judged);
    const Reading rule = parts ? read_said(parts->rule) : Reading{};
    ruled[i] = rule.ok && std::any_of(rule.states.begin(), rule.states.end(),
                                      [](const Stated& x) { return x.what != Stated::Note; });
    if (ruled[i]) {  // all the rule's reading: its number, digits, cells, houses, letter, total
      s.named = rule.states;
      take_reading(s, rule);
      judged = parts->after;
    } else {
      s.named = kinds_named_in(judged, name_number[i]);
      if (drawing_of(judged, s.named, context)) s.named.clear();  // "... on a thermo", after slow thermometers
    }
    s.explains = s.named.empty() && !context.empty();
    if (!s.explains) {
      context = kind_rule(s.named) ? s.named : std::vector<Stated>{};
      context_number = ruled[i] ? rule.number : name_number[i];
    }
    if (s.named.empty() && !s.explains) continue;
    // what the rule means or how it is drawn, as a note after it read word for word ("If the line
    // has an odd number of cells, that total is the digit in the middle cell.")
    if (s.explains && notes_rule(norms[i], context)) continue;
    // a consequence or an example is judged without its lead ("So, for example, ..."), and the
    // lines of digits it gives checked against the one line kind it follows (the rest judged)
    const std::string body = ruled[i] ? judged : consequence(judged);
    if (!body.empty()) judged = body;
    follows[i] = !body.empty();
    std::string against, beyond;
    if (follows[i] && context.size() == 1 && context[0].what == Stated::Rule) {
      const ExampleCheck c = check_examples(judged, context[0].kind, context_number);
      if (c.checked > 0) judged = c.rest;
      against = c.against;
      beyond = c.beyond;
    }
    if (!against.empty()) {
      s.not_taken = "the example " + against + " disagrees with the rule as read";
    } else if (!beyond.empty()) {  // "For example, 4-2-5-3 is fine on roughly half of the lines."
      s.not_taken = "\"" + beyond + "\" could change the rule";
    } else if (const std::string w = relaxing_word(judged, context, !body.empty()); !w.empty()) {
      s.not_taken = "\"" + w + "\" could change the rule";
    } else if (const std::vector<std::string> all = words_of(judged);
               follows[i] && std::any_of(all.begin(), all.end(), [](const std::string& x) {
                 return x == "works" || x == "work";
               })) {  // "a 4-cell line 2 6 3 7 works": what works was not checked
      s.not_taken = "\"works\": an example sudosat did not check";
    } else if (const std::string lead = follows[i] ? "" : narrowing_lead(judged, context, false); !lead.empty()) {
      s.not_taken = "\"" + lead + "\" narrows the rule to some place";
    } else {
      // a word of the names of the kinds read is theirs ("flatmates")
      auto kinds_word = [&context](const std::string& x) {
        return std::any_of(context.begin(), context.end(),
                           [&](const Stated& k) { return k.what == Stated::Rule && name_words_of(k.kind).count(x) > 0; });
      };
      std::vector<std::string> unknown;  // words no rule knows
      for (const std::string& x : words_of(judged))
        if (x.size() >= 3 && std::all_of(x.begin(), x.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }) && !known_word(x) &&
            !kinds_word(x))
          unknown.push_back(x);
      if (unknown.size() > kUnknownWords) s.not_taken = "\"" + unknown[0] + "\" and other words no rule uses";
      std::vector<Kind> kinds;
      for (const Stated& k : context)
        if (k.what == Stated::Rule) kinds.push_back(k.kind);
      std::vector<std::string> foreign = foreign_words(judged, kinds);
      if (follows[i])  // an instance's words: its condition, its cells, its figures
        foreign.erase(std::remove_if(foreign.begin(), foreign.end(), [](const std::string& x) {
                        return one_of(x, {"if", "then", "first", "last", "second", "centre", "center", "middle", "means",
                                          "top", "bottom", "left", "right"}) ||
                               std::all_of(x.begin(), x.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
                      }), foreign.end());
      if (s.not_taken.empty() && !foreign.empty()) s.not_taken = "\"" + foreign[0] + "\" is another rule's word";
    }
  }
  // a named kind that takes a number: the one its name sets ("German whispers"), or the one the
  // sentence and those explaining it give ("Lockout lines: ... Their ends differ by at least 4."),
  // never two ("German whispers: ... differ by at least 4.")
  for (std::size_t i = 0; i < sentences.size() && i < norms.size(); ++i) {
    RuleSentence& s = sentences[i];
    if (!s.not_taken.empty() || ruled[i] ||  // a rule read word for word has its number
        std::none_of(s.named.begin(), s.named.end(), [](const Stated& x) { return number_owner(x).has_value(); }))
      continue;
    std::set<int> numbers;
    if (name_number[i] != 0) numbers.insert(name_number[i]);
    for (std::size_t j = i; j < sentences.size() && j < norms.size(); ++j) {
      const RuleSentence& t = sentences[j];
      if (j > i && ruled[j]) {  // a rule read word for word after it: its number counts where it owns the same
        const bool same = std::any_of(t.named.begin(), t.named.end(), [&s](const Stated& x) {
          const std::optional<Stated> owner = number_owner(x);
          return owner && std::any_of(s.named.begin(), s.named.end(), [&owner](const Stated& y) { return number_owner(y) == owner; });
        });
        if (!same) break;
        if (t.number != 0) numbers.insert(t.number);
        continue;
      }
      if (j > i && !t.explains && !t.story && t.states != std::vector<Stated>{Stated{Stated::Note}}) break;
      if (j > i && (!t.explains || follows[j])) continue;  // a note, a story or an example between
      for (const std::string& w : words_of(norms[j]))
        if (w.size() <= 2 && std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
          numbers.insert(std::stoi(w));
    }
    if (numbers.size() > 1)
      s.not_taken = "several numbers, and which is the rule's was not read";
    else if (numbers.size() == 1)
      s.number = *numbers.begin();
  }
}

}  // namespace sudosat::rules_detail
