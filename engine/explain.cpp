// The explainer: candidates as bitmasks, one incremental solver holding every rule part behind
// its guard literal, and the tiers of explain.hpp. A question "do parts S, with the current
// candidates of their cells, rule out cell = d?" is one solve() under assumptions: the guards
// of S, the candidates' negations (and placed digits) on S's cells, and cell = d.
#include "explain.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "sat.hpp"

namespace sudosat {

namespace {

using Mask = std::uint64_t;

int bits(Mask m) { return __builtin_popcountll(m); }
int only_digit(Mask m) { return __builtin_ctzll(m); }

bool is_house(const RulePart& p) {
  return p.kind == RulePart::Row || p.kind == RulePart::Column || p.kind == RulePart::Box ||
         p.kind == RulePart::Region;
}

// What a part costs in a reason (docs/explain.md): a cell 0.5, a house 1, a constraint 1 and
// 0.1 per cell it speaks of (a global rule speaks of every cell).
double weight(const RulePart& p) {
  if (p.kind == RulePart::Cell) return 0.5;
  if (is_house(p)) return 1;
  return 1 + 0.1 * static_cast<double>(p.cells.size());
}

const char* const kSizeNames[] = {"", "single", "pair", "triple", "quad"};

// Tier 6 compares the cores of this many refuted candidates (in row-major order) and takes the
// smallest: all of them made hard variant puzzles 2-4 times slower for little gain.
constexpr int kTier6Candidates = 16;

// The most solver questions a proof's lines may ask (constraints under the supposition); past
// it, the last line names the parts left. Keeps proofs from doubling a variant's time.
constexpr long long kProofQuestions = 400;

// Shrinking's first pass: the conflicts a question may take before it waits for the second
// (100-1,000 gave Orbit 8-10 s, against 13.7 s without).
constexpr int kShrinkConflicts = 300;

// The models ruled_out keeps per set of parts (the newest).
constexpr std::size_t kModelsKept = 16;

// What a box and a line cost beyond their weights when they do more than pointing or claiming.
constexpr double kBeyondBoxLine = 2;

class Explainer {
 public:
  Explainer(const Puzzle& puzzle, const PathOptions& options)
      : puzzle_(puzzle), options_(options), n_(puzzle.givens.shape.n()), vars_(n_) {
    const Cnf cnf = encode_parts(puzzle, vars_, parts_, [&](const RulePart&) {
      guards_.push_back(vars_.fresh());
      return guards_.back();
    });
    solver_.add(cnf);
    // Every cell holds one digit, always, in the whole puzzle's solver: a cell outside the
    // parts asked can take any of its candidates, so no answer changes, and questions assume
    // only the parts' guards there.
    for (std::size_t c = 0; c < parts_.size(); ++c)
      if (parts_[c].kind == RulePart::Cell) solver_.add(std::vector<int>{guards_[c]});
    if (options.verify) formula_ = cnf;  // each step is checked by fresh solvers of it
    // Each part's clauses on their own (every clause ends with its part's -guard), for the
    // small solvers that answer questions about one or two parts.
    std::vector<int> part_of_guard(static_cast<std::size_t>(vars_.count()) + 1, -1);
    for (std::size_t i = 0; i < guards_.size(); ++i) part_of_guard[static_cast<std::size_t>(guards_[i])] = static_cast<int>(i);
    clauses_.resize(parts_.size());
    for (std::size_t at = 0, start = 0; at < cnf.lits.size(); ++at) {
      if (cnf.lits[at] != 0) continue;
      const int part = part_of_guard[static_cast<std::size_t>(-cnf.lits[at - 1])];
      auto& to = clauses_[static_cast<std::size_t>(part)].lits;
      to.insert(to.end(), cnf.lits.begin() + static_cast<std::ptrdiff_t>(start), cnf.lits.begin() + static_cast<std::ptrdiff_t>(at) + 1);
      ++clauses_[static_cast<std::size_t>(part)].clauses;
      start = at + 1;
    }
    houses_of_cell_.resize(static_cast<std::size_t>(n_ * n_));
    for (std::size_t i = 0; i < parts_.size(); ++i)
      if (is_house(parts_[i]))
        for (int c : parts_[i].cells) houses_of_cell_[static_cast<std::size_t>(c)].push_back(static_cast<int>(i));
    stamp_.assign(static_cast<std::size_t>(n_ * n_), 0);
    parts_of_cell_.resize(static_cast<std::size_t>(n_ * n_));
    for (std::size_t i = 0; i < parts_.size(); ++i)
      for (int c : parts_[i].cells) parts_of_cell_[static_cast<std::size_t>(c)].push_back(static_cast<int>(i));
    version_.assign(parts_.size(), 0);
    tried_alone_.assign(parts_.size(), -1);
    witnessed_.assign(static_cast<std::size_t>(n_ * n_), 0);
    for (std::size_t i = 0; i < parts_.size(); ++i)
      if (parts_[i].kind != RulePart::Cell) by_weight_.push_back(static_cast<int>(i));
    std::stable_sort(by_weight_.begin(), by_weight_.end(), [&](int a, int b) {
      return weight(parts_[static_cast<std::size_t>(a)]) < weight(parts_[static_cast<std::size_t>(b)]);
    });
    make_pairs();
  }

  Path run(const Grid& start) {
    Path out;
    for (int d = 1; d <= n_; ++d) all_ |= Mask{1} << d;
    cand_.assign(static_cast<std::size_t>(n_ * n_), all_);
    facts_.assign(cand_.size(), 0);
    placed_.assign(cand_.size(), false);
    if (puzzle_.variant && !puzzle_.variant->allowed.empty())
      for (std::size_t c = 0; c < cand_.size(); ++c) cand_[c] &= puzzle_.variant->allowed[c];
    bool ok = true;
    for (int c = 0; c < n_ * n_; ++c) {
      int d = puzzle_.givens.at(c);
      if (d == 0 && !start.cells.empty()) d = start.at(c);
      if (d != 0) ok = place(c, d) && ok;
    }
    if (ok) ok = contradiction_free();
    while (ok && out.steps.size() < options_.max_steps) {
      add_facts();
      if (solved()) break;
      PathStep step;
      if (!next_step(step)) break;
      if (options_.verify) verify(step);
      out.rating = std::max(out.rating, step.cost);
      out.total += step.cost;
      ok = apply(step);
      out.steps.push_back(std::move(step));
    }
    out.status = !ok ? Path::Status::NoSolution
                 : solved()           ? Path::Status::Solved
                 : out.steps.size() >= options_.max_steps ? Path::Status::Limit
                                                            : Path::Status::Stuck;
    out.candidates = cand_;
    out.parts = parts_;
    return out;
  }

 private:
  const Puzzle& puzzle_;
  PathOptions options_;
  int n_;
  Vars vars_;
  SatSolver solver_;            // every part: the whole puzzle's questions
  std::vector<Cnf> clauses_;    // per part
  Cnf formula_;                 // every part, kept for --verify
  // Small solvers for questions about one or two parts (with the cells they speak of): a
  // model of the whole formula costs time in proportion to all of it, theirs to the parts'.
  std::map<std::vector<int>, std::unique_ptr<SatSolver>> local_;
  SatSolver* answered_ = nullptr;  // the solver of the last question
  std::vector<int> last_on_;        // the parts of the last small solver used, and it
  SatSolver* last_local_ = nullptr;
  std::vector<RulePart> parts_;
  std::vector<int> guards_;
  std::vector<std::vector<int>> houses_of_cell_;
  std::vector<Mask> cand_;
  std::vector<bool> placed_;
  Mask all_ = 0;                // every digit
  std::vector<Mask> facts_;     // the eliminations solver_ holds as unit clauses
  std::vector<int> stamp_;
  int stamp_now_ = 0;
  // What tiers 2 and 5 already asked: a part's candidates change only when one of its cells
  // loses one (version_), so a part or pair that ruled out nothing at these versions rules out
  // nothing still.
  std::vector<std::vector<int>> parts_of_cell_;
  std::vector<int> version_, tried_alone_;
  std::vector<int> by_weight_;  // the parts but cells, lightest first (tier 2's order)
  struct Pair {
    int a, b;
    double cost;
    int va = -1, vb = -1;  // the versions at which it ruled out nothing
  };
  std::vector<Pair> pairs_;
  std::vector<Pair> box_lines_;         // box (a) and line (b) pairs of full houses
  std::vector<int> lines_[2];           // [0][r]: row r's part, [1][c]: column c's (-1: none)
  // Candidates some solution uses (seen in a model of every part): never ruled out, never asked.
  std::vector<Mask> witnessed_;
  long long questions_ = 0;
  // Models seen of a set of parts (key: the parts, sorted): their cells' digits. While every
  // digit of one is still a candidate it is still a model, and the candidates it uses need no
  // question (ruled_out).
  struct Models {
    std::vector<int> cells;
    std::vector<int> at;  // a cell's place in `cells`, or -1
    std::vector<std::vector<std::int8_t>> models;
  };
  std::map<std::vector<int>, Models> models_;  // refutes() calls so far (a proof's budget counts them)

  bool solved() const {
    for (bool p : placed_)
      if (!p) return false;
    return true;
  }

  // Places d in cell and takes d from the cell's houses. False on a contradiction.
  bool place(int cell, int d) {
    const Mask bit = Mask{1} << d;
    if (!(cand_[static_cast<std::size_t>(cell)] & bit)) return false;
    if (cand_[static_cast<std::size_t>(cell)] != bit) changed(cell);
    cand_[static_cast<std::size_t>(cell)] = bit;
    placed_[static_cast<std::size_t>(cell)] = true;
    bool ok = true;
    for (int h : houses_of_cell_[static_cast<std::size_t>(cell)])
      for (int other : parts_[static_cast<std::size_t>(h)].cells)
        if (other != cell) {
          Mask& m = cand_[static_cast<std::size_t>(other)];
          if (m & bit) changed(other);
          m &= ~bit;
          ok = ok && m != 0;
        }
    return ok;
  }

  void changed(int cell) {
    for (int i : parts_of_cell_[static_cast<std::size_t>(cell)]) ++version_[static_cast<std::size_t>(i)];
  }

  bool apply(const PathStep& step) {
    bool ok = true;
    for (const auto& e : step.eliminate) {
      Mask& m = cand_[static_cast<std::size_t>(e.cell)];
      if (m & (Mask{1} << e.digit)) changed(e.cell);
      m &= ~(Mask{1} << e.digit);
      ok = ok && m != 0;
    }
    for (const auto& p : step.place) ok = place(p.cell, p.digit) && ok;
    return ok;
  }

  // --- questions to the solver

  // Gives the whole puzzle's solver the path's eliminations so far as unit clauses. They
  // follow from the puzzle (or, with a start grid, from it), and every question assumes
  // them on its cells anyway; a cell outside the parts asked is free (its clauses, as every
  // part's, are off without their guard), so no answer changes. Hundreds of assumptions a
  // question become a few: learnt clauses stay short and useful across questions.
  void add_facts() {
    for (std::size_t c = 0; c < cand_.size(); ++c) {
      const Mask gone = all_ & ~cand_[c] & ~facts_[c];
      if (!gone) continue;
      for (int k = 1; k <= n_; ++k)
        if ((gone >> k) & 1) solver_.add(std::vector<int>{-vars_.cell(static_cast<int>(c), k)});
      facts_[c] |= gone;
    }
  }

  // Whether the parts `on`, with the current candidates of the cells they speak of, rule out
  // cell = d (d > 0) or cell != -d (d < 0), or (cell < 0) have no model at all. `core` gets
  // the parts of the solver's reason when they do.
  bool refutes(const std::vector<int>& on, int cell, int d, std::vector<int>* core = nullptr) {
    return answer(on, cell, d, 0, core) == SatSolver::Unsat;
  }

  // The solver's answer to the question of refutes, within `conflicts` conflicts (0: no
  // limit; Unknown when they run out).
  SatSolver::Result answer(const std::vector<int>& on, int cell, int d, int conflicts, std::vector<int>* core) {
    SatSolver& solver = ask(on);
    if (cell >= 0) solver.assume(d > 0 ? vars_.cell(cell, d) : -vars_.cell(cell, -d));
    if (conflicts > 0) solver.limit_conflicts(conflicts);
    const SatSolver::Result r = solver.solve();
    if (r == SatSolver::Unsat && core) {
      core->clear();
      for (int i : on)
        if (solver.failed(guards_[static_cast<std::size_t>(i)])) core->push_back(i);
    }
    return r;
  }

  // Whether the parts `on` (as refutes) rule out every candidate of `open`: no model of theirs
  // uses any. Otherwise the solver's model uses at least one, and as many as it can (their
  // phases true, the cells' other candidates false).
  bool refutes_each(const std::vector<int>& on, const std::vector<PathStep::Candidate>& open) {
    SatSolver& solver = ask(on);
    std::vector<int> any;
    for (const auto& o : open) any.push_back(vars_.cell(o.cell, o.digit));
    for (std::size_t k = 0; k < open.size(); ++k)
      if (k == 0 || open[k].cell != open[k - 1].cell)
        for (int e = 1; e <= n_; ++e) solver.phase(-vars_.cell(open[k].cell, e));
    for (int lit : any) solver.phase(lit);
    solver.constrain(any);
    return solver.solve() == SatSolver::Unsat;
  }

  // The solver for the parts `on`, with their guards and the candidates of their cells assumed
  // (one question; answered_ is it).
  SatSolver& ask(const std::vector<int>& on) {
    ++questions_;
    SatSolver& solver = solver_for(on);
    answered_ = &solver;
    ++stamp_now_;
    for (int i : on) {
      solver.assume(guards_[static_cast<std::size_t>(i)]);
      for (int c : parts_[static_cast<std::size_t>(i)].cells) {
        int& s = stamp_[static_cast<std::size_t>(c)];
        if (s == stamp_now_) continue;
        s = stamp_now_;
        if (&solver != &solver_) solver.assume(guards_[static_cast<std::size_t>(c)]);  // one digit a cell
        const Mask m = cand_[static_cast<std::size_t>(c)];
        // The whole puzzle's solver holds the path's eliminations as unit clauses (add_facts):
        // only what a proof's supposition took since is assumed there. A placed digit is
        // assumed unless the cell's other digits are all such clauses.
        const Mask fact = &solver == &solver_ ? facts_[static_cast<std::size_t>(c)] : 0;
        const bool place = placed_[static_cast<std::size_t>(c)] && (m | fact) != all_;
        for (int k = 1; k <= n_; ++k) {
          const bool in = (m >> k) & 1;
          if (!in && !((fact >> k) & 1)) solver.assume(-vars_.cell(c, k));
          else if (in && place) solver.assume(vars_.cell(c, k));
        }
      }
    }
    return solver;
  }

  // The solver for questions about the parts `on`: a small one of their own for one or two
  // parts (made on first use), else the whole puzzle's.
  SatSolver& solver_for(const std::vector<int>& on) {
    if (on.size() > 2) return solver_;
    if (on == last_on_) return *last_local_;  // a run of questions about the same parts
    std::vector<int> key = on;
    std::sort(key.begin(), key.end());
    auto& slot = local_[key];
    if (!slot) {
      slot = std::make_unique<SatSolver>();
      std::vector<bool> cell_in(static_cast<std::size_t>(n_ * n_), false);
      for (int i : key) {
        slot->add(clauses_[static_cast<std::size_t>(i)]);
        for (int c : parts_[static_cast<std::size_t>(i)].cells) cell_in[static_cast<std::size_t>(c)] = true;
      }
      for (int c = 0; c < n_ * n_; ++c)
        if (cell_in[static_cast<std::size_t>(c)] && parts_[static_cast<std::size_t>(c)].kind == RulePart::Cell)
          slot->add(clauses_[static_cast<std::size_t>(c)]);
    }
    last_on_ = on;
    last_local_ = slot.get();
    return *slot;
  }

  // Every part but the cells' (a cell holding one digit is always assumed, not a reason).
  std::vector<int> every_part() const {
    std::vector<int> all;
    for (std::size_t i = 0; i < parts_.size(); ++i)
      if (parts_[i].kind != RulePart::Cell) all.push_back(static_cast<int>(i));
    return all;
  }

  // A core shrunk to minimal: drop each part whose absence still refutes, taking the solver's
  // smaller core when it gives one. A part is needed when the core without it has an
  // assignment; then any subset of the core without it has one too, so a needed part stays
  // needed and is asked once (asking them again after every drop made shrinking quadratic).
  // A first pass gives each question kShrinkConflicts conflicts; the parts it could not settle
  // are asked again, without a limit, once the easy drops have made the core smaller. The
  // result is minimal either way; the quick drops first took Orbit from 13.7 to 8.0 s.
  std::vector<int> shrink(std::vector<int> core, int cell, int d) {
    enum State : char { Untried, Needed, Later };
    std::vector<State> state(parts_.size(), Untried);
    for (int pass = 0; pass < 2; ++pass)
      for (std::size_t k = 0; k < core.size();) {
        State& st = state[static_cast<std::size_t>(core[k])];
        if (st != (pass == 0 ? Untried : Later)) {
          ++k;
          continue;
        }
        std::vector<int> without = core;
        without.erase(without.begin() + static_cast<std::ptrdiff_t>(k));
        std::vector<int> smaller;
        const SatSolver::Result r = answer(without, cell, d, pass == 0 ? kShrinkConflicts : 0, &smaller);
        if (r != SatSolver::Unsat) {
          st = r == SatSolver::Sat ? Needed : Later;
          ++k;
          continue;
        }
        // Every part left out of the solver's core goes (a needed part is in every core).
        std::sort(smaller.begin(), smaller.end());
        core.clear();
        for (int i : without)
          if (std::binary_search(smaller.begin(), smaller.end(), i)) core.push_back(i);
        k = 0;
      }
    return core;
  }

  // The rules with the candidates have no model: the puzzle has no solution from here.
  // (A model then is a solution: its digits are witnessed, never asked again.)
  bool contradiction_free() {
    if (refutes(every_part(), -1, 0)) return false;
    witness();
    return true;
  }

  // --- the tiers

  bool next_step(PathStep& step) {
    return singles(step) || one_part(step) || box_line(step) || patterns(step) || two_parts(step) || any_parts(step);
  }

  // A house of n cells (each digit exactly once): where pointing, claiming and fish apply.
  bool full_house(const RulePart& p) const { return is_house(p) && static_cast<int>(p.cells.size()) == n_; }

  // The open cells of `cells` with candidate d; false when d is placed among them.
  bool places(const std::vector<int>& cells, int d, std::vector<int>& out) const {
    out.clear();
    for (int c : cells)
      if ((cand_[static_cast<std::size_t>(c)] >> d) & 1) {
        if (placed_[static_cast<std::size_t>(c)]) return false;
        out.push_back(c);
      }
    return true;
  }

  static bool contains(const std::vector<int>& cells, int c) {
    return std::find(cells.begin(), cells.end(), c) != cells.end();
  }

  // Pointing and claiming, from the candidates: a digit whose places in a box (or region) all
  // lie on one line leaves the rest of the line (pointing); one whose places on a line all lie
  // in one box, the rest of the box (claiming). Tier 5 (two_parts) then finds only what a box
  // and a line do beyond this.
  bool box_line(PathStep& step) {
    std::vector<int> where;
    for (const Pair& pr : box_lines_) {
      const RulePart &box = parts_[static_cast<std::size_t>(pr.a)], &line = parts_[static_cast<std::size_t>(pr.b)];
      for (int d = 1; d <= n_; ++d)
        for (int claim = 0; claim < 2; ++claim) {
          const RulePart &from = claim ? line : box, &to = claim ? box : line;
          if (!places(from.cells, d, where) || where.empty()) continue;
          if (!std::all_of(where.begin(), where.end(), [&](int c) { return contains(to.cells, c); })) continue;
          for (int c : to.cells)
            if (!contains(from.cells, c) && ((cand_[static_cast<std::size_t>(c)] >> d) & 1) && !placed_[static_cast<std::size_t>(c)])
              step.eliminate.push_back({c, d});
          if (step.eliminate.empty()) continue;
          step.reason = {std::min(pr.a, pr.b), std::max(pr.a, pr.b)};
          step.cost = pr.cost;
          step.technique = claim ? "claiming" : "pointing";
          return true;
        }
    }
    return false;
  }

  static bool is_box_line(const RulePart& a, const RulePart& b) {
    auto box = [](const RulePart& p) { return p.kind == RulePart::Box || p.kind == RulePart::Region; };
    auto line = [](const RulePart& p) { return p.kind == RulePart::Row || p.kind == RulePart::Column; };
    return (box(a) && line(b)) || (line(a) && box(b));
  }

  // Named shapes of several houses, from the candidates, in Sudoku Explainer's order: X-wing,
  // swordfish, XY-wing, XYZ-wing, jellyfish (docs/explain.md has their costs).
  bool patterns(PathStep& step) {
    return fish(step, 2, "X-wing", 5.0) || fish(step, 3, "swordfish", 5.3) || wing(step, false) ||
           wing(step, true) || fish(step, 4, "jellyfish", 6.0);
  }

  // k rows whose places for a digit lie in k columns: the digit leaves the rest of those
  // columns (and rows and columns swapped). The reason: the k rows and the k columns.
  bool fish(PathStep& step, int k, const char* name, double cost) {
    for (int across = 0; across < 2; ++across) {
      const std::vector<int>& base = lines_[across];
      const std::vector<int>& cover = lines_[1 - across];
      auto line_of = [&](int c) { return across ? c % n_ : c / n_; };
      auto cross_of = [&](int c) { return across ? c / n_ : c % n_; };
      std::vector<int> where;
      for (int d = 1; d <= n_; ++d) {
        std::vector<int> lines;       // base lines with 2..k places for d
        std::vector<Mask> spans;      // their places, as a mask of cover lines
        for (int r = 0; r < n_; ++r) {
          if (base[static_cast<std::size_t>(r)] < 0) continue;
          if (!places(parts_[static_cast<std::size_t>(base[static_cast<std::size_t>(r)])].cells, d, where)) continue;
          Mask span = 0;
          for (int c : where) span |= Mask{1} << cross_of(c);
          if (bits(span) >= 2 && bits(span) <= k) {
            lines.push_back(r);
            spans.push_back(span);
          }
        }
        const int m = static_cast<int>(lines.size());
        if (m < k) continue;
        std::vector<int> pick(static_cast<std::size_t>(k));
        std::iota(pick.begin(), pick.end(), 0);
        for (;;) {
          Mask span = 0, in = 0;
          for (int j : pick) {
            span |= spans[static_cast<std::size_t>(j)];
            in |= Mask{1} << lines[static_cast<std::size_t>(j)];
          }
          bool covered = bits(span) == k;
          for (int x = 0; covered && x < n_; ++x)
            if ((span >> x) & 1) covered = cover[static_cast<std::size_t>(x)] >= 0;
          if (covered) {
            for (int x = 0; x < n_; ++x) {
              if (!((span >> x) & 1)) continue;
              for (int c : parts_[static_cast<std::size_t>(cover[static_cast<std::size_t>(x)])].cells)
                if (!((in >> line_of(c)) & 1) && ((cand_[static_cast<std::size_t>(c)] >> d) & 1) && !placed_[static_cast<std::size_t>(c)])
                  step.eliminate.push_back({c, d});
            }
            if (!step.eliminate.empty()) {
              for (int j : pick) step.reason.push_back(base[static_cast<std::size_t>(lines[static_cast<std::size_t>(j)])]);
              for (int x = 0; x < n_; ++x)
                if ((span >> x) & 1) step.reason.push_back(cover[static_cast<std::size_t>(x)]);
              std::sort(step.reason.begin(), step.reason.end());
              step.technique = name;
              step.cost = cost;
              if (settle(step)) return true;
              step = PathStep{};
            }
          }
          int j = k - 1;  // the next k-subset of the m lines
          while (j >= 0 && pick[static_cast<std::size_t>(j)] == m - k + j) --j;
          if (j < 0) break;
          ++pick[static_cast<std::size_t>(j)];
          for (int t = j + 1; t < k; ++t) pick[static_cast<std::size_t>(t)] = pick[static_cast<std::size_t>(t - 1)] + 1;
        }
      }
    }
    return false;
  }

  // A pattern's step checked by the solver: every elimination follows from the reason (else
  // false), and a part without which they all still follow leaves the reason (two cells may
  // share a row and a box: one is enough).
  bool settle(PathStep& step) {
    auto follows = [&](const std::vector<int>& reason) {
      for (const auto& e : step.eliminate)
        if (!refutes(reason, e.cell, e.digit)) return false;
      return true;
    };
    if (!follows(step.reason)) return false;
    for (std::size_t k = 0; k < step.reason.size();) {
      std::vector<int> without = step.reason;
      without.erase(without.begin() + static_cast<std::ptrdiff_t>(k));
      if (follows(without)) step.reason = without;
      else ++k;
    }
    return true;
  }

  // A house holding cells a and b (the first of a's), or -1.
  int house_of(int a, int b) const {
    for (int h : houses_of_cell_[static_cast<std::size_t>(a)])
      if (contains(parts_[static_cast<std::size_t>(h)].cells, b)) return h;
    return -1;
  }

  // XY-wing: a pivot {x, y} seeing pincers {x, z} and {y, z}: z leaves every cell that sees both
  // pincers. XYZ-wing: the pivot {x, y, z}, and z leaves the cells that see all three. The
  // reason: a house shared by each pair of cells the argument uses.
  bool wing(PathStep& step, bool xyz) {
    const int cells = n_ * n_;
    auto open = [&](int c, int k) { return !placed_[static_cast<std::size_t>(c)] && bits(cand_[static_cast<std::size_t>(c)]) == k; };
    for (int p = 0; p < cells; ++p) {
      if (!open(p, xyz ? 3 : 2)) continue;
      const Mask pm = cand_[static_cast<std::size_t>(p)];
      for (int a = 0; a < cells; ++a) {
        if (a == p || !open(a, 2) || house_of(p, a) < 0) continue;
        const Mask am = cand_[static_cast<std::size_t>(a)];
        // XY: a shares one digit with the pivot, z is its other; XYZ: a lies within the pivot.
        if (xyz ? (am & ~pm) != 0 : bits(am & pm) != 1) continue;
        for (int b = a + 1; b < cells; ++b) {
          if (b == p || !open(b, 2) || house_of(p, b) < 0) continue;
          const Mask bm = cand_[static_cast<std::size_t>(b)];
          Mask z = 0;
          if (xyz) {
            if ((bm & ~pm) || (am | bm) != pm || bits(am & bm) != 1) continue;
            z = am & bm;
          } else {
            z = am & ~pm;
            if (bm != ((pm & ~am) | z)) continue;
          }
          const int d = only_digit(z);
          std::vector<int> reason = {house_of(p, a), house_of(p, b)};
          for (int e = 0; e < cells; ++e) {
            if (e == p || e == a || e == b || placed_[static_cast<std::size_t>(e)] || !(cand_[static_cast<std::size_t>(e)] & z)) continue;
            const int ea = house_of(e, a), eb = house_of(e, b), ep = xyz ? house_of(e, p) : 0;
            if (ea < 0 || eb < 0 || ep < 0) continue;
            step.eliminate.push_back({e, d});
            reason.push_back(ea);
            reason.push_back(eb);
            if (xyz) reason.push_back(ep);
          }
          if (step.eliminate.empty()) continue;
          std::sort(reason.begin(), reason.end());
          reason.erase(std::unique(reason.begin(), reason.end()), reason.end());
          step.reason = reason;
          step.technique = xyz ? "XYZ-wing" : "XY-wing";
          step.cost = xyz ? 5.7 : 5.5;
          if (settle(step)) return true;
          step = PathStep{};
        }
      }
    }
    return false;
  }

  // Full houses, hidden singles, naked singles: found from the candidates.
  bool singles(PathStep& step) {
    struct Single {
      int cell, digit, part;
      double cost;
      const char* name;
    };
    std::vector<Single> found;
    for (std::size_t i = 0; i < parts_.size(); ++i) {
      if (!is_house(parts_[i])) continue;
      const auto& cells = parts_[i].cells;
      std::vector<int> open;
      for (int c : cells)
        if (!placed_[static_cast<std::size_t>(c)]) open.push_back(c);
      if (open.size() == 1 && bits(cand_[static_cast<std::size_t>(open[0])]) == 1)
        found.push_back({open[0], only_digit(cand_[static_cast<std::size_t>(open[0])]), static_cast<int>(i), 1.0, "full house"});
    }
    for (std::size_t i = 0; i < parts_.size(); ++i) {
      if (!is_house(parts_[i]) || static_cast<int>(parts_[i].cells.size()) != n_) continue;
      for (int d = 1; d <= n_; ++d) {
        int where = -1, count = 0;
        bool placed = false;
        for (int c : parts_[i].cells) {
          if (!((cand_[static_cast<std::size_t>(c)] >> d) & 1)) continue;
          if (placed_[static_cast<std::size_t>(c)]) placed = true;
          where = c;
          ++count;
        }
        if (!placed && count == 1) found.push_back({where, d, static_cast<int>(i), 1.2, "hidden single"});
      }
    }
    for (int c = 0; c < n_ * n_; ++c)
      if (!placed_[static_cast<std::size_t>(c)] && bits(cand_[static_cast<std::size_t>(c)]) == 1)
        found.push_back({c, only_digit(cand_[static_cast<std::size_t>(c)]), c, 1.5, "naked single"});
    if (found.empty()) return false;
    // The cheapest first; one cell once.
    std::stable_sort(found.begin(), found.end(), [](const Single& a, const Single& b) { return a.cost < b.cost; });
    std::vector<bool> taken(cand_.size(), false);
    for (const Single& s : found) {
      if (taken[static_cast<std::size_t>(s.cell)]) continue;
      // Two singles may place one digit twice in a house (a contradiction): apply finds it.
      taken[static_cast<std::size_t>(s.cell)] = true;
      step.place.push_back({s.cell, s.digit});
      if (std::find(step.reason.begin(), step.reason.end(), s.part) == step.reason.end()) step.reason.push_back(s.part);
      step.cost = std::max(step.cost, s.cost);
      step.technique = step.place.size() == 1 ? s.name : "singles";
      if (!options_.merge_singles) break;
    }
    std::sort(step.reason.begin(), step.reason.end());
    return true;
  }

  // The open candidates of `cells` that the parts `on` rule out. A model of the parts (when a
  // candidate is not ruled out) shows every candidate it uses on `cells` is not either: those
  // are not asked.
  // `supposing`: candidates a solution uses may be ruled out (a proof by contradiction's state).
  std::vector<PathStep::Candidate> ruled_out(const std::vector<int>& on, const std::vector<int>& cells,
                                             bool supposing = false) {
    std::vector<int> key = on;
    std::sort(key.begin(), key.end());
    Models& memo = models_[key];
    if (memo.cells.empty()) {
      memo.at.assign(cand_.size(), -1);
      for (int i : key)
        for (int c : parts_[static_cast<std::size_t>(i)].cells)
          if (memo.at[static_cast<std::size_t>(c)] < 0) {
            memo.at[static_cast<std::size_t>(c)] = static_cast<int>(memo.cells.size());
            memo.cells.push_back(c);
          }
    }
    const std::vector<int>& at = memo.at;
    std::vector<PathStep::Candidate> out;
    std::vector<Mask> seen(cells.size(), 0);
    auto see = [&](const std::vector<std::int8_t>& model) {
      for (std::size_t k = 0; k < cells.size(); ++k)
        if (at[static_cast<std::size_t>(cells[k])] >= 0) seen[k] |= Mask{1} << model[static_cast<std::size_t>(at[static_cast<std::size_t>(cells[k])])];
    };
    for (const auto& model : memo.models) {
      bool still = true;  // every digit of it still a candidate: still a model
      for (std::size_t j = 0; j < memo.cells.size() && still; ++j)
        still = (cand_[static_cast<std::size_t>(memo.cells[j])] >> model[j]) & 1;
      if (still) see(model);
    }
    // The candidates no model seen so far uses are asked all at once: a model that uses some
    // (as many as it can) leaves the rest to ask again; none left means each is ruled out.
    // (Asked one at a time, nearly every question was a model: Dab took 81,673 questions for
    // 23 eliminations.)
    for (;;) {
      std::vector<PathStep::Candidate> open;
      for (std::size_t k = 0; k < cells.size(); ++k) {
        const int c = cells[k];
        if (placed_[static_cast<std::size_t>(c)]) continue;
        for (int d = 1; d <= n_; ++d)
          if (((cand_[static_cast<std::size_t>(c)] >> d) & 1) && !((seen[k] >> d) & 1) &&
              (supposing || !((witnessed_[static_cast<std::size_t>(c)] >> d) & 1)))
            open.push_back({c, d});
      }
      if (open.empty()) break;
      if (open.size() == 1 ? refutes(on, open[0].cell, open[0].digit) : refutes_each(on, open)) {
        out = std::move(open);
        break;
      }
      std::vector<std::int8_t> model(memo.cells.size(), 0);
      for (std::size_t j = 0; j < memo.cells.size(); ++j)
        for (int e = 1; e <= n_ && !model[j]; ++e)
          if (answered_->value(vars_.cell(memo.cells[j], e))) model[j] = static_cast<std::int8_t>(e);
      if (std::find(model.begin(), model.end(), 0) != model.end())  // (every cell has a digit)
        throw std::logic_error("internal error: a model without a digit in a cell");
      // It uses one of them at least (else the loop would not end).
      if (std::none_of(open.begin(), open.end(), [&](const PathStep::Candidate& o) {
            const int j = at[static_cast<std::size_t>(o.cell)];
            return j >= 0 && model[static_cast<std::size_t>(j)] == o.digit;
          }))
        throw std::logic_error("internal error: a model that uses none of the candidates asked");
      see(model);
      if (memo.models.size() == kModelsKept) memo.models.erase(memo.models.begin());
      memo.models.push_back(std::move(model));
    }
    return out;
  }

  // One part alone: a house's locked sets (naked and hidden pairs, triples, ...), or what a
  // constraint alone rules out. The cheapest part that rules out anything.
  bool one_part(PathStep& step) {
    for (int i : by_weight_) {
      const RulePart& p = parts_[static_cast<std::size_t>(i)];
      if (tried_alone_[static_cast<std::size_t>(i)] == version_[static_cast<std::size_t>(i)]) continue;
      auto out = ruled_out({i}, p.cells);
      if (out.empty()) {
        tried_alone_[static_cast<std::size_t>(i)] = version_[static_cast<std::size_t>(i)];
        continue;
      }
      step.reason = {i};
      step.cost = 1 + weight(p);
      if (is_house(p)) {
        name_locked_set(step, p, out);
      } else {
        step.eliminate = out;
        step.technique = part_kind(p);
      }
      return true;
    }
    return false;
  }

  // A house's eliminations by the smallest naked or hidden set that explains any of them
  // (k cells holding only k digits, or k digits fitting only k cells); the step keeps those
  // that set explains.
  void name_locked_set(PathStep& step, const RulePart& p, const std::vector<PathStep::Candidate>& out) {
    std::vector<int> open;
    for (int c : p.cells)
      if (!placed_[static_cast<std::size_t>(c)]) open.push_back(c);
    const int m = static_cast<int>(open.size());
    for (int k = 2; k <= 4 && k < m; ++k) {  // pairs, triples, quads (a larger set has a smaller complement)
      for (int hidden = 0; hidden < 2; ++hidden) {
        // naked: k of the m open cells whose candidates number k; hidden: k of the n digits
        // whose open places number k. Subsets of size k in increasing order (Gosper's hack).
        const int width = hidden ? n_ : m;
        if (width > 62) continue;
        for (std::uint64_t sub = (std::uint64_t{1} << k) - 1; sub < (std::uint64_t{1} << width);) {
          std::vector<PathStep::Candidate> explained;
          if (!hidden) {
            Mask digits = 0;
            for (int j = 0; j < m; ++j)
              if ((sub >> j) & 1) digits |= cand_[static_cast<std::size_t>(open[static_cast<std::size_t>(j)])];
            if (bits(digits) == k)
              for (const auto& e : out) {
                const auto it = std::find(open.begin(), open.end(), e.cell);
                const bool in_set = it != open.end() && ((sub >> (it - open.begin())) & 1);
                if (!in_set && ((digits >> e.digit) & 1)) explained.push_back(e);
              }
          } else {
            const Mask digits = static_cast<Mask>(sub) << 1;
            std::vector<int> places;
            bool placed = false;
            for (int c : p.cells)
              if (cand_[static_cast<std::size_t>(c)] & digits) {
                places.push_back(c);
                placed = placed || placed_[static_cast<std::size_t>(c)];
              }
            if (!placed && static_cast<int>(places.size()) == k)
              for (const auto& e : out)
                if (std::find(places.begin(), places.end(), e.cell) != places.end() && !((digits >> e.digit) & 1))
                  explained.push_back(e);
          }
          if (!explained.empty()) {
            step.eliminate = explained;
            step.technique = std::string(hidden ? "hidden " : "naked ") + kSizeNames[k];
            step.cost += 0.5 * (k - 2) + 0.3 * hidden;
            return;
          }
          const std::uint64_t low = sub & (~sub + 1), ripple = sub + low;  // the next subset of size k
          sub = (((ripple ^ sub) >> 2) / low) | ripple;
        }
      }
    }
    step.eliminate = out;
    step.technique = "locked set";
  }

  // Two parts sharing at least two cells, neither ruling anything out alone: pointing and
  // claiming for a box and a line, a constraint with a house, two constraints.
  void make_pairs() {
    for (std::size_t a = 0; a < parts_.size(); ++a) {
      if (parts_[a].kind == RulePart::Cell) continue;
      for (std::size_t b = a + 1; b < parts_.size(); ++b) {
        if (parts_[b].kind == RulePart::Cell) continue;
        if (is_house(parts_[a]) && is_house(parts_[b]) &&
            (parts_[a].kind == parts_[b].kind || (parts_[a].kind != RulePart::Box && parts_[b].kind != RulePart::Box &&
                                                  parts_[a].kind != RulePart::Region && parts_[b].kind != RulePart::Region)))
          continue;  // two rows, or a row and a column: at most one cell in common
        if (shared(parts_[a].cells, parts_[b].cells) < 2) continue;
        // A rule of the whole grid (anti-knight, a negative constraint) changes with every
        // candidate: paired with each house it would be asked again at every step. It works
        // alone (tier 2) or with any parts (tier 6).
        if (static_cast<int>(parts_[a].cells.size()) > 2 * n_ || static_cast<int>(parts_[b].cells.size()) > 2 * n_) continue;
        pairs_.push_back({static_cast<int>(a), static_cast<int>(b), 2 + weight(parts_[a]) + weight(parts_[b])});
      }
    }
    std::stable_sort(pairs_.begin(), pairs_.end(), [](const Pair& x, const Pair& y) { return x.cost < y.cost; });
    // For pointing and fish, from the candidates: box-line pairs of full houses (the box as
    // `a`), and each row's and column's part.
    for (const Pair& pr : pairs_) {
      const RulePart &a = parts_[static_cast<std::size_t>(pr.a)], &b = parts_[static_cast<std::size_t>(pr.b)];
      if (!is_box_line(a, b) || !full_house(a) || !full_house(b)) continue;
      const bool a_box = a.kind == RulePart::Box || a.kind == RulePart::Region;
      box_lines_.push_back({a_box ? pr.a : pr.b, a_box ? pr.b : pr.a, pr.cost});
    }
    for (auto& line : lines_) line.assign(static_cast<std::size_t>(n_), -1);
    for (std::size_t i = 0; i < parts_.size(); ++i)
      if (full_house(parts_[i]) && (parts_[i].kind == RulePart::Row || parts_[i].kind == RulePart::Column))
        lines_[parts_[i].kind == RulePart::Column][static_cast<std::size_t>(parts_[i].index)] = static_cast<int>(i);
  }

  bool two_parts(PathStep& step) {
    for (Pair& pr : pairs_) {
      const int va = version_[static_cast<std::size_t>(pr.a)], vb = version_[static_cast<std::size_t>(pr.b)];
      if (pr.va == va && pr.vb == vb) continue;
      std::vector<int> cells = parts_[static_cast<std::size_t>(pr.a)].cells;
      for (int c : parts_[static_cast<std::size_t>(pr.b)].cells)
        if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
      auto out = ruled_out({pr.a, pr.b}, cells);
      if (out.empty()) {
        pr.va = va;
        pr.vb = vb;
        continue;
      }
      step.reason = {pr.a, pr.b};
      step.eliminate = out;
      const RulePart &a = parts_[static_cast<std::size_t>(pr.a)], &b = parts_[static_cast<std::size_t>(pr.b)];
      // A box and a line here do more than pointing or claiming (box_line found those): a
      // locked set across their cells, as in a Sue de Coq.
      step.cost = pr.cost + (is_box_line(a, b) ? kBeyondBoxLine : 0);
      step.technique = part_kind(a) + " + " + part_kind(b);
      return true;
    }
    return false;
  }

  static int shared(const std::vector<int>& a, const std::vector<int>& b) {
    int k = 0;
    for (int c : a) k += std::find(b.begin(), b.end(), c) != b.end();
    return k;
  }

  // Any parts: open candidates the whole puzzle rules out, with the solver's cores (the first
  // kTier6Candidates found); the candidate with the smallest core is the step, that core
  // shrunk to minimal its reason.
  bool any_parts(PathStep& step) {
    const std::vector<int> all = every_part();
    std::vector<int> best, core;
    PathStep::Candidate target{-1, 0};
    int refuted = 0;  // the first kTier6Candidates refuted are compared (all of them cost seconds)
    for (int c = 0; c < n_ * n_ && refuted < kTier6Candidates; ++c) {
      if (placed_[static_cast<std::size_t>(c)]) continue;
      for (int d = 1; d <= n_; ++d) {
        if (!((cand_[static_cast<std::size_t>(c)] >> d) & 1)) continue;
        if ((witnessed_[static_cast<std::size_t>(c)] >> d) & 1) continue;
        if (!refutes(all, c, d, &core)) {
          witness();
          continue;
        }
        ++refuted;
        if (target.cell < 0 || core.size() < best.size()) {
          best = core;
          target = {c, d};
        }
      }
    }
    if (target.cell < 0) return false;
    step.reason = shrink(best, target.cell, target.digit);
    std::sort(step.reason.begin(), step.reason.end());
    step.eliminate = {target};
    step.cost = 3;
    for (int i : step.reason) step.cost += weight(parts_[static_cast<std::size_t>(i)]);
    step.proof = prove(step.reason, target);
    step.technique = name_of(step);
    return true;
  }

  // A proof line's cells its eliminations leave with one candidate (its `place`), once each;
  // one left with none makes it a contradiction.
  void note_places(PathStep::Line& line) const {
    for (const auto& e : line.eliminate) {
      const Mask m = cand_[static_cast<std::size_t>(e.cell)];
      const bool listed = std::any_of(line.place.begin(), line.place.end(), [&](const PathStep::Candidate& q) { return q.cell == e.cell; });
      if (m == 0) line.contradiction = true;
      else if (bits(m) == 1 && !listed) line.place.push_back({e.cell, only_digit(m)});
    }
  }

  // A proof's line from the first house of `order` where singles act, on the candidates alone,
  // until they act no more there: a cell's only digit leaves the house's other cells, a digit's
  // only place takes that cell's other digits; a digit with no place, two cells with one same
  // digit, or a cell with none is a contradiction.
  bool house_singles(const std::vector<int>& order, PathStep::Line& line) {
    for (int i : order) {
      const RulePart& p = parts_[static_cast<std::size_t>(i)];
      if (!full_house(p)) continue;
      line = PathStep::Line{};
      line.parts = {i};
      auto strike = [&](int c, int d) {
        cand_[static_cast<std::size_t>(c)] &= ~(Mask{1} << d);
        line.eliminate.push_back({c, d});
      };
      for (bool again = true; again && !line.contradiction;) {
        again = false;
        Mask single = 0;
        for (int c : p.cells) {
          const Mask m = cand_[static_cast<std::size_t>(c)];
          if (m == 0 || (bits(m) == 1 && (single & m))) line.contradiction = true;
          if (bits(m) == 1) single |= m;
        }
        for (int c : p.cells) {
          const Mask m = cand_[static_cast<std::size_t>(c)];
          if (bits(m) < 2) continue;
          for (int d = 1; d <= n_; ++d)
            if (((m & single) >> d) & 1) {
              strike(c, d);
              again = true;
            }
        }
        for (int d = 1; d <= n_; ++d) {
          int where = -1, count = 0;
          for (int c : p.cells)
            if ((cand_[static_cast<std::size_t>(c)] >> d) & 1) {
              where = c;
              ++count;
            }
          if (count == 0) line.contradiction = true;
          if (count != 1 || bits(cand_[static_cast<std::size_t>(where)]) == 1) continue;
          for (int e = 1; e <= n_; ++e)
            if (e != d && ((cand_[static_cast<std::size_t>(where)] >> e) & 1)) strike(where, e);
          again = true;
        }
      }
      if (line.eliminate.empty() && !line.contradiction) continue;
      std::sort(line.eliminate.begin(), line.eliminate.end(), [](const PathStep::Candidate& x, const PathStep::Candidate& y) {
        return x.cell != y.cell ? x.cell < y.cell : x.digit < y.digit;
      });
      note_places(line);
      return true;
    }
    return false;
  }

  // The sub-steps of a proof by contradiction (PathStep::proof): suppose `t`, then let the
  // reason's parts act one at a time (the lightest that rules anything out first), or two
  // sharing cells when no one part does, until a contradiction.
  std::vector<PathStep::Line> prove(const std::vector<int>& reason, PathStep::Candidate t) {
    const std::vector<Mask> saved = cand_;
    std::vector<int> order;
    for (int i : reason)
      if (parts_[static_cast<std::size_t>(i)].kind != RulePart::Cell) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return weight(parts_[static_cast<std::size_t>(a)]) < weight(parts_[static_cast<std::size_t>(b)]);
    });
    cand_[static_cast<std::size_t>(t.cell)] = Mask{1} << t.digit;
    std::vector<PathStep::Line> proof;
    // Houses act by singles (house_singles); the solver asks a constraint alone, else a
    // constraint with a part sharing cells. (Locked sets of houses asked of the solver made
    // proofs on the hardest classic puzzles 20-30 times slower.)
    auto constraint = [&](int i) { return parts_[static_cast<std::size_t>(i)].kind == RulePart::Constraint; };
    std::vector<std::vector<int>> groups;
    for (int i : order)
      if (constraint(i)) groups.push_back({i});
    for (std::size_t a = 0; a < order.size(); ++a)
      for (std::size_t b = a + 1; b < order.size(); ++b)
        if ((constraint(order[a]) || constraint(order[b])) &&
            shared(parts_[static_cast<std::size_t>(order[a])].cells, parts_[static_cast<std::size_t>(order[b])].cells) >= 2)
          groups.push_back({order[a], order[b]});
    // The cells a line may speak of: those of the reason's parts but rules of the whole grid
    // (asked everywhere, an anti-knight or negative rule would cost hundreds of questions a line).
    std::vector<bool> focus(cand_.size(), false);
    focus[static_cast<std::size_t>(t.cell)] = true;
    for (int i : order)
      if (static_cast<int>(parts_[static_cast<std::size_t>(i)].cells.size()) <= 2 * n_)
        for (int c : parts_[static_cast<std::size_t>(i)].cells) focus[static_cast<std::size_t>(c)] = true;
    std::vector<std::vector<int>> cells_of(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g)
      for (int i : groups[g])
        for (int c : parts_[static_cast<std::size_t>(i)].cells)
          if (focus[static_cast<std::size_t>(c)] && !contains(cells_of[g], c)) cells_of[g].push_back(c);
    // A group that ruled out nothing is not asked again until a candidate of its cells goes.
    std::vector<bool> asked(groups.size(), false);
    auto reopen = [&](const PathStep::Line& line) {
      for (std::size_t h = 0; h < groups.size(); ++h)
        if (asked[h] && std::any_of(line.eliminate.begin(), line.eliminate.end(),
                                    [&](const PathStep::Candidate& e) { return contains(cells_of[h], e.cell); }))
          asked[h] = false;
    };
    const long long start = questions_;
    for (bool done = false; !done;) {
      PathStep::Line quick;
      if (house_singles(order, quick)) {  // singles first: no solver needed
        done = quick.contradiction;
        reopen(quick);
        proof.push_back(std::move(quick));
        continue;
      }
      bool progress = false;
      for (std::size_t g = 0; g < groups.size() && questions_ - start < kProofQuestions; ++g) {
        if (asked[g]) continue;
        asked[g] = true;
        const std::vector<int>& group = groups[g];
        const std::vector<int>& cells = cells_of[g];
        PathStep::Line line;
        line.parts = group;
        if (refutes(group, -1, 0)) {
          line.contradiction = true;
        } else {
          line.eliminate = ruled_out(group, cells, true);
          if (line.eliminate.empty()) continue;
          for (const auto& e : line.eliminate) cand_[static_cast<std::size_t>(e.cell)] &= ~(Mask{1} << e.digit);
          reopen(line);
          note_places(line);
        }
        done = line.contradiction;
        proof.push_back(std::move(line));
        progress = true;
        break;
      }
      if (!progress) {  // only the parts together: the solver's core says they have no assignment
        PathStep::Line line;
        line.parts = order;
        line.contradiction = true;
        proof.push_back(std::move(line));
        done = true;
      }
    }
    cand_ = saved;
    return proof;
  }

  // The model of the last solve (every part on): a solution, whose digits are true candidates.
  void witness() {
    for (int c = 0; c < n_ * n_; ++c)
      for (int d = 1; d <= n_; ++d)
        if (answered_->value(vars_.cell(c, d))) witnessed_[static_cast<std::size_t>(c)] |= Mask{1} << d;
  }

  // X-wing, swordfish, jellyfish: k rows and k columns (only) ruling out one digit; a forcing
  // chain; else the kinds of the reason's parts. (An XY-wing never gets here: tier 4 finds
  // every one first.)
  std::string name_of(const PathStep& step) const {
    int rows = 0, cols = 0, other = 0;
    for (int i : step.reason) {
      const auto k = parts_[static_cast<std::size_t>(i)].kind;
      rows += k == RulePart::Row;
      cols += k == RulePart::Column;
      other += k != RulePart::Row && k != RulePart::Column;
    }
    bool one_digit = !step.eliminate.empty();
    for (const auto& e : step.eliminate) one_digit = one_digit && e.digit == step.eliminate.front().digit;
    if (other == 0 && rows == cols && one_digit && rows >= 2 && rows <= 4)
      return rows == 2 ? "X-wing" : rows == 3 ? "swordfish" : "jellyfish";
    // Houses only, and the proof a chain of one or two of them at a time.
    const bool houses_only = std::all_of(step.reason.begin(), step.reason.end(), [&](int i) {
      return parts_[static_cast<std::size_t>(i)].kind != RulePart::Constraint;
    });
    const bool chain = !step.proof.empty() && std::all_of(step.proof.begin(), step.proof.end(), [](const PathStep::Line& l) {
      return l.parts.size() <= 2;
    });
    if (houses_only && chain) return "forcing chain";
    std::vector<std::string> kinds;
    for (int i : step.reason) {
      const std::string k = part_kind(parts_[static_cast<std::size_t>(i)]);
      if (std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
    }
    std::string s;
    for (const auto& k : kinds) s += (s.empty() ? "" : " + ") + k;
    return s;
  }

  std::string part_kind(const RulePart& p) const { return part_label(puzzle_, p).kind; }

  // --- --verify: every deduction follows from the reason alone (a solver of its own)
  void verify(const PathStep& step) {
    const Cnf& cnf = formula_;
    const std::vector<RulePart>& parts = parts_;
    const std::vector<int>& guards = guards_;
    const Vars& vars = vars_;
    // cell < 0: the reason has no assignment at all with `cand`.
    auto follows_from = [&](const std::vector<int>& reason, int cell, int lit_digit, const std::vector<Mask>& cand) {
      SatSolver s;
      s.add(cnf);
      for (int i : reason) {
        s.assume(guards[static_cast<std::size_t>(i)]);
        for (int c : parts[static_cast<std::size_t>(i)].cells)
          for (int k = 1; k <= n_; ++k) {
            const bool in = (cand[static_cast<std::size_t>(c)] >> k) & 1;
            if (!in) s.assume(-vars.cell(c, k));
            else if (placed_[static_cast<std::size_t>(c)]) s.assume(vars.cell(c, k));
          }
      }
      for (int c = 0; c < n_ * n_; ++c) s.assume(guards[static_cast<std::size_t>(c)]);  // one digit a cell
      if (cell >= 0) s.assume(lit_digit > 0 ? vars.cell(cell, lit_digit) : -vars.cell(cell, -lit_digit));
      return s.solve() == SatSolver::Unsat;
    };
    // The proof's lines, replayed on a copy of the candidates: each follows from its parts, the
    // last ends in a contradiction, and every part is one of the reason's.
    if (!step.proof.empty()) {
      std::vector<Mask> cand = cand_;
      const auto& t = step.eliminate.front();
      cand[static_cast<std::size_t>(t.cell)] = Mask{1} << t.digit;
      for (const PathStep::Line& line : step.proof) {
        for (int i : line.parts)
          if (!contains(step.reason, i)) throw std::logic_error("explain: a proof line uses a part outside the reason");
        for (const auto& e : line.eliminate) {
          if (!follows_from(line.parts, e.cell, e.digit, cand)) throw std::logic_error("explain: a proof line does not follow");
          cand[static_cast<std::size_t>(e.cell)] &= ~(Mask{1} << e.digit);
        }
        const bool empty_cell = std::any_of(line.eliminate.begin(), line.eliminate.end(),
                                            [&](const auto& e) { return cand[static_cast<std::size_t>(e.cell)] == 0; });
        if (line.contradiction != (&line == &step.proof.back()) ||
            (line.contradiction && !empty_cell && !follows_from(line.parts, -1, 0, cand)))
          throw std::logic_error("explain: a proof does not end in a contradiction");
      }
    }
    auto all_follow = [&](const std::vector<int>& reason) {
      for (const auto& e : step.eliminate)
        if (!follows_from(reason, e.cell, e.digit, cand_)) return false;
      for (const auto& p : step.place)
        if (!follows_from(reason, p.cell, -p.digit, cand_)) return false;
      return true;
    };
    if (!all_follow(step.reason)) throw std::logic_error("explain: a step does not follow from its reason");
    // Minimal: without any one part of the reason (cells aside) some deduction is lost.
    if (step.reason.size() > 1)
      for (std::size_t k = 0; k < step.reason.size(); ++k) {
        if (parts[static_cast<std::size_t>(step.reason[k])].kind == RulePart::Cell) continue;
        std::vector<int> without = step.reason;
        without.erase(without.begin() + static_cast<std::ptrdiff_t>(k));
        if (all_follow(without)) throw std::logic_error("explain: a step's reason is not minimal");
      }
  }
};

}  // namespace

Path find_path(const Puzzle& puzzle, const PathOptions& options, const Grid& start) {
  if (puzzle.is_domino()) throw std::invalid_argument("explain does not take Sudominoku puzzles");
  return Explainer(puzzle, options).run(start);
}

PartLabel part_label(const Puzzle& puzzle, const RulePart& part) {
  switch (part.kind) {
    case RulePart::Cell: return {"cell", part.index + 1};
    case RulePart::Row: return {"row", part.index + 1};
    case RulePart::Column: return {"column", part.index + 1};
    case RulePart::Box: return {"box", part.index + 1};
    case RulePart::Region: return {"region", part.index + 1};
    case RulePart::Constraint: break;
  }
  const auto& list = puzzle.variant->constraints;
  const std::string kind = kind_name(list[static_cast<std::size_t>(part.index)]);
  int number = 0;
  for (int i = 0; i <= part.index; ++i) number += kind_name(list[static_cast<std::size_t>(i)]) == kind;
  return {kind, number};
}

}  // namespace sudosat
