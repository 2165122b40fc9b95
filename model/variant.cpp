#include "variant.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <type_traits>

namespace sudosat {

namespace {

template <class... F>
struct Overload : F... {
  using F::operator()...;
};
template <class... F>
Overload(F...) -> Overload<F...>;

template <class Pair>
bool marks(const Variant& v, int a, int b) {
  for (const Constraint& c : v.constraints)
    if (const auto* p = std::get_if<Pair>(&c))
      if ((p->a == a && p->b == b) || (p->a == b && p->b == a)) return true;
  return false;
}

}  // namespace

const char* kind_name(const Constraint& c) {
  using namespace rule;
  return std::visit(
      Overload{
          [](const Diagonal& d) { return d.positive ? "diagonal+" : "diagonal-"; },
          [](const AntiKing&) { return "antiking"; },
          [](const AntiKnight&) { return "antiknight"; },
          [](const DisjointGroups&) { return "disjointgroups"; },
          [](const NonConsecutive&) { return "nonconsecutive"; },
          [](const NegativeRatio&) { return "negative ratio"; },
          [](const NegativeXV&) { return "negative xv"; },
          [](const Odd&) { return "odd"; },
          [](const Even&) { return "even"; },
          [](const Minimum&) { return "minimum"; },
          [](const Maximum&) { return "maximum"; },
          [](const Difference&) { return "difference"; },
          [](const Ratio&) { return "ratio"; },
          [](const XV&) { return "xv"; },
          [](const Killer&) { return "killercage"; },
          [](const DigitalRoot&) { return "cage (digital root)"; },
          [](const ExtraRegion&) { return "extraregion"; },
          [](const Clone&) { return "clone"; },
          [](const Quadruple&) { return "quadruple"; },
          [](const LittleKiller&) { return "littlekillersum"; },
          [](const Sandwich&) { return "sandwichsum"; },
          [](const XSum&) { return "xsum"; },
          [](const Skyscraper&) { return "skyscraper"; },
          [](const Thermometer&) { return "thermometer"; },
          [](const SlowThermometer&) { return "slowthermometer"; },
          [](const Arrow&) { return "arrow"; },
          [](const Palindrome&) { return "palindrome"; },
          [](const Renban&) { return "renban"; },
          [](const Whispers&) { return "whispers"; },
          [](const RegionSumLine&) { return "regionsumline"; },
          [](const BetweenLine&) { return "betweenline"; },
          [](const EntropicLine&) { return "entropicline"; },
          [](const ModularLine&) { return "modularline"; },
          [](const Nabner&) { return "nabner"; },
          [](const DoubleArrow&) { return "doublearrow"; },
          [](const ZipperLine&) { return "zipperline"; },
          [](const RowIndexer&) { return "rowindexer"; },
          [](const ColumnIndexer&) { return "columnindexer"; },
          [](const BoxIndexer&) { return "boxindexer"; },
      },
      c);
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

bool has_kropki(const Variant& v, int a, int b) {
  return marks<rule::Difference>(v, a, b) || marks<rule::Ratio>(v, a, b);
}

bool has_xv(const Variant& v, int a, int b) { return marks<rule::XV>(v, a, b); }

int entropic_group(int n, int d) {
  const int s = n / 3;
  const int low = n % 3 == 1 ? s : (n + 2) / 3;  // size of the low (and high) group
  if (d <= low) return 0;
  if (d > n - low) return 2;
  return 1;
}

}  // namespace sudosat
