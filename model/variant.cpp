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
  if (a.regions != b.regions || a.allowed != b.allowed || a.constraints.size() != b.constraints.size())
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

}  // namespace sudosat
