// The rows, columns and boxes of a classic shape, and each cell's peers, as flat tables for
// the propagation and search loops (engine/propagate, engine/fastsearch).
#pragma once

#include <vector>

#include "shape.hpp"

namespace sudosat {

struct HouseTables {
  Shape shape;
  int n = 0;
  std::vector<int> units;       // 3n units of n cells: rows, then columns, then boxes
  std::vector<int> unit_of;     // the row, column and box unit of cell c: unit_of[3c .. 3c+2]
  std::vector<int> peer_begin;  // the peers of cell c (every other cell of its row, column
  std::vector<int> peers;       //   and box, once): peers[peer_begin[c] .. peer_begin[c+1])

  explicit HouseTables(const Shape& s);
  // The tables of `s`, built once per thread and shape.
  static const HouseTables& of(const Shape& s);
};

}  // namespace sudosat
