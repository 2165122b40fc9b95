#include "model/houses.hpp"

#include <memory>

namespace sudosat {

HouseTables::HouseTables(const Shape& s) : shape(s), n(s.n()) {
  for (int kind = 0; kind < 3; ++kind)
    for (int u = 0; u < n; ++u)
      for (int k = 0; k < n; ++k) {
        const int box_r = (u / s.box_rows) * s.box_rows + k / s.box_cols;
        const int box_c = (u % s.box_rows) * s.box_cols + k % s.box_cols;
        const int r = kind == 0 ? u : kind == 1 ? k : box_r;
        const int c = kind == 0 ? k : kind == 1 ? u : box_c;
        units.push_back(r * n + c);
      }
  std::vector<int> seen(static_cast<std::size_t>(s.cells()), -1);  // last cell listing it
  for (int cell = 0; cell < s.cells(); ++cell) {
    unit_of.insert(unit_of.end(), {s.row(cell), n + s.col(cell), 2 * n + s.box(cell)});
    peer_begin.push_back(static_cast<int>(peers.size()));
    seen[static_cast<std::size_t>(cell)] = cell;
    for (int k = 0; k < 3; ++k) {
      const int unit = unit_of[static_cast<std::size_t>(3 * cell + k)];
      for (int i = 0; i < n; ++i) {
        const int other = units[static_cast<std::size_t>(unit * n + i)];
        if (seen[static_cast<std::size_t>(other)] == cell) continue;
        seen[static_cast<std::size_t>(other)] = cell;
        peers.push_back(other);
      }
    }
  }
  peer_begin.push_back(static_cast<int>(peers.size()));
}

const HouseTables& HouseTables::of(const Shape& s) {
  thread_local std::vector<std::unique_ptr<HouseTables>> built;
  for (const auto& t : built)
    if (t->shape == s) return *t;
  built.push_back(std::make_unique<HouseTables>(s));
  return *built.back();
}

}  // namespace sudosat
