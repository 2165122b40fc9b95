// A CNF formula as plain data: clauses stored flat, each ended by a 0 (DIMACS order).
#pragma once
#include <cstddef>
#include <initializer_list>
#include <vector>

namespace sudosat {

struct Cnf {
  std::vector<int> lits;     // clause literals, each clause terminated by 0
  std::size_t clauses = 0;   // number of clauses in lits

  void add(std::initializer_list<int> clause) { add(clause.begin(), clause.end()); }
  template <class It>
  void add(It first, It last) {
    lits.insert(lits.end(), first, last);
    lits.push_back(0);
    ++clauses;
  }
  void add(const std::vector<int>& clause) { add(clause.begin(), clause.end()); }
};

}  // namespace sudosat
