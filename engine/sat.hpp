// The one wrapper around CaDiCaL (sat.cpp is the only file that includes cadical.hpp).
// An incremental SAT solver: add clauses, assume literals, solve, read the model.
#pragma once
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <vector>

#include "encoder/cnf.hpp"

namespace sudosat {

class SatSolver {
 public:
  enum Result { Unknown = 0, Sat = 10, Unsat = 20 };

  // How the solver picks its decisions.
  //  Free:    CaDiCaL's own heuristics, the fastest way to some model.
  //  InOrder: always the first unassigned variable, in the order the solver first saw them
  //           (reserve(n) before any clause makes that 1..n), set to true, and no
  //           simplification that rebuilds a variable's value from others. The first model of
  //           a solve() (without constrain()) is then the smallest of all models under its
  //           assumptions, read as the string x1 x2 x3 ... with true before false: the search
  //           has refuted every smaller one on its way (docs/encoding.md has the argument).
  enum class Decisions { Free, InOrder };

  // A quiet solver; with `proof`, every clause and learned clause is traced to it in DRAT
  // (the file stays open until the solver is destroyed; it is not closed by us).
  // `portfolio` > 1 (not with a proof): that many differently configured CaDiCaL solvers get
  // every clause, assumption and phase; solve() runs them on as many threads and the first
  // answer wins (the others are stopped). Answers are exact either way; with Free decisions the
  // model may differ from run to run, with InOrder it is the smallest, whoever finds it.
  explicit SatSolver(Decisions decisions = Decisions::Free, std::FILE* proof = nullptr,
                     int portfolio = 1);
  ~SatSolver();
  SatSolver(const SatSolver&) = delete;
  SatSolver& operator=(const SatSolver&) = delete;

  void reserve(int max_var);                        // pre-sizes tables for vars 1..max_var
  void keep_learned_longer();                       // reduce learned clauses less often
  void add(const Cnf& cnf);                         // adds every clause of cnf
  // ... clause by clause until `deadline` passes (checked every few thousand clauses); false
  // when it stopped early: the solver then holds part of cnf and must not be solved.
  bool add(const Cnf& cnf, const std::optional<std::chrono::steady_clock::time_point>& deadline);
  void add(const std::vector<int>& clause);          // adds one clause
  void assume(int lit);                             // for the next solve() only
  void constrain(const std::vector<int>& clause);    // a clause for the next solve() only (Free)
  void phase(int lit);                              // preferred decision value of |lit|
  // Free decisions take CaDiCaL's target phases (the values of the longest conflict-free
  // trail so far) in both of its search modes, not only in the stable one (option target=2):
  // for hard formulas expected to be satisfiable. Only before reserve() and the first clause.
  // No effect with InOrder decisions, whose phases are forced.
  void target_phases();

  // Solves under the assumptions and constraint given since the last call, which are then
  // dropped. Gives up with Unknown once `deadline` passes (if set); at once, without starting
  // CaDiCaL, when it has passed before the call.
  Result solve();
  void set_deadline(std::chrono::steady_clock::time_point deadline);
  void clear_deadline();
  // The next solve() gives up with Unknown after this many conflicts (CaDiCaL's own count;
  // the same on every run of one build, unlike a deadline).
  void limit_conflicts(int conflicts);

  // require: last solve() was Unsat under assumptions. Whether assumption `lit` is in the
  // reason the solver found (CaDiCaL's failed(): a subset of the assumptions that is
  // unsatisfiable with the clauses, not always minimal).
  bool failed(int lit) const;
  bool value(int var) const;  // require: last solve() was Sat. true when var is true (a
                              // portfolio: in the model of the member that answered).

  // Conflicts the search has analysed since the solver was made: one learned clause each,
  // counted through CaDiCaL's Learner interface (CaDiCaL 1.5.3 has no statistics getter).
  // Conflicts settled on the assumption levels learn nothing and are not counted.
  long long conflicts() const;  // a portfolio: all members together
  int portfolio() const;         // the number of CaDiCaL solvers

  // Ends the DRAT trace: everything is written to the proof FILE, which stays open (the
  // caller closes it). No-op without a proof.
  void close_proof();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace sudosat

namespace sudosat {
// "CaDiCaL " + the release the library reports ("CaDiCaL 1.5.3"); where its string is not a
// release number (Debian's libcadical.a 1.5.3 says "sc2021"), the one its package names.
const char* sat_solver_version();
}  // namespace sudosat
