// Tests for decoder/: lexicographic answers and counts against the backtracking reference.
#include <catch2/catch.hpp>

#include "decoder/search.hpp"
#include "model/check.hpp"
#include "reference.hpp"

using namespace sudosat;

TEST_CASE("empty 9x9: the lexicographically smallest grid") {
  Engine e;
  Puzzle p{test::grid_from_line(std::string(81, '.')), std::nullopt};
  Answer a = e.solve(p, Goal::Lexmin);
  REQUIRE(a.status == Status::Solved);
  CHECK(test::line_from_grid(a.solution.grid) ==
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642");
}
