#include "sat.hpp"

#include <cadical.hpp>
#include <string>

namespace sudosat {

namespace {

class Deadline : public CaDiCaL::Terminator {
 public:
  bool terminate() override { return armed && std::chrono::steady_clock::now() >= at; }
  bool armed = false;
  std::chrono::steady_clock::time_point at;
};

}  // namespace

struct SatSolver::Impl {
  CaDiCaL::Solver solver;
  Deadline deadline;
  std::FILE* proof = nullptr;
};

SatSolver::SatSolver(std::FILE* proof) : impl_(std::make_unique<Impl>()) {
  CaDiCaL::Solver& s = impl_->solver;
  // 'quiet': CaDiCaL 1.5.3 otherwise prints "c found falsified original clause" on stdout.
  s.set("quiet", 1);
  // No chronological backtracking: 5-8% fewer instructions on 9x9 batches, up to 25% on the
  // hardest ones together with the positive phases set by the decoder (bench/RESULTS.md).
  s.set("chrono", 0);
  // No eager subsumption of recently learned clauses (9% fewer instructions on 300 of the
  // forum_hardest_1905_11+ puzzles, --any), and learned-clause shrinking with a plain sort
  // instead of a radix heap (6-7% fewer on three sets of 300 hard 9x9 puzzles, --any and
  // lexmin); 16x16 and 25x25 unchanged (docs/performance.md).
  s.set("eagersubsume", 0);
  s.set("shrinkreap", 0);
  if (proof) {
    s.set("binary", 0);  // textual DRAT, readable by any checker
    s.trace_proof(proof, "proof");
    impl_->proof = proof;
  }
  s.connect_terminator(&impl_->deadline);
}

SatSolver::~SatSolver() { impl_->solver.disconnect_terminator(); }

void SatSolver::reserve(int max_var) { impl_->solver.reserve(max_var); }

void SatSolver::add(const Cnf& cnf) {
  for (int lit : cnf.lits) impl_->solver.add(lit);
}

void SatSolver::add(const std::vector<int>& clause) {
  for (int lit : clause) impl_->solver.add(lit);
  impl_->solver.add(0);
}

void SatSolver::assume(int lit) { impl_->solver.assume(lit); }

void SatSolver::constrain(const std::vector<int>& clause) {
  for (int lit : clause) impl_->solver.constrain(lit);
  impl_->solver.constrain(0);
}

void SatSolver::phase(int lit) { impl_->solver.phase(lit); }

SatSolver::Result SatSolver::solve() { return static_cast<Result>(impl_->solver.solve()); }

void SatSolver::set_deadline(std::chrono::steady_clock::time_point deadline) {
  impl_->deadline.at = deadline;
  impl_->deadline.armed = true;
}

void SatSolver::clear_deadline() { impl_->deadline.armed = false; }

bool SatSolver::value(int var) const { return impl_->solver.val(var) > 0; }

void SatSolver::close_proof() {
  if (impl_->proof) {
    impl_->solver.close_proof_trace();
    std::fflush(impl_->proof);
    impl_->proof = nullptr;
  }
}

}  // namespace sudosat

namespace sudosat {
const char* sat_solver_version() {
  static const std::string v = std::string("CaDiCaL ") + CaDiCaL::Solver::version();
  return v.c_str();
}
}  // namespace sudosat
