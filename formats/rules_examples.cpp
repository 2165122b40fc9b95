// Examples of digits checked against a line kind's rule (formats/rules_examples.hpp).
#include "formats/rules_examples.hpp"

#include <algorithm>
#include <cctype>
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

// Whether `w`, beside a line of digits in an example's clause, could say more than the line's
// verdict ("digits 1-2-3 may repeat on the line", "4-5-6 is fine in box 5", "1-6-1 is allowed
// unless ..."): the clause is then judged as said, not only its line checked.
bool beyond_line(const std::string& w) {
  static const std::set<std::string> kWords = {
      "repeat", "repeats", "repeated", "repeating", "repetition", "repetitions", "except", "unless", "only", "box",
      "boxes", "row", "rows", "column", "columns", "region", "regions", "nonet", "nonets", "cage", "cages", "diagonal",
      "diagonals", "same", "equal", "twice", "again", "anywhere", "sometimes", "usually", "other", "others", "sudoku",
      "if", "when", "whenever", "where", "wherever", "otherwise", "ignore", "ignored", "ignores", "apply", "applies"};
  return kWords.count(w) > 0;
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
// 6 or 3 and 4", "... could be 1-2-4, but never 2-2-3"), each group checked: its sum (product) the clue, distinct but in sum cages, as
// many digits as the cells said. Only for Killer, SumCage and ProductCage.
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
      out.rest += clause + ",";
      continue;
    }
    const std::vector<std::string> said = words(clause);
    const bool fine = std::none_of(said.begin(), said.end(), denial);
    // the groups: "2 and 6 or 3 and 4", "1, 4 and 5, or 2, 2 and 5" (to the clause's end, its stop left out)
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
    // a clause with lines says their verdict ("a 3-cell renban could be 4-6-5"), unless a word
    // beside them could say more: then it is judged as said ("digits 1-2-3 may repeat on the line")
    const std::vector<std::string> beside = examples::words(left);
    if (!lines) {
      out.rest += clause + ",";
    } else if (std::any_of(beside.begin(), beside.end(), examples::beyond_line)) {
      out.rest += left + ",";
    }
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
  if (!c.against.empty() || permits(c.rest)) return std::nullopt;
  return c.rest;
}

}  // namespace sudosat::rules_detail
