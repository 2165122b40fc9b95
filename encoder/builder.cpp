#include "builder.hpp"

#include <algorithm>
#include <bitset>

namespace sudosat {

namespace {

// Combinations of digits tabulated for a distinct sum before the automaton is taken instead
// (a 9-cell cage has at most 126 of them; a 16x16 cage of 8 cells up to 12,870).
constexpr std::size_t kMaxCombinations = 4096;

// Whether the cells can take distinct digits, each within its domain and from `combo`:
// a perfect matching of cells to digits (augmenting paths; cages are small).
bool assignable(const std::vector<Digits>& domains, Digits combo) {
  const std::vector<int> ds = digits_of(combo);
  std::vector<int> owner(static_cast<std::size_t>(65), -1);  // digit -> cell index
  for (std::size_t c = 0; c < domains.size(); ++c) {
    std::vector<bool> seen(65, false);
    std::function<bool(std::size_t)> augment = [&](std::size_t cell) {
      for (int d : ds) {
        if (!(domains[cell] & set_of(d)) || seen[static_cast<std::size_t>(d)]) continue;
        seen[static_cast<std::size_t>(d)] = true;
        int& o = owner[static_cast<std::size_t>(d)];
        if (o < 0 || augment(static_cast<std::size_t>(o))) {
          o = static_cast<int>(cell);
          return true;
        }
      }
      return false;
    };
    if (!augment(c)) return false;
  }
  return true;
}

// Every set of k digits from `pool` summing to `total`, smallest digits first; stops (and
// returns false) past `limit` sets.
bool combinations(Digits pool, int k, int total, std::size_t limit, std::vector<Digits>& out,
                  const std::vector<int>& value) {
  const std::vector<int> digits = digits_of(pool);
  std::vector<int> ds;  // their values, increasing as the digits
  for (int d : digits) ds.push_back(value[static_cast<std::size_t>(d)]);
  std::vector<Digits> found;
  bool within = true;
  std::function<void(std::size_t, int, int, Digits)> go = [&](std::size_t from, int left,
                                                              int rest, Digits set) {
    if (!within) return;
    if (left == 0) {
      if (rest == 0) {
        if (found.size() >= limit) {
          within = false;
          return;
        }
        found.push_back(set);
      }
      return;
    }
    for (std::size_t i = from; i < ds.size(); ++i) {
      const int d = ds[i];  // a value
      if (d > rest) break;
      // the smallest and largest sums the remaining left-1 digits could still add
      int lo = 0, hi = 0;
      for (int j = 1; j < left; ++j) {
        if (i + static_cast<std::size_t>(j) >= ds.size()) {
          lo = INT_MAX / 2;
          break;
        }
        lo += ds[i + static_cast<std::size_t>(j)];
      }
      for (int j = 0; j < left - 1 && static_cast<int>(ds.size()) - 1 - j > static_cast<int>(i); ++j)
        hi += ds[ds.size() - 1 - static_cast<std::size_t>(j)];
      if (rest - d < lo || rest - d > hi) continue;
      go(i + 1, left - 1, rest - d, set | set_of(digits[i]));
    }
  };
  go(0, k, total, 0);
  out = std::move(found);
  return within;
}

}  // namespace

std::vector<int> digits_of(Digits set) {
  std::vector<int> out;
  for (int d = 0; d < 64; ++d)
    if (set & set_of(d)) out.push_back(d);
  return out;
}

int count_digits(Digits set) { return static_cast<int>(std::bitset<64>(set).count()); }

int min_digit(Digits set) {
  for (int d = 0; d < 64; ++d)
    if (set & set_of(d)) return d;
  return 0;
}

int max_digit(Digits set) {
  for (int d = 63; d >= 0; --d)
    if (set & set_of(d)) return d;
  return 0;
}

Builder::Builder(int n, Vars& vars, Cnf& cnf, std::vector<Digits> domains,
                 const std::vector<std::vector<int>>& houses)
    : n_(n), vars_(vars), cnf_(cnf), domains_(std::move(domains)),
      houses_of_(domains_.size()), order_(domains_.size()) {
  for (int d = 0; d <= n; ++d) value_.push_back(d);
  for (const std::vector<int>& house : houses) add_house(house);
}

void Builder::set_digits(const std::vector<int>& digits) {
  plain_ = digits.empty();
  for (int d = 1; d <= n_; ++d) value_[static_cast<std::size_t>(d)] = plain_ ? d : digits[static_cast<std::size_t>(d - 1)];
}

bool Builder::share_house(int a, int b) const {
  if (a == b) return false;
  for (int h : houses_of_[static_cast<std::size_t>(a)])
    for (int g : houses_of_[static_cast<std::size_t>(b)])
      if (h == g) return true;
  return false;
}

void Builder::add_house(const std::vector<int>& cells) {
  const int h = next_house_++;
  for (int cell : cells) houses_of_[static_cast<std::size_t>(cell)].push_back(h);
}

void Builder::emit() {
  if (guard_) scratch_.push_back(-guard_);
  cnf_.add(scratch_.begin(), scratch_.end());
  ++clauses_;
}

int Builder::x(int cell, int d) const {
  if (d < 1 || d > n_) return kFalse;
  const Digits dom = domain(cell);
  if (!(dom & set_of(d))) return kFalse;
  if (dom == set_of(d)) return kTrue;
  return vars_.cell(cell, d);
}

int Builder::ge(int cell, int k) {
  const Digits dom = domain(cell);
  if (dom == 0) return kFalse;
  if (k <= min_digit(dom)) return kTrue;
  if (k > max_digit(dom)) return kFalse;
  std::vector<int>& o = order_[static_cast<std::size_t>(cell)];
  if (o.empty()) {
    // One variable per domain digit but the smallest: o_j = [cell >= d_j], j = 2..m.
    const std::vector<int> ds = digits_of(dom);
    const std::size_t m = ds.size();
    std::vector<int> lit(m + 1);  // lit[j-1] = o_j; o_1 = true, o_{m+1} = false
    lit[0] = kTrue;
    for (std::size_t j = 1; j < m; ++j)
      lit[j] = vars_.fresh(Meaning{Meaning::Order, cell, -1, ds[j], 0, 0});
    lit[m] = kFalse;
    for (std::size_t j = 1; j + 1 < m; ++j) clause({-lit[j + 1], lit[j]});
    for (std::size_t j = 0; j < m; ++j) {
      const int xd = vars_.cell(cell, ds[j]);
      clause({-xd, lit[j]});
      clause({-xd, -lit[j + 1]});
      clause({-lit[j], lit[j + 1], xd});
    }
    o.assign(static_cast<std::size_t>(n_ + 2), kFalse);
    for (int kk = 0; kk <= n_ + 1; ++kk) {
      std::size_t j = 0;  // the first domain digit >= kk
      while (j < m && ds[j] < kk) ++j;
      o[static_cast<std::size_t>(kk)] = lit[j];
    }
  }
  return o[static_cast<std::size_t>(k)];
}

int Builder::in(int cell, Digits set) {
  const Digits s = set & domain(cell);
  if (s == 0) return kFalse;
  if (s == domain(cell)) return kTrue;
  if (count_digits(s) == 1) return x(cell, min_digit(s));
  auto [it, added] = in_.try_emplace({cell, s}, 0);
  if (added) {
    const int y = vars_.fresh(Meaning{Meaning::InSet, cell, -1, 0, 0, s});
    std::vector<int> any{-y};
    for (int d : digits_of(s)) {
      any.push_back(x(cell, d));
      clause({-x(cell, d), y});
    }
    clause(any);
    it->second = y;
  }
  return it->second;
}

void Builder::at_most_one(const std::vector<int>& lits, std::size_t pairwise_up_to) {
  std::vector<int> open;
  int trues = 0;
  for (int l : lits) {
    if (l == kTrue) ++trues;
    else if (l != kFalse) open.push_back(l);
  }
  if (trues > 1) {
    clause({});
    return;
  }
  if (trues == 1) {
    for (int l : open) clause({-l});
    return;
  }
  const std::size_t k = open.size();
  if (k <= pairwise_up_to) {
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = i + 1; j < k; ++j) clause({-open[i], -open[j]});
    return;
  }
  const Meaning counter{Meaning::Counter, 0, constraint_, 0, 0, 0};
  int prev = vars_.fresh(counter);  // Sinz's ladder: s_i = "one of open[0..i] is true"
  clause({-open[0], prev});
  for (std::size_t i = 1; i + 1 < k; ++i) {
    const int s = vars_.fresh(counter);
    clause({-open[i], s});
    clause({-prev, s});
    clause({-open[i], -prev});
    prev = s;
  }
  clause({-open[k - 1], -prev});
}

void Builder::exactly_one(const std::vector<int>& lits, std::size_t pairwise_up_to) {
  clause(lits);
  at_most_one(lits, pairwise_up_to);
}

void Builder::relation(int a, int b, const std::function<bool(int, int)>& rel) {
  if (a == b) {
    for (int d : digits_of(domain(a)))
      if (!rel(value(d), value(d))) clause({-x(a, d)});
    return;
  }
  std::vector<std::pair<int, int>> binary;  // (digit of a, digit of b) already excluded
  for (int side = 0; side < 2; ++side) {
    const int p = side ? b : a, q = side ? a : b;
    for (int dp : digits_of(domain(p))) {
      std::vector<int> support{-x(p, dp)};
      std::vector<int> forbidden;
      for (int dq : digits_of(domain(q))) {
        if (side ? rel(value(dq), value(dp)) : rel(value(dp), value(dq)))
          support.push_back(x(q, dq));
        else
          forbidden.push_back(dq);
      }
      if (forbidden.empty()) continue;
      if (forbidden.size() <= 3 && support.size() > 1) {
        for (int dq : forbidden) {
          const std::pair<int, int> pair = side ? std::make_pair(dq, dp) : std::make_pair(dp, dq);
          if (std::find(binary.begin(), binary.end(), pair) != binary.end()) continue;
          binary.push_back(pair);
          clause({-x(p, dp), -x(q, dq)});
        }
      } else {
        clause(support);
      }
    }
  }
}

int Builder::digit_of(int v) const {
  for (int d = 1; d <= n_; ++d)
    if (value(d) == v) return d;
  return 0;
}

int Builder::digit_beyond(int d, int gap) const {
  if (plain_) return d + gap;
  int e = 1;
  while (e <= n_ && value(e) < value(d) + gap) ++e;
  return e;
}

void Builder::less(int a, int b, int gap) {
  const Digits da = domain(a);
  if (da == 0) return;
  for (int k = min_digit(da); k <= max_digit(da); ++k) clause({-ge(a, k), ge(b, digit_beyond(k, gap))});
}

void Builder::less_if(int guard, int a, int b, int gap) {
  const Digits da = domain(a);
  if (da == 0) return;
  for (int k = min_digit(da); k <= max_digit(da); ++k)
    clause({-guard, -ge(a, k), ge(b, digit_beyond(k, gap))});
}

void Builder::apart(int a, int b, int gap) {
  if (!plain_)  // order literals step by digits, not by values
    return relation(a, b, [gap](int x, int y) { return x - y >= gap || y - x >= gap; });
  for (int side = 0; side < 2; ++side) {
    const int p = side ? b : a, q = side ? a : b;
    for (int d : digits_of(domain(p))) clause({-x(p, d), le(q, d - gap), ge(q, d + gap)});
  }
}

void Builder::distinct(const std::vector<int>& cells) {
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j) {
      const int a = cells[i], b = cells[j];
      if (a == b) {
        clause({});
        continue;
      }
      if (share_house(a, b)) continue;
      for (int d : digits_of(domain(a) & domain(b))) clause({-x(a, d), -x(b, d)});
    }
}

void Builder::equal(int a, int b) {
  if (a == b) return;
  for (int d = 1; d <= n_; ++d) {
    clause({-x(a, d), x(b, d)});
    clause({x(a, d), -x(b, d)});
  }
}

void Builder::digits_within(int cell, Digits allowed) {
  for (int d : digits_of(domain(cell) & ~allowed)) clause({-x(cell, d)});
}

// ---------------------------------------------------------------------------------------------
// Automata

struct Builder::Layers {
  std::vector<std::vector<State>> states;       // per position 0..k: the live states, sorted
  std::vector<std::vector<std::vector<int>>> to;  // to[i][s][j]: index in layer i+1 of the
                                                   // state after digit ds[i][j], or -1
  std::vector<std::vector<int>> ds;                // per position 0..k-1: the cell's digits
  bool overflow = false;                           // past max_states: left unbuilt
  bool empty() const { return states.back().empty(); }
};

Builder::Layers Builder::layers(const std::vector<int>& cells, State start, const Next& next,
                                const Accept& accept, std::int64_t max_states) const {
  const std::size_t k = cells.size();
  std::int64_t total_states = 1;
  Layers L;
  L.states.resize(k + 1);
  L.to.resize(k);
  L.ds.resize(k);
  L.states[0] = {start};
  // Forward: every state reachable from the start.
  std::vector<std::vector<std::vector<State>>> raw(k);  // raw[i][s][j]: next state or kDead
  for (std::size_t i = 0; i < k; ++i) {
    L.ds[i] = digits_of(domain(cells[i]));
    std::vector<State> reached;
    raw[i].resize(L.states[i].size());
    for (std::size_t s = 0; s < L.states[i].size(); ++s)
      for (int d : L.ds[i]) {
        const State t = next(static_cast<int>(i), L.states[i][s], d);
        raw[i][s].push_back(t);
        if (t != kDead) reached.push_back(t);
      }
    std::sort(reached.begin(), reached.end());
    reached.erase(std::unique(reached.begin(), reached.end()), reached.end());
    total_states += static_cast<std::int64_t>(reached.size());
    if (total_states > max_states) {
      L.overflow = true;
      return L;
    }
    L.states[i + 1] = std::move(reached);
  }
  // Backward: keep the states from which an accepting end is reachable.
  std::vector<std::vector<char>> alive(k + 1);
  alive[k].resize(L.states[k].size());
  for (std::size_t s = 0; s < L.states[k].size(); ++s) alive[k][s] = accept(L.states[k][s]);
  for (std::size_t i = k; i-- > 0;) {
    alive[i].assign(L.states[i].size(), 0);
    for (std::size_t s = 0; s < L.states[i].size(); ++s)
      for (State t : raw[i][s]) {
        if (t == kDead) continue;
        const auto& next_layer = L.states[i + 1];
        const auto at = std::lower_bound(next_layer.begin(), next_layer.end(), t) - next_layer.begin();
        if (alive[i + 1][static_cast<std::size_t>(at)]) alive[i][s] = 1;
      }
  }
  // Renumber the live states and their transitions.
  std::vector<std::vector<int>> index(k + 1);
  for (std::size_t i = 0; i <= k; ++i) {
    std::vector<State> kept;
    index[i].assign(L.states[i].size(), -1);
    for (std::size_t s = 0; s < L.states[i].size(); ++s)
      if (alive[i][s]) {
        index[i][s] = static_cast<int>(kept.size());
        kept.push_back(L.states[i][s]);
      }
    L.states[i].swap(kept);
  }
  for (std::size_t i = 0; i < k; ++i) {
    const std::size_t old_count = index[i].size();
    for (std::size_t s = 0; s < old_count; ++s) {
      if (index[i][s] < 0) continue;
      std::vector<int> row;
      for (State t : raw[i][s]) {
        int j = -1;
        if (t != kDead) {  // its index among the kept states of layer i+1, if kept
          const auto& kept = L.states[i + 1];
          const auto it = std::lower_bound(kept.begin(), kept.end(), t);
          if (it != kept.end() && *it == t) j = static_cast<int>(it - kept.begin());
        }
        row.push_back(j);
      }
      L.to[i].push_back(std::move(row));
    }
  }
  return L;  // every state is reachable from the start: no live start, no live state
}

std::pair<std::int64_t, std::int64_t> Builder::automaton_size(const std::vector<int>& cells, State start,
                                              const Next& next, const Accept& accept,
                                              std::int64_t max_states) const {
  const Layers L = layers(cells, start, next, accept, max_states);
  if (L.overflow) return {INT64_MAX, INT64_MAX};
  if (L.empty()) return {1, 0};
  std::int64_t clauses = 0, variables = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const std::int64_t here = static_cast<std::int64_t>(L.states[i].size()), there = static_cast<std::int64_t>(L.states[i + 1].size());
    const std::int64_t digits = static_cast<std::int64_t>(L.ds[i].size());
    std::int64_t edges = 0;
    for (const auto& row : L.to[i])
      for (int t : row) edges += t >= 0;
    clauses += (here > 1 ? 4 : 1) * edges + here + there + digits;
    variables += (there > 1 ? there : 0) + (here > 1 ? edges : 0);
  }
  return {clauses, variables};
}

Values Builder::automaton(const std::vector<int>& cells, State start, const Next& next,
                          const Accept& accept) {
  const Layers L = layers(cells, start, next, accept);
  if (L.empty()) {
    clause({});
    return {};
  }
  const std::size_t k = cells.size();
  // Node literals: a layer with one live state needs no variable.
  std::vector<std::vector<int>> node(k + 1);
  for (std::size_t i = 0; i <= k; ++i) {
    const auto& layer = L.states[i];
    if (layer.size() == 1) {
      node[i] = {kTrue};
      continue;
    }
    for (State s : layer) {
      const auto [inner, used] = state_meaning_ ? state_meaning_(s) : std::make_pair(s, Digits{0});
      node[i].push_back(vars_.fresh(Meaning{Meaning::State, 0, constraint_, static_cast<int>(i), inner, used}));
    }
  }
  // Edge literals: the cell holds d and the state goes s -> t. Each implies its two states and
  // its digit; each state needs an edge in and an edge out, each digit an edge; with this, unit
  // propagation removes every digit and state no accepted sequence uses (the decomposition of
  // the REGULAR constraint). From a layer of one state, the digit alone is the edge.
  for (std::size_t i = 0; i < k; ++i) {
    const int cell = cells[i];
    const auto& ds = L.ds[i];
    const std::size_t here = L.states[i].size(), there = L.states[i + 1].size();
    std::vector<std::vector<int>> out(here), incoming(there), by_digit(ds.size());
    for (std::size_t s = 0; s < here; ++s) {
      // The digits taking state s to each next state: one edge per (s, t), labelled by its
      // digits (a skyscraper stays put for every digit below its tallest: one edge).
      std::map<int, Digits> labels;
      for (std::size_t j = 0; j < ds.size(); ++j)
        if (const int t = L.to[i][s][j]; t >= 0) labels[t] |= set_of(ds[j]);
      for (const auto& [t, label] : labels) {
        const int from = node[i][s], to = node[i + 1][static_cast<std::size_t>(t)];
        const int digit = in(cell, label);
        int e = digit;
        if (here > 1) {
          const auto [inner, used] = state_meaning_ ? state_meaning_(L.states[i][s])
                                                    : std::make_pair(L.states[i][s], Digits{0});
          e = vars_.fresh(Meaning{Meaning::Edge, cell, constraint_, min_digit(label), inner, used});
          clause({-e, from});
          clause({-e, digit});
          clause({-from, -digit, e});
        }
        clause({-e, to});
        out[s].push_back(e);
        incoming[static_cast<std::size_t>(t)].push_back(e);
        for (std::size_t j = 0; j < ds.size(); ++j)
          if (label & set_of(ds[j])) by_digit[j].push_back(e);
      }
    }
    for (std::size_t s = 0; s < here; ++s) {
      out[s].push_back(-node[i][s]);
      clause(out[s]);
    }
    for (std::size_t t = 0; t < there; ++t) {
      incoming[t].push_back(-node[i + 1][t]);
      clause(incoming[t]);
    }
    for (std::size_t j = 0; j < ds.size(); ++j) {
      by_digit[j].push_back(-x(cell, ds[j]));
      clause(by_digit[j]);
    }
  }
  Values result;
  for (std::size_t s = 0; s < L.states[k].size(); ++s)
    result.emplace_back(static_cast<int>(L.states[k][s]), node[k][s]);
  return result;
}

template <class Run>
auto Builder::with_runs(const std::vector<int>& cells, State start, const Next& next,
                        const Accept& accept, const Accept& remember, const Run& use) {
  const std::size_t k = cells.size();
  // starts[i]: cell i does not share a house with every cell of the run before it
  std::vector<bool> starts(k + 1, true);
  for (std::size_t i = 1, run = 0; i < k; ++i) {
    bool joins = true;
    for (std::size_t j = run; j < i && joins; ++j) joins = share_house(cells[j], cells[i]);
    starts[i] = !joins;
    if (!joins) run = i;
  }
  // States (inner state, digits of the run so far), numbered as they appear.
  std::vector<std::pair<State, Digits>> table;
  std::map<std::pair<State, Digits>, State> ids;
  auto id = [&](State s, Digits used) {
    auto [it, added] = ids.try_emplace({s, used}, static_cast<State>(table.size()));
    if (added) table.emplace_back(s, used);
    return it->second;
  };
  const State first = id(start, 0);
  const Next wrapped = [&](int i, State s, int d) -> State {
    const auto [inner, used] = table[static_cast<std::size_t>(s)];
    if (used & set_of(d)) return kDead;
    const State t = next(i, inner, d);
    if (t == kDead) return kDead;
    // The run's digits are kept only while the next cell continues the run, and the state
    // still depends on what digits come (`remember`).
    const bool keep = !starts[static_cast<std::size_t>(i) + 1] && (!remember || remember(t));
    return id(t, keep ? used | set_of(d) : 0);
  };
  const Accept done = [&](State s) { return accept(table[static_cast<std::size_t>(s)].first); };
  const std::function<std::pair<State, Digits>(State)> meaning = [&](State s) {
    return table[static_cast<std::size_t>(s)];
  };
  return use(first, wrapped, done, meaning);
}

Values Builder::distinct_automaton(const std::vector<int>& cells, State start, const Next& next,
                                   const Accept& accept, const Accept& remember) {
  return with_runs(cells, start, next, accept, remember,
                   [&](State first, const Next& wrapped, const Accept& done, const auto& meaning) {
                     state_meaning_ = meaning;
                     Values v = automaton(cells, first, wrapped, done);
                     state_meaning_ = nullptr;
                     for (auto& [value, lit] : v) value = static_cast<int>(meaning(value).first);
                     return v;
                   });
}

std::pair<std::int64_t, std::int64_t> Builder::distinct_automaton_size(const std::vector<int>& cells, State start,
                                                                       const Next& next, const Accept& accept,
                                                                       std::int64_t max_states) {
  return with_runs(cells, start, next, accept, nullptr,
                   [&](State first, const Next& wrapped, const Accept& done, const auto&) {
                     return automaton_size(cells, first, wrapped, done, max_states);
                   });
}

Values Builder::digit_value(int cell) {
  Values v;
  for (int d : digits_of(domain(cell))) v.emplace_back(value(d), x(cell, d));
  return v;
}

Values Builder::sum(const std::vector<int>& cells, int lo, int hi) {
  if (cells.size() == 1) {
    Values v;
    for (int d : digits_of(domain(cells[0])))
      if (value(d) >= lo && value(d) <= hi) v.emplace_back(value(d), x(cells[0], d));
      else clause({-x(cells[0], d)});
    if (v.empty()) clause({});
    return v;
  }
  return distinct_automaton(
      cells, 0, [this, hi](int, State s, int d) { return s + value(d) <= hi ? s + value(d) : kDead; },
      [lo, hi](State s) { return s >= lo && s <= hi; });
}

void Builder::distinct_sum(const std::vector<int>& cells, int total, SumMethod method) {
  const int k = static_cast<int>(cells.size());
  std::vector<Digits> doms;
  Digits pool = 0;
  for (int c : cells) {
    doms.push_back(domain(c));
    pool |= domain(c);
  }
  std::vector<Digits> combos;
  const bool tabulable = method != SumMethod::Automaton &&
                         combinations(pool, k, total, kMaxCombinations, combos, value_);
  const Next next = [this, total](int, State s, int d) {
    return s + value(d) <= total ? s + value(d) : kDead;
  };
  const Accept accept = [total](State s) { return s == total; };
  if (tabulable) {
    combos.erase(std::remove_if(combos.begin(), combos.end(),
                                [&](Digits c) { return !assignable(doms, c); }),
                 combos.end());
    if (combos.empty()) {
      clause({});
      return;
    }
    Digits any = 0, every = ~Digits{0};
    for (Digits c : combos) {
      any |= c;
      every &= c;
    }
    // Tabulated: units for digits in no combination, "used" literals for the digits that
    // vary, one selector per combination.
    const std::vector<int> varying = digits_of(any & ~every);
    std::int64_t table = static_cast<std::int64_t>(count_digits(every)) + 1;
    for (int c : cells) table += count_digits(domain(c) & ~any);
    for (int d : varying) {
      std::int64_t with = 1;
      for (int c : cells) with += (domain(c) >> d) & 1;
      table += with;
    }
    if (combos.size() > 1) table += 1 + static_cast<std::int64_t>(combos.size() * varying.size());
    const std::int64_t dp =
        method == SumMethod::Table ? table : automaton_size(cells, 0, next, accept).first;
    if (table <= dp) {
      for (int c : cells) digits_within(c, any);
      for (int d : digits_of(every)) {  // in every combination: some cell holds it
        std::vector<int> some;
        for (int c : cells) some.push_back(x(c, d));
        clause(some);
      }
      if (combos.size() == 1) return;
      std::vector<int> used(static_cast<std::size_t>(n_ + 1), 0);
      for (int d : varying) {
        const int u = vars_.fresh(Meaning{Meaning::Used, 0, constraint_, d, 0, 0});
        used[static_cast<std::size_t>(d)] = u;
        std::vector<int> some{-u};
        for (int c : cells) {
          some.push_back(x(c, d));
          clause({-x(c, d), u});
        }
        clause(some);
      }
      std::vector<int> pick;
      for (std::size_t j = 0; j < combos.size(); ++j) {
        const int y = vars_.fresh(Meaning{Meaning::Choice, 0, constraint_, static_cast<int>(j), 0, combos[j]});
        pick.push_back(y);
        for (int d : varying)
          clause({-y, (combos[j] & set_of(d)) ? used[static_cast<std::size_t>(d)]
                                           : -used[static_cast<std::size_t>(d)]});
      }
      clause(pick);
      return;
    }
  }
  automaton(cells, 0, next, accept);
}

// ---------------------------------------------------------------------------------------------
// Sums of distinct digits below or above a bound

// The counter. Below the bound, each cell's cost is its value less the smallest value of the
// cells' digits; above it, the largest value less its value; either way the costs, never
// negative, must sum to at most `limit`. Layer i has a literal s(i, t) = "the costs of the
// first i cells sum to at least t" for each t that the sums of their costs reach, between
// floor(i) (the least sum of i distinct digits' costs: below it s is true, no literal) and
// cap(i) = limit less the least sum of the other k - i cells' distinct digits' costs (above
// it, no solution). The clauses: s(i-1, a) and the cell's cost >= w (an order literal of
// its digit) imply s(i, a + w), or clash when a + w > cap(i). s(1, w) is the order literal
// itself; the last layer has clashes only. Size: about cap * (digits per cell) clauses a
// cell, against the automaton's states (partial sum, digits of the run) that grow with the
// subsets of the cage's digits.
std::pair<std::int64_t, std::int64_t> Builder::bound_counter(const std::vector<int>& cells,
                                                             int bound, bool above, bool dry) {
  std::int64_t clauses = 0, variables = 0;
  const auto add = [&](std::initializer_list<int> lits) {
    if (dry) ++clauses;
    else clause(lits);
  };
  const std::size_t k = cells.size();
  Digits pool = 0;
  for (int c : cells) {
    if (domain(c) == 0) {
      add({});
      return {clauses, variables};
    }
    pool |= domain(c);
  }
  if (k == 0) {
    if (above ? 0 <= bound : 0 >= bound) add({});
    return {clauses, variables};
  }
  std::int64_t lo = INT64_MAX, hi = INT64_MIN;
  for (int d : digits_of(pool)) {
    lo = std::min<std::int64_t>(lo, value(d));
    hi = std::max<std::int64_t>(hi, value(d));
  }
  const auto cost = [&](int d) -> std::int64_t { return above ? hi - value(d) : value(d) - lo; };
  const auto count = static_cast<std::int64_t>(k);
  const std::int64_t limit = above ? count * hi - bound - 1 : std::int64_t{bound} - 1 - count * lo;
  if (limit < 0) {
    add({});
    return {clauses, variables};
  }
  // The least sum of the costs of cells [from, to), their digits distinct.
  const auto least = [&](std::size_t from, std::size_t to) {
    Digits u = 0;
    std::int64_t each = 0;  // every cell at its cheapest
    std::vector<std::int64_t> cs;
    for (std::size_t i = from; i < to; ++i) {
      u |= domain(cells[i]);
      std::int64_t cheapest = INT64_MAX;
      for (int d : digits_of(domain(cells[i]))) cheapest = std::min(cheapest, cost(d));
      each += cheapest;
    }
    for (int d : digits_of(u)) cs.push_back(cost(d));
    std::sort(cs.begin(), cs.end());
    std::int64_t distinct = 0;
    for (std::size_t j = 0; j < to - from && j < cs.size(); ++j) distinct += cs[j];
    return std::max(each, distinct);
  };
  if (least(0, k) > limit) {  // even the cheapest distinct digits cost too much
    add({});
    return {clauses, variables};
  }
  // "The cell's cost is at least w", w the cost of one of its digits.
  std::vector<char> ordered(k, 0);  // dry: the cell's order literals are needed
  const auto cost_ge = [&](std::size_t i, std::int64_t w) {
    const int cell = cells[i];
    const Digits dom = domain(cell);
    int edge = 0;  // below: the least digit costing w or more; above: the largest
    for (int d : digits_of(dom))
      if (cost(d) >= w && (edge == 0 || above)) edge = d;
    if (above ? edge == max_digit(dom) : edge == min_digit(dom)) return kTrue;
    if (dry) {
      ordered[i] = 1;
      return 1;
    }
    return above ? le(cell, edge) : ge(cell, edge);
  };
  std::vector<std::pair<std::int64_t, int>> prev{{0, kTrue}};  // (t, s(i, t)), t increasing
  for (std::size_t i = 0; i < k; ++i) {
    const std::int64_t cap = limit - least(i + 1, k), floor = least(0, i + 1);
    const bool last = i + 1 == k;
    std::vector<std::int64_t> ws;
    for (int d : digits_of(domain(cells[i]))) ws.push_back(cost(d));
    std::sort(ws.begin(), ws.end());
    ws.erase(std::unique(ws.begin(), ws.end()), ws.end());
    std::map<std::int64_t, int> made;
    for (const auto& [a, la] : prev)
      for (std::int64_t w : ws) {
        const std::int64_t t = a + w;
        const int lw = cost_ge(i, w);
        if (t > cap) {
          add({-la, -lw});
        } else if (!last && t > floor) {
          if (i == 0) {  // a = 0: the order literal is the counter's
            made[t] = lw;
            continue;
          }
          auto [it, added] = made.try_emplace(t, 0);
          if (added) {
            ++variables;
            if (!dry) {
              const std::int64_t sum = above ? static_cast<std::int64_t>(i + 1) * hi - t
                                             : t + static_cast<std::int64_t>(i + 1) * lo;
              it->second = fresh(Meaning{Meaning::Bound, above ? 1 : 0, constraint_,
                                         static_cast<int>(i + 1), sum, 0});
            }
          }
          add({-la, -lw, it->second});
        }
      }
    prev.assign({{floor, kTrue}});
    for (const auto& [t, lit] : made) prev.emplace_back(t, lit);
  }
  if (dry)  // the order literals made anew (Builder::ge)
    for (std::size_t i = 0; i < k; ++i)
      if (ordered[i] && order_[static_cast<std::size_t>(cells[i])].empty()) {
        const std::int64_t m = count_digits(domain(cells[i]));
        variables += m - 1;
        clauses += (m - 2) + 3 * m - 2;
      }
  return {clauses, variables};
}

std::pair<std::int64_t, std::int64_t> Builder::bound_counter_size(const std::vector<int>& cells,
                                                                  int bound, bool above) const {
  return const_cast<Builder*>(this)->bound_counter(cells, bound, above, true);  // adds nothing
}

void Builder::distinct_sum_bound(const std::vector<int>& cells, int bound, bool above,
                                 BoundMethod method) {
  // The automaton: below, partial sums cut off at bound - 1; above, saturating at bound + 1,
  // the one accepting state.
  const State top = above ? State{bound} + 1 : State{bound} - 1;
  const Next next = [this, top, above](int, State s, int d) -> State {
    const State t = s + value(d);
    if (above) return std::min(t, top);
    return t <= top ? t : kDead;
  };
  const Accept accept = [top, above](State s) { return above ? s == top : s <= top; };
  if (method == BoundMethod::Smaller) method = bound_method_in_force;
  if (method == BoundMethod::Smaller) {
    const std::int64_t counter = bound_counter(cells, bound, above, true).first;
    // Each state costs a clause at least: past `counter` states the automaton is the larger.
    const std::int64_t automaton = with_runs(
        cells, 0, next, accept, nullptr,
        [&](State first, const Next& wrapped, const Accept& done, const auto&) {
          return automaton_size(cells, first, wrapped, done, counter).first;
        });
    method = automaton <= counter ? BoundMethod::Automaton : BoundMethod::Counter;
  }
  if (method == BoundMethod::Counter) {
    bound_counter(cells, bound, above, false);
    return;
  }
  distinct_automaton(cells, 0, next, accept);
}

void Builder::same_value(const Values& a, const Values& b) {
  for (const auto& [v, l] : a) clause({-l, value_lit(b, v)});
  for (const auto& [v, l] : b) clause({-l, value_lit(a, v)});
}

int Builder::value_lit(const Values& v, int value) {
  for (const auto& [val, lit] : v)
    if (val == value) return lit;
  return kFalse;
}

}  // namespace sudosat
