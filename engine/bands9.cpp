#include "bands9.hpp"

#include <cstdint>
#include <stdexcept>

namespace sudosat {

namespace {

using Bits = std::uint32_t;

// Within a band, the cell in row i (0..2) and column c has bit 9i + c; a 9x9 cell numbered
// row-major is cell 27b + k for bit k of band b.
constexpr Bits kBand = (Bits{1} << 27) - 1;
constexpr Bits kRow = 0x1FF;     // row 0 of a band
constexpr Bits kCol = 0x40201;   // column 0 of a band: bits 0, 9, 18
constexpr Bits kBox = 0x1C0E07;  // the band's first box: columns 0..2 of its three rows

int lowest(Bits x) { return __builtin_ctz(x); }

// A band's nine segments (a row's three cells in one box) are numbered 3i + j: row i, box j.
struct Tables {
  std::uint8_t segments_of_row[512];  // a row's nine bits -> the boxes (bit j) it has bits in
  std::uint16_t permutations[512];    // occupied segments -> the union of the permutations
                                      // (one segment per row and per box) among them
  Bits cells_of[512];                 // segments -> their cells
  Bits peers[27];                     // a cell's row, box and column in its band, itself out

  Tables() {
    for (Bits x = 0; x < 512; ++x)
      segments_of_row[x] = static_cast<std::uint8_t>(((x & 07) ? 1 : 0) | ((x & 070) ? 2 : 0) |
                                                     ((x & 0700) ? 4 : 0));
    const int perm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (Bits t = 0; t < 512; ++t) {
      Bits keep = 0, cells = 0;
      for (const auto& p : perm) {
        const Bits m = (1u << p[0]) | (1u << (3 + p[1])) | (1u << (6 + p[2]));
        if ((m & ~t) == 0) keep |= m;
      }
      for (int s = 0; s < 9; ++s)
        if (t & (1u << s)) cells |= Bits{7} << (9 * (s / 3) + 3 * (s % 3));
      permutations[t] = static_cast<std::uint16_t>(keep);
      cells_of[t] = cells;
    }
    for (int k = 0; k < 27; ++k) {
      const int i = k / 9, c = k % 9;
      peers[k] = ((kRow << (9 * i)) | (kBox << (3 * (c / 3))) | (kCol << c)) & ~(Bits{1} << k);
    }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

// One node: digit d's candidate cells in band b (placed cells keep their digit's bit), and
// the cells not placed yet.
struct Node {
  Bits cand[9][3];
  Bits open[3];
};

class Search {
 public:
  Search(int limit, const FastSearchOptions& options, FastSearchResult& out)
      : t_(tables()), limit_(limit), options_(options), out_(out) {}

  void run(const Grid& givens) {
    Node& root = stack_[0];
    for (auto& digit : root.cand) digit[0] = digit[1] = digit[2] = kBand;
    root.open[0] = root.open[1] = root.open[2] = kBand;
    for (int cell = 0; cell < 81; ++cell) {
      const int d = givens.at(cell);
      if (d != 0 && !place(root, d - 1, cell / 27, cell % 27)) {
        out_.complete = true;  // clashing givens: no solution
        return;
      }
    }
    dirty_ = 0x1FF;
    if (!settle(root)) {
      out_.complete = true;
      return;
    }
    if (order_ == SearchOrder::RowMajor && limit_ == 1) {
      by_slices();
      return;
    }
    out_.complete = !descend(0);
    if (static_cast<int>(out_.solutions.size()) >= limit_) out_.complete = true;
  }

 private:
  // Places digit d in cell k of band b and removes it from the cell's peers; false when d is
  // not (or no longer) a candidate there. A cell already holding d stays as it is.
  bool place(Node& s, int d, int b, int k) {
    const Bits bit = Bits{1} << k;
    if (!(s.cand[d][b] & bit)) return false;
    if (!(s.open[b] & bit)) return true;
    for (int e = 0; e < 9; ++e)
      if (s.cand[e][b] & bit) {
        s.cand[e][b] &= ~bit;
        dirty_ |= 1u << e;
      }
    s.cand[d][b] = (s.cand[d][b] & ~t_.peers[k]) | bit;
    const Bits column = kCol << (k % 9);
    s.cand[d][(b + 1) % 3] &= ~column;
    s.cand[d][(b + 2) % 3] &= ~column;
    s.open[b] &= ~bit;
    return true;
  }

  // Places digit d in the one open cell `unit` of band b had for it when last looked at;
  // false when that cell lost it (and d is not in the unit already).
  bool place_in(Node& s, int d, int b, Bits unit) {
    const Bits here = s.cand[d][b] & s.open[b] & unit;
    return here ? place(s, d, b, lowest(here)) : (s.cand[d][b] & unit) != 0;
  }

  // The rows of a band where x has exactly one bit, as the bits of their first cells (bit
  // 9i: row i), found a segment at a time for the three rows at once.
  static Bits single_rows(Bits x) {
    constexpr Bits kSegment = 0111111111;  // each segment's first cell
    const Bits a = x & kSegment, b = (x >> 1) & kSegment, c = (x >> 2) & kSegment;
    const Bits any = a | b | c;                    // segments with a bit
    const Bits many = (a & b) | (a & c) | (b & c);  // segments with two or three
    const Bits p = any, q = any >> 3, r = any >> 6;  // a row's three segments, at its first
    const Bits two = (p & q) | (p & r) | (q & r);
    return (p | q | r) & ~two & ~(many | many >> 3 | many >> 6) & kCol;
  }

  // The rules of bands9.hpp to the fixpoint; false on a contradiction. A digit's board is
  // looked at again only after it changed (dirty_, set by place).
  bool settle(Node& s) {
    for (;;) {
      while (dirty_) {
        const int d = lowest(dirty_);
        dirty_ &= dirty_ - 1;
        if (!settle_digit(s, d)) return false;
      }
      for (int b = 0; b < 3; ++b) {  // naked singles
        Bits ones = 0, twos = 0;
        for (const auto& digit : s.cand) {
          twos |= ones & digit[b];
          ones |= digit[b];
        }
        if (s.open[b] & ~ones) return false;  // an open cell without a candidate
        for (Bits singles = s.open[b] & ~twos; singles; singles &= singles - 1) {
          const int k = lowest(singles);
          int d = 0;
          while (d < 9 && !(s.cand[d][b] & (Bits{1} << k))) ++d;
          if (d == 9 || !place(s, d, b, k)) return false;  // a placement took its last digit
        }
      }
      if (!dirty_) return true;
    }
  }

  // Band and stack triads and hidden singles of digit d's board; false on a contradiction
  // (a row, box or column left without the digit leaves no permutation).
  bool settle_digit(Node& s, int d) {
    Bits* board = s.cand[d];
    for (int b = 0; b < 3; ++b) {  // band triads
      const Bits x = board[b];
      const Bits occupied = t_.segments_of_row[x & kRow] |
                            Bits{t_.segments_of_row[(x >> 9) & kRow]} << 3 |
                            Bits{t_.segments_of_row[x >> 18]} << 6;
      const Bits keep = t_.permutations[occupied];
      if (keep == 0) return false;
      if (keep != occupied) board[b] = x & t_.cells_of[keep];
    }
    // Stack triads: the same rule for a stack's (band, column) segments.
    Bits folded[3];
    for (int b = 0; b < 3; ++b) {
      const Bits x = board[b];
      folded[b] = (x | x >> 9 | x >> 18) & kRow;
    }
    for (int j = 0; j < 3; ++j) {
      const Bits occupied = ((folded[0] >> (3 * j)) & 7) | ((folded[1] >> (3 * j)) & 7) << 3 |
                            ((folded[2] >> (3 * j)) & 7) << 6;
      const Bits keep = t_.permutations[occupied];
      if (keep == 0) return false;
      if (keep == occupied) continue;
      for (int b = 0; b < 3; ++b) {
        const Bits out = ((occupied & ~keep) >> (3 * b) & 7) << (3 * j);
        board[b] &= ~(out | out << 9 | out << 18);
        folded[b] &= ~out;
      }
      dirty_ |= 1u << d;  // the band triads may now remove more
    }
    // Hidden singles in rows. Those in boxes and columns follow from the triads: the box's
    // segment is then the only one its row can keep, its column the only one its box can.
    for (int b = 0; b < 3; ++b)
      for (Bits rows = single_rows(board[b] & s.open[b]); rows; rows &= rows - 1)
        if (!place_in(s, d, b, kRow << lowest(rows))) return false;
    return true;
  }

  // The open cell to branch on (band b, bit k): RowMajor the first; Fewest, among the cells
  // with two candidates, else three, the one with the most open peers (the first such), else
  // the first. Most open peers: half the branches of the first cell with two candidates on the
  // hard sets (forum hardest 11+: 812,562 against 1,414,776 counting to 2).
  void choose(const Node& s, int& b, int& k) const {
    for (b = 0; !s.open[b]; ++b) {}
    k = lowest(s.open[b]);
    if (order_ == SearchOrder::RowMajor) return;
    Bits exactly[2][3] = {};  // [0]: two candidates, [1]: three
    for (int band = 0; band < 3; ++band) {
      Bits ones = 0, twos = 0, threes = 0, fours = 0;
      for (const auto& digit : s.cand) {
        const Bits x = digit[band];
        fours |= threes & x;
        threes |= twos & x;
        twos |= ones & x;
        ones |= x;
      }
      exactly[0][band] = s.open[band] & twos & ~threes;
      exactly[1][band] = s.open[band] & threes & ~fours;
    }
    for (const auto& count : exactly) {
      if (!(count[0] | count[1] | count[2])) continue;
      int most = -1;  // open peers of the best cell so far
      for (int band = 0; band < 3; ++band)
        for (Bits m = count[band]; m; m &= m - 1) {
          const int cell = lowest(m);
          const Bits column = kCol << (cell % 9);
          const int peers = __builtin_popcount(t_.peers[cell] & s.open[band]) +
                            __builtin_popcount(column & s.open[(band + 1) % 3]) +
                            __builtin_popcount(column & s.open[(band + 2) % 3]);
          if (peers > most) most = peers, b = band, k = cell;
        }
      return;
    }
  }

  // Searches below the settled node at `depth`; true to stop (limit reached or budget spent).
  bool descend(int depth) {
    const Node& s = stack_[depth];
    if (!(s.open[0] | s.open[1] | s.open[2])) {
      record(s);
      return static_cast<int>(out_.solutions.size()) >= limit_;
    }
    int b = 0, k = 0;
    choose(s, b, k);
    for (int d = 0; d < 9; ++d) {
      if (!(s.cand[d][b] & (Bits{1} << k))) continue;
      if (++out_.nodes > options_.node_budget) return true;
      Node& child = stack_[depth + 1] = s;
      dirty_ = 0;
      if (place(child, d, b, k) && settle(child) && descend(depth + 1)) return true;
    }
    return false;
  }

  // The smallest solution from the settled root stack_[0], by slices: for the first open cell
  // in row-major order and its digits from the smallest, a Fewest search for any solution with
  // that digit there. Refuted, the digit leaves the cell (and what follows is settled); found,
  // the solution is a witness: the smallest one has this digit here, and a later cell needs
  // searching only for digits below the witness's (its own digit is known to lead to a
  // solution). The refutations are those of the row-major search, found in fewest-candidates
  // order (on forum hardest 11+, about half the branches of the row-major search).
  void by_slices() {
    Node cur = stack_[0];
    int witness[81];
    bool have = false;
    order_ = SearchOrder::Fewest;
    for (;;) {
      int b = 0;
      while (b < 3 && !cur.open[b]) ++b;
      if (b == 3) break;  // complete: cur is the smallest solution
      const int k = lowest(cur.open[b]);
      const Bits bit = Bits{1} << k;
      for (int d = 0; d < 9; ++d) {
        if (!(cur.cand[d][b] & bit)) continue;
        if (have && d == witness[27 * b + k]) {  // the witness's digit: a solution follows
          dirty_ = 0;
          if (!place(cur, d, b, k) || !settle(cur)) throw std::logic_error("band_search: a witness was refuted");
          break;
        }
        if (++out_.nodes > options_.node_budget) return;  // not complete
        Node& slice = stack_[1] = cur;
        dirty_ = 0;
        if (place(slice, d, b, k) && settle(slice)) {
          descend(1);
          if (!out_.solutions.empty()) {  // a witness: this digit stands here
            const Grid& g = out_.solutions.back();
            for (int cell = 0; cell < 81; ++cell) witness[cell] = g.at(cell) - 1;
            out_.solutions.clear();
            have = true;
            cur = stack_[1];
            break;
          }
          if (out_.nodes > options_.node_budget) return;  // not complete
        }
        cur.cand[d][b] &= ~bit;  // refuted: d leaves the cell
        dirty_ = 1u << d;
        if (!settle(cur)) {  // no digit left here: no solution at all (a witness would stand)
          if (have) throw std::logic_error("band_search: a witness was refuted");
          out_.complete = true;
          return;
        }
        if (!(cur.open[b] & bit)) break;  // its last digit placed
      }
    }
    record(cur);
    out_.complete = true;
  }

  void record(const Node& s) {
    Grid g(Shape{3, 3});
    for (int cell = 0; cell < 81; ++cell) {
      const Bits bit = Bits{1} << (cell % 27);
      int d = 0;
      while (!(s.cand[d][cell / 27] & bit)) ++d;
      g.set(cell, d + 1);
    }
    out_.solutions.push_back(std::move(g));
  }

  const Tables& t_;
  int limit_;
  const FastSearchOptions& options_;
  FastSearchResult& out_;
  Node stack_[82];  // a node per depth: each branch places a cell
  unsigned dirty_ = 0;  // digits whose boards changed since settle last looked at them
  SearchOrder order_ = options_.order;  // by_slices searches its slices Fewest
};

}  // namespace

FastSearchResult band_search(const Grid& givens, int limit, const FastSearchOptions& options) {
  if (givens.shape != Shape{3, 3}) throw std::invalid_argument("band_search: not a 9x9 grid with 3x3 boxes");
  if (limit < 1) throw std::invalid_argument("band_search: limit < 1");
  FastSearchResult out;
  Search(limit, options, out).run(givens);
  if (!out.complete) out.solutions.clear();
  return out;
}

}  // namespace sudosat
