// Tests for encoder/builder: each primitive, with every cell's digit fixed in turn, must be
// satisfiable exactly when its rule holds for those digits (brute force over all assignments
// of a few cells with random domains), and every model must say so too.
#include <catch2/catch.hpp>

#include <functional>
#include <numeric>
#include <random>

#include "engine/sat.hpp"
#include "encoder/builder.hpp"

using namespace sudosat;

namespace {

using Rule = std::function<bool(const std::vector<int>&)>;
using Encode = std::function<void(Builder&, const std::vector<int>& cells)>;

// k cells with random non-empty domains within 1..n.
std::vector<Digits> random_domains(int n, int k, std::mt19937& rng) {
  std::vector<Digits> doms;
  for (int i = 0; i < k; ++i) {
    Digits d = 0;
    while (d == 0)
      for (int v = 1; v <= n; ++v)
        if (rng() % 3 != 0) d |= Digits{1} << v;
    doms.push_back(d);
  }
  return doms;
}

// Encodes cells 0..k-1 (exactly one digit each, within the domain) plus `encode`, then checks
// every assignment of digits 1..n: satisfiable iff within the domains and rule holds.
void brute_force(int n, const std::vector<Digits>& doms, const Encode& encode, const Rule& rule,
                 const std::vector<std::vector<int>>& houses = {}) {
  const int k = static_cast<int>(doms.size());
  Vars vars(n);  // cells 0..k-1 of an n x n board; only these are used
  Cnf cnf;
  std::vector<Digits> all(static_cast<std::size_t>(n * n), 0);
  for (int c = 0; c < k; ++c) all[static_cast<std::size_t>(c)] = doms[static_cast<std::size_t>(c)];
  for (int c = 0; c < k; ++c) {
    std::vector<int> one;
    for (int d = 1; d <= n; ++d) {
      if (doms[static_cast<std::size_t>(c)] >> d & 1) one.push_back(vars.cell(c, d));
      else cnf.add({-vars.cell(c, d)});
    }
    cnf.add(one);
    for (std::size_t i = 0; i < one.size(); ++i)
      for (std::size_t j = i + 1; j < one.size(); ++j) cnf.add({-one[i], -one[j]});
  }
  Builder b(n, vars, cnf, all, houses);
  std::vector<int> cells(static_cast<std::size_t>(k));
  std::iota(cells.begin(), cells.end(), 0);
  encode(b, cells);
  SatSolver solver;
  solver.add(cnf);
  std::vector<int> digits(static_cast<std::size_t>(k), 1);
  for (;;) {
    bool in_domain = true;
    for (int c = 0; c < k; ++c) {
      in_domain &= (doms[static_cast<std::size_t>(c)] >> digits[static_cast<std::size_t>(c)] & 1) != 0;
      solver.assume(vars.cell(c, digits[static_cast<std::size_t>(c)]));
    }
    const bool want = in_domain && rule(digits);
    const bool got = solver.solve() == SatSolver::Sat;
    INFO("digits " << ::Catch::Detail::stringify(digits));
    REQUIRE(got == want);
    int c = 0;
    while (c < k && ++digits[static_cast<std::size_t>(c)] > n) digits[static_cast<std::size_t>(c++)] = 1;
    if (c == k) break;
  }
}

void many(int n, int k, int rounds, const Encode& encode, const Rule& rule,
          const std::vector<std::vector<int>>& houses = {}) {
  std::mt19937 rng(12345u + static_cast<unsigned>(n * 31 + k));
  for (int r = 0; r < rounds; ++r) brute_force(n, random_domains(n, k, rng), encode, rule, houses);
}

int sum_of(const std::vector<int>& d) { return std::accumulate(d.begin(), d.end(), 0); }

bool all_distinct(const std::vector<int>& d) {
  for (std::size_t i = 0; i < d.size(); ++i)
    for (std::size_t j = i + 1; j < d.size(); ++j)
      if (d[i] == d[j]) return false;
  return true;
}

}  // namespace

TEST_CASE("builder: binary relations, support or conflict clauses") {
  for (int gap : {1, 2, 3})
    many(6, 2, 20, [gap](Builder& b, const std::vector<int>& c) {
      b.relation(c[0], c[1], [gap](int p, int q) { return std::abs(p - q) >= gap; });
    }, [gap](const std::vector<int>& d) { return std::abs(d[0] - d[1]) >= gap; });
  many(6, 2, 20, [](Builder& b, const std::vector<int>& c) {
    b.relation(c[0], c[1], [](int p, int q) { return p == 2 * q || q == 2 * p; });
  }, [](const std::vector<int>& d) { return d[0] == 2 * d[1] || d[1] == 2 * d[0]; });
}

TEST_CASE("builder: order literals and less") {
  for (int gap : {0, 1, 3})
    many(7, 2, 25, [gap](Builder& b, const std::vector<int>& c) { b.less(c[0], c[1], gap); },
         [gap](const std::vector<int>& d) { return d[0] + gap <= d[1]; });
  // ge() itself: cell 0 >= 4 forced through its literal
  many(6, 1, 20, [](Builder& b, const std::vector<int>& c) { b.clause({b.ge(c[0], 4)}); },
       [](const std::vector<int>& d) { return d[0] >= 4; });
  many(6, 1, 20, [](Builder& b, const std::vector<int>& c) { b.clause({b.le(c[0], 2)}); },
       [](const std::vector<int>& d) { return d[0] <= 2; });
}

TEST_CASE("builder: distinct, equal, in") {
  many(5, 3, 15, [](Builder& b, const std::vector<int>& c) { b.distinct(c); },
       [](const std::vector<int>& d) { return all_distinct(d); });
  many(5, 2, 15, [](Builder& b, const std::vector<int>& c) { b.equal(c[0], c[1]); },
       [](const std::vector<int>& d) { return d[0] == d[1]; });
  many(6, 2, 15, [](Builder& b, const std::vector<int>& c) {
    const Digits odd = 0b1010101010;
    b.clause({-b.in(c[0], odd), -b.in(c[1], odd)});  // not both odd
  }, [](const std::vector<int>& d) { return d[0] % 2 == 0 || d[1] % 2 == 0; });
}

TEST_CASE("builder: sums by automaton, with repeats") {
  for (int total = 3; total <= 14; ++total)
    many(5, 3, 3, [total](Builder& b, const std::vector<int>& c) {
      const Values v = b.sum(c);
      b.clause({Builder::value_lit(v, total)});
    }, [total](const std::vector<int>& d) { return sum_of(d) == total; });
}

TEST_CASE("builder: the sum's values are one-hot and equal the sum") {
  // Two sums of different cells made equal: sum(c0, c1) == sum(c2).
  many(6, 3, 25, [](Builder& b, const std::vector<int>& c) {
    b.same_value(b.sum({c[0], c[1]}), b.sum({c[2]}));
  }, [](const std::vector<int>& d) { return d[0] + d[1] == d[2]; });
}

TEST_CASE("builder: distinct sums, tabulated or by automaton") {
  using M = Builder::SumMethod;
  for (M method : {M::Smaller, M::Table, M::Automaton})
    for (int k = 2; k <= 4; ++k)
      for (int total = k * (k + 1) / 2; total <= 6 * k; total += 2)
        many(6, k, 3, [total, method](Builder& b, const std::vector<int>& c) {
          b.distinct(c);
          b.distinct_sum(c, total, method);
        }, [total](const std::vector<int>& d) { return all_distinct(d) && sum_of(d) == total; });
}

TEST_CASE("builder: distinct sums below or above a bound, by automaton or counter") {
  using M = Builder::BoundMethod;
  const std::vector<int> set{0, 2, 3, 5, 8, 9};  // a digit set: digit d stands for set[d - 1]
  for (M method : {M::Smaller, M::Automaton, M::Counter})
    for (bool above : {false, true})
      for (bool values : {false, true})
        for (int k = 1; k <= 4; ++k)
          for (int bound = -1; bound <= 9 * k + 1; bound += k < 4 ? 2 : 5)
            many(6, k, k < 4 ? 2 : 1, [=](Builder& b, const std::vector<int>& c) {
              if (values) b.set_digits(set);
              b.distinct(c);
              b.distinct_sum_bound(c, bound, above, method);
            }, [=](const std::vector<int>& d) {
              int sum = 0;
              for (int x : d) sum += values ? set[static_cast<std::size_t>(x - 1)] : x;
              return all_distinct(d) && (above ? sum > bound : sum < bound);
            });
  // Cells 0-2 share a house (the automaton remembers their digits); distinct all the same.
  for (M method : {M::Automaton, M::Counter})
    for (int bound : {7, 12, 16})
      for (bool above : {false, true})
        many(6, 4, 2, [=](Builder& b, const std::vector<int>& c) {
          for (std::size_t i = 0; i < c.size(); ++i)
            for (std::size_t j = i + 1; j < c.size(); ++j)
              for (int d = 1; d <= 6; ++d) b.clause({-b.x(c[i], d), -b.x(c[j], d)});
          b.distinct_sum_bound(c, bound, above, method);
        }, [=](const std::vector<int>& d) {
          return all_distinct(d) && (above ? sum_of(d) > bound : sum_of(d) < bound);
        }, {{0, 1, 2}});
}

TEST_CASE("builder: the bound's counter is far smaller than the automaton on a large cage") {
  // 12 cells of one house of a 16x16 grid, every digit open, sum below 103 (above 102).
  const int n = 16;
  std::vector<int> cells(12);
  std::iota(cells.begin(), cells.end(), 0);
  for (bool above : {false, true}) {
    Vars vars(n);
    Cnf cnf;
    Builder b(n, vars, cnf, std::vector<Digits>(n * n, ((Digits{1} << (n + 1)) - 2)), {cells});
    const auto [clauses, variables] = b.bound_counter_size(cells, above ? 102 : 103, above);
    CHECK(clauses < 20000);
    CHECK(variables < 2000);
    b.distinct_sum_bound(cells, above ? 102 : 103, above);  // picks the counter
    CHECK(b.clauses_added() < 20000);
  }
}

TEST_CASE("builder: the bound's smaller encoding is the smaller one") {
  // Cages of 1 to 5 cells of one house, random domains (as givens narrow them): the one
  // distinct_sum_bound picks adds no more clauses than the other, give or take the literals
  // both share (order and in() literals, which the estimates count apart).
  using M = Builder::BoundMethod;
  std::mt19937 rng(2026112901u);
  const int n = 9;
  for (int round = 0; round < 200; ++round) {
    const int k = 1 + static_cast<int>(rng() % 5);
    std::vector<int> cells(static_cast<std::size_t>(k));
    std::iota(cells.begin(), cells.end(), 0);
    std::vector<Digits> doms(n * n, ((Digits{1} << (n + 1)) - 2));
    for (int c = 0; c < k; ++c)
      if (rng() % 2) doms[static_cast<std::size_t>(c)] = random_domains(n, 1, rng)[0];
    const bool above = rng() % 2;
    const int bound = static_cast<int>(rng() % static_cast<unsigned>(9 * k + 2));
    long long added[3];
    for (M method : {M::Smaller, M::Automaton, M::Counter}) {
      Vars vars(n);
      Cnf cnf;
      Builder b(n, vars, cnf, doms, {cells});
      b.distinct_sum_bound(cells, bound, above, method);
      added[static_cast<int>(method)] = b.clauses_added();
    }
    INFO("k " << k << (above ? " above " : " below ") << bound << ": smaller " << added[0]
              << ", automaton " << added[1] << ", counter " << added[2]);
    CHECK(added[0] <= std::min(added[1], added[2]) + 4 * n * k);
    CHECK(added[0] <= std::max(added[1], added[2]));
  }
}

TEST_CASE("builder: a custom automaton (no two neighbours both even)") {
  many(5, 4, 15, [](Builder& b, const std::vector<int>& c) {
    b.automaton(c, 0, [](int, Builder::State s, int d) -> Builder::State {
      const bool even = d % 2 == 0;
      if (s == 1 && even) return Builder::kDead;
      return even ? 1 : 0;
    }, [](Builder::State) { return true; });
  }, [](const std::vector<int>& d) {
    for (std::size_t i = 0; i + 1 < d.size(); ++i)
      if (d[i] % 2 == 0 && d[i + 1] % 2 == 0) return false;
    return true;
  });
}

TEST_CASE("builder: sums over cells that share houses also keep them distinct") {
  // Cells 0-2 share a house, 2-3 another: runs {0,1,2} and {3}. The sum automaton rules out
  // repeated digits within a run (the houses' own clauses are not added here), not across.
  const std::vector<std::vector<int>> houses{{0, 1, 2}, {2, 3}};
  for (int total = 6; total <= 18; total += 3)
    many(6, 4, 4, [total](Builder& b, const std::vector<int>& c) {
      b.clause({Builder::value_lit(b.sum(c), total)});
    }, [total](const std::vector<int>& d) {
      return sum_of(d) == total && all_distinct({d[0], d[1], d[2]});
    }, houses);
  // With a memory that stops once the state says so: digits repeat after the partial sum
  // reaches 5.
  many(5, 3, 10, [](Builder& b, const std::vector<int>& c) {
    b.distinct_automaton(c, 0, [](int, Builder::State s, int d) { return s + d; },
                         [](Builder::State) { return true; },
                         [](Builder::State s) { return s < 5; });
  }, [](const std::vector<int>& d) {
    // d[j] may not repeat d[i] (i < j) while every prefix sum through cells i..j-1 is below 5
    for (std::size_t j = 1; j < d.size(); ++j)
      for (std::size_t i = 0; i < j; ++i) {
        bool remembered = true;
        int prefix = 0;
        for (std::size_t q = 0; q < j; ++q) {
          prefix += d[q];
          if (q >= i && prefix >= 5) remembered = false;
        }
        if (remembered && d[i] == d[j]) return false;
      }
    return true;
  }, {{0, 1, 2}});
}
