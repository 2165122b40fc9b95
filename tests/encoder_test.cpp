// Tests for encoder/: variable numbering and clause counts.
#include <catch2/catch.hpp>

#include "encoder/sudoku.hpp"

using namespace sudosat;

TEST_CASE("variables are numbered x(cell, d) = cell * n + d") {
  Vars v(9);
  CHECK(v.cell(0, 1) == 1);
  CHECK(v.cell(80, 9) == 729);
  CHECK(v.cell_of(729) == 80);
  CHECK(v.digit_of(729) == 9);
  CHECK(v.fresh() == 730);
}

TEST_CASE("extended pairwise encoding has 4 n^2 (1 + n(n-1)/2) clauses") {
  for (int n : {4, 9, 16}) {
    Vars v(n);
    Cnf cnf = encode_rules(*default_shape(n), v, Amo::Pairwise);
    CHECK(cnf.clauses == static_cast<std::size_t>(4 * n * n * (1 + n * (n - 1) / 2)));
    CHECK(v.count() == n * n * n);
  }
}
