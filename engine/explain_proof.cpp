// The explainer's tier 6: any set of parts, from the solver's unsatisfiable cores shrunk to
// minimal, and the step's proof by contradiction, line by line; its name.
#include "explain_impl.hpp"

#include <algorithm>

namespace sudosat::explain_detail {

// Tier 6 compares the cores of this many refuted candidates (in row-major order) and takes the
// smallest: all of them made hard variant puzzles 2-4 times slower for little gain.
constexpr int kTier6Candidates = 16;

// The most solver questions a proof's lines may ask (constraints under the supposition); past
// it, the last line names the parts left. Keeps proofs from doubling a variant's time.
constexpr long long kProofQuestions = 400;

// Shrinking's first pass: the conflicts a question may take before it waits for the second
// (100-1,000 gave Orbit 8-10 s, against 13.7 s without).
constexpr int kShrinkConflicts = 300;

// A core shrunk to minimal: drop each part whose absence still refutes, taking the solver's
// smaller core when it gives one. A part is needed when the core without it has an
// assignment; then any subset of the core without it has one too, so a needed part stays
// needed and is asked once (asking them again after every drop made shrinking quadratic).
// A first pass gives each question kShrinkConflicts conflicts; the parts it could not settle
// are asked again, without a limit, once the easy drops have made the core smaller. The
// result is minimal either way; the quick drops first took Orbit from 13.7 to 8.0 s.
std::vector<int> Explainer::shrink(std::vector<int> core, int cell, int d) {
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

// Any parts: open candidates the whole puzzle rules out, with the solver's cores (the first
// kTier6Candidates found); the candidate with the smallest core is the step, that core
// shrunk to minimal its reason.
bool Explainer::any_parts(PathStep& step) {
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
void Explainer::note_places(PathStep::Line& line) const {
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
bool Explainer::house_singles(const std::vector<int>& order, PathStep::Line& line) {
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
std::vector<PathStep::Line> Explainer::prove(const std::vector<int>& reason, PathStep::Candidate t) {
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

// X-wing, swordfish, jellyfish: k rows and k columns (only) ruling out one digit; a forcing
// chain; else the kinds of the reason's parts. (An XY-wing never gets here: tier 4 finds
// every one first.)
std::string Explainer::name_of(const PathStep& step) const {
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

}  // namespace sudosat::explain_detail
