// The explainer's insides, shared by engine/explain*.cpp and by nothing else (the interface is
// explain.hpp): the Explainer class, which holds the candidates as bitmasks and one incremental
// solver with every rule part behind its guard literal, and the helpers its files share. Each
// group of members below is defined in the file its comment names.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "explain.hpp"
#include "sat.hpp"

namespace sudosat::explain_detail {

using Mask = std::uint64_t;

inline int bits(Mask m) { return __builtin_popcountll(m); }
inline int only_digit(Mask m) { return __builtin_ctzll(m); }

inline bool is_house(const RulePart& p) {
  return p.kind == RulePart::Row || p.kind == RulePart::Column || p.kind == RulePart::Box ||
         p.kind == RulePart::Region;
}

// What a part costs in a reason (docs/explain.md): a cell 0.5, a house 1, a constraint 1 and
// 0.1 per cell it speaks of (a global rule speaks of every cell).
inline double weight(const RulePart& p) {
  if (p.kind == RulePart::Cell) return 0.5;
  if (is_house(p)) return 1;
  return 1 + 0.1 * static_cast<double>(p.cells.size());
}

class Explainer {
 public:
  Explainer(const Puzzle& puzzle, const PathOptions& options);
  Path run(const Grid& start);

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
  long long questions_ = 0;  // questions asked so far (a proof's budget counts them)
  // Models seen of a set of parts (key: the parts, sorted): their cells' digits. While every
  // digit of one is still a candidate it is still a model, and the candidates it uses need no
  // question (ruled_out).
  struct Models {
    std::vector<int> cells;
    std::vector<int> at;  // a cell's place in `cells`, or -1
    std::vector<std::vector<std::int8_t>> models;
  };
  std::map<std::vector<int>, Models> models_;

  // explain.cpp: the path: setup, the candidates as steps change them, the tiers in order
  bool solved() const;
  bool place(int cell, int d);
  void changed(int cell);
  bool apply(const PathStep& step);
  bool next_step(PathStep& step);

  // explain_questions.cpp: questions to the solver
  void add_facts();
  bool refutes(const std::vector<int>& on, int cell, int d, std::vector<int>* core = nullptr);
  SatSolver::Result answer(const std::vector<int>& on, int cell, int d, int conflicts,
                           std::vector<int>* core);
  bool refutes_each(const std::vector<int>& on, const std::vector<PathStep::Candidate>& open);
  SatSolver& ask(const std::vector<int>& on);
  SatSolver& solver_for(const std::vector<int>& on);
  std::vector<int> every_part() const;
  bool contradiction_free();
  std::vector<PathStep::Candidate> ruled_out(const std::vector<int>& on,
                                             const std::vector<int>& cells, bool supposing = false);
  void witness();

  // explain_singles.cpp: tier 1, singles from the candidates
  bool singles(PathStep& step);

  // explain_parts.cpp: tiers 2 and 5, one part alone and two parts sharing cells
  bool one_part(PathStep& step);
  void name_locked_set(PathStep& step, const RulePart& p,
                       const std::vector<PathStep::Candidate>& out);
  void make_pairs();
  bool two_parts(PathStep& step);

  // explain_patterns.cpp: tiers 3 and 4, pointing and claiming, the named shapes
  bool places(const std::vector<int>& cells, int d, std::vector<int>& out) const;
  bool box_line(PathStep& step);
  bool patterns(PathStep& step);
  bool fish(PathStep& step, int k, const char* name, double cost);
  bool settle(PathStep& step);
  int house_of(int a, int b) const;
  bool wing(PathStep& step, bool xyz);

  // explain_proof.cpp: tier 6, any parts, and its proof by contradiction
  std::vector<int> shrink(std::vector<int> core, int cell, int d);
  bool any_parts(PathStep& step);
  void note_places(PathStep::Line& line) const;
  bool house_singles(const std::vector<int>& order, PathStep::Line& line);
  std::vector<PathStep::Line> prove(const std::vector<int>& reason, PathStep::Candidate t);
  std::string name_of(const PathStep& step) const;

  // explain_verify.cpp: --verify
  void verify(const PathStep& step);

  // Small helpers of several files.
  // A house of n cells (each digit exactly once): where pointing, claiming and fish apply.
  bool full_house(const RulePart& p) const { return is_house(p) && static_cast<int>(p.cells.size()) == n_; }
  static bool contains(const std::vector<int>& cells, int c) {
    return std::find(cells.begin(), cells.end(), c) != cells.end();
  }
  static bool is_box_line(const RulePart& a, const RulePart& b) {
    auto box = [](const RulePart& p) { return p.kind == RulePart::Box || p.kind == RulePart::Region; };
    auto line = [](const RulePart& p) { return p.kind == RulePart::Row || p.kind == RulePart::Column; };
    return (box(a) && line(b)) || (line(a) && box(b));
  }
  static int shared(const std::vector<int>& a, const std::vector<int>& b) {
    int k = 0;
    for (int c : a) k += std::find(b.begin(), b.end(), c) != b.end();
    return k;
  }
  std::string part_kind(const RulePart& p) const { return part_label(puzzle_, p).kind; }
};

}  // namespace sudosat::explain_detail
