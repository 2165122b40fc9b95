// Tests for model/: shapes, formats and the independent checker.
#include <catch2/catch.hpp>
#include <sstream>

#include "model/check.hpp"
#include "model/format.hpp"
#include "reference.hpp"

using namespace sudosat;

TEST_CASE("default shapes follow the largest divisor not above sqrt(n)") {
  CHECK(to_string(*default_shape(4)) == "2x2");
  CHECK(to_string(*default_shape(6)) == "2x3");
  CHECK(to_string(*default_shape(8)) == "2x4");
  CHECK(to_string(*default_shape(12)) == "3x4");
  CHECK(to_string(*default_shape(36)) == "6x6");
  CHECK_FALSE(default_shape(7));
  CHECK_FALSE(default_shape(37));
}

TEST_CASE("the checker accepts pattern grids of every size and rejects a repeated digit") {
  std::mt19937 rng(1);
  for (int n : {4, 6, 8, 9, 12, 16, 25, 36}) {
    Puzzle p{Grid(*default_shape(n)), std::nullopt};
    Solution s{test::random_full_grid(p.givens.shape, rng), {}};
    CHECK_FALSE(check_solution(p, s));
    std::swap(s.grid.cells[0], s.grid.cells[1]);
    CHECK(check_solution(p, s));
  }
}

TEST_CASE("find_clash names the unit") {
  Grid g = test::grid_from_line(std::string(81, '.'));
  g.set(0, 5);
  g.set(8, 5);
  CHECK(*find_clash(g) == "digit 5 twice in row 1");
}

TEST_CASE("line format reads a batch and reports bad lines without losing the rest") {
  std::istringstream in(std::string(81, '.') + "\n" + std::string(80, '.') + "\n" +
                        std::string(81, '1') + "\n");
  PuzzleReader r(in, "t", {});
  CHECK(r.format() == Format::Line);
  Record rec;
  REQUIRE(r.next(rec));
  CHECK(rec.puzzle);
  REQUIRE(r.next(rec));
  REQUIRE(rec.error);
  CHECK(std::string(rec.error->what()) ==
        "t:2:81: line has 80 symbols; a puzzle needs n^2 of them (81 for 9x9)");
  REQUIRE(r.next(rec));
  CHECK(rec.puzzle);
  CHECK_FALSE(r.next(rec));
}
