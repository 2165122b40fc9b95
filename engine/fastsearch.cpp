#include "fastsearch.hpp"

#include <deque>
#include <memory>
#include <stdexcept>

#include "alldiff.hpp"
#include "bands9.hpp"
#include "mask.hpp"
#include "model/houses.hpp"

namespace sudosat {

namespace {

int lowest(Mask m) { return __builtin_ctzll(m); }  // index of the lowest bit of m != 0
int popcount(Mask m) { return __builtin_popcountll(m); }

// The shape's units and peers, plus what the search loops need; built once per thread and shape.
struct Tables : HouseTables {
  int cells = 0;
  int R = 0, C = 0;  // box rows and columns; R stacks of boxes across, C bands down
  Mask all = 0;      // every digit

  explicit Tables(const Shape& s)
      : HouseTables(s), cells(s.cells()), R(s.box_rows), C(s.box_cols),
        all(n == 64 ? ~Mask{0} : (Mask{1} << n) - 1) {}

  static const Tables& of(const Shape& s) {
    thread_local std::vector<std::unique_ptr<Tables>> built;
    for (const auto& t : built)
      if (t->shape == s) return *t;
    built.push_back(std::make_unique<Tables>(s));
    return *built.back();
  }
};

// One node of the search: candidates per cell, which cells are filled, the digits filled in
// each unit, and how many cells are open.
struct Node {
  std::vector<Mask> cand;
  std::vector<std::uint8_t> filled;
  std::vector<Mask> placed;  // per unit
  int open = 0;
};

class Search {
 public:
  Search(const Tables& t, std::deque<Node>& levels, int limit, const FastSearchOptions& options,
         FastSearchResult& out)
      : t_(t), levels_(levels), limit_(limit), options_(options), out_(out) {
    if (options.matching) {
      hints_.assign(static_cast<std::size_t>(3 * t.n * t.n), -1);
      filtered_.assign(hints_.size(), 0);
    }
  }

  void run(const Grid& givens) {
    Node& root = level(0);
    std::fill(root.cand.begin(), root.cand.end(), t_.all);
    std::fill(root.filled.begin(), root.filled.end(), 0);
    std::fill(root.placed.begin(), root.placed.end(), 0);
    root.open = cells();
    pending_.clear();
    for (int cell = 0; cell < cells(); ++cell) {
      const int d = givens.at(cell);
      if (d == 0) continue;
      const Mask b = bit(d);
      if (!(root.cand[static_cast<std::size_t>(cell)] & b) || !fill(root, cell, b)) {
        out_.complete = true;  // clashing givens: no solution
        return;
      }
    }
    if (!settle(root)) {
      out_.complete = true;
      return;
    }
    out_.complete = !descend(0, 0);
    if (static_cast<int>(out_.solutions.size()) >= limit_) out_.complete = true;
  }

 private:
  int n() const { return t_.n; }
  int cells() const { return t_.cells; }

  // The node at `depth`; references stay valid as the deque grows.
  Node& level(std::size_t depth) {
    while (levels_.size() <= depth) {
      levels_.emplace_back();
      Node& node = levels_.back();
      node.cand.resize(static_cast<std::size_t>(cells()));
      node.filled.resize(static_cast<std::size_t>(cells()));
      node.placed.resize(static_cast<std::size_t>(3 * n()));
    }
    return levels_[depth];
  }

  // Fills the open cell with the digit of mask b (a candidate there) and removes it from the
  // cell's peers; false when a peer is left without a candidate.
  bool fill(Node& node, int cell, Mask b) {
    node.cand[static_cast<std::size_t>(cell)] = b;
    node.filled[static_cast<std::size_t>(cell)] = 1;
    --node.open;
    const int* u = &t_.unit_of[static_cast<std::size_t>(3 * cell)];
    node.placed[static_cast<std::size_t>(u[0])] |= b;
    node.placed[static_cast<std::size_t>(u[1])] |= b;
    node.placed[static_cast<std::size_t>(u[2])] |= b;
    const int* p = &t_.peers[static_cast<std::size_t>(t_.peer_begin[static_cast<std::size_t>(cell)])];
    const int* end = &t_.peers[0] + t_.peer_begin[static_cast<std::size_t>(cell) + 1];
    for (; p != end; ++p) {
      Mask& m = node.cand[static_cast<std::size_t>(*p)];
      if (!(m & b)) continue;
      m &= ~b;
      if (m == 0) return false;
      if (single(m)) pending_.push_back(*p);
    }
    return true;
  }

  // Removes the digits `rm` from an open cell; false when none is left.
  bool remove(Node& node, int cell, Mask rm) {
    Mask& m = node.cand[static_cast<std::size_t>(cell)];
    if (!(m & rm) || node.filled[static_cast<std::size_t>(cell)]) return true;
    m &= ~rm;
    if (m == 0) return false;
    if (single(m)) pending_.push_back(cell);
    return true;
  }

  // Naked singles, hidden singles (and locked candidates) to the fixpoint; false on a
  // contradiction. Leaves pending_ empty.
  bool settle(Node& node) {
    const int n = t_.n;
    for (;;) {
      while (!pending_.empty()) {
        const int cell = pending_.back();
        pending_.pop_back();
        if (node.filled[static_cast<std::size_t>(cell)]) continue;
        if (!fill(node, cell, node.cand[static_cast<std::size_t>(cell)])) return fail();
      }
      if (node.open == 0) return true;
      bool changed = false;
      for (int unit = 0; unit < 3 * n; ++unit) {
        const Mask placed = node.placed[static_cast<std::size_t>(unit)];
        if (placed == t_.all) continue;
        const int* cells = &t_.units[static_cast<std::size_t>(unit * n)];
        Mask once = 0, twice = 0;
        for (int k = 0; k < n; ++k) {
          const Mask m = node.cand[static_cast<std::size_t>(cells[k])];
          twice |= once & m;
          once |= m;
        }
        if (once != t_.all) return fail();  // a digit without a place
        const Mask hidden = once & ~twice & ~placed;
        if (hidden == 0) continue;
        for (int k = 0; k < n; ++k) {
          const int cell = cells[k];
          const Mask m = node.cand[static_cast<std::size_t>(cell)] & hidden;
          if (m == 0 || node.filled[static_cast<std::size_t>(cell)]) continue;
          if (!single(m)) return fail();  // two digits need this one cell
          if (!fill(node, cell, m)) return fail();
          changed = true;
        }
      }
      if (!changed && pending_.empty() && options_.locked_candidates) {
        bool ok = true;
        changed = locked(node, ok);
        if (!ok) return fail();
      }
      if (!changed && pending_.empty() && options_.matching) {
        bool ok = true;
        changed = match(node, ok);
        if (!ok) return fail();
      }
      if (!changed && pending_.empty()) return true;
    }
  }

  bool fail() {
    pending_.clear();
    return false;
  }

  // Locked candidates over every box and line through it (see fastsearch.hpp). Segment masks
  // are taken once per pass; any removal sends settle back to the singles. Sound with stale
  // (larger) masks: a digit found in no other segment of a box truly has its places in the box
  // on this one line, or none at all (then the node has no solution anyway).
  bool locked(Node& node, bool& ok) {
    const int n = t_.n, R = t_.R, C = t_.C;
    // rowseg[r * R + j]: row r within stack j (C cells); colseg[c * C + i]: column c within
    // band i (R cells).
    seg_.assign(static_cast<std::size_t>(2 * n * (R > C ? R : C)), 0);
    Mask* rowseg = seg_.data();
    Mask* colseg = seg_.data() + n * R;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const Mask m = node.cand[static_cast<std::size_t>(r * n + c)];
        rowseg[r * R + c / C] |= m;
        colseg[c * C + r / R] |= m;
      }
    bool changed = false;
    auto strip = [&](int cell, Mask rm) {
      const Mask before = node.cand[static_cast<std::size_t>(cell)];
      if (!remove(node, cell, rm)) ok = false;
      changed |= before != node.cand[static_cast<std::size_t>(cell)];
    };
    for (int i = 0; i < C && ok; ++i)      // band
      for (int j = 0; j < R && ok; ++j) {  // stack
        const int box = i * R + j;
        const Mask box_open = t_.all & ~node.placed[static_cast<std::size_t>(2 * n + box)];
        for (int r = i * R; r < i * R + R && ok; ++r) {  // the box's rows
          Mask rest_box = 0, rest_row = 0;
          for (int r2 = i * R; r2 < i * R + R; ++r2)
            if (r2 != r) rest_box |= rowseg[r2 * R + j];
          for (int j2 = 0; j2 < R; ++j2)
            if (j2 != j) rest_row |= rowseg[r * R + j2];
          const Mask here = rowseg[r * R + j] & box_open;
          if (const Mask point = here & ~rest_box & rest_row)  // out of the rest of row r
            for (int c = 0; c < n; ++c)
              if (c / C != j) strip(r * n + c, point);
          if (const Mask claim = here & ~rest_row & rest_box)  // out of the rest of the box
            for (int r2 = i * R; r2 < i * R + R; ++r2)
              if (r2 != r)
                for (int c = j * C; c < j * C + C; ++c) strip(r2 * n + c, claim);
        }
        for (int c = j * C; c < j * C + C && ok; ++c) {  // the box's columns
          Mask rest_box = 0, rest_col = 0;
          for (int c2 = j * C; c2 < j * C + C; ++c2)
            if (c2 != c) rest_box |= colseg[c2 * C + i];
          for (int i2 = 0; i2 < C; ++i2)
            if (i2 != i) rest_col |= colseg[c * C + i2];
          const Mask here = colseg[c * C + i] & box_open;
          if (const Mask point = here & ~rest_box & rest_col)
            for (int r = 0; r < n; ++r)
              if (r / R != i) strip(r * n + c, point);
          if (const Mask claim = here & ~rest_col & rest_box)
            for (int c2 = j * C; c2 < j * C + C; ++c2)
              if (c2 != c)
                for (int r = i * R; r < i * R + R; ++r) strip(r * n + c2, claim);
        }
      }
    return changed;
  }

  // All-different filtering (engine/alldiff.hpp) of every unit that is not full; true when it
  // ruled a candidate out (the singles then run again). A unit whose masks are the ones a
  // filtering of it left before, on any node, is skipped: the filtering would keep them as
  // they are (it is a function of the masks, and idempotent).
  bool match(Node& node, bool& ok) {
    const int n = t_.n;
    bool changed = false;
    Mask masks[64];
    for (int unit = 0; unit < 3 * n; ++unit) {
      if (node.placed[static_cast<std::size_t>(unit)] == t_.all) continue;
      const int* cells = &t_.units[static_cast<std::size_t>(unit * n)];
      Mask* before = &filtered_[static_cast<std::size_t>(unit * n)];
      bool same = true;
      for (int k = 0; k < n; ++k) {
        masks[k] = node.cand[static_cast<std::size_t>(cells[k])];
        same &= masks[k] == before[k];
      }
      if (same) continue;
      if (!filter_all_different(masks, n, &hints_[static_cast<std::size_t>(unit * n)])) {
        ok = false;
        return changed;
      }
      for (int k = 0; k < n; ++k) {
        before[k] = masks[k];
        const Mask out = node.cand[static_cast<std::size_t>(cells[k])] & ~masks[k];
        if (out == 0) continue;
        remove(node, cells[k], out);  // leaves the cell its digits of masks[k]
        changed = true;
      }
    }
    return changed;
  }

  // The open cell to branch on, at or after `from` in row-major order (RowMajor: the first).
  int choose(const Node& node, int from) const {
    if (options_.order == SearchOrder::RowMajor) {
      while (node.filled[static_cast<std::size_t>(from)]) ++from;
      return from;
    }
    int best = -1, best_count = 65;
    for (int cell = 0; cell < cells(); ++cell) {
      if (node.filled[static_cast<std::size_t>(cell)]) continue;
      const int k = popcount(node.cand[static_cast<std::size_t>(cell)]);
      if (k < best_count) {
        best = cell, best_count = k;
        if (k <= 2) break;
      }
    }
    return best;
  }

  // Searches below the settled node at `depth`; true to stop (limit reached or budget spent).
  bool descend(std::size_t depth, int from) {
    if (level(depth).open == 0) {
      record(level(depth));
      return static_cast<int>(out_.solutions.size()) >= limit_;
    }
    const int cell = choose(level(depth), from);
    Mask left = level(depth).cand[static_cast<std::size_t>(cell)];
    while (left) {
      const Mask b = left & (~left + 1);
      left &= left - 1;
      if (++out_.nodes > options_.node_budget) return true;
      // The last candidate reuses this node: nothing below needs it afterwards.
      Node& child = left ? (level(depth + 1) = level(depth)) : level(depth);
      const std::size_t child_depth = left ? depth + 1 : depth;
      if (fill(child, cell, b) && settle(child)) {
        if (descend(child_depth, cell)) return true;
      } else {
        pending_.clear();
      }
      // RowMajor: b is done with here (refuted, or its solutions recorded), so it leaves the
      // cell, and what follows narrows the digits still to try.
      if (options_.order == SearchOrder::RowMajor && left) {
        Node& here = level(depth);
        if (!remove(here, cell, b) || !settle(here)) {
          pending_.clear();
          return false;
        }
        if (here.filled[static_cast<std::size_t>(cell)]) return descend(depth, cell);  // its last digit
        left &= here.cand[static_cast<std::size_t>(cell)];
      }
    }
    return false;
  }

  void record(const Node& node) {
    Grid g(t_.shape);
    for (int cell = 0; cell < cells(); ++cell)
      g.set(cell, lowest(node.cand[static_cast<std::size_t>(cell)]) + 1);
    out_.solutions.push_back(std::move(g));
  }

  const Tables& t_;
  std::deque<Node>& levels_;
  int limit_;
  const FastSearchOptions& options_;
  FastSearchResult& out_;
  std::vector<int> pending_;  // cells left with one candidate, not yet filled
  std::vector<Mask> seg_;
  std::vector<std::int8_t> hints_;  // matching: per unit, the last filling found (a hint)
  std::vector<Mask> filtered_;      // matching: per unit, the masks its last filtering left
};

}  // namespace

FastSearchResult fast_search(const Grid& givens, int limit, const FastSearchOptions& options) {
  if (givens.shape.n() > 64) throw std::invalid_argument("fast_search: n > 64");
  if (limit < 1) throw std::invalid_argument("fast_search: limit < 1");
  if (givens.shape == Shape{3, 3} && !options.matching) return band_search(givens, limit, options);
  FastSearchResult out;
  // The nodes of the last shape searched on this thread, kept to save allocations.
  thread_local std::deque<Node> levels;
  thread_local Shape levels_shape{0, 0};
  if (levels_shape != givens.shape) {
    levels.clear();
    levels_shape = givens.shape;
  }
  const Tables& tables = Tables::of(givens.shape);
  Search(tables, levels, limit, options, out).run(givens);
  if (!out.complete) out.solutions.clear();
  return out;
}

}  // namespace sudosat
