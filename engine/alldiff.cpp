#include "alldiff.hpp"

namespace sudosat {

namespace {

using Mask = std::uint64_t;

int lowest(Mask m) { return __builtin_ctzll(m); }
Mask bit(int i) { return Mask{1} << i; }

// A matching of cells to digits, grown by augmenting paths (Kuhn's algorithm on bitmasks).
struct Matching {
  const Mask* masks;
  int cell_of[64];   // per digit: its cell, or -1
  int digit_of[64];  // per cell: its digit, or -1
  Mask seen = 0;     // digits visited by the current search

  // Finds an alternating path from cell k to a free digit and flips it; false when none.
  bool augment(int k) {
    for (Mask left = masks[k] & ~seen; left; left = masks[k] & ~seen) {
      const int d = lowest(left);
      seen |= bit(d);
      if (cell_of[d] < 0 || augment(cell_of[d])) {
        cell_of[d] = k;
        digit_of[k] = d;
        return true;
      }
    }
    return false;
  }
};

// Tarjan's strongly connected components of the graph on n nodes with successors adj[v]
// (bitmasks), iteratively; component[v] numbers them. Returns how many there are.
int components(const Mask* adj, int n, int* component) {
  int index[64], low[64], stack[64], sp = 0, next = 0, count = 0;
  Mask on_stack = 0;
  struct Frame {
    int v;
    Mask rest;  // successors not yet visited from v
  } frames[64];
  int fp = 0;
  for (int v = 0; v < n; ++v) index[v] = -1;
  for (int root = 0; root < n; ++root) {
    if (index[root] >= 0) continue;
    auto open = [&](int v) {
      index[v] = low[v] = next++;
      stack[sp++] = v;
      on_stack |= bit(v);
      frames[fp++] = {v, adj[v]};
    };
    open(root);
    while (fp > 0) {
      Frame& f = frames[fp - 1];
      const int v = f.v;
      if (f.rest) {
        const int w = lowest(f.rest);
        f.rest &= f.rest - 1;
        if (index[w] < 0) {
          open(w);
        } else if ((on_stack & bit(w)) && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      --fp;
      if (fp > 0 && low[v] < low[frames[fp - 1].v]) low[frames[fp - 1].v] = low[v];
      if (low[v] == index[v]) {
        int w;
        do {
          w = stack[--sp];
          on_stack &= ~bit(w);
          component[w] = count;
        } while (w != v);
        ++count;
      }
    }
  }
  return count;
}

}  // namespace

bool filter_all_different(std::uint64_t* masks, int n, std::int8_t* match) {
  Matching m{masks, {}, {}, 0};
  for (int i = 0; i < n; ++i) m.cell_of[i] = m.digit_of[i] = -1;
  // Keep the hint's edges that are still candidates (each digit once).
  for (int k = 0; k < n; ++k) {
    const int d = match[k];
    if (d >= 0 && d < n && (masks[k] & bit(d)) && m.cell_of[d] < 0) {
      m.cell_of[d] = k;
      m.digit_of[k] = d;
    }
  }
  for (int k = 0; k < n; ++k) {
    if (m.digit_of[k] >= 0) continue;
    m.seen = 0;
    if (!m.augment(k)) return false;
  }
  for (int k = 0; k < n; ++k) match[k] = static_cast<std::int8_t>(m.digit_of[k]);
  // Contract each matched pair into its cell: cell k -> cell j when k may take j's digit.
  Mask adj[64];
  for (int k = 0; k < n; ++k) {
    Mask a = 0;
    for (Mask left = masks[k]; left; left &= left - 1) a |= bit(m.cell_of[lowest(left)]);
    adj[k] = a;
  }
  int component[64];
  if (components(adj, n, component) == 1) return true;  // every edge is on a cycle
  for (int k = 0; k < n; ++k) {
    Mask keep = 0;
    for (Mask left = masks[k]; left; left &= left - 1) {
      const int d = lowest(left);
      if (component[m.cell_of[d]] == component[k]) keep |= bit(d);
    }
    masks[k] = keep;
  }
  return true;
}

}  // namespace sudosat
