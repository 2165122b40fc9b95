// Unit propagation of a plain Sudoku's givens on the extended encoding, done on bitmasks.
//
// On the extended encoding (every cell, and every digit of every row, column and box, exactly
// one) a true x(cell, d) makes false every other digit of the cell and d in every other cell
// of its row, column and box; an at-least-one clause with one literal left forces it. So unit
// propagation from the givens is exactly repeated
//   naked singles:  a cell with one candidate digit left gets that digit;
//   hidden singles: a digit with one candidate cell left in a row, column or box goes there;
// and it fails exactly when a cell has no candidate left or a digit has no place left in a
// unit (or two givens clash).
//
// Failed-literal probing (optional) goes one step further, still by unit propagation only:
// for each blank cell and each candidate d, assume x(cell, d) and propagate as above on a copy;
//   a contradiction proves the cell is not d (the candidate is ruled out, and the board
//     propagated again);
//   a digit that every remaining candidate's branch places is placed (every solution puts one
//     of those candidates in the cell).
// Rounds over all blank cells repeat until one changes nothing. This is the probing of SAT
// preprocessors, limited to cell literals, and solves most 17-clue puzzles without a search
// (docs/encoding.md has the figures).
//
// All-different filtering (optional, instead of probing) keeps in each row, column and box only
// the candidates that stand in some filling of that house alone: it rules out what naked and
// hidden subsets of any size rule out, which a SAT solver on this encoding only learns by search.
//
// Sound: every digit it adds (and every candidate it rules out) is implied by the givens and
// the rules, so it holds in every solution; the puzzle with the forced digits added (and the
// ruled-out candidates removed) has the same solutions as the original.
#pragma once
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "model/puzzle.hpp"

namespace sudosat {

struct Propagated {
  enum State {
    Contradiction,  // no solution; `reason` says why
    Complete,       // `grid` is full: the unique solution (valid: no digit twice in a unit)
    Partial,        // `grid` has blanks left
  };
  State state = Partial;
  Grid grid;           // the givens plus every digit unit propagation forces
  std::vector<std::uint64_t> candidates;  // per cell: the digits (bit d-1) propagation leaves;
                                          // a superset of each cell's digits in the solutions
  std::string reason;  // when Contradiction, e.g. "digit 4 has no place in box 2" (1-based)
};

enum class Reasoning {
  Singles,   // unit propagation: naked and hidden singles
  Probing,   // singles, then failed-literal probing on the cell literals
  Matching,  // singles and all-different filtering of every row, column and box
             // (engine/alldiff.hpp), to their common fixpoint: beyond unit propagation
};

// Propagation from `givens` (any shape) to its fixpoint, as described above.
Propagated propagate_givens(const Grid& givens, Reasoning reasoning = Reasoning::Singles);

// Whether a puzzle has a solution other than `solution` (one of its solutions) that differs
// from it in one of `cells` (empty: anywhere), as far as singles and probing those cells tell: the givens are
// propagated (singles), then each digit other than the solution's that a blank cell of `cells`
// still has is placed and propagated on a copy.
//   None:  every such branch fails, so every solution agrees with `solution` on `cells`;
//   Found: a branch completed the grid: `grid` is a solution differing there (the caller
//          checks it);
//   Open:  neither; `grid` holds the givens and the digits singles forced.
struct OtherProbe {
  enum State { None, Found, Open };
  State state = Open;
  Grid grid;
};
OtherProbe probe_other(const Grid& givens, const Grid& solution, const std::vector<int>& cells);

// A complete grid extending `givens` (any shape), drawn at random: depth-first search with
// singles propagated at every node, branching on a cell with the fewest candidates (ties
// broken by a random order of the cells) and trying its digits in random order. Everything
// random comes from `rng`, so the same givens and generator state give the same grid on every
// machine. Empty when the givens have no completion or the search visits more than
// `node_limit` nodes (the caller may try again: `rng` has moved on).
std::optional<Grid> random_completion(const Grid& givens, std::mt19937_64& rng, long long node_limit);

}  // namespace sudosat
