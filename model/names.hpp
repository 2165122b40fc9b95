// Enum <-> name tables: each enum's names are written once, as an array of {value, name}
// pairs, and both directions read that array.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <utility>

namespace sudosat {

template <class E>
using Named = std::pair<E, const char*>;

// The name of `value` in `table` (the first pair with it), "?" if none.
template <class E, std::size_t N>
const char* name_of(const Named<E> (&table)[N], E value) {
  for (const auto& [v, name] : table)
    if (v == value) return name;
  return "?";
}

// The value named `name` in `table` (the first pair with it), none if no pair has it.
template <class E, std::size_t N>
std::optional<E> value_of(const Named<E> (&table)[N], const std::string& name) {
  for (const auto& [v, n] : table)
    if (name == n) return v;
  return std::nullopt;
}

}  // namespace sudosat
