#include "drat_check.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

namespace sudosat::test {

namespace {

// Clauses with two watched literals (positions 0 and 1); a top-level trail at fixpoint.
class Checker {
 public:
  // Adds a clause at the top level and propagates what it implies there.
  void add(std::vector<int> lits) {
    std::sort(lits.begin(), lits.end());
    lits.erase(std::unique(lits.begin(), lits.end()), lits.end());
    for (std::size_t i = 0; i + 1 < lits.size(); ++i)
      if (lits[i] == -lits[i + 1]) return;  // tautology: never useful
    grow(lits);
    const std::size_t id = clauses_.size();
    clauses_.push_back(lits);
    deleted_.push_back(false);
    index_[lits].push_back(id);
    attach(id);
  }

  // Removes one copy of the clause; false when there is none.
  bool remove(std::vector<int> lits) {
    std::sort(lits.begin(), lits.end());
    lits.erase(std::unique(lits.begin(), lits.end()), lits.end());
    auto it = index_.find(lits);
    if (it == index_.end() || it->second.empty()) return false;
    deleted_[it->second.back()] = true;  // watches drop it lazily
    it->second.pop_back();
    return true;
  }

  // Reverse unit propagation: assigning the negation of lits leads to a conflict.
  bool rup(const std::vector<int>& lits) {
    if (conflict_) return true;
    grow(lits);
    const std::size_t mark = trail_.size();
    bool ok = false;
    for (int lit : lits) {
      if (value(lit) > 0) {
        ok = true;
        break;
      }
      if (value(lit) == 0) assign(-lit);
    }
    if (!ok) ok = !propagate(mark);
    while (trail_.size() > mark) {
      val_[static_cast<std::size_t>(std::abs(trail_.back()))] = 0;
      trail_.pop_back();
    }
    head_ = std::min(head_, mark);
    return ok;
  }

  bool inconsistent() const { return conflict_; }

 private:
  int value(int lit) const {
    const int v = val_[static_cast<std::size_t>(std::abs(lit))];
    return lit > 0 ? v : -v;
  }
  void assign(int lit) {
    val_[static_cast<std::size_t>(std::abs(lit))] = static_cast<signed char>(lit > 0 ? 1 : -1);
    trail_.push_back(lit);
  }
  std::size_t widx(int lit) const {
    return 2 * static_cast<std::size_t>(std::abs(lit)) + (lit < 0 ? 1 : 0);
  }
  void grow(const std::vector<int>& lits) {
    for (int lit : lits) {
      const std::size_t v = static_cast<std::size_t>(std::abs(lit));
      if (v >= val_.size()) {
        val_.resize(v + 1, 0);
        watches_.resize(2 * v + 2);
      }
    }
  }

  // Attaches a new clause at the top level, propagating what it implies there.
  void attach(std::size_t id) {
    if (conflict_) return;
    std::vector<int>& c = clauses_[id];
    // Move non-false literals to the front.
    std::stable_partition(c.begin(), c.end(), [&](int lit) { return value(lit) >= 0; });
    const std::size_t free = static_cast<std::size_t>(
        std::count_if(c.begin(), c.end(), [&](int lit) { return value(lit) >= 0; }));
    if (free == 0) {
      conflict_ = true;
      return;
    }
    if (c.size() >= 2) {
      watches_[widx(c[0])].push_back(id);
      watches_[widx(c[1])].push_back(id);
    }
    if (free == 1 && value(c[0]) == 0) {
      assign(c[0]);
      if (!propagate(head_)) conflict_ = true;
    }
  }

  // Propagates the trail from position `from`; false on a conflict.
  bool propagate(std::size_t from) {
    std::size_t i = std::min(from, head_);
    for (; i < trail_.size(); ++i) {
      const int falsified = -trail_[i];
      std::vector<std::size_t>& ws = watches_[widx(falsified)];
      std::size_t keep = 0;
      bool conflict = false;
      for (std::size_t k = 0; k < ws.size(); ++k) {
        const std::size_t id = ws[k];
        if (deleted_[id]) continue;  // dropped lazily
        if (conflict) {
          ws[keep++] = id;
          continue;
        }
        std::vector<int>& c = clauses_[id];
        if (c[0] == falsified) std::swap(c[0], c[1]);
        if (value(c[0]) > 0) {
          ws[keep++] = id;
          continue;
        }
        bool moved = false;
        for (std::size_t j = 2; j < c.size(); ++j)
          if (value(c[j]) >= 0) {
            std::swap(c[1], c[j]);
            watches_[widx(c[1])].push_back(id);
            moved = true;
            break;
          }
        if (moved) continue;
        ws[keep++] = id;
        if (value(c[0]) < 0)
          conflict = true;
        else if (value(c[0]) == 0)
          assign(c[0]);
      }
      ws.resize(keep);
      if (conflict) return false;
    }
    return true;
  }

 public:
  // After top-level additions the whole trail is propagated: remember where that ends.
  void settle() { head_ = trail_.size(); }

 private:
  std::vector<std::vector<int>> clauses_;
  std::vector<bool> deleted_;
  std::map<std::vector<int>, std::vector<std::size_t>> index_;
  std::vector<std::vector<std::size_t>> watches_;
  std::vector<signed char> val_{0};
  std::vector<int> trail_;
  std::size_t head_ = 0;
  bool conflict_ = false;
};

// Reads "lits 0" clauses (and "d lits 0" deletions when `proof`) out of a text.
struct Step {
  bool deletion = false;
  std::vector<int> lits;
  int line = 0;
};

bool parse(const std::string& text, bool proof, std::vector<Step>& steps, std::string& error,
           long* declared_clauses) {
  std::istringstream in(text);
  std::string line;
  int number = 0;
  Step current;
  bool open = false;
  while (std::getline(in, line)) {
    ++number;
    std::istringstream words(line);
    std::string w;
    bool first = true;
    while (words >> w) {
      if (first && !open && !proof && (w == "c" || w[0] == 'c')) break;
      if (first && !open && !proof && w == "p") {
        std::string cnf;
        long vars = 0, clauses = 0;
        if (!(words >> cnf >> vars >> clauses) || cnf != "cnf") {
          error = "line " + std::to_string(number) + ": bad p line";
          return false;
        }
        if (declared_clauses) *declared_clauses = clauses;
        break;
      }
      if (first && !open && proof && w == "d") {
        current.deletion = true;
        first = false;
        continue;
      }
      first = false;
      char* end = nullptr;
      const long v = std::strtol(w.c_str(), &end, 10);
      if (*end != '\0') {
        error = "line " + std::to_string(number) + ": '" + w + "' is not a literal";
        return false;
      }
      if (!open) current.line = number;
      open = true;
      if (v == 0) {
        steps.push_back(current);
        current = Step{};
        open = false;
      } else {
        current.lits.push_back(static_cast<int>(v));
      }
    }
  }
  if (open) {
    error = "line " + std::to_string(number) + ": the last clause has no final 0";
    return false;
  }
  return true;
}

}  // namespace

DratResult drat_check(const std::string& cnf_text, const std::string& proof_text) {
  DratResult r;
  std::vector<Step> formula, proof;
  long declared = -1;
  if (!parse(cnf_text, false, formula, r.message, &declared)) {
    r.message = "cnf: " + r.message;
    return r;
  }
  if (declared != static_cast<long>(formula.size())) {
    r.message = "cnf: the p line declares " + std::to_string(declared) + " clauses, there are " +
                std::to_string(formula.size());
    return r;
  }
  if (!parse(proof_text, true, proof, r.message, nullptr)) {
    r.message = "proof: " + r.message;
    return r;
  }
  Checker checker;
  for (const Step& s : formula) {
    checker.add(s.lits);
    checker.settle();
  }
  for (const Step& s : proof) {
    if (s.deletion) {
      // Deleting a clause that is not there is tolerated (as drat-trim does), but counted.
      if (checker.remove(s.lits)) ++r.deletions;
      continue;
    }
    ++r.lemmas;
    if (!checker.rup(s.lits)) {
      r.message = "proof line " + std::to_string(s.line) + ": lemma " + std::to_string(r.lemmas) +
                  " is not implied by unit propagation";
      return r;
    }
    if (s.lits.empty()) {
      r.ok = true;
      r.message = "verified";
      return r;
    }
    checker.add(s.lits);
    checker.settle();
  }
  r.message = "the proof does not derive the empty clause";
  return r;
}

DratResult drat_check_files(const std::string& cnf_path, const std::string& proof_path) {
  auto slurp = [](const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream s;
    s << in.rdbuf();
    out = s.str();
    return true;
  };
  std::string cnf, proof;
  DratResult r;
  if (!slurp(cnf_path, cnf)) {
    r.message = cnf_path + ": cannot read";
    return r;
  }
  if (!slurp(proof_path, proof)) {
    r.message = proof_path + ": cannot read";
    return r;
  }
  return drat_check(cnf, proof);
}

}  // namespace sudosat::test
