#include "sat.hpp"

#include <cadical.hpp>
#include <stdexcept>
#include <string>

namespace sudosat {

namespace {

class Deadline : public CaDiCaL::Terminator {
 public:
  bool terminate() override { return armed && std::chrono::steady_clock::now() >= at; }
  bool armed = false;
  std::chrono::steady_clock::time_point at;
};

// Sets a CaDiCaL option that must exist: a library without it would silently break the
// InOrder contract.
void require(CaDiCaL::Solver& s, const char* name, int value) {
  if (!s.set(name, value))
    throw std::logic_error(std::string("CaDiCaL has no option '") + name + "'");
}

// The InOrder configuration (sat.hpp). Decisions: the VMTF queue, which CaDiCaL fills in
// variable order, starts at the first variable (reverse) and never moves (no bumping, and no
// stable mode, which decides by score); every decision is true. Only search may produce a
// model: no lucky phases, no local search. No variable may take a value that is neither
// decided nor implied: no elimination, no substitution of equivalent literals, no removal of
// blocked, covered or conditioned clauses, no instantiation (the model would be rebuilt from
// such clauses afterwards). What remains (learning, restarts, probing, vivification,
// subsumption, reduction) only ever adds implied clauses or drops redundant ones.
void in_order(CaDiCaL::Solver& s) {
  require(s, "reverse", 1);
  require(s, "bump", 0);
  require(s, "stabilize", 0);
  require(s, "shuffle", 0);
  require(s, "forcephase", 1);
  require(s, "phase", 1);
  require(s, "lucky", 0);
  require(s, "walk", 0);
  require(s, "elim", 0);
  require(s, "decompose", 0);
  require(s, "block", 0);
  require(s, "cover", 0);
  require(s, "condition", 0);
  require(s, "instantiate", 0);
}

// Counts learned clauses (one per analysed conflict) without taking their literals.
class ConflictCounter : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count;
    return false;
  }
  void learn(int) override {}
  long long count = 0;
};

}  // namespace

struct SatSolver::Impl {
  CaDiCaL::Solver solver;
  Deadline deadline;
  ConflictCounter conflicts;
  std::FILE* proof = nullptr;
};

SatSolver::SatSolver(Decisions decisions, std::FILE* proof) : impl_(std::make_unique<Impl>()) {
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
  if (decisions == Decisions::InOrder) in_order(s);
  if (proof) {
    s.set("binary", 0);  // textual DRAT, readable by any checker
    s.trace_proof(proof, "proof");
    impl_->proof = proof;
  }
  s.connect_terminator(&impl_->deadline);
  s.connect_learner(&impl_->conflicts);
}

SatSolver::~SatSolver() {
  impl_->solver.disconnect_learner();
  impl_->solver.disconnect_terminator();
}

void SatSolver::reserve(int max_var) { impl_->solver.reserve(max_var); }

// Enumerating the solutions of a variant puzzle keeps needing the clauses learned for the
// earlier ones: the 72 solutions of the blank Miracle grid took 101 ms with reductions every
// 300 conflicts (the default), 83-89 ms every 3000; 20 public variant puzzles: no change.
void SatSolver::keep_learned_longer() { require(impl_->solver, "reduceint", 3000); }

void SatSolver::add(const Cnf& cnf) {
  for (int lit : cnf.lits) impl_->solver.add(lit);
}

bool SatSolver::add(const Cnf& cnf,
                    const std::optional<std::chrono::steady_clock::time_point>& deadline) {
  if (!deadline) {
    add(cnf);
    return true;
  }
  // The clock is read at a clause's end once 2^16 literals have gone in since the last look
  // (about 0.3 ms of loading): the solver never holds half a clause.
  constexpr std::size_t kCheckEvery = std::size_t{1} << 16;
  std::size_t next_check = kCheckEvery;
  for (std::size_t i = 0; i < cnf.lits.size(); ++i) {
    impl_->solver.add(cnf.lits[i]);
    if (cnf.lits[i] == 0 && i >= next_check) {
      if (std::chrono::steady_clock::now() >= *deadline) return false;
      next_check = i + kCheckEvery;
    }
  }
  return true;
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

SatSolver::Result SatSolver::solve() {
  // Past the deadline already: CaDiCaL would first build its watch lists (tens of ms on a
  // 36x36 formula) before it looks at the terminator.
  if (impl_->deadline.terminate()) {
    impl_->solver.reset_assumptions();
    impl_->solver.reset_constraint();
    return Unknown;
  }
  return static_cast<Result>(impl_->solver.solve());
}

void SatSolver::set_deadline(std::chrono::steady_clock::time_point deadline) {
  impl_->deadline.at = deadline;
  impl_->deadline.armed = true;
}

void SatSolver::clear_deadline() { impl_->deadline.armed = false; }

void SatSolver::limit_conflicts(int conflicts) { impl_->solver.limit("conflicts", conflicts); }

bool SatSolver::value(int var) const { return impl_->solver.val(var) > 0; }

long long SatSolver::conflicts() const { return impl_->conflicts.count; }

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
