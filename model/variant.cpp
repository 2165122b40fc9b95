#include "variant.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <type_traits>

namespace sudosat {

#define SUDOSAT_KIND_INFO(Type, family, name, keys, title)              \
  template <>                                                          \
  const KindInfo& kind_info<rule::Type>() {                            \
    static const KindInfo info{#family, name, SUDOSAT_KEYS keys, title}; \
    return info;                                                       \
  }
SUDOSAT_KINDS(SUDOSAT_KIND_INFO)
#undef SUDOSAT_KIND_INFO

const KindInfo& kind_info(const Constraint& c) {
  return std::visit([](const auto& k) -> const KindInfo& { return kind_info<std::decay_t<decltype(k)>>(); },
                    c);
}

const char* kind_name(const Constraint& c) {
  if (const auto* d = std::get_if<rule::Diagonal>(&c)) {
    const auto& keys = kind_info<rule::Diagonal>().keys;
    return d->positive ? keys[0] : keys[1];
  }
  return kind_info(c).name;
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
