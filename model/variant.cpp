#include "variant.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <iterator>
#include <type_traits>
#include <utility>

namespace sudosat {

#define SUDOSAT_KIND_INFO(Type, family, fields, name, keys, title, names)                   \
  template <>                                                                               \
  const KindInfo& kind_info<rule::Type>() {                                                 \
    static const KindInfo info{#family, name, SUDOSAT_KEYS keys, title, names, #Type};      \
    return info;                                                                            \
  }
SUDOSAT_KINDS(SUDOSAT_KIND_INFO)
#undef SUDOSAT_KIND_INFO

const KindInfo& kind_info(Kind k) {
#define SUDOSAT_KIND_LINE(Type, ...) &kind_info<rule::Type>,
  static const KindInfo& (*const lines[])() = {SUDOSAT_KINDS(SUDOSAT_KIND_LINE)};
#undef SUDOSAT_KIND_LINE
  static_assert(std::size(lines) == kKindCount);
  return lines[static_cast<std::size_t>(k)]();
}

const KindInfo& kind_info(const Constraint& c) { return kind_info(kind_of_constraint(c)); }

std::optional<Kind> kind_named(const std::string& name) {
  for (int k = 0; k < kKindCount; ++k)
    if (name == kind_info(static_cast<Kind>(k)).name) return static_cast<Kind>(k);
  return std::nullopt;
}

const char* kind_name(const Constraint& c) {
  if (const auto* d = std::get_if<rule::Diagonal>(&c)) {
    const auto& keys = kind_info<rule::Diagonal>().keys;
    return d->positive ? keys[0] : keys[1];
  }
  return kind_info(c).name;
}

namespace detail {
struct AnyField {  // converts to any field type, in unevaluated braces only
  template <class T>
  operator T() const;
};
}  // namespace detail

namespace {

// Field by field equality of the rule structs (plain aggregates of ints, bools, vectors,
// optionals and Outside): an aggregate's fields are counted by the longest brace list that
// initializes it, and each counted field is compared.
using detail::AnyField;
template <class T, class... Fields>
constexpr auto braces(int) -> decltype(T{Fields{}...}, true) { return true; }
template <class T, class...>
constexpr bool braces(...) { return false; }
template <class T>
constexpr int field_count() {
  using A = AnyField;
  static_assert(!braces<T, A, A, A, A, A>(0), "a rule of more than 4 fields: extend same_fields");
  if constexpr (braces<T, A, A, A, A>(0)) return 4;
  else if constexpr (braces<T, A, A, A>(0)) return 3;
  else if constexpr (braces<T, A, A>(0)) return 2;
  else if constexpr (braces<T, A>(0)) return 1;
  else return 0;
}

// What the structs in variant.hpp declare, kind by kind: the table's fields column. A kind
// added, or a field added or taken away, stops the build here until the column says so (and
// same_fields is checked to take it).
#define SUDOSAT_KIND_FIELDS(Type, family, fields, ...) fields,
constexpr int kFields[] = {SUDOSAT_KINDS(SUDOSAT_KIND_FIELDS)};
#undef SUDOSAT_KIND_FIELDS
template <std::size_t... I>
constexpr bool counted_as_declared(std::index_sequence<I...>) {
  return ((field_count<std::variant_alternative_t<I, Constraint>>() == kFields[I]) && ...);
}
static_assert(std::size(kFields) == std::variant_size_v<Constraint>, "one count per kind");
static_assert(counted_as_declared(std::make_index_sequence<std::variant_size_v<Constraint>>()));
static_assert(field_count<Outside>() == 2);

template <class T>
bool same(const T& a, const T& b);

template <class T>
bool same_fields(const T& a, const T& b) {
  constexpr int k = field_count<T>();
  if constexpr (k == 0) {
    return true;
  } else if constexpr (k == 1) {
    const auto& [a1] = a;
    const auto& [b1] = b;
    return same(a1, b1);
  } else if constexpr (k == 2) {
    const auto& [a1, a2] = a;
    const auto& [b1, b2] = b;
    return same(a1, b1) && same(a2, b2);
  } else if constexpr (k == 3) {
    const auto& [a1, a2, a3] = a;
    const auto& [b1, b2, b3] = b;
    return same(a1, b1) && same(a2, b2) && same(a3, b3);
  } else {
    const auto& [a1, a2, a3, a4] = a;
    const auto& [b1, b2, b3, b4] = b;
    return same(a1, b1) && same(a2, b2) && same(a3, b3) && same(a4, b4);
  }
}

template <class T>
bool same(const T& a, const T& b) {
  if constexpr (std::is_aggregate_v<T>) return same_fields(a, b);  // a rule, Outside
  else return a == b;                                              // ints, vectors, optionals
}

}  // namespace

bool same_rules(const Variant& a, const Variant& b) {
  if (a.regions != b.regions || a.digits != b.digits || a.allowed != b.allowed ||
      a.constraints.size() != b.constraints.size())
    return false;
  for (std::size_t i = 0; i < a.constraints.size(); ++i) {
    const Constraint& x = a.constraints[i];
    const Constraint& y = b.constraints[i];
    if (x.index() != y.index()) return false;
    const bool equal = std::visit(
        [&y](const auto& k) { return same(k, std::get<std::decay_t<decltype(k)>>(y)); }, x);
    if (!equal) return false;
  }
  return true;
}

const std::vector<std::string>& fpuzzles_keys() {
  static const std::vector<std::string> keys = [] {
    std::vector<std::string> out;
    auto add = [&](const KindInfo& info) {
      for (const char* key : info.keys)
        if (std::find(out.begin(), out.end(), key) == out.end()) out.emplace_back(key);
    };
#define SUDOSAT_KIND_KEYS(Type, ...) add(kind_info<rule::Type>());
    SUDOSAT_KINDS(SUDOSAT_KIND_KEYS)
#undef SUDOSAT_KIND_KEYS
    return out;
  }();
  return keys;
}

std::vector<int> default_regions(int n) {
  int h = 1;
  for (int d = 1; d * d <= n; ++d)
    if (n % d == 0) h = d;
  const int w = n / h;
  std::vector<int> regions(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) regions[static_cast<std::size_t>(r * n + c)] = (r / h) * h + c / w;
  return regions;
}

std::vector<std::vector<int>> region_cells(const std::vector<int>& regions) {
  std::map<int, std::size_t> index;  // label -> position in out
  std::vector<std::vector<int>> out;
  for (std::size_t cell = 0; cell < regions.size(); ++cell) {
    const int label = regions[cell];
    if (label < 0) continue;
    auto [it, added] = index.try_emplace(label, out.size());
    if (added) out.emplace_back();
    out[it->second].push_back(static_cast<int>(cell));
  }
  return out;
}

int entropic_group(int n, int d) {
  const int s = n / 3;
  const int low = n % 3 == 1 ? s : (n + 2) / 3;  // size of the low (and high) group
  if (d <= low) return 0;
  if (d > n - low) return 2;
  return 1;
}

std::vector<int> parse_digit_set(const std::string& text, std::string& why) {
  std::vector<int> out;
  auto number = [&](const std::string& word, int& v) {
    if (word.empty() || word.size() > 2 ||
        !std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return false;
    v = std::stoi(word);
    return true;
  };
  std::size_t at = 0;
  while (at <= text.size()) {
    std::size_t end = text.find(',', at);
    if (end == std::string::npos) end = text.size();
    const std::string item = text.substr(at, end - at);
    at = end + 1;
    const std::size_t dash = item.find('-');
    int lo = 0, hi = 0;
    if (dash == std::string::npos ? !number(item, lo)
                                  : !number(item.substr(0, dash), lo) || !number(item.substr(dash + 1), hi)) {
      why = "'" + item + "' is not a digit 0..99 or a range such as 0-8";
      return {};
    }
    if (dash == std::string::npos) hi = lo;
    if (hi < lo) {
      why = "the range '" + item + "' runs backwards";
      return {};
    }
    for (int v = lo; v <= hi; ++v) {
      if (!out.empty() && v <= out.back()) {
        why = v == out.back() ? "digit " + std::to_string(v) + " is listed twice"
                              : "the digits are not in increasing order (" + std::to_string(v) +
                                    " after " + std::to_string(out.back()) + ")";
        return {};
      }
      out.push_back(v);
    }
  }
  return out;
}

std::string digit_set_text(const std::vector<int>& digits) {
  std::string out;
  for (std::size_t i = 0; i < digits.size();) {
    std::size_t j = i;
    while (j + 1 < digits.size() && digits[j + 1] == digits[j] + 1) ++j;
    if (!out.empty()) out += ',';
    if (j >= i + 2) {
      out += std::to_string(digits[i]) + "-" + std::to_string(digits[j]);
      i = j + 1;
    } else {
      out += std::to_string(digits[i]);
      ++i;
    }
  }
  return out;
}

std::string digit_set_problem(const std::vector<int>& digits, int n) {
  const std::string set = digit_set_text(digits);
  if (static_cast<int>(digits.size()) != n)
    return "the digits " + set + " are " + std::to_string(digits.size()) + ", a size-" +
           std::to_string(n) + " puzzle needs " + std::to_string(n);
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (digits[i] < 0) return "the digits " + set + " include a negative value";
    if (i > 0 && digits[i] <= digits[i - 1])
      return "the digits " + set + " are not distinct and increasing";
  }
  const int top = n <= 9 ? 9 : 35;
  if (!digits.empty() && digits.back() > top)
    return "the digits " + set + " go above " + std::to_string(top) + " (a size-" + std::to_string(n) +
           " grid writes each digit as one symbol, " + (n <= 9 ? "0-9" : "0-9 and A-Z") + ")";
  return "";
}

int magic_side(const std::vector<int>& cells, int n) {
  int s = 0;
  while (s * s < static_cast<int>(cells.size())) ++s;
  if (s < 3 || s * s != static_cast<int>(cells.size()) || n < s || cells.front() < 0) return 0;
  const int top = cells.front() / n, left = cells.front() % n;
  if (top + s > n || left + s > n) return 0;
  for (int i = 0; i < s * s; ++i)
    if (cells[static_cast<std::size_t>(i)] != (top + i / s) * n + left + i % s) return 0;
  return s;
}

std::vector<std::vector<int>> magic_lines(const std::vector<int>& cells) {
  int s = 0;
  while (s * s < static_cast<int>(cells.size())) ++s;
  if (s == 0) return {};
  auto at = [&](int row, int col) { return cells[static_cast<std::size_t>(row * s + col)]; };
  std::vector<std::vector<int>> lines(static_cast<std::size_t>(2 * s + 2));
  for (int i = 0; i < s; ++i) {
    for (int j = 0; j < s; ++j) {
      lines[static_cast<std::size_t>(i)].push_back(at(i, j));
      lines[static_cast<std::size_t>(s + i)].push_back(at(j, i));
    }
    lines[static_cast<std::size_t>(2 * s)].push_back(at(i, i));
    lines[static_cast<std::size_t>(2 * s + 1)].push_back(at(s - 1 - i, i));
  }
  return lines;
}

bool kind_takes_digit_set(Kind k) {
  switch (k) {
    case Kind::Diagonal: case Kind::AntiKing: case Kind::AntiKnight: case Kind::DisjointGroups:
    case Kind::EqualCageSums: case Kind::Odd: case Kind::Even: case Kind::Minimum: case Kind::Maximum:
    case Kind::Difference: case Kind::XV: case Kind::XVXV: case Kind::GreaterThan:
    case Kind::Killer: case Kind::SumCage: case Kind::ExtraRegion: case Kind::Clone:
    case Kind::LittleKiller: case Kind::Thermometer: case Kind::SlowThermometer:
    case Kind::Palindrome: case Kind::Renban: case Kind::Whispers: case Kind::BetweenLine:
    case Kind::ParityLine: case Kind::Arrow:
    case Kind::NonConsecutive: case Kind::NegativeRatio: case Kind::NegativeXV: case Kind::Ratio:
    case Kind::NegativeSum: case Kind::NegativeDifference:
    case Kind::Skyscraper: case Kind::RegionSumLine: case Kind::ModularLine: case Kind::Nabner:
    case Kind::DoubleArrow: case Kind::ZipperLine: case Kind::SegmentSumLine:
    case Kind::KillerBound: case Kind::ProductCage: case Kind::DigitalRoot: case Kind::Quadruple:
    case Kind::CountingCircles: case Kind::LockoutLine: case Kind::SequenceLine:
    case Kind::ProductLine: case Kind::SameParityLine: case Kind::Chaos:
      return true;
    default:
      return false;
  }
}

std::string digit_set_refusal(const Variant& v) {
  if (v.digits.empty()) return "";
  for (const Constraint& c : v.constraints)
    if (!kind_takes_digit_set(kind_of_constraint(c)))
      return std::string(kind_name(c)) + " is not supported with the digits " + digit_set_text(v.digits) +
             " (only with 1..n)";
  return "";
}

}  // namespace sudosat
