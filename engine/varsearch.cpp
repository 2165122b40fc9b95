// The variant fast path's search (varsearch.hpp): branching on the nodes the propagators settle
// (varprop.hpp), over the network of the last rules searched on this thread.
#include "varsearch.hpp"

#include <algorithm>
#include <bitset>
#include <limits>
#include <memory>
#include <vector>

#include "mask.hpp"
#include "model/check.hpp"
#include "varnet.hpp"
#include "varprop.hpp"

namespace sudosat {

namespace {

using namespace varsearch;
using Kind = varsearch::Kind;  // the propagators' kinds, not the model's

template <class PartSums>
class Search {
 public:
  Search(const Puzzle& puzzle, const Network& net, int limit, const FastSearchOptions& options,
         FastSearchResult& out)
      : puzzle_(puzzle), net_(net), prop_(net), limit_(limit), options_(options), out_(out),
        weight_(static_cast<std::size_t>(net.cells), 0) {
    // Cells under sums (cages, arrows, little killers, double arrows) start with a weight, as
    // if they had failed before: n - the sum's length, so short sums, which decide sooner,
    // are branched on first, and one as long as a house not at all. Measured on the public
    // variant sets (bench/variant/RESULTS.md): 22,588 branches in all on the 40 without it,
    // 8,374 with ISS's sum priority (2n - length, at least n) on every costly propagator,
    // 6,608 with this; weighing line clues and equal sums as well gave more.
    for (const Prop& p : net.props)
      if ((p.kind == Kind::Linear || p.kind == Kind::CageSet) && !p.implied)
        for (int c : p.cells)
          weight_[static_cast<std::size_t>(c)] += std::max(net.n - static_cast<long long>(p.cells.size()), 0LL);
    if (priorities_) {  // every rule's and house's size a priority of its cells
      for (const Prop& p : net.props)
        for (int c : p.cells) weight_[static_cast<std::size_t>(c)] += static_cast<long long>(p.cells.size());
      for (const std::vector<int>& house : net.houses)
        for (int c : house) weight_[static_cast<std::size_t>(c)] += static_cast<long long>(house.size());
    }
  }

  void run() {
    std::vector<Mask> root = net_.start(puzzle_.givens);
    if (net_.impossible || root.empty() || !prop_.settle_all(root)) {
      out_.complete = true;
      return;
    }
    out_.complete = descend(root);
    if (static_cast<int>(out_.solutions.size()) >= limit_) out_.complete = true;
  }

 private:
  // false: out of budget
  bool descend(std::vector<Mask>& m) {
    // Row-major: the first open cell. Fewest: the fewest candidates for the weight of the cell
    // (its conflicts, and its start under sums: candidates / (1 + weight), smallest first).
    // Priorities: candidates / score, smallest first, the score 5 * weight plus the failing
    // digit's count where the cell can hold that digit (ISS's fifth of it, in whole numbers).
    int cell = -1;
    long long best_k = 0, best_w = 0;
    const std::vector<long long>& w = weight_;
    for (int c = 0; c < net_.cells; ++c) {
      const Mask x = m[static_cast<std::size_t>(c)];
      const long long k = popcount(x);
      if (k < 2) continue;
      const long long wc = priorities_ ? 5 * w[static_cast<std::size_t>(c)] + (x & failing_ ? failing_score_ : 0)
                                       : 1 + w[static_cast<std::size_t>(c)];
      if (cell >= 0 && k * best_w >= best_k * wc) continue;
      cell = c, best_k = k, best_w = wc;
      if (options_.order == SearchOrder::RowMajor) break;
    }
    if (cell < 0) {
      leaf(m);
      return true;
    }
    // Two ways: the cell's smallest digit, then (on the same node) every other digit. Both
    // orders stay exact, and row-major keeps the solutions in increasing order.
    const Mask x = m[static_cast<std::size_t>(cell)], d = x & (~x + 1);
    for (const Mask keep : {d, x & ~d}) {
      if (static_cast<int>(out_.solutions.size()) >= limit_) return true;
      if (++out_.nodes > options_.node_budget) return false;
      std::vector<Mask> child = m;
      child[static_cast<std::size_t>(cell)] = keep;
      if (!prop_.settle_after(child, cell)) {
        // Weighted: the rule that failed weighs on each of its cells (dom/wdeg); failing that,
        // the cell left without candidates, or the one branched on. Priorities: the cell
        // branched on, and the digit it took.
        if (priorities_) {
          conflict(cell);
          if (keep == d) digit_failed(lowest(d));
        } else if (const std::vector<int>* rule = prop_.failed_rule()) {
          for (int c : *rule) conflict(c);
        } else {
          conflict(prop_.wiped() >= 0 ? prop_.wiped() : cell);
        }
        continue;
      }
      if (!descend(child)) return false;
    }
    return true;
  }

  // A failed branch involved `cell`: it is branched on sooner from now on; every weight
  // halves every kDecay conflicts, so the recent ones count most.
  static constexpr int kDecay = 1 << 14;
  void conflict(int cell) {
    ++weight_[static_cast<std::size_t>(cell)];
    if (++conflicts_ % kDecay == 0)
      for (long long& w : weight_) w >>= 1;
  }

  // Priorities: digit d failed when taken. The digit that failed most (failing_) gives a
  // bonus of its count, once that count is at least n and over 1.5 times the least nonzero
  // count; the counts quarter when the weights halve.
  void digit_failed(int d) {
    ++digit_fails_[static_cast<std::size_t>(d)];
    if (conflicts_ % kDecay == 0)
      for (long long& f : digit_fails_) f >>= 2;
    long long most = 0, least = std::numeric_limits<long long>::max();
    Mask which = 0;
    for (int v = 1; v <= net_.n; ++v) {
      const long long f = digit_fails_[static_cast<std::size_t>(v)];
      if (f > most) most = f, which = bit(v);
      if (f > 0 && f < least) least = f;
    }
    const bool stands_out = most >= net_.n && 2 * most > 3 * least;
    failing_ = stands_out ? which : 0;
    failing_score_ = stands_out ? most : 0;
  }

  void leaf(const std::vector<Mask>& m) {
    Grid g(puzzle_.givens.shape);
    for (int c = 0; c < net_.cells; ++c) g.set(c, lowest(m[static_cast<std::size_t>(c)]));
    if (!check_solution(puzzle_, Solution{g, {}})) out_.solutions.push_back(std::move(g));
  }

  const Puzzle& puzzle_;
  const Network& net_;
  Propagator<PartSums> prop_;
  const int limit_;
  const FastSearchOptions& options_;
  FastSearchResult& out_;
  std::vector<long long> weight_;  // per cell: recent failed branches on it
  long long conflicts_ = 0;
  const bool priorities_ = net_.branching == Network::Branching::Priorities;
  long long digit_fails_[kVarMaxSize + 1] = {};  // Priorities: per digit, recent failures
  Mask failing_ = 0;                             //   the digit that stands out, if one does
  long long failing_score_ = 0;                  //   and its count
};

// The network of the last variant puzzle searched on this thread, and the rules it was built
// from: a generator checks one template's rules with givens after givens, and building the
// network took a third of its time. Shared: a caller's network outlives a later call's.
struct LastNetwork {
  Variant rules;
  std::shared_ptr<const Network> net;  // its n: the size
};
thread_local LastNetwork last;

std::shared_ptr<const Network> network_of(const Puzzle& puzzle) {
  if (last.net && last.net->n == puzzle.givens.shape.n() && same_rules(last.rules, *puzzle.variant))
    return last.net;
  LastNetwork built;  // whole before it replaces the last one
  built.rules.regions = puzzle.variant->regions;
  built.rules.allowed = puzzle.variant->allowed;
  built.rules.constraints = puzzle.variant->constraints;
  built.net = std::make_shared<const Network>(puzzle);
  last = std::move(built);
  return last.net;
}

}  // namespace

void variant_search_forget() { last = LastNetwork(); }

bool variant_search_applies(const Puzzle& puzzle) {
  return puzzle.is_variant() && puzzle.givens.shape.n() <= kVarMaxSize && network_of(puzzle)->supported;
}

FastSearchResult variant_search(const Puzzle& puzzle, int limit, const FastSearchOptions& options) {
  FastSearchResult out;
  if (!puzzle.is_variant()) return out;
  const std::shared_ptr<const Network> shared = network_of(puzzle);
  const Network& net = *shared;
  if (!net.supported) return out;  // not complete: the caller goes to CaDiCaL
  FastSearchOptions o = options;   // the budget as the rules want it (Network::budget_factor)
  if (options.rules_budget)
    o.node_budget = net.budget_factor == 0 ? 0
                  : options.node_budget > std::numeric_limits<long long>::max() / net.budget_factor
                      ? std::numeric_limits<long long>::max()
                      : options.node_budget * net.budget_factor;
  if (net.sums_below_64) Search<Sums64>(puzzle, net, limit, o, out).run();
  else Search<std::bitset<256>>(puzzle, net, limit, o, out).run();
  return out;
}

}  // namespace sudosat
