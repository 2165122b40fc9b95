// Building blocks of the variant encodings (encoder/rules_*.cpp): the cell literals of one
// puzzle, knowing which digits each cell may still hold, order literals, and the small
// encodings that the constraint families compose. Clause counts: docs/variants.md.
//
// Literals are DIMACS integers; kTrue and kFalse are constants that clause() simplifies away
// (a clause holding kTrue is dropped, kFalse is left out). x(cell, d) is kFalse for a digit
// outside the cell's domain and kTrue for the only digit of a one-digit domain, so every
// encoding below is reduced by the givens for free.
#pragma once
#include <climits>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <utility>
#include <vector>

#include "cnf.hpp"
#include "vars.hpp"

namespace sudosat {

using Digits = std::uint64_t;  // a set of digits: bit d stands for digit d
inline Digits set_of(int d) { return Digits{1} << d; }  // the set {d}

constexpr int kTrue = INT_MAX;
constexpr int kFalse = -INT_MAX;

// One-hot literals of an integer-valued term (a sum, a number read from cells): exactly one
// pair's literal is true in every solution, the one whose value the term takes.
using Values = std::vector<std::pair<int, int>>;  // (value, literal), values increasing

class Builder {
 public:
  // domains[cell]: the digits the cell may hold (bits 1..n); houses: groups of cells whose
  // digits differ (rows, columns, regions), used only to skip redundant clauses.
  Builder(int n, Vars& vars, Cnf& cnf, std::vector<Digits> domains,
          const std::vector<std::vector<int>>& houses);

  int n() const { return n_; }
  // The digit set (Variant::digits; empty: 1..n): the value digit d stands for. Sums,
  // relation(), odd/even and the constraints' arithmetic speak of values; every literal and
  // order literal (ge, le, less) of digits (indices, whose order the values keep).
  void set_digits(const std::vector<int>& digits);
  int value(int d) const { return value_[static_cast<std::size_t>(d)]; }
  int digit_of(int v) const;  // the digit whose value is v; 0 when none is
  Digits domain(int cell) const { return domains_[static_cast<std::size_t>(cell)]; }
  Vars& vars() { return vars_; }
  bool share_house(int a, int b) const;  // a != b lie in a common house
  void add_house(const std::vector<int>& cells);  // cells now known to hold distinct digits

  // The constraint whose clauses are being added (named in auxiliary meanings).
  void set_constraint(int index) { constraint_ = index; }
  // From now on every clause also holds -guard (0: none): the clauses bind only while the
  // guard literal is assumed true (a reused solver's puzzle selector).
  void set_guard(int guard) { guard_ = guard; }
  int constraint() const { return constraint_; }

  // --- literals
  int x(int cell, int d) const;   // "cell holds d", simplified by the domain as above
  int ge(int cell, int k);        // "cell >= k" (an order literal, made on first use)
  int le(int cell, int k) { return -ge(cell, k + 1); }
  int in(int cell, Digits set);   // "cell's digit is in set" (made on first use)
  int fresh(const Meaning& m) { return vars_.fresh(m); }

  // --- clauses
  void clause(std::initializer_list<int> lits) { clause(lits.begin(), lits.end()); }
  void clause(const std::vector<int>& lits) { clause(lits.begin(), lits.end()); }
  template <class It>
  void clause(It first, It last) {
    scratch_.clear();
    for (; first != last; ++first) {
      const int l = *first;
      if (l == kTrue) return;
      if (l != kFalse) scratch_.push_back(l);
    }
    emit();
  }
  // Pairwise clauses up to `pairwise_up_to` open literals, else Sinz's ladder.
  void at_most_one(const std::vector<int>& lits, std::size_t pairwise_up_to = 6);
  void exactly_one(const std::vector<int>& lits, std::size_t pairwise_up_to = 6);

  // --- constraints between cells
  // rel(value of a's digit, value of b's digit) holds: for each digit of a, the digits of b it allows
  // (support clauses, arc consistent under unit propagation); a digit of a that forbids at
  // most three digits of b gets binary clauses instead. Then the same from b's side.
  void relation(int a, int b, const std::function<bool(int, int)>& rel);
  void less(int a, int b, int gap);          // value(a) + gap <= value(b): order literals
  void less_if(int guard, int a, int b, int gap);  // guard -> value(a) + gap <= value(b)
  // The least digit whose value is at least value(d) + gap (n + 1 when none is): the digit
  // b must reach when a holds d or more and value(a) + gap <= value(b). Gaps 0 and 1 give
  // d and d + 1 whatever the set (its values are increasing integers).
  int digit_beyond(int d, int gap) const;
  void apart(int a, int b, int gap);         // |value(a) - value(b)| >= gap: order literals
  void distinct(const std::vector<int>& cells);       // pairwise different digits
  void equal(int a, int b);                           // same digit
  void digits_within(int cell, Digits allowed);       // unit clauses for the rest

  // --- sequences
  using State = std::int64_t;
  static constexpr State kDead = INT64_MIN;
  using Next = std::function<State(int i, State s, int d)>;  // state after cell i holds d
  using Accept = std::function<bool(State)>;
  // A rule over cells[0..k) read by a deterministic automaton from `start`, accepting the
  // final states `accept` allows. One literal per state per position reachable from the
  // start and leading to an accepting end; forward, backward and support clauses
  // (docs/variants.md). Returns the accepting end states with their literals (exactly one
  // true); empty when no digits fit (the empty clause is then added).
  Values automaton(const std::vector<int>& cells, State start, const Next& next,
                   const Accept& accept);
  // The same, where cells that share a house must hold different digits: the state also
  // carries the digits of the current run of cells that all share a house, so that a sum
  // over a box's cells knows they differ (see docs/variants.md), as long as `remember` (if
  // set) holds for the inner state. The values are the inner automaton's final states.
  Values distinct_automaton(const std::vector<int>& cells, State start, const Next& next,
                            const Accept& accept, const Accept& remember = nullptr);
  // Clause and variable counts of distinct_automaton(), the same way.
  std::pair<std::int64_t, std::int64_t> distinct_automaton_size(const std::vector<int>& cells, State start,
                                                                const Next& next, const Accept& accept,
                                                                std::int64_t max_states = INT64_MAX);
  // Clause and variable counts automaton() would add, without adding anything.
  // Past max_states states in all: {INT64_MAX, INT64_MAX}, the layers left unbuilt.
  std::pair<std::int64_t, std::int64_t> automaton_size(const std::vector<int>& cells, State start,
                                       const Next& next, const Accept& accept,
                                       std::int64_t max_states = INT64_MAX) const;

  // The sum of the cells' digits' values (repeats allowed) as one-hot values, restricted to
  // [lo, hi]. Partial sums above hi are cut off early. One cell: its own literals.
  Values sum(const std::vector<int>& cells, int lo = 0, int hi = INT_MAX);
  Values digit_value(int cell);  // the cell's digit's value as a term: its own literals
  // sum(cells) == total, for cells whose digits are known to differ: tabulated digit
  // combinations or the partial-sum automaton, whichever has fewer clauses (or as told).
  enum class SumMethod { Smaller, Table, Automaton };
  void distinct_sum(const std::vector<int>& cells, int total, SumMethod method = SumMethod::Smaller);
  // The sum of the values of the cells' digits, cells whose digits differ, lies below `bound`
  // (above it when `above`): the partial-sum automaton that remembers the digits of a run of
  // cells sharing a house (exponential in the run's length: a 12-cell cage has millions of
  // states), or a counter over partial sums in unary, made of order literals (docs/variants.md,
  // "killercage"), whichever has fewer clauses (or as told).
  enum class BoundMethod { Smaller, Automaton, Counter };
  // What BoundMethod::Smaller stands for: Smaller itself, unless a test forces one encoding on
  // every cage (tests/engine_variant_test.cpp).
  static inline BoundMethod bound_method_in_force = BoundMethod::Smaller;
  void distinct_sum_bound(const std::vector<int>& cells, int bound, bool above,
                          BoundMethod method = BoundMethod::Smaller);
  // Clause and variable counts of the counter distinct_sum_bound() would add.
  std::pair<std::int64_t, std::int64_t> bound_counter_size(const std::vector<int>& cells, int bound,
                                                           bool above) const;
  // Segment sum lines (encoder/rules_lines.cpp): the distinct automaton of the current run's
  // partial sum, or a counter of the line's prefix sums in order literals, chosen by their clause
  // counts (Smaller); the tests force one on every line (tests/engine_variant_test.cpp,
  // tests/engine_digits_test.cpp).
  enum class SegmentMethod { Smaller, Automaton, Counter };
  static inline SegmentMethod segment_method_in_force = SegmentMethod::Smaller;
  // The two terms take the same value.
  void same_value(const Values& a, const Values& b);
  // The term's literal for `value`, kFalse when it cannot take it.
  static int value_lit(const Values& v, int value);

  long long clauses_added() const { return clauses_; }

 private:
  struct Layers;
  Layers layers(const std::vector<int>& cells, State start, const Next& next,
                const Accept& accept, std::int64_t max_states = INT64_MAX) const;
  // The counter of distinct_sum_bound(); `dry`: count its clauses and variables, adding none.
  std::pair<std::int64_t, std::int64_t> bound_counter(const std::vector<int>& cells, int bound,
                                                      bool above, bool dry);
  // distinct_automaton()'s automaton: calls use(start, next, accept, meaning) on the wrapped one.
  template <class Run>
  auto with_runs(const std::vector<int>& cells, State start, const Next& next,
                 const Accept& accept, const Accept& remember, const Run& use);
  void emit();

  int n_;
  std::vector<int> value_;  // per digit 0..n: its value
  bool plain_ = true;
  Vars& vars_;
  Cnf& cnf_;
  std::vector<Digits> domains_;
  std::vector<std::vector<int>> houses_of_;       // per cell: the houses containing it
  std::vector<std::vector<int>> order_;           // per cell: ge literal for k (0: not made)
  std::map<std::pair<int, Digits>, int> in_;      // in() literals made so far
  std::vector<int> scratch_;
  int constraint_ = -1;
  int guard_ = 0;
  int next_house_ = 0;
  // While a distinct automaton is built: its state numbers as (inner state, run's digits).
  std::function<std::pair<State, Digits>(State)> state_meaning_;
  long long clauses_ = 0;
};

// Digits in a set, smallest first; its size, smallest and largest digit (0 when empty).
std::vector<int> digits_of(Digits set);
int count_digits(Digits set);
int min_digit(Digits set);
int max_digit(Digits set);

}  // namespace sudosat
