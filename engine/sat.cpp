#include "sat.hpp"

#include <cadical.hpp>

#include <atomic>
#include <cctype>
#include <stdexcept>
#include <string>
#include <thread>

namespace sudosat {

namespace {

// When a solve() must give up: the deadline passed, or (in a portfolio) another member answered.
struct Stop {
  bool armed = false;
  std::chrono::steady_clock::time_point at;
  std::atomic<bool> answered{false};
};

class StopWatch : public CaDiCaL::Terminator {
 public:
  explicit StopWatch(const Stop& stop) : stop_(stop) {}
  bool terminate() override {
    return stop_.answered.load(std::memory_order_relaxed) ||
           (stop_.armed && std::chrono::steady_clock::now() >= stop_.at);
  }

 private:
  const Stop& stop_;
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

// One CaDiCaL solver of a portfolio (the first is the solver when there is one).
struct Member {
  explicit Member(const Stop& stop) : watch(stop) {}
  CaDiCaL::Solver solver;
  StopWatch watch;
  ConflictCounter conflicts;
};

struct SatSolver::Impl {
  Stop stop;
  std::vector<std::unique_ptr<Member>> members;
  std::size_t winner = 0;  // the member whose model value() reads
  std::FILE* proof = nullptr;
  Decisions decisions = Decisions::Free;
};

namespace {

// What makes portfolio member `i` (i >= 1) search differently from the first. Free: CaDiCaL's
// configurations for satisfiable and unsatisfiable formulas, then the opposite default phase
// (for variables the decoder sets no phase of) with another seed. InOrder: only options that
// keep the decisions in order (restart and reduction intervals, probing), so every member's
// first model is the same smallest one.
void diversify(CaDiCaL::Solver& s, SatSolver::Decisions decisions, int i) {
  s.set("seed", i);
  if (decisions == SatSolver::Decisions::InOrder) {
    switch (i % 3) {
      case 1: s.set("restartint", 50); break;
      case 2: s.set("reduceint", 1000), s.set("probe", 0); break;
      default: s.set("restartint", 5); break;
    }
    return;
  }
  switch (i % 3) {
    case 1: s.configure("sat"); break;
    case 2: s.configure("unsat"); break;
    default: s.set("phase", 0); break;
  }
}

}  // namespace

SatSolver::SatSolver(Decisions decisions, std::FILE* proof, int portfolio) : impl_(std::make_unique<Impl>()) {
  if (portfolio < 1 || (proof && portfolio > 1))
    throw std::invalid_argument("SatSolver: a portfolio needs 1 or more members, and 1 with a proof");
  impl_->decisions = decisions;
  for (int i = 0; i < portfolio; ++i) {
    impl_->members.push_back(std::make_unique<Member>(impl_->stop));
    CaDiCaL::Solver& s = impl_->members.back()->solver;
    if (i > 0) diversify(s, decisions, i);
    // 'quiet': CaDiCaL 1.5.3 otherwise prints "c found falsified original clause" on stdout.
    s.set("quiet", 1);
    // No chronological backtracking, no eager subsumption of recently learned clauses, and
    // learned-clause shrinking with a plain sort instead of a radix heap: each measured fewer
    // instructions on 9x9 batches, 16x16 and 25x25 unchanged (docs/performance.md, "Constants and options").
    s.set("eagersubsume", 0);
    s.set("shrinkreap", 0);
    if (decisions == Decisions::InOrder) in_order(s);
    if (proof) {
      s.set("binary", 0);  // textual DRAT, readable by any checker
      s.trace_proof(proof, "proof");
      impl_->proof = proof;
    }
    s.connect_terminator(&impl_->members.back()->watch);
    s.connect_learner(&impl_->members.back()->conflicts);
  }
}

SatSolver::~SatSolver() {
  for (auto& m : impl_->members) {
    m->solver.disconnect_learner();
    m->solver.disconnect_terminator();
  }
}

void SatSolver::reserve(int max_var) {
  for (auto& m : impl_->members) m->solver.reserve(max_var);
}

// Enumerating the solutions of a variant puzzle keeps needing the clauses learned for the
// earlier ones: reductions every 3000 conflicts instead of CaDiCaL's 300 (docs/performance.md, "Constants and options").
void SatSolver::keep_learned_longer() {
  for (auto& m : impl_->members) require(m->solver, "reduceint", 3000);
}

void SatSolver::add(const Cnf& cnf) {
  for (auto& m : impl_->members)
    for (int lit : cnf.lits) m->solver.add(lit);
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
    for (auto& m : impl_->members) m->solver.add(cnf.lits[i]);
    if (cnf.lits[i] == 0 && i >= next_check) {
      if (std::chrono::steady_clock::now() >= *deadline) return false;
      next_check = i + kCheckEvery;
    }
  }
  return true;
}

void SatSolver::add(const std::vector<int>& clause) {
  for (auto& m : impl_->members) {
    for (int lit : clause) m->solver.add(lit);
    m->solver.add(0);
  }
}

void SatSolver::assume(int lit) {
  for (auto& m : impl_->members) m->solver.assume(lit);
}

void SatSolver::constrain(const std::vector<int>& clause) {
  for (auto& m : impl_->members) {
    for (int lit : clause) m->solver.constrain(lit);
    m->solver.constrain(0);
  }
}

void SatSolver::phase(int lit) {
  for (auto& m : impl_->members) m->solver.phase(lit);
}

void SatSolver::target_phases() {
  if (impl_->decisions == Decisions::InOrder) return;
  for (auto& m : impl_->members) require(m->solver, "target", 2);
}

// A portfolio runs its members on threads of their own (the first on the caller's); the first
// to answer stops the others through their terminators, and its answer and model count.
SatSolver::Result SatSolver::solve() {
  auto& members = impl_->members;
  // Past the deadline already: CaDiCaL would first build its watch lists (tens of ms on a
  // 36x36 formula) before it looks at the terminator.
  if (impl_->stop.armed && std::chrono::steady_clock::now() >= impl_->stop.at) {
    for (auto& m : members) {
      m->solver.reset_assumptions();
      m->solver.reset_constraint();
    }
    return Unknown;
  }
  if (members.size() == 1) return static_cast<Result>(members.front()->solver.solve());
  impl_->stop.answered.store(false);
  std::atomic<std::size_t> winner{members.size()};
  std::vector<int> results(members.size(), 0);
  auto run = [&](std::size_t i) {
    results[i] = members[i]->solver.solve();
    if (results[i] == 0) return;
    std::size_t none = members.size();
    if (winner.compare_exchange_strong(none, i)) impl_->stop.answered.store(true);
  };
  std::vector<std::thread> threads;
  for (std::size_t i = 1; i < members.size(); ++i) threads.emplace_back(run, i);
  run(0);
  for (auto& t : threads) t.join();
  impl_->stop.answered.store(false);
  if (winner.load() == members.size()) return Unknown;
  impl_->winner = winner.load();
  const int r = results[impl_->winner];
  for (int other : results)
    if (other != 0 && other != r)
      throw std::logic_error("internal error: the portfolio's solvers disagree");
  return static_cast<Result>(r);
}

void SatSolver::set_deadline(std::chrono::steady_clock::time_point deadline) {
  impl_->stop.at = deadline;
  impl_->stop.armed = true;
}

void SatSolver::clear_deadline() { impl_->stop.armed = false; }

void SatSolver::limit_conflicts(int conflicts) {
  for (auto& m : impl_->members) m->solver.limit("conflicts", conflicts);
}

bool SatSolver::value(int var) const { return impl_->members[impl_->winner]->solver.val(var) > 0; }

bool SatSolver::failed(int lit) const { return impl_->members[impl_->winner]->solver.failed(lit); }

long long SatSolver::conflicts() const {
  long long total = 0;
  for (const auto& m : impl_->members) total += m->conflicts.count;
  return total;
}

int SatSolver::portfolio() const { return static_cast<int>(impl_->members.size()); }

void SatSolver::close_proof() {
  if (impl_->proof) {
    impl_->members.front()->solver.close_proof_trace();
    std::fflush(impl_->proof);
    impl_->proof = nullptr;
  }
}

}  // namespace sudosat

namespace sudosat {
const char* sat_solver_version() {
  static const std::string v = [] {
    std::string release = CaDiCaL::Solver::version();
#ifdef SUDOSAT_CADICAL_RELEASE
    // Debian's libcadical.a 1.5.3 says "sc2021" (the default of CaDiCaL's version.cpp, as it is
    // built without its build.hpp): then the release its package names (third_party/CMakeLists.txt)
    if (release.empty() || !std::isdigit(static_cast<unsigned char>(release[0])))
      release = SUDOSAT_CADICAL_RELEASE;
#endif
    return "CaDiCaL " + release;
  }();
  return v.c_str();
}
}  // namespace sudosat
